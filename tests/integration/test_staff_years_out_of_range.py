"""A year the desk cannot read (outside 1900-2099, or a run of digits said as one) is asked
again, never dropped for the default period or all time; an amount, a count or a bill or
order number is no year. A year of 1900-1999 is a calendar year like 2020: before the first
bill, none is listed for it (the period said in the heading), never another period. A
request naming a customer, said while a period is asked, is a new request, not that period."""

from __future__ import annotations

from datetime import date

import pytest

from services.periods import Period, UnclearPeriod, resolve_period, said_period
from services.store import Store
from tests.harness import demo_data_store, staff_desk

store = pytest.fixture(scope="module", name="store")(demo_data_store)
TODAY = date(2026, 12, 2)


@pytest.mark.parametrize("message", [
    "chiffre d'affaires total 1850", "impayés au 31 décembre 2999",
    "impayés au 1er décembre 3000", "quel client nous doit le plus depuis le 1er janvier 9999 ?",
    "chiffre d'affaires total 99999999999999999999", "factures de John Doe en 1850",
    "unpaid bills in 2150",
])
def test_a_year_out_of_range_is_unclear(message: str) -> None:
    words = said_period(message)
    assert words is not None
    assert isinstance(resolve_period(words, TODAY), UnclearPeriod)


@pytest.mark.parametrize(("message", "kind"), [
    ("factures de plus de 1500 € en 2025", "year"), ("factures de 1500 € ou plus", None),
    ("top 1000 clients", None), ("impayés de SO-24903", None), ("factures F-2026-0027", None),
    ("factures de John Doe en 2025", "year"), ("factures de plus de 1500 euros en 2025", "year"),
])
def test_no_year_is_read_in_amounts_counts_or_numbers(message: str, kind: str | None) -> None:
    words = said_period(message)
    found = resolve_period(words, TODAY) if words else None
    assert (found.kind if isinstance(found, Period) else found) == kind, found


@pytest.mark.parametrize("message", ["chiffre d'affaires total 1850",
                                     "impayés au 31 décembre 2999"])
def test_the_desk_asks_the_period_again(store: Store, message: str) -> None:
    turn = staff_desk(store).say(message)
    assert turn.text_id == "ask_period", turn.reply


def test_a_customer_named_while_a_period_is_asked_is_a_new_request(store: Store) -> None:
    desk = staff_desk(store)
    assert desk.say("liste des impayés depuis 1850").text_id == "ask_period"
    turn = desk.say("factures de John Doe en 2025")
    assert "Factures de John Doe" in turn.reply and "tous clients" not in turn.reply, turn.reply
    desk = staff_desk(store)
    desk.say("factures de John Doe depuis 1850")
    assert "Factures de John Doe du 1er janvier 2025" in desk.say("2025").reply


@pytest.mark.parametrize(("message", "start", "end"), [
    ("Factures de John Doe pour l'année 1999", date(1999, 1, 1), date(1999, 12, 31)),
    ("chiffre d'affaires total 1969", date(1969, 1, 1), date(1969, 12, 31)),
    ("John Doe's bills in March 1998", date(1998, 3, 1), date(1998, 3, 31)),
    ("analyse Marie Dupont sur le T3 1999", date(1999, 7, 1), date(1999, 9, 30)),
])
def test_a_year_of_the_last_century_is_read(message: str, start: date, end: date) -> None:
    words = said_period(message)
    assert words is not None
    found = resolve_period(words, TODAY)
    assert isinstance(found, Period) and (found.start, found.end) == (start, end), found


@pytest.mark.parametrize("message", ["top 1950 clients", "les 1999 factures de John Doe"])
def test_no_year_of_the_last_century_in_a_count_or_an_amount(message: str) -> None:
    words = said_period(message)
    found = resolve_period(words, TODAY) if words else None
    assert not isinstance(found, Period) or found.start.year >= 2000, found


def test_a_year_before_the_first_bill_lists_none(store: Store) -> None:
    turn = staff_desk(store).say("Factures de John Doe pour l'année 1999")
    assert turn.text_id != "ask_period", turn.reply
    assert "1999" in turn.reply and "F-20" not in turn.reply, turn.reply
