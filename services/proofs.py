"""Cap the guessing of identity proofs: an anonymous caller proves an order is theirs with
its number and its e-mail, and each failure is counted in the database (shared by every
conversation, worker process and host), by order number and by e-mail.

Once an order number has `PER_ORDER` failures within `WINDOW`, or an e-mail `PER_EMAIL`,
no proof with it is tried until the window has moved on: the desk says so in a fixed text,
whether or not the pair would have matched (else the lock itself would answer the guess).
Only proofs by anonymous callers count and are refused: a signed-in customer's e-mail comes
from a validated token, so a stranger's failures can never lock them out of their orders.
Times are the real clock's (a run's clock may be set by its caller)."""

from __future__ import annotations

import hashlib
from datetime import datetime, timedelta

from sqlalchemy import delete, func, insert, select

from services import rules
from services.clock import SystemClock
from services.models import FailedProof
from services.store import Store

WINDOW = timedelta(minutes=15)
PER_ORDER = 5    # an order number tried with five wrong e-mails
PER_EMAIL = 10   # an e-mail tried with ten order numbers it does not own


def _keys(number: str, email: str) -> tuple[str, str]:
    order = hashlib.sha256(f"order:{number.strip().upper()}".encode()).hexdigest()
    mail = hashlib.sha256(f"email:{rules.normalise_email(email)}".encode()).hexdigest()
    return order, mail


def locked(store: Store, *, number: str, email: str, at: datetime | None = None) -> bool:
    """Whether a proof of `number` with `email` must not be tried now."""
    since = (at or SystemClock().now()) - WINDOW
    order, mail = _keys(number, email)
    counted = select(FailedProof.key, func.count()).where(
        FailedProof.key.in_((order, mail)), FailedProof.at >= since).group_by(FailedProof.key)
    with store.engine.connect() as conn:
        counts: dict[str, int] = {key: n for key, n in conn.execute(counted)}
    return counts.get(order, 0) >= PER_ORDER or counts.get(mail, 0) >= PER_EMAIL


def failed(store: Store, *, number: str, email: str, at: datetime | None = None) -> None:
    """Count a failed proof (and forget every failure past the window, so the table holds
    at most a window's worth of them)."""
    now = at or SystemClock().now()
    with store.engine.begin() as conn:
        conn.execute(delete(FailedProof).where(FailedProof.at < now - WINDOW))
        conn.execute(insert(FailedProof), [{"key": k, "at": now}
                                           for k in _keys(number, email)])
