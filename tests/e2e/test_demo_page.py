"""The demo page in real headless Chromium: what a visitor sees and touches.

Every page of every test records console errors, page errors and failed requests
(a missing favicon would be one); `page_for` fails the test on any of them.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from comptoir.app import create_app
from services.settings import Settings
from tests.conftest import REQUIRE_SERVICES, fresh_store
from tests.data import tiny_fixture
from tests.openai_server import serve

CHROMIUM = os.environ.get("COMPTOIR_CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SHOTS = Path(os.environ.get("COMPTOIR_SHOTS", Path(__file__).parents[2] / "var" / "shots"))
JEAN, ALICE, STAFF = "jean.martin@example.com", "alice.roy@example.com", "staff@comptoir.example"


def with_bills() -> dict[str, Any]:
    """The tiny data set plus a year of John Doe's bills (some paid late, some not)."""
    data = tiny_fixture()
    bills = []
    for n, (issued, paid, quantity) in enumerate([
        ("2025-10-06", "2025-10-20", 2), ("2025-11-10", "2025-12-28", 4),
        ("2025-12-03", "2026-01-05", 1), ("2026-01-15", "2026-02-10", 6),
        ("2026-02-09", "2026-03-30", 3), ("2026-04-01", "2026-04-20", 2),
        ("2026-05-12", None, 5), ("2026-06-18", "2026-07-02", 8),
        ("2026-08-04", "2026-09-25", 2), ("2026-09-07", None, 3),
    ], start=1):
        due = f"{issued[:8]}28"
        bills.append({"number": f"F-{n:03d}", "customer": "C-003", "issued_on": issued,
                      "due_on": due, "paid_on": paid,
                      "lines": [{"sku": "NANTES-CHAISE", "quantity": quantity,
                                 "unit_price": "189.00"}]})
    data["bills"] = bills
    return data


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if not os.path.exists(CHROMIUM):
        if REQUIRE_SERVICES:
            raise RuntimeError(f"Chromium not found at {CHROMIUM}; .ci/run installs it")
        pytest.skip("Chromium not installed (apt-get install chromium)")
    path = tmp_path_factory.mktemp("demo") / "store.db"
    store = fresh_store(f"sqlite:///{path}", with_bills())
    settings = Settings(database_url=f"sqlite:///{path}",
                        checkpoint_url=f"sqlite:///{path.parent / 'cp.db'}", demo=True,
                        demo_key_path=path.parent / "demo-key.pem")
    with serve(create_app(settings, store)) as url:
        yield url


@pytest.fixture(scope="module")
def browser(site: str) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        yield browser
        browser.close()


@contextmanager
def page_for(browser: Any, site: str, *, locale: str = "fr-FR", width: int = 1400,
             user: str | None = None, expected: str | None = None) -> Iterator[Any]:
    """A fresh visitor (own storage), signed in as `user`; no console error allowed (but
    for the failed responses `expected` names, e.g. "409", and their console lines)."""
    context = browser.new_context(locale=locale, viewport={"width": width, "height": 900})
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}")
            if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("response", lambda r: problems.append(f"{r.status} {r.url}")
            if r.status >= 400 else None)
    page.on("requestfailed", lambda r: problems.append(f"failed {r.url}"))
    page.goto(site)
    page.wait_for_selector("body[data-ready='1']")
    if user is not None and page.locator("body").get_attribute("data-user") != user:
        page.select_option("#user", user)
        page.wait_for_selector(f"body[data-user='{user}']")
    page.wait_for_timeout(300)  # let the first data refresh land
    yield page
    page.wait_for_timeout(200)
    if expected is not None:
        problems = [p for p in problems if expected not in p]
    assert problems == [], problems
    context.close()


def send(page: Any, text: str) -> str:
    turns = int(page.locator("body").get_attribute("data-turns") or 0)
    page.fill("#message", text)
    page.click("#send")
    page.wait_for_selector(f"body[data-turns='{turns + 1}']")
    return str(page.locator(".msg.desk").last.inner_text())


