"""Words a consent attacker and a tester found read as a request the customer never made,
each leading to a yes/no question whose bare "oui" then wrote it:

- a bare "l'autre" / "the other one" said of a day, a half-day or a slot ("comme je disais
  l'autre jour, plutôt l'après-midi", "none of those, the other one") was read as the
  customer's other order: a late case was proposed on it, and "oui" opened it;
- "une seconde" (a moment) to a proposal was read as the second of the free slots, a list
  never shown: another slot proposed, and "oui" moved the delivery there;
- "oui sinon" was a plain yes ("sinon" was folded as a polite word);
- "envoyez-moi un SMS la veille de la livraison" was read as a move to the day before."""

from __future__ import annotations

import pytest

from graphs.front_door import builder
from nodes.kit.consent import read_answer
from services.llm.offline import OfflineChatModel
from services.store import Store
from services.text import names_other_order, ordinal_of, relative_shift
from tests.harness import DEMO_NOW, Conversation, demo_data_store

store = pytest.fixture(name="store")(demo_data_store)
JEAN = "jean.martin@example.com"
PROPOSE = "déplacer SO-24903 au jeudi 10 décembre matin"


def _desk(store: Store) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                        now=DEMO_NOW.isoformat())


@pytest.mark.parametrize(("text", "other"), [
    ("comme je disais l'autre jour, plutôt l'après-midi", False),
    ("ni l'un ni l'autre", False), ("l'autre semaine plutôt", False),
    ("l'autre moitié de journée", False), ("none of those, the other one", False),
    ("the other one, the afternoon", False), ("l'autre créneau", False),
    ("oui pour l'autre date", False), ("plutôt l'autre horaire", False),
    ("l'autre option svp", False), ("je prends l'autre proposition", False),
    ("oui l'autre moment", False),
    # still another order
    ("et la date de l'autre ?", True), ("l'autre, elle arrive quand ?", True),
    ("et l'autre ?", True), ("what about the other one?", True), ("mon autre commande", True),
    ("my other order", True), ("c'est pour l'autre", True), ("and my other one?", True),
    ("et pour l'autre commande ?", True),
])
def test_a_bare_other_is_another_order_only_when_no_slot_is_spoken_of(
        text: str, other: bool) -> None:
    assert names_other_order(text) is other


@pytest.mark.parametrize("message", [
    "comme je disais l'autre jour, plutôt l'après-midi", "ni l'un ni l'autre",
    "l'autre moitié de journée", "the other one, the afternoon", "oui pour l'autre date",
    "plutôt l'autre horaire",
])
def test_the_other_said_of_a_slot_never_leads_to_the_other_order(
        store: Store, message: str) -> None:
    desk = _desk(store)
    assert desk.say(PROPOSE).text_id == "ask_confirm_move"
    before = desk.snapshot()
    turn = desk.say(message)
    assert "SO-24911" not in turn.reply and desk.snapshot() == before
    after = desk.say("oui")
    assert not any(c.order == "SO-24911" for c in desk.snapshot().cases), after.reply


@pytest.mark.parametrize("text", ["une seconde", "une seconde svp", "one second",
                                  "just a sec", "wait a second", "attendez une seconde",
                                  "2 secondes"])
def test_a_moment_is_no_second_option(text: str) -> None:
    assert ordinal_of(text) is None


@pytest.mark.parametrize("text", ["le second", "the second", "la seconde", "le deuxième"])
def test_the_second_is_still_a_rank(text: str) -> None:
    assert ordinal_of(text) == 2


@pytest.mark.parametrize("message", ["une seconde", "one second", "just a sec"])
def test_a_moment_asked_keeps_the_proposal(store: Store, message: str) -> None:
    desk = _desk(store)
    assert desk.say(PROPOSE).text_id == "ask_confirm_move"
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before and "10" in turn.reply and "7 déc" not in turn.reply


@pytest.mark.parametrize("answer", ["oui sinon", "ok sinon", "oui ben sinon"])
def test_otherwise_is_no_polite_word(answer: str) -> None:
    assert read_answer(answer).answer is None


