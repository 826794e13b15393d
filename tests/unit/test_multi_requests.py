"""Several requests in one message, and focus: the splitter, the binding of each order
number to its own words, the plan (reads together, one write a turn), the routers."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from nodes.care_desk import routes
from nodes.care_desk.grounding import ground_parts
from nodes.care_desk.routes import NEXT_REQUEST, plan_requests
from nodes.care_desk.schemas import CareRequest
from nodes.care_desk.state import CareState, Part
from services.llm.offline import OfflineChatModel
from services.text import in_text, names_other_order, relative_shift, request_spans

# -- the splitter: each request with the order number written next to it -------------

SPLIT = [
    ("Où en est SO-24903 ? et la chaise de SO-24911 est arrivée cassée",
     [("Où en est SO-24903", ["SO-24903"]), ("la chaise de SO-24911", ["SO-24911"])]),
    ("where is SO-24903? and the chair of SO-24911 arrived broken",
     [("where is SO-24903", ["SO-24903"]), ("the chair of SO-24911", ["SO-24911"])]),
    ("The chair of SO-24911 arrived broken, where is SO-24903?",
     [("The chair of SO-24911 arrived broken", ["SO-24911"]), ("where is SO-24903", ["SO-24903"])]),
    ("Move SO-24903 to Tuesday 20 morning; also SO-24911 arrived scratched.",
     [("Move SO-24903 to Tuesday", ["SO-24903"]), ("SO-24911 arrived scratched", ["SO-24911"])]),
    ("Déplacez SO-24903 au mardi 20 au matin. Aussi, ma commande 24911 est arrivée rayée",
     [("Déplacez SO-24903", ["SO-24903"]), ("ma commande 24911 est arrivée rayée", ["SO-24911"])]),
    ("Où en sont les commandes SO-24903, SO-24911 ?",
     [("Où en sont les commandes SO-24903", ["SO-24903"]), ("SO-24911", ["SO-24911"])]),
    ("Bonjour. Ma commande SO-24903, elle en est où ? Par ailleurs le lit SO-25104 est abîmé.",
     [("Ma commande SO-24903", ["SO-24903"]), ("le lit SO-25104 est abîmé", ["SO-25104"])]),
]


@pytest.mark.parametrize(("message", "expected"), SPLIT)
def test_each_request_keeps_the_number_written_next_to_it(
        message: str, expected: list[tuple[str, list[str]]]) -> None:
    spans = request_spans(message)
    assert len(spans) == len(expected)
    for span, (words, orders) in zip(spans, expected, strict=True):
        assert words in span.text
        assert span.orders == orders
        assert in_text(span.text, message)


@pytest.mark.parametrize("message", [
    "Bonjour, ma chaise est cassée. C'est la commande SO-24870. jean.martin@example.com",
    "Hello, I would like to move my delivery SO-24903 to Tuesday and the morning is best.",
    "Mon canapé (commande SO-24903) est-il prêt ? Et quand sera-t-il livré ?",
    "where is my order? it's SO-24903",
])
def test_one_order_number_is_one_request(message: str) -> None:
    assert len(request_spans(message)) == 1


def test_another_order_without_its_number_is_its_own_request() -> None:
    spans = request_spans("where is SO-24903? and my other order, the chair arrived broken")
    assert [s.orders for s in spans] == [["SO-24903"], []]
    assert spans[1].other_order


@pytest.mark.parametrize(("message", "days"), [
    ("et un jour plus tard ?", 1), ("and could it be a day later?", 1),
    ("deux jours plus tôt", -2), ("le lendemain ?", 1), ("the day before, please", -1),
    ("one week later", 7), ("Où en est ma commande ?", None), ("later today", None),
    # a verb of moving and by how much
    ("Décalez SO-24903 d'une semaine", 7), ("Push back SO-24903 a week", 7),
    ("push it back by two days", 2), ("repoussez la livraison de 3 jours", 3),
    ("avancez SO-24903 de deux jours", -2), ("bring it forward a week", -7),
    ("postpone by a week please", 7),
    # a date, not a shift from the booked day
    ("Can you deliver SO-24903 the day after tomorrow?", None),
    ("the day before the 10th", None), ("Move SO-24903 in two weeks", None),
    ("déplacez SO-24903 dans 2 semaines", None), ("move it to two weeks from now", None),
])
def test_a_relative_shift_is_read_in_days(message: str, days: int | None) -> None:
    assert relative_shift(message) == days


@pytest.mark.parametrize(("message", "other"), [
    ("Et mon autre commande ?", True), ("what about my other order?", True),
    ("Et ma deuxième commande ?", True), ("Et ma commande ?", False), ("my order", False),
])
def test_another_order_is_recognised(message: str, other: bool) -> None:
    assert names_other_order(message) is other


# -- the offline model fills one entry per request, in French and English -------------


def _fill(message: str) -> CareRequest:
    model = OfflineChatModel().with_structured_output(CareRequest)
    answer = model.invoke([SystemMessage("Fill the fields."), HumanMessage(
        f"<today>\n2026-10-14\n</today>\n<customer_message>\n{message}\n</customer_message>")])
    return CareRequest.model_validate(answer)


@pytest.mark.parametrize(("message", "expected"), [
    ("Où en est SO-24903 ? et la chaise de SO-24911 est arrivée cassée",
     [("order_status", "SO-24903"), ("report_damage", "SO-24911")]),
    ("The sofa of SO-24870 arrived scratched, where is SO-24903?",
     [("report_damage", "SO-24870"), ("order_status", "SO-24903")]),
    ("Where are SO-24903 and SO-24911?", [("order_status", "SO-24903"),
                                          ("order_status", "SO-24911")]),
    ("Déplacez SO-24903 au mardi 20 au matin et SO-24911 au vendredi 23 aussi",
     [("reschedule", "SO-24903"), ("reschedule", "SO-24911")]),
    ("Can you move SO-24911 to Friday? Also SO-24870 is damaged.",
     [("reschedule", "SO-24911"), ("report_damage", "SO-24870")]),
])
def test_the_offline_model_splits_requests(message: str,
                                           expected: list[tuple[str, str]]) -> None:
    request = _fill(message)
    assert [(p.intent, p.order_number) for p in request.requests] == expected
    assert all(in_text(p.quote, message) for p in request.requests)


def test_one_request_fills_no_list() -> None:
    assert _fill("Où en est ma commande SO-24903 ? jean.martin@example.com").requests == []


def test_a_malformed_entry_is_dropped_not_the_message() -> None:
    request = CareRequest.model_validate({"intent": "order_status", "requests": [
        {"intent": "order_status", "order_number": "SO-1234", "quote": "SO-1234"},
        {"intent": "fly_to_the_moon", "quote": "x"}, "nonsense"]})
    assert [p.order_number for p in request.requests] == ["SO-1234"]


# -- binding in Python: a number is kept only in the words it was written in -----------


def part(intent: Any, number: str | None, quote: str, wish: str | None = None) -> Part:
    return {"intent": intent, "order_number": number, "wished_slot": wish, "quote": quote}


MESSAGE = "Où en est SO-24903 ? et la chaise de SO-24911 est arrivée cassée"


def test_a_number_moved_to_the_other_request_is_dropped() -> None:
    swapped = [part("order_status", "SO-24911", "Où en est SO-24903"),
               part("report_damage", "SO-24903", "la chaise de SO-24911 est arrivée cassée")]
    kept = ground_parts(swapped, MESSAGE)
    assert [p["order_number"] for p in kept] == [None, None]


def test_words_the_customer_did_not_write_are_dropped() -> None:
    invented = [part("order_status", "SO-24903", "Où en est SO-24903"),
                part("report_damage", "SO-30001", "SO-30001 est cassée")]
    assert ground_parts(invented, MESSAGE) == []  # one left: no several-request plan


def test_bound_requests_are_kept() -> None:
    good = [part("order_status", "SO-24903", "Où en est SO-24903 ?"),
            part("report_damage", "SO-24911", "la chaise de SO-24911 est arrivée cassée")]
    assert ground_parts(good, MESSAGE) == good


# -- the plan: reads together, at most one write a turn --------------------------------

STATUS_1 = part("order_status", "SO-1001", "où en est SO-1001")
STATUS_2 = part("order_status", "SO-1002", "et SO-1002")
MOVE_1 = part("reschedule", "SO-1001", "déplacez SO-1001")
DAMAGE_2 = part("report_damage", "SO-1002", "SO-1002 est abîmée")
DAMAGE_NONE = part("report_damage", None, "mon autre commande est abîmée")


def test_reads_are_handled_together() -> None:
    plan = plan_requests([STATUS_1, STATUS_2])
    assert plan is not None
    assert plan.current == STATUS_1 and plan.reads == ["SO-1002"] and plan.deferred == []


def test_a_write_is_handled_first_and_the_reads_with_it() -> None:
    plan = plan_requests([STATUS_1, DAMAGE_2])
    assert plan is not None
    assert plan.current == DAMAGE_2 and plan.reads == ["SO-1001"] and plan.deferred == []


def test_at_most_one_write_a_turn() -> None:
    plan = plan_requests([MOVE_1, DAMAGE_2, STATUS_2])
    assert plan is not None
    assert plan.current == MOVE_1 and plan.deferred == [DAMAGE_2]
    assert plan.reads == ["SO-1002"]


def test_a_request_without_its_number_waits() -> None:
    plan = plan_requests([DAMAGE_NONE, STATUS_1])
    assert plan is not None
    assert plan.current == STATUS_1 and plan.deferred == [DAMAGE_NONE]
    alone = plan_requests([DAMAGE_NONE, part("other", None, "bonjour")])
    assert alone is not None and alone.current == DAMAGE_NONE


def test_without_identity_the_reads_wait_too() -> None:
    plan = plan_requests([STATUS_1, STATUS_2], identity=False)
    assert plan is not None and plan.reads == [] and plan.deferred == [STATUS_2]


def test_the_same_status_asked_twice_is_answered_once() -> None:
    again = part("order_status", "SO-1001", "SO-1001, elle arrive quand ?")
    plan = plan_requests([STATUS_1, again, STATUS_2])
    assert plan is not None
    assert plan.current == STATUS_1 and plan.reads == ["SO-1002"] and plan.deferred == []


def test_the_status_of_the_order_being_moved_is_read_with_the_move() -> None:
    plan = plan_requests([MOVE_1, STATUS_1])
    assert plan is not None
    assert plan.current == MOVE_1 and plan.reads == ["SO-1001"] and plan.deferred == []


def test_nothing_the_desk_handles_is_no_plan() -> None:
    assert plan_requests([part("other", None, "bonjour"), part("back_office", None, "x")]) \
        is None


# -- the routers -----------------------------------------------------------------------

DETAILS: Any = {"intent": "order_status", "order_number": "SO-1001", "email": "a@b.fr",
                "wish": None, "offered": [], "language": "fr", "identity_asserted": False,
                "confirm": True}


def test_the_other_statuses_are_read_before_the_reply() -> None:
    state: CareState = {"details": DETAILS, "reads": ["SO-1002"], "also": None}
    assert routes.route_request(state).to == "read_other_orders"
    read: CareState = {**state, "also": []}
    assert routes.route_request(read).to == "read_order"


@pytest.mark.parametrize(("answer", "queue", "to"), [
    ("yes", [DAMAGE_2], "next_request"),
    ("no", [DAMAGE_2], "say_queue_dropped"),
    ("yes", [], "say_queue_dropped"),
    (None, [DAMAGE_2], "understand_request"),
])
def test_the_answer_to_go_on_with_the_queue(answer: Any, queue: list[Part], to: str) -> None:
    state: CareState = {"awaiting": {"question": NEXT_REQUEST}, "queue": queue,
                        "consent": {"answer": answer, "position": None, "words": ""}}
    assert routes.route_consent(state).to == to
    assert routes.after_begin(state) == "read_consent"


@pytest.mark.parametrize(("queue", "to"), [([DAMAGE_2], "next_request"),
                                           ([], "ask_what_instead")])
def test_a_no_to_a_write_goes_on_with_the_queue(queue: list[Part], to: str) -> None:
    pending: Any = {"action": "move", "order_number": "SO-1001", "email": "a@b.fr",
                    "slot_id": "x"}
    state: CareState = {"awaiting": {"question": "ask_confirm_move", "pending": pending},
                        "queue": queue, "details": DETAILS,
                        "consent": {"answer": "no", "position": None, "words": "non"}}
    assert routes.route_consent(state).to == to


def test_a_yes_to_a_write_runs_only_that_write() -> None:
    pending: Any = {"action": "damage_case", "order_number": "SO-1002", "email": "a@b.fr",
                    "slot_id": None}
    state: CareState = {"awaiting": {"question": "ask_confirm_damage_case", "pending": pending},
                        "queue": [MOVE_1], "details": DETAILS,
                        "consent": {"answer": "yes", "position": None, "words": "oui"}}
    assert routes.route_consent(state).to == "open_damage_case"


@pytest.mark.parametrize(("message", "answers"), [("oui", True), ("no", True),
                                                  ("what about SO-1003?", False)])
def test_the_staff_predicate_knows_the_queue_question(message: str, answers: bool) -> None:
    state: CareState = {"awaiting": {"question": NEXT_REQUEST}, "message": message}
    assert routes.answers_pending(state) is answers


def test_plan_keeps_dates_of_each_request() -> None:
    parts = [part("reschedule", "SO-1", "SO-1 mardi", "mardi"),
             part("reschedule", "SO-2", "SO-2 vendredi", "vendredi")]
    plan = plan_requests(parts)
    assert plan is not None
    assert plan.current["wished_slot"] == "mardi"
    assert plan.deferred[0]["wished_slot"] == "vendredi"


@pytest.mark.parametrize("message", [
    "Bonjour, où en est ma commande ? Et pouvez-vous décaler la livraison de SO-24911 à "
    "vendredi ?",
    "Where is my order? And could you move SO-24911 to Friday?",
    "ma livraison arrive quand ? et aussi pour so 24911 je voudrais un autre jour",
])
def test_an_order_without_its_number_then_one_with_it_are_two_requests(message: str) -> None:
    first, second = request_spans(message)
    assert first.orders == [] and second.orders == ["SO-24911"]
    assert "24911" not in first.text


@pytest.mark.parametrize("message", [
    "Bonjour, je suis Jean. Et ma commande SO-24903, où en est-elle ?",   # no order before
    "Concernant ma commande : où en est SO-24903 ?",                      # no joining word
    "Where is my order SO-24903? I am worried.",
])
def test_a_lead_in_before_the_number_stays_with_its_request(message: str) -> None:
    assert [s.orders for s in request_spans(message)] == [["SO-24903"]]


@pytest.mark.parametrize(("message", "first", "second", "wish"), [
    ("Pouvez-vous déplacer SO-24903 et SO-24911 au lundi 26 ?",
     ("Pouvez-vous déplacer SO-24903", None), ("et SO-24911 au lundi 26 ?", "au lundi 26"),
     "au lundi 26"),
    ("Move SO-24903 to Monday the 26th, and SO-24911 too",
     ("Move SO-24903 to Monday the 26th", "Monday the 26th"), ("and SO-24911 too", None),
     "Monday the 26th"),
    ("deplacer SO-24903 et aussi SO-24911, les deux le mardi 27 matin svp",
     ("deplacer SO-24903", None), ("et aussi SO-24911, les deux le mardi 27 matin svp",
                                   "le mardi 27 matin"), "le mardi 27 matin"),
])
def test_one_wish_said_for_two_moves_applies_to_both(
        message: str, first: tuple[str, str | None], second: tuple[str, str | None],
        wish: str) -> None:
    said = [part("reschedule", None, *first), part("reschedule", None, *second)]
    assert [p["wished_slot"] for p in ground_parts(said, message)] == [wish, wish]


def test_a_move_with_its_own_wish_keeps_it() -> None:
    message = "Déplacez SO-24903 au lundi 26 et SO-24911 au mardi 27"
    said = [part("reschedule", None, "Déplacez SO-24903 au lundi 26", "au lundi 26"),
            part("reschedule", None, "et SO-24911 au mardi 27", "au mardi 27")]
    assert [p["wished_slot"] for p in ground_parts(said, message)] == ["au lundi 26",
                                                                       "au mardi 27"]


def test_a_wish_is_never_shared_with_a_status_question() -> None:
    message = "Où en est SO-24911 ? et déplacez SO-24903 au lundi 26"
    said = [part("order_status", None, "Où en est SO-24911 ?"),
            part("reschedule", None, "et déplacez SO-24903 au lundi 26", "au lundi 26")]
    assert [p["wished_slot"] for p in ground_parts(said, message)] == [None, "au lundi 26"]


CASE_2 = part("case_status", "SO-1002", "et mon dossier pour SO-1002 ?")
CASE_NONE = part("case_status", None, "and any update on the table claim?")


def test_a_case_asked_beside_statuses_is_read_with_them() -> None:
    plan = plan_requests([STATUS_1, CASE_2])
    assert plan is not None
    assert plan.current == CASE_2 and plan.reads == ["SO-1001"] and plan.deferred == []
    signed = plan_requests([STATUS_1, CASE_NONE], signed_in=True)
    assert signed is not None
    assert signed.current == CASE_NONE and signed.reads == ["SO-1001"] and signed.deferred == []


def test_a_case_asked_waits_behind_a_write_or_an_unknown_identity() -> None:
    plan = plan_requests([MOVE_1, CASE_2])
    assert plan is not None and plan.current == MOVE_1 and plan.deferred == [CASE_2]
    unsigned = plan_requests([STATUS_1, CASE_NONE])  # no order named, not signed in
    assert unsigned is not None
    assert unsigned.current == STATUS_1 and unsigned.deferred == [CASE_NONE]
    unknown = plan_requests([STATUS_1, CASE_2], identity=False)
    assert unknown is not None and unknown.current == STATUS_1
