"""The API docs work offline (assets served by the app) and declare the API key properly."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from pydantic import SecretStr

from comptoir.app import create_app
from services.settings import Settings
from services.store import Store
from services.system_api.app import create_system_api

KEYS = {"admin-key-0123456789": ["care", "staff", "admin"]}
LINK = re.compile(r"""(?:src|href|url)\s*[=:]\s*['"]([^'"]+)['"]""")


@pytest.fixture
def one_process(mem_store: Store, tmp_path) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    settings = Settings(database_url="sqlite://", checkpoint_url="memory://", api_keys=KEYS,
                        audit_secret=SecretStr("test-audit-secret-0123"))
    with TestClient(create_app(settings, mem_store, only="api")) as client:
        yield client


def test_the_api_key_is_a_security_scheme_on_every_protected_operation(
    mem_store: Store,
) -> None:
    spec = TestClient(create_system_api(mem_store, KEYS)).get("/openapi.json").json()
    assert spec["components"]["securitySchemes"] == {"XApiKey": {
        "type": "apiKey", "in": "header", "name": "X-Api-Key",
        "description": spec["components"]["securitySchemes"]["XApiKey"]["description"]}}
    operations = [(path, method, op) for path, item in spec["paths"].items()
                  for method, op in item.items()]
    assert len(operations) >= 10
    for path, method, op in operations:
        parameters = {p["name"].lower() for p in op.get("parameters", [])}
        assert "x-api-key" not in parameters, (path, method)  # no longer a loose header
        if path == "/health":
            assert "security" not in op
        else:
            assert op["security"] == [{"XApiKey": []}], (path, method)
            assert "401" in op["responses"], (path, method)


def test_the_docs_page_references_only_local_assets_and_they_are_served(
    one_process: TestClient,
) -> None:
    page = one_process.get("/api/docs")
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
    links = LINK.findall(page.text)
    assert 'data-spec="/api/openapi.json"' in page.text
    # no inline script: every <script> loads a file (the app's CSP forbids inline code)
    assert page.text.count("<script") == page.text.count("<script src=")
    assert "script-src 'self';" in page.headers["content-security-policy"]
    assets = [link for link in links if link.startswith("/api/docs-assets/")]
    assert {a.rsplit("/", 1)[1] for a in assets} >= {"swagger-ui-bundle.js", "swagger-ui.css"}
    for link in links:
        assert link.startswith("/api/"), f"not served by the app: {link}"
    assert "cdn" not in page.text.lower() and "//" not in "".join(links)
    for asset in assets:
        response = one_process.get(asset)
        assert response.status_code == 200, asset
        assert len(response.content) > 1000, asset
    bundle = one_process.get("/api/docs-assets/swagger-ui-bundle.js").text
    # Swagger UI 5 is the first to render OpenAPI 3.1, which FastAPI produces
    assert one_process.get("/api/openapi.json").json()["openapi"].startswith("3.1")
    assert re.search(r'"5\.\d+\.\d+"', bundle)


def test_redoc_is_offline_too(one_process: TestClient) -> None:
    page = one_process.get("/api/redoc")
    assert page.status_code == 200
    links = LINK.findall(page.text)
    assert "/api/docs-assets/redoc.standalone.js" in links
    assert all(link.startswith("/api/") for link in links), links
    assert "fonts.googleapis" not in page.text


def test_the_mounted_api_answers_under_api_with_the_key_only(one_process: TestClient) -> None:
    assert one_process.get("/api/admin/slots").status_code == 401
    response = one_process.get("/api/admin/slots", headers={"X-Api-Key": "admin-key-0123456789"})
    assert response.status_code == 200 and response.json()
    assert one_process.get("/api/openapi.json").json()["servers"] == [{"url": "/api"}]


def test_the_gateway_docs_are_offline_too(mem_store: Store) -> None:
    from services.gateway.app import create_gateway

    client = TestClient(create_gateway(lambda: None, clients={"web": ["customer"]}))  # type: ignore[arg-type, return-value]
    page = client.get("/docs")
    links = LINK.findall(page.text)
    assert "/docs-assets/swagger-ui-bundle.js" in links
    assert all(link.startswith("/") and not link.startswith("//") for link in links), links
    assert client.get("/docs-assets/swagger-ui.css").status_code == 200
