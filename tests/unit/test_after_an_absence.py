"""Days said around an absence or a move: "après mon retour", "after the move", "une fois
rentré" point back at the day said before them (the day after it; the last day of a trip
said as a range), and "another day the same week" is the week of the booking."""

from __future__ import annotations

from datetime import date

import pytest

from services.wishes import resolve_wish, says_when

TODAY = date(2026, 12, 2)  # a Wednesday


@pytest.mark.parametrize(("text", "first"), [
    ("Je pars en voyage du 7 au 12 décembre, pouvez-vous livrer SO-24903 après mon retour ?",
     date(2026, 12, 13)),
    ("je suis en vacances du 20 au 27 decembre, livrez une fois rentré svp", date(2026, 12, 28)),
    ("I'm away from the 7th to the 12th, deliver after my trip please", date(2026, 12, 13)),
    ("I'm away until December 14, can you deliver SO-24903 after I'm back?", date(2026, 12, 15)),
    ("away until the 16th, deliver once I'm back please", date(2026, 12, 16 + 1)),
    ("Je suis absent jusqu'au 16 décembre, livrez SO-24903 après", date(2026, 12, 17)),
    ("jsuis absent jusqu au 16 decembre, livrez apres stp", date(2026, 12, 17)),
    ("I'm moving house on the 15th, can you deliver SO-24903 after that?", date(2026, 12, 16)),
    ("We're moving to a new flat on 18 December, please deliver SO-24903 after the move",
     date(2026, 12, 19)),
    ("Je déménage le 14, pouvez-vous livrer SO-24903 après le déménagement ?",
     date(2026, 12, 15)),
    ("je demenage le 18 , livraison apres le demenagement stp", date(2026, 12, 19)),
    ("Je rentre de voyage le 9 décembre, vous pouvez livrer après mon retour ?",
     date(2026, 12, 10)),
    ("Bonjour, je serai en déplacement jusqu'au 11 décembre. Serait-il possible de livrer "
     "après mon retour ?", date(2026, 12, 12)),
    ("back on December 10th, could you deliver after I get back?", date(2026, 12, 11)),
])
def test_after_an_absence_is_from_the_day_after(text: str, first: date) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.start == first, wish
    assert not wish.dates
    assert says_when(text)


@pytest.mark.parametrize(("text", "dates"), [
    ("je suis pas dispo le 14, après ça marche", ()),   # not "after the 14th"
    ("le 14 après-midi", (date(2026, 12, 14),)),        # the afternoon, no bound
    ("Je déménage le 14, livrez le 14 au matin", (date(2026, 12, 14),)),
])
def test_near_misses_are_not_after(text: str, dates: tuple[date, ...]) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.start is None
    assert wish.dates == dates


@pytest.mark.parametrize("text", [
    "Can you move SO-24903 to another day the same week?",
    "Je voudrais déplacer SO-24903 à un autre jour de la même semaine",
    "un autre jour dans la meme semaine svp",
    "could you deliver on a different day that same week please",
    "est-ce possible un autre jour cette semaine-là ?",
])
def test_another_day_the_same_week_is_the_booked_week(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.same_week and not wish.days(), wish
    assert says_when(text)


def test_a_day_ruled_out_then_the_same_week_is_that_week() -> None:
    wish = resolve_wish("pas dispo le 8, un autre jour la même semaine", TODAY)
    assert not wish.same_week
    assert (wish.start, wish.end) == (date(2026, 12, 7), date(2026, 12, 13))
