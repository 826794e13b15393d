"""Serve the care desk: orders, free slots, reschedules and after-sales cases.

Every rule is checked here, whatever the caller asked: the graph, the System
API and the MCP server all go through these functions.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, time, timedelta
from functools import lru_cache
from typing import Any, TypeVarTuple

from sqlalchemy import (
    Connection,
    Executable,
    Row,
    Select,
    and_,
    bindparam,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, aliased

from services import rules
from services.audit import idempotent_write
from services.db import SINGLE_READ_OPTION, read_all
from services.errors import (
    BookingChanged,
    CaseAlreadyOpen,
    Conflict,
    InvalidArgument,
    NotDelivered,
    NotTooLate,
    OrderClosed,
    OrderNotFound,
    SlotUnavailable,
    TooLate,
)
from services.models import (
    CASE_KINDS,
    AfterSalesCase,
    Booking,
    Customer,
    DeliverySlot,
    Order,
    OrderLine,
    Product,
)
from services.schemas import (
    BookingSnapshot,
    CaseView,
    OrderLineView,
    OrderView,
    RescheduleResult,
    SlotView,
    Snapshot,
)
from services.store import Store
from services.text import without_controls

Columns = TypeVarTuple("Columns")


def slot_view(slot: DeliverySlot) -> SlotView:
    return SlotView(
        id=slot.id, start=slot.start, end=slot.end, capacity=slot.capacity, booked=slot.booked
    )


def case_view(case: AfterSalesCase) -> CaseView:
    return CaseView(
        number=case.number, order=case.order_number, kind=case.kind,  # type: ignore[arg-type]
        description=case.description, opened_at=case.opened_at, status=case.status,
    )


# The start of the slot an order's delivery was booked on before its first move (the
# booking's `first_slot_id`, set by the move itself; NULL when it never moved): a column of
# the order reads, by primary key.
_FirstSlot = aliased(DeliverySlot, name="first_slot")
_FIRST_START = _FirstSlot.start.label("first_start")


def _view(store: Store, *, number: str, customer_id: str, customer_name: str, email: str,
          status: str, workshop_stage: str | None, ordered_on: date, promised_on: date,
          lines: list[OrderLineView], slot: SlotView | None,
          first_start: datetime | None = None) -> OrderView:
    today = store.local(store.now()).date()
    expected = store.local(slot.start).date() if slot else None
    # A delay is the workshop's lateness against the promised date, never a later day the
    # customer asked for: once moved on request, it counts to the day first booked at most.
    first = store.local(first_start).date() if slot and first_start is not None else None
    booked = expected
    gone_by = booked is not None and booked < today and status not in rules.CLOSED_STATUSES
    if first is not None and expected is not None and first != expected and not gone_by:
        expected = min(expected, first)
    else:
        # a booked day gone by with the order not here counts to today: no cap to say
        first = None
    return OrderView(
        number=number,
        customer_id=customer_id,
        customer_name=customer_name,
        email=email,
        status=status,  # type: ignore[arg-type]
        workshop_stage=workshop_stage,
        ordered_on=ordered_on,
        promised_on=promised_on,
        lines=lines,
        delivery_slot=slot,
        delay_days=rules.delay_days(
            promised_on=promised_on, expected_on=expected, today=today, status=status,
            booked_on=booked,
        ),
        first_booked_on=first,
    )


# A slot's columns, read as a row (no entity loaded): every slot read below builds a view.
_SLOT = (DeliverySlot.id, DeliverySlot.start, DeliverySlot.end, DeliverySlot.capacity,
         DeliverySlot.booked)


def _slot_of(row: Sequence[Any]) -> SlotView:
    # Unpacked by position (the columns of `_SLOT`, in that order): a row's attribute
    # access goes through its key map, about twice the cost of building the view itself,
    # and a reschedule turn builds about a hundred.
    return _slot_view(*row)


@lru_cache(maxsize=4096)
def _slot_view(slot_id: str, start: datetime, end: datetime, capacity: int,
               booked: int) -> SlotView:
    """A slot's view, kept per value (views are frozen): the same slots, at the same count
    booked, are read turn after turn by every conversation; a seat taken or freed is
    another count, hence another view."""
    return SlotView(id=slot_id, start=start, end=end, capacity=capacity, booked=booked)


def slot_json(slot: SlotView) -> dict[str, Any]:
    """`slot.model_dump(mode="json")`, a new dict each call: the JSON of a slot view is kept
    per view (views are frozen and, read from the same row, the same view), so the 60 free
    slots a reschedule turn keeps in its state are not serialised again turn after turn."""
    return dict(_slot_json(slot))


@lru_cache(maxsize=4096)
def _slot_json(slot: SlotView) -> dict[str, Any]:
    return slot.model_dump(mode="json")


def _owner(number: str, email: str) -> dict[str, str]:
    """The parameters of an owner's lookup: ownership is part of every order query (one
    indexed lookup either way), so a wrong e-mail gets the same refusal as a missing order."""
    return {"number": number.strip().upper(), "email": rules.normalise_email(email)}


# An order by its number, in one statement built once (the order with its owner and booked
# slot, one row per line with its product; no line: one row), read as rows without loading
# entities, and without a transaction of its own (`read_all`); as a customer reads it
# (`_ORDER_WITH_LINES`), only with its owner's e-mail.
_ORDER_ROWS = (
    select(Order.number, Order.customer_id, Customer.name.label("customer_name"),
           Customer.email, Order.status, Order.workshop_stage, Order.ordered_on,
           Order.promised_on, DeliverySlot.id.label("slot_id"), DeliverySlot.start,
           DeliverySlot.end, DeliverySlot.capacity, DeliverySlot.booked,
           OrderLine.sku, Product.name.label("product"), OrderLine.quantity, _FIRST_START)
    .join(Customer, Customer.id == Order.customer_id)
    .outerjoin(Booking, Booking.order_number == Order.number)
    .outerjoin(DeliverySlot, DeliverySlot.id == Booking.slot_id)
    .outerjoin(_FirstSlot, _FirstSlot.id == Booking.first_slot_id)
    .outerjoin(OrderLine, OrderLine.order_number == Order.number)
    .outerjoin(Product, Product.sku == OrderLine.sku)
)
_ANY_ORDER_WITH_LINES = _ORDER_ROWS.where(Order.number == bindparam("number")) \
    .order_by(OrderLine.id)
_ORDER_WITH_LINES = _ANY_ORDER_WITH_LINES.where(Customer.email == bindparam("email"))


def _read_order(store: Store, *, number: str, email: str) -> OrderView:
    """The owner's order as a view; otherwise the same refusal as a missing one."""
    return _order_of(store, read_all(store.engine, _ORDER_WITH_LINES, _owner(number, email)))


