"""Decide the billing loop's path with pure functions of the state."""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from nodes.billing.gate import FETCHED, found_customers, last_ok, suggested_customers
from nodes.billing.state import BillingState, Step
from nodes.kit.choose import pick_candidate
from nodes.kit.dropped import drops_search
from nodes.kit.route import Route
from services.amounts import BOUNDS, as_decimals
from services.llm.billing_words import MAX_COMPARED, named_customer
from services.periods import said_period
from services.text import bill_status

AfterBegin = Literal["understand_billing", "say_search_dropped"]
AfterLoop = Literal["render_bills", "say_no_customer", "ask_did_you_mean",
                    "ask_which_customer", "say_no_bill", "say_no_answer"]
AfterPrepare = Literal["choose_tool", "render_bills", "say_no_customer", "ask_did_you_mean",
                       "ask_which_customer", "say_no_bill", "say_no_answer"]
AfterChoose = Literal["say_model_unavailable", "run_tools", "render_bills", "say_no_customer",
                      "ask_did_you_mean", "ask_which_customer", "say_no_bill",
                      "say_no_answer"]


AfterCollect = Literal["prepare_step", "ask_period", "say_bad_period", "say_no_due_window",
                       "say_no_answer"]


def after_begin(state: BillingState) -> Route[AfterBegin]:
    """Run alone: a no to the customers the loop offered drops the search (the front door
    reads it the same way before its classifier); anything else is read by the model."""
    if drops_search(state):
        return Route("say_search_dropped", "none of the customers billing offered: the "
                                           "search stops")
    return Route("understand_billing", "a new message")


def after_collect(state: BillingState) -> Route[AfterCollect]:
    """A period said but not read is asked for; one that ends before it starts is said so:
    never bills of another period (or of every period) in their place."""
    request = state.get("billing_request")
    if request and request.get("due_window"):
        return Route("say_no_due_window", "bills by due date within a period: not read here "
                                          "(bills are read by issue date)")
    reading = state.get("billing_reading")
    if reading is not None and "rank not shown" in reading["carried"]:
        return Route("say_no_answer", "a rank beyond the customers the ranking showed")
    question = state.get("billing_question")
    if reading is not None and reading["asks"] == "compare" \
            and not (question and question.get("compared")):
        return Route("say_no_answer", "a comparison without two periods read: ask for them")
    if question and question.get("customers") and question.get("as_of"):
        return Route("say_no_answer", "customers compared on a day: they are compared over a "
                                      "period of issue, never on a day read as a period")
    if len((question.get("customers") or []) if question else []) > MAX_COMPARED:
        return Route("say_no_answer", f"more than {MAX_COMPARED} customers compared: ask "
                                      "for fewer")
    period = question.get("period") if question else None
    if period and period["kind"] == "unclear":
        return Route("ask_period", "a period was said but could not be read: ask for it")
    if period and period["kind"] == "invalid":
        return Route("say_bad_period", "the period ends before it starts")
    if period and period["kind"] == "future":
        return Route("say_bad_period", "the period starts after today: nothing issued yet")
    if period and period["kind"] == "no_such_day":
        return Route("say_bad_period", "a day said that its month does not have")
    return Route("prepare_step", "period read" if period else "no period said")


UNPAID_FAMILY = ("unpaid", "overdue", "not_due")


def fetched_status(step: Step) -> str:
    """Which bills a fetch read: its status, "unpaid"/"overdue" for `unpaid_bills`."""
    if step["tool"] == "unpaid_bills":
        return "overdue" if step["args"].get("overdue_only") else "unpaid"
    return str(step["args"].get("status") or "any")


