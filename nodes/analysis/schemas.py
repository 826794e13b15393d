"""Define what the model fills in the analysis workflow."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, field_validator

from nodes.kit.fill import clean_text


class AnalysisRequest(BaseModel):
    """Which customer and which period a staff member asks about."""

    customer_name: str | None = Field(
        default=None, description="The customer's name or company exactly as written, or null."
    )
    period_words: str | None = Field(
        default=None,
        description="The period exactly as written (e.g. 'l'année passée', 'Q3 2025'), or null.",
    )
    language: Literal["fr", "en"] = Field(default="fr", description="The message's language.")
    follow_up: bool = Field(
        default=False,
        description="True when the message only changes the customer or the period of the "
        "analysis asked before it and relies on it for the rest ('et l'année d'avant ?', "
        "'same for 2024', 'and over the last 6 months?', 'et pour Marie Curie ?'); false for "
        "a request that stands on its own.",
    )

    asks: Literal["report", "margin"] | None = Field(
        default=None, description="margin: only the margin is asked ('et la marge ?', "
        "'what margin do we make on Doe?', 'quelle marge sur Doe en 2024 ?'); report: the "
        "whole analysis; null when the message does not say (a follow-up such as 'et en "
        "2024 ?').")
    answer_language: Literal["fr", "en"] | None = Field(
        default=None, description="The language the message asks the answer in ('et en "
        "anglais ?': en, 'in French please': fr), or null when it asks none.")

    all_customers: bool = Field(
        default=False, description="True when the request is about every customer ('tous "
        "les clients', 'all our customers') rather than one.")
    other_customers: list[str] = Field(
        default_factory=list, description="Other customers named besides customer_name "
        "('Doe and Connor': ['Connor']), as written.")

    @field_validator("customer_name", "period_words", mode="before")
    @classmethod
    def _text(cls, value: object) -> str | None:
        return clean_text(value, 200)


class AnalysisSummary(BaseModel):
    """Two sentences around a report whose figures Python renders."""

    introduction: str = Field(
        description="One or two sentences saying what the analysis covers (customer, period)."
    )
    conclusion: str = Field(
        description="A short summary of the figures given and the proposed next steps."
    )
