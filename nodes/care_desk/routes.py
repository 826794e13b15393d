"""Decide every care-desk path with pure functions of the state (no I/O, no model)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from nodes.kit.route import Route

CLOSED = {"delivered", "cancelled"}


def route_request(state: Mapping[str, Any]) -> Route:
    if state.get("failure"):
        return Route("say_model_unavailable", "the model could not read the message")
    details = state.get("details") or {}
    intent = details.get("intent", "other")
    if intent == "other":
        return Route("say_capabilities", "no request the desk handles")
    if intent == "back_office":
        return Route("say_staff_only", "a staff request on the customer channel")
    missing = [k for k in ("order_number", "email") if not details.get(k)]
    if missing:
        return Route("ask_details", f"{intent} needs {' and '.join(missing)}")
    target = {
        "order_status": "read_order",
        "reschedule": "list_free_slots",
        "availability": "list_free_slots",  # lists what is free; never a choice (below)
        "report_damage": "open_damage_case",
    }[intent]
    return Route(target, f"{intent} with order and e-mail")


def after_read_order(state: Mapping[str, Any]) -> Route:
    if state.get("order_error") or not state.get("order"):
        return Route("say_not_found", f"order refused: {state.get('order_error')}")
    return Route("say_status", "order read")


def after_list_slots(state: Mapping[str, Any]) -> Route:
    order = state.get("order")
    if state.get("order_error") or not order:
        return Route("say_not_found", f"order refused: {state.get('order_error')}")
    if order["status"] in CLOSED:
        return Route("say_order_closed", f"order is {order['status']}")
    asking = (state.get("details") or {}).get("intent") == "availability"
    if state.get("too_late") and not asking:
        return Route("open_late_case", "booked delivery is less than 48 hours away")
    if not state.get("free_slots"):
        return Route("say_no_free_slot", "no free slot")
    return Route("pick_slot", f"{len(state['free_slots'])} free slots")


def after_pick_slot(state: Mapping[str, Any]) -> Route:
    if state.get("failure"):
        return Route("say_model_unavailable", "the model could not pick a slot")
    pick = state.get("pick") or {}
    free = {s["id"] for s in state.get("free_slots") or []}
    chosen = pick.get("chosen_slot_id")
    if (state.get("details") or {}).get("intent") == "availability":
        return Route("ask_which_slot", "an availability question: list what is free, move nothing")
    if chosen and chosen in free:
        return Route("move_delivery", f"customer chose {chosen}")
    if chosen:
        return Route("ask_which_slot", f"model chose {chosen}, which is not a free slot")
    return Route("ask_which_slot", "none or several slots match")


def after_move(state: Mapping[str, Any]) -> Route:
    move = state.get("move") or {}
    if move.get("ok"):
        return Route("say_moved", "delivery moved")
    code = move.get("code")
    if code == "too_late":
        return Route("open_late_case", "the service refused: within 48 hours")
    if code == "order_not_found":
        return Route("say_not_found", "the service refused: not this customer's order")
    if code == "order_closed":
        return Route("say_order_closed", "the service refused: order closed")
    return Route("ask_which_slot", f"the service refused the slot ({code})")


def after_damage_case(state: Mapping[str, Any]) -> Route:
    case = state.get("case") or {}
    if not case.get("number"):
        return Route("say_not_found", f"case refused: {case.get('error')}")
    return Route("say_damage_case", f"case {case['number']} opened")


def after_late_case(state: Mapping[str, Any]) -> Route:
    case = state.get("case") or {}
    if not case.get("number"):
        return Route("say_not_found", f"case refused: {case.get('error')}")
    return Route("say_late_case", f"case {case['number']} opened")
