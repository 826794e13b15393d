"""Customers compared side by side: what Python reads (the names, in order; what is no
comparison of customers), the gate's searches one name after another, the reading of a
follow-up, the router's limit, and the rendered table (every figure from the tool)."""

from __future__ import annotations

from typing import Any

import pytest

from nodes.billing.executors import compared_reading
from nodes.billing.gate import compared_found, gate
from nodes.billing.replies import customers_text
from nodes.billing.routes import after_collect
from nodes.billing.state import BillingRequestData, BillingState, Reading, SettledBilling, Step
from nodes.billing.texts import COMPARE_CUSTOMERS
from nodes.kit.state import Customer
from services.llm import billing_words


@pytest.mark.parametrize("text, names", [
    ("compare John Doe et Marie Dupont sur 2025", ["John Doe", "Marie Dupont"]),
    ("John Doe vs Jane Smith revenue this year", ["John Doe", "Jane Smith"]),
    ("qui de Marie Dupont ou de Paul Dupont m'a rapporté le plus en 2025 ?",
     ["Marie Dupont", "Paul Dupont"]),
    ("compare les impayés de John Doe et de Marie Dupont", ["John Doe", "Marie Dupont"]),
    ("Which of John Doe and Jane Smith paid more in 2025?", ["John Doe", "Jane Smith"]),
    ("who owes us more, Jane Smith or Léon Martin?", ["Jane Smith", "Léon Martin"]),
    ("John Doe or Jane Smith: who paid more?", ["John Doe", "Jane Smith"]),
    ("is John Doe a better payer than Marie Dupont?", ["John Doe", "Marie Dupont"]),
    ("John Doe a-t-il acheté plus que Marie Dupont en 2025 ?", ["John Doe", "Marie Dupont"]),
    ("quel client nous doit le plus entre John Doe et Marie Dupont ?",
     ["John Doe", "Marie Dupont"]),
    ("compare Marie Dupont avec John Doe au T3 2025", ["Marie Dupont", "John Doe"]),
    ("Compare John Doe, Marie Dupont, Paul Dupont et Jane Smith en 2025",
     ["John Doe", "Marie Dupont", "Paul Dupont", "Jane Smith"]),
    ("compare Anne Leroy et Marc Petit en 2026", ["Anne Leroy", "Marc Petit"]),
    ("compare Dupont & Fils et John Doe", ["Dupont & Fils", "John Doe"]),
    ("qui paie le mieux entre John Doe et Marie Dupont ?", ["John Doe", "Marie Dupont"]),
])
def test_the_customers_a_message_compares(text: str, names: list[str]) -> None:
    assert billing_words.compared_customers(text) == names
    assert billing_words.compared_periods(text) is None  # never two periods instead


@pytest.mark.parametrize("text", [
    # one customer and two periods: a comparison of periods
    "compare John Doe sur 2025 et 2026",
    "compare le CA de Léon Martin au T1 et au T2",
    "Jane Smith revenue 2025 vs 2026",
    # one customer named: "sa femme" is no customer
    "John Doe et sa femme",
    "compare John Doe et sa femme sur 2025",
    "compare John Doe avec l'année dernière",
    # a name list in a ranking of every customer
    "top clients 2025 : John Doe, Marie Dupont",
    "top 5 customers by revenue last year, John Doe and Jane Smith included",
    "classement des clients par CA 2025 : John Doe, Marie Dupont",
    # two customers, no comparison asked: their bills (the first answered, the other said)
    "factures de John Doe et Marie Dupont en 2025",
    # customers over two periods: not a table of customers
    "compare John Doe et Marie Dupont sur T1 2025 et T2 2025",
    # no customer, or one
    "Compare le CA du T1 et du T2", "revenue 2025 vs 2026", "compare avec 2024",
    "analyse John Doe sur 2025",
])
def test_what_is_no_comparison_of_customers(text: str) -> None:
    assert billing_words.compared_customers(text) is None


def test_one_customer_and_two_periods_stays_a_comparison_of_periods() -> None:
    assert billing_words.compared_periods("compare John Doe sur 2025 et 2026") == (
        "sur 2025", "2026")
    assert billing_words.bill_ask("John Doe vs Jane Smith revenue this year") != "compare"


@pytest.mark.parametrize("text, best", [
    ("qui paie le mieux entre John Doe et Marie Dupont ?", True),
    ("is John Doe a better payer than Marie Dupont?", True),
    ("which of John Doe and Jane Smith pays on time?", True),
    ("compare John Doe et Marie Dupont sur 2025", False),
    ("qui de Marie Dupont ou de Paul Dupont m'a rapporté le plus ?", False),
])
def test_who_pays_best(text: str, best: bool) -> None:
    assert billing_words.asks_who_pays_best(text) is best


