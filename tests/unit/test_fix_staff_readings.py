"""Blind corpus 9 (staff_billing), its findings read in general: seasons as periods, a pick
from the which-customer list by a word of a name, what the back office does not hold, and a
customer searched by e-mail (`evals/scenarios/46-fix-staff-*.yaml` run them end to end)."""

from __future__ import annotations

from datetime import date

import pytest

from nodes.kit.choose import pick_candidate, without_pick
from nodes.kit.format import period_basis
from nodes.kit.state import Customer
from services.llm.billing_words import asks_not_held, email_named
from services.llm.lexicon import staff_workflow
from services.periods import Period, UnclearPeriod, resolve_period, said_period

TODAY = date(2026, 12, 3)


def _read(message: str, today: date = TODAY) -> Period | UnclearPeriod | None:
    words = said_period(message)
    return None if words is None else resolve_period(words, today)


@pytest.mark.parametrize(("message", "start", "end"), [
    ("Analyse Jean Martin cet été", date(2026, 6, 1), date(2026, 8, 31)),
    ("Les factures de Jean Martin de cet été ?", date(2026, 6, 1), date(2026, 8, 31)),
    ("How did Jean Martin do over the summer?", date(2026, 6, 1), date(2026, 8, 31)),
    ("bilan de Jean Martin pour l'été dernier", date(2026, 6, 1), date(2026, 8, 31)),
    ("Jean Martin last summer", date(2026, 6, 1), date(2026, 8, 31)),
    ("Jean Martin l'été 2025", date(2025, 6, 1), date(2025, 8, 31)),
    ("Jean Martin's bills in summer 2025", date(2025, 6, 1), date(2025, 8, 31)),
    ("the summer of 2025 for Doe", date(2025, 6, 1), date(2025, 8, 31)),
    ("l'été de l'année dernière", date(2025, 6, 1), date(2025, 8, 31)),
    ("Analyse Doe au printemps 2026", date(2026, 3, 1), date(2026, 5, 31)),
    ("Doe this autumn", date(2026, 9, 1), date(2026, 11, 30)),
    ("Doe bills this fall", date(2026, 9, 1), date(2026, 11, 30)),
    ("Doe en automne 2025", date(2025, 9, 1), date(2025, 11, 30)),
    ("Analyse Doe cet hiver", date(2026, 12, 1), TODAY),  # in progress: to today
    ("factures de Doe de l'hiver dernier", date(2025, 12, 1), date(2026, 2, 28)),
    ("Doe winter 2025-2026", date(2025, 12, 1), date(2026, 2, 28)),
    ("Doe l'hiver 2023/2024", date(2023, 12, 1), date(2024, 2, 29)),
    ("Doe next spring", date(2027, 3, 1), date(2027, 5, 31)),
    ("Analyse Doe depuis l'été 2025", date(2025, 6, 1), TODAY),
    ("Analyse Doe depuis le début de l'été", date(2026, 6, 1), TODAY),
])
def test_a_season_is_its_three_months(message: str, start: date, end: date) -> None:
    period = _read(message)
    assert isinstance(period, Period), period
    assert (period.start, period.end) == (start, end)


def test_this_season_is_the_nearest_and_a_season_alone_the_last_begun() -> None:
    april = date(2026, 4, 15)
    this = _read("Analyse Doe cet été", april)
    assert isinstance(this, Period) and this.start == date(2026, 6, 1)  # the one to come
    alone = _read("How did Doe do over the summer?", april)
    assert isinstance(alone, Period) and alone.start == date(2025, 6, 1)  # the last one


@pytest.mark.parametrize("message", [
    "Analyse Doe sur l'hiver 2026",          # which winter: 2025-26 or 2026-27?
    "Analyse Doe à la fin de l'été 2026",    # a part of a season
    "Analyse Doe over late summer 2026",
    "Doe mid-summer 2026",
    "Doe late-summer 2026",
    "Doe les étés 2025 et 2026",             # several seasons
    "Doe été 2025-2026",
    "factures de Doe avant l'été",           # which summer, before it?
])
def test_a_season_not_read_for_sure_is_asked(message: str) -> None:
    assert isinstance(_read(message), UnclearPeriod)


