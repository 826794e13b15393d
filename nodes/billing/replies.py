"""Answer billing questions from the tool results, with fixed texts and a template."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from langgraph.runtime import Runtime

from nodes.analysis.replies import candidate_options
from nodes.billing.gate import BILL_LISTS, found_customers, last_ok
from nodes.billing.state import BillingState
from nodes.billing.texts import HEADINGS, STATUS, TEXTS
from nodes.kit import format as fmt
from nodes.kit.context import Context, Node
from nodes.kit.say import Lang, render, reply_node
from nodes.kit.state import Awaiting, Customer

TEMPLATES = Environment(loader=FileSystemLoader(Path(__file__).parent / "templates"),
                        undefined=StrictUndefined, autoescape=False)
COLUMNS = {
    "fr": ["Facture", "Émise le", "Échéance", "Montant", "Statut"],
    "en": ["Bill", "Issued", "Due", "Amount", "Status"],
}

Reply = Node[BillingState, dict[str, Any]]


def _candidates(state: BillingState) -> list[Customer]:
    return found_customers(state.get("billing_steps") or []) or []


def _options(state: BillingState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    return {"options": candidate_options(_candidates(state), lang)}


def _awaiting_pick(state: BillingState) -> Awaiting:
    return {"workflow": "billing", "candidates": _candidates(state)}


ask_which_customer = reply_node("ask_which_customer", "ask_which_customer", texts=TEXTS,
                                params=_options, asks=True, awaiting=_awaiting_pick)
say_no_customer: Reply = reply_node("say_no_customer", "say_no_customer", texts=TEXTS)
say_no_answer: Reply = reply_node("say_no_answer", "say_no_answer", texts=TEXTS)
say_model_unavailable: Reply = reply_node("say_model_unavailable", "say_model_unavailable",
                                   texts=TEXTS, keeps_question=())


def _day(value: str, lang: Lang) -> str:
    return fmt.day_year(date.fromisoformat(value), lang)


def bills_text(state: BillingState, lang: Lang, runtime: Runtime[Context] | None = None
               ) -> str:
    """The answer: bills from the tool results, rendered; the model writes no figure."""
    steps = state.get("billing_steps") or []
    customers = _candidates(state)
    name = customers[0]["name"] if customers else "?"
    listing = last_ok(steps, *BILL_LISTS)
    detail = last_ok(steps, "get_bill")
    if listing is None and detail is not None:
        bills, kind, args = [detail["result"]], "bill", detail["args"]
    else:
        assert listing is not None
        bills, args = listing["result"]["bills"], listing["args"]
        if listing["tool"] == "unpaid_bills":
            kind = "overdue" if args.get("overdue_only") else "unpaid"
        else:
            kind = "period" if args.get("start") and args.get("end") else "all"
    with_lines = kind in ("period", "bill") or detail is not None
    if detail is not None and listing is not None:
        bills = [detail["result"] if b["number"] == detail["result"]["number"] else b
                 for b in bills]
    heading = render(HEADINGS, kind, lang, {
        "name": name, "count": len(bills),
        "start": _day(args["start"], lang) if args.get("start") else "",
        "end": _day(args["end"], lang) if args.get("end") else "",
        "number": bills[0]["number"] if bills else "",
    })
    rows = []
    for bill in bills:
        status = render(STATUS, bill["status"], lang,
                        {"paid": _day(bill["paid_on"], lang) if bill.get("paid_on") else ""})
        rows.append({
            "number": bill["number"], "issued": _day(bill["issued_on"], lang),
            "due": _day(bill["due_on"], lang), "total": fmt.money(Decimal(bill["total"]), lang),
            "status": status,
            "lines": ", ".join(f"{line['quantity']} × {line['product']}"
                               for line in bill.get("lines") or []),
        })
    total = sum((Decimal(b["total"]) for b in bills), Decimal(0))
    cols = COLUMNS[lang] + (["Produits" if lang == "fr" else "Products"] if with_lines else [])
    return TEMPLATES.get_template("bills.md.j2").render(
        heading=heading, bills=rows, cols=cols, with_lines=with_lines,
        total=render(HEADINGS, "total", lang, {"total": fmt.money(total, lang)}),
        nothing=render(HEADINGS, "none", lang, {}),
    ).strip()


render_bills = reply_node("render_bills", "billing_answer", body=bills_text)
