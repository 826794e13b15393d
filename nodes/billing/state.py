"""Declare the billing loop's state (one owner per field, named beside it)."""

from __future__ import annotations

from typing import Any

from nodes.kit.state import TurnState


class BillingState(TurnState, total=False):
    billing_question: dict[str, Any]        # collect_question: question, language, seeded pick
    billing_steps: list[dict[str, Any]]     # collect_question (reset) / run_tools (append)
    gate: dict[str, Any]                    # prepare_step: active tools, choice, reason
    proposed_calls: list[dict[str, Any]]    # choose_tool: the model's tool calls
