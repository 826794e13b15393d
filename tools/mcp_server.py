"""Expose the tools over MCP (streamable HTTP, plain JSON responses), behind an API key.

Every tool is generated from its `Tool` definition (name, arguments model,
description, scope): nothing is declared twice. The key is checked on every
request, not only when a session opens, and compared in constant time. A key
bound to a customer acts as that customer: the e-mail argument is then ignored.
Host and Origin are checked (DNS-rebinding protection). Every call goes through
the same typed tools as the graphs, so the service layer re-checks every rule.
"""

from __future__ import annotations

import hashlib
import hmac
import inspect
import json
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Container
from dataclasses import dataclass
from typing import Annotated, Any

import anyio
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError as McpToolError
from mcp.server.mcpserver.exceptions import UnexpectedToolError
from mcp.server.transport_security import TransportSecuritySettings
from mcp.shared.exceptions import MCPError
from mcp_types import INVALID_PARAMS
from pydantic import BeforeValidator, Field, Strict, ValidationError
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from services.audit import acting_as, caller_of, caller_scoped
from services.boundary import Boundary, Refused, find_control, replay
from services.service_limits import SourceLimits
from services.settings import DEMO_AUDIT_SECRET
from services.store import Store
from tools import billing as billing_tools
from tools import care as care_tools
from tools.base import Tool, ToolError, invalid_arguments


@dataclass(frozen=True)
class McpKey:
    scopes: frozenset[str]
    customer: str | None = None


def parse_keys(raw: dict[str, dict[str, Any]]) -> dict[str, McpKey]:
    return {k: McpKey(frozenset(v.get("scopes", [])), v.get("customer")) for k, v in raw.items()}


def _presented_key(headers: dict[str, str]) -> str | None:
    auth = headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return headers.get("x-api-key")


def find_key(keys: dict[str, McpKey], presented: str | None) -> McpKey | None:
    """Compare against every key in constant time."""
    found = None
    for key, binding in keys.items():
        if presented is not None and hmac.compare_digest(key.encode(), presented.encode()):
            found = binding
    return found


def key_check(keys: dict[str, McpKey], limits: SourceLimits | None = None) -> Any:
    """The edge check (before the body is read): 401 without a valid key; the rate limits
    per key, and per address for requests without a valid key (429)."""

    async def check(scope: Scope, headers: dict[str, str]) -> None:
        presented = _presented_key(headers)
        if find_key(keys, presented) is None:
            refusal = Refused(401, "unauthorized",
                              "Send a valid API key (Authorization: Bearer).",
                              headers={"WWW-Authenticate": 'Bearer realm="comptoir-mcp"'})
            if limits is not None:
                refusal = await limits.key_refused(scope, refusal)
            raise refusal
        if limits is not None:
            await limits.key_used(presented or "")

    return check


# Sessions remembered with the key that opened them: enough for every live session of a
# process (the SDK keeps its own in memory too); the oldest is forgotten first.
SESSIONS_KEPT = 100_000
# The open sessions one key may hold at once. The SDK holds at most 10,000 sessions a process
# (each alive until ended or idle for 30 minutes) and then answers every new one with a 503:
# without a share per key, one key holder (a customer's key) filled the table in minutes and
# shut every other key out of MCP for as long as they kept it full.
SESSIONS_PER_KEY = 100
# What the SDK answers for a session it does not know: a session of another key gets the same.
UNKNOWN_SESSION = json.dumps({"jsonrpc": "2.0", "id": None, "error": {
    "code": -32600, "message": "Session not found"}}).encode()


def too_many_sessions(share: int) -> bytes:
    """The answer to an opening request of a key that holds its share of sessions."""
    return json.dumps({"jsonrpc": "2.0", "id": None, "error": {
        "code": -32600, "message": f"This API key already holds {share} open MCP sessions, "
        "the most one key may hold: continue one of them (its Mcp-Session-Id), or end one "
        "(DELETE /mcp with its Mcp-Session-Id); an idle session ends after 30 minutes."}}
    ).encode()


