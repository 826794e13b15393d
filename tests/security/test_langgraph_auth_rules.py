"""What a LangGraph server's caller may set: checked by the auth handlers before a run, and
again by the graphs (`nodes/kit/identity.py`) on the context they get."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any
from uuid import UUID, uuid4, uuid5

import pytest
from langgraph_sdk import Auth

from comptoir import langgraph_auth
from nodes.kit import identity
from nodes.kit.context import Context
from services.settings import get_settings


@pytest.fixture
def server_clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Set whether the server trusts its callers' clock, as its settings would say."""
    def trust(value: bool) -> None:
        monkeypatch.setenv("COMPTOIR_TRUST_RUN_CLOCK", "true" if value else "false")
        monkeypatch.setenv("COMPTOIR_DEMO", "false")
        identity.callers_set_clock.cache_clear()
        get_settings.cache_clear()

    yield trust
    identity.callers_set_clock.cache_clear()
    get_settings.cache_clear()


def user(staff: bool = False) -> dict[str, Any]:
    return {"identity": "u-1", "email": "jean.martin@example.com",
            "role": "staff" if staff else "customer", "permissions": ["staff"] if staff else []}


def test_a_customer_behind_the_server_runs_on_the_real_clock(server_clock: Any) -> None:
    """A caller's `now` would move the 48-hour line and the audit log's times."""
    server_clock(False)
    config = {"configurable": {"langgraph_auth_user": user()}}
    forged = Context(now="2026-10-01T09:00:00+02:00", model="gpt-x", channel="staff")
    seen = identity.authenticated(forged, config)
    assert (seen.now, seen.model, seen.channel) == (None, None, "customer")
    server_clock(True)  # a test server pinned to its fixtures' dates
    assert identity.authenticated(forged, config).now == forged.now
    # Without a server user (notebooks, the gateway, tests) the context stays the operator's.
    server_clock(False)
    assert identity.authenticated(forged, {}).now == forged.now


@pytest.mark.parametrize("channel", ["customer", "staff"])
def test_a_staff_token_is_no_customer_identity(server_clock: Any, channel: str) -> None:
    """A staff member's e-mail never becomes the run's customer e-mail (it would prove
    orders of a customer who shares it); a customer's token gives theirs."""
    server_clock(False)
    given = Context(channel=channel, customer_email="jean.martin@example.com")  # type: ignore[arg-type]
    staff = identity.authenticated(given, {"configurable": {"langgraph_auth_user": user(True)}})
    assert (staff.customer_email, staff.channel) == (None, channel)
    customer = identity.authenticated(given, {"configurable": {"langgraph_auth_user": user()}})
    assert (customer.customer_email, customer.channel) == ("jean.martin@example.com", "customer")


@pytest.mark.parametrize(("trusted", "context", "says"), [
    (False, {"now": "2026-10-01T09:00:00+02:00"}, "context.now: not accepted"),
    (False, {"model": "gpt-4o"}, "context.model: not accepted"),
    (True, {"now": "garbage"}, "context.now: expected an ISO 8601 instant"),
    (True, {"now": "2026-10-01T09:00:00"}, "with a UTC offset"),
    # Years the rules' date arithmetic overflows at (48 hours on, "last year"): a 422 that
    # says the range, never the run's OverflowError.
    (True, {"now": "9999-12-31T23:00:00+00:00"}, "between 1970 and 2999"),
    (True, {"now": "0001-01-01T00:00:00+00:00"}, "between 1970 and 2999"),
])
def test_a_context_the_caller_may_not_set_is_a_422(server_clock: Any, trusted: bool,
                                                  context: dict[str, str], says: str) -> None:
    server_clock(trusted)
    assert says in (langgraph_auth.context_problem(context) or "")
    assert langgraph_auth.context_problem({"language": "fr"}) is None


def test_a_message_sent_is_a_new_one() -> None:
    """An `id` would replace the message of that id (the proposal the graph stated): it is
    dropped, and the server gives the message its own; other fields are refused."""
    given = {"messages": [{"role": "user", "content": "Bonjour", "id": "ai-proposal-1"}]}
    assert langgraph_auth.input_problem(given) is None
    assert given["messages"][0] == {"role": "user", "content": "Bonjour"}
    problem = langgraph_auth.input_problem(
        {"messages": [{"role": "user", "content": "Bonjour", "tool_calls": []}]})
    assert problem is not None and "unknown field(s) tool_calls" in problem


def ctx(action: str, staff: bool) -> Any:
    return SimpleNamespace(action=action, permissions=["staff"] if staff else [],
                           user=SimpleNamespace(identity="u-1"))


def test_an_assistants_graph_never_changes() -> None:
    with pytest.raises(Auth.exceptions.HTTPException) as refused:
        asyncio.run(langgraph_auth.on_assistants(ctx("update", staff=True),
                                                 {"graph_id": "analysis"}))
    assert refused.value.status_code == 403
    asyncio.run(langgraph_auth.on_assistants(ctx("update", staff=True), {"name": "renamed"}))


