"""Start a turn once, whichever graph (front door or workflow) sees the message first."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from langchain_core.messages import HumanMessage
from langgraph.runtime import Runtime

from nodes.kit.context import Context, run_context
from nodes.kit.state import TURN_START, TurnState

MAX_MESSAGE = 4000


def _last_human(state: TurnState) -> HumanMessage | None:
    for message in reversed(state.get("messages") or []):
        if isinstance(message, HumanMessage):
            return message
    return None


def turn_begun(state: TurnState) -> bool:
    """Whether this message's turn is already begun (by the front door, for a subgraph)."""
    last = _last_human(state)
    return last is not None and last.id is not None and last.id == state.get("turn_message_id")


def entry(first: str) -> tuple[Callable[[TurnState], str], list[str]]:
    """A workflow's entry: `begin_turn`, unless the front door already began this turn (then
    straight to `first`: no hop for nothing). The router and its destinations, for wiring."""

    def enter(state: TurnState) -> str:
        return first if turn_begun(state) else "begin_turn"

    return enter, ["begin_turn", first]


def begin_turn(state: TurnState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Count the turn, take the person's last message, note the channel, reset the trace.

    A workflow run as a subgraph of the front door finds the turn already begun
    for this message and does nothing, so a turn is counted once.
    """
    if turn_begun(state):
        return {}
    last = _last_human(state)
    message_id = last.id if last is not None else None
    text = ""
    if last is not None:
        text = last.content if isinstance(last.content, str) else json.dumps(last.content)
    turn = int(state.get("turn") or 0) + 1
    return {
        "turn": turn, "turn_message_id": message_id, "message": text[:MAX_MESSAGE],
        "channel": run_context(runtime).channel,
        "trace": [{"kind": TURN_START, "turn": turn}, {"kind": "node", "node": "begin_turn"}],
    }
