"""Load a data set in the eval fixture format (`evals/eval-format.md`) into the database."""

from __future__ import annotations

import re
from collections import Counter
from datetime import date, datetime
from decimal import Decimal
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from sqlalchemy import insert

from services.db import Base, write_transaction
from services.models import (
    AfterSalesCase,
    Bill,
    BillLine,
    Booking,
    Customer,
    CustomerTerm,
    DeliverySlot,
    Order,
    OrderLine,
    Product,
)
from services.store import Store
from services.text import search_key


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class FixtureCustomer(_Strict):
    id: str
    name: str
    email: str
    company: str | None = None


class FixtureProduct(_Strict):
    sku: str
    name: str
    price: Decimal
    cost: Decimal


class FixtureSlot(_Strict):
    id: str
    start: datetime
    end: datetime
    capacity: int = Field(ge=0)

    @field_validator("start", "end")
    @classmethod
    def _aware(cls, value: datetime) -> datetime:
        if value.tzinfo is None:
            raise ValueError("slot times need a UTC offset, e.g. 2026-10-20T08:00:00+02:00")
        return value


class FixtureLine(_Strict):
    sku: str
    quantity: int = Field(gt=0)


class FixtureOrder(_Strict):
    number: str
    customer: str
    lines: list[FixtureLine] = Field(default_factory=list)
    ordered_on: date
    promised_on: date
    status: Literal["placed", "in_production", "ready", "delivered", "cancelled"]
    workshop_stage: str | None = None
    delivery_slot: str | None = None
    notes: str | None = None


class FixtureCase(_Strict):
    number: str
    order: str
    kind: Literal["damage", "late_reschedule", "complaint"]
    opened_at: datetime
    description: str = ""
    status: str = "open"


class FixtureBillLine(_Strict):
    sku: str
    quantity: int = Field(gt=0)
    unit_price: Decimal
    unit_cost: Decimal | None = None


class FixtureBill(_Strict):
    number: str
    customer: str
    issued_on: date
    due_on: date
    paid_on: date | None = None
    lines: list[FixtureBillLine] = Field(default_factory=list)


class Fixture(_Strict):
    customers: list[FixtureCustomer] = Field(default_factory=list)
    products: list[FixtureProduct] = Field(default_factory=list)
    slots: list[FixtureSlot] = Field(default_factory=list)
    orders: list[FixtureOrder] = Field(default_factory=list)
    cases: list[FixtureCase] = Field(default_factory=list)
    bills: list[FixtureBill] = Field(default_factory=list)

    @model_validator(mode="after")
    def _references(self) -> Fixture:
        customers = {c.id for c in self.customers}
        skus = {p.sku for p in self.products}
        slots = {s.id: s.capacity for s in self.slots}
        orders = {o.number for o in self.orders}
        problems: list[str] = []
        booked: dict[str, int] = {}
        for order in self.orders:
            if order.customer not in customers:
                problems.append(f"order {order.number}: unknown customer {order.customer}")
            problems += [
                f"order {order.number}: unknown sku {line.sku}"
                for line in order.lines if line.sku not in skus
            ]
            if order.delivery_slot is not None:
                if order.delivery_slot not in slots:
                    problems.append(f"order {order.number}: unknown slot {order.delivery_slot}")
                booked[order.delivery_slot] = booked.get(order.delivery_slot, 0) + 1
        problems += [
            f"slot {slot}: {count} bookings for a capacity of {slots[slot]}"
            for slot, count in booked.items() if slot in slots and count > slots[slot]
        ]
        problems += [
            f"case {case.number}: unknown order {case.order}"
            for case in self.cases if case.order not in orders
        ]
        for bill in self.bills:
            if bill.customer not in customers:
                problems.append(f"bill {bill.number}: unknown customer {bill.customer}")
            problems += [
                f"bill {bill.number}: unknown sku {line.sku}"
                for line in bill.lines if line.sku not in skus
            ]
        for label, keys in (
            ("customer", [c.id for c in self.customers]),
            ("e-mail", [c.email.lower() for c in self.customers]),
            ("product", [p.sku for p in self.products]),
            ("slot", list(slots)),
            ("order", [o.number for o in self.orders]),
            ("case", [c.number for c in self.cases]),
            ("bill", [b.number for b in self.bills]),
        ):
            duplicates = sorted(k for k, n in Counter(keys).items() if n > 1)
            if duplicates:
                problems.append(f"duplicate {label}: {', '.join(duplicates)}")
        if problems:
            raise ValueError("; ".join(problems))
        return self


