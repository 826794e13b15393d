"""README's *The command* says it lists every command and option: hold it to that."""

from __future__ import annotations

import re
from pathlib import Path

import typer

from comptoir.cli import app

README = Path(__file__).resolve().parents[2] / "README.md"


def command_block() -> str:
    text = README.read_text(encoding="utf-8")
    section = text.split("\n## The command\n", 1)[1]
    return section.split("```sh\n", 1)[1].split("```", 1)[0]


def test_every_command_and_option_of_the_cli_is_in_the_readme_list() -> None:
    lines = {line.split()[1]: line for line in command_block().splitlines()
             if line.startswith("comptoir ")}
    group = typer.main.get_command(app)
    commands = group.commands  # type: ignore[attr-defined]
    assert set(lines) == set(commands)
    missing = [
        f"{name} {option}"
        for name, command in commands.items()
        for param in command.params
        for option in (*param.opts, *getattr(param, "secondary_opts", ()))
        if option.startswith("--") and option != "--help"
        and not re.search(rf"{re.escape(option)}\b", lines[name])
    ]
    assert missing == []


def test_a_flag_has_no_negative_twin() -> None:
    """`--trace` and `--check` showed `--trace --no-trace` in `--help` where the README lists
    `[--trace]`: every flag is declared by its one name, as `--demo` is."""
    group = typer.main.get_command(app)
    twins = [f"{name} {option}" for name, command in group.commands.items()  # type: ignore[attr-defined]
             for param in command.params for option in getattr(param, "secondary_opts", ())]
    assert twins == []
