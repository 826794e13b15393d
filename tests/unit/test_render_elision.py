"""French "de" before a person's name is elided before a vowel or a mute h ("Factures
impayées d'Émilie Lefèvre"), never before a consonant, never in English, and only before a
name (a status or a count keeps its "de")."""

from __future__ import annotations

import pytest

from nodes.kit.say import render

TEXTS = {"t": {"fr": "Factures de {name} : {count} ({status} de {count})",
               "en": "Bills of {name}: {count}"}}


@pytest.mark.parametrize(("name", "said"), [
    ("Émilie Lefèvre", "Factures d'Émilie Lefèvre"), ("Inès Roux", "Factures d'Inès Roux"),
    ("Hugo Martin", "Factures d'Hugo Martin"), ("alice roy", "Factures d'alice roy"),
    ("Jean Martin", "Factures de Jean Martin"), ("", "Factures de  :"),
])
def test_de_before_a_name(name: str, said: str) -> None:
    text = render(TEXTS, "t", "fr", {"name": name, "count": 8, "status": "en retard"})
    assert text.startswith(said)
    assert text.endswith("(en retard de 8)")  # only before a name


def test_english_is_left_alone() -> None:
    assert render(TEXTS, "t", "en", {"name": "Émilie", "count": 1}) == "Bills of Émilie: 1"
