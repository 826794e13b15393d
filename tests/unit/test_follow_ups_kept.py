"""Follow-ups keep what the last answer was about (customer, status, period, amount) and get
the figure they ask: "which are unpaid?", "par client ?", "et pour Marie Dupont ?" after a
ranking, "détaille", "trie par montant", "laquelle est la plus ancienne ?", "et le montant
moyen ?", "combien de clients ?", "retard de paiement moyen de John Doe", "fact. F-…",
"F-2026-0027 : combien de jours de retard ?". Paraphrases (French, English, typos, no
accents) and near-misses; every new figure checked against a direct SQL computation."""

from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import text

from services.llm import billing_words, lexicon, offline
from services.store import Store
from tests.harness import demo_data_store, staff_desk

store = pytest.fixture(scope="module", name="store")(demo_data_store)


def _plain(reply: str) -> str:
    return reply.replace("\u202f", " ").replace("\xa0", " ")


def _say(store: Store, *messages: str) -> str:
    desk = staff_desk(store)
    reply = ""
    for message in messages:
        reply = _plain(desk.say(message).reply)
    return reply


def _bills(store: Store, where: str = "1 = 1", **params: object) -> list[tuple[str, str,
                                                                                Decimal]]:
    """(number, customer, total) of the bills matching `where`, from the tables."""
    sql = ("SELECT b.number, b.customer_id, SUM(l.quantity * l.unit_price) FROM bills b JOIN "
           f"bill_lines l ON l.bill_number = b.number WHERE {where} GROUP BY b.number, "
           "b.customer_id")
    with store.engine.connect() as conn:
        return [(n, c, Decimal(str(t))) for n, c, t in conn.execute(text(sql), params)]


def _fr(amount: Decimal) -> str:
    whole, cents = f"{amount.quantize(Decimal('0.01')):.2f}".split(".")
    return f"{int(whole):,}".replace(",", " ") + f",{cents} €"


# -- words -----------------------------------------------------------------------------

@pytest.mark.parametrize("said", [
    "which are unpaid?", "ok thanks, which are overdue?", "lesquelles sont impayées ?",
    "lesquelles sont impayees", "quelles sont en retard ?", "which of them are paid?",
    "and which ones are overdue?",
])
def test_which_are_narrows_the_last_list(said: str) -> None:
    assert billing_words.narrows_last(said)
    assert offline._billing_request({"staff_message": said}, [])["follow_up"] is True


@pytest.mark.parametrize("said", [
    "which bills are unpaid?", "quelles factures sont impayées ?", "which are John Doe's "
    "unpaid bills?", "qui est le client ?",
])
def test_which_are_near_misses(said: str) -> None:
    assert not billing_words.narrows_last(said)


@pytest.mark.parametrize("said", [
    "par client ?", "and by customer?", "by customer", "et par client", "ventilé par client",
    "broken down by customer please", "per customer?", "client par client",
])
def test_by_customer_alone_is_a_follow_up(said: str) -> None:
    read = offline._billing_request({"staff_message": said}, [])
    assert read["asks"] == "customers" and read["follow_up"] is True and read["status"] is None


@pytest.mark.parametrize("said", [
    "total des impayés par client", "top clients par CA cette année", "unpaid per customer",
])
def test_a_ranking_of_its_own_is_no_follow_up(said: str) -> None:
    assert not billing_words.by_customer_only(said)


@pytest.mark.parametrize("said, wants", [
    ("détaille", "detail"), ("detaille", "detail"), ("détaille les factures", "detail"),
    ("more details please", "detail"), ("show me the bills", "detail"),
    ("en détail svp", "detail"),
    ("sorted by amount", "by_amount"), ("trie par montant", "by_amount"),
    ("trie-les par montant décroissant", "by_amount"), ("order them by amount please",
                                                        "by_amount"),
    ("biggest first", "by_amount"), ("tri par montant stp", "by_amount"),
    ("et le montant moyen ?", "average_amount"), ("and the average amount?", "average_amount"),
    ("montant moyen des factures de Marie Dupont en 2026", "average_amount"),
    ("facture moyenne ?", "average_amount"), ("average invoice amount?", "average_amount"),
    ("combien de clients ?", "customer_count"), ("and how many customers?", "customer_count"),
    ("nombre de clients ?", "customer_count"), ("combien de clients differents ?",
                                                "customer_count"),
])
def test_what_a_follow_up_wants(said: str, wants: str) -> None:
    assert billing_words.follow_wants(said) == wants


