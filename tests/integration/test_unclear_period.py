"""A period said but not understood is asked for, never replaced by a default."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from graphs.front_door import builder
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.harness import Conversation, nodes_of
from tests.integration.test_analytics import hand_fixture


@pytest.fixture
def store() -> Iterator[Store]:
    s = fresh_store("sqlite://", hand_fixture())
    yield s
    s.engine.dispose()


@pytest.mark.parametrize(("message", "answer", "lang"), [
    ("Analyse Émilie Lefèvre ces derniers temps", "en 2025", "fr"),
    ("Analyse Emilie Lefevre Deco lately", "in 2025", "en"),
])
def test_an_unclear_period_is_asked_then_the_answer_is_used(
    store: Store, message: str, answer: str, lang: str
) -> None:
    desk = Conversation(builder, store, OfflineChatModel(), channel="staff")
    first = desk.say(message)
    assert first.asks and first.text_id == "ask_period"
    assert "find_customer" not in nodes_of(first)  # nothing is computed on a guessed period
    assert ("période" if lang == "fr" else "period") in first.reply
    second = desk.say(answer)
    assert second.text_id == "analysis_report"
    assert "classify_request" not in nodes_of(second)  # the answer went back to the analysis
    assert "Émilie Lefèvre" in second.reply and "2025" in second.reply


def test_no_period_said_is_the_last_twelve_months_not_a_question(store: Store) -> None:
    turn = Conversation(builder, store, OfflineChatModel(), channel="staff").say(
        "Analyse Émilie Lefèvre")
    assert turn.text_id != "ask_period"