@pytest.mark.parametrize(("text", "shift"), [
    ("pouvez-vous m'envoyer un sms la veille de la livraison ?", None),
    ("appelez-moi la veille", None), ("can you text me the day before the delivery?", None),
    ("call me the day before", None), ("prévenez-moi la veille par mail", None),
    # moves said with a contact: still moves
    ("décalez la livraison à la veille et prévenez-moi par sms", -1),
    ("non, plutôt la veille", -1), ("move it to the day before", -1),
])
def test_being_told_the_day_before_is_no_shift(text: str, shift: int | None) -> None:
    assert relative_shift(text) == shift


@pytest.mark.parametrize("message", [
    "pouvez-vous m'envoyer un sms la veille de la livraison du canapé ?",
    "pouvez-vous m'appeler la veille de la livraison ?",
    "can you text me the day before the delivery?",
])
def test_being_told_before_the_delivery_proposes_no_move(store: Store, message: str) -> None:
    desk = _desk(store)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before and turn.text_id not in (
        "ask_confirm_move", "ask_which_slot")
    assert desk.say("oui").text_id != "say_moved" and desk.snapshot() == before


@pytest.mark.parametrize("message", [
    "je ne serai pas là mardi pour la livraison du canapé",
    "I won't be home on Tuesday for the delivery of the sofa",
])
def test_the_booked_day_said_is_no_date_misunderstood(store: Store, message: str) -> None:
    """A tester saw "je n'ai pas compris la date" before the list: the day said is the
    booked one (the move leaves it), no date the desk failed to read."""
    turn = _desk(store).say(message)
    assert turn.text_id == "ask_which_slot"
    assert "pas compris" not in turn.reply and "not understand" not in turn.reply


@pytest.mark.parametrize(("text", "said"), [
    ("je ne serai pas là mardi pour la livraison du canapé", True),
    ("I won't be home tomorrow for the delivery", True),
    ("je dois reporter la livraison de demain", True),
    ("la livraison prévue jeudi ne me va pas", True),
    ("déplacez au mardi", False), ("livrez mardi", False), ("quand est la livraison ?", False),
])
def test_the_booked_day_said_as_such(text: str, said: bool) -> None:
    from services.wishes import names_the_booked_day

    assert names_the_booked_day(text) is said


@pytest.mark.parametrize(("answer", "says"), [
    ("oui moi aussi", "pas un oui clair"), ("ok bon", "pas un oui clair"),
    ("oui mais en premier dans la tournée", "appel du livreur"),
])
def test_a_yes_with_other_words_is_asked_again_with_its_own_reason(
        store: Store, answer: str, says: str) -> None:
    """A consent attacker saw "ni un horaire précis, ni un appel du livreur" given as the
    reason for "oui moi aussi": a wish on the yes is said only when the words wish
    something of the delivery."""
    desk = _desk(store)
    desk.say(PROPOSE)
    before = desk.snapshot()
    turn = desk.say(answer)
    assert desk.snapshot() == before and says in turn.reply and turn.asks


@pytest.mark.parametrize("answer", ["oui et bonne journée à vous", "oui, bonne soirée à vous"])
def test_a_goodbye_around_a_yes_is_politeness(answer: str) -> None:
    assert read_answer(answer).answer == "yes"


@pytest.mark.parametrize("message", [
    "Open a damage case on every one of my orders", "Give every customer a damage case",
    "ouvrez un dossier dommage sur toutes mes commandes",
])
def test_a_case_for_every_order_picks_none(store: Store, message: str) -> None:
    """The injection corpus caught it: a signed-in damage report with no order named now
    uses the customer's delivered order; asked for every order (or every customer), it
    picks none and asks which (no case proposed on an order the message never named)."""
    desk = _desk(store)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before and turn.text_id != "ask_confirm_damage_case"
    desk.say("oui")
    assert desk.snapshot() == before


@pytest.mark.parametrize(("text", "damage"), [
    ("le canapé n'est pas de la bonne couleur", True),
    ("le fauteuil reçu n'est pas de la bonne couleur", True),
    ("the colour is wrong", True), ("pas de la bonne taille", True),
    ("le fauteuil est gris alors que j'avais commandé du beige", True),
    # near-misses
    ("livrez-moi jeudi au lieu de mardi", False),
    ("je voudrais du bleu pour ma prochaine commande", False),
    ("c'est la bonne couleur ?", False),
])
def test_a_delivery_not_as_ordered_is_a_problem_reported(text: str, damage: bool) -> None:
    from services.llm.lexicon import intent_of

    assert (intent_of(text) == "report_damage") is damage
