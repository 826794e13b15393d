"""Do the care desk's work: read orders and slots, move deliveries, open cases.

Executors call tools with arguments taken from the state, never from a model's
free text; each write carries a key made of thread, turn and action.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from nodes.care_desk import prompts
from nodes.care_desk.schemas import CareRequest, SlotPick
from nodes.kit.deps import store_for
from nodes.kit.execute import call_tool, idempotency_key
from nodes.kit.fill import fill_node
from nodes.kit.identity import run_context
from nodes.kit.say import language_hint
from services import rules
from tools import care as care_tools

SLOTS_SHOWN_TO_MODEL = 60


def _today(runtime: Runtime[Any]) -> str:
    store = store_for(runtime.context)
    now = store.local(store.now())
    return f"{now.date().isoformat()} ({now.strftime('%A')})"


def _understand_prompt(
    state: Mapping[str, Any], runtime: Runtime[Any]
) -> tuple[str, dict[str, str]]:
    data = {"today": _today(runtime), "customer_message": state.get("message", "")}
    return prompts.UNDERSTAND, {**data, **language_hint(state, runtime)}


understand_request = fill_node(
    "understand_request", CareRequest, _understand_prompt, output_key="request"
)


def collect_details(state: Mapping[str, Any], runtime: Runtime[Any]) -> dict[str, Any]:
    """Merge this message's fields with what the conversation already knows."""
    request = state.get("request") or {}
    previous = state.get("details") or {}
    awaiting = state.get("awaiting") or None
    context = run_context(runtime.context)
    intent = request.get("intent", "other")
    continuing = awaiting is not None and intent in ("other", previous.get("intent"))
    # "And order SO-…?" right after a request: the same request, on another order.
    follow_up = (
        not continuing and intent == "other" and bool(request.get("order_number"))
        and previous.get("intent") not in (None, "other")
    )
    if continuing or follow_up:
        intent = previous.get("intent", "other")
    wish = request.get("wished_slot")
    if continuing and not wish:
        wish = previous.get("wish")
    offered = awaiting.get("offered", []) if continuing and awaiting else []
    details = {
        "intent": intent,
        "order_number": request.get("order_number") or previous.get("order_number"),
        # An identity asserted by the gateway wins over anything the message says.
        "email": context.customer_email or request.get("email") or previous.get("email"),
        "wish": wish,
        "offered": offered,
        "language": context.language or request.get("language") or previous.get("language")
        or "fr",
        "identity_asserted": bool(context.customer_email),
    }
    event = {"kind": "node", "node": "collect_details", "continuing": continuing,
             "follow_up": follow_up}
    return {"details": details, "language": details["language"], "trace": [event]}


def _order_args(state: Mapping[str, Any]) -> dict[str, Any]:
    details = state["details"]
    return {"order_number": details["order_number"], "email": details["email"]}


def read_order(state: Mapping[str, Any], runtime: Runtime[Any]) -> dict[str, Any]:
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "read_order"}]
    call = call_tool(care_tools.get_order, store_for(runtime.context), _order_args(state), trace)
    return {
        "order": call.result.model_dump(mode="json") if call.ok else None,
        "order_error": call.error.code if call.error else None,
        "trace": trace,
    }


def list_free_slots(state: Mapping[str, Any], runtime: Runtime[Any]) -> dict[str, Any]:
    """Read the order and the slots it may move to; flag a booking within 48 hours."""
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "list_free_slots"}]
    store = store_for(runtime.context)
    call = call_tool(care_tools.list_free_slots, store,
                     {**_order_args(state), "limit": SLOTS_SHOWN_TO_MODEL}, trace)
    if not call.ok:
        return {"order": None, "order_error": call.error.code if call.error else None,
                "too_late": False, "free_slots": [], "trace": trace}
    order = call.result.order
    booked = order.delivery_slot
    too_late = booked is not None and not rules.far_enough(booked.start, store.now())
    return {
        "order": order.model_dump(mode="json"), "order_error": None, "too_late": too_late,
        "free_slots": [] if too_late else [s.model_dump(mode="json") for s in call.result.slots],
        "trace": trace,
    }


def _slot_lines(state: Mapping[str, Any], runtime: Runtime[Any]) -> list[dict[str, str]]:
    store = store_for(runtime.context)
    lines = []
    for slot in state.get("free_slots") or []:
        start = store.local(datetime.fromisoformat(slot["start"]))
        end = store.local(datetime.fromisoformat(slot["end"]))
        lines.append({
            "id": slot["id"], "day": start.date().isoformat(), "weekday": start.strftime("%A"),
            "part": "AM" if start.hour < 12 else "PM",
            "hours": f"{start:%H:%M}-{end:%H:%M}",
        })
    return lines


def _pick_prompt(state: Mapping[str, Any], runtime: Runtime[Any]) -> tuple[str, dict[str, str]]:
    details = state.get("details") or {}
    return prompts.PICK_SLOT, {
        "today": _today(runtime),
        "customer_message": state.get("message", ""),
        "wish": details.get("wish") or "",
        "free_slots": json.dumps(_slot_lines(state, runtime), ensure_ascii=False),
        "offered_slots": json.dumps(details.get("offered") or []),
    }


pick_slot = fill_node("pick_slot", SlotPick, _pick_prompt, output_key="pick")


def move_delivery(
    state: Mapping[str, Any], runtime: Runtime[Any], config: RunnableConfig
) -> dict[str, Any]:
    """Move the booking to the slot the router accepted (the service re-checks it all)."""
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "move_delivery"}]
    slot_id = (state.get("pick") or {}).get("chosen_slot_id")
    call = call_tool(
        care_tools.reschedule_delivery, store_for(runtime.context),
        {**_order_args(state), "slot_id": slot_id,
         "idempotency_key": idempotency_key(config, state, "reschedule")},
        trace,
    )
    move = (
        {"ok": True, "to_slot": call.result.to_slot.model_dump(mode="json")} if call.ok
        else {"ok": False, "code": call.error.code if call.error else None, "slot_id": slot_id}
    )
    return {"move": move, "trace": trace}


def _open_case(
    state: Mapping[str, Any], runtime: Runtime[Any], config: RunnableConfig, *, kind: str,
    node: str,
) -> dict[str, Any]:
    trace: list[dict[str, Any]] = [{"kind": "node", "node": node}]
    call = call_tool(
        care_tools.open_case, store_for(runtime.context),
        {**_order_args(state), "kind": kind,
         "description": f"Customer message: {state.get('message', '')}"[:2000],
         "idempotency_key": idempotency_key(config, state, f"open_case:{kind}")},
        trace,
    )
    case = call.result.model_dump(mode="json") if call.ok else {
        "error": call.error.code if call.error else None
    }
    return {"case": case, "trace": trace}


def open_damage_case(
    state: Mapping[str, Any], runtime: Runtime[Any], config: RunnableConfig
) -> dict[str, Any]:
    return _open_case(state, runtime, config, kind="damage", node="open_damage_case")


def open_late_case(
    state: Mapping[str, Any], runtime: Runtime[Any], config: RunnableConfig
) -> dict[str, Any]:
    return _open_case(state, runtime, config, kind="late_reschedule", node="open_late_case")
