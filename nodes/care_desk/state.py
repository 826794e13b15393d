"""Declare the care desk's state: each field has one owner (the node named beside it)."""

from __future__ import annotations

from typing import Any

from nodes.kit.state import TurnState


class CareState(TurnState, total=False):
    request: dict[str, Any] | None   # understand_request (CareRequest as JSON)
    details: dict[str, Any]          # collect_details: intent, order, e-mail, wish, language
    order: dict[str, Any] | None     # read_order / list_free_slots (OrderView as JSON)
    order_error: str | None          # read_order / list_free_slots: refusal code
    too_late: bool                   # list_free_slots: booked delivery within 48 hours
    free_slots: list[dict[str, Any]]  # list_free_slots
    pick: dict[str, Any] | None      # pick_slot (SlotPick as JSON)
    move: dict[str, Any] | None      # move_delivery: {ok, code, to_slot}
    case: dict[str, Any] | None      # open_*_case: the case opened, or {error}
