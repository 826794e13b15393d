"""Constraints said about when ("entre le 14 et le 18 sauf le mercredi", "the latest date you
have") are read whole: the range less the weekday ruled out, the last free slots."""

from __future__ import annotations

from datetime import date

import pytest

from services.wishes import resolve_wish

TODAY = date(2026, 12, 2)  # a Wednesday


@pytest.mark.parametrize("text", [
    "n'importe quand entre le 14 et le 18 sauf le mercredi",
    "entre le 14 et le 18, sauf le mercredi",
    "between the 14th and the 18th except wednesday",
    "du 14 au 18 décembre mais pas le mercredi",
])
def test_a_range_less_a_weekday(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert (wish.start, wish.end) == (date(2026, 12, 14), date(2026, 12, 18))
    assert date(2026, 12, 16) in wish.excluded
    assert not {date(2026, 12, d) for d in (14, 15, 17, 18)} & set(wish.excluded)


def test_a_range_less_a_day() -> None:
    wish = resolve_wish("entre le 14 et le 18 sauf le 16", TODAY)
    assert (wish.start, wish.end, wish.excluded) == (date(2026, 12, 14), date(2026, 12, 18),
                                                     (date(2026, 12, 16),))


@pytest.mark.parametrize(("text", "latest"), [
    ("the latest date you have please", True), ("le plus tard possible", True),
    ("la date la plus tardive", True), ("vos derniers créneaux libres ?", True),
    ("as late as possible", True), ("what's the latest you can do?", True),
    ("le 10 au plus tard", False), ("at the latest on the 10th", False),
    ("the earliest you have", False),
])
def test_the_latest_said(text: str, latest: bool) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.latest is latest
    assert not wish.empty
