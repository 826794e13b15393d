"""Faults: the model or the service layer fails; each turn ends in a fixed text, no double write.

Model faults on the OpenAI path (an HTTP timeout, 429/500, malformed or
schema-violating JSON) are in tests/integration/test_openai_path.py; here, the
service layer fails before its commit and after it, and the checkpointer is down
when a turn starts or goes down mid-turn, after the write.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from sqlalchemy import select
from sqlalchemy.exc import OperationalError

from comptoir.agent import Agent
from graphs.front_door import builder
from services import audit, care
from services.llm.offline import OfflineChatModel
from services.models import AuditEntry
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation

MOVE = "Déplacez SO-24903 au jeudi 22 au matin"


def audit_rows(store: Store) -> list[AuditEntry]:
    with store.sessions() as session:
        return list(session.scalars(select(AuditEntry)))


@pytest.fixture
def desk(mem_store: Store) -> Iterator[Conversation]:
    # Writes at once (COMPTOIR_CONFIRM_WRITES=false): the faults hit the write on this turn.
    yield Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN,
                       confirm_writes=False)


def test_a_failure_after_commit_is_retried_and_applied_once(
    desk: Conversation, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = audit.idempotent_write
    failures = {"left": 1}

    def commit_then_lose_the_connection(*args: Any, **kwargs: Any) -> Any:
        result = real(*args, **kwargs)
        if failures["left"]:
            failures["left"] -= 1
            raise OperationalError("COMMIT", {}, Exception("connection lost after commit"))
        return result

    monkeypatch.setattr("services.care.idempotent_write", commit_then_lose_the_connection)
    turn = desk.say(MOVE)
    assert turn.text_id == "say_moved"
    assert {b.order: b.slot for b in desk.snapshot().bookings}["SO-24903"] == "2026-10-22-AM"
    rows = audit_rows(desk.store)
    assert len(rows) == 1 and rows[0].idempotency_key.split(":")[1].startswith("1.")  # type: ignore[union-attr]
    assert [s.booked for s in care.list_slots(desk.store) if s.id == "2026-10-22-AM"] == [1]


def test_a_failure_before_commit_writes_nothing_and_the_chat_goes_on(
    desk: Conversation, monkeypatch: pytest.MonkeyPatch
) -> None:
    def database_down(*args: Any, **kwargs: Any) -> Any:
        raise OperationalError("BEGIN", {}, Exception("database is locked"))

    before = desk.snapshot()
    with monkeypatch.context() as patch:
        patch.setattr("services.care.idempotent_write", database_down)
        turn = desk.say(MOVE)
    assert turn.text_id == "say_system_unavailable" and "rien n'a été modifié" in turn.reply
    assert desk.snapshot() == before and audit_rows(desk.store) == []
    again = desk.say(MOVE)
    assert again.text_id == "say_moved"
    history = desk.agent.history(desk.thread_id)
    assert [m["role"] for m in history] == ["user", "assistant", "user", "assistant"]


def test_an_unexpected_bug_is_a_fixed_text_not_a_stack_trace(
    desk: Conversation, monkeypatch: pytest.MonkeyPatch
) -> None:
    def bug(*args: Any, **kwargs: Any) -> Any:
        raise KeyError("surprise")

    monkeypatch.setattr("services.care.get_order", bug)
    turn = desk.say("Où en est SO-24903 ?")
    assert turn.text_id == "say_system_unavailable"
    assert "KeyError" not in turn.reply and "Traceback" not in turn.reply
    assert any(e.get("kind") == "error" for e in turn.trace)


@pytest.mark.parametrize(
    "failure", [TimeoutError("timed out"), ConnectionError("429 Too Many Requests"),
                ValueError("malformed JSON")],
)
def test_model_failures_on_every_workflow_end_in_fixed_text(mem_store: Store, failure: Exception
                                                           ) -> None:
    from tests.fakes import ScriptedModel

    for channel, schema in (("customer", "CareRequest"), ("staff", "StaffRoute")):
        model = ScriptedModel(script={schema: [failure] * 3})
        turn = Conversation(builder, mem_store, model, channel=channel,
                            customer_email=JEAN).say("hello")
        assert turn.text_id == "say_model_unavailable"


class FlakySaver(InMemorySaver):
    """A checkpointer whose database goes away: reads, writes or both fail while down."""

    def __init__(self) -> None:
        super().__init__()
        self.down: set[str] = set()

    def _check(self, what: str) -> None:
        if what in self.down:
            raise OperationalError(what, {}, Exception("checkpoint database unreachable"))

    def get_tuple(self, config: Any) -> Any:
        self._check("read")
        return super().get_tuple(config)

    def put(self, *args: Any, **kwargs: Any) -> Any:
        self._check("write")
        return super().put(*args, **kwargs)

    def put_writes(self, *args: Any, **kwargs: Any) -> Any:
        self._check("write")
        return super().put_writes(*args, **kwargs)


@pytest.fixture
def flaky(mem_store: Store) -> tuple[Conversation, FlakySaver]:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN,
                        confirm_writes=False)  # the write happens on the turn under test
    saver = FlakySaver()
    desk.agent = Agent(builder, saver, desk.deps)
    return desk, saver


def test_checkpointer_down_when_a_turn_starts_writes_nothing(
    flaky: tuple[Conversation, FlakySaver]
) -> None:
    desk, saver = flaky
    before = desk.snapshot()
    saver.down = {"read", "write"}
    turn = desk.say(MOVE)
    assert turn.text_id == "say_system_unavailable"
    assert "OperationalError" not in turn.reply and "Traceback" not in turn.reply
    assert desk.snapshot() == before and audit_rows(desk.store) == []
    saver.down = set()
    assert desk.say(MOVE).text_id == "say_moved"
    assert len(audit_rows(desk.store)) == 1


def test_checkpointer_down_mid_turn_after_the_write_applies_it_once(
    flaky: tuple[Conversation, FlakySaver]
) -> None:
    """The move commits, then the turn's checkpoint cannot be saved: the person gets the
    fixed text, and the move is never applied twice. Sent again, the next turn (a new turn
    id, so a new key) first tells the move that was done; the order is already on the wished
    slot, which is no longer among its free slots: the desk asks which slot; nothing more is
    written."""
    desk, saver = flaky
    saver.down = {"write"}
    turn = desk.say(MOVE)
    assert turn.text_id == "say_result_unconfirmed"  # the move committed: never "nothing"
    assert "OperationalError" not in turn.reply and "Traceback" not in turn.reply
    assert {b.order: b.slot for b in desk.snapshot().bookings}["SO-24903"] == "2026-10-22-AM"
    assert len(audit_rows(desk.store)) == 1
    saver.down = set()
    again = desk.say(MOVE)
    assert again.text_id == "ask_which_slot" and again.asks
    assert again.reply.startswith("D'abord, votre demande précédente a bien été traitée")
    assert "jeudi 22 octobre" in again.reply.split("\n\n")[0]
    rows = [r for r in audit_rows(desk.store) if r.outcome == "ok"]
    assert len(rows) == 1 and rows[0].idempotency_key.split(":")[1].startswith("1.")  # type: ignore[union-attr]
    assert [s.booked for s in care.list_slots(desk.store) if s.id == "2026-10-22-AM"] == [1]
    assert [m["role"] for m in desk.agent.history(desk.thread_id)] == ["user", "assistant"]
