"""Answers to "which customer?" / "did you mean?" (staff tester, h2 brief): a name given is a
new search, an answer pointing at a listed one is a pick, "no" closes the question; all
pure, table-style."""

from __future__ import annotations

from typing import Any

import pytest

from nodes.front_door.nodes import route_channel
from nodes.kit.choose import declines_pick, names_someone

MARIE = {"id": "C-3", "name": "Marie Dupont", "email": "marie@example.com",
         "company": "Dupont & Fils"}


@pytest.mark.parametrize(("answer", "declines"), [
    ("non", True), ("Non.", True), ("no", True), ("nope", True), ("aucun", True),
    ("Aucune, merci", True), ("aucun des deux", True), ("non, aucun", True),
    ("no, never mind", True), ("never mind", True), ("none of them", True),
    ("Neither of them, thanks", True), ("ni l'un ni l'autre", True), ("laisse tomber", True),
    ("forget it", True), ("non ce n'est pas celui-là", True),
    ("non, Paul Dupont", False), ("Paul Dupont", False), ("oui", False), ("le deuxième", False),
    ("aucun des deux, je cherchais Durand", False), ("non, je cherchais Paul Dupont", False),
    ("Quelles factures de John Doe sont en retard ?", False),
])
def test_an_answer_that_takes_none_of_those_offered(answer: str, declines: bool) -> None:
    assert declines_pick(answer) is declines


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
