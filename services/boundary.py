"""Guard every HTTP surface at its edge, before any route runs.

In order, on every request: control bytes in a header → 422; the surface's
own identity check (client ID, token, API key; 401/403/429) → before the body is
read; control characters in the path or query → 422 naming the parameter; a body
larger than the surface's limit → 413, without reading past the limit; control
characters anywhere in a JSON body → 422 naming the field; a JSON body nested
deeper than `MAX_JSON_DEPTH` arrays or objects → 400 (no request of these APIs needs
more, and the JSON parser and the checks would run out of stack a few hundred levels
further down). Every response gets the security headers. A database or Redis outage is a
503 with Retry-After.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl, unquote

from pydantic import BaseModel, ConfigDict
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from services.text import CONTROL

if TYPE_CHECKING:  # the HTTP classes are imported by the servers; every turn checks text
    from starlette.requests import Request  # (tools.base: find_control) without them
    from starlette.responses import JSONResponse

log = logging.getLogger(__name__)

RETRY_AFTER_S = 5
MAX_JSON_DEPTH = 64

SECURITY_HEADERS: list[tuple[bytes, bytes]] = [
    (b"content-security-policy",
     b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
     b"connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
     b"frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
]


class RequestBody(BaseModel):
    """A JSON request body of any surface: unknown fields refused, and no value coerced.

    Strict: a boolean must be JSON true or false (never "yes", "1" or 1), a number a JSON
    number (never "5"), a text a JSON string; the 422 names the field and what it expects.
    """

    model_config = ConfigDict(extra="forbid", strict=True)


@dataclass
class Refused(Exception):
    """A refusal made at the edge; becomes a JSON answer."""

    status: int
    code: str
    message: str
    headers: dict[str, str] | None = None
    fields: list[dict[str, str]] | None = None

    def response(self) -> JSONResponse:
        from starlette.responses import JSONResponse

        body: dict[str, Any] = {"error": self.code, "message": self.message}
        if self.fields is not None:
            body["fields"] = self.fields
        return JSONResponse(body, status_code=self.status, headers=self.headers)


Precheck = Callable[[Scope, dict[str, str]], Awaitable[None]]
"""Raise `Refused` to stop a request before its body is read; may note results in scope."""


# A C0 control or DEL (a tab aside): a control character the caller sent as such.
C0_CONTROL = re.compile("[\x00-\x08\x0a-\x1f\x7f]")


def has_control(text: str) -> bool:
    return CONTROL.search(text) is not None


def control_refusal(field: str, problem: str = "control characters (such as NUL) are not "
                    "allowed") -> Refused:
    field = CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", field)  # never echo them
    return Refused(422, "invalid_request", f"Invalid request: {field}: {problem}",
                   fields=[{"field": field, "problem": problem}])


class TooDeep(ValueError):
    """A JSON value nested deeper than the limit given to `find_control`."""


def find_control(value: Any, path: str, *, max_depth: int | None = None) -> str | None:
    """The path of the first string (key or value) holding a control character.

    With `max_depth`, `TooDeep` when arrays and objects nest deeper than that."""
    return _find_control(value, path, max_depth if max_depth is not None else -1)


def _find_control(value: Any, path: str, depth_left: int) -> str | None:
    if isinstance(value, str):
        return path if has_control(value) else None
    if isinstance(value, dict | list):
        if depth_left == 0:
            raise TooDeep(path)
        depth_left -= 1
    if isinstance(value, dict):
        for key, item in value.items():
            where = f"{path}.{key}"
            if has_control(str(key)):
                return where
            found = _find_control(item, where, depth_left)
            if found:
                return found
    if isinstance(value, list):
        for index, item in enumerate(value):
            found = _find_control(item, f"{path}.{index}", depth_left)
            if found:
                return found
    return None


def too_deep() -> Refused:
    return Refused(400, "bad_request", "The JSON body is nested too deeply: at most "
                   f"{MAX_JSON_DEPTH} levels of arrays and objects.")


# Headers that say how to read the body, who calls or from where: sent twice, they could be
# read one way here and another way by the app or a proxy (the demo page's loopback check
# reads the first Host, a proxy may keep the last), so a second one is refused rather than
# chosen (RFC 9112 3.2: a request with more than one Host is answered 400).
SINGLE_HEADERS = frozenset({
    "content-type", "content-length", "content-encoding", "transfer-encoding",
    "authorization", "x-api-key", "idempotency-key", "x-customer-email", "x-client-id",
    "x-session-id", "host", "origin"})


def decoded_headers(raw: Iterable[tuple[bytes, bytes]]) -> dict[str, str]:
    """Headers as text, as Starlette reads them (latin-1: every byte decodes, so no header can
    raise later; the first of a repeated header, as `Headers.get` answers); a control byte
    (C0, DEL or C1) in a value → 422 naming the header; a body or caller header sent twice
    → 400."""
    headers: dict[str, str] = {}
    for name, value in raw:
        key = name.decode("latin-1").lower()
        text = value.decode("latin-1")
        if has_control(key):
            raise control_refusal(f"header.{key}")
        if has_control(text.replace("\t", " ")):
            if C0_CONTROL.search(text):
                raise control_refusal(f"header.{key}")
            # only a C1 "control", a byte of a UTF-8 character ("…example.\u212a"): say what
            # is wrong, not a NUL the caller never sent
            raise control_refusal(f"header.{key}", "only ASCII text is allowed in a header "
                                  "value (this one holds other bytes, such as UTF-8 "
                                  "characters)")
        if key in headers:
            if key in SINGLE_HEADERS:
                raise Refused(400, "bad_request", f"The {key} header is sent more than "
                                                  "once; send it once.")
            continue
        headers[key] = text
    return headers


def check_target(scope: Scope) -> None:
    path = scope.get("path", "")
    if has_control(path):
        raise control_refusal("path")
    query = scope.get("query_string", b"")
    if not query:
        return
    try:
        pairs = parse_qsl(query.decode("latin-1"), keep_blank_values=True, encoding="utf-8",
                          errors="strict")
    except (UnicodeDecodeError, ValueError) as exc:
        raise Refused(400, "bad_request", "The query string is not valid UTF-8.") from exc
    seen: set[str] = set()
    for name, value in pairs:
        if has_control(name) or has_control(value):
            raise control_refusal(f"query.{unquote(name)}" if not has_control(name) else "query")
        if name in seen:
            # Every parameter here takes one value; the app would read the last one, a cache
            # or a proxy in front of it perhaps the first.
            raise Refused(400, "bad_request", f"The query parameter {name[:40]!r} is given "
                          "more than once; give it once.")
        seen.add(name)


class Boundary:
    """ASGI middleware: the edge checks above, then the wrapped app."""

    def __init__(self, app: ASGIApp, *, max_body: int, precheck: Precheck | None = None
                 ) -> None:
        self.app, self.max_body, self.precheck = app, max_body, precheck

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        send = with_security_headers(send)
        try:
            headers = decoded_headers(scope.get("headers") or [])
            if self.precheck is not None:
                await self.precheck(scope, headers)
            check_target(scope)
            body = await self._read_body(headers, receive)
        except Refused as refused:
            await refused.response()(scope, receive, send)
            return
        except Exception as exc:  # e.g. Redis down under the rate limiter
            if not is_outage(exc):
                raise
            log.error("backing service unavailable at the edge: %s", exc)
            await unavailable_response()(scope, receive, send)
            return
        await self.app(scope, replay(body, receive), send)

    async def _read_body(self, headers: dict[str, str], receive: Receive) -> bytes:
        declared = headers.get("content-length")
        if declared is not None:
            if not declared.isdigit():
                raise Refused(400, "bad_request", "Content-Length is not a number.")
            if int(declared) > self.max_body:
                raise too_large(self.max_body)
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                break
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body:
                raise too_large(self.max_body)
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        encoding = headers.get("content-encoding", "").strip().lower()
        if body and encoding and encoding != "identity":
            # Nothing here decompresses: a gzip body read as JSON was "not valid UTF-8".
            raise Refused(415, "unsupported_media_type", "The body is sent with "
                          f"Content-Encoding: {encoding[:40]}: send it uncompressed (no "
                          "Content-Encoding).")
        # Media types are case-insensitive ("Application/JSON" is JSON to the app too).
        if body and "json" in headers.get("content-type", "json").lower():
            other = encoding_problem(body)
            if other is not None:
                raise Refused(400, "bad_request", other)
            try:
                data = json.loads(body, object_pairs_hook=unique_keys)
            except RecursionError as exc:  # thousands of levels: the parser's own stack
                raise too_deep() from exc
            except DuplicateKey as exc:
                raise Refused(400, "bad_request", f"The body gives {exc.key!r} twice in one "
                              "object: which one is meant is not clear; send it once.") from exc
            except UnicodeDecodeError as exc:
                # Else Starlette's "There was an error parsing the body", which says nowhere.
                raise not_utf8(exc) from exc
            except ValueError as exc:
                if "digits" in str(exc):  # CPython's limit on an integer's digits (4300)
                    raise Refused(400, "bad_request", "A number in the JSON body has too "
                                  "many digits (at most 4300): no field here takes one that "
                                  "long.") from exc
                return body  # the app answers a malformed body itself (400)
            try:
                where = find_control(data, "body", max_depth=MAX_JSON_DEPTH)
            except TooDeep as exc:
                raise too_deep() from exc
            if where:
                raise control_refusal(where)
        return body


class DuplicateKey(ValueError):
    """A JSON object names a key twice (parsers disagree on which value wins)."""

    def __init__(self, key: str) -> None:
        super().__init__(f"duplicate key {key!r}")
        self.key = key[:40]


def unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """`json.loads`'s `object_pairs_hook`: an object, or `DuplicateKey`."""
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKey(key)
            seen.add(key)
    return found


