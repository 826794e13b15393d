"""The ceiling the gateway is measured against: a minimal FastAPI endpoint doing one SQLite
read per request (`uvicorn evals.bench.minimal:create --factory`), nothing else."""

from __future__ import annotations

import os
import sqlite3
import threading
from typing import Annotated, Any

from fastapi import FastAPI, Header
from pydantic import BaseModel


class Chat(BaseModel):
    message: str


def create() -> FastAPI:
    path = os.environ["COMPTOIR_MINIMAL_DB"]
    local = threading.local()
    app = FastAPI()

    def connection() -> sqlite3.Connection:
        if not hasattr(local, "conn"):
            local.conn = sqlite3.connect(path, check_same_thread=False)
        return local.conn

    @app.post("/v1/chat")
    def chat(body: Chat, x_user_email: Annotated[str, Header()] = "") -> dict[str, Any]:
        # The same request as the gateway gets; the person is read from a plain header
        # (no token check: this is the floor, not a gateway).
        row = connection().execute(
            "SELECT o.number, o.status FROM orders o JOIN customers c ON c.id = o.customer_id "
            "WHERE c.email = ? LIMIT 1", (x_user_email,)).fetchone()
        return {"reply": f"{row[0]}: {row[1]}" if row else "none", "thread_id": "t"}

    @app.get("/health")
    def health() -> dict[str, str]:
        return {"status": "ok"}

    return app
