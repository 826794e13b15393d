"""A staff member acting on a customer's order through the care desk hears of that order in
the third person ("la commande SO-24903 de Jean Martin", "notre équipe recontacte le
client"), never as their own ("votre commande", "our team will contact you"). Only the
words differ from the customer's: the same questions, the same consent, the same writes;
the customer channel keeps its own words."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from services.demo import demo_fixture
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.harness import DEMO_NOW, Conversation, staff_desk

JEAN = "jean.martin@example.com"
# What a reply to staff never says of a customer's order.
CUSTOMER_WORDS = ["votre commande", "vos commandes", "votre livraison", "vous recontacte",
                  "your order", "your delivery", "contact you", "désolé", "sorry",
                  "Votre commande", "Your order", "Votre livraison", "Your delivery"]


@pytest.fixture(name="store")
def _store() -> Iterator[Store]:
    store = fresh_store("sqlite://", demo_fixture(DEMO_NOW))  # written to: one per test
    yield store
    store.engine.dispose()


def customer(store: Store) -> Conversation:
    from graphs.front_door import builder

    return Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                        now=DEMO_NOW.isoformat())


def in_staff_words(reply: str) -> None:
    for words in CUSTOMER_WORDS:
        assert words not in reply, (words, reply)


def booking(store: Store, number: str, desk: Conversation) -> str | None:
    return next((b.slot for b in desk.snapshot().bookings if b.order == number), None)


@pytest.mark.parametrize(("message", "offered", "asked", "done"), [
    ("déplacer la livraison de SO-24903", "pour la commande SO-24903 de Jean Martin :",
     "Lequel dois-je retenir ?", "la livraison de la commande SO-24903 de Jean Martin est "
     "déplacée au vendredi 4 décembre"),
    ("move the delivery of order SO-24903", "for order SO-24903 of Jean Martin:",
     "Which one should I book?", "the delivery of order SO-24903 of Jean Martin is moved to "
     "Friday 4 December"),
])
def test_staff_pick_a_slot_for_a_customers_order(store: Store, message: str, offered: str,
                                                 asked: str, done: str) -> None:
    desk = staff_desk(store)
    desk.say(message)  # the e-mail that proves the order is asked of staff too
    listed = desk.say(JEAN)
    assert listed.text_id == "ask_which_slot" and listed.asks
    assert offered in listed.reply and asked in listed.reply, listed.reply
    in_staff_words(listed.reply)
    moved = desk.say("1")
    assert moved.text_id == "say_moved" and done in moved.reply, moved.reply
    in_staff_words(moved.reply)
    assert booking(store, "SO-24903", desk) == "2026-12-04-PM"


@pytest.mark.parametrize(("message", "yes", "proposed", "done"), [
    ("déplacer la livraison de SO-24903 jean.martin@example.com au mardi 15 décembre matin",
     "oui", "Je peux déplacer la livraison de la commande SO-24903 de Jean Martin (Canapé Oslo "
     "3 places), prévue le mardi 8 décembre", "C'est fait : la livraison de la commande "
     "SO-24903 de Jean Martin est déplacée au mardi 15 décembre au matin"),
    ("move the delivery of SO-24903 jean.martin@example.com to Tuesday 15 December morning",
     "yes", "I can move the delivery of order SO-24903 of Jean Martin (Canapé Oslo 3 places), "
     "booked for Tuesday 8 December", "Done: the delivery of order SO-24903 of Jean Martin "
     "is moved to Tuesday 15 December, morning"),
])
def test_staff_confirm_a_move_in_staff_words(store: Store, message: str, yes: str,
                                            proposed: str, done: str) -> None:
    desk = staff_desk(store)
    asked = desk.say(message)
    assert asked.text_id == "ask_confirm_move" and asked.asks and proposed in asked.reply, \
        asked.reply
    in_staff_words(asked.reply)
    assert booking(store, "SO-24903", desk) == "2026-12-08-PM"  # nothing on the proposal
    moved = desk.say(yes)
    assert moved.text_id == "say_moved" and done in moved.reply, moved.reply
    in_staff_words(moved.reply)
    assert booking(store, "SO-24903", desk) == "2026-12-15-AM"


@pytest.mark.parametrize(("message", "no"), [
    ("déplacer la livraison de SO-24903 jean.martin@example.com au mardi 15 décembre matin",
     "non"),
    ("move the delivery of SO-24903 jean.martin@example.com to Tuesday 15 December morning",
     "no"),
])
def test_a_staff_no_changes_nothing(store: Store, message: str, no: str) -> None:
    desk = staff_desk(store)
    desk.say(message)
    turn = desk.say(no)
    assert turn.text_id == "ask_what_instead" and turn.asks
    in_staff_words(turn.reply)
    assert booking(store, "SO-24903", desk) == "2026-12-08-PM"
    assert len(desk.snapshot().cases) == 1


@pytest.mark.parametrize(("message", "yes", "offered", "opened"), [
    ("déplacer la livraison de SO-24911 jean.martin@example.com", "oui",
     ["La livraison de la commande SO-24911 de Jean Martin, prévue le mercredi 2 décembre",
      "afin que notre équipe recontacte le client ? (oui / non)"],
     ["La livraison de la commande SO-24911 de Jean Martin", "J'ai ouvert le dossier CASE-1002",
      "notre service après-vente recontacte le client très vite"]),
    ("move the delivery of SO-24911 jean.martin@example.com", "yes",
     ["The delivery of order SO-24911 of Jean Martin, booked for Wednesday 2 December",
      "so that our team contacts the customer? (yes / no)"],
     ["The delivery of order SO-24911 of Jean Martin", "I have opened case CASE-1002",
      "our after-sales team will contact the customer shortly"]),
])
def test_the_48_hour_refusal_and_its_case_in_staff_words(
        store: Store, message: str, yes: str, offered: list[str], opened: list[str]) -> None:
    desk = staff_desk(store)
    asked = desk.say(message)
    assert asked.text_id == "ask_confirm_late_case" and asked.asks
    for words in offered:
        assert words in asked.reply, asked.reply
    in_staff_words(asked.reply)
    assert len(desk.snapshot().cases) == 1  # nothing opened on the proposal
    done = desk.say(yes)
    assert done.text_id == "say_late_case"
    for words in opened:
        assert words in done.reply, done.reply
    in_staff_words(done.reply)
    case = desk.snapshot().cases[-1]
    assert (case.order, case.kind) == ("SO-24911", "late_reschedule")
    # the case says who wrote its description: a staff member, not the customer
    assert case.description.startswith("Staff message (on the customer's behalf): ")


@pytest.mark.parametrize(("message", "yes", "offered", "opened"), [
    ("le fauteuil de SO-24870 est arrivé abîmé, jean.martin@example.com", "oui",
     "Je peux ouvrir un dossier après-vente pour meuble endommagé sur la commande SO-24870 de "
     "Jean Martin (Fauteuil Brest). Voulez-vous que je l'ouvre ? (oui / non)",
     "J'ai ouvert le dossier CASE-1002 pour meuble endommagé sur la commande SO-24870 de Jean "
     "Martin ; notre service après-vente recontacte le client pour la suite."),
    ("the armchair of SO-24870 arrived damaged, jean.martin@example.com", "yes",
     "I can open an after-sales case for damage on order SO-24870 of Jean Martin (Fauteuil "
     "Brest). Shall I open it? (yes / no)",
     "I have opened damage case CASE-1002 on order SO-24870 of Jean Martin; our after-sales "
     "team will contact the customer about the next steps."),
])
def test_a_damage_report_for_the_customer_in_staff_words(
        store: Store, message: str, yes: str, offered: str, opened: str) -> None:
    desk = staff_desk(store)
    asked = desk.say(message)
    assert asked.text_id == "ask_confirm_damage_case" and offered in asked.reply, asked.reply
    assert "CASE-1001" in asked.reply  # the other case open on the order is still named
    in_staff_words(asked.reply)
    done = desk.say(yes)
    assert done.text_id == "say_damage_case" and opened in done.reply, done.reply
    case = desk.snapshot().cases[-1]
    assert (case.order, case.kind) == ("SO-24870", "damage")
    assert case.description == ("Staff message (on the customer's behalf): "
                                + message.removesuffix(", jean.martin@example.com"))


@pytest.mark.parametrize(("message", "said"), [
    ("le canapé de SO-24903 est arrivé abîmé jean.martin@example.com",
     "La commande SO-24903 de Jean Martin n'est pas encore livrée (elle est en fabrication)"),
    ("the sofa of SO-24903 arrived damaged jean.martin@example.com",
     "Order SO-24903 of Jean Martin is not delivered yet (it is in production)"),
    ("quels créneaux sont libres pour SO-24911 jean.martin@example.com ?",
     "La livraison de la commande SO-24911 de Jean Martin, prévue le mercredi 2 décembre"),
    ("which slots are free for SO-24911 jean.martin@example.com?",
     "so that our team contacts the customer."),
    ("quels dossiers sont ouverts sur SO-24870 jean.martin@example.com ?",
     "Un dossier après-vente est ouvert sur la commande SO-24870 : le dossier CASE-1001"),
    ("any after-sales case open on order SO-24870? jean.martin@example.com",
     "An after-sales case is open on order SO-24870: case CASE-1001"),
    # an order not told: whose order it is, asked in the third person
    ("jean.martin@example.com veut déplacer sa livraison",
     "Quel est le numéro de la commande du client ?"),
    ("jean.martin@example.com wants to move the delivery",
     "What is the customer's order number?"),
])
def test_refusals_and_questions_in_staff_words(store: Store, message: str, said: str) -> None:
    desk = staff_desk(store)
    turn = desk.say(message)
    assert said in turn.reply, turn.reply
    in_staff_words(turn.reply)
    assert len(desk.snapshot().cases) == 1


@pytest.mark.parametrize("message", [
    "déplacer la livraison de SO-99999 jean.martin@example.com",
    "move the delivery of SO-99999 jean.martin@example.com",
    # another customer's order with Jean Martin's e-mail: not found, its customer not named
    "déplacer la livraison de SO-25010 jean.martin@example.com",
    "move the delivery of SO-25010 jean.martin@example.com",
])
def test_not_found_names_nobody(store: Store, message: str) -> None:
    turn = staff_desk(store).say(message)
    assert turn.text_id == "say_not_found" and turn.asks
    assert "John Doe" not in turn.reply and "Jean Martin" not in turn.reply
    in_staff_words(turn.reply)


@pytest.mark.parametrize(("messages", "said"), [
    (["je veux déplacer la livraison de SO-24903 au mardi 15 décembre matin", "oui"],
     ["Je peux déplacer la livraison de votre commande SO-24903 (Canapé Oslo 3 places)",
      "C'est fait : la livraison de votre commande SO-24903 est déplacée"]),
    (["je veux déplacer la livraison de SO-24911", "oui"],
     ["La livraison de votre commande SO-24911", "notre équipe vous recontacte ?",
      "notre service après-vente vous recontacte très vite"]),
    (["the armchair of SO-24870 arrived damaged", "yes"],
     ["I am sorry about this.", "on your order SO-24870 (Fauteuil Brest)",
      "I am sorry your order SO-24870 arrived damaged."]),
])
def test_the_customer_keeps_the_customer_words(store: Store, messages: list[str],
                                               said: list[str]) -> None:
    desk = customer(store)
    replies = " ".join(desk.say(m).reply for m in messages)
    for words in said:
        assert words in replies, replies
    assert "Jean Martin" not in replies
    cases = desk.snapshot().cases
    if len(cases) > 1:
        assert cases[-1].description.startswith("Customer message: ")