def assistant_of(graph: str) -> UUID:
    """A graph's default assistant, as the server passes it to the handler (a UUID)."""
    return uuid5(langgraph_auth.NAMESPACE_GRAPH, graph)


@pytest.mark.parametrize("graph", ["analysis", "billing"])
def test_a_customer_neither_finds_nor_reads_a_staff_assistant(graph: str) -> None:
    """A read is the assistant, its graph, schemas, subgraphs, versions and A2A card; a
    search is a search or a count. Staff see them all."""
    asked = [("read", {"assistant_id": assistant_of(graph)}),
             ("read", {"assistant_id": str(assistant_of(graph))}),
             ("search", {"graph_id": graph, "metadata": {}}),
             ("search", {"graph_id": None, "metadata": {}})]
    for action, value in asked:
        with pytest.raises(Auth.exceptions.HTTPException) as refused:
            asyncio.run(langgraph_auth.on_assistants(ctx(action, staff=False), value))
        assert refused.value.status_code == 403, (action, value)
        assert "staff only" in str(refused.value.detail)
        assert asyncio.run(langgraph_auth.on_assistants(ctx(action, staff=True), value)) is None


@pytest.mark.parametrize("graph", ["front_door", "care_desk"])
def test_a_customer_finds_and_reads_the_customer_assistants_only(graph: str) -> None:
    customer = ctx("read", staff=False)
    assert asyncio.run(langgraph_auth.on_assistants(
        customer, {"assistant_id": assistant_of(graph)})) is None
    # An assistant staff made on a customer graph: a customer may not run it, nor read it.
    with pytest.raises(Auth.exceptions.HTTPException):
        asyncio.run(langgraph_auth.on_assistants(customer, {"assistant_id": uuid4()}))
    found = asyncio.run(langgraph_auth.on_assistants(ctx("search", staff=False),
                                                     {"graph_id": graph, "metadata": {}}))
    assert found == {"created_by": "system"}  # the graph's default assistant, no other
    for action in ("create", "update", "delete"):
        with pytest.raises(Auth.exceptions.HTTPException) as refused:
            asyncio.run(langgraph_auth.on_assistants(ctx(action, staff=False),
                                                     {"graph_id": graph}))
        assert "Only staff manage assistants" in str(refused.value.detail)


def test_scheduled_runs_are_for_staff_only() -> None:
    with pytest.raises(Auth.exceptions.HTTPException) as refused:
        asyncio.run(langgraph_auth.on_crons(ctx("create", staff=False), {"schedule": "* * * * *"}))
    assert refused.value.status_code == 403
    allowed = asyncio.run(langgraph_auth.on_crons(ctx("create", staff=True), {}))
    assert allowed == {"owner": "u-1"}


@pytest.mark.parametrize(("context", "says"), [
    ({"language": "EN"}, "context.language"), ({"language": 5}, "context.language"),
    ({"channel": "admin"}, "context.channel"), ({"customer_email": ["x"]}, "customer_email"),
])
def test_a_context_value_off_the_schema_is_a_422(server_clock: Any, context: dict[str, Any],
                                                 says: str) -> None:
    """The server does not check a run's context against the schema: "EN" crashed a run
    after its write had gone through."""
    server_clock(False)
    assert says in (langgraph_auth.context_problem(context) or "")
    # And the graphs never take such a value, whoever calls them.
    from nodes.kit.context import context_of

    taken = context_of(context)
    assert taken.language in (None, "fr", "en") and taken.channel in ("customer", "staff")


@pytest.mark.parametrize(("message", "says"), [
    ({"role": "user", "content": [1, 2]}, "input.messages.0.content"),
    ({"role": "user", "content": "hi", "name": {"a": 1}}, "input.messages.0.name"),
    ({"role": "user", "content": [{"type": "text"}]}, "input.messages.0.content"),
    ({"role": "user", "content": [{"type": "text", "text": None}]}, "input.messages.0.content"),
    ({"role": "user", "content": [{"type": "image_url", "image_url": "x"}]},
     "the graphs read text only"),
    ({"role": "user", "content": [{"type": "text", "text": "  "}, " "]}, "the message is empty"),
    ({"role": "user", "content": "oui", "additional_kwargs": {"tool_calls": [
        {"id": "1", "function": {"name": "reschedule_delivery", "arguments": "{}"}}]}},
     "input.messages.0.additional_kwargs: no tool or function calls"),
])
def test_a_malformed_message_is_a_422(message: dict[str, Any], says: str) -> None:
    assert says in (langgraph_auth.input_problem({"messages": [message]}) or "")


