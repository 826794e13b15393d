"""blind13 staff_compare (second pass): changes said between periods, follow-ups kept."""

from __future__ import annotations

from datetime import date

import pytest

from nodes.billing.executors import read_compared
from services.llm import billing_words, offline

TODAY = date(2026, 11, 12)


def _workflow(text: str, previous: str | None = None) -> str:
    data = {"staff_message": text}
    if previous:
        data["previous_request"] = previous
    return str(offline._staff_route(data, [])["workflow"])


@pytest.mark.parametrize("text, first, second", [
    # a change said between two periods, whatever its verb
    ("Elle a progressé Inès Moreau entre 2025 et cette année ?", "2025-01-01", "2026-01-01"),
    ("Has Inès Moreau grown between 2025 and this year?", "2025-01-01", "2026-01-01"),
    ("les achats de Doe ont baissé entre le T2 et le T3 ?", "2026-04-01", "2026-07-01"),
    ("did John Doe's spending drop from 2024 to 2025?", "2024-01-01", "2025-01-01"),
    # more or less in one period than in the other
    ("Sophie Carter, elle a moins commandé cette année que l'an passé non ?", "2025-01-01",
     "2026-01-01"),
    ("Doe a-t-il plus acheté en 2026 qu'en 2025 ?", "2025-01-01", "2026-01-01"),
    ("did Ryan Cooper spend more in Q3 than in Q2?", "2026-04-01", "2026-07-01"),
    # year on year: the period said (this year when none is) against a year before
    ("Olivia Hargreaves year on year — up or down?", "2025-01-01", "2026-01-01"),
    ("Olivia Hargreaves Q2 year over year", "2025-04-01", "2026-04-01"),
    ("le CA de Doe au T3, d'une année sur l'autre ?", "2025-07-01", "2026-07-01"),
])
def test_a_change_said_between_two_periods_compares_them(text: str, first: str,
                                                         second: str) -> None:
    compared = read_compared(text, TODAY)
    assert compared is not None
    assert (compared[0]["start"], compared[1]["start"]) == (first, second)
    assert billing_words.bill_ask(text) == "compare"
    assert _workflow(text) == "billing"


@pytest.mark.parametrize("text", [
    "Is Olivia Hargreaves paying worse than last year?",  # one period said: no two to set
    "plus de factures en 2025 ?",
    "factures de John Doe en 2025 et 2026",               # no change asked
    "Doe a plus de 3 factures impayées",
])
def test_no_change_between_two_periods(text: str) -> None:
    assert billing_words.compared_periods(text) is None


@pytest.mark.parametrize("text", ["so this year vs 2024?", "donc cette année vs 2024 ?",
                                  "du coup, 2026 vs 2025 ?", "so 2026 vs 2024?",
                                  "in that case, Q3 vs Q2?"])
def test_a_comparison_carried_on_keeps_the_customer_in_focus(text: str) -> None:
    """"so this year vs 2024?" after one customer's bills carries on with that customer:
    never every customer's bills (blind13 staff_compare F6)."""
    read = offline._billing_request({"staff_message": text}, [])
    assert read["asks"] == "compare"
    assert read["follow_up"] is True and read["all_customers"] is False


def test_a_comparison_said_alone_is_every_customer() -> None:
    read = offline._billing_request({"staff_message": "Compare le CA du T1 et du T2"}, [])
    assert read["all_customers"] is True


@pytest.mark.parametrize("text, asks", [
    ("What has Karim Benali bought from us, ever?", True),
    ("qu'est-ce que Doe a acheté chez nous ?", True),
    ("Doe's purchases", True),
    ("factures de Doe", False),
    ("what does Doe owe?", False),
])
def test_what_was_bought_is_asked_as_such(text: str, asks: bool) -> None:
    assert billing_words.asks_purchases(text) is asks


@pytest.mark.parametrize("text", ["so what's still open on her account?",
                                  "qu'est-ce qui est encore ouvert chez Walsh ?",
                                  "Walsh, encore des factures ouvertes ?",
                                  "which of Doe's invoices are still open?"])
def test_what_is_still_open_is_what_is_owed(text: str) -> None:
    from services.text import bill_status

    assert bill_status(text) == "unpaid"
    assert _workflow(text, "billing") == "billing"
    assert _workflow(text) == "billing"


@pytest.mark.parametrize("text", ["le dossier de SO-12345 est encore ouvert ?",
                                  "is the case for SO-12345 still open?",
                                  "is the showroom still open?"])
def test_a_case_an_order_or_the_shop_still_open_is_no_bill(text: str) -> None:
    assert _workflow(text) != "billing"


@pytest.mark.parametrize("text", ["and her company's account, Walsh Interiors?",
                                  "et le compte de sa société, Walsh Interiors ?"])
def test_an_account_named_in_a_follow_up_keeps_the_bill_question(text: str) -> None:
    assert _workflow(text, "billing") == "billing"


@pytest.mark.parametrize("text", ["and what did she buy in 2025?",
                                  "et qu'est-ce qu'elle a acheté en 2025 ?",
                                  "and her purchases in 2025?"])
def test_what_was_bought_after_what_is_owed_is_every_bill(text: str) -> None:
    """"and what did she buy in 2025?" after "what does she owe?": what she bought, paid or
    not, never only the unpaid ones (blind13 staff_compare F7)."""
    read = offline._billing_request({"staff_message": text}, [])
    assert read["follow_up"] is True
    assert read["status"] == "any"


@pytest.mark.parametrize("text, names", [
    ("Both Girards — Thomas and Paul — what did each of them buy in 2026?",
     ["Thomas Girard", "Paul Girard"]),
    ("les deux Girard, Thomas et Paul, qu'ont-ils acheté chacun en 2026 ?",
     ["Thomas Girard", "Paul Girard"]),
    ("the Martins, Anne and Luc: who owes more?", ["Anne Martin", "Luc Martin"]),
    ("the Joneses (Tom, Ann and Kate), what do they owe each?",
     ["Tom Jones", "Ann Jones", "Kate Jones"]),
])
def test_a_family_and_its_members_are_each_member(text: str, names: list[str]) -> None:
    """A surname said as a family, then first names: each first name with that surname,
    never the plural searched as a name ("Girards": did you mean either Girard?)."""
    assert billing_words.compared_customers(text) == names


def test_no_family_is_read_in_customers_listed() -> None:
    assert billing_words.family_members("The Doe, Smith and Jones bills") \
        == "The Doe, Smith and Jones bills"
