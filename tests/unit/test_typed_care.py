"""Customers typing like on a phone (blind11 care_typed): days pointed back at, typo'd
damage words, English weekday abbreviations, loose answers."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest

from nodes.care_desk.executors import PROBLEM_LABELS
from nodes.care_desk.texts import FRAGMENTS
from nodes.kit.say import Lang, render
from services.llm.lexicon import problem_of
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
