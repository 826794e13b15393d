"""The desk's reading of an answer to a proposal or a list, end to end on the demo data (f4):
a rank word in a sentence never swaps the proposal for another slot; a yes with a condition
asks the same question again with its reason; thanks around a yes are consent; a corrected
pick is proposed first; a question about the half-days keeps the list; putting off, letting
it be and "les deux" are read as what they say. Nothing is written but on a plain yes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from graphs.front_door import builder
from services.demo import demo_fixture
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.harness import DEMO_NOW, Conversation

JEAN, SARAH, CHLOE = ("jean.martin@example.com", "sarah.connor@example.com",
                      "chloe.david17@example.com")
PROPOSE_EN = "reschedule SO-25103 to dec 10 morning"
PROPOSE_FR = "decaler SO-24903 au 10 decembre matin"


@pytest.fixture
def demo() -> Iterator[Store]:
    yield fresh_store("sqlite://", demo_fixture(DEMO_NOW))


def _desk(store: Store, email: str) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), customer_email=email,
                        now=DEMO_NOW.isoformat())


@pytest.mark.parametrize(("email", "opening", "answer", "slot", "reason"), [
    (SARAH, PROPOSE_EN, "yes but only if the driver calls first", "10 December",
     "depends on a condition"),
    (SARAH, PROPOSE_EN, "yes but call me first", "10 December", "depends on a condition"),
    (SARAH, PROPOSE_EN, "yes, but the driver must ring first", "10 December",
     "depends on a condition"),
    (SARAH, PROPOSE_EN, "yeah but call me first thing", "10 December",
     "depends on a condition"),
    (SARAH, PROPOSE_EN, "yes, first thing in the morning is best", "10 December",
     "depends on a condition"),
    (JEAN, PROPOSE_FR, "oui mais en premier dans la tournée", "10 décembre",
     "dépend d'une condition"),
    (JEAN, PROPOSE_FR, "oui mais en premier dans la tournee svp", "10 décembre",
     "dépend d'une condition"),
    (JEAN, PROPOSE_FR, "ok mais c est la premiere fois que je deplace", "10 décembre",
     "dépend d'une condition"),
    (JEAN, PROPOSE_FR, "oui mais appelez moi d'abord", "10 décembre",
     "dépend d'une condition"),
])
def test_a_conditional_yes_keeps_the_same_slot(demo: Store, email: str, opening: str,
                                               answer: str, slot: str, reason: str) -> None:
    desk = _desk(demo, email)
    assert desk.say(opening).text_id == "ask_confirm_move"
    before = desk.snapshot()
    turn = desk.say(answer)
    assert desk.snapshot() == before, turn.reply
    assert turn.asks and reason in turn.reply and slot in turn.reply, turn.reply
    assert "4 December" not in turn.reply and "4 décembre" not in turn.reply
    assert desk.say("yes" if email == SARAH else "oui").text_id == "say_moved"
    assert desk.snapshot() != before


@pytest.mark.parametrize("answer", [
    "oui merci, et bonne journée", "oui merci beaucoup", "oui c'est parfait",
    "oui merci bcp", "ok merci, bonne fin de journée",
])
def test_thanks_around_a_yes_is_consent(demo: Store, answer: str) -> None:
    desk = _desk(demo, JEAN)
    desk.say(PROPOSE_FR)
    assert desk.say(answer).text_id == "say_moved"


@pytest.mark.parametrize(("answer", "says"), [
    ("oui et remboursez-moi la livraison", "remboursement"),
    ("oui pour les deux", "une seule commande"),
    ("oui mais c'est peut etre moi", "pas un oui clair"),
])
def test_a_yes_with_more_is_asked_again_with_its_reason(demo: Store, answer: str,
                                                        says: str) -> None:
    desk = _desk(demo, JEAN)
    desk.say(PROPOSE_FR)
    before = desk.snapshot()
    turn = desk.say(answer)
    assert desk.snapshot() == before and turn.asks and says in turn.reply, turn.reply


@pytest.mark.parametrize("answer", [
    "je prefere attendre de voir avec ma femme", "je dois en parler a mon mari",
    "je vous redis ça après avoir vu avec ma femme", "I'll talk to my wife first",
])
def test_putting_off_writes_nothing_and_keeps_nothing(demo: Store, answer: str) -> None:
    desk = _desk(demo, JEAN)
    desk.say(PROPOSE_FR)
    before = desk.snapshot()
    turn = desk.say(answer)
    assert turn.text_id == "say_put_off_move" and not turn.asks
    assert desk.say("oui").text_id != "say_moved"
    assert desk.snapshot() == before


@pytest.mark.parametrize("question", [
    "c'est quoi la différence entre matin et après-midi ?", "c koi la diff entre matin et aprem",
    "le matin c'est jusqu'à quelle heure ?", "what's the difference?",
])
def test_a_question_about_the_half_days_keeps_the_list(demo: Store, question: str) -> None:
    desk = _desk(demo, JEAN)
    offered = desk.say("je voudrais decaler SO-24903 au mercredi 9").state["awaiting"]["offered"]
    before = desk.snapshot()
    turn = desk.say(question)
    assert turn.text_id == "ask_which_slot" and desk.snapshot() == before, turn.reply
    assert turn.state["awaiting"]["offered"] == offered


def test_a_half_day_said_alone_is_still_proposed(demo: Store) -> None:
    desk = _desk(demo, JEAN)
    desk.say("je voudrais decaler SO-24903 au mercredi 9")
    assert desk.say("l'apres midi svp").text_id == "ask_confirm_move"


@pytest.mark.parametrize(("answer", "text_id"), [
    ("bon ben tant pis laissez comme ca", "say_left_as_is"),
    ("non en fait laissez tomber", "say_left_as_is"),
    ("non", "ask_what_instead"), ("Non merci, ça ira", "ask_what_instead"),
])
def test_a_no_that_lets_it_be(demo: Store, answer: str, text_id: str) -> None:
    desk = _desk(demo, JEAN)
    desk.say("SO-24911 livraison a deplacer")
    before = desk.snapshot()
    assert desk.say(answer).text_id == text_id
    assert desk.snapshot() == before


def test_both_orders_one_move_at_a_time(demo: Store) -> None:
    desk = _desk(demo, CHLOE)
    desk.say("je veux decaler mes livraisons")
    turn = desk.say("les deux")
    assert turn.text_id == "ask_which_order_first" and "une commande à la fois" in turn.reply
    assert desk.say("le 1").text_id == "ask_which_slot"


def test_both_orders_for_a_status(demo: Store) -> None:
    desk = _desk(demo, CHLOE)
    desk.say("où en est ma commande ?")
    turn = desk.say("les deux")
    assert "SO-25139" in turn.reply and "SO-25114" in turn.reply and not turn.asks
