"""The day a delivery was first booked is kept on the booking (migration 0007), filled from the
audit log for moves made before it, and an order read no longer searches the audit log."""

from __future__ import annotations

from datetime import date

from alembic import command
from sqlalchemy import event, text

from services import care
from services.clock import FixedClock
from services.fixtures import load_fixture
from services.schema import alembic_config, drop_everything, migrate
from services.store import open_store
from tests.conftest import fresh_store
from tests.data import JEAN, NOW, tiny_fixture


def _first_slots(url: str) -> dict[str, str | None]:
    store = open_store(url)
    with store.engine.connect() as connection:
        rows = connection.execute(text("SELECT order_number, first_slot_id FROM bookings"))
        found = {number: first for number, first in rows}
    store.engine.dispose()
    return found


def test_the_upgrade_fills_the_first_booked_slot_from_the_audit_log(db_url: str) -> None:
    """Moves recorded before the column existed: after 0006 → 0007 the booking holds the slot
    of its first move's origin, and the order reads as it read before the downgrade."""
    store = open_store(db_url, clock=FixedClock(NOW))
    drop_everything(store.engine)
    migrate(store.engine)
    load_fixture(store, tiny_fixture())
    care.reschedule(store, number="SO-24903", email=JEAN, slot_id="2026-10-22-AM")
    care.reschedule(store, number="SO-24903", email=JEAN, slot_id="2026-10-23-AM")
    before = care.get_order(store, number="SO-24903", email=JEAN)
    assert before.first_booked_on == date(2026, 10, 20)
    config = alembic_config(store.engine.url.render_as_string(hide_password=False))
    store.engine.dispose()

    command.downgrade(config, "0006")
    command.upgrade(config, "0007")

    assert _first_slots(db_url)["SO-24903"] == "2026-10-20-PM"
    store = open_store(db_url, clock=FixedClock(NOW))
    assert care.get_order(store, number="SO-24903", email=JEAN) == before
    never_moved = [o for o in care.find_orders(store, email=JEAN) if o.number != "SO-24903"]
    assert never_moved and all(o.first_booked_on is None for o in never_moved)
    store.engine.dispose()


def test_only_the_first_move_sets_the_first_booked_slot(db_url: str) -> None:
    store = fresh_store(db_url)
    assert _first_slots(db_url)["SO-24903"] is None
    care.reschedule(store, number="SO-24903", email=JEAN, slot_id="2026-10-22-AM")
    care.reschedule(store, number="SO-24903", email=JEAN, slot_id="2026-10-23-AM")
    assert _first_slots(db_url)["SO-24903"] == "2026-10-20-PM"
    store.engine.dispose()


def test_reading_an_order_does_not_search_the_audit_log(db_url: str) -> None:
    """The status read is one statement on the order's own tables, however many moves the
    audit log holds (it was a correlated search of the log's JSON, per order read)."""
    store = fresh_store(db_url)
    care.reschedule(store, number="SO-24903", email=JEAN, slot_id="2026-10-22-AM")
    statements: list[str] = []

    def seen(conn, cursor, statement, parameters, context, executemany):  # type: ignore[no-untyped-def]
        statements.append(statement)

    event.listen(store.engine, "before_cursor_execute", seen)
    order = care.get_order(store, number="SO-24903", email=JEAN)
    orders = care.find_orders(store, email=JEAN)
    event.remove(store.engine, "before_cursor_execute", seen)
    assert order.first_booked_on == date(2026, 10, 20)
    assert [o.first_booked_on for o in orders if o.number == "SO-24903"] == [date(2026, 10, 20)]
    assert statements and not [s for s in statements if "audit_log" in s]
    store.engine.dispose()
