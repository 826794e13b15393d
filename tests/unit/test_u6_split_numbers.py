"""A second order number written in digit groups after "and"/"et"/a comma (U6)."""

import pytest

from nodes.care_desk.grounding import ground_parts
from nodes.care_desk.state import Part
from services.text import order_numbers, request_spans


@pytest.mark.parametrize(("text", "numbers"), [
    ("Where are SO 24 903 and 24 911?", ["SO-24903", "SO-24911"]),
    ("SO-24903 and 24911", ["SO-24903", "SO-24911"]),
    ("où en sont SO-24903 et 24 911 ?", ["SO-24903", "SO-24911"]),
    ("SO 24 903, 24 911", ["SO-24903", "SO-24911"]),
    ("SO-24903, 24 911 et 24 870", ["SO-24903", "SO-24911", "SO-24870"]),
    ("commande 24903 et la 24911", ["SO-24903", "SO-24911"]),
    ("SO-24903 and order 24 911", ["SO-24903", "SO-24911"]),
    ("SO-24903 or 25 010", ["SO-24903", "SO-25010"]),
])
def test_digit_groups_after_an_order_number_and_a_join(text: str, numbers: list[str]) -> None:
    assert order_numbers(text) == numbers


@pytest.mark.parametrize("text", [
    "SO-24903 and 2 490,30 €", "SO-24903 and 24911,50 €", "SO-24903 and the 24 of december",
    "SO-24903, 06 12 34 56 78", "SO-24903 et 14 30", "SO-24903 et le 15 12",
    "SO-24903, 2 chairs", "SO-24903 and 2491111",
])
def test_no_order_number_of_a_day_an_amount_or_a_phone(text: str) -> None:
    assert order_numbers(text) == ["SO-24903"]


def test_no_number_without_one_before() -> None:
    assert order_numbers("où en est ma commande et 24 911 ?") == []


def test_each_request_bound_to_its_number() -> None:
    spans = request_spans("Where are SO 24 903 and 24 911?")
    assert [(s.text, s.orders) for s in spans] == [
        ("Where are SO 24 903", ["SO-24903"]), ("24 911?", ["SO-24911"])]


def test_a_part_keeps_its_grouped_number_only_if_the_message_reads_it() -> None:
    def part(number: str, quote: str) -> Part:
        return {"intent": "order_status", "order_number": number, "wished_slot": None,
                "quote": quote}
    message = "Where are SO 24 903 and 24 911?"
    kept = ground_parts([part("SO-24903", "Where are SO 24 903"), part("SO-24911", "24 911?")],
                        message)
    assert [p["order_number"] for p in kept] == ["SO-24903", "SO-24911"]
    # the same digits, not read as an order number by the message (no order before them)
    alone = "Where is my order? 24 911?"
    kept = ground_parts([part("SO-24911", "24 911?"), part("SO-24903", "Where is my order?")],
                        alone)
    assert kept[0]["order_number"] is None
