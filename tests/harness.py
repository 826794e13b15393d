"""Drive a graph turn by turn on a given store and model, as the doors do."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import datetime
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


# The demo data set as `comptoir seed` makes it, on a Wednesday: the back office's tests.
DEMO_NOW = datetime.fromisoformat("2026-12-02T10:00:00+01:00")


def demo_data_store() -> Iterator[Store]:
    """The demo data set in an in-memory database; read-only tests share one per module:
    `store = pytest.fixture(scope="module", name="store")(demo_data_store)`."""
    from services.demo import demo_fixture
    from tests.conftest import fresh_store

    store = fresh_store("sqlite://", demo_fixture(DEMO_NOW))
    yield store
    store.engine.dispose()


def staff_desk(store: Store, model: BaseChatModel | None = None) -> Conversation:
    """A staff member's conversation with the front door, on the demo data's day."""
    from graphs.front_door import builder
    from services.llm.offline import OfflineChatModel

    return Conversation(builder, store, model or OfflineChatModel(), channel="staff",
                        now=DEMO_NOW.isoformat())
