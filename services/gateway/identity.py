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

import base64
import hashlib
import hmac
import secrets
import time
from dataclasses import dataclass

from limits import RateLimitItem, parse
from limits.storage import MemoryStorage, Storage
from limits.strategies import MovingWindowRateLimiter
from starlette.types import Scope

from services import metrics
from services.auth import Identity, TokenError, Verifiers, bearer_token
from services.boundary import Refused

GATE = "comptoir.gate"
SESSION_HEADER = "x-session-id"


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
    """Anonymous sessions: random ids signed by the gateway, so only it can issue them."""

    def __init__(self, secret: bytes) -> None:
        self.key = hmac.new(secret, b"comptoir-session", hashlib.sha256).digest()

    def _tag(self, nonce: str) -> str:
        digest = hmac.new(self.key, nonce.encode(), hashlib.sha256).digest()[:16]
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    def issue(self) -> str:
        nonce = secrets.token_urlsafe(24)
        return f"s1.{nonce}.{self._tag(nonce)}"

    def valid(self, session: str) -> bool:
        parts = session.split(".")
        return len(parts) == 3 and parts[0] == "s1" and same(parts[2], self._tag(parts[1]))


class Guard:
    """The gateway's edge check (a `Precheck` for `Boundary`) for /v1/ routes."""

    def __init__(self, *, clients: dict[str, list[str]], verifiers: Verifiers,
                 sessions: Sessions, storage: Storage | None, rate_limit: str,
                 identity_rate_limit: str) -> None:
        self.known = [(c.encode(), c, frozenset(ch)) for c, ch in clients.items()]
        self.verifiers, self.sessions = verifiers, sessions
        self.limiter = MovingWindowRateLimiter(storage or MemoryStorage())
        self.client_limit = parse(rate_limit)
        self.identity_limit = parse(identity_rate_limit)

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

    def identity(self, headers: dict[str, str], *, issue: bool
                 ) -> tuple[Identity | None, str | None]:
        """The proven caller, and a new anonymous session when one was issued."""
        try:
            token = bearer_token(headers.get("authorization"))
            if token is not None:
                return self.verifiers.verify(token), None
        except TokenError as exc:
            raise Refused(401, "invalid_token", exc.message,
                          headers={"WWW-Authenticate": 'Bearer error="invalid_token"'}) from exc
        session = headers.get(SESSION_HEADER)
        if session:
            if not self.sessions.valid(session):
                raise Refused(401, "invalid_session",
                              "Unknown session: send no X-Session-Id to start a new one.")
            return Identity(subject=f"anon:{session}"), None
        if not issue:
            return None, None
        new = self.sessions.issue()
        return Identity(subject=f"anon:{new}"), new

    def hit(self, limit: RateLimitItem, kind: str, key: str, what: str) -> dict[str, str]:
        allowed = self.limiter.hit(limit, "chat", kind, key)
        stats = self.limiter.get_window_stats(limit, "chat", kind, key)
        reset = int(stats.reset_time)
        headers = {"X-RateLimit-Limit": str(limit.amount),
                   "X-RateLimit-Remaining": str(max(0, stats.remaining)),
                   "X-RateLimit-Reset": str(reset)}
        if not allowed:
            metrics.rate_limited()
            retry = max(1, reset - int(time.time()))
            raise Refused(429, "rate_limited",
                          f"Rate limit of {limit} reached for this {what}; retry in {retry} s.",
                          headers={**headers, "Retry-After": str(retry)})
        return headers

    async def __call__(self, scope: Scope, headers: dict[str, str]) -> None:
        path = scope.get("path", "")
        if not path.startswith("/v1/"):
            return
        client, channels = self.client(headers.get("x-client-id"))
        chat = path == "/v1/chat"
        identity, new_session = self.identity(headers, issue=chat)
        if identity is None:
            raise Refused(401, "unauthorized",
                          "Sign in (Authorization: Bearer) or send your X-Session-Id.")
        rate: dict[str, str] = {}
        if chat:
            # Per identity first (an anonymous newcomer counts against its address), then
            # per client: one user cannot spend the window of every other user of the app.
            if new_session is not None:
                host = (scope.get("client") or ("unknown", 0))[0]
                who = f"addr:{host}"
            else:
                who = identity.subject
            mine = self.hit(self.identity_limit, "identity", f"{client}\0{who}", "user")
            theirs = self.hit(self.client_limit, "client", client, "client")
            rate = min(mine, theirs, key=lambda h: int(h["X-RateLimit-Remaining"]))
        scope[GATE] = Gate(client, channels, identity, new_session, rate)
