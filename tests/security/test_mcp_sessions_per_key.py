"""One MCP key cannot hold every session of the server.

The SDK keeps at most 10,000 open sessions a process, each alive until it is ended or has
been idle for 30 minutes, and answers every new one with a 503 once they are all taken.
Round 11 found that one key holder (a customer's key, `care` scope only) opened 10,000
sessions in four minutes and every other key's `initialize` was then "Too many open
sessions" for as long as they were kept. Each key now holds at most `SESSIONS_PER_KEY` open
sessions: the next `initialize` of that key is a 429 saying how to free one, other keys are
untouched, and a session ended (DELETE) frees its place.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from comptoir.app import create_app
from services.settings import Settings
from services.store import Store
from tools import mcp_server

KEYS = {"mcp-jean": {"scopes": ["care"], "customer": "jean.martin@example.com"},
        "mcp-other": {"scopes": ["care", "staff"], "customer": None}}
ACCEPT = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {},
    "clientInfo": {"name": "test", "version": "1"}}}
LIST = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}
SHARE = 5


@pytest.fixture
def app(store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    monkeypatch.setattr(mcp_server, "SESSIONS_PER_KEY", SHARE, raising=False)
    settings = Settings(database_url="sqlite://", checkpoint_url="memory://", demo=True,
                        demo_key_path=tmp_path / "demo-key.pem", mcp_keys=KEYS)
    with TestClient(create_app(settings, store)) as client:
        yield client


def as_key(key: str, session: str | None = None) -> dict[str, str]:
    headers = {**ACCEPT, "Authorization": f"Bearer {key}"}
    if session:
        headers["Mcp-Session-Id"] = session
    return headers


def test_one_key_cannot_take_every_session(app: TestClient) -> None:
    opened = []
    for _ in range(SHARE):
        response = app.post("/mcp", json=INIT, headers=as_key("mcp-jean"))
        assert response.status_code == 200, response.text
        opened.append(response.headers["mcp-session-id"])
    refused = app.post("/mcp", json=INIT, headers=as_key("mcp-jean"))
    assert refused.status_code == 429, refused.text
    assert "mcp-session-id" not in refused.headers
    message = refused.json()["error"]["message"]
    assert f"already holds {SHARE} open MCP sessions" in message
    assert "DELETE" in message
    # the key's own sessions still answer, and another key opens sessions as before
    assert app.post("/mcp", json=LIST, headers=as_key("mcp-jean", opened[0])).status_code == 200
    other = app.post("/mcp", json=INIT, headers=as_key("mcp-other"))
    assert other.status_code == 200, other.text
    # a session ended frees its place
    assert app.delete("/mcp", headers=as_key("mcp-jean", opened[0])).status_code == 200
    again = app.post("/mcp", json=INIT, headers=as_key("mcp-jean"))
    assert again.status_code == 200, again.text
    assert app.post("/mcp", json=INIT, headers=as_key("mcp-jean")).status_code == 429
