"""The whole public scenario suite, with a hostile OpenAI-compatible server behind the model.

The server (tests/hostile_openai.py) answers schema-shaped but wrong: other
customers' orders and e-mails, wrong intents, slot ids never offered, truncated
JSON, 429, 500, answers slower than the timeout. Scenario expectations about
replies cannot hold with such a model, but one thing must: no write happens
that the scenario did not expect, unless the customer consented to exactly
that write (a yes, read by Python, to the previous turn's question naming the
pending write, or a pick by position in the list just offered).
"""

from __future__ import annotations

import os
import random
from collections import Counter
from pathlib import Path
from typing import Any

from pydantic import SecretStr

from comptoir.agent import Turn
from evals.runner import run_scenario
from evals.scenario import Scenario, ScenarioTurn, load_paths
from graphs.front_door import builder
from services.demo import demo_fixture
from services.llm.factory import make_model
from services.llm.openai import ComptoirChatOpenAI
from services.schemas import Snapshot
from services.settings import Settings
from tests.conftest import FIGURES, fresh_store
from tests.data import ALICE, JEAN, NOW, edge_fixture
from tests.harness import Conversation
from tests.hostile_openai import FAILURES, HostileOpenAI, Pools
from tests.openai_server import serve
from tests.safety.invariants import World
from tests.safety.invariants import violations as rule_violations
from tests.safety.oracle import Facts, Observed, check_writes
from tests.safety.test_adversarial_model import unconsented
from tests.safety.test_adversarial_writes import (
    ORACLE_POSITIONS,
    ORACLE_YES,
    Scene,
    leaks,
    next_message,
)

SCENARIOS = Path(__file__).resolve().parents[2] / "evals" / "scenarios"
SEED = int(os.environ.get("COMPTOIR_HOSTILE_SEED", "13"))  # another seed, another hostile run
TIMEOUT_S = 0.3  # the client's timeout; the server's slow answers take longer
# Consent-rich conversations on top of the scenarios: customers who answer yes and pick by
# position, so that the hostile model's proposals do get written (floor below).
CONVERSATIONS = int(os.environ.get("COMPTOIR_HOSTILE_CONVERSATIONS", "48"))
CONSENTED_FLOOR = 20


def _walk(value: Any, pools: Pools) -> None:
    """Every order number, e-mail, slot id and name found in a fixture."""
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, str):
                if key == "email":
                    pools.emails.append(item)
                elif key in ("number", "order", "order_number") and item.upper().startswith("SO"):
                    pools.orders.append(item)
                elif key in ("id", "delivery_slot", "slot") and item[:2] in ("20", "19"):
                    pools.slots.append(item)
                elif key == "name":
                    pools.names.append(item)
            else:
                _walk(item, pools)
    elif isinstance(value, list):
        for item in value:
            _walk(item, pools)


def pools_for(scenarios: list[Scenario]) -> Pools:
    found = Pools()
    for scenario in scenarios:
        fixture = (scenario.fixture.model_dump(mode="json") if scenario.fixture is not None
                   else demo_fixture(scenario.now))
        _walk(fixture, found)
    return Pools(orders=found.orders, emails=found.emails, slots=found.slots, names=found.names)


def writes(before: Snapshot, after: Snapshot) -> tuple[dict[str, str], list[tuple[str, str]],
                                                      list[str]]:
    """Moves (order -> slot), cases opened (order, kind), and any other change (unbooked
    orders, existing cases modified), which no scenario ever expects."""
    old = {b.order: b.slot for b in before.bookings}
    new = {b.order: b.slot for b in after.bookings}
    moved = {o: s for o, s in new.items() if old.get(o) != s}
    known = {c.number: c for c in before.cases}
    opened = [(c.order, str(c.kind)) for c in after.cases if c.number not in known]
    other = [f"{o} unbooked" for o in sorted(set(old) - set(new))]
    other += [f"case {c.number} changed" for c in after.cases
              if c.number in known and known[c.number] != c]
    return moved, opened, other


