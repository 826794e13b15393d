"""The `comptoir` command: seed, ask (with threads), diagrams."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from comptoir.app import SERVE_ONLY_ENV
from comptoir.cli import app
from comptoir.diagrams import ROOT, refreshed_readme
from services.settings import get_settings
from tests.data import NOW, tiny_fixture

runner = CliRunner()


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'c.db'}")
    monkeypatch.setenv("COMPTOIR_CHECKPOINT_URL", f"sqlite:///{tmp_path / 'cp.db'}")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    get_settings.cache_clear()
    yield tmp_path
    get_settings.cache_clear()


def test_seed_from_a_fixture_then_ask_twice_on_one_thread(env: Path) -> None:
    fixture = env / "f.yaml"
    fixture.write_text(yaml.safe_dump({"fixture": tiny_fixture()}), encoding="utf-8")
    result = runner.invoke(app, ["seed", "--fixture", str(fixture)])
    assert result.exit_code == 0, result.output
    now = NOW.isoformat()
    first = runner.invoke(app, ["ask", "je veux déplacer ma livraison SO-24903 un matin la "
                                "semaine prochaine", "--as", "jean.martin@example.com",
                                "--now", now, "--thread", "t1"])
    assert first.exit_code == 0, first.output
    assert "Lequel vous convient" in first.stdout
    second = runner.invoke(app, ["ask", "le dernier", "--as", "jean.martin@example.com",
                                 "--now", now, "--thread", "t1", "--trace"])
    assert second.exit_code == 0, second.output
    assert "vendredi 23 octobre" in second.stdout and "C'est fait" in second.stdout


def test_seed_refuses_a_broken_fixture_clearly(env: Path) -> None:
    fixture = env / "bad.yaml"
    broken = tiny_fixture()
    broken["orders"][0]["customer"] = "C-404"
    fixture.write_text(yaml.safe_dump(broken), encoding="utf-8")
    result = runner.invoke(app, ["seed", "--fixture", str(fixture)])
    assert result.exit_code == 2
    assert "unknown customer C-404" in result.output


def test_ask_rejects_a_naive_now(env: Path) -> None:
    result = runner.invoke(app, ["ask", "hello", "--now", "2026-10-14T09:00"])
    assert result.exit_code == 2 and "UTC offset" in result.output


@pytest.mark.parametrize("now", ["9999-12-31T23:59:59+00:00", "0001-01-01T00:00:00+00:00"])
def test_ask_rejects_a_clock_out_of_the_rules_range(env: Path, now: str) -> None:
    result = runner.invoke(app, ["ask", "Où en est SO-24903 ?", "--now", now])
    assert result.exit_code == 2 and "between 1970 and 2999" in result.output
    assert "Traceback" not in result.output


def test_readme_diagrams_are_current() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "<!-- graph:care_desk -->" in text
    assert refreshed_readme(text) == text, "run `comptoir diagrams`"


def test_chat_keeps_one_conversation_and_shows_the_trace(env: Path) -> None:
    fixture = env / "f.yaml"
    fixture.write_text(yaml.safe_dump({"fixture": tiny_fixture()}), encoding="utf-8")
    assert runner.invoke(app, ["seed", "--fixture", str(fixture)]).exit_code == 0
    result = runner.invoke(
        app, ["chat", "--as", "jean.martin@example.com", "--now", NOW.isoformat()],
        input="je veux déplacer ma livraison un matin la semaine prochaine\nSO-24903\n"
              "le premier\n/trace\n/quit\n",
    )
    assert result.exit_code == 0, result.output
    assert "Lequel vous convient" in result.output
    assert "C'est fait" in result.output          # the third line answered the list
    assert "move_delivery" in result.output       # /trace printed the last decisions


def _restored_after(monkeypatch: pytest.MonkeyPatch) -> None:
    """`serve` hands demo mode and the part served to its workers through the environment:
    put both back after the test."""
    monkeypatch.setenv("COMPTOIR_DEMO", "false")
    monkeypatch.setenv("COMPTOIR_EXPOSE_DEMO", "false")
    monkeypatch.setenv(SERVE_ONLY_ENV, "all")


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.168.1.20", "comptoir.example"])
def test_demo_mode_listens_on_loopback_only_unless_told(
        env: Path, monkeypatch: pytest.MonkeyPatch, host: str) -> None:
    """Demo mode lets anyone sign in as any customer or as staff: on another interface it is
    refused before anything starts (flag or COMPTOIR_DEMO alike), with the way out named."""
    assert runner.invoke(app, ["seed"]).exit_code == 0
    _restored_after(monkeypatch)
    served: list[dict[str, object]] = []
    monkeypatch.setattr("uvicorn.run", lambda *a, **k: served.append(k))
    refused = runner.invoke(app, ["serve", "--demo", "--host", host])
    assert refused.exit_code == 2 and served == []
    assert "--expose-demo" in refused.output and "as staff" in refused.output
    monkeypatch.setenv("COMPTOIR_DEMO", "true")
    get_settings.cache_clear()
    assert runner.invoke(app, ["serve", "--host", host]).exit_code == 2 and served == []
    exposed = runner.invoke(app, ["serve", "--demo", "--host", host, "--expose-demo"])
    assert exposed.exit_code == 0, exposed.output
    assert served and served[0]["host"] == host


@pytest.mark.parametrize("host", ["127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost"])
def test_demo_mode_on_loopback_starts(env: Path, monkeypatch: pytest.MonkeyPatch,
                                      host: str) -> None:
    assert runner.invoke(app, ["seed"]).exit_code == 0
    _restored_after(monkeypatch)
    served: list[dict[str, object]] = []
    monkeypatch.setattr("uvicorn.run", lambda *a, **k: served.append(k))
    result = runner.invoke(app, ["serve", "--demo", "--host", host])
    assert result.exit_code == 0, result.output
    assert served and served[0]["host"] == host
def test_migrate_creates_an_empty_schema_serve_accepts_and_keeps_data(env: Path) -> None:
    from sqlalchemy import create_engine, inspect, text

    first = runner.invoke(app, ["migrate"])
    assert first.exit_code == 0, first.output
    assert "Created the schema on sqlite:///" in first.stdout
    engine = create_engine(f"sqlite:///{env / 'c.db'}")
    assert {"orders", "customers", "delivery_slots", "alembic_version"} <= set(
        inspect(engine).get_table_names())
    with engine.connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM orders")).scalar() == 0
    # The demo set, then migrate again: nothing removed (seed drops, migrate never does).
    assert runner.invoke(app, ["seed"]).exit_code == 0
    with engine.connect() as connection:
        orders = connection.execute(text("SELECT count(*) FROM orders")).scalar()
    again = runner.invoke(app, ["migrate"])
    assert again.exit_code == 0 and "Schema up to date on" in again.stdout
    with engine.connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM orders")).scalar() == orders > 0
    engine.dispose()


def test_seed_and_migrate_never_print_the_database_password() -> None:
    from types import SimpleNamespace

    from sqlalchemy import create_engine

    from comptoir import cli

    engine = create_engine("postgresql+psycopg://app:s3cret@db.internal/comptoir")  # no connect
    shown = cli._shown(SimpleNamespace(engine=engine))
    assert shown == "postgresql+psycopg://app:***@db.internal/comptoir" and "s3cret" not in shown


def test_migrate_on_postgresql(env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from sqlalchemy import create_engine, inspect

    from tests.conftest import throwaway_database

    with throwaway_database("comptoir_migrate") as url:
        monkeypatch.setenv("DATABASE_URL", url)
        get_settings.cache_clear()
        result = runner.invoke(app, ["migrate"])
        assert result.exit_code == 0, result.output
        assert "Created the schema on postgresql+psycopg://" in result.stdout
        engine = create_engine(url.replace("postgresql://", "postgresql+psycopg://", 1))
        assert {"orders", "bills", "alembic_version"} <= set(inspect(engine).get_table_names())
        engine.dispose()
        assert "Schema up to date" in runner.invoke(app, ["migrate"]).stdout


@pytest.mark.parametrize("value", ["yesterday", "demain", "2026-13-01T09:00:00+02:00",
                                   "14/10/2026 09:00", "now"])
def test_a_bad_now_names_the_option(env: Path, value: str) -> None:
    for command in (["ask", "hello"], ["chat"], ["seed"]):
        result = runner.invoke(app, [*command, "--now", value])
        assert result.exit_code == 2, result.output
        assert "--now" in result.output and "not an ISO 8601 date-time" in result.output


def test_text_output_is_never_hard_wrapped(env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not a terminal (a pipe, a log file): rich would break lines at 80 columns."""
    from comptoir import cli

    empty = runner.invoke(app, ["serve"])
    assert empty.exit_code == 2
    assert ("The database is empty: run `comptoir seed` (the demo data set) or `comptoir "
            "migrate` (an empty schema) first.\n") in empty.output
    assert runner.invoke(app, ["migrate"]).exit_code == 0
    refused = runner.invoke(app, ["serve"])  # no settings, not demo: the refusal list
    assert refused.exit_code == 2
    assert ("  - COMPTOIR_AUTH_ISSUER and COMPTOIR_AUTH_JWKS_URL (or COMPTOIR_AUTH_PUBLIC_KEY): "
            "the identity provider\n") in refused.output
    assert ("Not in demo mode and these settings are unset or still at their published "
            "defaults; set them (see README, Deploying) or run `comptoir serve --demo`:\n"
            ) in refused.output
    assert cli.console.soft_wrap and cli.err.soft_wrap

    long_reply = "Votre commande " + "très " * 40 + "bien."

    class Turn:
        reply, text_id, trace, model_errors, model_failures = long_reply, "say_status", [], [], 0

    class Agent:
        def turn(self, *args: object, **kwargs: object) -> Turn:
            return Turn()

    monkeypatch.setattr(cli, "_started_agent", lambda: Agent())
    result = runner.invoke(app, ["chat"], input="bonjour\n/quit\n")
    assert result.exit_code == 0, result.output
    assert f"desk> {long_reply}\n" in result.output


