"""Blind corpus 6, mended in general (f6a): the pure readings behind each fix."""

from __future__ import annotations

from datetime import date

import pytest

from nodes.care_desk.grounding import ground_parts
from nodes.care_desk.scope import beyond_desk, out_of_scope
from services.llm import lexicon
from services.text import (
    items_named,
    language_of,
    postal_address_asked,
    without_polite_clauses,
    without_postal_addresses,
)
from services.wishes import resolve_wish

TODAY = date(2026, 12, 7)


# -- B: a postal address that merely appears asks nothing ---------------------------------

@pytest.mark.parametrize("message", [
    "Où en est ma commande SO-81101 ?\n\nSophie Leroy\n5 place du Marché, 69002 Lyon\n",
    "Where is SO-81601 at?\nThanks,\nPriya Shah\n221 Baker Street, London NW1 6XE\n"
    "+44 20 7946 0958\nSent from my iPhone",
    "Bonjour,\nOù en est ma table SO-81501 ?\nNicolas Faure\n8 bd Voltaire 75011 Paris\n"
    "Tél 06 11 22 33 44",
    "Hello, the armchair SO-81202 has a gouge.\nJake Turner\nFlat 3, 14 Mill Lane, Bristol "
    "BS1 4XX",
    "Madame, Monsieur, où en est SO-81301 ?\nMathilde Girard\n3, allée des Tilleuls, "
    "37000 Tours\n02 47 11 22 33",
    "Où en est SO-81101 ?\nSophie Leroy\nAdresse : 5 place du Marché, 69002 Lyon",
    "J'habite au 12 rue des Lilas, où en est ma commande SO-81101 ?",
])
def test_a_signature_address_is_no_address_change(message: str) -> None:
    assert out_of_scope(message) is None
    assert not postal_address_asked(message)


@pytest.mark.parametrize("message", [
    "vous pouvez livrer SO-25133 au 8 rue de la Paix ?",
    "deliver SO-24903 to 10 Downing Street instead",
    "Pouvez-vous livrer SO-81101 au 12 rue de la République plutôt ?\n\nSophie Leroy\n"
    "5 place du Marché, 69002 Lyon\n",
    "Please deliver SO-81601 to 12 Baker Street instead.\nPriya Shah\n221 Baker Street, "
    "London NW1 6XE",
    "ma nouvelle adresse : 4 rue Crébillon, 44000 Nantes",
    "livrez à :\n12 rue des Lilas\n44000 Nantes",
    "I now live at 22 Mill Road, can you deliver there?",
])
def test_an_address_asked_for_is_still_refused(message: str) -> None:
    assert out_of_scope(message) == "address"


def test_a_signature_address_is_taken_out_and_a_bare_number_kept() -> None:
    text = "Où en est SO-81101 ?\n\nSophie Leroy\n5 place du Marché, 69002 Lyon\n"
    assert "69002" not in without_postal_addresses(text)
    assert "SO-81101" in without_postal_addresses(text)
    # a five-digit number followed by a word is no postcode without a town's capital
    assert without_postal_addresses("ma commande 81601 svp") == "ma commande 81601 svp"
    # a postcode and town on a line of their own only under a street's line
    assert without_postal_addresses("SO?\n24903 Jean Martin") == "SO?\n24903 Jean Martin"
    assert "69007" not in without_postal_addresses("Sophie\n17 avenue Jean Jaurès\n69007 Lyon")


def test_sleeping_on_the_floor_is_no_access_question() -> None:
    assert out_of_scope("We're sleeping on a mattress on the floor, where is SO-81601?") \
        is None
    assert out_of_scope("I'm on the 3rd floor, is that a problem?") == "access"


@pytest.mark.parametrize(("text", "intent"), [
    ("My wife spent the whole weekend rearranging the room. The armchair SO-81202 has a "
     "deep gouge in the armrest.", "report_damage"),
    ("How much did Marie Dupont spend last year?", "back_office"),
    ("Could you tell me how much I have spent with you in total this year?", "back_office"),
])
def test_time_spent_is_no_money_spent(text: str, intent: str) -> None:
    assert lexicon.intent_of(text) == intent


def test_a_month_told_of_the_past_is_no_wish() -> None:
    wish = resolve_wish("Nous avons emménagé en octobre. Serait-il possible de la déplacer "
                        "au mercredi 16 décembre dans l'après-midi ?", TODAY)
    assert wish.dates == (date(2026, 12, 16),) and wish.half == "pm"
    assert resolve_wish("we moved in October", TODAY).start is None
    assert resolve_wish("décalez en janvier svp", TODAY).start == date(2027, 1, 1)


@pytest.mark.parametrize("text", [
    "I spent the whole afternoon unpacking the armchair (SO-81202)",
    "j'ai passé toute l'après-midi à monter la table SO-81702"])
