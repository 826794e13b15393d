"""Session 41's small readings: the day a move went to asked back, the whole history said as
a period, an English farewell."""

from __future__ import annotations

from datetime import date

import pytest

from services.periods import Period, resolve_period, said_period
from services.text import asks_about_booking, language_of


@pytest.mark.parametrize("message", [
    "what did you move it to?", "wait, what did you change it to?", "where did you move it to?",
    "sorry, what date did you change it to again?", "which day did you move it to?",
    "when did you reschedule it for?", "what day did it end up on?",
    "vous l'avez mise à quelle date ?", "vous l'avez déplacée à quand du coup ?",
    "elle est passée à quel jour finalement ?", "tu l'as décalée à quand ?",
    "la livraison a été reportée à quelle date ?",
])
def test_the_day_a_move_went_to_asked_back_is_a_question_about_the_booking(
        message: str) -> None:
    assert asks_about_booking(message)


@pytest.mark.parametrize("message", [
    # a change asked, after or around the question words
    "what did you move it to? can you move it to the 17th instead?",
    "vous l'avez mise à quelle date ? pouvez-vous la déplacer au 17 ?",
    "can you move it to the 17th?", "move it to the 17th please",
    "I want to change it to the 17th", "could you put it on the 17th?",
])
def test_a_change_asked_stays_a_change(message: str) -> None:
    assert not asks_about_booking(message)


@pytest.mark.parametrize("message", [
    "analyse John Doe all time", "revenue of John Doe de tout temps",
    "analyse John Doe sur tout l'historique", "John Doe: their whole history please",
    "analyse Doe from day one",
    "ventes Doe depuis le premier jour", "John Doe, all-time figures",
])
def test_the_whole_history_is_said_and_read_as_all_time(message: str) -> None:
    words = said_period(message)
    assert words is not None, message
    period = resolve_period(words, date(2026, 12, 7))
    assert isinstance(period, Period) and period.kind == "all_time", (words, period)


def test_always_without_since_is_no_period() -> None:
    assert said_period("John Doe paie toujours en retard ?") is None


@pytest.mark.parametrize("words", ["depuis toujours", "since forever"])
def test_since_forever_stays_asked(words: str) -> None:
    """No start said: asked again (two blind corpora judged it so), never read as a period."""
    assert not isinstance(resolve_period(words, date(2026, 12, 7)), Period)


@pytest.mark.parametrize("message", ["see ya", "cya", "ttyl", "ok see you"])
def test_an_english_farewell_reads_english(message: str) -> None:
    assert language_of(message) == "en"


@pytest.mark.parametrize(("message", "intent"), [
    # when a move can be made, asked in French: the free slots, never the status
    ("Quand pouvez-vous reporter la livraison de SO-24903 ?", "reschedule"),
    ("pour quand peut-on reporter la livraison SO-24903 ?", "reschedule"),
    ("quand est-ce qu'on peut décaler la livraison SO-24903 ?", "reschedule"),
    ("quand serait-il possible de repousser ma livraison ?", "reschedule"),
    # when it comes, with a move said not possible or second: the status
    ("quand est-ce que ma livraison arrive ? je ne peux pas décaler", "order_status"),
    ("quand serai-je livré ?", "order_status"),
    ("quand pourriez-vous me livrer ?", "order_status"),
])
def test_when_a_move_can_be_made_is_a_move(message: str, intent: str) -> None:
    from services.llm.lexicon import intent_of

    assert intent_of(message) == intent
