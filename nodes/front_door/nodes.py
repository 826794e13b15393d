"""Route every message: the channel decides what is reachable, Python decides the path."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any, Literal, cast, get_args, get_type_hints

from langgraph.runtime import Runtime
from langgraph.types import Command

from nodes.analysis.routes import FIRST_STEP as ANALYSIS_FIRST
from nodes.analysis.routes import answers_pending as analysis_answers
from nodes.billing.routes import answers_pending as billing_answers
from nodes.billing.state import SettledBilling
from nodes.care_desk.routes import NEXT_REQUEST as CARE_NEXT_REQUEST
from nodes.care_desk.routes import after_begin as care_entry
from nodes.care_desk.routes import answers_pending as care_answers
from nodes.care_desk.state import CareState
from nodes.front_door.schemas import StaffRoute
from nodes.front_door.state import TURN_RESET, FrontDoorState
from nodes.kit import format as fmt
from nodes.kit.answers import asks_reach, closing_text_id, greets_or_asks_help, only_thanks
from nodes.kit.choose import bare_answer, named_after_no, pick_candidate, says_more_than_a_pick
from nodes.kit.context import Context, Node, run_context
from nodes.kit.dropped import drops_search
from nodes.kit.fill import fill_node
from nodes.kit.ranked import ranked_pick
from nodes.kit.route import Route, destinations, go
from nodes.kit.say import Lang, render, reply_node
from nodes.kit.state import BillFocus, Customer, Outcome
from nodes.kit.texts import KIT_TEXTS
from nodes.kit.turn import begin_turn
from services.llm.billing_words import (
    ANALYSIS_ASKED,
    asks_not_held,
    business_figure,
    compared_customers,
    compared_periods,
    follow_wants,
    named_customer,
    one_period_compared,
)
from services.text import fold_words, language_of

STAFF_WORKFLOWS = ("analysis", "billing", "care_desk")

RouteChannel = Literal["care_desk", "analysis", "billing", "classify_request",
                       "say_search_dropped", "say_last_period", "say_staff_welcome"]
RouteStaff = Literal["analysis", "billing", "care_desk", "say_out_of_scope", "say_read_only",
                     "say_classifier_unavailable"]

PROMPT = """Classify one message sent by a staff member of a furniture maker to the internal \
assistant: which workflow is it for? `previous_request` says what the staff member's last \
request was for (or none): a message that cannot stand alone and only changes the customer \
or the period of that request ("et l'année d'avant ?", "same for 2024", "et pour Marie \
Curie ?") is for the same workflow; one that asks about the bills of the last answer ("show \
me those bills", "elle a été payée ?"), or a sum or a count of what was just answered \
("combien au total ?", "how many in total?"), is billing."""


def route_channel(state: FrontDoorState) -> Route[RouteChannel]:
    """Access control: the customer channel reaches the care desk and nothing else."""
    if state.get("channel") != "staff":
        return Route("care_desk", "customer channel: care desk only")
    if asks_last_period(state.get("message", "")):
        if _latest_figure(state)[0] == "say_last_period_none" and since_owed(state):
            # "since when?" after "is Jack Turner behind on any payments": since when each
            # bill is late (its due date, its days), not a period of issue
            return Route("billing", "since when? after overdue bills: how late each is")
        return Route("say_last_period", "since when? the period of the last figure, as read")
    awaiting = state.get("awaiting") or {}
    workflow = awaiting.get("workflow")
    if workflow != "care_desk" and only_thanks(state.get("message", "")):
        # "merci", "ok thanks", "parfait merci": a closing, as the care desk says one (a
        # staff member acting on an order while the care desk waits hears the care desk's)
        return Route("say_staff_welcome", "a thanks or a goodbye: a closing, nothing asked")
    asked = state.get("staff_request")
    if workflow is None and asked == "analysis" and found_no_customer(state) \
            and named_after_no(state.get("message", "")):
        # "non, Paul Dupont" after "aucun client correspondant à « Bob Leponge »": the same
        # request for that name (as after a list offered), never left to the classifier
        return Route(asked, f"no customer found by {asked}, and another name after a no: a "
                            "new search")
    if workflow is None:
        return Route("classify_request", "staff channel: classify the request")
    if drops_search(state):
        return Route("say_search_dropped", f"none of the customers {workflow} offered: the "
                                           "search stops")
    if workflow in ("analysis", "billing") and awaiting.get("candidates") \
            and named_after_no(state.get("message", "")):
        # "non, Dupuis", "not her, Sarah Connor": an answer (a new search, the same
        # question), never left to the classifier, which may read it as nothing it handles
        return Route(workflow, f"none of the customers {workflow} offered, and another "
                               "name: a new search")
    answers = {"analysis": analysis_answers, "billing": billing_answers,
               "care_desk": care_answers}[workflow]
    if answers(state):
        if _pick_saying_more(state):
            return Route("classify_request", f"picks a customer {workflow} listed but says "
                                             "more: classify (another workflow's request?)")
        return Route(workflow, f"answer to a question of {workflow}")
    return Route("classify_request", f"not an answer to {workflow}'s question: a new request")


