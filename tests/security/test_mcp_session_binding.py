"""An MCP session belongs to the key that opened it.

The MCP specification (security best practices): sessions are not authentication, and a
server should bind a session ID to who opened it, so a session ID that leaks (a log, a
proxy) is no use to another key holder. Rights were already the presented key's on every
request; now another key cannot even continue, read or end someone else's session: it gets
the very answer an unknown session gets.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from comptoir.app import create_app
from services.settings import Settings
from services.store import Store

KEYS = {"mcp-jean": {"scopes": ["care"], "customer": "jean.martin@example.com"},
        "mcp-other": {"scopes": ["care", "staff"], "customer": None}}
ACCEPT = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {},
    "clientInfo": {"name": "test", "version": "1"}}}
LIST = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}


@pytest.fixture
def app(store: Store, tmp_path: Path) -> Iterator[TestClient]:
    settings = Settings(database_url="sqlite://", checkpoint_url="memory://", demo=True,
                        demo_key_path=tmp_path / "demo-key.pem", mcp_keys=KEYS)
    with TestClient(create_app(settings, store)) as client:
        yield client


def as_key(key: str, session: str | None = None) -> dict[str, str]:
    headers = {**ACCEPT, "Authorization": f"Bearer {key}"}
    if session:
        headers["Mcp-Session-Id"] = session
    return headers


def open_session(app: TestClient, key: str) -> str:
    response = app.post("/mcp", json=INIT, headers=as_key(key))
    assert response.status_code == 200, response.text
    session = response.headers["mcp-session-id"]
    app.post("/mcp", json={"jsonrpc": "2.0", "method": "notifications/initialized"},
             headers=as_key(key, session))
    return session


def strip(response: Any) -> tuple[int, Any]:
    return response.status_code, response.json()


def test_another_key_cannot_use_a_session_it_did_not_open(app: TestClient) -> None:
    session = open_session(app, "mcp-jean")
    assert app.post("/mcp", json=LIST, headers=as_key("mcp-jean", session)).status_code == 200
    stolen = app.post("/mcp", json=LIST, headers=as_key("mcp-other", session))
    unknown = app.post("/mcp", json=LIST, headers=as_key("mcp-other", "0" * 32))
    assert stolen.status_code == 404, stolen.text
    assert strip(stolen) == strip(unknown)  # nothing says the session exists
    # nor can it end the session for its owner
    assert app.delete("/mcp", headers=as_key("mcp-other", session)).status_code == 404
    still = app.post("/mcp", json=LIST, headers=as_key("mcp-jean", session))
    assert still.status_code == 200 and "get_order" in still.text


def test_each_key_keeps_its_own_sessions(app: TestClient) -> None:
    jean, other = open_session(app, "mcp-jean"), open_session(app, "mcp-other")
    assert app.post("/mcp", json=LIST, headers=as_key("mcp-other", other)).status_code == 200
    assert app.post("/mcp", json=LIST, headers=as_key("mcp-jean", jean)).status_code == 200
    assert app.post("/mcp", json=LIST, headers=as_key("mcp-jean", other)).status_code == 404
