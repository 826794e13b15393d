"""Run Comptoir from the terminal: seed, serve, ask, chat, eval, bench."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from services.settings import get_settings

app = typer.Typer(
    help="Comptoir: intent-first business agents (the model fills fields, Python acts).",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)
console = Console()
err = Console(stderr=True)


def _parse_now(value: str | None) -> datetime | None:
    if value is None:
        return None
    try:
        at = datetime.fromisoformat(value)
    except ValueError as exc:
        raise typer.BadParameter(f"not an ISO 8601 date-time: {value!r}") from exc
    if at.tzinfo is None:
        raise typer.BadParameter("give a UTC offset, e.g. 2026-10-14T09:00:00+02:00")
    return at


@app.command()
def seed(
    fixture: Annotated[
        Path | None, typer.Option(help="A fixture file (eval format); default: the demo set.")
    ] = None,
    now: Annotated[
        str | None, typer.Option(help="Build the demo set around this instant (ISO 8601).")
    ] = None,
    if_missing: Annotated[
        bool, typer.Option("--if-missing", help="Do nothing when the database exists.")
    ] = False,
) -> None:
    """(Re)create the database and fill it."""
    from comptoir.runtime import is_seeded, read_fixture_file, store_from_settings
    from comptoir.runtime import seed as do_seed

    settings = get_settings()
    store = store_from_settings(settings, now=_parse_now(now))
    if if_missing and is_seeded(store):
        console.print(f"Database already present: {settings.database_url}")
        return
    data = None
    if fixture is not None:
        try:
            data = read_fixture_file(fixture)
        except (OSError, ValueError) as exc:
            err.print(f"[red]Cannot read {fixture}: {exc}[/red]")
            raise typer.Exit(2) from exc
    try:
        do_seed(store, data)
    except ValueError as exc:
        err.print(f"[red]Invalid fixture {fixture}:[/red] {exc}")
        raise typer.Exit(2) from exc
    console.print(f"Seeded {settings.database_url}" + (f" from {fixture}" if fixture else
                                                          " with the demo data set"))


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    only: Annotated[
        str | None, typer.Option(help="Serve one part alone: api.")
    ] = None,
) -> None:
    """Serve the application (System API for now) with uvicorn."""
    import uvicorn

    from comptoir.runtime import is_seeded, store_from_settings
    from services.system_api.app import create_system_api

    settings = get_settings()
    store = store_from_settings(settings)
    if not is_seeded(store):
        err.print("[red]The database is empty: run `comptoir seed` first.[/red]")
        raise typer.Exit(2)
    if only not in (None, "api"):
        raise typer.BadParameter("only 'api' is available", param_hint="--only")
    api = create_system_api(store, settings.api_keys)
    console.print(f"System API on http://{host}:{port}  (docs at /docs)")
    uvicorn.run(api, host=host, port=port, log_level="info")


if __name__ == "__main__":
    app()
