"""Who is calling the gateway: the application (client ID) and the person (token or session).

Checked at the edge, before the body is read (see services/boundary.py), in this
order: client ID (401) → bearer token or anonymous session (401) → rate limits
per client and per identity (429). The result is noted in the request scope
for the routes.

Two ways to be a customer: signed in (a bearer JWT; its e-mail claim is the
identity) or anonymous (an unguessable session id the gateway issues; the person
proves an order by its number and e-mail in the conversation). Staff are signed
in with the staff role claim. A client ID names an application, never a person.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import ipaddress
import secrets
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from limits import RateLimitItem, WindowStats
from limits.storage import MemoryStorage, RedisClusterStorage, RedisStorage, Storage
from limits.strategies import MovingWindowRateLimiter
from starlette.types import Scope

from services import metrics
from services.auth import Identity, KeysUnavailable, TokenError, Verifiers, bearer_token
from services.boundary import Refused
from services.settings import rate_limits

GATE = "comptoir.gate"
SESSION_HEADER = "x-session-id"
SESSION_MAX_AGE_S = 7 * 24 * 3600  # an anonymous session ends a week after it was issued

# The moving windows of the `limits` library (its acquire_moving_window.lua, then its
# moving_window.lua), for several limits in one round trip: each key in turn gets a hit
# unless its window is full, and the first refusal stops there (the later limits are not
# counted), as consecutive `hit` calls would. Same keys, same list of timestamps, so both
# ways of counting share a window. ARGV: now, then the amount and expiry of each key.
# Returns per key checked: allowed (1/0), the oldest entry of the window, the entries in it.
MOVING_WINDOWS = """
local now = tonumber(ARGV[1])
local out = {}
for i, key in ipairs(KEYS) do
    local limit = tonumber(ARGV[2 * i])
    local expiry = tonumber(ARGV[2 * i + 1])
    local full = redis.call('lindex', key, limit - 1)
    local allowed = not (full and tonumber(full) >= now - expiry)
    if allowed then
        redis.call('lpush', key, ARGV[1])
        redis.call('ltrim', key, 0, limit - 1)
        redis.call('expire', key, expiry)
    end
    local low, high, oldest = 0, limit - 1, nil
    while low <= high do
        local mid = math.floor((low + high) / 2)
        local value = tonumber(redis.call('lindex', key, mid))
        if value and value >= now - expiry then
            oldest = mid
            low = mid + 1
        else
            high = mid - 1
        end
    end
    local start = ARGV[1]
    if oldest then
        start = redis.call('lindex', key, oldest)
    end
    table.insert(out, allowed and 1 or 0)
    table.insert(out, start)
    table.insert(out, oldest and oldest + 1 or 0)
    if not allowed then
        break
    end
end
return out
"""


IPV6_SUBNET = 64  # what one IPv6 subscriber (a home, a server) is given, at least


def address_key(host: str) -> str:
    """The address a newcomer's window is kept under: an IPv4 address as it is (one mapped
    into IPv6 too), an IPv6 address by its /64. A /64 is one subscriber's, who may use any of
    its 2^64 addresses, a fresh one per connection: counted one by one, each would bring a
    window of its own. Anything that is not an address (a test client's name) as it is."""
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])  # a zone index: fe80::1%eth0
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, IPV6_SUBNET), strict=False))
    return str(address)


KEYS_RETRY_S = 5
# Threads that count hits in a storage across the network (Redis), so that a slow Redis
# holds a request's own check and not the event loop every other request needs. A count is
# one round trip; these only wait when Redis is slow, and are apart from the thread pool
# that runs the turns and /health.
COUNTING_THREADS = 32


def keys_unavailable(exc: KeysUnavailable) -> Refused:
    return Refused(503, "identity_provider_unavailable", exc.message,
                   headers={"Retry-After": str(KEYS_RETRY_S)})


@dataclass(frozen=True)
class Gate:
    client: str
    channels: frozenset[str]
    identity: Identity
    new_session: str | None
    rate_headers: dict[str, str]


def same(given: str, expected: str) -> bool:
    """Constant-time comparison that accepts any text (compare_digest refuses non-ASCII str)."""
    return hmac.compare_digest(given.encode(), expected.encode())


