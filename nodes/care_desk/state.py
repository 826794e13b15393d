"""Declare the care desk's state: typed pieces, each field with one owner (named beside it)."""

from __future__ import annotations

from typing import Any, Literal, NotRequired

from typing_extensions import TypedDict

from nodes.care_desk.schemas import ProblemKind
from nodes.kit.state import Lang, Outcome, PendingWrite, TurnState

Intent = Literal["order_status", "reschedule", "availability", "report_damage", "case_status",
                 "back_office", "other"]


class Part(TypedDict):
    """One of several requests of a message (RequestPart as JSON): its intent, the order
    number written in its own words, its wish, and those words."""

    intent: Intent
    order_number: str | None
    wished_slot: str | None
    quote: str


class Request(TypedDict):
    """What the model read in this message (CareRequest as JSON)."""

    intent: Intent
    order_number: str | None
    email: str | None
    wished_slot: str | None
    language: Lang
    requests: NotRequired[list[Part]]
    problem: NotRequired[ProblemKind | None]


class Details(TypedDict):
    """The request as the conversation knows it: this message merged with earlier ones."""

    intent: Intent
    order_number: str | None
    email: str | None
    wish: str | None
    offered: list[str]
    language: Lang
    identity_asserted: bool
    confirm: bool
    """Whether a write waits for the customer's yes (the run's setting)."""
    shift_days: NotRequired[int | None]
    """A follow-up "a day later": the wish is the booked day moved by this many days."""
    items: NotRequired[list[str]]
    """Pieces of furniture the message names without an order number ("the bed")."""
    month: NotRequired[list[Any] | None]
    """An order named by a month without a number ("celle de décembre", "the one I ordered
    in October"): [month, how] (`services.text.month_named`)."""
    placed: NotRequired[str | None]
    """An order named by when it was placed against the customer's others ("ma dernière
    commande", "my first order"): "latest" or "first" (`services.text.recency_named`)."""
    named_apart: NotRequired[dict[str, Any] | None]
    """What the words after an order's number and e-mail name of another order ("SO-… a@… -
    what about the desk?"): {"items", "month", "placed"}, matched once the proof is read."""
    other_than: NotRequired[str | None]
    """"My other order": the order in focus, which the message does not mean."""
    topic: NotRequired[Intent | None]
    """The last request the desk handled, kept through a few messages that ask nothing
    ("attendez"): "c'est la SO-24870" after them goes on with it."""
    topic_left: NotRequired[int]
    """How many more messages that ask nothing may pass before `topic` is forgotten."""
    closed: NotRequired[bool]
    """The message thanked and asked nothing while nothing waited (a closing): the request
    before it was served, so an order named next with nothing asked of it ("ah et ma table
    SO-41002 ?") is asked where it is, never given that request."""
    proposal: NotRequired[PendingWrite | None]
    """A move proposed and left unanswered (a question came in between): "ok, move it
    then" a message or two later proposes the same slot again, never moves on the old one."""
    proposal_left: NotRequired[int]
    """How many more messages may pass before `proposal` is forgotten."""
    problem: NotRequired[ProblemKind | None]
    """A damage report's kind of problem, as the model read it (`schemas.ProblemKind`): the
    proposal names it, the case's description keeps it; the case is a `damage` case."""
    said: NotRequired[list[str]]
    """The customer's words of this request, message by message (a case keeps them as its
    description: the complaint, not the "yes" that consented to it)."""
    earlier_order: NotRequired[str | None]
    """The order the conversation was about before the one in focus ("revenons à celle
    d'avant" means it)."""


class Consent(TypedDict):
    """What Python read in the message as an answer to the question asked: a yes, a no,
    a pick by position, or nothing (a new message); the words it read, for the trace."""

    answer: Literal["yes", "no"] | None
    position: int | None
    words: str


class Slot(TypedDict):
    """A delivery slot (SlotView as JSON: instants in ISO 8601)."""

    id: str
    start: str
    end: str
    capacity: int
    booked: int


class Line(TypedDict):
    sku: str
    product: str
    quantity: int


class Order(TypedDict):
    """An order as the care tools return it (OrderView as JSON)."""

    number: str
    customer_id: str
    customer_name: str
    email: str
    status: Literal["placed", "in_production", "ready", "delivered", "cancelled"]
    workshop_stage: str | None
    ordered_on: str
    promised_on: str
    lines: list[Line]
    delivery_slot: Slot | None
    delay_days: int
    first_booked_on: NotRequired[str | None]  # booked for that day before a move on request


