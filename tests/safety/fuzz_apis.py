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

# The key goes through the declared security scheme, so schemathesis knows the requests are
# authenticated (and tests a missing key on its own: the ignored_auth check).
AUTH = SchemathesisConfig.from_dict({"auth": {"openapi": {"XApiKey": {"api_key": "admin-key"}}}})
api = schemathesis.openapi.from_asgi("/openapi.json", create_system_api(store, KEYS),
                                     config=AUTH)


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
