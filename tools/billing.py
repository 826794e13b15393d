"""Read-only staff tools: customers, bills, analytics (errors say how to recover).

The services behind them are imported when a tool runs: a process that only serves the
care desk (`comptoir ask` for a customer) never loads the billing queries or analytics.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field

from services.schemas import BillView, CustomerView
from services.store import Store
from tools.base import Tool

if TYPE_CHECKING:
    from services.analytics import Analysis


class SearchCustomerArgs(BaseModel):
    query: str = Field(min_length=1, max_length=200,
                       description="A customer's name or company, as the staff member wrote it.")


class CustomerList(BaseModel):
    customers: list[CustomerView]


class ListBillsArgs(BaseModel):
    customer_id: str = Field(description="A customer id returned by search_customer.")
    start: date | None = Field(default=None, description="First issue date included.")
    end: date | None = Field(default=None, description="Last issue date included.")


class UnpaidBillsArgs(BaseModel):
    customer_id: str = Field(description="A customer id returned by search_customer.")
    overdue_only: bool = Field(default=False, description="Only bills past their due date.")


class GetBillArgs(BaseModel):
    number: str = Field(description="A bill number returned by list_bills or unpaid_bills.")


class BillList(BaseModel):
    bills: list[BillView]


class CustomerArgs(BaseModel):
    customer_id: str = Field(description="A customer id returned by search_customer.")


class PeriodArgs(BaseModel):
    customer_id: str
    start: date
    end: date


class BillCount(BaseModel):
    count: int


class AnalyseArgs(BaseModel):
    customer_id: str
    start: date
    end: date


def _search(store: Store, a: SearchCustomerArgs) -> CustomerList:
    from services import billing

    return CustomerList(customers=billing.search_customers(store, query=a.query))


def _list(store: Store, a: ListBillsArgs) -> BillList:
    from services import billing

    return BillList(bills=billing.list_bills(
        store, customer_id=a.customer_id, start=a.start, end=a.end, with_lines=True))


def _unpaid(store: Store, a: UnpaidBillsArgs) -> BillList:
    from services import billing

    bills = billing.list_bills(store, customer_id=a.customer_id, unpaid_only=True,
                               with_lines=True)
    if a.overdue_only:
        bills = [b for b in bills if b.status == "overdue"]
    return BillList(bills=bills)


def _get(store: Store, a: GetBillArgs) -> BillView:
    from services import billing

    return billing.get_bill(store, number=a.number)


def _customer(store: Store, a: CustomerArgs) -> CustomerView:
    from services import billing

    return billing.get_customer(store, customer_id=a.customer_id)


def _count(store: Store, a: PeriodArgs) -> BillCount:
    from services import analytics

    return BillCount(count=analytics.count_bills(
        store, customer_id=a.customer_id, start=a.start, end=a.end))


def _analyse(store: Store, a: AnalyseArgs) -> Analysis:
    from services import analytics

    return analytics.analyse(store, customer_id=a.customer_id, start=a.start, end=a.end)


search_customer = Tool(
    "search_customer", "Find customers by name or company (accents and case ignored).",
    SearchCustomerArgs, _search, scope="staff",
)
list_bills = Tool(
    "list_bills", "List a customer's bills issued between two dates (inclusive), newest first.",
    ListBillsArgs, _list, scope="staff",
)
unpaid_bills = Tool(
    "unpaid_bills", "List a customer's unpaid bills; overdue_only keeps those past due.",
    UnpaidBillsArgs, _unpaid, scope="staff",
)
get_bill = Tool("get_bill", "Read one bill with its lines.", GetBillArgs, _get, scope="staff")
get_customer = Tool("get_customer", "Read one customer by id.", CustomerArgs, _customer,
                    scope="staff")
count_bills = Tool("count_bills", "Count a customer's bills issued in a period.", PeriodArgs,
                   _count, scope="staff")
analyse_customer = Tool(
    "analyse_customer", "Compute the relationship figures of a customer over a period.",
    AnalyseArgs, _analyse, scope="staff",
)

BILLING_TOOLS: dict[str, Tool[Any, Any]] = {
    t.name: t for t in (search_customer, list_bills, unpaid_bills, get_bill)
}