def found_no_customer(state: FrontDoorState) -> bool:
    """Did the last reply say that no customer matched the name searched?"""
    reply = state.get("reply")
    return reply is not None and reply["id"] == "say_no_customer"


def _pick_saying_more(state: FrontDoorState) -> bool:
    """The message picks one of the customers a workflow listed, and says more than that."""
    awaiting = state.get("awaiting") or {}
    message = state.get("message", "")
    chosen = pick_candidate(message, awaiting.get("candidates") or [])
    return chosen is not None and says_more_than_a_pick(message, chosen)


def route_staff(state: FrontDoorState) -> Route[RouteStaff]:
    if state.get("failure"):
        return Route("say_classifier_unavailable", "the model could not classify the message")
    route = state.get("route")
    workflow = route["workflow"] if route else "out_of_scope"
    if asks_not_held(state.get("message", "")) and not (route and route.get("asks_change")):
        # "Which sales rep looks after Oakridge?", "la TVA de Dupont en 2025 ?", "et la
        # TVA ?": whatever the class, no figure of what is not held (a change asked: read-only)
        return Route("say_out_of_scope", f"classified as {workflow}, but asks for what the "
                                         "back office does not hold")
    if asks_reach(state.get("message", "")) and not (route and route.get("asks_change")):
        # "Tu as accès aux commandes aussi ou seulement aux factures ?": what it does
        return Route("say_out_of_scope", f"classified as {workflow}, but asks what kinds of "
                                         "records the assistant reaches: what it does")
    pending = (state.get("awaiting") or {}).get("workflow")
    if pending in ("analysis", "billing") and _pick_saying_more(state) and workflow in (
            pending, "out_of_scope"):
        # "je parlais de Paul Dupont": no request of another workflow, the pick stands.
        return Route(pending, f"picks a customer {pending} listed, no other request: an answer")
    awaiting = state.get("awaiting") or {}
    if workflow == "out_of_scope" and pending in ("analysis", "billing") \
            and awaiting.get("candidates") and bare_answer(state.get("message", "")):
        return Route(pending, f"a bare answer to {pending}'s list that picks none: list again")
    if workflow in ("analysis", "billing", "out_of_scope") \
            and not (route and route.get("asks_change")) \
            and compared_customers(state.get("message", "")) is not None \
            and not ANALYSIS_ASKED.search(fold_words(state.get("message", "")).replace(
                "par rapport", "")):
        # "qui de Marie Dupont ou de Paul Dupont m'a rapporté le plus ?": customers side by
        # side, read from their bills (an analysis is of one customer)
        return Route("billing", f"classified as {workflow}: customers compared side by side")
    if workflow == "out_of_scope" and _picks_a_ranked(state):
        return Route("billing", "a customer of the last ranking, by rank: their bills")
    if workflow == "out_of_scope":
        if route and route.get("asks_change"):
            return Route("say_read_only", "asks to change data, and nothing else: refused")
        return Route("say_out_of_scope", "nothing the assistant handles")
    message = state.get("message", "")
    after_analysis = state.get("staff_request") == "analysis"  # "compare avec H2 2025": its own
    if workflow == "analysis" and (business_figure(message) or (not after_analysis and (
            one_period_compared(message) or (compared_periods(message) is not None
                                             and named_customer(message) is None)))):
        # "quel est le CA de décembre ?", "compare le CA de 2025": a figure of every
        # customer's bills, read by billing, never "which customer should I analyse?"
        return Route("billing", "classified as analysis, but a figure of the whole business "
                                "with no customer named: every customer's bills")
    return Route(workflow, f"classified as {workflow}")


