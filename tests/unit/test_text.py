"""Reading the words of a message: the pieces of furniture it names."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("said", "items"), [
    ("mon fauteil est arrivé abîmé", ["fauteuil"]), ("my armchiar broke", ["armchair"]),
    ("les chiases sont rayées", ["chaises"]), ("le bureaux", ["bureau"]),
    ("je vais consoler mon fils", []),  # a generic word is never read from a slip
    ("je suis fatigué", []), ("le canpé", []),  # under six letters: too near other words
])
def test_a_long_item_word_with_one_slip_is_that_item(said: str, items: list[str]) -> None:
    from services.text import items_named

    assert items_named(said) == items
