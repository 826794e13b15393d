"""Optional OpenTelemetry tracing: a span per turn, a span per graph node, a span per model call.

Off unless an OTLP endpoint is configured (COMPTOIR_OTEL_ENDPOINT, or the standard
OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) and the `otel` extra is
installed (`pip install comptoir[otel]`). Then spans go to that endpoint over OTLP/HTTP
(protobuf), batched. When off, nothing is created and no callback is added to a turn.

What a span carries is bounded and never personal: the thread id, the workflow, the reply's
text id (the outcome), node names and steps, model names and token counts, exception type
names. Never a message, a reply, an e-mail, an order number or an error message (a database
error may quote the values it refused).
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.outputs import LLMResult

log = logging.getLogger(__name__)

TRACER_NAME = "comptoir"
ENDPOINT_VARIABLES = ("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_EXPORTER_OTLP_ENDPOINT")

_lock = threading.Lock()
_provider: Any = None  # opentelemetry.sdk.trace.TracerProvider, once configured
_configured = False


def endpoint(setting: str | None = None) -> str | None:
    """The OTLP/HTTP traces URL: the Comptoir setting, else the standard variables (a base
    URL gets /v1/traces, as the OpenTelemetry specification says); None: tracing is off."""
    if setting:
        return setting.rstrip("/") + "/v1/traces"
    if os.environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"):
        return os.environ["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"]
    if os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"):
        return os.environ["OTEL_EXPORTER_OTLP_ENDPOINT"].rstrip("/") + "/v1/traces"
    return None


def exporting_provider(url: str, *, service_name: str = "comptoir") -> Any:
    """A tracer provider that batches spans to `url` over OTLP/HTTP."""
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    name = os.environ.get("OTEL_SERVICE_NAME") or service_name
    provider = TracerProvider(resource=Resource.create({"service.name": name}))
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=url)))
    return provider


def provider() -> Any:
    """The process's tracer provider, configured once from the settings; None when off."""
    global _provider, _configured
    if _configured:
        return _provider
    with _lock:
        if not _configured:
            from services.settings import get_settings

            url = endpoint(get_settings().otel_endpoint)
            if url:
                try:
                    _provider = exporting_provider(url)
                    log.info("OpenTelemetry: exporting traces to %s", url)
                except ImportError:
                    log.error("an OTLP endpoint is set but OpenTelemetry is not installed: "
                              "pip install 'comptoir[otel]'; tracing is off")
            _configured = True
    return _provider


def use(new: Any) -> Any:
    """Use this tracer provider (None: tracing off) from now on; return the previous one.
    For tests and embedding applications that own their provider."""
    global _provider, _configured
    with _lock:
        previous, _provider, _configured = _provider, new, True
    return previous


def reset() -> None:
    """Read the settings again on the next turn (tests; after changing the environment)."""
    global _provider, _configured
    with _lock:
        _provider, _configured = None, False


@contextmanager
def turn_span(thread_id: str, channel: str) -> Iterator[TurnTracing | None]:
    """A span around one turn, and the callback that adds its node and model spans; None
    (no span, no callback) when tracing is off."""
    current = provider()
    if current is None:
        yield None
        return
    from opentelemetry import trace

    tracer = current.get_tracer(TRACER_NAME)
    # No exception recorded on the span: its message may quote a customer's data.
    with tracer.start_as_current_span("turn", kind=trace.SpanKind.SERVER,
                                      record_exception=False,
                                      set_status_on_exception=False) as span:
        span.set_attribute("comptoir.thread_id", thread_id)
        span.set_attribute("comptoir.channel", channel)
        yield TurnTracing(tracer, span)


def traced(graph: Any) -> Any:
    """The graph with a callback that makes each of its runs a `turn` trace, when tracing is
    on (the graphs as the LangGraph server serves them); the graph itself when off."""
    try:
        current = provider()
    except Exception as exc:  # an invalid setting: the command that reads it says so
        log.warning("tracing is off: the settings could not be read (%s)",
                    type(exc).__name__)
        return graph
    if current is None:
        return graph
    return graph.with_config(callbacks=[TurnTracing(current.get_tracer(TRACER_NAME), None)])


def _outcome(span: Any, graph: str, outputs: Any) -> None:
    """The workflow and outcome of a run, read from its output (`reply`, `trace`)."""
    from services.metrics import WORKFLOWS, workflow_of

    if not isinstance(outputs, dict):
        return
    reply = outputs.get("reply") or {}
    trace = outputs.get("trace") or []
    workflow = workflow_of(trace)
    if workflow == "front_door" and graph in WORKFLOWS:  # a workflow's graph run alone
        workflow = graph
    span.set_attribute("comptoir.workflow", workflow)
    span.set_attribute("comptoir.outcome", str(reply.get("id") or "none"))


