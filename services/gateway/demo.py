"""Serve the demo page's live data: a customer's orders, every slot and who holds it, cases.

Demo only (COMPTOIR_DEMO): it shows the whole store so a visitor can watch a
message change it.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Query
from sqlalchemy import func, select
from starlette.concurrency import run_in_threadpool

from services import care
from services.models import Booking, Customer, Order
from services.store import Store


def users(store: Store) -> list[dict[str, Any]]:
    """Customers who have orders, first those with a delivery booked."""
    with store.sessions() as session:
        rows = session.execute(
            select(Customer.id, Customer.name, Customer.email, func.count(Booking.order_number))
            .join(Order, Order.customer_id == Customer.id)
            .outerjoin(Booking, Booking.order_number == Order.number)
            .group_by(Customer.id, Customer.name, Customer.email)
            .order_by(func.count(Booking.order_number).desc(), Customer.id)
        ).all()
    return [{"id": i, "name": n, "email": e, "bookings": b} for i, n, e, b in rows]


def state(store: Store, email: str) -> dict[str, Any]:
    snapshot = care.snapshot(store)
    holders: dict[str, list[str]] = {}
    for booking in snapshot.bookings:
        holders.setdefault(booking.slot, []).append(booking.order)
    now = store.now()
    return {
        "now": now.isoformat(),
        "orders": [o.model_dump(mode="json") for o in care.find_orders(store, email=email)],
        "slots": [
            {**s.model_dump(mode="json"), "holders": sorted(holders.get(s.id, [])),
             "past": s.start < now}
            for s in care.list_slots(store) if s.end >= now
        ],
        "cases": [c.model_dump(mode="json") for c in reversed(snapshot.cases)],
    }


def mount(app: FastAPI, store: Store) -> None:
    @app.get("/demo/api/users", tags=["demo"])
    async def demo_users() -> list[dict[str, Any]]:
        return await run_in_threadpool(users, store)

    @app.get("/demo/api/state", tags=["demo"])
    async def demo_state(
        user: str = Query(default="", max_length=254),
    ) -> dict[str, Any]:
        return await run_in_threadpool(state, store, user)
