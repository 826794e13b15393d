"""Delivery questions the care desk misread (tester's g1): a status asked with a move (both
handled), a move with a damage report (both, each with its own consent), questions about the
delivery visit itself (the booked slot and a fixed text, no move), whether the delivery on a
day is confirmed (the booked day, no move), a wrong colour delivered (a case), and a floor
number (never a date nor a pick)."""

from __future__ import annotations

from datetime import date

import pytest

from graphs.front_door import builder
from services.demo import demo_fixture
from services.llm import lexicon
from services.llm.offline import OfflineChatModel
from services.text import asks_booked_day
from tests.conftest import fresh_store
from tests.harness import DEMO_NOW, Conversation, nodes_of

TODAY = date(2026, 12, 2)
JEAN = "jean.martin@example.com"


def _desk(email: str = JEAN) -> Conversation:
    store = fresh_store("sqlite://", demo_fixture(DEMO_NOW))
    return Conversation(builder, store, OfflineChatModel(), customer_email=email,
                        now=DEMO_NOW.isoformat())


def _booking(c: Conversation, order: str) -> str | None:
    return next((b.slot for b in c.snapshot().bookings if b.order == order), None)


# -- 1. the status and a move in one message --------------------------------------------

@pytest.mark.parametrize("text", [
    "où en est ma commande SO-24903 et est-ce que je peux décaler la livraison ?",
    "ou en est ma commande et est ce que je peux decaler la livraison",
    "statut de ma commande et je voudrais décaler la livraison",
    "où en est ma commande ? pouvez-vous la reporter svp",
    "what is the status and can I move the delivery?",
    "what's the status of SO-24903 and can I move the delivery to next week?",
    "where is my order? can you reschedule it",
    "wheres my order and can i push it back",
])
def test_status_with_a_move_is_the_move(text: str) -> None:
    assert lexicon.intent_of(text) == "reschedule"


@pytest.mark.parametrize("text", [
    "où en est ma commande ? elle a été décalée",        # a move told, not asked
    "where is my order, it was moved last week",
    "où en est ma commande ? je ne veux pas la décaler",  # a move refused
    "where is my order? I dont want to move it",
    "where is my order? we are moving house",
    "où en est ma commande SO-24903 ?",
])
def test_status_alone_stays_the_status(text: str) -> None:
    assert lexicon.intent_of(text) == "order_status"


def test_status_and_move_with_the_number_tells_both_then_moves_on_a_pick() -> None:
    c = _desk()
    before = c.snapshot().bookings
    t = c.say("où en est ma commande SO-24903 et est-ce que je peux décaler la livraison ?")
    assert c.snapshot().bookings == before and t.asks
    assert "read_other_orders" in nodes_of(t) and "ask_which_slot" in nodes_of(t)
    assert "garnissage" in t.reply  # the status told
    c.say("2")  # a pick by position is consent
    assert _booking(c, "SO-24903") == "2026-12-07-AM"


def test_status_and_move_without_a_number_tells_the_status_once_the_order_is_named() -> None:
    c = _desk()
    before = c.snapshot().bookings
    t = c.say("what is the status and can I move the delivery?")
    assert t.asks and "ask_which_order" in nodes_of(t)
    t = c.say("SO-24903")
    assert "read_other_orders" in nodes_of(t) and "ask_which_slot" in nodes_of(t)
    assert "upholstery" in t.reply
    t = c.say("monday 7 morning")
    assert c.snapshot().bookings == before and "ask_confirm_move" in nodes_of(t)
    c.say("yes")
    assert _booking(c, "SO-24903") == "2026-12-07-AM"


def test_status_and_move_order_picked_by_position_tells_the_status() -> None:
    c = _desk()
    c.say("où en est ma commande et est-ce que je peux la décaler ?")
    t = c.say("2")
    assert "read_other_orders" in nodes_of(t) and "garnissage" in t.reply
    assert "ask_which_slot" in nodes_of(t)


# -- 4. whether the delivery on a day is confirmed ----------------------------------------

@pytest.mark.parametrize("text", [
    "livraison du 17 confirmée ?",
    "livraison du 17 confirmee",
    "la livraison du 17 est bien confirmée ?",
    "ma livraison du jeudi 17 décembre est confirmée ?",
    "le rdv du 17 est maintenu ?",
    "c'est confirmé pour le 17 ?",
    "pouvez-vous me confirmer la livraison du 17 ?",
    "is the delivery on the 17th confirmed?",
    "delivery on the 17th confirmed?",
    "confirmed for the 17th?",
    "can you confirm my delivery on the 17th?",
    "is my delivery for friday still on?",
])
def test_confirmation_asked_is_the_booked_day(text: str) -> None:
    assert asks_booked_day(text)
    assert lexicon.intent_of(text) == "order_status"


@pytest.mark.parametrize(("text", "intent"), [
    ("je confirme le 17", "other"),                        # an answer, not a question
    ("I confirm the 17th", "other"),
    ("pouvez-vous décaler la livraison au 17 ?", "reschedule"),
    ("confirmez-moi plutôt le 17", "reschedule"),
    ("je voudrais être livré le 17", "reschedule"),
    ("commande confirmée ?", "order_status"),
])
def test_near_misses_of_a_confirmation(text: str, intent: str) -> None:
    assert not asks_booked_day(text)
    assert lexicon.intent_of(text) == intent


@pytest.mark.parametrize(("said", "answer"), [
    ("livraison du 17 confirmée ? SO-24903", "Non, la livraison n'est pas prévue le jeudi 17"),
    ("livraison du 8 confirmée ? SO-24903", "Oui, la livraison est bien prévue le mardi 8"),
    ("is the delivery on the 8th confirmed? SO-24903", "Yes, the delivery is booked for"),
    ("is the delivery on the 17th confirmed? SO-24903", "No, the delivery is not booked for"),
])
def test_confirmation_asked_answers_from_the_booking_and_moves_nothing(said: str,
                                                                        answer: str) -> None:
    c = _desk()
    before = c.snapshot()
    t = c.say(said)
    assert c.snapshot() == before and not t.asks
    assert "say_status" in nodes_of(t) and "list_free_slots" not in nodes_of(t)
    assert answer in t.reply
