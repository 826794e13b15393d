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


# -- customers ranked by their number of bills ------------------------------------------

def _sql_counts(store: Store, since: str | None = None) -> list[tuple[str, int]]:
    """Each customer's number of bills, the most first (their sum breaking a tie), in SQL."""
    where = f"WHERE b.issued_on >= '{since}'" if since else ""
    with store.engine.connect() as conn:
        rows = conn.exec_driver_sql(
            "SELECT c.name, COUNT(DISTINCT b.number), "
            "SUM(l.quantity * ROUND(l.unit_price * 100)) FROM bills b "
            "JOIN customers c ON c.id = b.customer_id "
            f"JOIN bill_lines l ON l.bill_number = b.number {where} "
            "GROUP BY c.id, c.name").all()
    return [(str(n), int(k)) for n, k, _ in sorted(rows, key=lambda r: (-r[1], -r[2], r[0]))]


@pytest.mark.parametrize("text", [
    "qui a le plus de factures ?", "which customer has the most bills?",
    "quel client a le plus grand nombre de factures ?", "who has the most invoices",
    "qui a le + de factures", "quel client a le plus de facture",
    "nombre de factures par client",
])
def test_ranked_by_number_of_bills(text: str) -> None:
    from services.llm import billing_words, offline

    assert billing_words.ranks_customers(text) and billing_words.ranks_by_count(text)
    assert offline._billing_request({"staff_message": text}, [])["asks"] == "customers"


@pytest.mark.parametrize("text", [
    "qui a le plus gros chiffre d'affaires ?", "quel client a été le plus facturé ?",
    "qui nous doit le plus ?", "quel client a le plus d'impayés ?",
    "which customer has the highest revenue?", "top 3 clients",
])
def test_ranked_by_amount_still(text: str) -> None:
    from services.llm import billing_words

    assert billing_words.ranks_customers(text) and not billing_words.ranks_by_count(text)


@pytest.mark.parametrize("message, since, says", [
    ("which customer has the most bills?", None, "Ranked by number of bills"),
    ("qui a le plus de factures ?", None, "Classement par nombre de factures"),
    ("qui a le plus de factures cette année ?", "2026-01-01",
     "Classement par nombre de factures"),
])
def test_the_count_ranking_matches_sql(store: Store, message: str, since: str | None,
                                       says: str) -> None:
    reply = staff_desk(store).say(message).reply
    assert says in reply
    rows = [line.split(" | ") for line in reply.splitlines() if line[:4] in ("| 1 ", "| 2 ",
                                                                             "| 3 ")]
    expected = _sql_counts(store, since)[:3]
    assert [(r[1], int(r[2])) for r in rows] == expected


def test_the_biggest_revenue_is_still_by_amount(store: Store) -> None:
    reply = staff_desk(store).say("qui a le plus gros chiffre d'affaires ?").reply
    assert "nombre de factures" not in reply
    assert "En tête : John Doe, 169\u202f564,30\xa0€" in reply
