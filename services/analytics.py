"""Compute a customer's relationship figures over a period, in SQL where it can be.

Every figure in an analysis report comes from here. Money is summed in integer
cents in SQL (exact on SQLite and PostgreSQL) and handed out as `Decimal`.
"""

from __future__ import annotations

from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from pydantic import BaseModel, Field
from sqlalchemy import (
    ColumnElement,
    Date,
    Integer,
    Select,
    String,
    bindparam,
    case,
    cast,
    func,
    select,
    text,
)

from services.billing import read_customer
from services.db import read_all
from services.errors import check_period
from services.models import Bill, BillLine
from services.schemas import CustomerView
from services.store import Store

CENT = Decimal("0.01")
LATE_DELAY_DAYS = 30
LOW_CONFIDENCE = Decimal("0.7")
HIGH_CONFIDENCE = Decimal("0.9")
HIGH_MARGIN = Decimal("0.45")
LOW_MARGIN = Decimal("0.25")
OFTEN = 3


class ProductFigures(BaseModel):
    sku: str
    name: str
    quantity: int
    revenue: Decimal
    cost: Decimal
    margin_rate: Decimal | None = Field(description="(revenue - cost) / revenue")


class Recommendation(BaseModel):
    """A rule that fired; the template words it in the reader's language."""

    rule: str
    params: dict[str, str] = Field(default_factory=dict)


class Analysis(BaseModel):
    customer: CustomerView
    start: date
    end: date
    bill_count: int
    revenue: Decimal
    average_bill: Decimal
    max_bill: Decimal
    top_products: list[ProductFigures]
    products: list[ProductFigures]
    paid_count: int
    average_payment_delay_days: Decimal | None
    on_time_count: int
    late_count: int
    pending_count: int
    overdue_count: int
    confidence: Decimal | None = Field(description="Share of bills paid by their due date.")
    recommendations: list[Recommendation]
    cost: Decimal = Field(default=Decimal("0.00"), description="The cost of every line sold.")
    margin: Decimal = Field(default=Decimal("0.00"), description="revenue - cost")
    margin_rate: Decimal | None = Field(default=None, description="(revenue - cost) / revenue")


def count_bills(store: Store, *, customer_id: str, start: date, end: date) -> int:
    check_period(start, end)
    [(count,)] = read_all(store.engine, _COUNT,
                          {"customer": customer_id, "start": start, "end": end})
    return int(count or 0)


def _cents(value: int | None) -> Decimal:
    return (Decimal(int(value or 0)) / 100).quantize(CENT)


# The statements are built once (SQLAlchemy caches their compiled form); each reads one range
# of an index in index order: no join, no sort (see the indexes on Bill and BillLine). They run
# on a plain connection: reads need no Session.
_customer = bindparam("customer", type_=String())
_start = bindparam("start", type_=Date())
_end = bindparam("end", type_=Date())
_today = bindparam("today", type_=Date())
_PRICE = cast(func.round(BillLine.unit_price * 100), Integer)
_COUNT = select(func.count()).select_from(Bill).where(
    Bill.customer_id == _customer, Bill.issued_on >= _start, Bill.issued_on <= _end)

# Per bill: its total, then their sum, maximum and count (one pass over the period's lines).
_per_bill = (
    select(func.sum(BillLine.quantity * _PRICE).label("t"))
    .where(BillLine.customer_id == _customer, BillLine.issued_on >= _start,
           BillLine.issued_on <= _end)
    .group_by(BillLine.issued_on, BillLine.bill_number)
    .subquery()
)
_BILL_TOTALS = select(func.sum(_per_bill.c.t), func.max(_per_bill.c.t))

