"""The status of an order whose booked delivery has gone by without it being marked delivered.

"Livraison prévue le mardi 13 octobre" on the 14th stated as planned a day the clock says is
past (while a move of the same order said "est à une date déjà passée"). The status says the
delivery was booked for that day, that the day has passed and that the order is not marked
delivered; a delivery under way (its slot begun, not ended) and one to come are still
"prévue"."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from graphs.front_door import builder
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.data import ALICE, JEAN, slot, tiny_fixture
from tests.harness import Conversation


@pytest.fixture
def store() -> Iterator[Store]:
    fixture = tiny_fixture()
    fixture["slots"].append(slot("2026-10-14", "AM"))  # 8 h – 12 h: begun at 9 h (NOW)
    for order in fixture["orders"]:
        if order["number"] == "SO-24911":   # ready, booked yesterday morning
            order["delivery_slot"] = "2026-10-13-AM"
        if order["number"] == "SO-30001":   # Alice's, booked this morning, under way
            order["delivery_slot"] = "2026-10-14-AM"
    made = fresh_store("sqlite://", fixture)
    yield made
    made.engine.dispose()


def ask(store: Store, message: str, **who: Any) -> str:
    return Conversation(builder, store, OfflineChatModel(), **who).say(message).reply


@pytest.mark.parametrize(("who", "message", "said", "not_said"), [
    ({"customer_email": JEAN}, "Où en est ma commande SO-24911 ?",
     "La livraison était prévue le mardi 13 octobre au matin (8 h – 12 h) : cette date est "
     "passée et la commande n'est pas encore indiquée comme livrée.", "Livraison prévue"),
    ({"customer_email": JEAN}, "Where is my order SO-24911?",
     "The delivery was booked for Tuesday 13 October, morning (8:00–12:00): that date "
     "has passed and the order is not marked as delivered yet.", "Delivery booked for"),
    ({"channel": "staff"}, "statut SO-24911",
     "La livraison était prévue le mardi 13 octobre au matin (8 h – 12 h) : cette date est "
     "passée", "Livraison prévue"),
])
def test_a_delivery_day_gone_by_is_never_said_to_be_planned(
        store: Store, who: dict[str, str], message: str, said: str, not_said: str) -> None:
    reply = ask(store, message, **who)
    assert said in reply, reply
    assert not_said not in reply, reply


def test_a_delivery_under_way_or_to_come_is_still_planned(store: Store) -> None:
    under_way = ask(store, "Où en est ma commande SO-30001 ?", customer_email=ALICE)
    assert "Livraison prévue le mercredi 14 octobre au matin" in under_way, under_way
    to_come = ask(store, "Où en est ma commande SO-24903 ?", customer_email=JEAN)
    assert "Livraison prévue le mardi 20 octobre l'après-midi" in to_come, to_come
    assert "passée" not in under_way + to_come


@pytest.mark.parametrize(("message", "said", "not_said"), [
    ("À quelle heure passe le livreur pour SO-24911 ?",
     "était prévue le mardi 13 octobre au matin (8 h – 12 h) : cette date est passée",
     "Le livreur passe pendant ce créneau"),
    ("What time will the driver come for SO-24911?",
     "was booked for Tuesday 13 October, morning (8:00–12:00): that date has passed",
     "is booked for"),
    ("Où en sont mes commandes ?",
     "prête, livraison prévue le mardi 13 octobre au matin (8 h – 12 h), date passée",
     "passée et la commande"),
])
def test_a_visit_or_a_list_never_says_a_day_gone_by_is_planned(
        store: Store, message: str, said: str, not_said: str) -> None:
    reply = ask(store, message, customer_email=JEAN)
    assert said in reply, reply
    assert not_said not in reply, reply
    assert "Livraison prévue le mardi 20 octobre" in ask(
        store, "À quelle heure passe le livreur pour SO-24903 ?", customer_email=JEAN) \
        .replace("La livraison de votre commande SO-24903 (Canapé Oslo 3 places) est prévue",
                 "Livraison prévue")
