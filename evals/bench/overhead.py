"""Turn overhead: the time a turn spends outside the model, per path and checkpointer, against
a fixed floor measured in the same run: a bare 4-node LangGraph `StateGraph` turn with the same
checkpointer and the same durability."""

from __future__ import annotations

import itertools
import os
import re
import tempfile
import time
import uuid
from collections.abc import Sequence
from typing import Annotated, Any, TypedDict

from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from langchain_core.utils.function_calling import convert_to_openai_tool
from langgraph.graph import START, StateGraph
from langgraph.graph.message import add_messages
from pydantic import PrivateAttr
from sqlalchemy import update

from comptoir.agent import Agent, open_checkpointer
from comptoir.heap import settle_heap
from comptoir.wiring import main_builder
from evals.bench.common import NOW, ModelClock, demo_store, save, summary, table
from nodes.kit.context import Context, Deps
from services import care
from services.llm.offline import OfflineChatModel
from services.models import AfterSalesCase
from services.store import Store

JEAN = "jean.martin@example.com"


# The move's wish is the day its message says ("Déplacez SO-24903 au 2026-10-19 matin"): the
# desk grounds a model's wish in the customer's words and proposes a model's slot alone only
# on a day read there, so the instant model copies it from the message, as a model does.
WHEN_SAID = "<the when of the message>"
WHEN_WORDS = re.compile(r"\d{4}-\d{2}-\d{2} (?:matin|après-midi)")


class InstantModel(BaseChatModel):
    """Answers every schema at once from fixed answers (the model costs nothing)."""

    answers: dict[str, Any]
    _turn: itertools.count = PrivateAttr(default_factory=itertools.count)

    @property
    def _llm_type(self) -> str:
        return "instant"

    def bind_tools(self, tools: Sequence[Any], *, tool_choice: str | None = None,
                   **kwargs: Any) -> Runnable[LanguageModelInput, AIMessage]:
        return self.bind(tools=[convert_to_openai_tool(t) for t in tools], **kwargs)

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        name = kwargs["tools"][0]["function"]["name"]
        answer = self.answers[name]
        args = answer(next(self._turn)) if callable(answer) else answer
        if args.get("wished_slot") == WHEN_SAID:  # the day the message says, as a model copies it
            said = WHEN_WORDS.search(" ".join(str(m.content) for m in messages))
            args = {**args, "wished_slot": said[0] if said else None}
        return ChatResult(generations=[ChatGeneration(message=AIMessage(
            content="", tool_calls=[{"name": name, "args": args, "id": "i"}]))])


def paths(targets: list[str]) -> dict[str, dict[str, Any]]:
    """Each measured turn: the message, the channel, the reply it must end on, and what an
    instant model answers. A write takes two turns since consent (the proposal, then the
    customer's yes): `before` is the turn that leads to the measured one, on the same thread,
    not timed; `after_each` undoes the write outside the timing so that every turn writes."""
    def request(intent: str, order: str = "SO-24903") -> dict[str, Any]:
        return {"intent": intent, "order_number": order, "email": JEAN,
                "wished_slot": "jeudi", "language": "fr"}

    def reschedule(slots: list[str]) -> dict[str, Any]:
        return {"CareRequest": {**request("reschedule"), "wished_slot": WHEN_SAID},
                "SlotPick": lambda i: {"chosen_slot_id": slots[i % 2], "offer_slot_ids": []}}

    asked, moved = targets[2:4], targets[:2]
    # The proposals alone move nothing: they wish for two slots the moves never book, so the
    # wish is never the order's own slot, whatever a previous configuration left.
    damage = {"CareRequest": request("report_damage", DAMAGED)}
    return {
        "status": {"say": "Où en est ma commande SO-24903 ?", "channel": "customer",
                   "ends": "say_status",
                   "answers": {"CareRequest": request("order_status")}},
        "reschedule (ask)": {"say": MOVE, "channel": "customer", "ends": "ask_confirm_move",
                             "slots": asked, "answers": reschedule(asked)},
        "reschedule (yes)": {"before": (MOVE, "ask_confirm_move"), "say": "oui",
                             "channel": "customer", "ends": "say_moved",
                             "slots": moved, "answers": reschedule(moved)},
        "damage (ask)": {"say": DAMAGE, "channel": "customer",
                         "ends": "ask_confirm_damage_case", "answers": damage},
        "damage (yes)": {"before": (DAMAGE, "ask_confirm_damage_case"), "say": "oui",
                         "channel": "customer", "ends": "say_damage_case", "answers": damage,
                         "after_each": close_damage_cases},
        "analysis": {"say": "Analyse ma relation client avec John Doe sur l'année passée",
                     "channel": "staff", "ends": "analysis_report",
                     "answers": {"StaffRoute": {"workflow": "analysis"},
                                 "AnalysisRequest": {"customer_name": "John Doe",
                                                     "period_words": "l'année passée",
                                                     "language": "fr"},
                                 "AnalysisSummary": {"introduction": "Analyse de John Doe.",
                                                     "conclusion": "À suivre."}}},
    }


