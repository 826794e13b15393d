"""A message that does not answer the proposal or the list: nothing written, and said so."""

from __future__ import annotations

from typing import Any

import pytest

from graphs.care_desk import builder
from services import care
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation

MOVE = "Déplacez SO-24903 au mardi 20 au matin"
LIST = "Déplacez SO-24903 un matin la semaine prochaine"


def desk_on(store: Store, **context: Any) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), customer_email=JEAN, **context)


def booking(store: Store, order: str) -> str | None:
    return {b.order: b.slot for b in care.snapshot(store).bookings}.get(order)


# -- a yes with more words -------------------------------------------------------------


@pytest.mark.parametrize("message", [
    "oui, et pouvez-vous aussi me dire où en est SO-24911 ?",
    "d'accord, merci. Et où en est SO-24911 ?",
])
def test_a_yes_with_another_request_answers_it_and_asks_the_move_again(
        mem_store: Store, message: str) -> None:
    desk = desk_on(mem_store)
    desk.say(MOVE)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before  # a yes with more words is not consent
    assert "SO-24911" in turn.reply and "prête" in turn.reply  # the status is answered
    # ... and the customer is told the move was not made, named in full, and asked again
    assert "pas encore fixé" in turn.reply and "mardi 20 octobre au matin" in turn.reply
    assert turn.asks and turn.state["awaiting"]["question"] == "ask_again_move"
    done = desk.say("oui")
    assert done.text_id == "say_moved" and done.model_calls == 0
    assert booking(mem_store, "SO-24903") == "2026-10-20-AM"


