"""Every care-desk router, table-style: pure functions of the state."""

from __future__ import annotations

from typing import Any

import pytest

from nodes.care_desk import routes

ORDER = {"number": "SO-1", "status": "in_production"}
READ = {"ok": True, "code": None, "result": ORDER}
NOT_FOUND = {"ok": False, "code": "order_not_found", "result": None}


def order(status: str) -> dict[str, Any]:
    return {"ok": True, "code": None, "result": {**ORDER, "status": status}}
FULL = {"intent": "reschedule", "order_number": "SO-1", "email": "a@b.c"}


@pytest.mark.parametrize(
    ("state", "to"),
    [
        ({"failure": "timeout", "details": FULL}, "say_model_unavailable"),
        ({"details": {**FULL, "intent": "other"}}, "say_capabilities"),
        ({"details": {"intent": "reschedule"}}, "ask_details"),
        ({"details": {**FULL, "email": None}}, "ask_details"),
        ({"details": {**FULL, "order_number": None}}, "ask_details"),
        ({"details": {**FULL, "intent": "order_status"}}, "read_order"),
        ({"details": FULL}, "list_free_slots"),
        ({"details": {**FULL, "intent": "report_damage"}}, "open_damage_case"),
        ({}, "say_capabilities"),
        ({"details": {**FULL, "intent": "back_office"}}, "say_staff_only"),
    ],
)
def test_route_request(state: dict[str, Any], to: str) -> None:
    assert routes.route_request(state).to == to


@pytest.mark.parametrize(
    ("state", "to"),
    [
        ({"order": NOT_FOUND}, "say_not_found"),
        ({"order": None}, "say_not_found"),
        ({"order": READ}, "say_status"),
    ],
)
def test_after_read_order(state: dict[str, Any], to: str) -> None:
    assert routes.after_read_order(state).to == to


SLOT = {"id": "S1"}


@pytest.mark.parametrize(
    ("state", "to"),
    [
        ({"order": NOT_FOUND}, "say_not_found"),
        ({"order": order("delivered"), "free_slots": [SLOT]}, "say_order_closed"),
        ({"order": order("cancelled"), "free_slots": [SLOT]}, "say_order_closed"),
        ({"order": READ, "too_late": True, "free_slots": []}, "open_late_case"),
        ({"order": READ, "too_late": False, "free_slots": []}, "say_no_free_slot"),
        ({"order": READ, "too_late": False, "free_slots": [SLOT]}, "pick_slot"),
    ],
)
def test_after_list_slots(state: dict[str, Any], to: str) -> None:
    assert routes.after_list_slots(state).to == to


@pytest.mark.parametrize(
    ("state", "to"),
    [
        ({"failure": "bad json"}, "say_model_unavailable"),
        ({"pick": {"chosen_slot_id": "S1", "offer_slot_ids": []}, "free_slots": [SLOT]},
         "move_delivery"),
        ({"pick": {"chosen_slot_id": "S9", "offer_slot_ids": []}, "free_slots": [SLOT]},
         "ask_which_slot"),
        ({"pick": {"chosen_slot_id": None, "offer_slot_ids": ["S1"]}, "free_slots": [SLOT]},
         "ask_which_slot"),
        ({"pick": None, "free_slots": [SLOT]}, "ask_which_slot"),
    ],
)
def test_after_pick_slot(state: dict[str, Any], to: str) -> None:
    assert routes.after_pick_slot(state).to == to


@pytest.mark.parametrize(
    ("move", "to"),
    [
        ({"ok": True, "code": None, "result": {}}, "say_moved"),
        ({"ok": False, "code": "too_late", "result": None}, "open_late_case"),
        ({"ok": False, "code": "order_not_found", "result": None}, "say_not_found"),
        ({"ok": False, "code": "order_closed", "result": None}, "say_order_closed"),
        ({"ok": False, "code": "slot_unavailable", "result": None}, "ask_which_slot"),
        ({"ok": False, "code": "conflict", "result": None}, "ask_which_slot"),
    ],
)
def test_after_move(move: dict[str, Any], to: str) -> None:
    assert routes.after_move({"move": move}).to == to


@pytest.mark.parametrize(
    ("case", "damage_to", "late_to"),
    [
        ({"ok": True, "code": None, "result": {"number": "CASE-1"}}, "say_damage_case",
         "say_late_case"),
        ({"ok": False, "code": "order_not_found", "result": None}, "say_not_found",
         "say_not_found"),
    ],
)
def test_after_cases(case: dict[str, Any], damage_to: str, late_to: str) -> None:
    assert routes.after_damage_case({"case": case}).to == damage_to
    assert routes.after_late_case({"case": case}).to == late_to


def test_every_route_gives_a_reason() -> None:
    assert routes.route_request({"details": FULL}).reason