class Pick(TypedDict):
    """The slot the model picked, or the ones to offer (SlotPick as JSON)."""

    chosen_slot_id: str | None
    offer_slot_ids: list[str]


class Move(TypedDict):
    """A move done (RescheduleResult as JSON)."""

    order: str
    from_slot: str | None
    to_slot: Slot


class LastMove(Move):
    """The move the last reply told of, and the list it was picked from (if any)."""

    offered: NotRequired[list[str]]
    free_days: NotRequired[list[int]]
    recalled: NotRequired[bool]  # told again after a no ("attendez, en fait non"), which
    #                              asked for the day to move it to instead


class Case(TypedDict):
    """A case opened (CaseView as JSON)."""

    number: str
    order: str
    kind: str
    description: str
    opened_at: str
    status: str


class Choice(TypedDict):
    """The slots Python found fitting the customer's wish, and why none does (SlotChoice as
    JSON, from `services.slot_choice`): the model's pick must fall within it."""

    matching: list[str]
    allowed: list[str]
    nearest: list[str]
    reason: Literal["past", "too_soon", "closed", "not_open", "full", "current", "nothing_free",
                    "not_understood", "none_later", "none_earlier", "none_of_these",
                    "no_evening", "no_hour", "holidays_unknown"] | None
    first: str | None
    last: str | None
    half: Literal["am", "pm"] | None
    constrained: bool
    asking: bool
    """The message asks what is free: list, never take it as a choice."""
    booked_day: NotRequired[bool]
    """The wish names the day the delivery is already booked on, and no half-day ("au mardi
    15" when it is booked on Tuesday 15 in the morning): what fits is the other half of that
    day, proposed only as such (the reply says the day is already the delivery's)."""
    clock: NotRequired[str | None]
    """The time wished that no slot covers ("17:30", reason `no_hour`)."""
    fallback: NotRequired[bool]
    """The wish cannot be had and the customer said what to do then ("le 4, sinon le 11
    matin"): `matching` fits that fallback."""


class Lapsed(TypedDict):
    """A proposal (or a list) the customer's message did not answer: what it was, and
    whether the message opened with a yes (a yes with more words is not consent)."""

    pending: PendingWrite | None
    offered: list[str]
    yes_first: bool
    order: NotRequired[str | None]
    """The order the list was for."""
    other_party: NotRequired[bool]
    """The message came from another party than the one the question was asked to."""


class StaleList(TypedDict):
    """A slot list a message left unanswered, which the reply said it would give again."""

    order: str
    offered: list[str]


Misread = Literal["none_suits", "out_of_range", "excluded", "unsure", "dated", "dropped",
                  "beyond", "asked_about", "waiting", "which_order", "left", "later",
                  "both", "status", "thanked"]


class AskedAbout(TypedDict):
    """The option of the list a message asked about (or put off picking), and whether it
    said that option's own day or half-day ("le 3 c'est bien un vendredi ?")."""

    slot_id: str
    confirms: bool
    denies: NotRequired[bool]  # "le 3 c'est bien un vendredi ?" of a Wednesday: "Non, …"


class OpenOrder(TypedDict):
    """One of the signed-in customer's orders offered to pick from, as the desk names it
    (open ones, or all of them when the customer asked for their orders)."""

    number: str
    products: str
    status: NotRequired[str]  # the order's status; a closed one is named as such
    slot: NotRequired[Slot | None]  # the booked delivery, said when the orders are listed


