"""Reply with fixed texts: every sentence a person reads is written here or in a template."""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from typing import Any, Literal

from langchain_core.messages import AIMessage
from langgraph.runtime import Runtime

from nodes.kit.context import context_of
from services.text import language_of

Lang = Literal["fr", "en"]
Texts = Mapping[str, Mapping[Lang, str]]
Params = Callable[[Mapping[str, Any], Lang], Mapping[str, Any]]


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def render(texts: Texts, text_id: str, lang: Lang, params: Mapping[str, Any]) -> str:
    """The text `text_id` in `lang`, placeholders filled; a missing one is a bug, loudly."""
    return texts[text_id][lang].format_map(dict(params))


def reply_language(state: Mapping[str, Any], runtime: Runtime[Any]) -> Lang:
    """The context's language if forced, else the person's, else French."""
    forced = context_of(runtime.context).language
    if forced:
        return forced
    language = state.get("language")
    if language in ("fr", "en"):
        return language
    # No model output to go by (e.g. the model failed): read the message with rules.
    return language_of(state.get("message") or "")


def reply_update(node: str | None, text: str, text_id: str, lang: Lang, *,
                 asks: bool = False, awaiting: dict[str, Any] | None = None) -> dict[str, Any]:
    """What every reply writes: the message, the reply's id, what it waits for, the trace
    (`node` None: a reply given outside the graph, by the door)."""
    trace = [{"kind": "node", "node": node}] if node else []
    return {
        "messages": [AIMessage(content=text)],
        "reply": {"id": text_id, "asks": asks, "language": lang},
        "awaiting": awaiting,
        "trace": [*trace, {"kind": "reply", "text_id": text_id, "asks": asks}],
    }


def language_hint(state: Mapping[str, Any], runtime: Runtime[Any]) -> dict[str, str]:
    """The language already known (forced by the context, or the person's), for a prompt."""
    language = context_of(runtime.context).language or state.get("language")
    return {"language_hint": language} if language else {}


def reply_node(
    name: str,
    texts: Texts,
    text_id: str,
    params: Params | None = None,
    *,
    asks: bool = False,
    awaiting: Callable[[Mapping[str, Any]], dict[str, Any]] | None = None,
) -> Callable[[Mapping[str, Any], Runtime[Any]], dict[str, Any]]:
    """A node that says (or asks, waiting for the answer) the fixed text `text_id`."""

    def node(state: Mapping[str, Any], runtime: Runtime[Any]) -> dict[str, Any]:
        lang = reply_language(state, runtime)
        values = params(state, lang) if params else {}
        text = render(texts, text_id, lang, values)
        waiting = None
        if asks:
            waiting = {"question": text_id, **(awaiting(state) if awaiting else {})}
        return reply_update(name, text, text_id, lang, asks=asks, awaiting=waiting)

    node.__name__ = name
    return node


def say(name: str, texts: Texts, text_id: str, params: Params | None = None) -> Any:
    return reply_node(name, texts, text_id, params)


def ask(
    name: str, texts: Texts, text_id: str, params: Params | None = None,
    awaiting: Callable[[Mapping[str, Any]], dict[str, Any]] | None = None,
) -> Any:
    return reply_node(name, texts, text_id, params, asks=True, awaiting=awaiting)
