"""A consent corpus written blind (by someone who never read the consent vocabulary), from
how people answer a proposal or a slot list: what must never write, and what must."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from comptoir.cli import app

BLIND = Path(__file__).resolve().parents[2] / "evals" / "blind"


@pytest.mark.parametrize("corpus", ["no_write", "must_write"])
def test_the_blind_consent_corpus(tmp_path: Path, corpus: str) -> None:
    report = tmp_path / "report.json"
    result = CliRunner().invoke(app, ["eval", str(BLIND / f"{corpus}.yaml"),
                                      "--report", str(report)])
    turns = json.loads(report.read_text())["turns"]
    failed = [(t["name"], t["turn"], t["failures"]) for t in turns if not t["passed"]]
    assert len({t["name"] for t in turns}) >= (150 if corpus == "no_write" else 95)
    # no_write: a single write is a write without consent; must_write: a miss is safe (the
    # desk asks again) but a misunderstanding, and the corpus is read in full today.
    assert not failed, failed[:5]
    assert result.exit_code == 0