def test_one_message_per_run_and_text_blocks_are_read() -> None:
    """Several messages in one input: only the last would be answered, the others left in the
    history as requests nothing handled. Text blocks and `additional_kwargs` without calls (what
    chat clients and A2A send) are taken."""
    two = {"messages": [{"role": "user", "content": "Déplacez SO-24903 au jeudi"},
                        {"role": "user", "content": "oui"}]}
    assert "one message per run" in (langgraph_auth.input_problem(two) or "")
    blocks = {"messages": [{"role": "user", "additional_kwargs": {"message_id": "m-1"},
                            "content": [{"type": "text", "text": "Où en est SO-24903 ?"}]}]}
    assert langgraph_auth.input_problem(blocks) is None


@pytest.mark.parametrize(("kwargs", "says"), [
    ({"interrupt_after": ["move_delivery"]}, "interrupt_after: not accepted"),
    ({"interrupt_before": "*"}, "interrupt_before: not accepted"),
    ({"config": {"configurable": {"checkpoint_id": "1f0-abc"}}}, "checkpoint: not accepted"),
    ({"config": {"configurable": {"checkpoint_ns": "care_desk"}}}, "checkpoint: not accepted"),
    ({"config": {"recursion_limit": 1}}, "config.recursion_limit"),
    ({"config": {"recursion_limit": "many"}}, "config.recursion_limit"),
])
def test_a_run_goes_from_where_the_conversation_stands_to_its_reply(
        server_clock: Any, kwargs: dict[str, Any], says: str) -> None:
    """A run from an earlier checkpoint would revive a proposal the person declined; a
    breakpoint or a tiny step limit would stop it between a write and its reply."""
    server_clock(False)
    assert says in (langgraph_auth.run_options_problem(kwargs) or "")
    ordinary = {"config": {"configurable": {"langgraph_auth_user_id": "u-1"},
                           "recursion_limit": 50}, "interrupt_before": None}
    assert langgraph_auth.run_options_problem(ordinary) is None


@pytest.mark.parametrize("trusted", [False, True])
def test_no_feedback_links_are_asked_of_a_server_without_langsmith(
        server_clock: Any, monkeypatch: pytest.MonkeyPatch, trusted: bool) -> None:
    """The server makes feedback links after the graph has run: without LangSmith the run
    then fails, a move made and its reply never sent (session 42's attacker)."""
    server_clock(trusted)
    for name in ("LANGSMITH_API_KEY", "LANGCHAIN_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    problem = langgraph_auth.run_options_problem({"feedback_keys": ["x"]}) or ""
    assert problem.startswith("feedback_keys: not accepted")
    assert langgraph_auth.run_options_problem({"feedback_keys": None}) is None
    monkeypatch.setenv("LANGSMITH_API_KEY", "lsv2-test")
    assert langgraph_auth.run_options_problem({"feedback_keys": ["x"]}) is None


def test_studio_time_travel_stays_where_callers_are_trusted(server_clock: Any) -> None:
    server_clock(True)
    assert langgraph_auth.run_options_problem(
        {"interrupt_after": ["move_delivery"],
         "config": {"configurable": {"checkpoint_id": "1f0-abc"}}}) is None
    assert "recursion_limit" in (langgraph_auth.run_options_problem(
        {"config": {"recursion_limit": 2}}) or "")


def test_each_user_stores_under_a_label_the_server_accepts() -> None:
    """The server refuses namespace labels with a period; an identity holds several."""
    who = SimpleNamespace(action="put", permissions=[],
                          user=SimpleNamespace(identity="user:https://id.example.com|jean.m"))
    value: dict[str, Any] = {"namespace": ("notes",)}
    asyncio.run(langgraph_auth.own_namespace(who, value))  # type: ignore[arg-type]
    assert value["namespace"] == ("user:https://id%2Eexample%2Ecom|jean%2Em", "notes")
    assert all("." not in label for label in value["namespace"])
    again = {"namespace": value["namespace"]}
    asyncio.run(langgraph_auth.own_namespace(who, again))  # type: ignore[arg-type]
    assert again["namespace"] == value["namespace"]  # already under the user's own label
    assert langgraph_auth.namespace_label("a%2Eb") != langgraph_auth.namespace_label("a.b")


@pytest.mark.parametrize("text", [
    "\u200b", "\u202e", " \u2060 \ufeff",
    # marks with no letter, the blank fillers (session 42's attacker: each started a turn)
    "\ufe0f", "\u0301\u0308", "\u034f", "\u3164", "\uffa0", "\u2800", " \u115f\u1160 "])
def test_a_message_of_invisible_characters_is_empty(text: str) -> None:
    from comptoir.langgraph_auth import input_problem

    problem = input_problem({"messages": [{"role": "user", "content": text}]})
    assert problem is not None and "the message is empty" in problem


@pytest.mark.parametrize("text", ["\u2764\ufe0f", "e\u0301", "\U0001f44d", "\u3164oui",
                                  "\u2801"])
def test_a_message_with_something_to_see_is_not_empty(text: str) -> None:
    """A heart with its variation selector, an accent on its letter, a thumb up, a filler
    beside a word, a Braille cell with a dot: each says something."""
    from services.text import message_problem

    assert message_problem(text) is None
