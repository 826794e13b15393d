"""Taking back a move just made, read in Python (the desk proposes the move back)."""

from __future__ import annotations

import pytest

from nodes.care_desk.executors import rank_in, slot_wish
from nodes.kit.answers import undoes_move


@pytest.mark.parametrize("message", [
    "oups je me suis trompé, remettez l'ancien créneau svp",
    "ah non zut, annulez, je préfère l'ancienne date", "je préfère la date d'avant",
    "pouvez-vous revenir au créneau d'avant ?", "annulez le changement",
    "remettez-le comme avant", "je me suis planté, c'est pas le bon",
    "j'ai fait une erreur", "revenez à la date initiale svp",
    "sorry, my mistake, put it back as it was", "undo that please",
    "can you go back to the original slot?", "oops wrong one, move it back",
    "please revert to the previous date",
])
def test_a_move_taken_back(message: str) -> None:
    assert undoes_move(message)


@pytest.mark.parametrize("message", [
    "je veux déplacer ma livraison", "merci !", "le 3", "où en est ma commande ?",
    "can you move it to Friday?", "je voudrais annuler ma commande", "parfait, merci",
    "what time will the driver come?", "non en fait le 3",
    "le premier jour libre", "la première date possible",
])
def test_no_move_taken_back(message: str) -> None:
    assert not undoes_move(message)


LISTED = ["2026-12-04-AM", "2026-12-05-PM", "2026-12-07-AM"]


@pytest.mark.parametrize(("message", "rank"), [
    ("non en fait le 3", 3), ("oops, the third one", 3), ("no wait, 3", 3),
    ("non pardon, le troisième", 3), ("plutôt la 1", 1),
    ("non en fait le 5", None),   # the 5th is a listed (free) day: a day, not a rank
    ("merci", None), ("non", None),
])
def test_a_rank_in_the_list_just_answered(message: str, rank: int | None) -> None:
    assert rank_in(message, LISTED, [4, 5, 7, 8]) == rank


def test_a_slot_as_a_wish() -> None:
    assert slot_wish("2026-12-05-PM") == "2026-12-05 apres-midi"
    assert slot_wish("2026-12-04-AM") == "2026-12-04 matin"


@pytest.mark.parametrize(("message", "correcting"), [
    ("non, plutôt le 9 au matin", True), ("actually the 10th", True),
    ("en fait jeudi", True), ("oops, Thursday instead", True),
    ("merci, parfait pour samedi", False), ("thanks, see you on Saturday", False),
])
def test_a_correction_is_told_from_a_thanks(message: str, correcting: bool) -> None:
    from nodes.care_desk.executors import corrects

    assert corrects(message) == correcting
