"""Staff words: customers ranked by their bills, the average payment delay, a list narrowed
to a status; paraphrases (French, English, typos, no accents) and near-misses."""

from __future__ import annotations

import pytest

from services.llm import billing_words, lexicon, offline


def _read(text: str) -> dict[str, object]:
    return offline._billing_request({"staff_message": text}, [])


@pytest.mark.parametrize("text, status", [
    ("total des impayés par client", "unpaid"),
    ("encours par client", "unpaid"),
    ("unpaid per customer", "unpaid"),
    ("how much does each customer owe?", "unpaid"),
    ("montant du par client", "unpaid"),
    ("totl des impayes par clients", "unpaid"),
    ("who owes us what?", "unpaid"),
    ("quel client nous doit le plus ?", "unpaid"),
    ("qui nous doit le plus", "unpaid"),
    ("which customer owes us the most?", "unpaid"),
    ("notre plus gros débiteur ?", "any"),
    ("top clients par CA cette année", "any"),
    ("top 5 customers by revenue last year", "any"),
    ("nos meilleurs clients en 2026", "any"),
    ("classement des clients par chiffre d'affaires", "any"),
    ("quel client a le plus acheté cette année ?", "any"),
])
def test_customers_ranked(text: str, status: str) -> None:
    read = _read(text)
    assert read["asks"] == "customers" and read["all_customers"] is True
    assert read["customer_name"] is None
    if status == "unpaid":
        assert read["status"] == "unpaid"


@pytest.mark.parametrize("text", [
    "total des impayés de John Doe", "quelle est la plus grosse facture impayée ?",
    "quels clients ont des factures en retard ?", "which customer has the biggest bill?",
    "combien de clients ont des impayés ?", "quel client a la plus grosse facture ?",
    "factures de John Doe", "et ses impayés ?", "Analyse le client John Doe",
])
def test_not_a_ranking(text: str) -> None:
    assert not billing_words.ranks_customers(text)


@pytest.mark.parametrize("text", [
    "top clients par CA cette année", "nos meilleurs clients en 2026",
    "quel client nous doit le plus ?", "total des impayés par client",
    "top 5 customers by revenue last year",
])
def test_a_ranking_is_a_bill_question(text: str) -> None:
    assert offline._staff_route({"staff_message": text}, [])["workflow"] == "billing"


@pytest.mark.parametrize("text", [
    "délai moyen de paiement de Marie Dupont ?", "delai moyen de paiement de Marie Dupont",
    "quel est le délai de paiement moyen de Marie Dupont", "délai moyen de paimenet de Marie "
    "Dupont ?", "temps moyen de règlement de Marie Dupont", "average payment delay of Marie "
    "Dupont", "What is Marie Dupont's average time to pay?", "how long does Marie Dupont take "
    "to pay on average?", "combien de temps met Marie Dupont pour payer en moyenne ?",
])
def test_average_payment_delay(text: str) -> None:
    assert billing_words.bill_ask(text) == "delay"
    assert billing_words.named_customer(text) == "Marie Dupont"


@pytest.mark.parametrize("text", [
    "délai de paiement de la facture F-2026-0041", "factures de Marie Dupont",
    "quel est le délai de paiement ?",
])
def test_not_an_average_delay(text: str) -> None:
    assert not billing_words.asks_average_delay(text)


@pytest.mark.parametrize("text, status", [
    ("only the unpaid ones", "unpaid"), ("seulement les impayées", "unpaid"),
    ("juste celles non réglées", "unpaid"), ("just the unpaid", "unpaid"),
    ("uniquement les impayees", "unpaid"), ("que les impayées ?", "unpaid"),
    ("just the overdue ones", "overdue"), ("seulement celles en retard", "overdue"),
])
def test_a_list_narrowed_to_a_status(text: str, status: str) -> None:
    read = _read(text)
    assert read["customer_name"] is None and read["follow_up"] is True
    assert read["status"] == status and read["asks"] == "bills"
    assert lexicon.staff_workflow(text) == "billing"


@pytest.mark.parametrize("text, name", [
    ("only the unpaid ones of Marie Dupont", "Marie Dupont"),
    ("juste les factures de John Doe", "John Doe"),
])
def test_a_name_still_read_after_only(text: str, name: str) -> None:
    assert _read(text)["customer_name"] == name
