"""Importing the graphs compiles nothing; the fused steps behave as the steps they run."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Literal

from langgraph.types import Command

from nodes.kit.route import Route, fused, fused_destinations, go

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import gc, json, sys
import graphs.front_door, graphs.care_desk, graphs.analysis, graphs.billing
from langgraph.pregel import Pregel
compiled = [type(o).__name__ for o in gc.get_objects() if isinstance(o, Pregel)]
print(json.dumps({"compiled": compiled,
                  "heavy": sorted(m for m in ("fastapi", "dateparser", "starlette.requests",
                                             "starlette.responses") if m in sys.modules),
                  "front_door_builder": "builder" in vars(graphs.front_door)}))
"""


def test_importing_the_graphs_compiles_nothing() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    found = json.loads(out.strip().splitlines()[-1])
    assert found == {"compiled": [], "heavy": [], "front_door_builder": False}


DATES_PROBE = """
import json, re
from datetime import date
import dataclasses, datetime, functools, typing, services.text  # their imports, not theirs
compiled = []
original = re._compile

def spy(pattern, flags):
    compiled.append(str(pattern)[:30])
    return original(pattern, flags)

re._compile = spy
import services.periods, services.wishes
at_import = list(compiled)
wish = services.wishes.resolve_wish("jeudi matin", date(2026, 10, 14))
print(json.dumps({"at_import": at_import, "on_first_read": len(compiled), "half": wish.half}))
"""


def test_importing_the_date_readers_compiles_no_pattern() -> None:
    """`services.wishes` and `services.periods` compile their patterns on the first text read
    (tens of milliseconds), not at import: start-up (`comptoir ask`) does not pay for them."""
    out = subprocess.run([sys.executable, "-c", DATES_PROBE], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    found = json.loads(out.strip().splitlines()[-1])
    assert found["at_import"] == []
    assert found["on_first_read"] > 0 and found["half"] == "am"  # the spy sees them then


def _imported_after(statement: str, modules: tuple[str, ...]) -> list[str]:
    """Which of `modules` a fresh interpreter holds after running `statement`."""
    probe = (f"import json, sys\n{statement}\n"
             f"print(json.dumps(sorted(m for m in {modules!r} if m in sys.modules)))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    return list(json.loads(out.strip().splitlines()[-1]))


def test_importing_the_cli_loads_neither_the_store_nor_the_run_context() -> None:
    # `comptoir --help`, `seed`, `serve`: the run context (SQLAlchemy, the chat models)
    # is imported by the commands that run a turn.
    assert _imported_after("import comptoir.cli", (
        "nodes.kit.context", "services.store", "sqlalchemy")) == []


def test_the_graphs_load_the_billing_services_when_a_staff_tool_runs() -> None:
    # A customer's turn never runs a billing or analytics tool (tools/billing.py).
    assert _imported_after("import graphs.front_door", (
        "services.analytics", "services.billing", "services.fixtures")) == []


def test_the_factories_compile_once_and_the_attribute_is_the_same_graph() -> None:
    import graphs.care_desk as desk
    import graphs.front_door as door

    assert desk.make_graph() is desk.make_graph() is desk.graph
    assert door.make_graph() is door.graph
    assert door.builder is door.build()
    assert desk.graph.name == "care_desk" and desk.graph.checkpointer is None


def _first(state: dict[str, Any]) -> dict[str, Any]:
    return {"a": 1, "trace": [{"node": "_first"}]}


def _to_end(state: dict[str, Any]) -> Route[Literal["_third", "elsewhere"]]:
    return Route("_third" if state.get("go_on") else "elsewhere", "why")


def _second(state: dict[str, Any], runtime: Any) -> Command[Any]:
    assert state["a"] == 1 and runtime == "rt"  # sees the first step's update
    return go(state, {"b": 2, "trace": [{"node": "_second"}]}, _to_end)


def _third(state: dict[str, Any]) -> dict[str, Any]:
    return {"a": 3, "trace": [{"node": "_third"}]}


def test_a_fused_step_stops_where_a_router_leaves_the_chain() -> None:
    node = fused(_first, _second, _third)
    result = node({"go_on": False}, "rt")
    assert isinstance(result, Command) and result.goto == "elsewhere"
    assert result.update["a"] == 1 and result.update["b"] == 2
    assert [e.get("node") or e.get("to") for e in result.update["trace"]] == [
        "_first", "_second", "elsewhere"]


def test_a_fused_step_runs_to_its_last_step_and_keeps_every_trace_event() -> None:
    result = fused(_first, _second, _third)({"go_on": True}, "rt")
    assert isinstance(result, dict) and result["a"] == 3 and result["b"] == 2
    assert [e.get("node") or e.get("to") for e in result["trace"]] == [
        "_first", "_second", "_third", "_third"]
    assert fused_destinations(_to_end, internal=("_third",)) == ("elsewhere",)