def test_a_yes_with_another_request_is_asked_again_in_english(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    desk.say("Please move SO-24903 to Tuesday 20 in the morning")
    turn = desk.say("yes, and where is SO-24911?")
    assert "have not set" in turn.reply and "Tuesday 20 October" in turn.reply
    assert "pas" not in turn.reply.split()  # one language per reply
    assert desk.say("yes").text_id == "say_moved"


def test_a_yes_with_a_damage_question_asks_the_case_again(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    desk.say("Mon canapé SO-24870 est arrivé abîmé")
    before = desk.snapshot()
    turn = desk.say("oui, et où en est SO-24911 ?")
    assert desk.snapshot() == before and turn.asks
    assert turn.state["awaiting"]["question"] == "ask_again_damage_case"
    assert "pas encore ouvert" in turn.reply
    assert desk.say("oui").text_id == "say_damage_case"


# -- "et SO-24911 ?" while a move of another order waits -------------------------------


def test_and_another_order_on_a_list_reads_its_status_never_a_write(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    desk.say(LIST)
    before = desk.snapshot()
    turn = desk.say("et SO-24911 ?")
    # SO-24911 is within 48 hours: read as a move, it got a late-case offer and "oui" opened
    # a case the customer never asked for.
    assert "SO-24911" in turn.reply and "est prête" in turn.reply
    assert "ask_confirm_late_case" not in [e.get("text_id") for e in turn.trace]
    assert turn.text_id == "ask_which_slot"  # the status told, then the same list again
    assert desk.say("oui").text_id == "ask_which_slot"  # a yes picks nothing from a list
    assert desk.snapshot() == before


@pytest.mark.parametrize("question", ["et SO-24911 ?", "Où en est SO-24911 ?"])
def test_another_orders_status_keeps_the_proposal_asked_again(mem_store: Store,
                                                               question: str) -> None:
    # A read: its status told, then the same proposal named in full (never a write on
    # SO-24911, within 48 hours: no late-case offer); the yes that follows answers it.
    desk = desk_on(mem_store)
    desk.say(MOVE)
    before, was = desk.snapshot(), booking(mem_store, "SO-24911")
    turn = desk.say(question)
    assert turn.text_id == "ask_still_move" and turn.asks
    assert "SO-24911" in turn.reply and "SO-24903" in turn.reply and "20 octobre" in turn.reply
    assert "ask_confirm_late_case" not in [e.get("text_id") for e in turn.trace]
    assert desk.snapshot() == before
    assert desk.say("oui").text_id == "say_moved"
    assert booking(mem_store, "SO-24903") == "2026-10-20-AM"
    assert booking(mem_store, "SO-24911") == was


# -- a question while a list is offered ------------------------------------------------


def test_a_status_question_on_a_list_is_answered(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    assert desk.say(LIST).text_id == "ask_which_slot"
    before = desk.snapshot()
    turn = desk.say("attendez, elle est où ma commande en fait ?")
    assert turn.text_id == "say_status" and "en fabrication" in turn.reply
    desk.say("le deuxième")  # the list was not offered again: no pick, no write
    assert desk.snapshot() == before


def test_a_status_question_on_a_proposal_is_answered(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    desk.say(MOVE)
    turn = desk.say("attendez, elle est où ma commande en fait ?")
    assert turn.text_id == "say_status" and "en fabrication" in turn.reply


# -- refusals --------------------------------------------------------------------------


@pytest.mark.parametrize("refusal", [
    "non merci c'est bon", "no thanks, that's fine", "I don't think so", "not yet",
    "Non merci, ça ira", "pas encore",
])
def test_a_refusal_is_a_no(mem_store: Store, refusal: str) -> None:
    desk = desk_on(mem_store)
    desk.say(MOVE)
    before = desk.snapshot()
    turn = desk.say(refusal)
    assert turn.text_id == "ask_what_instead" and turn.model_calls == 0
    assert desk.snapshot() == before


@pytest.mark.parametrize("refusal", ["non merci c'est bon", "no thanks"])
def test_a_refusal_of_a_list_is_a_no(mem_store: Store, refusal: str) -> None:
    desk = desk_on(mem_store)
    desk.say(LIST)
    before = desk.snapshot()
    turn = desk.say(refusal)
    assert turn.text_id == "ask_what_instead" and turn.model_calls == 0
    assert desk.snapshot() == before


# -- none of the list, a position beyond it ---------------------------------------------


@pytest.mark.parametrize("message", ["aucun ne me va", "none of them suits me",
                                     "Aucun ne me convient, merci"])
def test_none_of_the_list_asks_when_instead(mem_store: Store, message: str) -> None:
    desk = desk_on(mem_store)
    desk.say(LIST)
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id == "ask_other_slot" and turn.asks and turn.model_calls == 0
    assert desk.snapshot() == before
    asked = desk.say("le vendredi 23 au matin")  # the wish that follows is for the same order
    assert asked.text_id == "ask_confirm_move" and "SO-24903" in asked.reply


@pytest.mark.parametrize("message", ["le sixième", "6", "the sixth one"])
def test_a_position_beyond_the_list_is_said(mem_store: Store, message: str) -> None:
    desk = desk_on(mem_store)
    listed = desk.say(LIST)
    count = len(listed.state["awaiting"]["offered"])
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id == "ask_which_slot" and turn.model_calls == 0
    assert f"la liste en compte {count}" in turn.reply or f"the list has {count}" in turn.reply
    assert desk.snapshot() == before
    assert desk.say("le deuxième").text_id == "say_moved"  # the list stands


# -- a thanks, an address alone ---------------------------------------------------------


@pytest.mark.parametrize("thanks", ["merci !", "Merci beaucoup", "thanks a lot"])
def test_a_thanks_gets_a_welcome(mem_store: Store, thanks: str) -> None:
    desk = desk_on(mem_store)
    desk.say("Où en est SO-24903 ?")
    turn = desk.say(thanks)
    assert turn.text_id == "say_welcome"


@pytest.mark.parametrize(("closing", "opens"), [
    ("merci !", "Avec plaisir !"), ("merci, au revoir", "Avec plaisir !"),
    ("thanks, bye", "You are welcome!"), ("Joyeux Noël !", "Avec plaisir !"),
    ("au revoir", "Au revoir !"), ("bonne soirée", "Au revoir !"), ("ok bye", "Goodbye!"),
    ("goodbye", "Goodbye!"), ("see you, take care", "Goodbye!"), ("cordialement", "Au revoir !"),
])
def test_a_goodbye_that_thanks_for_nothing_is_answered_goodbye(mem_store: Store, closing: str,
                                                               opens: str) -> None:
    """"au revoir" was answered "Avec plaisir !" (you are welcome) as a thanks was: a goodbye
    gets the same closing opened with a goodbye, under the same reply id, nothing written."""
    desk = desk_on(mem_store)
    desk.say("Where is SO-24903?" if opens in ("Goodbye!", "You are welcome!")
             else "Où en est SO-24903 ?")
    before = desk.snapshot()
    turn = desk.say(closing)
    assert turn.text_id == "say_welcome" and not turn.asks
    assert turn.reply.startswith(opens), turn.reply
    assert desk.snapshot() == before


def test_a_goodbye_while_a_list_waits_opens_with_the_goodbye(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    assert desk.say("Je voudrais déplacer SO-24903").text_id == "ask_which_slot"
    turn = desk.say("au revoir")
    assert turn.reply.startswith("Au revoir !"), turn.reply
    assert "Avec plaisir" not in turn.reply
    assert desk.say("2").text_id != "say_moved"  # the list was let go


@pytest.mark.parametrize("address", ["a@x.com", "the.best@gmail.com"])
def test_an_address_alone_keeps_the_conversation_s_language(mem_store: Store,
                                                            address: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel())
    asked = desk.say("Où en est ma commande SO-24903 ?")
    assert asked.text_id == "ask_email"
    turn = desk.say(address)
    assert turn.reply.startswith("Je ne trouve")  # not this customer's: in French still
    assert desk.say(JEAN).reply.startswith("Votre commande")


@pytest.mark.parametrize("taken_back", ["le deuxième, non", "the second one, no"])
def test_a_position_taken_back_proposes_nothing_and_asks_again(mem_store: Store,
                                                              taken_back: str) -> None:
    """Never the slot the customer just refused: the desk asks which day would suit."""
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    listed = desk.say("Je voudrais déplacer SO-24903 la semaine prochaine")
    assert listed.text_id == "ask_which_slot", listed.reply
    before = desk.snapshot()
    turn = desk.say(taken_back)
    assert turn.text_id == "ask_other_slot", (turn.text_id, turn.reply)
    assert desk.snapshot() == before


# -- the move asked for again after a question in between ------------------------------


@pytest.mark.parametrize(("interlude", "again"), [
    ("au fait, elle en est où ma commande ?", "d'accord, déplacez-la alors"),
    ("où en est SO-24903 ?", "ok, vous pouvez la déplacer"),
    ("il y a déjà un dossier ouvert ?", "bon, déplacez la livraison alors"),
    ("où en est ma commande ?", "oui d'accord"),
    ("where is my order now?", "ok yes move the sofa"),
    ("what's the status of SO-24903?", "fine, move it then"),
    ("where is it now?", "ok"),
])
def test_a_move_asked_again_after_a_question_is_proposed_again(
        mem_store: Store, interlude: str, again: str) -> None:
    """The proposal lapsed with the question: "ok, move it then" gets the same move as a
    fixed yes/no question again (the slot remembered), never a move on the lapsed one. A
    status question keeps it instead (answered, then asked again): then the yes moves."""
    desk = desk_on(mem_store)
    english = interlude.startswith(("where", "what"))
    first = desk.say("Please move SO-24903 to Tuesday 20 in the morning" if english else MOVE)
    assert first.text_id == "ask_confirm_move"
    before = desk.snapshot()
    between = desk.say(interlude)
    assert desk.snapshot() == before
    if between.text_id == "ask_still_move":
        # A status question while the yes/no waited: answered, then the same move asked
        # again in the same reply (a fixed text that states it): a yes to it is consent.
        # The answer is that yes, or the same move asked for again (proposed again).
        assert between.state["awaiting"]["pending"]["slot_id"] == "2026-10-20-AM"
        turn = desk.say(again)
        if turn.text_id == "say_moved":
            assert booking(mem_store, "SO-24903") == "2026-10-20-AM"
            return
    else:
        turn = desk.say(again)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_confirm_move" and turn.asks
    assert turn.state["awaiting"]["pending"]["slot_id"] == "2026-10-20-AM"
    assert ("Tuesday 20 October" if english else "mardi 20 octobre au matin") in turn.reply
    done = desk.say("yes" if english else "oui")
    assert done.text_id == "say_moved"
    assert booking(mem_store, "SO-24903") == "2026-10-20-AM"


def test_a_move_asked_again_for_a_slot_taken_since_lists_what_is_free(
        mem_store: Store) -> None:
    desk = desk_on(mem_store)
    desk.say(MOVE)
    desk.say("où en est ma commande ?")
    other = Conversation(builder, mem_store, OfflineChatModel(),
                         customer_email="alice.roy@example.com")
    other.say("Déplacez SO-30001 au mardi 20 au matin")
    assert other.say("oui").text_id == "say_moved"  # the slot (capacity 1) is taken
    before = desk.snapshot()
    turn = desk.say("d'accord, déplacez-la alors")
    assert desk.snapshot() == before
    assert turn.text_id == "ask_which_slot" and "2026-10-20-AM" not in (
        turn.state["awaiting"].get("offered") or [])


def test_the_proposal_is_forgotten_after_a_few_messages_or_a_new_request(
        mem_store: Store) -> None:
    desk = desk_on(mem_store)
    desk.say(MOVE)
    desk.say("où en est ma commande ?")
    desk.say("Déplacez SO-24903 le jeudi 22 au matin")  # a new wish replaces it
    desk.say("non")
    desk.say("où en est ma commande ?")
    turn = desk.say("d'accord, déplacez-la alors")
    assert turn.text_id == "ask_which_slot"  # no proposal left to take up: the list
    desk = desk_on(mem_store)
    desk.say(MOVE)
    for message in ("où en est ma commande ?", "merci", "attendez", "hmm"):
        desk.say(message)
    turn = desk.say("d'accord, déplacez-la alors")
    assert turn.text_id != "ask_confirm_move"
