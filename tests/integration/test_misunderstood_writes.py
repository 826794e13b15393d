"""A mistaken reading may produce a wrong proposal, never a wrong write: words that only
look like a pick, a move or a yes are proposed (or answered) first, never carried out."""

from __future__ import annotations

from typing import Any

import pytest

from graphs.care_desk import builder
from services import care
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation


def booking(store: Store, order: str) -> str | None:
    return {b.order: b.slot for b in care.snapshot(store).bookings}.get(order)


def desk_on(store: Store, **context: Any) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), customer_email=JEAN, **context)


def _listed(desk: Conversation, message: str) -> list[str]:
    listed = desk.say(message)
    assert listed.text_id == "ask_which_slot", listed.reply
    offered: list[str] = listed.state["awaiting"]["offered"]
    return offered


@pytest.mark.parametrize(("said", "rank"), [
    ("le 3", 3), ("Le 2 svp", 2), ("je prends le 2", 2), ("ok le 1", 1), ("the 3rd", 3),
    ("I'll take the 2nd please", 2), ("le 1er", 1),
])
def test_a_number_with_no_slot_on_that_day_is_a_pick_as_the_contract_says(
        mem_store: Store, said: str, rank: int) -> None:
    """"Le 3" to a list of dates with no slot on the 3rd: the consent contract
    (evals/eval-format.md) reads a number or an ordinal said to a list as a pick by position,
    itself consent: the third option, moved on that turn. (With a slot on that day it is
    that date, proposed first: `test_free_days_of_the_lists_months_are_days_not_ranks`.)"""
    desk = desk_on(mem_store)
    offered = _listed(desk, "Je voudrais déplacer la livraison de SO-24903")
    days = {int(i[8:10]) for i in offered}
    number = int("".join(c for c in said if c.isdigit()))
    assert number not in days, offered  # the fixture lists no slot on these days
    done = desk.say(said)
    assert done.text_id == "say_moved", done.reply
    assert booking(mem_store, "SO-24903") == offered[rank - 1]


@pytest.mark.parametrize(("said", "rank"), [
    ("2", 2), ("la 2", 2), ("le deuxième", 2), ("the second one", 2), ("option 3", 3),
    ("la dernière", 3), ("le 3e", 3),
])
def test_a_pick_that_is_no_day_is_consent(mem_store: Store, said: str, rank: int) -> None:
    desk = desk_on(mem_store)
    offered = _listed(desk, "Je voudrais déplacer la livraison de SO-24903")
    done = desk.say(said)
    assert done.text_id == "say_moved", done.reply
    assert booking(mem_store, "SO-24903") == offered[rank - 1]


@pytest.mark.parametrize("message", [
    "est-ce que je peux changer l'adresse de livraison ?",
    "je voudrais que le livreur passe plutôt chez ma mère",
    "can I change the delivery address?", "Could you deliver SO-24903 to my office instead?",
    "mon voisin peut réceptionner le canapé ?", "I'm on the 4th floor with no lift",
])
def test_what_cannot_be_changed_here_is_said_and_nothing_is_listed(mem_store: Store,
                                                                   message: str) -> None:
    """Another address, a neighbour, the floor: a fixed text, no slot list, no proposal;
    a number said after it picks nothing."""
    desk = desk_on(mem_store)
    before = desk.snapshot()
    said = desk.say(message)
    assert said.text_id in ("say_cannot_change_address", "say_cannot_hand_over",
                            "say_cannot_note_access"), said.reply
    assert not said.asks
    for answer in ("1", "la 2", "oui"):
        turn = desk.say(answer)
        assert turn.text_id not in ("say_moved", "ask_which_slot", "ask_confirm_move")
    assert desk.snapshot() == before


