"""A bill question that asks several figures (f10): each figure is read clause by clause, and
one the answer does not give is said not answered, with a question that asks it alone."""

from __future__ import annotations

from typing import Any

import pytest

from nodes.billing.replies import answered_figures, unanswered_text
from nodes.billing.texts import ASK_ALONE, UNANSWERED
from nodes.kit.say import placeholders
from services.llm.billing_words import asked_figures

JOHN = {"id": "C-1", "name": "John Doe", "email": "john@example.com", "company": None}
FOUND = {"tool": "search_customer", "args": {"query": "John Doe"}, "ok": True,
         "result": {"customers": [JOHN]}, "error": None}
YEAR = {"words": "en 2025", "start": "2025-01-01", "end": "2025-12-31", "kind": "year"}


@pytest.mark.parametrize(("message", "figures"), [
    ("John Doe a-t-il des factures impayées et quel est son délai moyen de paiement en 2025 ?",
     ["owed", "delay"]),
    ("unpaid bills and average payment time for John Doe", ["owed", "delay"]),
    ("les impayés de Marie Dupont et son total 2025", ["owed", "total"]),
    ("les impayes de Marie Dupont et son total 2025", ["owed", "total"]),
    ("how much did John Doe pay in 2025 and what does he still owe?", ["paid", "owed"]),
    ("quel est le delai moyen de paiment de john doe et ses impayés", ["delay", "owed"]),
    ("combien John Doe doit-il, et combien a-t-il payé en 2025 ?", ["owed", "paid"]),
    ("what does John Doe owe and how long does he take to pay on average?",
     ["owed", "delay"]),
    ("his unpaid invoices, and the total billed in 2025", ["owed", "total"]),
    ("John Doe owes how much, and his biggest bill?", ["owed", "biggest"]),
    # near-misses: one figure, or none
    ("Délai moyen de paiement de John Doe en 2025 ?", ["delay"]),
    ("factures impayees et en retard de John Doe", ["owed"]),
    ("factures de John Doe et de Marie Dupont", []),
    ("Factures de John Doe en 2025", []),
    ("combien de factures impayées a John Doe ?", ["owed"]),
    ("factures de John Doe payées en retard en 2025", ["paid_late"]),
])
def test_each_figure_asked_is_read_clause_by_clause(message: str, figures: list[str]) -> None:
    assert asked_figures(message) == figures


def _state(question: str, fetched: dict[str, Any], asks: str = "bills") -> Any:
    return {"billing_steps": [FOUND, fetched],
            "billing_question": {"question": question, "language": "fr", "period": YEAR},
            "billing_reading": {"asks": asks, "status": "any", "customer_name": "John Doe",
                                "customer": None, "all_customers": False,
                                "period_words": "en 2025", "carried": []}}


TALLY = {"tool": "tally_bills", "args": {"customer_id": "C-1", "start": "2025-01-01",
                                         "end": "2025-12-31"}, "ok": True,
         "result": {"count": 11}, "error": None}
UNPAID = {"tool": "unpaid_bills", "args": {"customer_id": "C-1"}, "ok": True,
          "result": {"bills": [], "matched": 0}, "error": None}
EVERY = {"tool": "list_bills", "args": {"customer_id": "C-1", "start": "2025-01-01",
                                        "end": "2025-12-31"}, "ok": True,
         "result": {"bills": [], "matched": 0}, "error": None}


def test_a_delay_answered_says_the_unpaid_bills_were_not() -> None:
    state = _state("John Doe a-t-il des factures impayées et quel est son délai moyen de "
                   "paiement en 2025 ?", TALLY, asks="delay")
    assert answered_figures(state) == {"delay"}
    assert unanswered_text(state, "fr") == (
        "Votre message demandait aussi les factures impayées : je n'y ai pas répondu ici. "
        "Posez cette question seule, par exemple : « Factures impayées de John Doe en 2025 ? »")


def test_unpaid_bills_answered_say_the_delay_was_not() -> None:
    state = _state("unpaid bills and average payment time for John Doe in 2025", UNPAID)
    assert "Average payment time of John Doe in 2025?" in unanswered_text(state, "en")


def test_every_bill_listed_answers_paid_and_unpaid_alike() -> None:
    state = _state("factures payées et impayées de John Doe en 2025", EVERY)
    assert unanswered_text(state, "fr") == ""


def test_one_figure_asked_adds_nothing() -> None:
    assert unanswered_text(_state("Délai moyen de paiement de John Doe ?", TALLY, "delay"),
                           "fr") == ""


def test_a_period_other_than_a_year_is_said_with_its_days() -> None:
    state = _state("impayés de John Doe et son délai moyen de paiement", UNPAID)
    state["billing_question"]["period"] = {"words": "depuis mars", "start": "2026-03-01",
                                           "end": "2026-12-02", "kind": "since_month"}
    assert "du 1er mars 2026 au 2 décembre 2026 ?" in unanswered_text(state, "fr")


@pytest.mark.parametrize("texts", [UNANSWERED, ASK_ALONE])
def test_both_languages_have_the_same_placeholders(texts: Any) -> None:
    for text in texts.values():
        assert placeholders(text["fr"]) == placeholders(text["en"])
