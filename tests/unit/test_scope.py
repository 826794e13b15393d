"""What the desk cannot change about a delivery, read in Python from the customer's words."""

from __future__ import annotations

import pytest

from nodes.care_desk import routes
from nodes.care_desk.scope import out_of_scope


@pytest.mark.parametrize(("message", "scope"), [
    ("can I change the delivery address?", "address"),
    ("vous pouvez livrer SO-25133 au 8 rue de la Paix ?", "address"),
    ("pouvez-vous livrer SO-24903 au 12 bis avenue des Lilas plutot ?", "address"),
    ("deliver SO-24903 to 10 Downing Street instead", "address"),
    ("can you deliver SO-25133 to 9 Baker St?", "address"),
    ("je voudrais que le livreur passe plutôt chez ma mère, à Lyon", "address"),
    ("est-ce que je peux changer l'adresse de livraison ?", "address"),
    ("Pouvez-vous livrer à une autre adresse ?", "address"),
    ("I'd like it delivered to my office instead", "address"),
    ("could you deliver to my mom's place", "address"),
    ("j'ai déménagé, il faut modifier l'adresse", "address"),
    ("wrong address on my order", "address"),
    ("Can you send it to my new address?", "address"),
    ("livrez plutôt au bureau svp", "address"),
    ("l'adresse de livraison est fausse", "address"),
    ("I need to update my shipping address", "address"),
    ("livraison chez mes parents possible ?", "address"),
    ("deliver it somewhere else", "address"),
    ("mon voisin peut réceptionner le colis ?", "handover"),
    ("can my neighbour take the parcel?", "handover"),
    ("vous pouvez le laisser devant la porte ?", "handover"),
    ("leave it at the door please", "handover"),
    ("le gardien peut le prendre", "handover"),
    # moving house, said with no when: where it goes
    ("je déménage, il faut changer l'adresse", "address"),
    ("I moved house", "address"),
    ("on demenage la semaine pro, livrez a la nouvelle adresse svp", "address"),
    ("Je déménage le 10, pouvez-vous livrer à ma nouvelle adresse ?", "address"),
    ("we're moving house on the 12th, can you deliver to our new place?", "address"),
    ("je déménage bientôt", "address"),
    ("livrez ailleurs svp", "address"),
    ("par ailleurs, livrez chez ma mère", "address"),
    ("Pourriez-vous livrer SO-24903 au 3 rue des Lilas ? D'ailleurs je serai là.", "address"),
    ("j'habite au 4e étage sans ascenseur", "access"),
    ("I'm on the 3rd floor, is that a problem?", "access"),
    ("can the driver carry it upstairs?", "access"),
    ("il y a un escalier étroit", "access"),
])
def test_what_cannot_be_changed_here(message: str, scope: str) -> None:
    assert out_of_scope(message) == scope


@pytest.mark.parametrize("message", [
    "Je voudrais déplacer ma livraison au mardi 15",
    "move it to the 3 rd", "Déplacez SO-24903 au 12 décembre à 10 h", "le 14 au matin",
    "je ne serai pas là mardi, pouvez-vous passer un autre jour ?",
    "I won't be home on Tuesday, can you come Thursday?",
    "je ne serai pas chez moi mardi", "livrez chez moi jeudi",
    "où en est ma commande SO-24903 ?", "où en est le buffet Lyon ?",
    "mon adresse e-mail est jean.martin@example.com",
    "my email address is jean.martin@example.com",
    "le canapé est arrivé abîmé, rayé sur le côté",
    "le canapé a été abîmé dans l'escalier",  # a damage report, whatever the place
    "the sofa got scratched on the stairs",
    "pouvez-vous livrer plus tard ?", "Can you deliver it later?",
    "can the delivery come another day?", "je veux changer la date de livraison",
    "can I change my delivery?", "changer de créneau", "je voudrais annuler ma commande",
    "le 3", "the second one", "oui", "quelle est l'adresse de votre magasin ?",
    # "par ailleurs" (besides), "en déplacement" (travelling): no other place
    "Pourriez-vous m'indiquer à quelle date SO-24903 sera livrée ? Par ailleurs, serait-il "
    "possible de la décaler au vendredi 18 décembre après-midi ?",
    "quand sera-t-elle livree ? par ailleurs je serai en deplacement le 8, decalez au 18",
    "je serai en déplacement le 8, pouvez-vous livrer plus tard ?",
    "ma commande sera livrée quand ? d'ailleurs, décalez-la au 18 si possible",
    # moving house with a when: when it comes, a move the desk makes
    "Je déménage le 10, pouvez-vous livrer SO-24903 avant ?",
    "By the way, I'm moving house next month, can you deliver SO-24903 before the 10th?",
    "je demenage le 15 donc livrez moi apres le 20 svp",
    "nous déménageons fin décembre, livraison possible avant le 18 ?",
    "I'm moving out on the 12th, please deliver before then, the 9th maybe",
    "jdemenage le 10 livrez avant stp",
])
def test_what_the_desk_does_is_not_out_of_scope(message: str) -> None:
    assert out_of_scope(message) is None


@pytest.mark.parametrize("intent", ["reschedule", "availability", "order_status", "other",
                                    "back_office"])
def test_no_reading_of_an_address_change_reaches_a_slot_list(intent: str) -> None:
    state = {"message": "est-ce que je peux changer l'adresse de livraison ?",
             "details": {"intent": intent, "order_number": "SO-24903",
                         "email": "jean.martin@example.com", "identity_asserted": True}}
    assert routes.route_request(state).to == "say_not_done_here"  # type: ignore[arg-type]


def test_a_damage_report_on_the_stairs_stays_one() -> None:
    state = {"message": "le livreur a abîmé le canapé dans l'escalier",
             "details": {"intent": "report_damage", "order_number": "SO-24870",
                         "email": "jean.martin@example.com", "identity_asserted": True}}
    assert routes.route_request(state).to == "read_order"  # type: ignore[arg-type]


@pytest.mark.parametrize("intent", ["reschedule", "availability", "order_status", "other"])
def test_no_reading_of_a_cancellation_reaches_a_slot_list(intent: str) -> None:
    state = {"message": "je veux annuler ma commande SO-24903",
             "details": {"intent": intent, "order_number": "SO-24903",
                         "email": "jean.martin@example.com", "identity_asserted": True}}
    assert routes.route_request(state).to == "say_cannot_cancel"  # type: ignore[arg-type]
