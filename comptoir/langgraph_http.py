"""What the LangGraph server runs before its own routes (langgraph.json "http.app").

A JSON body that gives one key twice in an object is refused (400) on every route: parsers
disagree on which value wins, so what a proxy or a log read may not be what the server ran.

`POST /threads` may carry `supersteps`: state written as the thread is made. The server makes
the thread first, then writes the state through the auth handler that refuses every state
write from outside (`langgraph_auth.on_thread_update`): the caller got a refusal and a thread
anyway. A creation with state is refused here, before anything is made.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from comptoir.langgraph_auth import NO_STATE_WRITE
from services.boundary import DuplicateKey, unique_keys

MAX_BODY = 1 << 20  # a request holds a message or metadata, not a conversation
WITH_BODY = ("POST", "PUT", "PATCH")


class EdgeChecks:
    """Refuse a body over 1 MB (413) or with a key given twice (400), and a thread creation
    that carries state (`supersteps`, 403); pass the rest, its body replayed."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
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
        refusal = _refusal(scope, size, b"".join(m.get("body", b"") for m in messages))
        if refusal is not None:
            await refusal(scope, receive, send)
            return
        pending = iter(messages)

        async def replay() -> Message:
            return next(pending, None) or await receive()

        await self.app(scope, replay, send)


def _refusal(scope: Scope, size: int, body: bytes) -> JSONResponse | None:
    if size > MAX_BODY:
        return JSONResponse({"detail": "The request body is over 1 MB: a run holds a message, "
                             "a thread's creation metadata, not a conversation."},
                            status_code=413)
    try:
        payload: Any = json.loads(body, object_pairs_hook=unique_keys) if body else None
    except DuplicateKey as exc:
        return JSONResponse({"detail": f"The body gives {exc.key!r} twice in one object: "
                             "which one is meant is not clear; send it once."}, status_code=400)
    except (ValueError, RecursionError):
        return None  # the server answers a body that is not JSON itself
    creates = scope["method"] == "POST" and scope["path"].rstrip("/") == "/threads"
    if creates and isinstance(payload, dict) and payload.get("supersteps"):
        return JSONResponse({"detail": NO_STATE_WRITE}, status_code=403)
    return None


app = Starlette()
app.add_middleware(EdgeChecks)
