"""Process logs: one JSON object a line (COMPTOIR_LOG_FORMAT=json) or text, with the thread id.

The thread id of the turn being run is held in a context variable (set by the turn
runner), so every record logged during a turn carries it, whichever module logs. No
message content is logged: a turn's log line has its outcome and figures only. A failed
model attempt is one line without the values the model gave (pydantic's `input_value`
would echo its output, which may hold customer data), and LangGraph's retries of a node
are one line naming the exception's type, without its traceback or text (a database error
quotes the values it refused).
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

THREAD_ID: ContextVar[str | None] = ContextVar("comptoir_thread_id", default=None)
LogFormat = Literal["text", "json"]

# LogRecord attributes that are not "extra" fields given by the caller
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {
    "message", "asctime", "thread_id", "thread_tag", "taskName", "color_message"}


@contextmanager
def thread_context(thread_id: str) -> Iterator[None]:
    """Tag every record logged inside with this thread id."""
    token = THREAD_ID.set(thread_id)
    try:
        yield
    finally:
        THREAD_ID.reset(token)


class ThreadIdFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if not hasattr(record, "thread_id"):
            record.thread_id = THREAD_ID.get()
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object a line: time, level, logger, message, thread_id, extra fields."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        thread_id = getattr(record, "thread_id", None) or THREAD_ID.get()
        if thread_id:
            entry["thread_id"] = thread_id
        entry.update(extra_fields(record))
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False, default=str)


def extra_fields(record: logging.LogRecord) -> dict[str, Any]:
    """The fields the caller gave (`extra=`), not the LogRecord's own attributes."""
    return {key: value for key, value in vars(record).items()
            if key not in _STANDARD and not key.startswith("_")}


def _text_value(value: Any) -> str:
    text = str(value)
    return json.dumps(text, ensure_ascii=False) if not text or re.search(r'[\s="]', text) \
        else text


class TextFormatter(logging.Formatter):
    """`time level logger [thread]: message key=value ...`: the extra fields (a turn's
    workflow, outcome, latency, model calls and failed attempts) follow the message, a value
    with a space, `=` or `"` quoted, so the line stays one line and can be split again."""

    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s%(thread_tag)s: %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        thread_id = getattr(record, "thread_id", None) or THREAD_ID.get()
        record.thread_tag = f" [{thread_id}]" if thread_id else ""
        return super().format(record)

    def formatMessage(self, record: logging.LogRecord) -> str:  # logging.Formatter's name
        fields = extra_fields(record)  # after the message, before any traceback
        tail = "".join(f" {key}={_text_value(value)}" for key, value in fields.items())
        return super().formatMessage(record) + tail


def formatter(fmt: LogFormat) -> logging.Formatter:
    return JsonFormatter() if fmt == "json" else TextFormatter()


def configure_logging(fmt: LogFormat = "text", level: int | str = logging.INFO) -> None:
    """Root handler on stderr in `fmt`; uvicorn's loggers go through it too."""
    handler = logging.StreamHandler()
    handler.setFormatter(formatter(fmt))
    handler.addFilter(ThreadIdFilter())
    root = logging.getLogger()
    for old in list(root.handlers):
        if getattr(old, "_comptoir", False):
            root.removeHandler(old)
    handler._comptoir = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    root.setLevel(level)


def uvicorn_log_config(fmt: LogFormat) -> dict[str, Any]:
    """A `log_config` for uvicorn.run: its error and access logs in the same format."""
    factory = "services.logs.JsonFormatter" if fmt == "json" else "services.logs.TextFormatter"
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"comptoir": {"()": factory}},
        "filters": {"thread": {"()": "services.logs.ThreadIdFilter"}},
        "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "comptoir",
                                "filters": ["thread"], "stream": "ext://sys.stderr"}},
        "root": {"handlers": ["stderr"], "level": "INFO"},
        "loggers": {
            "uvicorn": {"handlers": [], "level": "INFO", "propagate": True},
            "uvicorn.error": {"handlers": [], "level": "INFO", "propagate": True},
            "uvicorn.access": {"handlers": [], "level": "INFO", "propagate": True},
        },
    }


