"""Staff words for the whole business: a figure with no customer named ("quel est le CA de
décembre ?", "what's our revenue this year?", "ca ht novembre") is every customer's, a
comparison saying one period compares it with the one before, "compare avec octobre" with the
last answer's period, the bills to chase are the overdue ones (a question, never a reminder
sent), DSO is the average payment delay, "de l'année" / "du mois" are the current ones.
Paraphrases (French, English, typos, no accents, lower case) and near-misses."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from nodes.billing.executors import read_compared, read_question
from nodes.front_door.nodes import route_staff
from nodes.front_door.state import FrontDoorState
from services.llm import billing_words, offline
from services.periods import resolve_period, said_period
from tests.harness import demo_data_store, staff_desk

store = pytest.fixture(scope="module", name="store")(demo_data_store)
TODAY = date(2026, 12, 2)


def _read(text: str) -> dict[str, Any]:
    return offline._billing_request({"staff_message": text}, [])


def _workflow(text: str) -> str:
    return str(offline._staff_route({"staff_message": text}, [])["workflow"])


BUSINESS = [
    "quel est le CA de décembre ?", "what's our revenue this year?", "combien on a facturé en "
    "2025 ?", "CA 2026 ?", "CA HT du mois dernier", "ca ttc novembre", "chiffre d'affaire 2025 "
    "stp", "chiffre d'afaires de l'annee derniere", "c'est quoi le CA depuis janvier ?",
    "total sales Q3", "revenue ytd", "le ca du mois dernier", "Salut, c'est quoi notre CA sur "
    "novembre ?", "what's our turnover for 2025?", "How much revenue did we make in Q2?",
    "montant facturé ce mois-ci", "on en est où du CA cette année ?",
]


@pytest.mark.parametrize("text", BUSINESS)
def test_a_figure_of_the_whole_business(text: str) -> None:
    assert billing_words.business_figure(text)
    assert billing_words.named_customer(text) is None
    assert _workflow(text) == "billing"


@pytest.mark.parametrize("text", [
    "quel est le CA de Jean Martin cette année ?",  # a customer named: the analysis
    "son CA 2025", "what's his revenue", "CA de John Doe", "revenue of Marie Dupont in 2026",
    "analyse le CA de 2025", "ca va ?", "ok ca marche merci", "ça ne va pas",
    "pourquoi le CA a baissé ?", "why did revenue drop last month?",
])
def test_not_a_figure_of_the_whole_business(text: str) -> None:
    assert not billing_words.business_figure(text)


def test_the_analysis_read_for_a_business_figure_goes_to_billing() -> None:
    """Python's own rule, whatever the model classified: a hosted model that says "analysis"
    for "quel est le CA de décembre ?" does not get "which customer?" asked back."""
    for text in ("quel est le CA de décembre ?", "what's our revenue this year?",
                 "compare le CA de 2025", "ca ht novembre"):
        state: FrontDoorState = {"message": text, "route": {"workflow": "analysis",
                                                           "asks_change": False}}
        assert route_staff(state).to == "billing", text
    kept: FrontDoorState = {"message": "Analyse John Doe sur 2025",
                            "route": {"workflow": "analysis", "asks_change": False}}
    assert route_staff(kept).to == "analysis"
    why: FrontDoorState = {"message": "pourquoi le CA a baissé ?",
                           "route": {"workflow": "analysis", "asks_change": False}}
    assert route_staff(why).to == "analysis"  # never a figure in the place of a cause


def test_nothing_before_and_no_one_named_is_every_customer() -> None:
    request: Any = {"customer_name": None, "asks": "count", "status": None,
                    "all_customers": False, "period_words": "en novembre", "follow_up": True,
                    "language": "fr"}
    reading = read_question(request, None, None, names_no_one=True)
    assert reading["all_customers"] and reading["customer"] is None
    # pointing at someone with nothing before: no one is guessed, nor everyone
    assert not read_question({**request, "same_customer": True}, None, None,
                             names_no_one=True)["all_customers"]
    # a name the model left out but the message says ("les factures d'Émilie"): searched
    assert not read_question(request, None, None)["all_customers"]


@pytest.mark.parametrize("text, first, second", [
    ("compare le CA de 2025", ("2024-01-01", "2024-12-31"), ("2025-01-01", "2025-12-31")),
    ("compare revenue for 2025", ("2024-01-01", "2024-12-31"), ("2025-01-01", "2025-12-31")),
    ("comparer les ventes du T3", ("2026-04-01", "2026-06-30"), ("2026-07-01", "2026-09-30")),
    ("compare le CA de novembre", ("2026-10-01", "2026-10-31"), ("2026-11-01", "2026-11-30")),
    ("compare le CA du mois dernier", ("2026-10-01", "2026-10-31"),
     ("2026-11-01", "2026-11-30")),
    ("comparaison du CA de novembre", ("2026-10-01", "2026-10-31"),
     ("2026-11-01", "2026-11-30")),
    # the quarter under way against the same days of the one before
    ("compare this quarter", ("2026-07-01", "2026-09-02"), ("2026-10-01", "2026-12-02")),
    ("compare le CA de cette annee", ("2025-01-01", "2025-12-02"),
     ("2026-01-01", "2026-12-02")),
])
def test_one_period_is_compared_with_the_one_before(
        text: str, first: tuple[str, str], second: tuple[str, str]) -> None:
    assert billing_words.bill_ask(text) == "compare"
    compared = read_compared(text, TODAY)
    assert compared is not None
    assert (compared[0]["start"], compared[0]["end"]) == first
    assert (compared[1]["start"], compared[1]["end"]) == second


@pytest.mark.parametrize("text", [
    "compare avec novembre", "comparé à 2024", "compare to last year", "vs 2024",
    "Compare avec le second semestre 2025",
])
def test_the_other_side_alone_is_a_follow_up(text: str) -> None:
    assert billing_words.one_period_compared(text) is None
    assert billing_words.compared_periods(text) is None
    assert billing_words.compared_with(text) is not None


def test_two_periods_said_stay_two() -> None:
    assert billing_words.compared_periods("CA 2025 vs 2024") == ("2025", "2024")
    assert billing_words.compared_with("CA 2025 vs 2024") is None
    assert billing_words.one_period_compared("analyse et compare John Doe 2025") is None


@pytest.mark.parametrize("text", [
    "combien de relances à faire ?", "relances à faire cette semaine", "qui dois-je relancer ?",
    "quels clients faut-il relancer", "quelles factures faut-il relancer ?",
    "liste des clients à relancer", "factures a relancer", "who should we chase?",
    "which invoices do we need to chase?", "dunning list please",
])
def test_whom_to_chase_is_a_question(text: str) -> None:
    assert billing_words.to_chase(text)
    assert not billing_words.asks_change(text)
    read = _read(text)
    assert read["status"] == "overdue" and read["customer_name"] is None
    assert _workflow(text) == "billing"


@pytest.mark.parametrize("text", [
    "relance John Doe", "relancer John Doe pour F-2026-0027",
    "envoie une relance à Jean Martin", "send a reminder to John Doe",
])
def test_a_reminder_sent_is_still_a_write(text: str) -> None:
    assert not billing_words.to_chase(text)
    assert billing_words.asks_change(text)


@pytest.mark.parametrize("text", [
    "quel est notre DSO ?", "DSO 2025 ?", "délai moyen d'encaissement", "notre dso",
    "days sales outstanding this year",
])
def test_dso_is_the_average_payment_delay(text: str) -> None:
    assert billing_words.asks_average_delay(text)
    assert _workflow(text) == "billing"
    assert _read(text)["customer_name"] is None


@pytest.mark.parametrize("text", ["nb de factures émises en novembre",
                                  "nbre de factures en 2025", "nombre de factures ce mois"])
def test_nb_is_a_count(text: str) -> None:
    read = _read(text)
    assert read["asks"] == "count" and read["customer_name"] is None


@pytest.mark.parametrize("text, start", [
    ("meilleurs clients de l'année", date(2026, 1, 1)),
    ("top clients de l'annee", date(2026, 1, 1)),
    ("grosse facture du mois ?", date(2026, 12, 1)),
    ("CA du trimestre", date(2026, 10, 1)),
    ("CA de la semaine", date(2026, 11, 30)),
    ("biggest invoice of the month", date(2026, 12, 1)),
    ("top customers of the year", date(2026, 1, 1)),
])
def test_a_unit_alone_is_the_current_one(text: str, start: date) -> None:
    words = said_period(text)
    period = resolve_period(words, TODAY)
    assert getattr(period, "start", None) == start and getattr(period, "end", None) == TODAY


def test_a_unit_with_its_year_is_that_year() -> None:
    period = resolve_period(said_period("top clients de l'annee 2025"), TODAY)
    assert (getattr(period, "start", None), getattr(period, "end", None)) == (
        date(2025, 1, 1), date(2025, 12, 31))


def _say(desk: Any, text: str) -> str:
    return str(desk.say(text).reply).replace("\u202f", " ").replace("\xa0", " ")


def test_the_desk_answers_the_business_then_narrows(store: object) -> None:
    desk = staff_desk(store)  # type: ignore[arg-type]
    reply = _say(desk, "quel est le CA de novembre ?")
    assert "tous clients confondus" in reply and "21 664,00 €" in reply
    reply = _say(desk, "et pour John Doe ?")
    assert "John Doe" in reply and "tous clients" not in reply
    reply = _say(desk, "compare avec octobre")
    assert "deux périodes comparées" in reply and "1er octobre 2026" in reply \
        and "30 novembre 2026" in reply and "John Doe" in reply


def test_the_desk_compares_one_period_with_the_one_before(store: object) -> None:
    turn = staff_desk(store).say("compare le CA de 2025")  # type: ignore[arg-type]
    assert turn.text_id == "billing_answer"
    assert "1er janvier 2024 au 31 décembre 2024" in turn.reply
    assert "1er janvier 2025 au 31 décembre 2025" in turn.reply


@pytest.mark.parametrize("text", [
    "c koi le CA de l'an dernier", "what's our total billing for Q1?",
    "how much have we collected this year?", "combien on a fait ce mois-ci ?",
    "how much did we make in Q3?", "panier moyen 2026", "CA moyen par facture en 2025",
])
def test_shorthand_and_averages_of_the_business(text: str) -> None:
    assert billing_words.business_figure(text)
    assert billing_words.named_customer(text) is None
    assert _workflow(text) == "billing"


def test_collected_is_what_was_paid() -> None:
    from services.text import bill_status

    assert bill_status("how much have we collected this year?") == "paid"
    assert bill_status("cash collected in Q3") == "paid"


@pytest.mark.parametrize("text, first, second", [
    ("évolution du CA entre 2024 et 2025", "2024-01-01", "2025-01-01"),
    ("evolution des ventes entre T2 et T3", "2026-04-01", "2026-07-01"),
    ("revenue trend from 2024 to 2025", "2024-01-01", "2025-01-01"),
])
def test_an_evolution_between_two_periods_is_a_comparison(
        text: str, first: str, second: str) -> None:
    compared = read_compared(text, TODAY)
    assert compared is not None
    assert (compared[0]["start"], compared[1]["start"]) == (first, second)
    assert _workflow(text) == "billing"


def test_an_evolution_of_one_customer_stays_an_analysis() -> None:
    assert _workflow("évolution de la relation avec John Doe en 2025") == "analysis"
    assert billing_words.compared_periods("évolution du CA en 2025") is None


@pytest.mark.parametrize("text", ["et comparé au second semestre 2025 ?", "compare with H2 2025",
                                  "vs the second half of 2025", "comparé à octobre",
                                  "compare avec 2024"])
def test_the_other_side_after_an_analysis_is_read_from_the_bills(text: str) -> None:
    """"compare avec ..." after an analysis: the other side of a comparison whose first side
    is the analysis's period (read from the bills), never one period compared alone."""
    assert billing_words.one_period_compared(text) is None
    assert offline._staff_route({"staff_message": text, "previous_request": "analysis"},
                                [])["workflow"] == "billing"


@pytest.mark.parametrize("text", ["whats our revnue for 2025", "reveneu this month",
                                  "turnvoer 2025", "Total HT facturé depuis le début de "
                                  "l'année"])
def test_misspelt_revenue_and_a_period_are_no_names(text: str) -> None:
    assert billing_words.named_customer(text) is None
    assert billing_words.business_figure(text)


@pytest.mark.parametrize("text, name", [
    ("factures de Jean Martin depuis le début de l'année", "Jean Martin"),
    ("factures de Reverdy", "Reverdy"), ("le client est revenu", None),
])
def test_names_beside_periods_and_near_words(text: str, name: str | None) -> None:
    assert billing_words.named_customer(text) == name
