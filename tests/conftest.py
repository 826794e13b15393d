"""Shared fixtures: a store on SQLite or PostgreSQL, loaded with the tiny data set."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.exc import OperationalError

from services.clock import FixedClock
from services.db import Base
from services.fixtures import load_fixture
from services.store import Store, open_store
from tests.data import NOW, tiny_fixture

POSTGRES_URL = os.environ.get(
    "COMPTOIR_TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/postgres"
)
REQUIRE_SERVICES = os.environ.get("COMPTOIR_REQUIRE_SERVICES") == "1"


def _psycopg(url: str) -> str:
    return url.replace("postgresql://", "postgresql+psycopg://", 1)


@contextmanager
def throwaway_database(prefix: str = "comptoir_test") -> Iterator[str]:
    """A fresh PostgreSQL database named `prefix_<random>`, dropped afterwards (skipped when
    PostgreSQL is unreachable, unless services are required)."""
    admin = create_engine(_psycopg(POSTGRES_URL), isolation_level="AUTOCOMMIT")
    name = f"{prefix}_{uuid.uuid4().hex[:8]}"
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    except OperationalError as exc:
        if REQUIRE_SERVICES:
            raise
        pytest.skip(f"PostgreSQL not reachable at {POSTGRES_URL}: {exc.__class__.__name__}")
    base, _, _ = POSTGRES_URL.rpartition("/")
    try:
        yield f"{base}/{name}"
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A throw-away PostgreSQL database for this test session."""
    with throwaway_database() as url:
        yield url


@pytest.fixture(params=["sqlite", "postgres"])
def db_url(request: pytest.FixtureRequest, tmp_path) -> str:  # type: ignore[no-untyped-def]
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'test.db'}"
    return str(request.getfixturevalue("postgres_url"))


def fresh_store(url: str, fixture: dict | None = None) -> Store:  # type: ignore[type-arg]
    store = open_store(url, clock=FixedClock(NOW))
    Base.metadata.drop_all(store.engine)
    Base.metadata.create_all(store.engine)
    load_fixture(store, fixture if fixture is not None else tiny_fixture())
    return store


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    """The tiny data set, on SQLite and on PostgreSQL."""
    s = fresh_store(db_url)
    yield s
    s.engine.dispose()


@pytest.fixture
def mem_store() -> Iterator[Store]:
    """The tiny data set in an in-memory SQLite database (fast unit tests)."""
    s = fresh_store("sqlite://")
    yield s
    s.engine.dispose()


# Figures the safety suites and other measurements report at the end of the run.
FIGURES: dict[str, str] = {}


def _skips(reporter: pytest.TerminalReporter) -> list[str]:
    """Every skipped test, with its reason."""
    lines = []
    for report in reporter.stats.get("skipped", []):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        lines.append(f"{report.nodeid}: {reason.removeprefix('Skipped: ')}")
    return lines


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    skips = _skips(terminalreporter)
    if skips:
        # Never skip silently: name every skipped test and why, on the last lines of the run.
        terminalreporter.section("Skipped tests")
        for line in skips:
            terminalreporter.write_line(f"SKIPPED {line}")
        what = "required services (COMPTOIR_REQUIRE_SERVICES=1): failing" if REQUIRE_SERVICES \
            else "set COMPTOIR_REQUIRE_SERVICES=1 (as .ci/run does) to make these fail instead"
        terminalreporter.write_line(f"{len(skips)} test(s) skipped; {what}", yellow=True,
                                    bold=True)
    if FIGURES:
        terminalreporter.section("Comptoir figures")
        for name, value in FIGURES.items():
            if name.startswith("_"):
                continue
            terminalreporter.write_line(f"{name}: {value}")


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """With required services, a skip is a failure: nothing is left untested in CI."""
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if REQUIRE_SERVICES and reporter is not None and reporter.stats.get("skipped") \
            and exitstatus == 0:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
