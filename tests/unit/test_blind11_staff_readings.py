"""Hurried back-office messages (blind11 staff_hurried), read by Python: the customer named
after a period, abbreviations and filler words that are no name, thresholds, periods."""

from __future__ import annotations

from datetime import date

import pytest

from services.amounts import amount_filter
from services.llm.billing_words import compared_customers, named_customer
from services.periods import Period, resolve_period, said_period


# F2: a name typed after the period is the customer's ("CA 2025 garnier" answered for every
# customer: the period phrase, read to the end of the sentence, took the name with it).
@pytest.mark.parametrize(("message", "name"), [
    ("CA 2025 garnier", "garnier"), ("CA 2026 mercier", "mercier"),
    ("chiffre d'affaires 2025 de garnier", "garnier"),
    ("impayés depuis mars whitfield", "whitfield"),
    ("factures du T2 2026 lefevre", "lefevre"),
    ("revenue 2025 whitfield", "whitfield"),
])
def test_a_name_after_the_period_is_read(message: str, name: str) -> None:
    assert named_customer(message) == name


# F3: customers compared, their names typed in lowercase ("compare lefevre et garnier sur
# 2026" found no customer; "lefevre vs garnier revenue this year" compared two periods).
@pytest.mark.parametrize(("message", "names"), [
    ("compare lefevre et garnier sur 2026", ["lefevre", "garnier"]),
    ("lefevre vs garnier revenue this year", ["lefevre", "garnier"]),
    ("CA lefevre vs garnier 2026", ["lefevre", "garnier"]),
    ("whitfield compared to mercier this year", ["whitfield", "mercier"]),
    ("qui de lefevre ou de garnier nous doit le plus ?", ["lefevre", "garnier"]),
    ("compare 2025 et 2026", None), ("compare lefevre sur 2025 et 2026", None),
    ("lefevre et sa femme", None), ("compare avec l'année dernière", None),
])
def test_customers_compared_in_lowercase(message: str, names: list[str] | None) -> None:
    assert compared_customers(message) == names


# F4: a bare number after a word that compares a bill with an amount is that amount, never
# a year ("whitfield invoices over 2000" listed the bills of the year 2000).
@pytest.mark.parametrize(("message", "amount"), [
    ("whitfield invoices over 2000", {"more_than": "2000"}),
    ("factures de plus de 2000 garnier", {"more_than": "2000"}),
    ("lefevre bills above 1500", {"more_than": "1500"}),
    ("factures supérieures à 3000 de garnier", {"more_than": "3000"}),
    ("factures de moins de 500 de garnier", {"less_than": "500"}),
    ("unpaid ones over 2000", {"more_than": "2000"}),
    ("Analyse John Doe over 2025", None), ("plus de 10 jours de retard", None),
    ("more than 3 bills", None), ("factures à partir de 2025", None),
])
def test_a_number_compared_with_a_bill_is_an_amount(message: str, amount: object) -> None:
    assert amount_filter(message) == amount


TODAY = date(2026, 12, 4)


# F5, F11, F13: periods as hurried staff say them, read, never replaced by a default.
@pytest.mark.parametrize(("words", "start", "end"), [
    ("12 mois glissants", date(2025, 12, 5), TODAY),  # F11: the reports' own label
    ("sur les 12 mois glissants", date(2025, 12, 5), TODAY),
    ("6 mois glissants stp", date(2026, 6, 5), TODAY),
    ("rolling 12 months", date(2025, 12, 5), TODAY),
    ("trailing 12 months", date(2025, 12, 5), TODAY),
    ("last FY", date(2025, 1, 1), date(2025, 12, 31)),  # F5: the calendar year, as set up
    ("previous FY", date(2025, 1, 1), date(2025, 12, 31)),
    ("FY dernier", date(2025, 1, 1), date(2025, 12, 31)),
    ("this FY", date(2026, 1, 1), TODAY),
    ("depuis la rentrée", date(2026, 9, 1), TODAY),  # F13: since early September
    ("depuis la rentree 2025", date(2025, 9, 1), TODAY),
])
def test_periods_of_hurried_staff(words: str, start: date, end: date) -> None:
    period = resolve_period(words, TODAY)
    assert isinstance(period, Period)
    assert (period.start, period.end) == (start, end)


@pytest.mark.parametrize(("message", "said"), [
    ("analyse whitfield last FY", "last FY"), ("CA lefevre last fy", "last fy"),
    ("whitfield revenue rolling 12 months", "rolling 12 months"),
    ("CA lefevre 12 mois glissants", "12 mois glissants"),
])
def test_those_periods_are_said(message: str, said: str) -> None:
    assert said_period(message) == said
