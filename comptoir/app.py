"""Assemble the one-process app: gateway and demo page at /, System API at /api, MCP at /mcp."""

from __future__ import annotations

import os
import secrets
import sys
import threading
from typing import Any, Literal, get_args

from starlette.types import ASGIApp, Receive, Scope, Send

from comptoir.agent import Agent, Turn
from comptoir.heap import settle_heap
from comptoir.wiring import make_agent
from nodes.kit.context import Context, Deps
from services.auth import AuthConfig, DemoIssuer, TokenVerifier, Verifiers
from services.bootstrap import EMPTY_DATABASE
from services.boundary import SecurityHeaders
from services.gateway.app import create_gateway, make_storage
from services.llm.factory import make_model
from services.service_limits import SourceLimits
from services.settings import DEMO_AUDIT_SECRET, DEMO_CLIENT_IDS, Settings, insecure_defaults
from services.store import Store
from services.system_api.app import create_system_api
from services.wishes import warm_up
from tools.mcp_server import create_mcp_app, parse_keys

Part = Literal["all", "gateway", "api", "mcp"]
# `comptoir serve` tells its worker processes which part to serve through this variable.
SERVE_ONLY_ENV = "COMPTOIR_SERVE_ONLY"
APP_FACTORY = "comptoir.app:app_from_environment"
WORKER_HEADER = b"x-comptoir-worker"
_worker: tuple[int, bytes] = (0, b"")


def worker_id() -> bytes:
    """A random id of this process (not its pid), to tell replicas apart in responses."""
    global _worker
    if _worker[0] != os.getpid():
        _worker = (os.getpid(), secrets.token_hex(4).encode())
    return _worker[1]


class AgentRunner:
    """The gateway's view of the agent: identity and channel go into the run's context."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent

    def turn(self, message: str, *, thread_id: str, channel: Literal["customer", "staff"],
             customer_email: str | None, subject: str | None = None) -> Turn:
        return self.agent.turn(message, thread_id=thread_id,
                               context=Context(channel=channel, customer_email=customer_email,
                                               subject=subject))

    def history(self, thread_id: str) -> list[dict[str, str]]:
        return self.agent.history(thread_id)

    def state(self, thread_id: str) -> dict[str, Any]:
        return self.agent.state(thread_id)


class Dispatch:
    """Route by path prefix to each part; lifespan goes to the MCP app (its sessions)."""

    def __init__(self, gateway: ASGIApp | None, api: ASGIApp | None, mcp: ASGIApp | None,
                 lifespan_app: ASGIApp) -> None:
        self.gateway, self.api, self.mcp, self.lifespan_app = gateway, api, mcp, lifespan_app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self.lifespan_app(scope, receive, send)
            return
        me = worker_id()

        async def tagged(message: Any) -> None:
            # Which process answered: replicas and workers share nothing but the databases.
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []),
                                                  (WORKER_HEADER, me)]}
            await send(message)

        path = scope.get("path", "")
        if self.mcp is not None and (path == "/mcp" or path.startswith("/mcp/")):
            await self.mcp(scope, receive, tagged)
        elif self.api is not None and (path == "/api" or path.startswith("/api/")):
            # Starlette routes on the path minus root_path: keep the full path in the scope
            sub = dict(scope, root_path=scope.get("root_path", "") + "/api")
            await self.api(sub, receive, tagged)
        elif self.gateway is not None:
            await self.gateway(scope, receive, tagged)
        else:
            await send({"type": "http.response.start", "status": 404,
                        "headers": [(b"content-type", b"application/json")]})
            await send({"type": "http.response.body",
                        "body": b'{"error":"not_found","message":"Not served by this process."}'})


class InsecureSettings(RuntimeError):
    """Outside demo mode, a published default secret is still in use."""


def identity_providers(settings: Settings) -> tuple[Verifiers, DemoIssuer | None]:
    """The trusted token issuers: the deployment's provider, and the demo issuer in demo mode."""
    verifiers = []
    if settings.auth_issuer and (settings.auth_jwks_url or settings.auth_public_key):
        verifiers.append(TokenVerifier(AuthConfig(
            issuer=settings.auth_issuer, audience=settings.auth_audience,
            algorithms=tuple(settings.auth_algorithms), leeway_s=settings.auth_leeway_s,
            jwks_url=settings.auth_jwks_url, public_key=settings.auth_public_key,
            email_claim=settings.auth_email_claim, role_claim=settings.auth_role_claim,
            staff_role=settings.auth_staff_role,
            email_verified=settings.auth_email_verified,
            jwks_timeout_s=settings.auth_jwks_timeout_s)))
    issuer = None
    if settings.demo:
        issuer = DemoIssuer(settings.demo_key_path, settings.auth_audience,
                            ttl_s=settings.demo_token_ttl_s)
        verifiers.append(issuer.verifier())
    return Verifiers(verifiers), issuer


