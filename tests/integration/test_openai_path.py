"""The OpenAI-compatible path: ChatOpenAI against a local server that speaks the API."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import SecretStr

from graphs.care_desk import builder
from services.llm.factory import make_model
from services.llm.offline import OfflineChatModel
from services.llm.openai import ComptoirChatOpenAI
from services.settings import Settings
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation
from tests.openai_server import FakeOpenAI, Slow, serve

REQUEST = {"intent": "reschedule", "order_number": "SO-24903", "email": JEAN,
           "wished_slot": "mardi 20 au matin", "language": "fr"}
PICK = {"chosen_slot_id": "2026-10-20-AM", "offer_slot_ids": []}
MESSAGE = "Je voudrais déplacer SO-24903 au mardi 20 au matin. jean.martin@example.com"


def settings_for(url: str, method: str) -> Settings:
    return Settings(openai_api_key=SecretStr("sk-local"), openai_base_url=f"{url}/v1",
                    model="test-model", structured_output=method)  # type: ignore[arg-type]


def test_factory_without_a_key_is_offline() -> None:
    assert isinstance(make_model(Settings(openai_api_key=None)), OfflineChatModel)


@pytest.mark.parametrize("method", ["json_schema", "function_calling"])
def test_reschedule_through_an_openai_compatible_server(mem_store: Store, method: str) -> None:
    fake = FakeOpenAI({"CareRequest": [REQUEST], "SlotPick": [PICK]})
    with serve(fake.app) as url:
        model = make_model(settings_for(url, method))
        assert isinstance(model, ComptoirChatOpenAI)
        desk = Conversation(builder, mem_store, model)
        turn = desk.say(MESSAGE)
        assert turn.text_id == "ask_confirm_move"  # proposed: the customer confirms first
        assert turn.model_calls == 2 and turn.prompt_tokens == 2 * 321
        done = desk.say("oui")
    assert done.text_id == "say_moved" and done.model_calls == 0
    assert {b.order: b.slot for b in desk.snapshot().bookings}["SO-24903"] == "2026-10-20-AM"
    assert not turn.tokens_estimated
    first, second = fake.requests
    assert first["model"] == "test-model"
    system, human = first["messages"]
    assert system["role"] == "system" and "only fill the fields" in system["content"]
    assert human["role"] == "user"
    assert f"<customer_message>\n{MESSAGE}\n</customer_message>" in human["content"]
    if method == "json_schema":
        assert first["response_format"]["json_schema"]["name"] == "CareRequest"
    else:
        assert first["tools"][0]["function"]["name"] == "CareRequest"
    slots = json.loads(human_section(second, "free_slots"))
    assert "2026-10-20-AM" in [s["id"] for s in slots]


def human_section(request: dict[str, Any], name: str) -> str:
    content = request["messages"][1]["content"]
    return str(content.split(f"<{name}>\n", 1)[1].split(f"\n</{name}>", 1)[0])


@pytest.mark.parametrize(
    "failures",
    [
        ["{not json", "{not json", "{not json"],
        [{"intent": "fly"}, {"intent": "fly"}, {"intent": "fly"}],
        [500, 500, 500],
        [429, 429, 429],
    ],
)
def test_server_failures_end_in_a_fixed_text(mem_store: Store, failures: list[Any]) -> None:
    fake = FakeOpenAI({"CareRequest": [*failures, REQUEST], "SlotPick": [PICK]})
    with serve(fake.app) as url:
        desk = Conversation(builder, mem_store, make_model(settings_for(url, "json_schema")))
        before = desk.snapshot()
        turn = desk.say(MESSAGE)
        assert turn.text_id == "say_model_unavailable"
        assert desk.snapshot() == before
        assert desk.say(MESSAGE).text_id == "ask_confirm_move"  # the conversation goes on


def test_an_http_timeout_ends_in_a_fixed_text(mem_store: Store) -> None:
    """The server answers too late three times (a valid answer, after 1.5 s): the client
    times out each time (the retry policy's three attempts), so the turn ends in the fixed
    text instead of the move; nothing is written, and the next turn works."""
    fake = FakeOpenAI({"CareRequest": [Slow(1.5, REQUEST)] * 3 + [REQUEST], "SlotPick": [PICK]})
    with serve(fake.app) as url:
        settings = settings_for(url, "json_schema").model_copy(update={"llm_timeout_s": 0.3})
        desk = Conversation(builder, mem_store, make_model(settings))
        before = desk.snapshot()
        turn = desk.say(MESSAGE)
        assert turn.text_id == "say_model_unavailable"
        assert desk.snapshot() == before
        assert len(fake.requests) >= 3   # every attempt reached the server
        assert desk.say(MESSAGE).text_id == "ask_confirm_move"
