"""Hold the state pieces every workflow shares: messages, the turn, the reply, the trace.

State is typed: every field is a TypedDict (plain JSON once checkpointed, so
every checkpointer and the LangGraph server store it as is), and every
executor result has one shape, `Outcome`: ok, the refusal's code, the result.
"""

from __future__ import annotations

from typing import (
    Annotated,
    Any,
    Generic,
    Literal,
    NotRequired,  # pydantic needs it for JSON schemas on 3.11
    TypeVar,
)

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

Lang = Literal["fr", "en"]
TraceEvent = dict[str, Any]
TURN_START = "turn"
T = TypeVar("T")


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


class Outcome(TypedDict, Generic[T]):
    """What every executor's tool call came to: a result, or a refusal's code."""

    ok: bool
    code: str | None
    result: T | None
    message: NotRequired[str]
    """A refusal's explanation, written for a model (what was wrong, what to do)."""


def success(result: T) -> Outcome[T]:
    return {"ok": True, "code": None, "result": result}


def failure(code: str, message: str = "") -> Outcome[Any]:
    return {"ok": False, "code": code, "result": None, "message": message}


class Reply(TypedDict):
    """The reply a turn ended on: its text id, whether it asks, its language."""

    id: str
    asks: bool
    language: Lang


class Customer(TypedDict):
    """A customer as the staff tools return it (CustomerView as JSON)."""

    id: str
    name: str
    email: str
    company: str | None


class PendingWrite(TypedDict):
    """A write proposed to the customer, waiting for their yes: everything it needs."""

    action: Literal["move", "damage_case", "late_case"]
    order_number: str
    email: str
    slot_id: str | None
    slot_start: NotRequired[str | None]
    """The proposed slot's start and end (ISO 8601), to name it again when asking again."""
    slot_end: NotRequired[str | None]
    booked_start: NotRequired[str]
    """A late case's: when the delivery it is about was booked to start (ISO 8601), so that
    the case asked again says "less than 48 hours away" or "on a date already past"."""
    booked_end: NotRequired[str]
    """A late case's: when that slot ends (a slot begun and not ended is under way, not past)."""
    from_slot: NotRequired[str]
    """A move's: the slot the delivery was on when the move was proposed (the proposal says
    "from … to …"); a yes moves it only if it is still there."""
    listed: NotRequired[list[str]]
    """A move proposed for a rank that may be a day ("le 2" to a list): the list it was
    said to, so that "non, le 3" is read against it."""
    free_days: NotRequired[list[int]]
    customer: NotRequired[str]
    """The order's customer, by name: a staff member's answer names them again (staff
    channel only; nothing reads it but the wording)."""
    problem: NotRequired[str]
    """A damage case's kind of problem as the proposal named it (one of
    `nodes.care_desk.schemas.PROBLEM_KINDS`): the proposal asked again names the same kind
    ("pour meuble endommagé ou défectueux"), whatever the messages in between were about."""


class Awaiting(TypedDict, total=False):
    """The question a turn ended on, and what an answer to it may refer to.

    `question` is the text id asked; `offered` the slot ids listed (a pick by position
    refers to them), `candidates` the customers listed, `pending` the write proposed
    (a yes runs it). Each workflow has one predicate saying whether a message answers
    its pending question; a new request always overrides it.
    """

    workflow: Literal["care_desk", "analysis", "billing"]
    question: str
    intent: str | None
    offered: list[str]
    candidates: list[Customer]
    pending: PendingWrite | None
    orders: list[str]
    """The order numbers listed by "which order?" (a pick by position refers to them)."""
    booked: str
    """The slot the delivery was on when the slots were listed (the list says so): a pick
    moves it only if it is still there."""
    free_days: list[int]
    """The days of the month, in the listed slots' months, from the first on which a slot
    is free to the last (`days_one_may_mean`): "le 5" said to the list may mean that day as
    much as the fifth option (never a pick then)."""
    order: str
    customer: str
    """The order the slots were listed for and its customer, by name: a staff member's pick
    names them again (staff channel only; nothing reads it but the wording)."""
    case_declined: bool
    """"What would you prefer?" asked after a no to a case proposed (not to a move): a bare
    "et le canapé ?" then asks where that order is, never the declined request on it."""


class BillFocus(TypedDict):
    """The one customer the thread's last bill answer was about, and the dates it covered
    (None: no period said): an analysis follow-up ("et la marge ?") starts from it."""

    customer_id: str
    customer_name: str
    period_words: str | None
    start: str | None
    end: str | None
    period: str | None
    turn: int


class RankedFocus(TypedDict):
    """The customers the thread's last ranking showed, in their order, with the bills it
    ranked them by (status, dates): "et le deuxième ?", "analyse le premier" are about one
    of them."""

    customers: list[Customer]
    status: str
    period_words: str | None
    start: str | None
    end: str | None
    period: str | None
    turn: int
    # how many customers the question asked for ("top 3"): "and last year?" keeps it
    size: NotRequired[int | None]


class TurnState(TypedDict, total=False):
    """What every conversational workflow carries."""

    messages: Annotated[list[AnyMessage], add_messages]
    turn: int
    turn_message_id: str | None
    turn_id: str
    told_turn: str | None
    audit_seen: int
    done_before: list[dict[str, Any]]
    channel: str
    # begin_turn: the party the last turn spoke for (a digest of its channel and proven
    # identity, `party_of`), and whether this turn's differs from it: a question the last
    # turn asked was asked to that party, and no other party's answer to it counts.
    party: str
    other_party: bool
    message: str
    language: Lang
    trace: Annotated[list[TraceEvent], trace_reducer]
    reply: Reply
    awaiting: Awaiting | None
    failure: str | None
    # classify_request (front door): the message also asked to change data, which the
    # assistant did not do; every reply of the turn says so after its answer.
    declined_change: bool
    # run_tools (billing), kept across turns: read by the analysis (a workflow reads only
    # the keys of its own state, so the one both share lives here)
    bill_focus: BillFocus | None
    # run_tools (billing), kept across turns: the last ranking of customers, read by the
    # billing loop and the analysis ("et le deuxième ?", "analyse le premier")
    ranked_focus: RankedFocus | None


class ChatInput(TypedDict):
    """What a caller sends: chat messages (LangGraph chat clients, Studio, A2A)."""

    messages: Annotated[list[AnyMessage], add_messages]


class ChatOutput(TypedDict, total=False):
    """What a caller gets back: the conversation, the reply's id (whether it asks, its
    language) and the decision trace of the turn; the rest of the state stays inside."""

    messages: Annotated[list[AnyMessage], add_messages]
    reply: Reply
    trace: Annotated[list[TraceEvent], trace_reducer]
