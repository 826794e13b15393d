"""Wire the care desk: understand → route → status | reschedule | damage | other."""

from __future__ import annotations

from langgraph.graph import START, StateGraph

from nodes.care_desk import executors as ex
from nodes.care_desk import replies as re
from nodes.care_desk import routes
from nodes.care_desk.state import CareState
from nodes.kit.context import Context
from nodes.kit.execute import EXECUTOR_RETRY
from nodes.kit.fill import MODEL_RETRY
from nodes.kit.route import destinations
from nodes.kit.turn import begin_turn, entry
from nodes.kit.wiring import add_replies

builder = StateGraph(CareState, context_schema=Context)
builder.add_node("begin_turn", begin_turn)
builder.add_node("understand_request", ex.understand_request, retry_policy=MODEL_RETRY)
builder.add_node("collect_details", ex.collect_details,
                 destinations=destinations(routes.route_request))
builder.add_node("read_order", ex.read_order, retry_policy=EXECUTOR_RETRY,
                 destinations=destinations(routes.after_read_order))
builder.add_node("list_free_slots", ex.list_free_slots, retry_policy=EXECUTOR_RETRY,
                 destinations=destinations(routes.after_list_slots))
builder.add_node("pick_slot", ex.pick_slot, retry_policy=MODEL_RETRY,
                 destinations=destinations(routes.after_pick_slot))
builder.add_node("move_delivery", ex.move_delivery, retry_policy=EXECUTOR_RETRY,
                 destinations=destinations(routes.after_move))
builder.add_node("open_damage_case", ex.open_damage_case, retry_policy=EXECUTOR_RETRY,
                 destinations=destinations(routes.after_damage_case))
builder.add_node("open_late_case", ex.open_late_case, retry_policy=EXECUTOR_RETRY,
                 destinations=destinations(routes.after_late_case))
add_replies(builder, {
    "ask_details": re.ask_details,
    "ask_which_slot": re.ask_which_slot,
    "say_status": re.say_status,
    "say_moved": re.say_moved,
    "say_late_case": re.say_late_case,
    "say_damage_case": re.say_damage_case,
    "say_not_found": re.say_not_found,
    "say_order_closed": re.say_order_closed,
    "say_no_free_slot": re.say_no_free_slot,
    "say_capabilities": re.say_capabilities,
    "say_model_unavailable": re.say_model_unavailable,
    "say_staff_only": re.say_staff_only,
})

builder.add_conditional_edges(START, *entry("understand_request"))
builder.add_edge("begin_turn", "understand_request")
builder.add_edge("understand_request", "collect_details")

graph = builder.compile(name="care_desk")