def test_a_reschedule_changes_the_slot_in_words_at_the_top_of_the_panel(
    browser: Any, site: str
) -> None:
    with page_for(browser, site, user=JEAN) as page:
        assert page.locator("html").get_attribute("lang") == "fr"
        row = page.locator("#slots tbody tr[data-key='2026-10-22-AM']")
        assert "SO-24903" not in row.inner_text()
        # Slots, statuses and stages in words, in the page's language.
        assert row.locator("td").first.inner_text() == "jeu. 22 oct., matin"
        order = page.locator("#orders tbody tr[data-key='SO-24903']").inner_text()
        assert "en fabrication" in order and "garnissage" in order
        assert "in_production" not in order and "2026-10-20-PM" not in order
        assert "mar. 20 oct., après-midi" in order
        assert page.locator("#orders tbody tr.changed").count() == 0
        asked = send(page, "Déplacez SO-24903 au jeudi 22 au matin")
        assert "Confirmez-vous" in asked  # proposed: nothing moved yet
        assert "SO-24903" not in page.locator(
            "#slots tbody tr[data-key='2026-10-22-AM']").inner_text()
        reply = send(page, "oui")
        assert "C'est fait" in reply
        # The two slots that changed (left and taken) come first, highlighted; then the rest.
        rows = page.locator("#slots tbody tr")
        keys = [rows.nth(i).get_attribute("data-key") for i in range(rows.count())]
        classes = [rows.nth(i).get_attribute("class") for i in range(rows.count())]
        assert set(keys[:2]) == {"2026-10-20-PM", "2026-10-22-AM"}, keys
        assert classes[:2] == ["changed", "changed"] and "changed" not in classes[2:]
        assert "SO-24903" in page.locator("#slots tbody tr[data-key='2026-10-22-AM']").inner_text()
        changed = page.locator("#orders tbody tr").first
        assert changed.get_attribute("data-key") == "SO-24903"
        assert changed.get_attribute("class") == "changed"
        assert "jeu. 22 oct., matin" in changed.inner_text()
        page.click("#trace-box summary")
        assert "move_delivery" in page.locator("#trace").inner_text()
        # The same page in English: words change, nothing is highlighted for it.
        page.select_option("#lang", "en")
        page.wait_for_function("document.documentElement.lang === 'en'")
        page.wait_for_timeout(300)
        assert "in production" in page.locator("#orders tbody tr[data-key='SO-24903']"
                                                 ).inner_text()
        assert page.locator("#slots tbody tr[data-key='2026-10-22-AM'] td").first.inner_text(
            ) == "Thu 22 Oct, morning"
        assert page.locator("#message").get_attribute("placeholder") == \
            "Where is my order SO-24903?"
        # Alice signs in: she sees her own orders, and Jean's order is no longer named.
        page.select_option("#user", ALICE)
        page.wait_for_selector(f"body[data-user='{ALICE}']")
        page.wait_for_selector("#slots tbody tr[data-key='2026-10-22-AM']")
        assert "SO-24903" not in page.locator("#slots").inner_text()
        assert "SO-24903" not in page.locator("#orders").inner_text()


def test_quick_replies_offer_slots_in_words_and_a_click_answers(
    browser: Any, site: str
) -> None:
    with page_for(browser, site, user=ALICE) as page:
        reply = send(page, "Je voudrais déplacer la livraison de SO-30001")
        buttons = page.locator("#log .choices button")
        assert buttons.count() >= 2, reply
        labels = buttons.all_inner_texts()
        assert all("2026-" not in label for label in labels)
        assert all(label.split(" ")[0] in ("lundi", "mardi", "mercredi", "jeudi", "vendredi",
                                           "samedi", "dimanche") for label in labels), labels
        chosen = labels[0]
        turns = int(page.locator("body").get_attribute("data-turns") or 0)
        buttons.first.click()
        page.wait_for_selector(f"body[data-turns='{turns + 1}']")
        # the button sends its position in the list (a pick by position is consent)
        assert page.locator(".msg.user").last.inner_text() == "1"
        done = page.locator(".msg.desk").last.inner_text()
        assert "C'est fait" in done and chosen.split(" (")[0].split(" au ")[0] in done
        assert page.locator("#log .choices").count() == 0   # answered: the buttons go


def test_reload_keeps_the_conversation_and_new_conversation_starts_a_fresh_thread(
    browser: Any, site: str
) -> None:
    with page_for(browser, site, user=JEAN) as page:
        send(page, "Où en est ma commande SO-24911 ?")
        first_thread = page.evaluate(f"localStorage.getItem('comptoir.thread.{JEAN}')")
        assert first_thread
        page.reload()
        page.wait_for_selector("body[data-ready='1']")
        page.wait_for_selector(".msg.user")
        assert page.locator("body").get_attribute("data-user") == JEAN
        assert page.locator(".msg.user").all_inner_texts()[-1] == \
            "Où en est ma commande SO-24911 ?"
        assert "SO-24911" in page.locator(".msg.desk").last.inner_text()
        page.click("#new-chat")
        assert page.locator("#log .msg").count() == 0
        send(page, "Où en est ma commande SO-24903 ?")
        second_thread = page.evaluate(f"localStorage.getItem('comptoir.thread.{JEAN}')")
        assert second_thread and second_thread != first_thread
        page.reload()
        page.wait_for_selector("body[data-ready='1']")
        page.wait_for_selector(".msg.user")
        assert page.locator(".msg.user").all_inner_texts() == ["Où en est ma commande SO-24903 ?"]


