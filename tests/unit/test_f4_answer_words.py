"""How Python reads an answer to a yes/no proposal or a list, word by word (f4):

- a rank word inside a sentence that is no pick ("yes but call me first", "c'est la première
  fois", "en dernier recours") is no rank, and no wish of a day;
- thanks and politeness around a yes are folded away (one rule: a plain yes);
- a yes with a condition, a doubt, a refund or "for both" is no consent, each with its reason;
- a pick that corrects itself ("le 1 non le 3") is told apart from a pick alone;
- a question about the half-days is a question, never a choice;
- putting the decision off, letting it be, "les deux" to "which order?" are read as such.
"""

from __future__ import annotations

from datetime import date

import pytest

from nodes.kit.answers import puts_off, question_topic, says_every
from nodes.kit.consent import read_answer, read_position, self_corrected
from services.llm import lexicon
from services.text import ordinal_of

TODAY = date(2026, 12, 2)

RANK_IN_A_SENTENCE = [
    "yes but only if the driver calls first", "yes but call me first",
    "yes, but the driver must ring first", "oui mais en premier dans la tournée",
    "oui mais en premier dans la tournee svp", "the first thing I want is a call",
    "c'est la première fois que je déplace une livraison", "c est la premiere fois",
    "I'm second-guessing this", "en dernier recours, le samedi", "last time you were late",
    "ok mais appelez moi en premier", "yes but ring me first pls",
    "le livreur doit passer en dernier", "la derniere fois il etait en retard",
]


@pytest.mark.parametrize("message", RANK_IN_A_SENTENCE)
def test_a_rank_word_in_a_sentence_is_no_rank(message: str) -> None:
    assert ordinal_of(message) is None
    assert lexicon.parse_wish(message, TODAY).ordinal is None


@pytest.mark.parametrize("message", [
    "yes but only if the driver calls first", "yes but call me first",
    "oui mais en premier dans la tournée", "the first thing I want is a call",
    "c'est la première fois", "I'm second-guessing",
])
def test_a_rank_word_in_a_sentence_says_no_when(message: str) -> None:
    assert not lexicon.has_time_cue(message, TODAY)


@pytest.mark.parametrize(("message", "rank"), [
    ("le premier", 1), ("the last one", -1), ("option 3", 3), ("le 2", 2),
    ("je prends le deuxième créneau svp", 2), ("2nd please", 2), ("le premier mardi", 1),
    ("the first one available", 1), ("ok le dernier", -1), ("la première semaine de janvier", 1),
])
def test_a_rank_said_as_a_pick_is_still_one(message: str, rank: int) -> None:
    assert ordinal_of(message) == rank


@pytest.mark.parametrize("message", [
    "oui merci, et bonne journée", "yes!! thanks so much", "yes thank you!",
    "oui c'est parfait", "oui merci beaucoup", "yes thanks", "ok merci bien",
    "yes please, cheers", "oui merci infiniment", "Thank you so much, yes",
    "oui, merci et bonne soiree", "yes thank you very much, have a good day",
])
def test_thanks_around_a_yes_are_folded_away(message: str) -> None:
    assert read_answer(message).answer == "yes"


@pytest.mark.parametrize("message", [
    "oui et remboursez-moi la livraison", "yes for both", "oui mais merci",
    "yes thanks, but call me first", "oui merci ?", "merci",
])
def test_more_than_thanks_is_no_plain_yes(message: str) -> None:
    assert read_answer(message).answer != "yes"


