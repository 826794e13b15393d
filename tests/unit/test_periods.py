"""Periods said in words resolve to dates by rules."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from services.periods import (
    Period,
    UnclearPeriod,
    as_of_day,
    months_before,
    no_such_day,
    period_before,
    resolve_period,
    said_period,
)

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
    # the year before a calendar year is a calendar year ("année civile 2024" in the answer)
    whole_year = previous.kind in ("previous_year", "year") and (start.month, start.day, end.month,
                                                                  end.day) == (1, 1, 12, 31)
    assert period_before(words, previous) == Period(start, end,
                                                    "year" if whole_year else "relative")


@pytest.mark.parametrize("words", ["l'année d'avant", "the year before", "l'annee precedente",
                                   "the previous year", "et l'année d'avant ?", "year before"])
def test_the_year_before_a_calendar_year_is_a_calendar_year(words: str) -> None:
    found = period_before(words, Period(date(2025, 1, 1), date(2025, 12, 31), "year"))
    assert found == Period(date(2024, 1, 1), date(2024, 12, 31), "year")
    # not after a rolling year: the 12 months before it, no calendar year
    rolling = period_before(words, Period(date(2025, 12, 3), date(2026, 12, 2), "rolling_months"))
    assert rolling is not None and rolling.kind == "relative"


@pytest.mark.parametrize("words", ["2024", "l'année passée", "last year", "Q1 2025", None])
def test_a_period_said_on_its_own_is_not_relative(words: str | None) -> None:
    assert period_before(words, YEAR_2025) is None


# -- families (h2 findings 1-3): each read, never replaced by a default -------------------

WEDNESDAY = date(2026, 12, 2)


@pytest.mark.parametrize(
    ("words", "start", "end"),
    [
        # a week, a month, a quarter, a half, a year: the last, this, the next
        ("last week", date(2026, 11, 23), date(2026, 11, 29)),
        ("la semaine dernière", date(2026, 11, 23), date(2026, 11, 29)),
        ("sur la semaine passée", date(2026, 11, 23), date(2026, 11, 29)),
        ("la dernière semaine", date(2026, 11, 23), date(2026, 11, 29)),
        ("this week", date(2026, 11, 30), WEDNESDAY),
        ("cette semaine", date(2026, 11, 30), WEDNESDAY),
        ("next week", date(2026, 12, 7), date(2026, 12, 13)),
        ("la semaine prochaine", date(2026, 12, 7), date(2026, 12, 13)),
        ("le mois dernier", date(2026, 11, 1), date(2026, 11, 30)),
        ("au dernier mois", date(2026, 11, 1), date(2026, 11, 30)),
        ("this month", date(2026, 12, 1), WEDNESDAY),
        ("next month", date(2027, 1, 1), date(2027, 1, 31)),
        ("le mois prochain", date(2027, 1, 1), date(2027, 1, 31)),
        ("au dernier trimestre", date(2026, 7, 1), date(2026, 9, 30)),
        ("le trimestre dernier", date(2026, 7, 1), date(2026, 9, 30)),
        ("last quarter", date(2026, 7, 1), date(2026, 9, 30)),
        ("ce trimestre", date(2026, 10, 1), WEDNESDAY),
        ("next quarter", date(2027, 1, 1), date(2027, 3, 31)),
        ("le trimestre prochain", date(2027, 1, 1), date(2027, 3, 31)),
        ("le semestre dernier", date(2026, 1, 1), date(2026, 6, 30)),
        ("next half", date(2027, 1, 1), date(2027, 6, 30)),
        ("last year", date(2025, 1, 1), date(2025, 12, 31)),
        ("la dernière année", date(2025, 1, 1), date(2025, 12, 31)),
        ("this year", date(2026, 1, 1), WEDNESDAY),
        ("next year", date(2027, 1, 1), date(2027, 12, 31)),
        ("sur l'année prochaine", date(2027, 1, 1), date(2027, 12, 31)),
        ("l'an prochain", date(2027, 1, 1), date(2027, 12, 31)),
        # N units ending today, in digits and in words: exactly N, both ends included
        ("les 2 dernières années", date(2024, 12, 3), WEDNESDAY),
        ("over the last two years", date(2024, 12, 3), WEDNESDAY),
        ("sur 2 ans", date(2024, 12, 3), WEDNESDAY),
        # N quarters or halves: calendar ones, as "le dernier trimestre" (the last complete)
        ("over the last three quarters", date(2026, 1, 1), date(2026, 9, 30)),
        ("les 3 derniers trimestres", date(2026, 1, 1), date(2026, 9, 30)),
        ("les trois derniers trimestres", date(2026, 1, 1), date(2026, 9, 30)),
        ("the last 3 quarters", date(2026, 1, 1), date(2026, 9, 30)),
        ("les 5 derniers trimestres", date(2025, 7, 1), date(2026, 9, 30)),
        ("sur 4 trimestres", date(2025, 10, 1), date(2026, 9, 30)),
        ("the next two quarters", date(2027, 1, 1), date(2027, 6, 30)),
        ("les deux derniers semestres", date(2025, 7, 1), date(2026, 6, 30)),
        ("les 12 derniers mois", date(2025, 12, 3), WEDNESDAY),
        ("the past twelve months", date(2025, 12, 3), WEDNESDAY),
        ("les six derniers mois", date(2026, 6, 3), WEDNESDAY),
        ("les 4 dernières semaines", date(2026, 11, 5), WEDNESDAY),
        ("the last 30 days", date(2026, 11, 3), WEDNESDAY),
        ("les sept derniers jours", date(2026, 11, 26), WEDNESDAY),
        ("depuis un an", date(2025, 12, 3), WEDNESDAY),
        ("over the past year", date(2025, 12, 3), WEDNESDAY),
        ("les 3 prochains mois", date(2026, 12, 3), date(2027, 3, 2)),
        # one day
        ("hier", date(2026, 12, 1), date(2026, 12, 1)),
        ("yesterday", date(2026, 12, 1), date(2026, 12, 1)),
        ("aujourd'hui", WEDNESDAY, WEDNESDAY),
        ("today", WEDNESDAY, WEDNESDAY),
        ("avant-hier", date(2026, 11, 30), date(2026, 11, 30)),
        # a slip in a period word
        ("last yaer", date(2025, 1, 1), date(2025, 12, 31)),
        ("l'anée dernière", date(2025, 1, 1), date(2025, 12, 31)),
        ("la semiane dernière", date(2026, 11, 23), date(2026, 11, 29)),
        ("le trimestre derneir", date(2026, 7, 1), date(2026, 9, 30)),
        ("les 6 derniers mois", date(2026, 6, 3), WEDNESDAY),
        ("over the last 3 monhts", date(2026, 9, 3), WEDNESDAY),
        # days of one month: exactly those days
        ("from 1 to 5 March 2026", date(2026, 3, 1), date(2026, 3, 5)),
        ("du 10 au 31 mars 2026", date(2026, 3, 10), date(2026, 3, 31)),
        ("du 1er au 5 mars", date(2026, 3, 1), date(2026, 3, 5)),
        ("du 1 mars au 5 mars 2026", date(2026, 3, 1), date(2026, 3, 5)),
        ("March 1-5, 2026", date(2026, 3, 1), date(2026, 3, 5)),
        ("between the 3rd and the 9th of March", date(2026, 3, 3), date(2026, 3, 9)),
        ("du 1er au 15 décembre", date(2026, 12, 1), date(2026, 12, 15)),
        ("du 10 au 20 décembre", date(2025, 12, 10), date(2025, 12, 20)),  # not begun: 2025
        # months across a year end: the latest such span that has begun (October 2026 has)
        ("d'octobre à février", date(2026, 10, 1), date(2027, 2, 28)),
        ("from October to February", date(2026, 10, 1), date(2027, 2, 28)),
        ("octobre à février", date(2026, 10, 1), date(2027, 2, 28)),
        ("de décembre à janvier", date(2026, 12, 1), date(2027, 1, 31)),
        ("from 15 December to 10 January", date(2025, 12, 15), date(2026, 1, 10)),  # not begun
        ("de mars à juin", date(2026, 3, 1), date(2026, 6, 30)),
        ("de novembre 2025 à janvier 2026", date(2025, 11, 1), date(2026, 1, 31)),
    ],
)
def test_each_family_of_periods_is_read(words: str, start: date, end: date) -> None:
    period = resolve_period(words, WEDNESDAY)
    assert isinstance(period, Period), period
    assert (period.start, period.end) == (start, end)


@pytest.mark.parametrize("words", [
    "du 30 juin au 1er janvier 2025",       # the year said at one end: never guessed back
    "from 30 June to 1 January 2025",
    "du 20 au 10 mars 2026",
    "from March 9 to 3, 2026",
])
def test_a_range_that_ends_before_it_starts_is_said_never_guessed(words: str) -> None:
    with pytest.raises(ValueError, match="before it starts"):
        resolve_period(words, WEDNESDAY)


@pytest.mark.parametrize("words", ["the last few months", "les derniers mois",
                                   "ces derniers temps", "quelques semaines", "lately"])
def test_a_period_without_its_size_is_asked_for(words: str) -> None:
    assert resolve_period(words, WEDNESDAY) == UnclearPeriod(words)


@pytest.mark.parametrize(("today", "n"), [
    (date(2025, 12, 1), 12), (date(2026, 12, 2), 12), (date(2026, 3, 31), 1),
    (date(2026, 2, 28), 1), (date(2024, 2, 29), 12), (date(2025, 2, 28), 12),
    (date(2026, 5, 31), 3), (date(2026, 8, 30), 6),
])
def test_the_last_n_months_tile_with_the_period_before(today: date, n: int) -> None:
    """N months ending today, then the year / the period before: consecutive, no day twice
    (a bill issued on the boundary day is counted in exactly one)."""
    last = resolve_period(f"les {n} derniers mois", today)
    assert isinstance(last, Period)
    assert last.end == today and months_before(last.end, n) == last.start - timedelta(days=1)
    for words in ("la période précédente", "the previous period"):
        before = period_before(words, last)
        assert before is not None and before.end == last.start - timedelta(days=1)
        whole = last.start.day == 1 and (last.end + timedelta(days=1)).day == 1
        if not whole:  # the same number of days (whole months stay whole months)
            assert (before.end - before.start).days == (last.end - last.start).days
    if n == 12:
        year_before = period_before("l'année d'avant", last)
        assert year_before is not None and year_before.end == last.start - timedelta(days=1)
        again = period_before("l'année d'avant", year_before)
        assert again is not None and again.end == year_before.start - timedelta(days=1)


def test_h2_boundary_bill_is_counted_once() -> None:
    """Now 2025-12-01: the last 12 months, then the year before; 1 Dec 2024 is in one only."""
    last = resolve_period("sur les 12 derniers mois", date(2025, 12, 1))
    assert isinstance(last, Period)
    before = period_before("et l'année d'avant ?", last)
    assert before is not None
    bill = date(2024, 12, 1)
    assert [before.start <= bill <= before.end, last.start <= bill <= last.end] == [True, False]


@pytest.mark.parametrize(
    ("message", "words"),
    [
        ("Analyse John Doe last week", "last week"),
        ("Analyse John Doe sur la semaine dernière", "sur la semaine dernière"),
        ("Analyse John Doe hier", "hier"),
        ("Analyse John Doe last yaer", "last yaer"),
        ("Analyse John Doe sur les 2 dernières années", "sur les 2 dernières années"),
        ("Analyse John Doe over the last three quarters", "over the last three quarters"),
        ("Factures de John Doe au dernier trimestre", "au dernier trimestre"),
        ("Analyse John Doe next month", "next month"),
        ("Analyse John Doe sur l'année prochaine", "sur l'année prochaine"),
        ("Factures de John Doe du 1er au 5 mars 2026", "du 1er au 5 mars 2026"),
        ("Analyse John Doe d'octobre à février", "d'octobre à février"),
        ("Unpaid bills of John Doe last week", "last week"),
        # a day said before its month is part of the period
        ("Quelles factures ont été émises le 31 juin ?", "31 juin"),
        ("Bills of John Doe issued on the 30th of June 2025", "30th of June 2025"),
        ("factures de 2 clients en mai", "en mai"),
        # a day is the period only when nothing else says one
        ("I meet John Doe tomorrow: how did the last 12 months go?", "the last 12 months go"),
    ],
)
def test_the_period_is_found_and_quoted_as_written(message: str, words: str) -> None:
    assert said_period(message) == words


@pytest.mark.parametrize("message", ["thanks, that's all for today",
                                     "bonjour Marin, merci pour hier"])
def test_a_day_alone_is_no_request_for_a_period(message: str) -> None:
    assert said_period(message, days=False) is None


@pytest.mark.parametrize(("words", "missing"), [
    ("du 30 février au 3 mars 2026", (30, 2)),
    ("du 30 fevrier au 3 mars 2026", (30, 2)),          # without accents
    ("du 30 fevrir au 3 mars 2026", (30, 2)),           # a slip in the month
    ("le 31 avril", (31, 4)), ("du 1er au 31 juin 2025", (31, 6)), ("le 32 mars", (32, 3)),
    ("from April 31 to May 5", (31, 4)), ("April 31st", (31, 4)),
    ("February 30th, 2026", (30, 2)), ("the 31st of September", (31, 9)),
    ("31/04/2026", (31, 4)), ("30.02.2026", (30, 2)),
    ("29 février 2025", (29, 2)),                         # 2025 is no leap year
    ("29 février 2024", None), ("du 29 fevrier au 3 mars", None),  # no year: it may exist
    ("du 1er janvier au 30 juin 2025", None), ("31 décembre 2025", None), ("May 31", None),
    ("Q3 2026", None), ("les 30 derniers jours", None), ("March 1-5, 2026", None),
    ("mars 2026", None), ("12/31/2025", None), ("01/02/2025 - 31/03/2025", None), (None, None),
])
def test_a_day_its_month_does_not_have_is_found(
    words: str | None, missing: tuple[int, int] | None
) -> None:
    assert no_such_day(words) == missing


# Not read, and said why: the day does not exist (the analysis says so, billing asks).
@pytest.mark.parametrize("words", ["du 30 février au 3 mars 2026", "April 31st to May 5",
                                   "du 10 au 31 février 2026",
                                   "le 31/04/2026", "from February 29 to March 3, 2025"])
def test_a_period_with_a_day_that_does_not_exist_is_never_resolved(words: str) -> None:
    period = resolve_period(words, TODAY)
    assert isinstance(period, UnclearPeriod) and period.kind == "no_such_day"


# -- N years back: rolling months, said so; one year named: a calendar one ------------------

@pytest.mark.parametrize(("words", "months"), [
    ("les 2 dernières années", 24), ("the last two years", 24),
    ("ces trois dernières années", 36), ("sur les deux dernières années", 24),
    ("over the past 2 years", 24), ("depuis 2 ans", 24), ("les 24 derniers mois", 24),
    ("les 12 derniers mois", 12), ("depuis un an", 12), ("", 12),
])
@pytest.mark.parametrize("today", [date(2026, 12, 2), date(2026, 3, 31), date(2024, 2, 29)])
def test_years_counted_back_are_rolling_months_and_the_reply_says_so(
        words: str, months: int, today: date) -> None:
    """'Les 2 dernières années' is the 24 months ending today, the very period of "les 24
    derniers mois' (never the calendar years 2024-2025), and the wording says it."""
    from nodes.kit.format import period_basis

    period = resolve_period(words, today)
    assert isinstance(period, Period) and period.end == today
    same = resolve_period(f"les {months} derniers mois", today)
    assert isinstance(same, Period) and (period.start, period.end) == (same.start, same.end)
    assert period_basis(period.kind, period.start, period.end, "fr") \
        == f" ({months} mois glissants)"
    assert period_basis(period.kind, period.start, period.end, "en") \
        == f" (a rolling {months} months)"