def test_staff_have_their_own_placeholder_and_panel_and_the_report_has_a_chart(
    browser: Any, site: str
) -> None:
    with page_for(browser, site, user=JEAN) as page:
        customer_placeholder = page.locator("#message").get_attribute("placeholder")
        page.select_option("#channel", "staff")
        page.wait_for_selector(f"body[data-user='{STAFF}']")
        page.wait_for_selector("#customers tbody tr[data-key='C-003']")
        assert page.locator("#channel").input_value() == "staff"
        placeholder = page.locator("#message").get_attribute("placeholder")
        assert placeholder != customer_placeholder and "John Doe" in placeholder
        assert page.locator("#slots-box").is_hidden() and page.locator("#orders-box").is_hidden()
        assert page.locator("#customers-box").is_visible()
        john = page.locator("#customers tbody tr").first  # overdue bills come first
        assert john.get_attribute("data-key") == "C-003"
        assert "Doe Interiors" in john.inner_text() and "en retard" in john.inner_text()
        assert "F-010" in john.inner_text() and "overdue" not in john.inner_text()
        assert "CASE-1001" in page.locator("#customers tbody tr[data-key='C-001']").inner_text()
        reply = send(page, "Analyse de John Doe sur les 12 derniers mois")
        assert "John Doe" in reply
        chart = page.locator(".msg.desk svg.chart").last
        chart.wait_for()
        months = page.locator(".msg.desk svg.chart rect.bar.billed[data-month]")
        assert months.count() >= 12
        assert page.locator(".msg.desk svg.chart rect.bar.paid[data-month]").count() == \
            months.count()
        assert page.locator(".msg.desk svg.chart circle.dot").count() >= 6
        assert "Facturé" in chart.inner_html() and "Délai de paiement" in chart.inner_html()
        heights = [float(h) for h in page.eval_on_selector_all(
            ".msg.desk svg.chart rect.bar.billed[data-month]",
            "els => els.map(e => e.getAttribute('height'))")]
        assert max(heights) > 50 and min(heights) >= 0
        SHOTS.mkdir(parents=True, exist_ok=True)
        figure = page.locator(".msg.desk figure.chart-box").last
        figure.scroll_into_view_if_needed()
        box = figure.bounding_box()
        assert box["width"] > 300 and box["height"] > 200
        figure.screenshot(path=str(SHOTS / "analysis-chart.png"))
        assert (SHOTS / "analysis-chart.png").stat().st_size > 5000
        page.screenshot(path=str(SHOTS / "staff-page.png"))


def test_below_700px_the_columns_stack_and_the_favicon_loads(browser: Any, site: str) -> None:
    with page_for(browser, site, width=600, locale="en-US") as page:
        chat = page.locator("#chat").bounding_box()
        panel = page.locator("#panel").bounding_box()
        assert panel["y"] >= chat["y"] + chat["height"] - 1
        assert abs(panel["x"] - chat["x"]) < 2
        assert page.evaluate("document.documentElement.scrollWidth") <= 600  # no sideways scroll
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / "narrow.png"), full_page=True)
        assert page.locator("html").get_attribute("lang") == "en"
        favicon = page.request.get(page.url.rstrip("/") + "/favicon.ico")
        assert favicon.status == 200 and b"<svg" in favicon.body()
    with page_for(browser, site, width=1200) as page:
        chat = page.locator("#chat").bounding_box()
        panel = page.locator("#panel").bounding_box()
        assert panel["x"] > chat["x"] + chat["width"] - 1 and abs(panel["y"] - chat["y"]) < 2


# ---- What the person sees is the conversation they continue ----------------------------


def api_chat(site: str, email: str, message: str) -> dict[str, Any]:
    """Another tab, or the README's curl: the user's default conversation, through the API."""
    import httpx

    token = httpx.post(f"{site}/demo/api/sign-in", json={"email": email}).json()["access_token"]
    response = httpx.post(f"{site}/v1/chat", json={"message": message}, timeout=30,
                          headers={"X-Client-Id": "demo-web",
                                   "Authorization": f"Bearer {token}"})
    assert response.status_code == 200, response.text
    return dict(response.json())


def slot_of(page: Any, order: str) -> str:
    return str(page.locator(f"#orders tbody tr[data-key='{order}']").inner_text())


