"""Do the analysis work: resolve the period, find the customer, count bills, compute, check."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from langgraph.runtime import Runtime

from nodes.analysis import prompts
from nodes.analysis.checks import allowed_numbers, problems_in
from nodes.analysis.schemas import AnalysisRequest, AnalysisSummary
from nodes.kit.choose import pick_candidate
from nodes.kit.context import context_of
from nodes.kit.deps import store_for
from nodes.kit.execute import call_tool
from nodes.kit.fill import fill_node
from nodes.kit.say import language_hint
from services.periods import Period, resolve_period
from tools import billing as billing_tools

MAX_CANDIDATES = 5


def _understand_prompt(
    state: Mapping[str, Any], runtime: Runtime[Any]
) -> tuple[str, dict[str, str]]:
    store = store_for(runtime.context)
    data = {
        "today": store.local(store.now()).date().isoformat(),
        "staff_message": state.get("message", ""),
    }
    return prompts.UNDERSTAND, {**data, **language_hint(state, runtime)}


understand_analysis = fill_node(
    "understand_analysis", AnalysisRequest, _understand_prompt, output_key="analysis_request"
)


def collect_analysis(state: Mapping[str, Any], runtime: Runtime[Any]) -> dict[str, Any]:
    """Merge the request with the conversation: a pick among offered customers, the period."""
    request = state.get("analysis_request") or {}
    previous = state.get("analysis_details") or {}
    awaiting = state.get("awaiting") or {}
    store = store_for(runtime.context)
    today = store.local(store.now()).date()
    chosen = None
    if awaiting.get("question") == "ask_which_customer":
        chosen = pick_candidate(state.get("message", ""), awaiting.get("candidates") or [])
    continuing = bool(awaiting.get("workflow") == "analysis")
    name = request.get("customer_name")
    if chosen is None and not name and continuing:
        name = previous.get("customer_name")
    words = request.get("period_words") or (previous.get("period_words") if continuing else None)
    try:
        period = resolve_period(words, today)
    except ValueError:  # e.g. a range that ends before it starts: say so, analyse nothing
        period = None
    language = context_of(runtime.context).language or request.get("language") or \
        previous.get("language") or "fr"
    details = {
        "customer_name": chosen["name"] if chosen else name,
        "customer_id": chosen["id"] if chosen else None,
        "period_words": words,
        # An unclear period has no dates: the route asks for it, nothing guesses one.
        "start": period.start.isoformat() if isinstance(period, Period) else None,
        "end": period.end.isoformat() if isinstance(period, Period) else None,
        "period": period.kind if period else "invalid",
        "language": language,
    }
    return {"analysis_details": details, "language": language,
            "trace": [{"kind": "node", "node": "collect_analysis", "period": details["period"],
                       "picked": chosen["id"] if chosen else None}]}


def find_customer(state: Mapping[str, Any], runtime: Runtime[Any]) -> dict[str, Any]:
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "find_customer"}]
    details = state["analysis_details"]
    store = store_for(runtime.context)
    if details.get("customer_id"):
        call = call_tool(billing_tools.get_customer, store,
                         {"customer_id": details["customer_id"]}, trace)
        candidates = [call.result.model_dump()] if call.ok else []
    else:
        call = call_tool(billing_tools.search_customer, store,
                         {"query": details["customer_name"]}, trace)
        candidates = [c.model_dump() for c in call.result.customers] if call.ok else []
    return {"candidates": candidates[:MAX_CANDIDATES], "trace": trace}


def fetch_bills(state: Mapping[str, Any], runtime: Runtime[Any]) -> dict[str, Any]:
    """Count the bills of the period: none means no analysis at all."""
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "fetch_bills"}]
    details = state["analysis_details"]
    call = call_tool(billing_tools.count_bills, store_for(runtime.context), {
        "customer_id": state["candidates"][0]["id"], "start": details["start"],
        "end": details["end"]}, trace)
    return {"bill_count": call.result.count if call.ok else 0, "trace": trace}


def compute_analysis(state: Mapping[str, Any], runtime: Runtime[Any]) -> dict[str, Any]:
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "compute_analysis"}]
    details = state["analysis_details"]
    call = call_tool(
        billing_tools.analyse_customer, store_for(runtime.context),
        {"customer_id": state["candidates"][0]["id"], "start": details["start"],
         "end": details["end"]},
        trace,
    )
    if not call.ok:  # the customer vanished between two steps: unexpected, let it surface
        raise RuntimeError(f"analysis failed: {call.error.message if call.error else ''}")
    return {"analysis": call.result.model_dump(mode="json"), "trace": trace}


def _summary_prompt(
    state: Mapping[str, Any], runtime: Runtime[Any]
) -> tuple[str, dict[str, str]]:
    analysis = dict(state["analysis"])
    return prompts.SUMMARY, {
        "language": state.get("language") or "fr",
        "analysis": json.dumps(analysis, ensure_ascii=False),
    }


write_summary = fill_node("write_summary", AnalysisSummary, _summary_prompt,
                          output_key="summary")


def check_summary(state: Mapping[str, Any]) -> dict[str, Any]:
    """Keep the model's sentences only if they ask nothing and quote only real figures."""
    summary = state.get("summary") or {}
    allowed = allowed_numbers(state.get("analysis") or {})
    checked: dict[str, Any] = {"problems": {}}
    for part in ("introduction", "conclusion"):
        text = str(summary.get(part) or "")
        problems = problems_in(text, allowed) if summary else ["the model wrote nothing"]
        checked[part] = None if problems else text
        if problems:
            checked["problems"][part] = problems
    return {"summary_checked": checked, "failure": None,
            "trace": [{"kind": "node", "node": "check_summary",
                       "replaced": sorted(checked["problems"])}]}
