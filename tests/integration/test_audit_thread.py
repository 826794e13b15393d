"""Audit rows carry their conversation thread in an indexed column: a turn reads its thread's
untold writes with one index range, not a LIKE scan of the whole table. SQLite and PostgreSQL.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from alembic import command
from sqlalchemy import select, text

from graphs.front_door import builder
from services import care
from services.audit import thread_key, thread_of, writes_since
from services.models import AuditEntry
from services.schema import alembic_config, drop_everything
from services.store import Store, open_store
from tests.data import JEAN
from tests.harness import Conversation

MOVE = "Déplacez SO-24903 au jeudi 22 au matin"


@pytest.mark.parametrize("thread", ["t-1", "a:b", "50%_off", "x%3Ay", "é:%:"])
def test_a_thread_id_round_trips_through_its_key(thread: str) -> None:
    key = f"{thread_key(thread)}:1.abc:open_case:damage"
    assert thread_of(key) == thread
    assert thread_of("caller-chosen-key") is None and thread_of(None) is None


def test_a_turn_write_records_its_thread(store: Store) -> None:
    from services.llm.offline import OfflineChatModel

    desk = Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                        confirm_writes=False)
    desk.thread_id = "t:with:colons_and_%"
    assert desk.say(MOVE).text_id == "say_moved"
    with store.sessions() as session:
        [entry] = session.scalars(select(AuditEntry).where(AuditEntry.outcome == "ok"))
    assert entry.thread == desk.thread_id
    assert entry.actor == f"desk:customer:{JEAN}"  # who the write was made for, and where
    assert [r["id"] for r in writes_since(store, thread=desk.thread_id, after_id=0)] == [entry.id]
    assert writes_since(store, thread=desk.thread_id, after_id=entry.id) == []
    # A thread whose id is a LIKE pattern of the other, or its prefix, sees nothing of it.
    for other in ("t:with:colons%", "t", "t:with:colons_and_"):
        assert writes_since(store, thread=other, after_id=0) == []


def test_a_write_from_the_staff_channel_names_the_channel(store: Store) -> None:
    """Staff may use the care desk for a customer (the order proven by its number and
    e-mail): the audit log says the write came from the staff channel, for the order proof
    the conversation gave (no sign-in here: the CLI's operator)."""
    from services.llm.offline import OfflineChatModel

    desk = Conversation(builder, store, OfflineChatModel(), channel="staff",
                        confirm_writes=False)
    assert desk.say(f"{MOVE} {JEAN}").text_id == "say_moved"
    with store.sessions() as session:
        [entry] = session.scalars(select(AuditEntry).where(AuditEntry.outcome == "ok"))
    assert entry.actor == "desk:staff:proof:SO-24903"


def test_writes_since_reads_only_its_thread(store: Store) -> None:
    for thread, order in (("t-a", "SO-24903"), ("t-b", "SO-24911")):
        care.open_case(store, number=order, email=JEAN, kind="complaint",
                       idempotency_key=f"{thread_key(thread)}:1.x:open_case:complaint")
    care.open_case(store, number="SO-24911", email=JEAN, kind="late_reschedule",
                   idempotency_key="t-a-but-an-api-key")  # no ":": names no thread
    rows = writes_since(store, thread="t-a", after_id=0)
    assert [r["result"]["order"] for r in rows] == ["SO-24903"]
    assert rows[0]["operation"] == "open_case"


def test_the_query_uses_the_thread_index(store: Store) -> None:
    query = select(AuditEntry.id).where(AuditEntry.thread == "t-a", AuditEntry.id > 0,
                                        AuditEntry.outcome == "ok").order_by(AuditEntry.id)
    with store.engine.connect() as conn:
        sql = str(query.compile(conn, compile_kwargs={"literal_binds": True}))
        if conn.dialect.name == "sqlite":
            plan = " ".join(str(row) for row in conn.execute(text(f"EXPLAIN QUERY PLAN {sql}")))
        else:
            conn.execute(text("SET enable_seqscan = off"))  # a tiny table: judge the index
            plan = " ".join(str(row) for row in conn.execute(text(f"EXPLAIN {sql}")))
    assert "ix_audit_log_thread" in plan, plan


def test_the_migration_backfills_the_thread(db_url: str) -> None:
    """A database at revision 0002 with audit rows: 0003 fills the thread from the keys."""
    store = open_store(db_url)
    drop_everything(store.engine)
    config = alembic_config(store.engine.url.render_as_string(hide_password=False))
    with store.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0002")
    rows = [("t%3Aone:2.ab:reschedule", "ok"), ("plain-api-key", "ok"), (None, "ok"),
            ("t-two:1.cd:open_case:damage", "refused:not_found")]
    with store.engine.begin() as connection:
        for key, outcome in rows:
            connection.execute(text(
                "INSERT INTO audit_log (at, actor, operation, arguments, outcome, result, "
                "idempotency_key) VALUES (:at, 'system', 'reschedule', '{}', :outcome, '{}', "
                ":key)"), {"at": datetime(2026, 10, 14, tzinfo=UTC), "outcome": outcome,
                           "key": key})
    with store.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
    with store.engine.connect() as connection:
        found = connection.execute(text(
            "SELECT idempotency_key, thread FROM audit_log ORDER BY id")).all()
    assert [tuple(r) for r in found] == [
        ("t%3Aone:2.ab:reschedule", "t:one"), ("plain-api-key", None), (None, None),
        ("t-two:1.cd:open_case:damage", "t-two")]
    store.engine.dispose()


def test_an_entry_is_dated_by_the_real_clock_and_names_a_set_one(store: Store) -> None:
    """A run on a set clock (a scenario's, a demo run's "as if") moves the rules' instant,
    never the audit's date: `at` is the real time, `as_of` the set instant; on the real clock
    `as_of` stays empty."""
    from dataclasses import replace

    from services.clock import SystemClock

    set_at = store.now()
    before = datetime.now(UTC)
    care.open_case(store, number="SO-24870", email=JEAN, kind="damage",
                   description="Pied cassé", idempotency_key="audit-clock-1")
    real = replace(store, clock=SystemClock())
    care.open_case(real, number="SO-24903", email=JEAN, kind="complaint",
                   description="Une question", idempotency_key="audit-clock-2")
    with store.sessions() as session:
        entries = {e.idempotency_key: e for e in session.scalars(select(AuditEntry))}
    fixed, live = entries["audit-clock-1"], entries["audit-clock-2"]
    assert abs((set_at - before).total_seconds()) > 3600  # the fixture's clock is set
    for entry in (fixed, live):
        assert before <= entry.at <= datetime.now(UTC)
    assert fixed.as_of == set_at
    assert live.as_of is None


@pytest.mark.parametrize("key", [":" * 150, "k" * 300, "%" * 200])
def test_a_key_or_actor_too_long_for_its_column_is_stored_fitted_and_replays(
        store: Store, key: str) -> None:
    """An API caller's key grows when scoped and escaped (":" is three characters then), and a
    desk actor holds an e-mail of up to 254 characters: stored fitted to the column (start and
    digest), never a database error (PostgreSQL enforces the width); a replay of the same key
    still finds the first write."""
    from services.audit import caller_scoped

    scoped = caller_scoped("api.0123456789abcdef", key)
    assert scoped is not None and len(scoped) > 300
    slot = care.free_slots(store, number="SO-24903", email=JEAN)[0].id
    actor = "desk:customer:" + "x" * 240 + "@example.com"
    first = care.reschedule(store, number="SO-24903", email=JEAN, slot_id=slot,
                            idempotency_key=scoped, actor=actor)
    again = care.reschedule(store, number="SO-24903", email=JEAN, slot_id=slot,
                            idempotency_key=scoped, actor=actor)
    assert again == first
    with store.sessions() as session:
        [entry] = session.scalars(select(AuditEntry).where(AuditEntry.outcome == "ok"))
    assert len(entry.idempotency_key or "") <= 300 and len(entry.actor) <= 200
    assert entry.actor.startswith("desk:customer:xxx")
