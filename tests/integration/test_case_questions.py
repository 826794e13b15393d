""""Il y a déjà un dossier ouvert ?", "do I have an open claim for my sofa?": answered from
the data (the open cases, their number, kind, order and day opened), read only; a case is
never opened from a question about one."""

from __future__ import annotations

import pytest

from graphs.care_desk import builder
from services.llm.lexicon import intent_of
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import ALICE, JEAN
from tests.harness import Conversation, nodes_of


@pytest.mark.parametrize("message", [
    "il y a déjà un dossier ouvert ?",
    "mon dossier SAV avance ?",
    "Où en est mon dossier ?",
    "ma réclamation a-t-elle été prise en compte ?",
    "est-ce que le SAV a avancé ?",
    "do I have an open claim?",
    "any update on my complaint?",
    "what is the status of my case?",
    "I opened a claim last week, any news?",
    # a problem already reported: the case it opened
    "j'ai déjà signalé un problème, vous en êtes où ?",
    "j'ai signalé le souci la semaine dernière, des nouvelles ?",
    "I already reported a problem, any update?",
    "I've reported the damage last week, what's happening?",
])
def test_a_case_asked_about_is_read_for_the_signed_in_customer(
        mem_store: Store, message: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert "read_cases" in nodes_of(turn)
    assert turn.text_id == "say_case_open" and not turn.asks
    assert "CASE-1001" in turn.reply and "SO-24870" in turn.reply
    assert ("réclamation" in turn.reply and "10 juillet 2026" in turn.reply) \
        or ("complaint" in turn.reply and "10 July 2026" in turn.reply)


@pytest.mark.parametrize(("message", "text_id", "order"), [
    ("do I have an open claim for my sofa?", "say_case_open", None),  # two sofas: both read
    ("do I have an open claim for my armchair?", "say_case_open", None),  # none: all read
    ("un dossier est-il ouvert pour mes chaises ?", "say_no_open_case", "SO-24911"),
    ("Est-ce qu'un dossier est ouvert pour SO-24870 ?", "say_case_open", "SO-24870"),
    ("is there a case open on SO-24903?", "say_no_open_case", "SO-24903"),
    ("y a-t-il une réclamation en cours sur SO-24911 ?", "say_no_open_case", "SO-24911"),
])
def test_a_case_asked_about_one_order_is_read_on_that_order(
        mem_store: Store, message: str, text_id: str, order: str | None) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.text_id == text_id and not turn.asks
    if order:
        assert order in turn.reply
    if text_id == "say_no_open_case":
        assert "CASE-1001" not in turn.reply


def test_no_case_open_says_so_and_offers_nothing_written(mem_store: Store) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=ALICE)
    before = desk.snapshot()
    turn = desk.say("il y a déjà un dossier ouvert ?")
    assert turn.text_id == "say_no_open_case" and "Aucun dossier" in turn.reply
    assert desk.say("oui").text_id != "say_damage_case"  # a yes to nothing proposed
    assert desk.snapshot() == before


def test_an_anonymous_customer_proves_the_order_first(mem_store: Store) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel())
    before = desk.snapshot()
    turn = desk.say("Bonjour, il y a un dossier ouvert sur ma commande SO-24870 ?")
    assert turn.text_id == "ask_email" and turn.asks
    turn = desk.say(JEAN)
    assert turn.text_id == "say_case_open" and "CASE-1001" in turn.reply
    assert desk.snapshot() == before
    other = Conversation(builder, mem_store, OfflineChatModel())
    turn = other.say(f"is there a case open on SO-24870? {ALICE}")
    assert turn.text_id.startswith("say_not_found") and "CASE-1001" not in turn.reply


def test_an_email_alone_never_lists_every_orders_cases(mem_store: Store) -> None:
    """Every order's cases are read only for a signed-in customer: an e-mail written in the
    conversation, with no order named, lists none (the desk asks for the order)."""
    desk = Conversation(builder, mem_store, OfflineChatModel())
    turn = desk.say(f"j'ai un dossier ouvert ? {JEAN}")
    assert "CASE-1001" not in turn.reply and turn.asks, turn.reply
    assert "read_cases" not in nodes_of(turn) or turn.text_id.startswith("say_not_found")


@pytest.mark.parametrize("message", [
    "je veux ouvrir un dossier", "I want to file a claim", "can you open a new case?",
    "je voudrais faire une réclamation",
])
def test_asking_to_open_a_case_is_no_question_about_one(message: str) -> None:
    assert intent_of(message) != "case_status"


@pytest.mark.parametrize(("message", "intent"), [
    ("in that case move it to Friday", "reschedule"),
    ("just in case, where is my order?", "order_status"),
    ("mon canapé est arrivé abîmé, il y a un dossier ?", "report_damage"),
    # told to the driver: news of the damage, no question about a case
    ("j'ai signalé au livreur que le pied était cassé", "report_damage"),
    ("I reported to the driver that the leg was broken", "report_damage"),
    # brought forward: a move; its progress ("l'avancée"): the status
    ("la livraison de SO-24903 peut-elle être avancée ?", "reschedule"),
    ("est-ce que SO-24903 pourrait être avancée au 7 ?", "reschedule"),
    ("avancez SO-24903 au 4 svp", "reschedule"),
    ("quelle est l'avancée de ma commande SO-24903 ?", "order_status"),
])
def test_other_words_keep_their_request(message: str, intent: str) -> None:
    assert intent_of(message) == intent
