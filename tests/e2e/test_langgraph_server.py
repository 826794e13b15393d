"""`langgraph dev` serves the graphs: threads, runs, state, graph structure, context, A2A.

Every call carries a bearer token (langgraph.json "auth": comptoir/langgraph_auth.py);
the identity comes from the token, never from the run's context.
"""

from __future__ import annotations

import os
import shutil
import sys
import uuid
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

import httpx
import pytest
from httpx import HTTPStatusError
from langgraph_sdk import get_sync_client

from services import care
from services.bootstrap import seed
from services.clock import FixedClock
from services.store import open_store
from tests.data import ALICE, JEAN, NOW, tiny_fixture
from tests.identity import bearer, issuer
from tests.openai_server import free_port, running
from tests.otlp_receiver import Received, attributes, receiving

ROOT = Path(__file__).resolve().parents[2]
CONTEXT = {"now": NOW.isoformat()}


@pytest.fixture(scope="module")
def otlp() -> Iterator[Received]:
    """Where the server exports its traces (OTEL_EXPORTER_OTLP_ENDPOINT)."""
    with receiving() as receiver:
        yield receiver


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, otlp: Received
           ) -> Iterator[tuple[str, str]]:
    work = tmp_path_factory.mktemp("lg")
    db_url = f"sqlite:///{work / 'store.db'}"
    store = open_store(db_url, clock=FixedClock(NOW))
    seed(store, tiny_fixture())
    store.engine.dispose()
    port = free_port()
    env = {
        **os.environ, "DATABASE_URL": db_url, "LANGGRAPH_CLI_NO_ANALYTICS": "1",
        "LANGGRAPH_NO_VERSION_CHECK": "true", "LANGSMITH_TRACING": "false",
        "PYTHONPATH": str(ROOT), "COMPTOIR_AUTH_ISSUER": "comptoir-demo",
        "COMPTOIR_AUTH_PUBLIC_KEY": issuer().public_pem(), "COMPTOIR_AUTH_ALGORITHMS": '["ES256"]',
        "COMPTOIR_TRUST_RUN_CLOCK": "true",  # the fixtures' dates: runs pin `now`
        "OTEL_EXPORTER_OTLP_ENDPOINT": otlp.url, "OTEL_BSP_SCHEDULE_DELAY": "200",
    }
    env.pop("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", None)
    env.pop("COMPTOIR_OTEL_ENDPOINT", None)
    env.pop("OPENAI_API_KEY", None)
    langgraph = shutil.which("langgraph", path=str(Path(sys.executable).parent))
    assert langgraph, "langgraph CLI missing: install the dev extras"
    shutil.copy(ROOT / "langgraph.json", work / "langgraph.json")
    (work / "graphs").symlink_to(ROOT / "graphs")
    (work / "comptoir").symlink_to(ROOT / "comptoir")
    url = f"http://127.0.0.1:{port}"
    with running([langgraph, "dev", "--port", str(port), "--host", "127.0.0.1", "--no-browser",
                  "--no-reload"], url=url, health="/ok", timeout_s=90, cwd=work, env=env,
                 log=work / "langgraph-dev.log"):
        yield url, db_url


def test_a_multi_turn_conversation_through_the_server(server: tuple[str, str]) -> None:
    url, db_url = server
    client = get_sync_client(url=url, headers=bearer(JEAN))
    [assistant] = client.assistants.search(graph_id="care_desk")
    thread = client.threads.create()
    first = client.runs.wait(
        thread["thread_id"], assistant["assistant_id"], context=CONTEXT,
        input={"messages": [{"role": "user", "content":
               "Je voudrais déplacer ma livraison SO-24903 un matin la semaine prochaine"}]},
    )
    assert isinstance(first, dict) and first["reply"]["id"] == "ask_which_slot"
    second = client.runs.wait(
        thread["thread_id"], assistant["assistant_id"], context=CONTEXT,
        input={"messages": [{"role": "user", "content": "le deuxième"}]},
    )
    assert isinstance(second, dict) and second["reply"]["id"] == "say_moved"
    # The customer reads the conversation in the run's output (not the thread's raw state).
    assert [m["type"] for m in second["messages"]] == ["human", "ai", "human", "ai"]
    store = open_store(db_url, clock=FixedClock(NOW))
    order = care.get_order(store, number="SO-24903", email=JEAN)
    assert order.delivery_slot is not None and order.delivery_slot.id == "2026-10-22-AM"


