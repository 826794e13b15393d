"""After "sorry, try again" (the model could not read a message), the question asked before
still stands when it only asked for details, so the same answer fits again; a proposed write
never outlives the reply that proposed it."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import BaseMessage
from langchain_core.outputs import ChatResult

from graphs.front_door import build
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation, nodes_of


class DownWhenAsked(OfflineChatModel):
    """The offline model, timing out while `down` is set."""

    down: bool = False

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        if self.down:
            raise TimeoutError("model timed out")
        return super()._generate(messages, stop, run_manager, **kwargs)


def _failing(desk: Conversation, model: DownWhenAsked, message: str) -> None:
    model.down = True
    try:
        assert desk.say(message).text_id == "say_model_unavailable"
    finally:
        model.down = False


def test_the_customer_answers_again_after_a_failure(mem_store: Store) -> None:
    model = DownWhenAsked()
    desk = Conversation(build(), mem_store, model)
    asked = desk.say("Où en est ma commande SO-24903 ?")
    assert asked.asks and asked.state["awaiting"]["question"] == "ask_email"
    _failing(desk, model, "jean.martin@example.com")
    again = desk.say("jean.martin@example.com")
    assert again.text_id == "say_status" and "SO-24903" in again.reply


def test_staff_answer_again_which_customer_after_a_failure(mem_store: Store) -> None:
    model = DownWhenAsked()
    staff = Conversation(build(), mem_store, model, channel="staff")
    asked = staff.say("Analyse ma relation client sur l'année passée")
    assert asked.text_id == "ask_customer"
    _failing(staff, model, "John Doe")
    again = staff.say("John Doe")
    # Back to the analysis's question, not classified anew: John Doe found (no bills in
    # this small fixture's period).
    assert "classify_request" not in nodes_of(again) and again.text_id == "say_no_bills"


def test_a_proposal_does_not_outlive_a_failed_turn(mem_store: Store) -> None:
    model = DownWhenAsked()
    desk = Conversation(build(), mem_store, model, customer_email=JEAN)
    proposed = desk.say("Déplacez SO-24903 au mardi 20 au matin")
    assert proposed.text_id == "ask_confirm_move"
    before = desk.snapshot()
    _failing(desk, model, "attendez, c'est pour quelle adresse déjà ?")
    assert desk.say("oui").text_id != "say_moved"
    assert desk.snapshot() == before  # the yes came after another reply: nothing written
