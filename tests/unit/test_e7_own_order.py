"""The caller's own order said in words, and "la passer au 22" as a move."""

from __future__ import annotations

from datetime import date

import pytest

from services.llm import lexicon
from services.text import points_at_own_order


@pytest.mark.parametrize("message", [
    "Bon tant pis. Ma commande à moi, vous la passez au lundi 23 ?",
    "fine. move mine to December 4 morning then",
    "décalez ma commande au mardi 24",
    "et la mienne alors ?",
    "what about my own order?",
])
def test_the_callers_own_order(message: str) -> None:
    assert points_at_own_order(message)


@pytest.mark.parametrize("message", [
    "Et celle de Claire, SO-70101 ?",
    "et mon autre commande ?",
    "what about my other order?",
    "le canapé de ma voisine",
])
def test_not_the_callers_own_order(message: str) -> None:
    assert not points_at_own_order(message)


@pytest.mark.parametrize(("message", "intent"), [
    ("Ma commande à moi, vous la passez au mardi 22 décembre après-midi ?", "reschedule"),
    ("vous pouvez la passer à mardi ?", "reschedule"),
    ("on le passe au 22 ?", "reschedule"),
    ("le livreur passe mardi ?", "order_status"),
    ("il passe le 22 ?", "order_status"),
])
def test_passer_with_an_object_pronoun_is_a_move(message: str, intent: str) -> None:
    assert lexicon.intent_of(message) == intent


@pytest.mark.parametrize(("message", "said"), [
    ("c'est bien un mardi ?", 1),
    ("is that a Tuesday?", 1),
    ("c est un mercredi hein", 2),
    ("its on a wednesday?", 2),
])
def test_a_weekday_asked_of_the_day_proposed(message: str, said: int) -> None:
    from nodes.kit.answers import weekday_asked
    asked = weekday_asked(message, date(2026, 12, 3), proposed=date(2026, 12, 22))
    assert asked is not None and (asked.day, asked.said) == (date(2026, 12, 22), said)


@pytest.mark.parametrize("message", ["mardi ?", "mardi 22 ?", "c'est un mardi",
                                     "un mardi plutôt ?"])
def test_no_weekday_question_of_the_day_proposed(message: str) -> None:
    """A weekday alone or told is a wish (or nothing), never a question about the proposal;
    with no proposal waiting, nothing is asked of a day."""
    from nodes.kit.answers import weekday_asked
    assert weekday_asked(message, date(2026, 12, 3), proposed=date(2026, 12, 22)) is None
    assert weekday_asked("c'est bien un mardi ?", date(2026, 12, 3)) is None
