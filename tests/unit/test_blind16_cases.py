"""blind16 care_cases: what a damage case records is what the customer said."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from graphs.front_door import builder
from nodes.care_desk.scope import names_others_order, out_of_scope
from nodes.kit.answers import complains
from services.llm.lexicon import intent_of, problem_of
from services.llm.offline import OfflineChatModel
from services.text import problem_said
from tests.conftest import fresh_store
from tests.harness import Conversation


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


@pytest.mark.parametrize("message", [
    "the delivery driver for SO-41060 was really rude to my mother, not acceptable",
    "the driver shouted at my wife, totally unacceptable",
    "le livreur a été très désagréable avec ma mère",
])
def test_conduct_toward_someone_is_no_address_to_change(message: str) -> None:
    assert out_of_scope(message) is None
    assert complains(message)


@pytest.mark.parametrize("message", ["please deliver to my mother instead",
                                     "livrez chez ma mère", "sorry to be rude but can you "
                                     "deliver to my office?"])
def test_a_place_to_deliver_to_stays_an_address(message: str) -> None:
    assert out_of_scope(message) == "address"


@pytest.mark.parametrize("message", [
    "ma voisine a un dossier ouvert pour son buffet SO-41040, vous pouvez me dire où il en est ?",
    "my neighbour has a claim open for her sofa, any news?",
    "où en est le dossier de mon voisin ?",
    "what's happening with my friend's case?",
])
def test_an_outsiders_case_is_someone_elses_order(message: str) -> None:
    assert names_others_order(message)


@pytest.mark.parametrize("message", [
    "please cancel my damage case for SO-41080, sorted it myself",
    "any news on my damage claim for SO-41080?",
    "où en est mon dossier de casse pour SO-41080 ?",
    "where is my damage claim at?",
])
def test_a_case_named_by_its_damage_is_the_case(message: str) -> None:
    assert intent_of(message) == "case_status"


@pytest.mark.parametrize("message", ["I want to open a damage claim for SO-41080",
                                     "the table is scratched, I want a damage claim"])
def test_a_damage_claim_opened_stays_a_report(message: str) -> None:
    assert intent_of(message) == "report_damage"


def test_a_status_asked_beside_the_damage_case_stays_the_status() -> None:
    assert intent_of("Was the bookcase delivered? And is the damage case still open?") \
        == "order_status"


@pytest.mark.parametrize("message", ["the coffee table SO-41060 came in walnut, I ordered oak",
                                     "we ordered oak and it came in walnut"])
def test_another_colour_than_ordered_is_not_as_described(message: str) -> None:
    assert intent_of(message) == "report_damage"
    assert problem_of(message) == "not_as_described"


@pytest.mark.parametrize("message", ["I ordered oak, when will it come?",
                                     "I ordered the table in white and it arrived yesterday, "
                                     "where are the chairs?"])
def test_a_colour_ordered_told_is_no_mismatch(message: str) -> None:
    assert intent_of(message) != "report_damage"


# -- a case asked about beside a status: both read in one reply, no yes/no to read it ------

def _cases_desk(email: str) -> Conversation:
    corpus = Path(__file__).resolve().parents[2] / "evals/blind16/care_cases.yaml"
    scenario = yaml.safe_load(corpus.read_text())["scenarios"][0]
    store = fresh_store("sqlite://", scenario["fixture"])
    return Conversation(builder, store, OfflineChatModel(), customer_email=email,
                        now=scenario["now"])


@pytest.mark.parametrize("message", [
    "when are my chairs SO-41081 coming? and any update on the table claim?",
    "where are the chairs SO-41081 at, and what's happening with my claim for the table?",
    "SO-41081 status please, and any news on my case for SO-41080?",
    "où en sont mes chaises SO-41081 ? et mon dossier pour la table ?",
    "quand arrivent les chaises SO-41081 ? et le dossier de la table, il avance ?",
])
def test_a_case_asked_beside_a_status_is_read_with_it(message: str) -> None:
    c = _cases_desk("jack.turner@example.com")
    before = c.snapshot()
    t = c.say(message)
    assert c.snapshot() == before
    assert "SO-41081" in t.reply and "CASE-7005" in t.reply, t.reply
    assert not t.asks, t.reply