def metrics_keys(settings: Settings) -> dict[str, list[str]] | None:
    """Who may scrape the gateway's /metrics: anyone in demo mode (None); otherwise the API
    keys (COMPTOIR_API_KEYS) with the `metrics` or `admin` scope, never a published demo key
    (a gateway-only process does not refuse them at start-up: it serves no System API)."""
    if settings.demo:
        return None
    published = Settings.model_fields["api_keys"].default
    return {key: scopes for key, scopes in settings.api_keys.items() if key not in published}


def served_clients(settings: Settings) -> dict[str, list[str]]:
    """The gateway's client IDs: outside demo mode, without the demo page's published one
    (`demo-web`), even where COMPTOIR_GATEWAY_CLIENTS names it: a demo convenience exists
    only in demo mode, and a request through it is refused as an unknown client (401)."""
    if settings.demo:
        return settings.gateway_clients
    return {client: channels for client, channels in settings.gateway_clients.items()
            if client not in DEMO_CLIENT_IDS}


def check_settings(settings: Settings, only: Part = "all") -> None:
    """Refuse to serve, outside demo mode, with any published default secret."""
    if settings.demo:
        return
    parts = ("gateway", "api", "mcp") if only == "all" else (only,)
    problems = insecure_defaults(settings, parts)
    if problems:
        raise InsecureSettings(
            "Not in demo mode and these settings are unset or still at their published "
            "defaults; set them (see README, Deploying) or run `comptoir serve --demo`:\n  - "
            + "\n  - ".join(problems))


class Once:
    """Build the agent once per process, even when the first requests arrive together
    (each build opens a checkpointer and its connection pool)."""

    def __init__(self, build: Any) -> None:
        self.build, self.lock, self.value = build, threading.Lock(), None

    def __call__(self) -> Any:
        with self.lock:
            if self.value is None:
                self.value = self.build()
            return self.value


def create_app(settings: Settings, store: Store, *, only: Part = "all",
               checkpoint_url: str | None = None) -> Any:
    """The app `comptoir serve` runs; each part can also run alone."""
    check_settings(settings, only)
    deps = Deps(store=store, model_for=lambda name: make_model(settings, name),
                confirm_writes=settings.confirm_writes,
                shop_domains=tuple(settings.shop_email_domains))
    gateway = api = mcp = None
    if only in ("all", "gateway"):
        # Each serving process loads dateparser's French and English data at start-up rather
        # than on its first customer's message (the agent itself is built on first use).
        warm_up()
        verifiers, issuer = identity_providers(settings)
        gateway = create_gateway(
            Once(lambda: AgentRunner(make_agent(settings, checkpoint_url, deps))),
            clients=served_clients(settings), rate_limit=settings.rate_limit,
            identity_rate_limit=settings.identity_rate_limit,
            storage=make_storage(settings.redis_url),
            thread_secret=settings.thread_secret.get_secret_value(), store=store,
            demo_page=settings.demo, verifiers=verifiers, issuer=issuer,
            max_body=settings.chat_max_body, metrics_keys=metrics_keys(settings),
        )
    # Demo mode names keys under the published demo secret; outside it, check_settings has
    # refused to start without COMPTOIR_AUDIT_SECRET.
    audit_secret = settings.audit_secret.get_secret_value() if settings.audit_secret \
        else DEMO_AUDIT_SECRET
    service_counters = make_storage(settings.redis_url) if only in ("all", "api", "mcp") \
        else None
    if only in ("all", "api"):
        api = create_system_api(store, settings.api_keys, max_body=settings.api_max_body,
                                audit_secret=audit_secret, limits=SourceLimits(
                                    "api", per_key=settings.api_rate_limit,
                                    per_refused_address=settings.key_failure_rate_limit,
                                    storage=service_counters))
    if only in ("all", "mcp"):
        mcp, _server = create_mcp_app(
            store, parse_keys(settings.mcp_keys), allowed_hosts=settings.mcp_allowed_hosts,
            allowed_origins=settings.mcp_allowed_origins, max_body=settings.api_max_body,
            audit_secret=audit_secret, limits=SourceLimits(
                "mcp", per_key=settings.mcp_rate_limit,
                per_refused_address=settings.key_failure_rate_limit, storage=service_counters))
    lifespan_app: Any = mcp if mcp is not None else (gateway or api)
    app: ASGIApp = SecurityHeaders(Dispatch(gateway, api, mcp, lifespan_app))
    return LoopbackOnly(app) if settings.demo and not settings.expose_demo else app


