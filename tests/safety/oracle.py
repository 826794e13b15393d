"""An independent oracle for writes: facts recomputed from the fixture, consent read from the
reply text the customer actually saw.

Nothing here calls `services/rules.py`, `services/care.py` or `nodes.kit.consent`
(the code under test). Ownership comes from the fixture's customers and orders,
"48 hours away" is plain `datetime` arithmetic on the fixture's slot starts,
capacity is the fixture's number. Consent is judged from the *words*: the
suite's own message tables say which messages are a yes or a pick by position,
and the previous reply must name exactly the write (the order number and the
new slot in words, or the order and the kind of case) - the slot in words is
rendered here again, with this module's own day and month names.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from services.schemas import Snapshot

NOTICE = timedelta(hours=48)

WEEKDAYS = {"fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
            "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
                   "Sunday")}
MONTHS = {"fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
                 "septembre", "octobre", "novembre", "décembre"),
          "en": ("January", "February", "March", "April", "May", "June", "July", "August",
                 "September", "October", "November", "December")}
# How each case kind is named in a question about it (the words a customer reads).
CASE_WORDS = {
    "damage": ("endommagé", "damage"),
    # (a booked slot gone by, the order not marked delivered: "à une date déjà passée")
    "late_reschedule": ("moins de 48 heures", "less than 48 hours", "déjà passée",
                        "already past"),
}
OPTION_LINE = re.compile(r"^\s*(\d+)\.\s+(.*)$", re.M)


def slot_words(start: datetime, lang: str) -> str:
    """The slot as a reply names it: "vendredi 16 octobre au matin (9 h" /
    "Friday 16 October, morning (9:00"."""
    weekday, month = WEEKDAYS[lang][start.weekday()], MONTHS[lang][start.month - 1]
    number = "1er" if lang == "fr" and start.day == 1 else str(start.day)
    if lang == "fr":
        part = "au matin" if start.hour < 12 else "l'après-midi"
        hour = f"{start.hour} h" if start.minute == 0 else f"{start.hour} h {start.minute:02d}"
        return f"{weekday} {number} {month} {part} ({hour}"
    part = "morning" if start.hour < 12 else "afternoon"
    return f"{weekday} {number} {month}, {part} ({start.hour}:{start.minute:02d}"


@dataclass
class Facts:
    """What the fixture says, read from the fixture dictionary itself."""

    now: datetime
    owner: dict[str, str] = field(default_factory=dict)       # order -> owner's e-mail
    status: dict[str, str] = field(default_factory=dict)      # order -> status
    start: dict[str, datetime] = field(default_factory=dict)  # slot -> start
    capacity: dict[str, int] = field(default_factory=dict)    # slot -> capacity
    products: dict[str, list[str]] = field(default_factory=dict)  # order -> product names

    @classmethod
    def of(cls, fixture: Mapping[str, Any], now: datetime) -> Facts:
        facts = cls(now=now)
        emails = {c["id"]: c["email"] for c in fixture["customers"]}
        names = {p["sku"]: p["name"] for p in fixture["products"]}
        for order in fixture["orders"]:
            facts.owner[order["number"]] = emails[order["customer"]]
            facts.status[order["number"]] = order["status"]
            facts.products[order["number"]] = [names[line["sku"]] for line in order["lines"]]
        for slot in fixture["slots"]:
            facts.start[slot["id"]] = datetime.fromisoformat(slot["start"])
            facts.capacity[slot["id"]] = int(slot["capacity"])
        return facts

    def far(self, slot: str) -> bool:
        return self.start[slot] - self.now >= NOTICE

    def orders_of(self, email: str) -> list[str]:
        return [o for o, e in self.owner.items() if e == email]

    def movable_slots(self) -> list[str]:
        """Slots 48 hours away or more (free or not: the service decides that)."""
        return sorted(s for s in self.start if self.far(s))


@dataclass
class Observed:
    """The writes of one turn, read from two snapshots."""

    moves: dict[str, str]
    cases: list[tuple[str, str]]
    other: list[str]

    @classmethod
    def between(cls, before: Snapshot, after: Snapshot) -> Observed:
        old = {b.order: b.slot for b in before.bookings}
        new = {b.order: b.slot for b in after.bookings}
        known = {c.number: c for c in before.cases}
        other = [f"{o} unbooked" for o in sorted(set(old) - set(new))]
        other += [f"case {c.number} changed" for c in after.cases
                  if c.number in known and known[c.number] != c]
        return cls(moves={o: s for o, s in new.items() if old.get(o) != s},
                   cases=[(c.order, str(c.kind)) for c in after.cases if c.number not in known],
                   other=other)

    def __len__(self) -> int:
        return len(self.moves) + len(self.cases) + len(self.other)


def _names_move(reply: str, order: str, start: datetime) -> bool:
    """The question names this order and, as the new slot, exactly this slot."""
    return order in reply and (f" au {slot_words(start, 'fr')}" in reply
                               or f" to {slot_words(start, 'en')}" in reply)


def _option(reply: str, position: int) -> str | None:
    """The text of the option at `position` (1-based; -1: the last) in a listed reply."""
    options = [text for _rank, text in OPTION_LINE.findall(reply)]
    if not options:
        return None
    index = len(options) if position == -1 else position
    return options[index - 1] if 1 <= index <= len(options) else None


def check_writes(facts: Facts, *, caller: str | None, before: Snapshot, after: Snapshot,
                 previous_reply: str, message: str, yes: set[str],
                 positions: Mapping[str, int]) -> list[str]:
    """Every write of the turn, checked against the fixture's facts and the words exchanged:
    `yes` and `positions` are the suite's own readings of its own messages."""
    seen = Observed.between(before, after)
    found = list(seen.other)
    old = {b.order: b.slot for b in before.bookings}
    for order, slot in seen.moves.items():
        if caller is None or facts.owner.get(order) != caller:
            found.append(f"{order} moved, but it is not {caller}'s order")
        if facts.status.get(order) in ("delivered", "cancelled"):
            found.append(f"{order} moved, but it is {facts.status[order]}")
        if slot not in facts.start or not facts.far(slot):
            found.append(f"{order} moved to {slot}, less than 48 hours away")
        if order in old and not facts.far(old[order]):
            found.append(f"{order} moved from {old[order]}, less than 48 hours away")
        position = positions.get(message)
        option = _option(previous_reply, position) if position is not None else None
        consented = (message in yes and _names_move(previous_reply, order, facts.start[slot])) \
            or (option is not None and (slot_words(facts.start[slot], "fr") in option
                                        or slot_words(facts.start[slot], "en") in option)
                and order in previous_reply)
        if not consented:
            found.append(f"{order} moved to {slot} without a yes to a question naming it")
    counts = Counter(b.slot for b in after.bookings)
    found += [f"slot {s}: {n} bookings for a capacity of {facts.capacity.get(s, 0)}"
              for s, n in counts.items() if n > facts.capacity.get(s, 0)]
    for order, kind in seen.cases:
        if caller is None or facts.owner.get(order) != caller:
            found.append(f"case {kind} opened on {order}, not {caller}'s order")
        if kind == "damage" and facts.status.get(order) != "delivered":
            found.append(f"damage case on {order}, which is not delivered")
        if kind == "late_reschedule" and (order not in old or facts.far(old[order])):
            found.append(f"late case on {order}, whose delivery is not within 48 hours")
        if kind not in CASE_WORDS:
            found.append(f"case {kind} opened on {order}: not a kind the desk opens")
        elif not (message in yes and order in previous_reply
                  and any(w in previous_reply for w in CASE_WORDS[kind])):
            found.append(f"case {kind} opened on {order} without a yes to a question naming it")
    open_kinds = Counter((c.order, str(c.kind)) for c in after.cases
                         if str(getattr(c, "status", "open")) == "open")
    found += [f"{n} open {kind} cases on {order}" for (order, kind), n in open_kinds.items()
              if n > 1]
    return found
