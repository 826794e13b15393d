"""State the business rules as pure functions, so every door applies the same ones."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from services.text import ascii_lower

MIN_NOTICE = timedelta(hours=48)
CLOSED_STATUSES = frozenset({"delivered", "cancelled"})
MAX_DESCRIPTION = 2000


def far_enough(start: datetime, now: datetime) -> bool:
    """A delivery can be moved, or booked, only if it starts 48 hours or more from now."""
    return start - now >= MIN_NOTICE


def can_move(status: str) -> bool:
    """Delivered and cancelled orders have no delivery left to move."""
    return status not in CLOSED_STATUSES


def delay_days(*, promised_on: date, expected_on: date | None, today: date, status: str,
               booked_on: date | None = None) -> int:
    """Days late against the promised date: by the booked date, or by today if none, or
    if the day booked (`booked_on`) has gone by with the order not delivered (it is still
    to come, so at least as late as today)."""
    if status == "cancelled" or (status == "delivered" and expected_on is None):
        return 0  # nothing left to be late for (or no delivery date to measure it by)
    reference = expected_on if expected_on is not None else today
    if status != "delivered" and booked_on is not None and booked_on < today:
        reference = max(reference, today)
    return max(0, (reference - promised_on).days)


def days_overdue(status: str, due_on: date, today: date) -> int | None:
    """By how many days an overdue bill is past its due date today; None when it is not."""
    return (today - due_on).days if status == "overdue" and today > due_on else None


def normalise_email(email: str) -> str:
    """The address as the customers' addresses are compared: spaces around it dropped, ASCII
    letters in lower case and nothing else (Unicode's lower() turns KELVIN SIGN into "k")."""
    return ascii_lower(email.strip(" \t\r\n"))
