"""A customer who proves an order and asks nothing else, or asks for news of an order or a
piece and nothing else, gets where that order is (read-only): Python decides it, whatever
the model read (here a model that reads `other` every time), and the status is told only
when the order number and its e-mail match (blind13 care_voice F5)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest

from graphs.front_door import builder
from nodes.care_desk.executors import only_proof
from nodes.kit.answers import asks_news_of
from services.demo import demo_fixture
from services.store import Store
from tests.conftest import fresh_store
from tests.fakes import ScriptedModel
from tests.harness import Conversation

NOW = datetime.fromisoformat("2026-12-02T10:00:00+01:00")
JEAN = "jean.martin@example.com"
PAUL = "paul.dupont@example.com"   # another customer: owns none of Jean's orders


@pytest.fixture(scope="module", name="store")
def demo() -> Store:
    return fresh_store("sqlite://", demo_fixture(NOW))


def other(number: str | None, email: str | None, times: int = 2) -> ScriptedModel:
    """A model that reads no request at all ("other"), with the fields written."""
    answer: dict[str, Any] = {"intent": "other", "order_number": number, "email": email,
                              "wished_slot": None, "language": "fr"}
    return ScriptedModel(script={"CareRequest": [dict(answer) for _ in range(times)]})


@pytest.mark.parametrize("message", [
    "bonjour la commande S O 24903 mon adresse c'est jean point martin arobase example point com",
    "yeah the order is S O 24903 and it's jean dot martin at example dot com",
    "euh SO-24903 jean.martin@example.com",
    "alors c'est la SO 24903 et jean.martin@example.com voilà",
])
def test_a_proof_and_nothing_else_is_the_status(store: Store, message: str) -> None:
    desk = Conversation(builder, store, other("SO-24903", JEAN))
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id == "say_status", turn.reply
    assert "SO-24903" in turn.reply
    assert desk.snapshot() == before


def test_a_proof_with_another_customers_email_tells_nothing(store: Store) -> None:
    desk = Conversation(builder, store, other("SO-24903", PAUL))
    turn = desk.say("bonjour la commande S O 24903 mon adresse c'est paul.dupont@example.com")
    assert turn.text_id == "say_not_found", turn.reply
    assert "upholstery" not in turn.reply and "Oslo" not in turn.reply


def test_news_asked_then_the_proof_is_the_status(store: Store) -> None:
    """"je voudrais savoir pour mon canapé": the status is asked; the number and e-mail it
    needs are asked for, then given: the status of that order."""
    model = other(None, None, times=1)
    model.script["CareRequest"].append({"intent": "other", "order_number": "SO-24903",
                                        "email": JEAN, "wished_slot": None, "language": "fr"})
    desk = Conversation(builder, store, model)
    before = desk.snapshot()
    asked = desk.say("euh oui bonjour je voudrais savoir pour mon canapé")
    assert asked.asks and asked.text_id == "ask_order_and_email", asked.reply
    turn = desk.say("alors c'est la S O 24903 et jean point martin arobase example point com")
    assert turn.text_id == "say_status", turn.reply
    assert desk.snapshot() == before


@pytest.mark.parametrize("message", [
    "euh oui bonjour je voudrais savoir pour mon buffet",
    "je voudrais des nouvelles du buffet",
    "des nouvelles de ma commande ?",
    "je viens aux nouvelles pour ma table",
    "I'd like to know about my sofa",
    "any news on SO-24903?",
    "any update on my bed?",
    "just checking in on my order",
    "I was wondering about my sofa",
])
def test_news_asked_of_an_order_or_a_piece(message: str) -> None:
    assert asks_news_of(message)


@pytest.mark.parametrize("message", [
    "je voudrais des nouvelles chaises",            # new chairs, no news
    "je voudrais savoir pour mon buffet si je peux le décaler",
    "je voudrais savoir pour mon buffet il est abîmé",
    "any news on the sofa, it arrived scratched",
    "any news on my sofa for friday",
    "I was wondering if I could move my sofa to Monday",
    "je voudrais savoir si vous livrez à Lyon",
    "bad news the sofa is broken",
    "des nouvelles de mon dossier ?",              # a case's news: no order's status
    "je voudrais savoir",                          # nothing named
])
def test_more_than_news_asked_is_no_bare_status(message: str) -> None:
    assert not asks_news_of(message)


@pytest.mark.parametrize(("message", "proof"), [
    ("bonjour la commande S O 24903 mon adresse c'est jean.martin@example.com", True),
    ("yeah the order is S O 24903 and it's jean.martin@example.com", True),
    ("SO-24903 jean.martin@example.com, déplacez-la au 15", False),
    ("SO-24903 jean.martin@example.com my sofa is broken", False),
    ("jean.martin@example.com", False),               # no order number
])
def test_only_proof(message: str, proof: bool) -> None:
    assert only_proof(message) is proof
