"""What a chat reply carries beside its text (quick replies, the analysis chart's figures),
and fresh conversations: a new thread per request, owned by its subject only."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from comptoir.agent import Agent, open_checkpointer
from comptoir.app import AgentRunner
from graphs.front_door import builder
from nodes.kit.context import Deps
from services import analytics
from services.gateway import replies
from services.gateway.app import create_gateway, owns, thread_for
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.data import ALICE, JEAN, tiny_fixture
from tests.identity import bearer, verifiers

STAFF = "staff@comptoir.example"
SECRET = b"comptoir-demo-thread-secret"


def with_bills() -> dict[str, Any]:
    data = tiny_fixture()
    rows = [("F-1", "2026-01-10", "2026-01-20", 2), ("F-2", "2026-01-25", None, 1),
            ("F-3", "2026-03-05", "2026-04-14", 3)]
    data["bills"] = [
        {"number": n, "customer": "C-003", "issued_on": issued, "due_on": issued[:8] + "28",
         "paid_on": paid, "lines": [{"sku": "NANTES-CHAISE", "quantity": q,
                                     "unit_price": "189.00"}]}
        for n, issued, paid, q in rows
    ]
    return data


@pytest.fixture
def billed() -> Iterator[Store]:
    store = fresh_store("sqlite://", with_bills())
    yield store
    store.engine.dispose()


@pytest.fixture
def client(billed: Store, tmp_path: Path) -> Iterator[TestClient]:
    url = f"sqlite:///{tmp_path / 'cp.db'}"
    deps = Deps.of(billed, OfflineChatModel())
    app = create_gateway(lambda: AgentRunner(Agent(builder, open_checkpointer(url), deps)),
                         clients={"web": ["customer", "staff"]}, store=billed,
                         verifiers=verifiers())
    with TestClient(app) as c:
        yield c


def chat(client: TestClient, message: str, *, user: str = ALICE, staff: bool = False,
         **body: Any) -> dict[str, Any]:
    response = client.post("/v1/chat", json={"message": message, **body},
                           headers={"X-Client-Id": "web", **bearer(user, staff=staff)})
    assert response.status_code == 200, response.text
    return dict(response.json())


def test_offered_slots_come_back_as_choices_in_words_and_a_choice_answers(
    client: TestClient,
) -> None:
    asked = chat(client, "Je voudrais déplacer la livraison de SO-30001")
    assert asked["asks"] and asked["text_id"] == "ask_which_slot"
    choices = asked["choices"]
    assert len(choices) >= 2 and {c["kind"] for c in choices} == {"slot"}
    assert choices[0]["label"] == "vendredi 16 octobre l'après-midi (13 h – 17 h)"  # earliest
    assert all(c["label"] in asked["reply"] for c in choices)
    # each button sends its position: a pick by position, itself consent
    assert [c["message"] for c in choices] == [str(i) for i in range(1, len(choices) + 1)]
    moved = chat(client, choices[1]["message"])
    assert moved["text_id"] == "say_moved" and moved["choices"] == []
    assert choices[1]["label"] in moved["reply"]


def test_choices_follow_the_reply_language(client: TestClient) -> None:
    asked = chat(client, "I would like to move the delivery of SO-30001")
    assert asked["text_id"] == "ask_which_slot"
    assert asked["choices"][0]["label"] == "Friday 16 October, afternoon (13:00–17:00)"


def test_a_reply_that_asks_nothing_has_no_choices_and_no_chart(client: TestClient) -> None:
    body = chat(client, "Où en est ma commande SO-30001 ?")
    assert body["text_id"] == "say_status" and body["choices"] == [] and body["chart"] is None


def test_a_pending_write_is_a_yes_no_question_in_the_reply_language() -> None:
    state: dict[str, Any] = {
        "reply": {"id": "ask_confirm_move", "asks": True, "language": "en"},
        "awaiting": {"workflow": "care_desk", "question": "ask_confirm_move",
                     "pending": {"action": "move", "order_number": "SO-1", "email": "a@b.c",
                                 "slot_id": "2026-10-20-AM"}},
    }
    assert [(c.label, c.message, c.kind) for c in replies.choices(state)] == [
        ("Yes", "yes", "yes"), ("No", "no", "no")]
    state["reply"]["language"] = "fr"
    assert [c.message for c in replies.choices(state)] == ["oui", "non"]
    state["reply"]["asks"] = False  # a statement never offers buttons
    assert replies.choices(state) == []


def test_listed_customers_are_choices_answered_by_their_email() -> None:
    state = {"reply": {"id": "ask_which_customer", "asks": True, "language": "fr"},
             "awaiting": {"workflow": "analysis", "question": "ask_which_customer",
                          "candidates": [
                              {"id": "C-1", "name": "Émilie Lefèvre",
                               "email": "emilie@example.com", "company": "Lefèvre Déco"},
                              {"id": "C-2", "name": "Emile Lefevre",
                               "email": "emile@example.com", "company": None}]}}
    assert [(c.label, c.message) for c in replies.choices(state)] == [
        ("Émilie Lefèvre (Lefèvre Déco)", "emilie@example.com"),
        ("Emile Lefevre", "emile@example.com")]


def test_monthly_figures_list_every_month_with_billed_paid_and_delay(billed: Store) -> None:
    months = analytics.monthly(billed, customer_id="C-003", start=date(2025, 12, 15),
                               end=date(2026, 3, 31))
    assert [m.month for m in months] == ["2025-12", "2026-01", "2026-02", "2026-03"]
    dec, jan, feb, mar = months
    assert (dec.billed, dec.paid, dec.average_payment_delay_days) == (
        Decimal("0.00"), Decimal("0.00"), None)
    assert (jan.billed, jan.paid, jan.average_payment_delay_days) == (
        Decimal("567.00"), Decimal("378.00"), Decimal("10.0"))   # F-2 (189) unpaid
    assert feb.billed == Decimal("0.00")
    assert (mar.billed, mar.paid, mar.average_payment_delay_days) == (
        Decimal("567.00"), Decimal("567.00"), Decimal("40.0"))
    assert all(isinstance(m.billed, Decimal) for m in months)


def test_the_analysis_reply_carries_its_figures_for_a_chart(client: TestClient) -> None:
    body = chat(client, "Analyse de John Doe sur les 12 derniers mois", user=STAFF, staff=True,
                channel="staff")
    assert body["text_id"] == "analysis_report"
    chart = body["chart"]
    assert chart["customer"] == "John Doe" and chart["currency"] == "EUR"
    assert len(chart["months"]) == 13
    jan = next(m for m in chart["months"] if m["month"] == "2026-01")
    assert (jan["billed"], jan["paid"], jan["delay_days"]) == ("567.00", "378.00", "10.0")
    assert chart["average_payment_delay_days"] == "25.0"   # (10 + 40) / 2
    assert sum(Decimal(m["billed"]) for m in chart["months"]) == Decimal("1134.00")


def test_a_new_thread_is_fresh_and_only_its_subject_may_use_it(client: TestClient) -> None:
    default = chat(client, "Où en est ma commande SO-30001 ?")
    fresh = chat(client, "Où en est ma commande SO-30003 ?", new_thread=True)
    assert fresh["thread_id"] != default["thread_id"]
    assert owns(SECRET, "web", f"user:comptoir-demo|{ALICE}", fresh["thread_id"])
    again = chat(client, "Et SO-30001 ?", thread_id=fresh["thread_id"])
    assert again["thread_id"] == fresh["thread_id"]
    headers = {"X-Client-Id": "web", **bearer(ALICE)}
    history = client.get(f"/v1/threads/{fresh['thread_id']}", headers=headers).json()
    assert [m["content"] for m in history["messages"] if m["role"] == "user"] == [
        "Où en est ma commande SO-30003 ?", "Et SO-30001 ?"]
    old = client.get(f"/v1/threads/{default['thread_id']}", headers=headers).json()
    assert len(old["messages"]) == 2                   # the old conversation is untouched
    # Someone else cannot read or continue it, nor forge one with a chosen nonce.
    jean = {"X-Client-Id": "web", **bearer(JEAN)}
    assert client.get(f"/v1/threads/{fresh['thread_id']}", headers=jean).status_code == 404
    stolen = client.post("/v1/chat", json={"message": "Et SO-30001 ?",
                                           "thread_id": fresh["thread_id"]}, headers=jean)
    assert stolen.status_code == 404
    nonce = fresh["thread_id"].split("-")[1]
    forged = thread_for(b"guessed-secret", "web", f"user:comptoir-demo|{JEAN}", nonce)
    assert client.get(f"/v1/threads/{forged}", headers=jean).status_code == 404
    assert not owns(SECRET, "web", f"user:comptoir-demo|{JEAN}", fresh["thread_id"])


def test_two_slots_in_one_half_day_get_different_labels() -> None:
    state = {"reply": {"id": "ask_which_slot", "asks": True, "language": "en"},
             "awaiting": {"workflow": "care_desk", "question": "ask_which_slot",
                          "offered": ["S-8", "S-10"]},
             "free_slots": [
                 {"id": "S-8", "start": "2026-10-20T08:00:00+02:00",
                  "end": "2026-10-20T10:00:00+02:00"},
                 {"id": "S-10", "start": "2026-10-20T10:00:00+02:00",
                  "end": "2026-10-20T12:00:00+02:00"}]}
    labels = [(c.label, c.message) for c in replies.choices(state)]
    assert labels == [("Tuesday 20 October, morning (8:00–10:00)", "1"),
                      ("Tuesday 20 October, morning (10:00–12:00)", "2")]
