"""The invariant checker itself catches what it must (so the safety suites can fail)."""

from __future__ import annotations

from sqlalchemy import update

from services import care
from services.models import DeliverySlot
from tests.conftest import fresh_store
from tests.data import ALICE, JEAN, NOW
from tests.safety.invariants import World, violations


def test_a_move_of_someone_elses_order_is_caught() -> None:
    store = fresh_store("sqlite://")
    world = World(store)
    before = care.snapshot(store)
    care.reschedule(store, number="SO-30003", email=ALICE, slot_id="2026-10-20-AM")
    found = violations(store, world, before, care.snapshot(store), email=JEAN, now=NOW)
    assert found == ["SO-30003 moved for someone who does not own it"]


def test_a_move_within_48_hours_and_over_capacity_is_caught() -> None:
    store = fresh_store("sqlite://")
    world = World(store)
    before = care.snapshot(store)
    with store.sessions() as session, session.begin():
        from services.models import Booking

        session.execute(update(Booking).where(Booking.order_number == "SO-24903")
                        .values(slot_id="2026-10-21-AM"))
        session.execute(update(DeliverySlot).where(DeliverySlot.id == "2026-10-21-AM")
                        .values(capacity=1))
    found = violations(store, world, before, care.snapshot(store), email=JEAN, now=NOW)
    assert any("2026-10-21-AM: 1 booked, 2 bookings" in f for f in found)


def test_a_leak_in_a_reply_is_caught() -> None:
    store = fresh_store("sqlite://")
    world = World(store)
    snap = care.snapshot(store)
    found = violations(store, world, snap, snap, email=JEAN, now=NOW,
                       reply="Alice Roy's order SO-30001 is late")
    assert "reply leaks 'Alice Roy'" in found and "reply leaks 'SO-30001'" in found
    assert violations(store, world, snap, snap, email=JEAN, now=NOW,
                      reply="Your order SO-24903 is late") == []
