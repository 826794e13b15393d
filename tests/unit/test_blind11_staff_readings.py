"""Hurried back-office messages (blind11 staff_hurried), read by Python: the customer named
after a period, abbreviations and filler words that are no name, thresholds, periods."""

from __future__ import annotations

from datetime import date

import pytest

from services.amounts import amount_filter
from services.llm.billing_words import (
    asks_change,
    asks_not_held,
    bill_rank,
    compared_customers,
    named_customer,
    without_change,
)
from services.llm.staff_ask import staff_request, written_out
from services.periods import Period, resolve_period, said_period


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


# F3: customers compared, their names typed in lowercase ("compare lefevre et garnier sur
# 2026" found no customer; "lefevre vs garnier revenue this year" compared two periods).
@pytest.mark.parametrize(("message", "names"), [
    ("compare lefevre et garnier sur 2026", ["lefevre", "garnier"]),
    ("lefevre vs garnier revenue this year", ["lefevre", "garnier"]),
    ("CA lefevre vs garnier 2026", ["lefevre", "garnier"]),
    ("whitfield compared to mercier this year", ["whitfield", "mercier"]),
    ("qui de lefevre ou de garnier nous doit le plus ?", ["lefevre", "garnier"]),
    ("compare 2025 et 2026", None), ("compare lefevre sur 2025 et 2026", None),
    ("lefevre et sa femme", None), ("compare avec l'année dernière", None),
])
def test_customers_compared_in_lowercase(message: str, names: list[str] | None) -> None:
    assert compared_customers(message) == names


# F4: a bare number after a word that compares a bill with an amount is that amount, never
# a year ("whitfield invoices over 2000" listed the bills of the year 2000).
@pytest.mark.parametrize(("message", "amount"), [
    ("whitfield invoices over 2000", {"more_than": "2000"}),
    ("factures de plus de 2000 garnier", {"more_than": "2000"}),
    ("lefevre bills above 1500", {"more_than": "1500"}),
    ("factures supérieures à 3000 de garnier", {"more_than": "3000"}),
    ("factures de moins de 500 de garnier", {"less_than": "500"}),
    ("unpaid ones over 2000", {"more_than": "2000"}),
    ("Analyse John Doe over 2025", None), ("plus de 10 jours de retard", None),
    ("more than 3 bills", None), ("factures à partir de 2025", None),
])
def test_a_number_compared_with_a_bill_is_an_amount(message: str, amount: object) -> None:
    assert amount_filter(message) == amount


TODAY = date(2026, 12, 4)


# F5, F11, F13: periods as hurried staff say them, read, never replaced by a default.
@pytest.mark.parametrize(("words", "start", "end"), [
    ("12 mois glissants", date(2025, 12, 5), TODAY),  # F11: the reports' own label
    ("sur les 12 mois glissants", date(2025, 12, 5), TODAY),
    ("6 mois glissants stp", date(2026, 6, 5), TODAY),
    ("rolling 12 months", date(2025, 12, 5), TODAY),
    ("trailing 12 months", date(2025, 12, 5), TODAY),
    ("last FY", date(2025, 1, 1), date(2025, 12, 31)),  # F5: the calendar year, as set up
    ("previous FY", date(2025, 1, 1), date(2025, 12, 31)),
    ("FY dernier", date(2025, 1, 1), date(2025, 12, 31)),
    ("this FY", date(2026, 1, 1), TODAY),
])
def test_periods_of_hurried_staff(words: str, start: date, end: date) -> None:
    period = resolve_period(words, TODAY)
    assert isinstance(period, Period)
    assert (period.start, period.end) == (start, end)


@pytest.mark.parametrize(("message", "said"), [
    ("analyse whitfield last FY", "last FY"), ("CA lefevre last fy", "last fy"),
    ("whitfield revenue rolling 12 months", "rolling 12 months"),
    ("CA lefevre 12 mois glissants", "12 mois glissants"),
])
def test_those_periods_are_said(message: str, said: str) -> None:
    assert said_period(message) == said


