"""Wire the front door: channel check → (staff: classify) → the workflow, as a subgraph."""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph

from graphs.analysis import graph as analysis
from graphs.billing import graph as billing
from graphs.care_desk import graph as care_desk
from nodes.front_door import nodes as fd
from nodes.front_door.state import FrontDoorState
from nodes.kit.context import Context
from nodes.kit.fill import FILL_RETRY
from nodes.kit.route import router_node
from nodes.kit.state import ChatInput
from nodes.kit.turn import begin_turn

builder = StateGraph(FrontDoorState, context_schema=Context, input_schema=ChatInput)
builder.add_node("begin_turn", begin_turn)
builder.add_node("route_channel", router_node("route_channel", fd.route_channel),
                 destinations=("care_desk", "analysis", "billing", "classify_request"))
builder.add_node("classify_request", fd.classify_request, retry_policy=FILL_RETRY)
builder.add_node("route_staff", router_node("route_staff", fd.route_staff),
                 destinations=("analysis", "billing", "care_desk", "say_out_of_scope",
                               "say_model_unavailable"))
builder.add_node("care_desk", care_desk)
builder.add_node("analysis", analysis)
builder.add_node("billing", billing)
builder.add_node("say_out_of_scope", fd.say_out_of_scope)
builder.add_node("say_model_unavailable", fd.say_model_unavailable)

builder.add_edge(START, "begin_turn")
builder.add_edge("begin_turn", "route_channel")
builder.add_edge("classify_request", "route_staff")
for name in ("care_desk", "analysis", "billing", "say_out_of_scope", "say_model_unavailable"):
    builder.add_edge(name, END)

graph = builder.compile(name="front_door")
