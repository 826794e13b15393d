"""Production code reads text with `services.text`, and time from the clock only."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PRODUCTION = [p for folder in ("services", "nodes", "graphs", "comptoir", "tools")
              for p in sorted((ROOT / folder).rglob("*.py"))]
OFFLINE_MODEL = {ROOT / "services" / "llm" / "offline.py", ROOT / "services" / "llm" / "lexicon.py",
                 ROOT / "services" / "llm" / "billing_words.py"}


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names |= {f"{node.module}.{a.name}" for a in node.names}
        elif isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
    return names


def test_production_files_are_found() -> None:
    assert len(PRODUCTION) > 40


@pytest.mark.parametrize("path", PRODUCTION, ids=lambda p: str(p.relative_to(ROOT)))
def test_only_the_offline_model_reads_its_lexicon(path: Path) -> None:
    if path in OFFLINE_MODEL:
        return
    assert not any(name.startswith("services.llm.lexicon") for name in _imports(path))


@pytest.mark.parametrize("path", PRODUCTION, ids=lambda p: str(p.relative_to(ROOT)))
def test_nothing_reads_the_wall_clock_but_the_clock(path: Path) -> None:
    if path == ROOT / "services" / "clock.py":
        return
    source = path.read_text(encoding="utf-8")
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in ("today", "now") \
                and isinstance(node.func.value, ast.Name) \
                and node.func.value.id in ("date", "datetime"):
            pytest.fail(f"{path.name}:{node.lineno} calls {node.func.value.id}.{node.func.attr}()")
