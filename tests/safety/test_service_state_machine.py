"""A hypothesis state machine over the service layer: never over capacity, never within
48 hours, owner only — whatever the order of reschedules, cases, reads and clock moves."""

from __future__ import annotations

from collections import Counter
from datetime import timedelta

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from services import care, rules
from services.errors import CaseAlreadyOpen, DomainError, NotDelivered, OrderNotFound
from tests.conftest import fresh_store
from tests.data import tiny_fixture

FIXTURE = tiny_fixture()
ORDERS = [o["number"] for o in FIXTURE["orders"]]
OWNER = {o["number"]: next(c["email"] for c in FIXTURE["customers"] if c["id"] == o["customer"])
         for o in FIXTURE["orders"]}
EMAILS = sorted({c["email"] for c in FIXTURE["customers"]})
SLOTS = [s["id"] for s in FIXTURE["slots"]]
STATUS = {o["number"]: o["status"] for o in FIXTURE["orders"]}


class ServiceMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.store = fresh_store("sqlite://")
        self.clock = self.store.clock
        self.keys = 0
        # Open cases by (order, kind): a second one of the same kind is refused.
        self.opened: dict[tuple[str, str], str] = {
            (c["order"], c["kind"]): c["number"] for c in FIXTURE.get("cases", [])}

    def teardown(self) -> None:
        self.store.engine.dispose()

    def _booked(self, order: str) -> str | None:
        return {b.order: b.slot for b in care.snapshot(self.store).bookings}.get(order)

    @rule(order=st.sampled_from(ORDERS), email=st.sampled_from(EMAILS),
          slot=st.sampled_from(SLOTS))
    def reschedule(self, order: str, email: str, slot: str) -> None:
        slots = {s.id: s for s in care.list_slots(self.store)}
        before = self._booked(order)
        now = self.store.now()
        self.keys += 1
        try:
            care.reschedule(self.store, number=order, email=email, slot_id=slot,
                            idempotency_key=f"k{self.keys}")
        except DomainError:
            assert self._booked(order) == before, "a refusal changed the booking"
            return
        assert self._booked(order) == slot
        assert OWNER[order] == email, "moved someone else's order"
        assert rules.can_move(STATUS[order]), "moved a closed order"
        assert rules.far_enough(slots[slot].start, now), "moved into the 48-hour window"
        if before is not None:
            assert rules.far_enough(slots[before].start, now), "moved out of the 48-hour window"

    @rule(order=st.sampled_from(ORDERS), email=st.sampled_from(EMAILS),
          kind=st.sampled_from(["damage", "late_reschedule", "complaint"]))
    def open_case(self, order: str, email: str, kind: str) -> None:
        try:
            case = care.open_case(self.store, number=order, email=email, kind=kind)
        except OrderNotFound:
            assert OWNER[order] != email
            return
        except NotDelivered:
            assert kind == "damage" and STATUS[order] != "delivered"
            return
        except CaseAlreadyOpen as exc:
            assert (order, kind) in self.opened and self.opened[(order, kind)] in exc.message
            return
        assert OWNER[order] == email and case.order == order
        assert (order, kind) not in self.opened, "a second open case of the same kind"
        assert kind != "damage" or STATUS[order] == "delivered", "damage on an undelivered order"
        self.opened[(order, kind)] = case.number

    @rule(order=st.sampled_from(ORDERS), email=st.sampled_from(EMAILS))
    def read(self, order: str, email: str) -> None:
        try:
            care.get_order(self.store, number=order, email=email)
            assert OWNER[order] == email
        except OrderNotFound as exc:
            assert OWNER[order] != email and str(exc) == OrderNotFound.MESSAGE

    @rule(hours=st.sampled_from([1, 6, 23, 24, 47, 48, 49]))
    def advance_clock(self, hours: int) -> None:
        self.clock.set(self.clock.now() + timedelta(hours=hours))  # type: ignore[attr-defined]

    @invariant()
    def never_over_capacity(self) -> None:
        bookings = Counter(b.slot for b in care.snapshot(self.store).bookings)
        for slot in care.list_slots(self.store):
            assert slot.booked == bookings.get(slot.id, 0) <= slot.capacity


ServiceMachine.TestCase.settings = settings(
    max_examples=60, stateful_step_count=25, deadline=None, derandomize=True, database=None,
    suppress_health_check=[HealthCheck.too_slow])
TestServiceMachine = ServiceMachine.TestCase

