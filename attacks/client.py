# ruff: noqa  (an attack script: a reproduction, not a part of Comptoir)
"""Helpers for the R10 attacks: a running `comptoir serve --demo` on :18100, the scriptable
model server (attacks/model_server.py) on :18101."""
from __future__ import annotations

import json
import os
from typing import Any

import httpx

BASE = os.environ.get("COMPTOIR_URL", "http://127.0.0.1:18100")
MODEL = os.environ.get("MODEL_URL", "http://127.0.0.1:18101")
http = httpx.Client(timeout=120)


def ctl(reset: bool = True, default: dict[str, Any] | None = None, **queues: list[Any]) -> None:
    body: dict[str, Any] = {"__reset": reset, "__default": default or {}}
    body.update(queues)
    http.post(f"{MODEL}/ctl", json=body).raise_for_status()


def model_log() -> list[dict[str, Any]]:
    return http.get(f"{MODEL}/log").json()


def sign_in(email: str) -> str:
    r = http.post(f"{BASE}/demo/api/sign-in", json={"email": email})
    r.raise_for_status()
    return r.json()["access_token"]


def chat(token: str | None, message: str, *, channel: str = "customer", thread: str | None = None,
         new: bool = False, session: str | None = None, raw: bool = False) -> Any:
    headers = {"X-Client-Id": "demo-web"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    if session:
        headers["X-Session-Id"] = session
    body: dict[str, Any] = {"message": message, "channel": channel}
    if thread:
        body["thread_id"] = thread
    if new:
        body["new_thread"] = True
    r = http.post(f"{BASE}/v1/chat", headers=headers, json=body)
    if raw:
        return r
    if r.status_code != 200:
        return {"status": r.status_code, "body": r.text[:500]}
    return r.json()


def snapshot() -> dict[str, Any]:
    """Every booking and case, through the System API (admin key of demo mode)."""
    h = {"X-Api-Key": "demo-admin-key"}
    r = http.get(f"{BASE}/api/admin/snapshot", headers=h)
    if r.status_code == 200:
        return r.json()
    return {"status": r.status_code, "body": r.text[:300]}


def show(label: str, reply: Any) -> None:
    if isinstance(reply, dict) and "reply" in reply:
        print(f"--- {label}: asks={reply.get('asks')} text_id={reply.get('text_id')}")
        print(reply["reply"])
    else:
        print(f"--- {label}: {json.dumps(reply)[:600]}")
