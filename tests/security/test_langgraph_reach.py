"""What a customer can reach on the LangGraph server beyond their own reply.

An attacker review found that any caller could give a run a `webhook` (the server would POST
the run's output to any address, a private one included), stream modes that show the
graph's inside (`debug`, `checkpoints`, `tasks`, `messages-tuple`, `events`), and read a
thread's raw state, its history and the store. A customer now gets the output of their runs
and nothing else; staff keep all of it (Studio), and demo mode keeps Studio working for
demo customers."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from langgraph_sdk import Auth
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route, WebSocketRoute
from starlette.testclient import TestClient
from starlette.websockets import WebSocket, WebSocketDisconnect

from comptoir import langgraph_auth, langgraph_http
from tests.security.langgraph_edge import Verifiers, server_mode

ROOT = Path(__file__).resolve().parents[2]
MESSAGE = {"messages": [{"role": "user", "content": "Où en est ma commande SO-24903 ?"}]}


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """A server that does not count runs (a test server's clock) and is or is not in demo
    mode."""
    yield from server_mode(monkeypatch)


def ctx(staff: bool) -> Any:
    return SimpleNamespace(action="create_run", permissions=["staff"] if staff else [],
                           user=SimpleNamespace(identity="u-1"))


def run(staff: bool, **kwargs: Any) -> dict[str, Any]:
    """What the auth handler is given for a run; raises its refusal."""
    value = {"assistant_id": "care_desk", "metadata": {},
             "kwargs": {"input": json.loads(json.dumps(MESSAGE)), **kwargs}}
    return asyncio.run(langgraph_auth.on_run(ctx(staff), value))  # type: ignore[arg-type]


def refusal(staff: bool, **kwargs: Any) -> tuple[int, str]:
    with pytest.raises(Auth.exceptions.HTTPException) as refused:
        run(staff, **kwargs)
    return refused.value.status_code, str(refused.value.detail)


@pytest.mark.parametrize("url", [
    "https://hooks.example.com/run-done", "http://10.0.0.5/steal", "http://169.254.169.254/",
    "http://127.0.0.1:8000/api/snapshot", "/threads", "HTTPS://EVIL.EXAMPLE/x",
])
@pytest.mark.parametrize("demo", [False, True])
def test_a_customer_gives_no_webhook(server: Any, url: str, demo: bool) -> None:
    server(demo)
    status, detail = refusal(False, webhook=url)
    assert status == 422 and "webhook: only staff" in detail


def test_staff_may_give_a_webhook(server: Any) -> None:
    assert run(True, webhook="https://hooks.example.com/run-done") == {"owner": "u-1"}
    # An empty webhook is no webhook: a customer's run goes on.
    assert run(False, webhook="") == {"owner": "u-1"}
    assert run(False, webhook=None) == {"owner": "u-1"}


def test_the_servers_webhook_policy_is_https_to_public_hosts_only() -> None:
    """The server itself checks every webhook URL (staff's too) against langgraph.json:
    https only, no private, loopback or relative address, and the payload leaves out the
    run's kwargs (its config carries the signed-in user)."""
    policy = json.loads((ROOT / "langgraph.json").read_text())["webhooks"]
    assert policy["url"]["require_https"] is True
    assert policy["url"]["disable_private_ips"] is True
    assert policy["url"]["disable_loopback"] is True
    assert "kwargs" not in policy["allowed_fields"]
    assert {"run_id", "thread_id", "status", "values"} <= set(policy["allowed_fields"])


@pytest.mark.parametrize("modes", [
    "debug", ["debug"], ["values", "checkpoints"], ["tasks"], ["messages-tuple"], ["messages"],
    ["events"], ["updates", "events"], ["VALUES"], ["values", "lifecycle"], ["tools"],
])
def test_a_customer_streams_no_internals(server: Any, modes: Any) -> None:
    status, detail = refusal(False, stream_mode=modes)
    assert status == 422 and detail.startswith("stream_mode:")
    assert "'values', 'updates', 'custom'" in detail


@pytest.mark.parametrize("modes", [None, [], "values", ["values"], ["updates"], ["custom"],
                                   ["values", "updates", "custom"]])
def test_a_customer_streams_values_updates_and_custom(server: Any, modes: Any) -> None:
    assert run(False, stream_mode=modes) == {"owner": "u-1"}


def test_a_customer_streams_no_subgraph(server: Any) -> None:
    status, detail = refusal(False, stream_mode=["values"], subgraphs=True)
    assert status == 422 and "stream_subgraphs" in detail
    assert run(False, stream_mode=["values"], subgraphs=False) == {"owner": "u-1"}


def test_staff_and_demo_customers_stream_every_mode(server: Any) -> None:
    """Studio streams `debug` and `checkpoints`, with subgraphs."""
    every = ["values", "updates", "debug", "checkpoints", "tasks", "messages-tuple", "events"]
    assert run(True, stream_mode=every, subgraphs=True) == {"owner": "u-1"}
    server(demo=True)
    assert run(False, stream_mode=every, subgraphs=True) == {"owner": "u-1"}


# The edge (comptoir/langgraph_http.py): raw state, history and store are staff-only.

async def _echo(request: Request) -> JSONResponse:
    return JSONResponse({"path": request.url.path})


async def _events(websocket: WebSocket) -> None:
    await websocket.accept()
    await websocket.send_json({"event": "checkpoints"})
    await websocket.close()


@pytest.fixture
def edge(monkeypatch: pytest.MonkeyPatch, server: Any) -> TestClient:
    monkeypatch.setattr(langgraph_http, "verifiers", Verifiers)
    app = Starlette(routes=[
        WebSocketRoute("/threads/{thread_id}/stream/events", _events),
        Route("/{path:path}", _echo, methods=["GET", "POST", "PUT", "DELETE", "PATCH"])])
    app.add_middleware(langgraph_http.EdgeChecks)
    return TestClient(app)


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


INSIDE = [
    ("GET", "/threads/5f0c/state"), ("GET", "/threads/5f0c/state/"),
    ("GET", "/threads/5f0c/state/1ef-checkpoint"), ("POST", "/threads/5f0c/state/checkpoint"),
    ("GET", "/threads/5f0c/history"), ("POST", "/threads/5f0c/history"),
    ("GET", "/threads/5f0c/storage"),
    ("PUT", "/store/items"), ("GET", "/store/items"), ("DELETE", "/store/items"),
    ("POST", "/store/items/search"), ("POST", "/store/namespaces"),
    ("POST", "/threads/5f0c/stream/events"), ("POST", "/threads/5f0c/commands"),
]


@pytest.mark.parametrize(("method", "path"), INSIDE)
def test_a_customer_reads_no_raw_state_history_or_store(edge: TestClient, method: str,
                                                        path: str) -> None:
    answer = edge.request(method, path, headers=bearer("customer"), json={"limit": 1})
    assert answer.status_code == 403
    assert answer.json()["detail"].startswith("Staff only")


@pytest.mark.parametrize(("method", "path"), INSIDE)
def test_staff_read_the_inside(edge: TestClient, method: str, path: str) -> None:
    answer = edge.request(method, path, headers=bearer("staff"), json={"limit": 1})
    assert answer.status_code == 200 and answer.json()["path"] == path


def test_demo_customers_read_the_inside_for_studio(edge: TestClient, server: Any) -> None:
    server(demo=True)
    assert edge.get("/threads/5f0c/state", headers=bearer("customer")).status_code == 200
    assert edge.get("/threads/5f0c/history", headers=bearer("customer")).status_code == 200


GRAPH_INSIDE = ["/assistants/5f0c/subgraphs", "/assistants/5f0c/subgraphs/billing",
                "/assistants/5f0c/graph?xray=true", "/assistants/5f0c/graph?xray=1",
                "/assistants/5f0c/graph/?xray=2"]


@pytest.mark.parametrize("path", GRAPH_INSIDE)
def test_a_customer_reads_no_graphs_inside(edge: TestClient, path: str) -> None:
    """The front door's subgraphs hold the staff workflows (session 42's attacker read the
    billing graph's state schema and nodes through them)."""
    answer = edge.get(path, headers=bearer("customer"))
    assert answer.status_code == 403 and "subgraphs" in answer.json()["detail"]


@pytest.mark.parametrize("path", GRAPH_INSIDE)
def test_staff_and_demo_customers_read_the_graphs_inside(edge: TestClient, server: Any,
                                                          path: str) -> None:
    assert edge.get(path, headers=bearer("staff")).status_code == 200
    server(demo=True)
    assert edge.get(path, headers=bearer("customer")).status_code == 200


@pytest.mark.parametrize("path", ["/assistants/5f0c/graph", "/assistants/5f0c/graph?xray=false",
                                  "/assistants/5f0c/graph?xray=0", "/assistants/5f0c/schemas"])
def test_a_customer_reads_the_graph_itself(edge: TestClient, path: str) -> None:
    assert edge.get(path, headers=bearer("customer")).status_code == 200


@pytest.mark.parametrize("headers", [{}, bearer("forged"), {"Authorization": "Basic abc"}])
def test_an_unverified_caller_is_left_to_the_auth_handler(edge: TestClient,
                                                          headers: dict[str, str]) -> None:
    """The edge tells staff from customers only; the server's auth answers the rest (401)."""
    assert edge.get("/threads/5f0c/state", headers=headers).status_code == 200


@pytest.mark.parametrize(("method", "path"), [
    ("GET", "/threads/5f0c"), ("POST", "/threads/search"), ("POST", "/threads/5f0c/runs/wait"),
    ("GET", "/threads/5f0c/runs/r-1/stream"), ("POST", "/threads"),
    ("GET", "/threads/5f0c/statement"), ("GET", "/storefront"),
    ("POST", "/threads/5f0c/state"),  # a state write: the auth handler refuses it to everyone
])
def test_a_customers_own_routes_pass(edge: TestClient, method: str, path: str) -> None:
    body = {"assistant_id": "care_desk", "input": MESSAGE} if "runs" in path else {"limit": 1}
    answer = edge.request(method, path, headers=bearer("customer"), json=body)
    # A run's output reaches a customer cut to the graphs' output (the echo holds none of it:
    # test_langgraph_run_output.py); the other routes answer as they are.
    cut = bool(langgraph_http.RUN_OUTPUT.match(path))
    assert answer.status_code == 200 and answer.json() == ({} if cut else {"path": path})


def test_a_customer_opens_no_event_stream_socket(edge: TestClient) -> None:
    with pytest.raises(WebSocketDisconnect) as closed, \
            edge.websocket_connect("/threads/5f0c/stream/events", headers=bearer("customer")):
        pass
    assert closed.value.code == 1008
    with edge.websocket_connect("/threads/5f0c/stream/events",
                                headers=bearer("staff")) as socket:
        assert socket.receive_json() == {"event": "checkpoints"}


RUN_PATHS = ["/threads/5f0c/runs", "/threads/5f0c/runs/stream", "/threads/5f0c/runs/wait/",
             "/runs", "/runs/wait", "/runs/stream", "/runs/crons", "/threads/5f0c/runs/crons"]


@pytest.mark.parametrize("path", RUN_PATHS)
@pytest.mark.parametrize("hook", ["https://hooks.example.com/x", "http://10.0.0.5/",
                                  "/internal/truncate"])
def test_a_customers_webhook_is_refused_at_the_edge(edge: TestClient, path: str,
                                                    hook: str) -> None:
    """Before the server looks the host up: the customer is told why, no DNS query made."""
    body = {"assistant_id": "care_desk", "input": MESSAGE, "webhook": hook}
    answer = edge.post(path, headers=bearer("customer"), json=body)
    assert answer.status_code == 422 and "webhook: only staff" in answer.json()["detail"]


def test_a_webhook_in_a_batch_is_refused(edge: TestClient) -> None:
    runs = [{"assistant_id": "care_desk", "input": MESSAGE},
            {"assistant_id": "care_desk", "input": MESSAGE, "webhook": "https://a.example/"}]
    answer = edge.post("/runs/batch", headers=bearer("customer"), json=runs)
    assert answer.status_code == 422 and "webhook: only staff" in answer.json()["detail"]
    assert edge.post("/runs/batch", headers=bearer("customer"),
                     json=runs[:1]).status_code == 200


@pytest.mark.parametrize("path", RUN_PATHS)
def test_staff_webhooks_and_customer_runs_without_one_pass(edge: TestClient,
                                                           path: str) -> None:
    body = {"assistant_id": "care_desk", "input": MESSAGE}
    hooked = {**body, "webhook": "https://hooks.example.com/x"}
    assert edge.post(path, headers=bearer("staff"), json=hooked).status_code == 200
    for plain in (body, {**body, "webhook": None}, {**body, "webhook": ""}):
        assert edge.post(path, headers=bearer("customer"), json=plain).status_code == 200
    # No token or a bad one: the server's auth answers 401 before anything reads the hook.
    assert edge.post(path, headers=bearer("forged"), json=hooked).status_code == 200


STATE = {"messages": [{"type": "human", "content": "SO-24903"}], "reply": {"id": "say_status"},
         "trace": [{"kind": "route"}], "details": {"order_number": "SO-24903",
                                                  "email": "jean.martin@example.com"},
         "awaiting": {"question": "ask_confirm_move", "pending": {"slot_id": "X"}}}
THREAD = {"thread_id": "5f0c", "status": "idle", "metadata": {"owner": "u-1"}, "values": STATE}


async def _threads(request: Request) -> JSONResponse:
    if request.url.path.rstrip("/") == "/threads/search":
        return JSONResponse([THREAD, {**THREAD, "thread_id": "6a1d", "values": None}])
    if request.url.path == "/threads/gone":
        return JSONResponse({"detail": "Thread not found"}, status_code=404)
    return JSONResponse(THREAD)


@pytest.fixture
def threads(monkeypatch: pytest.MonkeyPatch, server: Any) -> TestClient:
    monkeypatch.setattr(langgraph_http, "verifiers", Verifiers)
    app = Starlette(routes=[Route("/{path:path}", _threads,
                                  methods=["GET", "POST", "PATCH"])])
    app.add_middleware(langgraph_http.EdgeChecks)
    return TestClient(app)


@pytest.mark.parametrize(("method", "path"), [
    ("GET", "/threads/5f0c"), ("PATCH", "/threads/5f0c"), ("POST", "/threads/5f0c/copy"),
    ("POST", "/threads"), ("GET", "/threads/5f0c/"),
])
def test_a_thread_gives_a_customer_the_runs_output_only(threads: TestClient, method: str,
                                                        path: str) -> None:
    answer = threads.request(method, path, headers=bearer("customer"), json={})
    assert answer.status_code == 200
    # the output, its decision trace empty (as the gateway gives it outside demo mode)
    assert answer.json()["values"] == {"messages": STATE["messages"], "reply": STATE["reply"],
                                       "trace": []}
    assert answer.json()["metadata"] == THREAD["metadata"]
    assert int(answer.headers["content-length"]) == len(answer.content)


def test_a_search_gives_a_customer_the_runs_output_only(threads: TestClient) -> None:
    found = threads.post("/threads/search", headers=bearer("customer"), json={}).json()
    assert [set(t["values"] or {}) for t in found] == [{"messages", "reply", "trace"}, set()]


def test_staff_and_demo_customers_get_the_whole_thread(threads: TestClient,
                                                       server: Any) -> None:
    assert threads.get("/threads/5f0c", headers=bearer("staff")).json()["values"] == STATE
    assert threads.get("/threads/5f0c", headers=bearer("forged")).json()["values"] == STATE
    server(demo=True)
    assert threads.get("/threads/5f0c", headers=bearer("customer")).json()["values"] == STATE


def test_the_output_kept_is_the_graphs_output_schema() -> None:
    from graphs.care_desk import make_graph

    schema = make_graph().get_output_jsonschema()
    assert set(schema["properties"]) == langgraph_http.OUTPUT_KEYS


def test_a_refusal_passes_unchanged(threads: TestClient) -> None:
    answer = threads.get("/threads/gone", headers=bearer("customer"))
    assert answer.status_code == 404 and answer.json() == {"detail": "Thread not found"}


@pytest.fixture
def scraped(edge: TestClient, monkeypatch: pytest.MonkeyPatch, server: Any) -> TestClient:
    """The edge of a server with one scraper key (and the published demo keys)."""
    monkeypatch.setenv("COMPTOIR_API_KEYS", json.dumps({
        "ops-scraper-key": ["metrics"], "care-only-key": ["care"],
        "demo-admin-key": ["care", "staff", "admin"]}))
    server()
    return edge


@pytest.mark.parametrize(("headers", "status"), [
    ({}, 401), (bearer("customer"), 401), (bearer("forged"), 401),
    ({"X-Api-Key": "demo-admin-key"}, 401), ({"X-Api-Key": "care-only-key"}, 403),
])
def test_the_servers_metrics_are_refused_without_a_scraper_key_or_staff(
        scraped: TestClient, headers: dict[str, str], status: int) -> None:
    answer = scraped.get("/metrics", headers=headers)
    assert answer.status_code == status and "'metrics' or 'admin'" in answer.json()["detail"]


@pytest.mark.parametrize("headers", [{"X-Api-Key": "ops-scraper-key"}, bearer("staff"),
                                     {"Authorization": "Bearer ops-scraper-key"}])
def test_a_scraper_key_or_staff_reads_the_servers_metrics(scraped: TestClient,
                                                          headers: dict[str, str]) -> None:
    assert scraped.get("/metrics", headers=headers).status_code == 200


def test_demo_mode_leaves_the_servers_metrics_open(scraped: TestClient, server: Any) -> None:
    server(demo=True)
    assert scraped.get("/metrics").status_code == 200
