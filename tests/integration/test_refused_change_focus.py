"""A change refused on the staff channel (the back office only reads) still says whom the
staff member is busy with: "what does he owe then" after "mark lefevre's F-2026-0105 paid" is
about that customer, never every customer's bills (blind11 staff_hurried F8). A refused
change naming no one, or two customers, leaves the focus as it was."""

from __future__ import annotations

import pytest

from services.store import Store
from tests.harness import demo_data_store, staff_desk

store = pytest.fixture(scope="module", name="store")(demo_data_store)  # read only
OTHERS = ("John Doe", "Dupont", "Connor", "Lefèvre", "F-2026-0011")


@pytest.mark.parametrize(("refused", "asked"), [
    ("marque la F-2026-0003 payée", "il nous doit combien alors ?"),
    ("mark F-2026-0003 paid", "fine. what does he owe then"),
    ("envoie une relance à Jean Martin", "et ses impayés ?"),
    ("send jean martin a reminder", "ok, how much does he owe us?"),
    ("annule la facture F-2026-0003 de Martin", "combien il doit ?"),
])
def test_the_customer_of_a_refused_change_is_in_focus(store: Store, refused: str,
                                                      asked: str) -> None:
    desk = staff_desk(store)
    refusal = desk.say(refused)
    assert refusal.text_id == "say_read_only", refusal.reply
    turn = desk.say(asked)
    assert "Jean Martin" in turn.reply, turn.reply
    assert "tous clients" not in turn.reply and "all customers" not in turn.reply
    for other in OTHERS:
        assert other not in turn.reply, turn.reply


def test_a_refused_change_naming_no_one_keeps_the_focus(store: Store) -> None:
    desk = staff_desk(store)
    desk.say("impayés de John Doe")
    assert desk.say("marque-la payée").text_id == "say_read_only"
    turn = desk.say("what does he owe?")
    assert "John Doe" in turn.reply and "Jean Martin" not in turn.reply, turn.reply


def test_a_refused_change_of_two_customers_moves_no_focus(store: Store) -> None:
    desk = staff_desk(store)
    desk.say("impayés de John Doe")
    assert desk.say("fusionne les fiches Paul Dupont et Marie Dupont").text_id \
        == "say_read_only"
    turn = desk.say("et ses impayés ?")
    assert "John Doe" in turn.reply and "Dupont" not in turn.reply, turn.reply


def test_a_refused_change_moves_the_focus_to_its_customer(store: Store) -> None:
    desk = staff_desk(store)
    desk.say("impayés de John Doe")
    assert desk.say("send jean martin a reminder").text_id == "say_read_only"
    turn = desk.say("what does he owe?")
    assert "Jean Martin" in turn.reply and "John Doe" not in turn.reply, turn.reply


@pytest.mark.parametrize(("refused", "asked"), [
    ("mark F-2026-0003 paid, he sent the money", "how late was it actually?"),
    ("change F-2026-0003 to 1000 euros, we agreed a lower price", "what is it for now then?"),
    ("annule la facture F-2026-0003", "elle a été payée quand ?"),
    ("envoie une relance pour la F-2026-0003", "quels produits dessus ?"),
])
def test_the_bill_of_a_refused_change_is_the_one_asked_about_next(store: Store, refused: str,
                                                                  asked: str) -> None:
    """A refused change that numbers one bill leaves that bill as what staff is busy with
    (blind13 staff_compare F3): "how late was it?" after the refusal is about it, never a
    care-desk question for an order nor the out-of-scope text."""
    desk = staff_desk(store)
    assert desk.say(refused).text_id == "say_read_only"
    turn = desk.say(asked)
    assert turn.text_id == "billing_answer", turn.reply
    assert "F-2026-0003" in turn.reply and "Jean Martin" in turn.reply, turn.reply
    for other in OTHERS:
        assert other not in turn.reply, turn.reply
