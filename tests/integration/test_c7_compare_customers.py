"""Customers compared side by side (`compare_customers`), on a hand-made data set (SQLite and
PostgreSQL): every figure checked against one worked out by hand below; then through the
staff front door on the offline model (the searches, the tool's arguments, the answer, a
pick, the follow-ups).

Today is 2 December 2026. Every product line is one bill's whole total.
  Jane Smith   B0 2025-06-01 700.00, due 2025-07-01, paid 10 days late
               B1 2026-01-05 1 000.00, B2 2026-04-01 500.00 (paid on its due date),
               B3 2026-07-01 2 x 250.00: all three paid on time
  Léon Martin  L0 2025-03-01 900.00, paid on its due date
               L1 2026-02-01 2 000.00, paid 30 days late; L2 2026-05-01 300.00, 20 days late
               L3 2026-09-01 1 200.00, due 2026-10-01, unpaid: 62 days late today
  Anne Leroy   A1 2026-08-01 800.00, due 2026-08-31, unpaid: 93 days late today
               A2 2026-11-20 400.00, due 2026-12-20, unpaid, not yet due
  Paul Leroy   P1 2026-03-15 600.00, paid before its due date
2026: Jane 3 bills, 2 000.00 (average 666.67), all paid, 3/3 on time, 0.0 days late;
      Léon 3 bills, 3 500.00 (1 166.67), paid 2 300.00 (2), unpaid and overdue 1 200.00
      (1), 0/3 on time, (30 + 20 + 62) / 3 = 37.3 days late;
      Anne 2 bills, 1 200.00 (600.00), unpaid 1 200.00 (2), overdue 800.00 (1), 0/1 on
      time, 93.0 days late.
Every bill: Jane 4 bills, 2 700.00 (675.00), 3/4 on time, 10 / 4 = 2.5 days late;
      Léon 4 bills, 4 400.00 (1 100.00), paid 3 200.00 (3), 1/4 on time, 112 / 4 = 28.0.
2025: Jane 700.00 (1 bill, paid late); Léon 900.00 (1 bill, on time).
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest

from services.clock import FixedClock
from services.db import Base
from services.fixtures import load_fixture
from services.store import Store, open_store
from tests.harness import DEMO_NOW, staff_desk
from tools import billing as tools
from tools.base import ToolError


def _bill(number: str, customer: str, issued: str, due: str, paid: str | None,
          amount: str, quantity: int = 1) -> dict[str, Any]:
    return {"number": number, "customer": customer, "issued_on": issued, "due_on": due,
            "paid_on": paid, "lines": [{"sku": "P", "quantity": quantity,
                                        "unit_price": amount}]}


BOOKS: dict[str, Any] = {
    "customers": [
        {"id": "C-1", "name": "Jane Smith", "email": "jane.smith@example.com", "company": None},
        {"id": "C-2", "name": "Léon Martin", "email": "leon.martin@example.com",
         "company": None},
        {"id": "C-3", "name": "Anne Leroy", "email": "anne.leroy@example.com", "company": None},
        {"id": "C-4", "name": "Paul Leroy", "email": "paul.leroy@example.com", "company": None},
    ],
    "products": [{"sku": "P", "name": "Table Lyon", "price": "100.00", "cost": "60.00"}],
    "bills": [
        _bill("B0", "C-1", "2025-06-01", "2025-07-01", "2025-07-11", "700.00"),
        _bill("B1", "C-1", "2026-01-05", "2026-02-04", "2026-02-01", "1000.00"),
        _bill("B2", "C-1", "2026-04-01", "2026-05-01", "2026-05-01", "500.00"),
        _bill("B3", "C-1", "2026-07-01", "2026-07-31", "2026-07-30", "250.00", 2),
        _bill("L0", "C-2", "2025-03-01", "2025-03-31", "2025-03-31", "900.00"),
        _bill("L1", "C-2", "2026-02-01", "2026-03-03", "2026-04-02", "2000.00"),
        _bill("L2", "C-2", "2026-05-01", "2026-05-31", "2026-06-20", "300.00"),
        _bill("L3", "C-2", "2026-09-01", "2026-10-01", None, "1200.00"),
        _bill("A1", "C-3", "2026-08-01", "2026-08-31", None, "800.00"),
        _bill("A2", "C-3", "2026-11-20", "2026-12-20", None, "400.00"),
        _bill("P1", "C-4", "2026-03-15", "2026-04-14", "2026-04-10", "600.00"),
    ],
}


def _open(url: str) -> Store:
    store = open_store(url, clock=FixedClock(DEMO_NOW))
    Base.metadata.drop_all(store.engine)
    Base.metadata.create_all(store.engine)
    load_fixture(store, BOOKS)
    return store


@pytest.fixture
def books(db_url: str) -> Iterator[Store]:
    store = _open(db_url)
    yield store
    store.engine.dispose()


@pytest.fixture
def memory() -> Iterator[Store]:
    store = _open("sqlite://")
    yield store
    store.engine.dispose()


def D(value: str) -> Decimal:
    return Decimal(value)


def _row(column: Any) -> tuple[Any, ...]:
    return (column.customer.id, column.count, column.total, column.average_total,
            column.paid_count, column.paid_total, column.unpaid_count, column.unpaid_total,
            column.overdue_count, column.overdue_total, column.judged, column.on_time,
            column.on_time_share, column.average_days_late)


def test_three_customers_over_2026(books: Store) -> None:
    result = tools.compare_customers(books, {"customer_ids": ["C-2", "C-1", "C-3"],
                                             "start": "2026-01-01", "end": "2026-12-31"})
    assert [_row(c) for c in result.customers] == [  # in the order asked
        ("C-2", 3, D("3500.00"), D("1166.67"), 2, D("2300.00"), 1, D("1200.00"), 1,
         D("1200.00"), 3, 0, D("0.0000"), D("37.3")),
        ("C-1", 3, D("2000.00"), D("666.67"), 3, D("2000.00"), 0, D("0"), 0, D("0"), 3, 3,
         D("1.0000"), D("0.0")),
        ("C-3", 2, D("1200.00"), D("600.00"), 0, D("0"), 2, D("1200.00"), 1, D("800.00"),
         1, 0, D("0.0000"), D("93.0")),
    ]
    assert str(result.today) == "2026-12-02"


def test_every_bill_when_no_period(books: Store) -> None:
    result = tools.compare_customers(books, {"customer_ids": ["C-1", "C-2"]})
    assert [_row(c) for c in result.customers] == [
        ("C-1", 4, D("2700.00"), D("675.00"), 4, D("2700.00"), 0, D("0"), 0, D("0"), 4, 3,
         D("0.7500"), D("2.5")),
        ("C-2", 4, D("4400.00"), D("1100.00"), 3, D("3200.00"), 1, D("1200.00"), 1,
         D("1200.00"), 4, 1, D("0.2500"), D("28.0")),
    ]
    assert result.start is None and result.end is None


def test_a_customer_without_bills_in_the_period(books: Store) -> None:
    (jane, paul) = tools.compare_customers(books, {
        "customer_ids": ["C-1", "C-4"], "start": "2025-01-01", "end": "2025-12-31"}).customers
    assert (jane.count, jane.total, jane.on_time, jane.judged, jane.average_days_late) == (
        1, D("700.00"), 0, 1, D("10.0"))
    assert (paul.count, paul.total, paul.average_total, paul.on_time_share) == (
        0, D("0"), None, None)


@pytest.mark.parametrize("args, code", [
    ({"customer_ids": ["C-1"]}, "invalid_arguments"),
    ({"customer_ids": ["C-1", "C-2", "C-3", "C-4", "C-1"]}, "invalid_arguments"),
    ({"customer_ids": ["C-1", "C-404"]}, "not_found"),
    ({"customer_ids": ["C-1", "C-2"], "start": "2026-12-31", "end": "2026-01-01"},
     "invalid_period"),
])
def test_refusals_say_what_is_wrong(books: Store, args: dict[str, Any], code: str) -> None:
    with pytest.raises(ToolError) as refused:
        tools.compare_customers(books, args)
    assert refused.value.code == code


def _steps(turn: Any) -> list[dict[str, Any]]:
    return [s for s in turn.state.get("billing_steps") or [] if s["ok"]]


def test_the_desk_compares_two_customers_in_french(memory: Store) -> None:
    turn = staff_desk(memory).say("compare Jane Smith et Léon Martin en 2026")
    assert turn.text_id == "billing_answer" and not turn.asks
    steps = _steps(turn)
    assert [s["tool"] for s in steps] == ["search_customer", "search_customer",
                                          "compare_customers"]
    assert [s["args"]["query"] for s in steps[:2]] == ["Jane Smith", "Léon Martin"]
    assert steps[-1]["args"] == {"customer_ids": ["C-1", "C-2"], "status": "any",
                                 "start": "2026-01-01", "end": "2026-12-31"}
    assert "| | Jane Smith | Léon Martin |" in turn.reply
    assert "| Montant facturé | 2\u202f000,00\u00a0€ | 3\u202f500,00\u00a0€ |" in turn.reply
    assert "| Impayé | 0,00\u00a0€ (0) | 1\u202f200,00\u00a0€ (1) |" in turn.reply
    assert "| Payées à l'échéance | 100\u202f% (3/3) | 0\u202f% (0/3) |" in turn.reply
    assert "| Retard moyen (jours) | 0,0 | 37,3 |" in turn.reply
    assert "Le plus gros montant facturé : Léon Martin, 3\u202f500,00\u00a0€ (1\u202f500,00" \
        "\u00a0€ de plus que Jane Smith)." in turn.reply
    assert "nommait aussi" not in turn.reply  # every customer named is answered


def test_the_desk_compares_what_is_owed_in_english(memory: Store) -> None:
    turn = staff_desk(memory).say("who owes us more, Jane Smith or Léon Martin?")
    assert turn.text_id == "billing_answer"
    step = _steps(turn)[-1]
    assert step["tool"] == "compare_customers" and step["args"]["status"] == "unpaid"
    assert "start" not in step["args"]  # no period said: every bill
    assert "Jane Smith and Léon Martin compared, all their bills." in turn.reply
    assert "Most unpaid: Léon Martin, €1,200.00 (€1,200.00 more than Jane Smith)." \
        in turn.reply
    assert "| Average days late | 2.5 | 28.0 |" in turn.reply


def test_the_models_arguments_never_override_python(memory: Store) -> None:
    """Whatever ids and dates a model passes, the call carries the customers each name found
    and the period Python read (the offline model passes them too; the executor sets them
    again: here the state shows what ran)."""
    turn = staff_desk(memory).say("qui de Léon Martin ou de Jane Smith m'a rapporté le plus "
                                  "en 2025 ?")
    step = _steps(turn)[-1]
    assert step["args"]["customer_ids"] == ["C-2", "C-1"]
    assert (step["args"]["start"], step["args"]["end"]) == ("2025-01-01", "2025-12-31")
    assert "Le plus gros montant facturé : Léon Martin, 900,00\u00a0€ (200,00\u00a0€ de " \
        "plus que Jane Smith)." in turn.reply


def test_an_ambiguous_name_is_asked_then_the_comparison_goes_on(memory: Store) -> None:
    desk = staff_desk(memory)
    asked = desk.say("compare Jane Smith et Leroy en 2026")
    assert asked.text_id == "ask_which_customer" and asked.asks
    assert "« Leroy »" in asked.reply and "Anne Leroy" in asked.reply \
        and "Paul Leroy" in asked.reply
    turn = desk.say("Anne")
    assert turn.text_id == "billing_answer"
    step = _steps(turn)[-1]
    assert step["tool"] == "compare_customers" and step["args"]["customer_ids"] == ["C-1",
                                                                                  "C-3"]
    assert "| | Jane Smith | Anne Leroy |" in turn.reply
    assert "| dont échu (en retard) | 0,00\u00a0€ (0) | 800,00\u00a0€ (1) |" in turn.reply


def test_an_unknown_name_is_said_never_guessed(memory: Store) -> None:
    turn = staff_desk(memory).say("compare Jane Smith et Zorglub Tartempion en 2026")
    assert turn.text_id == "say_no_compared_customer"
    assert "Zorglub Tartempion" in turn.reply
    assert not any(s["tool"] == "compare_customers" for s in _steps(turn))


def test_follow_ups_of_a_comparison(memory: Store) -> None:
    desk = staff_desk(memory)
    desk.say("compare Jane Smith et Léon Martin en 2026")
    again = desk.say("et sur 2025 ?")  # the same customers compared over 2025
    step = _steps(again)[-1]
    assert step["tool"] == "compare_customers" and step["args"]["customer_ids"] == ["C-1",
                                                                                  "C-2"]
    assert (step["args"]["start"], step["args"]["end"]) == ("2025-01-01", "2025-12-31")
    assert "| Montant facturé | 700,00\u00a0€ | 900,00\u00a0€ |" in again.reply
    alone = desk.say("et pour Paul Leroy ?")  # one customer named: that one, same period
    step = _steps(alone)[-1]
    assert step["tool"] == "tally_bills" and step["args"]["customer_id"] == "C-4"
    assert (step["args"]["start"], step["args"]["end"]) == ("2025-01-01", "2025-12-31")


def test_one_customer_over_two_periods_stays_a_period_comparison(memory: Store) -> None:
    turn = staff_desk(memory).say("compare Léon Martin sur 2025 et 2026")
    step = _steps(turn)[-1]
    assert step["tool"] == "compare_periods" and step["args"]["customer_id"] == "C-2"
    assert "| Factures | 1 | 3 |" in turn.reply


def test_more_than_four_customers_are_asked_for_fewer(memory: Store) -> None:
    turn = staff_desk(memory).say("compare Jane Smith, Léon Martin, Anne Leroy, Paul Leroy "
                                  "et Marc Petit")
    assert turn.text_id == "say_compare_at_most" and "5" in turn.reply
    assert not _steps(turn)


def test_a_model_that_asks_otherwise_is_held_to_what_python_read(memory: Store) -> None:
    """A model that classifies the message as an analysis, reads another period, searches
    other names and compares other customers over other dates: the front door sends it to
    billing, each search is of the next name compared, and the comparison is of the
    customers those names found over the period the message says."""
    from langchain_core.messages import AIMessage
    from langchain_core.outputs import ChatGeneration, ChatResult

    from tests.fakes import ScriptedModel

    wrong = iter([
        {"name": "search_customer", "args": {"query": "Anne Leroy"}},
        {"name": "search_customer", "args": {"query": "Paul Leroy"}},
        {"name": "compare_customers", "args": {"customer_ids": ["C-3", "C-4"],
                                               "start": "2020-01-01", "end": "2020-12-31",
                                               "status": "paid"}},
    ])

    class Wayward(ScriptedModel):
        def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None,
                      **kwargs: Any) -> Any:
            names = [t["function"]["name"] for t in kwargs.get("tools") or []]
            if names in (["StaffRoute"], ["BillingRequest"]):
                return super()._generate(messages, stop, run_manager, **kwargs)
            step = next(wrong)
            message = AIMessage(content="", tool_calls=[{**step, "id": "x"}])
            return ChatResult(generations=[ChatGeneration(message=message)])

    model = Wayward(script={
        "StaffRoute": [{"workflow": "analysis"}],
        "BillingRequest": [{"customer_name": "Anne Leroy", "asks": "compare", "status": None,
                            "all_customers": False, "period_words": "2024",
                            "follow_up": False, "language": "fr"}]})
    turn = staff_desk(memory, model).say("compare Jane Smith et Léon Martin en 2026")
    assert turn.text_id == "billing_answer"
    steps = _steps(turn)
    assert [s["args"].get("query") for s in steps[:2]] == ["Jane Smith", "Léon Martin"]
    assert steps[-1]["args"] == {"customer_ids": ["C-1", "C-2"], "status": "any",
                                 "start": "2026-01-01", "end": "2026-12-31"}
    assert "| Montant facturé | 2\u202f000,00\u00a0€ | 3\u202f500,00\u00a0€ |" in turn.reply


def test_a_day_is_said_not_read_as_a_period(memory: Store) -> None:
    """"au 1er décembre" is what was owed on a day, which a comparison does not read: a fixed
    text says so, never the bills issued in December in its place."""
    turn = staff_desk(memory).say("compare les impayés de Jane Smith et Léon Martin au 1er "
                                  "décembre")
    assert turn.text_id == "say_compare_as_of"
    assert not any(s["tool"] == "compare_customers" for s in _steps(turn))
