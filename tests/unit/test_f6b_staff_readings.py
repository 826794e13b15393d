"""Back-office readings: a period joined to its year by a dash, a bare quarter in a
follow-up, customers compared over one period, "oui c'est elle" to a did-you-mean."""

from __future__ import annotations

from datetime import date

import pytest

from nodes.kit.choose import pick_candidate
from nodes.kit.state import Customer
from services.llm import billing_words, lexicon
from services.periods import Period, in_the_year_before, period_before, resolve_period

TODAY = date(2026, 12, 7)
Q3_2025 = Period(date(2025, 7, 1), date(2025, 9, 30), "quarter")


@pytest.mark.parametrize("said", ["Q3-2025", "Q3/2025", "2025-Q3", "2025 Q3", "T3-2025",
                                  "q3 of 2025"])
def test_a_quarter_joined_to_its_year(said: str) -> None:
    assert resolve_period(said, TODAY) == Q3_2025


@pytest.mark.parametrize("said", ["Jane Smith Q3-2025", "CA Jane Smith T3-2025",
                                  "Jane Smith H1-2025", "jane smith q3-2025"])
def test_a_joined_period_is_no_part_of_the_name(said: str) -> None:
    assert billing_words.customer_names(said) == ["Jane Smith" if said[0] != "j"
                                                  else "jane smith"]
    assert lexicon.period_words(said)


@pytest.mark.parametrize(("said", "start", "end"), [
    ("and Q4?", date(2025, 10, 1), date(2025, 12, 31)),
    ("et le T2 ?", date(2025, 4, 1), date(2025, 6, 30)),
    ("le second semestre", date(2025, 7, 1), date(2025, 12, 31)),
    ("H1", date(2025, 1, 1), date(2025, 6, 30)),
    ("and in March?", date(2025, 3, 1), date(2025, 3, 31)),
])
def test_a_bare_part_of_year_in_a_follow_up_is_of_the_year_discussed(
        said: str, start: date, end: date) -> None:
    found = in_the_year_before(said, Q3_2025)
    assert found is not None and (found.start, found.end) == (start, end)


def test_a_part_of_year_said_with_its_year_or_past_a_year_end_is_read_on_its_own() -> None:
    assert in_the_year_before("Q4 2026", Q3_2025) is None
    assert in_the_year_before("le 5e trimestre", Q3_2025) is None
    rolling = Period(date(2025, 12, 8), date(2026, 12, 7), "relative")
    assert in_the_year_before("Q4", rolling) is None
    # a question that stands alone ("notre CA sur octobre ?") keeps the latest October begun
    assert period_before("sur octobre", Q3_2025) is None


def test_customers_compared_over_one_period_bring_in_no_other() -> None:
    assert billing_words.compared_periods("compare John Doe et Marie Dupont sur 2025") is None
    assert billing_words.compared_periods("compare John Doe 2025 vs 2026") == ("2025", "2026")


MARIE: Customer = {"id": "C-1", "name": "Marie Dupont", "email": "marie@example.fr",
                   "company": None}


@pytest.mark.parametrize(("answer", "picked"), [
    ("oui c'est elle", True), ("yes that's her", True), ("c'est bien lui", True),
    ("that's the one", True), ("oui", True), ("non pas elle", False),
    ("that's not her", False), ("c'est elle ?", False), ("Paul Dupont", False),
])
def test_pointing_at_the_one_name_offered(answer: str, picked: bool) -> None:
    assert (pick_candidate(answer, [MARIE]) is not None) is picked
