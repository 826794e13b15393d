"""Decide, before every model step, which tools the model may call and whether it must.

This is the Python counterpart of a `prepareStep` hook: a pure function of the
question and the steps so far. First, find the customer, or read bills across customers
(`find_bills`), or read a bill the question names by its number; no bill tool of one
customer before that customer is known; once bills are fetched, only `get_bill`; a step
limit; and `none` leaves the loop.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from nodes.billing.state import GateDecision, Step
from nodes.kit.state import Customer
from services.text import bill_numbers, fold_words

MAX_STEPS = 6
BILL_LISTS = ("list_bills", "unpaid_bills")
ACROSS = "find_bills"
# What each kind of question reads, once its customer is known; and across customers.
OF_CUSTOMER: dict[str, tuple[str, ...]] = {
    "bills": BILL_LISTS, "biggest": ("biggest_bill",), "count": ("tally_bills",),
    "delay": ("tally_bills",), "orders": ("customer_orders",),
    "customers": ("rank_customers",), "punctuality": ("payment_delays",),
    "compare": ("compare_periods",)}
OF_ALL: dict[str, tuple[str, ...]] = {
    "bills": (ACROSS,), "biggest": ("biggest_bill",), "count": ("tally_bills",),
    "delay": ("tally_bills",), "orders": (), "customers": ("rank_customers",),
    "punctuality": ("payment_delays",), "compare": ("compare_periods",)}
ANSWERS = ("biggest_bill", "tally_bills", "rank_customers", "payment_delays",
           "compare_periods", "compare_customers", "customer_orders")
COMPARED = "compare_customers"
FETCHED = (*BILL_LISTS, ACROSS, *ANSWERS)


def last_ok(steps: Sequence[Step], *tools: str) -> Step | None:
    for step in steps[::-1]:
        if step["tool"] in tools and step["ok"]:
            return step
    return None


def unread_bills(steps: Sequence[Step], question: str, bill: str | None = None) -> list[str]:
    """The bill numbers the question names (or the one a follow-up asks about again) that no
    get_bill call has read yet, found or not, in the order said (upper case)."""
    tried = {str(s["args"].get("number") or "").strip().upper() for s in steps
             if s["tool"] == "get_bill"}
    named = [n.strip().upper() for n in [*bill_numbers(question), *([bill] if bill else [])]]
    return [n for n in dict.fromkeys(named) if n not in tried]


def read_bills(steps: Sequence[Step]) -> list[dict[str, Any]]:
    """The bills get_bill read, in the order read, each once."""
    bills: dict[str, dict[str, Any]] = {}
    for step in steps:
        if step["tool"] == "get_bill" and step["ok"] and isinstance(step["result"], dict):
            bills.setdefault(str(step["result"]["number"]), step["result"])
    return list(bills.values())


def found_customers(steps: Sequence[Step]) -> list[Customer] | None:
    """The customers the last successful search found (None: no search yet)."""
    search = last_ok(steps, "search_customer")
    return list(search["result"]["customers"]) if search is not None else None


def suggested_customers(steps: Sequence[Step]) -> list[Customer]:
    """The customers spelt close to a search that found none."""
    search = last_ok(steps, "search_customer")
    return list(search["result"].get("suggestions") or []) if search is not None else []


def search_of(steps: Sequence[Step], name: str) -> Step | None:
    """The last successful search for this name (the query Python set for it)."""
    key = fold_words(name)
    for step in steps[::-1]:
        if step["tool"] == "search_customer" and step["ok"] \
                and fold_words(str(step["args"].get("query") or "")) == key:
            return step
    return None


def compared_found(steps: Sequence[Step], names: Sequence[str]) -> list[Customer] | None:
    """The one customer each compared name found, in order; None while one is not found (not
    searched yet, none, or several)."""
    found: list[Customer] = []
    for name in names:
        search = search_of(steps, name)
        customers = list(search["result"]["customers"]) if search is not None else []
        if len(customers) != 1:
            return None
        found.append(customers[0])
    return found


def _gate_compared(steps: Sequence[Step], names: Sequence[str]) -> GateDecision:
    """Customers compared: each name searched in turn (Python sets the query); a name that
    finds none or several stops the loop (the routers ask about it, never guess); once each
    found one, the comparison."""
    for name in names:
        search = search_of(steps, name)
        if search is None:
            return {"active": ["search_customer"], "choice": "required",
                    "reason": f"customers compared: search {name}"}
        customers = search["result"]["customers"]
        if len(customers) != 1:
            return {"active": [], "choice": "none",
                    "reason": f"customers compared: {len(customers)} customers match {name}"}
    return {"active": [COMPARED], "choice": "required",
            "reason": f"customers compared: {len(names)} found"}


def gate(steps: Sequence[Step], question: str = "", asks: str = "bills",
         across: bool = False, *, bill: str | None = None,
         names: Sequence[str] = ()) -> GateDecision:
    """`asks` is what the question asks for (a list, the biggest bill, a count, the orders):
    only the tools that answer it are offered; `across`: about customers at large; `bill`:
    the bill a follow-up asks about again ("elle a été payée ?"), as if named; `names`: the
    customers a comparison names (`asks` "compare_customers"), searched one after another."""
    if len(steps) >= MAX_STEPS:
        return {"active": [], "choice": "none", "reason": f"step limit ({MAX_STEPS}) reached"}
    if last_ok(steps, *ANSWERS) is not None:
        return {"active": [], "choice": "none", "reason": "the answer is read"}
    if asks == "compare_customers" and names:
        return _gate_compared(steps, names)
    if last_ok(steps, *BILL_LISTS, ACROSS) is not None:
        return {"active": ["get_bill"], "choice": "auto",
                "reason": "bills fetched: only bill details remain"}
    customers = found_customers(steps)
    if customers is None:
        if last_ok(steps, "get_bill") is not None:
            # "show me F-… and F-…": each bill the question names is read, one after another
            if unread_bills(steps, question, bill):
                return {"active": ["get_bill"], "choice": "required",
                        "reason": "a bill the question names is still to read"}
            return {"active": [], "choice": "none", "reason": "the bills asked for are read"}
        named = bool(bill_numbers(question) or bill)
        of_all = list(OF_ALL.get(asks, (ACROSS,)))
        active = of_all if across and of_all else ["search_customer", *of_all]
        return {"active": [*active, *(["get_bill"] if named else [])],
                "choice": "required",
                "reason": ("about all customers" if across and of_all else
                           "no customer known yet") + f" ({asks})"
                + (" (the question names a bill)" if named else "")}
    if not customers:
        return {"active": [], "choice": "none", "reason": "no customer matches"}
    if len(customers) > 1:
        return {"active": [], "choice": "none",
                "reason": f"{len(customers)} customers match: ask which one"}
    return {"active": list(OF_CUSTOMER.get(asks, BILL_LISTS)), "choice": "required",
            "reason": f"customer known, nothing read yet ({asks})"}