def _picks_a_ranked(state: FrontDoorState) -> bool:
    """Does the message designate a customer of the last ranking by rank ("le 3e client ?")?"""
    turns = [int(s.get("turn", 0)) for s in (state.get("billing_settled"),
                                             state.get("analysis_settled")) if s]
    latest = max(turns, default=0)
    billed, analysed = state.get("billing_settled"), state.get("analysis_settled")
    customer = None
    if billed and int(billed.get("turn", 0)) == latest and billed.get("customer"):
        customer = billed["customer"]["id"]  # type: ignore[index]
    elif analysed and int(analysed.get("turn", 0)) == latest:
        customer = analysed["customer_id"]
    return ranked_pick(state, latest_turn=latest, latest_customer=customer) is not None


EMBEDDED: dict[str, Callable[[FrontDoorState], str]] = {
    "care_desk": lambda state: care_entry(cast(CareState, state)),
    "analysis": lambda state: ANALYSIS_FIRST,
}
"""The workflows whose nodes are the front door's own (not subgraphs), and how each one
picks its first step, as it does when run alone on a turn already begun."""
ENTRIES: dict[str, tuple[str, ...]] = {
    "care_desk": get_args(get_type_hints(care_entry)["return"]),
    "analysis": (ANALYSIS_FIRST,),
}


def into_workflow(command: Command[Any], state: FrontDoorState) -> Command[Any]:
    """A route to an embedded workflow goes to that workflow's first step: the trace keeps
    the route to the workflow's name, so the turn's workflow reads the same."""
    enter = EMBEDDED.get(str(command.goto))
    if enter is None:
        return command
    update = cast(dict[str, Any], command.update)
    return Command(goto=enter(cast(FrontDoorState, {**state, **update})), update=update)


def door_destinations(router: Any) -> tuple[str, ...]:
    """Where a front-door step may go (what Studio draws): an embedded workflow's first
    steps instead of its name."""
    names: list[str] = []
    for name in destinations(router):
        names.extend(ENTRIES.get(name, (name,)))
    return tuple(names)


def begin_at_the_door(state: FrontDoorState, runtime: Runtime[Context]) -> Command[Any]:
    """Begin the turn, then apply the channel's access control (one hop)."""
    return into_workflow(go(state, begin_turn(state, runtime, TURN_RESET), route_channel),
                         state)


def _prompt(state: FrontDoorState, runtime: Runtime[Context]) -> tuple[str, dict[str, str]]:
    return PROMPT, {"previous_request": state.get("staff_request") or "none",
                    "staff_message": state.get("message", "")}


_classify = fill_node("classify_request", StaffRoute, _prompt, output_key="route",
                      then=route_staff)


