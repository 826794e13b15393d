"""An anonymous first message that greets, gives an e-mail and asks about "my order": the
order number is asked (the proof is the number with its e-mail), not the capabilities text."""

from __future__ import annotations

from datetime import datetime

import pytest

from graphs.front_door import builder
from nodes.kit.answers import only_names_an_order
from services.demo import demo_fixture
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.harness import Conversation

NOW = datetime.fromisoformat("2026-12-02T10:00:00+01:00")


@pytest.fixture(scope="module", name="store")
def demo() -> Store:
    return fresh_store("sqlite://", demo_fixture(NOW))


@pytest.mark.parametrize("message", [
    "hi, I'm jean.martin@example.com, my order?",
    "bonjour, c'est jean.martin@example.com, ma commande ?",
    "jean.martin@example.com my order",
    "Hello, my email is jean.martin@example.com, my order please?",
    "salut je suis jean.martin@example.com ma commande ?",
])
def test_the_order_number_is_asked(store: Store, message: str) -> None:
    desk = Conversation(builder, store, OfflineChatModel(), now=NOW.isoformat())
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id == "ask_order_number", turn.reply
    assert desk.snapshot() == before


@pytest.mark.parametrize("message", [
    "hi, I'm Jean, my order?",  # no e-mail: the greeting words are not skipped
    "jean.martin@example.com, my order is late and I want a refund",
    "hi, I'm jean.martin@example.com, move my order",
])
def test_more_than_a_greeting_is_no_bare_order_question(message: str) -> None:
    assert not only_names_an_order(message)
