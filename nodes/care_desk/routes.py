"""Decide every care-desk path with pure functions of the state (no I/O, no model).

Each router's return type names the nodes it may send to; the node before it
applies it (`Command`), and the wiring reads the destinations from the type.
No writing executor is reachable from a model's fields alone: with consent on
(the default), a write is first proposed (`ask_confirm_*`) and runs only after
`route_consent` read a yes, or a pick by position, in the customer's next message.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from datetime import date
from functools import lru_cache
from typing import Literal, NamedTuple, TypeVar

from langchain_core.runnables import RunnableConfig

from nodes.care_desk.scope import (
    access_only_told,
    asks_all_orders,
    asks_invoice,
    beyond_desk_only,
    is_title,
    named_owner,
    names_others_order,
    out_of_scope,
    titled_owners,
)
from nodes.care_desk.state import CareState, Details, Part
from nodes.kit.answers import (
    asks_to_cancel,
    late_remedy_asked,
    leads_with_no,
    leads_with_yes,
    only_thanks,
    undoes_move,
)
from nodes.kit.consent import DOING, fold, read_answer, read_position
from nodes.kit.route import Route
from nodes.kit.state import PendingWrite
from nodes.kit.turn import nested, turn_begun
from services.text import E_MAIL, ORDER_SEP, foreign_language
from services.wishes import says_when

CLOSED = {"delivered", "cancelled"}
MAX_POSITION = 99  # any position a message may name
ORDER_NUMBER = re.compile(rf"\bso(?:\s|{ORDER_SEP})*\d{{3,12}}\b", re.I)
EMAIL = E_MAIL

RouteConsent = Literal["understand_request", "move_delivery", "open_damage_case",
                       "open_late_case", "ask_what_instead", "next_request",
                       "say_queue_dropped", "read_order", "list_free_slots",
                       "ask_other_slot", "say_list_dropped", "ask_which_order",
                       "read_other_orders"]
RouteRequest = Literal["say_model_unavailable", "say_capabilities", "say_welcome",
                       "say_cannot_cancel", "say_not_done_here", "say_cannot_answer",
                       "say_staff_only", "say_others_order", "say_invoice",
                       "ask_confirm_again", "say_no_other_order",
                       "ask_details", "read_order", "list_free_slots", "read_other_orders",
                       "find_item_order", "ask_which_order", "find_open_orders", "read_cases",
                       "say_list_dropped"]
AfterFindOrders = Literal["read_order", "list_free_slots", "ask_which_order", "ask_details",
                          "read_other_orders"]
# A case asked for every order or every customer at once ("open a damage case on every one
# of my orders", "give every customer a damage case"): no order is picked for it (the order
# number is asked), whatever the customer's orders.
BULK = re.compile(r"\b(?:every|all|each|chaque|tous|toutes|everyone|everybody|tout le monde)\b")
# What the desk cannot do, whatever the model read, a damage report included: a change of
# what was ordered ("the colour"), a split delivery, a damage to the customer's home.
NOT_DAMAGE = ("order_change", "split", "home_damage")
# Requests about "my order" that the signed-in customer's only open order answers.
ONE_ORDER_INTENTS = ("order_status", "reschedule", "availability")
NEXT_REQUEST = "ask_next_request"
WRITES = ("reschedule", "availability", "report_damage")
READS = ("order_status", "case_status")
HANDLED = (*READS, *WRITES)


class Plan(NamedTuple):
    """What to do with several requests of one message: the one handled now, the other
    orders whose status is given with it, and the requests handled next, one a turn."""

    current: Part
    reads: list[str]
    deferred: list[Part]


def plan_requests(parts: list[Part], identity: bool = True,
                  signed_in: bool = False) -> Plan | None:
    """Reads together, at most one write a turn. The first write (or, without any, the
    case asked about, else the first status) is handled now; every other status asked with
    a number is read with it (`identity`: the e-mail is known; else they wait too); every
    other write, and any request without its own order number (handled after those with
    one), comes next. None: nothing the desk handles."""
    handled = [p for p in parts if p["intent"] in HANDLED]
    if not handled:
        return None
    # A request without its own order number waits: one with its number goes first.
    numbered = [p for p in handled if p["order_number"]] or handled
    writes = [p for p in numbered if p["intent"] in WRITES]
    statuses = [p for p in numbered if p["intent"] == "order_status"]
    current = writes[0] if writes else _case_read(handled, numbered, identity, signed_in) \
        or (statuses[0] if statuses else numbered[0])
    reads: list[str] = []
    deferred: list[Part] = [p for p in handled if p not in numbered]
    for part in statuses:
        if part is current:
            continue
        number = part["order_number"]
        if number is None or not identity:
            deferred.append(part)
        elif number == current["order_number"] and current["intent"] == "order_status":
            continue  # the same question twice
        elif number not in reads:
            reads.append(number)
    deferred.extend(writes[1:])
    deferred.extend(p for p in numbered if p["intent"] == "case_status" and p is not current)
    return Plan(current, reads, [p for p in deferred if p is not current])


def _case_read(handled: list[Part], numbered: list[Part], identity: bool,
               signed_in: bool) -> Part | None:
    """The case asked about beside statuses only, no write ("when are my chairs SO-… coming?
    and any update on the table claim?", "où en est SO-… et mon dossier ?"): read now, the
    statuses read with it (`read_other_orders`, then `read_cases`: one reply), never a
    yes/no asked to read it. One named by its number needs the e-mail known; one named by
    its piece or by nothing, the signed-in customer (whose orders say which). Else None."""
    if not identity or any(p["intent"] in WRITES for p in handled):
        return None
    cases = [p for p in numbered if p["intent"] == "case_status"] or \
        ([p for p in handled if p["intent"] == "case_status"] if signed_in else [])
    return cases[0] if cases else None

AfterReadCases = Literal["say_not_found", "say_cases"]


def after_read_cases(state: CareState) -> Route[AfterReadCases]:
    cases = state.get("cases")
    if cases is None or cases["result"] is None:
        return Route("say_not_found", f"cases refused: {cases and cases['code']}")
    opened = [c for c in cases["result"] if c["status"] == "open"]
    return Route("say_cases", f"{len(opened)} open case(s) read")


AfterReadOrder = Literal["say_not_found", "say_status", "say_not_delivered",
                         "ask_confirm_damage_case", "open_damage_case", "say_case_exists",
                         "find_item_order"]
AfterListSlots = Literal["say_not_found", "say_order_closed", "ask_confirm_late_case",
                         "open_late_case", "say_no_free_slot", "ask_which_slot", "pick_slot",
                         "say_too_late_to_move", "ask_confirm_move", "find_item_order"]
AfterPickSlot = Literal["say_model_unavailable", "ask_confirm_move", "move_delivery",
                        "ask_which_slot"]
AfterMove = Literal["say_moved", "ask_confirm_late_case", "open_late_case", "say_not_found",
                    "say_order_closed", "list_free_slots"]
AfterDamageCase = Literal["say_not_found", "say_damage_case", "say_case_exists",
                          "say_not_delivered"]
AfterLateCase = Literal["say_not_found", "say_late_case", "say_case_exists", "say_not_delivered",
                        "say_order_closed", "list_free_slots"]


def after_begin(state: CareState) -> Literal["read_consent", "understand_request"]:
    """Read consent only when the last turn asked for it (a proposal, or a list to pick
    from); otherwise the message goes straight to the model."""
    awaiting = state.get("awaiting") or {}
    if awaiting.get("pending") is not None or awaiting.get("offered") \
            or awaiting.get("orders") or awaiting.get("question") == NEXT_REQUEST:
        return "read_consent"
    return "understand_request"


def enter(state: CareState, config: RunnableConfig
          ) -> Literal["begin_turn", "read_consent", "understand_request"]:
    """The desk's entry: begin the turn unless the front door already began it. Run on its
    own (Studio, the server), the desk always begins the turn, which refuses an input that
    brought no new message (`InvalidInput`) rather than answer the last one again, on a new
    thread or an existing one."""
    return after_begin(state) if turn_begun(state) and nested(config) else "begin_turn"


def route_consent(state: CareState) -> Route[RouteConsent]:
    """The customer's answer to the write proposed, or to the list offered, read by Python."""
    consent = state.get("consent")
    pending = (state.get("awaiting") or {}).get("pending")
    misread = state.get("misread")
    if misread == "dropped" and (state.get("awaiting") or {}).get("question") \
            == "ask_which_order":
        return Route("say_queue_dropped", f"the customer lets the request go "
                                          f"({consent and consent['words']!r}): none picked")
    if misread == "both":
        details = state.get("details")
        if details is not None and details["intent"] in READS and state.get("reads"):
            words = consent and consent["words"]
            return Route("read_other_orders", f"every order listed ({words!r}) for a status: "
                                              "all read")
        return Route("ask_which_order", f"every order listed ({consent and consent['words']!r})"
                                        " for a write: one at a time, which first")
    if misread == "status":
        return Route("read_order", f"a no, then where the order stands "
                                   f"({consent and consent['words']!r}): nothing written, "
                                   "the status told")
    if misread == "which_order":
        return Route("ask_which_order", f"a yes ({consent and consent['words']!r}) to "
                                        "\"which order?\" says none: the same orders again")
    if misread == "left":
        return Route("say_list_dropped", f"the customer said no and lets it be "
                                         f"({consent and consent['words']!r}): nothing changes")
    if misread == "thanked":
        return Route("say_list_dropped", f"the customer thanks and closes "
                                         f"({consent and consent['words']!r}): nothing "
                                         "written, the proposal not kept")
    if misread == "later":
        return Route("say_list_dropped", f"the customer puts the decision off "
                                         f"({consent and consent['words']!r}): nothing "
                                         "written, the proposal not kept")
    if misread == "dropped":
        return Route("say_list_dropped", f"the customer lets the change go "
                                         f"({consent and consent['words']!r}): nothing moved")
    if misread == "none_suits":
        return Route("ask_other_slot", f"none of the slots offered suits "
                                       f"({consent and consent['words']!r}): ask when instead")
    if misread is not None:  # the list again, as `after_list_slots` says why
        return Route("list_free_slots", f"{misread} ({consent and consent['words']!r}, "
                                        f"position {state.get('beyond')}): list the slots again")
    if consent is None or consent["answer"] is None:
        return Route("understand_request", "not an answer to a proposal: a new message")
    if (state.get("awaiting") or {}).get("question") == "ask_which_order" \
            and consent["position"] is not None:
        return Route(_order_step(state), f"picked order {consent['position']} by position "
                                         f"({consent['words']!r})")
    if consent["position"] is not None:
        return Route("move_delivery", f"picked option {consent['position']} by position "
                                      f"({consent['words']!r}): consent")
    if (state.get("awaiting") or {}).get("question") == NEXT_REQUEST:
        if consent["answer"] == "yes" and state.get("queue"):
            return Route("next_request", f"the customer said yes ({consent['words']!r}) to "
                                         "going on with their other request")
        return Route("say_queue_dropped", f"the customer said no ({consent['words']!r}) to "
                                          "their other request")
    listed = (state.get("awaiting") or {}).get("question") == "ask_which_slot"
    if pending is None and not (listed and consent["answer"] == "no"):
        return Route("understand_request", "nothing was proposed: a new message")
    if consent["answer"] == "no":
        if state.get("queue"):
            return Route("next_request", f"the customer said no ({consent['words']!r}): "
                                         "nothing changes, on with their other request")
        return Route("ask_what_instead", f"the customer said no ({consent['words']!r})")
    if pending is None:
        return Route("understand_request", "nothing was proposed: a new message")
    said = f"the customer said yes ({consent['words']!r}) to {pending['action']} on " \
        f"{pending['order_number']}"
    if pending["action"] == "move":
        return Route("move_delivery", said)
    if pending["action"] == "damage_case":
        return Route("open_damage_case", said)
    return Route("open_late_case", said)


def others_order_named(state: CareState) -> bool:
    """Whether a customer's message asks about an order said to be someone else's
    (`scope.names_others_order`): a signed-in customer's always, an anonymous one's unless
    the order's number and an e-mail are given (the proof, whoever types it: its owner's data
    must still match); the desk never asks a caller for someone else's e-mail."""
    details = state.get("details")
    message = state.get("message", "")
    return state.get("channel") != "staff" \
        and (names_others_order(message) or named_other(message, details)) \
        and (details is None or bool(details.get("identity_asserted"))
             or not details.get("order_number") or not details.get("email"))


def named_other(message: str, details: Details | None) -> bool:
    """Whether the message asks about the order of a person named by first and last name
    ("où en est la commande de Jean Martin ?") who is not the customer: a name whose words
    are not all in the customer's e-mail (jean.martin@… asking of Jean Martin's order asks
    of their own)."""
    email = (details.get("email") if details is not None else None) or ""
    own = set(re.findall(r"[a-z]+", fold(email.split("@")[0])))
    # "Livraison Monsieur Martin : …" from jean.martin@…: the customer's own name, after a
    # title (`scope.titled_owners`); "vous livrez Mme Lambert quel jour ?": someone else's
    if any(surname not in own for surname in titled_owners(message)):
        return True
    named = named_owner(message)
    if named is None:
        return False
    # ("le canapé de Monsieur Martin": the title is no part of the name)
    return bool(own) and not {w for w in named if not is_title(w)} <= own


def moves_beside_access(state: CareState) -> bool:
    """Whether the message asks to move the delivery to a day it says, and tells how the
    piece is brought in beside it ("décalez au lundi, j'habite au 2e étage"): the move goes
    on (the reply says the access cannot be noted), never dropped for the floor."""
    details = state.get("details")
    message = state.get("message", "")
    return details is not None and details.get("intent") == "reschedule" \
        and out_of_scope(message) == "access" and says_when(message)


def route_request(state: CareState) -> Route[RouteRequest]:
    if state.get("failure"):
        return Route("say_model_unavailable", "the model could not read the message")
    if state.get("misread") == "left":
        return Route("say_list_dropped", "the customer lets it be after a no: nothing changes")
    if foreign_language(state.get("message", "")):
        # German, Spanish, Italian, Portuguese: no French or English rule reads it without
        # misreading it; one fixed text, in English, says the desk answers in French and
        # English (nothing read, nothing written; what waited lapses, as for any new message)
        return Route("say_capabilities", "a message in another language: not read")
    details = state.get("details")
    lapsed = state.get("lapsed")
    scope = out_of_scope(state.get("message", ""))
    if scope == "handover" and others_order_named(state):
        scope = None  # "mon voisin a commandé un canapé": his order, not who takes it in
    if scope == "access" and details is not None and details["intent"] == "order_status" \
            and access_only_told(state.get("message", "")):
        # "I'm on the 3rd floor, no lift. Is my bed SO-… still coming on Monday?": where the
        # customer lives, told beside the status asked; the status is answered
        scope = None
    # What the desk refuses said beside a request it handles (`collect_details`: `refused`):
    # the refusal is said with that request's reply, never instead of it.
    refused = bool(state.get("refused")) and details is not None \
        and details["intent"] in HANDLED
    if scope is not None and not refused and (details is None
                                              or details["intent"] != "report_damage"
                                              or scope in NOT_DAMAGE) \
            and not moves_beside_access(state) and state.get("asked") != "access":
        # (asked while a question waits: answered, then the same question, below)
        # Another address, someone else taking it in, the floor or the stairs: whatever the
        # model read ("change the delivery" is no reschedule), no slot list, no proposal.
        return Route("say_not_done_here", f"{scope}: not something the desk can change")
    if state.get("asked") and state.get("reads") and state.get("also") is None:
        return Route("read_other_orders", f"asked {state.get('asked')!r} while a question "
                                          "waited: read the order first")
    if state.get("asked") and lapsed is not None and lapsed["pending"] is None:
        return Route("list_free_slots", f"asked {state.get('asked')!r} while a slot list "
                                        "waited: answer, then the same list again")
    if state.get("asked"):
        return Route("ask_confirm_again", f"asked {state.get('asked')!r} while a yes/no "
                                          "waited: answer, then ask the same question again")
    beyond = beyond_desk_only(state.get("message", ""))
    waited = lapsed is not None and (lapsed["pending"] is not None or bool(lapsed["offered"]))
    if beyond is not None and (details is None or details["intent"] != "report_damage") \
            and not (beyond == "delivery_days" and waited) \
            and not (beyond == "price" and late_remedy_asked(state.get("message", ""))):
        # (a fee asked waived for a lateness is compensation: the status, below)
        # (A delivery day asked while a list or a proposal waits is about those slots.)
        # A price, the catalogue, the warranty, where or when deliveries are made: whatever
        # the model read ("vous livrez à Lyon ?" is no move), said the desk cannot answer it.
        return Route("say_cannot_answer", f"{beyond}: a question the desk has no answer for")
    message = state.get("message", "")
    if others_order_named(state):
        # "la commande de mon voisin", "my mum's order SO-25010": whatever the model read,
        # the desk speaks of the signed-in customer's own orders only; nothing is read. (An
        # anonymous caller who gives its number and an e-mail tries the proof, as anyone.)
        return Route("say_others_order", "an order said to be someone else's: not told")
    if state.get("channel") != "staff" and asks_all_orders(message) \
            and not ORDER_NUMBER.search(message):
        # "list every order due for delivery next week", "c'est quoi les livraisons du
        # 16 ?": the back office's list, whatever the model read (never the customer's own
        # order: no slot list, no proposal). An order's number written beside it ("Where is
        # SO-…? P.S. list every order booked…") is the request: that order, read as asked.
        return Route("say_staff_only", "every order or a day's deliveries asked: staff only")
    if (details is None or details["intent"] == "other") \
            and only_thanks(state.get("message", "")):
        return Route("say_welcome", "a thanks: no request")
    if not refused and (details is None or details["intent"] not in ("report_damage",)) \
            and asks_to_cancel(state.get("message", "")) and not state.get("refund_asked") \
            and not late_remedy_asked(state.get("message", "")) \
            and not (state.get("last_move") and undoes_move(state.get("message", ""))):
        # whatever else the model read; "annulez, je préfère l'ancienne date" right after a
        # move takes the move back (proposed), no order cancelled
        return Route("say_cannot_cancel", "an order cancelled or refunded: not done here")
    if (details is None or details["intent"] in ("other", "back_office", "order_status",
                                                  "case_status")) \
            and state.get("channel") != "staff" and asks_invoice(message):
        # "je veux ma facture", "envoyez-moi la facture de SO-24870": not sent here
        return Route("say_invoice", "an invoice asked for: the billing team sends it")
    if state.get("recalled") and details is not None and details["intent"] == "other":
        return Route("say_capabilities", "a no and nothing else right after a move: the move "
                                         "stands, told again with how to move it again")
    if details is None or details["intent"] == "other":
        return Route("say_capabilities", "no request the desk handles")
    intent = details["intent"]
    if intent == "back_office" and (names_others_order(message) or named_other(message, details)):
        # "pareil pour la commande de mon voisin SO-…" with an e-mail proven earlier, "my
        # neighbour's sofa arrived damaged": a relative's or a neighbour's order is someone
        # else's (nothing read), never a staff workflow
        return Route("say_others_order", "an order said to be someone else's: not told")
    if intent == "back_office":
        return Route("say_staff_only", "a staff request on the customer channel")
    if not details.get("order_number") and (details.get("items") or details.get("other_than")
                                            or details.get("month") or details.get("placed")):
        proven = details["identity_asserted"] or (
            bool(details["email"]) and details["email"] == state.get("proven"))
        found = state.get("item_orders")
        if proven and found is None:
            return Route("find_item_order", f"{intent} about another item or order: match it "
                                            "against the customer's orders")
        if found == [] and details.get("other_than") and not details.get("items"):
            return Route("say_no_other_order", f"{intent} about \"another order\", and the "
                                               "customer has none but "
                                               f"{details.get('other_than')}")
        if found and intent != "case_status":  # a case asked about: every order's, read
            return Route("ask_which_order", f"{len(found)} of the customer's orders may be "
                                            "meant: ask which")
    missing = [k for k in ("order_number", "email") if not details.get(k)
               and not (k == "email" and staff_reads(state))]
    reads = state.get("reads") or []
    if intent == "case_status" and not missing and reads and state.get("also") is None:
        # "SO-24870 status please and do I have an open case?": the order's status too
        return Route("read_other_orders", f"{intent}, and the status of {', '.join(reads)}")
    if intent == "case_status" and (not missing or details.get("identity_asserted")):
        # Read only: the cases of the order named, or of every order of the signed-in
        # customer. Never a case opened from a question about one.
        return Route("read_cases", "a question about an after-sales case: read the cases of "
                     f"{details.get('order_number') or 'the customer orders'}")
    if missing == ["order_number"] and intent == "report_damage" \
            and (asked := (state.get("awaiting") or {}).get("question")) in ORDER_ASKED \
            and (only_says_when(state.get("message", ""))
                 or (asked in NOT_FOUND
                     and read_answer(state.get("message", "")).answer is not None)):
        # "mardi" to "no order with this number in your name" or to "which order?" after a
        # damage report, or a yes or a no to the number not found: a day or an answer names
        # no order (never the customer's only delivered one picked for a case): the number
        # is asked for
        return Route("ask_details", "a day said when an order was asked: asks its number")
    if missing == ["order_number"] and details.get("identity_asserted") \
            and intent == "report_damage" and not BULK.search(fold(state.get("message", ""))):
        # "one of the legs is wobbly", signed in, no item named: the customer's orders (the
        # delivered ones first) say which; one is used and named, several are listed.
        found = state.get("item_orders")
        if found is None:
            return Route("find_item_order", "report_damage without an order number: the "
                                            "signed-in customer's orders may say which")
        if found:
            return Route("ask_which_order", f"{len(found)} of the customer's orders may be "
                                            "meant: ask which")
    if missing == ["order_number"] and (state.get("awaiting") or {}).get("question") \
            == "say_not_found_signed_in" \
            and read_answer(state.get("message", "")).answer is not None:
        # "yes" to "no order with this number in your name": consent to nothing, and no order
        # named; the wish said for the number not found is never carried to another order
        # of the customer's (one they never named): the number is asked for again
        return Route("ask_details", "a yes or a no to an order not found: asks its number")
    if missing == ["order_number"] and details.get("identity_asserted") \
            and intent in ONE_ORDER_INTENTS:
        return Route("find_open_orders", f"{intent} without an order number: the signed-in "
                                         "customer's open orders may say which")
    if missing:
        return Route("ask_details", f"{intent} needs {' and '.join(missing)}")
    if reads and state.get("also") is None:
        return Route("read_other_orders", f"{intent}, and the status of {', '.join(reads)}")
    if intent in ("reschedule", "availability"):  # availability lists; never a choice (below)
        return Route("list_free_slots", f"{intent} with order and e-mail")
    if staff_reads(state):
        return Route("read_order", "order_status asked by a signed-in staff member: any "
                                   "order is read by its number (read-only)")
    # Status, and damage (a damage case needs the order's status and products first).
    return Route("read_order", f"{intent} with order and e-mail")


# The questions that ask which order: a number not found, the list of the customer's orders,
# the number asked.
NOT_FOUND = ("say_not_found_signed_in", "say_not_found_staff")
ORDER_ASKED = ("say_not_found_signed_in", "say_not_found_staff", "ask_which_order",
               "ask_order_number", "ask_order_and_email")


def only_says_when(message: str) -> bool:
    """Whether the message says a when and names no order and no piece ("mardi",
    "Tuesday afternoon", "le 12 décembre")."""
    from nodes.kit.answers import ORDER_NUMBER
    from services.text import items_named

    return says_when(message) and not ORDER_NUMBER.search(message) \
        and not items_named(message)


def staff_reads(state: CareState) -> bool:
    """Whether the order is read by its number alone, for a signed-in staff member: a status
    question on the staff channel (staff may read any order, as they list a customer's
    orders in the back office), whatever e-mail the conversation holds (none, the
    customer's, or on a LangGraph server the staff member's own). Read-only: a move or a
    case still needs the e-mail that proves the order, as for anyone."""
    details = state.get("details")
    return state.get("channel") == "staff" and details is not None \
        and details["intent"] == "order_status"


def _order_step(state: CareState
                ) -> Literal["read_order", "list_free_slots", "read_other_orders"]:
    """Once the order is known: its slots for a move or a question about them, else it;
    its status first when it was asked with the move."""
    details = state.get("details")
    if state.get("reads") and state.get("also") is None:
        return "read_other_orders"
    if details is not None and details["intent"] in ("reschedule", "availability"):
        return "list_free_slots"
    return "read_order"


def after_find_orders(state: CareState) -> Route[AfterFindOrders]:
    """One open order answers "my order"; several get a fixed question listing them."""
    orders = state.get("open_orders") or []
    details = state.get("details")
    if len(orders) == 1 and details is not None and details["order_number"]:
        if state.get("reads") and state.get("also") is None:
            # its status asked with the request: read first, told with it
            return Route("read_other_orders", f"the signed-in customer's only open order: "
                                              f"{details['order_number']}, and its status")
        return Route(_order_step(state), f"the signed-in customer's only open order: "
                                         f"{details['order_number']}")
    if len(orders) > 1:
        return Route("ask_which_order", f"{len(orders)} open orders: ask which")
    return Route("ask_details", "no open order: ask for the order number")


def _confirm(state: CareState) -> bool:
    details = state.get("details")
    return True if details is None else details.get("confirm", True)


def after_read_order(state: CareState) -> Route[AfterReadOrder]:
    order = state.get("order")
    if order is None or order["result"] is None:
        return Route("say_not_found", f"order refused: {order and order['code']}")
    details = state.get("details")
    if details is not None and details["order_number"] is None:
        return Route("find_item_order", "the order read proved the e-mail; the words after "
                                        "the proof name another order of the customer's")
    if details is None or details["intent"] != "report_damage":
        return Route("say_status", "order read")
    if order["result"]["status"] != "delivered":
        return Route("say_not_delivered",
                     f"a damage case needs a delivered order ({order['result']['status']})")
    case = state.get("case")
    if case is not None and case["code"] == "case_already_open":
        return Route("say_case_exists", "a damage case is already open on this order: "
                                        "nothing to propose")
    if _confirm(state):
        return Route("ask_confirm_damage_case", "a damage case: the customer confirms first")
    return Route("open_damage_case", "a damage case on a delivered order")


def _move_refused(state: CareState) -> bool:
    move = state.get("move")
    return move is not None and not move["ok"]


def after_list_slots(state: CareState) -> Route[AfterListSlots]:
    order = state.get("order")
    if order is None or order["result"] is None:
        return Route("say_not_found", f"order refused: {order and order['code']}")
    details = state.get("details")
    if details is not None and details["order_number"] is None:
        return Route("find_item_order", "the order read proved the e-mail; the words after "
                                        "the proof name another order of the customer's")
    status = order["result"]["status"]
    if status in CLOSED:
        return Route("say_order_closed", f"order is {status}")
    asking = _asking(state)
    if state.get("too_late") and not asking:
        if _confirm(state):
            return Route("ask_confirm_late_case", "booked delivery is less than 48 hours away: "
                                                  "propose an after-sales case")
        return Route("open_late_case", "booked delivery is less than 48 hours away")
    if state.get("too_late"):
        return Route("say_too_late_to_move", "an availability question, but the booked "
                                             "delivery is less than 48 hours away: say so, "
                                             "propose nothing")
    free = state.get("free_slots") or []
    if not free:
        return Route("say_no_free_slot", "no free slot")
    if state.get("asked"):
        return Route("ask_which_slot", f"asked {state.get('asked')!r} while the list waited: "
                                       "answer, then the same list")
    if state.get("relisted"):
        return Route("ask_which_slot", "a position said to a list that no longer waited: "
                                       "the list again, nothing moved")
    if state.get("misread") in ("out_of_range", "unsure", "asked_about", "waiting"):
        return Route("ask_which_slot", "the position picked is not in the list, or not picked "
                                       "yet: list again")
    if state.get("misread") == "excluded":
        pick = state.get("pick")
        left = [i for i in ([pick["chosen_slot_id"], *pick["offer_slot_ids"]] if pick else [])
                if i in {s["id"] for s in free}]
        if len(left) == 1 and _confirm(state):
            return Route("ask_confirm_move", f"one option left once the others were ruled "
                                             f"out ({left[0]}): the customer confirms first")
        return Route("ask_which_slot", "options ruled out: list the others")
    if state.get("misread") == "dated":
        pick = state.get("pick")
        chosen = pick["chosen_slot_id"] if pick else None
        if chosen in {s["id"] for s in free} and _confirm(state):
            return Route("ask_confirm_move", f"a rank that may be a day ({chosen}): proposed, "
                                             "the customer confirms first")
        return Route("ask_which_slot", "a rank that may be a day, and the option is gone: "
                                       "list again")
    move = state.get("move")
    if move is not None and move["code"] == "booking_changed" and proposed_slot(state):
        return Route("ask_confirm_move", "the delivery moved since the question: the same "
                                         "move proposed again, from where it is now")
    if _move_refused(state):
        return Route("ask_which_slot", "the slot chosen was refused: list what is free now")
    return Route("pick_slot", f"{len(free)} free slots")


def _asking(state: CareState) -> bool:
    """An availability question (the model's intent, or Python's reading of the message)."""
    details, choice = state.get("details"), state.get("choice")
    return (details is not None and details["intent"] == "availability") or bool(
        choice and choice["asking"])


def fits_wish(state: CareState, slot_id: str) -> bool:
    """Whether a slot fits the wish as Python read it: on a wished day and half-day when the
    wish names one, never on a day the customer ruled out."""
    choice = state.get("choice")
    if choice is None:
        return True
    if choice["reason"] is not None:
        return False  # the slots listed stand in for a wish that cannot be had ("le soir")
    if choice["constrained"]:
        return slot_id in choice["matching"]
    return slot_id in choice["allowed"]


def _when_read(state: CareState) -> bool:
    """Whether Python read a when in the customer's words that a model's pick can stand on:
    a day, a half-day or a range of the wish (`Choice.constrained`), or an answer to a list
    the desk offered (a pick in words among its slots). A move asked with no day ("can you
    move my delivery?") or a status question a model read as a move leaves the choice to the
    customer: the model's slot is never proposed alone, what is free is listed."""
    details, choice = state.get("details"), state.get("choice")
    if details is None or choice is None or choice["constrained"]:
        return True
    return bool(details.get("offered") or details.get("shift_days"))


def _said_when(state: CareState) -> bool:
    """Whether a slot can be picked on what the customer said: not when the message is only
    a position ("2", "le deuxième") and no slot list was offered, no wish nor shift said
    (the answer "2" to "which order?" is no slot's position); a position taken down as the
    wish ("the last one please") is no wish."""
    details = state.get("details")
    wish = details.get("wish") if details else None
    if wish and _a_position(wish):
        wish = None  # "the last one please" taken down as a wish: a position, not a when
    if details is None or wish or details.get("shift_days") or details.get("offered"):
        return True
    return not _a_position(state.get("message", ""))


@lru_cache(maxsize=256)
def _a_position(text: str) -> bool:
    """Whether `text` is a pick by position; read once per text (a proposal asks it of the
    same words from its router, its reply and the question it leaves)."""
    return read_position(text, MAX_POSITION).position is not None


def single_match(state: CareState) -> str | None:
    """The one free slot that fits the wish as Python read it, when exactly one does and
    the customer said when (not a question about what is free): it is proposed with a
    yes/no question, as a wish that resolves to one slot (never a list of one)."""
    choice = state.get("choice")
    if choice is None or not choice["constrained"] or choice["reason"] is not None \
            or _asking(state) \
            or not _said_when(state) or _move_refused(state) or state.get("misread"):
        return None
    free = {s["id"] for s in state.get("free_slots") or []}
    matching = [i for i in choice["matching"] if i in free]
    return matching[0] if len(matching) == 1 else None


def proposed_slot(state: CareState) -> str | None:
    """The slot a move proposal names: the model's pick when it stands (a free slot that
    fits the wish), else the only free slot that fits the wish."""
    pick = state.get("pick")
    chosen = pick["chosen_slot_id"] if pick else None
    free = {s["id"] for s in state.get("free_slots") or []}
    move = state.get("move")
    if chosen and chosen in free and move is not None and move["code"] == "booking_changed":
        return chosen  # the customer's own answer, refused only because the delivery moved
    if chosen and chosen in free and state.get("misread") == "dated":
        return chosen  # "le 3" to the list, no slot on the 3rd: the third option, proposed
    if chosen and chosen in free and fits_wish(state, chosen) and _said_when(state) \
            and _when_read(state):
        return chosen
    return single_match(state)


def after_pick_slot(state: CareState) -> Route[AfterPickSlot]:
    if state.get("failure"):
        return Route("say_model_unavailable", "the model could not pick a slot")
    pick = state.get("pick")
    free = {s["id"] for s in state.get("free_slots") or []}
    chosen = pick["chosen_slot_id"] if pick else None
    if _asking(state):
        return Route("ask_which_slot", "an availability question: list what is free, move nothing")
    if chosen and chosen in free and fits_wish(state, chosen) and _said_when(state) \
            and _when_read(state):
        if _confirm(state):
            return Route("ask_confirm_move", f"the wish matches {chosen}: the customer "
                                             "confirms first")
        return Route("move_delivery", f"customer chose {chosen}")
    only = single_match(state)
    if only is not None and _confirm(state):
        return Route("ask_confirm_move", f"the wish fits one free slot only, {only} (model: "
                                         f"{chosen}): the customer confirms it, never a "
                                         "list of one")
    if chosen and chosen in free and not _when_read(state):
        return Route("ask_which_slot", f"model chose {chosen}, but Python read no day in the "
                                       "customer's words: list what is free")
    if chosen and chosen in free and not fits_wish(state, chosen):
        return Route("ask_which_slot", f"model chose {chosen}, which does not fit the wish "
                                       "read in Python")
    if chosen and chosen in free:
        return Route("ask_which_slot", f"model chose {chosen}, but the customer said nothing "
                                       "about when: list what is free")
    if chosen:
        return Route("ask_which_slot", f"model chose {chosen}, which is not a free slot")
    return Route("ask_which_slot", "none or several slots match")


def after_move(state: CareState) -> Route[AfterMove]:
    move = state.get("move")
    if move is not None and move["ok"]:
        return Route("say_moved", "delivery moved")
    code = move["code"] if move else None
    if code == "too_late":
        if _confirm(state):
            return Route("ask_confirm_late_case", "the service refused: within 48 hours")
        return Route("open_late_case", "the service refused: within 48 hours")
    if code == "order_not_found":
        return Route("say_not_found", "the service refused: not this customer's order")
    if code == "order_closed":
        return Route("say_order_closed", "the service refused: order closed")
    return Route("list_free_slots", f"the service refused the slot ({code}): read what is free")


def slot_days(slot_ids: list[str], free_days: Collection[int] = ()) -> set[int]:
    """The days of the month of listed slots ("2026-12-03-PM" falls on the 3rd), and the
    days of those months on which a slot is free (`Awaiting.free_days`): a number said to
    the list that is one of them may be that day, never a pick by position alone."""
    return {int(sid[8:10]) for sid in slot_ids if len(sid) >= 10 and sid[8:10].isdigit()} \
        | set(free_days)


def proposed_when(pending: PendingWrite | None) -> tuple[date, str] | None:
    """The day and half-day a move proposal names, read off its slot id ("2026-12-22-PM":
    the 22nd, afternoon); None for no move proposal, or an id that is no date."""
    if pending is None or pending["action"] != "move":
        return None
    slot_id = str(pending.get("slot_id") or "")
    try:
        return date.fromisoformat(slot_id[:10]), slot_id[11:]
    except ValueError:
        return None


CaseReply = TypeVar("CaseReply", Literal["say_damage_case"], Literal["say_late_case"])


def _after_case(state: CareState, opened: CaseReply) -> Route[
        CaseReply | Literal["say_not_found", "say_case_exists", "say_not_delivered"]]:
    case = state.get("case")
    if case is not None and case["code"] == "case_already_open":
        return Route("say_case_exists", "a case of this kind is already open on this order")
    if case is not None and case["code"] == "not_delivered":
        return Route("say_not_delivered", "the service refused: the order is not delivered")
    if case is None or case["result"] is None:
        return Route("say_not_found", f"case refused: {case and case['code']}")
    return Route(opened, f"case {case['result']['number']} opened")


def after_damage_case(state: CareState) -> Route[AfterDamageCase]:
    return _after_case(state, "say_damage_case")


def after_late_case(state: CareState) -> Route[AfterLateCase]:
    """The case is for a delivery that can no longer move: by the customer's yes, the order
    may have been delivered or cancelled, or its delivery moved further off."""
    case = state.get("case")
    code = case["code"] if case else None
    if code == "order_closed":
        return Route("say_order_closed", "the service refused the case: the order is closed")
    if code == "not_too_late":
        return Route("list_free_slots", "the service refused the case: the delivery can "
                                        "still move; read what is free")
    to, reason = _after_case(state, "say_late_case")
    return Route(to, reason)


def answers_pending(state: CareState) -> bool:
    """Whether the message answers the care desk's pending question (staff channel: else
    it is a new request). A yes/no to a proposal, a position in a list, an order number or
    an e-mail when they were asked."""
    awaiting = state.get("awaiting") or {}
    message = state.get("message", "")
    question = awaiting.get("question", "")
    pending = awaiting.get("pending")
    if pending is not None:
        # A yes or a no that says more ("yes if the customer agrees", "oui et rembourse-le")
        # is the desk's to read: it is no consent, and the desk asks the same question again
        # saying why (classified afresh, the question would be lost).
        return read_answer(message, DOING[pending["action"]]).answer is not None \
            or leads_with_yes(message) or leads_with_no(message)
    if question == NEXT_REQUEST:
        return read_answer(message).answer is not None
    if question == "ask_which_slot":
        # A pick by position, or words that say when: the desk reads the choice. Anything
        # else is classified first (a staff member's new request must not be read as a
        # choice); classified as the care desk, it comes back here with the list still open.
        offered = awaiting.get("offered") or []
        return read_position(message, len(offered), slot_days(
            offered, awaiting.get("free_days") or ())).position \
            is not None or says_when(message) or read_answer(message).answer is not None \
            or leads_with_yes(message) or leads_with_no(message)
    if question == "ask_which_order" and read_position(
            message, len(awaiting.get("orders") or [])).position is not None:
        return True
    return bool(ORDER_NUMBER.search(message) or EMAIL.search(message))
