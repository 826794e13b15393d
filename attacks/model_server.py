# ruff: noqa  (an attack script: a reproduction, not a part of Comptoir)
"""A scriptable hostile OpenAI-compatible server for the R10 attacks.

POST /ctl {"name": [answers...]} queues answers per schema/tool name ("*" = any);
an answer is a JSON value (sent as the structured answer), or a dict with a special key:
  {"__status": 500}                  HTTP error
  {"__sleep": 5, "then": answer}      slow
  {"__raw": "text"}                   raw content string (malformed JSON, prose)
  {"__tool_calls": [[name, args], ...], "content": ...}  tool calls (any names)
When the queue of a name is empty, "*"'s queue, then the default: a 500.
GET /log returns every request body seen (names only by default).
"""
from __future__ import annotations

import asyncio
import json
import sys
import time
from typing import Any

import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

app = FastAPI()
QUEUES: dict[str, list[Any]] = {}
DEFAULTS: dict[str, Any] = {}
LOG: list[dict[str, Any]] = []


@app.post("/ctl")
async def ctl(request: Request) -> dict[str, Any]:
    body = await request.json()
    if body.pop("__reset", False):
        QUEUES.clear(); DEFAULTS.clear(); LOG.clear()
    for name, answers in body.pop("__default", {}).items():
        DEFAULTS[name] = answers
    for name, answers in body.items():
        QUEUES.setdefault(name, []).extend(answers)
    return {"queues": {k: len(v) for k, v in QUEUES.items()}}


@app.get("/log")
async def log() -> list[dict[str, Any]]:
    return LOG


def _name(body: dict[str, Any]) -> str:
    fmt = body.get("response_format") or {}
    if fmt.get("type") == "json_schema":
        return fmt["json_schema"]["name"]
    tools = body.get("tools") or []
    if len(tools) == 1 and body.get("tool_choice"):
        return tools[0]["function"]["name"]
    if tools:
        return "__agent__"
    return "__plain__"


def _done(body: dict[str, Any], message: dict[str, Any]) -> JSONResponse:
    return JSONResponse({"id": "x", "object": "chat.completion", "created": int(time.time()),
                         "model": "evil", "choices": [{"index": 0, "message": message,
                                                       "finish_reason": "stop"}],
                         "usage": {"prompt_tokens": 1, "completion_tokens": 1,
                                   "total_tokens": 2}})


@app.post("/v1/chat/completions")
async def complete(request: Request) -> Any:
    body = await request.json()
    name = _name(body)
    LOG.append({"name": name, "tools": [t["function"]["name"] for t in body.get("tools") or []],
                "messages": body.get("messages")})
    queue = QUEUES.get(name) or QUEUES.get("*")
    if queue:
        answer = queue.pop(0)
    elif name in DEFAULTS:
        answer = DEFAULTS[name]
    elif "*" in DEFAULTS:
        answer = DEFAULTS["*"]
    else:
        answer = {"__status": 500}
    while isinstance(answer, dict) and "__sleep" in answer:
        await asyncio.sleep(answer["__sleep"])
        answer = answer.get("then", {"__status": 500})
    if isinstance(answer, dict) and "__status" in answer:
        return JSONResponse({"error": {"message": "scripted", "type": "server"}},
                            status_code=answer["__status"])
    if isinstance(answer, dict) and "__tool_calls" in answer:
        return _done(body, {"role": "assistant", "content": answer.get("content"),
                            "tool_calls": [{"id": f"c{i}", "type": "function",
                                            "function": {"name": n, "arguments":
                                                         a if isinstance(a, str) else json.dumps(a)}}
                                           for i, (n, a) in enumerate(answer["__tool_calls"])]})
    text = answer["__raw"] if isinstance(answer, dict) and "__raw" in answer else json.dumps(answer)
    fmt = body.get("response_format") or {}
    if fmt.get("type") in ("json_schema", "json_object") or name in ("__agent__", "__plain__"):
        return _done(body, {"role": "assistant", "content": text})
    return _done(body, {"role": "assistant", "content": None, "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": name, "arguments": text}}]})


if __name__ == "__main__":
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
