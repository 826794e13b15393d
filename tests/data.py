"""A small, hand-made data set that tests reason about exactly."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

NOW = datetime.fromisoformat("2026-10-14T09:00:00+02:00")  # a Wednesday

JEAN = "jean.martin@example.com"
ALICE = "alice.roy@example.com"


def slot(day: str, part: str, capacity: int = 1) -> dict[str, Any]:
    hours = {"AM": ("08", "12"), "PM": ("13", "17")}[part]
    return {
        "id": f"{day}-{part}",
        "start": f"{day}T{hours[0]}:00:00+02:00",
        "end": f"{day}T{hours[1]}:00:00+02:00",
        "capacity": capacity,
    }


def tiny_fixture() -> dict[str, Any]:
    return {
        "customers": [
            {"id": "C-001", "name": "Jean Martin", "email": JEAN, "company": None},
            {"id": "C-002", "name": "Alice Roy", "email": ALICE, "company": "Roy Déco"},
            {"id": "C-003", "name": "John Doe", "email": "john.doe@example.com",
             "company": "Doe Interiors"},
        ],
        "products": [
            {"sku": "OSLO-3", "name": "Canapé Oslo 3 places", "price": "1890.00",
             "cost": "1020.00"},
            {"sku": "NANTES-CHAISE", "name": "Chaise Nantes", "price": "189.00", "cost": "71.00"},
        ],
        "slots": [
            slot("2026-10-15", "PM"),          # tomorrow: within 48 hours
            slot("2026-10-16", "AM"),          # 47 hours away: still too soon
            slot("2026-10-16", "PM"),          # 52 hours away: fine
            slot("2026-10-20", "AM"),
            slot("2026-10-20", "PM", capacity=2),
            slot("2026-10-21", "AM"),          # full (held by SO-30001)
            slot("2026-10-22", "AM"),
            slot("2026-10-23", "AM"),
            slot("2026-10-13", "AM"),          # in the past
        ],
        "orders": [
            {"number": "SO-24903", "customer": "C-001",
             "lines": [{"sku": "OSLO-3", "quantity": 1}],
             "ordered_on": "2026-08-30", "promised_on": "2026-10-01",
             "status": "in_production", "workshop_stage": "upholstery",
             "delivery_slot": "2026-10-20-PM"},
            {"number": "SO-24911", "customer": "C-001",
             "lines": [{"sku": "NANTES-CHAISE", "quantity": 4}],
             "ordered_on": "2026-09-01", "promised_on": "2026-10-15",
             "status": "ready", "workshop_stage": "packed",
             "delivery_slot": "2026-10-15-PM"},
            {"number": "SO-24870", "customer": "C-001",
             "lines": [{"sku": "OSLO-3", "quantity": 1}],
             "ordered_on": "2026-06-01", "promised_on": "2026-07-01",
             "status": "delivered", "workshop_stage": "delivered", "delivery_slot": None},
            {"number": "SO-30001", "customer": "C-002",
             "lines": [{"sku": "OSLO-3", "quantity": 1}],
             "ordered_on": "2026-09-10", "promised_on": "2026-10-25",
             "status": "in_production", "workshop_stage": "frame",
             "delivery_slot": "2026-10-21-AM"},
            {"number": "SO-30002", "customer": "C-002",
             "lines": [{"sku": "OSLO-3", "quantity": 1}],
             "ordered_on": "2026-09-10", "promised_on": "2026-11-25",
             "status": "cancelled", "workshop_stage": None, "delivery_slot": None},
            {"number": "SO-30003", "customer": "C-002",
             "lines": [{"sku": "OSLO-3", "quantity": 1}],
             "ordered_on": "2026-09-20", "promised_on": "2026-11-30",
             "status": "placed", "workshop_stage": "awaiting materials",
             "delivery_slot": None},
        ],
        "cases": [
            {"number": "CASE-1001", "order": "SO-24870", "kind": "complaint",
             "opened_at": "2026-07-10T10:00:00+02:00"},
        ],
        "bills": [],
    }


# Edge values: each one sits exactly on a rule's boundary, so flipping a comparison
# (`>=` to `>`, `<=` to `<`, `<` to `<=`) or rounding to whole days changes a figure.
EXACTLY_48_HOURS = "2026-10-16-EDGE"   # starts at NOW + 48 hours to the second
EDGE_CUSTOMER = "C-003"                # John Doe: the edge bills are his


def edge_bills() -> list[dict[str, Any]]:
    """John Doe's bills; `today` is 2026-10-14 (NOW)."""
    def bill(number: str, issued: str, due: str, paid: str | None) -> dict[str, Any]:
        return {"number": number, "customer": EDGE_CUSTOMER, "issued_on": issued,
                "due_on": due, "paid_on": paid,
                "lines": [{"sku": "NANTES-CHAISE", "quantity": 2, "unit_price": "189.00"}]}

    return [
        bill("E-ONDUE", "2026-08-01", "2026-08-31", "2026-08-31"),  # paid on its due date: on time
        bill("E-LATE1", "2026-07-01", "2026-07-31", "2026-08-01"),  # paid one day late
        bill("E-TODAY", "2026-09-14", "2026-10-14", None),          # due today: not yet overdue
        bill("E-YDAY", "2026-09-13", "2026-10-13", None),           # due yesterday: overdue
    ]
    # Payment delays: 30 and 31 days, an average of 30.5 (not a whole number).


def edge_fixture() -> dict[str, Any]:
    """The tiny data set plus a slot exactly 48 hours away and the edge bills."""
    fixture = tiny_fixture()
    fixture["slots"].append({
        "id": EXACTLY_48_HOURS,
        "start": (NOW + timedelta(hours=48)).isoformat(),
        "end": (NOW + timedelta(hours=50)).isoformat(),
        "capacity": 1,
    })
    fixture["bills"] = edge_bills()
    return fixture
