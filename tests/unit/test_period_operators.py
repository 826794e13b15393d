"""Periods said with an operator (f6): "avant 2025", "after March", "depuis 2025", "jusqu'à fin
juin", two years together, a financial year, an ISO week, "il y a deux ans", "depuis plus de 30
jours", "depuis le début"; a period with an exception, or issued in one period and paid in
another, is no one period: asked again with a fixed text saying why. The operator is never
dropped for the year or month beside it. Figures are checked against a direct computation on
the demo data (2 December 2026)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

import pytest

from services.periods import (
    FLOOR,
    Period,
    UnclearPeriod,
    resolve_period,
    said_period,
    unclear_reason,
)

TODAY = date(2026, 12, 2)
FIRST = date(2024, 1, 3)  # the first bill of the demo data


def _read(message: str) -> Period | UnclearPeriod | None:
    words = said_period(message)
    return resolve_period(words, TODAY, first=FIRST) if words else None


@pytest.mark.parametrize(("message", "start", "end", "kind"), [
    # before: up to the day before, from the first bill on record
    ("factures de John Doe avant 2025", FIRST, date(2024, 12, 31), "until"),
    ("bills of John Doe before 2025", FIRST, date(2024, 12, 31), "until"),
    ("factures john doe avant l'annee 2025", FIRST, date(2024, 12, 31), "until"),
    ("factures de john doe avt 2025", FIRST, date(2024, 12, 31), "until"),
    ("invoices John Doe prior to 2025", FIRST, date(2024, 12, 31), "until"),
    ("factures de John Doe avant le 1er mars 2025", FIRST, date(2025, 2, 28), "until"),
    ("factures de John Doe avant le 1 mars 2025", FIRST, date(2025, 2, 28), "until"),
    ("bills of John Doe before March 1st, 2025", FIRST, date(2025, 2, 28), "until"),
    # after / since: to today
    ("factures de John Doe après 2024", date(2025, 1, 1), TODAY, "since"),
    ("factures de John Doe apres 2024", date(2025, 1, 1), TODAY, "since"),
    ("bills of John Doe after 2024", date(2025, 1, 1), TODAY, "since"),
    ("factures de John Doe after March", date(2026, 4, 1), TODAY, "since"),
    ("factures de John Doe après mars", date(2026, 4, 1), TODAY, "since"),
    ("factures de John Doe depuis 2025", date(2025, 1, 1), TODAY, "since"),
    ("John Doe's invoices since 2025", date(2025, 1, 1), TODAY, "since"),
    ("factures John Doe a partir de 2025", date(2025, 1, 1), TODAY, "since"),
    ("factures John Doe à compter de 2025", date(2025, 1, 1), TODAY, "since"),
    ("bills John Doe from 2025 onwards", date(2025, 1, 1), TODAY, "since"),
    ("factures de John Doe depuis T2 2025", date(2025, 4, 1), TODAY, "since"),
    # until: up to the end of what is said, from the first bill on record
    ("factures de John Doe jusqu'en 2025", FIRST, date(2025, 12, 31), "until"),
    ("factures de John Doe jusqu en 2025", FIRST, date(2025, 12, 31), "until"),
    ("bills of John Doe up to 2025", FIRST, date(2025, 12, 31), "until"),
    ("invoices of John Doe until 2025", FIRST, date(2025, 12, 31), "until"),
    ("factures de John Doe jusqu'à fin juin", FIRST, date(2026, 6, 30), "until"),
    ("factures de John Doe jusqua fin juin", FIRST, date(2026, 6, 30), "until"),
    ("bills of John Doe until the end of June", FIRST, date(2026, 6, 30), "until"),
    ("John Doe bills till end of june", FIRST, date(2026, 6, 30), "until"),
    ("factures de John Doe jusqu'au 30 juin", FIRST, date(2026, 6, 30), "until"),
    ("factures de John Doe d'ici fin juin", FIRST, date(2026, 6, 30), "until"),
    ("factures de John Doe up to 30 June 2025", FIRST, date(2025, 6, 30), "until"),
    ("factures john doe cette annee jusqu'a fin juin", date(2026, 1, 1), date(2026, 6, 30),
     "range"),
    # from a start to today
    ("factures de John Doe de janvier à aujourd'hui", date(2026, 1, 1), TODAY, "this_year"),
    ("bills of John Doe from March until now", date(2026, 3, 1), TODAY, "since_month"),
    ("factures de John Doe de 2025 à aujourd'hui", date(2025, 1, 1), TODAY, "since"),
    # a financial year: the calendar year (no other one is set up)
    ("factures de John Doe sur l'exercice en cours", date(2026, 1, 1), TODAY, "fiscal_year"),
    ("bills of John Doe this financial year", date(2026, 1, 1), TODAY, "fiscal_year"),
    ("analyse John Doe exercice 2025", date(2025, 1, 1), date(2025, 12, 31), "fiscal_year"),
    ("John Doe FY2025 revenue", date(2025, 1, 1), date(2025, 12, 31), "fiscal_year"),
    ("John Doe last financial year", date(2025, 1, 1), date(2025, 12, 31), "fiscal_year"),
    ("John Doe sur l'exercice précédent", date(2025, 1, 1), date(2025, 12, 31), "fiscal_year"),
    # two years, or two periods that touch
    ("factures de John Doe en 2024 et 2025", date(2024, 1, 1), date(2025, 12, 31), "years"),
    ("factures de John Doe 2024-2025", date(2024, 1, 1), date(2025, 12, 31), "years"),
    ("factures de John Doe de 2024 à 2025", date(2024, 1, 1), date(2025, 12, 31), "years"),
    ("factures John Doe entre 2024 et 2025", date(2024, 1, 1), date(2025, 12, 31), "years"),
    ("bills John Doe between 2024 and 2025", date(2024, 1, 1), date(2025, 12, 31), "years"),
    ("John Doe 2024 & 2025", date(2024, 1, 1), date(2025, 12, 31), "years"),
    ("factures de John Doe l'année dernière et cette année", date(2025, 1, 1), TODAY, "range"),
    ("last year and this year for John Doe", date(2025, 1, 1), TODAY, "range"),
    # an ISO week, a unit some units back, older than, all time
    ("analyse John Doe semaine 45", date(2026, 11, 2), date(2026, 11, 8), "iso_week"),
    ("bills of John Doe week 45", date(2026, 11, 2), date(2026, 11, 8), "iso_week"),
    ("John Doe wk 45 2025", date(2025, 11, 3), date(2025, 11, 9), "iso_week"),
    ("factures de John Doe il y a deux ans", date(2024, 1, 1), date(2024, 12, 31), "year"),
    ("bills of John Doe two years ago", date(2024, 1, 1), date(2024, 12, 31), "year"),
    ("factures d'il y a 3 mois", date(2026, 9, 1), date(2026, 9, 30), "month"),
    ("et depuis plus de 30 jours ?", FIRST, date(2026, 11, 1), "until"),
    ("unpaid for more than 30 days", FIRST, date(2026, 11, 1), "until"),
    ("older than 30 days", FIRST, date(2026, 11, 1), "until"),
    ("analyse jean martin depuis le debut", FIRST, TODAY, "all_time"),
    ("since the beginning", FIRST, TODAY, "all_time"),
    ("factures de John Doe depuis le début de notre relation", FIRST, TODAY, "all_time"),
])
def test_a_period_said_with_an_operator_keeps_it(message: str, start: date, end: date,
                                                 kind: str) -> None:
    period = _read(message)
    assert isinstance(period, Period), period
    assert (period.start, period.end, period.kind) == (start, end, kind)


@pytest.mark.parametrize(("message", "start", "end"), [
    # near-misses: no operator read where none is said
    ("factures d'avant-hier", date(2026, 11, 30), date(2026, 11, 30)),
    ("factures de John Doe avant hier", date(2026, 11, 30), date(2026, 11, 30)),
    ("what did he buy the day before yesterday", date(2026, 11, 30), date(2026, 11, 30)),
    ("factures d'après-demain", date(2026, 12, 4), date(2026, 12, 4)),
    ("service après-vente 2025", date(2025, 1, 1), date(2025, 12, 31)),
    ("factures de Avant SARL en 2025", date(2025, 1, 1), date(2025, 12, 31)),
    ("CA hors taxes de John Doe en 2025", date(2025, 1, 1), date(2025, 12, 31)),
    ("chiffre d'affaires 2025 hors taxes", date(2025, 1, 1), date(2025, 12, 31)),
    ("les factures de 2025 sans les avoirs", date(2025, 1, 1), date(2025, 12, 31)),
    ("bills from 2025", date(2025, 1, 1), date(2025, 12, 31)),
    ("factures depuis mars", date(2026, 3, 1), TODAY),
    ("depuis le début de l'année", date(2026, 1, 1), TODAY),
    ("since the beginning of the year", date(2026, 1, 1), TODAY),
    ("factures payées en 2026", date(2026, 1, 1), date(2026, 12, 31)),
    ("factures payées en retard en 2026", date(2026, 1, 1), date(2026, 12, 31)),
    ("qu'est-ce que Jean Martin nous devait fin octobre ?", date(2026, 10, 1),
     date(2026, 10, 31)),
    ("les 3 derniers mois", date(2026, 9, 3), TODAY),
    # an operator with no period after it, said after one, leaves that one as it was
    ("any availability tomorrow after lunch?", date(2026, 12, 3), date(2026, 12, 3)),
    ("2025, avant de le rappeler", date(2025, 1, 1), date(2025, 12, 31)),
    ("analyse Mi-Sook Kim en 2025", date(2025, 1, 1), date(2025, 12, 31)),
    ("John Doe bills paid late 2025", date(2025, 1, 1), date(2025, 12, 31)),
])
def test_near_misses_keep_their_reading(message: str, start: date, end: date) -> None:
    period = _read(message)
    assert isinstance(period, Period), period
    assert (period.start, period.end) == (start, end)


@pytest.mark.parametrize(("message", "reason"), [
    ("factures de John Doe pas en 2025", "exception"),
    ("factures de John Doe hors décembre", "exception"),
    ("factures de John Doe hors decembre", "exception"),
    ("factures de John Doe cette année sauf novembre", "exception"),
    ("factures John Doe sauf en décembre", "exception"),
    ("John Doe bills except December", "exception"),
    ("John Doe bills excluding 2025", "exception"),
    ("John Doe bills not in 2025", "exception"),
    ("montant total des factures émises en 2025 et payées en 2026", "two_dates"),
    ("bills issued in 2025 and paid in 2026", "two_dates"),
    ("factures de 2025 payees en 2026", "two_dates"),
    ("factures payées en 2026 émises en 2025", "two_dates"),
    ("bills of John Doe in 2023 and 2025", "apart"),
    ("factures de John Doe en 2023 et en 2025", "apart"),
    # a side said with an operator keeps it: never the years said beside it (it was 2025 to
    # 2026), never the first side alone
    ("factures de John Doe avant 2025 et en 2026", "apart"),
    ("bills of John Doe before 2025 and in 2026", "apart"),
    ("John Doe bills before March and in June", "apart"),
    ("factures de John Doe après juin et avant mars", "apart"),
    # not read, and no reason to give: the usual question
    # ("l'été dernier" is a season now, June to August: tests/unit/test_fix_staff_readings.py;
    # a season with nothing that says which, after "avant", is still asked)
    ("factures de John Doe fin de l'été dernier", None),
    ("Relation avec Doe Interiors depuis toujours ?", None),
    ("factures de John Doe avant l'été", None),
    ("depuis quand ?", None),
    # the start, middle or end of a year: which months is not agreed
    ("factures de John Doe fin 2025", None),
    ("factures de John Doe mi-2025", None),
    ("factures de John Doe début 2026", None),
    ("John Doe bills end of 2025", None),
])
def test_no_one_period_is_asked_again_saying_why(message: str, reason: str | None) -> None:
    words = said_period(message)
    assert words is not None
    assert isinstance(resolve_period(words, TODAY, first=FIRST), UnclearPeriod)
    assert unclear_reason(words, TODAY) == reason


def test_an_open_start_without_a_first_bill_begins_on_the_floor() -> None:
    period = resolve_period("avant 2025", TODAY)
    assert isinstance(period, Period)
    assert (period.start, period.end) == (FLOOR, date(2024, 12, 31))
    # a period after today is asked, never the year beside the operator
    assert isinstance(resolve_period("après 2026", TODAY), UnclearPeriod)


def test_the_reply_says_how_the_period_was_counted() -> None:
    from nodes.kit.format import period_basis_words

    until = resolve_period("avant 2025", TODAY, first=FIRST)
    fiscal = resolve_period("exercice 2025", TODAY)
    week = resolve_period("semaine 45", TODAY)
    assert isinstance(until, Period) and isinstance(fiscal, Period) \
        and isinstance(week, Period)
    assert period_basis_words(until.kind, until.start, until.end, "fr") \
        == "depuis la première facture enregistrée"
    assert period_basis_words(until.kind, until.start, until.end, "en") \
        == "from the first bill on record"
    assert "année civile 2025" in str(period_basis_words(fiscal.kind, fiscal.start,
                                                        fiscal.end, "fr"))
    assert "calendar year 2025" in str(period_basis_words(fiscal.kind, fiscal.start,
                                                         fiscal.end, "en"))
    assert period_basis_words(week.kind, week.start, week.end, "en") \
        == "week 45 of 2026, Monday to Sunday"


# -- on the desk: the figures, against a direct computation on the demo data --------------

def _truth(name: str, start: date | None = None, end: date | None = None) -> tuple[int, Decimal]:
    """How many of `name`'s bills were issued in [start, end], and their total, read from the
    raw demo fixture (no service)."""
    from services.demo import demo_fixture
    from tests.harness import DEMO_NOW

    fixture: dict[str, Any] = demo_fixture(DEMO_NOW)
    ids = {c["id"] for c in fixture["customers"] if c["name"] == name}
    count, total = 0, Decimal(0)
    for bill in fixture["bills"]:
        issued = date.fromisoformat(bill["issued_on"])
        if bill["customer"] in ids and (start is None or issued >= start) \
                and (end is None or issued <= end):
            count += 1
            total += sum((Decimal(line["unit_price"]) * line["quantity"]
                          for line in bill["lines"]), Decimal(0))
    return count, total


def _fr(amount: Decimal) -> str:
    return f"{amount:,.2f}".replace(",", "\u202f").replace(".", ",")


@pytest.fixture(scope="module")
def store() -> Any:
    from services.demo import demo_fixture
    from tests.conftest import fresh_store
    from tests.harness import DEMO_NOW

    return fresh_store("sqlite://", demo_fixture(DEMO_NOW))


@pytest.mark.parametrize(("message", "name", "start", "end", "dates"), [
    ("factures de John Doe avant 2025", "John Doe", None, date(2024, 12, 31),
     "du 3 janvier 2024 au 31 décembre 2024"),
    ("factures de John Doe après 2024", "John Doe", date(2025, 1, 1), None,
     "du 1er janvier 2025 au 2 décembre 2026"),
    ("factures de John Doe depuis 2025", "John Doe", date(2025, 1, 1), None,
     "du 1er janvier 2025 au 2 décembre 2026"),
    ("factures de John Doe jusqu'en 2025", "John Doe", None, date(2025, 12, 31),
     "au 31 décembre 2025"),
    ("factures de John Doe jusqu'à fin juin", "John Doe", None, date(2026, 6, 30),
     "au 30 juin 2026"),
    ("factures de Marie Dupont jusqu'à fin juin", "Marie Dupont", None, date(2026, 6, 30),
     "au 30 juin 2026"),
    ("factures de John Doe avant le 1er mars 2025", "John Doe", None, date(2025, 2, 28),
     "au 28 février 2025"),
    ("factures de John Doe de janvier à aujourd'hui", "John Doe", date(2026, 1, 1), None,
     "du 1er janvier 2026 au 2 décembre 2026"),
    ("factures de John Doe sur l'exercice en cours", "John Doe", date(2026, 1, 1), None,
     "exercice compté comme l'année civile 2026"),
    ("factures de John Doe en 2024 et 2025", "John Doe", date(2024, 1, 1), date(2025, 12, 31),
     "du 1er janvier 2024 au 31 décembre 2025"),
    ("factures de John Doe l'année dernière et cette année", "John Doe", date(2025, 1, 1), None,
     "du 1er janvier 2025 au 2 décembre 2026"),
    ("factures de John Doe semaine 45", "John Doe", date(2026, 11, 2), date(2026, 11, 8),
     "du 2 novembre 2026 au 8 novembre 2026"),
    ("factures de John Doe il y a deux ans", "John Doe", date(2024, 1, 1), date(2024, 12, 31),
     "année civile 2024"),
    ("factures de Jean Martin depuis le debut", "Jean Martin", None, None,
     "depuis la première facture enregistrée"),
    ("analyse John Doe avant 2025", "John Doe", None, date(2024, 12, 31),
     "(depuis la première facture enregistrée)"),
    ("analyse Doe Interiors sur 2024 et 2025", "John Doe", date(2024, 1, 1),
     date(2025, 12, 31), "du 1er janvier 2024 au 31 décembre 2025"),
])
def test_the_desk_answers_the_period_asked(store: Any, message: str, name: str,
                                           start: date | None, end: date | None,
                                           dates: str) -> None:
    from tests.harness import staff_desk

    count, total = _truth(name, start, end)
    reply = staff_desk(store).say(message).reply
    assert dates in reply
    assert _fr(total) in reply
    assert f" {count}" in reply


@pytest.mark.parametrize(("message", "said"), [
    ("factures de John Doe pas en 2025", "période avec une exception"),
    ("factures de John Doe hors décembre", "période avec une exception"),
    ("analyse John Doe cette année sauf novembre", "période avec une exception"),
    ("montant total des factures émises en 2025 et payées en 2026",
     "combiner une période d'émission et une période de paiement"),
    ("bills issued in 2025 and paid in 2026", "combine an issue period and a payment period"),
    ("John Doe bills except December", "period with an exception"),
])
def test_no_one_period_is_never_answered_as_another(store: Any, message: str, said: str) -> None:
    from tests.harness import staff_desk

    turn = staff_desk(store).say(message)
    assert said in turn.reply
    assert "€" not in turn.reply  # no figure of another period


def test_older_than_follows_the_unpaid_bills(store: Any) -> None:
    from tests.harness import staff_desk

    desk = staff_desk(store)
    desk.say("qui nous doit de l'argent ?")
    reply = desk.say("et depuis plus de 30 jours ?").reply
    assert "au 1er novembre 2026" in reply and "F-2026-0027" in reply
    assert "F-2026-0031" not in reply  # issued 5 November: not 30 days old


@pytest.mark.parametrize(("message", "start", "end"), [
    ("factures de John Doe après mars et avant juin", date(2026, 4, 1), date(2026, 5, 31)),
    ("bills of John Doe after March and before June", date(2026, 4, 1), date(2026, 5, 31)),
    ("CA de John Doe depuis 2025 et jusqu'à fin juin 2026", date(2025, 1, 1),
     date(2026, 6, 30)),
    ("factures de John Doe avant 2025 et en 2025", FIRST, date(2025, 12, 31)),
])
def test_two_operators_joined_are_what_lies_between(message: str, start: date,
                                                     end: date) -> None:
    period = _read(message)
    assert isinstance(period, Period), period
    assert (period.start, period.end) == (start, end)


def test_many_joins_are_read_in_bounded_time() -> None:
    import time  # thread CPU time: load stretches wall time, not work

    words = "en " + " et ".join(["2024", "l'année dernière", "cette année", "mars"] * 12)
    started = time.thread_time()
    resolve_period(words, TODAY, first=FIRST)
    assert time.thread_time() - started < 2
    words = " et ".join(["avant 2025", "après mars", "depuis 2024", "en juin"] * 12)
    started = time.thread_time()
    assert isinstance(resolve_period(words, TODAY, first=FIRST), UnclearPeriod)
    assert time.thread_time() - started < 2


@pytest.mark.parametrize(("words", "reads_first"), [
    ("avant 2025", True), ("jusqu'à fin juin", True), ("since the beginning", True),
    ("all time", True), ("older than 30 days", True), ("sur tout l'historique", True),
    ("depuis toujours", False),  # a period said that is not read: asked again
    ("l'année passée", False), ("last quarter", False), ("depuis mars 2025", False),
    ("du 1er janvier au 30 juin 2025", False), ("en 2025", False),
])
def test_the_first_bill_is_read_only_for_a_period_that_begins_there(
        words: str, reads_first: bool) -> None:
    """Given as a function (a query), the first bill on record is read only when the period
    begins there, and once however many parts of the period say so."""
    calls: list[int] = []

    def first() -> date:
        calls.append(1)
        return FIRST

    period = resolve_period(words, TODAY, first=first)
    assert len(calls) == (1 if reads_first else 0)
    if reads_first and isinstance(period, Period):
        assert period.start == FIRST or period.kind != "until"