@pytest.mark.parametrize("demo", [False, True])
def test_serve_banner_lists_every_part_unwrapped(
    env: Path, monkeypatch: pytest.MonkeyPatch, demo: bool
) -> None:
    import uvicorn

    import comptoir.app

    assert runner.invoke(app, ["seed"]).exit_code == 0
    ran: list[object] = []
    monkeypatch.setattr(comptoir.app, "check_settings", lambda *a, **k: None)
    monkeypatch.setattr(uvicorn, "run", lambda *a, **k: ran.append(a))
    _restored_after(monkeypatch)
    result = runner.invoke(app, ["serve", "--port", "8765", *(["--demo"] if demo else [])])
    assert result.exit_code == 0, result.output
    assert ran
    lines = result.stdout.splitlines()
    assert "  gateway      http://127.0.0.1:8765/v1/chat" in lines
    assert "  System API   http://127.0.0.1:8765/api/docs" in lines
    assert "  MCP          http://127.0.0.1:8765/mcp" in lines
    assert ("  demo page    http://127.0.0.1:8765/  (demo mode: loopback only, never the "
            "internet)" in lines) is demo
    only_api = runner.invoke(app, ["serve", "--port", "8765", "--only", "api"])
    assert "  System API   http://127.0.0.1:8765/api/docs" in only_api.stdout.splitlines()
    assert "gateway" not in only_api.stdout.split("\n", 1)[1]