def test_a_new_tab_shows_the_pending_proposal_before_any_yes_can_be_sent(
    browser: Any, site: str
) -> None:
    asked = api_chat(site, ALICE, "Déplacez SO-30001 au vendredi 23 octobre au matin")
    assert asked["asks"] and asked["choices"][0]["message"] == "oui", asked["reply"]
    with page_for(browser, site, user=ALICE) as page:   # empty storage: a new tab
        page.wait_for_selector("body[data-chat='1']")
        last = page.locator("#log .msg").last
        assert last.inner_text().strip() == asked["reply"].strip()
        assert "asks" in (last.get_attribute("class") or "")
        assert page.locator("#log .choices button").all_inner_texts() == ["Oui", "Non"]
        assert "ven. 23 oct." not in slot_of(page, "SO-30001")
        done = send(page, "oui")          # the yes answers the proposal on screen
        assert "C'est fait" in done
        page.wait_for_timeout(300)
        assert "ven. 23 oct., matin" in slot_of(page, "SO-30001")


def test_a_yes_in_a_tab_that_did_not_see_the_latest_proposal_sends_nothing(
    browser: Any, site: str
) -> None:
    with page_for(browser, site, user=JEAN, expected="409") as page:
        page.click("#new-chat")                  # this tab: a conversation of its own...
        send(page, "Où en est ma commande SO-24911 ?")
        thread = page.evaluate(f"localStorage.getItem('comptoir.thread.{JEAN}')")
        # ...continued meanwhile in another tab (same storage, same conversation).
        other = page.context.new_page()
        other.goto(site)
        other.wait_for_selector("body[data-chat='1']")
        assert other.evaluate(f"localStorage.getItem('comptoir.thread.{JEAN}')") == thread
        other.fill("#message", "Mon canapé SO-24870 est arrivé abîmé")
        other.click("#send")
        other.wait_for_selector("#log .choices button")
        proposal = other.locator(".msg.desk").last.inner_text()
        assert "dossier" in proposal and other.locator(".msg.note").count() == 0
        other.close()
        cases = page.locator("#cases tbody tr").count()
        # Here, the old screen: a "oui" is not sent; the conversation comes back as it is.
        turns = int(page.locator("body").get_attribute("data-turns") or 0)
        page.fill("#message", "oui")
        page.click("#send")
        page.wait_for_selector(f"body[data-turns='{turns + 1}']")
        page.wait_for_selector(".msg.note")
        assert page.locator(".msg.desk").last.inner_text() == proposal
        assert page.locator("#message").input_value() == "oui"   # back in the box, unsent
        assert page.locator("#cases tbody tr").count() == cases
        # Now seen: the button answers it.
        turns += 1
        page.locator("#log .choices button").first.click()
        page.wait_for_selector(f"body[data-turns='{turns + 1}']")
        assert "CASE-" in page.locator(".msg.desk").last.inner_text()


def test_nothing_can_be_sent_before_the_conversation_is_on_screen(
    browser: Any, site: str
) -> None:
    context = browser.new_context(locale="fr-FR")
    page = context.new_page()
    held: list[Any] = []
    page.route("**/v1/threads/default", lambda route: held.append(route))
    page.goto(site)
    page.wait_for_selector("#user option", state="attached")
    page.wait_for_timeout(500)
    assert held, "the page asks for the conversation it would continue"
    assert page.locator("#message").is_disabled() and page.locator("#send").is_disabled()
    held[0].fulfill(status=503, json={"error": "service_unavailable", "message": "down"})
    page.wait_for_selector("body[data-chat='1']")
    assert page.locator("#message").is_enabled()
    # Unreadable: the next message starts a new conversation, not the unseen default one.
    requests: list[Any] = []
    page.on("request", lambda r: requests.append(r.post_data_json)
            if r.url.endswith("/v1/chat") else None)
    send(page, "oui")
    assert requests and requests[0]["new_thread"] is True and requests[0]["seen"] == 0
    context.close()


def test_back_to_the_customer_channel_signs_in_as_the_last_customer(
    browser: Any, site: str
) -> None:
    with page_for(browser, site, user=ALICE) as page:
        page.select_option("#channel", "staff")
        page.wait_for_selector(f"body[data-user='{STAFF}']")
        page.select_option("#channel", "customer")
        page.wait_for_selector(f"body[data-user='{ALICE}']")
        assert page.locator("#user").input_value() == ALICE
        assert page.locator("#channel").input_value() == "customer"
        reply = send(page, "Où en est ma commande SO-30003 ?")
        assert "SO-30003" in reply and "aucune commande" not in reply
    with page_for(browser, site, user=STAFF) as page:   # a fresh tab that starts as staff
        assert page.locator("#channel").input_value() == "staff"
        page.select_option("#channel", "customer")
        page.wait_for_selector(f"body[data-user]:not([data-user='{STAFF}'])")
        customer = page.locator("body").get_attribute("data-user")
        assert customer in (JEAN, ALICE)
        page.wait_for_selector("body[data-chat='1']")
        assert "Où en est" in page.locator("#message").get_attribute("placeholder")
