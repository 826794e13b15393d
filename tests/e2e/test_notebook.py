"""The quickstart notebook runs top to bottom: the front door, a staff analysis, consent."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def outputs() -> str:
    notebook = nbformat.read(ROOT / "notebooks" / "quickstart.ipynb", as_version=4)
    NotebookClient(notebook, timeout=180, kernel_name="python3",
                   resources={"metadata": {"path": str(ROOT)}}).execute()
    return "".join(  # a printed line may come in several stream outputs
        str(output.get("text", "")) + str(output.get("data", {}).get("text/markdown", ""))
        for cell in notebook.cells if cell.cell_type == "code"
        for output in cell.get("outputs", [])
    )


def test_the_notebook_shows_the_graph_and_the_front_door(outputs: str) -> None:
    assert "graph TD" in outputs and "care_desk" in outputs and "classify_request" in outputs
    assert "[say_status]" in outputs  # a signed-in customer's order
    assert "[say_staff_only]" in outputs  # the customer channel never reaches staff tools


def test_the_notebook_runs_a_staff_analysis(outputs: str) -> None:
    assert "[analysis_report]" in outputs
    assert "Chiffres clés — John Doe" in outputs and "Recommandations" in outputs


def test_the_notebook_moves_a_delivery_after_the_customer_says_yes(outputs: str) -> None:
    assert "moved: [('SO-24903', '2026-10-20-AM')]" in outputs


def test_the_proposal_writes_nothing_and_asks(outputs: str) -> None:
    assert "changed by the proposal: False" in outputs
    proposal = outputs.split("au mardi 20 octobre au matin ?", 1)[1].split("changed by", 1)[0]
    assert ", asks]" in proposal and "20 octobre" in proposal
    assert "route_consent -> move_delivery" in outputs  # "oui", read by Python