def test_studio_sees_the_graph_and_the_context_schema(server: tuple[str, str]) -> None:
    client = get_sync_client(url=server[0], headers=bearer(JEAN))
    [assistant] = client.assistants.search(graph_id="care_desk")
    graph = client.assistants.get_graph(assistant["assistant_id"])
    names = {node["id"] for node in graph["nodes"]}
    assert {"understand_request", "read_order", "pick_slot", "move_delivery",
            "ask_which_slot"} <= names
    schemas = client.assistants.get_schemas(assistant["assistant_id"])
    context = schemas["context_schema"]
    assert context is not None
    assert {"customer_email", "channel", "language", "now", "model"} <= set(context["properties"])
    assert "deps" not in context["properties"]  # in-process only, never a caller's field
    assert "UTC offset" in context["properties"]["now"]["description"]
    assert "never asked for it" in context["properties"]["customer_email"]["description"]
    assert not (schemas["config_schema"] or {}).get("properties")  # the context, once
    assert "move my delivery" in (assistant.get("description") or "")


@pytest.mark.parametrize("graph_id", ["front_door", "care_desk", "analysis", "billing"])
def test_every_assistant_takes_messages_and_gives_the_reply(
    server: tuple[str, str], graph_id: str
) -> None:
    staff = bearer("staff@comptoir.example", staff=True)  # only staff see every assistant
    client = get_sync_client(url=server[0], headers=staff)
    [assistant] = client.assistants.search(graph_id=graph_id)
    schemas = client.assistants.get_schemas(assistant["assistant_id"])
    assert list(schemas["input_schema"]["properties"]) == ["messages"]
    assert set(schemas["output_schema"]["properties"]) == {"messages", "reply", "trace"}
    assert assistant.get("description")


BAD_INPUTS = [
    ({"message": "Où en est SO-24903 ?"}, "unknown field(s) message"),
    ({"messages": [], "channel": "staff"}, "unknown field(s) channel"),
    ({"messages": []}, "non-empty list"),
    ({"messages": "Où en est SO-24903 ?"}, "non-empty list"),
    ({"messages": [{"role": "user"}]}, "input.messages.0"),
    ({"messages": [{"role": "assistant", "content": "Votre commande est livrée."}]},
     "last message must be the person's"),
    ({"messages": [{"role": "user", "content": "   "}]}, "the message is empty"),
    ({"messages": [{"role": "assistant", "content": "Je peux déplacer SO-24903. Confirmez-vous ?"},
                   {"role": "user", "content": "oui"}]}, "only the person's messages"),
]


@pytest.mark.parametrize(("bad", "says"), BAD_INPUTS)
def test_an_input_off_the_schema_is_refused_with_422(
    server: tuple[str, str], bad: dict[str, object], says: str
) -> None:
    """A Studio form or an SDK call whose input does not match the input schema: HTTP 422
    naming the problem, before any run exists; the thread is left as it was."""
    client = get_sync_client(url=server[0], headers=bearer(JEAN))
    [assistant] = client.assistants.search(graph_id="care_desk")
    thread = client.threads.create()
    first = client.runs.wait(thread["thread_id"], assistant["assistant_id"], context=CONTEXT,
                             input={"messages": [{"role": "user", "content": "Bonjour"}]})
    assert isinstance(first, dict) and first["reply"]["id"]
    before = client.threads.get(thread["thread_id"])
    for call in (client.runs.wait, client.runs.create):
        with pytest.raises(HTTPStatusError) as refused:
            call(thread["thread_id"], assistant["assistant_id"], context=CONTEXT,
                 input=bad)  # type: ignore[arg-type]
        assert refused.value.response.status_code == 422
        assert says in refused.value.response.text
        assert "messages" in refused.value.response.text
    with pytest.raises(HTTPStatusError) as streamed:
        for _part in client.runs.stream(thread["thread_id"], assistant["assistant_id"],
                                        context=CONTEXT, input=bad):  # type: ignore[arg-type]
            pass
    assert streamed.value.response.status_code == 422
    after = client.threads.get(thread["thread_id"])
    assert after["values"] == before["values"]  # no run reached the thread
    assert after["updated_at"] == before["updated_at"]
    assert len(client.runs.list(thread["thread_id"])) == 1


def test_a_stateless_run_off_the_schema_is_refused_with_422(server: tuple[str, str]) -> None:
    client = get_sync_client(url=server[0], headers=bearer(JEAN))
    [assistant] = client.assistants.search(graph_id="care_desk")
    with pytest.raises(HTTPStatusError) as refused:
        client.runs.wait(None, assistant["assistant_id"], context=CONTEXT,
                         input={"message": "Où en est SO-24903 ?"})
    assert refused.value.response.status_code == 422
    assert "unknown field(s) message" in refused.value.response.text


