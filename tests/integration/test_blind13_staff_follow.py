"""blind13 staff_compare, second pass, through the front door on the demo data: what a
customer bought is listed with its products; a comparison carried on ("so this year vs
2024?") keeps the customer in focus."""

from __future__ import annotations

import pytest

from services.store import Store
from tests.harness import demo_data_store, staff_desk

store = pytest.fixture(scope="module", name="store")(demo_data_store)  # read only


@pytest.mark.parametrize("question", ["What has John Doe bought from us, ever?",
                                      "Qu'est-ce que John Doe nous a acheté ?"])
def test_what_a_customer_bought_lists_the_products(store: Store, question: str) -> None:
    turn = staff_desk(store).say(question)
    assert turn.text_id == "billing_answer", turn.reply
    assert "Products" in turn.reply or "Produits" in turn.reply, turn.reply


@pytest.mark.parametrize("follow_up", ["so this year vs 2025?", "donc cette année vs 2025 ?"])
def test_a_comparison_carried_on_keeps_the_customer(store: Store, follow_up: str) -> None:
    desk = staff_desk(store)
    desk.say("factures de John Doe")
    turn = desk.say(follow_up)
    assert turn.text_id == "billing_answer", turn.reply
    assert "John Doe" in turn.reply, turn.reply
    assert "all customers" not in turn.reply and "tous clients" not in turn.reply, turn.reply


@pytest.mark.parametrize("question", [
    "Which of John Doe or Marie Dupont has overdue invoices right now?",
    "Lequel de John Doe ou Marie Dupont a des factures en retard en ce moment ?",
    "John Doe et Marie Dupont, ils nous doivent combien chacun aujourd'hui ?",
])
def test_customers_compared_on_what_they_owe_now_list_those_bills(store: Store,
                                                                   question: str) -> None:
    """"right now" is the day what is owed is compared on anyway: never refused as a day
    asked, and the bills asked are named by number (blind13 staff_compare F5)."""
    import re

    turn = staff_desk(store).say(question)
    assert turn.text_id == "billing_answer", turn.reply
    assert "John Doe" in turn.reply and "Marie Dupont" in turn.reply, turn.reply
    assert re.search(r"\| (?:Overdue bills|Unpaid bills|Factures en retard|Factures impayées)"
                     r" \| (?:F-\d{4}-\d{4}|none|aucune)", turn.reply), turn.reply


@pytest.mark.parametrize(("question", "since"), [
    ("Quelles factures de John Doe sont en retard ?", "depuis quand ?"),
    ("is John Doe behind on any payments", "since when?"),
    ("John Doe est en retard de paiement ?", "et depuis quand ?"),
])
def test_since_when_after_overdue_bills_is_how_late_each_is(store: Store, question: str,
                                                            since: str) -> None:
    """"since when?" after the overdue bills asks how late they are (their due dates and
    days), never the period of issue of the last figure, which had none (blind13 F4); after
    a sum owed it still asks what that figure covers (test_f2_followups)."""
    desk = staff_desk(store)
    assert desk.say(question).text_id == "billing_answer"
    turn = desk.say(since)
    assert turn.text_id == "billing_answer", turn.reply
    assert "F-2026-0027" in turn.reply, turn.reply
    assert "Days overdue" in turn.reply or "Jours de retard" in turn.reply, turn.reply


def test_since_when_after_a_period_is_that_period(store: Store) -> None:
    desk = staff_desk(store)
    desk.say("factures de John Doe en 2025")
    turn = desk.say("since when?")
    assert turn.text_id != "billing_answer" and "2025" in turn.reply, turn.reply


@pytest.mark.parametrize("question", [
    "John Doe and Marie Dupont — what did each of them buy in 2026?",
    "qu'ont acheté chacun John Doe et Marie Dupont en 2026 ?",
])
def test_customers_compared_on_what_they_bought_list_the_products(store: Store,
                                                                  question: str) -> None:
    turn = staff_desk(store).say(question)
    assert turn.text_id == "billing_answer", turn.reply
    assert "Products bought" in turn.reply or "Produits achetés" in turn.reply, turn.reply
    assert " × " in turn.reply, turn.reply
