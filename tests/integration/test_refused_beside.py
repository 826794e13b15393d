"""A message that asks what the desk refuses beside what it does, through the care graph on
the services (consent on): the refusal is said and the other request handled in the same
reply (a status told; a move proposed, written only on the next message's yes); a message
that only asks what the desk refuses gets the refusal alone, and the other request goes
through the same proof of identity as any."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from graphs.care_desk import builder
from services import care
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.harness import Conversation

JEAN = "jean.martin@example.com"


@pytest.fixture
def desk(mem_store: Store) -> Iterator[Conversation]:
    yield Conversation(builder, mem_store, OfflineChatModel())


def bookings(store: Store) -> dict[str, str | None]:
    return {b.order: b.slot for b in care.snapshot(store).bookings}


@pytest.mark.parametrize(("message", "refused"), [
    (f"annulez SO-24911 et décalez SO-24903 au jeudi 22 octobre au matin svp {JEAN}",
     "annuler"),
    (f"Please cancel SO-24911. Also can you move SO-24903 to Thursday 22 October in the "
     f"morning? {JEAN}", "cancel"),
    (f"pouvez-vous passer SO-24903 au jeudi 22 octobre matin et que le livreur m'appelle "
     f"avant {JEAN}", "appel"),
    (f"Can you move SO-24903 to Thursday 22 October morning? I also need to change the "
     f"delivery address. {JEAN}", "address"),
])
def test_the_move_is_proposed_with_the_refusal_and_done_on_yes(
        desk: Conversation, message: str, refused: str) -> None:
    before = desk.snapshot()
    first = desk.say(message)
    assert desk.snapshot() == before  # nothing written on the message itself
    assert first.text_id == "ask_confirm_move" and first.asks
    assert refused in first.reply.lower() and "22" in first.reply
    assert first.reply.lower().index(refused) < first.reply.index("22")  # the question last
    desk.say("oui" if "décalez" in message or "passer" in message else "yes")
    assert bookings(desk.store)["SO-24903"] == "2026-10-22-AM"
    assert bookings(desk.store)["SO-24911"] == dict(before_bookings(before))["SO-24911"]


def before_bookings(before: object) -> list[tuple[str, str | None]]:
    return [(b.order, b.slot) for b in before.bookings]  # type: ignore[attr-defined]


@pytest.mark.parametrize(("message", "refused"), [
    (f"cancel SO-24911 and when is SO-24903 coming? {JEAN}", "cannot cancel"),
    (f"où en est SO-24903 ? et annulez SO-24911 svp {JEAN}", "annuler"),
    (f"Where is SO-24903? Also I need to change the delivery address. {JEAN}",
     "delivery address"),
    (f"remboursez-moi SO-24870 et où en est SO-24903 ? {JEAN}", "rembourser"),
])
def test_the_status_is_told_with_the_refusal(desk: Conversation, message: str,
                                             refused: str) -> None:
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.text_id == "say_status" and not turn.asks
    assert refused in turn.reply.lower() and "SO-24903" in turn.reply


@pytest.mark.parametrize("message", [
    f"je veux annuler ma commande SO-24903 {JEAN}",
    f"Cancel SO-24903, I changed my mind {JEAN}",
])
def test_a_refusal_alone_is_said_alone(desk: Conversation, message: str) -> None:
    turn = desk.say(message)
    assert turn.text_id == "say_cannot_cancel" and not turn.asks


def test_the_other_request_still_needs_the_proof(desk: Conversation) -> None:
    # no e-mail: the refusal said, the e-mail asked; nothing of the order told before it
    turn = desk.say("cancel SO-24911 and when is SO-24903 coming?")
    assert turn.text_id == "ask_email" and turn.asks and "cancel" in turn.reply.lower()
    assert "Canapé" not in turn.reply
    told = desk.say(JEAN)
    assert told.text_id == "say_status" and "SO-24903" in told.reply


def test_another_customers_order_beside_a_refusal_is_not_found(desk: Conversation) -> None:
    turn = desk.say(f"cancel SO-24911 and where is SO-25010? {JEAN}")
    assert turn.text_id.startswith("say_not_found") and "cancel" in turn.reply.lower()
    assert "Doe" not in turn.reply and "Oslo" not in turn.reply
