"""Resolve a period said in words ("l'année passée", "Q3 2025", "since March") to dates.

French and English. Dates inside explicit ranges are read by `dateparser`; the rest
(named periods, quarters, halves, rolling windows) is calendar arithmetic. A phrase
that is said but not understood is *never* replaced by a default: it resolves to
`UnclearPeriod`, so the workflow asks for it with a fixed question. Only when no
period is said at all does the default (the last 12 months) apply.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache, lru_cache

from services.text import (
    ENGLISH,
    FRENCH,
    MONTH_NAMES,
    MONTHS,
    NUMBER_WORDS,
    ORDINALS,
    WEEKDAYS,
    ZERO_WIDTH,
    Speller,
    fold,
    fold_words,
    names_written,
)
from services.wishes import parse_day


@dataclass(frozen=True)
class Period:
    start: date
    end: date
    kind: str  # previous_year, rolling_months, rolling_weeks, rolling_days, year, this_year,
    #            next_year, since_month, quarter, half, quarters, halves (N whole ones),
    #            month, week, day, range, default
    # Both ends are days included: a bill issued on `end` is in the period, one issued on
    # `start` too; the period just before ends the day before `start`.

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
# An ordinal before a part of a year or of a month, those no year has too ("5e trimestre",
# "fifth quarter", "troisième semestre"): said, so read or asked, never dropped.
_PART_ORDINAL = (r"premier|premiere|1re|1ere|deuxieme|second|seconde|troisieme|quatrieme|"
                 r"cinquieme|sixieme|septieme|huitieme|first|third|fourth|fifth|sixth|seventh|"
                 r"eighth|derniere?|last|\d{1,2}(?:er|re|ere|e|eme|st|nd|rd|th)")


YEAR = r"(?:\s+(?:de\s+|of\s+|d'|en\s+|in\s+)?(?:l'annee\s+|the year\s+)?((?:19|20)\d\d))?"
# How many units ("les 3 derniers mois", "the last two years"), in digits or in words.
COUNT_WORDS = {
    **NUMBER_WORDS, "dix-huit": 18, "eighteen": 18, "vingt": 20, "twenty": 20,
    "vingt-quatre": 24, "twenty-four": 24, "trente": 30, "thirty": 30, "trente-six": 36,
    "thirty-six": 36, "quarante-huit": 48, "forty-eight": 48, "soixante": 60, "sixty": 60,
    "quatorze": 14, "fourteen": 14, "treize": 13, "thirteen": 13, "seize": 16, "sixteen": 16,
}
COUNT = "(" + "|".join(sorted((re.escape(w) for w in COUNT_WORDS if w not in ("a", "an")),
                              key=len, reverse=True)) + r"|\d{1,3}|few|quelques)"
DAY_TOKEN = (
    rf"(?:19|20)\d\d-\d\d-\d\d|\d{{1,2}}[/.]\d{{1,2}}(?:[/.]\d{{2,4}})?"
    rf"|(?:le\s+|the\s+)?\d{{1,2}}(?:er|st|nd|rd|th)?\s+(?:of\s+)?(?:{MONTH_NAMES})(?:,?\s+(?:19|20)\d\d)?"
    rf"|(?:{MONTH_NAMES})\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+(?:19|20)\d\d)?"
    rf"|(?:{MONTH_NAMES})(?:\s+(?:19|20)\d\d)?"
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
    next: str         # the part after the one in progress


PARTS_OF_YEAR = {
    "quarter": PartOfYear(4, "qt", "trimestre|quarter",
                          "ce trimestre|this quarter|trimestre en cours|current quarter|"
                          "quarter to date",
                          "trimestre (?:dernier|precedent|passe)|dernier trimestre|"
                          "last quarter|previous quarter|past quarter|prior quarter",
                          "trimestre prochain|prochain trimestre|next quarter|coming quarter"),
    "half": PartOfYear(2, "hs", "semestre|half",
                       "ce semestre|this half|semestre en cours|current half",
                       "semestre (?:dernier|precedent|passe)|dernier semestre|last half|"
                       "previous half|past half",
                       "semestre prochain|prochain semestre|next half|coming half"),
}


def _part(kind: str, year: int, n: int) -> Period:
    months = 12 // PARTS_OF_YEAR[kind].count
    return Period(date(year, months * (n - 1) + 1, 1), _month(year, months * n).end, kind)


def _part_of_year(text: str, today: date, kind: str, words: str) -> Period | UnclearPeriod | None:
    p = PARTS_OF_YEAR[kind]
    # the year may be joined to the code, either side: "Q3-2025", "Q3/2025", "2025-Q3"
    m = re.search(rf"\b[{p.letters}]([1-{p.count}])\b(?:\s*(?:[-/]\s*|de\s+|of\s+)?"
                  rf"((?:19|20)\d\d))?|"
                  rf"\b({ORD})\s+(?:{p.words})\b{YEAR}|"
                  rf"\b(?:{p.words})\s+([1-{p.count}])\b{YEAR}|"
                  rf"\b((?:19|20)\d\d)\s*[-/]?\s*[{p.letters}]([1-{p.count}])\b", text)
    if m:
        n_raw = m[1] or m[3] or m[5] or m[8]
        n = int(n_raw) if n_raw.isdigit() else ORDINAL_WORDS[n_raw]
        if n > p.count:  # "3e semestre" is no half: ask, never guess
            return UnclearPeriod(words)
        year_raw = m[2] or m[4] or m[6] or m[7]
        year = int(year_raw) if year_raw else _latest_started(today, p.count, n)
        return _part(kind, year, n)
    current = (today.month - 1) * p.count // 12 + 1
    if re.search(rf"\b(?:{p.this})\b", text):
        return Period(_part(kind, today.year, current).start, today, kind)
    if re.search(rf"\b(?:{p.last})\b", text):
        return _part(kind, today.year - (current == 1), current - 1 or p.count)
    if re.search(rf"\b(?:{p.next})\b", text):
        return _part(kind, today.year + (current == p.count), current % p.count + 1)
    return None


def _end_point(token: str, today: date, *, start: bool, year_hint: int | None) -> date | None:
    token = re.sub(r"^(?:le|the)\s+", "", token.strip().rstrip(","))
    month_only = re.fullmatch(rf"({MONTH_NAMES})(?:\s+((?:19|20)\d\d))?", token)
    if month_only:
        year = int(month_only[2]) if month_only[2] else year_hint
        month = MONTHS[month_only[1]]
        if year is None:
            year = today.year if month <= today.month else today.year - 1
        period = _month(year, month)
        return period.start if start else period.end
    has_year = re.search(r"(?:19|20)\d\d|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}", token)
    if has_year:
        return parse_day(token, today)
    # No year said: the one given with the other end, else the latest not in the future.
    day = parse_day(f"{token} {year_hint or today.year}", today)
    if day and not year_hint and day > today:
        day = parse_day(f"{token} {today.year - 1}", today) or day
    return day


# -- misspelt period words ------------------------------------------------------------

# The words periods are said with (folded): one slip away ("yaer", "lsat", "trimestr",
# "dernierre", "semiane"), a word is read as meant (see `services.text.Speller`).
_PERIOD_TEXT = """
annee annees semaine semaines trimestre trimestres semestre semestres dernier derniere
derniers dernieres precedent precedente precedents precedentes prochain prochaine
prochains prochaines passee passees ecoule ecoulee ecoules ecoulees depuis month months
quarter quarters previous year years week weeks last past next days jours hier today
yesterday janvier fevrier avril juin juillet septembre octobre novembre decembre january
february march april june july august september october november december between since
"""
PERIOD_WORDS = frozenset(_PERIOD_TEXT.split())


@cache
def _speller() -> Speller:
    """Built on first use: importing costs nothing."""
    return Speller(PERIOD_WORDS, FRENCH | ENGLISH | set(NUMBER_WORDS) | set(COUNT_WORDS)
                   | set(MONTHS) | set(WEEKDAYS) | set(ORDINALS) | set(ORDINAL_WORDS)
                   | {"mois", "jour", "half", "cours", "this", "that", "then", "than", "them",
                      "these", "those", "dans", "mars", "aout", "year", "yeah", "lase"},
                   shortest=4)


def spell_period(folded: str, keep: set[str] | frozenset[str] = frozenset()) -> str:
    """`folded` with its misspelt period words written as meant (the words of `keep`, names,
    as written). Words keep their places: a word is replaced by one word."""
    return _speller().fix(folded, keep)


# -- the families of periods -----------------------------------------------------------

LAST_WORDS = r"derni\w*|last|past|previous|prior|precedente?s?|passee?s?|ecoulee?s?"
NEXT_WORDS = r"prochaine?s?|next|coming|upcoming|a venir"
DAY_NUMBER = r"(\d{1,2})(?:er|re|st|nd|rd|th|e)?"
_ALONE = (r"(?:^|(?<=[\s(,]))", r"(?=$|[\s?!.,;)])")


def _days_in_month(text: str, today: date) -> Period | UnclearPeriod | None:
    """Days of one month: "du 1er au 5 mars 2026", "from 1 to 5 March", "March 1-5, 2026".
    No year said: the latest such days that have begun."""
    m = re.search(rf"\b(?:du|from|between|entre(?: le)?|de|des)?\s*(?:le\s+|the\s+)?{DAY_NUMBER}"
                  rf"\s*(?:au|to|and|et(?: le)?|until|till|through|thru|jusqu'au|a|-|–)\s*"
                  rf"(?:le\s+|the\s+)?{DAY_NUMBER}\s+(?:of\s+|de\s+)?({MONTH_NAMES})\b"
                  rf"(?:,?\s+((?:19|20)\d\d))?", text)
    if m:
        first, last, month_name, year_raw = m[1], m[2], m[3], m[4]
    else:
        m = re.search(rf"\b(?:from\s+|between\s+)?({MONTH_NAMES})\s+{DAY_NUMBER}\s*"
                      rf"(?:to|and|until|till|through|thru|-|–)\s*{DAY_NUMBER}\b"
                      rf"(?:,?\s+((?:19|20)\d\d))?", text)
        if not m:
            return None
        month_name, first, last, year_raw = m[1], m[2], m[3], m[4]
    month = MONTHS[month_name]
    a, b = int(first), int(last)
    if year_raw:
        year = int(year_raw)
    else:
        year = today.year if (month, min(a, 28)) <= (today.month, today.day) else today.year - 1
    length = _month(year, month).end.day
    if not (1 <= a <= length and 1 <= b <= length):
        return UnclearPeriod(text)  # "du 10 au 31 février": no such days, ask
    return Period(date(year, month, a), date(year, month, b), "range")  # b < a: ValueError


def _range(text: str, today: date) -> Period | None:
    """Two ends said: "du 1er mars au 30 juin 2025", "d'octobre à février", "between
    01/02/2025 and 31/03/2025". An end without a year takes the other end's year; when
    neither end says one, the span is the latest that has begun (across a year end if it
    must: "d'octobre à février" in December 2026 is October 2026 to February 2027)."""
    # "mars-juin 2026", "1/02-15/03": a dash with no space between two months or two days
    dash = rf"\s*[-–]\s*(?=(?:{MONTH_NAMES})\b|\d{{1,2}}[/.]\d)"
    m = re.search(rf"(?:\b(?:du|from|between|entre(?: le)?|de|des)\s+|\bd')({DAY_TOKEN})(?:\s+"
                  rf"(?:au|to|and|et(?: le)?|until|till|through|thru|jusqu'(?:au|a|en)|a|-|–)\s+"
                  rf"|{dash})({DAY_TOKEN})", text) or re.search(  # "octobre à février", alone
        rf"(?<![\w'])({DAY_TOKEN})(?:\s+(?:au|to|until|till|through|thru|jusqu'(?:au|a|en)|a|-|–)"
        rf"\s+|{dash})({DAY_TOKEN})", text)
    if not m:
        return None
    end_year = re.search(r"(?:19|20)\d\d|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}", m[2])
    start_year = re.search(r"(?:19|20)\d\d|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}", m[1])
    if not start_year and not end_year:
        # No year at either end: the latest span that has begun, its start the latest not
        # in the future and its end the first after it ("d'octobre à février" on 4 January
        # 2027: October 2026 to February 2027)
        first = _end_point(m[1], today, start=True, year_hint=None)
        if first is None:
            return None
        last = _end_point(m[2], today, start=False, year_hint=first.year)
        if last is not None and last < first:
            last = _end_point(m[2], today, start=False, year_hint=first.year + 1)
        return None if last is None else Period(first, last, "range")
    end = _end_point(m[2], today, start=False, year_hint=None)
    if end is None:
        return None
    start = _end_point(m[1], today, start=True, year_hint=None if start_year else end.year)
    if start is None:
        return None
    if start > end and not start_year and not end_year:
        start = _end_point(m[1], today, start=True, year_hint=end.year - 1)
        if start is None:
            return None
    return Period(start, end, "range")  # still backwards: ValueError, the desk says so


UNITS = {
    "day": r"jours?|journees?|days?",
    "week": r"semaines?|weeks?",
    "month": r"mois|months?",
    "quarter": r"trimestres?|quarters?",
    "half": r"semestres?|halfs?|halves",
    "year": r"annees?|ans|an|years?",
}
UNIT_MONTHS = {"month": 1, "quarter": 3, "half": 6, "year": 12}


def _unit_of(word: str) -> str:
    return next(unit for unit, pattern in UNITS.items() if re.fullmatch(pattern, word))


ANY_UNIT = "|".join(UNITS.values())


# -- seasons ----------------------------------------------------------------------------

# The meteorological seasons, by the month each begins: spring March-May, summer June-August,
# autumn September-November, winter December-February (the winter of 2025-2026 begins on
# 1 December 2025). "été", "fall" and "spring" are other words too ("a été payée", "sales
# fell", "box spring"): a season only after a determiner ("cet été", "l'été", "en été",
# "this fall", "in spring"), before a year ("été 2025", "fall 2025") or said alone.
SEASONS = {"printemps": 3, "spring": 3, "ete": 6, "summer": 6, "automne": 9, "autumn": 9,
           "fall": 9, "hiver": 12, "winter": 12}
SEASON_NAMES = {3: ("printemps", "spring"), 6: ("été", "summer"), 9: ("automne", "autumn"),
                12: ("hiver", "winter")}
_SEASON_DETERMINER = "".join(
    f"(?<={d})" if i == 0 else f"|(?<={d})" for i, d in enumerate((
        "cet ", "ce ", "l'", "en ", "d'", "les ", "ces ", "the ", "this ", "last ", "next ",
        "past ", "in ", "previous ", "coming ", "that ", "during ", "over ")))
SEASON_SAID = (r"\b(?:printemps|automnes?|hivers?|summers?|autumns?|winters?)\b"
               rf"|(?:{_SEASON_DETERMINER})(?:etes?|falls?|springs?)\b"
               r"(?! (?:in|of) (?!(?:19|20)\d\d))(?! (?:mattress\w*|matelas|beds?|box))"
               r"|\b(?:etes?|falls?|springs?)(?= (?:de |of )?(?:19|20)\d\d)"
               r"|^(?:etes?|falls?|springs?)\b(?! (?:in|of) (?!(?:19|20)\d\d))"
               r"(?! (?:mattress\w*|matelas|beds?|box))")
_SEASON_EDGE = (r"\b(?:fin|debut|mi|milieu|end|start|beginning|middle|early|late|mid)\b"
                r"[^a-z]{0,3}(?:(?:de|du|d'|of|the|la|le|l'|cet|this|last)\W*){0,3}$")
_SEASON_YEARS = (r"^\s*(?:(?:de|of|d'|en|in)\s*)?(?:l'annee\s+|the year\s+)?((?:19|20)\d\d)"
                 r"(?:\s*(?:[-/]|a|au|to|et|and)\s*((?:19|20)?\d\d))?\b")
_SEASON_LAST_YEAR = (r"\b(?:de l'annee (?:derniere|passee|precedente)|de l'an (?:dernier|passe)|"
                     r"of last year|last year'?s?|the year before)\b")
_SEASON_THIS_YEAR = r"\b(?:de cette annee|de l'annee en cours|of this year|this year'?s?)\b"


def bare_season(text: str) -> bool:
    """Is a season said with nothing that says which ("l'été", not "l'été 2025", "l'été
    dernier", "cet été")? After "avant", "jusqu'à" or "après" it is asked: in April, "avant
    l'été" may be the summer to come as well as the last one."""
    m = re.search(SEASON_SAID, text)
    return m is not None and not re.search(_SEASON_YEARS, text[m.end():]) and not re.search(
        rf"{_SEASON_LAST_YEAR}|{_SEASON_THIS_YEAR}|\b(?:{LAST_WORDS}|{NEXT_WORDS}|cet|ce|"
        rf"cette|this|current|en cours)\b", text)


def season(start_month: int, year: int) -> Period:
    """The season beginning in `start_month` of `year` (a winter ends in February after)."""
    last = start_month + 2
    return Period(date(year, start_month, 1),
                  _month(year + (last > 12), (last - 1) % 12 + 1).end, "season")


def _season(text: str, today: date, words: str) -> Period | UnclearPeriod | None:
    """A season said ("cet été", "l'été dernier", "last summer", "printemps 2026", "winter
    2025-2026"): its three months. With a year, that year's (a winter says both of its years:
    "l'hiver 2026" alone is asked, never guessed); "dernier"/"last", the last one ended;
    "prochain"/"next", the next one; "cet"/"this", the one in progress, else the nearest;
    said alone ("l'été", "over the summer"), the one in progress, else the last one ended.
    One in progress ends today. Several seasons ("les étés"), or a part of one ("fin de
    l'été", "late summer"): asked (None: no season said)."""
    m = re.search(SEASON_SAID, text)
    if m is None:
        return None
    word = m.group(0)
    if (word.endswith("s") and word != "printemps") \
            or re.search(_SEASON_EDGE, text[:m.start()]):
        return UnclearPeriod(words)
    start_month = SEASONS[word]
    years = re.search(_SEASON_YEARS, text[m.end():])
    year: int | None = None
    if years:
        first, second = int(years[1]), years[2]
        if start_month == 12:
            following = None if second is None else int(second) if len(second) == 4 \
                else first // 100 * 100 + int(second)
            return season(12, first) if following == first + 1 else UnclearPeriod(words)
        if second is not None:
            return UnclearPeriod(words)
        year = first
    elif re.search(_SEASON_LAST_YEAR, text):
        year = today.year - 1
    elif re.search(_SEASON_THIS_YEAR, text):
        year = today.year
    if year is not None:
        # a winter by one year ("l'hiver de l'année dernière"): which one is not said
        return UnclearPeriod(words) if start_month == 12 else season(start_month, year)
    seasons = [season(start_month, y) for y in range(today.year - 2, today.year + 2)]
    going = next((s for s in seasons if s.start <= today <= s.end), None)
    ended = max((s for s in seasons if s.end < today), key=lambda s: s.start)
    coming = min((s for s in seasons if s.start > today), key=lambda s: s.start)
    if re.search(rf"\b(?:{LAST_WORDS})\b", text):
        return ended
    if re.search(rf"\b(?:{NEXT_WORDS})\b", text):
        return coming
    if going is not None:
        return Period(going.start, today, "season")
    if re.search(r"\b(?:cet|ce|cette|this|current|en cours)\b", text) \
            and coming.start - today < today - ended.end:
        return coming
    return ended


# "12 mois glissants", "rolling 12 months", "trailing 12 months": N units ending today, the
# way accounts say it (and the way the reports label such a period).
_SLIDING = r"glissante?s?|roulante?s?|rolling|trailing"


def _rolling(text: str, today: date) -> Period | UnclearPeriod | None:
    """N units ending today ("les 3 derniers mois", "over the last two years", "the past 8
    weeks", "sur 2 ans"), or beginning tomorrow ("les 3 prochains mois"): exactly N units,
    both ends included, so the span just before ends the day before it starts. Quarters and
    halves are calendar ones, as one is ("les 3 derniers trimestres": the last three
    complete quarters)."""
    m = re.search(rf"\b(?:(?:les|the|ces|these|over|sur|in|for|pendant|durant|during|within|"
                  rf"rolling|trailing|{LAST_WORDS}|{NEXT_WORDS})\s+)*{COUNT}\s+"
                  rf"(?:({LAST_WORDS}|{NEXT_WORDS})\s+)?"
                  rf"({ANY_UNIT})\b(?:\s+({LAST_WORDS}|{NEXT_WORDS}|{_SLIDING}))?"
                  rf"(?!\s+(?:ago|plus tot))", text)
    if not m or re.search(r"\bil y a\s+$", text[:m.start(1)]):
        return None
    said = m.group(0)
    head = text[:m.start()]
    forward = re.search(rf"\b(?:{NEXT_WORDS})\b", said)
    if not (forward or re.search(rf"\b(?:{LAST_WORDS}|ces|these|over|sur|for|pendant|durant|"
                                 rf"during|within|rolling|trailing|{_SLIDING})\b", said)
            or re.search(r"\b(?:depuis|since|over|sur|for|in the)\s*$", head)):
        return None
    n = COUNT_WORDS.get(m[1]) if not m[1].isdigit() else int(m[1])
    if not n:  # "the last few months": how many is not said
        return UnclearPeriod(text)
    unit = _unit_of(m[3])
    if unit in PARTS_OF_YEAR:
        return _parts_of_year(unit, n, today, forward=bool(forward))
    kind = {"day": "rolling_days", "week": "rolling_weeks"}.get(unit, "rolling_months")
    if forward:
        first = today + timedelta(days=1)
        if unit in UNIT_MONTHS:
            return Period(first, months_before(today, -n * UNIT_MONTHS[unit]), kind)
        return Period(first, today + timedelta(days=n * (7 if unit == "week" else 1)), kind)
    if unit in UNIT_MONTHS:
        return Period(months_before(today, n * UNIT_MONTHS[unit]) + timedelta(days=1), today,
                      kind)
    return Period(today - timedelta(days=n * (7 if unit == "week" else 1) - 1), today, kind)


def _parts_of_year(kind: str, n: int, today: date, *, forward: bool) -> Period:
    """N calendar quarters or halves, as one is read ("le dernier trimestre" is the last
    complete one): "les 3 derniers trimestres" are the last three complete quarters, "the
    next two halves" the two after the one in progress."""
    count = PARTS_OF_YEAR[kind].count
    current = today.year * count + (today.month - 1) * count // 12  # parts since year 0
    first, last = (current + 1, current + n) if forward else (current - n, current - 1)
    return Period(_part(kind, first // count, first % count + 1).start,
                  _part(kind, last // count, last % count + 1).end,
                  {"quarter": "quarters", "half": "halves"}[kind])


def _monday(day: date) -> date:
    return day - timedelta(days=day.weekday())


def _one_unit(text: str, today: date) -> Period | None:
    """A week, a month or a year named against today: last, this or next ("la semaine
    dernière", "au dernier mois", "this month", "l'an prochain", "next year")."""
    # One unit: "les derniers mois" (how many?) is no last month.
    last = re.search(r"(?<!les )(?<!ces )\b(?:(?:dernier|derniere|last|past|previous|prior|"
                     r"precedente?)\s+(semaine|week|mois|month)|(semaine|mois)\s+"
                     r"(?:derniere?|precedente?|passee?|ecoulee?))\b", text)
    this = re.search(r"\b(?:(?:cette|ce|this|current)\s+(semaine|week|mois|month)|"
                     r"(semaine|mois|week|month)\s+(?:en cours|to date)|"
                     r"(?:depuis|since)\s+(?:le\s+)?(?:debut|start|beginning)\s+(?:de\s+la\s+|"
                     r"du\s+|of\s+the\s+)(semaine|week|mois|month))\b", text)
    coming = re.search(rf"\b(?:(?:{NEXT_WORDS})\s+(semaine|week|mois|month|annee|an|year)|"
                       rf"(semaine|mois|annee|an)\s+(?:{NEXT_WORDS}))\b", text)
    if last:
        unit = last[1] or last[2]
        if unit in ("semaine", "week"):
            monday = _monday(today) - timedelta(days=7)
            return Period(monday, monday + timedelta(days=6), "week")
        before = today.replace(day=1) - timedelta(days=1)
        return _month(before.year, before.month)
    if this:
        unit = this[1] or this[2] or this[3]
        if unit in ("semaine", "week"):
            return Period(_monday(today), today, "week")
        return Period(today.replace(day=1), today, "month")
    if coming:
        unit = coming[1] or coming[2]
        if unit in ("semaine", "week"):
            monday = _monday(today) + timedelta(days=7)
            return Period(monday, monday + timedelta(days=6), "week")
        if unit in ("mois", "month"):
            after = _month(today.year, today.month).end + timedelta(days=1)
            return _month(after.year, after.month)
        return Period(date(today.year + 1, 1, 1), date(today.year + 1, 12, 31), "next_year")
    return None


DAYS = (
    (r"avant-hier|avant hier|(?:(?:the )?day )?before yesterday", -2),
    (r"hier|yesterday", -1),
    (r"aujourd'hui|aujourdhui|today|ce jour", 0),
    (r"apres-demain|apres demain|(?:the )?day after tomorrow", 2),
    (r"demain|tomorrow", 1),
)


def _one_day(text: str, today: date) -> Period | None:
    for pattern, shift in DAYS:
        if re.search(rf"(?<![\w-])(?:{pattern})(?![\w-])", text):
            day = today + timedelta(days=shift)
            return Period(day, day, "day")
    return None


# The first bill on record, or how to read it (a query: made only for a period that begins
# there, "avant 2025", "all time"); None: FLOOR.
FirstBill = date | Callable[[], date | None] | None


def first_day(first: FirstBill) -> date:
    """The day a period open at its start begins: the first bill on record, else FLOOR."""
    return (first() if callable(first) else first) or FLOOR


_CURRENT_UNIT = {"de l'annee": "cette annee", "de l annee": "cette annee",
                 "du mois": "ce mois", "du trimestre": "ce trimestre",
                 "du semestre": "ce semestre", "de la semaine": "cette semaine",
                 "of the year": "this year", "of the month": "this month",
                 "of the quarter": "this quarter", "of the week": "this week",
                 "the year": "this year", "the month": "this month",
                 "the quarter": "this quarter", "the week": "this week"}


def resolve_period(words: str | None, today: date, *, first: FirstBill = None,
                   nested: bool = False) -> Period | UnclearPeriod:
    """The dates a period phrase means on `today`: the last 12 months when none is said,
    `UnclearPeriod` when one is said that these rules cannot read. A range said backwards
    ("du 30 juin au 1er janvier 2025") raises ValueError: the desk says so, nothing guessed.

    Families, each in French and English, numbers in digits or words, a slip in a period
    word read as meant ("last yaer"): ranges of days or months; N units ending today (days,
    weeks, months, years) or N whole quarters or halves (the last complete ones); a year,
    quarter, half, month or week that is
    the last, this or the next; yesterday, today; since a month or a day; a month; a year.
    A period said with an operator keeps it ("avant 2025", "after March", "depuis 2025",
    "jusqu'à fin juin"); one open at its start begins on `first`, the first bill on record
    (FLOOR when not given; given as a function, it is called only for such a period, once).
    A period with an exception ("pas en 2025"), or issued in one period and paid in another,
    is no one period: `UnclearPeriod` (see `unclear_reason`).
    `nested`: a part of a period said (what follows an operator, one side of "et"), read
    without operators nor joins, so that reading a message costs a bounded number of steps."""
    if callable(first) and not nested:
        first = cache(first)
    # "March–June 2025": the dash joins the months (folding would make it a space)
    text = spell_period(fold_words(re.sub(r"(?<=\w)\s*[–—]\s*(?=\w)", " - ", words or "")))
    if not text.strip():
        return Period(months_before(today, 12) + timedelta(days=1), today, "default")
    if no_such_day(words) is not None:  # "30 février": said so, never the nearest real days
        return UnclearPeriod(words or "", "no_such_day")
    if re.search(_OTHER_YEAR_CUE, fold(words or "")):  # "1969", "31 décembre 2999": asked again
        return UnclearPeriod(words or "")

    if re.search(_EXCEPT, text) or _two_dates(text) or re.search(_NO_SUCH_PART, text):
        return UnclearPeriod(words or "")  # "T5", "Q0", "3e semestre": no such part, asked
    text = _to_today(text)
    text = _said_of_the_year(_fortnights(text), today)
    if re.search(_SAME_SPAN, text) and re.search(_LAST_YEAR, text) \
            and not re.search(_UNREAD_MARKS,
                              re.sub(_SAME_SPAN, " ", re.sub(_LAST_YEAR, " ", text))):
        # "l'an dernier à la même période", "same period last year", "last year to date":
        # the year to date, a year earlier (the reply gives its dates)
        return Period(date(today.year - 1, 1, 1), _a_year_before(today), "range")
    # "le CA du mois", "top clients de l'année", "grosse facture de la semaine": a unit said
    # with nothing else is the current one, as "ce mois", "cette année"
    text = _CURRENT_UNIT.get(text.strip(" ?.!,"), text)
    if any(w.endswith("s") and w != "printemps" for w in re.findall(SEASON_SAID, text)):
        return UnclearPeriod(words or "")  # "les étés 2025 et 2026": seasons, no one period
    if not re.search(_ANY_OP, text) and not re.search(r"\s(?:et|and|&|ainsi que)\s", text):
        # "cet été", "printemps 2026", "winter 2025-2026" (never the year alone, nor a range
        # of years); with an operator or a join, each side is read on its own, seasons too
        found = _season(text, today, words or "")
        if found is not None:
            return found
    for family in (_half_month, _days_in_month, _range):
        found = family(text, today)
        if found is not None:
            return UnclearPeriod(words or "") if isinstance(found, UnclearPeriod) else found
    for said in () if nested else (_joined, _operator, _older_than):
        read = said(text, today, first)
        if read is not None:
            return UnclearPeriod(words or "") if isinstance(read, UnclearPeriod) else read
    if re.search(_PART_OF_A_YEAR, text):  # "fin 2025", "mi-2025": which months is not said
        return UnclearPeriod(words or "")
    if re.search(_ALL_TIME, text) and not re.search(
            rf"(?:debut|beginning|start|origine)\s+(?:de|du|d'|des|of)\s*(?:l'|la|le|the)?\s*"
            rf"(?:annee|an|year|mois|month|semaine|week|trimestre|quarter|semestre|half|"
            rf"exercice|(?:19|20)\d\d|{MONTH_NAMES})", text):
        opened = first_day(first)
        return Period(opened if opened <= today else FLOOR, today, "all_time")
    for alone in (_ago, _fiscal, _iso_week, _rolling):
        found = alone(text, today)
        if found is not None:
            return UnclearPeriod(words or "") if isinstance(found, UnclearPeriod) else found
    if re.search(r"\b(depuis un an|over the past year|sur un an|in the past year|"
                 r"sur l'annee ecoulee|over the last year|within the last year|"
                 r"au cours de l'annee ecoulee|the last twelve months)\b", text):
        return Period(months_before(today, 12) + timedelta(days=1), today, "rolling_months")

    m = re.search(r"\b(annee (passee|derniere|precedente)|(?:l')?an (dernier|passee?)|last year|"
                  r"previous year|past year|prior year|an dernier|derniere annee|"
                  r"n-1|exercice precedent)(?:\b|$)", text)
    if m:
        if _unread(text, m):  # "le dernier trimestre de l'an dernier": not the whole year
            return UnclearPeriod(words or "")
        return Period(date(today.year - 1, 1, 1), date(today.year - 1, 12, 31), "previous_year")
    m = re.search(r"\b(cette annee|this year|annee en cours|year to date|ytd|"
                  r"depuis le (?:debut|1er janvier|premier janvier) de l'annee|"
                  r"depuis le debut d'annee|since the (?:start|beginning) of the year|"
                  r"so far this year|current year|depuis janvier|since january|"
                  r"since 1 january|depuis le 1er janvier)\b", text)
    if m:
        if _unread(text, m):
            return UnclearPeriod(words or "")
        return Period(date(today.year, 1, 1), today, "this_year")

    for kind in PARTS_OF_YEAR:
        part = _part_of_year(text, today, kind, words or "")
        if part is not None:
            return part

    for named in (_one_unit, _one_day):
        period = named(text, today)
        if period is not None:
            return period

    m = re.search(rf"\b(?:depuis|since|from|a partir de|starting)\s+(?:le mois de\s+|debut\s+|"
                  rf"the start of\s+|le debut de\s+|le\s+|the\s+)?({DAY_TOKEN})", text)
    if m:
        start = _end_point(m[1], today, start=True, year_hint=None)
        if start and start <= today:
            return Period(start, today, "since_month")
        if start and start > today:  # "depuis mars 2099": nothing yet, said so (never March)
            return UnclearPeriod(words or "", "future")

    m = re.search(rf"\b({MONTH_NAMES})(?:\s+((?:19|20)\d\d))?\b", text)
    ambiguous = m is not None and (len(m[1]) <= 3 or m[1] in ("may", "mars", "march")) \
        and not m[2]
    if m and (not ambiguous or re.search(rf"\b(?:en|in|de|du mois de|of|during|pendant|"
                                         rf"for|pour|month of|au mois de)\s+{m[1]}\b", text)):
        if _unread(text, m):  # "mars/juin 2026", "la 1re semaine de mars": not the month
            return UnclearPeriod(words or "")
        month = MONTHS[m[1]]
        year = int(m[2]) if m[2] else (today.year if month <= today.month else today.year - 1)
        return _month(year, month)
    m = re.search(r"\b((?:19|20)\d\d)\b", text)
    if m:
        if _unread(text, m):  # "T0 2026", "mars/juin 2026", "trimestre 2026": not the year
            return UnclearPeriod(words or "")
        year = int(m[1])
        return Period(date(year, 1, 1), date(year, 12, 31), "year")
    return UnclearPeriod(words or "")


# Words that say a period more precisely than a year or a month: when one is left once the
# year or month is read ("T0 2026", "mars/juin 2026", "le dernier trimestre de l'an dernier",
# "trimestre 2026"), the period said is not that year or month: asked, never read as it.
# Not a breakdown asked ("2026 mois par mois", "by quarter", "chaque mois"), and not "may"
# (the verb as often as the month).
_BREAKDOWN = (r"\b(?:(?:par|per|by|each|every|chaque|tous les|toutes les)\s+(?:the\s+)?"
              r"(?:mois|months?|trimestres?|quarters?|semestres?|halfs?|halves|semaines?|"
              r"weeks?)|(?:mois|month|trimestre|quarter|semestre|half|semaine|week)\s+"
              r"(?:par|by|after|apres|on|over)\s+(?:mois|month|trimestre|quarter|semestre|half|"
              r"semaine|week)|monthly|quarterly|weekly|mensuel\w*|trimestriel\w*)\b")
_UNREAD_MARKS = (rf"\b(?:{'|'.join(m for m in MONTHS if m != 'may')})\b|\b[qtsh]\d\b|"
                 r"\b(?:mois|months?|trimestres?|quarters?|semestres?|halfs?|halves|"
                 r"semaines?|weeks?|quinzaines?|fortnights?)\b|\d{1,2}[/.]\d{1,2}|"
                 r"\b(?:meme|same)\s+(?:periode|period|epoque|time)\b")


def _unread(text: str, read: re.Match[str]) -> bool:
    """Does `text` say more of its period than what `read` matched (a year, a month, "last
    year")? Then that is not the period said."""
    # "le mois de mars", "the month of March 2026": the month said with its unit
    head = re.sub(r"\b(?:mois|month)\s+(?:(?:de|of)\s+|d')?$", " ", text[:read.start()])
    rest = re.sub(_BREAKDOWN, " ", head + " " + text[read.end():])
    return bool(re.search(_UNREAD_MARKS, rest))


# "the past fortnight", "la dernière quinzaine": two weeks and fifteen days (as "les quinze
# derniers jours"), read as the rolling windows they are; "two fortnights", four weeks.
_FORTNIGHTS = (
    (r"\b(?:two|2|deux) (?:fortnights|quinzaines)\b", "4 weeks"),
    (r"\b(?:(?:a|one|the)\s+)?fortnight\b", "2 weeks"),
    (rf"\b(?:(?:la|une)\s+)?(?:{LAST_WORDS})\s+quinzaine\b|"
     rf"\b(?:(?:la|une)\s+)?quinzaine\s+(?:{LAST_WORDS})", "les 15 derniers jours"),
    (rf"\b(?:(?:la|une)\s+)?(?:{NEXT_WORDS})\s+quinzaine\b|"
     rf"\b(?:(?:la|une)\s+)?quinzaine\s+(?:{NEXT_WORDS})", "les 15 prochains jours"),
)


def _fortnights(text: str) -> str:
    if not re.search(r"fortnight|quinzaine", text):
        return text
    for pattern, said in _FORTNIGHTS:
        # "the first fortnight of March" is half a month (`_half_month`), no window
        if not re.search(_HALF_MONTH, text):
            text = re.sub(pattern, said, text)
    return text


# "la première quinzaine de mars", "the second half of March": the 1st to the 15th, the 16th
# to the month's end.
_HALF_MONTH = (rf"\b(?:(?:la|the)\s+)?(premiere|1re|1ere|first|deuxieme|seconde?|2e|2eme|2nde|"
               rf"2nd|derniere|last)\s+(?:quinzaine|fortnight|half)\s+(?:de\s+|d'|of\s+|du mois "
               rf"de\s+)?(?:(?:la|the)\s+)?({MONTH_NAMES})\b(?:\s+((?:19|20)\d\d))?")


def _half_month(text: str, today: date) -> Period | None:
    m = re.search(_HALF_MONTH, text)
    if not m:
        return None
    month = MONTHS[m[2]]
    year = int(m[3]) if m[3] else (today.year if month <= today.month else today.year - 1)
    whole = _month(year, month)
    if m[1] in ("premiere", "1re", "1ere", "first"):
        return Period(whole.start, whole.start + timedelta(days=14), "range")
    return Period(whole.start + timedelta(days=15), whole.end, "range")


# "l'an dernier", "last year" said of a month or a part of a year ("mars de l'an dernier",
# "Q2 last year", "le dernier trimestre de l'année dernière"), or "cette année" ("T4 de cette
# année"): that year's, as if its number were said.
_LAST_YEAR = (r"(?:\b(?:de|of|d')\s*)?(?:\b(?:l'|the\s+)?(?:annee (?:passee|derniere|precedente)|"
              r"an (?:dernier|passee?)|previous year|last year|past year|prior year|"
              r"derniere annee)|\bn-1)\b")
_THIS_YEAR = (r"(?:\b(?:de|of|d')\s*)?\b(?:cette annee|this year|l'annee en cours|"
              r"the current year|current year)\b")
_SAME_SPAN = (r"\b(?:(?:meme|same)\s+(?:periode|period|epoque|time)|this time|a date|to date|"
              r"ytd)\b")
_OF_A_YEAR = (rf"\b(?:{MONTH_NAMES})\b|\b[qtsh][1-4]\b|\b(?:{_PART_ORDINAL})\s+"
              rf"(?:trimestre|quarter|semestre|half|quinzaine|fortnight)\b")


# "le même trimestre l'an dernier", "the same month last year" said with no period before it:
# the one in progress, of last year.
_SAME_UNIT = (r"\b(?:(?:le|la|the)\s+)?(?:meme|same)\s+"
              r"(trimestre|quarter|semestre|half|mois|month)\b")


def _said_of_the_year(text: str, today: date) -> str:
    same = re.search(_SAME_UNIT, text)
    if same and re.search(_LAST_YEAR, text):
        unit = _unit_of(same[1])
        current = {"quarter": f"t{(today.month - 1) // 3 + 1}",
                   "half": f"s{(today.month - 1) // 6 + 1}"}.get(unit) or next(
            name for name, number in MONTHS.items() if number == today.month)
        text = text[:same.start()] + f" {current} " + text[same.end():]
    if not re.search(_OF_A_YEAR, text) or re.search(_SAME_SPAN, text):
        return text
    for pattern, year in ((_LAST_YEAR, today.year - 1), (_THIS_YEAR, today.year)):
        text = re.sub(pattern, f" {year}", text)
    # "le dernier trimestre 2025", "the last half of 2025": the fourth, the second
    text = re.sub(r"\b(?:dernier|derniere|last|final)\s+(trimestre|quarter)(?=\s+(?:de\s+|of\s+)?"
                  r"(?:19|20)\d\d)", r"4e \1", text)
    text = re.sub(r"\b(?:dernier|derniere|last|final)\s+(semestre|half)(?=\s+(?:de\s+|of\s+)?"
                  r"(?:19|20)\d\d)", r"2e \1", text)
    return re.sub(r"\s+", " ", text).strip()


def _a_year_before(day: date) -> date:
    """The same day a year earlier (28 February for the 29th)."""
    return day.replace(year=day.year - 1, day=min(day.day, 28) if day.month == 2 else day.day)


# A quarter or half no year has: "T0", "Q5", "H3", "5e trimestre", "fifth quarter", "trimestre
# 5", "3e semestre": asked, never read as the year said beside it.
_NO_SUCH_PART = (r"\b(?:[qt](?:0|[5-9])|[hs](?:0|[3-9]))\b|"
                 r"\b(?:cinquieme|sixieme|septieme|huitieme|fifth|sixth|seventh|eighth|"
                 r"(?:[5-9]|\d\d)(?:e|eme|th))\s+(?:trimestre|quarter)s?\b|"
                 r"\b(?:troisieme|quatrieme|cinquieme|third|fourth|fifth|"
                 r"(?:[3-9]|\d\d)(?:e|eme|rd|th))\s+(?:semestre|half)\b|"
                 r"\b(?:trimestre|quarter)\s+(?:0|[5-9]|\d\d)\b(?!\s*(?:derni|last|prochain|"
                 r"next|jours?|days?))|\b(?:semestre|half)\s+(?:0|[3-9])\b")


# -- periods said with an operator: before, after, since, until, except ------------------------

# The first day a period open at its start ("avant 2025", "jusqu'au 30 juin", "depuis le
# début") can begin on: years are read from 2000 only, so no bill is older. The desk passes
# the day of the first bill on record (`first`); the reply says the period began then.
FLOOR = date(2000, 1, 1)
# The kinds of period that begin with the first bill on record, not on a day said.
OPEN_START_KINDS = ("until", "all_time")
# A financial year: no other one is set up, so it is the calendar year (the reply says so).
FISCAL_KIND = "fiscal_year"

# Patterns as text (compiled on first use, by `re`'s cache): importing costs nothing.
_OP_BEFORE = r"avant|avt|before|prior to|earlier than|anterieure?s? (?:a|au)"
_OP_AFTER = r"apres|after|later than|posterieure?s? (?:a|au)"
_OP_UNTIL = (r"jusqu'?\s?(?:au|aux|a la|a l'|a|en)|jusqua|jusquau|jusque|until|till|up to|up until|"
             r"through|thru|d'ici(?: a| au| la)?|by(?= (?:the )?end\b)|au plus tard")
_OP_SINCE = (r"depuis|since|a partir d(?:e|u|')|a compter d(?:e|u|')|"
             r"starting(?: (?:from|in|on))?|(?:as )?from(?=.*\b(?:on|onwards?|onward)\b)")
# A period with an exception ("pas en 2025", "hors décembre", "cette année sauf novembre"):
# no one period, never read as the part said (the opposite of what was asked).
_PERIOD_AFTER = (rf"(?:(?:le|la|les|l'|the|en|in|on|de|du|d'|des|au|a|of|mois de|month of|"
                 rf"during|pendant|periode|period)\s*)*(?:(?:19|20)\d\d|{MONTH_NAMES}|[qtsh][1-4]\b|"
                 rf"(?:premier|deuxieme|second|troisieme|quatrieme|first|third|fourth|"
                 rf"\d(?:er|e|eme|st|nd|rd|th))\s+(?:trimestre|semestre|quarter|half)|"
                 rf"(?:semaine|week|mois|month|annee|year|an|trimestre|quarter|semestre|"
                 rf"half|ete|summer|hiver|winter|printemps|spring|automne|autumn|fall|"
                 rf"noel|christmas|vacances|holidays?|week-?ends?|jours? feries?)\b|"
                 rf"\d{{1,2}}(?:er|st|nd|rd|th)?\s+(?:of\s+)?(?:{MONTH_NAMES})\b|"
                 rf"(?:hier|yesterday|aujourd'hui|today)\b)")
_EXCEPT = (rf"\b(?:sauf|hors|excepte|except(?:ing)?|excluding|exclu(?:ant|s|e|es)?|"
           rf"apart from|other than|a part|en dehors d(?:e|u|es|')|a l'exception d(?:e|u|es|')|"
           rf"pas (?:en|au|pour|sur|pendant|durant)|not (?:in|for|during|over)|but not|"
           rf"mais pas|without|sans)\s*(?:{_PERIOD_AFTER})")
# Issued in one period, paid in another: the bill tools read one date per question (the issue
# date, or the payment date for what was paid), so the two are not combined: asked again.
_DATE_BASIS = (r"\b(?:pay\w*|paie\w*|paid|reglee?s?|settled|encaissee?s?|emise?s?|issued|"
               r"datees?|dated|facturee?s?|billed|invoiced)\b")
_WHEN = (rf"\b(?:(?:19|20)\d\d|{MONTH_NAMES}|[qt][1-4]|(?:annee|year|mois|month|trimestre|quarter|"
         rf"semestre|half|semaine|week)\b|hier|yesterday|aujourd'hui|today)")
_YEAR_PAIR = (r"(?:\b(?:de|du|from|between|entre|sur|over|en|in|pour|for)\s+)?"
              r"(?:(?:l'annee|les annees|annees|the years?|years)\s+)?(?<![-\w/.])"
              r"((?:19|20)\d\d)\s*"
              r"(et|and|&|,|-|–|/|a|au|to|through|thru|jusqu'(?:a|en|au)|\s)\s*"
              r"(?:(?:en|in|l'annee)\s+)?((?:19|20)\d\d)\b(?![-/.]\d)")
_AGO = (rf"(?:\bil y a\s+{COUNT}\s+({ANY_UNIT})\b|\b{COUNT}\s+({ANY_UNIT})\s+ago\b)")
_OLDER = (rf"\b(?:(?:depuis|for|il y a|since)\s+(?:plus de|more than|over)|older than|"
          rf"(?:plus|more) (?:vieilles?|anciennes?|old) (?:de|than))\s+{COUNT}\s+({ANY_UNIT})\b|"
          rf"\b(?:more than|over)\s+{COUNT}\s+({ANY_UNIT})\s+(?:old|ago)\b")
_ALL_TIME = (r"\b(?:depuis|since|from)\s+(?:le\s+|the\s+|l'|tout\s+le\s+|the very\s+)?"
             r"(?:tout\s+)?(?:debut|commencement|beginning|start|origine|the start)\b(.*)|"
             r"\b(?:all[- ]time|de tout temps|(?:sur )?tout l'historique|over all time|"
             r"(?:since |from )?day (?:one|1)|(?:(?:the|our|their|"
             r"his|her) )?(?:whole|entire) history|depuis le (?:tout )?premier jour)\b()")
_FISCAL = (r"\b(?:(?:l')?exercice(?:\s+(?:comptable|fiscal))?|(?:financial|fiscal) year)"
           r"\b\s*(?:((?:19|20)\d\d|\d\d)\b|(en cours|actuel|courant|to date|precedent|"
           r"dernier|passe|ecoule|previous|last)\b)?|\b(this|current|the current|cet|"
           r"dernier|precedent|last|previous|prior)\s+(?:(?:financial|fiscal) year|exercice)\b|"
           r"\bfy\s?((?:19|20)\d\d|\d\d)\b|\bfytd\b")
_ISO_WEEK = (r"\b(?:semaine|sem\.?|week|wk)\s*(?:n°|no\.?|num(?:ero)?|number|#)?\s*(\d{1,2})\b"
             r"(?!\s*(?:derni|last|prochain|next|jours?|days?|semaines?|weeks?))"
             r"(?:\s+(?:de\s+|of\s+|d'|en\s+|in\s+)?(?:l'annee\s+)?((?:19|20)\d\d))?")
_EDGE = (r"^(?:a\s+|at\s+)?(?:la\s+|the\s+)?(fin|end|debut|start|beginning|early|late)"
         r"(?:\s+(?:de|du|des|of|d')|(?<=')|\s*-)?\s*(?:l'annee\s+|the year\s+)?")
# The start, middle or end of a year ("début 2026", "mi-2025", "end of 2025"): no agreed
# months, so asked, never read as the whole year.
_PART_OF_A_YEAR = (r"\b(?:fin|debut|mi|end|start|beginning|early|mid)(?:\s+(?:de\s+|d'|"
                   r"of\s+)?(?:l'annee\s+|the year\s+)?|\s*-\s*)((?:19|20)\d\d)\b")
_DAY_POINT = (rf"(?:(?:19|20)\d\d-\d\d-\d\d|\d{{1,2}}[/.]\d{{1,2}}(?:[/.]\d{{2,4}})?"
              rf"|\d{{1,2}}(?:er|re|st|nd|rd|th)?\s+(?:of\s+)?(?:{MONTH_NAMES})(?:,?\s+(?:19|20)\d\d)?"
              rf"|(?:{MONTH_NAMES})\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+(?:19|20)\d\d)?)")
_NOT_A_POINT = r"^(?:hier|yesterday|demain|tomorrow|vente|midi|sales?)\b|^-"


def _count(said: str) -> int | None:
    return int(said) if said.isdigit() else COUNT_WORDS.get(said)


def _point(rest: str, today: date, first: FirstBill) -> tuple[Period, str] | None:
    """The period said right after an operator ("2025" in "avant 2025", "fin juin" in
    "jusqu'à fin juin", "le 1er mars 2025"), with its edge ("fin", "debut" or ""): None when
    what follows is no period these rules read."""
    rest = re.sub(r"^(?:(?:le|la|l'|les|the|of|de|du|d'|en|in|on)\s*)+", "", rest.strip())
    if not rest or re.search(_NOT_A_POINT, rest):
        return None
    edge = ""
    m = re.match(_EDGE, rest)
    if m and m.end() < len(rest):
        edge = "fin" if m[1] in ("fin", "end", "late") else "debut"
        rest = rest[m.end():]
    day = re.match(_DAY_POINT, rest)
    if day and re.match(r"\d|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?\b", rest):
        point = _end_point(day.group(0), today, start=True, year_hint=None)
        return (Period(point, point, "day"), edge) if point else None
    month = re.match(rf"({MONTH_NAMES})\b(?:\s+(?:de\s+|of\s+)?((?:19|20)\d\d))?", rest)
    if month:
        number = MONTHS[month[1]]
        year = int(month[2]) if month[2] else (
            today.year if number <= today.month else today.year - 1)
        return _month(year, number), edge
    said = re.match(r"(?:l'annee\s+|the year\s+|annee\s+)?((?:19|20)\d\d)\b", rest)
    if said:
        return Period(date(int(said[1]), 1, 1), date(int(said[1]), 12, 31), "year"), edge
    found = resolve_period(rest, today, first=first, nested=True)
    if isinstance(found, Period) and found.kind not in ("default", *OPEN_START_KINDS):
        return found, edge
    return None


def _open_start(first: FirstBill, end: date) -> Period:
    """From the first bill on record to `end` (from FLOOR when `end` is before it)."""
    start = first_day(first)
    return Period(start if start <= end else FLOOR, end, "until")


def _operator(text: str, today: date, first: FirstBill) -> Period | UnclearPeriod | None:
    """A period said with an operator before it: "avant 2025" (to 31 December 2024, from the
    first bill), "after March" (1 April to today), "depuis 2025" (1 January 2025 to today),
    "jusqu'à fin juin" (to 30 June, the latest not in the future), "avant le 1er mars 2025"
    (to 28 February 2025). The operator is never dropped: what follows it that is no period
    these rules read is asked for (None: no operator said)."""
    m = re.search(rf"(?<![\w-])(?:(?P<before>{_OP_BEFORE})|(?P<after>{_OP_AFTER})|"
                  rf"(?P<until>{_OP_UNTIL})|(?P<since>{_OP_SINCE}))"
                  rf"(?![\w-])(?!\s*(?:hier|yesterday|demain|tomorrow|midi|noon|vente|sales?)\b)"
                  rf"\s*(?P<rest>.*)", text)
    if not m:
        return None
    op = next(name for name in ("before", "after", "until", "since") if m[name])
    rest = m["rest"]
    before = text[:m.start()].strip(" ,")
    left = resolve_period(before, today, first=first, nested=True) if before else None
    if not isinstance(left, Period) or left.kind == "default":
        left = None
    since = op == "since"
    rest = re.sub(r"\s+(?:on|onwards?|onward|et (?:apres|plus))\b.*$", "", rest) if since \
        else rest
    if not since and bare_season(rest):  # "avant l'été": which summer is not said
        return UnclearPeriod(text)
    point = _point(rest, today, first)
    at_start = not before
    if left is not None and point is not None and not since:
        # "cette année jusqu'à fin juin", "Q1 through Q3": from the period said first
        found, edge = point
        end = found.start - timedelta(days=1) if op == "before" and edge != "fin" \
            else found.end
        if op == "after":
            start = found.end + timedelta(days=1)
            return Period(start, left.end, "range") if start <= left.end else UnclearPeriod(text)
        return Period(left.start, end, "range") if left.start <= end else UnclearPeriod(text)
    if since:
        # months and days said after "depuis"/"since" are read below, as they were
        if point is None or re.match(rf"(?:(?:le|la|the|mois de|de)\s+)*(?:{_DAY_POINT}|"
                                     rf"(?:{MONTH_NAMES})\b)", rest.strip()):
            return None
        found, edge = point
        if edge == "fin" or found.start > today:
            return UnclearPeriod(text)
        return Period(found.start, today, "since")
    if point is None:
        return UnclearPeriod(text) if at_start else None
    found, edge = point
    if op == "after":
        start = found.end + timedelta(days=1)
        if edge == "debut" or start > today:
            return UnclearPeriod(text)
        return Period(start, today, "since")
    if op == "before":
        if edge == "fin":  # "avant fin juin": up to its last day
            return _open_start(first, found.end)
        return _open_start(first, found.start - timedelta(days=1))
    if edge == "debut":  # "jusqu'à début mars": which day is not said
        return UnclearPeriod(text)
    return _open_start(first, found.end)


def _older_than(text: str, today: date, first: FirstBill) -> Period | None:
    """Bills older than N units ("depuis plus de 30 jours", "for more than 2 months", "older
    than 30 days"): issued before the day N units ago, from the first bill on."""
    m = re.search(_OLDER, text)
    if not m:
        return None
    said, unit_word = (m[1], m[2]) if m[1] else (m[3], m[4])
    n = _count(said)
    if not n:
        return None
    unit = _unit_of(unit_word)
    if unit in UNIT_MONTHS:
        cutoff = months_before(today, n * UNIT_MONTHS[unit])
    else:
        cutoff = today - timedelta(days=n * (7 if unit == "week" else 1))
    return _open_start(first, cutoff - timedelta(days=1))


def _ago(text: str, today: date) -> Period | UnclearPeriod | None:
    """A unit N units back ("il y a deux ans": the calendar year 2024; "3 months ago": that
    calendar month; "il y a 2 semaines": that week, Monday to Sunday; "10 days ago": that
    day)."""
    m = re.search(_AGO, text)
    if not m:
        return None
    said, unit_word = (m[1], m[2]) if m[1] else (m[3], m[4])
    n = _count(said)
    if not n:
        return UnclearPeriod(text)
    unit = _unit_of(unit_word)
    if unit == "year":
        return Period(date(today.year - n, 1, 1), date(today.year - n, 12, 31), "year")
    if unit == "month":
        day = months_before(today, n)
        return _month(day.year, day.month)
    if unit == "week":
        monday = _monday(today) - timedelta(days=7 * n)
        return Period(monday, monday + timedelta(days=6), "week")
    if unit == "day":
        day = today - timedelta(days=n)
        return Period(day, day, "day")
    return UnclearPeriod(text)  # "il y a deux trimestres": which one is not agreed


def _fiscal(text: str, today: date) -> Period | None:
    """A financial year ("l'exercice en cours", "this financial year", "exercice 2025",
    "FY2025", "last fiscal year"): no financial year other than the calendar one is set up,
    so it is the calendar year (to today for the one in progress); the reply says so."""
    # "last FY", "FY dernier", "this FY": the abbreviation said alone, as the words
    text = re.sub(r"\bfy\b(?!\s?(?:19|20)?\d\d\b)", "fiscal year", text)
    m = re.search(_FISCAL, text)
    if not m:
        return None
    year_said = m[1] or m[4]
    if year_said:
        year = int(year_said) if len(year_said) == 4 else 2000 + int(year_said)
        return Period(date(year, 1, 1), date(year, 12, 31), FISCAL_KIND)
    which = m[2] or m[3] or ""
    if re.fullmatch(r"precedent|dernier|passe|ecoule|previous|last|prior", which):
        return Period(date(today.year - 1, 1, 1), date(today.year - 1, 12, 31), FISCAL_KIND)
    return Period(date(today.year, 1, 1), today, FISCAL_KIND)


def _iso_week(text: str, today: date) -> Period | UnclearPeriod | None:
    """An ISO week by its number ("semaine 45", "week 45 of 2025", "sem. 45"): Monday to
    Sunday; no year said, the latest such week that has begun."""
    m = re.search(_ISO_WEEK, text)
    if not m:
        return None
    number = int(m[1])
    years = [int(m[2])] if m[2] else [today.year, today.year - 1]
    for year in years:
        try:
            monday = date.fromisocalendar(year, number, 1)
        except ValueError:  # "semaine 60", or week 53 of a year that has 52
            return UnclearPeriod(text)
        if m[2] or monday <= today:
            return Period(monday, monday + timedelta(days=6), "iso_week")
    return UnclearPeriod(text)


def _joined(text: str, today: date, first: FirstBill) -> Period | UnclearPeriod | None:
    """Two periods said together: "2024 et 2025", "2024-2025", "de 2024 à 2025" (both
    years), "l'année dernière et cette année" (1 January 2025 to today). Periods that touch
    or overlap make one; two apart ("en 2023 et 2025") are no one period: asked again.
    A side said with an operator keeps it (see `_sides_joined`)."""
    if re.search(_ANY_OP, text):
        return _sides_joined(text, today, first, operators=True)
    m = re.search(_YEAR_PAIR, text)
    if m:
        a, b, joiner = int(m[1]), int(m[3]), m[2]
        listed = joiner in ("et", "and", "&", ",") or joiner.isspace()
        if listed:
            a, b = min(a, b), max(a, b)
            if b - a > 1:
                return UnclearPeriod(text)
        return Period(date(a, 1, 1), date(b, 12, 31), "years")  # backwards: ValueError
    return _sides_joined(text, today, first, operators=False)


# Any operator word, as `_operator` reads them (not "avant-hier", "après-demain", "after noon").
_ANY_OP = (rf"(?<![\w-])(?:{_OP_BEFORE}|{_OP_AFTER}|{_OP_UNTIL}|{_OP_SINCE})(?![\w-])"
           rf"(?!\s*(?:hier|yesterday|demain|tomorrow|midi|noon|vente|sales?)\b)")


def _sides_joined(text: str, today: date, first: FirstBill, *,
                  operators: bool) -> Period | UnclearPeriod | None:
    """The first "et"/"and" that splits the words into two periods: one period when they touch
    or overlap, asked again when they lie apart. With `operators`, a side said with one keeps
    it: "after March and before June" is what lies between (1 April to 31 May); "avant 2025 et
    en 2026" or "before March and in June" lie apart, never read as the years said without
    their operator (it was 2025 to 2026) nor as the first side only. None when no join splits
    the words into two periods (one operator alone: `_operator` reads it)."""
    for m in re.finditer(r"\s(?:et|and|&|ainsi que)\s", text):
        left, right = (
            _operator(said, today, first) if operators and re.search(_ANY_OP, said)
            else resolve_period(said, today, first=first, nested=True)
            for said in (text[:m.start()], text[m.end():]))
        if operators and UnclearPeriod in (type(left), type(right)):
            return UnclearPeriod(text)
        if not (isinstance(left, Period) and isinstance(right, Period)) \
                or "default" in (left.kind, right.kind):
            continue
        if {left.kind, right.kind} == {"since", "until"}:  # after one point, before another
            start, end = max(left.start, right.start), min(left.end, right.end)
            return Period(start, end, "range") if start <= end else UnclearPeriod(text)
        if left.start > right.start:
            left, right = right, left
        if right.start > left.end + timedelta(days=1):
            return UnclearPeriod(text)
        return Period(left.start, max(left.end, right.end), "range")
    return None


def _to_today(text: str) -> str:
    """ "de janvier à aujourd'hui", "from March until now", "du 1er mars à ce jour": said
    as since that start ("depuis janvier")."""
    cut = re.sub(r"\s+(?:a|au|to|until|till|through|jusqu'(?:a|au|en)|jusqu'a|-|–)\s+"
                 r"(?:aujourd'hui|today|now|maintenant|ce jour|present|nos jours|"
                 r"the present)\b", "", text)
    if cut == text:
        return text
    return "depuis " + re.sub(r"^\s*(?:(?:du|de|d'|from|des|depuis|since)\s*)?", "", cut)


def unclear_reason(words: str | None, today: date) -> str | None:
    """Why a period said is no one period the desk computes: "exception" (a period with an
    exception: "pas en 2025", "hors décembre"), "two_dates" (issued in one period, paid in
    another), "apart" (two periods apart: "en 2023 et 2025"); None otherwise."""
    text = spell_period(fold_words(words or ""))
    if re.search(_EXCEPT, text):
        return "exception"
    if _two_dates(text):
        return "two_dates"
    joined = _joined(text, today, FLOOR) if re.search(r"\s(?:et|and|&)\s", text) \
        else None
    return "apart" if isinstance(joined, UnclearPeriod) else None


def _two_dates(text: str) -> bool:
    """Does `text` say one period for the issue date and another for the payment date
    ("en 2025 et payées en 2026", "issued in 2025 and paid in 2026")?"""
    for m in re.finditer(_DATE_BASIS, text):
        if re.search(_WHEN, text[:m.start()]) and re.search(_WHEN, text[m.end():]):
            return True
    return False


# -- where a message says its period -----------------------------------------------

_COUNTED = (r"(?:\d{1,3}|un|une|one|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|"
            r"treize|quatorze|quinze|seize|dix-huit|vingt|vingt-quatre|trente|trente-six|two|"
            r"three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
            r"sixteen|eighteen|twenty|twenty-four|thirty|thirty-six|couple of|few|quelques)")
_PERIOD_UNITS = (r"(?:mois|months?|semaines?|weeks?|jours?|days?|trimestres?|quarters?|"
                 r"semestres?|halfs?|halves|annees?|ans|years?)")
# A year outside 1900-2099 ("1850", "2999", "en l'an 9999"), or a run of digits said as one:
# a period the desk cannot read, asked again (never dropped for the default or all time). Not
# an amount ("1500 €"), a count ("top 1000 clients") nor an order or bill number ("SO-24903").
# Patterns as text, compiled on first use (by `re`'s cache), like the others here.
_NOT_A_YEAR_AFTER = r"(?!\s*(?:€|eur\w*|k\b|%|clients?|customers?|factures?|bills?|invoices?))"
_OTHER_YEAR_CUE = (rf"(?<![-\w])(?:1[0-8]\d\d|2[1-9]\d\d|[3-9]\d{{3}}|\d{{5,}})\b"
                   rf"{_NOT_A_YEAR_AFTER}")


PERIOD_CUE = (  # patterns as text: compiled on first use, by `re`'s cache
    r"\b(?:(?:sur|over|pendant|during|durant|in|en|au|for|pour|from|du|de|depuis|since|"
    r"between|entre|a partir|starting|before|avant|apres|after|these|ces|les|the|last|past|"
    r"this|ce|cet|cette|le|previous|preceding|prior|next|coming|upcoming|current|"
    r"prochaine?|derni\w+|within|la|rolling|trailing|"
    # an operator before the period ("jusqu'à fin juin", "pas en 2025", "il y a deux ans"):
    # part of what was said, never dropped
    r"jusqu'?\s?(?:au|aux|a la|a l'|a|en)|jusqua|jusquau|jusque|until|till|up to|up until|"
    r"through|thru|avt|d'ici(?: a| au| la)?|by(?=\s+(?:the\s+)?end\b)|au plus tard|hors|"
    r"sauf|excepte|except(?:ing)?|excluding|exclu\w*|a part|other than|apart from|pas|not|mais|but|"
    r"without|sans|fin|end of|(?:a |at )?(?:la |the )?(?:fin|end)(?: de| du| of)?|"
    r"il y a(?: plus de)?|more than|older than|prior to|earlier than|later than|"
    r"anterieure?s? a|posterieure?s? a|as from|a compter d(?:e|u)|debut|mid|early|"
    r"beginning of|start of|middle of|milieu d(?:e|u)|"
    # "late summer" (a part of a season, asked), never "paid late 2025"
    r"late(?=[\s-]+(?:summer|winter|autumn|spring|fall)\b))\s+|d'|mi\s*-\s*|mid\s*-\s*|"
    r"late\s*-\s*(?=(?:summer|winter|autumn|spring|fall)\b))*"
    # "an" before a word opening on a vowel is the English article ("give me an overview of
    # Priya Nair", "an analysis of…"), never the year ("un an et demi", "l'an avant" are)
    r"(?:(?:(?:l'|the |la |le )?(?:annee|year|an(?!\s+(?!(?:et|avant|apres|ecoulee?|entier|au|"
    r"a|en|environ|ou|ago|earlier|before)\b)[aeiouy])|trimestre|quarter|semaine|week|"
    r"semestre|half|mois|month|quinzaines?|fortnights?)\b)|(?:l')?exercice\b|"
    r"(?:financial|fiscal) year\b|"
    r"fy(?:\s?(?:20)?\d\d)?\b|fytd\b|(?:wk|sem)\.?\s*(?:n°|no\.?|#)?\s*\d{1,2}\b|"
    rf"{_COUNTED}\s+(?:derni\w+\s+|last\s+|past\s+|prochain\w*\s+|next\s+)?{_PERIOD_UNITS}\b|"
    rf"(?:derni\w+|last|past|previous|precedent\w*|next|prochain\w*)\s+(?:\d+|\w+)\s+"
    # a quarter or half by its code, one that does not exist too ("T0", "Q5", "H3"): said,
    # so asked, never left out of the period (nor read as a customer's name)
    rf"{_PERIOD_UNITS}|[qtsh]\d\b|20\d\d\b|19\d\d\b{_NOT_A_YEAR_AFTER}|ytd|year to date|"
    r"n-1\b|"
    rf"(?:{_PART_ORDINAL})\s+(?:trimestre|semestre|quarter|half|quinzaine|fortnight)|"
    r"depuis\b|since\b|lately|recently|dernierement|"
    # a time said vaguely, as "lately" is: asked, never the default 12 months ("for a while
    # back", "some time ago", "il y a quelque temps", "ces temps-ci")
    r"(?:a|quite a|a little|a good|a short|a long) while\b|some time (?:ago|back)\b|"
    r"a (?:bit|little) (?:ago|back)\b|not (?:so |that )?long ago\b|of late\b|these days\b|"
    r"back then\b|il y a (?:quelque temps|un (?:petit |bon |certain )?(?:moment|bail|temps)|"
    r"peu|longtemps)\b|ces temps[- ]ci\b|a l'epoque\b|"
    # all the bills on record: "all time", "de tout temps", "sur tout l'historique", "their
    # whole history", "from day one"
    r"all[- ]time\b|de tout temps\b|tout l'historique\b|(?:(?:the|our|their|his|her) )?"
    r"(?:whole|entire) history\b|day (?:one|1)\b|"
    r"ces derniers temps|recemment|(?:the|la|l') ?rentree\b|(?:(?:the|la|l') ?)?(?:"
    + SEASON_SAID + r")|\d{1,2}/\d{1,2}/\d{2,4}|"
    r"(?:avant-|apres-)?hier\b|yesterday|aujourd'hui|today\b|(?:apres-)?demain\b|tomorrow|"
    r"(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|"
    r"decembre|january|february|march|april|june|july|august|september|october|november|"
    r"december|jan|feb|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b|"
    # "May" is a month before a year or a day ("in May 2026", "May 3rd") or ending the
    # message ("and in May?"), never the verb ("may I see...")
    r"may\b(?=\s+(?:(?:19|20)\d\d|\d{1,2}(?:st|nd|rd|th)?)\b|\s*[?.!]*\s*$)|"
    # "May-June", "Mar-Jun 2026": joined by a dash to another month, a month too
    rf"(?:may|mar)\b(?=\s*[-–]?\s*(?:{MONTH_NAMES})\b)|"
    # a period said against the one before (a follow-up): "la période précédente"
    r"(?:(?:la|the|meme|same)\s+)*periode?\s+(?:d'avant|before|precedente?|earlier)\b|"
    r"(?:meme|same)\s+(?:periode?|epoque|time|trimestre|quarter|semestre|half|mois|month|"
    r"semaine|week)\b|this time(?=\s+(?:last|a)\s+year\b))"
    r"|\b(?:du|from|between|entre(?: le)?)\s+\d{1,2}(?:er|st|nd|rd|th)?\s+(?=[a-z])"
    # a day in digits, with its year ("depuis le 01.09.2025") or after a word that makes it a
    # day ("du 1/02 au 15/03", "since 1/9"): never a fraction or an amount
    r"|\b\d{1,2}[/.]\d{1,2}[/.](?:19|20)?\d\d\b"
    r"|\b(?:du|au|from|to|between|entre|depuis|since|avant|before|apres|after|until|till|"
    r"jusqu'(?:au|a)|le|the|on)\s+(?:le\s+|the\s+)?\d{1,2}/\d{1,2}\b(?![/.]?\d)"
    # a day after an operator ("avant le 1er mars 2025", "up to 30 June"): the operator too
    r"|\b(?:avant|before|apres|after|jusqu'(?:au|a|en)|until|till|up to|up until|d'ici|"
    r"prior to|earlier than|later than|through|thru|hors|sauf|except|excluding|pas|not)\s+"
    r"(?:(?:le|the|la)\s+)?\d{1,2}(?:er|re|st|nd|rd|th|e)?\s+(?:of\s+|de\s+)?(?=(?:janvier|"
    r"fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|"
    r"february|march|april|may|june|july|august|september|october|november|december)\b)"
    # a day before its month ("le 31 juin", "on 30 June", "the 31st of April"): the day is
    # part of what was said, so a day its month does not have is seen
    r"|\b\d{1,2}(?:er|re|st|nd|rd|th|e)?\s+(?:of\s+|de\s+)?(?=(?:janvier|fevrier|mars|"
    r"avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|"
    r"april|may|june|july|august|september|october|november|december|jan|feb|apr|jun|jul|"
    r"aug|sep|sept|oct|nov|dec)\b)"
)
# a dot between digits is a date's ("01.09.2025"), no sentence's end, and neither is a dash
# before a month ("mars - juin 2026": a range)
PERIOD_END = (rf"(?<!\d)\.|\.(?!\d)|[?!;\n]|\s[-–—]\s(?!(?:{MONTH_NAMES})\b)|"
              r",\s*(?:and|et|anything|ca donne|please|stp|svp)\b")


def _aligned(position: int, source: str, target: str) -> int:
    """`position` in `source`, at the same place in `target`: the two are the same text
    but for some words written otherwise (a misspelt word read as meant)."""
    here = there = 0
    for a, b in zip(re.split(r"([a-z]+)", source), re.split(r"([a-z]+)", target), strict=False):
        if position <= here + len(a):
            return there + min(position - here, len(b))
        here, there = here + len(a), there + len(b)
    return len(target)


@lru_cache(maxsize=4096)
def _folded_char(char: str) -> str:
    """One character as `_folded_places` folds it alone: a pure function of the character,
    remembered (bounded: a message may hold any character) rather than folded again at each
    occurrence in every message."""
    piece = fold(char).replace("…", "...")
    return re.sub(r"[^\w\s'@./:\-#°+?!,;()]", " ", ZERO_WIDTH.sub("", piece))


def _folded_places(text: str) -> list[int] | None:
    """For each character of `fold_words(text)`, the index of the character of `text` it
    comes from (None when folding a character alone does not give the same text)."""
    pieces: list[tuple[str, int]] = []
    for index, char in enumerate(text):
        pieces += [(c, index) for c in _folded_char(char)]
    folded, places = "", []
    for char, index in pieces:
        if char.isspace():
            if not folded or folded[-1] == " ":
                continue
            char = " "
        folded += char
        places.append(index)
    while folded.endswith(" "):
        folded, places = folded[:-1], places[:-1]
    return places if folded == fold_words(text) else None


DAY_CUE = (r"(?:d')?(?:(?:avant-|apres-)?hier|yesterday|aujourd'hui|today|"
           r"(?:apres-)?demain|tomorrow)")


# A day or a week that says when a meeting is, not which bills ("pour le comité de demain",
# "avant la réunion de lundi", "for tomorrow's board meeting", "for the meeting next week"):
# no period of the question.
_EVENT = (r"(?:comites?|reunions?|rdv|rendez-vous|meetings?|board|calls?|presentations?|"
          r"conseils?|assemblees?|codir|comex|entretiens?|seminaires?|committees?|sessions?|"
          r"briefings?|stand-?ups?|"
          # "le point tréso de demain", "the finance review on Friday", "Friday's pack"
          r"points?|revues?|reviews?|syncs?|catch-?ups?|visios?|reportings?|packs?|"
          r"deadlines?|clotures?|closings?)")
_EVENT_WHEN = (rf"(?:{DAY_CUE}|(?:ce |cet |cette |this |next |de |on )?(?:lundi|mardi|mercredi|"
               r"jeudi|vendredi|samedi|monday|tuesday|wednesday|thursday|friday|saturday)"
               r"(?: prochain| next)?|(?:de )?la semaine prochaine|next week|this week|"
               r"(?:de )?cette semaine)")
EVENT_DAY = (rf"\b{_EVENT}\b(?: \w+){{0,2}}? (?:(?:de|du|d'|of|on|this|ce|cette) ?)?"
             rf"(?P<when>{_EVENT_WHEN})\b"
             rf"|\b(?P<owner>{_EVENT_WHEN})'? ?s? (?:\w+ )?{_EVENT}\b")


def _event_days(text: str) -> list[tuple[int, int]]:
    """Where the days that say when a meeting is are written (`EVENT_DAY`)."""
    spans = []
    for m in re.finditer(EVENT_DAY, text):
        group = "when" if m.group("when") else "owner"
        spans.append((m.start(group), m.end(group)))
    return spans


def said_period(text: str, *, days: bool = True) -> str | None:
    """The words that say the period, as written (accents kept, for the desk to quote them):
    from the first period cue to the end of the sentence. A period word typed with a slip
    ("last yaer") is found all the same (`spell_period`)."""
    folded = fold_words(text)
    names = names_written(text)
    spelled_text = spell_period(folded, names)
    events = _event_days(spelled_text)
    found = [m for m in re.finditer(PERIOD_CUE, spelled_text) if not re.fullmatch(
        r"\s*(?:les|the|le|la|ce|cette|this|in|en|au|de|du|for|pour|d')\s*", m.group(0))
        and not any(a < m.end() and m.start() < b for a, b in events)]
    # A day ("hier", "today") is the period only when nothing else says one: "I meet him
    # tomorrow; how did the last 12 months go?" is about the 12 months. `days=False`: a day
    # alone says no period ("merci pour hier" is no request about yesterday's bills).
    longer = [m for m in found if not re.search(DAY_CUE, m.group(0))]
    for m in longer or (found if days else []):
        if re.match(r"f-20\d\d", spelled_text[max(0, m.start() - 2):m.end() + 2]):
            continue  # an invoice number is no period
        end = re.search(PERIOD_END, spelled_text[m.start():])
        stop = m.start() + (end.start() if end else len(spelled_text) - m.start())
        # "la même année", "same year": the period said again, never any year
        same = re.search(r"\b(?:meme|same)\s+$", spelled_text[:m.start()])
        begin = same.start() if same else m.start()
        start, stop = (_aligned(begin, spelled_text, folded),
                       _aligned(stop, spelled_text, folded))
        said = folded[start:stop]
        places = _folded_places(text)
        if places is not None and stop > start:
            said = text[places[start]:places[stop - 1] + 1]
        return said.strip(" ,")[:200] or None
    # No period cue, but a year the desk cannot read ("chiffre d'affaires total 1969"): said,
    # so that it is asked again rather than the default period or all time answered.
    other = re.search(_OTHER_YEAR_CUE, fold(text))
    return other.group(0) if other else None


# A period said relative to the one before it in the conversation: "l'année d'avant", "the
# year before", "le trimestre précédent", "the previous month", "la période précédente",
# "the same period a year earlier". Only a follow-up has a period before it.
_UNIT = r"(annee|an|year|trimestre|quarter|semestre|half|mois|month|periode|period)"
_BACK = r"(?:d'avant|avant|before|precedente?s?|prior|earlier|plus tot|d'encore avant)"
# A count before the unit: "les 6 mois d'avant", "the previous 6 months" (the span is then
# that many units, never one).
_COUNT = r"(?:(\d{1,2})\s+)?"
# Patterns as text (compiled on first use, by `re`'s cache): importing costs nothing.
_RELATIVE = (
    rf"\b{_COUNT}{_UNIT}s?\s+{_BACK}(?=\W|$)",           # l'année d'avant, 6 months before
    rf"\b(?:previous|preceding|prior)\s+{_COUNT}{_UNIT}s?\b",  # the previous (6 months)
)
_SAME_PERIOD = (r"\b(?:meme|same) (?:periode|period|epoque|time|trimestre|quarter|semestre|half|"
                r"mois|month|semaine|week)\b")
_A_YEAR_AGO = (r"\b(?:an dernier|annee (?:derniere|passee|precedente|d'avant)|last year|"
               r"previous year|year before|year earlier|un an (?:avant|plus tot)|"
               r"a year (?:before|earlier))\b")
# The period itself, said again: "over the same period", "sur la même période", "ces dates".
_THAT_PERIOD = (r"\b(?:(?:meme|same) (?:periode|period|dates?|time span|annee|year|an|trimestre|"
                r"quarter|semestre|half|mois|month)|"
                r"(?:cette|this|that) (?:periode|period|time span)|"
                r"(?:ces|those|these|the same) dates)\b")
_UNIT_MONTHS = {"annee": 12, "an": 12, "year": 12, "trimestre": 3, "quarter": 3,
                "semestre": 6, "half": 6, "mois": 1, "month": 1}


def _whole_months(period: Period) -> int | None:
    """How many calendar months `period` spans exactly (None: it does not start on the 1st
    or end on a month's last day)."""
    if period.start.day != 1 or (period.end + timedelta(days=1)).day != 1:
        return None
    after = period.end + timedelta(days=1)
    return (after.year - period.start.year) * 12 + after.month - period.start.month


# The period after the one before it: "le trimestre suivant", "the next quarter", "the
# following 6 months", "l'année d'après"; said alone after a period, "et le suivant ?",
# "and the next one?" is the same span just after it.
_FORWARD = (
    rf"\b{_COUNT}{_UNIT}s?\s+(?:suivante?s?|d'apres|after|later)(?=\W|$)",
    rf"\b(?:next|following|suivante?s?)\s+{_COUNT}{_UNIT}s?\b",
)
_NEXT_ONE = (r"^(?:(?:et|and|puis|then|ok|alors|now|maintenant|what about|how about)\s+)*"
             r"(?:(?:le|la|the)\s+)?(?:suivante?|next(?: one)?|following(?: one)?|"
             r"(?:celui|celle) d'apres|(?:la )?periode (?:suivante|d'apres)|"
             r"(?:the )?(?:next|following) period)"
             r"(?:\s+(?:alors|then|please|svp|stp))*\s*[?.!]*$")
_COUNTED_UNIT = (
    r"\b(" + "|".join(sorted((re.escape(w) for w in COUNT_WORDS), key=len, reverse=True))
    + r")\s+(?=" + _UNIT + r"s?\b)")  # compiled on first use, as every pattern here


def _counted_in_digits(text: str) -> str:
    """A count said in words before a unit, in digits ("the twelve months before" → "the 12
    months before"), as `_RELATIVE` reads it."""
    return re.sub(_COUNTED_UNIT, lambda m: f"{COUNT_WORDS[m[1]]} ", text)


def next_one(message: str | None, previous: Period) -> Period | None:
    """A follow-up that only asks for the next one ("et le suivant ?", "and the next one?"):
    the period of the same span just after `previous`; None otherwise."""
    if not re.match(_NEXT_ONE, fold_words(message or "").strip()):
        return None
    return period_after(previous, None, 1)


def period_after(previous: Period, unit: str | None, count: int) -> Period:
    """The period `count` units (`unit`; None: the span of `previous`) after `previous`: a
    unit at least as long as it moves it forward ("l'année d'après" after Q3 2025: Q3 2026),
    a shorter one is that unit just after it ("le trimestre suivant" after 2025: Q1 2026)."""
    months = _whole_months(previous)
    days = (previous.end - previous.start).days + 1
    after = previous.end + timedelta(days=1)
    if unit in (None, "periode", "period"):
        if months is None:
            return Period(after, previous.end + timedelta(days=days), "relative")
        ahead = months
    else:
        ahead = _UNIT_MONTHS[unit] * max(count, 1)
    span = months if months is not None else round(days / 30.44)
    if ahead < span or months is None:  # that unit, just after the period
        return Period(after, months_before(after, -ahead) - timedelta(days=1), "relative")
    start = months_before(previous.start, -ahead)
    end = months_before(start, -months) - timedelta(days=1)
    if previous.kind in CALENDAR_YEARS and start == date(start.year, 1, 1) \
            and end == date(start.year, 12, 31):
        return Period(start, end, "year")
    return Period(start, end, "relative")


def period_before(words: str | None, previous: Period) -> Period | None:
    """The period `words` say relative to `previous`, or None when they say no such thing
    (then they are read on their own).

    A unit at least as long as `previous` moves it back by that unit ("l'année d'avant"
    after 2025: 2024; after Q3 2025: Q3 2024); a shorter one is that unit just before it
    ("le trimestre d'avant" after 2025: Q4 2024); "la période précédente" is the same span
    just before; "the same period" is `previous` itself."""
    text = _counted_in_digits(fold_words(words or ""))
    count = 1
    ahead = next((m for pattern in _FORWARD if (m := re.search(pattern, text))), None)
    if ahead is not None:
        return period_after(previous, ahead[2], int(ahead[1] or 1))
    if re.search(_SAME_PERIOD, text) and re.search(_A_YEAR_AGO, text):
        unit = "annee"
    else:
        found = next((m for pattern in _RELATIVE if (m := re.search(pattern, text))), None)
        if found is None and re.search(_THAT_PERIOD, text):
            return Period(previous.start, previous.end, previous.kind)
        if found is None:
            return None
        count, unit = int(found[1] or 1), found[2]
    months = _whole_months(previous)
    days = (previous.end - previous.start).days + 1
    span = months if months is not None else round(days / 30.44)
    if unit in ("periode", "period"):
        if months is None:  # the same number of days, just before
            return Period(previous.start - timedelta(days=days),
                          previous.end - timedelta(days=days), "relative")
        back = months
    else:
        back = _UNIT_MONTHS[unit] * max(count, 1)
    if back < span:  # that unit, just before the period
        return Period(months_before(previous.start, back), previous.start - timedelta(days=1),
                      "relative")
    start = months_before(previous.start, back)
    if months is None:
        end = months_before(previous.end, back)
        if previous.start == months_before(previous.end, span) + timedelta(days=1):
            # N months ending on a day ("les 12 derniers mois"): so is the one before, and
            # a year before the last 12 months ends the day before they start.
            return Period(months_before(end, span) + timedelta(days=1), end, "relative")
        return Period(start, end, "relative")
    # Whole months stay whole: Q3 → Q2 ends on 30 June, February on its last day.
    end = months_before(start, -months) - timedelta(days=1)
    if previous.kind in CALENDAR_YEARS and start == date(start.year, 1, 1) \
            and end == date(start.year, 12, 31):
        # the year before a calendar year is one too: its answer says "année civile 2024"
        return Period(start, end, "year")
    return Period(start, end, "relative")


# A quarter, a half or a month said alone, with no year ("and Q4?", "et le T2 ?", "le
# second semestre ?", "and in March?"): in a follow-up, of the year just discussed.
_BARE_PART = (r"^(?:(?:and|et|also|aussi|what about|how about|now|maintenant|puis|then|"
              r"same|pareil|idem|meme chose|la meme chose|ok|"
              r"en|in|for|pour|sur|over|on|au|aux|the|le|la|l'|du|de|des|of)\s+)*"
              r"(?:(?P<code>[qtsh][1-4])|(?P<ord>{ord})\s+(?P<unit>trimestre|quarter|semestre|"
              r"half)|(?P<unit2>trimestre|quarter|semestre|half)\s+(?P<n>[1-4])|"
              # "et le premier ?", "and the second one?" after a half or a quarter
              r"(?P<ord2>{ord})(?:\s+(?:one|un))?|"
              r"(?P<month>{months}))(?:\s+(?:alors|then|please|svp|stp|aussi|too|also))*"
              r"\s*[?.!]*$")


def in_the_year_before(message: str | None, previous: Period,
                       today: date | None = None) -> Period | None:
    """A follow-up that is only a quarter, half or month, without a year ("and Q4?", "et le
    T2 ?", "et en mars ?", "same for H2"), or only an ordinal after a quarter or a half ("et
    le premier ?" after H2 2025: H1 2025): that part of the year of `previous`, when that
    lies in one calendar year ("and Q4?" after Q3 2025: Q4 2025, never the latest Q4
    begun); None otherwise (then the period is read on its own). A month is the month of
    that name nearest `previous` that has begun on `today` ("et en janvier ?" after December
    2026, on 4 January 2027: January 2027; "and in October?" after January 2027: October
    2026, never October 2027, not begun). `message` is the whole message: a question that
    stands alone ("what's our total billing for Q1?", "notre CA sur octobre ?") says more
    than a period and is never read so."""
    text = fold_words(message or "")
    m = re.match(_BARE_PART.format(ord=ORD, months=MONTH_NAMES), text.strip())
    if m is None:
        return None
    if m["month"]:
        return nearest_month(MONTHS[m["month"]], previous, today)
    if previous.start.year != previous.end.year:
        return None
    year = previous.start.year
    if m["ord2"]:
        if previous.kind not in ("quarter", "half"):
            return None
        kind, n = previous.kind, ORDINAL_WORDS[m["ord2"]]
        return _part(kind, year, n) if 1 <= n <= PARTS_OF_YEAR[kind].count else None
    unit = m["unit"] or m["unit2"]
    kind = "quarter" if (m["code"] or "q")[0] in "qt" and unit in (None, "trimestre",
                                                                    "quarter") else "half"
    said = m["code"][1] if m["code"] else m["n"] or m["ord"]
    n = int(said) if said.isdigit() else ORDINAL_WORDS[said]
    return _part(kind, year, n) if 1 <= n <= PARTS_OF_YEAR[kind].count else None


def nearest_month(month: int, previous: Period, today: date | None) -> Period:
    """The month `month` nearest the period `previous` (one it overlaps first), among those
    that have begun on `today` (any, without a day): the year discussed when it holds that
    month, else the nearest one on either side of it that is not to come."""
    years = range(previous.start.year - 1, previous.end.year + 2)
    candidates = [_month(y, month) for y in years]
    begun = [c for c in candidates if today is None or c.start <= today] or candidates[:1]

    def gap(c: Period) -> int:
        if c.end < previous.start:
            return (previous.start - c.end).days
        if c.start > previous.end:
            return (c.start - previous.end).days
        return 0

    return min(begun, key=lambda c: (gap(c), -c.start.toordinal()))


# The kinds of period that are one calendar year ("2025", "l'année dernière").
CALENDAR_YEARS = ("previous_year", "year", "next_year")


# -- days that do not exist ------------------------------------------------------------

# Plain strings: `re` compiles them on the first text read, not at import.
_YEAR_AFTER = r"\b((?:19|20)\d\d)\b"
_NAMED_DAY = (
    rf"(?<![\w/.])(\d{{1,2}})(?:er|re|ere|eme|st|nd|rd|th|e)?\s+(?:of\s+|de\s+)?"
    rf"({MONTH_NAMES})\b|\b({MONTH_NAMES})\.?\s+(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)?"
    rf"(?![\d/.:h])")
_DIGIT_DAY = r"(?<![\w/.])(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2,4}))?(?![\w/.])"


def _exists(day: int, month: int, year: int | None) -> bool:
    """Whether `month` has a day `day` (29 February: in a leap year, or any year unsaid)."""
    if not (1 <= month <= 12 and day >= 1):
        return False
    if month == 2 and day == 29 and year is not None:
        return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    return day <= (29 if month == 2 else _month(2001, month).end.day)


def no_such_day(words: str | None) -> tuple[int, int] | None:
    """The first day said that its month never has, as (day, month): "30 février", "April
    31st", "le 31 avril 2026", "31/04/2026", "29 February 2025" (not a leap year). None when
    every day said exists. Such a period is said so, never read as the nearest real one."""
    text = spell_period(fold_words(words or ""))
    found: list[tuple[int, int, int]] = []  # (position, day, month)
    for m in re.finditer(_NAMED_DAY, text):
        day, month = (int(m[1]), MONTHS[m[2]]) if m[1] else (int(m[4]), MONTHS[m[3]])
        said = re.search(_YEAR_AFTER, text[m.end():])
        if not _exists(day, month, int(said[1]) if said else None):
            found.append((m.start(), day, month))
    for m in re.finditer(_DIGIT_DAY, text):
        a, b = int(m[1]), int(m[2])
        year = int(m[3]) if m[3] and len(m[3]) == 4 else None
        if not _exists(a, b, year) and not _exists(b, a, year):  # neither d/m nor m/d
            found.append((m.start(), *((a, b) if 1 <= b <= 12 else (b, a))))
    return min(found)[1:] if found else None


# -- a day the state of the bills is asked on ("impayées au 1er décembre") ------------------

_AS_OF_CUE = (r"\b(?:(?:a la date|en date|a date) du|au|as of|as at|on|a la fin d[e'u]|"
              r"(?:a |at )?(?:la |the )?(?:fin|end)(?: of| de| d')?)\s+")
_MONTH_END_CUE = r"(?:fin|end)\b"
_ISSUED_NOW = (r"\b(?:emise?s?|emis|issued|dues?|echeance|echoi\w*|facturee?s?|billed|"
               r"envoyee?s?|sent|paye\w*|paid|reglee?s?|settled)\s+(?:\w+\s+)?"
               r"(?:aujourd'hui|today|ce jour)\b")
# Today said of a state of the bills, right after it ("encore impayées aujourd'hui", "what
# does he owe today?", "overdue as things stand now"): the state on this day, never the bills
# issued today ("factures émises aujourd'hui" is a period).
_STATE_NOW = (r"\b(?:en retard|overdue|late|past due|impaye\w*|unpaid|non (?:payee?s?|reglee?s?)|"
              r"echue?s?|outstanding|pas (?:encore )?(?:payee?s?|reglee?s?)|not (?:yet )?paid|"
              r"in arrears?|owe[sd]?|owing|doi[st]|doivent|encours|solde|"
              r"reste a (?:payer|regler)|balance)"
              r"(?:\s+(?:\w+\s+){0,2}?)?\s*(?:a ce jour|a date|aujourd'hui|today|ce jour|"
              r"right now|as of now|now|actuellement|currently|en ce moment|a l'heure actuelle)\b")


def as_of_day(text: str, today: date) -> date | None:
    """The day a question asks the state of the bills on: "impayées au 1er décembre", "unpaid
    as of 30/11/2026", "en retard à la date du 15 novembre", "à fin octobre" (its last
    day), "as at today". A range ("du 1er au 30 novembre") is a period, not a day; a month
    alone after "au"/"as of" says no day (None: nothing guessed). A day without a year is
    the latest such day not after today."""
    folded = spell_period(fold_words(text))
    if _range(folded, today) is not None or _days_in_month(folded, today) is not None \
            or no_such_day(text) is not None or re.search(_OTHER_YEAR_CUE, fold(text)):
        return None  # a year out of range ("au 31 décembre 2999") is a period asked again
    if re.search(_STATE_NOW, folded) and not re.search(_ISSUED_NOW, folded):
        return today  # "encore impayées aujourd'hui": unpaid now, not issued today
    for m in re.finditer(rf"{_AS_OF_CUE}(?P<day>{DAY_TOKEN}|aujourd'hui|today|hier|yesterday|"
                         rf"ce jour)\b", folded):
        token = m["day"]
        if re.search(rf"\b(?:du|from|between|entre|since|depuis)\s+(?:le\s+|the\s+)?"
                     rf"(?:\d|{MONTH_NAMES})", folded[:m.start()]):
            return None  # the end of a range ("du 30 février au 3 mars"), not a day alone
        if re.fullmatch(r"aujourd'hui|today|ce jour", token):
            return today
        if token in ("hier", "yesterday"):
            return today - timedelta(days=1)
        month_only = re.fullmatch(rf"(?:le\s+|the\s+)?(?:{MONTH_NAMES})(?:\s+(?:19|20)\d\d)?",
                                  token)
        if month_only and not re.search(_MONTH_END_CUE, m[0]):
            continue
        day = _end_point(token, today, start=False, year_hint=None)
        if day is not None:
            return day
    return None


# -- bills overdue by more than a number of days ("en retard de plus de 10 jours") -------

_LATE_WORDS = (r"(?:en retard|retard\w*|overdue|late|past due|impaye\w*|unpaid|non (?:payee?s?|"
               r"reglee?s?)|echue?s?|outstanding|pas (?:payee?s?|reglee?s?)|not paid|"
               r"in arrears?)")
_MORE_THAN = (r"(?:(?:de |by |depuis |for |since |d'|du )?(?:plus de|plus d'|more than|over|"
              r"au-dela de|au dela de|superieure? a|greater than|longer than|>\s*|"
              r"(?P<least>au moins|at least|minimum|min\.?|>=\s*)\s*(?:de\s+)?))")
_UNIT = r"(?P<unit>jours?|j|days?|d|semaines?|weeks?|wks?|mois|months?|ans?|annees?|years?)"


@dataclass(frozen=True)
class Overdue:
    """Bills overdue by more than `count` `unit`s (or at least, `least`) on a day: their due
    date is before `due_before` (Python computes it from that day)."""

    count: int
    unit: str  # day, week, month, year
    least: bool
    words: str  # as said, folded ("de plus de 10 jours"): the period reader skips them

    def due_before(self, day: date) -> date:
        """The bills overdue by more than this on `day` fell due before the returned day."""
        if self.unit == "month":
            cut = months_before(day, self.count)
        elif self.unit == "year":
            cut = months_before(day, 12 * self.count)
        else:
            cut = day - timedelta(days=self.count * (7 if self.unit == "week" else 1))
        # more than N days: day - due > N, i.e. due < day - N; at least N: due <= day - N
        return cut + timedelta(days=1) if self.least else cut


def _unit(word: str) -> str:
    if word.startswith(("sem", "week", "wk")):
        return "week"
    if word.startswith(("mois", "month")):
        return "month"
    if word.startswith(("an", "year")):
        return "year"
    return "day"


def overdue_threshold(text: str) -> Overdue | None:
    """The threshold a question puts on how overdue its bills are: "les factures en retard
    de plus de 10 jours", "bills more than 30 days overdue", "impayés depuis plus de 2 mois",
    "overdue by over 3 weeks", "90+ days overdue". Not a period ("les 3
    derniers mois"), nor a delay asked ("combien de jours de retard ?")."""
    folded = fold_words(_said_more(text))
    count = rf"(?P<n>\d{{1,4}}|{'|'.join(sorted(COUNT_WORDS, key=len, reverse=True))})"
    cut = rf"{_MORE_THAN}\s*{count}\s*\+?\s*{_UNIT}"
    patterns = (
        # "en retard de plus de 10 jours", "impayés depuis plus de 2 mois", "overdue by more
        # than 30 days", "overdue for over 3 weeks"
        rf"\b{_LATE_WORDS}\s+(?P<cut>{cut})\b",
        # "impayés de Jean Martin depuis plus de 2 semaines": a name in between
        # or a day ("impayées au 1er octobre 2026 de plus de 30 jours")
        rf"\b{_LATE_WORDS}(?:\s+(?!moyen|average|mean)\S+){{1,6}}?\s+(?P<cut>{cut})\b",
        # "more than 30 days overdue", "plus de 10 jours de retard", "over 60 days late",
        # "at least 2 weeks overdue"
        rf"(?:\b|(?<=>))(?P<cut>{cut}\s+(?:de\s+|d')?){_LATE_WORDS}",
        # "90+ days overdue", "overdue 60+ days"
        rf"\b(?P<cut>{count}\s*\+\s*{_UNIT}\s+(?:de\s+)?){_LATE_WORDS}",
        rf"\b{_LATE_WORDS}\s+(?P<cut>(?:de\s+|by\s+|for\s+)?{count}\s*\+\s*{_UNIT})\b",
    )
    for pattern in patterns:
        m = re.search(pattern, folded)
        if m is None:
            continue
        n = int(m["n"]) if m["n"].isdigit() else COUNT_WORDS.get(m["n"])
        if not n:
            continue
        plus = "+" in m["cut"] and not re.search(r"\b(?:plus|more|over)\b", m["cut"])
        return Overdue(n, _unit(m["unit"]), bool(m.groupdict().get("least")) or plus,
                       m["cut"])
    return None


def _said_more(text: str) -> str:
    """"de + de 10 jours", "> 10 j", ">= 30 days" said in words (folding drops the signs)."""
    text = re.sub(r"\+\s*(?=(?:de|d')\s*\d|(?:de|d')\s+(?:\w+)\s+(?:jours?|days?))",
                  "plus ", text)
    text = re.sub(r">=\s*(?=\d)", " at least ", text)
    return re.sub(r">\s*(?=\d)", " more than ", text)


def without_threshold(text: str) -> str:
    """The question without its overdue threshold's words (they are no period)."""
    found = overdue_threshold(text)
    if found is None:
        return text
    text = _said_more(text)
    folded = fold_words(text)
    at = folded.find(found.words)
    if at < 0:
        return text
    if len(folded) != len(text):  # folding changed the places: the folded words, cut out
        return folded[:at] + " " + folded[at + len(found.words):]
    return text[:at] + " " + text[at + len(found.words):]
