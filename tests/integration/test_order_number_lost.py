"""A customer without their order number ("quel est mon numéro de commande ?", "I lost my
order number"): signed in, their orders are listed with their numbers; anonymous, they are
told where the number is written and asked for it with the e-mail, as always (never an order
found from a name or an e-mail alone). A number written is never read as one asked for."""

from __future__ import annotations

import pytest

from graphs.front_door import builder
from services.llm.lexicon import intent_of
from services.llm.offline import OfflineChatModel
from services.store import Store
from services.text import asks_order_number
from tests.data import JEAN
from tests.harness import Conversation

LOST = [
    ("quel est mon numéro de commande ?", "fr"),
    ("j'ai perdu mon numéro de commande", "fr"),
    ("je ne retrouve plus mon n° de commande", "fr"),
    ("le numéro de commande je l'ai pas", "fr"),
    ("je n'ai pas de numéro de commande", "fr"),
    ("I can't find my order number", "en"),
    ("what's my order number?", "en"),
    ("I lost my order number, can you help", "en"),
    ("where do I find my order number", "en"),
]


@pytest.mark.parametrize("message", [
    "mon numéro de commande est SO-24903", "voici mon numéro de commande : 24903",
    "bonjour je vous donne mon numéro de commande", "my order number is 24903",
    "where is order SO-24903?",
])
def test_a_number_written_or_about_to_be_is_no_number_asked(message: str) -> None:
    assert not asks_order_number(message)


@pytest.mark.parametrize(("message", "lang"), LOST)
def test_a_signed_in_customer_gets_their_orders_listed(mem_store: Store, message: str,
                                                       lang: str) -> None:
    assert intent_of(message) == "order_status"
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.text_id == "list_orders", turn.reply
    assert "SO-24903" in turn.reply and "SO-24911" in turn.reply


@pytest.mark.parametrize(("message", "lang"), LOST)
def test_an_anonymous_customer_is_told_where_the_number_is(mem_store: Store, message: str,
                                                           lang: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel())
    turn = desk.say(message)
    assert turn.text_id == "ask_order_and_email_where" and turn.asks
    assert ("confirmation" in turn.reply) and "SO-" in turn.reply
    assert "SO-24903" not in turn.reply and "SO-24911" not in turn.reply
    # the usual proof follows
    status = desk.say("SO-24903, jean.martin@example.com" if lang == "fr"
                      else "SO-24903 and jean.martin@example.com")
    assert status.text_id == "say_status" and "SO-24903" in status.reply
