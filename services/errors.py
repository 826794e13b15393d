"""Name the business refusals; every door maps them to a clear answer."""

from __future__ import annotations

from datetime import date


class DomainError(Exception):
    """A refusal the business rules give; `code` is stable, `message` is for people."""

    code = "domain_error"
    status = 400

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class OrderNotFound(DomainError):
    """No order with this number for this e-mail: the message never says which."""

    code = "order_not_found"
    status = 404
    MESSAGE = "No order matches this order number and e-mail address."

    def __init__(self) -> None:
        super().__init__(self.MESSAGE)


class NotFound(DomainError):
    code = "not_found"
    status = 404


class OrderClosed(DomainError):
    """The order is delivered or cancelled: its delivery cannot move."""

    code = "order_closed"
    status = 409


class TooLate(DomainError):
    """The booked delivery is less than 48 hours away: it cannot move any more."""

    code = "too_late"
    status = 409


class NotTooLate(DomainError):
    """A late-delivery case needs a booked delivery less than 48 hours away (else it moves)."""

    code = "not_too_late"
    status = 409


class SlotUnavailable(DomainError):
    """The target slot is unknown, full, too soon, or the current one."""

    code = "slot_unavailable"
    status = 409


class NotDelivered(DomainError):
    """A damage case needs a delivered order."""

    code = "not_delivered"
    status = 409


class CaseAlreadyOpen(DomainError):
    """A case of this kind is already open on this order: its number is in the message."""

    code = "case_already_open"
    status = 409


class IdempotencyConflict(DomainError):
    """The idempotency key was already used with different arguments."""

    code = "idempotency_conflict"
    status = 409


class InvalidArgument(DomainError):
    code = "invalid_argument"
    status = 422


class InvalidPeriod(InvalidArgument):
    """A period that ends before it starts: nothing is read over it (never an empty list)."""

    code = "invalid_period"

    def __init__(self, start: date, end: date) -> None:
        super().__init__(
            f"The period ends before it starts (start {start.isoformat()} is after end "
            f"{end.isoformat()}): give a start on or before the end.")


def check_period(start: date | None, end: date | None) -> None:
    """Refuse a period whose end comes before its start (an open end is no period to check)."""
    if start is not None and end is not None and end < start:
        raise InvalidPeriod(start, end)


class BookingChanged(DomainError):
    """The delivery is no longer on the slot the caller read (and told the customer): the
    move they agreed to is not the one it would make."""

    code = "booking_changed"
    status = 409


class Conflict(DomainError):
    """Another request changed the same booking at the same moment; retry."""

    code = "conflict"
    status = 409


ERRORS_BY_CODE: dict[str, type[DomainError]] = {
    cls.code: cls
    for cls in (
        DomainError, OrderNotFound, NotFound, OrderClosed, TooLate, SlotUnavailable,
        NotDelivered, CaseAlreadyOpen, IdempotencyConflict, InvalidArgument, InvalidPeriod,
        Conflict, BookingChanged,
    )
}


def rebuild_error(code: str, message: str) -> DomainError:
    """Recreate a recorded refusal (for idempotent replays)."""
    cls = ERRORS_BY_CODE.get(code, DomainError)
    error = cls.__new__(cls)
    DomainError.__init__(error, message)
    return error
