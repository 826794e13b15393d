"""`comptoir serve --workers 2` on PostgreSQL + Redis: two real worker processes share
conversations, rate limits and capacity (nothing is shared but the databases and Redis)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import uuid
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta
from datetime import time as clock_time
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import httpx
import pytest

from services import care
from services.auth import DemoIssuer
from services.bootstrap import seed
from services.store import open_store
from tests.conftest import throwaway_database
from tests.openai_server import free_port, running

pytestmark = pytest.mark.postgres

ROOT = Path(__file__).resolve().parents[2]
REDIS_URL = os.environ.get("COMPTOIR_TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
PARIS = ZoneInfo("Europe/Paris")
RACERS = 40
API_KEY = "demo-care-key"
WORKER = "x-comptoir-worker"
# Client ids are unique to this run: Redis keys are per client, so runs never share counters.
RUN = uuid.uuid4().hex[:8]
TALK, RACE, LIMITED = f"talk-{RUN}", f"race-{RUN}", f"limited-{RUN}"
RACE_2 = f"race2-{RUN}"  # half the racers: 40 requests per client stay under the limit of 60
# The servers run in demo mode with this key; the tests mint the customers' tokens with it.
KEY_PATH = Path(tempfile.mkdtemp()) / "demo-key.pem"
ISSUER = DemoIssuer(KEY_PATH, "comptoir")


def _at(days: int, hour: int) -> datetime:
    day = (datetime.now(PARIS) + timedelta(days=days)).date()
    return datetime.combine(day, clock_time(hour), tzinfo=PARIS)


def _slot(slot_id: str, start: datetime, capacity: int) -> dict[str, Any]:
    return {"id": slot_id, "start": start.isoformat(),
            "end": (start + timedelta(hours=4)).isoformat(), "capacity": capacity}


SEAT_DAY = _at(10, 8)
API_SEAT_DAY = _at(11, 8)


def fixture() -> dict[str, Any]:
    """Alice and 40 racers, all booked on HOME; OPEN-* have room; SEAT and API-SEAT have one
    seat each."""
    customers = [{"id": "C-A", "name": "Alice Worker", "email": "alice@example.com"}]
    customers += [{"id": f"C-{i}", "name": f"Racer {i}", "email": f"racer{i}@example.com"}
                  for i in range(RACERS)]
    orders = [{"number": "SO-1000", "customer": "C-A", "status": "ready",
               "ordered_on": "2026-09-01", "promised_on": "2026-12-01", "delivery_slot": "HOME"}]
    orders += [{"number": f"SO-{2000 + i}", "customer": f"C-{i}", "status": "ready",
                "ordered_on": "2026-09-01", "promised_on": "2026-12-01",
                "delivery_slot": "HOME"} for i in range(RACERS)]
    slots = [_slot("HOME", _at(6, 8), RACERS + 1), _slot("OPEN-1", _at(7, 8), 5),
             _slot("OPEN-2", _at(7, 14), 5), _slot("SEAT", SEAT_DAY, 1),
             _slot("API-SEAT", API_SEAT_DAY, 1)]
    return {"customers": customers, "products": [], "slots": slots, "orders": orders}


@pytest.fixture(scope="module")
def database() -> Iterator[str]:
    with throwaway_database("comptoir_workers") as url:
        store = open_store(url)
        seed(store, fixture())
        store.engine.dispose()
        yield url


def _environment(database: str, **extra: str) -> dict[str, str]:
    env = {**os.environ, "DATABASE_URL": database, "COMPTOIR_CHECKPOINT_URL": database,
           "REDIS_URL": REDIS_URL, "COMPTOIR_RATE_LIMIT": "60/hour", "LANGSMITH_TRACING": "false",
           "COMPTOIR_DEMO_KEY_PATH": str(KEY_PATH),
           "COMPTOIR_GATEWAY_CLIENTS": json.dumps(
               {TALK: ["customer"], RACE: ["customer"], RACE_2: ["customer"],
                LIMITED: ["customer"]}), **extra}
    env.pop("OPENAI_API_KEY", None)
    return env


def _comptoir() -> str:
    return str(Path(sys.executable).parent / "comptoir")


@pytest.fixture(scope="module")
def server(database: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """`comptoir serve --workers 2` (gateway, System API, MCP) on a free loopback port."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with running([_comptoir(), "serve", "--demo", "--workers", "2", "--port", str(port)],
                 url=url, health="/health", timeout_s=240, cwd=ROOT,
                 env=_environment(database),
                 log=tmp_path_factory.mktemp("workers") / "serve.log"):
        yield url


