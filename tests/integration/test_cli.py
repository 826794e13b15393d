"""The `comptoir` command: seed, ask (with threads), diagrams."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from comptoir.cli import app
from comptoir.diagrams import ROOT, refreshed_readme
from services.settings import get_settings
from tests.data import NOW, tiny_fixture

runner = CliRunner()


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'c.db'}")
    monkeypatch.setenv("COMPTOIR_CHECKPOINT_URL", f"sqlite:///{tmp_path / 'cp.db'}")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    get_settings.cache_clear()
    yield tmp_path
    get_settings.cache_clear()


def test_seed_from_a_fixture_then_ask_twice_on_one_thread(env: Path) -> None:
    fixture = env / "f.yaml"
    fixture.write_text(yaml.safe_dump({"fixture": tiny_fixture()}), encoding="utf-8")
    result = runner.invoke(app, ["seed", "--fixture", str(fixture)])
    assert result.exit_code == 0, result.output
    now = NOW.isoformat()
    first = runner.invoke(app, ["ask", "je veux déplacer ma livraison SO-24903 un matin la "
                                "semaine prochaine", "--as", "jean.martin@example.com",
                                "--now", now, "--thread", "t1"])
    assert first.exit_code == 0, first.output
    assert "Lequel vous convient" in first.stdout
    second = runner.invoke(app, ["ask", "le dernier", "--as", "jean.martin@example.com",
                                 "--now", now, "--thread", "t1", "--trace"])
    assert second.exit_code == 0, second.output
    assert "vendredi 23 octobre" in second.stdout and "C'est fait" in second.stdout


def test_seed_refuses_a_broken_fixture_clearly(env: Path) -> None:
    fixture = env / "bad.yaml"
    broken = tiny_fixture()
    broken["orders"][0]["customer"] = "C-404"
    fixture.write_text(yaml.safe_dump(broken), encoding="utf-8")
    result = runner.invoke(app, ["seed", "--fixture", str(fixture)])
    assert result.exit_code == 2
    assert "unknown customer C-404" in result.output


def test_ask_rejects_a_naive_now(env: Path) -> None:
    result = runner.invoke(app, ["ask", "hello", "--now", "2026-10-14T09:00"])
    assert result.exit_code == 2 and "UTC offset" in result.output


def test_readme_diagrams_are_current() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "<!-- graph:care_desk -->" in text
    assert refreshed_readme(text) == text, "run `comptoir diagrams`"


def test_chat_keeps_one_conversation_and_shows_the_trace(env: Path) -> None:
    fixture = env / "f.yaml"
    fixture.write_text(yaml.safe_dump({"fixture": tiny_fixture()}), encoding="utf-8")
    assert runner.invoke(app, ["seed", "--fixture", str(fixture)]).exit_code == 0
    result = runner.invoke(
        app, ["chat", "--as", "jean.martin@example.com", "--now", NOW.isoformat()],
        input="je veux déplacer ma livraison un matin la semaine prochaine\nSO-24903\n"
              "le premier\n/trace\n/quit\n",
    )
    assert result.exit_code == 0, result.output
    assert "Lequel vous convient" in result.output
    assert "C'est fait" in result.output          # the third line answered the list
    assert "move_delivery" in result.output       # /trace printed the last decisions
