"""blind17 staff_newcomer: how the back office reads a newcomer's words (offline model).

A change to a customer's record said with a field the records hold ("Change l'adresse e-mail
de John Doe : …", "corrige le nom de Tom Baker") or a note added to an account ("add a note on
Sarah Whitfield's account: …") was read as out of scope or as an analysis, never as the
read-only refusal that says nothing was changed."""

from __future__ import annotations

import pytest

from services.llm.billing_words import asks_change, without_change
from services.store import Store
from tests.harness import demo_data_store, staff_desk


@pytest.mark.parametrize("message", [
    "Change l'adresse e-mail de John Doe : jd@doe-consulting.com",
    "changez l'e-mail de Marc Dupont",
    "remplace le téléphone de Dupont par 06 12 34 56 78",
    "corrige le nom de Tom Baker",
    "rename Tom Baker to Thomas Baker",
    "replace Priya Nair's phone number with 07700 900123",
    "son nouvel e-mail : jd@doe-consulting.com",
    "new email for John Doe: jd@doe-consulting.com",
    "add a note on Sarah Whitfield's account: prefers morning deliveries",
    "ajoute une note sur la fiche de Sarah Whitfield : préfère le matin",
    "ajoute un commentaire au compte de Dupont",
    "put a note on her file",
    "leave a comment on Tom Baker's record",
    "prends note qu'elle préfère être livrée le matin",
    "make a note that Tom Baker pays late",
    "note that Sarah prefers mornings",
    "Notez qu'il préfère le matin",
])
def test_a_record_edited_or_a_note_added_is_a_change(message: str) -> None:
    assert asks_change(message)
    assert without_change(message) == ""


@pytest.mark.parametrize("message", [
    "quel est l'e-mail de Dupont ?",
    "any notes on her account?",
    "what's the new email of Dupont?",
    "is the email correct for Dupont?",
    "show me the record of Tom Baker",
    "la note de Dupont",
    "what changed in Dupont's numbers?",
    "le changement de statut de ses factures",
])
def test_a_field_asked_of_is_no_change(message: str) -> None:
    assert not asks_change(message)


@pytest.mark.parametrize("message", [
    "Analyse Sarah Whitfield for a while back",
    "analyse Dupont a while ago",
    "Analyse Dupont some time ago",
    "analyse Dupont not long ago",
    "how has Dupont been doing these days?",
    "Analyse Dupont il y a quelque temps",
    "analyse Dupont ces temps-ci",
    "Analyse Dupont il y a un moment",
])
def test_a_time_said_vaguely_is_asked_never_defaulted(message: str) -> None:
    """As "lately": said, so read and not understood, never the default 12 months."""
    from datetime import date

    from services.periods import Period, resolve_period, said_period

    words = said_period(message)
    assert words
    assert not isinstance(resolve_period(words, date(2026, 11, 18)), Period)


@pytest.mark.parametrize("message", [
    "Marc Dupont a des factures pas encore échues ?",
    "Marc Dupont a des factures non échues ?",
    "Marc Dupont owes anything?",
    "Marc",
    "Marc ?",
])
def test_a_first_name_opening_the_message_is_no_month(message: str) -> None:
    """"Marc" opening a message before "Dupont" is a first name, never a slip of "mars"."""
    from services.llm.lexicon import period_words

    assert period_words(message) is None


@pytest.mark.parametrize("message", [
    "oh and what was on it?",
    "oh, what's on it?",
    "ah et il y avait quoi dessus ?",
    "oh and when was it issued?",
    "oups, et elle a été payée ?",
    "euh, is it overdue?",
])
def test_a_sound_before_a_follow_up_is_no_name(message: str) -> None:
    """"oh and what was on it?" after one bill shown (and a thanks) reads that bill again:
    "oh" is no customer to search."""
    from services.llm.billing_words import named_customer

    assert named_customer(message) is None