HTTP_CODES = {400: "bad_request", 404: "not_found", 405: "method_not_allowed"}


def http_error(request: Request, status: int, detail: Any,
               headers: dict[str, str] | None) -> JSONResponse:
    """The answer to Starlette's own HTTP errors, the same on every API: a code the System
    API's clients know, and for a method the route does not take, which ones it does
    ("GET is not allowed on /v1/chat: use POST."; the bare "Method Not Allowed" left a
    developer guessing)."""
    from starlette.responses import JSONResponse

    message = str(detail)
    allowed = (headers or {}).get("Allow")
    if status == 405 and allowed:
        message = f"{request.method} is not allowed on {request.url.path}: use {allowed}."
    return JSONResponse({"error": HTTP_CODES.get(status, "http_error"), "message": message},
                        status_code=status, headers=headers)


def not_json(errors: Iterable[Any], body: Any) -> Refused | None:
    """A 400 in words when FastAPI could not parse the body as JSON (its error names a
    character offset as the field: "body.16: JSON decode error"), else None."""
    for error in errors:
        if not isinstance(error, dict) or error.get("type") != "json_invalid":
            continue
        loc = error.get("loc") or ()
        offset = loc[-1] if loc and isinstance(loc[-1], int) else None
        where = ""
        if offset is not None and isinstance(body, str | bytes):
            text = body if isinstance(body, str) else body.decode("utf-8", "replace")
            line = text.count("\n", 0, offset) + 1
            column = offset - text.rfind("\n", 0, offset)
            where = f" (line {line}, column {column})"
        reason = str((error.get("ctx") or {}).get("error") or "").strip()
        # Python's parser says where after "at" ("Unterminated string starting at: line 1
        # column 13"); FastAPI keeps the words before the colon, and the place is said above.
        reason = re.sub(r"\s+(starting\s+)?at$", "", reason)
        detail = f": {reason[:1].lower()}{reason[1:]}" if reason else ""
        return Refused(400, "bad_request", f"The body is not valid JSON{where}{detail}.")
    return None


