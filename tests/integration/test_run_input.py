"""A workflow graph run on its own (Studio, the LangGraph server) refuses an input that brings
no new message, on a new thread and on a thread that already has turns: a fixed error text,
no reply, nothing written to the thread or the database."""

from __future__ import annotations

import importlib
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from sqlalchemy import func, select

from nodes.kit.context import Context, Deps
from nodes.kit.turn import INPUT_HELP, InvalidInput
from services.llm.offline import OfflineChatModel
from services.models import AuditEntry
from services.store import Store
from tests.data import JEAN

NOW = "2026-10-14T09:00:00+02:00"
# A first turn per graph, and the channel it runs on. The care desk's first turn leaves a
# list of slots offered: an answer read again without a new message could move a delivery.
FIRST_TURN = {
    "care_desk": ("customer", f"Je voudrais déplacer ma livraison SO-24903 ({JEAN}) un matin "
                              "la semaine prochaine"),
    "analysis": ("staff", "Analyse ma relation client avec Jean Martin sur l'année passée"),
    "billing": ("staff", "Quelles factures de Jean Martin sont en retard ?"),
    "front_door": ("customer", f"Je voudrais déplacer ma livraison SO-24903 ({JEAN}) un matin "
                               "la semaine prochaine"),
}
MALFORMED: list[dict[str, Any]] = [
    {"message": "le deuxième"},
    {"messages": []},
    {},
]


def _audit_rows(store: Store) -> int:
    with store.sessions() as session:
        return int(session.scalar(select(func.count()).select_from(AuditEntry)) or 0)


@pytest.mark.parametrize("name", ["care_desk", "analysis", "billing", "front_door"])
def test_a_workflow_run_alone_refuses_malformed_input_on_an_existing_thread(
    mem_store: Store, name: str
) -> None:
    served = importlib.import_module(f"graphs.{name}").graph
    graph = served.copy(update={"checkpointer": InMemorySaver()})
    channel, first = FIRST_TURN[name]
    context = Context(deps=Deps.of(mem_store, OfflineChatModel()), now=NOW,
                      channel=channel)  # type: ignore[arg-type]
    config: Any = {"configurable": {"thread_id": f"t-{name}"}}
    answer = graph.invoke({"messages": [{"role": "user", "content": first}]}, config,
                          context=context)
    assert answer["reply"]["id"]  # the first turn was answered
    before = graph.get_state(config)
    writes = _audit_rows(mem_store)
    for bad in MALFORMED:
        with pytest.raises(InvalidInput) as refused:
            graph.invoke(bad, config, context=context)
        assert str(refused.value) == INPUT_HELP
        after = graph.get_state(config)
        assert after.values == before.values, bad  # nothing written to the thread
        assert _audit_rows(mem_store) == writes  # nor to the database
    # The thread goes on normally with a real message.
    again = graph.invoke({"messages": [{"role": "user", "content": first}]}, config,
                         context=context)
    assert again["reply"]["id"] and len(again["messages"]) == len(answer["messages"]) + 2


def test_the_care_desk_inside_the_front_door_still_continues_its_turn(mem_store: Store) -> None:
    """Nested in the front door, the desk skips `begin_turn` (the door began the turn)."""
    from graphs.front_door import graph as door

    graph = door.copy(update={"checkpointer": InMemorySaver()})
    context = Context(deps=Deps.of(mem_store, OfflineChatModel()), now=NOW)
    config: Any = {"configurable": {"thread_id": "t-door"}}
    first = graph.invoke({"messages": [{"role": "user", "content": FIRST_TURN["care_desk"][1]}]},
                         config, context=context)
    assert first["reply"]["id"] == "ask_which_slot"
    turns = [e for e in first["trace"] if e.get("kind") == "turn"]
    assert turns == [{"kind": "turn", "turn": 1}]  # one turn begun, by the door
    second = graph.invoke({"messages": [{"role": "user", "content": "le deuxième"}]}, config,
                          context=context)
    assert second["reply"]["id"] in ("ask_confirm_move", "say_moved")  # the desk read the pick
    assert [e for e in second["trace"] if e.get("kind") == "turn"] == [
        {"kind": "turn", "turn": 2}]
