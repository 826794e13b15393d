"""Dates in everyday words (t1 M9): the same slot a week on; d/m or m/d said in English."""

import pytest

from services.text import relative_shift


@pytest.mark.parametrize("message", [
    "move it to the following week, same day same time", "same time next week",
    "same day the following week", "la semaine suivante, meme jour meme heure",
    "même jour même créneau la semaine d'après", "meme jour la semaine prochaine",
    "next week same day please", "meme jour meme heure la semaine suivante svp",
])
def test_the_same_slot_a_week_on(message: str) -> None:
    assert relative_shift(message) == 7


@pytest.mark.parametrize("message", [
    # near-misses: a period, or the same day without a week, is no shift
    "the following week", "la semaine prochaine", "same day", "move it to the same day",
    "meme heure mais mardi",
])
def test_no_week_shift(message: str) -> None:
    assert relative_shift(message) is None
