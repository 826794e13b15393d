"""`comptoir ask` and `chat`: a fallback text for the person, the reason on stderr."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from comptoir.cli import app
from services.settings import get_settings
from tests.data import NOW, tiny_fixture
from tests.openai_server import FakeOpenAI, serve

runner = CliRunner()
REASON = "3 failed model attempt(s); OpenAIAPIError: Error code: 500 - scripted failure"


@pytest.fixture
def failing_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeOpenAI]:
    fake = FakeOpenAI({"CareRequest": [500] * 6})
    with serve(fake.app) as url:
        monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'c.db'}")
        monkeypatch.setenv("COMPTOIR_CHECKPOINT_URL", f"sqlite:///{tmp_path / 'cp.db'}")
        monkeypatch.setenv("OPENAI_API_KEY", "sk-local")
        monkeypatch.setenv("OPENAI_BASE_URL", f"{url}/v1")
        get_settings.cache_clear()
        fixture = tmp_path / "f.yaml"
        fixture.write_text(yaml.safe_dump({"fixture": tiny_fixture()}), encoding="utf-8")
        assert runner.invoke(app, ["seed", "--fixture", str(fixture)]).exit_code == 0
        yield fake
    get_settings.cache_clear()


def test_ask_prints_the_reason_on_stderr_only(failing_server: FakeOpenAI) -> None:
    result = runner.invoke(app, ["ask", "Où en est SO-24903 ?", "--as",
                                 "jean.martin@example.com", "--now", NOW.isoformat()])
    assert result.exit_code == 0, result.output
    assert "Désolé" in result.stdout and "scripted failure" not in result.stdout
    assert f"fallback text say_model_unavailable: {REASON}" in result.stderr
    assert "3 model call(s)" in result.stderr
    assert len(failing_server.requests) == 3


def test_chat_prints_the_reason_on_stderr_after_the_reply(failing_server: FakeOpenAI) -> None:
    result = runner.invoke(app, ["chat", "--as", "jean.martin@example.com", "--now",
                                 NOW.isoformat()], input="Où en est SO-24903 ?\n/quit\n")
    assert result.exit_code == 0, result.output
    assert "Désolé" in result.stdout and "scripted failure" not in result.stdout
    assert REASON in result.stderr


def test_a_normal_turn_prints_no_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'c.db'}")
    monkeypatch.setenv("COMPTOIR_CHECKPOINT_URL", f"sqlite:///{tmp_path / 'cp.db'}")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    get_settings.cache_clear()
    fixture = tmp_path / "f.yaml"
    fixture.write_text(yaml.safe_dump({"fixture": tiny_fixture()}), encoding="utf-8")
    assert runner.invoke(app, ["seed", "--fixture", str(fixture)]).exit_code == 0
    result = runner.invoke(app, ["ask", "Où en est SO-24903 ?", "--as",
                                 "jean.martin@example.com", "--now", NOW.isoformat()])
    get_settings.cache_clear()
    assert result.exit_code == 0 and "fallback text" not in result.stderr


def test_ask_prints_the_reason_when_the_database_is_down(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A database that refuses connections: the turn ends in say_result_unconfirmed (Python
    cannot tell whether it wrote), a fallback text whose reason stderr gave no line of."""
    monkeypatch.setenv("DATABASE_URL", "postgresql://nobody@127.0.0.1:1/nothing")
    monkeypatch.setenv("COMPTOIR_CHECKPOINT_URL", f"sqlite:///{tmp_path / 'cp.db'}")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    get_settings.cache_clear()
    try:
        result = runner.invoke(app, ["ask", "Où en est SO-24903 ?", "--as",
                                     "jean.martin@example.com", "--now", NOW.isoformat()])
    finally:
        get_settings.cache_clear()
    assert result.exit_code == 0, result.output
    assert "Désolé" in result.stdout and "OperationalError" not in result.stdout
    assert "fallback text say_result_unconfirmed: OperationalError" in result.stderr
