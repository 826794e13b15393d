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


@pytest.mark.parametrize(
    ("status", "booked", "days"),
    [
        ("ready", date(2026, 10, 12), 13),          # booked day gone by, not delivered
        ("in_production", date(2026, 9, 28), 13),   # booked before the promise, gone by
        ("ready", date(2026, 10, 20), 19),          # booked day still to come
        ("ready", date(2026, 10, 14), 13),          # booked today
        ("delivered", date(2026, 10, 3), 2),        # delivered: its day
    ],
)
def test_delay_days_booked_day_gone_by(status: str, booked: date, days: int) -> None:
    """A booked day gone by with the order not delivered is never "on time": the order is
    still to come, so it is late by today at least."""
    assert rules.delay_days(promised_on=date(2026, 10, 1), expected_on=booked,
                            today=date(2026, 10, 14), status=status, booked_on=booked) == days

