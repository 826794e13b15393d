"""The words of what is owed, what was paid, and titles before a name, read by Python."""

from __future__ import annotations

import pytest

from services.llm.lexicon import bill_status, customer_name
from services.text import without_titles


@pytest.mark.parametrize("message", [
    "Montant total dû par John Doe ?", "montant du par john doe stp", "Quel est l'encours ?",
    "factures non réglées de Doe Interiors", "des factures en attente de paiement ?",
    "Combien reste-t-il à payer ?", "quel est le solde de John Doe", "sommes dues par Doe",
    "What is John Doe's balance?", "What's the amount due from John Doe?",
    "pending invoices of Doe", "factures jamais payées", "bills that haven't been paid",
    "a-t-il payé ses factures ?", "did she pay her bills?", "has she paid everything?",
    "combien nous doit-il encore", "factures non acquitees de Doe",
])
def test_what_is_owed_reads_unpaid(message: str) -> None:
    assert bill_status(message) == "unpaid"


@pytest.mark.parametrize("message", [
    "Combien Sarah Connor nous a-t-elle payé en 2026 ?",
    "How much has Sarah Connor actually paid us this year?",
    "factures réglées de Sarah Connor", "Sarah Connor's settled bills",
    "combien a-t-on encaissé de Sarah Connor", "combien John Doe a regle en 2025",
    "What did Sarah Connor pay us in 2026?", "quelles factures a-t-il payees",
])
def test_what_was_paid_reads_paid(message: str) -> None:
    assert bill_status(message) == "paid"


@pytest.mark.parametrize(("message", "status"), [
    ("quelles factures John Doe a-t-il payées en retard", "paid_late"),
    ("Quel est le montant du mois de mars pour John Doe ?", "any"),  # "du" is no "dû"
    ("montant total du 1er trimestre de John Doe", "any"),
    ("Factures de John Doe payées ou non", "any"),
    ("paid and unpaid bills of John Doe", "any"),
    ("délai de paiement de John Doe", "any"),
    ("mauvais payeurs", "overdue"),
    ("the balance sheet of John Doe", "any"),
    ("Factures de John Doe", "any"),
])
def test_near_misses(message: str, status: str) -> None:
    assert bill_status(message) == status


@pytest.mark.parametrize(("message", "name"), [
    ("Analyse M. Dupont sur 2024", "Dupont"),
    ("Analyse Monsieur Dupont sur 2024", "Dupont"),
    ("Analyse Mr Dupont over 2024", "Dupont"),
    ("Analyse Mrs Connor over 2024", "Connor"),
    ("factures de Mme Marie Dupont", "Marie Dupont"),
    ("analyse madame dupont sur 2024", "dupont"),
    ("analyse mr. doe sur 2025", "doe"),
    ("Analyse Dr Doe", "Doe"),
    ("Analyse Mlle Lefèvre", "Lefèvre"),
    ("Analyse Marie Dupont", "Marie Dupont"),
])
def test_a_title_is_dropped_from_the_name(message: str, name: str) -> None:
    assert customer_name(message) == name


def test_a_title_alone_is_kept() -> None:
    assert without_titles(["monsieur"]) == ["monsieur"]
    assert without_titles(["m", "dupont"]) == ["dupont"]
    assert without_titles(["marie", "m"]) == ["marie", "m"]


# blind11 F1: the noun said bare, as hurried staff type it, is what is owed; a paid bill's
# total is never its answer ("solde mme mercier ?" listed her paid bills with their total).
@pytest.mark.parametrize("message", [
    "solde mme mercier ?", "solde mercier", "mercier balance?", "balance for whitfield",
    "solde client garnier stp", "whitfield balance today", "et son solde ?",
])
def test_a_bare_balance_is_what_is_owed(message: str) -> None:
    assert bill_status(message) == "unpaid"


@pytest.mark.parametrize("message", [
    "le compte de mercier est soldé ?", "ses factures sont soldees ?", "factures soldées de Doe",
])
def test_a_settled_account_is_no_balance_asked(message: str) -> None:
    assert bill_status(message) != "unpaid"
