"""Blind corpus 10 (staff_relationship), its findings read in general: the customer search
(an exact name wins, a word cut short is spelt close), the words of a name say no language and
no period, a few words that lead on to a request are no answer to "which customer?", change
requests and forecasts (`evals/scenarios/47-fix-staff-rel-*.yaml` run them end to end)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from nodes.kit.choose import bare_answer
from services import billing
from services.llm.billing_words import asks_change, asks_not_held
from services.periods import said_period
from services.store import Store
from services.text import language_of

PEOPLE = [
    ("C-01", "Jean Martin"), ("C-02", "Jeanne Martin"), ("C-03", "Paul Martin"),
    ("C-04", "Oliver Bennett"), ("C-05", "Marc Dupont"), ("C-06", "Marie Dupont"),
    ("C-07", "Anne-Sophie Roux-Berger"),
]


@pytest.fixture(scope="module")
def book() -> Iterator[Store]:
    from tests.conftest import fresh_store

    store = fresh_store("sqlite://", {"customers": [
        {"id": i, "name": n, "email": f"{i.lower()}@example.com", "company": None}
        for i, n in PEOPLE]})
    yield store
    store.engine.dispose()


@pytest.mark.parametrize(("query", "names"), [
    ("Jean Martin", ["Jean Martin"]),               # whole words win over "Jeanne"
    ("jean martin", ["Jean Martin"]),
    ("Jean", ["Jean Martin"]),
    ("Martin", ["Jean Martin", "Jeanne Martin", "Paul Martin"]),
    ("Jea Mar", ["Jean Martin", "Jeanne Martin"]),  # starts only: every one they start
    ("roux berger", ["Anne-Sophie Roux-Berger"]),
    ("Dupont", ["Marc Dupont", "Marie Dupont"]),
])
def test_an_exact_name_wins_over_a_longer_one(book: Store, query: str,
                                              names: list[str]) -> None:
    assert [c.name for c in billing.search_customers(book, query=query)] == names


@pytest.mark.parametrize(("query", "close"), [
    ("Bennet", True), ("Oliver Bennet", True), ("Dupon", True), ("Jeann Martin", True),
    ("Ben", False), ("Dup", False), ("Bennett", False), ("Jean Martin", False),
])
def test_a_word_cut_short_by_a_letter_or_two_is_spelt_close(book: Store, query: str,
                                                             close: bool) -> None:
    found = billing.search_customers(book, query=query)
    assert found
    assert billing.spelt_close(query, found) is close


@pytest.mark.parametrize(("message", "lang"), [
    ("Analyse Henri de La Tour since 1 March 2026", "en"),
    ("analyse Jean de la Fontaine since March", "en"),
    ("Analyse Henri de La Tour depuis le 1er mars", "fr"),
    ("la facture de Paul de la semaine dernière", "fr"),
])
def test_the_particles_of_a_name_say_no_language(message: str, lang: str) -> None:
    assert language_of(message) == lang


@pytest.mark.parametrize("message", [
    "and what about for Anne-Sophie Roux-Berger?",
    "c'est quand la première facture d'Anne-Sophie Roux-Berger ?",
    "Analyse Anne-Sophie Roux-Berger", "analyse anne-sophie roux-berger",
    "Analyse Jean-Marc Dupont",
])
def test_a_hyphenated_name_is_no_period(message: str) -> None:
    assert said_period(message) is None


def test_a_period_beside_a_hyphenated_name_is_still_read() -> None:
    assert said_period("analyse anne-sophie roux-berger last yaer") == "last yaer"


@pytest.mark.parametrize(("message", "bare"), [
    ("Marc", True), ("Jean", True), ("le troisième", True), ("the atelier one", True),
    ("c'est l'hôtel", True), ("Marie Dupont", True), ("oui", True),
    ("maintenant pour Dupont", False), ("pour Dupont", False), ("now for Ménard", False),
    ("et Dupont", False), ("écris-lui un mail", False), ("send him a reminder", False),
    ("email him the summary", False),
])
def test_a_few_words_that_ask_anew_are_no_bare_answer(message: str, bare: bool) -> None:
    assert bare_answer(message) is bare


@pytest.mark.parametrize("message", [
    "ok, passe sa facture F-2026-0201 à 1000 €", "set F-2026-0201 to 1000 euros",
    "mets la facture F-2026-0201 à 1000 euros", "repousse l'échéance de F-2026-0201",
    "Draft an email to Oliver Bennett reminding him about F-2026-1202",
    "great, now email him the summary", "écris-lui un mail", "Envoie-lui le résumé par mail",
    "send him the report", "Écris un mail de relance à Paul Martin",
    "Fais un avoir de 200 € à Hélène Ménard", "Fusionne les deux fiches Martin stp",
])
def test_a_change_or_a_message_sent_is_a_change_request(message: str) -> None:
    assert asks_change(message)


@pytest.mark.parametrize("message", [
    "did we send the invoice to Dupont?", "factures de Dupont supérieures à 1000 €",
    "passe à 2025", "passe aux 6 derniers mois", "quelles factures dépassent 1000 €",
    "compare le montant total à 2025", "quel est l'e-mail de Dupont ?", "email address of Dupont?",
    "Analyse Dupont",
])
def test_a_question_is_no_change_request(message: str) -> None:
    assert not asks_change(message)


@pytest.mark.parametrize(("message", "held"), [
    ("What revenue can we expect from Bennett & Sons next year?", False),
    ("How much will Oliver Bennett spend in 2027?", False),
    ("combien va-t-il nous rapporter l'an prochain ?", False),
    ("quel CA peut-on espérer de Dupont en 2027 ?", False),
    ("expected revenue from Dupont next year", False),
    ("CA de Dupont en 2025", True), ("how much did he spend in 2025?", True),
    ("when can we expect SO-40101?", True), ("how much does he still owe?", True),
])
def test_what_a_customer_will_bring_in_is_not_held(message: str, held: bool) -> None:
    assert asks_not_held(message) is not held
