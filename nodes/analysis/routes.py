"""Decide every analysis path with pure functions of the state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from nodes.kit.route import Route


def route_analysis(state: Mapping[str, Any]) -> Route:
    if state.get("failure"):
        return Route("say_model_unavailable", "the model could not read the request")
    details = state.get("analysis_details") or {}
    if not details.get("customer_id") and not details.get("customer_name"):
        return Route("ask_customer", "no customer named")
    if details.get("period") == "invalid":
        return Route("say_bad_period", "the period ends before it starts")
    if details.get("period") == "unclear":
        return Route("say_bad_period", "a period was said but could not be read: ask for it")
    return Route("find_customer", "customer named")


def after_find_customer(state: Mapping[str, Any]) -> Route:
    found = state.get("candidates") or []
    if not found:
        return Route("say_no_customer", "no customer matches")
    if len(found) > 1:
        return Route("ask_which_customer", f"{len(found)} customers match")
    return Route("fetch_bills", f"customer {found[0]['id']}")


def after_fetch_bills(state: Mapping[str, Any]) -> Route:
    if not state.get("bill_count"):
        return Route("say_no_bills", "no bill in the period: never an analysis of nothing")
    return Route("compute_analysis", f"{state['bill_count']} bills in the period")
