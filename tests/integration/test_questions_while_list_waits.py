"""A question asked while a slot list waits for a pick: answered, then the same list, in the
same order (its positions keep their meaning); nothing is written until a pick."""

from __future__ import annotations

import pytest

from graphs.care_desk import builder
from services import care
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation

LIST_FR = "Déplacez SO-24903 un matin la semaine prochaine"
LIST_EN = "Please move SO-24903 to a morning next week"


def booking(store: Store, order: str) -> str | None:
    return {b.order: b.slot for b in care.snapshot(store).bookings}.get(order)


@pytest.mark.parametrize(("opening", "question", "answer"), [
    (LIST_FR, "c'est payant ?", "tarif"),
    (LIST_FR, "c'est gratuit", "tarif"),
    (LIST_FR, "ca coute combien ?", "tarif"),
    (LIST_FR, "ça prend combien de temps ?", "tout de suite"),
    (LIST_FR, "à quelle heure ?", "horaires"),
    (LIST_FR, "attendez, je vérifie", "prenez votre temps"),
    (LIST_FR, "il y a d'autres possibilités ?", "quel jour vous arrangerait"),
    (LIST_EN, "is it free?", "price or fee"),
    (LIST_EN, "will there be a fee?", "price or fee"),
    (LIST_EN, "how long does it take?", "right away"),
    (LIST_EN, "hold on, let me check", "take your time"),
])
def test_a_question_while_a_list_waits_is_answered_then_the_same_list(
        mem_store: Store, opening: str, question: str, answer: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    listed = desk.say(opening)
    assert listed.text_id == "ask_which_slot"
    offered = listed.state["awaiting"]["offered"]
    before = desk.snapshot()
    turn = desk.say(question)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_which_slot" and turn.asks
    assert turn.state["awaiting"]["offered"] == offered  # same list, same numbering
    assert answer in turn.reply
    # the options as listed before, after the answer
    assert turn.reply.index(answer) < turn.reply.index("1. ")
    assert listed.reply.split("\n", 1)[1] in turn.reply
    done = desk.say("2")
    assert done.text_id == "say_moved"
    assert booking(mem_store, "SO-24903") == offered[1]


def test_a_new_request_while_a_list_waits_is_still_read_as_one(mem_store: Store) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    desk.say(LIST_FR)
    turn = desk.say("où en est SO-24911 ?")
    # the status is told, then the same list asked again (a change of mind, "finalement, où
    # en est…", lets it go)
    assert turn.text_id == "ask_which_slot" and "est prête" in turn.reply
    assert turn.reply.index("SO-24911") < turn.reply.index("\n1. ")


# -- an order corrected after the desk answered on the wrong one ----------------------------


@pytest.mark.parametrize(("first", "correction", "slot_words"), [
    ("Je voudrais déplacer SO-24870 au mardi 20 au matin", "ah non c'est la SO-24903",
     "mardi 20 octobre au matin"),
    ("Je voudrais déplacer SO-24870 au mardi 20 au matin", "pardon, je me suis trompé : SO-24903",
     "mardi 20 octobre au matin"),
    ("Please move SO-24870 to Tuesday 20 in the morning", "sorry, I meant SO-24903",
     "Tuesday 20 October, morning"),
])
def test_an_order_corrected_after_delivered_keeps_the_wish(
        mem_store: Store, first: str, correction: str, slot_words: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    assert desk.say(first).text_id == "say_order_closed"
    before = desk.snapshot()
    turn = desk.say(correction)
    assert desk.snapshot() == before  # proposed, never written on this turn
    assert turn.text_id == "ask_confirm_move" and slot_words in turn.reply
    assert desk.say("oui" if "Je" in first else "yes").text_id == "say_moved"
    assert booking(mem_store, "SO-24903") == "2026-10-20-AM"