class TurnTracing(BaseCallbackHandler):
    """Open a span for every graph node (and model call) of a turn, under the turn's span.

    LangGraph runs each node as a chain whose name is the node's and whose tags hold its
    step ("graph:step:N"); other chains (routers, parsers, the graph itself) open no span but
    pass their parent's span to what they run. Given no turn span (`traced`: one handler for
    every run of a served graph), each root run opens its own `turn` span.
    """

    run_inline = True  # called in the node's own thread, in order

    def __init__(self, tracer: Any, turn: Any) -> None:
        self.tracer = tracer
        self.turn = turn
        self._spans: dict[UUID, Any] = {}  # run id → the span it opened
        self._parent: dict[UUID, Any] = {}  # run id → the span its children hang under
        self._roots: set[UUID] = set()  # runs that opened a `turn` span (no turn given)
        self._graphs: dict[UUID, str] = {}  # such a run → its graph's name
        self._lock = threading.Lock()

    def finish(self, *, workflow: str, outcome: str | None, failed: bool,
               model_calls: int) -> None:
        """What the turn did, on its span (the span itself ends with `turn_span`)."""
        from opentelemetry.trace import Status, StatusCode

        self.turn.set_attribute("comptoir.workflow", workflow)
        self.turn.set_attribute("comptoir.outcome", outcome or "none")
        self.turn.set_attribute("comptoir.model_calls", model_calls)
        if failed:
            self.turn.set_status(Status(StatusCode.ERROR, "the turn failed"))
        with self._lock:  # a node interrupted by the failure never got its end callback
            left = list(self._spans.values())
            self._spans.clear()
        for span in left:
            span.end()

    def _start(self, name: str, run_id: UUID, parent_run_id: UUID | None,
               attributes: dict[str, Any]) -> None:
        from opentelemetry import trace

        with self._lock:
            parent = self._parent.get(parent_run_id) if parent_run_id else None
            span = self.tracer.start_span(
                name, context=trace.set_span_in_context(parent or self.turn),
                attributes=attributes)
            self._spans[run_id] = span
            self._parent[run_id] = span

    def _end(self, run_id: UUID, error: BaseException | None = None) -> None:
        from opentelemetry.trace import Status, StatusCode

        with self._lock:
            self._parent.pop(run_id, None)
            span = self._spans.pop(run_id, None)
        if span is None:
            return
        if error is not None:
            span.set_attribute("error.type", type(error).__name__)
            span.set_status(Status(StatusCode.ERROR, type(error).__name__))
        span.end()

    def on_chain_start(self, serialized: dict[str, Any] | None, inputs: Any, *, run_id: UUID,
                       parent_run_id: UUID | None = None, tags: list[str] | None = None,
                       metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        metadata = metadata or {}
        tags = tags or []
        if parent_run_id is None and self.turn is None:
            from opentelemetry import trace

            graph = str(metadata.get("graph_id") or kwargs.get("name") or "")
            span = self.tracer.start_span("turn", kind=trace.SpanKind.SERVER, attributes={
                "comptoir.thread_id": str(metadata.get("thread_id") or ""),
                "comptoir.graph": graph,
            })
            with self._lock:
                self._graphs[run_id] = graph
                self._spans[run_id] = span
                self._parent[run_id] = span
                self._roots.add(run_id)
            return
        node = metadata.get("langgraph_node")
        is_node = (node is not None and kwargs.get("name") == node
                   and "langsmith:hidden" not in tags
                   and any(t.startswith("graph:step:") for t in tags))
        if not is_node:
            with self._lock:  # pass the parent's span down
                self._parent[run_id] = self._parent.get(parent_run_id) if parent_run_id \
                    else None
            return
        namespace = str(metadata.get("checkpoint_ns") or "")
        graph = "/".join(part.split(":", 1)[0] for part in namespace.split("|") if part)
        self._start(f"node {node}", run_id, parent_run_id, {
            "langgraph.node": str(node), "langgraph.step": int(metadata.get("langgraph_step")
                                                                or 0),
            "langgraph.subgraph": graph or "(root)",
        })

    def on_chain_end(self, outputs: Any, *, run_id: UUID, **kwargs: Any) -> None:
        if run_id in self._roots:
            with self._lock:
                self._roots.discard(run_id)
                span = self._spans.get(run_id)
                graph = self._graphs.pop(run_id, "")
            if span is not None:
                _outcome(span, graph, outputs)
        self._end(run_id)
        with self._lock:
            self._parent.pop(run_id, None)

    def on_chain_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        with self._lock:
            self._roots.discard(run_id)
            self._graphs.pop(run_id, None)
        self._end(run_id, error)
        with self._lock:
            self._parent.pop(run_id, None)

    def on_chat_model_start(self, serialized: dict[str, Any] | None, messages: Any, *,
                            run_id: UUID, parent_run_id: UUID | None = None,
                            metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        metadata = metadata or {}
        self._start("chat", run_id, parent_run_id, {
            "gen_ai.operation.name": "chat",
            "gen_ai.request.model": str(metadata.get("ls_model_name") or "unknown"),
            "gen_ai.provider.name": str(metadata.get("ls_provider") or "unknown"),
        })

    def on_llm_end(self, response: LLMResult, *, run_id: UUID, **kwargs: Any) -> None:
        with self._lock:
            span = self._spans.get(run_id)
        if span is not None:
            prompt = completion = 0
            for generations in response.generations:
                for generation in generations:
                    usage = getattr(getattr(generation, "message", None), "usage_metadata",
                                    None) or {}
                    prompt += int(usage.get("input_tokens", 0))
                    completion += int(usage.get("output_tokens", 0))
            span.set_attribute("gen_ai.usage.input_tokens", prompt)
            span.set_attribute("gen_ai.usage.output_tokens", completion)
        self._end(run_id)

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        self._end(run_id, error)
