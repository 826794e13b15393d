"""The garbage collector around a process's start-up and while it serves.

A Comptoir process builds some 250,000 objects it keeps for good (modules, pydantic models,
compiled graphs, settings). The collector rescans every one of them at each full collection,
which at start-up (where allocations are many and fast) cost about a fifth of `comptoir ask`,
and under load about a fifth of a gateway worker's CPU.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

# Young objects collected every 10,000 allocations rather than 700: a turn allocates tens of
# thousands, and each young collection costs about the same whatever it frees.
GC_THRESHOLDS = (10_000, 10, 10)


def settle_heap() -> None:
    """Once a serving process has imported and built its app: move the objects it holds for
    good out of the collector's sight, and collect young objects less often."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


@contextmanager
def starting_up() -> Iterator[None]:
    """While a command imports its modules and builds its graphs: no collection (what is
    built then stays); afterwards what was built is moved out of the collector's sight and
    collection is back as it was, whatever happened inside."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if enabled:
            gc.enable()
