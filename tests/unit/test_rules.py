"""The pure business rules."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest

from services import rules

NOW = datetime(2026, 10, 14, 7, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("hours", "ok"), [(47.99, False), (48, True), (100, True), (-1, False)]
)
def test_48_hours(hours: float, ok: bool) -> None:
    assert rules.far_enough(NOW + timedelta(hours=hours), NOW) is ok


@pytest.mark.parametrize(
    ("status", "expected", "days"),
    [
        ("in_production", date(2026, 10, 20), 19),   # booked after the promise
        ("in_production", date(2026, 9, 20), 0),     # booked before the promise
        ("in_production", None, 13),                 # not booked, promise already past
        ("placed", None, 13),
        ("delivered", None, 0),
        ("delivered", date(2026, 10, 3), 2),
        ("cancelled", date(2026, 10, 20), 0),
    ],
)
def test_delay_days(status: str, expected: date | None, days: int) -> None:
    assert rules.delay_days(promised_on=date(2026, 10, 1), expected_on=expected,
                            today=date(2026, 10, 14), status=status) == days

