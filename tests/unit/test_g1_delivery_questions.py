"""Delivery questions the care desk misread (tester's g1): a status asked with a move (both
handled), a move with a damage report (both, each with its own consent), questions about the
delivery visit itself (the booked slot and a fixed text, no move), whether the delivery on a
day is confirmed (the booked day, no move), a wrong colour delivered (a case), and a floor
number (never a date nor a pick)."""

from __future__ import annotations

import re
from datetime import date

import pytest

from graphs.front_door import builder
from services.demo import demo_fixture
from services.llm import lexicon
from services.llm.offline import OfflineChatModel
from services.text import asks_booked_day
from tests.conftest import fresh_store
from tests.harness import DEMO_NOW, Conversation, nodes_of

TODAY = date(2026, 12, 2)
JEAN = "jean.martin@example.com"


def _desk(email: str = JEAN) -> Conversation:
    store = fresh_store("sqlite://", demo_fixture(DEMO_NOW))
    return Conversation(builder, store, OfflineChatModel(), customer_email=email,
                        now=DEMO_NOW.isoformat())


def _booking(c: Conversation, order: str) -> str | None:
    return next((b.slot for b in c.snapshot().bookings if b.order == order), None)


# -- 1. the status and a move in one message --------------------------------------------

@pytest.mark.parametrize("text", [
    "où en est ma commande SO-24903 et est-ce que je peux décaler la livraison ?",
    "ou en est ma commande et est ce que je peux decaler la livraison",
    "statut de ma commande et je voudrais décaler la livraison",
    "où en est ma commande ? pouvez-vous la reporter svp",
    "what is the status and can I move the delivery?",
    "what's the status of SO-24903 and can I move the delivery to next week?",
    "where is my order? can you reschedule it",
    "wheres my order and can i push it back",
])
def test_status_with_a_move_is_the_move(text: str) -> None:
    assert lexicon.intent_of(text) == "reschedule"


@pytest.mark.parametrize("text", [
    "où en est ma commande ? elle a été décalée",        # a move told, not asked
    "where is my order, it was moved last week",
    "où en est ma commande ? je ne veux pas la décaler",  # a move refused
    "where is my order? I dont want to move it",
    "where is my order? we are moving house",
    "où en est ma commande SO-24903 ?",
])
def test_status_alone_stays_the_status(text: str) -> None:
    assert lexicon.intent_of(text) == "order_status"


def test_status_and_move_with_the_number_tells_both_then_moves_on_a_pick() -> None:
    c = _desk()
    before = c.snapshot().bookings
    t = c.say("où en est ma commande SO-24903 et est-ce que je peux décaler la livraison ?")
    assert c.snapshot().bookings == before and t.asks
    assert "read_other_orders" in nodes_of(t) and "ask_which_slot" in nodes_of(t)
    assert "garnissage" in t.reply  # the status told
    c.say("2")  # a pick by position is consent
    assert _booking(c, "SO-24903") == "2026-12-07-AM"


def test_status_and_move_without_a_number_tells_the_status_once_the_order_is_named() -> None:
    c = _desk()
    before = c.snapshot().bookings
    t = c.say("what is the status and can I move the delivery?")
    assert t.asks and "ask_which_order" in nodes_of(t)
    t = c.say("SO-24903")
    assert "read_other_orders" in nodes_of(t) and "ask_which_slot" in nodes_of(t)
    assert "upholstery" in t.reply
    t = c.say("monday 7 morning")
    assert c.snapshot().bookings == before and "ask_confirm_move" in nodes_of(t)
    c.say("yes")
    assert _booking(c, "SO-24903") == "2026-12-07-AM"


def test_status_and_move_order_picked_by_position_tells_the_status() -> None:
    c = _desk()
    c.say("où en est ma commande et est-ce que je peux la décaler ?")
    t = c.say("2")
    assert "read_other_orders" in nodes_of(t) and "garnissage" in t.reply
    assert "ask_which_slot" in nodes_of(t)


# -- 4. whether the delivery on a day is confirmed ----------------------------------------

@pytest.mark.parametrize("text", [
    "livraison du 17 confirmée ?",
    "livraison du 17 confirmee",
    "la livraison du 17 est bien confirmée ?",
    "ma livraison du jeudi 17 décembre est confirmée ?",
    "le rdv du 17 est maintenu ?",
    "c'est confirmé pour le 17 ?",
    "pouvez-vous me confirmer la livraison du 17 ?",
    "is the delivery on the 17th confirmed?",
    "delivery on the 17th confirmed?",
    "confirmed for the 17th?",
    "can you confirm my delivery on the 17th?",
    "is my delivery for friday still on?",
])
def test_confirmation_asked_is_the_booked_day(text: str) -> None:
    assert asks_booked_day(text)
    assert lexicon.intent_of(text) == "order_status"


