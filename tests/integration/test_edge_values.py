"""Every rule at its exact boundary, on SQLite and PostgreSQL.

Each test names the mutation it kills: a comparison flipped at the edge
(`>=` to `>`, `<=` to `<`, `<` to `<=`) or a figure rounded to whole days.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta
from decimal import Decimal

import pytest

from services import analytics, billing, care
from services.errors import SlotUnavailable, TooLate
from services.store import Store
from tests.conftest import fresh_store
from tests.data import ALICE, EDGE_CUSTOMER, EXACTLY_48_HOURS, JEAN, NOW, edge_fixture


@pytest.fixture
def edge(db_url: str) -> Iterator[Store]:
    store = fresh_store(db_url, edge_fixture())
    yield store
    store.engine.dispose()


def test_the_edge_slot_starts_exactly_48_hours_from_now(edge: Store) -> None:
    slot = {s.id: s for s in care.list_slots(edge)}[EXACTLY_48_HOURS]
    assert slot.start - NOW == timedelta(hours=48)


def test_a_slot_exactly_48_hours_away_is_free(edge: Store) -> None:
    """Kills `DeliverySlot.start >= now + 48h` becoming `>` in the free-slot query."""
    ids = [s.id for s in care.free_slots(edge, number="SO-24903", email=JEAN)]
    assert ids[0] == EXACTLY_48_HOURS
    assert "2026-10-16-AM" not in ids     # 47 hours away


def test_a_move_to_a_slot_exactly_48_hours_away_is_allowed(edge: Store) -> None:
    """Kills `start - now >= MIN_NOTICE` becoming `>` in the reschedule check."""
    result = care.reschedule(edge, number="SO-24903", email=JEAN, slot_id=EXACTLY_48_HOURS)
    assert result.to_slot.id == EXACTLY_48_HOURS


def test_a_booking_exactly_48_hours_away_can_still_be_moved(edge: Store) -> None:
    care.reschedule(edge, number="SO-30003", email=ALICE, slot_id=EXACTLY_48_HOURS)
    result = care.reschedule(edge, number="SO-30003", email=ALICE, slot_id="2026-10-22-AM")
    assert result.from_slot == EXACTLY_48_HOURS


def test_one_second_later_the_same_slot_is_refused(edge: Store) -> None:
    edge.clock.set(NOW + timedelta(seconds=1))  # type: ignore[attr-defined]
    assert EXACTLY_48_HOURS not in [
        s.id for s in care.free_slots(edge, number="SO-24903", email=JEAN)]
    with pytest.raises(SlotUnavailable):
        care.reschedule(edge, number="SO-24903", email=JEAN, slot_id=EXACTLY_48_HOURS)


def test_one_second_later_a_booking_exactly_48_hours_away_is_frozen(edge: Store) -> None:
    care.reschedule(edge, number="SO-30003", email=ALICE, slot_id=EXACTLY_48_HOURS)
    edge.clock.set(NOW + timedelta(seconds=1))  # type: ignore[attr-defined]
    with pytest.raises(TooLate):
        care.reschedule(edge, number="SO-30003", email=ALICE, slot_id="2026-10-22-AM")


def _edge_analysis(store: Store) -> analytics.Analysis:
    return analytics.analyse(store, customer_id=EDGE_CUSTOMER, start=date(2026, 1, 1),
                             end=date(2026, 12, 31))


def test_a_bill_paid_on_its_due_date_is_on_time(edge: Store) -> None:
    """Kills `paid <= due` becoming `paid < due` (and `paid > due` becoming `>=`)."""
    a = _edge_analysis(edge)
    assert a.on_time_count == 1             # E-ONDUE
    assert a.late_count == 2                # E-LATE1 paid late, E-YDAY overdue
    assert a.confidence == Decimal("0.3333")


def test_a_bill_due_today_is_pending_not_overdue(edge: Store) -> None:
    """Kills `due < today` becoming `<=` for overdue (and `due >= today` becoming `>`)."""
    a = _edge_analysis(edge)
    assert (a.pending_count, a.overdue_count) == (1, 1)   # E-TODAY pending, E-YDAY overdue
    assert {"rule": "overdue_bills", "params": {"count": "1"}} in [
        r.model_dump() for r in a.recommendations]


def test_bill_status_at_the_due_date(edge: Store) -> None:
    """Kills the same flip in the billing status shown to staff."""
    status = {b.number: b.status for b in billing.list_bills(edge, customer_id=EDGE_CUSTOMER)}
    assert status == {"E-ONDUE": "paid", "E-LATE1": "paid", "E-TODAY": "unpaid",
                      "E-YDAY": "overdue"}
    assert billing.get_bill(edge, number="E-TODAY").status == "unpaid"
    assert billing.get_bill(edge, number="E-YDAY").status == "overdue"


def test_an_average_payment_delay_keeps_its_half_day(edge: Store) -> None:
    """Kills rounding the average payment delay to whole days: (30 + 31) / 2 = 30.5."""
    a = _edge_analysis(edge)
    assert a.paid_count == 2
    assert a.average_payment_delay_days == Decimal("30.5")
    assert str(a.average_payment_delay_days) == "30.5"


def test_the_figures_of_the_edge_bills(edge: Store) -> None:
    a = _edge_analysis(edge)
    assert a.bill_count == 4
    assert a.revenue == Decimal("1512.00")          # 4 bills of 2 x 189.00
    assert a.average_bill == a.max_bill == Decimal("378.00")
    assert [r.rule for r in a.recommendations] == ["late_payer", "overdue_bills",
                                                   "propose_range"]


def test_the_payments_query_built_for_a_dialect_counts_each_edge(edge: Store) -> None:
    """The payments query is built once per dialect when the module loads; built again here
    (as `analyse` does for another dialect), it gives the same counts at every edge:
    E-LATE1 issued on the first day, E-TODAY on the last; E-ONDUE paid on its due date is
    on time, E-LATE1 a day late; E-TODAY due today is pending, E-YDAY overdue; delays 30
    and 31 days."""
    dialect = edge.engine.dialect.name
    params = {"customer": EDGE_CUSTOMER, "start": date(2026, 7, 1), "end": date(2026, 9, 14),
              "today": NOW.date()}
    with edge.sessions() as session:
        row = tuple(int(v) for v in session.execute(analytics._payments(dialect), params).one())
    # bills, paid, delay sum, paid on time, paid late, overdue, pending
    assert row == (4, 2, 61, 1, 1, 1, 1)
    params["start"], params["end"] = date(2026, 7, 2), date(2026, 9, 13)
    with edge.sessions() as session:
        row = tuple(int(v) for v in session.execute(analytics._payments(dialect), params).one())
    assert row == (2, 1, 30, 1, 0, 1, 0)


def _numbers(store: Store, **filters: object) -> set[str]:
    return {b.number for b in billing.list_bills(store, customer_id=EDGE_CUSTOMER,
                                                 **filters)}  # type: ignore[arg-type]


def test_a_bill_due_today_is_not_yet_due_and_one_due_yesterday_is_overdue(edge: Store) -> None:
    """Kills `due_on >= today` becoming `>` for not_due (and overdue's `<` becoming `<=`)."""
    assert _numbers(edge, status="not_due") == {"E-TODAY"}
    assert _numbers(edge, status="overdue") == {"E-YDAY"}
    assert _numbers(edge, status="unpaid") == {"E-TODAY", "E-YDAY"}
    assert billing.count_and_total(edge, customer_id=EDGE_CUSTOMER, status="not_due") == (
        1, Decimal("378.00"))


def test_unpaid_as_of_a_day_reads_the_bills_as_they_were_then(edge: Store) -> None:
    """A bill paid on a day was still owed the day before, not on that day (`paid_on >
    as_of`); one issued on the day counts (`issued_on <= as_of`); one due on the day is not
    yet overdue then (`due_on < as_of`)."""
    assert _numbers(edge, status="unpaid", as_of=date(2026, 7, 31)) == {"E-LATE1"}
    assert _numbers(edge, status="unpaid", as_of=date(2026, 8, 1)) == {"E-ONDUE"}
    assert _numbers(edge, status="overdue", as_of=date(2026, 7, 31)) == set()
    assert _numbers(edge, status="overdue", as_of=date(2026, 8, 1)) == set()
    assert _numbers(edge, status="not_due", as_of=date(2026, 8, 1)) == {"E-ONDUE"}
    assert _numbers(edge, status="unpaid", as_of=date(2026, 9, 13)) == {"E-YDAY"}
    assert _numbers(edge, status="overdue", as_of=date(2026, 10, 14)) == {"E-YDAY"}
    assert _numbers(edge, status="unpaid", as_of=date(2026, 10, 14)) == {"E-TODAY", "E-YDAY"}
    # a status that is no debt takes no day: the bills as they are
    assert _numbers(edge, status="any", as_of=date(2026, 7, 31)) == _numbers(edge)


def test_the_first_bills_are_listed_oldest_first(edge: Store) -> None:
    oldest = billing.list_bills(edge, customer_id=EDGE_CUSTOMER, oldest_first=True, limit=2)
    assert [b.number for b in oldest] == ["E-LATE1", "E-ONDUE"]
