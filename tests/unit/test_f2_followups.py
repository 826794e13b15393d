"""Back-office follow-ups and thresholds read on the demo data (fixer f2): a period that
starts after today, the rank of a ranking just given, "since when?", bills overdue by more
than N days, customers ranked by their number of bills. Every figure checked against SQL."""

from __future__ import annotations

from datetime import date

import pytest

from services.periods import Period, UnclearPeriod, resolve_period
from services.store import Store
from tests.harness import demo_data_store, staff_desk

store = pytest.fixture(scope="module", name="store")(demo_data_store)
TODAY = date(2026, 12, 2)


# -- a period that starts after today ------------------------------------------------

@pytest.mark.parametrize("words", [
    "depuis mars 2099", "since March 2099", "depuis le 15 mars 2099", "depuis mars 2027",
    "since june 2030",
])
def test_since_a_future_month_is_future(words: str) -> None:
    found = resolve_period(words, TODAY)
    assert isinstance(found, UnclearPeriod) and found.kind == "future"


@pytest.mark.parametrize("words, start", [
    ("depuis mars", date(2026, 3, 1)), ("since March", date(2026, 3, 1)),
    ("depuis decembre", date(2026, 12, 1)), ("depuis avril", date(2026, 4, 1)), ("since january 2026", date(2026, 1, 1)),
    ("depuis mars 2025", date(2025, 3, 1)),
])
def test_since_a_past_month_runs_to_today(words: str, start: date) -> None:
    found = resolve_period(words, TODAY)
    assert isinstance(found, Period) and (found.start, found.end) == (start, TODAY)


@pytest.mark.parametrize("message, says", [
    ("factures de John Doe depuis mars 2099", "dans le futur"),
    ("John Doe's bills since March 2099", "in the future"),
    ("impayés de John Doe depuis mars 2099", "dans le futur"),
    ("factures de John Doe en 2027", "dans le futur"),
    ("analyse John Doe depuis mars 2099", "dans le futur"),
    ("analyse John Doe since March 2099", "in the future"),
])
def test_a_future_period_shows_nothing(store: Store, message: str, says: str) -> None:
    reply = staff_desk(store).say(message).reply
    assert says in reply and "2099 :" not in reply and "|" not in reply


def test_the_period_asked_again_after_a_future_one(store: Store) -> None:
    desk = staff_desk(store)
    desk.say("factures de John Doe depuis mars 2099")
    reply = desk.say("depuis mars").reply
    assert "du 1er mars 2026 au 2 décembre 2026" in reply
