"""Answers read in Python while a proposal waits: a bare answer's language, a wait, the day
proposed ruled out, a thanks however warm (F4b, from the blind corpus 4 misses)."""

from __future__ import annotations

import pytest

from nodes.kit.answers import only_thanks, puts_off, question_topic, rules_out_that_day, waits
from services.text import answer_language


@pytest.mark.parametrize(("message", "language"), [
    ("oui", "fr"), ("ouais", "fr"), ("d'accord", "fr"), ("non", "fr"), ("oui oui", "fr"),
    ("yes", "en"), ("yep", "en"), ("yeah", "en"), ("sure", "en"), ("nope", "en"),
    ("yes please", "en"),
    ("ok", None), ("okay", None), ("k", None), ("super", None), ("2", None),
])
def test_a_bare_answer_says_its_language(message: str, language: str | None) -> None:
    assert answer_language(message) == language


@pytest.mark.parametrize("message", [
    "wait, let me check with my wife", "hang on", "give me a sec", "je demande à mon mari",
    "let me check my calendar", "deux minutes", "attendez je regarde mon agenda",
    "une seconde, je demande à ma femme", "hold on a minute, checking my diary",
])
def test_a_wait_keeps_the_proposal(message: str) -> None:
    assert waits(message) and not puts_off(message)
    assert question_topic(message) == "wait"


@pytest.mark.parametrize("message", [
    "I need to check with my wife", "je prefere attendre de voir avec ma femme",
    "attendez, je vous redis ça demain", "wait, I will get back to you later",
])
def test_a_decision_put_off_is_no_wait(message: str) -> None:
    assert puts_off(message) and not waits(message)


@pytest.mark.parametrize(("message", "out"), [
    ("yes but not that day", True), ("oui mais pas ce jour-là", True),
    ("that day doesn't work for me", True), ("ce jour-là je ne peux pas", True),
    ("yes that day is fine", False), ("yes, that day is no problem", False),
    ("oui ce jour-là c'est parfait, pas de souci", False), ("not that one", False),
])
def test_the_day_proposed_ruled_out(message: str, out: bool) -> None:
    assert rules_out_that_day(message) is out


@pytest.mark.parametrize(("message", "thanks"), [
    ("super merci beaucoup bonne journée !!", True), ("top merci bcp, bonne journée", True),
    ("parfait, merci beaucoup et bonne journée", True), ("nickel merci bonne journee", True),
    ("génial merci à vous, bonne soirée", True), ("great, cheers, bye!", True),
    ("perfect thank you, have a lovely evening", True),
    ("super", False), ("oui merci", False), ("yes thanks", False),
    ("merci mais ma commande", False), ("thanks, and move it", False),
])
def test_a_thanks_however_warm(message: str, thanks: bool) -> None:
    assert only_thanks(message) is thanks
