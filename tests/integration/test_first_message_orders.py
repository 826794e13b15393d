"""First messages that name an order by its item or model, or several orders at once (f5):
"mes échantillons de tissu" is the order of fabric samples; "move both my orders" handles
each one, one proposal at a time; an item or model none of the order's products is
("le banc" of a shelf, "mon fauteuil Oslo" when the armchair is a Brest) is said, or the
orders are listed to choose from: never silently another product."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from graphs.care_desk import builder
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.data import JEAN, tiny_fixture
from tests.harness import Conversation


def _fixture() -> dict[str, Any]:
    data = copy.deepcopy(tiny_fixture())
    data["products"] += [
        {"sku": "BREST-F", "name": "Fauteuil Brest", "price": "690.00", "cost": "300.00"},
        {"sku": "COLMAR-E", "name": "Étagère Colmar", "price": "390.00", "cost": "150.00"},
        {"sku": "ECH-TISSU", "name": "Échantillons de tissu", "price": "0.00", "cost": "5.00"},
    ]
    data["orders"] += [
        {"number": "SO-40001", "customer": "C-001", "lines": [{"sku": "BREST-F", "quantity": 1}],
         "ordered_on": "2026-05-01", "promised_on": "2026-06-01", "status": "delivered",
         "workshop_stage": "delivered", "delivery_slot": None},
        {"number": "SO-40002", "customer": "C-003", "lines": [{"sku": "COLMAR-E", "quantity": 1}],
         "ordered_on": "2026-05-01", "promised_on": "2026-06-01", "status": "delivered",
         "workshop_stage": "delivered", "delivery_slot": None},
        {"number": "SO-40003", "customer": "C-002",
         "lines": [{"sku": "ECH-TISSU", "quantity": 1}], "ordered_on": "2026-10-01",
         "promised_on": "2026-10-30", "status": "ready", "workshop_stage": "packed",
         "delivery_slot": "2026-10-23-AM"},
    ]
    return data


@pytest.fixture
def shop() -> Iterator[Store]:
    s = fresh_store("sqlite://", _fixture())
    yield s
    s.engine.dispose()


ALICE = "alice.roy@example.com"


@pytest.mark.parametrize("message", [
    "Pouvez-vous livrer mes échantillons de tissu le 22 octobre ?",
    "pouvez vous livrer mes echantillons le 22 octobre",
    "Can you deliver my fabric samples on October 22nd?",
    "could the samples come on the 22nd instead?",
    "vous pouvez livrer mes échantilons le 22 ?",
])
def test_the_samples_are_the_order_of_samples(shop: Store, message: str) -> None:
    desk = Conversation(builder, shop, OfflineChatModel(), customer_email=ALICE)
    turn = desk.say(message)
    assert "SO-40003" in turn.reply and "SO-30001" not in turn.reply
    assert turn.state["details"]["order_number"] == "SO-40003"


@pytest.mark.parametrize("message", [
    "mon fauteuil Oslo est arrivé abîmé",
    "mon canapé Brest est arrivé abimé",
    "the Oslo armchair arrived damaged",
    "My Brest sofa came scratched",
    "le fauteuil Oslo est rayé",
])
def test_a_model_no_product_of_the_item_has_lists_the_orders(shop: Store,
                                                              message: str) -> None:
    desk = Conversation(builder, shop, OfflineChatModel(), customer_email=JEAN)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_which_order" and turn.asks
    assert "SO-40001" in turn.reply and "SO-24903" in turn.reply


@pytest.mark.parametrize("message", [
    "mon fauteuil Brest est arrivé abîmé", "the Brest armchair arrived damaged",
    "mon fauteuil est arrivé abîmé",
])
def test_the_model_of_the_item_is_its_order(shop: Store, message: str) -> None:
    desk = Conversation(builder, shop, OfflineChatModel(), customer_email=JEAN)
    turn = desk.say(message)
    assert turn.text_id == "ask_confirm_damage_case" and "SO-40001" in turn.reply


@pytest.mark.parametrize(("message", "said"), [
    ("Le banc que j'ai reçu (commande SO-40002) est rayé, john.doe@example.com", "banc"),
    ("le canapé de la commande SO-40002 est abîmé john.doe@example.com", "canape"),
    ("My bench from order SO-40002 arrived scratched, john.doe@example.com", "bench"),
    ("the Oslo shelf of SO-40002 is damaged, john.doe@example.com", "Oslo"),
    ("mon lit SO-40002 est cassé, john.doe@example.com", "lit"),
])
def test_an_item_the_order_does_not_hold_is_said(shop: Store, message: str, said: str) -> None:
    desk = Conversation(builder, shop, OfflineChatModel())
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    first = turn.reply.split("\n\n")[0]
    assert "SO-40002" in first and "Colmar" in first and said in first


@pytest.mark.parametrize("message", [
    "L'étagère de la commande SO-40002 est rayée, john.doe@example.com",
    "my Colmar shelf SO-40002 arrived scratched, john.doe@example.com",
    "La commande SO-40002 est arrivée abîmée, john.doe@example.com",
])
def test_an_item_the_order_holds_gets_no_note(shop: Store, message: str) -> None:
    desk = Conversation(builder, shop, OfflineChatModel())
    turn = desk.say(message)
    assert turn.text_id == "ask_confirm_damage_case"
    assert "trouve pas" not in turn.reply and "cannot find" not in turn.reply


@pytest.mark.parametrize("message", [
    "Can you move both my orders to Tuesday the 20th?",
    "pouvez-vous déplacer mes deux commandes au mardi 20 ?",
    "decalez toutes mes commandes au 20 octobre svp",
    "move all of my orders to the 20th please",
    "Please reschedule both of my orders to October 20",
])
def test_both_orders_moved_one_proposal_at_a_time(mem_store: Store, message: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before and turn.asks
    assert turn.text_id != "ask_which_order"
    queue = turn.state["queue"]
    first = turn.state["details"]["order_number"]
    assert first in ("SO-24903", "SO-24911") and len(queue) == 1
    assert queue[0]["order_number"] in ("SO-24903", "SO-24911")
    assert queue[0]["order_number"] != first
    assert queue[0]["order_number"] in turn.reply  # the reply says it comes next


@pytest.mark.parametrize("message", [
    "Can you move my order to Tuesday the 20th?", "déplacer ma commande au mardi 20",
])
def test_one_order_said_still_asks_which(mem_store: Store, message: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    turn = desk.say(message)
    assert turn.text_id == "ask_which_order" and not turn.state.get("queue")
