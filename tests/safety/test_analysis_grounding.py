"""The customer and the period of an analysis are the staff member's words, read by Python,
whatever the model fills: a model that names another customer than the one asked about, or
another period, gets no report on them (the name is asked for; the period is the one
said)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from services.store import Store
from tests.conftest import fresh_store
from tests.fakes import ScriptedModel
from tests.integration.test_analytics import hand_fixture
from tests.integration.test_back_office_graphs import staff


@pytest.fixture
def store() -> Iterator[Store]:
    s = fresh_store("sqlite://", hand_fixture())
    yield s
    s.engine.dispose()


def ask(store: Store, message: str, request: dict[str, Any]) -> Any:
    model = ScriptedModel(script={
        "StaffRoute": [{"workflow": "analysis"}], "AnalysisRequest": [request],
        "AnalysisSummary": [{"introduction": "Voici l'analyse.",
                             "conclusion": "La relation est suivie."}]})
    return staff(store, model).say(message)


def test_another_customer_than_the_one_asked_about_is_never_analysed(store: Store) -> None:
    turn = ask(store, "Analyse Nobody Billed en 2025",
               {"customer_name": "Émilie Lefèvre", "period_words": "en 2025"})
    assert turn.text_id != "analysis_report"
    assert "Émilie" not in turn.reply and "600,00" not in turn.reply


@pytest.mark.parametrize("period_words", ["au premier semestre 2025", None, "en 2019"])
def test_the_period_said_is_the_period_analysed(store: Store, period_words: str | None
                                                ) -> None:
    turn = ask(store, "Analyse Émilie Lefèvre en 2025",
               {"customer_name": "Émilie Lefèvre", "period_words": period_words})
    assert turn.text_id == "analysis_report"
    assert "du 1er janvier 2025 au 31 décembre 2025" in turn.reply


def test_a_name_written_otherwise_is_still_the_name_said(store: Store) -> None:
    turn = ask(store, "analyse EMILIE LEFEVRE en 2025",
               {"customer_name": "Émilie Lefèvre", "period_words": "en 2025"})
    assert turn.text_id == "analysis_report" and "Émilie Lefèvre" in turn.reply


@pytest.mark.parametrize(("message", "text_id"), [
    ("analyse Lefèvre en 2025", "ask_which_customer"),  # both Lefèvres, never the model's pick
    ("analyse emilie lefevbre en 2025", "ask_did_you_mean"),
    ("analyse Emilee Lefevre en 2025", "ask_did_you_mean")])
def test_a_name_the_model_completed_or_corrected_is_searched_as_said(
        store: Store, message: str, text_id: str) -> None:
    turn = ask(store, message, {"customer_name": "Émilie Lefèvre", "period_words": "en 2025"})
    assert turn.text_id == text_id
    assert "Emile Lefevre" in turn.reply and "Émilie Lefèvre" in turn.reply


def test_a_near_namesake_written_by_the_model_is_not_the_one_asked_about(store: Store) -> None:
    turn = ask(store, "analyse Emile Lefevre en 2025",
               {"customer_name": "Émilie Lefèvre", "period_words": "en 2025"})
    assert turn.text_id == "analysis_report"
    assert "Emile Lefevre" in turn.reply and "Émilie" not in turn.reply
