"""A day said first, then "avant"/"before" pointing back at it: a bound, not that day."""

from __future__ import annotations

from datetime import date

import pytest

from services.wishes import resolve_wish

TODAY = date(2026, 12, 2)


@pytest.mark.parametrize(("message", "last"), [
    ("Je déménage le 10, pouvez-vous livrer SO-24903 avant ?", date(2026, 12, 9)),
    ("je demenage le 10 livrez avant stp", date(2026, 12, 9)),
    ("Nous déménageons le 12 décembre, une livraison avant, c'est possible ?",
     date(2026, 12, 11)),
    ("I'm moving out on the 12th, can you deliver before?", date(2026, 12, 11)),
    ("moving house the 10th, could you deliver it before please", date(2026, 12, 9)),
])
def test_a_day_then_before_is_a_bound(message: str, last: date) -> None:
    wish = resolve_wish(message, TODAY)
    assert not wish.dates and wish.end == last


@pytest.mark.parametrize(("message", "day"), [
    ("le 10, pas avant", date(2026, 12, 10)),
    ("livrez le 10 avant midi", date(2026, 12, 10)),
    ("the 10th, not before", date(2026, 12, 10)),
])
def test_a_day_with_a_negated_or_timed_before_stays_that_day(message: str, day: date) -> None:
    assert resolve_wish(message, TODAY).dates == (day,)


@pytest.mark.parametrize(("message", "first", "last"), [
    ("Pouvez-vous livrer SO-24903 le 22 ou après ?", date(2026, 12, 22), date(2026, 12, 28)),
    ("le 22 ou apres stp", date(2026, 12, 22), date(2026, 12, 28)),
    ("the 22nd or after please", date(2026, 12, 22), date(2026, 12, 28)),
    ("the 22nd, or later", date(2026, 12, 22), date(2026, 12, 28)),
    ("livrez le 22 ou avant svp", TODAY, date(2026, 12, 22)),
    ("the 22nd or before?", TODAY, date(2026, 12, 22)),
    ("le 22 ou plus tôt", TODAY, date(2026, 12, 22)),
])
def test_a_day_or_after_or_before_includes_that_day(message: str, first: date,
                                                   last: date) -> None:
    """"Le 22 ou après" is the 22nd and the days after it, never from the 23rd; "le 22 ou
    avant" ends on the 22nd, never on the 21st."""
    wish = resolve_wish(message, TODAY)
    assert (wish.dates, wish.start, wish.end) == ((), first, last)
