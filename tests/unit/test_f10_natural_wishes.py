"""Rescheduling wishes in natural wording (tester's M1): "la semaine suivante" after a
week said is the week after that one, a week the customer is away is ruled out (and the
day it was said of is no wish), "un samedi, sauf le 19" is any Saturday but the 19th, and
"du 22 o 23" is SMS for "du 22 au 23"."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from services.wishes import booked_day_said, resolve_wish

TODAY = date(2026, 12, 2)  # a Wednesday
WEEK_14 = {date(2026, 12, 14) + timedelta(days=i) for i in range(7)}
WEEK_21 = {date(2026, 12, 21) + timedelta(days=i) for i in range(7)}


@pytest.mark.parametrize(("text", "half"), [
    ("je serai absente toute la semaine du 14, pouvez-vous reporter à la semaine suivante "
     "un après-midi ?", "pm"),
    ("La livraison est prévue le 18 décembre au matin, or je serai en déplacement "
     "professionnel toute cette semaine-là. Serait-il possible de la reporter à la semaine "
     "suivante, idéalement un après-midi ?", "pm"),
    ("jsuis pas la la sem du 14, la sem suivante svp", None),
    ("en vacances la semaine du 14, la semaine qui suit le matin", "am"),
    ("I'm away the week of the 14th, can you move it to the week after, afternoon?", "pm"),
    ("delivery is on the 18th but I'm travelling that week, the following week please", None),
    ("absente la semaine du 14 mettez la semaine d'apres", None),
])
def test_the_week_after_the_week_said(text: str, half: str | None) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.days() == WEEK_21
    assert set(wish.excluded) >= WEEK_14
    assert wish.half == half


@pytest.mark.parametrize("text", [
    "absente du 14 au 18, mettez la semaine d'après",
    "away from the 14th to the 18th, the week after please",
])
def test_the_week_after_a_range_said(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.days() == WEEK_21
    assert {date(2026, 12, d) for d in range(14, 19)} <= set(wish.excluded)


@pytest.mark.parametrize(("text", "days"), [
    # alone, "la semaine suivante" is as before: the week after next
    ("la semaine suivante", WEEK_14),
    ("the week after next", WEEK_14),
    ("la semaine prochaine", {date(2026, 12, 7) + timedelta(days=i) for i in range(7)}),
    ("semaine du 14 svp", WEEK_14),
    # a day, then "la même semaine": that week, not the week after
    ("pas dispo le 8, un autre jour la même semaine",
     {date(2026, 12, 7), *(date(2026, 12, 9) + timedelta(days=i) for i in range(5))}),
    # "après" alone, after an absence, still reads the day after it
    ("je suis absente du 14 au 18, livrez après",
     {date(2026, 12, 19) + timedelta(days=i) for i in range(7)}),
    ("I'm moving on the 10th, deliver after",
     {date(2026, 12, 11) + timedelta(days=i) for i in range(7)}),
])
def test_near_misses_of_the_week_after(text: str, days: set[date]) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.days() - set(wish.excluded) == days


SATURDAYS = {date(2026, 12, 5), date(2026, 12, 12), date(2026, 12, 26), date(2027, 1, 2)}


@pytest.mark.parametrize("text", [
    "on m'a dit qu'il serait livré le 8 mais ça m'arrange pas du tout, plutôt un samedi, "
    "n'importe lequel, sauf le 19",
    "plutot un samedi, n'importe lequel, sauf le 19",
    "un samedi sauf le 19",
    "any saturday except the 19th",
    "n'importe quel samedi hormis le 19",
    "any Saturday but not the 19th please",
])
def test_any_saturday_but_the_19th(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.days() - set(wish.excluded) == SATURDAYS
    assert date(2026, 12, 19) in wish.excluded
    assert date(2026, 12, 8) not in wish.days()


@pytest.mark.parametrize(("text", "days"), [
    ("samedi 19", {date(2026, 12, 19)}),
    ("vendredi prochain, le 11", {date(2026, 12, 11)}),
    ("le samedi 19 pas le matin", {date(2026, 12, 19)}),
])
def test_a_weekday_next_to_its_date_is_that_date(text: str, days: set[date]) -> None:
    assert resolve_wish(text, TODAY).days() == days


@pytest.mark.parametrize("text", [
    "c pr decaler ma livr du 22 o 23 aprem",
    "decaler ma livraison du 22 au 23 aprem",
    "decaler du 22 ô 23 apres-midi",
    "du 22 a 23 l'aprem svp",
])
def test_from_the_22nd_to_the_23rd(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert (wish.start, wish.end, wish.half) == (date(2026, 12, 22), date(2026, 12, 23), "pm")


def test_a_time_span_is_no_day_span() -> None:
    assert resolve_wish("livraison du 9 a 12h", TODAY).days() == {date(2026, 12, 9)}


@pytest.mark.parametrize(("text", "day"), [
    ("c pr decaler ma livr du 22 o 23 aprem", date(2026, 12, 22)),
    ("change ma livr de samedi", date(2026, 12, 5)),
])
def test_sms_delivery_named_by_its_day(text: str, day: date) -> None:
    said = booked_day_said(text, TODAY)
    assert said is not None and said[0] == {day}


def test_i_deliver_is_no_delivery() -> None:
    assert booked_day_said("je livre le 22", TODAY) is None


@pytest.mark.parametrize(("text", "intent"), [
    ("absente la semaine du 14, la semaine d'après svp l'aprem", "reschedule"),
    ("je serai en vacances la semaine du 14, la semaine suivante svp", "reschedule"),
    ("absente du 14 au 18", "reschedule"),
    ("le livreur est passé mais j'étais absente", "other"),
    ("ma commande est absente du suivi", "order_status"),
])
def test_an_absence_said_is_a_move(text: str, intent: str) -> None:
    from services.llm import lexicon

    assert lexicon.intent_of(text) == intent
