"""A run on a LangGraph server counts against its caller's per-user rate limit, as a chat
request at the gateway does: same limit, same counters (shared by replicas through Redis)."""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from langgraph_sdk import Auth

from comptoir import langgraph_auth, langgraph_limits
from nodes.kit import identity
from services.settings import get_settings
from tests.conftest import REQUIRE_SERVICES

REDIS_URL = os.environ.get("COMPTOIR_TEST_REDIS_URL", "redis://127.0.0.1:6379/0")


@pytest.fixture
def limited(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """A server that does not trust its callers, with a given limit and counters."""
    def configure(limit: str, redis_url: str | None = None) -> None:
        monkeypatch.setenv("COMPTOIR_TRUST_RUN_CLOCK", "false")
        monkeypatch.setenv("COMPTOIR_DEMO", "false")
        monkeypatch.setenv("COMPTOIR_IDENTITY_RATE_LIMIT", limit)
        if redis_url:
            monkeypatch.setenv("REDIS_URL", redis_url)
        else:
            monkeypatch.delenv("REDIS_URL", raising=False)
        get_settings.cache_clear()
        identity.callers_set_clock.cache_clear()
        langgraph_limits.run_limits.cache_clear()

    yield configure
    get_settings.cache_clear()
    identity.callers_set_clock.cache_clear()
    langgraph_limits.run_limits.cache_clear()


def run_as(who: str) -> int:
    """Start a run through the server's auth handler: 200, or the status it refused with."""
    ctx = SimpleNamespace(permissions=[], user=SimpleNamespace(identity=who))
    value = {"assistant_id": "front_door", "metadata": {},
             "kwargs": {"input": {"messages": [{"role": "user", "content": "Bonjour"}]}}}
    try:
        asyncio.run(langgraph_auth.on_run(ctx, value))  # type: ignore[arg-type]
    except Auth.exceptions.HTTPException as refused:
        return refused.status_code
    return 200


def test_a_user_past_the_limit_gets_429_and_others_go_on(limited: Any) -> None:
    limited("3/minute")
    me, other = f"user:{uuid.uuid4().hex}", f"user:{uuid.uuid4().hex}"
    assert [run_as(me) for _ in range(4)] == [200, 200, 200, 429]
    assert run_as(other) == 200
    with pytest.raises(Auth.exceptions.HTTPException) as refused:
        langgraph_limits.count_run(me)
    assert refused.value.status_code == 429
    assert "3 per 1 minute" in str(refused.value.detail)
    assert int((refused.value.headers or {})["Retry-After"]) >= 1


def test_every_limit_given_is_enforced(limited: Any) -> None:
    limited("5/minute;2/hour")
    me = f"user:{uuid.uuid4().hex}"
    assert [run_as(me) for _ in range(3)] == [200, 200, 429]


def test_a_trusted_test_server_does_not_count(limited: Any,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    limited("1/minute")
    monkeypatch.setenv("COMPTOIR_TRUST_RUN_CLOCK", "true")
    get_settings.cache_clear()
    identity.callers_set_clock.cache_clear()
    me = f"user:{uuid.uuid4().hex}"
    assert [run_as(me) for _ in range(3)] == [200, 200, 200]


def _redis_or_skip() -> None:
    from limits.storage import storage_from_string

    try:
        if not storage_from_string(REDIS_URL).check():
            raise ConnectionError("no answer")
    except Exception as exc:
        if REQUIRE_SERVICES:
            raise
        pytest.skip(f"Redis not reachable at {REDIS_URL}: {exc}")


def test_replicas_share_the_count_in_redis(limited: Any) -> None:
    """Two server processes read the same counters: a fresh limiter (another replica) sees
    the runs the first one counted."""
    _redis_or_skip()
    limited("3/minute", REDIS_URL)
    me = f"user:{uuid.uuid4().hex}"
    assert [run_as(me) for _ in range(2)] == [200, 200]
    langgraph_limits.run_limits.cache_clear()  # another replica: its own limiter
    assert [run_as(me) for _ in range(2)] == [200, 429]


def test_counters_out_of_reach_refuse_with_503(limited: Any) -> None:
    limited("3/minute", "redis://127.0.0.1:1/0")  # nothing listens there
    assert run_as(f"user:{uuid.uuid4().hex}") == 503
