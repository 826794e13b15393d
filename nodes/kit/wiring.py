"""Add the node kinds every workflow graph has: steps that route themselves, replies."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from langgraph.graph import END, StateGraph
from langgraph.types import RetryPolicy

from nodes.kit.context import Node
from nodes.kit.route import Route, destinations

Steps = Mapping[str, tuple[Node[Any, Any], Callable[..., Route[Any]]]]


def add_steps(builder: StateGraph[Any, Any, Any, Any], steps: Steps,
              retry_policy: RetryPolicy | None = None) -> None:
    """Nodes that apply the router after them (`Command`): Studio draws the edges from the
    router's `Route[Literal[...]]` type."""
    for name, (node, router) in steps.items():
        builder.add_node(name, node, retry_policy=retry_policy,
                         destinations=destinations(router))


def add_replies(builder: StateGraph[Any, Any, Any, Any],
                replies: Mapping[str, Node[Any, dict[str, Any]]]) -> None:
    """Reply nodes end the turn."""
    for name, reply in replies.items():
        builder.add_node(name, reply)
        builder.add_edge(name, END)
