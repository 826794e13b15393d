"""Decide every analysis path with pure functions of the state."""

from __future__ import annotations

from typing import Literal

from nodes.analysis.state import AnalysisState
from nodes.kit.choose import pick_candidate
from nodes.kit.dropped import drops_search
from nodes.kit.route import Route
from nodes.kit.state import Customer

FIRST_STEP = "understand_analysis"
"""The analysis's first step on a turn already begun (alone, or inside the front door)."""

AfterBegin = Literal["understand_analysis", "say_search_dropped"]
RouteAnalysis = Literal["say_analysis_unavailable", "ask_customer", "ask_one_customer",
                        "say_bad_period", "find_customer"]
AfterFindCustomer = Literal["say_no_customer", "ask_did_you_mean", "ask_which_customer",
                            "fetch_bills"]
AfterFetchBills = Literal["say_no_customer", "say_no_bills", "compute_analysis"]
AfterCompute = Literal["say_no_customer", "write_summary", "render_margin"]


def candidates(state: AnalysisState) -> list[Customer]:
    search = state.get("search")
    return search["result"]["customers"] if search and search["result"] else []


def suggestions(state: AnalysisState) -> list[Customer]:
    search = state.get("search")
    return list(search["result"].get("suggestions") or []) if search and search["result"] \
        else []


PICK_QUESTIONS = ("ask_which_customer", "ask_did_you_mean")


def after_begin(state: AnalysisState) -> Route[AfterBegin]:
    """Run alone: a no to the customers the analysis offered drops the search (the front
    door reads it the same way before its classifier); anything else is read by the model."""
    if drops_search(state):
        return Route("say_search_dropped", "none of the customers analysis offered: the "
                                           "search stops")
    return Route("understand_analysis", "a new message")


def route_analysis(state: AnalysisState) -> Route[RouteAnalysis]:
    if state.get("failure"):
        return Route("say_analysis_unavailable", "the model could not read the request")
    details = state.get("analysis_details")
    if details is not None and details.get("all_customers") and not details["customer_id"]:
        return Route("ask_one_customer", "about every customer: an analysis is of one")
    if details is None or (not details["customer_id"] and not details["customer_name"]):
        return Route("ask_customer", "no customer named")
    if details["period"] == "invalid":
        return Route("say_bad_period", "the period ends before it starts")
    if details["period"] == "future":
        return Route("say_bad_period", "the period starts after today: nothing to analyse")
    if details["period"] == "no_such_day":
        return Route("say_bad_period", "a day said that its month does not have")
    if details["period"] == "unclear":
        return Route("say_bad_period", "a period was said but could not be read: ask for it")
    return Route("find_customer", "customer named")


def after_find_customer(state: AnalysisState) -> Route[AfterFindCustomer]:
    found = candidates(state)
    if not found and suggestions(state):
        return Route("ask_did_you_mean", "no customer matches; names spelt close to it")
    if not found:
        return Route("say_no_customer", "no customer matches")
    if len(found) > 1:
        return Route("ask_which_customer", f"{len(found)} customers match")
    return Route("fetch_bills", f"customer {found[0]['id']}")


def after_fetch_bills(state: AnalysisState) -> Route[AfterFetchBills]:
    bills = state.get("bills")
    if bills is None or not bills["ok"]:
        return Route("say_no_customer", f"bills refused: {bills and bills['code']}")
    if not bills["result"]:
        return Route("say_no_bills", "no bill in the period: never an analysis of nothing")
    return Route("compute_analysis", f"{bills['result']} bills in the period")


def after_compute(state: AnalysisState) -> Route[AfterCompute]:
    analysis = state.get("analysis")
    if analysis is None or not analysis["ok"]:
        return Route("say_no_customer", f"analysis refused: {analysis and analysis['code']}")
    details = state.get("analysis_details")
    if details is not None and details.get("asks") == "margin":
        return Route("render_margin", "figures computed: the margin only is asked")
    return Route("write_summary", "figures computed")


MAX_ANSWER_WORDS = 6


def answers_pending(state: AnalysisState) -> bool:
    """Whether the message answers the analysis's pending question: one of the customers
    listed, or (after "which customer?") a name alone, not a new request."""
    awaiting = state.get("awaiting") or {}
    message = state.get("message", "")
    if awaiting.get("question") in PICK_QUESTIONS:
        return pick_candidate(message, awaiting.get("candidates") or []) is not None
    return "?" not in message and len(message.split()) <= MAX_ANSWER_WORDS
