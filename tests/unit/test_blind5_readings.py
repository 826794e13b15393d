"""Blind corpus 5, fixed in general: the readings behind each fix, table-style."""

from __future__ import annotations

from datetime import date

import pytest

from nodes.care_desk.scope import out_of_scope
from nodes.kit.answers import only_thanks
from services.llm import billing_words, lexicon
from services.periods import said_period
from services.text import order_numbers
from services.wishes import resolve_wish

TODAY = date(2026, 11, 25)


@pytest.mark.parametrize(("text", "numbers"), [
    ("Où en est la commande SO 701 01 ?", ["SO-70101"]),
    ("ma commande s o sept zero un zero un merci", ["SO-70101"]),
    ("status of S.O. 7 0 2 0 1?", ["SO-70201"]),
    ("could you check order seven oh two oh one", ["SO-70201"]),
    ("commande numéro 701 01", ["SO-70101"]),
    ("so 70201", ["SO-70201"]),
    ("SO 24 903 et SO 24 911", ["SO-24903", "SO-24911"]),
    # a whole number is read as written; what follows it is no part of it
    ("SO-24903 15 12", ["SO-24903"]),
    ("SO 24903 le 15 décembre", ["SO-24903"]),
    # groups that make more than six digits: the first group alone, as written (no such order)
    ("SO 701 01 02 03", ["SO-701"]),
    ("commande un deux", []),
])
def test_order_numbers_in_groups(text: str, numbers: list[str]) -> None:
    assert order_numbers(text) == numbers


@pytest.mark.parametrize(("text", "intent"), [
    ("I should be most grateful if you could let me know how my order SO-70201 is "
     "progressing", "order_status"),
    ("hi could you tell me where so 70201 is at", "order_status"),
    ("Je me demandais où c'est rendu mon lit, la commande SO-70501?", "order_status"),
    ("ma commande SO-70501 est rendue où ?", "order_status"),
    ("comment avance la fabrication de SO-70101 ?", "order_status"),
    ("the headboard on SO-70202 came with a rather nasty dent", "report_damage"),
    ("the chairs from SO-70202 came without the screws", "report_damage"),
    ("la tête de lit SO-70202 est arrivée avec un gros coup", "report_damage"),
    ("I'd rather have SO-70201 on Friday", "reschedule"),
    ("SO-70201 Tuesday rather than Monday please", "reschedule"),
])
def test_intents(text: str, intent: str) -> None:
    assert lexicon.intent_of(text) == intent


@pytest.mark.parametrize("text", [
    "livré sans problème, merci", "elle est arrivée sans encombre",
    "je vous passe un coup de fil demain"])
def test_no_damage_said(text: str) -> None:
    assert lexicon.problem_of(text) is None


@pytest.mark.parametrize(("text", "day", "half"), [
    ("Any chance SO-70201 could come a fortnight from now, in the morning?",
     date(2026, 12, 9), "am"),
    ("Pourriez-vous livrer SO-70501 dans 12 jours, en avant-midi?", date(2026, 12, 7), "am"),
    ("Would 12/14 work for SO-70201? Morning please", date(2026, 12, 14), "am"),
])
def test_wished_days(text: str, day: date, half: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.dates == (day,) and wish.half == half


def test_a_month_no_calendar_holds_is_no_day() -> None:
    assert resolve_wish("déplacez SO-70401 au 12/14 svp", TODAY).dates == ()


@pytest.mark.parametrize(("text", "period"), [
    ("la liste des clients qui ont des factures en retard pour le comité de demain", None),
    ("overdue invoices for tomorrow's board meeting", None),
    ("factures en retard pour le comité de la semaine prochaine", None),
    ("les factures de demain", "de demain"),
])
def test_a_meeting_day_is_no_period(text: str, period: str | None) -> None:
    assert said_period(text) == period


@pytest.mark.parametrize(("text", "all_customers"), [
    ("total des impayés, tous clients confondus", True),
    ("montant des impayés sur l'ensemble des clients", True),
    ("what's the total outstanding across the board?", True),
    ("total des impayés de Jean Martin", False),
])
def test_across_customers(text: str, all_customers: bool) -> None:
    assert billing_words.about_all_customers(text) is all_customers


@pytest.mark.parametrize("text", [
    "mon voisin peut réceptionner SO-70301 si je ne suis pas là ?",
    "my neighbour could take in SO-70201 on Monday",
    "ma voisine va récupérer la SO-70301"])
def test_a_neighbour_taking_in_an_order_is_a_handover(text: str) -> None:
    assert out_of_scope(text) == "handover"


@pytest.mark.parametrize(("text", "thanks"), [
    ("brilliant, thanks ever so much, have a lovely day", True),
    ("merci vraiment, c'est formidable, bonne journée", True),
    ("thanks ever so much, can you move my order?", False),
])
def test_thanks(text: str, thanks: bool) -> None:
    assert only_thanks(text) is thanks
