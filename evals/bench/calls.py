"""Model calls and prompt size per turn: Comptoir against a plain ReAct tool agent.

Both run the whole scenario suite. The baseline is LangGraph's prebuilt ReAct
agent over the same tools, driven by a scripted model that takes the shortest
correct tool path for each turn (read off what Comptoir did), then answers.
Prompt tokens are estimated by one function for both (`common.prompt_tokens`, 4
characters a token) over what an OpenAI-compatible server would receive: every
message in the server's format and every tool schema of every call, counted by the
same callback on both sides.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from langchain_core.tools import StructuredTool
from langchain_core.utils.function_calling import convert_to_openai_tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.prebuilt import create_react_agent
from pydantic import PrivateAttr

from comptoir.agent import Agent
from comptoir.wiring import main_builder
from evals.bench.common import PromptMeter, save, table
from evals.scenario import Scenario, load_paths
from nodes.kit.context import Context, Deps
from services.clock import FixedClock
from services.demo import demo_fixture
from services.fixtures import load_fixture
from services.llm.offline import OfflineChatModel
from services.store import Store, open_store
from tools import billing as billing_tools
from tools import care as care_tools
from tools.base import Tool, ToolError

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
BASELINE_PROMPT = (
    "You are the customer-care and back-office assistant of a furniture maker. Use the tools "
    "to look up orders, delivery slots, cases, customers and bills, and to move deliveries or "
    "open cases when the rules allow. Answer the user."
)
ALL_TOOLS: list[Tool[Any, Any]] = [*care_tools.CARE_TOOLS, *billing_tools.BILLING_TOOLS.values(),
                                   billing_tools.analyse_customer]
PATHS = {
    "say_status": "status", "say_moved": "reschedule", "ask_which_slot": "reschedule",
    "say_late_case": "reschedule", "say_no_free_slot": "reschedule",
    "say_order_closed": "reschedule", "say_damage_case": "damage",
    "analysis_report": "analysis", "say_no_bills": "analysis", "billing_answer": "billing",
}


class PlanModel(BaseChatModel):
    """Calls the planned tools in order, then answers."""

    _plan: list[tuple[str, dict[str, Any]]] = PrivateAttr(default_factory=list)
    _calls: int = PrivateAttr(default=0)

    @property
    def _llm_type(self) -> str:
        return "plan"

    def start(self, plan: list[tuple[str, dict[str, Any]]]) -> None:
        self._plan = list(plan)

    def bind_tools(self, tools: Sequence[Any], *, tool_choice: str | None = None,
                   **kwargs: Any) -> Runnable[LanguageModelInput, AIMessage]:
        return self.bind(tools=[convert_to_openai_tool(t) for t in tools], **kwargs)

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        self._calls += 1
        if self._plan:
            name, args = self._plan.pop(0)
            message = AIMessage(content="", tool_calls=[
                {"name": name, "args": args, "id": f"c{self._calls}"}])
        else:
            message = AIMessage(content="Here is what I found.")
        return ChatResult(generations=[ChatGeneration(message=message)])


def lc_tools(store: Store) -> list[StructuredTool]:
    def wrap(tool: Tool[Any, Any]) -> StructuredTool:
        def run(**kwargs: Any) -> str:
            try:
                return json.dumps(tool(store, kwargs).model_dump(mode="json"))
            except ToolError as exc:
                return f"Error: {exc.message}"
        return StructuredTool.from_function(run, name=tool.name, description=tool.description,
                                            args_schema=tool.args)
    return [wrap(t) for t in ALL_TOOLS]


def plan_for(turn_state: dict[str, Any], text_id: str | None) -> list[tuple[str, dict[str, Any]]]:
    """The shortest correct tool path for what this turn had to do."""
    details = turn_state.get("details") or {}
    order = {"order_number": details.get("order_number") or "SO-0",
             "email": details.get("email") or "x@y.z"}
    analysis = turn_state.get("analysis_details") or {}
    found = (turn_state.get("search") or {}).get("result") or {}
    candidates = found.get("customers") or []
    search = [("search_customer", {"query": analysis.get("customer_name") or "x"})]
    if text_id in ("billing_answer", "say_no_bill"):
        return [(s["tool"], s["args"]) for s in turn_state.get("billing_steps") or []
                if (s.get("ok") or text_id == "say_no_bill") and not s.get("seeded")]
    plans: dict[str | None, list[tuple[str, dict[str, Any]]]] = {
        "say_status": [("get_order", order)],
        "say_not_found": [("get_order", order)],
        "say_order_closed": [("get_order", order)],
        "say_moved": [("list_free_slots", order), ("reschedule_delivery", {
            **order, "slot_id": (((turn_state.get("move") or {}).get("result") or {}).get(
                "to_slot") or {}).get("id", "x")})],
        "ask_which_slot": [("list_free_slots", order)],
        "say_no_free_slot": [("list_free_slots", order)],
        "say_late_case": [("reschedule_delivery", {**order, "slot_id": "2026-10-23-AM"}),
                          ("open_case", {**order, "kind": "late_reschedule"})],
        "say_damage_case": [("open_case", {**order, "kind": "damage"})],
        "say_no_customer": search,
        "ask_which_customer": search,
        "say_no_bills": [*search, ("list_bills", {
            "customer_id": candidates[0]["id"] if candidates else "x",
            "start": analysis.get("start"), "end": analysis.get("end")})],
        "analysis_report": [*search, ("analyse_customer", {
            "customer_id": candidates[0]["id"] if candidates else "x",
            "start": analysis.get("start"), "end": analysis.get("end")})],
    }
    return plans.get(text_id, [])


def fresh(scenario: Scenario) -> Store:
    store = open_store("sqlite://", clock=FixedClock(scenario.now), create=True)
    load_fixture(store, scenario.fixture if scenario.fixture is not None
                 else demo_fixture(scenario.now))
    return store


def run(paths: list[Path] | None = None) -> dict[str, Any]:
    scenarios = load_paths(paths or [SCENARIOS])
    ours: dict[str, list[tuple[int, int]]] = defaultdict(list)
    base: dict[str, list[tuple[int, int]]] = defaultdict(list)
    ours_per_call: list[int] = []
    base_per_call: list[int] = []
    for scenario in scenarios:
        store, base_store = fresh(scenario), fresh(scenario)
        offline = OfflineChatModel()
        agent = Agent(main_builder(), InMemorySaver(), Deps.of(store, offline))
        planner = PlanModel()
        react = create_react_agent(planner, lc_tools(base_store), prompt=BASELINE_PROMPT,
                                   checkpointer=InMemorySaver())
        for turn in scenario.turns:
            mine, theirs = PromptMeter(), PromptMeter()
            outcome = agent.turn(turn.say, thread_id=f"{scenario.name}", context=Context(
                channel=turn.channel, now=scenario.now.isoformat(),
                customer_email=turn.as_.email if turn.as_ else None), callbacks=[mine])
            path = PATHS.get(outcome.text_id or "", "question or refusal")
            ours[path].append((mine.calls, mine.tokens))
            if mine.calls:
                ours_per_call.append(mine.tokens // mine.calls)
            planner.start(plan_for(outcome.state, outcome.text_id))
            react.invoke({"messages": [HumanMessage(turn.say)]},
                         {"configurable": {"thread_id": scenario.name},
                          "callbacks": [theirs]})
            base[path].append((theirs.calls, theirs.tokens))
            if theirs.calls:
                base_per_call.append(theirs.tokens // theirs.calls)
        store.engine.dispose()
        base_store.engine.dispose()

    def mean(pairs: list[tuple[int, int]], i: int) -> float:
        return sum(p[i] for p in pairs) / len(pairs) if pairs else 0.0

    rows, by_path = [], {}
    for path in sorted(ours):
        o_calls, b_calls = mean(ours[path], 0), mean(base[path], 0)
        o_tok, b_tok = mean(ours[path], 1), mean(base[path], 1)
        by_path[path] = {"turns": len(ours[path]), "comptoir_calls": round(o_calls, 2),
                         "baseline_calls": round(b_calls, 2), "comptoir_tokens": round(o_tok),
                         "baseline_tokens": round(b_tok),
                         "token_ratio": round(b_tok / o_tok, 2) if o_tok else None}
        rows.append([path, len(ours[path]), f"{o_calls:.2f}", f"{b_calls:.2f}", f"{o_tok:.0f}",
                     f"{b_tok:.0f}", f"{b_tok / o_tok:.1f}x" if o_tok else "-"])
    all_ours = [p for v in ours.values() for p in v]
    all_base = [p for v in base.values() for p in v]
    overall = {
        "turns": len(all_ours),
        "comptoir_calls_per_turn": round(mean(all_ours, 0), 2),
        "baseline_calls_per_turn": round(mean(all_base, 0), 2),
        "comptoir_tokens_per_turn": round(mean(all_ours, 1)),
        "baseline_tokens_per_turn": round(mean(all_base, 1)),
        "comptoir_tokens_per_call": round(sum(ours_per_call) / max(1, len(ours_per_call))),
        "baseline_tokens_per_call": round(sum(base_per_call) / max(1, len(base_per_call))),
    }
    ratio = overall["baseline_tokens_per_turn"] / max(1, overall["comptoir_tokens_per_turn"])
    overall["token_ratio"] = round(ratio, 2)
    rows.append(["all", overall["turns"], overall["comptoir_calls_per_turn"],
                 overall["baseline_calls_per_turn"], overall["comptoir_tokens_per_turn"],
                 overall["baseline_tokens_per_turn"], f"{ratio:.1f}x"])
    table("Model calls and prompt tokens per turn (one estimator for both: 4 chars/token)",
          ["path", "turns", "calls", "ReAct calls", "tokens", "ReAct tokens", "ReAct/ours"], rows)
    result = {"by_path": by_path, "overall": overall,
              "tokens": "estimated by evals.bench.common.prompt_tokens for both sides: the "
                        "messages in OpenAI format plus the tool schemas, UTF-8 JSON, "
                        "4 characters a token"}
    save("calls", result)
    return result
