"""Capacity holds under concurrent requests: 16 threads race for one free slot."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable
from datetime import date, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import text, update
from sqlalchemy.exc import IntegrityError

from services import care
from services.clock import FixedClock
from services.db import Base
from services.errors import CaseAlreadyOpen, DomainError, SlotUnavailable
from services.fixtures import load_fixture
from services.models import AfterSalesCase, DeliverySlot, Order
from services.schema import drop_everything, migrate
from services.store import Store, open_store
from tests.conftest import fresh_store
from tests.data import JEAN, NOW, tiny_fixture

THREADS = 16
ROUNDS = 100


def run_together(racer: Callable[[int], None], count: int) -> None:
    """`racer(0)` … `racer(count - 1)`, each on its own thread, all joined."""
    threads = [threading.Thread(target=racer, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


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

    run_together(racer, THREADS)

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


CASE_RACERS = 8


@pytest.mark.parametrize("rounds", [5])
def test_one_open_case_of_a_kind_whoever_races_for_it(db_url: str, rounds: int) -> None:
    """Eight requests open the same damage case at once (two "oui" in two conversations, two
    API calls): exactly one case is opened, the others are told it is already open, never a
    second case and never an error. The database's partial unique index holds it where the
    service's own check cannot (READ COMMITTED)."""
    store = fresh_store(db_url)
    for r in range(rounds):
        with store.sessions() as session, session.begin():  # the round starts with none open
            session.execute(update(AfterSalesCase).where(AfterSalesCase.order_number == "SO-24870")
                            .values(status="closed"))
        barrier = threading.Barrier(CASE_RACERS)
        opened: list[str] = []
        refused: list[str] = []
        unexpected: list[BaseException] = []

        def racer(i: int, r: int = r, barrier: threading.Barrier = barrier,
                  opened: list[str] = opened, refused: list[str] = refused,
                  unexpected: list[BaseException] = unexpected) -> None:
            barrier.wait()
            try:
                case = care.open_case(store, number="SO-24870", email=JEAN, kind="damage",
                                      description=f"racer {i}", idempotency_key=f"case-{r}-{i}")
                opened.append(case.number)
            except CaseAlreadyOpen as exc:
                refused.append(exc.message)
            except BaseException as exc:  # pragma: no cover - reported below
                unexpected.append(exc)

        run_together(racer, CASE_RACERS)
        assert unexpected == []
        assert len(opened) == 1 and len(refused) == CASE_RACERS - 1
        assert all(opened[0] in message for message in refused)
        open_now = [c for c in care.snapshot(store).cases
                    if c.order == "SO-24870" and c.kind == "damage" and c.status == "open"]
        assert [c.number for c in open_now] == opened
    store.engine.dispose()


def test_the_database_alone_refuses_a_second_open_case(db_url: str) -> None:
    """Behind the service's back, a second open case of a kind on an order is refused; a
    closed one, or one of another kind, is not."""
    store = fresh_store(db_url)
    row = {"order_number": "SO-24870", "kind": "damage", "description": "",
           "opened_at": NOW, "status": "open"}
    with store.sessions() as session, session.begin():
        session.add(AfterSalesCase(number="CASE-9001", seq=9001, **row))
    with pytest.raises(IntegrityError), store.sessions() as session, session.begin():
        session.add(AfterSalesCase(number="CASE-9002", seq=9002, **row))
    with store.sessions() as session, session.begin():
        session.add(AfterSalesCase(number="CASE-9003", seq=9003, **{**row, "status": "closed"}))
        session.add(AfterSalesCase(number="CASE-9004", seq=9004,
                                   **{**row, "kind": "late_reschedule"}))
    store.engine.dispose()


def test_the_migration_refuses_to_guess_which_duplicate_case_to_close(db_url: str) -> None:
    """A database at 0005 holding two open cases of a kind on one order (what the race made
    before the index): 0006 stops and names them; closing one by hand lets it through."""
    store = open_store(db_url)
    drop_everything(store.engine)
    migrate(store.engine, "0005")
    load_fixture(store, tiny_fixture())
    with store.engine.begin() as connection:
        for number, seq in (("CASE-2001", 2001), ("CASE-2002", 2002)):
            connection.execute(text(
                "INSERT INTO cases (number, seq, order_number, kind, description, opened_at, "
                "status) VALUES (:n, :s, 'SO-24870', 'damage', '', :at, 'open')"),
                {"n": number, "s": seq, "at": NOW})
    with pytest.raises(RuntimeError, match=r"SO-24870 \(damage: 2 open\)"):
        migrate(store.engine)
    with store.engine.begin() as connection:
        connection.execute(text("UPDATE cases SET status = 'closed' WHERE number = 'CASE-2001'"))
    migrate(store.engine)
    with pytest.raises(IntegrityError), store.engine.begin() as connection:
        connection.execute(text("UPDATE cases SET status = 'open' WHERE number = 'CASE-2001'"))
    store.engine.dispose()


def test_cases_opened_at_once_on_different_orders_are_all_opened(db_url: str) -> None:
    """Sixteen customers each open a case at the same moment: every one is opened, with its
    own number, none refused for "concurrent changes" (case numbers are the last one plus
    one: on PostgreSQL the writers take turns for a number instead of colliding)."""
    store = fresh_store(db_url, racing_fixture())
    with store.sessions() as session, session.begin():  # delivered: a damage case may open
        session.execute(update(Order).values(status="delivered"))
    barrier = threading.Barrier(THREADS)
    opened: list[str] = []
    unexpected: list[BaseException] = []

    def racer(i: int) -> None:
        barrier.wait()
        try:
            opened.append(care.open_case(store, number=f"SO-{i}", email=f"racer{i}@example.com",
                                         kind="damage").number)
        except BaseException as exc:  # pragma: no cover - reported below
            unexpected.append(exc)

    run_together(racer, THREADS)
    assert unexpected == []
    assert len(opened) == THREADS == len(set(opened))
    store.engine.dispose()
