"""Tell the time to the service layer: business code never calls `datetime.now()`."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Protocol


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
