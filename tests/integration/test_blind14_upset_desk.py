"""blind14 care_upset through the care desk graph: anger told with a status is answered
with the status and who handles complaints, never a refusal of a compensation nobody asked;
a remedy asked still gets that refusal. Nothing is written."""

from __future__ import annotations

import pytest

from graphs.care_desk import builder
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation


def _desk(store: Store) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), customer_email=JEAN)


@pytest.mark.parametrize("message", [
    "ur company is a disgrace. SO-24903 status. now.",
    "c'est une honte, où en est SO-24903 ???",
    "SO-24903 est en retard, c'est inadmissible",
])
def test_anger_with_a_status_refuses_no_compensation(mem_store: Store, message: str) -> None:
    desk = _desk(mem_store)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.text_id == "say_status_complaint", turn.reply
    assert "SO-24903" in turn.reply
    assert "compensation" not in turn.reply and "dédommagement" not in turn.reply, turn.reply
    assert "phone" in turn.reply or "téléphone" in turn.reply


@pytest.mark.parametrize(("message", "says"), [
    ("SO-24903 is late, this is unacceptable, I want compensation", "compensation"),
    ("ma commande SO-24903 a du retard, c'est une honte, je veux un geste commercial",
     "dédommagement"),
])
def test_a_remedy_asked_is_still_refused(mem_store: Store, message: str, says: str) -> None:
    desk = _desk(mem_store)
    turn = desk.say(message)
    assert turn.text_id == "say_status_complaint", turn.reply
    assert says in turn.reply


@pytest.mark.parametrize("answer", [
    "super, encore un retard, merci bien", "yes because that worked SO well last time",
    "oui mais c'est la dernière fois que je me fais avoir, je vous préviens",
])
def test_a_sarcastic_answer_writes_nothing_and_is_said_unclear(mem_store: Store,
                                                                answer: str) -> None:
    desk = _desk(mem_store)
    desk.say("Déplacez SO-24903 au mardi 20 au matin")
    before = desk.snapshot()
    turn = desk.say(answer)
    assert desk.snapshot() == before
    assert turn.asks, turn.reply
    for wrong in ("autre demande", "another request", "livreur", "driver"):
        assert wrong not in turn.reply, turn.reply
    assert "oui clair" in turn.reply or "clear yes" in turn.reply, turn.reply
