"""Turn cost in instructions: each path of the `overhead` bench and its bare-LangGraph floor,
counted by valgrind's callgrind in one process, so that other load on the machine does not
move the figures (wall time does, by ±0.1× of the floor or more on shared cores).

    python -m evals.bench.instructions [TURNS] [instant|offline] [memory://|sqlite:///…]

It re-runs itself under `valgrind --tool=callgrind` with instrumentation off, builds the
agent, plays 6 warm-up turns of every path, then settles the heap as a serving process does
(`comptoir.heap.settle_heap`: the start-up heap frozen, young objects collected every 10,000
allocations) and counts, path by path, the instructions of TURNS measured turns (the proposal
a yes answers, and the undoing of a damage case, are played outside the count). With the
offline model the instructions inside model calls are left out (between the model-start and
model-end callbacks, as the `overhead` bench leaves the model's time out); with the instant
model (fixed answers) nothing is left out. Needs valgrind, its `callgrind.h` and a C
compiler: a five-line helper that issues callgrind's client requests is compiled on the fly.
"""

from __future__ import annotations

import ctypes
import json
import os
import re
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path
from typing import Any

HELPER = r"""
#include <valgrind/callgrind.h>
void cg_zero(void) { CALLGRIND_ZERO_STATS; }
void cg_dump(const char *name) { CALLGRIND_DUMP_STATS_AT(name); }
void cg_on(void) { CALLGRIND_START_INSTRUMENTATION; }
void cg_toggle(void) { CALLGRIND_TOGGLE_COLLECT; }
"""
WARM_UP = 6
# Readings kept per text (`lru_cache`, and all of `services.kept`): the bench says the same
# message turn after turn, which a conversation does not, so they are emptied before each
# counted turn (outside the count): what is counted is what a turn saves within itself, not
# what it finds from the last one.
PER_TEXT = {"services.text": ("fold", "fold_words"), "nodes.kit.consent": ("fold",),
            "services.wishes": ("_fold", "_resolve_on")}


def forget_texts() -> None:
    """Empty the per-text caches that exist in this code (none before they were added)."""
    import importlib

    try:
        from services import kept
    except ImportError:  # code from before `services.kept`
        pass
    else:
        kept.forget()
    for module, names in PER_TEXT.items():
        for name in names:
            clear = getattr(getattr(importlib.import_module(module), name, None),
                            "cache_clear", None)
            if clear is not None:
                clear()


def measure(helper: str, turns: int, model_name: str, checkpointer_url: str) -> None:
    """Inside valgrind: play every path, dumping one callgrind part per path."""
    from langchain_core.callbacks import BaseCallbackHandler
    from langchain_core.language_models import BaseChatModel

    from comptoir.agent import Agent, open_checkpointer
    from comptoir.heap import settle_heap
    from comptoir.wiring import main_builder
    from evals.bench.common import NOW, demo_store
    from evals.bench.overhead import JEAN, Floor, InstantModel, paths
    from nodes.kit.context import Context, Deps
    from services import care
    from services.llm.offline import OfflineChatModel

    cg = ctypes.CDLL(helper)
    cg.cg_dump.argtypes = [ctypes.c_char_p]

    class OutsideModel(BaseCallbackHandler):
        """Stops counting while a model call runs (offline model only)."""

        counting = False

        def on_chat_model_start(self, *args: Any, **kwargs: Any) -> None:
            if self.counting:
                cg.cg_toggle()

        def on_llm_end(self, *args: Any, **kwargs: Any) -> None:
            if self.counting:
                cg.cg_toggle()

    class Steps(BaseCallbackHandler):
        """The node steps of a turn (not counted): how many `langgraph_step`s its nodes ran
        in (a thread's step numbers go on from turn to turn)."""

        def __init__(self) -> None:
            self.seen: set[int] = set()

        @property
        def most(self) -> int:
            return len(self.seen)

        def on_chain_start(self, *args: Any, metadata: dict[str, Any] | None = None,
                           **kwargs: Any) -> None:
            if "langgraph_step" in (metadata or {}):
                self.seen.add(int(metadata["langgraph_step"]))  # type: ignore[index]

    def toggle(counted: bool) -> None:
        if counted:
            cg.cg_toggle()

    outside = OutsideModel()
    callbacks: list[BaseCallbackHandler] | None = [outside] if model_name == "offline" else None
    store = demo_store()
    targets = [s.id for s in care.free_slots(store, number="SO-24903", email=JEAN)][:4]
    checkpointer = open_checkpointer(checkpointer_url)
    floor = Floor(checkpointer_url)
    plays: list[tuple[str, Any]] = []
    lengths: dict[str, int] = {}  # each path's steps
    for path, spec in paths(targets).items():
        model: BaseChatModel = (InstantModel(answers=spec["answers"])
                                if model_name == "instant" else OfflineChatModel())
        agent = Agent(main_builder(), checkpointer, Deps.of(store, model))
        booked = care.get_order(store, number="SO-24903", email=JEAN).delivery_slot
        if "slots" in spec and booked is not None and booked.id == spec["slots"][0]:
            spec["slots"].reverse()  # never wish for the slot the order is on

        def play(i: int, counted: bool, spec: dict[str, Any] = spec,
                 agent: Agent = agent, steps: Steps | None = None) -> None:
            slot = spec.get("slots", targets)[i % 2]
            when = f"{slot[:10]} " + ("matin" if slot.endswith("AM") else "après-midi")
            thread = f"bench-{uuid.uuid4().hex[:10]}"
            context = Context(channel=spec["channel"], now=NOW.isoformat(),
                              customer_email=JEAN if spec["channel"] == "customer" else None)
            toggle(counted)
            forget_texts()
            toggle(counted)
            if "before" in spec:  # the proposal the measured turn answers: not counted
                toggle(counted)
                say, ends = spec["before"]
                first = agent.turn(say.format(slot=when), thread_id=thread, context=context)
                toggle(counted)
                assert first.text_id == ends, first.text_id
            outside.counting = counted
            turn = agent.turn(spec["say"].format(slot=when), thread_id=thread,
                              context=context, callbacks=[steps] if steps else callbacks)
            outside.counting = False
            if "after_each" in spec:
                toggle(counted)
                spec["after_each"](store)
                toggle(counted)
            assert turn.text_id == spec["ends"], turn.text_id

        plays.append((path, play))
        steps = Steps()  # the first warm-up turn tells the path's steps
        for i in range(WARM_UP):
            play(i, False, steps=steps if i == 0 else None)
        lengths[path] = steps.most
    plays.append(("floor", lambda i, counted: floor.turn()))
    for length in sorted(set(lengths.values())):
        wide = Floor(checkpointer_url, steps=length)
        plays.append((f"wide floor {length}", lambda i, counted, wide=wide: wide.turn()))
    (Path(helper).parent / "steps.json").write_text(json.dumps(lengths))
    for _, play in plays[len(lengths):]:
        for i in range(WARM_UP):
            play(i, False)
    settle_heap()
    cg.cg_on()
    for name, play in plays:
        cg.cg_zero()
        for i in range(turns):
            play(i, True)
        cg.cg_dump(name.encode())