@pytest.mark.parametrize(("text", "intent"), [
    ("je confirme le 17", "other"),                        # an answer, not a question
    ("I confirm the 17th", "other"),
    ("pouvez-vous décaler la livraison au 17 ?", "reschedule"),
    ("confirmez-moi plutôt le 17", "reschedule"),
    ("je voudrais être livré le 17", "reschedule"),
    ("commande confirmée ?", "order_status"),
])
def test_near_misses_of_a_confirmation(text: str, intent: str) -> None:
    assert not asks_booked_day(text)
    assert lexicon.intent_of(text) == intent


@pytest.mark.parametrize(("said", "answer"), [
    ("livraison du 17 confirmée ? SO-24903", "Non, la livraison n'est pas prévue le jeudi 17"),
    ("livraison du 8 confirmée ? SO-24903", "Oui, la livraison est bien prévue le mardi 8"),
    ("is the delivery on the 8th confirmed? SO-24903", "Yes, the delivery is booked for"),
    ("is the delivery on the 17th confirmed? SO-24903", "No, the delivery is not booked for"),
])
def test_confirmation_asked_answers_from_the_booking_and_moves_nothing(said: str,
                                                                        answer: str) -> None:
    c = _desk()
    before = c.snapshot()
    t = c.say(said)
    assert c.snapshot() == before and not t.asks
    assert "say_status" in nodes_of(t) and "list_free_slots" not in nodes_of(t)
    assert answer in t.reply


# -- 3. questions about the delivery visit ------------------------------------------------

@pytest.mark.parametrize(("text", "topics"), [
    ("à quelle heure passe le livreur ?", {"time"}),
    ("a quelle heure passe le livreur", {"time"}),
    ("vers quelle heure arrive la livraison ?", {"time"}),
    ("le livreur vient à quelle heure ?", {"time"}),
    ("quand passe le livreur ?", {"time"}),
    ("what time will the driver come?", {"time"}),
    ("at what time does the driver arrive", {"time"}),
    ("when does the driver come?", {"time"}),
    ("dois-je être présent ?", {"presence"}),
    ("je dois être là ?", {"presence"}),
    ("faut-il être présent à la livraison ?", {"presence"}),
    ("est-ce qu il faut que je sois là ?", {"presence"}),
    ("quelqu un doit être présent ?", {"presence"}),
    ("do I need to be there?", {"presence"}),
    ("do i need to be home", {"presence"}),
    ("does someone need to be home for the delivery?", {"presence"}),
    ("le livreur appelle avant ?", {"call"}),
    ("le livreur appelle t il avant", {"call"}),
    ("vous prévenez avant de passer ?", {"call"}),
    ("est-ce qu on me prévient avant ?", {"call"}),
    ("will the driver call before?", {"call"}),
    ("does the driver call ahead?", {"call"}),
    ("will I get a call before the delivery?", {"call"}),
    ("combien de temps dure la livraison ?", {"duration"}),
    ("la livraison dure combien de temps ?", {"duration"}),
    ("how long does the delivery take?", {"duration"}),
])
def test_visit_questions_are_about_the_booked_delivery(text: str, topics: set[str]) -> None:
    from services.text import visit_asked

    assert visit_asked(text) == topics
    assert lexicon.intent_of(text) == "order_status"


@pytest.mark.parametrize(("text", "intent"), [
    ("je ne serai pas là mardi", "reschedule"),              # a move, not a question
    ("I wont be home on the 8th", "reschedule"),
    ("je ne serai pas là, dois-je être présent ?", "reschedule"),
    ("livrez-moi vendredi, à quelle heure passe le livreur ?", "reschedule"),
    ("can you move it to friday? what time would the driver come?", "reschedule"),
    ("mon canapé est cassé, le livreur appelle avant ?", "report_damage"),
    ("à quelle heure ferme le magasin ?", "other"),          # not the delivery
    ("what time do you close?", "other"),
    ("quand arrive ma commande ?", "order_status"),
])
def test_near_misses_of_a_visit_question(text: str, intent: str) -> None:
    assert lexicon.intent_of(text) == intent


