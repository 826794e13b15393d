"""API fuzzing: the schemathesis suite (tests/safety/fuzz_apis.py) in its own environment.

schemathesis and langgraph-api (behind `langgraph dev`) pin incompatible jsonschema-rs
versions, so schemathesis lives in .venv-tools (made by `make test`) and runs there as a
subprocess, on the same code. Without that environment the suite is skipped, except under
COMPTOIR_REQUIRE_SERVICES=1 (CI), where it must run.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from services.system_api.app import create_system_api
from tests.conftest import FIGURES, REQUIRE_SERVICES, fresh_store

ROOT = Path(__file__).resolve().parents[2]
TOOLS_PYTHON = ROOT / ".venv-tools" / ("Scripts" if sys.platform == "win32" else "bin") / "python"
KEYS = {"admin-key": ["care", "staff", "admin"]}


def test_schemathesis_suite_passes_in_the_tool_environment() -> None:
    if not TOOLS_PYTHON.exists():
        if REQUIRE_SERVICES:
            pytest.fail(f"{TOOLS_PYTHON} is missing: run `make .venv-tools/.installed`")
        pytest.skip("no .venv-tools (made by `make test`): schemathesis suite not run")
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    done = subprocess.run(
        [str(TOOLS_PYTHON), "-m", "pytest", "-p", "no:cacheprovider", "-q", "--no-header",
         "-o", "addopts=", str(Path(__file__).with_name("fuzz_apis.py"))],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900, check=False)
    out = done.stdout + done.stderr
    assert done.returncode == 0, out[-6000:]
    passed = re.search(r"(\d+) passed", out)
    assert passed, out[-3000:]
    # every operation of both schemas is one parametrized test, plus the stateful run
    assert int(passed.group(1)) >= 10, out[-3000:]
    assert "schemathesis" in subprocess.run(
        [str(TOOLS_PYTHON), "-m", "pip", "list"], capture_output=True, text=True,
        check=True).stdout
    FIGURES["API fuzzing (schemathesis, .venv-tools)"] = f"{passed.group(1)} tests passed"


@pytest.mark.parametrize("key", [None, "wrong"])
def test_without_a_valid_key_everything_is_401(key: str | None) -> None:
    client = TestClient(create_system_api(fresh_store("sqlite://"), KEYS))
    headers = {"X-Api-Key": key} if key else {}
    for path in ("/orders", "/customers?q=a", "/admin/snapshot", "/bills/F1"):
        assert client.get(path, headers=headers).status_code == 401
