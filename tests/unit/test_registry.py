"""Every workflow is registered for the LangGraph server, and its nodes are named by kind."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest
from langgraph.graph.state import CompiledStateGraph

ROOT = Path(__file__).resolve().parents[2]
REGISTERED = json.loads((ROOT / "langgraph.json").read_text())["graphs"]
MODULES = sorted(p.stem for p in (ROOT / "graphs").glob("*.py") if p.stem != "__init__")
KINDS = ("understand_", "pick_", "classify_", "write_", "choose_", "route_", "after_", "ask_",
         "say_", "render_")


def test_every_graph_module_is_registered() -> None:
    assert sorted(REGISTERED) == MODULES
    for name, target in REGISTERED.items():
        assert target["path"] == f"./graphs/{name}.py:make_graph"
        assert len(target["description"]) > 40  # what Studio shows beside the assistant


@pytest.mark.parametrize("name", MODULES)
def test_each_module_exports_a_compiled_graph_without_checkpointer(name: str) -> None:
    module = importlib.import_module(f"graphs.{name}")
    assert isinstance(module.graph, CompiledStateGraph)
    assert module.graph.checkpointer is None
    assert module.graph.name == name


def test_every_llm_schema_has_offline_rules() -> None:
    from nodes.analysis.schemas import AnalysisRequest, AnalysisSummary
    from nodes.care_desk.schemas import CareRequest, SlotPick
    from nodes.front_door.schemas import StaffRoute
    from services.llm.offline import EXTRACTORS, policy_for
    from tools.billing import BILLING_TOOLS

    for schema in (CareRequest, SlotPick, AnalysisRequest, AnalysisSummary, StaffRoute):
        assert schema.__name__ in EXTRACTORS
    assert policy_for(list(BILLING_TOOLS)) is not None
