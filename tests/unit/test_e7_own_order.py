"""The caller's own order said in words, and "la passer au 22" as a move."""

from __future__ import annotations

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
