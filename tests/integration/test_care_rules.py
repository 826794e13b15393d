"""Each care rule and its refusal, on SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy import select

from services import care
from services.errors import (
    CaseAlreadyOpen,
    IdempotencyConflict,
    InvalidArgument,
    NotDelivered,
    NotTooLate,
    OrderClosed,
    OrderNotFound,
    SlotUnavailable,
    TooLate,
)
from services.models import AuditEntry, DeliverySlot
from services.store import Store
from tests.data import ALICE, JEAN


def audit(store: Store) -> list[AuditEntry]:
    with store.sessions() as session:
        return list(session.scalars(select(AuditEntry).order_by(AuditEntry.id)))


def booked(store: Store, slot_id: str) -> int:
    with store.sessions() as session:
        slot = session.get(DeliverySlot, slot_id)
        assert slot is not None
        return slot.booked


def test_find_orders_lists_only_the_customers_own(store: Store) -> None:
    numbers = {o.number for o in care.find_orders(store, email=" Jean.Martin@Example.com ")}
    assert numbers == {"SO-24903", "SO-24911", "SO-24870"}
    assert care.find_orders(store, email="nobody@example.com") == []


def test_wrong_email_is_indistinguishable_from_a_missing_order(store: Store) -> None:
    with pytest.raises(OrderNotFound) as wrong_email:
        care.get_order(store, number="SO-24903", email=ALICE)
    with pytest.raises(OrderNotFound) as missing:
        care.get_order(store, number="SO-99999", email=ALICE)
    assert str(wrong_email.value) == str(missing.value)
    assert "SO-24903" not in str(wrong_email.value)


def test_order_view_carries_stage_booking_and_delay(store: Store) -> None:
    order = care.get_order(store, number="so-24903", email=JEAN)
    assert order.workshop_stage == "upholstery"
    assert order.delivery_slot is not None and order.delivery_slot.id == "2026-10-20-PM"
    assert order.delay_days == 19  # promised 1 October, booked 20 October


def test_free_slots_have_room_and_48_hours_notice(store: Store) -> None:
    ids = [s.id for s in care.free_slots(store, number="SO-24903", email=JEAN)]
    # not full, not its own, not within 48 hours, not in the past
    assert ids == ["2026-10-16-PM", "2026-10-20-AM", "2026-10-22-AM", "2026-10-23-AM"]


def test_free_slots_of_a_closed_order_are_empty(store: Store) -> None:
    assert care.free_slots(store, number="SO-24870", email=JEAN) == []


def test_reschedule_moves_the_booking_and_counts(store: Store) -> None:
    result = care.reschedule(
        store, number="SO-24903", email=JEAN, slot_id="2026-10-20-AM", idempotency_key="k-1"
    )
    assert (result.from_slot, result.to_slot.id) == ("2026-10-20-PM", "2026-10-20-AM")
    assert care.get_order(store, number="SO-24903", email=JEAN).delivery_slot.id == (  # type: ignore[union-attr]
        "2026-10-20-AM"
    )
    assert booked(store, "2026-10-20-AM") == 1
    assert booked(store, "2026-10-20-PM") == 0
    [entry] = audit(store)
    assert (entry.operation, entry.outcome, entry.idempotency_key) == ("reschedule", "ok", "k-1")
    assert entry.arguments["slot_id"] == "2026-10-20-AM"


def test_an_order_without_booking_gets_one(store: Store) -> None:
    care.reschedule(store, number="SO-30003", email=ALICE, slot_id="2026-10-20-AM")
    assert booked(store, "2026-10-20-AM") == 1
    assert {b.order: b.slot for b in care.snapshot(store).bookings}["SO-30003"] == "2026-10-20-AM"


@pytest.mark.parametrize(
    ("number", "email", "slot_id", "error"),
    [
        ("SO-24911", JEAN, "2026-10-20-AM", TooLate),           # booked delivery tomorrow
        ("SO-24870", JEAN, "2026-10-20-AM", OrderClosed),       # delivered
        ("SO-30002", ALICE, "2026-10-20-AM", OrderClosed),      # cancelled
        ("SO-24903", ALICE, "2026-10-20-AM", OrderNotFound),    # not her order
        ("SO-24903", JEAN, "2026-10-21-AM", SlotUnavailable),   # full
        ("SO-24903", JEAN, "2026-10-16-AM", SlotUnavailable),   # 47 hours away
        ("SO-24903", JEAN, "2026-10-13-AM", SlotUnavailable),   # in the past
        ("SO-24903", JEAN, "2026-10-20-PM", SlotUnavailable),   # already booked there
        ("SO-24903", JEAN, "2099-01-01-AM", SlotUnavailable),   # unknown
    ],
)
def test_every_refusal_changes_nothing_and_is_audited(
    store: Store, number: str, email: str, slot_id: str, error: type[Exception]
) -> None:
    before = care.snapshot(store)
    counts = {s.id: s.booked for s in care.list_slots(store)}
    with pytest.raises(error):
        care.reschedule(store, number=number, email=email, slot_id=slot_id)
    assert care.snapshot(store) == before
    assert {s.id: s.booked for s in care.list_slots(store)} == counts
    [entry] = audit(store)
    assert entry.outcome.startswith("refused:")


def test_replaying_a_key_returns_the_first_result_and_writes_nothing(store: Store) -> None:
    first = care.reschedule(
        store, number="SO-24903", email=JEAN, slot_id="2026-10-20-AM", idempotency_key="k"
    )
    again = care.reschedule(
        store, number="SO-24903", email=JEAN, slot_id="2026-10-20-AM", idempotency_key="k"
    )
    assert again == first
    assert len(audit(store)) == 1
    assert booked(store, "2026-10-20-AM") == 1


def test_a_key_reused_with_other_arguments_is_refused(store: Store) -> None:
    care.reschedule(
        store, number="SO-24903", email=JEAN, slot_id="2026-10-20-AM", idempotency_key="k"
    )
    with pytest.raises(IdempotencyConflict):
        care.reschedule(
            store, number="SO-24903", email=JEAN, slot_id="2026-10-16-PM", idempotency_key="k"
        )
    assert booked(store, "2026-10-16-PM") == 0


def test_a_replayed_refusal_is_refused_again(store: Store) -> None:
    for _ in range(2):
        with pytest.raises(TooLate):
            care.reschedule(
                store, number="SO-24911", email=JEAN, slot_id="2026-10-20-AM",
                idempotency_key="late",
            )
    assert len(audit(store)) == 1


def test_open_case_numbers_cases_and_audits(store: Store) -> None:
    case = care.open_case(
        store, number="SO-24870", email=JEAN, kind="damage", description="Torn fabric",
        idempotency_key="c-1",
    )
    assert case.number == "CASE-1002" and case.kind == "damage" and case.order == "SO-24870"
    replay = care.open_case(
        store, number="SO-24870", email=JEAN, kind="damage", description="Torn fabric",
        idempotency_key="c-1",
    )
    assert replay == case
    assert [c.number for c in care.snapshot(store).cases] == ["CASE-1001", "CASE-1002"]
    [entry] = audit(store)
    assert entry.operation == "open_case" and entry.result["number"] == "CASE-1002"


@pytest.mark.parametrize("number", ["SO-24903", "SO-24911", "SO-30003"])
def test_a_damage_case_needs_a_delivered_order(store: Store, number: str) -> None:
    email = ALICE if number == "SO-30003" else JEAN
    with pytest.raises(NotDelivered, match="not delivered"):
        care.open_case(store, number=number, email=email, kind="damage")
    assert len(care.snapshot(store).cases) == 1


def test_no_second_open_case_of_the_same_kind_on_an_order(store: Store) -> None:
    first = care.open_case(store, number="SO-24911", email=JEAN, kind="late_reschedule")
    with pytest.raises(CaseAlreadyOpen, match=first.number):
        care.open_case(store, number="SO-24911", email=JEAN, kind="late_reschedule",
                       idempotency_key="another-request")
    other_kind = care.open_case(store, number="SO-24911", email=JEAN, kind="complaint")
    assert other_kind.number != first.number
    assert len(care.snapshot(store).cases) == 3


@pytest.mark.parametrize(("number", "email"), [
    ("SO-24903", JEAN),   # booked six days ahead: it can still move
    ("SO-30003", ALICE),  # no delivery booked yet
])
def test_a_late_delivery_case_needs_a_delivery_within_48_hours(
        store: Store, number: str, email: str) -> None:
    with pytest.raises(NotTooLate, match="instead of opening a case"):
        care.open_case(store, number=number, email=email, kind="late_reschedule")
    assert len(care.snapshot(store).cases) == 1


@pytest.mark.parametrize(("number", "email"), [("SO-24870", JEAN), ("SO-30002", ALICE)])
def test_a_late_delivery_case_needs_an_open_order(store: Store, number: str, email: str
                                                  ) -> None:
    """Delivered or cancelled: there is no delivery left to reschedule."""
    with pytest.raises(OrderClosed, match="no delivery left"):
        care.open_case(store, number=number, email=email, kind="late_reschedule")
    assert len(care.snapshot(store).cases) == 1


def test_open_case_on_someone_elses_order_is_not_found(store: Store) -> None:
    with pytest.raises(OrderNotFound):
        care.open_case(store, number="SO-30001", email=JEAN, kind="damage")
    assert len(care.snapshot(store).cases) == 1


@pytest.mark.parametrize(
    ("kind", "description"), [("refund", ""), ("damage", "x" * 2001)]
)
def test_open_case_rejects_bad_arguments(store: Store, kind: str, description: str) -> None:
    with pytest.raises(InvalidArgument):
        care.open_case(store, number="SO-24903", email=JEAN, kind=kind, description=description)
    assert len(care.snapshot(store).cases) == 1


def test_a_move_made_from_a_slot_read_earlier_is_refused_once_the_delivery_moved(
        store: Store) -> None:
    """`expected_from`: the slot the caller read (and told the customer); the delivery moved
    since, the move is refused and nothing is written."""
    from services.errors import BookingChanged

    current = care.get_order(store, number="SO-24903", email=JEAN).delivery_slot
    assert current is not None
    care.reschedule(store, number="SO-24903", email=JEAN, slot_id="2026-10-22-AM")
    before = care.snapshot(store)
    with pytest.raises(BookingChanged, match="2026-10-22-AM"):
        care.reschedule(store, number="SO-24903", email=JEAN, slot_id="2026-10-20-AM",
                        expected_from=current.id)
    assert care.snapshot(store) == before
    moved = care.reschedule(store, number="SO-24903", email=JEAN, slot_id="2026-10-20-AM",
                            expected_from="2026-10-22-AM")
    assert moved.from_slot == "2026-10-22-AM" and moved.to_slot.id == "2026-10-20-AM"


def test_a_key_replayed_with_the_same_request_written_otherwise_is_a_replay(
        store: Store) -> None:
    """The e-mail's case and the number's spaces do not make another request: the replay
    returns the first result, writes nothing, and is no conflict."""
    first = care.reschedule(store, number="SO-24903", email=JEAN, slot_id="2026-10-22-AM",
                            idempotency_key="k-1")
    again = care.reschedule(store, number=" so-24903", email=JEAN.upper(),
                            slot_id="2026-10-22-AM", idempotency_key="k-1")
    assert again == first
    case = care.open_case(store, number="SO-24870", email=JEAN, kind="damage",
                          description="abîmé", idempotency_key="k-2")
    assert care.open_case(store, number="so-24870", email=f" {JEAN.title()}", kind="damage",
                          description="abîmé", idempotency_key="k-2") == case


def test_a_move_on_request_adds_no_delay(store: Store) -> None:
    """A delay is the workshop's lateness against the promised date: moved later at the
    customer's request (recorded in the audit log), the order stays as late as it was on the
    day first booked, and the view says which day that was; moved earlier, it is less late."""
    care.reschedule(store, number="SO-24903", email=JEAN, slot_id="2026-10-22-AM")
    order = care.get_order(store, number="SO-24903", email=JEAN)
    assert order.delivery_slot is not None and order.delivery_slot.id == "2026-10-22-AM"
    assert order.delay_days == 19  # promised 1 October, first booked 20 October (not 21)
    assert order.first_booked_on == date(2026, 10, 20)
    again = care.get_order(store, number="SO-24903", email=JEAN)
    assert [o.delay_days for o in care.find_orders(store, email=JEAN)
            if o.number == "SO-24903"] == [again.delay_days]


def test_an_order_never_moved_has_no_first_booked_day(store: Store) -> None:
    assert care.get_order(store, number="SO-24903", email=JEAN).first_booked_on is None
