"""An answer word with two letters swapped ("yse", "oiu", "nno") is the word; a swap that
is a word of its own ("suer", "ont", "amis") is not."""

from __future__ import annotations

import pytest

from nodes.kit.consent import read_answer


@pytest.mark.parametrize(("said", "answer"), [
    ("yse", "yes"), ("Yse !", "yes"), ("eys", "yes"), ("oiu", "yes"), ("uoi", "yes"),
    ("yse please", "yes"), ("yaeh", "yes"), ("nno", "no"),
])
def test_a_swapped_answer_word_is_the_word(said: str, answer: str) -> None:
    assert read_answer(said).answer == answer


@pytest.mark.parametrize("said", ["suer", "ont", "amis", "oaky", "on", "ko", "yse ?",
                                  "yse but not now"])
def test_a_swap_that_is_a_word_or_asks_is_no_answer(said: str) -> None:
    assert read_answer(said).answer is None
