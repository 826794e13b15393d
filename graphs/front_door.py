"""Wire the front door: begin + channel check → (staff: classify) → the workflow.

The care desk's and the analysis's nodes are the front door's own (no second graph loop per
turn); billing, whose node names overlap the analysis's, is a subgraph.

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
from nodes.kit.state import ChatInput
from nodes.kit.wiring import embed, lazily_served, unscanned


@cache
def build() -> StateGraph[Any, Any, Any, Any]:
    """The front door's nodes and edges: the care desk's and the analysis's nodes embedded
    (`fd.EMBEDDED`), billing compiled as a subgraph."""
    builder = StateGraph(FrontDoorState, context_schema=Context, input_schema=ChatInput)
    builder.add_node("begin_turn", fd.begin_at_the_door,
                     destinations=fd.door_destinations(fd.route_channel))
    builder.add_node("classify_request", fd.classify_request, retry_policy=MODEL_RETRY,
                     destinations=fd.door_destinations(fd.route_staff))
    embed(builder, care_desk.builder, skip=("begin_turn",))
    embed(builder, analysis.builder, skip=("begin_turn",))
    builder.add_node("billing", billing.builder.compile(name="billing"))
    builder.add_node("say_out_of_scope", fd.say_out_of_scope)
    builder.add_node("say_read_only", fd.say_read_only)
    builder.add_node("say_classifier_unavailable", fd.say_classifier_unavailable)
    builder.add_node("say_last_period", fd.say_last_period)
    builder.add_node("say_staff_welcome", fd.say_staff_welcome)

    builder.add_edge(START, "begin_turn")
    # say_search_dropped is the analysis's own (embedded): the same node as the door's
    for name in ("billing", "say_out_of_scope", "say_read_only",
                 "say_classifier_unavailable", "say_last_period", "say_staff_welcome"):
        builder.add_edge(name, END)
    unscanned(builder)
    return builder


make_graph, __getattr__ = lazily_served(build, "front_door", __name__, builder=build)
