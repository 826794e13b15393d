"""Share what every benchmark needs: a demo store, percentiles, results on disk, tables."""

from __future__ import annotations

import json
import os
import platform
import statistics
import time
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from langchain_core.callbacks import BaseCallbackHandler
from rich.table import Table

from comptoir.console import console as make_console
from services.clock import FixedClock
from services.demo import demo_fixture
from services.fixtures import load_fixture
from services.store import Store, open_store

RESULTS = Path(__file__).parent / "results"  # the recorded results, committed
_results = [RESULTS]


def results_dir(folder: Path | None = None) -> Path:
    """Where this run writes its results: `RESULTS` unless `comptoir bench --out` said."""
    if folder is not None:
        _results[0] = folder
    return _results[0]
NOW = datetime.fromisoformat("2026-10-14T09:00:00+02:00")
console = make_console()


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def summary(values: Sequence[float]) -> dict[str, float]:
    return {"n": len(values), "p50": round(percentile(values, 50), 3),
            "p95": round(percentile(values, 95), 3), "p99": round(percentile(values, 99), 3),
            "mean": round(statistics.fmean(values), 3) if values else 0.0}


def machine() -> dict[str, Any]:
    return {"python": platform.python_version(), "platform": platform.platform(),
            "cpus": os.cpu_count(), "when": datetime.now().isoformat(timespec="seconds")}


POSTGRES = os.environ.get("COMPTOIR_BENCH_POSTGRES_URL",
                          "postgresql://postgres@127.0.0.1:5432/postgres")


def postgres_admin(statement: str) -> None:
    """Run one statement on the PostgreSQL server, outside any transaction."""
    from sqlalchemy import create_engine, text

    admin = create_engine(POSTGRES.replace("postgresql://", "postgresql+psycopg://"),
                          isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(text(statement))
    finally:
        admin.dispose()


@contextmanager
def postgres_database(kind: str, folder: Path, name: str) -> Iterator[str | None]:
    """A fresh database: a SQLite file in `folder`, or a throw-away PostgreSQL database
    (None when the server is unreachable)."""
    if kind == "sqlite":
        yield f"sqlite:///{folder / f'{name}.db'}"
        return
    db = f"comptoir_bench_{uuid.uuid4().hex[:8]}"
    try:
        postgres_admin(f'CREATE DATABASE "{db}"')
    except Exception:
        yield None
        return
    try:
        yield POSTGRES.rsplit("/", 1)[0] + f"/{db}"
    finally:
        postgres_admin(f'DROP DATABASE IF EXISTS "{db}" WITH (FORCE)')


def demo_store(url: str = "sqlite://") -> Store:
    store = open_store(url, clock=FixedClock(NOW), create=True)
    load_fixture(store, demo_fixture(NOW))
    return store


def save(name: str, result: dict[str, Any]) -> Path:
    folder = results_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.json"
    path.write_text(json.dumps({"machine": machine(), **result}, indent=2, default=str),
                    encoding="utf-8")
    return path


def table(title: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
    t = Table(*columns, title=title)
    for row in rows:
        t.add_row(*[str(c) for c in row])
    console.print(t)


@dataclass(eq=False)  # callback handlers must stay hashable
class ModelClock(BaseCallbackHandler):
    """Time spent inside model calls, to subtract it from a turn."""

    spent: float = 0.0
    cpu_spent: float = 0.0
    """The process's CPU time during model calls (seconds)."""
    _started: dict[Any, tuple[float, float]] = field(default_factory=dict)

    def on_chat_model_start(self, serialized: Any, messages: Any, *, run_id: Any,
                            **kwargs: Any) -> None:
        self._started[run_id] = (time.perf_counter(), time.process_time())

    def on_llm_end(self, response: Any, *, run_id: Any, **kwargs: Any) -> None:
        started = self._started.pop(run_id, None)
        if started is not None:
            self.spent += time.perf_counter() - started[0]
            self.cpu_spent += time.process_time() - started[1]


def prompt_tokens(messages: Sequence[Any], tools: Any) -> int:
    """The one estimator both sides of a comparison use: what an OpenAI-compatible server
    receives (the messages in its format and the tool schemas), as UTF-8 JSON without
    escaped accents, 4 characters a token."""
    from langchain_core.messages import convert_to_openai_messages

    from services.llm.offline import estimate_tokens

    body = {"messages": convert_to_openai_messages(list(messages)), "tools": tools or []}
    return estimate_tokens(json.dumps(body, ensure_ascii=False, default=str))


@dataclass(eq=False)  # callback handlers must stay hashable
class PromptMeter(BaseCallbackHandler):
    """Count model calls and estimated prompt tokens, the same way for any agent."""

    calls: int = 0
    tokens: int = 0

    def on_chat_model_start(self, serialized: Any, messages: Any, **kwargs: Any) -> None:
        tools = (kwargs.get("invocation_params") or {}).get("tools")
        for batch in messages:
            self.calls += 1
            self.tokens += prompt_tokens(batch, tools)
