"""A day said as a bound is a range from (or up to) it, never the day itself (U6)."""

from datetime import date

import pytest

from services.wishes import resolve_wish

TODAY = date(2026, 12, 2)  # a Wednesday


@pytest.mark.parametrize(("text", "first"), [
    ("to after 3 January", date(2027, 1, 4)),
    ("after 20 December", date(2026, 12, 21)),
    ("après 20 décembre", date(2026, 12, 21)),
    ("after 3rd January", date(2027, 1, 4)),
    ("after 14th December", date(2026, 12, 15)),
    ("later than 20 December", date(2026, 12, 21)),
    ("passé le 20", date(2026, 12, 21)),
    ("au-delà du 20", date(2026, 12, 21)),
    ("beyond the 20th", date(2026, 12, 21)),
    ("à compter du 20", date(2026, 12, 20)),
    ("not until the 20th", date(2026, 12, 20)),
    ("not until Tuesday", date(2026, 12, 8)),
    ("no sooner than the 20th", date(2026, 12, 20)),
    ("à partir du 10", date(2026, 12, 10)),
    ("from the 10th onwards", date(2026, 12, 10)),
    ("pas avant mardi", date(2026, 12, 8)),
    ("après le 3 décembre", date(2026, 12, 4)),
])
def test_a_lower_bound_is_a_range_from_it(text: str, first: date) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.dates == ()
    assert wish.start == first
    assert wish.end is not None and wish.end > first


@pytest.mark.parametrize(("text", "last"), [
    ("d'ici le 10", date(2026, 12, 10)),
    ("d'ici vendredi", date(2026, 12, 4)),
    ("au plus tard le 10", date(2026, 12, 10)),
    ("by 10 December", date(2026, 12, 10)),
    ("avant le 10", date(2026, 12, 9)),
    ("before the 10th", date(2026, 12, 9)),
])
def test_an_upper_bound_is_a_range_up_to_it(text: str, last: date) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.dates == ()
    assert (wish.start, wish.end) == (TODAY, last)


@pytest.mark.parametrize("text", ["après 14h", "after 5pm", "after 3 days", "après 3 jours",
                                  "after 2 weeks", "after 10 am"])
def test_after_a_time_or_a_length_is_no_day(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.dates == () and wish.start is None


def test_d_ici_a_number_of_days_stays_a_day() -> None:
    assert resolve_wish("d'ici 3 jours", TODAY).dates == (date(2026, 12, 5),)


def test_a_shift_after_a_day_stays_a_shift() -> None:
    assert resolve_wish("2 days after the 20th", TODAY).dates == (date(2026, 12, 22),)
