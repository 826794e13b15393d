"""Build the gateway: the front of the agent for apps and the demo page.

Order of checks on every chat request, all before the body is read (see
services/gateway/identity.py and services/boundary.py): client ID (401) →
bearer token or anonymous session (401) → rate limits per identity and per
client (429) → body size (413) → control characters (422); then the body
(422), the channel (403: not allowed for this client, or staff without a staff
sign-in), the thread (404: not the caller's; 403 `thread_other_channel`: the
caller's, begun through another client app, or on another channel, read from its
state) → the agent. A refused request never reaches the model and never writes
state.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, Literal, Protocol

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from limits.storage import MemoryStorage, Storage, storage_from_string
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException

from services import metrics
from services.api_docs import add_offline_docs
from services.auth import DemoIssuer, Verifiers
from services.boundary import (
    Boundary,
    HeadAsGet,
    Refused,
    RequestBody,
    add_outage_handlers,
    document_text_rule,
    http_error,
    is_outage_name,
    not_json,
    not_json_media,
)
from services.gateway import demo, replies
from services.gateway.identity import GATE, Gate, Guard, Sessions, same
from services.gateway.turns import ConversationBusy, TurnLocks
from services.store import Store
from services.text import EMPTY_MESSAGE, MAX_MESSAGE, message_problem

STATIC = Path(__file__).parent / "static"
ASSETS = {"demo.js": "text/javascript", "demo.css": "text/css",
          "favicon.svg": "image/svg+xml"}
Channel = Literal["customer", "staff"]


class TurnResult(Protocol):
    reply: str
    asks: bool
    text_id: str | None
    trace: list[dict[str, Any]]


class Runner(Protocol):
    """What the gateway needs from the agent (the composition root provides it)."""

    def turn(self, message: str, *, thread_id: str, channel: Channel,
             customer_email: str | None, subject: str | None = None) -> TurnResult: ...

    def history(self, thread_id: str) -> list[dict[str, str]]: ...


def thread_state(runner: Runner, thread_id: str) -> dict[str, Any]:
    """The thread's last state (its pending question), when the runner can read it."""
    read = getattr(runner, "state", None)
    return dict(read(thread_id) or {}) if callable(read) else {}


class ChatRequest(RequestBody):
    """What the person says. Identity never comes from here: it is the bearer token's, or
    the anonymous session's (X-Session-Id). Strict: `new_thread` is JSON true or false."""

    # The schema says it too: `new_thread: true` with a `thread_id` is no valid request.
    model_config = ConfigDict(**RequestBody.model_config, json_schema_extra={"not": {
        "required": ["new_thread", "thread_id"],
        "properties": {"new_thread": {"const": True}, "thread_id": {"type": "string"}}}})

    message: str = Field(min_length=1, max_length=MAX_MESSAGE)
    channel: Channel = "customer"
    thread_id: str | None = Field(default=None, min_length=1, max_length=100,
                                  description="Continue this conversation (it must be yours).")
    new_thread: bool = Field(default=False,
                             description="Start a fresh conversation (its thread ID comes "
                             "back); not with `thread_id`.")
    seen: int | None = Field(
        default=None, ge=0, le=1_000_000,
        description="How many of the conversation's messages the client has shown (the "
        "`messages` of the last reply or history). When the conversation holds another "
        "number (it was answered elsewhere: another tab or app), 409 `conversation_changed` "
        "and nothing reaches the agent: a yes is never read against a question the person "
        "did not see. Without it, no check. With `new_thread`, 0 or none (a new "
        "conversation holds no message; above 0 is a 409 `seen_on_new_thread`).")

    @field_validator("seen", mode="before")
    @classmethod
    def whole_number(cls, seen: Any) -> Any:
        # JSON Schema's "integer" holds 3.0 too: a number with no fraction is that count (a
        # string or a boolean stays refused, as every strict field's).
        return int(seen) if isinstance(seen, float) and seen.is_integer() else seen

    @field_validator("message")
    @classmethod
    def says_something(cls, message: str) -> str:
        if message_problem(message) == EMPTY_MESSAGE:
            raise ValueError(EMPTY_MESSAGE)
        return message

    @model_validator(mode="after")
    def one_thread(self) -> ChatRequest:
        if self.new_thread and self.thread_id is not None:
            raise ValueError("new_thread and thread_id: send one or the other (new_thread "
                             "starts a conversation, thread_id continues one)")
        return self


