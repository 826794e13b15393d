"""Drive concurrent conversations at a gateway from this (second) process, bounded in count
and time, and report this process's own CPU: `python -m evals.bench.load URL USERS TURNS
CLIENT_ID`.

One event loop, one keep-alive HTTP/1.1 connection per user, requests written and responses
read by hand: each user sends its next message when the previous reply has arrived (a closed
loop, as a person in a chat). This costs a few tens of microseconds of CPU per request, so
the load generator is not what limits a fast server (an HTTP client library in a thread per
user took about 1.5 CPU seconds per second against the minimal endpoint, of 2 cores)."""

from __future__ import annotations

import asyncio
import json
import resource
import sys
import time
from typing import Any
from urllib.parse import urlsplit

MESSAGES = ["Où en est ma commande {order} ?", "Je voudrais déplacer la livraison de {order}",
            "le premier", "Where is {order}?", "merci"]
TIMEOUT_S = 60.0


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def request(host: str, client_id: str, user: dict[str, Any], message: str) -> bytes:
    """`POST /v1/chat` as bytes: the same request whichever server receives it."""
    body = json.dumps({"message": message}, ensure_ascii=False,
                      separators=(",", ":")).encode()
    head = (f"POST /v1/chat HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nX-Client-Id: {client_id}\r\n"
            f"X-User-Email: {user['email']}\r\nAuthorization: Bearer {user['token']}\r\n\r\n")
    return head.encode() + body


async def response(reader: asyncio.StreamReader) -> tuple[int, bytes, bool]:
    """Status, body, and whether the server closes the connection after it."""
    status = int((await reader.readline()).split()[1])
    length, chunked, close = 0, False, False
    while (line := await reader.readline()) not in (b"\r\n", b""):
        name, _, value = line.partition(b":")
        name, value = name.strip().lower(), value.strip().lower()
        if name == b"content-length":
            length = int(value)
        elif name == b"transfer-encoding":
            chunked = b"chunked" in value
        elif name == b"connection":
            close = value == b"close"
    if not chunked:
        return status, await reader.readexactly(length), close
    chunks = []
    while size := int((await reader.readline()).split(b";")[0], 16):
        chunks.append(await reader.readexactly(size))
        await reader.readline()
    await reader.readline()
    return status, b"".join(chunks), close


async def drive(url: str, users: list[dict[str, Any]], turns: int, client_id: str,
                deadline_s: float) -> tuple[list[float], list[str]]:
    target = urlsplit(url)
    host, port = target.hostname or "127.0.0.1", target.port or 80
    latencies: list[float] = []
    errors: list[str] = []
    stop_at = time.monotonic() + deadline_s

    async def user_loop(user: dict[str, Any]) -> None:
        connection: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None
        for i in range(turns):
            if time.monotonic() > stop_at:
                break
            message = MESSAGES[i % len(MESSAGES)].format(order=user["order"])
            payload = request(f"{host}:{port}", client_id, user, message)
            started = time.perf_counter()
            problem = None
            try:
                if connection is None:
                    connection = await asyncio.open_connection(host, port)
                reader, writer = connection
                writer.write(payload)
                status, body, close = await asyncio.wait_for(response(reader), TIMEOUT_S)
                if status != 200:
                    problem = f"{status} {body[:100].decode(errors='replace')}"
                if close:
                    writer.close()
                    connection = None
            except (OSError, asyncio.IncompleteReadError, TimeoutError,
                    ValueError, IndexError) as exc:
                problem = f"{type(exc).__name__}: {exc}"
                if connection is not None:
                    connection[1].close()
                connection = None
            latencies.append((time.perf_counter() - started) * 1000)
            if problem:
                errors.append(problem)
        if connection is not None:
            connection[1].close()

    await asyncio.gather(*(user_loop(u) for u in users))
    return latencies, errors


def run(url: str, users: list[dict[str, Any]], turns: int, client_id: str = "demo-web",
        deadline_s: float = 180.0) -> dict[str, Any]:
    cpu = _cpu_seconds()
    started = time.perf_counter()
    latencies, errors = asyncio.run(drive(url, users, turns, client_id, deadline_s))
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
