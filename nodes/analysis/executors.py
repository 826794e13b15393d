"""Do the analysis work: resolve the period, find the customer, count bills, compute, check.

Executors apply the router that follows them (`Command`); a tool's refusal is an
`Outcome(ok=False)` the router turns into a fixed text (see `nodes.kit.execute`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from datetime import date
from functools import cache, partial
from typing import Any

from langgraph.runtime import Runtime
from langgraph.types import Command

from nodes.analysis import prompts, routes
from nodes.analysis.checks import allowed_numbers, known_addresses, problems_in
from nodes.analysis.meaning import Holders, data_words_of, meaning_problems
from nodes.analysis.schemas import AnalysisRequest, AnalysisSummary
from nodes.analysis.state import (
    AnalysisDetails,
    AnalysisState,
    CheckedSummary,
    Search,
    SettledAnalysis,
)
from nodes.kit.choose import (
    bare_answer,
    named_after_no,
    names_someone,
    pick_candidate,
    without_pick,
)
from nodes.kit.context import Context, run_context
from nodes.kit.execute import call_tool
from nodes.kit.fill import fill_node, message_prompt
from nodes.kit.ranked import RANKS as RANK_WORDS
from nodes.kit.ranked import rank_said, ranked_pick
from nodes.kit.route import go
from nodes.kit.state import Customer, Outcome
from services.llm.billing_words import CORRECTION, email_named, grounded_name, named_customer
from services.periods import (
    Period,
    UnclearPeriod,
    in_the_year_before,
    next_one,
    period_before,
    resolve_period,
)
from services.text import fold_words
from tools import billing as billing_tools

understand_analysis = fill_node(
    "understand_analysis", AnalysisRequest, message_prompt(prompts.UNDERSTAND, "staff_message"),
    output_key="analysis_request",
)


# A name the reply repeats is at most this long.
MAX_NAME = 80


def said_names(names: list[str], message: str, *, but: str | None) -> list[str]:
    """The other customers the model read in the message, kept only when the staff member
    wrote them (folded, they stand in the message) and short: the reply repeats them, and
    a name a model made up (or filled with instructions) must never reach it."""
    said = f" {fold_words(message)} "
    return [n for n in dict.fromkeys(names)
            if n != but and len(n) <= MAX_NAME and fold_words(n).strip()
            and f" {fold_words(n).strip()} " in said]


# The customer of the last answer, said by a pronoun or as "this customer": "sa relation",
# "son compte", "his account", "her figures", "ce client", "the same customer".
_THE_CUSTOMER = re.compile(
    r"\b(?:sa|son|ses|leur|leurs|his|her|their|elle|lui|she|him|them|"
    r"(?:ce|cet|cette|le meme|la meme) client(?:e)?|"
    r"(?:this|that|the same) (?:customer|client|account)|"
    # a verb with its pronoun joined: "analyse-le", "analyse-la sur 2026", "fais-lui le point"
    r"[a-z]+-(?:le|la|lui)|analy[sz]e (?:him|her|them|it))\b")


def points_at_the_customer(message: str) -> bool:
    """Does the message speak of a customer by a pronoun ("sa relation client", "his
    account") and name no one? Then it is the customer of the thread's last answer."""
    from services.llm.billing_words import named_customer

    return bool(_THE_CUSTOMER.search(fold_words(message))) and named_customer(message) is None


def _grounded_period(words: str | None, message: str) -> str | None:
    """The period as Python reads it in the message (`services.periods.said_period`), whatever
    the model wrote; the model's words only when Python reads none there and they are the
    message's own (a period said but not understood, "lately", is asked for, never dropped)."""
    from services.periods import said_period
    from services.text import fold

    read = said_period(message)
    if read:
        return read
    if words and " ".join(fold(words).split()) in " ".join(fold(message).split()):
        return words
    return None


def collect_analysis(state: AnalysisState, runtime: Runtime[Context]) -> Command[Any]:
    """Merge the request with the conversation: a pick among offered customers, an answer to
    the pending question, or a follow-up of the thread's last analysis.

    A follow-up (the model says the message relies on the request before it: "et l'année
    d'avant ?", "et pour Marie Curie ?") keeps what the last analysis settled (its customer,
    its period) unless it says it again; a period said relative to that one ("l'année
    d'avant", "the previous quarter") is read against it. The model only fills the fields;
    what carries over is decided here."""
    awaiting = state.get("awaiting") or {}
    store = run_context(runtime).store()
    request = state.get("analysis_request")
    previous = state.get("analysis_details")
    today = store.local(store.now()).date()
    settled = latest_settled(state, today)
    chosen: Customer | None = None
    # "non, Dupuis", "not her, Sarah Connor": none of those offered, another name said
    # "non, Paul Dupont" after "aucun client correspondant à « Bob Leponge »": the request
    # that found no one, for that name (its period too)
    last_reply = state.get("reply")
    none_found = last_reply is not None and last_reply["id"] == "say_no_customer" \
        and previous is not None and not awaiting
    other = named_after_no(state.get("message", "")) \
        if awaiting.get("question") in routes.PICK_QUESTIONS or none_found else None
    if other is None and none_found and CORRECTION.search(fold_words(state.get("message", ""))):
        # "Camille, not Claire" after no "Claire Lefebvre" was found: the name put right, for
        # the period of the request that found no one
        other = named_customer(state.get("message", ""))
    if awaiting.get("question") in routes.PICK_QUESTIONS:
        chosen = pick_candidate(other or state.get("message", ""),
                                awaiting.get("candidates") or [])
    continuing = awaiting.get("workflow") == "analysis"
    # An answer to the analysis's own question completes that request, never the last one.
    follows = settled is not None and not continuing and bool(request and
                                                              request.get("follow_up"))
    carried: list[str] = []
    message = state.get("message", "")
    name = grounded_name(request["customer_name"] if request else None, message)
    if chosen is None:  # "Analyse compta@atelier-durand.fr": that address, matched exactly
        name = email_named(name, message)
    customer_id = chosen["id"] if chosen else None
    # "Paul Dupont" to "Did you mean Marie Dupont?": a name given as an answer is a new search
    # (for the same period). "Jean" to a list of Duponts (a name among those found), "le
    # troisième" to a list of two: the same list again.
    if other is not None and chosen is None:
        # The name said after the no, as written: the model's reading when it is those
        # words, else the words themselves (never "n'est" read in "ce n'est pas elle").
        name = name if name and names_someone(name, other) else other
    named = (awaiting.get("question") == "ask_did_you_mean" and bool(
        name and names_someone(name, message))) or (other is not None and chosen is None)
    if chosen is None and previous is not None and (
            (not name and continuing) or (awaiting.get("question") in routes.PICK_QUESTIONS
                                          and bare_answer(message) and not named)):
        name = previous["customer_name"]
    if chosen is None and not name and follows and settled is not None:
        name, customer_id = settled["customer_name"], settled["customer_id"]
        carried.append("customer")
    elif chosen is None and not name and not continuing and settled is not None \
            and points_at_the_customer(message):
        # "Analyse maintenant sa relation client sur 2026", "now analyse his account": the
        # customer of the last answer, said by a pronoun; the period is the message's own
        name, customer_id = settled["customer_name"], settled["customer_id"]
        carried.append("customer")
    # "analyse le premier" after a ranking of customers: the one at that rank, as if named
    picked = None if chosen is not None or continuing else ranked_pick(
        state, latest_turn=int(settled.get("turn", 0)) if settled else 0,
        latest_customer=settled["customer_id"] if settled else None)
    if picked is not None and not (name and names_someone(name, message)
                                   and rank_said(name) is None
                                   and fold_words(name) not in RANK_WORDS):
        chosen, customer_id, name = picked, picked["id"], picked["name"]
        follows = False  # its own customer; the ranking's period unless one is said
        carried.append("ranked customer")
    # A pick from the list offered ("Marc", "Avril", "l'atelier"): its name is no period (never
    # "Marc" read as March nor "Avril" as April); what it says besides may be ("Marc, sur 2025")
    said = without_pick(message, chosen) if chosen is not None else message
    if chosen is None and awaiting.get("question") in routes.PICK_QUESTIONS \
            and bare_answer(message):
        # "Marc" to a list of Martins: a customer's name, none of those listed (the list
        # again), never a period ("March")
        said = _without_customer_names(store, said)
    words = _grounded_period(request["period_words"] if request else None, said)
    period: Period | UnclearPeriod | None = None
    ranked = state.get("ranked_focus")
    if picked is not None and chosen is picked and not words and ranked is not None \
            and ranked["start"] and ranked["end"]:
        words = ranked["period_words"]
        period = Period(date.fromisoformat(ranked["start"]), date.fromisoformat(ranked["end"]),
                        ranked["period"] or "range")
        carried.append("period")
    if not words and (continuing or (none_found and other is not None)) \
            and previous is not None:
        words = previous["period_words"]
        if previous["start"] and previous["end"]:  # as read then (it may have been relative)
            period = Period(date.fromisoformat(previous["start"]),
                            date.fromisoformat(previous["end"]), previous["period"])
    if follows and settled is not None and period is None:
        before = Period(date.fromisoformat(settled["start"]), date.fromisoformat(settled["end"]),
                        settled["period"])
        other_part = None if words else (in_the_year_before(state.get("message"), before, today)
                                         or next_one(state.get("message"), before))
        if other_part is not None:
            # "et le premier ?" after the second half: the first half of that year
            period, words = other_part, state.get("message")
            carried.append("period before")
        elif not words:
            period, words = before, settled["period_words"]
            carried.append("period")
        else:
            # "and Q4?" after Q3 2025: Q4 2025
            period = in_the_year_before(state.get("message"), before, today) \
                or period_before(words, before)
            if period is not None:
                carried.append("period before")
    if period is None:
        try:
            # the first bill on record is read only for a period that begins there
            period = resolve_period(words, today, first=partial(
                billing_tools.first_bill_day, run_context(runtime).store()))
        except ValueError:  # e.g. a range that ends before it starts: say so, analyse nothing
            period = None
    # A language asked for ("et en anglais ?") wins over the one the message is written in.
    language = (run_context(runtime).language
                or (request.get("answer_language") if request else None)
                or (request["language"] if request else None)
                or (previous["language"] if previous else None) or "fr")
    details: AnalysisDetails = {
        "customer_name": chosen["name"] if chosen else name,
        "customer_id": customer_id,
        "period_words": words,
        # An unclear period has no dates: the route asks for it, nothing guesses one.
        "start": period.start.isoformat() if isinstance(period, Period) else None,
        "end": period.end.isoformat() if isinstance(period, Period) else None,
        "period": period.kind if period else "invalid",
        "language": language,
        "all_customers": bool(request and request.get("all_customers")) and chosen is None,
        "others": said_names(request.get("other_customers") or [], state.get("message", ""),
                             but=name) if request else [],
        # "et la marge ?": the margin only, of the customer and period in question
        "asks": (request.get("asks") if request else None)
        or ((settled.get("asks") if settled else None) if follows else None) or "report",
    }
    update = {"analysis_details": details, "language": language,
              "trace": [{"kind": "node", "node": "collect_analysis", "period": details["period"],
                         "picked": chosen["id"] if chosen else None, "carried": carried}]}
    return go(state, update, routes.route_analysis)


def _without_customer_names(store: Any, text: str) -> str:
    """The text without the words that are whole words of a customer's name or company
    ("Marc", "Avril"): what is left may say a period."""
    from services.billing import cut_words, search_customers
    from services.fixtures import search_terms

    def named(word: str) -> bool:
        terms = search_terms(word)
        return bool(terms) and any(not cut_words(c, terms)
                                   for c in search_customers(store, query=word, limit=5))

    return re.sub(r"[^\W\d_]+", lambda m: "" if named(m.group(0)) else m.group(0), text)


def latest_settled(state: AnalysisState, today: date) -> SettledAnalysis | None:
    """What the thread's last answer settled, analysis or bill question, whichever is the
    latest: "et la marge ?" after "factures de Doe en 2024" is Doe's margin over 2024. A bill
    answer settles its one customer and its dates (none said: the default period); one
    across customers settles nothing here."""
    settled = state.get("analysis_settled")
    billed = state.get("bill_focus")
    if billed is None or (settled is not None
                          and int(settled.get("turn", 0)) >= int(billed["turn"])):
        return settled
    if billed["start"] and billed["end"]:
        start, end, kind = billed["start"], billed["end"], billed["period"] or "range"
    else:
        whole = resolve_period(None, today)
        assert isinstance(whole, Period)
        start, end, kind = whole.start.isoformat(), whole.end.isoformat(), whole.kind
    return SettledAnalysis(customer_id=billed["customer_id"],
                           customer_name=billed["customer_name"],
                           period_words=billed["period_words"], start=start, end=end,
                           period=kind, turn=billed["turn"], asks="report")


MAX_CANDIDATES = 5


def find_customer(state: AnalysisState, runtime: Runtime[Context]) -> Command[Any]:
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "find_customer"}]
    details = state["analysis_details"]
    store = run_context(runtime).store()
    search: Outcome[Search]
    if details["customer_id"]:
        search = call_tool(billing_tools.get_customer, store,
                           {"customer_id": details["customer_id"]}, trace,
                           keep=lambda c: {"customers": [c.model_dump(mode="json")]})
    else:
        search = call_tool(billing_tools.search_customer, store,
                           {"query": details["customer_name"]}, trace)
    if search["result"] is not None:
        search["result"]["customers"] = _other_than_last(
            state, store, search["result"]["customers"])[:MAX_CANDIDATES]
    return go(state, {"search": search, "trace": trace}, routes.after_find_customer)


