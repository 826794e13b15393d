"""Define what the model fills on the care desk, and nothing more."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, Field, ValidationError, field_validator

from nodes.kit.fill import clean_text

ORDER = re.compile(r"^SO-?\s*(\d{3,12})$", re.I)
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


def _order_number(value: object) -> str | None:
    if not isinstance(value, str):
        return None
    match = ORDER.match(value.strip())
    return f"SO-{match.group(1)}" if match else None


IntentName = Literal[
    "order_status", "reschedule", "availability", "report_damage", "case_status",
    "back_office", "other"
]
MAX_REQUESTS = 5
# The kinds of problem an after-sales case names (a closed set: any other value the model
# writes is read as "other"; the case itself is a `damage` case whatever the kind).
ProblemKind = Literal["arrived_damaged", "damaged_at_home", "missing_part", "not_as_described",
                      "faulty", "other"]
PROBLEM_KINDS: tuple[str, ...] = ("arrived_damaged", "damaged_at_home", "missing_part",
                                  "not_as_described", "faulty", "other")


def problem_kind(value: object) -> str | None:
    """A problem kind of the closed set: a known one as written (case, spaces and hyphens
    aside), any other text "other", nothing None."""
    if not isinstance(value, str) or not value.strip():
        return None
    kind = re.sub(r"[\s-]+", "_", value.strip().lower())
    return kind if kind in PROBLEM_KINDS else "other"


class RequestPart(BaseModel):
    """One of several requests a message makes, with the words it is written in."""

    intent: IntentName = Field(description="What this request asks for (same values as the "
                                           "message's intent).")
    order_number: str | None = Field(
        default=None, description="The order number written in this request's own words "
        "(quote), or null: never a number from another request of the message.")
    wished_slot: str | None = Field(
        default=None, description="When the customer wants this delivery, in their words, "
        "or null.")
    quote: str = Field(description="This request's words, copied exactly from the message.")

    @field_validator("order_number", mode="before")
    @classmethod
    def _order(cls, value: object) -> str | None:
        return _order_number(value)

    @field_validator("wished_slot", mode="before")
    @classmethod
    def _wish(cls, value: object) -> str | None:
        return clean_text(value, 300)

    @field_validator("quote", mode="before")
    @classmethod
    def _quote(cls, value: object) -> str:
        return clean_text(value, 1000) or ""


class CareRequest(BaseModel):
    """What a customer's message asks for, as fields."""

    intent: IntentName = (
        Field(
            description="order_status: where is my order / is it late; reschedule: move the "
            "delivery; availability: asks which delivery slots are free without choosing one; "
            "report_damage: something arrived damaged or defective; case_status: asks whether "
            "an after-sales case (dossier, claim, complaint, SAV) is open or how it is going, "
            "without reporting a new problem; back_office: "
            "anything about invoices, other customers, analyses or internal tools; other: "
            "anything else, including a bare answer to a question."
        )
    )
    order_number: str | None = Field(
        default=None, description="The order number written in the message (SO-12345), or null."
    )
    email: str | None = Field(
        default=None, description="The e-mail address written in the message, or null."
    )
    wished_slot: str | None = Field(
        default=None,
        description="When the customer wants the delivery, in their own words (e.g. 'mardi 20 "
        "au matin', 'the second one'), or null if they say nothing about when.",
    )
    language: Literal["fr", "en"] = Field(
        default="fr", description="The language of the message: fr or en."
    )
    problem: ProblemKind | None = Field(
        default=None,
        description="Only for report_damage: the kind of problem the customer describes. "
        "arrived_damaged: the piece arrived damaged (broken, scratched, stained...), or damage "
        "with no word of when; damaged_at_home: damaged after the delivery, with use "
        "(\"s'est cassé au bout de deux semaines\"); missing_part: a part, screw or piece is "
        "missing; not_as_described: not as in the photo or description, not what was "
        "expected, wrong or off colour, fabric or size; faulty: something does not work "
        "right without visible damage (a smell, a creak or noise, a drawer or door that does "
        "not close, a wobbly leg); other: any other problem. Null when no problem is "
        "reported.")
    requests: list[RequestPart] = Field(
        default_factory=list,
        description="Only when the message makes several requests (several orders, or "
        "several things asked): one entry per request, in the order written, each with its "
        "own words; empty for a message with one request.",
    )

    @field_validator("order_number", mode="before")
    @classmethod
    def _order(cls, value: object) -> str | None:
        if not isinstance(value, str):
            return None
        match = ORDER.match(value.strip())
        return f"SO-{match.group(1)}" if match else None

    @field_validator("problem", mode="before")
    @classmethod
    def _problem(cls, value: object) -> str | None:
        return problem_kind(value)

    @field_validator("requests", mode="before")
    @classmethod
    def _at_most_some(cls, value: object) -> list[RequestPart]:
        """Keep the well-formed entries (a malformed one is dropped, not the message)."""
        if not isinstance(value, list):
            return []
        parts = []
        for item in value[:MAX_REQUESTS]:
            try:
                parts.append(RequestPart.model_validate(item))
            except ValidationError:
                continue
        return parts

    @field_validator("email", mode="before")
    @classmethod
    def _email(cls, value: object) -> str | None:
        if not isinstance(value, str) or not EMAIL.match(value.strip()):
            return None
        return value.strip().lower()

    @field_validator("wished_slot", mode="before")
    @classmethod
    def _wish(cls, value: object) -> str | None:
        return clean_text(value, 300)


class SlotPick(BaseModel):
    """Which listed slot the customer wants, or which to offer them."""

    chosen_slot_id: str | None = Field(
        default=None,
        description="The id of the one listed free slot that matches the customer's wish, or "
        "null when none or several match.",
    )
    offer_slot_ids: list[str] = Field(
        default_factory=list,
        description="When several listed slots match, or none: up to 5 listed slot ids to "
        "offer, closest to the wish first.",
    )

    @field_validator("offer_slot_ids", mode="before")
    @classmethod
    def _at_most_five(cls, value: object) -> list[str]:
        if not isinstance(value, list):
            return []
        return [str(v) for v in value if isinstance(v, str | int)][:5]
