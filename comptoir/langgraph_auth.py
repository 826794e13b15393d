"""Authenticate every call to a LangGraph server (`langgraph dev` or a deployment).

Registered in langgraph.json ("auth"). The same bearer tokens as the gateway
(services/auth.py: the deployment's identity provider, or the demo issuer when
COMPTOIR_DEMO=1): no token or a bad one → 401. Threads, runs and crons are
stamped with their owner and filtered by owner, so nobody reads another's
conversation. Only staff may see or run the staff graphs, or manage assistants. The
graphs then take identity and channel from the authenticated user
(nodes/kit/identity.py), never from the caller's context.

A run takes a message and nothing else: no `command` (a `goto` would jump past the
routers, an `update` would write the state a proposal and a yes are read from) and no
state written from outside (`POST /threads/{id}/state`), for staff and customers alike.
The graphs have no interrupts to resume, so neither is ever needed.
"""

from __future__ import annotations

import os
from datetime import datetime
from functools import lru_cache
from typing import Any
from uuid import UUID, uuid5

from langgraph_sdk import Auth

from comptoir.langgraph_limits import count_run_off_loop
from services.auth import KeysUnavailable, TokenError, Verifiers, bearer_token
from services.boundary import find_control
from services.clock import settable
from services.text import message_problem

auth = Auth()

CUSTOMER_GRAPHS = ("front_door", "care_desk")
# langgraph-api names each graph's default assistant uuid5(NAMESPACE_GRAPH, graph_id).
NAMESPACE_GRAPH = UUID("6ba7b821-9dad-11d1-80b4-00c04fd430c8")
CUSTOMER_ASSISTANTS = {str(uuid5(NAMESPACE_GRAPH, g)) for g in CUSTOMER_GRAPHS} | set(
    CUSTOMER_GRAPHS)
STAFF_GRAPH = "This graph is for staff only."
SEARCH_BY_GRAPH = ("Search assistants by graph: graph_id "
                   f"{' or '.join(map(repr, CUSTOMER_GRAPHS))} (the others are for staff only).")


@lru_cache(maxsize=1)
def verifiers() -> Verifiers:
    from comptoir.app import identity_providers
    from services.settings import get_settings

    found, _issuer = identity_providers(get_settings())
    return found


@auth.authenticate
async def authenticate(authorization: str | None) -> dict[str, Any]:
    try:
        token = bearer_token(authorization)
        if token is None:
            raise TokenError("Send `Authorization: Bearer <token>`.")
        # Off the server's event loop (the verifiers' own threads, as at the gateway): a JWKS
        # fetch waiting for its timeout would hold every other call of the server.
        who = await verifiers().verify_async(token)
    except KeysUnavailable as exc:  # the identity provider is down: not the caller's fault
        raise Auth.exceptions.HTTPException(status_code=503, detail=exc.message,
                                            headers={"Retry-After": "5"}) from exc
    except TokenError as exc:
        raise Auth.exceptions.HTTPException(status_code=401, detail=exc.message) from exc
    return {
        "identity": who.subject,
        "email": who.email or "",
        "role": who.role,
        "permissions": ["staff"] if who.staff else [],
    }


def is_staff(ctx: Auth.types.AuthContext) -> bool:
    return "staff" in ctx.permissions


def forbidden(message: str) -> Auth.exceptions.HTTPException:
    return Auth.exceptions.HTTPException(status_code=403, detail=message)


@auth.on.threads.create_run
async def on_run(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str]:
    """A customer runs only the customer graphs; every run is stamped with its owner."""
    assistant = str(value.get("assistant_id") or "")
    if not is_staff(ctx) and assistant not in CUSTOMER_ASSISTANTS:
        raise forbidden(STAFF_GRAPH)
    kwargs = value.get("kwargs") or {}
    for part in ("input", "command", "context"):
        where = find_control(kwargs.get(part), part)
        if where:
            raise Auth.exceptions.HTTPException(
                status_code=422, detail=f"{where}: control characters (such as NUL) are not "
                "allowed.")
    if kwargs.get("command") is not None:
        raise Auth.exceptions.HTTPException(status_code=422, detail=NO_COMMAND)
    problem = reach_problem(kwargs, staff=is_staff(ctx))
    if problem:
        raise Auth.exceptions.HTTPException(status_code=422, detail=problem)
    problem = context_problem(kwargs.get("context")) or input_problem(kwargs.get("input")) \
        or run_options_problem(kwargs)
    if problem:
        raise Auth.exceptions.HTTPException(status_code=422, detail=problem)
    from nodes.kit.identity import callers_set_clock

    if not callers_set_clock():  # a run is a chat request: the gateway's per-user limit
        await count_run_off_loop(ctx.user.identity)
    stamp(value, ctx.user.identity)
    return {"owner": ctx.user.identity}


