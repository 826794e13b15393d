"""Staff billing questions read in their context (the staff tester's F3, F9-F13, F24): a
question about "it" after one bill is about that bill; an analysis settles its customer and
period for the bill questions after it; "the same period" is the last one; "how many?"
counts the last list; who has not paid, who pays late; the reply's language is the
message's. Pure functions and the offline model's rules, table-style."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from nodes.billing.executors import _focus, _settled, read_question
from nodes.billing.gate import gate
from services.llm import billing_words, lexicon
from services.llm.offline import EXTRACTORS
from services.periods import Period, period_before
from services.text import language_of

JOHN: Any = {"id": "C-1", "name": "John Doe", "email": "john@example.com", "company": None}
ONE_BILL: Any = {"turn": 2, "customer": {**JOHN, "email": ""}, "asks": "bills", "status": "any",
                 "period_words": None, "period": None, "bill": "F-2026-0007"}
LIST: Any = {"turn": 2, "customer": JOHN, "asks": "bills", "status": "paid_late",
             "period_words": "in 2025", "period": {"words": "in 2025", "start": "2025-01-01",
                                                   "end": "2025-12-31", "kind": "year"}}
ANALYSED: Any = {"customer_id": "C-1", "customer_name": "John Doe", "period_words": "sur 2025",
                 "start": "2025-01-01", "end": "2025-12-31", "period": "year", "turn": 4}


def request(**changes: Any) -> Any:
    base = {"customer_name": None, "asks": None, "status": None, "all_customers": False,
            "period_words": None, "follow_up": False, "language": "fr", "this_bill": False}
    return {**base, **changes}


def billing_request(message: str) -> dict[str, Any]:
    return EXTRACTORS["BillingRequest"]({"staff_message": message}, [])


# -- one bill, asked about again -----------------------------------------------------------

def test_a_question_about_it_after_one_bill_is_about_that_bill() -> None:
    reading = read_question(request(this_bill=True, asks="bills", status="any"),
                            ONE_BILL["customer"], ONE_BILL)
    assert reading.get("bill") == "F-2026-0007" and reading["carried"] == ["bill"]
    assert reading["customer"] is None and not reading["all_customers"]


@pytest.mark.parametrize("changes", [
    {"customer_name": "Marie Dupont"},   # another customer named
    {"all_customers": True},             # customers at large
    {"asks": "biggest"},                 # another question
])
def test_a_question_that_says_more_is_not_about_the_bill(changes: dict[str, Any]) -> None:
    reading = read_question(request(this_bill=True, **changes), ONE_BILL["customer"], ONE_BILL)
    assert not reading.get("bill")


def test_it_after_a_list_keeps_the_list_customer() -> None:
    reading = read_question(request(this_bill=True), JOHN, LIST)
    assert not reading.get("bill") and reading["customer"] == JOHN


def test_the_gate_offers_the_bill_asked_about_again() -> None:
    assert "get_bill" in gate([], "elle a été payée ?", "bills", bill="F-2026-0007")["active"]
    assert "get_bill" not in gate([], "elle a été payée ?", "bills")["active"]


def test_one_bill_read_by_its_number_is_settled_with_its_customer() -> None:
    bill = {"number": "F-2026-0007", "customer_id": "C-1", "customer_name": "John Doe"}
    steps: Any = [{"tool": "get_bill", "args": {"number": "F-2026-0007"}, "ok": True,
                   "result": bill, "error": None}]
    state: Any = {"turn": 3, "billing_reading": read_question(request(), None, None)}
    settled = _settled(state, steps)
    assert settled is not None and settled.get("bill") == "F-2026-0007"
    assert settled["customer"] is not None and settled["customer"]["name"] == "John Doe"


@pytest.mark.parametrize(("message", "one"), [
    ("elle a été payée ?", True), ("elle a ete payee", True),
    ("est-ce qu'elle est réglée ?", True), ("cette facture est-elle en retard ?", True),
    ("has it been paid?", True), ("is this invoice overdue", True),
    ("was that bill settled?", True), ("when is it due?", True),
    ("et ses autres factures ?", False), ("and his other bills?", False),
    ("show me those bills", False), ("quelles clientes ont des impayés ?", False),
])
def test_a_message_about_the_one_bill_shown(message: str, one: bool) -> None:
    assert billing_words.about_one_bill(message) is one
    read = billing_request(message)
    assert read["this_bill"] is one and (read["follow_up"] or not one)
    assert read["customer_name"] is None


def test_a_message_naming_a_bill_is_not_about_the_last_one() -> None:
    assert billing_request("et la F-2026-0011, elle est payée ?")["this_bill"] is False


# -- an analysis, then bill questions ------------------------------------------------------

def test_an_analysis_settles_its_customer_and_period_for_bill_questions() -> None:
    customer, settled = _focus({"analysis_settled": ANALYSED})  # type: ignore[typeddict-item]
    assert customer is not None and customer["name"] == "John Doe"
    assert settled is not None and settled.get("period") == {
        "words": "sur 2025", "start": "2025-01-01", "end": "2025-12-31", "kind": "year"}


def test_the_later_answer_wins() -> None:
    newer = {**LIST, "turn": 5}
    _, settled = _focus({"analysis_settled": ANALYSED, "billing_settled": newer})  # type: ignore[typeddict-item]
    assert settled == newer


def test_a_follow_up_after_an_analysis_keeps_its_customer_and_period() -> None:
    customer, settled = _focus({"analysis_settled": {**ANALYSED, "period_words": None}})  # type: ignore[typeddict-item]
    reading = read_question(request(follow_up=True, asks="bills", status="paid_late"),
                            customer, settled)
    assert reading["customer"] == customer and reading["status"] == "paid_late"
    assert "period" in reading["carried"]  # no words said then (the last 12 months): dates


@pytest.mark.parametrize("message", [
    "quelles factures de cette période sont payées en retard ?", "show me those bills",
    "montre-moi ces factures", "which of these bills are unpaid?",
    "les factures de la même période ?", "which ones were paid late?",
    "lesquelles ont été payées en retard ?",
])
def test_a_bill_question_pointing_back_is_a_follow_up(message: str) -> None:
    read = billing_request(message)
    assert read["follow_up"] and read["customer_name"] is None and not read["all_customers"]


# -- the same period -------------------------------------------------------------------------

LAST_6_MONTHS = Period(date(2026, 4, 15), date(2026, 10, 14), "rolling_months")


@pytest.mark.parametrize("words", [
    "over the same period", "sur la même période", "sur la meme periode", "for that period",
    "sur cette période", "pour ces dates", "the same dates",
])
def test_the_same_period_is_the_last_one(words: str) -> None:
    assert period_before(words, LAST_6_MONTHS) == LAST_6_MONTHS


def test_the_same_period_a_year_before_still_moves_back() -> None:
    found = period_before("la même période l'an dernier", LAST_6_MONTHS)
    assert found is not None and found.start == date(2025, 4, 15)


# -- how many ------------------------------------------------------------------------------

def test_how_many_counts_the_last_list_with_its_status() -> None:
    reading = read_question(request(follow_up=True, asks="count"), JOHN, LIST)
    assert (reading["asks"], reading["status"], reading["customer"]) == ("count", "paid_late",
                                                                        JOHN)


def test_how_many_of_a_status_said_counts_that_status() -> None:
    reading = read_question(request(follow_up=True, asks="count", status="unpaid"), JOHN, LIST)
    assert reading["status"] == "unpaid"


@pytest.mark.parametrize("message", ["how many?", "combien ?", "et combien ?",
                                     "what's the total?", "how many in total?", "le total ?"])
def test_a_bare_count_relies_on_the_last_answer(message: str) -> None:
    read = billing_request(message)
    assert read["asks"] == "count" and read["follow_up"] and read["status"] is None
    for previous in ("billing", "analysis"):
        routed = EXTRACTORS["StaffRoute"]({"staff_message": message,
                                           "previous_request": previous}, [])
        assert routed["workflow"] == "billing"


def test_a_bare_count_with_nothing_before_is_no_request() -> None:
    assert EXTRACTORS["StaffRoute"]({"staff_message": "how many?",
                                     "previous_request": "none"}, [])["workflow"] == \
        "out_of_scope"


# -- who has not paid, who pays late -------------------------------------------------------

@pytest.mark.parametrize(("message", "status"), [
    ("who hasn't paid?", "unpaid"), ("who hasnt paid yet", "unpaid"),
    ("which customers haven't paid?", "unpaid"), ("who didn't pay", "unpaid"),
    ("who hasnt payed", "unpaid"),
    ("qui n'a pas payé ?", "unpaid"), ("qui n'a pas encore réglé ?", "unpaid"),
    ("quels clients n'ont toujours pas payé ?", "unpaid"),
    ("which customers are late paying?", "overdue"),
    ("which customers are behind on their payments?", "overdue"),
    ("who paid late in 2025?", "paid_late"),
])
def test_who_has_not_paid_or_pays_late_is_a_billing_question(message: str,
                                                              status: str) -> None:
    assert lexicon.staff_workflow(message) == "billing"
    read = billing_request(message)
    assert read["status"] == status and read["all_customers"]
    assert read["customer_name"] is None


# The slow or bad payers are customers ranked by how late they pay (`payment_delays`), no
# longer the overdue bills of every customer.
@pytest.mark.parametrize("message", ["who is slow to pay?", "qui sont nos mauvais payeurs ?"])
def test_the_slow_payers_are_ranked_by_their_delay(message: str) -> None:
    assert lexicon.staff_workflow(message) == "billing"
    read = billing_request(message)
    assert read["asks"] == "punctuality" and read["all_customers"]
    assert read["customer_name"] is None


@pytest.mark.parametrize(("message", "lang"), [
    ("who hasn't paid?", "en"), ("which customers are late paying?", "en"),
    ("show me those bills", "en"), ("has it been paid?", "en"),
    ("qui n'a pas payé ?", "fr"), ("elle a été payée ?", "fr"),
    ("quelles factures de cette période sont payées en retard ?", "fr"),
])
def test_the_reply_language_is_the_message_s(message: str, lang: str) -> None:
    assert language_of(message) == lang


@pytest.mark.parametrize(("message", "previous", "workflow"), [
    # a customer and a period, nothing else: the same question as the last one, of them
    ("et Marie Dupont sur la même période ?", "billing", "billing"),
    ("and Paul Dupont over the same period?", "analysis", "analysis"),
    ("et Marie Dupont sur la même période ?", "none", "analysis"),
    # an analysis said in words stays one
    ("et analyse Marie Dupont sur la même période", "billing", "analysis"),
])
def test_a_follow_up_with_a_customer_and_a_period_stays_in_its_workflow(
        message: str, previous: str, workflow: str) -> None:
    routed = EXTRACTORS["StaffRoute"]({"staff_message": message, "previous_request": previous},
                                      [])
    assert routed["workflow"] == workflow


# -- follow-ups that keep the customer (the staff tester's billing follow-ups) ----------------

@pytest.mark.parametrize("message", [
    "et celles qui ne sont pas encore échues ?", "et les factures non échues ?",
    "et celles à venir ?", "and the upcoming ones?",
    "and the ones not yet due?", "and which are not due yet?", "et celles à échoir ?",
    "and those that are not past due?", "celles dont l'échéance n'est pas passée ?",
])
def test_not_yet_due_is_a_status_of_its_own(message: str) -> None:
    read = billing_request(message)
    assert read["status"] == "not_due" and read["customer_name"] is None
    assert read["follow_up"]


@pytest.mark.parametrize(("message", "status"), [
    ("quelles factures sont échues ?", "overdue"), ("overdue bills?", "overdue"),
    ("factures impayées ?", "unpaid"), ("bills paid late in 2025", "paid_late"),
])
def test_the_other_statuses_stay(message: str, status: str) -> None:
    assert lexicon.bill_status(message) == status


@pytest.mark.parametrize("message", [
    "does she owe us anything?", "does he still owe us money?", "a-t-il des impayés ?",
    "est-ce qu'elle nous doit quelque chose ?", "is she behind on payments?",
    "a-t-elle des factures en retard ?", "is she late on any payment?",
    "has she paid everything?", "a-t-il tout réglé ?",
])
def test_a_pronoun_is_the_customer_in_focus_never_a_name(message: str) -> None:
    read = billing_request(message)
    assert read["customer_name"] is None and read["same_customer"]
    assert not read["this_bill"]
    reading = read_question(read, JOHN, LIST)
    assert reading["customer"] == JOHN and reading["carried"] == ["customer"]
    # only the customer carries over: the question says its own status, the period stays
    assert reading["period_words"] is None


def test_a_pronoun_beside_a_name_is_that_name() -> None:
    read = billing_request("Jean Martin a-t-il des factures impayées ?")
    assert read["customer_name"] == "Jean Martin" and not read["same_customer"]
    assert read_question(read, JOHN, LIST)["customer_name"] == "Jean Martin"


@pytest.mark.parametrize("message", ["laquelle ?", "lesquelles ?", "which ones?", "which one?",
                                     "lequel ?", "c'est laquelle ?", "which one is it?",
                                     "quel numéro ?", "what are they?",
                                     "quels sont les numéros ?"])
def test_which_one_after_a_bill_answer_asks_the_same_again(message: str) -> None:
    route = EXTRACTORS["StaffRoute"]({"staff_message": message,
                                      "previous_request": "billing"}, [])
    assert route["workflow"] == "billing"
    read = billing_request(message)
    assert read["customer_name"] is None and read["follow_up"]
    reading = read_question(read, JOHN, LIST)
    assert reading["customer"] == JOHN and reading["status"] == "paid_late"


# -- the same answer in another language ("et en anglais ?") ---------------------------------

@pytest.mark.parametrize(("message", "language"), [
    ("et en anglais ?", "en"), ("in English please", "en"), ("English version please", "en"),
    ("same in english", "en"), ("peux-tu me le donner en anglais ?", "en"),
    ("et en français ?", "fr"), ("can you give me that in French?", "fr"),
    ("la même chose en français", "fr"), ("version française svp", "fr"),
])
def test_a_language_asked_alone_is_the_last_answer_again(message: str, language: str) -> None:
    assert lexicon.answer_language(message) == language
    assert lexicon.asks_language_only(message)
    for previous in ("analysis", "billing"):
        route = EXTRACTORS["StaffRoute"]({"staff_message": message,
                                          "previous_request": previous}, [])
        assert route["workflow"] == previous
    analysis = EXTRACTORS["AnalysisRequest"]({"staff_message": message}, [])
    assert analysis["customer_name"] is None and analysis["follow_up"]
    assert analysis["answer_language"] == language and analysis["period_words"] is None
    bills = billing_request(message)
    assert bills["customer_name"] is None and bills["follow_up"]
    assert bills["answer_language"] == language and bills["asks"] is None
    assert bills["status"] is None


@pytest.mark.parametrize("message", [
    "analyse John Doe in English", "Quelles factures de Doe en anglais ?",
])
def test_a_request_in_full_that_names_a_language_is_a_request(message: str) -> None:
    assert lexicon.answer_language(message) == "en"
    assert not lexicon.asks_language_only(message)
    assert EXTRACTORS["AnalysisRequest"]({"staff_message": message}, [])["customer_name"] \
        in ("John Doe", "Doe")


@pytest.mark.parametrize("message", ["and in 2026?", "en 2025", "et pour Marie Curie ?",
                                     "quelles factures sont en retard ?"])
def test_no_language_asked(message: str) -> None:
    assert lexicon.answer_language(message) is None and not lexicon.asks_language_only(message)


# -- the latest or first bills only ("la dernière facture") ---------------------------------

@pytest.mark.parametrize(("message", "rank"), [
    ("quelle est la dernière facture de Marie Dupont ?", ("latest", 1)),
    ("the two last bills of John Doe", ("latest", 2)),
    ("the last 3 invoices of Doe", ("latest", 3)),
    ("les 2 premières factures de Jean Martin", ("earliest", 2)),
    ("most recent bill of Marie Dupont", ("latest", 1)),
    ("la facture la plus récente de Doe", ("latest", 1)),
    ("sa première facture", ("earliest", 1)),
    ("her last unpaid invoice", ("latest", 1)),
    ("les factures les plus anciennes de Doe", ("earliest", None)),
    ("et la première ?", ("earliest", 1)), ("and the oldest one?", ("earliest", 1)),
    ("et les deux dernières ?", ("latest", 2)),
])
def test_the_latest_or_first_bills(message: str, rank: tuple[str, int | None]) -> None:
    assert billing_words.bill_rank(message) == rank
    read = billing_request(message)
    assert (read["rank"], read["rank_count"]) == rank
    assert read["asks"] in ("bills", None) and read["customer_name"] not in (
        "première", "dernière", "oldest")


@pytest.mark.parametrize("message", [
    "factures des 3 derniers mois de Doe", "last year's bills of Doe", "bills of last year",
    "first quarter bills of Doe", "la plus grosse facture de Doe", "the latest bills of Doe",
])
def test_a_period_or_the_biggest_is_no_rank(message: str) -> None:
    assert billing_words.bill_rank(message) is None


def test_a_rank_is_kept_in_the_reading_of_a_follow_up() -> None:
    reading = read_question(request(follow_up=True, rank="earliest", rank_count=1), JOHN, LIST)
    assert reading["customer"] == JOHN and reading.get("rank") == "earliest"
    assert reading["status"] == "paid_late" and reading.get("rank_count") == 1
    assert not read_question(request(asks="count", rank="latest"), JOHN, LIST).get("rank")


# -- the margin only ("et la marge ?") --------------------------------------------------------

@pytest.mark.parametrize(("message", "asks"), [
    ("et la marge ?", "margin"), ("and the margin?", "margin"),
    ("what margin do we make on Sarah Connor in 2026?", "margin"),
    ("quelle est notre rentabilité sur Doe en 2024 ?", "margin"),
    ("et les marges ?", "margin"), ("analyse John Doe", "report"),
    ("Analyse la relation et les marges de John Doe", "report"),
    ("et en 2024 ?", None), ("et pour Marie Curie ?", None),
])
def test_what_an_analysis_request_asks(message: str, asks: str | None) -> None:
    read = EXTRACTORS["AnalysisRequest"]({"staff_message": message}, [])
    assert read["asks"] == asks
    assert read["customer_name"] in (None, "John Doe", "Sarah Connor", "Doe", "Marie Curie")


def test_the_margin_only_skips_the_summary() -> None:
    from nodes.analysis.routes import after_compute

    state: Any = {"analysis": {"ok": True, "result": {}, "code": None},
                  "analysis_details": {"asks": "margin"}}
    assert after_compute(state).to == "render_margin"
    state["analysis_details"] = {"asks": "report"}
    assert after_compute(state).to == "write_summary"


@pytest.mark.parametrize("message", [
    "qu'est-ce que John Doe nous devait au 1er novembre ?",
    "combien John Doe nous devra-t-il fin décembre ?",
])
def test_what_a_customer_owed_is_a_bill_question(message: str) -> None:
    route = EXTRACTORS["StaffRoute"]({"staff_message": message, "previous_request": "none"}, [])
    assert route["workflow"] == "billing"
    assert billing_request(message)["status"] == "unpaid"


@pytest.mark.parametrize("message", ["et au 1er décembre ?", "and on the 1st of December?",
                                     "et au 30/11 ?"])
def test_a_day_in_a_follow_up_is_no_customer(message: str) -> None:
    assert billing_request(message)["customer_name"] is None
    assert EXTRACTORS["AnalysisRequest"]({"staff_message": message}, [])["customer_name"] is None


def test_an_analysis_after_a_bill_answer_starts_from_its_customer() -> None:
    from nodes.analysis.executors import latest_settled

    focus: Any = {"customer_id": "C-1", "customer_name": "John Doe", "period_words": "en 2024",
                  "start": "2024-01-01", "end": "2024-12-31", "period": "year", "turn": 6}
    settled = latest_settled({"analysis_settled": ANALYSED, "bill_focus": focus},
                             date(2026, 12, 2))
    assert settled is not None and settled["customer_id"] == "C-1"
    assert (settled["start"], settled["end"]) == ("2024-01-01", "2024-12-31")
    # an older bill answer: the analysis is the latest
    assert latest_settled({"analysis_settled": ANALYSED, "bill_focus": {**focus, "turn": 2}},
                          date(2026, 12, 2)) == ANALYSED
    # no period said with the bills: the default one
    bare = latest_settled({"bill_focus": {**focus, "start": None, "end": None,
                                          "period": None, "period_words": None}},
                          date(2026, 12, 2))
    assert bare is not None and bare["end"] == "2026-12-02" and bare["period"] == "default"