# "no, the other Martin", "non, l'autre Dupont": of those the name finds, not the customer of
# the last answer.
_THE_OTHER = r"\b(?:l'autre|l autre|the other|that other|cet autre|cette autre)\b"


def _other_than_last(state: AnalysisState, store: Any,
                     found: list[Customer]) -> list[Customer]:
    """The customers found, less the last answer's one when the message asks for "the other"
    and some others are left."""
    if len(found) < 2 or not re.search(_THE_OTHER, fold_words(state.get("message", ""))):
        return found
    settled = latest_settled(state, store.local(store.now()).date())
    others = [c for c in found if settled is None or c["id"] != settled["customer_id"]]
    return others or found


def _period_args(state: AnalysisState) -> dict[str, Any]:
    details = state["analysis_details"]
    return {"customer_id": routes.candidates(state)[0]["id"], "start": details["start"],
            "end": details["end"]}


def fetch_bills(state: AnalysisState, runtime: Runtime[Context]) -> Command[Any]:
    """Count the bills of the period: none means no analysis at all."""
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "fetch_bills"}]
    args = _period_args(state)
    bills: Outcome[int] = call_tool(billing_tools.count_bills, run_context(runtime).store(),
                                    args, trace, keep=lambda r: int(r.count))
    update: dict[str, Any] = {"bills": bills, "trace": trace}
    if bills["ok"]:  # one customer found, a period read: what a follow-up keeps
        details = state["analysis_details"]
        update["analysis_settled"] = SettledAnalysis(
            customer_id=args["customer_id"], customer_name=routes.candidates(state)[0]["name"],
            period_words=details["period_words"], start=args["start"], end=args["end"],
            period=details["period"], turn=int(state.get("turn") or 0),
            asks=details.get("asks") or "report")
    return go(state, update, routes.after_fetch_bills)


