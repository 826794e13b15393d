"""Conversations checkpointed by an earlier state layout go on as they would have.

`tests/fixtures/layout1_checkpoints.sqlite` was written by the code of before the grouping of
each workflow's turn-scoped fields in one channel (`tests/fixtures/make_layout1_checkpoints.py`,
commit 42032b1): every field its own channel. Each thread there stops mid-conversation (a
move or a damage case proposed, slots listed, a status told, an analysis reported); the
messages that followed, played on that code, got the replies in `layout1_expected.json`. The
current code, on a copy of the file, must give the same replies: no conversation in progress
is lost, none crashes."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer

from comptoir.agent import Agent, open_checkpointer
from comptoir.wiring import main_builder
from nodes.kit.context import Context, Deps
from services.llm.offline import OfflineChatModel
from tests.conftest import fresh_store
from tests.data import JEAN, NOW

FIXTURES = Path(__file__).parent.parent / "fixtures"
EXPECTED: dict[str, Any] = json.loads((FIXTURES / "layout1_expected.json").read_text())


def test_the_fixture_is_the_old_layout() -> None:
    """The file holds turn-scoped fields as channels of their own (`order`, `free_slots`),
    which the current layout no longer has."""
    conn = sqlite3.connect(FIXTURES / "layout1_checkpoints.sqlite")
    try:
        rows = conn.execute("SELECT thread_id, type, checkpoint FROM checkpoints").fetchall()
    finally:
        conn.close()
    serde = JsonPlusSerializer()
    channels = {thread: set(serde.loads_typed((kind, blob))["channel_values"])
                for thread, kind, blob in rows}
    assert set(channels) == set(EXPECTED)
    assert {"order", "free_slots", "choice", "pick"} <= channels["slots-listed"]
    assert {"search", "bills"} <= channels["staff-analysis"]


@pytest.mark.parametrize("thread", sorted(EXPECTED))
def test_a_conversation_checkpointed_by_the_old_layout_goes_on(thread: str,
                                                                tmp_path: Path) -> None:
    copy = tmp_path / "checkpoints.sqlite"
    shutil.copy(FIXTURES / "layout1_checkpoints.sqlite", copy)
    store = fresh_store("sqlite://")
    agent = Agent(main_builder(), open_checkpointer(f"sqlite:///{copy}"),
                  Deps.of(store, OfflineChatModel()))
    spec = EXPECTED[thread]
    context = Context(channel=spec["channel"], now=NOW.isoformat(),
                      customer_email=JEAN if spec["channel"] == "customer" else None)
    before = agent.state(thread)
    assert len(before["messages"]) == 2 * len(spec["before"])  # the old state is read
    for step in spec["after"]:
        turn = agent.turn(step["say"], thread_id=thread, context=context)
        assert (turn.text_id, turn.reply) == (step["text_id"], step["reply"]), step["say"]
    store.engine.dispose()