class RequireKey:
    """ASGI middleware: 401 on every HTTP request without a valid key; a session answers only
    the key that opened it (another key gets the SDK's 404 for an unknown session)."""

    def __init__(self, app: ASGIApp, keys: dict[str, McpKey],
                 live: Callable[[], Container[str]] | None = None,
                 per_key: int | None = None) -> None:
        self.app, self.keys = app, keys
        self.owners: OrderedDict[str, bytes] = OrderedDict()
        # The sessions each key opened, and its opening requests under way; `live` says which
        # sessions the SDK still holds (one ended by DELETE or idleness no longer counts).
        self.opened: dict[bytes, OrderedDict[str, None]] = {}
        self.opening: dict[bytes, int] = {}
        self.live = live
        self.per_key = SESSIONS_PER_KEY if per_key is None else per_key

    def _open_count(self, owner: bytes) -> int:
        """The sessions `owner` holds open now, its opening requests under way included."""
        mine = self.opened.get(owner)
        if mine is not None and self.live is not None:
            live = self.live()
            for session in [s for s in mine if s not in live]:
                del mine[session]
            if not mine:
                del self.opened[owner]
                mine = None
        return (len(mine) if mine else 0) + self.opening.get(owner, 0)

    def _owner_sent(self, send: Send, owner: bytes) -> Send:
        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                for name, value in message.get("headers", []):
                    if name.lower() == b"mcp-session-id":
                        session = value.decode("latin-1")
                        self.owners.setdefault(session, owner)
                        if self.owners[session] == owner:
                            self.opened.setdefault(owner, OrderedDict())[session] = None
                        while len(self.owners) > SESSIONS_KEPT:
                            forgotten, by = self.owners.popitem(last=False)
                            self.opened.get(by, OrderedDict()).pop(forgotten, None)
            await send(message)

        return sending

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            # latin-1 never fails; a key with other bytes is simply unknown (401, not 500)
            headers = {k.decode("latin-1").lower(): v.decode("latin-1")
                       for k, v in scope["headers"]}
            if find_key(self.keys, _presented_key(headers)) is None:
                body = json.dumps({"error": "unauthorized",
                                   "message": "Send a valid API key (Authorization: Bearer)."})
                await send({"type": "http.response.start", "status": 401, "headers": [
                    (b"content-type", b"application/json"),
                    (b"www-authenticate", b'Bearer realm="comptoir-mcp"')]})
                await send({"type": "http.response.body", "body": body.encode()})
                return
            owner = hashlib.sha256((_presented_key(headers) or "").encode()).digest()
            session = headers.get("mcp-session-id")
            opened_by = self.owners.get(session) if session is not None else None
            if opened_by is not None and not hmac.compare_digest(opened_by, owner):
                await send({"type": "http.response.start", "status": 404, "headers": [
                    (b"content-type", b"application/json")]})
                await send({"type": "http.response.body", "body": UNKNOWN_SESSION})
                return
            send = self._owner_sent(send, owner)
            if session is None and scope.get("method") == "POST":
                # a request without a session opens one: within this key's share only
                if self._open_count(owner) >= self.per_key:
                    await send({"type": "http.response.start", "status": 429, "headers": [
                        (b"content-type", b"application/json"), (b"retry-after", b"60")]})
                    await send({"type": "http.response.body", "body": too_many_sessions(
                        self.per_key)})
                    return
                self.opening[owner] = self.opening.get(owner, 0) + 1
                try:
                    await self.app(scope, receive, send)
                finally:
                    self.opening[owner] -= 1
                    if not self.opening[owner]:
                        del self.opening[owner]
                return
        await self.app(scope, receive, send)


def envelope_problem(message: Any) -> str | None:
    """What makes a JSON-RPC message none of a request, a notification or a response (MCP
    2025-06-18: one message a POST, no batches; an `id` is a string or an integer, never
    null), else None. The SDK's own answer to these is pydantic's dump of its message union:
    several multi-line errors that echo the body and link pydantic's pages."""
    if isinstance(message, list):
        return ("a batch (a JSON array) is not accepted: send each message in its own POST, "
                "as one JSON object.")
    if not isinstance(message, dict):
        return "the body must be one JSON-RPC message, a JSON object."
    if message.get("jsonrpc") != "2.0":
        return 'jsonrpc must be "2.0".'
    ident = message.get("id")
    if "id" in message and (isinstance(ident, bool) or not isinstance(ident, str | int)):
        return "id must be a string or an integer (never null)."
    if "method" in message:
        if not isinstance(message["method"], str) or not message["method"]:
            return "method must be a string naming the method."
        if "params" in message and not isinstance(message["params"], dict):
            return "params must be an object of named parameters."
        if message["method"] == "tools/call":
            # The SDK's answer to these is "Invalid request parameters", naming nothing.
            params = message.get("params") or {}
            if not isinstance(params.get("name"), str):
                return "params.name must be the name of a tool (a string)."
            if params.get("arguments") is not None and not isinstance(params["arguments"],
                                                                      dict):
                return "params.arguments must be an object of the tool's named arguments."
        return None
    if "id" in message and ("result" in message or "error" in message):
        return None  # a response to a request of the server's
    return ("a message needs a method (a request or a notification), or an id with a "
            "result or an error (a response).")


