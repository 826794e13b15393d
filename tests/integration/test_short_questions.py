"""Short messages are read as people write them: "status?" and "ETA?" are English status
questions; an order number with words that only point at it ("ma commande SO-24903 ?",
"et la SO-24903", "order SO-24903?") asks where that order is."""

from __future__ import annotations

import pytest

from graphs.care_desk import builder
from services.llm.offline import OfflineChatModel
from services.store import Store
from services.text import language_of
from tests.data import JEAN
from tests.harness import Conversation


@pytest.mark.parametrize(("message", "lang"), [
    ("status?", "en"), ("ETA?", "en"), ("where's 24903?", "en"), ("when's my delivery?", "en"),
    ("any news?", "en"), ("what's up with it?", "en"), ("how's it going?", "en"),
    ("statut ?", "fr"), ("c'est quand ?", "fr"), ("qu'en est-il ?", "fr"),
    ("l'étape ?", "fr"), ("jusqu'à quand ?", "fr"), ("SO-24903 ?", "fr"),
])
def test_the_language_of_a_short_message(message: str, lang: str) -> None:
    assert language_of(message) == lang


@pytest.mark.parametrize(("message", "lang"), [
    ("status?", "en"), ("ETA?", "en"), ("where's 24903?", "en"), ("when's my delivery?", "en"),
    ("where's my stuff?", "en"), ("statut ?", "fr"), ("qu'en est-il ?", "fr"),
])
def test_a_short_status_question_is_answered_in_its_language(
        mem_store: Store, message: str, lang: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    turn = desk.say(message)
    assert turn.text_id in ("say_status", "ask_which_order"), turn.reply
    assert turn.state["language"] == lang
    if turn.text_id == "say_status":
        assert "SO-24903" in turn.reply


@pytest.mark.parametrize(("message", "lang"), [
    ("ma commande SO-24903 ?", "fr"), ("SO-24903 ?", "fr"), ("et la SO-24903", "fr"),
    ("la commande 24903 svp", "fr"), ("order SO-24903?", "en"),
    ("what about order 24903?", "en"), ("hello, SO-24903 please", "en"),
    ("my order SO-24903", "en"),
])
def test_an_order_number_and_nothing_else_asks_its_status(
        mem_store: Store, message: str, lang: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    turn = desk.say(message)
    assert turn.text_id == "say_status", turn.reply
    assert "SO-24903" in turn.reply
    assert turn.state["language"] == lang


@pytest.mark.parametrize("message", [
    "SO-24903 je veux la déplacer", "ma commande SO-24903 est abîmée",
])
def test_an_order_number_with_a_request_is_that_request(mem_store: Store, message: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    assert desk.say(message).text_id != "say_status"


@pytest.mark.parametrize(("message", "days"), [
    ("je souhaiterais reporter la livraison de mon canapé d'une quinzaine de jours", 14),
    ("could you push my delivery back by about a week?", 7),
    ("can you push the sofa back a fortnight?", 14),
])
def test_a_rounded_shift_is_kept_for_the_order_it_is_said_of(
        mem_store: Store, message: str, days: int) -> None:
    # Said with an item, the shift is that item's order's, not dropped (the desk asks which
    # sofa first: the slots are then read from that order's booked day).
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    turn = desk.say(message)
    assert turn.state["details"]["shift_days"] == days


@pytest.mark.parametrize(("message", "lang"), [
    ("my order?", "en"), ("ma commande ?", "fr"), ("coming soon?", "en"),
    ("elle arrive bientôt ?", "fr"), ("ma livraison ?", "fr"), ("livraison ?", "fr"),
    ("et ma livraison ?", "fr"), ("la livraison ?", "fr"), ("my delivery?", "en"),
])
def test_my_order_alone_asks_its_status(mem_store: Store, message: str, lang: str) -> None:
    """"Ma livraison ?" names the delivery and asks nothing of it: where it is, never a slot
    list (a "2" after a list is a pick by position, which moves)."""
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    turn = desk.say(message)
    assert turn.text_id in ("say_status", "ask_which_order"), turn.reply
    assert "créneau" not in turn.reply and "slot" not in turn.reply
    assert turn.state["language"] == lang
