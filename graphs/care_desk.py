"""Wire the care desk: understand → route → status | reschedule | damage | other."""

from __future__ import annotations

from langgraph.graph import START, StateGraph

from nodes.care_desk import executors as ex
from nodes.care_desk import replies as re
from nodes.care_desk import routes
from nodes.care_desk.state import CareState
from nodes.kit.context import Context
from nodes.kit.execute import EXECUTOR_RETRY
from nodes.kit.fill import FILL_RETRY
from nodes.kit.turn import begin_turn
from nodes.kit.wiring import add_replies, add_routers

REPLIES = {
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
}
ROUTERS = {
    "route_request": (routes.route_request, (
        "say_model_unavailable", "say_capabilities", "say_staff_only", "ask_details", "read_order",
        "list_free_slots", "open_damage_case")),
    "after_read_order": (routes.after_read_order, ("say_not_found", "say_status")),
    "after_list_slots": (routes.after_list_slots, (
        "say_not_found", "say_order_closed", "open_late_case", "say_no_free_slot", "pick_slot")),
    "after_pick_slot": (routes.after_pick_slot, (
        "say_model_unavailable", "move_delivery", "ask_which_slot")),
    "after_move": (routes.after_move, (
        "say_moved", "open_late_case", "say_not_found", "say_order_closed", "ask_which_slot")),
    "after_damage_case": (routes.after_damage_case, ("say_not_found", "say_damage_case")),
    "after_late_case": (routes.after_late_case, ("say_not_found", "say_late_case")),
}

builder = StateGraph(CareState, context_schema=Context)
builder.add_node("begin_turn", begin_turn)
builder.add_node("understand_request", ex.understand_request, retry_policy=FILL_RETRY)
builder.add_node("collect_details", ex.collect_details)
builder.add_node("read_order", ex.read_order, retry_policy=EXECUTOR_RETRY)
builder.add_node("list_free_slots", ex.list_free_slots, retry_policy=EXECUTOR_RETRY)
builder.add_node("pick_slot", ex.pick_slot, retry_policy=FILL_RETRY)
builder.add_node("move_delivery", ex.move_delivery, retry_policy=EXECUTOR_RETRY)
builder.add_node("open_damage_case", ex.open_damage_case, retry_policy=EXECUTOR_RETRY)
builder.add_node("open_late_case", ex.open_late_case, retry_policy=EXECUTOR_RETRY)
add_routers(builder, ROUTERS)
add_replies(builder, REPLIES)

builder.add_edge(START, "begin_turn")
builder.add_edge("begin_turn", "understand_request")
builder.add_edge("understand_request", "collect_details")
builder.add_edge("collect_details", "route_request")
builder.add_edge("read_order", "after_read_order")
builder.add_edge("list_free_slots", "after_list_slots")
builder.add_edge("pick_slot", "after_pick_slot")
builder.add_edge("move_delivery", "after_move")
builder.add_edge("open_damage_case", "after_damage_case")
builder.add_edge("open_late_case", "after_late_case")

graph = builder.compile(name="care_desk")
