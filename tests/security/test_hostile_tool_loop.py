"""R10: a hostile billing model that reads or searches another customer than the one asked
about, or answers one step with thousands of tool calls.

Before: "Quelles factures de John Doe sont en retard ?" with a model that searched "Marie
Dupont" answered "Factures en retard de Marie Dupont : 0", an answer to a question nobody
asked; and one answer with 30,000 calls ran 30,000 searches (11 s, a 30,000-entry trace and an
8 MB checkpoint)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult

from graphs.billing import builder
from nodes.billing.executors import MAX_CALLS_PER_STEP
from services.store import Store
from tests.conftest import fresh_store
from tests.harness import Conversation
from tests.integration.test_analytics import hand_fixture
from tests.safety.test_billing_arguments import READING, ToolScript


@pytest.fixture
def store() -> Iterator[Store]:
    s = fresh_store("sqlite://", hand_fixture())
    yield s
    s.engine.dispose()


def tools(turn: Any) -> list[tuple[str, Any]]:
    return [(e["tool"], e.get("code")) for e in turn.trace if e.get("kind") == "tool"]


@pytest.mark.parametrize("reading", [
    {"customer_name": "Emile Lefevre"},  # the model read another customer than the one asked
    {},                                  # the right one read, another searched
])
def test_a_search_for_a_customer_the_question_never_names_is_the_one_it_names(
        store: Store, reading: dict[str, Any]) -> None:
    model = ToolScript(reading={**READING, **reading}, steps=[
        ("search_customer", {"query": "Emile Lefevre"}),
        ("list_bills", {}), None])
    turn = Conversation(builder, store, model, channel="staff").say("Factures d'Émilie Lefèvre")
    # C-2 (Emile Lefevre) holds F6; C-1 (Émilie Lefèvre), the one asked about, F1 to F5
    assert "Emile Lefevre" not in turn.reply and "F6" not in turn.reply, turn.reply
    assert turn.text_id == "billing_answer" and "F3" in turn.reply, turn.reply


def test_a_search_with_no_customer_named_is_refused(store: Store) -> None:
    model = ToolScript(reading={**READING, "customer_name": "Emile Lefevre"}, steps=[
        ("search_customer", {"query": "Emile Lefevre"}), ("list_bills", {}), None])
    turn = Conversation(builder, store, model, channel="staff").say(
        "Quelles factures sont en retard ?")
    assert "Emile" not in turn.reply and "F6" not in turn.reply, turn.reply


class ManyCalls(ToolScript):
    """Each tool step answered with `count` calls of the first scripted step."""

    count: int

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None,
                  run_manager: Any = None, **kwargs: Any) -> ChatResult:
        names = [t["function"]["name"] for t in kwargs.get("tools") or []]
        if names == ["BillingRequest"]:
            return super()._generate(messages, stop, run_manager, **kwargs)
        name, args = self.steps[0]
        calls = [{"name": name, "args": args, "id": f"c{i}"} for i in range(self.count)]
        return ChatResult(generations=[ChatGeneration(
            message=AIMessage(content="", tool_calls=calls))])


def test_thousands_of_calls_in_one_answer_run_a_few(store: Store) -> None:
    model = ManyCalls(reading=READING, steps=[("search_customer", {"query": "Émilie Lefèvre"})],
                      count=5000)
    turn = Conversation(builder, store, model, channel="staff").say("Factures d'Émilie Lefèvre")
    ran = [t for t in tools(turn) if t[0] == "search_customer"]
    refused = [t for t in tools(turn) if t[1] == "too_many_calls"]
    assert 0 < len(ran) <= 6 * MAX_CALLS_PER_STEP and refused, tools(turn)[:20]
    assert len(turn.trace) < 100


def test_a_call_with_megabyte_arguments_is_refused_and_not_kept(store: Store) -> None:
    """Before: four calls of list_bills with a 1 MB customer_id made an 8 MB reply (the
    trace) and an 8 MB prompt for the next step."""
    big = "C-" + "9" * 200_000
    model = ManyCalls(reading=READING, steps=[("list_bills", {"customer_id": big})], count=4)
    turn = Conversation(builder, store, model, channel="staff").say("Factures d'Émilie Lefèvre")
    assert ("list_bills", "too_long") in tools(turn)
    assert big not in repr(turn.trace) and len(repr(turn.trace)) < 50_000
