"""Run Comptoir from the terminal: seed, serve, ask, chat, eval, bench."""

from __future__ import annotations

import re
import uuid
from contextlib import suppress
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from comptoir.console import console as make_console
from services.clock import settable
from services.settings import get_settings
from services.text import CONTROL, E_MAIL, claimed_email, message_problem

if TYPE_CHECKING:  # the run context pulls in the store (SQLAlchemy) and the chat models:
    from comptoir.agent import Agent
    from nodes.kit.context import Context  # imported by the commands that run a turn

def _flag_type(self: Any, ctx: Any) -> str | None:
    """No value type beside a flag: typer 0.29 prints every option's Python type in the rich
    help, so `--demo`, `--trace` and `--help` read `<bool>`, as if they took a value (they
    take none; `--demo true` is an error). An option that takes a value keeps its type."""
    return None if self.is_flag else _typed_option(self, ctx)


_typed_option = typer.core.TyperOption.display_type_rich
typer.core.TyperOption.display_type_rich = _flag_type  # type: ignore[method-assign]

app = typer.Typer(
    help="Comptoir: intent-first business agents (the model fills fields, Python acts).",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)
# rich never breaks a line itself (when the output is not a terminal it would break every
# line at 80 columns, mid-sentence, and crop every table cell); the terminal or the reader wraps.
console = make_console()
err = make_console(stderr=True)


def _parse_now(value: str | None) -> datetime | None:
    """The `--now` option's instant (read in the command's body: the error names the option)."""
    if value is None:
        return None
    try:
        at = datetime.fromisoformat(value)
    except ValueError as exc:
        raise typer.BadParameter(f"not an ISO 8601 date-time: {value!r} (e.g. "
                                 "2026-10-14T09:00:00+02:00)", param_hint="--now") from exc
    try:
        return settable(at)
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint="--now") from None


def _shown(store: Any) -> str:
    """The database's URL without its password."""
    return str(store.engine.url.render_as_string(hide_password=True))


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
    """(Re)create the database and fill it: drops what was there (`migrate` keeps it)."""
    from services.bootstrap import is_seeded, read_fixture_file, store_from_settings
    from services.bootstrap import seed as do_seed

    settings = get_settings()
    store = store_from_settings(settings, now=_parse_now(now))
    if if_missing and is_seeded(store):
        console.print(f"Database already present: {_shown(store)}", markup=False)
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
    console.print(f"Seeded {_shown(store)}" + (f" from {fixture}" if fixture else
                                              " with the demo data set"), markup=False)


