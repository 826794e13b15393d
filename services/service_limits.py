"""Rate-limit the service doors (System API, MCP) per source, as the gateway limits chat.

Two moving windows (`limits`, in memory or in the same Redis as the gateway's counters):

* per API key, for a request whose key is valid: one key (one tool, one agent) cannot take
  the whole service for itself, whatever address it comes from;
* per address, for a request whose key is missing or unknown: guessing keys is slowed down
  (over the limit a wrong key gets a 429, not the 401 that would say it was wrong). A valid
  key never counts against its address, so nobody sharing a proxy's address can lock a key
  holder out.

Over a limit: 429 `rate_limited` with `Retry-After` and `X-RateLimit-*`, and the request
reaches nothing (it is refused before its body is read). Keys are counted by a digest,
never stored as they are; an IPv6 address by its /64, as at the gateway.
"""

from __future__ import annotations

import asyncio
import hashlib

from limits import RateLimitItem
from limits.storage import MemoryStorage, Storage
from limits.strategies import MovingWindowRateLimiter
from starlette.types import Scope

from services.boundary import Refused
from services.gateway.identity import address_key, rate_limited
from services.settings import rate_limits


class SourceLimits:
    """The windows of one door (`door`: "api" or "mcp", each with counters of its own)."""

    def __init__(self, door: str, *, per_key: str, per_refused_address: str,
                 storage: Storage | None = None) -> None:
        self.door = door
        storage = storage if storage is not None else MemoryStorage()
        self.limiter = MovingWindowRateLimiter(storage)
        # In memory a count takes microseconds; across the network it runs off the loop.
        self.off_loop = not isinstance(storage, MemoryStorage)
        self.key_limits = rate_limits(per_key)
        self.address_limits = rate_limits(per_refused_address)

    def _count(self, limits: list[RateLimitItem], kind: str, who: str, what: str) -> None:
        for limit in limits:
            if self.limiter.hit(limit, "service", f"{self.door}-{kind}", who):
                continue
            stats = self.limiter.get_window_stats(limit, "service", f"{self.door}-{kind}", who)
            raise rate_limited(limit, stats, what)

    async def _count_off_loop(self, limits: list[RateLimitItem], kind: str, who: str,
                              what: str) -> None:
        if self.off_loop:
            await asyncio.to_thread(self._count, limits, kind, who, what)
        else:
            self._count(limits, kind, who, what)

    async def key_used(self, key: str) -> None:
        """A request with the valid `key`: counted in the key's window (429 when full)."""
        digest = hashlib.sha256(key.encode()).hexdigest()[:32]
        await self._count_off_loop(self.key_limits, "key", digest, "API key")

    async def key_refused(self, scope: Scope, refusal: Refused) -> Refused:
        """A request whose key was refused: counted against its address. The refusal to
        answer: the 401 as it was, or a 429 once the address has used up its window."""
        host = (scope.get("client") or ("unknown", 0))[0]
        try:
            await self._count_off_loop(self.address_limits, "refused", address_key(str(host)),
                                       "address (requests without a valid key)")
        except Refused as limited:
            return limited
        return refusal
