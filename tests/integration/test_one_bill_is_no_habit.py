"""A statement about a buying habit needs more than one bill: "bought in quantity" is never
said of a single bill, whatever its quantity."""

from __future__ import annotations

from datetime import date

import pytest

from services import analytics
from services.store import Store
from tests.harness import demo_data_store

demo = pytest.fixture(scope="module", name="demo")(demo_data_store)


def test_one_bill_never_gets_the_quantity_recommendation(demo: Store) -> None:
    one = analytics.analyse(demo, customer_id="C-001", start=date(2026, 1, 1),
                            end=date(2026, 12, 2))
    assert one.bill_count == 1
    assert any(p.quantity >= analytics.OFTEN for p in one.top_products)
    assert "propose_range" not in [r.rule for r in one.recommendations]


def test_several_bills_still_get_it(demo: Store) -> None:
    many = analytics.analyse(demo, customer_id="C-002", start=date(2025, 1, 1),
                             end=date(2026, 12, 2))
    assert many.bill_count > 1
    assert "propose_range" in [r.rule for r in many.recommendations]
