"""The analysis and billing routers, table-style: every branch, and the facts each reason
names (the customer picked, the refusal code, how many tool calls)."""

from __future__ import annotations

from typing import Any

import pytest

from nodes.analysis import routes as analysis
from nodes.billing import routes as billing
from nodes.billing.gate import MAX_STEPS, gate

ONE = [{"id": "C-7", "name": "Émilie Lefèvre"}]
TWO = [*ONE, {"id": "C-8", "name": "Emile Lefevre"}]
LEFEVRES = [{"id": "C-1", "name": "Émilie Lefèvre", "email": "emilie@example.com",
             "company": "Lefèvre Déco"},
            {"id": "C-2", "name": "Emile Lefevre", "email": "emile@example.com", "company": None}]


def details(**changes: Any) -> dict[str, Any]:
    base = {"customer_name": "Lefèvre", "customer_id": None, "period_words": None,
            "start": None, "end": None, "period": "all", "language": "fr"}
    return {**base, **changes}


def found(customers: list[dict[str, Any]] | None, ok: bool = True) -> dict[str, Any]:
    return {"ok": ok, "code": None if ok else "not_found",
            "result": {"customers": customers} if customers is not None else None}


ROUTE_ANALYSIS: list[Any] = [
    ({"failure": "timeout", "analysis_details": details()}, "say_analysis_unavailable"),
    ({}, "ask_customer"),
    ({"analysis_details": details(customer_name=None)}, "ask_customer"),
    ({"analysis_details": details(customer_name="")}, "ask_customer"),
    ({"analysis_details": details(customer_name=None, customer_id="C-7")}, "find_customer"),
    ({"analysis_details": details(period="invalid")}, "say_bad_period"),
    ({"analysis_details": details(period="unclear")}, "say_bad_period"),
    ({"analysis_details": details(period="no_such_day")}, "say_bad_period"),
    ({"analysis_details": details()}, "find_customer"),
    ({"failure": None, "analysis_details": details(period="2025")}, "find_customer"),
]


@pytest.mark.parametrize(("state", "to"), ROUTE_ANALYSIS)
def test_route_analysis(state: dict[str, Any], to: str) -> None:
    assert analysis.route_analysis(state).to == to


def test_an_unclear_period_and_an_inverted_one_get_different_reasons() -> None:
    invalid = analysis.route_analysis({"analysis_details": details(period="invalid")})
    unclear = analysis.route_analysis({"analysis_details": details(period="unclear")})
    assert invalid.reason != unclear.reason


AFTER_FIND: list[Any] = [
    ({}, "say_no_customer"),
    ({"search": None}, "say_no_customer"),
    ({"search": found(None, ok=False)}, "say_no_customer"),
    ({"search": found([])}, "say_no_customer"),
    ({"search": found(TWO)}, "ask_which_customer"),
    ({"search": found(ONE)}, "fetch_bills"),
]


@pytest.mark.parametrize(("state", "to"), AFTER_FIND)
def test_after_find_customer(state: dict[str, Any], to: str) -> None:
    assert analysis.after_find_customer(state).to == to


def test_the_customer_found_and_the_count_are_in_the_reasons() -> None:
    assert "C-7" in analysis.after_find_customer({"search": found(ONE)}).reason
    assert "2" in analysis.after_find_customer({"search": found(TWO)}).reason
    assert analysis.candidates({"search": found(TWO)}) == TWO
    assert analysis.candidates({"search": found(None, ok=False)}) == []


def outcome(result: Any, ok: bool = True, code: str | None = None) -> dict[str, Any]:
    return {"ok": ok, "code": code, "result": result}


AFTER_FETCH: list[Any] = [
    ({}, "say_no_customer"),
    ({"bills": outcome(None, ok=False, code="not_found")}, "say_no_customer"),
    ({"bills": outcome(0)}, "say_no_bills"),
    ({"bills": outcome(12)}, "compute_analysis"),
    ({"bills": outcome(1)}, "compute_analysis"),
]


@pytest.mark.parametrize(("state", "to"), AFTER_FETCH)
def test_after_fetch_bills(state: dict[str, Any], to: str) -> None:
    assert analysis.after_fetch_bills(state).to == to


AFTER_COMPUTE: list[Any] = [
    ({}, "say_no_customer"),
    ({"analysis": outcome(None, ok=False, code="not_found")}, "say_no_customer"),
    ({"analysis": outcome({"bills": 3})}, "write_summary"),
]


@pytest.mark.parametrize(("state", "to"), AFTER_COMPUTE)
def test_after_compute(state: dict[str, Any], to: str) -> None:
    assert analysis.after_compute(state).to == to


