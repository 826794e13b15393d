"""Start a turn once, whichever graph (front door or workflow) sees the message first."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from langchain_core.messages import HumanMessage
from langgraph.runtime import Runtime

from nodes.kit.identity import run_context
from nodes.kit.state import TURN_START

MAX_MESSAGE = 4000


def begin_turn(state: Mapping[str, Any], runtime: Runtime[Any]) -> dict[str, Any]:
    """Count the turn, take the person's last message, note the channel, reset the trace.

    A workflow run as a subgraph of the front door finds the turn already begun
    for this message and does nothing, so a turn is counted once.
    """
    last: HumanMessage | None = None
    for message in reversed(state.get("messages") or []):
        if isinstance(message, HumanMessage):
            last = message
            break
    message_id = last.id if last is not None else None
    if message_id is not None and message_id == state.get("turn_message_id"):
        return {}
    text = ""
    if last is not None:
        text = last.content if isinstance(last.content, str) else json.dumps(last.content)
    turn = int(state.get("turn") or 0) + 1
    return {
        "turn": turn, "turn_message_id": message_id, "message": text[:MAX_MESSAGE],
        "channel": run_context(runtime.context).channel,
        "trace": [{"kind": TURN_START, "turn": turn}, {"kind": "node", "node": "begin_turn"}],
    }
