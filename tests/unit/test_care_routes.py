"""Every care-desk router, table-style: pure functions of the state."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import HumanMessage

from nodes.care_desk import routes
from nodes.kit.consent import read_position

ORDER = {"number": "SO-1", "status": "in_production"}
READ = {"ok": True, "code": None, "result": ORDER}
NOT_FOUND = {"ok": False, "code": "order_not_found", "result": None}


DIRECT = {**{"intent": "reschedule", "order_number": "SO-1", "email": "a@b.c"},
          "confirm": False}
REFUSED = {"ok": False, "code": "slot_unavailable", "result": None}


def order(status: str) -> dict[str, Any]:
    return {"ok": True, "code": None, "result": {**ORDER, "status": status}}
FULL = {"intent": "reschedule", "order_number": "SO-1", "email": "a@b.c"}


ROUTE_REQUEST: list[Any] = [
    ({"failure": "timeout", "details": FULL}, "say_model_unavailable"),
    ({"details": {**FULL, "intent": "other"}}, "say_capabilities"),
    ({"details": {"intent": "reschedule"}}, "ask_details"),
    ({"details": {**FULL, "email": None}}, "ask_details"),
    ({"details": {**FULL, "order_number": None}}, "ask_details"),
    ({"details": {**FULL, "intent": "order_status"}}, "read_order"),
    ({"details": FULL}, "list_free_slots"),
    ({"details": {**FULL, "intent": "report_damage"}}, "read_order"),
    ({}, "say_capabilities"),
    ({"details": {**FULL, "intent": "back_office"}}, "say_staff_only"),
    ({"details": {**FULL, "intent": "availability"}}, "list_free_slots"),
    # a signed-in staff member reads any order's status without its e-mail (read-only)...
    ({"channel": "staff", "details": {**FULL, "intent": "order_status", "email": None}},
     "read_order"),
    ({"channel": "staff", "details": {**FULL, "intent": "order_status", "email": None,
                                      "order_number": None}}, "ask_details"),
    ({"channel": "staff", "details": {**FULL, "intent": "order_status"}}, "read_order"),
    # ... never on the customer channel, and never a change
    ({"channel": "customer", "details": {**FULL, "intent": "order_status", "email": None}},
     "ask_details"),
    ({"details": {**FULL, "intent": "order_status", "email": None}}, "ask_details"),
    ({"channel": "staff", "details": {**FULL, "email": None}}, "ask_details"),
    ({"channel": "staff", "details": {**FULL, "intent": "report_damage", "email": None}},
     "ask_details"),
    ({"channel": "staff", "details": {**FULL, "intent": "availability", "email": None}},
     "ask_details"),
    # A question about a case is read, never a case opened: with the order and e-mail, or
    # for a signed-in customer without an order (every order's cases); else the details.
    ({"details": {**FULL, "intent": "case_status"}}, "read_cases"),
    ({"details": {**FULL, "intent": "case_status", "order_number": None,
                  "identity_asserted": True}}, "read_cases"),
    ({"details": {**FULL, "intent": "case_status", "order_number": None}}, "ask_details"),
    ({"details": {**FULL, "intent": "case_status", "email": None}}, "ask_details"),
]


@pytest.mark.parametrize(("state", "to"), ROUTE_REQUEST)
def test_route_request(state: dict[str, Any], to: str) -> None:
    assert routes.route_request(state).to == to


AFTER_READ_ORDER: list[Any] = [
    ({"order": NOT_FOUND}, "say_not_found"),
    ({"order": None}, "say_not_found"),
    ({"order": READ}, "say_status"),
]


AFTER_READ_CASES: list[Any] = [
    ({"cases": None}, "say_not_found"),
    ({"cases": NOT_FOUND}, "say_not_found"),
    ({"cases": {"ok": True, "code": None, "result": []}}, "say_cases"),
]


@pytest.mark.parametrize(("state", "to"), AFTER_READ_CASES)
def test_after_read_cases(state: dict[str, Any], to: str) -> None:
    assert routes.after_read_cases(state).to == to


@pytest.mark.parametrize(("state", "to"), AFTER_READ_ORDER)
def test_after_read_order(state: dict[str, Any], to: str) -> None:
    assert routes.after_read_order(state).to == to


SLOT = {"id": "S1"}


AFTER_LIST_SLOTS: list[Any] = [
    ({"order": NOT_FOUND}, "say_not_found"),
    ({"order": order("delivered"), "free_slots": [SLOT]}, "say_order_closed"),
    ({"order": order("cancelled"), "free_slots": [SLOT]}, "say_order_closed"),
    ({"order": READ, "too_late": True, "free_slots": []}, "ask_confirm_late_case"),
    ({"order": READ, "too_late": True, "free_slots": [], "details": DIRECT},
     "open_late_case"),
    ({"order": READ, "free_slots": [SLOT], "move": REFUSED}, "ask_which_slot"),
    ({"order": READ, "too_late": False, "free_slots": []}, "say_no_free_slot"),
    ({"order": READ, "too_late": False, "free_slots": [SLOT]}, "pick_slot"),
    # Asking what is free is not asking to move: no late case within 48 hours, it says so.
    ({"order": READ, "too_late": True, "free_slots": [SLOT],
      "details": {**DIRECT, "intent": "availability"}}, "say_too_late_to_move"),
]


@pytest.mark.parametrize(("state", "to"), AFTER_LIST_SLOTS)
def test_after_list_slots(state: dict[str, Any], to: str) -> None:
    assert routes.after_list_slots(state).to == to


AFTER_PICK_SLOT: list[Any] = [
    ({"failure": "bad json"}, "say_model_unavailable"),
    ({"pick": {"chosen_slot_id": "S1", "offer_slot_ids": []}, "free_slots": [SLOT]},
     "ask_confirm_move"),
    ({"pick": {"chosen_slot_id": "S1", "offer_slot_ids": []}, "free_slots": [SLOT],
      "details": DIRECT}, "move_delivery"),
    ({"pick": {"chosen_slot_id": "S9", "offer_slot_ids": []}, "free_slots": [SLOT]},
     "ask_which_slot"),
    ({"pick": {"chosen_slot_id": None, "offer_slot_ids": ["S1"]}, "free_slots": [SLOT]},
     "ask_which_slot"),
    ({"pick": None, "free_slots": [SLOT]}, "ask_which_slot"),
    # No "confirm" field: the customer confirms first (the default).
    ({"pick": {"chosen_slot_id": "S1", "offer_slot_ids": []}, "free_slots": [SLOT],
      "details": FULL}, "ask_confirm_move"),
    # Only a position, and no slot list offered (the "2" answering "which order?"): a slot
    # the model chose anyway is listed, never proposed; a wish, a shift or a list offered
    # is something to pick on.
    ({"pick": {"chosen_slot_id": "S1", "offer_slot_ids": []}, "free_slots": [SLOT],
      "details": {**FULL, "wish": None, "offered": []}, "message": "2"}, "ask_which_slot"),
    ({"pick": {"chosen_slot_id": "S1", "offer_slot_ids": []}, "free_slots": [SLOT],
      "details": {**FULL, "wish": None, "offered": []}, "message": "the second one"},
     "ask_which_slot"),
    ({"pick": {"chosen_slot_id": "S1", "offer_slot_ids": []}, "free_slots": [SLOT],
      "details": {**FULL, "wish": None, "offered": [], "shift_days": 7}, "message": "2"},
     "ask_confirm_move"),
    ({"pick": {"chosen_slot_id": "S1", "offer_slot_ids": []}, "free_slots": [SLOT],
      "details": {**FULL, "wish": None, "offered": ["S1"]}, "message": "2"},
     "ask_confirm_move"),
    # An availability question lists what is free, even when one slot matches.
    ({"pick": {"chosen_slot_id": "S1", "offer_slot_ids": []}, "free_slots": [SLOT],
      "details": {**DIRECT, "intent": "availability"}}, "ask_which_slot"),
]


@pytest.mark.parametrize(("state", "to"), AFTER_PICK_SLOT)
def test_after_pick_slot(state: dict[str, Any], to: str) -> None:
    assert routes.after_pick_slot(state).to == to


AFTER_MOVE: list[Any] = [
    ({"ok": True, "code": None, "result": {}}, "say_moved"),
    ({"ok": False, "code": "too_late", "result": None}, "ask_confirm_late_case"),
    ({"ok": False, "code": "order_not_found", "result": None}, "say_not_found"),
    ({"ok": False, "code": "order_closed", "result": None}, "say_order_closed"),
    ({"ok": False, "code": "slot_unavailable", "result": None}, "list_free_slots"),
    ({"ok": False, "code": "conflict", "result": None}, "list_free_slots"),
    (None, "list_free_slots"),
]


@pytest.mark.parametrize(("move", "to"), AFTER_MOVE)
def test_after_move(move: dict[str, Any], to: str) -> None:
    assert routes.after_move({"move": move}).to == to


def test_without_confirmation_a_refusal_within_48_hours_opens_the_case() -> None:
    move = {"ok": False, "code": "too_late", "result": None}
    route = routes.after_move({"move": move, "details": DIRECT})
    assert route.to == "open_late_case" and route.reason.strip()


@pytest.mark.parametrize(
    ("status", "confirm", "to"),
    [
        ("delivered", True, "ask_confirm_damage_case"),
        ("delivered", False, "open_damage_case"),
        ("in_production", True, "say_not_delivered"),
        ("ready", False, "say_not_delivered"),
    ],
)
def test_a_damage_case_needs_a_delivered_order(status: str, confirm: bool, to: str) -> None:
    state = {"order": order(status),
             "details": {**FULL, "intent": "report_damage", "confirm": confirm}}
    route = routes.after_read_order(state)
    assert route.to == to and isinstance(route.reason, str) and route.reason.strip()
    if to == "say_not_delivered":
        assert status in route.reason


PENDING = {"action": "move", "order_number": "SO-1", "email": "a@b.c", "slot_id": "S1"}


def consent(answer: str | None, position: int | None = None) -> dict[str, Any]:
    return {"answer": answer, "position": position, "words": "w"}


@pytest.mark.parametrize(
    ("state", "to"),
    [
        ({"consent": consent("yes"), "awaiting": {"pending": PENDING}}, "move_delivery"),
        ({"consent": consent("yes"), "awaiting": {"pending": {**PENDING,
                                                              "action": "damage_case"}}},
         "open_damage_case"),
        ({"consent": consent("yes"), "awaiting": {"pending": {**PENDING,
                                                              "action": "late_case"}}},
         "open_late_case"),
        ({"consent": consent("no"), "awaiting": {"pending": PENDING}}, "ask_what_instead"),
        ({"consent": consent(None), "awaiting": {"pending": PENDING}}, "understand_request"),
        ({"consent": consent("yes", 2), "awaiting": {"offered": ["A", "B"]}}, "move_delivery"),
        ({"consent": consent("yes"), "awaiting": {"offered": ["A", "B"]}},
         "understand_request"),
        ({"consent": None}, "understand_request"),
        ({}, "understand_request"),
    ],
)
def test_route_consent(state: dict[str, Any], to: str) -> None:
    assert routes.route_consent(state).to == to
    assert isinstance(routes.route_consent(state).reason, str)
    assert routes.route_consent(state).reason.strip()


def test_the_consent_route_says_which_words_it_read() -> None:
    state = {"consent": {"answer": "yes", "position": None, "words": "oui c est bon"},
             "awaiting": {"pending": PENDING}}
    assert "oui c est bon" in routes.route_consent(state).reason


AFTER_CASES: list[Any] = [
    ({"ok": True, "code": None, "result": {"number": "CASE-1"}}, "say_damage_case",
     "say_late_case"),
    ({"ok": False, "code": "order_not_found", "result": None}, "say_not_found",
     "say_not_found"),
    ({"ok": False, "code": "case_already_open", "result": None}, "say_case_exists",
     "say_case_exists"),
    ({"ok": False, "code": "not_delivered", "result": None}, "say_not_delivered",
     "say_not_delivered"),
    (None, "say_not_found", "say_not_found"),
]


@pytest.mark.parametrize(("case", "damage_to", "late_to"), AFTER_CASES)
def test_after_cases(case: dict[str, Any], damage_to: str, late_to: str) -> None:
    assert routes.after_damage_case({"case": case}).to == damage_to
    assert routes.after_late_case({"case": case}).to == late_to


EVERY_ROUTE = (
    [("route_request", state) for state, _to in ROUTE_REQUEST]
    + [("after_read_order", state) for state, _to in AFTER_READ_ORDER]
    + [("after_list_slots", state) for state, _to in AFTER_LIST_SLOTS]
    + [("after_pick_slot", state) for state, _to in AFTER_PICK_SLOT]
    + [("after_move", {"move": move}) for move, _to in AFTER_MOVE]
    + [(router, {"case": case}) for case, _d, _l in AFTER_CASES
       for router in ("after_damage_case", "after_late_case")]
)


@pytest.mark.parametrize(("router", "state"), EVERY_ROUTE)
def test_every_route_gives_a_reason(router: str, state: dict[str, Any]) -> None:
    """Every case of every table above, not one route: the trace shows why a path was taken."""
    decision = getattr(routes, router)(state)
    assert isinstance(decision.reason, str) and decision.reason.strip()


# -- the wish as Python read it bounds the model's pick; availability never a choice ------

def choice(matching: list[str], allowed: list[str], *, constrained: bool = True,
           asking: bool = False) -> dict[str, Any]:
    return {"matching": matching, "allowed": allowed, "nearest": [], "reason": None,
            "first": None, "last": None, "half": None, "constrained": constrained,
            "asking": asking}


SLOT_A = {**SLOT, "id": "A"}
SLOT_B = {**SLOT, "id": "B"}
PICK_A = {"chosen_slot_id": "A", "offer_slot_ids": []}
FREE_AB = [SLOT_A, SLOT_B]
FREE_ABC = [SLOT_A, SLOT_B, {**SLOT, "id": "C"}]
AFTER_PICK_WITH_CHOICE: list[Any] = [
    # the model's pick is a day the wish names: the customer confirms it
    ({"pick": PICK_A, "free_slots": FREE_AB, "choice": choice(["A"], ["A", "B"])},
     "ask_confirm_move"),
    # ...not a day the wish names, or a day ruled out: listed, never proposed
    ({"pick": PICK_A, "free_slots": FREE_ABC, "choice": choice(["B", "C"], ["A", "B", "C"])},
     "ask_which_slot"),
    # ...but when the wish fits one free slot only, that slot is proposed (yes/no)
    ({"pick": PICK_A, "free_slots": FREE_AB, "choice": choice(["B"], ["A", "B"])},
     "ask_confirm_move"),
    ({"pick": PICK_A, "free_slots": FREE_AB, "choice": choice([], ["B"], constrained=False)},
     "ask_which_slot"),
    ({"pick": PICK_A, "free_slots": FREE_AB, "choice": choice([], ["A", "B"],
                                                              constrained=False)},
     "ask_confirm_move"),
    # an availability question read in Python, whatever intent the model gave
    ({"pick": PICK_A, "free_slots": FREE_AB, "details": {**FULL, "intent": "reschedule"},
      "choice": choice(["A"], ["A", "B"], asking=True)}, "ask_which_slot"),
    ({"pick": PICK_A, "free_slots": FREE_AB, "details": {**FULL, "intent": "availability"},
      "choice": choice(["A"], ["A", "B"])}, "ask_which_slot"),
]


@pytest.mark.parametrize(("state", "to"), AFTER_PICK_WITH_CHOICE)
def test_the_wish_read_in_python_bounds_the_pick(state: dict[str, Any], to: str) -> None:
    assert routes.after_pick_slot(state).to == to


def test_an_availability_question_within_48_hours_proposes_no_case() -> None:
    state = {"order": READ, "too_late": True, "free_slots": [],
             "details": {**FULL, "intent": "reschedule"},
             "choice": choice([], [], constrained=False, asking=True)}
    assert routes.after_list_slots(state).to == "say_too_late_to_move"


# -- the signed-in customer's open orders -----------------------------------------------

SIGNED_IN = {**FULL, "order_number": None, "identity_asserted": True}


@pytest.mark.parametrize(("state", "to"), [
    ({"details": {**SIGNED_IN, "intent": "order_status"}}, "find_open_orders"),
    ({"details": SIGNED_IN}, "find_open_orders"),
    ({"details": {**SIGNED_IN, "intent": "availability"}}, "find_open_orders"),
    # damage is about a delivered order, not an open one: the customer's orders (the
    # delivered ones first) say which (t1 M3: "one of the legs is wobbly")
    ({"details": {**SIGNED_IN, "intent": "report_damage"}}, "find_item_order"),
    ({"details": {**SIGNED_IN, "intent": "report_damage"}, "item_orders": []}, "ask_details"),
    ({"details": {**SIGNED_IN, "intent": "report_damage"},
      "item_orders": [{"number": "SO-1"}, {"number": "SO-2"}]}, "ask_which_order"),
    # never for an identity not proven
    ({"details": {**SIGNED_IN, "identity_asserted": False}}, "ask_details"),
])
def test_my_order_without_a_number(state: dict[str, Any], to: str) -> None:
    assert routes.route_request(state).to == to


ONE = [{"number": "SO-1", "products": "Lit"}]
TWO = [*ONE, {"number": "SO-2", "products": "Chaise"}]


@pytest.mark.parametrize(("state", "to"), [
    ({"open_orders": ONE, "details": {**SIGNED_IN, "order_number": "SO-1",
                                      "intent": "order_status"}}, "read_order"),
    ({"open_orders": ONE, "details": {**SIGNED_IN, "order_number": "SO-1"}},
     "list_free_slots"),
    ({"open_orders": ONE, "details": {**SIGNED_IN, "order_number": "SO-1",
                                      "intent": "availability"}}, "list_free_slots"),
    # one open order, but its number not yet set on the request: ask, never guess
    ({"open_orders": ONE, "details": SIGNED_IN}, "ask_details"),
    # several open orders, one of them already named: still ask which
    ({"open_orders": TWO, "details": {**SIGNED_IN, "order_number": "SO-1"}},
     "ask_which_order"),
    ({"open_orders": TWO, "details": SIGNED_IN}, "ask_which_order"),
    ({"open_orders": [], "details": SIGNED_IN}, "ask_details"),
])
def test_after_find_orders(state: dict[str, Any], to: str) -> None:
    decision = routes.after_find_orders(state)
    assert decision.to == to and decision.reason.strip()


@pytest.mark.parametrize(("intent", "to"), [("order_status", "read_order"),
                                            ("reschedule", "list_free_slots")])
def test_an_order_picked_by_position_is_read_not_written(intent: str, to: str) -> None:
    state = {"consent": consent("yes", 2), "details": {**FULL, "intent": intent},
             "awaiting": {"question": "ask_which_order", "orders": ["SO-1", "SO-2"]}}
    assert routes.route_consent(state).to == to
    assert routes.after_begin({"awaiting": {"orders": ["SO-1"]}}) == "read_consent"


SLOTS = {"question": "ask_which_slot", "offered": ["2026-10-20-AM", "2026-10-22-PM"]}


def test_a_pick_of_an_order_answers_the_pending_question() -> None:
    awaiting = {"question": "ask_which_order", "orders": ["SO-1", "SO-2"]}
    assert routes.answers_pending({"awaiting": awaiting, "message": "la deuxième"})
    assert not routes.answers_pending({"awaiting": awaiting, "message": "Analyse Dupont"})
@pytest.mark.parametrize(
    ("state", "answers"),
    [
        # A proposal is pending: only a yes or a no answers it.
        ({"message": "oui", "awaiting": {"pending": PENDING}}, True),
        ({"message": "non merci", "awaiting": {"pending": PENDING}}, True),
        ({"message": "et ma commande SO-24911 ?", "awaiting": {"pending": PENDING}}, False),
        # A list of slots was offered: a pick by position or words that say when answer it;
        # anything else is classified first (a staff member's new request).
        ({"message": "jeudi matin plutôt", "awaiting": SLOTS}, True),
        ({"message": "the second one", "awaiting": SLOTS}, True),
        ({"message": "le 2", "awaiting": SLOTS}, True),
        ({"message": "Quelles factures de John Doe sont en retard ?", "awaiting": SLOTS},
         False),
        ({"message": "Analyse ma relation client avec John Doe", "awaiting": SLOTS}, False),
        # Order number and e-mail were asked: they answer, anything else is a new request.
        ({"message": "SO-24903", "awaiting": {"question": "ask_details"}}, True),
        ({"message": "c'est la so 24903", "awaiting": {"question": "ask_details"}}, True),
        ({"message": "jean.martin@example.com", "awaiting": {"question": "ask_details"}}, True),
        ({"message": "hello", "awaiting": {"question": "ask_details"}}, False),
        ({"message": "analyse Dupont's bills", "awaiting": {}}, False),
        ({"awaiting": {"question": "ask_details"}}, False),
        ({"message": "SO-24903"}, True),
    ],
)
def test_answers_pending(state: dict[str, Any], answers: bool) -> None:
    assert routes.answers_pending(state) is answers


@pytest.mark.parametrize(
    ("awaiting", "to"),
    [
        ({"pending": PENDING}, "read_consent"),
        ({"pending": PENDING, "offered": []}, "read_consent"),
        ({"offered": ["S1", "S2"]}, "read_consent"),
        ({"pending": None, "offered": []}, "understand_request"),
        ({"question": "ask_details"}, "understand_request"),
        (None, "understand_request"),
    ],
)
def test_consent_is_read_only_after_a_proposal_or_a_list(awaiting: Any, to: str) -> None:
    assert routes.after_begin({"awaiting": awaiting}) == to
    begun = {"awaiting": awaiting, "messages": [HumanMessage("oui", id="m-1")],
             "turn_message_id": "m-1"}
    inside = {"configurable": {"checkpoint_ns": "care_desk:t-1|read_consent:t-2"}}
    alone = {"configurable": {"checkpoint_ns": "read_consent:t-2"}}
    assert routes.enter(begun, inside) == to   # in the front door's run, turn begun
    assert routes.enter({**begun, "turn_message_id": "m-0"}, inside) == "begin_turn"
    assert routes.enter(begun, alone) == "begin_turn"   # run alone: always begins


# -- the routes of the tables above that carry their facts in the trace ---------------------

QUEUED = [{"intent": "report_damage", "order_number": "SO-2", "wished_slot": None,
           "quote": "SO-2 est abîmée"}]
ITEMS = {**FULL, "order_number": None, "items": ["lit"], "identity_asserted": True}
FURTHER_ROUTES: list[Any] = [
    ("route_consent", {"consent": consent("yes", 2), "details": FULL,
                       "awaiting": {"question": "ask_which_order", "orders": ["SO-1", "SO-2"]}},
     "list_free_slots", ["2", "'w'"]),
    ("route_consent", {"consent": consent("yes"), "queue": QUEUED,
                       "awaiting": {"question": routes.NEXT_REQUEST}}, "next_request", ["'w'"]),
    ("route_consent", {"consent": consent("no"), "queue": QUEUED,
                       "awaiting": {"question": routes.NEXT_REQUEST}}, "say_queue_dropped",
     ["'w'"]),
    ("route_consent", {"consent": consent("no"), "queue": QUEUED,
                       "awaiting": {"question": "ask_confirm_move", "pending": PENDING}},
     "next_request", ["'w'"]),
    ("route_request", {"details": ITEMS}, "find_item_order", ["reschedule"]),
    ("route_request", {"details": ITEMS, "item_orders": ["SO-1", "SO-2"]}, "ask_which_order",
     ["2"]),
    ("route_request", {"details": {**SIGNED_IN, "intent": "order_status"}}, "find_open_orders",
     ["order_status"]),
    ("route_request", {"details": {**FULL, "intent": "order_status"}, "reads": ["SO-7"],
                       "also": None}, "read_other_orders", ["SO-7"]),
    ("after_pick_slot", {"pick": {"chosen_slot_id": "S-9", "offer_slot_ids": []},
                         "free_slots": [{**SLOT, "id": "S-9"}],
                         "choice": choice(["B"], ["S-9", "B"])}, "ask_which_slot", ["S-9"]),
]


@pytest.mark.parametrize(("router", "state", "to", "facts"), FURTHER_ROUTES)
def test_a_route_says_the_facts_it_read(router: str, state: dict[str, Any], to: str,
                                       facts: list[str]) -> None:
    decision = getattr(routes, router)(state)
    assert decision.to == to
    assert isinstance(decision.reason, str) and all(f in decision.reason for f in facts)


@pytest.mark.parametrize(("wish", "said"), [
    ("the last one please", False), ("le troisième", False),   # a position is no when
    ("jeudi matin", True), (None, False),
])
def test_a_position_taken_down_as_the_wish_is_no_wish(wish: str | None, said: bool) -> None:
    from nodes.care_desk.routes import _said_when

    state: Any = {"message": wish or "2", "details": {"wish": wish, "shift_days": None,
                                                      "offered": []}}
    assert _said_when(state) is said


# -- a wish that fits one free slot only: proposed with a yes/no, never a list of one ------

ONE_SLOT: list[Any] = [
    # the model picked nothing, or a slot outside the wish: Python's only match is proposed
    ({"pick": None, "free_slots": FREE_AB, "choice": choice(["B"], ["A", "B"])}, "B"),
    ({"pick": PICK_A, "free_slots": FREE_AB, "choice": choice(["B"], ["A", "B"])}, "B"),
    # the model's pick stands when it fits
    ({"pick": PICK_A, "free_slots": FREE_AB, "choice": choice(["A"], ["A", "B"])}, "A"),
    # several fit, none fits, the wish names no when, a question: nothing proposed
    ({"pick": None, "free_slots": FREE_AB, "choice": choice(["A", "B"], ["A", "B"])}, None),
    ({"pick": None, "free_slots": FREE_AB, "choice": choice([], ["A", "B"])}, None),
    ({"pick": None, "free_slots": FREE_AB,
      "choice": choice(["B"], ["A", "B"], constrained=False)}, None),
    ({"pick": None, "free_slots": FREE_AB, "choice": choice(["B"], ["A", "B"], asking=True)},
     None),
    # a slot matched but taken since (not free): nothing proposed
    ({"pick": None, "free_slots": [SLOT_A], "choice": choice(["B"], ["A", "B"])}, None),
    # the slot just refused: listed again
    ({"pick": None, "free_slots": FREE_AB, "choice": choice(["B"], ["A", "B"]),
      "move": REFUSED}, None),
]


@pytest.mark.parametrize(("state", "slot"), ONE_SLOT)
def test_a_wish_that_fits_one_free_slot_is_proposed(state: dict[str, Any],
                                                    slot: str | None) -> None:
    assert routes.proposed_slot(state) == slot
    to = routes.after_pick_slot(state).to
    assert to == ("ask_confirm_move" if slot else "ask_which_slot"), to


def test_with_confirmation_off_a_single_match_is_listed_not_moved() -> None:
    state = {"pick": None, "free_slots": FREE_AB, "choice": choice(["B"], ["A", "B"]),
             "details": {**DIRECT, "wish": "vendredi matin", "offered": []}}
    assert routes.after_pick_slot(state).to == "ask_which_slot"


def test_a_question_while_a_yes_no_waits_is_answered_then_asked_again() -> None:
    state = {"asked": "cost", "details": FULL}
    assert routes.route_request(state).to == "ask_confirm_again"


def test_free_days_of_the_lists_months_are_days_not_ranks() -> None:
    """After a list of five slots ending on Wednesday 4 November, "le 5" may be Thursday 5
    November (free): the days of the list's months with a free slot count as listed days."""
    offered = ["2026-11-02-AM", "2026-11-02-PM", "2026-11-03-PM", "2026-11-04-AM",
               "2026-11-04-PM"]
    assert routes.slot_days(offered) == {2, 3, 4}
    days = routes.slot_days(offered, [2, 3, 4, 5, 6])
    assert days == {2, 3, 4, 5, 6}
    for said in ("le 5", "the 5th", "Le 5 svp"):
        assert read_position(said, 5, routes.slot_days(offered)).position == 5
        assert read_position(said, 5, days).position is None
    for said in ("le 5e", "le cinquième", "the fifth", "5"):
        assert read_position(said, 5, days).position == 5
