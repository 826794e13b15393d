"""fB: the customer's request survives identification. An anonymous customer asks, the desk
asks for the order number and e-mail, and once the proof succeeds (at once, or after a
mistyped e-mail) the whole request goes on: the move with its day, the damage, the status,
the order date, the other orders asked about; writes still wait for the customer's yes
(demo data, Wednesday 2 December 14:00)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import Any

import pytest

from comptoir.agent import Turn
from graphs.care_desk import builder
from services.demo import demo_fixture
from services.store import Store
from tests.conftest import fresh_store
from tests.harness import Conversation, nodes_of

NOW = datetime.fromisoformat("2026-12-02T14:00:00+01:00")
JEAN = "jean.martin@example.com"
TYPO = "jean.martyn@example.com"   # owns no order
WRITES = ("move_delivery", "open_damage_case", "open_late_case")


@pytest.fixture(name="store")
def demo_store() -> Iterator[Store]:
    store = fresh_store("sqlite://", demo_fixture(NOW))
    yield store
    store.engine.dispose()


def desk(store: Store) -> Conversation:
    from services.llm.offline import OfflineChatModel
    return Conversation(builder, store, OfflineChatModel(), now=NOW.isoformat())


# How the proof is given after the request: the e-mail at once; a mistyped e-mail, then the
# right one; the e-mail with a few words around it; the e-mail again after two typos.
PROOFS = {
    "at_once": [JEAN],
    "typo_then_right": [TYPO, JEAN],
    "with_words": [f"c'est {JEAN} merci"],
    "two_typos": [TYPO, "jean.martin@exemple.com", f"pardon : {JEAN}"],
}


def prove(conversation: Conversation, proof: str) -> tuple[Turn, list[str]]:
    """Give the proof; every turn before the last changes nothing and writes nothing."""
    before = conversation.snapshot()
    turns = [conversation.say(m) for m in PROOFS[proof]]
    for turn in turns:
        assert not set(WRITES) & set(nodes_of(turn)), turn.reply
    assert conversation.snapshot() == before
    for turn in turns[:-1]:
        assert turn.text_id in ("say_not_found", "say_proof_locked"), turn.reply
    return turns[-1], [t.text_id or "" for t in turns]


def pending(turn: Turn) -> dict[str, Any] | None:
    pending: dict[str, Any] | None = (turn.state.get("awaiting") or {}).get("pending")
    return pending


def booked(conversation: Conversation, number: str) -> str | None:
    return next((b.slot for b in conversation.snapshot().bookings if b.order == number), None)


def opened(conversation: Conversation, before: set[str]) -> list[tuple[str, str]]:
    return [(c.order, c.kind) for c in conversation.snapshot().cases if c.number not in before]


@pytest.mark.parametrize("proof", list(PROOFS))
@pytest.mark.parametrize("message", [
    "je veux décaler ma livraison SO-24903 au samedi 12 au matin",
    "decaler livraison SO-24903 au 12 matin svp",
    "I'd like to move my delivery SO-24903 to Saturday the 12th in the morning",
])
def test_a_move_with_its_day_is_proposed_after_the_proof_then_done_on_yes(
        store: Store, message: str, proof: str) -> None:
    conversation = desk(store)
    asked = conversation.say(message)
    assert asked.text_id == "ask_email" and asked.asks
    turn, _ = prove(conversation, proof)
    proposal = pending(turn)
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert proposal is not None and proposal["action"] == "move"
    assert proposal["order_number"] == "SO-24903" and proposal["slot_id"] == "2026-12-12-AM"
    assert booked(conversation, "SO-24903") != "2026-12-12-AM"
    yes = conversation.say("yes" if message.startswith("I") else "oui")
    assert "move_delivery" in nodes_of(yes), yes.reply
    assert booked(conversation, "SO-24903") == "2026-12-12-AM"


@pytest.mark.parametrize("proof", ["at_once", "typo_then_right"])
@pytest.mark.parametrize("message", [
    "je veux décaler ma livraison SO-24903 au 12",
    "move my delivery SO-24903 to the 12th",
    "pouvez-vous livrer SO-24903 le 12 plutôt ?",
])
def test_a_day_wish_lists_that_day_only_after_the_proof(store: Store, message: str,
                                                        proof: str) -> None:
    conversation = desk(store)
    conversation.say(message)
    turn, _ = prove(conversation, proof)
    offered = (turn.state.get("awaiting") or {}).get("offered") or []
    assert turn.text_id == "ask_which_slot", turn.reply
    assert offered and all(s.startswith("2026-12-12") for s in offered)


@pytest.mark.parametrize("proof", ["at_once", "typo_then_right", "two_typos"])
def test_a_move_within_48_hours_offers_the_case_after_the_proof(store: Store,
                                                                proof: str) -> None:
    conversation = desk(store)
    conversation.say("je veux décaler ma livraison SO-24911")
    turn, _ = prove(conversation, proof)
    proposal = pending(turn)
    assert proposal is not None and proposal["action"] == "late_case"
    before = {c.number for c in conversation.snapshot().cases}
    conversation.say("oui")
    assert opened(conversation, before) == [("SO-24911", "late_reschedule")]


@pytest.mark.parametrize("proof", ["at_once", "typo_then_right", "with_words"])
@pytest.mark.parametrize("messages", [
    ["mon fauteuil SO-24870 est arrivé rayé"],
    ["my armchair arrived with a broken leg", "SO-24870"],
])
def test_a_damage_report_is_proposed_after_the_proof_and_opened_on_yes(
        store: Store, messages: list[str], proof: str) -> None:
    conversation = desk(store)
    for message in messages:
        conversation.say(message)
    turn, _ = prove(conversation, proof)
    proposal = pending(turn)
    assert proposal is not None and proposal["action"] == "damage_case", turn.reply
    before = {c.number for c in conversation.snapshot().cases}
    conversation.say("yes" if messages[0].startswith("my") else "oui")
    assert opened(conversation, before) == [("SO-24870", "damage")]
    [case] = [c for c in conversation.snapshot().cases if c.number not in before]
    assert "@" not in case.description  # the e-mails given are no part of the complaint


@pytest.mark.parametrize("proof", list(PROOFS))
@pytest.mark.parametrize("messages", [
    ["je l'ai commandée quand ? SO-24903"],
    ["date de ma commande ?", "SO-24903"],
    ["when did I order it?", "SO-24903"],
    ["c'était quand ma commande SO-24903 ?"],
    ["c quand que j'ai commandé ?", "SO-24903"],
])
def test_the_order_date_asked_is_told_after_the_proof(store: Store, messages: list[str],
                                                      proof: str) -> None:
    conversation = desk(store)
    for message in messages:
        assert conversation.say(message).asks
    turn, _ = prove(conversation, proof)
    assert turn.text_id == "say_status_placed", turn.reply
    assert "read_order" in nodes_of(turn) and not turn.asks


@pytest.mark.parametrize("proof", ["at_once", "typo_then_right"])
@pytest.mark.parametrize("message", [
    "où en est ma commande SO-24903 ?",
    "elle est où ma table SO-24911 ?",
    "where's my stuff SO-24903",
])
def test_a_status_is_told_after_the_proof(store: Store, message: str, proof: str) -> None:
    conversation = desk(store)
    conversation.say(message)
    turn, _ = prove(conversation, proof)
    assert turn.text_id == "say_status", turn.reply
    assert "read_order" in nodes_of(turn) and not turn.asks


def test_a_complaint_about_the_delay_is_still_answered_as_one_after_the_proof(
        store: Store) -> None:
    conversation = desk(store)
    conversation.say("SO-24903 est en retard, c'est inadmissible")
    turn, _ = prove(conversation, "typo_then_right")
    assert turn.text_id == "say_status_complaint", turn.reply


@pytest.mark.parametrize("proof", ["at_once", "typo_then_right"])
def test_a_status_asked_with_a_move_is_read_with_it_once_proven(store: Store,
                                                                proof: str) -> None:
    """Without the e-mail, the status of the other order waits in the queue; the proof
    reads it with the move (as when the first message carried the e-mail), once."""
    conversation = desk(store)
    conversation.say("où en est SO-24903 et décalez SO-24911")
    turn, _ = prove(conversation, proof)
    also = turn.state.get("also") or []
    assert [a["result"]["number"] for a in also if a["ok"]] == ["SO-24903"]
    assert not turn.state.get("queue")
    proposal = pending(turn)
    assert proposal is not None and proposal["action"] == "late_case"
    assert proposal["order_number"] == "SO-24911"


def test_a_mistyped_email_reads_no_order_and_keeps_the_status_waiting(store: Store) -> None:
    conversation = desk(store)
    conversation.say("où en est SO-24903 et décalez SO-24911")
    typo = conversation.say(TYPO)
    assert typo.text_id == "say_not_found"
    assert not [a for a in typo.state.get("also") or [] if a["ok"]]
    assert [p["order_number"] for p in typo.state.get("queue") or []] == ["SO-24903"]


def test_a_new_request_in_place_of_the_email_is_that_request(store: Store) -> None:
    """Near miss: the customer asks something else instead of giving the e-mail: the date
    asked first is not told with the new request."""
    conversation = desk(store)
    conversation.say("je l'ai commandée quand ? SO-24903")
    turn = conversation.say(f"non laissez, décalez plutôt SO-24903 au samedi 12 matin {JEAN}")
    assert turn.text_id == "ask_confirm_move", turn.reply


# -- a no, then where the order stands -----------------------------------------------------

PROPOSALS = {
    "move": ("je veux décaler ma livraison SO-24903 au samedi 12 au matin", "SO-24903"),
    "late_case": ("je veux décaler ma livraison SO-24911", "SO-24911"),
    "damage_case": ("mon fauteuil SO-24870 est arrivé rayé", "SO-24870"),
}


@pytest.mark.parametrize("action", list(PROPOSALS))
@pytest.mark.parametrize("answer", [
    "non, mais où en est-elle ?",
    "non mais elle en est où ma commande ?",
    "nan c'est où ma commande",
    "no, but where is it?",
    "no thanks, what's the status?",
])
def test_a_no_with_a_status_question_lapses_the_proposal_and_tells_the_status(
        store: Store, action: str, answer: str) -> None:
    message, number = PROPOSALS[action]
    conversation = desk(store)
    proposed = conversation.say(f"{message} {JEAN}")
    assert (pending(proposed) or {}).get("action") == action, proposed.reply
    before = conversation.snapshot()
    turn = conversation.say(answer)
    assert conversation.snapshot() == before
    assert not set(WRITES) & set(nodes_of(turn))
    assert turn.text_id == "say_status", turn.reply
    assert turn.state["order"]["result"]["number"] == number
    assert turn.state.get("declined") == number and not turn.asks
    assert pending(turn) is None
    # the proposal is gone: a yes now consents to nothing
    after = conversation.say("oui")
    assert not set(WRITES) & set(nodes_of(after))
    assert conversation.snapshot() == before


def test_a_no_asking_the_order_date_instead_tells_it(store: Store) -> None:
    conversation = desk(store)
    conversation.say(f"{PROPOSALS['move'][0]} {JEAN}")
    before = conversation.snapshot()
    turn = conversation.say("non, mais je veux savoir quand je l'ai commandée")
    assert turn.text_id == "say_status_placed", turn.reply
    assert conversation.snapshot() == before and pending(turn) is None


def test_a_no_with_a_status_question_to_a_slot_list_drops_the_list(store: Store) -> None:
    conversation = desk(store)
    listed = conversation.say(f"je veux décaler ma livraison SO-24903 au 12 {JEAN}")
    assert listed.text_id == "ask_which_slot"
    before = conversation.snapshot()
    turn = conversation.say("non, mais où en est-elle ?")
    assert turn.text_id == "say_status" and not turn.asks, turn.reply
    assert not (turn.state.get("awaiting") or {}).get("offered")
    assert conversation.snapshot() == before
    assert "move_delivery" not in nodes_of(conversation.say("1"))
    assert conversation.snapshot() == before


@pytest.mark.parametrize(("answer", "text_id"), [
    ("non merci", "ask_what_instead"),               # a plain no: what instead
    ("oui, mais où en est-elle ?", "ask_still_move"),  # a yes with a question: asked again
    ("où en est-elle ?", "ask_still_move"),
])
def test_near_misses_keep_their_own_answer(store: Store, answer: str, text_id: str) -> None:
    conversation = desk(store)
    conversation.say(f"{PROPOSALS['move'][0]} {JEAN}")
    before = conversation.snapshot()
    turn = conversation.say(answer)
    assert turn.text_id == text_id, turn.reply
    assert conversation.snapshot() == before


@pytest.mark.parametrize(("answer", "number"), [
    ("non, mais elle est où ma table ?", "SO-24911"),   # the item's order, found
    ("non, mais où en est SO-24911 ?", "SO-24911"),
])
def test_a_no_with_the_status_of_an_item_or_another_order_tells_that_status(
        store: Store, answer: str, number: str) -> None:
    conversation = desk(store)
    conversation.say(f"{PROPOSALS['move'][0]} {JEAN}")
    before = conversation.snapshot()
    turn = conversation.say(answer)
    assert turn.text_id == "say_status", turn.reply
    assert turn.state["order"]["result"]["number"] == number
    assert pending(turn) is None and not turn.asks
    assert not set(WRITES) & set(nodes_of(conversation.say("oui")))
    assert conversation.snapshot() == before


# -- two items of one order ------------------------------------------------------------------

@pytest.fixture(name="delivered_store")
def delivered_table_store() -> Iterator[Store]:
    """The demo data, SO-24911 (a table and four chairs) delivered."""
    fixture = demo_fixture(NOW)
    for order in fixture["orders"]:
        if order["number"] == "SO-24911":
            order.update(status="delivered", workshop_stage="delivered", delivery_slot=None)
    store = fresh_store("sqlite://", fixture)
    yield store
    store.engine.dispose()


@pytest.mark.parametrize(("signed_in", "messages"), [
    (True, ["le plateau de la table est rayé et le dossier d'une chaise est cassé"]),
    (False, ["le plateau de la table est rayé et le dossier d'une chaise est cassé SO-24911",
             JEAN]),
    (False, ["la table et les chaises sont arrivées rayées", "SO-24911", TYPO, JEAN]),
    (True, ["the table top is scratched and one chair is broken"]),
])
def test_two_items_of_one_order_make_one_damage_case_that_keeps_both(
        delivered_store: Store, signed_in: bool, messages: list[str]) -> None:
    from services.llm.offline import OfflineChatModel
    conversation = Conversation(builder, delivered_store, OfflineChatModel(),
                                now=NOW.isoformat(), customer_email=JEAN if signed_in else None)
    before = {c.number for c in conversation.snapshot().cases}
    for message in messages:
        turn = conversation.say(message)
        assert turn.text_id != "say_system_unavailable", turn.reply
    proposal = pending(turn)
    assert proposal is not None and proposal["action"] == "damage_case", turn.reply
    assert proposal["order_number"] == "SO-24911"
    assert not turn.state.get("queue")  # the second item is no other request
    assert opened(conversation, before) == []
    conversation.say("yes" if messages[0].startswith("the") else "oui")
    assert opened(conversation, before) == [("SO-24911", "damage")]
    [case] = [c for c in conversation.snapshot().cases if c.number not in before]
    assert "table" in case.description and "chair" in case.description.replace("chaise",
                                                                                "chair")


def test_an_item_the_order_does_not_hold_is_named_though_another_fits(
        delivered_store: Store) -> None:
    conversation = desk(delivered_store)
    conversation.say("le canapé et la table sont rayés")
    turn = conversation.say(f"SO-24911 {JEAN}")
    proposal = pending(turn)
    assert proposal is not None and proposal["action"] == "damage_case"
    assert "canape" in turn.reply.lower() and "« table »" not in turn.reply


@pytest.mark.parametrize("proof", ["at_once", "typo_then_right"])
def test_the_day_asked_is_answered_after_the_proof(store: Store, proof: str) -> None:
    """"Est livré demain ?": the status says the delivery is not on the day asked (Thursday
    3), as when the first message carried the e-mail."""
    conversation = desk(store)
    conversation.say("mon canapé SO-24903 est livré demain ?")
    turn, _ = prove(conversation, proof)
    assert turn.text_id == "say_status"
    assert "jeudi 3 décembre" in turn.reply, turn.reply
