"""Questions the care desk cannot answer (demo data, Wednesday 2 December 2026): the
catalogue, a price, the warranty, where deliveries go, opening hours and delivery days in
general get a fixed text that says so and what the desk can do, never a status, an order
list or a slot list; asked while a list or a proposal waits, it is kept. "Why is my order
late / cancelled?": the order's status, then that no reason is recorded."""

from __future__ import annotations

import pytest

from graphs.front_door import builder
from nodes.care_desk.scope import beyond_desk, beyond_desk_only, why_asked
from nodes.care_desk.texts import FRAGMENTS
from nodes.kit.say import render
from services.demo import demo_fixture
from services.llm.offline import OfflineChatModel
from tests.conftest import fresh_store
from tests.harness import DEMO_NOW, Conversation, nodes_of

JEAN = "jean.martin@example.com"
MARIE = "marie.dupont@example.com"
BOOKED = "2026-12-08-PM"  # SO-24903, Jean's sofa: in production, 13 days late


def _desk(email: str | None = JEAN) -> Conversation:
    store = fresh_store("sqlite://", demo_fixture(DEMO_NOW))
    signed_in = {"customer_email": email} if email else {}
    return Conversation(builder, store, OfflineChatModel(), now=DEMO_NOW.isoformat(),
                        **signed_in)


def _booked(desk: Conversation, number: str = "SO-24903") -> str | None:
    return next(b.slot for b in desk.snapshot().bookings if b.order == number)


# -- reading the question -------------------------------------------------------------

QUESTIONS = {
    "catalogue": [
        "vous avez ce canapé en vert ?", "vous avez ce canape en vert", "vs avez ce canap en vert?",
        "Vous avez le canapé Oslo en cuir ?", "do you have this sofa in green?",
        "do you sell mattresses?", "il existe en bleu ?", "le fauteuil Brest existe en gris ?",
        "does it come in blue?", "quels coloris pour la table Nantes ?",
        "what colours does the Oslo come in?",
        "est-ce que vous avez encore la table nantes en stock",
        "is the Bergen sofa in stock?", "avez-vous des chaises assorties ?",
        "disponible en velours ?", "have you got the oslo in grey", "vous avez un catalogue ?",
        "VOUS VENDEZ DES MATELAS ?",
    ],
    "price": [
        "combien coûte la table Oslo ?", "combien coute la table oslo",
        "c'est combien le canapé Bergen ?",
        "how much is delivery?", "how much is the Oslo sofa?", "la livraison est payante ?",
        "quels sont les frais de livraison ?", "frais de port ?",
        "what's the price of the Nantes table?",
        "is delivery free?", "how much does the bed cost?", "quel est le prix du buffet Lyon ?",
        "ca coute combien la chaise nantes", "delivery fee?", "la livraison est-elle gratuite ?",
        "Is the delivery free of charge?", "do you charge for delivery?", "tarif livraison ?",
    ],
    "warranty": [
        "la garantie c'est combien de temps ?", "la garantie c est combien de temps",
        "is it under warranty?", "what's the warranty on the sofa?", "how long is the guarantee?",
        "quelle est la durée de garantie", "c'est sous garantie ?", "warranty period?",
        "la garentie dure combien", "is there a guarantee?",
    ],
    "zone": [
        "vous livrez à Lyon ?", "vous livrez a lyon", "do you deliver to Belgium?",
        "vous livrez en Corse ?", "livrez-vous en Belgique ?", "do you ship abroad?",
        "quelle est votre zone de livraison ?", "where do you deliver?",
        "vous livrez partout en France ?", "can you deliver to Marseille?",
        "vous pouvez livrer à Bordeaux ?", "do you deliver in london",
        "vous livrez dans ma région ?", "do u deliver to lyon", "livrez vous a l'etranger ?",
    ],
    "hours": [
        "what are your opening hours?", "quels sont vos horaires d'ouverture ?",
        "vous êtes ouverts le dimanche ?", "le magasin ouvre à quelle heure ?",
        "are you open on Saturday?", "what time do you close?", "horaires du showroom ?",
        "vous etes ouvert demain", "when are you open?",
    ],
    "delivery_days": [
        "vous livrez le dimanche ?", "vous livrez le samedi ?", "do you deliver on weekends?",
        "do you deliver on Sundays?", "vous livrez le week-end ?", "quels jours livrez-vous ?",
        "vous livrez à quelle heure ?", "what time do you deliver?",
        "est-ce que vous livrez les jours fériés ?", "delivery days?",
    ],
}


