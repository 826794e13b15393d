"""A conversation holds a bounded number of messages.

Each turn's checkpoint stores the whole list of messages again, so a conversation that never
ends grew its checkpoints by the square of its length: round 11 measured 60 turns of 4,000
characters on one thread at 12 MB of checkpoints, each new turn adding 0.4 MB more than the
one before, with nothing to stop it but the hourly rate limit. Past `MAX_THREAD_MESSAGES` the
gateway adds no turn: a 409 `conversation_full` that runs nothing and says to start a new
conversation; the full one can still be read, and a new one answers at once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from comptoir.agent import Agent, open_checkpointer
from comptoir.app import AgentRunner
from graphs.front_door import builder
from nodes.kit.context import Deps
from services.gateway import app as gateway_app
from services.gateway.app import create_gateway
from services.llm.offline import OfflineChatModel
from tests.conftest import fresh_store
from tests.data import JEAN
from tests.identity import bearer, verifiers

MOST = 4


@pytest.fixture
def client(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    monkeypatch.setattr(gateway_app, "MAX_THREAD_MESSAGES", MOST, raising=False)
    store = fresh_store("sqlite://")
    deps = Deps.of(store, OfflineChatModel())
    app = create_gateway(
        lambda: AgentRunner(Agent(builder, open_checkpointer(f"sqlite:///{tmp_path / 'c.db'}"),
                                  deps)),
        clients={"app": ["customer"]}, store=store, verifiers=verifiers())
    with TestClient(app) as test_client:
        yield test_client
    store.engine.dispose()


def test_a_full_conversation_takes_no_more_turns(client: TestClient) -> None:
    headers = {"X-Client-Id": "app", **bearer(JEAN)}
    for _ in range(MOST // 2):
        response = client.post("/v1/chat", json={"message": "Où en est SO-24903 ?"},
                               headers=headers)
        assert response.status_code == 200, response.text
    thread = response.json()["thread_id"]
    assert response.json()["messages"] == MOST
    full = client.post("/v1/chat", json={"message": "Où en est SO-24903 ?"}, headers=headers)
    assert full.status_code == 409, full.text
    assert full.json()["error"] == "conversation_full"
    assert "new_thread" in full.json()["message"]
    # nothing was added, the conversation still reads, and a new one answers
    history = client.get(f"/v1/threads/{thread}", headers=headers)
    assert history.status_code == 200 and len(history.json()["messages"]) == MOST
    fresh = client.post("/v1/chat", json={"message": "Où en est SO-24903 ?", "new_thread": True},
                        headers=headers)
    assert fresh.status_code == 200, fresh.text
    assert fresh.json()["thread_id"] != thread
