"""Build the demo data set around a given day, through the same loader as any fixture.

The set is deterministic for a given anchor: the same anchor always gives the
same customers, orders, slots and bills, so a scenario that fixes its clock
can rely on it.
"""

from __future__ import annotations

import random
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

PRODUCTS: list[tuple[str, str, str, str]] = [
    ("OSLO-3", "Canapé Oslo 3 places", "1890.00", "1020.00"),
    ("OSLO-2", "Canapé Oslo 2 places", "1490.00", "810.00"),
    ("BERGEN-ANGLE", "Canapé d'angle Bergen", "2690.00", "1530.00"),
    ("NANTES-TABLE", "Table Nantes chêne massif", "1250.00", "540.00"),
    ("NANTES-CHAISE", "Chaise Nantes", "189.00", "71.00"),
    ("LYON-BUFFET", "Buffet Lyon noyer", "1590.00", "820.00"),
    ("ARLES-LIT-160", "Lit Arles 160", "1390.00", "610.00"),
    ("ARLES-CHEVET", "Chevet Arles", "290.00", "105.00"),
    ("COLMAR-ETAGERE", "Étagère Colmar", "640.00", "390.00"),
    ("BREST-FAUTEUIL", "Fauteuil Brest", "790.00", "355.00"),
    ("DINAN-BANC", "Banc Dinan", "420.00", "260.00"),
    ("TISSU-ECH", "Échantillons de tissu", "25.00", "4.00"),
]

NAMED_CUSTOMERS: list[tuple[str, str, str, str | None]] = [
    ("C-001", "Jean Martin", "jean.martin@example.com", None),
    ("C-002", "John Doe", "john.doe@example.com", "Doe Interiors"),
    ("C-003", "Marie Dupont", "marie.dupont@example.com", "Dupont & Fils"),
    ("C-004", "Paul Dupont", "paul.dupont@example.com", None),
    ("C-005", "Émilie Lefèvre", "emilie.lefevre@example.com", None),
    ("C-006", "Sarah Connor", "sarah.connor@example.com", "Cyberdyne Lofts"),
]

FIRST = ["Luc", "Camille", "Hugo", "Léa", "Nina", "Marc", "Inès", "Tom", "Zoé", "Yann",
         "Chloé", "Adam", "Manon", "Rémi", "Julie", "Omar", "Agnès", "Bruno", "Clara", "Denis"]
LAST = ["Bernard", "Petit", "Robert", "Richard", "Durand", "Moreau", "Laurent", "Simon",
        "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent", "Fournier"]
STAGES: dict[str, list[str | None]] = {
    "placed": ["awaiting materials", "en attente de matières"],
    "in_production": ["frame", "upholstery", "finishing", "sanding", "varnishing"],
    "ready": ["packed, awaiting delivery"],
    "delivered": ["delivered"],
    "cancelled": [None],
}


def _ascii(text: str) -> str:
    import unicodedata

    return "".join(
        c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)
    ).lower()


def demo_slots(first_day: date, days: int, tz: ZoneInfo) -> list[dict[str, Any]]:
    """Morning and afternoon slots, Monday to Saturday, capacity 2."""
    slots = []
    for offset in range(days):
        day = first_day + timedelta(days=offset)
        if day.weekday() == 6:
            continue
        for part, (h0, h1) in (("AM", (8, 12)), ("PM", (13, 17))):
            slots.append({
                "id": f"{day.isoformat()}-{part}",
                "start": datetime.combine(day, time(h0), tz).isoformat(),
                "end": datetime.combine(day, time(h1), tz).isoformat(),
                "capacity": 2,
            })
    return slots