# The SDK's DNS-rebinding protection answers a Host or Origin it was not told to accept with
# these bare plain-text bodies; the caller is told which header and where it is configured.
_TRANSPORT_REFUSALS = {
    b"Invalid Host header": ("host", "Host", "COMPTOIR_MCP_ALLOWED_HOSTS"),
    b"Invalid Origin header": ("origin", "Origin", "COMPTOIR_MCP_ALLOWED_ORIGINS"),
}


class ExplainedRefusals:
    """ASGI middleware: the SDK's "Invalid Host header" (421) and "Invalid Origin header"
    (403) become JSON-RPC errors naming the value refused and the setting that lists the
    accepted ones (a server reached by another name than 127.0.0.1 or localhost needs it).
    Only key holders get this far: the key is checked before."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        held: list[Message] = []

        async def relay(message: Message) -> None:
            if message["type"] == "http.response.start" and message["status"] in (403, 421):
                held.append(message)  # its body says whether it is the SDK's refusal
                return
            if held and message["type"] == "http.response.body":
                start = held.pop()
                refused = _TRANSPORT_REFUSALS.get(message.get("body", b""))
                if refused is not None and not message.get("more_body", False):
                    header, name, setting = refused
                    value = next((v.decode("latin-1") for k, v in scope.get("headers") or []
                                  if k.lower() == header.encode()), "")
                    body = json.dumps({"jsonrpc": "2.0", "id": None, "error": {
                        "code": -32600, "message": f"Invalid Request: this server does not "
                        f"accept the {name} {value[:100]!r}; its operator lists the ones it "
                        f"accepts in {setting}."}}).encode()
                    await send({**start, "headers": [
                        (b"content-type", b"application/json"),
                        (b"content-length", str(len(body)).encode())]})
                    await send({"type": "http.response.body", "body": body})
                    return
                await send(start)
            await send(message)

        await self.app(scope, receive, relay)


class WellFormed:
    """ASGI middleware: a POST whose JSON body is not one JSON-RPC message is a 400 with
    JSON-RPC's -32600 "Invalid Request" in one line. A body that is not JSON at all goes on
    to the SDK, whose parse error (-32700) says so in one line already."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method") != "POST":
            await self.app(scope, receive, send)
            return
        media = next((v.decode("latin-1") for k, v in scope.get("headers") or []
                      if k.lower() == b"content-type"), "")
        if not any(part.strip() == "application/json"
                   for part in media.split(";", 1)[0].split(",")):
            # What the SDK accepts (exactly, in lower case); its answer otherwise is a bare
            # "Invalid Content-Type header" in plain text.
            answer = json.dumps({"jsonrpc": "2.0", "id": None, "error": {
                "code": -32600, "message": "Invalid Request: send the JSON-RPC message with "
                "Content-Type: application/json (this request sent "
                f"{media.split(';', 1)[0].strip()[:60] or 'no media type'})."}}).encode()
            await send({"type": "http.response.start", "status": 415, "headers": [
                (b"content-type", b"application/json")]})
            await send({"type": "http.response.body", "body": answer})
            return
        chunks: list[bytes] = []
        while True:  # the body is bounded already (Boundary) and replayed in one piece
            message = await receive()
            chunks.append(message.get("body", b""))
            if message["type"] != "http.request" or not message.get("more_body", False):
                break
        body = b"".join(chunks)
        try:
            problem = envelope_problem(json.loads(body)) if body else None
        except ValueError:
            problem = None
        if problem is not None:
            answer = json.dumps({"jsonrpc": "2.0", "id": None, "error": {
                "code": -32600, "message": f"Invalid Request: {problem}"}}).encode()
            await send({"type": "http.response.start", "status": 400, "headers": [
                (b"content-type", b"application/json")]})
            await send({"type": "http.response.body", "body": answer})
            return
        await self.app(scope, replay(body, receive), send)


# Every tool MCP exposes, as the graphs use it: generated from the Tool definitions.
MCP_TOOLS: list[Tool[Any, Any]] = [*care_tools.CARE_TOOLS, *billing_tools.BILLING_TOOLS.values()]


