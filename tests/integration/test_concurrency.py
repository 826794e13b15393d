"""Capacity holds under concurrent requests: 16 threads race for one free slot."""

from __future__ import annotations

import threading
from collections import Counter
from datetime import date, datetime, timedelta
from typing import Any

from services import care
from services.errors import DomainError
from tests.conftest import fresh_store

THREADS = 16
ROUNDS = 100


def racing_fixture() -> dict[str, Any]:
    base = datetime.fromisoformat("2026-11-02T08:00:00+01:00")
    slots = [{"id": "HOME", "start": base.isoformat(),
              "end": (base + timedelta(hours=4)).isoformat(), "capacity": THREADS}]
    slots += [
        {"id": f"R-{r:03d}", "start": (base + timedelta(hours=r + 1)).isoformat(),
         "end": (base + timedelta(hours=r + 2)).isoformat(), "capacity": 1}
        for r in range(ROUNDS)
    ]
    customers = [
        {"id": f"C-{i}", "name": f"Racer {i}", "email": f"racer{i}@example.com"}
        for i in range(THREADS)
    ]
    orders = [
        {"number": f"SO-{i}", "customer": f"C-{i}", "lines": [], "status": "ready",
         "ordered_on": date(2026, 9, 1).isoformat(), "promised_on": date(2026, 11, 1).isoformat(),
         "delivery_slot": "HOME"}
        for i in range(THREADS)
    ]
    return {"customers": customers, "products": [], "slots": slots, "orders": orders}


def test_exactly_one_winner_per_round(db_url: str) -> None:
    store = fresh_store(db_url, racing_fixture())
    winners: list[list[int]] = [[] for _ in range(ROUNDS)]
    unexpected: list[BaseException] = []
    barrier = threading.Barrier(THREADS)

    def racer(i: int) -> None:
        for r in range(ROUNDS):
            barrier.wait()
            try:
                care.reschedule(
                    store, number=f"SO-{i}", email=f"racer{i}@example.com", slot_id=f"R-{r:03d}",
                    idempotency_key=f"race-{i}-{r}",
                )
                winners[r].append(i)
            except DomainError:
                pass
            except BaseException as exc:  # pragma: no cover - reported below
                unexpected.append(exc)

    threads = [threading.Thread(target=racer, args=(i,)) for i in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    assert unexpected == []
    assert [len(w) for w in winners] == [1] * ROUNDS
    slots = {s.id: s for s in care.list_slots(store)}
    assert all(slot.booked <= slot.capacity for slot in slots.values())
    # Every order is booked exactly once, and the counters match the bookings.
    bookings = Counter(b.slot for b in care.snapshot(store).bookings)
    assert sum(bookings.values()) == THREADS
    assert {s.id: s.booked for s in slots.values() if s.booked} == dict(bookings)
    store.engine.dispose()
