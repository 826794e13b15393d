"""Scale: analysis from 1,000 to 100,000 bill lines; slots and reschedules at 10,000 orders."""

from __future__ import annotations

import resource
import statistics
import tempfile
import time
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import insert

from evals.bench.common import NOW, save, table
from services import analytics, care
from services.clock import FixedClock
from services.fixtures import load_fixture
from services.models import Bill, BillLine
from services.store import Store, open_store

PRODUCTS = [{"sku": f"P{i:02d}", "name": f"Product {i}", "price": f"{100 + 10 * i}.00",
             "cost": f"{50 + 4 * i}.00"} for i in range(20)]


def _size_mb(path: Path) -> float:
    """The database and its write-ahead log."""
    files = [path, path.with_name(path.name + "-wal")]
    return round(sum(f.stat().st_size for f in files if f.exists()) / 1e6, 1)


def _median_ms(fn: Any, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append((time.perf_counter() - started) * 1000)
    return round(statistics.median(times), 2)


def analysis_store(lines: int, folder: Path) -> tuple[Store, Path]:
    path = folder / f"bills-{lines}.db"
    store = open_store(f"sqlite:///{path}", clock=FixedClock(NOW), create=True)
    load_fixture(store, {"products": PRODUCTS, "customers": [
        {"id": "C-1", "name": "Big Buyer", "email": "big@example.com"}]})
    bills, rows = [], []
    per_bill = 5
    start = date(2025, 1, 1)
    for b in range(lines // per_bill):
        issued = start + timedelta(days=b % 365)
        bills.append({"number": f"B{b}", "customer_id": "C-1", "issued_on": issued,
                      "due_on": issued + timedelta(days=30),
                      "paid_on": issued + timedelta(days=(b * 7) % 60) if b % 9 else None})
        for k in range(per_bill):
            p = PRODUCTS[(b + k) % 20]
            rows.append({"bill_number": f"B{b}", "sku": p["sku"], "quantity": 1 + (b + k) % 4,
                         "unit_price": p["price"], "unit_cost": p["cost"]})
    with store.sessions() as session, session.begin():
        session.execute(insert(Bill), bills)
        session.execute(insert(BillLine), rows)
    return store, path


def slots_store(orders: int, slots: int, folder: Path) -> tuple[Store, Path]:
    path = folder / f"slots-{orders}.db"
    store = open_store(f"sqlite:///{path}", clock=FixedClock(NOW), create=True)
    first = datetime.fromisoformat("2026-10-15T08:00:00+02:00")
    slot_rows = [{"id": f"S{i:05d}", "start": (first + timedelta(hours=4 * i)).isoformat(),
                  "end": (first + timedelta(hours=4 * i + 3)).isoformat(), "capacity": 3}
                 for i in range(slots)]
    customers = [{"id": f"C{i}", "name": f"Customer {i}", "email": f"c{i}@example.com"}
                 for i in range(orders)]
    order_rows = [{"number": f"SO-{100000 + i}", "customer": f"C{i}", "lines": [],
                   "ordered_on": "2026-09-01", "promised_on": "2026-11-01",
                   "status": "ready", "delivery_slot": f"S{(i % (slots - 100)) + 50:05d}"}
                  for i in range(orders)]
    load_fixture(store, {"customers": customers, "products": [], "slots": slot_rows,
                         "orders": order_rows})
    return store, path


def run() -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="comptoir-scale-"))
    analysis = []
    for lines in (1_000, 10_000, 100_000):
        store, path = analysis_store(lines, folder)
        ms = _median_ms(lambda s=store: analytics.analyse(
            s, customer_id="C-1", start=date(2025, 1, 1), end=date(2025, 12, 31)))
        analysis.append({"bill_lines": lines, "analysis_ms": ms,
                         "db_mb": _size_mb(path)})
        store.engine.dispose()
    store, path = slots_store(10_000, 5_000, folder)
    email = "c42@example.com"
    free_ms = _median_ms(lambda: care.free_slots(store, number="SO-100042", email=email,
                                                 limit=60), repeat=20)
    moves = []
    free = [s.id for s in care.free_slots(store, number="SO-100042", email=email, limit=200)]
    for i in range(40):
        started = time.perf_counter()
        care.reschedule(store, number="SO-100042", email=email, slot_id=free[i % 2 + 10],
                        idempotency_key=f"scale-{i}")
        moves.append((time.perf_counter() - started) * 1000)
    slots = {"orders": 10_000, "slots": 5_000, "free_slots_ms": free_ms,
             "reschedule_ms_p50": round(statistics.median(moves), 2),
             "db_mb": _size_mb(path)}
    rss_mb = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    table("Analysis time by bill lines (SQLite, median of 5)",
          ["bill lines", "analysis ms", "database MB"],
          [[a["bill_lines"], a["analysis_ms"], a["db_mb"]] for a in analysis])
    table("Slots at scale (SQLite)", ["orders", "slots", "free-slot search ms",
                                      "reschedule p50 ms", "database MB"],
          [[slots["orders"], slots["slots"], slots["free_slots_ms"],
            slots["reschedule_ms_p50"], slots["db_mb"]]])
    result = {"analysis": analysis, "slots": slots, "max_rss_mb": rss_mb}
    save("scale", result)

    return result
