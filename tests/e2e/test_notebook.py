"""The quickstart notebook runs top to bottom and shows a delivery being moved."""

from __future__ import annotations

from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]


def test_quickstart_notebook_runs() -> None:
    notebook = nbformat.read(ROOT / "notebooks" / "quickstart.ipynb", as_version=4)
    NotebookClient(notebook, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": str(ROOT)}}).execute()
    outputs = "\n".join(
        str(output.get("text", "")) + str(output.get("data", {}).get("text/markdown", ""))
        for cell in notebook.cells if cell.cell_type == "code"
        for output in cell.get("outputs", [])
    )
    assert "graph TD" in outputs
    assert "moved: [('SO-24903'," in outputs
    assert "route_consent -> move_delivery" in outputs  # "le premier": a pick by position