def _through_demo_guard(scope: dict[str, object]) -> tuple[bool, list[dict[str, object]]]:
    """One request through the demo app's guard: whether it reached the app, and what the
    guard sent instead."""
    import asyncio

    from comptoir.app import LoopbackOnly

    reached: list[str] = []
    sent: list[dict[str, object]] = []

    async def inner(scope: object, receive: object, send: object) -> None:
        reached.append("app")

    async def send(message: dict[str, object]) -> None:
        sent.append(message)

    async def receive() -> dict[str, object]:
        return {"type": "http.request"}

    asyncio.run(LoopbackOnly(inner)(scope, receive, send))  # type: ignore[arg-type]
    return reached == ["app"], sent


@pytest.mark.parametrize(("server", "answered"), [
    (("192.0.2.2", 8000), False), (("10.0.0.5", 8000), False), (("::", 8000), False),
    (("127.0.0.1", 8000), True), (("::1", 8000), True), (("::ffff:127.0.0.1", 8000), True),
    (("testserver", 80), True), (None, True),
])
def test_a_demo_app_answers_only_on_loopback_however_served(
        server: tuple[str, int] | None, answered: bool) -> None:
    """`uvicorn --factory … --host 0.0.0.0` with COMPTOIR_DEMO=true skips the command's host
    check: the demo app itself refuses a request that came in on another address."""
    reached, sent = _through_demo_guard({"type": "http", "path": "/demo/api/sign-in",
                                         "server": server})
    assert reached is answered
    if not answered:
        assert sent[0]["status"] == 403 and b"demo_loopback_only" in sent[1]["body"]  # type: ignore[operator]


