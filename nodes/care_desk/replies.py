"""Build the care desk's replies: fixed texts, with placeholders filled from the state."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import Any

from nodes.care_desk.texts import FRAGMENTS, STATUS_LABELS, TEXTS
from nodes.kit import format as fmt
from nodes.kit.deps import get_deps
from nodes.kit.say import Lang, ask, render, say

MAX_OFFERED = 5


def _slot_text(slot: Mapping[str, Any], lang: Lang) -> str:
    return fmt.slot(
        datetime.fromisoformat(slot["start"]), datetime.fromisoformat(slot["end"]),
        get_deps().store.tz, lang,
    )


def _number(state: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    return {"number": (state.get("details") or {}).get("order_number") or ""}


def status_params(state: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    order = state["order"]
    products = ", ".join(
        f"{line['quantity']} × {line['product']}" if line["quantity"] > 1 else line["product"]
        for line in order["lines"]
    )
    stage = (
        render(FRAGMENTS, "stage", lang, {"stage": order["workshop_stage"]})
        if order.get("workshop_stage") and order["status"] in ("placed", "in_production")
        else ""
    )
    slot = order.get("delivery_slot")
    delivery = (
        render(FRAGMENTS, "booked", lang, {"slot": _slot_text(slot, lang)}) if slot
        else render(FRAGMENTS, "not_booked", lang, {})
    )
    promised = fmt.day_year(date.fromisoformat(order["promised_on"]), lang)
    days = int(order["delay_days"])
    delay = (
        render(FRAGMENTS, "late", lang, {"days": days, "s": "s" if days > 1 else "",
                                          "promised": promised})
        if days > 0 else render(FRAGMENTS, "on_time", lang, {"promised": promised})
    )
    if order["status"] in ("delivered", "cancelled"):
        delivery, delay = "", ""
    return {
        "number": order["number"], "products": products,
        "status": STATUS_LABELS[order["status"]][lang], "stage": stage,
        "delivery": delivery, "delay": delay,
    }


def offered_ids(state: Mapping[str, Any]) -> list[str]:
    """Slots to offer: the model's valid suggestions, else the earliest free ones."""
    free = [s["id"] for s in state.get("free_slots") or []]
    refused = (state.get("move") or {}).get("slot_id")
    pick = state.get("pick") or {}
    suggested = [pick.get("chosen_slot_id"), *(pick.get("offer_slot_ids") or [])]
    ids = [i for i in suggested if i in free and i != refused]
    if not ids:
        ids = [i for i in free if i != refused][:3]
    return list(dict.fromkeys(ids))[:MAX_OFFERED]


def which_slot_params(state: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    by_id = {s["id"]: s for s in state.get("free_slots") or []}
    options = "\n".join(
        render(FRAGMENTS, "option", lang, {"rank": rank, "slot": _slot_text(by_id[i], lang)})
        for rank, i in enumerate(offered_ids(state), start=1)
    )
    return {**_number(state, lang), "options": options}


def moved_params(state: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    return {**_number(state, lang), "slot": _slot_text(state["move"]["to_slot"], lang)}


def case_params(state: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    order = state.get("order") or {}
    slot = order.get("delivery_slot")
    return {
        **_number(state, lang), "case": state["case"]["number"],
        "slot": _slot_text(slot, lang) if slot else "",
    }


def closed_params(state: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    status = (state.get("order") or {}).get("status", "delivered")
    return {**_number(state, lang), "status": STATUS_LABELS[status][lang]}


def _details_text_id(state: Mapping[str, Any]) -> str:
    details = state.get("details") or {}
    if not details.get("order_number") and not details.get("email"):
        return "ask_order_and_email"
    return "ask_order_number" if not details.get("order_number") else "ask_email"


def _ask_details(state: Mapping[str, Any], runtime: Any) -> dict[str, Any]:
    node = ask("ask_details", TEXTS, _details_text_id(state), _number,
               awaiting=lambda s: {"workflow": "care_desk",
                                   "intent": (s.get("details") or {}).get("intent")})
    return node(state, runtime)


def ask_details(state: Mapping[str, Any], runtime: Any) -> dict[str, Any]:
    """Ask for what is missing (order number, e-mail, or both); remember the request."""
    return _ask_details(state, runtime)


ask_which_slot = ask(
    "ask_which_slot", TEXTS, "ask_which_slot", which_slot_params,
    awaiting=lambda s: {"workflow": "care_desk", "intent": "reschedule",
                        "offered": offered_ids(s)},
)
say_status = say("say_status", TEXTS, "say_status", status_params)
say_moved = say("say_moved", TEXTS, "say_moved", moved_params)
say_late_case = say("say_late_case", TEXTS, "say_late_case", case_params)
say_damage_case = say("say_damage_case", TEXTS, "say_damage_case", case_params)
say_not_found = say("say_not_found", TEXTS, "say_not_found")
say_order_closed = say("say_order_closed", TEXTS, "say_order_closed", closed_params)
say_no_free_slot = say("say_no_free_slot", TEXTS, "say_no_free_slot", _number)
say_capabilities = say("say_capabilities", TEXTS, "say_capabilities")
say_model_unavailable = say("say_model_unavailable", TEXTS, "say_model_unavailable")
say_staff_only = say("say_staff_only", TEXTS, "say_staff_only")
