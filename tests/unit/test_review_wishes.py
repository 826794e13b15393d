"""Review of services/wishes.py: a range's first day keeps its own month unless it is a bare
day number; "no later than that" is a bound, not a move later; being kept waiting (or a
negated hold) is not "not before".

Said on Saturday 5 December 2026.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest

from services.wishes import resolve_wish

NOW = datetime(2026, 12, 5, 9, 0, tzinfo=timezone(timedelta(hours=1)))  # a Saturday
D = date.fromisoformat


@pytest.mark.parametrize(("text", "start", "end"), [
    ("between tomorrow and the 20th of January", "2026-12-06", "2027-01-20"),
    ("from next Monday to 15 January", "2026-12-07", "2027-01-15"),
    ("entre aujourd'hui et le 10 janvier", "2026-12-05", "2027-01-10"),
    ("from Wednesday to the 15th of January", "2026-12-09", "2027-01-15"),
    # a bare day number first: the last day's month
    ("from 4 to 8 January", "2027-01-04", "2027-01-08"),
    ("entre le 11 et le 15 janvier", "2027-01-11", "2027-01-15"),
    ("between the 4th and the 6th of January", "2027-01-04", "2027-01-06"),
    ("du lundi 4 au vendredi 8 janvier", "2027-01-04", "2027-01-08"),
])
def test_a_range_start_keeps_its_own_month_unless_a_bare_day(
        text: str, start: str, end: str) -> None:
    wish = resolve_wish(text, NOW)
    assert (wish.start, wish.end) == (D(start), D(end))


@pytest.mark.parametrize("text", [
    "no later than that", "not later than that", "nothing later than that",
    "not any later than that", "pas plus tard que ça",
])
def test_no_later_than_that_is_not_later(text: str) -> None:
    assert resolve_wish(text, NOW).direction != "later"


@pytest.mark.parametrize("text", ["can it be later than that?", "any later slot?", "plus tard"])
def test_later_is_still_later(text: str) -> None:
    assert resolve_wish(text, NOW).direction == "later"


@pytest.mark.parametrize("text", [
    "please don't keep me waiting till January",
    "I won't hold my breath till January",
    "I can't wait until January",
    "ne la gardez pas jusqu'en janvier",
])
def test_being_kept_waiting_is_not_not_before(text: str) -> None:
    assert resolve_wish(text, NOW).start != D("2027-01-01")


@pytest.mark.parametrize("text", [
    "hold SO-41061 till January", "gardez-la jusqu'en janvier", "keep it until January",
])
def test_holding_it_is_still_not_before(text: str) -> None:
    assert resolve_wish(text, NOW).start == D("2027-01-01")
