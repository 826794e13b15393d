"""A year the desk cannot read (outside 2000-2099, or a run of digits said as one) is asked
again, never dropped for the default period or all time; an amount, a count or a bill or
order number is no year. A request naming a customer, said while a period is asked, is a new
request, not that period."""

from __future__ import annotations

from datetime import date

import pytest

from services.periods import Period, UnclearPeriod, resolve_period, said_period
from services.store import Store
from tests.harness import demo_data_store, staff_desk

store = pytest.fixture(scope="module", name="store")(demo_data_store)
TODAY = date(2026, 12, 2)


@pytest.mark.parametrize("message", [
    "chiffre d'affaires total 1969", "impayés au 31 décembre 2999",
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


@pytest.mark.parametrize("message", ["chiffre d'affaires total 1969",
                                     "impayés au 31 décembre 2999"])
def test_the_desk_asks_the_period_again(store: Store, message: str) -> None:
    turn = staff_desk(store).say(message)
    assert turn.text_id == "ask_period", turn.reply


def test_a_customer_named_while_a_period_is_asked_is_a_new_request(store: Store) -> None:
    desk = staff_desk(store)
    assert desk.say("liste des impayés depuis 1969").text_id == "ask_period"
    turn = desk.say("factures de John Doe en 2025")
    assert "Factures de John Doe" in turn.reply and "tous clients" not in turn.reply, turn.reply
    desk = staff_desk(store)
    desk.say("factures de John Doe depuis 1969")
    assert "Factures de John Doe du 1er janvier 2025" in desk.say("2025").reply
