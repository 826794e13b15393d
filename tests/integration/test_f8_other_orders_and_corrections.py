"""What testers saw on the demo data (Wednesday 2 December 2026, 14:30): "my other order"
from a customer who has none, a yes or no that moves the request to another order, a
correction of the day said to a move proposal held while another order's status was told,
and a yes said to "which order?". Nothing is written on any of those words."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime

import pytest

from graphs.front_door import builder
from services.demo import demo_fixture
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.harness import Conversation, nodes_of

NOW = datetime.fromisoformat("2026-12-02T14:30:00+01:00")
JEAN, LUC = "jean.martin@example.com", "luc.bernard7@example.com"
MOVE = "je voudrais déplacer la livraison de SO-24903 au jeudi 10 au matin"


@pytest.fixture(name="store")
def demo_store() -> Iterator[Store]:
    store = fresh_store("sqlite://", demo_fixture(NOW))
    yield store
    store.engine.dispose()


def desk(store: Store, email: str) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), customer_email=email,
                        now=NOW.isoformat())


@pytest.mark.parametrize("message", [
    "oui, et déplacez aussi mon autre commande",
    "oui et deplacez aussi mon autre commande",
    "yes, and move my other order too",
    "oui, et vérifiez également mon autre commande",
    "oui et où en est mon autre commande ?",
    "ok, and where is my other order?",
])
def test_no_other_order_drops_the_request_and_asks_the_case_again(
        store: Store, message: str) -> None:
    luc = desk(store, LUC)
    assert luc.say("ma commande SO-25104 est arrivée abîmée").asks
    before = luc.snapshot()
    turn = luc.say(message)
    assert luc.snapshot() == before  # a yes with more words opens nothing
    assert "say_no_other_order" in nodes_of(turn) and "SO-25104" in turn.reply
    assert turn.asks and turn.state["awaiting"]["question"] == "ask_again_damage_case"
    assert not turn.state.get("queue")
    opened = luc.say("oui")
    assert luc.snapshot() != before and "say_damage_case" in nodes_of(opened)


def test_the_other_order_when_there_is_one(store: Store) -> None:
    jean = desk(store, JEAN)
    jean.say("mon fauteuil SO-24870 est arrivé abîmé")
    turn = jean.say("oui, et déplacez aussi mon autre commande")
    assert "ask_which_order" in nodes_of(turn)
    assert turn.state["awaiting"]["orders"] == ["SO-24911", "SO-24903"]


@pytest.mark.parametrize("message", [
    "oui mais pour SO-24911",
    "oui mais pr SO-24911",
    "non, pour l'autre commande",
    "no, it's for my other order",
    "yes but for SO-24911 instead",
    "c'est pour la SO-24911 en fait",
    "non c'est pour la commande 24911",
])
def test_a_yes_or_no_for_another_order_asks_the_same_request_there(
        store: Store, message: str) -> None:
    jean = desk(store, JEAN)
    jean.say(MOVE)
    before = jean.snapshot()
    turn = jean.say(message)
    assert jean.snapshot() == before
    assert turn.asks and turn.state["awaiting"]["question"] == "ask_confirm_late_case"
    assert turn.state["awaiting"]["pending"]["order_number"] == "SO-24911"
    assert "say_status" not in nodes_of(turn)


@pytest.mark.parametrize(("message", "question"), [
    ("oui, et où en est ma commande SO-24911 ?", "say_status"),  # a status, then asked again
    ("oui, et pour SO-24911 aussi", None),  # adds a request: never the proposal taken back
    ("non", "ask_what_instead"),
    ("non merci", "ask_what_instead"),
])
def test_near_misses_of_another_order(store: Store, message: str, question: str | None
                                      ) -> None:
    jean = desk(store, JEAN)
    jean.say(MOVE)
    before = jean.snapshot()
    turn = jean.say(message)
    assert jean.snapshot() == before
    if question is not None:
        assert question in nodes_of(turn)
    if message.startswith("oui"):
        assert "SO-24903" in turn.reply


@pytest.mark.parametrize(("message", "slot"), [
    ("non, plutôt le 12", "2026-12-12-AM"),
    ("non plutot le 12", "2026-12-12-AM"),
    ("no, the 12th instead", "2026-12-12-AM"),
    ("oui mais plutot le 11", "2026-12-11-AM"),
    ("non, le 14 au matin plutôt", "2026-12-14-AM"),
])
def test_a_day_corrected_refers_to_the_held_move(store: Store, message: str, slot: str
                                                 ) -> None:
    jean = desk(store, JEAN)
    jean.say(MOVE)
    held = jean.say("oui, et où en est ma commande SO-24911 ?")
    assert held.state["awaiting"]["pending"]["order_number"] == "SO-24903"
    before = jean.snapshot()
    turn = jean.say(message)
    assert jean.snapshot() == before
    pending = turn.state["awaiting"]["pending"]
    assert pending["action"] == "move" and pending["order_number"] == "SO-24903"
    assert pending["slot_id"] == slot
    assert jean.say("oui").state["move"]["result"]["order"] == "SO-24903"


@pytest.mark.parametrize("answer", ["oui", "ok", "yes please", "oui d'accord", "sure"])
def test_a_yes_to_which_order_lists_them_again(store: Store, answer: str) -> None:
    jean = desk(store, JEAN)
    first = jean.say("un meuble est arrivé abîmé et je veux savoir où en est ma commande")
    listed = first.state["awaiting"]["orders"]
    before = jean.snapshot()
    turn = jean.say(answer)
    assert jean.snapshot() == before
    assert turn.state["awaiting"]["question"] == "ask_which_order"
    assert turn.state["awaiting"]["orders"] == listed
    assert "ask_details" not in nodes_of(turn)
    assert all(n in turn.reply for n in listed)
    picked = jean.say("2")
    assert picked.state["details"]["order_number"] == listed[1]


@pytest.mark.parametrize(("answer", "node"), [
    # the status and the move asked together (g1): the status is read, then the slots listed
    ("2", "read_other_orders"),
    ("non merci", "say_queue_dropped"),
    ("SO-24903", "read_order"),
])
def test_real_answers_to_which_order_still_work(store: Store, answer: str, node: str) -> None:
    jean = desk(store, JEAN)
    jean.say("where is my order and I want to move my delivery")
    assert node in nodes_of(jean.say(answer)) or answer.startswith("SO")