# Per product (one pass over the period's lines, product by product in index order). The
# CROSS JOIN keeps products as the outer loop on SQLite, whatever its statistics say, so each
# product reads exactly its range of ix_bill_lines_period_sku and the groups come out in order
# (no sort); PostgreSQL plans it as an ordinary join.
_PRODUCTS = text(
    "SELECT p.sku, p.name, sum(l.quantity), "
    "sum(l.quantity * CAST(round(l.unit_price * 100) AS INTEGER)), "
    "sum(l.quantity * CAST(round(l.unit_cost * 100) AS INTEGER)) "
    "FROM products AS p CROSS JOIN bill_lines AS l "
    "WHERE l.customer_id = :customer AND l.sku = p.sku "
    "AND l.issued_on >= :start AND l.issued_on <= :end "
    "GROUP BY p.sku, p.name"
).bindparams(_customer, _start, _end)


def _delay_days(dialect: str) -> ColumnElement[Any]:
    if dialect == "sqlite":  # dates are ISO text there
        return cast(func.julianday(Bill.paid_on) - func.julianday(Bill.issued_on), Integer)
    return Bill.paid_on - Bill.issued_on  # PostgreSQL: date - date is a day count


def _payments(dialect: str) -> Select[Any]:
    """Counts and the sum of payment delays, one pass over the period's bills."""
    paid = Bill.paid_on.is_not(None)

    def count(condition: ColumnElement[bool]) -> ColumnElement[Any]:
        return func.coalesce(func.sum(case((condition, 1), else_=0)), 0)

    return select(
        func.count(), count(paid), func.coalesce(func.sum(_delay_days(dialect)), 0),
        count(paid & (Bill.paid_on <= Bill.due_on)), count(paid & (Bill.paid_on > Bill.due_on)),
        count(Bill.paid_on.is_(None) & (Bill.due_on < _today)),
        count(Bill.paid_on.is_(None) & (Bill.due_on >= _today)),
    ).where(Bill.customer_id == _customer, Bill.issued_on >= _start, Bill.issued_on <= _end)


_PAYMENTS = {name: _payments(name) for name in ("sqlite", "postgresql")}


def analyse(store: Store, *, customer_id: str, start: date, end: date) -> Analysis:
    """The figures of one customer's bills issued in [start, end] (at least one bill)."""
    check_period(start, end)
    today = store.local(store.now()).date()
    params = {"customer": customer_id, "start": start, "end": end, "today": today}
    with store.engine.connect() as connection:
        customer = read_customer(connection, customer_id)
        dialect = connection.dialect.name
        payments = _PAYMENTS[dialect] if dialect in _PAYMENTS else _payments(dialect)
        total, biggest = connection.execute(_BILL_TOTALS, params).one()
        product_rows = connection.execute(_PRODUCTS, params).all()
        (bill_count, paid_count, delay_sum, on_time, late_paid, overdue,
         pending) = (int(v) for v in connection.execute(payments, params).one())
    products = []
    for sku, name, quantity, revenue_c, cost_c in product_rows:
        revenue, cost = _cents(revenue_c), _cents(cost_c)
        margin = ((revenue - cost) / revenue).quantize(Decimal("0.0001"), ROUND_HALF_UP) \
            if revenue else None
        products.append(ProductFigures(sku=sku, name=name, quantity=int(quantity),
                                       revenue=revenue, cost=cost, margin_rate=margin))
    products.sort(key=lambda p: (-p.quantity, -p.revenue, p.sku))
    revenue_total = _cents(total)
    average = (revenue_total / bill_count).quantize(CENT, ROUND_HALF_UP) if bill_count else \
        Decimal("0.00")
    judged = on_time + late_paid + overdue
    cost_total = sum((p.cost for p in products), Decimal("0.00"))
    sold = sum((p.revenue for p in products), Decimal("0.00"))
    analysis = Analysis(
        customer=customer, start=start, end=end, bill_count=bill_count,
        revenue=revenue_total, average_bill=average, max_bill=_cents(biggest),
        top_products=products[:3], products=products, paid_count=paid_count,
        average_payment_delay_days=(
            (Decimal(delay_sum) / paid_count).quantize(Decimal("0.1"), ROUND_HALF_UP)
            if paid_count else None
        ),
        on_time_count=on_time, late_count=late_paid + overdue, pending_count=pending,
        overdue_count=overdue,
        confidence=(Decimal(on_time) / judged).quantize(Decimal("0.0001"), ROUND_HALF_UP)
        if judged else None,
        recommendations=[],
        cost=cost_total, margin=sold - cost_total,
        margin_rate=((sold - cost_total) / sold).quantize(Decimal("0.0001"), ROUND_HALF_UP)
        if sold else None,
    )
    return analysis.model_copy(update={"recommendations": recommend(analysis)})


