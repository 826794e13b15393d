"""The collector around start-up: off while a command builds, back as it was afterwards."""

from __future__ import annotations

import gc
import json
import subprocess
import sys
from pathlib import Path

import pytest

from comptoir.heap import starting_up

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def collector() -> object:
    enabled = gc.isenabled()
    yield
    gc.unfreeze()
    (gc.enable if enabled else gc.disable)()


@pytest.mark.usefixtures("collector")
def test_no_collection_while_starting_up_and_collection_back_afterwards() -> None:
    gc.enable()
    with starting_up():
        inside = gc.isenabled()
        built = [[i] for i in range(1000)]
    assert not inside and gc.isenabled()
    assert gc.get_freeze_count() >= len(built)  # what was built is out of the collector's sight


@pytest.mark.usefixtures("collector")
def test_collection_is_back_even_when_start_up_fails() -> None:
    gc.enable()
    with pytest.raises(RuntimeError), starting_up():
        raise RuntimeError("a setting is wrong")
    assert gc.isenabled()


@pytest.mark.usefixtures("collector")
def test_a_collector_turned_off_before_stays_off() -> None:
    gc.disable()
    with starting_up():
        pass
    assert not gc.isenabled()


PROBE = """
import gc, json
from comptoir.cli import _started_agent
before = gc.get_freeze_count()
_started_agent()
print(json.dumps([before, gc.get_freeze_count(), gc.isenabled()]))
"""


def test_ask_and_chat_build_their_agent_without_collection(tmp_path: Path) -> None:
    # demo mode: the empty database named is filled with the demo set (outside demo mode it
    # is refused: tests/integration/test_empty_database.py)
    env = {"PATH": "/usr/bin:/bin", "DATABASE_URL": f"sqlite:///{tmp_path / 'store.db'}",
           "COMPTOIR_CHECKPOINT_URL": "memory://", "COMPTOIR_DEMO": "1"}
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True, timeout=120).stdout
    before, frozen, enabled = json.loads(out.strip().splitlines()[-1])
    assert before == 0 and frozen > 50_000 and enabled
