"""What the care service promises beyond its refusals, on SQLite and PostgreSQL.

Orderings, limits, defaults, the audit entry of every write, the exact length limit
and the facts each refusal names: each test here was written against a mutant that
survived `make mutate` (see evals/mutation_equivalents.md for those that cannot fail).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from typing import Any

import pytest
from sqlalchemy import event, select

from services import care, rules
from services.errors import (
    CaseAlreadyOpen,
    InvalidArgument,
    NotDelivered,
    OrderClosed,
    SlotUnavailable,
    TooLate,
)
from services.models import CASE_KINDS, AuditEntry
from services.store import Store
from tests.conftest import fresh_store
from tests.data import ALICE, JEAN, slot, tiny_fixture


def audit(store: Store) -> list[AuditEntry]:
    with store.sessions() as session:
        return list(session.scalars(select(AuditEntry).order_by(AuditEntry.id)))


def shuffled_fixture() -> dict[str, Any]:
    """The tiny data set with rows inserted against their expected order, so that a query
    without its ORDER BY (or with half of it) comes back in another order:
    - Alice's SO-30001 and SO-30002 were ordered the same day; SO-30002 is inserted first;
    - two slots start at the same time, "2026-10-27-B" inserted before "2026-10-27-A";
    - slot "0-LATE" sorts first by id but starts last;
    - SO-24912 shares slot 2026-10-20-PM (capacity 2) with SO-24903;
    - SO-30004 is not booked and its promise (1 October) is past: 13 days late today;
    - SO-24870 has a second complaint, CASE-1005, closed and inserted before the open
      CASE-1001 (two open cases of a kind on one order cannot exist: a unique index), and
      a closed damage case, CASE-1007."""
    fixture = tiny_fixture()
    orders = {o["number"]: o for o in fixture["orders"]}
    fixture["orders"] = [orders["SO-30002"]] + [o for o in fixture["orders"]
                                                if o["number"] != "SO-30002"]
    fixture["orders"].append({
        "number": "SO-24912", "customer": "C-001", "lines": [{"sku": "OSLO-3", "quantity": 1}],
        "ordered_on": "2026-09-02", "promised_on": "2026-10-25", "status": "in_production",
        "workshop_stage": "frame", "delivery_slot": "2026-10-20-PM"})
    fixture["orders"].append({
        "number": "SO-30004", "customer": "C-002", "lines": [{"sku": "OSLO-3", "quantity": 1}],
        "ordered_on": "2026-08-01", "promised_on": "2026-10-01", "status": "in_production",
        "workshop_stage": "frame", "delivery_slot": None})
    fixture["slots"] += [
        {**slot("2026-10-27", "AM"), "id": "2026-10-27-B"},
        {**slot("2026-10-27", "AM"), "id": "2026-10-27-A"},
        {**slot("2026-10-30", "PM"), "id": "0-LATE"},
    ]
    fixture["cases"] = [
        {"number": "CASE-1005", "order": "SO-24870", "kind": "complaint",
         "opened_at": "2026-07-11T10:00:00+02:00", "status": "closed"},
        *fixture["cases"],
        {"number": "CASE-1007", "order": "SO-24870", "kind": "damage",
         "opened_at": "2026-07-12T10:00:00+02:00", "status": "closed"},
    ]
    return fixture


@pytest.fixture
def shuffled(db_url: str) -> Iterator[Store]:
    store = fresh_store(db_url, shuffled_fixture())
    yield store
    store.engine.dispose()


@pytest.fixture
def no_cases(db_url: str) -> Iterator[Store]:
    fixture = tiny_fixture()
    fixture["cases"] = []
    store = fresh_store(db_url, fixture)
    yield store
    store.engine.dispose()


# Orderings and limits -------------------------------------------------------------------

def test_a_customers_orders_come_newest_first_then_by_number(shuffled: Store) -> None:
    numbers = [o.number for o in care.find_orders(shuffled, email=ALICE)]
    assert numbers == ["SO-30003", "SO-30001", "SO-30002", "SO-30004"]


def test_slots_are_listed_by_start_then_by_id(shuffled: Store) -> None:
    ids = [s.id for s in care.list_slots(shuffled)]
    starts = [s.start for s in care.list_slots(shuffled)]
    assert starts == sorted(starts)
    assert ids.index("2026-10-27-A") + 1 == ids.index("2026-10-27-B")
    assert ids[-1] == "0-LATE"


def test_free_slots_come_by_start_then_by_id(shuffled: Store) -> None:
    ids = [s.id for s in care.free_slots(shuffled, number="SO-30004", email=ALICE)]
    assert ids == ["2026-10-16-PM", "2026-10-20-AM", "2026-10-22-AM", "2026-10-23-AM",
                   "2026-10-27-A", "2026-10-27-B", "0-LATE"]


@pytest.mark.parametrize("limit", [1, 2, 3])
def test_free_slots_stop_at_the_limit_keeping_the_earliest(store: Store, limit: int) -> None:
    every = [s.id for s in care.free_slots(store, number="SO-24903", email=JEAN)]
    first = [s.id for s in care.free_slots(store, number="SO-24903", email=JEAN, limit=limit)]
    assert len(every) > limit
    assert first == every[:limit]
    order, slots = care.order_with_free_slots(store, number="SO-24903", email=JEAN, limit=limit)
    assert order.number == "SO-24903" and [s.id for s in slots] == every[:limit]


def test_an_unbooked_order_is_late_by_today(shuffled: Store) -> None:
    """No booked date: the delay is counted to today (14 October), promise 1 October."""
    assert care.get_order(shuffled, number="SO-30004", email=ALICE).delay_days == 13
    assert care.get_order(shuffled, number="SO-30003", email=ALICE).delay_days == 0


def test_a_delivered_order_without_a_booking_is_not_late(store: Store) -> None:
    """SO-24870, delivered, was promised for 1 July: nothing left to be late for."""
    assert care.get_order(store, number="SO-24870", email=JEAN).delay_days == 0


# Writes: what they record ----------------------------------------------------------------

def test_a_move_is_audited_with_its_arguments_and_actor(store: Store) -> None:
    care.reschedule(store, number="SO-24903", email=JEAN, slot_id="2026-10-20-AM")
    [entry] = audit(store)
    assert entry.actor == "system"
    assert entry.arguments == {"order": "SO-24903", "email": JEAN, "slot_id": "2026-10-20-AM"}


def test_a_case_is_audited_with_its_arguments_and_actor(store: Store) -> None:
    care.open_case(store, number="SO-24911", email=JEAN, kind="complaint",
                   description="Late again", actor="mcp")
    [entry] = audit(store)
    assert entry.actor == "mcp"
    assert entry.arguments == {"order": "SO-24911", "email": JEAN, "kind": "complaint",
                               "description": "Late again"}


def test_a_case_key_replayed_with_another_description_is_refused(store: Store) -> None:
    care.open_case(store, number="SO-24911", email=JEAN, kind="complaint", description="a",
                   idempotency_key="k")
    with pytest.raises(Exception, match="already used"):
        care.open_case(store, number="SO-24911", email=JEAN, kind="complaint",
                       description="b", idempotency_key="k")
    assert [c.description for c in care.snapshot(store).cases][1:] == ["a"]


def test_a_case_opened_without_a_description_is_open_and_empty(store: Store) -> None:
    case = care.open_case(store, number="SO-24911", email=JEAN, kind="late_reschedule")
    assert (case.status, case.description) == ("open", "")
    [stored] = [c for c in care.snapshot(store).cases if c.number == case.number]
    assert (stored.status, stored.description) == ("open", "")
    assert audit(store)[0].actor == "system"


def test_a_case_keeps_its_description(store: Store) -> None:
    case = care.open_case(store, number="SO-24870", email=JEAN, kind="damage",
                          description="Torn fabric")
    assert case.description == "Torn fabric"
    assert care.snapshot(store).cases[-1].description == "Torn fabric"


@pytest.mark.parametrize("hidden", ["\u202e", "\u2066", "\u2067", "\u2069", "\u200f",
                                    "\u202a", "\u061c"])
def test_a_case_description_never_displays_otherwise_than_it_is_stored(
        store: Store, hidden: str) -> None:
    # "Trojan source": a right-to-left override makes staff read "SO-24870" reversed, or
    # words in another order than stored; the invisible controls are taken out.
    case = care.open_case(store, number="SO-24870", email=JEAN, kind="damage",
                          description=f"Torn {hidden}fabric on SO-24870{hidden} arm")
    assert case.description == "Torn fabric on SO-24870 arm"
    assert care.snapshot(store).cases[-1].description == "Torn fabric on SO-24870 arm"


def test_the_first_case_ever_is_case_1001(no_cases: Store) -> None:
    case = care.open_case(no_cases, number="SO-24911", email=JEAN, kind="complaint")
    assert case.number == "CASE-1001"


def test_moving_one_order_leaves_the_other_booking_on_the_slot(shuffled: Store) -> None:
    care.reschedule(shuffled, number="SO-24903", email=JEAN, slot_id="2026-10-20-AM")
    bookings = {b.order: b.slot for b in care.snapshot(shuffled).bookings}
    assert bookings["SO-24903"] == "2026-10-20-AM"
    assert bookings["SO-24912"] == "2026-10-20-PM"
    counts = {s.id: s.booked for s in care.list_slots(shuffled)}
    assert (counts["2026-10-20-PM"], counts["2026-10-20-AM"]) == (1, 1)


# Cases: the open-case rule ---------------------------------------------------------------

def test_a_closed_case_does_not_block_a_new_one_of_its_kind(shuffled: Store) -> None:
    case = care.open_case(shuffled, number="SO-24870", email=JEAN, kind="damage")
    assert case.status == "open" and case.number == "CASE-1008"


def test_the_open_case_named_is_the_open_one(shuffled: Store) -> None:
    with pytest.raises(CaseAlreadyOpen) as refused:
        care.open_case(shuffled, number="SO-24870", email=JEAN, kind="complaint")
    assert "CASE-1001" in refused.value.message
    assert "SO-24870" in refused.value.message
    assert ": give its number instead" in refused.value.message  # what to do instead


# The description limit, at its edge -------------------------------------------------------

def test_a_description_of_exactly_the_limit_is_accepted(store: Store) -> None:
    text = "x" * rules.MAX_DESCRIPTION
    case = care.open_case(store, number="SO-24911", email=JEAN, kind="complaint",
                          description=text)
    assert case.description == text


def test_a_description_one_over_the_limit_says_how_long_it_is(store: Store) -> None:
    with pytest.raises(InvalidArgument) as refused:
        care.open_case(store, number="SO-24911", email=JEAN, kind="complaint",
                       description="x" * (rules.MAX_DESCRIPTION + 1))
    assert str(rules.MAX_DESCRIPTION + 1) in refused.value.message
    assert str(rules.MAX_DESCRIPTION) in refused.value.message.replace(
        str(rules.MAX_DESCRIPTION + 1), "")


def test_an_unknown_case_kind_names_the_kinds_allowed(store: Store) -> None:
    with pytest.raises(InvalidArgument) as refused:
        care.open_case(store, number="SO-24911", email=JEAN, kind="refund")
    assert "'refund'" in refused.value.message
    assert ", ".join(CASE_KINDS) in refused.value.message


# Each refusal names its facts, for the caller to act on -----------------------------------

@pytest.mark.parametrize(
    ("number", "email", "slot_id", "error", "facts"),
    [
        ("SO-24870", JEAN, "2026-10-20-AM", OrderClosed, ["SO-24870", "delivered"]),
        ("SO-24911", JEAN, "2026-10-20-AM", TooLate, ["SO-24911", "48 hours",
                                                      "no longer be moved"]),
        ("SO-24903", JEAN, "2099-01-01-AM", SlotUnavailable, ["2099-01-01-AM"]),
        ("SO-24903", JEAN, "2026-10-20-PM", SlotUnavailable, ["SO-24903", "2026-10-20-PM"]),
        ("SO-24903", JEAN, "2026-10-16-AM", SlotUnavailable, ["2026-10-16-AM", "48 hours"]),
        ("SO-24903", JEAN, "2026-10-21-AM", SlotUnavailable, ["2026-10-21-AM", "full"]),
    ],
)
def test_a_refused_move_says_why(store: Store, number: str, email: str, slot_id: str,
                                 error: type[Exception], facts: list[str]) -> None:
    with pytest.raises(error) as refused:
        care.reschedule(store, number=number, email=email, slot_id=slot_id)
    message = str(refused.value)
    assert all(fact in message for fact in facts), message


def test_a_damage_case_refusal_names_the_order_and_its_status(store: Store) -> None:
    with pytest.raises(NotDelivered) as refused:
        care.open_case(store, number="SO-24903", email=JEAN, kind="damage")
    assert "SO-24903" in refused.value.message and "in_production" in refused.value.message
    assert "can only be opened once the order is delivered" in refused.value.message


# What each operation reads ---------------------------------------------------------------

def tables_read(store: Store, action: Any) -> set[str]:
    """The tables named by the statements `action` runs."""
    seen: list[str] = []

    def record(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        seen.append(statement.lower())

    event.listen(store.engine, "before_cursor_execute", record)
    try:
        action()
    finally:
        event.remove(store.engine, "before_cursor_execute", record)
    return {t for t in ("order_lines", "products", "customers", "bookings", "delivery_slots")
            if any(f" {t}" in s for s in seen)}


def test_a_move_and_a_slot_list_never_read_the_orders_lines(store: Store) -> None:
    """A move loads the order with its booking only: not its lines and their products."""
    assert not {"order_lines", "products"} & tables_read(
        store, lambda: care.free_slots(store, number="SO-24903", email=JEAN))
    assert not {"order_lines", "products"} & tables_read(
        store, lambda: care.reschedule(store, number="SO-24903", email=JEAN,
                                       slot_id="2026-10-20-AM"))


def test_opening_a_case_reads_neither_booking_nor_lines(store: Store) -> None:
    assert not {"order_lines", "products", "bookings"} & tables_read(
        store, lambda: care.open_case(store, number="SO-24911", email=JEAN, kind="complaint"))


def test_a_customers_orders_are_read_in_a_fixed_number_of_statements(store: Store) -> None:
    """Customer, booking, lines and products come with the orders, in one statement (no
    query per order)."""
    count = 0

    def record(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        nonlocal count
        count += statement.lstrip().upper().startswith("SELECT")

    event.listen(store.engine, "before_cursor_execute", record)
    try:
        orders = care.find_orders(store, email=JEAN)
    finally:
        event.remove(store.engine, "before_cursor_execute", record)
    assert len(orders) == 3
    assert count == 1   # the orders with customer, booking, slot, lines and products


def test_a_snapshot_lists_bookings_by_order_and_cases_by_number(shuffled: Store) -> None:
    """Rows inserted out of order come back in a stable order: snapshots compare equal
    only if nothing moved."""
    snap = care.snapshot(shuffled)
    assert [b.order for b in snap.bookings] == ["SO-24903", "SO-24911", "SO-24912", "SO-30001"]
    assert [c.number for c in snap.cases] == ["CASE-1001", "CASE-1005", "CASE-1007"]


# What the order list shows, and the slot table's local days -------------------------------

def test_each_listed_order_shows_its_booked_slot_and_stage(store: Store) -> None:
    orders = {o.number: o for o in care.find_orders(store, email=JEAN)}
    booked = orders["SO-24903"].delivery_slot
    assert booked is not None and booked.id == "2026-10-20-PM"
    assert orders["SO-24903"].workshop_stage == "upholstery"
    assert orders["SO-24870"].delivery_slot is None  # delivered, nothing booked


@pytest.mark.parametrize(("number", "email"), [("SO-24870", JEAN), ("SO-30002", ALICE)])
def test_a_delivered_or_cancelled_order_has_no_slot_to_move_to(store: Store, number: str,
                                                              email: str) -> None:
    order, slots = care.order_with_free_slots(store, number=number, email=email)
    assert order.number == number and slots == []


def _slot_at(slot_id: str, start: str) -> dict[str, Any]:
    """A slot starting at `start` (local time in November, UTC+1), four hours long."""
    hour = int(start[11:13])
    return {"id": slot_id, "start": f"{start}:00+01:00",
            "end": f"{start[:11]}{(hour + 4) % 24:02d}{start[13:]}:00+01:00", "capacity": 1}


@pytest.fixture
def midnight(db_url: str) -> Iterator[Store]:
    fixture = tiny_fixture()
    fixture["slots"] += [
        _slot_at("BEFORE", "2026-11-01T23:30"),          # the evening before the first day
        _slot_at("2026-11-02-MIDNIGHT", "2026-11-02T00:00"),
        _slot_at("2026-11-02-B", "2026-11-02T08:00"),    # inserted before its twin A
        _slot_at("2026-11-02-A", "2026-11-02T08:00"),
        _slot_at("0-LAST", "2026-11-03T23:30"),          # sorts first by id, starts last
        _slot_at("AFTER-MIDNIGHT", "2026-11-04T00:00"),  # the day after the last
        _slot_at("AFTER-0030", "2026-11-04T00:30"),
        _slot_at("AFTER-MORNING", "2026-11-05T08:00"),
    ]
    s = fresh_store(db_url, fixture)
    yield s
    s.engine.dispose()


def test_the_slot_table_covers_whole_local_days_in_time_order(midnight: Store) -> None:
    table = care.slots_between(midnight, first=date(2026, 11, 2), last=date(2026, 11, 3))
    assert [s.id for s in table] == ["2026-11-02-MIDNIGHT", "2026-11-02-A", "2026-11-02-B",
                                     "0-LAST"]
