"""/metrics on the gateway: scrape, run a few turns, scrape again, check what moved."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families

from comptoir.agent import Agent, open_checkpointer
from comptoir.app import AgentRunner
from graphs.front_door import builder
from nodes.kit.context import Deps
from services.gateway.app import create_gateway
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import JEAN
from tests.identity import bearer, verifiers

Sample = tuple[str, tuple[tuple[str, str], ...]]


class DownModel(OfflineChatModel):
    def _generate(self, *args: Any, **kwargs: Any) -> Any:
        raise TimeoutError("the model server did not answer")


def gateway(store: Store, tmp_path: Path, model: Any, rate_limit: str) -> Any:
    url = f"sqlite:///{tmp_path / 'cp.db'}"
    deps = Deps.of(store, model, confirm_writes=False)  # the write on the same turn
    return create_gateway(lambda: AgentRunner(Agent(builder, open_checkpointer(url), deps)),
                          clients={"web": ["customer", "staff"]}, store=store,
                          rate_limit=rate_limit, verifiers=verifiers())


def scrape(client: TestClient) -> dict[Sample, float]:
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(response.text)
            for s in family.samples}


def moved(before: dict[Sample, float], after: dict[Sample, float], name: str,
          **labels: str) -> float:
    """How much every sample of `name` whose labels include `labels` went up."""
    def total(samples: dict[Sample, float]) -> float:
        return sum(v for (n, ls), v in samples.items()
                   if n == name and set(labels.items()) <= set(ls))
    return total(after) - total(before)


def say(client: TestClient, message: str, channel: str = "customer") -> Any:
    who = bearer("staff@example.com", staff=True) if channel == "staff" else bearer(JEAN)
    return client.post("/v1/chat", headers={"X-Client-Id": "web", **who},
                       json={"message": message, "channel": channel})


@pytest.fixture
def client(mem_store: Store, tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(gateway(mem_store, tmp_path, OfflineChatModel(), "4/hour")) as c:
        yield c


def test_counters_move_with_turns_writes_refusals_and_rate_limits(client: TestClient) -> None:
    before = scrape(client)
    assert say(client, "Où en est ma commande SO-24903 ?").json()["text_id"] == "say_status"
    late = say(client, "Déplacez SO-24911 à la semaine prochaine").json()
    assert late["text_id"] == "say_late_case"
    assert say(client, "Analyse John Doe sur 2025", channel="staff").status_code == 200
    other = say(client, "Où en est ma commande SO-30001 ?").json()  # Alice's order
    assert other["text_id"] == "say_not_found_signed_in"
    assert say(client, "Encore ?").status_code == 429  # the fifth within the hour
    after = scrape(client)

    assert moved(before, after, "comptoir_turns_total") == 4
    assert moved(before, after, "comptoir_turns_total", workflow="care_desk",
                 outcome="say_status") == 1
    assert moved(before, after, "comptoir_turns_total", workflow="care_desk",
                 outcome="say_late_case") == 1
    assert moved(before, after, "comptoir_turns_total", workflow="analysis") == 1
    assert moved(before, after, "comptoir_turn_seconds_count") == 4
    assert moved(before, after, "comptoir_turn_seconds_sum") > 0
    assert moved(before, after, "comptoir_model_calls_total", outcome="ok") >= 4
    assert moved(before, after, "comptoir_model_calls_total", outcome="error") == 0
    assert moved(before, after, "comptoir_model_tokens_total", kind="prompt") > 100
    assert moved(before, after, "comptoir_writes_total", kind="open_case", outcome="ok") == 1
    assert moved(before, after, "comptoir_writes_total", kind="reschedule") == 0
    assert moved(before, after, "comptoir_refusals_total", rule="order_not_found",
                 door="tools") == 1
    assert moved(before, after, "comptoir_refusals_total") == 1
    assert moved(before, after, "comptoir_rate_limit_rejections_total") == 1
    assert moved(before, after, "comptoir_model_failures_total") == 0


def test_model_failures_are_counted_per_attempt(mem_store: Store, tmp_path: Path) -> None:
    with TestClient(gateway(mem_store, tmp_path, DownModel(), "100/hour")) as client:
        before = scrape(client)
        reply = say(client, "Où en est ma commande SO-24903 ?").json()
        after = scrape(client)
    assert reply["text_id"] == "say_model_unavailable"
    assert moved(before, after, "comptoir_model_calls_total", outcome="error") == 3
    assert moved(before, after, "comptoir_model_failures_total", error="TimeoutError") == 3
    assert moved(before, after, "comptoir_turns_total", workflow="care_desk",
                 outcome="say_model_unavailable") == 1


def test_metrics_carry_no_identity(client: TestClient) -> None:
    say(client, "Où en est ma commande SO-24903 ?")
    text = client.get("/metrics").text
    assert JEAN not in text and "SO-24903" not in text and '"web"' not in text


def test_system_api_refusals_and_writes_are_counted(mem_store: Store) -> None:
    from services.metrics import REGISTRY
    from services.system_api.app import create_system_api

    def value(name: str, **labels: str) -> float:
        return REGISTRY.get_sample_value(name, labels) or 0.0

    api = TestClient(create_system_api(mem_store, {"k": ["care"]}))
    headers = {"X-Api-Key": "k", "X-Customer-Email": JEAN}
    refused = value("comptoir_refusals_total", rule="order_not_found", door="api")
    late = value("comptoir_writes_total", kind="reschedule", outcome="refused")
    assert api.get("/orders/SO-30001", headers=headers).status_code == 404
    assert api.post("/orders/SO-24911/reschedule", headers=headers,
                    json={"slot_id": "2026-10-23-AM"}).status_code == 409
    assert value("comptoir_refusals_total", rule="order_not_found", door="api") == refused + 1
    assert value("comptoir_refusals_total", rule="too_late", door="api") >= 1
    assert value("comptoir_writes_total", kind="reschedule", outcome="refused") == late + 1
