"""A customer's words about *when* resolve to a typed wish, given the instant."""

from __future__ import annotations

import time  # bounds below are thread CPU time: load stretches wall time, not work
from dataclasses import replace
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
    # the month said first with the day in words, as dictated
    ("Tuesday January fifth", _w(("2027-01-05",))),
    ("on November the twelfth in the afternoon", _w(("2026-11-12",), half="pm")),
    ("novembre douze", _w(("2026-11-12",))),
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
    # dictated, no punctuation: the preference said after the day wished, never the day
    # ruled out before it
    ("I'm at work all day Friday could it come Monday the 26th morning instead",
     _w(("2026-10-26",), half="am", excluded=("2026-10-16",))),
    ("je bosse vendredi le lundi 26 plutôt", _w(("2026-10-26",), excluded=("2026-10-16",))),
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
    start = time.thread_time()
    for n in range(200):
        parse_day(f"{n % 28 + 1} octobre", date(2026, 1, 5) + timedelta(days=n))
    per_parse = (time.thread_time() - start) / 200
    assert per_parse < 0.02, f"{per_parse * 1000:.1f} ms a parse"
    out = capsys.readouterr()
    assert out.out == "" and out.err == ""


# -- the structure of a sentence about when (said on Tuesday 1 December 2026) --------------

DEC = date(2026, 12, 1)


