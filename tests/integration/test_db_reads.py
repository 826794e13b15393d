"""Hot single-statement reads (`db.read_all`): plain connections, no transaction of their own on
SQLite, the rows a session reads on SQLite and PostgreSQL, and they never wait for a writer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import event, select, text

from services.db import read_all, write_transaction
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
