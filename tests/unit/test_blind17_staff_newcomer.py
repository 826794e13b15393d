"""blind17 staff_newcomer: how the back office reads a newcomer's words (offline model).

A change to a customer's record said with a field the records hold ("Change l'adresse e-mail
de John Doe : …", "corrige le nom de Tom Baker") or a note added to an account ("add a note on
Sarah Whitfield's account: …") was read as out of scope or as an analysis, never as the
read-only refusal that says nothing was changed."""

from __future__ import annotations

import pytest

from services.llm.billing_words import asks_change, without_change


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
