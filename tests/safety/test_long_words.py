"""A message of one long word costs what any message costs, on every channel.

The misspelling reader (`services.text.Speller`) looked for two slips in every unknown word
of 9 letters or more by swapping each pair of neighbours, then each pair again: cubic in the
word's length. "SOSOSO…", one word of the 4,000 characters a message may hold, kept a worker
busy for over a minute and a half for one anonymous request. A word more than one letter
longer than the longest word of a vocabulary is no slip of any of them.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from graphs.front_door import builder
from services.llm import lexicon
from services.llm.offline import OfflineChatModel
from services.periods import spell_period
from services.store import Store
from services.text import MAX_MESSAGE
from tests.data import JEAN
from tests.harness import Conversation

LONG_WORDS = ["SO" * (MAX_MESSAGE // 2), "a" * MAX_MESSAGE, "commande" * (MAX_MESSAGE // 8),
              "avalaible" * (MAX_MESSAGE // 9)]
# About a second here (a few tenths alone); the cubic reading took over 90 seconds.
LIMIT_S = 15.0


@pytest.fixture
def store(mem_store: Store) -> Iterator[Store]:
    yield mem_store


@pytest.mark.parametrize("word", [LONG_WORDS[0]])
@pytest.mark.parametrize("who", [{}, {"customer_email": JEAN}, {"channel": "staff"}])
def test_a_message_of_one_long_word_is_answered_in_seconds(store: Store, who: dict[str, str],
                                                           word: str) -> None:
    desk = Conversation(builder, store, OfflineChatModel(), **who)
    started = time.perf_counter()
    turn = desk.say(word)
    assert time.perf_counter() - started < LIMIT_S
    assert turn.reply and not turn.text_id.endswith("_unavailable"), turn.text_id


@pytest.mark.parametrize("word", LONG_WORDS)
def test_the_spellers_read_a_long_word_at_once_and_leave_it_as_written(word: str) -> None:
    folded = word.lower()
    started = time.perf_counter()
    assert lexicon.SPELLER.correct(folded) is None
    assert spell_period(folded) == folded
    assert time.perf_counter() - started < LIMIT_S / 5


def test_a_long_misspelt_word_is_still_read() -> None:
    assert lexicon.SPELLER.correct("disponibilties") == "disponibilites"  # two slips
    assert lexicon.SPELLER.correct("commmande") == "commande"  # a letter typed twice