@app.command()
def migrate() -> None:
    """Create the schema (empty) or bring it to the latest migration; keeps every row."""
    from sqlalchemy import inspect

    from services.bootstrap import store_from_settings
    from services.schema import migrate as do_migrate

    settings = get_settings()
    store = store_from_settings(settings)
    try:
        fresh = not inspect(store.engine).has_table("alembic_version")
        do_migrate(store.engine)
    finally:
        store.engine.dispose()
    console.print(f"{'Created the schema on' if fresh else 'Schema up to date on'} "
                  f"{_shown(store)}", markup=False, highlight=False)


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    # 1 to 65535: the resolver took 99999 modulo 65536, so the server listened on 34463 while
    # announcing 99999; 0 (any free port) would be announced as port 0.
    port: Annotated[int, typer.Option(min=1, max=65535, help="Port to listen on.")] = 8000,
    only: Annotated[
        str, typer.Option(help="Serve one part alone: gateway, api or mcp (default: all).")
    ] = "all",
    demo: Annotated[
        bool, typer.Option("--demo", help="Demo mode: the demo page, its sign-in as any demo "
                           "user and published keys. Never expose it to the internet.")
    ] = False,
    workers: Annotated[
        int, typer.Option(min=1, help="Worker processes (more than one needs REDIS_URL).")
    ] = 1,
    expose_demo: Annotated[
        bool, typer.Option("--expose-demo", help="Let demo mode listen on an interface other "
                           "than loopback (a container's port, a shared screen). Anyone who "
                           "reaches it can sign in as any customer or as staff.")
    ] = False,
    forwarded_allow_ips: Annotated[
        str | None, typer.Option(help="Addresses of trusted reverse proxies, comma-separated: "
                                 "their X-Forwarded-For gives the client address (default: "
                                 "FORWARDED_ALLOW_IPS, else 127.0.0.1).")
    ] = None,
) -> None:
    """Serve the app: demo page and gateway at /, System API at /api, MCP at /mcp."""
    import inspect
    import os

    # The options are checked before the app is imported (seconds on a busy machine): a
    # mistyped `--only` or a refused setting answers at once.
    if only not in ("all", "gateway", "api", "mcp"):
        raise typer.BadParameter("all, gateway, api or mcp", param_hint="--only")
    settings = get_settings()
    if demo:
        settings = settings.model_copy(update={"demo": True})
    expose_demo = expose_demo or settings.expose_demo
    if settings.demo and not expose_demo and not _loopback(host):
        err.print(f"[red]Refusing to start: demo mode on {host} would let anyone who reaches "
                  "it sign in as any customer or as staff. Listen on 127.0.0.1, or pass "
                  "--expose-demo if that is really what you want.[/red]", soft_wrap=True)
        raise typer.Exit(2)
    if workers > 1 and only in ("all", "gateway"):
        problem = None
        if not settings.redis_url:
            problem = ("--workers > 1 needs REDIS_URL: each worker would count rate limits "
                       "on its own")
        elif settings.checkpoint_url.startswith("memory"):
            problem = ("--workers > 1 needs shared checkpoints (COMPTOIR_CHECKPOINT_URL "
                       "sqlite:/// or postgresql://), not memory")
        if problem:
            err.print(f"[red]Refusing to start: {problem}.[/red]", soft_wrap=True)
            raise typer.Exit(2)
    import uvicorn

    from comptoir.app import (
        APP_FACTORY,
        SERVE_ONLY_ENV,
        InsecureSettings,
        check_settings,
    )
    from services.bootstrap import EMPTY_DATABASE, is_seeded, store_from_settings

    store = store_from_settings(settings)
    if not is_seeded(store):
        err.print(f"[red]{escape(EMPTY_DATABASE)}[/red]")
        raise typer.Exit(2)
    try:
        check_settings(settings, only)  # type: ignore[arg-type]
    except InsecureSettings as exc:
        err.print(str(exc), markup=False)
        raise typer.Exit(2) from exc
    store.engine.dispose()
    base = f"http://{host}:{port}"
    console.print(f"[bold]Comptoir[/bold] ({only}{', demo mode' if settings.demo else ''}, "
                  f"{workers} worker{'s' if workers > 1 else ''}) on {base}")
    if only in ("all", "gateway") and settings.demo:
        console.print(f"  demo page    {base}/  (demo mode: loopback only, never the internet)")
    if only in ("all", "gateway"):
        console.print(f"  gateway      {base}/v1/chat")
    if only in ("all", "api"):
        console.print(f"  System API   {base}/api/docs")
    if only in ("all", "mcp"):
        console.print(f"  MCP          {base}/mcp")
    from services.logs import uvicorn_log_config

    # Each worker process imports the app by its factory string and builds its own store,
    # agent and checkpointer; they share only the databases and Redis. The part to serve and
    # demo mode reach them through the environment.
    os.environ[SERVE_ONLY_ENV] = only
    if settings.demo:
        os.environ["COMPTOIR_DEMO"] = "true"
    if expose_demo:  # the workers answer on other addresses than loopback (LoopbackOnly)
        os.environ["COMPTOIR_EXPOSE_DEMO"] = "true"
    get_settings.cache_clear()  # one worker runs in this process: it reads them afresh
    # A worker that is still importing under load must not be taken for dead (uvicorn's
    # default health-check wait is 5 s).
    patience: dict[str, Any] = ({"timeout_worker_healthcheck": 60}
                if "timeout_worker_healthcheck" in inspect.signature(uvicorn.run).parameters
                else {})
    shared_metrics = _shared_metrics_folder() if workers > 1 else None
    try:
        uvicorn.run(APP_FACTORY, factory=True, host=host, port=port, workers=workers,
                    log_level="info", log_config=uvicorn_log_config(settings.log_format),
                    proxy_headers=True, forwarded_allow_ips=forwarded_allow_ips, **patience)
    except SystemExit as exc:
        # uvicorn logs "[Errno 98] ... address already in use" among its start-up lines and
        # exits 3: the last line says what it means and what to do.
        if exc.code and _address_in_use(host, port):
            err.print(f"[red]Port {port} on {host} is already in use (another `comptoir "
                      "serve`?): stop what listens there, or pick another port "
                      f"(`comptoir serve --port {port + 1}`, `make run PORT={port + 1}`).[/red]",
                      soft_wrap=True)
            raise typer.Exit(2) from None
        raise
    finally:
        if shared_metrics is not None:
            import shutil

            shutil.rmtree(shared_metrics, ignore_errors=True)


