"""How the graphs run: dependencies travel in each run's context, and a turn takes few hops."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from comptoir.wiring import main_builder
from nodes.kit.context import Context, Deps
from services import care
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.data import JEAN, NOW
from tests.harness import Conversation

STATUS = "Où en est ma commande SO-24903 ?"
ROUNDS = 8


def _status_replies(store: Store, barrier: threading.Barrier) -> list[str]:
    desk = Conversation(main_builder(), store, OfflineChatModel(), customer_email=JEAN)
    barrier.wait()  # both threads run their turns at the same time
    return [desk.say(STATUS).reply for _ in range(ROUNDS)]


def test_two_graphs_with_two_stores_in_parallel_threads_each_see_their_own_data() -> None:
    first, second = fresh_store("sqlite://"), fresh_store("sqlite://")
    care.reschedule(second, number="SO-24903", email=JEAN, slot_id="2026-10-22-AM")
    barrier = threading.Barrier(2)
    try:
        with ThreadPoolExecutor(max_workers=2) as pool:
            one = pool.submit(_status_replies, first, barrier)
            two = pool.submit(_status_replies, second, barrier)
            replies_one, replies_two = one.result(timeout=120), two.result(timeout=120)
    finally:
        first.engine.dispose()
        second.engine.dispose()
    assert len(replies_one) == len(replies_two) == ROUNDS
    # (the second store's delivery was moved: its status also says the day first booked)
    booked_on_20 = "Livraison prévue le mardi 20 octobre"
    booked_on_22 = "Livraison prévue le jeudi 22"
    assert all(booked_on_20 in r and "jeudi 22" not in r for r in replies_one)
    assert all(booked_on_22 in r and booked_on_20 not in r for r in replies_two)


def _tasks(graph: Any, message: str, config: dict[str, Any], context: Context) -> list[str]:
    """Every node LangGraph ran for this message, subgraphs included (their wrapper too)."""
    names = []
    for _namespace, chunk in graph.stream({"messages": [HumanMessage(message)]}, config,
                                          context=context, stream_mode="tasks", subgraphs=True):
        if "input" in chunk:  # a task starting (its result is a second event)
            names.append(chunk["name"])
    return names


def test_a_reschedule_turn_takes_at_most_six_steps(mem_store: Store) -> None:
    graph = main_builder().compile(checkpointer=InMemorySaver())
    context = Context(now=NOW.isoformat(), customer_email=JEAN,
                      deps=Deps.of(mem_store, OfflineChatModel()))
    config = {"configurable": {"thread_id": "steps"}}
    proposed = _tasks(graph, "Déplacez SO-24903 au mardi 20 au matin", config, context)
    # understand_request also collects the details (one fused step)
    assert proposed == ["begin_turn", "understand_request",
                        "list_free_slots", "pick_slot", "ask_confirm_move"]
    confirmed = _tasks(graph, "oui", config, context)
    assert confirmed == ["begin_turn", "read_consent", "move_delivery",
                         "say_moved"]
    asked = _tasks(graph, "Je voudrais déplacer SO-24903 un matin la semaine prochaine", config,
                   context)
    assert asked[-1] == "ask_which_slot" and len(asked) <= 6
    picked = _tasks(graph, "le deuxième", config, context)
    assert picked == ["begin_turn", "read_consent", "move_delivery", "say_moved"]


def test_without_confirmation_a_direct_move_takes_six_steps(mem_store: Store) -> None:
    graph = main_builder().compile(checkpointer=InMemorySaver())
    context = Context(now=NOW.isoformat(), customer_email=JEAN,
                      deps=Deps.of(mem_store, OfflineChatModel(), confirm_writes=False))
    direct = _tasks(graph, "Déplacez SO-24903 au mardi 20 au matin",
                    {"configurable": {"thread_id": "direct"}}, context)
    assert direct == ["begin_turn", "understand_request",
                      "list_free_slots", "pick_slot", "move_delivery", "say_moved"]


def test_a_status_turn_takes_four_steps(mem_store: Store) -> None:
    graph = main_builder().compile(checkpointer=InMemorySaver())
    context = Context(now=NOW.isoformat(), customer_email=JEAN,
                      deps=Deps.of(mem_store, OfflineChatModel()))
    steps = _tasks(graph, STATUS, {"configurable": {"thread_id": "status"}}, context)
    assert steps == ["begin_turn", "understand_request", "read_order",
                     "say_status"]


def test_an_analysis_turn_takes_six_steps() -> None:
    from tests.integration.test_analytics import hand_fixture

    store = fresh_store("sqlite://", hand_fixture())
    try:
        graph = main_builder().compile(checkpointer=InMemorySaver())
        context = Context(channel="staff", now=NOW.isoformat(),
                          deps=Deps.of(store, OfflineChatModel()))
        steps = _tasks(graph, "Analyse ma relation client avec Émilie Lefèvre en 2025",
                       {"configurable": {"thread_id": "analysis"}}, context)
    finally:
        store.engine.dispose()
    # find_customer also counts the bills and computes the figures; write_summary checks
    # the sentences it got (fused steps): the trace still names every step.
    assert steps == ["begin_turn", "classify_request", "understand_analysis",
                     "find_customer", "write_summary", "render_report"]


def test_an_embedded_workflow_is_entered_at_its_own_first_steps() -> None:
    from nodes.front_door import nodes as fd

    builder = main_builder()
    for workflow, entries in fd.ENTRIES.items():
        assert workflow not in builder.nodes  # its nodes are the front door's own
        assert entries and set(entries) <= set(builder.nodes)
    for router in (fd.route_channel, fd.route_staff):
        drawn = fd.door_destinations(router)
        assert not set(drawn) & set(fd.EMBEDDED) and set(drawn) <= set(builder.nodes)
    assert "billing" in builder.nodes  # still a subgraph (its node names overlap)


def test_node_functions_are_not_disassembled_and_the_billing_subgraph_is_still_found() -> None:
    """`unscanned`: LangGraph reads no node function's code at compile (a start-up cost),
    yet still finds the one subgraph (billing), and each node keeps its function's
    signature (LangGraph passes `runtime` only to nodes that take it)."""
    import inspect

    from langgraph._internal._runnable import RunnableCallable

    from graphs.front_door import make_graph
    from nodes.kit.wiring import Opaque

    graph = make_graph()
    with_subgraphs = sorted(name for name, node in graph.nodes.items() if node.subgraphs)
    assert with_subgraphs == ["billing"]
    functions = {name: node.bound.func for name, node in graph.nodes.items()
                 if isinstance(node.bound, RunnableCallable) and name != "__start__"}
    assert len(functions) == len(graph.nodes) - 2  # less START and billing
    assert all(isinstance(f, Opaque) for f in functions.values()), [
        name for name, f in functions.items() if not isinstance(f, Opaque)]
    said = functions["say_status"]
    assert list(inspect.signature(said).parameters) == ["state", "runtime"]
    assert said.asks is False and functions["ask_confirm_move"].asks is True
