"""Red team r5: the readings added on 3 December, attacked.

- A workshop stage is free text shown to the customer: one that reads as the desk's own words
  (a yes/no question, a proposal to confirm), markup, a link, an e-mail, a phone number or an
  order number is no stage's name and is left out; only fixed texts ask.
- Damage denied ("pas de rayure", "no dent at all", "arrived without a scratch") is no damage.
"""

from __future__ import annotations

import pytest

from nodes.care_desk.replies import stage_label
from services.llm.lexicon import intent_of, problem_of


@pytest.mark.parametrize("stage", [
    "Confirmez-vous ? (oui/non)",
    "Je peux déplacer votre livraison au lundi 7 décembre. Confirmez-vous ce changement",
    "Reply YES/NO",
    "**URGENT** <script>alert(1)</script>",
    "[cliquez ici](http://evil.example)",
    "voir www.evil.example",
    "Call 06 12 34 56 78",
    "mail pirate@evil.example",
    "awaiting payment of SO-25101",
    "{number}",
    "\u200b\u200b",
    "a" + " " * 5000 + "?",
])
def test_a_stage_that_is_no_label_is_left_out(stage: str) -> None:
    assert stage_label(stage, "fr") is None
    assert stage_label(stage, "en") is None


@pytest.mark.parametrize("stage", [
    "rembourrage", "Gestellbau", "montage (2/3)", "finition & vernis", "garnissage – tissu",
    "tapisserie d’ameublement", "Étape 3 sur 5",
])
def test_a_stage_name_is_still_shown_as_written(stage: str) -> None:
    assert stage_label(stage, "fr") == stage


@pytest.mark.parametrize("text", [
    "Pas de rayure sur SO-24870, tout va bien, merci",
    "SO-24870: no dent at all, great job",
    "SO-24870 arrived without a scratch, thanks!",
    "SO-24870 came without any damage. Thanks",
    "SO-24870 livrée sans aucun problème, merci",
    "reçue sans la moindre égratignure",
    "arrived safely without any issue",
    "delivered without fuss", "came without a hitch", "livré sans attendre",
    "ding dong, mon SO-24870 est-il livré ?", "no dings, all good", "tout d'un coup",
])
def test_damage_denied_is_no_damage(text: str) -> None:
    assert intent_of(text) != "report_damage"
    assert problem_of(text) is None


@pytest.mark.parametrize(("text", "problem"), [
    ("came without the screws", "missing_part"),
    ("livrée sans les vis", "missing_part"),
    ("arrivée avec un gros coup", "arrived_damaged"),
    ("a ding in the top", "arrived_damaged"),
    ("pas de souci avec le livreur, mais le pied est cassé", "arrived_damaged"),
    ("no problem with delivery but there is a scratch", "arrived_damaged"),
    ("no issues except a big dent", "arrived_damaged"),
])
def test_damage_beside_a_denial_is_still_damage(text: str, problem: str) -> None:
    assert intent_of(text) == "report_damage"
    assert problem_of(text) == problem


@pytest.mark.parametrize("text", [
    "Mon numéro c'est le 06 12 14 20 30, pouvez-vous déplacer SO-24903 ?",
    "déplacez SO-24903, tél : 01.23.45.67.89",
    "please move SO-24903, call me on +44 7700 900123",
])
def test_a_phone_number_holds_no_day(text: str) -> None:
    from datetime import date

    from services.wishes import resolve_wish

    wish = resolve_wish(text, date(2026, 12, 2))
    assert not wish.dates and not wish.weekdays and wish.start is None


@pytest.mark.parametrize("text", [
    "a fortnight on Saturday", "Saturday fortnight", "two weeks from Saturday",
    "two weeks on Saturday", "could it come a fortnight on Saturday morning?",
])
def test_a_fortnight_on_a_weekday_is_two_weeks_after_it(text: str) -> None:
    from datetime import date

    from services.wishes import resolve_wish

    assert resolve_wish(text, date(2026, 12, 2)).dates == (date(2026, 12, 19),)


@pytest.mark.parametrize("text", [
    "Ma commande 1 290,00 € n'est pas arrivée", "commande 251,01 €", "order 251.01 EUR refund",
    "My order 2 490,30 euros, where is it?",
])
def test_an_amount_after_order_is_no_order_number(text: str) -> None:
    from services.text import order_numbers

    assert order_numbers(text) == []


def test_digit_groups_without_an_amount_are_still_joined() -> None:
    from services.text import order_numbers

    assert order_numbers("SO 701 01") == ["SO-70101"]
    assert order_numbers("commande numéro 701 01 svp") == ["SO-70101"]