@pytest.mark.parametrize(("client", "answered"), [
    (("203.0.113.9", 51000), False), (("10.0.0.5", 51000), False), (("::ffff:8.8.8.8", 1), False),
    (("127.0.0.1", 51000), True), (("::1", 51000), True), (("testclient", 50000), True),
    (None, True),
])
def test_a_demo_app_refuses_a_client_a_local_proxy_forwards(
        client: tuple[str, int] | None, answered: bool) -> None:
    """nginx on this machine (`proxy_pass http://127.0.0.1:8000`) reaches the demo on a
    loopback address with `Host: 127.0.0.1:8000` for a visitor from anywhere; uvicorn trusts
    127.0.0.1's X-Forwarded-For and names that visitor as the client: 403, not a sign-in."""
    reached, sent = _through_demo_guard({
        "type": "http", "path": "/demo/api/sign-in", "server": ("127.0.0.1", 8000),
        "client": client, "headers": [(b"host", b"127.0.0.1:8000")]})
    assert reached is answered
    if not answered:
        assert sent[0]["status"] == 403 and b"demo_loopback_only" in sent[1]["body"]  # type: ignore[operator]


@pytest.mark.parametrize(("host", "answered"), [
    (b"127.0.0.1:8000", True), (b"localhost:8000", True), (b"LOCALHOST", True),
    (b"[::1]:8000", True), (b"app.localhost:8000", True), (b"localhost.", True), (None, True),
    (b"evil.example", False), (b"evil.example:8000", False), (b"127.0.0.1.nip.io:8000", False),
    (b"localhost.evil.example", False), (b"10.0.0.5:8000", False), (b"", False),
])
def test_a_demo_app_answers_only_requests_that_name_this_machine(
        host: bytes | None, answered: bool) -> None:
    """DNS rebinding: a page whose name is re-pointed at 127.0.0.1 reaches the demo on a
    loopback address from the visitor's browser, with its own name as Host (an attacker
    signed in as staff that way): 421 unless the Host names this machine."""
    headers = [] if host is None else [(b"host", host)]
    reached, sent = _through_demo_guard({"type": "http", "path": "/demo/api/sign-in",
                                         "server": ("127.0.0.1", 8000), "headers": headers})
    assert reached is answered
    if not answered:
        assert sent[0]["status"] == 421 and b"demo_host_not_local" in sent[1]["body"]  # type: ignore[operator]


def test_a_demo_app_wraps_itself_unless_exposed(env: Path) -> None:
    from comptoir.app import LoopbackOnly, create_app
    from services.settings import Settings
    from tests.conftest import fresh_store

    store = fresh_store("sqlite://")
    assert isinstance(create_app(Settings(demo=True), store, only="api"), LoopbackOnly)
    assert not isinstance(create_app(Settings(demo=True, expose_demo=True), store, only="api"),
                          LoopbackOnly)


@pytest.mark.parametrize("message", ["", "   ", "\t\n", "\u200b", "\u202e\u2066", "x" * 4001])
def test_ask_refuses_a_message_the_gateway_refuses(env: Path, message: str) -> None:
    """An empty message (spaces, invisible characters) or one longer than a turn reads: the
    gateway's 422 and the LangGraph server's, here a usage error (exit 2) and no turn."""
    assert runner.invoke(app, ["seed"]).exit_code == 0
    result = runner.invoke(app, ["ask", message, "--thread", "t-empty"])
    assert result.exit_code == 2, result.output
    assert ("the message is empty" in result.output
            or "at most 4000 characters" in result.output), result.output
    assert "thread t-empty" not in result.output


