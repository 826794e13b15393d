"""A yes that comes with another request asking a question of its own: the proposal is held
and asked again, named in full, once the other request is answered; never silently dropped,
never written on that yes."""

from __future__ import annotations

import pytest

from graphs.care_desk import builder
from services import care
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation

MOVE = "Déplacez SO-24903 au mardi 20 au matin"


def booking(store: Store, order: str) -> str | None:
    return {b.order: b.slot for b in care.snapshot(store).bookings}.get(order)


@pytest.mark.parametrize("message", [
    "oui, et mon fauteuil SO-24870 est abîmé",
    "oui et le canapé SO-24870 est arrivé abimé",
    "ok d'accord, par contre SO-24870 est arrivée cassée",
    "oui merci. Aussi, ma commande SO-24870 est rayée",
    "oui stp, et SO-24870 est endommagee",
])
def test_a_yes_with_a_damage_report_holds_the_move_then_asks_it_again(
        mem_store: Store, message: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    desk.say(MOVE)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before  # a yes with more words is not consent
    assert turn.asks and turn.state["awaiting"]["question"] == "ask_confirm_damage_case"
    assert "pas encore modifié la livraison de votre commande SO-24903" in turn.reply
    opened = desk.say("oui")
    assert [c.order for c in care.snapshot(mem_store).cases if c.number != "CASE-1001"] \
        == ["SO-24870"]
    # the move, named in full, asked again: the next plain yes is consent to it
    assert opened.asks and opened.state["awaiting"]["question"] == "ask_again_move"
    assert "mardi 20 octobre au matin" in opened.reply
    assert booking(mem_store, "SO-24903") != "2026-10-20-AM"
    done = desk.say("oui")
    assert done.text_id == "say_moved" and done.model_calls == 0
    assert booking(mem_store, "SO-24903") == "2026-10-20-AM"


def test_a_yes_with_a_damage_report_in_english(mem_store: Store) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    desk.say("Please move SO-24903 to Tuesday 20 in the morning")
    turn = desk.say("yes, and my armchair SO-24870 arrived damaged")
    assert "not changed the delivery of your order SO-24903 yet" in turn.reply
    assert "pas" not in turn.reply.split()  # one language per reply
    again = desk.say("yes")
    assert again.state["awaiting"]["question"] == "ask_again_move"
    assert "Tuesday 20 October" in again.reply
    assert desk.say("yes").text_id == "say_moved"
    assert booking(mem_store, "SO-24903") == "2026-10-20-AM"


def test_a_no_to_the_held_move_moves_nothing(mem_store: Store) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    desk.say(MOVE)
    desk.say("oui, et mon fauteuil SO-24870 est abîmé")
    desk.say("oui")
    desk.say("non")
    assert booking(mem_store, "SO-24903") != "2026-10-20-AM"


def test_a_new_message_without_yes_still_drops_the_move(mem_store: Store) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    desk.say(MOVE)
    turn = desk.say("mon fauteuil SO-24870 est abîmé")  # no yes: the proposal lapses
    assert "Je n'ai pas modifié la livraison de votre commande SO-24903." in turn.reply
    opened = desk.say("oui")
    assert not opened.asks and "SO-24903" not in opened.reply