@pytest.mark.parametrize(("words", "year"), [
    ("l'année dernière", 2025), ("last year", 2025), ("the last year", 2025),
    ("l'an passé", 2025), ("en 2024", 2024), ("next year", 2027),
])
def test_one_year_named_is_a_calendar_year_and_the_reply_says_so(words: str, year: int) -> None:
    from nodes.kit.format import period_basis

    period = resolve_period(words, date(2026, 12, 2))
    assert isinstance(period, Period)
    assert (period.start, period.end) == (date(year, 1, 1), date(year, 12, 31))
    assert period_basis(period.kind, period.start, period.end, "fr") \
        == f" (année civile {year})"
    assert period_basis(period.kind, period.start, period.end, "en") \
        == f" (calendar year {year})"


@pytest.mark.parametrize("words", ["les 3 derniers trimestres", "en mars 2026", "this year",
                                   "du 1er au 5 mars 2026", "last week", "the last 30 days"])
def test_other_periods_say_only_their_dates(words: str) -> None:
    from nodes.kit.format import period_basis

    period = resolve_period(words, date(2026, 12, 2))
    assert isinstance(period, Period)
    assert period_basis(period.kind, period.start, period.end, "fr") == ""
# -- the day an unpaid status is asked on ("impayées au 1er décembre") ----------------------