DAMAGED = "SO-24870"  # Jean Martin's delivered order
MOVE = "Déplacez SO-24903 au {slot}"
DAMAGE = f"Mon fauteuil {DAMAGED} est arrivé abîmé"  # the armchair it holds


def close_damage_cases(store: Store) -> None:
    """Close the damage case a measured turn opened, so that the next one opens one again."""
    with store.sessions.begin() as session:
        session.execute(update(AfterSalesCase).where(
            AfterSalesCase.order_number == DAMAGED, AfterSalesCase.kind == "damage")
            .values(status="closed"))


class FloorState(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    step: int


def floor_builder() -> StateGraph[Any, Any, Any, Any]:
    """Four trivial nodes in a row: what any LangGraph turn costs at least."""
    def step(state: FloorState) -> dict[str, Any]:
        return {"step": state.get("step", 0) + 1}

    builder = StateGraph(FloorState)
    names = ["one", "two", "three", "four"]
    for name in names:
        builder.add_node(name, step)
    builder.add_edge(START, names[0])
    for a, b in itertools.pairwise(names):
        builder.add_edge(a, b)
    return builder


def wide_floor_builder(steps: int) -> StateGraph[Any, Any, Any, Any]:
    """The floor at the main graph's width: its state schema (every key a channel) and as many
    nodes (each a `branch:to:` channel), trivial nodes run `steps` in a row, each writing one
    key as the floor's do. What LangGraph costs a turn of this width and length when the nodes
    do nothing: a measured path less this is the project's own code."""
    main = main_builder()

    def step(state: dict[str, Any]) -> dict[str, Any]:
        return {"turn": (state.get("turn") or 0) + 1}

    builder = StateGraph(main.state_schema, input_schema=main.input_schema)
    names = [f"node{i}" for i in range(len(main.nodes))]
    for name in names:
        builder.add_node(name, step)
    builder.add_edge(START, names[0])
    for a, b in itertools.pairwise(names[:steps]):
        builder.add_edge(a, b)
    return builder


class Floor:
    """The floor graph with a checkpointer; one turn at a time, interleaved with the measured
    turns so that both see the same machine load. `steps`: the main graph's width at that
    many steps (`wide_floor_builder`) instead of the bare 4-node floor."""

    def __init__(self, checkpointer_url: str, steps: int | None = None) -> None:
        builder = floor_builder() if steps is None else wide_floor_builder(steps)
        self.graph = builder.compile(checkpointer=open_checkpointer(checkpointer_url))

    def turn(self) -> tuple[float, float]:
        """One floor turn: its wall time and the process's CPU time (ms)."""
        started, cpu = time.perf_counter(), time.process_time()
        self.graph.invoke(
            {"messages": [HumanMessage(content="Où en est ma commande SO-24903 ?")]},
            {"configurable": {"thread_id": f"floor-{uuid.uuid4().hex[:10]}"}},
            durability="exit")
        return (time.perf_counter() - started) * 1000, (time.process_time() - cpu) * 1000


def checkpointers() -> dict[str, str]:
    folder = tempfile.mkdtemp(prefix="comptoir-bench-")
    found = {"memory": "memory://", "sqlite": f"sqlite:///{folder}/checkpoints.db"}
    postgres = os.environ.get("COMPTOIR_BENCH_POSTGRES_URL",
                              "postgresql://postgres@127.0.0.1:5432/postgres")
    try:
        open_checkpointer(postgres)
        found["postgres"] = postgres
    except Exception as exc:  # reported, not hidden
        found["postgres"] = f"unavailable: {type(exc).__name__}"
    return found


def run(turns: int = 1000, models: tuple[str, ...] = ("instant", "offline")) -> dict[str, Any]:
    store = demo_store()
    free = [s.id for s in care.free_slots(store, number="SO-24903", email=JEAN)]
    targets = free[:4]
    results: list[dict[str, Any]] = []
    for cp_name, cp_url in checkpointers().items():
        if cp_url.startswith("unavailable"):
            results.append({"checkpointer": cp_name, "error": cp_url})
            continue
        floor = Floor(cp_url)
        checkpointer = open_checkpointer(cp_url)
        for model_name in models:
            for path, spec in paths(targets).items():
                model: BaseChatModel = (InstantModel(answers=spec["answers"])
                                        if model_name == "instant" else OfflineChatModel())
                outside: list[float] = []
                floor_times: list[float] = []
                cpu: list[float] = []
                floor_cpu: list[float] = []
                wrong = 0
                agent = Agent(main_builder(), checkpointer, Deps.of(store, model))
                booked = care.get_order(store, number="SO-24903", email=JEAN).delivery_slot
                if "slots" in spec and booked is not None and booked.id == spec["slots"][0]:
                    spec["slots"].reverse()  # never wish for the slot the order is on
                for i in range(turns + 20):
                    if i == 20:
                        # after the warm-up, as a serving process does once started: what
                        # is held for good leaves the collector's sight, so that a full
                        # collection of it does not land on whichever path triggers it
                        settle_heap()
                    slots = spec.get("slots", targets)
                    slot = slots[i % 2]
                    when = f"{slot[:10]} " + ("matin" if slot.endswith("AM") else "après-midi")
                    thread = f"bench-{uuid.uuid4().hex[:10]}"
                    context = Context(channel=spec["channel"], now=NOW.isoformat(),
                                      customer_email=JEAN
                                      if spec["channel"] == "customer" else None)
                    if "before" in spec:  # the proposal the measured turn answers
                        say, ends = spec["before"]
                        first = agent.turn(say.format(slot=when), thread_id=thread,
                                           context=context)
                        wrong += first.text_id != ends
                    clock = ModelClock()
                    cpu_started = time.process_time()
                    turn = agent.turn(spec["say"].format(slot=when), thread_id=thread,
                                      context=context, callbacks=[clock])
                    turn_cpu = (time.process_time() - cpu_started - clock.cpu_spent) * 1000
                    wrong += turn.text_id != spec["ends"]
                    if "after_each" in spec:
                        spec["after_each"](store)
                    floor_ms, floor_cpu_ms = floor.turn()
                    if i >= 20:  # warm-up excluded
                        outside.append(turn.latency_ms - clock.spent * 1000)
                        floor_times.append(floor_ms)
                        cpu.append(turn_cpu)
                        floor_cpu.append(floor_cpu_ms)
                figures, floor_figures = summary(outside), summary(floor_times)
                cpu_p50, floor_cpu_p50 = summary(cpu)["p50"], summary(floor_cpu)["p50"]
                results.append({"checkpointer": cp_name, "model": model_name, "path": path,
                                "wrong_path_turns": wrong, **figures,
                                "floor_p50": floor_figures["p50"],
                                "x_floor": round(figures["p50"] / floor_figures["p50"], 2),
                                "cpu_p50": cpu_p50, "floor_cpu_p50": floor_cpu_p50,
                                "cpu_x_floor": round(cpu_p50 / floor_cpu_p50, 2)
                                if floor_cpu_p50 else None})
    table("Turn time outside the model (ms) and against the bare-LangGraph floor",
          ["checkpointer", "model", "path", "off-path turns", "n", "p50", "p95", "floor p50",
           "p50 / floor", "CPU p50", "floor CPU p50", "CPU / floor"],
          [[r["checkpointer"], r.get("model", "-"), r.get("path", r.get("error")),
            r.get("wrong_path_turns", "-"), r.get("n", 0), r.get("p50", "-"), r.get("p95", "-"),
            r.get("floor_p50", "-"), r.get("x_floor", "-"), r.get("cpu_p50", "-"),
            r.get("floor_cpu_p50", "-"), r.get("cpu_x_floor", "-")] for r in results])
    result = {"turns_per_configuration": turns, "results": results,
              "what": "whole turns through the front door (graph, routers, executors, service "
                      "layer, templates, checkpoint) minus the time inside the model; business "
                      "database: the demo set in an in-memory SQLite database; floor: a bare "
                      "4-node StateGraph turn with the same checkpointer, durability 'exit', "
                      "one floor turn after every measured turn (same load for both); heap "
                      "settled after each path's 20 warm-up turns, as `comptoir serve` does "
                      "(comptoir.heap.settle_heap); CPU: "
                      "the process's CPU time over the turn (model calls' CPU subtracted), "
                      "which the other processes sharing the cores disturb less than wall "
                      "time"}
    save("overhead", result)
    return result
