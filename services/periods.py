"""Resolve a period said in words ("l'année passée", "Q3 2025", "since March") to dates.

French and English. Dates inside explicit ranges are read by `dateparser`; the rest
(named periods, quarters, halves, rolling windows) is calendar arithmetic. A phrase
that is said but not understood is *never* replaced by a default: it resolves to
`UnclearPeriod`, so the workflow asks for it with a fixed question. Only when no
period is said at all does the default (the last 12 months) apply.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from services.text import MONTH_NAMES, MONTHS, fold_words, number_of
from services.wishes import parse_day


@dataclass(frozen=True)
class Period:
    start: date
    end: date
    kind: str  # previous_year, rolling_months, rolling_weeks, rolling_days, year, this_year,
    #            since_month, quarter, half, month, range, default

    def __post_init__(self) -> None:
        if self.end < self.start:
            raise ValueError(f"period ends ({self.end}) before it starts ({self.start})")


@dataclass(frozen=True)
class UnclearPeriod:
    """A period was said, but cannot be resolved: ask for it, never guess."""

    words: str
    kind: str = "unclear"


def _month(year: int, month: int) -> Period:
    start = date(year, month, 1)
    end = date(year + (month == 12), month % 12 + 1, 1) - timedelta(days=1)
    return Period(start, end, "month")


def months_before(day: date, months: int) -> date:
    """The same day number `months` earlier (the month's last day when it is shorter)."""
    index = day.year * 12 + day.month - 1 - months
    year, month = divmod(index, 12)
    last = (date(year + (month == 11), (month + 1) % 12 + 1, 1) - timedelta(days=1)).day
    return date(year, month + 1, min(day.day, last))


ORDINAL_WORDS = {
    "premier": 1, "premiere": 1, "1er": 1, "1re": 1, "first": 1, "1st": 1,
    "deuxieme": 2, "second": 2, "seconde": 2, "2e": 2, "2eme": 2, "2nd": 2,
    "troisieme": 3, "third": 3, "3e": 3, "3eme": 3, "3rd": 3,
    "quatrieme": 4, "fourth": 4, "4e": 4, "4eme": 4, "4th": 4,
}
ORD = "|".join(sorted(ORDINAL_WORDS, key=len, reverse=True))
YEAR = r"(?:\s+(?:de\s+|of\s+|d'|en\s+|in\s+)?(?:l'annee\s+|the year\s+)?(20\d\d))?"
COUNT = r"(\d{1,2}|couple of|couple|few|un|une|one|a|deux|two|trois|three|quatre|four|" \
        r"cinq|five|six|sept|seven|huit|eight|neuf|nine|dix|ten|onze|eleven|douze|twelve|quinze|fifteen)"
DAY_TOKEN = (
    rf"20\d\d-\d\d-\d\d|\d{{1,2}}[/.]\d{{1,2}}(?:[/.]\d{{2,4}})?"
    rf"|(?:le\s+|the\s+)?\d{{1,2}}(?:er|st|nd|rd|th)?\s+(?:of\s+)?(?:{MONTH_NAMES})(?:,?\s+20\d\d)?"
    rf"|(?:{MONTH_NAMES})\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+20\d\d)?"
    rf"|(?:{MONTH_NAMES})(?:\s+20\d\d)?"
)


def _latest_started(today: date, count: int, n: int) -> int:
    """The year of the latest quarter/half number `n` that has started on `today`."""
    months_per = 12 // count
    start_month = months_per * (n - 1) + 1
    return today.year if start_month <= today.month else today.year - 1


@dataclass(frozen=True)
class PartOfYear:
    """Quarters and halves read the same way: Q2/T2/H1/S1, "2e trimestre", "quarter 2",
    "this quarter", "last half"... each with its own words."""
    count: int        # parts in a year
    letters: str      # one-letter codes (q2, t2 / h1, s1)
    words: str        # the nouns, fr|en
    this: str         # the part in progress, to today
    last: str         # the last complete part


PARTS_OF_YEAR = {
    "quarter": PartOfYear(4, "qt", "trimestre|quarter",
                          "ce trimestre|this quarter|trimestre en cours|current quarter|"
                          "quarter to date",
                          "trimestre (?:dernier|precedent|passe)|dernier trimestre|"
                          "last quarter|previous quarter|past quarter"),
    "half": PartOfYear(2, "hs", "semestre|half",
                       "ce semestre|this half|semestre en cours|current half",
                       "semestre (?:dernier|precedent)|dernier semestre|last half|previous half"),
}


def _part(kind: str, year: int, n: int) -> Period:
    months = 12 // PARTS_OF_YEAR[kind].count
    return Period(date(year, months * (n - 1) + 1, 1), _month(year, months * n).end, kind)


def _part_of_year(text: str, today: date, kind: str, words: str) -> Period | UnclearPeriod | None:
    p = PARTS_OF_YEAR[kind]
    m = re.search(rf"\b[{p.letters}]([1-{p.count}])\b(?:\s*(?:de\s+|of\s+)?(20\d\d))?|"
                  rf"\b({ORD})\s+(?:{p.words})\b{YEAR}|"
                  rf"\b(?:{p.words})\s+([1-{p.count}])\b{YEAR}", text)
    if m:
        n_raw = m[1] or m[3] or m[5]
        n = int(n_raw) if n_raw.isdigit() else ORDINAL_WORDS[n_raw]
        if n > p.count:  # "3e semestre" is no half: ask, never guess
            return UnclearPeriod(words)
        year_raw = m[2] or m[4] or m[6]
        year = int(year_raw) if year_raw else _latest_started(today, p.count, n)
        return _part(kind, year, n)
    current = (today.month - 1) * p.count // 12 + 1
    if re.search(rf"\b(?:{p.this})\b", text):
        return Period(_part(kind, today.year, current).start, today, kind)
    if re.search(rf"\b(?:{p.last})\b", text):
        return _part(kind, today.year - (current == 1), current - 1 or p.count)
    return None


def _end_point(token: str, today: date, *, start: bool, year_hint: int | None) -> date | None:
    token = re.sub(r"^(?:le|the)\s+", "", token.strip().rstrip(","))
    month_only = re.fullmatch(rf"({MONTH_NAMES})(?:\s+(20\d\d))?", token)
    if month_only:
        year = int(month_only[2]) if month_only[2] else year_hint
        month = MONTHS[month_only[1]]
        if year is None:
            year = today.year if month <= today.month else today.year - 1
        period = _month(year, month)
        return period.start if start else period.end
    has_year = re.search(r"20\d\d|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}", token)
    if has_year:
        return parse_day(token, today)
    # No year said: the one given with the other end, else the latest not in the future.
    day = parse_day(f"{token} {year_hint or today.year}", today)
    if day and not year_hint and day > today:
        day = parse_day(f"{token} {today.year - 1}", today) or day
    return day


def resolve_period(words: str | None, today: date) -> Period | UnclearPeriod:
    """The dates a period phrase means on `today`: the last 12 months when none is said,
    `UnclearPeriod` when one is said that these rules cannot read."""
    text = fold_words(words or "")
    if not text.strip():
        return Period(months_before(today, 12), today, "default")

    m = re.search(rf"\b(?:du|from|between|entre(?: le)?|de)\s+({DAY_TOKEN})\s+"
                  rf"(?:au|to|and|et(?: le)?|until|till|through|jusqu'au|a|-)\s+({DAY_TOKEN})",
                  text)
    if m:
        end_year = re.search(r"20\d\d", m[2])
        end = _end_point(m[2], today, start=False, year_hint=None)
        start = _end_point(m[1], today, start=True,
                           year_hint=int(end_year[0]) if end_year else (end.year if end else None))
        if start and end:
            if start > end and not re.search(r"20\d\d", m[1]):
                start = _end_point(m[1], today, start=True, year_hint=end.year - 1)
            if start and end:
                return Period(start, end, "range")

    m = re.search(rf"\b(?:(?:les|the|ces|these|over the|sur les|past|last|derniers?)\s+)*{COUNT}"
                  r"\s+(?:derniers?\s+|dernieres?\s+|last\s+|past\s+)?(mois|months?|semaines?|weeks?|"
                  r"jours?|days?)(?:\s+(?:derniers?|dernieres?|ecoule\w*))?\b", text)
    if m and re.search(r"\b(derni\w+|last|past|ces|these|ecoule\w*|depuis|since|over|sur|for)\b",
                       text):
        n = number_of(m[1]) or 1
        unit = m[2]
        if unit.startswith(("mois", "month")):
            return Period(months_before(today, n), today, "rolling_months")
        if unit.startswith(("sem", "week")):
            return Period(today - timedelta(days=7 * n), today, "rolling_weeks")
        return Period(today - timedelta(days=n), today, "rolling_days")
    if re.search(r"\b(depuis un an|over the past year|sur un an|in the past year|"
                 r"sur l'annee ecoulee|over the last year)\b", text):
        return Period(months_before(today, 12), today, "rolling_months")

    if re.search(r"\b(annee (passee|derniere|precedente)|l'an (dernier|passe)|last year|"
                 r"previous year|past year|prior year|an dernier)\b", text):
        return Period(date(today.year - 1, 1, 1), date(today.year - 1, 12, 31), "previous_year")
    if re.search(r"\b(cette annee|this year|annee en cours|year to date|ytd|"
                 r"depuis le (?:debut|1er janvier|premier janvier) de l'annee|"
                 r"depuis le debut d'annee|since the (?:start|beginning) of the year|"
                 r"so far this year|current year|depuis janvier|since january|"
                 r"since 1 january|depuis le 1er janvier)\b", text):
        return Period(date(today.year, 1, 1), today, "this_year")

    for kind in PARTS_OF_YEAR:
        part = _part_of_year(text, today, kind, words or "")
        if part is not None:
            return part

    if re.search(r"\b(mois dernier|mois precedent|last month|previous month|past month)\b", text):
        first = today.replace(day=1) - timedelta(days=1)
        return _month(first.year, first.month)
    if re.search(r"\b(ce mois|this month|mois en cours|month to date|current month)\b", text):
        return Period(today.replace(day=1), today, "month")

    m = re.search(rf"\b(?:depuis|since|from|a partir de|starting)\s+(?:le mois de\s+|debut\s+|"
                  rf"the start of\s+|le debut de\s+|le\s+|the\s+)?({DAY_TOKEN})", text)
    if m:
        start = _end_point(m[1], today, start=True, year_hint=None)
        if start and start <= today:
            return Period(start, today, "since_month")

    m = re.search(rf"\b({MONTH_NAMES})(?:\s+(20\d\d))?\b", text)
    ambiguous = m is not None and (len(m[1]) <= 3 or m[1] in ("may", "mars", "march")) \
        and not m[2]
    if m and (not ambiguous or re.search(rf"\b(?:en|in|de|du mois de|of|during|pendant|"
                                         rf"for|pour|month of)\s+{m[1]}\b", text)):
        month = MONTHS[m[1]]
        year = int(m[2]) if m[2] else (today.year if month <= today.month else today.year - 1)
        return _month(year, month)
    m = re.search(r"\b(20\d\d)\b", text)
    if m:
        year = int(m[1])
        return Period(date(year, 1, 1), date(year, 12, 31), "year")
    return UnclearPeriod(words or "")


# A period said relative to the one before it in the conversation: "l'année d'avant", "the
# year before", "le trimestre précédent", "the previous month", "la période précédente",
# "the same period a year earlier". Only a follow-up has a period before it.
_UNIT = r"(annee|an|year|trimestre|quarter|semestre|half|mois|month|periode|period)"
_BACK = r"(?:d'avant|avant|before|precedente?|prior|earlier|plus tot|d'encore avant)"
# Patterns as text (compiled on first use, by `re`'s cache): importing costs nothing.
_RELATIVE = (
    rf"\b{_UNIT}\s+{_BACK}(?=\W|$)",                  # l'année d'avant, a year before
    rf"\b(?:previous|preceding|prior)\s+{_UNIT}\b",  # the previous year
)
_SAME_PERIOD = r"\b(?:meme periode|same period)\b"
_A_YEAR_AGO = (r"\b(?:an dernier|annee (?:derniere|passee|precedente|d'avant)|last year|"
               r"previous year|year before|year earlier|un an (?:avant|plus tot)|"
               r"a year (?:before|earlier))\b")
_UNIT_MONTHS = {"annee": 12, "an": 12, "year": 12, "trimestre": 3, "quarter": 3,
                "semestre": 6, "half": 6, "mois": 1, "month": 1}


def _whole_months(period: Period) -> int | None:
    """How many calendar months `period` spans exactly (None: it does not start on the 1st
    or end on a month's last day)."""
    if period.start.day != 1 or (period.end + timedelta(days=1)).day != 1:
        return None
    after = period.end + timedelta(days=1)
    return (after.year - period.start.year) * 12 + after.month - period.start.month


def period_before(words: str | None, previous: Period) -> Period | None:
    """The period `words` say relative to `previous`, or None when they say no such thing
    (then they are read on their own).

    A unit at least as long as `previous` moves it back by that unit ("l'année d'avant"
    after 2025: 2024; after Q3 2025: Q3 2024); a shorter one is that unit just before it
    ("le trimestre d'avant" after 2025: Q4 2024); "la période précédente" is the same span
    just before."""
    text = fold_words(words or "")
    if re.search(_SAME_PERIOD, text) and re.search(_A_YEAR_AGO, text):
        unit = "annee"
    else:
        found = next((m for pattern in _RELATIVE if (m := re.search(pattern, text))), None)
        if found is None:
            return None
        unit = found[1]
    months = _whole_months(previous)
    days = (previous.end - previous.start).days + 1
    if unit in ("periode", "period"):
        if months is None:  # the same number of days, just before
            return Period(previous.start - timedelta(days=days),
                          previous.end - timedelta(days=days), "relative")
        back = months
    else:
        back = _UNIT_MONTHS[unit]
    span = months if months is not None else round(days / 30.44)
    if back < span:  # that unit, just before the period
        return Period(months_before(previous.start, back), previous.start - timedelta(days=1),
                      "relative")
    start = months_before(previous.start, back)
    if months is None:
        return Period(start, months_before(previous.end, back), "relative")
    # Whole months stay whole: Q3 → Q2 ends on 30 June, February on its last day.
    return Period(start, months_before(start, -months) - timedelta(days=1), "relative")