class LoopbackOnly:
    """Demo mode answers only on a loopback address, however it is served (`comptoir
    serve` refuses another host; `uvicorn --factory … --host 0.0.0.0` does not know to): a
    request that reached this process on another of its addresses, or from a client that is
    not this machine (a visitor a local reverse proxy forwards), gets a 403, since whoever
    sends it could sign in as any customer or as staff. `COMPTOIR_EXPOSE_DEMO=true` (what
    `--expose-demo` sets) lifts it.

    The request must also name this machine (its `Host`: localhost, a `.localhost` name or a
    loopback address): a web page whose name an attacker re-points at 127.0.0.1 (DNS
    rebinding) reaches a loopback address from the visitor's browser with its own name as
    Host, and could sign in and act as anyone; it gets a 421."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        web = scope["type"] in ("http", "websocket")
        server = scope.get("server") if web else None
        # the client too: a proxy on this machine (nginx's `proxy_pass http://127.0.0.1:…`)
        # reaches a loopback address for a visitor from anywhere, and uvicorn, trusting
        # 127.0.0.1's X-Forwarded-For by default, names that visitor as the client
        client = scope.get("client") if web else None
        if (server and not _loopback_address(str(server[0]))) or \
                (client and not _loopback_address(str(client[0]))):
            await _refuse(scope, send, 403, NOT_ON_LOOPBACK)
            return
        if server and _is_address(str(server[0])) and not _names_this_machine(scope):
            await _refuse(scope, send, 421, HOST_NOT_LOCAL)
            return
        await self.app(scope, receive, send)


NOT_ON_LOOPBACK = (
    b'{"error":"demo_loopback_only","message":"This is a demo server: it answers on this '
    b'machine only (anyone reaching it could sign in as any customer or as staff). Set '
    b'COMPTOIR_EXPOSE_DEMO=true to serve it elsewhere."}')
HOST_NOT_LOCAL = (
    b'{"error":"demo_host_not_local","message":"This is a demo server: open it as '
    b'http://127.0.0.1 or http://localhost (the request named another host, as a page '
    b're-pointed at this machine would)."}')


async def _refuse(scope: Scope, send: Send, status: int, body: bytes) -> None:
    """A demo request refused: a JSON error over HTTP, a policy close over a websocket."""
    if scope["type"] == "websocket":
        await send({"type": "websocket.close", "code": 1008})
        return
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json")]})
    await send({"type": "http.response.body", "body": body})


def _is_address(host: str) -> bool:
    import ipaddress

    try:
        ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return False
    return True


def _names_this_machine(scope: Scope) -> bool:
    """Whether the request's Host header (none: HTTP/1.0) names loopback."""
    given = [v for k, v in scope.get("headers") or [] if k.lower() == b"host"]
    if not given:
        return True
    host = given[0].decode("latin-1").strip().lower()
    if host.startswith("["):  # [::1]:8000
        host = host[1:host.find("]")] if "]" in host else host
    elif host.count(":") == 1:
        host = host.split(":", 1)[0]
    host = host.rstrip(".")
    if host == "localhost" or host.endswith(".localhost"):
        return True
    return _is_address(host) and _loopback_address(host)


def _loopback_address(host: str) -> bool:
    """Whether the address a request came in on is this machine's loopback; a name that is
    no address (a test client's "testserver") is left to the host check at start-up."""
    import ipaddress

    try:
        address = ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return True
    mapped = getattr(address, "ipv4_mapped", None)
    return bool(address.is_loopback or (mapped is not None and mapped.is_loopback))




def app_from_environment() -> Any:
    """The factory every worker process imports by string (`comptoir.app:app_from_environment`):
    settings from the environment, the part to serve from `COMPTOIR_SERVE_ONLY`."""
    from services.bootstrap import is_seeded, store_from_settings
    from services.settings import SettingsError, get_settings

    only = os.environ.get(SERVE_ONLY_ENV, "all")
    try:
        if only not in get_args(Part):
            raise SettingsError(f"{SERVE_ONLY_ENV} must be one of {', '.join(get_args(Part))}")
        settings = get_settings()
        store = store_from_settings(settings)
        if not is_seeded(store):  # every request would be a 503 "not answering"
            raise SettingsError(EMPTY_DATABASE)
        app = create_app(settings, store, only=only)  # type: ignore[arg-type]
    except (SettingsError, InsecureSettings) as exc:
        # Served by `uvicorn --factory` itself: its traceback would bury the one message that
        # says what to set. `comptoir serve` checks the same before it starts uvicorn.
        sys.stderr.write(f"comptoir: {exc}\n")
        raise SystemExit(2) from None
    settle_heap()
    return app