@pytest.mark.parametrize(("text", "visit_words"), [
    ("à quelle heure passe le livreur pour SO-24903 ?", "pas d'heure plus précise"),
    ("dois-je être présent ? SO-24903", "Quelqu'un doit être présent"),
    ("le livreur appelle avant ? SO-24903", "un appel du livreur"),
    ("what time will the driver come for SO-24903?", "no more precise time"),
    ("do I need to be there for SO-24903?", "Someone must be at the delivery address"),
    ("will the driver call before? SO-24903", "a call from the driver"),
])
def test_visit_question_gives_the_booked_slot_and_moves_nothing(text: str,
                                                                 visit_words: str) -> None:
    c = _desk()
    before = c.snapshot()
    t = c.say(text)
    assert c.snapshot() == before and not t.asks
    assert "list_free_slots" not in nodes_of(t) and "say_capabilities" not in nodes_of(t)
    reply = [e for e in t.trace if e.get("kind") == "reply"]
    assert reply and reply[-1]["text_id"] == "say_delivery_visit"
    assert ("8 décembre" in t.reply or "8 December" in t.reply)  # the booked day, from the data
    assert ("après-midi" in t.reply or "afternoon" in t.reply)
    assert visit_words in t.reply


def test_visit_question_without_a_number_is_answered_once_the_order_is_picked() -> None:
    c = _desk()
    t = c.say("à quelle heure passe le livreur ?")
    assert t.asks and "ask_which_order" in nodes_of(t)
    t = c.say("2")
    assert c.snapshot().bookings == _desk().snapshot().bookings
    assert "mardi 8 décembre l'après-midi" in t.reply and "heure plus précise" in t.reply


def test_visit_question_on_an_unscheduled_order_invents_no_day() -> None:
    c = _desk("john.doe@example.com")
    t = c.say("what time will the driver come for SO-25010? do I need to be home?")
    reply = [e for e in t.trace if e.get("kind") == "reply"]
    assert reply[-1]["text_id"] == "say_delivery_visit_unbooked"
    assert "not scheduled yet" in t.reply and "Someone must be" in t.reply
    assert "more precise time" not in t.reply


# -- 6. a floor is never a date nor a pick ------------------------------------------------

@pytest.mark.parametrize("text", [
    "j'habite au 3e étage",
    "au 3ème sans ascenseur",
    "au 1er étage",
    "je suis au 2eme etage",
    "étage 3",
    "R+2 sans ascenseur",
    "3rd floor, no lift",
    "2nd floor",
    "on the 4th floor",
    "I live on the third floor",
])
def test_a_floor_says_no_day_and_no_rank(text: str) -> None:
    from services.text import names_floor, ordinal_of
    from services.wishes import resolve_wish, says_when

    assert names_floor(text)
    assert not resolve_wish(text, TODAY).days()
    assert not says_when(text) and ordinal_of(text) is None
    assert not lexicon.has_time_cue(text, TODAY)


@pytest.mark.parametrize(("text", "day"), [
    ("décalez au mardi, je suis au 2ème étage", date(2026, 12, 8)),
    ("le 10, j habite au 5e etage", date(2026, 12, 10)),
    ("deplacez au 4 decembre, 1er etage", date(2026, 12, 4)),
    ("move it to the 3rd", date(2026, 12, 3)),     # a day, no floor: still the 3rd
    ("livrez le 3 svp", date(2026, 12, 3)),
])
def test_the_day_said_beside_a_floor_is_the_only_day(text: str, day: date) -> None:
    from services.wishes import resolve_wish

    assert resolve_wish(text, TODAY).days() == {day}


@pytest.mark.parametrize("floor", ["3rd floor, no lift", "j'habite au 3e étage",
                                   "au 2ème étage sans ascenseur", "2nd floor"])
def test_a_floor_said_to_a_slot_list_picks_nothing(floor: str) -> None:
    c = _desk()
    t = c.say("decaler SO-24903")
    assert "ask_which_slot" in nodes_of(t)
    before = c.snapshot()
    t = c.say(floor)
    assert c.snapshot() == before and not t.asks
    assert "move_delivery" not in nodes_of(t) and "ask_other_slot" not in nodes_of(t)
    assert "ask_confirm_move" not in nodes_of(t)
    t = c.say("oui")  # no proposal waits: a yes writes nothing
    assert c.snapshot() == before


def test_a_floor_said_with_a_yes_to_a_proposal_writes_nothing() -> None:
    c = _desk()
    t = c.say("decaler SO-24903 au lundi 7 au matin")
    assert "ask_confirm_move" in nodes_of(t)
    before = c.snapshot()
    c.say("oui, au 3e étage sans ascenseur")
    assert c.snapshot() == before


