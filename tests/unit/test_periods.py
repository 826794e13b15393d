"""Periods said in words resolve to dates by rules."""

from __future__ import annotations

from datetime import date

import pytest

from services.periods import Period, UnclearPeriod, period_before, resolve_period

TODAY = date(2026, 11, 29)


@pytest.mark.parametrize(
    ("words", "start", "end", "kind"),
    [
        ("l'année passée", date(2025, 1, 1), date(2025, 12, 31), "previous_year"),
        ("l'année dernière", date(2025, 1, 1), date(2025, 12, 31), "previous_year"),
        ("last year", date(2025, 1, 1), date(2025, 12, 31), "previous_year"),
        ("les 12 derniers mois", date(2025, 11, 30), TODAY, "rolling_months"),
        ("the past 12 months", date(2025, 11, 30), TODAY, "rolling_months"),
        ("en 2025", date(2025, 1, 1), date(2025, 12, 31), "year"),
        ("in 2024", date(2024, 1, 1), date(2024, 12, 31), "year"),
        ("this year", date(2026, 1, 1), TODAY, "this_year"),
        ("cette année", date(2026, 1, 1), TODAY, "this_year"),
        ("ce trimestre", date(2026, 10, 1), TODAY, "quarter"),
        ("Q3 2025", date(2025, 7, 1), date(2025, 9, 30), "quarter"),
        ("T4 2025", date(2025, 10, 1), date(2025, 12, 31), "quarter"),
        ("le 1er trimestre 2026", date(2026, 1, 1), date(2026, 3, 31), "quarter"),
        ("last quarter", date(2026, 7, 1), date(2026, 9, 30), "quarter"),
        ("le mois dernier", date(2026, 10, 1), date(2026, 10, 31), "month"),
        ("in March", date(2026, 3, 1), date(2026, 3, 31), "month"),
        ("en décembre", date(2025, 12, 1), date(2025, 12, 31), "month"),
        ("en mars 2025", date(2025, 3, 1), date(2025, 3, 31), "month"),
        ("du 2025-01-01 au 2025-06-30", date(2025, 1, 1), date(2025, 6, 30), "range"),
        ("between 01/02/2025 and 31/03/2025", date(2025, 2, 1), date(2025, 3, 31), "range"),
        ("from 1 January 2025 to 30 June 2025", date(2025, 1, 1), date(2025, 6, 30), "range"),
        (None, date(2025, 11, 30), TODAY, "default"),
    ],
)
def test_resolve_period(words: str | None, start: date, end: date, kind: str) -> None:
    period = resolve_period(words, TODAY)
    assert isinstance(period, Period)
    assert (period.start, period.end, period.kind) == (start, end, kind)


def test_a_backwards_range_is_refused() -> None:
    with pytest.raises(ValueError, match="before it starts"):
        resolve_period("du 2025-06-30 au 2025-01-01", TODAY)


MORE = [
    ("since March", date(2026, 3, 1), TODAY, "since_month"),
    ("depuis septembre", date(2026, 9, 1), TODAY, "since_month"),
    ("depuis décembre", date(2025, 12, 1), TODAY, "since_month"),
    ("the last 6 months", date(2026, 5, 30), TODAY, "rolling_months"),
    ("les trois derniers mois", date(2026, 8, 30), TODAY, "rolling_months"),
    ("over the past 4 weeks", date(2026, 11, 2), TODAY, "rolling_weeks"),
    ("year to date", date(2026, 1, 1), TODAY, "this_year"),
    ("depuis le début de l'année", date(2026, 1, 1), TODAY, "this_year"),
    ("le premier semestre 2025", date(2025, 1, 1), date(2025, 6, 30), "half"),
    ("H2 2025", date(2025, 7, 1), date(2025, 12, 31), "half"),
    ("the second half of 2025", date(2025, 7, 1), date(2025, 12, 31), "half"),
    ("S1", date(2026, 1, 1), date(2026, 6, 30), "half"),
    ("third quarter of 2025", date(2025, 7, 1), date(2025, 9, 30), "quarter"),
    ("le troisième trimestre", date(2026, 7, 1), date(2026, 9, 30), "quarter"),
    ("Q4", date(2026, 10, 1), date(2026, 12, 31), "quarter"),
    ("2024", date(2024, 1, 1), date(2024, 12, 31), "year"),
    ("du 1er mars au 30 juin 2025", date(2025, 3, 1), date(2025, 6, 30), "range"),
    ("from March 1 to June 30, 2025", date(2025, 3, 1), date(2025, 6, 30), "range"),
    ("entre janvier et mars 2025", date(2025, 1, 1), date(2025, 3, 31), "range"),
    ("from November 2025 to February 2026", date(2025, 11, 1), date(2026, 2, 28), "range"),
]


