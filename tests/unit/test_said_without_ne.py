"""Readings a blind corpus found wrong (tests/paraphrases/holdout): a weekday with its number
after a word ending in "ce" ("de la place jeudi 10" was the next Thursday, the 3rd: the
"ce" of "place" read as "ce jeudi"), and a day that does not suit said without the "ne"
("je peux pas être là mercredi" was a wish for Wednesday, listed first)."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from services.llm.lexicon import intent_of
from services.wishes import resolve_wish

NOW = datetime.fromisoformat("2026-12-02T10:00:00+01:00")  # a Wednesday


@pytest.mark.parametrize(("text", "day"), [
    ("Vous avez encore de la place jeudi 10 ?", date(2026, 12, 10)),
    ("de la place jeudi 10", date(2026, 12, 10)),
    ("ce jeudi 10", date(2026, 12, 10)),
    ("cette fois vendredi 11", date(2026, 12, 11)),
    ("une place samedi 12 au matin", date(2026, 12, 12)),
    ("this thursday the 10th", date(2026, 12, 10)),
    ("any space on friday 11?", date(2026, 12, 11)),
    ("face au jeudi 10", date(2026, 12, 10)),
    # near-misses: a weekday alone is still the next one
    ("ce jeudi", date(2026, 12, 3)),
    ("de la place jeudi ?", date(2026, 12, 3)),
    ("this friday", date(2026, 12, 4)),
])
def test_a_weekday_with_its_number_is_that_day(text: str, day: date) -> None:
    assert resolve_wish(text, NOW).dates == (day,)


@pytest.mark.parametrize(("text", "wished", "ruled_out"), [
    ("jpeux pas etre la mardi, mettez jeudi 10 stp", date(2026, 12, 10), date(2026, 12, 8)),
    ("je peux pas être là mercredi, mettez jeudi 10", date(2026, 12, 10), date(2026, 12, 9)),
    ("je serai pas là mercredi, plutôt jeudi 10", date(2026, 12, 10), date(2026, 12, 9)),
    ("je suis pas là le 9, le 10 plutôt", date(2026, 12, 10), date(2026, 12, 9)),
    ("j'peux pas le 9, le 10 ça ira", date(2026, 12, 10), date(2026, 12, 9)),
    ("peux pas être présent mercredi, jeudi 10 svp", date(2026, 12, 10), date(2026, 12, 9)),
])
def test_a_day_that_does_not_suit_said_without_ne_is_ruled_out(
        text: str, wished: date, ruled_out: date) -> None:
    wish = resolve_wish(text, NOW)
    assert wish.dates == (wished,) and wish.excluded == (ruled_out,)


@pytest.mark.parametrize("text", [
    "je peux pas attendre, mettez jeudi 10", "je peux passer jeudi 10",
    "je suis là jeudi 10", "on peut pas faire jeudi 10 ?",
])
def test_no_day_ruled_out_when_none_is_said_not_to_suit(text: str) -> None:
    wish = resolve_wish(text, NOW)
    assert wish.dates == (date(2026, 12, 10),) and wish.excluded == ()


@pytest.mark.parametrize("text", [
    "je peux pas être là mercredi, mettez-la jeudi 10", "mettez jeudi 10 stp",
    "jpeux pas etre la mardi", "mets-la au 12 stp", "put it on friday please",
    "put them on the 10th", "je serai pas là demain",
])
def test_the_day_wanted_or_not_said_plainly_is_a_move(text: str) -> None:
    assert intent_of(text) == "reschedule"


@pytest.mark.parametrize("text", [
    "mettez-moi un mot", "je peux pas vous répondre", "put it in writing please",
])
def test_near_misses_are_no_move(text: str) -> None:
    assert intent_of(text) != "reschedule"