def test_refusal_codes_and_counts_are_in_the_reasons() -> None:
    assert "not_found" in analysis.after_fetch_bills(
        {"bills": outcome(None, ok=False, code="not_found")}).reason
    assert "12" in analysis.after_fetch_bills({"bills": outcome(12)}).reason
    assert "denied" in analysis.after_compute(
        {"analysis": outcome(None, ok=False, code="denied")}).reason


@pytest.mark.parametrize(
    ("state", "answers"),
    [
        # After "which customer?", only a pick among the candidates is an answer.
        ({"message": "Émilie", "awaiting": {"question": "ask_which_customer",
                                            "candidates": LEFEVRES}}, True),
        ({"message": "the second one", "awaiting": {"question": "ask_which_customer",
                                                    "candidates": LEFEVRES}}, True),
        ({"message": "Dupont", "awaiting": {"question": "ask_which_customer",
                                            "candidates": LEFEVRES}}, False),
        ({"message": "Émilie", "awaiting": {"question": "ask_which_customer"}}, False),
        # After "which customer to analyse?", a name alone answers; a question does not.
        ({"message": "Lefèvre Déco", "awaiting": {"question": "ask_customer"}}, True),
        ({"message": "Dupont ?", "awaiting": {"question": "ask_customer"}}, False),
        ({"message": "one two three four five six", "awaiting": {"question": "ask_customer"}},
         True),
        ({"message": "analyse the bills of the Dupont company for 2025 please",
          "awaiting": {"question": "ask_customer"}}, False),
        ({"message": "Dupont"}, True),
        ({}, True),
    ],
)
def test_analysis_answers_pending(state: dict[str, Any], answers: bool) -> None:
    assert analysis.answers_pending(state) is answers


# Billing ----------------------------------------------------------------------------------

def step(tool: str, result: Any = None, ok: bool = True) -> dict[str, Any]:
    return {"tool": tool, "args": {}, "ok": ok, "result": result, "error": None}


SEARCH_ONE = step("search_customer", {"customers": ONE})
SEARCH_TWO = step("search_customer", {"customers": TWO})
SEARCH_NONE = step("search_customer", {"customers": []})
BILLS = step("list_bills", {"bills": []})


AFTER_LOOP: list[Any] = [
        ([SEARCH_ONE, BILLS], "render_bills"),
        ([SEARCH_ONE, step("unpaid_bills", {"bills": []})], "render_bills"),
        ([SEARCH_ONE, step("get_bill", {})], "render_bills"),
        ([SEARCH_ONE, step("list_bills", ok=False)], "say_no_answer"),
        ([SEARCH_NONE], "say_no_customer"),
        ([SEARCH_TWO], "ask_which_customer"),
        ([SEARCH_ONE], "say_no_answer"),
        ([step("search_customer", ok=False)], "say_no_answer"),
        ([], "say_no_answer"),
]


@pytest.mark.parametrize(("steps", "to"), AFTER_LOOP)
def test_billing_after_loop(steps: list[dict[str, Any]], to: str) -> None:
    assert billing.after_loop({"billing_steps": steps}).to == to


def test_billing_after_loop_without_steps() -> None:
    assert billing.after_loop({}).to == "say_no_answer"


@pytest.mark.parametrize(
    ("steps", "to"),
    [
        ([], "choose_tool"),
        ([SEARCH_ONE], "choose_tool"),
        ([SEARCH_ONE, BILLS], "choose_tool"),
        ([SEARCH_NONE], "say_no_customer"),
        ([SEARCH_TWO], "ask_which_customer"),
        ([SEARCH_ONE] + [step("get_bill", ok=False)] * (MAX_STEPS - 1), "say_no_answer"),
        ([SEARCH_ONE, BILLS] + [step("get_bill", {})] * (MAX_STEPS - 2), "render_bills"),
    ],
)
def test_billing_after_prepare_follows_the_gate(steps: list[dict[str, Any]], to: str) -> None:
    state = {"billing_steps": steps, "gate": gate(steps)}
    route = billing.after_prepare(state)
    assert route.to == to
    if to == "choose_tool":
        assert str(gate(steps)["active"]) in route.reason
    else:
        assert gate(steps)["reason"] in route.reason


def test_billing_after_prepare_without_a_gate_leaves_the_loop() -> None:
    assert billing.after_prepare({"billing_steps": [SEARCH_ONE, BILLS]}).to == "render_bills"
    assert billing.after_prepare({}).to == "say_no_answer"