@pytest.mark.parametrize(("message", "kind"), [
    (message, kind) for kind, messages in QUESTIONS.items() for message in messages])
def test_a_question_the_desk_cannot_answer_is_read(message: str, kind: str) -> None:
    assert beyond_desk(message) == kind
    assert beyond_desk_only(message) == kind


@pytest.mark.parametrize("message", [
    # requests the desk handles
    "combien de temps avant ma livraison ?", "how long until my delivery?", "how much longer?",
    "vous pouvez livrer samedi ?", "vous pouvez livrer SO-24903 samedi ?",
    "can you deliver on Saturday?", "vous livrez samedi 12 ?",
    "do you deliver on saturday the 12th?",
    "vous livrez le samedi matin ?", "vous livrez le samedi prochain ?",
    "do you deliver on Saturday morning?",
    "livrez le 14 au matin", "vous pouvez livrer à 9h ?", "vous pouvez livrer en décembre ?",
    "can you deliver in the morning?", "vous livrez ma commande le samedi ?",
    "quand est-ce que vous livrez ma commande ?", "où en est ma commande ?", "where is my order?",
    "vous avez des nouvelles du canapé ?", "do you have an update on my sofa?",
    "vous avez des créneaux samedi ?", "à quelle heure passe le livreur ?",
    "le matin c'est à quelle heure ?", "what time is my delivery?", "combien de jours de retard ?",
    "c'est combien de temps pour la fabrication ?", "le buffet Lyon est-il prêt ?",
    "pourquoi ma commande est en retard ?", "why was my order cancelled?",
    # reports and other texts, read elsewhere
    "vous avez livré la mauvaise table", "le canapé est cassé, c'est sous garantie ?",
    "la couleur n'est pas la bonne", "le canapé est gris alors que j'avais commandé du beige",
    "the table you delivered is the wrong colour", "how much do I owe?",
    "combien vais-je être remboursé ?", "je voudrais que le livreur passe chez ma mère à Lyon",
    "je veux annuler ma commande", "mes commandes", "merci", "bonjour",
    # what "livrez à / en / in" says of a delivery that is no place
    "vous pouvez livrer en une fois ?", "can you deliver in one go?", "livrez à moi svp",
    "vous livrez au premier étage ?", "do you deliver in person?",
    # bad input
    "", "???", "🛋️💚 ?", "SO-24903", "a" * 3000,
])
def test_a_request_or_a_near_miss_is_no_such_question(message: str) -> None:
    assert beyond_desk(message) is None


@pytest.mark.parametrize("message", [
    "Où en est ma commande SO-24903 ? Et vous livrez à Lyon ?",
    "combien coûte la livraison et où en est SO-24903 ?",
    "vous avez ce canapé en vert ? sinon je voudrais déplacer ma livraison au 10",
])
def test_a_question_beside_a_request_leaves_the_request(message: str) -> None:
    assert beyond_desk(message) is not None
    assert beyond_desk_only(message) is None


@pytest.mark.parametrize(("message", "why"), [
    ("pourquoi ma commande est en retard ?", "late"), ("pourquoi ma commande a du retard", "late"),
    ("pk ma commande a du retard", "late"), ("pourquoi c'est si long ?", "late"),
    ("why is my order late?", "late"), ("how come my sofa is delayed?", "late"),
    ("why hasn't it been delivered yet?", "late"),
    ("ma commande est en retard, pourquoi ?", "late"),
    ("pour quelle raison ma commande n'est toujours pas arrivée ?", "late"),
    ("why was my order cancelled?", "cancelled"), ("why was my order canceled", "cancelled"),
    ("pourquoi ma commande a été annulée ?", "cancelled"),
    ("pourquoi ma commande a ete annulee", "cancelled"),
    ("ma commande est annulée, pourquoi ?", "cancelled"),
])
def test_why_late_or_cancelled_is_read(message: str, why: str) -> None:
    assert why_asked(message) == why


@pytest.mark.parametrize("message", [
    "où en est ma commande ?", "ma commande est en retard", "is my order late?",
    "je veux annuler ma commande", "pourquoi ?", "why?", "pourquoi ce créneau ?",
    "combien de jours de retard ?",
])
def test_no_reason_asked(message: str) -> None:
    assert why_asked(message) is None


