"""Staff ask what a customer owes or has paid, and name customers with a title: what is owed
is the unpaid bills' total (never every bill's), what was paid is the paid bills' (by payment
date, never what was billed), a period's none says what is owed beyond it, and a figure of
other bills than those asked is never given (a fixed text says so). "M. Dupont" is every
Dupont: the desk asks which one (the title's gender is no clue) and a first name picks."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import Any

import pytest

from graphs.front_door import builder
from services.demo import demo_fixture
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.harness import Conversation
from tests.integration.test_back_office_graphs import looping_model

NOW = datetime.fromisoformat("2026-12-02T10:00:00+01:00")  # a Wednesday
ALL_OF_DOE = ("169 564,30", "169,564.30")  # every bill of John Doe, paid ones too
OWED_BY_DOE = ("21 478,50", "21,478.50")   # his 3 unpaid bills


@pytest.fixture(scope="module")
def store() -> Iterator[Store]:
    s = fresh_store("sqlite://", demo_fixture(NOW))  # read only: shared by the module
    yield s
    s.engine.dispose()


class Said:
    """A turn's reply and text id, its spaces plain (money is written with narrow ones)."""

    def __init__(self, conversation: Conversation) -> None:
        self.conversation = conversation

    def say(self, message: str) -> Any:
        turn = self.conversation.say(message)
        turn.reply = turn.reply.replace("\u202f", " ").replace("\u00a0", " ")
        return turn


def staff(store: Store, model: Any = None) -> Said:
    return Said(Conversation(builder, store, model or OfflineChatModel(), channel="staff",
                             now=NOW.isoformat()))


@pytest.mark.parametrize("message", [
    "Montant total dû par John Doe ?",
    "montant total du par john doe",
    "Quel est l'encours de John Doe ?",
    "factures non réglées de John Doe",
    "John Doe a-t-il des factures en attente de paiement ?",
    "Quelles sont les factures non réglées de Doe Interiors ?",
    "Combien reste-t-il à payer pour John Doe ?",
    "quel est le solde de John Doe svp",
    "Bonjour, pourriez-vous me donner les sommes dues par John Doe ?",
    "What is John Doe's balance?",
    "What's the amount due from John Doe?",
    "John Doe's pending invoices please",
    "how much does john doe still owe us",
    "factures non reglees john doe stp",
    "John Doe a-t-il payé ses factures ?",
])
def test_what_is_owed_is_the_unpaid_bills(store: Store, message: str) -> None:
    turn = staff(store).say(message)
    assert turn.text_id == "billing_answer", turn.reply
    assert any(total in turn.reply for total in OWED_BY_DOE), turn.reply
    assert not any(total in turn.reply for total in ALL_OF_DOE), turn.reply
    assert "impayées" in turn.reply or "Unpaid" in turn.reply


@pytest.mark.parametrize(("message", "said"), [
    ("Combien Sarah Connor nous a-t-elle payé en 2026 ?", "275,50"),
    ("How much has Sarah Connor actually paid us this year?", "275.50"),
    ("combien sarah connor nous a regle en 2026 ?", "275"),
    ("Quel montant avons-nous encaissé de Sarah Connor en 2026 ?", "275,50"),
    ("What did Sarah Connor pay us in 2026?", "275.50"),
    ("Sarah Connor's settled bills in 2026, please", "275.50"),
])
def test_what_was_paid_is_the_paid_bills_by_payment_date(store: Store, message: str,
                                                          said: str) -> None:
    turn = staff(store).say(message)
    assert turn.text_id == "billing_answer", turn.reply
    assert said in turn.reply, turn.reply
    assert "6 475,50" not in turn.reply and "6,475.50" not in turn.reply  # what was billed
    assert "date de paiement" in turn.reply or "payment date" in turn.reply


def test_paid_in_a_year_counts_payments_of_that_year(store: Store) -> None:
    """F-2025-0008, F-2025-0010 and F-2025-0030 were billed in 2025 and paid in 2026."""
    turn = staff(store).say("Quelles factures John Doe nous a-t-il payées en 2026 ?")
    for number in ("F-2025-0008", "F-2025-0010", "F-2025-0030"):
        assert number in turn.reply, turn.reply
    assert "F-2026-0011" not in turn.reply  # unpaid: not what was paid


@pytest.mark.parametrize("message", [
    "Factures de John Doe payées ou non",   # every bill, with its status
    "Dernières factures de John Doe",
])
def test_a_list_of_every_bill_stays_every_bill(store: Store, message: str) -> None:
    turn = staff(store).say(message)
    assert turn.text_id == "billing_answer" and "impayées" not in turn.reply, turn.reply
    assert any(total in turn.reply for total in ALL_OF_DOE), turn.reply


@pytest.mark.parametrize(("first", "then", "said"), [
    ("Analyse Sarah Connor sur 2025", "et ses factures impayées ?",
     ["2025", "toutes périodes d'émission confondues", "6 200,00"]),
    ("Analyse Sarah Connor over 2025", "and her unpaid bills?",
     ["2025", "whatever their issue date", "6,200.00"]),
    ("Analyse Sarah Connor sur 2025", "combien nous doit-elle ?", ["6 200,00"]),
])
def test_a_periods_none_never_reads_as_owing_nothing(store: Store, first: str, then: str,
                                                      said: list[str]) -> None:
    desk = staff(store)
    desk.say(first)
    turn = desk.say(then)
    assert turn.text_id == "billing_answer", turn.reply
    for words in said:
        assert words in turn.reply, turn.reply