@pytest.mark.parametrize(("text", "expected"), [
    # the day preferred, and the day it replaces: the latter is rejected, not the wish
    ("Livrez SO-24903 le 12 au matin plutôt que le 7", _w(("2026-12-12",), half="am",
                                                         excluded=("2026-12-07",))),
    ("Deliver SO-24903 on the 12th instead of the 7th", _w(("2026-12-12",),
                                                           excluded=("2026-12-07",))),
    ("Je préfère le 11 au lieu du 7 pour SO-24903", _w(("2026-12-11",),
                                                       excluded=("2026-12-07",))),
    ("the 11th rather than the 7th", _w(("2026-12-11",), excluded=("2026-12-07",))),
    ("plutôt le 11 que le 7", _w(("2026-12-11",), excluded=("2026-12-07",))),
    ("le 11 à la place du 7", _w(("2026-12-11",), excluded=("2026-12-07",))),
    ("Instead of the 7th, the 11th please", _w(("2026-12-11",), excluded=("2026-12-07",))),
    ("I'd prefer Friday 11th rather than Monday", _w(("2026-12-11",),
                                                    excluded=("2026-12-07",))),
    # a day ruled out, then the day wanted after a bare comma: not a list of exclusions
    ("Pas le 9, le 10 pour SO-24903 svp", _w(("2026-12-10",), excluded=("2026-12-09",))),
    ("Not the 9th, the 10th please", _w(("2026-12-10",), excluded=("2026-12-09",))),
    ("pas le 8, le 9 ni le 10", _w(excluded=("2026-12-08", "2026-12-09", "2026-12-10"))),
    # a half-day ruled out: the other half
    ("SO-24903 : le 10 ou le 11, mais pas le matin", _w(("2026-12-10", "2026-12-11"),
                                                       half="pm")),
    ("the 10th or the 11th, but not in the morning", _w(("2026-12-10", "2026-12-11"),
                                                        half="pm")),
    ("le 10, l'après-midi c'est pas possible", _w(("2026-12-10",), half="am")),
    ("Thursday 10th, no mornings please", _w(("2026-12-10",), half="pm")),
    ("le 10 mais je ne peux pas le matin", _w(("2026-12-10",), half="pm")),
    # bounds: before a day, not before a day
    ("avant le 10", _w(start="2026-12-01", end="2026-12-09")),
    # a half-day replaced by another: the one preferred, not the last one said
    ("livrez SO-24903 le matin plutôt que l'après-midi", _w(half="am")),
    ("livrez SO-24903 lundi matin au lieu de l'après-midi", _w(("2026-12-07",), half="am")),
    ("deliver SO-24903 on Monday morning instead of the afternoon",
     _w(("2026-12-07",), half="am")),
    ("plutôt l'après-midi que le matin", _w(half="pm")),
    # a bound on a day with its month, or in digits: the bound, not the day itself
    ("Déplacez SO-24903 avant le 10 décembre", _w(start="2026-12-01", end="2026-12-09")),
    ("Livrez SO-24903 avant le 10/12", _w(start="2026-12-01", end="2026-12-09")),
    ("avant le jeudi 10 décembre", _w(start="2026-12-01", end="2026-12-09")),
    ("au plus tard le 10 décembre", _w(start="2026-12-01", end="2026-12-10")),
    ("SO-24903 : pas avant le 20 décembre", _w(start="2026-12-20", end="2026-12-26")),
    ("Move SO-24903 before the 10th", _w(start="2026-12-01", end="2026-12-09")),
    ("au plus tard le 10", _w(start="2026-12-01", end="2026-12-10")),
    ("no later than the 10th", _w(start="2026-12-01", end="2026-12-10")),
    ("pas avant le 20", _w(start="2026-12-20", end="2026-12-26")),
    ("not before the 20th", _w(start="2026-12-20", end="2026-12-26")),
    ("le 20 au plus tôt", _w(start="2026-12-20", end="2026-12-26")),
    ("the 20th at the earliest", _w(start="2026-12-20", end="2026-12-26")),
    ("je ne serai pas là avant le 20", _w(start="2026-12-20", end="2026-12-26")),
    ("I won't be home before the 20th", _w(start="2026-12-20", end="2026-12-26")),
    # a weekday in the week said just before, across a comma
    ("Can I move SO-24903 to next week, Thursday afternoon?", _w(("2026-12-10",), half="pm")),
    ("la semaine prochaine, jeudi après-midi", _w(("2026-12-10",), half="pm")),
    ("Thursday afternoon next week", _w(("2026-12-10",), half="pm")),
    # a clock time: the half-day holding it
    ("jeudi 10 vers 14h", _w(("2026-12-10",), half="pm")),
    ("le 10 à 9h", _w(("2026-12-10",), half="am")),
    ("le 10 à 9h30", _w(("2026-12-10",), half="am")),
    ("the 10th at 2pm", _w(("2026-12-10",), half="pm")),
    ("the 10th around 10 am", _w(("2026-12-10",), half="am")),
    ("Thursday 10th at 15:00", _w(("2026-12-10",), half="pm")),
    ("le 10 entre 14h et 16h", _w(("2026-12-10",), half="pm")),
    ("le 10 avant 11h", _w(("2026-12-10",), half="am")),
    ("le 10 mais pas avant 14h", _w(("2026-12-10",), half="pm")),
    ("the 10th, not after 11am", _w(("2026-12-10",), half="am")),
    # "I am" is no morning; "Thursday am" is
    ("I am free on the 10th", _w(("2026-12-10",))),
    ("Thursday am", _w(("2026-12-03",), half="am")),
    # a bound inside a week: the days both hold
    ("la semaine prochaine, mais pas avant mercredi", _w(start="2026-12-09", end="2026-12-13")),
    ("next week but not before Wednesday", _w(start="2026-12-09", end="2026-12-13")),
    # from a bare day of the month
    ("à partir du 15", _w(start="2026-12-15", end="2026-12-19")),
    ("dès le 15", _w(start="2026-12-15", end="2026-12-19")),
    # days ruled out joined by a conjunction, then the day wished
    ("not the 9th, nor the 10th, the 11th", _w(("2026-12-11",),
                                              excluded=("2026-12-09", "2026-12-10"))),
    ("pas le 9 ou le 10, le 11", _w(("2026-12-11",), excluded=("2026-12-09", "2026-12-10"))),
    # relative days, both languages
    ("Can you deliver SO-24903 the day after tomorrow?", _w(("2026-12-03",))),
    ("après-demain", _w(("2026-12-03",))),
])
def test_the_structure_of_a_wish(text: str, expected: tuple[object, ...]) -> None:
    wish = resolve_wish(text, DEC)
    assert (wish.dates, wish.start, wish.end, wish.half, wish.excluded) == expected


