"""Start a turn once, whichever graph (front door or workflow) sees the message first."""

from __future__ import annotations

import logging
import unicodedata
import uuid
from collections.abc import Callable, Mapping
from typing import Any

from langchain_core.messages import HumanMessage
from langchain_core.runnables import RunnableConfig
from langgraph.config import get_config
from langgraph.runtime import Runtime
from sqlalchemy.exc import SQLAlchemyError

from nodes.kit.context import Context, Node, party_of, run_context
from nodes.kit.state import TURN_START, TurnState
from services.audit import thread_key, writes_since
from services.llm.staff_ask import staff_request
from services.store import Store
from services.text import MAX_MESSAGE, ascii_digits, with_addresses_read, without_controls

log = logging.getLogger(__name__)


def _last_human(state: TurnState) -> HumanMessage | None:
    for message in reversed(state.get("messages") or []):
        if isinstance(message, HumanMessage):
            return message
    return None


def message_text(content: object) -> str:
    """A message's text: its content, or the text blocks of a content list joined (what a
    multimodal client, Studio or an A2A message with a file sends); other blocks carry no
    words to read."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [block if isinstance(block, str) else str(block.get("text") or "")
                 for block in content
                 if isinstance(block, str)
                 or (isinstance(block, dict) and block.get("type") == "text")]
        return " ".join(p.strip() for p in parts if p.strip())
    return ""


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


NS_SEP = "|"  # joins the namespaces of a subgraph's task to its parent's (langgraph)


def nested(config: RunnableConfig) -> bool:
    """Whether this run is a subgraph's, inside another graph's run (the front door's).

    Every task has a namespace ("node:task-id"), a root graph's too; a subgraph's task
    namespace is its parent's task namespace, "|", its own."""
    return NS_SEP in str((config.get("configurable") or {}).get("checkpoint_ns") or "")


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
    text = message_text(last.content)
    humans = sum(isinstance(m, HumanMessage) for m in state.get("messages") or [])
    turn = max(int(state.get("turn") or 0) + 1, humans)
    # The turn's id goes into its idempotency keys: the number alone repeats after a turn
    # that crashed before its checkpoint, so the message's id (unique, and the same when a
    # step of this run is retried) makes it unique.
    turn_id = f"{turn}.{(message_id or uuid.uuid4().hex).replace(':', '')[:12]}"
    # Compatibility forms folded (full-width "ＳＯ－２４９０３" is SO-24903, "ﬁ" is fi), and an
    # e-mail address spelt out or spaced ("jean point martin arobase example point fr") as the
    # address it spells: what the person meant, as every rule and the model read it.
    message = with_addresses_read(
        ascii_digits(without_controls(unicodedata.normalize("NFKC", text)))[:MAX_MESSAGE])
    channel = run_context(runtime).channel
    if channel == "staff":
        # a long staff message is read by its request, never by the story around it
        # ("on a regardé la semaine dernière…": no period asked): services.llm.staff_ask
        message = staff_request(message)
    return {
        **stale(state, reset or {}),
        **unreported_writes(state, runtime),
        **who_speaks(state, runtime),
        "turn": turn, "turn_id": turn_id, "turn_message_id": message_id,
        "message": message, "channel": channel, "failure": None,
        "trace": [{"kind": TURN_START, "turn": turn}, {"kind": "node", "node": "begin_turn"}],
    }


def who_speaks(state: Mapping[str, Any], runtime: Runtime[Context]) -> dict[str, object]:
    """This turn's party, and whether it is another than the last turn's (`other_party`):
    then the question that turn ended on was asked to someone else, and this message is no
    answer to it (another customer's token, a staff member in a customer's thread, another
    channel). Written only when it changes (every field written is checkpointed)."""
    party = party_of(run_context(runtime))
    before = state.get("party")
    other = before is not None and before != party
    update: dict[str, object] = {}
    if before != party:
        update["party"] = party
    if other or state.get("other_party"):
        update["other_party"] = other
    return update


def stale(state: Mapping[str, Any], reset: Mapping[str, object]) -> dict[str, object]:
    """The turn-scoped fields to clear: those the state holds with another value than their
    empty one. A field already empty, or never written (every reader takes a turn field as
    `state.get(name)`, falsy either way), is not written again: every field written is a
    channel LangGraph versions and checkpoints, and most of a turn's are left untouched.
    The node must see the fields it clears (its input schema holds them)."""
    return {name: empty for name, empty in reset.items()
            if (state[name] != empty if name in state else bool(empty))}


def lost_writes(store: Store, thread: str, state: Mapping[str, Any]) -> tuple[
        list[dict[str, Any]], int]:
    """The writes of `thread` that no reply told: committed after the audit entry the thread
    knows of (`audit_seen`) by a turn other than the last one that replied (`told_turn`).
    Also the highest audit id read. Raises SQLAlchemyError when the audit log is unreadable.
    """
    prefix = f"{thread_key(thread)}:"
    seen = int(state.get("audit_seen") or 0)
    rows = writes_since(store, thread=thread, after_id=seen)
    told = state.get("told_turn")
    lost = []
    for row in rows:
        turn_id = str(row["key"])[len(prefix):].split(":", 1)[0]
        if told is not None and turn_id == told:
            continue
        if "." not in turn_id:  # a key from before turn ids (turn number only): told then
            continue
        lost.append(row)
    return lost, max([seen, *(int(r["id"]) for r in rows)])


def unreported_writes(state: TurnState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Writes of this thread that committed in a turn whose reply was lost (the turn crashed
    after the write, before its checkpoint): `done_before`, for the reply to tell first, and
    `audit_seen`, the audit entry up to which the thread's writes are known to be told.

    A write of the last turn that replied (`told_turn`) was told by that reply; any other
    write after `audit_seen` belongs to a turn whose reply was lost.
    """
    thread = runtime.execution_info.thread_id if runtime.execution_info else None
    if not thread or (not state.get("turn")
                      and run_context(runtime).dependencies().confirm_writes):
        # No turn of this thread was recorded: none could write (a write needs a yes to a
        # proposal a recorded turn stated, and nobody writes a thread's state from outside).
        return {"done_before": []}
    try:
        rows, seen = lost_writes(run_context(runtime).store(), thread, state)
    except SQLAlchemyError:  # the turn's own work will meet the outage and say so
        log.warning("could not read the audit log for thread %s", thread)
        return {"done_before": []}
    done: list[dict[str, Any]] = []
    for row in rows:
        result = row["result"]
        if row["operation"] == "reschedule":
            slot = result.get("to_slot") or {}
            done.append({"operation": "reschedule", "order": result.get("order"),
                         "start": slot.get("start"), "end": slot.get("end")})
        elif row["operation"] == "open_case":
            done.append({"operation": "open_case", "order": result.get("order"),
                         "case": result.get("number")})
    return {"done_before": done, "audit_seen": seen}
