"""Profile the slowest path (pyinstrument) and measure the start-up cost of `comptoir ask`."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from pyinstrument import Profiler

from comptoir.agent import Agent, open_checkpointer
from comptoir.wiring import main_builder
from evals.bench.common import NOW, demo_store, results_dir, save, table
from evals.bench.overhead import InstantModel, paths
from nodes.kit.context import Context, Deps

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("comptoir", "graphs", "nodes", "services", "tools")


def _walls(cmds: dict[str, list[str]], env: dict[str, str], repeat: int = 5) -> dict[str, float]:
    """Best wall time of each command (ms), the commands taken in turn `repeat` times, so
    that a change of the machine's load falls on all of them alike."""
    times: dict[str, list[float]] = {name: [] for name in cmds}
    for _ in range(repeat):
        for name, cmd in cmds.items():
            started = time.perf_counter()
            subprocess.run(cmd, env=env, cwd=ROOT, check=True, capture_output=True)
            times[name].append(time.perf_counter() - started)
    return {name: round(min(found) * 1000) for name, found in times.items()}


def run(turns: int = 200) -> dict[str, Any]:
    store = demo_store()
    spec = paths(["x", "y"])["analysis"]
    model = InstantModel(answers=spec["answers"])
    agent = Agent(main_builder(), open_checkpointer("memory://"), Deps.of(store, model))
    context = Context(channel="staff", now=NOW.isoformat())
    profiler = Profiler(interval=0.0005)
    for _ in range(20):
        agent.turn(spec["say"], thread_id=uuid.uuid4().hex, context=context)
    profiler.start()
    for _ in range(turns):
        agent.turn(spec["say"], thread_id=uuid.uuid4().hex, context=context)
    profiler.stop()
    results_dir().mkdir(parents=True, exist_ok=True)
    (results_dir() / "profile-analysis.txt").write_text(
        profiler.output_text(unicode=False, color=False), encoding="utf-8")

    folder = Path(tempfile.mkdtemp(prefix="comptoir-import-"))
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{folder / 'store.db'}",
           "COMPTOIR_CHECKPOINT_URL": f"sqlite:///{folder / 'cp.db'}"}
    env.pop("OPENAI_API_KEY", None)
    comptoir = str(Path(sys.executable).parent / "comptoir")
    subprocess.run([comptoir, "seed"], env=env, cwd=ROOT, check=True, capture_output=True)
    # Both sides from bytecode: the floor's packages were compiled when pip installed them,
    # the project's modules (an editable install) are compiled here, as a wheel install
    # would; with PYTHONDONTWRITEBYTECODE set, every start would compile them from source.
    subprocess.run([sys.executable, "-m", "compileall", "-q", *PACKAGES], cwd=ROOT,
                   check=True, capture_output=True)
    figures: dict[str, Any] = _walls({
        "python_startup_ms": [sys.executable, "-c", "pass"],
        "import_floor_ms": [sys.executable, "-c", "import langgraph.graph, langchain_core"],
        "import_cli_ms": [sys.executable, "-c", "import comptoir.cli"],
        "import_graph_ms": [sys.executable, "-c", "import graphs.front_door"],
        "comptoir_ask_ms": [comptoir, "ask", "Où en est ma commande SO-24903 ?",
                            "--as", "jean.martin@example.com"],
    }, env)
    floor = figures["import_floor_ms"]
    figures["ask_x_floor"] = round(figures["comptoir_ask_ms"] / floor, 2)
    table("Start-up of `comptoir ask` (best of 5, ms) against the import floor",
          list(figures), [list(figures.values())])
    result = {"profile": "results/profile-analysis.txt", "analysis_turns_profiled": turns,
              "load_average": [round(x, 1) for x in os.getloadavg()],
              "what": "wall time of whole processes, best of 5 taken in turn, every module "
                      "(the floor's and the project's) read from bytecode; floor: "
                      "python -c 'import langgraph.graph, langchain_core'; comptoir ask: one "
                      "status turn on a seeded SQLite database, offline model", **figures}
    save("profile", result)
    return result
