"""Build the analysis replies: fixed texts, and the report from a Jinja2 template."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from langgraph.runtime import Runtime

from nodes.analysis.texts import FRAGMENTS, RECOMMENDATIONS, TEXTS
from nodes.kit import format as fmt
from nodes.kit.say import Lang, ask, render, reply_language, reply_update, say


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


def _period(state: Mapping[str, Any], lang: Lang) -> dict[str, str]:
    details = state.get("analysis_details") or {}
    return {
        "start": fmt.day_year(date.fromisoformat(details["start"]), lang),
        "end": fmt.day_year(date.fromisoformat(details["end"]), lang),
    }


def _query(state: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    return {"query": (state.get("analysis_details") or {}).get("customer_name") or ""}


def candidate_options(candidates: list[dict[str, Any]], lang: Lang) -> str:
    return "\n".join(
        render(FRAGMENTS, "option", lang, {
            "rank": rank, "name": c["name"], "email": c["email"],
            "company": f" ({c['company']})" if c.get("company") else "",
        })
        for rank, c in enumerate(candidates, start=1)
    )


def which_params(state: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    return {**_query(state, lang), "options": candidate_options(state["candidates"], lang)}


def no_bills_params(state: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    return {"name": state["candidates"][0]["name"], **_period(state, lang)}


ask_customer = ask("ask_customer", TEXTS, "ask_customer",
                   awaiting=lambda s: {"workflow": "analysis"})
ask_which_customer = ask(
    "ask_which_customer", TEXTS, "ask_which_customer", which_params,
    awaiting=lambda s: {"workflow": "analysis", "candidates": s.get("candidates") or []},
)
say_no_customer = say("say_no_customer", TEXTS, "say_no_customer", _query)
_say_backwards_period = say("say_bad_period", TEXTS, "say_bad_period")
_ask_period = ask(
    "say_bad_period", TEXTS, "ask_period",
    lambda s, lang: {"words": (s.get("analysis_details") or {}).get("period_words") or ""},
    awaiting=lambda s: {"workflow": "analysis"},
)


def say_bad_period(state: Mapping[str, Any], runtime: Runtime[Any]) -> dict[str, Any]:
    """A period that ends before it starts is said so; one that cannot be read is asked for."""
    if (state.get("analysis_details") or {}).get("period") == "unclear":
        return _ask_period(state, runtime)
    return _say_backwards_period(state, runtime)
say_no_bills = say("say_no_bills", TEXTS, "say_no_bills", no_bills_params)
say_model_unavailable = say("say_model_unavailable", TEXTS, "say_model_unavailable")


def report_text(state: Mapping[str, Any], lang: Lang) -> str:
    analysis = state["analysis"]
    period = _period(state, lang)
    name = analysis["customer"]["name"]
    checked = state.get("summary_checked") or {}
    introduction = checked.get("introduction") or render(
        FRAGMENTS, "intro", lang, {"name": name, **period})
    conclusion = checked.get("conclusion") or render(FRAGMENTS, "conclusion", lang, {})
    recommendations = [render(RECOMMENDATIONS, r["rule"], lang, r.get("params") or {})
                       for r in analysis["recommendations"]]
    return TEMPLATES[lang].get_template(f"report.{lang}.md.j2").render(
        a=analysis, name=name, introduction=introduction, conclusion=conclusion,
        recommendations=recommendations, **period,
    ).strip()


def render_report(state: Mapping[str, Any], runtime: Runtime[Any]) -> dict[str, Any]:
    """The report: the model's two checked sentences around figures rendered by Python."""
    lang = reply_language(state, runtime)
    return reply_update("render_report", report_text(state, lang), "analysis_report", lang)
