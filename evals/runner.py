"""Run scenarios against the real graphs and services and check what changed in the system."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from langchain_core.language_models import BaseChatModel
from langgraph.checkpoint.memory import InMemorySaver

from comptoir.agent import Agent, Turn
from comptoir.wiring import main_builder
from evals.scenario import Expect, Scenario, ScenarioTurn
from nodes.kit.context import Context, Deps
from services import care
from services.clock import FixedClock
from services.demo import demo_fixture
from services.fixtures import load_fixture
from services.schemas import Snapshot
from services.store import open_store

ModelFactory = Callable[[str | None], BaseChatModel]
# Called after every turn with the scenario turn, the agent's outcome (None when the turn
# crashed), and the system's snapshots before and after it: how a test looks inside a run.
TurnObserver = Callable[[ScenarioTurn, Turn | None, Snapshot, Snapshot], None]


@dataclass
class Diff:
    """What one turn changed: bookings moved, cases opened, cases modified."""

    moved: dict[str, str] = field(default_factory=dict)
    unbooked: list[str] = field(default_factory=list)
    cases_opened: list[dict[str, str]] = field(default_factory=list)
    cases_changed: list[str] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not (self.moved or self.unbooked or self.cases_opened or self.cases_changed)


def diff(before: Snapshot, after: Snapshot) -> Diff:
    old = {b.order: b.slot for b in before.bookings}
    new = {b.order: b.slot for b in after.bookings}
    old_cases = {c.number: c for c in before.cases}
    return Diff(
        moved={o: s for o, s in new.items() if old.get(o) != s},
        unbooked=sorted(set(old) - set(new)),
        cases_opened=[{"number": c.number, "order": c.order, "kind": c.kind}
                      for c in after.cases if c.number not in old_cases],
        cases_changed=[c.number for c in after.cases
                       if c.number in old_cases and old_cases[c.number] != c],
    )


SPACES = str.maketrans({"\u00a0": " ", "\u202f": " ", "\u2009": " "})


def comparable(text: str) -> str:
    """Case-insensitive, and French typography's no-break spaces read as plain spaces."""
    return text.translate(SPACES).casefold()


def check(expect: Expect, change: Diff, reply: str, asks: bool) -> list[str]:
    """Every expectation that does not hold, in words."""
    failures: list[str] = []
    if expect.nothing_changed:
        if not change.empty:
            failures.append(f"expected nothing to change, got {_describe(change)}")
    else:
        # A turn changes nothing unless it says so: unlisted changes always fail.
        wanted_moves = {m.order: m.to for m in expect.moved or []}
        if change.moved != wanted_moves or change.unbooked:
            got = _describe(Diff(moved=change.moved, unbooked=change.unbooked)) or "no change"
            failures.append(f"bookings: expected {wanted_moves or 'no change'}, got {got}")
        wanted_cases = sorted((c.order, c.kind) for c in expect.cases_opened or [])
        got_cases = sorted((c["order"], c["kind"]) for c in change.cases_opened)
        if got_cases != wanted_cases:
            failures.append(f"cases opened: expected {wanted_cases or 'none'}, got "
                            f"{got_cases or 'none'}")
        if change.cases_changed:
            failures.append(f"existing cases changed: {change.cases_changed}")
    lowered = comparable(reply)
    failures += [f"reply lacks {s!r}" for s in expect.reply_contains
                 if comparable(s) not in lowered]
    failures += [f"reply contains {s!r}" for s in expect.reply_not_contains
                 if comparable(s) in lowered]
    failures += [f"reply does not match /{p}/" for p in expect.reply_matches
                 if not re.search(p, reply)]
    if expect.reply_has_case_number:
        numbers = [c["number"] for c in change.cases_opened]
        if not numbers:
            failures.append("reply_has_case_number: no case was opened in this turn")
        elif not any(n in reply for n in numbers):
            failures.append(f"reply does not give the case number {numbers[0]}")
    if expect.asks is not None and expect.asks != asks:
        failures.append("expected the turn to end on a question" if expect.asks
                        else "expected no question, but the turn asks one")
    return failures


def _describe(change: Diff) -> str:
    parts = []
    if change.moved:
        parts.append(f"moved {change.moved}")
    if change.unbooked:
        parts.append(f"unbooked {change.unbooked}")
    if change.cases_opened:
        parts.append(f"opened {[(c['order'], c['kind']) for c in change.cases_opened]}")
    if change.cases_changed:
        parts.append(f"changed {change.cases_changed}")
    return ", ".join(parts)


@dataclass
class TurnResult:
    name: str
    turn: int
    run: int
    passed: bool
    failures: list[str]
    reply: str
    diff: dict[str, Any]
    latency_ms: float
    model_calls: int
    prompt_tokens: int
    tokens_estimated: bool
    path: list[str]
    model_failures: int = 0
    model_errors: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def run_scenario(scenario: Scenario, model_for: ModelFactory, *, run: int = 0,
                 observe: TurnObserver | None = None) -> list[TurnResult]:
    """Run one scenario on a fresh copy of its fixture, one thread, its clock."""
    store = open_store("sqlite://", clock=FixedClock(scenario.now), create=True)
    try:
        load_fixture(store, scenario.fixture if scenario.fixture is not None
                     else demo_fixture(scenario.now))
        agent = Agent(main_builder(), InMemorySaver(), Deps(store=store, model_for=model_for))
        thread = f"eval-{scenario.name}-{run}"
        results = []
        for index, turn in enumerate(scenario.turns):
            before = care.snapshot(store)
            context = Context(
                channel=turn.channel, now=scenario.now.isoformat(),
                customer_email=turn.as_.email if turn.as_ else None,
            )
            try:
                outcome = agent.turn(turn.say, thread_id=thread, context=context)
                reply, asks, error = outcome.reply, outcome.asks, None
            except Exception as exc:  # a crash is a failed turn, reported, never hidden
                outcome, reply, asks = None, "", False
                error = f"turn crashed: {type(exc).__name__}: {exc}"
            after = care.snapshot(store)
            if observe is not None:
                observe(turn, outcome, before, after)
            change = diff(before, after)
            failures = ([error] if error else []) + check(turn.expect, change, reply, asks)
            results.append(TurnResult(
                name=scenario.name, turn=index, run=run, passed=not failures,
                failures=failures, reply=reply, diff=asdict(change),
                latency_ms=round(outcome.latency_ms, 2) if outcome else 0.0,
                model_calls=outcome.model_calls if outcome else 0,
                prompt_tokens=outcome.prompt_tokens if outcome else 0,
                tokens_estimated=outcome.tokens_estimated if outcome else False,
                path=[e["node"] for e in (outcome.trace if outcome else [])
                      if e.get("kind") == "node"],
                model_failures=outcome.model_failures if outcome else 0,
                model_errors=list(outcome.model_errors) if outcome else [],
            ))
        return results
    finally:
        store.engine.dispose()
