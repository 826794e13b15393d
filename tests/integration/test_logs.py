"""Logs: JSON (one object a line) or text (one line, extra fields as key=value), the turn's
thread id on every record logged during it."""

from __future__ import annotations

import io
import json
import logging
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from comptoir.agent import Agent
from graphs.front_door import builder
from nodes.kit.context import Context, Deps
from services.llm.offline import OfflineChatModel
from services.logs import JsonFormatter, TextFormatter, ThreadIdFilter, thread_context
from services.store import Store
from tests.data import JEAN, NOW


class DownModel(OfflineChatModel):
    def _generate(self, *args: Any, **kwargs: Any) -> Any:
        raise TimeoutError("the model server did not answer")


@pytest.fixture
def lines() -> Iterator[io.StringIO]:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    handler.addFilter(ThreadIdFilter())
    root = logging.getLogger()
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    yield stream
    root.removeHandler(handler)
    root.setLevel(level)


def records(stream: io.StringIO) -> list[dict[str, Any]]:
    return [json.loads(line) for line in stream.getvalue().splitlines() if line.strip()]


def test_a_turn_logs_json_with_its_thread_id_and_no_message(
    mem_store: Store, lines: io.StringIO
) -> None:
    context = Context(customer_email=JEAN, now=NOW.isoformat())
    agent = Agent(builder, InMemorySaver(), Deps.of(mem_store, DownModel()))
    agent.turn("Où en est SO-24903 ?", thread_id="t-logs-1", context=context)
    logged = records(lines)
    turn = next(r for r in logged if r["message"] == "turn")
    assert turn["thread_id"] == "t-logs-1" and turn["level"] == "info"
    assert turn["workflow"] == "care_desk" and turn["outcome"] == "say_model_unavailable"
    assert turn["model_calls"] == 3 and turn["model_failures"] == 3
    failures = [r for r in logged if r["message"].startswith("model attempt failed")]
    assert len(failures) == 3 and all(r["thread_id"] == "t-logs-1" for r in failures)
    assert all("SO-24903" not in json.dumps(r) for r in logged)  # no message content


SECRET = "jean.martin@example.com 06 12 34 56 78"


class LeakyModel(OfflineChatModel):
    """Answers off-schema, with customer data in the wrong field."""

    def _answer(self, messages: Any, tools: Any, tool_choice: Any) -> Any:
        message = super()._answer(messages, tools, tool_choice)
        for call in message.tool_calls:
            call["args"] = {**call["args"], "intent": SECRET}
        return message


def test_failed_attempts_are_one_line_without_the_models_values(
    mem_store: Store, lines: io.StringIO
) -> None:
    context = Context(customer_email=JEAN, now=NOW.isoformat())
    agent = Agent(builder, InMemorySaver(), Deps.of(mem_store, LeakyModel()))
    turn = agent.turn("Où en est SO-24903 ?", thread_id="t-logs-3", context=context)
    assert turn.text_id == "say_model_unavailable" and turn.model_failures == 3
    logged = records(lines)
    failures = [r for r in logged if r["message"].startswith("model attempt failed")]
    retries = [r for r in logged if r["message"].startswith("Retrying task")]
    assert len(failures) == 3 and len(retries) == 2
    for record in failures + retries:
        assert "exception" not in record and "\n" not in record["message"]
        assert "intent" in record["message"] and "literal_error" in record["message"]
    assert all(SECRET not in json.dumps(r) and "input_value" not in json.dumps(r)
               and "errors.pydantic.dev" not in json.dumps(r) for r in logged)
    assert all(SECRET not in error for error in turn.model_errors)
    # Nor in the decision trace (shown to staff and on the demo page).
    [failed] = [e for e in turn.trace if e.get("kind") == "model" and e.get("ok") is False]
    assert SECRET not in json.dumps(turn.trace) and "input_value" not in failed["error"]
    assert "intent" in failed["error"]


