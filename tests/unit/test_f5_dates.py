"""Dates in everyday words (t1 M9): the same slot a week on; d/m or m/d said in English."""

import pytest

from services.text import relative_shift


@pytest.mark.parametrize("message", [
    "move it to the following week, same day same time", "same time next week",
    "same day the following week", "la semaine suivante, meme jour meme heure",
    "même jour même créneau la semaine d'après", "meme jour la semaine prochaine",
    "next week same day please", "meme jour meme heure la semaine suivante svp",
])
def test_the_same_slot_a_week_on(message: str) -> None:
    assert relative_shift(message) == 7


@pytest.mark.parametrize("message", [
    # near-misses: a period, or the same day without a week, is no shift
    "the following week", "la semaine prochaine", "same day", "move it to the same day",
    "meme heure mais mardi",
])
def test_no_week_shift(message: str) -> None:
    assert relative_shift(message) is None


# -- "12/10" in English: the reading within 120 days ----------------------------------

from datetime import date  # noqa: E402

from services.wishes import resolve_wish  # noqa: E402

DEC_2 = date(2026, 12, 2)
OCT_14 = date(2026, 10, 14)


@pytest.mark.parametrize(("message", "today", "days"), [
    ("move SO-25103 to 12/10", DEC_2, {date(2026, 12, 10)}),
    ("can you deliver on 12/10 pls", DEC_2, {date(2026, 12, 10)}),
    ("move it to 10/12", DEC_2, {date(2026, 12, 10)}),
    ("the 12/10 afternoon please", DEC_2, {date(2026, 12, 10)}),
    ("move it to 25/12", DEC_2, {date(2026, 12, 25)}),
    # both readings near: both days offered (the list asks which)
    ("could you move it to 11/12?", OCT_14, {date(2026, 12, 11), date(2026, 11, 12)}),
    # a year said, or French: day first, as written
    ("move it to 12/10/2027", DEC_2, {date(2027, 10, 12)}),
    ("decaler au 12/10", DEC_2, {date(2027, 10, 12)}),
    ("je veux le 11/12", OCT_14, {date(2026, 12, 11)}),
])
def test_numeric_dates(message: str, today: date, days: set[date]) -> None:
    assert set(resolve_wish(message, today).dates) == days