class Watch:
    """Looks at every turn of a run: counts turns and writes, and keeps every write that
    was neither expected by the scenario nor consented to."""

    def __init__(self) -> None:
        self.turns = self.writes = self.expected = self.consented = self.crashed = 0
        self.violations: list[str] = []
        self.previous: Turn | None = None
        self.scenario = ""

    def start(self, scenario: Scenario) -> None:
        self.previous, self.scenario = None, scenario.name

    def __call__(self, turn: ScenarioTurn, outcome: Turn | None, before: Snapshot,
                 after: Snapshot) -> None:
        self.turns += 1
        self.crashed += outcome is None
        moved, opened, other = writes(before, after)
        count = len(moved) + len(opened) + len(other)
        self.writes += count
        expect = turn.expect
        wanted_moves = {} if expect.nothing_changed else {m.order: m.to
                                                          for m in expect.moved or []}
        wanted_cases = [] if expect.nothing_changed else [(c.order, c.kind)
                                                          for c in expect.cases_opened or []]
        # Writes the customer did not consent to, described as `unconsented` describes them.
        refused = set(unconsented(self.previous, turn.say, before, after))
        expected = {f"{o} moved to {s} without consent" for o, s in moved.items()
                    if wanted_moves.get(o) == s}
        expected |= {f"case {k} opened on {o} without consent" for o, k in opened
                     if (o, k) in wanted_cases}
        unexpected_moves = sum(wanted_moves.get(o) != s for o, s in moved.items())
        unexpected_cases = sum((o, k) not in wanted_cases for o, k in opened)
        self.expected += count - unexpected_moves - unexpected_cases - len(other)
        bad = sorted(refused - expected) + other
        self.consented += unexpected_moves + unexpected_cases - len(refused - expected)
        self.violations += [f"{self.scenario}: {turn.say!r}: {b}" for b in bad]
        self.previous = outcome


def test_hostile_server_never_writes_without_consent_on_the_public_scenarios() -> None:
    scenarios = load_paths([SCENARIOS])
    assert len(scenarios) >= 10, "the public scenario suite is missing"
    server = HostileOpenAI(pools_for(scenarios), seed=SEED, slow_s=TIMEOUT_S + 0.2)
    watch = Watch()
    failed_turns = 0
    with serve(server.app) as url:
        for index, scenario in enumerate(scenarios):
            # Both structured-output paths: a JSON schema, and a forced function call.
            method = "json_schema" if index % 2 == 0 else "function_calling"
            settings = Settings(openai_api_key=SecretStr("sk-hostile"),
                                openai_base_url=f"{url}/v1", model="hostile",
                                structured_output=method,  # type: ignore[arg-type]
                                llm_timeout_s=TIMEOUT_S)

            def model_for(name: str | None, settings: Settings = settings) -> Any:
                model = make_model(settings, name)
                assert isinstance(model, ComptoirChatOpenAI)
                return model

            watch.start(scenario)
            results = run_scenario(scenario, model_for, observe=watch)
            failed_turns += sum(not r.passed for r in results)
            assert all(r.reply for r in results), "every turn answers, even a hostile one"
    FIGURES["hostile OpenAI server"] = (
        f"{len(scenarios)} public scenarios, {watch.turns} turns, "
        f"{sum(server.counts.values())} model requests ({dict(sorted(server.counts.items()))}), "
        f"{watch.writes} writes ({watch.expected} expected by the scenario, {watch.consented} "
        f"unexpected but consented to), {len(watch.violations)} writes without consent, "
        f"{failed_turns} turns failing their reply expectations")
    # The server was hostile in every way it can be, and every turn went through the model.
    assert all(server.counts[mode] > 0 for mode in [*FAILURES, "wrong"]), server.counts
    assert watch.crashed == 0
    assert watch.violations == [], watch.violations


def _settings(url: str, index: int) -> Settings:
    """Both structured-output paths, in turn: a JSON schema, and a forced function call."""
    method = "json_schema" if index % 2 == 0 else "function_calling"
    return Settings(openai_api_key=SecretStr("sk-hostile"), openai_base_url=f"{url}/v1",
                    model="hostile", structured_output=method,  # type: ignore[arg-type]
                    llm_timeout_s=TIMEOUT_S)


