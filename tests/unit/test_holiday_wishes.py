"""Holidays named for their day ("la veille de Noël", "Christmas Eve", "le lendemain de Noël")
are dates, read as the wish; never a shift of the booked day ("la veille" alone is one)."""

from __future__ import annotations

from datetime import date

import pytest

from services.llm.offline import _care_request
from services.text import relative_shift
from services.wishes import resolve_wish, weekdays_only

TODAY = date(2026, 12, 14)


@pytest.mark.parametrize(("said", "day"), [
    ("la veille de Noël", date(2026, 12, 24)),
    ("la veille de noel au matin", date(2026, 12, 24)),
    ("Christmas Eve please", date(2026, 12, 24)),
    ("the day before Christmas", date(2026, 12, 24)),
    ("le lendemain de Noël", date(2026, 12, 26)),
    ("le lendemain de noel", date(2026, 12, 26)),
    ("the day after Christmas", date(2026, 12, 26)),
    ("Boxing Day", date(2026, 12, 26)),
    ("l'avant-veille de Noël", date(2026, 12, 23)),
    ("la veille du jour de l'an", date(2026, 12, 31)),
])
def test_a_holiday_named_for_its_day_is_that_date_not_a_shift(said: str, day: date) -> None:
    assert resolve_wish(said, TODAY).days() == {day}
    assert relative_shift(said) is None
    request = _care_request({"customer_message": f"déplacer SO-24903 {said}",
                             "today": TODAY.isoformat()}, [])
    assert request["wished_slot"] and said in request["wished_slot"]


@pytest.mark.parametrize(("said", "shift"), [
    ("la veille", -1), ("la veille de la livraison", -1), ("the day before", -1),
    ("le lendemain", 1), ("the day after", 1), ("the day before my delivery", -1),
])
def test_the_day_before_or_after_alone_is_still_a_shift(said: str, shift: int) -> None:
    assert relative_shift(said) == shift


@pytest.mark.parametrize(("said", "day"), [
    ("SO-24903 Christmas Eve", date(2026, 12, 24)),
    ("SO-24903 le lendemain de Noël au matin", date(2026, 12, 26)),
    ("SO-24903 december 30", date(2026, 12, 30)),
])
def test_an_order_numbers_last_digits_are_no_day(said: str, day: date) -> None:
    """"SO-24903 december 24": the 03 of the order number is not the 3rd of December."""
    assert resolve_wish(said, TODAY).days() == {day}


@pytest.mark.parametrize(("said", "days", "half"), [
    ("jeudi alors", {3}, None), ("plutôt mardi", {1}, None), ("thursday then", {3}, None),
    ("Thursday afternoon then", {3}, "pm"), ("plutôt le mardi matin", {1}, "am"),
    ("jeudi ou vendredi", {3, 4}, None),
])
def test_weekdays_said_alone_are_read_as_weekdays(said: str, days: set[int],
                                                  half: str | None) -> None:
    assert weekdays_only(said) == (frozenset(days), half)


@pytest.mark.parametrize("said", [
    "le jeudi 29", "jeudi prochain", "mardi de la semaine prochaine", "pas jeudi",
    "sauf le jeudi", "mon canapé", "en mars le mardi", "next Tuesday", "c'est payant ?",
])
def test_a_weekday_tied_to_a_date_or_ruled_out_is_no_weekday_alone(said: str) -> None:
    assert weekdays_only(said) is None


@pytest.mark.parametrize(("said", "start", "end"), [
    # the year-end holidays: from Christmas Eve to New Year's Day
    ("après les fêtes", date(2027, 1, 2), date(2027, 1, 8)),
    ("apres les fetes de fin d'annee", date(2027, 1, 2), date(2027, 1, 8)),
    ("after the holidays", date(2027, 1, 2), date(2027, 1, 8)),
    ("avant les fêtes", TODAY, date(2026, 12, 23)),
    ("before the holidays please", TODAY, date(2026, 12, 23)),
    # a month the move goes to
    ("can we push it to January?", date(2027, 1, 1), date(2027, 1, 31)),
    ("push SO-24903 to january", date(2027, 1, 1), date(2027, 1, 31)),
    ("reporter à février", date(2027, 2, 1), date(2027, 2, 28)),
    ("décaler vers janvier", date(2027, 1, 1), date(2027, 1, 31)),
])
def test_the_holidays_and_a_month_said_after_to_are_a_span(said: str, start: date,
                                                          end: date) -> None:
    wish = resolve_wish(said, TODAY)
    assert (wish.start, wish.end) == (start, end)


@pytest.mark.parametrize("said", [
    "after the summer holidays", "from December to January", "from the 20th to January",
])
def test_other_holidays_and_month_ranges_are_not_read_as_one_month(said: str) -> None:
    wish = resolve_wish(said, TODAY)
    assert (wish.start, wish.end) != (date(2027, 1, 1), date(2027, 1, 31))
    assert (wish.start, wish.end) != (date(2027, 1, 2), date(2027, 1, 8))
