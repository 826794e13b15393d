"""Every fixed-text table is a dict literal: a key written twice would silently keep the
last one (a merge can do that), so each table is read as source and checked for it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TABLES = sorted((ROOT / "nodes").rglob("texts.py"))


@pytest.mark.parametrize("path", TABLES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_text_id_is_written_twice(path: Path) -> None:
    twice = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Dict):
            keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
            twice += [(node.lineno, k) for k in sorted(set(keys)) if keys.count(k) > 1]
    assert twice == []


def test_the_tables_are_found() -> None:
    assert len(TABLES) >= 3