def read_any_order(store: Store, *, number: str) -> OrderView:
    """Any customer's order by its number, for a signed-in staff member (read-only: every
    write still goes through the owner's e-mail)."""
    return _order_of(store, read_all(store.engine, _ANY_ORDER_WITH_LINES,
                                     {"number": number.strip().upper()}))


def _order_of(store: Store, rows: Sequence[Any]) -> OrderView:
    if not rows:
        raise OrderNotFound()
    row = rows[0]
    lines = [OrderLineView(sku=r.sku, product=r.product, quantity=r.quantity)
             for r in rows if r.sku is not None]
    slot = None if row.slot_id is None else _slot_view(
        row.slot_id, row.start, row.end, row.capacity, row.booked)
    return _view(store, number=row.number, customer_id=row.customer_id,
                 customer_name=row.customer_name, email=row.email, status=row.status,
                 workshop_stage=row.workshop_stage, ordered_on=row.ordered_on,
                 promised_on=row.promised_on, lines=lines, slot=slot,
                 first_start=row.first_start)


# What a move or a new case needs of the order: built once, read as rows.
_MOVABLE_ORDER = (
    select(Order.number, Order.status, Booking.slot_id, DeliverySlot.start.label("slot_start"))
    .join(Customer, Customer.id == Order.customer_id)
    .outerjoin(Booking, Booking.order_number == Order.number)
    .outerjoin(DeliverySlot, DeliverySlot.id == Booking.slot_id)
    .where(Order.number == bindparam("number"), Customer.email == bindparam("email"))
)
_ORDER_STATUS = (
    select(Order.number, Order.status)
    .join(Customer, Customer.id == Order.customer_id)
    .where(Order.number == bindparam("number"), Customer.email == bindparam("email"))
)

