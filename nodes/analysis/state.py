"""Declare the analysis workflow's state: typed pieces, one owner per field (named beside it)."""

from __future__ import annotations

from typing import Any, Literal, NotRequired

from typing_extensions import TypedDict

from nodes.kit.state import Customer, Lang, Outcome, TurnState


class AnalysisRequestData(TypedDict):
    """What the model read in the staff message (AnalysisRequest as JSON)."""

    customer_name: str | None
    period_words: str | None
    language: Lang
    follow_up: NotRequired[bool]
    all_customers: NotRequired[bool]
    other_customers: NotRequired[list[str]]
    answer_language: NotRequired[Lang | None]
    asks: NotRequired[Literal["report", "margin"] | None]


class AnalysisDetails(TypedDict):
    """The request merged with the conversation: who (a name, or a customer picked) and when."""

    customer_name: str | None
    customer_id: str | None
    period_words: str | None
    start: str | None
    end: str | None
    period: str
    language: Lang
    all_customers: NotRequired[bool]
    others: NotRequired[list[str]]      # customers named too, not analysed (one at a time)
    asks: NotRequired[Literal["report", "margin"]]  # the whole report, or the margin only


class SettledAnalysis(TypedDict):
    """What the thread's last analysis request settled: the one customer found and the period
    read. A follow-up keeps what it does not say again from here."""

    customer_id: str
    customer_name: str
    period_words: str | None
    start: str
    end: str
    period: str
    turn: NotRequired[int]
    asks: NotRequired[Literal["report", "margin"]]  # what was asked of them: a follow-up keeps it


class Search(TypedDict):
    """The customers a search found (CustomerList as JSON)."""

    customers: list[Customer]
    suggestions: NotRequired[list[Customer]]


class Summary(TypedDict):
    """The model's two sentences (AnalysisSummary as JSON)."""

    introduction: str
    conclusion: str


class CheckedSummary(TypedDict):
    """The sentences the report keeps (None: replaced by a fixed text), and why."""

    introduction: str | None
    conclusion: str | None
    problems: dict[Literal["introduction", "conclusion"], list[str]]


class AnalysisState(TurnState, total=False):
    analysis_request: AnalysisRequestData | None  # understand_analysis
    analysis_details: AnalysisDetails             # collect_analysis
    search: Outcome[Search] | None                # find_customer
    bills: Outcome[int] | None                    # fetch_bills: bills in the period
    analysis_settled: SettledAnalysis | None      # fetch_bills (kept across turns)
    analysis: Outcome[dict[str, Any]] | None      # compute_analysis (Analysis as JSON)
    summary: Summary | None                       # write_summary
    summary_checked: CheckedSummary               # check_summary


# What one turn found: cleared when the next turn begins.
ANALYSIS_TURN_RESET: dict[str, object] = {
    "analysis_request": None, "search": None, "bills": None, "analysis": None, "summary": None,
    "failure": None,
}
