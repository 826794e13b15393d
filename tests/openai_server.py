"""A small local server that speaks the OpenAI chat-completions API, for the OpenAI path."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse


class Slow:
    """A script entry: answer only after `seconds` (longer than the client's timeout)."""

    def __init__(self, seconds: float, then: Any) -> None:
        self.seconds, self.then = seconds, then


class FakeOpenAI:
    """Answers each schema (tool or json_schema name) from a script; records every request.

    With `json_object_only`, it behaves like servers that only offer `response_format:
    json_object` (llama-cpp-python's): json_schema and tools are refused with a 400, and
    the schema to answer is the one whose title the system message quotes. A scripted
    `None` is an answer without a tool call; an int is an HTTP error status.
    """

    def __init__(self, script: dict[str, list[Any]], *, json_object_only: bool = False) -> None:
        self.script = script
        self.json_object_only = json_object_only
        self.requests: list[dict[str, Any]] = []
        self.app = FastAPI()
        self.app.post("/v1/chat/completions")(self._complete)

    async def _complete(self, request: Request) -> JSONResponse:
        body = await request.json()
        self.requests.append(body)
        fmt = body.get("response_format") or {}
        if self.json_object_only and (fmt.get("type") != "json_object" or body.get("tools")):
            return JSONResponse({"error": {"message": "only response_format json_object is "
                                           "supported", "type": "invalid_request_error"}},
                                status_code=400)
        if fmt.get("type") == "json_object":
            system = str(body["messages"][0].get("content") or "")
            name = next(n for n in self.script if f'"title": "{n}"' in system)
        elif fmt.get("type") == "json_schema":
            name = fmt["json_schema"]["name"]
        else:
            name = body["tools"][0]["function"]["name"]
        answer = self.script[name].pop(0)
        if isinstance(answer, float):  # a server too slow to answer: sleep, then fail
            await asyncio.sleep(answer)
            answer = 500
        if isinstance(answer, Slow):
            await asyncio.sleep(answer.seconds)
            answer = answer.then
        if isinstance(answer, int):  # an HTTP error status
            return JSONResponse({"error": {"message": "scripted failure", "type": "server"}},
                                status_code=answer)
        text = answer if isinstance(answer, str) else json.dumps(answer)
        if answer is None:  # a tool loop's model that stops calling tools
            message: dict[str, Any] = {"role": "assistant", "content": ""}
        elif fmt.get("type") in ("json_schema", "json_object"):
            message = {"role": "assistant", "content": text}
        else:
            message = {"role": "assistant", "content": None, "tool_calls": [{
                "id": "call_1", "type": "function",
                "function": {"name": name, "arguments": text},
            }]}
        return JSONResponse({
            "id": "chatcmpl-1", "object": "chat.completion", "created": int(time.time()),
            "model": body.get("model", "fake"),
            "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 321, "completion_tokens": 12, "total_tokens": 333},
        })


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def running(command: list[str], *, url: str, health: str, log: Path, timeout_s: float,
            **popen: Any) -> Iterator[subprocess.Popen[bytes]]:
    """Start a server process (output to `log`, never a pipe nobody reads), wait until
    `url + health` answers 200, yield it, then stop it; a server that dies or never answers
    fails with the end of its log."""
    with log.open("wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, **popen)
    deadline = time.time() + timeout_s
    try:
        while True:
            try:
                if httpx.get(f"{url}{health}", timeout=5).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if process.poll() is not None or time.time() > deadline:
                raise RuntimeError(f"{command[0]} did not start:\n"
                                   + log.read_text(errors="replace")[-3000:])
            time.sleep(0.3)
        yield process
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=30)


@contextmanager
def serve(app: Any, **config: Any) -> Iterator[str]:
    """Serve an ASGI app on a free loopback port in a thread; yield its base URL.

    `config` goes to `uvicorn.Config` (e.g. `forwarded_allow_ips`)."""
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="error",
                                           **config))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.time() + 10
    while not server.started:
        if time.time() > deadline:
            raise RuntimeError("server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
