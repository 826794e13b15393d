"""What the desk refuses, said beside what it does in the same message: each read in Python
from its own clause (`scope.refused_beside`, `scope.asked_beside`), and routed to the request
the desk handles once `collect_details` said what was refused (`refused`)."""

from __future__ import annotations

import pytest

from nodes.care_desk import routes
from nodes.care_desk.scope import asked_beside, refused_beside


@pytest.mark.parametrize(("message", "kind", "asked"), [
    ("annulez le buffet et décalez le canapé SO-51001 au 17 décembre au matin svp",
     "cancel", "reschedule"),
    ("cancel SO-52004 and when is the table SO-52001 coming?", "cancel", "order_status"),
    ("où en est SO-51001 ? et annulez le buffet SO-51004 svp", "cancel", "order_status"),
    ("Please cancel SO-52004. Also can you move SO-52001 to Friday 18 December?", "cancel",
     "reschedule"),
    ("remboursez-moi SO-51002 et où en est SO-51001 ?", "refund", "order_status"),
    ("Where is SO-52001? Also I need to change the delivery address.", "address",
     "order_status"),
    ("changez l'adresse de SO-51001 svp et dites-moi où elle en est", "address",
     "order_status"),
    ("Pouvez-vous décaler SO-51001 au vendredi 18 décembre ? Et je voudrais aussi changer "
     "l'adresse de livraison.", "address", "reschedule"),
    ("where's SO-52001 at? and I'd like it delivered to my office instead", "address",
     "order_status"),
    ("où en est SO-51001 ? ma voisine pourra réceptionner à ma place", "handover",
     "order_status"),
    ("je veux ajouter un pouf à ma commande SO-51001 et la décaler au 21 décembre matin",
     "order_change", "reschedule"),
    ("I need to switch SO-52001 to the walnut finish, and when is it coming?", "order_change",
     "order_status"),
    ("pouvez vous passer SO-51001 au 10 décembre matin et que le livreur m'appelle avant",
     "call", "reschedule"),
    ("can you push SO-52001 back to Monday 21 December afternoon and have the driver call me "
     "first", "call", "reschedule"),
])
def test_a_refusal_beside_a_request_is_read_apart(message: str, kind: str, asked: str) -> None:
    beside = refused_beside(message)
    assert beside is not None and beside.kinds == [kind]
    assert asked in asked_beside(beside.rest)
    assert beside.rest and beside.rest in message  # the other request's words, as written


@pytest.mark.parametrize("message", [
    "je veux annuler ma commande SO-51001",
    "cancel my order and refund me",
    "Cancel SO-52004, I changed my mind",
    "je veux annuler ma commande, je suis déçue depuis le 3 décembre",
    "deliver it to my mother's on Monday",
    "I'd like a refund on SO-52002 please, changed my mind about the armchair",
    "can I change the delivery address?",
])
def test_a_refusal_alone_asks_nothing_else(message: str) -> None:
    beside = refused_beside(message)
    assert beside is None or not asked_beside(beside.rest)


def _state(message: str, intent: str, refused: list[str]) -> dict[str, object]:
    return {"message": message, "refused": refused,
            "details": {"intent": intent, "order_number": "SO-24903",
                        "email": "jean.martin@example.com", "identity_asserted": True}}


@pytest.mark.parametrize(("message", "intent", "kind", "to"), [
    ("annulez SO-24911 et où en est SO-24903 ?", "order_status", "cancel", "read_order"),
    ("annulez SO-24911 et décalez SO-24903 au 22", "reschedule", "cancel", "list_free_slots"),
    ("where is SO-24903? also change the delivery address", "order_status", "address",
     "read_order"),
])
def test_a_refusal_said_beside_goes_on_with_the_request(message: str, intent: str, kind: str,
                                                        to: str) -> None:
    assert routes.route_request(_state(message, intent, [kind])).to == to  # type: ignore[arg-type]
    # the same message with nothing said refused: the refusal alone, as ever
    assert routes.route_request(_state(message, intent, [])).to in (  # type: ignore[arg-type]
        "say_cannot_cancel", "say_not_done_here")


def test_a_refusal_beside_nothing_the_desk_does_is_said_alone() -> None:
    state = _state("annulez SO-24911 svp", "other", ["cancel"])
    assert routes.route_request(state).to == "say_cannot_cancel"  # type: ignore[arg-type]


@pytest.mark.parametrize("message", [
    "je veux decaler la livraison SO-24903 au 9 decembre matin, ah et ma voisine Emilie aussi "
    "SO-25102",
    "ma voisine a reçu son canapé et en est ravie ; je voudrais déplacer SO-51001 au 24",
    "c'est mon fils qui a réceptionné, et où en est SO-51003 ?",
])
def test_a_neighbour_only_named_is_nothing_refused(message: str) -> None:
    # her order, or the story of a delivery: nobody is said to take the delivery in
    assert refused_beside(message) is None


@pytest.mark.parametrize("message", [
    "I'm on the 3rd floor, no lift. Is my bed SO-31020 still coming on Monday?",
    "je suis au 4e sans ascenseur, ma table SO-31001 arrive toujours lundi ?",
])
def test_a_floor_only_told_is_nothing_refused(message: str) -> None:
    """Where the customer lives, told beside a status question: no access refused, so the
    question is read whole (a weekday in it was read as a move once the floor's clause was
    cut off as a refusal; blind12 care_numbers after the merge with care_outside's fix)."""
    assert refused_beside(message) is None


def test_a_floor_asked_of_the_driver_is_still_refused() -> None:
    found = refused_beside("can the driver carry it up to the 3rd floor? and where is "
                           "SO-31020?")
    assert found is not None and found.kinds == ["access"]


@pytest.mark.parametrize("rest", ["SO-24903", "commande SO-24903", "order no SO-24903"])
def test_the_order_written_apart_asks_nothing_beside_the_refusal(rest: str) -> None:
    """"…can the driver carry the sofa up? SO-24903": the number the refused words are about,
    written after them, was read as a status asked beside (CI: test_g1's floor question)."""
    assert asked_beside(rest) == set()
    assert asked_beside(f"{rest} ?") == {"order_status"}