def test_no_extra_line_when_the_period_holds_every_unpaid_bill(store: Store) -> None:
    turn = staff(store).say("Factures impayées de John Doe en 2026")
    assert "21 478,50" in turn.reply and "toutes périodes" not in turn.reply


@pytest.mark.parametrize(("message", "calls"), [
    # a model that reads every bill for what was paid, or the paid ones for what is owed
    ("Combien Sarah Connor nous a-t-elle payé en 2026 ?",
     [{"name": "tally_bills", "args": {"customer_id": "C-006", "status": "any"}}]),
    ("Quel est l'encours de John Doe ?",
     [{"name": "list_bills", "args": {"customer_id": "C-002"}}]),
    ("How much does John Doe still owe?",
     [{"name": "tally_bills", "args": {"customer_id": "C-002", "status": "paid"}}]),
])
def test_a_figure_of_other_bills_is_never_given(store: Store, message: str,
                                                calls: list[dict[str, Any]]) -> None:
    customer = "Sarah Connor" if "Sarah" in message else "John Doe"
    steps = iter([{"name": "search_customer", "args": {"query": customer}}, *calls, None])
    turn = staff(store, looping_model(steps, [])).say(message)
    assert turn.text_id == "say_no_answer", turn.reply
    assert "€" not in turn.reply


@pytest.mark.parametrize(("message", "lang"), [
    ("Analyse M. Dupont sur 2024", "fr"),
    ("Analyse Monsieur Dupont sur 2024", "fr"),
    ("Analyse Mr Dupont over 2024", "en"),
    ("Analyse Mme Dupont sur 2024", "fr"),
    ("analyse madame dupont sur 2024", "fr"),
    ("Analyse Mr. Dupont for 2024", "en"),
    ("Quelles factures de M. Dupont sont impayées ?", "fr"),
])
def test_a_title_is_no_part_of_the_name_and_no_clue(store: Store, message: str,
                                                    lang: str) -> None:
    turn = staff(store).say(message)
    assert turn.text_id == "ask_which_customer" and turn.asks, turn.reply
    assert "Marie Dupont" in turn.reply and "Paul Dupont" in turn.reply
    assert "Monsieur" not in turn.reply and "Mr" not in turn.reply


@pytest.mark.parametrize(("message", "pick", "who"), [
    ("Analyse M. Dupont sur 2024", "Paul", "Paul Dupont"),
    ("Analyse Monsieur Dupont sur 2024", "Marie", "Marie Dupont"),
    ("Analyse Mr Dupont over 2024", "Paul", "Paul Dupont"),
    ("Quelles factures de Mme Dupont sont impayées ?", "paul", "Paul Dupont"),
])
def test_a_first_name_answers_which_one(store: Store, message: str, pick: str,
                                        who: str) -> None:
    desk = staff(store)
    desk.say(message)
    turn = desk.say(pick)
    assert turn.text_id in ("analysis_report", "billing_answer"), turn.reply
    assert who in turn.reply


@pytest.mark.parametrize("message", [
    "factures impayées de Madame Connor",
    "analyse mr. doe sur 2025",
    "Analyse Dr Doe sur 2025",
])
def test_a_title_before_a_unique_name_finds_it(store: Store, message: str) -> None:
    turn = staff(store).say(message)
    assert turn.text_id in ("analysis_report", "billing_answer"), turn.reply


PAID_BY_DOE = ("148 085,80", "148,085.80")  # his 33 paid bills, whenever issued


@pytest.mark.parametrize("message", [
    "How much has John Doe paid in total?",
    "Combien John Doe a-t-il payé au total ?",
    "combien john doe a paye en tout ?",
    "What did John Doe pay us altogether?",
    "Total payé par John Doe au total ?",
])
def test_a_sum_asked_of_one_customer_is_that_customer_s(store: Store, message: str) -> None:
    """"Au total" / "in total" with a customer named sums that customer's bills, never every
    customer's (it read "across all customers")."""
    turn = staff(store).say(message)
    assert turn.text_id == "billing_answer", turn.reply
    assert any(total in turn.reply for total in PAID_BY_DOE), turn.reply
    assert "tous clients" not in turn.reply and "across all" not in turn.reply


@pytest.mark.parametrize(("message", "said"), [
    ("How much did John Doe pay in 2025?", "€42,173.95"),   # 9 bills paid in 2025
    ("what did John Doe pay us last year?", "€42,173.95"),
    ("Did Sarah Connor pay anything this year?", "€275.50"),  # F-2026-0068 only
])
def test_did_they_pay_is_what_was_paid(store: Store, message: str, said: str) -> None:
    """"Did X pay …?" is what was paid, by payment date: no analysis, never what was billed."""
    turn = staff(store).say(message)
    assert turn.text_id == "billing_answer", turn.reply
    assert "(payment date)" in turn.reply and said in turn.reply, turn.reply


@pytest.mark.parametrize("message", [
    "Combien doit Jean Martin, non pardon, John Doe ?",
    "Pas Jean Martin mais John Doe : combien doit-il ?",
    "How much does Jean Martin owe, sorry, I mean John Doe?",
    "Combien doit Jean Martin, ou plutôt John Doe ?",
])
def test_a_name_taken_back_is_not_the_customer_read(store: Store, message: str) -> None:
    turn = staff(store).say(message)
    assert turn.text_id == "billing_answer", turn.reply
    assert "John Doe" in turn.reply and "Jean Martin" not in turn.reply
    assert any(total in turn.reply for total in OWED_BY_DOE), turn.reply