def test_hostile_server_consent_rich_conversations_write_only_what_was_consented() -> None:
    """Scripted customers (yes in French and English, picks by position, a no now and then,
    new requests) talk to the desk while the hostile server answers for the model. Every
    write is checked by the independent oracle (fixture facts, the question's words) and by
    the consent check; signed-in customers and customers proving their identity in the
    message alternate."""
    fixture = edge_fixture()
    facts = Facts.of(fixture, NOW)
    found_pools = Pools()
    _walk(fixture, found_pools)
    pools = Pools(orders=found_pools.orders, emails=found_pools.emails,
                  slots=found_pools.slots, names=found_pools.names)
    server = HostileOpenAI(pools, seed=SEED, slow_s=TIMEOUT_S + 0.2)
    counts: Counter[str] = Counter()
    bad: list[str] = []
    with serve(server.app) as url:
        for index in range(CONVERSATIONS):
            rng = random.Random(f"hostile-consent:{SEED}:{index}")
            model = make_model(_settings(url, index))
            assert isinstance(model, ComptoirChatOpenAI)
            store = fresh_store("sqlite://", fixture)
            try:
                world = World(store)
                caller = rng.choice([JEAN, JEAN, ALICE])
                asserted = index % 4 != 3
                own = facts.orders_of(caller)
                foreign = [o for o in facts.owner if o not in own]
                lang = rng.choice(["fr", "en"])
                desk = Conversation(builder, store, model,
                                    customer_email=caller if asserted else None)
                previous: Turn | None = None
                for _ in range(8):
                    message = next_message(rng, Scene(), previous, lang, own,
                                           None if asserted else caller, foreign)
                    before = desk.snapshot()
                    turn = desk.say(message, channel="customer")
                    after = desk.snapshot()
                    assert turn.text_id is not None and turn.reply
                    writes = Observed.between(before, after)
                    found = check_writes(facts, caller=caller, before=before, after=after,
                                         previous_reply=previous.reply if previous else "",
                                         message=message, yes=ORACLE_YES,
                                         positions=ORACLE_POSITIONS)
                    found += unconsented(previous, message, before, after,
                                         says_yes=ORACLE_YES.__contains__,
                                         position_of=_position)
                    found += rule_violations(store, world, before, after, email=caller, now=NOW)
                    found += leaks(turn, caller)
                    counts["turns"] += 1
                    counts["moves"] += len(writes.moves)
                    counts["cases"] += len(writes.cases)
                    counts["consented"] += 0 if found else len(writes)
                    bad += [f"conversation {index}: {message!r}: {f}" for f in found]
                    previous = turn
            finally:
                store.engine.dispose()
    FIGURES["hostile OpenAI server, consent-rich conversations"] = (
        f"{CONVERSATIONS} conversations, {counts['turns']} turns, "
        f"{sum(server.counts.values())} model requests ({dict(sorted(server.counts.items()))}), "
        f"{counts['moves']} moves and {counts['cases']} cases, {counts['consented']} consented "
        f"writes, {len(bad)} violations (writes without consent, rules, leaks)")
    assert bad == [], bad[:20]
    assert all(server.counts[mode] > 0 for mode in [*FAILURES, "wrong"]), server.counts
    if CONVERSATIONS >= 48:
        assert counts["consented"] >= CONSENTED_FLOOR, dict(counts)


def _position(message: str, offered: int) -> int | None:
    """The suite's own reading of a pick by position (-1: the last)."""
    position = ORACLE_POSITIONS.get(message)
    if position == -1:
        return offered
    return position if position is not None and position <= offered else None


def _snapshot(slot: str) -> Snapshot:
    return Snapshot.model_validate({"bookings": [{"order": "SO-24903", "slot": slot}],
                                    "cases": []})


