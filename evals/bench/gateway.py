"""Gateway throughput: `comptoir serve --only gateway` with 1 and 2 worker processes, and the
ceiling measured in the same run (a minimal FastAPI endpoint doing one SQLite read, with 1 and
2 workers), all under the same load generator in a separate process whose CPU is reported, as
is the CPU of the server's processes per turn (the figure a busy machine disturbs least)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import redis

from evals.bench.common import POSTGRES, postgres_admin, save, table

ROOT = Path(__file__).resolve().parents[2]
REDIS = os.environ.get("COMPTOIR_BENCH_REDIS_URL", "redis://127.0.0.1:6379/0")
RATE_LIMIT = "1000000/hour"  # raised so that the limiter never refuses (it still counts)
# The ceiling answers a request in well under a millisecond: each user sends it this many
# times more messages than to the gateway, so that its run lasts long enough to measure.
CEILING_TURNS_FACTOR = 20


def _tree_cpu(pid: int) -> float:
    """CPU seconds (user + system) used so far by a process and every live descendant."""
    parents: dict[int, int] = {}
    times: dict[int, float] = {}
    tick = os.sysconf("SC_CLK_TCK")
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # the process ended meanwhile
            continue
        parents[int(entry.name)] = int(fields[1])
        times[int(entry.name)] = (int(fields[11]) + int(fields[12])) / tick
    tree, grew = {pid}, True
    while grew:  # until no more descendants turn up (pids are not ordered by age)
        grew = False
        for child, parent in parents.items():
            if parent in tree and child not in tree:
                tree.add(child)
                grew = True
    return sum(times.get(member, 0.0) for member in tree)


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _redis_ok() -> bool:
    try:
        return bool(redis.Redis.from_url(REDIS, socket_timeout=2).ping())
    except Exception:
        return False


def _wait(url: str, process: subprocess.Popen[bytes]) -> None:
    deadline = time.time() + 300
    while time.time() < deadline and process.poll() is None:
        try:
            if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            time.sleep(0.2)
    raise RuntimeError(f"server at {url} did not start (exit code {process.poll()})")


def _load(url: str, folder: Path, users: list[dict[str, Any]], turns: int, client: str,
          env: dict[str, str]) -> dict[str, Any]:
    users_file = folder / "users.json"
    users_file.write_text(json.dumps(users), encoding="utf-8")
    load = subprocess.run([sys.executable, "-m", "evals.bench.load", url, str(users_file),
                           str(turns), client], cwd=ROOT, capture_output=True, text=True,
                          timeout=900, env=env)
    if load.returncode != 0:
        raise RuntimeError(load.stderr[-2000:])
    return dict(json.loads(load.stdout.strip().splitlines()[-1]))


def _serve(cmd: list[str], env: dict[str, str], log: Path | None = None
           ) -> tuple[subprocess.Popen[bytes], str]:
    port = _free_port()
    out = log.open("wb") if log else subprocess.DEVNULL
    process = subprocess.Popen([*cmd, "--port", str(port)], env=env, cwd=ROOT,
                               stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait(url, process)
    except Exception:
        process.terminate()
        raise
    return process, url


def _stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()


def _users(url: str, count: int) -> list[dict[str, Any]]:
    """Demo customers signed in through the demo issuer, each with one of their orders."""
    people = httpx.get(f"{url}/demo/api/users").json()
    chosen = []
    for person in [p for p in people if p["role"] == "customer"][:count]:
        token = httpx.post(f"{url}/demo/api/sign-in", json={"email": person["email"]}
                           ).json()["access_token"]
        state = httpx.get(f"{url}/demo/api/state",
                          headers={"Authorization": f"Bearer {token}"}).json()
        order = state["orders"][0]["number"] if state["orders"] else "SO-0"
        chosen.append({"email": person["email"], "order": order, "token": token})
    return chosen


def run(users: int = 50, turns: int = 10) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="comptoir-load-"))
    client = f"bench-{uuid.uuid4().hex[:8]}"  # its own Redis counters, whoever else runs
    comptoir = str(Path(sys.executable).parent / "comptoir")
    serve = [comptoir, "serve", "--demo", "--only", "gateway"]
    base_env = {**os.environ, "COMPTOIR_RATE_LIMIT": RATE_LIMIT,
                "COMPTOIR_IDENTITY_RATE_LIMIT": RATE_LIMIT, "LANGSMITH_TRACING": "false",
                "COMPTOIR_DEMO_KEY_PATH": str(folder / "demo-key.pem"),
                "COMPTOIR_GATEWAY_CLIENTS": json.dumps({client: ["customer", "staff"]})}
    base_env.pop("OPENAI_API_KEY", None)
    has_redis = _redis_ok()
    if has_redis:
        base_env["REDIS_URL"] = REDIS
    results: list[dict[str, Any]] = []

    sqlite_env = {**base_env, "DATABASE_URL": f"sqlite:///{folder / 'store.db'}",
                  "COMPTOIR_CHECKPOINT_URL": f"sqlite:///{folder / 'checkpoints.db'}"}
    subprocess.run([comptoir, "seed"], env=sqlite_env, check=True, capture_output=True,
                   cwd=ROOT)
    process, url = _serve(serve, sqlite_env)
    try:
        people = _users(url, users)
    finally:
        _stop(process)

    def measure(label: str, database: str, workers: int, cmd: list[str],
                env: dict[str, str]) -> None:
        if workers > 1 and cmd[0] == comptoir and not has_redis:
            results.append({"server": label, "database": database, "workers": workers,
                            "error": "no Redis: more than one worker refuses to start"})
            return
        log = folder / f"server-{len(results)}.log"
        count = turns if cmd[0] == comptoir else turns * CEILING_TURNS_FACTOR
        try:
            process, url = _serve(cmd, env, log)
            try:
                before = _tree_cpu(process.pid)
                figures = _load(url, folder, people, count, client, base_env)
                server_cpu = _tree_cpu(process.pid) - before
            finally:
                _stop(process)
        except Exception as exc:  # recorded, and the other configurations still run
            tail = log.read_text(errors="replace")[-500:] if log.exists() else ""
            results.append({"server": label, "database": database, "workers": workers,
                            "error": f"{exc}; server log: {tail}"})
            return
        results.append({"server": label, "database": database, "workers": workers,
                        "rate_limit_storage": "redis" if has_redis and cmd[0] == comptoir
                        else "-", **figures, "server_cpu_s": round(server_cpu, 2),
                        "server_cpu_ms_per_turn": round(
                            server_cpu * 1000 / max(1, figures["turns"]), 2)})

    minimal_env = {**base_env, "COMPTOIR_MINIMAL_DB": str(folder / "store.db")}
    for workers in (1, 2):
        measure("minimal FastAPI + SQLite read", "sqlite", workers,
                [sys.executable, "-m", "uvicorn", "evals.bench.minimal:create", "--factory",
                 "--log-level", "warning", "--workers", str(workers)], minimal_env)
        measure("comptoir gateway", "sqlite", workers,
                [*serve, "--workers", str(workers)], sqlite_env)
    pg_name = f"comptoir_bench_{uuid.uuid4().hex[:8]}"
    try:
        postgres_admin(f'CREATE DATABASE "{pg_name}"')
        pg = POSTGRES.rsplit("/", 1)[0] + f"/{pg_name}"
    except Exception:
        pg = None
        results.append({"server": "comptoir gateway", "database": "postgresql",
                        "error": "unavailable"})
    if pg:
        try:
            pg_env = {**base_env, "DATABASE_URL": pg, "COMPTOIR_CHECKPOINT_URL": pg}
            subprocess.run([comptoir, "seed"], env=pg_env, check=True, capture_output=True,
                           cwd=ROOT)
            for workers in (1, 2):
                measure("comptoir gateway", "postgresql", workers,
                        [*serve, "--workers", str(workers)],
                        pg_env)
        finally:
            postgres_admin(f'DROP DATABASE IF EXISTS "{pg_name}" WITH (FORCE)')

    ceilings = {r["workers"]: r["turns_per_second"] for r in results
                if r["server"].startswith("minimal") and "turns_per_second" in r}
    for r in results:
        if r["server"].startswith("comptoir") and "turns_per_second" in r and ceilings.get(
                r["workers"]):
            r["x_ceiling"] = round(r["turns_per_second"] / ceilings[r["workers"]], 2)
    table(f"Gateway throughput: {len(people)} concurrent users × {turns} turns, offline model",
          ["server", "database", "workers", "turns", "turns/s", "× ceiling (same workers)",
           "p50 ms", "p99 ms", "errors", "load generator CPU", "server CPU ms/turn"],
          [[r["server"], r["database"], r.get("workers", "-"), r.get("turns", "-"),
            r.get("turns_per_second", "-"), r.get("x_ceiling", "-"), r.get("p50_ms", "-"),
            r.get("p99_ms", "-"), r.get("errors", r.get("error")),
            r.get("load_generator_cpu_share", "-"), r.get("server_cpu_ms_per_turn", "-")]
           for r in results])
    result = {"users": len(people), "turns_per_user": turns, "rate_limit": RATE_LIMIT,
              "what": "whole HTTP turns (gateway, agent, offline model, checkpoint) from a "
                      "separate load-generator process on loopback (one event loop, one "
                      "keep-alive connection per user); the ceiling is a minimal FastAPI "
                      "endpoint doing one SQLite read, measured in the same run with "
                      f"{CEILING_TURNS_FACTOR}x as many messages per user; "
                      "load_generator_cpu_share is the load generator's CPU seconds per "
                      "wall second (of 2 cores); server_cpu_ms_per_turn is the CPU of the "
                      "server's processes (uvicorn and its workers; not Redis, not "
                      "PostgreSQL) per turn",
              "results": results}
    save("gateway", result)
    return result
