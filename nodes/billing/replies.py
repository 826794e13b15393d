"""Answer billing questions from the tool results, with fixed texts and a template."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from langgraph.runtime import Runtime

from nodes.analysis.replies import candidate_options
from nodes.billing.gate import (
    ACROSS,
    ANSWERS,
    FETCHED,
    found_customers,
    last_ok,
    read_bills,
    suggested_customers,
)
from nodes.billing.state import BillingState, Step
from nodes.billing.texts import (
    AMOUNT_BOUND,
    ASK_ALONE,
    BIGGEST_LEAD,
    BILL_STATUS,
    COMPARE,
    COMPARE_CUSTOMERS,
    HEADINGS,
    IN_EUROS,
    KINDS,
    ONLY_ONE,
    ORDER_STATUS,
    PAYERS,
    PAYERS_COLUMNS,
    RANKED,
    RANKED_KIND,
    STATUS,
    TEXTS,
    UNANSWERED,
)
from nodes.kit import format as fmt
from nodes.kit.context import Context, Node, run_context
from nodes.kit.say import Lang, render, reply_node
from nodes.kit.state import Awaiting, Customer
from services import rules
from services.amounts import amount_filter, other_currency
from services.llm.billing_words import (
    MAX_COMPARED,
    Figure,
    asked_figures,
    asks_how_late,
    asks_purchases,
    asks_who_pays_best,
    customer_names,
)
from services.periods import no_such_day, unclear_reason
from services.text import bill_numbers, fold_words
from tools.billing import AMOUNT_BOUNDS

TEMPLATES = Environment(loader=FileSystemLoader(Path(__file__).parent / "templates"),
                        undefined=StrictUndefined, autoescape=False)
CUSTOMER_COLUMN = {"fr": "Client", "en": "Customer"}
COLUMNS = {
    "fr": ["Facture", "Émise le", "Échéance", "Montant", "Statut"],
    "en": ["Bill", "Issued", "Due", "Amount", "Status"],
}

ORDER_COLUMNS = {
    "fr": ["Commande", "Passée le", "Livraison promise", "Statut", "Produits"],
    "en": ["Order", "Ordered", "Promised", "Status", "Products"],
}

Reply = Node[BillingState, dict[str, Any]]


def _candidates(state: BillingState) -> list[Customer]:
    return found_customers(state.get("billing_steps") or []) or []


def _compared_query(state: BillingState) -> str | None:
    """In a comparison of customers, the name whose search found none or several."""
    question = state.get("billing_question")
    if not question or not question.get("customers"):
        return None
    search = last_ok(state.get("billing_steps") or [], "search_customer")
    return str(search["args"].get("query") or "") if search is not None else None


def _options(state: BillingState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    query = _compared_query(state)
    return {"options": candidate_options(_candidates(state), lang),
            "about": render(TEXTS, "about_compared", lang, {"query": query}) if query else ""}


def _awaiting_pick(state: BillingState) -> Awaiting:
    return {"workflow": "billing", "candidates": _candidates(state)}


ask_which_customer = reply_node("ask_which_customer", "ask_which_customer", texts=TEXTS,
                                params=_options, asks=True, awaiting=_awaiting_pick)
def _suggested(state: BillingState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    steps = state.get("billing_steps") or []
    search = last_ok(steps, "search_customer")
    return {"query": search["args"].get("query", "") if search else "",
            "options": candidate_options(suggested_customers(steps), lang)}


ask_did_you_mean = reply_node(
    "ask_did_you_mean", "ask_did_you_mean", texts=TEXTS, params=_suggested, asks=True,
    awaiting=lambda state: {"workflow": "billing", "candidates": suggested_customers(
        state.get("billing_steps") or [])})
MAX_SAID_BACK = 80


def _searched_name(state: BillingState) -> str | None:
    """The name the search found no customer for, when the message wrote it (its words, as
    folded, stand in the message, and it is short): it is said back ("aucun client
    correspondant à « Zorglub Martinez »"); a name the message did not write never is."""
    search = last_ok(state.get("billing_steps") or [], "search_customer")
    query = str(search["args"].get("query") or "").strip() if search is not None else ""
    said = f" {' '.join(fold_words(state.get('message', '')).split())} "
    words = " ".join(fold_words(query).split())
    if not words or len(query) > MAX_SAID_BACK or f" {words} " not in said.replace("?", " "):
        return None
    return query


def _no_customer_params(state: BillingState, lang: Lang, runtime: Runtime[Context]
                        ) -> dict[str, Any]:
    compared = _compared_query(state)
    if compared:
        return {"query": compared}
    name = _searched_name(state)
    about = render(TEXTS, "no_customer_named", lang, {"query": name}) if name \
        else render(TEXTS, "no_customer_unnamed", lang, {})
    return {"about": about}


say_no_customer: Reply = reply_node(
    "say_no_customer", lambda state: "say_no_compared_customer" if _compared_query(state)
    else "say_no_customer", texts=TEXTS, params=_no_customer_params)
def _no_answer_text(state: BillingState) -> str:
    reading = state.get("billing_reading")
    question = state.get("billing_question")
    if question and question.get("customers") and question.get("as_of"):
        return "say_compare_as_of"
    if len((question.get("customers") or []) if question else []) > MAX_COMPARED:
        return "say_compare_at_most"
    if reading is not None and reading["asks"] == "compare" \
            and not (question and question.get("compared")):
        return "say_compare_two_periods"
    return "say_rank_not_shown" if reading is not None and "rank not shown" in \
        reading["carried"] else "say_no_answer"


def _shown(state: BillingState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    ranked = state.get("ranked_focus")
    question = state.get("billing_question")
    return {"n": len(ranked["customers"]) if ranked else 0, "most": MAX_COMPARED,
            "count": len((question.get("customers") or []) if question else [])}


say_no_answer: Reply = reply_node("say_no_answer", _no_answer_text, texts=TEXTS,
                                  params=_shown)
say_no_due_window: Reply = reply_node("say_no_due_window", "say_no_due_window", texts=TEXTS)


def _period_words(state: BillingState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    question = state.get("billing_question")
    period = question.get("period") if question else None
    return {"words": period["words"] if period else ""}


def _awaiting_period(state: BillingState) -> Awaiting:
    return {"workflow": "billing", "question": "ask_period"}


_ASK_PERIOD: dict[str | None, Reply] = {
    reason: reply_node("ask_period", f"ask_period_{reason}" if reason else "ask_period",
                       texts=TEXTS, params=_period_words, asks=True, awaiting=_awaiting_period)
    for reason in (None, "exception", "two_dates", "apart")}


def ask_period(state: BillingState, runtime: Runtime[Context]) -> dict[str, Any]:
    """A period said but not read is asked for; one that is no one period ("pas en 2025",
    "émises en 2025 et payées en 2026", "en 2023 et 2025") is said so, in the same question."""
    question = state.get("billing_question")
    period = question.get("period") if question else None
    store = run_context(runtime).store()
    reason = unclear_reason(period["words"] if period else None,
                            store.local(store.now()).date())
    return _ASK_PERIOD[reason](state, runtime)
_say_backwards_period: Reply = reply_node("say_bad_period", "say_bad_period", texts=TEXTS,
                                          params=_period_words, asks=True)


def _missing_day(state: BillingState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    question = state.get("billing_question")
    period = question.get("period") if question else None
    missing = no_such_day(period["words"] if period else None)
    assert missing is not None, "routed here for a day its month does not have"
    day, month = missing
    return {"day": f"{day} {fmt.MONTHS[lang][month - 1]}"}


# The answer is read as the period of the same question, as after `ask_period`.
_say_no_such_day: Reply = reply_node("say_bad_period", "say_no_such_day", texts=TEXTS,
                                     params=_missing_day, asks=True, awaiting=_awaiting_period)


# "depuis mars 2099": nothing issued yet; the answer is read as the period of the same question.
_say_future_period: Reply = reply_node("say_bad_period", "say_future_period", texts=TEXTS,
                                       params=_period_words, asks=True,
                                       awaiting=_awaiting_period)


def say_bad_period(state: BillingState, runtime: Runtime[Context]) -> dict[str, Any]:
    """A day said that its month does not have (30 February) is said so, as the analysis
    says it; a period that ends before it starts is said so too."""
    question = state.get("billing_question")
    period = question.get("period") if question else None
    if period is not None and period["kind"] == "no_such_day":
        return _say_no_such_day(state, runtime)
    if period is not None and period["kind"] == "future":
        return _say_future_period(state, runtime)
    return _say_backwards_period(state, runtime)
say_model_unavailable: Reply = reply_node("say_model_unavailable", "say_model_unavailable",
                                   texts=TEXTS, keeps_question=())


def _day(value: str, lang: Lang) -> str:
    return fmt.day_year(date.fromisoformat(value), lang)


def _basis(state: BillingState, args: dict[str, Any], lang: Lang) -> str:
    """How the bills' period was counted, as a sentence ("Période : 24 mois glissants."),
    when it is the period the question said (`fmt.period_basis_words`): said after the
    heading, which keeps its own words."""
    question = state.get("billing_question")
    period = question.get("period") if question else None
    if period is None or not args.get("start") or not args.get("end") \
            or (period["start"], period["end"]) != (args["start"], args["end"]):
        return ""
    words = fmt.period_basis_words(period["kind"], date.fromisoformat(args["start"]),
                                   date.fromisoformat(args["end"]), lang)
    return render(HEADINGS, "basis", lang, {"basis": words}) if words else ""


def amount_said(args: dict[str, Any], lang: Lang) -> str:
    """The amount filter the bills were read with, as a sentence ("Montant : plus de
    10 000,00 €, seulement."), "" when none: the answer says which bills it kept."""
    bounds = {k: Decimal(str(args[k])) for k in AMOUNT_BOUNDS if args.get(k) is not None}
    if not bounds:
        return ""
    if set(bounds) == {"at_least", "at_most"}:
        said = render(AMOUNT_BOUND, "between", lang, {
            "low": fmt.money(bounds["at_least"], lang),
            "high": fmt.money(bounds["at_most"], lang)})
    else:
        said = render(HEADINGS, "and", lang, {}).join(
            render(AMOUNT_BOUND, k, lang, {"amount": fmt.money(v, lang)})
            for k, v in bounds.items())
    return render(HEADINGS, "amount", lang, {"bounds": said})


def days_overdue_text(bills: list[dict[str, Any]], today: date, lang: Lang) -> str:
    """By how many days each overdue bill listed is past its due date, as of today
    ("de combien de jours ?" after the overdue bills); computed here, from the dates."""
    each = []
    for bill in bills:
        days = rules.days_overdue(bill["status"], date.fromisoformat(bill["due_on"]), today)
        if days is not None:
            each.append(render(HEADINGS, "one_overdue", lang, {
                "number": bill["number"], "days": _count("days", days, lang)}))
    day = fmt.day_year(today, lang)
    if not each:
        return render(HEADINGS, "days_overdue_none", lang, {"today": day})
    return render(HEADINGS, "days_overdue", lang, {"today": day, "each": ", ".join(each)})


def _today(runtime: Runtime[Context] | None) -> date | None:
    """Today, on the store's clock (None: no run to read it from)."""
    if runtime is None:
        return None
    from nodes.kit.context import run_context

    store = run_context(runtime).store()
    return store.local(store.now()).date()


def _kind(step: Step) -> str:
    """Which list a fetch made: overdue, unpaid, paid_late, period or all."""
    args = step["args"]
    if step["tool"] == "unpaid_bills":
        return "overdue" if args.get("overdue_only") else "unpaid"
    status = args.get("status") or "any"
    if status != "any":
        return str(status)
    return "period" if args.get("start") and args.get("end") else "all"


def _count(text_id: str, n: int, lang: Lang) -> str:
    return render(HEADINGS, text_id, lang, {"n": n, "s": "" if n == 1 else "s"})


def _status(bill: dict[str, Any], lang: Lang) -> str:
    """A bill's status cell; a bill paid after its due date says by how many days."""
    if bill["status"] == "paid" and bill.get("paid_on"):
        paid, due = date.fromisoformat(bill["paid_on"]), date.fromisoformat(bill["due_on"])
        if paid > due:
            return render(STATUS, "paid_late", lang,
                          {"paid": fmt.day_year(paid, lang),
                           "days": _count("days", (paid - due).days, lang)})
        return render(STATUS, "paid", lang, {"paid": fmt.day_year(paid, lang)})
    return render(STATUS, bill["status"], lang, {"paid": ""})


def _bill_status(bill: dict[str, Any], lang: Lang, today: date | None = None) -> str:
    """One bill's status as an answer: paid (when, how late), or unpaid and due when; an
    overdue one by how many days past its due date, when today is known."""
    due = date.fromisoformat(bill["due_on"])
    days = rules.days_overdue(bill["status"], due, today) if today is not None else None
    if days is not None and today is not None:
        return render(BILL_STATUS, "overdue_days", lang, {
            "due": fmt.day_year(due, lang), "today": fmt.day_year(today, lang),
            "days": _count("days", days, lang)})
    if bill["status"] in BILL_STATUS:
        return render(BILL_STATUS, bill["status"], lang,
                      {"due": fmt.day_year(date.fromisoformat(bill["due_on"]), lang)})
    return _status(bill, lang)


def bills_text(state: BillingState, lang: Lang, runtime: Runtime[Context] | None = None
               ) -> str:
    """The answer: bills from the tool results, rendered; the model writes no figure. A
    threshold on how overdue they are is said right after the heading."""
    text = _bills_text(state, lang, runtime)
    note = threshold_text(state, lang)
    if not note:
        return text
    heading, _, rest = text.partition("\n")
    return "\n".join(filter(None, [heading, note, rest]))


UNITS = {"fr": {"day": ("jour", "jours"), "week": ("semaine", "semaines"),
                "month": ("mois", "mois"), "year": ("an", "ans")},
         "en": {"day": ("day", "days"), "week": ("week", "weeks"),
                "month": ("month", "months"), "year": ("year", "years")}}


def threshold_text(state: BillingState, lang: Lang) -> str:
    """"Only those overdue by more than 10 days on 2 December 2026 (due before 22
    November 2026)." when the bills read were cut by the question's threshold."""
    steps = state.get("billing_steps") or []
    fetched = last_ok(steps, *FETCHED)
    question = state.get("billing_question")
    overdue = question.get("overdue") if question else None
    if fetched is None or overdue is None or not fetched["args"].get("due_before"):
        return ""
    count = int(overdue["count"])
    unit = UNITS[lang][overdue["unit"]][0 if count == 1 else 1]
    return render(HEADINGS, "overdue_least" if overdue["least"] else "overdue_more", lang, {
        "n": count, "unit": unit, "day": _day(overdue["day"], lang),
        "due": _day(overdue["due_before"], lang)})


def _bills_text(state: BillingState, lang: Lang, runtime: Runtime[Context] | None = None
                ) -> str:
    steps = state.get("billing_steps") or []
    listing = last_ok(steps, *FETCHED)
    if listing is not None and listing["tool"] in ANSWERS:
        return answer_text(state, listing, lang)
    detail = last_ok(steps, "get_bill")
    across = listing is not None and listing["tool"] == ACROSS
    names: dict[str, str] = {}
    if across:
        assert listing is not None
        names = {c["id"]: c["name"] for c in listing["result"]["customers"]}
    customers = _candidates(state)
    name = customers[0]["name"] if customers else "?"
    args: dict[str, Any]
    read = read_bills(steps) if listing is None else []
    if listing is None and detail is not None:
        bills, kind, args = [detail["result"]], "bill", detail["args"]
        if not customers:  # a bill read by its number: its customer is in the bill
            name = detail["result"].get("customer_name") or detail["result"]["customer_id"]
        if len(read) > 1:  # "show me F-… and F-…": every bill named, with its customer
            bills, kind = read, "bills_named"
            owners = {b["customer_id"]: b.get("customer_name") or b["customer_id"]
                      for b in read}
            across = len(owners) > 1
            names = owners if across else names
            name = name if across else next(iter(owners.values()))
    else:
        assert listing is not None
        bills, args, kind = listing["result"]["bills"], listing["args"], _kind(listing)
    reading = state.get("billing_reading")
    rank = reading.get("rank") if reading is not None and listing is not None else None
    if rank is not None and listing is not None:
        return ranked_text(state, listing, bills, rank, reading, names, name, lang)
    period = bool(args.get("start") and args.get("end"))
    heading_id = f"across_{args.get('status') or 'any'}" if across else kind
    if kind == "bills_named":
        heading_id = "bills_named_across" if across else kind
    as_of = args.get("as_of") if kind in ("unpaid", "overdue", "not_due") else None
    if as_of:  # the bills unpaid on a day ("impayées au 1er décembre")
        heading_id = f"across_{kind}_as_of" if across else f"{kind}_as_of"
    elif period and heading_id not in ("period", "bill"):
        heading_id += "_period"
    question = state.get("billing_question")
    # "what has Doe bought, ever?": a list with no period shows what each bill sold too
    with_lines = kind in ("period", "bill") or detail is not None or (
        kind == "all" and question is not None and asks_purchases(question["question"]))
    if detail is not None and listing is not None:
        bills = [detail["result"] if b["number"] == detail["result"]["number"] else b
                 for b in bills]
    heading = render(HEADINGS, heading_id, lang, {
        "name": name, "count": len(bills), "customers": _count("customers", len(names), lang),
        "start": _day(args["start"], lang) if args.get("start") else "",
        "end": _day(args["end"], lang) if args.get("end") else "",
        "number": bills[0]["number"] if bills else "",
        "numbers": ", ".join(b["number"] for b in bills[:-1]) + render(
            HEADINGS, "and", lang, {}) + bills[-1]["number"] if len(bills) > 1 else "",
        "status": _bill_status(bills[0], lang, _today(runtime))
        if bills and kind == "bill" else "",
        "day": _day(str(as_of), lang) if as_of else "",
    })
    matched = int(listing["result"].get("matched") or 0) if listing is not None else 0
    if matched > len(bills):  # a list cut short: say so, and total every bill, not the shown
        everyone = int(listing["result"].get("matched_customers") or 0) if listing else 0
        heading = render(HEADINGS, heading_id, lang, {
            "name": name, "count": matched,
            "customers": _count("customers", everyone or len(names), lang),
            "start": _day(args["start"], lang) if args.get("start") else "",
            "end": _day(args["end"], lang) if args.get("end") else "", "number": "",
            "status": "", "day": _day(str(as_of), lang) if as_of else ""})
        heading += "\n" + render(HEADINGS, "shown_largest" if args.get("largest_first")
                                  else "shown", lang, {"shown": len(bills),
                                                            "matched": matched})
    basis = _basis(state, args, lang)
    if basis:
        heading += "\n" + basis
    for number in _bills_not_found(steps) if listing is None else []:
        heading += "\n" + render(TEXTS, "say_no_bill", lang, {"number": number})
    if amount := amount_said(args, lang):
        heading += "\n" + amount
    if args.get("largest_first"):
        heading += "\n" + render(HEADINGS, "by_amount", lang, {})
    today = _today(runtime)
    if today is not None and ((reading is not None and reading.get("wants") == "days_overdue")
                              or (kind in ("unpaid", "overdue") and question is not None
                                  and asks_how_late(question["question"]))):
        heading += "\n" + days_overdue_text(bills, today, lang)
    also = every_period_text(listing["result"], max(matched, len(bills)), kind,
                             render(HEADINGS, "of_customer", lang, {"name": name}), lang) \
        if listing is not None and not across else ""
    rows = _rows(bills, names, lang)
    total = sum((Decimal(b["total"]) for b in bills), Decimal(0))
    if matched > len(bills):
        total = Decimal(str(listing["result"]["matched_total"])) if listing else total
    cols = ([CUSTOMER_COLUMN[lang]] if across else []) + COLUMNS[lang] + (
        ["Produits" if lang == "fr" else "Products"] if with_lines else [])
    return TEMPLATES.get_template("bills.md.j2").render(
        heading=heading, bills=rows, cols=cols, with_lines=with_lines, across=across,
        total=render(HEADINGS, "total", lang, {"total": fmt.money(total, lang)}),
        nothing=render(HEADINGS, "none", lang, {}), also=also,
    ).strip()


def _bills_not_found(steps: list[Step]) -> list[str]:
    """The bills a get_bill call asked for that do not exist, in the order asked, each once:
    said beside the bills found ("show me F-… and F-…", one of them mistyped)."""
    found = {str(b["number"]).upper() for b in read_bills(steps)}
    missing = [str(s["args"].get("number") or "").strip().upper() for s in steps
               if s["tool"] == "get_bill" and not s["ok"] and not s.get("refused")]
    return [n for n in dict.fromkeys(missing) if n and n not in found]


def _rows(bills: list[dict[str, Any]], names: dict[str, str], lang: Lang
          ) -> list[dict[str, Any]]:
    return [{
        "customer": names.get(bill["customer_id"], bill["customer_id"]),
        "number": bill["number"], "issued": _day(bill["issued_on"], lang),
        "due": _day(bill["due_on"], lang), "total": fmt.money(Decimal(bill["total"]), lang),
        "status": _status(bill, lang),
        "lines": ", ".join(f"{line['quantity']} × {line['product']}"
                           for line in bill.get("lines") or []),
    } for bill in bills]


def ranked_text(state: BillingState, listing: Step, bills: list[dict[str, Any]], rank: str,
                reading: Any, names: dict[str, str], name: str, lang: Lang) -> str:
    """The latest or first bills only ("la dernière facture", "the two first bills"): Python
    orders the bills read by issue date and keeps that many; the heading says of how many."""
    ordered = sorted(bills, key=lambda b: (b["issued_on"], b["number"]),
                     reverse=rank == "latest")
    count = reading.get("rank_count")
    shown = ordered[:count] if count else ordered
    matched = max(int(listing["result"].get("matched") or 0), len(bills))
    args = listing["args"]
    status = "overdue" if args.get("overdue_only") else (
        "unpaid" if listing["tool"] == "unpaid_bills" else str(args.get("status") or "any"))
    across = listing["tool"] == ACROSS
    one = len(shown) == 1 or (count == 1 and not shown)
    heading = render(RANKED, f"{rank}_{'one' if one else 'many'}", lang, {
        "n": len(shown), "what": render(RANKED_KIND, status, lang, {}).format(
            s="" if one else "s"),
        "who": render(HEADINGS, "of_all" if across else "of_customer", lang, {"name": name}),
        "when": _when(listing, lang), "matched": matched})
    if amount := amount_said(args, lang):
        heading += "\n" + amount
    cols = ([CUSTOMER_COLUMN[lang]] if across else []) + COLUMNS[lang] + [
        "Produits" if lang == "fr" else "Products"]
    total = sum((Decimal(b["total"]) for b in shown), Decimal(0))
    return TEMPLATES.get_template("bills.md.j2").render(
        heading=heading, bills=_rows(shown, names, lang), cols=cols, with_lines=True,
        across=across,
        total=render(HEADINGS, "total", lang, {"total": fmt.money(total, lang)}),
        nothing=render(HEADINGS, "none", lang, {}), also="",
    ).strip()


def _who(state: BillingState, step: Step, lang: Lang) -> str:
    customers = _candidates(state)
    if step["args"].get("customer_id") and customers:
        return render(HEADINGS, "of_customer", lang, {"name": customers[0]["name"]})
    return render(HEADINGS, "of_all", lang, {})


def _when(step: Step, lang: Lang, text_id: str = "issued_between") -> str:
    args = step["args"]
    if args.get("as_of") and str(args.get("status")) in ("unpaid", "overdue", "not_due"):
        return render(HEADINGS, "as_of", lang, {"day": _day(str(args["as_of"]), lang)})
    if str(args.get("status")) == "paid":  # what was paid in a period: paid then
        text_id = "among_paid" if text_id == "among_issued" else "paid_between"
    if args.get("start") and args.get("end"):
        return render(HEADINGS, text_id, lang, {
            "start": _day(args["start"], lang), "end": _day(args["end"], lang)})
    return ""


def every_period_text(result: dict[str, Any], matched: int, status: str, who: str,
                      lang: Lang) -> str:
    """What one customer owes whatever the issue date, when the answer covers a period and
    that differs ("et ses factures impayées ?" after an analysis of 2025: none in 2025, but
    6 200 € owed today): the period's figure never reads as "owes nothing"."""
    every = result.get("every_period")
    if not every or int(every["count"]) == matched:
        return ""
    one = every.get("bill") and every.get("issued_on")
    return render(HEADINGS, "every_period_one" if one else "every_period", lang, {
        "what": render(KINDS, status, lang, {}), "who": who, "count": every["count"],
        "total": fmt.money(Decimal(str(every["total"])), lang),
        **({"bill": every["bill"],
            "day": fmt.day_year(date.fromisoformat(str(every["issued_on"])), lang)}
           if one else {})})


def to_pay_text(result: dict[str, Any], lang: Lang) -> str:
    """The average days from issue to payment of the paid bills ("" when none is paid)."""
    days = result.get("average_days_to_pay")
    if days is None:
        return ""
    paid = int(result.get("paid") or 0)
    return render(HEADINGS, "to_pay", lang, {
        "days": fmt.number(Decimal(str(days)), lang), "paid": paid,
        "s": "" if paid == 1 else "s", "s2": "" if str(days) == "1.0" else "s"})


def markdown_table(columns: list[str], rows: list[list[str]]) -> str:
    """A Markdown table: the heading row, its rule, then one line per row."""
    return "\n".join([f"| {' | '.join(columns)} |", "|" + " --- |" * len(columns),
                      *(f"| {' | '.join(row)} |" for row in rows)])


RANKING_COLUMNS = {"fr": ["#", "Client", "Factures", "Montant"],
                   "en": ["#", "Customer", "Bills", "Amount"]}


def ranking_text(result: dict[str, Any], what: str, when: str, lang: Lang,
                 basis: str = "", least: bool = False, by_count: bool = False) -> str:
    """Customers ranked by the sum of their bills (or, `by_count`, by their number of bills,
    said so): who is at the top (a tie said as one), then the table, at most the tool's limit
    of rows; every figure computed by Python."""
    rows = result.get("customers") or []
    heading = render(HEADINGS, "by_customer", lang, {
        "what": what, "when": when, "customers": _count("customers", int(result["ranked"]), lang),
        "bills": _count("bills", int(result["count"]), lang),
        "total": fmt.money(Decimal(str(result["total"])), lang)})
    if by_count:
        heading += "\n" + render(HEADINGS, "by_count", lang, {})
    if not rows:
        return "\n".join(filter(None, [heading, basis, render(HEADINGS, "none", lang, {})]))
    top = Decimal(str(rows[0]["total"]))
    tied = [r for r in rows if Decimal(str(r["total"])) == top]
    if by_count:
        most = int(rows[0]["count"])
        tied = [r for r in rows if int(r["count"]) == most]
        lead = render(HEADINGS, ("least" if least else "top") + "_count"
                      + ("_tied" if len(tied) > 1 else ""), lang, {
            "names": render(HEADINGS, "and", lang, {}).join(r["customer"]["name"] for r in tied),
            "bills": _count("bills", most, lang), "total": fmt.money(top, lang)})
    elif len(tied) > 1:
        lead = render(HEADINGS, "least_tied" if least else "top_tied", lang, {
            "names": render(HEADINGS, "and", lang, {}).join(r["customer"]["name"] for r in tied),
            "total": fmt.money(top, lang)})
    else:
        lead = render(HEADINGS, "least_one" if least else "top_one", lang, {
            "name": rows[0]["customer"]["name"], "total": fmt.money(top, lang),
            "bills": _count("bills", int(rows[0]["count"]), lang)})
    table = markdown_table(RANKING_COLUMNS[lang], [
        [str(i), r["customer"]["name"], str(r["count"]),
         fmt.money(Decimal(str(r["total"])), lang)] for i, r in enumerate(rows, 1)])
    cut = render(HEADINGS, "least_shown" if least else "top_shown", lang,
                 {"shown": len(rows), "ranked": result["ranked"]}) \
        if int(result["ranked"]) > len(rows) else ""
    return "\n\n".join(filter(None, ["\n".join(filter(None, [heading, basis, lead])), table,
                                     cut]))


def answer_text(state: BillingState, step: Step, lang: Lang) -> str:
    """The answer of a question that is no list: the biggest bill named with its amount, a
    count with its total, or the customer's orders (all computed by Python)."""
    result = step["result"]
    status = str(step["args"].get("status") or "any")
    who, when = _who(state, step, lang), _when(step, lang)
    # "Factures de Sarah Connor payées du … au …", not "Factures payées … payées du …"
    what = render(KINDS, "any" if status == "paid" and when else status, lang, {})
    basis = " ".join(filter(None, [_basis(state, step["args"], lang),
                                   amount_said(step["args"], lang)]))
    reading = state.get("billing_reading")
    if step["tool"] == "tally_bills" and reading is not None and reading["asks"] == "delay":
        late = int(result.get("paid_late") or 0)
        average = result.get("average_days_late")
        return " ".join(filter(None, [render(
            HEADINGS, "delay" if late and average is not None else "delay_none", lang, {
                "what": what, "who": who, "when": when, "count": result["count"], "late": late,
                "s": "s" if late > 1 else "", "s2": "" if str(average) == "1.0" else "s",
                "average": fmt.number(Decimal(str(average)), lang) if average is not None
                else ""}), to_pay_text(result, lang), basis]))
    wants = reading.get("wants") if reading is not None else None
    if step["tool"] == "tally_bills" and wants in ("average_amount", "customer_count"):
        count = int(result["count"])
        average = result.get("average_total")
        if wants == "customer_count" or average is not None:
            return " ".join(filter(None, [render(HEADINGS, str(wants), lang, {
                "what": what, "who": who, "when": when, "count": count,
                "s": "" if count == 1 else "s",
                "customers": int(result.get("customers") or 0),
                "total": fmt.money(Decimal(str(result["total"])), lang),
                "average": fmt.money(Decimal(str(average)), lang) if average is not None
                else ""}), basis]))
    if step["tool"] == "tally_bills" and result.get("bill") and int(result["count"]) == 1:
        late = result.get("days_overdue")
        return " ".join(filter(None, [render(HEADINGS, "tally_one", lang, {
            "what": what, "who": who, "when": when, "bill": result["bill"],
            "day": _day(str(result["issued_on"]), lang), "due": _day(str(result["due_on"]), lang),
            "late": render(HEADINGS, "one_late", lang, {"days": render(
                HEADINGS, "days", lang, {"n": late, "s": "" if late == 1 else "s"})})
            if late is not None else "",
            "total": fmt.money(Decimal(str(result["total"])), lang)}), basis,
            every_period_text(result, 1, status, who, lang)]))
    if step["tool"] == "tally_bills":
        return " ".join(filter(None, [render(HEADINGS, "tally", lang, {
            "what": what, "who": who, "when": when, "count": result["count"],
            "total": fmt.money(Decimal(str(result["total"])), lang)}), basis,
            every_period_text(result, int(result["count"]), status, who, lang)]))
    if step["tool"] == "rank_customers":
        return ranking_text(result, what, when, lang, basis,
                            bool(step["args"].get("least_first")),
                            bool(step["args"].get("by_count")))
    if step["tool"] == "payment_delays":
        return payers_text(state, step, lang)
    if step["tool"] == "compare_periods":
        return compare_text(result, status, who, lang)
    if step["tool"] == "compare_customers":
        question = state.get("billing_question")
        return customers_text(result, lang, punctuality=bool(
            question and asks_who_pays_best(question["question"])),
            bought=bool(question and asks_purchases(question["question"])))
    if step["tool"] == "biggest_bill":
        bill = result.get("bill")
        if not bill:
            return render(HEADINGS, "none", lang, {})
        lines = ", ".join(f"{line['quantity']} × {line['product']}"
                          for line in bill.get("lines") or [])
        return " ".join(filter(None, [render(HEADINGS, "biggest", lang, {
            "lead": render(BIGGEST_LEAD, status, lang, {}), "who": who,
            "when": _when(step, lang, "among_issued"),
            "number": bill["number"],
            "name": bill.get("customer_name") or bill["customer_id"],
            "total": fmt.money(Decimal(str(bill["total"])), lang),
            "issued": _day(bill["issued_on"], lang), "status": _status(bill, lang),
            "compared": _count("compared", int(result["compared"]), lang),
            "lines": lines}), basis]))
    orders = result.get("orders") or []
    heading = render(HEADINGS, "orders", lang, {"who": who, "count": len(orders)})
    if not orders:
        return heading
    return f"{heading}\n\n" + markdown_table(ORDER_COLUMNS[lang], [
        [o["number"], _day(o["ordered_on"], lang), _day(o["promised_on"], lang),
         render(ORDER_STATUS, o["status"], lang, {}),
         ", ".join(f"{line['quantity']} × {line['product']}" for line in o["lines"])]
        for o in orders])


def _missing_bill(state: BillingState, lang: Lang, runtime: Runtime[Context]
                  ) -> dict[str, Any]:
    steps = [s for s in state.get("billing_steps") or [] if not s.get("refused")]
    missing = _bills_not_found(steps)
    if len(missing) > 1:  # "show me F-… and F-…", neither found: both said
        return {"number": ", ".join(missing[:-1]) + render(HEADINGS, "or", lang, {})
                + missing[-1]}
    asked = str(steps[-1]["args"].get("number") or "") if steps else ""
    named = bill_numbers(asked) or bill_numbers(
        state["billing_question"]["question"] if state.get("billing_question") else "")
    return {"number": named[0] if named else "?"}


say_no_bill: Reply = reply_node("say_no_bill", "say_no_bill", texts=TEXTS,
                                params=_missing_bill)
# What each answer gives, so that a figure the message also asked is never dropped silently:
# a list of every bill shows each one's status and their total.
EVERY_BILL: frozenset[Figure] = frozenset({"owed", "paid", "paid_late", "total"})


def answered_figures(state: BillingState) -> frozenset[Figure] | None:
    """The figures this answer gives (None: an answer no figure is compared with, such as a
    ranking of customers or a customer's orders)."""
    steps = state.get("billing_steps") or []
    fetched = last_ok(steps, *FETCHED)
    if fetched is None:
        return EVERY_BILL if last_ok(steps, "get_bill") is not None else None
    reading = state.get("billing_reading")
    if fetched["tool"] == "tally_bills":
        if reading is not None and reading["asks"] == "delay":
            return frozenset({"delay"})
        status = str(fetched["args"].get("status") or "any")
        return EVERY_BILL if status == "any" else frozenset({_figure(status), "total"})
    if fetched["tool"] == "biggest_bill":
        return frozenset({"biggest"})
    if fetched["tool"] in ANSWERS:
        return None
    kind = _kind(fetched)
    return EVERY_BILL if kind in ("period", "all") else frozenset({_figure(kind)})


def _figure(status: str) -> Figure:
    return "owed" if status in ("unpaid", "overdue", "not_due") else (
        "paid_late" if status == "paid_late" else "paid")


def unanswered_text(state: BillingState, lang: Lang) -> str:
    """Each figure the question also asked and the answer does not give, said so (a fixed
    text), with a question that asks it alone: "…et quel est son délai moyen de paiement ?"
    answered with the unpaid bills never drops the delay silently."""
    question = state.get("billing_question")
    asked = asked_figures(question["question"]) if question else []
    given = answered_figures(state)
    if len(asked) < 2 or given is None:
        return ""
    customers = _candidates(state)
    if len(customers) != 1:
        return ""
    period = question.get("period") if question else None
    when = ""
    if period and period.get("start") and period.get("end"):
        start, end = date.fromisoformat(str(period["start"])), date.fromisoformat(
            str(period["end"]))
        when = render(ASK_ALONE, "year", lang, {"year": start.year}) \
            if (start.month, start.day, end.month, end.day, start.year) == (
                1, 1, 12, 31, end.year) \
            else render(ASK_ALONE, "between", lang, {"start": _day(start.isoformat(), lang),
                                                     "end": _day(end.isoformat(), lang)})
    return "\n\n".join(render(UNANSWERED, "note", lang, {
        "what": render(UNANSWERED, figure, lang, {}),
        "example": render(ASK_ALONE, figure, lang, {"name": customers[0]["name"],
                                                    "when": when})})
        for figure in asked if figure not in given)


def others_text(state: BillingState, lang: Lang) -> str:
    """Each other customer the question named, said not answered (a fixed text) with the
    question that asks for them: "compare John Doe et Marie Dupont" answered for John Doe
    never drops Marie Dupont silently."""
    question = state.get("billing_question")
    customers = _candidates(state)
    if not question or len(customers) != 1 or question.get("customers"):
        return ""  # (customers compared: every one named is a column)
    name = str(customers[0]["name"])
    key = fold_words(name)
    named = customer_names(question["question"])
    others = [n for n in named if fold_words(n) not in key and key not in fold_words(n)]
    if not others or len(others) == len(named):
        # none besides the one answered, or the one answered is not among those the question
        # named (a name given since, to "did you mean?", replaced the question's)
        return ""
    return render(ONLY_ONE, "note", lang, {"others": ", ".join(others), "name": name,
                                           "first": others[0]})


def currency_text(state: BillingState, lang: Lang) -> str:
    """The bills are in euros, said when the question speaks of another currency ("dépassent
    1000 CHF", "en dollars"): nothing is converted, a threshold is applied as said."""
    question = state.get("billing_question")
    if not question or not other_currency(question["question"]):
        return ""
    return render(IN_EUROS, "threshold" if amount_filter(question["question"]) else "note",
                  lang, {})


def answer_with_the_rest(state: BillingState, lang: Lang, runtime: Runtime[Context]) -> str:
    """The answer, then what the message also asked and the answer does not give: a figure,
    another customer; and that the amounts are in euros when another currency was said."""
    return "\n\n".join(filter(None, [bills_text(state, lang, runtime),
                                      currency_text(state, lang),
                                      unanswered_text(state, lang), others_text(state, lang)]))


render_bills = reply_node("render_bills", "billing_answer", body=answer_with_the_rest)


def _days(value: Any, lang: Lang) -> str:
    return fmt.number(Decimal(str(value)), lang) if value is not None else "–"


def _share(value: Any, lang: Lang) -> str:
    return fmt.percent(Decimal(str(value)), lang) if value is not None else "–"


def payers_text(state: BillingState, step: Step, lang: Lang) -> str:
    """How customers pay (templates/payers.md.j2): one customer's punctuality with a verdict
    by the analysis's thresholds, or customers ranked by their delay; every figure from
    `payment_delays` (Python)."""
    from services.analytics import HIGH_CONFIDENCE, LOW_CONFIDENCE

    result = step["result"]
    rows = result.get("customers") or []
    args = step["args"]
    when = render(PAYERS, "when", lang, {"start": _day(str(args["start"]), lang),
                                         "end": _day(str(args["end"]), lang)}) \
        if args.get("start") and args.get("end") else ""
    today = _day(str(result["today"]), lang)
    basis = render(PAYERS, "basis", lang, {"today": today})
    template = TEMPLATES.get_template("payers.md.j2")
    if step["args"].get("customer_id"):
        one = rows[0] if rows else None
        name = one["customer"]["name"] if one else "?"
        if one is None or not int(one["judged"]):
            return render(PAYERS, "one_none", lang, {"name": name, "when": when})
        judged, on_time = int(one["judged"]), int(one["on_time"])
        share = Decimal(str(one["on_time_share"]))
        verdict = "verdict_good" if share >= HIGH_CONFIDENCE else (
            "verdict_late" if share < LOW_CONFIDENCE else "verdict_mixed")
        overdue = int(one["overdue"])
        notes = [render(PAYERS, "one_overdue", lang, {
            "overdue": overdue, "total": fmt.money(Decimal(str(one["overdue_total"])), lang)})
            if overdue else render(PAYERS, "one_no_overdue", lang, {})]
        if int(one["pending"]):
            notes.append(render(PAYERS, "one_pending", lang, {"pending": one["pending"]}))
        heading = " ".join([render(PAYERS, verdict, lang, {"name": name}), render(
            PAYERS, "one", lang, {
                "name": name, "when": when, "on_time": on_time, "judged": judged,
                "s": "" if on_time <= 1 else "s", "share": _share(share, lang),
                "average": _days(one["average_days_late"], lang),
                "max": one["max_days_late"]})])
        return template.render(heading=heading, rows=[], cols=[],
                               notes=[*notes, basis]).strip()
    if not rows:
        return render(PAYERS, "none", lang, {"when": when})
    best = bool(result.get("best_first"))
    heading = render(PAYERS, "ranking", lang, {
        "when": when, "order": render(PAYERS, "best_first" if best else "latest_first", lang,
                                      {}),
        "customers": _count("customers", int(result["ranked"]), lang)})
    top = rows[0]
    lead = render(PAYERS, "top_best" if best else "top_late", lang, {
        "name": top["customer"]["name"], "average": _days(top["average_days_late"], lang),
        "share": _share(top["on_time_share"], lang)})
    table = [[str(i), r["customer"]["name"], str(r["judged"]),
              f"{_share(r['on_time_share'], lang)} ({r['on_time']}/{r['judged']})",
              _days(r["average_days_late"], lang), str(r["max_days_late"]),
              str(r["overdue"]) + (f" ({fmt.money(Decimal(str(r['overdue_total'])), lang)})"
                                   if int(r["overdue"]) else "")]
             for i, r in enumerate(rows, 1)]
    notes = [basis]
    if int(result["ranked"]) > len(rows):
        notes.append(render(PAYERS, "shown", lang, {"shown": len(rows),
                                                    "ranked": result["ranked"]}))
    return template.render(heading=f"{heading}\n{lead}", rows=table,
                           cols=PAYERS_COLUMNS[lang], notes=notes).strip()


def _change_of(first: dict[str, Any], second: dict[str, Any], key: str, lang: Lang) -> str:
    """The change of one figure from the first period to the second ("+240,00 €"), "–" when
    either has none."""
    if first.get(key) is None or second.get(key) is None:
        return "–"
    delta = Decimal(str(second[key])) - Decimal(str(first[key]))
    return ("+" if delta > 0 else "") + fmt.money(delta, lang)


def compare_text(result: dict[str, Any], status: str, who: str, lang: Lang) -> str:
    """Two periods side by side (templates/compare.md.j2): bills, total, average and largest
    bill, and the change; every figure from `compare_periods` (Python)."""
    first, second = result["first"], result["second"]

    def label(p: dict[str, Any]) -> str:
        return render(COMPARE, "period", lang, {"start": _day(str(p["start"]), lang),
                                                 "end": _day(str(p["end"]), lang)})

    def money(value: Any) -> str:
        return fmt.money(Decimal(str(value)), lang) if value is not None else "–"

    def signed(value: Decimal, text: str) -> str:
        return ("+" if value > 0 else "") + text

    change = Decimal(str(result["total_change"]))
    count_change = int(result["count_change"])
    pct = result.get("percent_change")
    percent = render(COMPARE, "percent", lang, {"pct": signed(
        Decimal(str(pct)), fmt.number(Decimal(str(pct)), lang) + (
            "\u202f%" if lang == "fr" else "%"))}) if pct is not None else ""
    average_change = "–"
    if first.get("average_total") is not None and second.get("average_total") is not None:
        delta = Decimal(str(second["average_total"])) - Decimal(str(first["average_total"]))
        average_change = signed(delta, money(delta))
    rows = [
        [render(COMPARE, "bills", lang, {}), str(first["count"]), str(second["count"]),
         signed(Decimal(count_change), str(count_change))],
        [render(COMPARE, "total", lang, {}), money(first["total"]), money(second["total"]),
         signed(change, money(change))],
        [render(COMPARE, "average", lang, {}), money(first.get("average_total")),
         money(second.get("average_total")), average_change],
        [render(COMPARE, "largest", lang, {}), money(first.get("largest_total")),
         money(second.get("largest_total")), _change_of(first, second, "largest_total", lang)],
    ]
    heading = render(COMPARE, "heading", lang, {
        "what": render(KINDS, status, lang, {}), "who": who,
        "start1": _day(str(first["start"]), lang), "end1": _day(str(first["end"]), lang),
        "start2": _day(str(second["start"]), lang), "end2": _day(str(second["end"]), lang),
        "dated": render(COMPARE, "payment_date" if status == "paid" else "issue_date", lang,
                        {})})
    said = render(COMPARE, "same", lang, {"first": money(first["total"])}) if not change \
        else render(COMPARE, "up", lang, {"first": money(first["total"]),
                                          "second": money(second["total"]),
                                          "change": signed(change, money(change)),
                                          "percent": percent})
    return TEMPLATES.get_template("compare.md.j2").render(
        heading=heading, cols=["", label(first), label(second),
                               render(COMPARE, "change", lang, {})],
        rows=rows, change=said).strip()


# The bills a comparison of customers lists by number, by the status the question asks.
OWED_ROW = {"unpaid": "unpaid", "overdue": "overdue"}
# Which row a comparison of customers leads with, by the status the question asks.
LEAD_FIGURE = {"any": "total", "unpaid": "unpaid", "not_due": "unpaid", "overdue": "overdue",
               "paid": "paid", "paid_late": "paid"}


def customers_text(result: dict[str, Any], lang: Lang, *, punctuality: bool = False,
                   bought: bool = False) -> str:
    """Customers side by side (templates/customers.md.j2), one column each in the order
    asked: bills, amount billed, average bill, paid, unpaid, overdue, punctuality; a lead
    sentence names who is ahead on the figure asked (what was billed, unless the question
    asks what is owed, overdue, paid, or who pays on time). Every figure from
    `compare_customers` (Python)."""
    columns = result["customers"]

    def money(value: Any) -> str:
        return fmt.money(Decimal(str(value)), lang) if value is not None else "–"

    def counted(amount: Any, count: Any) -> str:
        return render(COMPARE_CUSTOMERS, "with_count", lang, {"amount": money(amount),
                                                               "count": int(count)})

    def share(c: dict[str, Any]) -> str:
        if c.get("on_time_share") is None:
            return "–"
        return render(COMPARE_CUSTOMERS, "share", lang, {
            "share": fmt.percent(Decimal(str(c["on_time_share"])), lang),
            "on_time": int(c["on_time"]), "judged": int(c["judged"])})

    names = [str(c["customer"]["name"]) for c in columns]
    # "which of Doe or Smith has overdue invoices?": the bills asked, by number, too
    owed = OWED_ROW.get(str(result.get("status")))
    numbered = [[render(COMPARE_CUSTOMERS, f"{owed}_numbers", lang, {}),
                 *(", ".join(c.get(f"{owed}_numbers") or [])
                   or render(COMPARE_CUSTOMERS, "no_numbers", lang, {}) for c in columns)]] \
        if owed else []
    if bought:  # "what did each of them buy?": the products of each, too
        numbered.append([render(COMPARE_CUSTOMERS, "bought", lang, {}), *(
            ", ".join(c.get("bought") or []) or render(COMPARE_CUSTOMERS, "nothing_bought",
                                                      lang, {}) for c in columns)])
    rows = [
        [render(COMPARE_CUSTOMERS, "bills", lang, {}), *(str(c["count"]) for c in columns)],
        [render(COMPARE_CUSTOMERS, "total", lang, {}), *(money(c["total"]) for c in columns)],
        [render(COMPARE_CUSTOMERS, "average", lang, {}),
         *(money(c.get("average_total")) for c in columns)],
        [render(COMPARE_CUSTOMERS, "paid", lang, {}),
         *(counted(c["paid_total"], c["paid_count"]) for c in columns)],
        [render(COMPARE_CUSTOMERS, "unpaid", lang, {}),
         *(counted(c["unpaid_total"], c["unpaid_count"]) for c in columns)],
        [render(COMPARE_CUSTOMERS, "overdue", lang, {}),
         *(counted(c["overdue_total"], c["overdue_count"]) for c in columns)],
        *numbered,
        [render(COMPARE_CUSTOMERS, "on_time", lang, {}), *(share(c) for c in columns)],
        [render(COMPARE_CUSTOMERS, "late", lang, {}),
         *(fmt.number(Decimal(str(c["average_days_late"])), lang)
           if c.get("average_days_late") is not None else "–" for c in columns)],
    ]
    when = render(COMPARE_CUSTOMERS, "when", lang, {
        "start": _day(str(result["start"]), lang), "end": _day(str(result["end"]), lang)}) \
        if result.get("start") and result.get("end") else \
        render(COMPARE_CUSTOMERS, "every_bill", lang, {})
    heading = render(COMPARE_CUSTOMERS, "heading", lang, {
        "names": ", ".join(names[:-1]) + render(COMPARE_CUSTOMERS, "and", lang, {})
        + names[-1], "when": when})
    figure = "on_time" if punctuality else LEAD_FIGURE.get(str(result.get("status")), "total")
    today = _day(str(result["today"]), lang)
    return TEMPLATES.get_template("customers.md.j2").render(
        heading=heading, lead=_lead(columns, figure, lang), cols=["", *names], rows=rows,
        basis=render(COMPARE_CUSTOMERS, "basis" if result.get("start") else "basis_every",
                     lang, {"today": today})).strip()


LEAD_VALUE = {"total": "total", "unpaid": "unpaid_total", "overdue": "overdue_total",
              "paid": "paid_total", "on_time": "on_time_share"}


def _lead(columns: list[dict[str, Any]], figure: str, lang: Lang) -> str:
    """Who is ahead on the figure asked, and by how much over the other when two are
    compared; a tie said as one; none said when every column is zero (or unknown)."""
    key = LEAD_VALUE[figure]
    known = [(Decimal(str(c[key])), str(c["customer"]["name"])) for c in columns
             if c.get(key) is not None]
    if not known or (all(value == 0 for value, _ in known) and figure != "on_time") \
            or (figure == "on_time" and not known):
        return render(COMPARE_CUSTOMERS, f"none_{figure}", lang, {})

    def said(value: Decimal) -> str:
        return fmt.percent(value, lang) if figure == "on_time" else fmt.money(value, lang)

    top = max(value for value, _ in known)
    tied = [name for value, name in known if value == top]
    if len(tied) > 1:
        return render(COMPARE_CUSTOMERS, "tied", lang, {
            "names": render(COMPARE_CUSTOMERS, "and", lang, {}).join(tied),
            "amount": said(top)})
    ahead = ""
    if len(known) == 2:
        (other_value, other), = [(v, n) for v, n in known if n != tied[0]]
        ahead = render(COMPARE_CUSTOMERS, "ahead_share", lang, {
            "other": other, "diff": said(other_value)}) if figure == "on_time" else \
            render(COMPARE_CUSTOMERS, "ahead", lang, {"other": other,
                                                      "diff": said(top - other_value)})
    return render(COMPARE_CUSTOMERS, f"lead_{figure}", lang, {
        "name": tied[0], "amount": said(top), "ahead": ahead})
