"""Define what the model fills at the front door (staff channel only)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


class StaffRoute(BaseModel):
    """Which workflow a staff member's message is for."""

    workflow: Literal["analysis", "billing", "care_desk", "out_of_scope"] = Field(
        description="analysis: analyse a customer relationship over a period; billing: a "
        "question about a customer's bills or invoices; care_desk: an order's status, its "
        "delivery or a damage; out_of_scope: anything else."
    )