def _chat(client: httpx.Client, api: str, user: str, message: str,
          thread_id: str | None = None) -> httpx.Response:
    body: dict[str, Any] = {"message": message}
    if thread_id:
        body["thread_id"] = thread_id
    return client.post("/v1/chat", headers={"X-Client-Id": api, **_bearer(user)}, json=body,
                       timeout=240)


def _bearer(email: str) -> dict[str, str]:
    token, _ = ISSUER.mint(email, staff=False)
    return {"Authorization": f"Bearer {token}"}


def _clients_on_every_worker(url: str, tries: int = 10) -> dict[str, httpx.Client]:
    """One kept-alive connection per worker process (each connection stays on its worker)."""
    found: dict[str, httpx.Client] = {}
    for _ in range(tries):
        batch = [httpx.Client(base_url=url) for _ in range(16)]
        with ThreadPoolExecutor(16) as pool:
            answers = list(pool.map(
                lambda c: c.get("/health", timeout=60).headers[WORKER], batch))
        for client, worker in zip(batch, answers, strict=True):
            if worker not in found:
                found[worker] = client
            else:
                client.close()
        if len(found) >= 2:
            return found
    raise AssertionError(f"only {len(found)} worker(s) answered")


def test_more_than_one_worker_needs_redis(database: str) -> None:
    env = _environment(database)
    env.pop("REDIS_URL")
    done = subprocess.run([_comptoir(), "serve", "--demo", "--workers", "2", "--port",
                           str(free_port())],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    assert done.returncode == 2
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "REDIS_URL" in lines[0], done.stderr


def test_a_conversation_started_on_one_worker_continues_on_the_other(
        server: str, database: str) -> None:
    clients = _clients_on_every_worker(server)
    (first_worker, first), (second_worker, second) = list(clients.items())[:2]
    try:
        asked = _chat(first, TALK, "alice@example.com",
                      "Je voudrais déplacer la livraison de SO-1000")
        assert asked.status_code == 200, asked.text
        assert asked.headers[WORKER] == first_worker
        assert asked.json()["asks"] is True
        thread = asked.json()["thread_id"]

        answered = _chat(second, TALK, "alice@example.com", "le premier", thread)
        assert answered.status_code == 200, answered.text
        assert answered.headers[WORKER] == second_worker != first_worker
        assert answered.json()["text_id"] == "say_moved", answered.json()
        history = second.get(f"/v1/threads/{thread}",
                             headers={"X-Client-Id": TALK, **_bearer("alice@example.com")})
        assert [m["role"] for m in history.json()["messages"]] == ["user", "assistant"] * 2
    finally:
        for client in clients.values():
            client.close()
    store = open_store(database)
    booked = {b.order: b.slot for b in care.snapshot(store).bookings}
    store.engine.dispose()
    assert booked["SO-1000"] == "OPEN-1"


def test_the_rate_limit_is_exact_across_workers(server: str) -> None:
    def one(i: int) -> tuple[int, str]:
        with httpx.Client(base_url=server) as client:  # a new connection: any worker
            response = _chat(client, LIMITED, f"someone{i}@example.com", "bonjour")
            return response.status_code, response.headers.get(WORKER, "")

    with ThreadPoolExecutor(50) as pool:
        results = list(pool.map(one, range(200)))
    statuses = Counter(status for status, _ in results)
    assert statuses == {200: 60, 429: 140}
    assert len({worker for status, worker in results if status == 200}) == 2


def test_one_seat_raced_by_forty_writes_across_workers(server: str, database: str) -> None:
    """The System API's reschedule, 40 at once for one seat: one winner, 39 told it is full."""
    def race(i: int) -> tuple[int, dict[str, Any], str]:
        with httpx.Client(base_url=server) as client:
            response = client.post(
                f"/api/orders/SO-{2000 + i}/reschedule", json={"slot_id": "API-SEAT"},
                headers={"X-Api-Key": API_KEY, "X-Customer-Email": f"racer{i}@example.com"},
                timeout=240)
            return response.status_code, response.json(), response.headers[WORKER]

    with ThreadPoolExecutor(RACERS) as pool:
        results = list(pool.map(race, range(RACERS)))
    assert Counter(status for status, _, _ in results) == {200: 1, 409: RACERS - 1}
    assert len({worker for _, _, worker in results}) == 2
    for status, body, _ in results:
        if status == 409:
            assert body["error"] == "slot_unavailable" and "is full" in body["message"], body
    winner = next(body["order"] for status, body, _ in results if status == 200)
    store = open_store(database)
    on_seat = [b.order for b in care.snapshot(store).bookings if b.slot == "API-SEAT"]
    seat = next(s for s in care.list_slots(store) if s.id == "API-SEAT")
    store.engine.dispose()
    assert on_seat == [winner]
    assert seat.booked == seat.capacity == 1


def test_one_seat_raced_by_forty_conversations_across_workers(
        server: str, database: str) -> None:
    """The same race through whole turns: every customer is first asked to confirm the move
    (nothing written), then all forty say yes at once: one gets the seat; every other one had
    the move refused because the seat is full (re-checked at the moment of the yes), or no
    longer saw it among the free slots."""
    wish = f"Déplacez SO-{{n}} au {SEAT_DAY.date().isoformat()} matin"

    def propose(i: int) -> str:
        with httpx.Client(base_url=server) as client:
            response = _chat(client, RACE if i % 2 else RACE_2, f"racer{i}@example.com",
                             wish.format(n=2000 + i))
            assert response.status_code == 200, response.text
            assert response.json()["text_id"] == "ask_confirm_move", response.json()
            return str(response.json()["thread_id"])

    with ThreadPoolExecutor(8) as pool:
        threads = list(pool.map(propose, range(RACERS)))

    def race(i: int) -> dict[str, Any]:
        with httpx.Client(base_url=server) as client:
            response = _chat(client, RACE if i % 2 else RACE_2, f"racer{i}@example.com", "oui",
                             threads[i])
            assert response.status_code == 200, response.text
            return {"racer": i, "worker": response.headers[WORKER], **response.json()}

    with ThreadPoolExecutor(RACERS) as pool:
        results = list(pool.map(race, range(RACERS)))
    winners = [r for r in results if r["text_id"] == "say_moved"]
    losers = [r for r in results if r["text_id"] != "say_moved"]
    assert len(winners) == 1
    assert len({r["worker"] for r in results}) == 2
    reasons: Counter[str] = Counter()
    for loser in losers:
        refusals = [e for e in loser["trace"] if e.get("kind") == "tool" and not e.get("ok")]
        moves = [e for e in loser["trace"] if e.get("tool") == "reschedule_delivery"]
        if refusals:  # tried the seat and was refused: full, nothing else
            assert [(e["tool"], e["code"]) for e in refusals] == [
                ("reschedule_delivery", "slot_unavailable")], loser["trace"]
            assert "is full" in refusals[0]["message"]
            reasons["full"] += 1
        else:  # read the free slots after the seat was taken: asked to choose another one
            assert moves == [] and loser["text_id"] == "ask_which_slot", loser["trace"]
            assert not any("SEAT" in str(e.get("reason")) for e in loser["trace"])
            reasons["gone"] += 1
    assert sum(reasons.values()) == RACERS - 1
    store = open_store(database)
    on_seat = [b.order for b in care.snapshot(store).bookings if b.slot == "SEAT"]
    seat = next(s for s in care.list_slots(store) if s.id == "SEAT")
    store.engine.dispose()
    assert on_seat == [f"SO-{2000 + winners[0]['racer']}"]
    assert seat.booked == seat.capacity == 1


def _turns_counted(client: httpx.Client) -> float:
    """The sum of `comptoir_turns_total` in a scrape of /metrics (open in demo mode)."""
    from prometheus_client.parser import text_string_to_metric_families

    scraped = client.get("/metrics", timeout=60)
    assert scraped.status_code == 200, scraped.text
    return sum(sample.value for family in text_string_to_metric_families(scraped.text)
               if family.name == "comptoir_turns" for sample in family.samples
               if sample.name == "comptoir_turns_total")


def test_metrics_count_every_workers_turns_whichever_answers(server: str) -> None:
    """A scrape answered by either worker gives the totals of both: three turns served by
    one worker and two by the other are five more turns in each worker's answer."""
    clients = _clients_on_every_worker(server)
    (_, first), (_, second) = list(clients.items())[:2]
    try:
        before = _turns_counted(first)
        assert _turns_counted(second) == before
        for i, client in enumerate([first, first, first, second, second]):
            said = _chat(client, TALK, f"counted{i}-{RUN}@example.com", "bonjour")
            assert said.status_code == 200, said.text
        assert _turns_counted(first) == _turns_counted(second) == before + 5
    finally:
        for client in clients.values():
            client.close()
