"""The offline model: a deterministic LangChain chat model that fills schemas with rules.

It has the interface of any chat model (`invoke`, `bind_tools`,
`with_structured_output`), so the graphs cannot tell it from a hosted one.
It reads the data sections of the prompt (`<customer_message>`, `<free_slots>`,
...) that every model receives, and answers with a tool call whose arguments
are filled by the rules in `services.llm.lexicon`. It dispatches on what it is
given, as a hosted model would: the schema to fill (structured output) or the
tool set of a loop; the prompt carries nothing for its sake. A schema or a tool
set it does not know is an error, never a guess.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from datetime import date
from typing import Any, Literal

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from langchain_core.utils.function_calling import convert_to_openai_tool

from services.llm import billing_words, lexicon
from services.text import (
    MOVE_VERB,
    Span,
    clauses,
    disowned_numbers,
    fold,
    items_named,
    without_postal_addresses,
)
from services.wishes import resolve_wish

SECTION = re.compile(r"<(?P<name>[a-z_]+)>\n(?P<body>.*?)\n</(?P=name)>", re.S)

Extractor = Callable[[dict[str, str], list[BaseMessage]], dict[str, Any]]
EXTRACTORS: dict[str, Extractor] = {}
Policy = Callable[[list[BaseMessage], list[str]], dict[str, Any] | None]
# Tool-loop policies, by the tool set they handle: given the conversation so far and the
# active tools (a subset of that set), the next call.
POLICIES: dict[frozenset[str], Policy] = {}


def policy_for(tools: Sequence[str]) -> Policy | None:
    """The loop policy whose tool set holds every tool offered."""
    offered = set(tools)
    return next((p for known, p in POLICIES.items() if offered <= known), None)


def extractor(name: str) -> Callable[[Extractor], Extractor]:
    """Register the rules that fill the schema (tool) called `name`."""

    def register(fn: Extractor) -> Extractor:
        EXTRACTORS[name] = fn
        return fn

    return register


def sections(messages: Sequence[BaseMessage]) -> dict[str, str]:
    """The data sections of the prompt, later messages winning."""
    found: dict[str, str] = {}
    for message in messages:
        if isinstance(message.content, str):
            for m in SECTION.finditer(message.content):
                found[m.group("name")] = m.group("body").replace("<\\/", "</")
    return found


def today_of(data: dict[str, str]) -> date:
    """The prompt's <today>: every prompt that speaks of dates carries it."""
    raw = data.get("today", "")[:10]
    try:
        return date.fromisoformat(raw)
    except ValueError as exc:  # a node forgot the section: a bug, not a guess
        raise ValueError("The prompt has no <today> section to read dates against.") from exc