def _owned_order(conn: Connection, query: Select[*Columns], *, number: str, email: str
                 ) -> Row[*Columns]:
    """The owner's order as `query` reads it; otherwise the same refusal as a missing one."""
    row = conn.execute(query, _owner(number, email)).one_or_none()
    if row is None:
        raise OrderNotFound()
    return row


# Every order of a customer, in one statement built once and read as rows (no entity
# loaded): the rows of one order's read (`_ORDER_ROWS`), one per line (one for an order
# with none), the newest order first, each order's lines in their order.
_ORDERS_OF = _ORDER_ROWS.where(Customer.email == bindparam("email")) \
    .order_by(Order.ordered_on.desc(), Order.number, OrderLine.id)


def find_orders(store: Store, *, email: str) -> list[OrderView]:
    """Every order of the customer with this e-mail (none for an unknown e-mail)."""
    rows = read_all(store.engine, _ORDERS_OF, {"email": rules.normalise_email(email)})
    by_number: dict[str, list[Row[Any]]] = {}
    for row in rows:
        by_number.setdefault(row.number, []).append(row)
    return [_order_of(store, found) for found in by_number.values()]


def get_order(store: Store, *, number: str, email: str) -> OrderView:
    return _read_order(store, number=number, email=email)


_FREE_SLOTS = (
    select(*_SLOT)
    .where(DeliverySlot.booked < DeliverySlot.capacity,
           DeliverySlot.start >= bindparam("earliest"),
           DeliverySlot.id != bindparam("own"))
    .order_by(DeliverySlot.start, DeliverySlot.id)
)


@lru_cache(maxsize=16)
def _free_slots_query(limit: int | None) -> Executable:
    return _FREE_SLOTS if limit is None else _FREE_SLOTS.limit(limit)


def _free_slots(store: Store, conn: Connection, *, status: str, booked_slot: str | None,
                limit: int | None) -> list[SlotView]:
    if not rules.can_move(status):
        return []
    rows = conn.execute(
        _free_slots_query(limit),
        {"earliest": store.now() + rules.MIN_NOTICE, "own": booked_slot or ""})
    return [_slot_of(row) for row in rows]


def free_slots(
    store: Store, *, number: str, email: str, limit: int | None = None
) -> list[SlotView]:
    """Slots the order could move to now: room left, 48 hours away, not its own."""
    with store.engine.connect() as conn:
        order = _owned_order(conn, _MOVABLE_ORDER, number=number, email=email)
        return _free_slots(store, conn, status=order.status, booked_slot=order.slot_id,
                           limit=limit)


def order_with_free_slots(
    store: Store, *, number: str, email: str, limit: int | None = None
) -> tuple[OrderView, list[SlotView]]:
    """The order and the slots it could move to: two single-statement reads on one
    connection (the write re-checks every rule, so the two need not be one snapshot)."""
    with store.engine.connect().execution_options(**{SINGLE_READ_OPTION: True}) as conn:
        order = _order_of(store, conn.execute(_ORDER_WITH_LINES, _owner(number, email)).all())
        slot = order.delivery_slot
        return order, _free_slots(store, conn, status=order.status,
                                  booked_slot=slot.id if slot else None, limit=limit)