class Sessions:
    """Anonymous sessions: random ids signed by the gateway, so only it can issue them, with
    the time they were issued, so that they end: a session carries what its person proved in
    the conversation (an order and its e-mail), and a leaked one must not keep that for good.
    """

    def __init__(self, secret: bytes, max_age_s: int = SESSION_MAX_AGE_S,
                 now: Callable[[], float] = time.time) -> None:
        self.key = hmac.new(secret, b"comptoir-session", hashlib.sha256).digest()
        self.max_age_s, self.now = max_age_s, now

    def _tag(self, body: str) -> str:
        digest = hmac.new(self.key, body.encode(), hashlib.sha256).digest()[:16]
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    def issue(self) -> str:
        body = f"{secrets.token_urlsafe(24)}.{int(self.now()):x}"
        return f"s2.{body}.{self._tag(body)}"

    def valid(self, session: str) -> bool:
        parts = session.split(".")
        if len(parts) != 4 or parts[0] != "s2" or not same(parts[3],
                                                          self._tag(".".join(parts[1:3]))):
            return False
        try:
            issued = int(parts[2], 16)
        except ValueError:
            return False
        return 0 <= self.now() - issued <= self.max_age_s


def rate_headers(limit: RateLimitItem, stats: WindowStats) -> dict[str, str]:
    """The `X-RateLimit-*` headers of a window after a hit."""
    return {"X-RateLimit-Limit": str(limit.amount),
            "X-RateLimit-Remaining": str(max(0, stats.remaining)),
            "X-RateLimit-Reset": str(int(stats.reset_time))}


def rate_limited(limit: RateLimitItem, stats: WindowStats, what: str) -> Refused:
    """The 429 of a full window (counted in the metrics): when to retry, and the window."""
    metrics.rate_limited()
    retry = max(1, int(stats.reset_time) - int(time.time()))
    return Refused(429, "rate_limited",
                   f"Rate limit of {limit} reached for this {what}; retry in {retry} s.",
                   headers={**rate_headers(limit, stats), "Retry-After": str(retry)})


