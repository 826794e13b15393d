"""The eval runner: strict files, the state diff, the report, and the whole suite passing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from comptoir.cli import app
from evals.runner import Diff, check, run_scenario
from evals.scenario import Expect, ScenarioError, load_file, load_paths
from services.llm.offline import OfflineChatModel

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "evals" / "scenarios"
runner = CliRunner()


def offline(_name: str | None) -> OfflineChatModel:
    return OfflineChatModel()


def test_unknown_keys_are_errors_with_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "typo.yaml"
    path.write_text(
        "name: typo\n"
        "now: '2026-10-14T09:00:00+02:00'\n"
        "turns:\n"
        "  - say: hello\n"
        "    expect:\n"
        "      nothing_changd: true\n",
        encoding="utf-8",
    )
    with pytest.raises(ScenarioError) as error:
        load_file(path)
    assert f"{path}:6:" in str(error.value) and "nothing_changd" in str(error.value)


def test_a_naive_now_and_a_bad_name_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("name: Not Kebab\nnow: '2026-10-14T09:00:00'\nturns: [{say: hi}]\n",
                    encoding="utf-8")
    with pytest.raises(ScenarioError) as error:
        load_file(path)
    assert "name" in str(error.value) and "UTC offset" in str(error.value)


@pytest.mark.parametrize("now", ["9999-12-31T23:59:59+00:00", "0001-01-01T00:00:00+00:00"])
def test_a_clock_out_of_the_rules_range_is_refused_in_one_line(tmp_path: Path, now: str) -> None:
    path = tmp_path / "far.yaml"
    path.write_text(f"name: far\nnow: '{now}'\nturns: [{{say: hi}}]\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as error:
        load_file(path)
    assert "between 1970 and 2999" in str(error.value) and "\n" not in str(error.value)


@pytest.mark.parametrize(
    ("expect", "change", "failures"),
    [
        (Expect(), Diff(), 0),
        (Expect(), Diff(moved={"SO-1": "S"}), 1),  # a turn changes nothing unless it says so
        (Expect(nothing_changed=True), Diff(cases_opened=[{"number": "C", "order": "SO-1",
                                                           "kind": "damage"}]), 1),
        (Expect.model_validate({"moved": [{"order": "SO-1", "to": "S"}]}),
         Diff(moved={"SO-1": "S"}), 0),
        (Expect.model_validate({"moved": [{"order": "SO-1", "to": "S"}]}),
         Diff(moved={"SO-1": "S", "SO-2": "T"}), 1),
        (Expect.model_validate({"cases_opened": [{"order": "SO-1", "kind": "damage"}],
                                "reply_has_case_number": True}),
         Diff(cases_opened=[{"number": "CASE-9", "order": "SO-1", "kind": "damage"}]), 1),
        (Expect(reply_contains=["ok"], reply_not_contains=["without"], reply_matches=[r"\d"],
                asks=True), Diff(), 4),
    ],
)
def test_check_reads_the_diff(expect: Expect, change: Diff, failures: int) -> None:
    assert len(check(expect, change, "reply without it", asks=False)) == failures


def test_a_failing_turn_reports_why() -> None:
    [scenario] = [s for s in load_paths([SCENARIOS]) if s.name == "fr-reschedule-own-order"]
    proposal, yes = scenario.turns  # the move is proposed, then the customer says yes
    wrong = scenario.model_copy(update={"turns": [proposal, yes.model_copy(update={
        "expect": Expect.model_validate({"moved": [{"order": "SO-24911",
                                                    "to": "2026-10-22-AM"}]})})]})
    asked, result = run_scenario(wrong, offline)
    assert asked.passed and not result.passed
    assert "2026-10-23-AM" in result.failures[0]


def test_the_scenario_suite_passes_and_the_report_has_every_field(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    result = runner.invoke(app, ["eval", str(SCENARIOS), "--repeat", "2",
                                 "--report", str(report)])
    assert result.exit_code == 0, result.output[-3000:]
    assert "pass^2 = 100.00%" in result.output
    data = json.loads(report.read_text())
    assert data["summary"]["pass_hat_k"] == 1.0
    turn = data["turns"][0]
    assert {"name", "turn", "passed", "failures", "reply", "diff", "latency_ms", "model_calls",
            "prompt_tokens"} <= set(turn)
    assert len({t["name"] for t in data["turns"]}) >= 16


def test_exit_code_is_1_when_a_turn_fails(tmp_path: Path) -> None:
    path = tmp_path / "fails.yaml"
    path.write_text(
        "name: must-fail\nnow: '2026-10-14T09:00:00+02:00'\n"
        "turns:\n  - say: bonjour\n    expect: {reply_contains: [never said]}\n",
        encoding="utf-8",
    )
    result = runner.invoke(app, ["eval", str(path)])
    assert result.exit_code == 1


def test_no_break_spaces_compare_as_spaces() -> None:
    reply = "Total : 1\u202f191,25\u00a0€, 83\u202f%"
    assert check(Expect(reply_contains=["1 191,25 €", "83 %"]), Diff(), reply, False) == []
    assert check(Expect(reply_not_contains=["1 191,25 €"]), Diff(), reply, False) != []
