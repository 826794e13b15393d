"""Answers testers saw misread, through the care desk graph: a plain affirmation moves, in
the language it is said in; a single letter gets "I need a clear yes or no"; on a list, an
option named in words is picked, "the earliest one" and a pick with an aside are proposed
first, a number with a minus sign moves nothing; thanks, a person asked for and a complaint
get their own fixed text. Nothing is written without a yes or a pick."""

from __future__ import annotations

import pytest

from graphs.care_desk import builder
from services import care
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation

MOVE_FR = "Déplacez SO-24903 au mardi 20 au matin"
MOVE_EN = "Please move SO-24903 to Tuesday 20 in the morning"
LIST_FR = "Je voudrais déplacer la livraison de SO-24903"
LIST_EN = "I'd like to move the delivery of SO-24903"


def booking(store: Store) -> str | None:
    return {b.order: b.slot for b in care.snapshot(store).bookings}.get("SO-24903")


def _desk(store: Store) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), customer_email=JEAN)


@pytest.mark.parametrize(("opening", "answer", "lang"), [
    (MOVE_EN, "yes that's right", "en"), (MOVE_EN, "yes, that's right", "en"),
    (MOVE_FR, "oui c'est bien ça", "fr"), (MOVE_FR, "exactement", "fr"),
    (MOVE_FR, "parfait", "fr"), (MOVE_FR, "ça marche", "fr"),
    (MOVE_FR, "that works", "en"), (MOVE_FR, "sounds good", "en"),
    (MOVE_FR, "yes go ahead", "en"), (MOVE_FR, "go ahead", "en"),
    (MOVE_EN, "c'est bien ça", "fr"),
])
def test_a_plain_affirmation_moves_in_its_own_language(
        mem_store: Store, opening: str, answer: str, lang: str) -> None:
    desk = _desk(mem_store)
    assert desk.say(opening).text_id == "ask_confirm_move"
    done = desk.say(answer)
    assert done.text_id == "say_moved", done.reply
    assert booking(mem_store) == "2026-10-20-AM"
    assert ("C'est fait" in done.reply) is (lang == "fr")
    assert ("Done" in done.reply) is (lang == "en")


@pytest.mark.parametrize("answer", [
    "yes but not that day", "oui mais non", "pas sûr", "c'est ça ?", "that's not right",
])
def test_a_negation_or_a_hedge_writes_nothing(mem_store: Store, answer: str) -> None:
    desk = _desk(mem_store)
    desk.say(MOVE_EN)
    before = desk.snapshot()
    turn = desk.say(answer)
    assert desk.snapshot() == before
    assert turn.text_id != "say_moved"


@pytest.mark.parametrize(("opening", "letter", "says"), [
    (MOVE_EN, "y", "clear yes or no"), (MOVE_FR, "y", "oui ou un non clair"),
    (MOVE_EN, "n", "clear yes or no"), (MOVE_EN, "Y.", "clear yes or no"),
])
def test_a_single_letter_asks_for_a_clear_answer(
        mem_store: Store, opening: str, letter: str, says: str) -> None:
    desk = _desk(mem_store)
    asked = desk.say(opening)
    before = desk.snapshot()
    turn = desk.say(letter)
    assert desk.snapshot() == before
    assert turn.asks and says in turn.reply
    assert turn.reply != asked.reply
    assert desk.say("yes").text_id == "say_moved"


@pytest.mark.parametrize(("opening", "answer", "position"), [
    (LIST_EN, "option two", 2), (LIST_EN, "Option Two please", 2),
    (LIST_FR, "numéro deux", 2), (LIST_FR, "option trois", 3), (LIST_EN, "choice three", 3),
])
def test_an_option_named_in_words_is_picked(
        mem_store: Store, opening: str, answer: str, position: int) -> None:
    desk = _desk(mem_store)
    offered = desk.say(opening).state["awaiting"]["offered"]
    done = desk.say(answer)
    assert done.text_id == "say_moved", done.reply
    assert booking(mem_store) == offered[position - 1]


