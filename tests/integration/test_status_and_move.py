"""A status question and a move of the same order in one message ("où en est SO-… ? pouvez-vous
la déplacer au 18 ?"): the move is the request, proposed (its question says where the
delivery stands), never dropped for the status alone; nothing is written before the yes."""

from __future__ import annotations

import pytest

from graphs.front_door import builder
from services.llm.lexicon import intent_of
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.harness import DEMO_NOW, Conversation, demo_data_store

store = pytest.fixture(scope="module", name="store")(demo_data_store)
JEAN = "jean.martin@example.com"


@pytest.mark.parametrize("message", [
    "Pourriez-vous m'indiquer à quelle date SO-24903 sera livrée ? Par ailleurs, serait-il "
    "possible de la décaler au vendredi 18 décembre après-midi ?",
    "Where is SO-24903? Also, could you move it to Friday 18 December afternoon?",
    "Où en est SO-24903 et pouvez-vous la déplacer au 18 décembre ?",
    "ou en est ma commande SO-24903, et peut on la decaler au vendredi 18 decembre aprem",
    "What's the status of SO-24903, and can you reschedule it to December 18th?",
    "Bonjour, où en est ma commande SO-24903 ? Je souhaiterais aussi la reporter au 18 "
    "décembre si possible. Merci",
])
def test_the_move_asked_with_a_status_is_proposed(store: Store, message: str) -> None:
    desk = Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                        now=DEMO_NOW.isoformat())
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id in ("ask_confirm_move", "ask_which_slot"), turn.reply
    assert "18 décembre" in turn.reply or "18 December" in turn.reply
    assert "8 décembre" in turn.reply or "8 December" in turn.reply or \
        turn.text_id == "ask_which_slot"
    assert desk.snapshot() == before


@pytest.mark.parametrize(("message", "intent"), [
    ("SO-24903 : livraison quand ?", "order_status"),           # asks when, names no day
    ("Où en est SO-24903 ?", "order_status"),
    ("Où en est SO-24903 et pouvez-vous déplacer SO-24911 au 18 décembre ?", "order_status"),
    ("statut de la commande 24903, et déplacez la 24911 au 18 décembre", "order_status"),
])
def test_a_status_alone_or_of_another_order_is_not_a_move(message: str, intent: str) -> None:
    assert intent_of(message) == intent