class ChatResponse(BaseModel):
    reply: str
    thread_id: str
    asks: bool = Field(description="True when the reply is a question waiting for an answer.")
    text_id: str | None
    trace: list[dict[str, Any]] = Field(
        description="The decision trace: in demo mode or to staff only, else empty.")
    session: str | None = Field(
        default=None, description="A new anonymous session: send it back in X-Session-Id.")
    choices: list[replies.Choice] = Field(
        default_factory=list,
        description="Quick replies when the reply asks something (slots in words, customers, "
        "yes/no): send a choice's `message` to answer.")
    chart: replies.AnalysisChart | None = Field(
        default=None, description="An analysis report's figures per month, to draw.")
    messages: int | None = Field(
        default=None, description="How many messages the conversation holds after this "
        "turn: send it back as `seen`.")


class Message(BaseModel):
    role: Literal["user", "assistant"]
    content: str


class ThreadHistory(BaseModel):
    thread_id: str
    messages: list[Message]
    asks: bool = Field(default=False, description="True when the last message is a question "
                       "still waiting for its answer (show it before any answer is sent).")
    choices: list[replies.Choice] = Field(
        default_factory=list, description="The quick replies of that pending question.")


class Problem(BaseModel):
    error: str
    message: str


PROBLEMS: dict[int | str, dict[str, Any]] = {
    400: {"model": Problem, "description": "Malformed request (a body that is not JSON, or "
                                           "nested too deeply)."},
    401: {"model": Problem, "description": "Missing or unknown client ID, invalid token or "
                                           "session."},
    403: {"model": Problem, "description": "This client may not use this channel, the staff "
                                           "channel without a staff sign-in, or the customer "
                                           "channel with one; or (`thread_other_channel`) "
                                           "the conversation began through another client "
                                           "app or on another channel."},
    413: {"model": Problem, "description": "Request body too large."},
    404: {"model": Problem, "description": "No such thread for this user."},
    422: {"model": Problem, "description": "Invalid request."},
    429: {"model": Problem, "description": "Rate limit reached; see Retry-After."},
    503: {"model": Problem, "description": "A backing service is down; see Retry-After."},
}


CHAT_PROBLEMS: dict[int | str, dict[str, Any]] = {
    **PROBLEMS,
    415: {"model": Problem, "description": "The body is not sent as JSON (`Content-Type: "
                                           "application/json`)."},
    409: {"model": Problem, "description": "A message of this conversation is still being "
                                           "answered; send again once its reply has arrived "
                                           "(see Retry-After). Or (`conversation_changed`) "
                                           "`seen` is not the conversation's number of "
                                           "messages: read it again first. Or "
                                           "(`seen_on_new_thread`) `seen` above 0 with "
                                           "`new_thread`: a new conversation holds none. "
                                           "Or (`conversation_full`) the conversation holds "
                                           "its most messages: start a new one."},
}

Refusal = Refused


# The most messages one conversation holds (a turn adds the person's and the desk's). Each
# turn's checkpoint stores the whole list again, so an endless conversation grew its
# checkpoints by the square of its length (60 turns of 4,000 characters: 12 MB, 0.4 MB more
# a turn, and rising); past this, the person starts a new conversation.
MAX_THREAD_MESSAGES = 200


class ConversationFull(Exception):
    """The conversation holds `MAX_THREAD_MESSAGES` messages: no turn is added to it."""


class ConversationChanged(Exception):
    """The client's `seen` is not the conversation's number of messages."""


REDIS_TIMEOUT_S = 2.0


def make_storage(redis_url: str | None) -> Storage:
    """Counters in memory by default; in Redis when configured, shared by every replica."""
    if redis_url:
        # A Redis that hangs (accepts, never answers) must fail a request in seconds (a 503
        # with Retry-After), not hold it for good. The counts run on threads of their own
        # (services/gateway/identity.py), never on the event loop.
        storage = storage_from_string(redis_url, socket_timeout=REDIS_TIMEOUT_S,
                                      socket_connect_timeout=REDIS_TIMEOUT_S)
        assert isinstance(storage, Storage)
        return storage
    return MemoryStorage()


FRESH_THREAD = re.compile(r"t-([0-9a-f]{16})-[0-9a-f]{32}")


def thread_for(secret: bytes, client: str, subject: str, nonce: str = "") -> str:
    """The caller's thread: derived on the server from the proven subject, unguessable.

    Without `nonce`, the subject's default conversation; with one (a fresh conversation),
    the nonce is part of the ID and the MAC binds it to the subject."""
    if not nonce:
        digest = hmac.new(secret, f"{client}\0{subject}".encode(), hashlib.sha256)
        return f"t-{digest.hexdigest()[:32]}"
    digest = hmac.new(secret, f"{client}\0{subject}\0{nonce}".encode(), hashlib.sha256)
    return f"t-{nonce}-{digest.hexdigest()[:32]}"


