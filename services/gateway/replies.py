"""What a chat reply carries beside its text, read from the graph's state after the turn.

- `choices`: the answers a client may offer as buttons when the reply asks something
  (the offered slots in words, the customers listed, or yes/no), each with the message
  to send back, in the reply's language.
- `chart`: the analysis report's figures as data (billed and paid per month, payment
  delay), for a client to draw; the text report stays the reference.

Nothing here decides anything: a choice is only a message the person could have typed.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, date, datetime, tzinfo
from typing import Any, Literal

from pydantic import BaseModel, Field

from nodes.kit import format as fmt
from services import analytics
from services.store import Store

Lang = Literal["fr", "en"]
YES_NO: dict[Lang, list[tuple[str, str]]] = {
    "fr": [("Oui", "oui"), ("Non", "non")],
    "en": [("Yes", "yes"), ("No", "no")],
}


class Choice(BaseModel):
    label: str = Field(description="What the button shows.")
    message: str = Field(description="The message to send when it is chosen.")
    kind: Literal["slot", "customer", "yes", "no"]


class MonthPoint(BaseModel):
    month: str = Field(description="YYYY-MM (month of issue)")
    billed: str = Field(description="Amount billed that month (decimal string).")
    paid: str = Field(description="Part of that month's bills paid so far (decimal string).")
    delay_days: str | None = Field(description="Average days from issue to payment.")


class AnalysisChart(BaseModel):
    customer: str
    start: date
    end: date
    currency: str = "EUR"
    average_payment_delay_days: str | None
    months: list[MonthPoint]


def reply_language(state: Mapping[str, Any]) -> Lang:
    lang = (state.get("reply") or {}).get("language") or state.get("language")
    return "en" if lang == "en" else "fr"


def slot_words(slot: Mapping[str, Any], tz: tzinfo | None, lang: Lang) -> str:
    """The slot as the reply words it, hours included (two slots may share a half-day):
    jeudi 22 octobre au matin (8 h – 10 h) / Thursday 22 October, morning (8:00–10:00)."""
    start = datetime.fromisoformat(str(slot["start"]))
    end = datetime.fromisoformat(str(slot["end"]))
    return fmt.slot(start, end, tz or start.tzinfo or UTC, lang)


def choices(state: Mapping[str, Any], tz: tzinfo | None = None) -> list[Choice]:
    """The quick replies for the question the turn ended on ([] when it asks nothing)."""
    reply = state.get("reply") or {}
    awaiting = state.get("awaiting") or {}
    if not reply.get("asks") or not awaiting:
        return []
    lang = reply_language(state)
    if awaiting.get("pending"):  # a write proposed, waiting for a yes
        return [Choice(label=label, message=message, kind="yes" if i == 0 else "no")
                for i, (label, message) in enumerate(YES_NO[lang])]
    offered = awaiting.get("offered") or []
    if offered:
        by_id = {s["id"]: s for s in state.get("free_slots") or [] if "id" in s}
        out = []
        for rank, slot_id in enumerate(offered, start=1):
            slot = by_id.get(slot_id)
            if slot is None or "end" not in slot:
                continue
            words = slot_words(slot, tz, lang)
            # The button sends the slot's position in the list just offered: a pick by
            # position, which the desk reads in Python as consent (eval-format.md).
            out.append(Choice(label=words, message=str(rank), kind="slot"))
        return out
    candidates = awaiting.get("candidates") or []
    return [
        Choice(label=f"{c['name']} ({c['company']})" if c.get("company") else str(c["name"]),
               message=str(c["email"]), kind="customer")
        for c in candidates if c.get("name") and c.get("email")
    ]


def chart(state: Mapping[str, Any], store: Store | None) -> AnalysisChart | None:
    """The figures behind an analysis report, when the turn ended on one."""
    reply = state.get("reply") or {}
    analysis = state.get("analysis") or {}
    if "ok" in analysis:  # an executor's Outcome: the figures are its result
        analysis = analysis.get("result") or {}
    if reply.get("id") != "analysis_report" or not analysis or store is None:
        return None
    start, end = date.fromisoformat(analysis["start"]), date.fromisoformat(analysis["end"])
    months = analytics.monthly(store, customer_id=analysis["customer"]["id"], start=start,
                               end=end)
    delay = analysis.get("average_payment_delay_days")
    return AnalysisChart(
        customer=analysis["customer"]["name"], start=start, end=end,
        average_payment_delay_days=None if delay is None else str(delay),
        months=[MonthPoint(month=m.month, billed=str(m.billed), paid=str(m.paid),
                           delay_days=None if m.average_payment_delay_days is None
                           else str(m.average_payment_delay_days))
                for m in months],
    )