class Guard:
    """The gateway's edge check (a `Precheck` for `Boundary`) for /v1/ routes."""

    def __init__(self, *, clients: dict[str, list[str]], verifiers: Verifiers,
                 sessions: Sessions, storage: Storage | None, rate_limit: str,
                 identity_rate_limit: str) -> None:
        self.known = [(c.encode(), c, frozenset(ch)) for c, ch in clients.items()]
        self.verifiers, self.sessions = verifiers, sessions
        storage = storage or MemoryStorage()
        self.limiter = MovingWindowRateLimiter(storage)
        # In memory a count takes microseconds: on the event loop. Anywhere else it waits on
        # the network (up to the socket timeout when Redis hangs): on threads of its own.
        # The sync client, not redis.asyncio: its connection pool serves any thread and any
        # event loop (an asyncio client's connections belong to the loop that opened them),
        # and the turn locks and /health share it.
        self.counting = (None if isinstance(storage, MemoryStorage) else ThreadPoolExecutor(
            COUNTING_THREADS, thread_name_prefix="comptoir-rate-limit"))
        # One Redis round trip for every limit of a request (not two per limit); a Redis
        # Cluster may keep the keys apart, so it goes through the library, limit by limit.
        self.redis: RedisStorage | None = (
            storage if isinstance(storage, RedisStorage)
            and not isinstance(storage, RedisClusterStorage) else None)
        self.windows_script = (self.redis.get_connection().register_script(MOVING_WINDOWS.encode())
                               if self.redis is not None else None)
        # Every limit of each setting ("60/hour;1000/day"), tightest window first reported.
        self.client_limits = rate_limits(rate_limit)
        self.identity_limits = rate_limits(identity_rate_limit)

    def client(self, presented: str | None) -> tuple[str, frozenset[str]]:
        if not presented:
            raise Refused(401, "unauthorized", "Send your client ID in the X-Client-Id header.")
        found: tuple[str, frozenset[str]] | None = None
        for candidate, name, channels in self.known:  # every key compared, constant time
            if hmac.compare_digest(candidate, presented.encode()):
                found = (name, channels)
        if found is None:
            raise Refused(401, "unauthorized", "Unknown client ID.")
        return found

    async def identity(self, headers: dict[str, str], *, issue: bool
                       ) -> tuple[Identity | None, str | None]:
        """The proven caller, and a new anonymous session when one was issued. A token is
        checked off the event loop (a JWKS fetch may take seconds); when the provider's keys
        cannot be fetched, 503: the token may well be valid."""
        try:
            token = bearer_token(headers.get("authorization"))
            if token is not None:
                return await self.verifiers.verify_async(token), None
        except KeysUnavailable as exc:
            raise keys_unavailable(exc) from exc
        except TokenError as exc:
            raise Refused(401, "invalid_token", exc.message,
                          headers={"WWW-Authenticate": 'Bearer error="invalid_token"'}) from exc
        session = headers.get(SESSION_HEADER)
        if session:
            if not self.sessions.valid(session):
                raise Refused(401, "invalid_session",
                              "Unknown or expired session: send no X-Session-Id to start "
                              "a new one.")
            return Identity(subject=f"anon:{session}"), None
        if not issue:
            return None, None
        new = self.sessions.issue()
        return Identity(subject=f"anon:{new}"), new

    def count(self, hits: list[tuple[RateLimitItem, str, str]]
              ) -> list[tuple[bool, WindowStats]]:
        """A hit on each (limit, kind, key) in turn, up to the first refused: whether it was
        allowed, and its window afterwards."""
        if self.redis is None or self.windows_script is None:
            counted = []
            for limit, kind, key in hits:
                allowed = self.limiter.hit(limit, "chat", kind, key)
                counted.append((allowed, self.limiter.get_window_stats(limit, "chat", kind, key)))
                if not allowed:
                    break
            return counted
        keys = [self.redis.prefixed_key(limit.key_for("chat", kind, key))
                for limit, kind, key in hits]
        args: list[float] = [time.time()]
        for limit, _, _ in hits:
            args += [limit.amount, limit.get_expiry()]
        found = self.windows_script(keys, args)
        return [(bool(found[i]),
                 WindowStats(float(found[i + 1]) + limit.get_expiry(),
                             limit.amount - int(found[i + 2])))
                for i, (limit, _, _) in zip(range(0, len(found), 3), hits, strict=False)]

    def limited(self, hits: list[tuple[RateLimitItem, str, str, str]]) -> dict[str, str]:
        """Count the request against each (limit, kind, key, what) in order: the rate headers
        of the tightest window, or 429 at the first limit reached."""
        rates = []
        for (allowed, stats), (limit, _, _, what) in zip(
                self.count([h[:3] for h in hits]), hits, strict=False):
            if not allowed:
                raise rate_limited(limit, stats, what)
            rates.append(rate_headers(limit, stats))
        return min(rates, key=lambda h: int(h["X-RateLimit-Remaining"]))

    async def limited_off_loop(self, hits: list[tuple[RateLimitItem, str, str, str]]
                               ) -> dict[str, str]:
        """`limited`, on the counting threads when the counters are across the network: the
        event loop goes on serving other requests while Redis answers (or times out)."""
        if self.counting is None:
            return self.limited(hits)
        return await asyncio.get_running_loop().run_in_executor(self.counting, self.limited,
                                                                hits)

    async def __call__(self, scope: Scope, headers: dict[str, str]) -> None:
        path = scope.get("path", "")
        if not path.startswith("/v1/"):
            return
        client, channels = self.client(headers.get("x-client-id"))
        chat = path == "/v1/chat"
        identity, new_session = await self.identity(headers, issue=chat)
        if identity is None:
            raise Refused(401, "unauthorized",
                          "Sign in (Authorization: Bearer) or send your X-Session-Id.")
        if chat:
            # Per identity first, then per client: one user cannot spend the window of every
            # other user of the app. Anonymous turns also count against their address (a
            # newcomer has nothing else), so that one address cannot mint session after
            # session, each with a window of its own, and spend the client's window alone.
            host = (scope.get("client") or ("unknown", 0))[0]
            whos = [] if new_session is not None else [identity.subject]
            if not identity.signed_in:
                whos.append(f"addr:{address_key(host)}")
            # An identity's window is the same whatever client it comes through (client IDs
            # are public: switching apps must not buy a fresh window).
            rate = await self.limited_off_loop(
                [(limit, "identity", who, "user")
                 for who in whos for limit in self.identity_limits]
                + [(limit, "client", client, "client") for limit in self.client_limits])
        else:  # reading a history: the same limits, in windows apart from the chat's
            rate = await self.limited_off_loop(
                [(limit, "read-identity", identity.subject, "user")
                 for limit in self.identity_limits]
                + [(limit, "read-client", client, "client") for limit in self.client_limits])
        scope[GATE] = Gate(client, channels, identity, new_session, rate)
