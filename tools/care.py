"""Care-desk tools: orders, free slots, reschedule, cases (customer identity re-checked)."""

from __future__ import annotations

from datetime import date
from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from services import care
from services.audit import MAX_KEY, current_actor
from services.schemas import CaseView, OrderView, RescheduleResult, SlotView
from services.store import Store
from tools.base import Tool

Email = Field(description="The customer's e-mail address; only their own orders are visible.")
Number = Field(description="The order number, e.g. SO-24903.", min_length=1, max_length=32)


class FindOrdersArgs(BaseModel):
    email: str = Email


class OrderArgs(BaseModel):
    order_number: str = Number
    email: str = Email


class FreeSlotsArgs(OrderArgs):
    limit: int = Field(default=60, ge=1, le=500, description="At most this many slots.")


class RescheduleArgs(OrderArgs):
    slot_id: str = Field(description="A slot id returned by list_free_slots.", max_length=64)
    expected_from: str | None = Field(
        default=None, max_length=64,
        description="The slot id the delivery is on as you read it (and told the customer): "
        "the move is refused (booking_changed) if the delivery has moved since; the empty "
        "string when it had no delivery booked (refused if one was booked since).")
    idempotency_key: str | None = Field(
        default=None, max_length=MAX_KEY,
        description="Replaying a key returns the first result and writes nothing.")


class OpenCaseArgs(OrderArgs):
    kind: Literal["damage", "late_reschedule", "complaint"] = Field(
        description="damage, late_reschedule (delivery within 48 hours) or complaint."
    )
    description: str = Field(default="", max_length=2000)
    idempotency_key: str | None = Field(
        default=None, max_length=MAX_KEY,
        description="Replaying a key returns the first result and writes nothing.")


class FindCasesArgs(BaseModel):
    email: str = Email
    order_number: str | None = Field(
        default=None, min_length=1, max_length=32,
        description="Only the cases of this order (the customer's own); null: every order.")
    open_only: bool = Field(default=False, description="Only the cases still open.")


class OpenCaseOfArgs(OrderArgs):
    kind: Literal["damage", "late_reschedule", "complaint"] = Field(
        default="damage", description="The kind of case looked for.")


class OpenCaseOf(BaseModel):
    case: CaseView | None = Field(description="The case of that kind still open, if any.")


class SlotTableArgs(BaseModel):
    first: date = Field(description="The first local day (ISO date).")
    last: date = Field(description="The last local day, included (ISO date).")

    @model_validator(mode="after")
    def _at_most_a_year(self) -> SlotTableArgs:
        if self.last < self.first or (self.last - self.first).days > 366:
            raise ValueError("last must be on or after first, at most a year later")
        return self


class OrderList(BaseModel):
    orders: list[OrderView]


class CaseList(BaseModel):
    cases: list[CaseView]


class SlotTable(BaseModel):
    slots: list[SlotView]


class SlotList(BaseModel):
    order: OrderView = Field(description="The order, with its current booking.")
    slots: list[SlotView]


def _table(store: Store, a: SlotTableArgs) -> SlotTable:
    return SlotTable(slots=care.slots_between(store, first=a.first, last=a.last))


def _find(store: Store, a: FindOrdersArgs) -> OrderList:
    return OrderList(orders=care.find_orders(store, email=a.email))


def _cases(store: Store, a: FindCasesArgs) -> CaseList:
    return CaseList(cases=care.find_cases(store, email=a.email, number=a.order_number,
                                          open_only=a.open_only))


def _get(store: Store, a: OrderArgs) -> OrderView:
    return care.get_order(store, number=a.order_number, email=a.email)


def _free(store: Store, a: FreeSlotsArgs) -> SlotList:
    order, slots = care.order_with_free_slots(
        store, number=a.order_number, email=a.email, limit=a.limit)
    return SlotList(order=order, slots=slots)


def _case_of(store: Store, a: OpenCaseOfArgs) -> OpenCaseOf:
    return OpenCaseOf(case=care.open_case_of(store, number=a.order_number, email=a.email,
                                             kind=a.kind))


def _reschedule(store: Store, a: RescheduleArgs) -> RescheduleResult:
    return care.reschedule(
        store, number=a.order_number, email=a.email, slot_id=a.slot_id,
        idempotency_key=a.idempotency_key, actor=current_actor(), expected_from=a.expected_from,
    )


def _open_case(store: Store, a: OpenCaseArgs) -> CaseView:
    return care.open_case(
        store, number=a.order_number, email=a.email, kind=a.kind, description=a.description,
        idempotency_key=a.idempotency_key, actor=current_actor(),
    )


find_orders = Tool("find_orders", "List the orders of a customer by e-mail.", FindOrdersArgs, _find,
                   scope="care")
get_order = Tool(
    "get_order",
    "Read one order (status, workshop stage, delivery slot, delay in days). A wrong e-mail "
    "gets the same 'not found' as a missing order.",
    OrderArgs, _get, scope="care",
)
list_free_slots = Tool(
    "list_free_slots",
    "Read the order and list the delivery slots it can move to: room left, at least 48 "
    "hours away.",
    FreeSlotsArgs, _free, scope="care",
)
reschedule_delivery = Tool(
    "reschedule_delivery",
    "Move the order's delivery to a free slot. Refused (too_late) when the booked delivery is "
    "less than 48 hours away: open a late_reschedule case instead.",
    RescheduleArgs, _reschedule, scope="care",
)
open_case = Tool(
    "open_case", "Open an after-sales case on the customer's own order.",
    OpenCaseArgs, _open_case, scope="care",
)

# Not offered on MCP (CARE_TOOLS): the desk reads it to answer "is a case already open?".
find_cases = Tool(
    "find_cases",
    "List the after-sales cases on the customer's orders (or on one order), latest first. "
    "Read only: it never opens a case.",
    FindCasesArgs, _cases, scope="care",
)

# Not offered on MCP (CARE_TOOLS): the desk reads it to say why a wished day cannot be had.
slot_table = Tool(
    "slot_table",
    "List every delivery slot (full or not) over a range of days, with its bookings.",
    SlotTableArgs, _table, scope="care",
)

# Not offered on MCP (CARE_TOOLS): the desk reads it before it proposes a case.
open_case_of = Tool(
    "open_case_of",
    "Read the case of a kind still open on the customer's own order, if any.",
    OpenCaseOfArgs, _case_of, scope="care",
)

CARE_TOOLS: list[Tool[Any, Any]] = [
    find_orders, get_order, list_free_slots, reschedule_delivery, open_case
]