def proven_subject(secret: bytes, subject: str) -> str:
    """The subject as the run (and the audit log) names it: a token's subject as it is
    (`user:<iss>|<sub>`), an anonymous session by a keyed fingerprint (the session ID is a
    credential: it is never written down)."""
    if not subject.startswith("anon:"):
        return subject
    digest = hmac.new(secret, f"subject\0{subject}".encode(), hashlib.sha256)
    return f"anon:{digest.hexdigest()[:16]}"


def new_thread(secret: bytes, client: str, subject: str) -> str:
    return thread_for(secret, client, subject, secrets.token_hex(8))


def owns(secret: bytes, client: str, subject: str, thread_id: str) -> bool:
    """Whether `thread_id` is one of this subject's conversations (default or fresh)."""
    fresh = FRESH_THREAD.fullmatch(thread_id)
    nonce = fresh.group(1) if fresh else ""
    return same(thread_id, thread_for(secret, client, subject, nonce))


def started_elsewhere(secret: bytes, clients: Iterable[str], client: str, subject: str,
                      thread_id: str) -> bool:
    """Whether `thread_id` is one of this subject's conversations begun through another
    client app than `client` (a thread is bound to the client it started on): then the
    subject is told so, rather than "no such thread". Another subject's thread stays a 404."""
    return any(owns(secret, other, subject, thread_id) for other in clients if other != client)


def other_client(client: str) -> Refused:
    return Refused(403, "thread_other_channel",
                   f"This conversation was started through another app than {client!r}: "
                   "continue it there, or start a new one here (new_thread). Nothing was sent.")


def other_channel(channel: str) -> Refused:
    return Refused(403, "thread_other_channel",
                   f"This conversation was started on another channel than {channel!r}: "
                   "continue it there, or start a new one (new_thread). Nothing was sent.")


class OtherChannel(Exception):
    """The thread was begun on another channel than the request's."""


