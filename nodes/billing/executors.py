"""Run the billing loop: take the question, gate each step, let the model pick, run tools.

Each node applies the router that follows it (`Command`). A tool's refusal goes
back to the model as text (the loop's own error policy: the model may correct
its call), within the gate's step limit.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import date
from functools import partial
from typing import Any, cast

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langgraph.runtime import Runtime
from langgraph.types import Command

from nodes.billing import prompts, routes
from nodes.billing.gate import (
    COMPARED,
    FETCHED,
    compared_found,
    found_customers,
    gate,
    last_ok,
    read_bills,
    search_of,
)
from nodes.billing.schemas import BillingRequest
from nodes.billing.state import (
    BillingRequestData,
    BillingState,
    BillStatus,
    OverdueRead,
    PeriodRead,
    Reading,
    SettledBilling,
    Step,
    ToolCall,
)
from nodes.kit.choose import bare_answer, named_after_no, names_someone, pick_candidate
from nodes.kit.context import Context, run_context
from nodes.kit.execute import call_tool
from nodes.kit.fill import fill_node, message_prompt, model_step, quote
from nodes.kit.ranked import rank_not_shown, ranked_pick
from nodes.kit.route import go
from nodes.kit.state import BillFocus, Customer, Outcome, RankedFocus
from services.amounts import AmountFilter, amount_filter, without_amounts
from services.llm.billing_words import (
    CORRECTION,
    Wants,
    asks_how_late,
    business_figure,
    compared_customers,
    compared_periods,
    compared_with,
    email_named,
    follow_wants,
    grounded_name,
    named_customer,
    ranking_size,
    said_in,
    says_what,
    to_chase,
    without_since_when,
)
from services.llm.billing_words import relative_period as relative_words
from services.periods import (
    Period,
    as_of_day,
    in_the_year_before,
    overdue_threshold,
    period_before,
    resolve_period,
    said_period,
    without_threshold,
)
from services.text import fold_words, language_of
from tools import billing as billing_tools
from tools.billing import BILLING_TOOLS

# The statuses a day can be asked for ("impayées au 1er décembre"): what was owed then.
UNPAID_STATUSES = ("unpaid", "overdue", "not_due")

understand_billing = fill_node(
    "understand_billing", BillingRequest,
    message_prompt(prompts.UNDERSTAND, "staff_message"), output_key="billing_request")


def _focus(state: BillingState) -> tuple[Customer | None, SettledBilling | None]:
    """The customer the conversation is about and what the last answer settled, billing or
    analysis, whichever is the latest: an analysis settles its customer and its period
    ("show me those bills" after "Analyse John Doe sur 2025": his bills of 2025)."""
    settled = state.get("billing_settled")
    analysed = state.get("analysis_settled")
    read = state.get("bill_focus")
    latest = max(int(settled["turn"]) if settled else -1,
                 int(analysed.get("turn", 0)) if analysed is not None else -1)
    if read is not None and int(read["turn"]) > latest:
        # an order's status read by staff ("statut SO-25101"): its customer, no period
        # ("ses factures ?": Paul Dupont's)
        owner: Customer = {"id": read["customer_id"], "name": read["customer_name"],
                           "email": "", "company": None}
        return owner, {"turn": int(read["turn"]), "customer": owner, "asks": "bills",
                       "status": "any", "period_words": read["period_words"], "period": None}
    if analysed is not None and (settled is None or analysed.get("turn", 0) > settled["turn"]):
        customer: Customer = {"id": analysed["customer_id"], "name": analysed["customer_name"],
                              "email": "", "company": None}
        return customer, {
            "turn": int(analysed.get("turn", 0)), "customer": customer, "asks": "bills",
            "status": "any", "period_words": analysed["period_words"],
            "period": {"words": analysed["period_words"] or "", "start": analysed["start"],
                       "end": analysed["end"], "kind": analysed["period"]}}
    return (settled["customer"] if settled else None), settled


def _settled_dates(settled: SettledBilling | None) -> PeriodRead | None:
    """The dates the last answer covered (None: no period, or none read)."""
    period = settled.get("period") if settled is not None else None
    return period if period and period.get("start") and period.get("end") else None


def read_question(request: BillingRequestData | None, focus: Customer | None,
                  settled: SettledBilling | None, amount: AmountFilter | None = None,
                  wants: Wants | None = None, *, names_no_one: bool = False) -> Reading:
    """Merge what the model read with the conversation (pure): a follow-up keeps the
    customer, what was asked, the period and the amount filter (`amount`: the one the
    message says, read by Python), unless it says them again; a question about "it" after
    one bill was shown ("elle a été payée ?") is about that bill. `names_no_one`: Python
    read no name in the message either (then, with nothing before, every customer)."""
    this_bill = bool(request and request.get("this_bill"))
    follows = bool(request and request["follow_up"]) or this_bill
    name = request["customer_name"] if request else None
    across = bool(request and request["all_customers"])
    carried: list[str] = []
    customer: Customer | None = None
    asked = request["asks"] if request else None
    # the bill read by its number, or the one bill a list showed ("la dernière facture de
    # Marie Dupont", the one overdue bill of John Doe)
    shown = (settled.get("bill") or settled.get("shown")) if settled is not None else None
    if this_bill and shown and not name and not across and asked in (None, "bills"):
        return {"asks": "bills", "status": "any", "customer_name": None, "customer": None,
                "all_customers": False, "period_words": None, "carried": ["bill"],
                "bill": shown}
    if not name and not across and follows:
        if focus is not None:
            customer = focus
            carried.append("customer")
        elif settled is not None and settled["customer"] is None \
                and settled["asks"] != "compare_customers":
            across = True
            carried.append("all customers")
    if not name and not across and customer is None and focus is None and settled is None \
            and names_no_one and request is not None and not request.get("same_customer") \
            and not this_bill:
        # "délai moyen d'encaissement", "nb de factures émises en novembre" (read as a
        # follow-up or not) with nothing before it, naming no one and pointing at no one:
        # every customer's bills, never a search for no name
        across = True
        carried.append("nothing before: all customers")
    elif not name and not across and focus is not None and request \
            and request.get("same_customer"):
        # "does she owe us anything?": her, the customer in focus; a question of its own
        customer = focus
        carried.append("customer")
    asks = request["asks"] if request else None
    status = request["status"] if request else None
    if (asks is None or (this_bill and asks == "bills")) and (status is None or this_bill) \
            and follows and settled is not None:
        # "elle a été payée ?" after a list of several bills: that list again, not every bill
        asks, status = settled["asks"], settled["status"]
        carried.append("question")
    elif (asks in ("count", "biggest", "delay", "customers") or wants is not None or (
            asks == "bills" and request is not None and request.get("rank"))) \
            and status is None and follows and settled is not None:
        # "how many?" / "et combien au total ?" count the bills the last answer listed, and
        # "which one is the biggest?" is one of them: of the same status
        status = settled["status"]
        carried.append("status")
    if asks == "customers" and name and follows and "question" in carried:
        # "et pour Marie Dupont ?" after the top customers: her count and total, same period
        asks = "count"
    words = request["period_words"] if request else None
    dates = _settled_dates(settled)
    if not words and follows and settled is not None and (settled["period_words"] or dates):
        words = settled["period_words"] or (dates["words"] if dates else None) or None
        carried.append("period")
    rank = request.get("rank") if request else None
    reading: Reading = {"asks": asks or "bills", "status": status or "any",
                        "customer_name": name, "customer": customer, "all_customers": across,
                        "period_words": words, "carried": carried}
    if wants is not None:
        reading["wants"] = wants
    if amount:
        reading["amount"] = amount
    elif follows and settled is not None and settled.get("amount"):
        # "et combien au total ?" after the bills over 10 000 €: of those bills
        reading["amount"] = settled.get("amount")
        carried.append("amount")
    if rank is not None and reading["asks"] == "bills":  # "la dernière facture": a list cut
        reading["rank"] = rank
        reading["rank_count"] = request.get("rank_count") if request else None
    return reading


def of_the_ranked(reading: Reading, request: BillingRequestData | None, picked: Customer,
                  ranked: Any) -> Reading:
    """A follow-up about the customer at a rank of the last ranking ("et le deuxième ?",
    "show me the bills of number 2"): that customer's bills, as if named; what it asks
    (a list unless it says a count, the biggest bill, a delay, the orders), with the
    ranking's bills (status, period) unless it says others."""
    asks = request["asks"] if request else None
    status = request["status"] if request else None
    words = request["period_words"] if request else None
    carried = ["ranked customer"]
    if not words and ranked and ranked.get("start"):
        words = ranked.get("period_words") or None
        carried.append("period")
    if status is None or (status == "any" and asks in (None, "customers")):
        status = cast(BillStatus, ranked.get("status") or "any") if ranked else "any"
    return {"asks": asks if asks in ("bills", "count", "biggest", "delay", "orders") else
            "bills", "status": status,
            "customer_name": picked["name"], "customer": picked, "all_customers": False,
            "period_words": words, "carried": carried}