def is_json_media(content_type: str | None) -> bool:
    """Whether a Content-Type names JSON (`application/json`, `application/…+json`, any
    parameters)."""
    essence = (content_type or "").split(";", 1)[0].strip().lower()
    return essence == "application/json" or (essence.startswith("application/")
                                             and essence.endswith("+json"))


def not_json_media(errors: Iterable[Any], content_type: str | None) -> Refused | None:
    """A 415 saying to send JSON when a route wanted a JSON body and the request named another
    media type (`curl -d` sends a form type): FastAPI then never parses the body, and its
    error ("the body should be a valid dictionary") blames a body that may well be one. None
    when the media type is JSON's or the body is simply missing. (A body without any
    Content-Type is not read as JSON either: FastAPI's strict content type.)"""
    essence = (content_type or "").split(";", 1)[0].strip().lower()
    if is_json_media(essence):
        return None
    sent = f"sent {essence[:80]}" if essence else "named no media type"
    about_body = any(isinstance(error, dict) and tuple(error.get("loc") or ())[:1] == ("body",)
                     and error.get("type") != "missing" for error in errors)
    if not about_body:
        return None
    return Refused(415, "unsupported_media_type", "The body must be JSON, sent with "
                   f"Content-Type: application/json (this request {sent}).")


UTF8_BOM = b"\xef\xbb\xbf"


