"""Bundle what every operation needs: the session factory, the clock, the time zone."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from zoneinfo import ZoneInfo

from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from services.clock import Clock, SystemClock
from services.db import Base, make_engine, make_sessionmaker


@dataclass
class Store:
    """The business system as the operations see it."""

    engine: Engine
    sessions: sessionmaker[Session]
    clock: Clock = field(default_factory=SystemClock)
    tz: ZoneInfo = field(default_factory=lambda: ZoneInfo("Europe/Paris"))

    def now(self) -> datetime:
        return self.clock.now()

    def local(self, instant: datetime) -> datetime:
        """Express an instant in the store's time zone."""
        return instant.astimezone(self.tz)


def open_store(
    url: str, *, clock: Clock | None = None, timezone: str = "Europe/Paris", create: bool = False
) -> Store:
    """Connect to the database at `url`; `create=True` creates missing tables."""
    engine = make_engine(url)
    if create:
        Base.metadata.create_all(engine)
    return Store(
        engine=engine,
        sessions=make_sessionmaker(engine),
        clock=clock or SystemClock(),
        tz=ZoneInfo(timezone),
    )
