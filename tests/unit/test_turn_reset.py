"""A turn clears only the turn-scoped fields that hold something (`nodes.kit.turn.stale`):
a field never written stays unwritten, so every reader must take a turn field with
`state.get(...)`, never `state[...]` (a KeyError on a conversation's first turn)."""

from __future__ import annotations

import ast
from pathlib import Path

from nodes.front_door.state import TURN_RESET
from nodes.kit.turn import stale

ROOT = Path(__file__).resolve().parents[2]


def test_only_fields_holding_something_are_cleared() -> None:
    reset = {"order": None, "free_slots": [], "too_late": False, "failure": None}
    assert stale({}, reset) == {}
    assert stale({"order": None, "free_slots": [], "too_late": False}, reset) == {}
    held = {"order": {"ok": True}, "free_slots": [{"id": "x"}], "too_late": True,
            "failure": "boom"}
    assert stale(held, reset) == reset
    assert stale({"order": {"ok": True}, "free_slots": []}, reset) == {"order": None}
    # An empty value that is not falsy is written when the field was never written.
    assert stale({}, {"mode": "fresh"}) == {"mode": "fresh"}
    assert stale({"mode": "fresh"}, {"mode": "fresh"}) == {}


def test_every_turn_field_is_read_with_get() -> None:
    """No node reads a turn-scoped field as `state["..."]`: it may never have been written."""
    found = []
    for path in sorted((ROOT / "nodes").rglob("*.py")) + sorted((ROOT / "graphs").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load)
                    and isinstance(node.value, ast.Name) and node.value.id == "state"
                    and isinstance(node.slice, ast.Constant) and node.slice.value in TURN_RESET):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} state[{node.slice.value!r}]")
    assert found == []
