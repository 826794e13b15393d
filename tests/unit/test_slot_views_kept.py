"""Slot views and their JSON kept per value: the same as built afresh, never shared mutably."""

from __future__ import annotations

from datetime import UTC, datetime

from services import care
from services.db import _sqlite_instant
from services.schemas import SlotView

START, END = datetime(2026, 10, 20, 6, tzinfo=UTC), datetime(2026, 10, 20, 10, tzinfo=UTC)


def test_a_slot_read_twice_is_the_same_view_and_a_new_count_is_another() -> None:
    row = ("2026-10-20-AM", START, END, 4, 1)
    view = care._slot_of(row)
    assert view == SlotView(id=row[0], start=START, end=END, capacity=4, booked=1)
    assert care._slot_of(row) is view
    taken = care._slot_of((*row[:4], 2))
    assert taken.booked == 2 and view.booked == 1


def test_a_slots_json_is_its_dump_and_a_new_dict_each_time() -> None:
    view = SlotView(id="2026-10-20-AM", start=START, end=END, capacity=4, booked=1)
    first = care.slot_json(view)
    assert first == view.model_dump(mode="json")
    first["booked"] = 99
    assert care.slot_json(view) == view.model_dump(mode="json")


def test_an_instant_read_twice_reads_the_same() -> None:
    assert _sqlite_instant("2026-10-20 06:00:00.000000") == START
    assert _sqlite_instant("2026-10-20 06:00:00.000000") == START
    assert _sqlite_instant(None) is None
    assert _sqlite_instant("2026-10-20T08:00:00+02:00") == START
