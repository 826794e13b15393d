"""What the LangGraph server runs before its own routes (langgraph.json "http.app").

A JSON body that gives one key twice in an object is refused (400) on every route: parsers
disagree on which value wins, so what a proxy or a log read may not be what the server ran.

`POST /threads` may carry `supersteps`: state written as the thread is made. The server makes
the thread first, then writes the state through the auth handler that refuses every state
write from outside (`langgraph_auth.on_thread_update`): the caller got a refusal and a thread
anyway. A creation with state is refused here, before anything is made.

`langgraph dev` adds routes of its own ahead of the auth handler, which never sees them: a
truncate of every thread (`POST /internal/truncate`), any thread read raw
(`/internal/debug/thread/{id}`), a deployment started (`/deploy`), and generative-UI files
(`/ui/{graph}`, none here: a 500). They are answered 404 here, whatever the token.

A customer reads the conversation through their runs (the output: `messages`, `reply`,
`trace`), never its inside: a thread's raw state (`/threads/{id}/state`, every field the
graph keeps: the proposal pending, the fields the model filled), its checkpoints
(`/history`, `/state/{checkpoint_id}`), the long-term store (`/store/...`) and the event
streams that carry the same (`/threads/{id}/stream/events`, `/commands`) are refused to a
customer (403) outside demo mode, where Studio signs in as a demo customer. Staff may (their
own threads: threads stay filtered by owner). The token is read here only to tell staff from
customers; one that does not verify passes on to the auth handler, which answers 401.

A customer does not read a graph's subgraphs (`/assistants/{id}/subgraphs`) or its drawing
expanded into them (`/assistants/{id}/graph?xray=…`) outside demo mode (403): the front
door's subgraphs are the staff workflows, whose own assistants a customer may not read.

The server's own `/metrics` (runs, queue, workers), outside the auth handler too, takes a
staff token or an API key with the `metrics` or `admin` scope outside demo mode (401/403),
as the gateway's /metrics does.

A thread as a customer gets it (`GET /threads/{id}`, a search, an update, a copy, a
creation) carries in `values` what a run gives back (`messages`, `reply`, `trace`: the
graphs' `ChatOutput`) and nothing else of the state.

A run's output as a customer gets it is cut the same way, on every door to it: a run waited
for (`/runs/wait`, `/threads/{id}/runs/wait`) or joined (`.../runs/{run_id}/join`), whose
answer the server takes from the thread's whole state when the run streamed no `values`
(a wait with `stream_mode: ["updates"]`, or a join once the run is done: the pending
proposal, the order read, the fields the model filled), and every stream of a run
(`/runs/stream`, `.../runs/stream`, `.../runs/{run_id}/stream`, `/threads/{id}/stream`):
each `values` event cut to the output, each `updates` event to the output each node wrote,
any other mode a customer may not ask for left out (an event the server adds of its own:
metadata, custom, error, end, heartbeats pass). The server's own filtering of `updates` by
the output schema is not relied on: a node that hands back a value of its own, or a graph
served without an output schema, would show its update whole. Everywhere a customer reads an
output, its `trace` is empty (the routers' reasons, the tools called, the words read as
consent stay inside, as at the gateway outside demo mode), and a run's error (`__error__`,
an `error` event) is its kind and a fixed text (`RUN_FAILED`): a database error's message
carries its SQL and values.

A customer's run that gives a `webhook` is refused (422) here, before the server looks the
webhook's host up to check it against langgraph.json's `webhooks.url` policy (https, no
private or loopback address), which staff's webhooks still pass; the auth handler refuses
it again (`langgraph_auth.reach_problem`) for runs made some other way.

A run on a thread is taken only when none is in flight (`multitask_strategy: "reject"`, a 409
otherwise): the server's default queues it, so a "oui" sent before the question it answers
was shown ran after it and was read as consent to a write the person never saw stated (the
gateway refuses such a message: `conversation_busy`). A run that gives no strategy is given
"reject"; one that asks for another is refused (422), except where callers are trusted (demo
mode or a test server), for Studio.
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import parse_qs

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from comptoir.langgraph_auth import (
    NO_STATE_WRITE,
    NO_WEBHOOK,
    customers_see_internals,
    verifiers,
)
from nodes.kit.state import ChatOutput
from services.auth import bearer_token
from services.boundary import (
    MAX_JSON_DEPTH,
    DuplicateKey,
    TooDeep,
    encoding_problem,
    find_control,
    is_json_media,
    unique_keys,
)

MAX_BODY = 1 << 20  # a request holds a message or metadata, not a conversation
WITH_BODY = ("POST", "PUT", "PATCH", "DELETE")
# The development server's own routes, outside the auth handler (see above).
NOT_SERVED = re.compile(r"^/(?:internal|deploy|ui)(?:/|$)")
# A conversation's inside (see above). A state write (`POST /threads/{id}/state`) is not here:
# the auth handler refuses it to everyone, staff included (NO_STATE_WRITE).
INTERNALS = re.compile(r"^/(?:threads/[^/]+/(?:state(?:/[^/]+)?|history|storage|stream/events"
                       r"|commands)|store(?:/.*)?)/?$")
# Routes that answer thread objects, whose `values` is the thread's whole state.
THREAD_OBJECTS = re.compile(r"^/threads(?:/search|/[^/]+(?:/copy)?)?/?$")
OUTPUT_KEYS = frozenset(ChatOutput.__annotations__)
STATE_WRITE = re.compile(r"^/threads/[^/]+/state/?$")
# Routes that answer a run's output: waited for or joined (JSON), or streamed (SSE).
RUN_OUTPUT = re.compile(r"^/(?:(?:threads/[^/]+/)?runs/(?:wait|stream)|threads/[^/]+/runs/"
                        r"[^/]+/(?:join|stream)|threads/[^/]+/stream)/?$")
# What a customer's stream carries besides the output: the run's id, what a node emits on
# purpose, an error, the end.
PASSING_EVENTS = frozenset({"metadata", "custom", "error", "end", "feedback"})
# What a customer reads of a run that failed: its kind, never its message (a database
# error's carries its SQL and parameters).
RUN_FAILED = ("The turn could not be completed. Please send your message again; if it "
              "keeps failing, the service is unavailable for now.")


def _output_view(values: dict[str, Any]) -> dict[str, Any]:
    """A state's or an update's output keys as a customer reads them: the decision trace
    empty (routers' reasons, tools, the words read as consent stay inside), as the gateway
    gives it outside demo mode."""
    return {k: ([] if k == "trace" else v) for k, v in values.items() if k in OUTPUT_KEYS}


def _error_view(error: Any) -> dict[str, Any]:
    """A run's error as a customer reads it: its kind and a fixed text."""
    kind = error.get("error") if isinstance(error, dict) else None
    return {"error": kind if isinstance(kind, str) else "Error", "message": RUN_FAILED}
GRAPH_SUBGRAPHS = re.compile(r"^/assistants/[^/]+/subgraphs(?:/.*)?$")
GRAPH_DRAWING = re.compile(r"^/assistants/[^/]+/graph/?$")
GRAPH_INSIDE = ("Staff only: a graph's subgraphs and its drawing expanded into them (xray) show "
                "the staff workflows' steps and state. A customer may read the graph itself "
                "(without xray) and its schemas.")
STAFF_ONLY = ("Staff only: a conversation's raw state, its history and checkpoints, the store "
              "and the event streams show what stays inside the graph. A customer reads the "
              "conversation in the output of their runs (messages, reply, trace).")
# Every route that starts runs: on a thread or stateless, streamed, waited for, in a batch,
# scheduled.
RUN_ROUTE = re.compile(r"^/(?:threads/[^/]+/)?runs(?:/stream|/wait|/batch|/crons)?/?$")
THREAD_RUN = re.compile(r"^/threads/[^/]+/runs(?:/stream|/wait)?/?$")
ONE_RUN_AT_A_TIME = ("multitask_strategy: only \"reject\" is accepted here: a message is "
                     "taken when the conversation has answered the one before (409 while a "
                     "run is in flight); queued, interrupted or rolled back, a run could "
                     "answer a question the person has not seen yet.")


def callers_trusted() -> bool:
    """Demo mode or a test server (`callers_set_clock`): Studio may queue or interrupt."""
    from nodes.kit.identity import callers_set_clock

    return callers_set_clock()


class EdgeChecks:
    """Refuse a body over 1 MB (413), nested deeper than 64 levels, with a key given twice
    or said to be JSON and not JSON (400, saying where), and a thread creation
    that carries state (`supersteps`, 403); pass the rest, its body replayed."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and NOT_SERVED.match(scope["path"]):
            await JSONResponse({"detail": "Not found: this route of the development server "
                                "is not served here."}, status_code=404)(scope, receive, send)
            return
        if scope["type"] in ("http", "websocket"):
            scope = {**scope, ROLE: await _checked_role(scope)}
        if scope["type"] == "http" and scope["path"].rstrip("/") == "/metrics":
            refused = _metrics_refusal(scope)
            if refused is not None:
                await refused(scope, receive, send)
                return
        threads, runs = _answers_threads(scope), _answers_run_output(scope)
        if threads or runs:
            # Uncompressed, so that every part can be read and cut.
            scope = {**scope, "headers": [(k, v) for k, v in scope["headers"]
                                          if k.lower() != b"accept-encoding"]}
            send = _output_only(send) if threads else _run_output_only(send)
        if _graph_inside_refused(scope):
            await JSONResponse({"detail": GRAPH_INSIDE}, status_code=403)(scope, receive, send)
            return
        if _internals_refused(scope):
            if scope["type"] == "websocket":  # closed before it is accepted: an HTTP 403
                await receive()
                await send({"type": "websocket.close", "code": 1008, "reason": STAFF_ONLY[:120]})
            else:
                await JSONResponse({"detail": STAFF_ONLY}, status_code=403)(scope, receive, send)
            return
        if scope["type"] != "http" or scope["method"] not in WITH_BODY:
            await self.app(scope, receive, send)
            return
        messages: list[Message] = []
        size, more = 0, True
        while more:
            message = await receive()
            messages.append(message)
            size += len(message.get("body", b""))
            more = message.get("more_body", False) and size <= MAX_BODY
        body = b"".join(m.get("body", b"") for m in messages)
        refusal = _refusal(scope, size, body)
        if refusal is not None:
            await refusal(scope, receive, send)
            return
        given = _one_run_at_a_time(scope, body)
        if isinstance(given, JSONResponse):
            await given(scope, receive, send)
            return
        if given is not None:  # the body with "reject" written in: one message, replayed
            messages = [{"type": "http.request", "body": given, "more_body": False}]
            scope = {**scope, "headers": [
                *((k, v) for k, v in scope["headers"] if k.lower() != b"content-length"),
                (b"content-length", str(len(given)).encode())]}
        pending = iter(messages)

        async def replay() -> Message:
            return next(pending, None) or await receive()

        await self.app(scope, replay, send)


def _metrics_refusal(scope: Scope) -> JSONResponse | None:
    """The server's own /metrics (its runs, queue and workers), outside the auth handler:
    outside demo mode, for a staff token or an API key with the `metrics` or `admin` scope,
    as the gateway's /metrics."""
    from comptoir.app import metrics_keys
    from services.metrics import key_scopes, scrape_refusal
    from services.settings import get_settings

    keys = metrics_keys(get_settings())
    if keys is None or _staff(scope):
        return None
    refused = scrape_refusal(key_scopes(keys), _header(scope, b"x-api-key"),
                             _header(scope, b"authorization"))
    if refused is None:
        return None
    status, _code, message = refused
    return JSONResponse({"detail": f"{message} A staff member's token works too."},
                        status_code=status)


def _header(scope: Scope, name: bytes) -> str | None:
    return next((v.decode("latin-1") for k, v in scope.get("headers", ())
                 if k.lower() == name), None)


def _staff(scope: Scope) -> bool:
    """The caller's token verifies and has the staff role."""
    return _role(scope) == "staff"


def _answers_threads(scope: Scope) -> bool:
    """A customer's call that answers thread objects, outside demo mode."""
    return (scope["type"] == "http" and bool(THREAD_OBJECTS.match(scope["path"]))
            and not customers_see_internals() and _customer(scope))


def _output_only(send: Send) -> Send:
    """`send`, with every thread object's `values` cut to the graphs' output. The answer is
    held until its last part (a thread, or a page of them: small)."""
    start: Message | None = None
    parts: list[bytes] = []

    async def sending(message: Message) -> None:
        nonlocal start
        if message["type"] == "http.response.start":
            start = message
            return
        if message["type"] != "http.response.body" or start is None:
            await send(message)
            return
        parts.append(message.get("body", b""))
        if message.get("more_body", False):
            return
        body = b"".join(parts)
        headers = list(start.get("headers", ()))
        encoded = any(k.lower() == b"content-encoding" for k, _v in headers)
        try:
            payload = None if encoded else json.loads(body) if body else None
        except ValueError:
            payload = None
        if payload is not None:
            body = json.dumps(_cut_values(payload), ensure_ascii=False).encode()
            headers = [*((k, v) for k, v in headers if k.lower() != b"content-length"),
                       (b"content-length", str(len(body)).encode())]
        await send({**start, "headers": headers})
        await send({"type": "http.response.body", "body": body, "more_body": False})

    return sending


def _answers_run_output(scope: Scope) -> bool:
    """A customer's call that answers a run's output, outside demo mode."""
    return (scope["type"] == "http" and bool(RUN_OUTPUT.match(scope["path"]))
            and not customers_see_internals() and _customer(scope))


def _run_output_only(send: Send) -> Send:
    """`send`, with a run's output cut to the graphs' output: a waited-for answer (JSON,
    held to its end; the blanks the server sends meanwhile to keep the connection pass) or
    a stream (each event as it comes). A refusal (not 200) passes as it is."""
    kind = "pass"
    held = bytearray()

    async def sending(message: Message) -> None:
        nonlocal kind
        if message["type"] == "http.response.start":
            headers = list(message.get("headers", ()))
            if message.get("status") == 200:
                kind = "sse" if b"text/event-stream" in b"".join(
                    v for k, v in headers if k.lower() == b"content-type") else "json"
                headers = [(k, v) for k, v in headers if k.lower() != b"content-length"]
            await send({**message, "headers": headers})
            return
        if message["type"] != "http.response.body" or kind == "pass":
            await send(message)
            return
        held.extend(message.get("body", b""))
        more = message.get("more_body", False)
        if kind == "sse":
            out = _cut_events(held, final=not more)
        elif not held.strip():  # keep-alive blanks before the answer
            out = bytes(held)
            held.clear()
        elif more:
            out = b""
        else:
            out = _cut_answer(bytes(held))
            held.clear()
        if out or not more:
            await send({"type": "http.response.body", "body": out, "more_body": more})

    return sending


def _cut_answer(body: bytes) -> bytes:
    """A waited-for run's answer: the output keys and an error, nothing else of the state;
    an answer that cannot be read is no answer (`{}`)."""
    try:
        payload = json.loads(body)
    except ValueError:
        return b"{}"
    if not isinstance(payload, dict):
        return b"{}"
    kept = _output_view(payload)
    if "__error__" in payload:
        kept["__error__"] = _error_view(payload["__error__"])
    return json.dumps(kept, ensure_ascii=False).encode()


EVENT_END = re.compile(rb"\r\n\r\n|\n\n|\r\r")


def _cut_events(held: bytearray, *, final: bool) -> bytes:
    """The complete events in `held` (taken out of it), each cut; the rest, when `final`."""
    out: list[bytes] = []
    while True:
        end = EVENT_END.search(held)
        if end is None:
            break
        block = bytes(held[:end.end()])
        del held[:end.end()]
        out.append(_cut_event(block))
    if final and held:
        out.append(_cut_event(bytes(held)))
        held.clear()
    return b"".join(out)


def _cut_event(block: bytes) -> bytes:
    """One server-sent event as a customer may read it: `values` cut to the output,
    `updates` to the output each node wrote, the server's own events as they are, every
    other mode left out (b"")."""
    lines = block.splitlines()
    name = next((line[6:].strip() for line in lines if line.startswith(b"event:")), b"message")
    data = [line[5:].removeprefix(b" ") for line in lines if line.startswith(b"data:")]
    if not data:  # a comment (heartbeat) or a blank
        return block
    mode = name.split(b"|")[0].decode("latin-1")
    if mode == "error":
        try:
            error = json.loads(b"\n".join(data))
        except ValueError:
            error = None
        return _sse(name, _error_view(error), lines)
    if mode in PASSING_EVENTS:
        return block
    if mode not in ("values", "updates"):
        return b""
    try:
        payload = json.loads(b"\n".join(data))
    except ValueError:
        return b""
    if not isinstance(payload, dict):
        return b""
    if mode == "values":
        cut: dict[str, Any] = _output_view(payload)
    else:
        # a node's update that wrote only its trace says nothing a customer reads
        cut = {node: {k: v for k, v in _output_view(update).items() if k != "trace"}
               for node, update in payload.items() if isinstance(update, dict)}
        cut = {node: update for node, update in cut.items() if update}
        if not cut:
            return b""
    return _sse(name, cut, lines)


def _sse(name: bytes, payload: Any, lines: list[bytes]) -> bytes:
    """One server-sent event of `name` carrying `payload`, the ids of `lines` kept."""
    ids = [line for line in lines if line.startswith(b"id:")]
    return b"\r\n".join([b"event: " + name, b"data: " + json.dumps(
        payload, ensure_ascii=False, separators=(",", ":")).encode(), *ids]) + b"\r\n\r\n"


def _cut_values(payload: Any) -> Any:
    """Every thread object's `values` cut to the output. A thread object is known by its
    `values`, not its `thread_id`: a search may `select` the values alone."""
    if isinstance(payload, list):
        return [_cut_values(item) for item in payload]
    if isinstance(payload, dict) and isinstance(payload.get("values"), dict):
        return {**payload, "values": _output_view(payload["values"])}
    return payload


def _graph_inside_refused(scope: Scope) -> bool:
    """A customer asks for a graph's inside, outside demo mode: its subgraphs (the front
    door's hold the staff workflows, whose own assistants a customer may not read) or its
    drawing expanded into them (`xray`)."""
    if scope["type"] != "http" or scope["method"] != "GET":
        return False
    path = scope["path"]
    if GRAPH_SUBGRAPHS.match(path):
        inside = True
    elif GRAPH_DRAWING.match(path):
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        inside = any(v.strip().lower() not in ("", "false", "0") for v in query.get("xray", []))
    else:
        return False
    return inside and not customers_see_internals() and _customer(scope)


def _internals_refused(scope: Scope) -> bool:
    """A customer asks for a conversation's inside, outside demo mode."""
    if scope["type"] not in ("http", "websocket") or not INTERNALS.match(scope["path"]):
        return False
    if scope["type"] == "http" and scope["method"] == "POST" and STATE_WRITE.match(
            scope["path"]):
        return False
    return not customers_see_internals() and _customer(scope)


def _customer(scope: Scope) -> bool:
    """The caller's token verifies and has no staff role."""
    return _role(scope) == "customer"


# The caller's role, checked once a request by `EdgeChecks` before any rule reads it.
ROLE = "comptoir.role"


async def _checked_role(scope: Scope) -> str | None:
    """"staff" or "customer" for a token that verifies. No token, a bad one or one that
    cannot be checked now: None, and the auth handler answers it (401, 503). Checked on the
    verifiers' own threads: a JWKS fetch waiting for its timeout on the server's event loop
    would hold every other call of the server."""
    try:
        token = bearer_token(_header(scope, b"authorization"))
        return None if token is None else (await verifiers().verify_async(token)).role
    except Exception:
        return None


def _role(scope: Scope) -> str | None:
    """The role `EdgeChecks` checked for this request (see `_checked_role`)."""
    role = scope.get(ROLE)
    return role if isinstance(role, str) else None


def _webhook_refused(scope: Scope, payload: Any) -> bool:
    """A customer's run (or batch of runs, or cron) that gives a webhook. Refused here, before
    the server resolves the webhook's host name to check it: the refusal says why (staff
    only) and the customer's host is never looked up."""
    if scope["method"] != "POST" or not RUN_ROUTE.match(scope["path"]):
        return False
    runs = payload if isinstance(payload, list) else [payload]
    if not any(isinstance(run, dict) and run.get("webhook") for run in runs):
        return False
    return _customer(scope)


def _refusal(scope: Scope, size: int, body: bytes) -> JSONResponse | None:
    if size > MAX_BODY:
        return JSONResponse({"detail": "The request body is over 1 MB: a run holds a message, "
                             "a thread's creation metadata, not a conversation."},
                            status_code=413)
    other = encoding_problem(body)
    if other is not None:
        return JSONResponse({"detail": other}, status_code=400)
    try:
        payload: Any = json.loads(body, object_pairs_hook=unique_keys) if body else None
    except DuplicateKey as exc:
        return JSONResponse({"detail": f"The body gives {exc.key!r} twice in one object: "
                             "which one is meant is not clear; send it once."}, status_code=400)
    except RecursionError:  # thousands of levels: the parser's own stack
        return _too_deep()
    except json.JSONDecodeError as exc:
        if not _says_json(scope):
            return None  # a body of another kind: the server answers it
        # The server's own answer (a 422) says neither where nor what.
        return JSONResponse({"detail": f"The body is not valid JSON (line {exc.lineno}, "
                             f"column {exc.colno}): {exc.msg[:1].lower()}{exc.msg[1:]}."},
                            status_code=400)
    except ValueError:
        return None  # the server answers a body that is not JSON itself
    try:
        find_control(payload, "body", max_depth=MAX_JSON_DEPTH)
    except TooDeep:
        return _too_deep()
    if _webhook_refused(scope, payload):
        return JSONResponse({"detail": NO_WEBHOOK}, status_code=422)
    delay = _delay_problem(scope, payload)
    if delay is not None:
        return JSONResponse({"detail": delay}, status_code=422)
    creates = scope["method"] == "POST" and scope["path"].rstrip("/") == "/threads"
    if creates and isinstance(payload, dict) and payload.get("supersteps"):
        return JSONResponse({"detail": NO_STATE_WRITE}, status_code=403)
    return None


# The longest a run may be put off (`after_seconds`): the server adds it to the clock, and a
# number past what a date holds was a 500.
MAX_DELAY_S = 86_400


def _says_json(scope: Scope) -> bool:
    """Whether the request names JSON as its body's type, or no type (the server reads both
    as JSON)."""
    given = _header(scope, b"content-type")
    return not (given or "").strip() or is_json_media(given)


def _delay_problem(scope: Scope, payload: Any) -> str | None:
    """Why a run's (or a batch's) `after_seconds` cannot be taken: not a whole number of
    seconds from 0 to a day."""
    if scope["method"] != "POST" or not RUN_ROUTE.match(scope["path"]):
        return None
    runs = payload if isinstance(payload, list) else [payload]
    for run in runs:
        delay = run.get("after_seconds") if isinstance(run, dict) else None
        if delay is None:
            continue
        if isinstance(delay, bool) or not isinstance(delay, int) or not \
                0 <= delay <= MAX_DELAY_S:
            return (f"after_seconds: expected a whole number of seconds from 0 to "
                    f"{MAX_DELAY_S} (a day); got {str(delay)[:20]!r}.")
    return None


app = Starlette()
app.add_middleware(EdgeChecks)


def _too_deep() -> JSONResponse:
    return JSONResponse({"detail": f"The JSON body is nested too deeply: at most "
                         f"{MAX_JSON_DEPTH} levels of arrays and objects."}, status_code=400)


def _one_run_at_a_time(scope: Scope, body: bytes) -> bytes | JSONResponse | None:
    """A run on a thread: its body with `multitask_strategy: "reject"` when it gives none,
    a 422 when it gives another (callers not trusted), None to pass it as it is."""
    if scope["method"] != "POST" or not THREAD_RUN.match(scope["path"]) or callers_trusted():
        return None
    try:
        payload: Any = json.loads(body) if body else None
    except ValueError:
        return None  # the server answers a body that is not JSON itself
    if not isinstance(payload, dict):
        return None
    strategy = payload.get("multitask_strategy")
    if strategy is None:
        return json.dumps({**payload, "multitask_strategy": "reject"}).encode()
    if strategy != "reject":
        return JSONResponse({"detail": ONE_RUN_AT_A_TIME}, status_code=422)
    return None