JOHN: Customer = {"id": "C-2", "name": "John Doe", "email": "j@x", "company": None}
MARIE: Customer = {"id": "C-3", "name": "Marie Dupont", "email": "m@x", "company": None}
PAUL: Customer = {"id": "C-4", "name": "Paul Dupont", "email": "p@x", "company": None}


def search(query: str, *found: Customer) -> Step:
    return {"tool": "search_customer", "args": {"query": query}, "ok": True,
            "result": {"customers": list(found), "suggestions": []}, "error": None}


NAMES = ["John Doe", "Dupont"]


@pytest.mark.parametrize("steps, active, choice", [
    ([], ["search_customer"], "required"),
    ([search("John Doe", JOHN)], ["search_customer"], "required"),
    ([search("John Doe", JOHN), search("Dupont", MARIE, PAUL)], [], "none"),
    ([search("John Doe", JOHN), search("Dupont")], [], "none"),
    ([search("John Doe", JOHN), search("Dupont", MARIE)], ["compare_customers"], "required"),
    # a search for another name settles none of them
    ([search("Jean Martin", JOHN)], ["search_customer"], "required"),
])
def test_the_gate_searches_each_name_then_compares(steps: list[Step], active: list[str],
                                                    choice: str) -> None:
    decision = gate(steps, "compare John Doe et Dupont", "compare_customers", names=NAMES)
    assert (decision["active"], decision["choice"]) == (active, choice)


def test_the_gate_stops_once_compared() -> None:
    steps: list[Step] = [search("John Doe", JOHN), search("Dupont", MARIE),
                         {"tool": "compare_customers", "args": {}, "ok": True, "result": {},
                          "error": None}]
    assert gate(steps, "", "compare_customers", names=NAMES)["choice"] == "none"
    assert compared_found(steps, NAMES) == [JOHN, MARIE]
    assert compared_found(steps[:1], NAMES) is None


def request(**said: Any) -> BillingRequestData:
    base: BillingRequestData = {"customer_name": None, "asks": None, "status": None,
                                "all_customers": False, "period_words": None,
                                "follow_up": False, "language": "fr"}
    return {**base, **said}  # type: ignore[typeddict-item]


def reading(**said: Any) -> Reading:
    base: Reading = {"asks": "bills", "status": "any", "customer_name": None,
                     "customer": None, "all_customers": False, "period_words": None,
                     "carried": []}
    return {**base, **said}  # type: ignore[typeddict-item]


SETTLED: SettledBilling = {"turn": 1, "customer": None, "asks": "compare_customers",
                           "status": "any", "period_words": "2025", "compared": [JOHN, MARIE]}


def test_a_new_comparison_is_read_by_python_whatever_the_model_read() -> None:
    model = reading(asks="compare", customer_name="John Doe", customer=JOHN,
                    carried=["customer"])
    read, names, known = compared_reading(model, request(asks="compare"), None,
                                          "compare John Doe et Marie Dupont sur 2025")
    assert names == ["John Doe", "Marie Dupont"] and known == []
    assert (read["asks"], read["customer"], read["carried"]) == ("compare_customers", None, [])


def test_a_follow_up_compares_the_same_customers_again() -> None:
    carried = reading(asks="compare_customers", period_words="2024",
                      carried=["question"])
    read, names, known = compared_reading(carried, request(follow_up=True,
                                                           period_words="2024"),
                                          SETTLED, "et sur 2024 ?")
    assert names == ["John Doe", "Marie Dupont"] and known == [JOHN, MARIE]
    assert read["asks"] == "compare_customers" and "customers compared" in read["carried"]


def test_one_name_after_a_comparison_is_that_customer_alone() -> None:
    carried = reading(asks="compare_customers", customer_name="Paul Dupont",
                      carried=["question", "period"])
    read, names, _ = compared_reading(carried, request(follow_up=True,
                                                       customer_name="Paul Dupont"),
                                      SETTLED, "et pour Paul Dupont ?")
    assert names is None and read["asks"] == "count"


def test_a_new_question_after_a_comparison_is_its_own() -> None:
    fresh = reading(customer_name="Paul Dupont")
    read, names, _ = compared_reading(fresh, request(customer_name="Paul Dupont"), SETTLED,
                                      "factures de Paul Dupont")
    assert names is None and read == fresh


def test_more_than_four_customers_are_asked_for_fewer() -> None:
    state: BillingState = {"billing_reading": reading(asks="compare_customers"),
                           "billing_question": {"question": "x", "language": "fr",
                                                "customers": ["A a", "B b", "C c", "D d",
                                                              "E e"]}}
    assert after_collect(state).to == "say_no_answer"
    state["billing_question"]["customers"] = ["A a", "B b", "C c", "D d"]
    assert after_collect(state).to == "prepare_step"


