"""The front door carries every workflow's state, so a conversation can move between them."""

from __future__ import annotations

from typing import Literal, NotRequired

from typing_extensions import TypedDict

from nodes.analysis.state import ANALYSIS_TURN_RESET, AnalysisState
from nodes.billing.state import BILLING_TURN_RESET, BillingState
from nodes.care_desk.state import CARE_TURN_RESET, CareState

StaffWorkflow = Literal["analysis", "billing", "care_desk", "out_of_scope"]


class StaffRouteData(TypedDict):
    """Which workflow a staff message is for (StaffRoute as JSON)."""

    workflow: StaffWorkflow
    asks_change: NotRequired[bool]


class FrontDoorState(CareState, AnalysisState, BillingState, total=False):
    route: StaffRouteData | None  # classify_request
    # classify_request, kept across turns: what the last staff request the assistant handles
    # was for, so that a follow-up that cannot stand alone ("et l'année d'avant ?") can be
    # classified.
    staff_request: StaffWorkflow | None


TURN_RESET: dict[str, object] = {
    **CARE_TURN_RESET, **ANALYSIS_TURN_RESET, **BILLING_TURN_RESET, "route": None,
    "declined_change": False,
}