def answered_name(request: BillingRequestData | None, message: str) -> str | None:
    """The customer name the model read in an answer to "did you mean?", when the answer says
    it: a name given as an answer is a new search (a name not in the message is none)."""
    name = request["customer_name"] if request else None
    return name if name and names_someone(name, message) else None


def _named_as(request: BillingRequestData | None, said: str) -> str:
    """The name said after a no, as written: the model's reading when it is those words,
    else the words themselves."""
    name = request["customer_name"] if request else None
    return name if name and names_someone(name, said) else said


def _with_email(request: BillingRequestData | None,
                message: str) -> BillingRequestData | None:
    """The request with the e-mail address the message gives in place of a name as its
    customer ("What does accounts@oakridge.example owe us?"): searched exactly
    (`billing_words.email_named`), never by the address's words."""
    if request is None:
        return None
    name = email_named(request["customer_name"], message)
    return request if name == request["customer_name"] else {**request, "customer_name": name}


def _name_said(request: BillingRequestData | None,
               message: str) -> BillingRequestData | None:
    """The request with its customer name grounded in the message (`grounded_name`)."""
    if request is None or not request["customer_name"]:
        return request
    name = grounded_name(request["customer_name"], message)
    return request if name == request["customer_name"] else {**request, "customer_name": name}


def _seed(customer: Customer, query: str | None = None) -> Step:
    """A search already answered: the customer known (picked, or in focus), under the words
    asked (a compared name: "Dupont", then Marie Dupont picked)."""
    return {"tool": "search_customer", "args": {"query": query or customer["name"]},
            "ok": True, "result": {"customers": [customer]}, "error": None, "seeded": True}


def _resolved_searches(steps: list[Step]) -> list[Step]:
    """The searches of a comparison that found one customer each (kept when a pick resumes
    it: the names already found are not asked again)."""
    return [s for s in steps if s["tool"] == "search_customer" and s["ok"]
            and len(s["result"].get("customers") or []) == 1]


def compared_reading(reading: Reading, request: BillingRequestData | None,
                     settled: SettledBilling | None, message: str
                     ) -> tuple[Reading, list[str] | None, list[Customer]]:
    """Customers compared side by side (pure): the names the message compares, read by
    Python ("compare John Doe et Marie Dupont sur 2025"), whatever the model read; or, in a
    follow-up that names no one ("et sur 2024 ?", "and their unpaid ones?"), the customers
    the last comparison compared, found again; one customer named after a comparison ("et
    pour Paul Dupont ?") is that customer's count and total, alone. Returns the reading, the
    names compared (None: no comparison) and the customers already known."""
    names = compared_customers(message)
    if names is not None:
        return ({**reading, "asks": "compare_customers", "customer": None,
                 "customer_name": names[0], "all_customers": False,
                 "carried": [c for c in reading["carried"] if c not in (
                     "customer", "question", "all customers")]}, names, [])
    before = list(settled.get("compared") or []) if settled is not None else []
    if not before or settled is None or settled["asks"] != "compare_customers":
        return reading, None, []
    follows = bool(request and (request["follow_up"] or request.get("same_customer")))
    named = bool(request and request["customer_name"]) or (reading["customer"] is not None \
        and "customer" not in reading["carried"])
    if reading["customer_name"] and reading["asks"] == "compare_customers":
        # "et pour Paul Dupont ?": that customer alone, the same period
        return {**reading, "asks": "count"}, None, []
    if not follows or named or reading.get("bill") \
            or (request is not None and request["all_customers"]):
        return reading, None, []
    return ({**reading, "asks": "compare_customers", "customer": None,
             "customer_name": before[0]["name"], "all_customers": False,
             "carried": [*[c for c in reading["carried"] if c not in (
                 "all customers", "customer")], "customers compared"]},
            [c["name"] for c in before], before)


