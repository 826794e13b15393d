"""The day after tomorrow however written ("after tomorrow", "aftertomorrow", "apres dem1"),
and the bounds said of it that stay bounds ("any day after tomorrow")."""

from __future__ import annotations

from datetime import date

import pytest

from services.wishes import resolve_wish, says_when

TODAY = date(2026, 12, 2)  # a Wednesday: the day after tomorrow is Friday 4
FRIDAY = date(2026, 12, 4)


@pytest.mark.parametrize(("text", "half"), [
    ("SO-24903 after-tomorrow pls", None),
    ("after tomorrow", None),
    ("aftertomorrow", None),
    ("After Tomorrow please", None),
    ("after tommorow afternoon", "pm"),
    ("after tmrw morning", "am"),
    ("day after tomorrow", None),
    ("the day after tomorrow", None),
    ("après-demain", None),
    ("apres demain", None),
    ("apres-dem1", None),
    ("apres dem1 le matin", "am"),
    ("apresdemain", None),
    ("aprés demain aprem", "pm"),
    ("apre demain", None),
])
def test_the_day_after_tomorrow(text: str, half: str | None) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.dates == (FRIDAY,) and wish.start is None
    assert wish.half == half
    assert says_when(text)


@pytest.mark.parametrize("text", [
    "any day after tomorrow",
    "anytime after tomorrow",
    "sometime after tomorrow",
    "only after tomorrow",
    "later than tomorrow",
])
def test_a_bound_after_tomorrow_stays_a_bound(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.dates != (FRIDAY,)
    assert FRIDAY in wish.days() and date(2026, 12, 8) in wish.days()


@pytest.mark.parametrize(("text", "day"), [
    ("tomorrow", date(2026, 12, 3)),
    ("demain", date(2026, 12, 3)),
    ("demain apres-midi", date(2026, 12, 3)),
    ("tomorrow afternoon", date(2026, 12, 3)),
])
def test_tomorrow_is_still_tomorrow(text: str, day: date) -> None:
    assert resolve_wish(text, TODAY).dates == (day,)
