"""Prometheus metrics of the process: turns, model calls, writes, refusals, rate limits.

One registry of our own (not prometheus-client's global one, which other libraries in the
same process may fill). The gateway serves it at /metrics (to an API key with the `metrics`
or `admin` scope, or to anyone in demo mode); the CLI and evals fill it too,
harmlessly. Labels are bounded: workflow names, reply text ids, operation names, refusal
codes, exception type names; no identity, no client id.

Under `comptoir serve --workers N` every worker counts into files of one folder
(prometheus-client's multiprocess mode, `PROMETHEUS_MULTIPROC_DIR`, set by `serve` before the
workers start), and a scrape answered by any worker reads them all: the totals of every
worker, the same whichever worker answers.
"""

from __future__ import annotations

import hmac
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, cast

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram
from prometheus_client import values as _values
from prometheus_client.exposition import generate_latest
from prometheus_client.multiprocess import MultiProcessCollector

if TYPE_CHECKING:  # FastAPI is imported by the servers only, not by every turn's process
    from fastapi import FastAPI

REGISTRY = CollectorRegistry()

TURNS = Counter("comptoir_turns", "Conversation turns, by workflow and outcome (the reply's "
                "text id).", ["workflow", "outcome"], registry=REGISTRY)
TURN_SECONDS = Histogram(
    "comptoir_turn_seconds", "Time to answer one turn, model calls included.", ["workflow"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60),
    registry=REGISTRY)
MODEL_CALLS = Counter("comptoir_model_calls", "Model calls, by outcome (ok, error: the call "
                      "itself failed).", ["outcome"], registry=REGISTRY)
MODEL_TOKENS = Counter("comptoir_model_tokens", "Model tokens as the server reports them "
                       "(estimated for the offline model).", ["kind"], registry=REGISTRY)
MODEL_FAILURES = Counter("comptoir_model_failures", "Model attempts whose answer could not "
                         "be used, by error type.", ["error"], registry=REGISTRY)
WRITES = Counter("comptoir_writes", "Write attempts through the service layer, by operation "
                 "and outcome (ok, refused, replayed).", ["kind", "outcome"], registry=REGISTRY)
REFUSALS = Counter("comptoir_refusals", "Business-rule refusals, by rule (the refusal code) "
                   "and door.", ["rule", "door"], registry=REGISTRY)
# No client label: a gateway client id is a credential, and /metrics is open in demo mode.
RATE_LIMITED = Counter("comptoir_rate_limit_rejections", "Requests refused by the rate "
                       "limit.", registry=REGISTRY)

WORKFLOWS = ("care_desk", "analysis", "billing")


def workflow_of(trace: Iterable[Mapping[str, Any]]) -> str:
    """The workflow a turn ran, read from its routing (front_door when none ran)."""
    for event in trace:
        target = str(event.get("to") or "").split(":", 1)[0]
        if event.get("kind") == "route" and target in WORKFLOWS:
            return target
    return "front_door"


def turn_done(trace: list[dict[str, Any]], text_id: str | None, seconds: float) -> str:
    """Count a finished turn; return its workflow."""
    workflow = workflow_of(trace)
    TURNS.labels(workflow, text_id or "none").inc()
    TURN_SECONDS.labels(workflow).observe(seconds)
    return workflow


def model_call(*, ok: bool, prompt_tokens: int = 0, completion_tokens: int = 0) -> None:
    MODEL_CALLS.labels("ok" if ok else "error").inc()
    if prompt_tokens:
        MODEL_TOKENS.labels("prompt").inc(prompt_tokens)
    if completion_tokens:
        MODEL_TOKENS.labels("completion").inc(completion_tokens)


def model_failure(reason: str) -> None:
    """`reason` reads "Type: message"; the label keeps the type only."""
    head = reason.split(":", 1)[0].strip()
    MODEL_FAILURES.labels(head if head.isidentifier() else "other").inc()


