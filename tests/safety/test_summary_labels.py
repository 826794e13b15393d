"""An amount or a count the model's sentence gives a name to must be that figure: every
number of "Le chiffre d'affaires total atteint 250,00 €" is a figure of the analysis (the
largest bill), and the sentence still says a wrong total. Refused, the fixed sentence
stands."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from services.store import Store
from tests.conftest import fresh_store
from tests.integration.test_analytics import hand_fixture
from tests.safety.test_summary_meaning import FIXED, replaced, report


@pytest.fixture
def store() -> Iterator[Store]:
    s = fresh_store("sqlite://", hand_fixture())
    yield s
    s.engine.dispose()


# Émilie Lefèvre in 2025: 4 bills, revenue 600,00 €, average 150,00 €, largest 250,00 €
# (the Banc's revenue is 250,00 € too), 2 late (1 overdue), 1 on time, 1 not yet due.
@pytest.mark.parametrize(("conclusion", "kept"), [
    ("Le chiffre d'affaires total atteint 250,00 €.", False),      # the largest bill
    ("Le chiffre d'affaires atteint 600,00 € sur 4 factures.", True),
    ("La facture moyenne est de 250,00 €.", False),                # the largest, not the mean
    ("La facture moyenne est de 150,00 €.", True),
    ("La plus grosse facture atteint 150,00 €.", False),
    ("Le « Banc » rapporte 250,00 € de chiffre d'affaires.", True),  # the product's figure
    ("4 factures sont en retard de paiement.", False),            # 2 are
    ("2 factures en retard et 1 facture payée à l'heure.", True),
    ("Le client a 4 factures impayées.", False),                  # 1 overdue, 1 not yet due
    # counts in words, as in digits; a count after "dont" / "of which" is of those bills
    ("Quatre factures sont en retard de paiement.", False),
    ("Deux factures en retard et une facture payée à l'heure.", True),
    ("Le client a reçu quatre factures, dont deux en retard.", True),
    ("Le client a reçu 4 factures, dont 4 en retard.", False),
    ("Le client a reçu quatre factures, quatre d'entre elles en retard.", False),
    ("Le client a reçu quatre factures, deux d'entre elles en retard.", True),
])
def test_a_figure_named_wrongly_is_refused(store: Store, conclusion: str, kept: bool) -> None:
    turn = report(store, "Voici l'analyse de la relation.", conclusion)
    assert (conclusion in turn.reply) is kept
    assert (FIXED in turn.reply) is not kept
    assert replaced(turn) == ([] if kept else ["conclusion"])