def _shared_metrics_folder() -> str | None:
    """Name the folder every worker counts its metrics into (prometheus-client's
    multiprocess mode: PROMETHEUS_MULTIPROC_DIR, read by each worker as it starts), so that
    a scrape answered by any worker gives every worker's totals. A folder the operator
    names is used, emptied of a previous run's counts; otherwise a fresh one is made.
    Returns the folder to remove on exit (ours), or None."""
    import os
    import tempfile

    given = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if not given:
        folder = tempfile.mkdtemp(prefix="comptoir-metrics-")
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = folder
        return folder
    try:
        Path(given).mkdir(parents=True, exist_ok=True)
        for old in Path(given).glob("*.db"):
            old.unlink()
    except OSError as exc:
        err.print(f"[red]Refusing to start: PROMETHEUS_MULTIPROC_DIR={escape(given)} cannot "
                  f"hold the workers' metrics ({escape(exc.strerror or type(exc).__name__)}): "
                  "name a folder this user may write, or unset it.[/red]", soft_wrap=True)
        raise typer.Exit(2) from None
    return None


def _address_in_use(host: str, port: int) -> bool:
    """Whether another socket listens on `host`:`port` (binding it fails with EADDRINUSE)."""
    import errno
    import socket

    try:
        addresses = socket.getaddrinfo(host.strip("[]"), port, type=socket.SOCK_STREAM,
                                       flags=socket.AI_PASSIVE)
    except OSError:
        return False
    for family, kind, proto, _name, address in addresses:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds
            try:
                probe.bind(address)
            except OSError as exc:
                if exc.errno == errno.EADDRINUSE:
                    return True
    return False


def _loopback(host: str) -> bool:
    """Whether `host` names only this machine (127.0.0.0/8, ::1, localhost)."""
    import ipaddress

    if host.lower() in ("localhost", "localhost."):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False  # a host name: it may resolve to any interface


def _trace_table(trace: list[dict[str, Any]]) -> Table:
    table = Table("step", "detail", title="decision trace", show_lines=False)
    for event in trace:
        kind = event.get("kind", "")
        if kind == "node":
            table.add_row(f"[bold]{event['node']}[/bold]", "")
        elif kind == "route":
            table.add_row(f"  → {event['to']}", f"{event['router']}: {event['reason']}")
        elif kind == "tool":
            status = "ok" if event.get("ok") else f"refused: {event.get('code')}"
            table.add_row(f"  tool {event['tool']}", status)
        elif kind == "model":
            status = "ok" if event.get("ok") else f"failed: {event.get('error')}"
            detail = f"attempt {event.get('attempt')} {status}"
            table.add_row(f"  model {event.get('schema')}", detail)
        elif kind == "reply":
            table.add_row("  reply", f"{event['text_id']}{' (asks)' if event.get('asks') else ''}")
    return table


def _failure_reason(turn: Any) -> str | None:
    """Why a turn ended in a fallback text (the model or the system was unavailable)."""
    text_id = str(turn.text_id or "")
    # say_result_unconfirmed is the fallback of a turn that crashed where Python could not
    # tell whether it wrote (a database down): a fallback like the *_unavailable ones.
    if not (text_id.endswith("_unavailable") or text_id == "say_result_unconfirmed"):
        return None
    reasons = list(dict.fromkeys(
        [*turn.model_errors,
         *(str(e.get("error")) for e in turn.trace if e.get("kind") == "error")]))
    if not reasons:
        return "no reason recorded"
    shown = reasons[-1] if len(reasons) == 1 else f"{reasons[-1]} (and {len(reasons) - 1} other)"
    return f"{turn.model_failures} failed model attempt(s); {shown}" if turn.model_failures \
        else shown


def _print_failure(turn: Any) -> None:
    """On stderr, dim: the person's reply stays the fixed text, the operator sees why."""
    reason = _failure_reason(turn)
    if reason is not None:
        err.print(f"[dim]fallback text {turn.text_id}: {escape(reason)}[/dim]",
                  highlight=False, soft_wrap=True)