def other_figure(state: BillingState, step: Step) -> str | None:
    """Why the bills read are not the ones the question's own words ask for, if they are not
    (None: they are): what is owed answered with every bill or the paid ones, what was paid
    answered with what was billed or is owed. Python reads the words (`bill_status`): a
    figure of other bills is never given in the place of the one asked."""
    if step["tool"] in ("customer_orders", "payment_delays"):
        return None  # "paient en retard": how they pay, of every bill, no status to match
    reading = state.get("billing_reading")
    # "factures de plus de 10 000 €": the bills of that amount, never every bill instead
    wanted = as_decimals(reading.get("amount") if reading is not None else None)
    if wanted != {k: Decimal(str(v)) for k, v in step["args"].items()
                  if k in BOUNDS and v is not None}:
        return "the question keeps bills by their total; the tools read other bills"
    if step["tool"] == "compare_customers":
        return None  # every column gives every figure (paid, unpaid, overdue): none is missed
    if reading is not None and (reading["asks"] == "delay"
                                or "question" in (reading.get("carried") or [])):
        # "combien de jours de retard ?": a delay of the bills read, not a status; "is it
        # paid?" after a list of several: that list again, whatever its status
        return None
    question = state.get("billing_question")
    said = bill_status(question["question"]) if question else "any"
    got = fetched_status(step)
    if said == "paid" and got != "paid":
        return f"the question asks what was paid; the tools read {got} bills"
    if said in UNPAID_FAMILY and got in ("any", "paid", "paid_late"):
        return f"the question asks what is owed; the tools read {got} bills"
    return None


def after_loop(state: BillingState) -> Route[AfterLoop]:
    """Once the loop is over: what its steps found decides the answer."""
    # A call the gate refused ran nothing: it says nothing about the data.
    steps = [s for s in state.get("billing_steps") or [] if not s.get("refused")]
    fetched = last_ok(steps, *FETCHED)
    if fetched is not None and (why := other_figure(state, fetched)) is not None:
        return Route("say_no_answer", f"not the figure asked: {why}")
    if last_ok(steps, *FETCHED, "get_bill") is not None:
        return Route("render_bills", "bills fetched")
    if steps and steps[-1]["tool"] == "get_bill" and not steps[-1]["ok"] \
            and found_customers(steps) is None:
        return Route("say_no_bill", "the bill asked for was not found")
    customers = found_customers(steps)
    if customers is not None and not customers and suggested_customers(steps):
        return Route("ask_did_you_mean", "no customer matches; names spelt close to it")
    if customers is not None and not customers:
        return Route("say_no_customer", "no customer matches")
    if customers is not None and len(customers) > 1:
        return Route("ask_which_customer", "several customers match")
    return Route("say_no_answer", "the loop ended without bills")


def after_prepare(state: BillingState) -> Route[AfterPrepare]:
    gate = state.get("gate")
    if gate is None or gate["choice"] == "none":
        left = after_loop(state)
        return Route(left.to, f"leave the loop ({gate and gate['reason']}): {left.reason}")
    return Route("choose_tool", f"{gate['choice']} among {gate['active']}")


def after_choose(state: BillingState) -> Route[AfterChoose]:
    if state.get("failure"):
        return Route("say_model_unavailable", "the model failed at this step")
    calls = state.get("proposed_calls") or []
    if not calls:
        left = after_loop(state)
        return Route(left.to, f"the model stopped calling tools: {left.reason}")
    return Route("run_tools", f"{len(calls)} tool call(s)")


# An answer to "which period?" is a period said in a few words ("depuis septembre", "the
# last 3 months"), not a new question.
MAX_PERIOD_ANSWER_WORDS = 8


def answers_pending(state: BillingState) -> bool:
    """Whether the message picks one of the customers the loop listed, or says the period
    asked for (else: a new request)."""
    awaiting = state.get("awaiting") or {}
    message = state.get("message", "")
    if awaiting.get("question") == "ask_period":
        # "factures de John Doe en 2025" names a customer: a new request, not the period
        return "?" not in message and len(message.split()) <= MAX_PERIOD_ANSWER_WORDS \
            and said_period(message) is not None and named_customer(message) is None
    return pick_candidate(message, awaiting.get("candidates") or []) is not None
