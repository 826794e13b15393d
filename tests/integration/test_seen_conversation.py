"""What the person sees is the conversation they continue (the gateway's side).

- `GET /v1/threads/default`: the conversation a chat request without `thread_id` continues,
  with its pending question (`asks`, `choices`), so that a client with no thread at hand (a
  new tab) shows it before anything can be sent;
- `seen` in a chat request: the number of messages the client has shown; a conversation that
  holds another number (answered elsewhere) is a 409 and reaches no agent, so a "oui" never
  confirms a move proposed in another tab;
- a staff sign-in on the customer channel is a clear 403 (it is nobody's customer account).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jwt
import pytest
from fastapi.testclient import TestClient

from comptoir.agent import Agent, open_checkpointer
from comptoir.app import AgentRunner
from graphs.front_door import builder
from nodes.kit.context import Deps
from services import care
from services.auth import DEMO_ALGORITHM, DEMO_ISSUER, DEMO_KID
from services.gateway.app import create_gateway, thread_for
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.data import ALICE, JEAN
from tests.identity import bearer, issuer, verifiers

SECRET = b"comptoir-demo-thread-secret"
STAFF = "staff@comptoir.example"
PROPOSE = "Déplacez SO-24903 au jeudi 22 au matin"


class Counting(AgentRunner):
    """The real agent, counting the turns that reach it."""

    turns = 0

    def turn(self, message: str, **kwargs: Any) -> Any:
        type(self).turns += 1
        return super().turn(message, **kwargs)


@pytest.fixture
def store() -> Iterator[Store]:
    s = fresh_store("sqlite://")
    yield s
    s.engine.dispose()


@pytest.fixture
def client(store: Store, tmp_path: Path) -> Iterator[TestClient]:
    url = f"sqlite:///{tmp_path / 'cp.db'}"
    deps = Deps.of(store, OfflineChatModel())
    Counting.turns = 0
    app = create_gateway(lambda: Counting(Agent(builder, open_checkpointer(url), deps)),
                         clients={"web": ["customer", "staff"]}, store=store,
                         verifiers=verifiers())
    with TestClient(app) as c:
        yield c


def web(user: str = JEAN, *, staff: bool = False) -> dict[str, str]:
    return {"X-Client-Id": "web", **bearer(user, staff=staff)}


def chat(client: TestClient, message: str, *, user: str = JEAN, **body: Any) -> Any:
    return client.post("/v1/chat", json={"message": message, **body}, headers=web(user))


def booked(store: Store, order: str = "SO-24903") -> str | None:
    return next((b.slot for b in care.snapshot(store).bookings if b.order == order), None)


def test_the_default_conversation_is_readable_with_its_pending_question(
    client: TestClient, store: Store,
) -> None:
    empty = client.get("/v1/threads/default", headers=web())
    assert empty.status_code == 200
    default = thread_for(SECRET, "web", f"user:comptoir-demo|{JEAN}")
    assert empty.json() == {"thread_id": default, "messages": [], "asks": False, "choices": []}
    # Elsewhere (another tab, the README's curl), a move is proposed in that conversation.
    asked = chat(client, PROPOSE).json()
    assert asked["asks"] and asked["messages"] == 2 and asked["thread_id"] == default
    # A new tab reads it: the proposal is there, last, with its yes/no buttons.
    seen = client.get("/v1/threads/default", headers=web()).json()
    assert seen["thread_id"] == default and len(seen["messages"]) == 2
    assert seen["messages"][-1] == {"role": "assistant", "content": asked["reply"]}
    assert seen["asks"] is True
    assert [c["message"] for c in seen["choices"]] == ["oui", "non"]
    # The same by its ID; another customer's default is their own (empty) one.
    by_id = client.get(f"/v1/threads/{default}", headers=web()).json()
    assert by_id == seen
    alice = client.get("/v1/threads/default", headers=web(ALICE)).json()
    assert alice["messages"] == [] and alice["thread_id"] != default
    # Anonymous callers without a session have no default conversation to read.
    assert client.get("/v1/threads/default", headers={"X-Client-Id": "web"}).status_code == 401
    assert booked(store) == "2026-10-20-PM"


def test_a_yes_sent_without_having_seen_the_proposal_is_refused_and_changes_nothing(
    client: TestClient, store: Store,
) -> None:
    chat(client, PROPOSE)                      # proposed in another tab
    turns = Counting.turns
    stale = chat(client, "oui", seen=0)        # a fresh tab that showed nothing
    assert stale.status_code == 409
    assert stale.json()["error"] == "conversation_changed"
    assert Counting.turns == turns and booked(store) == "2026-10-20-PM"
    # The history is unchanged: the refused "oui" was not recorded.
    assert len(client.get("/v1/threads/default", headers=web()).json()["messages"]) == 2
    # Having shown both messages, the same yes is read, and the move happens.
    done = chat(client, "oui", seen=2)
    assert done.status_code == 200 and "C'est fait" in done.json()["reply"]
    assert done.json()["messages"] == 4 and booked(store) == "2026-10-22-AM"


@pytest.mark.parametrize("pick", ["1", "le premier", "oui", "the second", "2"])
def test_a_pick_in_a_list_shown_elsewhere_is_refused(client: TestClient, store: Store,
                                                     pick: str) -> None:
    listed = chat(client, "Je voudrais déplacer la livraison de SO-24903").json()
    assert listed["text_id"] == "ask_which_slot" and listed["messages"] == 2
    for stale in (0, 1, 3, 40):
        refused = chat(client, pick, seen=stale)
        assert refused.status_code == 409, (pick, stale)
    assert booked(store) == "2026-10-20-PM"


def test_seen_counts_a_fresh_conversation_and_an_explicit_one(client: TestClient) -> None:
    fresh = chat(client, "Où en est ma commande SO-24903 ?", new_thread=True, seen=0)
    assert fresh.status_code == 200 and fresh.json()["messages"] == 2
    thread = fresh.json()["thread_id"]
    assert chat(client, "Et SO-24911 ?", thread_id=thread, seen=2).status_code == 200
    assert chat(client, "Et SO-24870 ?", thread_id=thread, seen=2).status_code == 409
    assert chat(client, "hi", new_thread=True, seen=1).status_code == 409
    # Without `seen`, no check (other clients keep working as before).
    assert chat(client, "Et SO-24870 ?", thread_id=thread).status_code == 200
    # JSON Schema's integer: 4.0 is the count 4 (what a fuzzer, or a JavaScript client, sends)
    assert chat(client, "Et SO-24903 ?", thread_id=thread, seen=6.0).status_code == 200


def test_seen_above_zero_with_a_new_thread_names_the_real_problem(client: TestClient) -> None:
    """A new thread has nothing that could have changed: an old tab's `seen` sent with
    `new_thread` is refused as what it is (not `conversation_changed`), and reaches no agent;
    0 or none starts the conversation."""
    chat(client, "Où en est ma commande SO-24903 ?")
    turns = Counting.turns
    refused = chat(client, "oui", new_thread=True, seen=4)
    assert refused.status_code == 409, refused.text
    assert refused.json()["error"] == "seen_on_new_thread"
    assert "new_thread" in refused.json()["message"] and Counting.turns == turns
    for seen in (0, None):
        body = {} if seen is None else {"seen": seen}
        started = chat(client, "Où en est ma commande SO-24903 ?", new_thread=True, **body)
        assert started.status_code == 200 and started.json()["messages"] == 2


@pytest.mark.parametrize("seen", [-1, "2", 2.5, True, None])
def test_seen_is_a_whole_number(client: TestClient, seen: Any) -> None:
    response = chat(client, "hi", seen=seen)
    assert response.status_code == (200 if seen is None else 422), response.text


def no_email_staff_token() -> str:
    now = int(time.time())
    claims = {"iss": DEMO_ISSUER, "aud": "comptoir", "sub": "staff-7", "roles": ["staff"],
              "iat": now, "nbf": now, "exp": now + 600}
    return jwt.encode(claims, issuer().private_key, algorithm=DEMO_ALGORITHM,
                      headers={"kid": DEMO_KID})


@pytest.mark.parametrize("message", [
    "Où en est ma commande SO-24903 ?", "where is SO-24903?", "oui",
    "Déplacez SO-24903 au jeudi 22 au matin", "bonjour",
])
def test_a_staff_sign_in_on_the_customer_channel_is_told_to_use_the_staff_channel(
    client: TestClient, store: Store, message: str,
) -> None:
    tokens = [web(STAFF, staff=True),
              {"X-Client-Id": "web", "Authorization": f"Bearer {no_email_staff_token()}"}]
    for headers in tokens:
        for body in ({"message": message}, {"message": message, "channel": "customer"}):
            refused = client.post("/v1/chat", json=body, headers=headers)
            assert refused.status_code == 403, refused.text
            assert refused.json()["error"] == "forbidden_channel"
            assert "customer channel is for customers" in refused.json()["message"]
        staff = client.post("/v1/chat", json={"message": message, "channel": "staff"},
                            headers=headers)
        assert staff.status_code == 200, staff.text
    assert Counting.turns == 2 and booked(store) == "2026-10-20-PM"
    # A customer on the customer channel is unaffected.
    assert chat(client, "Où en est ma commande SO-24903 ?").status_code == 200


def test_a_staff_sign_in_has_no_default_conversation_on_a_customer_client(
        store: Store, tmp_path: Path) -> None:
    """A client that serves customers only refuses a staff sign-in's chat (403): its default
    conversation too, the same way, where a customer gets theirs."""
    deps = Deps.of(store, OfflineChatModel())
    app = create_gateway(lambda: AgentRunner(Agent(builder, open_checkpointer(
        f"sqlite:///{tmp_path / 'cp.db'}"), deps)), clients={"mobile": ["customer"]},
        store=store, verifiers=verifiers())
    with TestClient(app) as c:
        refused = c.get("/v1/threads/default",
                        headers={"X-Client-Id": "mobile", **bearer(STAFF, staff=True)})
        assert refused.status_code == 403 and refused.json()["error"] == "forbidden_channel"
        mine = c.get("/v1/threads/default", headers={"X-Client-Id": "mobile", **bearer(JEAN)})
        assert mine.status_code == 200 and mine.json()["messages"] == []