def test_runs_are_traced_over_otlp(server: tuple[str, str], otlp: Received) -> None:
    """With OTEL_EXPORTER_OTLP_ENDPOINT set, each run the server makes is a `turn` trace
    with a span per node, exported over OTLP/HTTP; nothing personal in the attributes."""
    client = get_sync_client(url=server[0], headers=bearer(JEAN))
    [assistant] = client.assistants.search(graph_id="care_desk")
    thread = client.threads.create()
    said = "Où en est ma commande SO-24903 ?"
    result = client.runs.wait(thread["thread_id"], assistant["assistant_id"], context=CONTEXT,
                              input={"messages": [{"role": "user", "content": said}]})
    assert isinstance(result, dict) and result["reply"]["id"] == "say_status"

    def turn_of(spans: list[tuple[dict[str, str], Any]]) -> Any:
        return next((s for _r, s in spans if s.name == "turn" and attributes(s).get(
            "comptoir.thread_id") == thread["thread_id"]), None)

    spans = otlp.wait_for(lambda found: turn_of(found) is not None)
    turn = turn_of(spans)
    assert turn is not None, sorted({s.name for _r, s in spans})
    assert attributes(turn)["comptoir.outcome"] == "say_status"
    assert attributes(turn)["comptoir.workflow"] == "care_desk"
    mine = [s for _r, s in spans if s.trace_id == turn.trace_id]
    assert {"node begin_turn", "node understand_request", "node read_order",
            "node say_status"} <= {s.name for s in mine}
    for span in mine:
        for value in attributes(span).values():
            assert "SO-24903" not in str(value) and JEAN not in str(value)


