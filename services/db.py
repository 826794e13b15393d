"""Open the business database: engines, sessions and the column types they share."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any

from sqlalchemy import DateTime, Engine, Executable, Row, create_engine, event
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker
from sqlalchemy.pool import StaticPool
from sqlalchemy.types import TypeDecorator


class UTCDateTime(TypeDecorator[datetime]):
    """Store instants as naive UTC, give them back timezone-aware.

    SQLite has no timezone type; storing UTC everywhere keeps comparisons
    in SQL correct on both SQLite and PostgreSQL.
    """

    impl = DateTime
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to the database; pass an aware one")
        return value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC)

    def result_processor(self, dialect: Dialect, coltype: object
                         ) -> Callable[[Any], datetime | None] | None:
        """SQLite hands back the stored text: parsed straight into an aware instant (one C
        call; the default text parser then `replace(tzinfo=...)` cost about 5x more, and a
        slot table or a bill period reads hundreds of instants a turn)."""
        if dialect.name == "sqlite":
            return _sqlite_instant
        return super().result_processor(dialect, coltype)


@lru_cache(maxsize=8192)
def _sqlite_instant(value: str | datetime | None) -> datetime | None:
    """A naive-UTC instant stored by SQLite as ISO text, aware. Text written with an offset
    (not by this type) is converted rather than relabelled. Kept per text (an instant is
    immutable): the same slots' starts and ends are read turn after turn, by every
    conversation, a hundred a reschedule turn."""
    if value is None:
        return None
    if isinstance(value, datetime):  # a driver set to parse types already did
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
    try:
        return datetime.fromisoformat(value + "+00:00")
    except ValueError:
        parsed = datetime.fromisoformat(value)
        return (parsed.replace(tzinfo=UTC) if parsed.tzinfo is None
                else parsed.astimezone(UTC))


SQLITE_CACHE_KIB = 64 * 1024  # page cache per connection, at most (allocated as used)
SQLITE_MMAP_BYTES = 1 << 30  # address space only: pages are shared with the OS cache


class Base(DeclarativeBase):
    """Declarative base of every business table."""


def make_engine(url: str, **kwargs: Any) -> Engine:
    """Create an engine; SQLite gets foreign keys, WAL and a busy timeout."""
    if url.startswith("sqlite"):
        path = url.split("///", 1)[1] if "///" in url else ""
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        connect_args = {"check_same_thread": False, "timeout": 30}
        if path in ("", ":memory:"):
            engine = create_engine(
                url, connect_args=connect_args, poolclass=StaticPool, **kwargs
            )
        else:
            engine = create_engine(url, connect_args=connect_args, **kwargs)

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
            # Python's sqlite3 opens transactions lazily; we take control of BEGIN
            # (see _sqlite_begin) so that a write transaction can lock up front.
            dbapi_conn.isolation_level = None
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA foreign_keys=ON")
            if path and path != ":memory:":
                cur.execute("PRAGMA journal_mode=WAL")
                cur.execute("PRAGMA synchronous=NORMAL")  # safe with WAL, far fewer fsyncs
                # Read large ranges from memory: the default page cache is 2 MB.
                cur.execute(f"PRAGMA mmap_size={SQLITE_MMAP_BYTES}")
            cur.execute(f"PRAGMA cache_size=-{SQLITE_CACHE_KIB}")
            cur.execute("PRAGMA temp_store=MEMORY")
            cur.execute("PRAGMA busy_timeout=30000")
            cur.close()

        @event.listens_for(engine, "begin")
        def _sqlite_begin(conn: Any) -> None:
            # Writers take the lock up front so they queue instead of failing half-way;
            # readers start a plain transaction and never wait (WAL).
            options = conn.get_execution_options()
            if options.get(SINGLE_READ_OPTION):
                return  # one SELECT: SQLite runs it in its own implicit read transaction
            conn.exec_driver_sql("BEGIN IMMEDIATE" if options.get(WRITE_OPTION) else "BEGIN")

        return engine
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url.removeprefix("postgresql://")
    return create_engine(url, pool_pre_ping=True, **kwargs)


def make_sessionmaker(engine: Engine) -> sessionmaker[Session]:
    """Sessions that keep loaded objects usable after commit."""
    return sessionmaker(engine, expire_on_commit=False)


WRITE_OPTION = "comptoir_write"
SINGLE_READ_OPTION = "comptoir_single_read"


def read_all(engine: Engine, statement: Executable, params: Mapping[str, Any]
             ) -> Sequence[Row[Any]]:
    """The rows of one SELECT, on a plain connection: no ORM session, and on SQLite no
    explicit transaction (a single statement reads one consistent snapshot by itself).
    For hot reads that are one statement; several statements that must agree share a
    session (or a transaction) instead."""
    with engine.connect().execution_options(**{SINGLE_READ_OPTION: True}) as conn:
        return conn.execute(statement, params).all()


@contextmanager
def write_transaction(factory: sessionmaker[Session]) -> Iterator[Session]:
    """One write transaction: it takes SQLite's write lock at BEGIN, commits on success,
    rolls back on error. Reads just use a session."""
    with factory() as session, session.begin():
        session.connection(execution_options={WRITE_OPTION: True})
        yield session