@pytest.mark.parametrize("said", [
    "délai moyen de paiement", "le détail ?", "top clients", "factures par client",
    "classement des clients par montant", "orders of John Doe", "combien de factures ?",
    "retard moyen de John Doe",
])
def test_what_a_follow_up_wants_near_misses(said: str) -> None:
    assert billing_words.follow_wants(said) is None


@pytest.mark.parametrize("said", [
    "retard de paiement moyen de John Doe", "retard moyen de paiement de John Doe",
    "retards de paiement moyens de John Doe", "average late payment of John Doe",
    "John Doe average payment lateness", "retard de reglement moyen de John Doe",
])
def test_an_average_delay(said: str) -> None:
    assert billing_words.asks_average_delay(said)


@pytest.mark.parametrize("said", [
    "montre moi la fact. F-2025-0010", "fact. F-2025-0010", "la fact. F-2025-0010 svp",
    "F-2026-0027 : combien de jours de retard ?", "f-2026-0027 est payée ?",
])
def test_a_bill_number_is_a_bill_question(said: str) -> None:
    assert lexicon.staff_workflow(said) == "billing"


@pytest.mark.parametrize("said", ["in fact, analyse John Doe 2025", "statut SO-25101"])
def test_not_a_bill_number(said: str) -> None:
    assert lexicon.staff_workflow(said) != "billing"


@pytest.mark.parametrize("said, rank", [
    ("laquelle est la plus ancienne ?", "earliest"), ("which one is the oldest?", "earliest"),
    ("which is the latest?", "latest"), ("lequel est le plus récent ?", "latest"),
    ("laquelle d'entre elles est la plus ancienne ?", "earliest"),
])
def test_which_one_is_the_oldest(said: str, rank: str) -> None:
    assert billing_words.bill_rank(said) == (rank, 1)


# -- conversations, figures against SQL ------------------------------------------------

def test_which_are_unpaid_keeps_the_customer(store: Store) -> None:
    reply = _say(store, "bills of Sarah Connor", "which are unpaid?")
    unpaid = _bills(store, "b.customer_id = :c AND b.paid_on IS NULL",
                    c=_id(store, "Sarah Connor"))
    assert f"Unpaid bills of Sarah Connor: {len(unpaid)}" in reply
    assert len(unpaid) == 1 and "6,200.00" in reply


def _id(store: Store, name: str) -> str:
    with store.engine.connect() as conn:
        return str(conn.execute(text("SELECT id FROM customers WHERE name = :n"),
                                {"n": name}).scalar_one())


def test_overdue_keeps_the_customer(store: Store) -> None:
    reply = _say(store, "factures impayées de John Doe", "ok thanks, which are overdue?")
    assert "Overdue bills of John Doe: 1" in reply and "10,760.00" in reply


@pytest.mark.parametrize("first, follow", [
    ("factures payées en retard en 2026", "par client ?"),
    ("bills paid late in 2026", "and by customer?"),
    ("factures payees en retard en 2026", "ventilé par client"),
])
def test_by_customer_keeps_the_status_and_period(store: Store, first: str,
                                                 follow: str) -> None:
    reply = _say(store, first, follow)
    late = _bills(store, "b.paid_on > b.due_on AND b.issued_on BETWEEN :s AND :e",
                  s="2026-01-01", e="2026-12-31")
    total = sum((t for _, _, t in late), Decimal(0))
    assert len(late) == 13 and total == Decimal("66966.30")
    assert ("13 factures" in reply and _fr(total) in reply) or (
        "13 bills" in reply and "66,966.30" in reply)
    doe = [b for b in late if b[1] == _id(store, "John Doe")]
    assert len(doe) == 11


