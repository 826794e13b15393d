"""Keep the README's graph diagrams generated from the code."""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BLOCK = re.compile(
    r"(<!-- graph:(?P<name>[a-z_]+) -->\n```mermaid\n)(?P<body>.*?)(```\n<!-- /graph -->)", re.S
)


def registered_graphs() -> dict[str, str]:
    """Graph name → "path:attribute", as `langgraph.json` registers them (a path, or an
    object with its path and description)."""
    graphs = json.loads((ROOT / "langgraph.json").read_text())["graphs"]
    return {name: target["path"] if isinstance(target, dict) else target
            for name, target in graphs.items()}


def mermaid(name: str) -> str:
    """The Mermaid text of a registered graph (subgraphs expanded)."""
    target = registered_graphs()[name]
    path, attribute = target.split(":")
    module = path.removeprefix("./").removesuffix(".py").replace("/", ".")
    graph = getattr(importlib.import_module(module), attribute)
    if callable(graph) and not hasattr(graph, "get_graph"):  # a factory (langgraph.json)
        graph = graph()
    return str(graph.get_graph(xray=True).draw_mermaid())


def refreshed_readme(text: str) -> str:
    return BLOCK.sub(lambda m: f"{m.group(1)}{mermaid(m.group('name'))}{m.group(4)}", text)


def write_readme() -> bool:
    """Regenerate every diagram block in README.md; True if something changed."""
    readme = ROOT / "README.md"
    old = readme.read_text(encoding="utf-8")
    new = refreshed_readme(old)
    if new != old:
        readme.write_text(new, encoding="utf-8")
    return new != old
