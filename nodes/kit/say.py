"""Reply with fixed texts: every sentence a person reads is written here or in a template."""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Collection, Mapping
from datetime import datetime
from typing import Any, TypeVar

from langchain_core.messages import AIMessage
from langgraph.runtime import Runtime

from nodes.kit.context import Context, Node, run_context
from nodes.kit.state import Awaiting, Lang
from services.text import language_of

S = TypeVar("S", bound=Mapping[str, Any])
Texts = Mapping[str, Mapping[Lang, str]]
Params = Callable[[S, Lang, Runtime[Context]], Mapping[str, Any]]
Body = Callable[[S, Lang, Runtime[Context]], str]

__all__ = ["Lang", "Texts", "for_channel", "placeholders", "render", "reply_language",
           "reply_node", "reply_update"]


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


# French "de" before a person's name is elided before a vowel or a mute h ("d'Émilie").
_DE_NAME = re.compile(r"\bde \{(name|customer_name|customer)\}")
_VOWELS = "aeiouyhàâäéèêëîïôöûüÿæœ"


def render(texts: Texts, text_id: str, lang: Lang, params: Mapping[str, Any]) -> str:
    """The text `text_id` in `lang`, placeholders filled; a missing one is a bug, loudly."""
    template = texts[text_id][lang]
    if lang == "fr" and "de {" in template:
        template = _DE_NAME.sub(lambda m: f"d'{{{m[1]}}}" if str(
            params.get(m[1], ""))[:1].lower() in _VOWELS and params.get(m[1]) else m[0],
            template)
    return template.format_map(dict(params))


def for_channel(state: Mapping[str, Any], texts: Texts, staff_texts: Texts | None,
                text_id: str) -> Texts:
    """The texts to say `text_id` from: on the staff channel, its staff wording when it has
    one (a staff member acting on a customer's order hears of "la commande SO-… de Jean
    Martin", never of "votre commande"), else `texts`. The reply's id stays `text_id`."""
    if staff_texts is not None and state.get("channel") == "staff" and text_id in staff_texts:
        return staff_texts
    return texts


_GAPS = re.compile(r"(?<=\S) {2,}")


def tidy(text: str) -> str:
    """A whole reply as sent: an optional part left empty leaves no double space and no
    trailing space behind it (fragments end with a space so that they join)."""
    return "\n".join(_GAPS.sub(" ", line).rstrip() for line in text.strip().split("\n"))


def reply_language(state: Mapping[str, Any], runtime: Runtime[Context]) -> Lang:
    """The context's language if forced, else the person's, else French.

    When the model failed this turn, nothing it read can be trusted, and the state's
    language may be an earlier turn's or a default: the message itself, read with rules,
    decides (the conversation's language when the message gives no clue).
    """
    forced = run_context(runtime).language
    if forced:
        return forced
    language = state.get("language")
    if state.get("failure"):
        known: Lang = "en" if language == "en" else "fr"
        return language_of(state.get("message") or "", default=known)
    if language == "fr":
        return "fr"
    if language == "en":
        return "en"
    # No model output to go by (e.g. the model failed): read the message with rules.
    return language_of(state.get("message") or "")


def done_before_text(state: Mapping[str, Any], lang: Lang, runtime: Runtime[Context]) -> str:
    """What a turn that crashed after its write did, told first (fixed texts): the move and
    its new slot, the case and its number. Empty when nothing is left untold."""
    from nodes.kit import format as fmt
    from nodes.kit.texts import KIT_STAFF_TEXTS, KIT_TEXTS

    lines = []
    for done in state.get("done_before") or []:
        if done.get("operation") == "reschedule" and done.get("start") and done.get("end"):
            slot = fmt.slot(datetime.fromisoformat(done["start"]),
                            datetime.fromisoformat(done["end"]),
                            run_context(runtime).dependencies().store.tz, lang)
            lines.append(render(for_channel(state, KIT_TEXTS, KIT_STAFF_TEXTS,
                                            "say_done_before_move"), "say_done_before_move", lang,
                                {"number": done.get("order"), "slot": slot}))
        elif done.get("operation") == "open_case" and done.get("case"):
            lines.append(render(for_channel(state, KIT_TEXTS, KIT_STAFF_TEXTS,
                                            "say_done_before_case"), "say_done_before_case", lang,
                                {"number": done.get("order"), "case": done["case"]}))
    return " ".join(lines)


