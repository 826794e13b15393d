"""The hot queries read index ranges: no table scan, no sort, no `LIKE '%…%'` (SQLite plans)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.sql import Executable

from services import analytics
from services.billing import search_customers
from services.store import Store

PARAMS = {"customer": "C-1", "start": "2025-01-01", "end": "2025-12-31", "today": "2026-10-14"}


def plan(store: Store, statement: Executable, params: dict[str, Any]) -> list[str]:
    with store.engine.connect() as conn:
        compiled = statement.compile(conn)
        values = {**compiled.params, **{k: v for k, v in params.items() if k in compiled.params}}
        rows = conn.exec_driver_sql(f"EXPLAIN QUERY PLAN {compiled}",
                                    tuple(values[k] for k in compiled.positiontup or ()))
        return [row[-1] for row in rows]


@pytest.mark.parametrize("name", ["_BILL_TOTALS", "_PRODUCTS"])
def test_the_analysis_reads_bill_lines_in_one_index_range_without_sorting(
        mem_store: Store, name: str) -> None:
    steps = plan(mem_store, getattr(analytics, name), PARAMS)
    lines = [s for s in steps if "bill_lines" in s]
    assert len(lines) == 1 and "COVERING INDEX ix_bill_lines_period" in lines[0], steps
    assert "customer_id=? AND" in lines[0] and "issued_on>?" in lines[0], steps
    assert not any("TEMP B-TREE" in s for s in steps), steps


def test_payments_are_counted_on_the_bills_period_index(mem_store: Store) -> None:
    steps = plan(mem_store, analytics._PAYMENTS["sqlite"], PARAMS)
    assert steps == [
        "SEARCH bills USING COVERING INDEX ix_bills_period "
        "(customer_id=? AND issued_on>? AND issued_on<?)"], steps


def test_customer_search_is_a_prefix_range_on_the_terms_index(mem_store: Store) -> None:
    statements: list[str] = []
    with mem_store.engine.connect() as conn:
        conn.exec_driver_sql("SELECT 1")
    from sqlalchemy import event

    def capture(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        statements.append(statement)

    event.listen(mem_store.engine, "before_cursor_execute", capture)
    try:
        found = search_customers(mem_store, query="marti jea")
    finally:
        event.remove(mem_store.engine, "before_cursor_execute", capture)
    assert [c.name for c in found] == ["Jean Martin"]
    search = next(s for s in statements if "customer_terms" in s)
    assert "LIKE" not in search.upper()
    with mem_store.engine.connect() as conn:
        steps = [r[-1] for r in conn.execute(text(
            "EXPLAIN QUERY PLAN SELECT customer_id FROM customer_terms "
            "WHERE term >= 'mar' AND term <= 'marzzz'"))]
    assert steps == ["SEARCH customer_terms USING COVERING INDEX ix_customer_terms_term "
                     "(term>? AND term<?)"], steps
