"""Readings of staff messages that comparing periods and customers showed wrong (blind13)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from services.llm import billing_words


@pytest.mark.parametrize("message", [
    "change F-2026-1001 to 1000 euros, we agreed a lower price with Sophie Carter",
    "make F-2026-1001 1000 euros",
    "change it to 900",
    "corrige la facture F-2026-1001 à 1000 €",
    "modify the invoice",
    "Jack Turner will never pay F-2025-0801, write it off",
    "write the bill off",
    "passe-la en pertes et profits",
    "abandonne la créance F-2025-0801",
    "forgive his debt",
    "Elle a baissé, fais-lui 10 % sur sa facture impayée",
    "fais-lui 5 pour cent",
    "give her 10% off",
    "take 10 percent off her invoice",
    "knock 100 euros off F-2026-1001",
])
def test_every_phrasing_of_changing_a_bill_is_a_change(message: str) -> None:
    assert billing_words.asks_change(message)


@pytest.mark.parametrize("message", [
    "show me the top 10 invoices",
    "make it the last 12 months",
    "compare F-2026-1001 to 2025",
    "Elle a baissé de 10 % par rapport à 2025 ?",
    "her sales fell 10% this year",
    "did we write off anything in 2025?",
    "Les factures de plus de 1000 € de Dupont",
    "F-2026-1001 is it 1150?",
    "she took 10 days off",
])
def test_a_question_with_an_amount_or_a_share_is_no_change(message: str) -> None:
    assert not billing_words.asks_change(message)


@pytest.mark.parametrize("message", [
    "et des factures pas encore payées tout court ?",
    "et l'an dernier il avait acheté quoi ?",
    "du coup il lui reste quoi à payer ?",
    "fine, and Q3 on its own?",
    "can you go back a year before that?",
    "Elle a baissé, fais-lui 10 % sur sa facture impayée",
    "bon, et il avait payé quoi en 2025 du coup ?",
])
def test_ordinary_words_of_a_sentence_are_no_name(message: str) -> None:
    assert billing_words.named_customer(message) is None


@pytest.mark.parametrize(("message", "name"), [
    ("Compare-moi Thomas Girard 2026 et 2025 stp", "Thomas Girard"),
    ("Montre-moi les factures de Karim Benali", "Karim Benali"),
    ("analyse lefevre sur 2025", "lefevre"),
    ("factures de garnier", "garnier"),
    ("John Court owes?", "John Court"),
])
def test_a_name_is_read_beside_ordinary_words(message: str, name: str) -> None:
    assert billing_words.named_customer(message) == name


@pytest.mark.parametrize(("message", "name"), [
    ("non, Girard Thomas pas Girard Paul", "Girard Thomas"),
    ("oops wrong customer — Sophie Carter", "Sophie Carter"),
    ("ah non c'est Paul, l'autre Girard", "Paul"),
    ("Hargreaves* sorry", "Hargreaves"),
    ("Camille, not Claire", "Camille"),
    ("Non attends, c'est Emma Walsh que je voulais", "Emma Walsh"),
    ("actually no, Paul", "Paul"),
    ("pardon, mauvais client : Léa Fontaine", "Léa Fontaine"),
    ("sorry, I meant Ryan Cooper", "Ryan Cooper"),
])
def test_a_name_put_right_follows_up_the_last_request(message: str, name: str) -> None:
    from services.llm.lexicon import follows_up

    assert follows_up(message)
    assert billing_words.named_customer(message) == name


@pytest.mark.parametrize("message", ["non merci", "Analyse Paul Dupont sur 2025"])
def test_a_no_or_a_request_in_full_is_no_correction(message: str) -> None:
    from services.llm.lexicon import follows_up

    assert not follows_up(message)


def test_a_spelling_put_right_with_an_apology_picks_the_name_offered() -> None:
    from nodes.kit.choose import pick_candidate

    offered = [{"id": "C-109", "name": "Olivia Hargreaves", "email": "o@example.com",
                "company": None}]
    assert pick_candidate("Hargreaves* sorry", offered) == offered[0]  # type: ignore[arg-type]
    assert pick_candidate("Hargreaves, pardon", offered) == offered[0]  # type: ignore[arg-type]


_Q2 = (date(2026, 4, 1), date(2026, 6, 30), "quarter")
_Y25 = (date(2025, 1, 1), date(2025, 12, 31), "year")
_LAST_12 = (date(2025, 11, 13), date(2026, 11, 12), "rolling_months")


@pytest.mark.parametrize(("message", "before", "start", "end"), [
    ("et le suivant ?", _Q2, date(2026, 7, 1), date(2026, 9, 30)),
    ("and the next one?", _Y25, date(2026, 1, 1), date(2026, 12, 31)),
    ("et la suivante alors ?", _Y25, date(2026, 1, 1), date(2026, 12, 31)),
])
def test_the_next_one_is_the_same_span_just_after(message: str, before: Any, start: date,
                                                  end: date) -> None:
    from services.periods import Period, next_one

    found = next_one(message, Period(*before))
    assert found is not None and (found.start, found.end) == (start, end)


@pytest.mark.parametrize(("words", "before", "start", "end"), [
    ("the twelve months before", _LAST_12, date(2024, 11, 13), date(2025, 11, 12)),
    ("les douze mois d'avant", _LAST_12, date(2024, 11, 13), date(2025, 11, 12)),
    ("le trimestre suivant", _Q2, date(2026, 7, 1), date(2026, 9, 30)),
    ("the next quarter", _Y25, date(2026, 1, 1), date(2026, 3, 31)),
    ("same year", _Y25, date(2025, 1, 1), date(2025, 12, 31)),
    ("la même année", _Y25, date(2025, 1, 1), date(2025, 12, 31)),
    ("the same quarter", _Q2, date(2026, 4, 1), date(2026, 6, 30)),
])
def test_a_period_said_from_the_last_one_is_read_against_it(words: str, before: Any,
                                                            start: date, end: date) -> None:
    from services.periods import Period, period_before

    found = period_before(words, Period(*before))
    assert found is not None and (found.start, found.end) == (start, end)


@pytest.mark.parametrize(("message", "said"), [
    ("and Jack Turner, same year?", "same year"),
    ("et Camille Lefebvre sur la même année ?", "même année"),
])
def test_the_same_year_is_said_whole(message: str, said: str) -> None:
    from services.periods import said_period

    assert said_period(message) == said


@pytest.mark.parametrize(("message", "names"), [
    ("Lefebvre ou Thomas Girard, qui a le plus acheté en 2025 ?", ["Lefebvre", "Thomas Girard"]),
    ("Lefebvre ou Girard, qui a le plus acheté l'an dernier ?", ["Lefebvre", "Girard"]),
    ("Hargreaves or Walsh, who bought more in 2025?", ["Hargreaves", "Walsh"]),
    ("Turner et Benali, ils nous doivent combien chacun ?", ["Turner", "Benali"]),
    ("How much do Cooper and Carter owe us each?", ["Cooper", "Carter"]),
])
def test_a_choice_between_customers_named_compares_them(message: str,
                                                        names: list[str]) -> None:
    assert billing_words.compared_customers(message) == names


@pytest.mark.parametrize("message", [
    "top clients 2025 : John Doe, Marie Dupont",
    "factures de John Doe et Marie Dupont en 2025",
])
def test_customers_ranked_or_named_together_are_no_choice(message: str) -> None:
    assert billing_words.compared_customers(message) is None
