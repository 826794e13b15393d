"""Help executors call tools: deterministic idempotency keys and a trace of every call."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from langchain_core.runnables import RunnableConfig
from langgraph.types import RetryPolicy
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError

from services.store import Store
from tools.base import Tool, ToolError

R = TypeVar("R")


def idempotency_key(config: RunnableConfig, state: Mapping[str, Any], action: str) -> str | None:
    """thread + turn + action: a retried or resumed node writes at most once."""
    thread = (config.get("configurable") or {}).get("thread_id")
    if not thread:
        return None
    return f"{thread}:{state.get('turn', 0)}:{action}"


class Call:
    """The outcome of one tool call: a result, or the refusal's code and message."""

    def __init__(self, result: Any = None, error: ToolError | None = None) -> None:
        self.result = result
        self.error = error

    @property
    def ok(self) -> bool:
        return self.error is None


def call_tool(
    tool: Tool[Any, Any], store: Store, arguments: Mapping[str, Any], trace: list[dict[str, Any]]
) -> Call:
    """Run `tool`; expected refusals come back as data, unexpected errors propagate."""
    try:
        result = tool(store, dict(arguments))
    except ToolError as exc:
        trace.append({"kind": "tool", "tool": tool.name, "ok": False, "code": exc.code,
                      "message": exc.message})
        return Call(error=exc)
    trace.append({"kind": "tool", "tool": tool.name, "ok": True})
    return Call(result=result)


def _transient(exc: Exception) -> bool:
    """Database hiccups worth a retry: the idempotency key makes the retry safe."""
    if isinstance(exc, DBAPIError) and exc.connection_invalidated:
        return True
    return isinstance(exc, OperationalError | InterfaceError | TimeoutError | ConnectionError)


# Executors retry transient failures; a write replayed with its key is applied once.
EXECUTOR_RETRY = RetryPolicy(max_attempts=3, initial_interval=0.05, backoff_factor=2.0,
                             max_interval=1.0, jitter=False, retry_on=_transient)
