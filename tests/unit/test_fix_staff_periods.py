"""Blind corpus 12 (staff_periods), its findings read in general: a period said is read as
said, or asked about, never replaced by another one (a year, a month, the last 12 months)
while some of its words are left unread; a date written with dots; months joined by a dash;
quarters and halves that do not exist; the same period a year earlier; a comparison said as a
follow-up keeps its customer (`evals/blind12/staff_periods.yaml` runs them end to end)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from services.llm import offline
from services.llm.lexicon import customer_name
from services.periods import Period, UnclearPeriod, resolve_period, said_period

TODAY = date(2026, 12, 4)


def _read(message: str, today: date = TODAY) -> Period | UnclearPeriod | None:
    words = said_period(message)
    return None if words is None else resolve_period(words, today)


@pytest.mark.parametrize(("message", "start", "end"), [
    # days in digits with no year: the latest such days begun
    ("Analyse Claire Fontanet du 1/02 au 15/03", date(2026, 2, 1), date(2026, 3, 15)),
    ("Factures de Claire Fontanet du 1/02 au 15/03 ?", date(2026, 2, 1), date(2026, 3, 15)),
    ("Analyse Oliver Bennett from 1/02 to 15/03", date(2026, 2, 1), date(2026, 3, 15)),
    ("Analyse Claire entre le 1/02 et le 15/03", date(2026, 2, 1), date(2026, 3, 15)),
    # dates written with dots: the whole date, never cut at the first dot
    ("Analyse Claire Fontanet depuis le 01.09.2025", date(2025, 9, 1), TODAY),
    ("Analyse Oliver Bennett since 01.09.2025", date(2025, 9, 1), TODAY),
    ("Analyse Oliver Bennett since 1.9.2025", date(2025, 9, 1), TODAY),
    ("Analyse Claire du 01.02.2026 au 15.03.2026", date(2026, 2, 1), date(2026, 3, 15)),
    # months joined by a dash, with and without a year
    ("Analyse Claire Fontanet mars-juin 2026", date(2026, 3, 1), date(2026, 6, 30)),
    ("analyse claire fontanet mars-juin", date(2026, 3, 1), date(2026, 6, 30)),
    ("Analyse Oliver Bennett March-June 2026", date(2026, 3, 1), date(2026, 6, 30)),
    ("Analyse Oliver Bennett March–June 2025", date(2025, 3, 1), date(2025, 6, 30)),
    ("Analyse Oliver Bennett May – July 2026", date(2026, 5, 1), date(2026, 7, 31)),
    ("Oliver's invoices May-June 2026", date(2026, 5, 1), date(2026, 6, 30)),
    ("Analyse Claire Mar-Jun 2026", date(2026, 3, 1), date(2026, 6, 30)),
    ("Analyse Claire mars - juin 2026", date(2026, 3, 1), date(2026, 6, 30)),
    ("Analyse Oliver March - June 2026", date(2026, 3, 1), date(2026, 6, 30)),
    # "May" before a year is the month, never the verb
    ("Analyse Oliver Bennett in May 2026", date(2026, 5, 1), date(2026, 5, 31)),
    ("Analyse our relationship with Oliver Bennett in May 2026", date(2026, 5, 1),
     date(2026, 5, 31)),
    ("and in May?", date(2026, 5, 1), date(2026, 5, 31)),
    # a fortnight: two weeks; a "quinzaine": fifteen days, or half a month
    ("Analyse Oliver Bennett over the past fortnight", date(2026, 11, 21), TODAY),
    ("Analyse Oliver Bennett last fortnight", date(2026, 11, 21), TODAY),
    ("Analyse Claire sur la dernière quinzaine", date(2026, 11, 20), TODAY),
    ("Analyse Claire la quinzaine écoulée", date(2026, 11, 20), TODAY),
    ("Analyse Claire sur la première quinzaine de mars", date(2026, 3, 1), date(2026, 3, 15)),
    ("Analyse Claire la seconde quinzaine de novembre", date(2026, 11, 16), date(2026, 11, 30)),
    ("Analyse Oliver the first fortnight of March 2025", date(2025, 3, 1), date(2025, 3, 15)),
    # a month or a part of a year said of last year or this year: that year's
    ("Analyse Claire en mars l'année dernière", date(2025, 3, 1), date(2025, 3, 31)),
    ("Analyse Claire en mars de l'an passé", date(2025, 3, 1), date(2025, 3, 31)),
    ("Analyse Oliver March last year", date(2025, 3, 1), date(2025, 3, 31)),
    ("Analyse Oliver Q2 last year", date(2025, 4, 1), date(2025, 6, 30)),
    ("Analyse Claire T3 de l'an dernier", date(2025, 7, 1), date(2025, 9, 30)),
    ("Analyse Claire le dernier trimestre de l'an dernier", date(2025, 10, 1),
     date(2025, 12, 31)),
    ("Analyse Claire T4 cette année", date(2026, 10, 1), date(2026, 12, 31)),
    # the same period a year earlier, said with no period before it: the year to date then
    ("Analyse Claire Fontanet sur l'an dernier à la même période", date(2025, 1, 1),
     date(2025, 12, 4)),
    ("Analyse Claire à la même période l'an dernier", date(2025, 1, 1), date(2025, 12, 4)),
    ("Analyse Claire sur la même période de l'an passé", date(2025, 1, 1), date(2025, 12, 4)),
    ("Analyse Oliver same period last year", date(2025, 1, 1), date(2025, 12, 4)),
    ("Analyse Oliver this time last year", date(2025, 1, 1), date(2025, 12, 4)),
    ("Analyse Oliver last year to date", date(2025, 1, 1), date(2025, 12, 4)),
    ("Analyse Claire N-1 à date", date(2025, 1, 1), date(2025, 12, 4)),
    # the same quarter, half or month last year: the one in progress, a year earlier
    ("Analyse Oliver the same quarter last year", date(2025, 10, 1), date(2025, 12, 31)),
    ("Analyse Claire le même mois l'an dernier", date(2025, 12, 1), date(2025, 12, 31)),
    ("Analyse Claire le même semestre l'année dernière", date(2025, 7, 1),
     date(2025, 12, 31)),
    # a breakdown asked is no period left unread, nor the unit a month is said with
    ("Analyse Claire 2026 mois par mois", date(2026, 1, 1), date(2026, 12, 31)),
    ("Analyse Oliver last year, month on month", date(2025, 1, 1), date(2025, 12, 31)),
    ("Analyse Claire sur 2025, trimestre par trimestre", date(2025, 1, 1), date(2025, 12, 31)),
    ("Analyse Claire au mois de mars 2026", date(2026, 3, 1), date(2026, 3, 31)),
    ("Analyse Claire sur le mois de mars", date(2026, 3, 1), date(2026, 3, 31)),
    ("Analyse Oliver for the month of May 2026", date(2026, 5, 1), date(2026, 5, 31)),
    ("Analyse Claire mois de mars de l'année dernière", date(2025, 3, 1), date(2025, 3, 31)),
])
def test_a_period_is_read_as_said(message: str, start: date, end: date) -> None:
    period = _read(message)
    assert isinstance(period, Period), period
    assert (period.start, period.end) == (start, end)


@pytest.mark.parametrize("message", [
    # quarters and halves no year has
    "Analyse Claire Fontanet sur le Q5 2026", "Analyse Oliver Bennett for Q5",
    "Analyse Claire Fontanet T0 2026", "et le T5 ?", "and Q5?", "same for Q5",
    "Analyse Claire H3 2025", "Analyse Claire 5e trimestre 2026", "Analyse Oliver fifth quarter",
    "Analyse Oliver the third half of 2025", "Analyse Claire trimestre 5 2026",
    # words of the period left unread: never the year, the month or "last year" alone
    "Analyse Claire mars/juin 2026", "Analyse Claire sur mars et juin 2026",
    "Analyse Claire trimestre 2026", "Analyse Oliver the week of 2025",
])
def test_a_period_partly_read_is_asked(message: str) -> None:
    assert isinstance(_read(message), UnclearPeriod)


@pytest.mark.parametrize(("message", "name"), [
    ("Analyse Claire Fontanet T0 2026", "Claire Fontanet"),
    ("analyse claire fontanet mars-juin", "claire fontanet"),
    ("Analyse Claire Fontanet Mars-Juin 2026", "Claire Fontanet"),
    ("et le T5 ?", None), ("and Q5?", None), ("same for Q5", None),
])
def test_a_period_code_or_months_joined_are_no_name(message: str, name: str | None) -> None:
    assert customer_name(message) == name


def test_may_the_verb_is_no_period() -> None:
    assert said_period("May I see Oliver Bennett's bills for 2025?") == "for 2025"


def _billing(message: str) -> dict[str, Any]:
    return offline._billing_request({"staff_message": message}, [])


@pytest.mark.parametrize("message", ["et T3 vs T4 ?", "and Q3 vs Q4?", "pareil pour T3 vs T4",
                                     "et compare T3 et T4 ?"])
def test_a_comparison_said_as_a_follow_up_keeps_its_customer(message: str) -> None:
    read = _billing(message)
    assert read["follow_up"] and not read["all_customers"], read


@pytest.mark.parametrize("message", ["Compare le CA du T1 et du T2",
                                     "Compare revenue Q1 vs Q2 2026"])
def test_a_comparison_that_stands_alone_is_every_customer(message: str) -> None:
    read = _billing(message)
    assert read["all_customers"] and not read["follow_up"], read
