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


@pytest.mark.parametrize(("said", "shift"), [
    ("Pouvez-vous décaler SO-24903 au lendemain ?", 1), ("décalez au lendemain", 1),
    ("le lendemain", 1), ("la veille de la livraison", -1),
    ("au lendemain du 24", None),  # a date: the 25th (services.wishes)
])
def test_the_next_day_said_with_au_is_a_shift_of_the_booking(said: str, shift: int | None
                                                              ) -> None:
    from services.text import relative_shift

    assert relative_shift(said) == shift


@pytest.mark.parametrize(("said", "shift"), [
    ("je souhaiterais reporter la livraison de mon buffet d'une quinzaine de jours", 14),
    ("reporter la livraison d'une quinzaine de jours", 14),
    ("can you push my delivery back by about two weeks?", 14),
    ("push it back a fortnight", 14),
    ("a couple of weeks later please", 14),
    ("décaler d'une huitaine de jours", 7),
    ("repousser d'environ trois semaines", 21),
    ("une quinzaine de jours plus tard", 14),
    ("pushed back by roughly a week", 7),
    # a date, not a shift
    ("livrez-moi dans une quinzaine de jours", None),
    ("in about two weeks", None),
])
def test_a_rounded_shift_is_read_as_its_count(said: str, shift: int | None) -> None:
    from services.text import relative_shift

    assert relative_shift(said) == shift


@pytest.mark.parametrize(("said", "out"), [
    # a number taken back as it is dictated: the one said after the correction is meant
    ("it's S O 31051 no sorry S O 31050 and sarah dot miller at example dot com", ["SO-31051"]),
    ("la SO-24903 non pardon la SO-24911", ["SO-24903"]),
    ("SO-24903 I mean SO-24911", ["SO-24903"]),
    ("commande s o trois un zero cinq un enfin non s o trois un zero cinq zero", ["SO-31051"]),
    # two numbers with no correction between them: none taken back
    ("SO-24903 and SO-24911", []),
    ("SO-24903 et SO-24911 non plus", []),
    ("my order SO-24903 no the sofa is fine", []),
])
def test_an_order_number_taken_back_is_disowned(said: str, out: list[str]) -> None:
    from services.text import disowned_numbers

    assert disowned_numbers(said) == out


@pytest.mark.parametrize(("said", "items"), [
    # a piece corrected in dictation, no punctuation: the one said after the cue is meant
    ("le lit non pardon le fauteuil il est abîmé le tissu est déchiré", ["fauteuil"]),
    ("the table no sorry the bed it arrived damaged", ["bed"]),
    ("the bed I mean the sofa", ["sofa"]),
    ("la table je veux dire la commode", ["commode"]),
    ("le lit, non, le fauteuil", ["fauteuil"]),
    # a bare "no" between two pieces, with no comma, corrects nothing
    ("the bed no the sofa", ["bed", "sofa"]),
])
def test_a_piece_corrected_while_dictating_is_not_named(said: str, items: list[str]) -> None:
    from services.text import items_named

    assert items_named(said) == items
