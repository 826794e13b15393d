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
    ("depuis decembre", date(2026, 12, 1)), ("depuis avril", date(2026, 4, 1)),
    ("since january 2026", date(2026, 1, 1)),
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
    # a whole period after today, analysed: "no bill issued between … and …" (its dates)
    ("analyse John Doe l'année prochaine", "aucune facture émise entre le 1er janvier 2027"),
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


# -- bills overdue by more than a number of days ----------------------------------------

@pytest.mark.parametrize("text, count, unit, least", [
    ("les factures en retard de plus de 10 jours", 10, "day", False),
    ("bills more than 30 days overdue", 30, "day", False),
    ("impayés depuis plus de 2 mois", 2, "month", False),
    ("impayes depuis plus de deux mois", 2, "month", False),
    ("overdue by over 3 weeks", 3, "week", False),
    ("90+ days overdue", 90, "day", True),
    ("at least 30 days late", 30, "day", True),
    ("plus de 10 jours de retard", 10, "day", False),
    ("liste des factures en retard de + de 10 jours", 10, "day", False),
    ("factures en retard > 15 j", 15, "day", False),
    ("impayés de Jean Martin depuis plus de 2 semaines", 2, "week", False),
    ("unpaid invoices of John Doe for more than 30 days", 30, "day", False),
])
def test_an_overdue_threshold_is_read(text: str, count: int, unit: str, least: bool) -> None:
    from services.periods import overdue_threshold, said_period, without_threshold

    found = overdue_threshold(text)
    assert found is not None and (found.count, found.unit, found.least) == (count, unit, least)
    assert said_period(without_threshold(text)) is None  # no period left behind


@pytest.mark.parametrize("text", [
    "les 3 derniers mois", "combien de jours de retard ?", "factures en retard",
    "overdue bills last 30 days", "plus de 10 factures en retard",
    "impayés de John Doe de plus de 1000 €", "impayés de John Doe depuis mars",
    "retard moyen de plus de 10 jours",
])
def test_no_overdue_threshold(text: str) -> None:
    from services.periods import overdue_threshold

    assert overdue_threshold(text) is None


def test_the_due_day_of_a_threshold() -> None:
    from services.periods import overdue_threshold

    ten = overdue_threshold("en retard de plus de 10 jours")
    two = overdue_threshold("impayés depuis plus de 2 mois")
    assert ten is not None and ten.due_before(TODAY) == date(2026, 11, 22)
    assert two is not None and two.due_before(TODAY) == date(2026, 10, 2)


