"""Conditionals and hypotheticals at the care desk (blind14 care_ifs): a floor climbed to is
no day, a conditional answer is no new wish."""

from __future__ import annotations

from datetime import date

import pytest

from services.text import fold_words, without_floors
from services.wishes import resolve_wish

TODAY = date(2026, 12, 7)  # a Monday


@pytest.mark.parametrize("text", [
    "oui, si le livreur peut monter au 4e", "il faudra monter le canapé jusqu'au 5e",
    "ils peuvent grimper au 3ème ?", "yes if the driver can carry it up to the 4th",
    "can they bring the sofa up to the 3rd?", "only if they can take it up to the 2nd floor",
])
def test_a_floor_climbed_to_is_no_day(text: str) -> None:
    left = without_floors(fold_words(text))
    assert not any(ch.isdigit() for ch in left), left
    assert not resolve_wish(text, TODAY).days()


@pytest.mark.parametrize(("text", "day"), [
    ("montez-la au 4 janvier", date(2027, 1, 4)),
    ("move it up to the 4th", date(2027, 1, 4)),
    ("bring it forward to the 4th", date(2027, 1, 4)),
    ("bring it up to the 4th of January", date(2027, 1, 4)),
])
def test_a_day_said_after_a_move_word_stays_a_day(text: str, day: date) -> None:
    assert day in resolve_wish(text, TODAY).days()
