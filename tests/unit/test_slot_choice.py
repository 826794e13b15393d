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
    ("le 20 novembre", "not_open", "2026-11-20", None),   # after the table's last slot
    ("en décembre", "not_open", "2026-12-01", None),
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
    # a week past the day wished: a holiday is told from a calendar not open that far yet
    assert table_window(far, NOW, TZ)[1] == date(2027, 1, 12)


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


# -- Edges: the store's day and half-day, the 48-hour and 31-day windows, the ranking --------

TOKYO = ZoneInfo("Asia/Tokyo")  # a store whose morning is still yesterday in UTC
NIGHT = datetime(2026, 10, 15, 0, 30, tzinfo=TZ)  # Thursday in Paris, still Wednesday in UTC


def at(day: str, hour: int, tz: ZoneInfo = TZ, capacity: int = 1, booked: int = 0) -> SlotView:
    start = datetime.fromisoformat(f"{day}T{hour:02d}:00:00").replace(tzinfo=tz)
    return SlotView(id=f"{day}-{hour:02d}", start=start, end=start + timedelta(hours=4),
                    capacity=capacity, booked=booked)


def pick(wish: Wish, table: list[SlotView], free: list[str], now: datetime = NOW,
         tz: ZoneInfo = TZ, booked_id: str | None = None) -> SlotChoice:
    return choose_slots(wish, said_when=True, table=table, free=free, booked_id=booked_id,
                        now=now, tz=tz)


def test_a_slot_starting_at_noon_is_an_afternoon_slot() -> None:
    table = [at("2026-10-20", 11), at("2026-10-20", 12)]
    free = [s.id for s in table]
    pm = pick(Wish(dates=(date(2026, 10, 20),), half="pm"), table, free)
    assert pm.matching == ("2026-10-20-12",) and pm.half == "pm" and pm.reason is None
    am = pick(Wish(dates=(date(2026, 10, 20),), half="am"), table, free)
    assert am.matching == ("2026-10-20-11",) and am.half == "am"


def test_the_day_of_a_slot_is_the_store_s_day_not_utc_s() -> None:
    now = datetime(2026, 10, 14, 9, 0, tzinfo=TOKYO)
    table = [at("2026-10-19", 8, TOKYO), at("2026-10-20", 8, TOKYO), at("2026-10-20", 13, TOKYO),
             at("2026-10-21", 8, TOKYO)]
    free = [s.id for s in table]
    day = pick(Wish(dates=(date(2026, 10, 20),)), table, free, now, TOKYO)
    assert day.matching == ("2026-10-20-08", "2026-10-20-13")
    ruled_out = pick(Wish(excluded=(date(2026, 10, 20),)), table, free, now, TOKYO)
    assert ruled_out.allowed == ("2026-10-19-08", "2026-10-21-08")
    full = [at("2026-10-20", 8, TOKYO, booked=1)]
    assert pick(Wish(dates=(date(2026, 10, 20),)), full, [], now, TOKYO).reason == "full"


def test_a_weekday_is_read_on_the_store_s_days() -> None:
    now = datetime(2026, 10, 14, 9, 0, tzinfo=TOKYO)
    table = [at("2026-10-19", 8, TOKYO), at("2026-10-20", 8, TOKYO)]  # Monday, Tuesday
    choice = pick(Wish(weekdays=(1,)), table, [s.id for s in table], now, TOKYO)
    assert choice.matching == ("2026-10-20-08",)


def test_the_nearest_slots_are_counted_in_the_store_s_days() -> None:
    now = datetime(2026, 10, 14, 9, 0, tzinfo=TOKYO)
    table = [at("2026-10-19", 8, TOKYO), at("2026-10-23", 8, TOKYO), at("2026-10-24", 8, TOKYO)]
    choice = pick(Wish(dates=(date(2026, 10, 21),)), table, [s.id for s in table], now, TOKYO)
    assert choice.reason == "closed"
    # Two days either side of Wednesday 21 beat three days after it (in UTC, Thursday 22
    # and Friday 23 would be the nearest: one and two days).
    assert nearest_to(choice, table, TOKYO, count=2) == ("2026-10-19-08", "2026-10-23-08")


