"""blind16 care_cases: what a damage case records is what the customer said."""

from __future__ import annotations

import pytest

from services.llm.lexicon import problem_of
from services.text import problem_said


@pytest.mark.parametrize("message", [
    "so we finally unpacked the chairs last weekend (been busy with the kids lol) and turns out "
    "one of them has a massive gouge in the seat",
    "the chest of drawers has a split along the top, only noticed it now",
    "noticed today the coffee table has a scratch right across it, it must have been there "
    "since it came",
    "found a dent in the table when we opened the box",
    "je viens de remarquer une rayure sur la table, elle devait déjà y être à la livraison",
    "en déballant maintenant le buffet j'ai découvert qu'il est rayé",
])
def test_damage_found_later_is_no_damage_after_the_delivery(message: str) -> None:
    assert problem_of(message) == "arrived_damaged"
    assert problem_said(message, "damaged_at_home") == "arrived_damaged"


@pytest.mark.parametrize("message", [
    "the leg broke after two weeks, only noticed the crack now",
    "my cat scratched the sofa, I only noticed it today",
    "le pied s'est cassé, maintenant il penche",
])
def test_a_cause_said_stays_damage_after_the_delivery(message: str) -> None:
    assert problem_of(message) == "damaged_at_home"
    assert problem_said(message, "damaged_at_home") == "damaged_at_home"


@pytest.mark.parametrize(("message", "kind"), [
    ("je vous envoie une photo, regardez l'état du plateau de ma table, c'est tout écaillé",
     "arrived_damaged"),
    ("je vous envoie une photo, le tiroir ne ferme pas", "faulty"),
    ("here's a pic, the drawer won't close", "faulty"),
    ("the paint is peeling on the top, photos attached", "arrived_damaged"),
])
def test_a_photo_the_customer_sends_is_no_mismatch_with_the_photo(message: str, kind: str) -> None:
    assert problem_of(message) == kind


@pytest.mark.parametrize("message", ["la table ne ressemble pas à la photo",
                                     "it looks nothing like the picture"])
def test_a_piece_unlike_the_photo_stays_not_as_described(message: str) -> None:
    assert problem_of(message) == "not_as_described"
