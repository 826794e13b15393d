"""Declare the billing loop's state: typed pieces, one owner per field (named beside it)."""

from __future__ import annotations

from typing import Any, Literal, NotRequired

from typing_extensions import TypedDict

from nodes.analysis.state import SettledAnalysis
from nodes.kit.state import Customer, Lang, TurnState
from services.amounts import AmountFilter
from services.llm.billing_words import Wants

Ask = Literal["bills", "biggest", "count", "delay", "orders", "customers", "punctuality",
              "compare", "compare_customers"]
Rank = Literal["latest", "earliest"]
BillStatus = Literal["any", "unpaid", "overdue", "not_due", "paid_late", "paid"]


class BillingRequestData(TypedDict):
    """What the model read in the question (BillingRequest as JSON)."""

    customer_name: str | None
    asks: Ask | None
    status: BillStatus | None
    all_customers: bool
    period_words: str | None
    follow_up: bool
    language: Lang
    this_bill: NotRequired[bool]
    due_window: NotRequired[bool]
    same_customer: NotRequired[bool]
    answer_language: NotRequired[Lang | None]
    rank: NotRequired[Rank | None]
    rank_count: NotRequired[int | None]


class Reading(TypedDict):
    """The question merged with the conversation: what it asks, of whom, over when. A
    follow-up keeps from the last answer what it does not say again."""

    asks: Ask
    status: BillStatus
    customer_name: str | None
    customer: Customer | None       # known already (picked, or the one in focus)
    all_customers: bool
    period_words: str | None
    carried: list[str]
    bill: NotRequired[str | None]   # the one bill the last answer showed, asked about again
    rank: NotRequired[Rank | None]  # the latest or first bills only ("la dernière facture")
    rank_count: NotRequired[int | None]  # how many of them (None: all, from that end)
    amount: NotRequired[AmountFilter | None]  # bills kept by their total ("plus de 10 000 €")
    wants: NotRequired[Wants | None]  # of the last bills: detail, by amount, average, customers


class SettledBilling(TypedDict):
    """What the thread's last billing answer was about: a follow-up starts from it."""

    turn: int
    customer: Customer | None       # None: across customers
    asks: Ask
    status: BillStatus
    period_words: str | None
    period: NotRequired[PeriodRead | None]  # the dates it covered: "l'année d'avant" is before
    bill: NotRequired[str | None]   # the answer was one bill, read by its number
    shown: NotRequired[str | None]  # the answer was a list that showed one bill (its number)
    as_of: NotRequired[str | None]  # the day its unpaid status was read on ("au 1er octobre")
    amount: NotRequired[AmountFilter | None]  # the bills it kept by their total
    # the customers it compared side by side ("compare John Doe et Marie Dupont sur 2025")
    compared: NotRequired[list[Customer] | None]


class PeriodRead(TypedDict):
    """The period the question says, as Python read it (`services.periods`): its words, its
    dates (both included), or why it has none: unclear (said, not read), invalid (ends
    before it starts)."""

    words: str
    start: str | None
    end: str | None
    kind: str


class OverdueRead(TypedDict):
    """How overdue the bills asked are ("en retard de plus de 10 jours"), as Python read it:
    more than `count` `unit`s (at least, `least`) on `day`, so due before `due_before`."""

    count: int
    unit: str
    least: bool
    day: str
    due_before: str


class Question(TypedDict):
    question: str
    language: Lang
    period: NotRequired[PeriodRead | None]  # None: no period said
    as_of: NotRequired[str | None]  # the day an unpaid status is asked on ("au 1er décembre")
    overdue: NotRequired[OverdueRead | None]  # bills overdue by more than N days only
    # the two periods a comparison says ("CA du T1 vs T2"), read by Python; None: no comparison
    compared: NotRequired[list[PeriodRead] | None]
    # the customers a comparison names, as written, in order ("John Doe", "Marie Dupont"),
    # read by Python; each is searched in turn; None: no customers compared
    customers: NotRequired[list[str] | None]


class Step(TypedDict):
    """One tool call of the loop and what came of it (the result as JSON, or the refusal)."""

    tool: str
    args: dict[str, Any]
    ok: bool
    result: Any
    error: str | None
    seeded: NotRequired[bool]
    refused: NotRequired[bool]  # not run: the tool was not offered at that step


class GateDecision(TypedDict):
    """Which tools the model may call at this step, and whether it must."""

    active: list[str]
    choice: Literal["required", "auto", "none"]
    reason: str


class ToolCall(TypedDict):
    name: str
    args: dict[str, Any]


class BillingState(TurnState, total=False):
    billing_request: BillingRequestData | None  # understand_billing
    billing_reading: Reading          # collect_question (kept: a pick resumes it)
    billing_settled: SettledBilling | None  # run_tools (kept across turns)
    analysis_settled: SettledAnalysis | None  # the analysis's (read: its customer in focus)
    billing_question: Question        # collect_question: the question and its language
    billing_steps: list[Step]         # collect_question (reset, or seeded) / run_tools (append)
    gate: GateDecision                # prepare_step
    proposed_calls: list[ToolCall]    # choose_tool: the model's tool calls


# What one turn found: cleared when the next turn begins (the steps are reset, or seeded
# with the customer picked, by collect_question).
BILLING_TURN_RESET: dict[str, object] = {"proposed_calls": [], "failure": None,
                                         "billing_request": None}