@pytest.mark.parametrize(("text", "first", "then"), [
    # a wish, then what to do when it cannot be had: kept apart, in that order
    ("SO-24903 le 11 matin, sinon l'après-midi", _w(("2026-12-11",), half="am"),
     _w(("2026-12-11",), half="pm")),
    ("the 11th in the morning, otherwise the afternoon", _w(("2026-12-11",), half="am"),
     _w(("2026-12-11",), half="pm")),
    ("Déplacez SO-24903 au 4 décembre, et si ce n'est pas possible au 11 matin",
     _w(("2026-12-04",)), _w(("2026-12-11",), half="am")),
    ("Move SO-24903 to the 4th, or if that's not possible the 11th in the morning",
     _w(("2026-12-04",)), _w(("2026-12-11",), half="am")),
    ("le 4, à défaut le 11", _w(("2026-12-04",)), _w(("2026-12-11",))),
    ("Friday the 4th, failing that Friday the 11th", _w(("2026-12-04",)),
     _w(("2026-12-11",))),
    ("the 4th, else the 11th", _w(("2026-12-04",)), _w(("2026-12-11",))),
])
def test_a_fallback_is_kept_apart(text: str, first: tuple[object, ...],
                                  then: tuple[object, ...]) -> None:
    wish = resolve_wish(text, DEC)
    assert (wish.dates, wish.start, wish.end, wish.half, wish.excluded) == first
    assert wish.fallback is not None
    fallback = wish.fallback
    assert (fallback.dates, fallback.start, fallback.end, fallback.half,
            fallback.excluded) == then


@pytest.mark.parametrize("text", [
    "SO-24903 le plus tôt possible", "dès que possible", "au plus vite svp",
    "What's the earliest you can deliver SO-24903?", "as soon as possible please",
    "asap", "the first available slot", "le premier créneau disponible",
])
def test_the_earliest_is_a_wish(text: str) -> None:
    wish = resolve_wish(text, DEC)
    assert wish.earliest and not wish.empty
    assert says_when(text)


def test_a_bound_is_no_earliest() -> None:
    assert not resolve_wish("le 20 au plus tôt", DEC).earliest
    assert not resolve_wish("the 20th at the earliest", DEC).earliest


# -- families of phrasings (said on Wednesday 14 October 2026, unless told) ----------------


@pytest.mark.parametrize(("text", "start", "end"), [
    # a part of a month, French and English, with or without "de", the month said or not
    ("début décembre", "2026-12-01", "2026-12-10"),
    ("est ce qu'on peut repousser SO-24911 début décembre ?", "2026-12-01", "2026-12-10"),
    ("au début du mois de décembre", "2026-12-01", "2026-12-10"),
    ("mi-décembre", "2026-12-11", "2026-12-20"),
    ("à la mi décembre", "2026-12-11", "2026-12-20"),
    ("milieu de décembre", "2026-12-11", "2026-12-20"),
    ("fin décembre", "2026-12-21", "2026-12-31"),
    ("et fin décembre ?", "2026-12-21", "2026-12-31"),
    ("vers la fin novembre", "2026-11-21", "2026-11-30"),
    ("début janvier", "2027-01-01", "2027-01-10"),  # next year's January
    ("la première quinzaine de décembre", "2026-12-01", "2026-12-15"),
    ("deuxième quinzaine de novembre", "2026-11-16", "2026-11-30"),
    ("la dernière semaine de novembre", "2026-11-24", "2026-11-30"),
    ("early December", "2026-12-01", "2026-12-10"),
    ("mid-November", "2026-11-11", "2026-11-20"),
    ("late November", "2026-11-21", "2026-11-30"),
    ("at the end of December", "2026-12-21", "2026-12-31"),
    ("the beginning of January", "2027-01-01", "2027-01-10"),
    ("the first week of December", "2026-12-01", "2026-12-07"),
    ("the second half of November", "2026-11-16", "2026-11-30"),
    ("fin du mois", "2026-10-21", "2026-10-31"),     # this month
    ("début du mois prochain", "2026-11-01", "2026-11-10"),
    ("end of next month", "2026-11-21", "2026-11-30"),
    ("le mois prochain", "2026-11-01", "2026-11-30"),
    ("next month", "2026-11-01", "2026-11-30"),
    # a whole month
    ("SO-24911 en décembre", "2026-12-01", "2026-12-31"),
    ("in November", "2026-11-01", "2026-11-30"),
    # the week of a day, the day bare or not
    ("n'importe quand la semaine du 26", "2026-10-26", "2026-11-01"),
    ("la semaine du lundi 26 octobre", "2026-10-26", "2026-11-01"),
    ("the week of the 26th", "2026-10-26", "2026-11-01"),
    ("the week starting the 26th", "2026-10-26", "2026-11-01"),
    # a week, spelt short
    ("SO-24911 la semaine pro svp", "2026-10-19", "2026-10-25"),
    ("la sem prochaine", "2026-10-19", "2026-10-25"),
    ("next wk", "2026-10-19", "2026-10-25"),
    # after a day: from the day after it; from a day: from that day
    ("move SO-24911 to any day after the 25th", "2026-10-26", "2026-10-31"),
    ("après le 25", "2026-10-26", "2026-10-31"),
    ("n'importe quel jour après le 25", "2026-10-26", "2026-10-31"),
    ("any day after Friday", "2026-10-17", "2026-10-23"),
    ("after Tuesday 20th", "2026-10-21", "2026-10-24"),
    ("à partir du 26", "2026-10-26", "2026-10-31"),
    ("starting from the 26th", "2026-10-26", "2026-10-31"),
    ("dès le 26", "2026-10-26", "2026-10-31"),
])
def test_a_period_is_read(text: str, start: str, end: str) -> None:
    wish = resolve_wish(text, NOW)
    assert (wish.start, wish.end) == (D(start), D(end))
    assert says_when(text)