def encoding_problem(body: bytes) -> str | None:
    """Why a JSON body is not plain UTF-8 though its bytes may parse, else None. RFC 8259
    §8.1: JSON between systems is UTF-8, without a byte order mark. Python's `json.loads`
    reads UTF-16 and UTF-32 (told by the NUL bytes of the first characters, all ASCII in
    JSON) and skips a BOM, where a proxy, a log or another parser (orjson, the LangGraph
    server's) reads other characters or refuses the body: one request, two readings."""
    if body.startswith(UTF8_BOM):
        return ("The body starts with a byte order mark (BOM): send JSON encoded in UTF-8, "
                "without one.")
    if body.startswith((b"\xff\xfe", b"\xfe\xff")) or b"\x00" in body[:4]:
        return ("The body is encoded in UTF-16 or UTF-32, not UTF-8: send JSON encoded in "
                "UTF-8.")
    return None


def not_utf8(error: UnicodeDecodeError) -> Refused:
    """A 400 in words for a JSON body whose bytes are not UTF-8: where the first bad byte is
    (its offset, counted from 0)."""
    return Refused(400, "bad_request", f"The body is not valid UTF-8 (at byte {error.start}): "
                   f"send JSON encoded in UTF-8.")


def too_large(limit: int) -> Refused:
    return Refused(413, "payload_too_large",
                   f"The request body is larger than {limit} bytes.")


def replay(body: bytes, receive: Receive) -> Receive:
    sent = False

    async def receive_again() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return receive_again


def with_security_headers(send: Send) -> Send:
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            present = {k.lower() for k, _ in message.get("headers", [])}
            extra = [(k, v) for k, v in SECURITY_HEADERS if k not in present]
            message = {**message, "headers": [*message.get("headers", []), *extra]}
        await send(message)

    return sending


class SecurityHeaders:
    """ASGI middleware: the security headers on every response (404s of the dispatcher too)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        await self.app(scope, receive, with_security_headers(send))


class HeadAsGet:
    """ASGI middleware: `HEAD` answered as `GET` without a body (RFC 9110 §9.3.2: the same
    status and headers, `Content-Length` included). FastAPI routes declared with `GET` answer
    `HEAD` with a 405, so a load balancer's or uptime monitor's `HEAD /health` read as down.
    A route without `GET` gets the 405 its `GET` gets. Not for MCP: its `GET` opens a stream.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method") != "HEAD":
            await self.app(scope, receive, send)
            return

        async def without_body(message: Message) -> None:
            if message["type"] == "http.response.body":
                message = {**message, "body": b""}
            await send(message)

        await self.app(dict(scope, method="GET"), receive, without_body)


# ---- outages: 503, never a bare 500 -----------------------------------------------------


