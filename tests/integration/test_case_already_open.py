"""A damage reported on an order with a damage case already open: the desk says so at once
(its number, and how to add the new detail), never proposes a case it could not open."""

from __future__ import annotations

import pytest

from graphs.care_desk import builder
from services import care
from services.errors import OrderNotFound
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation, nodes_of


@pytest.mark.parametrize("message", [
    "mon canapé SO-24870 a encore un accoudoir qui se décolle",
    "SO-24870 est abîmée",
    "the sofa from order SO-24870 is scratched again",
])
@pytest.mark.parametrize("confirm_writes", [True, False])
def test_a_damage_case_already_open_is_said_before_anything_is_asked(
        mem_store: Store, message: str, confirm_writes: bool) -> None:
    opened = care.open_case(mem_store, number="SO-24870", email=JEAN, kind="damage",
                            description="first report")
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN,
                        confirm_writes=confirm_writes)
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id == "say_case_exists", turn.reply
    assert not turn.asks
    assert opened.number in turn.reply
    assert "open_damage_case" not in nodes_of(turn)
    assert desk.snapshot() == before


def test_a_complaint_open_does_not_stop_a_damage_case(mem_store: Store) -> None:
    # CASE-1001 is a complaint on SO-24870: a damage case is another kind, still proposed.
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    assert desk.say("SO-24870 est abîmée").text_id == "ask_confirm_damage_case"
    assert desk.say("oui").text_id == "say_damage_case"


def test_the_open_case_is_read_only_for_its_owner(mem_store: Store) -> None:
    care.open_case(mem_store, number="SO-24870", email=JEAN, kind="damage")
    assert care.open_case_of(mem_store, number="SO-24870", email=JEAN, kind="damage")
    assert care.open_case_of(mem_store, number="SO-24870", email=JEAN, kind="late_reschedule") \
        is None
    with pytest.raises(OrderNotFound):
        care.open_case_of(mem_store, number="SO-24870", email="alice.roy@example.com",
                          kind="damage")
