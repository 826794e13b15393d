"""/api/docs in headless Chromium with every non-loopback request blocked: Swagger UI
renders from the app's own assets, and "Authorize" with the API key makes "Try it out" work."""

from __future__ import annotations

import os
from collections.abc import Iterator
from urllib.parse import urlparse

import pytest
from pydantic import SecretStr

from comptoir.app import create_app
from services.settings import Settings
from tests.conftest import REQUIRE_SERVICES, fresh_store
from tests.e2e.test_demo_page import ARGS, CHROMIUM
from tests.openai_server import serve

KEYS = {"docs-admin-key-0123456789": ["care", "staff", "admin"]}


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    if not os.path.exists(CHROMIUM):
        if REQUIRE_SERVICES:
            raise RuntimeError(f"Chromium not found at {CHROMIUM}; .ci/run installs it")
        pytest.skip("Chromium not installed (apt-get install chromium)")
    settings = Settings(database_url="sqlite://", checkpoint_url="memory://", api_keys=KEYS,
                        audit_secret=SecretStr("test-audit-secret-0123"))
    with serve(create_app(settings, fresh_store("sqlite://"), only="api")) as url:
        yield url


def test_swagger_ui_works_offline_and_authorize_sends_the_key(site: str) -> None:
    from playwright.sync_api import Route, sync_playwright

    outside: list[str] = []

    def only_loopback(route: Route) -> None:
        if urlparse(route.request.url).hostname == "127.0.0.1":
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.route("**/*", only_loopback)
        page.goto(f"{site}/api/docs")
        page.wait_for_selector(".opblock", timeout=15000)
        assert "Comptoir System API" in page.locator(".info .title").inner_text()
        assert page.locator(".opblock").count() >= 10

        page.click("button.authorize")
        page.fill(".auth-container input", "docs-admin-key-0123456789")
        page.click(".auth-btn-wrapper button.authorize")
        page.click(".auth-btn-wrapper button.btn-done")

        op = page.locator(".opblock").filter(has_text="/admin/slots")
        op.locator(".opblock-summary").first.click()
        op.locator("button.try-out__btn").click()
        op.locator("button.execute").click()
        status = op.locator(".live-responses-table .response .response-col_status").first
        status.wait_for(timeout=15000)
        assert status.inner_text().strip() == "200"
        assert "docs-admin-key-0123456789" in op.locator(".curl").inner_text()
        browser.close()
    assert outside == [], f"the docs page reached outside the machine: {outside}"
    assert errors == []
