"""The care desk after something happened in the same conversation (blind12 care_after): the
day asked after a no gets the status, never the proposal said no to; a change of mind said
in other words after a move is a new move, proposed; "c'est bien noté ?" is the move's
outcome; an order named after a finished move (or the thanks that closed it) is asked where
it is; a case just opened is told again (its number) when its number, photos or how long
are asked in words that name no case. Nothing is written without a yes."""

from __future__ import annotations

import re

import pytest

from graphs.care_desk import builder
from nodes.care_desk.scope import beyond_desk
from services import care
from services.llm.offline import OfflineChatModel
from services.store import Store
from services.text import asks_about_booking, calls_before, emails_asked, visit_asked
from tests.data import JEAN
from tests.harness import Conversation

MOVE = {"fr": "Déplacez SO-24903 au mardi 20 au matin",
        "en": "Please move SO-24903 to Tuesday 20 in the morning"}
YES = {"fr": "oui", "en": "yes"}


def booking(store: Store, number: str = "SO-24903") -> str | None:
    return {b.order: b.slot for b in care.snapshot(store).bookings}.get(number)


def _moved(store: Store, lang: str) -> Conversation:
    desk = Conversation(builder, store, OfflineChatModel(), customer_email=JEAN)
    assert desk.say(MOVE[lang]).text_id == "ask_confirm_move"
    assert desk.say(YES[lang]).text_id == "say_moved"
    assert booking(store) == "2026-10-20-AM"
    return desk


@pytest.mark.parametrize(("lang", "other", "no", "asked"), [
    ("en", "hmm actually can we do the 22nd instead", "no", "what's the date now?"),
    ("en", "actually the 22nd instead", "no", "so what's my delivery date?"),
    ("en", "actually the 22nd instead", "no", "did the first change go through?"),
    ("fr", "en fait plutôt le 22", "non", "c'est quand du coup ?"),
    ("fr", "en fait plutôt le 22", "non", "quelle est la date maintenant ?"),
    # other words for the same (attacker R12: the proposal said no to came back, and its
    # yes moved the order)
    ("fr", "en fait plutôt le 22", "non", "c'est quelle date du coup ?"),
    ("fr", "en fait plutôt le 22", "non", "c'est quel jour maintenant ?"),
    ("fr", "en fait plutôt le 22", "non", "quel jour déjà ?"),
    ("fr", "en fait plutôt le 22", "non", "elle est prévue quand alors ?"),
    ("en", "actually the 22nd instead", "no", "so what day is it now?"),
])
def test_the_day_asked_after_a_no_is_the_status(
        mem_store: Store, lang: str, other: str, no: str, asked: str) -> None:
    desk = _moved(mem_store, lang)
    assert desk.say(other).asks
    assert desk.say(no).asks
    before = desk.snapshot()
    turn = desk.say(asked)
    assert turn.text_id == "say_status", turn.reply
    assert not turn.asks
    assert "20" in turn.reply and "22" not in turn.reply
    assert desk.snapshot() == before


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "on second thought the 22nd is better"),
    ("en", "thinking about it, the 22nd would suit me better"),
    ("en", "I'd prefer the 22nd"),
    ("fr", "à la réflexion, le 22 m'arrange mieux"),
    ("fr", "tout compte fait le 22"),
])
def test_a_change_of_mind_in_other_words_after_a_move_is_proposed(
        mem_store: Store, lang: str, message: str) -> None:
    desk = _moved(mem_store, lang)
    turn = desk.say(message)
    assert turn.text_id in ("ask_confirm_move", "ask_which_slot"), turn.reply
    assert "22" in turn.reply
    assert booking(mem_store) == "2026-10-20-AM"


@pytest.mark.parametrize(("lang", "message"), [
    ("fr", "c'est bien noté ?"), ("fr", "vous avez bien noté ?"), ("en", "is that noted?"),
    ("en", "did you get that?"), ("en", "ok so it stays on the 20th?"),
])
def test_whether_the_move_was_noted_is_the_status(
        mem_store: Store, lang: str, message: str) -> None:
    desk = _moved(mem_store, lang)
    turn = desk.say(message)
    assert turn.text_id == "say_status", turn.reply
    assert not turn.asks and "20" in turn.reply


@pytest.mark.parametrize(("lang", "thanks", "message"), [
    ("fr", "merci beaucoup", "ah et mes chaises SO-24911 ?"),
    ("fr", None, "et SO-24911 ?"),
    ("en", "thanks a lot", "and my chairs SO-24911?"),
    ("en", None, "what about SO-24911?"),
])
def test_an_order_named_after_a_finished_move_is_its_status(
        mem_store: Store, lang: str, thanks: str | None, message: str) -> None:
    desk = _moved(mem_store, lang)
    if thanks:
        assert desk.say(thanks).text_id == "say_welcome"
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id == "say_status", turn.reply
    assert not turn.asks and "SO-24911" in turn.reply
    assert desk.snapshot() == before


