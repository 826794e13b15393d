"""Declare the analysis workflow's state (one owner per field, named beside it)."""

from __future__ import annotations

from typing import Any

from nodes.kit.state import TurnState


class AnalysisState(TurnState, total=False):
    analysis_request: dict[str, Any] | None  # understand_analysis (AnalysisRequest as JSON)
    analysis_details: dict[str, Any]         # collect_analysis: name, period, chosen customer
    candidates: list[dict[str, Any]]         # find_customer
    bill_count: int                          # fetch_bills
    analysis: dict[str, Any] | None          # compute_analysis (Analysis as JSON)
    summary: dict[str, Any] | None           # write_summary (AnalysisSummary as JSON)
    summary_checked: dict[str, Any]          # check_summary: the texts the report will use