def test_unpaid_by_customer(store: Store) -> None:
    reply = _say(store, "unpaid invoices", "and by customer?")
    unpaid = _bills(store, "b.paid_on IS NULL")
    customers = {c for _, c, _ in unpaid}
    assert f"{len(customers)} customers, {len(unpaid)} bills" in reply
    assert "32,424.00" in reply and sum(t for _, _, t in unpaid) == Decimal("32424.00")


@pytest.mark.parametrize("first, follow", [
    ("qui sont nos meilleurs clients en 2025 ?", "et pour Marie Dupont ?"),
    ("top clients 2025", "et Marie Dupont ?"),
    ("best customers in 2025", "what about Marie Dupont?"),
])
def test_a_customer_after_a_ranking(store: Store, first: str, follow: str) -> None:
    reply = _say(store, first, follow)
    hers = _bills(store, "b.customer_id = :c AND b.issued_on BETWEEN :s AND :e",
                  c=_id(store, "Marie Dupont"), s="2025-01-01", e="2025-12-31")
    total = sum((t for _, _, t in hers), Decimal(0))
    assert (len(hers), total) == (6, Decimal("36083.10"))
    assert (": 6, pour un total de 36 083,10 €" in reply) or (
        ": 6, for a total of €36,083.10" in reply), reply


@pytest.mark.parametrize("follow", ["et le montant moyen ?", "and the average amount?",
                                    "montant moyen ?", "facture moyenne ?"])
def test_the_average_amount_of_the_last_count(store: Store, follow: str) -> None:
    reply = _say(store, "nombre de factures de John Doe en 2024", follow)
    doe = _bills(store, "b.customer_id = :c AND b.issued_on BETWEEN :s AND :e",
                 c=_id(store, "John Doe"), s="2024-01-01", e="2024-12-31")
    average = (sum((t for _, _, t in doe), Decimal(0)) / len(doe)).quantize(Decimal("0.01"))
    assert average == Decimal("4175.36")
    assert "4 175,36 €" in reply or "€4,175.36" in reply, reply


def test_the_average_amount_asked_alone(store: Store) -> None:
    reply = _say(store, "montant moyen des factures de Marie Dupont en 2026")
    hers = _bills(store, "b.customer_id = :c AND b.issued_on BETWEEN :s AND :e",
                  c=_id(store, "Marie Dupont"), s="2026-01-01", e="2026-12-31")
    average = (sum((t for _, _, t in hers), Decimal(0)) / len(hers)).quantize(Decimal("0.01"))
    assert average == Decimal("5938.87") and "5 938,87 €" in reply


@pytest.mark.parametrize("follow", ["combien de clients ?", "and how many customers?",
                                    "nombre de clients ?"])
def test_how_many_customers(store: Store, follow: str) -> None:
    reply = _say(store, "total facturé au mois de novembre", "et en octobre ?", follow)
    october = _bills(store, "b.issued_on BETWEEN :s AND :e", s="2026-10-01", e="2026-10-31")
    customers = len({c for _, c, _ in october})
    assert customers == 4
    assert f"Clients concernés : {customers}" in reply or f"Customers: {customers}" in reply


def test_details_of_the_last_answer(store: Store) -> None:
    reply = _say(store, "analyse John Doe en 2025", "détaille")
    assert reply.startswith("Factures de John Doe du 1er janvier 2025 au 31 décembre 2025 : 11")


@pytest.mark.parametrize("follow", ["sorted by amount", "trie par montant",
                                    "trie-les par montant", "biggest first"])
