"""Schemathesis against the System API's and the gateway's OpenAPI schemas.

Runs in the tool environment (.venv-tools, made by the Makefile), not in .venv:
tests/safety/test_api_fuzzing.py starts it as a subprocess (the file name keeps the
main test run from collecting it). All default checks (no server error, responses match
the schema, ...), plus two of ours: a 4xx never changes any booking or case, and every
404 on an order is byte-identical to the one for a missing order. Sized for CI.
"""

from __future__ import annotations

from typing import Any

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig

from services import care
from services.gateway.app import create_gateway
from services.system_api.app import create_system_api
from tests.conftest import fresh_store
from tests.identity import bearer, verifiers

KEYS = {"admin-key": ["care", "staff", "admin"]}
store = fresh_store("sqlite://")
NOT_FOUND = (b'{"error":"order_not_found","message":"No order matches this order number and '
             b'e-mail address."}')

system_api = create_system_api(store, KEYS)


def declared_rule_codes(spec: dict[str, Any]) -> dict[tuple[str, str], set[str]]:
    """Per operation (method, path), the error codes its 422 declares by example: rules
    across parameters that JSON Schema cannot state (a period's start after its end), which
    schema-valid data may therefore break."""
    found: dict[tuple[str, str], set[str]] = {}
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            content = operation.get("responses", {}).get("422", {}).get("content", {})
            codes = {example["value"]["error"]
                     for media in content.values()
                     for example in media.get("examples", {}).values()}
            if codes:
                found[(method.upper(), path)] = codes
    return found


RULES = declared_rule_codes(system_api.openapi())
# Valid data is accepted (positive_data_acceptance), except where the schema declares a 422
# for such a rule; test_system_api then checks that such a 422 is the declared one. ACCEPTED
# is schemathesis's default list.
ACCEPTED = ["2xx", "3xx", "401", "403", "404", "409", "429", "5xx"]
# The key goes through the declared security scheme, so schemathesis knows the requests are
# authenticated (and tests a missing key on its own: the ignored_auth check).
AUTH = SchemathesisConfig.from_dict({
    "auth": {"openapi": {"XApiKey": {"api_key": "admin-key"}}},
    "operations": [
        {"include-method": method, "include-path": path,
         "checks": {"positive_data_acceptance": {"expected-statuses": [*ACCEPTED, "422"]}}}
        for method, path in RULES],
})
api = schemathesis.openapi.from_asgi("/openapi.json", system_api, config=AUTH)


@schemathesis.check
def only_a_declared_rule_refuses_valid_data(ctx: Any, response: Any,
                                            case: schemathesis.Case) -> bool | None:
    """Where a 422 is allowed for schema-valid data, it must be the declared rule's, by its
    error code (in every run, the stateful one included)."""
    positive = case.meta is not None and case.meta.generation.mode.is_positive
    if response.status_code == 422 and positive:
        declared = RULES.get((case.method.upper(), case.operation.path), set())
        assert response.json()["error"] in declared, response.text
    return None


class Echo:
    def __init__(self) -> None:
        self.turns = 0

    def turn(self, message: str, **_: Any) -> Any:
        self.turns += 1
        return type("T", (), {"reply": message[:20], "asks": False, "text_id": "echo",
                              "trace": []})()

    def history(self, thread_id: str) -> list[dict[str, str]]:
        return []


gateway = schemathesis.openapi.from_asgi("/openapi.json", create_gateway(
    Echo, clients={"web": ["customer", "staff"]}, rate_limit="100000/hour",
    identity_rate_limit="100000/hour", verifiers=verifiers()))
FUZZ = settings(max_examples=30, deadline=None, derandomize=True, database=None,
                suppress_health_check=list(HealthCheck))


@api.parametrize()
@FUZZ
def test_system_api(case: schemathesis.Case) -> None:
    before = care.snapshot(store)
    response = case.call_and_validate()
    if 400 <= response.status_code < 500:
        assert care.snapshot(store) == before, "a refused request changed the data"
    if response.status_code == 404 and case.path.startswith("/orders/"):
        assert response.content == NOT_FOUND


@gateway.parametrize()
@FUZZ
def test_gateway(case: schemathesis.Case) -> None:
    case.call_and_validate(headers={"X-Client-Id": "web", **bearer("staff@example.com",
                                                                   staff=True)})


SystemApiStateful = api.as_state_machine()
TestSystemApiStateful = SystemApiStateful.TestCase
TestSystemApiStateful.settings = settings(max_examples=20, stateful_step_count=5, deadline=None,
                                          derandomize=True, database=None,
                                          suppress_health_check=list(HealthCheck))
