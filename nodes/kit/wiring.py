"""Add the node kinds every workflow graph has: router nodes and reply nodes."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from langgraph.graph import END, StateGraph

from nodes.kit.route import Route, router_node

Routers = Mapping[str, tuple[Callable[[Mapping[str, Any]], Route], tuple[str, ...]]]


def add_routers(builder: StateGraph[Any, Any, Any, Any], routers: Routers) -> None:
    """One node per pure router; `destinations` lets Studio draw its edges."""
    for name, (decide, destinations) in routers.items():
        builder.add_node(  # type: ignore[call-overload]
            name, router_node(name, decide), destinations=destinations
        )


def add_replies(builder: StateGraph[Any, Any, Any, Any], replies: Mapping[str, Any]) -> None:
    """Reply nodes end the turn."""
    for name, reply in replies.items():
        builder.add_node(name, reply)
        builder.add_edge(name, END)
