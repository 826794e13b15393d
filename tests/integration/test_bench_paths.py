"""The turns the overhead and instruction benchmarks measure end where each path says: a bench
whose turns went off their path would time another turn than the one it names (session 38:
the instant model's move wished for a day its message did not say, and once the desk stopped
proposing a model's slot on no day of the customer's, reschedule went off path unnoticed)."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from comptoir.agent import Agent, open_checkpointer
from comptoir.wiring import main_builder
from evals.bench.common import NOW, demo_store
from evals.bench.overhead import JEAN, InstantModel, paths
from nodes.kit.context import Context, Deps
from services import care
from services.llm.offline import OfflineChatModel

PATHS = ["status", "reschedule (ask)", "reschedule (yes)", "damage (ask)", "damage (yes)",
         "analysis"]


@pytest.mark.parametrize("model_name", ["instant", "offline"])
@pytest.mark.parametrize("path", PATHS)
def test_every_measured_turn_ends_on_its_path(path: str, model_name: str) -> None:
    store = demo_store()
    targets = [s.id for s in care.free_slots(store, number="SO-24903", email=JEAN)][:4]
    spec: dict[str, Any] = paths(targets)[path]
    model = InstantModel(answers=spec["answers"]) if model_name == "instant" \
        else OfflineChatModel()
    agent = Agent(main_builder(), open_checkpointer("memory://"), Deps.of(store, model))
    for i in range(2):
        slot = spec.get("slots", targets)[i % 2]
        when = f"{slot[:10]} " + ("matin" if slot.endswith("AM") else "après-midi")
        thread = uuid.uuid4().hex
        context = Context(channel=spec["channel"], now=NOW.isoformat(),
                          customer_email=JEAN if spec["channel"] == "customer" else None)
        if "before" in spec:
            say, ends = spec["before"]
            assert agent.turn(say.format(slot=when), thread_id=thread,
                              context=context).text_id == ends
        turn = agent.turn(spec["say"].format(slot=when), thread_id=thread, context=context)
        assert turn.text_id == spec["ends"], (path, i, turn.reply)
        if "after_each" in spec:
            spec["after_each"](store)


@pytest.mark.parametrize("steps", [4, 6])
def test_the_wide_floor_has_the_main_graphs_width_and_runs_its_steps(steps: int) -> None:
    """The wide floor stands for LangGraph's loop at the main graph's width: the same channels
    (state keys and one per node), and exactly the steps it is asked for."""
    from langgraph.checkpoint.memory import InMemorySaver

    from evals.bench.overhead import wide_floor_builder

    main = main_builder().compile(checkpointer=InMemorySaver())
    wide = wide_floor_builder(steps).compile(checkpointer=InMemorySaver())
    assert set(wide.channels) - {f"branch:to:{n}" for n in wide.nodes} \
        == set(main.channels) - {f"branch:to:{n}" for n in main.nodes}
    assert len(wide.nodes) == len(main.nodes)
    out = wide.invoke({"messages": [("user", "Où en est ma commande ?")]},
                      {"configurable": {"thread_id": uuid.uuid4().hex}})
    assert out["turn"] == steps