def write(kind: str, outcome: str) -> None:
    WRITES.labels(kind, outcome).inc()


def refusal(rule: str, door: str) -> None:
    REFUSALS.labels(rule, door).inc()


def rate_limited() -> None:
    RATE_LIMITED.inc()


# Whether this process counts into the shared folder: prometheus-client chose its value
# class when it was imported, from the environment then (a folder named later changes
# nothing in this process, so it is not read later either).
SHARED = _values.ValueClass is not _values.MutexValue


def exposition() -> tuple[bytes, str]:
    """The text format Prometheus scrapes, and its content type: this process's counts, or
    under several workers every worker's, summed (read from the shared folder)."""
    if not SHARED:
        return generate_latest(REGISTRY), CONTENT_TYPE_LATEST
    every_worker = CollectorRegistry()
    cast(Any, MultiProcessCollector)(every_worker)  # the SDK leaves it untyped
    return generate_latest(every_worker), CONTENT_TYPE_LATEST


# The API-key scopes that may scrape /metrics (COMPTOIR_API_KEYS).
METRICS_SCOPES = frozenset({"metrics", "admin"})
METRICS_KEY = ("Send an API key with the 'metrics' or 'admin' scope (COMPTOIR_API_KEYS) in "
               "the X-Api-Key header, or as `Authorization: Bearer <key>`.")


KeyScopes = list[tuple[bytes, frozenset[str]]]


def key_scopes(keys: Mapping[str, Iterable[str]]) -> KeyScopes:
    return [(k.encode(), frozenset(v)) for k, v in keys.items()]


def scrape_refusal(known: KeyScopes | None, x_api_key: str | None,
                   authorization: str | None) -> tuple[int, str, str] | None:
    """Why a scrape is refused (status, code, message), or None: `known` None lets anyone
    scrape (demo mode); otherwise the key (X-Api-Key, or `Authorization: Bearer <key>`) must
    be known and have the `metrics` or `admin` scope."""
    if known is None:
        return None
    given = x_api_key
    if given is None:
        scheme, _, token = (authorization or "").partition(" ")
        given = token.strip() if scheme.lower() == "bearer" else None
    if not given:
        return 401, "unauthorized", METRICS_KEY
    scopes: frozenset[str] | None = None
    for key, its in known:  # constant time per key, every key compared
        if hmac.compare_digest(key, given.encode()):
            scopes = its
    if scopes is None:
        return 401, "unauthorized", f"Unknown API key. {METRICS_KEY}"
    if not scopes & METRICS_SCOPES:
        return 403, "forbidden", "This API key lacks the 'metrics' or 'admin' scope."
    return None


def add_metrics_route(app: FastAPI, path: str = "/metrics", *,
                      keys: Mapping[str, Iterable[str]] | None = None) -> None:
    """Serve the registry at `path`. With `keys` (each API key and its scopes), a scrape
    needs a key with the `metrics` or `admin` scope (401 without a known key, 403 with one
    that lacks both): the counts tell an outsider the traffic, the refusals and the model's
    failures. `keys` None serves it to anyone: demo mode only."""

    from fastapi import Request
    from fastapi.responses import JSONResponse, Response

    known = None if keys is None else key_scopes(keys)

    def refusal(request: Request) -> JSONResponse | None:
        refused = scrape_refusal(known, request.headers.get("x-api-key"),
                                 request.headers.get("authorization"))
        if refused is None:
            return None
        status, code, message = refused
        return JSONResponse({"error": code, "message": message}, status_code=status)

    def scrape(request: Request) -> Any:
        refused = refusal(request)
        if refused is not None:
            return refused
        body, content_type = exposition()
        return Response(body, media_type=content_type)

    # This module's annotations are strings (__future__), and Request is imported here only
    # (no FastAPI in a process that serves nothing): give FastAPI the class itself.
    scrape.__annotations__["request"] = Request

    app.add_api_route(path, scrape, methods=["GET"], include_in_schema=False,
                      response_model=None)
