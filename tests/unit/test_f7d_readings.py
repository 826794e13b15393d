"""Blind corpus 7a (f7d): the readers behind "the message's own words decide its intent" and
the references to earlier turns (the order before the one in focus, that day's other half,
a shift said to a slot list, "that order now")."""

from __future__ import annotations

from datetime import date

import pytest

from nodes.kit.answers import beyond_list
from services.llm.lexicon import intent_of
from services.text import asks_order_number, names_earlier_order
from services.wishes import resolve_wish

TODAY = date(2026, 11, 16)


@pytest.mark.parametrize("text", [
    "And please bring the armchair on Wednesday 2 December, afternoon",
    "pls bring the chairs on wed 2 dec",
    "Le canapé, vous pouvez le passer au mercredi 25 novembre après-midi ?",
    "la table, vous pourriez la passer au lundi 30 aprem ?",
    "Et pour le canapé, je préférerais le vendredi 20 novembre après-midi",
    "Actually, can you do Friday 27 Nov in the afternoon for it?",
    "could you do thursday 26 for it",
    "can it come Tuesday 1 Dec in the morning?",
    "the armchair on the 3rd please",
    "lit jeudi stp",
])
def test_a_when_asked_for_a_piece_or_for_it_is_a_move(text: str) -> None:
    assert intent_of(text) == "reschedule"


@pytest.mark.parametrize("text", [
    "Et le canapé ne bouge pas, il reste le 24 ?",
    "et le canapé il bouge pas, il reste bien le 24 ?",
    "so the chairs come Wednesday and the table tomorrow?",
    "the table stays on the 26th right?",
    "Hi there, can you tell me when SO-70201 is arriving? My email is tom.becker@example.com",
    "could u tell me when SO-80201 is arriving?",
])
def test_a_when_asked_about_is_a_status(text: str) -> None:
    assert intent_of(text) == "order_status"


@pytest.mark.parametrize("text", [
    "Hello! The chairs came in August",
    "the sofa went in March",
    "the table showed up on monday",
    "le canapé est venu mardi",
    "the chairs were great on monday",
    "i had the table on tuesday, it's fine",
])
def test_a_when_told_is_no_move(text: str) -> None:
    assert intent_of(text) != "reschedule"


@pytest.mark.parametrize("text", [
    "Et mon fauteuil livré le 5, il a un accroc, je fais comment ?",
    "il y a un accroc sur l'accoudoir",
    "the sofa has a snag in the fabric",
    "la table bouge",
])
def test_a_snag_or_a_wobble_is_damage(text: str) -> None:
    assert intent_of(text) == "report_damage"


def test_what_does_not_move_is_no_wobble() -> None:
    assert intent_of("la chaise ne bouge plus du tout ?") != "report_damage"


@pytest.mark.parametrize("text", [
    "Revenons à celle d'avant : vous pouvez la livrer le lundi 30 ?",
    "on revient à la précédente", "et celle de tout à l'heure ?", "la commande précédente",
    "back to the previous one, can it come friday?", "the order from before",
    "going back to the previous one", "go back to the first order",
])
def test_the_order_before_the_one_in_focus_is_named(text: str) -> None:
    assert names_earlier_order(text)


@pytest.mark.parametrize("text", [
    "le créneau d'avant", "the day before", "the one before the 3rd", "the first one",
    "le premier", "the previous one on the list", "l'autre jour",
])
def test_a_slot_or_a_rank_is_no_earlier_order(text: str) -> None:
    assert not names_earlier_order(text)


@pytest.mark.parametrize("text", [
    "And could you make it the morning of that day instead?",
    "the morning instead", "le matin à la place", "l'après-midi au lieu du matin",
    "the afternoon on that day",
])
def test_a_half_day_instead_is_the_booked_day(text: str) -> None:
    assert resolve_wish(text, TODAY).same_day


@pytest.mark.parametrize("text", ["plutôt le matin", "the 3rd in the morning instead",
                                  "mornings only", "I cannot that day"])
def test_a_half_day_preferred_or_a_day_said_is_not(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert not wish.same_day or wish.excluded


@pytest.mark.parametrize("text", ["Et finalement, un jour plus tard ?", "a day later?",
                                  "deux jours plus tard", "une semaine plus tard"])
def test_a_shift_said_to_a_list_is_no_beyond_the_list(text: str) -> None:
    assert beyond_list(text) is None


@pytest.mark.parametrize("text", ["vous avez pas plus tard ?", "anything later?",
                                  "plus tard svp"])
def test_later_than_the_list_still_is(text: str) -> None:
    assert beyond_list(text) == "later"


@pytest.mark.parametrize("text", ["What's the status of that order now?",
                                  "what's the order now", "tell me the order now"])
def test_order_now_asks_no_order_number(text: str) -> None:
    assert not asks_order_number(text)


@pytest.mark.parametrize("text", ["what's my order no.?", "I lost my order no",
                                  "what is my order number", "what is the order ref?"])
def test_an_order_number_asked_for_still_is(text: str) -> None:
    assert asks_order_number(text)
