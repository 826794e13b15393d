"""Build the gateway: the front of the agent for apps and the demo page.

Order of checks on every chat request: client ID (401) → channel allowed for
that client (403) → rate limit (429) → body validation (422) → the agent. A
refused request never reaches the model and never reads or writes state.
"""

from __future__ import annotations

import hashlib
import hmac
import time
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, Literal, Protocol

from fastapi import Depends, FastAPI, Header, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from limits import parse
from limits.storage import MemoryStorage, Storage, storage_from_string
from limits.strategies import MovingWindowRateLimiter
from pydantic import BaseModel, Field
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException

from services import metrics
from services.api_docs import add_offline_docs
from services.gateway import demo
from services.store import Store

STATIC = Path(__file__).parent / "static"
MAX_MESSAGE = 4000
Channel = Literal["customer", "staff"]


class TurnResult(Protocol):
    reply: str
    asks: bool
    text_id: str | None
    trace: list[dict[str, Any]]


class Runner(Protocol):
    """What the gateway needs from the agent (the composition root provides it)."""

    def turn(self, message: str, *, thread_id: str, channel: Channel,
             customer_email: str | None) -> TurnResult: ...

    def history(self, thread_id: str) -> list[dict[str, str]]: ...


class ChatRequest(BaseModel):
    user: str = Field(min_length=1, max_length=254,
                      description="Who is talking: the customer's e-mail, or a staff id.")
    message: str = Field(min_length=1, max_length=MAX_MESSAGE)
    channel: Channel = "customer"
    thread_id: str | None = Field(default=None, max_length=100,
                                  description="Continue this conversation (it must be yours).")


class ChatResponse(BaseModel):
    reply: str
    thread_id: str
    asks: bool = Field(description="True when the reply is a question waiting for an answer.")
    text_id: str | None
    trace: list[dict[str, Any]]


class Message(BaseModel):
    role: Literal["user", "assistant"]
    content: str


class ThreadHistory(BaseModel):
    thread_id: str
    messages: list[Message]


class Problem(BaseModel):
    error: str
    message: str


PROBLEMS: dict[int | str, dict[str, Any]] = {
    400: {"model": Problem, "description": "Malformed request (e.g. a body that is not JSON)."},
    401: {"model": Problem, "description": "Missing or unknown client ID."},
    403: {"model": Problem, "description": "This client may not use this channel."},
    404: {"model": Problem, "description": "No such thread for this user."},
    422: {"model": Problem, "description": "Invalid request."},
    429: {"model": Problem, "description": "Rate limit reached; see Retry-After."},
}


class Refusal(Exception):
    def __init__(self, status: int, code: str, message: str,
                 headers: dict[str, str] | None = None) -> None:
        self.status, self.code, self.message, self.headers = status, code, message, headers


def make_storage(redis_url: str | None) -> Storage:
    """Counters in memory by default; in Redis when configured, shared by every replica."""
    if redis_url:
        storage = storage_from_string(redis_url)
        assert isinstance(storage, Storage)
        return storage
    return MemoryStorage()


def same(given: str, expected: str) -> bool:
    """Constant-time comparison that accepts any text (compare_digest refuses non-ASCII str)."""
    return hmac.compare_digest(given.encode(), expected.encode())


def thread_for(secret: bytes, client: str, user: str) -> str:
    """The user's thread: derived on the server, unguessable, the same after a restart."""
    digest = hmac.new(secret, f"{client}\0{user.strip().lower()}".encode(), hashlib.sha256)
    return f"t-{digest.hexdigest()[:32]}"