@pytest.mark.parametrize(("text", "day"), [
    ("factures impayées de John Doe au 1er décembre ?", date(2026, 12, 1)),
    ("unpaid bills of Doe as of 30/11/2026", date(2026, 11, 30)),
    ("en retard à la date du 15 novembre", date(2026, 11, 15)),
    ("impayées à fin octobre", date(2026, 10, 31)),
    ("what did Doe owe at the end of October?", date(2026, 10, 31)),
    ("unpaid as at today", date(2026, 12, 2)),
    ("unpaid on 1 December 2025", date(2025, 12, 1)),
    ("quelles factures étaient impayées au 15/10 ?", date(2026, 10, 15)),
    ("impayées au 20 décembre", date(2025, 12, 20)),  # no year: the latest not after today
])
def test_a_day_the_bills_are_asked_on(text: str, day: date) -> None:
    assert as_of_day(text, date(2026, 12, 2)) == day


@pytest.mark.parametrize("text", [
    "factures du 1er au 30 novembre", "factures impayées de Doe du 1er octobre au 30 novembre",
    "impayées en novembre", "factures impayées au mois de novembre",
    "unpaid bills of Doe as of November", "unpaid bills of Doe in 2025",
])
def test_a_period_is_no_day(text: str) -> None:
    assert as_of_day(text, date(2026, 12, 2)) is None