def test_just_after_midnight_today_is_the_store_s_new_day() -> None:
    assert table_window(None, NIGHT, TZ) == (date(2026, 10, 15), date(2026, 11, 19))
    yesterday = pick(Wish(dates=(date(2026, 10, 14),)), TABLE, FREE, NIGHT)
    assert (yesterday.reason, yesterday.first) == ("past", date(2026, 10, 14))
    # "le 14 octobre" read as next year's, said at 00:30 on the 15th: yesterday, gone.
    said = pick(Wish(dates=(date(2027, 10, 14),)), TABLE, FREE, NIGHT)
    assert (said.reason, said.first) == ("past", date(2026, 10, 14))


def test_a_weekday_said_just_after_midnight_counts_from_the_new_day() -> None:
    table = [at("2026-10-15", 13), at("2026-10-22", 13), at("2026-10-29", 13)]
    free = ["2026-10-22-13", "2026-10-29-13"]
    choice = pick(Wish(weekdays=(3,)), table, free, NIGHT)  # Thursday, said on a Thursday
    assert choice.matching == ("2026-10-22-13", "2026-10-29-13")


def test_today_is_too_soon_not_gone() -> None:
    table = [at("2026-10-14", 13), at("2026-10-20", 8)]
    choice = pick(Wish(dates=(date(2026, 10, 14),)), table, ["2026-10-20-08"])
    assert choice == SlotChoice((), ("2026-10-20-08",), "too_soon", date(2026, 10, 14), None,
                                None, constrained=True)


def test_the_current_slot_when_the_rest_of_the_day_is_exactly_full() -> None:
    table = [at("2026-10-20", 8, capacity=2, booked=2), at("2026-10-20", 13, capacity=2, booked=1)]
    choice = pick(Wish(dates=(date(2026, 10, 20),)), table, [], booked_id="2026-10-20-13")
    assert choice.reason == "current"


def test_two_days_with_nothing_free_say_so_over_both() -> None:
    choice = pick(Wish(dates=(date(2026, 10, 17), date(2026, 10, 19))), TABLE, FREE)
    assert choice.reason == "nothing_free" and choice.constrained is True
    assert (choice.first, choice.last) == (date(2026, 10, 17), date(2026, 10, 19))


@pytest.mark.parametrize(("wished", "reason", "first"), [
    ("2027-09-13", "past", "2026-09-13"),     # 31 days ago: the day said, gone
    ("2027-09-12", "not_open", "2027-09-12"),   # 32 days ago: next year's, as read
    ("2027-10-14", "not_open", "2027-10-14"),   # today's date next year stays next year
    ("2028-02-29", "not_open", "2028-02-29"),   # no 29 February the year before
])
def test_a_day_just_gone_is_the_day_said_within_a_month(wished: str, reason: str,
                                                        first: str) -> None:
    choice = pick(Wish(dates=(date.fromisoformat(wished),)), TABLE, FREE)
    assert (choice.reason, choice.first, choice.last) == (reason, date.fromisoformat(first),
                                                          None)


def test_a_weekday_with_its_last_in_the_two_weeks_free() -> None:
    table = [at("2026-10-14", 13), at("2026-10-21", 13, booked=1), at("2026-10-28", 13)]
    choice = pick(Wish(weekdays=(2,)), table, ["2026-10-28-13"])  # Wednesday, on a Wednesday
    assert choice.matching == ("2026-10-28-13",)


def test_a_weekday_with_nothing_free_speaks_of_the_coming_ones_not_today() -> None:
    table = [at("2026-10-14", 13), at("2026-10-21", 13, booked=1), at("2026-10-28", 13, booked=1),
             at("2026-10-29", 8)]
    choice = pick(Wish(weekdays=(2,)), table, ["2026-10-29-08"])
    assert (choice.reason, choice.first, choice.last) == (
        "nothing_free", date(2026, 10, 21), date(2026, 10, 28))


def test_a_date_and_a_weekday_both_count() -> None:
    choice = pick(Wish(dates=(date(2026, 10, 20),), weekdays=(3,)), TABLE, FREE)  # "20 or Thu"
    assert choice.matching == ("2026-10-20-AM", "2026-10-22-AM")


