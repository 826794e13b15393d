"""Decide, in Python, which free slots fit a customer's wish and, when none does, why.

The wish is what `services.wishes` read in the customer's words (days, a range, a
half-day, days they cannot do); the slot table is every slot around those days,
full or not. The answer is typed: the free slots that fit (in time order), the
free slots that may be offered at all (none on a day the customer ruled out), and a
reason code when the wished day cannot be had:

- `past`: the day is gone;
- `too_soon`: the day is less than 48 hours away (a move needs that notice);
- `closed`: no delivery that day (or that half-day) at all: a weekend, a holiday;
- `not_open`: no slot on or after that day yet: the calendar is not open that far;
- `full`: deliveries that day, but none with room left;
- `current`: the wish is the slot the order is already booked on;
- `nothing_free`: several days or a range were wished, and none has a free slot;
- `not_understood`: the customer said something about when that could not be read;
- `none_later` / `none_earlier`: "plus tard" / "earlier" than the booking, and no free slot
  is (the nearest ones are offered, the reply saying so);
- `none_of_these`: alternatives were said ("vendredi aprem ou lundi matin") and none is free;
- `no_evening`: the evening was wished ("le soir", "after 6pm") and no slot reaches it: the
  slots of the day said are `matching`, offered instead (never as fitting the wish);
- `holidays_unknown`: school holidays were named whose days depend on the zone or the
  country ("les vacances de février", "half term"): the reply asks which days, never guesses;
- `no_hour`: a clock time was wished ("à 17h30", "at 7am", "à 12h30") and no free slot of
  the day covers it: the day's slots are `matching`, offered instead (never as fitting).

"Même jour" / "same day" with no other day said is the booked day.

A wish of alternatives, each with its own half-day ("vendredi aprem ou lundi matin"), is
met by a slot fitting any of them.

Pure: the same wish, slots and instant always give the same choice.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from typing import Literal
from zoneinfo import ZoneInfo

from services import rules
from services.schemas import SlotView
from services.text import fold_words
from services.wishes import Wish

Reason = Literal["past", "too_soon", "closed", "not_open", "full", "current", "nothing_free",
                 "not_understood", "none_later", "none_earlier", "none_of_these", "no_evening",
                 "no_hour", "holidays_unknown"]
Half = Literal["am", "pm"]
NEAREST = 3


@dataclass(frozen=True)
class SlotChoice:
    """What Python read in the wish, against the slot table."""

    matching: tuple[str, ...] = ()   # free slots that fit the wish, in time order
    allowed: tuple[str, ...] = ()    # free slots not on a day the customer ruled out
    reason: Reason | None = None     # why the wished day cannot be had, if it cannot
    first: date | None = None        # the day (or the first day) the reason speaks of
    last: date | None = None         # the last day, when the reason speaks of several
    half: Half | None = None
    constrained: bool = False        # the wish narrows the choice (a day, a half, a range)
    fallback: bool = False           # the wish could not be had: these fit its fallback
    clock: tuple[int, int] | None = None  # the time wished no slot covers (`no_hour`)


def _half_of(slot: SlotView, tz: ZoneInfo) -> Half:
    return "am" if slot.start.astimezone(tz).hour < 12 else "pm"


def _day_of(slot: SlotView, tz: ZoneInfo) -> date:
    return slot.start.astimezone(tz).date()


GENERIC_WEEKS = 2


def wished_days(wish: Wish, horizon: Sequence[date], today: date) -> set[date]:
    """Every day the wish names: its dates or its range, and for a weekday said without a
    date ("le mardi", "Thursday works") each such weekday of the next two weeks; a weekday
    said within a range ("un lundi en janvier", "a Monday morning in January", "un mardi
    avant le 10") is each such weekday of the range only, never the next ones outside it."""
    days = wish.days()
    if wish.weekdays and not (wish.start and wish.end):
        until = today + timedelta(weeks=GENERIC_WEEKS)
        days |= {d for d in horizon if d.weekday() in wish.weekdays and today < d <= until}
    return days


def _as_said(days: set[date], today: date) -> set[date]:
    """A day read as next year's because it is just gone ("le 12 octobre" said on the
    14th) is the day the customer meant: this year's, in the past. Never within a long
    range ("in the new year", read to its end): its days are the ones to come. The days are
    read as one: all just gone, or all to come. "En octobre" said on 16 November is next
    October, whose second half a year ago is just gone: taken day by day, it read "between
    16 October 2026 and 15 October 2027"."""
    if days and (max(days) - min(days)).days > 31:
        return days
    out = set()
    for d in days:
        try:
            last_year = d.replace(year=d.year - 1)
        except ValueError:  # 29 February
            last_year = d
        if not today - timedelta(days=31) <= last_year < today:
            return days
        out.add(last_year)
    return out


def _reason_for_days(days: set[date], half: Half | None, table: Sequence[SlotView],
                     booked_id: str | None, now: datetime, tz: ZoneInfo) -> Reason:
    """Why none of these days has a free slot for the wish (none of them does)."""
    today = now.astimezone(tz).date()
    if all(d < today for d in days):
        return "past"
    upcoming = {d for d in days if d >= today}
    on_days = [s for s in table if _day_of(s, tz) in upcoming
               and (half is None or _half_of(s, tz) == half)]
    if not on_days:
        # No slot on or after the first day asked for, in a table that reaches it: the
        # calendar is not open that far yet (days are added as weeks go by), not closed.
        first = min(upcoming)
        if not any(_day_of(s, tz) >= first for s in table):
            return "not_open"
        return "closed"
    if all(not rules.far_enough(s.start, now) for s in on_days):
        return "too_soon"
    later = [s for s in on_days if rules.far_enough(s.start, now)]
    if booked_id is not None and all(s.id == booked_id or s.booked >= s.capacity
                                     for s in later) and any(s.id == booked_id for s in later):
        return "current"
    if len(days) > 1:
        return "nothing_free"
    return "full"


def choose_slots(wish: Wish | None, *, said_when: bool, table: Sequence[SlotView],
                 free: Sequence[str], booked_id: str | None, now: datetime,
                 tz: ZoneInfo) -> SlotChoice:
    """The free slots fitting `wish` and, when there are none, the reason.

    `table` is every slot (full or not) over the days considered; `free` the ids the
    order may move to now (room left, 48 hours away, not its own booking); `said_when`
    whether the customer said anything about when (a wish that reads as nothing is then
    `not_understood`). A wish that cannot be had and says what to do then ("le 4, sinon le 11
    matin") gives the slots fitting that fallback, marked as such; when none fits either, the
    reason speaks of the wish itself. "The earliest" is the first free slot that fits."""
    choice = _choose(wish, said_when=said_when, table=table, free=free, booked_id=booked_id,
                     now=now, tz=tz)
    fallback = wish.fallback if wish is not None else None
    while fallback is not None and not choice.matching and choice.constrained:
        then = _choose(fallback, said_when=said_when, table=table, free=free,
                       booked_id=booked_id, now=now, tz=tz)
        if then.matching:
            return replace(then, fallback=True)
        fallback = fallback.fallback
    return choice


EVENING_FROM = 18  # a slot reaches the evening when it ends after this hour


def _choose(wish: Wish | None, *, said_when: bool, table: Sequence[SlotView],
            free: Sequence[str], booked_id: str | None, now: datetime,
            tz: ZoneInfo) -> SlotChoice:
    booked = next((s for s in table if s.id == booked_id), None)
    if wish is not None and wish.same_day and booked is not None \
            and not (wish.days() or wish.weekdays or wish.options):
        wish = replace(wish, dates=(_day_of(booked, tz),))  # "le matin, même jour"
    if wish is not None and wish.after_booked and booked is not None and len(wish.dates) == 1:
        # "le lundi d'après", "the following Monday": that weekday after the booked day
        day, weekday = _day_of(booked, tz), wish.dates[0].weekday()
        wish = replace(wish, weekdays=(), dates=(
            day + timedelta(days=(weekday - day.weekday() - 1) % 7 + 1),))
    if wish is not None and wish.same_week and booked is not None \
            and not (wish.days() or wish.weekdays or wish.options):
        # "un autre jour de la même semaine": the week of the booking (its own slot is not free)
        day = _day_of(booked, tz)
        monday = day - timedelta(days=day.weekday())
        wish = replace(wish, start=max(monday, now.astimezone(tz).date()),
                       end=monday + timedelta(days=6))
    if wish is not None and wish.evening and not wish.options:
        return _choose_evening(wish, said_when=said_when, table=table, free=free,
                               booked_id=booked_id, now=now, tz=tz)
    if wish is not None and wish.clock is not None and not wish.options:
        return _choose_clock(wish, said_when=said_when, table=table, free=free,
                             booked_id=booked_id, now=now, tz=tz)
    if wish is not None and wish.options:
        return _choose_any(wish, said_when=said_when, table=table, free=free,
                           booked_id=booked_id, now=now, tz=tz)
    choice = _choose_one(wish, said_when=said_when, table=table, free=free,
                         booked_id=booked_id, now=now, tz=tz)
    if wish is None or wish.direction is None or booked is None:
        return choice
    # "Plus tard" / "earlier": after (before) the booked slot, within whatever else was said.
    by_id = {s.id: s for s in table}
    later = wish.direction == "later"
    pool = choice.matching if choice.constrained and choice.matching else () \
        if choice.constrained else choice.allowed
    matching = tuple(i for i in pool if i in by_id and (
        by_id[i].start > booked.start if later else by_id[i].start < booked.start))
    if matching:
        return replace(choice, matching=matching, reason=None, constrained=True)
    if choice.constrained and not choice.matching:
        return choice  # the day said cannot be had: its own reason
    day = _day_of(booked, tz)
    return replace(choice, matching=(), reason="none_later" if later else "none_earlier",
                   first=day, last=None, constrained=True)


def _choose_evening(wish: Wish, *, said_when: bool, table: Sequence[SlotView],
                    free: Sequence[str], booked_id: str | None, now: datetime,
                    tz: ZoneInfo) -> SlotChoice:
    """The evening wished: the slots reaching it on the days said; when none does, the
    days' slots, offered with the reason `no_evening` (none of them fits the wish)."""
    choice = _choose(replace(wish, half=None, evening=False), said_when=said_when, table=table,
                     free=free, booked_id=booked_id, now=now, tz=tz)
    by_id = {s.id: s for s in table}
    pool = choice.matching if choice.constrained else choice.allowed
    if choice.constrained and not choice.matching:
        return choice  # the day itself cannot be had: its own reason
    late = tuple(i for i in pool if i in by_id and (
        (end := by_id[i].end.astimezone(tz)).hour, end.minute) > (EVENING_FROM, 0))
    if late:
        return replace(choice, matching=late, reason=None, half=None, constrained=True)
    days = sorted({_day_of(by_id[i], tz) for i in choice.matching if i in by_id})
    return replace(choice, reason="no_evening", half=None, constrained=True,
                   first=days[0] if days else None,
                   last=days[-1] if len(days) > 1 else None)


def _choose_clock(wish: Wish, *, said_when: bool, table: Sequence[SlotView],
                  free: Sequence[str], booked_id: str | None, now: datetime,
                  tz: ZoneInfo) -> SlotChoice:
    """A clock time wished: the slots that fit the rest of the wish and cover that time
    (start included, end excluded); when the day's free slots fit but none covers it ("à
    17h30", the last slot ending at 17:00), the day's slots with the reason `no_hour`: said
    so, offered instead, never as fitting. A day that cannot be had keeps its own reason
    (full, too soon, closed: the time is then no matter)."""
    assert wish.clock is not None
    at = wish.clock[0] * 60 + wish.clock[1]
    choice = _choose(replace(wish, clock=None), said_when=said_when, table=table, free=free,
                     booked_id=booked_id, now=now, tz=tz)
    if choice.constrained and not choice.matching and choice.reason is not None:
        return choice  # the day itself (or that half) cannot be had: its own reason
    by_id = {s.id: s for s in table}

    def covers(slot_id: str) -> bool:
        start, end = by_id[slot_id].start.astimezone(tz), by_id[slot_id].end.astimezone(tz)
        return start.hour * 60 + start.minute <= at < end.hour * 60 + end.minute

    pool = choice.matching if choice.constrained else choice.allowed
    fitting = tuple(i for i in pool if i in by_id and covers(i))
    if fitting:
        return replace(choice, matching=fitting, reason=None, constrained=True)
    days_of = replace(wish, clock=None, half=None)
    whole = _choose(days_of, said_when=said_when, table=table, free=free,
                    booked_id=booked_id, now=now, tz=tz)
    days = sorted({_day_of(by_id[i], tz) for i in whole.matching if i in by_id})
    return replace(whole, reason="no_hour", half=None, constrained=True, clock=wish.clock,
                   first=days[0] if days else None,
                   last=days[-1] if len(days) > 1 else None)


def _choose_any(wish: Wish, *, said_when: bool, table: Sequence[SlotView],
                free: Sequence[str], booked_id: str | None, now: datetime,
                tz: ZoneInfo) -> SlotChoice:
    """Alternatives each with its own half-day: the slots fitting any of them, in time
    order; when none does, why not, over all the days said."""
    parts = [(_choose_evening if option.evening else _choose_one)(
        replace(option, direction=wish.direction), said_when=said_when, table=table, free=free,
        booked_id=booked_id, now=now, tz=tz) for option in wish.options]
    by_id = {s.id: s for s in table}
    # An evening with no evening slot ("vendredi soir ou lundi matin") fits nothing: the
    # slots it lists instead are offered only when no other alternative fits.
    matching = sorted({i for part in parts if part.reason is None for i in part.matching},
                      key=lambda i: (by_id[i].start, i))
    allowed = parts[0].allowed
    if matching:
        return SlotChoice(tuple(matching), allowed, None, constrained=True)
    if len(parts) == 1:
        return parts[0]
    instead = [part for part in parts if part.reason == "no_evening"]
    if instead:
        return instead[0]
    days = sorted(d for part in parts for d in (part.first, part.last) if d is not None)
    # The nearest slots are looked for around the days said; the reply says none of the
    # alternatives is free (not "nothing between the first and the last": days between may be).
    return SlotChoice((), allowed, "none_of_these", days[0] if days else None,
                      days[-1] if len(days) > 1 else None, None, constrained=True)


LATEST_LISTED = 3  # "the latest date you have": the last few, to choose from


def _choose_one(wish: Wish | None, *, said_when: bool, table: Sequence[SlotView],
                free: Sequence[str], booked_id: str | None, now: datetime,
                tz: ZoneInfo) -> SlotChoice:
    by_id = {s.id: s for s in table}
    free_slots = sorted((by_id[i] for i in free if i in by_id),
                        key=lambda s: (s.start, s.id))
    if wish is None or ((wish.empty or not (wish.dates or wish.start or wish.half
                                           or wish.excluded or wish.earliest or wish.latest))
                        and not wish.weekdays):
        ids = tuple(s.id for s in free_slots)
        reason: Reason | None = "holidays_unknown" if wish is not None and wish.holidays_unknown \
            else "not_understood" if said_when else None
        return SlotChoice(matching=(), allowed=ids, reason=reason)
    excluded = set(wish.excluded)
    weekdays_out = set(wish.excluded_weekdays)  # "sauf le lundi": no Monday at all
    allowed = [s for s in free_slots if _day_of(s, tz) not in excluded
               and _day_of(s, tz).weekday() not in weekdays_out]
    half = wish.half
    horizon = sorted({_day_of(s, tz) for s in table})
    days = {d for d in wished_days(wish, horizon, now.astimezone(tz).date()) - excluded
            if d.weekday() not in weekdays_out}
    constrained = bool(days or half or wish.weekdays)
    if wish.earliest:  # the first free slot that fits whatever else was said
        fitting = [s for s in allowed
                   if ((not days and not wish.weekdays) or _day_of(s, tz) in days)
                   and (half is None or _half_of(s, tz) == half)]
        if fitting:
            return SlotChoice((fitting[0].id,), tuple(s.id for s in allowed), None, half=half,
                              constrained=True)
    matching = [s for s in allowed
                if ((not days and not wish.weekdays) or _day_of(s, tz) in days)
                and (half is None or _half_of(s, tz) == half)]
    if wish.latest and matching:  # the last free slots that fit, listed in order
        return SlotChoice(tuple(s.id for s in matching[-LATEST_LISTED:]),
                          tuple(s.id for s in allowed), None, half=half, constrained=True)
    allowed_ids = tuple(s.id for s in allowed)
    if matching or not constrained:
        return SlotChoice(tuple(s.id for s in matching) if constrained else (),
                          allowed_ids, None, half=half, constrained=constrained)
    if not days:  # a half-day alone, and no free slot in that half at all
        return SlotChoice((), allowed_ids, "nothing_free", half=half, constrained=True)
    # The reason speaks of the day said: for a weekday said without a date, the next one.
    said = _as_said((wish.days() - excluded) or days, now.astimezone(tz).date())
    reason = _reason_for_days(said, half, table, booked_id, now, tz)
    return SlotChoice((), allowed_ids, reason, min(said), max(said) if len(said) > 1 else None,
                      half, constrained=True)


def nearest_to(choice: SlotChoice, table: Sequence[SlotView], tz: ZoneInfo,
               count: int = NEAREST) -> tuple[str, ...]:
    """The allowed free slots closest to the wished day (the wished half first), to offer
    when nothing fits; the earliest allowed ones when the wish named no day."""
    by_id = {s.id: s for s in table}
    allowed = [by_id[i] for i in choice.allowed if i in by_id]
    if choice.first is None:
        ranked = [s for s in allowed if choice.half is None or _half_of(s, tz) == choice.half] \
            or allowed
        return tuple(s.id for s in ranked[:count])
    first, last = choice.first, choice.last or choice.first

    def distance(slot: SlotView) -> tuple[int, int, datetime]:
        day = _day_of(slot, tz)
        gap = (first - day).days if day < first else max(0, (day - last).days)
        other_half = int(choice.half is not None and _half_of(slot, tz) != choice.half)
        return gap, other_half, slot.start

    closest = sorted(allowed, key=distance)[:count]
    return tuple(s.id for s in sorted(closest, key=lambda s: (s.start, s.id)))


def table_window(wish: Wish | None, now: datetime, tz: ZoneInfo) -> tuple[date, date]:
    """The days whose slots the choice needs: the wished days and the weeks ahead, a year
    at most (the table is read a year at a time: "in the new year" said in November reaches
    beyond it, and a table that could not be read would call every day not open yet)."""
    today = now.astimezone(tz).date()
    first, last = today, today + timedelta(days=35)
    while wish is not None:
        days = wish.days() | set(wish.excluded)
        wish = wish.fallback
        if days:
            # a week past the last day wished: a holiday (1 January) is then told from a
            # calendar not open that far, and the nearest free slots after it are there
            first, last = min(first, min(days)), max(last, max(days) + timedelta(days=7))
    return first, min(last, first + timedelta(days=TABLE_DAYS))


TABLE_DAYS = 366  # the longest slot table read at once (`tools.care.SlotTableArgs`)


ASKING = re.compile(
    r"\b(?:libres?|dispo\w*|disponib\w*|free|available|availabilit\w*|open slots?|creneaux|"
    r"slots?|vous avez quoi|qu'est-ce que vous avez|what do you have|what have you got|"
    r"quels jours|which days|what days|quand pouvez-vous|when can you|de la place|room)\b")
MOVE_VERB = re.compile(
    r"\b(?:deplac\w*|decal\w*|reporte\w*|mettez|mettre|changez|move|moving|reschedul\w*|"
    r"put it|book (?:it|me)|switch|"
    # a first booking asked ("can we book Tuesday 1 December?", "pouvez-vous réserver le 3 ?",
    # "schedule it for…"): a wish, never only a question about what is free
    r"book|booking it|schedule it|reserver|reservez|reservons|planifi\w*|fixer (?:la|une) date)\b")
# What the order lacks, told ("the bed hasn't got a delivery slot yet", "n'a pas encore de
# créneau"): no question about what is free.
SLOT_LACKED = re.compile(
    r"\b(?:(?:has|have)n'?t (?:got )?(?:a |any )?|(?:has|have|got) no |without (?:a )?|"
    r"(?:pas|plus) (?:encore )?(?:de |d')|no )(?:delivery |de livraison )?(?:slot|creneau|date)s?"
    r"(?: (?:de livraison|yet|encore))?\b")
QUESTION = re.compile(r"\?|^(?:est-ce|y a-t-il|y a t il|avez-vous|vous avez|quels?|quelles?|"
                      r"is|are|do|does|any|which|what)\b")


def asks_what_is_free(text: str) -> bool:
    """Does the message ask which slots are free, without asking to move anything?
    ("is anything free on Thursday or Friday?", "vous avez quoi la semaine prochaine ?")"""
    folded = fold_words(text)
    folded = SLOT_LACKED.sub(" ", folded)
    return bool(QUESTION.search(folded) and ASKING.search(folded)
                and not MOVE_VERB.search(folded))