NO_COMMAND = ("command: not accepted. These graphs take one thing, the person's message "
              "(input {\"messages\": [...]}): they have no interrupt to resume, and where a "
              "conversation goes is decided by the graph, not by the caller.")
NO_STATE_WRITE = ("A conversation's state is written by its graph only: send the message in "
                  "a run (POST /threads/{thread_id}/runs).")
MESSAGE_FIELDS = ("role", "type", "content", "id", "name", "additional_kwargs")
INPUT_SHAPE = '{"messages": [{"role": "user", "content": "..."}]}'
USER_ROLES = ("user", "human")
# What a customer's run may stream: the graph's output after each step (`values`: messages,
# reply, trace), each node's update (`updates`) and what a node emits on purpose (`custom`).
# The others show what stays inside: `debug`, `tasks` and `checkpoints` the whole state and
# every node's input; `messages`/`messages-tuple` each model call with its metadata (the
# fields a structured node filled, the prompt's node); `events` all of it.
CUSTOMER_STREAM_MODES = ("values", "updates", "custom")
NO_WEBHOOK = ("webhook: only staff may give one. A webhook makes the server POST the run's "
              "output to the address given; read a run's reply from the run itself "
              "(POST /threads/{thread_id}/runs/wait, or .../runs/stream).")


def customers_see_internals() -> bool:
    """Demo mode (`COMPTOIR_DEMO=1`, a loopback server with demo users only): Studio, signed
    in as a demo customer, reads a thread's state and history and streams debug events."""
    from services.settings import get_settings

    return get_settings().demo


def reach_problem(kwargs: dict[str, Any], *, staff: bool) -> str | None:
    """Why a run asks more than its caller may have: a webhook (staff only: the server would
    POST the output wherever a customer said, an internal address included), or, for a
    customer outside demo mode, stream modes or subgraph streams that show the graph's
    inside (see CUSTOMER_STREAM_MODES)."""
    if kwargs.get("webhook") and not staff:
        return NO_WEBHOOK
    if staff or customers_see_internals():
        return None
    given = kwargs.get("stream_mode")
    modes = [given] if isinstance(given, str) else list(given or [])
    refused = [str(m)[:20] for m in modes if m not in CUSTOMER_STREAM_MODES]
    if refused:
        return (f"stream_mode: {', '.join(map(repr, refused))} not accepted; a customer's run "
                f"streams {', '.join(map(repr, CUSTOMER_STREAM_MODES))} (the other modes show "
                "the graph's internal state and model calls).")
    if kwargs.get("subgraphs"):
        return ("stream_subgraphs: not accepted; a customer's run streams the graph's own "
                "output, not its subgraphs' internal steps.")
    return None


def context_problem(given: Any) -> str | None:
    """Why a run's context cannot be taken: a clock or model a caller may not set (only a
    test or demo server lets them: `callers_set_clock`), or a clock that is no instant."""
    from nodes.kit.identity import callers_set_clock

    if not isinstance(given, dict):
        return None
    if given.get("language") not in (None, "", "fr", "en"):
        return f"context.language: expected \"fr\" or \"en\"; got {str(given['language'])[:20]!r}."
    if given.get("channel") not in (None, "", "customer", "staff"):
        return (f"context.channel: expected \"customer\" or \"staff\"; got "
                f"{str(given['channel'])[:20]!r}.")
    for name in ("customer_email", "now", "model"):
        if given.get(name) is not None and not isinstance(given[name], str):
            return f"context.{name}: expected a string."
    if not callers_set_clock():
        for name in ("now", "model"):
            if given.get(name) not in (None, ""):
                return (f"context.{name}: not accepted here; every run is on the server's "
                        "own clock and model.")
        return None
    now = given.get("now")
    if now not in (None, ""):
        try:
            at = datetime.fromisoformat(str(now))
        except ValueError:
            at = None
        if at is None or at.tzinfo is None:
            return (f"context.now: expected an ISO 8601 instant with a UTC offset, e.g. "
                    f"2026-10-14T09:00:00+02:00; got {str(now)[:40]!r}.")
        try:
            settable(at)
        except ValueError as exc:
            return f"context.now: {exc}."
    return None


# The least a run may be given as its step limit: a turn takes up to about twenty steps, and
# a lower limit would stop it between a write and its reply.
MIN_RECURSION_LIMIT = 25


def langsmith_configured() -> bool:
    """The server has a LangSmith key (what feedback links need)."""
    return any(os.environ.get(name) for name in ("LANGSMITH_API_KEY", "LANGCHAIN_API_KEY"))