def test_a_half_day_with_nothing_free_offers_the_other_half() -> None:
    free = ["2026-10-16-PM", "2026-10-21-PM"]
    choice = pick(Wish(half="am"), TABLE, free)
    assert choice == SlotChoice((), tuple(free), "nothing_free", half="am", constrained=True)
    assert nearest_to(choice, TABLE, TZ) == tuple(free)


def test_a_half_day_alone_offers_that_half_first() -> None:
    choice = choose("l'après-midi")
    assert choice.half == "pm"
    assert nearest_to(choice, TABLE, TZ) == ("2026-10-16-PM", "2026-10-21-PM")


def test_the_nearest_day_first_then_the_wished_half() -> None:
    table = [at("2026-10-21", 13), at("2026-10-22", 8), at("2026-10-23", 8), at("2026-10-23", 13)]
    free = [s.id for s in table]
    closed = pick(Wish(dates=(date(2026, 10, 24),), half="pm"), table, free)  # a Saturday
    assert nearest_to(closed, table, TZ, count=1) == ("2026-10-23-13",)
    assert nearest_to(closed, table, TZ, count=2) == ("2026-10-23-08", "2026-10-23-13")
    # Thursday afternoon, no delivery then: its morning beats Wednesday afternoon.
    thursday = pick(Wish(dates=(date(2026, 10, 22),), half="pm"), table, free)
    assert thursday.reason == "closed" and thursday.matching == ()
    assert nearest_to(thursday, table, TZ, count=1) == ("2026-10-22-08",)


@pytest.mark.parametrize(("text", "matching"), [
    # the day preferred over another: the other is never offered
    ("le 22 plutôt que le 20", ("2026-10-22-AM",)),
    ("the 22nd instead of the 20th", ("2026-10-22-AM",)),
    ("je préfère jeudi au lieu de mardi", ("2026-10-22-AM",)),
    # a half-day ruled out: the other half
    ("le 20 ou le 21, mais pas le matin", ("2026-10-21-PM",)),
    ("Tuesday or Wednesday, no mornings", ("2026-10-21-PM",)),
    # bounds
    ("avant le 21", ("2026-10-16-PM", "2026-10-20-AM")),
    ("before the 21st please", ("2026-10-16-PM", "2026-10-20-AM")),
    ("pas avant le 22", ("2026-10-22-AM", "2026-10-23-AM")),
    ("not before the 22nd", ("2026-10-22-AM", "2026-10-23-AM")),
    # a clock time: its half-day
    ("le 20 à 9h", ("2026-10-20-AM",)),
    ("Tuesday 20th around 10am", ("2026-10-20-AM",)),
    # the earliest: the first free slot fitting whatever else was said
    ("le plus tôt possible", ("2026-10-16-PM",)),
    ("as soon as possible", ("2026-10-16-PM",)),
    ("the earliest morning you have", ("2026-10-20-AM",)),
    ("au plus vite la semaine prochaine", ("2026-10-20-AM",)),
])
def test_the_structure_of_the_wish_narrows_the_slots(text: str,
                                                     matching: tuple[str, ...]) -> None:
    assert choose(text).matching == matching


@pytest.mark.parametrize("text", ["le 22 plutôt que le 20", "the 22nd rather than the 20th",
                                  "Instead of Tuesday, Thursday please"])
def test_the_day_a_preference_replaces_is_never_offered(text: str) -> None:
    choice = choose(text)
    assert choice.matching == ("2026-10-22-AM",)
    assert "2026-10-20-AM" not in choice.allowed


@pytest.mark.parametrize(("text", "matching", "fallback"), [
    # the wish first; its fallback only when the wish cannot be had
    ("le 22 matin, sinon l'après-midi", ("2026-10-22-AM",), False),
    ("the 22nd in the morning, otherwise in the afternoon", ("2026-10-22-AM",), False),
    ("le 21 matin, sinon l'après-midi", ("2026-10-21-PM",), True),
    ("le 19, et si ce n'est pas possible le 20 au matin", ("2026-10-20-AM",), True),
    ("Monday 19th, or if that's not possible Tuesday morning", ("2026-10-20-AM",), True),
    ("le 19, à défaut le 22", ("2026-10-22-AM",), True),
])
def test_a_fallback_is_used_only_when_the_wish_cannot_be_had(
        text: str, matching: tuple[str, ...], fallback: bool) -> None:
    choice = choose(text)
    assert (choice.matching, choice.fallback) == (matching, fallback)


