"""Build the analysis replies: fixed texts, and the report from a Jinja2 template."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from langgraph.runtime import Runtime

from nodes.analysis.executors import figures
from nodes.analysis.routes import candidates, suggestions
from nodes.analysis.state import AnalysisState
from nodes.analysis.texts import FRAGMENTS, FRENCH_NOUNS, RECOMMENDATIONS, TEXTS
from nodes.kit import format as fmt
from nodes.kit.context import Context, Node, run_context
from nodes.kit.say import Lang, render, reply_node
from nodes.kit.state import Awaiting, Customer
from services.periods import no_such_day, unclear_reason

Reply = Node[AnalysisState, dict[str, Any]]


def _environment(lang: Lang) -> Environment:
    """One environment per language, built once: templates compile once, not every turn."""
    env = Environment(
        loader=FileSystemLoader(Path(__file__).parent / "templates"),
        undefined=StrictUndefined, autoescape=False, keep_trailing_newline=True,
    )
    env.filters["money"] = lambda v: fmt.money(Decimal(str(v)), lang)
    env.filters["percent"] = lambda v: fmt.percent(Decimal(str(v)), lang)
    env.filters["number"] = lambda v: fmt.number(Decimal(str(v)), lang)
    return env


TEMPLATES: dict[Lang, Environment] = {"fr": _environment("fr"), "en": _environment("en")}


def _period(state: AnalysisState, lang: Lang) -> dict[str, str]:
    details = state["analysis_details"]
    assert details["start"] and details["end"], "a period is resolved before any report"
    start, end = date.fromisoformat(details["start"]), date.fromisoformat(details["end"])
    return {
        "start": fmt.day_year(start, lang),
        # rolling months or a calendar year: said, so "the last two years" reads as meant
        "end": fmt.day_year(end, lang) + fmt.period_basis(details["period"], start, end, lang),
    }


def _query(state: AnalysisState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    details = state.get("analysis_details")
    return {"query": (details["customer_name"] if details else None) or ""}


def candidate_options(customers: list[Customer], lang: Lang) -> str:
    return "\n".join(
        render(FRAGMENTS, "option", lang, {
            "rank": rank, "name": c["name"], "email": c["email"],
            "company": f" ({c['company']})" if c.get("company") else "",
        })
        for rank, c in enumerate(customers, start=1)
    )


def which_params(state: AnalysisState, lang: Lang, runtime: Runtime[Context]
                 ) -> dict[str, Any]:
    return {**_query(state, lang, runtime),
            "options": candidate_options(candidates(state), lang)}


def no_bills_params(state: AnalysisState, lang: Lang, runtime: Runtime[Context]
                    ) -> dict[str, Any]:
    return {"name": candidates(state)[0]["name"], **_period(state, lang)}


def product_words(name: str, lang: Lang) -> dict[str, str]:
    """The product's name as a sentence's subject, and the words that agree with it."""
    if lang == "en":
        return {"subject": f"\u201c{name}\u201d", "is_bought": "is bought", "weighs": "weighs",
                "its": "its"}
    first = name.split()[0].lower() if name.split() else ""
    if first not in FRENCH_NOUNS:  # agree with "produit" rather than guess the name's gender
        return {"subject": f"Le produit « {name} »", "is_bought": "est acheté",
                "weighs": "pèse", "its": "son"}
    feminine, plural = FRENCH_NOUNS[first]
    bought = "acheté" + ("e" if feminine else "") + ("s" if plural else "")
    return {"subject": f"« {name} »", "is_bought": ("sont " if plural else "est ") + bought,
            "weighs": "pèsent" if plural else "pèse", "its": "leur" if plural else "son"}


def recommendation_text(rule: str, params: dict[str, str], lang: Lang) -> str:
    """One recommendation in words, its counts and product names agreed."""
    words: dict[str, str] = dict(params)
    if "product" in params:
        words.update(product_words(params["product"], lang))
    if "count" in params:
        words["s"] = "s" if int(params["count"]) > 1 else ""
    return render(RECOMMENDATIONS, rule, lang, words)


def confidence_note(analysis: dict[str, Any], lang: Lang) -> str | None:
    """The lines saying what the payment delay measures (issue to payment) and what the
    confidence index is, each with its own counts."""
    notes: list[str] = []
    if analysis.get("average_payment_delay_days") is not None:
        paid = int(analysis["paid_count"])
        notes.append(render(FRAGMENTS, "delay", lang, {"paid": paid,
                                                       "s": "" if paid == 1 else "s"}))
    if analysis.get("confidence") is not None:
        on_time = int(analysis["on_time_count"])
        judged = on_time + int(analysis["late_count"])
        notes.append(render(FRAGMENTS, "confidence", lang,
                            {"on_time": on_time, "judged": judged}))
    return "\n\n".join(notes) or None


def report_text(state: AnalysisState, lang: Lang, runtime: Runtime[Context] | None = None
                ) -> str:
    """The report: the model's two checked sentences around figures rendered by Python."""
    analysis = figures(state)
    period = _period(state, lang)
    name = analysis["customer"]["name"]
    checked = state.get("summary_checked")
    introduction = (checked and checked["introduction"]) or render(
        FRAGMENTS, "intro", lang, {"name": name, **period})
    conclusion = (checked and checked["conclusion"]) or render(FRAGMENTS, "conclusion", lang, {})
    recommendations = [recommendation_text(r["rule"], r.get("params") or {}, lang)
                       for r in analysis["recommendations"]]
    return TEMPLATES[lang].get_template(f"report.{lang}.md.j2").render(
        a=analysis, name=name, introduction=introduction, conclusion=conclusion,
        recommendations=recommendations, confidence_note=confidence_note(analysis, lang),
        **period,
    ).strip()