# The write statements of a move, built once. A seat is taken only while one is left (SQLite
# has no SELECT ... FOR UPDATE: the condition is in the UPDATE), returning the count it leaves.
_SLOT_BY_ID = select(*_SLOT).where(DeliverySlot.id == bindparam("slot"))
_TAKE_SEAT = (
    update(DeliverySlot)
    .where(DeliverySlot.id == bindparam("slot"), DeliverySlot.booked < DeliverySlot.capacity)
    .values(booked=DeliverySlot.booked + 1)
    .returning(DeliverySlot.booked)
)
_MOVE_BOOKING = (
    update(Booking)
    .where(Booking.order_number == bindparam("order"), Booking.slot_id == bindparam("from_slot"))
    .values(slot_id=bindparam("to_slot"),
            first_slot_id=func.coalesce(Booking.first_slot_id, bindparam("from_slot")))
)
_FREE_SEAT = (
    update(DeliverySlot)
    .where(DeliverySlot.id == bindparam("slot"))
    .values(booked=DeliverySlot.booked - 1)
)
_NEW_BOOKING = insert(Booking)
# `expected_from` for an order read with no delivery booked: a first booking, consented to
# as such, is no move of a booking made meanwhile.
NO_SLOT = ""


def reschedule(
    store: Store,
    *,
    number: str,
    email: str,
    slot_id: str,
    idempotency_key: str | None = None,
    actor: str = "system",
    expected_from: str | None = None,
) -> RescheduleResult:
    """Move the order's delivery to `slot_id`, if every rule allows it; with
    `expected_from`, only if the delivery is still on that slot (what the customer was told
    it would move from; `NO_SLOT`, the empty string: only if it is still not booked)."""
    # The arguments as the rules read them (a key replayed with "Jean.Martin@…" or
    # " so-24903" is the same request, not a conflict).
    arguments: dict[str, Any] = {"order": number.strip().upper(),
                                 "email": rules.normalise_email(email), "slot_id": slot_id}
    if expected_from is not None:
        arguments["expected_from"] = expected_from

    def work(session: Session) -> RescheduleResult:
        now = store.now()
        order = _owned_order(session.connection(), _MOVABLE_ORDER, number=number, email=email)
        if not rules.can_move(order.status):
            raise OrderClosed(
                f"Order {order.number} is {order.status}: its delivery cannot be moved."
            )
        current = order.slot_id
        if expected_from is not None and (current or NO_SLOT) != expected_from:
            raise BookingChanged(
                f"The delivery of {order.number} is now on {current or 'no slot'}, not on "
                f"{expected_from or 'no slot'} as read: read the order again and ask the "
                "customer again.")
        if current is not None and not rules.far_enough(order.slot_start, now):
            raise TooLate(
                f"The delivery of {order.number} is less than 48 hours away and can no "
                "longer be moved."
            )
        conn = session.connection()
        target = conn.execute(_SLOT_BY_ID, {"slot": slot_id}).one_or_none()
        if target is None:
            raise SlotUnavailable(f"Unknown delivery slot: {slot_id}.")
        if current == target.id:
            raise SlotUnavailable(f"Order {order.number} is already booked on {slot_id}.")
        if not rules.far_enough(target.start, now):
            raise SlotUnavailable(
                f"Slot {slot_id} starts less than 48 hours from now; choose a later slot."
            )
        booked = conn.execute(_TAKE_SEAT, {"slot": target.id}).scalar_one_or_none()
        if booked is None:
            raise SlotUnavailable(f"Slot {slot_id} is full; choose another free slot.")
        if current is not None:
            moved = conn.execute(
                _MOVE_BOOKING, {"order": order.number, "from_slot": current, "to_slot": target.id})
            if moved.rowcount != 1:
                raise Conflict("The booking changed meanwhile; read it again and retry.")
            conn.execute(_FREE_SEAT, {"slot": current})
        else:
            try:
                conn.execute(_NEW_BOOKING, {"order_number": order.number, "slot_id": target.id})
            except IntegrityError as exc:
                raise Conflict("The booking changed meanwhile; read it again and retry.") from exc
        return RescheduleResult(
            order=order.number, from_slot=current,
            to_slot=SlotView(id=target.id, start=target.start, end=target.end,
                             capacity=target.capacity, booked=booked))

    return idempotent_write(
        store, operation="reschedule", actor=actor, arguments=arguments,
        idempotency_key=idempotency_key, result_type=RescheduleResult, work=work,
    )