@pytest.mark.parametrize("message", [
    "La facture F-2026-0019 a-t-elle été payée ?",
    "Vous êtes sûrs pour Doe ?",
    "Why the fall in revenue for Doe?",
    "box spring orders of Doe",
])
def test_a_word_that_is_no_season_is_no_period(message: str) -> None:
    assert said_period(message) is None


def test_a_season_says_its_months() -> None:
    assert period_basis("season", date(2026, 6, 1), date(2026, 8, 31), "fr") \
        == " (été 2026, de juin à août)"
    assert period_basis("season", date(2026, 12, 1), TODAY, "en") \
        == " (winter 2026-2027, December to February, in progress)"


DURANDS: list[Customer] = [
    {"id": "C-3", "name": "Atelier Durand", "email": "compta@atelier-durand.fr",
     "company": "Atelier Durand SARL"},
    {"id": "C-4", "name": "Marc Durand", "email": "marc.durand@example.org", "company": None},
]
LEMOINES: list[Customer] = [
    {"id": "C-6", "name": "Avril Lemoine", "email": "avril@example.com", "company": None},
    {"id": "C-7", "name": "Sophie Lemoine", "email": "sophie@example.com", "company": None},
]


@pytest.mark.parametrize(("answer", "listed", "picked"), [
    ("Marc", DURANDS, "C-4"),
    ("l'atelier", DURANDS, "C-3"),
    ("c'est l'atelier", DURANDS, "C-3"),
    ("the Atelier one", DURANDS, "C-3"),
    ("la SARL", DURANDS, "C-3"),
    ("Marc, mais sur 2025", DURANDS, "C-4"),
    ("Marc, l'année dernière", DURANDS, "C-4"),
    ("Avril", LEMOINES, "C-6"),
    ("avril", LEMOINES, "C-6"),
    ("Durand", DURANDS, None),                # a word of both: the list again
    ("Paul", DURANDS, None),                  # someone else
])
def test_a_word_of_one_listed_name_picks_it(answer: str, listed: list[Customer],
                                            picked: str | None) -> None:
    chosen = pick_candidate(answer, listed)
    assert (chosen["id"] if chosen else None) == picked


def test_the_name_picked_is_no_period() -> None:
    assert said_period(without_pick("Avril", LEMOINES[0])) is None
    assert said_period(without_pick("Marc", DURANDS[1])) is None
    said = said_period(without_pick("Marc, mais sur 2025", DURANDS[1]))
    period = resolve_period(said, TODAY)
    assert isinstance(period, Period) and period.start == date(2025, 1, 1)


@pytest.mark.parametrize("message", [
    "How much VAT did we collect from Atelier Durand in 2025?",
    "Quelle TVA avons-nous facturée à Dupont ?",
    "et la TVA ?",
    "Which sales rep looks after the Oakridge account?",
    "Qui est le commercial de Jean Martin ?",
    "Who is the account manager for Doe?",
    "Quel CA peut-on prévoir avec Oakridge Interiors en 2027 ?",
    "Forecast Doe revenue for next year",
    "Il nous reste combien de canapés Oslo en stock ?",
])
def test_what_is_not_held_is_out_of_scope(message: str) -> None:
    assert asks_not_held(message)
    assert staff_workflow(message) == "out_of_scope"


@pytest.mark.parametrize("message", [
    "Relances à prévoir pour Atelier Durand ?",
    "Analyse ma relation commerciale avec Jean Martin sur 2025",
    "Quelles factures de Dupont sont en retard ?",
    "Doe's revenue for the last fiscal year",
])
def test_what_only_looks_alike_is_held(message: str) -> None:
    assert not asks_not_held(message)


@pytest.mark.parametrize(("name", "message", "read"), [
    ("compta", "Analyse le client compta@atelier-durand.fr sur 2026", "compta@atelier-durand.fr"),
    (None, "What does accounts@oakridge.example owe us?", "accounts@oakridge.example"),
    ("Jean Martin", "Analyse jean.martin@autre.fr sur 2026", "jean.martin@autre.fr"),
    ("Marc Durand", "Marc Durand, copie à compta@atelier-durand.fr", "Marc Durand"),
    ("Doe", "Analyse Doe", "Doe"),
])
def test_an_e_mail_given_for_a_name_is_searched(name: str | None, message: str,
                                                read: str) -> None:
    assert email_named(name, message) == read