def run_options_problem(kwargs: dict[str, Any]) -> str | None:
    """Why a run's options cannot be taken: a run goes on from where the conversation stands
    and runs to its reply. Starting it from an earlier checkpoint would revive a proposal the
    person declined; a breakpoint or a tiny step limit would stop it between a write and the
    reply that tells it. Studio's time travel and breakpoints stay available where callers
    are trusted (demo mode or a test server: `callers_set_clock`)."""
    from nodes.kit.identity import callers_set_clock

    given = kwargs.get("config")
    config: dict[str, Any] = given if isinstance(given, dict) else {}
    inner = config.get("configurable")
    configurable: dict[str, Any] = inner if isinstance(inner, dict) else {}
    limit = config.get("recursion_limit")
    if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool)
                              or limit < MIN_RECURSION_LIMIT):
        return (f"config.recursion_limit: expected a whole number of at least "
                f"{MIN_RECURSION_LIMIT} (a turn must reach its reply); got {str(limit)[:20]!r}.")
    if kwargs.get("feedback_keys") and not langsmith_configured():
        return ("feedback_keys: not accepted here; feedback links are made by LangSmith, which "
                "this server is not given (no LANGSMITH_API_KEY), and asking for them fails "
                "the run after the turn has run, its reply never sent.")
    if callers_set_clock():
        return None
    for name in ("interrupt_before", "interrupt_after"):
        if kwargs.get(name):
            return (f"{name}: not accepted here; a run goes from the person's message to the "
                    "reply, and a breakpoint would stop it between a write and its reply.")
    if any(configurable.get(name) for name in ("checkpoint_id", "checkpoint_map")) \
            or configurable.get("checkpoint_ns"):
        return ("checkpoint: not accepted here; a run goes on from where the conversation "
                "stands (its latest state), never from an earlier one.")
    return None


def input_problem(given: Any) -> str | None:
    """Why a run's input does not match the graphs' input schema (`ChatInput`: `messages`
    only, ending with the person's new message), or None. The server does not validate run
    input against the schema: without this a `{"message": ...}` form becomes a failed run."""
    settings = ("Per-run settings (channel, customer_email, language, now) go in the run's "
                "context, not in the input.")
    if not isinstance(given, dict):
        return f"input: expected an object {INPUT_SHAPE}; got {type(given).__name__}."
    extra = sorted(str(k) for k in given if k != "messages")
    if extra:
        return (f"input: unknown field(s) {', '.join(extra)}; the only input field is "
                f"`messages`: {INPUT_SHAPE}. {settings}")
    messages = given.get("messages")
    if not isinstance(messages, list) or not messages:
        return f"input.messages: expected a non-empty list of messages: {INPUT_SHAPE}."
    for i, message in enumerate(messages):
        if isinstance(message, str):
            continue
        if not isinstance(message, dict) or not isinstance(message.get("content"), (str, list)):
            return (f"input.messages.{i}: expected {{\"role\": ..., \"content\": ...}} with "
                    "a text content.")
        content = message["content"]
        if isinstance(content, list) and not all(
                isinstance(b, str) or (isinstance(b, dict) and b.get("type") == "text"
                                       and isinstance(b.get("text"), str))
                for b in content):
            return (f"input.messages.{i}.content: expected text, or a list of text blocks "
                    "({\"type\": \"text\", \"text\": ...}): the graphs read text only.")
        extras = message.get("additional_kwargs")
        if extras is not None and (not isinstance(extras, dict) or any(
                k in extras for k in ("tool_calls", "function_call", "invalid_tool_calls"))):
            # Tool calls or function calls on a person's message: kept as given, read by
            # nothing, shown in the history as if the person had made them.
            return (f"input.messages.{i}.additional_kwargs: no tool or function calls on a "
                    "person's message.")
        if message.get("name") is not None and not isinstance(message["name"], str):
            return f"input.messages.{i}.name: expected a string."
        extra = sorted(str(k) for k in message if k not in MESSAGE_FIELDS)
        if extra:
            return (f"input.messages.{i}: unknown field(s) {', '.join(extra)}; a message is "
                    "{\"role\": ..., \"content\": ...}.")
        # A message sent is a new one: an `id` of the caller's would replace the message of
        # that id in the history (a proposal the graph stated, an earlier message), so the
        # server gives it its own.
        message.pop("id", None)
        role = str(message.get("role") or message.get("type") or "user")
        if role not in USER_ROLES and i < len(messages) - 1:
            # The graph writes its own replies: a reply sent in the input would put words in
            # its mouth (a proposal it never made) in the history a person and Studio read.
            return (f"input.messages.{i}: only the person's messages (role \"user\") may be "
                    f"sent; got role {role!r}. The graph writes its own replies.")
    last = messages[-1]
    role = "user" if isinstance(last, str) else str(last.get("role") or last.get("type") or "")
    if role not in USER_ROLES:
        return (f"input.messages.{len(messages) - 1}: the last message must be the person's "
                f"(role \"user\"), got role {role!r}.")
    if len(messages) > 1:
        # A turn answers one message: the others would enter the history unanswered (a
        # request the person reads as made, that nothing handled).
        return (f"input.messages: one message per run, the person's new one (got "
                f"{len(messages)}); the conversation so far is the thread's.")
    problem = message_problem(_text_of(last))
    if problem:
        return f"input.messages.{len(messages) - 1}.content: {problem}."
    return None


