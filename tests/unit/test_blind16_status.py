"""Status questions of the blind16 care_status corpus, read in general (French and English):
the making asked done, a delivery's day asked, a delivery marked made that did not come, a
cancellation asked, pieces coming together, a day said back to be checked."""

from __future__ import annotations

import pytest

from services.llm.lexicon import intent_of
from services.text import asks_booked_day


@pytest.mark.parametrize("message", [
    "is my sofa made yet? SO-41071",
    "is the sofa SO-41071 done?",
    "back to the previous one, is it sanded yet?",
    "are the chairs finished or not?",
    "le lit est fini ou pas ?",
    "il est fait le canapé ?",
    "la commode est terminée ?",
    "le buffet c'est pour quand finalement ?",
    "les chaises arrivent avec la table ?",
    "la table et la commode arrivent ensemble alors ?",
    "do the chairs come with the table?",
    "when do you guys bring my bed",
    "Mon buffet a bien été annulé ?",
    "le lit a été livré quel jour ?",
    "what day did the chairs arrive?",
    "les tables de chevet elles sont livrées aussi ?",
    "le fauteuil SO-41101 marqué livré, j'ai rien vu passer moi",
    "your system says the bedside table was delivered on the 12th. it wasnt. nobody came",
    "personne n'est venu pour la commode",
    "et la commode alors ? elle devait venir mardi",
    "Je voudrais simplement savoir s'ils ont bien été livrés car j'étais en déplacement",
])
def test_status_asked(message: str) -> None:
    assert intent_of(message) == "order_status"


@pytest.mark.parametrize(("message", "intent"), [
    ("le canapé est marqué, rayé", "report_damage"),  # a mark on the piece
    ("quel jour pouvez-vous livrer ?", "reschedule"),  # a day wished, not a day made
    ("can you move my bed to Friday 27?", "reschedule"),
])
def test_not_taken_for_a_status(message: str, intent: str) -> None:
    assert intent_of(message) == intent


@pytest.mark.parametrize(("message", "asked"), [
    ("so the chest is still coming Tuesday the 24th?", True),
    ("I want to make sure the chest is still Monday the 23rd", True),
    ("je voulais vérifier que la table arrive bien jeudi", True),
    ("I want the chest on Monday the 23rd", False),
])
def test_day_said_back(message: str, asked: bool) -> None:
    assert asks_booked_day(message) is asked


def test_each_piece_names_its_own_order() -> None:
    """"où en sont le canapé et la table ?" with a sofa and coffee table in one order and a
    dining table in another: the table is the dining table's order (the most specific
    reading), so each piece names one order and each status is told."""
    from nodes.care_desk.executors import _holding
    orders = [
        {"number": "SO-1", "lines": [{"product": "Canapé Oslo 3 places"},
                                     {"product": "Table basse Galet"}]},
        {"number": "SO-2", "lines": [{"product": "Table à manger Ardoise"},
                                     {"product": "Chaise Ardoise"}]},
    ]
    assert _holding(orders, "canape") == ["SO-1"]
    assert _holding(orders, "table") == ["SO-2"]
    assert _holding(orders[:1], "table") == ["SO-1"]  # no other table: the coffee table


@pytest.mark.parametrize(("message", "intent"), [
    ("whats happening with SO-41022? i reported a problem", "order_status"),
    ("où en est SO-41022 ? j'ai signalé un souci la semaine dernière", "order_status"),
    ("I already reported it, any news?", "case_status"),
    ("j'ai déjà signalé un problème, vous en êtes où ?", "case_status"),
])
def test_status_asked_before_a_report_told(message: str, intent: str) -> None:
    """The status asked in a sentence of its own, a report told after it: the status (which
    names the open cases); a report told first, news asked: the case."""
    assert intent_of(message) == intent


@pytest.mark.parametrize("message", [
    "Demain le livreur passe le matin ou l'aprem ?",
    "is the driver coming in the morning or the afternoon?",
])
def test_half_day_of_the_visit_asked(message: str) -> None:
    from services.text import visit_asked
    assert visit_asked(message)
    assert intent_of(message) == "order_status"


def test_a_status_asked_of_a_day_names_the_order_booked_then() -> None:
    """Two open orders, one booked tomorrow: "Demain le livreur passe le matin ou l'aprem ?"
    is that one's visit (a day asked about is no wish); a move asked names none by it."""
    from datetime import UTC, datetime
    from typing import Any, cast

    from nodes.care_desk.executors import booked_that_day

    class _Store:
        def now(self) -> datetime:
            return datetime(2026, 11, 19, 8, 30, tzinfo=UTC)

        def local(self, at: datetime) -> datetime:
            return at

    orders = cast(Any, [
        {"number": "SO-1", "slot": {"start": "2026-11-17T08:00:00+00:00"}},
        {"number": "SO-2", "slot": {"start": "2026-11-20T13:00:00+00:00"}},
    ])
    message = "Demain le livreur passe le matin ou l'aprem ?"
    found = booked_that_day(orders, message, cast(Any, _Store()), asked=True)
    assert found is not None and found["number"] == "SO-2"
    assert booked_that_day(orders, message, cast(Any, _Store())) is None


@pytest.mark.parametrize(("message", "intent"), [
    ("what about the sofa, the one with the damage case", "order_status"),
    ("what about the sofa?", "order_status"),
    ("what about the afternoon?", "other"),  # a half-day, no piece
    ("the sofa is damaged, can you open a case?", "report_damage"),
])
def test_piece_pointed_at_by_its_case(message: str, intent: str) -> None:
    """A piece pointed at by the case open on it is which piece is meant: no damage told."""
    assert intent_of(message) == intent


def test_a_weekday_alone_names_no_week() -> None:
    """"Celle qui arrive mercredi, c'est laquelle ?" with two orders booked on Wednesdays of
    different weeks: no guess at which week (the question lists them); one booked on a
    Wednesday: that one."""
    from datetime import UTC, datetime
    from typing import Any, cast

    from nodes.care_desk.executors import booked_that_day

    class _Store:
        def now(self) -> datetime:
            return datetime(2026, 11, 16, 8, 30, tzinfo=UTC)

        def local(self, at: datetime) -> datetime:
            return at

    orders = cast(Any, [
        {"number": "SO-1", "slot": {"start": "2026-11-18T08:00:00+00:00"}},
        {"number": "SO-2", "slot": {"start": "2026-12-02T13:00:00+00:00"}},
    ])
    message = "Celle qui arrive mercredi, c'est laquelle ?"
    assert booked_that_day(orders, message, cast(Any, _Store()), asked=True) is None
    found = booked_that_day(orders[1:], message, cast(Any, _Store()), asked=True)
    assert found is not None and found["number"] == "SO-2"


@pytest.mark.parametrize("message", [
    "hmm, can I have it assembled by the driver?",  # a service asked, not the making
])
def test_the_making_not_asked(message: str) -> None:
    assert intent_of(message) != "order_status"
