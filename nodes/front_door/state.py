"""The front door carries every workflow's state, so a conversation can move between them."""

from __future__ import annotations

from typing import Any

from nodes.analysis.state import AnalysisState
from nodes.billing.state import BillingState
from nodes.care_desk.state import CareState


class FrontDoorState(CareState, AnalysisState, BillingState, total=False):
    route: dict[str, Any] | None  # classify_request (StaffRoute as JSON)
