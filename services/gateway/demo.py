"""Demo mode only (`comptoir serve --demo`): the built-in issuer's sign-in and the page's data.

The sign-in mints short-lived tokens for the demo data set's users (and one staff
member), with no password: anyone who reaches a demo server can act as any demo
user, which is why demo mode must never face the internet. The data endpoints
require a token like any client: a customer sees their own orders, their own
cases and slot occupancy (other customers' orders are counted, never named);
staff see the whole store.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import FastAPI, Header
from pydantic import BaseModel, Field
from sqlalchemy import func, select
from sqlalchemy.orm import selectinload
from starlette.concurrency import run_in_threadpool

from nodes.care_desk.texts import STAGE_ALIASES, STAGES, STATUS_LABELS
from services import billing, care
from services.auth import (
    DemoIssuer,
    Identity,
    KeysUnavailable,
    TokenError,
    Verifiers,
    bearer_token,
)
from services.boundary import Refused, RequestBody
from services.gateway.identity import keys_unavailable
from services.models import Bill, Booking, Customer, Order, Product
from services.store import Store

STAFF_EMAIL = "staff@comptoir.example"
STAFF_NAME = "Staff member"
STAFF_CUSTOMERS = 50
BILLS_SHOWN = 6


class SignIn(RequestBody):
    email: str = Field(min_length=3, max_length=254, description="A demo user's e-mail.")


class Token(BaseModel):
    access_token: str
    token_type: str = "Bearer"
    expires_in: int
    email: str
    role: str


def users(store: Store) -> list[dict[str, Any]]:
    """The demo issuer's accounts: customers who have orders (booked first), then staff."""
    with store.sessions() as session:
        rows = session.execute(
            select(Customer.name, Customer.email)
            .join(Order, Order.customer_id == Customer.id)
            .outerjoin(Booking, Booking.order_number == Order.number)
            .group_by(Customer.id, Customer.name, Customer.email)
            .order_by(func.count(Booking.order_number).desc(), Customer.id)
        ).all()
    accounts = [{"name": n, "email": e.lower(), "role": "customer"} for n, e in rows]
    return [*accounts, {"name": STAFF_NAME, "email": STAFF_EMAIL, "role": "staff"}]


def state(store: Store, who: Identity) -> dict[str, Any]:
    """What this signed-in user may see of the store."""
    snapshot = care.snapshot(store)
    now = store.now()
    orders = care.find_orders(store, email=who.email) if who.email and not who.staff else []
    mine = {o.number for o in orders}
    visible = (lambda _: True) if who.staff else (lambda number: number in mine)
    holders: dict[str, list[str]] = {}
    for booking in snapshot.bookings:
        if visible(booking.order):
            holders.setdefault(booking.slot, []).append(booking.order)
    cases = [c.model_dump(mode="json") for c in reversed(snapshot.cases) if visible(c.order)]
    return {
        "now": now.isoformat(),
        "timezone": store.tz.key,
        "role": who.role,
        "orders": [o.model_dump(mode="json") for o in orders],
        "slots": [
            {**s.model_dump(mode="json"), "holders": sorted(holders.get(s.id, [])),
             "past": s.start < now}
            for s in care.list_slots(store) if s.end >= now
        ],
        "cases": cases,
        "customers": customers(store, cases) if who.staff else [],
    }


def customers(store: Store, cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Staff's view: customers (those with overdue bills first), their latest bills and
    their cases."""
    today = store.local(store.now()).date()
    with store.sessions() as session:
        people = session.scalars(select(Customer).order_by(Customer.name, Customer.id)
                                 .limit(STAFF_CUSTOMERS)).all()
        ids = [c.id for c in people]
        names = dict(session.execute(select(Product.sku, Product.name)).all())
        bills = session.scalars(
            select(Bill).where(Bill.customer_id.in_(ids)).options(selectinload(Bill.lines))
            .order_by(Bill.issued_on.desc(), Bill.number)).all()
        owners = dict(session.execute(
            select(Order.number, Order.customer_id).where(Order.customer_id.in_(ids))).all())
        views = [billing.customer_view(c) for c in people]
        by_customer: dict[str, list[dict[str, Any]]] = {}
        for bill in bills:
            view = billing.bill_view(bill, today, names, with_lines=False)
            by_customer.setdefault(bill.customer_id, []).append(
                view.model_dump(mode="json", exclude={"lines"}))
    out = []
    for person in views:
        own_bills = by_customer.get(person.id, [])
        out.append({
            **person.model_dump(mode="json"),
            "bill_count": len(own_bills),
            "overdue": sum(1 for b in own_bills if b["status"] == "overdue"),
            "bills": own_bills[:BILLS_SHOWN],
            "cases": [c["number"] for c in cases if owners.get(c["order"]) == person.id],
        })
    out.sort(key=lambda c: (-c["overdue"], c["name"]))
    return out


def mount(app: FastAPI, store: Store, issuer: DemoIssuer, verifiers: Verifiers) -> None:
    async def signed_in(authorization: str | None) -> Identity:
        try:
            token = bearer_token(authorization)
            if token is None:
                raise TokenError("Sign in first (POST /demo/api/sign-in).")
            return await verifiers.verify_async(token)
        except KeysUnavailable as exc:
            raise keys_unavailable(exc) from exc
        except TokenError as exc:
            raise Refused(401, "unauthorized", exc.message,
                          headers={"WWW-Authenticate": "Bearer"}) from exc

    @app.get("/demo/api/users", tags=["demo"])
    async def demo_users() -> list[dict[str, Any]]:
        """The accounts the demo issuer signs in (the page's user picker)."""
        return await run_in_threadpool(users, store)

    @app.get("/demo/api/words", tags=["demo"])
    async def demo_words() -> dict[str, dict[str, dict[str, str]]]:
        """Order statuses and workshop stages in words, per language: the same tables the
        desk's replies use, so the page never words them differently."""
        stages = {**STAGES, **{alias: STAGES[key] for alias, key in STAGE_ALIASES.items()}}
        return {lang: {"status": {k: v[lang] for k, v in STATUS_LABELS.items()},
                       "stage": {k: v[lang] for k, v in stages.items()}}
                for lang in ("fr", "en")}

    @app.post("/demo/api/sign-in", response_model=Token, tags=["demo"])
    async def demo_sign_in(body: SignIn) -> Token:
        """Mint a short-lived token for a demo user (no password: demo only)."""
        email = body.email.strip().lower()
        accounts = {u["email"]: u for u in await run_in_threadpool(users, store)}
        account = accounts.get(email)
        if account is None:
            raise Refused(404, "unknown_user", "Not a demo user.")
        token, ttl = issuer.mint(email, staff=account["role"] == "staff")
        return Token(access_token=token, expires_in=ttl, email=email, role=account["role"])

    @app.get("/demo/api/state", tags=["demo"])
    async def demo_state(
        authorization: Annotated[str | None, Header()] = None,
    ) -> dict[str, Any]:
        """The store as the signed-in user may see it."""
        return await run_in_threadpool(state, store, await signed_in(authorization))
