"""What a message said to a slot list means when it picks nothing: the change let go, none
suits (with an apology), later or earlier than the list; the status topic of a question."""

from __future__ import annotations

import pytest

from nodes.kit.answers import (
    beyond_list,
    drops_the_change,
    none_suits,
    only_points_at_order,
    question_topic,
)


@pytest.mark.parametrize(("message", "dropped"), [
    ("non laissez tomber, c'est bon", True), ("oubliez, ne changez rien", True),
    ("finalement non, je garde ma date", True), ("tant pis", True),
    ("actually no, keep it as is", True), ("never mind", True), ("forget it", True),
    ("leave it as it is", True), ("I'll keep my slot", True),
    ("le 2", False), ("je garde le 2", False), ("plus tard ?", False), ("oui", False),
])
def test_drops_the_change(message: str, dropped: bool) -> None:
    assert drops_the_change(message) is dropped


@pytest.mark.parametrize(("message", "none"), [
    ("neither, sorry", True), ("aucun, malheureusement", True), ("aucun ne me va", True),
    ("none of them, unfortunately", True), ("none of those work, anything later?", False),
    ("le premier", False),
])
def test_none_suits_with_an_apology(message: str, none: bool) -> None:
    assert none_suits(message) is none


@pytest.mark.parametrize(("message", "beyond"), [
    ("ni l'un ni l'autre, vous avez pas plus tard ?", "later"), ("anything later?", "later"),
    ("none of those work, anything the week after?", "week_after"),
    ("la semaine d'après ?", "week_after"), ("vous avez plus tôt ?", "earlier"),
    ("something sooner?", "earlier"),
    # a day of its own, or "later" said of the conversation: no
    ("plus tard, le 20", None), ("the week after next?", None), ("I'll decide later", None),
    ("je rappellerai plus tard", None), ("le 2", None),
])
def test_beyond_list(message: str, beyond: str | None) -> None:
    assert beyond_list(message) == beyond


@pytest.mark.parametrize(("message", "topic"), [
    ("attendez, c'est quoi déjà le statut de la commande ?", "status"),
    ("ah et aussi c'est quoi l'étape actuelle ?", "status"),
    ("elle en est où ?", "status"), ("what stage is it at?", "status"),
    ("is it ready yet?", "status"), ("c'est payant ?", "cost"), ("à quelle heure ?", "hours"),
])
def test_the_status_topic(message: str, topic: str) -> None:
    assert question_topic(message) == topic


@pytest.mark.parametrize(("message", "pointing"), [
    ("ma commande SO-25129 ?", True), ("et la SO-25129", True), ("order SO-25129?", True),
    ("what about order 25129?", True), ("hello, SO-25129 please", True),
    ("SO-25129 est abîmée", False), ("déplacez SO-25129", False), ("ma commande ?", False),
])
def test_only_points_at_order(message: str, pointing: bool) -> None:
    assert only_points_at_order(message) is pointing
