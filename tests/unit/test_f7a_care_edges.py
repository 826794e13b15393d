"""F7a: what the desk cannot do, damage to the home, and messages in other languages, read
in Python (`nodes.care_desk.scope`, `services.text.foreign_language`)."""

from __future__ import annotations

import pytest

from nodes.care_desk.scope import beyond_desk, home_damage_only, out_of_scope
from services.text import foreign_language


@pytest.mark.parametrize(("message", "scope"), [
    ("c possible de prendre la table SO-81001 en noyer au lieu du chêne ?", "order_change"),
    ("Could I switch SO-70101 to the 2-seater version instead?", "order_change"),
    ("jveux le canap en gris plutot qu en beige svp", "order_change"),
    ("livrez les chaises dès maintenant et la table ensuite svp", "split"),
    ("can SO-81001 come in 2 deliveries please?", "split"),
    ("mon fils pourra réceptionner le canapé SO-81003 ?", "handover"),
    ("my flatmate can sign for SO-81003", "handover"),
    ("le livreur a rayé le mur de l'entrée", "home_damage"),
    ("your driver dented our front door", "home_damage"),
    ("une grosse rayure sur le mur du salon", "home_damage"),
    # must not change: a move of a piece named by its colour, what arrived, furniture damage
    ("déplacez le canapé vert SO-70101 au 18", None),
    ("Can I change the delivery date of my oak table to Friday?", None),
    ("J'ai reçu les fauteuils en gris alors que j'avais commandé du bleu", None),
    ("I got grey instead of beige on SO-24870", None),
    ("livrez la table et les chaises le 18", None),
    ("my husband will be home on Friday, move SO-70101 to Friday", None),
    ("le canapé est rayé et le mur aussi", None),
    ("le canapé a été abîmé dans l'escalier", None),
    ("the couch arrived ripped and they dented the wall", None),
    ("le fauteuil est tombé dans l'escalier et il est cassé", None),
])
def test_out_of_scope(message: str, scope: str | None) -> None:
    assert out_of_scope(message) == scope


def test_home_damage_needs_a_damage() -> None:
    assert not home_damage_only("le mur du salon est blanc")


@pytest.mark.parametrize(("message", "beyond"), [
    ("faut il prévoir un pourboire pour les livreurs ?", "delivery_service"),
    ("Vous pouvez reprendre mon ancien canapé quand vous livrez ?", "delivery_service"),
    ("will the drivers take away my old mattress?", "delivery_service"),
    ("Will the delivery guys assemble the table for me?", "delivery_service"),
    ("je voudrais reprendre rendez-vous pour la livraison", None),
    ("can you take back the old slot and give me friday", None),
])
def test_delivery_service(message: str, beyond: str | None) -> None:
    assert beyond_desk(message) == beyond


@pytest.mark.parametrize(("message", "foreign"), [
    ("Wo ist meine Bestellung SO-70401?", True),
    ("¿Pueden cambiar la entrega de SO-81003 al jueves 17?", True),
    ("La poltrona SO-71001 è arrivata danneggiata", True),
    ("O sofá chegou com um rasgão.", True),
    ("ja, bitte", True),
    ("sí", True),
    ("sim", True),
    ("si", False),
    ("hola ! où en est SO-81003 ?", False),
    ("Merci, ciao !", False),
    ("Bonjour, la table de Giulia Bianchi est arrivée", False),
    ("déplacez au lundi 21 svp", False),
    ("can you deliver the sofa on friday? danke", False),
])
def test_foreign_language(message: str, foreign: bool) -> None:
    assert (foreign_language(message) is not None) == foreign


@pytest.mark.parametrize(("message", "day"), [
    ("Could you move the 2-seater SO-70101 to another day?", None),
    ("le lit 160x200 peut venir ?", None),
    ("le canapé 3 places, le 18 au matin", 18),
])
def test_a_size_is_no_day(message: str, day: int | None) -> None:
    from datetime import date

    from services.wishes import resolve_wish

    wish = resolve_wish(message, date(2026, 12, 9))
    assert [d.day for d in wish.dates] == ([day] if day else [])


@pytest.mark.parametrize(("message", "theirs"), [
    ("my neighbour's sofa arrived damaged, can you open a case for her?", True),
    ("le canapé de ma voisine est arrivé abîmé", True),
    ("my daughter's armchair SO-70202 arrived with a torn seat", False),
    ("le canapé de mon salon est rayé", False),
])
def test_a_piece_of_someone_outside_the_household(message: str, theirs: bool) -> None:
    from nodes.care_desk.scope import names_others_order

    assert names_others_order(message) == theirs
