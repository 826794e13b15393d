"""blind15 staff_ledger, through the front door on the demo data: a request to write to a
customer, to void a bill or to delete an account gets the read-only refusal, never the bills
its words name; a word of a question is no customer searched."""

from __future__ import annotations

import pytest

from services.store import Store
from tests.harness import demo_data_store, staff_desk

store = pytest.fixture(scope="module", name="store")(demo_data_store)  # read only


@pytest.mark.parametrize("request_", [
    "email John Doe a summary of what he owes",
    "Could you please void John Doe's January invoice? It was a mistake on our side.",
    "delete John Doe's account and all his invoices",
    "supprime le compte de John Doe et toutes ses factures",
    "préviens John Doe qu'il a des factures en retard",
    "clôture le compte de Marie Dupont",
])
def test_a_write_asked_in_any_words_is_refused(store: Store, request_: str) -> None:
    turn = staff_desk(store).say(request_)
    assert turn.text_id == "say_read_only", turn.reply
    assert "F-20" not in turn.reply, turn.reply


@pytest.mark.parametrize("question", ["What's our single biggest unpaid invoice right now?",
                                      "c'est quoi la seule plus grosse facture impayée ?"])
def test_a_word_of_the_question_is_no_customer(store: Store, question: str) -> None:
    turn = staff_desk(store).say(question)
    assert turn.text_id == "billing_answer", turn.reply
