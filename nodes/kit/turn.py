"""Start a turn once, whichever graph (front door or workflow) sees the message first."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from langchain_core.messages import HumanMessage
from langchain_core.runnables import RunnableConfig
from langgraph.config import get_config
from langgraph.runtime import Runtime

from nodes.kit.context import Context, Node, run_context
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


def turn_starter(reset: Mapping[str, object]) -> Node[TurnState, dict[str, Any]]:
    """`begin_turn` for a workflow: it also clears the fields its turns fill."""

    def begin_turn_node(state: TurnState, runtime: Runtime[Context]) -> dict[str, Any]:
        return begin_turn(state, runtime, reset)

    begin_turn_node.__name__ = "begin_turn"
    return begin_turn_node


class InvalidInput(ValueError):
    """A run that brought no new person's message (e.g. `{"message": ...}`)."""


INPUT_HELP = (
    "This graph takes {\"messages\": [{\"role\": \"user\", \"content\": \"...\"}]}: "
    "the input brought no new user message. Per-run settings (channel, "
    "customer_email, language, now) go in the run's context, not in the input."
)


def nested(config: RunnableConfig) -> bool:
    """Whether this run is a subgraph's, inside another graph's run (the front door's)."""
    return bool((config.get("configurable") or {}).get("checkpoint_ns"))


def entry(first: str) -> tuple[Callable[[TurnState, RunnableConfig], str], list[str]]:
    """A workflow's entry: `begin_turn`, unless the front door already began this turn (then
    straight to `first`: no hop for nothing). The router and its destinations, for wiring."""

    def enter(state: TurnState, config: RunnableConfig) -> str:
        # Run on its own (Studio, the server), the workflow always begins the turn, which
        # refuses an input without a new message rather than answer the last one again.
        return first if turn_begun(state) and nested(config) else "begin_turn"

    return enter, ["begin_turn", first]


def begin_turn(state: TurnState, runtime: Runtime[Context],
               reset: Mapping[str, object] | None = None) -> dict[str, Any]:
    """Count the turn, take the person's last message, note the channel, reset the trace
    and what the last turn found (`reset`: the turn-scoped fields and their empty values).

    A workflow run as a subgraph of the front door finds the turn already begun
    for this message and does nothing, so a turn is counted once.
    """
    if turn_begun(state):
        if not nested(get_config()):
            raise InvalidInput(INPUT_HELP)
        return {}
    last = _last_human(state)
    if last is None:
        raise InvalidInput(INPUT_HELP)
    message_id = last.id if last is not None else None
    text = ""
    if last is not None:
        text = last.content if isinstance(last.content, str) else json.dumps(last.content)
    turn = int(state.get("turn") or 0) + 1
    return {
        **(reset or {}),
        "turn": turn, "turn_message_id": message_id, "message": text[:MAX_MESSAGE],
        "channel": run_context(runtime).channel, "failure": None,
        "trace": [{"kind": TURN_START, "turn": turn}, {"kind": "node", "node": "begin_turn"}],
    }
