"""Date constraints said as ranges, absences, exclusions and bounds (blind15 care_prefs).

Said on Monday 7 December 2026: every wish here must hold only the days the customer
means, so that a list or a proposal built from it never offers a day ruled out.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest

from services.wishes import resolve_wish

NOW = datetime(2026, 12, 7, 9, 0, tzinfo=timezone(timedelta(hours=1)))  # a Monday
D = date.fromisoformat


@pytest.mark.parametrize(("text", "start", "end"), [
    # the month said once, after the last day: it is the first day's month too (and its year)
    ("Could the buffet come from 4 to 8 January? Any time.", "2027-01-04", "2027-01-08"),
    ("between 11 and 13 January please", "2027-01-11", "2027-01-13"),
    ("any morning between the 4th and the 6th of January", "2027-01-04", "2027-01-06"),
    ("un matin entre le 4 et le 8 janvier", "2027-01-04", "2027-01-08"),
    ("du 11 au 15 janvier", "2027-01-11", "2027-01-15"),
    ("courant janvier, entre le 11 et le 15 janvier", "2027-01-11", "2027-01-15"),
    ("du lundi 4 au vendredi 8 janvier", "2027-01-04", "2027-01-08"),
    # the first day's number above the last's: the month before
    ("between the 28th and the 5th of January", "2026-12-28", "2027-01-05"),
    ("du 28 au 31 décembre", "2026-12-28", "2026-12-31"),
])
def test_a_range_with_its_month_said_once(text: str, start: str, end: str) -> None:
    wish = resolve_wish(text, NOW)
    assert (wish.start, wish.end) == (D(start), D(end))


@pytest.mark.parametrize("text", [
    # holding the delivery until a month or a day, what is held named or not
    "hold SO-41061 till January pls",
    "could you hold my order till January",
    "gardez-la jusqu'en janvier",
    "vous pouvez garder le canapé jusqu'à janvier ?",
])
def test_holding_it_till_a_month_is_from_its_first_day(text: str) -> None:
    wish = resolve_wish(text, NOW)
    assert wish.start == D("2027-01-01")


def test_holding_it_till_a_day_is_from_that_day() -> None:
    assert resolve_wish("pouvez-vous la garder jusqu'au 4 janvier", NOW).start == D("2027-01-04")
    assert resolve_wish("keep my table until the 4th of January", NOW).start == D("2027-01-04")


@pytest.mark.parametrize(("text", "out"), [
    # a weekday ruled out inside a week said: the week less that weekday, never that day alone
    ("any day but Monday next week", {0}),
    ("anything but wednesday next week please", {2}),
    ("nxt wk any day exept monday", {0}),
    ("next week, anything but Monday", {0}),
    ("la semaine prochaine, tout sauf le lundi", {0}),
    ("semaine du 14 : ni le mardi ni le jeudi", {1, 3}),
])
def test_a_weekday_ruled_out_of_a_week(text: str, out: set[int]) -> None:
    wish = resolve_wish(text, NOW)
    assert (wish.start, wish.end) == (D("2026-12-14"), D("2026-12-20"))
    assert {d.weekday() for d in wish.excluded} == out
    assert not wish.weekdays and not wish.dates
    assert {d for d in wish.days() if d not in wish.excluded} == {
        D("2026-12-14") + timedelta(days=i) for i in range(7) if i not in out}


def test_a_weekday_of_next_week_is_still_that_day() -> None:
    assert resolve_wish("Monday next week", NOW).dates == (D("2026-12-14"),)
    assert resolve_wish("monday next week afternoon", NOW).dates == (D("2026-12-14"),)


@pytest.mark.parametrize(("text", "day"), [
    # a colon after a day with a space is punctuation, not a clock time ("14:30")
    ("le 14 : matin", "2026-12-14"),
    ("mardi 15 : 14h", "2026-12-15"),
])
def test_a_colon_after_a_day_is_no_time(text: str, day: str) -> None:
    assert resolve_wish(text, NOW).dates == (D(day),)


@pytest.mark.parametrize(("text", "start"), [
    # an absence, then "after" it: from the day after it, never the days before it
    ("Je ne suis pas là du 14 au 18, donc après si possible", "2026-12-19"),
    ("im away 14th to 18th, deliver after im back", "2026-12-19"),
    ("absente 14-18, après si possible", "2026-12-19"),
    ("je suis en vacances du 21 au 25, après c'est bon", "2026-12-26"),
    ("my mum is staying with us until the 18th and we won't have space before she leaves, "
     "so anything after that is good, ideally the afternoon", "2026-12-19"),
    # a house move's day pointed at by "after the move", another day bounding the wish
    ("on demenage le 15 donc le buffet faudrait le livrer apres le demenagement mais avant "
     "noel si vous pouvez", "2026-12-16"),
])
def test_after_an_absence_is_from_the_day_after_it(text: str, start: str) -> None:
    wish = resolve_wish(text, NOW)
    assert wish.start == D(start)
    assert wish.end is not None and wish.end <= D("2027-01-01")
    assert not wish.dates


@pytest.mark.parametrize("text", ["I'm not home 14th-16th", "away 14th to 16th"])
def test_an_absence_of_two_bare_days_rules_out_the_days_between(text: str) -> None:
    assert resolve_wish(text, NOW).excluded == (D("2026-12-14"), D("2026-12-15"),
                                                D("2026-12-16"))


@pytest.mark.parametrize("text", [
    "Hi, I need to move my delivery: no sooner than Tuesday 29th, mornings only",
    "not earlier than the 29th",
    "no sooner than the 29th please",
])
def test_no_sooner_than_a_day_is_a_lower_bound_not_earlier(text: str) -> None:
    wish = resolve_wish(text, NOW)
    assert wish.start == D("2026-12-29")
    assert wish.direction is None  # never "earlier than the booking"


def test_sooner_alone_is_still_earlier() -> None:
    assert resolve_wish("can it come sooner?", NOW).direction == "earlier"


@pytest.mark.parametrize(("text", "half"), [
    # a half-day ruled out with "a"/"un": the other half, never the one refused
    ("no, not a morning after all", "pm"),
    ("pas un matin", "pm"),
    ("not an afternoon please", "am"),
])
def test_a_half_day_ruled_out_with_an_article(text: str, half: str) -> None:
    assert resolve_wish(text, NOW).half == half


@pytest.mark.parametrize("text", [
    "n'importe quand la semaine du 28 sauf le 31 (on part le soir)",
    "the week of the 28th except the 31st (we leave in the evening)",
])
def test_an_evening_the_customer_leaves_is_no_evening_wished(text: str) -> None:
    wish = resolve_wish(text, NOW)
    assert not wish.evening and wish.half is None
    assert wish.excluded == (D("2026-12-31"),)


@pytest.mark.parametrize("text", [
    "Pouvez-vous changer la date de livraison ? la semaine d'après la semaine prochaine",
    "la semaine qui suit la semaine prochaine",
    "the week following next week",
])
def test_the_week_after_next_week_said_in_full(text: str) -> None:
    wish = resolve_wish(text, NOW)
    assert (wish.start, wish.end) == (D("2026-12-21"), D("2026-12-27"))
