"""Fixtures shared by the security tests."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from comptoir.app import create_app
from services.settings import Settings
from services.store import Store

MCP_KEYS = {"mcp-jean": {"scopes": ["care"], "customer": "jean.martin@example.com"}}
MCP_HEADERS = {"Accept": "application/json, text/event-stream",
               "Content-Type": "application/json", "Authorization": "Bearer mcp-jean"}
MCP_INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {},
    "clientInfo": {"name": "test", "version": "1"}}}


@pytest.fixture
def hanging_jwks() -> Iterator[str]:
    """A JWKS URL whose server accepts connections and never answers."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        listener.settimeout(0.1)
        while not stop.is_set():
            try:
                held.append(listener.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{listener.getsockname()[1]}/jwks"
    stop.set()
    thread.join()
    for conn in held:
        conn.close()
    listener.close()


@pytest.fixture
def mcp_session(store: Store, tmp_path: Path) -> Iterator[tuple[TestClient, dict[str, str]]]:
    """An initialised MCP session of Jean's key (demo mode): the client and the headers
    that carry the session."""
    settings = Settings(database_url="sqlite://", checkpoint_url="memory://", demo=True,
                        demo_key_path=tmp_path / "demo-key.pem", mcp_keys=MCP_KEYS)
    with TestClient(create_app(settings, store)) as client:
        opened = client.post("/mcp", json=MCP_INIT, headers=MCP_HEADERS)
        assert opened.status_code == 200, opened.text
        headers = {**MCP_HEADERS, "Mcp-Session-Id": opened.headers["mcp-session-id"]}
        client.post("/mcp", json={"jsonrpc": "2.0", "method": "notifications/initialized"},
                    headers=headers)
        yield client, headers
