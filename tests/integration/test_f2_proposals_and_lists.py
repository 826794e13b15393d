"""A slot proposed, then asked about, replaced, or said yes to too late; a list left
unanswered, then a position: each read for what it is, never a wrong write."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime

import pytest

from graphs.care_desk import builder
from nodes.kit.answers import asks_other_slot
from services import care
from services.demo import demo_fixture
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.harness import Conversation

NOW = datetime.fromisoformat("2026-12-02T14:30:00+01:00")
JEAN = "jean.martin@example.com"
MOVE = "Déplacez SO-24903 au 10 décembre le matin"


@pytest.fixture
def demo() -> Iterator[Store]:
    from tests.conftest import fresh_store

    store = fresh_store("sqlite://", demo_fixture(NOW))
    yield store
    store.engine.dispose()


def desk(store: Store) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                        now=NOW.isoformat())


def booking(store: Store, order: str) -> str | None:
    return {b.order: b.slot for b in care.snapshot(store).bookings}.get(order)


@pytest.mark.parametrize("message", [
    "c'est quoi l'autre créneau ?", "et l'autre créneau ?", "what's the other slot?",
    "il y a autre chose ce jour-là ?", "et l'autre crenau ?", "anything else that day?",
    "vous avez un autre horaire le même jour ?", "the other half of the day?",
    "et l'autre demi-journée ?", "is there another slot on the same day?",
])
def test_the_other_slot_asked(message: str) -> None:
    assert asks_other_slot(message)


@pytest.mark.parametrize("message", [
    "et mon autre commande ?", "l'autre commande", "vous avez d'autres créneaux ?",
    "un autre jour ?", "another day?", "my other order", "the other order", "autre chose ?",
    "rien d'autre, merci", "anything else?",
])
def test_not_the_other_slot(message: str) -> None:
    assert not asks_other_slot(message)


@pytest.mark.parametrize("message", [
    "c'est quoi l'autre créneau ?", "what's the other slot?", "il y a autre chose ce jour-là ?",
    "et l'autre creneau", "and the afternoon?",
])
def test_the_other_slot_of_a_proposal_is_proposed_for_the_same_order(
        demo: Store, message: str) -> None:
    conv = desk(demo)
    conv.say(MOVE)
    before = conv.snapshot()
    turn = conv.say(message)
    assert conv.snapshot() == before
    pending = turn.state["awaiting"]["pending"]
    assert (pending["order_number"], pending["slot_id"]) == ("SO-24903", "2026-12-10-PM")
    assert "SO-24911" not in turn.reply
    conv.say("oui")
    assert booking(demo, "SO-24903") == "2026-12-10-PM"


@pytest.mark.parametrize("message", [
    "oui, non attendez, plutôt le 11", "ok pour le 11", "yes but actually make it the 11th",
    "oui mais plutot le 11", "d'accord, enfin non, le 11 plutôt",
])
def test_a_yes_replaced_by_another_day_is_not_promised_again(
        demo: Store, message: str) -> None:
    conv = desk(demo)
    conv.say(MOVE)
    before = conv.snapshot()
    turn = conv.say(message)
    assert conv.snapshot() == before
    assert turn.state.get("held") is None
    assert "redemanderai" not in turn.reply and "ask you about that slot" not in turn.reply
    assert turn.state["awaiting"]["pending"]["slot_id"] == "2026-12-11-AM"
    conv.say("oui")
    assert booking(demo, "SO-24903") == "2026-12-11-AM"


@pytest.mark.parametrize("message", [
    "oui mais pour l'autre commande", "yes but for my other order",
])
def test_a_yes_moved_to_the_other_order_is_not_promised_again(
        demo: Store, message: str) -> None:
    conv = desk(demo)
    conv.say(MOVE)
    turn = conv.say(message)
    assert turn.state.get("held") is None
    assert "redemanderai" not in turn.reply and "ask you about that slot" not in turn.reply


def test_a_yes_with_a_question_still_holds_the_proposal(demo: Store) -> None:
    conv = desk(demo)
    conv.say(MOVE)
    turn = conv.say("oui, et où en est ma commande SO-24911 ?")
    assert turn.state["awaiting"]["pending"]["slot_id"] == "2026-12-10-AM"


@pytest.mark.parametrize(("answer", "said"), [
    ("oui", "48 heures"), ("ok", "48 heures"), ("d'accord", "48 heures"),
])
def test_a_yes_after_the_48_hour_line_says_so(demo: Store, answer: str, said: str) -> None:
    conv = desk(demo)
    conv.say("Déplacez SO-24903 au samedi 5 décembre le matin")
    before = conv.snapshot()
    turn = conv.say(answer, now="2026-12-03T10:00:00+01:00")
    assert conv.snapshot() == before
    assert said in turn.reply
    assert "plus disponible" not in turn.reply and "no longer available" not in turn.reply


@pytest.mark.parametrize("pick", ["2", "le deuxième", "the second one", "2 svp"])
def test_a_position_after_a_list_left_unanswered_gets_the_list_again(
        demo: Store, pick: str) -> None:
    conv = desk(demo)
    listed = conv.say("Je voudrais déplacer la livraison de SO-24903 un matin la semaine "
                      "prochaine").state["awaiting"]["offered"]
    # words of a change of mind let the list go (a status asked without them is told before
    # the same list asked again: test_a_status_while_a_list_waits_asks_the_list_again)
    conv.say("finalement, où en est ma commande SO-24911 ?")
    before = conv.snapshot()
    turn = conv.say(pick)
    assert conv.snapshot() == before  # never a move on a list no longer asked
    assert turn.state["awaiting"]["offered"] == listed
    conv.say(pick)
    assert booking(demo, "SO-24903") == listed[1]


def test_a_new_request_after_a_list_left_unanswered_is_read_as_one(demo: Store) -> None:
    conv = desk(demo)
    conv.say("Je voudrais déplacer la livraison de SO-24903 un matin la semaine prochaine")
    conv.say("finalement, où en est ma commande SO-24911 ?")
    turn = conv.say("où en est ma commande SO-24903 ?")
    assert turn.state["reply"]["id"] == "say_status"


@pytest.mark.parametrize("question", ["où en est ma commande SO-24911 ?", "et SO-24911 ?",
                                      "where is SO-24911?"])
def test_a_status_while_a_list_waits_asks_the_list_again(demo: Store, question: str) -> None:
    conv = desk(demo)
    listed = conv.say("Je voudrais déplacer la livraison de SO-24903 un matin la semaine "
                      "prochaine").state["awaiting"]["offered"]
    before = conv.snapshot()
    turn = conv.say(question)
    assert conv.snapshot() == before
    assert "SO-24911" in turn.reply and turn.text_id == "ask_which_slot"
    assert turn.state["awaiting"]["offered"] == listed  # the same list, its ranks unchanged
    conv.say("2")
    assert booking(demo, "SO-24903") == listed[1]
