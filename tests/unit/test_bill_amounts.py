"""Bills kept by their total ("factures de plus de 10 000 €", "bills under 500 €", "entre
1000 et 5000 €", "de moins de 2 k€", "over 10k"): read by Python, filtered in SQL, said in
the reply; paraphrases (French, English, typos, no accents) and near-misses. Every total is
checked against a direct SQL sum of the bill lines (SQLite and PostgreSQL)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import text

from services import billing
from services.amounts import amount_filter, as_decimals, without_amounts
from services.demo import demo_fixture
from services.store import Store
from tests.conftest import fresh_store
from tests.harness import DEMO_NOW, demo_data_store, staff_desk

store = pytest.fixture(scope="module", name="store")(demo_data_store)


@pytest.mark.parametrize("said, expected", [
    ("factures > 10000 € en 2026", {"more_than": "10000"}),
    ("factures de plus de 10 000 euros de John Doe", {"more_than": "10000"}),
    ("factures de plus de 10.000 €", {"more_than": "10000"}),
    ("factures superieures a 10 000 eur", {"more_than": "10000"}),
    ("Factures supérieures à 10 000,50 €", {"more_than": "10000.5"}),
    ("invoices over 10k", {"more_than": "10000"}),
    ("bills above €10,000", {"more_than": "10000"}),
    ("bills over 10K for John Doe", {"more_than": "10000"}),
    ("factures > 10000 en 2026", {"more_than": "10000"}),
    ("montant supérieur à 5000", {"more_than": "5000"}),
    ("bills under 500 €", {"less_than": "500"}),
    ("factures de moins de 2 k€", {"less_than": "2000"}),
    ("factures inferieures a 500 euros", {"less_than": "500"}),
    ("factures entre 1000 et 5000 €", {"at_least": "1000", "at_most": "5000"}),
    ("factures entre 1 000 € et 5 000 €", {"at_least": "1000", "at_most": "5000"}),
    ("bills between €1,000 and €5,000", {"at_least": "1000", "at_most": "5000"}),
    ("bills of 1000-5000€", {"at_least": "1000", "at_most": "5000"}),
    ("factures >= 5000€", {"at_least": "5000"}),
    ("factures d'au moins 5000 €", {"at_least": "5000"}),
    ("factures de 10 000 € ou plus", {"at_least": "10000"}),
    ("bills 5k and above", {"at_least": "5000"}),
    ("factures de 100 € max", {"at_most": "100"}),
])
def test_an_amount_filter_is_read(said: str, expected: dict[str, str]) -> None:
    assert amount_filter(said) == expected


@pytest.mark.parametrize("said", [
    "factures de John Doe en retard de plus de 10 jours", "plus de 30 jours de retard",
    "customers with more than 3 bills", "top 5 clients", "facture F-2026-0027",
    "CA 2025", "factures de John Doe en 2024 et 2025", "factures de 2024 à 2025",
    "statut SO-25101", "entre 2024 et 2025", "montant total 2025", "factures > 2025",
    "les 3 dernières factures", "clients de plus de 2 ans", "bills over 30 days late",
])
def test_no_amount_filter(said: str) -> None:
    assert amount_filter(said) is None


@pytest.mark.parametrize("said, left", [
    ("factures entre 1000 et 5000 € de Sarah Connor", "factures de Sarah Connor"),
    ("bills under 500 €", "bills"),
    ("invoices over 10k for John Doe", "invoices for John Doe"),
    ("factures de John Doe en 2025", "factures de John Doe en 2025"),
])
def test_the_amount_words_are_no_name_nor_period(said: str, left: str) -> None:
    assert without_amounts(said) == left


def _plain(reply: str) -> str:
    return reply.replace("\u202f", " ").replace("\xa0", " ")


def _sql_sum(store: Store, having: str, customer: str | None = None,
             year: int | None = None) -> tuple[int, Decimal]:
    """Count and sum of the bills whose total is `having`, straight from the tables."""
    where = ["1 = 1"]
    params: dict[str, object] = {}
    if customer:
        where.append("b.customer_id = :customer")
        params["customer"] = customer
    if year:
        where.append("b.issued_on BETWEEN :start AND :end")
        params.update(start=f"{year}-01-01", end=f"{year}-12-31")
    sql = (f"SELECT b.number, SUM(l.quantity * l.unit_price) AS total FROM bills b "
           f"JOIN bill_lines l ON l.bill_number = b.number WHERE {' AND '.join(where)} "
           f"GROUP BY b.number HAVING SUM(l.quantity * l.unit_price) {having}")
    with store.engine.connect() as conn:
        rows = conn.execute(text(sql), params).all()
    return len(rows), sum((Decimal(str(t)) for _, t in rows), Decimal(0)).quantize(
        Decimal("0.01"))


@pytest.mark.parametrize("said, having, customer, year", [
    ("factures > 10000 € en 2026", "> 10000", None, 2026),
    ("factures de plus de 10 000 euros de John Doe", "> 10000", "C-002", None),
    ("bills under 500 €", "< 500", None, None),
    ("factures entre 1000 et 5000 €", "BETWEEN 1000 AND 5000", None, None),
    ("factures de moins de 2 k€ en 2025", "< 2000", None, 2025),
])
def test_the_service_sums_what_sql_sums(db_url: str, said: str, having: str,
                                        customer: str | None, year: int | None) -> None:
    from datetime import date

    s = fresh_store(db_url, demo_fixture(DEMO_NOW))
    try:
        amount = as_decimals(amount_filter(said))
        start, end = (date(year, 1, 1), date(year, 12, 31)) if year else (None, None)
        count, total = billing.count_and_total(s, customer_id=customer, start=start, end=end,
                                               amount=amount)
        assert (count, total) == _sql_sum(s, having, customer, year)
        ranked = [r for r in billing.totals_by_customer(s, start=start, end=end,
                                                        amount=amount)
                  if customer is None or r[0].id == customer]
        assert sum(n for _, n, _ in ranked) == count
        assert sum((t for _, _, t in ranked), Decimal(0)) == total
    finally:
        s.engine.dispose()


def test_the_reported_figures(store: Store) -> None:
    assert _sql_sum(store, "> 10000", None, 2026) == (5, Decimal("60521.80"))
    assert _sql_sum(store, "> 10000", "C-002") == (4, Decimal("43366.30"))


@pytest.mark.parametrize("said, shown", [
    ("factures > 10000 € en 2026", ["tous clients : 5", "60 521,80", "plus de 10 000,00 €"]),
    ("factures > 10 000€ en 2026", ["tous clients : 5", "60 521,80"]),
    ("bills over 10k in 2026", ["all customers: 5", "60,521.80", "over €10,000.00"]),
    ("factures de plus de 10 000 euros de John Doe", ["John Doe : 4", "43 366,30"]),
    ("invoices of John Doe above 10 000 eur", ["John Doe: 4", "43,366.30"]),
    ("combien de factures de plus de 10000 € a John Doe ?", ["4", "43 366,30 €",
                                                             "plus de 10 000,00 €"]),
    ("factures entre 1000 et 5000 € de Sarah Connor", ["Sarah Connor : 1", "3 160,00",
                                                       "entre 1 000,00 € et 5 000,00 €"]),
])
def test_the_desk_keeps_the_amount(store: Store, said: str, shown: list[str]) -> None:
    reply = _plain(staff_desk(store).say(said).reply)
    for words in shown:
        assert words in reply, reply


def test_a_follow_up_keeps_the_amount(store: Store) -> None:
    desk = staff_desk(store)
    desk.say("factures de plus de 10 000 euros de John Doe")
    reply = _plain(desk.say("combien au total ?").reply)
    assert "4, pour un total de 43 366,30 €" in reply and "plus de 10 000,00 €" in reply


def test_the_amount_is_no_period_nor_name(store: Store) -> None:
    reply = _plain(staff_desk(store).say("bills under 500 €").reply)
    assert "Amount: under €500.00 only." in reply
    count, _ = _sql_sum(store, "< 500")
    assert f"all customers: {count}" in reply


def test_tools_not_keeping_the_amount_give_no_figure() -> None:
    from nodes.billing.routes import other_figure

    state = {"billing_reading": {"asks": "bills", "status": "any", "customer_name": None,
                                 "customer": None, "all_customers": True,
                                 "period_words": None, "carried": [],
                                 "amount": {"more_than": "10000"}},
             "billing_question": {"question": "factures > 10000 €", "language": "fr"}}
    every = {"tool": "find_bills", "args": {"status": "any"}, "ok": True, "result": {},
             "error": None}
    kept = {**every, "args": {"status": "any", "more_than": 10000}}
    assert other_figure(state, every) is not None  # type: ignore[arg-type]
    assert other_figure(state, kept) is None  # type: ignore[arg-type]