@pytest.mark.parametrize("text", [
    "impayées du 30 février au 3 mars 2026", "unpaid from 1 October to 30 November",
    "factures impayées depuis septembre au 1er décembre",
])
def test_the_end_of_a_range_is_no_day(text: str) -> None:
    assert as_of_day(text, date(2026, 12, 2)) is None


_LAST_6_MONTHS = Period(date(2026, 6, 3), date(2026, 12, 2), "rolling_months")


@pytest.mark.parametrize(("words", "start", "end"), [
    ("compare with the 6 months before", date(2025, 12, 3), date(2026, 6, 2)),
    ("les 6 mois d'avant", date(2025, 12, 3), date(2026, 6, 2)),
    ("les 6 mois précédents", date(2025, 12, 3), date(2026, 6, 2)),
    ("the previous 6 months", date(2025, 12, 3), date(2026, 6, 2)),
    ("la période précédente", date(2025, 12, 2), date(2026, 6, 2)),  # as many days
    ("le mois d'avant", date(2026, 5, 3), date(2026, 6, 2)),
    ("and the year before?", date(2025, 6, 3), date(2025, 12, 2)),
])
def test_a_count_of_units_before_the_last_months(words: str, start: date, end: date) -> None:
    """"The 6 months before" the last 6 months: those 6 months, never one month."""
    period = period_before(words, _LAST_6_MONTHS)
    assert period is not None and (period.start, period.end) == (start, end)
