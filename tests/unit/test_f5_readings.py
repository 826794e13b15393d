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
