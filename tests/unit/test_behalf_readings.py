"""People writing for someone else (blind13 care_behalf): what their words ask.

A relative's or the household's orders are someone else's order (`say_others_order`), never
a staff workflow; a status asked in few words ("le canapé avance ?", "is it on its way?") is
a status; "what about mine, SO-…" points at the customer's own order."""

from datetime import date

import pytest

from nodes.care_desk.scope import names_others_order, out_of_scope
from nodes.kit.answers import only_points_at_order
from services.llm.lexicon import intent_of
from services.text import models_named
from services.wishes import resolve_wish


@pytest.mark.parametrize("message", [
    "Bonjour, je gère les commandes de ma mère. Commande SO-41020, monique.girard@example.fr. "
    "Où en est son fauteuil ?",
    "I deal with the orders for my dad. SO-51003, marc.morel@example.fr - where is it?",
    "Le canapé avance ?", "ma commande avance bien ?",
    "my daughter's armchair SO-41020, is it on its way?", "is the table on its way?",
    "c'est en route ?",
])
def test_a_status_asked(message: str) -> None:
    assert intent_of(message) == "order_status"


@pytest.mark.parametrize("message", [
    "les commandes de Dupont", "orders for Doe Interiors", "pouvez-vous avancer la livraison ?",
])
def test_staff_words_and_moves_stay(message: str) -> None:
    assert intent_of(message) != "order_status"


@pytest.mark.parametrize("message", [
    "my neighbour Mrs Dubois's sofa SO-41110 arrived at mine by mistake and it's damaged",
    "my friend Jane's table came scratched",
    "Montrez-moi toutes les commandes de la famille Girard",
    "what are all the orders for our household?", "show me all the orders for my family",
    "the orders of the Owens family",
])
def test_others_orders_named(message: str) -> None:
    assert names_others_order(message)


@pytest.mark.parametrize("message", [
    "my daughter's armchair SO-41020, is it on its way?", "les commandes de Dupont",
    "the family room table SO-41020",
])
def test_no_others_order(message: str) -> None:
    assert not names_others_order(message)


@pytest.mark.parametrize("message", [
    "ok then what about mine, SO-41040", "et la mienne, SO-41040 ?", "fine, SO-41040?",
])
def test_own_order_pointed_at(message: str) -> None:
    assert only_points_at_order(message)


@pytest.mark.parametrize(("message", "day"), [
    ("Nous déménageons Mme Dubois le 15. Elle souhaite que la méridienne arrive après, le "
     "lundi 21 décembre au matin.", 21),
    ("We're moving Mr Roche on the 11th - can the bench be delivered on Wednesday 23 December "
     "in the afternoon instead?", 23),
    ("on déménage le 15, livrez-nous le 18", 18),
    ("I'm moving house on the 14th, deliver on the 16th please", 16),
    ("we're moving the delivery to the 11th", 11),
])
def test_a_house_moves_day_is_no_wish(message: str, day: int) -> None:
    assert [d.day for d in resolve_wish(message, date(2026, 12, 7)).dates] == [day]


def test_a_house_moves_day_said_alone_stays_the_bound() -> None:
    wish = resolve_wish("je déménage le 10, pouvez-vous livrer avant ?", date(2026, 12, 7))
    assert wish.end is not None and wish.end.day < 10


@pytest.mark.parametrize("message", [
    "SO-41080, henri.lavergne@example.fr. Son canapé devait arriver le 1er décembre, que se "
    "passe-t-il ?",
    "her sofa SO-41080 was supposed to arrive on 1 December, what's going on?",
    "I'm Margaret's son, SO-41040, daniel.hughes@example.com - is it tomorrow?",
    "SO-41040 is it still on Friday?",
])
def test_a_day_told_or_checked_is_a_status(message: str) -> None:
    assert intent_of(message) == "order_status"


@pytest.mark.parametrize("message", [
    "Sa commande SO-41020 est prévue le 17 au matin mais elle a un rendez-vous médical. Le "
    "vendredi 18 après-midi irait ?",
    "My order SO-41020 is booked for the 17th in the morning but I have an appointment. "
    "Would Friday the 18th afternoon work?",
    "SO-41080 devait arriver le 17 mais pouvez-vous la décaler au 21 ?",
])
def test_another_day_asked_is_a_move(message: str) -> None:
    assert intent_of(message) == "reschedule"


def test_a_possessive_opening_a_sentence_is_no_model() -> None:
    assert models_named("Bonjour. Son canapé devait arriver le 1er décembre") == []
    assert models_named("mon fauteuil Oslo") == ["Oslo"]


@pytest.mark.parametrize("message", [
    "Ma femme de ménage sera là jeudi, elle peut réceptionner le lit ?",
    "my cleaner will be there on Thursday, can she take the bed in?",
    "mon mari sera là jeudi, il peut signer ?",
])
def test_a_helper_there_on_a_day_asked_to_take_it_in(message: str) -> None:
    assert out_of_scope(message) == "handover"
