"""Guessing an order's e-mail (or an e-mail's orders) is capped: an anonymous caller's failed
proofs are counted in the database by order number and by e-mail, across conversations; past
the cap no proof is tried (the same fixed text whether or not the pair matches), a signed-in
customer is never locked out, and the window moves on (services/proofs.py)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import func, select

from graphs.care_desk import builder
from services import proofs
from services.clock import SystemClock
from services.llm.offline import OfflineChatModel
from services.models import FailedProof
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation


def _anonymous(store: Store) -> Conversation:
    return Conversation(builder, store, OfflineChatModel())


def _rows(store: Store) -> int:
    with store.engine.connect() as conn:
        return conn.execute(select(func.count()).select_from(FailedProof)).scalar_one()


def test_an_order_number_tried_with_wrong_e_mails_is_locked_even_for_its_owner(
        mem_store: Store) -> None:
    for i in range(proofs.PER_ORDER):  # each guess in its own conversation
        turn = _anonymous(mem_store).say(f"Où en est SO-24903 ? mon mail guess{i}@example.com")
        assert turn.text_id == "say_not_found", turn.reply
    turn = _anonymous(mem_store).say(f"Où en est SO-24903 ? mon mail {JEAN}")
    assert turn.text_id == "say_proof_locked"
    assert "trop d'essais" in turn.reply and "SO-24903" not in turn.reply
    assert not any(e.get("tool") == "get_order" for e in turn.trace)  # not even tried
    # Another order of the same e-mail is not locked by that number's failures.
    turn = _anonymous(mem_store).say(f"Where is my order SO-24911? my e-mail is {JEAN}")
    assert turn.text_id == "say_status" and "SO-24911" in turn.reply


def test_an_e_mail_tried_with_numbers_it_does_not_own_is_locked(mem_store: Store) -> None:
    desk = _anonymous(mem_store)
    for i in range(proofs.PER_EMAIL):
        turn = desk.say(f"Where is order SO-3{i:04d}? my email is {JEAN}")
        assert turn.text_id == "say_not_found", turn.reply
    turn = _anonymous(mem_store).say(f"Where is order SO-24903? my email is {JEAN}")
    assert turn.text_id == "say_proof_locked" and "too many unsuccessful" in turn.reply


def test_a_locked_pair_gets_no_slot_list_and_no_case_answer(mem_store: Store) -> None:
    for i in range(proofs.PER_ORDER):
        proofs.failed(mem_store, number="SO-24903", email=f"x{i}@example.com")
    before = _anonymous(mem_store).snapshot()
    move = _anonymous(mem_store).say(f"Je veux déplacer la livraison de SO-24903, {JEAN}")
    assert move.text_id == "say_proof_locked" and "créneau" not in move.reply
    cases = _anonymous(mem_store).say(f"Un dossier est-il ouvert sur SO-24903 ? {JEAN}")
    assert cases.text_id == "say_proof_locked"
    assert _anonymous(mem_store).snapshot() == before


def test_a_signed_in_customer_is_never_locked_out(mem_store: Store) -> None:
    for i in range(proofs.PER_EMAIL):
        proofs.failed(mem_store, number=f"SO-4{i:04d}", email=JEAN)
        proofs.failed(mem_store, number="SO-24903", email=f"x{i}@example.com")
    rows = _rows(mem_store)
    turn = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN).say(
        "Où en est ma commande SO-24903 ?")
    assert turn.text_id == "say_status" and "SO-24903" in turn.reply
    bad = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN).say(
        "Où en est ma commande SO-99999 ?")
    assert bad.text_id == "say_not_found_signed_in"
    assert _rows(mem_store) == rows  # a signed-in customer's refusals are no guesses


def test_an_e_mail_once_proven_reads_its_other_orders_uncounted(mem_store: Store) -> None:
    desk = _anonymous(mem_store)
    assert desk.say(f"Où en est SO-24903 ? {JEAN}").text_id == "say_status"
    assert desk.say("et SO-99999 ?").text_id == "say_not_found"  # a typo, not a guess
    assert _rows(mem_store) == 0


def test_the_window_moves_on_and_old_failures_are_forgotten(store: Store) -> None:
    long_ago = SystemClock().now() - proofs.WINDOW - timedelta(seconds=1)
    for i in range(proofs.PER_ORDER):
        proofs.failed(store, number="SO-24903", email=f"x{i}@example.com", at=long_ago)
    assert not proofs.locked(store, number="SO-24903", email=JEAN)
    assert _anonymous(store).say(f"Où en est SO-24903 ? {JEAN}").text_id == "say_status"
    proofs.failed(store, number="SO-24903", email="late@example.com")
    assert _rows(store) == 2  # the ten old rows are gone: a window's worth is kept


@pytest.mark.parametrize(("number", "email"), [
    ("so-24903 ", "X0@Example.com"), ("SO-24903", " x0@example.COM"),
])
def test_keys_are_normalised_as_proofs_are(store: Store, number: str, email: str) -> None:
    for _ in range(proofs.PER_ORDER):
        proofs.failed(store, number="SO-24903", email="x0@example.com")
    assert proofs.locked(store, number=number, email="other@example.com")
    assert not proofs.locked(store, number="SO-24911", email=email)


@pytest.mark.parametrize("locked", [False, True])
def test_a_second_request_tells_nothing_of_an_e_mail_not_proven(mem_store: Store,
                                                                 locked: bool) -> None:
    """A request queued behind the main one ("…, et déplacez aussi SO-…") never reveals
    whether the e-mail owns its number while the main order did not prove the e-mail (a
    failed proof, or a locked one): the reply is the same for the caller's number and for
    another customer's, and names neither."""
    if locked:
        for i in range(proofs.PER_EMAIL):
            proofs.failed(mem_store, number=f"SO-5{i:04d}", email=JEAN)
    replies = []
    for second in ("SO-24911", "SO-30002"):  # Jean's own, then Alice's
        turn = _anonymous(mem_store).say(
            f"Ma commande SO-30001 est arrivée abîmée. Et je voudrais aussi déplacer la "
            f"livraison de {second} à la semaine prochaine. {JEAN}")
        assert turn.text_id == ("say_proof_locked" if locked else "say_not_found"), turn.reply
        assert second not in turn.reply
        assert not any(e.get("tool") == "find_orders" for e in turn.trace)
        replies.append(turn.reply)
    assert replies[0] == replies[1]
