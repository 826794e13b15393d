"""The MCP server with the official MCP client: tools, refusals, keys, origins."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from typing import Any

import anyio
import httpx
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from pydantic import SecretStr
from sqlalchemy import select

from comptoir.app import create_app
from services.audit import caller_of, caller_scoped
from services.models import AuditEntry
from services.settings import Settings
from services.store import Store
from tests.conftest import fresh_store
from tests.data import ALICE, JEAN
from tests.openai_server import serve

AUDIT_SECRET = "e2e-audit-secret-0123456789"
KEYS = {
    "staff-key-0123456": {"scopes": ["care", "staff"], "customer": None},
    "jean-key-01234567": {"scopes": ["care"], "customer": JEAN},
}


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Store]]:
    path = tmp_path_factory.mktemp("mcp") / "store.db"
    store = fresh_store(f"sqlite:///{path}")
    settings = Settings(database_url=f"sqlite:///{path}", mcp_keys=KEYS,
                        audit_secret=SecretStr(AUDIT_SECRET))
    app = create_app(settings, store, only="mcp")
    with serve(app) as url:
        yield url, store


@pytest.fixture(scope="module")
def server(served: tuple[str, Store]) -> str:
    return served[0]


async def session_call(url: str, key: str, calls: list[tuple[str, dict[str, Any]]]
                       ) -> tuple[list[str], list[Any]]:
    http = create_mcp_http_client(headers={"Authorization": f"Bearer {key}"})
    async with http, streamable_http_client(f"{url}/mcp", http_client=http) as (read, write), \
            ClientSession(read, write) as session:
        await session.initialize()
        tools = [t.name for t in (await session.list_tools()).tools]
        results = [await session.call_tool(name, args) for name, args in calls]
    return tools, results


def text(result: Any) -> str:
    return str(result.content[0].text)


def test_tools_are_listed_and_each_one_answers(server: str) -> None:
    tools, results = anyio.run(session_call, server, "staff-key-0123456", [
        ("find_orders", {"email": JEAN}),
        ("get_order", {"order_number": "SO-24903", "email": JEAN}),
        ("list_free_slots", {"order_number": "SO-24903", "email": JEAN}),
        ("reschedule_delivery", {"order_number": "SO-24903", "email": JEAN,
                                 "slot_id": "2026-10-22-AM", "idempotency_key": "mcp-1"}),
        ("open_case", {"order_number": "SO-24870", "email": JEAN, "kind": "damage",
                       "description": "scratched", "idempotency_key": "mcp-2"}),
        ("search_customer", {"query": "doe"}),
        ("list_bills", {"customer_id": "C-003"}),
        ("unpaid_bills", {"customer_id": "C-003"}),
        ("get_bill", {"number": "F-404"}),
        ("rank_customers", {"status": "any"}),
        ("payment_delays", {}),
    ])
    assert set(tools) == {"find_orders", "get_order", "list_free_slots", "reschedule_delivery",
                          "open_case", "search_customer", "find_bills", "list_bills",
                          "unpaid_bills", "get_bill", "biggest_bill", "tally_bills",
                          "customer_orders", "rank_customers", "payment_delays",
                          "compare_periods", "compare_customers"}
    assert all(not r.is_error for r in results[:8]), [text(r) for r in results]
    assert json.loads(text(results[3]))["to_slot"]["id"] == "2026-10-22-AM"
    assert json.loads(text(results[4]))["kind"] == "damage"
    assert json.loads(text(results[5]))["customers"][0]["name"] == "John Doe"
    assert results[8].is_error and "Use list_bills" in text(results[8])
    ranked = json.loads(text(results[9]))
    assert not results[9].is_error  # the tiny data set has no bill: an empty ranking
    assert ranked["ranked"] == len(ranked["customers"]) == ranked["count"] == 0
    payers = json.loads(text(results[10]))
    assert not results[10].is_error and payers["ranked"] == len(payers["customers"]) == 0


def test_a_key_lists_only_the_tools_it_may_call(server: str) -> None:
    """A care-scoped key sees the care tools only: the staff billing tools are neither
    listed to it nor callable by it."""
    tools, [billing, unpaid, unknown] = anyio.run(session_call, server, "jean-key-01234567", [
        ("list_bills", {"customer_id": "C-003"}), ("unpaid_bills", {}),
        ("list_bills", {"customer": "C-003", "limit": 2})])
    assert set(tools) == {"find_orders", "get_order", "list_free_slots", "reschedule_delivery",
                          "open_case"}
    assert billing.is_error and "lacks the 'staff' scope" in text(billing)
    # refused before its arguments are read: the key learns nothing of what the tool takes
    for refused in (unpaid, unknown):
        assert refused.is_error and "lacks the 'staff' scope" in text(refused), text(refused)
        assert "customer_id" not in text(refused) and "Invalid arguments" not in text(refused)


def test_writes_are_recorded_as_the_keys(served: tuple[str, Store]) -> None:
    url, store = served
    _, [free] = anyio.run(session_call, url, "jean-key-01234567", [
        ("list_free_slots", {"order_number": "SO-24903"})])
    slot = json.loads(text(free))["slots"][-1]["id"]
    _, [moved] = anyio.run(session_call, url, "jean-key-01234567", [
        ("reschedule_delivery", {"order_number": "SO-24903", "slot_id": slot,
                                 "idempotency_key": "mcp-actor"})])
    assert not moved.is_error, text(moved)
    with store.sessions() as session:
        name = caller_of("jean-key-01234567", secret=AUDIT_SECRET)
        [entry] = session.scalars(select(AuditEntry).where(
            AuditEntry.idempotency_key == caller_scoped(name, "mcp-actor")))
    assert entry.actor == f"mcp:{name}"  # the key's keyed name, never the key
    assert hashlib.sha256(b"jean-key-01234567").hexdigest()[:16] not in entry.actor  # nor its hash


def test_refusals_are_informative_errors(server: str) -> None:
    _, results = anyio.run(session_call, server, "staff-key-0123456", [
        ("get_order", {"order_number": "SO-24903", "email": ALICE}),
        ("reschedule_delivery", {"order_number": "SO-24911", "email": JEAN,
                                 "slot_id": "2026-10-23-AM"}),
        ("reschedule_delivery", {"order_number": "SO-24903", "email": JEAN,
                                 "slot_id": "2026-10-21-AM"}),
        ("list_bills", {"customer_id": "42"}),
    ])
    assert all(r.is_error for r in results)
    assert "No order matches" in text(results[0])
    assert "48 hours" in text(results[1])
    assert "full" in text(results[2])
    assert "Customer not found: 42. Use search_customer first." in text(results[3])


def test_a_period_that_ends_before_it_starts_is_an_error_result(server: str) -> None:
    _, results = anyio.run(session_call, server, "staff-key-0123456", [
        ("list_bills", {"customer_id": "C-003", "start": "2025-12-31", "end": "2025-01-01"}),
        ("list_bills", {"customer_id": "C-003", "start": "2025-01-01", "end": "2025-12-31"}),
    ])
    assert results[0].is_error and "ends before it starts" in text(results[0])
    assert not results[1].is_error and json.loads(text(results[1]))["bills"] == []


def test_a_key_bound_to_a_customer_acts_as_that_customer(server: str) -> None:
    _, results = anyio.run(session_call, server, "jean-key-01234567", [
        ("find_orders", {"email": ALICE}),               # the argument is ignored
        ("get_order", {"order_number": "SO-30001"}),     # Alice's order: not found
        ("search_customer", {"query": "doe"}),           # no staff scope
    ])
    orders = json.loads(text(results[0]))["orders"]
    assert {o["email"] for o in orders} == {JEAN}
    # Alice's order is refused as not found (the same text as a missing order), and the
    # staff tool is refused for want of the staff scope: each for its own reason.
    assert results[1].is_error and "No order matches" in text(results[1])
    assert "SO-30001" not in text(results[1])
    assert results[2].is_error and "staff" in text(results[2])


def test_the_key_is_checked_on_every_request(server: str) -> None:
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "t", "version": "1"}}}
    accept = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    with httpx.Client(base_url=server) as client:
        assert client.post("/mcp", json=init, headers=accept).status_code == 401
        bad = client.post("/mcp", json=init, headers={**accept, "Authorization": "Bearer nope"})
        assert bad.status_code == 401
        ok = client.post("/mcp", json=init, headers={**accept,
                                                     "Authorization": "Bearer staff-key-0123456"})
        assert ok.status_code == 200, ok.text
        session = ok.headers.get("mcp-session-id")
        assert session
        listing = {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}}
        without_key = client.post("/mcp", json=listing,
                                  headers={**accept, "mcp-session-id": session})
        assert without_key.status_code == 401
        evil = client.post("/mcp", json=init, headers={
            **accept, "Authorization": "Bearer staff-key-0123456", "Origin": "http://evil.example"})
        assert evil.status_code in (400, 403)
        rebinding = client.post("/mcp", json=init, headers={
            **accept, "Authorization": "Bearer staff-key-0123456", "Host": "evil.example"})
        assert rebinding.status_code in (400, 421)


def test_arguments_that_fail_their_schema_are_one_short_line(server: str) -> None:
    _, results = anyio.run(session_call, server, "staff-key-0123456", [
        ("get_order", {"order_number": "SO-" + "9" * 40, "email": JEAN}),
        ("get_order", {"email": JEAN}),
        ("open_case", {"order_number": "SO-24903", "email": JEAN, "kind": "refund-me"}),
        ("reschedule_delivery", {"order_number": "SO-24903", "email": JEAN,
                                 "slot_id": "2026-10-22-AM", "idempotency_key": "a" * 400}),
    ])
    assert all(r.is_error for r in results)
    assert [text(r) for r in results] == [
        "Invalid arguments for get_order: order_number: String should have at most 32 "
        "characters.",
        "Invalid arguments for get_order: order_number: Field required.",
        "Invalid arguments for open_case: kind: Input should be 'damage', 'late_reschedule' "
        "or 'complaint'.",
        "Invalid arguments for reschedule_delivery: idempotency_key: String should have at "
        "most 300 characters.",
    ]
    assert not any("pydantic" in text(r) or "refund-me" in text(r) for r in results)


def test_a_refused_host_or_origin_names_the_setting_that_admits_it(
        server: str, tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A server reached by another name than 127.0.0.1 or localhost refuses every request
    (DNS-rebinding protection): the refusal names the value and the setting, and that
    setting, read from the environment under that name, admits it."""
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "t", "version": "1"}}}
    headers = {"Accept": "application/json, text/event-stream",
               "Content-Type": "application/json", "Authorization": "Bearer staff-key-0123456"}
    with httpx.Client(base_url=server) as client:
        host = client.post("/mcp", json=init, headers={**headers, "Host": "mcp.example.com"})
        origin = client.post("/mcp", json=init,
                             headers={**headers, "Origin": "https://agents.example.com"})
    assert host.status_code == 421
    assert host.json()["error"]["code"] == -32600
    assert "'mcp.example.com'" in host.json()["error"]["message"]
    assert "COMPTOIR_MCP_ALLOWED_HOSTS" in host.json()["error"]["message"]
    assert origin.status_code == 403
    assert "'https://agents.example.com'" in origin.json()["error"]["message"]
    assert "COMPTOIR_MCP_ALLOWED_ORIGINS" in origin.json()["error"]["message"]

    monkeypatch.setenv("COMPTOIR_MCP_ALLOWED_HOSTS", '["mcp.example.com"]')
    monkeypatch.setenv("COMPTOIR_MCP_ALLOWED_ORIGINS", '["https://agents.example.com"]')
    path = tmp_path / "store.db"
    store = fresh_store(f"sqlite:///{path}")
    settings = Settings(database_url=f"sqlite:///{path}", mcp_keys=KEYS,
                        audit_secret=SecretStr(AUDIT_SECRET))
    with serve(create_app(settings, store, only="mcp")) as url, \
            httpx.Client(base_url=url) as client:
        admitted = client.post("/mcp", json=init, headers={
            **headers, "Host": "mcp.example.com", "Origin": "https://agents.example.com"})
    assert admitted.status_code == 200, admitted.text
    assert admitted.json()["result"]["serverInfo"]
