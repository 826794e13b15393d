"""Read-only staff tools: customers, bills, analytics (errors say how to recover).

The services behind them are imported when a tool runs: a process that only serves the
care desk (`comptoir ask` for a customer) never loads the billing queries or analytics.
"""

from __future__ import annotations

from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, Field

from services.schemas import BillView, CustomerView, OrderView
from services.store import Store
from tools.base import Tool

if TYPE_CHECKING:
    from services.analytics import Analysis


class SearchCustomerArgs(BaseModel):
    query: str = Field(min_length=1, max_length=200,
                       description="A customer's name or company, as the staff member wrote it.")


class CustomerList(BaseModel):
    customers: list[CustomerView]
    suggestions: list[CustomerView] = Field(
        default_factory=list, description="When no customer matches: customers whose name is "
        "spelt close to the query (to offer, never to use without asking).")


Status = Literal["any", "unpaid", "overdue", "not_due", "paid_late", "paid"]
STATUS_HELP = ("Which bills: any; unpaid (not paid yet: what is owed); overdue (not paid and "
               "past due); not_due (not paid, not yet due); paid_late (paid, but after their "
               "due date); paid (what was paid, never what was billed: start and end are then "
               "the payment dates).")
OLDEST_HELP = "List the oldest bills first (the first bills: 'sa première facture')."
DUE_BEFORE_HELP = ("Only the unpaid bills due before this day: the bills overdue by more "
                   "than a number of days ('en retard de plus de 10 jours'), as <due_before> "
                   "gives it (Python computes it from the due dates and the day).")
LARGEST_HELP = "List the largest totals first ('trie par montant', 'sorted by amount')."
AS_OF_HELP = ("Read an unpaid status (unpaid, overdue, not_due) as it was on this day: the "
              "bills issued by then and not paid by then ('impayées au 1er décembre').")


class AmountArgs(BaseModel):
    """Which bills to keep by their total, when the question says an amount ("factures de
    plus de 10 000 €": more_than 10000; "entre 1000 et 5000 €": at_least 1000, at_most
    5000); all null when it says none."""

    more_than: Decimal | None = Field(default=None, ge=0, decimal_places=2, description=(
        "Only bills whose total is over this amount in euros ('plus de', 'over', '>')."))
    at_least: Decimal | None = Field(default=None, ge=0, decimal_places=2, description=(
        "Only bills whose total is this amount or more ('au moins', 'entre X et …')."))
    less_than: Decimal | None = Field(default=None, ge=0, decimal_places=2, description=(
        "Only bills whose total is under this amount ('moins de', 'under', '<')."))
    at_most: Decimal | None = Field(default=None, ge=0, decimal_places=2, description=(
        "Only bills whose total is this amount or less ('au plus', '… et Y €')."))

    def amount(self) -> dict[str, Decimal]:
        return {k: v for k in AMOUNT_BOUNDS if (v := getattr(self, k)) is not None}


AMOUNT_BOUNDS = ("more_than", "at_least", "less_than", "at_most")


class ListBillsArgs(AmountArgs):
    customer_id: str = Field(description="A customer id returned by search_customer.")
    start: date | None = Field(default=None, description="First issue date included.")
    end: date | None = Field(default=None, description="Last issue date included.")
    status: Status = Field(default="any", description=STATUS_HELP)
    as_of: date | None = Field(default=None, description=AS_OF_HELP)
    due_before: date | None = Field(default=None, description=DUE_BEFORE_HELP)
    oldest_first: bool = Field(default=False, description=OLDEST_HELP)
    largest_first: bool = Field(default=False, description=LARGEST_HELP)


class UnpaidBillsArgs(AmountArgs):
    customer_id: str = Field(description="A customer id returned by search_customer.")
    overdue_only: bool = Field(default=False, description="Only bills past their due date.")
    start: date | None = Field(default=None, description="First issue date included.")
    end: date | None = Field(default=None, description="Last issue date included.")
    as_of: date | None = Field(default=None, description=AS_OF_HELP)
    due_before: date | None = Field(default=None, description=DUE_BEFORE_HELP)
    oldest_first: bool = Field(default=False, description=OLDEST_HELP)
    largest_first: bool = Field(default=False, description=LARGEST_HELP)