def classify_request(state: FrontDoorState, runtime: Runtime[Context]) -> Command[Any]:
    """The model classifies a staff message; `route_staff` decides where it goes."""
    command = cast(Command[Any], _classify(state, runtime))
    route = cast(dict[str, Any], command.update).get("route")
    # What the next message may follow up on ("merci" in between changes nothing): the
    # workflow it went to, which Python may have decided against the model's class.
    if route and route["workflow"] != "out_of_scope":
        went = str(command.goto) if command.goto in STAFF_WORKFLOWS else route["workflow"]
        command = Command(goto=command.goto,
                          update={**cast(dict[str, Any], command.update),
                                  "staff_request": went,
                                  # a change asked beside the question: the answer says
                                  # that part was not done
                                  "declined_change": bool(route.get("asks_change"))})
    return into_workflow(command, state)

def _out_of_scope_text(state: FrontDoorState) -> str:
    """A greeting or "what can you do?" gets what the assistant does, never a refusal; a
    question about what is not held (VAT, a sales rep, a forecast, the stock) is told so."""
    message = state.get("message", "")
    if greets_or_asks_help(message) or asks_reach(message):
        return "say_staff_capabilities"
    return "say_not_held" if asks_not_held(message) else "say_out_of_scope"


_say_out_of_scope: Node[FrontDoorState, dict[str, Any]] = reply_node(
    "say_out_of_scope", _out_of_scope_text, texts=KIT_TEXTS)
_say_read_only: Node[FrontDoorState, dict[str, Any]] = reply_node(
    "say_read_only", "say_read_only", texts=KIT_TEXTS)


def _in_its_language(say: Node[FrontDoorState, dict[str, Any]], state: FrontDoorState,
                     runtime: Runtime[Context]) -> dict[str, Any]:
    """A refusal in the message's own language when it says one ("send him the report"
    after a French answer: English), else the conversation's: the classifier reads no
    language, and a refusal is no answer of the workflow before it."""
    from services.text import clear_language, leaning_language

    message = state.get("message", "")
    said = clear_language(message) or leaning_language(message)
    if said is None or said == state.get("language"):
        return say(state, runtime)
    return {**say(cast(FrontDoorState, {**state, "language": said}), runtime),
            "language": said}


