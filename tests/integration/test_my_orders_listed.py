""""Mes commandes", "my orders": every order of the signed-in customer, the open ones first and
the others named delivered or cancelled; "my order" lists the open ones, and says so."""

from __future__ import annotations

import pytest

from graphs.care_desk import builder
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import ALICE, JEAN
from tests.harness import Conversation


@pytest.mark.parametrize(("message", "delivered"), [
    ("quelles sont mes commandes ?", "livrée"),
    ("mes commandes", "livrée"),
    ("Mes commandes svp", "livrée"),
    ("my orders", "delivered"),
    ("What did I order?", "delivered"),
    ("can you list my orders", "delivered"),
    ("what orders do I have?", "delivered"),
    ("quelles commandes ai-je passées ?", "livrée"),
    ("Combien de commandes j'ai chez vous ?", "livrée"),
    ("what are my orders", "delivered"),
])
def test_my_orders_lists_them_all_the_closed_ones_named(
        mem_store: Store, message: str, delivered: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    # The list is the answer (each order with its status), then an offer to go on: never
    # "which order is it about?" as if the customer had to pick one.
    assert turn.text_id == "list_orders" and turn.asks
    assert "?" not in turn.reply.splitlines()[0]
    orders = turn.state["awaiting"]["orders"]
    assert set(orders) == {"SO-24903", "SO-24911", "SO-24870"}
    assert orders[-1] == "SO-24870"  # the open ones first
    line = next(x for x in turn.reply.splitlines() if "SO-24870" in x)
    assert delivered in line
    assert all(delivered not in x for x in turn.reply.splitlines()
               if "SO-24903" in x or "SO-24911" in x)
    picked = desk.say("3")
    assert picked.text_id == "say_status" and "SO-24870" in picked.reply


def test_my_orders_names_a_cancelled_one_as_cancelled(mem_store: Store) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=ALICE)
    turn = desk.say("my orders")
    line = next(x for x in turn.reply.splitlines() if "SO-30002" in x)
    assert "cancelled" in line


@pytest.mark.parametrize(("message", "heading"), [
    ("où en est ma commande ?", "Voici vos commandes en cours"),
    ("where is my order?", "Here are your open orders"),
])
def test_my_order_lists_the_open_ones_and_says_so(mem_store: Store, message: str,
                                                  heading: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    turn = desk.say(message)
    assert turn.text_id == "ask_which_order" and heading in turn.reply
    assert sorted(turn.state["awaiting"]["orders"]) == ["SO-24903", "SO-24911"]


def test_a_move_never_lists_a_delivered_order(mem_store: Store) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    turn = desk.say("je voudrais déplacer la livraison de mes commandes")
    assert "SO-24870" not in turn.reply


@pytest.mark.parametrize(("message", "words"), [
    ("mes commandes en cours ?", ("Voici vos commandes en cours", "en fabrication", "prête")),
    ("list my open orders please", ("Here are your open orders", "in production", "ready")),
    ("what are my current orders?", ("Here are your open orders", "in production", "ready")),
])
def test_my_open_orders_lists_the_open_ones_with_their_status(
        mem_store: Store, message: str, words: tuple[str, ...]) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.text_id == "list_orders" and turn.asks
    assert sorted(turn.state["awaiting"]["orders"]) == ["SO-24903", "SO-24911"]
    assert all(w in turn.reply for w in words)
    line = next(x for x in turn.reply.splitlines() if "SO-24903" in x)
    assert "livraison prévue" in line or "delivery booked" in line
    assert desk.say("2").text_id == "say_status"
