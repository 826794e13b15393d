"""The demo page's client ID (`demo-web`) is a demo convenience: it was accepted outside demo
mode too (a published name, with the demo page's rights on both channels). Outside demo
mode the gateway now serves every configured client ID but that one, even where
COMPTOIR_GATEWAY_CLIENTS names it, and a request through it is refused as an unknown
client (401) before its token is read; demo mode keeps it."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from comptoir.app import create_app, served_clients
from services.settings import Settings
from services.store import Store
from tests.identity import bearer, issuer


def settings(demo: bool, clients: dict[str, list[str]] | None = None) -> Settings:
    extra = {} if clients is None else {"gateway_clients": clients}
    return Settings(
        demo=demo, database_url="sqlite://", checkpoint_url="memory://",
        thread_secret="a-long-random-thread-secret-0123",  # type: ignore[arg-type]
        auth_issuer="comptoir-demo", auth_public_key=issuer().public_pem(), **extra)


@pytest.mark.parametrize("clients", [None, {"demo-web": ["customer", "staff"],
                                            "web": ["customer"]}])
def test_outside_demo_mode_the_demo_client_is_not_served(clients: object) -> None:
    served = served_clients(settings(False, clients))  # type: ignore[arg-type]
    assert "demo-web" not in served and served  # the others stay
    assert "demo-web" in served_clients(settings(True, clients))  # type: ignore[arg-type]


def test_a_request_through_it_is_refused_and_another_client_is_served(
        mem_store: Store) -> None:
    app = create_app(settings(False), mem_store, only="gateway")
    with TestClient(app) as client:
        body = {"message": "Bonjour", "channel": "customer"}
        who = bearer("jean.martin@example.com")
        refused = client.post("/v1/chat", json=body,
                              headers={"X-Client-Id": "demo-web", **who})
        assert refused.status_code == 401
        assert "client" in refused.json()["message"].lower()
        served = client.post("/v1/chat", json=body,
                             headers={"X-Client-Id": "mobile-app", **who})
        assert served.status_code == 200, served.text
        assert served.json()["reply"]
