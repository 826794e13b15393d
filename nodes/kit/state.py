"""Hold the state pieces every workflow shares: messages, the turn, the decision trace."""

from __future__ import annotations

from typing import Annotated, Any

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict  # pydantic needs it for JSON schemas on 3.11

TraceEvent = dict[str, Any]
TURN_START = "turn"


def trace_reducer(
    current: list[TraceEvent] | None, new: list[TraceEvent] | None
) -> list[TraceEvent]:
    """Append events; an event of kind `turn` starts a fresh trace for the new turn."""
    current = current or []
    new = new or []
    for i in range(len(new) - 1, -1, -1):
        if new[i].get("kind") == TURN_START:
            return list(new[i:])
    return current + new


class TurnState(TypedDict, total=False):
    """What every conversational workflow carries."""

    messages: Annotated[list[AnyMessage], add_messages]
    turn: int
    turn_message_id: str | None
    channel: str
    message: str
    language: str
    trace: Annotated[list[TraceEvent], trace_reducer]
    reply: dict[str, Any]
    awaiting: dict[str, Any] | None
    failure: str | None


class ChatInput(TypedDict):
    """What a caller sends: chat messages (LangGraph chat clients, Studio, A2A)."""

    messages: Annotated[list[AnyMessage], add_messages]
