"""Every analytics figure on hand-computed data, and the customer search."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from typing import Any

import pytest

from services import analytics, billing
from services.errors import InvalidPeriod
from services.store import Store
from tests.conftest import fresh_store


def hand_fixture() -> dict[str, Any]:
    def bill(number: str, issued: str, due: str, paid: str | None,
             lines: list[tuple[str, int, str]], customer: str = "C-1") -> dict[str, Any]:
        return {"number": number, "customer": customer, "issued_on": issued, "due_on": due,
                "paid_on": paid, "lines": [{"sku": s, "quantity": q, "unit_price": p}
                                           for s, q, p in lines]}

    return {
        "customers": [
            {"id": "C-1", "name": "Émilie Lefèvre", "email": "emilie@example.com",
             "company": "Lefèvre Déco"},
            {"id": "C-2", "name": "Emile Lefevre", "email": "emile@example.com"},
            {"id": "C-3", "name": "Nobody Billed", "email": "nobody@example.com"},
        ],
        "products": [
            {"sku": "A", "name": "Armoire", "price": "100.00", "cost": "60.00"},
            {"sku": "B", "name": "Banc", "price": "50.00", "cost": "10.00"},
            {"sku": "C", "name": "Coussin", "price": "20.00", "cost": "5.00"},
        ],
        "bills": [
            bill("F1", "2025-01-10", "2025-02-09", "2025-01-20", [("A", 2, "100.00"),
                                                                 ("B", 1, "50.00")]),
            bill("F2", "2025-03-01", "2025-03-31", "2025-04-10", [("A", 1, "90.00")]),
            bill("F3", "2025-06-01", "2025-07-01", None, [("B", 3, "50.00")]),
            bill("F4", "2024-12-31", "2025-01-30", "2025-01-05", [("A", 10, "100.00")]),
            bill("F5", "2025-12-20", "2026-12-31", None, [("B", 1, "50.00"), ("C", 3, "20.00")]),
            bill("F6", "2025-05-05", "2025-06-04", None, [("A", 1, "100.00")], customer="C-2"),
        ],
    }


@pytest.fixture
def hand(db_url: str) -> Store:
    return fresh_store(db_url, hand_fixture())


def test_every_figure(hand: Store) -> None:
    a = analytics.analyse(hand, customer_id="C-1", start=date(2025, 1, 1),
                          end=date(2025, 12, 31))
    assert a.bill_count == 4                       # F4 is in 2024, F6 is someone else's
    assert a.revenue == Decimal("600.00")          # 250 + 90 + 150 + 110
    assert a.average_bill == Decimal("150.00")
    assert a.max_bill == Decimal("250.00")
    assert [(p.sku, p.quantity) for p in a.top_products] == [("B", 5), ("A", 3), ("C", 3)]
    by_sku = {p.sku: p for p in a.products}
    assert (by_sku["A"].revenue, by_sku["A"].cost) == (Decimal("290.00"), Decimal("180.00"))
    assert by_sku["A"].margin_rate == Decimal("0.3793")   # (290 - 180) / 290
    assert by_sku["B"].margin_rate == Decimal("0.8000")   # (250 - 50) / 250
    assert by_sku["C"].margin_rate == Decimal("0.7500")
    assert a.average_payment_delay_days == Decimal("25.0")  # F1 10 days, F2 40 days
    # on time F1; late F2; F3 unpaid past due counts as late; F5 not yet due is left out
    assert (a.on_time_count, a.late_count, a.pending_count, a.overdue_count) == (1, 2, 1, 1)
    assert a.confidence == Decimal("0.3333")
    rules = [r.rule for r in a.recommendations]
    assert rules == ["late_payer", "overdue_bills", "propose_range"]
    assert a.recommendations[2].params == {"product": "Banc"}
    assert all(isinstance(v, Decimal) for v in (a.revenue, a.average_bill, a.max_bill))


def test_the_total_margin_and_its_rate(hand: Store) -> None:
    """The margin of the customer and period: revenue less the cost of every line sold, and
    its rate (the tester's "et la marge ?"), in Decimal, computed here, never by a model."""
    a = analytics.analyse(hand, customer_id="C-1", start=date(2025, 1, 1),
                          end=date(2025, 12, 31))
    assert a.cost == Decimal("245.00")              # A 180 + B 5 × 10 + C 3 × 5
    assert a.margin == Decimal("355.00")            # 600 - 245
    assert a.margin_rate == Decimal("0.5917")       # 355 / 600
    assert a.margin == sum((p.revenue - p.cost for p in a.products), Decimal(0))


def test_a_period_with_only_paid_on_time_bills(hand: Store) -> None:
    a = analytics.analyse(hand, customer_id="C-1", start=date(2025, 1, 1),
                          end=date(2025, 1, 31))
    assert (a.bill_count, a.confidence, a.average_payment_delay_days) == (
        1, Decimal("1.0000"), Decimal("10.0"))
    assert a.recommendations == []


def test_a_customer_with_no_bills(hand: Store) -> None:
    assert analytics.count_bills(hand, customer_id="C-3", start=date(2000, 1, 1),
                                 end=date(2100, 1, 1)) == 0


@pytest.mark.parametrize(
    ("query", "ids"),
    [("lefevre", ["C-2", "C-1"]), ("ÉMILIE", ["C-1"]), ("emilie lefèvre", ["C-1"]),
     ("déco", ["C-1"]), ("lefevre deco", ["C-1"]), ("zorglub", []), ("   ", [])],
)
def test_customer_search_ignores_accents_and_case(hand: Store, query: str, ids: list[str]) -> None:
    assert [c.id for c in billing.search_customers(hand, query=query)] == ids


def test_bill_status_and_totals(hand: Store) -> None:
    bills = {b.number: b for b in billing.list_bills(hand, customer_id="C-1")}
    assert bills["F3"].status == "overdue" and bills["F5"].status == "unpaid"
    assert bills["F1"].status == "paid" and bills["F1"].total == Decimal("250.00")
    assert [b.number for b in billing.list_bills(hand, customer_id="C-1", unpaid_only=True)] == [
        "F5", "F3"]


def boundary_fixture() -> dict[str, Any]:
    """Bills on the period's first and last days, margins exactly on the thresholds,
    a free product, more than three products, a customer who always pays on time."""
    def bill(number: str, issued: str, paid: str | None,
             lines: list[tuple[str, int, str]]) -> dict[str, Any]:
        due = (date.fromisoformat(issued) + timedelta(days=30)).isoformat()
        return {"number": number, "customer": "C-R", "issued_on": issued, "due_on": due,
                "paid_on": paid, "lines": [{"sku": s, "quantity": q, "unit_price": p}
                                           for s, q, p in lines]}

    return {
        "customers": [{"id": "C-R", "name": "Rita Règle", "email": "rita@example.com"}],
        "products": [
            {"sku": "P1", "name": "Pouf", "price": "100.00", "cost": "55.00"},    # margin 0.45
            {"sku": "P2", "name": "Paravent", "price": "100.00", "cost": "75.00"},  # 0.25
            {"sku": "P3", "name": "Patère", "price": "100.00", "cost": "80.00"},    # 0.20
            {"sku": "P4", "name": "Plaid", "price": "10.00", "cost": "0.00"},
            {"sku": "P5", "name": "Pochette", "price": "0.00", "cost": "0.00"},      # a gift
        ],
        "bills": [
            bill("R0", "2025-12-31", "2026-01-05", [("P4", 9, "10.00")]),      # day before
            bill("R1", "2026-01-01", "2026-01-11", [("P1", 3, "100.00")]),     # first day
            bill("R2", "2026-03-01", "2026-03-11", [("P2", 2, "100.00"), ("P4", 1, "10.00"),
                                                    ("P5", 1, "0.00")]),
            bill("R3", "2026-06-30", "2026-07-10", [("P3", 2, "100.00")]),     # last day
            bill("R9", "2026-07-01", "2026-07-02", [("P4", 9, "10.00")]),      # day after
        ],
    }


FIRST_HALF = {"start": date(2026, 1, 1), "end": date(2026, 6, 30)}


@pytest.fixture
def bounds(db_url: str) -> Store:
    return fresh_store(db_url, boundary_fixture())


def test_the_period_includes_its_first_and_last_days(bounds: Store) -> None:
    assert analytics.count_bills(bounds, customer_id="C-R", **FIRST_HALF) == 3
    a = analytics.analyse(bounds, customer_id="C-R", **FIRST_HALF)
    assert a.bill_count == 3
    assert a.revenue == Decimal("710.00")             # 300 + 210 + 200: R0 and R9 left out
    assert a.max_bill == Decimal("300.00")
    assert a.average_bill == Decimal("236.67")        # 710 / 3, rounded half up
    assert a.paid_count == 3 and a.average_payment_delay_days == Decimal("10.0")


def test_a_period_that_ends_before_it_starts_is_refused(bounds: Store) -> None:
    """Never zero bills or an empty list over a backwards period: the refusal says so."""
    backwards = {"start": date(2026, 6, 30), "end": date(2026, 1, 1)}
    for read in (analytics.count_bills, analytics.analyse, billing.list_bills):
        with pytest.raises(InvalidPeriod, match="ends before it starts"):
            read(bounds, customer_id="C-R", **backwards)  # type: ignore[operator]
    one_day = {"start": date(2026, 1, 1), "end": date(2026, 1, 1)}
    assert analytics.count_bills(bounds, customer_id="C-R", **one_day) >= 0


def test_only_three_top_products_and_a_free_one_has_no_margin(bounds: Store) -> None:
    a = analytics.analyse(bounds, customer_id="C-R", **FIRST_HALF)
    assert [p.sku for p in a.products] == ["P1", "P2", "P3", "P4", "P5"]
    assert [p.sku for p in a.top_products] == ["P1", "P2", "P3"]
    by_sku = {p.sku: p for p in a.products}
    assert (by_sku["P5"].revenue, by_sku["P5"].cost, by_sku["P5"].margin_rate) == (
        Decimal("0.00"), Decimal("0.00"), None)
    assert (by_sku["P4"].cost, by_sku["P4"].margin_rate) == (Decimal("0.00"), Decimal("1.0000"))
    assert by_sku["P1"].margin_rate == Decimal("0.4500")
    assert by_sku["P2"].margin_rate == Decimal("0.2500")


def test_recommendations_at_their_thresholds(bounds: Store) -> None:
    """Always on time over three bills: reliable. Pouf at exactly 45 % margin, sold three
    times: propose the range. Paravent at exactly 25 % is not thin; Patère at 20 % with
    28 % of the revenue is."""
    a = analytics.analyse(bounds, customer_id="C-R", **FIRST_HALF)
    assert (a.on_time_count, a.late_count, a.overdue_count, a.confidence) == (
        3, 0, 0, Decimal("1.0000"))
    assert [r.model_dump() for r in a.recommendations] == [
        {"rule": "reliable_payer", "params": {}},
        {"rule": "propose_range", "params": {"product": "Pouf"}},
        {"rule": "review_pricing", "params": {"product": "Patère"}},
    ]


def test_two_bills_are_not_enough_to_be_called_reliable(bounds: Store) -> None:
    a = analytics.analyse(bounds, customer_id="C-R", start=date(2026, 1, 1),
                          end=date(2026, 3, 31))
    assert (a.bill_count, a.confidence) == (2, Decimal("1.0000"))
    assert "reliable_payer" not in [r.rule for r in a.recommendations]


def test_an_empty_period_has_zero_figures(bounds: Store) -> None:
    a = analytics.analyse(bounds, customer_id="C-R", start=date(2026, 8, 1),
                          end=date(2026, 8, 31))
    assert (a.bill_count, a.revenue, a.average_bill, a.max_bill) == (
        0, Decimal("0.00"), Decimal("0.00"), Decimal("0.00"))
    assert (a.paid_count, a.average_payment_delay_days, a.confidence) == (0, None, None)
    assert a.products == [] and a.recommendations == []
    assert analytics.count_bills(bounds, customer_id="C-R", start=date(2026, 8, 1),
                                 end=date(2026, 8, 31)) == 0


def test_monthly_figures_cover_every_month_of_the_period_edges_included(hand: Store) -> None:
    """F4 is issued on the first day (31 December), F3 on the last (1 June); February,
    April and May have no bill of C-1 (F6 in May is C-2's); December to January crosses
    the year."""
    months = analytics.monthly(hand, customer_id="C-1", start=date(2024, 12, 31),
                               end=date(2025, 6, 1))
    assert [(m.month, m.billed, m.paid, m.average_payment_delay_days) for m in months] == [
        ("2024-12", Decimal("1000.00"), Decimal("1000.00"), Decimal("5.0")),
        ("2025-01", Decimal("250.00"), Decimal("250.00"), Decimal("10.0")),
        ("2025-02", Decimal("0.00"), Decimal("0.00"), None),
        ("2025-03", Decimal("90.00"), Decimal("90.00"), Decimal("40.0")),
        ("2025-04", Decimal("0.00"), Decimal("0.00"), None),
        ("2025-05", Decimal("0.00"), Decimal("0.00"), None),
        ("2025-06", Decimal("150.00"), Decimal("0.00"), None),    # F3 unpaid
    ]
    inside = analytics.monthly(hand, customer_id="C-1", start=date(2025, 1, 1),
                               end=date(2025, 5, 31))
    assert [m.billed for m in inside] == [Decimal("250.00"), Decimal("0.00"),
                                          Decimal("90.00"), Decimal("0.00"), Decimal("0.00")]


def test_a_monthly_average_delay_rounds_half_up_to_a_tenth(db_url: str) -> None:
    """Four bills of one month paid 0, 0, 0 and 1 day after issue: 0.25 days, shown 0.3;
    prices with cents add up to the cent."""
    fixture = hand_fixture()
    fixture["bills"] += [
        {"number": f"G{i}", "customer": "C-3", "issued_on": "2025-05-10", "due_on": "2025-06-09",
         "paid_on": paid, "lines": [{"sku": "C", "quantity": 3, "unit_price": "19.99"}]}
        for i, paid in enumerate(["2025-05-10", "2025-05-10", "2025-05-10", "2025-05-11"])
    ]
    store = fresh_store(db_url, fixture)
    [may] = analytics.monthly(store, customer_id="C-3", start=date(2025, 5, 1),
                              end=date(2025, 5, 31))
    assert (may.billed, may.paid, may.average_payment_delay_days) == (
        Decimal("239.88"), Decimal("239.88"), Decimal("0.3"))
    store.engine.dispose()


def test_customer_search_by_prefix_returns_the_company_and_stops_at_the_limit(
        hand: Store) -> None:
    """A word matches every name word it starts ("lef" finds both Lefèvre), the view
    carries the company, and the limit keeps the first names in order."""
    found = billing.search_customers(hand, query="lef")
    assert [(c.id, c.company) for c in found] == [("C-2", None), ("C-1", "Lefèvre Déco")]
    assert [c.id for c in billing.search_customers(hand, query="lef", limit=1)] == ["C-2"]


def test_customers_holding_reads_whole_words_of_names_in_one_go(hand: Store) -> None:
    """Whole words only (accents and case ignored), each customer with the words it holds;
    a start of a word finds no one (unlike search)."""
    held = billing.customers_holding(hand, ["Émile", "LEFÈVRE", "ressemble", "lef"])
    assert {cid: terms for cid, (_, terms) in held.items()} == {
        "C-1": frozenset({"lefevre"}), "C-2": frozenset({"emile", "lefevre"})}
    assert held["C-2"][0] == "Emile Lefevre"
    assert billing.customers_holding(hand, ["zorglub"]) == {}
    assert billing.customers_holding(hand, []) == {}


def test_bills_are_listed_without_lines_unless_asked(hand: Store) -> None:
    listed = billing.list_bills(hand, customer_id="C-1")
    assert listed and all(b.lines == [] for b in listed)
    detailed = {b.number: b for b in billing.list_bills(hand, customer_id="C-1",
                                                        with_lines=True)}
    assert [(line.sku, line.product, line.quantity) for line in detailed["F5"].lines] == [
        ("B", "Banc", 1), ("C", "Coussin", 3)]
    assert detailed["F1"].paid_on == date(2025, 1, 20)


def test_bills_come_newest_first_then_by_number_within_the_limit(hand: Store) -> None:
    numbers = [b.number for b in billing.list_bills(hand, customer_id="C-1")]
    assert numbers == ["F5", "F3", "F2", "F1", "F4"]
    assert [b.number for b in billing.list_bills(hand, customer_id="C-1", limit=2)] == [
        "F5", "F3"]


def test_a_bill_period_includes_its_first_and_last_days(hand: Store) -> None:
    numbers = [b.number for b in billing.list_bills(
        hand, customer_id="C-1", start=date(2025, 1, 10), end=date(2025, 6, 1))]
    assert numbers == ["F3", "F2", "F1"]


def test_one_bill_in_detail_names_its_own_products(hand: Store) -> None:
    """F5 holds the only "Coussin" line: its name comes from this bill's lines."""
    bill = billing.get_bill(hand, number="F5")
    assert [(line.product, line.total) for line in bill.lines] == [
        ("Banc", Decimal("50.00")), ("Coussin", Decimal("60.00"))]
    assert bill.total == Decimal("110.00") and bill.paid_on is None


def test_an_unknown_bill_is_refused_by_number(hand: Store) -> None:
    with pytest.raises(Exception, match="F404") as refused:
        billing.get_bill(hand, number="F404")
    assert "list_bills" in str(refused.value)


def test_the_payments_query_counts_one_customer_and_zero_for_an_empty_period(
        hand: Store) -> None:
    """C-1 in 2025: F1 on time (10 days), F2 late (40 days), F3 overdue, F5 pending; C-2's
    F6 is not counted. A period without bills counts zeros, not nulls."""
    dialect = hand.engine.dialect.name
    params = {"customer": "C-1", "start": date(2025, 1, 1), "end": date(2025, 12, 31),
              "today": date(2026, 10, 14)}
    with hand.sessions() as session:
        row = session.execute(analytics._payments(dialect), params).one()
        assert tuple(int(v) for v in row) == (4, 2, 50, 1, 1, 1, 1)
        empty = session.execute(analytics._payments(dialect),
                                {**params, "start": date(2030, 1, 1), "end": date(2030, 12, 31)})
        assert tuple(empty.one()) == (0, 0, 0, 0, 0, 0, 0)


def test_the_average_payment_delay_rounds_half_up_to_a_tenth(db_url: str) -> None:
    """Four bills paid 0, 0, 0 and 1 day after issue: 0.25 days, shown 0.3 (not 0.2)."""
    fixture = hand_fixture()
    fixture["bills"] += [
        {"number": f"G{i}", "customer": "C-3", "issued_on": "2025-05-10", "due_on": "2025-06-09",
         "paid_on": paid, "lines": [{"sku": "C", "quantity": 3, "unit_price": "19.99"}]}
        for i, paid in enumerate(["2025-05-10", "2025-05-10", "2025-05-10", "2025-05-11"])
    ]
    store = fresh_store(db_url, fixture)
    result = analytics.analyse(store, customer_id="C-3", start=date(2025, 5, 1),
                               end=date(2025, 5, 31))
    assert result.average_payment_delay_days == Decimal("0.3")
    store.engine.dispose()


def test_each_recommendation_rule_at_its_exact_threshold(bounds: Store) -> None:
    """Late means over 30 days or under 70 % on time; reliable means 90 % on time or more
    (over three bills or more); thin pricing needs a fifth of the revenue or more."""
    a = analytics.analyse(bounds, customer_id="C-R", **FIRST_HALF)

    def rules(**changes: Any) -> list[str]:
        return [r.rule for r in analytics.recommend(a.model_copy(update=changes))]

    assert "late_payer" not in rules(average_payment_delay_days=Decimal("30.0"))
    assert "late_payer" in rules(average_payment_delay_days=Decimal("30.1"))
    assert "late_payer" not in rules(confidence=Decimal("0.7000"))
    assert "late_payer" in rules(confidence=Decimal("0.6999"))
    assert "reliable_payer" in rules(confidence=Decimal("0.9000"))
    assert "reliable_payer" not in rules(confidence=Decimal("0.8999"))
    # Patère brings 200.00: exactly a fifth of 1,000.00, a tenth of 2,000.00.
    assert "review_pricing" in rules(revenue=Decimal("1000.00"))
    assert "review_pricing" not in rules(revenue=Decimal("2000.00"))


def test_monthly_figures_leave_out_bills_of_the_month_outside_the_period(
        db_url: str) -> None:
    """Bills of 10 May are outside 11-31 May and outside 1-9 May although their month is
    listed; a free bill (0.00) adds nothing, billed or paid."""
    fixture = hand_fixture()
    fixture["bills"] += [
        {"number": "G1", "customer": "C-3", "issued_on": "2025-05-10", "due_on": "2025-06-09",
         "paid_on": "2025-05-12", "lines": [{"sku": "C", "quantity": 3, "unit_price": "19.99"}]},
        {"number": "G2", "customer": "C-3", "issued_on": "2025-06-10", "due_on": "2025-07-09",
         "paid_on": "2025-06-11", "lines": [{"sku": "C", "quantity": 1, "unit_price": "0.00"}]},
    ]
    store = fresh_store(db_url, fixture)
    for start, end in [(date(2025, 5, 11), date(2025, 5, 31)), (date(2025, 5, 1),
                                                                 date(2025, 5, 9))]:
        [may] = analytics.monthly(store, customer_id="C-3", start=start, end=end)
        assert (may.billed, may.paid, may.average_payment_delay_days) == (
            Decimal("0.00"), Decimal("0.00"), None)
    [june] = analytics.monthly(store, customer_id="C-3", start=date(2025, 6, 1),
                               end=date(2025, 6, 30))
    assert (june.billed, june.paid, june.average_payment_delay_days) == (
        Decimal("0.00"), Decimal("0.00"), Decimal("1.0"))
    store.engine.dispose()
