"""A word of when with one slip is read as the word (services.text.date_word_meant)."""

from __future__ import annotations

import pytest

from services.text import date_word_meant, mend_date_slips, one_slip


@pytest.mark.parametrize(("word", "meant"), [
    ("mornig", "morning"), ("moring", "morning"), ("morinng", "morning"),
    ("afternon", "afternoon"), ("tuesady", "tuesday"), ("thursady", "thursday"),
    ("sunady", "sunday"), ("wednsday", "wednesday"), ("mercerdi", "mercredi"),
    ("vendrdi", "vendredi"), ("smaedi", "samedi"), ("dimache", "dimanche"),
    ("matni", "matin"), ("matn", "matin"), ("aprme", "aprem"), ("apres-mdi", "apres-midi"),
    ("apresmidi", "apres-midi"), ("decmber", "december"), ("decmebre", "decembre"),
    ("janveir", "janvier"), ("demian", "demain"), ("tomorow", "tomorrow"),
    ("semiane", "semaine"), ("semaien", "semaine"), ("weke", "week"), ("weeek", "week"),
])
def test_a_slip_is_read_as_the_word(word: str, meant: str) -> None:
    assert date_word_meant(word) == meant


@pytest.mark.parametrize("word", [
    # words of their own, and names
    "mari", "martin", "satin", "latin", "main", "mourning", "remain", "domain", "apres",
    "jane", "june", "mars", "marco", "frida", "sundry", "match", "weak", "seek",
    # plurals said of every such day
    "mardis", "mondays", "mornings", "semaines", "weeks",
    # the words themselves, and words far from any
    "mardi", "morning", "sofa", "livraison",
    # one slip from two words of when ("demain", "semaine"): neither
    "semain",
])
def test_a_word_of_its_own_is_kept(word: str) -> None:
    assert date_word_meant(word) is None


def test_one_slip() -> None:
    assert one_slip("yse", "yes") and one_slip("mornig", "morning")
    assert not one_slip("morning", "morning") and not one_slip("wensday", "wednesday")


def test_mend_keeps_addresses_and_order_numbers() -> None:
    assert mend_date_slips("jean.martin@example.com so-24903 tuesady 22 afternon") == \
        "jean.martin@example.com so-24903 tuesday 22 afternoon"
    assert mend_date_slips("l'aprme") == "l'aprem"