# F6: abbreviations, fillers and verb forms are no name; the name is told from the words
# around it (a possessive ends it, a word such as "for", "de" introduces it).
@pytest.mark.parametrize(("message", "name"), [
    ("sa 1ere facture a garnier c'etait quand", "garnier"),
    ("first ever bill for oliver?", "oliver"),
    ("can you tell me which of whitfield's invoices are still unpaid today?", "whitfield"),
    ("bref : analyse garnier sur 2026 stp", "garnier"),
    ("balance for whitfield", "whitfield"), ("mercier balance?", "mercier"),
    ("analyse clt lefevre N-1", "lefevre"),
    ("unpaid bills and avg payment time for garnier", "garnier"),
    ("c'est pour hotel beausejour", "hotel beausejour"),
    ("marge par commercial sur le T3 ?", None),
])
def test_the_name_among_hurried_words(message: str, name: str | None) -> None:
    assert named_customer(message) == name


@pytest.mark.parametrize(("message", "meant"), [
    ("top 3 clts par CA cette année", "top 3 clients par CA cette année"),
    ("quels clts ont des fact. en retard ?", "quels clients ont des factures en retard ?"),
    ("derniere fact. lefevre", "derniere facture lefevre"),  # F7: one bill, the last
    ("analyse clt lefevre N-1", "analyse client lefevre N-1"),
    ("avg payment time for garnier", "average payment time for garnier"),
])
def test_shorthand_is_written_out(message: str, meant: str) -> None:
    assert written_out(message) == meant


# F6 ("mets … en payé"), F12 (a merge's second name read as a period): a change asked is
# refused whatever else the message holds, and its object is no question of its own.
@pytest.mark.parametrize(("message", "left"), [
    ("mets toutes les fact. de lefevre en payé, il a viré ce matin", ""),
    ("put F-2026-0105 as paid", ""),
    ("fusionne les fiches marie dubois et marc dubois", ""),
    ("merge the records of marie dubois and marc dubois", ""),
    ("marque F-2026-0102 payée et donne-moi ses impayés", "donne-moi ses impayés"),
    ("mark F-2026-0105 paid and what does he owe?", "what does he owe?"),
])
def test_a_change_is_set_aside_with_its_object(message: str, left: str) -> None:
    text = staff_request(message)
    assert asks_change(text)
    assert without_change(text) == left


# F6, F8: a sales rep's split and a customer's future are not held.
@pytest.mark.parametrize("message", [
    "marge par commercial sur le T3 ?", "revenue per sales rep 2025",
    "CA par vendeur en 2026", "what will he spend next year then?",
    "what is whitfield going to buy in 2027?",
])
def test_not_held_questions(message: str) -> None:
    assert asks_not_held(message)


@pytest.mark.parametrize(("message", "rank"), [
    ("sa 1ere facture a garnier c'etait quand", ("earliest", 1)),
    ("first ever bill for oliver?", ("earliest", 1)),
    ("the very last invoice of mercier", ("latest", 1)),
    ("derniere facture lefevre", ("latest", 1)),
])
def test_which_end_of_the_bills(message: str, rank: tuple[str, int]) -> None:
    assert bill_rank(message) == rank


@pytest.mark.parametrize("said", [
    "Chiffre d'affaires total 2025, tous clients confondus", "and this year so far?",
    "revenue 2025 to date", "ca 2026 tous clients compris", "CA 2025 cumulé",
    "total billed in 2025 overall"])
def test_the_tail_of_a_period_or_a_scope_is_no_name(said: str) -> None:
    """Once a name typed after the period was read ("CA 2025 garnier"), the words that end a
    period or say its scope were read as one: "confondus", "far" (blind7 staff_edges,
    blind8 staff_chains)."""
    from services.llm.billing_words import named_customer

    assert named_customer(said) is None