class CareState(TurnState, total=False):
    consent: Consent | None       # read_consent
    request: Request | None       # understand_request
    details: Details              # collect_details (read_consent, on a yes or an order
    #                               picked; find_open_orders, on the only open order)
    order: Outcome[Order] | None  # read_order / list_free_slots
    too_late: bool                # list_free_slots: booked delivery within 48 hours
    free_slots: list[Slot]        # list_free_slots
    pick: Pick | None             # pick_slot (read_consent, on a yes or a pick by position)
    move: Outcome[Move] | None    # move_delivery
    case: Outcome[Case] | None    # open_damage_case / open_late_case
    other_case: str | None        # read_order: a case open on the order about another
    #                               problem than the damage reported (named with the proposal)
    # Several requests in one message (collect_details plans them, `plan_requests`):
    reads: list[str]              # collect_details: other orders whose status is asked too
    also: list[Outcome[Order]] | None  # read_other_orders: those statuses, read
    queue: list[Part]             # collect_details / next_request / read_consent: requests
    #                               handled next, one at a time (kept across turns);
    #                               read_other_orders drops the statuses it told
    queue_owned: list[str] | None  # read_order / list_free_slots: the queued requests'
    #                               order numbers that are the caller's (only those are named
    #                               in replies); None: a new queue, not checked yet
    foreign: int                  # read_order / list_free_slots: queued requests dropped,
    #                               their order numbers not the caller's (the reply says how
    #                               many were not found, never which)
    declined: str | None          # read_consent: the order whose proposal got a no while
    #                               a queued request goes on
    proven: str | None            # read_order / list_free_slots: the e-mail an order was
    #                               found with (identity proven this conversation)
    proven_order: str | None      # read_order / list_free_slots: the order that proved it
    item_orders: list[Order] | None  # find_item_order: the customer's orders that match the
    #                               item or "other order" named (one: taken; else listed)
    choice: Choice | None         # list_free_slots
    open_orders: list[OpenOrder]  # find_open_orders
    cases: Outcome[list[Case]] | None  # read_cases: the after-sales cases asked about (read only)
    shown_orders: list[str]       # find_open_orders / find_item_order: the orders of the
    #                               last list of the customer's orders shown, in its order
    #                               (kept across turns): "la deuxième" names one of them
    orders_listed: bool           # find_open_orders: the customer asked for their orders (the
    #                               list is the answer, each with its status), not "my order"
    lapsed: Lapsed | None         # read_consent: the proposal or list this message left
    #                               unanswered (the reply says nothing was done)
    misread: Misread | None       # read_consent: why an answer to a list was not a pick
    beyond: int | None            # read_consent: the position asked beyond the list
    about: AskedAbout | None      # read_consent: the option a message asked about
    aside: str | None             # read_consent: what a pick went on to ask that the desk
    #                               cannot arrange ("…, but can you call before?")
    refund_asked: bool            # read_consent: a yes to a case came with a refund asked
    #                               (not done here: the reply says so)
    last_move: LastMove | None    # the reply that told of a move: that move, for the next
    #                               message only (any other reply clears it)
    last_case: str | None         # the reply that told of a case opened: its order, kept
    #                               while the replies are a closing or that case told again
    #                               ("c'est quoi le numéro déjà ?", photos, how long: the case)
    rejected: dict[str, list[str]]  # read_consent: by order, the slots whose proposed move
    #                               got a no (kept across turns): not proposed again unless
    #                               a message asks for one of them again
    proposed: dict[str, list[str]]  # with_others: by order, the slots the desk proposed a
    #                               move to, in the order it first proposed them (kept across
    #                               turns): "la première date que vous m'avez donnée", "go
    #                               back to the first one" name one of them
    held: PendingWrite | None     # with_others: a proposal said yes to with another request
    #                               that asked a question of its own (kept across turns):
    #                               asked again, named in full, by the first reply that
    #                               asks nothing else
    stale_list: StaleList | None  # with_others: the list a reply said was left unanswered,
    #                               for the next message only (a bare "2" then gets the
    #                               list again, never a move on a list no longer asked)
    relisted: bool                # collect_details: a position said to that list
    pick_with: Part | None        # read_consent: an option picked by position with another
    #                               request ("2 et ouvrez un dossier"): queued behind it as a
    #                               wish (proposed, yes/no, when its turn comes)
    recalled: bool                # collect_details: a no and nothing else right after a move
    #                               ("attendez, en fait non"): the move told again
    asked: str | None             # collect_details: what a message asked while a yes/no
    #                               waited (`nodes.kit.answers.question_topic`): answered,
    #                               then the same proposal asked again
    refused: list[str]            # collect_details: what the message asked that the desk
    #                               refuses (`scope.Refused`), said beside another request
    #                               it handles: the refusal said first, the request handled


# What one turn found: cleared when the next turn begins, so nothing leaks into it.
CARE_TURN_RESET: dict[str, object] = {
    "consent": None, "request": None, "order": None, "too_late": False, "free_slots": [],
    "pick": None, "move": None, "case": None, "other_case": None, "failure": None,
    "reads": [], "also": None, "foreign": 0, "declined": None, "item_orders": None, "choice": None,
    "open_orders": [], "orders_listed": False, "cases": None,
    "lapsed": None, "misread": None,
    "beyond": None, "asked": None, "aside": None, "refund_asked": False,
    "relisted": False, "about": None, "pick_with": None, "recalled": False, "refused": [],
}
