"""Wire the front door: begin + channel check → (staff: classify) → the workflow, a subgraph.

Nothing is compiled at import: the workflows are compiled when the front door is first built
(`build()`, or `builder`, read lazily), and the served graph on its first use (`make_graph()`,
or `graph`)."""

from __future__ import annotations

from functools import cache
from typing import Any

from langgraph.graph import END, START, StateGraph

from graphs import analysis, billing, care_desk
from nodes.front_door import nodes as fd
from nodes.front_door.state import FrontDoorState
from nodes.kit.context import Context
from nodes.kit.fill import MODEL_RETRY
from nodes.kit.route import destinations
from nodes.kit.state import ChatInput
from nodes.kit.wiring import lazily_served


@cache
def build() -> StateGraph[Any, Any, Any, Any]:
    """The front door's nodes and edges, with each workflow compiled as a subgraph."""
    builder = StateGraph(FrontDoorState, context_schema=Context, input_schema=ChatInput)
    builder.add_node("begin_turn", fd.begin_at_the_door,
                     destinations=destinations(fd.route_channel))
    builder.add_node("classify_request", fd.classify_request, retry_policy=MODEL_RETRY,
                     destinations=destinations(fd.route_staff))
    builder.add_node("care_desk", care_desk.builder.compile(name="care_desk"))
    builder.add_node("analysis", analysis.builder.compile(name="analysis"))
    builder.add_node("billing", billing.builder.compile(name="billing"))
    builder.add_node("say_out_of_scope", fd.say_out_of_scope)
    builder.add_node("say_model_unavailable", fd.say_model_unavailable)

    builder.add_edge(START, "begin_turn")
    for name in ("care_desk", "analysis", "billing", "say_out_of_scope",
                 "say_model_unavailable"):
        builder.add_edge(name, END)
    return builder


make_graph, __getattr__ = lazily_served(build, "front_door", __name__, builder=build)
