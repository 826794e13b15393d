"""A conversation corpus written blind (by someone who never read the code, from the eval
contract and the README only): the care desk's half is read in full, every turn; the back
office's half keeps at least the turns it passed when the corpus came in."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from comptoir.cli import app

BLIND = Path(__file__).resolve().parents[2] / "evals" / "blind2"
STAFF_FLOOR = 62  # of 64 turns, when the corpus came in: the back office's work raises it


def _run(tmp_path: Path, corpus: str) -> tuple[list[dict[str, object]], int]:
    report = tmp_path / f"{corpus}.json"
    result = CliRunner().invoke(app, ["eval", str(BLIND / f"{corpus}.yaml"),
                                      "--report", str(report)])
    return json.loads(report.read_text())["turns"], result.exit_code


def test_the_blind_care_corpus_passes_every_turn(tmp_path: Path) -> None:
    turns, exit_code = _run(tmp_path, "care")
    failed = [(t["name"], t["turn"], t["failures"]) for t in turns if not t["passed"]]
    assert len({t["name"] for t in turns}) >= 150
    assert not failed, failed[:5]
    assert exit_code == 0


def test_the_blind_staff_corpus_keeps_its_floor(tmp_path: Path) -> None:
    turns, _ = _run(tmp_path, "staff")
    assert len(turns) >= 64
    assert sum(bool(t["passed"]) for t in turns) >= STAFF_FLOOR
