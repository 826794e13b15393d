"""Build the care desk's replies: fixed texts, with placeholders filled from the state."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from datetime import date, datetime
from typing import Any, Literal
from zoneinfo import ZoneInfo

from langchain_core.messages import AIMessage
from langgraph.runtime import Runtime

from nodes.care_desk.routes import (
    NEXT_REQUEST,
    moves_beside_access,
    proposed_slot,
    proposed_when,
    staff_reads,
)
from nodes.care_desk.schemas import MAX_REQUESTS, PROBLEM_KINDS
from nodes.care_desk.scope import (
    asks_case_delay,
    beyond_desk,
    case_follow_up,
    out_of_scope,
    remedies_asked,
    why_asked,
)
from nodes.care_desk.state import CareState, Case, Choice, LastMove, Order, Part, Slot
from nodes.care_desk.texts import (
    FRAGMENTS,
    STAFF_FRAGMENTS,
    STAFF_TEXTS,
    STAGE_ALIASES,
    STAGES,
    STATUS_LABELS,
    TEXTS,
)
from nodes.kit import format as fmt
from nodes.kit.answers import (
    asks_for_person,
    asks_order_date,
    asks_what_desk_does,
    closing_text_id,
    complains,
    only_thanks,
    remedy_asked,
    weekday_asked,
)
from nodes.kit.consent import fold
from nodes.kit.context import Context, Node, run_context
from nodes.kit.say import Lang, for_channel, render, reply_node
from nodes.kit.state import Awaiting, PendingWrite
from services import rules
from services.care import NO_SLOT
from services.text import (
    SAME_DAY_AS,
    asks_about_booking,
    asks_booked_day,
    asks_order_number,
    emails_asked,
    foreign_language,
    item_in,
    item_not_in,
    items_not_in,
    order_numbers,
    visit_asked,
    without_controls,
)
from services.wishes import resolve_wish, says_when, weekdays_only

MAX_OFFERED = 5
DELIVER = re.compile(r"\b(?:livr\w*|deliver\w*)")

Reply = Node[CareState, dict[str, Any]]


def _tz(runtime: Runtime[Context]) -> ZoneInfo:
    return run_context(runtime).dependencies().store.tz


def slot_text(slot: Slot, lang: Lang, tz: ZoneInfo) -> str:
    return fmt.slot(datetime.fromisoformat(slot["start"]), datetime.fromisoformat(slot["end"]),
                    tz, lang)


def _order(state: CareState) -> Order | None:
    outcome = state.get("order")
    return outcome["result"] if outcome else None


def _number(state: CareState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    details = state.get("details")
    return {"number": (details["order_number"] if details else None) or ""}


def said(state: CareState, text_id: str, lang: Lang, params: dict[str, Any]) -> str:
    """A fragment, in its staff wording on the staff channel when it has one."""
    return render(for_channel(state, FRAGMENTS, STAFF_FRAGMENTS, text_id), text_id, lang, params)


def customer_of(state: CareState, number: str | None) -> str | None:
    """The name of the customer whose order `number` is, when this turn read the order or
    the question answered kept it (staff channel only): named in the staff wording."""
    order = _order(state)
    if order is not None and order["number"] == number:
        return order["customer_name"]
    awaiting = state.get("awaiting") or {}
    pending = awaiting.get("pending")
    if pending is not None and pending["order_number"] == number:
        return pending.get("customer")
    return awaiting.get("customer") if awaiting.get("order") == number else None


def whose(state: CareState, lang: Lang, number: str | None) -> str:
    """" de Jean Martin", " of Jean Martin" after an order number in the staff wording;
    empty when the customer is not known (or off the staff channel, where it is unused)."""
    if state.get("channel") != "staff":
        return ""
    name = customer_of(state, number)
    return " " + fmt.of_name(name, lang) if name else ""


# A free-text stage is shown as the workshop wrote it, up to this many characters.
STAGE_MAX = 80
# A stage's name: words of any script, with the punctuation of a label ("packed, awaiting
# delivery", "montage (2/3)", "finition & vernis"); no question or exclamation mark, no
# markup (<>*_`[]{}#|), no e-mail, no currency.
_STAGE_LABEL = re.compile(r"\(?[^\W_][^\W_\s,.;:'’()/&+–—-]*[\w\s,.;:'’()/&+–—-]*")
# Words that are no stage's: a yes/no question, a proposal to confirm, a link, a phone
# number or an order or case number (of this order or another customer's).
_STAGE_NOT_A_LABEL = re.compile(
    r"\b(?:oui|yes)\s*/\s*(?:non|no)\b|\bconfirm\w*|\bhttps?\b|\bwww\b|"
    r"\b(?:so|case)\s*-?\s*\d|\d[\d .-]{5,}\d|\w\.[a-z]{2,}")


def stage_label(stage: str | None, lang: Lang) -> str | None:
    """The workshop stage in words of the reply's language. A stage the desk has no words
    for is free text the workshop wrote for the customer (eval-format: "free text shown to
    the customer"): it is shown as written, without control characters, on one line and
    cut to `STAGE_MAX`; None when nothing is left."""
    if not stage:
        return None
    key = " ".join(stage.split()).lower()
    key = STAGE_ALIASES.get(key, key)
    if key in STAGES:
        return STAGES[key][lang]
    shown = " ".join("".join(
        c for c in without_controls(stage)
        if unicodedata.category(c)[0] != "C" or c in "\t\n\r").split()).rstrip(" .")
    if not _STAGE_LABEL.fullmatch(shown) or "_" in shown \
            or _STAGE_NOT_A_LABEL.search(shown.casefold()):
        # a question, a proposal, a link, an address, markup or a number: no stage's name,
        # and never words the desk did not write that read as its own (only fixed texts ask)
        return None
    if len(shown) > STAGE_MAX:
        shown = shown[:STAGE_MAX].rsplit(" ", 1)[0].rstrip(" ,;:") + "…"
    return shown or None


def products(order: Order) -> str:
    """Canapé Oslo 3 places, 4 × Chaise Nantes."""
    return ", ".join(
        f"{line['quantity']} × {line['product']}" if line["quantity"] > 1 else line["product"]
        for line in order["lines"]
    )


# The questions that ask who the customer is: the order number, the e-mail, or both again
# after a proof failed. The message that answers one goes on with the request asked before.
IDENTITY_QUESTIONS = frozenset({
    "ask_order_and_email", "ask_email", "ask_order_number", "ask_email_staff",
    "say_not_found", "say_not_found_signed_in", "say_not_found_staff"})


def asked_words(state: CareState) -> str:
    """The message, less what it asked that the desk refuses when it asked something else
    beside (`refused`): "annulez le buffet et décalez le canapé" asks nothing of a buffet in
    the sofa's order."""
    details = state.get("details")
    said = (details.get("said") or []) if details is not None else []
    return said[-1] if state.get("refused") and said else state.get("message", "")


def request_words(state: CareState) -> str:
    """The words of the request this reply answers: the message, and when it only gave the
    order number or e-mail asked for, the words that made the request before it ("je l'ai
    commandée quand ?", then "SO-24903", then the e-mail: the order date is still asked)."""
    message = asked_words(state)
    details = state.get("details")
    if details is None or (state.get("awaiting") or {}).get("question") \
            not in IDENTITY_QUESTIONS:
        return message
    said = list(details.get("said") or [])
    if not said or not message.startswith(said[-1]):
        said.append(message)
    return "\n".join(said)


def status_params(state: CareState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    order = _order(state)
    assert order is not None, "say_status follows a successful read_order"
    return {**status_of(order, lang, runtime),
            "handled": complaint_handled(state, lang),
            "asked_day": _asked_day(request_words(state), order, lang, runtime),
            **_visit(visit_asked_in(state), order, lang, runtime),
            "reason": no_reason(request_words(state), order, lang)}


# The order in which what is asked of a visit is answered.
VISIT_TOPICS = ("time", "presence", "call", "email", "duration")


def visit_asked_in(state: CareState) -> frozenset[str]:
    """What this message, or the request it goes on with ("à quelle heure passe le livreur
    ?", then "SO-24903" to "which order?"), asks of the delivery visit."""
    details = state.get("details")
    said = (details.get("said") or []) if details else []
    return frozenset().union(*(visit_asked(text) for text in [state.get("message", ""), *said]))


def _visit(asked: frozenset[str], order: Order, lang: Lang, runtime: Runtime[Context]
           ) -> dict[str, str]:
    """The placeholders of `say_delivery_visit`: the slot booked, in words with its hours
    (from the booking), and the fixed answers to what was asked of the visit."""
    slot = order["delivery_slot"]
    passed = slot is not None and slot_passed(slot, runtime)
    # A slot gone by says nothing of when the driver comes or how long it takes.
    coming = slot is not None and not passed
    topics = [t for t in VISIT_TOPICS
              if t in asked and (coming or t in ("presence", "call", "email"))]
    said = slot_text(slot, lang, _tz(runtime)) if slot is not None else ""
    return {"slot": said,
            "booked": render(FRAGMENTS, "visit_booked_passed" if passed else "visit_booked",
                             lang, {"slot": said}) if slot is not None else "",
            "visit": "".join(render(FRAGMENTS, f"visit_{t}", lang, {}) for t in topics)}


def visit_reply(state: CareState) -> str | None:
    """The reply to a question about the delivery visit of an open order ("à quelle heure
    passe le livreur ?"), booked or not yet; None for another question or a closed order."""
    order = _order(state)
    if order is None or order["status"] in ("delivered", "cancelled") \
            or not visit_asked_in(state):
        return None
    return "say_delivery_visit" if order["delivery_slot"] else "say_delivery_visit_unbooked"


def no_reason(message: str, order: Order, lang: Lang) -> str:
    """"Pourquoi ma commande est en retard ?", "why was it cancelled?": that no reason is
    recorded, said after the status when the order is late or cancelled as asked (an order
    on time or not cancelled answers the question by its status); empty otherwise."""
    why = why_asked(message)
    late = order["status"] not in ("delivered", "cancelled") and int(order["delay_days"]) > 0
    if (why == "cancelled" and order["status"] == "cancelled") or (why == "late" and late):
        return render(FRAGMENTS, "no_reason", lang, {})
    return ""


def _asked_day(message: str, order: Order, lang: Lang, runtime: Runtime[Context]) -> str:
    """"Mon canapé est livré demain ?": whether the delivery booked falls on the day asked
    ("Non, la livraison n'est pas prévue le jeudi 3 décembre."), said before the status;
    empty when the message asks no such thing or no delivery is booked."""
    slot = order["delivery_slot"]
    if slot is None or order["status"] in ("delivered", "cancelled") \
            or not (asks_booked_day(message) or asks_about_booking(message)):
        return ""
    store = run_context(runtime).store()
    asked = resolve_wish(message, store.local(store.now()).date())
    if len(asked.days()) != 1:
        return ""
    day = next(iter(asked.days()))
    booked = datetime.fromisoformat(slot["start"]).astimezone(_tz(runtime)).date()
    return render(FRAGMENTS, "asked_day_yes" if day == booked else "asked_day_no", lang,
                  {"day": fmt.day(day, lang)})


def slot_passed(slot: Slot, runtime: Runtime[Context]) -> bool:
    """Whether a booked slot has ended by the run's clock (a delivery under way, its slot
    begun, has not)."""
    return datetime.fromisoformat(slot["end"]) <= run_context(runtime).store().now()


def status_of(order: Order, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    """The placeholders of `say_status` for one order."""
    label = stage_label(order["workshop_stage"], lang)
    stage = (
        render(FRAGMENTS, "stage", lang, {"stage": label})
        if label and order["status"] in ("placed", "in_production")
        else ""
    )
    slot = order["delivery_slot"]
    delivery = (
        render(FRAGMENTS, "booked_passed" if slot_passed(slot, runtime) else "booked", lang,
               {"slot": slot_text(slot, lang, _tz(runtime))})
        if slot else render(FRAGMENTS, "not_booked", lang, {})
    )
    promised = fmt.day_year(date.fromisoformat(order["promised_on"]), lang)
    days = int(order["delay_days"])
    delay = (
        render(FRAGMENTS, "late", lang, {"days": days, "s": "s" if days > 1 else "",
                                          "promised": promised})
        if days > 0 else render(FRAGMENTS, "on_time", lang, {"promised": promised})
    )
    first_booked = date.fromisoformat(str(order["first_booked_on"])) \
        if order.get("first_booked_on") and slot else None
    if first_booked is not None and slot and first_booked < datetime.fromisoformat(
            slot["start"]).astimezone(_tz(runtime)).date():
        # moved later on request: the day first booked said, the delay counted to it at most
        # (moved earlier, the delay is the booked day's, as for any order: nothing to say)
        delay = f"{delay} " + render(FRAGMENTS, "moved_on_request", lang,
                                     {"first": fmt.day(first_booked, lang)})
    if order["status"] in ("delivered", "cancelled"):
        delivery, delay = "", ""
    if order["status"] == "delivered":
        delivery, delay = _delivered(order, lang, runtime)
    return {
        "number": order["number"], "of_customer": fmt.of_name(order["customer_name"], lang),
        "products": products(order),
        "status": STATUS_LABELS[order["status"]][lang], "stage": stage,
        "delivery": delivery, "delay": delay,
        # staff read when the order was placed ("and when was it ordered?")
        "ordered": fmt.day_year(date.fromisoformat(order["ordered_on"]), lang),
        "asked_day": "",  # `status_params`: whether the delivery is booked on a day asked
        "reason": "",  # `no_reason`: that no reason is recorded for a delay asked about
    }


def _delivered(order: Order, lang: Lang, runtime: Runtime[Context]) -> tuple[str, str]:
    """What a delivered order's status says beyond "livrée": the day it was delivered when
    the data holds one (its booked slot, once begun; a delivered order without a booking
    has no recorded day, and none is guessed), and its open after-sales cases by number
    (read from the store as its owner, whoever asks: the order was just read for them)."""
    tz = _tz(runtime)
    slot = order["delivery_slot"]
    store = run_context(runtime).store()
    day = ""
    if slot is not None:
        start = datetime.fromisoformat(slot["start"])
        if start <= store.now():
            day = render(FRAGMENTS, "delivered_on", lang,
                         {"day": fmt.day_year(start.astimezone(tz).date(), lang)})
    from services import care
    from services.errors import OrderNotFound

    try:
        cases = care.find_cases(store, email=order["email"], number=order["number"],
                                open_only=True)
    except OrderNotFound:
        cases = []
    if not cases:
        return day, ""
    listed = [render(FRAGMENTS, "open_case_of_status", lang, {
        "case": c.number, "kind": render(FRAGMENTS, f"case_kind_{c.kind}", lang, {}),
        "opened": fmt.day_year(c.opened_at.astimezone(tz).date(), lang)})
        for c in sorted(cases, key=lambda c: (c.opened_at, c.number))]
    joined = (", ".join(listed[:-1]) + (" et " if lang == "fr" else " and ") + listed[-1]
              if len(listed) > 1 else listed[0])
    return day, render(FRAGMENTS, "open_cases_of_status" if len(listed) > 1
                       else "open_case_of_status_one", lang, {"cases": joined})


def offered_ids(state: CareState) -> list[str]:
    """Slots to offer: within what Python read of the wish (the slots that fit it, else the
    nearest allowed ones; never a day the customer ruled out), the model's suggestions
    first; else the earliest free ones."""
    free = [s["id"] for s in state.get("free_slots") or []]
    move, pick = state.get("move"), state.get("pick")
    lapsed = state.get("lapsed")
    if state.get("asked") and lapsed is not None and lapsed["pending"] is None:
        # A question while the list waited: the same list, in the same order (its
        # positions keep their meaning), less what is no longer free.
        kept = [i for i in lapsed["offered"] if i in free]
        if kept:
            return kept
    stale = state.get("stale_list")
    if state.get("relisted") and stale is not None:
        # A position said to a list that no longer waited: that list again, as it was,
        # less what is no longer free (its positions keep their meaning)
        kept = [i for i in stale["offered"] if i in free]
        if kept:
            return kept
    if state.get("misread") in ("excluded", "unsure", "asked_about", "waiting") and pick:
        # The list just offered again (less what was ruled out), as it was, if still free.
        kept = [i for i in [pick["chosen_slot_id"], *pick["offer_slot_ids"]] if i in free]
        if kept:
            return kept
    refused = pick["chosen_slot_id"] if move and not move["ok"] and pick else None
    suggested = [pick["chosen_slot_id"], *pick["offer_slot_ids"]] if pick else []
    choice = state.get("choice")
    pool = free
    if choice is not None:
        pool = choice["matching"] if choice["matching"] else choice["nearest"] \
            if choice["constrained"] or choice["reason"] else choice["allowed"]
        pool = [i for i in pool if i in free] or [i for i in choice["allowed"] if i in free]
    ids = [i for i in suggested if i in pool and i != refused]
    if not ids:
        ids = [i for i in pool if i != refused][:MAX_OFFERED if choice and choice["matching"]
                                                   else 3]
    elif len(ids) < 3:  # suggestions outside the wish were dropped: fill up from within it
        ids += [i for i in pool if i != refused and i not in ids][:3 - len(ids)]
    if not ids:  # every free slot ruled out (`why_text` says so): the next free ones
        ids = [i for i in free if i != refused][:3]
    ids = list(dict.fromkeys(ids))[:MAX_OFFERED]
    return sorted(ids, key=free.index) if choice is not None else ids


def _when(choice: Choice, lang: Lang, listed_year: int | None = None) -> str:
    """The wished day (or days, or half-day) in words, with its preposition; a single day
    of another year than the list's first slot (`listed_year`) with its year: "11/12/2027"
    not yet open is "le samedi 11 décembre 2027", never "le samedi 11 décembre" above a list
    whose 11 December, a Friday, is free."""
    half = choice["half"]
    if choice["first"] is None:
        return render(FRAGMENTS, f"when_{half or 'any'}", lang, {})
    first = date.fromisoformat(choice["first"])
    if listed_year is not None and first.year != listed_year and choice["last"] is None:
        return render(FRAGMENTS, f"when_day_{half}" if half else "when_day", lang,
                      {"day": f"{fmt.day(first, lang)} {first.year}"})
    if choice["last"] is not None:
        last = date.fromisoformat(choice["last"])
        # a range is said first day first, and never with one month name for two years'
        # days ("entre le vendredi 16 et le vendredi 15 octobre" was 2026 to 2027, reversed)
        first, last = min(first, last), max(first, last)
        if first.year != last.year:
            return render(FRAGMENTS, "when_range", lang, {
                "first": f"{fmt.day(first, lang)} {first.year}",
                "last": f"{fmt.day(last, lang)} {last.year}"})
        return render(FRAGMENTS, "when_range", lang, {
            "first": fmt.day(first, lang) if first.month != last.month
            else fmt.DAYS[lang][first.weekday()] + " " + fmt.day(first, lang).split()[1],
            "last": fmt.day(last, lang)})
    return render(FRAGMENTS, f"when_day_{half}" if half else "when_day", lang,
                  {"day": fmt.day(first, lang)})


def why_text(state: CareState, lang: Lang) -> str:
    """Why the wished day cannot be had, said before what is free (empty when it can)."""
    choice = state.get("choice")
    if choice is None:
        return ""
    free = {s["id"] for s in state.get("free_slots") or []}
    ruled_out = said(state, "why_ruled_out", lang, {}) \
        if free and not free.intersection(choice["allowed"]) else ""
    if choice["reason"] is None:
        return ruled_out
    return _why_reason(state, choice, lang) + ruled_out


def _why_reason(state: CareState, choice: Choice, lang: Lang) -> str:
    """The wished day's reason, in words."""
    if choice["reason"] == "no_evening" and (choice["first"] is None or choice["last"]):
        return render(FRAGMENTS, "why_no_evening_any", lang, {})  # no one day to speak of
    if choice["reason"] == "no_hour":
        clock = choice.get("clock") or ""
        hour, minute = (int(x) for x in clock.split(":")) if clock else (0, 0)
        at = (f"{hour} h {minute:02d}" if minute else f"{hour} h") if lang == "fr" \
            else f"{hour}:{minute:02d}"
        if choice["first"] is None or choice["last"]:
            return render(FRAGMENTS, "why_no_hour_any", lang, {"at": at})
        return render(FRAGMENTS, "why_no_hour", lang, {"at": at,
                                                       "when": _when(choice, lang)})
    listed = [s["start"] for s in state.get("free_slots") or []]
    return said(state, f"why_{choice['reason']}", lang,
                {"when": _when(choice, lang, int(min(listed)[:4]) if listed else None)})


def which_slot_params(state: CareState, lang: Lang, runtime: Runtime[Context]
                      ) -> dict[str, Any]:
    by_id = {s["id"]: s for s in state.get("free_slots") or []}
    tz = _tz(runtime)
    ids = offered_ids(state)
    options = "\n".join(
        render(FRAGMENTS, "option", lang, {"rank": rank, "slot": slot_text(by_id[i], lang, tz)})
        for rank, i in enumerate(ids, start=1)
    )
    if state.get("asked") == "status" and state.get("also"):
        why = "\n".join(_statuses(state, lang, runtime)) + "\n\n"
    elif state.get("asked") == "weekday":
        why = weekday_answer(state, lang, runtime) + "\n\n"
    elif state.get("asked"):
        why = list_answer(str(state.get("asked")), lang,
                          _number(state, lang, runtime)["number"]) + "\n\n"
    elif state.get("misread") == "out_of_range":
        why = render(FRAGMENTS, "beyond_list", lang, {"rank": state.get("beyond"),
                                                      "count": len(ids)})
    elif state.get("misread") in ("excluded", "unsure", "waiting"):
        why = render(FRAGMENTS, f"list_{state.get('misread')}", lang, {})
    elif state.get("relisted"):
        why = render(FRAGMENTS, "list_stale", lang, {})
    elif state.get("misread") == "asked_about":
        why = _about_text(state, ids, by_id, lang, tz)
    elif state.get("misread") == "dated" and (taken := _dated_taken(state, by_id, lang)):
        why = taken  # "le 2 mais l'après-midi": that afternoon is not free; the list again
    elif (there := _moved_there_meanwhile(state)) is not None:
        why = said(state, "moved_there_meanwhile", lang, {"slot": slot_text(there, lang, tz)})
    elif _move_refused(state):
        why = render(FRAGMENTS, "slot_too_soon" if refused_as_too_soon(state, runtime)
                     else "slot_taken", lang, {})
    elif (case := state.get("case")) is not None and case["code"] == "not_too_late":
        why = said(state, "case_not_needed", lang, {})  # a yes to a late case, moot since
    else:
        why = why_text(state, lang) or _delivers_on(state, [by_id[i] for i in ids], lang, tz)
    number = _number(state, lang, runtime)
    why = _access_aside(state, lang) + why
    return {**number, "options": options, "why": why,
            "whose": whose(state, lang, number["number"])}


def _moved_there_meanwhile(state: CareState) -> Slot | None:
    """The slot a yes (or a pick) asked for, when the move was refused because another door
    moved the delivery since, to that very slot: it holds this delivery, it is not "no longer
    available"."""
    move, pick, order = state.get("move"), state.get("pick"), _order(state)
    if move is None or move["code"] != "booking_changed" or pick is None or order is None:
        return None
    booked = order["delivery_slot"]
    return booked if booked is not None and booked["id"] == pick["chosen_slot_id"] else None


def refused_as_too_soon(state: CareState, runtime: Runtime[Context]) -> bool:
    """Whether the slot a yes was given to was refused because it now starts less than 48
    hours away (the clock moved on since it was proposed): said so, not "no longer
    available" (it may well be free)."""
    move, pick = state.get("move"), state.get("pick")
    pending = (state.get("awaiting") or {}).get("pending")
    if move is None or move["ok"] or move["code"] != "slot_unavailable" or pick is None \
            or pending is None or pending["action"] != "move" \
            or pending["slot_id"] != pick["chosen_slot_id"] or not pending.get("slot_start"):
        return False
    start = datetime.fromisoformat(str(pending["slot_start"]))
    return not rules.far_enough(start, run_context(runtime).store().now())


def _dated_taken(state: CareState, by_id: dict[str, Slot], lang: Lang) -> str:
    """That the slot an answer to the list named (an option's day at the other half-day)
    is not free, in words from its id ("2026-12-08-PM"); empty when it is, or has no day."""
    pick = state.get("pick")
    chosen = str(pick["chosen_slot_id"] or "") if pick else ""
    if chosen in by_id or not re.fullmatch(r"\d{4}-\d\d-\d\d-(?:AM|PM)", chosen):
        return ""
    when = render(FRAGMENTS, f"when_day_{chosen[-2:].lower()}", lang,
                  {"day": fmt.day(date.fromisoformat(chosen[:10]), lang)})
    return render(FRAGMENTS, "dated_taken", lang, {"when": when})


def _about_text(state: CareState, ids: list[str], by_id: dict[str, Slot], lang: Lang,
                tz: ZoneInfo) -> str:
    """What the option asked about is (its day and hours, and that it is free), or that it
    is no longer free: said before the same list again."""
    about = state.get("about")
    if about is None:
        return render(FRAGMENTS, "list_unsure", lang, {})
    slot_id = about["slot_id"]
    if slot_id not in ids:
        return render(FRAGMENTS, "about_gone", lang, {})
    return render(FRAGMENTS, "about_option_not" if about.get("denies") else "about_option",
                  lang, {
        "yes": render(FRAGMENTS, "about_yes", lang, {}) if about["confirms"] else "",
        "rank": ids.index(slot_id) + 1, "slot": slot_text(by_id[slot_id], lang, tz)})


def _delivers_on(state: CareState, listed: list[Slot], lang: Lang, tz: ZoneInfo) -> str:
    """"Vous livrez le samedi ?", "do you deliver on Saturdays?": a yes said first, when the
    message asks about one weekday and the slots listed fall on it (empty otherwise)."""
    choice, message = state.get("choice"), state.get("message", "")
    asked = choice is not None and (choice["asking"] or (
        "?" in message and DELIVER.search(message.lower()) is not None))
    said = weekdays_only(message) if asked else None
    if said is None or len(said[0]) != 1 or not listed:
        return ""
    (weekday,) = said[0]
    if any(datetime.fromisoformat(s["start"]).astimezone(tz).weekday() != weekday
           for s in listed):
        return ""
    return render(FRAGMENTS, "we_deliver_on", lang, {"day": fmt.DAYS[lang][weekday]})


def _move_refused(state: CareState) -> bool:
    move = state.get("move")
    return move is not None and not move["ok"]


def weekday_answer(state: CareState, lang: Lang, runtime: Runtime[Context]) -> str:
    """"Le 4 c'est bien un jeudi ?": the weekday of the day asked about, in words ("Non :
    le 4 décembre est un vendredi."), a yes or a no first when a weekday was said."""
    store = run_context(runtime).store()
    lapsed = state.get("lapsed")
    proposed = proposed_when(lapsed["pending"] if lapsed else None)
    asked = weekday_asked(state.get("message", ""), store.local(store.now()).date(),
                          proposed=proposed[0] if proposed else None)
    if asked is None:
        return render(FRAGMENTS, "answer_other", lang, {})
    yes = "" if asked.said is None else render(
        FRAGMENTS, "weekday_yes" if asked.said == asked.day.weekday() else "weekday_no", lang, {})
    said = fmt.day_year(asked.day, lang).rsplit(" ", 1)[0] if asked.day.year == \
        store.local(store.now()).year else fmt.day_year(asked.day, lang)
    text = render(FRAGMENTS, "answer_weekday", lang, {
        "yes": yes, "date": said, "weekday": fmt.DAYS[lang][asked.day.weekday()]})
    return text[0].upper() + text[1:] if not yes else yes + text[len(yes)].lower() \
        + text[len(yes) + 1:]


def list_answer(topic: str, lang: Lang, number: str) -> str:
    """The answer to a question asked while a slot list waits (`question_topic`): the one
    for a list when there is one, else the general one, else "I cannot answer that here".
    `number`: the order the list is for (a general answer may name it: "yes for both")."""
    answer_id = next((i for i in (f"answer_{topic}_list", f"answer_{topic}") if i in FRAGMENTS),
                     "answer_other")
    return render(FRAGMENTS, answer_id, lang, {"number": number})


def confirm_move_params(state: CareState, lang: Lang, runtime: Runtime[Context]
                        ) -> dict[str, Any]:
    order, slot_id = _order(state), proposed_slot(state)
    assert order is not None and slot_id is not None, "a move is proposed on a read order"
    tz = _tz(runtime)
    by_id = {s["id"]: s for s in state.get("free_slots") or []}
    booked = order["delivery_slot"]
    return {
        **_number(state, lang, runtime), "products": products(order),
        "slot": slot_text(by_id[slot_id], lang, tz),
        "from_slot": render(FRAGMENTS, "from_slot", lang,
                            {"slot": slot_text(booked, lang, tz)}) if booked else "",
        # No delivery booked yet: the first one is booked, not moved.
        "action": render(FRAGMENTS, "move_action" if booked else "book_action", lang, {}),
        "whose": whose(state, lang, order["number"]),
        "changed": (said(state, "booking_changed", lang, {})
                    if _move_code(state) == "booking_changed" else "")
        + (said(state, "already_that_day", lang, {"slot": slot_text(booked, lang, tz)})
           if booked and _on_booked_day(state, slot_id, booked) else "")
        + (render(FRAGMENTS, "aside_not_here", lang, {}) if state.get("aside") else "")
        + _access_aside(state, lang),
    }


def _access_aside(state: CareState, lang: Lang) -> str:
    """That access instructions (the floor, the stairs) said with a move cannot be noted
    here, said with the move's list or proposal; empty when none were said."""
    return render(FRAGMENTS, "access_not_here", lang, {}) \
        if moves_beside_access(state) else ""


def _on_booked_day(state: CareState, slot_id: str, booked: Slot) -> bool:
    """Whether the move proposed is to the other half of the day the delivery is already
    on, because the customer named that day ("au mardi 15")."""
    choice = state.get("choice")
    return bool(choice and choice.get("booked_day")) and slot_id[:10] == booked["id"][:10]


def _move_code(state: CareState) -> str | None:
    move = state.get("move")
    return move["code"] if move else None


def order_params(state: CareState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    """The order's number, products, booked slot and status, for a question about it."""
    order = _order(state)
    assert order is not None, "asked about a read order"
    booked = order["delivery_slot"]
    return {
        **_number(state, lang, runtime), "products": products(order),
        "slot": slot_text(booked, lang, _tz(runtime)) if booked else "",
        "soon": _soon(booked, lang, runtime),
        "status": STATUS_LABELS[order["status"]][lang],
        "whose": whose(state, lang, order["number"]),
    }


def _soon(booked: Slot | None, lang: Lang, runtime: Runtime[Context]) -> str:
    """Why the booked delivery can no longer move: less than 48 hours away, under way (its
    slot begun, not ended: still "prévue", as a status says), or its date already past (a
    slot gone by with the order not marked delivered)."""
    when = _when_booked(booked["start"], booked["end"], runtime) if booked else "soon"
    return render(FRAGMENTS, when, lang, {})


def _when_booked(start: str | None, end: str | None, runtime: Runtime[Context]
                 ) -> Literal["soon", "under_way", "past"]:
    """Where the booked slot stands now: to come, begun and not ended, or ended."""
    now = run_context(runtime).store().now()
    if start is None or datetime.fromisoformat(start) > now:
        return "soon"
    return "under_way" if end is not None and datetime.fromisoformat(end) > now else "past"


def not_delivered_text_id(state: CareState) -> str:
    """Why no damage case opens on an order not delivered: not yet (it is being made, it is
    ready), or never (it is cancelled: "pas encore livrée" would say it is still coming)."""
    order = _order(state)
    return "say_not_delivered_cancelled" if order is not None \
        and order["status"] == "cancelled" else "say_not_delivered"


def damage_case_params(state: CareState, lang: Lang, runtime: Runtime[Context]
                       ) -> dict[str, Any]:
    """The order, and the case open on it about another problem, if any (named first)."""
    other = state.get("other_case")
    return {**order_params(state, lang, runtime),
            "other": render(FRAGMENTS, "other_case_open", lang, {"case": other}) if other
            else "", "problem": problem_words(state, lang) + case_questions(state, lang),
            "label": damage_label(reported_problem(state), lang)}


def case_questions(state: CareState, lang: Lang) -> str:
    """What the damage report asked beside the case, answered in the proposal: a refund, a
    replacement, a repair, a discount or a credit (decided by the after-sales team within
    the case, never here: said, never ignored), and how long the case takes (no delay
    promised)."""
    message = state.get("message", "")
    said = ""
    remedies = remedies_asked(message)
    if remedies:
        what = render(FRAGMENTS, "remedy_or", lang, {}).join(
            render(FRAGMENTS, f"remedy_{kind}", lang, {}) for kind in remedies)
        said += render(FRAGMENTS, "remedy_by_team", lang, {"what": what})
    if asks_case_delay(message) or re.search(
            r"\b(?:combien de temps|how long|how soon|quel delai|sous quel delai)\b",
            fold(message)):
        said += render(FRAGMENTS, "case_delay_unknown", lang, {})
    return said


def reported_problem(state: CareState) -> str | None:
    """The kind of problem this damage report told (one of `PROBLEM_KINDS`), else None."""
    details = state.get("details")
    problem = details.get("problem") if details else None
    return problem if problem in PROBLEM_KINDS else None


def damage_label(problem: str | None, lang: Lang) -> str:
    """The kind of case named in the proposal (the consent contract asks for it): " pour
    meuble endommagé" when the piece is damaged (or no kind was read); " pour meuble
    endommagé ou défectueux" when the problem named is another (a squeak, a missing part):
    never "damaged" alone beside "no visible damage"."""
    if problem is not None and problem not in ("arrived_damaged", "damaged_at_home"):
        return render(FRAGMENTS, "damage_or_defect_label", lang, {})
    return render(FRAGMENTS, "damage_label", lang, {})


def problem_words(state: CareState, lang: Lang) -> str:
    """The kind of problem the damage report told, as a sentence ("" when none was read, or
    when it is damage: the proposal already says "meuble endommagé")."""
    problem = reported_problem(state)
    if problem is None or problem == "arrived_damaged":
        return ""
    what = render(FRAGMENTS, f"problem_{problem}", lang, {})
    return render(FRAGMENTS, "problem", lang, {"what": what})


def case_exists_params(state: CareState, lang: Lang, runtime: Runtime[Context]
                       ) -> dict[str, Any]:
    case = state.get("case")
    found = re.search(r"CASE-\d+", case.get("message", "") if case else "")
    return {**_number(state, lang, runtime), "case": found.group(0) if found else ""}


def moved_params(state: CareState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    move = state.get("move")
    assert move is not None and move["result"] is not None, "say_moved follows a move"
    # An order that had no delivery booked gets its first one: it is booked, not moved.
    done = "moved" if move["result"]["from_slot"] else "first_booked"
    number = _number(state, lang, runtime)
    return {**number, "done": render(FRAGMENTS, done, lang, {}),
            "slot": slot_text(move["result"]["to_slot"], lang, _tz(runtime)),
            "whose": whose(state, lang, number["number"])}


def case_params(state: CareState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    order = _order(state)
    slot = order["delivery_slot"] if order else None
    case = state.get("case")
    assert case is not None and case["result"] is not None, "a case reply follows a case"
    number = _number(state, lang, runtime)
    return {
        **number, "case": case["result"]["number"],
        "slot": slot_text(slot, lang, _tz(runtime)) if slot else "",
        "soon": _soon(slot, lang, runtime),
        "whose": whose(state, lang, number["number"]),
    }


def closed_params(state: CareState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    order = _order(state)
    status = order["status"] if order else "delivered"
    return {**_number(state, lang, runtime), "status": STATUS_LABELS[status][lang]}


def details_text_id(state: CareState) -> str:
    """Ask for what is missing: the order number, the e-mail, or both."""
    details = state.get("details")
    number = details["order_number"] if details else None
    email = details["email"] if details else None
    if staff_reads(state):  # a staff member's status question: the number only
        return "ask_order_number"
    if not number and not email:
        # "j'ai perdu mon numéro de commande": where to find it, then the same question
        return "ask_order_and_email_where" if state.get("channel") != "staff" \
            and asks_order_number(state.get("message", "")) else "ask_order_and_email"
    if state.get("channel") == "staff" and number:
        return "ask_email_staff"  # a change: says why the e-mail is asked of staff
    return "ask_order_number" if not number else "ask_email"


def not_found_text_id(state: CareState) -> str:
    """A signed-in customer's e-mail is proven: ask them to check the number, not the e-mail."""
    details = state.get("details")
    order, cases = state.get("order"), state.get("cases")
    if any(o is not None and o["code"] == "proof_locked" for o in (order, cases)):
        return "say_proof_locked"
    if staff_reads(state):
        return "say_not_found_staff"  # any order was looked up: only the number can be wrong
    return "say_not_found_signed_in" if details and details["identity_asserted"] \
        else "say_not_found"


def complaint_handled(state: CareState, lang: Lang) -> str:
    """Who handles a complaint, told after the status: a refusal of compensation only when
    a remedy was asked (`say_status_complaint`)."""
    remedy = remedy_asked(request_words(state))
    return render(FRAGMENTS, "complaint_handled_remedy" if remedy else "complaint_handled",
                  lang, {})


def status_text_id(state: CareState) -> str:
    """An order's status as a customer reads it ("Votre commande…"), or as staff read it:
    whose order it is."""
    if state.get("channel") == "staff":
        return "say_status_staff"
    # "13 jours de retard, c'est inadmissible, je veux un dédommagement": the status, and
    # who handles a complaint (nothing opened or promised here)
    message = request_words(state)
    if complains(message):
        return "say_status_complaint"
    visit = visit_reply(state)
    if visit is not None:
        return visit
    # "when was my order placed?": the status says the day it was placed
    return "say_status_placed" if asks_order_date(message) else "say_status"


def capabilities_text_id(state: CareState) -> str:
    """What the desk can do; to a customer asking for a person, first that it cannot put
    them through from here, and who can help."""
    message = state.get("message", "")
    if state.get("recalled") and state.get("last_move"):
        return "say_moved_already"  # "attendez, en fait non" right after a move
    if foreign_language(message):
        return "say_other_language"
    if asks_for_person(message):
        return "say_human"
    # "je voudrais déposer une réclamation", "I'd like to file a complaint": who handles it
    return "say_complaint" if complains(message) else "say_capabilities"


CLOSED = ("delivered", "cancelled")


def which_order_params(state: CareState, lang: Lang, runtime: Runtime[Context]
                       ) -> dict[str, Any]:
    """The orders to pick from, a closed one named as such; the heading says whether they
    are all the customer's orders or only the open ones."""
    listed = state.get("open_orders") or []
    if state.get("orders_listed"):  # the answer to "my orders": each with its status
        tz = _tz(runtime)
        options = "\n".join(
            render(FRAGMENTS, "order_listed", lang, {
                "rank": rank, **order, "status": STATUS_LABELS[order["status"]][lang]
                if order.get("status") in STATUS_LABELS else "",
                "delivery": render(
                    FRAGMENTS, "order_delivery_passed" if slot_passed(slot, runtime)
                    else "order_delivery", lang, {"slot": slot_text(slot, lang, tz)})
                if (slot := order.get("slot")) else ""})
            for rank, order in enumerate(listed, start=1))
        every = any(order.get("status") in CLOSED for order in listed)
        return {"options": options,
                "heading": said(state, "orders_all" if every else "orders_open", lang, {})}
    options = "\n".join(
        render(FRAGMENTS, "order_option_closed", lang,
               {"rank": rank, **order, "status": STATUS_LABELS[order["status"]][lang]})
        if order.get("status") in CLOSED
        else render(FRAGMENTS, "order_option", lang, {"rank": rank, **order})
        for rank, order in enumerate(listed, start=1))
    every = any(order.get("status") in CLOSED for order in listed) \
        or state.get("item_orders") is not None
    return {"options": options,
            "heading": said(state, "orders_all" if every else "orders_open", lang, {})}


def _open_cases(state: CareState) -> list[Case]:
    cases = state.get("cases")
    return [c for c in (cases["result"] or []) if c["status"] == "open"] if cases else []


def cases_text_id(state: CareState) -> str:
    """One open case named in a sentence, several listed, or none."""
    count = len(_open_cases(state))
    return "say_no_open_case" if count == 0 else "say_case_open" if count == 1 \
        else "say_cases_open"


def cases_params(state: CareState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    """The open cases asked about: number, kind, order, and the day each was opened."""
    tz = _tz(runtime)
    details = state.get("details")
    number = details["order_number"] if details else None
    lines = [render(FRAGMENTS, "case_line_of_order" if number else "case_line", lang, {
        "case": c["number"], "number": c["order"],
        "kind": render(FRAGMENTS, f"case_kind_{c['kind']}", lang, {}),
        "opened": fmt.day_year(datetime.fromisoformat(c["opened_at"]).astimezone(tz).date(),
                               lang)}) for c in _open_cases(state)]
    return {"case": lines[0] if lines else "", "count": len(lines),
            "cases": "\n".join(render(FRAGMENTS, "case_item", lang, {"line": line})
                               for line in lines),
            "scope": said(state, "cases_scope_order", lang, {"number": number})
            if number else said(state, "cases_scope_all", lang, {})}


def which_order_text_id(state: CareState) -> str:
    """The customer's orders as the answer they asked for, or the question "which order?"."""
    if state.get("misread") == "which_order":
        return "ask_which_order_again"  # a yes said to the list: it says which, again
    if state.get("misread") == "both":
        return "ask_which_order_first"  # "les deux" to a move: one order at a time
    return "list_orders" if state.get("orders_listed") else "ask_which_order"


def _awaiting_order(state: CareState) -> Awaiting:
    details = state.get("details")
    # Either text waits for the same answer: an order number or a position in the list.
    return {"workflow": "care_desk", "question": "ask_which_order",
            "intent": details["intent"] if details else None,
            "orders": [o["number"] for o in state.get("open_orders") or []]}


def _awaiting_details(state: CareState) -> Awaiting:
    details = state.get("details")
    return {"workflow": "care_desk", "intent": details["intent"] if details else None}


def booked_now(state: CareState) -> str | None:
    """The slot the delivery is on as this turn read the order (None: not read, or no slot)."""
    order = state.get("order")
    found = order["result"] if order and order["ok"] else None
    slot = found["delivery_slot"] if found else None
    return slot["id"] if slot else None


def booked_as_read(state: CareState) -> str | None:
    """What a proposal says the delivery is on, for the move to be made only from there: its
    slot, `NO_SLOT` when the order was read with none booked (a first booking is consented to
    as such, never as the move of a booking made meanwhile), None when not read."""
    order = state.get("order")
    if not (order and order["ok"]):
        return None
    booked = booked_now(state)
    return booked if booked is not None else NO_SLOT


def days_one_may_mean(offered: list[str], free: list[str]) -> list[int]:
    """The days of the month a number said to a slot list may mean as a date: in each month
    of the listed slots, every day from the first with a free slot to the last. A full day
    between them counts too ("le 5" when Saturday 5 is full means that Saturday as much as
    the fifth option: told it is full, never moved to the fifth); a day before the first
    free one (today, tomorrow: within the 48 hours) is no date one would ask for."""
    months = {sid[:7] for sid in offered}
    by_month: dict[str, list[int]] = {}
    for sid in free:
        if sid[:7] in months and sid[8:10].isdigit():
            by_month.setdefault(sid[:7], []).append(int(sid[8:10]))
    return sorted({day for days in by_month.values()
                   for day in range(min(days), max(days) + 1)})


def _awaiting_slot(state: CareState) -> Awaiting:
    offered = offered_ids(state)
    free_days = days_one_may_mean(offered, [s["id"] for s in state.get("free_slots") or []])
    awaiting: Awaiting = {"workflow": "care_desk", "intent": "reschedule", "offered": offered,
                          "free_days": free_days}
    booked = booked_as_read(state)
    if booked is not None:
        awaiting["booked"] = booked
    order = _order(state)
    if state.get("channel") == "staff" and order is not None:  # named in the staff wording
        awaiting["order"], awaiting["customer"] = order["number"], order["customer_name"]
    return awaiting


def _pending(state: CareState, action: Literal["move", "damage_case", "late_case"]
             ) -> PendingWrite:
    details = state["details"]
    slot_id = proposed_slot(state) if action == "move" else None
    slot = next((s for s in state.get("free_slots") or [] if s["id"] == slot_id), None)
    pending: PendingWrite = {"action": action, "order_number": str(details["order_number"]),
                             "email": str(details["email"]), "slot_id": slot_id,
                             "slot_start": slot["start"] if slot else None,
                             "slot_end": slot["end"] if slot else None}
    booked = booked_as_read(state) if action == "move" else None
    if booked is not None:
        pending["from_slot"] = booked
    order = _order(state)
    if action == "late_case" and order is not None and order["delivery_slot"] is not None:
        pending["booked_start"] = order["delivery_slot"]["start"]
        pending["booked_end"] = order["delivery_slot"]["end"]
    problem = reported_problem(state) if action == "damage_case" else None
    if problem is not None:
        pending["problem"] = problem
    name = customer_of(state, pending["order_number"])
    if state.get("channel") == "staff" and name:  # named again in the staff wording
        pending["customer"] = name
    listed = state.get("awaiting") or {}
    if action == "move" and state.get("misread") == "dated" and listed.get("offered"):
        pending["listed"] = list(listed.get("offered") or [])
        pending["free_days"] = list(listed.get("free_days") or [])
    return pending


def _awaiting_move(state: CareState) -> Awaiting:
    return {"workflow": "care_desk", "intent": "reschedule", "pending": _pending(state, "move")}


def _awaiting_damage(state: CareState) -> Awaiting:
    return {"workflow": "care_desk", "intent": "report_damage",
            "pending": _pending(state, "damage_case")}


def _awaiting_late(state: CareState) -> Awaiting:
    return {"workflow": "care_desk", "intent": "reschedule",
            "pending": _pending(state, "late_case")}


def _awaiting_instead(state: CareState) -> Awaiting:
    waiting = _awaiting_details(state)
    pending = (state.get("awaiting") or {}).get("pending")
    if pending is not None and pending["action"] in ("damage_case", "late_case"):
        waiting["case_declined"] = True
    return waiting


def _nameable(state: CareState, part: Part, runtime: Runtime[Context]) -> bool:
    """Whether a queued request can be named now: by its order number once that is known
    to be the caller's (`queue_owned`), or with none written. A number not known to be
    theirs yet (the e-mail not proven) is not said at all, never by a placeholder: the
    request waits, named once the proof reads it (another customer's is then dropped)."""
    number = part["order_number"]
    return not number or number in (state.get("queue_owned") or []) \
        or run_context(runtime).channel == "staff"


def _what(part: Part, lang: Lang, owned: list[str]) -> str:
    """A queued request in words. Its order number is named only when it is the caller's:
    a reply never repeats another customer's order number, even one the message wrote."""
    number = part["order_number"]
    if not number:
        number = render(FRAGMENTS, "unnamed_order", lang, {})
    elif number not in owned:
        number = render(FRAGMENTS, "named_order", lang, {})
    return render(FRAGMENTS, f"what_{part['intent']}", lang, {"number": number})


def _other_statuses(state: CareState, lang: Lang, runtime: Runtime[Context]) -> list[str]:
    if state.get("asked") == "status":
        return []  # the answer to the question asked while a question waited: told there
    return _statuses(state, lang, runtime)


def _statuses(state: CareState, lang: Lang, runtime: Runtime[Context]) -> list[str]:
    lines = []
    missing = 0
    for outcome in state.get("also") or []:
        order = outcome["result"]
        if order is not None:
            lines.append(" ".join(render(TEXTS, status_text_id(state), lang, {
                **status_of(order, lang, runtime), "handled": complaint_handled(state, lang),
                "reason": no_reason(state.get("message", ""), order, lang)}).split()))
        elif outcome["code"] == "not_read":
            # Not read at all until the e-mail proves the main order: never said "not found"
            # (it may well be the customer's).
            line = said(state, "others_not_read", lang, {})
            if line not in lines:
                lines.append(line)
        else:
            missing += 1
    if missing:  # how many, never the numbers: one may be another customer's
        lines.append(render(FRAGMENTS, "other_not_found" if missing == 1
                            else "others_not_found", lang, {"count": missing}))
    return lines


def _beyond(state: CareState, lang: Lang) -> str | None:
    """The order numbers the message wrote past the most one message is read for (the model
    fills at most MAX_REQUESTS requests): how many were not looked at, never dropped
    silently."""
    written = order_numbers(state.get("message", ""))
    if len(written) <= MAX_REQUESTS:
        return None
    details = state.get("details")
    handled = {*(state.get("reads") or []),
               *(p["order_number"] for p in state.get("queue") or [] if p["order_number"]),
               *([details["order_number"]] if details and details["order_number"] else [])}
    left = len([n for n in written if n not in handled])
    if not left:
        return None
    return render(FRAGMENTS, "beyond_one" if left == 1 else "beyond_many", lang,
                  {"count": left, "max": MAX_REQUESTS})


def _again_params(pending: PendingWrite, lang: Lang, runtime: Runtime[Context]
                  ) -> dict[str, Any] | None:
    """The placeholders to ask a lapsed proposal again; None when it cannot be named in full
    (a move proposed before the slot's hours were kept with it)."""
    if pending["action"] == "damage_case":
        return {"number": pending["order_number"],
                "label": damage_label(pending.get("problem"), lang)}
    if pending["action"] != "move":
        when = _when_booked(pending.get("booked_start"), pending.get("booked_end"), runtime)
        return {"number": pending["order_number"],
                "soon": render(FRAGMENTS, f"{when}_short", lang, {})}
    start, end = pending.get("slot_start"), pending.get("slot_end")
    if not start or not end:
        return None
    return {"number": pending["order_number"],
            "slot": slot_text({"id": str(pending["slot_id"]), "start": start, "end": end,
                               "capacity": 0, "booked": 0}, lang, _tz(runtime))}


def _lapsed(state: CareState, update: dict[str, Any], lang: Lang, runtime: Runtime[Context],
            before: list[str], after: list[str], trace: list[dict[str, Any]], *,
            queued: bool) -> bool:
    """Say what the proposal (or list) this message left unanswered came to: nothing done.
    A yes followed by another request is not consent, but the customer meant it: when the
    reply asks nothing else, the proposal is asked again, named in full (a fixed yes/no
    question: the next plain yes is consent to it). Else the reply says it was not done,
    unless the reply itself proposes the same write on the same order again. True when
    the proposal was asked again."""
    lapsed = state.get("lapsed")
    if lapsed is None:
        return False
    pending = lapsed["pending"]
    if lapsed.get("other_party"):
        # Asked to another party: said to have lapsed, never asked again of this one, and
        # nothing of it named (its order is the other party's)
        if pending is not None or lapsed["offered"]:
            before.append(render(FRAGMENTS, "lapsed_other_party", lang, {}))
        return False
    pick_with = state.get("pick_with")
    if pending is None and pick_with is not None and pick_with in (state.get("queue") or []):
        return False  # the option picked waits in the queue: the reply names it there
    if pending is None:
        if not update["reply"]["asks"]:
            after.append(render(FRAGMENTS, "lapsed_list", lang, {}))
            if lapsed.get("order") and lapsed["offered"]:
                update["stale_list"] = {"order": lapsed["order"],
                                        "offered": list(lapsed["offered"])}
        return False
    new = (update.get("awaiting") or {}).get("pending")
    if new is not None and new["action"] == pending["action"] \
            and new["order_number"] == pending["order_number"]:
        if pending["action"] == "late_case" and says_when(state.get("message", "")):
            # "non je veux vendredi" to the case offered for a delivery within 48 hours: no
            # day helps, said so before the same question (never the question alone again)
            before.append(render(FRAGMENTS, "late_any_day", lang,
                                 {"number": pending["order_number"]}))
        return False  # proposed again (another slot, or the same): the reply names it
    params = _again_params(pending, lang, runtime)
    if lapsed["yes_first"] and params is not None and not replaces(state, pending):
        if not update["reply"]["asks"] and not queued:
            _ask_again(state, pending, params, update, lang, after, trace)
            return True
        # The other request asks a question of its own (or another request waits): the
        # proposal is held, and asked again by the first reply that asks nothing else.
        update["held"] = pending
        before.append(said(state, f"held_{pending['action']}", lang,
                           {"number": pending["order_number"]}))
        return False
    before.append(said(state, f"lapsed_{pending['action']}", lang,
                       {"number": pending["order_number"]}))
    return False


# Words that add a request to the yes ("oui, et déplacez aussi mon autre commande"), rather
# than take the proposal back for another ("oui mais pour l'autre commande").
ADDING = frozenset({"aussi", "egalement", "also", "too", "plus", "additionally"})
REPLACING = frozenset({"mais", "but", "plutot", "rather", "instead", "actually", "fait",
                       "finalement", "attendez", "attends", "wait", "non", "no", "nope",
                       "make", "change", "changez", "pardon", "sorry", "oups", "oops"})
WRITE_INTENTS = {"move": "reschedule", "late_case": "reschedule",
                 "damage_case": "report_damage"}


def replaces(state: CareState, pending: PendingWrite) -> bool:
    """Whether the message said yes and then asked for the same kind of write in its place:
    on the same order ("oui, non attendez, plutôt le 11", "ok pour le 11"), or on another
    with words that take the proposal back ("oui mais pour l'autre commande"). The
    proposal is dropped then, never promised again."""
    details = state.get("details")
    if details is None or details["intent"] != WRITE_INTENTS[pending["action"]]:
        return False
    if details["order_number"] in (None, pending["order_number"]) \
            and details.get("other_than") != pending["order_number"]:
        return True  # ("mon autre commande" is not the order proposed)
    words = set(fold(state.get("message", "")).split())
    return bool(REPLACING & words) and not ADDING & words


def _ask_again(state: CareState, pending: PendingWrite, params: dict[str, Any],
               update: dict[str, Any], lang: Lang, after: list[str],
               trace: list[dict[str, Any]]) -> None:
    """Ask a proposal again, named in full (a fixed yes/no question: the next plain yes
    is consent to it), after what the reply said."""
    text_id = f"ask_again_{pending['action']}"
    after.append(render(for_channel(state, TEXTS, STAFF_TEXTS, text_id), text_id, lang, params))
    update["reply"] = {**update["reply"], "asks": True}
    update["awaiting"] = {"workflow": "care_desk", "question": text_id,
                          "intent": "report_damage" if pending["action"] == "damage_case"
                          else "reschedule", "pending": pending}
    trace.append({"kind": "reply", "text_id": text_id, "asks": True})


def _held(state: CareState, update: dict[str, Any], lang: Lang, runtime: Runtime[Context],
          after: list[str], trace: list[dict[str, Any]]) -> None:
    """The proposal held from an earlier yes that came with another request: asked again,
    named in full, once a reply asks nothing else; dropped when this reply proposes or does
    the same write on the same order, or when the conversation's customer (or party) is not
    the one it was proposed to."""
    held = state.get("held")
    if held is None or "held" in update:
        return
    details = state.get("details")
    new = (update.get("awaiting") or {}).get("pending")
    moved, case = state.get("move"), state.get("case")
    if held["action"] == "move":
        done_on = moved["result"]["order"] if moved and moved["result"] else None
    else:
        done_on = case["result"]["order"] if case and case["result"] else None
    done = update["reply"]["id"] in ("say_moved", "say_damage_case", "say_late_case") \
        and done_on == held["order_number"]
    again = details is not None and details["intent"] == WRITE_INTENTS[held["action"]] \
        and details["order_number"] == held["order_number"]  # asked for anew: replaced
    if details is None or details["email"] != held["email"] or done or again \
            or state.get("other_party") or (
            new is not None and new["action"] == held["action"]
            and new["order_number"] == held["order_number"]):
        update["held"] = None
        return
    if update["reply"]["asks"]:
        return  # still held: asked again after this question is answered
    params = _again_params(held, lang, runtime)
    update["held"] = None
    if params is not None:
        _ask_again(state, held, params, update, lang, after, trace)


def _still_pending(state: CareState) -> PendingWrite:
    lapsed = state.get("lapsed")
    assert lapsed is not None and lapsed["pending"] is not None, \
        "asked again only while a proposal waits"
    return lapsed["pending"]


def still_text_id(state: CareState) -> str:
    return f"ask_still_{_still_pending(state)['action']}"


def still_params(state: CareState, lang: Lang, runtime: Runtime[Context]) -> dict[str, Any]:
    """The proposal that still waits, named in full, after the answer to what the message
    asked (`nodes.kit.answers.question_topic`): the answer for this kind of write when
    there is one, else the general one, else a plain "I cannot answer that here"."""
    pending = _still_pending(state)
    params = _again_params(pending, lang, runtime)
    assert params is not None, "collect_details asks again only a proposal named in full"
    topic = state.get("asked") or "other"
    kind = "move" if pending["action"] == "move" else "case"
    if topic == "what" and kind == "case":
        topic = "case"  # "ça sert à quoi ?" of a case: what a case is
    if topic == "status" and state.get("also"):
        return {**params, "answer": "\n".join(_statuses(state, lang, runtime))}
    if topic == "weekday":
        return {**params, "answer": weekday_answer(state, lang, runtime)}
    answer_id = next((i for i in (f"answer_{topic}_{pending['action']}",
                                  f"answer_{topic}_{kind}", f"answer_{topic}")
                      if i in FRAGMENTS), "answer_other")
    return {**params, "answer": render(FRAGMENTS, answer_id, lang, params)}


def _awaiting_still(state: CareState) -> Awaiting:
    pending = _still_pending(state)
    return {"workflow": "care_desk", "pending": pending,
            "intent": "report_damage" if pending["action"] == "damage_case" else "reschedule"}


def with_others(reply: Reply) -> Reply:
    """A reply that also tells what the message's other requests came to: the statuses
    read with it (before a proposal, after a status), a no taken while a queued request
    goes on, and the queued request itself: announced when the reply asks a question, else
    asked about with a fixed yes/no question (Python reads the answer)."""

    def node(state: CareState, runtime: Runtime[Context]) -> dict[str, Any]:
        update = reply(state, runtime)
        # The move this reply tells of, kept for the next message only ("oups, remettez
        # l'ancien créneau", "non en fait le 3": a new move of that order, proposed).
        move = state.get("move")
        last: LastMove | None = None
        if move is not None and move["ok"] and move["result"] is not None \
                and update["reply"]["id"] == "say_moved":
            listed = state.get("awaiting") or {}  # the list the move was picked from
            done = move["result"]
            last = {"order": done["order"], "from_slot": done["from_slot"],
                    "to_slot": done["to_slot"], "offered": list(listed.get("offered") or []),
                    "free_days": list(listed.get("free_days") or [])}
        kept = state.get("last_move")
        if update["reply"]["id"] == "say_moved_already" and kept is not None:
            # "remettez l'ancien créneau", or the day asked for, may follow it
            last = kept.copy()
            last["recalled"] = True
        update["last_move"] = last
        if (proposed := _proposed_with(state, update.get("awaiting"))) is not None:
            update["proposed"] = proposed
        update["last_case"] = _case_told(state, update["reply"]["id"])
        update["stale_list"] = None  # unless the reply leaves a list unanswered (`_lapsed`)
        lang: Lang = update["reply"]["language"]
        before: list[str] = []
        after: list[str] = []
        declined = state.get("declined")
        if declined:
            before.append(render(FRAGMENTS, "declined", lang, {"number": declined}))
        others = _other_statuses(state, lang, runtime)
        if foreign := state.get("foreign"):  # queued requests on orders not theirs: dropped
            others.append(render(FRAGMENTS, "other_not_found" if foreign == 1
                                 else "others_not_found", lang, {"count": foreign}))
        if (beyond := _beyond(state, lang)) is not None:
            others.append(beyond)
        statuses = ("say_status", "say_status_staff", "say_status_placed",
                    "say_delivery_visit", "say_delivery_visit_unbooked")
        (after if update["reply"]["id"] in statuses else before).extend(others)
        matched = state.get("item_orders") or []
        details = state.get("details")
        if len(matched) == 1 and details and details["order_number"] == matched[0]["number"]:
            before.append(said(state, "matched_order", lang, {
                "number": matched[0]["number"], "products": products(matched[0])}))
        elif details and (note := _item_not_in_order(state, details["order_number"], lang)):
            before.append(render(FRAGMENTS, "item_not_in_order", lang, note))
        queue = state.get("queue") or []
        trace = list(update["trace"])
        asked_again = _lapsed(state, update, lang, runtime, before, after, trace,
                              queued=bool(queue))
        if queue and update["reply"]["id"] != "say_queue_dropped" and not asked_again \
                and _nameable(state, queue[0], runtime):
            what = _what(queue[0], lang, state.get("queue_owned") or [])
            if update["reply"]["asks"]:
                after.append(render(FRAGMENTS, "queued_after", lang, {"what": what}))
            else:
                after.append(render(TEXTS, "ask_next_request", lang, {"what": what}))
                update["reply"] = {**update["reply"], "asks": True}
                update["awaiting"] = {"workflow": "care_desk", "question": NEXT_REQUEST,
                                      "intent": queue[0]["intent"]}
                trace.append({"kind": "reply", "text_id": NEXT_REQUEST, "asks": True})
        if update["reply"]["id"] in ("say_case_open", "say_cases_open"):
            after.extend(render(FRAGMENTS, f"case_asked_{what}", lang, {})
                         for what in case_follow_up(state.get("message", "")) if what != "number")
        if _thanked(state, update):
            before.insert(0, render(TEXTS, closing_text_id(
                state.get("message", ""), "say_welcome", "say_goodbye"), lang, {}))
        if _help_asked(state, update):
            before.insert(0, render(TEXTS, "say_capabilities", lang, {}))
        if _email_unanswered(state, update, lang):
            # "vous m'enverrez un e-mail de confirmation ?" after a case or with a status: no
            # e-mail sent, said beside whatever else the reply tells
            before.append(render(FRAGMENTS, "answer_visit_email", lang, {}))
        if state.get("refund_asked"):  # said before the case is asked again
            before.append(render(FRAGMENTS, "refund_not_here", lang, {}))
        if refused := _refused_said(state, update, lang):
            before.insert(0, refused)
        _held(state, update, lang, runtime, after, trace)
        if not (before or after):
            return update
        text = "\n\n".join([*before, str(update["messages"][0].content), *after])
        return {**update, "messages": [AIMessage(content=text)], "trace": trace}

    node.__name__ = getattr(reply, "__name__", "reply")
    setattr(node, "asks", getattr(reply, "asks", False))  # noqa: B010
    return node


def _proposed_with(state: CareState, awaiting: Any) -> dict[str, list[str]] | None:
    """The moves proposed in the conversation, by order, with the one this reply asks (in
    the order first proposed, each slot once); None when the reply proposes no new one."""
    pending = (awaiting or {}).get("pending")
    if pending is None or pending["action"] != "move" or not pending.get("slot_id"):
        return None
    kept = {k: list(v) for k, v in (state.get("proposed") or {}).items()}
    slots = kept.setdefault(pending["order_number"], [])
    if pending["slot_id"] in slots:
        return None
    slots.append(str(pending["slot_id"]))
    return kept


# The replies that are a refusal already (what the desk cannot do, said alone).
REFUSALS = frozenset({"say_cannot_cancel", "say_cannot_change_address", "say_cannot_hand_over",
                      "say_cannot_note_access", "say_cannot_change_order", "say_cannot_split",
                      "say_home_damage", "say_model_unavailable"})


def _refused_said(state: CareState, update: dict[str, Any], lang: Lang) -> str:
    """What the message asked that the desk refuses (`refused`), said first in the reply to
    the request it handles beside it ("annulez le buffet et décalez le canapé au 17"); empty
    when nothing was refused, or the reply already says it (the floor with a move)."""
    kinds = [k for k in state.get("refused") or []
             if not (k == "access" and moves_beside_access(state))]
    if not kinds or update["reply"]["id"] in REFUSALS:
        return ""
    return " ".join(said(state, f"refused_{kind}", lang, {}).strip() for kind in kinds)


def _case_told(state: CareState, reply_id: str) -> str | None:
    """The order whose case this reply tells of, opened now (`say_damage_case`,
    `say_late_case`) or told again; kept through a closing (`say_welcome`)."""
    case = state.get("case")
    if reply_id in ("say_damage_case", "say_late_case") and case is not None \
            and case["ok"] and case["result"] is not None:
        return str(case["result"]["order"])
    if reply_id in ("say_welcome", "say_case_open", "say_cases_open"):
        return state.get("last_case")
    return None


# Replies that are a closing already, or tell a write (never one on a thanks alone).
CLOSINGS = frozenset({"say_welcome", "say_thanks_move", "say_thanks_case", "say_moved",
                      "say_damage_case", "say_late_case"})


def _thanked(state: CareState, update: dict[str, Any]) -> bool:
    """Whether the message only thanks (or says goodbye) while a question waited: the reply
    opens with the closing (`say_welcome`), then says what became of the question (a slot
    list let go, said so; "which order?" asked again)."""
    return bool((state.get("awaiting") or {}).get("question")) \
        and update["reply"]["id"] not in CLOSINGS and only_thanks(state.get("message", ""))


def _help_asked(state: CareState, update: dict[str, Any]) -> bool:
    """Whether the message asks what the desk can do while a question waited that the reply
    asks again ("which order?", the number): what the desk does is said first. (A slot list
    or a proposal says it in its own answer: `asked`.)"""
    return bool((state.get("awaiting") or {}).get("question")) and update["reply"]["asks"] \
        and state.get("asked") is None and update["reply"]["id"] != "say_capabilities" \
        and asks_what_desk_does(state.get("message", ""))


def _email_unanswered(state: CareState, update: dict[str, Any], lang: Lang) -> bool:
    """Whether the message asks the desk for an e-mail (a confirmation, a summary:
    `emails_asked`) and the reply does not already say that it sends none."""
    told = render(FRAGMENTS, "answer_visit_email", lang, {}).strip()
    return emails_asked(state.get("message", "")) \
        and told[:60] not in str(update["messages"][0].content) \
        and update["reply"]["id"] not in REFUSALS


# Several items quoted in one sentence: « canapé », « lit » / “sofa”, “bed”.
ITEM_QUOTES: dict[Lang, str] = {"fr": " », « ", "en": "”, “"}


def _item_not_in_order(state: CareState, number: str | None, lang: Lang
                       ) -> dict[str, str] | None:
    """The order read, and the items or model the message names that none of its products
    is ("le banc que j'ai reçu (commande SO-25116)" of a shelf; "le canapé et la table" of
    an order holding the table): said before the reply, never silently taken for another
    product. Items named before the order number and e-mail were asked count too."""
    read = state.get("order")
    order = read["result"] if read and read["ok"] else None
    message = asked_words(state)
    if order is None or order["number"] != number or len(order_numbers(message)) > 1 \
            or beyond_desk(message) is not None:
        return None  # "combien coûte la table Oslo ?": the catalogue's table, not the order's
    names = [line["product"] for line in order["lines"]]
    missing = items_not_in(request_words(state), names)
    said = ITEM_QUOTES[lang].join(missing) if missing else item_not_in(message, names)
    if said and any(fold(said) in fold(part["quote"]) for part in state.get("queue") or []):
        return None  # "décaler SO-… et aussi le pied du fauteuil est cassé": the other request's
    same_as = SAME_DAY_AS.search(fold(message))
    if said and same_as is not None and all(fold(w) in same_as["ref"]
                                            for w in said.split(ITEM_QUOTES[lang])):
        return None  # "le même jour que la table": the table is the other order, named
    others = [o["result"] for o in state.get("also") or [] if o["ok"] and o["result"]]
    if said and missing and all(any(item_in(item, line["product"]) for o in others
                                    for line in o["lines"]) for item in missing):
        return None  # "so the chairs come Wednesday and the table tomorrow?": the table is
        # the other order read with it (its status is told), not one missing from this one
    return {"number": order["number"], "products": products(order), "item": said} \
        if said else None


def told(name: str, text_id: str | Callable[[CareState], str], **kwargs: Any) -> Reply:
    """A care-desk reply: a fixed text (`reply_node`), with the message's other requests."""
    return with_others(reply_node(name, text_id, staff_texts=STAFF_TEXTS, **kwargs))


ask_details = told("ask_details", details_text_id, texts=TEXTS, params=_number,
                         asks=True, awaiting=_awaiting_details)
ask_which_slot = told("ask_which_slot", "ask_which_slot", texts=TEXTS,
                            params=which_slot_params, asks=True, awaiting=_awaiting_slot)
ask_confirm_move = told("ask_confirm_move", "ask_confirm_move", texts=TEXTS,
                              params=confirm_move_params, asks=True, awaiting=_awaiting_move)
ask_confirm_damage_case = told("ask_confirm_damage_case", "ask_confirm_damage_case",
                                     texts=TEXTS, params=damage_case_params, asks=True,
                                     awaiting=_awaiting_damage)
ask_confirm_late_case = told("ask_confirm_late_case", "ask_confirm_late_case",
                                   texts=TEXTS, params=order_params, asks=True,
                                   awaiting=_awaiting_late)
ask_what_instead = told("ask_what_instead", "ask_what_instead", texts=TEXTS, asks=True,
                              awaiting=_awaiting_instead)
say_too_late_to_move = told("say_too_late_to_move", "say_too_late_to_move", texts=TEXTS,
                            params=order_params)
say_not_delivered = told("say_not_delivered", not_delivered_text_id, texts=TEXTS,
                               params=order_params)
say_case_exists = told("say_case_exists", "say_case_exists", texts=TEXTS,
                             params=case_exists_params)
say_status = told("say_status", status_text_id, texts=TEXTS, params=status_params)
say_cases = told("say_cases", cases_text_id, texts=TEXTS, params=cases_params)
say_moved = told("say_moved", "say_moved", texts=TEXTS, params=moved_params)
say_late_case = told("say_late_case", "say_late_case", texts=TEXTS, params=case_params)
def damage_case_done_params(state: CareState, lang: Lang, runtime: Runtime[Context]
                            ) -> dict[str, Any]:
    """The case opened, and the apology for the kind of problem the report told."""
    params = case_params(state, lang, runtime)
    problem = reported_problem(state)
    if problem is not None and problem != "arrived_damaged":
        what = render(FRAGMENTS, f"problem_{problem}", lang, {})
        return {**params, "lead": render(FRAGMENTS, "sorry_problem_lead", lang, {}),
                "tail": render(FRAGMENTS, "sorry_problem_tail", lang, {"what": what})}
    return {**params, "lead": render(FRAGMENTS, "sorry_damaged_lead", lang, {}),
            "tail": render(FRAGMENTS, "sorry_damaged_tail", lang, {})}


say_damage_case = told("say_damage_case", "say_damage_case", texts=TEXTS,
                       params=damage_case_done_params)
say_not_found = told("say_not_found", not_found_text_id, texts=TEXTS, params=_number,
                           asks=True, awaiting=_awaiting_details)
say_order_closed = told("say_order_closed", "say_order_closed", texts=TEXTS,
                              params=closed_params)
say_no_free_slot = told("say_no_free_slot", "say_no_free_slot", texts=TEXTS,
                              params=_number)
ask_which_order = told("ask_which_order", which_order_text_id, texts=TEXTS,
                       params=which_order_params, asks=True, awaiting=_awaiting_order)
say_queue_dropped = told("say_queue_dropped", "say_queue_dropped",
                                           texts=TEXTS)
def moved_already_params(state: CareState, lang: Lang, runtime: Runtime[Context]
                         ) -> dict[str, Any]:
    """The move just made, for "attendez, en fait non" right after it (`say_moved_already`):
    its order and new slot, and how to go back to the slot before it when there was one."""
    moved = state.get("last_move")
    if not state.get("recalled") or moved is None:
        return {}
    return {"number": moved["order"],
            "done": render(FRAGMENTS, "moved" if moved["from_slot"] else "first_booked", lang,
                           {}),
            "slot": slot_text(moved["to_slot"], lang, _tz(runtime)),
            "back": render(FRAGMENTS, "move_back_said", lang, {}) if moved["from_slot"]
            else ""}


say_capabilities: Reply = told("say_capabilities", capabilities_text_id, texts=TEXTS,
                               params=moved_already_params)
def _closing(state: CareState, lang: Lang, runtime: Runtime[Context]) -> str:
    return render(TEXTS, closing_text_id(state.get("message", ""), "say_welcome",
                                         "say_goodbye"), lang, {})


say_welcome: Reply = told("say_welcome", "say_welcome", texts=TEXTS, body=_closing)
say_cannot_cancel: Reply = told("say_cannot_cancel", "say_cannot_cancel", texts=TEXTS)
OUT_OF_SCOPE_TEXTS = {"address": "say_cannot_change_address", "handover": "say_cannot_hand_over",
                      "access": "say_cannot_note_access", "order_change": "say_cannot_change_order",
                      "split": "say_cannot_split", "home_damage": "say_home_damage"}


def out_of_scope_text_id(state: CareState) -> str:
    """The fixed text for what the message asks that the desk cannot do (`scope`)."""
    return OUT_OF_SCOPE_TEXTS[out_of_scope(state.get("message", "")) or "address"]


say_not_done_here: Reply = told("say_not_done_here", out_of_scope_text_id, texts=TEXTS)


def cannot_answer_text_id(state: CareState) -> str:
    """The fixed text for a question the desk has no answer for (`scope.beyond_desk`)."""
    return f"say_cannot_answer_{beyond_desk(state.get('message', '')) or 'catalogue'}"


say_cannot_answer: Reply = told("say_cannot_answer", cannot_answer_text_id, texts=TEXTS)


def other_than_params(state: CareState, lang: Lang, runtime: Runtime[Context]
                      ) -> dict[str, Any]:
    details = state.get("details")
    return {"number": (details.get("other_than") if details else None) or ""}


say_no_other_order = told("say_no_other_order", "say_no_other_order", texts=TEXTS,
                          params=other_than_params)
def list_dropped_text_id(state: CareState) -> str:
    """Nothing changed: a list let go, a proposal put off (not kept), or a no let be."""
    if state.get("misread") == "thanked":
        pending = (state.get("awaiting") or {}).get("pending")
        return "say_thanks_move" if pending is None or pending["action"] == "move" \
            else "say_thanks_case"
    if state.get("misread") == "later":
        pending = (state.get("awaiting") or {}).get("pending")
        return "say_put_off_move" if pending is None or pending["action"] == "move" \
            else "say_put_off_case"
    if state.get("misread") == "left":
        return "say_left_as_is"
    return "say_list_dropped"


say_list_dropped = told("say_list_dropped", list_dropped_text_id, texts=TEXTS, params=_number)
ask_other_slot = told("ask_other_slot", "ask_other_slot", texts=TEXTS, params=_number,
                      asks=True, awaiting=_awaiting_details)
say_model_unavailable: Reply = told("say_model_unavailable", "say_model_unavailable",
                                   texts=TEXTS, keeps_question=(NEXT_REQUEST,))
say_staff_only: Reply = told("say_staff_only", "say_staff_only", texts=TEXTS)
def others_order_text_id(state: CareState) -> str:
    """Someone else's order: the signed-in customer's wording, or the anonymous one's."""
    details = state.get("details")
    return "say_others_order" if details is not None and details.get("identity_asserted") \
        else "say_others_order_anonymous"


say_others_order: Reply = told("say_others_order", others_order_text_id, texts=TEXTS)
say_invoice: Reply = told("say_invoice", "say_invoice", texts=TEXTS)
ask_confirm_again = told("ask_confirm_again", still_text_id, texts=TEXTS, params=still_params,
                         asks=True, awaiting=_awaiting_still)
