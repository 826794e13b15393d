"""Every file of this repository the README names exists in a fresh clone.

A path the README cites (`services/rules.py`, `evals/eval-format.md`, a glob such as
`evals/scenarios/40-f5b-*.yaml`) is where a new reader goes next: one that exists only on
the author's machine is a dead end.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FILE = re.compile(
    r"`([A-Za-z_][\w.*-]*(?:/[\w.*-]+)+\.(?:py|md|yaml|yml|json|toml|ipynb|js|css|html))`")


def cited_files() -> set[str]:
    return set(FILE.findall((ROOT / "README.md").read_text(encoding="utf-8")))


def test_the_readme_cites_files() -> None:
    # the pattern reads what the README writes: without this, a pattern that matched
    # nothing would pass the test below with nothing checked
    assert {"services/rules.py", "evals/eval-format.md", "tools/mcp_server.py"} <= cited_files()


def test_every_file_the_readme_cites_is_in_the_repository() -> None:
    missing = sorted(path for path in cited_files() if not any(ROOT.glob(path)))
    assert missing == []
