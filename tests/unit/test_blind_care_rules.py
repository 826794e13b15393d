"""Python's own rules behind care-desk families a blind corpus found misread (task X): a
weekday ruled out as such is never offered, any week; where the customer will be that day
is a reason for another day, never an address to deliver to."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from nodes.care_desk.scope import out_of_scope
from services.schemas import SlotView
from services.slot_choice import choose_slots
from services.wishes import resolve_wish

TZ = ZoneInfo("Europe/Paris")
NOW = datetime(2026, 10, 14, 9, 0, tzinfo=TZ)  # a Wednesday
TODAY = NOW.date()
MONDAY, TUESDAY, WEDNESDAY, FRIDAY = 0, 1, 2, 4


@pytest.mark.parametrize(("text", "weekly"), [
    ("n'importe quel matin sauf le lundi", {MONDAY}),
    ("any morning except Mondays", {MONDAY}),
    ("any day but Monday", {MONDAY}),
    ("pas le lundi", {MONDAY}),
    ("pas de lundi svp, le matin", {MONDAY}),
    ("no Mondays please, mornings only", {MONDAY}),
    ("not on Mondays", {MONDAY}),
    ("tous les jours sauf le mercredi", {WEDNESDAY}),
    ("sauf les lundis et les mardis", {MONDAY, TUESDAY}),
    ("any afternoon but not on a Monday or a Tuesday", {MONDAY, TUESDAY}),
    ("pas un lundi ni un mardi", {MONDAY, TUESDAY}),
    ("jamais le vendredi", {FRIDAY}),
    # that one day only: the next Monday is ruled out, later ones may be offered
    ("je suis au travail lundi", set()),
    ("I can't do Monday", set()),
    ("je ne peux pas lundi prochain", set()),
    ("pas ce lundi", set()),
    # a weekday wished as well is never ruled out every week
    ("pas le lundi 19, le lundi 26", set()),
])
def test_a_weekday_ruled_out_as_such_is_ruled_out_every_week(text: str, weekly: set[int]) -> None:
    wish = resolve_wish(text, TODAY)
    assert set(wish.excluded_weekdays) == weekly
    assert not {d.weekday() for d in wish.dates} & weekly


@pytest.mark.parametrize("text", [
    "je serai au bureau mardi",
    "I'll be at work on Tuesday",
    "I'm at my mum's on Tuesday",
])
def test_a_day_spent_elsewhere_is_ruled_out_not_wished(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert date(2026, 10, 20) in wish.excluded
    assert date(2026, 10, 20) not in wish.dates


def _slot(day: date, part: str) -> SlotView:
    hour = 8 if part == "AM" else 13
    start = datetime(day.year, day.month, day.day, hour, tzinfo=TZ)
    return SlotView(id=f"{day.isoformat()}-{part}", start=start,
                    end=start + timedelta(hours=4), capacity=1, booked=0)


# Every weekday morning and afternoon over four weeks from Monday 19 October, all free.
TABLE = [_slot(date(2026, 10, 19) + timedelta(days=i), part)
         for i in range(28) if (date(2026, 10, 19) + timedelta(days=i)).weekday() < 5
         for part in ("AM", "PM")]


@pytest.mark.parametrize(("text", "never"), [
    ("n'importe quel matin sauf le lundi", {MONDAY}),
    ("any morning except Mondays", {MONDAY}),
    ("any afternoon but not on a Monday or a Tuesday", {MONDAY, TUESDAY}),
    ("sauf les mercredis", {WEDNESDAY}),
])
def test_a_weekday_ruled_out_is_never_offered(text: str, never: set[int]) -> None:
    choice = choose_slots(resolve_wish(text, TODAY), said_when=True, table=TABLE,
                          free=[s.id for s in TABLE], booked_id=None, now=NOW, tz=TZ)
    offered = {date.fromisoformat(i[:10]).weekday() for i in choice.allowed + choice.matching}
    assert offered and not offered & never


@pytest.mark.parametrize(("message", "scope"), [
    # where the customer will be: a reason, never an address
    ("Vous me livrez demain SANS PREVENIR ??? je suis au travail, decalez SO-24903", None),
    ("je serai au bureau mardi, vous pouvez livrer mercredi ?", None),
    ("I will be at work on Thursday, can you deliver on Friday instead?", None),
    ("I'll be at my mum's that week, move SO-24903 please", None),
    ("demain je suis au travail toute la journee, livrez un autre jour", None),
    # a place to deliver to, said beside it: still the address
    ("je suis au travail, livrez plutôt à mon bureau", "address"),
    ("I am at work all day, please deliver to my office", "address"),
    ("livrez plutôt au bureau", "address"),
    # a house move told beside a status question: the story, the status is answered
    ("on vient de déménager, vous pouvez me dire où en est SO-24903 ?", None),
    ("I moved house, where is my order?", None),
    ("j'ai déménagé, il faut modifier l'adresse", "address"),
    ("I moved house", "address"),
])
def test_where_the_customer_is_or_lives_is_no_address(message: str, scope: str | None) -> None:
    assert out_of_scope(message) == scope
