"""Answers to "which customer?" / "did you mean?" (staff tester, h2 brief): a name given is a
new search, an answer pointing at a listed one is a pick, "no" closes the question; all
pure, table-style."""

from __future__ import annotations

from typing import Any

import pytest

from nodes.front_door.nodes import route_channel
from nodes.kit.choose import declines_pick, named_after_no, names_someone

MARIE = {"id": "C-3", "name": "Marie Dupont", "email": "marie@example.com",
         "company": "Dupont & Fils"}


@pytest.mark.parametrize(("answer", "declines"), [
    ("non", True), ("Non.", True), ("no", True), ("nope", True), ("aucun", True),
    ("Aucune, merci", True), ("aucun des deux", True), ("non, aucun", True),
    ("no, never mind", True), ("never mind", True), ("none of them", True),
    ("Neither of them, thanks", True), ("ni l'un ni l'autre", True), ("laisse tomber", True),
    ("forget it", True), ("non ce n'est pas celui-là", True),
    ("pas lui", True), ("non, pas elle", True), ("ce n'est pas elle", True),
    ("c'est pas lui", True), ("Non, ce n’est pas lui.", True), ("pas ce client", True),
    ("not him", True), ("no, not her", True), ("that's not her", True),
    ("wrong customer", True), ("not the right one", True), ("pas eux", True),
    ("non, Paul Dupont", False), ("Paul Dupont", False), ("oui", False), ("le deuxième", False),
    ("aucun des deux, je cherchais Durand", False), ("non, je cherchais Paul Dupont", False),
    ("Quelles factures de John Doe sont en retard ?", False),
])
def test_an_answer_that_takes_none_of_those_offered(answer: str, declines: bool) -> None:
    assert declines_pick(answer) is declines


@pytest.mark.parametrize(("answer", "name"), [
    ("non, Dupuis", "Dupuis"), ("non c'est Sarah Connor", "Sarah Connor"),
    ("not her, Sarah Connor", "Sarah Connor"), ("no, I meant Tom Durand", "Tom Durand"),
    ("ce n'est pas elle, c'est Paul Dupont", "Paul Dupont"),
    ("pas lui, plutôt Émilie Lefèvre", "Émilie Lefèvre"), ("nope - Tom Durand", "Tom Durand"),
    ("Non. Je voulais dire Omar Bernard", "Omar Bernard"),
    ("non, Marie Curie s'il vous plaît", "Marie Curie"),
    ("No, Jean-Pierre Durand please", "Jean-Pierre Durand"),
    ("non, mais en fait c'est Dupuis", "Dupuis"), ("wrong one, it's Omar", "Omar"),
    # no name after the no, or no no at all
    ("non", None), ("non merci", None), ("no, never mind", None), ("non, aucun", None),
    ("non, le deuxième", None), ("non, c'est celui-là", None), ("Paul Dupont", None),
    ("non, pourquoi ?", None), ("oui, Paul Dupont", None),
    ("non, je voudrais les factures impayées de tous les clients", None),
])
def test_a_no_then_another_name(answer: str, name: str | None) -> None:
    assert named_after_no(answer) == name


@pytest.mark.parametrize(("name", "answer", "names"), [
    ("Paul Dupont", "Paul Dupont", True), ("Paul Dupont", "non, Paul Dupont", True),
    ("Jean", "Jean", True), ("Dupont & Fils", "Dupont & Fils", True),
    ("Paul Dupont", "Paul", False),               # not the answer's own words
    ("troisième", "le troisième", False), ("third one", "the third one", False),
    ("celui-là", "celui-là", False),
])
def test_a_name_read_in_an_answer_names_someone(name: str, answer: str, names: bool) -> None:
    assert names_someone(name, answer) is names


def did_you_mean(workflow: str) -> dict[str, Any]:
    return {"workflow": workflow, "question": "ask_did_you_mean", "candidates": [MARIE]}


@pytest.mark.parametrize(("state", "to"), [
    ({"channel": "staff", "message": "non", "awaiting": did_you_mean("billing")},
     "say_search_dropped"),
    ({"channel": "staff", "message": "no, never mind", "awaiting": did_you_mean("analysis")},
     "say_search_dropped"),
    ({"channel": "staff", "message": "oui", "awaiting": did_you_mean("analysis")}, "analysis"),
    ({"channel": "staff", "message": "Paul Dupont", "awaiting": did_you_mean("billing")},
     "classify_request"),
    ({"channel": "staff", "message": "pas lui", "awaiting": did_you_mean("billing")},
     "say_search_dropped"),
    # a no, then another name: the workflow's answer (a new search), never the classifier's
    ({"channel": "staff", "message": "non, Dupuis", "awaiting": did_you_mean("billing")},
     "billing"),
    ({"channel": "staff", "message": "not her, Sarah Connor",
      "awaiting": did_you_mean("analysis")}, "analysis"),
    # "non" to the care desk's yes/no question is the care desk's answer
    ({"channel": "staff", "message": "non", "awaiting": {
        "workflow": "care_desk", "question": "ask_confirm_move", "pending": {
            "action": "move", "order_number": "SO-1", "email": "a@b.c", "slot_id": "S"}}},
     "care_desk"),
    # on the customer channel nothing staff-side is reachable
    ({"channel": "customer", "message": "non", "awaiting": did_you_mean("billing")},
     "care_desk"),
])
def test_route_channel_closes_a_declined_pick(state: dict[str, Any], to: str) -> None:
    assert route_channel(state).to == to  # type: ignore[arg-type]


