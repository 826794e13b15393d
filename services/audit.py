"""Record every write in the audit log and make replays of one idempotency key safe."""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar
from urllib.parse import unquote

from pydantic import BaseModel
from sqlalchemy import bindparam, insert, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from services import metrics
from services.clock import SystemClock
from services.db import read_all, write_transaction
from services.errors import DomainError, IdempotencyConflict, rebuild_error
from services.models import AuditEntry
from services.store import Store

R = TypeVar("R", bound=BaseModel)

MAX_ATTEMPTS = 5


def thread_key(thread: str) -> str:
    """A thread id as the first part of an idempotency key ("thread:turn:action"): "%" and
    ":" escaped, so the first ":" always ends the thread part."""
    return thread.replace("%", "%25").replace(":", "%3A")


def caller_of(key: str, *, secret: str) -> str:
    """A short, stable name for an API caller: an HMAC of its key under the audit secret
    (COMPTOIR_AUDIT_SECRET), never the key nor a part of it, nor a plain hash of it (a
    plain hash of a short or leaked key list can be matched by anyone who reads the log).
    What the audit log records as the actor, and what scopes its idempotency keys."""
    return hmac.new(secret.encode(), f"api-key\0{key}".encode(), hashlib.sha256
                    ).hexdigest()[:16]


def caller_scoped(caller: str, key: str | None) -> str | None:
    """An API caller's idempotency key, scoped to that caller: two callers who happen to
    choose the same key do not meet (no refusal that tells one what the other did), and
    escaped so that it names no conversation (a key with ":" in it would otherwise be read
    as a thread's, and told in that conversation as a write of its own)."""
    if key is None:
        return None
    return f"api.{caller}.{key.replace('%', '%25').replace(':', '%3A')}"


def as_given(key: str) -> str:
    """The idempotency key as its caller sent it (`caller_scoped` undone): what a refusal
    names, never the scope the caller did not write."""
    if not key.startswith("api."):
        return key
    given = key.split(".", 2)[-1]
    return given.replace("%3A", ":").replace("%25", "%")


MAX_KEY = 300
"""The longest idempotency key a caller may give (the tools' argument; the System API's header
takes 200)."""
_KEY_COLUMN, _ACTOR_COLUMN, _THREAD_COLUMN = 300, 200, 300  # services/models.py AuditEntry


def fitted(value: str, width: int) -> str:
    """`value` as a column `width` characters wide holds it: unchanged when it fits, else its
    start and the SHA-256 of the whole (the same value always gives the same form, two
    values a different one). A caller's key grows when scoped and escaped, a desk actor
    holds an e-mail of up to 254 characters."""
    if len(value) <= width:
        return value
    digest = hashlib.sha256(value.encode()).hexdigest()
    return f"{value[:width - len(digest) - 1]}#{digest}"


def thread_of(idempotency_key: str | None) -> str | None:
    """The thread a key belongs to (what `thread_key` wrote before the first ":"); a key
    without ":" (an API caller's own key) names no thread."""
    if not idempotency_key or ":" not in idempotency_key:
        return None
    return unquote(idempotency_key.split(":", 1)[0])


# Who a tool acts for, as the audit log names them: set around a tool call by the door that
# makes it (the desk: its channel and signed-in customer; MCP: the key); "tool" otherwise.
_ACTOR: ContextVar[str] = ContextVar("comptoir_actor", default="tool")


@contextmanager
def acting_as(actor: str) -> Iterator[None]:
    """Record the writes made within as `actor`'s."""
    token = _ACTOR.set(actor)
    try:
        yield
    finally:
        _ACTOR.reset(token)


def current_actor() -> str:
    return _ACTOR.get()


# Built once: the entry a key already wrote, and a new entry.
_ENTRY_OF_KEY = (select(AuditEntry.operation, AuditEntry.arguments, AuditEntry.outcome,
                        AuditEntry.result)
                 .where(AuditEntry.idempotency_key == bindparam("key")))
_NEW_ENTRY = insert(AuditEntry)


class _Used(Exception):
    """The key was used already: its entry, found in the write transaction (left unused)."""

    def __init__(self, entry: Any) -> None:
        super().__init__("idempotency key already used")
        self.entry = entry