@pytest.mark.parametrize(("text", "day"), [
    # a shift from a day, or a relative day: never a bound
    ("the day after tomorrow", "2026-10-16"),
    ("après demain", "2026-10-16"),
    ("deux jours après le 20", "2026-10-22"),  # two days on from the 20th (NEXT_TO_DAY)
    ("the day after the 20th", "2026-10-21"),  # the 21st (NEXT_TO_DAY)
])
def test_after_in_a_shift_is_no_bound(text: str, day: str) -> None:
    wish = resolve_wish(text, NOW)
    assert wish.dates == (D(day),) and wish.start is None


@pytest.mark.parametrize(("text", "direction"), [
    ("vous pouvez livrer SO-24911 plus tard ? je serai en vacances", "later"),
    ("plus tard svp", "later"),
    ("can you deliver it later?", "later"),
    ("est-ce qu'on peut repousser la livraison ?", "later"),
    ("je voudrais reculer ma livraison", "later"),
    ("could you postpone SO-24911", "later"),
    ("please push it back", "later"),
    ("pas si tôt, svp", "later"),
    ("je voudrais avancer ma livraison SO-24911", "earlier"),
    ("plus tôt si possible", "earlier"),
    ("can you deliver SO-24911 earlier?", "earlier"),
    ("any chance of getting it sooner?", "earlier"),
    ("could you bring the delivery forward?", "earlier"),
])
def test_later_or_earlier_than_the_booking(text: str, direction: str) -> None:
    wish = resolve_wish(text, NOW)
    assert wish.direction == direction and not wish.empty


@pytest.mark.parametrize("text", [
    "je vous dis plus tard", "je vous rappelle plus tard", "à plus tard !",
    "I'll get back to you later", "au plus tard le 20", "le plus tôt possible",
    "pas plus tôt que le 20", "le 20 au plus tôt", "talk later", "14 jours de retard",
    "ça avance ?",
])
def test_later_said_of_something_else_is_no_direction(text: str) -> None:
    assert resolve_wish(text, NOW).direction is None


@pytest.mark.parametrize(("text", "options"), [
    ("SO-24911 vendredi aprem ou lundi matin", [("2026-10-16", "pm"), ("2026-10-19", "am")]),
    ("Friday afternoon or Monday morning", [("2026-10-16", "pm"), ("2026-10-19", "am")]),
    ("le 20 au matin ou le 22 l'après-midi", [("2026-10-20", "am"), ("2026-10-22", "pm")]),
    ("l'après-midi du 20, ou le matin du 22", [("2026-10-20", "pm"), ("2026-10-22", "am")]),
    ("ven aprem, sinon lun mat", [("2026-10-16", "pm"), ("2026-10-19", "am")]),
])
def test_alternatives_keep_their_own_half_day(text: str, options: list[tuple[str, str]]
                                              ) -> None:
    wish = resolve_wish(text, NOW)
    said = wish.options or (wish.fallback and (
        replace(wish, fallback=None), wish.fallback)) or ()
    assert [(o.dates[0], o.half) for o in said] == [(D(d), h) for d, h in options]


