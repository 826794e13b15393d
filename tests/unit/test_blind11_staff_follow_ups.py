"""Hurried back-office follow-ups (blind11 staff_hurried F8, F10), read by Python: a part of
the bills just listed ("dont en retard ?"), the due date passed or not ("pas encore
échues"), the margin asked alone after an analysis ("margin?"), the turnover asked after a
list of unpaid bills ("et le CA 2025 ?"), and the customer a refused change was about
(`evals/scenarios/49-blind11-follow-ups.yaml` runs them end to end)."""

from __future__ import annotations

from typing import Any

import pytest

from services.llm import offline
from services.llm.billing_words import named_customer, narrows_last
from services.llm.lexicon import follows_up, staff_workflow


def _billing(message: str) -> dict[str, Any]:
    """What the offline model fills for a bill question."""
    return offline._billing_request({"staff_message": message}, [])  # type: ignore[no-any-return]


# F8: "dont en retard ?" after one customer's unpaid bills read as a new question of every
# customer's overdue bills: "dont", "of which", "among them" narrow the last list.
@pytest.mark.parametrize("message", [
    "dont en retard ?", "dont combien en retard ?", "of which overdue?",
    "among them, the overdue ones?", "parmi celles-ci, en retard ?", "et dont échues ?",
])
def test_a_part_of_the_last_list_follows_it(message: str) -> None:
    assert narrows_last(message)
    read = _billing(message)
    assert read["follow_up"] and read["customer_name"] is None
    assert not read["all_customers"]


# F10: "échues" and its negations are bill words (a due date passed or not), never nothing
# the back office handles.
@pytest.mark.parametrize(("message", "status", "name"), [
    ("lefevre celles qui sont pas encore échues ?", "not_due", "lefevre"),
    ("factures non échues lefevre", "not_due", "lefevre"),
    ("fact. à échoir lefevre", "not_due", "lefevre"),
    ("lefevre bills not yet due", "not_due", "lefevre"),
    ("factures échues garnier", "overdue", "garnier"),
])
def test_a_due_date_passed_or_not_is_a_bill_question(message: str, status: str,
                                                     name: str) -> None:
    assert staff_workflow(message) == "billing"
    read = _billing(message)
    assert (read["status"], read["customer_name"]) == (status, name)


# F8: "margin?" after an analysis asked which customer to analyse: the margin said alone
# (a few words, no one named) is of the customer and period in focus.
@pytest.mark.parametrize("message", [
    "margin?", "la marge ?", "what's the margin?", "quelle marge ?", "marge svp",
    "margin please", "quelle marge sur 2025 ?", "la rentabilité ?",
])
def test_the_margin_said_alone_follows_up(message: str) -> None:
    assert follows_up(message)


@pytest.mark.parametrize("message", [
    "marge garnier 2025", "whitfield margin", "analyse de la marge de mercier",
])
def test_the_margin_of_someone_named_is_its_own_request(message: str) -> None:
    assert not follows_up(message)


# F8: "et le CA 2025 ?" after "impayés garnier" kept the unpaid status: the turnover said
# is what was billed, paid or not (the customer still carries over).
@pytest.mark.parametrize("message", [
    "et le CA 2025 ?", "et le chiffre d'affaires 2025 ?", "and revenue for 2025?",
    "what about her 2025 revenue?", "et son CA 2025 ?", "how much did we bill her in 2025?",
])
def test_the_turnover_in_a_follow_up_is_every_bill(message: str) -> None:
    read = _billing(message)
    assert read["follow_up"] and read["status"] == "any"
    assert named_customer(message) is None and not read["all_customers"]


@pytest.mark.parametrize(("message", "status"), [
    ("et sur 2025 ?", None),                      # the last list's status, kept
    ("et combien encaissé en 2025 ?", "paid"),    # what was paid, said
    ("et les impayés 2025 ?", "unpaid"),
])
def test_a_follow_up_without_the_turnover_keeps_its_status(message: str,
                                                          status: str | None) -> None:
    assert _billing(message)["status"] == status