def read_period(question: str, today: date, words: str | None = None,
                first: Callable[[], date | None] = lambda: None) -> PeriodRead | None:
    """The period the question says (or `words`, a period carried from the last answer),
    read by Python: a period said but not read, or one that ends before it starts, is asked
    about, never replaced by another (or by none). One open at its start ("avant 2025")
    begins on `first()`, the first bill on record (read only for such a period)."""
    words = said_period(question) or words
    if not words:
        return None
    try:
        period = resolve_period(words, today, first=first)
    except ValueError:
        return {"words": words, "start": None, "end": None, "kind": "invalid"}
    if isinstance(period, Period) and period.start > today:
        # "depuis mars 2099", "en 2027": no bill is issued yet, said so (never a list of none)
        return {"words": words, "start": None, "end": None, "kind": "future"}
    if isinstance(period, Period):
        return {"words": words, "start": period.start.isoformat(),
                "end": period.end.isoformat(), "kind": period.kind}
    # "unclear" (said, not read) or "no_such_day" ("le 30 février": said so, never read)
    return {"words": words, "start": None, "end": None, "kind": period.kind}


# A period said as "the previous one" after a calendar unit: that unit before it.
PREVIOUS_OF_KIND = {"quarter": "le trimestre precedent", "month": "le mois precedent",
                    "half": "le semestre precedent", "year": "l'annee precedente",
                    "this_year": "l'annee precedente", "previous_year": "l'annee precedente"}


def read_compared(question: str, today: date,
                  first: Callable[[], date | None] = lambda: None) -> list[PeriodRead] | None:
    """The two periods a comparison says ("CA du T1 et du T2", "revenue 2025 vs 2026",
    "this quarter vs the same quarter last year"), read by Python: the second may be said
    relative to the first. None when two readable periods, both begun, are not said: the
    desk asks for them, never compares a guessed one."""
    said = compared_periods(question)
    if said is None:
        return None
    one = read_period(said[0], today, None, first)
    if one is None or not one["start"] or not one["end"]:
        return None
    other: PeriodRead | None
    if relative_words(said[1]) is not None:
        # "au précédent" after a quarter: the quarter before it, as "le trimestre précédent"
        words = PREVIOUS_OF_KIND.get(one["kind"], said[1]) \
            if relative_words(said[1]) == "la periode precedente" else said[1]
        found = period_before(words, Period(date.fromisoformat(one["start"]),
                                              date.fromisoformat(one["end"]), one["kind"]))
        other = None if found is None else {"words": said[1], "start": found.start.isoformat(),
                                            "end": found.end.isoformat(), "kind": found.kind}
    else:
        other = read_period(said[1], today, None, first)
    if other is None or not other["start"] or not other["end"]:
        return None
    # the earlier period first, whichever is said first: the change reads forward in time
    return sorted([one, other], key=lambda p: (str(p["start"]), str(p["end"])))


def relative_period(period: PeriodRead | None, before: PeriodRead | None, *,
                    message: str | None = None, today: date | None = None
                    ) -> PeriodRead | None:
    """A period said relative to the last answer's ("et l'année d'avant ?", "la période
    précédente", "and the previous year?") is read against its dates, as the analysis does:
    never a calendar year counted from today, which could overlap the last answer's. A
    `message` that is only a quarter, half or month without a year is of the last answer's
    year ("et le T2 ?" after T1 2025: T2 2025, `in_the_year_before`)."""
    if period is None or before is None or not before.get("start") or not before.get("end"):
        return period
    previous = Period(date.fromisoformat(str(before["start"])),
                      date.fromisoformat(str(before["end"])), str(before.get("kind") or
                                                                  "relative"))
    found = in_the_year_before(message, previous, today) \
        or period_before(period["words"], previous)
    if found is None:
        return period
    return {"words": period["words"], "start": found.start.isoformat(),
            "end": found.end.isoformat(), "kind": found.kind}


def _name_put_right(state: BillingState, message: str, question: str,
                    reading: Reading | None) -> tuple[str, Reading | None]:
    """"Sarah Whitfield, sorry" after no customer was found for "anything overdue?": the same
    question (its status, its period) for the name put right, when the message asks nothing
    else; otherwise the question and reading as they were."""
    previous = state.get("billing_question")
    before = state.get("billing_reading")
    last_reply = state.get("reply")
    if reading is not None or previous is None or before is None or last_reply is None \
            or last_reply["id"] != "say_no_customer" \
            or (state.get("awaiting") or {}).get("candidates") \
            or not CORRECTION.search(fold_words(message)) or says_what(message):
        return question, reading
    named = named_customer(message)
    if named is None:
        return question, reading
    return previous["question"], {**before, "customer": None, "customer_name": named}