def test_an_executors_retry_names_the_error_type_only(lines: io.StringIO) -> None:
    import sqlalchemy.exc

    from services.logs import quiet_retries

    quiet_retries()
    error = sqlalchemy.exc.OperationalError("UPDATE bookings SET slot = ?", (SECRET,), None)
    logging.getLogger("langgraph.pregel._retry").info(
        f"Retrying task execute after 0.05 seconds (attempt 1) after OperationalError {error}",
        exc_info=error)
    record = records(lines)[-1]
    assert record["message"] == ("Retrying task execute after 0.05 seconds (attempt 1) after "
                                 "OperationalError")
    assert "exception" not in record


def test_records_outside_a_turn_have_no_thread_and_extras_are_kept(lines: io.StringIO) -> None:
    log = logging.getLogger("comptoir.test")
    log.info("outside")
    with thread_context("t-2"):
        log.warning("inside", extra={"figure": 3})
    outside, inside = records(lines)[-2:]
    assert "thread_id" not in outside
    assert inside == {**inside, "thread_id": "t-2", "level": "warning", "figure": 3,
                      "logger": "comptoir.test", "message": "inside"}


def test_uvicorn_logs_go_through_the_same_format() -> None:
    script = (
        "import logging.config\n"
        "from services.logs import uvicorn_log_config, thread_context\n"
        "logging.config.dictConfig(uvicorn_log_config('json'))\n"
        "logging.getLogger('uvicorn.access').info('GET /metrics 200')\n"
        "with thread_context('t-3'):\n"
        "    logging.getLogger('comptoir.agent').info('turn')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, timeout=60)
    access, turn = (json.loads(line) for line in done.stderr.splitlines())
    assert access["logger"] == "uvicorn.access" and access["message"] == "GET /metrics 200"
    assert turn["thread_id"] == "t-3"


@pytest.fixture
def text_lines() -> Iterator[io.StringIO]:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(TextFormatter())
    handler.addFilter(ThreadIdFilter())
    root = logging.getLogger()
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    yield stream
    root.removeHandler(handler)
    root.setLevel(level)


def test_a_turn_logs_its_figures_in_text_too(mem_store: Store, text_lines: io.StringIO) -> None:
    """COMPTOIR_LOG_FORMAT=text: the turn's line carries the same fields as in JSON."""
    context = Context(customer_email=JEAN, now=NOW.isoformat())
    agent = Agent(builder, InMemorySaver(), Deps.of(mem_store, DownModel()))
    agent.turn("Où en est SO-24903 ?", thread_id="t-logs-text", context=context)
    [turn] = [line for line in text_lines.getvalue().splitlines() if ": turn " in line]
    assert " INFO comptoir.agent [t-logs-text]: turn " in turn
    fields = dict(part.split("=", 1) for part in turn.split(": turn ", 1)[1].split())
    assert fields["workflow"] == "care_desk" and fields["outcome"] == "say_model_unavailable"
    assert fields["model_calls"] == "3" and fields["model_failures"] == "3"
    assert float(fields["latency_ms"]) > 0
    assert "SO-24903" not in text_lines.getvalue()  # no message content


def test_text_extras_stay_on_one_line_and_before_a_traceback(text_lines: io.StringIO) -> None:
    log = logging.getLogger("comptoir.test")
    log.info("plain")
    log.info("spaced", extra={"why": 'a b="c"', "empty": "", "n": 2})
    try:
        raise ValueError("boom")
    except ValueError:
        log.exception("failed", extra={"figure": 3})
    plain, spaced, failed, *traceback = text_lines.getvalue().splitlines()
    assert plain.endswith("comptoir.test: plain")
    assert spaced.endswith('comptoir.test: spaced why="a b=\\"c\\"" empty="" n=2')
    assert failed.endswith("comptoir.test: failed figure=3")
    assert traceback[0].startswith("Traceback") and traceback[-1] == "ValueError: boom"


def test_uvicorn_text_logs_have_no_internal_fields() -> None:
    script = (
        "import logging.config\n"
        "from services.logs import uvicorn_log_config\n"
        "logging.config.dictConfig(uvicorn_log_config('text'))\n"
        "logging.getLogger('uvicorn.error').info('Started server process', "
        "extra={'color_message': 'Started \\x1b[36m'})\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, timeout=60)
    assert done.stderr.rstrip().endswith("uvicorn.error: Started server process")