def reply_update(node: str | None, text: str, text_id: str, lang: Lang, *,
                 asks: bool = False, awaiting: Awaiting | None = None) -> dict[str, Any]:
    """What every reply writes: the message, the reply's id, what it waits for, the trace
    (`node` None: a reply given outside the graph, by the door)."""
    trace = [{"kind": "node", "node": node}] if node else []
    return {
        "messages": [AIMessage(content=tidy(text))],
        "reply": {"id": text_id, "asks": asks, "language": lang},
        "awaiting": awaiting,
        "trace": [*trace, {"kind": "reply", "text_id": text_id, "asks": asks}],
    }


def still_asked(awaiting: Awaiting | None, consent_questions: Collection[str] = ()
                ) -> Awaiting | None:
    """The question the last turn asked, when it still stands after a reply that answered
    nothing (the model could not read the message: "please try again"), so that the same
    answer fits again. Only a question for details (an order number, an e-mail, which
    customer, which order) is kept; a proposed write, a list of slots to pick from, or a
    question whose yes is consent (`consent_questions`) is not: consent answers the reply
    just before it."""
    if awaiting is None or awaiting.get("pending") is not None or awaiting.get("offered") \
            or awaiting.get("question") in consent_questions:
        return None
    return awaiting


def reply_node(
    name: str,
    text_id: str | Callable[[S], str],
    *,
    texts: Texts | None = None,
    staff_texts: Texts | None = None,
    params: Params[S] | None = None,
    body: Body[S] | None = None,
    asks: bool = False,
    awaiting: Callable[[S], Awaiting] | None = None,
    keeps_question: Collection[str] | None = None,
) -> Node[S, dict[str, Any]]:
    """A node that says (or asks, waiting for the answer) one text: the fixed text `text_id`
    (or the id a function of the state picks) from `texts`, or a rendered `body`. With
    `keeps_question` (the questions whose yes is consent, never kept), a reply that asks
    nothing leaves the last question standing (`still_asked`). With `staff_texts`, the staff
    channel hears a text's staff wording when it has one (`for_channel`), under the same id."""
    if body is None and texts is None:
        raise ValueError(f"{name}: a reply needs fixed texts or a body")

    def node(state: S, runtime: Runtime[Context]) -> dict[str, Any]:
        lang = reply_language(state, runtime)
        chosen = text_id(state) if callable(text_id) else text_id
        if body is not None:
            text = body(state, lang, runtime)
        else:
            assert texts is not None
            text = render(for_channel(state, texts, staff_texts, chosen), chosen, lang,
                          params(state, lang, runtime) if params else {})
        waiting: Awaiting | None = None
        if asks:
            waiting = {"question": chosen, **(awaiting(state) if awaiting else {})}
        elif keeps_question is not None:
            waiting = still_asked(state.get("awaiting"), keeps_question)
        before = done_before_text(state, lang, runtime)
        if before:
            text = f"{before}\n\n{text}"
        if state.get("declined_change"):  # a change asked beside the question: not done
            from nodes.kit.texts import KIT_TEXTS

            text = f"{text}\n\n{render(KIT_TEXTS, 'say_change_declined', lang, {})}"
        update = reply_update(name, text, chosen, lang, asks=asks, awaiting=waiting)
        update["told_turn"] = state.get("turn_id")  # this turn's writes are told by this reply
        return update

    node.__name__ = name
    setattr(node, "asks", asks)  # noqa: B010  (read by the test that texts and flags agree)
    return node
