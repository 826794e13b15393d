"""Choose the graph every door runs and give it the process's dependencies."""

from __future__ import annotations

from typing import Any

from langgraph.graph.state import StateGraph

from comptoir.agent import Agent, open_checkpointer
from services.settings import Settings


def main_builder() -> StateGraph[Any, Any, Any, Any]:
    """The graph a message enters."""
    from graphs.front_door import builder

    return builder


def make_agent(settings: Settings, checkpoint_url: str | None = None) -> Agent:
    return Agent(main_builder(), open_checkpointer(checkpoint_url or settings.checkpoint_url))
