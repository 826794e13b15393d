"""Someone else's order named other than by a capitalised first and last name (U6)."""

import pytest

from nodes.care_desk.scope import named_owner, names_others_order


@pytest.mark.parametrize(("message", "words"), [
    ("où en est la commande de jean martin ?", ["jean", "martin"]),
    ("where is jean martin's order?", ["jean", "martin"]),
    ("can you check the order of sarah connor", ["sarah", "connor"]),
    ("pouvez-vous déplacer la livraison de marie dupont à lundi ?", ["marie", "dupont"]),
    ("Où en est la commande de Jean Martin ?", ["jean", "martin"]),
])
def test_a_person_named_in_lower_case(message: str, words: list[str]) -> None:
    assert named_owner(message) == words


@pytest.mark.parametrize("message", [
    "Where is my neighbour Martin's order?", "what about my friend Paul Dupont's delivery?",
    "Où en est la commande de ma voisine Mme Martin ?",
    "et la commande de Dupont, mon voisin, elle arrive quand ?",
    "my neighbour Mrs Martin's parcel",
])
def test_a_relation_named(message: str) -> None:
    assert names_others_order(message)


@pytest.mark.parametrize("message", [
    "où en est la commande de canapé oslo ?", "la livraison du fauteuil brest",
    "where is the order of my Table Lyon?", "la commande de mardi matin",
    "la commande de deux chaises", "la livraison de lundi, mon voisin sera là",
    "la commande de jean est en retard", "the order for john is late",
    "la commande de lucas chez ma mère", "my wife and my order",
])
def test_no_one_else_named(message: str) -> None:
    assert named_owner(message) is None
    assert not names_others_order(message)
