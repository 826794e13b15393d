"""Holidays read as the days they run, free slots beyond the listed ones, remedies and the
delay of a case asked (evals/scenarios/47-fix-left-holidays-and-cases.yaml)."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from nodes.care_desk.executors import SLOTS_SHOWN_TO_MODEL, _free_beyond_the_list
from nodes.care_desk.scope import asks_case_delay, beyond_desk, remedies_asked
from services.schemas import SlotView
from services.slot_choice import table_window
from services.wishes import holiday_period, resolve_wish

TZ = ZoneInfo("Europe/Paris")


@pytest.mark.parametrize(("today", "kind", "first", "last"), [
    (date(2026, 11, 10), "christmas", date(2026, 12, 19), date(2027, 1, 3)),
    (date(2026, 12, 21), "christmas", date(2026, 12, 19), date(2027, 1, 3)),
    (date(2027, 1, 2), "christmas", date(2026, 12, 19), date(2027, 1, 3)),
    (date(2025, 11, 10), "christmas", date(2025, 12, 20), date(2026, 1, 4)),
    (date(2024, 11, 10), "christmas", date(2024, 12, 21), date(2025, 1, 5)),
    (date(2023, 11, 10), "christmas", date(2023, 12, 23), date(2024, 1, 7)),
    (date(2026, 10, 5), "toussaint", date(2026, 10, 17), date(2026, 11, 1)),
    (date(2025, 9, 1), "toussaint", date(2025, 10, 18), date(2025, 11, 2)),
    (date(2026, 11, 10), "toussaint", date(2027, 10, 23), date(2027, 11, 7)),
])
def test_school_holidays_run_from_a_saturday_to_the_sunday_before_school(
        today: date, kind: str, first: date, last: date) -> None:
    assert holiday_period(kind, today) == (first, last)  # type: ignore[arg-type]


NOV = date(2026, 11, 10)


@pytest.mark.parametrize("said", [
    "pendant les vacances de Noël", "during the Christmas holidays", "over the xmas break",
    "pendant les vacances scolaires de Noël", "les vacances de fin d'année",
])
def test_christmas_holidays_are_a_period_never_25_december(said: str) -> None:
    wish = resolve_wish(said, NOV)
    assert (wish.start, wish.end) == (date(2026, 12, 19), date(2027, 1, 3))
    assert wish.dates != (date(2026, 12, 25),)


@pytest.mark.parametrize("said", [
    "je suis absente pendant les vacances de Noël",
    "I'm away over the Christmas holidays",
    "on est partis pendant les vacances de Noël",
])
def test_away_during_the_holidays_rules_their_days_out(said: str) -> None:
    wish = resolve_wish(said, NOV)
    assert set(wish.excluded) == {date(2026, 12, 19) + timedelta(days=i) for i in range(16)}


@pytest.mark.parametrize(("said", "first"), [
    ("après les vacances de Noël", date(2027, 1, 4)),
    ("after the Christmas holidays", date(2027, 1, 4)),
    ("sometime after the holidays", date(2027, 1, 2)),
    ("après les fêtes", date(2027, 1, 2)),
    ("après le nouvel an", date(2027, 1, 2)),
    ("début janvier", date(2027, 1, 1)),
    ("early in the new year", date(2027, 1, 1)),
    ("au début de la nouvelle année", date(2027, 1, 1)),
    ("in the first week of January", date(2027, 1, 1)),
    ("could it wait until the new year?", date(2027, 1, 1)),
    ("not before the new year", date(2027, 1, 1)),
    ("pas avant janvier", date(2027, 1, 1)),
    ("hold it till January", date(2027, 1, 1)),
    ("on peut attendre le 4 janvier ?", date(2027, 1, 4)),
])
def test_the_year_turn_family_starts_in_january(said: str, first: date) -> None:
    wish = resolve_wish(said, NOV)
    assert wish.start == first and wish.end is not None and wish.end <= date(2027, 1, 10)


@pytest.mark.parametrize("said", [
    "pendant les vacances de février", "les vacances de printemps", "during half term",
    "over the Easter holidays", "pendant les vacances scolaires",  # (in spring: no known ones)
])
def test_holidays_of_a_zone_or_country_are_never_guessed(said: str) -> None:
    wish = resolve_wish(said, date(2027, 1, 20))
    assert wish.holidays_unknown and not wish.days()


def test_school_holidays_said_in_the_autumn_are_the_next_ones() -> None:
    wish = resolve_wish("pendant les vacances scolaires", date(2026, 10, 5))
    assert (wish.start, wish.end) == (date(2026, 10, 17), date(2026, 11, 1))


def _slot(day: date, half: str, booked: int = 0) -> SlotView:
    hour = 8 if half == "AM" else 13
    start = datetime(day.year, day.month, day.day, hour, tzinfo=TZ)
    return SlotView(id=f"{day.isoformat()}-{half}", start=start, end=start + timedelta(hours=4),
                    capacity=1, booked=booked)


def test_free_slots_beyond_a_cut_list_are_added_from_the_table() -> None:
    days = [date(2026, 11, 12) + timedelta(days=i) for i in range(SLOTS_SHOWN_TO_MODEL)]
    listed = [_slot(d, "AM") for d in days]
    later = [_slot(date(2027, 2, 4), "AM", booked=1), _slot(date(2027, 2, 4), "PM")]
    now = datetime(2026, 11, 10, 9, tzinfo=TZ)
    free = _free_beyond_the_list(listed, listed + later, None, now)
    assert [s.id for s in free[-1:]] == ["2027-02-04-PM"]  # the full one is not free
    # a list not cut holds every free slot already: nothing is added
    assert _free_beyond_the_list(listed[:5], listed + later, None, now) == listed[:5]


def test_a_wish_over_the_whole_year_reads_a_year_of_slots_at_most() -> None:
    now = datetime(2026, 11, 10, 9, tzinfo=TZ)
    first, last = table_window(resolve_wish("in the new year", now), now, TZ)
    assert first == date(2026, 11, 10) and (last - first).days <= 366


@pytest.mark.parametrize(("said", "remedies"), [
    ("the table arrived scratched, I want a refund", ("refund",)),
    ("la chaise est cassée, je veux être remboursé", ("refund",)),
    ("SO-1 is damaged, can you send a replacement?", ("replacement",)),
    ("la table est rayée, vous pouvez me la remplacer ou me rembourser ?",
     ("refund", "replacement")),
    ("je voudrais un geste commercial", ("discount",)),
    ("I'd like a discount or a credit note", ("discount", "credit")),
    ("could you repair it?", ("repair",)),
    ("the bookcase arrived scratched", ()),
])
def test_remedies_asked(said: str, remedies: tuple[str, ...]) -> None:
    assert remedies_asked(said) == remedies


@pytest.mark.parametrize("said", [
    "Si j'ouvre un dossier, ça prend combien de temps ?", "how long does a case take?",
    "when will someone get back to me about my case?", "sous quel délai le SAV me recontacte ?",
    "quand est-ce qu'on va me rappeler pour mon dossier ?", "when will I hear back?",
    "how long until the after-sales team contacts me?",
])
def test_the_delay_of_a_case_asked(said: str) -> None:
    assert asks_case_delay(said) and beyond_desk(said) == "case_delay"


@pytest.mark.parametrize("said", [
    "how long does the delivery take?", "combien de temps pour fabriquer le canapé ?",
    "la garantie c'est combien de temps ?", "when is my delivery?",
])
def test_other_durations_are_no_case_delay(said: str) -> None:
    assert not asks_case_delay(said)
