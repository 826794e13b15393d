"""A signed-in staff member asks about an order: any order's status is read without its
customer's e-mail (read-only, as the back office lists a customer's orders); a change to an
order still needs the e-mail that proves it, and the reply says why it is asked."""

from __future__ import annotations

import pytest

from comptoir.agent import Turn
from graphs.front_door import builder
from services import care
from services.errors import OrderNotFound
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.harness import DEMO_NOW, Conversation, demo_data_store, nodes_of, staff_desk
from tools import billing as billing_tools

NOW = DEMO_NOW  # a Wednesday


store = pytest.fixture(scope="module", name="store")(demo_data_store)  # read only
staff = staff_desk


def tools_of(turn: Turn) -> list[str]:
    return [e["tool"] for e in turn.trace if e.get("kind") == "tool"]


@pytest.mark.parametrize(("message", "said"), [
    ("où en est la commande SO-24903 ?", ["La commande SO-24903 de Jean Martin", "garnissage"]),
    ("status of SO-24870?", ["Order SO-24870 of Jean Martin", "delivered"]),
    ("Où en est SO-25101", ["La commande SO-25101 de Paul Dupont"]),
    ("Quel est le statut de la commande SO-25103 ?", ["SO-25103 de Sarah Connor", "prête"]),
    ("where is order SO-25010?", ["Order SO-25010 of John Doe"]),
    ("so-24911 ?", ["SO-24911 de Jean Martin"]),
    # an order checked or looked up, in words not designed for: its status
    ("Can you check order SO-24903 for me", ["Order SO-24903 of Jean Martin"]),
    ("peux-tu vérifier la commande SO-24903 ?", ["La commande SO-24903 de Jean Martin"]),
    ("infos sur la commande SO-25101 stp", ["SO-25101 de Paul Dupont"]),
    ("details of order SO-25101 please", ["Order SO-25101 of Paul Dupont"]),
    ("pouvez-vous regarder la commande SO-25103", ["SO-25103 de Sarah Connor"]),
])
def test_staff_read_any_orders_status_without_an_email(store: Store, message: str,
                                                       said: list[str]) -> None:
    turn = staff(store).say(message)
    assert turn.text_id == "say_status_staff" and not turn.asks, turn.reply
    for words in said:
        assert words in turn.reply
    assert "adresse e-mail" not in turn.reply and "e-mail address" not in turn.reply
    assert tools_of(turn) == ["staff_order"]


@pytest.mark.parametrize("email", ["staff@comptoir.example", "jean.martin@example.com"])
def test_an_email_in_the_run_changes_nothing_to_a_staff_read(store: Store, email: str) -> None:
    """On a LangGraph server a staff token's own e-mail reaches the run: an order is still
    read by its number, whoever's it is; a change still needs the order's e-mail."""
    desk = Conversation(builder, store, OfflineChatModel(), channel="staff",
                        now=NOW.isoformat(), customer_email=email)
    turn = desk.say("status of SO-25101?")
    assert turn.text_id == "say_status_staff" and "Paul Dupont" in turn.reply
    before = desk.snapshot()
    move = desk.say("move the delivery of SO-25101 to next Friday")
    assert desk.snapshot() == before and "moved" not in move.reply


def test_several_orders_and_a_follow_up(store: Store) -> None:
    desk = staff(store)
    both = desk.say("Où en sont SO-24903 et SO-25101 ?")
    assert both.reply.index("SO-24903") < both.reply.index("SO-25101")
    assert "Jean Martin" in both.reply and "Paul Dupont" in both.reply
    after = desk.say("et SO-25103 ?")
    assert after.text_id == "say_status_staff" and "Sarah Connor" in after.reply


@pytest.mark.parametrize(("message", "said"), [
    ("où en est la commande SO-99999 ?", "aucune commande portant le numéro SO-99999"),
    ("status of SO-99999?", "any order numbered SO-99999"),
])
def test_an_order_that_does_not_exist(store: Store, message: str, said: str) -> None:
    turn = staff(store).say(message)
    assert turn.text_id == "say_not_found_staff" and said in turn.reply


@pytest.mark.parametrize(("message", "said"), [
    ("déplacez la livraison de SO-24903 au 20 décembre",
     "je ne modifie une commande (sa livraison, un dossier) qu'avec l'adresse e-mail"),
    ("move the delivery of SO-24903 to next Friday", "only with its customer's e-mail"),
    ("SO-24870 est arrivée abîmée", "qu'avec l'adresse e-mail de son client"),
])
def test_a_change_still_needs_the_customers_email_and_says_why(
        store: Store, message: str, said: str) -> None:
    desk = staff(store)
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id == "ask_email_staff" and turn.asks and said in turn.reply
    assert desk.snapshot() == before


def test_a_status_read_proves_nothing_for_a_change(store: Store) -> None:
    """After reading an order's status, a move of it still asks the e-mail: a staff read is
    no proof of the order."""
    desk = staff(store)
    assert desk.say("où en est SO-24903 ?").text_id == "say_status_staff"
    before = desk.snapshot()
    turn = desk.say("déplacez sa livraison au vendredi 11 décembre")
    assert turn.text_id == "ask_email_staff" and desk.snapshot() == before
    assert "read_order" not in nodes_of(turn) and "list_free_slots" not in nodes_of(turn)


def test_the_customer_channel_still_needs_the_email(store: Store) -> None:
    desk = Conversation(builder, store, OfflineChatModel(), now=NOW.isoformat())
    turn = desk.say("où en est la commande SO-24903 ?")
    assert turn.text_id == "ask_details" or turn.text_id == "ask_email", turn.text_id
    assert turn.asks and "Jean Martin" not in turn.reply and "garnissage" not in turn.reply


def test_the_staff_read_is_read_only_and_staff_scoped(store: Store) -> None:
    assert billing_tools.staff_order.scope == "staff"
    assert "staff_order" not in billing_tools.BILLING_TOOLS  # not in the billing loop or MCP
    order = care.read_any_order(store, number=" so-25101 ")
    assert (order.number, order.customer_name) == ("SO-25101", "Paul Dupont")
    with pytest.raises(OrderNotFound):
        care.read_any_order(store, number="SO-99999")
