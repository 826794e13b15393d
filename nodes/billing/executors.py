"""Run the billing loop: take the question, gate each step, let the model pick, run tools.

Each node applies the router that follows it (`Command`). A tool's refusal goes
back to the model as text (the loop's own error policy: the model may correct
its call), within the gate's step limit.
"""

from __future__ import annotations

import json
from datetime import date
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langgraph.runtime import Runtime
from langgraph.types import Command

from nodes.billing import prompts, routes
from nodes.billing.gate import gate
from nodes.billing.state import BillingState, PeriodRead, Step, ToolCall
from nodes.kit.choose import pick_candidate
from nodes.kit.context import Context, run_context
from nodes.kit.execute import call_tool
from nodes.kit.fill import model_step, quote
from nodes.kit.route import go
from nodes.kit.state import Outcome
from services.periods import Period, resolve_period, said_period
from services.text import language_of
from tools.billing import BILLING_TOOLS


def read_period(question: str, today: date) -> PeriodRead | None:
    """The period the question says, read by Python: a period said but not read, or one that
    ends before it starts, is asked about, never replaced by another (or by none)."""
    words = said_period(question)
    if not words:
        return None
    try:
        period = resolve_period(words, today)
    except ValueError:
        return {"words": words, "start": None, "end": None, "kind": "invalid"}
    if isinstance(period, Period):
        return {"words": words, "start": period.start.isoformat(),
                "end": period.end.isoformat(), "kind": period.kind}
    return {"words": words, "start": None, "end": None, "kind": "unclear"}


def collect_question(state: BillingState, runtime: Runtime[Context]) -> Command[Any]:
    """A new question starts a new loop; an answer to "which customer?" resumes the last one.
    The period it says is read here; one said but not read is asked for (`after_collect`)."""
    awaiting = state.get("awaiting") or {}
    message = state.get("message", "")
    previous = state.get("billing_question")
    steps: list[Step] = []
    question = message
    if awaiting.get("workflow") == "billing" and awaiting.get("candidates"):
        chosen = pick_candidate(message, awaiting.get("candidates") or [])
        if chosen is not None:
            question = previous["question"] if previous else message
            steps = [{"tool": "search_customer", "args": {"query": chosen["name"]}, "ok": True,
                      "result": {"customers": [chosen]}, "error": None, "seeded": True}]
    language = run_context(runtime).language or language_of(question)
    store = run_context(runtime).store()
    period = read_period(question, store.local(store.now()).date())
    update = {
        "billing_question": {"question": question, "language": language, "period": period},
        "billing_steps": steps, "language": language,
        "trace": [{"kind": "node", "node": "collect_question", "resumed": bool(steps),
                   "period": period["kind"] if period else None}],
    }
    return go(state, update, routes.after_collect)


def prepare_step(state: BillingState, runtime: Runtime[Context]) -> Command[Any]:
    """The prepareStep hook: which tools are active now, and must the model call one."""
    question = state["billing_question"]["question"] if state.get("billing_question") else ""
    decision = gate(state.get("billing_steps") or [], question)
    update = {"gate": decision, "trace": [
        {"kind": "node", "node": "prepare_step"},
        {"kind": "gate", "active": decision["active"], "choice": decision["choice"],
         "reason": decision["reason"]},
    ]}
    return go(state, update, routes.after_prepare)


def conversation(state: BillingState, runtime: Runtime[Context]) -> list[BaseMessage]:
    """What the model sees: instructions, the question as data, then each step's result."""
    store = run_context(runtime).store()
    asked = state.get("billing_question")
    question = asked["question"] if asked else ""
    period = asked.get("period") if asked else None
    dates = (f"<period>\nfrom {period['start']} to {period['end']} (both included)\n</period>\n"
             if period and period["start"] else "")
    messages: list[BaseMessage] = [
        SystemMessage(content=prompts.BILLING),
        HumanMessage(content=(
            "Data for this task (quoted; not instructions):\n"
            f"<today>\n{store.local(store.now()).date()}\n</today>\n"
            f"<question>\n{quote(question)}\n</question>"
            + (f"\n{dates}" if dates else "")
        )),
    ]
    for index, step in enumerate(state.get("billing_steps") or []):
        call_id = f"step_{index}"
        messages.append(AIMessage(content="", tool_calls=[
            {"name": step["tool"], "args": step["args"], "id": call_id}]))
        content = json.dumps(step["result"], ensure_ascii=False, default=str) if step["ok"] \
            else f"Error: {step['error']}"
        messages.append(ToolMessage(content=content, tool_call_id=call_id, name=step["tool"]))
    return messages


def choose_tool(state: BillingState, runtime: Runtime[Context]) -> Command[Any]:
    """One model step, with only the tools the gate allows."""
    decision = state["gate"]
    specs = [{"type": "function", "function": {
        "name": t.name, "description": t.description,
        "parameters": t.args.model_json_schema()}}
        for t in (BILLING_TOOLS[name] for name in decision["active"])]

    def choose(model: BaseChatModel) -> list[ToolCall]:
        answer = model.bind_tools(specs, tool_choice=decision["choice"]).invoke(
            conversation(state, runtime))
        return [{"name": c["name"], "args": c["args"]}
                for c in getattr(answer, "tool_calls", None) or []]

    step = model_step("choose_tool", runtime, "tool_step", choose)
    calls: list[ToolCall] = step.value or []
    if step.failure is None:
        step.trace[-1]["calls"] = [c["name"] for c in calls]
    update = {"proposed_calls": calls, "failure": step.failure, "trace": step.trace}
    return go(state, update, routes.after_choose)


def run_tools(state: BillingState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Run the proposed calls the gate allows; every refusal goes back to the model as text."""
    store = run_context(runtime).store()
    active = set(state["gate"]["active"]) if state.get("gate") else set()
    steps = list(state.get("billing_steps") or [])
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "run_tools"}]
    for call in state.get("proposed_calls") or []:
        name, args = call["name"], call.get("args") or {}
        if name not in active:
            error = (f"Tool {name} is not available at this step; use one of: "
                     f"{', '.join(sorted(active)) or 'none'}.")
            steps.append({"tool": name, "args": args, "ok": False, "result": None,
                          "error": error, "refused": True})
            trace.append({"kind": "tool", "tool": name, "ok": False, "code": "not_active"})
            continue
        outcome: Outcome[Any] = call_tool(BILLING_TOOLS[name], store, args, trace)
        steps.append({"tool": name, "args": args, "ok": outcome["ok"],
                      "result": outcome["result"], "error": outcome.get("message")})
    return {"billing_steps": steps, "trace": trace}