def test_sorted_by_amount(store: Store, follow: str) -> None:
    reply = _say(store, "factures de Sarah Connor", follow)
    hers = sorted(_bills(store, "b.customer_id = :c", c=_id(store, "Sarah Connor")),
                  key=lambda b: -b[2])
    positions = [reply.index(number) for number, _, _ in hers]
    assert positions == sorted(positions), reply
    assert "Sarah Connor" in reply


def test_sorted_by_amount_cut_short_keeps_the_largest(store: Store) -> None:
    reply = _say(store, "toutes les factures", "trie par montant")
    largest = max(_bills(store), key=lambda b: b[2])
    assert "(les plus élevées)" in reply and largest[0] in reply


@pytest.mark.parametrize("follow", ["laquelle est la plus ancienne ?",
                                    "which one is the oldest?"])
def test_the_oldest_of_the_last_list(store: Store, follow: str) -> None:
    reply = _say(store, "factures de John Doe en 2025", follow)
    doe = _bills(store, "b.customer_id = :c AND b.issued_on BETWEEN :s AND :e",
                 c=_id(store, "John Doe"), s="2025-01-01", e="2025-12-31")
    with store.engine.connect() as conn:
        first = conn.execute(text(
            "SELECT number FROM bills WHERE customer_id = :c AND issued_on BETWEEN :s AND :e "
            "ORDER BY issued_on, number LIMIT 1"), {"c": _id(store, "John Doe"),
                                                     "s": "2025-01-01",
                                                     "e": "2025-12-31"}).scalar_one()
    assert len(doe) == 11 and first in reply and "plus grosse" not in reply


@pytest.mark.parametrize("said", ["retard de paiement moyen de John Doe",
                                  "retard moyen de paiement de John Doe",
                                  "average late payment of John Doe"])
def test_the_average_delay_of_a_customer(store: Store, said: str) -> None:
    reply = _say(store, said)
    with store.engine.connect() as conn:
        rows = conn.execute(text(
            "SELECT issued_on, due_on, paid_on FROM bills WHERE customer_id = :c AND paid_on "
            "IS NOT NULL"), {"c": _id(store, "John Doe")}).all()
    from datetime import date

    def day(v: object) -> date:
        return v if isinstance(v, date) else date.fromisoformat(str(v))

    late = [(day(p) - day(d)).days for _, d, p in rows if day(p) > day(d)]
    to_pay = [(day(p) - day(i)).days for i, _, p in rows]
    assert round(sum(late) / len(late), 1) == 22.0 and round(sum(to_pay) / len(to_pay), 1) \
        == 46.2
    assert ("22,0 j" in reply and "46,2 j" in reply) or ("22.0 day" in reply
                                                          and "46.2 day" in reply), reply


@pytest.mark.parametrize("said, shown", [
    ("F-2026-0027 : combien de jours de retard ?", "en retard de 11 j au 2 décembre 2026"),
    ("invoice F-2026-0027 how many days overdue?", "11 days overdue as of 2 December 2026"),
    ("fact. F-2026-0027 retard ?", "en retard de 11 j"),
])
def test_days_overdue_of_one_bill(store: Store, said: str, shown: str) -> None:
    with store.engine.connect() as conn:
        due = conn.execute(text("SELECT due_on FROM bills WHERE number = 'F-2026-0027'")
                           ).scalar_one()
    from datetime import date

    assert (date(2026, 12, 2) - date.fromisoformat(str(due))).days == 11
    assert shown in _say(store, said)


@pytest.mark.parametrize("said", ["montre moi la fact. F-2025-0010", "fact. F-2025-0010"])
def test_the_abbreviation_fact(store: Store, said: str) -> None:
    assert "F-2025-0010 de John Doe" in _say(store, said)


@pytest.mark.parametrize("said", [
    "de combien de jours ?", "combien de jours de retard ?", "by how many days?",
    "how many days overdue?", "de combien de jours svp", "how late are they?",
])
def test_days_overdue_words(said: str) -> None:
    assert billing_words.follow_wants(said) == "days_overdue"