class FindBillsArgs(AmountArgs):
    status: Status = Field(description=STATUS_HELP)
    start: date | None = Field(default=None, description="First issue date included.")
    end: date | None = Field(default=None, description="Last issue date included.")
    as_of: date | None = Field(default=None, description=AS_OF_HELP)
    due_before: date | None = Field(default=None, description=DUE_BEFORE_HELP)
    oldest_first: bool = Field(default=False, description=OLDEST_HELP)
    largest_first: bool = Field(default=False, description=LARGEST_HELP)


class GetBillArgs(BaseModel):
    number: str = Field(min_length=1, max_length=32,
                        description="A bill number, as the question or a bill list gives it.")


class BillDetail(BillView):
    """One bill, with the name of its customer (a bill may be read by its number alone)."""

    customer_name: str


class BillList(BaseModel):
    bills: list[BillView]
    matched: int = Field(default=0, description="How many bills match in all (the list may "
                         "show only the most recent).")
    matched_total: Decimal = Field(default=Decimal(0),
                                   description="The sum of the totals of all matching bills.")
    matched_customers: int = Field(default=0, description="Across customers: how many "
                                   "customers all matching bills belong to.")
    every_period: BillTally | None = Field(
        default=None, description="An unpaid status of one customer read over a period: the "
        "same status whatever the issue date (what the customer owes today), else null.")


class CustomersBills(BillList):
    """Bills of several customers, and who those customers are."""

    customers: list[CustomerView]


class BillQueryArgs(AmountArgs):
    customer_id: str | None = Field(default=None, description="A customer id returned by "
                                    "search_customer; null for every customer.")
    status: Status = Field(default="any", description=STATUS_HELP)
    start: date | None = Field(default=None, description="First issue date included.")
    end: date | None = Field(default=None, description="Last issue date included.")
    as_of: date | None = Field(default=None, description=AS_OF_HELP)
    due_before: date | None = Field(default=None, description=DUE_BEFORE_HELP)


class BiggestBill(BaseModel):
    """The bill with the largest total among those matching, and how many were compared."""

    bill: BillDetail | None
    compared: int


class BillTally(BaseModel):
    """How many bills match, and the sum of their totals; of those paid after their due
    date, how many and by how many days on average (one decimal)."""

    count: int
    total: Decimal
    bill: str | None = Field(default=None, description="The number of the one bill counted, "
                             "when only one is (what is owed whatever the issue date), else "
                             "null.")
    issued_on: date | None = Field(default=None, description="That one bill's issue date.")
    due_on: date | None = Field(default=None, description="That one bill's due date.")
    days_overdue: int | None = Field(default=None, description="By how many days that one "
                                     "bill is past its due date today (null: not overdue).")
    every_period: BillTally | None = Field(
        default=None, description="An unpaid status of one customer read over a period: the "
        "same status whatever the issue date (what the customer owes today), else null.")
    paid_late: int = 0
    average_days_late: Decimal | None = None
    paid: int = Field(default=0, description="How many of them are paid.")
    average_days_to_pay: Decimal | None = Field(
        default=None, description="Of the paid ones, the average days from issue to payment "
        "(one decimal), as the relationship analysis counts its payment delay.")
    average_total: Decimal | None = Field(
        default=None, description="The average total of a matching bill (to the cent); null "
        "when none matches.")
    customers: int = Field(default=0, description="How many customers the matching bills "
                           "belong to.")


class CustomerTotal(BaseModel):
    """One customer's matching bills: how many, and the sum of their totals."""

    customer: CustomerView
    count: int
    total: Decimal


