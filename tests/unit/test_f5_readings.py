"""First messages in everyday or SMS wording (t1 M3, M4, M11): the request each makes."""

import pytest

from services.llm.lexicon import intent_of


@pytest.mark.parametrize("message", [
    # a question about a cancellation already made is a status question (M11)
    "pourquoi elle est annulée ?", "pourquoi ma commande est annulee", "pk ma cmd est annulee",
    "ma commande SO-24955 a été annulée ?", "why was it canceled", "why is my order cancelled?",
    # SMS "qd" (quand), "cmd" (commande) (M4)
    "ma cmd elle arrive qd ?", "qd est ce que je suis livre", "slt c paul, ma cmd elle arrive qd ?",
    "ma commande arrive qd", "kd est ce que ca arrive", "qd est-ce que ma cmd arrive ?",
])
def test_status_questions(message: str) -> None:
    assert intent_of(message) == "order_status"


@pytest.mark.parametrize("message", [
    "je peux les avoir plus tot ? genre le 11", "can I have them earlier? like the 11th",
    "mon canapé est en retard !! je le veux avant le 5", "je la voudrais plus tot",
    "I want it before the 5th", "i need them by friday", "je les veux pour noel",
    "could I get them sooner, maybe the 10th?", "je peux les recevoir plus tôt ?",
])
def test_move_wishes_in_everyday_words(message: str) -> None:
    assert intent_of(message) == "reschedule"


@pytest.mark.parametrize("message", [
    # near-misses: no move, no status
    "je le veux", "je la veux bleue", "qd meme", "je veux annuler ma commande",
    "je veux que ma commande soit annulée",
])
def test_near_misses_are_neither(message: str) -> None:
    assert intent_of(message) not in ("reschedule", "order_status")


@pytest.mark.parametrize("message", [
    # a delivery not what was ordered: a delivery problem the after-sales case covers (M3)
    "le canapé est de la mauvaise couleur, j'avais commandé du gris et il est beige",
    "hi, the sofa you delivered is the wrong colour, I ordered grey and got green",
    "mon buffet est d'une autre couleur que celle commandée", "my sofa arrived the wrong color",
    "pas la bonne couleur", "the colour is not what I ordered", "la couleur est pas la bonne",
    "pas le bon tissu", "wrong color", "not what I ordered", "il manque des vis",
    "missing screws", "screws are missing",
    # damage said with a late delivery, or with "arrived"
    "le livreur est arrivé en retard de 3h hier et a abimé le fauteuil",
    "hello the delivery guys were 4 hours late and scratched the sofa",
    "mes échantillons de tissu sont arrivés déchirés", "livre avec 2h de retard et raye",
    "one of the legs is wobbly",
])
def test_damage_reports(message: str) -> None:
    assert intent_of(message) == "report_damage"


@pytest.mark.parametrize(("message", "intent"), [
    ("ma commande est en retard", "order_status"),
    ("where is my sofa, is it late?", "order_status"),
    ("le canape en retard, il arrive quand ?", "order_status"),
    ("quelle couleur a mon canape ?", "other"), ("can I change the colour of my sofa?", "other"),
])
def test_damage_near_misses(message: str, intent: str) -> None:
    assert intent_of(message) == intent
