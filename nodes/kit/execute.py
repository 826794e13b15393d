"""Help executors call tools, with one error policy for every executor.

The policy: a tool's refusal (`ToolError`: not found, too late, invalid
arguments...) becomes `Outcome(ok=False, code=...)` in the state, the router
that follows the executor reads it, and a fixed text answers. Anything else
(a database hiccup) is retried (`EXECUTOR_RETRY`) and, if it persists,
propagates: the turn closes on a fixed "system unavailable" text. Writes carry
a deterministic idempotency key (thread + turn + action), so a retry writes
once.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextlib import nullcontext
from typing import Any, TypeVar

from langgraph.runtime import Runtime
from langgraph.types import RetryPolicy
from pydantic import BaseModel
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError

from nodes.kit.context import Context, run_context
from nodes.kit.state import Outcome, failure, success
from services.audit import acting_as, thread_key
from services.store import Store
from tools.base import Tool, ToolError

T = TypeVar("T")


def idempotency_key(runtime: Runtime[Context], state: Mapping[str, Any], action: str
                    ) -> str | None:
    """thread + turn id + action: a retried or resumed node writes at most once, and a later
    turn never reuses a key (the turn id holds the message's id, see `begin_turn`)."""
    thread = runtime.execution_info.thread_id if runtime.execution_info else None
    if not thread:
        return None
    return f"{thread_key(thread)}:{state.get('turn_id') or state.get('turn', 0)}:{action}"


def call_tool(
    tool: Tool[Any, Any], store: Store, arguments: Mapping[str, Any],
    trace: list[dict[str, Any]], *, keep: Callable[[Any], T] | None = None,
    actor: str | None = None,
) -> Outcome[T]:
    """Run `tool` (its writes recorded as `actor`'s): its refusal comes back as
    `Outcome(ok=False)`, its result as JSON (or what `keep` takes of it); unexpected errors
    propagate."""
    try:
        with acting_as(actor) if actor else nullcontext():
            result = tool(store, dict(arguments))
    except ToolError as exc:
        trace.append({"kind": "tool", "tool": tool.name, "ok": False, "code": exc.code,
                      "message": exc.message})
        return failure(exc.code, exc.message)
    trace.append({"kind": "tool", "tool": tool.name, "ok": True})
    if keep is not None:
        return success(keep(result))
    dumped: Any = result.model_dump(mode="json") if isinstance(result, BaseModel) else result
    return success(dumped)


def _transient(exc: Exception) -> bool:
    """Database hiccups worth a retry: the idempotency key makes the retry safe."""
    if isinstance(exc, DBAPIError) and exc.connection_invalidated:
        return True
    return isinstance(exc, OperationalError | InterfaceError | TimeoutError | ConnectionError)


# Executors retry transient failures; a write replayed with its key is applied once.
EXECUTOR_RETRY = RetryPolicy(max_attempts=3, initial_interval=0.05, backoff_factor=2.0,
                             max_interval=1.0, jitter=False, retry_on=_transient)


def actor_of(runtime: Runtime[Context], order: str | None = None) -> str:
    """Who the desk's writes are recorded for in the audit log: the channel and the proven
    subject, never a name or field a caller fills. The door's subject when there is one (a
    token's subject, staff too: "desk:staff:user:<iss>|<sub>"; an anonymous session's
    fingerprint); else the signed-in e-mail the run asserts ("desk:customer:jean.martin@…");
    else the proof the conversation gave: the order proven with its e-mail
    ("desk:customer:proof:SO-24903", both in the entry's arguments)."""
    context = run_context(runtime)
    who = context.subject or context.customer_email \
        or (f"proof:{order}" if order else "unsigned")
    return f"desk:{context.channel}:{who}"
