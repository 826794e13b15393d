"""Print and save eval results: a table, totals, pass^k, and the JSON report."""

from __future__ import annotations

import json
import statistics
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from evals.runner import TurnResult


def summary(results: list[TurnResult], repeat: int) -> dict[str, Any]:
    by_scenario: dict[str, dict[int, bool]] = defaultdict(dict)
    for r in results:
        runs = by_scenario[r.name]
        runs[r.run] = runs.get(r.run, True) and r.passed
    scenarios = len(by_scenario)
    all_runs_passed = sum(1 for runs in by_scenario.values() if all(runs.values()))
    latencies = sorted(r.latency_ms for r in results) or [0.0]
    return {
        "turns": len(results),
        "turns_passed": sum(r.passed for r in results),
        "scenarios": scenarios,
        "repeat": repeat,
        "pass_hat_k": all_runs_passed / scenarios if scenarios else 0.0,
        "latency_ms_p50": statistics.median(latencies),
        "latency_ms_p95": latencies[min(len(latencies) - 1, int(0.95 * len(latencies)))],
        "model_calls_per_turn": sum(r.model_calls for r in results) / max(1, len(results)),
        "prompt_tokens_per_turn": sum(r.prompt_tokens for r in results) / max(1, len(results)),
        "tokens_estimated": any(r.tokens_estimated for r in results),
        "model_failures": sum(r.model_failures for r in results),
        "turns_with_model_errors": sum(1 for r in results if r.model_errors),
    }


def print_results(console: Console, results: list[TurnResult], repeat: int) -> dict[str, Any]:
    table = Table("scenario", "turn", "run", "result", "latency", "calls", "failed",
                  "ended on", title="comptoir eval")
    for r in results:
        status = "[green]pass[/green]" if r.passed else "[red]FAIL[/red]"
        failed = f"[red]{r.model_failures}[/red]" if r.model_failures else "0"
        table.add_row(r.name, str(r.turn), str(r.run), status, f"{r.latency_ms:.0f} ms",
                      str(r.model_calls), failed, r.path[-1] if r.path else "-")
    console.print(table)
    errors = Counter(e for r in results for e in r.model_errors)
    if errors:
        console.print(f"[yellow]model errors ({sum(errors.values())} failed attempts, "
                      f"{len(errors)} distinct):[/yellow]")
        for error, count in errors.most_common(10):
            console.print(f"    {count} × {error}", markup=False)
    for r in results:
        if not r.passed:
            console.print(f"[red]✗ {r.name} turn {r.turn} run {r.run}[/red]")
            for failure in r.failures:
                console.print(f"    {failure}", markup=False)
            console.print(f"    reply: {r.reply[:300]!r}", markup=False)
    s = summary(results, repeat)
    tokens = f"{s['prompt_tokens_per_turn']:.0f}" + (" (estimated)" if s["tokens_estimated"]
                                                     else "")
    console.print(
        f"[bold]{s['turns_passed']}/{s['turns']} turns passed[/bold] · "
        f"{s['scenarios']} scenarios · pass^{repeat} = {s['pass_hat_k']:.2%} · "
        f"latency p50 {s['latency_ms_p50']:.0f} ms, p95 {s['latency_ms_p95']:.0f} ms · "
        f"{s['model_calls_per_turn']:.2f} model calls/turn · {tokens} prompt tokens/turn · "
        f"{s['model_failures']} failed model attempts"
    )
    return s


def write_report(path: Path, results: list[TurnResult], repeat: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = {"summary": summary(results, repeat), "turns": [r.to_json() for r in results]}
    path.write_text(json.dumps(payload, indent=2, ensure_ascii=False), encoding="utf-8")
