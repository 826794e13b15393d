"""The gateway: client IDs, sign-in, channels, rate limits (memory and Redis), threads, restarts."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import httpx
import pytest
from fastapi.testclient import TestClient
from limits.storage import MemoryStorage, Storage, storage_from_string
from limits.strategies import MovingWindowRateLimiter

from comptoir.agent import Agent, open_checkpointer
from comptoir.app import AgentRunner
from graphs.front_door import builder
from nodes.kit.context import Deps
from services.gateway.app import create_gateway, make_storage, thread_for
from services.gateway.identity import Guard, Sessions
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import REQUIRE_SERVICES
from tests.data import ALICE, JEAN
from tests.identity import bearer, issuer, verifiers
from tests.integration.test_system_api import request_bodies

CLIENTS = {"web": ["customer", "staff"], "app": ["customer"], "other": ["customer"]}
REDIS_URL = os.environ.get("COMPTOIR_TEST_REDIS_URL", "redis://127.0.0.1:6379/0")


class CountingModel(OfflineChatModel):
    calls: int = 0

    def _generate(self, *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        return super()._generate(*args, **kwargs)


class StubRunner:
    """Counts turns; the rate-limit tests need no agent."""

    def __init__(self) -> None:
        self.turns = 0

    def turn(self, message: str, **_: Any) -> Any:
        self.turns += 1
        return type("T", (), {"reply": "ok", "asks": False, "text_id": "stub", "trace": []})()

    def history(self, thread_id: str) -> list[dict[str, str]]:
        return [{"role": "user", "content": "hi"}]


def chat(client: TestClient, client_id: str | None, *, user: str | None = JEAN,
         staff: bool = False, **body: Any) -> httpx.Response:
    """A chat request; `user` signs in with a token (None: anonymous)."""
    headers = {"X-Client-Id": client_id} if client_id else {}
    if user is not None:
        headers.update(bearer(user, staff=staff))
    payload = {"message": "Où en est SO-24903 ?", **body}
    return client.post("/v1/chat", json=payload, headers=headers)


@pytest.fixture
def real(mem_store: Store, tmp_path: Path) -> Iterator[tuple[TestClient, CountingModel, Store]]:
    model = CountingModel()
    url = f"sqlite:///{tmp_path / 'cp.db'}"
    deps = Deps.of(mem_store, model)
    app = create_gateway(lambda: AgentRunner(Agent(builder, open_checkpointer(url), deps)),
                         clients=CLIENTS, store=mem_store, verifiers=verifiers())
    with TestClient(app) as client:
        yield client, model, mem_store


def test_unknown_or_missing_client_is_401_before_anything(real: Any) -> None:
    client, model, _ = real
    for client_id in (None, "nope"):
        response = chat(client, client_id, message="")  # even with an invalid body
        assert response.status_code == 401 and response.json()["error"] == "unauthorized"
    assert model.calls == 0


def test_a_client_only_uses_its_channels(real: Any) -> None:
    client, model, _ = real
    response = chat(client, "app", channel="staff", message="Analyse John Doe")
    assert response.status_code == 403 and "staff" in response.json()["message"]
    assert model.calls == 0


def test_the_token_is_the_asserted_identity(real: Any) -> None:
    client, _, _ = real
    mine = chat(client, "web", message="Où en est SO-24903 ?")
    assert mine.status_code == 200 and mine.json()["text_id"] == "say_status"
    theirs = chat(client, "web", user=ALICE,
                  message="Où en est SO-24903 ? mon e-mail est jean.martin@example.com")
    assert theirs.json()["text_id"] == "say_not_found_signed_in"


def test_threads_are_per_user_and_private(real: Any) -> None:
    client, _, _ = real
    first = chat(client, "web").json()
    assert first["thread_id"] == thread_for(b"comptoir-demo-thread-secret", "web",
                                            f"user:comptoir-demo|{JEAN}")
    assert chat(client, "web", user=ALICE, thread_id=first["thread_id"]).status_code == 404
    history = client.get(f"/v1/threads/{first['thread_id']}",
                         headers={"X-Client-Id": "web", **bearer(JEAN)})
    assert [m["role"] for m in history.json()["messages"]] == ["user", "assistant"]
    stolen = client.get(f"/v1/threads/{first['thread_id']}",
                        headers={"X-Client-Id": "web", **bearer(ALICE)})
    missing = client.get("/v1/threads/t-0000", headers={"X-Client-Id": "web", **bearer(ALICE)})
    other_client = client.get(f"/v1/threads/{first['thread_id']}",
                              headers={"X-Client-Id": "other", **bearer(JEAN)})
    assert stolen.status_code == missing.status_code == 404
    assert stolen.content == missing.content
    # Jean's own thread through another client app: told it began elsewhere (s2), never read
    assert other_client.status_code == 403
    assert other_client.json()["error"] == "thread_other_channel"
    assert "messages" not in other_client.json()


@pytest.mark.parametrize(
    ("body", "field"),
    [({"message": "x" * 4001}, "message"), ({"message": ""}, "message"),
     ({"message": " \n\t "}, "message"), ({"message": "\u200b\u2060"}, "message"),
     ({"message": "\u202e"}, "message"),
     ({"channel": "admin"}, "channel"), ({"customer_email": JEAN}, "customer_email"),
     ({"thread_id": ""}, "thread_id"), ({"thread_id": "t" * 101}, "thread_id")],
)
def test_bad_input_is_422_with_the_field(real: Any, body: dict[str, Any], field: str) -> None:
    client, model, _ = real
    response = chat(client, "web", **body)
    assert response.status_code == 422 and field in response.json()["message"]
    assert model.calls == 0


@pytest.mark.parametrize(
    ("body", "field", "expected"),
    [({"new_thread": "yes"}, "new_thread", "boolean"), ({"new_thread": 1}, "new_thread",
                                                        "boolean"),
     ({"new_thread": "true"}, "new_thread", "boolean")],
)
def test_body_fields_are_strict(real: Any, body: dict[str, Any], field: str,
                                expected: str) -> None:
    """No coercion: "yes" is no boolean; the 422 names the field and what it expects."""
    client, model, _ = real
    response = chat(client, "web", **body)
    assert response.status_code == 422, response.text
    message = response.json()["message"]
    assert f"{field}: " in message and expected in message, message
    assert model.calls == 0


def test_every_request_body_is_strict(mem_store: Store) -> None:
    """Every JSON body the gateway takes, the demo page's sign-in included, is strict and
    refuses unknown fields (a new route's body too)."""
    app = create_gateway(StubRunner, clients=CLIENTS, store=mem_store, demo_page=True,
                         issuer=issuer(), verifiers=verifiers())
    bodies = request_bodies(app)
    assert {b.__name__ for b in bodies} == {"ChatRequest", "SignIn"}
    for body in bodies:
        assert body.model_config.get("strict") is True, body
        assert body.model_config.get("extra") == "forbid", body


def test_a_new_thread_and_a_thread_id_contradict(real: Any) -> None:
    """Asked to start a conversation and to continue one: a 422 that says so, no turn (not a
    fresh thread with the given id silently dropped)."""
    client, model, _ = real
    mine = chat(client, "web").json()["thread_id"]
    response = chat(client, "web", new_thread=True, thread_id=mine)
    assert response.status_code == 422, response.text
    message = response.json()["message"]
    assert "new_thread" in message and "thread_id" in message, message
    assert chat(client, "web", new_thread=False, thread_id=mine).json()["thread_id"] == mine
    assert model.calls == 2


def test_json_booleans_still_work(real: Any) -> None:
    client, _, _ = real
    default = chat(client, "web", new_thread=False).json()["thread_id"]
    fresh = chat(client, "web", new_thread=True)
    assert fresh.status_code == 200 and fresh.json()["thread_id"] != default


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_the_conversation_survives_a_restart(
    mem_store: Store, tmp_path: Path, backend: str, request: pytest.FixtureRequest
) -> None:
    url = (f"sqlite:///{tmp_path / 'checkpoints.db'}" if backend == "sqlite"
           else request.getfixturevalue("postgres_url"))
    deps = Deps.of(mem_store, OfflineChatModel())

    def start() -> TestClient:
        return TestClient(create_gateway(
            lambda: AgentRunner(Agent(builder, open_checkpointer(url), deps)), clients=CLIENTS,
            verifiers=verifiers()))

    with start() as first:
        asked = chat(first, "web", message="Je voudrais déplacer ma livraison au jeudi 22 "
                                           "au matin")
        assert asked.json()["asks"]
    with start() as second:  # a new process: new agent, new checkpointer connection
        proposed = chat(second, "web", message="SO-24903")
        assert proposed.json()["text_id"] == "ask_confirm_move"
    with start() as third:  # the proposal survives a restart too
        done = chat(third, "web", message="oui")
    assert done.json()["text_id"] == "say_moved"
    assert "jeudi 22 octobre" in done.json()["reply"]


def redis_storage() -> Storage:
    try:
        storage = storage_from_string(REDIS_URL)
        assert isinstance(storage, Storage)
        if not storage.check():
            raise ConnectionError("no answer")
    except Exception as exc:
        if REQUIRE_SERVICES:
            raise
        pytest.skip(f"Redis not reachable at {REDIS_URL}: {exc}")
    return storage


@pytest.fixture(params=["memory", "redis"])
def storage(request: pytest.FixtureRequest) -> Storage:
    return MemoryStorage() if request.param == "memory" else redis_storage()


def test_the_61st_request_is_429(storage: Storage) -> None:
    runner = StubRunner()
    clients = {f"c-{uuid.uuid4().hex[:8]}": ["customer"]}
    name = next(iter(clients))
    app = create_gateway(lambda: runner, clients=clients, storage=storage, rate_limit="60/hour",
                         identity_rate_limit="1000/hour", verifiers=verifiers())
    me = f"u-{uuid.uuid4().hex[:8]}@example.com"  # a window of its own in a shared Redis
    with TestClient(app) as client:
        codes = [chat(client, name, user=me).status_code for _ in range(61)]
        last = chat(client, name, user=me)
    assert codes[:60] == [200] * 60 and codes[60] == 429
    assert runner.turns == 60
    assert int(last.headers["Retry-After"]) > 0
    assert last.headers["X-RateLimit-Limit"] == "60"
    assert last.headers["X-RateLimit-Remaining"] == "0"
    assert "X-RateLimit-Reset" in last.headers


def test_200_concurrent_requests_let_exactly_60_through(storage: Storage) -> None:
    runner = StubRunner()
    name = f"c-{uuid.uuid4().hex[:8]}"
    app = create_gateway(lambda: runner, clients={name: ["customer"]}, storage=storage,
                         rate_limit="60/hour", identity_rate_limit="1000/hour",
                         verifiers=verifiers())

    me = bearer(f"u-{uuid.uuid4().hex[:8]}@example.com")

    async def burst() -> list[int]:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://gw") as client:
            responses = await asyncio.gather(*[
                # each its own conversation (one conversation answers one message at a time)
                client.post("/v1/chat", json={"message": "hi", "new_thread": True},
                            headers={"X-Client-Id": name, **me})
                for _ in range(200)
            ])
        return [r.status_code for r in responses]

    codes = asyncio.run(burst())
    assert codes.count(200) == 60 and codes.count(429) == 140
    assert runner.turns == 60


class HeldRunner(StubRunner):
    """A turn to "oui" lasts until the test lets it end; others answer at once."""

    def __init__(self) -> None:
        super().__init__()
        self.started = threading.Event()
        self.release = threading.Event()

    def turn(self, message: str, **kwargs: Any) -> Any:
        if message == "oui":
            self.started.set()
            assert self.release.wait(10)
        return super().turn(message, **kwargs)


def test_a_conversation_answers_one_message_at_a_time(storage: Storage) -> None:
    """A second message while the first is answered (a double click, two tabs, a second
    worker) gets a 409 and changes nothing; once the reply is out, the conversation goes on.
    With Redis, the gateways share the lock as they share the limits (two apps here)."""
    runner = HeldRunner()
    name = f"c-{uuid.uuid4().hex[:8]}"
    make = lambda: create_gateway(lambda: runner, clients={name: ["customer"]},  # noqa: E731
                                  storage=storage, verifiers=verifiers())
    first_app = make()
    second_app = make() if not isinstance(storage, MemoryStorage) else first_app
    headers = {"X-Client-Id": name, **bearer(f"{uuid.uuid4().hex[:8]}@example.com")}

    async def race() -> tuple[int, httpx.Response, int, int]:
        first_gw = httpx.ASGITransport(app=first_app)
        second_gw = httpx.ASGITransport(app=second_app)
        async with httpx.AsyncClient(transport=first_gw, base_url="http://gw") as one, \
                httpx.AsyncClient(transport=second_gw, base_url="http://gw") as two:
            first = asyncio.create_task(one.post("/v1/chat", json={"message": "oui"},
                                                 headers=headers))
            await asyncio.to_thread(runner.started.wait, 10)
            second = await two.post("/v1/chat", json={"message": "oui"}, headers=headers)
            other = await two.post("/v1/chat", json={"message": "hi", "new_thread": True},
                                   headers=headers)
            runner.release.set()
            done = await first
            after = await two.post("/v1/chat", json={"message": "merci"}, headers=headers)
            return done.status_code, second, other.status_code, after.status_code

    done, second, other, after = asyncio.run(race())
    assert (done, second.status_code, other, after) == (200, 409, 200, 200)
    assert second.json()["error"] == "conversation_busy"
    assert second.headers["Retry-After"] == "1"
    assert runner.turns == 3  # the refused message never reached the agent


def test_one_round_trip_counts_as_the_library_does(storage: Storage) -> None:
    """Redis counts every limit of a request in one script; the windows are the library's:
    the same keys, the same remaining counts, and a refusal stops before the next limit."""
    guard = Guard(clients={}, verifiers=verifiers(), sessions=Sessions(b"s"), storage=storage,
                  rate_limit="5/hour", identity_rate_limit="2/hour")
    assert (guard.redis is not None) == (not isinstance(storage, MemoryStorage))
    library = MovingWindowRateLimiter(storage)
    me, app = f"me-{uuid.uuid4().hex[:8]}", f"app-{uuid.uuid4().hex[:8]}"
    hits = [(guard.identity_limits[0], "identity", me), (guard.client_limits[0], "client", app)]
    assert library.hit(guard.client_limits[0], "chat", "client", app)  # counted by the library
    first = guard.count(hits)
    assert [allowed for allowed, _ in first] == [True, True]
    assert [stats.remaining for _, stats in first] == [1, 3]
    for (_, stats), (limit, kind, key) in zip(first, hits, strict=True):
        theirs = library.get_window_stats(limit, "chat", kind, key)
        assert stats.remaining == theirs.remaining
        assert abs(stats.reset_time - theirs.reset_time) < 1
    assert [a for a, _ in guard.count(hits)] == [True, True]
    refused = guard.count(hits)  # the identity's window is full: the client's is not counted
    assert [a for a, _ in refused] == [False] and refused[0][1].remaining == 0
    assert library.get_window_stats(guard.client_limits[0], "chat", "client", app).remaining == 2


class SlowRedis:
    """A loopback TCP proxy to Redis whose replies each wait `delay` seconds (0 at first),
    noting when the first command went through while slow."""

    def __init__(self, host: str, port: int) -> None:
        self.target = (host, port)
        self.delay = 0.0
        self.asked = threading.Event()
        self.asked_at = 0.0
        self.ready = threading.Event()
        self.port = 0
        self.loop: asyncio.AbstractEventLoop | None = None
        self.stop: asyncio.Event | None = None
        self.thread = threading.Thread(target=lambda: asyncio.run(self._serve()), daemon=True)

    async def _serve(self) -> None:
        self.loop, self.stop = asyncio.get_running_loop(), asyncio.Event()
        server = await asyncio.start_server(self._relay, "127.0.0.1", 0)
        self.port = server.sockets[0].getsockname()[1]
        self.ready.set()
        async with server:
            await self.stop.wait()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        upstream_reader, upstream_writer = await asyncio.open_connection(*self.target)

        async def pump(source: asyncio.StreamReader, sink: asyncio.StreamWriter,
                       replies: bool) -> None:
            try:
                while chunk := await source.read(65536):
                    if replies and self.delay:
                        await asyncio.sleep(self.delay)
                    elif self.delay and not self.asked.is_set():
                        self.asked_at = time.perf_counter()
                        self.asked.set()
                    sink.write(chunk)
                    await sink.drain()
            except (ConnectionError, asyncio.CancelledError):
                pass
            finally:
                sink.close()

        with contextlib.suppress(asyncio.CancelledError):  # the proxy stopping
            await asyncio.gather(pump(reader, upstream_writer, False),
                                 pump(upstream_reader, writer, True))

    def __enter__(self) -> SlowRedis:
        self.thread.start()
        assert self.ready.wait(5)
        return self

    def __exit__(self, *_: object) -> None:
        assert self.loop is not None and self.stop is not None
        self.loop.call_soon_threadsafe(self.stop.set)
        self.thread.join(5)


SLOW_REDIS_S = 0.8


def test_a_slow_redis_holds_only_the_requests_it_counts() -> None:
    """The rate limits are counted off the event loop: while Redis takes its time over one
    chat request's count, the same worker answers requests that need no count at once (the
    metrics, a request refused at the edge) instead of queueing them behind it."""
    redis_storage()  # skips without Redis
    target = urlparse(REDIS_URL)
    runner = StubRunner()
    name = f"c-{uuid.uuid4().hex[:8]}"
    headers = {"X-Client-Id": name, **bearer(JEAN)}
    with SlowRedis(target.hostname or "127.0.0.1", target.port or 6379) as proxy:
        app = create_gateway(
            lambda: runner, clients={name: ["customer"]}, verifiers=verifiers(),
            storage=make_storage(f"redis://127.0.0.1:{proxy.port}{target.path or '/0'}"))

        async def scenario() -> tuple[float, float, list[int], int]:
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://gw") as client:
                # A connection open and the script loaded: the slow part is one count.
                warm = await client.post("/v1/chat", json={"message": "hi"}, headers=headers)
                assert warm.status_code == 200, warm.text
                proxy.delay = SLOW_REDIS_S
                started = time.perf_counter()
                counted = asyncio.create_task(client.post(
                    "/v1/chat", json={"message": "hi", "new_thread": True}, headers=headers))
                assert await asyncio.to_thread(proxy.asked.wait, 5)
                others = [await client.get("/metrics"),
                          await client.post("/v1/chat", json={"message": "hi"},
                                            headers={"X-Client-Id": "nobody"})]
                others_done = time.perf_counter() - proxy.asked_at
                slow = await counted
                return others_done, time.perf_counter() - started, \
                    [r.status_code for r in others], slow.status_code

        others_done, slow_took, others, slow = asyncio.run(scenario())
    assert others == [200, 401]
    assert slow == 200 and slow_took >= SLOW_REDIS_S  # the count did wait on Redis
    assert others_done < SLOW_REDIS_S / 2, others_done  # ...and nothing else waited for it
    assert runner.turns == 2


def test_every_limit_of_a_setting_is_enforced_not_only_the_first(storage: Storage) -> None:
    runner = StubRunner()
    name = f"c-{uuid.uuid4().hex[:8]}"
    app = create_gateway(lambda: runner, clients={name: ["customer"]}, storage=storage,
                         rate_limit="1000/hour", identity_rate_limit="1000/hour;3/day",
                         verifiers=verifiers())
    me = f"u-{uuid.uuid4().hex[:8]}@example.com"
    with TestClient(app) as client:
        codes = [chat(client, name, user=me).status_code for _ in range(4)]
        last = chat(client, name, user=me)
    assert codes == [200, 200, 200, 429] and runner.turns == 3
    assert "3 per 1 day" in last.json()["message"]


@pytest.mark.parametrize(("variable", "value", "expected"), [
    ("COMPTOIR_RATE_LIMIT", "lots", "Invalid setting: COMPTOIR_RATE_LIMIT='lots': expected a "
     "rate limit such as 600/hour, or several separated by ';' (600/hour;5000/day), each at "
     "least 1"),
    ("COMPTOIR_IDENTITY_RATE_LIMIT", "0/hour", "COMPTOIR_IDENTITY_RATE_LIMIT='0/hour': expected"),
    ("COMPTOIR_GATEWAY_CLIENTS", "not json", "Invalid setting: COMPTOIR_GATEWAY_CLIENTS: not "
     'valid JSON; expected JSON, e.g. {"web": ["customer", "staff"]}'),
    ("COMPTOIR_MCP_KEYS", '{"k": ', "COMPTOIR_MCP_KEYS: not valid JSON"),
])
def test_a_wrong_gateway_setting_is_one_line(tmp_path: Path, variable: str, value: str,
                                             expected: str) -> None:
    env = {**os.environ, variable: value, "DATABASE_URL": f"sqlite:///{tmp_path}/c.db"}
    done = subprocess.run([sys.executable, "-m", "comptoir.cli", "serve", "--demo",
                           "--port", "1"], env=env, capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 2, done.stderr[-2000:]
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("comptoir: Invalid setting: ")
    assert expected in lines[0]
    if "JSON" in expected:  # a JSON setting may hold keys: never echoed
        assert value not in lines[0]


def test_clients_have_their_own_windows(storage: Storage) -> None:
    runner = StubRunner()
    a, b = f"a-{uuid.uuid4().hex[:8]}", f"b-{uuid.uuid4().hex[:8]}"
    app = create_gateway(lambda: runner, clients={a: ["customer"], b: ["customer"]},
                         rate_limit="3/hour", storage=storage, verifiers=verifiers())
    me = f"u-{uuid.uuid4().hex[:8]}@example.com"
    with TestClient(app) as client:
        assert [chat(client, a, user=me).status_code for _ in range(4)] == [200, 200, 200, 429]
        assert chat(client, b, user=me).status_code == 200


def test_an_identity_has_one_window_whatever_client_it_comes_through(storage: Storage) -> None:
    """Client IDs are public: a user refused on one app must not get a fresh window by
    naming another."""
    runner = StubRunner()
    a, b = f"a-{uuid.uuid4().hex[:8]}", f"b-{uuid.uuid4().hex[:8]}"
    app = create_gateway(lambda: runner, clients={a: ["customer"], b: ["customer"]},
                         rate_limit="1000/hour", identity_rate_limit="3/hour", storage=storage,
                         verifiers=verifiers())
    me, other = (f"{who}-{uuid.uuid4().hex[:8]}@example.com" for who in ("u", "v"))
    with TestClient(app) as client:
        assert [chat(client, a, user=me).status_code for _ in range(3)] == [200] * 3
        refused = chat(client, b, user=me)
        assert refused.status_code == 429 and "user" in refused.json()["message"]
        assert chat(client, b, user=other).status_code == 200
    assert runner.turns == 4


def test_a_serving_process_takes_its_long_lived_objects_out_of_the_collectors_sight(
        tmp_path: Path) -> None:
    """What `comptoir serve` builds in each worker: after the app, the heap is frozen and young
    objects are collected less often (the collector took a fifth of a worker's CPU)."""
    env = {**os.environ, "COMPTOIR_SERVE_ONLY": "gateway", "COMPTOIR_DEMO": "true",
           "DATABASE_URL": f"sqlite:///{tmp_path / 'store.db'}",
           "COMPTOIR_CHECKPOINT_URL": "memory://",
           "COMPTOIR_DEMO_KEY_PATH": str(tmp_path / "demo-key.pem")}
    # the factory refuses an empty database, as `comptoir serve` does
    subprocess.run([sys.executable, "-m", "comptoir.cli", "seed"], env=env, capture_output=True,
                   timeout=120, check=True)
    script = ("import gc, json\n"
              "from comptoir.app import app_from_environment\n"
              "from comptoir.heap import GC_THRESHOLDS\n"
              "before = gc.get_freeze_count()\n"
              "app_from_environment()\n"
              "print(json.dumps([before, gc.get_freeze_count(),"
              " list(gc.get_threshold()) == list(GC_THRESHOLDS)]))\n")
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=120, check=True)
    before, frozen, thresholds = json.loads(done.stdout.strip().splitlines()[-1])
    assert before == 0 and frozen > 50_000 and thresholds