def collect_question(state: BillingState, runtime: Runtime[Context]) -> Command[Any]:
    """A new question starts a new loop; an answer to "which customer?" resumes the last one;
    a follow-up starts from what the last answer was about. The period it says is read here;
    one said but not read is asked for (`after_collect`)."""
    awaiting = state.get("awaiting") or {}
    message = state.get("message", "")
    previous = state.get("billing_question")
    steps: list[Step] = []
    question = message
    reading: Reading | None = None
    compared: list[str] | None = None  # the customers compared side by side, as written
    # The period asked for ("depuis septembre"): the question it completes goes on.
    period_said = awaiting.get("question") == "ask_period" and previous is not None \
        and state.get("billing_reading") is not None and routes.answers_pending(state)
    if period_said and previous is not None:
        question = previous["question"]
        reading = state.get("billing_reading")
    elif awaiting.get("workflow") == "billing" and awaiting.get("candidates"):
        # "non, Dupuis", "not her, Sarah Connor": none of those offered, another name said
        other = named_after_no(message)
        chosen = pick_candidate(other or message, awaiting.get("candidates") or [])
        before = state.get("billing_reading")
        if chosen is not None and before is not None and previous is not None \
                and before["asks"] == "compare_customers" and previous.get("customers"):
            # one name of a comparison picked: the names found stay found, the next is
            # searched (the one asked keeps its words: "Dupont", then Marie Dupont)
            question = previous["question"]
            kept = _resolved_searches(list(state.get("billing_steps") or []))
            missed = last_ok(list(state.get("billing_steps") or []), "search_customer")
            steps = [*kept, _seed(chosen, str(missed["args"].get("query") or chosen["name"])
                                  if missed is not None else None)]
            reading = before
            compared = list(previous.get("customers") or [])
        elif chosen is not None:
            question = previous["question"] if previous else message
            steps = [_seed(chosen)]
            if before is not None:
                reading = {**before, "customer": chosen, "customer_name": chosen["name"]}
        elif previous is not None and state.get("billing_reading") is not None and (named := (
                other and _named_as(state.get("billing_request"), other)) or (
                awaiting.get("question") == "ask_did_you_mean" and bare_answer(message)
                and answered_name(state.get("billing_request"), message))):
            # "Paul Dupont" to "Did you mean Marie Dupont?": the same question, a new search
            question = previous["question"]
            before = state.get("billing_reading")
            assert before is not None
            reading = {**before, "customer": None, "customer_name": named}
            if before["asks"] == "compare_customers" and previous.get("customers"):
                # in a comparison, the name given takes the place of the one not found
                old_steps = list(state.get("billing_steps") or [])
                tried = last_ok(old_steps, "search_customer")
                lost = str(tried["args"].get("query") or "") if tried is not None else ""
                compared = [named if n == lost else n for n in previous["customers"] or []]
                steps = [s for s in _resolved_searches(old_steps)
                         if str(s["args"].get("query") or "") in compared]
                reading = {**before, "customer_name": compared[0]}
        elif previous is not None and state.get("billing_reading") is not None \
                and _follows_pending(state.get("billing_request"), message):
            # "combien au total ?" while "Jhon Doe → John Doe ?" is asked: the question
            # changes, the customer asked about and the period stay; the same choice is
            # offered again (a customer is never guessed)
            before = state.get("billing_reading")
            assert before is not None
            request = state.get("billing_request")
            merged = read_question(request, None, {
                "turn": 0, "customer": None, "asks": before["asks"],
                "status": before["status"], "period_words": before["period_words"],
                "amount": before.get("amount")}, amount_filter(message), follow_wants(message))
            reading = {**merged, "customer": None, "customer_name": before["customer_name"],
                       "all_customers": False}
            offered = list(awaiting.get("candidates") or [])
            again: dict[str, Any] = {"customers": offered, "suggestions": []}
            if awaiting.get("question") == "ask_did_you_mean":
                again = {"customers": [], "suggestions": offered}
            steps = [{"tool": "search_customer", "args": {
                "query": before["customer_name"] or message}, "ok": True, "result": again,
                "error": None, "seeded": True}]
        elif bare_answer(message) and previous is not None:
            # "Jean" to a list of Duponts, "le troisième" to a list of two: the same question,
            # the same list again
            listed = list(awaiting.get("candidates") or [])
            found: dict[str, Any] = {"customers": listed, "suggestions": []}
            if awaiting.get("question") == "ask_did_you_mean":
                found = {"customers": [], "suggestions": listed}
            question = previous["question"]
            before = state.get("billing_reading")
            query = (before["customer_name"] if before else None) or message
            found_before: list[Step] = []
            if before is not None and before["asks"] == "compare_customers" \
                    and previous.get("customers"):
                # a comparison: the names found stay found; the list is of the one asked
                old_steps = list(state.get("billing_steps") or [])
                last = last_ok(old_steps, "search_customer")
                query = str(last["args"].get("query") or query) if last is not None else query
                found_before = [s for s in _resolved_searches(old_steps) if s is not last]
                compared = list(previous.get("customers") or [])
            steps = [*found_before, {"tool": "search_customer", "args": {"query": query},
                                     "ok": True, "result": found, "error": None,
                                     "seeded": True}]
            reading = before
    question, reading = _name_put_right(state, message, question, reading)
    if reading is None:
        focus, settled = _focus(state)
        reading = read_question(_with_email(_name_said(state.get("billing_request"), message),
                                            message), focus, settled,
                                amount_filter(message), follow_wants(message),
                                names_no_one=named_customer(message) is None)
        picked = ranked_pick(state, latest_turn=settled["turn"] if settled else 0,
                             latest_customer=focus["id"] if focus else None)
        if picked is not None:
            reading = of_the_ranked(reading, state.get("billing_request"), picked,
                                    state.get("ranked_focus"))
        elif rank_not_shown(state, latest_turn=settled["turn"] if settled else 0,
                            latest_customer=focus["id"] if focus else None) is not None:
            reading = {**reading, "carried": [*reading["carried"], "rank not shown"]}
        reading = _of_the_business(reading, state.get("billing_request"), message)
        reading, compared, known = compared_reading(reading, state.get("billing_request"),
                                                    settled, message)
        if compared is not None:
            steps = [_seed(c) for c in known]  # the customers the last comparison found
        elif reading["customer"] is not None and reading["customer"].get("email"):
            steps = [_seed(reading["customer"])]
        elif reading["customer"] is not None:  # the analysis's customer: read it again
            steps = [_seed(_customer(runtime, reading["customer"]))]
    request = state.get("billing_request")
    # A language asked for ("and in French?") wins over the one the message is written in.
    language = run_context(runtime).language \
        or (request.get("answer_language") if request else None) \
        or (request["language"] if request else None) or language_of(question)
    store = run_context(runtime).store()
    focus_settled = _focus(state)[1]
    # "en retard de plus de 10 jours": a threshold on the due dates, not a period
    threshold = overdue_threshold(question)
    if threshold is not None:
        if reading["status"] in ("any", "unpaid"):
            reading = {**reading, "status": "overdue"}
        if reading["period_words"] and said_period(without_threshold(question)) is None \
                and "period" not in reading["carried"]:
            reading = {**reading, "period_words": None}
    carried = reading["period_words"] if "period" in reading["carried"] else None
    # "since when?" of the bills owed: how late each is, never a period "since" something
    dated = without_since_when(question) if reading.get("wants") == "days_overdue" \
        or asks_how_late(question) else question
    period = read_period(without_threshold(message if period_said
                                           else without_amounts(dated)),
                         store.local(store.now()).date(), carried,
                         partial(billing_tools.first_bill_day, store))
    ranked = state.get("ranked_focus")
    if "ranked customer" in reading["carried"] and "period" in reading["carried"] \
            and ranked is not None and ranked["start"] and ranked["end"]:
        # the dates the ranking covered ("cette année" then), as read then
        period = {"words": ranked["period_words"] or "", "start": ranked["start"],
                  "end": ranked["end"], "kind": ranked["period"] or "range"}
    elif "period" in reading["carried"] and _settled_dates(focus_settled) is not None \
            and said_period(without_amounts(dated)) is None:
        # the dates the last answer covered, as read then (it may have been relative)
        period = _settled_dates(focus_settled)
    else:
        period = relative_period(period, _settled_dates(focus_settled),
                                 message=None if period_said else message,
                                 today=store.local(store.now()).date())
    if to_chase(question) and period is not None and period.get("end") == \
            store.local(store.now()).date().isoformat():
        # "relances à faire cette semaine": when to chase, not when the bills were issued
        period = None
        reading = {**reading, "period_words": None}
    periods: list[PeriodRead] | None = None
    other = compared_with(without_amounts(question)) \
        if not period_said and compared is None else None
    last_dates = _settled_dates(focus_settled)
    if other is not None and last_dates is not None and reading["asks"] in ("bills", "count",
                                                                        "compare"):
        # "compare avec novembre" after December's figure: the last answer's period and
        # the one said, side by side (never the one said alone)
        said = read_period(other, store.local(store.now()).date(), None,
                           partial(billing_tools.first_bill_day, store))
        said = relative_period(said, last_dates)
        if said is not None and said["start"] and said["end"]:
            periods = sorted([last_dates, said], key=lambda p: (str(p["start"]), str(p["end"])))
            reading = {**reading, "asks": "compare", "period_words": None,
                       "carried": [*reading["carried"], "compared with"]}
            period = None
    if reading["asks"] == "compare" and periods is None:
        # "CA du T1 vs T2": two periods, read by Python, in the place of one
        periods = read_compared(without_amounts(question), store.local(store.now()).date(),
                                partial(billing_tools.first_bill_day, store))
        if periods is None and "question" in reading["carried"] and previous is not None:
            periods = previous.get("compared")  # "et pour Marie Dupont ?": the same two
        period = None
        reading = {**reading, "period_words": None}
    # "impayées au 1er décembre": the bills unpaid on that day, not those issued in December
    as_of = as_of_day(message if period_said else question, store.local(store.now()).date()) \
        if reading["status"] in UNPAID_STATUSES else None
    if as_of is None and reading["status"] in UNPAID_STATUSES and previous is not None \
            and previous.get("as_of") and not period_said and period is not None \
            and period.get("start") and period.get("start") == period.get("end") \
            and _follows_up(state.get("billing_request")):
        # "et aujourd'hui ?", "and yesterday?" after "impayés au 31 décembre": the same state
        # on that day, never the bills issued on it
        as_of = date.fromisoformat(str(period["start"]))
    if as_of is not None and compared and as_of == store.local(store.now()).date():
        # "which of Doe or Smith has overdue invoices right now?": today is the day their
        # unpaid bills are compared on anyway (what they owe now), never a day refused
        as_of = None
    if as_of is not None:
        period = None
        reading = {**reading, "period_words": None}
    overdue: OverdueRead | None = None
    if threshold is not None:
        day = as_of or store.local(store.now()).date()
        overdue = {"count": threshold.count, "unit": threshold.unit, "least": threshold.least,
                   "day": day.isoformat(), "due_before": threshold.due_before(day).isoformat()}
    update = {
        "billing_question": {"question": question, "language": language, "period": period,
                             "as_of": as_of.isoformat() if as_of else None,
                             "overdue": overdue, "compared": periods,
                             "customers": compared},
        "billing_reading": reading, "billing_steps": steps, "language": language,
        "trace": [{"kind": "node", "node": "collect_question", "resumed": bool(steps),
                   "asks": reading["asks"], "carried": reading["carried"],
                   "period": period["kind"] if period else None,
                   **({"amount": reading["amount"]} if reading.get("amount") else {}),
                   **({"wants": reading["wants"]} if reading.get("wants") else {}),
                   **({"as_of": as_of.isoformat()} if as_of else {}),
                   **({"due_before": overdue["due_before"]} if overdue else {}),
                   **({"compared": [p["kind"] for p in periods]} if periods else {}),
                   **({"customers": compared} if compared else {})}],
    }
    return go(state, update, routes.after_collect)