# -- on a first message: the fixed text, nothing read, nothing written ---------------------


@pytest.mark.parametrize(("message", "kind", "lang"), [
    ("vous avez ce canapé en vert ?", "catalogue", "fr"),
    ("do you have the Oslo sofa in green?", "catalogue", "en"),
    ("combien coûte la table Oslo ?", "price", "fr"),
    ("how much is delivery?", "price", "en"),
    ("la garantie c'est combien de temps ?", "warranty", "fr"),
    ("is it under warranty?", "warranty", "en"),
    ("vous livrez à Lyon ?", "zone", "fr"),
    ("do you deliver to Belgium?", "zone", "en"),
    ("vous livrez le dimanche ?", "delivery_days", "fr"),
    ("do you deliver on weekends?", "delivery_days", "en"),
    ("what are your opening hours?", "hours", "en"),
    ("vous etes ouverts le samedi ?", "hours", "fr"),
])
def test_a_first_question_gets_the_fixed_text(message: str, kind: str, lang: str) -> None:
    desk = _desk()
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.text_id == f"say_cannot_answer_{kind}" and not turn.asks
    assert turn.state["reply"]["language"] == lang
    path = nodes_of(turn)
    assert not {"read_order", "list_free_slots", "find_open_orders", "find_item_order",
                "pick_slot"} & set(path)


def test_the_fixed_text_for_an_anonymous_customer() -> None:
    desk = _desk(None)
    turn = desk.say("vous livrez à Lyon ?")
    assert turn.text_id == "say_cannot_answer_zone"
    assert "SO-" not in turn.reply  # no order asked for, listed or read


# -- while a list or a proposal waits: answered, kept ---------------------------------------


@pytest.mark.parametrize("question", [
    "vous avez ce canapé en vert ?", "combien coûte la table Oslo ?",
    "la garantie c'est combien de temps ?", "vous livrez à Lyon ?",
    "what are your opening hours?",
])
def test_a_list_waiting_is_kept(question: str) -> None:
    desk = _desk()
    listed = desk.say("je veux déplacer ma livraison SO-24903")
    assert listed.text_id == "ask_which_slot"
    offered = listed.state["awaiting"]["offered"]
    turn = desk.say(question)
    assert turn.text_id == "ask_which_slot" and turn.asks
    assert turn.state["awaiting"]["offered"] == offered  # the same list, in the same order
    assert _booked(desk) == BOOKED
    desk.say("2")  # a pick by position from the list kept: consent
    assert _booked(desk) == offered[1]


@pytest.mark.parametrize(("question", "yes"), [
    ("vous livrez à Lyon ?", "oui"), ("what are your opening hours?", "yes"),
    ("do you have the Oslo sofa in green?", "yes"), ("c'est combien la livraison ?", "oui"),
])
def test_a_move_proposed_is_kept(question: str, yes: str) -> None:
    desk = _desk()
    first = "déplacez SO-24903 au lundi 7 décembre au matin" if yes == "oui" \
        else "move SO-24903 to Monday 7 December morning"
    assert desk.say(first).text_id == "ask_confirm_move"
    turn = desk.say(question)
    assert turn.text_id == "ask_still_move" and turn.asks
    assert turn.state["awaiting"]["pending"]["slot_id"] == "2026-12-07-AM"
    assert _booked(desk) == BOOKED  # nothing written on the question
    desk.say(yes)
    assert _booked(desk) == "2026-12-07-AM"


def test_a_damage_case_proposed_is_kept() -> None:
    desk = _desk()
    assert desk.say("le fauteuil de SO-24870 est arrivé abîmé").text_id \
        == "ask_confirm_damage_case"
    cases = len(desk.snapshot().cases)
    turn = desk.say("c'est sous garantie ?")
    assert turn.text_id == "ask_still_damage_case"
    assert len(desk.snapshot().cases) == cases
    desk.say("oui")
    assert len(desk.snapshot().cases) == cases + 1


def test_a_delivery_day_asked_of_a_list_is_still_answered_from_it() -> None:
    # While a list waits, "vous livrez le dimanche ?" is about those slots (no Sunday): the
    # list again, not the general text.
    desk = _desk()
    desk.say("je veux déplacer ma livraison SO-24903")
    turn = desk.say("vous livrez le dimanche ?")
    assert turn.text_id == "ask_which_slot" and "ne livrons pas" in turn.reply


