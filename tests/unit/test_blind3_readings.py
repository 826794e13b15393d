"""What a second blind corpus (evals/blind3) found misread, read right: a yes said warmly, a
case asked with "open one", an e-mail corrected after "wrong address", period codes beside a
customer's name."""

from __future__ import annotations

import pytest

from nodes.care_desk.scope import out_of_scope
from nodes.kit.consent import DOING, read_answer
from services.llm.billing_words import follow_wants
from services.llm.lexicon import customer_name


@pytest.mark.parametrize("said", [
    "Yes please, that would be great, thank you so much", "Yes, that would be lovely, thank you.",
    "Oui, je vous remercie.", "oui, ce serait parfait", "lovely, thanks", "that'd be great",
])
def test_a_warm_yes_is_a_yes(said: str) -> None:
    assert read_answer(said).answer == "yes"


@pytest.mark.parametrize("said", [
    "that would be great but not on Monday", "non, je vous remercie", "excellent question",
    "je vous remercie", "sure why not",
])
def test_what_is_not_a_plain_yes_stays_so(said: str) -> None:
    assert read_answer(said).answer != "yes"


@pytest.mark.parametrize("said", ["Yes, please open one.", "yes file a claim", "oui, ouvrez-en un"])
def test_open_one_is_a_yes_to_a_case_only(said: str) -> None:
    assert read_answer(said, DOING["damage_case"]).answer == "yes"
    assert read_answer(said, DOING["move"]).answer != "yes"


@pytest.mark.parametrize("said", [
    "sorry, wrong address: emma.clarke@example.co.uk", "oups mauvaise adresse, c'est "
    "jean.martin@example.com", "mauvaise adresse mail : jean@x.fr",
])
def test_an_email_corrected_is_no_delivery_address(said: str) -> None:
    assert out_of_scope(said) is None


@pytest.mark.parametrize("said", [
    "wrong address, it should go to 10 Downing Street", "livrez à une autre adresse svp",
    "my delivery address is wrong, my email is a@b.com",
])
def test_a_delivery_address_is_still_one(said: str) -> None:
    assert out_of_scope(said) == "address"


@pytest.mark.parametrize(("said", "name"), [
    ("liste des factures de John Doe FY2025", "John Doe"), ("Analyse John Doe FY 2025", "John Doe"),
    ("factures de John Doe YTD", "John Doe"), ("revenue FY2025 vs 2026 YTD", None),
    ("Analyse Fyfe Interiors sur 2025", "Fyfe Interiors"),
])
def test_period_codes_are_never_a_name(said: str, name: str | None) -> None:
    assert customer_name(said) == name


@pytest.mark.parametrize("said", [
    "combien de clients ont des impayés ?", "how many customers have overdue invoices?",
    "nombre de clients en retard de paiement", "how many customers owe us money?",
])
def test_how_many_customers_a_kind_of_bill_concerns(said: str) -> None:
    assert follow_wants(said) == "customer_count"


@pytest.mark.parametrize("said", ["combien de clients avons-nous ?",
                                  "combien de factures impayées ?"])
def test_no_customer_count_where_no_bill_or_no_customer_is_counted(said: str) -> None:
    assert follow_wants(said) != "customer_count"
