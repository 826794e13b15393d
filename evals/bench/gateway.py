"""Gateway throughput: a `comptoir serve` process under load from a second process."""

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
from sqlalchemy import create_engine, text

from evals.bench.common import save, table

ROOT = Path(__file__).resolve().parents[2]
POSTGRES = os.environ.get("COMPTOIR_BENCH_POSTGRES_URL",
                          "postgresql://postgres@127.0.0.1:5432/postgres")


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _admin(statement: str) -> None:
    """Run one statement on the PostgreSQL server, outside any transaction."""
    admin = create_engine(POSTGRES.replace("postgresql://", "postgresql+psycopg://"),
                          isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(text(statement))
    finally:
        admin.dispose()


def _postgres_database() -> str | None:
    name = f"comptoir_bench_{uuid.uuid4().hex[:8]}"
    try:
        _admin(f'CREATE DATABASE "{name}"')
    except Exception:
        return None
    return POSTGRES.rsplit("/", 1)[0] + f"/{name}"


def _one(label: str, env_extra: dict[str, str], users: int, turns: int) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="comptoir-load-"))
    env = {**os.environ, "COMPTOIR_RATE_LIMIT": "1000000/hour",
           "COMPTOIR_IDENTITY_RATE_LIMIT": "1000000/hour", "LANGSMITH_TRACING": "false",
           "COMPTOIR_DEMO_KEY_PATH": str(folder / "demo-key.pem"),
           "DATABASE_URL": f"sqlite:///{folder / 'store.db'}",
           "COMPTOIR_CHECKPOINT_URL": f"sqlite:///{folder / 'checkpoints.db'}", **env_extra}
    env.pop("OPENAI_API_KEY", None)
    comptoir = str(Path(sys.executable).parent / "comptoir")
    subprocess.run([comptoir, "seed"], env=env, check=True, capture_output=True, cwd=ROOT)
    port = _free_port()
    server = subprocess.Popen([comptoir, "serve", "--demo", "--only", "gateway", "--port",
                               str(port)],
                              env=env, cwd=ROOT, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        people = httpx.get(f"{url}/demo/api/users").json()
        chosen = []
        for person in [p for p in people if p["role"] == "customer"][:users]:
            token = httpx.post(f"{url}/demo/api/sign-in", json={"email": person["email"]}
                               ).json()["access_token"]
            state = httpx.get(f"{url}/demo/api/state",
                              headers={"Authorization": f"Bearer {token}"}).json()
            order = state["orders"][0]["number"] if state["orders"] else "SO-0"
            chosen.append({"email": person["email"], "order": order, "token": token})
        users_file = folder / "users.json"
        users_file.write_text(json.dumps(chosen), encoding="utf-8")
        load = subprocess.run([sys.executable, "-m", "evals.bench.load", url, str(users_file),
                               str(turns)], cwd=ROOT, capture_output=True, text=True,
                              timeout=600, env=env)
        if load.returncode != 0:
            raise RuntimeError(load.stderr[-2000:])
        return {"database": label, **json.loads(load.stdout.strip().splitlines()[-1])}
    finally:
        server.terminate()
        server.wait(timeout=20)


def run(users: int = 50, turns: int = 10) -> dict[str, Any]:
    results = [_one("sqlite", {}, users, turns)]
    pg = _postgres_database()
    if pg:
        try:
            results.append(_one("postgresql",
                                {"DATABASE_URL": pg, "COMPTOIR_CHECKPOINT_URL": pg}, users, turns))
        finally:
            _admin(f'DROP DATABASE IF EXISTS "{pg.rsplit("/", 1)[1]}" WITH (FORCE)')
    else:
        results.append({"database": "postgresql", "error": "unavailable"})
    table(f"Gateway throughput: concurrent users (up to {users}) × {turns} turns, offline model",
          ["database", "users", "turns", "turns/s", "p50 ms", "p95 ms", "p99 ms", "errors"],
          [[r["database"], r.get("users", "-"), r.get("turns", "-"), r.get("turns_per_second", "-"),
            r.get("p50_ms", "-"), r.get("p95_ms", "-"), r.get("p99_ms", "-"),
            r.get("errors", r.get("error"))] for r in results])
    result = {"users": users, "turns_per_user": turns, "results": results}
    save("gateway", result)
    return result