def test_when_the_fallback_cannot_be_had_either_the_reason_speaks_of_the_wish() -> None:
    choice = choose("le 19, sinon le 17")
    assert (choice.matching, choice.reason, choice.first, choice.fallback) == (
        (), "full", date(2026, 10, 19), False)


def test_a_clock_time_in_a_booked_half_is_the_current_slot() -> None:
    assert choose("Tuesday 20th at 2pm").reason == "current"


def test_the_table_covers_the_fallback_days() -> None:
    wish = resolve_wish("le 20, sinon le 30 novembre", NOW)
    assert table_window(wish, NOW, TZ)[1] >= date(2026, 11, 30)


# -- families of wishes: each offered slot satisfies the wish when one is free ------------


@pytest.mark.parametrize(("text", "matching"), [
    # alternatives, each with its own half-day: any of them
    ("vendredi aprem ou lundi matin", ["2026-10-16-PM"]),  # Monday 19 mornings are full
    ("mardi matin ou mercredi aprem", ["2026-10-20-AM", "2026-10-21-PM"]),
    ("Tuesday morning or Wednesday afternoon", ["2026-10-20-AM", "2026-10-21-PM"]),
    # later / earlier than the booking (Tuesday 20 afternoon)
    ("plus tard svp", ["2026-10-21-PM", "2026-10-22-AM", "2026-10-23-AM", "2026-11-10-AM",
                       "2026-11-12-AM"]),
    ("can you deliver it earlier?", ["2026-10-16-PM", "2026-10-20-AM"]),
    ("plus tard, un matin", ["2026-10-22-AM", "2026-10-23-AM", "2026-11-10-AM",
                             "2026-11-12-AM"]),
    # parts of a month, the week of a day, after a day
    ("début novembre", ["2026-11-10-AM"]),
    ("mi-novembre", ["2026-11-12-AM"]),
    ("la semaine du 9 novembre", ["2026-11-10-AM", "2026-11-12-AM"]),
    ("any day after the 21st", ["2026-10-22-AM", "2026-10-23-AM"]),
])
def test_families_of_wishes(text: str, matching: list[str]) -> None:
    assert list(choose(text).matching) == matching


def test_no_free_slot_later_than_the_booking_says_so() -> None:
    free = ["2026-10-16-PM", "2026-10-20-AM"]
    found = choose_slots(resolve_wish("plus tard", NOW), said_when=True, table=TABLE, free=free,
                         booked_id=BOOKED, now=NOW, tz=TZ)
    assert found.matching == () and found.reason == "none_later"
    assert found.first == date(2026, 10, 20)
    assert nearest_to(found, TABLE, TZ) == ("2026-10-16-PM", "2026-10-20-AM")


def test_alternatives_with_nothing_free_say_so_over_their_days() -> None:
    found = choose("lundi 19 matin ou samedi 17 après-midi")
    assert found.matching == ()
    assert found.reason == "none_of_these"


def test_a_direction_is_no_wish_without_a_booking() -> None:
    found = choose_slots(resolve_wish("plus tard", NOW), said_when=False, table=TABLE,
                         free=FREE, booked_id=None, now=NOW, tz=TZ)
    assert found.reason is None and found.matching == () and not found.constrained


def test_no_evening_slot_offers_the_days_slots_instead() -> None:
    found = choose("Can you deliver after 6pm on the 22nd?")
    assert found.reason == "no_evening" and found.constrained
    assert found.matching == ("2026-10-22-AM",) and found.first == date(2026, 10, 22)
    assert found.half is None


def test_no_evening_slot_without_a_day() -> None:
    found = choose("le soir si possible")
    assert found.reason == "no_evening" and found.matching == () and found.first is None


