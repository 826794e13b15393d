"""Choose the graph every door runs and give it the process's dependencies."""

from __future__ import annotations

from typing import Any

from langgraph.graph.state import StateGraph

from comptoir.agent import Agent, open_checkpointer
from nodes.kit.context import Deps
from services.settings import Settings


def main_builder() -> StateGraph[Any, Any, Any, Any]:
    """The graph a message enters (built on the first call)."""
    from graphs.front_door import build

    return build()


def make_agent(settings: Settings, checkpoint_url: str | None = None,
               deps: Deps | None = None) -> Agent:
    """The main graph with its checkpointer; `deps` default to the process settings."""
    return Agent(main_builder(), open_checkpointer(checkpoint_url or settings.checkpoint_url),
                 deps)
