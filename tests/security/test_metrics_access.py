"""/metrics on the gateway: an attacker review found it open to anyone outside demo mode (the
traffic, the refusals, the model's failures, counted). It now takes an API key with the
`metrics` or `admin` scope (COMPTOIR_API_KEYS), never a published demo key outside demo
mode; demo mode keeps it open."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from comptoir.app import create_app, metrics_keys
from services.gateway.app import create_gateway
from services.settings import Settings
from services.store import Store
from tests.identity import issuer

KEYS = {"ops-scraper-key": ["metrics"], "root-key-0123": ["care", "staff", "admin"],
        "care-only-key": ["care"], "staff-key-4567": ["care", "staff"]}


def no_runner() -> Any:
    raise AssertionError("a scrape never builds the agent")


def gateway(keys: dict[str, list[str]] | None) -> TestClient:
    return TestClient(create_gateway(no_runner, clients={"web": ["customer"]},
                                     metrics_keys=keys))


@pytest.mark.parametrize("headers", [
    {"X-Api-Key": "ops-scraper-key"}, {"x-api-key": "root-key-0123"},
    {"Authorization": "Bearer ops-scraper-key"}, {"Authorization": "bearer  root-key-0123"},
])
def test_a_metrics_or_admin_key_scrapes(headers: dict[str, str]) -> None:
    answer = gateway(KEYS).get("/metrics", headers=headers)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/plain")
    assert "comptoir_turns_total" in answer.text or "comptoir_turn" in answer.text


@pytest.mark.parametrize(("headers", "status"), [
    ({}, 401), ({"X-Api-Key": ""}, 401), ({"X-Api-Key": "ops-scraper-keyX"}, 401),
    ({"X-Api-Key": "OPS-SCRAPER-KEY"}, 401), ({"Authorization": "Basic b3BzOmtleQ=="}, 401),
    ({"Authorization": "Bearer "}, 401), ({"Authorization": "ops-scraper-key"}, 401),
    ({"X-Api-Key": "care-only-key"}, 403), ({"X-Api-Key": "staff-key-4567"}, 403),
    ({"Authorization": "Bearer care-only-key"}, 403),
])
def test_no_key_a_wrong_one_or_one_without_the_scope_is_refused(
        headers: dict[str, str], status: int) -> None:
    answer = gateway(KEYS).get("/metrics", headers=headers)
    assert answer.status_code == status
    assert answer.json()["error"] == ("unauthorized" if status == 401 else "forbidden")
    assert "'metrics' or 'admin' scope" in answer.json()["message"]
    assert "comptoir_" not in answer.text


def test_no_keys_at_all_refuses_every_scrape() -> None:
    assert gateway({}).get("/metrics", headers={"X-Api-Key": "anything"}).status_code == 401


def test_without_keys_given_it_is_open_as_in_demo_mode() -> None:
    assert gateway(None).get("/metrics").status_code == 200


def test_demo_mode_leaves_it_open_and_published_keys_never_open_it_outside() -> None:
    assert metrics_keys(Settings(demo=True)) is None
    published = Settings.model_fields["api_keys"].default
    outside = metrics_keys(Settings(demo=False, api_keys={**published, **KEYS}))
    assert outside == KEYS
    assert metrics_keys(Settings(demo=False)) == {}  # only the demo keys: nobody scrapes


@pytest.fixture
def served(mem_store: Store) -> Iterator[TestClient]:
    """The gateway as `comptoir serve --only gateway` builds it outside demo mode."""
    settings = Settings(
        demo=False, database_url="sqlite://", checkpoint_url="memory://",
        thread_secret="a-long-random-thread-secret-0123",  # type: ignore[arg-type]
        auth_issuer="comptoir-demo", auth_public_key=issuer().public_pem(),
        api_keys={"ops-scraper-key": ["metrics"], "demo-admin-key": ["care", "staff", "admin"]})
    with TestClient(create_app(settings, mem_store, only="gateway")) as client:
        yield client


def test_the_served_gateway_asks_a_key(served: TestClient) -> None:
    assert served.get("/metrics").status_code == 401
    assert served.get("/metrics", headers={"X-Api-Key": "demo-admin-key"}).status_code == 401
    assert served.get("/metrics", headers={"X-Api-Key": "ops-scraper-key"}).status_code == 200
    assert served.get("/health").status_code == 200  # still open: no counts in it
