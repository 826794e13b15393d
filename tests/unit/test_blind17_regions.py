"""Regional French and English (blind corpus 17): what a slot list must honour, the yes
and no words of each region, and status questions told the regional way."""

from __future__ import annotations

from datetime import date

import pytest

from nodes.care_desk.scope import beyond_desk
from nodes.kit.answers import undoes_move
from nodes.kit.consent import read_answer
from services.llm.lexicon import intent_of
from services.text import VISIT_ASKED, asks_booked_day, fold, fold_words
from services.wishes import resolve_wish

TODAY = date(2026, 12, 8)  # a Tuesday


@pytest.mark.parametrize("text", [
    "Je voyage, je pars le 14 et je rentre le 20. Vous pouvez décaler la commode après mon "
    "retour, le matin ?",
    "Je suis absente jusqu'au 20. Après mon retour, le matin ?",
    "I fly out on the 14th and I'm back on the 20th. Can you move it to after I'm back?",
])
def test_after_a_return_told_in_the_sentence_before(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.start == date(2026, 12, 21)
    assert not {date(2026, 12, d) for d in (11, 12, 15, 17)} & wish.days()


def test_a_bare_after_never_reaches_back_a_sentence() -> None:
    wish = resolve_wish("Livraison le 10 ? Après, c'est bon", TODAY)
    assert wish.start is None


@pytest.mark.parametrize("text", [
    "Any afternoon next week for the table? Mornings I dey for work",
    "Mornings I dey office, any afternoon next week?",
    "Any afternoon next week? Mornings I work",
])
def test_a_half_day_ruled_out_by_being_at_work(text: str) -> None:
    assert resolve_wish(text, TODAY).half == "pm"


def test_working_from_home_rules_nothing_out() -> None:
    assert resolve_wish("I work from home so mornings are fine", TODAY).half == "am"


@pytest.mark.parametrize("text", [
    "Thank you. Kindly revert with the confirmation on mail.",
    "Kindly revert at the earliest.",
    "Please revert back to me on mail",
    "pls revert asap",
])
def test_revert_said_for_reply_takes_nothing_back(text: str) -> None:
    assert not undoes_move(text)


@pytest.mark.parametrize("text", [
    "revert it please", "please revert the change", "revert to the previous date",
    "can you revert that",
])
def test_revert_said_of_the_move_takes_it_back(text: str) -> None:
    assert undoes_move(text)


@pytest.mark.parametrize("message", [
    "Les chaises SO-41011, elles sont-tu arrivées icitte?",
    "Les chaises SO-41011 sont arrivées chez moi ?",
    "Mon canapé SO-41111 là, c'est fini ou bien ? On m'avait dit le 4 décembre",
    "C'est pour la commande SO-41111. Ça a fini ?",
    "My sofa reach already or not? SO-41090",
    "Eh the sofa upholstery done already or not?",
    "Varnishing is completed or still pending for SO-41120?",
    "Please how far with my dining table? SO-41070",
    "Mon lit SO-41010, y arrive-tu demain?",
])
def test_status_asked_the_regional_way(message: str) -> None:
    assert intent_of(message) == "order_status"


@pytest.mark.parametrize("message", [
    "Mon lit SO-41010, c'est-tu encore correct pour demain après-midi?",
    "Mon lit, c'est toujours bon pour jeudi ?",
    "Is the bed still ok for tomorrow afternoon?",
])
def test_the_day_checked_is_no_move(message: str) -> None:
    assert asks_booked_day(message)


@pytest.mark.parametrize("message", [
    "Mon lit, vous pouvez le livrer demain après-midi ?",
    "Vous pouvez-tu le livrer jeudi ?",
])
def test_a_day_asked_for_stays_a_move(message: str) -> None:
    assert not asks_booked_day(message)


@pytest.mark.parametrize(("text", "folded"), [
    ("C'est-tu correct ?", "c'est correct ?"),
    ("Vous livrez-tu le samedi", "vous livrez le samedi"),
    ("Viens-tu demain ?", "viens-tu demain ?"), ("Peux-tu ?", "peux-tu ?"),
])
def test_the_quebec_question_particle(text: str, folded: str) -> None:
    assert fold(text) == folded


@pytest.mark.parametrize("message", [
    "Demain, le livreur passe-tu avant le dîner ou après?",
    "Tomorrow, is the driver coming before lunch or after?",
])
def test_the_visit_half_asked_by_a_meal(message: str) -> None:
    assert VISIT_ASKED["time"].search(fold_words(message))


@pytest.mark.parametrize("message", [
    "Oui, ça joue", "ça joue", "Yes, do the needful", "No wahala, go ahead",
    "ok lah", "sweet as",
])
def test_regional_yes(message: str) -> None:
    assert read_answer(message).answer == "yes"


@pytest.mark.parametrize("message", [
    "ça va", "Ok d'abord", "Oui inchallah", "nah yeah, go on then", "can?", "no can do",
    "cannot lah", "can not", "non, c'est correct", "sweet as?", "c'est correct",
    "oui c'est correct", "can",
])
def test_regional_words_that_may_hedge_stay_no_yes(message: str) -> None:
    assert read_answer(message).answer != "yes"


@pytest.mark.parametrize("message", ["ça joue pas", "no lah"])
def test_regional_no(message: str) -> None:
    assert read_answer(message).answer == "no"


@pytest.mark.parametrize("message", [
    "Vous livrez le samedi ? Le samedi 19 au matin m'irait bien pour le buffet.",
    "Do you deliver on Saturdays? Saturday the 19th in the morning would suit me.",
])
def test_a_day_wished_beside_the_general_question(message: str) -> None:
    assert beyond_desk(message) is None
    assert intent_of(message) == "reschedule"


@pytest.mark.parametrize("message", ["Vous livrez le samedi ?", "Do you deliver on Sundays?",
                                     "Vous livrez le samedi ? J'habite au 3e étage"])
def test_the_general_question_alone(message: str) -> None:
    assert beyond_desk(message) == "delivery_days"


@pytest.mark.parametrize("message", [
    "Ma table de salon SO-41002 est arrivée toute maganée",
    "Une chaise est arrivée maganée",
    "il y a une grosse égratignure sur le dessus",
    "le fauteuil que vous avez livré là, il est gâté dèh.",
    "Sir the desk came, finishing is spoilt",
    "Le fauteuil SO-41031, il a un pied qui branle.",
])
def test_damage_said_the_regional_way(message: str) -> None:
    assert intent_of(message) == "report_damage"


def test_a_gate_is_no_damage() -> None:
    assert intent_of("the gate code is 1234, where is my sofa?") != "report_damage"


@pytest.mark.parametrize("text", ["29/12 forenoon", "in the forenoon on 29th"])
def test_forenoon_is_the_morning(text: str) -> None:
    assert resolve_wish(text, TODAY).half == "am"