def unavailable_types() -> tuple[type[BaseException], ...]:
    """Exception types that mean "a backing service is down", not "a bug"."""
    import sqlalchemy.exc

    types: list[type[BaseException]] = [sqlalchemy.exc.OperationalError,
                                        sqlalchemy.exc.InterfaceError,
                                        sqlalchemy.exc.TimeoutError, ConnectionError,
                                        TimeoutError]
    try:
        import psycopg

        types += [psycopg.OperationalError, psycopg.InterfaceError]
    except ImportError:  # pragma: no cover - psycopg is a dependency
        pass
    try:
        import redis.exceptions

        types += [redis.exceptions.ConnectionError, redis.exceptions.TimeoutError]
    except ImportError:  # pragma: no cover - redis is a dependency
        pass
    try:
        import limits.errors

        types += [limits.errors.StorageError]
    except (ImportError, AttributeError):  # pragma: no cover
        pass
    return tuple(types)


def is_outage(exc: BaseException) -> bool:
    seen: set[int] = set()
    current: BaseException | None = exc
    types = unavailable_types()
    while current is not None and id(current) not in seen:
        if isinstance(current, types):
            return True
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return False


def unavailable_response() -> JSONResponse:
    from starlette.responses import JSONResponse

    return JSONResponse(
        {"error": "service_unavailable",
         "message": "A backing service (database or cache) is not answering; nothing was "
                    f"changed. Retry in {RETRY_AFTER_S} seconds."},
        status_code=503, headers={"Retry-After": str(RETRY_AFTER_S)},
    )


def add_outage_handlers(app: Any) -> None:
    """On a FastAPI app: outages → 503 with Retry-After; any other error → a JSON 500."""

    async def outage(_: Request, exc: Exception) -> JSONResponse:
        log.error("backing service unavailable: %s: %s", type(exc).__name__, exc)
        return unavailable_response()

    for kind in unavailable_types():
        app.add_exception_handler(kind, outage)

    async def internal(_: Request, exc: Exception) -> JSONResponse:
        from starlette.responses import JSONResponse

        if is_outage(exc):
            return await outage(_, exc)
        log.exception("unexpected error", exc_info=exc)
        return JSONResponse({"error": "internal_error",
                             "message": "Something went wrong on our side; it was logged."},
                            status_code=500)

    app.add_exception_handler(Exception, internal)


def is_outage_name(error: str) -> bool:
    """Whether a recorded "Type: message" error names an outage type (a failed turn's trace)."""
    name = error.split(":", 1)[0].strip()
    return bool(name) and any(kind.__name__ == name for kind in unavailable_types())


CREDENTIALS = ("x-api-key", "x-client-id", "authorization", "x-session-id")
TEXT_PATTERN = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"


def _add_text_pattern(node: Any) -> None:
    if isinstance(node, dict):
        if (node.get("type") == "string" and "pattern" not in node and "enum" not in node
                and "format" not in node and "const" not in node):
            node["pattern"] = TEXT_PATTERN
        for value in node.values():
            _add_text_pattern(value)
    elif isinstance(node, list):
        for value in node:
            _add_text_pattern(value)


def document_text_rule(app: Any) -> None:
    """Say in the OpenAPI schema what the edge enforces: no control characters in any text."""
    build = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = build()
            bodies: set[str] = set()
            for path in schema.get("paths", {}).values():
                for operation in path.values():
                    # credentials are checked (401) before any other rule: no pattern there
                    _add_text_pattern([p for p in operation.get("parameters", [])
                                       if p.get("name", "").lower() not in CREDENTIALS])
                    for media in operation.get("requestBody", {}).get("content", {}).values():
                        ref = media.get("schema", {}).get("$ref", "")
                        bodies.add(ref.rsplit("/", 1)[-1])
            components = schema.get("components", {}).get("schemas", {})
            for name in bodies & set(components):  # request bodies only, not responses
                for prop in (components[name].get("properties") or {}).values():
                    _add_text_pattern(prop)
            app.openapi_schema = schema
        done: dict[str, Any] = app.openapi_schema
        return done

    app.openapi = openapi
