"""A JSON-RPC message that is not one well-formed request, notification or response.

The SDK answered one (a batch, `"jsonrpc": "1.0"`, no `jsonrpc`, `params` that is not an
object) with pydantic's dump of its four-way union: six multi-line errors naming the SDK's
classes, echoing the body, linking pydantic's pages and its version, under code -32602
(invalid *params*). Now it is a 400 with JSON-RPC's -32600 "Invalid Request" and one line
saying what is wrong and what to send, like every other surface's bad input. A body that is
not JSON stays the SDK's own parse error (-32700), which says so in one line already.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient

LIST = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}



MALFORMED: list[tuple[Any, str]] = [
    ([LIST], "batch"),
    ([], "batch"),
    ("tools/list", "object"),
    (5, "object"),
    ({"id": 3, "method": "tools/list"}, "jsonrpc"),
    ({"jsonrpc": "1.0", "id": 3, "method": "tools/list"}, "jsonrpc"),
    ({"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": 5}, "params"),
    ({"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": [1]}, "params"),
    ({"jsonrpc": "2.0", "id": 3, "method": 7}, "method"),
    ({"jsonrpc": "2.0", "id": {"x": 1}, "method": "tools/list"}, "id"),
    ({"jsonrpc": "2.0", "id": True, "method": "tools/list"}, "id"),
    ({"jsonrpc": "2.0", "id": None, "method": "tools/list"}, "id"),
    ({"jsonrpc": "2.0", "id": 3.5, "method": "tools/list"}, "id"),
    ({"jsonrpc": "2.0", "id": 3}, "method"),
]


@pytest.mark.parametrize(("body", "named"), MALFORMED)
def test_a_malformed_message_is_one_line_invalid_request(
        mcp_session: tuple[TestClient, dict[str, str]], body: Any, named: str) -> None:
    client, headers = mcp_session
    response = client.post("/mcp", json=body, headers=headers)
    assert response.status_code == 400, response.text
    answer = response.json()
    assert answer["jsonrpc"] == "2.0" and answer["id"] is None
    error = answer["error"]
    assert error["code"] == -32600
    message = error["message"]
    assert message.startswith("Invalid Request: ") and named in message
    assert "\n" not in message and "pydantic" not in message and "input_value" not in message
    assert len(message) < 240


def test_well_formed_messages_still_pass(mcp_session: tuple[TestClient, dict[str, str]]) -> None:
    client, headers = mcp_session
    listed = client.post("/mcp", json=LIST, headers=headers)
    assert listed.status_code == 200 and "get_order" in listed.text
    named = client.post("/mcp", json={**LIST, "id": "req-1"}, headers=headers)
    assert named.status_code == 200 and named.json()["id"] == "req-1"
    called = client.post("/mcp", json={"jsonrpc": "2.0", "id": 4, "method": "tools/call",
                                       "params": {"name": "get_order", "arguments": {
                                           "order_number": "SO-24903"}}}, headers=headers)
    assert called.status_code == 200 and "SO-24903" in called.text
    ping = client.post("/mcp", json={"jsonrpc": "2.0", "id": 5, "method": "ping"},
                       headers=headers)
    assert ping.status_code == 200 and ping.json()["result"] == {}


def test_a_body_that_is_not_json_keeps_the_parse_error(
        mcp_session: tuple[TestClient, dict[str, str]]) -> None:
    client, headers = mcp_session
    response = client.post("/mcp", content=b"{not json", headers=headers)
    assert response.status_code == 400
    assert response.json()["error"]["code"] == -32700


@pytest.mark.parametrize(("params", "named"), [
    ({"name": "get_order", "arguments": ["SO-24903"]}, "params.arguments"),
    ({"name": "get_order", "arguments": "SO-24903"}, "params.arguments"),
    ({"name": 5, "arguments": {}}, "params.name"),
    ({"arguments": {}}, "params.name"),
])
def test_a_tool_call_without_a_name_or_with_arguments_that_are_no_object_says_which(
        mcp_session: tuple[TestClient, dict[str, str]], params: dict[str, Any], named: str) -> None:
    """The SDK answered these "Invalid request parameters" (-32602), naming nothing."""
    client, headers = mcp_session
    response = client.post("/mcp", json={"jsonrpc": "2.0", "id": 9, "method": "tools/call",
                                         "params": params}, headers=headers)
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["code"] == -32600 and named in error["message"]


@pytest.mark.parametrize("media", ["text/plain", "application/x-www-form-urlencoded",
                                   "Application/JSON", ""])
def test_a_body_of_another_media_type_is_a_json_rpc_error_saying_what_to_send(
        mcp_session: tuple[TestClient, dict[str, str]], media: str) -> None:
    """The SDK answered "Invalid Content-Type header" in plain text (a 400)."""
    client, headers = mcp_session
    response = client.post("/mcp", content=json.dumps(LIST).encode(),
                           headers={**headers, "Content-Type": media})
    assert response.status_code == 415, response.text
    error = response.json()["error"]
    assert error["code"] == -32600 and "Content-Type: application/json" in error["message"]


INIT_PARAMS = {"protocolVersion": "2025-06-18", "capabilities": {},
               "clientInfo": {"name": "test", "version": "1"}}


@pytest.mark.parametrize(("params", "named"), [
    ({k: v for k, v in INIT_PARAMS.items() if k != "clientInfo"}, "clientInfo"),
    ({**INIT_PARAMS, "clientInfo": "test"}, "clientInfo"),
    ({**INIT_PARAMS, "clientInfo": {"name": "test"}}, "clientInfo.version"),
    ({**INIT_PARAMS, "clientInfo": {"name": 5, "version": "1"}}, "clientInfo.name"),
    ({k: v for k, v in INIT_PARAMS.items() if k != "protocolVersion"}, "protocolVersion"),
    ({**INIT_PARAMS, "protocolVersion": 2025}, "protocolVersion"),
    ({**INIT_PARAMS, "capabilities": []}, "capabilities"),
])
def test_an_initialize_with_bad_params_says_which(
        mcp_session: tuple[TestClient, dict[str, str]], params: dict[str, Any],
        named: str) -> None:
    """The SDK answered "Invalid request parameters" (-32602) with empty data, naming nothing:
    a client author could not tell that `clientInfo` needs a `version`. Still -32602 (JSON-RPC's
    invalid params), now with one line naming each field and what it needs."""
    client, headers = mcp_session
    fresh = {k: v for k, v in headers.items() if k.lower() != "mcp-session-id"}
    response = client.post("/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "initialize",
                                         "params": params}, headers=fresh)
    error = response.json()["error"]
    assert error["code"] == -32602, error
    message = error["message"]
    assert message.startswith("Invalid params for initialize: ") and named in message, message
    assert "\n" not in message and "pydantic" not in message and "input_value" not in message
