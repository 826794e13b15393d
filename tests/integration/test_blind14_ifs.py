"""Conditionals and hypotheticals at the care desk (blind14 care_ifs): a condition said to a
proposal or a list never becomes a new proposal for another day; the same question is asked
again, and only the plain yes (or the pick) that follows writes."""

from __future__ import annotations

import pytest

from graphs.front_door import builder
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.harness import DEMO_NOW, Conversation, demo_data_store

store = pytest.fixture(name="store")(demo_data_store)
JEAN = "jean.martin@example.com"
MOVE_FR = "Je voudrais déplacer SO-24903 au mardi 15 au matin"
MOVE_EN = "move SO-24903 to tuesday 15 morning"


def booked(conversation: Conversation, number: str) -> str | None:
    return next((b.slot for b in conversation.snapshot().bookings if b.order == number), None)


def desk(store: Store) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                        now=DEMO_NOW.isoformat())


@pytest.mark.parametrize(("first", "condition", "yes"), [
    (MOVE_FR, "oui, si le livreur peut monter au 4e", "oui"),
    (MOVE_FR, "ok mais seulement si c'est avant Noël", "oui"),
    (MOVE_FR, "si c'est le plus tôt que vous avez, alors oui", "oui"),
    (MOVE_EN, "if that's the earliest you've got then yes", "yes"),
    (MOVE_EN, "ok but only if it's before Christmas", "yes"),
    (MOVE_EN, "yes if the driver can carry it up to the 3rd", "yes"),
])
def test_a_yes_on_a_condition_asks_the_same_proposal_again(
        store: Store, first: str, condition: str, yes: str) -> None:
    conversation = desk(store)
    assert conversation.say(first).text_id == "ask_confirm_move"
    before = conversation.snapshot()
    turn = conversation.say(condition)
    assert conversation.snapshot() == before
    assert turn.text_id == "ask_still_move", turn.reply
    assert "15 d" in turn.reply.lower(), turn.reply  # "15 décembre" / "15 December", nothing else
    conversation.say(yes)
    assert booked(conversation, "SO-24903") == "2026-12-15-AM"


@pytest.mark.parametrize(("first", "question"), [
    (MOVE_EN, "and if I say no, does it stay on the 8th?"),
    (MOVE_FR, "et si finalement le 15 me va pas, je pourrai redemander ?"),
    (MOVE_EN, "should the 15th stop working for me, could I still move it later on?"),
])
def test_what_a_yes_or_a_no_does_asked_with_the_days_it_is_about(
        store: Store, first: str, question: str) -> None:
    conversation = desk(store)
    conversation.say(first)
    before = conversation.snapshot()
    turn = conversation.say(question)
    assert conversation.snapshot() == before
    assert turn.text_id == "ask_still_move" and "15 d" in turn.reply.lower(), turn.reply


ASK_LIST_EN = "what mornings do you have the week of the 14th for SO-24903?"
ASK_LIST_FR = "quels matins avez-vous la semaine du 14 pour SO-24903 ?"


@pytest.mark.parametrize(("ask", "condition", "pick"), [
    (ASK_LIST_EN, "the second one if it's before wednesday", "2"),
    (ASK_LIST_FR, "le deuxième, à condition que ce soit avant mercredi", "le deuxième"),
    (ASK_LIST_EN, "number 2 as long as it's before the 16th", "the second one"),
    (ASK_LIST_FR, "le 2 si c'est bien avant Noël", "2"),
])
def test_a_pick_on_a_condition_lists_the_same_slots_again(
        store: Store, ask: str, condition: str, pick: str) -> None:
    conversation = desk(store)
    listed = conversation.say(ask)
    assert listed.text_id == "ask_which_slot" and "2. " in listed.reply, listed.reply
    before = conversation.snapshot()
    turn = conversation.say(condition)
    assert conversation.snapshot() == before
    assert turn.text_id == "ask_which_slot", turn.reply
    assert listed.reply.split("\n\n")[-1] in turn.reply, turn.reply  # the same list
    conversation.say(pick)
    assert booked(conversation, "SO-24903") == "2026-12-15-AM"


@pytest.mark.parametrize(("first", "put_off", "after"), [
    (ASK_LIST_EN, "hmm ok, not now thanks", "2"),
    (ASK_LIST_FR, "non merci pas pour l'instant", "2"),
    (ASK_LIST_EN, "not right now, thanks", "2"),
    (MOVE_EN, "no thanks, not right now", "yes"),
    (MOVE_FR, "non merci, pas pour le moment", "oui"),
])
def test_a_thanks_with_the_decision_put_off_closes_the_list_or_the_proposal(
        store: Store, first: str, put_off: str, after: str) -> None:
    conversation = desk(store)
    conversation.say(first)
    before = conversation.snapshot()
    turn = conversation.say(put_off)
    assert turn.text_id in ("say_list_dropped", "say_thanks_move"), turn.reply
    assert not turn.asks, turn.reply
    conversation.say(after)  # nothing waits: a later pick or yes writes nothing
    assert conversation.snapshot() == before


@pytest.mark.parametrize(("first", "no"), [(ASK_LIST_EN, "not now"), (MOVE_EN, "no thanks"),
                                          (MOVE_FR, "pas maintenant")])
def test_a_no_or_a_not_now_alone_still_asks_what_instead(
        store: Store, first: str, no: str) -> None:
    conversation = desk(store)
    conversation.say(first)
    assert conversation.say(no).text_id == "ask_what_instead"