@pytest.mark.parametrize(("message", "topic"), [
    ("yes but call me first", "wished"), ("oui mais en premier dans la tournée", "wished"),
    ("yes, but the driver must ring first", "wished"),
    ("ok mais le livreur doit sonner avant", "wished"),
    ("oui, mais prevenez moi la veille", "wished"),
    ("yes but only if the driver calls first", "conditional"),
    ("yes if my wife agrees", "conditional"), ("oui si ma femme est d'accord", "conditional"),
    ("oui mais c'est peut etre moi qui l'ai faite", "hedged"),
    ("yes but maybe it was me", "hedged"),
    ("yes for both", "both"), ("oui pour les deux", "both"), ("ok les 2", "both"),
    ("c'est quoi la différence entre matin et après-midi ?", "halves"),
    ("c est quoi la difference entre matin et aprem", "halves"),
    ("what's the difference between morning and afternoon?", "halves"),
    ("le matin c'est a quelle heure", "halves"),
    ("what time is the morning slot?", "halves"),
    # near misses: other topics, or no topic
    ("c'est payant ?", "cost"), ("pourquoi ?", "why"), ("oui", None),
    ("oui mais aussi ouvrez un dossier", None),
])
def test_what_a_message_that_is_no_plain_answer_says(message: str, topic: str | None) -> None:
    assert question_topic(message) == topic


@pytest.mark.parametrize(("message", "corrected"), [
    ("le 1 non le 3", True), ("le 3 non le 1", True),
    ("le deuxième. enfin non, le troisième", True), ("the last one, actually no the first", True),
    ("the 2nd, wait no, the 3rd", True), ("le 2 ah non le 3", True),
    ("le 2", False), ("le deuxième svp", False), ("pas le premier, le deuxième", False),
    ("ok le 2", False), ("the second one please", False),
])
def test_a_pick_that_corrects_itself_is_told_apart(message: str, corrected: bool) -> None:
    assert self_corrected(message) is corrected
    assert read_position(message, 5).position is not None


def test_a_correction_left_open_is_still_no_pick() -> None:
    assert read_position("le 1, enfin non, le 3 ou le 2 je sais pas", 5).position is None


@pytest.mark.parametrize(("message", "put_off"), [
    ("je prefere attendre de voir avec ma femme", True),
    ("je préfère attendre, je dois en parler à mon mari", True),
    ("I'll check with my husband and come back to you", True),
    ("I need to check with my wife", True), ("je vais voir avec mon conjoint", True),
    ("i'd rather wait", True),
    # near misses: a condition on a yes, a pick, a wait in the conversation, a day
    ("oui si ma femme est d'accord", False), ("le 2", False), ("attendez", False),
    ("je prefere attendre le 12", False), ("oui", False),
])
def test_putting_the_decision_off(message: str, put_off: bool) -> None:
    assert puts_off(message) is put_off


@pytest.mark.parametrize(("message", "every"), [
    ("les deux", True), ("both", True), ("les 2 livraisons", True), ("both please", True),
    ("les deux svp", True), ("tous", True), ("all of them", True), ("pour les deux", True),
    ("le 2", False), ("deux", False), ("les deux sont abimees", False), ("the second", False),
])
def test_every_order_at_once(message: str, every: bool) -> None:
    assert says_every(message) is every


@pytest.mark.parametrize("message", [
    "bon ben tant pis laissez comme ca", "tant pis", "laissez comme ça", "forget it",
    "non, laissez tel quel",
])
def test_letting_it_be_is_a_no(message: str) -> None:
    assert read_answer(message).answer == "no"


@pytest.mark.parametrize("message", [
    "oui merci bcp", "yes and thanks for the help", "oui et merci",
    "oui merci pour votre aide", "yes thanks a bunch",
])
def test_more_thanks_around_a_yes_are_folded_away(message: str) -> None:
    assert read_answer(message).answer == "yes"


@pytest.mark.parametrize("message", ["oui et", "yes and", "oui et remboursez moi"])
def test_a_yes_left_hanging_is_no_plain_yes(message: str) -> None:
    assert read_answer(message).answer is None


@pytest.mark.parametrize(("message", "expected"), [
    # someone asked now, no return said: a wait, the question kept (README, waits)
    ("laissez moi voir avec ma femme", False), ("laissez moi reflechir", True),
    ("laissez moi voir avec ma femme ?", False),
])
def test_putting_off_with_laissez_moi(message: str, expected: bool) -> None:
    assert puts_off(message) is expected


@pytest.mark.parametrize("message", ["c koi la diff entre matin et aprem",
                                     "c quoi la difference entre le matin et l aprem"])
def test_sms_questions_about_the_half_days(message: str) -> None:
    assert question_topic(message) == "halves"