def _whole_number(value: Any) -> Any:
    """An integer argument as JSON says it: a number (3, or 3.0), never `true` (read as 1)
    or the string "3", which the SDK's lax arguments took; as strict as the gateway's body."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"expected an integer, got {type(value).__name__}")
    return int(value) if isinstance(value, float) and value.is_integer() else value


def parameters(tool: Tool[Any, Any]) -> list[inspect.Parameter]:
    """The tool's arguments as keyword parameters, from its pydantic model. A `care` tool's
    e-mail is optional: a key bound to a customer supplies it."""
    params = []
    for name, field in tool.args.model_fields.items():
        strict = (BeforeValidator(_whole_number),) if field.annotation is int \
            else (Strict(),) if field.annotation is bool else ()
        annotation: Any = Annotated[(field.annotation, *strict, *field.metadata,
                                     Field(description=field.description))]
        default: Any = inspect.Parameter.empty if field.is_required() else field.default
        if tool.scope == "care" and name == "email":
            annotation = Annotated[str | None, Field(description=field.description)]
            default = None
        params.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY,
                                        default=default, annotation=annotation))
    return params


class Server(MCPServer):
    """The SDK's server, with arguments that fail their schema refused in one short line
    (as the graphs' tools word it), not pydantic's report with its links and values, and
    a tool list that holds only the tools the caller's key may call."""

    keys: dict[str, McpKey]
    scope_of: dict[str, str]
    arguments_of: dict[str, tuple[str, ...]]

    async def _handle_list_tools(self, ctx: Any, params: Any) -> Any:
        listed = await super()._handle_list_tools(ctx, params)
        scopes = self._presented_scopes(getattr(ctx, "request", None))
        listed.tools = [t for t in listed.tools if self.scope_of.get(t.name) in scopes]
        for listed_tool in listed.tools:  # what call_tool enforces, said to the client
            listed_tool.input_schema = {**listed_tool.input_schema,
                                        "additionalProperties": False}
        return listed

    def _presented_scopes(self, request: Any) -> frozenset[str]:
        headers = {k.lower(): v for k, v in request.headers.items()} if request else {}
        key = find_key(self.keys, _presented_key(headers))
        return key.scopes if key is not None else frozenset()

    async def call_tool(self, name: str, arguments: dict[str, Any],
                        context: Context | None = None) -> Any:
        scope = self.scope_of.get(name)
        request = getattr(getattr(context, "request_context", None), "request", None)
        if scope is not None and scope not in self._presented_scopes(request):
            # before the arguments are read: a key is told nothing of a tool it may not call
            raise McpToolError(f"This API key lacks the {scope!r} scope for {name}.")
        known = self.arguments_of.get(name)
        unknown = sorted(str(k) for k in arguments or {} if known is not None and k not in known)
        if known is not None and unknown:
            # The SDK's argument model ignores what it does not declare: a misspelt
            # `idempotency_kye` would write without the key the caller thought it sent.
            raise McpToolError(
                f"Invalid arguments for {name}: unknown argument(s) {', '.join(unknown)[:200]}; "
                f"{name} takes {', '.join(known)}.")
        try:
            return await super().call_tool(name, arguments, context)
        except McpToolError as exc:
            cause = exc.__cause__
            if isinstance(exc, UnexpectedToolError) or not isinstance(cause, ValidationError):
                raise
            # the cause stays the ValidationError: the SDK logs its field names only
            raise McpToolError(invalid_arguments(name, cause)) from cause


async def params_said(ctx: ServerRequestContext[Any, Any], call_next: CallNext
                      ) -> HandlerResult:
    """Server middleware: a request whose params fail the SDK's model for its method (an
    `initialize` whose `clientInfo` lacks `version`) is still JSON-RPC's -32602, now with one
    line naming each field and what it needs; the SDK's was "Invalid request parameters" with
    empty data. Pydantic's messages only: never the values sent, nor its links."""
    try:
        return await call_next(ctx)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in error['loc']) or 'params'}: {error['msg']}"
            for error in exc.errors(include_url=False, include_input=False)[:5])
        raise MCPError(code=INVALID_PARAMS, message=f"Invalid params for "
                       f"{str(ctx.method)[:60]}: {problems[:300]}") from exc


