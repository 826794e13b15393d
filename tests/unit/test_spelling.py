"""Misspelt cue words: what the offline model reads as meant, and what it must leave alone."""

from __future__ import annotations

import re

import pytest

from services import text
from services.llm import lexicon
from services.text import Speller


@pytest.mark.parametrize(("written", "meant"), [
    ("wher", "where"), ("oder", "order"), ("delivry", "delivery"), ("comande", "commande"),
    ("livrason", "livraison"), ("reshedule", "reschedule"), ("anuler", "annuler"),
    ("commmande", "commande"), ("recieved", "received"), ("damged", "damaged"),
    ("avalaible", "available"), ("disponibilties", "disponibilites"),
])
def test_a_letter_left_out_doubled_or_swapped_is_read_as_meant(written: str, meant: str) -> None:
    assert lexicon.SPELLER.correct(written) == meant


@pytest.mark.parametrize(("speller", "word"), [
    (Speller({"casse"}, set()), "cause"),  # a letter typed for another: too many real words
    (Speller({"margin"}, set()), "martin"),
    (Speller({"where"}, set()), "here"),  # the first letter differs
    (Speller({"where"}, set()), "whr"),  # under 4 letters
    (Speller({"ready"}, {"read"}), "read"),  # a known word is a word
    (Speller({"status", "statut"}, set()), "statu"),  # two meanings as near: no guess
    (Speller({"reschedule"}, set()), "rschdle"),  # three slips
    (Speller({"where"}, set()), "where"),
])
def test_what_is_no_slip_is_left_as_written(speller: Speller, word: str) -> None:
    assert speller.correct(word) is None


def test_a_real_word_for_another_is_read_only_inside_a_cue_phrase() -> None:
    speller = Speller({"where"}, {"were"}, {"where is", "where are"})
    assert speller.fix("were is my order") == "where is my order"
    assert speller.fix("were are my chairs") == "where are my chairs"
    assert speller.fix("we were told monday") == "we were told monday"


def test_kept_words_and_names_stay_as_written() -> None:
    speller = Speller({"margin"}, set())
    assert speller.fix("merci marin") == "merci margin"
    assert speller.fix("merci marin", keep={"marin"}) == "merci marin"
    # In a message, a capitalised word inside a sentence is a name.
    assert lexicon.spelled("Merci Marin", "merci marin") == "merci marin"
    # A misspelt first word is capitalised too: still read.
    assert lexicon.spelled("Wher is it", "wher is it") == "where is it"


def test_a_text_with_nothing_to_correct_is_returned_as_it_is() -> None:
    folded = "bonjour, ou en est ma commande so-24903 ?"
    assert lexicon.SPELLER.fix(folded) is folded


@pytest.mark.parametrize(("message", "intent"), [
    ("wher is my order SO-24903??", "order_status"),
    ("were is my order SO-24903", "order_status"),
    ("je voudrais deplacr ma livraison SO-24903", "reschedule"),
    ("my sofa arived damged SO-24870", "report_damage"),
    ("are there any avalaible slots next week for SO-24911?", "availability"),
    # What a slip must not turn into a request.
    ("je veux annuler ma commande SO-24903", "other"),
    ("je veux anuler la livraison de SO-24903", "other"),
    ("I read your email, thanks", "other"),
    ("Here is my email: jean.martin@example.com", "other"),
    ("c'est à cause de la grève ? merci", "other"),
])
def test_customer_intents_with_misspelt_cues(message: str, intent: str) -> None:
    assert lexicon.intent_of(message) == intent


@pytest.mark.parametrize(("message", "workflow"), [
    ("où en est la commande SO-24903 de jean.martin@example.com ?", "care_desk"),
    ("ou en est la comande de Marie Dupont ?", "care_desk"),
    ("Jean Martin voudrait décaler sa livraison au mois prochain", "care_desk"),
    ("anule la facture F-2025-0001", "out_of_scope"),
    ("invoce list for Sarah Connor", "billing"),
    ("chiffre d'affaires annuel de Jean Martin en 2025", "analysis"),
    ("Quelles factures de Jean Martin sont en retard ?", "billing"),
    ("Annule la commande SO-24903 de Jean Martin", "out_of_scope"),
])
def test_staff_routes_with_misspelt_cues_and_order_questions(message: str, workflow: str) -> None:
    assert lexicon.staff_workflow(message) == workflow


def test_every_cue_word_is_a_word_the_rules_are_written_with() -> None:
    """The vocabulary stays the lexicon's: each word (or its stem) is in a cue pattern."""
    patterns = [lexicon.DAMAGE, lexicon.RESCHEDULE, lexicon.AVAILABILITY, lexicon.BACK_OFFICE,
                lexicon.STATUS, lexicon.STAFF_WRITE, lexicon.STAFF_BILLING,
                lexicon.STAFF_ANALYSIS, text.ORDER_WORD_RE, text.ORDER_REFERENCE]
    source = " ".join(p.pattern for p in patterns)
    stray = [w for w in lexicon.CUE_WORDS if not any(
        re.search(rf"(?<![a-z]){re.escape(w[:len(w) - k])}", source)
        for k in range(5) if len(w) - k >= 4)]
    assert not stray
    assert not lexicon.NEAR_CUE_WORDS & lexicon.CUE_WORDS


def test_the_billing_loop_reads_a_misspelt_overdue() -> None:
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    from services.llm.offline import _billing_agent

    tools = ["search_customer", "list_bills", "unpaid_bills", "get_bill"]
    question = HumanMessage(content="<today>\n2026-12-01\n</today>\n"
                                    "<question>\noverdu invoices for John Doe\n</question>")
    asked = AIMessage(content="", tool_calls=[
        {"name": "search_customer", "args": {"query": "John Doe"}, "id": "c1"}])
    found = ToolMessage(content='{"customers": [{"id": "C-003", "name": "John Doe"}]}',
                        tool_call_id="c1")
    call = _billing_agent([question, asked, found], tools)
    assert call == {"name": "unpaid_bills", "args": {"customer_id": "C-003",
                                                     "overdue_only": True}}
