"""Fixture loading, the demo set, and migrations that agree with the models."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import func, select

from services import care
from services.bootstrap import seed
from services.clock import FixedClock
from services.db import Base
from services.demo import demo_fixture
from services.fixtures import Fixture
from services.models import Bill, Customer, DeliverySlot, Order
from services.store import open_store
from tests.data import NOW, tiny_fixture


def test_migrations_match_the_models(db_url: str) -> None:
    store = open_store(db_url, clock=FixedClock(NOW))
    seed(store, tiny_fixture())
    with store.engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    assert diff == []
    assert care.get_order(store, number="SO-24903", email="jean.martin@example.com")
    store.engine.dispose()


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda f: f["orders"][0].update(customer="C-404"), "unknown customer C-404"),
        (lambda f: f["orders"][0].update(delivery_slot="nope"), "unknown slot nope"),
        (lambda f: f["orders"][3].update(delivery_slot="2026-10-15-PM"), "2 bookings for a"),
        (lambda f: f["customers"].append(dict(f["customers"][0])), "duplicate customer"),
        (lambda f: f["orders"][0].update(colour="red"), "colour"),
        (lambda f: f["slots"][0].update(start="2026-10-15T13:00:00"), "UTC offset"),
    ],
)
def test_invalid_fixtures_are_refused_with_the_reason(mutate: Any, message: str) -> None:
    fixture = tiny_fixture()
    mutate(fixture)
    with pytest.raises(ValueError, match=message):
        Fixture.model_validate(fixture)


def test_demo_set_has_what_the_demo_needs() -> None:
    store = open_store("sqlite://", clock=FixedClock(NOW), create=True)
    fixture = demo_fixture(NOW)
    Fixture.model_validate(fixture)
    seed(store, fixture)
    with store.sessions() as session:
        assert session.scalar(select(func.count()).select_from(Customer)) >= 30
        statuses = set(session.scalars(select(Order.status)))
        assert statuses == {"placed", "in_production", "ready", "delivered", "cancelled"}
        first, last = session.execute(
            select(func.min(DeliverySlot.start), func.max(DeliverySlot.start))
        ).one()
        assert last - first >= timedelta(days=28)
        bill_first, bill_last = session.execute(
            select(func.min(Bill.issued_on), func.max(Bill.issued_on))
        ).one()
        assert (bill_last - bill_first).days >= 365
    assert demo_fixture(NOW) == fixture  # deterministic for one anchor
    order = care.get_order(store, number="SO-24903", email="jean.martin@example.com")
    assert order.delay_days > 0 and order.delivery_slot is not None
    assert care.free_slots(store, number="SO-24903", email="jean.martin@example.com")