def parts(folder: Path, turns: int) -> dict[str, float]:
    """Instructions per turn of each dumped part, by its name."""
    found: dict[str, float] = {}
    for dump in sorted(folder.glob("callgrind.out.*"),
                       key=lambda p: int(p.suffix[1:]) if p.suffix[1:].isdigit() else 0):
        text = dump.read_text(errors="replace")
        name = re.search(r"^desc: Trigger: Client Request: (.*)$", text, re.M)
        total = re.search(r"^summary: (\d+)", text, re.M)
        if name and total:
            found[name.group(1)] = int(total.group(1)) / turns
    return found


def run(turns: int = 10, model: str = "instant",
        checkpointer_url: str = "memory://") -> dict[str, Any]:
    from evals.bench.common import save, table

    folder = Path(tempfile.mkdtemp(prefix="comptoir-callgrind-"))
    helper = folder / "libcg.so"
    source = folder / "cg.c"
    source.write_text(HELPER)
    subprocess.run(["cc", "-O1", "-shared", "-fPIC", "-o", str(helper), str(source)],
                   check=True)
    subprocess.run(
        ["valgrind", "--tool=callgrind", "--instr-atstart=no",
         f"--callgrind-out-file={folder}/callgrind.out", sys.executable, "-m",
         "evals.bench.instructions", "--inside", str(helper), str(turns), model,
         checkpointer_url],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONPATH": os.getcwd()})
    counted = parts(folder, turns)
    floor = counted.pop("floor")
    lengths = json.loads((folder / "steps.json").read_text())
    wide = {path: counted[f"wide floor {n}"] for path, n in lengths.items()}
    counted = {path: n for path, n in counted.items() if path in lengths}
    rows: list[dict[str, Any]] = [
        {"path": path, "instructions": round(n), "floor": round(floor),
         "x_floor": round(n / floor, 2), "steps": lengths[path],
         "wide_floor": round(wide[path]), "own_code": round(n - wide[path]),
         "x_wide_floor": round(n / wide[path], 2)} for path, n in counted.items()]
    table(f"Instructions per turn ({model} model, {checkpointer_url}, {turns} turns each)",
          ["path", "instructions", "floor", "× floor", "steps", "wide floor", "own code"],
          [[r["path"], f"{r['instructions'] / 1e6:.2f}M", f"{r['floor'] / 1e6:.2f}M",
            r["x_floor"], r["steps"], f"{r['wide_floor'] / 1e6:.2f}M",
            f"{r['own_code'] / 1e6:.2f}M"] for r in rows])
    result = {"turns_per_path": turns, "model": model, "checkpointer": checkpointer_url,
              "results": rows,
              "what": "instructions (callgrind Ir) per whole turn through the front door, "
                      "one process, heap settled as a serving process does, business "
                      "database the demo set in memory; the offline model's calls left out "
                      "(instant model: nothing left out); floor: a bare 4-node StateGraph "
                      "turn with the same checkpointer, durability 'exit'; wide floor: a "
                      "StateGraph with the main graph's state schema and node count, "
                      "trivial nodes run as many steps as the path took, same checkpointer "
                      "and durability; own code: the path less its wide floor"}
    save(f"instructions-{model}", result)
    return result


if __name__ == "__main__":
    if sys.argv[1:2] == ["--inside"]:
        measure(sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5])
    else:
        args = sys.argv[1:]
        run(int(args[0]) if args else 10, *args[1:3])
