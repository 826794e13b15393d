"""A JSON body sent under another media type is a 415 that says to send JSON, never a 422
about "a valid dictionary or object" that leaves the caller guessing.

`curl -d` without `-H 'Content-Type: application/json'` sends
`application/x-www-form-urlencoded`; a script may send `text/plain`. FastAPI then does not
parse the body at all and complained that the body is not an object, about a body that is one.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from comptoir.app import create_app
from services import care
from services.settings import Settings
from services.store import Store
from tests.data import JEAN

API = {"X-Api-Key": "api-admin", "X-Customer-Email": JEAN}
SURFACES = [
    ("gateway", "/v1/chat", {"message": "Where is SO-24903?"}),
    ("api", "/api/orders/SO-24870/cases", {"kind": "complaint", "description": "loose"}),
    ("demo", "/demo/api/sign-in", {"email": JEAN}),
]
NOT_JSON = [None, "text/plain", "application/x-www-form-urlencoded", "text/plain; charset=utf-8",
            "multipart/form-data; boundary=x", "application/xml"]


@pytest.fixture
def app(store: Store, tmp_path: Path) -> Iterator[TestClient]:
    settings = Settings(database_url="sqlite://", checkpoint_url="memory://", demo=True,
                        demo_key_path=tmp_path / "demo-key.pem",
                        api_keys={"api-admin": ["care", "staff", "admin"]})
    with TestClient(create_app(settings, store)) as client:
        yield client


def headers_for(app: TestClient, path: str) -> dict[str, str]:
    if path.startswith("/api/"):
        return dict(API)
    if path.startswith("/v1/"):
        token = app.post("/demo/api/sign-in", json={"email": JEAN}).json()["access_token"]
        return {"X-Client-Id": "demo-web", "Authorization": f"Bearer {token}"}
    return {}


@pytest.mark.parametrize("media_type", NOT_JSON)
@pytest.mark.parametrize(("name", "path", "body"), SURFACES, ids=[s[0] for s in SURFACES])
def test_a_json_body_under_another_media_type_is_415_saying_to_send_json(
        app: TestClient, store: Store, name: str, path: str, body: dict[str, str],
        media_type: str | None) -> None:
    before = care.snapshot(store)
    sent = headers_for(app, path)
    if media_type:
        sent["Content-Type"] = media_type
    response = app.post(path, content=json.dumps(body).encode(), headers=sent)
    assert response.status_code == 415, response.text
    said = f"sent {media_type.split(';')[0]}" if media_type else "named no media type"
    assert response.json() == {"error": "unsupported_media_type", "message": (
        f"The body must be JSON, sent with Content-Type: application/json (this request "
        f"{said}).")}
    assert care.snapshot(store) == before


@pytest.mark.parametrize(("name", "path", "body"), SURFACES, ids=[s[0] for s in SURFACES])
def test_json_media_types_still_reach_the_route(
        app: TestClient, name: str, path: str, body: dict[str, str]) -> None:
    """JSON's media type in any case, with parameters, and `+json` types are read as JSON."""
    for media_type in ("application/json", "Application/JSON; charset=UTF-8",
                       "application/merge-patch+json"):
        sent = {**headers_for(app, path), "Content-Type": media_type}
        response = app.post(path, content=json.dumps(body).encode(), headers=sent)
        # the route ran (a 409: the case of the first round is open already)
        assert response.status_code in (200, 201, 409), (media_type, response.text)


@pytest.mark.parametrize(("name", "path", "body"), SURFACES, ids=[s[0] for s in SURFACES])
def test_a_wrong_field_under_another_media_type_is_still_a_415_not_a_field_error(
        app: TestClient, name: str, path: str, body: dict[str, str]) -> None:
    response = app.post(path, content=b"slot_id=x",
                        headers={**headers_for(app, path),
                                 "Content-Type": "application/x-www-form-urlencoded"})
    assert response.status_code == 415 and response.json()["error"] == "unsupported_media_type"


@pytest.mark.parametrize(("name", "path", "body"), SURFACES, ids=[s[0] for s in SURFACES])
def test_an_empty_body_under_another_media_type_says_the_body_is_missing(
        app: TestClient, name: str, path: str, body: dict[str, str]) -> None:
    """No body at all: the field error says what is missing (no media type to blame)."""
    response = app.post(path, headers={**headers_for(app, path), "Content-Type": "text/plain"})
    assert response.status_code == 422, response.text


@pytest.mark.parametrize(("method", "path", "status", "code"), [
    ("GET", "/no-such-page", 404, "not_found"),
    ("GET", "/v1/chat", 405, "method_not_allowed"),
    ("POST", "/health", 405, "method_not_allowed"),
    ("DELETE", "/api/orders", 405, "method_not_allowed"),
])
def test_a_wrong_path_or_method_gets_the_same_code_on_the_gateway_as_on_the_api(
        app: TestClient, method: str, path: str, status: int, code: str) -> None:
    """Not a vague `http_error` on the gateway where the System API says what was wrong."""
    response = app.request(method, path, headers=headers_for(app, path))
    assert response.status_code == status, response.text
    assert response.json()["error"] == code
    if status == 405:  # which methods it takes, not a bare "Method Not Allowed"
        allowed = response.headers["allow"]
        assert response.json()["message"] == (
            f"{method} is not allowed on {path}: use {allowed}."), response.json()


MCP_KEYS = {"mcp-staff": {"scopes": ["care", "staff"], "customer": None}}
MCP_HEADERS = {"Authorization": "Bearer mcp-staff",
               "Accept": "application/json, text/event-stream"}


@pytest.mark.parametrize("encoding", ["gzip", "deflate", "br", "GZIP", "gzip, identity"])
@pytest.mark.parametrize("path", ["/v1/chat", "/api/orders/SO-24870/cases",
                                  "/demo/api/sign-in", "/mcp"])
def test_a_compressed_body_is_415_naming_the_encoding_not_a_utf8_error(
        store: Store, tmp_path: Path, path: str, encoding: str) -> None:
    """`Content-Encoding: gzip` was read as raw bytes: "not valid UTF-8 (at byte 1)"."""
    import gzip

    settings = Settings(database_url="sqlite://", checkpoint_url="memory://", demo=True,
                        demo_key_path=tmp_path / "demo-key.pem",
                        api_keys={"api-admin": ["care", "staff", "admin"]}, mcp_keys=MCP_KEYS)
    with TestClient(create_app(settings, store)) as client:
        before = care.snapshot(store)
        headers = MCP_HEADERS if path == "/mcp" else headers_for(client, path)
        response = client.post(path, content=gzip.compress(b'{"message": "hi"}'), headers={
            **headers, "Content-Type": "application/json", "Content-Encoding": encoding})
        assert response.status_code == 415, response.text
        assert response.json() == {"error": "unsupported_media_type", "message": (
            f"The body is sent with Content-Encoding: {encoding.lower()}: send it "
            "uncompressed (no Content-Encoding).")}
        assert care.snapshot(store) == before
        plain = client.post(path, json={"x": 1}, headers={**headers,
                                                          "Content-Encoding": "identity"})
        assert plain.status_code != 415, plain.text
        if path != "/mcp":  # no body, nothing to decode: the header alone refuses nothing
            bare = client.get(path.replace("/cases", ""), headers={
                **headers, "Content-Encoding": encoding})
            assert bare.status_code != 415, bare.text
