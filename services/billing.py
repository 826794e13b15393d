"""Answer staff questions about customers and bills (read-only)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from decimal import Decimal
from functools import lru_cache
from typing import Any, Literal, cast

from sqlalchemy import (
    Connection,
    Integer,
    Row,
    Select,
    String,
    bindparam,
    distinct,
    func,
    intersect,
    or_,
    select,
)
from sqlalchemy import cast as sql_cast
from sqlalchemy.orm import selectinload

from services.db import read_all
from services.errors import NotFound, check_period
from services.fixtures import MAX_TERM, search_terms
from services.models import Bill, BillLine, Customer, CustomerTerm, Product
from services.schemas import BillLineView, BillView, CustomerView
from services.store import Store
from services.text import emails, without_titles

MAX_RESULTS = 50
Amount = Mapping[str, Decimal]
"""Which bills to keep by their total (`services.amounts`): more_than, at_least, less_than,
at_most, in euros; strict for more_than and less_than."""


CustomerRow = Row[str, str, str, str | None]  # id, name, email, company


def customer_view(customer: Customer | CustomerRow) -> CustomerView:
    """A customer as tools show it, from the ORM object or a row of its columns."""
    return CustomerView(
        id=customer.id, name=customer.name, email=customer.email, company=customer.company
    )


# Customers are read as plain rows on a connection: a read needs neither ORM objects nor a
# Session, and the statements are built once (SQLAlchemy caches their compiled form).
_CUSTOMER_FIELDS = select(Customer.id, Customer.name, Customer.email, Customer.company)
_GET_CUSTOMER = _CUSTOMER_FIELDS.where(Customer.id == bindparam("customer", type_=String()))


# A customer by e-mail address: the stored one, case ignored.
_BY_EMAIL = (_CUSTOMER_FIELDS.where(func.lower(Customer.email).in_(
    bindparam("emails", expanding=True))).order_by(Customer.name, Customer.id)
    .limit(bindparam("limit", type_=Integer())))


@lru_cache(maxsize=16)
def _search_statement(words: int) -> Select[str, str, str, str | None]:
    """The search for `words` words: word i is the range [:w{i}, :z{i}] of the terms index."""
    matches = [
        select(CustomerTerm.customer_id).where(
            CustomerTerm.term >= bindparam(f"w{i}", type_=String()),
            CustomerTerm.term <= bindparam(f"z{i}", type_=String()))
        for i in range(words)
    ]
    ids = matches[0] if len(matches) == 1 else intersect(*matches)
    return (_CUSTOMER_FIELDS.where(Customer.id.in_(ids)).order_by(Customer.name, Customer.id)
            .limit(bindparam("limit", type_=Integer())))


def search_customers(store: Store, *, query: str, limit: int = 10) -> list[CustomerView]:
    """Customers with, for every word of `query`, a word of their name or company that starts
    with it (accents and case ignored): prefix ranges on the terms index, intersected. Those
    that hold every word whole win over those that hold one only as the start of a longer
    word: "Jean Martin" is Jean Martin, never also Jeanne Martin ("Jea", or "Jean" when only
    Jeanne is stored, still finds her by its start). A query holding an e-mail address finds
    the customer whose stored e-mail it is, exactly (case ignored), never by the address's
    words ("jean.martin@autre.fr" is not Jean Martin)."""
    mails = emails(query)
    if mails:
        return [customer_view(cast(CustomerRow, row)) for row in read_all(
            store.engine, _BY_EMAIL, {"emails": [m.lower() for m in mails], "limit": limit})]
    words = without_titles(search_terms(query))  # "M. Dupont" is every Dupont
    if not words:
        return []
    params: dict[str, Any] = {"limit": max(limit, MAX_RESULTS)}
    for i, word in enumerate(words):
        params[f"w{i}"], params[f"z{i}"] = word, word + "z" * MAX_TERM
    found = [customer_view(cast(CustomerRow, row))
             for row in read_all(store.engine, _search_statement(len(words)), params)]
    whole = [c for c in found if not cut_words(c, words)]
    return (whole or found)[:limit]


# The customers holding any of a set of whole words of their name or company: one read of the
# terms index, the words an IN list.
_TERM_HOLDERS = (select(Customer.id, Customer.name, CustomerTerm.term)
                 .join(CustomerTerm, CustomerTerm.customer_id == Customer.id)
                 .where(CustomerTerm.term.in_(bindparam("terms", expanding=True)))
                 .order_by(Customer.name, Customer.id)
                 .limit(bindparam("limit", type_=Integer())))


def customers_holding(store: Store, words: Sequence[str], *,
                      limit: int = 500) -> dict[str, tuple[str, frozenset[str]]]:
    """The customers holding at least one of `words` whole as a word of their name or company
    (accents and case ignored), by id: their name and which of the words (as search terms)
    they hold. One read, whatever the number of words."""
    terms = sorted({t for word in words for t in search_terms(word)})
    if not terms:
        return {}
    held: dict[str, tuple[str, set[str]]] = {}
    for row in read_all(store.engine, _TERM_HOLDERS, {"terms": terms, "limit": limit}):
        customer_id, name, term = cast(tuple[str, str, str], tuple(row))
        held.setdefault(customer_id, (name, set()))[1].add(term)
    return {cid: (name, frozenset(found)) for cid, (name, found) in held.items()}


def cut_words(customer: CustomerView, words: Sequence[str]) -> list[tuple[str, str]]:
    """The words of a search that `customer` holds only as the start of a longer word of its
    name or company, each with the shortest such word: [("bennet", "bennett")]."""
    own = search_terms(customer.name, customer.company)
    cut: list[tuple[str, str]] = []
    for word in words:
        if word in own:
            continue
        longer = sorted((o for o in own if o.startswith(word)), key=len)
        if longer:
            cut.append((word, longer[0]))
    return cut


CLOSE_CUT = 2
"""A word of 4 letters or more that a stored word only lengthens by this many letters at most
("Bennet" for Bennett, "Jean" for Jeanne, "Dupon" for Dupont) is a name spelt close, never the
same name: a search found only that way offers the customers ("did you mean?")."""


def spelt_close(query: str, found: Sequence[CustomerView]) -> bool:
    """Whether every customer `found` for `query` matched only by a word cut short by a letter
    or two (`CLOSE_CUT`): to offer as "did you mean?", not to use. A start said short ("lef",
    "jea") stays a search."""
    words = without_titles(search_terms(query))
    if not found or not words or emails(query):
        return False
    return all(any(len(word) >= 4 and len(longer) - len(word) <= CLOSE_CUT
                   for word, longer in cut_words(customer, words))
               for customer in found)


SUGGESTION_SCORE = 0.75


def suggest_customers(store: Store, *, query: str, limit: int = 3) -> list[CustomerView]:
    """Customers whose name or company is spelt close to `query` ("Jon Doe", "John Deo",
    "Marie Dupond"): each word of the query against the closest word of the customer's,
    on average at least SUGGESTION_SCORE alike; best first. For a search that found none."""
    from difflib import SequenceMatcher

    words = without_titles(search_terms(query))
    if not words or emails(query):  # an e-mail address is matched exactly, never "close to"
        return []
    scored: list[tuple[float, CustomerView]] = []
    with store.engine.connect() as connection:
        for row in connection.execute(_CUSTOMER_FIELDS):
            customer = customer_view(row)
            own = search_terms(customer.name, customer.company)
            if not own:
                continue
            score = sum(max(SequenceMatcher(None, w, o).ratio() for o in own)
                        for w in words) / len(words)
            if score >= SUGGESTION_SCORE:
                scored.append((score, customer))
    scored.sort(key=lambda pair: (-pair[0], pair[1].name, pair[1].id))
    return [customer for _, customer in scored[:limit]]


def read_customer(connection: Connection, customer_id: str) -> CustomerView:
    """One customer by id, on an open connection."""
    row = connection.execute(_GET_CUSTOMER, {"customer": customer_id}).one_or_none()
    if row is None:
        raise NotFound(f"Customer not found: {customer_id}. Use search_customer first.")
    return customer_view(row)


def get_customer(store: Store, *, customer_id: str) -> CustomerView:
    with store.engine.connect() as connection:
        return read_customer(connection, customer_id)


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


BillStatus = Literal["any", "unpaid", "overdue", "not_due", "paid_late", "paid"]
"""Which bills a read keeps: all; unpaid ones; unpaid ones past their due date; unpaid ones
not yet due; those paid after their due date (a late payment that is settled, not one
still owed); or the paid ones (what was paid, never what was billed: their period is the
one of their payment, "payé en 2026")."""
UNPAID_STATUSES = ("unpaid", "overdue", "not_due")


def list_bills(
    store: Store,
    *,
    customer_id: str | None,
    start: date | None = None,
    end: date | None = None,
    unpaid_only: bool = False,
    status: BillStatus = "any",
    with_lines: bool = False,
    limit: int = MAX_RESULTS,
    as_of: date | None = None,
    amount: Amount | None = None,
    oldest_first: bool = False,
    due_before: date | None = None,
    largest_first: bool = False,
) -> list[BillView]:
    """Bills issued in [start, end] (paid in it, for the paid ones) with the given status,
    newest first: of one customer, or
    of every customer when `customer_id` is None. A period that ends before it starts is
    refused (`InvalidPeriod`), never read as an empty list. `as_of`: the status on that day
    (see `_matching`); `oldest_first`: the first bills, not the latest ("sa première
    facture"); `largest_first`: the largest totals first ("trie par montant")."""
    check_period(start, end)
    if customer_id is not None:
        get_customer(store, customer_id=customer_id)
    today = store.local(store.now()).date()
    if unpaid_only and status == "any":
        status = "unpaid"
    with store.sessions() as session:
        stmt = _matching(
            select(Bill).options(selectinload(Bill.lines))
            .order_by(*(((_bill_cents().desc(), Bill.issued_on.desc(), Bill.number)
                         if largest_first else ())
                        or ((Bill.issued_on, Bill.number) if oldest_first
                            else (Bill.issued_on.desc(), Bill.number)))).limit(limit),
            customer_id=customer_id, start=start, end=end, status=status, today=today,
            as_of=as_of, due_before=due_before, amount=amount)
        names = dict(session.execute(select(Product.sku, Product.name)).all())
        return [bill_view(b, today, names, with_lines=with_lines) for b in session.scalars(stmt)]


def _matching(stmt: Any, *, customer_id: str | None, start: date | None, end: date | None,
              status: BillStatus, today: date, as_of: date | None = None,
              due_before: date | None = None, amount: Amount | None = None) -> Any:
    """`stmt` (over bills) kept to the bills of a customer, a period and a status. `as_of`
    reads an unpaid status on that day, not today: the bills issued by then and not paid by
    then (paid later, or not yet), overdue when their due date had passed on that day.
    `due_before`: only the bills due before that day ("en retard de plus de 10 jours": due
    before the day 10 days before today, or before `as_of`), for an unpaid status."""
    if due_before is not None and status in UNPAID_STATUSES:
        stmt = stmt.where(Bill.due_on < due_before)
    if as_of is not None and status in UNPAID_STATUSES:
        stmt = stmt.where(Bill.issued_on <= as_of,
                          or_(Bill.paid_on.is_(None), Bill.paid_on > as_of))
        if status == "overdue":
            stmt = stmt.where(Bill.due_on < as_of)
        if status == "not_due":
            stmt = stmt.where(Bill.due_on >= as_of)
        status = "any"
    if customer_id is not None:
        stmt = stmt.where(Bill.customer_id == customer_id)
    # what was paid in a period is what was paid then, whenever it was billed
    dated = Bill.paid_on if status == "paid" else Bill.issued_on
    if start is not None:
        stmt = stmt.where(dated >= start)
    if end is not None:
        stmt = stmt.where(dated <= end)
    if status in UNPAID_STATUSES:
        stmt = stmt.where(Bill.paid_on.is_(None))
    if status == "overdue":
        stmt = stmt.where(Bill.due_on < today)
    if status == "not_due":
        stmt = stmt.where(Bill.due_on >= today)
    if status == "paid_late":
        stmt = stmt.where(Bill.paid_on.is_not(None), Bill.paid_on > Bill.due_on)
    if status == "paid":
        stmt = stmt.where(Bill.paid_on.is_not(None))
    if amount:
        stmt = stmt.where(Bill.number.in_(_of_amount(amount)))
    return stmt


_AMOUNT_TESTS = {"more_than": "__gt__", "at_least": "__ge__", "less_than": "__lt__",
                 "at_most": "__le__"}


def _bill_cents() -> Any:
    """A bill's total in whole cents, as a column of a read over bills ("trie par montant":
    the largest first, in the database, so that a list cut short keeps the largest)."""
    return (select(func.sum(BillLine.quantity * sql_cast(func.round(BillLine.unit_price * 100),
                                                         Integer)))
            .where(BillLine.bill_number == Bill.number).scalar_subquery())


def _of_amount(amount: Amount) -> Any:
    """The numbers of the bills whose total (the sum of their lines, in whole cents: exact on
    SQLite and PostgreSQL) is within the bounds: "factures de plus de 10 000 €"."""
    cents = func.sum(BillLine.quantity * sql_cast(func.round(BillLine.unit_price * 100), Integer))
    tests = []
    for key, value in amount.items():
        if key not in _AMOUNT_TESTS:
            raise ValueError(f"Unknown amount bound: {key}")
        bound = int((Decimal(value) * 100).to_integral_value())
        if Decimal(value) * 100 != bound:  # a bound between two cents: the cent it rounds to
            raise ValueError(f"An amount has at most two decimals: {value}")
        tests.append(getattr(cents, _AMOUNT_TESTS[key])(bound))
    return select(BillLine.bill_number).group_by(BillLine.bill_number).having(*tests)


def bill_totals(store: Store, *, customer_id: str | None, start: date | None = None,
                end: date | None = None, status: BillStatus = "any",
                as_of: date | None = None, due_before: date | None = None,
                amount: Amount | None = None
                ) -> dict[str, tuple[date, Decimal]]:
    """Every matching bill (of one customer, or of all when `customer_id` is None), by
    number: its issue date and its total, in Decimal (no list limit: counts and totals
    cover every bill, never only the ones a list shows)."""
    check_period(start, end)
    if customer_id is not None:
        get_customer(store, customer_id=customer_id)
    today = store.local(store.now()).date()
    stmt = _matching(
        select(Bill.number, Bill.issued_on, BillLine.unit_price, BillLine.quantity)
        .join(BillLine, BillLine.bill_number == Bill.number),
        customer_id=customer_id, start=start, end=end, status=status, today=today,
        as_of=as_of, due_before=due_before, amount=amount)
    totals: dict[str, tuple[date, Decimal]] = {}
    with store.sessions() as session:
        for number, issued, price, quantity in session.execute(stmt):
            before = totals.get(number, (issued, Decimal(0)))[1]
            totals[number] = (issued, before + Decimal(price) * quantity)
    return totals


def first_bill_day(store: Store) -> date | None:
    """The day the first bill on record was issued (None: no bill at all): where a period
    open at its start ("avant 2025", "jusqu'au 30 juin") begins."""
    with store.sessions() as session:
        first: date | None = session.execute(select(func.min(Bill.issued_on))).scalar()
    return first


def count_and_total(store: Store, *, customer_id: str | None, start: date | None = None,
                    end: date | None = None, status: BillStatus = "any",
                    as_of: date | None = None, due_before: date | None = None,
                    amount: Amount | None = None
                    ) -> tuple[int, Decimal]:
    """How many bills match, and the sum of all their totals."""
    totals = bill_totals(store, customer_id=customer_id, start=start, end=end, status=status,
                         as_of=as_of, due_before=due_before, amount=amount)
    return len(totals), sum((t for _, t in totals.values()), Decimal(0))


def days_late(store: Store, *, customer_id: str | None, start: date | None = None,
              end: date | None = None, status: BillStatus = "any",
              as_of: date | None = None, due_before: date | None = None,
              amount: Amount | None = None) -> list[int]:
    """Of the matching bills, those paid after their due date: by how many days each (due
    date to payment date). "Combien de jours de retard en moyenne ?" is their mean."""
    return _days_to_payment(store, Bill.due_on, late_only=True, customer_id=customer_id,
                            start=start, end=end, status=status, as_of=as_of,
                            due_before=due_before, amount=amount)


def days_to_pay(store: Store, *, customer_id: str | None, start: date | None = None,
                end: date | None = None, status: BillStatus = "any",
                as_of: date | None = None, due_before: date | None = None,
                amount: Amount | None = None) -> list[int]:
    """Of the matching bills, the paid ones: how many days each took from issue to payment
    (the analysis's payment delay, not the days after the due date: `days_late`)."""
    return _days_to_payment(store, Bill.issued_on, late_only=False, customer_id=customer_id,
                            start=start, end=end, status=status, as_of=as_of,
                            due_before=due_before, amount=amount)


def _days_to_payment(store: Store, since: Any, *, late_only: bool, customer_id: str | None,
                     start: date | None, end: date | None, status: BillStatus,
                     as_of: date | None, due_before: date | None = None,
                     amount: Amount | None = None) -> list[int]:
    """Days from `since` (a bill's date column) to payment, for each matching paid bill
    (`late_only`: only those paid after their due date)."""
    check_period(start, end)
    if customer_id is not None:
        get_customer(store, customer_id=customer_id)
    today = store.local(store.now()).date()
    stmt = _matching(select(since, Bill.paid_on), customer_id=customer_id, start=start,
                     end=end, status=status, today=today, as_of=as_of, due_before=due_before,
                     amount=amount
                     ).where(Bill.paid_on.is_not(None))
    if late_only:
        stmt = stmt.where(Bill.paid_on > Bill.due_on)
    with store.sessions() as session:
        return [(paid - began).days for began, paid in session.execute(stmt)]


def customers_of_matching(store: Store, *, start: date | None = None, end: date | None = None,
                          status: BillStatus = "any", as_of: date | None = None,
                          due_before: date | None = None, amount: Amount | None = None) -> int:
    """How many customers the matching bills (of all customers) belong to: every bill, not
    only the ones a list shows."""
    check_period(start, end)
    today = store.local(store.now()).date()
    stmt = _matching(select(func.count(func.distinct(Bill.customer_id))), customer_id=None,
                     start=start, end=end, status=status, today=today, as_of=as_of,
                     due_before=due_before, amount=amount)
    with store.sessions() as session:
        return int(session.execute(stmt).scalar() or 0)


def biggest_bill(store: Store, *, customer_id: str | None, start: date | None = None,
                 end: date | None = None, status: BillStatus = "any",
                 as_of: date | None = None, due_before: date | None = None,
                 amount: Amount | None = None
                 ) -> tuple[BillView | None, int]:
    """The matching bill with the largest total (on a tie, the latest issued), with its
    lines, and how many bills were compared."""
    totals = bill_totals(store, customer_id=customer_id, start=start, end=end, status=status,
                         as_of=as_of, due_before=due_before, amount=amount)
    if not totals:
        return None, 0
    number = max(totals, key=lambda n: (totals[n][1], totals[n][0], n))
    return get_bill(store, number=number), len(totals)


def read_customers(store: Store, customer_ids: Sequence[str]) -> list[CustomerView]:
    """The customers of these ids, by name (the ones a read across customers found)."""
    if not customer_ids:
        return []
    stmt = _CUSTOMER_FIELDS.where(Customer.id.in_(sorted(set(customer_ids)))).order_by(
        Customer.name, Customer.id)
    with store.engine.connect() as connection:
        return [customer_view(row) for row in connection.execute(stmt)]


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


def totals_by_customer(store: Store, *, start: date | None = None, end: date | None = None,
                       status: BillStatus = "any", as_of: date | None = None,
                       due_before: date | None = None, amount: Amount | None = None
                       ) -> list[tuple[CustomerView, int, Decimal]]:
    """Every customer with matching bills: how many and the sum of their totals (Decimal),
    the largest sum first (on a tie, by name). "Total des impayés par client", "quel client
    nous doit le plus ?", "top clients par CA": every bill counts, never a list's share."""
    check_period(start, end)
    today = store.local(store.now()).date()
    # One grouped pass in the database, in whole cents (exact on SQLite and PostgreSQL).
    cents = func.sum(BillLine.quantity * sql_cast(func.round(BillLine.unit_price * 100), Integer))
    stmt = _matching(
        select(Bill.customer_id, func.count(distinct(Bill.number)), cents)
        .join(BillLine, BillLine.bill_number == Bill.number),
        customer_id=None, start=start, end=end, status=status, today=today, as_of=as_of,
        due_before=due_before, amount=amount,
    ).group_by(Bill.customer_id)
    with store.engine.connect() as conn:
        found = {cid: (int(n), (Decimal(int(c or 0)) / 100).quantize(Decimal("0.01")))
                 for cid, n, c in conn.execute(stmt)}
    customers = {c.id: c for c in read_customers(store, list(found))}
    rows = [(customers[cid], n, total) for cid, (n, total) in found.items()]
    rows.sort(key=lambda row: (-row[2], row[0].name, row[0].id))
    return rows


def payment_delays(store: Store, *, customer_id: str | None = None, start: date | None = None,
                   end: date | None = None
                   ) -> list[tuple[CustomerView, list[tuple[date, date | None]]]]:
    """Every customer with bills issued in [start, end] (of one customer when `customer_id`
    is given): the due date and payment date (None: unpaid) of each, by customer name. The
    days late of each bill are counted by the caller against one `today`
    (`tools.billing.punctuality_of`), so that a ranking and one customer's answer agree."""
    check_period(start, end)
    if customer_id is not None:
        get_customer(store, customer_id=customer_id)
    today = store.local(store.now()).date()
    stmt = _matching(select(Bill.customer_id, Bill.due_on, Bill.paid_on, Bill.number),
                     customer_id=customer_id, start=start, end=end, status="any",
                     today=today).order_by(Bill.customer_id, Bill.due_on, Bill.number)
    found: dict[str, list[tuple[date, date | None]]] = {}
    with store.engine.connect() as conn:
        for cid, due, paid, _number in conn.execute(stmt):
            found.setdefault(cid, []).append((due, paid))
    customers = read_customers(store, list(found))
    return [(c, found[c.id]) for c in customers]
