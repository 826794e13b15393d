"""A signed-in customer whose orders are all delivered or cancelled, asking about "my
delivery": the desk says what became of it, never asks for a number they have no use for."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from graphs.care_desk import builder
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.data import tiny_fixture
from tests.harness import Conversation

JOHN = "john.doe@example.com"


def _fixture(orders: list[str]) -> dict[str, Any]:
    fixture = tiny_fixture()
    for order in fixture["orders"]:
        if order["number"] in orders:
            order["customer"] = "C-003"
    return fixture


@pytest.fixture
def one_delivered() -> Iterator[Store]:
    store = fresh_store("sqlite://", _fixture(["SO-24870"]))
    yield store
    store.engine.dispose()


@pytest.fixture
def two_closed() -> Iterator[Store]:
    store = fresh_store("sqlite://", _fixture(["SO-24870", "SO-30002"]))
    yield store
    store.engine.dispose()


@pytest.mark.parametrize(("message", "text_id"), [
    ("je voudrais déplacer ma livraison", "say_order_closed"),
    ("I want to move my delivery", "say_order_closed"),
    ("quels créneaux sont libres ?", "say_order_closed"),
    ("où en est ma commande ?", "say_status"),
])
def test_the_only_order_delivered_is_said_delivered(
        one_delivered: Store, message: str, text_id: str) -> None:
    desk = Conversation(builder, one_delivered, OfflineChatModel(), customer_email=JOHN)
    turn = desk.say(message)
    assert turn.text_id == text_id, turn.reply
    assert "SO-24870" in turn.reply


def test_several_closed_orders_are_listed_with_what_became_of_them(two_closed: Store) -> None:
    desk = Conversation(builder, two_closed, OfflineChatModel(), customer_email=JOHN)
    turn = desk.say("je voudrais déplacer ma livraison")
    assert turn.text_id == "ask_which_order"
    assert "SO-24870" in turn.reply and "livrée" in turn.reply
    assert "SO-30002" in turn.reply and "annulée" in turn.reply
    assert desk.say("1").text_id == "say_order_closed"
