"""The billing tool loop on an OpenAI-compatible server: native tool calls, or structured
output for servers and models without tool calling (`COMPTOIR_TOOL_CALLING`)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import SecretStr

from graphs.billing import builder
from services.llm.factory import make_model
from services.settings import Settings
from services.store import Store
from tests.conftest import fresh_store
from tests.harness import Conversation
from tests.integration.test_analytics import hand_fixture
from tests.openai_server import FakeOpenAI, serve

QUESTION = "Quelles factures d'Émilie Lefèvre sont en retard ?"
# understand_billing's reading (one request before the loop): a list of bills.
READING = {"customer_name": "Émilie Lefèvre", "asks": "bills", "status": None,
           "all_customers": False, "period_words": None, "follow_up": False, "language": "fr"}


def loop_requests(fake: FakeOpenAI) -> list[dict[str, Any]]:
    """The tool loop's requests (without understand_billing's)."""
    return [r for r in fake.requests if "BillingRequest" not in json.dumps(r)]


@pytest.fixture
def store() -> Iterator[Store]:
    s = fresh_store("sqlite://", hand_fixture())
    yield s
    s.engine.dispose()


def desk_on(url: str, store: Store, tool_calling: str, structured: str = "json_schema"
            ) -> Conversation:
    settings = Settings(openai_api_key=SecretStr("sk-local"), openai_base_url=f"{url}/v1",
                        model="test-model", tool_calling=tool_calling,  # type: ignore[arg-type]
                        structured_output=structured)  # type: ignore[arg-type]
    return Conversation(builder, store, make_model(settings), channel="staff")


def _assert_overdue_answer(turn: Any) -> None:
    assert turn.text_id == "billing_answer"
    assert "F3" in turn.reply and "F5" not in turn.reply and "150,00\u00a0€" in turn.reply
    gates = [e["active"] for e in turn.trace if e.get("kind") == "gate"]
    assert gates == [["search_customer", "find_bills"], ["list_bills", "unpaid_bills"],
                     ["get_bill"]]


def test_native_tool_calls(store: Store) -> None:
    # The fake server calls the first tool offered, with the arguments scripted for it.
    fake = FakeOpenAI({
        "search_customer": [{"query": "Émilie Lefèvre"}],
        "list_bills": [{"customer_id": "C-1", "start": "2025-01-01", "end": "2025-12-31"}],
        "get_bill": [None],  # stops calling tools
        "BillingRequest": [READING],
    })
    with serve(fake.app) as url:
        turn = desk_on(url, store, "native").say("Factures d'Émilie Lefèvre en 2025 ?")
    assert turn.text_id == "billing_answer" and "F3" in turn.reply
    requests = loop_requests(fake)
    assert [r["tools"][0]["function"]["name"] for r in requests] == [
        "search_customer", "list_bills", "get_bill"]
    assert requests[0]["tool_choice"] == "required"
    assert requests[2]["tool_choice"] == "auto"
    assert all("response_format" not in r for r in requests)
    assert any(m["role"] == "tool" for m in requests[1]["messages"])


def test_structured_output_instead_of_tool_calls(store: Store) -> None:
    fake = FakeOpenAI({"ToolStep": [
        {"tool": "search_customer", "arguments": {"query": "Émilie Lefèvre"}},
        {"tool": "unpaid_bills", "arguments": {"customer_id": "C-1", "overdue_only": True}},
        {"tool": "none", "arguments": {}},
    ], "BillingRequest": [READING]})
    with serve(fake.app) as url:
        turn = desk_on(url, store, "structured_output").say(QUESTION)
    _assert_overdue_answer(turn)
    requests = loop_requests(fake)
    assert len(requests) == 3 and turn.model_calls == 4  # understand_billing, 3 loop steps
    for request in requests:
        assert "tools" not in request  # no tool calling asked of the server
        assert all(m["role"] in ("system", "user", "assistant") for m in request["messages"])
    schemas = [r["response_format"]["json_schema"]["schema"] for r in requests]
    # The gate still decides: only the active tools may be named, and "none" only when the
    # model may stop.
    assert schemas[0]["properties"]["tool"]["enum"] == ["search_customer", "find_bills"]
    assert schemas[1]["properties"]["tool"]["enum"] == ["list_bills", "unpaid_bills"]
    assert schemas[2]["properties"]["tool"]["enum"] == ["get_bill", "none"]
    third = requests[2]["messages"]
    assert "Result of unpaid_bills" in json.dumps(third, ensure_ascii=False)


def test_structured_output_on_a_server_with_json_object_only(store: Store) -> None:
    """llama-cpp-python's server: no tools, no json_schema; json_mode + structured_output."""
    fake = FakeOpenAI({"ToolStep": [
        {"tool": "search_customer", "arguments": {"query": "Émilie Lefèvre"}},
        {"tool": "unpaid_bills", "arguments": {"customer_id": "C-1", "overdue_only": True}},
        {"tool": "none", "arguments": {}},
    ], "BillingRequest": [READING]}, json_object_only=True)
    with serve(fake.app) as url:
        turn = desk_on(url, store, "structured_output", "json_mode").say(QUESTION)
    _assert_overdue_answer(turn)
    for request in loop_requests(fake):
        system = [m for m in request["messages"] if m["role"] == "system"]
        assert len(system) == 1 and request["messages"][0]["role"] == "system"
        # The tools offered at the step are in the one system message.
        assert any(f"- {name}:" in system[0]["content"]
                   for name in ("search_customer", "unpaid_bills", "get_bill"))