def create_gateway(
    runner_factory: Callable[[], Runner],
    *,
    clients: dict[str, list[str]],
    rate_limit: str = "60/hour",
    storage: Storage | None = None,
    thread_secret: str = "comptoir-demo-thread-secret",
    store: Store | None = None,
    demo_page: bool = True,
) -> FastAPI:
    """The gateway app; `runner_factory` gives the agent (built lazily, once)."""
    app = FastAPI(title="Comptoir gateway", version="0.1.0",
                  description="Chat with Comptoir: client IDs, rate limits, per-user memory.",
                  docs_url=None, redoc_url=None)
    add_offline_docs(app)
    metrics.add_metrics_route(app)
    limiter = MovingWindowRateLimiter(storage or MemoryStorage())
    limit = parse(rate_limit)
    secret = thread_secret.encode()
    known = [(c.encode(), frozenset(ch)) for c, ch in clients.items()]
    runner_box: list[Runner] = []

    def runner() -> Runner:
        if not runner_box:
            runner_box.append(runner_factory())
        return runner_box[0]

    @app.exception_handler(Refusal)
    async def _refused(_: Request, exc: Refusal) -> JSONResponse:
        return JSONResponse({"error": exc.code, "message": exc.message},
                            status_code=exc.status, headers=exc.headers)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        return JSONResponse({"error": "bad_request" if exc.status_code == 400 else "http_error",
                             "message": str(exc.detail)}, status_code=exc.status_code,
                            headers=getattr(exc, "headers", None))

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e.get('loc', ()) if p != 'body') or 'body'}: "
            f"{e.get('msg', '')}" for e in exc.errors()
        )
        return JSONResponse({"error": "invalid_request", "message": f"Invalid request: {problems}"},
                            status_code=422)

    def client_id(x_client_id: Annotated[str | None, Header(alias="X-Client-Id")] = None
                  ) -> tuple[str, frozenset[str]]:
        if not x_client_id:
            raise Refusal(401, "unauthorized", "Send your client ID in the X-Client-Id header.")
        found: frozenset[str] | None = None
        for candidate, channels in known:
            if hmac.compare_digest(candidate, x_client_id.encode()):
                found = channels
        if found is None:
            raise Refusal(401, "unauthorized", "Unknown client ID.")
        return x_client_id, found

    def rate_limited(client: tuple[str, frozenset[str]] = Depends(client_id)
                     ) -> tuple[str, frozenset[str], dict[str, str]]:
        name, channels = client
        allowed = limiter.hit(limit, "chat", name)
        stats = limiter.get_window_stats(limit, "chat", name)
        reset = int(stats.reset_time)
        headers = {"X-RateLimit-Limit": str(limit.amount),
                   "X-RateLimit-Remaining": str(max(0, stats.remaining)),
                   "X-RateLimit-Reset": str(reset)}
        if not allowed:
            metrics.rate_limited()
            retry = max(1, reset - int(time.time()))
            raise Refusal(429, "rate_limited",
                          f"Rate limit of {limit} reached for this client; retry in {retry} s.",
                          headers={**headers, "Retry-After": str(retry)})
        return name, channels, headers

    @app.post("/v1/chat", response_model=ChatResponse, responses=PROBLEMS, tags=["chat"])
    async def chat(
        body: ChatRequest,
        gate: tuple[str, frozenset[str], dict[str, str]] = Depends(rate_limited),
    ) -> JSONResponse:
        """Send a message; the reply comes from fixed texts and templates, never the model."""
        name, channels, headers = gate
        if body.channel not in channels:
            raise Refusal(403, "forbidden_channel",
                          f"Client {name!r} may not use the {body.channel} channel.")
        mine = thread_for(secret, name, body.user)
        if body.thread_id is not None and not same(body.thread_id, mine):
            raise Refusal(404, "thread_not_found", "No such thread.")
        identity = body.user.strip().lower() if body.channel == "customer" else None
        turn = await run_in_threadpool(
            runner().turn, body.message, thread_id=mine, channel=body.channel,
            customer_email=identity,
        )
        payload = ChatResponse(reply=turn.reply, thread_id=mine, asks=turn.asks,
                               text_id=turn.text_id, trace=turn.trace)
        return JSONResponse(payload.model_dump(mode="json"), headers=headers)

    @app.get("/v1/threads/{thread_id}", response_model=ThreadHistory, responses=PROBLEMS,
             tags=["chat"])
    async def thread(
        thread_id: str,
        user: Annotated[str, Query(min_length=1, max_length=254)],
        client: tuple[str, frozenset[str]] = Depends(client_id),
    ) -> ThreadHistory:
        """A conversation's messages, for its own user only (same 404 as a missing thread)."""
        if not same(thread_id, thread_for(secret, client[0], user)):
            raise Refusal(404, "thread_not_found", "No such thread.")
        messages = await run_in_threadpool(runner().history, thread_id)
        if not messages:
            raise Refusal(404, "thread_not_found", "No such thread.")
        return ThreadHistory(thread_id=thread_id,
                             messages=[Message.model_validate(m) for m in messages])

    @app.get("/health", tags=["meta"])
    def health() -> dict[str, str]:
        return {"status": "ok"}

    if demo_page and store is not None:
        demo.mount(app, store)

        @app.get("/", include_in_schema=False)
        def page() -> FileResponse:
            return FileResponse(STATIC / "index.html")

    return app