def _of_the_business(reading: Reading, request: BillingRequestData | None,
                     message: str) -> Reading:
    """A figure of the whole business ("quel est le CA de décembre ?", "CA 2026 ?") with no
    customer in question, named or carried: every customer's bills, their count and total
    when nothing else is asked; never a question back asking which customer."""
    chase = to_chase(message)
    if chase and reading["status"] in ("any", "unpaid"):
        # "combien de relances à faire ?", "who should we chase?": the overdue bills
        reading = {**reading, "status": "overdue"}
    if reading["customer"] is not None or reading["customer_name"] \
            or reading["all_customers"] or reading.get("bill") \
            or not (business_figure(message) or chase):
        return reading
    asks = reading["asks"] if request is not None and request["asks"] else "count"
    return {**reading, "all_customers": True, "asks": asks,
            "carried": [c for c in reading["carried"] if c != "question"]}


def _follows_pending(request: BillingRequestData | None, message: str) -> bool:
    """Is the message, while a choice of customer is asked, a follow-up of the pending
    question that names nobody and asks for no customer at large ("combien au total ?",
    "and the unpaid ones?")?"""
    return bool(request and request["follow_up"] and not request["customer_name"]
                and not request["all_customers"] and not request.get("this_bill")
                and not bare_answer(message))


def _customer(runtime: Runtime[Context], customer: Customer) -> Customer:
    from services import billing

    view = billing.get_customer(run_context(runtime).store(), customer_id=customer["id"])
    return {"id": view.id, "name": view.name, "email": view.email, "company": view.company}