def _awaiting_customer(state: AnalysisState) -> Awaiting:
    return {"workflow": "analysis"}


def _awaiting_pick(state: AnalysisState) -> Awaiting:
    return {"workflow": "analysis", "candidates": candidates(state)}


ask_customer = reply_node("ask_customer", "ask_customer", texts=TEXTS, asks=True,
                          awaiting=_awaiting_customer)
ask_which_customer = reply_node("ask_which_customer", "ask_which_customer", texts=TEXTS,
                                params=which_params, asks=True, awaiting=_awaiting_pick)


def _suggested(state: AnalysisState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    return {**_query(state, lang, runtime),
            "options": candidate_options(suggestions(state), lang)}


ask_did_you_mean = reply_node(
    "ask_did_you_mean", "ask_did_you_mean", texts=TEXTS, params=_suggested, asks=True,
    awaiting=lambda state: {"workflow": "analysis", "candidates": suggestions(state)})
say_no_customer = reply_node("say_no_customer", "say_no_customer", texts=TEXTS, params=_query)
_say_backwards_period: Reply = reply_node("say_bad_period", "say_bad_period", texts=TEXTS,
                                          asks=True, awaiting=_awaiting_customer)


def _period_words(state: AnalysisState, lang: Lang, runtime: Runtime[Context]
                  ) -> dict[str, Any]:
    details = state.get("analysis_details")
    return {"words": (details["period_words"] if details else None) or ""}


_ASK_PERIOD: dict[str | None, Reply] = {
    reason: reply_node("say_bad_period", f"ask_period_{reason}" if reason else "ask_period",
                       texts=TEXTS, params=_period_words, asks=True, awaiting=_awaiting_customer)
    for reason in (None, "exception", "two_dates", "apart")}


def _ask_period(state: AnalysisState, runtime: Runtime[Context]) -> dict[str, Any]:
    """A period said but not read is asked for; one that is no one period ("pas en 2025",
    "en 2023 et 2025") is said so, in the same question."""
    details = state.get("analysis_details")
    store = run_context(runtime).store()
    reason = unclear_reason(details["period_words"] if details else None,
                            store.local(store.now()).date())
    return _ASK_PERIOD[reason](state, runtime)


def _missing_day(state: AnalysisState, lang: Lang, runtime: Runtime[Context]
                 ) -> dict[str, Any]:
    details = state.get("analysis_details")
    missing = no_such_day(details["period_words"] if details else None)
    assert missing is not None, "routed here for a day its month does not have"
    day, month = missing
    return {"day": f"{day} {fmt.MONTHS[lang][month - 1]}"}


_say_no_such_day: Reply = reply_node("say_bad_period", "say_no_such_day", texts=TEXTS,
                                     params=_missing_day, asks=True,
                                     awaiting=_awaiting_customer)


_say_future_period: Reply = reply_node("say_bad_period", "say_future_period", texts=TEXTS,
                                       params=_period_words, asks=True,
                                       awaiting=_awaiting_customer)


def say_bad_period(state: AnalysisState, runtime: Runtime[Context]) -> dict[str, Any]:
    """A period that ends before it starts, or says a day that does not exist (30 February),
    is said so; one that cannot be read is asked for."""
    details = state.get("analysis_details")
    if details is not None and details["period"] == "no_such_day":
        return _say_no_such_day(state, runtime)
    if details is not None and details["period"] == "unclear":
        return _ask_period(state, runtime)
    if details is not None and details["period"] == "future":
        return _say_future_period(state, runtime)
    return _say_backwards_period(state, runtime)


say_no_bills = reply_node("say_no_bills", "say_no_bills", texts=TEXTS, params=no_bills_params)
say_analysis_unavailable: Reply = reply_node("say_analysis_unavailable",
                                             "say_model_unavailable", texts=TEXTS,
                                             keeps_question=())
def report_with_notes(state: AnalysisState, lang: Lang, runtime: Runtime[Context]) -> str:
    """The report; when other customers were named too, a line says only one was done."""
    text = report_text(state, lang, runtime)
    others = state["analysis_details"].get("others") or []
    if others:
        text += "\n\n" + render(FRAGMENTS, "only_one", lang, {
            "name": candidates(state)[0]["name"], "others": ", ".join(others),
            "first": others[0]})
    return text


render_report = reply_node("render_report", "analysis_report", body=report_with_notes)
ask_one_customer = reply_node("ask_one_customer", "ask_one_customer", texts=TEXTS, asks=True,
                              awaiting=_awaiting_customer)


def margin_text(state: AnalysisState, lang: Lang, runtime: Runtime[Context] | None = None
                ) -> str:
    """The margin only ("et la marge ?"): the total margin and its rate over the customer's
    bills of the period, then by product; every figure computed by `services.analytics`."""
    analysis = figures(state)
    products = [{**p, "margin": Decimal(str(p["revenue"])) - Decimal(str(p["cost"]))}
                for p in analysis["products"]]
    return TEMPLATES[lang].get_template(f"margin.{lang}.md.j2").render(
        a=analysis, name=analysis["customer"]["name"], rate=analysis.get("margin_rate"),
        products=products, **_period(state, lang)).strip()


render_margin = reply_node("render_margin", "analysis_margin", body=margin_text)