AFTER_CHOOSE: list[Any] = [
        ({"failure": "timeout", "proposed_calls": [{"name": "list_bills", "args": {}}]},
         "say_model_unavailable"),
        ({"proposed_calls": [{"name": "list_bills", "args": {}}]}, "run_tools"),
        ({"proposed_calls": [], "billing_steps": [SEARCH_ONE, BILLS]}, "render_bills"),
        ({"proposed_calls": [], "billing_steps": [SEARCH_NONE]}, "say_no_customer"),
        ({"billing_steps": [SEARCH_TWO]}, "ask_which_customer"),
        ({}, "say_no_answer"),
]


@pytest.mark.parametrize(("state", "to"), AFTER_CHOOSE)
def test_billing_after_choose(state: dict[str, Any], to: str) -> None:
    assert billing.after_choose(state).to == to


def test_billing_reasons_count_the_calls_and_say_why_the_loop_ended() -> None:
    calls = [{"name": "list_bills", "args": {}}, {"name": "get_bill", "args": {}}]
    assert "2" in billing.after_choose({"proposed_calls": calls}).reason
    stopped = billing.after_choose({"proposed_calls": [], "billing_steps": [SEARCH_TWO]})
    assert billing.after_loop({"billing_steps": [SEARCH_TWO]}).reason in stopped.reason


@pytest.mark.parametrize(
    ("message", "answers"),
    [("Émilie", True), ("the second one", True), ("Dupont", False),
     ("les factures de Dupont", False)],
)
def test_billing_answers_pending(message: str, answers: bool) -> None:
    state = {"message": message, "awaiting": {"candidates": LEFEVRES}}
    assert billing.answers_pending(state) is answers
    assert billing.answers_pending({"message": message}) is False


def test_billing_without_a_message_answers_nothing() -> None:
    assert billing.answers_pending({"awaiting": {"candidates": LEFEVRES}}) is False


# The gate's reasons name the limit and the count --------------------------------------------

def test_the_gate_reasons_name_the_step_limit_and_the_matches() -> None:
    assert str(MAX_STEPS) in gate([SEARCH_ONE] * MAX_STEPS)["reason"]
    assert "2" in gate([SEARCH_TWO])["reason"]


def test_the_gate_reads_the_last_successful_search() -> None:
    """A failed search after a good one does not forget the customer; a later search wins."""
    assert gate([SEARCH_ONE, step("search_customer", ok=False)])["active"] == [
        "list_bills", "unpaid_bills"]
    assert gate([SEARCH_ONE, SEARCH_TWO])["choice"] == "none"
    assert gate([SEARCH_TWO, SEARCH_ONE])["choice"] == "required"


def test_the_step_limit_is_exact() -> None:
    steps = [SEARCH_ONE, BILLS] + [step("get_bill", {})] * (MAX_STEPS - 3)
    assert gate(steps)["choice"] == "auto"          # one step left
    assert gate([*steps, step("get_bill", {})])["choice"] == "none"


EVERY_ROUTE = (
    [(analysis.route_analysis, state) for state, _to in ROUTE_ANALYSIS]
    + [(analysis.after_find_customer, state) for state, _to in AFTER_FIND]
    + [(analysis.after_fetch_bills, state) for state, _to in AFTER_FETCH]
    + [(analysis.after_compute, state) for state, _to in AFTER_COMPUTE]
    + [(billing.after_choose, state) for state, _to in AFTER_CHOOSE]
    + [(billing.after_loop, {"billing_steps": steps}) for steps, _to in AFTER_LOOP]
)


@pytest.mark.parametrize(("router", "state"), EVERY_ROUTE)
def test_every_back_office_route_gives_a_reason(router: Any, state: dict[str, Any]) -> None:
    """Every case of every table above: the trace shows why a path was taken."""
    reason = router(state).reason
    assert isinstance(reason, str) and reason.strip()


def _question(kind: str | None) -> dict[str, Any]:
    period = None if kind is None else {"words": "w", "start": None, "end": None, "kind": kind}
    return {"billing_question": {"question": "q", "language": "fr", "period": period}}


@pytest.mark.parametrize(("kind", "to"), [
    (None, "prepare_step"), ("year", "prepare_step"), ("unclear", "ask_period"),
    ("invalid", "say_bad_period"), ("no_such_day", "say_bad_period"),
])
def test_billing_after_collect(kind: str | None, to: str) -> None:
    assert billing.after_collect(_question(kind)).to == to


def test_billing_a_day_that_does_not_exist_has_its_own_reason() -> None:
    assert billing.after_collect(_question("no_such_day")).reason \
        != billing.after_collect(_question("invalid")).reason
