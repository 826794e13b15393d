"""The System API: auth, clear refusals, the identical 404, idempotency, no 500 on bad input."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi import FastAPI
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient
from pydantic import BaseModel
from sqlalchemy import select

from services import care
from services.models import AuditEntry
from services.store import Store
from services.system_api.app import create_system_api
from tests.data import ALICE, JEAN

KEYS = {
    "care-key": ["care"], "staff-key": ["care", "staff"], "admin-key": ["care", "staff", "admin"]
}
CARE = {"X-Api-Key": "care-key"}


@pytest.fixture
def client(mem_store: Store) -> Iterator[TestClient]:
    with TestClient(create_system_api(mem_store, KEYS)) as c:
        yield c


def as_customer(email: str, **extra: str) -> dict[str, str]:
    return {**CARE, "X-Customer-Email": email, **extra}


def test_missing_and_unknown_keys_are_401(client: TestClient) -> None:
    assert client.get("/orders", headers={"X-Customer-Email": JEAN}).status_code == 401
    response = client.get("/orders", headers={"X-Api-Key": "nope", "X-Customer-Email": JEAN})
    assert response.status_code == 401
    assert response.json() == {"error": "unauthorized", "message": "Unknown API key."}


def test_scopes_are_enforced(client: TestClient) -> None:
    assert client.get("/customers", params={"q": "doe"}, headers=CARE).status_code == 403
    assert client.get("/admin/snapshot", headers={"X-Api-Key": "staff-key"}).status_code == 403
    staff = client.get("/customers", params={"q": "doe"}, headers={"X-Api-Key": "staff-key"})
    assert [c["id"] for c in staff.json()] == ["C-003"]


def test_wrong_email_404_is_byte_identical_to_missing_order(client: TestClient) -> None:
    wrong = client.get("/orders/SO-24903", headers=as_customer(ALICE))
    missing = client.get("/orders/SO-99999", headers=as_customer(ALICE))
    assert wrong.status_code == missing.status_code == 404
    assert wrong.content == missing.content
    for path in ("/orders/SO-24903/free-slots",):
        assert client.get(path, headers=as_customer(ALICE)).content == wrong.content


def test_reschedule_through_the_api_with_idempotency(client: TestClient, mem_store: Store) -> None:
    headers = as_customer(JEAN, **{"Idempotency-Key": "api-1"})
    first = client.post("/orders/SO-24903/reschedule", json={"slot_id": "2026-10-20-AM"},
                        headers=headers)
    assert first.status_code == 200, first.text
    assert first.json()["to_slot"]["id"] == "2026-10-20-AM"
    again = client.post("/orders/SO-24903/reschedule", json={"slot_id": "2026-10-20-AM"},
                        headers=headers)
    assert again.json() == first.json()
    other = client.post("/orders/SO-24903/reschedule", json={"slot_id": "2026-10-16-PM"},
                        headers=headers)
    assert other.status_code == 409 and other.json()["error"] == "idempotency_conflict"
    # the key as the caller sent it, not as the server scopes it to the caller
    assert other.json()["message"] == ("Idempotency key 'api-1' was already used for a "
                                       "different request (reschedule); use a new key for a "
                                       "new request.")
    assert care.get_order(mem_store, number="SO-24903", email=JEAN).delivery_slot.id == (  # type: ignore[union-attr]
        "2026-10-20-AM"
    )


def test_a_conflict_names_a_long_key_as_sent(client: TestClient) -> None:
    """A key that grows past its column once scoped and escaped (200 ":") is stored
    shortened with a digest; an attacker review saw the conflict quote that stored form
    ("::…%#ce31…"), a key the caller never sent. It quotes the key as sent."""
    key = ":" * 200
    headers = as_customer(JEAN, **{"Idempotency-Key": key})
    first = client.post("/orders/SO-24903/cases", json={"kind": "complaint",
                                                        "description": "a"}, headers=headers)
    assert first.status_code == 201, first.text
    other = client.post("/orders/SO-24903/cases", json={"kind": "damage",
                                                        "description": "b"}, headers=headers)
    assert other.status_code == 409
    assert other.json()["message"].startswith(f"Idempotency key '{key}' was already used")


def test_idempotency_keys_are_each_callers_own(client: TestClient, mem_store: Store) -> None:
    """Two API callers who choose the same key do not meet (no 409 telling one what the other
    did); a key written like a conversation's ("t-x:1.ab:reschedule") names none; the audit
    log records a caller by a name derived from its key, never a part of the key."""
    from services.audit import writes_since

    key = {"Idempotency-Key": "t-x:1.ab:reschedule"}
    first = client.post("/orders/SO-24903/reschedule", json={"slot_id": "2026-10-20-AM"},
                        headers=as_customer(JEAN, **key))
    other_caller = {"X-Api-Key": "staff-key", "X-Customer-Email": JEAN, **key}
    second = client.post("/orders/SO-24903/cases", json={"kind": "complaint"},
                         headers=other_caller)
    assert (first.status_code, second.status_code) == (200, 201), (first.text, second.text)
    assert writes_since(mem_store, thread="t-x", after_id=0) == []
    with mem_store.sessions() as session:
        actors = set(session.scalars(select(AuditEntry.actor)))
    assert actors and not any("care" in a or "staff" in a for a in actors), actors


def test_too_late_is_a_409_with_a_clear_message(client: TestClient) -> None:
    response = client.post("/orders/SO-24911/reschedule", json={"slot_id": "2026-10-20-AM"},
                           headers=as_customer(JEAN))
    assert response.status_code == 409
    assert response.json()["error"] == "too_late"
    assert "48 hours" in response.json()["message"]


def test_open_case_returns_201_and_the_case(client: TestClient) -> None:
    response = client.post("/orders/SO-24870/cases", json={"kind": "damage", "description": "x"},
                           headers=as_customer(JEAN))
    assert response.status_code == 201
    assert response.json()["number"] == "CASE-1002"


@pytest.mark.parametrize(
    ("method", "path", "kwargs", "field"),
    [
        ("post", "/orders/SO-24903/reschedule", {"json": {}}, "body.slot_id"),
        ("post", "/orders/SO-24903/reschedule", {"json": {"slot_id": 5}}, "body.slot_id"),
        ("post", "/orders/SO-24903/cases", {"json": {"kind": "refund"}}, "body.kind"),
        ("get", "/orders/SO-24903/free-slots", {"params": {"limit": 0}}, "query.limit"),
    ],
)
def test_bad_input_is_422_naming_the_field(
    client: TestClient, mem_store: Store, method: str, path: str, kwargs: dict, field: str  # type: ignore[type-arg]
) -> None:
    before = care.snapshot(mem_store)
    response = getattr(client, method)(path, headers=as_customer(JEAN), **kwargs)
    assert response.status_code == 422
    body = response.json()
    assert body["error"] == "invalid_request"
    assert any(f["field"].startswith(field) for f in body["fields"]), body
    assert care.snapshot(mem_store) == before


def request_bodies(app: FastAPI) -> list[type[BaseModel]]:
    """The model of every JSON body a route of `app` takes."""
    bodies = []
    for route in app.routes:
        if isinstance(route, APIRoute) and route.body_field is not None:
            model = route.body_field.field_info.annotation
            assert isinstance(model, type) and issubclass(model, BaseModel), route.path
            bodies.append(model)
    return bodies


def test_every_request_body_is_strict(mem_store: Store) -> None:
    """No coercion ("yes" is no boolean, "5" no number) and no unknown field, in every body
    the System API takes (a new route's body too)."""
    bodies = request_bodies(create_system_api(mem_store, KEYS))
    assert len(bodies) == 2
    for body in bodies:
        assert body.model_config.get("strict") is True, body
        assert body.model_config.get("extra") == "forbid", body


def test_missing_email_header_is_422(client: TestClient) -> None:
    response = client.get("/orders/SO-24903", headers=CARE)
    assert response.status_code == 422
    assert "X-Customer-Email" in response.json()["message"] or "x-customer-email" in (
        response.json()["message"]
    )


def test_admin_snapshot_lists_bookings_and_cases(client: TestClient) -> None:
    body = client.get("/admin/snapshot", headers={"X-Api-Key": "admin-key"}).json()
    assert {"order": "SO-24903", "slot": "2026-10-20-PM"} in body["bookings"]
    assert [c["number"] for c in body["cases"]] == ["CASE-1001"]


def test_openapi_declares_error_responses(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    responses = spec["paths"]["/orders/{number}/reschedule"]["post"]["responses"]
    assert {"200", "401", "403", "404", "409", "422"} <= set(responses)


def test_a_period_that_ends_before_it_starts_is_a_422_that_says_so(client: TestClient) -> None:
    staff = {"X-Api-Key": "staff-key"}
    backwards = client.get("/customers/C-003/bills",
                           params={"start": "2025-12-31", "end": "2025-01-01"}, headers=staff)
    assert backwards.status_code == 422
    assert backwards.json()["error"] == "invalid_period"
    assert "ends before it starts" in backwards.json()["message"]
    forwards = client.get("/customers/C-003/bills",
                          params={"start": "2025-01-01", "end": "2025-12-31"}, headers=staff)
    one_day = client.get("/customers/C-003/bills",
                         params={"start": "2025-03-01", "end": "2025-03-01"}, headers=staff)
    assert forwards.status_code == one_day.status_code == 200


def test_openapi_declares_the_period_rule(client: TestClient) -> None:
    """Schema-valid dates can break the rule (start after end): the 422 declares it."""
    spec = client.get("/openapi.json").json()
    refusal = spec["paths"]["/customers/{customer_id}/bills"]["get"]["responses"]["422"]
    assert "ends before it starts" in refusal["description"]
    examples = refusal["content"]["application/json"]["examples"]
    assert examples["invalid_period"]["value"]["error"] == "invalid_period"


def test_a_query_parameter_the_route_does_not_take_is_a_422_naming_it(
        client: TestClient) -> None:
    """`?limit=2` on a customer's bills, or `?unpaid=true` for `unpaid_only`, answered every
    bill, as if the caller had asked for all of them: now a 422 naming the parameter and the
    ones the route takes."""
    staff = {"X-Api-Key": "staff-key"}
    every = client.get("/customers/C-003/bills", headers=staff)
    assert every.status_code == 200
    typo = client.get("/customers/C-003/bills", params={"unpaid": "true"}, headers=staff)
    assert typo.status_code == 422
    assert typo.json()["fields"] == [{
        "field": "query.unpaid",
        "problem": "unknown query parameter (this route takes end, start, unpaid_only)"}]
    none = client.get("/orders", params={"limit": "2"}, headers=as_customer(JEAN))
    assert none.status_code == 422
    assert "query.limit: unknown query parameter (this route takes none)" in none.json()["message"]
    # the parameters a route takes still work, and a route's own ones are never refused
    assert client.get("/customers/C-003/bills", params={"unpaid_only": "true"},
                      headers=staff).status_code == 200
    assert client.get("/orders/SO-24903/free-slots", params={"limit": "1"},
                      headers=as_customer(JEAN)).status_code == 200
    assert client.get("/health", params={"probe": "1"}).status_code == 200


def test_an_unknown_customer_or_bill_says_which_route_to_use(client: TestClient) -> None:
    """The service's wording names the MCP tools (`search_customer`, `list_bills`), which a
    caller of the HTTP API has no use for: the API's 404 names its own routes."""
    staff = {"X-Api-Key": "staff-key"}
    customer = client.get("/customers/C-999/bills", headers=staff)
    assert customer.status_code == 404
    assert customer.json() == {"error": "not_found", "message": (
        "Customer not found: C-999. GET /api/customers?q=<name or company> gives a "
        "customer's id.")}
    bill = client.get("/bills/F-0000", headers=staff)
    assert bill.status_code == 404
    assert bill.json() == {"error": "not_found", "message": (
        "Bill not found: F-0000. GET /api/customers/{customer_id}/bills lists a customer's "
        "bills.")}
