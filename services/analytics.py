"""Compute a customer's relationship figures over a period, in SQL where it can be.

Every figure in an analysis report comes from here. Money is summed in integer
cents in SQL (exact on SQLite and PostgreSQL) and handed out as `Decimal`.
"""

from __future__ import annotations

from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from pydantic import BaseModel, Field
from sqlalchemy import Integer, cast, func, select

from services.billing import get_customer
from services.models import Bill, BillLine, Product
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


def count_bills(store: Store, *, customer_id: str, start: date, end: date) -> int:
    with store.sessions() as session:
        return int(session.scalar(
            select(func.count()).select_from(Bill).where(
                Bill.customer_id == customer_id, Bill.issued_on >= start, Bill.issued_on <= end
            )
        ) or 0)


def _cents(value: int | None) -> Decimal:
    return (Decimal(int(value or 0)) / 100).quantize(CENT)


def analyse(store: Store, *, customer_id: str, start: date, end: date) -> Analysis:
    """The figures of one customer's bills issued in [start, end] (at least one bill)."""
    customer = get_customer(store, customer_id=customer_id)
    today = store.local(store.now()).date()
    in_period = (Bill.customer_id == customer_id, Bill.issued_on >= start,
                 Bill.issued_on <= end)
    price_cents = cast(func.round(BillLine.unit_price * 100), Integer)
    cost_cents = cast(func.round(BillLine.unit_cost * 100), Integer)
    with store.sessions() as session:
        totals = (
            select(BillLine.bill_number, func.sum(BillLine.quantity * price_cents).label("t"))
            .join(Bill, Bill.number == BillLine.bill_number)
            .where(*in_period)
            .group_by(BillLine.bill_number)
            .subquery()
        )
        total, biggest = session.execute(select(func.sum(totals.c.t), func.max(totals.c.t))).one()
        bill_count = int(session.scalar(select(func.count()).select_from(Bill).where(*in_period))
                         or 0)
        product_rows = session.execute(
            select(
                BillLine.sku, Product.name, func.sum(BillLine.quantity),
                func.sum(BillLine.quantity * price_cents), func.sum(BillLine.quantity * cost_cents),
            )
            .join(Bill, Bill.number == BillLine.bill_number)
            .join(Product, Product.sku == BillLine.sku)
            .where(*in_period)
            .group_by(BillLine.sku, Product.name)
        ).all()
        payments = session.execute(
            select(Bill.issued_on, Bill.due_on, Bill.paid_on).where(*in_period)
        ).all()
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

    delays = [(paid - issued).days for issued, _due, paid in payments if paid is not None]
    on_time = sum(1 for _i, due, paid in payments if paid is not None and paid <= due)
    late_paid = sum(1 for _i, due, paid in payments if paid is not None and paid > due)
    overdue = sum(1 for _i, due, paid in payments if paid is None and due < today)
    pending = sum(1 for _i, due, paid in payments if paid is None and due >= today)
    judged = on_time + late_paid + overdue
    analysis = Analysis(
        customer=customer, start=start, end=end, bill_count=bill_count,
        revenue=revenue_total, average_bill=average, max_bill=_cents(biggest),
        top_products=products[:3], products=products, paid_count=len(delays),
        average_payment_delay_days=(
            (Decimal(sum(delays)) / len(delays)).quantize(Decimal("0.1"), ROUND_HALF_UP)
            if delays else None
        ),
        on_time_count=on_time, late_count=late_paid + overdue, pending_count=pending,
        overdue_count=overdue,
        confidence=(Decimal(on_time) / judged).quantize(Decimal("0.0001"), ROUND_HALF_UP)
        if judged else None,
        recommendations=[],
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
    # "Bought often": only a product of the report's most-ordered list may be named so.
    upsell = [p for p in a.top_products
              if p.margin_rate is not None and p.margin_rate >= HIGH_MARGIN
              and p.quantity >= OFTEN]
    if upsell:
        out.append(Recommendation(rule="propose_range", params={"product": upsell[0].name}))
    thin = [p for p in a.products if p.margin_rate is not None and p.margin_rate < LOW_MARGIN
            and a.revenue and p.revenue / a.revenue >= Decimal("0.2")]
    if thin:
        out.append(Recommendation(rule="review_pricing", params={"product": thin[0].name}))
    return out
