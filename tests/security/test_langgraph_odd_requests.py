"""Odd requests a customer can send the LangGraph server: a 4xx that says why, never a 500,
and no read of the state through a search.

An attacker review found: a run put off by `after_seconds: 10**12` was a 500 (the server
adds it to the clock); a message of 900,000 characters was taken (the turn reads the first
4,000: a "non" past them was never read, the history kept it all); a customer's thread
search filtered on `values` answered, match by match, what the thread's hidden state held
(the pending question, the order read)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from langgraph_sdk import Auth
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from comptoir import langgraph_auth, langgraph_http
from nodes.kit.turn import MAX_MESSAGE
from tests.security.langgraph_edge import server_mode


@pytest.fixture
def settings(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    yield from server_mode(monkeypatch)


async def _echo(request: Request) -> JSONResponse:
    return JSONResponse({"path": request.url.path})


@pytest.fixture
def edge(settings: Any) -> TestClient:
    app = Starlette(routes=[Route("/{path:path}", _echo, methods=["GET", "POST"])])
    app.add_middleware(langgraph_http.EdgeChecks)
    return TestClient(app)


RUN = {"assistant_id": "care_desk",
       "input": {"messages": [{"role": "user", "content": "Où en est SO-24903 ?"}]}}
RUN_PATHS = ["/threads/5f0c/runs", "/threads/5f0c/runs/wait", "/threads/5f0c/runs/stream",
             "/runs", "/runs/wait", "/runs/stream", "/runs/crons", "/threads/5f0c/runs/crons"]


@pytest.mark.parametrize("path", RUN_PATHS)
@pytest.mark.parametrize("delay", [10**12, -1, 86_401, 1.5, "60", True, [1], {"s": 1}])
def test_a_run_put_off_past_a_day_or_by_no_number_is_a_422(edge: TestClient, path: str,
                                                            delay: Any) -> None:
    answer = edge.post(path, json={**RUN, "after_seconds": delay})
    assert answer.status_code == 422, answer.text
    assert answer.json()["detail"].startswith("after_seconds: expected a whole number")


def test_a_delay_in_a_batch_is_checked_too(edge: TestClient) -> None:
    answer = edge.post("/runs/batch", json=[RUN, {**RUN, "after_seconds": 10**12}])
    assert answer.status_code == 422 and "after_seconds" in answer.json()["detail"]


@pytest.mark.parametrize("delay", [None, 0, 30, 86_400])
def test_a_run_put_off_by_up_to_a_day_passes(edge: TestClient, delay: Any) -> None:
    for path in RUN_PATHS:
        assert edge.post(path, json={**RUN, "after_seconds": delay}).status_code == 200
    # Other routes keep their own bodies.
    assert edge.post("/threads/search", json={"after_seconds": 10**12}).status_code == 200


def run(text: str) -> dict[str, Any]:
    context = SimpleNamespace(action="create_run", permissions=[],
                              user=SimpleNamespace(identity="u-1"))
    value = {"assistant_id": "care_desk", "metadata": {},
             "kwargs": {"input": {"messages": [{"role": "user", "content": text}]}}}
    return asyncio.run(langgraph_auth.on_run(context, value))  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["a" * (MAX_MESSAGE + 1), "oui " + "x" * 900_000 + " non",
                                  "Où en est SO-24903 ? " * 400])
def test_a_message_longer_than_the_turn_reads_is_a_422(settings: Any, text: str) -> None:
    with pytest.raises(Auth.exceptions.HTTPException) as refused:
        run(text)
    assert refused.value.status_code == 422
    assert f"at most {MAX_MESSAGE} characters" in str(refused.value.detail)
    assert f"got {len(text)}" in str(refused.value.detail)


def test_a_message_up_to_the_limit_passes(settings: Any) -> None:
    assert run("é" * MAX_MESSAGE) == {"owner": "u-1"}


def search(staff: bool, **value: Any) -> Any:
    context = SimpleNamespace(action="search", permissions=["staff"] if staff else [],
                              user=SimpleNamespace(identity="u-1"))
    return asyncio.run(langgraph_auth.on_thread_search(context, value))  # type: ignore[arg-type]


@pytest.mark.parametrize("values", [{"awaiting": {"question": "ask_confirm_move"}},
                                    {"details": {"email": "alice.durand@example.com"}},
                                    {"messages": []}])
def test_a_customer_searches_no_thread_by_its_values(settings: Any, values: Any) -> None:
    with pytest.raises(Auth.exceptions.HTTPException) as refused:
        search(False, values=values, limit=10)
    assert refused.value.status_code == 403
    assert str(refused.value.detail).startswith("values: a customer's search")


def test_a_customers_search_is_their_own_threads(settings: Any) -> None:
    for value in ({}, {"metadata": {"topic": "delivery"}}, {"values": None}, {"values": {}},
                  {"status": "idle"}):
        assert search(False, **value) == {"owner": "u-1"}


def test_staff_and_demo_customers_search_by_values(settings: Any) -> None:
    values = {"awaiting": {"question": "ask_confirm_move"}}
    assert search(True, values=values) == {"owner": "u-1"}
    settings(demo=True)
    assert search(False, values=values) == {"owner": "u-1"}


@pytest.mark.parametrize(("body", "where"), [
    (b'{"assistant_id": "care_desk",', "line 1, column 30"),
    (b'{"assistant_id": "care_desk"\n "input": {}}', "line 2, column 2"),
    (b"{'assistant_id': 'care_desk'}", "line 1, column 2"),
])
@pytest.mark.parametrize("content_type", ["application/json", "application/json; charset=utf-8",
                                          None])
def test_a_body_that_is_not_json_is_a_400_saying_where(
        edge: TestClient, body: bytes, where: str, content_type: str | None) -> None:
    headers = {"content-type": content_type} if content_type else {}
    answer = edge.post("/threads/5f0c/runs/wait", content=body, headers=headers)
    assert answer.status_code == 400, answer.text
    detail = answer.json()["detail"]
    assert detail.startswith("The body is not valid JSON") and where in detail, detail


def test_a_body_of_another_kind_is_left_to_the_server(edge: TestClient) -> None:
    answer = edge.post("/threads/5f0c/runs/wait", content=b"a=1&b=2",
                       headers={"content-type": "application/x-www-form-urlencoded"})
    assert answer.status_code == 200 and answer.json() == {"path": "/threads/5f0c/runs/wait"}
