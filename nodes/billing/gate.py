"""Decide, before every model step, which tools the model may call and whether it must.

This is the Python counterpart of a `prepareStep` hook: a pure function of the
steps so far. No bill tool before a customer is known; once bills are fetched,
only `get_bill`; a step limit; and `none` leaves the loop.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, NamedTuple

MAX_STEPS = 6
BILL_LISTS = ("list_bills", "unpaid_bills")


class Gate(NamedTuple):
    active: list[str]
    choice: Literal["required", "auto", "none"]
    reason: str


def last_ok(steps: Sequence[dict[str, Any]], *tools: str) -> dict[str, Any] | None:
    for step in reversed(steps):
        if step["tool"] in tools and step.get("ok"):
            return step
    return None


def gate(steps: Sequence[dict[str, Any]]) -> Gate:
    if len(steps) >= MAX_STEPS:
        return Gate([], "none", f"step limit ({MAX_STEPS}) reached")
    search = last_ok(steps, "search_customer")
    if search is None:
        return Gate(["search_customer"], "required", "no customer known yet")
    customers = search["result"]["customers"]
    if not customers:
        return Gate([], "none", "no customer matches")
    if len(customers) > 1:
        return Gate([], "none", f"{len(customers)} customers match: ask which one")
    if last_ok(steps, *BILL_LISTS) is None:
        return Gate(list(BILL_LISTS), "required", "customer known, no bills fetched yet")
    return Gate(["get_bill"], "auto", "bills fetched: only bill details remain")