# -- a question about a cause is out of scope: figures, never their causes -------------------

@pytest.mark.parametrize(("message", "workflow"), [
    ("Pourquoi le chiffre d'affaires a baissé ?", "out_of_scope"),
    ("pourquoi le chiffre d affaire a baisse", "out_of_scope"),
    ("pourqoi le chiffre d'affaire a baissé ?", "out_of_scope"),
    ("why did revenue drop?", "out_of_scope"),
    ("Why are John Doe's sales down?", "out_of_scope"),
    ("what explains the drop in revenue?", "out_of_scope"),
    ("Qu'est-ce qui explique la baisse du chiffre d'affaires ?", "out_of_scope"),
    ("Pour quelle raison les ventes ont chuté ?", "out_of_scope"),
    ("how come revenue fell last quarter?", "out_of_scope"),
    ("explique-moi la baisse des ventes", "out_of_scope"),
    # figures asked stay answered
    ("Quel est le chiffre d'affaires de John Doe en 2025 ?", "analysis"),
    ("Analyse the relationship with Doe, and explain the numbers", "analysis"),
    ("Why is F-2026-0027 overdue?", "billing"),  # the bill named is shown
])
def test_a_question_about_a_cause_is_out_of_scope(message: str, workflow: str) -> None:
    from services.llm import lexicon

    assert lexicon.staff_workflow(message) == workflow


@pytest.mark.parametrize("previous", ["analysis", "billing"])
def test_a_cause_is_no_follow_up(previous: str) -> None:
    from nodes.front_door.schemas import StaffRoute
    from nodes.kit.fill import build_prompt
    from services.llm.offline import OfflineChatModel

    prompt = build_prompt("classify", {"previous_request": previous,
                                       "staff_message": "et pourquoi ça a baissé ?"})
    answer = OfflineChatModel().with_structured_output(StaffRoute).invoke(prompt)
    assert answer.workflow == "out_of_scope"


# -- a customer's orders, asked in French or in English ------------------------------------

@pytest.mark.parametrize("message", [
    "Quelles commandes a John Doe ?", "les commandes de John Doe", "show me John Doe's orders",
    "orders of John Doe", "What orders does John Doe have?", "List the orders of John Doe",
    "John Doe orders", "What did John Doe order?", "show me John Doe's order history",
    "What has John Doe ordered?",
])
def test_a_customers_orders_are_a_billing_question(message: str) -> None:
    from services.llm import billing_words, lexicon

    assert lexicon.staff_workflow(message) == "billing"
    assert billing_words.bill_ask(message) == "orders"
    assert billing_words.named_customer(message) == "John Doe"


@pytest.mark.parametrize("message", ["where is order SO-24903?", "Where are John Doe's orders?"])
def test_where_an_order_is_stays_with_the_care_desk(message: str) -> None:
    from services.llm import lexicon

    assert lexicon.staff_workflow(message) == "care_desk"


@pytest.mark.parametrize("workflow", ["analysis", "billing"])
@pytest.mark.parametrize(("message", "drops"), [
    ("non", True), ("pas lui", True), ("aucun des deux", True), ("no, never mind", True),
    ("non, Dupuis", False), ("oui", False), ("Paul Dupont", False),
])
def test_each_workflow_run_alone_drops_a_declined_search(workflow: str, message: str,
                                                         drops: bool) -> None:
    """Run alone (Studio, the server), the analysis and billing read the no before their
    model, as the front door does."""
    from nodes.analysis.routes import after_begin as analysis_begin
    from nodes.billing.routes import after_begin as billing_begin

    router = {"analysis": analysis_begin, "billing": billing_begin}[workflow]
    state = {"message": message, "awaiting": did_you_mean(workflow)}
    route = router(state)  # type: ignore[operator]
    assert (route.to == "say_search_dropped") is drops
    assert router({"message": message}).to != "say_search_dropped"  # type: ignore[operator]
