"""Turn pure routing functions into graph nodes that record their decision and reason."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from langgraph.types import Command


class Route(NamedTuple):
    """Where to go next, and why (shown in the trace)."""

    to: str
    reason: str


def router_node(
    name: str, decide: Callable[[Mapping[str, Any]], Route]
) -> Callable[[Mapping[str, Any]], Command[str]]:
    """A node that runs the pure `decide` and goes where it says."""

    def node(state: Mapping[str, Any]) -> Command[str]:
        route = decide(state)
        return Command(
            goto=route.to,
            update={"trace": [{"kind": "route", "router": name, "to": route.to,
                               "reason": route.reason}]},
        )

    node.__name__ = name
    return node
