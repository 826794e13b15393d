"""Staff words: bills of every customer when none is named ("liste des impayés"), who has
the most unpaid bills, who owes the least, "top 3 clients" read as 3 (bounded); paraphrases
(French, English, typos, no accents) and near-misses. Figures on the demo data (2 December
2026): 5 unpaid bills, 32 424,00 €; 2026 billed 199 409,10 € (44 bills)."""

from __future__ import annotations

import pytest

from services.llm import billing_words, offline
from tests.harness import demo_data_store, staff_desk

store = pytest.fixture(scope="module", name="store")(demo_data_store)


def _read(text: str) -> dict[str, object]:
    return offline._billing_request({"staff_message": text}, [])


@pytest.mark.parametrize("text", [
    "liste des impayés", "liste des impayes", "total des impayés", "liste des impayes svp",
    "factures émises ce mois-ci", "factures emises ce mois-ci", "whos got the most unpaid "
    "invoices", "liste des factures impayées", "list of unpaid invoices",
])
def test_no_customer_named(text: str) -> None:
    assert _read(text)["customer_name"] is None


@pytest.mark.parametrize("text, name", [
    ("liste des impayés de John Doe", "John Doe"), ("factures de Jean Martin ce mois-ci",
                                                    "Jean Martin"),
    ("total des impayes de sarah connor", "sarah connor"),
])
def test_a_name_still_read(text: str, name: str) -> None:
    assert _read(text)["customer_name"] == name


@pytest.mark.parametrize("text", [
    "quel est le client qui a le plus d'impayés ?", "quel client a le plus de factures en "
    "retard", "whos got the most unpaid invoices", "who has the most overdue bills?",
    "quel client a le plus d impayes", "qui nous doit le + ??", "qui a le plus de factures "
    "impayées ?", "quel client nous doit le moins ?", "which customer owes us the least?",
    "quel client nous doit le moins", "top 3 clients", "top 3 customers",
])
def test_ranked(text: str) -> None:
    read = _read(text)
    assert read["asks"] == "customers" and read["all_customers"] is True
    assert read["customer_name"] is None


@pytest.mark.parametrize("text", [
    "quelle est la plus grosse facture impayée ?", "quel client a la plus grosse facture ?",
    "combien de clients ont des impayés ?", "quels clients ont des factures en retard ?",
    "John Doe a-t-il le plus de factures ?", "liste des impayés",
])
def test_not_a_ranking(text: str) -> None:
    assert not billing_words.ranks_customers(text)


@pytest.mark.parametrize("text, size", [
    ("top 3 clients", 3), ("top 3 customers by revenue", 3), ("les 5 meilleurs clients", 5),
    ("top trois clients", 3), ("top 50 clients", 10), ("top clients par CA", None),
    ("quel client nous doit le plus ?", None),
])
def test_ranking_size(text: str, size: int | None) -> None:
    assert billing_words.ranking_size(text) == size


@pytest.mark.parametrize("text, total", [
    ("chiffre d'affaires total 2026", True), ("CA total 2026", True),
    ("total revenue 2026", True), ("chiffre d'affaires total de John Doe en 2026", False),
    ("analyse du chiffre d'affaires 2026 de John Doe", False),
    ("revenue of Marie Dupont in 2026", False),
])
def test_business_total(text: str, total: bool) -> None:
    assert billing_words.business_total(text) is total
    if total:
        assert offline._staff_route({"staff_message": text}, [])["workflow"] == "billing"


def _say(desk: object, text: str) -> str:
    reply: str = desk.say(text).reply  # type: ignore[attr-defined]
    return reply.replace("\u202f", " ").replace("\xa0", " ")


def test_the_lists_and_rankings(store: object) -> None:
    desk = staff_desk(store)  # type: ignore[arg-type]
    reply = _say(desk, "liste des impayés")
    assert "tous clients : 5 (3 clients)" in reply and "32 424,00 €" in reply
    reply = _say(desk, "chiffre d'affaires total 2026")
    assert "44 (18 clients)" in reply and "199 409,10 €" in reply
    reply = _say(desk, "whos got the most unpaid invoices")
    # "the most unpaid invoices": what is owed, summed, as "who owes us the most?" (README;
    # blind15 staff_ledger), never by their number unless said
    assert "Top: John Doe, €21,478.50 (3 bills)" in reply and "Most bills" not in reply
    reply = _say(desk, "quel client nous doit le moins ?")
    assert "Le moins : Jean Martin, 4 745,50 €" in reply
    reply = _say(desk, "top 3 clients")
    assert "Les 3 premiers sur 29 clients" in reply and "| 4 |" not in reply