@pytest.mark.parametrize("text", [
    "mardi ou jeudi matin",       # one half-day said for both
    "le 20 ou le 22, le matin",
])
def test_one_half_day_for_all_days_is_no_alternative(text: str) -> None:
    wish = resolve_wish(text, NOW)
    assert wish.options == () and wish.half == "am" and len(wish.dates) == 2


@pytest.mark.parametrize(("text", "half"), [
    # a half-day asked about in the negative is asked for, not ruled out
    ("vous avez pas l'après-midi plutôt ?", "pm"),
    ("vous n'avez pas l'après-midi ?", "pm"),
    ("y a pas le matin ?", "am"),
    ("il n'y a rien l'après-midi ?", "pm"),
    ("don't you have any afternoons?", "pm"),
    ("isn't there a morning slot?", "am"),
    # ... while a half-day ruled out stays ruled out
    ("pas le matin", "pm"),
    ("le 10, l'après-midi c'est pas possible", "am"),
    # SMS spellings of half-days
    ("dmain aprem", "pm"), ("ven apm", "pm"), ("jeudi ap-midi", "pm"), ("lundi mat", "am"),
    ("tmrw arvo", "pm"), ("thursday morn", "am"),
    # a half-day corrected in dictation: "no the morning" replaces the afternoon said
    # before it, while "no mornings" still rules mornings out
    ("Thursday the 22nd in the afternoon actually no the morning", "am"),
    ("the 22nd in the morning no in the afternoon", "pm"),
    ("le 22 l'après-midi non pardon le matin", "am"),
    ("the 22nd, no mornings", "pm"),
    ("the 22nd no morning please", "pm"),
])
def test_half_days_as_said(text: str, half: str) -> None:
    assert resolve_wish(text, NOW).half == half


@pytest.mark.parametrize(("text", "day"), [
    ("jeudi prochain", "2026-10-22"),   # said on a Wednesday: not tomorrow
    ("next Thursday", "2026-10-22"),
    ("next Friday", "2026-10-16"),
    ("jeudi", "2026-10-15"),
    ("ven 23 aprem", "2026-10-23"),
])
def test_next_weekday(text: str, day: str) -> None:
    assert resolve_wish(text, NOW).dates == (D(day),)


@pytest.mark.parametrize(("text", "expected"), [
    ("avant Noël", _w(start="2026-10-14", end="2026-12-24")),
    ("avt noel", _w(start="2026-10-14", end="2026-12-24")),
    ("before Christmas", _w(start="2026-10-14", end="2026-12-24")),
    ("after Christmas", _w(start="2026-12-26", end="2027-01-01")),
    ("le jour de Noël", _w(("2026-12-25",))),
    ("christmas eve", _w(("2026-12-24",))),
    ("après le nouvel an", _w(start="2027-01-02", end="2027-01-08")),
])
def test_holidays_are_their_days(text: str, expected: tuple[object, ...]) -> None:
    wish = resolve_wish(text, NOW)
    assert (wish.dates, wish.start, wish.end, wish.half, wish.excluded) == expected
    assert says_when(text)


@pytest.mark.parametrize(("text", "expected"), [
    # strictly between: neither Christmas Day nor New Year's Day
    ("entre Noël et le jour de l'an", _w(start="2026-12-26", end="2026-12-31")),
    ("between Christmas and New Year", _w(start="2026-12-26", end="2026-12-31")),
    ("la semaine de Noël", _w(start="2026-12-21", end="2026-12-27")),
    ("christmas week", _w(start="2026-12-21", end="2026-12-27")),
])
def test_holiday_ranges(text: str, expected: tuple[object, ...]) -> None:
    wish = resolve_wish(text, NOW)
    assert (wish.dates, wish.start, wish.end, wish.half, wish.excluded) == expected


