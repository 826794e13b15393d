"""Dictated care messages (blind13 care_voice): no punctuation, the question's mark left
out, its reason said after it; a status asked in those words is a status."""

from __future__ import annotations

import pytest

from services.llm.lexicon import intent_of
from services.text import models_named


@pytest.mark.parametrize("message", [
    "euh c'est pour savoir pour la table à manger S O 31071 vous avez une date",
    "vous avez une date pour la table ?",
    "avez-vous déjà une date de livraison pour mon buffet",
    "the dining table SO-31071 do you have a date for it yet or",
    "is there a delivery date for my sofa",
    "the bed SO-31051 was that actually delivered cause I wasn't home",
    "was the table delivered because we were out",
])
def test_a_dictated_status_question_is_a_status(message: str) -> None:
    assert intent_of(message) == "order_status"


@pytest.mark.parametrize("message", [
    "vous avez une date le 15 ?",          # a day asked for: no status
    "do you have a date on the 15th for the sofa",
])
def test_a_day_asked_for_is_no_status(message: str) -> None:
    assert intent_of(message) != "order_status"


@pytest.mark.parametrize("message", [
    "Bonjour. Ma commande, S O, 31010. Le lit. C'est bien, demain ?",
    "c'est toujours jeudi ?",
    "le buffet c'est bien mardi ?",
])
def test_a_day_checked_is_the_status(message: str) -> None:
    """A day said back with "bien" / "toujours" asks whether the booking stands (README: "il
    reste bien le 24 ?" is a status), never a move there."""
    assert intent_of(message) == "order_status"


@pytest.mark.parametrize("message", [
    "la commode euh elle a un tiroir qui ferme plus depuis la livraison",
    "la porte du buffet elle s'ouvre pas",
    "le tiroir se ferme mal",
])
def test_a_part_that_no_longer_works_is_damage(message: str) -> None:
    assert intent_of(message) == "report_damage"


@pytest.mark.parametrize("message", [
    "la porte d'entrée est étroite, ça passe pas",   # the customer's door: no piece's part
    "ça marche pas pour moi le 15",
])
def test_a_door_or_a_day_that_does_not_suit_is_no_damage(message: str) -> None:
    assert intent_of(message) != "report_damage"


@pytest.mark.parametrize("message", [
    "le canapé au mardi quinze après-midi",
    "la commode au lundi vingt-huit le matin",
    "sofa on Wednesday the sixteenth morning",
    "Monday the twenty first for the sofa",
    "the sofa on Monday the twenty first no wait the twenty second in the afternoon",
    "you know what can we just do Monday the twenty first",
    "on peut faire le lundi 21 ?",
])
def test_a_piece_and_a_day_dictated_without_a_verb_is_a_move(message: str) -> None:
    """README: a when told for a piece, typed loosely, is a move (it only proposes)."""
    assert intent_of(message) == "reschedule"


@pytest.mark.parametrize("message", [
    "the sofa came on Monday the 14th",
    "le canapé livré le lundi 14 au matin",
    "j'ai reçu le canapé lundi 30 au matin",
    "my sofa still Wednesday the 16th",
])
def test_a_day_told_as_past_or_checked_is_no_move(message: str) -> None:
    assert intent_of(message) != "reschedule"


@pytest.mark.parametrize(("message", "known", "models"), [
    # dictation cuts a sentence with full stops: each piece's capital is the sentence's
    ("Hi. The commode. Arrived. With a broken. Drawer.", (), []),
    ("Bonjour. La commode. Arrivée. Avec un tiroir. Cassé.", (), []),
    ("Ma commode.\nTiroir cassé", (), []),
    ("Le lit ! Arrivé cassé.", (), []),
    # a model's name is still one inside a sentence, and a known model anywhere
    ("mon fauteuil Oslo", (), ["Oslo"]),
    ("Bonjour ! Le canapé Oslo est cassé", (), ["Oslo"]),
    ("the sofa (Oslo) arrived torn", (), ["Oslo"]),
    ("Le canapé. Oslo. Arrivé abîmé.", ("oslo",), ["Oslo"]),
])
def test_a_word_that_opens_a_dictated_sentence_is_no_model(
        message: str, known: tuple[str, ...], models: list[str]) -> None:
    """"The commode. Arrived." is the commode that arrived: "Arrived" is capitalised because
    dictation opened a sentence on it, as the message's first word, never a model name that
    no order of the customer's holds (which then listed every order)."""
    assert models_named(message, known) == models