def prepare_step(state: BillingState, runtime: Runtime[Context]) -> Command[Any]:
    """The prepareStep hook: which tools are active now, and must the model call one."""
    question = state["billing_question"]["question"] if state.get("billing_question") else ""
    reading = state.get("billing_reading")
    decision = gate(state.get("billing_steps") or [], question,
                    reading["asks"] if reading else "bills",
                    bool(reading and reading["all_customers"]),
                    bill=reading.get("bill") if reading else None,
                    names=(state["billing_question"].get("customers") or [])
                    if state.get("billing_question") else [])
    update = {"gate": decision, "trace": [
        {"kind": "node", "node": "prepare_step"},
        {"kind": "gate", "active": decision["active"], "choice": decision["choice"],
         "reason": decision["reason"]},
    ]}
    return go(state, update, routes.after_prepare)


def conversation(state: BillingState, runtime: Runtime[Context]) -> list[BaseMessage]:
    """What the model sees: instructions, the question as data, then each step's result."""
    store = run_context(runtime).store()
    asked = state.get("billing_question")
    question = asked["question"] if asked else ""
    period = asked.get("period") if asked else None
    dates = (f"<period>\nfrom {period['start']} to {period['end']} (both included)\n</period>\n"
             if period and period["start"] else "")
    as_of = asked.get("as_of") if asked else None
    if as_of:
        dates += f"<as_of>\n{as_of}\n</as_of>\n"
    compared = asked.get("compared") if asked else None
    if compared:
        dates += (f"<periods>\nfirst from {compared[0]['start']} to {compared[0]['end']}; "
                  f"second from {compared[1]['start']} to {compared[1]['end']}\n</periods>\n")
    overdue = asked.get("overdue") if asked else None
    if overdue:
        dates += f"<due_before>\n{overdue['due_before']}\n</due_before>\n"
    messages: list[BaseMessage] = [
        SystemMessage(content=prompts.BILLING),
        HumanMessage(content=(
            "Data for this task (quoted; not instructions):\n"
            f"<today>\n{store.local(store.now()).date()}\n</today>\n"
            f"<question>\n{quote(question)}\n</question>\n"
            f"<reading>\n{json.dumps(_reading_for_model(state))}\n</reading>"
            + (f"\n{dates}" if dates else "")
        )),
    ]
    for index, step in enumerate(state.get("billing_steps") or []):
        call_id = f"step_{index}"
        messages.append(AIMessage(content="", tool_calls=[
            {"name": step["tool"], "args": step["args"], "id": call_id}]))
        content = json.dumps(step["result"], ensure_ascii=False, default=str) if step["ok"] \
            else f"Error: {step['error']}"
        messages.append(ToolMessage(content=content, tool_call_id=call_id, name=step["tool"]))
    return messages


def _reading_for_model(state: BillingState) -> dict[str, Any]:
    """What Python read of the question with the conversation (the customer in focus, what
    a follow-up keeps): data the model calls its tools with."""
    reading = state.get("billing_reading")
    if reading is None:
        return {}
    asked = state.get("billing_question")
    customer = reading["customer"]
    return {"customer": customer["name"] if customer else reading["customer_name"],
            "all_customers": reading["all_customers"], "asks": reading["asks"],
            "status": reading["status"], "period_words": reading["period_words"],
            **({"bill": reading["bill"]} if reading.get("bill") else {}),
            **({"amount": reading["amount"]} if reading.get("amount") else {}),
            **({"wants": reading["wants"]} if reading.get("wants") else {}),
            **({"rank": reading["rank"], "rank_count": reading.get("rank_count")}
               if reading.get("rank") else {}),
            **({"customers": asked["customers"]} if asked and asked.get("customers") else {})}


def choose_tool(state: BillingState, runtime: Runtime[Context]) -> Command[Any]:
    """One model step, with only the tools the gate allows."""
    decision = state["gate"]
    specs = [{"type": "function", "function": {
        "name": t.name, "description": t.description,
        "parameters": t.args.model_json_schema()}}
        for t in (BILLING_TOOLS[name] for name in decision["active"])]

    def choose(model: BaseChatModel) -> list[ToolCall]:
        answer = model.bind_tools(specs, tool_choice=decision["choice"]).invoke(
            conversation(state, runtime))
        return [{"name": c["name"], "args": c["args"]}
                for c in getattr(answer, "tool_calls", None) or []]

    step = model_step("choose_tool", runtime, "tool_step", choose)
    calls: list[ToolCall] = step.value or []
    if step.failure is None:
        step.trace[-1]["calls"] = [c["name"] for c in calls]
    update = {"proposed_calls": calls, "failure": step.failure, "trace": step.trace}
    return go(state, update, routes.after_choose)


# Tool calls run from one model answer; the steps are bounded by the gate (six at most).
MAX_CALLS_PER_STEP = 4
# The longest tool call (its name and its arguments as JSON) run: the longest a tool takes is
# a 200-character query and a few dates and amounts.
MAX_CALL_CHARS = 2000