# -- 2. a move and a damage report in one message -----------------------------------------

@pytest.mark.parametrize("text", [
    "je voudrais décaler la livraison et aussi le pied de la table est cassé",
    "je voudrais décaler la livraison de SO-24903 et aussi le pied du fauteuil est cassé",
    "décalez ma livraison svp. Le fauteuil est abîmé",
    "can you move my delivery to next week? also the armchair leg is broken",
    "the armchair arrived scratched and can you reschedule my sofa delivery",
    "je voudrais décaler la livraison, le pied de la table est cassé",   # a comma only
    "décalez la livraison au 9, merci, le fauteuil est rayé",
    "move my delivery pls + armchair is scratched",
    "decaler livraison svp et fauteuil casse",
])
def test_a_move_and_a_damage_are_two_requests(text: str) -> None:
    from services.llm.offline import _request_parts

    intents = sorted(p["intent"] for p in _request_parts(text, [], TODAY))
    assert intents == ["report_damage", "reschedule"]


@pytest.mark.parametrize("text", [
    "le canapé est rayé, abîmé et taché",                     # one damage, told three ways
    "décalez au 9, au 10 ou au 11",                           # one move, three days
    "mon fauteuil est rayé, pouvez-vous ouvrir un dossier",
    "je voudrais décaler la livraison du 8, mardi ça ne va pas",
    "le fauteuil est arrivé rayé, la livraison était en retard",
    "mon canapé est cassé, je veux le renvoyer",
])
def test_one_request_with_commas_stays_one(text: str) -> None:
    from services.llm.offline import _request_parts

    assert _request_parts(text, [], TODAY) == []


@pytest.mark.parametrize(("text", "intent"), [
    # the lift of the building is no piece damaged: the move alone
    ("je voudrais décaler la livraison car l ascenseur est cassé", "reschedule"),
    ("the lift is broken, can you move the delivery?", "reschedule"),
    ("l'ascenseur est en panne, pouvez-vous décaler ?", "reschedule"),
    ("the elevator in my building is broken", "other"),
    ("le pied de la table est cassé", "report_damage"),
])
def test_a_broken_lift_is_no_damage(text: str, intent: str) -> None:
    from services.llm.offline import _request_parts

    assert lexicon.intent_of(text) == intent
    assert _request_parts(text, [], TODAY) == []


@pytest.mark.parametrize(("first", "then"), [
    ("je voudrais décaler la livraison de SO-24903 et aussi le pied du fauteuil est cassé", []),
    ("je voudrais décaler la livraison et aussi le pied du fauteuil est cassé", ["SO-24903"]),
    ("can you move my delivery? also the armchair leg is broken", ["SO-24903"]),
])
def test_a_move_and_a_damage_each_get_their_own_consent(first: str, then: list[str]) -> None:
    c = _desk()
    before = c.snapshot()
    for said in [first, *then]:
        t = c.say(said)
        assert c.snapshot() == before and t.asks
    assert "ask_which_slot" in nodes_of(t)
    assert "SO-24903" in t.reply
    t = c.say("2")  # the move: a pick by position is consent
    assert _booking(c, "SO-24903") == "2026-12-07-AM"
    assert len(c.snapshot().cases) == len(before.cases) and t.asks  # the damage waits
    t = c.say("oui")  # go on with the other request: proposed, not opened
    assert "ask_confirm_damage_case" in nodes_of(t)
    assert len(c.snapshot().cases) == len(before.cases)
    t = c.say("oui")
    opened = [k for k in c.snapshot().cases if k not in before.cases]
    assert [(k.order, k.kind) for k in opened] == [("SO-24870", "damage")]
    assert opened[0].number in t.reply


def test_a_move_and_a_damage_the_damage_declined_opens_nothing() -> None:
    c = _desk()
    before = c.snapshot()
    c.say("je voudrais décaler la livraison de SO-24903 et aussi le pied du fauteuil est cassé")
    c.say("2")
    c.say("oui")
    c.say("non")
    assert c.snapshot().cases == before.cases
    assert _booking(c, "SO-24903") == "2026-12-07-AM"


