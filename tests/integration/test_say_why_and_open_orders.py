"""Issue 13 §3 through the care-desk graph: the desk says why a wished day cannot be had,
the wish as Python read it bounds any model's pick (ranges, days ruled out, corrections),
an availability question is never a choice, and a signed-in customer's only open order
answers "my order" (several are listed, picked by position)."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from graphs.care_desk import builder
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.data import ALICE, JEAN, tiny_fixture
from tests.fakes import ScriptedModel
from tests.harness import Conversation

LEA = "lea.petit@example.com"


@pytest.fixture
def lea_store() -> Iterator[Store]:
    """The tiny data set, plus a customer with one open order and one delivered."""
    fixture = copy.deepcopy(tiny_fixture())
    fixture["customers"].append({"id": "C-004", "name": "Léa Petit", "email": LEA,
                                 "company": None})
    fixture["orders"] += [
        {"number": "SO-40001", "customer": "C-004", "lines": [{"sku": "OSLO-3", "quantity": 1}],
         "ordered_on": "2026-09-15", "promised_on": "2026-10-23", "status": "in_production",
         "workshop_stage": "finishing", "delivery_slot": "2026-10-23-AM"},
        {"number": "SO-40000", "customer": "C-004",
         "lines": [{"sku": "NANTES-CHAISE", "quantity": 2}], "ordered_on": "2026-03-02",
         "promised_on": "2026-04-01", "status": "delivered", "workshop_stage": "delivered",
         "delivery_slot": None},
    ]
    store = fresh_store("sqlite://", fixture)
    yield store
    store.engine.dispose()


def desk_on(store: Store, model: Any = None) -> Conversation:
    return Conversation(builder, store, model or OfflineChatModel())


def choice_event(turn: Any) -> dict[str, Any]:
    return next(e for e in turn.trace if e.get("kind") == "choice")


def request(message: str, wish: str | None, intent: str = "reschedule") -> dict[str, Any]:
    return {"intent": intent, "order_number": "SO-24903", "email": JEAN, "wished_slot": wish,
            "language": "fr" if "SO-24903," in message or "é" in message else "en"}


# -- say why --------------------------------------------------------------------------------


@pytest.mark.parametrize(("message", "reason", "said"), [
    ("Déplacez SO-24903 au samedi 17", "closed", "samedi 17 octobre"),
    ("Move SO-24903 to Wednesday 21 in the morning", "full", "Wednesday 21 October"),
    ("Déplacez SO-24903 à demain après-midi", "too_soon", "jeudi 15 octobre"),
    ("Move SO-24903 to October 13th", "past", "Tuesday 13 October"),
    ("Déplacez SO-24903 au 31/02", "not_understood", "pas compris"),
    ("Déplacez SO-24903 au 15 décembre", "not_open", "pas encore ouvert le mardi 15 décembre"),
    # a day of another year than the list's is said with its year ("samedi 11 décembre"
    # for 11/12/2027 read above a list whose 11 December was a free Friday)
    ("Déplacez SO-24903 au 13/10/2025", "past", "lundi 13 octobre 2025"),
    ("Move SO-24903 to 15 December 2027", "not_open", "Wednesday 15 December 2027"),
])
def test_the_desk_says_why_before_what_is_free(mem_store: Store, message: str, reason: str,
                                                said: str) -> None:
    desk = desk_on(mem_store)
    before = desk.snapshot()
    turn = desk.say(message, customer_email=JEAN)
    assert choice_event(turn)["reason"] == reason
    assert turn.text_id == "ask_which_slot" and turn.asks
    why, listed = turn.reply.split("\n", 1)
    assert said in why and listed  # the reason first, then what is free
    assert ". " in why and ".V" not in why and ".H" not in why  # sentences spaced
    assert desk.snapshot() == before


# -- the wish read in Python bounds the model's pick ------------------------------------------


def test_a_pick_on_a_day_ruled_out_is_never_proposed(mem_store: Store) -> None:
    message = "Déplacez SO-24903, mais pas le jeudi 22, je suis absent"
    model = ScriptedModel(script={
        "CareRequest": [request(message, "pas le jeudi 22")],
        "SlotPick": [{"chosen_slot_id": "2026-10-22-AM", "offer_slot_ids": ["2026-10-22-AM"]}],
    })
    desk = desk_on(mem_store, model)
    turn = desk.say(message, customer_email=JEAN)
    assert turn.text_id == "ask_which_slot"
    awaiting = turn.state["awaiting"]
    assert awaiting.get("pending") is None
    assert "2026-10-22-AM" not in awaiting["offered"] and awaiting["offered"]
    assert "jeudi 22" not in turn.reply


def test_a_pick_outside_the_range_is_never_proposed(mem_store: Store) -> None:
    message = "Move SO-24903 to sometime between the 20th and the 22nd in the morning"
    model = ScriptedModel(script={
        "CareRequest": [request(message, "between the 20th and the 22nd in the morning")],
        "SlotPick": [{"chosen_slot_id": "2026-10-23-AM", "offer_slot_ids": []}],
    })
    turn = desk_on(mem_store, model).say(message, customer_email=JEAN)
    assert turn.text_id == "ask_which_slot"
    assert turn.state["awaiting"]["offered"] == ["2026-10-20-AM", "2026-10-22-AM"]


def test_a_correction_is_the_wish_whatever_the_model_picks(mem_store: Store) -> None:
    message = "Déplacez SO-24903 au mardi 20 au matin… non, plutôt jeudi 22"
    model = ScriptedModel(script={
        "CareRequest": [request(message, "mardi 20 au matin… non, plutôt jeudi 22")],
        "SlotPick": [{"chosen_slot_id": "2026-10-20-AM", "offer_slot_ids": []}],
    })
    turn = desk_on(mem_store, model).say(message, customer_email=JEAN)
    # The wish fits one free slot: that one is proposed (yes/no), never the model's pick,
    # never a list of one.
    assert turn.text_id == "ask_confirm_move"
    assert turn.state["awaiting"]["pending"]["slot_id"] == "2026-10-22-AM"


def test_the_offline_desk_proposes_the_corrected_day_and_moves_on_yes(mem_store: Store
                                                                       ) -> None:
    desk = desk_on(mem_store)
    turn = desk.say("Déplacez SO-24903 au mardi 20 au matin… non, plutôt jeudi 22",
                    customer_email=JEAN)
    assert turn.text_id == "ask_confirm_move"
    assert turn.state["awaiting"]["pending"]["slot_id"] == "2026-10-22-AM"
    desk.say("oui", customer_email=JEAN)
    assert {b.order: b.slot for b in desk.snapshot().bookings}["SO-24903"] == "2026-10-22-AM"


# -- availability questions are never a choice ------------------------------------------------


@pytest.mark.parametrize(("message", "wish"), [
    ("Is anything free on Tuesday 20 in the morning for SO-24903?", "Tuesday 20 in the morning"),
    ("Pour SO-24903, quels créneaux le mardi 20 au matin ?", "le mardi 20 au matin"),
])
def test_an_availability_question_is_never_a_choice_even_if_the_model_says_so(
        mem_store: Store, message: str, wish: str) -> None:
    model = ScriptedModel(script={
        "CareRequest": [request(message, wish)],  # a wrong intent: reschedule
        "SlotPick": [{"chosen_slot_id": "2026-10-20-AM", "offer_slot_ids": []}],
    })
    desk = desk_on(mem_store, model)
    turn = desk.say(message, customer_email=JEAN)
    assert turn.text_id == "ask_which_slot"
    assert turn.state["awaiting"].get("pending") is None
    assert turn.state["awaiting"]["offered"] == ["2026-10-20-AM"]


def test_after_the_list_a_yes_writes_nothing_and_a_position_is_consent(mem_store: Store
                                                                       ) -> None:
    desk = desk_on(mem_store)
    before = desk.snapshot()
    listed = desk.say("Vous avez quoi la semaine prochaine pour SO-24903 ?", customer_email=JEAN)
    assert listed.text_id == "ask_which_slot"
    offered = listed.state["awaiting"]["offered"]
    assert offered and all(i.startswith(("2026-10-2",)) for i in offered)
    assert desk.say("oui", customer_email=JEAN).text_id == "ask_which_slot"
    assert desk.snapshot() == before
    desk.say("le deuxième", customer_email=JEAN)
    moved = {b.order: b.slot for b in desk.snapshot().bookings}["SO-24903"]
    assert moved == offered[1]


# -- the signed-in customer's open orders --------------------------------------------------


def test_the_only_open_order_needs_no_number(lea_store: Store) -> None:
    desk = desk_on(lea_store)
    turn = desk.say("Où en est ma commande ?", customer_email=LEA)
    assert turn.text_id == "say_status" and "SO-40001" in turn.reply
    assert "SO-40000" not in turn.reply


def test_the_only_open_order_is_moved_after_a_yes(lea_store: Store) -> None:
    desk = desk_on(lea_store)
    turn = desk.say("I need to move my delivery to Tuesday 20 in the morning",
                    customer_email=LEA)
    assert turn.text_id == "ask_confirm_move" and "SO-40001" in turn.reply
    desk.say("yes", customer_email=LEA)
    assert {b.order: b.slot for b in desk.snapshot().bookings}["SO-40001"] == "2026-10-20-AM"


def test_several_open_orders_are_listed_and_picked_by_position(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    listed = desk.say("Where is my order?", customer_email=ALICE)
    assert listed.text_id == "ask_which_order" and listed.asks
    orders = listed.state["awaiting"]["orders"]
    assert sorted(orders) == ["SO-30001", "SO-30003"]  # not the cancelled SO-30002
    assert "SO-30002" not in listed.reply
    picked = desk.say("the second one", customer_email=ALICE)
    assert picked.text_id == "say_status" and orders[1] in picked.reply


def test_a_pick_by_position_of_an_order_never_writes(mem_store: Store) -> None:
    desk = desk_on(mem_store)
    before = desk.snapshot()
    desk.say("Je voudrais déplacer ma livraison au jeudi 22 au matin", customer_email=JEAN)
    turn = desk.say("1", customer_email=JEAN)
    assert turn.text_id in ("ask_confirm_move", "ask_which_slot", "ask_confirm_late_case")
    assert desk.snapshot() == before


def test_no_list_for_an_identity_not_proven(lea_store: Store) -> None:
    desk = desk_on(lea_store)
    turn = desk.say(f"Where is my order? It's {LEA}")
    assert turn.text_id == "ask_order_number" and "SO-40001" not in turn.reply
    assert not any(e.get("node") == "find_open_orders" for e in turn.trace)


@pytest.mark.parametrize(("first", "then", "proposed"), [
    ("Déplacez SO-24903 au jeudi 22", "plutôt le matin", "jeudi 22 octobre au matin"),
    ("Move SO-24903 to Friday 23", "in the morning please", "Friday 23 October, morning"),
])
def test_a_half_day_alone_refines_the_day_said_before(mem_store: Store, first: str, then: str,
                                                     proposed: str) -> None:
    """"Le matin" after "jeudi 22": Thursday 22 in the morning, not any morning."""
    desk = desk_on(mem_store)
    desk.say(first, customer_email=JEAN)
    turn = desk.say(then, customer_email=JEAN)
    assert turn.text_id == "ask_confirm_move" and proposed in turn.reply, turn.reply
