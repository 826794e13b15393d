"""Staff understanding gaps (staff tester, h2 brief), on the demo data through the front door:
a sum asked as a follow-up keeps its customer; a name given to "did you mean?" is a new search
and "no" closes it; "why" questions are out of scope; a customer's orders asked in English;
"the last three quarters" are calendar quarters."""

from __future__ import annotations

from typing import Any

import pytest

from graphs.front_door import builder
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.harness import DEMO_NOW, Conversation, demo_data_store, nodes_of, staff_desk

NOW = DEMO_NOW  # a Wednesday


store = pytest.fixture(scope="module", name="store")(demo_data_store)  # read only
staff = staff_desk


# -- 1. a sum asked as a follow-up keeps the customer of the last answer --------------------

@pytest.mark.parametrize(("question", "follow_up", "heading"), [
    ("Quelles factures de John Doe sont impayées ?", "et combien au total ?",
     "Factures impayées de John Doe : 3, pour un total de 21\u202f478,50"),
    ("Quelles factures de John Doe sont impayées ?", "Combien en tout ?",
     "Factures impayées de John Doe : 3"),
    ("Which bills of John Doe are unpaid?", "and how much in total?",
     "Unpaid bills of John Doe: 3, for a total of €21,478.50"),
    ("Which bills of John Doe are unpaid?", "how many altogether?", "Unpaid bills of John Doe: 3"),
    ("Montre les factures de John Doe", "et ça fait combien au total ?",
     "Factures de John Doe : 36"),
])
def test_a_sum_as_a_follow_up_keeps_the_customer(store: Store, question: str, follow_up: str,
                                                  heading: str) -> None:
    desk = staff(store)
    assert desk.say(question).text_id == "billing_answer"
    turn = desk.say(follow_up)
    assert turn.text_id == "billing_answer"
    assert heading.replace("\u202f", " ") in turn.reply.replace("\u202f", " ").replace(
        "\u00a0", " ")
    assert "tous clients" not in turn.reply and "all customers" not in turn.reply


def test_a_sum_about_the_business_is_still_across_customers(store: Store) -> None:
    desk = staff(store)
    desk.say("Quelles factures de John Doe sont impayées ?")
    turn = desk.say("Combien de factures impayées avons-nous au total ?")
    assert "tous clients" in turn.reply


# -- 2. did you mean? a name is a new search; "no" closes it ---------------------------------

def _graph(which: str) -> Any:
    from graphs import analysis, billing

    return {"front_door": builder, "analysis": analysis.builder, "billing": billing.builder}[
        which]


@pytest.mark.parametrize("which", ["front_door", "workflow alone"])
@pytest.mark.parametrize(("question", "answer"), [
    ("Quelles factures de Marie Dupond sont impayées ?", "pas lui"),
    ("Quelles factures de Marie Dupond sont impayées ?", "non"),
    ("Analyse Marie Dupond sur 2025", "ce n'est pas elle"),
    ("Analyse Marie Dupond sur 2025", "wrong customer"),
    ("Analyse Bernard sur 2025", "ni l'un ni l'autre"),
    ("Factures en retard de Bernard", "aucun"),
])
def test_no_closes_the_search_on_every_path(store: Store, which: str, question: str,
                                            answer: str) -> None:
    """The front door and each workflow served alone read the no the same way, before any
    model reads it."""
    graph = _graph(which if which == "front_door" else
                   ("analysis" if question.startswith("Analyse") else "billing"))
    desk = Conversation(graph, store, OfflineChatModel(), channel="staff", now=NOW.isoformat())
    assert desk.say(question).asks
    turn = desk.say(answer)
    assert turn.text_id == "say_search_dropped" and not turn.asks, turn.reply
    assert turn.model_calls == 0