def recommend(a: Analysis) -> list[Recommendation]:
    """Rule-based recommendations; each rule names its evidence."""
    out: list[Recommendation] = []
    late = (a.average_payment_delay_days is not None
            and a.average_payment_delay_days > LATE_DELAY_DAYS) or (
        a.confidence is not None and a.confidence < LOW_CONFIDENCE)
    if late:
        out.append(Recommendation(rule="late_payer"))
    elif a.confidence is not None and a.confidence >= HIGH_CONFIDENCE and a.bill_count >= OFTEN:
        out.append(Recommendation(rule="reliable_payer"))
    if a.overdue_count:
        out.append(Recommendation(rule="overdue_bills", params={"count": str(a.overdue_count)}))
    # "Bought in quantity": only a product of the report's most-ordered list, ordered at
    # least OFTEN times over (the quantity, not the number of bills: the text says so), and
    # never on the strength of a single bill (one purchase is no buying habit).
    upsell = [p for p in a.top_products
              if p.margin_rate is not None and p.margin_rate >= HIGH_MARGIN
              and p.quantity >= OFTEN] if a.bill_count > 1 else []
    if upsell:
        out.append(Recommendation(rule="propose_range", params={"product": upsell[0].name}))
    thin = [p for p in a.products if p.margin_rate is not None and p.margin_rate < LOW_MARGIN
            and a.revenue and p.revenue / a.revenue >= Decimal("0.2")]
    if thin:
        out.append(Recommendation(rule="review_pricing", params={"product": thin[0].name}))
    return out


class MonthFigures(BaseModel):
    """One month of a customer's bills (by month of issue), for a chart."""

    month: str = Field(description="YYYY-MM")
    billed: Decimal
    paid: Decimal = Field(description="The part of that month's bills paid so far.")
    average_payment_delay_days: Decimal | None = Field(
        description="Days from issue to payment, on that month's paid bills.")


def monthly(store: Store, *, customer_id: str, start: date, end: date) -> list[MonthFigures]:
    """Billed and paid per month of issue in [start, end], every month listed (even empty)."""
    price_cents = cast(func.round(BillLine.unit_price * 100), Integer)
    with store.sessions() as session:
        rows = session.execute(
            select(Bill.issued_on, Bill.paid_on, func.sum(BillLine.quantity * price_cents))
            .join(BillLine, BillLine.bill_number == Bill.number)
            .where(Bill.customer_id == customer_id, Bill.issued_on >= start,
                   Bill.issued_on <= end)
            .group_by(Bill.number, Bill.issued_on, Bill.paid_on)
        ).all()
    billed: dict[str, int] = {}
    paid: dict[str, int] = {}
    delays: dict[str, list[int]] = {}
    for issued, paid_on, cents in rows:
        key = f"{issued.year:04d}-{issued.month:02d}"
        billed[key] = billed.get(key, 0) + int(cents or 0)
        if paid_on is not None:
            paid[key] = paid.get(key, 0) + int(cents or 0)
            delays.setdefault(key, []).append((paid_on - issued).days)
    out = []
    year, month = start.year, start.month
    while (year, month) <= (end.year, end.month):
        key = f"{year:04d}-{month:02d}"
        days = delays.get(key)
        out.append(MonthFigures(
            month=key, billed=_cents(billed.get(key)), paid=_cents(paid.get(key)),
            average_payment_delay_days=(Decimal(sum(days)) / len(days)).quantize(
                Decimal("0.1"), ROUND_HALF_UP) if days else None))
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return out
