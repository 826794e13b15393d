"""Answers to a proposal that are not a plain yes, and plain yeses said with more words (the
blind corpus care_consent, blind10): read in Python, each family said several ways."""

from __future__ import annotations

import pytest

from nodes.kit.answers import asks_if_delivered, leads_with_no, question_topic, takes_no_back
from nodes.kit.consent import read_answer


@pytest.mark.parametrize("message", [
    "oui 😊", "ok 👌", "yes 🙂", "d'accord ❤️", "sure 🙄", "go ahead 🙏", "oui merci 😉",
])
def test_a_pictograph_that_is_no_thumb_tick_or_ok_leaves_a_yes_unclear(message: str) -> None:
    assert read_answer(message).answer is None
    assert question_topic(message) == "undecided"


def test_a_sarcastic_yes_with_an_eye_roll_is_unclear() -> None:
    assert question_topic("ah ben super, oui, un dossier, ça va tout régler 🙄") == "undecided"


@pytest.mark.parametrize("message", ["oui 👍", "ok ✅", "yes ✔", "oui ✓", "👍", "🆗", "✅"])
def test_a_thumb_up_a_tick_or_ok_agrees(message: str) -> None:
    assert read_answer(message).answer == "yes"


@pytest.mark.parametrize(("message", "taken_back"), [
    ("non non, si si, ouvrez-le", True), ("no wait, yes", True), ("non... enfin si", True),
    ("no, actually yes go ahead", True), ("non attendez, oui", True),
    ("non merci, c'est bon", False), ("non, c'est parfait comme ça", False),
    ("en fait non", False), ("non, le 24 après-midi plutôt", False),
    ("actually no, keep it as is", False),
])
def test_a_no_taken_back_for_a_yes_is_no_plain_no(message: str, taken_back: bool) -> None:
    assert takes_no_back(message) is taken_back
    if taken_back:
        assert not leads_with_no(message)
        assert question_topic(message) == "undecided"


@pytest.mark.parametrize(("message", "answer"), [
    ("she's fine with it. yes go ahead", "yes"), ("my wife agrees, yes please", "yes"),
    ("ma femme est d'accord, oui allez-y", "yes"), ("mon mari dit que c'est bon. oui", "yes"),
    ("ça lui va, oui", "yes"),
    ("she's fine with it", None), ("my husband said yes", None), ("ma femme dit oui", None),
    ("she's fine with it. no", None), ("she's fine with it. yes go ahead 😊", None),
])
def test_someones_agreement_before_the_customers_own_yes(message: str,
                                                       answer: str | None) -> None:
    assert read_answer(message).answer == answer


@pytest.mark.parametrize(("message", "asked"), [
    ("et le fauteuil SO-41002, il a bien été livré ?", True),
    ("et SO-41002, elle est bien arrivée ?", True),
    ("la table SO-41002 a bien été reçue ou pas ?", True),
    ("has the armchair SO-42002 been delivered?", True),
    ("SO-42002 was delivered, right?", True),
    ("le fauteuil SO-41002 est arrivé abîmé ?", False),
    ("il peut être livré le 3 ?", False),
    ("le fauteuil est arrivé abîmé", False),
    ("is it ok if I left?", False),
])
def test_whether_an_order_came_asked_is_its_status(message: str, asked: bool) -> None:
    assert asks_if_delivered(message) is asked


@pytest.mark.parametrize("message", [
    "what happens if I say yes?", "the email said to reply \"yes\" to confirm - what happens "
    "if I do?", "qu'est-ce qui se passe si je dis oui ?", "et si je réponds oui, ça fait quoi ?",
    "what happens if I confirm?",
])
def test_what_a_yes_does_is_asked(message: str) -> None:
    assert question_topic(message) == "effect"


@pytest.mark.parametrize("message", ["hmm I guess? let me check with my wife",
                                     "je sais pas trop ? je demande à mon mari"])
def test_a_doubt_asked_aloud_then_a_wait_is_a_wait(message: str) -> None:
    assert question_topic(message) == "wait"
