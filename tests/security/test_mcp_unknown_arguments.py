"""An MCP tool call with an argument the tool does not take.

The SDK's argument model ignores what it does not declare, so a call with a misspelt
`idempotency_kye` moved a delivery without the key its caller thought it sent (a retry then
moved it again), and `{"order_number": ..., "customer": "someone else"}` ran as if the extra
said something. Now it is a tool error naming the unknown argument(s) and the ones the tool
takes, and nothing runs; `tools/list` says so too (`additionalProperties: false`)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from services.models import AuditEntry
from services.store import Store
from tests.security.conftest import MCP_KEYS


def call(client: TestClient, headers: dict[str, str], name: str,
         arguments: dict[str, Any]) -> dict[str, Any]:
    answer = client.post("/mcp", headers=headers, json={
        "jsonrpc": "2.0", "id": 7, "method": "tools/call",
        "params": {"name": name, "arguments": arguments}})
    assert answer.status_code == 200, answer.text
    result: dict[str, Any] = answer.json()["result"]
    return result


@pytest.mark.parametrize(("name", "arguments", "unknown"), [
    ("get_order", {"order_number": "SO-24903", "verbose": True}, "verbose"),
    ("get_order", {"order_number": "SO-24903", "customer": "x", "ctx": 1}, "ctx, customer"),
    ("list_free_slots", {"order_number": "SO-24903", "limt": 3}, "limt"),
])
def test_an_unknown_argument_is_a_tool_error_naming_it(
        mcp_session: tuple[TestClient, dict[str, str]], name: str, arguments: dict[str, Any],
        unknown: str) -> None:
    client, headers = mcp_session
    result = call(client, headers, name, arguments)
    assert result["isError"] is True
    message = result["content"][0]["text"]
    assert message.startswith(f"Invalid arguments for {name}: unknown argument(s) {unknown};")
    assert "order_number" in message and "\n" not in message


def test_a_misspelt_idempotency_key_writes_nothing(
        mcp_session: tuple[TestClient, dict[str, str]], store: Store) -> None:
    client, headers = mcp_session
    with store.sessions() as db:
        before = len(db.scalars(select(AuditEntry)).all())
    slots = call(client, headers, "list_free_slots", {"order_number": "SO-24903"})
    slot = slots["structuredContent"]["slots"][0]["id"]
    result = call(client, headers, "reschedule_delivery", {
        "order_number": "SO-24903", "slot_id": slot, "idempotency_kye": "move-1"})
    assert result["isError"] is True and "idempotency_kye" in result["content"][0]["text"]
    with store.sessions() as db:
        assert len(db.scalars(select(AuditEntry)).all()) == before


def test_known_arguments_still_work_and_the_schema_says_no_others(
        mcp_session: tuple[TestClient, dict[str, str]]) -> None:
    client, headers = mcp_session
    result = call(client, headers, "get_order", {"order_number": "SO-24903"})
    assert result.get("isError") is not True, result
    listed = client.post("/mcp", headers=headers, json={
        "jsonrpc": "2.0", "id": 8, "method": "tools/list"}).json()["result"]["tools"]
    assert listed and all(t["inputSchema"]["additionalProperties"] is False for t in listed)


@pytest.mark.parametrize(("limit", "accepted"), [
    (True, False), ("3", False), (2.5, False), (None, False), (3, True), (3.0, True)])
def test_an_integer_argument_is_a_json_number(
        mcp_session: tuple[TestClient, dict[str, str]], limit: Any, accepted: bool) -> None:
    """The SDK's lax arguments read `true` as 1 and "3" as 3; the gateway's and the System
    API's bodies are strict, and so are the tools' arguments now (3.0 stays 3, as there)."""
    client, headers = mcp_session
    result = call(client, headers, "list_free_slots", {"order_number": "SO-24903",
                                                       "limit": limit})
    if accepted:
        assert result.get("isError") is not True, result
        assert len(result["structuredContent"]["slots"]) == 3
    else:
        assert result["isError"] is True
        assert result["content"][0]["text"].startswith(
            "Invalid arguments for list_free_slots: limit: ")


@pytest.mark.parametrize("given", ["true", 1, "yes"])
def test_a_boolean_argument_is_a_json_boolean(store: Store, given: Any) -> None:
    from pydantic import ValidationError

    from tools.mcp_server import build_mcp, parse_keys

    server = build_mcp(store, parse_keys(MCP_KEYS))
    model = server._tool_manager.get_tool("find_bills").fn_metadata.arg_model
    assert model.model_validate({"status": "any", "oldest_first": True}).oldest_first is True
    with pytest.raises(ValidationError):
        model.model_validate({"status": "any", "oldest_first": given})
