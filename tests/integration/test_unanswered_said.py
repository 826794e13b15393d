"""A question a message asks among several is never dropped silently: it is answered, or
the reply says (a fixed text) that it was not, and what to ask."""

from __future__ import annotations

import pytest

from graphs.front_door import builder
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.harness import DEMO_NOW, Conversation, demo_data_store

store = pytest.fixture(scope="module", name="store")(demo_data_store)
JEAN = "jean.martin@example.com"


def desk(store: Store, **context: object) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                        now=DEMO_NOW.isoformat(), **context)


# -- several order numbers, some not found or past the cap -------------------------------

@pytest.mark.parametrize(("message", "said", "unsaid"), [
    ("Où en sont SO-24903 SO-24911 SO-24870 SO-25101 SO-24001 SO-24002 ?",
     ["les 2 autres commandes", "pas regardé la dernière"], ["SO-25101", "SO-24001", "SO-24002"]),
    ("ou en sont SO-24903, SO-25101 et SO-24001 ?", ["les 2 autres commandes"],
     ["SO-25101", "SO-24001", "l'autre commande"]),
    ("Where are SO-24903, SO-25101 and SO-24001?", ["the 2 other orders"], ["SO-25101"]),
    ("Where are SO-24903 and SO-24001?", ["the other order you named"], ["SO-24001"]),
    ("status of SO-24903 SO-24911 SO-24870 SO-25101 SO-24001 SO-24002 SO-24003",
     ["the 2 other orders", "not looked at the last 2"], ["SO-25101", "SO-24003"]),
])
def test_orders_not_found_are_counted_and_those_past_the_cap_said(
        store: Store, message: str, said: list[str], unsaid: list[str]) -> None:
    conversation = desk(store)
    before = conversation.snapshot()
    turn = conversation.say(message)
    for words in said:
        assert words in turn.reply, turn.reply
    for words in unsaid:
        assert words not in turn.reply, turn.reply
    assert conversation.snapshot() == before
