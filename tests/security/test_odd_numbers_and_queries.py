"""Two requests that were answered vaguely or ambiguously at every door.

* A JSON number of thousands of digits (CPython reads at most 4300) made the gateway and
  the System API answer "There was an error parsing the body", which says nowhere what is
  wrong: now a 400 saying a number has too many digits, at the edge, before any route.
* A query parameter given twice (`?limit=1&limit=500`) was read as its last value, while a
  cache or proxy in front may read the first: two readers, two requests. Every parameter here
  takes one value: now a 400 naming it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from pydantic import SecretStr

from comptoir.app import create_app
from services.settings import Settings
from services.store import Store
from tests.data import JEAN

CARE = {"X-Api-Key": "care-key-0123456789", "X-Customer-Email": JEAN,
        "Content-Type": "application/json"}
LONG = b"9" * 5000


@pytest.fixture
def client(mem_store: Store, tmp_path) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    settings = Settings(database_url="sqlite://", checkpoint_url="memory://",
                        api_keys={"care-key-0123456789": ["care"]}, demo=True,
                        expose_demo=True, demo_key_path=tmp_path / "demo.pem",
                        audit_secret=SecretStr("test-audit-secret-0123"))
    with TestClient(create_app(settings, mem_store)) as c:
        yield c


@pytest.mark.parametrize(("path", "body", "headers"), [
    ("/v1/chat", b'{"message": "hi", "seen": ' + LONG + b"}",
     {"X-Client-Id": "demo-web", "Content-Type": "application/json"}),
    ("/api/orders/SO-24903/reschedule", b'{"slot_id": ' + LONG + b"}", CARE),
])
def test_a_number_of_thousands_of_digits_is_named(client: TestClient, path: str, body: bytes,
                                                  headers: dict[str, str]) -> None:
    answer = client.post(path, content=body, headers=headers)
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"] == "bad_request"
    assert "too many digits" in answer.json()["message"]


def test_a_query_parameter_given_twice_is_refused(client: TestClient) -> None:
    answer = client.get("/api/orders/SO-24903/free-slots?limit=1&limit=500", headers=CARE)
    assert answer.status_code == 400, answer.text
    assert "'limit' is given more than once" in answer.json()["message"]
    once = client.get("/api/orders/SO-24903/free-slots?limit=1", headers=CARE)
    assert once.status_code == 200 and len(once.json()) == 1
