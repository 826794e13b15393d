"""Follow-up questions about a booking (f7c): read in Python as a question about the booking
as it stands, never as a wish, a yes or a pick."""

from __future__ import annotations

from datetime import date

import pytest

from nodes.kit.answers import (
    asks_for_orders,
    asks_order_status,
    leads_with_no,
    puts_off,
    waits,
    yes_restating,
)
from nodes.kit.consent import DOING, read_answer
from services.text import asks_about_booking, visit_asked


@pytest.mark.parametrize("message", [
    # the move's outcome
    "did it work?", "did it go through?", "did it wrk?", "it went through?", "all done?",
    "is it done?", "has it been changed?", "Ça a bien marché alors ?", "ca a marché ?",
    "c fait ?", "c'est fait alors ?", "la livraison a bien été modifiée ?",
    # the day asked again
    "Merci ! Vous pouvez me confirmer la date ?", "vous pouvez me redire la date ?",
    "what is the original date again?", "remind me, what's the date again?",
    "quelle est la date maintenant ?", "elle arrive quand deja", "when is it now?",
    "Euh, et la table SO-70102 c'est quand déjà ?",
    # a day or a half-day said back to be checked
    "So it's Friday the 20th again?", "Donc c'est le 3 maintenant ?", "so its the 3rd now?",
    "and it's definitely the afternoon?", "Et il arrive le 24 alors, c'est bien ça ?",
    "Avant de répondre : le canapé, c'est toujours le 24 ?", "donc c le 24 ?",
    "c'est bien l'après-midi ?", "is it still the 25th?", "will it be the morning?",
    "attendez, et le canapé il est tjs prévu le 24 ?", "the sofa, is it still the 24th?",
])
def test_a_question_about_the_booking(message: str) -> None:
    assert asks_about_booking(message)


@pytest.mark.parametrize("message", [
    # a wish, a change asked, a statement, an answer, a pick, a question about an option
    "non, plutôt le 27", "can you do the 27th?", "could you move it to the 3rd?",
    "plutôt le 3 ?", "so it's the 20th, can you move it to the 27th?", "je voudrais le 24 plutôt",
    "le canapé vous pouvez le mettre le 24 ?", "et le 27 c'est possible ?", "c'est possible le 3 ?",
    "is it possible on the 3rd?", "is the 3rd free?", "c'est le 3", "le 3", "ok thanks", "oui",
    "c'est bon", "ok c'est bon", "yes please", "is number 2 a Tuesday?", "le 3 c'est un jeudi ?",
    "vous livrez le samedi ?", "le 3 ça marche ?", "what time would the driver come?",
])
def test_no_question_about_the_booking(message: str) -> None:
    assert not asks_about_booking(message)


@pytest.mark.parametrize("message", [
    "c'est bien le 3 ?", "so it's the 2nd?", "did it work?", "Vous pouvez me confirmer la date ?",
])
def test_a_question_about_the_booking_is_never_a_yes(message: str) -> None:
    assert read_answer(message).answer is None
    assert all(read_answer(message, doing).answer is None for doing in DOING.values())


def test_a_yes_naming_what_it_is_for_is_a_yes_to_that_write_only() -> None:
    assert read_answer("oui pour le dossier", DOING["damage_case"]).answer == "yes"
    assert read_answer("yes for the move", DOING["move"]).answer == "yes"
    assert read_answer("oui pour le dossier", DOING["move"]).answer is None
    assert read_answer("oui pour le dossier").answer is None


@pytest.mark.parametrize("message", ["and the armchair, when is that coming?",
                                     "when's it arriving?", "when is this coming"])
def test_when_is_that_coming_asks_the_status(message: str) -> None:
    assert asks_order_status(message)


@pytest.mark.parametrize(("message", "asked"), [
    ("what's the time window for that?", True), ("c'est quoi la plage horaire ?", True),
    ("the delivery window is when?", True), ("the window of the cabinet is broken", False),
])
def test_a_time_window_asked_is_the_visit_time(message: str, asked: bool) -> None:
    assert ("time" in visit_asked(message)) is asked


@pytest.mark.parametrize(("message", "listed"), [
    ("Bonjour, j'ai deux commandes en cours je crois", True), ("I think I've got two orders", True),
    ("i have several orders with you", True), ("Super, les deux arrivent ensemble alors ?", True),
    ("are both coming the same day?", True), ("so both of them arrive together?", True),
    ("both chairs arrived broken", False), ("j'ai deux chaises abîmées", False),
])
def test_the_orders_asked_for_as_a_list(message: str, listed: bool) -> None:
    assert asks_for_orders(message) is listed


@pytest.mark.parametrize(("message", "plain"), [
    ("Bon, pour la date : oui, le 1er ça me va", True), ("oui pour la date du 1er", True),
    ("yes, the 1st is fine for the day", True), ("pour la date non", False),
    ("oui pour la date du 2", False),
])
def test_a_yes_that_names_the_date_it_restates(message: str, plain: bool) -> None:
    """Asked again with "just answer yes": never itself consent (the vocabulary is closed)."""
    assert yes_restating(message, date(2026, 12, 1), "AM") is plain
    assert read_answer(message).answer != "yes"


@pytest.mark.parametrize(("message", "wait"), [
    ("Let me check with my wife.", True), ("laissez-moi voir avec ma femme", True),
    ("je vois avec mon mari", True), ("let me ask my husband", True),
    # a return said puts the decision off: the proposal is not kept
    ("I'll check with my wife and get back to you", False),
    ("let me check with my wife, I'll come back tomorrow", False),
    ("je vous redis ça après avoir vu avec ma femme", False), ("I'll talk to my wife first", False),
])
def test_someone_asked_now_is_a_wait(message: str, wait: bool) -> None:
    assert waits(message) is wait
    assert puts_off(message) is not wait
    assert not leads_with_no(message)
