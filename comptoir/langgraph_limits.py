"""Count every run a caller starts on a LangGraph server against their rate limit.

The gateway limits each identity to `COMPTOIR_IDENTITY_RATE_LIMIT` chat requests (a moving
window, in Redis when `REDIS_URL` is set so that every replica shares the count). A run on
the LangGraph server is a chat request too: the same limit, the same counters' kind, keyed
by the token's subject, so that a person cannot get around the gateway's limit by talking to
the graphs directly. Demo and test servers (`callers_trusted`) are not limited: Studio replays
and steps through runs there. Redis down: 503 with Retry-After, as at the gateway; nothing is
run uncounted.
"""

from __future__ import annotations

import asyncio
import time
from functools import lru_cache

from langgraph_sdk import Auth
from limits import RateLimitItem
from limits.strategies import MovingWindowRateLimiter

from services import metrics

KIND = "langgraph-run"


@lru_cache(maxsize=1)
def run_limits() -> tuple[MovingWindowRateLimiter, tuple[RateLimitItem, ...]]:
    """The limiter on the configured counters, and the per-identity limits (read once)."""
    from services.gateway.app import make_storage
    from services.settings import get_settings, rate_limits

    settings = get_settings()
    return (MovingWindowRateLimiter(make_storage(settings.redis_url)),
            tuple(rate_limits(settings.identity_rate_limit)))


def count_run(identity: str) -> None:
    """One run started by `identity`: counted against each limit in turn; 429 at the first
    limit reached, saying when to retry; 503 when the counters cannot be reached."""
    limiter, limits = run_limits()
    for limit in limits:
        try:
            allowed = limiter.hit(limit, "chat", KIND, identity)
            stats = limiter.get_window_stats(limit, "chat", KIND, identity) \
                if not allowed else None
        except Exception as exc:  # Redis down or hanging: never run uncounted
            raise Auth.exceptions.HTTPException(
                status_code=503, detail="Rate-limit counters unavailable; retry shortly.",
                headers={"Retry-After": "5"}) from exc
        if not allowed:
            metrics.rate_limited()
            retry = max(1, int((stats.reset_time if stats else time.time()) - time.time()))
            raise Auth.exceptions.HTTPException(
                status_code=429,
                detail=f"Rate limit of {limit} reached for this user; retry in {retry} s.",
                headers={"Retry-After": str(retry)})


async def count_run_off_loop(identity: str) -> None:
    """`count_run` on a worker thread: the event loop goes on while Redis answers."""
    await asyncio.to_thread(count_run, identity)
