"""Drop a customer search the staff member took none of: the check, read by Python before
any model call, and the fixed text that says so. The front door and each staff workflow run
alone (analysis, billing) use the same two."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar, cast

from langgraph.runtime import Runtime
from langgraph.types import Command

from nodes.kit.choose import declines_pick
from nodes.kit.context import Context, Node
from nodes.kit.route import Route, go
from nodes.kit.say import reply_node
from nodes.kit.state import Lang, TurnState
from nodes.kit.texts import KIT_TEXTS
from nodes.kit.turn import begin_turn
from services.text import language_of

S = TypeVar("S", bound=TurnState)
N = TypeVar("N", bound=str)

SEARCH_DROPPED = "say_search_dropped"


def drops_search(state: TurnState) -> bool:
    """Whether the message answers a list of customers (a "which one?" or a "did you
    mean?") by taking none of them and naming no other ("non", "aucun", "pas lui")."""
    awaiting = state.get("awaiting") or {}
    return awaiting.get("workflow") in ("analysis", "billing") \
        and bool(awaiting.get("candidates")) and declines_pick(state.get("message", ""))


def begin_then(reset: Mapping[str, object], router: Callable[[S], Route[N]]
               ) -> Node[S, Command[Any]]:
    """A staff workflow's `begin_turn` (run alone), then its router: a no to its list of
    customers drops the search (`drops_search`) before any model reads the message."""

    def begin_turn_node(state: S, runtime: Runtime[Context]) -> Command[Any]:
        return go(state, begin_turn(state, runtime, reset), router)

    begin_turn_node.__name__ = "begin_turn"
    return begin_turn_node


_say: Node[TurnState, dict[str, Any]] = reply_node(SEARCH_DROPPED, SEARCH_DROPPED,
                                                   texts=KIT_TEXTS)


def say_search_dropped(state: TurnState, runtime: Runtime[Context]) -> dict[str, Any]:
    """The search is dropped, in the language of the answer (no model read it): "no, never
    mind" after a French question is answered in English."""
    known: Lang = "en" if state.get("language") == "en" else "fr"
    language = language_of(state.get("message", ""), default=known)
    return {"language": language,
            **_say(cast(TurnState, {**state, "language": language}), runtime)}
