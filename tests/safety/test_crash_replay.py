"""A reply never contradicts the database (issue 14): a turn that committed its write and then
crashed before its checkpoint is told on the next turn, whose keys never collide with it.

The crash is simulated two ways, on SQLite and PostgreSQL: an error raised right after the
write committed (the turn's state is lost, the failure reply is recorded), and a checkpointer
that cannot save anything (as after a `kill -9`: nothing of the turn is recorded).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import select

from comptoir.agent import Agent
from graphs.front_door import builder
from services import audit, care
from services.llm.offline import OfflineChatModel
from services.models import AuditEntry
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation
from tests.safety.test_faults import FlakySaver

MOVE = "Déplacez SO-24903 au jeudi 22 au matin"
MOVE_AGAIN = "Déplacez SO-24903 au vendredi 23 au matin"
ASK = "Où en est SO-24903 ?"
TOLD_FR = "D'abord, votre demande précédente a bien été traitée"


def audit_keys(store: Store) -> list[str]:
    with store.sessions() as session:
        return [e.idempotency_key or "" for e in session.scalars(
            select(AuditEntry).where(AuditEntry.outcome == "ok").order_by(AuditEntry.id))]


def booked(store: Store, slot: str) -> int:
    return next(s.booked for s in care.list_slots(store) if s.id == slot)


@pytest.fixture
def desk(store: Store) -> Iterator[Conversation]:
    yield Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                       confirm_writes=False)


class Killed(Exception):
    """Stands for the process dying right after the commit (not a transient error: no retry)."""


def crash_after_commit(monkeypatch: pytest.MonkeyPatch) -> None:
    real = audit.idempotent_write

    def commit_then_die(*args: Any, **kwargs: Any) -> Any:
        real(*args, **kwargs)
        raise Killed("killed after commit")

    monkeypatch.setattr("services.care.idempotent_write", commit_then_die)


def test_the_turn_after_a_crash_tells_the_move_first(desk: Conversation,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    slot_before = booked(desk.store, "2026-10-22-AM")
    with monkeypatch.context() as patch:
        crash_after_commit(patch)
        crashed = desk.say(MOVE)
    assert crashed.text_id == "say_result_unconfirmed"
    assert {b.order: b.slot for b in desk.snapshot().bookings}["SO-24903"] == "2026-10-22-AM"
    after = desk.say(ASK)
    assert after.reply.startswith(TOLD_FR), after.reply
    assert "SO-24903" in after.reply.split("\n\n")[0] and "22" in after.reply.split("\n\n")[0]
    assert "jeudi" in after.reply.split("\n\n")[0]
    # Told once: the turn after says nothing more about it.
    assert not desk.say(ASK).reply.startswith(TOLD_FR)
    assert len(audit_keys(desk.store)) == 1
    assert booked(desk.store, "2026-10-22-AM") == slot_before + 1


def test_a_new_move_after_a_crash_does_not_collide(desk: Conversation,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    thursday, friday = booked(desk.store, "2026-10-22-AM"), booked(desk.store, "2026-10-23-AM")
    with monkeypatch.context() as patch:
        crash_after_commit(patch)
        desk.say(MOVE)
    again = desk.say(MOVE_AGAIN)
    assert again.text_id == "say_moved", (again.text_id, again.reply)
    assert again.reply.startswith(TOLD_FR)
    keys = audit_keys(desk.store)
    assert len(keys) == 2 and len(set(keys)) == 2
    assert {b.order: b.slot for b in desk.snapshot().bookings}["SO-24903"] == "2026-10-23-AM"
    assert booked(desk.store, "2026-10-22-AM") == thursday  # moved there, then away
    assert booked(desk.store, "2026-10-23-AM") == friday + 1
    with desk.store.sessions() as session:
        refused = list(session.scalars(select(AuditEntry).where(AuditEntry.outcome != "ok")))
    assert refused == []  # no idempotency_conflict


def test_kill_nine_nothing_recorded_then_told_in_english(store: Store) -> None:
    desk = Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                        confirm_writes=False)
    saver = FlakySaver()
    desk.agent = Agent(builder, saver, desk.deps)
    saver.down = {"write"}
    assert desk.say(MOVE).text_id == "say_result_unconfirmed"
    saver.down = set()
    assert desk.agent.history(desk.thread_id) == []  # nothing of the crashed turn recorded
    after = desk.say("Where is my order SO-24903?")
    assert after.reply.startswith("First, your previous request went through"), after.reply
    assert "Thursday" in after.reply.split("\n\n")[0]
    assert len(audit_keys(store)) == 1


def test_a_retried_step_replays_its_write(desk: Conversation,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A transient error after the commit: the step is retried in the same run with the same
    key, so the write is replayed, not doubled, and the reply (the move) is not repeated."""
    from sqlalchemy.exc import OperationalError

    real = audit.idempotent_write
    left = {"n": 1}

    def commit_then_lose_connection(*args: Any, **kwargs: Any) -> Any:
        result = real(*args, **kwargs)
        if left["n"]:
            left["n"] -= 1
            raise OperationalError("COMMIT", {}, Exception("connection lost after commit"))
        return result

    before = booked(desk.store, "2026-10-22-AM")
    monkeypatch.setattr("services.care.idempotent_write", commit_then_lose_connection)
    turn = desk.say(MOVE)
    assert turn.text_id == "say_moved" and not turn.reply.startswith(TOLD_FR)
    assert len(audit_keys(desk.store)) == 1
    assert booked(desk.store, "2026-10-22-AM") == before + 1
    assert not desk.say(ASK).reply.startswith(TOLD_FR)  # the move was told by its own turn


def test_a_case_opened_before_a_crash_is_told_with_its_number(
    desk: Conversation, monkeypatch: pytest.MonkeyPatch
) -> None:
    with monkeypatch.context() as patch:
        crash_after_commit(patch)
        assert desk.say("Le canapé SO-24870 est arrivé abîmé").text_id == (
            "say_result_unconfirmed")
    with desk.store.sessions() as session:
        entry = session.scalars(select(AuditEntry).where(AuditEntry.outcome == "ok")).one()
    number = entry.result["number"]
    after = desk.say(ASK)
    first = after.reply.split("\n\n")[0]
    assert first.startswith(TOLD_FR) and number in first and "SO-24870" in first, after.reply
    assert len(audit_keys(desk.store)) == 1


def test_a_first_turn_reads_no_audit_log_when_writes_need_a_yes(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With consent on, a thread with no recorded turn has written nothing (a write needs a yes
    to a proposal a recorded turn stated): its first turn skips the lost-writes lookup; every
    later turn makes it, and with consent off the first turn makes it too."""
    import nodes.kit.turn as turn_module

    looked: list[str] = []
    real = turn_module.writes_since

    def counted(*args: Any, **kwargs: Any) -> Any:
        looked.append(kwargs["thread"])
        return real(*args, **kwargs)

    monkeypatch.setattr(turn_module, "writes_since", counted)
    consenting = Conversation(builder, store, OfflineChatModel(), customer_email=JEAN)
    assert consenting.say(ASK).text_id == "say_status"
    assert looked == []
    assert consenting.say(MOVE).text_id == "ask_confirm_move"
    assert looked == [consenting.thread_id]
    assert consenting.say("oui").text_id == "say_moved"
    assert looked == [consenting.thread_id] * 2
    writing = Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                           confirm_writes=False)
    assert writing.say(ASK).text_id == "say_status"
    assert looked[-1] == writing.thread_id and len(looked) == 3
