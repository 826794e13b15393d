"""Define what the service layer hands out: plain pydantic views, never ORM rows."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

OrderStatus = Literal["placed", "in_production", "ready", "delivered", "cancelled"]
CaseKind = Literal["damage", "late_reschedule", "complaint"]


class View(BaseModel):
    model_config = ConfigDict(frozen=True)


class SlotView(View):
    id: str = Field(description="Slot id, e.g. 2026-10-20-AM.")
    start: datetime
    end: datetime
    capacity: int
    booked: int


class OrderLineView(View):
    sku: str
    product: str
    quantity: int


class OrderView(View):
    number: str
    customer_id: str
    customer_name: str
    email: str
    status: OrderStatus
    workshop_stage: str | None
    ordered_on: date
    promised_on: date
    lines: list[OrderLineView]
    delivery_slot: SlotView | None = Field(description="The booked delivery slot, if any.")
    delay_days: int = Field(
        description="Days of delay against the promised date (0 when on time): by the booked "
        "day, or by the day first booked when the delivery was moved on request since (a "
        "later day asked for is no delay)."
    )
    first_booked_on: date | None = Field(
        default=None, description="The day the delivery was booked for before it was moved on "
        "request (null when it never was, or is back on that day).")


class CaseView(View):
    number: str
    order: str
    kind: CaseKind
    description: str
    opened_at: datetime
    status: str


class RescheduleResult(View):
    order: str
    from_slot: str | None
    to_slot: SlotView


class CustomerView(View):
    id: str
    name: str
    email: str
    company: str | None


class BillLineView(View):
    sku: str
    product: str
    quantity: int
    unit_price: Decimal
    unit_cost: Decimal
    total: Decimal


class BillView(View):
    number: str
    customer_id: str
    issued_on: date
    due_on: date
    paid_on: date | None
    total: Decimal
    status: Literal["paid", "unpaid", "overdue"]
    lines: list[BillLineView] = Field(default_factory=list)


class BookingSnapshot(View):
    order: str
    slot: str


class Snapshot(View):
    """Every booking and every case: what the eval diffs before and after a turn."""

    bookings: list[BookingSnapshot]
    cases: list[CaseView]
