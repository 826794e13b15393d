"""Tell the time to the service layer: business code never calls `datetime.now()`."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Protocol

# The instants a caller may set a run's clock to (a scenario, a test, a demo run "as if"):
# years near 1 or 9999 overflow the rules' date arithmetic (48 hours on, "last year").
EARLIEST = datetime(1970, 1, 1, tzinfo=UTC)
LATEST = datetime(2999, 12, 31, 23, 59, 59, tzinfo=UTC)


def settable(at: datetime) -> datetime:
    """`at`, if a run's clock may be set to it: an instant with a UTC offset between 1970 and
    2999; else a ValueError that says what is expected."""
    if at.tzinfo is None:
        raise ValueError("give a UTC offset, e.g. 2026-10-14T09:00:00+02:00")
    if not EARLIEST <= at <= LATEST:
        raise ValueError(f"expected an instant between 1970 and 2999; got {at.isoformat()}")
    return at


class Clock(Protocol):
    """Anything that can tell the current instant (timezone-aware)."""

    def now(self) -> datetime: ...


class SystemClock:
    """The real wall clock, in UTC."""

    def now(self) -> datetime:
        return datetime.now(UTC)


@dataclass
class FixedClock:
    """A clock stopped at one instant; scenarios and tests set and move it."""

    at: datetime = field(default_factory=lambda: datetime(2026, 10, 14, 7, 0, tzinfo=UTC))

    def __post_init__(self) -> None:
        if self.at.tzinfo is None:
            raise ValueError("FixedClock needs a timezone-aware datetime")

    def now(self) -> datetime:
        return self.at

    def set(self, at: datetime) -> None:
        if at.tzinfo is None:
            raise ValueError("FixedClock needs a timezone-aware datetime")
        self.at = at
