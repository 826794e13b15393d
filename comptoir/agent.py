"""Run a conversation turn through a graph with a checkpointer: the CLI, gateway and evals."""

from __future__ import annotations

import logging
import sqlite3
import time
from contextlib import nullcontext
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.outputs import LLMResult
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph.state import StateGraph
from langgraph.types import StreamMode

from nodes.kit.context import Context, Deps
from nodes.kit.fill import ModelCallFailed
from nodes.kit.say import Lang, render, reply_update
from nodes.kit.texts import KIT_TEXTS
from nodes.kit.turn import lost_writes
from services import metrics, tracing
from services.logs import (
    crash_summary,
    crash_traceback,
    failure_reason,
    quiet_retries,
    scrub,
    thread_context,
)
from services.text import language_of, without_controls

log = logging.getLogger(__name__)
quiet_retries()  # LangGraph's retry records: one line each, no traceback


class ModelUsage(BaseCallbackHandler):
    """Count model calls, failed attempts and tokens (real usage when the server reports it).

    A call that errors (timeout, HTTP 429/500) counts as a call too. A failed attempt is a
    call whose answer the node could not use: the error, malformed or off-schema output.
    Attempts before the last raise ModelCallFailed (LangGraph retries them); the last one
    is in the trace, so both are read here without reaching into the nodes.
    """

    def __init__(self) -> None:
        self.calls = 0
        self.failed_calls = 0
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self.estimated = False
        self.errors: list[str] = []
        self._seen: list[BaseException] = []
        self.output: dict[str, Any] | None = None
        self._root: UUID | None = None

    def on_chain_start(self, serialized: dict[str, Any] | None, inputs: Any, *, run_id: UUID,
                       **kwargs: Any) -> None:
        """The first run started is the graph's own (the turn may itself run inside another
        run, in a notebook or a tool: its parent is then not None)."""
        if self._root is None:
            self._root = run_id

    def on_chain_end(self, outputs: dict[str, Any], *, run_id: UUID,
                     parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        """The graph run's own end carries its final state, read once."""
        if run_id == self._root:
            self.output = outputs

    def on_llm_end(self, response: LLMResult, **kwargs: Any) -> None:
        self.calls += 1
        prompt = completion = 0
        for generations in response.generations:
            for generation in generations:
                message = getattr(generation, "message", None)
                usage = getattr(message, "usage_metadata", None) or {}
                prompt += int(usage.get("input_tokens", 0))
                completion += int(usage.get("output_tokens", 0))
                if (getattr(message, "response_metadata", None) or {}).get(
                    "token_usage_estimated"
                ):
                    self.estimated = True
        self.prompt_tokens += prompt
        self.completion_tokens += completion
        metrics.model_call(ok=True, prompt_tokens=prompt, completion_tokens=completion)

    def on_llm_error(self, error: BaseException, **kwargs: Any) -> None:
        self.calls += 1
        metrics.model_call(ok=False)

    def on_chain_error(self, error: BaseException, **kwargs: Any) -> None:
        if isinstance(error, ModelCallFailed) and not any(error is e for e in self._seen):
            self._seen.append(error)  # the same exception is reported by each enclosing run
            self.failed(failure_reason(error))

    def failed(self, reason: str) -> None:
        self.failed_calls += 1
        self.errors.append(scrub(reason))  # one line each, no input values, for reports
        log.warning("model attempt failed: %s", self.errors[-1])
        metrics.model_failure(reason)

    def read_trace(self, trace: list[dict[str, Any]]) -> None:
        """The last attempt's failure is in the trace, not raised."""
        for event in trace:
            if event.get("kind") == "model" and event.get("ok") is False:
                self.failed(str(event.get("error") or "model call failed"))


@dataclass
class Turn:
    """What one message produced."""

    thread_id: str
    reply: str
    asks: bool
    text_id: str | None
    trace: list[dict[str, Any]]
    latency_ms: float
    model_calls: int
    prompt_tokens: int
    tokens_estimated: bool
    state: dict[str, Any] = field(default_factory=dict)
    model_failures: int = 0
    model_errors: list[str] = field(default_factory=list)
    completion_tokens: int = 0


def open_checkpointer(url: str) -> BaseCheckpointSaver[Any]:
    """A checkpointer for `url`: memory://, sqlite:///path, or postgresql://."""
    if url.startswith("memory"):
        return InMemorySaver()
    if url.startswith("sqlite"):
        from langgraph.checkpoint.sqlite import SqliteSaver

        path = url.split("///", 1)[1] if "///" in url else ":memory:"
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(path, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        saver = SqliteSaver(conn)
        saver.setup()
        return saver
    if url.startswith("postgres"):
        return open_postgres_checkpointer(url)
    raise ValueError(f"Unsupported checkpoint URL: {url!r} (memory://, sqlite:///, postgresql://)")


# Every process that opens the checkpointer runs its migrations under this advisory lock,
# so that worker processes starting together do not race on CREATE TABLE / INSERT version.
_SETUP_LOCK = 0x636F6D70  # "comp"


def open_postgres_checkpointer(url: str, *, pool_size: int = 16) -> BaseCheckpointSaver[Any]:
    """PostgreSQL checkpoints through a connection pool: each read or write borrows its own
    connection, so concurrent turns of one process no longer queue on one locked connection."""
    from langgraph.checkpoint.postgres import PostgresSaver
    from psycopg.rows import dict_row
    from psycopg_pool import ConnectionPool

    class PooledPostgresSaver(PostgresSaver):
        """LangGraph's saver serialises every cursor on one lock, which a single shared
        connection needs; with a pool each cursor has a connection of its own."""

        def __init__(self, pool: ConnectionPool[Any]) -> None:
            super().__init__(pool)
            self.lock = nullcontext()  # type: ignore[assignment]

    pool: ConnectionPool[Any] = ConnectionPool(
        url.replace("postgresql+psycopg://", "postgresql://"), min_size=1, max_size=pool_size,
        kwargs={"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row},
        open=True, name="comptoir-checkpoints",
    )
    try:
        pool.wait(timeout=10)  # fail now, clearly, rather than on the first turn
    except Exception:
        pool.close()
        raise
    saver = PooledPostgresSaver(pool)
    with pool.connection() as conn:
        conn.execute("SELECT pg_advisory_lock(%s)", (_SETUP_LOCK,))
        try:
            saver.setup()
        finally:
            conn.execute("SELECT pg_advisory_unlock(%s)", (_SETUP_LOCK,))
    return saver


class Agent:
    """A compiled graph with its checkpointer and its dependencies, one call per turn.

    `deps` (store, models) go into every run's context; without them, the context
    builds them from the process settings.
    """

    def __init__(self, builder: StateGraph[Any, Any, Any, Any],
                 checkpointer: BaseCheckpointSaver[Any], deps: Deps | None = None) -> None:
        self.checkpointer = checkpointer
        self.deps = deps
        self.graph = builder.compile(checkpointer=checkpointer)

    def context(self, context: Context | None) -> Context:
        """The run's context, carrying this agent's dependencies unless it brings its own."""
        context = context or Context()
        if context.deps is None and self.deps is not None:
            context = replace(context, deps=self.deps)
        return context

    def turn(self, message: str, *, thread_id: str, context: Context | None = None,
             callbacks: list[BaseCallbackHandler] | None = None) -> Turn:
        usage = ModelUsage()
        config: dict[str, Any] = {"configurable": {"thread_id": thread_id},
                                  "callbacks": [usage, *(callbacks or [])]}
        started = time.perf_counter()
        context = self.context(context)
        with thread_context(thread_id), tracing.turn_span(thread_id, context.channel) as spans:
            if spans is not None:
                config["callbacks"].append(spans)
            turn = self._run(message, thread_id, context, config, usage, started)
            if spans is not None:
                spans.finish(workflow=metrics.workflow_of(turn.trace), outcome=turn.text_id,
                             failed=any(e.get("kind") == "error" for e in turn.trace),
                             model_calls=turn.model_calls)
            return turn

    def _run(self, message: str, thread_id: str, context: Context,
             config: dict[str, Any], usage: ModelUsage, started: float) -> Turn:
        try:
            # One checkpoint per turn ("exit"): a turn is the unit of work. Within the run,
            # a retried step keeps the turn's id, hence its idempotency keys: its write is
            # replayed, never doubled. A turn that crashes is not recorded; the next turn
            # gets a new turn id (never a colliding key) and first tells what the crashed
            # turn wrote (nodes/kit/turn.py: unreported_writes).
            state = self._invoke(message, config, context, usage)
        except Exception as exc:  # never a stack trace to the person: a fixed text, logged
            # without the exception's message: a database error's quotes customers' data
            log.error("turn failed on thread %s: %s\n%s", thread_id, crash_summary(exc),
                      crash_traceback(exc))
            state = self._fail_turn(config, message, context, exc)
        latency = (time.perf_counter() - started) * 1000
        last = state["messages"][-1] if state.get("messages") else None
        reply = state.get("reply") or {}
        trace = list(state.get("trace") or [])
        usage.read_trace(trace)
        workflow = metrics.turn_done(trace, reply.get("id"), latency / 1000)
        log.info("turn", extra={"workflow": workflow, "outcome": reply.get("id"),
                                "latency_ms": round(latency, 1), "model_calls": usage.calls,
                                "model_failures": usage.failed_calls})
        return Turn(
            thread_id=thread_id,
            reply=last.content if isinstance(last, AIMessage) else "",  # type: ignore[arg-type]
            asks=bool(reply.get("asks")), text_id=reply.get("id"),
            trace=trace, latency_ms=latency,
            model_calls=usage.calls, prompt_tokens=usage.prompt_tokens,
            tokens_estimated=usage.estimated, state=dict(state),
            model_failures=usage.failed_calls, model_errors=usage.errors,
            completion_tokens=usage.completion_tokens,
        )

    def _invoke(self, message: str, config: dict[str, Any], context: Context,
                usage: ModelUsage) -> dict[str, Any]:
        """Run the turn and return the graph's final state.

        `graph.invoke` streams the whole state after every step (its "values" mode) to keep
        the last one: with the front door's some seventy fields that is a read of every
        channel at each step, about 3M instructions of a status turn measured by callgrind
        (`evals/bench/instructions.py`). Streamed with no mode, the run reads its output
        once, at its end, and hands it to the callbacks' `on_chain_end` (`usage.output`).
        No node calls `interrupt()`, so there is no interrupt for `invoke` to add."""
        nothing: list[StreamMode] = []
        for _ in self.graph.stream(
                {"messages": [HumanMessage(content=without_controls(message))]},
                config,  # type: ignore[call-overload]
                context=context, durability="exit", stream_mode=nothing):
            pass  # nothing is streamed
        if usage.output is None:
            raise RuntimeError("the graph's run ended without its output")
        return usage.output

    def _fail_turn(self, config: dict[str, Any], message: str, context: Context,
                   exc: Exception) -> dict[str, Any]:
        """Close a turn that crashed with a fixed text; the conversation can go on."""
        lang: Lang = context.language or language_of(message)
        text_id = ("say_system_unavailable" if self._nothing_written(config, context)
                   else "say_result_unconfirmed")
        text = render(KIT_TEXTS, text_id, lang, {})
        update = reply_update(None, text, text_id, lang)
        update["trace"].insert(0, {"kind": "error", "error": crash_summary(exc)})
        try:
            recorded = (self.graph.get_state(config).values or {}).get("messages") or []  # type: ignore[arg-type]
            last = recorded[-1] if recorded else None
            if not (isinstance(last, HumanMessage) and last.content == message):
                update["messages"].insert(0, HumanMessage(content=without_controls(message)))
            self.graph.update_state(config, update)  # type: ignore[arg-type]
            values = dict(self.graph.get_state(config).values)  # type: ignore[arg-type]
            if values.get("reply") is None:
                # A thread with no checkpoint yet (its first turn crashed) takes the update
                # as the graph's input, which keeps the messages alone: the reply's id and
                # the error's trace were lost (text_id None at the gateway, in the metrics
                # and on `comptoir ask`'s stderr).
                values.update({key: update[key] for key in ("reply", "trace")})
            return values
        except Exception:  # the checkpointer itself is down: answer anyway
            log.exception("could not record the failed turn")
            return update

    def _nothing_written(self, config: dict[str, Any], context: Context) -> bool:
        """Whether Python knows that no write of this thread is left untold, the failed turn's
        included: the audit log read, and nothing in it after what the thread's last recorded
        turn knew of. Unknown (a database or checkpointer down) is not "nothing"."""
        thread = str(config["configurable"]["thread_id"])
        try:
            values = self.graph.get_state(config).values or {}  # type: ignore[arg-type]
        except Exception:  # the checkpointer is down: every write of the thread counts
            values = {}
        try:
            lost, _seen = lost_writes(context.dependencies().store, thread, values)
        except Exception:
            log.warning("could not tell whether the failed turn wrote", exc_info=True)
            return False
        return not lost

    def state(self, thread_id: str) -> dict[str, Any]:
        """A thread's last state ({} for an unknown thread): the question it waits on."""
        snapshot = self.graph.get_state({"configurable": {"thread_id": thread_id}})
        return dict(snapshot.values or {})

    def history(self, thread_id: str) -> list[dict[str, str]]:
        """The messages of a thread, oldest first ([] for an unknown thread)."""
        snapshot = self.graph.get_state({"configurable": {"thread_id": thread_id}})
        out = []
        for message in (snapshot.values or {}).get("messages", []):
            role = "user" if isinstance(message, HumanMessage) else "assistant"
            out.append({"role": role, "content": str(message.content)})
        return out
