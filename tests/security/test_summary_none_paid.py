"""R10: a model's sentence that says no bill was paid when some were.

Before: "Cette analyse couvre John Doe : onze factures, aucune payée." and "Aucune facture n'a
été réglée." stood above a report of 11 bills all paid: the checks refused "all paid" against
late bills and "unpaid" against none, never "none paid" against paid ones."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from nodes.analysis.meaning import meaning_problems
from services.store import Store
from tests.conftest import fresh_store
from tests.integration.test_analytics import hand_fixture
from tests.safety.test_summary_meaning import replaced, report

ALL_PAID = {"bill_count": 11, "late_count": 7, "overdue_count": 0, "pending_count": 0,
            "on_time_count": 4}
NONE_PAID = {"bill_count": 3, "late_count": 0, "overdue_count": 1, "pending_count": 2,
             "on_time_count": 0}


@pytest.fixture
def store() -> Iterator[Store]:
    s = fresh_store("sqlite://", hand_fixture())
    yield s
    s.engine.dispose()


@pytest.mark.parametrize(("text", "lang"), [
    ("Sur la période, onze factures, aucune payée.", "fr"),
    ("Aucune facture n'a été réglée sur la période.", "fr"),
    ("Aucune de ses factures n'a encore été payée.", "fr"),
    ("Rien n'a été payé sur la période.", "fr"),
    ("None of the bills were paid over the period.", "en"),
    ("Nothing was paid over the period.", "en"),
    ("No invoices paid in the period.", "en"),
])
def test_none_paid_is_refused_when_bills_were_paid(text: str, lang: str) -> None:
    assert any("no bill was paid" in p for p in meaning_problems(text, ALL_PAID, lang))
    # and it stands when it is true
    assert not any("no bill was paid" in p for p in meaning_problems(text, NONE_PAID, lang))


def test_the_report_never_says_none_paid_of_paid_bills(store: Store) -> None:
    # Émilie Lefèvre's 2025: 4 bills, one unpaid: three were paid
    turn = report(store, "Cette analyse couvre les factures d'Émilie Lefèvre.",
                  "Aucune facture n'a été réglée sur la période.")
    assert "Aucune facture n'a été réglée" not in turn.reply
    assert replaced(turn) == ["conclusion"]