def column(customer: Customer, total: str, unpaid: str = "0", overdue: str = "0",
           share: str | None = "1.0000") -> dict[str, Any]:
    return {"customer": customer, "count": 2, "total": total, "average_total": total,
            "paid_count": 2, "paid_total": total, "unpaid_count": 0, "unpaid_total": unpaid,
            "overdue_count": 0, "overdue_total": overdue, "judged": 2,
            "on_time": 2 if share == "1.0000" else 1, "on_time_share": share,
            "average_days_late": "0.0" if share else None}


def result(*columns: dict[str, Any], status: str = "any", start: str | None = "2025-01-01",
           end: str | None = "2025-12-31") -> dict[str, Any]:
    return {"customers": list(columns), "start": start, "end": end, "status": status,
            "today": "2026-12-02"}


def test_the_table_has_one_column_per_customer_in_the_order_asked() -> None:
    text = customers_text(result(column(MARIE, "100.00"), column(JOHN, "250.50")), "fr")
    lines = text.splitlines()
    assert lines[0] == ("Comparaison de Marie Dupont et John Doe, factures émises du 1er "
                        "janvier 2025 au 31 décembre 2025.")
    assert lines[1] == ("Le plus gros montant facturé : John Doe, 250,50\u00a0€ "
                        "(150,50\u00a0€ de plus que Marie Dupont).")
    assert "| Marie Dupont | John Doe |" in text.splitlines()[3]
    assert "| Montant facturé | 100,00\u00a0€ | 250,50\u00a0€ |" in text


def test_the_lead_follows_the_figure_asked_in_english() -> None:
    text = customers_text(result(column(JOHN, "10.00", unpaid="5.00"),
                                 column(MARIE, "10.00", unpaid="7.00"),
                                 column(PAUL, "10.00"), status="unpaid", start=None,
                                 end=None), "en")
    assert text.splitlines()[0] == "John Doe, Marie Dupont and Paul Dupont compared, all " \
        "their bills."
    assert "Most unpaid: Marie Dupont, €7.00." in text  # three: no "more than"


@pytest.mark.parametrize("columns, status, lead", [
    ((column(JOHN, "10.00"), column(MARIE, "10.00")), "any",
     "Ex æquo : John Doe et Marie Dupont, 10,00\u00a0€ chacun."),
    ((column(JOHN, "10.00"), column(MARIE, "20.00")), "overdue",
     "Aucun impayé en retard pour ces clients sur la période."),
    ((column(JOHN, "0"), column(MARIE, "0")), "any",
     "Aucune facture de ces clients sur la période."),
])
def test_ties_and_nothing_are_said(columns: tuple[dict[str, Any], ...], status: str,
                                   lead: str) -> None:
    assert customers_text(result(*columns, status=status), "fr").splitlines()[1] == lead


def test_who_pays_best_leads_with_the_share_paid_on_time() -> None:
    text = customers_text(result(column(JOHN, "10.00", share="0.5000"),
                                 column(MARIE, "10.00")), "fr", punctuality=True)
    assert text.splitlines()[1] == ("Le plus ponctuel : Marie Dupont, 100\u202f% des "
                                    "factures payées à l'échéance (John Doe : 50\u202f%).")
    assert "| Payées à l'échéance | 50\u202f% (1/2) | 100\u202f% (2/2) |" in text


def test_every_text_has_both_languages() -> None:
    for text_id, langs in COMPARE_CUSTOMERS.items():
        assert set(langs) == {"fr", "en"}, text_id


@pytest.mark.parametrize("text, classified, to", [
    ("qui de Marie Dupont ou de Paul Dupont m'a rapporté le plus en 2025 ?", "analysis",
     "billing"),
    ("compare John Doe et Marie Dupont sur 2025", "analysis", "billing"),
    ("John Doe vs Jane Smith revenue this year", "out_of_scope", "billing"),
    ("compare John Doe et Marie Dupont sur 2025", "billing", "billing"),
    # an analysis asked stays one (of the first customer, the others said not answered)
    ("analyse et compare John Doe et Marie Dupont sur 2025", "analysis", "analysis"),
    # one customer: the classifier's word stands
    ("Analyse John Doe sur 2025", "analysis", "analysis"),
    ("compare John Doe et sa femme", "out_of_scope", "say_out_of_scope"),
])
def test_the_front_door_sends_a_comparison_of_customers_to_billing(
        text: str, classified: str, to: str) -> None:
    from nodes.front_door.nodes import route_staff
    from nodes.front_door.state import FrontDoorState

    route: Any = {"workflow": classified, "asks_change": False}
    state: FrontDoorState = {"message": text, "route": route}
    assert route_staff(state).to == to


def test_a_change_asked_beside_a_comparison_is_refused_not_compared() -> None:
    from nodes.front_door.nodes import route_staff
    from nodes.front_door.state import FrontDoorState

    state: FrontDoorState = {"message": "compare John Doe et Marie Dupont",
                             "route": {"workflow": "out_of_scope", "asks_change": True}}
    assert route_staff(state).to == "say_read_only"
