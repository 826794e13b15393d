"""Hurried back-office messages (blind11 staff_hurried), read by Python: the customer named
after a period, abbreviations and filler words that are no name, thresholds, periods."""

from __future__ import annotations

import pytest

from services.llm.billing_words import named_customer


# F2: a name typed after the period is the customer's ("CA 2025 garnier" answered for every
# customer: the period phrase, read to the end of the sentence, took the name with it).
@pytest.mark.parametrize(("message", "name"), [
    ("CA 2025 garnier", "garnier"), ("CA 2026 mercier", "mercier"),
    ("chiffre d'affaires 2025 de garnier", "garnier"),
    ("impayés depuis mars whitfield", "whitfield"),
    ("factures du T2 2026 lefevre", "lefevre"),
    ("revenue 2025 whitfield", "whitfield"),
])
def test_a_name_after_the_period_is_read(message: str, name: str) -> None:
    assert named_customer(message) == name
