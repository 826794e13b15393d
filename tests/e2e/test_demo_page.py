"""The demo page in real headless Chromium: send a reschedule, watch the slot change."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator

import pytest

from comptoir.app import create_app
from services.settings import Settings
from tests.conftest import REQUIRE_SERVICES, fresh_store
from tests.openai_server import serve

CHROMIUM = os.environ.get("COMPTOIR_CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if not os.path.exists(CHROMIUM):
        if REQUIRE_SERVICES:
            raise RuntimeError(f"Chromium not found at {CHROMIUM}; .ci/run installs it")
        pytest.skip("Chromium not installed (apt-get install chromium)")
    path = tmp_path_factory.mktemp("demo") / "store.db"
    store = fresh_store(f"sqlite:///{path}")
    settings = Settings(database_url=f"sqlite:///{path}",
                        checkpoint_url=f"sqlite:///{path.parent / 'cp.db'}", demo=True,
                        demo_key_path=path.parent / "demo-key.pem")
    with serve(create_app(settings, store)) as url:
        yield url


def test_a_reschedule_changes_the_slot_on_the_page(
    site: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        page.goto(site)
        page.wait_for_selector("body[data-ready='1']")
        page.select_option("#user", "jean.martin@example.com")
        page.wait_for_selector("#slots tbody tr[data-key='2026-10-22-AM']")
        row = page.locator("#slots tbody tr[data-key='2026-10-22-AM']")
        assert "SO-24903" not in row.inner_text()
        page.fill("#message", "Déplacez SO-24903 au jeudi 22 au matin")
        page.click("#send")
        page.wait_for_selector("body[data-turns='1']")
        assert "Confirmez-vous" in page.locator(".msg.desk").last.inner_text()
        assert "SO-24903" not in row.inner_text()  # proposed: nothing moved yet
        page.fill("#message", "oui")
        page.click("#send")
        page.wait_for_selector("body[data-turns='2']")
        assert "C'est fait" in page.locator(".msg.desk").last.inner_text()
        row = page.locator("#slots tbody tr[data-key='2026-10-22-AM']")
        assert "SO-24903" in row.inner_text() and "changed" in (row.get_attribute("class") or "")
        page.click("#trace-box summary")
        assert "move_delivery" in page.locator("#trace").inner_text()
        page.screenshot(path=str(tmp_path_factory.mktemp("shots") / "demo.png"))
        # Alice signs in: she sees her own orders, and Jean's order is no longer named.
        page.select_option("#user", "alice.roy@example.com")
        page.wait_for_selector("body[data-user='alice.roy@example.com']")
        page.wait_for_selector("#slots tbody tr[data-key='2026-10-22-AM']")
        assert "SO-24903" not in page.locator("#slots").inner_text()
        assert "SO-24903" not in page.locator("#orders").inner_text()
        # The staff channel signs in as the staff member, who sees the whole store.
        page.select_option("#channel", "staff")
        page.wait_for_selector("body[data-user='staff@comptoir.example']")
        page.wait_for_selector("#slots tbody tr[data-key='2026-10-22-AM']")
        assert "SO-24903" in page.locator("#slots").inner_text()
        assert page.locator("#channel").input_value() == "staff"
        page.fill("#message", "Quelles factures de John Doe sont en retard ?")
        page.click("#send")
        page.wait_for_selector("body[data-turns='2']")
        staff_reply = page.locator(".msg.desk").last.inner_text()
        assert "John Doe" in staff_reply and "staff" not in staff_reply.lower()
        assert page.locator("#trace li").count() > 0
        browser.close()
