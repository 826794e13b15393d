"""The gateway's path: a customer's answer carries the reply, never the graph's state.

The LangGraph server's doors now cut a customer's run output to messages, reply and trace
(test_langgraph_run_output.py). The gateway runs the graph in process and answers from the
turn: this checks that a customer, signed in or anonymous, with a proposal pending, gets the
documented fields only, no trace outside demo mode, and nothing of the state (the pending
write, the order read, the fields the model filled), in the chat answer and the history."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from comptoir.agent import Agent, open_checkpointer
from comptoir.app import AgentRunner
from graphs.front_door import builder
from nodes.kit.context import Deps
from services import care
from services.gateway.app import ChatResponse, ThreadHistory, create_gateway
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.data import JEAN
from tests.identity import bearer, verifiers

INSIDE = ("awaiting", "pending", "free_slots", "details", "order_number\"", "proven",
          "slot_id", "\"node\"", "understand_request", "CareRequest", "2026-10-22-AM")


@pytest.fixture
def gateway(tmp_path: Path) -> Iterator[tuple[TestClient, Store]]:
    store = fresh_store("sqlite://")
    deps = Deps.of(store, OfflineChatModel())
    app = create_gateway(
        lambda: AgentRunner(Agent(builder, open_checkpointer(f"sqlite:///{tmp_path / 'c.db'}"),
                                  deps)),
        clients={"app": ["customer"]}, store=store, verifiers=verifiers())
    with TestClient(app) as client:
        yield client, store
    store.engine.dispose()


def answers(client: TestClient, headers: dict[str, str], messages: list[str]
            ) -> list[dict[str, Any]]:
    found = []
    for message in messages:
        response = client.post("/v1/chat", json={"message": message}, headers=headers)
        assert response.status_code == 200, response.text
        if response.headers.get("X-Session-Id"):
            headers["X-Session-Id"] = response.headers["X-Session-Id"]
        found.append(response.json())
    return found


@pytest.mark.parametrize("signed_in", [True, False])
def test_a_customers_answer_carries_no_state(gateway: Any, signed_in: bool) -> None:
    client, store = gateway
    headers = {"X-Client-Id": "app", **(bearer(JEAN) if signed_in else {})}
    identity = "" if signed_in else " (jean.martin@example.com)"
    before = care.snapshot(store)
    said = answers(client, headers, [
        f"Je voudrais déplacer ma livraison SO-24903{identity} au jeudi 22 octobre le matin",
        "Où en est ma commande SO-24903 ?" + identity,
        "I'd like to move my delivery SO-24903 to a morning next week" + identity])
    assert any(a["asks"] for a in said)  # a question was pending: a proposal or a slot list
    for answer in said:
        assert set(answer) <= set(ChatResponse.model_fields), set(answer)
        assert answer["trace"] == []
        text = json.dumps({k: v for k, v in answer.items() if k != "reply"})
        for word in INSIDE:
            assert word not in text, (word, text[:300])
    history = client.get(f"/v1/threads/{said[-1]['thread_id']}", headers=headers).json()
    assert set(history) <= set(ThreadHistory.model_fields)
    assert {m["role"] for m in history["messages"]} == {"user", "assistant"}
    for word in INSIDE:
        assert word not in json.dumps({k: v for k, v in history.items() if k != "messages"})
    assert care.snapshot(store) == before  # nothing was consented to
