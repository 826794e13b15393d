"""`HEAD` is `GET` without a body (RFC 9110 §9.3.2). FastAPI's `GET` routes answered `HEAD`
with a 405, so a load balancer or an uptime monitor probing `HEAD /health` saw the gateway
and the System API as down. Each `GET` route now answers `HEAD` with the status and headers
its `GET` gets, and no body; the edge checks (client ID, API key, rate limits) apply as to a
`GET`. MCP keeps its 405: its `GET` opens an event stream."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from pydantic import SecretStr

from comptoir.app import create_app
from services.settings import Settings
from services.store import Store
from tests.data import JEAN

KEYS = {"care-key-0123456789": ["care"]}
CARE = {"X-Api-Key": "care-key-0123456789", "X-Customer-Email": JEAN}


@pytest.fixture
def client(mem_store: Store) -> Iterator[TestClient]:
    settings = Settings(database_url="sqlite://", checkpoint_url="memory://", api_keys=KEYS,
                        demo=True, expose_demo=True,
                        audit_secret=SecretStr("test-audit-secret-0123"))
    with TestClient(create_app(settings, mem_store)) as c:
        yield c


@pytest.mark.parametrize(("path", "headers"), [
    ("/health", {}),
    ("/api/health", {}),
    ("/api/orders", CARE),
    ("/api/orders/SO-24903", CARE),
    ("/api/orders/SO-99999", CARE),
    ("/api/orders", {}),
    ("/v1/threads/default", {}),
    ("/v1/threads/default", {"X-Client-Id": "demo-web"}),
    ("/", {}),
])
def test_head_answers_as_get_without_a_body(client: TestClient, path: str,
                                            headers: dict[str, str]) -> None:
    got = client.get(path, headers=headers)
    head = client.head(path, headers=headers)
    assert head.status_code == got.status_code
    assert head.content == b""
    for name in ("content-type", "content-length"):
        assert head.headers.get(name) == got.headers.get(name), name


def test_head_of_a_post_only_route_is_a_405_as_its_get(client: TestClient) -> None:
    head = client.head("/v1/chat", headers={"X-Client-Id": "demo-web"})
    assert head.status_code == client.get("/v1/chat", headers={"X-Client-Id": "demo-web"}
                                          ).status_code == 405
    assert head.content == b""


def test_head_on_mcp_opens_no_stream(client: TestClient) -> None:
    assert client.head("/mcp", headers={"Authorization": "Bearer demo-mcp-key"}
                       ).status_code == 405
