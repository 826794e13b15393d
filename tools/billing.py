"""Read-only staff tools: customers, bills, analytics (errors say how to recover).

The services behind them are imported when a tool runs: a process that only serves the
care desk (`comptoir ask` for a customer) never loads the billing queries or analytics.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any, Literal

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


Status = Literal["any", "unpaid", "overdue", "paid_late"]
STATUS_HELP = ("Which bills: any; unpaid (not paid yet); overdue (not paid and past due); "
               "paid_late (paid, but after their due date).")


class ListBillsArgs(BaseModel):
    customer_id: str = Field(description="A customer id returned by search_customer.")
    start: date | None = Field(default=None, description="First issue date included.")
    end: date | None = Field(default=None, description="Last issue date included.")
    status: Status = Field(default="any", description=STATUS_HELP)


class UnpaidBillsArgs(BaseModel):
    customer_id: str = Field(description="A customer id returned by search_customer.")
    overdue_only: bool = Field(default=False, description="Only bills past their due date.")
    start: date | None = Field(default=None, description="First issue date included.")
    end: date | None = Field(default=None, description="Last issue date included.")


class FindBillsArgs(BaseModel):
    status: Status = Field(description=STATUS_HELP)
    start: date | None = Field(default=None, description="First issue date included.")
    end: date | None = Field(default=None, description="Last issue date included.")


class GetBillArgs(BaseModel):
    number: str = Field(min_length=1, max_length=32,
                        description="A bill number, as the question or a bill list gives it.")


class BillDetail(BillView):
    """One bill, with the name of its customer (a bill may be read by its number alone)."""

    customer_name: str


class BillList(BaseModel):
    bills: list[BillView]


class CustomersBills(BaseModel):
    """Bills of several customers, and who those customers are."""

    customers: list[CustomerView]
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
        store, customer_id=a.customer_id, start=a.start, end=a.end, status=a.status,
        with_lines=True))


def _unpaid(store: Store, a: UnpaidBillsArgs) -> BillList:
    from services import billing

    return BillList(bills=billing.list_bills(
        store, customer_id=a.customer_id, start=a.start, end=a.end,
        status="overdue" if a.overdue_only else "unpaid", with_lines=True))


def _find(store: Store, a: FindBillsArgs) -> CustomersBills:
    from services import billing

    bills = billing.list_bills(store, customer_id=None, start=a.start, end=a.end,
                               status=a.status, with_lines=True)
    return CustomersBills(
        customers=billing.read_customers(store, [b.customer_id for b in bills]), bills=bills)


def _get(store: Store, a: GetBillArgs) -> BillDetail:
    from services import billing

    bill = billing.get_bill(store, number=a.number)
    customer = billing.get_customer(store, customer_id=bill.customer_id)
    return BillDetail(**bill.model_dump(), customer_name=customer.name)


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
    "list_bills", "List a customer's bills issued between two dates (inclusive), newest "
    "first; status keeps only the unpaid, overdue or paid-late ones.",
    ListBillsArgs, _list, scope="staff",
)
unpaid_bills = Tool(
    "unpaid_bills", "List a customer's unpaid bills (issued between two dates if given); "
    "overdue_only keeps those past due.",
    UnpaidBillsArgs, _unpaid, scope="staff",
)
find_bills = Tool(
    "find_bills", "List the bills of every customer with a status (issued between two dates "
    "if given), with their customers: for questions about customers at large, not one.",
    FindBillsArgs, _find, scope="staff",
)
get_bill = Tool("get_bill", "Read one bill by its number, with its lines.", GetBillArgs, _get,
                scope="staff")
get_customer = Tool("get_customer", "Read one customer by id.", CustomerArgs, _customer,
                    scope="staff")
count_bills = Tool("count_bills", "Count a customer's bills issued in a period.", PeriodArgs,
                   _count, scope="staff")
analyse_customer = Tool(
    "analyse_customer", "Compute the relationship figures of a customer over a period.",
    AnalyseArgs, _analyse, scope="staff",
)

BILLING_TOOLS: dict[str, Tool[Any, Any]] = {
    t.name: t for t in (search_customer, find_bills, list_bills, unpaid_bills, get_bill)
}
