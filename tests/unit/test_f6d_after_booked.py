"""'Le lundi d'après' / 'the following Monday' said of the booked delivery is that weekday
after the booked day (slot_choice), never the next one from today; 'next Monday' is."""

from __future__ import annotations

from datetime import date

import pytest

from services.wishes import resolve_wish

TODAY = date(2026, 12, 3)


@pytest.mark.parametrize("text", [
    "la décaler au lundi d'après", "le lundi suivant", "au lundi qui suit",
    "move it to the following Monday", "the next Monday after that",
    "move SO-24903 to the Monday after",
])
def test_a_weekday_after_the_booking_is_read_as_such(text: str) -> None:
    assert resolve_wish(text, TODAY).after_booked


@pytest.mark.parametrize("text", [
    "lundi prochain", "next Monday", "la semaine d'après", "le lundi 14",
    "absent le 14, le lundi suivant", "Monday the 14th",
])
def test_next_monday_or_a_dated_day_is_not(text: str) -> None:
    assert not resolve_wish(text, TODAY).after_booked