def test_the_same_again_for_another_order_is_still_proposed(mem_store: Store) -> None:
    desk = _moved(mem_store, "fr")
    turn = desk.say("et SO-24911, pareil")
    assert turn.asks and "SO-24911" in turn.reply
    assert booking(mem_store, "SO-24911") == "2026-10-15-PM"


@pytest.mark.parametrize(("message", "says"), [
    ("pardon j'ai pas noté le numéro, vous pouvez me le redonner ?", None),
    ("c'est quoi le numéro déjà ?", None),
    ("can u give me the reference again pls", None),
    ("je peux vous envoyer des photos ?", "photos"),
    ("I have photos, where do I send them?", "photos"),
    ("ça va prendre combien de temps ?", "délai"),
    ("how long will that take?", "delay"),
])
def test_a_case_just_opened_is_told_again(mem_store: Store, message: str,
                                          says: str | None) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    assert desk.say("le canapé SO-24870 est arrivé abîmé").text_id == "ask_confirm_damage_case"
    opened = desk.say("oui")
    assert opened.text_id == "say_damage_case"
    number = re.search(r"CASE-\d+", opened.reply)
    assert number is not None
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id in ("say_case_open", "say_cases_open"), turn.reply
    assert number.group(0) in turn.reply and not turn.asks
    assert says is None or says in turn.reply
    assert desk.snapshot() == before


def test_a_bare_number_question_with_no_case_just_told_is_no_case(mem_store: Store) -> None:
    desk = _moved(mem_store, "fr")
    assert desk.say("c'est quoi le numéro déjà ?").text_id not in ("say_case_open",
                                                                 "say_cases_open")


@pytest.mark.parametrize(("message", "found"), [
    ("c'est quoi le numéro déjà ?", ["number"]), ("what was that number?", ["number"]),
    ("sorry I missed the ref", ["number"]), ("je peux vous envoyer des photos ?", ["photos"]),
    ("combien de temps ça prend ?", ["delay"]), ("how soon?", ["delay"]),
    ("vous pouvez me rappeler sur mon numéro ?", []), ("my phone number is 0612345678", []),
    ("combien de temps pour la livraison ?", []), ("merci", []),
])
def test_what_is_asked_of_a_case_just_told(message: str, found: list[str]) -> None:
    from nodes.care_desk.scope import case_follow_up

    assert case_follow_up(message) == found


@pytest.mark.parametrize("message", [
    "ça coûte quelque chose de changer ?", "il y a des frais pour le changement ?",
    "c'est gratuit ?", "does that cost me anything?", "will I be charged for that?",
    "is there a fee?", "any extra charge for moving it?",
])
def test_whether_a_change_costs_is_a_price(message: str) -> None:
    assert beyond_desk(message) == "price"


@pytest.mark.parametrize("message", ["is that free on the 22nd?", "c'est libre le 22 ?"])
def test_a_day_asked_free_is_no_price(message: str) -> None:
    assert beyond_desk(message) is None


@pytest.mark.parametrize("message", [
    "can you send me a confirmation email?", "could you email me the confirmation?",
    "will I get a confirmation email?", "je vais recevoir une confirmation par mail ?",
])
def test_a_confirmation_asked_is_a_message_asked(message: str) -> None:
    # an e-mail asked, told that the desk sends none (`visit_email`), never a driver's call
    assert "email" in visit_asked(message)
    assert "call" not in visit_asked(message)


@pytest.mark.parametrize("message", [
    "Vous m'enverrez un e-mail de confirmation ?", "envoyez-moi une confirmation par mail svp",
    "je recevrai un mail récapitulatif ?", "please send me a confirmation by email",
    "can you email me the details?", "can I have that in writing?",
])
def test_an_email_asked_in_other_words_is_no_call(message: str) -> None:
    assert emails_asked(message)
    assert not calls_before(message)


@pytest.mark.parametrize("message", [
    "mon adresse e-mail est jean.martin@example.com", "what is my e-mail address?",
    "je n'ai pas reçu le mail de confirmation de la commande, où en est-elle ?",
    "le livreur appelle avant ?", "will the driver text me before?",
])
def test_no_email_asked(message: str) -> None:
    assert not emails_asked(message)


@pytest.mark.parametrize("message", [
    "c'est bien noté ?", "is that noted?", "did you get that?", "so it stays the 9th?",
    "did the first change go through?",
])
def test_a_move_noted_is_a_question_about_the_booking(message: str) -> None:
    assert asks_about_booking(message)


@pytest.mark.parametrize("message", ["le 22 c'est quel jour ?", "c'est quel jour le 22 ?",
                                     "quel jour est libre ?"])
def test_a_weekday_or_a_free_day_asked_is_no_booking_asked(message: str) -> None:
    from services.text import asks_about_booking
    assert not asks_about_booking(message)
