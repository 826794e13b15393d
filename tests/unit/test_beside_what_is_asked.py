"""What a message tells or asks beside what the desk reads: a remark beside a pick, an e-mail
pointed at but not written, what the desk refuses beside what it does."""

from __future__ import annotations

import pytest

from nodes.care_desk.scope import changes_order, refused_beside, refused_in
from nodes.kit.answers import asks_order_status, only_points_at_order, pick_beside_remarks
from services.llm.lexicon import intent_of
from services.text import calls_before, clauses, without_email_mentions

DAYS = (7, 8, 9)  # the days of the month a five-slot list falls on


@pytest.mark.parametrize(("message", "position"), [
    ("Je suis au 2e. Le 3 svp", 3),
    ("J'habite au 3e étage donc le 2", 2),
    ("on est au 4e alors le 1", 1),
    ("le 2, mon mari sera là", 2),
    ("digicode 4512B, le premier", 1),
    ("I'm on the 2nd floor. Number 3 please", 3),
    ("the 2nd one, my husband will be home", 2),
    ("3rd floor no lift, the last one", 5),
])
def test_a_rank_beside_a_remark_is_the_pick(message: str, position: int) -> None:
    assert pick_beside_remarks(message, 5, DAYS).position == position


@pytest.mark.parametrize("message", [
    "le 3 janvier, je suis au 2e",          # a day with its month
    "je suis au 2e, le 7",                   # a day the list holds: a day, as said alone
    "le 2, pouvez-vous noter que je suis au 3e ?",  # a floor asked of the desk
    "le 2, je serai là le 9",                # a day said beside it
    "le 2",                                  # no remark: read as ever elsewhere
])
def test_no_pick_beside_remarks(message: str) -> None:
    assert pick_beside_remarks(message, 5, DAYS).position is None


@pytest.mark.parametrize("message", [
    "SO-24903 avec cette adresse e-mail", "SO-24903 with this e-mail",
    "SO-24903, same email as always", "Use this email for SO-24903",
    "ma commande SO-24903 est associée à cette adresse mail ?",
])
def test_an_email_pointed_at_points_at_the_order(message: str) -> None:
    assert only_points_at_order(message)


@pytest.mark.parametrize("message", [
    "Quelles commandes avez-vous avec cette adresse e-mail ?",
    "do you have any orders under this email?",
])
def test_the_orders_of_an_email_pointed_at_are_asked(message: str) -> None:
    assert intent_of(message) == "order_status"


def test_an_email_written_is_no_mention() -> None:
    assert "jean.martin@example.com" in without_email_mentions(
        "SO-24903 jean.martin@example.com")


@pytest.mark.parametrize(("message", "kind", "rest"), [
    ("Je peux parler à un humain ? Et décalez SO-24903 au lundi 7 décembre", "human",
     "décalez SO-24903 au lundi 7 décembre"),
    ("Can a human call me back on 07700 900123? And move SO-24903 to Monday 7 December",
     "human", "move SO-24903 to Monday 7 December"),
    ("Je voudrais 2 chaises de plus sur SO-24911, et où en est-elle ?", "order_change",
     "où en est-elle ?"),
    ("Can I add 2 more chairs to SO-24911? And where is it?", "order_change", "where is it?"),
    ("I'd like 2 extra chairs on SO-24911, when is it coming?", "order_change",
     "when is it coming?"),
    ("My number is 07700 900123 so the driver can call ahead. Can you move SO-24903 to "
     "Monday 7 December?", "call", "Can you move SO-24903 to Monday 7 December?"),
])
def test_what_is_refused_beside_what_is_asked(message: str, kind: str, rest: str) -> None:
    beside = refused_beside(message)
    assert beside is not None
    assert beside.kinds == [kind]
    assert beside.rest == rest


def test_two_pieces_more_is_one_clause() -> None:
    assert [c.text for c in clauses("Je voudrais 2 chaises de plus sur SO-24911")] == [
        "Je voudrais 2 chaises de plus sur SO-24911"]


@pytest.mark.parametrize("message", ["I can wait 2 more days", "encore 2 jours de plus",
                                     "one more question"])
def test_more_of_what_is_no_piece_is_no_change(message: str) -> None:
    assert not changes_order(message)


@pytest.mark.parametrize("message", ["prévenez-moi la veille au 0612345678",
                                     "so the driver can call ahead."])
def test_a_call_wished_in_other_words(message: str) -> None:
    assert calls_before(message)


def test_tell_me_where_it_is_asks_the_status() -> None:
    assert asks_order_status("tell me where it is")


def test_nobody_called_asks_no_person() -> None:
    assert refused_in("personne ne m'a appelé") is None
