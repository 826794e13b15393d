"""An order number the model gives is kept only when the customer wrote it: as Python reads
order numbers (written in thousands, "commande 24 903"), or by its digits; never one the
model made up."""

from __future__ import annotations

import pytest

from nodes.care_desk.grounding import order_grounded


@pytest.mark.parametrize("written", [
    "commande 24 903 stp, où en est-elle", "SO 24 903", "order 24 903 please",
    "ma commande SO-24903", "c'est la 24903", "so24903",
])
def test_a_number_the_customer_wrote_is_grounded(written: str) -> None:
    assert order_grounded("SO-24903", written, None)


@pytest.mark.parametrize("written", [
    "où en est ma commande ?", "commande 24 904", "j'ai payé 24 903 euros hier",
    "SO-24911", "livrez le 24 à 9h03",
])
def test_a_number_the_customer_did_not_write_is_not(written: str) -> None:
    assert not order_grounded("SO-24903", written, None)


def test_the_order_in_focus_needs_no_writing() -> None:
    assert order_grounded("SO-24903", "et elle arrive quand ?", "SO-24903")
