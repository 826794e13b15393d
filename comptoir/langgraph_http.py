"""What the LangGraph server runs before its own routes (langgraph.json "http.app").

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

MAX_CREATE_BODY = 1 << 20  # a thread's creation holds metadata, not a conversation


class NoStateOnCreate:
    """Refuse (403) a thread creation that carries state (`supersteps`); pass the rest."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "POST" \
                or scope["path"].rstrip("/") != "/threads":
            await self.app(scope, receive, send)
            return
        messages: list[Message] = []
        size, more = 0, True
        while more:
            message = await receive()
            messages.append(message)
            size += len(message.get("body", b""))
            more = message.get("more_body", False) and size <= MAX_CREATE_BODY
        if size > MAX_CREATE_BODY:
            await JSONResponse({"detail": "A thread's creation body is over 1 MB: it holds "
                                "metadata, not a conversation."}, status_code=413)(
                scope, receive, send)
            return
        if _with_state(b"".join(m.get("body", b"") for m in messages)):
            await JSONResponse({"detail": NO_STATE_WRITE}, status_code=403)(scope, receive, send)
            return
        pending = iter(messages)

        async def replay() -> Message:
            return next(pending, None) or await receive()

        await self.app(scope, replay, send)


def _with_state(body: bytes) -> bool:
    try:
        payload: Any = json.loads(body) if body else None
    except ValueError:
        return False  # the server answers a body that is not JSON itself
    return isinstance(payload, dict) and bool(payload.get("supersteps"))


app = Starlette()
app.add_middleware(NoStateOnCreate)
