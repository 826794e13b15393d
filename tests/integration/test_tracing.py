"""OpenTelemetry tracing (optional): a span per turn and per graph node of a real turn, nothing
personal in any attribute, nothing at all when no endpoint is configured, and an export over
OTLP/HTTP to a receiver on the loopback."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import (
    InMemorySpanExporter,
)
from opentelemetry.trace import StatusCode

from graphs.front_door import builder
from services import settings as settings_module
from services import tracing
from services.llm.offline import OfflineChatModel
from services.settings import Settings
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation
from tests.otlp_receiver import attributes, receiving

MOVE = "Je voudrais déplacer ma livraison SO-24903 un matin la semaine prochaine"
PERSONAL = ("SO-24903", JEAN, "jean", "déplacer", "livraison", "surprise")


@pytest.fixture
def spans() -> Iterator[InMemorySpanExporter]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    previous = tracing.use(provider)
    yield exporter
    tracing.use(previous)
    tracing.reset()
    provider.shutdown()


def by_name(finished: tuple[ReadableSpan, ...]) -> dict[str, list[ReadableSpan]]:
    out: dict[str, list[ReadableSpan]] = {}
    for span in finished:
        out.setdefault(span.name, []).append(span)
    return out


def no_personal_data(finished: tuple[ReadableSpan, ...]) -> None:
    for span in finished:
        for key, value in (span.attributes or {}).items():
            for word in PERSONAL:
                assert word.lower() not in str(value).lower(), (span.name, key, value)
        assert not span.events  # no recorded exception (its message may quote data)


def test_a_customer_turn_has_a_span_per_node_under_the_turn(
    mem_store: Store, spans: InMemorySpanExporter
) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    turn = desk.say(MOVE)
    assert turn.text_id == "ask_which_slot"
    finished = spans.get_finished_spans()
    named = by_name(finished)
    [root] = named["turn"]
    attributes = dict(root.attributes or {})
    assert attributes["comptoir.thread_id"] == desk.thread_id
    assert attributes["comptoir.workflow"] == "care_desk"
    assert attributes["comptoir.outcome"] == "ask_which_slot"
    assert attributes["comptoir.channel"] == "customer"
    assert root.status.status_code != StatusCode.ERROR
    nodes = [n for n in named if n.startswith("node ")]
    assert {"node begin_turn", "node understand_request",
            "node list_free_slots", "node ask_which_slot"} <= set(nodes)
    # One trace; the desk's nodes are the front door's own: they hang under the turn.
    assert {s.context.trace_id for s in finished} == {root.context.trace_id}
    assert "node care_desk" not in named
    [understand] = named["node understand_request"]
    assert understand.parent is not None and understand.parent.span_id == root.context.span_id
    assert dict(understand.attributes or {})["langgraph.subgraph"] == "(root)"
    # The model call is a span of the node that made it.
    chats = [c for c in named.get("chat", []) if c.parent and
             c.parent.span_id == understand.context.span_id]
    assert chats and dict(chats[0].attributes or {})["gen_ai.operation.name"] == "chat"
    # Every span closed inside the turn's time, and nothing personal anywhere.
    assert all(root.start_time <= s.start_time and s.end_time <= root.end_time  # type: ignore[operator]
               for s in finished)
    no_personal_data(finished)


def test_a_staff_turn_names_its_workflow(mem_store: Store, spans: InMemorySpanExporter) -> None:
    staff = Conversation(builder, mem_store, OfflineChatModel(), channel="staff")
    turn = staff.say("Quelles factures de Jean Martin sont en retard ?")
    [root] = by_name(spans.get_finished_spans())["turn"]
    assert dict(root.attributes or {})["comptoir.workflow"] == "billing"
    assert dict(root.attributes or {})["comptoir.outcome"] == turn.text_id
    assert "node classify_request" in by_name(spans.get_finished_spans())


def test_a_failed_turn_is_an_error_span_without_the_error_text(
    mem_store: Store, spans: InMemorySpanExporter, monkeypatch: pytest.MonkeyPatch
) -> None:
    def bug(*args: Any, **kwargs: Any) -> Any:
        raise KeyError("surprise")

    monkeypatch.setattr("services.care.get_order", bug)
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    assert desk.say("Où en est SO-24903 ?").text_id == "say_system_unavailable"
    finished = spans.get_finished_spans()
    named = by_name(finished)
    [root] = named["turn"]
    assert root.status.status_code == StatusCode.ERROR
    assert dict(root.attributes or {})["comptoir.outcome"] == "say_system_unavailable"
    [failed] = named["node read_order"][-1:]
    assert failed.status.status_code == StatusCode.ERROR
    assert dict(failed.attributes or {})["error.type"] == "KeyError"
    no_personal_data(finished)


def test_a_served_graph_run_is_a_turn_trace(mem_store: Store,
                                            spans: InMemorySpanExporter) -> None:
    """The graphs as the LangGraph server runs them (no Agent): one handler for every run,
    each root run its own `turn` span."""
    from langgraph.checkpoint.memory import InMemorySaver

    from graphs.care_desk import builder
    from nodes.kit.context import Context, Deps
    from nodes.kit.wiring import served

    # Compiled here, while tracing is on, as the server compiles it (the module's own
    # graph is compiled once, on first use, whatever tracing was then).
    graph = served(builder, "care_desk").copy(update={"checkpointer": InMemorySaver()})
    context = Context(deps=Deps.of(mem_store, OfflineChatModel()),
                      now="2026-10-14T09:00:00+02:00")
    for thread in ("t-one", "t-two"):
        graph.invoke({"messages": [{"role": "user", "content": f"{MOVE} {JEAN}"}]},
                     {"configurable": {"thread_id": thread}}, context=context)
    finished = spans.get_finished_spans()
    turns = by_name(finished)["turn"]
    assert len(turns) == 2 and len({t.context.trace_id for t in turns}) == 2
    for root in turns:
        attributes = dict(root.attributes or {})
        assert attributes["comptoir.outcome"] == "ask_which_slot"
        assert attributes["comptoir.workflow"] == "care_desk"
        assert attributes["comptoir.graph"] == "care_desk"
        nodes = {s.name for s in finished if s.context.trace_id == root.context.trace_id}
        assert {"node begin_turn", "node understand_request", "node ask_which_slot"} <= nodes
    assert {dict(t.attributes or {})["comptoir.thread_id"] for t in turns} == {"t-one",
                                                                              "t-two"}
    no_personal_data(finished)


def test_no_endpoint_no_tracing(mem_store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in tracing.ENDPOINT_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(settings_module, "get_settings", lambda: Settings())
    tracing.reset()
    try:
        assert tracing.provider() is None
        with tracing.turn_span("t-1", "customer") as spans:
            assert spans is None  # no span, no callback on the turn
        desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
        assert desk.say("Où en est SO-24903 ?").text_id
    finally:
        tracing.reset()


def test_the_endpoint_settings() -> None:
    assert tracing.endpoint("http://collector:4318/") == "http://collector:4318/v1/traces"


def test_spans_are_exported_to_an_otlp_http_receiver(
    mem_store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    with receiving() as receiver:
        monkeypatch.delenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", raising=False)
        monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", receiver.url)
        monkeypatch.setattr(settings_module, "get_settings", lambda: Settings())
        tracing.reset()
        try:
            desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
            desk.say(MOVE)
            provider = tracing.provider()
            assert provider is not None
            assert provider.force_flush(10_000)
            provider.shutdown()
        finally:
            tracing.reset()
    assert receiver.posts, "nothing exported"
    path, content_type, _body = receiver.posts[0]
    assert path == "/v1/traces" and content_type == "application/x-protobuf"
    spans = receiver.spans()
    assert {"turn", "node begin_turn", "node understand_request"} <= {s.name for _r, s in spans}
    assert {r["service.name"] for r, _s in spans} == {"comptoir"}
    [turn] = [s for _r, s in spans if s.name == "turn"]
    assert attributes(turn)["comptoir.thread_id"] == desk.thread_id
    assert attributes(turn)["comptoir.outcome"] == "ask_which_slot"