@pytest.mark.parametrize(("opening", "answer"), [
    (LIST_EN, "-2"), (LIST_EN, "- 2"), (LIST_FR, "−2"), (LIST_EN, "option -1"),
    (LIST_FR, "-3"),
])
def test_a_minus_sign_moves_nothing_and_says_why(
        mem_store: Store, opening: str, answer: str) -> None:
    desk = _desk(mem_store)
    offered = desk.say(opening).state["awaiting"]["offered"]
    before = desk.snapshot()
    turn = desk.say(answer)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_which_slot" and turn.asks
    assert "-" in turn.reply.split(":")[0]  # "There is no option -2: ..."
    assert turn.state["awaiting"]["offered"] == offered


@pytest.mark.parametrize(("opening", "answer", "end"), [
    (LIST_EN, "the earliest one", 0), (LIST_EN, "the earliest please", 0),
    (LIST_FR, "le plus tôt", 0), (LIST_FR, "je prends le plus tôt svp", 0),
    (LIST_EN, "the latest one", -1), (LIST_FR, "la plus tardive", -1),
])
def test_the_earliest_listed_is_proposed_first(
        mem_store: Store, opening: str, answer: str, end: int) -> None:
    desk = _desk(mem_store)
    offered = desk.say(opening).state["awaiting"]["offered"]
    before = desk.snapshot()
    turn = desk.say(answer)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_confirm_move" and turn.asks
    assert turn.state["awaiting"]["pending"]["slot_id"] == sorted(offered)[end]
    desk.say("oui")
    assert booking(mem_store) == sorted(offered)[end]


@pytest.mark.parametrize(("opening", "answer", "position", "says"), [
    (LIST_EN, "the 2nd one works, but can you call before?", 2, "cannot arrange"),
    (LIST_EN, "the second one, but could the driver call me first?", 2, "cannot arrange"),
    (LIST_FR, "le deuxième me va, mais le livreur peut appeler avant ?", 2,
     "je ne peux pas m'en charger"),
    (LIST_FR, "le premier svp, mais appelez-moi avant", 1, "je ne peux pas m'en charger"),
    (LIST_EN, "2 but can you call first?", 2, "cannot arrange"),
])
def test_a_pick_with_an_aside_is_proposed_first(
        mem_store: Store, opening: str, answer: str, position: int, says: str) -> None:
    desk = _desk(mem_store)
    offered = desk.say(opening).state["awaiting"]["offered"]
    before = desk.snapshot()
    turn = desk.say(answer)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_confirm_move" and turn.asks
    assert says in turn.reply
    assert turn.state["awaiting"]["pending"]["slot_id"] == offered[position - 1]
    desk.say("yes")
    assert booking(mem_store) == offered[position - 1]


@pytest.mark.parametrize(("message", "text_id"), [
    ("Merci beaucoup pour votre aide, bonne journée !", "say_welcome"),
    ("thanks a lot for your help, have a nice day", "say_welcome"),
    ("Je veux parler à un humain", "say_human"),
    ("un conseiller svp", "say_human"),
    ("can I talk to a real person?", "say_human"),
    ("je voudrais deposer une reclamtion", "say_complaint"),
    ("I'd like to file a complaint", "say_complaint"),
    ("je veux faire une réclamation", "say_complaint"),
    ("c'est inadmissible !", "say_complaint"),
    ("I want to complain", "say_complaint"),
    ("bonjour", "say_capabilities"),
    ("je ne veux pas me plaindre, juste une question", "say_capabilities"),
])
def test_a_thanks_or_a_person_asked_for(mem_store: Store, message: str, text_id: str) -> None:
    desk = _desk(mem_store)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.text_id == text_id and not turn.asks


@pytest.mark.parametrize(("message", "says"), [
    ("Mon canapé SO-24903 est en retard, c'est inadmissible, je veux un dédommagement",
     "dédommagement"),
    ("SO-24903 is late, this is unacceptable, I want compensation", "compensation"),
    ("ma commande SO-24903 a du retard, je veux un geste commercial", "dédommagement"),
])
def test_a_complaint_gets_the_status_and_who_handles_it(
        mem_store: Store, message: str, says: str) -> None:
    desk = _desk(mem_store)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.text_id == "say_status_complaint", turn.reply
    assert "SO-24903" in turn.reply and says in turn.reply
    assert "phone" in turn.reply  # "téléphone" too: who handles it