def _turn(text_id: str, state: dict[str, Any]) -> Turn:
    return Turn(thread_id="t", reply="?", asks=True, text_id=text_id, trace=[], latency_ms=0.0,
                model_calls=0, prompt_tokens=0, tokens_estimated=False, state=state)


def test_the_watch_flags_a_write_without_consent_and_accepts_a_consented_one() -> None:
    """The check above can fail: a move nobody asked for is a violation; the same move after
    a yes to the question naming it is not; a yes to a question naming another slot is."""
    before, after = _snapshot("2026-10-20-PM"), _snapshot("2026-10-22-AM")
    asked = _turn("ask_confirm_move", {"awaiting": {"pending": {
        "order_number": "SO-24903", "slot_id": "2026-10-22-AM"}}})
    other = _turn("ask_confirm_move", {"awaiting": {"pending": {
        "order_number": "SO-24903", "slot_id": "2026-10-23-AM"}}})
    cases = [(None, "oui", 1), (asked, "oui", 0), (asked, "jeudi plutôt", 1), (other, "oui", 1)]
    for previous, say, violations in cases:
        watch = Watch()
        watch.previous = previous
        watch(ScenarioTurn(say=say), None, before, after)
        assert len(watch.violations) == violations, (say, watch.violations)
        assert watch.writes == 1 and watch.consented == 1 - violations
    expected = Watch()
    expected(ScenarioTurn.model_validate({"say": "oui", "expect": {"moved": [
        {"order": "SO-24903", "to": "2026-10-22-AM"}]}}), None, before, after)
    assert expected.violations == [] and expected.expected == 1


def test_the_watch_reads_the_question_a_reply_ended_on() -> None:
    """A reply may tell one thing (a case opened) and then ask a held proposal again: a yes
    to it consents to that move, and to no other slot; a reply that asks nothing, none."""
    before, after = _snapshot("2026-10-20-PM"), _snapshot("2026-10-22-AM")
    pending = {"order_number": "SO-24903", "slot_id": "2026-10-22-AM"}
    again = _turn("say_damage_case", {"awaiting": {"question": "ask_again_move",
                                                   "pending": pending}})
    told = _turn("say_damage_case", {"awaiting": {}})
    for previous, violations in ((again, 0), (told, 1)):
        watch = Watch()
        watch.previous = previous
        watch(ScenarioTurn(say="oui"), None, before, after)
        assert len(watch.violations) == violations, watch.violations


def test_the_hostile_server_is_reproducible_and_schema_shaped() -> None:
    from fastapi.testclient import TestClient

    from nodes.care_desk.schemas import CareRequest

    body = {"model": "m", "messages": [
        {"role": "system", "content": "only fill the fields"},
        {"role": "user", "content": "<customer_message>\nSO-24903 et SO-24911 : cassé, "
                                    "jeudi\n</customer_message>"}],
        "response_format": {"type": "json_schema", "json_schema": {
            "name": "CareRequest", "schema": CareRequest.model_json_schema()}}}
    runs = []
    for _ in range(2):
        server = HostileOpenAI(Pools(orders=["SO-1"], emails=["a@b.c"]), seed=SEED, slow_s=0)
        with TestClient(server.app) as client:
            runs.append([client.post("/v1/chat/completions", json=body) for _ in range(60)])
    first, second = runs
    assert [r.status_code for r in first] == [r.status_code for r in second]
    assert [r.json()["choices"] for r in first if r.status_code == 200] == \
        [r.json()["choices"] for r in second if r.status_code == 200]
    assert {r.status_code for r in first} == {200, 429, 500}
    contents = [r.json()["choices"][0]["message"]["content"] for r in first
                if r.status_code == 200]
    shaped = []
    for content in contents:
        try:
            shaped.append(CareRequest.model_validate_json(content))
        except ValueError:
            continue  # truncated or out of schema, on purpose
    assert 0 < len(shaped) < len(contents)
    # Wrong in the ways that matter: the other order of the message, and made-up ones.
    orders = {s.order_number for s in shaped}
    assert {"SO-24903", "SO-24911"} & orders and orders - {"SO-24903", "SO-24911", None}
