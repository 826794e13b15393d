"""A hypothesis state machine over the service layer, checked against its own model.

The oracle is recomputed from the fixture and the machine's own bookkeeping, never from
`services/rules.py`: who owns which order, which statuses are closed, when each slot starts
and how many places it has are read from the fixture, and the 48-hour notice is a literal
`timedelta`. Every call's outcome is predicted (success, or the exact refusal) before the
service is asked, so a rule that is too strict fails as surely as one that is too loose.

E-mails are drawn to match the order most of the time (and in other spellings), so many
moves and cases succeed; the run reports how many and fails below a floor.
"""

from __future__ import annotations

from collections import Counter
from datetime import datetime, timedelta
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from services import care
from services.errors import (
    CaseAlreadyOpen,
    NotDelivered,
    NotTooLate,
    OrderClosed,
    OrderNotFound,
    SlotUnavailable,
    TooLate,
)
from tests.conftest import FIGURES, fresh_store
from tests.data import NOW, edge_fixture


def machine_fixture() -> dict[str, Any]:
    """The edge data set plus later slots: the clock moves at most about eight days (see
    `advance_clock`), so these stay movable while the near ones cross the 48-hour line."""
    fixture = edge_fixture()
    for day in range(10):
        start = datetime.fromisoformat("2026-10-26T08:00:00+01:00") + timedelta(days=day)
        fixture["slots"].append({
            "id": f"LATER-{day}", "start": start.isoformat(),
            "end": (start + timedelta(hours=4)).isoformat(), "capacity": 1 + day % 2,
        })
    return fixture


FIXTURE = machine_fixture()
ORDERS = [o["number"] for o in FIXTURE["orders"]]
OWNER = {o["number"]: next(c["email"] for c in FIXTURE["customers"] if c["id"] == o["customer"])
         for o in FIXTURE["orders"]}
EMAILS = sorted({c["email"] for c in FIXTURE["customers"]} | {"stranger@example.com"})
STATUS = {o["number"]: o["status"] for o in FIXTURE["orders"]}
CLOSED = {"delivered", "cancelled"}                      # stated here, not imported
NOTICE = timedelta(hours=48)
START = {s["id"]: datetime.fromisoformat(s["start"]) for s in FIXTURE["slots"]}
CAPACITY = {s["id"]: s["capacity"] for s in FIXTURE["slots"]}
SLOTS = [*START, "NO-SUCH-SLOT"]
BOOKED = {o["number"]: o["delivery_slot"] for o in FIXTURE["orders"] if o["delivery_slot"]}
MOVABLE = [o for o in ORDERS if STATUS[o] not in CLOSED
           and (o not in BOOKED or START[BOOKED[o]] - NOW >= NOTICE)]
FLOOR = {"successful moves": 200, "cases opened": 50, "refusals": 200}
COUNTS: Counter[str] = Counter()


def spelled(order: str, who: int) -> str:
    """The e-mail a caller gives: mostly the owner's (three spellings), sometimes another."""
    owner = OWNER[order]
    if who < 5:
        return owner
    if who == 5:
        return owner.upper()
    if who == 6:
        return f"  {owner} "
    others = [e for e in EMAILS if e != owner]
    return others[who % len(others)]


def owns(order: str, email: str) -> bool:
    return email.strip().lower() == OWNER[order]


class ServiceMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.store = fresh_store("sqlite://", FIXTURE)
        self.now = NOW
        self.booking: dict[str, str] = dict(BOOKED)
        self.cases = len(FIXTURE["cases"])
        self.keys = 0
        # Open cases by (order, kind): a second one of the same kind is refused.
        self.opened: dict[tuple[str, str], str] = {
            (c["order"], c["kind"]): c["number"] for c in FIXTURE.get("cases", [])}

    def teardown(self) -> None:
        self.store.engine.dispose()

    def expected_refusal(self, order: str, email: str, slot: str) -> type[Exception] | None:
        """What the rules say, in the order the service checks them."""
        if not owns(order, email):
            return OrderNotFound
        if STATUS[order] in CLOSED:
            return OrderClosed
        current = self.booking.get(order)
        if current is not None and START[current] - self.now < NOTICE:
            return TooLate
        if slot not in START or slot == current or START[slot] - self.now < NOTICE:
            return SlotUnavailable
        if Counter(self.booking.values())[slot] >= CAPACITY[slot]:
            return SlotUnavailable
        return None

    @rule(order=st.sampled_from(ORDERS), who=st.integers(0, 9), slot=st.sampled_from(SLOTS))
    def reschedule(self, order: str, who: int, slot: str) -> None:
        email = spelled(order, who)
        expected = self.expected_refusal(order, email, slot)
        self.keys += 1
        try:
            result = care.reschedule(self.store, number=order, email=email, slot_id=slot,
                                     idempotency_key=f"k{self.keys}")
        except (OrderNotFound, OrderClosed, TooLate, SlotUnavailable) as refusal:
            assert type(refusal) is expected, f"refused with {refusal!r}, expected {expected}"
            COUNTS["refusals"] += 1
            COUNTS[f"refused {type(refusal).__name__}"] += 1
            return
        assert expected is None, f"{order} moved to {slot} for {email!r}: expected {expected}"
        assert (result.order, result.from_slot, result.to_slot.id) == (
            order, self.booking.get(order), slot)
        self.booking[order] = slot
        COUNTS["successful moves"] += 1

    @rule(order=st.sampled_from(MOVABLE), who=st.integers(0, 6),
          slot=st.sampled_from(list(START)))
    def reschedule_as_owner(self, order: str, who: int, slot: str) -> None:
        """The owner (in some spelling) moving an order movable at the start: where most
        moves succeed (the general rule above draws every order and every caller)."""
        self.reschedule(order, who, slot)

    def late(self, order: str) -> bool:
        """Its booked delivery is less than 48 hours away: it can no longer move."""
        current = self.booking.get(order)
        return current is not None and START[current] - self.now < NOTICE

    @rule(order=st.sampled_from(ORDERS), who=st.integers(0, 9),
          kind=st.sampled_from(["damage", "late_reschedule", "complaint"]))
    def open_case(self, order: str, who: int, kind: str) -> None:
        email = spelled(order, who)
        try:
            case = care.open_case(self.store, number=order, email=email, kind=kind)
        except OrderNotFound:
            assert not owns(order, email), f"{email!r} refused on their own order {order}"
            return
        except NotDelivered:
            assert owns(order, email) and kind == "damage" and STATUS[order] != "delivered"
            COUNTS["refusals"] += 1
            return
        except OrderClosed:
            assert owns(order, email) and kind == "late_reschedule" and STATUS[order] in CLOSED
            COUNTS["refusals"] += 1
            return
        except NotTooLate:
            assert owns(order, email) and kind == "late_reschedule" and not self.late(order)
            COUNTS["refusals"] += 1
            return
        except CaseAlreadyOpen as exc:
            assert owns(order, email) and (order, kind) in self.opened
            assert self.opened[(order, kind)] in exc.message
            COUNTS["refusals"] += 1
            return
        assert owns(order, email), f"case opened on {order} for {email!r}"
        assert (case.order, case.kind) == (order, kind)
        assert (order, kind) not in self.opened, "a second open case of the same kind"
        assert kind != "damage" or STATUS[order] == "delivered", "damage on an undelivered order"
        assert kind != "late_reschedule" or (STATUS[order] not in CLOSED and self.late(order)), \
            "a late-delivery case on an order whose delivery can still move, or is closed"
        self.opened[(order, kind)] = case.number
        self.cases += 1
        COUNTS["cases opened"] += 1

    @rule(order=st.sampled_from(ORDERS), who=st.integers(0, 9))
    def read(self, order: str, who: int) -> None:
        email = spelled(order, who)
        try:
            view = care.get_order(self.store, number=order, email=email)
        except OrderNotFound as exc:
            assert not owns(order, email) and str(exc) == OrderNotFound.MESSAGE
            return
        assert owns(order, email)
        assert (view.delivery_slot.id if view.delivery_slot else None) == self.booking.get(order)

    @precondition(lambda self: self.now - NOW < timedelta(days=6))
    @rule(hours=st.sampled_from([1, 6, 23, 24, 47, 48, 49]))
    def advance_clock(self, hours: int) -> None:
        self.now += timedelta(hours=hours)
        self.store.clock.set(self.now)  # type: ignore[attr-defined]

    @invariant()
    def the_database_matches_the_model(self) -> None:
        snapshot = care.snapshot(self.store)
        assert {b.order: b.slot for b in snapshot.bookings} == self.booking
        assert len(snapshot.cases) == self.cases
        counts = Counter(self.booking.values())
        for slot in care.list_slots(self.store):
            assert slot.booked == counts.get(slot.id, 0) <= CAPACITY[slot.id]


SETTINGS = settings(
    max_examples=100, stateful_step_count=30, deadline=None, derandomize=True, database=None,
    suppress_health_check=[HealthCheck.too_slow])


def test_service_machine() -> None:
    COUNTS.clear()
    run_state_machine_as_test(ServiceMachine, settings=SETTINGS)
    FIGURES["service state machine"] = ", ".join(f"{n} {k}" for k, n in sorted(COUNTS.items()))
    for what, floor in FLOOR.items():
        assert COUNTS[what] >= floor, f"only {COUNTS[what]} {what} (floor {floor})"
