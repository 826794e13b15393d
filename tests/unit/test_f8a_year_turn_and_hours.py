"""Blind corpus 8a's findings, read in Python: the year to come ("l'année prochaine", "in the
new year") is read from its 1 January; a month asked with a half-day is no history told; a day
next to New Year's Day is that day; "first thing" is the morning; a clock time no slot covers
is said so (`no_hour`), never proposed as fitting; the proposal's own hours said back with the
yes are its own; season's greetings are a goodbye; an order named with no request points at it;
a time said to suit "it" asks a move (the offline model)."""

from __future__ import annotations

from datetime import date

import pytest

from nodes.kit.answers import only_points_at_order, only_thanks, yes_restating
from services.llm import lexicon
from services.slot_choice import choose_slots
from services.wishes import resolve_wish
from tests.unit.test_slot_choice import BOOKED, FREE, NOW, TABLE, TZ

DECEMBER = date(2026, 12, 21)


@pytest.mark.parametrize("said", [
    "can it come next year?", "vous pouvez livrer l'année prochaine ?", "l'an prochain svp",
    "Could we push it into the new year?", "what do you have in the new year?",
    "dans la nouvelle année", "en début d'année prochaine", "early next year",
    "je ne serai pas là avant l'an prochain", "not until next year",
])
def test_the_year_to_come_is_read_from_its_first_of_january(said: str) -> None:
    wish = resolve_wish(said, DECEMBER)
    assert wish.start == date(2027, 1, 1) and wish.end == date(2027, 12, 31)
    assert not wish.excluded and not wish.dates


def test_next_year_said_in_january_is_the_year_after() -> None:
    wish = resolve_wish("next year", date(2027, 1, 5))
    assert wish.start == date(2028, 1, 1)
    assert resolve_wish("in the new year", date(2027, 1, 5)).start == date(2027, 1, 5)


def test_before_next_year_is_the_rest_of_this_one() -> None:
    wish = resolve_wish("avant l'année prochaine", DECEMBER)
    assert (wish.start, wish.end) == (DECEMBER, date(2026, 12, 31))


@pytest.mark.parametrize(("said", "half"), [
    ("vous avez quoi en janvier l'après-midi ?", "pm"),
    ("il y a quoi en janvier le matin ?", "am"),
    ("qu'est-ce qui est libre en janvier le matin ?", "am"),
])
def test_a_month_asked_with_a_half_day_is_a_wish(said: str, half: str) -> None:
    wish = resolve_wish(said, DECEMBER)
    assert (wish.start, wish.end, wish.half) == (date(2027, 1, 1), date(2027, 1, 31), half)


def test_a_month_told_of_the_past_stays_history() -> None:
    assert resolve_wish("nous avons emménagé en octobre", DECEMBER).empty


@pytest.mark.parametrize(("said", "day"), [
    ("le lendemain du jour de l'an", date(2027, 1, 2)),
    ("le lendemain du nouvel an", date(2027, 1, 2)),
    ("l'avant-veille du jour de l'an", date(2026, 12, 30)),
    ("la veille du nouvel an", date(2026, 12, 31)),
    ("the day after Boxing Day", date(2026, 12, 27)),
])
def test_a_day_next_to_a_holiday_is_that_day(said: str, day: date) -> None:
    assert resolve_wish(said, DECEMBER).dates == (day,)


@pytest.mark.parametrize("said", ["happy new year!", "merci, bonnes fêtes !", "Joyeux Noël",
                                  "meilleurs vœux"])
def test_seasons_greetings_are_no_day_and_a_goodbye(said: str) -> None:
    assert resolve_wish(said, DECEMBER).empty
    assert only_thanks(said)


def test_a_greeting_with_a_request_is_no_goodbye() -> None:
    assert not only_thanks("bonne année, où en est ma commande ?")


@pytest.mark.parametrize("said", ["first thing on Friday 8 January", "Friday 8 January first thing",
                                  "à la première heure le 8 janvier"])
def test_first_thing_is_the_morning(said: str) -> None:
    assert resolve_wish(said, DECEMBER).half == "am"


def test_the_first_thing_said_of_something_else_is_no_morning() -> None:
    assert resolve_wish("the first thing I want is the 8th", DECEMBER).half is None


@pytest.mark.parametrize(("said", "clock"), [
    ("le 5 janvier à 17h30", (17, 30)), ("at 5:30pm on the 6th", (17, 30)),
    ("le 12 à 12h30", (12, 30)), ("le 12 à 8h pile", (8, 0)),
    ("entre 14h et 16h le 28", None), ("après 15h le 5", None), ("avant 10h", None),
    ("from 2 to 4pm on the 5th", None), ("by 3pm on the 5th", None),
])
def test_a_clock_time_wished_is_kept_not_a_bound_or_a_span(said: str, clock: object) -> None:
    assert resolve_wish(said, DECEMBER).clock == clock


def _choose(text: str):  # type: ignore[no-untyped-def]
    return choose_slots(resolve_wish(text, NOW), said_when=True, table=TABLE, free=FREE,
                        booked_id=BOOKED, now=NOW, tz=TZ)


def test_a_time_no_slot_covers_offers_the_days_slots_with_the_reason() -> None:
    found = _choose("le 21 à 17h30")  # the 21st: an afternoon slot only, 13:00-17:00
    assert found.reason == "no_hour" and found.clock == (17, 30)
    assert found.matching == ("2026-10-21-PM",) and found.first == date(2026, 10, 21)
    assert _choose("le 22 à 12h30").reason == "no_hour"  # between the two halves


def test_a_time_a_slot_covers_is_that_slot() -> None:
    found = _choose("le 22 à 9h30")
    assert found.reason is None and found.matching == ("2026-10-22-AM",)


def test_a_day_that_cannot_be_had_keeps_its_own_reason() -> None:
    assert _choose("lundi 19 à 9h").reason == "full"


HOURS = ((13, 0), (17, 0))


@pytest.mark.parametrize(("said", "restated"), [
    ("yes, Monday 4 January, afternoon (13:00–17:00)", True),
    ("oui, lundi 4 janvier l'après-midi (13 h – 17 h)", True),
    ("yes, 4 January from 1pm to 5pm", True),
    ("yes, Monday 4 January, afternoon (13:00-15:00)", False),
    ("yes, Monday 4 January at 15:00", False),
    ("oui lundi 4 de 14h à 17h", False),
])
def test_the_proposals_own_hours_said_back_are_its_own(said: str, restated: bool) -> None:
    assert yes_restating(said, date(2027, 1, 4), "PM", hours=HOURS) is restated


@pytest.mark.parametrize(("said", "points"), [
    ("c'est au sujet de la commande SO-31060", True),
    ("Bonjour, je vous écris concernant SO-31060", True),
    ("I'm writing about order SO-31060", True),
    ("c'est au sujet de la commande SO-31060, elle est cassée", False),
])
def test_an_order_named_with_no_request_points_at_it(said: str, points: bool) -> None:
    assert only_points_at_order(said) is points


@pytest.mark.parametrize("said", [
    "could it be earlier, right after New Year?", "would the 5th work?", "could it be a bit later?",
    "Pendant les vacances scolaires ce serait plus simple pour SO-31040.",
])
def test_a_time_said_to_suit_it_asks_a_move(said: str) -> None:
    assert lexicon.intent_of(said) == "reschedule"