def test_an_evening_slot_fits_the_evening() -> None:
    late = SlotView(id="2026-10-22-EV", start=datetime(2026, 10, 22, 17, tzinfo=TZ),
                    end=datetime(2026, 10, 22, 20, tzinfo=TZ), capacity=1, booked=0)
    found = choose_slots(resolve_wish("le 22 en soirée", NOW), said_when=True,
                         table=[*TABLE, late], free=[*FREE, late.id], booked_id=BOOKED,
                         now=NOW, tz=TZ)
    assert found.reason is None and found.matching == ("2026-10-22-EV",)


@pytest.mark.parametrize("text", ["in the morning instead, same day", "le matin, même jour"])
def test_the_same_day_is_the_booked_day(text: str) -> None:
    assert choose(text).matching == ("2026-10-20-AM",)


def test_the_same_day_without_a_booking_is_no_day() -> None:
    found = choose_slots(resolve_wish("le matin, même jour", NOW), said_when=True, table=TABLE,
                         free=FREE, booked_id=None, now=NOW, tz=TZ)
    assert "2026-10-22-AM" in found.matching  # the mornings: no day to take


@pytest.mark.parametrize(("text", "matching"), [
    ("jeudi 22 le soir ou vendredi 23 le matin", ("2026-10-23-AM",)),
    ("Thursday 22 in the evening or Friday 23 morning", ("2026-10-23-AM",)),
    ("mardi 20 au matin ou jeudi 22 le soir", ("2026-10-20-AM",)),
])
def test_an_evening_alternative_with_no_evening_slot_leaves_the_others(
        text: str, matching: tuple[str, ...]) -> None:
    found = choose(text)
    assert found.reason is None and found.matching == matching


def test_evening_alternatives_none_reaching_the_evening_say_so() -> None:
    found = choose("jeudi 22 le soir ou lundi 19 le matin")  # Monday 19 morning is full
    assert found.reason == "no_evening" and found.matching == ("2026-10-22-AM",)


@pytest.mark.parametrize(("text", "reason", "first"), [
    ("lundi 12", "past", "2026-10-12"),     # Monday 12 October was that Monday: gone, said so
    ("lundi 2", "closed", "2026-11-02"),    # Friday 2 October was no Monday: 2 November
])
def test_a_weekday_and_a_gone_day(text: str, reason: str | None, first: str | None) -> None:
    found = choose(text)
    assert found.reason == reason
    assert found.first == (date.fromisoformat(first) if first else None)


@pytest.mark.parametrize("text", [
    "Can you move it to another day the same week?",
    "un autre jour de la même semaine",
    "un autre jour dans la meme semaine svp",
])
def test_another_day_the_same_week_is_the_booked_week(text: str) -> None:
    # booked Tuesday 20 PM: the week of Monday 19 (not Friday 16, not November)
    assert choose(text).matching == ("2026-10-20-AM", "2026-10-21-PM", "2026-10-22-AM",
                                     "2026-10-23-AM")


def test_the_same_week_without_a_booking_is_no_week() -> None:
    found = choose_slots(resolve_wish("un autre jour de la même semaine", NOW), said_when=True,
                         table=TABLE, free=FREE, booked_id=None, now=NOW, tz=TZ)
    assert found.matching == () and found.reason == "not_understood"  # no week to take


@pytest.mark.parametrize(("text", "reason", "first", "last"), [
    # NOW is 14 October: September's second half is just gone, its first half is not
    ("en septembre", "not_open", "2027-09-01", "2027-09-30"),
    ("in September", "not_open", "2027-09-01", "2027-09-30"),
    ("fin septembre", "past", "2026-09-21", "2026-09-30"),
    ("late September", "past", "2026-09-21", "2026-09-30"),
    ("le 20 septembre", "past", "2026-09-20", None),
    ("le 2 septembre", "not_open", "2027-09-02", None),
])
def test_a_month_said_is_read_as_one_never_split_across_two_years(
        text: str, reason: str, first: str, last: str | None) -> None:
    """A month said is all to come or all just gone: "en octobre" said on 16 November read
    "between 16 October 2026 and 15 October 2027" (each day of next October whose date a
    year ago fell in the last 31 days was taken as that gone day)."""
    found = choose(text)
    assert found.reason == reason
    assert (found.first.isoformat() if found.first else None,
            found.last.isoformat() if found.last else None) == (first, last)
