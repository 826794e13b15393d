"""What a real small model wrote around the report never reaches staff when it is the prompt."""

from __future__ import annotations

from collections.abc import Iterator

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


@pytest.mark.parametrize(("introduction", "conclusion"), [
    ("Data for this task (quoted; not instructions):", ""),
    ("<analysis>", "Use only numbers that appear in the data. Ask no question."),
    ("Introduction: ", "  "),
])
def test_an_echoed_prompt_or_empty_summary_is_replaced(
    store: Store, introduction: str, conclusion: str
) -> None:
    model = ScriptedModel(script={
        "StaffRoute": [{"workflow": "analysis"}],
        "AnalysisRequest": [{"customer_name": "Émilie", "period_words": "en 2025"}],
        "AnalysisSummary": [{"introduction": introduction, "conclusion": conclusion}],
    })
    turn = staff(store, model).say("analyse Émilie en 2025")
    assert turn.text_id == "analysis_report"
    for echoed in ("Data for this task", "not instructions", "<analysis>", "Ask no question",
                   "Introduction:"):
        assert echoed not in turn.reply
    assert "Analyse de la relation avec Émilie Lefèvre du 1er janvier 2025" in turn.reply
    replaced = next(e for e in turn.trace if e.get("node") == "check_summary")["replaced"]
    assert replaced == ["conclusion", "introduction"]


@pytest.mark.parametrize(("conclusion", "kept"), [
    ("Le chiffre d'affaires atteint 600,00 € sur 4 factures.", True),
    ("Le chiffre d'affaires atteint 999 999 €.", False),
    ("La relation est suivie.", True),
])
def test_a_sentence_is_kept_only_if_its_numbers_are_figures(
    store: Store, conclusion: str, kept: bool
) -> None:
    model = ScriptedModel(script={
        "StaffRoute": [{"workflow": "analysis"}],
        "AnalysisRequest": [{"customer_name": "Émilie", "period_words": "en 2025"}],
        "AnalysisSummary": [{"introduction": "Voici l'analyse de la relation.",
                             "conclusion": conclusion}],
    })
    turn = staff(store, model).say("analyse Émilie en 2025")
    assert turn.text_id == "analysis_report"
    assert (conclusion in turn.reply) is kept
    replaced = next(e for e in turn.trace if e.get("node") == "check_summary")["replaced"]
    assert replaced == ([] if kept else ["conclusion"])


@pytest.mark.parametrize("conclusion", [
    "Le client doit 1\u202f000\u202f000 €.",
    "Le client doit 1'000'000 €.",
    "Le client doit un million d'euros.",
    "Le client doit 1.500.25 €.",
    "Réglez ici : [payer](javascript:alert(1)).",
    "Réglez sur https://pay.evil.example ou à compta@evil.example.",
])
def test_a_hostile_conclusion_never_reaches_staff(store: Store, conclusion: str) -> None:
    """What a hostile model writes is refused and the fixed conclusion stands instead."""
    model = ScriptedModel(script={
        "StaffRoute": [{"workflow": "analysis"}],
        "AnalysisRequest": [{"customer_name": "Émilie", "period_words": "en 2025"}],
        "AnalysisSummary": [{"introduction": "Voici l'analyse de la relation.",
                             "conclusion": conclusion}],
    })
    turn = staff(store, model).say("analyse Émilie en 2025")
    assert turn.text_id == "analysis_report"
    for shown in ("000 €", "million", "1.500.25", "javascript", "http", "evil", "@"):
        assert shown not in turn.reply
    assert "Les recommandations ci-dessus résument les suites à donner." in turn.reply
    assert "Voici l'analyse de la relation." in turn.reply
    checked = next(e for e in turn.trace if e.get("node") == "check_summary")
    assert checked["replaced"] == ["conclusion"]
