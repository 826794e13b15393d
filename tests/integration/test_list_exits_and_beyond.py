"""While a slot list waits: the customer lets the change go (the list is closed, nothing
moved, said so), says none suits with an apology, asks for later (or earlier) slots than
those listed, or says a constraint about when (what fits it is listed)."""

from __future__ import annotations

import pytest

from graphs.care_desk import builder
from services import care
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation

OPEN = "Je voudrais déplacer la livraison de SO-24903"
OPEN_EN = "I'd like to move the delivery of SO-24903"


def _listed(desk: Conversation, opening: str) -> list[str]:
    turn = desk.say(opening)
    assert turn.text_id == "ask_which_slot", turn.reply
    return list(turn.state["awaiting"]["offered"])


@pytest.mark.parametrize(("opening", "message"), [
    (OPEN, "non laissez tomber, c'est bon"), (OPEN, "finalement non, je garde ma date"),
    (OPEN, "oubliez, ne changez rien"), (OPEN, "merci"),
    (OPEN_EN, "actually no, keep it as is"), (OPEN_EN, "never mind"),
    (OPEN_EN, "forget it, leave it as it is"),
])
def test_letting_the_change_go_closes_the_list(
        mem_store: Store, opening: str, message: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    _listed(desk, opening)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.text_id == "say_list_dropped" and not turn.asks
    assert "SO-24903" in turn.reply
    assert not (turn.state.get("awaiting") or {}).get("offered")


@pytest.mark.parametrize(("opening", "message"), [
    (OPEN, "aucun ne me va"), (OPEN, "aucun, malheureusement"),
    (OPEN_EN, "neither, sorry"), (OPEN_EN, "none of them, unfortunately"),
])
def test_none_suits_said_with_an_apology(mem_store: Store, opening: str, message: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    _listed(desk, opening)
    assert desk.say(message).text_id == "ask_other_slot"


@pytest.mark.parametrize(("opening", "message"), [
    (OPEN, "merci beaucoup, oui parfait"), (OPEN_EN, "yes perfect, thank you"),
])
def test_a_yes_that_picks_nothing_lists_again_and_says_nothing_changed(
        mem_store: Store, opening: str, message: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    offered = _listed(desk, opening)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_which_slot"
    assert turn.state["awaiting"]["offered"] == offered


@pytest.mark.parametrize(("opening", "message"), [
    (OPEN, "ni l'un ni l'autre, vous avez pas plus tard ?"),
    (OPEN, "vous avez quelque chose la semaine d'après ?"),
    (OPEN_EN, "none of those work, anything the week after?"),
    (OPEN_EN, "anything later?"),
])
def test_later_than_the_list_lists_later_slots(
        mem_store: Store, opening: str, message: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    offered = _listed(desk, opening)
    last = max(s[:10] for s in offered)
    turn = desk.say(message)
    assert turn.text_id in ("ask_which_slot", "ask_confirm_move"), turn.reply
    shown = (turn.state["awaiting"].get("offered")
             or [turn.state["awaiting"]["pending"]["slot_id"]])
    assert shown and all(s[:10] > last for s in shown), (offered, shown)


def test_a_later_slot_picked_from_the_new_list_is_moved(mem_store: Store) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    _listed(desk, OPEN)
    turn = desk.say("vous avez pas plus tard ?")
    turn = desk.say("1" if turn.text_id == "ask_which_slot" else "oui")
    assert turn.text_id == "say_moved"
    booked = {b.order: b.slot for b in care.snapshot(mem_store).bookings}["SO-24903"]
    assert booked > "2026-10-20"


@pytest.mark.parametrize(("opening", "message", "expected"), [
    (OPEN, "n'importe quand entre le 20 et le 23 sauf le jeudi",
     {"2026-10-20-AM", "2026-10-23-AM"}),
    (OPEN_EN, "any time between the 20th and the 23rd except Thursday",
     {"2026-10-20-AM", "2026-10-23-AM"}),
])
def test_a_constraint_said_to_the_list_lists_what_fits_it(
        mem_store: Store, opening: str, message: str, expected: set[str]) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    _listed(desk, opening)
    turn = desk.say(message)
    assert turn.text_id == "ask_which_slot", turn.reply
    assert set(turn.state["awaiting"]["offered"]) == expected


@pytest.mark.parametrize(("opening", "message"), [
    (OPEN_EN, "the latest date you have please"), (OPEN, "le plus tard possible"),
])
def test_the_latest_said_to_the_list_lists_the_last_free_slots(
        mem_store: Store, opening: str, message: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    _listed(desk, opening)
    turn = desk.say(message)
    awaiting = turn.state["awaiting"]
    shown = awaiting.get("offered") or [awaiting["pending"]["slot_id"]]
    assert "2026-10-23-AM" in shown, turn.reply
