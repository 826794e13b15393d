"""Add the node kinds every workflow graph has: reply nodes, which end the turn."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from langgraph.graph import END, StateGraph


def add_replies(builder: StateGraph[Any, Any, Any, Any],
                replies: Mapping[str, Callable[..., dict[str, Any]]]) -> None:
    """Reply nodes end the turn."""
    for name, reply in replies.items():
        builder.add_node(name, reply)
        builder.add_edge(name, END)