def _text_problem(text: str) -> str | None:
    """Why an argument is no text a turn can take, else None: bytes the terminal's encoding
    could not read (they reach Python as lone surrogates, which no database, hash or
    checkpoint can encode), or control characters (the gateway's 422 for the same)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "not valid UTF-8 text (check the terminal's encoding)"
    if CONTROL.search(text):
        return "control characters (such as NUL) are not allowed"
    return None


def _text_option(value: str | None, hint: str) -> None:
    problem = None if value is None else _text_problem(value)
    if problem:
        raise typer.BadParameter(problem, param_hint=hint)


def _context(as_email: str | None, channel: str, now: str | None) -> Context:
    from nodes.kit.context import Context

    _text_option(as_email, "--as")
    if as_email is not None and (claimed_email(as_email) is None
                                 or E_MAIL.fullmatch(as_email) is None):
        # "--as jean" or "--as 'jean martin@…'" would be taken as no identity at all, and
        # the desk would ask for an order number with no word of why
        raise typer.BadParameter("a customer's e-mail address, such as "
                                 "jean.martin@example.com", param_hint="--as")
    if channel not in ("customer", "staff"):
        raise typer.BadParameter("customer or staff", param_hint="--channel")
    _parse_now(now)
    return Context(channel=channel, customer_email=as_email, now=now)  # type: ignore[arg-type]


AsOption = Annotated[
    str | None, typer.Option("--as", help="Identity asserted by the caller (customer e-mail).")
]
ChannelOption = Annotated[str, typer.Option(help="customer or staff.")]
NowOption = Annotated[str | None, typer.Option(help="Run as if it were this instant (ISO 8601).")]


def _started_agent() -> Agent:
    """The agent of `ask` and `chat`, imported and built without garbage collection (about
    a fifth of a start otherwise went to rescanning what was just built; `comptoir.heap`)."""
    from comptoir.heap import starting_up

    with starting_up():
        from sqlalchemy.exc import SQLAlchemyError

        from comptoir.wiring import make_agent
        from nodes.kit.context import deps_from_settings

        settings = get_settings()
        # the business database read (and, on the embedded default, filled) before the
        # turn: an empty production database is one line and exit 2, not a failed turn
        # (a database that does not answer is the turn's to report: its fixed text, and
        # the reason on stderr)
        with suppress(SQLAlchemyError):
            deps_from_settings()
        return make_agent(settings)


@app.command()
def ask(
    message: Annotated[str, typer.Argument(help="What the customer or staff member says.")],
    as_email: AsOption = None,
    channel: ChannelOption = "customer",
    thread: Annotated[str | None, typer.Option(
        help="Continue this conversation; an ID that holds none yet starts one under it "
             "(said on stderr).")] = None,
    now: NowOption = None,
    trace: Annotated[bool, typer.Option("--trace", help="Print the decision trace.")] = False,
) -> None:
    """Send one message and print the reply (offline model and SQLite by default)."""
    problem = _text_problem(message) or message_problem(message)
    if problem:  # as the gateway's 422: no turn, nothing stored
        raise typer.BadParameter(problem, param_hint="MESSAGE")
    _text_option(thread, "--thread")
    context = _context(as_email, channel, now)
    agent = _started_agent()
    thread_id = thread or f"cli-{uuid.uuid4().hex[:12]}"
    if thread is not None and not agent.history(thread):
        # `--thread` reads as "continue": a mistyped ID would otherwise start a new
        # conversation silently, and a "oui" meant for a proposal would answer nothing.
        err.print(f"[yellow]note: no conversation {escape(thread)} yet: this message starts "
                  "a new one under that ID[/yellow]", highlight=False)
    turn = agent.turn(message, thread_id=thread_id, context=context)
    typer.echo(turn.reply)
    _print_failure(turn)
    if trace:
        err.print(_trace_table(turn.trace))
    err.print(f"[dim]thread {thread_id} · {turn.latency_ms:.0f} ms · "
              f"{turn.model_calls} model call(s)[/dim]")


@app.command()
def chat(
    as_email: AsOption = None,
    channel: ChannelOption = "customer",
    now: NowOption = None,
) -> None:
    """Talk to the desk in the terminal; type /trace to see the last decision trace."""
    context = _context(as_email, channel, now)
    agent = _started_agent()
    thread_id = f"chat-{uuid.uuid4().hex[:12]}"
    last: list[dict[str, Any]] = []
    console.print("[dim]Comptoir chat · /trace shows the last decision · /quit to leave[/dim]")
    while True:
        try:
            line = console.input("[bold]you>[/bold] ").strip()
        except (EOFError, KeyboardInterrupt):
            break
        if not line:
            continue
        if line in ("/quit", "/exit"):
            break
        if line == "/trace":
            console.print(_trace_table(last))
            continue
        if re.fullmatch(r"/[A-Za-z?]+", line):  # `/help` went to the desk as a message
            err.print(f"{escape(line)}: the commands are /trace (the last decision trace) and "
                      "/quit or /exit; anything else is a message to the desk.",
                      highlight=False, soft_wrap=True)
            continue
        problem = _text_problem(line) or message_problem(line)
        if problem:
            err.print(f"[red]{escape(problem)}[/red]", highlight=False)
            continue
        turn = agent.turn(line, thread_id=thread_id, context=context)
        last = turn.trace
        console.print("[bold cyan]desk>[/bold cyan] ", end="")
        console.print(turn.reply, markup=False, highlight=False)
        _print_failure(turn)


@app.command(name="eval")
def run_eval(
    paths: Annotated[list[Path], typer.Argument(help="Scenario files or folders.")],
    repeat: Annotated[int, typer.Option(min=1, help="Run each scenario K times (pass^K).")] = 1,
    report: Annotated[Path | None, typer.Option(help="Write every turn's result as JSON.")] = None,
) -> None:
    """Run eval scenarios and check what changed in the system, not the wording."""
    from rich.progress import Progress

    from evals.report import print_results, write_report
    from evals.runner import run_scenario
    from evals.scenario import ScenarioError, load_paths
    from services.llm.factory import make_model

    settings = get_settings()
    if report is not None:  # before the run, which may take minutes: not lost at its end
        _check_writable(report, "--report")
    try:
        scenarios = load_paths(paths)
    except ScenarioError as exc:
        err.print(str(exc), markup=False)
        raise typer.Exit(2) from exc
    if not scenarios:
        err.print("No scenario found.")
        raise typer.Exit(2)
    models: dict[str | None, Any] = {}

    def model_for(name: str | None) -> Any:
        if name not in models:
            models[name] = make_model(settings, name)
        return models[name]

    results = []
    with Progress(console=err, transient=True) as progress:
        task = progress.add_task("scenarios", total=len(scenarios) * repeat)
        for run in range(repeat):
            for scenario in scenarios:
                results += run_scenario(scenario, model_for, run=run)
                progress.advance(task)
    print_results(console, results, repeat)
    if report is not None:
        write_report(report, results, repeat)
        console.print(f"Report written to {report}")
    if not all(r.passed for r in results):
        raise typer.Exit(1)


def _check_writable(path: Path, hint: str) -> None:
    """A usage error (exit 2) when `path` cannot be written; a file made to find out is
    removed again."""
    existed = path.exists()
    try:
        if path.is_dir():
            raise IsADirectoryError(21, "is a folder")
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8"):
            pass
    except OSError as exc:
        raise typer.BadParameter(f"cannot write {path}: {exc.strerror or exc}",
                                 param_hint=hint) from None
    if not existed:
        path.unlink(missing_ok=True)


BENCHES = ("overhead", "calls", "gateway", "scale", "profile")


@app.command()
def bench(
    name: Annotated[str, typer.Argument(help="overhead, calls, gateway, scale, profile or all.")],
    turns: Annotated[int, typer.Option(min=1, help="Turns per configuration (overhead).")
                     ] = 1000,
    users: Annotated[int, typer.Option(min=1, help="Concurrent users (gateway).")] = 50,
    out: Annotated[Path | None, typer.Option(
        help="Folder for NAME.json (default: evals/bench/results, the recorded results).",
        file_okay=False, dir_okay=True, writable=True)] = None,
) -> None:
    """Run a benchmark: prints its figures and writes NAME.json (evals/bench/results unless
    --out says another folder)."""
    import importlib

    names = BENCHES if name == "all" else (name,)
    if any(n not in BENCHES for n in names):
        raise typer.BadParameter(f"one of {', '.join(BENCHES)} or all", param_hint="NAME")
    from evals.bench.common import results_dir

    if out is not None:
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise typer.BadParameter(f"cannot create {out}: {exc.strerror}",
                                     param_hint="--out") from None
        results_dir(out)
    for bench_name in names:
        console.rule(f"bench {bench_name}")
        module = importlib.import_module(f"evals.bench.{bench_name}")
        if bench_name == "overhead":
            module.run(turns=turns)
        elif bench_name == "gateway":
            module.run(users=users)
        else:
            module.run()


@app.command()
def diagrams(
    check: Annotated[
        bool, typer.Option("--check", help="Fail if README.md is out of date.")
    ] = False,
) -> None:
    """Regenerate the Mermaid diagrams of the graphs in README.md."""
    from comptoir.diagrams import ROOT, refreshed_readme, write_readme

    if check:
        text = (ROOT / "README.md").read_text(encoding="utf-8")
        if refreshed_readme(text) != text:
            err.print("README.md diagrams are stale: run `comptoir diagrams`.")
            raise typer.Exit(1)
        return
    console.print("README.md updated" if write_readme() else "README.md already current")


def main() -> None:
    """The `comptoir` command: a wrong setting is one line on stderr, never a traceback."""
    import sys

    from services.settings import SettingsError

    try:
        app()
    except SettingsError as exc:
        sys.stderr.write(f"comptoir: {exc}\n")
        raise SystemExit(2) from None


if __name__ == "__main__":
    main()