def say_out_of_scope(state: FrontDoorState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Nothing the back office handles, or what it does not hold: told in the message's
    language (`_in_its_language`)."""
    return _in_its_language(_say_out_of_scope, state, runtime)


def say_read_only(state: FrontDoorState, runtime: Runtime[Context]) -> dict[str, Any]:
    """A change asked: the back office only reads, told in the message's language. The one
    customer the refused change was about ("mark lefevre's F-2026-0105 paid") is the one in
    focus after it: "what does he owe then" is about them (`refused_customer`)."""
    said = _in_its_language(_say_read_only, state, runtime)
    trace: list[dict[str, Any]] = []
    bills: list[str] = []
    customer = refused_customer(state.get("message", ""), runtime, trace, bills)
    if customer is None:  # no one, or no one alone: the focus stays what it was
        return {**said, "trace": [*trace, *said.get("trace", [])]} if trace else said
    turn = int(state.get("turn") or 0)
    focus = BillFocus(customer_id=customer["id"], customer_name=customer["name"],
                      period_words=None, start=None, end=None, period=None, turn=turn)
    kept: dict[str, Any] = {}
    if len(bills) == 1:
        # "change F-2026-1001 to 1000 euros", refused: that bill is what staff is busy with,
        # as if it had been shown ("how late was it?", "what is it for now then?" read it)
        kept = {"staff_request": "billing",
                "billing_settled": SettledBilling(turn=turn, customer=customer, asks="bills",
                                                  status="any", period_words=None,
                                                  period=None, bill=bills[0])}
    return {**said, "bill_focus": focus, **kept,
            "trace": [*trace, {"kind": "node", "node": "say_read_only",
                               "focus": customer["id"]}, *said.get("trace", [])]}


MAX_NAME_WORDS = 20
"""The words of a refused change searched as names, at most (a change is a sentence)."""


def refused_customer(message: str, runtime: Runtime[Context],
                     trace: list[dict[str, Any]], bills: list[str] | None = None
                     ) -> Customer | None:
    """The one customer a refused change speaks of: the owner of the bills it numbers and the
    customers a word of it names whole ("lefevre", "whitfield"; a word only starting a name is
    no one). Two customers, or none: None (a customer is never guessed). `bills` gets the
    numbers of that customer's bills the change names."""
    from nodes.kit.execute import call_tool
    from services.fixtures import search_terms
    from services.text import bill_numbers
    from tools import billing as billing_tools

    store = run_context(runtime).store()
    found: dict[str, Customer] = {}
    numbers = bill_numbers(message)
    owners: set[str] = set()
    owned: dict[str, str] = {}
    for number in numbers:
        bill: Outcome[dict[str, Any]] = call_tool(billing_tools.get_bill, store,
                                                  {"number": number}, trace)
        if bill["result"] is not None:
            owner = bill["result"]
            owners.add(owner["customer_id"])
            owned[number] = owner["customer_id"]
            found[owner["customer_id"]] = {"id": owner["customer_id"],
                                           "name": owner["customer_name"], "email": "",
                                           "company": None}
    numbered = set(search_terms(*numbers))
    words = [w for w in search_terms(message) if len(w) >= 3 and w.isalpha()
             and w not in numbered][:MAX_NAME_WORDS]
    for word in words:
        listed: Outcome[dict[str, Any]] = call_tool(billing_tools.search_customer, store,
                                                    {"query": word}, trace)
        for customer in (listed["result"] or {}).get("customers") or []:
            if word in search_terms(customer["name"], customer.get("company")):
                found[customer["id"]] = {"id": customer["id"], "name": customer["name"],
                                         "email": customer.get("email") or "",
                                         "company": customer.get("company")}
    # "…Paul Girard a réglé hier": the customer named in full (or owning the bill) is the one
    # spoken of, never also every other Girard its surname alone would name
    said = set(words)
    full = {key: customer for key, customer in found.items()
            if key in owners or set(search_terms(customer["name"])) <= said}
    named = full or found
    if len(named) != 1:
        return None
    one = next(iter(named.values()))
    if bills is not None:
        bills.extend(number for number, owner in owned.items() if owner == one["id"])
    return one


# Its own node, not the care desk's `say_model_unavailable` (which also tells the desk's
# queued requests): the same fixed text.
say_classifier_unavailable: Node[FrontDoorState, dict[str, Any]] = reply_node(
    "say_classifier_unavailable", "say_model_unavailable", texts=KIT_TEXTS,
    keeps_question=(CARE_NEXT_REQUEST,))


def say_staff_welcome(state: FrontDoorState, runtime: Runtime[Context]) -> dict[str, Any]:
    """A thanks or a goodbye on the staff channel: a short closing, in the message's own
    language when it says one ("thanks" after a French answer: English), read with rules (no
    model was asked). Nothing is refused and the thread's last answer stays the one a
    follow-up starts from."""
    known: Lang = "en" if state.get("language") == "en" else "fr"
    language = language_of(state.get("message", ""), default=known)
    said = cast(FrontDoorState, {**state, "language": language})
    return {**_say_staff_welcome(said, runtime), "language": language}


_say_staff_welcome: Node[FrontDoorState, dict[str, Any]] = reply_node(
    "say_staff_welcome", "say_staff_welcome", texts=KIT_TEXTS,
    body=lambda state, lang, runtime: render(KIT_TEXTS, closing_text_id(
        state.get("message", ""), "say_staff_welcome", "say_staff_goodbye"), lang, {}))


# "depuis quand ?", "since when?", "sur quelle période ?", "over what period?": the period of
# the last figure, not a new request (a period to read, or an order's delay).
LAST_PERIOD = (
    r"^(?:(?:et|and|mais|but|ok|okay|so|alors|euh|hmm)[,\s]+)*(?:(?:c'est|c est|it'?s|is it|"
    r"is that|that'?s|this is|ca (?:porte|couvre|va)|ce chiffre (?:porte|couvre)|the figure is|"
    r"ca part)\s+)?(?:depuis (?:quand|qd)|since when|a partir de quand|from when|starting when|"
    r"(?:sur|pour|over|for|on|in) (?:quelle|what|which) (?:periode|period|dates?|time span)|"
    r"quelle periode|what period|which period|de quand a quand|from when to when|"
    r"sur quelles dates|quelles dates|what dates|which dates|(?:since|depuis) (?:what|which|"
    r"quelle) (?:date|day|jour))(?:\s+(?:exactement|exactly|precisement|ca|this|that|svp|"
    r"please|stp|ce chiffre|that figure|this figure|ces chiffres|ca couvre|is that|is it|"
    r"c'est|ca part|ca commence|does it (?:start|run|cover)|did it start|donc|then))*\s*\??$")


def since_owed(state: FrontDoorState) -> bool:
    """Is the message "since when?" of the overdue bills the last answer showed as they stand
    now (no period: every one late)? Late since their due dates: how late each is. (After
    a sum owed, "depuis quand ?" still asks what the figure covers.)"""
    billed = state.get("billing_settled")
    # one bill owed, named ("what does Dubois owe?": F-2026-0021): since when it is owed
    one_owed = billed is not None and billed["status"] in ("unpaid", "overdue") \
        and billed.get("shown") is not None
    return billed is not None and (billed["status"] == "overdue" or one_owed) \
        and follow_wants(state.get("message", "")) == "days_overdue"


def asks_last_period(message: str) -> bool:
    """Is the message only "since when?" / "over what period?" about the last figure?"""
    import re

    return bool(re.search(LAST_PERIOD, fold_words(message).strip()))


def _latest_figure(state: FrontDoorState) -> tuple[str, dict[str, Any]]:
    """The text and its parameters for the period the thread's last figure covered."""
    billed, analysed = state.get("billing_settled"), state.get("analysis_settled")
    if analysed is not None and (billed is None or int(analysed.get("turn", 0)) > billed["turn"]):
        start, end = date.fromisoformat(analysed["start"]), date.fromisoformat(analysed["end"])
        return "say_last_period_issued", {"start": start, "end": end,
                                          "kind": analysed["period"]}
    if billed is None:
        return "say_no_last_figure", {}
    period = billed.get("period")
    if period and period.get("start") and period.get("end"):
        start = date.fromisoformat(str(period["start"]))
        end = date.fromisoformat(str(period["end"]))
        text = "say_last_period_paid" if billed["status"] == "paid" \
            else "say_last_period_issued"
        return text, {"start": start, "end": end, "kind": period.get("kind")}
    return "say_last_period_none", {"as_of": billed.get("as_of")}


def _last_period_params(state: FrontDoorState, lang: Lang, runtime: Runtime[Context]
                        ) -> dict[str, Any]:
    _, found = _latest_figure(state)
    if "start" in found:
        words = fmt.period_basis(found["kind"], found["start"], found["end"], lang)
        return {"start": fmt.day_year(found["start"], lang),
                "end": fmt.day_year(found["end"], lang), "basis": words}
    if "as_of" in found:
        store = run_context(runtime).store()
        day = date.fromisoformat(found["as_of"]) if found["as_of"] \
            else store.local(store.now()).date()
        return {"day": fmt.day_year(day, lang)}
    return {}


_say_last_period: Node[FrontDoorState, dict[str, Any]] = reply_node(
    "say_last_period", lambda state: _latest_figure(state)[0], texts=KIT_TEXTS,
    params=_last_period_params, keeps_question=())


def say_last_period(state: FrontDoorState, runtime: Runtime[Context]) -> dict[str, Any]:
    """The period of the last figure, in the language the question is asked in ("since
    when?" after a French answer is answered in English)."""
    known: Lang = "en" if state.get("language") == "en" else "fr"
    language = language_of(state.get("message", ""), default=known)
    said = cast(FrontDoorState, {**state, "language": language})
    return {**_say_last_period(said, runtime), "language": language}
