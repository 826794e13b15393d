"""blind15 staff_ledger: how the back office reads a staff member's words (offline model).

A request to write to a customer or to undo a bill said with a verb the back office had not
listed ("email Hugo Martin a summary", "void her January invoice", "préviens-le", "close
her account") was read as a question and answered with bills; a change's object said after
"and" ("delete her account and all her invoices") was read as a question of its own; words
of a question ("our single biggest unpaid invoice", "ok, forget it") were taken for a
customer's name."""

from __future__ import annotations

import pytest

from services.llm.billing_words import asks_change, without_change
from services.llm.lexicon import customer_name


@pytest.mark.parametrize("message", [
    "email Hugo Martin a summary of what he owes",
    "Could you please void Nathalie Dubois's January invoice? It was a mistake on our side.",
    "can you invalidate F-2026-0021",
    "scrap Dubois's January bill",
    "erase Sarah's invoices",
    "get rid of Mitchell's account",
    "close Sarah Mitchell's account",
    "shoot Hugo Martin an email about what he owes",
    "drop him a line about his balance",
    "text Hugo his balance",
    "write to Hugo Martin about his unpaid bills",
    "contact Hugo Martin about his bills",
    "please call Hugo Martin",
    "tell him he owes 560 euros",
    "let Hugo know about his balance",
    "préviens Hugo Martin qu'il nous doit 2250 €",
    "contacte-la pour sa facture",
    "appelle Hugo Martin",
    "dis-lui qu'il doit payer",
    "rayez la facture F-2026-0021",
    "clôture le compte de Sarah Mitchell",
    "peux-tu désactiver la fiche de Sarah Mitchell ?",
])
def test_a_write_said_with_any_verb_is_a_change(message: str) -> None:
    assert asks_change(message)
    assert without_change(message) == ""


@pytest.mark.parametrize("message", [
    "Email of Hugo Martin?",
    "contact details of Hugo Martin",
    "when did we last call him?",
    "tell me what Hugo owes",
    "what is the email address of Hugo Martin",
    "which bills are closed?",
    "est-ce que le compte de Hugo est clôturé ?",
    "factures de l'exercice clôturé",
    "drop the paid ones",
    "did we send Mehdi Haddad his invoice?",
    "dis-moi ce que doit Hugo Martin",
])
def test_the_same_words_asked_of_the_records_are_no_change(message: str) -> None:
    assert not asks_change(message)


@pytest.mark.parametrize(("message", "left"), [
    ("delete Sarah Mitchell's account and all her invoices", ""),
    ("supprime le compte de Sarah Mitchell et toutes ses factures", ""),
    ("cancel F-2026-0013 and his other bills too", ""),
    ("marque F-2026-0102 payée et donne-moi ses impayés", "donne-moi ses impayés"),
    ("mark F-2026-0105 paid and what does he owe?", "what does he owe?"),
])
def test_more_of_a_changes_object_after_and_is_no_question(message: str, left: str) -> None:
    assert asks_change(message)
    assert without_change(message) == left


@pytest.mark.parametrize("message", [
    "What's our single biggest unpaid invoice right now?",
    "ok, forget it. when is it due?",
    "never mind, what does he owe?",
    "laisse tomber, il doit combien ?",
    "oublie ça. elle est due quand ?",
    "what's the exact amount still owed overall?",
    "c'est quoi la seule facture en retard ?",
])
def test_words_of_a_question_are_no_customer_name(message: str) -> None:
    assert customer_name(message) is None


@pytest.mark.parametrize(("message", "name"), [
    ("what is the current balance of hugo martin", "hugo martin"),
    ("scratch that, show me dubois", "dubois"),
    ("quelle est la seule facture impayée de brooks ?", "brooks"),
])
def test_a_name_beside_those_words_is_still_read(message: str, name: str) -> None:
    assert customer_name(message) == name
