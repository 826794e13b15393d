"""First messages whose request the offline model used to miss (f5): an SMS-style status
("slt c koi le statu de ma cmd"), a polite when ("could you please tell me when my sofa will
be delivered?"), the status of several orders ("où elles en sont"), and a defect said as a
problem of stitching or finish ("le fauteuil a un problème de couture"); near misses stay
what they are."""

from __future__ import annotations

import pytest

from nodes.kit.answers import asks_for_orders
from services.llm import lexicon


@pytest.mark.parametrize("message", [
    "slt c koi le statu de ma cmd so24903 stp",
    "bjr c koi le statu de ma commande SO-24903",
    "statu cmd SO-24903 ?",
    "le status de ma cmd svp",
    "Hello, could you please tell me when my sofa will be delivered?",
    "hi, can u tell me when my order will arrive",
    "Could you let me know when the table is going to be delivered please?",
    "I'd like to know when it will be delivered",
    "Bonjour, j'ai passé plusieurs commandes chez vous, pouvez-vous me dire où elles en sont ?",
    "j'ai plusieurs commandes, ou elles en sont ?",
    "pouvez vous me dire ou ca en est pour ma commande",
    "I placed several orders, where are they at?",
])
def test_status_asked_in_other_words_is_a_status(message: str) -> None:
    assert lexicon.intent_of(message) == "order_status"


@pytest.mark.parametrize("message", [
    "le fauteuil a un problème de couture",
    "le fauteuil a un probleme de couture",
    "il y a un problème de finition sur la table",
    "Bonjour, mon canapé a un problème avec la couture",
    "la couture est lâchée sur l'accoudoir",
    "there is a problem with the stitching on my armchair",
    "the seams are coming apart on the sofa",
    "an issue with the fabric of my sofa, it's frayed",
])
def test_a_defect_said_as_a_problem_is_a_damage_report(message: str) -> None:
    assert lexicon.intent_of(message) == "report_damage"


@pytest.mark.parametrize(("message", "intent"), [
    ("j'ai un problème avec ma livraison, je ne serai pas là mardi", "reschedule"),
    ("which slots are free on Thursday? I want to know when", "availability"),
    ("deliver it when I'm back, on the 14th", "reschedule"),
    ("je veux apprendre la couture", "other"),
    ("where is my order?", "order_status"),
])
def test_near_misses_keep_their_own_intent(message: str, intent: str) -> None:
    assert lexicon.intent_of(message) == intent


@pytest.mark.parametrize(("message", "listed"), [
    ("j'ai passé plusieurs commandes, où en sont-elles ?", True),
    ("où en sont mes deux commandes ?", True),
    ("where are both my orders?", True),
    ("I have several orders, what's their status?", True),
    ("j'ai quoi comme commandes en cours ?", True),
    ("qu'est-ce que j'ai comme commandes ?", True),
    ("qu'est-ce que j'ai en cours comme commandes ?", True),
    ("où en est ma commande ?", False),
    ("where is my order?", False),
])
def test_several_orders_asked_is_the_list(message: str, listed: bool) -> None:
    assert asks_for_orders(message) is listed


@pytest.mark.parametrize(("message", "names", "said"), [
    ("Le banc que j'ai reçu (commande SO-25116) est rayé", ["Étagère Colmar"], "banc"),
    ("mon fauteuil Oslo est arrivé abîmé", ["Fauteuil Brest"], "Oslo"),
    ("the Oslo armchair is scratched", ["Fauteuil Brest"], "Oslo"),
    ("le canapé modèle brest est abîmé", ["Canapé Oslo 3 places"], "brest"),
    ("my bed SO-25116 is broken", ["Étagère Colmar"], "bed"),
    # near misses: what is named fits, or no model is named
    ("mon canapé Oslo est arrivé abîmé", ["Canapé Oslo 3 places"], None),
    ("Hello, My sofa arrived broken", ["Canapé Oslo 3 places"], None),
    ("Bonjour, Mon Canapé est abîmé", ["Canapé Oslo 3 places"], None),
    ("mon canapé est abîmé, je suis à Lyon", ["Canapé Oslo 3 places"], None),
    ("la commande est arrivée abîmée", ["Étagère Colmar"], None),
    ("les chaises de la table sont rayées", ["Table Nantes", "Chaise Nantes"], None),
])
def test_an_item_or_model_the_products_do_not_have(message: str, names: list[str],
                                                    said: str | None) -> None:
    from services.text import item_not_in
    assert item_not_in(message, names, ["oslo", "brest", "lyon", "colmar"]) == said
