"""Declare the business tables (SQLAlchemy 2.0 style); money is `Decimal`."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    JSON,
    CheckConstraint,
    Date,
    ForeignKey,
    ForeignKeyConstraint,
    Index,
    Integer,
    Numeric,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column, relationship

from services.db import Base, UTCDateTime

Money = Numeric(12, 2)

ORDER_STATUSES = ("placed", "in_production", "ready", "delivered", "cancelled")
CASE_KINDS = ("damage", "late_reschedule", "complaint")


class Customer(Base):
    __tablename__ = "customers"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    email: Mapped[str] = mapped_column(String(254), unique=True)
    company: Mapped[str | None] = mapped_column(String(200))
    # Lower-cased, accent-free "name company" so search works the same on every database.
    search_key: Mapped[str] = mapped_column(String(500), index=True)


class CustomerTerm(Base):
    """One word of a customer's search key: search is a prefix range on an index, never a
    `LIKE '%word%'` scan. Terms hold only [a-z0-9], so ranges mean the same in every
    collation."""

    __tablename__ = "customer_terms"
    __table_args__ = (Index("ix_customer_terms_term", "term", "customer_id"),)

    customer_id: Mapped[str] = mapped_column(ForeignKey("customers.id"), primary_key=True)
    term: Mapped[str] = mapped_column(String(100), primary_key=True)


class Product(Base):
    __tablename__ = "products"

    sku: Mapped[str] = mapped_column(String(64), primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    price: Mapped[Decimal] = mapped_column(Money)
    cost: Mapped[Decimal] = mapped_column(Money)


class Order(Base):
    __tablename__ = "orders"
    __table_args__ = (
        CheckConstraint(f"status IN {ORDER_STATUSES!r}", name="ck_orders_status"),
    )

    number: Mapped[str] = mapped_column(String(32), primary_key=True)
    customer_id: Mapped[str] = mapped_column(ForeignKey("customers.id"), index=True)
    ordered_on: Mapped[date] = mapped_column(Date)
    promised_on: Mapped[date] = mapped_column(Date)
    status: Mapped[str] = mapped_column(String(20))
    workshop_stage: Mapped[str | None] = mapped_column(String(200))
    notes: Mapped[str | None] = mapped_column(Text)

    customer: Mapped[Customer] = relationship()
    lines: Mapped[list[OrderLine]] = relationship(
        back_populates="order", cascade="all, delete-orphan", order_by="OrderLine.id"
    )
    booking: Mapped[Booking | None] = relationship(back_populates="order", uselist=False)


class OrderLine(Base):
    __tablename__ = "order_lines"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    order_number: Mapped[str] = mapped_column(ForeignKey("orders.number"), index=True)
    sku: Mapped[str] = mapped_column(ForeignKey("products.sku"))
    quantity: Mapped[int] = mapped_column(Integer)

    order: Mapped[Order] = relationship(back_populates="lines")
    product: Mapped[Product] = relationship()


class DeliverySlot(Base):
    __tablename__ = "delivery_slots"
    __table_args__ = (
        # The capacity rule lives in the database: a conditional UPDATE can never
        # push `booked` past `capacity`, whatever runs concurrently.
        CheckConstraint("booked >= 0 AND booked <= capacity", name="ck_slots_capacity"),
        CheckConstraint("capacity >= 0", name="ck_slots_capacity_positive"),
    )

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    start: Mapped[datetime] = mapped_column(UTCDateTime(), index=True)
    end: Mapped[datetime] = mapped_column(UTCDateTime())
    capacity: Mapped[int] = mapped_column(Integer)
    booked: Mapped[int] = mapped_column(Integer, default=0)


class Booking(Base):
    __tablename__ = "bookings"

    order_number: Mapped[str] = mapped_column(ForeignKey("orders.number"), primary_key=True)
    slot_id: Mapped[str] = mapped_column(ForeignKey("delivery_slots.id"), index=True)
    # The slot the delivery was booked on before its first move (NULL until it moves): a
    # delay is counted to that day at most, never to a later day the customer asked for.
    first_slot_id: Mapped[str | None] = mapped_column(
        ForeignKey("delivery_slots.id", name="fk_bookings_first_slot_id"), default=None)

    order: Mapped[Order] = relationship(back_populates="booking")
    slot: Mapped[DeliverySlot] = relationship(foreign_keys=[slot_id])
    first_slot: Mapped[DeliverySlot | None] = relationship(foreign_keys=[first_slot_id])


class AfterSalesCase(Base):
    __tablename__ = "cases"
    __table_args__ = (
        CheckConstraint(f"kind IN {CASE_KINDS!r}", name="ck_cases_kind"),
        # One open case of a kind per order, held by the database itself: two requests
        # opening the same case at once (two "oui", two API calls) both pass the service's
        # check under READ COMMITTED; the second insert fails here and is refused.
        Index("uq_cases_open_kind", "order_number", "kind", unique=True,
              sqlite_where=text("status = 'open'"), postgresql_where=text("status = 'open'")),
    )

    number: Mapped[str] = mapped_column(String(32), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, unique=True)
    order_number: Mapped[str] = mapped_column(ForeignKey("orders.number"), index=True)
    kind: Mapped[str] = mapped_column(String(32))
    description: Mapped[str] = mapped_column(Text, default="")
    opened_at: Mapped[datetime] = mapped_column(UTCDateTime())
    status: Mapped[str] = mapped_column(String(20), default="open")


class Bill(Base):
    __tablename__ = "bills"
    __table_args__ = (
        # Covers the analysis's pass over a customer's bills of a period (payments).
        Index("ix_bills_period", "customer_id", "issued_on", "due_on", "paid_on"),
        # What the bill lines' copies of customer and date refer to (see BillLine).
        UniqueConstraint("number", "customer_id", "issued_on", name="uq_bills_number_period"),
    )

    number: Mapped[str] = mapped_column(String(32), primary_key=True)
    customer_id: Mapped[str] = mapped_column(ForeignKey("customers.id"))
    issued_on: Mapped[date] = mapped_column(Date)
    due_on: Mapped[date] = mapped_column(Date)
    paid_on: Mapped[date | None] = mapped_column(Date)

    lines: Mapped[list[BillLine]] = relationship(
        back_populates="bill", cascade="all, delete-orphan", order_by="BillLine.id",
        foreign_keys="BillLine.bill_number",
    )


class BillLine(Base):
    """A bill line carries its bill's customer and issue date (a bill never changes either;
    a composite foreign key keeps the copies equal to the bill's), so that a customer's
    lines of a period are one range of an index: the analysis reads them in one pass, in
    index order, without joining or sorting."""

    __tablename__ = "bill_lines"
    __table_args__ = (
        ForeignKeyConstraint(["bill_number", "customer_id", "issued_on"],
                             ["bills.number", "bills.customer_id", "bills.issued_on"],
                             name="fk_bill_lines_bill_period"),
        Index("ix_bill_lines_period_bill", "customer_id", "issued_on", "bill_number",
              "quantity", "unit_price"),
        Index("ix_bill_lines_period_sku", "customer_id", "sku", "issued_on", "quantity",
              "unit_price", "unit_cost"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    bill_number: Mapped[str] = mapped_column(ForeignKey("bills.number"), index=True)
    customer_id: Mapped[str] = mapped_column(String(32))
    issued_on: Mapped[date] = mapped_column(Date)
    sku: Mapped[str] = mapped_column(ForeignKey("products.sku"))
    quantity: Mapped[int] = mapped_column(Integer)
    unit_price: Mapped[Decimal] = mapped_column(Money)
    unit_cost: Mapped[Decimal] = mapped_column(Money)

    bill: Mapped[Bill] = relationship(back_populates="lines", foreign_keys=[bill_number])


class AuditEntry(Base):
    """One write attempt, kept forever; the idempotency key makes replays safe."""

    __tablename__ = "audit_log"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    # When the write ran, on the real clock, whatever clock the rules ran on.
    at: Mapped[datetime] = mapped_column(UTCDateTime())
    # The instant the rules ran at when it was not the real one (a scenario's, a test's or a
    # demo run's set clock); None on the real clock. An entry never hides a set clock.
    as_of: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    actor: Mapped[str] = mapped_column(String(200))
    operation: Mapped[str] = mapped_column(String(64))
    arguments: Mapped[dict[str, Any]] = mapped_column(JSON)
    outcome: Mapped[str] = mapped_column(String(64))
    result: Mapped[dict[str, Any]] = mapped_column(JSON)
    idempotency_key: Mapped[str | None] = mapped_column(String(300))
    # The conversation thread whose turn wrote (a graph's keys are "thread:turn:action"),
    # indexed with the id so a turn reads its thread's later writes without a scan.
    thread: Mapped[str | None] = mapped_column(String(300))

    __table_args__ = (UniqueConstraint("idempotency_key", name="uq_audit_idempotency_key"),
                      Index("ix_audit_log_thread", "thread", "id"))


class FailedProof(Base):
    """One failed proof of identity by an anonymous caller: an order number given with an
    e-mail that does not own it. Two rows a failure, one per key ("order:" and "email:"), each
    a SHA-256 digest (a guessed address is kept in no readable form); counted over a window by
    `services.proofs` so guessing is capped across conversations, processes and hosts."""

    __tablename__ = "failed_proofs"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    key: Mapped[str] = mapped_column(String(64))
    # On the real clock, whatever clock the rules run on (a caller may set the run's clock).
    at: Mapped[datetime] = mapped_column(UTCDateTime())

    __table_args__ = (Index("ix_failed_proofs_key_at", "key", "at"),
                      Index("ix_failed_proofs_at", "at"))