def test_an_address_change_while_a_move_waits_lets_the_move_lapse(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    assert desk.say("Déplacez SO-24903 au mardi 20 au matin").text_id == "ask_confirm_move"
    before = desk.snapshot()
    turn = desk.say("en fait livrez plutôt chez mes parents")
    assert turn.text_id == "say_cannot_change_address" and not turn.asks
    assert desk.say("oui").text_id != "say_moved"
    assert desk.snapshot() == before


@pytest.mark.parametrize(("instead", "slot"), [
    ("non, le 22 au matin plutôt", "2026-10-22-AM"),
    ("non en fait plutôt le vendredi 16 l'après-midi", "2026-10-16-PM"),
    ("no, the 22nd instead", "2026-10-22-AM"),
    ("nan, plutôt le 23", "2026-10-23-AM"),
    ("no, make it Friday 23 then", "2026-10-23-AM"),
])
def test_a_no_with_another_slot_is_a_new_request(mem_store: Store, instead: str,
                                                 slot: str) -> None:
    """"Non, le 22 au matin plutôt": not a bare no (the alternative is not lost): that
    slot is proposed, and the one said no to is never written."""
    desk = desk_on(mem_store)
    assert desk.say("Déplacez SO-24903 au mardi 20 au matin").text_id == "ask_confirm_move"
    before = desk.snapshot()
    turn = desk.say(instead)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert turn.state["awaiting"]["pending"]["slot_id"] == slot
    assert desk.say("oui").text_id == "say_moved"
    assert booking(mem_store, "SO-24903") == slot


def test_a_slot_said_no_to_is_not_proposed_again_unless_asked(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    assert desk.say("Déplacez SO-24903 au mardi 20 au matin").text_id == "ask_confirm_move"
    before = desk.snapshot()
    assert desk.say("non").text_id == "ask_what_instead"
    again = desk.say("oui")  # no answer to "Que préférez-vous ?": no proposal of the 20th AM
    assert again.text_id != "ask_confirm_move"
    assert "2026-10-20-AM" not in (again.state.get("awaiting") or {}).get("offered", [])
    assert desk.say("oui").text_id != "say_moved"
    assert desk.snapshot() == before
    asked = desk.say("finalement si, le mardi 20 au matin")  # asked again: proposed
    assert asked.text_id == "ask_confirm_move"
    assert asked.state["awaiting"]["pending"]["slot_id"] == "2026-10-20-AM"


def test_a_bare_no_to_what_instead_proposes_nothing(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    desk.say("Déplacez SO-24903 au mardi 20 au matin")
    before = desk.snapshot()
    desk.say("non")
    turn = desk.say("non")
    assert turn.text_id not in ("ask_confirm_move", "ask_which_slot")
    assert desk.snapshot() == before


@pytest.mark.parametrize("correction", ["non en fait le 3", "oops, the third one",
                                        "non pardon, le troisième", "no wait, 3"])
def test_a_correction_right_after_a_pick_proposes_the_other_option(mem_store: Store,
                                                                   correction: str) -> None:
    desk = desk_on(mem_store)
    offered = _listed(desk, "Je voudrais déplacer la livraison de SO-24903")
    assert desk.say("2").text_id == "say_moved"
    before = desk.snapshot()
    turn = desk.say(correction)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert turn.state["awaiting"]["pending"]["slot_id"] == offered[2]
    assert desk.say("oui").text_id == "say_moved"
    assert booking(mem_store, "SO-24903") == offered[2]


@pytest.mark.parametrize("undo", [
    "oups je me suis trompé, remettez l'ancien créneau svp",
    "pouvez-vous revenir au créneau d'avant ?", "annulez le changement",
    "sorry, my mistake, put it back as it was", "undo that please",
    "can you go back to the original slot?",
])
def test_taking_back_a_move_just_made_proposes_the_slot_it_left(mem_store: Store,
                                                                undo: str) -> None:
    desk = desk_on(mem_store)
    _listed(desk, "Je voudrais déplacer la livraison de SO-24903")
    assert desk.say("1").text_id == "say_moved"
    before = desk.snapshot()
    turn = desk.say(undo)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert turn.state["awaiting"]["pending"]["slot_id"] == "2026-10-20-PM"
    assert desk.say("oui").text_id == "say_moved"
    assert booking(mem_store, "SO-24903") == "2026-10-20-PM"


def test_a_rank_two_messages_after_a_move_is_no_move(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    _listed(desk, "Je voudrais déplacer la livraison de SO-24903")
    assert desk.say("1").text_id == "say_moved"
    desk.say("merci !")
    before = desk.snapshot()
    turn = desk.say("3")
    assert turn.text_id not in ("ask_confirm_move", "say_moved")
    assert desk.snapshot() == before


def test_non_then_a_rank_right_after_a_pick_reads_the_same_list(mem_store: Store) -> None:
    """"Le 2" moved the delivery (a pick is consent); "non en fait le 3" right after is a
    correction: the third of that same list, proposed (never moved on these words alone)."""
    desk = desk_on(mem_store)
    offered = _listed(desk, "Je voudrais déplacer la livraison de SO-24903")
    assert desk.say("le 2").text_id == "say_moved"
    before = desk.snapshot()
    turn = desk.say("non en fait le 3")
    assert desk.snapshot() == before
    assert turn.text_id == "ask_confirm_move"
    assert turn.state["awaiting"]["pending"]["slot_id"] == offered[2]


@pytest.mark.parametrize(("wish", "already"), [
    ("Je voudrais décaler SO-24903 au mardi 20", "déjà prévue ce jour-là"),
    ("Pouvez-vous déplacer SO-24903 au 20 octobre ?", "déjà prévue ce jour-là"),
    ("Could you move SO-24903 to Tuesday the 20th?", "already booked on that day"),
])
def test_the_day_already_booked_is_said_before_its_other_half_is_proposed(
        mem_store: Store, wish: str, already: str) -> None:
    """SO-24903 is booked on Tuesday 20 in the afternoon: "au mardi 20" is its day already;
    the morning is proposed only as that, and nothing moves without the yes."""
    desk = desk_on(mem_store)
    before = desk.snapshot()
    turn = desk.say(wish)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_confirm_move" and already in turn.reply, turn.reply
    assert turn.state["awaiting"]["pending"]["slot_id"] == "2026-10-20-AM"


def test_a_half_day_said_is_proposed_plainly(mem_store: Store) -> None:
    turn = desk_on(mem_store).say("Déplacez SO-24903 au mardi 20 au matin")
    assert turn.text_id == "ask_confirm_move" and "déjà prévue" not in turn.reply


@pytest.mark.parametrize("thanks", ["merci pour le 2", "merci, parfait pour jeudi",
                                    "thanks, Thursday is great"])
def test_a_thanks_after_a_move_proposes_nothing(mem_store: Store, thanks: str) -> None:
    desk = desk_on(mem_store)
    _listed(desk, "Je voudrais déplacer la livraison de SO-24903")
    assert desk.say("2").text_id == "say_moved"
    before = desk.snapshot()
    turn = desk.say(thanks)
    assert turn.text_id not in ("ask_confirm_move", "ask_which_slot"), turn.reply
    assert desk.snapshot() == before


@pytest.mark.parametrize("again", ["finalement oui", "bon ok allez-y finalement",
                                   "actually yes, go ahead"])
def test_a_slot_said_no_to_then_wanted_again_is_proposed_never_called_full(
        mem_store: Store, again: str) -> None:
    """"Non", then "finalement oui": the one slot the wish fits is the one said no to; it is
    free, so it is proposed again (a yes/no question), never said to be fully booked."""
    desk = desk_on(mem_store)
    first = desk.say("Déplacez SO-24903 au jeudi 22 octobre au matin")
    assert first.text_id == "ask_confirm_move"
    slot = first.state["awaiting"]["pending"]["slot_id"]
    desk.say("non")
    before = desk.snapshot()
    turn = desk.say(again)
    assert desk.snapshot() == before
    assert "complet" not in turn.reply and "fully booked" not in turn.reply, turn.reply
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert turn.state["awaiting"]["pending"]["slot_id"] == slot


def test_taking_a_move_back_with_cancel_words_is_no_cancellation(mem_store: Store) -> None:
    """"Annulez, je préfère l'ancienne date" right after a move takes the move back (proposed,
    then moved on the yes), never the "cannot cancel an order" text."""
    desk = desk_on(mem_store)
    assert desk.say("Déplacez SO-24903 au jeudi 22 octobre au matin").text_id == \
        "ask_confirm_move"
    assert desk.say("oui").text_id == "say_moved"
    before = desk.snapshot()
    turn = desk.say("ah non zut, annulez, je préfère l'ancienne date")
    assert desk.snapshot() == before
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert turn.state["awaiting"]["pending"]["slot_id"] == "2026-10-20-PM"


@pytest.mark.parametrize("drop", ["laissez tomber", "non merci, c'est bon", "forget it",
                                  "laisse tomber"])
def test_the_which_order_question_can_be_left(mem_store: Store, drop: str) -> None:
    """"Which order?" answered by letting the request go: left aside, said so, never the same
    list again (and nothing written)."""
    desk = desk_on(mem_store)
    asked = desk.say("je veux déplacer ma livraison")
    assert asked.text_id == "ask_which_order", asked.reply
    before = desk.snapshot()
    turn = desk.say(drop)
    assert desk.snapshot() == before
    assert turn.text_id == "say_queue_dropped" and not turn.asks, turn.reply


@pytest.mark.parametrize(("said", "rank"), [
    ("non, le deuxième plutôt", 2), ("non plutôt le 2", 2), ("no, the second one", 2),
    ("non pardon, le 3", 3),
])
def test_a_no_then_a_rank_to_a_list_proposes_that_option(mem_store: Store, said: str,
                                                          rank: int) -> None:
    """"Non, le deuxième plutôt" to a list: the second option is meant, never ruled out; it
    is proposed (yes/no) first, then moved on the yes."""
    desk = desk_on(mem_store)
    offered = _listed(desk, "Je voudrais déplacer la livraison de SO-24903")
    before = desk.snapshot()
    turn = desk.say(said)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert turn.state["awaiting"]["pending"]["slot_id"] == offered[rank - 1]
    assert desk.say("oui").text_id == "say_moved"
    assert booking(mem_store, "SO-24903") == offered[rank - 1]