def _text_of(message: Any) -> str:
    if isinstance(message, str):
        return message
    content = message.get("content")
    if isinstance(content, list):
        return " ".join(b if isinstance(b, str) else str(b.get("text") or "") for b in content)
    return str(content or "")


def stamp(value: dict[str, Any], owner: str) -> None:
    """Write the owner into the value's own metadata dict (the server keeps that object)."""
    metadata = value.get("metadata")
    if metadata is None:
        metadata = value["metadata"] = {}
    metadata["owner"] = owner


@auth.on.assistants
async def on_assistants(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str] | None:
    """Staff see every assistant; a customer sees only the ones a customer may run (the
    default assistants of the customer graphs), in a search, a read, a graph, its schemas
    or its A2A card: the staff graphs' nodes and schemas are not theirs to study. Only
    staff create, change or delete assistants, and an assistant's graph never changes (a
    customer's assistant turned into a staff graph would run it for customers: they are
    let in by assistant)."""
    if is_staff(ctx):
        if ctx.action == "update" and isinstance(value, dict) and value.get("graph_id"):
            raise forbidden("An assistant's graph cannot be changed: create a new assistant.")
        return None
    if ctx.action == "read":  # an assistant, its graph, schemas, subgraphs, versions, card
        if str(value.get("assistant_id") or "") not in CUSTOMER_ASSISTANTS:
            raise forbidden(STAFF_GRAPH)
        return None
    if ctx.action == "search":  # a search or a count
        # A filter matches metadata only, and every graph's default assistant has the same
        # ({"created_by": "system"}): the graph is checked here, the filter leaves out the
        # assistants staff made (a customer may run none of them).
        if value.get("graph_id") not in CUSTOMER_GRAPHS:
            raise forbidden(SEARCH_BY_GRAPH if value.get("graph_id") is None else STAFF_GRAPH)
        return {"created_by": "system"}
    raise forbidden("Only staff manage assistants.")


@auth.on.crons
async def on_crons(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str]:
    """Scheduled runs are for staff only (a customer's cron would run unattended, every
    minute if asked); stamped with their owner, filtered by owner."""
    if not is_staff(ctx):
        raise forbidden("Scheduled runs are for staff only.")
    if isinstance(value, dict) and ctx.action in ("create", "update"):
        stamp(value, ctx.user.identity)
    return {"owner": ctx.user.identity}


NO_VALUES_SEARCH = ("values: a customer's search of threads filters on metadata, status or "
                    "IDs, not on values (a thread's whole state, which stays inside the graph: a "
                    "filter on it would tell, match by match, what the state holds). Read a "
                    "conversation from its runs' output (messages, reply, trace).")


@auth.on.threads.search
async def on_thread_search(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str]:
    """A search (or count) of the caller's own threads; a customer's may not filter on
    `values` outside demo mode: matched or not, a filter on the state reads it."""
    if isinstance(value, dict) and value.get("values") and not is_staff(ctx) \
            and not customers_see_internals():
        raise forbidden(NO_VALUES_SEARCH)
    return {"owner": ctx.user.identity}


@auth.on.threads.update
async def on_thread_update(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str]:
    """A thread's metadata may change (its owner's own threads only); its state may not: a
    state written from outside would be a proposal nobody stated, or an identity nobody
    proved. The server sends a state write (`POST /threads/{id}/state`, or a batch) as an
    update that carries no metadata."""
    if value.get("metadata") is None:
        raise forbidden(NO_STATE_WRITE)
    stamp(value, ctx.user.identity)
    return {"owner": ctx.user.identity}


@auth.on
async def owner_only(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str]:
    """Threads, runs, crons, store: stamped with the owner on write, filtered on read."""
    if isinstance(value, dict) and ctx.action in ("create", "update"):
        stamp(value, ctx.user.identity)
    return {"owner": ctx.user.identity}


@auth.on.store()
async def own_namespace(ctx: Auth.types.AuthContext, value: Any) -> None:
    """The long-term store, if a graph ever uses it: each user only under their own prefix."""
    namespace = tuple(value.get("namespace") or ())
    own = namespace_label(ctx.user.identity)
    if not namespace or namespace[0] != own:
        value["namespace"] = (own, *namespace)


def namespace_label(identity: str) -> str:
    """A user's identity as a store namespace label: the server refuses labels with a period
    (every issuer URL and e-mail has one), so periods are escaped (and "%" first, so two
    identities never share a label)."""
    return identity.replace("%", "%25").replace(".", "%2E")
