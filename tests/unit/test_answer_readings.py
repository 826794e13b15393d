"""Answers to a proposal or a list that testers saw misread: plain affirmations are a yes,
a single letter is not clear, a number with a minus sign is no position, an option named by
its number in words or by time, a pick with an aside, thanks, a person asked for, a
complaint. Near misses (negations, hedges) stay what they are."""

from __future__ import annotations

import pytest

from nodes.kit.answers import (
    asks_for_person,
    complains,
    extreme_of_list,
    negative_rank,
    only_thanks,
    pick_with_aside,
    question_topic,
)
from nodes.kit.consent import read_answer, read_position
from services.text import clear_language


@pytest.mark.parametrize("message", [
    "yes that's right", "yes, that's right", "Yes that is right.", "thats right",
    "that's correct", "oui c'est bien ça", "Oui, c'est bien ca !", "c'est ça",
    "c'est exact", "exactement", "parfait", "ça marche", "ca marche pour moi", "that works",
    "that works for me", "sounds good", "Sounds good to me!", "go ahead", "yes go ahead",
    "please go ahead", "ok c'est parfait", "oui exactement ça", "that's perfect",
])
def test_a_plain_affirmation_is_a_yes(message: str) -> None:
    assert read_answer(message).answer == "yes"


@pytest.mark.parametrize("message", [
    "yes but not that day", "oui mais non", "pas sûr", "c'est ça ?", "that's not right",
    "ce n'est pas ça", "c'est pas ça", "that doesn't work", "sounds good?", "y", "n",
    "yes that's right but not tuesday", "nothing works", "pas vraiment exact",
])
def test_negations_hedges_and_letters_are_no_yes(message: str) -> None:
    assert read_answer(message).answer != "yes"


@pytest.mark.parametrize("message", ["y", "Y", "n", "y.", "N !"])
def test_a_single_letter_asks_for_a_clear_answer(message: str) -> None:
    assert read_answer(message).answer is None
    assert question_topic(message) == "undecided"


@pytest.mark.parametrize(("message", "lang"), [
    ("sounds good", "en"), ("yes go ahead", "en"), ("that works", "en"), ("go ahead", "en"),
    ("yes that's right", "en"), ("sounds great, thanks", "en"), ("ça marche", "fr"),
    ("oui c'est bien ça", "fr"), ("oui", None), ("ok", None), ("parfait", None),
])
def test_clear_english_agreements_say_their_language(message: str, lang: str | None) -> None:
    assert clear_language(message) == lang


@pytest.mark.parametrize("message", ["-2", "- 2", "−2", "option -1", "–3", "-5"])
def test_a_minus_sign_is_no_position(message: str) -> None:
    assert read_position(message, 5).position is None
    rank = negative_rank(message)
    assert rank is not None and rank < 0


@pytest.mark.parametrize("message", ["2", "le 2", "SO-24903", "2-3", "option 2"])
def test_no_minus_sign_is_no_negative_rank(message: str) -> None:
    assert negative_rank(message) is None


@pytest.mark.parametrize(("message", "position"), [
    ("option two", 2), ("Option Two please", 2), ("numéro deux", 2), ("numero trois", 3),
    ("choice three", 3), ("deux", 2), ("five", 5), ("option 3", 3), ("option one", 1),
])
def test_an_option_named_by_its_number_in_words_is_picked(message: str, position: int) -> None:
    assert read_position(message, 5).position == position


@pytest.mark.parametrize("message", [
    "the two of them", "one", "un", "les deux", "option two or three", "not option two",
    "option two?", "option six",
])
def test_number_words_elsewhere_pick_nothing(message: str) -> None:
    assert read_position(message, 5).position is None


@pytest.mark.parametrize(("message", "end"), [
    ("the earliest one", "first"), ("the earliest", "first"), ("earliest please", "first"),
    ("le plus tôt", "first"), ("le plus tot svp", "first"), ("celui le plus tôt", "first"),
    ("the soonest one", "first"), ("je prends le plus tôt", "first"),
    ("le plus tôt possible", "first"), ("au plus tôt svp", "first"),
    ("as soon as possible please", "first"), ("the earliest possible", "first"),
    ("the latest one", "last"), ("la plus tardive", "last"), ("le plus tard", "last"),
])
def test_the_earliest_or_latest_of_the_list(message: str, end: str) -> None:
    assert extreme_of_list(message) == end


@pytest.mark.parametrize("message", [
    "the latest date you have", "earliest?", "pas le plus tôt", "the earliest in January",
    "plus tard", "plus tôt", "vous avez plus tôt", "later", "earlier", "le plus tard possible",
    "bon, le plus tôt possible alors", "ok then, as soon as possible", "tant pis, au plus tôt",
    "le plus tôt possible le 20", "anything earlier?",
])
def test_not_the_earliest_of_the_list(message: str) -> None:
    assert extreme_of_list(message) is None


@pytest.mark.parametrize(("message", "position"), [
    ("the 2nd one works, but can you call before?", 2),
    ("the second one, but could the driver call me first?", 2),
    ("le deuxième me va, mais le livreur peut appeler avant ?", 2),
    ("le 2 mais pouvez vous prévenir la veille ?", 2),
    ("2 but can you call first?", 2),
    ("the first one. Can the driver ring me?", 1),
    ("le premier svp, mais appelez-moi avant", 1),
])
def test_a_pick_with_an_aside(message: str, position: int) -> None:
    found = pick_with_aside(message, 5, {7, 8, 9, 10, 11})
    assert found is not None and found[0] == position


