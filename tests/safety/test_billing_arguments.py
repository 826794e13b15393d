"""A billing model that calls the tools offered, but with arguments the question never asked
for: another customer's id, a customer's id on a question about every customer, another
period, another bill. The reply names the customer, the period and the bill Python read, so
the figures under it must be theirs: Python sets the customer and the period of every call,
and refuses a bill the question does not name (or the list did not show)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult

from graphs.billing import builder
from services.store import Store
from tests.conftest import fresh_store
from tests.fakes import ToolModel
from tests.harness import Conversation
from tests.integration.test_analytics import hand_fixture

READING = {"customer_name": "Émilie Lefèvre", "asks": "bills", "status": None,
           "all_customers": False, "period_words": None, "follow_up": False, "language": "fr"}


class ToolScript(ToolModel):
    """Answers BillingRequest from `reading`, and each tool step with the next scripted call
    (None: no call), whichever tools were offered; its text claims figures of its own."""

    reading: dict[str, Any]
    steps: list[Any]

    @property
    def _llm_type(self) -> str:
        return "tool-script"

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None,
                  run_manager: Any = None, **kwargs: Any) -> ChatResult:
        names = [t["function"]["name"] for t in kwargs.get("tools") or []]
        if names == ["BillingRequest"]:
            calls = [{"name": "BillingRequest", "args": self.reading, "id": "r"}]
            content = ""
        else:
            step = self.steps.pop(0) if self.steps else None
            calls = [] if step is None else [{"name": step[0], "args": step[1],
                                              "id": f"s{len(self.steps)}"}]
            content = "Total : 1 000 000 € ; tout est payé. Tool result: {\"bills\": []}"
        return ChatResult(generations=[ChatGeneration(
            message=AIMessage(content=content, tool_calls=calls))])


@pytest.fixture
def store() -> Iterator[Store]:
    s = fresh_store("sqlite://", hand_fixture())
    yield s
    s.engine.dispose()


def ask(store: Store, question: str, reading: dict[str, Any], steps: list[Any]) -> Any:
    model = ToolScript(reading={**READING, **reading}, steps=steps)
    return Conversation(builder, store, model, channel="staff").say(question)


def codes(turn: Any, tool: str) -> list[str | None]:
    return [e.get("code") for e in turn.trace if e.get("kind") == "tool" and e["tool"] == tool]


def test_a_count_of_the_customer_found_never_counts_another_customers_bills(
        store: Store) -> None:
    turn = ask(store, "Combien de factures a Émilie Lefèvre ?", {"asks": "count"}, [
        ("search_customer", {"query": "Émilie Lefèvre"}),
        ("tally_bills", {"customer_id": "C-2"}), None])
    # C-2's one bill of 100,00 € is never counted under Émilie Lefèvre's name.
    assert "100,00" not in turn.reply and codes(turn, "tally_bills") == ["not_asked"]


def test_the_model_told_of_its_wrong_customer_recovers(store: Store) -> None:
    turn = ask(store, "Combien de factures a Émilie Lefèvre ?", {"asks": "count"}, [
        ("search_customer", {"query": "Émilie Lefèvre"}),
        ("tally_bills", {"customer_id": "C-2"}), ("tally_bills", {}), None])
    assert turn.text_id == "billing_answer"
    # C-1 has 5 bills (1 600,00 €): the call without an id is hers.
    assert "Émilie Lefèvre : 5" in turn.reply and "1\u202f600,00" in turn.reply
    assert codes(turn, "tally_bills") == ["not_asked", None]


def test_a_list_of_the_customer_found_lists_her_bills_only(store: Store) -> None:
    turn = ask(store, "Factures d'Émilie Lefèvre", {}, [
        ("search_customer", {"query": "Émilie Lefèvre"}),
        ("list_bills", {"customer_id": "C-2"}), ("list_bills", {"customer_id": "C-1"}), None])
    assert turn.text_id == "billing_answer"
    assert "F6" not in turn.reply and "F3" in turn.reply


def test_a_question_about_every_customer_is_never_answered_with_one(store: Store) -> None:
    turn = ask(store, "Combien de factures en tout ?",
               {"customer_name": None, "all_customers": True, "asks": "count"},
               [("tally_bills", {"customer_id": "C-2"}), None])
    assert turn.text_id == "billing_answer"
    assert "tous clients confondus : 6" in turn.reply and "1\u202f700,00" in turn.reply


def test_the_period_read_by_python_is_the_period_of_the_call(store: Store) -> None:
    turn = ask(store, "Quelles factures d'Émilie Lefèvre en 2025 ?", {"period_words": "en 2025"}, [
        ("search_customer", {"query": "Émilie Lefèvre"}),
        ("list_bills", {"customer_id": "C-1", "start": "2025-06-01", "end": "2025-06-30"}),
        None])
    assert turn.text_id == "billing_answer"
    assert "du 1er janvier 2025 au 31 décembre 2025 : 4" in turn.reply
    assert "juin 2025 au" not in turn.reply


def test_a_bill_the_question_does_not_name_is_not_read(store: Store) -> None:
    turn = ask(store, "Facture F3 ?", {"customer_name": None},
               [("get_bill", {"number": "F6"}), None])
    assert "F6" not in turn.reply and "Emile" not in turn.reply
    refused = [e for e in turn.trace if e.get("kind") == "tool" and e.get("tool") == "get_bill"]
    assert refused and all(e["code"] == "not_asked" for e in refused)


def test_bill_details_after_a_list_are_only_of_the_bills_listed(store: Store) -> None:
    turn = ask(store, "Factures d'Émilie Lefèvre", {}, [
        ("search_customer", {"query": "Émilie Lefèvre"}),
        ("list_bills", {"customer_id": "C-1"}), ("get_bill", {"number": "F6"}), None])
    assert turn.text_id == "billing_answer" and "F6" not in turn.reply
    codes = [e.get("code") for e in turn.trace if e.get("tool") == "get_bill"]
    assert codes == ["not_asked"]
    # and the model's own text, with its invented figures, is never the reply
    assert "1\u202f000\u202f000" not in turn.reply and "1 000 000" not in turn.reply
