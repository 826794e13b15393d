"""Drive concurrent conversations at a gateway from this (second) process, bounded in count
and time, and report this process's own CPU: `python -m evals.bench.load URL USERS TURNS
CLIENT_ID`."""

from __future__ import annotations

import json
import resource
import sys
import threading
import time
from typing import Any

import httpx

MESSAGES = ["Où en est ma commande {order} ?", "Je voudrais déplacer la livraison de {order}",
            "le premier", "Where is {order}?", "merci"]


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def run(url: str, users: list[dict[str, Any]], turns: int, client_id: str = "demo-web",
        deadline_s: float = 180.0) -> dict[str, Any]:
    latencies: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()
    stop_at = time.monotonic() + deadline_s

    def user_loop(user: dict[str, Any]) -> None:
        with httpx.Client(base_url=url, timeout=60) as client:
            for i in range(turns):
                if time.monotonic() > stop_at:
                    return
                message = MESSAGES[i % len(MESSAGES)].format(order=user["order"])
                started = time.perf_counter()
                try:
                    response = client.post(
                        "/v1/chat", json={"message": message},
                        headers={"X-Client-Id": client_id, "X-User-Email": user["email"],
                                 "Authorization": f"Bearer {user['token']}"})
                    ok = response.status_code == 200
                    problem = None if ok else f"{response.status_code} {response.text[:100]}"
                except httpx.HTTPError as exc:
                    problem = f"{type(exc).__name__}: {exc}"
                elapsed = (time.perf_counter() - started) * 1000
                with lock:
                    latencies.append(elapsed)
                    if problem:
                        errors.append(problem)

    threads = [threading.Thread(target=user_loop, args=(u,)) for u in users]
    cpu = _cpu_seconds()
    started = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - started
    cpu = _cpu_seconds() - cpu
    ordered = sorted(latencies)

    def pct(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * (len(ordered) - 1)))], 1) if ordered \
            else 0.0

    return {"users": len(users), "turns": len(latencies), "seconds": round(wall, 2),
            "turns_per_second": round(len(latencies) / wall, 1) if wall else 0.0,
            "p50_ms": pct(0.5), "p95_ms": pct(0.95), "p99_ms": pct(0.99),
            "errors": len(errors), "error_samples": errors[:3],
            "load_generator_cpu_s": round(cpu, 2),
            "load_generator_cpu_share": round(cpu / wall, 2) if wall else 0.0}


if __name__ == "__main__":
    base, users_file, turns = sys.argv[1], sys.argv[2], int(sys.argv[3])
    client = sys.argv[4] if len(sys.argv) > 4 else "demo-web"
    with open(users_file, encoding="utf-8") as handle:
        people = json.load(handle)
    print(json.dumps(run(base, people, turns, client)))