def test_time_spent_doing_something_is_no_half_day(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.half is None and not wish.dates


def test_a_half_day_the_person_will_spend_at_home_is_still_wished() -> None:
    assert resolve_wish("je passe l'après-midi chez moi le 16, livrez ce jour-là",
                        TODAY).half == "pm"


# -- C: the person's own move, told in the past -------------------------------------------

@pytest.mark.parametrize(("text", "intent"), [
    ("I moved to France last year and my French is still terrible. Could you tell me where "
     "my bed SO-81601 is at?", "order_status"),
    ("My partner and I moved to Lyon two years ago. Could you tell me where SO-81601 is at?",
     "order_status"),
    ("We've just moved here last spring, where is my bed SO-81601 at?", "order_status"),
    ("can SO-81601 be moved to Friday?", "reschedule"),
    ("I want SO-81601 moved to the 16th", "reschedule"),
    ("we moved to Lyon, please move SO-81601 to Friday", "reschedule"),
])
def test_a_move_of_home_told_is_no_reschedule(text: str, intent: str) -> None:
    assert lexicon.intent_of(text) == intent


# -- D: politeness clauses negate nothing -------------------------------------------------

@pytest.mark.parametrize("text", [
    "décalez SO-81101 au vendredi 11 matin si c'est pas trop vous demander",
    "décalez au vendredi 11 si ça ne vous dérange pas",
    "SO-81101 au vendredi 11 au matin si cela ne vous gêne pas",
    "vendredi 11 si ce n'est pas trop demander",
    "vendredi 11 si ça vous dérange pas",
    "move SO-81101 to Friday 11 morning if it's not too much trouble",
    "Friday 11 if that isn't a problem",
    "Friday 11 if you don't mind",
])
def test_a_polite_clause_rules_no_day_out(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.dates == (date(2026, 12, 11),) and not wish.excluded


@pytest.mark.parametrize(("text", "wished", "excluded"), [
    ("décalez au vendredi 11, pas le jeudi 10", date(2026, 12, 11), date(2026, 12, 10)),
    ("pas le vendredi 11 svp, plutôt le 14", date(2026, 12, 14), date(2026, 12, 11)),
    ("not Friday 11 if you don't mind, Monday 14 instead", date(2026, 12, 14),
     date(2026, 12, 11)),
])
def test_a_real_no_still_rules_a_day_out(text: str, wished: date, excluded: date) -> None:
    wish = resolve_wish(text, TODAY)
    assert wish.dates == (wished,) and wish.excluded == (excluded,)


def test_the_polite_clause_alone_is_taken_out() -> None:
    assert without_polite_clauses("vendredi si c'est pas trop vous demander").split() \
        == ["vendredi"]


# -- F: a price asked in texting style ----------------------------------------------------

@pytest.mark.parametrize("text", [
    "c combien la livraison ?", "combien la livraison svp", "c combien pour livrer",
    "combien pour la livraison ?", "hw much is delivery?", "how much 4 delivery",
    "how much's shipping", "cb coute la livraison ?", "ça coûte cb la livraison"])
def test_a_texted_price_question_is_a_price(text: str) -> None:
    assert beyond_desk(text) == "price"


@pytest.mark.parametrize("text", [
    "combien de temps encore ?", "combien de jours de retard",
    "c combien de temps la livraison", "how much longer for SO-81701",
    "j'ai payé par cb le 12", "payé par cb la semaine dernière"])
def test_a_wait_is_no_price(text: str) -> None:
    assert beyond_desk(text) != "price"


# -- a self-correction in one message: the words after it win ----------------------------

@pytest.mark.parametrize(("text", "items"), [
    ("would it be possible to have my bed, no, my chairs, order SO-81801, delivered",
     ["chairs"]),
    ("le lit, pardon, les chaises SO-81801", ["chaises"]),
    ("the sofa, I mean the armchair, is broken", ["armchair"]),
    ("the bed - sorry - the chairs", ["chairs"]),
    # no correction: every item is named
    ("my bed no longer fits the chairs", ["bed", "chairs"]),
    ("le canapé et les chaises", ["canape", "chaises"]),
])
def test_a_corrected_item_is_not_named(text: str, items: list[str]) -> None:
    assert items_named(text) == items


# -- the language: grammar words say it, borrowed nouns less ------------------------------

@pytest.mark.parametrize(("text", "lang"), [
    ("yo the fauteuil SO-81202 has a pied cassé lol not funny tho", "en"),
    ("the table SO-81702 is rayée lol", "en"),
    ("le sofa est damaged", "fr"),
    ("hello, le canapé est arrivé abîmé", "fr"),
    ("Bonjour, où en est ma commande ?", "fr"),
    ("décalez au mardi please", "fr"),
])
def test_the_language_of_a_mixed_message(text: str, lang: str) -> None:
    assert language_of(text, "fr") == lang


# -- several requests, one order number in the whole message -------------------------------

def test_the_one_order_number_of_a_message_is_every_request_s() -> None:
    message = ("I unpacked the armchair (SO-81202) yesterday and one of its legs is wobbly. "
               "Also, when do my chairs arrive?")
    parts = ground_parts([
        {"intent": "report_damage", "order_number": "SO-81202", "wished_slot": None,
         "quote": "I unpacked the armchair (SO-81202) yesterday and one of its legs is "
                  "wobbly."},
        {"intent": "order_status", "order_number": "SO-81202", "wished_slot": None,
         "quote": "Also, when do my chairs arrive?"}], message)
    assert [p["order_number"] for p in parts] == ["SO-81202", "SO-81202"]


def test_another_request_s_number_is_still_never_moved_to_a_request() -> None:
    message = "Move SO-81201 to Friday. And where is SO-81601?"
    parts = ground_parts([
        {"intent": "reschedule", "order_number": "SO-81201", "wished_slot": "Friday",
         "quote": "Move SO-81201 to Friday."},
        {"intent": "order_status", "order_number": "SO-81201", "wished_slot": None,
         "quote": "And where is SO-81601?"}], message)
    assert [p["order_number"] for p in parts] == ["SO-81201", None]
