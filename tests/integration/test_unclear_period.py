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


@pytest.mark.parametrize(("message", "said"), [
    ("Analyse Émilie Lefèvre du 30 février au 3 mars 2026", "Le 30 février n'existe pas"),
    ("Analyse Emilie Lefevre du 30 fevrier au 3 mars 2026", "Le 30 février n'existe pas"),
    ("Analyse Émilie Lefèvre du 1er au 31 avril 2025", "Le 31 avril n'existe pas"),
    ("Analyse Émilie Lefèvre du 29 février au 10 mars 2025", "Le 29 février n'existe pas"),
    ("Analyse Emilie Lefevre Deco from April 31 to May 5 2025", "31 April does not exist"),
    ("Give me an analysis of Emilie Lefevre Deco from February 30th to March 3rd, 2026",
     "30 February does not exist"),
])
def test_a_day_that_does_not_exist_is_said_so_not_guessed(
    store: Store, message: str, said: str
) -> None:
    """30 February is never read as 28 February (or the month): the reply says the day
    does not exist, computes nothing, and the next answer gives the period."""
    desk = Conversation(builder, store, OfflineChatModel(), channel="staff")
    first = desk.say(message)
    assert first.asks and first.text_id == "say_no_such_day", first.reply
    assert said in first.reply
    assert "find_customer" not in nodes_of(first)
    second = desk.say("en 2025" if said.startswith("Le") else "in 2025")
    assert second.text_id == "analysis_report", second.reply
    assert "Émilie Lefèvre" in second.reply and "2025" in second.reply


@pytest.mark.parametrize(("message", "said"), [
    ("Quelles factures d'Émilie Lefèvre sont impayées du 30 février au 3 mars 2026 ?",
     "Le 30 février n'existe pas"),
    ("Which bills of Emilie Lefevre Deco are unpaid from April 31 to May 5 2025?",
     "31 April does not exist"),
    ("factures d'Émilie Lefèvre du 30 février", "Le 30 février n'existe pas"),
    ("bills of Emilie Lefevre Deco from 31 April", "31 April does not exist"),
    ("quelles factures ont été émises le 31 juin ?", "Le 31 juin n'existe pas"),
    ("Emilie Lefevre Deco: any bills on the 31st of September?", "31 September does not exist"),
    ("factures d'Emilie Lefevre depuis le 29 février 2025", "Le 29 février n'existe pas"),
])
def test_billing_never_reads_a_day_that_does_not_exist_as_another(
    store: Store, message: str, said: str
) -> None:
    """The billing question says the day does not exist (as the analysis does) rather than
    answer over 1-28 February or the whole month; the next answer gives the period."""
    desk = Conversation(builder, store, OfflineChatModel(), channel="staff")
    turn = desk.say(message)
    assert turn.asks and turn.text_id == "say_no_such_day", turn.reply
    assert said in turn.reply
    assert "28 février" not in turn.reply and "30 avril" not in turn.reply
    assert not any(e.get("kind") == "tool" for e in turn.trace)  # nothing read
    second = desk.say("en 2025" if said.startswith("Le") else "in 2025")
    assert second.text_id == "billing_answer", second.reply
    assert "classify_request" not in nodes_of(second)  # the answer went back to billing
    assert "2025" in second.reply
