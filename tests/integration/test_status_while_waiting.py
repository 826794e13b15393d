"""A status question asked while a yes/no question or a slot list waits: the order's status
is told, then the same question is asked again (nothing written until the answer)."""

from __future__ import annotations

import pytest

from graphs.care_desk import builder
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation

PROPOSE_FR = "Je voudrais déplacer SO-24903 au jeudi 22 octobre au matin"
PROPOSE_EN = "Please move SO-24903 to Thursday 22 October in the morning"
LIST_FR = "Déplacez SO-24903 un matin la semaine prochaine"
LIST_EN = "Please move SO-24903 to a morning next week"


@pytest.mark.parametrize(("opening", "question", "status"), [
    (PROPOSE_FR, "attendez, c'est quoi déjà le statut de la commande ?", "en fabrication"),
    (PROPOSE_FR, "et elle en est où, la fabrication ?", "en fabrication"),
    (PROPOSE_FR, "elle est à quelle étape ?", "en fabrication"),
    (PROPOSE_EN, "wait, what's the status of the order again?", "in production"),
    (PROPOSE_EN, "what stage is it at?", "in production"),
])
def test_a_status_question_while_a_yes_no_waits(
        mem_store: Store, opening: str, question: str, status: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    assert desk.say(opening).text_id == "ask_confirm_move"
    before = desk.snapshot()
    turn = desk.say(question)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_still_move" and turn.asks
    assert status in turn.reply and "SO-24903" in turn.reply
    assert turn.reply.index(status) < turn.reply.index("?")
    assert desk.say("oui" if opening == PROPOSE_FR else "yes").text_id == "say_moved"


@pytest.mark.parametrize(("opening", "question", "status"), [
    (LIST_FR, "ah et aussi c'est quoi l'étape actuelle ?", "en fabrication"),
    (LIST_FR, "où en est la commande au fait ?", "en fabrication"),
    (LIST_EN, "and where is my order at right now?", "in production"),
])
def test_a_status_question_while_a_list_waits(
        mem_store: Store, opening: str, question: str, status: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    listed = desk.say(opening)
    assert listed.text_id == "ask_which_slot"
    before = desk.snapshot()
    turn = desk.say(question)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_which_slot"
    assert turn.state["awaiting"]["offered"] == listed.state["awaiting"]["offered"]
    assert turn.reply.index(status) < turn.reply.index("1. ")
    assert desk.say("1").text_id == "say_moved"


@pytest.mark.parametrize(("opening", "again"), [
    (PROPOSE_FR, "bon, vous pouvez la déplacer alors ?"),
    (PROPOSE_EN, "so can you move it then?"),
    (LIST_FR, "bon, vous pouvez la déplacer alors ?"),
    (LIST_EN, "so can you move it then?"),
])
def test_the_write_asked_for_again_is_no_question_of_its_own(
        mem_store: Store, opening: str, again: str) -> None:
    """After a status interlude, "vous pouvez la déplacer alors ?" asks for the very move the
    question or the list is about: never "I cannot answer that question here"; the move is
    proposed (or the slots listed) again, and nothing moves until the answer."""
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    first = desk.say(opening)
    desk.say("where is my order at?" if "Please" in opening else "elle en est où ma commande ?")
    before = desk.snapshot()
    turn = desk.say(again)
    assert desk.snapshot() == before
    assert turn.asks and turn.text_id in ("ask_confirm_move", "ask_still_move",
                                          "ask_which_slot"), turn.reply
    assert "cette question ici" not in turn.reply and "that question here" not in turn.reply
    assert first.text_id in ("ask_confirm_move", "ask_which_slot")
