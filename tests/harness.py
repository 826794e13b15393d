"""Drive a graph turn by turn on a given store and model, as the doors do."""

from __future__ import annotations

import uuid
from typing import Any

from langchain_core.language_models import BaseChatModel
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph.state import StateGraph

from comptoir.agent import Agent, Turn
from nodes.kit.context import Context, Deps
from services import care
from services.schemas import Snapshot
from services.store import Store
from tests.data import NOW


class Conversation:
    """One thread of a graph, with the store and model it runs on."""

    def __init__(self, builder: StateGraph[Any, Any, Any, Any], store: Store,
                 model: BaseChatModel, *, confirm_writes: bool = True, **context: Any) -> None:
        self.deps = Deps.of(store, model, confirm_writes=confirm_writes)
        self.agent = Agent(builder, InMemorySaver(), self.deps)
        self.store = store
        self.thread_id = f"t-{uuid.uuid4().hex[:8]}"
        self.context = {"now": NOW.isoformat(), **context}

    def say(self, message: str, **context: Any) -> Turn:
        return self.agent.turn(
            message, thread_id=self.thread_id, context=Context(**{**self.context, **context})
        )

    def snapshot(self) -> Snapshot:
        return care.snapshot(self.store)


def nodes_of(turn: Turn) -> list[str]:
    return [e["node"] for e in turn.trace if e.get("kind") == "node"]
