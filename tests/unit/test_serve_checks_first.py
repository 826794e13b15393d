"""`comptoir serve` checks its options before it imports the app: a mistyped `--only` or
`--workers 2` without Redis took 11 to 21 s on a busy machine to say so (the app's import)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import json, sys
from comptoir.cli import app
try:  # click returns a typer.Exit's code when not standalone, raises a usage error
    code = app(sys.argv[1:], standalone_mode=False)
except Exception as exc:
    code = getattr(exc, "exit_code", None)
print(json.dumps({"code": code, "imported": sorted(
    m for m in ("comptoir.app", "uvicorn") if m in sys.modules)}))
"""


@pytest.mark.parametrize("args", [["--only", "foo"], ["--workers", "2"], ["--port", "99999"],
                                  ["--port", "0"], ["--port", "-1"]])
def test_a_refused_option_is_refused_before_the_app_is_imported(args: list[str]) -> None:
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "HOME": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", PROBE, "serve", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, check=False)
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found == {"code": 2, "imported": []}, done.stderr
