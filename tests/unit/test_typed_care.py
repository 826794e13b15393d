"""Customers typing like on a phone (blind11 care_typed): days pointed back at, typo'd
damage words, English weekday abbreviations, loose answers."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest

from nodes.care_desk.executors import PROBLEM_LABELS
from nodes.care_desk.texts import FRAGMENTS
from nodes.kit.answers import asks_to_cancel, read_answer
from nodes.kit.say import Lang, render
from services.llm.lexicon import intent_of, problem_of
from services.text import language_of
from services.wishes import resolve_wish

NOW = datetime(2026, 12, 3, 10, 0, tzinfo=timezone(timedelta(hours=1)))  # a Thursday


@pytest.mark.parametrize("text", [
    "bon alors voila, on m'a dit le 16 mais je bosse ce jour la, vous pouvez mettre mon canapé "
    "le vendredi 11 l'apres-midi ? merci d'avance 🙏",
    "livraison le 16 mais je suis au boulot ce jour la, le 11 apres midi svp",
    "le 16 mais ce jour-là je serai pas là, plutôt le vendredi 11 aprem",
    "they said the 16th but I work that day, can you do friday 11th afternoon?",
    "SO-31050 is the 16th but i wont be home that day, fri 11 pm?",
])
def test_a_day_pointed_back_at_and_ruled_out_is_never_wished(text: str) -> None:
    wish = resolve_wish(text, NOW)
    assert wish.dates == (date(2026, 12, 11),)
    assert wish.half == "pm"
    assert date(2026, 12, 16) not in wish.dates
    assert not wish.same_day


@pytest.mark.parametrize("text", [
    "prévu le 16 mais je suis pas là ce jour-là, un autre jour ?",
    "the 16th is booked but I can't do that day, another day?",
])
def test_that_day_ruled_out_is_not_the_booked_day_wished_again(text: str) -> None:
    assert not resolve_wish(text, NOW).same_day


@pytest.mark.parametrize("text", ["le matin, même jour", "l'après-midi ce jour-là plutôt",
                                  "le 16, ce jour-là c'est parfait"])
def test_that_day_said_without_a_negation_is_still_the_same_day(text: str) -> None:
    assert resolve_wish(text, NOW).same_day


@pytest.mark.parametrize("text", [
    "the chest of drawers came damged, one drawer wont close. SO-31021",
    "my table arrived scrached on top",
    "sofa arived brokn",
    "the leg is craked",
    "la commode est endomagée, le tiroir ferme plus",
    "la table est arrivée rayéé",
])
def test_a_damage_word_typed_with_a_slip_is_damage(text: str) -> None:
    assert problem_of(text) == "arrived_damaged"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_fault_is_never_told_as_no_visible_damage(lang: Lang) -> None:
    # a damage word the desk could not read must not be stated as its opposite
    said = render(FRAGMENTS, "problem_faulty", lang, {})
    assert "visible" not in said
    assert "dégât" not in said
    assert PROBLEM_LABELS["faulty"] == "faulty"


@pytest.mark.parametrize("text", [
    "table on mon 14 dec pm pls", "mon 14 dec pm", "Mon. 14/12 am", "can u do mon 14th pm",
    "wed 16th pls", "fri 11 dec pm pls",
])
def test_an_english_weekday_written_short_is_english(text: str) -> None:
    assert language_of(text) == "en"


@pytest.mark.parametrize("text", [
    "mon 3 places est arrivé abîmé", "mon 14 dec aprem stp", "mon canapé le 14 dec",
    "mon 2e canapé est rayé",
])
def test_the_french_mon_stays_french(text: str) -> None:
    assert language_of(text) == "fr"


@pytest.mark.parametrize("text", [
    "hey what happened to SO-31032, it says cancelled??", "SO-31032 cancelled??",
    "ma cmd est marquée annulée sur le site, c quoi ce bordel", "it shows as canceled, why",
])
def test_a_cancellation_told_as_a_state_asks_no_cancel(text: str) -> None:
    assert not asks_to_cancel(text)


@pytest.mark.parametrize("text", [
    "je veux annuler ma commande", "cancel my order please", "I want it cancelled",
    "je la veux annulée", "get it cancelled pls", "can I have my order cancelled",
])
def test_a_cancellation_wanted_still_asks_it(text: str) -> None:
    assert asks_to_cancel(text)


@pytest.mark.parametrize("text", [
    "when do you deliver my table? order SO-31080",
    "hi can u tell me when ur guys deliver my table, order SO31080",
    "when are you delivering our sofa SO-31080", "when do u deliver it",
    "vous livrez quand ma table", "quand vous livrez ma table ? cmd SO-31080",
    # dictated, the number inside the question, greetings and thanks around it
    "hi i would like to know where my order so 31020 is thank you",
    "hello can you tell me where my order number 31020 is please",
    "hi id like to know where order so-31020 stands thank you",
])
def test_when_my_piece_is_delivered_is_its_status(text: str) -> None:
    assert intent_of(text) == "order_status"


@pytest.mark.parametrize("text", ["when do you deliver?", "vous livrez le dimanche ?",
                                  "do you deliver on sundays"])
def test_delivery_days_in_general_are_no_status(text: str) -> None:
    assert intent_of(text) != "order_status"


@pytest.mark.parametrize(("text", "intent"), [
    # what is free, asked with a when and no number
    ("slt jpeux pas le 10, vous avez quoi le lundi 21 ?", "availability"),
    ("vous avez quoi le mardi 22 ?", "availability"),
    ("what do u have next wk for the bed", "availability"),
    ("what have you got on monday for the sofa", "availability"),
    # a move typed loosely: an order given, a "j'voudrais", a "mettez-moi"
    ("mettez mon canapé le 16 decembre le matin", "reschedule"),
    ("mettez moi le 15/12 le matin svp", "reschedule"),
    ("jvoudrais ma commode le lundi 21 au matin", "reschedule"),
    ("put my bed on the 14th pls", "reschedule"),
    ("mets moi le 21 aprem", "reschedule"),
    # the booked day of a piece asked
    ("hey whats the date for my armchair", "order_status"),
    ("c quoi la date pour ma table", "order_status"),
])
def test_requests_typed_without_a_number_are_read(text: str, intent: str) -> None:
    assert intent_of(text) == intent


@pytest.mark.parametrize("text", ["vous avez quoi comme canapés ?", "what do you have in oak?"])
def test_what_you_have_without_a_when_is_no_slot_question(text: str) -> None:
    assert intent_of(text) != "availability"


@pytest.mark.parametrize("text", [
    "c bon il est d'accord, oui", "c bon, il est d accord. oui", "ok he says fine, yes",
    "ok bon elle est d'accord oui allez y", "right, she's fine with it. yes go ahead",
])
def test_a_wait_closed_then_someone_agreeing_then_a_yes_is_a_yes(text: str) -> None:
    assert read_answer(text).answer == "yes"


@pytest.mark.parametrize("text", ["c bon il est d'accord", "ok he says fine"])
def test_someone_agreeing_alone_is_still_no_yes(text: str) -> None:
    assert read_answer(text).answer is None


@pytest.mark.parametrize("text", ["ouais", "ouep", "ouais vas y", "c bon", "ok c bon", "yep",
                                  "yeah go", "ok thx", "yes pls"])
def test_the_loose_yeses_the_readme_names_are_yes(text: str) -> None:
    assert read_answer(text).answer == "yes"
