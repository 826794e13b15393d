"""Real model servers: json_mode for servers that only offer json_object, the model settings
(temperature, max tokens, timeout), failed attempts counted, a wrong setting in one line."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

import pytest
from pydantic import SecretStr

from graphs.care_desk import builder
from services.llm.factory import make_model
from services.settings import Settings, SettingsError, load_settings
from services.store import Store
from tests.harness import Conversation
from tests.integration.test_openai_path import MESSAGE, PICK, REQUEST
from tests.openai_server import FakeOpenAI, serve


def settings_for(url: str, **values: Any) -> Settings:
    return Settings(openai_api_key=SecretStr("sk-local"), openai_base_url=f"{url}/v1",
                    model="small-model", **values)


def test_json_mode_works_on_a_server_that_only_offers_json_object(mem_store: Store) -> None:
    fake = FakeOpenAI({"CareRequest": [REQUEST], "SlotPick": [PICK]}, json_object_only=True)
    with serve(fake.app) as url:
        desk = Conversation(builder, mem_store,
                            make_model(settings_for(url, structured_output="json_mode")),
                            confirm_writes=False)
        turn = desk.say(MESSAGE)
    assert turn.text_id == "say_moved"
    assert {b.order: b.slot for b in desk.snapshot().bookings}["SO-24903"] == "2026-10-20-AM"
    assert turn.model_calls == 2 and turn.model_failures == 0
    for request in fake.requests:
        assert request["response_format"] == {"type": "json_object"}
        assert "tools" not in request
        system, human = request["messages"]
        assert system["role"] == "system" and "only fill the fields" in system["content"]
        assert "Answer with one JSON object" in system["content"]
        assert human["role"] == "user" and "Answer with one JSON object" not in human["content"]
    assert '"title": "CareRequest"' in fake.requests[0]["messages"][0]["content"]
    assert '"title": "SlotPick"' in fake.requests[1]["messages"][0]["content"]


@pytest.mark.parametrize("method", ["json_schema", "function_calling"])
def test_other_methods_fail_there_and_every_attempt_is_counted(
    mem_store: Store, method: str
) -> None:
    fake = FakeOpenAI({"CareRequest": [REQUEST]}, json_object_only=True)
    with serve(fake.app) as url:
        desk = Conversation(builder, mem_store,
                            make_model(settings_for(url, structured_output=method)),
                            confirm_writes=False)
        before = desk.snapshot()
        turn = desk.say(MESSAGE)
    assert turn.text_id == "say_model_unavailable" and desk.snapshot() == before
    assert len(fake.requests) == 3
    assert turn.model_calls == 3 and turn.model_failures == 3
    assert all("400" in e and "json_object" in e for e in turn.model_errors), turn.model_errors


@pytest.mark.parametrize(("failures", "error"), [
    ([500, 500, 500], "Error code: 500"),
    (["{not json", "{not json", "{not json"], "ValidationError"),
    ([{"intent": "fly"}] * 3, "ValidationError"),
])
def test_three_failed_tries_count_three_calls_and_three_failures(
    mem_store: Store, failures: list[Any], error: str
) -> None:
    fake = FakeOpenAI({"CareRequest": list(failures)})
    with serve(fake.app) as url:
        desk = Conversation(builder, mem_store, make_model(settings_for(url)),
                            confirm_writes=False)
        turn = desk.say(MESSAGE)
    assert turn.text_id == "say_model_unavailable"
    assert (turn.model_calls, turn.model_failures) == (3, 3)
    assert len(turn.model_errors) == 3 and all(error in e for e in turn.model_errors)


def test_temperature_max_tokens_and_timeout_reach_the_server(mem_store: Store) -> None:
    fake = FakeOpenAI({"CareRequest": [REQUEST, 2.0, 2.0, 2.0], "SlotPick": [PICK]})
    with serve(fake.app) as url:
        model = make_model(settings_for(url, temperature=0.4, max_tokens=300,
                                        llm_timeout_s=0.3))
        desk = Conversation(builder, mem_store, model, confirm_writes=False)
        assert desk.say(MESSAGE).text_id == "say_moved"
        first = fake.requests[0]
        assert first["temperature"] == 0.4
        # compatible servers read max_tokens (llama.cpp, vLLM, Ollama, llama-cpp-python)
        assert first["max_tokens"] == 300 and "max_completion_tokens" not in first
        slow = desk.say("Où en est SO-24903 ?")
    assert slow.text_id == "say_model_unavailable"
    assert slow.model_failures == 3 and all("Timeout" in e for e in slow.model_errors)


def test_openai_itself_gets_max_completion_tokens() -> None:
    model = make_model(Settings(openai_api_key=SecretStr("sk"), max_tokens=50))
    payload = model._get_request_payload([("user", "hi")])  # type: ignore[attr-defined]
    assert payload["max_completion_tokens"] == 50 and "max_tokens" not in payload


@pytest.mark.parametrize(("variable", "value", "expected"), [
    ("COMPTOIR_STRUCTURED_OUTPUT", "json",
     "COMPTOIR_STRUCTURED_OUTPUT='json': expected 'json_schema', 'function_calling' or "
     "'json_mode'"),
    ("COMPTOIR_TEMPERATURE", "hot", "COMPTOIR_TEMPERATURE='hot'"),
    ("COMPTOIR_MAX_TOKENS", "0", "COMPTOIR_MAX_TOKENS='0': expected greater than or equal to 1"),
])
def test_a_wrong_setting_is_one_line_naming_the_allowed_values(
    monkeypatch: pytest.MonkeyPatch, variable: str, value: str, expected: str
) -> None:
    monkeypatch.setenv(variable, value)
    with pytest.raises(SettingsError) as raised:
        load_settings()
    assert expected in str(raised.value) and "\n" not in str(raised.value)


def test_the_command_prints_a_wrong_setting_in_one_line(tmp_path) -> None:  # type: ignore[no-untyped-def]
    env = {**os.environ, "COMPTOIR_STRUCTURED_OUTPUT": "tools", "OPENAI_API_KEY": "sk-x",
           "DATABASE_URL": f"sqlite:///{tmp_path}/c.db"}
    done = subprocess.run([sys.executable, "-m", "comptoir.cli", "ask", "bonjour"], env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.strip().splitlines() == [
        "comptoir: Invalid setting: COMPTOIR_STRUCTURED_OUTPUT='tools': expected "
        "'json_schema', 'function_calling' or 'json_mode'"]
