"""An order named without its number by a customer with many orders (blind corpus
care_many_orders): by when it was placed against the others ("ma dernière commande", "my
first order"), by a position with no list shown, and a question of dates asked of a list of
pieces at once."""

from __future__ import annotations

import pytest

from nodes.kit.answers import asks_delivery_date
from services.text import bare_order_rank, recency_named, without_recency_naming


@pytest.mark.parametrize(("message", "how"), [
    ("ma dernière commande, elle en est où ?", "latest"),
    ("my latest order - any update?", "latest"),
    ("what about my most recent order?", "latest"),
    ("ma commande la plus récente", "latest"),
    ("celle que j'ai passée en dernier", "latest"),
    ("the one I ordered last", "latest"),
    ("la dernière commande que j'ai passée", "latest"),
    ("mon dernier achat ?", "latest"),
    ("the most recent one", "latest"),
    ("my first order with you, the bookcases", "first"),
    ("ma première commande", "first"),
])
def test_an_order_named_by_when_it_was_placed(message: str, how: str) -> None:
    assert recency_named(message) == how


@pytest.mark.parametrize("message", [
    "the last one?", "la dernière ?", "la dernière fois", "my last delivery",
    "the latest date you have please", "la première", "le premier créneau", "my order",
    "the first one", "the last order on the list",
])
def test_a_position_or_a_day_names_no_order_by_when_it_was_placed(message: str) -> None:
    assert recency_named(message) is None


def test_latest_naming_the_order_is_no_day_wished() -> None:
    assert "latest" not in without_recency_naming("can my latest order come on Friday 18?")


@pytest.mark.parametrize(("message", "rank"), [
    ("the last one?", -1), ("et la deuxième ?", 2), ("la deuxième, elle arrive quand ?", 2),
    ("what about the 2nd order?", 2), ("the second one, where is it?", 2),
])
def test_a_position_said_of_an_order_alone(message: str, rank: int) -> None:
    assert bare_order_rank(message) == rank


@pytest.mark.parametrize("message", [
    "the last delivery was late", "la deuxième chaise est cassée", "the first time",
    "la première et la deuxième", "my order",
])
def test_a_position_of_something_else_is_none(message: str) -> None:
    assert bare_order_rank(message) is None


@pytest.mark.parametrize("message", [
    "le lit, le fauteuil et la bibliothèque : vous avez les dates ?",
    "any dates for the bed, the armchair and the bookcase?",
    "do you have the dates for the bed and the sofa?",
    "des dates pour le lit et la table ?",
    "vous avez une date pour le lit et le fauteuil ?",
    "vous avez leurs dates ?",
    "any dates for the bed?",
])
def test_dates_asked_of_several_pieces_are_their_statuses(message: str) -> None:
    assert asks_delivery_date(message)


@pytest.mark.parametrize("message", [
    "vous avez des dates libres ?", "any dates for next week?",
    "do you have the date for the 3rd?",
])
def test_free_dates_or_a_day_asked_are_no_status(message: str) -> None:
    assert not asks_delivery_date(message)
