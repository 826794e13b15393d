"""Capacity holds under concurrent requests: 16 threads race for one free slot."""

from __future__ import annotations

import threading
from collections import Counter
from datetime import date, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import update
from sqlalchemy.exc import IntegrityError

from services import care
from services.clock import FixedClock
from services.db import Base
from services.errors import DomainError, SlotUnavailable
from services.fixtures import load_fixture
from services.models import DeliverySlot
from services.store import Store, open_store
from tests.conftest import fresh_store
from tests.data import JEAN, NOW, tiny_fixture

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


def _unconstrained_store(url: str, fixture: dict[str, Any]) -> Store:
    """The same schema without the CHECK that keeps `booked <= capacity`: only the
    service's own check is left to refuse an overbooking."""
    table = Base.metadata.tables["delivery_slots"]
    [check] = [c for c in table.constraints if c.name == "ck_slots_capacity"]
    store = open_store(url, clock=FixedClock(NOW))
    Base.metadata.drop_all(store.engine)
    table.constraints.discard(check)
    try:
        Base.metadata.create_all(store.engine)
    finally:
        table.constraints.add(check)
    load_fixture(store, fixture)
    return store


def _race(store: Store, rounds: int) -> None:
    """THREADS customers race for each one-place slot; exactly one wins, and every loser
    loses because the slot is full, never because the service gave up after retries."""
    winners: list[list[int]] = [[] for _ in range(rounds)]
    losers: list[DomainError] = []
    unexpected: list[BaseException] = []
    barrier = threading.Barrier(THREADS)

    def racer(i: int) -> None:
        for r in range(rounds):
            barrier.wait()
            try:
                care.reschedule(
                    store, number=f"SO-{i}", email=f"racer{i}@example.com", slot_id=f"R-{r:03d}",
                    idempotency_key=f"race-{i}-{r}",
                )
                winners[r].append(i)
            except DomainError as exc:
                losers.append(exc)
            except BaseException as exc:  # pragma: no cover - reported below
                unexpected.append(exc)

    threads = [threading.Thread(target=racer, args=(i,)) for i in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    assert unexpected == []
    assert [len(w) for w in winners] == [1] * rounds
    assert len(losers) == (THREADS - 1) * rounds
    reasons = Counter((type(e).__name__, "is full" in e.message) for e in losers)
    assert reasons == {("SlotUnavailable", True): (THREADS - 1) * rounds}
    slots = {s.id: s for s in care.list_slots(store)}
    assert all(slot.booked <= slot.capacity for slot in slots.values())
    # Every order is booked exactly once, and the counters match the bookings.
    bookings = Counter(b.slot for b in care.snapshot(store).bookings)
    assert sum(bookings.values()) == THREADS
    assert {s.id: s.booked for s in slots.values() if s.booked} == dict(bookings)


def test_exactly_one_winner_per_round(db_url: str) -> None:
    store = fresh_store(db_url, racing_fixture())
    _race(store, ROUNDS)
    store.engine.dispose()


def test_the_service_check_alone_holds_a_race(db_url: str) -> None:
    store = _unconstrained_store(db_url, racing_fixture())
    _race(store, 20)
    store.engine.dispose()


def test_the_service_check_alone_refuses_a_full_slot(db_url: str) -> None:
    """Without the CHECK, a full slot is still refused, as full, and its count is kept."""
    store = _unconstrained_store(db_url, tiny_fixture())
    with pytest.raises(SlotUnavailable, match="is full"):
        care.reschedule(store, number="SO-24903", email=JEAN, slot_id="2026-10-21-AM")
    assert {s.id: s.booked for s in care.list_slots(store)}["2026-10-21-AM"] == 1
    store.engine.dispose()


def test_the_database_constraint_alone_refuses_an_overbooking(db_url: str) -> None:
    """Behind the service's back, the database itself refuses booked > capacity."""
    store = fresh_store(db_url)
    with pytest.raises(IntegrityError), store.sessions() as session, session.begin():
        session.execute(update(DeliverySlot).where(DeliverySlot.id == "2026-10-21-AM")
                        .values(booked=DeliverySlot.capacity + 1))
    with pytest.raises(IntegrityError), store.sessions() as session, session.begin():
        session.execute(update(DeliverySlot).where(DeliverySlot.id == "2026-10-20-AM")
                        .values(booked=-1))
    assert {s.id: s.booked for s in care.list_slots(store)}["2026-10-21-AM"] == 1
    store.engine.dispose()