class CustomerRanking(BaseModel):
    """Customers ranked by the sum of their matching bills, the largest first (at most
    `limit` of them), and what every matching bill adds up to."""

    customers: list[CustomerTotal]
    ranked: int = Field(description="How many customers have matching bills in all.")
    count: int = Field(description="How many matching bills in all.")
    total: Decimal = Field(description="The sum of every matching bill's total.")


class RankCustomersArgs(AmountArgs):
    status: Status = Field(default="any", description=STATUS_HELP + " unpaid ranks what each "
                           "customer owes; any ranks what each was billed (revenue).")
    start: date | None = Field(default=None, description="First issue date included.")
    end: date | None = Field(default=None, description="Last issue date included.")
    as_of: date | None = Field(default=None, description=AS_OF_HELP)
    due_before: date | None = Field(default=None, description=DUE_BEFORE_HELP)
    limit: int = Field(default=5, ge=1, le=10, description="How many customers to list, from "
                       "the top ('top 3 clients': 3); at most 10.")
    by_count: bool = Field(default=False, description="Rank by the number of matching bills "
                           "('qui a le plus de factures ?', 'which customer has the most "
                           "bills?'), the sum breaking a tie; false ranks by the sum (amount, "
                           "revenue: 'le plus gros chiffre d'affaires').")
    least_first: bool = Field(default=False, description="Rank from the bottom, the smallest "
                              "sum first: which customer owes the least ('le moins').")


class OrderList(BaseModel):
    orders: list[OrderView]


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


class PaymentDelaysArgs(BaseModel):
    customer_id: str | None = Field(default=None, description="A customer id returned by "
                                    "search_customer (is this customer a punctual payer?); "
                                    "null ranks every customer (who pays the latest).")
    start: date | None = Field(default=None, description="First issue date included.")
    end: date | None = Field(default=None, description="Last issue date included.")
    limit: int = Field(default=5, ge=1, le=10, description="How many customers to rank, from "
                       "the top ('top 3'); at most 10.")
    best_first: bool = Field(default=False, description="Rank the most punctual first ('nos "
                             "meilleurs payeurs'); false ranks the latest payers first.")


class Punctuality(BaseModel):
    """How one customer pays: of the bills issued in the period whose due date has passed or
    that are paid ("judged"), how many were paid by their due date, how many late, how many
    are still open past it, and by how many days late on average (due date to payment; an
    open bill past due counts to today; a bill paid early counts 0)."""

    customer: CustomerView
    bills: int = Field(description="Bills issued in the period.")
    judged: int = Field(description="Of them, paid or past due: those a delay is known of.")
    on_time: int = Field(description="Paid by their due date.")
    paid_late: int = Field(description="Paid after their due date.")
    overdue: int = Field(description="Not paid, past their due date (counted to today).")
    overdue_total: Decimal = Field(description="The sum of the overdue ones' totals.")
    pending: int = Field(description="Not paid, not yet due (no delay known).")
    on_time_share: Decimal | None = Field(description="on_time / judged (0 to 1, four "
                                          "decimals); null when none is judged.")
    average_days_late: Decimal | None = Field(description="Mean days late over the judged "
                                              "bills (one decimal); null when none.")
    max_days_late: int = Field(description="The most days late of one judged bill.")


class PaymentDelays(BaseModel):
    """Customers by payment delay (the latest payers first, or the most punctual with
    best_first), at most `limit`; or the one customer asked about."""

    customers: list[Punctuality]
    ranked: int = Field(description="How many customers have a judged bill in all.")
    today: date = Field(description="The day open bills are counted to.")
    best_first: bool = False


class ComparePeriodsArgs(BaseModel):
    customer_id: str | None = Field(default=None, description="A customer id returned by "
                                    "search_customer; null for every customer (revenue).")
    status: Status = Field(default="any", description=STATUS_HELP)
    first_start: date = Field(description="The first period's first issue date included.")
    first_end: date = Field(description="The first period's last issue date included.")
    second_start: date = Field(description="The second period's first issue date included.")
    second_end: date = Field(description="The second period's last issue date included.")


