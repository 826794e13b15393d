"""A customer's words about *when* resolve to a typed wish, given the instant."""

from __future__ import annotations

import time
from datetime import date, datetime, timedelta, timezone

import pytest

from services.wishes import Wish, parse_day, resolve_wish, says_when

NOW = datetime(2026, 10, 14, 9, 0, tzinfo=timezone(timedelta(hours=2)))  # a Wednesday
D = date.fromisoformat


def _w(dates: tuple[str, ...] = (), start: str | None = None, end: str | None = None,
       half: str | None = None, excluded: tuple[str, ...] = ()) -> tuple[object, ...]:
    return (tuple(D(d) for d in dates), D(start) if start else None, D(end) if end else None,
            half, tuple(D(d) for d in excluded))


CASES = [
    # weekdays, next/prochain, relative days
    ("mardi prochain", _w(("2026-10-20",))),
    ("next Tuesday morning", _w(("2026-10-20",), half="am")),
    ("jeudi", _w(("2026-10-15",))),
    ("mercredi", _w(("2026-10-21",))),  # today is Wednesday: the next one
    ("lundi ou mardi de la semaine prochaine", _w(("2026-10-19", "2026-10-20"))),
    ("demain après-midi", _w(("2026-10-15",), half="pm")),
    ("apres demain", _w(("2026-10-16",))),
    ("dans 10 jours", _w(("2026-10-24",))),
    ("in 3 days", _w(("2026-10-17",))),
    ("a week from today", _w(("2026-10-21",))),
    # numeric and written dates, days of the month
    ("le 20.10.2026", _w(("2026-10-20",))),
    ("21/10 en matinée", _w(("2026-10-21",), half="am")),
    ("October 20th after lunch", _w(("2026-10-20",), half="pm")),
    ("Oct. 20 morning", _w(("2026-10-20",), half="am")),
    ("le 2 novembre", _w(("2026-11-02",))),
    ("the 22nd", _w(("2026-10-22",))),
    ("le 3", _w(("2026-11-03",))),  # the 3rd has passed this month: next month's
    ("Thursday 22nd", _w(("2026-10-22",))),
    ("vendredi prochain, le 23", _w(("2026-10-23",))),
    ("21 and 22 October", _w(("2026-10-21", "2026-10-22"))),
    # weeks, their starts and ends, ranges
    ("la semaine prochaine", _w(start="2026-10-19", end="2026-10-25")),
    ("début de semaine prochaine", _w(start="2026-10-19", end="2026-10-20")),
    ("end of the week", _w(start="2026-10-16", end="2026-10-17")),
    ("the week after next", _w(start="2026-10-26", end="2026-11-01")),
    ("entre le 20 et le 23", _w(start="2026-10-20", end="2026-10-23")),
    ("between the 26th and the 30th, mornings", _w(start="2026-10-26", end="2026-10-30",
                                                   half="am")),
    ("à partir du 2 novembre", _w(start="2026-11-02", end="2026-11-07")),
    # what the customer cannot do, corrections: the last preference wins
    ("Je ne serai pas là jeudi, plutôt après-demain", _w(("2026-10-16",),
                                                        excluded=("2026-10-15",))),
    ("le 21 c'est pas possible finalement, le 22 plutôt", _w(("2026-10-22",),
                                                            excluded=("2026-10-21",))),
    ("Wednesday... actually no, Thursday would be better", _w(("2026-10-15",))),
    ("mardi… non, plutôt mercredi", _w(("2026-10-21",))),
    ("tout sauf lundi", _w(excluded=("2026-10-19",))),
    ("the 20th or 21st, not the 22nd", _w(("2026-10-20", "2026-10-21"),
                                          excluded=("2026-10-22",))),
    ("en vacances jusqu'au 25, le lundi 26 après 14h", _w(("2026-10-26",), half="pm")),
    # a day ruled out, then another joined to it: both ruled out, the week stays the wish
    ("next week, not Monday or Tuesday", _w(start="2026-10-19", end="2026-10-25",
                                            excluded=("2026-10-19", "2026-10-20"))),
    ("pas le lundi ni le mardi, plutôt mercredi", _w(("2026-10-21",),
                                                     excluded=("2026-10-19", "2026-10-20"))),
    # "au 12 octobre" is the 12th of October (gone this year: next year's), not "the 12th"
    ("au 12 octobre", _w(("2027-10-12",))),
    ("le 20 octobre", _w(("2026-10-20",))),
    # "du 8 au 12": bare numbers inside a range are days; before a time they are hours
    ("du 20 au 22 l'après-midi", _w(start="2026-10-20", end="2026-10-22", half="pm")),
    ("du 30 au 2", _w(start="2026-10-30", end="2026-11-02")),
    ("from 2 to 4 pm on Tuesday", _w(("2026-10-20",), half="pm")),
    ("any day but the 20th", _w(excluded=("2026-10-20",))),
    # no when at all
    ("je voudrais déplacer ma livraison", _w()),
    ("Good morning, mon canapé SO-24903", _w()),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_wishes(text: str, expected: tuple[object, ...]) -> None:
    wish = resolve_wish(text, NOW)
    assert (wish.dates, wish.start, wish.end, wish.half, wish.excluded) == expected


def test_a_question_is_marked() -> None:
    assert resolve_wish("Is anything free on Thursday or Friday?", NOW).is_question
    assert not resolve_wish("Deliver on Thursday please", NOW).is_question


def test_the_wish_depends_on_now_only() -> None:
    later = NOW + timedelta(days=7)
    assert resolve_wish("demain", later) == Wish(dates=(date(2026, 10, 22),))
    assert resolve_wish("demain", later.date()) == resolve_wish("demain", later)


def test_days_of_a_range() -> None:
    wish = resolve_wish("entre le 20 et le 22", NOW)
    assert wish.days() == {date(2026, 10, 20), date(2026, 10, 21), date(2026, 10, 22)}


def test_says_when_needs_no_clock() -> None:
    assert says_when("dmain aprem possible?")
    assert says_when("next week")
    assert not says_when("where is my order")


def test_dateparser_is_fast_once_warm_and_quiet(capsys: pytest.CaptureFixture[str]) -> None:
    parse_day("demain", date(2026, 1, 5))  # loads the French and English data once
    start = time.perf_counter()
    for n in range(200):
        parse_day(f"{n % 28 + 1} octobre", date(2026, 1, 5) + timedelta(days=n))
    per_parse = (time.perf_counter() - start) / 200
    assert per_parse < 0.02, f"{per_parse * 1000:.1f} ms a parse"
    out = capsys.readouterr()
    assert out.out == "" and out.err == ""
