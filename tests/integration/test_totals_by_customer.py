"""Customers ranked by their bills: one grouped SQL pass in whole cents, checked against the
sum of each matching bill's own total (bill_totals), on SQLite and PostgreSQL, for every
status and with and without a period."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from services import billing
from services.demo import demo_fixture
from services.store import Store
from tests.conftest import fresh_store
from tests.harness import DEMO_NOW


@pytest.fixture
def demo(db_url: str):  # type: ignore[no-untyped-def]
    store = fresh_store(db_url, demo_fixture(DEMO_NOW))
    yield store
    store.engine.dispose()


@pytest.mark.parametrize("status", ["any", "unpaid", "overdue", "paid", "paid_late"])
@pytest.mark.parametrize("period", [(None, None), (date(2026, 1, 1), date(2026, 12, 31))])
def test_each_customer_total_is_the_sum_of_their_bills(
        demo: Store, status: billing.BillStatus, period: tuple[date | None, date | None]) -> None:
    start, end = period
    ranked = billing.totals_by_customer(demo, start=start, end=end, status=status)
    if status in ("any", "paid"):
        assert len(ranked) > 3, ranked
    expected: dict[str, tuple[int, Decimal]] = {}
    for customer in {c.id for c, _, _ in ranked} | {c.id for c in billing.read_customers(
            demo, [r[0].id for r in ranked])}:
        bills = billing.bill_totals(demo, customer_id=customer, start=start, end=end,
                                    status=status)
        if bills:
            expected[customer] = (len(bills), sum((t for _, t in bills.values()), Decimal(0)))
    assert {c.id: (n, t) for c, n, t in ranked} == expected
    every = billing.bill_totals(demo, customer_id=None, start=start, end=end, status=status)
    assert sum(n for _, n, _ in ranked) == len(every)
    totals = [t for _, _, t in ranked]
    assert totals == sorted(totals, reverse=True)
