"""Payment delays and two periods compared, on the demo data set (SQLite and PostgreSQL):
every figure checked against one computed here from the fixture's own rows; then through
the staff front door on the offline model (the tool called, its arguments, the answer)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

import pytest

from services.clock import FixedClock
from services.db import Base
from services.demo import demo_fixture
from services.fixtures import load_fixture
from services.store import Store, open_store
from tests.harness import DEMO_NOW, staff_desk
from tools import billing as tools

FIXTURE = demo_fixture(DEMO_NOW)
TODAY = DEMO_NOW.date()
NAMES = {c["id"]: c["name"] for c in FIXTURE["customers"]}


def _open(url: str) -> Store:
    store = open_store(url, clock=FixedClock(DEMO_NOW))
    Base.metadata.drop_all(store.engine)
    Base.metadata.create_all(store.engine)
    load_fixture(store, FIXTURE)
    return store


@pytest.fixture
def demo(db_url: str) -> Iterator[Store]:
    store = _open(db_url)
    yield store
    store.engine.dispose()


def _day(value: str | None) -> date | None:
    return date.fromisoformat(value) if value else None


def _total(bill: dict[str, Any]) -> Decimal:
    return sum((Decimal(line["unit_price"]) * line["quantity"] for line in bill["lines"]),
               Decimal(0))


def _bills(customer: str | None = None, start: date | None = None,
           end: date | None = None) -> list[dict[str, Any]]:
    return [b for b in FIXTURE["bills"]
            if (customer is None or b["customer"] == customer)
            and (start is None or date.fromisoformat(b["issued_on"]) >= start)
            and (end is None or date.fromisoformat(b["issued_on"]) <= end)]


def expected_punctuality(customer: str, start: date | None = None,
                         end: date | None = None) -> dict[str, Any]:
    """One customer's figures, from the fixture's rows: days late from the due date to the
    payment (an open bill past due: to today; early: 0), bills not yet due left out."""
    judged, late, on_time, overdue, owed = 0, [], 0, 0, Decimal(0)
    for b in _bills(customer, start, end):
        due, paid = date.fromisoformat(b["due_on"]), _day(b["paid_on"])
        if paid is None and due >= TODAY:
            continue
        judged += 1
        late.append(max(0, ((paid or TODAY) - due).days))
        if paid is not None and paid <= due:
            on_time += 1
        if paid is None:
            overdue += 1
            owed += _total(b)
    return {"judged": judged, "on_time": on_time, "overdue": overdue, "owed": owed,
            "average": (Decimal(sum(late)) / judged).quantize(Decimal("0.1"), ROUND_HALF_UP)
            if judged else None, "max": max(late, default=0),
            "share": (Decimal(on_time) / judged).quantize(Decimal("0.0001"), ROUND_HALF_UP)
            if judged else None}


def test_the_latest_payers_ranked(demo: Store) -> None:
    result = tools.payment_delays(demo, {"limit": 10})
    every = {cid: expected_punctuality(cid) for cid in NAMES}
    judged = {cid: e for cid, e in every.items() if e["judged"]}
    order = sorted(judged, key=lambda cid: (-(judged[cid]["average"] or 0),
                                            -judged[cid]["overdue"], NAMES[cid], cid))
    assert result.ranked == len(judged)
    assert [p.customer.id for p in result.customers] == order[:10]
    # John Doe and Paul Dupont pay late in the demo data: both at the top
    assert {p.customer.id for p in result.customers[:2]} == {"C-002", "C-004"}
    for p in result.customers:
        e = judged[p.customer.id]
        assert (p.judged, p.on_time, p.overdue, p.max_days_late) == (
            e["judged"], e["on_time"], e["overdue"], e["max"])
        assert (p.average_days_late, p.on_time_share, p.overdue_total) == (
            e["average"], e["share"], e["owed"])


def test_the_most_punctual_first(demo: Store) -> None:
    result = tools.payment_delays(demo, {"best_first": True, "limit": 3})
    shares = [p.on_time_share for p in result.customers]
    assert shares == sorted(shares, reverse=True)  # type: ignore[type-var]
    assert "C-002" not in {p.customer.id for p in result.customers}


def test_one_customer_in_a_period(demo: Store) -> None:
    start, end = date(2025, 1, 1), date(2025, 12, 31)
    result = tools.payment_delays(demo, {"customer_id": "C-002", "start": start.isoformat(),
                                         "end": end.isoformat()})
    (p,) = result.customers
    e = expected_punctuality("C-002", start, end)
    assert p.bills == len(_bills("C-002", start, end))
    assert (p.judged, p.on_time, p.overdue, p.average_days_late, p.on_time_share) == (
        e["judged"], e["on_time"], e["overdue"], e["average"], e["share"])
    assert p.judged > 0 and p.on_time_share is not None and p.on_time_share < Decimal("0.7")


def test_a_customer_without_bills_is_no_error(demo: Store) -> None:
    billed = {b["customer"] for b in FIXTURE["bills"]}
    nobody = next(cid for cid in NAMES if cid not in billed)
    (p,) = tools.payment_delays(demo, {"customer_id": nobody}).customers
    assert (p.bills, p.judged, p.on_time_share) == (0, 0, None)


def _figures(customer: str | None, start: date, end: date) -> tuple[int, Decimal]:
    bills = _bills(customer, start, end)
    return len(bills), sum((_total(b) for b in bills), Decimal(0))


@pytest.mark.parametrize("customer", [None, "C-002"])
def test_two_periods_compared(demo: Store, customer: str | None) -> None:
    q1, q2 = (date(2026, 1, 1), date(2026, 3, 31)), (date(2026, 4, 1), date(2026, 6, 30))
    result = tools.compare_periods(demo, {
        "customer_id": customer, "first_start": q1[0].isoformat(),
        "first_end": q1[1].isoformat(), "second_start": q2[0].isoformat(),
        "second_end": q2[1].isoformat()})
    (n1, t1), (n2, t2) = _figures(customer, *q1), _figures(customer, *q2)
    assert n1 and n2
    assert (result.first.count, result.first.total) == (n1, t1)
    assert (result.second.count, result.second.total) == (n2, t2)
    assert result.total_change == t2 - t1 and result.count_change == n2 - n1
    assert result.percent_change == ((t2 - t1) * 100 / t1).quantize(Decimal("0.1"),
                                                                    ROUND_HALF_UP)
    assert result.first.average_total == (t1 / n1).quantize(Decimal("0.01"), ROUND_HALF_UP)


def _steps(turn: Any) -> list[dict[str, Any]]:
    return [s for s in turn.state.get("billing_steps") or [] if s["ok"]]


@pytest.fixture
def memory() -> Iterator[Store]:
    store = _open("sqlite://")
    yield store
    store.engine.dispose()


@pytest.mark.parametrize("question", ["Quels clients paient le plus en retard ?",
                                      "who are our slowest payers?", "mauvais payeurs ?"])
def test_the_desk_ranks_the_payers(memory: Store, question: str) -> None:
    turn = staff_desk(memory).say(question)
    assert turn.text_id == "billing_answer" and not turn.asks
    (step,) = _steps(turn)
    assert step["tool"] == "payment_delays" and not step["args"].get("customer_id")
    gates = [e["active"] for e in turn.trace if e.get("kind") == "gate"]
    assert gates[0] == ["payment_delays"]
    top = max((cid for cid in NAMES if expected_punctuality(cid)["judged"]),
              key=lambda cid: expected_punctuality(cid)["average"] or 0)
    assert step["result"]["customers"][0]["customer"]["id"] == top
    assert NAMES[top] in turn.reply.split("\n")[1]  # the lead line names the latest payer


@pytest.mark.parametrize("question, lang", [("Est-ce que John Doe paie à l'heure ?", "fr"),
                                            ("is John Doe a punctual payer?", "en"),
                                            ("john doe paye en retard ?", "fr")])
def test_the_desk_answers_one_customers_punctuality(memory: Store, question: str,
                                                     lang: str) -> None:
    turn = staff_desk(memory).say(question)
    assert turn.text_id == "billing_answer"
    assert [s["tool"] for s in _steps(turn)] == ["search_customer", "payment_delays"]
    step = _steps(turn)[-1]
    assert step["args"]["customer_id"] == "C-002"
    e = expected_punctuality("C-002")
    share = (e["share"] * 100).quantize(Decimal(1), ROUND_HALF_UP)
    assert f"{e['on_time']} " in turn.reply and f"{share}" in turn.reply
    assert ("souvent en retard" if lang == "fr" else "often pays late") in turn.reply


def test_the_desk_compares_two_quarters(memory: Store) -> None:
    turn = staff_desk(memory).say("Compare le CA du T1 et du T2")
    assert turn.text_id == "billing_answer"
    (step,) = _steps(turn)
    assert step["tool"] == "compare_periods"
    assert (step["args"]["first_start"], step["args"]["first_end"],
            step["args"]["second_start"], step["args"]["second_end"]) == (
        "2026-01-01", "2026-03-31", "2026-04-01", "2026-06-30")
    (n1, _), (n2, _) = (_figures(None, date(2026, 1, 1), date(2026, 3, 31)),
                        _figures(None, date(2026, 4, 1), date(2026, 6, 30)))
    assert f"| Factures | {n1} | {n2} |" in turn.reply


def test_a_comparison_without_two_periods_is_asked_again(memory: Store) -> None:
    turn = staff_desk(memory).say("compare le CA 2026 et 2027")
    assert turn.text_id == "say_compare_two_periods"
    assert not _steps(turn)


def test_follow_ups_keep_the_new_questions(memory: Store) -> None:
    desk = staff_desk(memory)
    desk.say("Est-ce que John Doe paie à l'heure ?")
    other = desk.say("et Marie Dupont ?")  # the same question, of her
    assert _steps(other)[-1]["tool"] == "payment_delays"
    assert _steps(other)[-1]["args"]["customer_id"] == "C-003"
    desk = staff_desk(memory)
    desk.say("Compare le CA du T1 et du T2")
    hers = desk.say("et pour John Doe ?")  # the same two quarters, of him
    step = _steps(hers)[-1]
    assert step["tool"] == "compare_periods" and step["args"]["customer_id"] == "C-002"
    assert (step["args"]["first_start"], step["args"]["second_end"]) == (
        "2026-01-01", "2026-06-30")


def test_the_second_of_the_payers_ranking(memory: Store) -> None:
    desk = staff_desk(memory)
    ranked = desk.say("Quels clients paient le plus en retard ?")
    second = _steps(ranked)[-1]["result"]["customers"][1]["customer"]["id"]
    turn = desk.say("et le deuxième ?")
    assert [s["args"].get("customer_id") for s in _steps(turn)
            if s["tool"] != "search_customer"] == [second]
