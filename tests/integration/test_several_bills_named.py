"""Several bills named by their numbers ("show me F-… and F-…"): each one is read and shown,
with its customer when they differ; a number that matches no bill is said, never dropped."""

from __future__ import annotations

import pytest

from services.store import Store
from tests.harness import demo_data_store, staff_desk

store = pytest.fixture(scope="module", name="store")(demo_data_store)  # read only


@pytest.mark.parametrize("question", [
    "show me F-2026-0011 and F-2026-0031", "factures F-2026-0011 et F-2026-0031 ?",
    "mark F-2026-0011 and F-2026-0031 paid",
])
def test_two_bills_of_one_customer_are_both_shown(store: Store, question: str) -> None:
    turn = staff_desk(store).say(question)
    assert "F-2026-0011" in turn.reply and "F-2026-0031" in turn.reply, turn.reply
    assert "John Doe" in turn.reply, turn.reply
    # the total is of both bills: 1,836.00 + 8,882.50
    reply = turn.reply.replace("\u202f", " ").replace("\xa0", " ")
    assert "10,718.50" in reply or "10 718,50" in reply, turn.reply


def test_bills_of_two_customers_show_each_customer(store: Store) -> None:
    turn = staff_desk(store).say("bills F-2026-0011, F-2026-0066 please")
    assert "F-2026-0011" in turn.reply and "F-2026-0066" in turn.reply, turn.reply
    assert "John Doe" in turn.reply and "Sarah Connor" in turn.reply, turn.reply


def test_a_number_that_matches_no_bill_is_said_beside_those_found(store: Store) -> None:
    turn = staff_desk(store).say("factures F-2026-0011 et F-2026-0999 ?")
    assert "F-2026-0011" in turn.reply and "1\u202f836,00" in turn.reply, turn.reply
    assert "F-2026-0999" in turn.reply and "aucune facture" in turn.reply, turn.reply


def test_none_found_says_every_number(store: Store) -> None:
    turn = staff_desk(store).say("show me F-2026-0998 and F-2026-0999")
    assert turn.text_id == "say_no_bill", turn.reply
    assert "F-2026-0998" in turn.reply and "F-2026-0999" in turn.reply, turn.reply


def test_one_bill_named_twice_is_one_bill(store: Store) -> None:
    turn = staff_desk(store).say("F-2026-0066 and F-2026-0066 please")
    assert turn.reply.count("| F-2026-0066 |") == 1, turn.reply
