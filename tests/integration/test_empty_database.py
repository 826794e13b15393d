"""An empty business database is filled with the demo set only where the demo belongs: in
demo mode, or on the embedded default file. A database DATABASE_URL names outside demo mode
(a production PostgreSQL) is never filled with the demo customers: `comptoir ask` says what to
run, in one line, exit 2. And a crashed turn's log and trace never quote the error's message
(a database error's quotes the SQL values: customers' data)."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, inspect
from typer.testing import CliRunner

from comptoir.cli import app
from services.settings import get_settings
from tests.data import JEAN
from tests.harness import Conversation

runner = CliRunner()


@pytest.fixture
def empty(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    path = tmp_path / "business.db"
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{path}")
    monkeypatch.setenv("COMPTOIR_CHECKPOINT_URL", f"sqlite:///{tmp_path / 'cp.db'}")
    monkeypatch.delenv("COMPTOIR_DEMO", raising=False)
    get_settings.cache_clear()
    yield path
    get_settings.cache_clear()


def _tables(path: Path) -> list[str]:
    engine = create_engine(f"sqlite:///{path}")
    try:
        return inspect(engine).get_table_names()
    finally:
        engine.dispose()


def test_ask_on_an_empty_database_outside_demo_mode_loads_no_demo_data(empty: Path) -> None:
    result = runner.invoke(app, ["ask", "Où en est ma commande SO-24903 ?", "--as", JEAN])
    assert result.exit_code != 0
    assert "comptoir seed" in str(result.exception) + result.output
    assert "customers" not in _tables(empty)


def test_ask_on_an_empty_database_in_demo_mode_fills_it(empty: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPTOIR_DEMO", "1")
    get_settings.cache_clear()
    result = runner.invoke(app, ["ask", "Où en est ma commande SO-24903 ?", "--as", JEAN])
    assert result.exit_code == 0, result.output
    assert "SO-24903" in result.output
    assert "customers" in _tables(empty)


def test_the_embedded_default_is_filled_and_a_named_database_is_not() -> None:
    from services.settings import DEFAULT_DATABASE_URL, Settings

    assert Settings(database_url=DEFAULT_DATABASE_URL).fills_empty_database
    assert not Settings(database_url="postgresql://u@h/prod").fills_empty_database
    assert Settings(database_url="postgresql://u@h/prod", demo=True).fills_empty_database


class Broken(Exception):
    """A database error quoting the values bound to its SQL."""


def test_a_crashed_turn_logs_and_traces_no_message(store: Any, monkeypatch: pytest.MonkeyPatch,
                                                   caplog: pytest.LogCaptureFixture) -> None:
    from graphs.front_door import builder
    from services.llm.offline import OfflineChatModel

    desk = Conversation(builder, store, OfflineChatModel(), customer_email=JEAN)
    secret = "[parameters: ('jean.martin@example.com', 'Jean Martin')]"

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise Broken(f"UPDATE orders SET ... {secret}")

    monkeypatch.setattr("services.care.get_order", broken)
    with caplog.at_level(logging.ERROR):
        turn = desk.say("Où en est ma commande SO-24903 ?")
    assert turn.text_id in ("say_system_unavailable", "say_result_unconfirmed")
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert "Broken" in logged and "jean.martin" not in logged and "Jean Martin" not in logged
    assert not any(r.exc_info for r in caplog.records)
    errors = [e["error"] for e in turn.trace if e.get("kind") == "error"]
    assert errors and "Broken" in errors[0] and "jean.martin" not in str(turn.trace)