def test_chat_skips_an_invisible_message_with_a_word(env: Path) -> None:
    assert runner.invoke(app, ["seed"]).exit_code == 0
    result = runner.invoke(app, ["chat"], input="\u200b\n/quit\n")
    assert result.exit_code == 0, result.output
    assert "the message is empty" in result.stderr and "desk>" not in result.stdout


@pytest.mark.parametrize("command", [[], ["ask"], ["serve"], ["seed"], ["eval"]])
def test_help_shows_flags_as_flags(command: list[str]) -> None:
    """typer 0.29 printed `<bool>` beside every flag (`--demo <bool>`, `--help <bool>`), as if
    it took a value; a flag takes none, and an option with a value keeps its type."""
    result = runner.invoke(app, [*command, "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "<bool>" not in result.output
    if command == ["serve"]:
        # --port still says it takes a number (from 1 to 65535)
        assert "<int range> [1<=x<=65535]" in result.output


def test_ask_says_when_its_thread_holds_no_conversation_yet(env: Path) -> None:
    """`--thread ID` continues a conversation; an ID that holds none (a typo, an old one)
    starts one under that ID, and stderr says so instead of silently starting afresh."""
    assert runner.invoke(app, ["seed"]).exit_code == 0
    first = runner.invoke(app, ["ask", "bonjour", "--thread", "does-not-exist"])
    assert first.exit_code == 0, first.output
    assert "no conversation does-not-exist yet" in first.stderr
    assert "no conversation" not in first.stdout
    again = runner.invoke(app, ["ask", "merci", "--thread", "does-not-exist"])
    assert again.exit_code == 0 and "no conversation" not in again.stderr


def test_serve_on_a_port_in_use_says_so_in_its_last_line(
        env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """uvicorn's `[Errno 98] ... address already in use` comes among its start-up lines after
    the banner; the command's last line names the port and the way out, exit 2."""
    import socket

    assert runner.invoke(app, ["seed"]).exit_code == 0
    _restored_after(monkeypatch)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = runner.invoke(app, ["serve", "--demo", "--port", str(port)])  # a real uvicorn
    assert result.exit_code == 2, result.output
    last = result.stderr.strip().splitlines()[-1]
    assert f"Port {port} on 127.0.0.1 is already in use" in last
    assert f"--port {port + 1}" in last and f"make run PORT={port + 1}" in last


def test_serve_leaves_another_start_up_failure_as_uvicorn_said_it(
        env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import socket

    import uvicorn

    assert runner.invoke(app, ["seed"]).exit_code == 0
    _restored_after(monkeypatch)

    def fails(*args: object, **kwargs: object) -> None:
        raise SystemExit(3)

    monkeypatch.setattr(uvicorn, "run", fails)
    with socket.socket() as free:  # a port nothing listens on
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    result = runner.invoke(app, ["serve", "--demo", "--port", str(port)])
    assert result.exit_code == 3 and "already in use" not in result.output


def test_a_table_written_to_a_pipe_keeps_every_cell_whole(
        env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not a terminal, rich took 80 columns and cropped the eval table's cells: a failed
    scenario's row read "a-rather-lo…"."""
    from comptoir.console import PIPED_WIDTH, console

    monkeypatch.delenv("COLUMNS", raising=False)
    assert console().width == PIPED_WIDTH and console(stderr=True).width == PIPED_WIDTH
    monkeypatch.setenv("COLUMNS", "100")
    assert console().width == 100  # the reader's own width still decides
    name = "a-rather-long-scenario-name-that-fails-on-purpose-in-a-log"
    scenario = env / "long.yaml"
    scenario.write_text(yaml.safe_dump({
        "name": name, "now": NOW.isoformat(), "fixture": tiny_fixture(),
        "turns": [{"as": {"email": "jean.martin@example.com"},
                   "say": "Où en est ma commande SO-24903 ?",
                   "expect": {"reply_contains": ["licorne"]}}]}), encoding="utf-8")
    result = runner.invoke(app, ["eval", str(scenario)])
    assert result.exit_code == 1
    row = next(line for line in result.stdout.splitlines() if "FAIL" in line)
    assert f"│ {name} │" in row and "say_status" in row


@pytest.mark.parametrize(("variable", "value", "said"), [
    (None, None, "comptoir: Not in demo mode and these settings are unset"),
    ("COMPTOIR_RATE_LIMIT", "lots", "comptoir: Invalid setting: COMPTOIR_RATE_LIMIT='lots'"),
    (SERVE_ONLY_ENV, "everything", f"comptoir: {SERVE_ONLY_ENV} must be one of all, gateway"),
    ("COMPTOIR_DEMO", "true", "comptoir: The database is empty: run `comptoir seed`"),
])
def test_the_app_factory_served_by_uvicorn_itself_refuses_in_one_message(
        env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        variable: str | None, value: str | None, said: str) -> None:
    """`uvicorn --factory comptoir.app:app_from_environment` (README, Deploying) skips the
    command's checks; its traceback buried the message that says what to set."""
    from comptoir.app import app_from_environment

    monkeypatch.delenv("COMPTOIR_DEMO", raising=False)
    monkeypatch.setenv(SERVE_ONLY_ENV, "all")
    if "empty" not in said:
        assert runner.invoke(app, ["seed"]).exit_code == 0
    if variable is not None:
        monkeypatch.setenv(variable, value or "")
    get_settings.cache_clear()
    with pytest.raises(SystemExit) as exit_:
        app_from_environment()
    assert exit_.value.code == 2
    assert capsys.readouterr().err.startswith(said)


# Bytes the terminal's encoding cannot read reach Python as lone surrogates ("\udcff" for
# 0xFF); control characters are what the gateway answers with a 422.
NOT_TEXT = ["jean.martin@example.com\udcff", "t\udcff", "jean.martin@example.com\x01", "a\x1bb"]


@pytest.mark.parametrize("value", NOT_TEXT)
@pytest.mark.parametrize("option", ["--as", "--thread", "MESSAGE"])
def test_ask_refuses_an_argument_that_is_no_text_naming_it(env: Path, option: str,
                                                             value: str) -> None:
    """An e-mail, a thread ID or a message holding bytes that are no UTF-8 text, or control
    characters, is a usage error naming the argument (exit 2): no turn, no traceback (an
    undecodable `--thread` crashed reading the checkpoints, an undecodable `--as` failed the
    turn with a traceback on stderr)."""
    assert runner.invoke(app, ["seed"]).exit_code == 0
    args = ["ask", value] if option == "MESSAGE" else \
        ["ask", "Où en est SO-24903 ?", option, value]
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output, result.output
    assert option in result.output, result.output
    assert "thread " not in result.stderr.replace("--thread", ""), result.stderr


@pytest.mark.parametrize("command", ["ask", "chat"])
@pytest.mark.parametrize("value", ["jean", "jean martin@example.com", "jean.martin@",
                                   "@example.com", "jean.martin@example", ""])
def test_an_identity_that_is_no_e_mail_address_is_a_usage_error(env: Path, command: str,
                                                                value: str) -> None:
    """`--as` is a customer's e-mail address: anything else was taken as no identity at all,
    silently, and the desk asked for an order number with no word of why."""
    assert runner.invoke(app, ["seed"]).exit_code == 0
    args = [command, "--as", value] + (["Où en est ma commande ?"] if command == "ask" else [])
    result = runner.invoke(app, args, input="bonjour\n/quit\n")
    assert result.exit_code == 2, result.output
    assert "--as" in result.output and "e-mail address" in result.output, result.output
    assert "desk>" not in result.stdout and "commande" not in result.stdout


def test_an_identity_in_capitals_is_still_the_customer(env: Path) -> None:
    assert runner.invoke(app, ["seed"]).exit_code == 0
    result = runner.invoke(app, ["ask", "Où en est SO-24903 ?", "--as",
                                 "Jean.Martin@Example.com"])
    assert result.exit_code == 0, result.output
    assert "SO-24903" in result.stdout


@pytest.mark.parametrize("value", NOT_TEXT[:1] + NOT_TEXT[2:3])
def test_chat_refuses_an_identity_that_is_no_text(env: Path, value: str) -> None:
    assert runner.invoke(app, ["seed"]).exit_code == 0
    result = runner.invoke(app, ["chat", "--as", value], input="bonjour\n/quit\n")
    assert result.exit_code == 2, result.output
    assert "--as" in result.output and "desk>" not in result.stdout


def test_chat_skips_a_line_that_is_no_text(env: Path) -> None:
    assert runner.invoke(app, ["seed"]).exit_code == 0
    result = runner.invoke(app, ["chat"], input="statut\x01 SO-24903\n/quit\n")
    assert result.exit_code == 0, result.output
    assert "control characters" in result.stderr and "desk>" not in result.stdout


def test_chat_answers_help_itself(env: Path) -> None:
    """`/help` (or any other slash word) went to the desk as a customer message, which
    answered its capabilities; the chat now names its own commands and sends nothing."""
    assert runner.invoke(app, ["seed"]).exit_code == 0
    result = runner.invoke(app, ["chat"], input="/help\n/quit\n")
    assert result.exit_code == 0, result.output
    assert "/help: the commands are /trace" in result.stderr
    assert "desk>" not in result.stdout


def test_bench_out_writes_elsewhere_and_leaves_the_recorded_results(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`comptoir bench NAME` wrote over the committed evals/bench/results/NAME.json whatever
    one wanted; `--out` sends this run's results to another folder."""
    import evals.bench.calls as calls
    from evals.bench import common

    recorded = common.RESULTS / "calls.json"
    before = recorded.read_bytes()
    monkeypatch.setattr(calls, "run", lambda: common.save("calls", {"what": "a stand-in run"}))
    monkeypatch.setattr(common, "_results", [common.RESULTS])
    out = tmp_path / "mine" / "runs"
    result = runner.invoke(app, ["bench", "calls", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "a stand-in run" in (out / "calls.json").read_text(encoding="utf-8")
    assert recorded.read_bytes() == before


def test_bench_out_that_cannot_be_made_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    result = runner.invoke(app, ["bench", "calls", "--out", str(blocker / "sub")])
    assert result.exit_code == 2
    assert "cannot create" in result.output and "Traceback" not in result.output


def test_eval_refuses_a_report_it_cannot_write_before_it_runs(env: Path, tmp_path: Path) -> None:
    """`--report` into a folder, or where nothing can be written, failed with a traceback
    after the whole run (minutes of it): it is a usage error before the first scenario."""
    scenario = tmp_path / "one.yaml"
    scenario.write_text(yaml.safe_dump({
        "name": "one", "now": NOW.isoformat(), "fixture": tiny_fixture(),
        "turns": [{"as": {"email": "jean.martin@example.com"},
                   "say": "Où en est ma commande SO-24903 ?", "expect": {}}]}),
        encoding="utf-8")
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    for target in (tmp_path, blocker / "r.json"):
        result = runner.invoke(app, ["eval", str(scenario), "--report", str(target)])
        assert result.exit_code == 2, result.output
        assert "--report" in result.output and "cannot write" in result.output
        assert "Traceback" not in result.output and "turns passed" not in result.output
    fresh = tmp_path / "new" / "r.json"
    result = runner.invoke(app, ["eval", str(scenario), "--report", str(fresh)])
    assert result.exit_code == 0, result.output
    assert json.loads(fresh.read_text(encoding="utf-8"))["turns"]


@pytest.mark.parametrize("option", ["--turns", "--users"])
def test_bench_takes_at_least_one_turn_and_one_user(option: str, tmp_path: Path) -> None:
    """`bench overhead --turns 0` divided by zero after its set-up (a traceback)."""
    result = runner.invoke(app, ["bench", "overhead", option, "0", "--out", str(tmp_path)])
    assert result.exit_code == 2 and "Traceback" not in result.output
