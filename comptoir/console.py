"""The rich consoles the commands print on."""

from __future__ import annotations

import os

from rich.console import Console

# Wide enough for every table the commands print (eval, bench, --trace) on one line a row.
PIPED_WIDTH = 240


def console(*, stderr: bool = False) -> Console:
    """A console that never breaks a line itself (`soft_wrap`: the terminal or the reader
    wraps) and, when it writes to a pipe or a file, is PIPED_WIDTH columns wide: rich would
    take 80 and crop every table cell to fit ("fr-wrong-em…", a scenario no one can find).
    `COLUMNS`, when set, still decides."""
    made = Console(stderr=stderr, soft_wrap=True)
    if not made.is_terminal and "COLUMNS" not in os.environ:
        made.width = PIPED_WIDTH
    return made
