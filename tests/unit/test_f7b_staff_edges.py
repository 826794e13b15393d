"""Back-office edges of blind corpus 7 (F7b): a delay said of a customer, a question told
with a story, an amount in another currency, today as the day of a state."""

from __future__ import annotations

import pytest

from services.llm import lexicon


@pytest.mark.parametrize("message", [
    "retards Doe", "retard John Doe", "Dupont retards", "retrads Doe", "Doe late?",
    "is John Doe late?", "delays Marie Dupont", "John Doe behind?", "retards Doe 2025",
])
def test_a_delay_said_of_a_customer_is_a_bill_question(message: str) -> None:
    assert lexicon.staff_workflow(message) == "billing"


@pytest.mark.parametrize("message", [
    "retard SO-92001", "retard commande John Doe", "retard ?", "la livraison de Doe a du retard ?",
    "John Doe's delivery is late", "where is order SO-24903?",
])
def test_a_delay_of_an_order_stays_with_the_care_desk(message: str) -> None:
    assert lexicon.staff_workflow(message) == "care_desk"