def _replay(entry: Any, *, key: str, operation: str, arguments: dict[str, Any],
            result_type: type[R]) -> R:
    """What a used key's entry answers: its result again, its refusal again, or a conflict
    when the key was used for another request."""
    if entry.operation != operation or entry.arguments != arguments:
        raise IdempotencyConflict(
            f"Idempotency key {as_given(key)!r} was already used for a different request "
            f"({entry.operation}); use a new key for a new request."
        )
    if entry.outcome == "ok":
        return result_type.model_validate(entry.result)
    raise rebuild_error(entry.result.get("code", "domain_error"), entry.result.get("message", ""))


def _record(session: Session, store: Store, *, actor: str, operation: str,
            arguments: dict[str, Any], outcome: str, result: dict[str, Any],
            idempotency_key: str | None) -> None:
    """Add one audit entry in `session`'s transaction."""
    real = SystemClock().now()
    thread = thread_of(idempotency_key)
    session.execute(_NEW_ENTRY, {
        "at": real, "as_of": None if isinstance(store.clock, SystemClock) else store.now(),
        "actor": fitted(actor, _ACTOR_COLUMN), "operation": operation, "arguments": arguments,
        "outcome": outcome, "result": result, "idempotency_key": idempotency_key,
        # A thread too long for its column names none: its writes are still told by the
        # reply of the turn that made them, not found again after a crash.
        "thread": thread if thread is not None and len(thread) <= _THREAD_COLUMN else None})


def idempotent_write(
    store: Store,
    *,
    operation: str,
    actor: str,
    arguments: dict[str, Any],
    idempotency_key: str | None,
    result_type: type[R],
    work: Callable[[Session], R],
) -> R:
    """Run `work` in one transaction with its audit entry; replay a used key.

    The audit entry of a success is written in the same transaction as the
    change, so a change never exists without its entry and a key can never
    be applied twice (unique constraint). A refusal is recorded afterwards in
    its own transaction, so the refused change leaves nothing behind.
    """
    given = idempotency_key  # what a conflict names: the key as sent, never its stored form
    if idempotency_key is not None:  # the form stored, looked up and replayed
        idempotency_key = fitted(idempotency_key, _KEY_COLUMN)
    for _attempt in range(MAX_ATTEMPTS):
        try:
            with write_transaction(store.sessions) as session:
                # The key is looked up in the write transaction itself: one round trip
                # less than a read before it, and no write can slip in between.
                if idempotency_key is not None:
                    used = session.execute(_ENTRY_OF_KEY, {"key": idempotency_key}).first()
                    if used is not None:
                        raise _Used(used)
                result = work(session)
                _record(session, store, actor=actor, operation=operation,
                        arguments=arguments, outcome="ok", result=result.model_dump(mode="json"),
                        idempotency_key=idempotency_key)
            metrics.write(operation, "ok")
            return result
        except _Used as used:
            assert given is not None
            replayed = _replay(used.entry, key=given, operation=operation,
                               arguments=arguments, result_type=result_type)
            metrics.write(operation, "replayed")
            return replayed
        except IntegrityError:
            # A concurrent request used the same key, or took the same case number:
            # look again (the replay branch answers the first case), then retry.
            continue
        except DomainError as refusal:
            try:
                with write_transaction(store.sessions) as session:
                    _record(session, store, actor=actor, operation=operation,
                            arguments=arguments, outcome=f"refused:{refusal.code}",
                            result={"code": refusal.code, "message": refusal.message},
                            idempotency_key=idempotency_key)
            except IntegrityError:
                continue
            metrics.write(operation, "refused")
            raise
    raise DomainError("The request could not be completed because of concurrent changes; retry.")


# Built once: a thread's successful writes after an audit entry (read at every turn's start),
# one range of the (thread, id) index.
_WRITES_SINCE = (
    select(AuditEntry.id, AuditEntry.idempotency_key, AuditEntry.operation, AuditEntry.result)
    .where(AuditEntry.thread == bindparam("thread"), AuditEntry.id > bindparam("after_id"),
           AuditEntry.outcome == "ok")
    .order_by(AuditEntry.id)
)


def writes_since(store: Store, *, thread: str, after_id: int) -> list[dict[str, Any]]:
    """The successful writes of conversation `thread` recorded after audit entry `after_id`,
    oldest first: id, key, operation and result."""
    rows = read_all(store.engine, _WRITES_SINCE, {"thread": thread, "after_id": after_id})
    return [{"id": row.id, "key": row.idempotency_key, "operation": row.operation,
             "result": dict(row.result)} for row in rows]
