"""Back-office edges of blind corpus 7 (F7b): a delay said of a customer, a question told
with a story, an amount in another currency, today as the day of a state."""

from __future__ import annotations

from datetime import date

import pytest

from services.amounts import amount_filter, other_currency, without_amounts
from services.llm import lexicon
from services.llm.staff_ask import staff_request
from services.periods import as_of_day, said_period

TODAY = date(2026, 12, 9)


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


STORY_FR = ("Bonjour, je prépare le comité de direction de jeudi et le directeur financier m'a "
            "demandé de faire le point sur les clients professionnels. On a déjà regardé les "
            "grands comptes la semaine dernière, notamment celui de Doe Interiors, dont le "
            "gérant nous a appelés lundi. ")


@pytest.mark.parametrize(("message", "asked"), [
    (STORY_FR + "Peux-tu me dire quelles factures de John Doe sont encore impayées ? Merci.",
     "Peux-tu me dire quelles factures de John Doe sont encore impayées ?"),
    (STORY_FR + "Analyse ma relation client avec Marie Dupont sur 2025, s'il te plaît.",
     "Analyse ma relation client avec Marie Dupont sur 2025, s'il te plaît."),
    ("We went over the large accounts last month with the director, who now wants the smaller "
     "ones too, starting with the shops that order regularly. Please analyse John Doe over H1 "
     "2025.", "Please analyse John Doe over H1 2025."),
    (STORY_FR + "bref : total des impayés de tous les clients stp",
     "bref : total des impayés de tous les clients stp"),
])
def test_a_story_is_set_aside_when_the_request_stands_alone(message: str, asked: str) -> None:
    assert staff_request(message) == asked


@pytest.mark.parametrize("message", [
    # the request points back at the story: read whole
    STORY_FR + "Peux-tu me sortir ses factures impayées ?",
    # a short context is read with the request ("Pour 2025. Analyse X.")
    "Je prépare le bilan 2025. Analyse John Doe.",
    # one sentence, or nothing asked
    "Quelles factures de John Doe sont impayées ?",
    STORY_FR.strip(),
])
def test_a_message_is_read_whole_otherwise(message: str) -> None:
    assert staff_request(message) == message


@pytest.mark.parametrize("message", [
    "quelles factures de John Doe sont encore impayées aujourd'hui ?", "impayées à ce jour",
    "which bills are still unpaid today?", "what does John Doe owe today?",
    "John Doe unpaid bills right now", "combien nous doit John Doe aujourd'hui ?",
])
def test_today_said_of_a_state_is_the_day_of_that_state(message: str) -> None:
    assert as_of_day(message, TODAY) == TODAY


@pytest.mark.parametrize("message", [
    "factures de John Doe émises aujourd'hui", "factures de Doe impayées émises aujourd'hui",
    "unpaid bills due today", "paid today",
])
def test_bills_issued_due_or_paid_today_are_no_state(message: str) -> None:
    assert as_of_day(message, TODAY) is None


@pytest.mark.parametrize(("message", "bounds"), [
    ("Quelles factures de John Doe dépassent 1000 CHF ?", {"more_than": "1000"}),
    ("factures de John Doe qui dépassent les 1000 CHF", {"more_than": "1000"}),
    ("bills of John Doe above $1,000", {"more_than": "1000"}),
    ("John Doe bills over 2k USD", {"more_than": "2000"}),
    ("factures de Marie Dupont de plus de 500 £", {"more_than": "500"}),
    ("factures de John Doe entre 1000 et 2000 CHF", {"at_least": "1000", "at_most": "2000"}),
])
def test_an_amount_in_another_currency_is_a_threshold(message: str,
                                                     bounds: dict[str, str]) -> None:
    assert amount_filter(message) == bounds
    assert other_currency(message)
    assert said_period(without_amounts(message)) is None


@pytest.mark.parametrize(("message", "foreign"), [
    ("Combien John Doe nous doit-il en dollars ?", True), ("in GBP please", True),
    ("factures de plus de 1000 € de John Doe", False), ("factures de John Doe en 2025", False),
    ("écrire à marie.dupont@example.fr.", False), ("factures de plus de 10k", False),
])
def test_another_currency_is_told_from_the_euro(message: str, foreign: bool) -> None:
    assert other_currency(message) is foreign


def test_a_pronoun_of_the_bills_is_no_pointing_back() -> None:
    message = STORY_FR + "Quelles factures de John Doe restent impayées, avec leurs échéances ?"
    assert staff_request(message) == \
        "Quelles factures de John Doe restent impayées, avec leurs échéances ?"