def demo_fixture(anchor: datetime, *, timezone: str = "Europe/Paris") -> dict[str, Any]:
    """The demo data set around `anchor` (the "now" it is built for)."""
    tz = ZoneInfo(timezone)
    today = anchor.astimezone(tz).date()
    rng = random.Random(24903)
    products = [
        {"sku": sku, "name": name, "price": price, "cost": cost}
        for sku, name, price, cost in PRODUCTS
    ]
    customers = [
        {"id": cid, "name": name, "email": email, "company": company}
        for cid, name, email, company in NAMED_CUSTOMERS
    ]
    for i in range(30):
        first, last = FIRST[i % len(FIRST)], LAST[(i * 7) % len(LAST)]
        customers.append({
            "id": f"C-{i + 7:03d}", "name": f"{first} {last}",
            "email": f"{_ascii(first)}.{_ascii(last)}{i + 7}@example.com",
            "company": f"{last} Design" if i % 5 == 0 else None,
        })

    slots = demo_slots(today - timedelta(days=3), 34, tz)
    future = [
        s["id"] for s in slots
        if datetime.fromisoformat(s["start"]) >= anchor + timedelta(hours=48)
    ]
    near = [
        s["id"] for s in slots
        if anchor + timedelta(hours=2) <= datetime.fromisoformat(s["start"])
        < anchor + timedelta(hours=40)
    ]
    booked: dict[str, int] = {}

    def book(slot: str | None) -> str | None:
        if slot is None or booked.get(slot, 0) >= 2:
            return None
        booked[slot] = booked.get(slot, 0) + 1
        return slot

    orders: list[dict[str, Any]] = [
        {   # The article's order: late, in the workshop, delivery a week away.
            "number": "SO-24903", "customer": "C-001",
            "lines": [{"sku": "OSLO-3", "quantity": 1}],
            "ordered_on": (today - timedelta(days=75)).isoformat(),
            "promised_on": (today - timedelta(days=7)).isoformat(),
            "status": "in_production", "workshop_stage": "upholstery",
            "delivery_slot": book(future[6] if len(future) > 6 else None),
        },
        {   # A delivery too close to move: a case is opened instead.
            "number": "SO-24911", "customer": "C-001",
            "lines": [{"sku": "NANTES-TABLE", "quantity": 1},
                      {"sku": "NANTES-CHAISE", "quantity": 4}],
            "ordered_on": (today - timedelta(days=50)).isoformat(),
            "promised_on": (today + timedelta(days=1)).isoformat(),
            "status": "ready", "workshop_stage": "packed, awaiting delivery",
            "delivery_slot": book(near[0] if near else None),
        },
        {
            "number": "SO-24870", "customer": "C-001",
            "lines": [{"sku": "BREST-FAUTEUIL", "quantity": 1}],
            "ordered_on": (today - timedelta(days=120)).isoformat(),
            "promised_on": (today - timedelta(days=60)).isoformat(),
            "status": "delivered", "workshop_stage": "delivered", "delivery_slot": None,
        },
        {
            "number": "SO-25010", "customer": "C-002",
            "lines": [{"sku": "BERGEN-ANGLE", "quantity": 1}],
            "ordered_on": (today - timedelta(days=20)).isoformat(),
            "promised_on": (today + timedelta(days=40)).isoformat(),
            "status": "placed", "workshop_stage": "awaiting materials", "delivery_slot": None,
        },
        {
            "number": "SO-24955", "customer": "C-003",
            "lines": [{"sku": "LYON-BUFFET", "quantity": 1}],
            "ordered_on": (today - timedelta(days=40)).isoformat(),
            "promised_on": (today + timedelta(days=10)).isoformat(),
            "status": "cancelled", "workshop_stage": None, "delivery_slot": None,
        },
    ]
    statuses = ["placed", "in_production", "in_production", "ready", "delivered", "cancelled"]
    for i, customer in enumerate(customers[3:], start=1):
        status = statuses[i % len(statuses)]
        ordered = today - timedelta(days=rng.randint(10, 90))
        promised = ordered + timedelta(days=rng.randint(30, 70))
        slot = None
        if status in ("in_production", "ready") and future:
            slot = book(rng.choice(future[:30]))
        sku = rng.choice(PRODUCTS)[0]
        orders.append({
            "number": f"SO-{25100 + i}", "customer": customer["id"],
            "lines": [{"sku": sku, "quantity": rng.randint(1, 2)}],
            "ordered_on": ordered.isoformat(), "promised_on": promised.isoformat(),
            "status": status, "workshop_stage": rng.choice(list(STAGES[status])),
            "delivery_slot": slot,
        })
    # Fill a few future slots completely so "full" shows on the demo page.
    for slot in future[1:3]:
        while booked.get(slot, 0) < 2:
            n = len(orders) + 25100
            orders.append({
                "number": f"SO-{n}", "customer": rng.choice(customers[6:])["id"],
                "lines": [{"sku": "DINAN-BANC", "quantity": 1}],
                "ordered_on": (today - timedelta(days=30)).isoformat(),
                "promised_on": (today + timedelta(days=5)).isoformat(),
                "status": "ready", "workshop_stage": "packed, awaiting delivery",
                "delivery_slot": book(slot),
            })

    cases = [{
        "number": "CASE-1001", "order": "SO-24870", "kind": "complaint",
        "description": "Armrest stitching loose.",
        "opened_at": datetime.combine(today - timedelta(days=30), time(10), tz).isoformat(),
    }]

    bills = _demo_bills(customers, today, rng)
    return {
        "customers": customers, "products": products, "slots": slots,
        "orders": orders, "cases": cases, "bills": bills,
    }


def _demo_bills(
    customers: list[dict[str, Any]], today: date, rng: random.Random
) -> list[dict[str, Any]]:
    """Two years of bills; John Doe pays late, Doe Interiors buys sofas often."""
    bills: list[dict[str, Any]] = []
    start = date(today.year - 2, 1, 1)
    n = 0
    for customer in customers:
        cid = customer["id"]
        count = {"C-002": 36, "C-003": 18, "C-001": 4}.get(cid, rng.randint(0, 5))
        late_payer = cid in ("C-002", "C-004")
        for _ in range(count):
            issued = start + timedelta(days=rng.randint(0, (today - start).days))
            due = issued + timedelta(days=30)
            delay = rng.randint(20, 75) if late_payer else rng.randint(3, 28)
            paid: date | None = issued + timedelta(days=delay)
            if paid is not None and paid > today:
                paid = None
            lines = []
            for sku, _name, price, _cost in rng.sample(PRODUCTS, rng.randint(1, 3)):
                lines.append({
                    "sku": sku, "quantity": rng.randint(1, 4),
                    "unit_price": str(
                        (Decimal(price) * Decimal(rng.choice(["1", "0.95", "0.9"])))
                        .quantize(Decimal("0.01"))
                    ),
                })
            n += 1
            bills.append({
                "number": f"F-{issued.year}-{n:04d}", "customer": cid,
                "issued_on": issued.isoformat(), "due_on": due.isoformat(),
                "paid_on": paid.isoformat() if paid else None, "lines": lines,
            })
    return bills
