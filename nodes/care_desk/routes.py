"""Decide every care-desk path with pure functions of the state (no I/O, no model).

Each router's return type names the nodes it may send to; the node before it
applies it (`Command`), and the wiring reads the destinations from the type.
"""

from __future__ import annotations

from typing import Literal, TypeVar

from nodes.care_desk.state import CareState
from nodes.kit.route import Route

CLOSED = {"delivered", "cancelled"}

RouteRequest = Literal["say_model_unavailable", "say_capabilities", "say_staff_only",
                       "ask_details", "read_order", "list_free_slots", "open_damage_case"]
AfterReadOrder = Literal["say_not_found", "say_status"]
AfterListSlots = Literal["say_not_found", "say_order_closed", "open_late_case",
                         "say_no_free_slot", "pick_slot"]
AfterPickSlot = Literal["say_model_unavailable", "move_delivery", "ask_which_slot"]
AfterMove = Literal["say_moved", "open_late_case", "say_not_found", "say_order_closed",
                    "ask_which_slot"]
AfterDamageCase = Literal["say_not_found", "say_damage_case"]
AfterLateCase = Literal["say_not_found", "say_late_case"]


def route_request(state: CareState) -> Route[RouteRequest]:
    if state.get("failure"):
        return Route("say_model_unavailable", "the model could not read the message")
    details = state.get("details")
    if details is None or details["intent"] == "other":
        return Route("say_capabilities", "no request the desk handles")
    intent = details["intent"]
    if intent == "back_office":
        return Route("say_staff_only", "a staff request on the customer channel")
    missing = [k for k in ("order_number", "email") if not details.get(k)]
    if missing:
        return Route("ask_details", f"{intent} needs {' and '.join(missing)}")
    if intent == "order_status":
        return Route("read_order", f"{intent} with order and e-mail")
    if intent in ("reschedule", "availability"):  # availability lists; never a choice (below)
        return Route("list_free_slots", f"{intent} with order and e-mail")
    return Route("open_damage_case", f"{intent} with order and e-mail")


def after_read_order(state: CareState) -> Route[AfterReadOrder]:
    order = state.get("order")
    if order is None or order["result"] is None:
        return Route("say_not_found", f"order refused: {order and order['code']}")
    return Route("say_status", "order read")


def after_list_slots(state: CareState) -> Route[AfterListSlots]:
    order = state.get("order")
    if order is None or order["result"] is None:
        return Route("say_not_found", f"order refused: {order and order['code']}")
    status = order["result"]["status"]
    if status in CLOSED:
        return Route("say_order_closed", f"order is {status}")
    details = state.get("details")
    asking = details is not None and details["intent"] == "availability"
    if state.get("too_late") and not asking:
        return Route("open_late_case", "booked delivery is less than 48 hours away")
    free = state.get("free_slots") or []
    if not free:
        return Route("say_no_free_slot", "no free slot")
    return Route("pick_slot", f"{len(free)} free slots")


def after_pick_slot(state: CareState) -> Route[AfterPickSlot]:
    if state.get("failure"):
        return Route("say_model_unavailable", "the model could not pick a slot")
    pick = state.get("pick")
    free = {s["id"] for s in state.get("free_slots") or []}
    chosen = pick["chosen_slot_id"] if pick else None
    details = state.get("details")
    if details is not None and details["intent"] == "availability":
        return Route("ask_which_slot", "an availability question: list what is free, move nothing")
    if chosen and chosen in free:
        return Route("move_delivery", f"customer chose {chosen}")
    if chosen:
        return Route("ask_which_slot", f"model chose {chosen}, which is not a free slot")
    return Route("ask_which_slot", "none or several slots match")


def after_move(state: CareState) -> Route[AfterMove]:
    move = state.get("move")
    if move is not None and move["ok"]:
        return Route("say_moved", "delivery moved")
    code = move["code"] if move else None
    if code == "too_late":
        return Route("open_late_case", "the service refused: within 48 hours")
    if code == "order_not_found":
        return Route("say_not_found", "the service refused: not this customer's order")
    if code == "order_closed":
        return Route("say_order_closed", "the service refused: order closed")
    return Route("ask_which_slot", f"the service refused the slot ({code})")


CaseReply = TypeVar("CaseReply", Literal["say_damage_case"], Literal["say_late_case"])


def _after_case(state: CareState, opened: CaseReply
                ) -> Route[CaseReply | Literal["say_not_found"]]:
    case = state.get("case")
    if case is None or case["result"] is None:
        return Route("say_not_found", f"case refused: {case and case['code']}")
    return Route(opened, f"case {case['result']['number']} opened")


def after_damage_case(state: CareState) -> Route[AfterDamageCase]:
    return _after_case(state, "say_damage_case")


def after_late_case(state: CareState) -> Route[AfterLateCase]:
    return _after_case(state, "say_late_case")