# -- a weekday with a day number whose day this month is gone: the month it falls on ------
@pytest.mark.parametrize(("text", "day"), [
    ("lundi 2", "2026-11-02"),              # Friday 2 October is gone: Monday 2 November
    ("Déplacez SO-24903 au lundi 2", "2026-11-02"),
    ("Monday the 2nd", "2026-11-02"),
    ("monday 2nd please", "2026-11-02"),
    ("jeudi 5", "2026-11-05"),
    ("jeudi 5 au matin", "2026-11-05"),
    ("Thursday the 5th in the morning", "2026-11-05"),
    ("vendredi 13", "2026-11-13"),
    ("mardi 2", "2026-11-02"),              # no Tuesday 2nd soon: the next 2nd, never the past
    ("mardi 20", "2026-10-20"),             # this month's, still to come: as said
    ("jeudi 15", "2026-10-15"),
    ("mardi 21", "2026-10-21"),             # this month's is to come, whatever its weekday
])
def test_a_weekday_and_a_day_gone_this_month_is_the_next_such_date(text: str, day: str) -> None:
    assert resolve_wish(text, NOW).dates == (D(day),)


# -- which week a weekday falls in -----------------------------------------------------------
@pytest.mark.parametrize(("text", "day"), [
    ("Thursday the week after next", "2026-10-29"),
    ("jeudi de la semaine d'après", "2026-10-29"),
    ("jeudi de la semaine d'apres", "2026-10-29"),
    ("dans deux semaines, jeudi si possible", "2026-10-29"),
    ("jeudi dans 2 semaines", "2026-10-29"),
    ("in two weeks on Thursday", "2026-10-29"),
    ("mardi dans quinze jours", "2026-10-27"),
    ("dans 3 semaines mardi", "2026-11-03"),
    ("jeudi de la semaine prochaine", "2026-10-22"),
    ("next week, Thursday", "2026-10-22"),
])
def test_a_weekday_in_a_week_ahead(text: str, day: str) -> None:
    assert resolve_wish(text, NOW).dates == (D(day),)


def test_in_weeks_alone_is_still_a_day() -> None:
    assert resolve_wish("dans 2 semaines", NOW).dates == (D("2026-10-28"),)


# -- the evening, and the booked day ---------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Can you deliver SO-24903 after 6pm on the 22nd?", "le 22 au soir", "le 22 en soirée",
    "le 22 en soiree", "le 22 vers 19h", "le 22 après 18h", "the 22nd in the evening",
    "22nd after 7 pm", "jeudi 22 le soir", "le 22 à 18h", "the 22nd at 7pm",
    # past the last slot's end (17:00)
    "the 22nd after 5pm", "le 22 après 17h", "le 22 à partir de 17h30", "the 22nd from 5:30pm",
    "22nd, later than 5 pm"])
def test_the_evening_is_wished(text: str) -> None:
    wish = resolve_wish(text, NOW)
    assert wish.evening and wish.dates == (D("2026-10-22"),) and wish.half == "pm"


@pytest.mark.parametrize("text", [
    "le 22 avant 19h", "pas le soir, le 22", "bonne soirée, le 22", "good evening, the 22nd",
    "le 22 à 14h", "the 22nd, not in the evening", "le 22 entre 16h et 18h",
    "the 22nd from 4 to 6pm", "le 22, 16h-18h", "le 22 à 17h", "the 22nd, not after 5pm",
    "le 22 pas après 17h", "le 22 avant 17h", "the 22nd after 3pm"])
def test_the_evening_is_not_wished(text: str) -> None:
    assert not resolve_wish(text, NOW).evening


@pytest.mark.parametrize(("text", "half"), [
    ("Can SO-24903 be delivered in the morning instead, same day?", "am"),
    ("le matin plutôt, même jour", "am"),
    ("le meme jour mais l'apres-midi", "pm"),
    ("same day, afternoon please", "pm"),
])
def test_the_same_day_is_said(text: str, half: str) -> None:
    wish = resolve_wish(text, NOW)
    assert wish.same_day and wish.half == half and not wish.days() and not wish.empty


@pytest.mark.parametrize("text", ["the same day as my other order", "le même jour que SO-24911",
                                  "le meme jour qu'avant"])
def test_the_same_day_as_something_else_is_not_the_booked_day(text: str) -> None:
    assert not resolve_wish(text, NOW).same_day


# -- a day number said to a list: the list's months first --------------------------------------
NOVEMBER = (D("2026-11-01"),)


