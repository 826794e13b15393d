"""Answer staff questions about customers and bills (read-only)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from sqlalchemy import intersect, select
from sqlalchemy.orm import selectinload

from services.errors import NotFound
from services.fixtures import MAX_TERM, search_terms
from services.models import Bill, BillLine, Customer, CustomerTerm, Product
from services.schemas import BillLineView, BillView, CustomerView
from services.store import Store

MAX_RESULTS = 50


def customer_view(customer: Customer) -> CustomerView:
    return CustomerView(
        id=customer.id, name=customer.name, email=customer.email, company=customer.company
    )


def search_customers(store: Store, *, query: str, limit: int = 10) -> list[CustomerView]:
    """Customers with, for every word of `query`, a word of their name or company that starts
    with it (accents and case ignored): prefix ranges on the terms index, intersected."""
    words = search_terms(query)
    if not words:
        return []
    matches = [
        select(CustomerTerm.customer_id).where(
            CustomerTerm.term >= word, CustomerTerm.term <= word + "z" * MAX_TERM)
        for word in words
    ]
    ids = matches[0] if len(matches) == 1 else intersect(*matches)
    with store.sessions() as session:
        rows = session.scalars(
            select(Customer).where(Customer.id.in_(ids))
            .order_by(Customer.name, Customer.id).limit(limit))
        return [customer_view(c) for c in rows]


def get_customer(store: Store, *, customer_id: str) -> CustomerView:
    with store.sessions() as session:
        customer = session.get(Customer, customer_id)
        if customer is None:
            raise NotFound(f"Customer not found: {customer_id}. Use search_customer first.")
        return customer_view(customer)


def _status(bill: Bill, today: date) -> str:
    if bill.paid_on is not None:
        return "paid"
    return "overdue" if bill.due_on < today else "unpaid"


def bill_view(bill: Bill, today: date, names: dict[str, str], *, with_lines: bool) -> BillView:
    lines = [
        BillLineView(
            sku=line.sku, product=names.get(line.sku, line.sku), quantity=line.quantity,
            unit_price=line.unit_price, unit_cost=line.unit_cost,
            total=line.unit_price * line.quantity,
        )
        for line in bill.lines
    ]
    return BillView(
        number=bill.number, customer_id=bill.customer_id, issued_on=bill.issued_on,
        due_on=bill.due_on, paid_on=bill.paid_on,
        total=sum((line.total for line in lines), Decimal("0")),
        status=_status(bill, today),  # type: ignore[arg-type]
        lines=lines if with_lines else [],
    )


def list_bills(
    store: Store,
    *,
    customer_id: str,
    start: date | None = None,
    end: date | None = None,
    unpaid_only: bool = False,
    with_lines: bool = False,
    limit: int = MAX_RESULTS,
) -> list[BillView]:
    """Bills of a customer issued in [start, end], newest first."""
    get_customer(store, customer_id=customer_id)
    today = store.local(store.now()).date()
    with store.sessions() as session:
        stmt = (
            select(Bill)
            .where(Bill.customer_id == customer_id)
            .options(selectinload(Bill.lines))
            .order_by(Bill.issued_on.desc(), Bill.number)
            .limit(limit)
        )
        if start is not None:
            stmt = stmt.where(Bill.issued_on >= start)
        if end is not None:
            stmt = stmt.where(Bill.issued_on <= end)
        if unpaid_only:
            stmt = stmt.where(Bill.paid_on.is_(None))
        names = dict(session.execute(select(Product.sku, Product.name)).all())
        return [bill_view(b, today, names, with_lines=with_lines) for b in session.scalars(stmt)]


def get_bill(store: Store, *, number: str) -> BillView:
    today = store.local(store.now()).date()
    with store.sessions() as session:
        bill = session.get(Bill, number, options=[selectinload(Bill.lines)])
        if bill is None:
            raise NotFound(f"Bill not found: {number}. Use list_bills to see the bill numbers.")
        names: dict[str, str] = {
            sku: name for sku, name in session.execute(
                select(Product.sku, Product.name).join(BillLine, BillLine.sku == Product.sku)
                .where(BillLine.bill_number == number))
        }
        return bill_view(bill, today, names, with_lines=True)