@pytest.mark.parametrize("message", [
    "tell me about Acme",
    "anything I should know about Tom Baker?",
    "What's the deal with Roussel?",
    "what's going on with Priya Nair?",
    "fill me in on Tom Baker",
    "give me the rundown on Acme",
    "Give me an overview of Priya Nair",
    "Give me an analysis of Priya Nair",
    "quoi de neuf avec Dupont ?",
    "Tu peux me faire un petit résumé sur Sarah Whitfield ?",
    "C'est quoi la situation de Louis Martin ?",
    "parle-moi de Marc Dupont",
    "où en est-on avec Hélène Dupont ?",
    "que sais-tu de Priya Nair ?",
])
def test_a_request_about_a_customer_as_a_whole_is_an_analysis(message: str) -> None:
    """No period said: the last 12 months (none read), never a period read in the name."""
    from services.llm.lexicon import period_words, staff_workflow

    assert staff_workflow(message) == "analysis"
    assert period_words(message) is None


@pytest.mark.parametrize("message", [
    "what's up with Roussel's delivery?",
    "des nouvelles de la commande de Tom Baker ?",
    "tell me about SO-24903",
])
def test_a_request_about_an_order_stays_the_care_desks(message: str) -> None:
    from services.llm.lexicon import staff_workflow

    assert staff_workflow(message) == "care_desk"


store = pytest.fixture(scope="module", name="store")(demo_data_store)


@pytest.mark.parametrize(("first", "other"), [
    ("Analyse Paul Dupont sur 2026", "non, l'autre Dupont"),
    ("Analyse Paul Dupont for 2026", "no, the other Dupont"),
    ("Analyse Marie Dupont sur 2026", "non pardon, l'autre Dupont"),
])
def test_the_other_of_a_name_is_not_the_last_answers(store: Store, first: str,
                                                      other: str) -> None:
    """"no, the other Martin" after Louis Martin's analysis: the other Martin, same period,
    never the list of every Martin again."""
    desk = staff_desk(store)
    was = "Paul Dupont" if "Paul" in first else "Marie Dupont"
    meant = "Marie Dupont" if was == "Paul Dupont" else "Paul Dupont"
    assert was in desk.say(first).reply
    reply = desk.say(other).reply
    assert meant in reply and was not in reply
    assert "2026" in reply


@pytest.mark.parametrize(("first", "put_right"), [
    ("I have a customer in Lyon, a design firm I think — anything overdue?", "John Doe, sorry"),
    ("J'ai un client à Lyon, je crois, des factures en retard ?", "pardon, John Doe"),
])
def test_a_name_put_right_after_no_customer_keeps_the_question(store: Store, first: str,
                                                                put_right: str) -> None:
    """"Sarah Whitfield, sorry" after no customer was found for "anything overdue?": her
    overdue bills, never all of them; "J'ai" opening a message is no customer's name."""
    desk = staff_desk(store)
    assert "J'ai" not in desk.say(first).reply
    reply = desk.say(put_right).reply
    assert "F-2026-0027" in reply
    assert ("Overdue bills of John Doe" in reply) or ("Factures en retard de John Doe" in reply)


@pytest.mark.parametrize("message", [
    "Tu as accès aux commandes aussi ou seulement aux factures ?",
    "do you have access to orders too?",
    "can you see deliveries or just invoices?",
    "tu gères aussi les livraisons ?",
])
def test_what_the_assistant_reaches_gets_what_it_does(store: Store, message: str) -> None:
    turn = staff_desk(store).say(message)
    assert turn.text_id == "say_staff_capabilities"


@pytest.mark.parametrize("message", [
    "tu as accès aux factures de Dupont ?",
    "can you see John Doe's bills?",
])
def test_records_of_a_customer_asked_are_no_reach_question(message: str) -> None:
    from nodes.kit.answers import asks_reach

    assert not asks_reach(message)


def test_a_slip_opening_a_customers_message_is_still_read() -> None:
    """The opening first name is the period reader's only: "Comande Oslo" is still a slip."""
    from services.llm.lexicon import spelled
    from services.text import fold_words

    assert spelled("Comande Oslo pas arrivée", fold_words("Comande Oslo pas arrivée")) \
        .startswith("commande")