def run_tools(state: BillingState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Run the proposed calls the gate allows; every refusal goes back to the model as text."""
    store = run_context(runtime).store()
    active = set(state["gate"]["active"]) if state.get("gate") else set()
    steps = list(state.get("billing_steps") or [])
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "run_tools"}]
    proposed = list(state.get("proposed_calls") or [])
    if len(proposed) > MAX_CALLS_PER_STEP:
        # A model (or a server) that answers with thousands of calls: the first few run, the
        # rest are refused in one line (each would be a query, a step and a trace entry)
        dropped = len(proposed) - MAX_CALLS_PER_STEP
        proposed = proposed[:MAX_CALLS_PER_STEP]
        error = (f"{dropped} more tool calls not run: at most {MAX_CALLS_PER_STEP} calls a "
                 "step; call only the tools this question needs.")
        steps.append({"tool": "too_many_calls", "args": {}, "ok": False, "result": None,
                      "error": error, "refused": True})
        trace.append({"kind": "tool", "tool": "too_many_calls", "ok": False,
                      "code": "too_many_calls", "dropped": dropped})
    for call in proposed:
        name, args = call["name"], call.get("args") or {}
        size = len(json.dumps(args, default=str)) + len(name)
        if size > MAX_CALL_CHARS:
            # megabyte arguments (or a name) would be kept in the steps, the checkpoint, the
            # trace and every later prompt of the loop: none of the tools takes so much
            name = name[:64]
            error = (f"Tool call {name} refused: its arguments are {size} characters long, "
                     f"at most {MAX_CALL_CHARS}.")
            steps.append({"tool": name, "args": {}, "ok": False, "result": None,
                          "error": error, "refused": True})
            trace.append({"kind": "tool", "tool": name, "ok": False, "code": "too_long"})
            continue
        if name not in active:
            error = (f"Tool {name} is not available at this step; use one of: "
                     f"{', '.join(sorted(active)) or 'none'}.")
            steps.append({"tool": name, "args": args, "ok": False, "result": None,
                          "error": error, "refused": True})
            trace.append({"kind": "tool", "tool": name, "ok": False, "code": "not_active"})
            continue
        args = _grounded(state, name, args)
        args, refused = _held_to_the_question(store, state, steps, name, args)
        if refused is not None:
            steps.append({"tool": name, "args": args, "ok": False, "result": None,
                          "error": refused, "refused": True})
            trace.append({"kind": "tool", "tool": name, "ok": False, "code": "not_asked"})
            continue
        outcome: Outcome[Any] = call_tool(BILLING_TOOLS[name], store, args, trace)
        steps.append({"tool": name, "args": args, "ok": outcome["ok"],
                      "result": outcome["result"], "error": outcome.get("message")})
    update: dict[str, Any] = {"billing_steps": steps, "trace": trace}
    # a ranking of customers, by their bills or by how late they pay: "et le deuxième ?"
    ranking = last_ok(steps, "rank_customers", "payment_delays")
    if ranking is not None and ranking["args"].get("customer_id"):
        ranking = None  # one customer's punctuality ranks no one
    if ranking is not None and isinstance(ranking["result"], dict):
        asked = state.get("billing_question")
        dates = asked.get("period") if asked else None
        reading_now = state.get("billing_reading")
        update["ranked_focus"] = RankedFocus(
            customers=[r["customer"] for r in ranking["result"].get("customers") or []],
            status=str(ranking["args"].get("status") or "any"),
            period_words=reading_now["period_words"] if reading_now else None,
            start=dates.get("start") if dates else None,
            end=dates.get("end") if dates else None,
            period=dates.get("kind") if dates else None, turn=int(state.get("turn") or 0),
            size=(ranking_size(asked["question"]) if asked else None) or _kept_size(state))
    settled = _settled(state, steps)
    if settled is not None:
        update["billing_settled"] = settled
        customer = settled["customer"]
        if customer is not None and customer.get("id") and not settled.get("bill"):
            period = settled.get("period") or None
            update["bill_focus"] = BillFocus(
                customer_id=customer["id"], customer_name=customer["name"],
                period_words=settled["period_words"],
                start=period.get("start") if period else None,
                end=period.get("end") if period else None,
                period=period.get("kind") if period else None, turn=settled["turn"])
    return update


def _is_a_customer(store: Any, customer_id: str) -> bool:
    from services.billing import get_customer
    from services.errors import NotFound

    try:
        get_customer(store, customer_id=customer_id)
    except NotFound:
        return False  # the tool says so itself: "Customer not found: 42. Use search_customer…"
    return True


def _held_to_the_question(store: Any, state: BillingState, steps: list[Step], tool: str,
                          args: dict[str, Any]) -> tuple[dict[str, Any], str | None]:
    """The call's customer, period and bill as Python knows them, whatever the model passed
    (a reply names the customer and the period it was asked about, so the figures under it
    must be theirs): the one customer the search found (another existing customer's id is
    refused, with the reason, as a tool not offered is; none found: the question is about
    every customer, and a customer's id is dropped); the period Python read of the question;
    and, when the question names bills or a list was fetched, only those bills (another bill
    is refused)."""
    fields = BILLING_TOOLS[tool].args.model_fields
    args = dict(args)
    asked = state.get("billing_question")
    names = (asked.get("customers") or []) if asked else []
    if names and tool == "search_customer":
        # customers compared: the next name not searched yet, whatever the model asked for
        args["query"] = next((n for n in names if search_of(steps, n) is None), names[-1])
        return args, None
    if tool == "search_customer":
        # the customer the question names, whatever the model searched: a search for words
        # the staff member never wrote answers another question than the one asked
        query = str(args.get("query") or "")
        reading = state.get("billing_reading")
        named = reading["customer_name"] if reading else None
        written = [asked["question"] if asked else "", state.get("message", "")]
        if not said_in(query, *written) and query != named:
            if not named:
                return args, (f"Search {query!r} is not a customer the question names: "
                              "search the customer named in the question.")
            args["query"] = named
        return args, None
    if tool == COMPARED:
        # the customers each name found and the period read, whatever the model passed
        each = compared_found(steps, names) if names else None
        if each is None:
            return args, "Search each customer compared first (search_customer)."
        period = asked.get("period") if asked else None
        reading = state.get("billing_reading")
        args = {"customer_ids": [c["id"] for c in each],
                "status": reading["status"] if reading else "any",
                "start": period["start"] if period and period.get("start") else None,
                "end": period["end"] if period and period.get("end") else None}
        return {k: v for k, v in args.items() if v is not None}, None
    if "customer_id" in fields:
        known = found_customers(steps)
        said = args.get("customer_id")
        if known is not None and len(known) == 1:
            found = known[0]
            if said not in (None, found["id"]) and _is_a_customer(store, str(said)):
                return args, (f"Customer {said} is not the customer asked about: the search "
                              f"found {found['name']}, customer_id {found['id']}.")
            if said is None:
                args["customer_id"] = found["id"]
        elif not fields["customer_id"].is_required():
            args.pop("customer_id", None)  # about every customer: no one's bills alone
    period = asked.get("period") if asked else None
    if (asked and period and period.get("start") and period.get("end") and not asked.get("as_of")
            and "start" in fields and "end" in fields and tool != "compare_periods"):
        args["start"], args["end"] = period["start"], period["end"]
    if tool == "get_bill":
        allowed = _bills_asked(state, steps)
        number = str(args.get("number") or "")
        if allowed is not None and number.strip().upper() not in allowed:
            return args, (f"Bill {number or '(none)'} is not one the question asks about; use "
                          f"one of: {', '.join(sorted(allowed)) or 'none'}.")
    return args, None


def _bills_asked(state: BillingState, steps: list[Step]) -> set[str] | None:
    """The bill numbers get_bill may read (upper case): those the question names (or the
    one a follow-up asks about again), else those of the list fetched; None: no limit
    (nothing named, no list yet: the gate does not offer get_bill then)."""
    from services.text import bill_numbers

    asked = state.get("billing_question")
    reading = state.get("billing_reading")
    named = set(bill_numbers(asked["question"]) if asked else [])
    if reading and reading.get("bill"):
        named.add(str(reading["bill"]))
    if named:
        return {n.strip().upper() for n in named}
    fetched = last_ok(steps, *FETCHED)
    if fetched is not None and isinstance(fetched["result"], dict) \
            and isinstance(fetched["result"].get("bills"), list):
        return {str(b.get("number", "")).strip().upper() for b in fetched["result"]["bills"]
                if isinstance(b, dict)}
    return None


def _kept_size(state: BillingState) -> int | None:
    """How many customers the last ranking was asked for, when this question is that ranking
    again with only something else changed ("and last year?" after "top 3 clients 2026")."""
    reading = state.get("billing_reading")
    focus = state.get("ranked_focus")
    if reading is None or focus is None or reading["asks"] != "customers" \
            or "question" not in reading["carried"]:
        return None
    return focus.get("size")


def _grounded(state: BillingState, tool: str, args: dict[str, Any]) -> dict[str, Any]:
    """The call's arguments with what Python read of the question, whatever the model
    passed: the overdue threshold's day ("de plus de 10 jours": due before it), and a ranking
    by the number of bills when the question counts them ("qui a le plus de factures ?")."""
    from services.llm.billing_words import best_payers_first, ranks_by_count

    asked = state.get("billing_question")
    fields = BILLING_TOOLS[tool].args.model_fields
    overdue = asked.get("overdue") if asked else None
    if "due_before" in fields:
        args = {**args, "due_before": overdue["due_before"] if overdue else None}
    if "by_count" in fields and asked is not None:
        args = {**args, "by_count": ranks_by_count(asked["question"])}
    if tool == "rank_customers" and asked is not None:
        # "top 3 clients by revenue 2026?" then "and last year?": the 3 kept
        size = ranking_size(asked["question"]) or _kept_size(state)
        if size:
            args = {**args, "limit": size}
    if tool == "payment_delays" and asked is not None:
        # "nos meilleurs payeurs", "top 3 des mauvais payeurs": Python reads which end, how many
        size = ranking_size(asked["question"])
        args = {**args, "best_first": best_payers_first(asked["question"]),
                **({"limit": size} if size else {})}
    compared = asked.get("compared") if asked else None
    if tool == "compare_periods" and compared:
        # the two periods Python read, whatever the model passed: figures of the periods said
        args = {**args, "first_start": compared[0]["start"], "first_end": compared[0]["end"],
                "second_start": compared[1]["start"], "second_end": compared[1]["end"]}
    return {k: v for k, v in args.items() if v is not None}


def _settled(state: BillingState, steps: list[Step]) -> SettledBilling | None:
    """What this answer is about, once its bills are read: what a follow-up starts from."""
    fetched = last_ok(steps, *FETCHED)
    reading = state.get("billing_reading")
    if reading is None:
        return None
    detail = last_ok(steps, "get_bill")
    several = read_bills(steps) if fetched is None else []
    if len(several) > 1:  # bills read by their numbers: their one customer, no one bill
        owners = {b["customer_id"]: b.get("customer_name") or b["customer_id"]
                  for b in several}
        if len(owners) > 1:
            return None
        [(owner_id, owner_name)] = owners.items()
        return {"turn": int(state.get("turn") or 0),
                "customer": {"id": owner_id, "name": owner_name, "email": "", "company": None},
                "asks": "bills", "status": "any", "period_words": None, "period": None,
                "bill": None}
    if fetched is None and detail is not None:  # one bill, read by its number
        bill = detail["result"]
        owner: Customer = {"id": bill["customer_id"],
                           "name": bill.get("customer_name") or bill["customer_id"],
                           "email": "", "company": None}
        return {"turn": int(state.get("turn") or 0), "customer": owner, "asks": "bills",
                "status": "any", "period_words": None, "period": None,
                "bill": bill["number"]}
    if fetched is None:
        return None
    customers = found_customers(steps)
    customer = customers[0] if customers and len(customers) == 1 and \
        fetched["args"].get("customer_id") else None
    question = state.get("billing_question")
    if fetched["tool"] == COMPARED:  # the customers compared: a follow-up compares them again
        return {"turn": int(state.get("turn") or 0), "customer": None,
                "asks": "compare_customers", "status": reading["status"],
                "period_words": reading["period_words"],
                "period": question.get("period") if question else None,
                "compared": compared_found(steps, (question.get("customers") or [])
                                           if question else []) or []}
    return {"turn": int(state.get("turn") or 0), "customer": customer,
            "asks": reading["asks"], "status": reading["status"],
            "period_words": reading["period_words"],
            "period": question.get("period") if question else None,
            "as_of": question.get("as_of") if question else None,
            "shown": _one_shown(reading, fetched), "amount": reading.get("amount")}


def _follows_up(request: BillingRequestData | None) -> bool:
    return request is not None and bool(request["follow_up"])


def _one_shown(reading: Reading, fetched: Step) -> str | None:
    """The number of the one bill a list showed (a list of one, or the latest or first bill
    only): "elle a été payée ?" after it is about that bill. None when it showed several."""
    result = fetched["result"] if isinstance(fetched["result"], dict) else {}
    if fetched["tool"] == "biggest_bill":
        bill = result.get("bill")
        return str(bill["number"]) if isinstance(bill, dict) else None
    if fetched["tool"] == "tally_bills" and result.get("bill") \
            and int(result.get("count") or 0) == 1:
        return str(result["bill"])  # "il doit combien ?": the one bill owed, named
    bills = [b for b in result.get("bills") or [] if isinstance(b, dict)]
    if reading.get("rank") is not None and reading.get("rank_count") == 1 and bills:
        ordered = sorted(bills, key=lambda b: (b["issued_on"], b["number"]),
                         reverse=reading.get("rank") == "latest")
        return str(ordered[0]["number"])
    if len(bills) == 1 and int(result.get("matched") or 1) == 1:
        return str(bills[0]["number"])
    every = result.get("every_period")
    if not bills and isinstance(every, dict) and every.get("bill"):
        return str(every["bill"])  # none in the period, one owed whatever the issue date
    return None
