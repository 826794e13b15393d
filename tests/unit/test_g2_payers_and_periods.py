"""Staff words for how customers pay and for two periods compared: paraphrases (French,
English, typos, no accents, SMS style) and near-misses that must keep their old reading;
the punctuality of one customer from its bills (pure); the gate offers the new tools only
for those questions."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from nodes.billing.executors import read_compared
from nodes.billing.gate import OF_ALL, OF_CUSTOMER, gate
from services.llm import billing_words, offline
from services.schemas import CustomerView
from tools.billing import punctuality_of

TODAY = date(2026, 12, 3)


def _read(text: str) -> dict[str, object]:
    return offline._billing_request({"staff_message": text}, [])


def _workflow(text: str) -> str:
    return str(offline._staff_route({"staff_message": text}, [])["workflow"])


@pytest.mark.parametrize("text", [
    "Quels clients paient le plus en retard ?", "quels clients paient le plus en retard cette "
    "année", "qui paie le plus en retard ?", "qui sont nos mauvais payeurs ?",
    "classement des mauvais payeurs 2025", "quels clients payent en retard",
    "qui paye le plus tard", "les clients les moins ponctuels", "top 3 des mauvais payeurs",
    "qui sont les retardataires ?", "who are our slowest payers this year?",
    "who pays the latest?", "which customers pay late?", "worst payers",
    "most punctual customers", "nos meilleurs payeurs",
])
def test_payers_ranked(text: str) -> None:
    read = _read(text)
    assert read["asks"] == "punctuality" and read["all_customers"] is True
    assert read["customer_name"] is None
    assert _workflow(text) == "billing"


@pytest.mark.parametrize("text, name", [
    ("Est-ce que John Doe paie à l'heure ?", "John Doe"),
    ("est ce que john doe paie a lheure", "john doe"),
    ("John Doe est-il un bon payeur ?", "John Doe"),
    ("John Doe paie-t-il ses factures à temps ?", "John Doe"),
    ("Paul Dupont respecte-t-il ses échéances ?", "Paul Dupont"),
    ("Marie Dupont règle-t-elle à l'échéance ?", "Marie Dupont"),
    ("ponctualité de Paul Dupont", "Paul Dupont"),
    ("john doe paye en retard ?", "john doe"),
    ("is Jane Smith a punctual payer?", "Jane Smith"),
    ("does Marie Dupont pay on time?", "Marie Dupont"),
    ("Does John Doe pay his invoices on time?", "John Doe"),
    ("is John Doe a late payer?", "John Doe"),
])
def test_one_customer_punctuality(text: str, name: str) -> None:
    read = _read(text)
    assert read["asks"] == "punctuality" and read["all_customers"] is False
    assert read["customer_name"] == name and read["status"] == "any"
    assert _workflow(text) == "billing"


@pytest.mark.parametrize("text, asks", [
    ("quels clients ont des factures en retard ?", "bills"),
    ("factures en retard de John Doe", "bills"),
    ("factures payées en retard de John Doe", "bills"),
    ("bills paid late by John Doe", "bills"),
    ("overdue bills of John Doe", "bills"),
    ("les impayés de John Doe", "bills"),
    ("John Doe a-t-il payé ?", "bills"),
    ("la facture F-2026-0041 a-t-elle été payée à temps ?", "bills"),
    ("Did Émilie Lefèvre pay late in 2025?", "bills"),   # the bills paid late, as before
    ("has John Doe paid on time?", "bills"),
    ("délai moyen de paiement de Marie Dupont", "delay"),
    ("combien de jours de retard en moyenne pour John Doe ?", "delay"),
    ("quel client nous doit le plus ?", "customers"),
    ("who owes us the most?", "customers"),
])
def test_not_about_punctuality(text: str, asks: str) -> None:
    assert billing_words.bill_ask(text) == asks


@pytest.mark.parametrize("text, best", [
    ("nos meilleurs payeurs", True), ("qui paie le plus vite ?", True),
    ("most punctual customers", True), ("best payers 2025", True),
    ("Quels clients paient le plus en retard ?", False), ("worst payers", False),
    ("who are our slowest payers this year?", False), ("mauvais payeurs", False),
])
def test_which_end_of_the_payers(text: str, best: bool) -> None:
    assert billing_words.best_payers_first(text) is best


@pytest.mark.parametrize("text, size", [
    ("top 3 des mauvais payeurs", 3), ("our 3 worst payers", 3), ("nos 4 meilleurs payeurs", 4),
    ("top 3 clients par CA", 3), ("mauvais payeurs", None),
])
def test_how_many_payers(text: str, size: int | None) -> None:
    assert billing_words.ranking_size(text) == size


@pytest.mark.parametrize("text, first, second", [
    ("Compare le CA du T1 et du T2", ("2026-01-01", "2026-03-31"), ("2026-04-01", "2026-06-30")),
    ("compare le ca du t1 et du t2", ("2026-01-01", "2026-03-31"), ("2026-04-01", "2026-06-30")),
    ("comparer CA T1 vs T2 2025", ("2025-01-01", "2025-03-31"), ("2025-04-01", "2025-06-30")),
    ("revenue 2025 vs 2026", ("2025-01-01", "2025-12-31"), ("2026-01-01", "2026-12-31")),
    ("ca 2025 vs. 2026", ("2025-01-01", "2025-12-31"), ("2026-01-01", "2026-12-31")),
    # said newest first: still read oldest first, the change forward in time
    ("chiffre d'affaires 2026 par rapport à 2025", ("2025-01-01", "2025-12-31"),
     ("2026-01-01", "2026-12-31")),
    ("comparaison CA 2024 / 2025", ("2024-01-01", "2024-12-31"), ("2025-01-01", "2025-12-31")),
    ("compare this quarter with the same quarter last year", ("2025-10-01", "2025-12-03"),
     ("2026-10-01", "2026-12-03")),
    ("compare ce trimestre avec le même trimestre l'an dernier", ("2025-10-01", "2025-12-03"),
     ("2026-10-01", "2026-12-03")),
    # a quarter to date against the quarter before, over as many days (like for like)
    ("compare ce trimestre au précédent", ("2026-07-01", "2026-09-03"),
     ("2026-10-01", "2026-12-03")),
    ("compare T3 2026 et le trimestre d'avant", ("2026-04-01", "2026-06-30"),
     ("2026-07-01", "2026-09-30")),
    ("compare janvier et février 2025", ("2025-01-01", "2025-01-31"),
     ("2025-02-01", "2025-02-28")),
    ("compare revenue for Q3 2025 and Q3 2026", ("2025-07-01", "2025-09-30"),
     ("2026-07-01", "2026-09-30")),
])
def test_two_periods_compared(text: str, first: tuple[str, str], second: tuple[str, str]
                              ) -> None:
    assert billing_words.bill_ask(text) == "compare"
    read = read_compared(text, TODAY)
    assert read is not None
    assert [(p["start"], p["end"]) for p in read] == [first, second]
    assert _workflow(text) == "billing"


def test_a_comparison_names_its_customer() -> None:
    read = _read("compare le CA de John Doe en 2025 et en 2026")
    assert read["asks"] == "compare" and read["customer_name"] == "John Doe"
    assert read["all_customers"] is False
    assert _read("Compare le CA du T1 et du T2")["all_customers"] is True


@pytest.mark.parametrize("text", [
    "compare avec 2025",                      # one period: a follow-up of the last answer
    "compare John Doe et Marie Dupont",       # customers, not periods
    "factures de John Doe en 2025 et 2026",   # no comparison asked
    "compare to last year",                   # the other side only: a follow-up
    "factures du T1",
    "John Doe contre Marie Dupont",
])
def test_no_two_periods(text: str) -> None:
    assert billing_words.compared_periods(text) is None
    assert billing_words.bill_ask(text) != "compare"


def test_a_second_period_not_begun_is_no_comparison() -> None:
    # 2027 has not begun: no comparison of a guessed period, the desk asks for two
    assert read_compared("CA 2026 vs 2027", TODAY) is None


def test_an_analysis_with_two_periods_stays_an_analysis() -> None:
    assert _workflow("analyse John Doe 2025 vs 2024") == "analysis"


CUSTOMER = CustomerView(id="C-1", name="Émilie Lefèvre", email="e@example.com", company=None)


def test_punctuality_of_one_customer() -> None:
    bills = [
        (date(2026, 1, 31), date(2026, 1, 20)),   # paid 11 days early: on time, 0 late
        (date(2026, 2, 28), date(2026, 2, 28)),   # paid on the due date: on time
        (date(2026, 3, 31), date(2026, 4, 10)),   # paid 10 days late
        (date(2026, 11, 23), None),               # open, 10 days past due on TODAY
        (date(2026, 12, 31), None),               # open, not yet due: no delay known
    ]
    p = punctuality_of(CUSTOMER, bills, TODAY, Decimal("120.00"))
    assert (p.bills, p.judged, p.on_time, p.paid_late, p.overdue, p.pending) == (5, 4, 2, 1, 1, 1)
    assert p.on_time_share == Decimal("0.5000")
    assert p.average_days_late == Decimal("5.0")  # (0 + 0 + 10 + 10) / 4
    assert p.max_days_late == 10 and p.overdue_total == Decimal("120.00")


def test_punctuality_with_nothing_due() -> None:
    p = punctuality_of(CUSTOMER, [(date(2026, 12, 31), None)], TODAY, Decimal(0))
    assert (p.judged, p.on_time_share, p.average_days_late, p.max_days_late) == (
        0, None, None, 0)


def test_the_gate_offers_the_new_tools_only_for_their_questions() -> None:
    assert gate([], "qui paie le plus en retard ?", "punctuality", True)["active"] == [
        "payment_delays"]
    assert gate([], "CA T1 vs T2", "compare", True)["active"] == ["compare_periods"]
    for asks in ("bills", "biggest", "count", "delay", "orders", "customers"):
        offered = {*OF_ALL[asks], *OF_CUSTOMER[asks],
                   *gate([], "x", asks, True)["active"], *gate([], "x", asks)["active"]}
        assert not offered & {"payment_delays", "compare_periods"}, asks