class PeriodFigures(BaseModel):
    """One period of a comparison: its dates, how many bills, their total, average and
    largest."""

    start: date
    end: date
    count: int
    total: Decimal
    average_total: Decimal | None
    largest_total: Decimal | None = None


class PeriodComparison(BaseModel):
    """Two periods side by side, and how the second differs from the first (total and
    count; the change in percent of the first's total, null when the first is zero)."""

    first: PeriodFigures
    second: PeriodFigures
    total_change: Decimal
    count_change: int
    percent_change: Decimal | None


class CompareCustomersArgs(BaseModel):
    customer_ids: list[str] = Field(
        min_length=2, max_length=4, description="Two to four customer ids returned by "
        "search_customer, one per customer named, in the order the question names them.")
    status: Status = Field(default="any", description="What the question compares: any (what "
                           "was billed, revenue), unpaid, overdue or paid; every column gives "
                           "all the figures whatever it is.")
    start: date | None = Field(default=None, description="First issue date included.")
    end: date | None = Field(default=None, description="Last issue date included.")


class CustomerFigures(BaseModel):
    """One customer's column: of the bills issued in the period, how many and their total
    and average; how much of it is paid and unpaid (the unpaid ones past due: overdue); and
    how punctually they were paid (`Punctuality`'s share and mean days late)."""

    customer: CustomerView
    count: int
    total: Decimal
    average_total: Decimal | None
    paid_count: int
    paid_total: Decimal
    unpaid_count: int
    unpaid_total: Decimal
    overdue_count: int
    overdue_total: Decimal
    judged: int = Field(description="Bills due or paid: those a delay is known of.")
    on_time: int = Field(description="Of them, paid by their due date.")
    on_time_share: Decimal | None = Field(description="Of the bills due or paid, the share "
                                          "paid by their due date (0 to 1); null when none.")
    average_days_late: Decimal | None = Field(description="Mean days late of the bills due "
                                              "or paid (due date to payment, an open one to "
                                              "today); null when none.")
    unpaid_numbers: list[str] = Field(default_factory=list, description="The numbers of the "
                                      "unpaid bills, oldest due first.")
    overdue_numbers: list[str] = Field(default_factory=list, description="Of them, the "
                                       "numbers of those past their due date.")
    bought: list[str] = Field(default_factory=list, description="What the bills of the "
                              "period sold, \"quantity × product\", most bought first.")


class CustomerComparison(BaseModel):
    """Customers side by side over one period of issue (none: every bill on record), one
    column each, in the order asked; `today` is the day overdue and delays are counted to."""

    customers: list[CustomerFigures]
    start: date | None
    end: date | None
    status: Status
    today: date


BillList.model_rebuild()
CustomersBills.model_rebuild()


def _every_period(store: Store, customer_id: str | None, start: date | None,
                  end: date | None, status: Status, as_of: date | None,
                  due_before: date | None = None,
                  amount: dict[str, Decimal] | None = None) -> BillTally | None:
    """What one customer owes whatever the issue date, when an unpaid status is read over a
    period ("et ses factures impayées ?" after an analysis of 2025): a period's none is not
    "owes nothing"."""
    from services import billing

    if customer_id is None or status not in billing.UNPAID_STATUSES or as_of is not None \
            or (start is None and end is None):
        return None
    totals = billing.bill_totals(store, customer_id=customer_id, status=status,
                                 due_before=due_before, amount=amount)
    total = sum((t for _, t in totals.values()), Decimal(0))
    if len(totals) == 1:  # "when was it issued?" next: the one bill owed, named
        (number, (issued, _)), = totals.items()
        return BillTally(count=1, total=total, bill=number, issued_on=issued)
    return BillTally(count=len(totals), total=total)


def _search(store: Store, a: SearchCustomerArgs) -> CustomerList:
    from services import billing

    found = billing.search_customers(store, query=a.query)
    if billing.spelt_close(a.query, found):  # "Bennet": Oliver Bennett is offered, not used
        return CustomerList(customers=[], suggestions=found[:3])
    return CustomerList(customers=found, suggestions=[] if found else
                        billing.suggest_customers(store, query=a.query))


