"""Owner only, at the service, for every write: whoever calls, whatever door they use.

Each write of the service layer is called directly with every e-mail that is not the
order's owner's (another customer's, an unknown one, a near miss, an empty one): each is
refused exactly like a missing order, nothing changes, and the refusal is audited. The
owner, in any spelling, succeeds. A guard checks that this table lists every write.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from sqlalchemy import select

from services import care
from services.errors import OrderNotFound
from services.models import AuditEntry
from services.store import Store
from tests.conftest import fresh_store
from tests.data import ALICE, JEAN

# every write of services/care.py: call it on an order for an e-mail
WRITES: dict[str, Callable[[Store, str, str], Any]] = {
    "reschedule": lambda store, order, email: care.reschedule(
        store, number=order, email=email, slot_id="2026-10-22-AM"),
    "open_case": lambda store, order, email: care.open_case(
        # a complaint: allowed on any order (a damage case needs a delivered one)
        store, number=order, email=email, kind="complaint", description="Late twice"),
}
ORDERS = {"SO-24903": JEAN, "SO-30001": ALICE}     # open, movable, one per customer
NOT_THE_OWNER = {
    "SO-24903": [ALICE, "john.doe@example.com", "nobody@example.com", "jean.martin@example.co",
                 "jean.martin@example.com.evil", "jean.martin", "", " ", "*", "%"],
    "SO-30001": [JEAN, "john.doe@example.com", "alice.roy@example.org", "", "%@example.com"],
}


@pytest.fixture
def store(mem_store: Store) -> Iterator[Store]:
    yield mem_store


def audit(store: Store) -> list[AuditEntry]:
    with store.sessions() as session:
        return list(session.scalars(select(AuditEntry).order_by(AuditEntry.id)))


def test_the_table_lists_every_write_of_the_service_layer() -> None:
    source = inspect.getsource(care)
    writes = re.findall(r"operation=\"(\w+)\"", source)
    assert sorted(writes) == sorted(WRITES)


@pytest.mark.parametrize("write", sorted(WRITES))
@pytest.mark.parametrize(("order", "email"), [
    (order, email) for order, emails in NOT_THE_OWNER.items() for email in emails])
def test_a_write_for_someone_else_is_refused_as_not_found(
    store: Store, write: str, order: str, email: str
) -> None:
    before = care.snapshot(store)
    slots = care.list_slots(store)
    with pytest.raises(OrderNotFound) as refused:
        WRITES[write](store, order, email)
    assert str(refused.value) == OrderNotFound.MESSAGE      # same as a missing order
    assert care.snapshot(store) == before
    assert care.list_slots(store) == slots
    [entry] = audit(store)
    assert (entry.operation, entry.outcome) == (write, "refused:order_not_found")


@pytest.mark.parametrize("write", sorted(WRITES))
@pytest.mark.parametrize("order", sorted(ORDERS))
@pytest.mark.parametrize("spelling", [str, str.upper, lambda e: f"  {e}\t"])
def test_the_owner_in_any_spelling_may_write(
    write: str, order: str, spelling: Callable[[str], str]
) -> None:
    store = fresh_store("sqlite://")
    before = care.snapshot(store)
    WRITES[write](store, order, spelling(ORDERS[order]))
    assert care.snapshot(store) != before
    [entry] = audit(store)
    assert (entry.operation, entry.outcome) == (write, "ok")
    store.engine.dispose()


@pytest.mark.parametrize("write", sorted(WRITES))
def test_a_missing_order_is_refused_the_same_way(store: Store, write: str) -> None:
    with pytest.raises(OrderNotFound) as refused:
        WRITES[write](store, "SO-99999", JEAN)
    assert str(refused.value) == OrderNotFound.MESSAGE