def compute_analysis(state: AnalysisState, runtime: Runtime[Context]) -> Command[Any]:
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "compute_analysis"}]
    analysis: Outcome[dict[str, Any]] = call_tool(
        billing_tools.analyse_customer, run_context(runtime).store(), _period_args(state), trace)
    return go(state, {"analysis": analysis, "trace": trace}, routes.after_compute)


def figures(state: AnalysisState) -> dict[str, Any]:
    """The computed figures (write_summary and the report follow a successful compute)."""
    analysis = state.get("analysis")
    assert analysis is not None and analysis["result"] is not None
    return analysis["result"]


def _summary_prompt(
    state: AnalysisState, runtime: Runtime[Context]
) -> tuple[str, dict[str, str]]:
    return prompts.SUMMARY, {
        "language": state.get("language") or "fr",
        "analysis": json.dumps(figures(state), ensure_ascii=False),
    }


write_summary = fill_node("write_summary", AnalysisSummary, _summary_prompt,
                          output_key="summary")


def _kept(text: str | None, allowed: Callable[[], set[Any]],
          known: Callable[[], frozenset[str]],
          says: Callable[[str], list[str]]) -> tuple[str | None, list[str]]:
    problems = (problems_in(text, allowed, known) + says(text)) if text is not None else [
        "the model wrote nothing"]
    return (None if problems else text), problems