def estimate_tokens(text: str) -> int:
    """A rough count (4 characters a token), labelled as an estimate wherever shown."""
    return max(1, len(text) // 4)


class OfflineChatModel(BaseChatModel):
    """Deterministic rules behind the chat-model interface."""

    model_name: str = "offline-rules"

    @property
    def _llm_type(self) -> str:
        return "comptoir-offline"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {"model_name": self.model_name}

    def bind_tools(
        self,
        tools: Sequence[Any],
        *,
        tool_choice: str | None = None,
        **kwargs: Any,
    ) -> Runnable[LanguageModelInput, AIMessage]:
        formatted = [convert_to_openai_tool(t) for t in tools]
        return self.bind(tools=formatted, tool_choice=tool_choice, **kwargs)

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        tools = [t["function"]["name"] for t in kwargs.get("tools") or []]
        tool_choice = kwargs.get("tool_choice")
        # Count what an OpenAI-compatible server would receive: the messages and the tools.
        prompt_text = "\n".join(str(m.content) for m in messages) + json.dumps(
            kwargs.get("tools") or [])
        message = self._answer(messages, tools, tool_choice)
        message.usage_metadata = {
            "input_tokens": estimate_tokens(prompt_text),
            "output_tokens": estimate_tokens(json.dumps(message.tool_calls) + str(message.content)),
            "total_tokens": 0,
        }
        message.usage_metadata["total_tokens"] = (
            message.usage_metadata["input_tokens"] + message.usage_metadata["output_tokens"]
        )
        message.response_metadata = {"model_name": self.model_name, "token_usage_estimated": True}
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _answer(
        self, messages: list[BaseMessage], tools: list[str], tool_choice: Any
    ) -> AIMessage:
        data = sections(messages)
        # Structured output: one tool whose name is a schema we have rules for.
        for name in tools:
            if name in EXTRACTORS:
                args = EXTRACTORS[name](data, messages)
                return AIMessage(
                    content="",
                    tool_calls=[{"name": name, "args": args, "id": _call_id(messages, name)}],
                )
        # A tool loop: a registered policy picks the next call among the active tools.
        if tools and tool_choice != "none":
            policy = policy_for(tools)
            if policy is None:
                raise ValueError(
                    f"The offline model has no rules for the tools {tools}; "
                    "register an extractor or an agent policy for them."
                )
            call = policy(messages, tools)
            if call is not None:
                return AIMessage(
                    content="",
                    tool_calls=[{**call, "id": _call_id(messages, call["name"])}],
                )
        return AIMessage(content="OK.")


def _call_id(messages: list[BaseMessage], name: str) -> str:
    turn = sum(isinstance(m, (HumanMessage, ToolMessage)) for m in messages)
    return f"call_{name}_{turn}"


# -- rules per schema ------------------------------------------------------------------


@extractor("CareRequest")
def _care_request(data: dict[str, str], _messages: list[BaseMessage]) -> dict[str, Any]:
    # A postal address written out and asking nothing (an e-mail signature) is where the
    # customer writes from: no request, no day, no order number in it.
    whole = without_postal_addresses(data.get("customer_message", ""))
    # An earlier reply quoted under the customer's words is the desk's: read what the
    # customer wrote (the quote may still hold the order number they answer about).
    text = _own_words(whole)
    today = today_of(data)
    orders = lexicon.order_numbers(text) or lexicon.order_numbers(whole)
    # "no, not SO-… but SO-…", "pas la SO-…, la SO-…": a number disowned is never the order
    disowned = disowned_numbers(text)
    orders = [n for n in orders if n not in disowned] or orders
    mails = lexicon.emails(text) or lexicon.emails(whole)
    cleaned = text
    for found in mails:
        cleaned = re.sub(re.escape(found), " ", cleaned, flags=re.I)
    default_language: Literal["fr", "en"] = "en" if data.get("language_hint") == "en" else "fr"
    requests = _request_parts(text, mails, today)
    return {
        "intent": _status_then_move(text, _intent_of(text), requests),
        "order_number": orders[0] if orders else None,
        "email": mails[0] if mails else None,
        "wished_slot": _time_words(cleaned, today),
        "language": lexicon.language_of(text, default_language),
        "requests": requests,
        "problem": lexicon.problem_of(text),
    }


def _status_then_move(text: str, intent: str, requests: list[dict[str, Any]]) -> str:
    """A status asked, then a move in a clause of its own, for one order ("where's my order
    at? and can I also change the delivery day?"): the move is the request (the desk reads
    and tells the status asked with it, never drops the move); any other intent as read."""
    if intent != "order_status" or requests:
        return intent
    said = [c for c in JOIN_WORDS.split(text) if c and c.strip()]
    # a move asked in so many words ("change the delivery day", "la décaler"), never a
    # when told in a story ("it's now two weeks later")
    return "reschedule" if any(lexicon.intent_of(c) == "reschedule"
                               and MOVE_VERB.search(fold(c)) for c in said[1:]) else intent


WISH_CHARS = 300  # the most a wished slot holds (`nodes.care_desk.schemas`)
WRITE_INTENTS = ("report_damage", "reschedule")


def _intent_of(text: str) -> str:
    """The message's intent; in a long one (a letter with its story, whatever its length:
    several sentences), a sentence that asks a write (a damage told, a move asked) wins over
    status words told in the story ("the delivery team were on time", "la commande a pris
    du retard", "I was kept updated on the progress") when no sentence asks the status (a
    question, or where / when / the status asked without its mark): the story is no
    request, the write is."""
    intent = lexicon.intent_of(text)
    if intent != "order_status":
        return intent
    sentences = [s for s in SENTENCE_END.split(text) if s.strip()]
    if len(sentences) < 2:
        return intent
    said = [(lexicon.intent_of(s), s) for s in sentences]
    if any(i == "order_status" and ("?" in s or STATUS_ASKED.search(fold(s)))
           for i, s in said):
        return intent
    return next((i for i, _ in said if i in WRITE_INTENTS), intent)
SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n+")
# A status asked without its question mark ("where is my order SO-…. Also…", "dites-moi où
# en est ma commande"): never a story told.
STATUS_ASKED = re.compile(r"\b(?:where|when|whats?|status|any news|news on|update me|"
                          r"let me know|tell me|ou en|ou est|quand|statut|des nouvelles|"
                          r"dites moi|tenez moi|track\w*|suivi)\b")
# An earlier message quoted under the customer's own words (an e-mail reply): its header
# ("On Tue, 1 Dec 2026 at 10:12, Customer Care wrote:", "Le mar. 1 déc. 2026, … a écrit :",
# "-----Original Message-----") and its lines marked ">" are the desk's words, never a day
# the customer asks for nor a request.
# A forwarded message ("-------- Message transféré --------", "---------- Forwarded message
# ---------", "Begin forwarded message:", "Début du message réexpédié :") is quoted the same way:
# what the customer pastes under their words (an order confirmation) asks nothing of its own.
REPLY_HEADER = re.compile(r"^\s*(?:(?:On|Le)\b[^\n]{0,200}\b(?:wrote|a écrit|a ecrit)\s*:|"
                          r"-{2,}\s*(?:Original Message|Message d'origine|Message transf[ée]r[ée]|"
                          r"Forwarded message)\s*-{2,}|(?:Begin forwarded message|Début du message "
                          r"réexpédié|Debut du message reexpedie)\s*:)",
                          re.MULTILINE | re.IGNORECASE)
QUOTED_LINE = re.compile(r"^\s*>.*$", re.MULTILINE)


def _own_words(text: str) -> str:
    """The message less the earlier reply it quotes (`REPLY_HEADER`, `QUOTED_LINE`); the
    message as written when that would leave nothing."""
    own = QUOTED_LINE.sub("", REPLY_HEADER.split(text, maxsplit=1)[0])
    return own if own.strip() else text


def _time_words(text: str, today: date) -> str | None:
    """The customer's words about when, or None when they say nothing of it: the whole
    message when it is short; in a long one (an e-mail with a story and a signature) the
    sentences that say when, so that the day asked deep in it is never cut off."""
    if not lexicon.has_time_cue(text, today):
        return None
    text = _without_story_days(text, today)
    if len(text.strip()) <= WISH_CHARS:
        return text.strip()
    timed = list(dict.fromkeys(s.strip() for s in SENTENCE_END.split(text) if s.strip()
                               and lexicon.has_time_cue(s, today)))
    # the sentences that ask the move first ("pourriez-vous déplacer la livraison au
    # vendredi 18 ?"), then the others that say when (the story: "je garde les enfants le
    # mercredi"), each once: the day asked is never cut off by the story told around it
    asked = [s for s in timed if lexicon.intent_of(s) in ("reschedule", "availability")]
    timed = asked + [s for s in timed if s not in asked]
    return (" ".join(timed) or text.strip())[:WISH_CHARS]


# A clause of a message (its sentences, and their parts set off by a comma or a dash).
STORY_CLAUSE = re.compile(r"(?<=[.!?;,])\s+|\s+[-\u2013\u2014]\s+|\n+")
# Words that make a day said beside the one asked another wish ("sinon le 19", "the 21st
# would work too", "ou le 22", "Tuesday is also fine"): never the story.
ANOTHER_WISH = re.compile(
    r"\b(?:ou|or|sinon|otherwise|else|either|a defaut|failing that|if not|instead|plutot|"
    r"rather|aussi|also|too|as well|egalement|prefer\w*|mieux|better|would (?:also )?(?:work|"
    r"suit|do|be)|irait|iraient|conviendrai\w*|convient|arrange\w*|possible|works?|suits?|"
    r"fine|ok|okay|dispo\w*|available|free|libre|pourquoi pas|why not|marche(?:rait)?|"
    # a correction of the day asked ("décalez au 14 matin... non pardon le 15 aprem")
    r"pardon|sorry|actually|en fait|finalement|je veux dire|i mean|correction|"
    r"oops|oups|wait|attendez|attends)\b")


def _without_story_days(text: str, today: date) -> str:
    """The message less the clauses that tell a day in its story, when a sentence asks the
    move to a day of its own (README: the wished day is read from the sentences that ask the
    move): "on m'a promis le 11 décembre, j'ai appelé trois fois. Je veux le buffet le lundi
    4 janvier", "Monday, no call from you. Tuesday, a text… Put it on Monday 21 December":
    the days told are no wishes. A clause that rules a day out, with the one after it ("the
    16th, and now I'm working that day"), a day offered as another wish ("sinon le 19") and
    a clause naming no day (a half-day, a time) are kept; the message as written when no
    sentence asks the move to a day."""
    sentences = [s for s in SENTENCE_END.split(text) if s.strip()]
    asked = [s for s in sentences if lexicon.has_time_cue(s, today)
             and lexicon.intent_of(s) in ("reschedule", "availability")]
    if len(sentences) < 2 or not asked \
            or not resolve_wish(" ".join(asked), today).days():
        return text
    clauses = [c for c in STORY_CLAUSE.split(text) if c.strip()]
    # The story is told before the ask: a day said after the last clause of a sentence read
    # as asking ("Nous déménageons Mme Dubois le 15 … Elle souhaite que la méridienne arrive
    # après, le lundi 21 décembre au matin": the house move read as the ask) is kept.
    asking = [i for i, clause in enumerate(clauses) if any(clause in s for s in asked)]
    last = asking[-1] if asking else len(clauses)
    kept: list[str] = []
    for i, clause in enumerate(clauses):
        if i > last or any(clause in s for s in asked) \
                or not lexicon.has_time_cue(clause, today) \
                or ANOTHER_WISH.search(fold(clause)) \
                or (i > 0 and ANOTHER_WISH.search(fold(clauses[i - 1]))
                    and not lexicon.has_time_cue(clauses[i - 1], today)):
            # ("no wait, friday 18 december morning": the correction said in the clause
            # before the day)
            kept.append(clause)
            continue
        alone = resolve_wish(clause, today)
        if not (alone.days() or alone.weekdays):
            kept.append(clause)
            continue
        told = set(alone.days())
        after = " ".join(clauses[i:i + 2])
        if told & set(resolve_wish(after, today).excluded) or alone.excluded:
            kept.append(clause)  # "the 16th, and now I'm working that day": ruled out
    return " ".join(kept)


def _request_parts(text: str, mails: list[str], today: date) -> list[dict[str, Any]]:
    """Several requests in one message: one entry per request, bound to the order number
    written in its own words; a request that says nothing of its own ("et SO-24911 ?")
    asks what the one before it asked. One request: an empty list."""
    spans = lexicon.request_spans(text)
    quotes = [span.text for span in spans] if len(spans) >= 2 else _item_requests(text)
    # the numbers each request was bound to ("24 911" after "SO 24 903 and": SO-24911)
    bound = {span.text: span.orders for span in spans} if len(spans) >= 2 else {}
    if len(quotes) < 2:
        quotes = _move_and_damage(text)
    if len(quotes) < 2:
        return []
    parts: list[dict[str, Any]] = []
    for quote in quotes:
        orders = lexicon.order_numbers(quote) or bound.get(quote, [])
        words = quote
        for found in mails:
            words = re.sub(re.escape(found), " ", words, flags=re.I)
        intent = lexicon.intent_of(words)
        parts.append({"intent": intent, "order_number": orders[0] if orders else None,
                      "wished_slot": words.strip()[:300]
                      if lexicon.has_time_cue(words, today) else None,
                      "quote": quote})
    # The one order number the message says belongs to every request in it that says
    # none ("…one of them, order SO-52002, has a crack along the back rail"), unless that
    # request names items of its own that the numbered one does not (another order's)
    numbers = {n.upper() for n in lexicon.order_numbers(text)}
    numbered = {item for p in parts if p["order_number"] for item in items_named(p["quote"])}
    if len(numbers) == 1:
        for part in parts:
            own = set(items_named(part["quote"]))
            if part["order_number"] is None and (not own or own <= numbered):
                part["order_number"] = next(iter(numbers))
    said = [p["intent"] for p in parts if p["intent"] != "other"]
    for i, part in enumerate(parts):
        if part["intent"] == "other" and said:
            before = [p["intent"] for p in parts[:i] if p["intent"] != "other"]
            part["intent"] = before[-1] if before else said[0]
    return parts


HANDLED_INTENTS = ("order_status", "case_status", "reschedule", "availability",
                   "report_damage")
JOIN_WORDS = re.compile(r"[.?!;\n]|\b(?:et|and|also|aussi|puis|then|plus|btw)\b", re.I)


def _item_requests(text: str) -> list[str]:
    """Two requests without order numbers, each about its own piece of furniture, joined
    ("quand arrive ma table et aussi décaler la livraison du canapé au 15"): a clause that
    asks something else than the words before it begins a request of its own, when each
    request names its own items (none shared). The same request on two items ("quand
    arrivent la table et le canapé ?") stays one. Fewer than two: none."""
    groups: list[list[Span]] = []
    asked: list[str] = []
    for clause in clauses(text):
        intent = lexicon.intent_of(clause.text)
        if groups and intent in HANDLED_INTENTS and intent != asked[-1] \
                and asked[-1] in HANDLED_INTENTS \
                and JOIN_WORDS.search(text[groups[-1][-1].end - 1:clause.start]
                                      + " " + clause.text.split()[0]):
            groups.append([clause])
            asked.append(intent)
        elif groups:
            groups[-1].append(clause)
            if asked[-1] not in HANDLED_INTENTS:
                asked[-1] = intent
        else:
            groups.append([clause])
            asked.append(intent)
    quotes = [text[g[0].start:g[-1].end] for g in groups]
    items = [set(items_named(q)) for q in quotes]
    # A move and a damage report ("je voudrais décaler la livraison et aussi le pied de la
    # table est cassé"): two writes that cannot be one request (a move is of a delivery to
    # come, a case of a piece delivered), each handled in its turn, even when one names no
    # item of its own
    move_and_damage = sorted(asked) == ["report_damage", "reschedule"]
    if len(quotes) < 2 or not (all(items) or move_and_damage) \
            or any(a & b for i, a in enumerate(items) for b in items[i + 1:]):
        return []
    return quotes


# Where a move and a damage report written as one sentence part ("décaler la livraison, le
# pied de la table est cassé", "move my delivery pls + armchair is scratched").
SOFT_BREAK = re.compile(r"\s*[,+&]\s*|\s+-\s+")


def _move_and_damage(text: str) -> list[str]:
    """A move and a damage report joined by a comma (or "+", "&", a dash) only: the two
    requests, each in its words (the parts of the sentence that say neither go with the one
    before); else none."""
    groups: list[list[Span]] = []
    asked: list[str] = []
    for piece in _soft_pieces(text):
        intent = lexicon.intent_of(piece.text)
        if intent in ("reschedule", "report_damage") and (not asked or intent != asked[-1]):
            if asked and asked[-1] not in ("reschedule", "report_damage"):
                groups[-1].append(piece)
                asked[-1] = intent
                continue
            groups.append([piece])
            asked.append(intent)
        elif groups:
            groups[-1].append(piece)
        else:
            groups.append([piece])
            asked.append(intent)
    if sorted(asked) != ["report_damage", "reschedule"]:
        return []
    return [text[g[0].start:g[-1].end] for g in groups]


def _soft_pieces(text: str) -> list[Span]:
    pieces: list[Span] = []
    at = 0
    for m in SOFT_BREAK.finditer(text):
        if text[at:m.start()].strip():
            pieces.append(Span(at, m.start(), text[at:m.start()]))
        at = m.end()
    if text[at:].strip():
        pieces.append(Span(at, len(text), text[at:]))
    return pieces


def _slots(data: dict[str, str], key: str) -> list[dict[str, Any]]:
    try:
        value = json.loads(data.get(key, "[]"))
    except json.JSONDecodeError:
        return []
    return value if isinstance(value, list) else []


def match_slots(
    wish: lexicon.Wish, slots: list[dict[str, Any]], offered: list[str]
) -> list[str]:
    """The ids of the listed slots that fit the wish, in list order."""
    by_id = {s["id"]: s for s in slots}
    if wish.ordinal is not None and offered:
        pool = [i for i in offered if i in by_id]
        index = wish.ordinal - 1 if wish.ordinal > 0 else len(pool) - 1
        narrowed = _filter(wish, [by_id[i] for i in pool])
        if narrowed and len(narrowed) < len(pool) and (wish.dates or wish.weekdays or wish.part):
            pool = narrowed
        return [pool[index]] if 0 <= index < len(pool) else []
    if offered and (wish.weekdays or wish.part or wish.dates) and not wish.span:
        within = _filter(wish, [by_id[i] for i in offered if i in by_id])
        if within:
            return within
    matches = _filter(wish, slots)
    if wish.ordinal is not None and not (wish.dates or wish.weekdays or wish.part):
        index = wish.ordinal - 1 if wish.ordinal > 0 else len(slots) - 1
        return [slots[index]["id"]] if 0 <= index < len(slots) else []
    if wish.ordinal == 1 and matches:
        return matches[:1]
    return matches


def _filter(wish: lexicon.Wish, slots: list[dict[str, Any]]) -> list[str]:
    if not (wish.dates or wish.weekdays or wish.part or wish.after):
        return []
    out = []
    for slot in slots:
        day = date.fromisoformat(slot["day"])
        if wish.dates and day not in wish.dates:
            continue
        if wish.weekdays and day.weekday() not in wish.weekdays:
            continue
        if wish.after and day <= wish.after:
            continue
        if wish.part and slot.get("part") != wish.part:
            continue
        out.append(slot["id"])
    return out


@extractor("SlotPick")
def _slot_pick(data: dict[str, str], _messages: list[BaseMessage]) -> dict[str, Any]:
    slots = _slots(data, "free_slots")
    offered = [str(i) for i in _slots(data, "offered_slots")]
    wish_text = data.get("wish", "") or data.get("customer_message", "")
    wish = lexicon.parse_wish(wish_text, today_of(data))
    matches = match_slots(wish, slots, offered)
    if len(matches) == 1:
        return {"chosen_slot_id": matches[0], "offer_slot_ids": []}
    if matches:
        return {"chosen_slot_id": None, "offer_slot_ids": matches[:5]}
    if wish.dates or wish.after:
        # Nothing on the wished days: offer the free slots closest to them.
        target = min(wish.dates) if wish.dates else wish.after
        assert target is not None
        ranked = sorted(
            slots, key=lambda s: (abs((date.fromisoformat(s["day"]) - target).days), s["id"])
        )
        return {"chosen_slot_id": None, "offer_slot_ids": [s["id"] for s in ranked[:3]]}
    return {"chosen_slot_id": None, "offer_slot_ids": [s["id"] for s in slots[:3]]}


@extractor("AnalysisRequest")
def _analysis_request(data: dict[str, str], _messages: list[BaseMessage]) -> dict[str, Any]:
    text = data.get("staff_message", "")
    default: Literal["fr", "en"] = "en" if data.get("language_hint") == "en" else "fr"
    from services.llm import billing_words

    every = billing_words.every_customer(text)
    names = billing_words.customer_names(text)
    return {
        # "English version please": the last report again, no customer of its own
        "customer_name": None if every or lexicon.asks_language_only(text)
        else billing_words.named_customer(text),
        "period_words": lexicon.period_words(text),
        "language": lexicon.language_of(text, default),
        "answer_language": lexicon.answer_language(text),
        "asks": lexicon.analysis_asks(text),
        "follow_up": lexicon.follows_up(text) or lexicon.asks_language_only(text),
        "all_customers": every,
        "other_customers": names[1:] if not every else [],
    }


MONTH_WORDS = {
    True: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre"],
    False: ["January", "February", "March", "April", "May", "June", "July", "August",
            "September", "October", "November", "December"],
}


def _date_words(value: object, fr: bool) -> str:
    """An ISO date in words, as the summary prompt asks: 1er janvier 2025 / 1 January 2025."""
    try:
        d = date.fromisoformat(str(value))
    except ValueError:
        return str(value)
    number = "1er" if fr and d.day == 1 else str(d.day)
    return f"{number} {MONTH_WORDS[fr][d.month - 1]} {d.year}"


def _de(name: str) -> str:
    """French "de" before a name, elided before a vowel or a mute h ("d'Omar Bernard")."""
    return f"d'{name}" if name[:1].lower() in "aeiouyhàâéèêëîïôûü" and name else f"de {name}"


@extractor("AnalysisSummary")
def _analysis_summary(data: dict[str, str], _messages: list[BaseMessage]) -> dict[str, Any]:
    analysis = json.loads(data.get("analysis", "{}"))
    fr = data.get("language", "fr") != "en"
    name = analysis.get("customer", {}).get("name", "")
    count = analysis.get("bill_count")
    start, end = _date_words(analysis.get("start"), fr), _date_words(analysis.get("end"), fr)
    rules = [r.get("rule") for r in analysis.get("recommendations", [])]
    if fr:
        bills = "la facture" if count == 1 else f"les {count} factures"
        issued = "émise" if count == 1 else "émises"
        introduction = f"Cette analyse couvre {bills} {_de(name)} {issued} du {start} au {end}."
        focus = "les retards de paiement" if "late_payer" in rules else "le développement " \
            "des ventes"
        conclusion = f"La relation est à suivre en priorité sur {focus} ; les recommandations " \
                     "ci-dessus donnent les prochaines étapes."
    else:
        bills = "the one bill" if count == 1 else f"the {count} bills"
        introduction = f"This analysis covers {bills} issued to {name} from {start} to {end}."
        focus = "late payments" if "late_payer" in rules else "growing sales"
        conclusion = f"The relationship should be followed up first on {focus}; the " \
                     "recommendations above give the next steps."
    return {"introduction": introduction, "conclusion": conclusion}


def _tool_results(messages: list[BaseMessage]) -> list[tuple[str, dict[str, Any], Any]]:
    """(tool, args, result or None on error) for every tool call answered so far."""
    calls: dict[str, tuple[str, dict[str, Any]]] = {}
    out = []
    for message in messages:
        if isinstance(message, AIMessage):
            for call in message.tool_calls:
                calls[call["id"] or ""] = (call["name"], call["args"])
        elif isinstance(message, ToolMessage) and message.tool_call_id in calls:
            name, args = calls[message.tool_call_id]
            content = str(message.content)
            result = None if content.startswith("Error:") else json.loads(content)
            out.append((name, args, result))
    return out


# A message that opens by going on from the last answer ("et T3 vs T4 ?", "and Q3 vs Q4?",
# "same for 2024 vs 2025"): of its customer, unlike "Compare le CA du T1 et du T2" (every one).
GOES_ON = re.compile(r"^(?:(?:ok|okay|d'accord|bien|merci|thanks)\W+)?(?:et|and|also|aussi|puis|"
                     r"then|now|maintenant|what about|how about|same|idem|pareil|so|donc|"
                     r"du coup|dans ce cas|in that case)\b")
# "montant moyen ?", "facture moyenne ?": a few words naming nothing are of the last answer
MAX_BARE_FOLLOW_WORDS = 4


@extractor("BillingRequest")
def _billing_request(data: dict[str, str], _messages: list[BaseMessage]) -> dict[str, Any]:
    from services.amounts import without_amounts
    from services.llm import billing_words
    from services.periods import without_threshold
    from services.text import bill_numbers

    text = data.get("staff_message", "")
    if billing_words.asks_change(text):
        text = billing_words.without_change(text) or text
    # "more than 30 days overdue": a threshold Python reads, neither a name nor a period
    text = without_threshold(text)
    # "factures entre 1000 et 5000 € de Sarah Connor": the amount is Python's to read
    # (services.amounts); no period nor name is read in its words
    text = without_amounts(text)
    folded = lexicon.spelled(text, lexicon.fold(text))
    default: Literal["fr", "en"] = "en" if data.get("language_hint") == "en" else "fr"
    said = billing_words.says_what(text)
    read = lexicon.bill_status(folded)
    one_bill = billing_words.about_one_bill(text) and not bill_numbers(text)
    follow = lexicon.follows_up(text) or billing_words.refers_back(text) or one_bill \
        or billing_words.counts_back(text) or lexicon.asks_language_only(text) \
        or billing_words.among_listed(lexicon.fold_words(text)) \
        or billing_words.narrows_last(text) or billing_words.by_customer_only(text)
    wants = billing_words.follow_wants(text)
    if wants in ("detail", "by_amount", "customer_count", "days_overdue") or (
            wants == "average_amount" and len(folded.split()) <= MAX_BARE_FOLLOW_WORDS
            and billing_words.named_customer(text) is None and not lexicon.period_words(text)):
        follow = True  # of the last answer's bills: "détaille", "trie par montant"
    asks = billing_words.bill_ask(text) if said or not follow else None
    if wants in ("average_amount", "customer_count") and asks in (None, "bills", "count"):
        asks = "count"  # "et le montant moyen ?": the count and total, and their average
    elif wants in ("detail", "by_amount", "days_overdue"):
        asks = "bills"
    # A follow-up that says no status: Python decides what it keeps; "how many?" after a
    # list counts that list: the status is the list's unless said. The turnover said ("et
    # le CA 2025 ?", "and revenue for 2025?") is what was billed, paid or not: its own
    # status, never the last list's (unpaid bills).
    # What was bought asked ("and what did she buy in 2025?" after what she owes) is every
    # bill, paid or not, alike.
    billed = read == "any" and (billing_words.says_revenue(text)
                                or billing_words.asks_purchases(text))
    status = None if follow and read == "any" and not billed else read
    if asks == "delay":  # "combien de jours de retard ?": "retard" says the delay, no status
        follow = follow or counts_back_delay(text)
        status = None if follow else "any"
    if status is None and asks == "biggest" and not billing_words.among_listed(folded):
        status = "any"  # "et sa plus grosse facture ?": of all hers, not one of those listed
    if billing_words.by_customer_only(text):
        asks = "customers"  # "par client ?", "by whom?": the last answer, by customer
    ranking = asks == "customers"  # customers ranked: across them, whatever is named
    # "quels clients paient le plus en retard ?", "CA 2025 vs 2026": every customer unless
    # one is named or spoken of ("est-ce que John Doe paie à l'heure ?", "son CA T1 vs T2")
    overall = asks in ("punctuality", "compare") and billing_words.named_customer(text) is None \
        and not billing_words.points_at_someone(text) and not billing_words.refers_back(text) \
        and not (follow and GOES_ON.match(folded))  # "et T3 vs T4 ?": the last one's customer
    if overall:
        follow = False  # "Compare le CA du T1 et du T2" starts like "compare avec 2025"
    if asks == "punctuality":
        status = "any"  # "paient en retard" says how they pay, not which bills
    # "chiffre d'affaires total 2026": every customer's bills
    chase = billing_words.to_chase(text) and billing_words.named_customer(text) is None
    if billing_words.to_chase(text) and read in ("any", "unpaid"):
        read = status = "overdue"  # "qui dois-je relancer ?": the bills past their due date
    business = ((billing_words.business_total(text) or billing_words.business_figure(text))
                and not follow) or (chase and not billing_words.points_at_someone(text))
    if business and asks == "bills" and not billing_words.BILL_WORD.search(folded) \
            and not billing_words.business_total(text):
        asks = "count"  # "quel est le CA de décembre ?": a figure (count and total), no list
    if ranking and status is None and not follow:
        status = read
    if billing_words.by_customer_only(text):
        status = None  # "par client ?": the last answer's bills, by customer
    status_said = (said and (asks not in ("count", "delay") or billing_words.says_status(text))
                   and asks != "delay") or asks == "punctuality"
    if billing_words.to_chase(text):
        status_said = True  # "combien de relances à faire ?": the overdue ones, counted
    if billed and asks not in ("delay", "punctuality"):
        status_said = True  # "et le CA 2025 ?": every bill of the period, paid or not
    ranked = billing_words.bill_rank(text)
    return {
        "rank": ranked[0] if ranked else None,
        "rank_count": ranked[1] if ranked else None,
        "customer_name": None if lexicon.asks_language_only(text) or ranking
        or wants in ("detail", "customer_count", "days_overdue")
        else billing_words.named_customer(billing_words.without_sort_words(text)
                                          if wants == "by_amount" else text),
        "asks": asks,
        "status": status if status_said or not follow else None,
        # "et combien au total ?" sums the bills just listed, not every customer's, and
        # "combien John Doe a-t-il payé au total ?" John Doe's
        "all_customers": ranking or business or overall or (
            not one_bill and (billing_words.about_all_customers(text)
                              # "avons-nous émises … pour John Doe ?": his bills
                              or (billing_words.of_the_business(text)
                                  and billing_words.named_customer(text) is None) or (
            billing_words.in_total(text) and not follow
            and billing_words.named_customer(text) is None
            # "combien il nous doit au total ?": his sum, not every customer's
            and not billing_words.speaks_of_someone(text)))),
        # "since when?" of the bills owed: how late each is, no period of issue
        "period_words": None if wants == "days_overdue" else lexicon.period_words(
            billing_words.without_since_when(text) if billing_words.asks_how_late(text)
            else text),
        "follow_up": follow,
        "same_customer": billing_words.points_at_someone(text),
        "this_bill": one_bill,
        "due_window": billing_words.asks_due_window(text),
        "answer_language": lexicon.answer_language(text),
        "language": lexicon.language_of(text, default),
    }


def _ranking(question: str) -> dict[str, Any]:
    """How many customers a ranking lists ("top 3 clients") and from which end ("qui nous
    doit le moins ?": the smallest sum first), as the question says."""
    from services.llm import billing_words

    size = billing_words.ranking_size(question)
    return {**({"limit": size} if size else {}),
            **({"least_first": True} if billing_words.ranks_least(question) else {}),
            **({"by_count": True} if billing_words.ranks_by_count(question) else {})}


def _for(tool: str, args: dict[str, Any]) -> dict[str, Any]:
    """The arguments a tool takes: an order is for lists only."""
    if tool in ("biggest_bill", "tally_bills", "rank_customers"):
        return {k: v for k, v in args.items() if k not in ("oldest_first", "largest_first")}
    return args


def _how_paid(tool: str, status: str, dates: dict[str, Any], customer_id: str | None
              ) -> dict[str, Any]:
    """The arguments of a punctuality read (the period's dates) or of a comparison (its
    status; its two periods are Python's, `<periods>`, set again by the executor)."""
    who = {"customer_id": customer_id} if customer_id else {}
    if tool == "payment_delays":
        return {**who, **{k: v for k, v in dates.items() if k in ("start", "end")}}
    return {**who, "status": status}


def _billing_agent(messages: list[BaseMessage], tools: list[str]) -> dict[str, Any] | None:
    """The shortest correct tool path for a billing question, decided by rules: a bill named
    by its number is read; a question about customers at large reads across them; else the
    customer is found, then what the question asks (bills of a status and period, the
    biggest bill, a count, the orders). What Python read (`<reading>`) comes first."""
    from services.periods import Period, resolve_period
    from services.text import bill_numbers

    data = sections(messages)
    question = data.get("question", "")
    reading = json.loads(data.get("reading") or "{}") or {}
    folded = lexicon.spelled(question, lexicon.fold(question))  # "overdu" is overdue
    done = _tool_results(messages)
    status = reading.get("status") or lexicon.bill_status(folded)
    dates: dict[str, Any] = {}
    given = re.search(r"from (\S+) to (\S+)", data.get("period", ""))
    if data.get("as_of", "").strip():
        pass  # a day, not a period: "impayées au 1er décembre"
    elif given:  # the period Python read from the question
        dates = {"start": given[1], "end": given[2]}
    else:
        words = reading["period_words"] if "period_words" in reading else \
            lexicon.period_words(question)
        try:
            period = resolve_period(words, today_of(data)) if words else None
        except ValueError:
            period = None
        if isinstance(period, Period):  # an unclear period is no filter, never a guessed one
            dates = {"start": period.start.isoformat(), "end": period.end.isoformat()}
    as_of = data.get("as_of", "").strip()
    if as_of:  # the day Python read: "impayées au 1er décembre"
        dates["as_of"] = as_of
    if reading.get("rank") == "earliest":  # "sa première facture": the oldest first
        dates["oldest_first"] = True
    if reading.get("wants") == "by_amount":  # "trie par montant": the largest first
        dates["largest_first"] = True
    # the bills kept by their total, as Python read it ("factures de plus de 10 000 €")
    dates.update({k: v for k, v in (reading.get("amount") or {}).items() if v is not None})
    tried = {n for n, _, _ in done}
    found_one = [r["customers"][0]["id"] for n, _, r in done if n == "search_customer" and r
                 and len(r.get("customers") or []) == 1]
    if "compare_customers" in tools:  # customers compared: each one found (Python checks)
        return {"name": "compare_customers", "args": {
            "customer_ids": found_one, "status": status,
            **{k: v for k, v in dates.items() if k in ("start", "end")}}}
    compared = [str(n) for n in reading.get("customers") or []]
    if compared and tools == ["search_customer"]:  # the next customer compared
        asked = {lexicon.fold(str(a.get("query") or "")) for n, a, _ in done
                 if n == "search_customer"}
        return {"name": "search_customer", "args": {"query": next(
            (n for n in compared if lexicon.fold(n) not in asked), compared[-1])}}
    numbers = bill_numbers(question) or ([str(reading["bill"])] if reading.get("bill") else [])
    read = {str(a.get("number") or "").upper() for n, a, _ in done if n == "get_bill"}
    unread = [n for n in numbers if n.upper() not in read]
    if "get_bill" in tools and unread:  # each bill named, one after another
        return {"name": "get_bill", "args": {"number": unread[0]}}
    searched = any(n == "search_customer" and r for n, _, r in done)
    if not searched and not (numbers and "get_bill" in tried):
        name = reading["customer"] if "customer" in reading else lexicon.customer_name(question)
        across = reading.get("all_customers", billing_words.about_all_customers(question))
        for tool in ("payment_delays", "compare_periods"):
            if tool in tools and (name is None or across or "search_customer" not in tools):
                return {"name": tool, "args": _how_paid(tool, status, dates, None)}
        for tool in ("rank_customers", "find_bills", "biggest_bill", "tally_bills"):
            if tool in tools and (name is None or across or "search_customer" not in tools):
                return {"name": tool, "args": {"status": status, **_for(tool, dates),
                                               **(_ranking(question) if tool ==
                                                  "rank_customers" else {})}}
        if "search_customer" in tools:
            return {"name": "search_customer", "args": {"query": name or question[:100]}}
        return None
    if not searched:
        return None  # the bill asked for was not found: nothing else to look for
    customers: list[Any] = next((r["customers"] for n, _, r in reversed(done)
                      if n == "search_customer" and r), [])
    if len(customers) != 1:
        return None
    customer_id = customers[0]["id"]
    if "customer_orders" in tools:
        return {"name": "customer_orders", "args": {"customer_id": customer_id}}
    for tool in ("payment_delays", "compare_periods"):
        if tool in tools:
            return {"name": tool, "args": _how_paid(tool, status, dates, customer_id)}
    for tool in ("biggest_bill", "tally_bills"):
        if tool in tools:
            return {"name": tool, "args": {"customer_id": customer_id, "status": status,
                                           **_for(tool, dates)}}
    if "unpaid_bills" in tools and status in ("overdue", "unpaid"):
        return {"name": "unpaid_bills", "args": {
            "customer_id": customer_id, **({"overdue_only": True} if status == "overdue" else {}),
            **dates}}
    if "list_bills" in tools:
        return {"name": "list_bills", "args": {
            "customer_id": customer_id, **({"status": status} if status != "any" else {}),
            **dates}}
    return None


POLICIES[frozenset({"search_customer", "find_bills", "list_bills", "unpaid_bills",
                    "get_bill", "biggest_bill", "tally_bills", "rank_customers",
                    "payment_delays", "compare_periods", "compare_customers",
                    "customer_orders"})] = \
    _billing_agent


# What makes a staff message about an order (the care desk's): an order, its delivery, its
# making, a piece of furniture, damage. Without any, a period or a delay is of the bills.
_ORDER_SPOKEN = re.compile(
    r"\b(?:commandes?|orders?|ordered|livr\w*|deliver\w*|so-?\d+|colis|parcels?|shipp\w*|"
    r"expedi\w*|atelier|workshop|fabrication|production|creneaux?|slots?|rendez-vous|"
    r"appointments?|sav|dommages?|damage\w*|abime\w*|casse\w*|rayures?|scratch\w*|"
    r"canapes?|sofas?|fauteuils?|armchairs?|tables?|chaises?|chairs?|lits?|beds?|"
    r"buffets?|commodes?|meubles?|furniture)\b")


@extractor("StaffRoute")
def _staff_route(data: dict[str, str], _messages: list[BaseMessage]) -> dict[str, Any]:
    from services.llm import billing_words

    text = data.get("staff_message", "")
    change = billing_words.asks_change(text)
    if change:  # the question left once the change asked is set aside (none: out of scope)
        text = billing_words.without_change(text)
    workflow: str = lexicon.staff_workflow(text) if text else "out_of_scope"
    if workflow in ("analysis", "out_of_scope") and text and billing_words.ranks_customers(text) \
            and not lexicon.asks_cause(text):
        workflow = "billing"  # "top clients par CA": customers ranked by their bills
    if workflow in ("analysis", "out_of_scope") and text and billing_words.to_chase(text):
        workflow = "billing"  # "combien de relances à faire ?": the overdue bills
    if workflow in ("analysis", "out_of_scope") and text \
            and billing_words.asks_average_delay(text) and not lexicon.asks_cause(text) \
            and not billing_words.ANALYSIS_ASKED.search(lexicon.fold_words(text)) \
            and billing_words.named_customer(text) is None:
        workflow = "billing"  # "quel est notre DSO ?": how long bills take to be paid
    if workflow in ("analysis", "out_of_scope") and text and not lexicon.asks_cause(text) \
            and (billing_words.business_figure(text) or (
                billing_words.compared_periods(text) is not None
                and billing_words.named_customer(text) is None
                # "compare avec H2 2025" after an analysis: that analysis's own follow-up
                and data.get("previous_request") != "analysis")):
        workflow = "billing"  # "chiffre d'affaires total 2026", "CA de décembre": every
        # customer's bills
    if workflow != "billing" and text and not lexicon.asks_cause(text) \
            and not billing_words.ANALYSIS_ASKED.search(
                lexicon.fold_words(text).replace("par rapport", "")) and (
                billing_words.asks_punctuality(text)
                or billing_words.compared_periods(text) is not None):
        # "quels clients paient le plus en retard ?", "CA du T1 vs T2": read from the bills
        workflow = "billing"
    previous = data.get("previous_request")
    # "et Marie Dupont sur la même période ?": a customer and a period, read as an analysis
    # when nothing comes before; after a bill question, the same question of her
    # "and her company's account, Walsh Interiors?": an account names whose, not what is asked
    guessed = workflow == "out_of_scope" or (
        workflow == "analysis" and not lexicon.analysis_said(text))
    if previous == "care_desk" and text and billing_words.about_the_order(text):
        workflow = "care_desk"  # "and when was it ordered?" after an order's status: that order
    elif workflow == "care_desk" and billing_words.asks_average_delay(text) \
            and not lexicon.order_numbers(text) and billing_words.named_customer(text):
        workflow = "billing"  # "retard moyen de John Doe en 2025": bills paid late, no order
    elif previous in ("analysis", "billing") and text \
            and billing_words.compared_with(text) is not None:
        workflow = "billing"  # "compare avec 2024" after an analysis: both periods side by side
    elif previous in ("analysis", "billing") and text and counts_back_delay(text):
        workflow = "billing"  # "combien de jours de retard en moyenne ?": of the last bills
    elif workflow == "out_of_scope" and previous in ("analysis", "billing") \
            and text and billing_words.counts_back(text) and not lexicon.asks_cause(text):
        workflow = "billing"  # "how many in total?": a count of the last answer's bills
    elif previous == "billing" and text and billing_words.by_customer_only(text):
        workflow = "billing"  # "by whom?" after a bill answer: its bills, by customer
    elif previous in ("analysis", "billing") and text and billing_words.follow_wants(text) \
            and not lexicon.asks_cause(text):
        workflow = "billing"  # "détaille", "sorted by amount", "et le montant moyen ?"
    elif previous in ("analysis", "billing") and text and lexicon.asks_language_only(text):
        workflow = str(previous)  # "et en anglais ?": the same answer, in English
    elif previous == "billing" and text and _of_the_last_bills(text, workflow) \
            and not lexicon.asks_cause(text):
        workflow = "billing"  # "quand a-t-elle été émise ?", "what's on it?": the bill shown
    elif workflow == "out_of_scope" and previous == "billing" and text \
            and billing_words.refers_back(text) and not lexicon.asks_cause(text):
        workflow = "billing"  # "laquelle ?", "which ones?": the bills of the last answer
    elif guessed and previous in ("analysis", "billing") \
            and text and lexicon.follows_up(text) and not lexicon.asks_cause(text):
        workflow = str(previous)  # "et pour Marie Curie ?" after an analysis or a bill question
    if workflow == "care_desk" and previous in ("analysis", "billing") and text \
            and not lexicon.order_numbers(text) \
            and not _ORDER_SPOKEN.search(lexicon.fold_words(text)):
        # "plutôt 2025", "how late was it actually?" after a bill answer, once every reading
        # above is done: no order spoken of (a staff member reads the care desk by an order's
        # number), the last request's
        workflow = str(previous)
    return {"workflow": workflow, "asks_change": change}


def _of_the_last_bills(text: str, workflow: str) -> bool:
    """Is a staff message, read alone as nothing (or as an analysis for its "produits"),
    about the bills of the last answer: the one bill shown ("quand a-t-elle été émise ?",
    "what's on it?", "c'est pour quel client ?", "quels produits dessus ?") or the biggest
    of those listed ("la plus grosse d'entre elles ?")?"""
    from services.llm import billing_words

    if workflow == "analysis":
        return billing_words.asks_bill_detail(text)
    if workflow == "care_desk":
        # "elle a été émise quand ?": a bill's own word (issued, paid, due), no order named
        return billing_words.about_one_bill(text) and billing_words.of_a_bill_only(text) \
            and not lexicon.order_numbers(text)
    if workflow != "out_of_scope":
        return False
    among = billing_words.among_listed(lexicon.fold_words(text))
    return billing_words.about_one_bill(text) or (
        among and billing_words.bill_ask(text) == "biggest")


def counts_back_delay(text: str) -> bool:
    """Is the message only "by how many days late on average?", naming no customer (of the
    bills of the last answer)?"""
    from services.llm import billing_words

    return billing_words.asks_average_delay(text) and billing_words.named_customer(text) is None
