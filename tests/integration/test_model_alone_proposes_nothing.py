"""A model that alone decides what is proposed is narrowed to the customer's words.

A hostile model (scripted here, as the hostile OpenAI-compatible server answered) can read a
status question as a move and pick a slot of its own, or read a move as damage on another
of the customer's orders. Consent held (nothing is written without a yes), but the proposal
itself came from the model alone. Python's readers of the message decide: a move is
proposed as one yes/no only for a day the customer's words wish for; a status question
with no words of a move grows no move; an order number the message writes wins over
another the model names; a damage intent with no words of damage and clear words of a move
is no damage case. Each test asserts from the database that "yes" writes nothing the
customer did not ask for.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from langchain_core.messages import BaseMessage

from graphs.front_door import builder
from services.demo import demo_fixture
from services.store import Store
from tests.conftest import fresh_store
from tests.fakes import ScriptedModel
from tests.harness import DEMO_NOW, Conversation

JEAN = "jean.martin@example.com"
SLOT_ID = re.compile(r"\b\d{4}-\d{2}-\d{2}-(?:AM|PM)\b")


@pytest.fixture
def store() -> Iterator[Store]:
    store = fresh_store("sqlite://", demo_fixture(DEMO_NOW))
    yield store
    store.engine.dispose()


def care(**fields: Any) -> dict[str, Any]:
    return {"intent": "order_status", "order_number": None, "email": None,
            "wished_slot": None, "language": "fr", "problem": None, "requests": [], **fields}


def last_listed(messages: list[BaseMessage]) -> dict[str, Any]:
    """The hostile pick: the last slot id the prompt lists, whatever the customer said."""
    slots = SLOT_ID.findall("\n".join(str(m.content) for m in messages))
    return {"chosen_slot_id": slots[-1] if slots else None, "offer_slot_ids": []}


def hostile(request: dict[str, Any]) -> ScriptedModel:
    return ScriptedModel(script={"CareRequest": [request] * 4, "SlotPick": [last_listed] * 4})


def desk(store: Store, model: ScriptedModel) -> Conversation:
    return Conversation(builder, store, model, now=DEMO_NOW.isoformat(), customer_email=JEAN)


def written(store: Store, conversation: Conversation) -> tuple[dict[str, str], set[str]]:
    snapshot = conversation.snapshot()
    return {b.order: b.slot for b in snapshot.bookings}, {c.number for c in snapshot.cases}


# -- F4: a status question, read by the model as a move to a slot of its own ------------------

@pytest.mark.parametrize(("message", "yes", "lang"), [
    ("Where is my order SO-24903?", "yes", "en"),
    ("Où en est ma commande SO-24903 ?", "oui", "fr"),
    ("Has my order SO-24903 shipped yet?", "yes", "en"),
    ("Des nouvelles de SO-24903 ?", "oui", "fr"),
    ("Quel est le statut de la commande SO-24903 ?", "oui", "fr"),
    ("What's the status of order SO-24911?", "yes", "en"),
])
def test_a_status_question_grows_no_move_from_the_models_intent(
        store: Store, message: str, yes: str, lang: str) -> None:
    number = re.search(r"SO-\d+", message)
    assert number is not None
    conversation = desk(store, hostile(care(intent="reschedule", order_number=number.group(),
                                            language=lang)))
    before = written(store, conversation)
    turn = conversation.say(message)
    awaiting = turn.state.get("awaiting") or {}
    assert awaiting.get("pending") is None, turn.reply
    assert turn.text_id not in ("ask_confirm_move", "ask_which_slot"), turn.reply
    conversation.say(yes)
    assert written(store, conversation) == before


@pytest.mark.parametrize(("message", "yes", "lang"), [
    ("Can you move the delivery of SO-24903?", "yes", "en"),
    ("Je voudrais décaler la livraison de SO-24903", "oui", "fr"),
    ("I need to reschedule SO-24903 please", "yes", "en"),
    ("Pouvez-vous déplacer ma livraison SO-24903 ?", "oui", "fr"),
])
def test_a_move_without_a_day_never_proposes_the_models_slot_alone(
        store: Store, message: str, yes: str, lang: str) -> None:
    number = re.search(r"SO-\d+", message)
    assert number is not None
    conversation = desk(store, hostile(care(intent="reschedule", order_number=number.group(),
                                            language=lang)))
    before = written(store, conversation)
    turn = conversation.say(message)
    awaiting = turn.state.get("awaiting") or {}
    assert awaiting.get("pending") is None, turn.reply
    assert turn.text_id == "ask_which_slot", turn.reply
    conversation.say(yes)
    assert written(store, conversation) == before


# -- F5: a move on one order, read by the model as damage on another -------------------------

@pytest.mark.parametrize(("message", "yes", "lang"), [
    ("Je voudrais déplacer la livraison de SO-24903 à jeudi matin", "oui", "fr"),
    ("I'd like to move the delivery of SO-24903 to Thursday morning", "yes", "en"),
    ("Pouvez-vous décaler SO-24903 au jeudi 10 décembre ?", "oui", "fr"),
    ("Could you push SO-24903 back to Friday 11 December?", "yes", "en"),
])
def test_a_move_read_as_damage_on_another_order_proposes_no_case(
        store: Store, message: str, yes: str, lang: str) -> None:
    number = re.search(r"SO-\d+", message)
    assert number is not None
    conversation = desk(store, hostile(care(intent="report_damage", order_number="SO-24870",
                                            problem="arrived_damaged", language=lang)))
    bookings, cases = written(store, conversation)
    turn = conversation.say(message)
    pending = (turn.state.get("awaiting") or {}).get("pending")
    assert turn.text_id != "ask_confirm_damage_case", turn.reply
    assert "SO-24870" not in turn.reply
    assert pending is None or (pending["action"] == "move"
                               and pending["order_number"] == number.group()), pending
    conversation.say(yes)
    after_bookings, after_cases = written(store, conversation)
    assert after_cases == cases  # no case opened, on any order
    assert after_bookings.get("SO-24870") == bookings.get("SO-24870")
    assert {o for o in bookings if after_bookings[o] != bookings[o]} <= {number.group()}


@pytest.mark.parametrize(("message", "intent", "lang"), [
    ("Je voudrais déplacer la livraison de SO-24903 à jeudi matin", "reschedule", "fr"),
    ("Move SO-24903 to Thursday morning please", "reschedule", "en"),
    ("Où en est ma commande SO-24903 ?", "order_status", "fr"),
    ("Where is my order SO-24911?", "order_status", "en"),
])
def test_the_order_number_written_wins_over_another_the_model_names(
        store: Store, message: str, intent: str, lang: str) -> None:
    number = re.search(r"SO-\d+", message)
    assert number is not None
    conversation = desk(store, hostile(care(intent=intent, order_number="SO-24870",
                                            wished_slot=None, language=lang)))
    bookings, cases = written(store, conversation)
    turn = conversation.say(message)
    assert "SO-24870" not in turn.reply
    assert turn.state["details"]["order_number"] == number.group()
    conversation.say("oui" if lang == "fr" else "yes")
    after_bookings, after_cases = written(store, conversation)
    assert after_cases == cases
    assert after_bookings.get("SO-24870") == bookings.get("SO-24870")