# -- near-misses: requests the desk handles ---------------------------------------------


def test_how_long_before_my_delivery_is_a_status() -> None:
    desk = _desk()
    turn = desk.say("combien de temps avant la livraison de SO-24903 ?")
    assert turn.text_id == "say_status" and "read_order" in nodes_of(turn)


@pytest.mark.parametrize("message", [
    "vous pouvez livrer SO-24903 samedi ?", "can you deliver SO-24903 on Saturday?",
])
def test_delivering_an_order_on_a_day_is_a_move(message: str) -> None:
    desk = _desk()
    turn = desk.say(message)
    assert turn.text_id in ("ask_confirm_move", "ask_which_slot") and turn.asks
    assert "list_free_slots" in nodes_of(turn)
    assert _booked(desk) == BOOKED


def test_a_request_said_with_a_question_is_handled() -> None:
    desk = _desk()
    turn = desk.say("Où en est ma commande SO-24903 ? Et vous livrez à Lyon ?")
    assert turn.text_id == "say_status"


# -- why late, why cancelled ---------------------------------------------------------------


def _no_reason(lang: str) -> str:
    return render(FRAGMENTS, "no_reason", lang, {})  # type: ignore[arg-type]


@pytest.mark.parametrize(("message", "lang"), [
    ("pourquoi ma commande est en retard ?", "fr"), ("why is my order late?", "en"),
    ("pk ma commande a du retard", "fr"), ("how come my order is taking so long?", "en"),
])
def test_why_late_signed_in_reads_the_late_order(message: str, lang: str) -> None:
    desk = _desk()
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id == "say_status"
    assert turn.state["order"]["result"]["number"] == "SO-24903"  # the one late order
    assert _no_reason(lang) in turn.reply
    assert desk.snapshot() == before


def test_why_cancelled_reads_the_cancelled_order() -> None:
    desk = _desk(MARIE)
    turn = desk.say("pourquoi ma commande a été annulée ?")
    assert turn.text_id == "say_status"
    assert turn.state["order"]["result"]["number"] == "SO-24955"
    assert turn.state["order"]["result"]["status"] == "cancelled"
    assert _no_reason("fr") in turn.reply


def test_why_cancelled_with_the_order_and_email() -> None:
    desk = _desk(None)
    turn = desk.say("why was my order SO-24955 cancelled? marie.dupont@example.com")
    assert turn.text_id == "say_status" and _no_reason("en") in turn.reply


def test_why_late_of_an_order_on_time_is_its_status_alone() -> None:
    # SO-24911 is on time: its status says so; no "no reason" line for a delay there is not
    desk = _desk(None)
    turn = desk.say("pourquoi SO-24911 est en retard ? jean.martin@example.com")
    assert turn.text_id == "say_status"
    assert _no_reason("fr") not in turn.reply


def test_why_cancelled_of_an_order_not_cancelled_says_no_reason_line() -> None:
    desk = _desk(None)
    turn = desk.say("why was SO-24903 cancelled? jean.martin@example.com")
    assert turn.text_id == "say_status"
    assert turn.state["order"]["result"]["status"] == "in_production"
    assert _no_reason("en") not in turn.reply


def test_why_late_while_a_list_waits_tells_the_status_and_keeps_the_list() -> None:
    desk = _desk()
    listed = desk.say("je veux déplacer ma livraison SO-24903")
    turn = desk.say("pourquoi ma commande est en retard ?")
    assert turn.text_id == "ask_which_slot"
    assert turn.state["awaiting"]["offered"] == listed.state["awaiting"]["offered"]
    assert _no_reason("fr") in turn.reply
    assert _booked(desk) == BOOKED


def test_why_late_while_a_move_is_proposed_keeps_it() -> None:
    desk = _desk()
    desk.say("déplacez SO-24903 au lundi 7 décembre au matin")
    turn = desk.say("pourquoi ma commande est en retard ?")
    assert turn.text_id == "ask_still_move" and _no_reason("fr") in turn.reply
    assert _booked(desk) == BOOKED
    desk.say("oui")
    assert _booked(desk) == "2026-12-07-AM"