@pytest.mark.parametrize("message", [
    "le 2 mais pas le matin", "le 2, je crois", "the 2nd one, but maybe", "le 2 ou le 3",
    "le 2 mais peut-être pas", "the second one, but not on Tuesday", "le 2", "2",
    "le 2, non", "the 2nd one but only in the afternoon?",
])
def test_no_pick_with_an_aside(message: str) -> None:
    assert pick_with_aside(message, 5, {7, 8, 9, 10, 11}) is None


@pytest.mark.parametrize("message", [
    "Merci beaucoup pour votre aide, bonne journée !", "merci pour tout", "merci bien !",
    "thanks a lot for your help, have a nice day", "thank you so much for your help!",
    "merci encore, au revoir", "thanks again",
])
def test_a_thanks_with_its_reason_is_only_thanks(message: str) -> None:
    assert only_thanks(message)


@pytest.mark.parametrize("message", [
    "merci pour votre aide, et pour SO-24903 ?", "merci de déplacer ma livraison",
    "thank you for moving it to tuesday", "pour tout", "for that",
])
def test_a_thanks_with_a_request_is_not_only_thanks(message: str) -> None:
    assert not only_thanks(message)


@pytest.mark.parametrize(("message", "person"), [
    ("Je veux parler à un humain", True), ("un conseiller svp", True),
    ("je voudrais parler avec quelqu'un", True), ("can I talk to a real person?", True),
    ("agent please", True), ("speak to someone please", True),
    ("c'est une erreur humaine", False), ("je veux parler de ma commande", False),
    ("where is my order?", False),
])
def test_a_person_asked_for(message: str, person: bool) -> None:
    assert asks_for_person(message) is person


@pytest.mark.parametrize(("message", "complaint"), [
    ("Mon canapé a 13 jours de retard, c'est inadmissible, je veux un dédommagement", True),
    ("this is unacceptable, I want compensation for the delay", True),
    ("SO-24903 est en retard, je demande un geste commercial", True),
    ("c'est scandaleux ce retard", True), ("i want to complain about the delay", True),
    ("je ne demande pas de dédommagement, juste la date", False),
    ("no compensation needed, just the date", False), ("où en est ma commande ?", False),
])
def test_a_complaint(message: str, complaint: bool) -> None:
    assert complains(message) is complaint


# A complaint opened, filed or made, in French as in English, with slips and no accents;
# and near misses: a case, a complaint already made, a complaint said not to be one.
@pytest.mark.parametrize(("message", "complaint"), [
    ("mon canapé a 14 jours de retard, je veux ouvrir une réclamation", True),
    ("je voudrais deposer une reclamtion", True),
    ("je veux faire une reclamation pour le retard", True),
    ("jveux ouvrir une reclamation", True),
    ("je souhaite ouvrir une réclammation svp", True),
    ("je voudrais me plaindre du retard", True),
    ("je vais porter plainte", True),
    ("my sofa is 14 days late, I want to file a complaint", True),
    ("I'd like to lodge a formal complaint", True),
    ("i want to make a complaint", True),
    ("I wanna complain, it is 2 weeks late", True),
    ("je ne veux pas faire de reclamation, juste savoir", False),
    ("sans vouloir me plaindre, où en est mon canapé ?", False),
    ("I'm not complaining, where is my sofa?", False),
    ("où en est ma réclamation CASE-1001 ?", False),
    ("je voudrais ouvrir un dossier", False),
    ("open a case, my sofa arrived damaged", False),
    ("my sofa is late", False),
])
def test_a_complaint_opened_in_any_words(message: str, complaint: bool) -> None:
    assert complains(message) is complaint


@pytest.mark.parametrize(("message", "topic"), [
    ("oui enfin non", "hedged"), ("oui... enfin non", "hedged"), ("yes, well, no", "hedged"),
    ("oui mais non", "hedged"), ("yes actually no", "hedged"), ("ouais je sais pas", "hedged"),
    ("je sais pas", "hedged"), ("not sure", "hedged"), ("i dont know", "hedged"),
    ("oui et non", "hedged"),
    ("oui si ma femme est d'accord", "conditional"), ("yes if my wife agrees", "conditional"),
    ("ok à condition que ce soit le matin", "conditional"),
    ("oui, sauf si ça coûte plus cher", "conditional"), ("ça dépend", "conditional"),
    ("it depends", "conditional"), ("si ma femme est d'accord", "conditional"),
    ("only if it's a morning", "conditional"),
    ("yes as long as it is in the morning", "conditional"),
    ("pourquoi pas", "undecided"),
    # near misses: a polite "if" is no condition; a question keeps its topic
    ("oui si possible", "polite"), ("yes if you can", "polite"),
    ("est-ce gratuit si je décale ?", "cost"),
])
def test_a_hedged_or_conditional_yes_is_said_to_be_none(message: str, topic: str | None
                                                         ) -> None:
    assert read_answer(message).answer is None
    assert question_topic(message) == topic


@pytest.mark.parametrize("message", ["oui", "oui merci", "yes please", "oui s'il vous plaît"])
def test_a_plain_yes_is_still_one(message: str) -> None:
    assert read_answer(message).answer == "yes"


@pytest.mark.parametrize("message", ["ouais non", "ok non", "finalement non", "non merci"])
def test_a_yes_then_a_no_said_plainly_is_still_a_no(message: str) -> None:
    assert read_answer(message).answer == "no"
