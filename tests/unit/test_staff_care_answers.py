"""A staff member's answer to the care desk's question stays the care desk's to read.

A tester saw `yes if the customer agrees` (to "Do you confirm this change?") get the
back office's out-of-scope text, and the question lost: the next plain `yes` was out of
scope too. A yes or a no that says more is read by the care desk, as on the customer
channel (no consent: the same question again, saying why); a new request of another
workflow is still classified."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from services.store import Store
from tests.harness import Conversation, demo_data_store, nodes_of, staff_desk

store = pytest.fixture(name="store")(demo_data_store)


def _bookings(desk: Conversation) -> dict[str, str]:
    return {b.order: b.slot for b in desk.snapshot().bookings}


@pytest.fixture(name="proposed")
def _proposed(store: Store) -> Iterator[Conversation]:
    desk = staff_desk(store)
    desk.say("move delivery for SO-24903, jean.martin@example.com")
    turn = desk.say("Monday 14 December afternoon")
    assert "Do you confirm" in turn.reply
    yield desk


@pytest.mark.parametrize("answer", [
    "yes if the customer agrees", "yes, if he's OK with it", "ok but only if she confirms",
    "oui si le client est d'accord", "oui mais seulement s'il est d'accord",
])
def test_a_conditional_yes_keeps_the_question(proposed: Conversation, answer: str) -> None:
    before = _bookings(proposed)
    turn = proposed.say(answer)
    assert _bookings(proposed) == before
    assert "14" in turn.reply and "say_out_of_scope" not in nodes_of(turn)
    done = proposed.say("yes")
    assert _bookings(proposed)["SO-24903"] != before["SO-24903"]
    assert "14" in done.reply


def test_a_yes_with_a_refund_is_no_consent_and_keeps_the_question(
        proposed: Conversation) -> None:
    before = _bookings(proposed)
    turn = proposed.say("yes and refund him the delivery")
    assert _bookings(proposed) == before
    assert "say_out_of_scope" not in nodes_of(turn)
    assert "14 December" in turn.reply and turn.asks


def test_a_no_that_says_more_is_a_no(proposed: Conversation) -> None:
    before = _bookings(proposed)
    turn = proposed.say("no, the customer changed his mind")
    assert _bookings(proposed) == before
    assert "say_out_of_scope" not in nodes_of(turn)


def test_another_workflows_request_is_still_classified(proposed: Conversation) -> None:
    turn = proposed.say("analyse my customer relationship with John Doe over last year")
    assert any(node.startswith(("understand_analysis", "fetch", "analy"))
               for node in nodes_of(turn)), nodes_of(turn)


@pytest.mark.parametrize("answer", ["yes please", "oui", "go ahead", "ok"])
def test_a_bare_yes_to_a_list_asks_which_one(store: Store, answer: str) -> None:
    desk = staff_desk(store)
    desk.say("move delivery for SO-24903, jean.martin@example.com")
    before = _bookings(desk)
    turn = desk.say(answer)
    assert _bookings(desk) == before
    assert "say_out_of_scope" not in nodes_of(turn)
    assert "1." in turn.reply  # the same list again
