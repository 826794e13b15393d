"""Whether a piece is coming on a day, asked of an item: the status of the order that holds
it (was the capabilities text)."""

from __future__ import annotations

from datetime import datetime

import pytest

from graphs.front_door import builder
from services.demo import demo_fixture
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.harness import Conversation

NOW = datetime.fromisoformat("2026-12-02T10:00:00+01:00")


@pytest.fixture(scope="module", name="store")
def demo() -> Store:
    return fresh_store("sqlite://", demo_fixture(NOW))


@pytest.mark.parametrize(("message", "order"), [
    ("is my table coming today?", "SO-24911"),
    ("is the sofa arriving tomorrow?", "SO-24903"),
    ("est-ce que ma table arrive aujourd'hui ?", "SO-24911"),
    ("is my table being delivered today?", "SO-24911"),
    ("ma table vient bien aujourd'hui ?", "SO-24911"),
])
def test_an_arrival_asked_of_an_item_tells_its_order(store: Store, message: str,
                                                     order: str) -> None:
    desk = Conversation(builder, store, OfflineChatModel(),
                        customer_email="jean.martin@example.com", now=NOW.isoformat())
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id == "say_status", turn.reply
    assert order in turn.reply and desk.snapshot() == before


@pytest.mark.parametrize("message", ["je peux l'avoir plus tôt ?", "can I get it sooner?",
                                     "could it come earlier?",
                                     "est-ce possible de la recevoir plus tôt ?"])
def test_sooner_after_a_status_lists_earlier_slots(store: Store, message: str) -> None:
    """After the status of an order, asking to have it sooner lists slots before the booked
    one (a list: a pick by position is then consent); nothing moves on these words."""
    desk = Conversation(builder, store, OfflineChatModel(),
                        customer_email="jean.martin@example.com", now=NOW.isoformat())
    booked = desk.say("Où en est ma commande SO-24903 ?").state["order"]["result"]
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id == "ask_which_slot", turn.reply
    offered = turn.state["awaiting"]["offered"]
    assert offered and all(s < booked["delivery_slot"]["id"] for s in offered), offered
    assert desk.snapshot() == before