def create_gateway(
    runner_factory: Callable[[], Runner],
    *,
    clients: dict[str, list[str]],
    rate_limit: str = "600/hour",
    identity_rate_limit: str = "60/hour",
    storage: Storage | None = None,
    thread_secret: str = "comptoir-demo-thread-secret",
    store: Store | None = None,
    demo_page: bool = False,
    verifiers: Verifiers | None = None,
    issuer: DemoIssuer | None = None,
    max_body: int = 64_000,
    metrics_keys: Mapping[str, Iterable[str]] | None = None,
) -> FastAPI:
    """The gateway app; `runner_factory` gives the agent (built lazily, once).

    `metrics_keys` (API keys and their scopes) guard /metrics: a key with the `metrics` or
    `admin` scope scrapes it; None leaves it open (demo mode, tests).

    `verifiers` are the trusted token issuers; `demo_page` (with `store` and `issuer`)
    serves the demo page, its sign-in and its data, and shows the trace to everyone.
    """
    app = FastAPI(title="Comptoir gateway", version="0.1.0",
                  description="Chat with Comptoir: client IDs, sign-in or anonymous sessions, "
                  "rate limits per client and per user, per-user memory.",
                  docs_url=None, redoc_url=None)
    add_offline_docs(app)
    metrics.add_metrics_route(app, keys=metrics_keys)
    secret = thread_secret.encode()
    verifiers = verifiers or Verifiers([])
    guard = Guard(clients=clients, verifiers=verifiers, sessions=Sessions(secret),
                  storage=storage, rate_limit=rate_limit,
                  identity_rate_limit=identity_rate_limit)
    app.add_middleware(Boundary, max_body=max_body, precheck=guard)
    app.add_middleware(HeadAsGet)  # outermost: the edge checks see a GET
    document_text_rule(app)
    runner_box: list[Runner] = []
    locks = TurnLocks(storage)

    def runner() -> Runner:
        if not runner_box:
            runner_box.append(runner_factory())
        return runner_box[0]

    @app.exception_handler(Refused)
    async def _refused(_: Request, exc: Refused) -> JSONResponse:
        return exc.response()

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        return http_error(request, exc.status_code, exc.detail,
                          getattr(exc, "headers", None))

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        malformed = (not_json_media(exc.errors(), request.headers.get("content-type"))
                     or not_json(exc.errors(), exc.body))
        if malformed is not None:
            return malformed.response()
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e.get('loc', ()) if p != 'body') or 'body'}: "
            f"{e.get('msg', '')}" for e in exc.errors()
        )
        return JSONResponse({"error": "invalid_request", "message": f"Invalid request: {problems}"},
                            status_code=422)

    add_outage_handlers(app)

    def gate_of(request: Request) -> Gate:
        gate = request.scope.get(GATE)
        if not isinstance(gate, Gate):  # the edge check always sets it on /v1/ routes
            raise Refused(401, "unauthorized", "Send your client ID in the X-Client-Id header.")
        return gate

    @app.post("/v1/chat", response_model=ChatResponse, responses=CHAT_PROBLEMS, tags=["chat"])
    async def chat(body: ChatRequest, request: Request) -> JSONResponse:
        """Send a message; the reply comes from fixed texts and templates, never the model."""
        gate = gate_of(request)
        who = gate.identity
        if body.channel not in gate.channels:
            raise Refused(403, "forbidden_channel",
                          f"Client {gate.client!r} may not use the {body.channel} channel.")
        if body.channel == "staff" and not who.staff:
            raise Refused(403, "forbidden_channel",
                          "The staff channel needs a staff sign-in (a token with the staff role).")
        if body.channel == "customer" and who.staff:
            # A staff sign-in is nobody's customer account: its e-mail (if any) would be
            # taken as a customer's and find no order. Staff ask on the staff channel.
            raise Refused(403, "forbidden_channel",
                          "The customer channel is for customers: with a staff sign-in, use "
                          "the staff channel (or sign in as the customer).")
        if body.new_thread:
            if body.seen:
                # A conversation begun by this request holds no message: a `seen` above 0 is
                # the count of another conversation (an old tab's), said as what it is, never
                # as this one having changed (it did not exist). Nothing is sent.
                raise Refused(409, "seen_on_new_thread", "`new_thread` starts a conversation "
                              "that holds no message yet: send `seen` 0 or none with it (the "
                              f"{body.seen} sent counts another conversation's messages). "
                              "Nothing was sent.", headers=gate.rate_headers)
            mine = new_thread(secret, gate.client, who.subject)
        elif body.thread_id is not None:
            if not owns(secret, gate.client, who.subject, body.thread_id):
                if started_elsewhere(secret, clients, gate.client, who.subject,
                                     body.thread_id):
                    raise other_client(gate.client)
                raise Refused(404, "thread_not_found", "No such thread.")
            mine = body.thread_id
        else:
            mine = thread_for(secret, gate.client, who.subject)
        identity = who.email if body.channel == "customer" and who.signed_in else None

        def answer() -> tuple[TurnResult, replies.AnalysisChart | None]:
            # The turn and its chart in one trip to the thread pool, the conversation held.
            with locks.turn(mine):
                if body.seen is not None and len(runner().history(mine)) != body.seen:
                    raise ConversationChanged
                now = thread_state(runner(), mine)
                held_now = now.get("messages")
                if isinstance(held_now, list) and len(held_now) >= MAX_THREAD_MESSAGES:
                    raise ConversationFull
                # A thread stays on the channel it began on (its turns note it): a question
                # asked on one channel is never answered from another.
                begun_on = now.get("channel")
                if begun_on not in (None, body.channel):
                    raise OtherChannel
                turn = runner().turn(body.message, thread_id=mine, channel=body.channel,
                                     customer_email=identity,
                                     subject=proven_subject(secret, who.subject))
            return turn, replies.chart(getattr(turn, "state", None) or {}, store)

        try:
            turn, chart = await run_in_threadpool(answer)
        except ConversationBusy:
            raise Refused(409, "conversation_busy", "Your previous message in this "
                          "conversation is still being answered: send this one again once "
                          "its reply has arrived.", headers={"Retry-After": "1"}) from None
        except OtherChannel:
            raise other_channel(body.channel) from None
        except ConversationFull:
            raise Refused(409, "conversation_full", "This conversation holds "
                          f"{MAX_THREAD_MESSAGES} messages, the most one may hold: start a new "
                          "one (`new_thread`: true; on the demo page, New conversation). This "
                          "one can still be read. Nothing was sent.",
                          headers=gate.rate_headers) from None
        except ConversationChanged:
            raise Refused(409, "conversation_changed", "This conversation has changed since "
                          "you last read it (it was answered elsewhere): read it again (GET "
                          "/v1/threads/{id}) and answer what it asks now. Nothing was sent.",
                          headers=gate.rate_headers) from None
        if turn.trace and turn.trace[0].get("kind") == "error" and is_outage_name(
                str(turn.trace[0].get("error", ""))):
            raise Refused(503, "service_unavailable", "A backing service is not answering; "
                          "retry in a few seconds.", headers={"Retry-After": "5"})
        show_trace = demo_page or who.staff
        state = getattr(turn, "state", None) or {}
        held = state.get("messages")
        payload = ChatResponse(reply=turn.reply, thread_id=mine, asks=turn.asks,
                               text_id=turn.text_id, trace=turn.trace if show_trace else [],
                               session=gate.new_session,
                               choices=replies.choices(state, store.tz if store else None),
                               chart=chart, messages=len(held) if isinstance(held, list)
                               else None)
        headers = dict(gate.rate_headers)
        if gate.new_session:
            headers["X-Session-Id"] = gate.new_session
        return JSONResponse(payload.model_dump(mode="json"), headers=headers)

    def read_thread(thread_id: str) -> ThreadHistory:
        agent = runner()
        messages = agent.history(thread_id)
        state = thread_state(agent, thread_id) if messages else {}
        pending = replies.choices(state, store.tz if store else None)
        return ThreadHistory(thread_id=thread_id,
                             messages=[Message.model_validate(m) for m in messages],
                             asks=bool((state.get("reply") or {}).get("asks")),
                             choices=pending)

    @app.get("/v1/threads/default", response_model=ThreadHistory, responses=PROBLEMS,
             tags=["chat"])
    async def default_thread(request: Request) -> JSONResponse:
        """The caller's default conversation (the one a chat request without `thread_id`
        continues): its ID, its messages (none yet: an empty list) and the question it waits
        on. A client with no conversation of its own at hand shows this before sending
        anything, so that the person sees what an answer would answer."""
        gate = gate_of(request)
        if gate.identity.staff and "staff" not in gate.channels:
            # as for a chat request: a staff sign-in has no conversation on a customer client
            raise Refused(403, "forbidden_channel",
                          f"Client {gate.client!r} serves customers only: a staff sign-in has "
                          "no conversation here.")
        mine = thread_for(secret, gate.client, gate.identity.subject)
        history = await run_in_threadpool(read_thread, mine)
        return JSONResponse(history.model_dump(mode="json"), headers=gate.rate_headers)

    @app.get("/v1/threads/{thread_id}", response_model=ThreadHistory, responses=PROBLEMS,
             tags=["chat"])
    async def thread(thread_id: str, request: Request) -> JSONResponse:
        """A conversation's messages, for its own subject only (same 404 as a missing one),
        and the question it waits on (`asks`, `choices`). Reads are rate-limited like chat
        requests, in windows of their own."""
        gate = gate_of(request)
        if not owns(secret, gate.client, gate.identity.subject, thread_id):
            if started_elsewhere(secret, clients, gate.client, gate.identity.subject,
                                 thread_id):
                raise other_client(gate.client)
            raise Refused(404, "thread_not_found", "No such thread.")
        history = await run_in_threadpool(read_thread, thread_id)
        if not history.messages:
            raise Refused(404, "thread_not_found", "No such thread.")
        return JSONResponse(history.model_dump(mode="json"), headers=gate.rate_headers)

    shared = storage if storage is not None and not isinstance(storage, MemoryStorage) else None

    @app.get("/health", tags=["meta"], responses={
        200: {"description": "Serving: `{\"status\": \"ok\"}`, with `\"redis\": \"up\"` "
                             "when the rate-limit counters are in Redis."},
        503: {"description": "Degraded: Redis is configured and does not answer "
                             "(`{\"status\": \"degraded\", \"redis\": \"down\"}`); every "
                             "chat request would be a 503 meanwhile."}})
    def health() -> JSONResponse:
        """Whether this process can serve chat requests (runs in a thread: a ping may wait)."""
        if shared is None:
            return JSONResponse({"status": "ok"})
        if shared.check():
            return JSONResponse({"status": "ok", "redis": "up"})
        return JSONResponse({"status": "degraded", "redis": "down"}, status_code=503,
                            headers={"Retry-After": "5"})

    if demo_page and store is not None and issuer is not None:
        demo.mount(app, store, issuer, verifiers)

        @app.get("/", include_in_schema=False)
        def page() -> FileResponse:
            return FileResponse(STATIC / "index.html")

        @app.get("/static/{name}", include_in_schema=False)
        def asset(name: str) -> FileResponse:
            if name not in ASSETS:
                raise Refused(404, "not_found", "No such file.")
            return FileResponse(STATIC / name, media_type=ASSETS[name])

        @app.get("/favicon.ico", include_in_schema=False)
        def favicon() -> FileResponse:
            return FileResponse(STATIC / "favicon.svg", media_type=ASSETS["favicon.svg"])

    return app
