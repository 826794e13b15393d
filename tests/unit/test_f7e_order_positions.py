"""f7e: a position in the list of the customer's orders the desk showed ("la deuxième", "the
2nd one", "the last one"), read in Python; never a position of a slot, a day or a time."""

from __future__ import annotations

import pytest

from nodes.care_desk.executors import SAME_DAY_AS
from services.text import fold, order_rank


@pytest.mark.parametrize(("text", "rank"), [
    ("la première", 1),
    ("La première, elle arrive quand ?", 1),
    ("Et la deuxième ?", 2),
    ("la 2e elle arrive qd", 2),
    ("et la 1ere ?", 1),
    ("la 1re c'est pour quand", 1),
    ("ma deuxième commande, elle en est où ?", 2),
    ("la seconde est prête ?", 2),
    ("et la dernière ?", -1),
    ("when is the 2nd one coming?", 2),
    ("and the first?", 1),
    ("what about the second order", 2),
    ("the last one, where is it", -1),
    ("and the third one?", 3),
])
def test_a_position_in_the_list_of_orders(text: str, rank: int) -> None:
    assert order_rank(text) == rank


@pytest.mark.parametrize("text", [
    "le premier créneau",
    "la première fois que je commande chez vous",
    "le 1er décembre",
    "the first of December",
    "the first day you can do",
    "la deuxième semaine de décembre",
    "the second week of December",
    "le premier jour dispo",
    "la dernière fois le livreur était en retard",
    "the last time you said Friday",
    "option 2",
    "2",
    "la première et la deuxième",
    "ma commande SO-80101",
])
def test_no_position_of_an_order(text: str) -> None:
    assert order_rank(text) is None


def test_same_day_as_a_position_leaves_the_order_moved() -> None:
    """"La deuxième … le même jour que la première": the rank after "que" is the day's
    order, the rank before it the order moved."""
    folded = fold("la deuxième, vous pouvez la livrer le même jour que la première ?")
    found = SAME_DAY_AS.search(folded)
    assert found is not None
    assert order_rank(found.group("ref")) == 1
    assert order_rank(f"{folded[:found.start()]} {folded[found.end():]}") == 2