def _bills(store: Store, customer_id: str | None, start: date | None, end: date | None,
           status: Status, as_of: date | None = None, oldest_first: bool = False,
           due_before: date | None = None, amount: dict[str, Decimal] | None = None,
           largest_first: bool = False) -> dict[str, Any]:
    """A list (the most recent) and what it is out of: the count and total of all."""
    from services import billing

    bills = billing.list_bills(store, customer_id=customer_id, start=start, end=end,
                               status=status, with_lines=True, as_of=as_of,
                               oldest_first=oldest_first, due_before=due_before, amount=amount,
                               largest_first=largest_first)
    matched, total = billing.count_and_total(store, customer_id=customer_id, start=start,
                                             end=end, status=status, as_of=as_of,
                                             due_before=due_before, amount=amount)
    customers = billing.customers_of_matching(store, start=start, end=end, status=status,
                                              as_of=as_of, due_before=due_before,
                                              amount=amount) \
        if customer_id is None and matched > len(bills) else 0
    return {"bills": bills, "matched": matched, "matched_total": total,
            "matched_customers": customers,
            "every_period": _every_period(store, customer_id, start, end, status, as_of,
                                          due_before, amount)}


def _list(store: Store, a: ListBillsArgs) -> BillList:
    return BillList(**_bills(store, a.customer_id, a.start, a.end, a.status, a.as_of,
                             a.oldest_first, a.due_before, a.amount(), a.largest_first))


def _unpaid(store: Store, a: UnpaidBillsArgs) -> BillList:
    return BillList(**_bills(store, a.customer_id, a.start, a.end,
                             "overdue" if a.overdue_only else "unpaid", a.as_of,
                             a.oldest_first, a.due_before, a.amount(), a.largest_first))


def _find(store: Store, a: FindBillsArgs) -> CustomersBills:
    from services import billing

    found = _bills(store, None, a.start, a.end, a.status, a.as_of, a.oldest_first,
                   a.due_before, a.amount(), a.largest_first)
    return CustomersBills(customers=billing.read_customers(
        store, [b.customer_id for b in found["bills"]]), **found)


def _biggest(store: Store, a: BillQueryArgs) -> BiggestBill:
    from services import billing

    bill, compared = billing.biggest_bill(store, customer_id=a.customer_id, start=a.start,
                                          end=a.end, status=a.status, as_of=a.as_of,
                                          due_before=a.due_before, amount=a.amount())
    if bill is None:
        return BiggestBill(bill=None, compared=0)
    customer = billing.get_customer(store, customer_id=bill.customer_id)
    return BiggestBill(bill=BillDetail(**bill.model_dump(), customer_name=customer.name),
                       compared=compared)


def _tally(store: Store, a: BillQueryArgs) -> BillTally:
    from services import billing, rules

    amount = a.amount()
    count, total = billing.count_and_total(store, customer_id=a.customer_id, start=a.start,
                                           end=a.end, status=a.status, as_of=a.as_of,
                                           due_before=a.due_before, amount=amount)
    late = billing.days_late(store, customer_id=a.customer_id, start=a.start, end=a.end,
                             status=a.status, as_of=a.as_of, due_before=a.due_before,
                             amount=amount)
    to_pay = billing.days_to_pay(store, customer_id=a.customer_id, start=a.start, end=a.end,
                                 status=a.status, as_of=a.as_of, due_before=a.due_before,
                                 amount=amount)
    one: dict[str, Any] = {}
    if count == 1 and a.customer_id and a.status in billing.UNPAID_STATUSES and a.as_of is None:
        # "il doit combien ?" of one bill owed: that bill named, with its dates (README: one
        # bill owed is named with its issue date; "when was it issued?" next is about it)
        bill, = billing.list_bills(store, customer_id=a.customer_id, start=a.start, end=a.end,
                                   status=a.status, due_before=a.due_before, amount=amount,
                                   limit=1)
        today = store.local(store.now()).date()
        one = {"bill": bill.number, "issued_on": bill.issued_on, "due_on": bill.due_on,
               "days_overdue": rules.days_overdue(bill.status, bill.due_on, today)}
    return BillTally(count=count, total=total, **one, every_period=_every_period(
        store, a.customer_id, a.start, a.end, a.status, a.as_of, a.due_before, amount),
        paid_late=len(late), average_days_late=_mean(late), paid=len(to_pay),
        average_days_to_pay=_mean(to_pay),
        average_total=(total / count).quantize(Decimal("0.01"), ROUND_HALF_UP) if count
        else None,
        customers=(1 if count else 0) if a.customer_id else billing.customers_of_matching(
            store, start=a.start, end=a.end, status=a.status, as_of=a.as_of,
            due_before=a.due_before, amount=amount))