@pytest.mark.parametrize(("words", "start", "end", "kind"), MORE)
def test_more_periods(words: str, start: date, end: date, kind: str) -> None:
    period = resolve_period(words, TODAY)
    assert isinstance(period, Period)
    assert (period.start, period.end, period.kind) == (start, end, kind)


@pytest.mark.parametrize("words", ["whenever", "the usual period", "avant l'été",
                                   "sur la bonne période"])
def test_an_unrecognised_period_is_unclear_never_a_default(words: str) -> None:
    assert resolve_period(words, TODAY) == UnclearPeriod(words)


@pytest.mark.parametrize("words", ["3e semestre 2025", "the third half", "5e trimestre"])
def test_a_numbered_part_of_year_that_does_not_exist_is_asked_for(words: str) -> None:
    assert isinstance(resolve_period(words, date(2026, 12, 1)), UnclearPeriod)


YEAR_2025 = Period(date(2025, 1, 1), date(2025, 12, 31), "previous_year")
Q3_2025 = Period(date(2025, 7, 1), date(2025, 9, 30), "quarter")
LAST_6_MONTHS = Period(date(2026, 4, 14), date(2026, 10, 14), "rolling_months")


@pytest.mark.parametrize(
    ("words", "previous", "start", "end"),
    [
        ("l'année d'avant", YEAR_2025, date(2024, 1, 1), date(2024, 12, 31)),
        ("the year before", YEAR_2025, date(2024, 1, 1), date(2024, 12, 31)),
        ("l'année précédente", YEAR_2025, date(2024, 1, 1), date(2024, 12, 31)),
        ("the previous year", YEAR_2025, date(2024, 1, 1), date(2024, 12, 31)),
        ("le trimestre d'avant", Q3_2025, date(2025, 4, 1), date(2025, 6, 30)),
        ("l'année d'avant", Q3_2025, date(2024, 7, 1), date(2024, 9, 30)),   # Q3 2024
        ("the quarter before", YEAR_2025, date(2024, 10, 1), date(2024, 12, 31)),  # Q4 2024
        ("la période précédente", Q3_2025, date(2025, 4, 1), date(2025, 6, 30)),
        ("the previous period", LAST_6_MONTHS, date(2025, 10, 12), date(2026, 4, 13)),
        ("la même période l'an dernier", LAST_6_MONTHS, date(2025, 4, 14), date(2025, 10, 14)),
        ("le mois d'avant", Period(date(2025, 3, 1), date(2025, 3, 31), "month"),
         date(2025, 2, 1), date(2025, 2, 28)),
    ],
)
def test_a_period_said_against_the_one_before(words: str, previous: Period, start: date,
                                              end: date) -> None:
    assert period_before(words, previous) == Period(start, end, "relative")


@pytest.mark.parametrize("words", ["2024", "l'année passée", "last year", "Q1 2025", None])
def test_a_period_said_on_its_own_is_not_relative(words: str | None) -> None:
    assert period_before(words, YEAR_2025) is None