# The statements of a new case, built once: the open case of that kind, the last number.
_OPEN_CASE = (
    select(AfterSalesCase.number)
    .where(AfterSalesCase.order_number == bindparam("order"),
           AfterSalesCase.kind == bindparam("kind"), AfterSalesCase.status == "open")
    .order_by(AfterSalesCase.seq)
)
_LAST_CASE_SEQ = select(func.max(AfterSalesCase.seq))
# One transaction-scoped advisory lock for numbering cases (PostgreSQL): any constant key.
_CASE_NUMBER_LOCK = select(func.pg_advisory_xact_lock(7_243_001))
_NEW_CASE = insert(AfterSalesCase)


# The owner's order with its open cases, one row each (one row with no case when none is
# open): one statement, built once; no row at all when the order is not the caller's.
_OPEN_CASES_OF = (
    select(Order.number.label("order_number"), AfterSalesCase.number, AfterSalesCase.kind,
           AfterSalesCase.description, AfterSalesCase.opened_at, AfterSalesCase.status)
    .join(Customer, Customer.id == Order.customer_id)
    .outerjoin(AfterSalesCase, and_(AfterSalesCase.order_number == Order.number,
                                    AfterSalesCase.status == "open"))
    .where(Order.number == bindparam("number"), Customer.email == bindparam("email"))
    .order_by(AfterSalesCase.opened_at.desc(), AfterSalesCase.number)
)


def _open_cases_of(store: Store, *, number: str, email: str) -> list[CaseView]:
    rows = read_all(store.engine, _OPEN_CASES_OF, _owner(number, email))
    if not rows:
        raise OrderNotFound()
    return [CaseView(number=r.number, order=r.order_number, kind=r.kind,
                     description=r.description, opened_at=r.opened_at, status=r.status)
            for r in rows if r.number is not None]


def find_cases(store: Store, *, email: str, number: str | None = None,
               open_only: bool = False) -> list[CaseView]:
    """The after-sales cases on the customer's orders (on one of them, when `number` is
    given; only those still open with `open_only`: what a damage report is checked against,
    a read that stays small however many cases an order has had), the latest first. A named
    order that is not theirs gets the same refusal as a missing one; nothing is written."""
    if open_only and number is not None:
        return _open_cases_of(store, number=number, email=email)
    with store.sessions() as session:
        if number is not None:
            _owned_order(session.connection(), _ORDER_STATUS, number=number, email=email)
        query = (select(AfterSalesCase)
                 .join(Order, Order.number == AfterSalesCase.order_number)
                 .join(Customer, Customer.id == Order.customer_id)
                 .where(Customer.email == rules.normalise_email(email)))
        if number is not None:
            query = query.where(Order.number == number.strip().upper())
        if open_only:
            query = query.where(AfterSalesCase.status == "open")
        cases = session.scalars(
            query.order_by(AfterSalesCase.opened_at.desc(), AfterSalesCase.number)).all()
        return [case_view(case) for case in cases]


