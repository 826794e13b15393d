"""`comptoir serve --workers N` names one folder for every worker's metrics
(PROMETHEUS_MULTIPROC_DIR): a fresh one of its own, or the operator's, emptied of a previous
run's counts; a folder it cannot use is refused in one line."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import typer

from comptoir.cli import _shared_metrics_folder


def test_a_fresh_folder_is_made_and_named_to_the_workers(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PROMETHEUS_MULTIPROC_DIR", raising=False)
    made = _shared_metrics_folder()
    try:
        assert made is not None and Path(made).is_dir()
        assert os.environ["PROMETHEUS_MULTIPROC_DIR"] == made
        assert list(Path(made).iterdir()) == []
    finally:
        if made:
            Path(made).rmdir()


def test_the_operators_folder_loses_the_last_runs_counts_only(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "counter_4242.db").write_bytes(b"stale")
    (tmp_path / "notes.txt").write_text("kept")
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path))
    assert _shared_metrics_folder() is None  # not ours: never removed on exit
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


def test_a_folder_that_cannot_be_made_is_refused(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a-file").write_text("")
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path / "a-file" / "metrics"))
    with pytest.raises(typer.Exit) as refused:
        _shared_metrics_folder()
    assert refused.value.exit_code == 2
    assert "PROMETHEUS_MULTIPROC_DIR" in capsys.readouterr().err