def _as(actor: str, tool: Tool[Any, Any], store: Store, arguments: dict[str, Any]) -> Any:
    """Run `tool` in this worker thread, its writes recorded as `actor`'s."""
    with acting_as(actor):
        return tool(store, arguments)

def build_mcp(store: Store, keys: dict[str, McpKey], *,
              audit_secret: str = DEMO_AUDIT_SECRET) -> MCPServer:
    server = Server(
        name="comptoir",
        instructions="Orders, delivery slots and after-sales cases of a furniture maker, and "
        "read-only billing tools for staff. Every rule is enforced by the system.",
    )

    def caller(ctx: Context) -> tuple[McpKey, str]:
        """The caller's key and its short name (for the audit log and its idempotency keys)."""
        request = ctx.request_context.request
        headers = {k.lower(): v for k, v in request.headers.items()} if request else {}
        presented = _presented_key(headers)
        key = find_key(keys, presented)
        if key is None:  # the middleware already refused it; never act without a key
            raise McpToolError("Unauthorized.")
        return key, caller_of(presented or "", secret=audit_secret)

    def identity(key: McpKey, email: str | None) -> str:
        if key.customer:
            return key.customer
        if not email:
            raise McpToolError("email is required: this API key is not bound to a customer.")
        return email

    def handler(tool: Tool[Any, Any]) -> Callable[..., Awaitable[dict[str, Any]]]:
        """An MCP handler for `tool`: scope check, identity, the same typed tool as the graphs."""

        async def run(ctx: Context, **arguments: Any) -> dict[str, Any]:
            key, name = caller(ctx)
            if tool.scope not in key.scopes:
                raise McpToolError(
                    f"This API key lacks the {tool.scope!r} scope for {tool.name}.")
            where = find_control(arguments, "arguments")
            if where:
                raise McpToolError(f"Invalid arguments for {tool.name}: {where}: control "
                                   "characters (such as NUL) are not allowed.")
            if tool.scope == "care":
                arguments["email"] = identity(key, arguments.get("email"))
            if isinstance(arguments.get("idempotency_key"), str):  # scoped to this caller
                arguments["idempotency_key"] = caller_scoped(name, arguments["idempotency_key"])
            try:
                result = await anyio.to_thread.run_sync(lambda: _as(f"mcp:{name}", tool,
                                                                     store, arguments))
            except ToolError as exc:
                raise McpToolError(exc.message) from exc
            return dict(result.model_dump(mode="json"))

        params = parameters(tool)
        run.__name__ = tool.name
        run.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
            [inspect.Parameter("ctx", inspect.Parameter.KEYWORD_ONLY, annotation=Context),
             *params], return_annotation=dict[str, Any])
        run.__annotations__ = {"ctx": Context, **{p.name: p.annotation for p in params},
                               "return": dict[str, Any]}
        return run

    server.middleware.append(params_said)  # innermost: around the SDK's params validation
    for tool in MCP_TOOLS:
        server.add_tool(handler(tool), name=tool.name, description=tool.description)
    server.keys, server.scope_of = keys, {tool.name: tool.scope for tool in MCP_TOOLS}
    server.arguments_of = {tool.name: tuple(p.name for p in parameters(tool))
                           for tool in MCP_TOOLS}
    return server


def create_mcp_app(store: Store, keys: dict[str, McpKey], *, allowed_hosts: list[str],
                   allowed_origins: list[str], max_body: int = 1_000_000,
                   audit_secret: str = DEMO_AUDIT_SECRET,
                   limits: SourceLimits | None = None) -> tuple[ASGIApp, MCPServer]:
    """The ASGI app serving /mcp (stateful sessions, JSON responses) behind the key check.

    At the edge, before the body is read: undecodable headers (400), the key (401); then
    the body size (413), control characters anywhere in the JSON-RPC body (422) and a body
    that is no JSON-RPC message (400, -32600).
    """
    server = build_mcp(store, keys, audit_secret=audit_secret)
    app = server.streamable_http_app(
        streamable_http_path="/mcp", json_response=True,
        transport_security=TransportSecuritySettings(
            enable_dns_rebinding_protection=True, allowed_hosts=allowed_hosts,
            allowed_origins=allowed_origins),
    )
    manager = server.session_manager

    def live() -> Container[str]:
        # the SDK's table of open sessions (no public view of it): ended ones leave it
        return manager._server_instances

    guarded = Boundary(RequireKey(WellFormed(ExplainedRefusals(app)), keys, live=live),
                       max_body=max_body, precheck=key_check(keys, limits))
    return guarded, server