def first_bill_day(store: Store) -> date | None:
    """The first bill on record: where a period open at its start ("avant 2025") begins."""
    from services import billing

    return billing.first_bill_day(store)


def _mean(days: list[int]) -> Decimal | None:
    return (Decimal(sum(days)) / len(days)).quantize(Decimal("0.1"), ROUND_HALF_UP) \
        if days else None


def _rank(store: Store, a: RankCustomersArgs) -> CustomerRanking:
    from services import billing

    rows = billing.totals_by_customer(store, start=a.start, end=a.end, status=a.status,
                                      as_of=a.as_of, due_before=a.due_before,
                                      amount=a.amount())
    if a.by_count:  # "qui a le plus de factures ?": the most bills first, the sum on a tie
        rows = sorted(rows, key=lambda row: (-row[1], -row[2], row[0].name, row[0].id))
    if a.least_first and a.by_count:  # the fewest bills first
        rows = sorted(rows, key=lambda row: (row[1], row[2], row[0].name, row[0].id))
    elif a.least_first:  # the smallest sum first (on a tie, still by name)
        rows = sorted(rows, key=lambda row: (row[2], row[0].name, row[0].id))
    return CustomerRanking(
        customers=[CustomerTotal(customer=c, count=n, total=t) for c, n, t in rows[:a.limit]],
        ranked=len(rows), count=sum(n for _, n, _ in rows),
        total=sum((t for _, _, t in rows), Decimal(0)))


def punctuality_of(customer: CustomerView, bills: list[tuple[date, date | None]],
                   today: date, overdue_total: Decimal) -> Punctuality:
    """One customer's punctuality from the due and payment dates of their bills (pure)."""
    judged = [(due, paid) for due, paid in bills if paid is not None or due < today]
    late = [max(0, ((paid or today) - due).days) for due, paid in judged]
    on_time = sum(1 for due, paid in judged if paid is not None and paid <= due)
    paid_late = sum(1 for due, paid in judged if paid is not None and paid > due)
    return Punctuality(
        customer=customer, bills=len(bills), judged=len(judged), on_time=on_time,
        paid_late=paid_late, overdue=len(judged) - on_time - paid_late,
        overdue_total=overdue_total, pending=len(bills) - len(judged),
        on_time_share=(Decimal(on_time) / len(judged)).quantize(Decimal("0.0001"),
                                                                ROUND_HALF_UP)
        if judged else None,
        average_days_late=_mean(late), max_days_late=max(late, default=0))


