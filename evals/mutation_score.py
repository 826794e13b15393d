"""Print the mutation score of the last `make mutate` run, module by module.

Reads mutmut's per-file results (mutants/**/*.py.meta). The score is the mutants caught
(a test failed, or the tests ran past their time limit) over the mutants that were checked
(caught + survived + no tests), less the equivalent ones; the raw score beside it counts
the equivalent ones as survivors. Mutants not yet checked (an interrupted run) are counted
apart, never as killed.

Equivalent mutants (no behaviour can tell them apart from the original) are reported apart,
never as killed, and only when they survived:
- "equivalent": listed one by one, with the reason, in evals/mutation_equivalents.md;
- "trace text": the mutant only changes the wording of a router's `reason` (or the billing
  gate's), the sentence written into the trace for people to read. No code reads it back,
  so no route, write or reply can change; see evals/mutation_equivalents.md. A mutant that
  makes the reason None or drops it is not trace text: a test requires a reason.

`--survivors` lists the survivors that are neither, one per line, with their change.
"""

from __future__ import annotations

import ast
import difflib
import json
import re
import sys
from collections import Counter
from pathlib import Path

KILLED = {1, 3, 37}              # a test failed (or the type check caught it)
SURVIVED = {0}
NO_TESTS = {5, 33}
TIMEOUT = {-24, 24, 152, 255, 36}
EQUIVALENTS = Path(__file__).with_name("mutation_equivalents.md")
LISTED = re.compile(r"^- `([\w.]+__mutmut_\d+)`")
REASON = "<reason>"


def kind(code: int | None) -> str:
    if code is None:
        return "not checked"
    if code in KILLED:
        return "killed"
    if code in SURVIVED:
        return "survived"
    if code in NO_TESTS:
        return "no tests"
    if code in TIMEOUT:
        return "timeout"
    return "other"


def listed_equivalents(path: Path = EQUIVALENTS) -> set[str]:
    """The mutant names listed in the equivalents file (`- `name`: why`)."""
    if not path.exists():
        return set()
    return {m.group(1) for line in path.read_text().splitlines() if (m := LISTED.match(line))}


class _BlankReasons(ast.NodeTransformer):
    """Replace every reason text (a `Route`'s second argument, a `"reason"` dict value) by
    the same placeholder, when it is a string: None or a missing reason stays visible."""

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.func, ast.Name) and node.func.id == "Route" and len(node.args) == 2:
            node.args[1] = _blank(node.args[1])
        return node

    def visit_Dict(self, node: ast.Dict) -> ast.AST:
        self.generic_visit(node)
        node.values = [
            _blank(v) if isinstance(k, ast.Constant) and k.value == "reason" else v
            for k, v in zip(node.keys, node.values, strict=True)
        ]
        return node


def _blank(node: ast.expr) -> ast.expr:
    if isinstance(node, ast.JoinedStr) or (
            isinstance(node, ast.Constant) and isinstance(node.value, str)):
        return ast.Constant(REASON)
    return node


class Mutants:
    """The functions of one mutated file (mutants/<path>.py), by name."""

    def __init__(self, path: Path) -> None:
        self.source = path.read_text()
        self.lines = self.source.splitlines()
        self.functions = {
            node.name: node for node in ast.walk(ast.parse(self.source))
            if isinstance(node, ast.FunctionDef) and "__mutmut_" in node.name
        }

    def _pair(self, key: str) -> tuple[ast.FunctionDef, ast.FunctionDef] | None:
        name = key.rsplit(".", 1)[-1]
        original = self.functions.get(name.rsplit("__mutmut_", 1)[0] + "__mutmut_orig")
        mutant = self.functions.get(name)
        return (original, mutant) if original is not None and mutant is not None else None

    def trace_text_only(self, key: str) -> bool:
        """Whether the mutant differs from the original only in the wording of a reason."""
        pair = self._pair(key)
        if pair is None:
            return False
        original, mutant = (ast.dump(_BlankReasons().visit(ast.parse(ast.unparse(f))).body[0])
                            for f in pair)
        original = original.replace(pair[0].name, "f", 1)
        mutant = mutant.replace(pair[1].name, "f", 1)
        return original == mutant

    def change(self, key: str) -> str:
        pair = self._pair(key)
        if pair is None:
            return "?"
        a, b = ([line.strip() for line in self.lines[f.lineno:f.end_lineno]] for f in pair)
        return " | ".join(line for line in difflib.unified_diff(a, b, lineterm="", n=0)
                          if line[:1] in "+-" and not line.startswith(("+++", "---")))


def main(root: Path = Path("mutants"), *, survivors: bool = False) -> int:
    metas = sorted(root.rglob("*.py.meta"))
    if not metas:
        print("No mutation results: run `make mutate` first.")
        return 1
    listed = listed_equivalents()
    total: Counter[str] = Counter()
    remaining: list[str] = []
    for meta in metas:
        module = str(meta.relative_to(root))[:-len(".py.meta")].replace("/", ".")
        results = json.loads(meta.read_text())["exit_code_by_key"]
        mutants = Mutants(meta.with_suffix(""))
        counts: Counter[str] = Counter()
        for key, code in results.items():
            what = kind(code)
            name = f"{module}.{key.rsplit('.', 1)[-1]}"
            if what == "survived" and name in listed:
                what = "equivalent"
            elif what == "survived" and mutants.trace_text_only(key):
                what = "trace text"
            elif what == "survived":
                remaining.append(f"{name}  {mutants.change(key)}")
            counts[what] += 1
        if not counts:
            continue
        total += counts
        print(line(module, counts))
    print(line("all", total))
    if survivors:
        print("\n".join(remaining))
    return 0


def line(label: str, counts: Counter[str]) -> str:
    """The score (killed or timed out, over the checked mutants less the equivalent ones),
    then the raw score (the equivalent and trace-text ones counted as survivors)."""
    caught = counts["killed"] + counts["timeout"]
    checked = sum(n for k, n in counts.items()
                  if k not in ("not checked", "equivalent", "trace text"))
    raw = checked + counts["equivalent"] + counts["trace text"]
    score = f"{100 * caught / checked:.1f} %" if checked else "-"
    raw_score = f"(raw {100 * caught / raw:.1f} %)" if raw else ""
    return f"{label:24} {score:>7} {raw_score:>13}  " + ", ".join(
        f"{n} {k}" for k, n in sorted(counts.items()))


if __name__ == "__main__":
    sys.exit(main(survivors="--survivors" in sys.argv[1:]))
