"""Wire the care desk: understand (and collect) → status | reschedule | damage | other."""

from __future__ import annotations

from langgraph.graph import START, StateGraph

from nodes.care_desk import executors as ex
from nodes.care_desk import replies as re
from nodes.care_desk import routes
from nodes.care_desk.state import CARE_TURN_RESET, CareState
from nodes.kit.context import Context
from nodes.kit.execute import EXECUTOR_RETRY
from nodes.kit.fill import MODEL_RETRY
from nodes.kit.route import fused
from nodes.kit.turn import turn_starter
from nodes.kit.wiring import add_replies, add_steps, lazily_served, unscanned

builder = StateGraph(CareState, context_schema=Context)
# It reads the fields it clears (its function's annotation alone would show it TurnState's).
builder.add_node("begin_turn", turn_starter(CARE_TURN_RESET), input_schema=CareState)
add_steps(builder, {
    "read_consent": (ex.read_consent, routes.route_consent),
    "next_request": (ex.next_request, routes.route_request),
})
add_steps(builder, {
    # The model reads the message, then Python merges it with the conversation
    # (collect_details) and routes: one step.
    "understand_request": (fused(ex.understand_request, ex.collect_details),
                           routes.route_request),
    "pick_slot": (ex.pick_slot, routes.after_pick_slot),
}, MODEL_RETRY)
add_steps(builder, {
    "find_open_orders": (ex.find_open_orders, routes.after_find_orders),
    "read_order": (ex.read_order, routes.after_read_order),
    "read_cases": (ex.read_cases, routes.after_read_cases),
    "read_other_orders": (ex.read_other_orders, routes.route_request),
    "find_item_order": (ex.find_item_order, routes.route_request),
    "list_free_slots": (ex.list_free_slots, routes.after_list_slots),
    "move_delivery": (ex.move_delivery, routes.after_move),
    "open_damage_case": (ex.open_damage_case, routes.after_damage_case),
    "open_late_case": (ex.open_late_case, routes.after_late_case),
}, EXECUTOR_RETRY)
add_replies(builder, {
    "ask_details": re.ask_details,
    "ask_which_order": re.ask_which_order,
    "ask_which_slot": re.ask_which_slot,
    "ask_confirm_move": re.ask_confirm_move,
    "ask_confirm_damage_case": re.ask_confirm_damage_case,
    "ask_confirm_late_case": re.ask_confirm_late_case,
    "ask_confirm_again": re.ask_confirm_again,
    "ask_what_instead": re.ask_what_instead,
    "say_too_late_to_move": re.say_too_late_to_move,
    "say_not_delivered": re.say_not_delivered,
    "say_case_exists": re.say_case_exists,
    "say_status": re.say_status,
    "say_cases": re.say_cases,
    "say_moved": re.say_moved,
    "say_late_case": re.say_late_case,
    "say_damage_case": re.say_damage_case,
    "say_not_found": re.say_not_found,
    "say_order_closed": re.say_order_closed,
    "say_no_free_slot": re.say_no_free_slot,
    "say_queue_dropped": re.say_queue_dropped,
    "say_no_other_order": re.say_no_other_order,
    "say_capabilities": re.say_capabilities,
    "say_welcome": re.say_welcome,
    "say_cannot_cancel": re.say_cannot_cancel,
    "say_not_done_here": re.say_not_done_here,
    "say_cannot_answer": re.say_cannot_answer,
    "ask_other_slot": re.ask_other_slot,
    "say_list_dropped": re.say_list_dropped,
    "say_model_unavailable": re.say_model_unavailable,
    "say_staff_only": re.say_staff_only,
    "say_others_order": re.say_others_order,
    "say_invoice": re.say_invoice,
})

builder.add_conditional_edges(START, routes.enter,
                              ["begin_turn", "read_consent", "understand_request"])
builder.add_conditional_edges("begin_turn", routes.after_begin,
                              ["read_consent", "understand_request"])

unscanned(builder)

make_graph, __getattr__ = lazily_served(lambda: builder, "care_desk", __name__)
