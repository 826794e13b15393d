"""Dates and constraints of a first message that were misread (f5): days of the month in
words ("au quinze décembre", "the fourteenth", "le vingt et un"), "un autre jour la même
semaine" after a day ruled out, "lundi, mais je préférerais mardi", a half-day said "only"
after a fallback (of both), and "entre Noël et le jour de l'an" (strictly between)."""

from __future__ import annotations

from datetime import date

import pytest

from services.wishes import resolve_wish, says_when

TODAY = date(2026, 12, 2)  # a Wednesday
D = date.fromisoformat


@pytest.mark.parametrize(("text", "day"), [
    ("déplacer SO-24903 au quinze décembre", "2026-12-15"),
    ("deplacer au quinze decembre stp", "2026-12-15"),
    ("move SO-24903 to the fourteenth", "2026-12-14"),
    ("could you move it to the Fourteenth please?", "2026-12-14"),
    ("le vingt et un décembre", "2026-12-21"),
    ("livrez le vingt-deux", "2026-12-22"),
    ("le vingt deux svp", "2026-12-22"),
    ("on the twenty-first", "2026-12-21"),
    ("the twenty first of December", "2026-12-21"),
    ("jeudi dix-sept", "2026-12-17"),
    ("le premier janvier", "2027-01-01"),
    ("the first of January", "2027-01-01"),
])
def test_days_in_words_are_days(text: str, day: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.dates == (D(day),)
    assert says_when(text)


@pytest.mark.parametrize("text", [
    "le premier", "le deuxième", "the second one", "the fifth", "le deux",
    "dans deux semaines, c'est possible ?", "quinze jours plus tard",
])
def test_a_position_or_a_count_in_words_is_no_day_of_the_month(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert not wish.dates or wish.dates[0] != D("2026-12-02")
    assert all(d.day not in (1, 2, 5, 15) or d.month != 12 for d in wish.dates)


@pytest.mark.parametrize("text", [
    "Je suis pas dispo le 8, vous pouvez livrer un autre jour la même semaine ?",
    "je ne suis pas là le 8, un autre jour cette semaine-là ?",
    "pas dispo le 8 decembre, autre jour meme semaine svp",
    "I'm away on the 8th, could you deliver another day that week?",
    "I won't be home on the 8th, any other day the same week?",
])
def test_another_day_the_same_week_is_that_week_less_the_day(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert (wish.start, wish.end) == (D("2026-12-07"), D("2026-12-13"))
    assert D("2026-12-08") in wish.excluded


def test_a_day_ruled_out_without_the_week_is_no_range() -> None:
    wish = resolve_wish("je ne suis pas dispo le 8", TODAY)
    assert wish.start is None and wish.excluded == (D("2026-12-08"),)


@pytest.mark.parametrize(("text", "weekday"), [
    ("Mon buffet doit être livré lundi, mais je préférerais mardi", 1),
    ("livraison prévue lundi mais je prefere mardi", 1),
    ("It's due on Monday but I'd prefer Tuesday", 1),
    ("booked for Monday, but I would prefer Wednesday", 2),
    ("c'est prévu mardi, mais je préférerais jeudi", 3),
])
def test_the_day_preferred_over_the_booked_one_is_the_wish(text: str, weekday: int) -> None:
    wish = resolve_wish(text, TODAY)
    assert [d.weekday() for d in wish.dates] == [weekday]


def test_two_days_both_wished_stay_both() -> None:
    wish = resolve_wish("lundi ou mardi, je préfère le matin", TODAY)
    assert sorted(d.weekday() for d in wish.dates) == [0, 1]


@pytest.mark.parametrize(("text", "half"), [
    ("move SO-24903 to the 14th or if that's not possible the 15th, mornings only", "am"),
    ("le 14, sinon le 15, le matin uniquement", "am"),
    ("le 14 sinon le 15, uniquement l'après-midi", "pm"),
    ("the 14th, failing that the 15th, only in the afternoon please", "pm"),
    ("14th or else the 15th, afternoons only", "pm"),
])
def test_a_half_day_said_only_is_of_the_wish_and_its_fallback(text: str, half: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.dates == (D("2026-12-14"),) and wish.half == half
    assert wish.fallback is not None and wish.fallback.half == half


def test_a_half_day_of_the_fallback_alone_stays_its_own() -> None:
    wish = resolve_wish("le 14, sinon le 15 le matin", TODAY)
    assert wish.half is None and wish.fallback is not None and wish.fallback.half == "am"


@pytest.mark.parametrize("text", [
    "entre Noël et le jour de l'an", "entre noel et le nouvel an",
    "between Christmas and New Year", "between christmas and new year's day",
    "between Xmas and New Year, please",
])
def test_between_christmas_and_new_year_is_strictly_between(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert (wish.start, wish.end) == (D("2026-12-26"), D("2026-12-31"))