MAX_TERM = 100


def search_terms(*parts: str | None) -> list[str]:
    """The distinct words of a search key, [a-z0-9] only, in order."""
    words = re.findall(r"[a-z0-9]+", search_key(*parts))
    return list(dict.fromkeys(w[:MAX_TERM] for w in words))


def _case_seq(number: str, fallback: int) -> int:
    match = re.fullmatch(r"CASE-(\d+)", number)
    return int(match.group(1)) if match else fallback


def load_fixture(store: Store, fixture: Fixture | dict[str, Any]) -> None:
    """Insert a fixture into empty tables, in one transaction."""
    data = fixture if isinstance(fixture, Fixture) else Fixture.model_validate(fixture)
    costs = {p.sku: p.cost for p in data.products}
    booked: dict[str, int] = {}
    for order in data.orders:
        if order.delivery_slot:
            booked[order.delivery_slot] = booked.get(order.delivery_slot, 0) + 1
    with write_transaction(store.sessions) as session:
        rows: list[tuple[type[Base], list[dict[str, Any]]]] = [
            (Customer, [
                {"id": c.id, "name": c.name, "email": c.email.strip().lower(),
                 "company": c.company, "search_key": search_key(c.name, c.company)}
                for c in data.customers
            ]),
            (Product, [p.model_dump() for p in data.products]),
            (DeliverySlot, [
                {"id": s.id, "start": s.start, "end": s.end, "capacity": s.capacity,
                 "booked": booked.get(s.id, 0)}
                for s in data.slots
            ]),
            (Order, [
                {"number": o.number, "customer_id": o.customer, "ordered_on": o.ordered_on,
                 "promised_on": o.promised_on, "status": o.status,
                 "workshop_stage": o.workshop_stage, "notes": o.notes}
                for o in data.orders
            ]),
            (OrderLine, [
                {"order_number": o.number, "sku": line.sku, "quantity": line.quantity}
                for o in data.orders for line in o.lines
            ]),
            (Booking, [
                {"order_number": o.number, "slot_id": o.delivery_slot}
                for o in data.orders if o.delivery_slot
            ]),
            (AfterSalesCase, [
                {"number": c.number, "seq": _case_seq(c.number, 100_000 + i),
                 "order_number": c.order, "kind": c.kind, "description": c.description,
                 "opened_at": c.opened_at, "status": c.status}
                for i, c in enumerate(data.cases)
            ]),
            (Bill, [
                {"number": b.number, "customer_id": b.customer, "issued_on": b.issued_on,
                 "due_on": b.due_on, "paid_on": b.paid_on}
                for b in data.bills
            ]),
            (CustomerTerm, [
                {"customer_id": c.id, "term": term}
                for c in data.customers for term in search_terms(c.name, c.company)
            ]),
            (BillLine, [
                {"bill_number": b.number, "customer_id": b.customer, "issued_on": b.issued_on,
                 "sku": line.sku, "quantity": line.quantity,
                 "unit_price": line.unit_price,
                 "unit_cost": line.unit_cost if line.unit_cost is not None else costs[line.sku]}
                for b in data.bills for line in b.lines
            ]),
        ]
        for model, values in rows:
            if values:
                session.execute(insert(model), values)
