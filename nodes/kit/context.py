"""Describe one run's configuration (shown in Studio), kept apart from process settings."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal


@dataclass
class Context:
    """Per-run context: who is asking, through which channel, in which language, when."""

    model: str | None = None
    """Model name for the OpenAI-compatible path (default: the process setting)."""
    channel: Literal["customer", "staff"] = "customer"
    """The channel the message came through; the customer channel never reaches staff tools."""
    customer_email: str | None = None
    """Identity asserted by the gateway; it wins over any e-mail written in a message."""
    language: Literal["fr", "en"] | None = None
    """Force the reply language (default: the customer's)."""
    now: str | None = None
    """Run as if it were this instant (ISO 8601 with offset); default: the real clock."""

    def now_at(self) -> datetime | None:
        if not self.now:
            return None
        at = datetime.fromisoformat(self.now)
        if at.tzinfo is None:
            raise ValueError("Context.now needs a UTC offset")
        return at


def context_of(value: object) -> Context:
    """Accept a Context, a mapping (LangGraph server), or nothing."""
    if isinstance(value, Context):
        return value
    if isinstance(value, dict):
        known = {k: v for k, v in value.items() if k in Context.__dataclass_fields__}
        return Context(**known)
    return Context()