@pytest.mark.parametrize(("text", "listed", "day"), [
    ("le 16 plutôt", NOVEMBER, "2026-11-16"),        # not Friday 16 October
    ("what about friday the 20th?", NOVEMBER, "2026-11-20"),
    ("lundi 2", NOVEMBER, "2026-11-02"),
    ("le 16 plutôt", (), "2026-10-16"),              # no list: this month's, to come
    ("vendredi 16", NOVEMBER, "2026-10-16"),         # no Friday 16 in November: as said
    ("le 16 octobre", NOVEMBER, "2026-10-16"),       # a month said wins
    ("le 31", NOVEMBER, "2026-10-31"),               # no 31 November
])
def test_a_day_said_to_a_list_is_in_its_months(text: str, listed: tuple[date, ...],
                                               day: str) -> None:
    assert resolve_wish(text, NOW, listed).dates == (D(day),)


@pytest.mark.parametrize(("said", "day", "half"), [
    ("le lendemain du 24", date(2026, 10, 25), None),
    ("le lendemain du 24 au matin", date(2026, 10, 25), "am"),
    ("lendemain du 31 octobre", date(2026, 11, 1), None),
    ("la veille du 24", date(2026, 10, 23), None),
    ("la veille du 5 novembre", date(2026, 11, 4), None),
    ("the day after the 24th", date(2026, 10, 25), None),
    ("the day before October 30th in the afternoon", date(2026, 10, 29), "pm"),
    ("la veille de Noël", date(2026, 12, 24), None),  # the holiday's own name still wins
])
def test_the_day_before_or_after_a_day_said_is_that_day_moved_by_one(
        said: str, day: date, half: str | None) -> None:
    """"Le lendemain du 24" is the 25th (it was read as "demain" and the 24th); "la veille de
    la livraison" stays a shift of the booking, read elsewhere."""
    wish = resolve_wish(said, date(2026, 10, 14))
    assert (wish.dates, wish.half) == ((day,), half)
    assert resolve_wish("la veille de la livraison", date(2026, 10, 14)).dates == ()


@pytest.mark.parametrize(("said", "day", "half"), [
    ("deux jours après le 20", date(2026, 10, 22), None),
    ("2 jours après le 20 au matin", date(2026, 10, 22), "am"),
    ("trois jours avant le 30 octobre", date(2026, 10, 27), None),
    ("une semaine après le 10 novembre", date(2026, 11, 17), None),
    ("le surlendemain du 12 novembre", date(2026, 11, 14), None),
    ("surlendemain du 24 l'après-midi", date(2026, 10, 26), "pm"),
    ("l'avant-veille du 24", date(2026, 10, 22), None),
    ("3 days after the 20th", date(2026, 10, 23), None),
    ("two days before the 30th in the morning", date(2026, 10, 28), "am"),
    ("a week after October 20", date(2026, 10, 27), None),
    ("four days after November 2nd", date(2026, 11, 6), None),
])
def test_days_on_either_side_of_a_day_said_move_that_day(
        said: str, day: date, half: str | None) -> None:
    """"Deux jours après le 20" is the 22nd, never the 20th, nor the booking moved by two
    days; the same count said of the booking stays a shift."""
    from services.llm.offline import _care_request
    from services.text import relative_shift

    wish = resolve_wish(said, date(2026, 10, 14))
    assert (wish.dates, wish.half) == ((day,), half)
    assert relative_shift(said) is None
    request = _care_request({"customer_message": f"déplacer SO-24903 {said}",
                             "today": "2026-10-14"}, [])
    assert request["intent"] == "reschedule" and request["wished_slot"]


@pytest.mark.parametrize(("said", "shift"), [
    ("deux jours après", 2), ("2 days later", 2), ("trois jours avant", -3),
    ("two days after my delivery", 2), ("une semaine après la livraison", 7),
    ("le surlendemain", 2), ("l'avant-veille", -2), ("le lendemain", 1),
])
def test_days_said_of_the_booking_stay_a_shift(said: str, shift: int) -> None:
    from services.text import relative_shift

    assert relative_shift(said) == shift
    if "jour" in said or "day" in said or "semaine" in said:  # a count: no day of its own
        assert resolve_wish(said, date(2026, 10, 14)).dates == ()
