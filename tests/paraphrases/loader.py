"""Typed loader for the public paraphrase corpus (customer and staff phrasings).

The corpus files are hand-written YAML; these models are strict (unknown keys
fail) so that a typo in a key is caught by the format test, not silently ignored.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

HERE = Path(__file__).parent
CUSTOMER_FILE = HERE / "customer.yaml"
STAFF_FILE = HERE / "staff.yaml"

Intent = Literal[
    "order_status", "reschedule", "availability", "report_damage", "back_office", "other"
]
Workflow = Literal["analysis", "billing", "care_desk", "out_of_scope"]
Lang = Literal["fr", "en"]
ORDER_RE = re.compile(r"^SO-\d+$")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Wish(_Strict):
    """A delivery wish: explicit dates, or an inclusive range, plus an optional half-day."""

    dates: list[date] | None = None
    from_: date | None = Field(default=None, alias="from")
    to: date | None = None
    half: Literal["am", "pm"] | None = None
    not_: list[date] = Field(default_factory=list, alias="not")

    @model_validator(mode="after")
    def _shape(self) -> Wish:
        if (self.from_ is None) != (self.to is None):
            raise ValueError("a range needs both from and to")
        if self.dates is not None and self.from_ is not None:
            raise ValueError("give dates or a range, not both")
        if self.from_ is not None and self.to is not None and self.from_ > self.to:
            raise ValueError("range ends before it starts")
        if self.dates == []:
            raise ValueError("dates, when given, is not empty")
        return self


class Also(_Strict):
    intent: Intent
    order: str | None

    @field_validator("order")
    @classmethod
    def _order(cls, value: str | None) -> str | None:
        if value is not None and not ORDER_RE.match(value):
            raise ValueError(f"order must be normalised SO-digits: {value!r}")
        return value


class CustomerItem(_Strict):
    say: str = Field(min_length=1)
    intent: Intent
    order: str | None
    email: str | None
    lang: Lang
    wish: Wish | None
    also: list[Also] | None = None
    note: str | None = None

    @field_validator("order")
    @classmethod
    def _order(cls, value: str | None) -> str | None:
        if value is not None and not ORDER_RE.match(value):
            raise ValueError(f"order must be normalised SO-digits: {value!r}")
        return value

    @field_validator("email")
    @classmethod
    def _email(cls, value: str | None) -> str | None:
        if value is not None and not re.match(r"^[^@\s]+@[^@\s]+\.[a-z]+$", value):
            raise ValueError(f"not an e-mail: {value!r}")
        return value

    @model_validator(mode="after")
    def _wish_only_for_dates(self) -> CustomerItem:
        dated = {"reschedule", "availability"}
        intents = {self.intent, *(a.intent for a in self.also or [])}
        if self.wish is not None and not intents & dated:
            raise ValueError("wish is only for reschedule/availability requests")
        return self


class Period(_Strict):
    from_: date = Field(alias="from")
    to: date

    @model_validator(mode="after")
    def _order(self) -> Period:
        if self.from_ > self.to:
            raise ValueError("period ends before it starts")
        return self


class StaffItem(_Strict):
    say: str = Field(min_length=1)
    workflow: Workflow
    customer: str | None
    period: Period | Literal["unclear"] | None
    lang: Lang
    note: str | None = None


class CustomerCorpus(_Strict):
    now: datetime
    items: list[CustomerItem]


class StaffCorpus(_Strict):
    now: datetime
    items: list[StaffItem]


def _read(path: Path) -> object:
    with path.open(encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def load_customer(path: Path = CUSTOMER_FILE) -> CustomerCorpus:
    return CustomerCorpus.model_validate(_read(path))


def load_staff(path: Path = STAFF_FILE) -> StaffCorpus:
    return StaffCorpus.model_validate(_read(path))
