"""The invariant checker itself catches what it must (so the safety suites can fail)."""

from __future__ import annotations

from sqlalchemy import update

from services import care
from services.models import Booking, DeliverySlot
from services.store import Store
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


def _force_booking(store: Store, order: str, slot: str, capacity: int | None = None) -> None:
    """Write behind the service's back, as a buggy service would."""
    with store.sessions() as session, session.begin():
        session.execute(update(Booking).where(Booking.order_number == order)
                        .values(slot_id=slot))
        if capacity is not None:
            session.execute(update(DeliverySlot).where(DeliverySlot.id == slot)
                            .values(capacity=capacity))


def test_a_move_into_the_48_hour_window_is_caught() -> None:
    store = fresh_store("sqlite://")
    world = World(store)
    before = care.snapshot(store)
    _force_booking(store, "SO-24903", "2026-10-16-AM")   # 47 hours from NOW
    found = violations(store, world, before, care.snapshot(store), email=JEAN, now=NOW)
    assert "SO-24903 moved to 2026-10-16-AM, less than 48 hours away" in found


def test_a_move_out_of_the_48_hour_window_is_caught() -> None:
    store = fresh_store("sqlite://")
    world = World(store)
    before = care.snapshot(store)
    _force_booking(store, "SO-24911", "2026-10-22-AM")   # SO-24911 is booked tomorrow
    found = violations(store, world, before, care.snapshot(store), email=JEAN, now=NOW)
    assert ("SO-24911 moved from 2026-10-15-PM, which was less than 48 hours away"
            in found)


def test_a_move_over_capacity_is_caught() -> None:
    store = fresh_store("sqlite://")
    world = World(store)
    before = care.snapshot(store)
    _force_booking(store, "SO-24903", "2026-10-21-AM", capacity=1)  # a week away, held
    found = violations(store, world, before, care.snapshot(store), email=JEAN, now=NOW)
    assert any("2026-10-21-AM: 1 booked, 2 bookings" in f for f in found)
    assert not any("48 hours" in f for f in found)


def test_a_leak_in_a_reply_is_caught() -> None:
    store = fresh_store("sqlite://")
    world = World(store)
    snap = care.snapshot(store)
    found = violations(store, world, snap, snap, email=JEAN, now=NOW,
                       reply="Alice Roy's order SO-30001 is late")
    assert "reply leaks 'Alice Roy'" in found and "reply leaks 'SO-30001'" in found
    assert violations(store, world, snap, snap, email=JEAN, now=NOW,
                      reply="Your order SO-24903 is late") == []