def _sql_overdue(store: Store, day: date, days: int) -> list[str]:
    """The bills unpaid on `day` and due more than `days` days before it, in SQL."""
    with store.engine.connect() as conn:
        rows = conn.exec_driver_sql(
            "SELECT number, due_on FROM bills WHERE issued_on <= %(d)s AND "
            "(paid_on IS NULL OR paid_on > %(d)s)" if store.engine.dialect.name == "postgresql"
            else "SELECT number, due_on FROM bills WHERE issued_on <= :d AND "
            "(paid_on IS NULL OR paid_on > :d)", {"d": day}).all()
    return sorted(str(n) for n, due in rows
                  if (day - (due if isinstance(due, date) else date.fromisoformat(due))).days
                  > days)


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def demo_db(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    from services.demo import demo_fixture
    from tests.conftest import fresh_store, throwaway_database
    from tests.harness import DEMO_NOW

    if request.param == "sqlite":
        s = fresh_store(f"sqlite:///{tmp_path_factory.mktemp('f2') / 'demo.db'}",
                        demo_fixture(DEMO_NOW))
        yield s
        s.engine.dispose()
        return
    with throwaway_database("comptoir_f2") as url:
        s = fresh_store(url, demo_fixture(DEMO_NOW))
        yield s
        s.engine.dispose()


@pytest.mark.parametrize("day, days", [
    (date(2026, 12, 2), 0), (date(2026, 12, 2), 10), (date(2026, 12, 2), 11),
    (date(2026, 10, 1), 5), (date(2026, 10, 1), 30), (date(2026, 6, 30), 10),
    (date(2026, 3, 1), 20),
])
def test_overdue_by_more_than_matches_sql(demo_db: Store, day: date, days: int) -> None:
    from datetime import timedelta

    from tools.billing import FindBillsArgs, _find

    found = _find(demo_db, FindBillsArgs(status="overdue", as_of=day,
                                          due_before=day - timedelta(days=days)))
    assert sorted(b.number for b in found.bills) == _sql_overdue(demo_db, day, days)
    assert found.matched == len(_sql_overdue(demo_db, day, days))


@pytest.mark.parametrize("message, says, bills", [
    ("les factures en retard de plus de 10 jours", "en retard de plus de 10 jours au "
     "2 décembre 2026 (échéance avant le 22 novembre 2026)", ["F-2026-0027"]),
    ("factures en retard de plus de 11 jours", "plus de 11 jours", []),
    ("bills more than 30 days overdue", "overdue by more than 30 days", []),
    ("show me John Doe's invoices over 10 days past due", "more than 10 days",
     ["F-2026-0027"]),
    ("impayés depuis plus de 2 mois", "plus de 2 mois", []),
    ("impayées au 1er octobre 2026 de plus de 30 jours", "au 1er octobre 2026", None),
])
def test_overdue_threshold_answers(store: Store, message: str, says: str,
                                   bills: list[str] | None) -> None:
    from datetime import timedelta

    reply = staff_desk(store).say(message).reply.replace("\u202f", " ").replace("\xa0", " ")
    assert says in reply
    shown = sorted(w for w in reply.replace("|", " ").split() if w.startswith("F-20"))
    if bills is None:  # as of 1 October 2026: what SQL finds
        bills = _sql_overdue(store, date(2026, 10, 1), 30)
        assert date(2026, 10, 1) - timedelta(days=30) == date(2026, 9, 1)
    assert shown == bills


# -- a customer designated by their rank in the ranking just given ----------------------

@pytest.mark.parametrize("text, rank", [
    ("et le deuxième ?", 2), ("analyse le premier", 1), ("and the second one?", 2),
    ("show me the bills of number 2", 2), ("le 3e client ?", 3),
    ("et pour le troisième ?", 3), ("et le deuxieme", 2), ("et le 2 ?", 2),
    ("customer #3", 3), ("analyse la cliente numéro 2", 2), ("et le dernier ?", -1),
])
def test_a_rank_is_read(text: str, rank: int) -> None:
    from nodes.kit.ranked import rank_said

    said = rank_said(text)
    assert said is not None and said[0] == rank


@pytest.mark.parametrize("text", [
    "la dernière facture", "le premier trimestre", "the last 3 months", "sa première facture",
    "les 2 dernières factures", "top 3 clients", "factures de 2025", "first quarter of 2025",
    "the last year", "la 2e commande",
])
def test_no_rank_of_a_customer(text: str) -> None:
    from nodes.kit.ranked import rank_said

    assert rank_said(text) is None


def _sql_top(store: Store, since: str) -> list[str]:
    with store.engine.connect() as conn:
        rows = conn.exec_driver_sql(
            "SELECT c.name, SUM(l.quantity * ROUND(l.unit_price * 100)) AS cents FROM bills b "
            "JOIN customers c ON c.id = b.customer_id JOIN bill_lines l ON "
            f"l.bill_number = b.number WHERE b.issued_on >= '{since}' GROUP BY c.id, c.name "
            "ORDER BY cents DESC, c.name").all()
    return [str(r[0]) for r in rows]


def _bill_numbers(reply: str) -> list[str]:
    return sorted(w for w in reply.replace("|", " ").split() if w.startswith("F-20"))


def _sql_bills_of(store: Store, name: str, since: str) -> list[str]:
    with store.engine.connect() as conn:
        rows = conn.exec_driver_sql(
            "SELECT b.number FROM bills b JOIN customers c ON c.id = b.customer_id "
            f"WHERE c.name = '{name}' AND b.issued_on >= '{since}'").all()
    return sorted(str(r[0]) for r in rows)


@pytest.mark.parametrize("first, then, rank", [
    ("quels sont mes 3 plus gros clients cette année ?", "et le deuxième ?", 2),
    ("who are my 3 biggest customers this year?", "and the second one?", 2),
    ("who are my top 3 customers this year?", "show me the bills of number 2", 2),
    ("top 5 clients cette année", "et le troisième ?", 3),
    ("top 3 clients par CA cette année", "factures du premier", 1),
    ("quels sont mes 3 plus gros clients cette année ?", "le 3e client ?", 3),
])
def test_the_bills_of_a_ranked_customer(store: Store, first: str, then: str,
                                        rank: int) -> None:
    desk = staff_desk(store)
    ranking = desk.say(first).reply
    assert "| 3 |" in ranking
    name = _sql_top(store, "2026-01-01")[rank - 1]
    reply = desk.say(then).reply
    assert name in reply.splitlines()[0]
    assert _bill_numbers(reply) == _sql_bills_of(store, name, "2026-01-01")


def test_a_ranked_customer_then_their_bills_then_the_next(store: Store) -> None:
    desk = staff_desk(store)
    desk.say("quels sont mes 3 plus gros clients cette année ?")
    top = _sql_top(store, "2026-01-01")
    assert top[1] in desk.say("et le deuxième ?").reply.splitlines()[0]
    reply = desk.say("détaille ses factures").reply
    assert top[1] in reply.splitlines()[0]
    assert _bill_numbers(reply) == _sql_bills_of(store, top[1], "2026-01-01")
    assert top[2] in desk.say("et le troisième ?").reply.splitlines()[0]


@pytest.mark.parametrize("first, then, rank, says", [
    ("quels sont mes 3 plus gros clients cette année ?", "analyse le premier", 1,
     "du 1er janvier 2026 au 2 décembre 2026"),
    ("top 3 customers last year", "analyse the second one", 2,
     "1 January 2025 to 31 December 2025"),
    ("quels sont mes 3 plus gros clients cette année ?", "analyse le troisième client", 3,
     "du 1er janvier 2026"),
])
def test_the_analysis_of_a_ranked_customer(store: Store, first: str, then: str, rank: int,
                                           says: str) -> None:
    desk = staff_desk(store)
    desk.say(first)
    since = "2025-01-01" if "last year" in first else "2026-01-01"
    top = _sql_top(store, since) if since == "2026-01-01" else None
    reply = desk.say(then).reply
    if top is not None:
        assert top[rank - 1] in reply.splitlines()[0]
    assert says in reply and "##" in reply


def test_a_rank_after_a_list_of_bills_is_a_bill(store: Store) -> None:
    # "et la dernière ?" after a customer's bills is their latest bill, not a ranked customer
    desk = staff_desk(store)
    desk.say("quels sont mes 3 plus gros clients cette année ?")
    desk.say("et le deuxième ?")
    reply = desk.say("et la dernière ?").reply
    assert "Camille Roux" not in reply


# -- "since when?" after a figure -------------------------------------------------------

@pytest.mark.parametrize("text", [
    "depuis quand ?", "since when?", "et depuis quand ?", "sur quelle période ?",
    "over what period?", "c'est depuis quand ?", "depuis quand exactement ?",
    "depuis qd", "Depuis Quand?", "which period?", "a partir de quand ?",
])
def test_since_when_is_read(text: str) -> None:
    from nodes.front_door.nodes import asks_last_period

    assert asks_last_period(text)


@pytest.mark.parametrize("text", [
    "depuis quand John Doe est client ?", "since when is SO-24903 late?",
    "factures depuis mars", "depuis mars", "since March", "quelle période pour l'analyse de "
    "Marie Dupont en 2025 ?",
])
def test_not_since_when(text: str) -> None:
    from nodes.front_door.nodes import asks_last_period

    assert not asks_last_period(text)


@pytest.mark.parametrize("first, then, says", [
    ("factures de John Doe depuis mars", "depuis quand ?",
     "émises du 1er mars 2026 au 2 décembre 2026, c'est-à-dire depuis le 1er mars 2026"),
    ("quels sont mes 3 plus gros clients cette année ?", "since when?",
     "issued from 1 January 2026 to 2 December 2026, that is since 1 January 2026"),
    ("chiffre d'affaires total 2026", "depuis quand ?", "depuis le 1er janvier 2026"),
    ("analyse John Doe l'an dernier", "sur quelle période ?",
     "du 1er janvier 2025 au 31 décembre 2025"),
    ("combien John Doe nous doit ?", "depuis quand ?", "ne porte pas sur une période"),
    ("combien John Doe nous a payé en 2026 ?", "over what period?",
     "bills paid from 1 January 2026 to 31 December 2026"),
])
def test_since_when_says_the_last_period(store: Store, first: str, then: str,
                                         says: str) -> None:
    desk = staff_desk(store)
    desk.say(first)
    turn = desk.say(then)
    assert says in turn.reply and "|" not in turn.reply
    assert "SO-" not in turn.reply  # never the care desk's order question


def test_since_when_with_no_figure(store: Store) -> None:
    reply = staff_desk(store).say("depuis quand ?").reply
    assert "aucun chiffre" in reply


def test_the_conversation_goes_on_after_since_when(store: Store) -> None:
    desk = staff_desk(store)
    desk.say("quels sont mes 3 plus gros clients cette année ?")
    desk.say("depuis quand ?")
    assert "Marie Dupont" in desk.say("et le deuxième ?").reply.splitlines()[0]


def test_the_next_one_and_a_rank_not_shown(store: Store) -> None:
    desk = staff_desk(store)
    desk.say("quels sont mes 3 plus gros clients cette année ?")
    top = _sql_top(store, "2026-01-01")
    assert top[1] in desk.say("et le deuxième ?").reply.splitlines()[0]
    assert top[2] in desk.say("et le suivant ?").reply.splitlines()[0]
    reply = desk.say("and the next one?").reply
    assert "showed only 3 customers" in reply and "|" not in reply
    assert "ne montrait que 3 clients" in desk.say("et le cinquième ?").reply