def test_structured_output_naming_a_tool_out_of_turn_is_refused_in_words(store: Store) -> None:
    fake = FakeOpenAI({"ToolStep": [
        {"tool": "get_bill", "arguments": {"number": "F3"}},  # not offered: refused
        {"tool": "search_customer", "arguments": {"query": "Émilie Lefèvre"}},
        {"tool": "unpaid_bills", "arguments": {"customer_id": "C-1", "overdue_only": True}},
        {"tool": "none", "arguments": {}},
    ], "BillingRequest": [READING]})
    with serve(fake.app) as url:
        turn = desk_on(url, store, "structured_output").say(QUESTION)
    assert turn.text_id == "billing_answer" and "F3" in turn.reply
    refused = [e for e in turn.trace if e.get("kind") == "tool" and not e["ok"]]
    assert refused and refused[0]["code"] == "not_active"


def test_a_tool_never_run_says_nothing_about_the_data(store: Store) -> None:
    """A model that keeps calling a tool not offered (a bill number it made up) runs nothing:
    the reply never says "no bill F-9999", a claim the service never made."""
    refused = {"tool": "get_bill", "arguments": {"number": "F-9999"}}
    fake = FakeOpenAI({"ToolStep": [refused] * 12})
    with serve(fake.app) as url:
        turn = desk_on(url, store, "structured_output").say(QUESTION)
    ran = [e for e in turn.trace if e.get("kind") == "tool"]
    assert ran and all(e["code"] == "not_active" for e in ran)
    assert turn.text_id != "say_no_bill" and "F-9999" not in turn.reply


def test_structured_output_failures_end_in_a_fixed_text(store: Store) -> None:
    fake = FakeOpenAI({"ToolStep": ["{not json", {"tool": "none", "arguments": {}}, 500],
                       "BillingRequest": [{**READING, "language": "en"}]})
    with serve(fake.app) as url:
        turn = desk_on(url, store, "structured_output").say(
            "Which of Émilie Lefèvre's bills are overdue?")
    # "none" where a call is required is a failed step too; three failures, a fixed text
    # in the question's language.
    assert turn.text_id == "say_model_unavailable" and turn.reply.startswith("Sorry")


def test_a_wrong_tool_calling_setting_is_refused() -> None:
    with pytest.raises(ValueError, match="tool_calling"):
        Settings(tool_calling="maybe")  # type: ignore[arg-type]
