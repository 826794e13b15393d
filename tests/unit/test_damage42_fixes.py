"""Session 42's review: damage, a count asked, a damage told beside a supposed one.

A case is proposed only for damage told of a piece: a piece (a size, a finish) on both sides
of a wrong-piece report, a piece after "but not the", "gâté"/"spoilt" said of a piece; a
count checked or a delivery dropped off is no change of the order; a damage told in another
sentence than the supposed one is still told."""

from __future__ import annotations

import pytest

from nodes.care_desk.scope import beyond_desk, changes_order
from services.llm.lexicon import intent_of, problem_of


@pytest.mark.parametrize("message", [
    "received my order, I ordered another one last week, where is it?",
    "j'ai reçu le canapé, j'ai commandé un pouf la semaine dernière, où en est-il ?",
])
def test_another_order_told_beside_what_came_is_its_status(message: str) -> None:
    assert intent_of(message) == "order_status"


@pytest.mark.parametrize("message", [
    "it arrived but I was expecting a call first",
    "the table came but not the right day I chose",
    "the table arrived, but I was expecting the driver to assemble it",
    "la table est arrivée mais pas le jour que j'avais choisi",
    "c'est arrivé mais j'attendais un appel avant",
])
def test_what_came_beside_no_other_piece_is_no_damage(message: str) -> None:
    assert intent_of(message) != "report_damage"
    assert problem_of(message) is None


@pytest.mark.parametrize("message", ["the table arrived but not the one I ordered",
                                     "la table est arrivée mais pas celle que j'ai commandée"])
def test_not_the_piece_ordered_is_not_as_described(message: str) -> None:
    assert intent_of(message) == "report_damage"
    assert problem_of(message) == "not_as_described"


@pytest.mark.parametrize("message", [
    "my kids are spoilt, they love the new table!",
    "les fruits que j'ai posés sur la table sont gâtés",
    "mon fils est un peu gâté",
])
def test_spoilt_said_of_no_piece_is_no_damage(message: str) -> None:
    assert intent_of(message) != "report_damage"


def test_spoilt_for_choice_asks_the_catalogue() -> None:
    message = "I'm spoilt for choice, which colours do you have for chairs?"
    assert intent_of(message) != "report_damage"
    assert beyond_desk(message) == "catalogue"


@pytest.mark.parametrize("message", ["l'armoire est toute gâtée",
                                     "the chairs came with spoilt legs"])
def test_spoilt_said_of_a_piece_stays_damage(message: str) -> None:
    assert intent_of(message) == "report_damage"


@pytest.mark.parametrize("message", [
    "Ma commande SO-24911 c'est bien 4 chaises et non 6 ?",
    "4 chaises au lieu de 6, c'est bien ça dans ma commande SO-24911 ?",
    "my order SO-24911 is 4 chairs instead of 6, is that right?",
    "can you drop 2 chairs off on the 19th?",
    "vous pouvez me déposer 2 chaises le 19 ?",
])
def test_a_count_checked_or_dropped_off_is_no_change_of_the_order(message: str) -> None:
    assert not changes_order(message)


@pytest.mark.parametrize("message", ["finalement je voudrais 4 chaises au lieu de 6",
                                     "please drop 2 chairs from my order"])
def test_another_count_asked_stays_a_change(message: str) -> None:
    assert changes_order(message)


@pytest.mark.parametrize("message", [
    "et si jamais je trouve une rayure ? j'en ai déjà trouvé une sur le plateau",
    "if I find a scratch later can I report it? Also the leg is already broken.",
    "Si je vois une tache, je vous appelle ? Parce que là le pied est cassé.",
    "if I notice a stain, do I call you? I have already found one on the seat.",
])
def test_a_damage_told_beside_a_supposed_one_is_told(message: str) -> None:
    assert intent_of(message) == "report_damage"


@pytest.mark.parametrize("message", [
    "et si jamais je trouve une rayure sur la table, je peux encore la signaler ?",
    "if I find a scratch later, can I still report it?",
    "Si je trouve une rayure plus tard, je vous appelle. C'est bon ?",
])
def test_a_damage_only_supposed_is_none_told(message: str) -> None:
    assert intent_of(message) != "report_damage"


@pytest.mark.parametrize("message", [
    "4 chaises au lieu de 6, c'est bien ça dans ma commande SO-24911 ?",
    "4 chairs instead of 6, is that right for SO-24911?",
])
def test_a_count_of_pieces_against_another_asks_no_move(message: str) -> None:
    assert intent_of(message) != "reschedule"


def test_a_day_instead_of_another_stays_a_move() -> None:
    assert intent_of("livrez le 8 au lieu du 6") == "reschedule"