# ---- failures in one line, without the values behind them ------------------------------

# pydantic's "[type=literal_error, input_value='…', input_type=str]", to the end of its line
_PYDANTIC_DETAIL = re.compile(r"\s*\[type=(\w+)[^\n]*")
_PYDANTIC_LINK = re.compile(r"\s*For further information visit \S+")
_PARSED_FROM = re.compile(r"(Failed to parse \w+) from completion.*", re.S)


def scrub(reason: str, limit: int = 300) -> str:
    """A failure's text on one line, without pydantic's input values and links, nor the
    completion an output parser quotes."""
    text = _PYDANTIC_DETAIL.sub(lambda m: f" ({m.group(1)})", reason)
    text = _PYDANTIC_LINK.sub("", text)
    text = _PARSED_FROM.sub(r"\1 (the answer is not quoted)", text)
    # a server's own error message is quoted: none of its invisible or direction-changing
    # characters reach the trace the demo page and staff read, nor the logs
    from services.text import BIDI, CONTROL, ZERO_WIDTH

    text = ZERO_WIDTH.sub("", BIDI.sub("", CONTROL.sub(" ", text)))
    return " ".join(text.split())[:limit]


def failure_reason(error: BaseException) -> str:
    """"Type: message" of a failed model attempt (its cause when it wraps one), one line,
    no input values: a validation error names each field and what it expects."""
    from pydantic import ValidationError

    cause = error.__cause__ if error.__cause__ is not None else error
    if isinstance(cause, ValidationError):
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or 'value'}: {e['msg']} ({e['type']})"
            for e in cause.errors(include_url=False, include_input=False))
        return scrub(f"ValidationError: {cause.title}: {problems}")
    return scrub(f"{type(cause).__name__}: {cause}")


def crash_summary(error: BaseException) -> str:
    """What a crashed turn's log line and decision trace say of it: the exception's type (its
    cause's too, when it wraps one) and where Comptoir's code raised or called it, never the
    message: a database error quotes its SQL with the values bound to it (customers' names,
    e-mails), and the trace is read by staff and on the demo page."""
    import traceback

    names = [type(error).__name__]
    if error.__cause__ is not None:
        names.append(type(error.__cause__).__name__)
    ours = [frame for frame in traceback.extract_tb(error.__traceback__)
            if "/site-packages/" not in frame.filename and "/lib/python" not in frame.filename]
    where = ""
    if ours:
        frame = ours[-1]
        module = Path(frame.filename).with_suffix("").parts[-2:]
        where = f" in {'.'.join(module)}:{frame.lineno} ({frame.name})"
    return f"{' from '.join(names)}{where} (message not recorded: it may quote data)"


def crash_traceback(error: BaseException) -> str:
    """The crash's frames (file, line, code), without any exception's message."""
    import traceback

    return "".join(traceback.format_tb(error.__traceback__)).rstrip()


_RETRYING = re.compile(r"^(Retrying task \S+ after [\d.]+ seconds \(attempt \d+\))")


class RetryLine(logging.Filter):
    """LangGraph's "Retrying task …" record in one line: the exception's type (a model
    failure: its reason as `failure_reason` words it), no traceback, no exception text."""

    def filter(self, record: logging.LogRecord) -> bool:
        head = _RETRYING.match(record.getMessage())
        error = record.exc_info[1] if record.exc_info else None
        if head is None or error is None:
            return True
        if type(error).__name__ == "ModelCallFailed":
            why = failure_reason(error)
        else:  # an executor's error (a database's message quotes the values it refused)
            why = type(error).__name__
        record.msg, record.args = f"{head.group(1)} after {why}", None
        record.exc_info, record.exc_text = None, None
        return True


def quiet_retries() -> None:
    """Install `RetryLine` on LangGraph's retry logger (once)."""
    logger = logging.getLogger("langgraph.pregel._retry")
    if not any(isinstance(f, RetryLine) for f in logger.filters):
        logger.addFilter(RetryLine())