@pytest.mark.parametrize("said", [
    "combien de jours de retard en moyenne ?", "how many days late on average?",
    "F-2026-0027 : combien de jours de retard ?", "factures de plus de 30 jours",
])
def test_days_overdue_near_misses(said: str) -> None:
    assert billing_words.follow_wants(said) != "days_overdue"


@pytest.mark.parametrize("first, follow, shown", [
    ("John Doe a combien de factures en retard de paiement ?", "de combien de jours ?",
     "F-2026-0027 : 11 j"),
    ("how many overdue bills does John Doe have?", "by how many days?",
     "F-2026-0027: 11 days"),
    ("factures en retard", "combien de jours de retard ?", "F-2026-0027 : 11 j"),
])
def test_days_overdue_of_the_last_bills(store: Store, first: str, follow: str,
                                        shown: str) -> None:
    reply = _say(store, first, follow)
    with store.engine.connect() as conn:
        rows = conn.execute(text("SELECT number, due_on FROM bills WHERE paid_on IS NULL AND "
                                 "due_on < '2026-12-02'")).all()
    from datetime import date

    assert [(n, (date(2026, 12, 2) - date.fromisoformat(str(d))).days) for n, d in rows] \
        == [("F-2026-0027", 11)]
    assert shown in reply, reply


@pytest.mark.parametrize("follow", ["ses factures ?", "his bills?", "et ses factures"])
def test_bills_of_the_order_just_read(store: Store, follow: str) -> None:
    reply = _say(store, "statut SO-25101", follow)
    his = _bills(store, "b.customer_id = :c", c=_id(store, "Paul Dupont"))
    total = sum((t for _, _, t in his), Decimal(0))
    assert (len(his), total) == (5, Decimal("30226.00"))
    assert ("Paul Dupont : 5" in reply and _fr(total) in reply) or (
        "Paul Dupont: 5" in reply and "30,226.00" in reply), reply


def test_a_new_question_after_an_order_is_of_everyone(store: Store) -> None:
    assert "tous clients : 5" in _say(store, "statut SO-25101", "factures impayées")


@pytest.mark.parametrize("follow, pick", [
    ("combien au total ?", "oui"), ("how many in total?", "1"), ("et combien ?", "John Doe"),
])
def test_a_follow_up_while_a_customer_is_asked(store: Store, follow: str, pick: str) -> None:
    desk = staff_desk(store)
    desk.say("factures de Jhon Doe en 2025")
    again = _plain(desk.say(follow).reply)
    assert "John Doe (Doe Interiors)" in again and "135" not in again
    reply = _plain(desk.say(pick).reply)
    doe = _bills(store, "b.customer_id = :c AND b.issued_on BETWEEN :s AND :e",
                 c=_id(store, "John Doe"), s="2025-01-01", e="2025-12-31")
    total = sum((t for _, _, t in doe), Decimal(0))
    assert (len(doe), total) == (11, Decimal("48688.95"))
    assert (": 11, pour un total de 48 688,95 €" in reply) or (
        ": 11, for a total of €48,688.95" in reply), reply


@pytest.mark.parametrize("said", ["by whom?", "par qui ?", "quels clients ?", "which customers?",
                                  "who paid?", "and by whom?"])
def test_by_whom_is_by_customer(said: str) -> None:
    read = offline._billing_request({"staff_message": said}, [])
    assert read["asks"] == "customers" and read["follow_up"] is True


@pytest.mark.parametrize("said", ["pour qui ?", "c'est pour quel client ?", "whose bill is it?",
                                  "qui est le client ?"])
def test_whose_bill_is_no_ranking(said: str) -> None:
    assert not billing_words.by_customer_only(said)


def test_by_whom_keeps_the_status(store: Store) -> None:
    reply = _say(store, "factures impayées", "quels clients ?")
    unpaid = _bills(store, "b.paid_on IS NULL")
    assert f"Factures impayées, par client ({len({c for _, c, _ in unpaid})} clients" in reply
