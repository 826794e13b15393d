"""Which free slots fit a wish, and why none does: pure, from the wish and the slot table."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from services.schemas import SlotView
from services.slot_choice import (
    SlotChoice,
    asks_what_is_free,
    choose_slots,
    nearest_to,
    table_window,
)
from services.wishes import Wish, resolve_wish

TZ = ZoneInfo("Europe/Paris")
NOW = datetime(2026, 10, 14, 9, 0, tzinfo=TZ)  # a Wednesday


def slot(day: str, part: str, capacity: int = 1, booked: int = 0) -> SlotView:
    hour = 8 if part == "AM" else 13
    start = datetime.fromisoformat(f"{day}T{hour:02d}:00:00").replace(tzinfo=TZ)
    return SlotView(id=f"{day}-{part}", start=start, end=start + timedelta(hours=4),
                    capacity=capacity, booked=booked)


# No slot at weekends (17-18, 24-25) nor on Wednesday 11 November (a holiday).
TABLE = [
    slot("2026-10-15", "PM"),                      # within 48 hours
    slot("2026-10-16", "AM"),                      # 47 hours away: within 48 hours
    slot("2026-10-16", "PM"),
    slot("2026-10-19", "AM", booked=1),            # Monday: full
    slot("2026-10-19", "PM", capacity=2, booked=2),
    slot("2026-10-20", "AM"),
    slot("2026-10-20", "PM", capacity=2, booked=1),  # the order's own booking
    slot("2026-10-21", "PM"),
    slot("2026-10-22", "AM"),
    slot("2026-10-23", "AM"),
    slot("2026-11-10", "AM"),
    slot("2026-11-12", "AM"),
]
BOOKED = "2026-10-20-PM"
FREE = ["2026-10-16-PM", "2026-10-20-AM", "2026-10-21-PM", "2026-10-22-AM", "2026-10-23-AM",
        "2026-11-10-AM", "2026-11-12-AM"]


def choose(text: str | None) -> SlotChoice:
    wish = resolve_wish(text, NOW) if text else None
    return choose_slots(wish, said_when=bool(text), table=TABLE, free=FREE, booked_id=BOOKED,
                        now=NOW, tz=TZ)


@pytest.mark.parametrize(("text", "reason", "first", "half"), [
    ("lundi 19", "full", "2026-10-19", None),
    ("Monday 19 in the afternoon", "full", "2026-10-19", "pm"),
    ("samedi 17", "closed", "2026-10-17", None),
    ("this weekend", "closed", "2026-10-17", None),
    ("November 11", "closed", "2026-11-11", None),
    ("le 12 octobre", "past", "2026-10-12", None),   # read as next year's, said of this one
    ("October 13th in the morning", "past", "2026-10-13", "am"),
    ("demain après-midi", "too_soon", "2026-10-15", "pm"),
    ("Friday 16 in the morning", "too_soon", "2026-10-16", "am"),
    ("mardi 20 après-midi", "current", "2026-10-20", "pm"),
    ("le 31/02", "not_understood", None, None),
])
def test_the_reason_a_wished_day_cannot_be_had(text: str, reason: str, first: str | None,
                                               half: str | None) -> None:
    choice = choose(text)
    assert choice.matching == ()
    assert choice.reason == reason
    assert choice.first == (date.fromisoformat(first) if first else None)
    assert choice.half == half


@pytest.mark.parametrize(("text", "matching"), [
    ("mardi 20 au matin", ["2026-10-20-AM"]),
    ("Thursday or Friday", ["2026-10-16-PM", "2026-10-22-AM", "2026-10-23-AM"]),
    ("entre le 20 et le 22", ["2026-10-20-AM", "2026-10-21-PM", "2026-10-22-AM"]),
    ("between the 20th and the 23rd in the morning", ["2026-10-20-AM", "2026-10-22-AM",
                                                      "2026-10-23-AM"]),
    ("la semaine prochaine mais pas le mardi", ["2026-10-21-PM", "2026-10-22-AM",
                                                "2026-10-23-AM"]),
    ("next week, not Tuesday or Wednesday", ["2026-10-22-AM", "2026-10-23-AM"]),
    ("mardi 20 au matin... non, plutôt jeudi 22", ["2026-10-22-AM"]),
    ("l'après-midi", ["2026-10-16-PM", "2026-10-21-PM"]),
    ("du 20 au 22 l'après-midi", ["2026-10-21-PM"]),
    ("from the 20th to the 23rd", ["2026-10-20-AM", "2026-10-21-PM", "2026-10-22-AM",
                                   "2026-10-23-AM"]),
])
def test_the_free_slots_that_fit_the_wish(text: str, matching: list[str]) -> None:
    choice = choose(text)
    assert list(choice.matching) == matching and choice.reason is None and choice.constrained


def test_a_range_with_nothing_free_says_so_over_the_range() -> None:
    choice = choose("entre le 17 et le 19")  # weekend, then a full Monday
    assert choice.reason == "nothing_free"
    assert (choice.first, choice.last) == (date(2026, 10, 17), date(2026, 10, 19))


def test_days_ruled_out_are_never_offered() -> None:
    choice = choose("je suis absent le 16 et le 20")
    assert not choice.constrained and choice.reason is None
    assert "2026-10-16-PM" not in choice.allowed and "2026-10-20-AM" not in choice.allowed
    assert choice.allowed[:2] == ("2026-10-21-PM", "2026-10-22-AM")
    assert nearest_to(choice, TABLE, TZ) == ("2026-10-21-PM", "2026-10-22-AM",
                                             "2026-10-23-AM")


@pytest.mark.parametrize("text", ["je suis absent le 20", "n'importe quand sauf le 20",
                                  "not available on Tuesday", "any day but the 20th"])
def test_a_day_ruled_out_alone_is_no_wish_but_never_offered(text: str) -> None:
    choice = choose(text)
    assert not choice.constrained and choice.reason is None and choice.matching == ()
    assert "2026-10-20-AM" not in choice.allowed and "2026-10-16-PM" in choice.allowed


def test_no_wish_is_no_reason_and_no_constraint() -> None:
    choice = choose(None)
    assert choice == SlotChoice(matching=(), allowed=tuple(FREE), reason=None)


def test_the_nearest_free_slots_to_a_closed_day_in_time_order() -> None:
    assert nearest_to(choose("November 11"), TABLE, TZ) == (
        "2026-10-23-AM", "2026-11-10-AM", "2026-11-12-AM")
    assert nearest_to(choose("samedi 17"), TABLE, TZ) == (
        "2026-10-16-PM", "2026-10-20-AM", "2026-10-21-PM")


def test_the_table_covers_the_wished_days() -> None:
    assert table_window(None, NOW, TZ) == (date(2026, 10, 14), date(2026, 11, 18))
    far = Wish(dates=(date(2027, 1, 5),))
    assert table_window(far, NOW, TZ)[1] == date(2027, 1, 5)


@pytest.mark.parametrize(("text", "asking"), [
    ("Is anything free on Thursday or Friday?", True),
    ("vous avez quoi la semaine prochaine ?", True),
    ("quels créneaux l'après-midi ?", True),
    ("Est-ce que jeudi est libre ?", True),
    ("what slots do you have next week", True),
    ("Can you move my delivery to a free slot on Thursday?", False),
    ("Déplacez ma livraison à jeudi", False),
    ("Jeudi est libre ? si oui déplacez la livraison", False),
    ("Thursday works", False),
])
def test_an_availability_question_is_read_in_python(text: str, asking: bool) -> None:
    assert asks_what_is_free(text) is asking
