"""Scale: analysis from 10,000 to 1,000,000 bill lines, free slots and reschedules from 1,000 to
100,000 orders, on SQLite and PostgreSQL. Service functions, not whole turns."""

from __future__ import annotations

import math
import resource
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import insert

from evals.bench.common import NOW, postgres_database, save, table
from services import analytics, care
from services.clock import FixedClock
from services.fixtures import load_fixture
from services.models import AuditEntry
from services.schema import recreate
from services.store import Store, open_store

PRODUCTS = [{"sku": f"P{i:02d}", "name": f"Product {i}", "price": f"{100 + 10 * i}.00",
             "cost": f"{50 + 4 * i}.00"} for i in range(20)]
LINE_COUNTS = (10_000, 100_000, 1_000_000)
ORDER_COUNTS = (1_000, 10_000, 100_000)
PER_BILL = 5


def _timed(fn: Callable[[], Any], repeat: int = 5) -> tuple[float, float]:
    """Median wall time and median CPU time of this process, in ms."""
    walls, cpus = [], []
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        fn()
        walls.append((time.perf_counter() - wall) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
    return round(statistics.median(walls), 1), round(statistics.median(cpus), 1)


def _bill_rows(lines: int) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    bills, rows = [], []
    start = date(2025, 1, 1)
    for b in range(lines // PER_BILL):
        issued = start + timedelta(days=b % 365)
        paid = issued + timedelta(days=(b * 7) % 60) if b % 9 else None
        bills.append((f"B{b}", "C-1", issued, issued + timedelta(days=30), paid))
        for k in range(PER_BILL):
            p = PRODUCTS[(b + k) % 20]
            rows.append((f"B{b}", "C-1", issued, p["sku"], 1 + (b + k) % 4, p["price"],
                         p["cost"]))
    return bills, rows


BILL_COLUMNS = "number, customer_id, issued_on, due_on, paid_on"
LINE_COLUMNS = "bill_number, customer_id, issued_on, sku, quantity, unit_price, unit_cost"


def fill_bills(store: Store, lines: int) -> None:
    """Bulk insert: COPY on PostgreSQL, one executemany per table on SQLite."""
    bills, rows = _bill_rows(lines)
    raw = store.engine.raw_connection()
    try:
        cursor = raw.cursor()
        if store.engine.dialect.name == "postgresql":
            for name, columns, data in (("bills", BILL_COLUMNS, bills),
                                        ("bill_lines", LINE_COLUMNS, rows)):
                with cursor.copy(f"COPY {name} ({columns}) FROM STDIN") as copy:
                    for row in data:
                        copy.write_row(row)
            cursor.execute("ANALYZE")
        else:
            cursor.execute("BEGIN")
            cursor.executemany(f"INSERT INTO bills ({BILL_COLUMNS}) VALUES (?, ?, ?, ?, ?)",
                               [(n, c, i.isoformat(), d.isoformat(),
                                 p.isoformat() if p else None) for n, c, i, d, p in bills])
            cursor.executemany(
                f"INSERT INTO bill_lines ({LINE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(n, c, i.isoformat(), s, q, pr, co) for n, c, i, s, q, pr, co in rows])
            cursor.execute("COMMIT")
            cursor.execute("ANALYZE")
        raw.commit()
    finally:
        raw.close()


def _store(url: str) -> Store:
    store = open_store(url, clock=FixedClock(NOW))
    recreate(store.engine)
    return store


def analysis_at(url: str, lines: int) -> dict[str, Any]:
    store = _store(url)
    load_fixture(store, {"products": PRODUCTS, "customers": [
        {"id": "C-1", "name": "Big Buyer", "email": "big@example.com"}]})
    started = time.perf_counter()
    fill_bills(store, lines)
    filled = time.perf_counter() - started
    result = analytics.analyse(store, customer_id="C-1", start=date(2025, 1, 1),
                               end=date(2025, 12, 31))
    wall, cpu = _timed(lambda: analytics.analyse(
        store, customer_id="C-1", start=date(2025, 1, 1), end=date(2025, 12, 31)))
    store.engine.dispose()
    return {"bill_lines": lines, "analysis_ms": wall, "analysis_cpu_ms": cpu,
            "bulk_insert_s": round(filled, 1), "revenue": str(result.revenue),
            "bills": result.bill_count}


def orders_fixture(orders: int, slots: int = 5_000) -> dict[str, Any]:
    first = datetime.fromisoformat("2026-10-15T08:00:00+02:00")
    slot_rows = [{"id": f"S{i:05d}", "start": (first + timedelta(hours=4 * i)).isoformat(),
                  "end": (first + timedelta(hours=4 * i + 3)).isoformat(),
                  "capacity": 3 + orders // slots}
                 for i in range(slots)]
    customers = [{"id": f"C{i}", "name": f"Customer {i}", "email": f"c{i}@example.com"}
                 for i in range(orders)]
    order_rows = [{"number": f"SO-{100000 + i}", "customer": f"C{i}",
                   "lines": [{"sku": "P00", "quantity": 1}],
                   "ordered_on": "2026-09-01", "promised_on": "2026-11-01",
                   "status": "ready", "delivery_slot": f"S{(i % (slots - 100)) + 50:05d}"}
                  for i in range(orders)]
    return {"customers": customers, "products": PRODUCTS[:1], "slots": slot_rows,
            "orders": order_rows}


def record_moves(store: Store, orders: int, skip: str) -> None:
    """One recorded move per order but `skip` in the audit log, as a shop where most
    deliveries moved once would hold (one multi-row insert)."""
    at = datetime.fromisoformat("2026-10-01T09:00:00+02:00")
    rows = [{"at": at, "as_of": None, "actor": "bench", "operation": "reschedule",
             "arguments": {"number": number}, "outcome": "ok",
             "result": {"order": number, "from_slot": "S00050", "to_slot": {"id": "S00051"}},
             "idempotency_key": None, "thread": None}
            for number in (f"SO-{100000 + i}" for i in range(orders)) if number != skip]
    with store.engine.begin() as connection:
        connection.execute(insert(AuditEntry), rows)


def slots_at(url: str, orders: int) -> dict[str, Any]:
    store = _store(url)
    fixture = orders_fixture(orders)
    started = time.perf_counter()
    load_fixture(store, fixture)
    loaded = time.perf_counter() - started
    record_moves(store, orders, skip="SO-100042")
    email, number = "c42@example.com", "SO-100042"
    free_ms, _ = _timed(lambda: care.free_slots(store, number=number, email=email, limit=60),
                        repeat=20)
    order_ms, _ = _timed(lambda: care.get_order(store, number=number, email=email), repeat=20)
    free = [s.id for s in care.free_slots(store, number=number, email=email, limit=200)]
    moves = []
    for i in range(40):
        started = time.perf_counter()
        care.reschedule(store, number=number, email=email, slot_id=free[i % 2 + 10],
                        idempotency_key=f"scale-{orders}-{i}")
        moves.append((time.perf_counter() - started) * 1000)
    store.engine.dispose()
    return {"orders": orders, "slots": 5_000, "audit_moves": orders - 1,
            "fixture_load_s": round(loaded, 2),
            "get_order_ms": order_ms, "free_slots_ms": free_ms,
            "reschedule_ms_p50": round(statistics.median(moves), 2)}


def exponent(rows: list[dict[str, Any]], x: str, y: str) -> float | None:
    """Growth exponent between the last two sizes: log(t2/t1) / log(n2/n1)."""
    if len(rows) < 2 or not rows[-2].get(y):
        return None
    a, b = rows[-2], rows[-1]
    return round(math.log(b[y] / a[y]) / math.log(b[x] / a[x]), 3)


def run(line_counts: tuple[int, ...] = LINE_COUNTS,
        order_counts: tuple[int, ...] = ORDER_COUNTS) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="comptoir-scale-"))
    results: dict[str, Any] = {}
    for kind in ("sqlite", "postgresql"):
        analysis: list[dict[str, Any]] = []
        slots: list[dict[str, Any]] = []
        for lines in line_counts:
            with postgres_database(kind, folder, f"lines-{lines}") as url:
                if url is None:
                    break
                analysis.append(analysis_at(url, lines))
        for orders in order_counts:
            with postgres_database(kind, folder, f"orders-{orders}") as url:
                if url is None:
                    break
                slots.append(slots_at(url, orders))
        results[kind] = {
            "analysis": analysis, "slots": slots,
            "analysis_growth_exponent": exponent(analysis, "bill_lines", "analysis_ms"),
            "analysis_cpu_growth_exponent": exponent(analysis, "bill_lines",
                                                     "analysis_cpu_ms"),
            "fixture_load_growth_exponent": exponent(slots, "orders", "fixture_load_s"),
        } if analysis or slots else {"error": "unavailable"}
        if analysis:
            table(f"Analysis of one customer's bill lines ({kind}, median of 5)",
                  ["bill lines", "wall ms", "CPU ms (this process)", "bulk insert s"],
                  [[a["bill_lines"], a["analysis_ms"], a["analysis_cpu_ms"], a["bulk_insert_s"]]
                   for a in analysis])
        if slots:
            table(f"Orders at scale ({kind}, 5,000 slots, one recorded move per other order)",
                  ["orders", "audit moves", "fixture load s", "get_order ms", "free slots ms",
                   "reschedule p50 ms"],
                  [[s["orders"], s["audit_moves"], s["fixture_load_s"], s["get_order_ms"],
                    s["free_slots_ms"], s["reschedule_ms_p50"]] for s in slots])
    results["max_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    result = {"what": "service functions (analytics.analyse, care.*), not whole turns; "
                      "SQLite file databases with WAL and the connect pragmas; PostgreSQL "
                      "on loopback", **results}
    save("scale", result)
    return result