def test_a2a_message_send(server: tuple[str, str]) -> None:
    url = server[0]
    client = get_sync_client(url=url, headers=bearer(JEAN))
    [assistant] = client.assistants.search(graph_id="care_desk")
    response = httpx.post(
        f"{url}/a2a/{assistant['assistant_id']}",
        json={
            "jsonrpc": "2.0", "id": "1", "method": "message/send",
            "params": {
                "message": {"role": "user", "messageId": "m-1",
                            "parts": [{"kind": "text", "text": "Where is my order SO-24903? "
                                       "jean.martin@example.com"}]},
                "context": CONTEXT,
            },
        },
        headers={"Accept": "application/json", **bearer(JEAN)}, timeout=60,
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert "error" not in body, body
    # The delay depends on where SO-24903 is booked now (the first test may have moved it):
    # read it from the database rather than rely on the order the tests run in.
    store = open_store(server[1], clock=FixedClock(NOW))
    order = care.get_order(store, number="SO-24903", email=JEAN)
    store.engine.dispose()
    assert order.delay_days >= 19
    assert "SO-24903" in str(body["result"])
    assert f"{order.delay_days} days late" in str(body["result"])


def test_no_token_is_401(server: tuple[str, str]) -> None:
    for headers in ({}, {"Authorization": "Bearer not-a-jwt"}):
        client = get_sync_client(url=server[0], headers=headers)
        with pytest.raises(HTTPStatusError) as refused:
            client.assistants.search(graph_id="care_desk")
        assert refused.value.response.status_code == 401


def test_the_token_wins_over_the_context_and_threads_are_private(
    server: tuple[str, str],
) -> None:
    url = server[0]
    alice = get_sync_client(url=url, headers=bearer(ALICE))
    [assistant] = alice.assistants.search(graph_id="care_desk")
    thread = alice.threads.create()
    # Alice claims to be Jean in the context: the token's e-mail wins, Jean's order stays his.
    result = alice.runs.wait(
        thread["thread_id"], assistant["assistant_id"],
        context={**CONTEXT, "customer_email": JEAN, "channel": "staff"},
        input={"messages": [{"role": "user", "content": "Où en est SO-24903 ?"}]},
    )
    assert isinstance(result, dict) and result["reply"]["id"] == "say_not_found_signed_in"
    with pytest.raises(HTTPStatusError) as nul:
        alice.runs.wait(thread["thread_id"], assistant["assistant_id"], context=CONTEXT,
                        input={"messages": [{"role": "user", "content": "SO-24903\x00"}]})
    assert nul.value.response.status_code == 422
    assert "input.messages.0.content" in nul.value.response.text
    jean = get_sync_client(url=url, headers=bearer(JEAN))
    with pytest.raises(HTTPStatusError) as stolen:
        jean.threads.get(thread["thread_id"])
    assert stolen.value.response.status_code == 404
    assert thread["thread_id"] not in {t["thread_id"] for t in jean.threads.search()}


STAFF = "staff@comptoir.example"


def refused_with(call: Callable[[], object]) -> int:
    with pytest.raises(HTTPStatusError) as refused:
        call()
    return refused.value.response.status_code


@pytest.mark.parametrize("graph_id", ["analysis", "billing"])
def test_only_staff_find_read_or_run_the_staff_graphs(server: tuple[str, str],
                                                      graph_id: str) -> None:
    """A staff assistant's graph, schemas and card tell how the back office works: a
    customer neither finds it (search, count), reads it (the assistant, its graph, schemas,
    subgraphs, versions, A2A card) nor runs it; staff do all of it."""
    url = server[0]
    customer = get_sync_client(url=url, headers=bearer(JEAN))
    staff = get_sync_client(url=url, headers=bearer(STAFF, staff=True))
    [assistant] = staff.assistants.search(graph_id=graph_id)
    mine = assistant["assistant_id"]
    assert refused_with(lambda: customer.assistants.search(graph_id=graph_id)) == 403
    assert refused_with(lambda: customer.assistants.search()) == 403  # no graph named
    assert refused_with(lambda: customer.assistants.count(graph_id=graph_id)) == 403
    for read in (customer.assistants.get, customer.assistants.get_graph,
                 customer.assistants.get_schemas, customer.assistants.get_subgraphs,
                 customer.assistants.get_versions):
        assert refused_with(partial(read, mine)) == 403, read
    card = httpx.get(f"{url}/.well-known/agent-card.json", params={"assistant_id": mine},
                     headers=bearer(JEAN), timeout=30)
    assert card.status_code != 200 and (assistant.get("description") or "")[:40] not in card.text
    thread = customer.threads.create()
    said = {"messages": [{"role": "user", "content": "Analyse Dupont"}]}
    assert refused_with(lambda: customer.runs.wait(thread["thread_id"], mine, context=CONTEXT,
                                                   input=said)) == 403
    assert refused_with(lambda: customer.runs.wait(None, mine, context=CONTEXT,
                                                   input=said)) == 403
    # Staff see every graph, study this one and run it.
    every = {a["graph_id"] for a in staff.assistants.search(limit=50)}
    assert every == {"front_door", "care_desk", "analysis", "billing"}
    assert staff.assistants.count(graph_id=graph_id) == 1
    assert staff.assistants.get_graph(mine)["nodes"]
    assert list(staff.assistants.get_schemas(mine)["input_schema"]["properties"]) == ["messages"]
    staff_card = httpx.get(f"{url}/.well-known/agent-card.json", params={"assistant_id": mine},
                           headers=bearer(STAFF, staff=True), timeout=30)
    assert staff_card.status_code == 200, staff_card.text
    own = staff.threads.create()
    done = staff.runs.wait(own["thread_id"], mine, context=CONTEXT, input=said)
    assert isinstance(done, dict) and done["reply"]["id"]


def test_customers_find_only_the_assistants_they_may_run(server: tuple[str, str]) -> None:
    """The customer graphs' default assistants, found, read and studied; one that staff
    made on a customer graph is neither listed nor readable for a customer (only the
    default ones run for customers)."""
    url = server[0]
    customer = get_sync_client(url=url, headers=bearer(JEAN))
    staff = get_sync_client(url=url, headers=bearer(STAFF, staff=True))
    made = staff.assistants.create(graph_id="care_desk", name="care desk, staff copy")
    try:
        assert len(staff.assistants.search(graph_id="care_desk")) == 2
        for graph_id in ("front_door", "care_desk"):
            [assistant] = customer.assistants.search(graph_id=graph_id)
            assert assistant["metadata"] == {"created_by": "system"}
            assert customer.assistants.count(graph_id=graph_id) == 1
            assert customer.assistants.get(assistant["assistant_id"])["graph_id"] == graph_id
            assert customer.assistants.get_graph(assistant["assistant_id"])["nodes"]
        assert refused_with(lambda: customer.assistants.get(made["assistant_id"])) == 403
        thread = customer.threads.create()
        assert refused_with(lambda: customer.runs.wait(
            thread["thread_id"], made["assistant_id"], context=CONTEXT,
            input={"messages": [{"role": "user", "content": "Bonjour"}]})) == 403
    finally:
        staff.assistants.delete(made["assistant_id"])
    assert len(staff.assistants.search(graph_id="care_desk")) == 1


@pytest.mark.parametrize("command", [
    {"goto": "billing"},
    {"goto": "move_delivery", "update": {
        "details": {"intent": "reschedule", "order_number": "SO-24903", "email": JEAN,
                    "confirm": False},
        "pick": {"chosen_slot_id": "2026-10-21-AM", "offer_slot_ids": []}}},
    {"resume": "oui"},
])
def test_a_run_takes_a_message_never_a_command(server: tuple[str, str],
                                               command: dict[str, Any]) -> None:
    """A `goto` would jump past the routers (to staff nodes, or to a write with no proposal
    and no yes), an `update` would write what a proposal and an identity are read from:
    refused for customers and staff alike, and nothing moves."""
    url, db_url = server
    before = care.snapshot(open_store(db_url))
    for who in (bearer(JEAN), bearer("staff@comptoir.example", staff=True)):
        client = get_sync_client(url=url, headers=who)
        [front] = client.assistants.search(graph_id="front_door")
        thread = client.threads.create()
        with pytest.raises(HTTPStatusError) as refused:
            client.runs.wait(thread["thread_id"], front["assistant_id"], context=CONTEXT,
                             command=command)  # type: ignore[arg-type]
        assert refused.value.response.status_code == 422
        assert "command: not accepted" in refused.value.response.text
    assert care.snapshot(open_store(db_url)) == before


def test_a_run_cannot_be_stopped_short_of_its_reply(server: tuple[str, str]) -> None:
    """A step limit of one would stop a turn between a write and the reply that tells it."""
    url = server[0]
    client = get_sync_client(url=url, headers=bearer(JEAN))
    [front] = client.assistants.search(graph_id="front_door")
    thread = client.threads.create()
    with pytest.raises(HTTPStatusError) as refused:
        client.runs.wait(thread["thread_id"], front["assistant_id"], context=CONTEXT,
                         input={"messages": [{"role": "user", "content": "Bonjour"}]},
                         config={"recursion_limit": 1})
    assert refused.value.response.status_code == 422
    assert "config.recursion_limit" in refused.value.response.text


def test_each_staff_member_has_a_store_of_their_own(server: tuple[str, str]) -> None:
    """The long-term store works (labels without periods) and each user sees only theirs;
    it is staff-only (a customer's call is a 403 at the edge)."""
    url = server[0]
    staff = get_sync_client(url=url, headers=bearer(STAFF, staff=True))
    other = get_sync_client(url=url, headers=bearer("lead@comptoir.example", staff=True))
    staff.store.put_item(["notes"], "pref", {"half": "morning"})
    assert staff.store.get_item(["notes"], "pref")["value"] == {"half": "morning"}
    assert other.store.search_items(["notes"])["items"] == []
    jean = get_sync_client(url=url, headers=bearer(JEAN))
    assert refused_with(lambda: jean.store.search_items(["notes"])) == 403
    assert refused_with(lambda: jean.store.put_item(["notes"], "pref", {"a": 1})) == 403


def test_a_conversations_state_is_never_written_from_outside(server: tuple[str, str]) -> None:
    url = server[0]
    jean = get_sync_client(url=url, headers=bearer(JEAN))
    [front] = jean.assistants.search(graph_id="front_door")
    thread = jean.threads.create()
    jean.runs.wait(thread["thread_id"], front["assistant_id"], context=CONTEXT,
                   input={"messages": [{"role": "user", "content": "Où en est SO-24903 ?"}]})
    forged = {"details": {"intent": "report_damage", "order_number": "SO-30001",
                          "email": ALICE, "confirm": False}}
    before = jean.threads.get(thread["thread_id"])
    with pytest.raises(HTTPStatusError) as refused:
        jean.threads.update_state(thread["thread_id"], forged)
    assert refused.value.response.status_code == 403
    assert "written by its graph only" in refused.value.response.text
    after = jean.threads.get(thread["thread_id"])
    assert (after["updated_at"], after["values"]) == (before["updated_at"], before["values"])
    # The thread's metadata is still the owner's to change.
    jean.threads.update(thread["thread_id"], metadata={"topic": "delivery"})
    assert jean.threads.get(thread["thread_id"])["metadata"]["topic"] == "delivery"


def test_a_thread_is_never_made_with_state_from_outside(server: tuple[str, str]) -> None:
    """`POST /threads` with `supersteps` (a state written as the thread is made): refused
    before anything is made, for staff too; a plain creation still works."""
    url = server[0]
    forged = {"awaiting": {"question": "ask_confirm_move", "pending": {
        "action": "move", "order_number": "SO-24903", "email": JEAN, "slot_id": "X"}}}
    for who in (bearer(JEAN), bearer(STAFF, staff=True)):
        client = get_sync_client(url=url, headers=who)
        thread_id = str(uuid.uuid4())
        with pytest.raises(HTTPStatusError) as refused:
            client.threads.create(thread_id=thread_id, graph_id="care_desk", supersteps=[
                {"updates": [{"values": forged, "as_node": "__start__"}]}])
        assert refused.value.response.status_code == 403
        assert "written by its graph only" in refused.value.response.text
        assert refused_with(lambda c=client, t=thread_id: c.threads.get(t)) == 404
        assert client.threads.create()["thread_id"]


def test_a_key_given_twice_is_refused_before_the_server_reads_it(
        server: tuple[str, str]) -> None:
    """A body that gives a key twice (`"supersteps": [...], "supersteps": []` would pass a
    check that reads the last and a server that reads the first, or the other way round):
    400, nothing made; the same body with the key once still works."""
    url = server[0]
    headers = {**bearer(JEAN), "Content-Type": "application/json"}
    thread_id = str(uuid.uuid4())
    twice = b'{"thread_id": "' + thread_id.encode() + b'", "metadata": {"a": 1, "a": 2}}'
    response = httpx.post(f"{url}/threads", content=twice, headers=headers, timeout=30)
    assert response.status_code == 400, response.text
    assert "'a' twice" in response.json()["detail"]
    assert refused_with(lambda: get_sync_client(url=url, headers=bearer(JEAN)).threads.get(
        thread_id)) == 404
    once = b'{"thread_id": "' + thread_id.encode() + b'", "metadata": {"a": 2}}'
    assert httpx.post(f"{url}/threads", content=once, headers=headers,
                      timeout=30).status_code == 200


def test_a_message_sent_never_replaces_one_in_the_history(server: tuple[str, str]) -> None:
    """A message carrying the id of the graph's reply would replace that reply (a proposal
    it stated): the id is dropped, the reply stays, the new message is added."""
    jean = get_sync_client(url=server[0], headers=bearer(JEAN))
    [front] = jean.assistants.search(graph_id="front_door")
    thread = jean.threads.create()
    first = jean.runs.wait(thread["thread_id"], front["assistant_id"], context=CONTEXT,
                           input={"messages": [{"role": "user",
                                                "content": "Où en est SO-24903 ?"}]})
    assert isinstance(first, dict)
    before = first["messages"]
    reply = before[-1]
    assert reply["type"] == "ai"
    second = jean.runs.wait(thread["thread_id"], front["assistant_id"], context=CONTEXT,
                            input={"messages": [{"role": "user", "content": "Bonjour",
                                                 "id": reply["id"]}]})
    assert isinstance(second, dict)
    after = second["messages"]
    assert [m["content"] for m in after[:len(before)]] == [m["content"] for m in before]
    assert len(after) > len(before) and any(m["content"] == "Bonjour" for m in after)


def test_the_servers_own_mcp_endpoint_is_off(server: tuple[str, str]) -> None:
    """The LangGraph server would list every graph as an MCP tool to any signed-in user
    (staff graphs to customers, refused inside with a 500): Comptoir's own MCP server
    (`comptoir mcp`, scoped API keys) is the one to use."""
    response = httpx.post(f"{server[0]}/mcp", headers={**bearer(JEAN), **{
        "Accept": "application/json, text/event-stream"}},
        json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"}, timeout=30)
    assert response.status_code == 404, response.text


def test_the_development_servers_own_routes_are_not_served(server: tuple[str, str]) -> None:
    """`langgraph dev` serves a truncate of every thread, a raw thread read and a deployment
    outside the auth handler (an attacker wiped every thread with one form POST and no
    token): 404 whatever the token, and the conversations are still there."""
    url = server[0]
    client = get_sync_client(url=url, headers=bearer(JEAN))
    thread = client.threads.create()
    for method, path in (("POST", "/internal/truncate"), ("POST", "/deploy"),
                         ("GET", f"/internal/debug/thread/{thread['thread_id']}"),
                         ("GET", "/ui/front_door")):
        for headers in ({}, bearer(JEAN), bearer(STAFF, staff=True)):
            answer = httpx.request(method, f"{url}{path}", headers={
                **headers, "Origin": "https://evil.example",
                "Content-Type": "application/x-www-form-urlencoded"}, content=b"a=b", timeout=30)
            assert answer.status_code == 404, (path, answer.status_code, answer.text[:200])
    assert client.threads.get(thread["thread_id"])["thread_id"] == thread["thread_id"]


def test_a_customer_gets_their_runs_output_and_nothing_of_the_inside(
        server: tuple[str, str]) -> None:
    """An attacker review: a customer gave a webhook (the server would POST the output to any
    address), streamed `debug`/`checkpoints` (the whole state, every node's input) and read
    the raw state and history. A customer now gets 422/403 for each, with why, and no run is
    made; values and updates still stream. Staff keep Studio's view of their own threads,
    and a staff webhook must still be https to a public host."""
    url = server[0]
    jean = get_sync_client(url=url, headers=bearer(JEAN))
    [front] = jean.assistants.search(graph_id="front_door")
    thread = jean.threads.create()["thread_id"]
    said = {"messages": [{"role": "user", "content": "Où en est ma commande SO-24903 ?"}]}
    with pytest.raises(HTTPStatusError) as hooked:
        jean.runs.wait(thread, front["assistant_id"], context=CONTEXT, input=said,
                       webhook="https://hooks.example.com/run-done")
    assert hooked.value.response.status_code == 422
    assert "webhook: only staff" in hooked.value.response.text
    for modes in (["debug"], ["checkpoints"], ["tasks"], ["messages-tuple"], ["events"],
                  ["values", "debug"]):
        with pytest.raises(HTTPStatusError) as streamed:
            for _part in jean.runs.stream(thread, front["assistant_id"], context=CONTEXT,
                                          input=said, stream_mode=modes):  # type: ignore[arg-type]
                pass
        assert streamed.value.response.status_code == 422, modes
        assert "stream_mode" in streamed.value.response.text
    assert jean.runs.list(thread) == []  # nothing refused became a run
    events = {part.event for part in jean.runs.stream(
        thread, front["assistant_id"], context=CONTEXT, input=said,
        stream_mode=["values", "updates"])}
    assert {"values", "updates"} <= events
    # The thread itself carries what a run gives back, nothing more of the state.
    assert set(jean.threads.get(thread)["values"] or {}) == {"messages", "reply", "trace"}
    for read in (jean.threads.get_state, jean.threads.get_history):
        with pytest.raises(HTTPStatusError) as inside:
            read(thread)
        assert inside.value.response.status_code == 403
        assert "Staff only" in inside.value.response.text
    staff = get_sync_client(url=url, headers=bearer(STAFF, staff=True))
    own = staff.threads.create()["thread_id"]
    staff.runs.wait(own, front["assistant_id"], context=CONTEXT, input=said)
    assert staff.threads.get_state(own)["values"]["messages"]
    assert set(staff.threads.get(own)["values"] or {}) > {"messages", "reply", "trace"}
    assert staff.threads.get_history(own, limit=2)
    for hook, says in (("http://hooks.example.com/run-done", "https"),
                       ("https://10.0.0.7/run-done", "blocked"),
                       ("https://127.0.0.1/run-done", "")):
        with pytest.raises(HTTPStatusError) as policy:
            staff.runs.wait(own, front["assistant_id"], context=CONTEXT, input=said,
                            webhook=hook)
        assert policy.value.response.status_code == 422, hook
        assert says in policy.value.response.text


def test_the_servers_metrics_need_staff_or_a_scraper_key(server: tuple[str, str]) -> None:
    """`/metrics` is outside the auth handler: without this, anyone read the server's runs,
    queue and workers. No key and a customer's token are refused; staff read it."""
    url = server[0]
    for headers in ({}, bearer(JEAN), {"X-Api-Key": "demo-admin-key"}):
        answer = httpx.get(f"{url}/metrics", headers=headers, timeout=30)
        assert answer.status_code == 401, (headers, answer.text[:200])
        assert "'metrics' or 'admin' scope" in answer.json()["detail"]
    assert httpx.get(f"{url}/metrics", headers=bearer(STAFF, staff=True),
                     timeout=30).status_code == 200


OUTPUT_KEYS = {"messages", "reply", "trace"}


def test_a_customers_run_output_is_the_output_on_every_door(server: tuple[str, str]) -> None:
    """An attacker review: a run waited for with `stream_mode: ["updates"]` (or `custom`),
    and a run joined once done, answered the thread's whole state (the server's fallback when
    a run streamed no `values`): the proposal pending, the order read. Now every door gives a
    customer `messages`, `reply` and `trace`, `updates` per node included; staff keep all."""
    url = server[0]
    said = {"messages": [{"role": "user", "content":
                          "Je voudrais déplacer ma livraison SO-24903 un matin la semaine "
                          "prochaine"}]}
    jean = get_sync_client(url=url, headers=bearer(JEAN))
    [front] = jean.assistants.search(graph_id="front_door")
    thread = jean.threads.create()["thread_id"]
    for modes in (["updates"], ["custom"], "updates", ["values", "updates"]):
        waited = httpx.post(f"{url}/threads/{thread}/runs/wait", headers=bearer(JEAN), json={
            "assistant_id": front["assistant_id"], "context": CONTEXT, "input": said,
            "stream_mode": modes}, timeout=60)
        assert waited.status_code == 200, waited.text
        assert set(waited.json()) == OUTPUT_KEYS, modes
        stateless = httpx.post(f"{url}/runs/wait", headers=bearer(JEAN), json={
            "assistant_id": front["assistant_id"], "context": CONTEXT, "input": said,
            "stream_mode": modes}, timeout=60)
        assert stateless.status_code == 200 and set(stateless.json()) <= OUTPUT_KEYS
    run = jean.runs.create(thread, front["assistant_id"], context=CONTEXT,
                           input={"messages": [{"role": "user", "content": "le deuxième"}]},
                           stream_mode=["updates"])
    joined = jean.runs.join(thread, run["run_id"])
    assert set(joined) == OUTPUT_KEYS and joined["reply"]["id"] == "say_moved"
    assert set(jean.runs.join(thread, run["run_id"])) == OUTPUT_KEYS  # joined again, done
    updates = [part.data for part in jean.runs.stream(
        thread, front["assistant_id"], context=CONTEXT, stream_mode=["updates", "values"],
        input={"messages": [{"role": "user", "content": "Où en est SO-24903 ?"}]})
        if part.event in ("updates", "values")]
    assert updates
    for data in updates:
        keys = set(data) if "messages" in data else {k for v in data.values() for k in v}
        assert keys <= OUTPUT_KEYS, data
    staff = get_sync_client(url=url, headers=bearer(STAFF, staff=True))
    own = staff.threads.create()["thread_id"]
    waited = httpx.post(f"{url}/threads/{own}/runs/wait", headers=bearer(STAFF, staff=True),
                        json={"assistant_id": front["assistant_id"], "context": CONTEXT,
                              "input": said, "stream_mode": ["updates"]}, timeout=60)
    assert set(waited.json()) > OUTPUT_KEYS  # Studio's view of staff's own thread


def test_odd_requests_are_a_4xx_that_says_why(server: tuple[str, str]) -> None:
    """A run put off by 10**12 seconds was a 500; a message of 900,000 characters was taken
    (the turn reads 4,000); a customer's search on `values` read the hidden state, match by
    match. Each is now a 4xx that says why; nothing is made."""
    url = server[0]
    jean = get_sync_client(url=url, headers=bearer(JEAN))
    [front] = jean.assistants.search(graph_id="front_door")
    thread = jean.threads.create()["thread_id"]
    jean.runs.wait(thread, front["assistant_id"], context=CONTEXT, input={"messages": [
        {"role": "user", "content": "Je voudrais déplacer ma livraison SO-24903"}]})

    def post(path: str, body: dict[str, Any]) -> httpx.Response:
        return httpx.post(f"{url}{path}", headers=bearer(JEAN), json=body, timeout=60)

    said = {"messages": [{"role": "user", "content": "Bonjour"}]}
    for delay in (10**12, -5, "soon"):
        late = post(f"/threads/{thread}/runs", {"assistant_id": front["assistant_id"],
                                                "input": said, "after_seconds": delay})
        assert late.status_code == 422 and "after_seconds" in late.json()["detail"]
    long = post(f"/threads/{thread}/runs/wait", {"assistant_id": front["assistant_id"],
                                                 "context": CONTEXT, "input": {"messages": [
                                                     {"role": "user", "content": "a" * 900_000}]}})
    assert long.status_code == 422 and "at most 4000 characters" in long.json()["detail"]
    assert len(jean.runs.list(thread)) == 1
    for path in ("/threads/search", "/threads/count"):
        probe = post(path, {"values": {"awaiting": {"question": "ask_which_slot"}}})
        assert probe.status_code == 403 and "values" in probe.json()["detail"]
    assert thread in {t["thread_id"] for t in jean.threads.search(metadata={})}
    # A search that selects the values alone gives the output, not the state.
    for select in (["values"], ["values", "metadata"]):
        found = post("/threads/search", {"select": select}).json()
        assert found and all(set(t["values"] or {}) <= OUTPUT_KEYS for t in found), select
