"""Regional French and English (blind corpus 17): what a slot list must honour, the yes
and no words of each region, and status questions told the regional way."""

from __future__ import annotations

from datetime import date

import pytest

from nodes.kit.answers import undoes_move
from services.wishes import resolve_wish

TODAY = date(2026, 12, 8)  # a Tuesday


@pytest.mark.parametrize("text", [
    "Je voyage, je pars le 14 et je rentre le 20. Vous pouvez décaler la commode après mon "
    "retour, le matin ?",
    "Je suis absente jusqu'au 20. Après mon retour, le matin ?",
    "I fly out on the 14th and I'm back on the 20th. Can you move it to after I'm back?",
])
def test_after_a_return_told_in_the_sentence_before(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.start == date(2026, 12, 21)
    assert not {date(2026, 12, d) for d in (11, 12, 15, 17)} & wish.days()


def test_a_bare_after_never_reaches_back_a_sentence() -> None:
    wish = resolve_wish("Livraison le 10 ? Après, c'est bon", TODAY)
    assert wish.start is None


@pytest.mark.parametrize("text", [
    "Any afternoon next week for the table? Mornings I dey for work",
    "Mornings I dey office, any afternoon next week?",
    "Any afternoon next week? Mornings I work",
])
def test_a_half_day_ruled_out_by_being_at_work(text: str) -> None:
    assert resolve_wish(text, TODAY).half == "pm"


def test_working_from_home_rules_nothing_out() -> None:
    assert resolve_wish("I work from home so mornings are fine", TODAY).half == "am"


@pytest.mark.parametrize("text", [
    "Thank you. Kindly revert with the confirmation on mail.",
    "Kindly revert at the earliest.",
    "Please revert back to me on mail",
    "pls revert asap",
])
def test_revert_said_for_reply_takes_nothing_back(text: str) -> None:
    assert not undoes_move(text)


@pytest.mark.parametrize("text", [
    "revert it please", "please revert the change", "revert to the previous date",
    "can you revert that",
])
def test_revert_said_of_the_move_takes_it_back(text: str) -> None:
    assert undoes_move(text)
