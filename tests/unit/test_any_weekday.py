"""A weekday said as any of them ("un samedi", "any Saturday", "les samedis"), or with a
month ("un samedi matin en décembre"): each such day, not only the next one or two."""

from __future__ import annotations

from datetime import date

import pytest

from services.wishes import any_weekday, resolve_wish

TODAY = date(2026, 12, 2)  # a Wednesday
SATURDAYS_DEC = {date(2026, 12, d) for d in (5, 12, 19, 26)}


@pytest.mark.parametrize(("text", "days", "half"), [
    ("is it possible to get my delivery on a saturday morning in december?", SATURDAYS_DEC,
     "am"),
    ("un samedi matin en décembre ?", SATURDAYS_DEC, "am"),
    ("n'importe quel samedi au mois de décembre", SATURDAYS_DEC, None),
    ("un mardi en janvier", {date(2027, 1, d) for d in (5, 12, 19, 26)}, None),
    ("un samedi ?", SATURDAYS_DEC | {date(2027, 1, 2)}, None),
    ("any saturday works", SATURDAYS_DEC | {date(2027, 1, 2)}, None),
    ("could you deliver it on a Saturday afternoon?", SATURDAYS_DEC | {date(2027, 1, 2)},
     "pm"),
])
def test_any_weekday_is_each_of_them(text: str, days: set[date], half: str | None) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.days() == days
    assert wish.half == half
    assert wish.weekdays


@pytest.mark.parametrize(("text", "days"), [
    ("samedi", {date(2026, 12, 5)}),
    ("le samedi 12", {date(2026, 12, 12)}),
    ("samedi prochain", {date(2026, 12, 5)}),
    ("je voudrais deplacer la livraison a samedi", {date(2026, 12, 5)}),
    ("samedi 19 ou 26 décembre", {date(2026, 12, 19), date(2026, 12, 26)}),
])
def test_a_weekday_said_alone_is_still_the_day_it_was(text: str, days: set[date]) -> None:
    assert resolve_wish(text, TODAY).days() == days


@pytest.mark.parametrize(("text", "said"), [
    ("un samedi ?", True), ("any Saturday?", True), ("on a Saturday", True),
    ("à samedi", False),
    ("samedi alors", False), ("plutôt jeudi", False), ("Thursday then", False),
])
def test_any_weekday_said(text: str, said: bool) -> None:
    assert any_weekday(text) is said