# -- 5. a wrong colour delivered ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "j'ai reçu la mauvaise couleur",
    "jai recu la mauvaise couleur",
    "mauvaise couleur livrée",
    "couleur pas celle commandée",
    "pas la bonne couleur",
    "la couleur n est pas la bonne",
    "ce n est pas la couleur que j ai commandée",
    "ce n'est pas le tissu que j'avais commandé",
    "le canapé est arrivé en gris au lieu de beige",
    "reçu en gris au lieu du beige commandé",
    "la teinte ne correspond pas à ma commande",
    "couleur pas conforme",
    "wrong colour delivered",
    "wrong color",
    "they delivered the wrong colour",
    "the colour is wrong",
    "I got grey instead of beige",
    "color doesnt match what i ordered",
    "not the colour I ordered",
])
def test_a_wrong_colour_is_a_problem_with_the_delivery(text: str) -> None:
    assert lexicon.intent_of(text) == "report_damage"


@pytest.mark.parametrize(("text", "intent"), [
    ("quelle couleur est mon canapé ?", "other"),
    ("what colour did I order?", "other"),
    ("je voudrais changer la couleur de ma commande", "other"),
    ("deliver on tuesday instead of monday", "reschedule"),   # days, not colours
    ("livrez le canapé gris au lieu du 8, plutôt le 10", "reschedule"),
])
def test_near_misses_of_a_wrong_colour(text: str, intent: str) -> None:
    assert lexicon.intent_of(text) == intent


@pytest.mark.parametrize(("first", "then"), [
    ("j'ai reçu la mauvaise couleur, commande SO-24870", "oui"),
    ("wrong colour delivered", "yes"),
    ("ce n est pas la couleur que j ai commandée SO-24870", "oui"),
    ("I got grey instead of beige on SO-24870", "yes"),
])
def test_a_wrong_colour_is_proposed_as_a_case_then_opened_on_yes(first: str,
                                                                  then: str) -> None:
    c = _desk()
    before = c.snapshot()
    t = c.say(first)
    assert c.snapshot() == before and t.asks
    assert "ask_confirm_damage_case" in nodes_of(t) and "say_status" not in nodes_of(t)
    t = c.say(then)
    opened = [k for k in c.snapshot().cases if k not in before.cases]
    assert [(k.order, k.kind) for k in opened] == [("SO-24870", "damage")]
    assert c.snapshot().bookings == before.bookings


@pytest.mark.parametrize(("text", "days"), [
    ("je voudrais décaler SO-24903 au lundi, j'habite au 2e étage", {"lundi 7 décembre"}),
    ("I live on the 4th floor, can you move SO-24903 to monday afternoon?",
     {"Monday 7 December, afternoon"}),
])
def test_a_move_said_with_a_floor_goes_on_and_the_floor_is_no_day(text: str,
                                                                   days: set[str]) -> None:
    c = _desk()
    before = c.snapshot()
    t = c.say(text)
    assert c.snapshot() == before and t.asks
    assert "say_not_done_here" not in nodes_of(t) and "ask_which_slot" in nodes_of(t)
    assert all(d in t.reply for d in days)
    assert not re.search(r"\b(?:2 décembre|4 December)", t.reply)  # never the floor
    assert "consignes d'accès" in t.reply or "access instructions" in t.reply
    c.say("1")
    assert _booking(c, "SO-24903") == "2026-12-07-" + ("AM" if "lundi" in text else "PM")


def test_a_floor_question_without_a_day_still_gets_the_fixed_text() -> None:
    c = _desk()
    t = c.say("I live on the 5th floor with no lift, can the driver carry the sofa up? SO-24903")
    assert "say_not_done_here" in nodes_of(t) and not t.asks


@pytest.mark.parametrize(("question", "answer"), [
    ("le livreur appelle avant ?", "un appel du livreur"),
    ("dois-je être présent ?", "Quelqu'un doit être présent"),
    ("à quelle heure passe le livreur ?", "pas d'heure plus précise"),
])
def test_a_visit_question_while_a_proposal_waits_keeps_the_proposal(question: str,
                                                                     answer: str) -> None:
    c = _desk()
    t = c.say("decaler SO-24903 au lundi 7 au matin")
    assert "ask_confirm_move" in nodes_of(t)
    before = c.snapshot()
    t = c.say(question)
    assert c.snapshot() == before and t.asks and answer in t.reply
    assert "ask_confirm_again" in nodes_of(t)
    c.say("oui")  # the same proposal, still waiting: the yes moves it
    assert _booking(c, "SO-24903") == "2026-12-07-AM"


def test_a_visit_question_while_a_list_waits_keeps_the_list() -> None:
    c = _desk()
    c.say("decaler SO-24903")
    before = c.snapshot()
    t = c.say("do I need to be there?")
    assert c.snapshot() == before and t.asks and "ask_which_slot" in nodes_of(t)
    c.say("2")
    assert _booking(c, "SO-24903") == "2026-12-07-AM"