@pytest.mark.parametrize("which", ["front_door", "workflow alone"])
@pytest.mark.parametrize(("question", "answer", "said", "heading"), [
    ("Quelles factures de Marie Dupond sont impayées ?", "non, Sarah Connor", "Sarah Connor",
     "Factures impayées de Sarah Connor"),
    ("Quelles factures de Marie Dupond sont impayées ?", "not her, Sarah Connor",
     "Sarah Connor", "Unpaid bills of Sarah Connor"),
    ("Quelles factures de Marie Dupond sont impayées ?", "non, Dupuis", None,
     "aucun client"),
    ("Analyse Marie Dupond sur 2025", "non c'est Sarah Connor", "Sarah Connor", "2025"),
    ("Analyse Marie Dupond sur 2025", "ce n'est pas elle, c'est Paul Dupont", "Paul Dupont",
     "2025"),
    ("Analyse Marie Dupond sur 2025", "non, Dupuis", None, "« Dupuis »"),
    ("Analyse Bernard sur 2025", "pas eux, plutôt Tom Durand", "Tom Durand", "2025"),
    ("Factures en retard de Bernard", "non, Sarah Connor", "Sarah Connor",
     "Factures en retard de Sarah Connor"),
])
def test_a_no_then_another_name_is_a_new_search_for_the_same_question(
        store: Store, which: str, question: str, answer: str, said: str | None,
        heading: str) -> None:
    graph = _graph(which if which == "front_door" else
                   ("analysis" if question.startswith("Analyse") else "billing"))
    desk = Conversation(graph, store, OfflineChatModel(), channel="staff", now=NOW.isoformat())
    assert desk.say(question).asks
    turn = desk.say(answer)
    assert "classify_request" not in nodes_of(turn)  # an answer, read as one
    assert heading in turn.reply, turn.reply
    if said is not None:
        assert turn.text_id in ("billing_answer", "analysis_report"), turn.reply
        assert said in turn.reply and "Marie" not in turn.reply and "Bernard" not in turn.reply
    else:
        assert turn.text_id == "say_no_customer", turn.reply


@pytest.mark.parametrize("question", [
    "Quelles factures de Marie Dupond sont impayées ?", "Analyse Marie Dupond sur 2025",
])
@pytest.mark.parametrize("answer", ["Paul Dupont", "non, Paul Dupont", "c'est Paul Dupont"])
def test_a_name_given_to_did_you_mean_is_a_new_search(store: Store, question: str,
                                                      answer: str) -> None:
    desk = staff(store)
    asked = desk.say(question)
    assert asked.text_id == "ask_did_you_mean" and asked.asks
    turn = desk.say(answer)
    assert turn.text_id in ("billing_answer", "analysis_report")
    assert "Paul Dupont" in turn.reply and "Marie" not in turn.reply
    if "Analyse" in question:  # the period of the question stands
        assert "2025" in turn.reply


def test_an_answer_pointing_at_nothing_lists_again(store: Store) -> None:
    desk = staff(store)
    desk.say("Analyse Marie Dupond sur 2025")
    again = desk.say("le troisième")
    assert again.text_id == "ask_did_you_mean" and "Marie Dupont" in again.reply


@pytest.mark.parametrize(("question", "answer", "said"), [
    ("Quelles factures de Marie Dupond sont impayées ?", "non", "je laisse cette recherche"),
    ("Quelles factures de Marie Dupond sont impayées ?", "aucun", "je laisse cette recherche"),
    ("Analyse Marie Dupond sur 2025", "no, never mind", "dropped that search"),
    ("Analyse Marie Dupond sur 2025", "Non merci", "je laisse cette recherche"),
    ("Analyse the relationship with Dupont in 2025", "neither of them", "dropped that search"),
    ("Quelles factures de Dupont sont en retard ?", "ni l'un ni l'autre",
     "je laisse cette recherche"),
])
def test_no_closes_the_question_with_a_fixed_text(store: Store, question: str, answer: str,
                                                  said: str) -> None:
    desk = staff(store)
    assert desk.say(question).asks
    turn = desk.say(answer)
    assert turn.text_id == "say_search_dropped" and not turn.asks
    assert said in turn.reply
    assert "classify_request" not in nodes_of(turn)  # Python read it: no model call
    after = desk.say("Quelles factures de John Doe sont en retard ?")
    assert after.text_id == "billing_answer" and "John Doe" in after.reply


