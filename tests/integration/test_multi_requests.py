"""Several requests in one message, and focus, through the care graph on the services
(consent on, the default): no intent applied to the other order, at most one write."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from graphs.care_desk import builder
from services import care
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.fakes import ScriptedModel
from tests.harness import Conversation

JEAN = "jean.martin@example.com"


@pytest.fixture
def desk(mem_store: Store) -> Iterator[Conversation]:
    yield Conversation(builder, mem_store, OfflineChatModel())


def bookings(store: Store) -> dict[str, str | None]:
    return {b.order: b.slot for b in care.snapshot(store).bookings}


def cases(store: Store) -> list[tuple[str, str]]:
    return [(c.order, c.kind) for c in care.snapshot(store).cases]


def pending_of(desk: Conversation) -> Any:
    state = desk.agent.graph.get_state({"configurable": {"thread_id": desk.thread_id}}).values
    return (state.get("awaiting") or {}).get("pending"), state.get("queue") or []


def test_two_statuses_in_one_reply(desk: Conversation) -> None:
    before = desk.snapshot()
    turn = desk.say(f"Where are SO-24903 and SO-24911? {JEAN}")
    assert desk.snapshot() == before
    assert turn.text_id == "say_status" and not turn.asks
    assert "SO-24903" in turn.reply and "upholstery" in turn.reply
    assert "SO-24911" in turn.reply and "4 × Chaise Nantes" in turn.reply


@pytest.mark.parametrize("message", [
    f"Où en est SO-24903 ? Et le canapé de SO-24870 est arrivé abîmé. {JEAN}",
    f"The sofa of SO-24870 arrived scratched, where is SO-24903? {JEAN}",
])
def test_no_intent_is_applied_to_the_other_order(desk: Conversation, message: str) -> None:
    before = desk.snapshot()
    first = desk.say(message)
    assert desk.snapshot() == before
    pending, queue = pending_of(desk)
    assert pending["action"] == "damage_case" and pending["order_number"] == "SO-24870"
    assert queue == []
    assert "SO-24903" in first.reply  # its status, read with the proposal
    desk.say("oui")
    after = desk.snapshot()
    assert after.bookings == before.bookings
    assert [(c.order, c.kind) for c in after.cases if c not in before.cases] == \
        [("SO-24870", "damage")]


def test_at_most_one_write_is_proposed_and_the_other_comes_next(desk: Conversation) -> None:
    before = desk.snapshot()
    first = desk.say(f"Move SO-24903 to Thursday 22 in the morning, and also the sofa of "
                     f"SO-24870 arrived scratched. {JEAN}")
    assert desk.snapshot() == before and first.asks
    pending, queue = pending_of(desk)
    assert pending["action"] == "move" and pending["order_number"] == "SO-24903"
    assert [(q["intent"], q["order_number"]) for q in queue] == [("report_damage", "SO-24870")]
    second = desk.say("yes")
    assert bookings(desk.store)["SO-24903"] == "2026-10-22-AM"
    assert cases(desk.store) == cases_before(before)  # the queued write is not done
    assert second.asks and "SO-24870" in second.reply
    third = desk.say("yes")
    assert third.text_id == "ask_confirm_damage_case"
    assert cases(desk.store) == cases_before(before)
    desk.say("yes")
    assert cases(desk.store) == [*cases_before(before), ("SO-24870", "damage")]
    assert {k: v for k, v in bookings(desk.store).items() if k != "SO-24903"} == \
        {b.order: b.slot for b in before.bookings if b.order != "SO-24903"}


def cases_before(snapshot: Any) -> list[tuple[str, str]]:
    return [(c.order, c.kind) for c in snapshot.cases]


def test_a_no_goes_on_with_the_queued_request(desk: Conversation) -> None:
    before = desk.snapshot()
    desk.say(f"Déplacez SO-24903 au jeudi 22 au matin et SO-24870 est arrivé rayé. {JEAN}")
    turn = desk.say("non")
    assert desk.snapshot() == before
    assert turn.text_id == "ask_confirm_damage_case" and "SO-24903" in turn.reply
    pending, queue = pending_of(desk)
    assert pending["order_number"] == "SO-24870" and queue == []


def test_a_model_that_swaps_the_numbers_gets_nothing_bound(mem_store: Store) -> None:
    message = f"Où en est SO-24903 ? et le canapé de SO-24870 est arrivé abîmé {JEAN}"
    swapped = {"intent": "report_damage", "order_number": "SO-24903", "email": JEAN,
               "wished_slot": None, "language": "fr", "requests": [
                   {"intent": "order_status", "order_number": "SO-24870",
                    "quote": "Où en est SO-24903 ?"},
                   {"intent": "report_damage", "order_number": "SO-24903",
                    "quote": "le canapé de SO-24870 est arrivé abîmé"}]}
    model = ScriptedModel(script={"CareRequest": [swapped]})
    desk = Conversation(builder, mem_store, model)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.asks and turn.text_id == "ask_order_number"  # which order? never a guess
    pending, _ = pending_of(desk)
    assert pending is None


def test_a_day_later_is_a_new_proposal_for_the_order_in_focus(desk: Conversation) -> None:
    desk.say(f"Déplacez la livraison de SO-24903 au jeudi 22 au matin, {JEAN}")
    desk.say("oui")
    assert bookings(desk.store)["SO-24903"] == "2026-10-22-AM"
    later = desk.say("et un jour plus tard ?")
    assert later.text_id == "ask_confirm_move" and "vendredi 23 octobre au matin" in later.reply
    assert bookings(desk.store)["SO-24903"] == "2026-10-22-AM"
    desk.say("oui")
    assert bookings(desk.store)["SO-24903"] == "2026-10-23-AM"


@pytest.mark.parametrize("message", ["Et mon autre commande, elle arrive quand ?",
                                     "Also the bed arrived scratched."])
def test_another_order_or_item_never_reuses_the_order_in_focus(
        desk: Conversation, message: str) -> None:
    desk.say(f"Where is my order SO-24911? {JEAN}")
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.asks and turn.text_id == "ask_which_order"  # none matches: all are listed
    pending, _ = pending_of(desk)
    assert pending is None
    if "autre" in message:  # the order in focus is not the other order
        assert "SO-24911" not in turn.reply


def test_a_corrected_email_retries_the_request(desk: Conversation) -> None:
    first = desk.say("Où en est ma commande SO-24903 ? jean.martinn@example.com")
    assert first.text_id == "say_not_found"
    second = desk.say(f"pardon, c'est {JEAN}")
    assert second.text_id == "say_status" and "SO-24903" in second.reply


def test_an_item_matching_one_order_is_taken_and_said(desk: Conversation) -> None:
    desk.say(f"Où en est ma commande SO-24903 ? {JEAN}")
    turn = desk.say("Et les chaises, elles arrivent quand ?")
    assert turn.text_id == "say_status" and not turn.asks
    assert "Il s'agit de votre commande SO-24911" in turn.reply
    assert "SO-24903" not in turn.reply


def test_an_item_matching_several_orders_gets_them_listed(desk: Conversation) -> None:
    desk.say(f"Where is my order SO-24911? {JEAN}")
    before = desk.snapshot()
    turn = desk.say("Also the sofa arrived scratched.")
    assert desk.snapshot() == before
    assert turn.text_id == "ask_which_order" and turn.asks
    assert "SO-24903" in turn.reply and "SO-24870" in turn.reply
    assert "SO-24911" not in turn.reply
    assert desk.say("SO-24870").text_id == "ask_confirm_damage_case"


def test_without_proven_identity_no_order_is_listed(desk: Conversation) -> None:
    turn = desk.say(f"Mes chaises sont arrivées cassées, {JEAN}")
    assert turn.text_id == "ask_order_number"
    assert not re.search(r"SO-\d", turn.reply.replace("SO-12345", ""))
    assert "find_item_order" not in [e.get("node") for e in turn.trace]


def test_a_signed_in_customer_s_item_is_matched_at_once(desk: Conversation) -> None:
    turn = desk.say("My chairs, when will they arrive?", customer_email=JEAN)
    assert turn.text_id == "say_status" and "SO-24911" in turn.reply


def test_another_customers_orders_are_never_listed(desk: Conversation) -> None:
    desk.say("Where is my order SO-30001? alice.roy@example.com")
    turn = desk.say("and my other order?")
    assert turn.text_id == "ask_which_order"
    assert "SO-249" not in turn.reply and "SO-248" not in turn.reply
    assert "SO-30003" in turn.reply and "SO-30001" not in turn.reply


@pytest.mark.parametrize("message", [
    "Move SO-24903 and SO-30001 to Thursday 22 morning",
    "Où en est SO-24903 ? Et SO-30001 ?",
])
def test_another_customers_order_number_is_never_repeated(desk: Conversation,
                                                          message: str) -> None:
    """The message names an order of someone else next to the caller's own: the desk
    handles the caller's and never repeats the other number, even though the message
    wrote it (it cannot tell the caller whose it is)."""
    before = bookings(desk.store)
    turn = desk.say(message, customer_email=JEAN)
    assert "SO-24903" in turn.reply and "SO-30001" not in turn.reply
    assert bookings(desk.store) == before


def test_an_unproven_caller_cannot_try_several_numbers_in_one_message(
        desk: Conversation) -> None:
    """Anonymous, several numbers with one e-mail: the numbers after the first are read only
    once the first proved the e-mail. Guessing four wrong ones before the caller's own finds
    nothing (not one try per number a message); the owner naming theirs is served."""
    turn = desk.say(f"Où en sont mes commandes SO-24001 SO-24002 SO-24003 SO-24903 ? {JEAN}")
    assert turn.text_id == "say_not_found", turn.reply
    assert "SO-24903" not in turn.reply and "fabrication" not in turn.reply
    tools = [e for e in turn.trace if e.get("kind") == "tool"]
    assert len(tools) <= 2, tools  # the main order once (and perhaps again), never the rest
    # The unread numbers are not said "not found" (SO-24903 is the caller's): not read yet.
    assert "autre commande" not in turn.reply
    assert "autres commandes que vous avez indiquées une fois la première" in turn.reply
    owner = Conversation(builder, desk.store, OfflineChatModel())
    served = owner.say(f"Where are SO-24903 and SO-24911? {JEAN}")
    assert served.text_id == "say_status"
    assert "SO-24903" in served.reply and "SO-24911" in served.reply
