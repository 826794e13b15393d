"""Model errors reach the eval report: per turn in the JSON, counted and listed in the table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.console import Console

from evals.report import print_results, write_report
from evals.runner import run_scenario
from evals.scenario import load_paths
from services.llm.offline import OfflineChatModel

SCENARIOS = Path(__file__).resolve().parents[2] / "evals" / "scenarios"


class DownModel(OfflineChatModel):
    def _generate(self, *args: Any, **kwargs: Any) -> Any:
        raise TimeoutError("the model server did not answer")


def test_model_errors_are_in_the_report(tmp_path: Path) -> None:
    scenario = next(s for s in load_paths([SCENARIOS]) if s.turns[0].as_ is not None)
    results = run_scenario(scenario, lambda _name: DownModel())
    first = results[0]
    assert first.model_calls == 3 and first.model_failures == 3
    assert first.model_errors == ["TimeoutError: the model server did not answer"] * 3

    report = tmp_path / "report.json"
    write_report(report, results, repeat=1)
    payload = json.loads(report.read_text(encoding="utf-8"))
    assert payload["summary"]["model_failures"] == sum(r.model_failures for r in results) >= 3
    assert payload["summary"]["turns_with_model_errors"] >= 1
    assert payload["turns"][0]["model_errors"][0].startswith("TimeoutError")

    console = Console(record=True, width=200)
    print_results(console, results, repeat=1)
    text = console.export_text()
    assert "model errors (" in text and "× TimeoutError: the model server did not answer" in text
    assert f"{payload['summary']['model_failures']} failed model attempts" in text


def test_a_healthy_run_reports_no_model_error(tmp_path: Path) -> None:
    scenario = next(iter(load_paths([SCENARIOS])))
    results = run_scenario(scenario, lambda _name: OfflineChatModel())
    assert all(r.model_failures == 0 and r.model_errors == [] for r in results)
    console = Console(record=True, width=200)
    assert print_results(console, results, repeat=1)["model_failures"] == 0
    assert "model errors (" not in console.export_text()