# -- 3. a question about a cause is said out of scope, with what can be done -----------------

@pytest.mark.parametrize(("message", "said", "offered"), [
    ("Pourquoi le chiffre d'affaires a baissé ?", "je n'explique pas les évolutions",
     "analyser la relation avec un client"),
    ("why did revenue drop?", "I do not explain changes in the figures",
     "analyse a customer relationship"),
    ("Qu'est-ce qui explique la baisse des ventes de John Doe ?",
     "je n'explique pas les évolutions", "sur l'année passée"),
])
def test_a_why_question_is_out_of_scope(store: Store, message: str, said: str,
                                        offered: str) -> None:
    turn = staff(store).say(message)
    assert turn.text_id == "say_out_of_scope" and not turn.asks
    assert said in turn.reply and offered in turn.reply


# -- 4. a customer's orders asked in English, as in French ---------------------------------

@pytest.mark.parametrize(("message", "heading"), [
    ("Quelles commandes a John Doe ?", "Commandes de John Doe"),
    ("show me John Doe's orders", "Orders of John Doe"),
    ("orders of John Doe", "Orders of John Doe"),
    ("What did John Doe order?", "Orders of John Doe"),
])
def test_a_customers_orders_in_either_language(store: Store, message: str,
                                               heading: str) -> None:
    turn = staff(store).say(message)
    assert turn.text_id == "billing_answer" and heading in turn.reply
    assert "SO-" in turn.reply and "F-20" not in turn.reply


# -- 5. "the last three quarters": the last three complete calendar quarters, stated -------

@pytest.mark.parametrize(("message", "stated"), [
    ("Analyse John Doe sur les trois derniers trimestres",
     "du 1er janvier 2026 au 30 septembre 2026"),
    ("Analyse John Doe over the last three quarters", "1 January 2026 to 30 September 2026"),
    ("Quelles factures de John Doe sur les 3 derniers trimestres ?",
     "du 1er janvier 2026 au 30 septembre 2026"),
    ("Which bills of John Doe over the last two quarters?", "1 April 2026 to 30 September 2026"),
])
def test_the_last_quarters_are_calendar_quarters(store: Store, message: str,
                                                 stated: str) -> None:
    turn = staff(store).say(message)
    assert turn.text_id in ("analysis_report", "billing_answer")
    assert stated in turn.reply
    # never the rolling nine months ending today
    assert "du 3 mars 2026" not in turn.reply and "from 3 March 2026" not in turn.reply


# -- years counted back are rolling months, and the reply says how it counted -----------------

@pytest.mark.parametrize(("message", "dates", "basis"), [
    ("Analyse John Doe sur les 2 dernières années",
     "du 3 décembre 2024 au 2 décembre 2026 (24 mois glissants)", None),
    ("Analyse John Doe over the last two years",
     "3 December 2024 to 2 December 2026 (a rolling 24 months)", None),
    ("Analyse John Doe sur l'année dernière",
     "du 1er janvier 2025 au 31 décembre 2025 (année civile 2025)", None),
    ("Factures de John Doe ces trois dernières années",
     "du 3 décembre 2023 au 2 décembre 2026", "Période : 36 mois glissants."),
    ("Bills of John Doe over the past 2 years", "3 December 2024 to 2 December 2026",
     "Period: a rolling 24 months."),
    ("Combien de factures a John Doe sur les 12 derniers mois ?",
     "du 3 décembre 2025 au 2 décembre 2026", "Période : 12 mois glissants."),
    ("Bills of John Doe last year", "1 January 2025 to 31 December 2025",
     "Period: calendar year 2025."),
])
def test_the_reply_says_how_the_period_was_counted(store: Store, message: str, dates: str,
                                                   basis: str | None) -> None:
    turn = staff(store).say(message)
    assert turn.text_id in ("analysis_report", "billing_answer"), turn.reply
    assert dates in turn.reply
    if basis is not None:
        assert basis in turn.reply