def open_case(
    store: Store,
    *,
    number: str,
    email: str,
    kind: str,
    description: str = "",
    idempotency_key: str | None = None,
    actor: str = "system",
) -> CaseView:
    """Open an after-sales case on the customer's own order."""
    if kind not in CASE_KINDS:
        raise InvalidArgument(f"Unknown case kind {kind!r}; use one of {', '.join(CASE_KINDS)}.")
    # What staff read: never a text that displays otherwise than it is (bidi overrides)
    description = without_controls(description)
    if len(description) > rules.MAX_DESCRIPTION:
        raise InvalidArgument(
            f"The description is {len(description)} characters long; "
            f"keep it under {rules.MAX_DESCRIPTION}."
        )
    arguments = {"order": number.strip().upper(), "email": rules.normalise_email(email),
                 "kind": kind, "description": description}

    def work(session: Session) -> CaseView:
        conn = session.connection()
        # Only a late-delivery case needs the booking; the others read the order alone.
        if kind == "late_reschedule":
            late = _owned_order(conn, _MOVABLE_ORDER, number=number, email=email)
            _check_late(late, store.now())
            order_number, status = late.number, late.status
        else:
            order = _owned_order(conn, _ORDER_STATUS, number=number, email=email)
            order_number, status = order.number, order.status
        if kind == "damage" and status != "delivered":
            raise NotDelivered(
                f"Order {order_number} is {status}, not delivered: a damage case can only "
                "be opened once the order is delivered.")
        existing = conn.execute(_OPEN_CASE, {"order": order_number, "kind": kind}).scalar()
        if existing is not None:
            raise CaseAlreadyOpen(
                f"Case {existing} ({kind}) is already open on order {order_number}: "
                "give its number instead of opening another.")
        if conn.dialect.name == "postgresql":
            # Case numbers are the last one plus one: writers opening cases at once would take
            # the same number and all but one retry until they give up ("concurrent changes");
            # they take turns here instead, to the end of their transaction. (SQLite runs one
            # write transaction at a time already.)
            conn.execute(_CASE_NUMBER_LOCK)
        seq = (conn.execute(_LAST_CASE_SEQ).scalar() or 1000) + 1
        case = CaseView(number=f"CASE-{seq}", order=order_number, kind=kind,  # type: ignore[arg-type]
                        description=description, opened_at=store.now(), status="open")
        conn.execute(_NEW_CASE, {"number": case.number, "seq": seq, "order_number": case.order,
                                 "kind": kind, "description": description,
                                 "opened_at": case.opened_at, "status": case.status})
        return case

    return idempotent_write(
        store, operation="open_case", actor=actor, arguments=arguments,
        idempotency_key=idempotency_key, result_type=CaseView, work=work,
    )


def open_case_of(store: Store, *, number: str, email: str, kind: str) -> CaseView | None:
    """The case of this kind still open on the customer's own order, if any (the desk says
    so before it proposes one that could not be opened); a wrong e-mail is refused."""
    with store.sessions() as session:
        conn = session.connection()
        order = _owned_order(conn, _ORDER_STATUS, number=number, email=email)
        existing = conn.execute(_OPEN_CASE, {"order": order.number, "kind": kind}).scalar()
        if existing is None:
            return None
        case = session.scalars(select(AfterSalesCase).where(
            AfterSalesCase.number == existing)).one()
        return case_view(case)


def _check_late(order: Row[str, str, str | None, datetime | None], now: datetime) -> None:
    """A late-delivery case is for a delivery that can no longer move: the order still open,
    its booked delivery less than 48 hours away (else the delivery itself moves)."""
    if not rules.can_move(order.status):
        raise OrderClosed(f"Order {order.number} is {order.status}: there is no delivery left "
                          "to reschedule.")
    if order.slot_start is None or rules.far_enough(order.slot_start, now):
        raise NotTooLate(f"The delivery of order {order.number} is not booked within the next "
                         "48 hours: move it (reschedule) instead of opening a case.")


_SLOTS_BETWEEN = (
    select(*_SLOT)
    .where(DeliverySlot.start >= bindparam("start"), DeliverySlot.start < bindparam("end"))
    .order_by(DeliverySlot.start, DeliverySlot.id)
)
_ALL_SLOTS = select(*_SLOT).order_by(DeliverySlot.start, DeliverySlot.id)


def slots_between(store: Store, *, first: date, last: date) -> list[SlotView]:
    """Every slot (full or not) starting on a local day from `first` to `last` included:
    the table that says why a wished day cannot be had (closed, full, too soon)."""
    start = datetime.combine(first, time(0), store.tz)
    end = datetime.combine(last + timedelta(days=1), time(0), store.tz)
    return [_slot_of(row)
            for row in read_all(store.engine, _SLOTS_BETWEEN, {"start": start, "end": end})]


def list_slots(store: Store) -> list[SlotView]:
    return [_slot_of(row) for row in read_all(store.engine, _ALL_SLOTS, {})]


def snapshot(store: Store) -> Snapshot:
    """Read every booking and every case, in a stable order."""
    with store.sessions() as session:
        bookings = session.execute(
            select(Booking.order_number, Booking.slot_id).order_by(Booking.order_number)
        )
        cases = session.scalars(select(AfterSalesCase).order_by(AfterSalesCase.seq))
        return Snapshot(
            bookings=[BookingSnapshot(order=o, slot=s) for o, s in bookings],
            cases=[case_view(c) for c in cases],
        )