def _other_customers(store: Any, analysed: Any) -> Callable[[str], list[str]]:
    """The names of customers other than the analysed one that hold `word` as one of their
    words (name or company), read in the customers' index."""
    from services.billing import search_customers
    from services.text import fold

    def others(word: str) -> list[str]:
        target = fold(word)
        found = []
        for customer in search_customers(store, query=word, limit=20):
            words = {fold(w) for w in f"{customer.name} {customer.company or ''}".split()}
            if customer.id != analysed and target in words:
                found.append(customer.name)
        return found

    return others


def _other_holders(store: Any, analysed: Any) -> Holders:
    """The customers other than the analysed one holding some of the words asked, whole."""
    from services.billing import customers_holding

    def holders(words: Sequence[str]) -> dict[str, tuple[str, frozenset[str]]]:
        held = customers_holding(store, words)
        held.pop(str(analysed), None)
        return held

    return holders


def check_summary(state: AnalysisState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Keep the model's sentences only if they ask nothing, quote only real figures and link
    or address nothing the data does not hold, and claim nothing the data contradicts (a
    trend, another customer, a month outside the period, bills paid or late against the
    counts, an action done, markdown, another language: `nodes.analysis.meaning`); a sentence
    refused is replaced by a fixed one (`replies.report_text`)."""
    from nodes.kit.say import reply_language

    summary = state.get("summary")
    analysis = figures(state)
    # The figures' forms and the data's addresses, computed once, when a sentence quotes a
    # number (in any digits or in words) or an address.
    allowed = cache(lambda: allowed_numbers(analysis))
    known = cache(lambda: known_addresses(analysis))
    lang = reply_language(state, runtime)
    customer = analysis.get("customer") or {}
    others = _other_customers(run_context(runtime).store(), customer.get("id"))

    # the analysis's words, read once for both sentences (its bills repeat many strings)
    words = cache(lambda: data_words_of(analysis))

    holders = _other_holders(run_context(runtime).store(), customer.get("id"))

    def says(text: str) -> list[str]:
        return meaning_problems(text, analysis, lang, others, words, holders)

    introduction, intro_problems = _kept(summary["introduction"] if summary else None,
                                         allowed, known, says)
    conclusion, end_problems = _kept(summary["conclusion"] if summary else None, allowed,
                                     known, says)
    checked: CheckedSummary = {"introduction": introduction, "conclusion": conclusion,
                               "problems": {}}
    if intro_problems:
        checked["problems"]["introduction"] = intro_problems
    if end_problems:
        checked["problems"]["conclusion"] = end_problems
    return {"summary_checked": checked, "failure": None,
            "trace": [{"kind": "node", "node": "check_summary",
                       "replaced": sorted(checked["problems"])}]}
