"""A customer's run output, on every door to it, is the graphs' output and nothing more.

An attacker review found that `POST /threads/{id}/runs/wait` with `stream_mode: ["updates"]`
(or `["custom"]`), and `GET /threads/{id}/runs/{run_id}/join` once a run was done, answered
the thread's whole state: the server falls back to it when the run streamed no `values`. A
customer read the pending proposal, the order the desk had read, the fields the model filled.
The edge (comptoir/langgraph_http.py) now cuts every waited-for, joined or streamed output of
a customer's run to `messages`, `reply` and `trace`, `updates` per node included; staff and
demo customers (Studio) keep all of it. Outside demo mode the trace a customer reads is empty
(the routers' reasons, the words read as consent stay inside, as at the gateway) and a run's
error is its kind and a fixed text (a database error's message carries SQL and values)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from comptoir import langgraph_http
from tests.security.langgraph_edge import Verifiers, server_mode

OUTPUT = {"messages": [{"type": "ai", "content": "Voici les créneaux : 1. mardi"}],
          "reply": {"id": "ask_which_slot", "asks": True, "language": "fr"},
          "trace": [{"kind": "route", "to": "ask_which_slot"}]}
INSIDE = {"awaiting": {"question": "ask_confirm_move", "pending": {
    "action": "move", "order_number": "SO-24903", "email": "jean.martin@example.com",
    "slot_id": "2026-10-22-AM"}}, "details": {"order_number": "SO-24903"},
    "order": {"number": "SO-24903", "total": "1890.00"}, "free_slots": ["2026-10-22-AM"]}
STATE = {**OUTPUT, **INSIDE}
READ = {**OUTPUT, "trace": []}  # the output as a customer reads it
SQL_ERROR = {"error": "OperationalError",
             "message": "UPDATE bookings SET slot_id='2026-10-22-AM' WHERE order='SO-24903'"}
TOLD = {"error": "OperationalError", "message": langgraph_http.RUN_FAILED}
SEEN: dict[str, Any] = {}


def sse(event: str, data: Any) -> bytes:
    return f"event: {event}\r\ndata: {json.dumps(data)}\r\n\r\n".encode()


STREAM = [
    sse("metadata", {"run_id": "r-1", "attempt": 1}),
    sse("values", STATE),
    sse("updates", {"read_order": {**INSIDE, "trace": OUTPUT["trace"]}}),
    sse("updates", {"pick_slot": {"pick": {"chosen_slot_id": "2026-10-22-AM"}}}),
    sse("updates", {"ask_which_slot": OUTPUT, "__interrupt__": [{"value": "x"}]}),
    sse("debug", {"type": "checkpoint", "payload": {"values": STATE}}),
    sse("checkpoints", {"values": STATE}),
    sse("messages", [{"content": '{"intent": "reschedule"}'}, {"langgraph_node": "fill"}]),
    b": heartbeat\r\n\r\n",
    sse("custom", {"progress": "slots"}),
    sse("error", SQL_ERROR),
    sse("end", None),
]


async def _answer(request: Request) -> Response:
    SEEN["accept-encoding"] = request.headers.get("accept-encoding")
    path = request.url.path.rstrip("/")
    if path.endswith("/gone/join"):
        return JSONResponse({"detail": "Run not found"}, status_code=404)
    if path.endswith(("/wait", "/join")):
        async def waited() -> AsyncIterator[bytes]:
            yield b"\n"  # the server keeps the connection open with blanks
            yield b" \n"
            body = json.dumps({**STATE, "__interrupt__": [], "__feedback__": {}}).encode()
            yield body[:40]  # an answer may come in parts
            yield body[40:]
        return StreamingResponse(waited(), media_type="application/json")

    async def streamed() -> AsyncIterator[bytes]:
        for event in STREAM:
            if event.startswith(b"event: updates") and b"pick_slot" in event:
                yield event[:25]  # an event split across two parts
                yield event[25:]
            else:
                yield event
    return StreamingResponse(streamed(), media_type="text/event-stream; charset=utf-8")


@pytest.fixture
def edge(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    modes = server_mode(monkeypatch)
    configure = next(modes)
    monkeypatch.setattr(langgraph_http, "verifiers", Verifiers)
    app = Starlette(routes=[Route("/{path:path}", _answer, methods=["GET", "POST"])])
    app.add_middleware(langgraph_http.EdgeChecks)
    client = TestClient(app)
    client.configure = configure  # type: ignore[attr-defined]
    yield client
    next(modes, None)


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}", "Accept-Encoding": "gzip"}


RUN = {"assistant_id": "care_desk", "stream_mode": ["updates"],
       "input": {"messages": [{"role": "user", "content": "Déplacez SO-24903"}]}}
WAITED = [("POST", "/threads/5f0c/runs/wait"), ("POST", "/runs/wait"),
          ("POST", "/threads/5f0c/runs/wait/"), ("GET", "/threads/5f0c/runs/r-1/join")]
STREAMED = [("POST", "/threads/5f0c/runs/stream"), ("POST", "/runs/stream"),
            ("GET", "/threads/5f0c/runs/r-1/stream"), ("GET", "/threads/5f0c/stream")]


def events(body: bytes) -> list[tuple[str, Any]]:
    found = []
    for block in body.split(b"\r\n\r\n"):
        lines = block.split(b"\r\n")
        name = next((ln[7:].decode() for ln in lines if ln.startswith(b"event: ")), "")
        data = next((json.loads(ln[6:]) for ln in lines if ln.startswith(b"data: ")), None)
        if name or data is not None:
            found.append((name, data))
        elif block.strip():
            found.append(("comment", block.decode()))
    return found


@pytest.mark.parametrize(("method", "path"), WAITED)
def test_a_waited_or_joined_run_gives_a_customer_the_output_only(
        edge: TestClient, method: str, path: str) -> None:
    answer = edge.request(method, path, headers=bearer("customer"),
                          json=RUN if method == "POST" else None)
    assert answer.status_code == 200
    assert answer.json() == READ
    assert SEEN["accept-encoding"] is None  # so that the answer can be read and cut


@pytest.mark.parametrize(("method", "path"), STREAMED)
def test_a_streamed_run_gives_a_customer_the_output_only(
        edge: TestClient, method: str, path: str) -> None:
    answer = edge.request(method, path, headers=bearer("customer"),
                          json=RUN if method == "POST" else None)
    assert answer.status_code == 200
    assert events(answer.content) == [
        ("metadata", {"run_id": "r-1", "attempt": 1}),
        ("values", READ),
        ("updates", {"ask_which_slot": {k: v for k, v in OUTPUT.items() if k != "trace"}}),
        ("comment", ": heartbeat"),
        ("custom", {"progress": "slots"}),
        ("error", TOLD),
        ("end", None),
    ]
    for word in (b"awaiting", b"pending", b"1890", b"chosen_slot_id", b"checkpoint",
                 b"intent", b"free_slots", b"UPDATE", b"\"route\""):
        assert word not in answer.content


def test_an_error_in_a_waited_run_is_still_told_without_its_message() -> None:
    error = {"__error__": SQL_ERROR, **INSIDE}
    assert json.loads(langgraph_http._cut_answer(json.dumps(error).encode())) == {
        "__error__": TOLD}
    assert json.loads(langgraph_http._cut_answer(b'{"__error__": "odd"}')) == {
        "__error__": {"error": "Error", "message": langgraph_http.RUN_FAILED}}
    for odd in (b"not json", b"[1, 2]", b'"text"', b"null"):
        assert langgraph_http._cut_answer(odd) == b"{}"


@pytest.mark.parametrize(("method", "path"), WAITED + STREAMED)
def test_staff_and_demo_customers_get_the_whole_output(edge: Any, method: str,
                                                       path: str) -> None:
    """Studio's view; a token that does not verify is the auth handler's to refuse (401)."""
    body = RUN if method == "POST" else None
    for headers in (bearer("staff"), bearer("forged")):
        answer = edge.request(method, path, headers=headers, json=body)
        assert b"awaiting" in answer.content
    edge.configure(demo=True)
    assert b"awaiting" in edge.request(method, path, headers=bearer("customer"),
                                       json=body).content


def test_a_refusal_passes_unchanged(edge: TestClient) -> None:
    answer = edge.get("/threads/5f0c/runs/gone/join", headers=bearer("customer"))
    assert answer.status_code == 404 and answer.json() == {"detail": "Run not found"}
    assert int(answer.headers["content-length"]) == len(answer.content)


@pytest.mark.parametrize("path", ["/threads/5f0c/runs", "/threads/5f0c/runs/r-1",
                                  "/threads/5f0c/runs/wait/extra", "/runs/crons"])
def test_other_run_routes_are_not_taken_for_output(path: str) -> None:
    assert not langgraph_http.RUN_OUTPUT.match(path)


# A thread search that selects the values alone (`select: ["values"]`): the objects carry no
# `thread_id`, and the cut, which knew thread objects by it, let the whole state through.

async def _selected(request: Request) -> Response:
    selected = (await request.json()).get("select") or ["thread_id", "values"]
    thread = {"thread_id": "5f0c", "metadata": {"owner": "u-1"}, "values": STATE}
    return JSONResponse([{k: v for k, v in thread.items() if k in selected}] * 2)


@pytest.mark.parametrize("select", [["values"], ["values", "metadata"], ["metadata", "values"],
                                    None])
def test_a_search_selecting_values_gives_a_customer_the_output_only(
        edge: Any, monkeypatch: pytest.MonkeyPatch, select: Any) -> None:
    app = Starlette(routes=[Route("/threads/search", _selected, methods=["POST"])])
    app.add_middleware(langgraph_http.EdgeChecks)
    client = TestClient(app)
    found = client.post("/threads/search", headers=bearer("customer"),
                        json={"select": select}).json()
    assert [t["values"] for t in found] == [READ, READ]
    staff = client.post("/threads/search", headers=bearer("staff"), json={"select": select})
    assert [t["values"] for t in staff.json()] == [STATE, STATE]


def test_a_thread_read_by_a_customer_is_asked_uncompressed(edge: TestClient) -> None:
    """A compressed answer could not be read, so not cut: the server is not asked for one."""
    edge.get("/threads/5f0c", headers=bearer("customer"))
    assert SEEN["accept-encoding"] is None
    edge.get("/threads/5f0c", headers=bearer("staff"))
    assert SEEN["accept-encoding"] == "gzip"
