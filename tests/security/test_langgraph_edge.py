"""What the LangGraph server's own app (`comptoir/langgraph_http.py`) does before any route.

An attacker found three routes `langgraph dev` serves outside the auth handler (a truncate of
every thread without a token, any thread read raw, a deployment started), and a queued "oui"
sent before the question it answered was shown, run after it and read as consent. The edge
answers the first 404 and takes a run on a thread only when none is in flight."""

from __future__ import annotations

import json
from typing import Any

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from comptoir import langgraph_http


async def _echo(request: Request) -> JSONResponse:
    body = await request.body()
    return JSONResponse({"path": request.url.path, "body": json.loads(body) if body else None,
                         "length": request.headers.get("content-length"),
                         "size": len(body)})


def _client(trusted: bool, monkeypatch: pytest.MonkeyPatch) -> TestClient:
    monkeypatch.setattr(langgraph_http, "callers_trusted", lambda: trusted)
    app = Starlette(routes=[Route("/{path:path}", _echo, methods=["GET", "POST", "DELETE"])])
    app.add_middleware(langgraph_http.EdgeChecks)
    return TestClient(app)


@pytest.mark.parametrize("trusted", [False, True])
@pytest.mark.parametrize(("method", "path"), [
    ("POST", "/internal/truncate"), ("GET", "/internal/debug/thread/5f0c"),
    ("POST", "/deploy"), ("GET", "/deploy"), ("GET", "/deploy/op-1/stream"),
    ("GET", "/ui/front_door"), ("POST", "/ui/front_door"), ("GET", "/internal"),
])
def test_the_development_servers_own_routes_are_not_served(
        monkeypatch: pytest.MonkeyPatch, trusted: bool, method: str, path: str) -> None:
    response = _client(trusted, monkeypatch).request(
        method, path, content=b"a=b",
        headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert response.status_code == 404
    assert "not served here" in response.json()["detail"]


@pytest.mark.parametrize("path", ["/internals", "/deployments-guide", "/uix", "/threads",
                                  "/threads/t-1/state", "/assistants/search"])
def test_other_routes_pass(monkeypatch: pytest.MonkeyPatch, path: str) -> None:
    response = _client(False, monkeypatch).post(path, json={"limit": 1})
    assert response.status_code == 200 and response.json()["path"] == path


RUN = {"assistant_id": "care_desk", "input": {"messages": [
    {"role": "user", "content": "Déplacez SO-24903 au jeudi 10 décembre, merci é"}]}}


@pytest.mark.parametrize("path", ["/threads/t-1/runs", "/threads/t-1/runs/stream",
                                  "/threads/t-1/runs/wait", "/threads/t-1/runs/wait/"])
def test_a_run_on_a_thread_is_taken_only_when_none_is_in_flight(
        monkeypatch: pytest.MonkeyPatch, path: str) -> None:
    response = _client(False, monkeypatch).post(path, json=RUN)
    echoed = response.json()
    assert echoed["body"] == {**RUN, "multitask_strategy": "reject"}
    assert int(echoed["length"]) == echoed["size"]  # the header tells the new body's size


@pytest.mark.parametrize("strategy", ["enqueue", "interrupt", "rollback", "", 3])
def test_another_strategy_is_refused_with_why(monkeypatch: pytest.MonkeyPatch,
                                              strategy: Any) -> None:
    response = _client(False, monkeypatch).post(
        "/threads/t-1/runs/wait", json={**RUN, "multitask_strategy": strategy})
    assert response.status_code == 422
    assert "reject" in response.json()["detail"]


def test_reject_itself_passes_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    run = {**RUN, "multitask_strategy": "reject"}
    assert _client(False, monkeypatch).post("/threads/t-1/runs", json=run).json()["body"] == run


def test_trusted_callers_and_stateless_runs_keep_their_strategy(
        monkeypatch: pytest.MonkeyPatch) -> None:
    run = {**RUN, "multitask_strategy": "enqueue"}
    trusted = _client(True, monkeypatch)
    assert trusted.post("/threads/t-1/runs", json=run).json()["body"] == run
    assert trusted.post("/threads/t-1/runs", json=RUN).json()["body"] == RUN
    # a stateless run has no conversation to answer out of turn
    assert _client(False, monkeypatch).post("/runs/wait", json=RUN).json()["body"] == RUN


@pytest.mark.parametrize("depth", [65, 100, 5000])
def test_a_body_nested_too_deep_is_400(monkeypatch: pytest.MonkeyPatch, depth: int) -> None:
    body = "[" * depth + "]" * depth
    response = _client(False, monkeypatch).post(
        "/threads", content=body.encode(), headers={"Content-Type": "application/json"})
    assert response.status_code == 400 and "nested too deeply" in response.json()["detail"]


def test_a_body_at_the_depth_limit_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    body = "[" * 64 + "]" * 64
    response = _client(False, monkeypatch).post(
        "/threads", content=body.encode(), headers={"Content-Type": "application/json"})
    assert response.status_code == 200


def test_a_key_given_twice_is_400_on_delete_too(monkeypatch: pytest.MonkeyPatch) -> None:
    response = _client(False, monkeypatch).request(
        "DELETE", "/store/items", content=b'{"namespace": ["a"], "key": "x", "key": "y"}',
        headers={"Content-Type": "application/json"})
    assert response.status_code == 400 and "'key' twice" in response.json()["detail"]


@pytest.mark.parametrize("body", [
    b"\xef\xbb\xbf{\"metadata\": {}}", "{\"metadata\": {}}".encode("utf-16"),
    "{\"metadata\": {}}".encode("utf-16-le")])
def test_a_body_with_a_bom_or_in_utf16_is_400_saying_to_send_utf8(
        monkeypatch: pytest.MonkeyPatch, body: bytes) -> None:
    """The edge read such a body (Python's `json.loads` guesses the encoding) and checked
    what it read, then passed it on to a server whose parser reads it otherwise: refused
    here, in the gateway's words."""
    response = _client(False, monkeypatch).post(
        "/threads", content=body, headers={"Content-Type": "application/json"})
    assert response.status_code == 400, response.text
    assert "send JSON encoded in UTF-8" in response.json()["detail"]
