"""Dates testers saw misread: "Monday week", a rank said with another half-day, half-days
misspelt or in a slot id, days no calendar holds, yesterday."""

from __future__ import annotations

from datetime import date

import pytest

from nodes.kit.answers import rank_with_half
from services.text import relative_shift
from services.wishes import resolve_wish, says_when, unreadable_when

TODAY = date(2026, 12, 2)  # a Wednesday


@pytest.mark.parametrize(("text", "day"), [
    ("Can you move my sofa delivery to next Monday week?", date(2026, 12, 14)),
    ("move it to Monday week", date(2026, 12, 14)),
    ("a week on Monday please", date(2026, 12, 14)),
    ("a week from tuesday", date(2026, 12, 15)),
    ("lundi en huit", date(2026, 12, 14)),
    ("Lundi en 8 svp", date(2026, 12, 14)),
    ("mardi en huit au matin", date(2026, 12, 15)),
    ("vendredi en quinze", date(2026, 12, 18)),
    ("une semaine apres lundi", date(2026, 12, 14)),
    ("a week after Monday", date(2026, 12, 14)),
    ("le lendemain de jeudi", date(2026, 12, 4)),
    ("trois jours après mardi", date(2026, 12, 11)),
])
def test_a_week_after_a_weekday(text: str, day: date) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.dates == (day,) and wish.weekdays == ()


@pytest.mark.parametrize(("text", "day"), [
    ("next monday", date(2026, 12, 7)),
    ("lundi", date(2026, 12, 7)),
    ("this weekend", None),
])
def test_near_misses_of_a_week_after(text: str, day: date | None) -> None:
    wish = resolve_wish(text, TODAY)
    assert (wish.dates[0] if wish.dates else None) == day


@pytest.mark.parametrize(("text", "shift"), [
    ("move my sofa delivery a week on Monday", None),
    ("move it two weeks on Friday", None),
    ("push it back a week", 7),
    ("move it a week on", 7),
    ("décalez de −2 jours", None),
])
def test_a_week_on_a_weekday_is_no_shift(text: str, shift: int | None) -> None:
    assert relative_shift(text) == shift


@pytest.mark.parametrize(("text", "day", "half"), [
    ("deplacé ma livraision au 16 decembre lapres midi", date(2026, 12, 16), "pm"),
    ("le 16 laprem", date(2026, 12, 16), "pm"),
    ("16 dec apremidi", date(2026, 12, 16), "pm"),
    ("le 16 décembre lematin", date(2026, 12, 16), "am"),
    ("Move SO-24903 to 2026-12-15-AM", date(2026, 12, 15), "am"),
    ("2026-12-15 PM please", date(2026, 12, 15), "pm"),
])
def test_half_days_misspelt_or_in_a_slot_id(text: str, day: date, half: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.dates == (day,) and wish.half == half


@pytest.mark.parametrize("text", [
    "Déplacez SO-24903 au 1er janvier 10000", "Déplacez SO-24903 au 0 décembre",
    "Move SO-24903 to December -3", "Déplacez SO-24903 de -2 jours",
    "Déplacez SO-24903 de −2 jours", "Déplacez SO-24903 de 99999999999999999999 jours",
    "Déplacez SO-24903 en l'an 9999", "Déplacez SO-24903 dans 1e308 semaines",
    "le 45 mars", "in the year 3000", "le 99999999 décembre",
])
def test_days_no_calendar_holds_are_not_understood(text: str) -> None:
    assert unreadable_when(text) and says_when(text)
    assert resolve_wish(text, TODAY).empty


@pytest.mark.parametrize("text", [
    "déplacez au 15 décembre 2026", "commande 24903 le 15 décembre", "dans 10 jours",
    "December 15", "le 31 décembre", "SO-24903 -> le 15", "in December 2026",
])
def test_days_a_calendar_holds_are_read(text: str) -> None:
    assert not unreadable_when(text)
    assert not resolve_wish(text, TODAY).empty


@pytest.mark.parametrize(("text", "day"), [
    ("Déplacez SO-24903 hier", date(2026, 12, 1)),
    ("move it to yesterday", date(2026, 12, 1)),
    ("déplacez-la avant-hier", date(2026, 11, 30)),
    ("can you deliver it yesterday afternoon?", date(2026, 12, 1)),
    ("pour hier svp", date(2026, 12, 1)),
    ("j'ai commandé hier, déplacez au 15 décembre", date(2026, 12, 15)),
    ("le 2 décembre", date(2026, 12, 2)),
])
def test_yesterday_asked_for_is_gone(text: str, day: date) -> None:
    assert resolve_wish(text, TODAY).dates == (day,)


def test_yesterday_merely_mentioned_is_no_wish() -> None:
    assert resolve_wish("commandé hier, où en est-elle ?", TODAY).empty
    assert not says_when("I called yesterday about my order")


LISTED_DAYS = {8, 10, 11, 12}


@pytest.mark.parametrize(("message", "expected"), [
    ("le 2e mais l'après-midi", (2, "pm")),
    ("le deuxième mais l'aprem", (2, "pm")),
    ("the 2nd one but in the afternoon", (2, "pm")),
    ("option 2 l'après-midi plutôt", (2, "pm")),
    ("le deuxieme mais pas le matin", (2, "pm")),
    ("le second, mais le matin svp", (2, "am")),
    ("the second one, afternoon please", (2, "pm")),
    ("le 2e lapres midi", (2, "pm")),
    ("la dernière mais l'après-midi", (4, "pm")),
    ("number 3 in the morning", (3, "am")),
    # near-misses: dates, plain picks, other days, ranks beyond the list
    ("le 2 décembre", None), ("le 2 janvier l'après-midi", None), ("le 2 au matin", None),
    ("the 2nd in the afternoon", None), ("le 2e", None), ("le deuxième", None),
    ("le 2e mais je préfère jeudi", None), ("le 2e dans 2 jours l'après-midi", None),
    ("le 5e l'après-midi", None), ("plutôt l'après-midi", None), ("le 10 au matin", None),
])
def test_rank_with_half(message: str, expected: tuple[int, str] | None) -> None:
    assert rank_with_half(message, 4, LISTED_DAYS) == expected
