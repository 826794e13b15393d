"""Open the store the process settings describe, and seed it."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import inspect

from services.clock import Clock, FixedClock, SystemClock
from services.settings import Settings
from services.store import Store, open_store


def store_from_settings(settings: Settings, *, now: datetime | None = None) -> Store:
    clock: Clock = FixedClock(now) if now is not None else SystemClock()
    return open_store(settings.database_url, clock=clock, timezone=settings.timezone)


def is_seeded(store: Store) -> bool:
    return inspect(store.engine).has_table("orders")


def read_fixture_file(path: Path) -> dict[str, Any]:
    """Read a fixture file: a `fixture:` mapping, a scenario file, or the bare tables."""
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a mapping at the top level")
    fixture = data.get("fixture", data)
    if not isinstance(fixture, dict):
        raise ValueError(f"{path}: 'fixture' must be a mapping")
    return fixture


def seed(store: Store, fixture: dict[str, Any] | None = None) -> None:
    """(Re)create the schema by migration and load `fixture` (default: the demo set)."""
    # Imported here: a process that finds its database seeded (`comptoir ask`, every worker)
    # never loads Alembic, the fixture models or the demo set.
    from services.demo import demo_fixture
    from services.fixtures import load_fixture
    from services.schema import recreate

    recreate(store.engine)
    load_fixture(store, fixture if fixture is not None else demo_fixture(store.now()))


EMPTY_DATABASE = ("The database is empty: run `comptoir seed` (the demo data set) or "
                  "`comptoir migrate` (an empty schema) first.")


def ensure_seeded(store: Store, *, demo: bool) -> None:
    """Fill an empty database with the demo set in demo mode (first start of `langgraph dev`,
    notebooks); outside demo mode an empty database is an error that says what to run: a
    production database is never filled with the demo customers."""
    if not is_seeded(store):
        if not demo:
            from services.settings import SettingsError

            raise SettingsError(EMPTY_DATABASE)
        seed(store)