def _payment_delays(store: Store, a: PaymentDelaysArgs) -> PaymentDelays:
    from services import billing

    today = store.local(store.now()).date()
    rows = billing.payment_delays(store, customer_id=a.customer_id, start=a.start, end=a.end)
    owed = {c.id: total for c, _, total in billing.totals_by_customer(
        store, start=a.start, end=a.end, status="overdue")}
    every = [punctuality_of(c, bills, today, owed.get(c.id, Decimal("0.00")))
             for c, bills in rows]
    if a.customer_id is not None:
        if not every:  # no bill in the period: said so by the answer, never an error
            customer = billing.get_customer(store, customer_id=a.customer_id)
            every = [punctuality_of(customer, [], today, Decimal("0.00"))]
        return PaymentDelays(customers=every, ranked=len(every), today=today)
    judged = [p for p in every if p.judged]
    if a.best_first:  # the most punctual first: on time most often, then the fewest days
        judged.sort(key=lambda p: (-(p.on_time_share or 0), p.average_days_late or 0,
                                   -p.judged, p.customer.name, p.customer.id))
    else:  # the latest payers first: the most days late on average, then the most overdue
        judged.sort(key=lambda p: (-(p.average_days_late or 0), -p.overdue,
                                   p.customer.name, p.customer.id))
    return PaymentDelays(customers=judged[:a.limit], ranked=len(judged), today=today,
                         best_first=a.best_first)


def _figures(store: Store, customer_id: str | None, status: Status, start: date,
             end: date) -> PeriodFigures:
    from services import billing

    count, total = billing.count_and_total(store, customer_id=customer_id, start=start,
                                           end=end, status=status)
    totals = billing.bill_totals(store, customer_id=customer_id, start=start, end=end,
                                 status=status)
    return PeriodFigures(start=start, end=end, count=count, total=total, average_total=(
        total / count).quantize(Decimal("0.01"), ROUND_HALF_UP) if count else None,
        largest_total=max((t for _, t in totals.values()), default=None))


def _compare(store: Store, a: ComparePeriodsArgs) -> PeriodComparison:
    first = _figures(store, a.customer_id, a.status, a.first_start, a.first_end)
    second = _figures(store, a.customer_id, a.status, a.second_start, a.second_end)
    change = second.total - first.total
    return PeriodComparison(
        first=first, second=second, total_change=change,
        count_change=second.count - first.count,
        percent_change=(change * 100 / first.total).quantize(Decimal("0.1"), ROUND_HALF_UP)
        if first.total else None)


def customer_figures(store: Store, customer: CustomerView, start: date | None,
                     end: date | None, today: date) -> CustomerFigures:
    """One customer's column of a comparison, from the same reads as the other answers
    (`count_and_total` per status, `payment_delays` for punctuality)."""
    from services import billing

    count, total = billing.count_and_total(store, customer_id=customer.id, start=start,
                                           end=end, status="any")
    unpaid_count, unpaid = billing.count_and_total(store, customer_id=customer.id,
                                                   start=start, end=end, status="unpaid")
    overdue_count, overdue = billing.count_and_total(store, customer_id=customer.id,
                                                     start=start, end=end, status="overdue")
    cents = Decimal("0.01")  # "0.00" when none, as the other answers give an amount
    total, unpaid, overdue = total.quantize(cents), unpaid.quantize(cents), \
        overdue.quantize(cents)
    rows = billing.payment_delays(store, customer_id=customer.id, start=start, end=end)
    punctual = punctuality_of(customer, rows[0][1] if rows else [], today, overdue)
    owed = sorted(billing.list_bills(store, customer_id=customer.id, start=start, end=end,
                                     status="unpaid"), key=lambda b: (b.due_on, b.number))
    sold: dict[str, int] = {}
    for bill in billing.list_bills(store, customer_id=customer.id, start=start, end=end,
                                   with_lines=True):
        for line in bill.lines or []:
            sold[line.product] = sold.get(line.product, 0) + line.quantity
    return CustomerFigures(
        bought=[f"{quantity} × {product}" for product, quantity in
                sorted(sold.items(), key=lambda item: (-item[1], item[0]))],
        unpaid_numbers=[b.number for b in owed],
        overdue_numbers=[b.number for b in owed if b.status == "overdue"],
        customer=customer, count=count, total=total,
        average_total=(total / count).quantize(Decimal("0.01"), ROUND_HALF_UP) if count
        else None,
        paid_count=count - unpaid_count, paid_total=total - unpaid,
        unpaid_count=unpaid_count, unpaid_total=unpaid, overdue_count=overdue_count,
        overdue_total=overdue, judged=punctual.judged, on_time=punctual.on_time,
        on_time_share=punctual.on_time_share,
        average_days_late=punctual.average_days_late)


