"""A turn's state is the graph's whole final state, read once at the end of the run.

`Agent.turn` runs the graph streaming nothing (`stream_mode=[]`) and takes the state the run
ends on from its callbacks (`ModelUsage.on_chain_end`): what `graph.invoke` would have
returned, every field, without a read of every channel after each step."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from comptoir.agent import Agent, ModelUsage
from comptoir.wiring import main_builder
from nodes.kit.context import Channel, Context, Deps
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import NOW

TURNS: list[tuple[Channel, str]] = [
    ("customer", "Où en est ma commande SO-24903 ?"),
    ("customer", "Déplacez-la au jeudi matin"),
    ("customer", "oui"),
    ("staff", "Analyse ma relation client avec John Doe sur l'année passée"),
]


@pytest.mark.parametrize(("channel", "message"), TURNS[:1] + TURNS[3:])
def test_turn_state_is_what_invoke_returns(mem_store: Store, channel: Channel,
                                           message: str) -> None:
    deps = Deps.of(mem_store, OfflineChatModel())
    context = Context(channel=channel, now=NOW.isoformat(),
                      customer_email="jean.martin@example.com" if channel == "customer"
                      else None)
    streamed = Agent(main_builder(), InMemorySaver(), deps)
    invoked = Agent(main_builder(), InMemorySaver(), deps)
    turn = streamed.turn(message, thread_id="same", context=context)
    state = invoked.graph.invoke(
        {"messages": [HumanMessage(content=message)]},
        {"configurable": {"thread_id": "same"}},
        context=invoked.context(context), durability="exit")
    assert turn.text_id == state["reply"]["id"]

    def comparable(values: dict[str, Any]) -> dict[str, Any]:
        # message ids and turn ids are random, the trace and the rest are not
        return {k: v for k, v in values.items() if k not in ("messages", "turn_id", "told_turn",
                                                              "turn_message_id")}

    assert comparable(turn.state) == comparable(state)
    assert [type(m) for m in turn.state["messages"]] == [type(m) for m in state["messages"]]
    assert [m.content for m in turn.state["messages"]] == [m.content
                                                          for m in state["messages"]]
    # and it is the state the run recorded
    recorded = streamed.graph.get_state({"configurable": {"thread_id": "same"}}).values
    assert set(turn.state) == set(recorded)


def test_a_conversation_keeps_its_state_across_turns(mem_store: Store) -> None:
    deps = Deps.of(mem_store, OfflineChatModel())
    agent = Agent(main_builder(), InMemorySaver(), deps)
    context = Context(channel="customer", now=NOW.isoformat(),
                      customer_email="jean.martin@example.com")
    for _, message in TURNS[:3]:
        turn = agent.turn(message, thread_id="t", context=context)
        recorded = agent.graph.get_state({"configurable": {"thread_id": "t"}}).values
        assert turn.state["turn"] == recorded["turn"]
        assert turn.state["reply"] == recorded["reply"]
        assert len(turn.state["messages"]) == len(recorded["messages"])


def test_only_the_runs_own_end_is_its_output() -> None:
    from uuid import uuid4

    usage = ModelUsage()
    graph_run, node_run = uuid4(), uuid4()
    usage.on_chain_start({}, {}, run_id=graph_run)
    usage.on_chain_start({}, {}, run_id=node_run, parent_run_id=graph_run)
    usage.on_chain_end({"a": 1}, run_id=node_run, parent_run_id=graph_run)  # a node's end
    assert usage.output is None
    usage.on_chain_end({"b": 2}, run_id=graph_run)
    assert usage.output == {"b": 2}


def test_a_turn_run_inside_another_run_still_has_its_state(mem_store: Store) -> None:
    """A notebook or a tool may call `Agent.turn` inside a LangChain run of its own: the
    graph's run then has a parent, and its end is still the turn's state."""
    from langchain_core.runnables import RunnableLambda

    deps = Deps.of(mem_store, OfflineChatModel())
    agent = Agent(main_builder(), InMemorySaver(), deps)
    context = Context(channel="customer", now=NOW.isoformat(),
                      customer_email="jean.martin@example.com")
    outer = RunnableLambda(lambda text: agent.turn(text, thread_id="nested", context=context))
    turn = outer.invoke(TURNS[0][1])
    assert turn.state["reply"]["id"] == "say_status"
    assert "SO-24903" in turn.reply
