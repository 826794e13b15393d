"""Print the mutation score of the last `make mutate` run, module by module.

Reads mutmut's per-file results (mutants/**/*.py.meta). The score is killed mutants over
the mutants that were checked (killed + survived + timeout + no tests); mutants not yet
checked (an interrupted run) are counted apart, never as killed.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

KILLED = {1, 3, 37}              # a test failed (or the type check caught it)
SURVIVED = {0}
NO_TESTS = {5, 33}
TIMEOUT = {-24, 24, 152, 255, 36}


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


def main(root: Path = Path("mutants")) -> int:
    metas = sorted(root.rglob("*.py.meta"))
    if not metas:
        print("No mutation results: run `make mutate` first.")
        return 1
    total: Counter[str] = Counter()
    for meta in metas:
        codes = json.loads(meta.read_text())["exit_code_by_key"].values()
        counts = Counter(kind(c) for c in codes)
        if not counts:
            continue
        total += counts
        checked = sum(n for k, n in counts.items() if k != "not checked")
        score = f"{100 * counts['killed'] / checked:.1f} %" if checked else "-"
        print(f"{str(meta.relative_to(root))[:-5]:32} {score:>8}  " + ", ".join(
            f"{n} {k}" for k, n in sorted(counts.items())))
    checked = sum(n for k, n in total.items() if k != "not checked")
    score = f"{100 * total['killed'] / checked:.1f} %" if checked else "-"
    print(f"{'all':32} {score:>8}  " + ", ".join(f"{n} {k}" for k, n in sorted(total.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
