"""Readings of staff messages that comparing periods and customers showed wrong (blind13)."""

from __future__ import annotations

import pytest

from services.llm import billing_words


@pytest.mark.parametrize("message", [
    "change F-2026-1001 to 1000 euros, we agreed a lower price with Sophie Carter",
    "make F-2026-1001 1000 euros",
    "change it to 900",
    "corrige la facture F-2026-1001 à 1000 €",
    "modify the invoice",
    "Jack Turner will never pay F-2025-0801, write it off",
    "write the bill off",
    "passe-la en pertes et profits",
    "abandonne la créance F-2025-0801",
    "forgive his debt",
    "Elle a baissé, fais-lui 10 % sur sa facture impayée",
    "fais-lui 5 pour cent",
    "give her 10% off",
    "take 10 percent off her invoice",
    "knock 100 euros off F-2026-1001",
])
def test_every_phrasing_of_changing_a_bill_is_a_change(message: str) -> None:
    assert billing_words.asks_change(message)


@pytest.mark.parametrize("message", [
    "show me the top 10 invoices",
    "make it the last 12 months",
    "compare F-2026-1001 to 2025",
    "Elle a baissé de 10 % par rapport à 2025 ?",
    "her sales fell 10% this year",
    "did we write off anything in 2025?",
    "Les factures de plus de 1000 € de Dupont",
    "F-2026-1001 is it 1150?",
    "she took 10 days off",
])
def test_a_question_with_an_amount_or_a_share_is_no_change(message: str) -> None:
    assert not billing_words.asks_change(message)


@pytest.mark.parametrize("message", [
    "et des factures pas encore payées tout court ?",
    "et l'an dernier il avait acheté quoi ?",
    "du coup il lui reste quoi à payer ?",
    "fine, and Q3 on its own?",
    "can you go back a year before that?",
    "Elle a baissé, fais-lui 10 % sur sa facture impayée",
    "bon, et il avait payé quoi en 2025 du coup ?",
])
def test_ordinary_words_of_a_sentence_are_no_name(message: str) -> None:
    assert billing_words.named_customer(message) is None


@pytest.mark.parametrize(("message", "name"), [
    ("Compare-moi Thomas Girard 2026 et 2025 stp", "Thomas Girard"),
    ("Montre-moi les factures de Karim Benali", "Karim Benali"),
    ("analyse lefevre sur 2025", "lefevre"),
    ("factures de garnier", "garnier"),
    ("John Court owes?", "John Court"),
])
def test_a_name_is_read_beside_ordinary_words(message: str, name: str) -> None:
    assert billing_words.named_customer(message) == name
