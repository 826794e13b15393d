"""Prometheus metrics of the process: turns, model calls, writes, refusals, rate limits.

One registry of our own (not prometheus-client's global one, which other libraries in the
same process may fill). The gateway serves it at /metrics; the CLI and evals fill it too,
harmlessly. Labels are bounded: workflow names, reply text ids, operation names, refusal
codes, exception type names; no identity, no client id.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram
from prometheus_client.exposition import generate_latest

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
# No client label: a gateway client id is a credential, and /metrics is not authenticated.
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


def exposition() -> tuple[bytes, str]:
    """The text format Prometheus scrapes, and its content type."""
    return generate_latest(REGISTRY), CONTENT_TYPE_LATEST


def add_metrics_route(app: FastAPI, path: str = "/metrics") -> None:
    """Serve the registry at `path` (no key, like /health: counts only, no identity)."""

    from fastapi.responses import Response

    def scrape() -> Any:
        body, content_type = exposition()
        return Response(body, media_type=content_type)

    app.add_api_route(path, scrape, methods=["GET"], include_in_schema=False,
                      response_model=None)
