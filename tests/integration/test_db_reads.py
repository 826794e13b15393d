"""Hot single-statement reads (`db.read_all`): plain connections, no transaction of their own on
SQLite, the rows a session reads on SQLite and PostgreSQL, and they never wait for a writer."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import Column, Integer, MetaData, Table, event, select, text

from services.db import UTCDateTime, read_all, write_transaction
from services.models import Order
from services.store import Store
from tests.conftest import fresh_store

NUMBERS = select(Order.number).order_by(Order.number)


def _statements(store: Store) -> list[str]:
    seen: list[str] = []

    @event.listens_for(store.engine, "before_cursor_execute")
    def _record(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        seen.append(statement.strip().split()[0].upper())

    return seen


def test_a_single_read_opens_no_transaction_on_sqlite(tmp_path: Path) -> None:
    store = fresh_store(f"sqlite:///{tmp_path / 'reads.db'}")
    try:
        seen = _statements(store)
        rows = read_all(store.engine, NUMBERS, {})
        assert [r.number for r in rows] == sorted(r.number for r in rows) and rows
        assert seen == ["SELECT"]  # no BEGIN before it
        with store.sessions() as session:  # a session still begins its transaction
            session.execute(NUMBERS).all()
        assert seen[1:] == ["BEGIN", "SELECT"]
    finally:
        store.engine.dispose()


def test_an_order_is_read_in_one_statement_without_a_transaction(tmp_path: Path) -> None:
    """A status turn's read: the order, its owner, booked slot, lines and products in one
    SELECT (no BEGIN/COMMIT around two statements); an order without lines still reads."""
    from services import care
    from tests.data import JEAN

    store = fresh_store(f"sqlite:///{tmp_path / 'order.db'}")
    try:
        seen = _statements(store)
        order = care.get_order(store, number="so-24903", email=JEAN.upper())
        assert seen == ["SELECT"]
        assert order.number == "SO-24903" and order.lines and order.delivery_slot is not None
        with write_transaction(store.sessions) as session:
            session.execute(text("DELETE FROM order_lines WHERE order_number = 'SO-24903'"))
        assert care.get_order(store, number="SO-24903", email=JEAN).lines == []
    finally:
        store.engine.dispose()


def test_a_single_read_does_not_wait_for_a_writer(tmp_path: Path) -> None:
    store = fresh_store(f"sqlite:///{tmp_path / 'wal.db'}")
    try:
        before = [r.number for r in read_all(store.engine, NUMBERS, {})]
        with write_transaction(store.sessions) as session:  # holds SQLite's write lock
            session.execute(text("DELETE FROM bookings"))
            assert [r.number for r in read_all(store.engine, NUMBERS, {})] == before
    finally:
        store.engine.dispose()


def test_a_single_read_gives_what_a_session_reads(store: Store) -> None:
    """On SQLite and PostgreSQL alike."""
    with store.sessions() as session:
        expected = [tuple(r) for r in session.execute(NUMBERS)]
    assert expected and [tuple(r) for r in read_all(store.engine, NUMBERS, {})] == expected


def _probe_table(store: Store) -> Table:
    table = Table(f"instants_probe_{uuid.uuid4().hex[:8]}", MetaData(),
                  Column("id", Integer, primary_key=True), Column("at", UTCDateTime))
    table.create(store.engine)
    return table


INSTANTS = [datetime(2026, 12, 8, 8, 0, tzinfo=UTC),
            datetime(2026, 7, 14, 14, 30, 15, 123456, tzinfo=ZoneInfo("Europe/Paris")),
            datetime(2026, 10, 25, 23, 59, 59, 999999, tzinfo=timezone(timedelta(hours=-5)))]


def test_instants_come_back_as_the_same_aware_utc_instants(store: Store) -> None:
    """On SQLite (stored as text, parsed by `UTCDateTime`) and PostgreSQL alike."""
    table = _probe_table(store)
    try:
        with store.engine.begin() as conn:
            conn.execute(table.insert(), [{"id": i, "at": at} for i, at in enumerate(INSTANTS)])
            conn.execute(table.insert(), [{"id": 99, "at": None}])
        rows = read_all(store.engine, select(table.c.at).order_by(table.c.id), {})
        got = [row.at for row in rows]
        assert got[:-1] == INSTANTS and got[-1] is None
        assert all(at.utcoffset() == timedelta(0) and at.tzinfo is UTC for at in got[:-1])
    finally:
        table.drop(store.engine)


def test_instant_text_written_by_another_tool_is_read_right(tmp_path: Path) -> None:
    """SQLite text without microseconds, with a "T", or with an offset (not how this type
    writes, but a hand-edited or imported database may hold it)."""
    store = fresh_store(f"sqlite:///{tmp_path / 'text.db'}")
    table = _probe_table(store)
    try:
        with store.engine.begin() as conn:
            for i, stored in enumerate(["2026-12-08 08:00:00", "2026-12-08T08:00:00.5",
                                        "2026-12-08T09:00:00+01:00"]):
                conn.execute(text(f"INSERT INTO {table.name} (id, at) VALUES (:i, :at)"),
                             {"i": i, "at": stored})
        got = [row.at for row in read_all(store.engine, select(table.c.at)
                                           .order_by(table.c.id), {})]
        eight = datetime(2026, 12, 8, 8, 0, tzinfo=UTC)
        assert got == [eight, eight + timedelta(microseconds=500_000), eight]
        assert all(at.tzinfo is UTC for at in got)
    finally:
        store.engine.dispose()


def _orders_as_the_orm_read_them(store: Store, email: str) -> list[Any]:
    """`care.find_orders` as it was before it read rows: entities loaded eagerly, each order
    turned into a view from its objects. The reference the one-statement read must match."""
    from sqlalchemy.orm import joinedload, selectinload

    from services import care, rules
    from services.models import Booking, Customer, OrderLine
    from services.schemas import OrderLineView

    with store.sessions() as session:
        orders = session.scalars(
            select(Order).join(Customer)
            .where(Customer.email == rules.normalise_email(email))
            .options(joinedload(Order.customer),
                     joinedload(Order.booking).joinedload(Booking.slot),
                     joinedload(Order.booking).joinedload(Booking.first_slot),
                     selectinload(Order.lines).joinedload(OrderLine.product))
            .order_by(Order.ordered_on.desc(), Order.number)).unique()
        views = []
        for order in orders:
            slot = order.booking.slot if order.booking else None
            first = order.booking.first_slot if order.booking else None
            views.append(care._view(
                store, number=order.number, customer_id=order.customer_id,
                customer_name=order.customer.name, email=order.customer.email,
                status=order.status, workshop_stage=order.workshop_stage,
                ordered_on=order.ordered_on, promised_on=order.promised_on,
                lines=[OrderLineView(sku=line.sku, product=line.product.name,
                                     quantity=line.quantity) for line in order.lines],
                slot=care.slot_view(slot) if slot else None,
                first_start=first.start if first else None))
        return views


def test_every_order_of_a_customer_reads_as_the_orm_read_it(db_url: str) -> None:
    """`care.find_orders` reads a customer's orders in one prebuilt statement, as rows: the
    same views, in the same order, as the entities it used to load eagerly, for every
    customer of the demo data set, an e-mail written differently, an unknown one, after moves
    (the first booked day) and for an order without lines, on SQLite and PostgreSQL."""
    from services import care
    from services.demo import demo_fixture
    from tests.data import JEAN, NOW

    store = fresh_store(db_url, demo_fixture(NOW))
    try:
        with store.engine.connect() as conn:
            emails = [e for (e,) in conn.execute(text("SELECT email FROM customers"))]
        free = [s.id for s in care.free_slots(store, number="SO-24903", email=JEAN)]
        care.reschedule(store, number="SO-24903", email=JEAN, slot_id=free[0])
        care.reschedule(store, number="SO-24903", email=JEAN, slot_id=free[1])
        with write_transaction(store.sessions) as session:
            session.execute(text("DELETE FROM order_lines WHERE order_number = 'SO-24870'"))
        seen = _statements(store)
        for email in [*emails, f"  {JEAN.upper()} ", "nobody@example.com"]:
            del seen[:]
            found = care.find_orders(store, email=email)
            assert seen == ["SELECT"]
            assert found == _orders_as_the_orm_read_them(store, email)
        jean = {o.number: o for o in care.find_orders(store, email=JEAN)}
        assert len(jean) > 2 and jean["SO-24870"].lines == []
        assert jean["SO-24903"].first_booked_on is not None
        assert sum(len(care.find_orders(store, email=e)) for e in emails) > len(emails)
    finally:
        store.engine.dispose()