def _compare_customers(store: Store, a: CompareCustomersArgs) -> CustomerComparison:
    from services import billing
    from services.errors import check_period

    check_period(a.start, a.end)
    today = store.local(store.now()).date()
    ids = list(dict.fromkeys(a.customer_ids))  # one column per customer, in the order asked
    customers = [billing.get_customer(store, customer_id=cid) for cid in ids]
    return CustomerComparison(
        customers=[customer_figures(store, c, a.start, a.end, today) for c in customers],
        start=a.start, end=a.end, status=a.status, today=today)


def _orders(store: Store, a: CustomerArgs) -> OrderList:
    from services import billing, care

    customer = billing.get_customer(store, customer_id=a.customer_id)
    return OrderList(orders=care.find_orders(store, email=customer.email))


class OrderNumberArgs(BaseModel):
    order_number: str = Field(description="The order number, e.g. SO-24903.", min_length=1,
                              max_length=32)


def _any_order(store: Store, a: OrderNumberArgs) -> OrderView:
    from services import care

    return care.read_any_order(store, number=a.order_number)


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
biggest_bill = Tool(
    "biggest_bill", "The bill with the largest total, of one customer (customer_id) or of "
    "every customer (customer_id null), with a status and issued between two dates if given.",
    BillQueryArgs, _biggest, scope="staff",
)
tally_bills = Tool(
    "tally_bills", "How many bills there are and the sum of their totals, of one customer or "
    "of every customer (customer_id null), with a status and issued between two dates if "
    "given; also how many of them were paid after their due date, and by how many days on "
    "average, and the average days from issue to payment of the paid ones.",
    BillQueryArgs, _tally, scope="staff",
)
rank_customers = Tool(
    "rank_customers", "Customers ranked by the sum of their bills with a status (issued "
    "between two dates if given), the largest first: what each customer owes (unpaid), which "
    "customer owes the most, the top customers by amount billed (any); with by_count, by "
    "their number of bills instead (which customer has the most bills).",
    RankCustomersArgs, _rank, scope="staff",
)
payment_delays = Tool(
    "payment_delays", "How punctually customers pay: of the bills issued between two dates "
    "(if given), the share paid by their due date, the average and largest days late (due "
    "date to payment; open bills past due counted to today) and the open overdue bills; of "
    "one customer (customer_id: is this customer a punctual payer?) or every customer ranked, "
    "the latest payers first (who pays the latest), or the most punctual with best_first.",
    PaymentDelaysArgs, _payment_delays, scope="staff",
)
compare_periods = Tool(
    "compare_periods", "Two periods side by side: how many bills were issued in each, their "
    "total (revenue, for status any), average and largest, and the change from the first to the "
    "second; of one customer or of every customer (customer_id null).",
    ComparePeriodsArgs, _compare, scope="staff",
)
compare_customers = Tool(
    "compare_customers", "Two to four customers side by side over one period of issue (none: "
    "every bill): for each, the bills issued, their total and average, how much is paid, "
    "unpaid and overdue, and how punctually they pay; in the order given.",
    CompareCustomersArgs, _compare_customers, scope="staff",
)
customer_orders = Tool(
    "customer_orders", "List a customer's orders (status, products, promised date).",
    CustomerArgs, _orders, scope="staff",
)
# Not in BILLING_TOOLS: the care desk reads it for a signed-in staff member's question about
# an order's status (read-only; a write still needs the owner's e-mail).
staff_order = Tool(
    "staff_order", "Read any customer's order by its number (status, workshop stage, delivery "
    "slot, delay in days), for staff: read-only.", OrderNumberArgs, _any_order, scope="staff",
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
    t.name: t for t in (search_customer, find_bills, list_bills, unpaid_bills, get_bill,
                        biggest_bill, tally_bills, rank_customers, payment_delays,
                        compare_periods, compare_customers, customer_orders)
}
