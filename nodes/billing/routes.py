"""Decide the billing loop's path with pure functions of the state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from nodes.billing.gate import BILL_LISTS, last_ok
from nodes.kit.route import Route


def after_prepare(state: Mapping[str, Any]) -> Route:
    gate = state.get("gate") or {}
    if gate.get("choice") == "none":
        return Route("after_loop", f"leave the loop: {gate.get('reason')}")
    return Route("choose_tool", f"{gate.get('choice')} among {gate.get('active')}")


def after_choose(state: Mapping[str, Any]) -> Route:
    if state.get("failure"):
        return Route("say_model_unavailable", "the model failed at this step")
    if not state.get("proposed_calls"):
        return Route("after_loop", "the model stopped calling tools")
    return Route("run_tools", f"{len(state['proposed_calls'])} tool call(s)")


def after_loop(state: Mapping[str, Any]) -> Route:
    steps = state.get("billing_steps") or []
    if last_ok(steps, *BILL_LISTS, "get_bill") is not None:
        return Route("render_bills", "bills fetched")
    search = last_ok(steps, "search_customer")
    if search is not None and not search["result"]["customers"]:
        return Route("say_no_customer", "no customer matches")
    if search is not None and len(search["result"]["customers"]) > 1:
        return Route("ask_which_customer", "several customers match")
    return Route("say_no_answer", "the loop ended without bills")
