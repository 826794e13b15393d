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


@pytest.mark.parametrize("question", ["How much is Sarah Connor still owing us?",
                                      "what's Sarah Connor owing?",
                                      "combien nous doit encore Sarah Connor ?"])
def test_what_one_customer_owes_names_the_one_bill_owed(store: Store, question: str) -> None:
    """"still owing" is what is owed; one bill owed is named with its issue date (README)."""
    turn = staff_desk(store).say(question)
    assert turn.text_id == "billing_answer", turn.reply
    assert "F-2026-0066" in turn.reply and ("24 November 2026" in turn.reply
                                            or "24 novembre 2026" in turn.reply), turn.reply


def test_the_one_overdue_bill_owed_says_how_late_it_is(store: Store) -> None:
    desk = staff_desk(store)
    turn = desk.say("Combien de factures en retard a John Doe ?")
    assert turn.text_id == "billing_answer", turn.reply
    # John Doe's one overdue bill: named, with its due date and its days late
    assert "F-2026-0027" in turn.reply and "en retard de" in turn.reply, turn.reply


@pytest.mark.parametrize(("question", "since"), [
    ("what does Sarah Connor owe?", "since when?"),
    ("combien nous doit Jean Martin ?", "depuis quand ?"),
])
def test_since_when_after_one_bill_owed_is_that_bill(store: Store, question: str,
                                                     since: str) -> None:
    desk = staff_desk(store)
    desk.say(question)
    turn = desk.say(since)
    assert turn.text_id == "billing_answer", turn.reply
    assert "F-2026-0066" in turn.reply or "F-2026-0003" in turn.reply, turn.reply


@pytest.mark.parametrize("question", ["How long has John Doe's invoice been overdue?",
                                      "depuis combien de temps les factures de John Doe "
                                      "sont-elles en retard ?"])
def test_how_long_a_customers_bills_are_overdue_says_the_days(store: Store,
                                                              question: str) -> None:
    turn = staff_desk(store).say(question)
    assert turn.text_id == "billing_answer", turn.reply
    assert "F-2026-0027" in turn.reply, turn.reply
    assert "11 days" in turn.reply or "11 j" in turn.reply, turn.reply


@pytest.mark.parametrize(("question", "again"), [
    ("Top 3 clients by revenue 2026?", "and last year?"),
    ("top 3 clients par CA 2026", "et l'année d'avant ?"),
])
def test_a_ranking_carried_on_keeps_its_size_and_language(store: Store, question: str,
                                                          again: str) -> None:
    """"by revenue" is English (the reply too); "and last year?" keeps the top 3 asked."""
    desk = staff_desk(store)
    first = desk.say(question)
    assert first.text_id == "billing_answer", first.reply
    assert ("Bills issued" in first.reply) is ("by revenue" in question), first.reply
    turn = desk.say(again)
    assert turn.text_id == "billing_answer" and "2025" in turn.reply, turn.reply
    rows = [line for line in turn.reply.splitlines() if line.startswith("| ")
            and line[2:3].isdigit()]
    assert len(rows) == 3, turn.reply


def test_a_ranking_carried_on_without_a_size_keeps_the_default(store: Store) -> None:
    desk = staff_desk(store)
    desk.say("top clients 2026")
    turn = desk.say("and last year?")
    rows = [line for line in turn.reply.splitlines() if line.startswith("| ")
            and line[2:3].isdigit()]
    assert len(rows) == 5, turn.reply


@pytest.mark.parametrize("question", ["Please inform me what John Doe owes",
                                      "Informe-moi du solde de John Doe",
                                      "is F-2026-0066 void?",
                                      "Dites à quelle date John Doe a payé sa dernière facture"])
def test_a_read_question_with_a_word_of_writing_is_answered(store: Store, question: str) -> None:
    """"inform me", "void" said of a bill, "dites à quelle date": no write asked."""
    turn = staff_desk(store).say(question)
    assert turn.text_id == "billing_answer", turn.reply
