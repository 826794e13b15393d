"""Do the care desk's work: read orders and slots, move deliveries, open cases.

Executors call tools with arguments taken from the state, never from a model's
free text; each write carries a key made of thread, turn and action. Each
executor applies the router that follows it (`Command`), so a turn takes one
hop per step. Error policy: see `nodes.kit.execute`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Collection
from datetime import date, datetime, timedelta, tzinfo
from functools import lru_cache
from typing import Any, TypeVar, cast

from langgraph.runtime import Runtime
from langgraph.types import Command

from nodes.care_desk import prompts, routes
from nodes.care_desk.grounding import ground, ground_parts
from nodes.care_desk.replies import IDENTITY_QUESTIONS, products
from nodes.care_desk.routes import named_other, plan_requests, slot_days
from nodes.care_desk.schemas import PROBLEM_KINDS, CareRequest, ProblemKind, SlotPick
from nodes.care_desk.scope import DAMAGE as DAMAGE_WORDS
from nodes.care_desk.scope import (
    Refused,
    asked_beside,
    asks_invoice,
    beyond_desk_only,
    case_follow_up,
    home_damage_only,
    names_others_order,
    out_of_scope,
    refused_beside,
    refused_in,
    why_asked,
)
from nodes.care_desk.state import (
    CareState,
    Case,
    Choice,
    Consent,
    Details,
    Intent,
    Move,
    OpenOrder,
    Order,
    Part,
    Pick,
    Request,
    Slot,
)
from nodes.kit import format as fmt
from nodes.kit.answers import (
    CASE_WORDS,
    NOT_A_PAUSE,
    ORDER_NUMBER,
    SPOKEN_FILLERS,
    about_option,
    asks_delivery_date,
    asks_for_open_orders,
    asks_for_orders,
    asks_for_person,
    asks_if_delivered,
    asks_news_of,
    asks_order_date,
    asks_order_status,
    asks_other_slot,
    asks_to_cancel,
    asks_what_desk_does,
    asks_whether_two_deliveries,
    beyond_list,
    carries_no_language,
    corrects_day,
    corrects_order,
    drops_the_change,
    extreme_of_list,
    hedges,
    late_remedy_asked,
    leads_with_no,
    leads_with_yes,
    lets_it_be,
    names_a_rank,
    negative_rank,
    none_suits,
    only_names_an_item,
    only_names_an_order,
    only_points_at_order,
    only_thanks,
    pick_beside_remarks,
    pick_on_condition,
    pick_with_aside,
    position_beyond,
    puts_off,
    question_topic,
    rank_beyond,
    rank_instead,
    rank_with_half,
    recants_vaguely,
    ruled_out,
    ruled_out_days,
    rules_out_that_day,
    says_every,
    thanks_put_off,
    undoes_move,
    weekday_asked,
    yes_restating,
    yes_with_refund,
)
from nodes.kit.consent import (
    DOING,
    asks,
    fold,
    read_answer,
    read_position,
    self_corrected,
    takes_back,
)
from nodes.kit.context import Context, run_context
from nodes.kit.execute import actor_of, call_tool, idempotency_key
from nodes.kit.fill import fill_node, message_prompt, today_in_words
from nodes.kit.route import go
from nodes.kit.state import BillFocus, Lang, Outcome, PendingWrite, failure
from services import care, proofs, rules
from services.errors import OrderNotFound
from services.schemas import OrderView, SlotView
from services.slot_choice import asks_what_is_free, choose_slots, nearest_to, table_window
from services.store import Store
from services.text import (
    DIGIT_WORDS,
    EMAIL_POINTED,
    MONTHS,
    MOVE_VERB,
    OTHER_ITEM_WORDS,
    SAME_DAY_AS,
    VISIT_ASKED,
    answer_language,
    ascii_lower,
    asks_about_booking,
    bare_order_rank,
    clear_language,
    disowned_items,
    disowned_numbers,
    earlier_proposal_named,
    every_order,
    foreign_language,
    item_in,
    items_meant,
    items_named,
    leaning_language,
    models_named,
    month_named,
    names_day_just_said,
    names_earlier_order,
    names_floor,
    names_other_order,
    one_word_items,
    order_email,
    order_numbers,
    order_rank,
    points_at_own_order,
    problem_said,
    problems_named,
    product_models,
    recency_named,
    relative_shift,
    sizes_named,
    visit_asked,
    without_addresses,
    without_disowned,
    without_month_naming,
    without_recency_naming,
)
from services.wishes import (
    Wish,
    any_weekday,
    booked_day_said,
    kept_if_booked_on,
    names_the_booked_day,
    only_when,
    resolve_wish,
    says_when,
    split_fallback,
    weekdays_only,
    without_booked_day,
)
from tools import billing as billing_tools
from tools import care as care_tools
from tools.care import SlotList

MAX_SAID, MAX_SAID_MESSAGES = 1000, 4  # what a case keeps of the customer's words


def read_consent(state: CareState, runtime: Runtime[Context]) -> Command[Any]:
    """Read the message as an answer to what the last turn asked, in Python: a yes or a no
    to the write it proposed, or a pick by position in the list it offered. The pure
    `route_consent` decides; the trace records the words read."""
    awaiting = state.get("awaiting") or {}
    message = state.get("message", "")
    offered = awaiting.get("offered") or []
    days = slot_days(offered, awaiting.get("free_days") or ())
    pending = awaiting.get("pending")
    previous = state.get("details")
    consent: Consent = {"answer": None, "position": None, "words": ""}
    update: dict[str, Any] = {}
    orders = awaiting.get("orders") or []
    tool_trace: list[dict[str, Any]] = []
    if identity_gone(previous, run_context(runtime), bool(state.get("other_party"))):
        # The question was asked to another party than this run's (another token's e-mail,
        # or none; a staff member, another channel): no answer to it counts. A new message;
        # the reply says the proposal lapsed, nothing carried out.
        update["lapsed"] = {"pending": pending, "offered": list(offered), "yes_first": False,
                            "other_party": True}
    elif awaiting.get("question") == "ask_which_order" and orders and previous is not None:
        reading = read_position(message, len(orders))
        if reading.position is None \
                and (by_day := _listed_on_booked_weekday(state, runtime, orders, message,
                                                         tool_trace)) is not None:
            # "celui de jeudi", "the Wednesday one": of the orders listed, the one booked on
            # that weekday (exactly one; else the question stays), as a position would
            reading = reading._replace(answer="yes", position=orders.index(by_day) + 1)
        consent = {"answer": reading.answer, "position": reading.position,
                   "words": reading.words}
        if reading.position is not None:  # which order, not a write: routes to reading it
            update["details"] = {**previous, "order_number": orders[reading.position - 1]}
            if previous["intent"] in STATUS_WITH \
                    and any(asks_order_status(s) for s in previous.get("said") or []):
                # "où en est ma commande et je voudrais la décaler", then "2": the status
                # asked with the move is read and told with it
                update["reads"] = [orders[reading.position - 1]]
        elif drops_the_change(message) or read_answer(message).answer == "no":
            # "laissez tomber", "non merci, c'est bon", "forget it": the request is left aside
            update["misread"] = "dropped"
        elif says_every(message) and (again := _orders_again(state, runtime, orders,
                                                                tool_trace)):
            # "les deux", "both": a status is read for every order listed; a move or a case
            # is one order at a time, so the same orders again, asking which first
            update["misread"] = "both"
            update["open_orders"] = again
            if previous["intent"] in routes.READS:
                update["details"] = {**previous, "order_number": orders[0]}
                update["reads"] = list(orders[1:])
        elif read_answer(message).answer == "yes" \
                and (again := _orders_again(state, runtime, orders, tool_trace)):
            # "oui", "ok", "yes please" to "which order?": no answer to it. The same orders
            # again, the reply saying a yes does not tell which (never a number asked for
            # that the list already gave)
            update["misread"] = "which_order"
            update["open_orders"] = again
    elif awaiting.get("question") == "ask_which_slot" and offered and previous is not None:
        reading = read_position(message, len(offered), days)
        remarked = pick_beside_remarks(message, len(offered), days) \
            if reading.position is None else None
        consent = {"answer": reading.answer, "position": reading.position,
                   "words": reading.words}
        if remarked is not None and remarked.position is not None:
            # "Je suis au 2e. Le 3 svp", "the 2nd one, my husband will be home": a floor, a
            # door code or who will be home, told beside a rank, is no day and no other
            # request: that option, read as if said alone, but a pick said with more than a
            # polite word is no consent: proposed (yes/no) first
            update["misread"] = "dated"
            update["pick"] = {"chosen_slot_id": offered[remarked.position - 1],
                              "offer_slot_ids": []}
        elif reading.position is None and names_floor(message):
            # "j'habite au 3e étage", "3rd floor, no lift": a floor, never a pick, a day nor
            # "none of them" (its "no"): a new message (the desk says what it cannot note)
            update["lapsed"] = {"pending": None, "offered": list(offered),
                                "yes_first": False, "order": previous["order_number"]}
        elif reading.position is not None and self_corrected(message):
            # "le 1 non le 3": the rank said last, but a pick that corrects itself is no pick
            # alone: that option, proposed (yes/no) first, nothing moved on these words
            consent = {"answer": None, "position": None, "words": reading.words}
            update["misread"] = "dated"
            update["pick"] = {"chosen_slot_id": offered[reading.position - 1],
                              "offer_slot_ids": []}
        elif reading.position is not None:
            pick: Pick = {"chosen_slot_id": offered[reading.position - 1],
                          "offer_slot_ids": []}
            update["pick"] = pick
        elif (beyond := rank_beyond(message, len(offered))) is not None:
            # "le 7e", "the 7th one", "option 7", "le 3e mais l'après-midi" to a list of
            # three: a rank, never the 7th of a month; no such option, the list again
            update["misread"], update["beyond"] = "out_of_range", beyond
        elif (meant := _day_meant(message, offered, _today(runtime))) is not None:
            # "je voulais dire le 10 pas le 2" to a list holding one slot on the 10th: that
            # slot, proposed (yes/no) first (a day is no position), never "none of them"
            update["misread"] = "dated"
            update["pick"] = {"chosen_slot_id": meant, "offer_slot_ids": []}
        elif corrects_day(message, len(offered), _today(runtime)) \
                or _weekday_of_day(message, offered, _today(runtime)):
            # "je voulais dire le 10 pas le 2", the list holding none or several slots that
            # day: read as a new wish, never "none of them"; "le 4 c'est bien un jeudi ?": a
            # question, answered before the same list (`collect_details`)
            update["lapsed"] = {"pending": None, "offered": list(offered),
                                "yes_first": False, "order": previous["order_number"]}
        elif (negative := negative_rank(message)) is not None:
            # "-2": no position in any list (never the 2nd): said so, and the list again
            update["misread"], update["beyond"] = "out_of_range", negative
        elif (ranked := rank_with_half(message, len(offered), days,
                                       [s[-2:] for s in offered])) is not None \
                and (other := _at_half(offered[ranked[0] - 1], ranked[1])) is not None \
                and not (asks(message) and about_option(message, _listed_when(offered),
                                                        slot_days(offered)) is not None):
            # (never "is number 2 in the afternoon?" of an afternoon option: a question about
            # it, answered below, the list kept)
            # "le 2e mais l'après-midi", "the 2nd one but in the afternoon": that option's
            # day at the half said; not a pick (the half changed): proposed (yes/no) first
            update["misread"] = "dated"
            update["pick"] = {"chosen_slot_id": other, "offer_slot_ids": []}
        elif (end := extreme_of_list(message)) is not None:
            # "the earliest one", "le plus tôt": the first (or last) option listed, by time;
            # not a rank of the consent vocabulary, so proposed (yes/no) first
            ordered = sorted(offered)
            update["misread"] = "dated"
            update["pick"] = {"chosen_slot_id": ordered[0] if end == "first" else ordered[-1],
                              "offer_slot_ids": []}
        elif (further := beyond_list(message)) is not None \
                and (listed_days := _listed_days(offered)):
            # "ni l'un ni l'autre, vous avez pas plus tard ?", "anything the week after?":
            # what is free after (or before) the days listed, as a new wish
            update["misread"] = "beyond"
            update["details"] = {**previous, "wish": _beyond_words(further, listed_days),
                                 "offered": []}
        elif drops_the_change(message) or only_thanks(message) or puts_off(message):
            # "non laissez tomber, c'est bon", "keep it as is", "merci", "je préfère attendre
            # de voir avec ma femme": nothing is moved
            update["misread"] = "dropped"
        elif previous["order_number"] \
                and _no_then_status(message, previous["order_number"]):
            # "non, mais où en est-elle ?" to a list: none picked, nothing moved (said so),
            # the order's status told instead of the same list
            consent = {"answer": "no", "position": None, "words": reading.words}
            update.update(_status_instead(previous, previous["order_number"]))
        elif leads_with_no(message) and (rank := rank_in(
                message, list(offered), list(awaiting.get("free_days") or []))) is not None:
            # "non, le deuxième plutôt", "no, the second one": a no, then a rank said instead:
            # that option, proposed (yes/no) first, never ruled out nor moved on these words
            update["misread"] = "dated"
            update["pick"] = {"chosen_slot_id": offered[rank - 1], "offer_slot_ids": []}
        elif (rank := rank_instead(message, len(offered), days)) is not None:
            # "le 1er ça m'arrange pas, le 2", "actually the second": one option ruled out
            # or a change of mind, then a rank: that option, proposed (yes/no) first (no
            # pick "alone or with a polite word"), never "none of them"
            update["misread"] = "dated"
            update["pick"] = {"chosen_slot_id": offered[rank - 1], "offer_slot_ids": []}
        elif read_answer(message).answer == "no":  # "non merci, c'est bon": none of them
            consent = {"answer": "no", "position": None, "words": reading.words}
        elif read_answer(message).answer == "yes":
            # "merci beaucoup, oui parfait": a yes that picks nothing; the list again
            update["misread"] = "unsure"
            update["pick"] = {"chosen_slot_id": offered[0], "offer_slot_ids": offered[1:]}
        elif (about := about_option(message, _listed_when(offered), slot_days(offered))) \
                is not None:
            # (A question picks nothing: a number is that day only when a listed option falls
            # on it, "is 2 a Wednesday?" to a list with nothing on the 2nd asks of option 2)
            # "c'est quoi le créneau 2 exactement ?", "le 3 c'est bien un vendredi ?", "le 2
            # mais je dois vérifier avec mon mari": about one option, no pick; the same list
            # again (never a new one: its positions keep their meaning)
            update["misread"] = "asked_about" if about.kind == "asks" else "waiting"
            update["pick"] = {"chosen_slot_id": offered[0], "offer_slot_ids": offered[1:]}
            update["about"] = {"slot_id": offered[about.position - 1],
                               "confirms": about.confirms, "denies": about.denies}
        elif days_out := ruled_out_days(message):
            # "ok but not tuesday", "pas le mardi": the options listed, less those days (the
            # wish the list answered is kept: never a new list of other mornings or weeks)
            left = [s for s, w in zip(offered, _listed_when(offered), strict=True)
                    if w is None or w[0].weekday() not in days_out]
            if left:
                update["misread"] = "excluded"
                update["pick"] = {"chosen_slot_id": left[0], "offer_slot_ids": left[1:]}
            else:
                update["misread"] = "none_suits"
        elif hedges(message):  # "le 2 peut-être": not picked yet; the same list again
            update["misread"] = "unsure"
            update["pick"] = {"chosen_slot_id": offered[0], "offer_slot_ids": offered[1:]}
        elif (out := ruled_out(message, len(offered))) and len(out) < len(offered):
            # "pas le premier": the others again (one left: the desk asks before moving)
            left = [s for i, s in enumerate(offered, start=1) if i not in out]
            update["misread"] = "excluded"
            update["pick"] = {"chosen_slot_id": left[0], "offer_slot_ids": left[1:]}
        elif none_suits(message) or takes_back(message) or ruled_out(message, len(offered)):
            update["misread"] = "none_suits"
        elif (picked := _pick_with_request(message, len(offered), days)) is not None:
            # "le premier, et où en est ma table ?": another request the desk handles; the
            # pick waits behind it (queued in `collect_details`), never written on it
            update["lapsed"] = {"pending": None, "offered": list(offered),
                                "yes_first": False, "order": previous["order_number"]}
            update["pick_with"] = {
                "intent": "reschedule", "order_number": previous["order_number"],
                "wished_slot": slot_wish(offered[picked - 1]), "quote": message[:MAX_SAID]}
        elif (aside := pick_with_aside(message, len(offered), days)) is not None:
            # "the 2nd one works, but can you call before?": that option, proposed (yes/no)
            # first, the reply saying the rest is not something the desk can arrange
            update["misread"] = "dated"
            update["aside"] = aside[1][:MAX_SAID]
            update["pick"] = {"chosen_slot_id": offered[aside[0] - 1], "offer_slot_ids": []}
        elif (beyond := position_beyond(message, len(offered))) is not None:
            update["misread"], update["beyond"] = "out_of_range", beyond
        elif (told := _pick_after_story(message, len(offered), days)) is not None:
            # "I paid £690 for this armchair. Option 1 please", "les 4 chaises sont bien
            # arrivées, pour le buffet je prends le premier": a pick said last, after words of
            # its own; no pick alone (the consent vocabulary is a rank alone or with a polite
            # word), so that option is proposed (yes/no) first; the story's numbers are no pick
            update["misread"] = "dated"
            update["pick"] = {"chosen_slot_id": offered[told - 1], "offer_slot_ids": []}
        elif names_a_rank(message, len(offered), days):
            # "le 2 je crois", "le 2 ou le 3", "c'est quoi le 2 ?": about the list, but no
            # pick; never read as the 2nd of next month (a new list, numbered otherwise)
            update["misread"] = "unsure"
            update["pick"] = {"chosen_slot_id": offered[0], "offer_slot_ids": offered[1:]}
        else:
            update["lapsed"] = {"pending": None, "offered": list(offered),
                                "yes_first": False, "order": previous["order_number"]}
            if (picked := _pick_with_more(message, len(offered), days)) is not None:
                # "2 et ouvrez un dossier…": a pick said with another request is no pick
                # alone (never written on it); kept to be queued behind that request
                update["pick_with"] = {
                    "intent": "reschedule", "order_number": previous["order_number"],
                    "wished_slot": slot_wish(offered[picked - 1]), "quote": message[:MAX_SAID]}
    elif awaiting.get("question") == routes.NEXT_REQUEST:
        reading = read_answer(message)
        consent = {"answer": reading.answer, "position": None, "words": reading.words}
        if reading.answer == "no":
            update["queue"] = []
    elif pending is not None and previous is not None:
        reading = read_answer(message, DOING[pending["action"]])
        thanked_off = thanks_put_off(message)
        if thanked_off:
            # "no thanks, not right now", "non merci, pas pour l'instant": the thanks with the
            # decision put off closes the proposal (like "merci, je vais réfléchir"), no "no"
            reading = reading._replace(answer=None)
        if reading.answer is None and pending["action"] in ("damage_case", "late_case") \
                and yes_with_refund(message):
            # "oui et je veux être remboursé": no plain yes (the consent vocabulary is closed),
            # so nothing is opened; the reply says refunds are not done here and asks again
            update["refund_asked"] = True
        # "no go back to the first one", "non, la première date que vous m'avez donnée": a
        # no with an earlier proposal pointed back at is a new wish (that slot, proposed)
        back = _earlier_proposal(state, pending["order_number"], message, pending["slot_id"]) \
            if pending["action"] == "move" else None
        instead = reading.answer is None and leads_with_no(message) \
            and (says_when(message) or relative_shift(message) is not None or back is not None)
        # "laissez-moi voir avec ma femme": put off, the proposal not kept; said after a no
        # ("non, je vais d'abord en parler à mon mari") it is a no like "non, je vais
        # réfléchir": nothing written, and the desk asks what the customer prefers
        off = reading.answer is None and puts_off(message) and not leads_with_no(message)
        status_instead = reading.answer is None and not instead and not off \
            and _no_then_status(message, pending["order_number"])
        # "non, mais elle est où ma table ?", "non, et mon autre commande, elle en est où ?":
        # a no, then the status of an item or order the desk must find first: a new message
        # (the proposal lapses, said so), never "what would you prefer?"
        status_elsewhere = reading.answer is None and not instead and not off \
            and leads_with_no(message) and _asks_status(message) \
            and (bool(items_named(message)) or names_other_order(message))
        if reading.answer is None and rules_out_that_day(message) and not instead \
                and not off and not ORDER_NUMBER.search(message):
            # "yes but not that day", "oui mais pas ce jour-là": no yes to the day proposed,
            # a no to it (never "an exact time within the slot"); the desk asks what instead
            reading = reading._replace(answer="no")
        if reading.answer is None and leads_with_no(message) and not instead and not off \
                and not status_elsewhere and not thanked_off \
                and not ORDER_NUMBER.search(message) and not _for_another_order(message):
            # "en fait non, annulez…" (an order named after the no corrects the request
            # instead: "non pardon, c'est la SO-…", "non, pour l'autre commande")
            reading = reading._replace(answer="no")
        # "non, le 24 après-midi plutôt": a no with another when is a new request (read as
        # one, proposed as usual); the slot said no to is not proposed again unless asked.
        if (reading.answer == "no" or instead or status_elsewhere) \
                and pending["action"] == "move" \
                and pending.get("slot_id"):
            update["rejected"] = rejected_with(state.get("rejected"), pending["order_number"],
                                               str(pending["slot_id"]))
        rank = rank_in(message, pending.get("listed") or [], pending.get("free_days") or []) \
            if instead else None
        if rank is not None:
            # "le 2" proposed (it might have been the 2nd), then "non, le 3": the third of
            # that list, proposed in its turn (never moved on these words alone)
            listed = pending.get("listed") or []
            update["misread"] = "dated"
            update["pick"] = {"chosen_slot_id": listed[rank - 1], "offer_slot_ids": []}
        consent = {"answer": reading.answer, "position": None, "words": reading.words}
        if reading.answer == "no" and lets_it_be(message) and not instead \
                and not state.get("queue"):
            # "bon ben tant pis, laissez comme ça": a no that says to leave things as they
            # are; nothing to ask instead
            update["misread"] = "left"
        if reading.answer == "no" and state.get("queue"):
            update["declined"] = pending["order_number"]
        if status_instead and reading.answer == "no":
            # "non, mais où en est-elle ?": the proposal lapses (nothing written, said so)
            # and the order's status is told, never "what would you prefer?"
            update.update(_status_instead(previous, pending["order_number"]))
        done = {(d.get("operation"), d.get("order")) for d in state.get("done_before") or []}
        made = ("reschedule" if pending["action"] == "move" else "open_case",
                pending["order_number"]) in done
        # A new message: the reply says the write was not done, unless it was, by a turn
        # whose reply was lost (this reply tells that first: it must not deny it after).
        if reading.answer is None and not made and off:
            # "je préfère attendre de voir avec ma femme": not now. Nothing written, the
            # proposal is not kept (said so); the customer comes back when decided
            update["misread"] = "later"
        elif reading.answer is None and not made and only_thanks(message):
            # "merci", "thanks, bye" to a yes/no question: a closing, no yes. Nothing written,
            # the proposal let go and said so (as a thanks closes a slot list), in a closing
            update["misread"] = "thanked"
        elif reading.answer is None and not made and lets_it_be(message) \
                and not says_when(message):
            # "en fait on laisse comme c'était", "on second thought, leave things as they
            # are": the change let go without a no. Nothing written, the proposal not kept
            # (said so: `say_left_as_is`), never asked again
            update["misread"] = "left"
        elif reading.answer is None and not made:
            update["lapsed"] = {"pending": pending, "offered": [],
                                "yes_first": leads_with_yes(message)}
        if reading.answer == "yes":
            asserted = run_context(runtime).customer_email
            update["details"] = {**previous, "order_number": pending["order_number"],
                                 "email": asserted or pending["email"]}
            update["pick"] = {"chosen_slot_id": pending["slot_id"], "offer_slot_ids": []}
    own = None if run_context(runtime).language else clear_language(message)
    if own is None and not run_context(runtime).language and consent["answer"] is not None:
        # A bare answer says its language too: "yes" to a French question is answered in
        # English, "oui" to an English one in French; "ok" says neither (the conversation's)
        own = answer_language(message)
    if own is None and not run_context(runtime).language:
        own = leaning_language(message)  # "merci" in an English conversation: French
    if own is not None and previous is not None:
        # The reply speaks the message's language when it is clearly one ("not the first
        # one" after a French list): this turn may never reach the model.
        update["language"] = own
        update["details"] = {**update.get("details", previous), "language": own}
    update["consent"] = consent
    update["trace"] = [{"kind": "node", "node": "read_consent"}, *tool_trace,
                       {"kind": "consent", "question": awaiting.get("question"),
                        "answer": consent["answer"], "position": consent["position"],
                        "words": consent["words"]}]
    return go(state, update, routes.route_consent)


def _day_meant(message: str, offered: list[str], today: date) -> str | None:
    """The one option listed on the day a message says it meant instead of another ("je
    voulais dire le 10 pas le 2"), at the half-day said if any; None when the message says
    no such day, or the list holds none or several slots that day."""
    if not corrects_day(message, len(offered), today):
        return None
    wish = resolve_wish(message, today)
    same = [slot for slot, when in zip(offered, _listed_when(offered), strict=True)
            if when is not None and when[0] == wish.dates[0]
            and (wish.half is None or when[1].lower() == wish.half)]
    return same[0] if len(same) == 1 else None


def _weekday_of_day(message: str, offered: list[str], today: date) -> bool:
    """Whether the message, said to a list, asks the weekday of a day that cannot be a
    position in it ("le 4 c'est bien un jeudi ?" to a list of three, or holding the 4th, or
    said with its month); "le 3 c'est bien un vendredi ?" of the third option is about that
    option (`about_option`)."""
    asked = weekday_asked(message, today)
    if asked is None:
        return False
    listed = {w[0].day for w in _listed_when(offered) if w is not None}
    month_said = any(len(w) > 3 and w in MONTHS for w in fold(message).split())
    return asked.day.day > len(offered) or asked.day.day in listed or month_said


_ASKED_ALONE = re.compile(r"\?\s*$")


def _when_checks_booking(message: str, request: Request, context: Context, today: date
                         ) -> bool:
    """Whether a when said alone as a question ("le 24 ?", "the 24th?", "samedi 3 ?") checks
    the booking rather than wishes a day: it names the booked day of the one order meant,
    or that order is not known yet (several orders, none, no e-mail) or cannot move (a
    delivered order asked "le 22 ?"). Said without a question mark ("samedi 19", "le 20
    svp"), or asked of another day than the booked one ("samedi 19 ?" of a delivery on the
    14th): a day wished, as `only_when` reads it."""
    if not _ASKED_ALONE.search(message):
        return False
    order = _order_meant(request, context)
    slot = order.delivery_slot if order is not None else None
    if order is None or slot is None or not rules.can_move(order.status):
        return True
    return context.store().local(slot.start).date() in resolve_wish(message, today).days()


def _order_meant(request: Request, context: Context) -> OrderView | None:
    """The signed-in customer's one order the request means (its number, or the only order
    they have); None when nobody is signed in, or none or several orders fit. An e-mail
    typed in the message proves nothing: read by it, whether a day is that address's booked
    day would tell a stranger so (the reply differs), so such a when is taken as a check."""
    email = context.customer_email
    if not email:
        return None
    number = request["order_number"]
    orders = [o for o in care.find_orders(context.store(), email=email)
              if not number or o.number == number]
    return orders[0] if len(orders) == 1 else None


def _stays_as_booked(message: str, request: Request, context: Context, today: date) -> bool:
    """Whether a condition that checks the booking holds and then nothing is to be done
    ("si c'est toujours le 20, laissez SO-24903 comme ça, sinon mettez le 22" of a delivery
    on the 20th: `kept_if_booked_on`); when the order meant or its day is not known, it is
    taken to hold: the status is told, no day of the otherwise proposed."""
    kept = kept_if_booked_on(message, today)
    if not kept:
        return False
    order = _order_meant(request, context)
    slot = order.delivery_slot if order is not None else None
    return slot is None or context.store().local(slot.start).date() in kept


def _today(runtime: Runtime[Context]) -> date:
    store = run_context(runtime).store()
    return store.local(store.now()).date()


# A pick by position, then another request: "2 et ouvrez un dossier", "the 2nd, and where
# is my table?", "le premier puis déclarez un meuble abîmé".
PICK_THEN = re.compile(r"^\s*(?P<head>[^,;]{1,30}?)\s*(?:[,;]|\s-\s|\b(?:et|and|puis|then|"
                       r"plus|aussi|also|ensuite)\b)\s*(?P<rest>\S.*)$", re.S)


def _pick_with_more(message: str, count: int, days: Collection[int]) -> int | None:
    """The position a message picks before going on to something else; None when its
    first words are no pick alone, or nothing follows them."""
    m = PICK_THEN.match(fold(message))
    if m is None or len(m["rest"].split()) < 2 \
            or read_position(m["rest"], count, days).position is not None \
            or re.fullmatch(r"(?:(?:le|la|the|l')\s*)?\d{1,2}\w*\s*[.!?]*", m["rest"]):
        return None  # "le 2 et le 3": no other request, an unsure pick
    return read_position(m["head"], count, days).position


# A piece the pick is said of, before it: "pour le buffet je prends le premier", "for the
# table, the second one".
_PICK_OF_PIECE = re.compile(r"^\s*(?:et |and )?(?:pour|for) (?:le|la|les|l'|the|my|mon|ma|mes)"
                            r" ?[\w-]+\s*,?\s*")
# Words that rank, deny or doubt: a story said before a pick holds none of them.
_NOT_A_STORY = re.compile(
    r"\b(?:premier|premiere|deuxieme|second|seconde|troisieme|quatrieme|cinquieme|dernier|"
    r"derniere|first|third|fourth|fifth|last|option|choix|choice|numero|number|non|no|not|"
    r"pas|sauf|except|but|mais|ou|or|peut etre|maybe|perhaps)\b")


def _pick_after_story(message: str, count: int, days: Collection[int]) -> int | None:
    """The position a message picks in its last clause, after a story of its own ("I paid
    £690 for this armchair. Option 1 please", "we're 2 adults and 3 kids so any is fine, the
    third one"); None when the message asks something, says when, or its story ranks,
    denies or doubts (the story's numbers are never read as a pick)."""
    if asks(message) or says_when(message):
        return None
    clauses = [c for c in re.split(r"[.!;\n]+|,", message) if c.strip()]
    if len(clauses) < 2:
        return None
    story = fold(" ".join(clauses[:-1]))
    if _NOT_A_STORY.search(story):
        return None
    return read_position(_PICK_OF_PIECE.sub("", fold(clauses[-1])), count, days).position


def _pick_with_request(message: str, count: int, days: Collection[int]) -> int | None:
    """A pick by position, then a status asked or a damage reported ("le premier, et où en
    est ma table ?", "2 and my chair arrived broken"): that position; None otherwise."""
    picked = _pick_with_more(message, count, days)
    m = PICK_THEN.match(fold(message))
    if picked is None or m is None:
        return None
    rest = m["rest"]
    if asks_order_status(rest) or re.search(DAMAGE_WORDS, rest):
        return picked
    return None


def _orders_again(state: CareState, runtime: Runtime[Context], numbers: list[str],
                  trace: list[dict[str, Any]]) -> list[OpenOrder]:
    """The orders a "which order?" question listed, read again in the order listed (each
    named as the list named it); empty when they cannot be read (no proven e-mail)."""
    email = _email(state, runtime)
    if not email or not numbers:
        return []
    found: Outcome[dict[str, Any]] = call_tool(
        care_tools.find_orders, run_context(runtime).store(), {"email": email}, trace)
    by_number = {o["number"]: o for o in cast(list[Order],
                                              (found["result"] or {}).get("orders") or [])}
    if not all(n in by_number for n in numbers):
        return []
    return [{"number": n, "products": products(by_number[n]),
             "status": by_number[n]["status"]} for n in numbers]


def _listed_on_booked_weekday(state: CareState, runtime: Runtime[Context], numbers: list[str],
                              message: str, trace: list[dict[str, Any]]) -> str | None:
    """The one order of a "which order?" list whose delivery is booked on the weekday the
    answer names it by ("celui de jeudi", "the Wednesday one"); None when the answer names
    no weekday, or none or several of the listed orders are booked on it."""
    weekday = _weekday_of_item(message)
    email = _email(state, runtime)
    if weekday is None or not email:
        return None
    store = run_context(runtime).store()
    found: Outcome[dict[str, Any]] = call_tool(care_tools.find_orders, store, {"email": email},
                                               trace)
    on_day = [o["number"] for o in cast(list[Order], (found["result"] or {}).get("orders") or [])
              if o["number"] in numbers and o["delivery_slot"] is not None
              and o["status"] not in routes.CLOSED
              and store.local(datetime.fromisoformat(str(o["delivery_slot"]["start"])))
              .weekday() == weekday]
    return on_day[0] if len(on_day) == 1 else None


def _no_then_status(message: str, number: str) -> bool:
    """Whether the message opens with a no and goes on to ask where the order stands or when
    it was placed ("non, mais où en est-elle ?", "no thanks, what's the status?", "nan
    c'est où ma commande"), of the order asked about (no other order named)."""
    named = order_numbers(message)
    return leads_with_no(message) and _asks_status(message) \
        and all(n == number for n in named) and not _for_another_order(message) \
        and not names_other_order(message) and not items_named(message)


# The customer's own orders said as such ("my orders", "mes commandes", "ma commande"): what
# a customer asks to have "analysed" is where they are, never another's bills.
OWN_ORDERS = re.compile(r"\b(?:my|our|mes|ma|mon|nos|notre)\s+(?:\w+\s+)?"
                        r"(?:orders?|commandes?|purchases?|achats?|deliver(?:y|ies)|livraisons?)\b")


def _asks_status(message: str) -> bool:
    return asks_order_status(message) or asks_order_date(message) \
        or asks_if_delivered(message)


def _status_instead(previous: Details, number: str) -> dict[str, Any]:
    """The update of a no that asks the order's status instead: the status is read (the
    reply says nothing was changed first), nothing is proposed again."""
    return {"misread": "status", "declined": number,
            "details": {**previous, "intent": "order_status", "order_number": number,
                        "wish": None, "offered": [], "shift_days": None, "proposal": None,
                        "topic": "order_status"}}


def _for_another_order(message: str) -> bool:
    """Whether the message says the request is for another order than the one proposed
    ("non, pour l'autre commande", "no, it's for order 24911"): a correction of the order,
    read as a new message (the request goes on, on that order), never a plain no. So is a
    piece named beside one disowned ("non attendez, c'est le lit, pas le canapé")."""
    return corrects_order(message) and (
        names_other_order(message) or bool(re.search(r"\b\d{5,6}\b", message))
        or bool(disowned_items(message) and items_meant(message)))


def _at_half(slot_id: str, half: str) -> str | None:
    """The slot on the day of `slot_id` at `half` ("2026-12-10-AM", "pm" → "2026-12-10-PM"):
    slot ids begin with their day and end with their half; None for any other id."""
    if not re.fullmatch(r"\d{4}-\d\d-\d\d-(?:AM|PM)", slot_id):
        return None
    return f"{slot_id[:10]}-{half.upper()}"


def rejected_with(rejected: dict[str, list[str]] | None, order: str, slot: str
                  ) -> dict[str, list[str]]:
    """The slots said no to, by order, with one more."""
    out = {k: list(v) for k, v in (rejected or {}).items()}
    if slot not in out.setdefault(order, []):
        out[order].append(slot)
    return out


def _listed_days(offered: list[str]) -> list[date]:
    """The days of the slots listed, sorted; none when an id is not day-shaped."""
    when = _listed_when(offered)
    return [] if None in when else sorted(w[0] for w in when if w is not None)


def _listed_when(offered: list[str]) -> list[tuple[date, str] | None]:
    """Each slot listed as its day and half-day ("2026-12-10-AM": the 10th, morning)."""
    when: list[tuple[date, str] | None] = []
    for slot_id in offered:
        try:
            when.append((date.fromisoformat(slot_id[:10]), slot_id[11:]))
        except ValueError:
            when.append(None)
    return when


def _beyond_words(beyond: str, days: list[date]) -> str:
    """A wish, in words the wish reader reads, for the days after (or before) those listed:
    the week that follows the last one, or the days before the first."""
    def said(day: date) -> str:
        return f"{day.day} {FRENCH_MONTHS[day.month - 1]} {day.year}"

    if beyond == "earlier":
        return f"avant le {said(days[0])}"
    first = days[-1] + timedelta(days=1)
    return f"du {said(first)} au {said(first + timedelta(days=6))}"


FRENCH_MONTHS = ("janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout",
                 "septembre", "octobre", "novembre", "decembre")


understand_request = fill_node(
    "understand_request", CareRequest, message_prompt(prompts.UNDERSTAND, "customer_message"),
    output_key="request",
)


# Replies saying the order number was not found where only the number could be wrong (the
# identity is proven: signed in, or staff reading any order).
NUMBER_NOT_FOUND = frozenset({"say_not_found_signed_in", "say_not_found_staff"})


def collect_details(state: CareState, runtime: Runtime[Context]) -> Command[Any]:
    """Merge this message's fields with what the conversation already knows, then route.

    Several requests in one message: each is bound to its own words (`ground_parts`) and
    `plan_requests` picks the one handled now, the statuses read with it, and the queue.
    Focus: a message naming another order or item without its number never reuses the
    order in focus; "a day later" after a move is a new wish for the order in focus.
    Another party than the last turn's (`other_party`) starts from scratch: nothing the
    conversation gathered for the last party (its order, its question, its moves, its
    queue, its language) carries over."""
    other_party = bool(state.get("other_party"))
    if other_party:
        state = cast(CareState, {**state, "details": None, "awaiting": None, "last_move": None,
                                 "held": None, "stale_list": None, "queue": [],
                                 "rejected": {}, "proposed": {}})
    previous = state.get("details")
    awaiting = state.get("awaiting")
    context = run_context(runtime)
    message = state.get("message", "")
    request, dropped = ground(state.get("request"), state, previous, context.customer_email)
    # Several addresses in the message (a pasted confirmation, "my old address was …, the
    # order is under …"): Python takes the one its words say is the order's, never the
    # shop's own; none decided: none taken, and the desk asks which (one proof a message)
    given = order_email(message, context.dependencies().shop_domains)
    email_undecided = given.undecided and not context.customer_email
    if request is not None and given.given and not (
            request["email"] and given.address
            and ascii_lower(request["email"]) == ascii_lower(given.address)):
        request = {**request, "email": given.address}
        dropped = [*dropped, "email"] if given.address is None else dropped
    out = disowned_numbers(message) if request is not None else []
    if request is not None and out:
        # "no, not SO-… but SO-…", "pas la SO-…, la SO-…": the number disowned is never the
        # order meant, whatever the model filled (nor a request of its own); the one other
        # number written is (none or several: no number, asked)
        meant = [n for n in dict.fromkeys(order_numbers(message)) if n not in out]
        kept = [p for p in request.get("requests") or [] if p["order_number"] not in out]
        request = {**request, "requests": kept if len(kept) > 1 else []}
        if request["order_number"] in out:
            request = {**request, "order_number": meant[0] if len(meant) == 1 else None}
    reread: list[str] = []
    if request is not None:
        request, reread = _reread(request, state.get("request"), message, out)
    intent = request["intent"] if request else "other"
    if intent == "other" and request is not None and previous is None and awaiting is None \
            and only_when(message):
        # a when said alone as the conversation's first message ("samedi 19 ?", "after the
        # holidays", "wensday 16 mornig"): the day wished for the customer's delivery, as "je
        # préférerais le 20" (proposed or listed, never written on it); said to a question
        # or a list, it is read with what waits, as before. Asked of the booked day ("le 24
        # ?" of a delivery on the 24th), of an order not known yet or one that cannot move:
        # the booking checked, its status told (`_when_checks_booking`)
        checked = _when_checks_booking(message, request, context, _today(runtime))
        intent = "order_status" if checked else "reschedule"
        request = {**request, "intent": intent} if checked else {
            **request, "intent": intent, "wished_slot": request["wished_slot"] or message[:300]}
    if intent == "reschedule" and request is not None \
            and _stays_as_booked(message, request, context, _today(runtime)):
        # "if it's still the 20th, keep it, otherwise move it to the 22nd" of a delivery on
        # the 20th: it stays, its status told (never the otherwise's slots to pick from)
        request = {**request, "intent": "order_status", "wished_slot": None, "requests": []}
        intent = "order_status"
    if state.get("refund_asked") and intent == "back_office" and request is not None:
        # "oui mais je veux aussi un remboursement" to a case: the refund is said not done
        # here and the case asked again; the message asks nothing else of its own
        request = {**request, "intent": "other"}
        intent = "other"
    own_intent = intent
    gone = other_party or identity_gone(previous, context)
    other_half = None if gone else _other_half(state, context.store())
    asked = None if gone or other_half else _asked_while_waiting(state, request, _today(runtime),
                                                                 context.store())
    item_read = None
    if asked == "status" and previous is not None and items_named(message) \
            and not (request and request["order_number"]):
        # "and the armchair, when is that coming?" while a case on the chairs waits: the
        # armchair's order read (one order of the customer's holds it), the same question
        # again; none or several: read as a new message, as before
        item_read = _item_order(state, runtime, previous, message)
        asked = asked if item_read is not None else None
    if asked is not None and previous is not None:
        # A question (or a wait) while a yes/no or a list waits: nothing new to do; the
        # reply answers what it can and asks the same question again (the same list, in the
        # same order). The request stays as it was.
        details_kept: Details = {**previous, "language": message_language(
            context.language, message, previous, request)}
        lapsed = state.get("lapsed")
        waiting_on = lapsed["pending"]["order_number"] if lapsed and lapsed["pending"] \
            else previous["order_number"]
        # "c'est quoi le statut de la commande ?": the order waited on is read, and its
        # status told before the same question.
        status_read = [waiting_on] if asked == "status" and waiting_on else []
        if item_read is not None:
            status_read = [item_read]
        if asked == "status" and request is not None and request["order_number"] \
                and request["order_number"] != waiting_on \
                and _written(request["order_number"], message):
            # "et SO-51002 ?" while a move of SO-51001 waits: that order is read (a read of
            # the customer's own orders only: `read_other_orders`), the proposal asked again
            status_read = [request["order_number"]]
        update_kept: dict[str, Any] = {
            "details": details_kept, "language": details_kept["language"], "asked": asked,
            "reads": status_read, "trace": [{"kind": "node", "node": "collect_details",
                                    "asked": asked, "ungrounded": dropped}]}
        return go(state, update_kept, routes.route_request)
    refused: list[Refused] = []
    beside = _refused_beside(state, request, message)
    if beside is not None:
        # "annulez le buffet et décalez le canapé SO-… au 17": what the desk refuses is said
        # (`refused`), and the rest of the message is read as if it came alone: its words
        # decide the request, its order and its wish (never the refused clause's)
        request, message, refused = beside
        intent = own_intent = request["intent"]
    if awaiting is not None and previous is not None and intent != previous["intent"] \
            and only_identity(message):
        # "je me suis trompé d'adresse, c'est plutôt jean@…": an e-mail given and nothing of
        # a request (a model may read "plutôt" as a move): the request asked goes on
        intent = previous["intent"]
    continuing = awaiting is not None and intent in (
        "other", previous["intent"] if previous else None) \
        and awaiting.get("question") != routes.NEXT_REQUEST
    # "And order SO-…?" right after a request: the same request, on another order.
    # "And my other order?" / "and the bed?": the same request, on the order meant. Also
    # after a message or two that asked nothing ("attendez", then "c'est la SO-24870").
    last = _topic(previous)
    # "Que préférez-vous ?" after a no: a question about the booking is no answer to it
    instead = awaiting is not None and awaiting.get("question") == "ask_what_instead"
    follow_up = (
        not continuing and intent == "other" and bool(
            (request and request["order_number"]) or names_other_order(message)
            or items_named(message) or month_named(message) is not None
            or recency_named(message) is not None)
        and previous is not None and last is not None
    )
    case_told = state.get("last_case")
    if case_told and awaiting is None and previous is not None \
            and previous["order_number"] == case_told and case_follow_up(message) \
            and not (request and request["order_number"]
                     and _written(request["order_number"], message)) \
            and not says_when(message) and not names_other_order(message) \
            and not items_named(message):
        # Right after a case was opened: "c'est quoi le numéro déjà ?", "je peux vous envoyer
        # des photos ?", "ça va prendre combien de temps ?" ask of that case (told again, with
        # its number), never what the desk does in general
        intent, follow_up = "case_status", False
    elif not continuing and intent in ("other", "back_office", "order_status", "availability") \
            and late_remedy_asked(message):
        # "SO-… était promis pour le 10 et vous le livrez le 15, je veux être remboursée de
        # la livraison", "since SO-… is late can you waive the delivery fee?": compensation
        # asked with the lateness, the status and who handles it (`say_status_complaint`),
        # never the staff-only refusal a refund read as billing would get
        intent, follow_up = "order_status", False
    elif (not continuing or instead) and previous is not None \
            and intent in ("other", "order_status", *WRITES_ASKED) \
            and asks_about_booking(message) and not lets_it_be(message):
        # "did it work?", "so it's Friday the 20th again?", "c'est quand déjà ?", "vous
        # pouvez me confirmer la date ?" after a move or a status: the order's status (the
        # day the data holds), never a slot list nor a move, whatever the model read; also
        # to "Que préférez-vous ?" after a no ("what's the date now?"): never the proposal
        # said no to, made again
        intent, follow_up, continuing = "order_status", False, False
    elif continuing and previous is not None:
        intent = previous["intent"]
    elif follow_up and last is not None:
        # The message's own words decide; the request before it only fills in what they
        # leave out. "Et le fauteuil ?" after a damage report or a case question says no
        # damage and asks of no case: where that order is (a damage case needs words of
        # damage of its own, never one proposed on an order the customer only named).
        # "Et ma table SO-41002 ?" right after a move was done, or after the thanks that
        # closed a request: that request was served, and the words ask nothing of this
        # order; where it is (a move on it needs a when or a "pareil" of its own:
        # `SAME_AGAIN`, below)
        closed = previous is not None and bool(previous.get("closed"))
        # (a late case opened on it serves a move asked within 48 hours: "and the sofa?"
        # after it asks where the sofa is, never the move on it)
        served = last in routes.WRITES and (state.get("last_move") is not None or closed
                                            or (previous is not None
                                                and case_told == previous["order_number"])) \
            and not (request and request["wished_slot"]) and not says_when(message) \
            and not SAME_AGAIN.search(fold(message)) and relative_shift(message) is None
        # News asked of the order named now ("et des nouvelles du buffet ?") is its status,
        # whatever the request before.
        intent = "order_status" if ((last in CARRIED_AS_STATUS or served)
                                    and not corrects_order(message)) \
            or asks_news_of(message) else last
    elif intent == "other" and request and request["order_number"] \
            and ((_written(request["order_number"], message) and carries_no_language(message))
                 or (request["order_number"] in order_numbers(message)
                 and (only_points_at_order(message) or only_proof(message)))):
        # "so-24911 ?" and nothing else: where that order is; so with its e-mail, said in
        # words ("bonjour la commande S O 31001 mon adresse c'est jean.martin@…"): the
        # proof is tried as for any request, the status told only if it holds
        intent = "order_status"
    elif intent == "back_office" and state.get("channel") != "staff" \
            and asks_order_status(message) and not names_others_order(message) \
            and not asks_invoice(message) \
            and (order_numbers(message) or OWN_ORDERS.search(fold(message))):
        # "Analyse my orders and tell me where they are", "pouvez-vous analyser mes commandes
        # et me dire où elles en sont ?": a customer's word for looking at their own orders
        # (a model may read "analyse" as the back office's); what is asked is where they are
        intent = "order_status"
    elif intent == "other" and not continuing and not follow_up and asks_order_date(message):
        intent = "order_status"  # "when was my order placed?": its status tells the date
    elif intent in ("other", "availability", "reschedule") and not continuing \
            and not follow_up and (asks_delivery_date(message) or (
                asks_about_booking(message) and not lets_it_be(message))):
        # (also a day said back to be checked in a first message, "c'est bien toujours le 15
        # pour SO-… ? je veux juste vérifier": the day the data holds, never a proposal that
        # a "oui merci" would then carry out)
        # "vous avez une date ?", "any date yet for SO-…?": the day it is booked for, its
        # status (never a slot list: no free date is asked, no day wished)
        intent = "order_status"
    elif intent in ("reschedule", "availability") and not continuing and not follow_up \
            and not says_when(message) and asks_whether_two_deliveries(message):
        # "les chaises et la table, c'est bien deux livraisons différentes ?": the orders
        # asked of together, no day wished: each order listed with its booking, never a move
        intent = "order_status"
    elif intent == "other" and not (continuing and awaiting is not None
                                    and awaiting.get("question") not in ORDER_QUESTIONS) \
            and (month_named(without_disowned(message)) is not None
                 or recency_named(without_disowned(message)) is not None):
        # "et celle que j'ai commandée en novembre ?", "la commande de septembre, ça donne
        # quoi ?", "what about my most recent order?": an order named by its month, or by
        # when it was placed against the others, and nothing else asked of it: where it is
        intent = "order_status"
    elif intent in ("other", "reschedule", "availability") and not continuing \
            and not follow_up and (only_names_an_order(message) or only_names_an_item(message)
                                   or asks_news_of(message)):
        # "ma commande ?", "my order?", "ma livraison ?": where it is (a model may read
        # "livraison" as a move; nothing in the words asks for one); so is news asked of an
        # order or a piece and nothing more ("je voudrais savoir pour mon buffet", "I'd like
        # to know about my sofa", "any news on SO-…?", "des nouvelles de ma commande ?")
        intent = "order_status"
    # "Et SO-24911 ?" while a write on another order waits for a yes or a pick: the message
    # does not say what it wants of that order. Never a write the customer did not ask for:
    # its status is read (the reply also says the proposal was not carried out). A message
    # that says it (reads as the same request: "c'est la SO-24903 que je voulais
    # déplacer") or corrects the order ("sorry, I meant SO-24903") goes on with the request
    # on that order: proposed again, never written on this turn.
    # "SO-40801 daniel@… - the chest is fine btw. what about the desk?": the words said after
    # the number and e-mail that prove an order; a piece, a month or "my latest order" named
    # in them may be another order of the customer's (`named_apart`, read once the proof is)
    if continuing and awaiting is not None and awaiting.get("case_declined") \
            and own_intent == "other" and previous is not None and not says_when(message) \
            and not (request and request["wished_slot"]) and relative_shift(message) is None \
            and (only_names_an_item(message) or only_names_an_order(message)
                 or only_points_at_order(message) or names_other_order(message)) \
            and (items_named(message) or names_other_order(message) or (
                request and request["order_number"]
                and request["order_number"] != previous["order_number"]
                and _written(request["order_number"], message))):
        # "et le canapé ?" to "Que préférez-vous ?" after a no to a case proposed (a late or
        # a damage case): where that order is (README: a bare follow-up after a case
        # question), never the declined request, nor its wish, carried to that order
        intent, continuing = "order_status", False
    apart = _after_proof(message) if request and request["order_number"] \
        and not continuing else None
    if intent == "other" and apart is not None and _names_an_order(apart) and any(
            only_names_an_item(s) or only_names_an_order(s) or month_named(s) is not None
            or recency_named(s) is not None for s in _SENTENCE_END.split(apart) if s.strip()):
        intent = "order_status"  # "… what about the desk?": where that order is
    other_order = bool(request and request["order_number"] and previous is not None
                       and request["order_number"] != previous["order_number"]
                       and _written(request["order_number"], message))
    bare_other = (continuing or follow_up) and other_order and awaiting is not None \
        and (awaiting.get("pending") is not None or bool(awaiting.get("offered"))) \
        and intent in routes.WRITES and own_intent == "other" and not corrects_order(message)
    if bare_other:
        intent, continuing = "order_status", False
    if continuing and intent == "availability" and awaiting is not None \
            and awaiting.get("question") == "ask_which_slot" and request \
            and request["wished_slot"] and not asks_what_is_free(state.get("message", "")):
        intent = "reschedule"  # after the list, a wish that asks nothing is a choice
    wish = request["wished_slot"] if request else None
    # "Ah non, c'est la SO-24903" after the desk answered on the wrong order (delivered,
    # not found...): the same request goes on, on the order named now, with its wish.
    corrected = follow_up and corrects_order(message)
    if awaiting is not None and awaiting.get("question") == "ask_what_instead" \
            and asks_what_desk_does(message):
        # "what can you do?" to "Que préférez-vous ?": what the desk does (`say_capabilities`),
        # never the proposal said no to, made again
        intent, continuing = "other", False
    # A bare yes or no to "Que préférez-vous ?" (after a no to a move) says no day: the wish
    # said no to is not taken up again (its slot would be proposed again); a yes lists what
    # is free, a no asks for nothing.
    bare = continuing and awaiting is not None and not wish \
        and awaiting.get("question") == "ask_what_instead" \
        and read_answer(message).answer is not None
    left = awaiting is not None and awaiting.get("question") == "ask_what_instead" \
        and not says_when(message) and not ORDER_NUMBER.search(message) \
        and (lets_it_be(message) or puts_off(message))
    thanked_instead = awaiting is not None and awaiting.get("question") == "ask_what_instead" \
        and only_thanks(message)
    if left:
        # "bon ben tant pis, laissez comme ça" to "Que préférez-vous ?": nothing changes,
        # said so (never the proposal said no to, asked again)
        intent, continuing = "other", False
    elif thanked_instead:
        # "merci, bonne journée" to "Que préférez-vous ?": a closing (`say_welcome`), never
        # the slots listed again; nothing was pending, nothing is written
        intent, continuing = "other", False
    elif bare and read_answer(message).answer == "no":
        intent, continuing = "other", False
    elif (continuing or corrected) and not wish and previous is not None and not bare:
        wish = previous["wish"]
    elif continuing and wish and previous is not None and previous["wish"] \
            and _half_only(wish, context.store()):
        wish = f"{previous['wish']}, {wish}"  # "morning" after "Friday 11": Friday 11 morning
    moved = state.get("last_move")
    if follow_up and intent in ("reschedule", "availability") and not wish \
            and previous is not None and SAME_AGAIN.search(fold(message)):
        # "et le canapé SO-70101, pareil", "same for the chairs": the wish the request before
        # it used, for the order named now (the slot just booked, when it was a move)
        wish = slot_wish(moved["to_slot"]["id"]) if moved is not None \
            and moved["order"] == previous["order_number"] else previous["wish"]
        intent = "reschedule" if wish else intent
    recalled = False
    repicked = False  # "oops, the third one" right after a pick: a position of the list answered
    if moved is not None and awaiting is None and previous is not None \
            and previous["order_number"] == moved["order"] and intent in ("other", "reschedule") \
            and not names_other_order(message) and not items_named(message) \
            and (request is None or request["order_number"] in (None, moved["order"])):
        # Right after a move: "non en fait le 3" is a new move of that order, to the day said;
        # "oups, remettez l'ancien créneau" a move back to the slot it was just moved from.
        # Proposed and confirmed as usual.
        listed = moved.get("offered") or []
        rank = rank_in(message, listed, moved.get("free_days") or [])
        if rank is not None and listed[rank - 1] == moved["to_slot"]["id"]:
            rank = None  # "merci pour le 2": the option just booked, no correction
        if undoes_move(message) and moved["from_slot"] and not (wish and says_when(wish)):
            intent, wish = "reschedule", slot_wish(moved["from_slot"])
        elif rank is not None:  # "non, en fait le 3": the third of the list just answered
            intent, wish, repicked = "reschedule", slot_wish(listed[rank - 1]), True
        elif says_when(message) and (corrects(message) or moved.get("recalled")):
            # "non, plutôt le 9 au matin"; a day said when the move was told again after a
            # no ("which day would suit you?"): a new move of that order, proposed
            intent, wish = "reschedule", wish or message
        elif recants_vaguely(message) and not wish:
            # "attendez, en fait non", "wait, actually no": no day, no "put it back": the
            # move stands (said so, with how to move it again); nothing is undone or
            # proposed on these words
            intent, recalled = "other", True
    offered = (awaiting.get("offered") or []) if continuing and awaiting else []
    # "sorry wrong address, try with this email": an address pointed at, none written, is no
    # address given; an e-mail said before that proved nothing is not tried again (asked)
    pointed = not (request and request["email"]) and bool(EMAIL_POINTED.search(message)) \
        and previous is not None and previous["email"] != state.get("proven")
    email = context.customer_email or (request and request["email"]) \
        or (previous and not gone and not email_undecided and not pointed
            and previous["email"]) or None
    number = request["order_number"] if request else None
    if not context.customer_email and not (request and request["email"]) and not gone \
            and number and email != state.get("proven") \
            and _proven_owns(state.get("proven"), number, context):
        # An e-mail that proved an order in this conversation stays proven after a failed
        # proof with another one: "SO-24870 … can u move it?" after a wrong e-mail for
        # another order uses the e-mail that proved SO-24870's owner, not the wrong one
        # (no guess: a proven e-mail reads its own orders; a wrong e-mail still opens none).
        email = state.get("proven")
    proven_order = state.get("proven_order")
    if not context.customer_email and not gone and previous is not None and proven_order \
            and state.get("proven") and previous["order_number"] not in (None, proven_order) \
            and not (request and (request["order_number"] or request["email"])) \
            and points_at_own_order(message):
        # An anonymous caller who proved an order, then named one that is not theirs (not
        # found): "ma commande à moi", "move mine" is the order they proved, with the
        # e-mail that proved it; never the refused number, asked about again and again.
        number, email = proven_order, state.get("proven")
    # "Mettez-le le même jour que la table", "same day as the chairs": the day another order
    # of the customer (identity proven) is booked on, for the order meant by the rest of the
    # message; the piece named after "que" / "as" is that other order, never the one moved.
    # A piece disowned ("c'est le lit, pas le canapé", "the armchair, not the bookcase")
    # is never the order meant: only the pieces meant point at an order.
    focus_words = without_disowned(message)
    same_as = SAME_DAY_AS.search(fold(message))
    same_as_day = None
    if same_as is not None and plan_free(request) and email \
            and (context.customer_email or email == state.get("proven")):
        folded_message = fold(message)
        focus_words = f"{folded_message[:same_as.start()]} {folded_message[same_as.end():]}"
        same_as_day = _booked_day_of(same_as.group("ref"), email, previous, context,
                                     _shown_orders(state, message, gone), focus_words)
    # Focus: the order in focus is reused only when the message names no other order or item.
    # "et celui de mercredi ?": the one booked on that weekday, not the order in focus
    # (said to a slot list, "celui de jeudi" is a pick in words among the slots)
    # (said with a day of its own to a slot list, "et celui de jeudi, vous pouvez le décaler
    # au vendredi 27 ?": the other order's request, never the listed order's slots)
    by_weekday = not items_named(focus_words) and _weekday_of_item(focus_words) is not None \
        and (awaiting is None or not awaiting.get("offered")
             or says_when(ITEM_WEEKDAY.sub(" ", fold(focus_words))))
    other = names_other_order(focus_words) or bool(items_named(focus_words)) or by_weekday \
        or month_named(focus_words) is not None or recency_named(focus_words) is not None
    # "la deuxième", "the 2nd one", "et l'autre ?" once the customer's orders were listed:
    # that order of the list shown (`shown_orders`), while no other order is named by number;
    # a position beyond the list: asked again (the list); no list shown: "which order?"
    shown = _shown_orders(state, message, gone)
    positioned = False
    if shown and not (request and request["order_number"]
                      and _written(request["order_number"], message)) \
            and not (awaiting is not None and (awaiting.get("offered")
                                               or awaiting.get("pending") is not None)):
        # "ma dernière commande", "my first order": the one placed last (first), never a
        # position in the list shown
        rank = order_rank(focus_words) if recency_named(focus_words) is None else None
        if rank is None and len(shown) == 2 and names_other_order(focus_words) \
                and previous is not None and previous["order_number"] in shown:
            rank = 2 - shown.index(previous["order_number"])
        if rank is not None:
            positioned, other = True, False
            number = _at_rank(shown, rank)
            if intent == "other":
                intent = last if last is not None and last not in CARRIED_AS_STATUS \
                    else "order_status"
    unlisted = not shown and not positioned and not repicked and not (awaiting is not None and (
        awaiting.get("offered") or awaiting.get("pending") is not None)) \
        and state.get("stale_list") is None \
        and not (request and request["order_number"] and _written(request["order_number"],
                                                                   message)) \
        and bare_order_rank(focus_words) is not None and recency_named(focus_words) is None \
        and not items_named(focus_words) and month_named(focus_words) is None \
        and not says_when(focus_words)  # "can you bring it forward to the 4th?": a day
    if unlisted:
        # "the last one?", "et la deuxième ?" and no list of the customer's orders shown: a
        # position of no list, never the order in focus: the question "which order?"
        number = None
        if intent == "other":
            intent = last if last is not None and last not in CARRIED_AS_STATUS \
                else "order_status"
    held_move = _held_move(state, request, message, other)
    if held_move is not None and plan_free(request):
        # "non, plutôt le 12" to a move proposal asked again after a status of another order
        # was told: a correction of the day refers to that proposal's order, never to the
        # order in focus; proposed (yes/no) as any wish
        intent, number = "reschedule", held_move
    before_focus = previous.get("earlier_order") if previous is not None else None
    if not number and before_focus and not other and not offered and not positioned \
            and names_earlier_order(message):
        # "revenons à celle d'avant", "back to the previous one": the order the conversation
        # was about before the one in focus, never the order in focus
        number = before_focus
    if not number and previous is not None and not other and not positioned and not unlisted:
        number = previous["order_number"]
    if wish and (by_weekday or not (awaiting is not None and awaiting.get("offered"))) \
            and _weekday_of_item(wish) is not None:
        # "celui de mardi, au lundi 30 ?": the weekday names the order, never a day wished
        wish = ITEM_WEEKDAY.sub(" ", fold(wish)).strip() or None
        if wish is not None and not says_when(wish):
            wish = None
        if wish is None and corrected and previous is not None:
            # "ah non pardon, c'est l'autre canapé, celui de mercredi" after a move proposed
            # on the wrong sofa: the request goes on, on that order, with its wish
            wish = previous["wish"]
    if wish and not (awaiting is not None and awaiting.get("offered")) \
            and month_named(wish) is not None:
        # "le canapé commandé en octobre", "celle de décembre, au 14 ?": the month names the
        # order, never a month wished (what else the words say of when is the wish)
        rest = without_month_naming(wish)
        wish = rest.strip() if says_when(rest) else None
    if wish and not (awaiting is not None and awaiting.get("offered")) \
            and recency_named(wish) is not None:
        # "my latest order, can it come on Friday?": "latest" names the order, never the
        # latest slot wished
        rest = without_recency_naming(wish)
        wish = rest.strip() if says_when(rest) else None
    if same_as_day is not None and number != same_as_day[0]:
        half = resolve_wish(message, _today(runtime)).half
        intent, wish, offered = "reschedule", same_as_day[1] + (
            " matin" if half == "am" else " apres-midi" if half == "pm" else ""), []
    said_day = _day_just_said(state, previous, email, context) \
        if not gone and plan_free(request) and names_day_just_said(message) else None
    if said_day is not None:
        # "can the sofa come the day you just said?", "le jour que vous venez de dire": the
        # day the last reply named (the day proposed, else the booking it told), for the
        # order the message means; proposed (or its free halves listed) as any wish
        half = resolve_wish(message, _today(runtime)).half
        intent, wish, offered = "reschedule", said_day + (
            " matin" if half == "am" else " apres-midi" if half == "pm" else ""), []
    if context.customer_email and intent in ("order_status", "other") and plan_free(request) \
            and not (request and request["order_number"]) and not ORDER_NUMBER.search(message) \
            and asks_for_orders(message):
        # "mes commandes", "my orders" after a reply on one order: every order of the
        # signed-in customer is listed (`find_open_orders`), as in a new conversation; the
        # order in focus is no answer to it
        intent, number = "order_status", None
    if awaiting is not None and awaiting.get("question") in NUMBER_NOT_FOUND \
            and not (request and request["order_number"]) and previous is not None \
            and number == previous["order_number"]:
        # "merci", "hi", "où en est ma commande ?" after "no order with this number in your
        # name": only the number could be wrong, and no other is written; it is never looked
        # up again (the desk asks which order, listing the customer's own)
        number = None
    # A shift said with an item ("reporter mon buffet d'une quinzaine de jours") is one for
    # that item's order, never for the order in focus.
    shift = relative_shift(message)
    named = bool(request and request["order_number"])
    if shift and not named and not other and previous is not None \
            and previous["order_number"]:
        # "et un jour plus tard ?": a new proposal for the order in focus (or for the move
        # proposal this message left unanswered)
        intent, number, wish, offered = "reschedule", \
            held_move or previous["order_number"], None, []
    elif shift and named and intent in ("reschedule", "other"):
        intent, wish = "reschedule", None  # "SO-24903 two days later": from its booked day
    elif shift and intent in ("reschedule", "other") and not number:
        # "push back a week" and no order known yet: the desk asks which; the shift waits
        intent, wish = "reschedule", None
    elif (continuing or corrected) and not other and previous is not None \
            and previous.get("shift_days") and not wish:
        shift = previous.get("shift_days")  # the order named now, the shift said before
    else:
        shift = None
    held_at = _held_day(state, number, shift, context.store()) \
        or _day_after_listed(state, previous, number, shift, message, context.store())
    if held_at is not None:
        # "non, plutôt le lendemain", "make it a day later" to a move proposed for Saturday:
        # the day after the day proposed (never the booked one), proposed (yes/no) as any wish
        intent, wish, shift, offered = "reschedule", held_at, None, []
    waited = state.get("lapsed")
    focus = waited["pending"]["order_number"] if waited and waited["pending"] \
        and waited["pending"]["action"] == "move" else previous["order_number"] \
        if previous is not None else None
    back_to = _earlier_proposal(state, focus, message, waited["pending"]["slot_id"]
                                if waited and waited["pending"] else None) \
        if not offered and not gone and number in (None, focus) \
        and not (state.get("last_move") and undoes_move(message)) else None
    if back_to is not None:
        # "finalement la première date que vous m'avez donnée", "no go back to the first
        # one": the slot the desk proposed first (or before the last) for the order in
        # focus, proposed again (yes/no) as any wish; never the last proposal again
        intent, number, wish, shift, offered = "reschedule", focus, slot_wish(back_to), None, []
        other = False
    parts = ground_parts(request.get("requests") or [], message) if request else []
    # A signed-in staff member reads any order's status (read-only): every status asked
    # with its number is read with the request handled now.
    plan = plan_requests(parts, identity=bool(email) or context.channel == "staff",
                         signed_in=bool(context.customer_email)) if parts else None
    reads: list[str] = []
    queue: list[Part] = list(state.get("queue") or []) if continuing else []
    items = items_named(focus_words) if other and not number else []
    month = month_named(focus_words) if other and not number else None
    placed = recency_named(focus_words) if other and not number else None
    other_than = previous["order_number"] if previous and (
        names_other_order(message) or by_weekday) else None
    if plan is not None:
        intent, number, wish = plan.current["intent"], plan.current["order_number"], \
            plan.current["wished_slot"]
        reads, queue, offered = plan.reads, plan.deferred, []
        if email and (context.customer_email or email == state.get("proven")):
            queue = _numbered_by_item(queue, email, context)
        items = items_named(plan.current["quote"]) if not number else []
        month = month_named(plan.current["quote"]) if not number else None
        placed = recency_named(plan.current["quote"]) if not number else None
        numbers = [p["order_number"] for p in parts if p["order_number"]]
        # "my other order": not the other request's order, else not the order in focus
        other_than = (numbers[0] if numbers else previous["order_number"] if previous
                      else None) if not number and names_other_order(plan.current["quote"]) \
            else None
        shift = None
    named_apart = None
    if plan is None and apart is not None and request and number == request["order_number"] \
            and email and intent in routes.HANDLED and _names_an_order(apart):
        month_apart = month_named(apart)
        named_apart = {"items": items_named(apart), "placed": recency_named(apart),
                       "month": list(month_apart) if month_apart else None}
    if plan is None and number and intent in routes.WRITES and email and not queue \
            and (context.customer_email or email == state.get("proven")) \
            and len(order_numbers(focus_words)) == 1 and items_named(focus_words) \
            and not corrects_order(message) \
            and (together := _orders_together(number, focus_words, email, context, intent)):
        # "move my dresser and the armchair SO-30102 to the 4th": the dresser is another order
        # of theirs: the same request on each, one proposal (and one yes) at a time, in the
        # order the message names them; never one dropped
        number, queue = together[0], [{"intent": intent, "order_number": n, "wished_slot": wish,
                                       "quote": message} for n in together[1:]]
        together_named = True
    else:
        together_named = False
    # The status asked with the request in the message that came before the order was
    # named ("où en est ma commande et est-ce que je peux décaler la livraison ?", then
    # "SO-24903" to "which order?"): read and told now, once.
    # So is it when the order came first and its e-mail after ("où en est ma commande et
    # changer la date", "SO-…", then the e-mail): no question for the proof read anything.
    status_before = continuing and previous is not None and awaiting is not None \
        and ((previous["order_number"] is None and awaiting.get("question") in ORDER_QUESTIONS)
             or awaiting.get("question") in IDENTITY_QUESTIONS) \
        and any(asks_order_status(s) for s in previous.get("said") or [])
    if plan is None and continuing and email and queue and awaiting is not None \
            and awaiting.get("question") in IDENTITY_QUESTIONS:
        # "où en est SO-24903 et décalez SO-24911" without the e-mail: the statuses asked
        # waited for it (`plan_requests`). Given now, they are read with the request, as
        # when the first message carried it.
        # They leave the queue once read (`read_other_orders`): a mistyped e-mail reads
        # none, and they wait for the next try.
        reads = list(dict.fromkeys(p["order_number"] for p in queue
                                   if p["intent"] == "order_status" and p["order_number"]
                                   and p["order_number"] != number))
    if plan is None and number and not reads and intent in STATUS_WITH \
            and (asks_order_status(message) or asks_order_date(message) or status_before):
        # "où en est SO-… et décalez-la au lundi", "SO-24870 status and do I have an open
        # case?": the order's status is read and told with the request, never dropped for it
        reads = [number]
    stale = state.get("stale_list")
    relisted = stale is not None and awaiting is None and not gone \
        and read_position(message, len(stale["offered"]),
                          slot_days(stale["offered"])).position is not None
    if stale is not None and relisted:
        # "2" after a reply that left the slot list unanswered: that list again (a position
        # picks only from the list the last question stated), never a move on it
        intent, number, wish, offered = "reschedule", stale["order"], None, []
        items, other_than, shift, plan, reads = [], None, None, None, []
    lapsed_now = state.get("lapsed")
    if other_half is not None and lapsed_now and lapsed_now["pending"]:
        # "c'est quoi l'autre créneau ?" of a slot proposed: the other half of its day, for
        # the same order, proposed as any wish (never "the other order")
        intent, number, wish, offered = "reschedule", \
            lapsed_now["pending"]["order_number"], other_half, []
        items, other_than, shift, plan, reads = [], None, None, None, []
    proposal, proposal_left = (None, 0) if gone else _proposal_kept(state, previous)
    again = None
    # A bare yes ("ok", "oui d'accord") once the proposal lapsed answers nothing: it asks
    # for the move all the same.
    yes_alone = intent == "other" and read_answer(message).answer == "yes"
    if proposal is not None and (intent == "reschedule" or yes_alone) and plan is None \
            and not wish and not shift and number in (None, proposal["order_number"]) \
            and (number is not None or other):
        # "D'accord, déplacez-la alors" after a move proposal left for a question: the same
        # slot is wished again, so it is proposed again (a fixed yes/no question); the old
        # proposal lapsed and is never carried out on this message.
        intent = "reschedule"
        again = wish = _proposal_words(proposal, context.store())
    if intent in routes.WRITES:
        proposal = None  # taken up again, or a new request of its own replaces it
    if intent == "reschedule" and wish and plan is None:
        wish = _half_kept(state, number, wish, context.store())
    words = plan.current["quote"] if plan is not None else message
    earlier = (previous.get("said") or []) if (continuing or follow_up) and previous else []
    # An e-mail given as asked (and its mistyped tries) says nothing of the request: the
    # words that asked it stay in mind however many tries the proof takes.
    proof_only = continuing and bool(earlier) and plan is None and only_identity(message)
    said = earlier if proof_only else [*earlier, words[:MAX_SAID]][-MAX_SAID_MESSAGES:]
    topic: Intent | None = intent
    topic_left = TOPIC_MESSAGES
    if intent == "other" and previous is not None:
        # A message that asks nothing: the request before it is kept in mind (and its words,
        # for a case opened on it later), for a few messages.
        topic = last
        topic_left = (int(previous.get("topic_left", TOPIC_MESSAGES))
                      if previous["intent"] == "other" else TOPIC_MESSAGES) - 1
        if last is not None:
            said = list(previous.get("said") or [])
    details: Details = {
        "intent": intent,
        "order_number": number,
        # An identity asserted by the gateway wins over anything the message says.
        "email": email,
        "wish": wish,
        "offered": list(offered),
        "language": message_language(context.language, message, previous, request),
        "identity_asserted": bool(context.customer_email),
        "confirm": context.dependencies().confirm_writes,
        "shift_days": shift,
        "items": items,
        "month": list(month) if month else None,
        "placed": placed,
        "named_apart": named_apart,
        "other_than": other_than,
        "topic": topic if topic in routes.HANDLED else None,
        "topic_left": topic_left,
        "closed": intent == "other" and awaiting is None and only_thanks(message),
        "said": said,
        "proposal": proposal,
        "proposal_left": proposal_left,
        "problem": _problem(intent, request, previous, continuing or follow_up, message),
        # the order in focus before this one, when the focus changes now
        "earlier_order": previous["order_number"] if previous is not None
        and previous["order_number"] and number != previous["order_number"]
        else before_focus if number != before_focus else None,
    }
    event = {"kind": "node", "node": "collect_details", "continuing": continuing,
             "reread": reread,
             "proposed_again": again,
             "follow_up": follow_up, "ungrounded": dropped, "other_named": other,
             "positioned": positioned,
             "shift_days": shift,
             "plan": None if plan is None else {
                 "current": [plan.current["intent"], plan.current["order_number"]],
                 "reads": plan.reads,
                 "deferred": [[p["intent"], p["order_number"]] for p in plan.deferred]}}
    pick_with = state.get("pick_with")
    if pick_with is not None and intent in routes.HANDLED and not relisted and not (
            intent in ("reschedule", "availability")
            and number in (None, pick_with["order_number"])):
        # "2 et ouvrez un dossier pour mon fauteuil": the other request now, the option
        # picked waits in the queue, as a wish (proposed with a yes/no when its turn comes:
        # a pick said with another request is not a pick alone)
        queue = [*queue, pick_with]
        event["pick_queued"] = pick_with["wished_slot"]
    update: dict[str, Any] = {"details": details, "language": details["language"],
                              "reads": reads, "queue": queue, "trace": [event],
                              "shown_orders": shown}
    if pick_with is not None and queue and queue[-1] is pick_with:
        update["queue_owned"] = None  # read again with the order: the pick's order named
    if relisted:
        update["relisted"] = True
    if refused:
        update["refused"] = list(refused)
        event["refused"] = list(refused)
    if recalled:
        update["recalled"] = True
    if left:
        update["misread"] = "left"
    if plan is not None:
        update["queue_owned"] = None  # not checked yet: the order's executor reads it
    if together_named:
        update["queue_owned"] = [p["order_number"] for p in queue if p["order_number"]]
    if gone:  # what a token proved is not this run's: orders are proven again, if at all
        update["proven"], update["proven_order"] = None, None
    return go(state, update, routes.route_request)


def _reread(request: Request, filled: Request | None, message: str, disowned: list[str]
            ) -> tuple[Request, list[str]]:
    """The model's reading of the message, narrowed to what Python reads in its words: the
    model proposes nothing the customer did not ask for (what was changed, for the trace).

    * An order number the model names that this message does not write, while the message
      writes one order number (and names no other order or piece): the number written
      wins ("déplacer la livraison de SO-24903" read as a request on SO-24870). A number the
      model made up was dropped by `ground`; the one written is taken instead of asking.
    * Damage read in a message with no words of damage nor of a case, and words of a move
      with a verb of moving ("je voudrais déplacer la livraison à jeudi matin"; never "mon
      fauteuil livré le 5 a un accroc", a delivery told): a move, never a damage case.
    * A move read in a status question with no words of a move, no day, no shift and no
      question about what is free ("where is my order SO-…?"): the status, never a move
      proposal grown from the model's intent alone."""
    reread: list[str] = []
    named = filled["order_number"] if filled else None
    written = [n for n in dict.fromkeys(order_numbers(message)) if n not in disowned]
    if named and len(written) == 1 and not _written(named, message) \
            and request["order_number"] != written[0] and not request.get("requests") \
            and not names_other_order(message) and not items_named(message):
        request = {**request, "order_number": written[0]}
        reread.append("order_number")
    intent = request["intent"]
    if intent not in ("report_damage", "reschedule"):
        return request, reread
    # the cheap cues first: what the message asks (`asked_beside`) is read only when they hold
    folded = fold(without_addresses(message))
    moves = MOVE_VERB.search(folded) is not None
    if intent == "report_damage" and moves and not CASE_WORDS.search(folded) \
            and not home_damage_only(message):
        asked = asked_beside(message)
        if "reschedule" in asked and "report_damage" not in asked:
            request = {**request, "intent": "reschedule", "problem": None}
            reread.append("intent")
    elif intent == "reschedule" and not moves and relative_shift(message) is None \
            and not says_when(message) and not asks_what_is_free(message) \
            and asked_beside(message) == {"order_status"}:
        request = {**request, "intent": "order_status", "wished_slot": None}
        reread.append("intent")
    return request, reread


def _refused_beside(state: CareState, request: Request | None, message: str
                    ) -> tuple[Request, str, list[Refused]] | None:
    """A message that asks what the desk refuses (cancel, another address, a call before
    the visit...) and, in other clauses, what it does (`scope.refused_beside`): the request
    read from those other words (its intent by Python's cues when the model's is not among
    them, the order number they write, the wish they say, the model's requests made of the
    refused words dropped), the words themselves, and what is refused. None: a message that
    only asks what the desk refuses (the refusal alone, as ever), or that asks nothing else
    the desk does; a remedy asked for a lateness (`say_status_complaint`), or "annulez" to
    take back the move just made, are their own requests."""
    if request is None or late_remedy_asked(message) or state.get("refund_asked") \
            or (state.get("last_move") and undoes_move(message)):
        return None
    beside = refused_beside(message)
    if beside is None:
        return None
    asked = asked_beside(beside.rest)
    intent = request["intent"]
    if (intent if intent != "availability" else "reschedule") not in asked:
        intent = "reschedule" if "reschedule" in asked \
            else "order_status" if "order_status" in asked else "other"
    kinds = [k for k in beside.kinds
             # a call asked with a status is answered with it (`say_delivery_visit`); a refund
             # asked with a damage report is the after-sales team's to decide (the proposal
             # of the case says so)
             if not (k == "call" and intent == "order_status")
             and not (k == "refund" and intent == "report_damage")]
    if intent not in routes.HANDLED or not kinds:
        return None
    number = request["order_number"]
    written = order_numbers(beside.rest)
    if written and number not in written:
        number = written[0]  # the number written with the request, not the refused one's
    wish = request["wished_slot"]
    if wish is not None and fold(wish) not in fold(beside.rest):
        wish = None  # the model's wish took in the refused words: the rest says when
    if wish is None and intent == "reschedule" and says_when(beside.rest):
        wish = beside.rest
    parts = [p for p in request.get("requests") or [] if refused_in(p["quote"]) is None]
    read: Request = {**request, "intent": intent, "order_number": number, "wished_slot": wish,
                     "requests": parts if len(parts) > 1 else []}
    return read, beside.rest, kinds


def _shown_orders(state: CareState, message: str, gone: bool) -> list[str]:
    """The orders of the last list of the customer's orders shown, in its order, while the
    conversation keeps to them: none for another party, nor once an order outside the list
    is named by number."""
    shown = [] if gone else list(state.get("shown_orders") or [])
    if any(n.upper() not in shown for n in order_numbers(message)):
        return []
    return shown


def _at_rank(shown: list[str], rank: int) -> str | None:
    """The order at a position of the list shown (`order_rank`: 1 the first, -1 the last);
    None beyond the list."""
    return shown[rank - 1 if rank > 0 else -1] if rank <= len(shown) else None


def _booked_day_of(ref: str, email: str, previous: Details | None, context: Context,
                   shown: list[str] | None = None, rest: str = "") -> tuple[str, str] | None:
    """The order of the customer's that `ref` names ("la table", "SO-24911", "l'autre",
    "la première" of the orders listed) and the day it is booked on (ISO), when exactly one
    order is named and it is booked. "Mon autre commande", "my other order": the order in
    focus when the rest of the message (`rest`) moves another one, else the one order still
    to deliver that the rest of the message does not name (by number or by a piece)."""
    trace: list[dict[str, Any]] = []
    found: Outcome[dict[str, Any]] = call_tool(care_tools.find_orders, context.store(),
                                               {"email": email}, trace)
    orders = cast(list[Order], (found["result"] or {}).get("orders") or [])
    numbers = {n.upper() for n in order_numbers(ref)}
    items = items_named(ref)
    rank = order_rank(ref) if shown else None
    if numbers:
        named = [o for o in orders if o["number"] in numbers]
    elif shown and rank is not None and (meant := _at_rank(shown, rank)) is not None:
        named = [o for o in orders if o["number"] == meant]
    elif items:
        named = [o for o in orders if any(item_in(i, line["product"]) for i in items
                                          for line in o["lines"])]
    elif names_other_order(ref):
        moved = {n.upper() for n in order_numbers(rest)} | {
            o["number"] for o in orders
            if any(item_in(i, line["product"]) for i in items_named(rest) for line in o["lines"])}
        focus = previous["order_number"] if previous is not None else None
        if focus and focus not in moved and moved:
            named = [o for o in orders if o["number"] == focus]
        else:
            named = [o for o in orders if o["number"] not in moved and o["number"] != focus
                     and o["status"] not in ("delivered", "cancelled")
                     and o["delivery_slot"] is not None] if moved or focus else []
    else:
        named = []
    if len(named) != 1 or named[0]["delivery_slot"] is None:
        return None
    slot = named[0]["delivery_slot"]
    start = context.store().local(datetime.fromisoformat(str(slot["start"])))
    return named[0]["number"], start.date().isoformat()


# "Pareil", "idem", "la même chose", "same for…", "the same": what the request before asked.
SAME_AGAIN = re.compile(r"\b(?:pareil|pareille|idem|la meme chose|meme chose|de meme|"
                        r"same (?:thing|for|again|here|please|pls)|the same|same$|likewise|"
                        r"ditto)\b|"
                        # "and the table too", "et la table aussi" (said last, nothing else)
                        r"^(?:and |et |ok |oh )*(?:(?:the|my|la|le|les|ma|mon|mes) \w+(?: \w+)?"
                        r"|(?:(?:la|order|commande) )?so[- ]?\d+)(?: order| commande)?,? "
                        r"(?:too|as well|also|aussi|egalement)\W*$")
# Requests a bare follow-up ("et le fauteuil ?") does not carry over: it reads that order's
# status instead (a delivered order's status names its open cases).
CARRIED_AS_STATUS = ("report_damage", "case_status")
# Requests whose reply does not tell the order's status: a status asked with them is read too.
STATUS_WITH = ("reschedule", "availability", "case_status")
# The questions that ask which order a request is about (its number, or a pick in a list).
ORDER_QUESTIONS = ("ask_which_order", "ask_order_number", "ask_order_and_email")


# Words that may come with an order number or an e-mail given as asked ("c'est
# jean@…", "my email is …", "pardon, SO-24903"), saying nothing of the request itself.
PROOF_WORDS = frozenset({
    "c", "est", "ce", "mon", "ma", "mail", "email", "mel", "adresse", "voici", "voila", "la",
    "le", "de", "commande", "numero", "et", "pardon", "desole", "desolee", "oups", "merci",
    "ah", "non", "oui", "ok", "bonjour", "my", "is", "it", "its", "the", "address", "order",
    "number", "and", "sorry", "oops", "thanks", "here", "hi", "hello", "no", "yes", "svp",
    "please", "en", "fait", "je", "me", "suis", "trompe", "trompee", "actually", "mistake",
    "e", "typo", "s", "heres", "plutot", "rather", "bien", "au", "nom", "pour", "d", "l",
    "wrong", "right", "one", "correct", "bonne", "mauvaise", "erreur", "i", "meant", "was",
    "etait", "voulais", "dire", "instead", "that", "this", "new", "nouvelle", "a", "an",
    "t", "m", "should", "be", "use", "try", "essayez", "avec", "with", "excusez",
    "moi", "tromper", "trompez", "trompes", "oh", "hmm", "euh", "wait"})


def only_identity(message: str) -> bool:
    """Whether the message gives an e-mail (with or without an order number) and nothing of
    a request ("jean@…", "c'est jean@…", "pardon : SO-24903 et jean@…"). A case leaves such
    a message out of its description (`case_description`); an order number alone is kept."""
    if not routes.EMAIL.search(message):
        return False
    rest = fold(ORDER_NUMBER.sub(" ", routes.EMAIL.sub(" ", message)))
    # (an order number dictated, "S O 31020", "s o trois un zéro deux zéro", leaves its
    # letters and its digits said as words; the sounds of speech, "euh", "yeah", "alors",
    # are nothing of a request)
    spoken = bool(order_numbers(message))
    return all(word in PROOF_WORDS or word in SPOKEN_FILLERS
               or (spoken and (word in DIGIT_WORDS or word in ("o", "so")))
               for word in re.findall(r"[^\W\d_]+", rest))


def only_proof(message: str) -> bool:
    """Whether the message gives an order number and its e-mail and nothing else ("bonjour
    la commande S O 31001 mon adresse c'est jean.martin@…", "yeah the order is S O 31060 and
    it's david.brown@…"): the proof of an order, nothing asked of it but where it is."""
    return bool(order_numbers(message)) and only_identity(message)


def plan_free(request: Request | None) -> bool:
    """Whether the model read one request only (a plan of several decides on its own)."""
    return request is None or len(request.get("requests") or []) < 2


def _held_move(state: CareState, request: Request | None, message: str, other: bool
               ) -> str | None:
    """The order of the move proposal this message left unanswered, when the message
    corrects its day and names no order ("non, plutôt le 12", "no, the 12th instead", "oui
    mais le 12"): that proposal's order; None otherwise."""
    lapsed = state.get("lapsed")
    pending = lapsed["pending"] if lapsed else None
    if pending is None or pending["action"] != "move" or other \
            or (request is not None and request["order_number"]) \
            or ORDER_NUMBER.search(message) \
            or not (says_when(message) or relative_shift(message)):
        return None
    if request is not None and request["intent"] not in ("reschedule", "other"):
        return None
    return pending["order_number"]


def _held_day(state: CareState, number: str | None, shift: int | None, store: Store
              ) -> str | None:
    """A shift said to the move proposal this message left unanswered ("le lendemain", "a
    day earlier", "the day after that"), as a wish: the day proposed moved by it, same
    half-day; None when no such proposal on that order waits, or no shift is said."""
    lapsed = state.get("lapsed")
    pending = lapsed["pending"] if lapsed else None
    if not shift or pending is None or pending["action"] != "move" \
            or not pending.get("slot_start") or number != pending["order_number"]:
        return None
    start = store.local(datetime.fromisoformat(str(pending["slot_start"])))
    day = start.date() + timedelta(days=shift)
    return f"{day.isoformat()} {'matin' if start.hour < 12 else 'apres-midi'}"


def _day_just_said(state: CareState, previous: Details | None, email: str | None,
                   context: Context) -> str | None:
    """The day (ISO) the desk's last reply named: the move it proposed (left unanswered by
    this message), else, when it asked nothing, the booking of the order it was about (a
    status or a move told); None when no such day is known (a list said several)."""
    lapsed = state.get("lapsed")
    pending = lapsed["pending"] if lapsed else None
    if pending is not None and pending["action"] == "move" and pending.get("slot_start"):
        start = context.store().local(datetime.fromisoformat(str(pending["slot_start"])))
        return start.date().isoformat()
    if state.get("awaiting") is not None or previous is None or not previous["order_number"] \
            or not email or not (context.customer_email or email == state.get("proven")):
        return None
    found = _booked_day_of(previous["order_number"], email, previous, context)
    return found[1] if found is not None else None


def _earlier_proposal(state: CareState, order: str | None, message: str,
                      current: str | None = None) -> str | None:
    """The slot of an earlier move proposal of that order the message points back at
    (`earlier_proposal_named`): the first one the desk proposed, or the last one before
    `current` (the proposal waiting; when none waits, the last one made, just refused or
    let go); None when it points at none, none was made, or the message says a day of its
    own ("the first slot in January", "le premier samedi de janvier": a wish, never a
    proposal pointed back at)."""
    which = earlier_proposal_named(message)
    slots = (state.get("proposed") or {}).get(order or "", [])
    if which is None or not slots or says_when(message):
        return None
    if which == "first":
        return slots[0]
    last = current if current is not None else slots[-1]
    before = [s for s in slots if s != last]
    return before[-1] if before else None


# A day said next to the day just discussed, never as an amount of days: "the next day",
# "le lendemain", "the day after (that)", "le jour d'après", "the day before", "la veille"
# ("un jour plus tard", "a day later" move the booked day: README).
NEXT_TO_DAY_SAID = re.compile(
    r"\b(?:(?:the )?(?:next|following) day|the day (?:after|before)|lendemain|"
    r"(?:le )?(?:jour|journee) (?:d'apres|suivant|suivante|d'avant|precedent|precedente)|"
    r"(?:la )?veille|surlendemain)\b")


def _day_after_listed(state: CareState, previous: Details | None, number: str | None,
                      shift: int | None, message: str, store: Store) -> str | None:
    """"Ok the next day then", "le lendemain alors" said to the slot list that answered a
    wish for one day (said full, closed, too soon, or its free halves listed): the day
    after (before) that day, same half-day, as a wish; None when no such list waits, the
    wish was not one day, or the shift is an amount ("a day later": the booked day's)."""
    lapsed = state.get("lapsed")
    if not shift or lapsed is None or lapsed["pending"] is not None or not lapsed["offered"] \
            or previous is None or not previous["wish"] \
            or number != (lapsed.get("order") or previous["order_number"]) \
            or not NEXT_TO_DAY_SAID.search(fold(message)):
        return None
    read = resolve_wish(previous["wish"], store.local(store.now()).date())
    days = read.days()
    if len(days) != 1 or read.options or read.direction:
        return None
    day = next(iter(days)) + timedelta(days=shift)
    half = " matin" if read.half == "am" else " apres-midi" if read.half == "pm" else ""
    return f"{day.isoformat()}{half}"


def _other_half(state: CareState, store: Store) -> str | None:
    """The other half of the day of the move proposal this message left unanswered, as a
    wish, when the message asks for the other slot ("c'est quoi l'autre créneau ?", "anything
    else that day?"); None otherwise."""
    lapsed = state.get("lapsed")
    pending = lapsed["pending"] if lapsed else None
    message = state.get("message", "")
    if pending is None or pending["action"] != "move" or not pending.get("slot_start"):
        return None
    start = store.local(datetime.fromisoformat(str(pending["slot_start"])))
    other = "pm" if start.hour < 12 else "am"
    if not asks_other_slot(message) \
            and _half_said_alone(message, store.local(store.now()).date()) != other:
        return None
    return f"{start.date().isoformat()} {'apres-midi' if other == 'pm' else 'matin'}"


# "Another day in the morning", "un autre jour l'après-midi": a half-day said of some other
# day, never of the day proposed.
ANOTHER_DAY = re.compile(
    r"\b(?:(?:un |une )?autres? (?:jour|date|journee|semaine|fois|moment)s?|"
    r"(?:an|any|some|a different|different) ?other (?:day|date|week|time)s?|"
    r"another (?:day|date|week|time)|different (?:day|date|week)|"
    r"(?:pas|not) (?:ce jour|that day|the same day|le meme jour))\b")


# The words of each half-day: a message that says both ("which is better, morning or
# afternoon?", "matin ou après-midi, peu importe") wishes neither.
BOTH_HALVES = (re.compile(r"\b(?:matin|matinee|morning|am)\b"),
               re.compile(r"\b(?:apres midi|aprem|afternoon|pm)\b"))


def _half_said_alone(message: str, today: date) -> str | None:
    """The half-day a message to a move proposal says with no day of its own ("oui mais
    l'après-midi plutôt", "non, l'après-midi", "plutôt le matin", "yes but in the afternoon",
    "could it be the morning instead?", "same day but afternoon"): "am" or "pm", the other
    half of the day proposed (README: "the other half-day" is of the same day), never of
    the day booked; None when a day, a week, a shift, another order or another day is said."""
    folded = fold(message)
    if ORDER_NUMBER.search(message) or names_other_order(message) or corrects_order(message) \
            or relative_shift(message) is not None or ANOTHER_DAY.search(folded) \
            or (BOTH_HALVES[0].search(folded) and BOTH_HALVES[1].search(folded)):
        return None  # ("which is better, morning or afternoon?": both said, none wished)
    wish = resolve_wish(message, today)
    if wish.half is None or wish.days() or wish.direction is not None or wish.excluded \
            or wish.excluded_weekdays or wish.start is not None or wish.end is not None:
        return None
    return wish.half


def _half_kept(state: CareState, number: str | None, wish: str, store: Store) -> str:
    """A move proposal corrected to another day and no half-day ("oui, non attendez, plutôt
    le 11", "ok pour le 11", "yes but make it the 11th"): the half-day proposed is kept, so
    the day said is proposed as one slot (yes/no) like the one it replaces."""
    lapsed = state.get("lapsed")
    pending = lapsed["pending"] if lapsed else None
    message = state.get("message", "")
    if lapsed is None or pending is None or pending["action"] != "move" \
            or pending["order_number"] != number or not pending.get("slot_start") \
            or not (lapsed["yes_first"] or corrects(message)):
        return wish
    start = store.local(datetime.fromisoformat(str(pending["slot_start"])))
    read = resolve_wish(wish, store.local(store.now()).date())
    days = read.days()
    if read.half is not None or read.excluded or len(days) != 1 or start.date() in days:
        return wish
    return f"{wish}, {'matin' if start.hour < 12 else 'apres-midi'}"


TOPIC_MESSAGES = 3  # a request is kept in mind through two messages that ask nothing


def _proposal_kept(state: CareState, previous: Details | None) -> tuple[PendingWrite | None, int]:
    """The move proposal this message left unanswered (named in full: its slot's hours are
    kept), else the one an earlier message left, for a few messages."""
    lapsed = state.get("lapsed")
    pending = lapsed["pending"] if lapsed else None
    if pending is not None and pending["action"] == "move" and pending["slot_id"] \
            and pending.get("slot_start") and pending.get("slot_end"):
        return pending, TOPIC_MESSAGES
    kept = previous.get("proposal") if previous else None
    left = int(previous.get("proposal_left", 0)) - 1 if previous else 0
    return (kept, left) if kept is not None and left > 0 else (None, 0)


def _proposal_words(proposal: PendingWrite, store: Store) -> str:
    """The proposed slot as a wish in words (its day and half-day), read as any wish."""
    start = store.local(datetime.fromisoformat(str(proposal["slot_start"])))
    return f"{start.date().isoformat()} {'matin' if start.hour < 12 else 'apres-midi'}"


def _topic(previous: Details | None) -> Intent | None:
    """The request a follow-up goes on with: the last one handled, when no more than a few
    messages that asked nothing came since."""
    if previous is None:
        return None
    if previous["intent"] in routes.HANDLED:
        return previous["intent"]
    topic = previous.get("topic")
    return topic if topic in routes.HANDLED and previous.get("topic_left", 0) > 0 else None


# Words of a wish about how the delivery goes: a time, a call, an order in the round.
DELIVERY_WISH = re.compile(
    r"\b(?:matin\w*|morning|apres[- ]?midi|aprem|afternoon|heures?|hours?|h|time|tot|early|"
    r"earlier|tard|late|later|first|premier\w*|dernier\w*|last|appel\w*|appell\w*|call\w*|"
    r"ring\w*|phone\w*|sonn\w*|prevenir|previen\w*|tournee|round|driver|livreur\w*|avant|"
    r"before|apres|after|midi|noon|\d+)\b")


def _proposed_hours(pending: PendingWrite | None, store: Store
                    ) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The local start and end of the slot a move proposal names, as (hour, minute)."""
    if pending is None or not pending.get("slot_start") or not pending.get("slot_end"):
        return None
    start = store.local(datetime.fromisoformat(str(pending["slot_start"])))
    end = store.local(datetime.fromisoformat(str(pending["slot_end"])))
    return (start.hour, start.minute), (end.hour, end.minute)


def _asked_while_waiting(state: CareState, request: Request | None, today: date,
                         store: Store) -> str | None:
    """What the message asked while a yes/no question or a slot list waited, when it asks
    that and nothing new (no order, no wish, no other request): the topic of the question,
    or "wait". None: a message read as a new one (the proposal or the list lapses)."""
    lapsed = state.get("lapsed")
    pending = lapsed["pending"] if lapsed else None
    listed = bool(lapsed and lapsed["offered"]) and pending is None
    previous = state.get("details")
    message = state.get("message", "")
    if (pending is None and not listed) or previous is None or request is None:
        return None
    if pending is not None and pending["action"] == "move" \
            and not (pending.get("slot_start") and pending.get("slot_end")):
        return None  # the proposal cannot be named in full again
    if listed and lapsed is not None and pick_on_condition(
            message, len(lapsed["offered"]), today, slot_days(list(lapsed["offered"]))):
        # "the second one if it's before wednesday": a pick on a condition is no pick and
        # its condition no new wish; said so, the same list asked again (a pick from it then
        # is a pick from a list just offered)
        return "conditional"
    if pending is not None and not request["order_number"] and not request["email"] \
            and len(request.get("requests") or []) <= 1 and asks(message) \
            and (not says_when(message) or _only_days_known(message, pending, today)) \
            and question_topic(message) == "effect":
        # "if I say yes can I still change it later?", "si je dis oui, je pourrai encore
        # changer plus tard ?": what a yes does, then the same proposal (its "later" is no
        # wish: no day said; never a slot list instead of the proposal)
        return "effect"
    if not _writes_named(message) and not leads_with_yes(message) \
            and not leads_with_no(message) and not request["wished_slot"] \
            and not CHANGE_OF_MIND.search(fold(message)) \
            and len(request.get("requests") or []) <= 1:
        # "et la commande de mon voisin ?", "je peux avoir ma facture ?" while a proposal or
        # a slot list waits: answered as they would be (never told, not sent here; never a
        # price question), the same question asked again in full (nothing lapses)
        if names_others_order(message) or (state.get("channel") != "staff"
                                           and named_other(message, previous)):
            return "others_order"  # "et la commande de Marie Dupont ?" too (a customer's)
        if asks_invoice(message):
            return "invoice"
    if out_of_scope(message) == "access" and asks(message) and not says_when(message) \
            and not leads_with_yes(message) and not leads_with_no(message) \
            and request["intent"] != "report_damage":
        # "vous pouvez livrer au 3e étage sans ascenseur ?", "can the driver carry it up?":
        # said the access cannot be noted here, the proposal or the list kept as it was
        return "access"
    if out_of_scope(message) == "access" and pending is not None \
            and leads_with_yes(message) and not asks(message) and not says_when(message) \
            and request["intent"] != "report_damage":
        # "yes, I'm on the 3rd floor, code 4512B", "oui, j'habite au 2e étage" to a proposal:
        # a yes with more words is no consent (nothing written); the access is said not to be
        # noted here and the same proposal is asked again, named in full (nothing lapses)
        return "access"
    if asks_for_person(message) and not leads_with_yes(message) \
            and not leads_with_no(message) and not says_when(message):
        # "je préfère parler à un humain", "get me your manager" while a proposal or a list
        # waits: no transfer from here, the team helps by phone (`say_human`'s words), then
        # the same question again (nothing lapses, nothing written)
        return "human"
    if asks_what_desk_does(message):
        # "what can you do?", "qu'est-ce que vous pouvez faire ?": what the desk does (as in a
        # new conversation), then the same list or proposal asked again (nothing lapses)
        return "capabilities"
    beyond = beyond_desk_only(message)
    if beyond is not None and beyond != "delivery_days" and request["intent"] != "report_damage":
        # "combien coûte la table Oslo ?", "vous livrez à Lyon ?", "what are your opening
        # hours?": said the desk cannot answer it, the proposal or the list kept as it was.
        # (A delivery day asked while a list waits is answered from the slots listed.)
        return "cost" if beyond == "price" else f"beyond_{beyond}"
    if not request["order_number"] and why_asked(message):
        return "status"  # "pourquoi ma commande est en retard ?": its status, no reason made up
    proposed = routes.proposed_when(pending)
    if proposed is not None and yes_restating(message, *proposed,
                                              hours=_proposed_hours(pending, store)):
        # "oui samedi matin" to Saturday morning: no plain yes (the consent vocabulary is
        # closed), the same proposal asked again, with how to confirm it
        return "restated"
    if not request["order_number"] and not request["email"] \
            and weekday_asked(message, today, proposed=proposed[0] if proposed else None) \
            is not None:
        # "le 4 c'est bien un jeudi ?", "c'est bien un mardi ?" (of the day proposed):
        # answered, the question kept
        return "weekday"
    if not request["order_number"] and not request["email"] \
            and not ORDER_NUMBER.search(message) and not names_other_order(message):
        visit = [t for t in (*VISIT_ASKED, "email") if t in visit_asked(message)]
        if visit and request["intent"] in ("other", "order_status") \
                and not request["wished_slot"] and not says_when(message):
            # "le livreur appelle avant ?", "dois-je être présent ?" while a yes/no or a list
            # waits: answered (a fixed text), then the same question again
            return f"visit_{visit[0]}"
        early = question_topic(message)
        if pending is not None and pending["action"] == "move" and yes_with_refund(message):
            return "refund"  # "oui et remboursez-moi la livraison": not done here, asked again
        if early is None and pending is not None and pending["action"] == "move" \
                and (request["intent"] == "other"
                     or (request["intent"] == "reschedule" and says_when(message))) \
                and leads_with_yes(message) and not asks(message) \
                and not asks_to_cancel(message) and _within_proposal(message, pending, today) \
                and not any(read_answer(message, doing).answer == "yes"
                            for doing in DOING.values()):
            # "yes, first thing in the morning is best" to a morning, "yes, the first thing
            # is to call me": a wish on the yes, no other day; a yes with other words that
            # wish nothing of the delivery ("oui moi aussi", "ok bon"): no clear yes
            early = "wished" if DELIVERY_WISH.search(fold(message)) else "hedged"
        if early == "halves" or (early in ("conditional", "hedged", "wished")
                                 and pending is not None
                                 and _within_proposal(message, pending, today)) \
                or (early == "conditional" and pending is not None
                    and _condition_of_proposal(message, pending, today)):
            # "c'est quoi la différence entre matin et après-midi ?" (never a choice of the
            # afternoon), "yes but call me first", "oui, le matin c'est mieux, mais…" (no
            # other day or half-day than the one proposed): answered, the same question again
            return early
    waited_on = pending["order_number"] if pending is not None else previous["order_number"]
    if _status_while_waiting(request, waited_on, message):
        return "status"
    offered = list(lapsed["offered"]) if lapsed and lapsed["offered"] else []
    if _booking_asked_while_waiting(request, message) and not (
            offered and _pick_with_more(message, len(offered), slot_days(offered)) is not None):
        # ("le premier, et où en est ma table ?": a pick with a request, read as before)
        return "status"
    if request["order_number"] or request["email"] or request["wished_slot"] \
            or len(request.get("requests") or []) > 1:
        return None
    if names_other_order(message) or items_named(message) or relative_shift(message):
        return None
    if read_answer(message.replace("?", " ")).answer is not None:
        return None  # "oui ?": a yes asked back, not a question of its own (proposed again)
    if pending is not None and any(
            read_answer(message, doing).answer == "yes" for action, doing in DOING.items()
            if doing != DOING[pending["action"]]):
        return "other_write"  # "oui, ouvrez le dossier" to a move: a yes to another write
    topic = question_topic(message)
    if topic is None:
        return None
    if topic == "status" and CHANGE_OF_MIND.search(fold(message)):
        # "actually, where is my order at?", "finalement, elle en est où ?": the change let
        # go for the status (README): a new message, the proposal or the list lapses (said so)
        return None
    asked_for = WRITE_INTENT.get(pending["action"]) if pending is not None else "reschedule"
    if topic == "other" and request["intent"] == asked_for:
        # "vous pouvez la déplacer alors ?": the write proposed (or the move the list is
        # for) asked for again, no question of its own: read as the request it is
        return None
    # A question the model read as a request of its own ("où en est SO-…", "quels créneaux
    # sont libres ?") is that request, unless Python knows the question's topic.
    if request["intent"] not in ("other", previous["intent"]) and topic in ("other", "wait"):
        return None
    return topic


WRITE_INTENT = {"move": "reschedule", "damage_case": "report_damage"}
# The intents a follow-up question about the booking may be misread as ("so it's the 20th
# again?" read as a wish for the 20th).
WRITES_ASKED = ("reschedule", "availability")


# Words of a change of mind ("finalement, où en est SO-… ?", "actually, where is SO-…?"): the
# proposal is let go, the message read as a new one (never "au fait", by the way).
CHANGE_OF_MIND = re.compile(
    r"\b(?:finalement|en fait|en fin de compte|actually|in fact|never ?mind|forget (?:it|that)|"
    r"on second thoughts?|second thoughts|reflexion faite|a la reflexion|tout compte fait|"
    r"after all|au final|"
    r"laissez tomber|laisse tomber|oubliez|on oublie|instead|plutot|rather)\b"
    # "actually wait, what about SO-…?", "en fait attendez, et SO-… ?": a pause, no change
    + NOT_A_PAUSE)


def _status_while_waiting(request: Request, waited_on: str | None, message: str) -> bool:
    """Whether the message, while a proposal or a slot list waits, only asks where an order
    is, said with its number ("et SO-51002 ?", "attendez, et ma commande SO-51002 elle en
    est où ?", "what about SO-52002?", "au fait, où en est ma commande SO-51001 ?" of the
    order waited on itself): a read, told before the same question asked again in full
    (nothing lapses, never a write on that order). A yes or a no said with it, a wish, a
    second request, words of a change of mind ("finalement, où en est…") or an order
    corrected ("ah non, c'est la SO-… que je voulais déplacer") is none; pieces of furniture
    named count only with a status asked in words ("et mes chaises SO-… elles arrivent
    quand ?"), never alone ("et la table SO-… ?" may be a wish for it)."""
    number = request["order_number"]
    if waited_on is None or not number \
            or not _written(number, message) or len(order_numbers(message)) != 1:
        return False
    if request["intent"] not in ("order_status", "other") or request["wished_slot"] \
            or len(request.get("requests") or []) > 1 or request["email"]:
        return False
    return not (leads_with_yes(message) or leads_with_no(message) or corrects_order(message)
                or CHANGE_OF_MIND.search(fold(message)) is not None
                or says_when(message) or relative_shift(message) is not None
                or asks_to_cancel(message) or _writes_named(message)
                or (bool(items_named(message)) and not _asks_status(message)))


def _booking_asked_while_waiting(request: Request, message: str) -> bool:
    """Whether the message, while a proposal or a slot list waits, only asks where an order
    stands, named by no number: the booking asked about ("c'est toujours le 24 ?", "what's
    the date again?", "did it go through?") or an item's delivery ("and the armchair, when
    is that coming?", "et ma table, elle arrive quand déjà ?"): a read, told before the same
    question asked again (nothing lapses). A yes or a no said with it, a wish, a write
    named, words of a change of mind or a shift is none. The proposal's own day asked back
    ("c'est bien le 3 ?" to a move to the 3rd) is such a question too: the status says the
    delivery is not booked then yet, and the same proposal follows (never a yes)."""
    if request["order_number"] or request["email"] or len(request.get("requests") or []) > 1:
        return False
    about = asks_about_booking(message)
    if leads_with_yes(message) or leads_with_no(message) \
            or (corrects_order(message) and not about) \
            or CHANGE_OF_MIND.search(fold(message)) is not None or _writes_named(message) \
            or asks_to_cancel(message) or relative_shift(message) is not None \
            or names_other_order(message):
        return False  # ("so it's the 2nd?" reads as a correction too: no order in it)
    return about or (bool(items_named(message)) and _asks_status(message)
                     and not request["wished_slot"] and not says_when(message))


def _item_order(state: CareState, runtime: Runtime[Context], details: Details,
                message: str) -> str | None:
    """The one order of the customer (identity proven) whose products are the item the
    message names ("le canapé", "the armchair"); None when the identity is not proven or
    none or several match."""
    items = items_named(message)
    proven = details["identity_asserted"] or (
        bool(details["email"]) and details["email"] == state.get("proven"))
    if not items or not proven:
        return None
    found: Outcome[dict[str, Any]] = call_tool(
        care_tools.find_orders, run_context(runtime).store(), {"email": _email(state, runtime)},
        [])
    orders = cast(list[Order], (found["result"] or {}).get("orders") or [])
    matching = [o["number"] for o in orders
                if any(item_in(i, line["product"]) for i in items for line in o["lines"])]
    return matching[0] if len(matching) == 1 else None


def _writes_named(message: str) -> bool:
    """Whether the message says a write in words: a move, a case, damage."""
    from nodes.kit.answers import CASE_WORDS
    from services.text import MOVE_VERB

    folded = fold(without_addresses(message))
    return bool(MOVE_VERB.search(folded) or CASE_WORDS.search(folded)
                or re.search(DAMAGE_WORDS, folded))


def _within_proposal(message: str, pending: PendingWrite, today: date) -> bool:
    """Whether the message names no day or half-day other than the proposal's ("yes, first
    thing in the morning is best" to a morning; a case has no day: any day said is
    another request)."""
    wish = resolve_wish(message, today)
    if pending["action"] != "move":
        return not says_when(message)
    when = _listed_when([str(pending.get("slot_id") or "")])[0]
    if when is None:
        return not says_when(message)
    day, half = when
    days = wish.days()
    return (not days or days == {day}) and not wish.excluded \
        and (not wish.weekdays or day.weekday() in wish.weekdays) \
        and (wish.half is None or wish.half.upper() == half.upper()) \
        and wish.direction is None and not wish.options


def _only_days_known(message: str, pending: PendingWrite | None, today: date) -> bool:
    """Whether every day the message says is the proposal's own or the one the delivery is
    booked on ("and if I say no, does it stay on the 14th?", "et si finalement le 21 me va
    pas, je pourrai redemander ?" of a move to the 21st): days named to ask about the
    proposal, no wish of another day."""
    proposed = routes.proposed_when(pending)
    if pending is None or proposed is None:
        return False
    known = {proposed[0]}
    booked = _listed_when([str(pending.get("from_slot") or "")])[0]
    if booked is not None:
        known.add(booked[0])
    wish = resolve_wish(message, today)
    days = set(wish.dates)
    # ("later on" in "could I still move it later on?" is when the customer might ask, no
    # wish of a later day)
    return bool(days) and days <= known and wish.start is None and wish.end is None \
        and not wish.options


def _condition_of_proposal(message: str, pending: PendingWrite, today: date) -> bool:
    """Whether a yes said on a condition ("ok but only if it's before Christmas", "if that's
    the earliest you've got then yes") names no other slot than the proposal: a span of days
    holding its day, a rank among slots ("the earliest"), or no day at all. Such a yes is no
    consent and no new wish: the same question is asked again (README). A condition that
    names another day or half-day ("oui, à condition que ce soit le matin" to an afternoon)
    is read as the wish it says."""
    proposed = routes.proposed_when(pending)
    if proposed is None:
        return not says_when(message)
    day, half = proposed
    wish = resolve_wish(message, today)
    days = wish.days()
    return (not days or day in days) and not wish.dates[1:] \
        and (not wish.dates or wish.dates == (day,)) and not wish.excluded \
        and (not wish.weekdays or day.weekday() in wish.weekdays) \
        and (wish.half is None or wish.half.upper() == half.upper()) and not wish.options


def message_language(forced: Lang | None, message: str, previous: Details | None,
                     request: Request | None) -> Lang:
    """One language per reply, the customer's: the run's when forced; else the message's
    own when it is clearly one ("not the first one" after a French list is English); else
    the conversation's (an e-mail, an order number, "oui", or markup injected around a
    word say nothing of it); else the model's reading of a first message; else French. A
    message too short to be clear whose every clue is of one language ("merci" in an English
    conversation, "who ordered SO-25101?" in a French one) is answered in that language."""
    return forced or ("en" if foreign_language(message) else None) \
        or clear_language(message) or leaning_language(message) \
        or (previous["language"] if previous else None) \
        or (request["language"] if request and not carries_no_language(message) else None) \
        or "fr"


def _written(number: str, message: str) -> bool:
    """Whether this message writes the order number itself (not the conversation's)."""
    digits = re.sub(r"\D", "", number)
    return any(re.sub(r"\D", "", found) == digits
               for found in routes.ORDER_NUMBER.findall(message))


def _queue_owned(state: CareState, runtime: Runtime[Context], trace: list[dict[str, Any]],
                 *, proven: bool) -> dict[str, Any]:
    """The queued requests' order numbers that belong to the caller, read once by the
    executor that reads the current order (one read of the caller's orders, only when a new
    queue waits with a number): the replies name only those. Only once the current order
    proved the e-mail (`proven`): else which queued numbers an e-mail owns would answer a
    guess that no proof was tried for (and get round the cap on failed proofs)."""
    if "queue_owned" not in state or state["queue_owned"] is not None:
        return {}
    email = _email(state, runtime)
    numbers = {p["order_number"] for p in state.get("queue") or [] if p["order_number"]}
    if not numbers or not email or not proven:
        return {"queue_owned": []}
    found: Outcome[dict[str, Any]] = call_tool(care_tools.find_orders,
                                               run_context(runtime).store(), {"email": email},
                                               trace)
    mine = {o["number"] for o in (found["result"] or {}).get("orders", [])}
    queue = state.get("queue") or []
    kept = [p for p in queue if not p["order_number"] or p["order_number"] in mine]
    if len(kept) < len(queue) and run_context(runtime).channel != "staff":
        # "décalez aussi SO-25450" of another customer's order (an injected note, a number
        # cited): never queued, never named; the reply says how many were not found
        return {"queue_owned": sorted(numbers & mine), "queue": kept,
                "foreign": len(queue) - len(kept)}
    return {"queue_owned": sorted(numbers & mine)}


def next_request(state: CareState, runtime: Runtime[Context]) -> Command[Any]:
    """Take up the request queued from an earlier message (after the customer answered the
    write proposed before it): its own intent, order number and wish; nothing else."""
    queue = list(state.get("queue") or [])
    previous = state["details"]
    part = queue.pop(0)
    details: Details = {**previous, "intent": part["intent"],
                        "order_number": part["order_number"], "wish": part["wished_slot"],
                        "offered": [], "shift_days": None,
                        "items": [] if part["order_number"] else items_named(part["quote"]),
                        "month": None if part["order_number"] or not (
                            month := month_named(part["quote"])) else list(month),
                        "placed": None if part["order_number"]
                        else recency_named(part["quote"]),
                        "other_than": previous["order_number"]
                        if names_other_order(part["quote"]) else None,
                        "said": [part["quote"][:MAX_SAID]]}
    update = {"details": details, "queue": queue, "reads": [],
              "trace": [{"kind": "node", "node": "next_request",
                         "request": [part["intent"], part["order_number"]]}]}
    return go(state, update, routes.route_request)


def read_other_orders(state: CareState, runtime: Runtime[Context]) -> Command[Any]:
    """Read the other orders whose status the message asked with its main request."""
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "read_other_orders"}]
    context = run_context(runtime)
    email = _email(state, runtime)
    reads = state.get("reads") or []
    staff_read = context.channel == "staff" and routes.staff_reads(state)
    if not staff_read and not context.customer_email and state.get("proven") != email \
            and reads:
        # Not proven yet: the e-mail must first own the order the message is about. Else one
        # message would try several numbers against an e-mail (five guesses a message, and
        # one hit proves the e-mail for the whole conversation); none of the others is read.
        # The main order's read that follows counts a failure and says a lock; here a
        # lock only keeps every number unread.
        number = state["details"]["order_number"] or ""
        locked = email is not None and proofs.locked(context.store(), number=number,
                                                     email=email)
        main = failure("proof_locked", "Not tried.") if locked \
            else _read(state, runtime, number, trace, proving=False)
        if not main["ok"]:
            unread = failure("not_read", "Not read: the e-mail proves no order yet.")
            return go(state, {"also": [unread for _ in reads], "trace": trace},
                      routes.route_request)
    # The e-mail is proven by now (the main order, this turn or before): the others are
    # reads of its orders, not guesses.
    also: list[Outcome[Order]] = [_read(state, runtime, n, trace, proving=False)
                                  for n in reads]
    update: dict[str, Any] = {"also": also, "trace": trace}
    queue = state.get("queue") or []
    told = set(reads)
    if any(p["intent"] == "order_status" and p["order_number"] in told for p in queue):
        # a status that waited in the queue for the e-mail (`collect_details`), answered now
        # (its order found or not)
        update["queue"] = [p for p in queue if not (
            p["intent"] == "order_status" and p["order_number"] in told)]
    return go(state, update, routes.route_request)


def read_cases(state: CareState, runtime: Runtime[Context]) -> Command[Any]:
    """The after-sales cases the customer asks about: on the order named (theirs), else on
    every order of the signed-in customer. Read only: a case is opened only on a report
    of damage (or a move refused) and the customer's yes."""
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "read_cases"}]
    number = state["details"].get("order_number")
    context = run_context(runtime)
    # Every order's cases only for the signed-in customer (the token's e-mail); an e-mail the
    # conversation gathered proves only the order named with it.
    email = _email(state, runtime) if number else context.customer_email
    if not email:
        found: Outcome[dict[str, Any]] = failure("order_not_found", "No order named.")
    else:
        def attempt() -> Outcome[dict[str, Any]]:
            return call_tool(care_tools.find_cases, context.store(),
                             {"email": email, **({"order_number": number} if number else {})},
                             trace)
        found = _proving(state, runtime, number, trace, attempt) if number else attempt()
    cases: Outcome[list[Case]] = {**found, "result": None if found["result"] is None
                                  else cast(list[Case], found["result"]["cases"])}
    update: dict[str, Any] = {"cases": cases, "trace": trace}
    if found["ok"] and number:
        update["proven"], update["proven_order"] = _email(state, runtime), number
    return go(state, update, routes.after_read_cases)


def find_open_orders(state: CareState, runtime: Runtime[Context]) -> Command[Any]:
    """The signed-in customer's open orders (never for an identity not proven): exactly one
    answers "my order" (the desk uses it and names it), several are listed to choose from."""
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "find_open_orders"}]
    context = run_context(runtime)
    details = state["details"]
    update: dict[str, Any] = {"open_orders": [], "trace": trace}
    if context.customer_email:
        found: Outcome[dict[str, Any]] = call_tool(
            care_tools.find_orders, context.store(), {"email": context.customer_email}, trace)
        orders = cast(list[Order], (found["result"] or {}).get("orders", []))
        listing = details["intent"] == "order_status" \
            and asks_for_orders(state.get("message", ""))
        ordered_on = {o["number"]: str(o["ordered_on"]) for o in orders}
        open_orders: list[OpenOrder] = [
            {"number": o["number"], "products": products(o), "status": o["status"],
             "slot": o["delivery_slot"]}
            for o in orders if o["status"] not in routes.CLOSED]
        # The open orders in the order they come: the one delivered first first (then those
        # with no delivery booked, the one ordered first first); "la première" said to the
        # list is the first delivered, as a customer counts them
        open_orders.sort(key=lambda o: (o["slot"] is None, str(o["slot"]["start"])
                                        if o["slot"] is not None else "",
                                        ordered_on.get(o["number"], ""), o["number"]))
        # "pourquoi ma commande est en retard ?", "why was my order cancelled?": the one order
        # late (or cancelled) is the order meant; none or several: asked as for any status
        why = why_asked(state.get("message", "")) if details["intent"] == "order_status" \
            else None
        meant = [o for o in orders if (why == "cancelled" and o["status"] == "cancelled")
                 or (why == "late" and o["status"] not in routes.CLOSED
                 and int(o["delay_days"]) > 0)]
        if why is not None and len(meant) == 1:
            update["details"] = {**details, "order_number": meant[0]["number"]}
            open_orders = [{"number": meant[0]["number"], "products": products(meant[0]),
                            "status": meant[0]["status"], "slot": meant[0]["delivery_slot"]}]
        elif listing and len(orders) > len(open_orders) and len(orders) > 1 and not (
                open_orders and asks_for_open_orders(state.get("message", ""))):
            # "Mes commandes", "my orders": every order, the open ones first, the others
            # named delivered or cancelled (never a list that silently leaves some out);
            # "mes commandes en cours": the open ones, when there are any.
            open_orders += [{"number": o["number"], "products": products(o),
                             "status": o["status"]}
                            for o in orders if o["status"] in routes.CLOSED]
        elif len(open_orders) == 1:
            update["details"] = {**details, "order_number": open_orders[0]["number"]}
            if details["intent"] in STATUS_WITH and not state.get("reads") \
                    and state.get("awaiting") is None \
                    and asks_order_status(state.get("message", "")):
                # "Can my delivery be moved? … Also what stage is it at?": the one open
                # order's status is read and told with the request, never dropped for it
                update["reads"] = [open_orders[0]["number"]]
        elif len(open_orders) > 1 and not listing and (day_order := booked_that_day(
                open_orders, state.get("message", ""), context.store(),
                asked=details["intent"] == "order_status")) is not None:
            # "ma livraison de samedi", "the delivery tomorrow": the one open order booked
            # on the day said is the order (the reply names it); none or several: asked
            update["details"] = {**details, "order_number": day_order["number"]}
            open_orders = [day_order]
        elif len(open_orders) > 1 and details["intent"] == "reschedule" \
                and details.get("confirm", True) and every_order(state.get("message", "")):
            # "move both my orders to Monday 14th": each one, one proposal at a time (the
            # others wait in the queue with the same wish, as for two numbers written).
            # Only where every write is proposed first: without confirmations one message
            # would move every delivery (excessive agency), so the desk asks which order.
            first, *others = open_orders
            update["details"] = {**details, "order_number": first["number"]}
            update["queue"] = [*(state.get("queue") or []), *(
                {"intent": "reschedule", "order_number": o["number"],
                 "wished_slot": details["wish"], "quote": state.get("message", "")}
                for o in others)]
            update["queue_owned"] = sorted({*(state.get("queue_owned") or []),
                                            *(o["number"] for o in others)})
            open_orders = [first]
        elif not open_orders and orders:
            # No open order, but delivered or cancelled ones: never ask for a number the
            # customer has no use for. The only one is read (the reply says it is closed);
            # several are listed, each named delivered or cancelled.
            open_orders = [{"number": o["number"], "products": products(o),
                            "status": o["status"]} for o in orders]
            if len(orders) == 1:
                update["details"] = {**details, "order_number": orders[0]["number"]}
        update["orders_listed"] = listing and len(open_orders) > 1
        if len(open_orders) > 1:  # the list shown: its positions name these orders
            update["shown_orders"] = [o["number"] for o in open_orders]
        update["open_orders"] = open_orders
    return go(state, update, routes.after_find_orders)


_WEEKDAY_ONLY = re.compile(r"\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|"
                           r"tuesday|wednesday|thursday|friday|saturday|sunday)\b")


def booked_that_day(orders: list[OpenOrder], message: str, store: Store,
                    asked: bool = False) -> OpenOrder | None:
    """The one order whose delivery is booked on the day the message names the delivery by
    (`services.wishes.booked_day_said`: "ma livraison de samedi", "tomorrow's delivery");
    None when the message names none, or no order or several are booked that day. A status
    asked (`asked`) of a day ("Demain le livreur passe le matin ou l'aprem ?", "is it
    tomorrow?") names the one order booked that day too: a day asked about is no wish."""
    weekday = _weekday_of_item(message)
    if weekday is not None:
        # "celui de mercredi, il en est où ?", "the Wednesday one": the weekday it is booked on
        return _one_booked(orders, store, lambda day: day.weekday() == weekday)
    today = store.local(store.now()).date()
    said = booked_day_said(message, today)
    if said is None and asked:
        days = resolve_wish(message, today).days()
        if len(days) == 1 and _WEEKDAY_ONLY.search(fold(message)) \
                and not re.search(r"\d", message):
            # a weekday said alone ("celle qui arrive mercredi") may be any of them: the one
            # order booked on that weekday, never a guess at which week
            weekday = next(iter(days)).weekday()
            return _one_booked(orders, store, lambda day: day.weekday() == weekday)
        said = (days, "") if len(days) == 1 else None
    if said is None:
        return None
    booked_days = said[0]
    return _one_booked(orders, store, lambda day: day in booked_days)


def _one_booked(orders: list[OpenOrder], store: Store, on: Callable[[date], bool]
                ) -> OpenOrder | None:
    """The one order whose booked delivery falls on a day `on` holds; None: none or several."""
    found = [o for o in orders if (slot := o.get("slot")) is not None
             and on(store.local(datetime.fromisoformat(slot["start"])).date())]
    return found[0] if len(found) == 1 else None


def identity_gone(previous: Details | None, context: Context, other_party: bool = False
                  ) -> bool:
    """Whether the conversation's last party is not this run's: another party spoke last
    (`other_party`: another subject, another channel, see `who_speaks`), or the customer
    was signed in (a token's e-mail) and this run asserts another e-mail or none. Then
    nothing the earlier party proved carries over: its e-mail, the orders read with it,
    the question asked to it."""
    return bool(previous is not None and (other_party or (
        previous.get("identity_asserted") and context.customer_email != previous.get("email"))))


def _proven_owns(proven: str | None, number: str, context: Context) -> bool:
    """Whether the e-mail proven in this conversation owns order `number` (read with that
    e-mail as any owner's read: no failed proof counted, nothing revealed)."""
    if not proven:
        return False
    try:
        care.get_order(context.store(), number=number, email=proven)
    except OrderNotFound:
        return False
    return True


def _email(state: CareState, runtime: Runtime[Context]) -> str | None:
    """The e-mail that proves an order is the caller's. A signed-in customer's is the run's
    (the token's), whatever the state holds: the state is what the conversation gathered,
    never a proof of identity; an anonymous caller's is the one they gave with the order."""
    return run_context(runtime).customer_email or state["details"]["email"]


# Words that open a correction before a rank: "non en fait le 3", "no sorry, the third one".
CORRECTION_OPENERS = frozenset({"non", "no", "nope", "nan", "en", "fait", "actually", "sorry",
                                "pardon", "oups", "oops", "euh", "plutot", "rather", "ah",
                                "oh", "attendez", "wait", "finalement", "mais", "but"})


CORRECTING_WORDS = frozenset({"plutot", "rather", "instead", "finalement", "actually",
                              "fait", "oups", "oops", "sorry", "pardon", "trompe", "mistake",
                              "wait", "attendez", "non", "no", "nan", "nope"})


# A change of mind said in several words, or a day said to suit better than the one just
# booked ("on second thought the 18th is better", "thinking about it, the 18th", "à la
# réflexion le 18", "tout compte fait le 18", "le 18 m'arrange mieux", "the 18th would suit
# me better", "I'd prefer the 18th").
SECOND_THOUGHTS = re.compile(
    r"\b(?:on (?:second|2nd) thoughts?|second thoughts?|having thought|thinking about it|"
    r"now that i think|come to think|(?:a la|apres) reflexion|reflexion faite|"
    r"tout (?:bien )?(?:compte fait|reflechi)|je (?:me )?(?:suis )?ravise\w*|"
    r"(?:is|s|would be|works?|suits?(?: me| us)?) better|(?:c est|ce serait|ca serait|"
    r"m arrange(?:rait)?|nous arrange(?:rait)?|irait|va) mieux|i d prefer|i would prefer|"
    r"je prefere\w*)\b")


def corrects(message: str) -> bool:
    """Whether the message takes back or corrects what was just said ("non, plutôt le 9",
    "actually the 10th", "en fait jeudi", "on second thought the 18th is better"), not a
    thanks that names the day ("merci pour samedi")."""
    folded = fold(message)
    return bool(CORRECTING_WORDS.intersection(folded.split())) \
        or SECOND_THOUGHTS.search(folded.replace("'", " ")) is not None


def rank_in(message: str, listed: list[str], free_days: list[int]) -> int | None:
    """The position a correction right after a pick names in the list that pick answered
    ("non en fait le 3", "oops, the third one"); None when it names none, or names a
    day listed or free (then it is that day, read as a wish)."""
    if not listed:
        return None
    words = fold(message).split()
    while words and words[0] in CORRECTION_OPENERS:
        words = words[1:]
    rest = " ".join(words)
    days = slot_days(listed, free_days)
    reading = read_position(rest, len(listed), days)
    return reading.position


def slot_wish(slot_id: str) -> str:
    """A slot ("2026-12-05-PM") as a wish in words Python reads: its day and half-day."""
    return f"{slot_id[:10]} {'matin' if slot_id.endswith('-AM') else 'apres-midi'}"


def _half_only(wish: str, store: Store) -> bool:
    """Whether a wish says only a half-day ("le matin", "afternoon"): it refines the wish
    said before rather than replacing it."""
    read = resolve_wish(wish, store.local(store.now()).date())
    return read.half is not None and not read.days() and not read.excluded


def _order_args(state: CareState, runtime: Runtime[Context]) -> dict[str, Any]:
    return {"order_number": state["details"]["order_number"], "email": _email(state, runtime)}


T = TypeVar("T")


def _proving(state: CareState, runtime: Runtime[Context], number: str,
             trace: list[dict[str, Any]], attempt: Callable[[], Outcome[T]]) -> Outcome[T]:
    """Run `attempt`, a read that proves `number` with the conversation's e-mail, under the
    cap on failed proofs (services/proofs.py): for an anonymous caller whose e-mail no order
    has proven yet, a number or an e-mail with too many recent failures is not tried (the
    same refusal whether or not they match), and a refusal is counted. A signed-in customer
    (the token's e-mail), staff, and an e-mail already proven are never capped."""
    context = run_context(runtime)
    email = _email(state, runtime)
    if context.customer_email or context.channel == "staff" or not email or not number \
            or state.get("proven") == email:
        return attempt()
    store = context.store()
    if proofs.locked(store, number=number, email=email):
        trace.append({"kind": "guard", "guard": "proof_locked",
                      "reason": "too many failed proofs of this order number or e-mail"})
        return failure("proof_locked", "Too many failed proofs of this order number or "
                                       "e-mail lately: none is tried for now.")
    outcome = attempt()
    if outcome["code"] == "order_not_found":
        proofs.failed(store, number=number, email=email)
    return outcome


def _read(state: CareState, runtime: Runtime[Context], number: str,
          trace: list[dict[str, Any]], *, proving: bool = True) -> Outcome[Order]:
    """One order, as the caller may read it: a customer's with the e-mail that proves it (the
    proof capped, unless `proving` is False: the e-mail was proven this turn); any order for a
    signed-in staff member asking its status without one (read-only)."""
    context = run_context(runtime)
    if context.channel == "staff" and routes.staff_reads(state):
        return call_tool(billing_tools.staff_order, context.store(), {"order_number": number},
                         trace)

    def attempt() -> Outcome[Order]:
        return call_tool(care_tools.get_order, context.store(),
                         {"order_number": number, "email": _email(state, runtime)}, trace)
    return _proving(state, runtime, number, trace, attempt) if proving else attempt()


def read_order(state: CareState, runtime: Runtime[Context]) -> Command[Any]:
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "read_order"}]
    order = _read(state, runtime, state["details"]["order_number"] or "", trace)
    update: dict[str, Any] = {"order": order, "trace": trace,
                              **_queue_owned(state, runtime, trace, proven=order["ok"])}
    staff_read = run_context(runtime).channel == "staff" and routes.staff_reads(state)
    if order["ok"] and not staff_read:  # a staff read by number proves no e-mail
        update["proven"] = _email(state, runtime)
        update["proven_order"] = state["details"]["order_number"]
    result = order["result"]
    apart = state["details"].get("named_apart")
    if apart and result is not None and not staff_read \
            and (meant := _order_named_apart(state, runtime, result, apart, trace)) is not None:
        # "SO-40801 daniel@… - the chest is fine btw. what about the desk?": the order read
        # proved the e-mail; the desk is another order of the customer's, matched now among
        # their orders (`find_item_order`), as in a message after the proof
        update["details"], update["item_orders"] = meant, None
        return go(state, update, routes.after_read_order)
    if staff_read and order["ok"] and result is not None:
        # "statut SO-25101" then "ses factures ?": the order's customer is the one in focus
        update["bill_focus"] = BillFocus(
            customer_id=result["customer_id"], customer_name=result["customer_name"],
            period_words=None, start=None, end=None, period=None,
            turn=int(state.get("turn") or 0))
    if result is not None and result["status"] == "delivered" \
            and state["details"]["intent"] == "report_damage":
        # A case already open on the order about this damage (a damage case, or a case of
        # any kind whose description names the same part or harm: "the stitching came loose"
        # and "Armrest stitching loose."): said now, never a proposal of another. A case
        # open about something else is named with the proposal.
        found: Outcome[dict[str, Any]] = call_tool(
            care_tools.find_cases, run_context(runtime).store(),
            {"email": _email(state, runtime), "order_number": result["number"],
             "open_only": True}, trace)
        open_cases = [c for c in cast(list[Case], (found["result"] or {}).get("cases") or [])
                      if c["status"] == "open"]
        same = same_problem_case(open_cases, _report_words(state))
        if same is not None:
            update["case"] = {"ok": False, "code": "case_already_open", "result": None,
                              "message": f"Case {same['number']} ({same['kind']}) is already "
                                         f"open on order {result['number']}."}
        elif open_cases:
            update["other_case"] = open_cases[-1]["number"]
    return go(state, update, routes.after_read_order)


_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n+")


def _after_proof(message: str) -> str | None:
    """The words a message says after the one order number and the one e-mail it writes
    ("SO-40801 daniel@… - what about the desk?": "- what about the desk?"); None when it
    writes no e-mail, several numbers or addresses, or nothing after them."""
    numbers = list(routes.ORDER_NUMBER.finditer(message))
    mails = list(routes.EMAIL.finditer(message))
    if len({fold(m.group(0)) for m in numbers}) != 1 or len(mails) != 1:
        return None
    rest = message[max(numbers[-1].end(), mails[0].end()):]
    return rest if rest.strip(" .,;:!?-") else None


def _names_an_order(text: str) -> bool:
    """Whether the words name an order without its number: a piece, a month, "my latest
    order"."""
    return bool(items_named(text)) or month_named(text) is not None \
        or recency_named(text) is not None


def _order_named_apart(state: CareState, runtime: Runtime[Context], read: Order,
                       apart: dict[str, Any], trace: list[dict[str, Any]]) -> Details | None:
    """The request's details turned to another order of the customer's, when the words said
    after the proof name one that the order read is not (`named_apart`: a piece it does not
    hold that another order does, a month it was not placed or delivered in that another
    was, "my latest order"); None to go on with the order read (the piece is its own, or no
    other order has it: said before the reply, `item_not_in_order`)."""
    details = state["details"]
    store = run_context(runtime).store()
    missing = [i for i in apart.get("items") or []
               if not any(item_in(i, line["product"]) for line in read["lines"])]
    month: list[Any] = apart.get("month") or []
    month_other = bool(month) and not _of_month([read], month, store)
    if not (missing or month_other or apart.get("placed")):
        return None
    found: Outcome[dict[str, Any]] = call_tool(
        care_tools.find_orders, store, {"email": _email(state, runtime)}, trace)
    others = [o for o in cast(list[Order], (found["result"] or {}).get("orders") or [])
              if o["number"] != read["number"]]
    held = [i for i in missing
            if any(item_in(i, line["product"]) for o in others for line in o["lines"])]
    month_held = month_other and bool(_of_month(others, month, store))
    if not (held or month_held or apart.get("placed")):
        return None
    return {**details, "order_number": None, "items": held,
            "month": month if month_held else None, "placed": apart.get("placed"),
            "named_apart": None}


def same_problem_case(open_cases: list[Case], said: str) -> Case | None:
    """The open case a damage report is already about: a damage case (one per order), else
    the first whose description names a part or harm the report names too
    (`services.text.problems_named`); None when the report is about something else."""
    damage = [c for c in open_cases if c["kind"] == "damage"]
    if damage:
        return damage[-1]
    named = problems_named(said)
    if not named:
        return None
    return next((c for c in sorted(open_cases, key=lambda c: c["opened_at"])
                 if named & problems_named(c["description"])), None)


def _report_words(state: CareState) -> str:
    """The customer's words of the damage report (over the messages that made it up)."""
    details = state.get("details")
    return " / ".join((details.get("said") if details else None) or [state.get("message", "")])


SLOTS_SHOWN_TO_MODEL = 60


def list_free_slots(state: CareState, runtime: Runtime[Context]) -> Command[Any]:
    """Read the order and the slots it may move to; flag a booking within 48 hours."""
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "list_free_slots"}]
    store = run_context(runtime).store()
    # Kept as read (not as JSON) so that the choice below works on the views themselves.
    found: Outcome[SlotList] = _proving(
        state, runtime, state["details"]["order_number"] or "", trace,
        lambda: call_tool(care_tools.list_free_slots, store,
                          {**_order_args(state, runtime), "limit": SLOTS_SHOWN_TO_MODEL},
                          trace, keep=lambda listed: listed))
    update: dict[str, Any]
    listed = found["result"]
    if listed is None:
        update = {"order": {**found, "result": None}, "too_late": False, "free_slots": [],
                  "trace": trace}
        return go(state, update, routes.after_list_slots)
    booked = listed.order.delivery_slot
    too_late = booked is not None and not rules.far_enough(booked.start, store.now())
    free = [] if too_late else list(listed.slots)
    order = cast(Order, listed.order.model_dump(mode="json"))  # the slots are kept as read
    apart = state["details"].get("named_apart")
    if apart and (meant := _order_named_apart(state, runtime, order, apart,
                                              trace)) is not None:
        # "SO-40801 daniel@…. can you move the sofa to Friday 4 December?": the order read
        # proved the e-mail; the sofa is another order of the customer's, matched now
        update = {"order": {"ok": True, "code": None, "result": order},
                  "too_late": False, "free_slots": [], "details": meant, "item_orders": None,
                  "trace": trace, "proven": _email(state, runtime),
                  "proven_order": listed.order.number}
        return go(state, update, routes.after_list_slots)
    choice, free = _choice(state, store, free, booked, trace)
    update = {"order": {"ok": True, "code": None, "result": order},
              "too_late": too_late,
              "free_slots": [care.slot_json(slot) for slot in free],
              "choice": choice, "trace": trace, "proven": _email(state, runtime),
              "proven_order": listed.order.number,
              **_queue_owned(state, runtime, trace, proven=True)}
    return go(state, update, routes.after_list_slots)


def _holding(orders: list[Order], item: str) -> list[str]:
    """The numbers of the orders holding a piece named, the most specific reading first:
    "la table" is the dining table's order, the coffee table's only when no order holds a
    table of its own (as `find_item_order` matches one piece)."""
    loose = [o for o in orders if any(item_in(item, line["product"]) for line in o["lines"])]
    strict = [o for o in loose
              if any(item_in(item, line["product"], loose=False) for line in o["lines"])]
    return [o["number"] for o in strict or loose]


def find_item_order(state: CareState, runtime: Runtime[Context]) -> Command[Any]:
    """The customer (identity proven) named an item or "my other order" without a number:
    their orders whose products are that item (or, for "other order", all but the order in
    focus). One: the request is about it (the reply says so); else they are listed."""
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "find_item_order"}]
    details = state["details"]
    found: Outcome[dict[str, Any]] = call_tool(
        care_tools.find_orders, run_context(runtime).store(), {"email": _email(state, runtime)},
        trace)
    orders = cast(list[Order], (found["result"] or {}).get("orders") or [])
    matching = [o for o in orders if o["number"] != details.get("other_than")]
    items = details.get("items") or []
    if items:
        matching = [o for o in matching
                    if any(item_in(i, line["product"]) for i in items for line in o["lines"])]
        # the most specific piece wins: "la table" is the dining table, a coffee table only
        # when no order holds a table of its own ("la table basse" is never a dining table)
        matching = [o for o in matching if any(item_in(i, line["product"], loose=False)
                                               for i in items for line in o["lines"])] \
            or matching
    known = {m for o in orders for line in o["lines"] for m in product_models(line["product"])}
    models = {fold(m) for m in models_named(state.get("message", ""), known)}
    if models:
        # "mon fauteuil Oslo": an order whose products have that model, never another
        # armchair; none: every order is listed to choose from
        matching = [o for o in matching if models <= {
            m for line in o["lines"] for m in product_models(line["product"])}]
    sizes = sizes_named(state.get("message", ""))
    if sizes and len(matching) > 1:
        # "le canapé 3 places", "my 2-seater": of the pieces of that kind, the one of that
        # size (none: every one matched is listed to choose from)
        matching = [o for o in matching if sizes <= {
            s for line in o["lines"] for s in sizes_named(line["product"])}] or matching
    if details["intent"] in ("reschedule", "availability"):
        # A delivery to move: an order delivered or cancelled has none.
        matching = [o for o in matching if o["status"] not in routes.CLOSED] or matching
    if details["intent"] == "report_damage":
        # a cancelled order was never delivered: no damage is found on it while another
        # order holds the piece (alone, it is named, and its status says it is cancelled)
        matching = [o for o in matching if o["status"] != "cancelled"] or matching
    if details["intent"] == "report_damage" and not items and not models:
        # "one of the legs is wobbly", no item named: damage is found on a delivered piece,
        # those orders first (none: every order, the one picked is said not delivered yet).
        # An item named keeps every order that has it (several are listed to choose from).
        matching = [o for o in matching if o["status"] == "delivered"] or matching
    if len(matching) > 1 and (month := details.get("month")):
        # "celle de décembre", "the armchair I ordered in October": of the orders matched, the
        # one of that month (several: the question lists them; none: every one matched)
        matching = _of_month(matching, month, run_context(runtime).store()) \
            or matching
    if len(matching) > 1 and (placed := details.get("placed")):
        # "ma dernière commande", "my most recent order", "my first order with you": of the
        # orders matched, the one placed last (first); two placed that day: both listed
        day = (max if placed == "latest" else min)(str(o["ordered_on"])[:10] for o in matching)
        matching = [o for o in matching if str(o["ordered_on"])[:10] == day]
    if len(matching) > 1 and (weekday := _weekday_of_item(state.get("message", ""))) is not None:
        # "le canapé de mercredi", "celui de mercredi", "the sofa due on Wednesday": of the
        # orders that hold the piece, the one booked on that weekday (exactly one, else the
        # question lists them)
        on_day = [o for o in matching if o["delivery_slot"] is not None
                  and o["status"] not in routes.CLOSED
                  and run_context(runtime).store().local(datetime.fromisoformat(
                      str(o["delivery_slot"]["start"]))).weekday() == weekday]
        matching = on_day if len(on_day) == 1 else matching
    proposal = details.get("proposal")
    if proposal is not None and len(matching) > 1 and any(
            o["number"] == proposal["order_number"] for o in matching):
        # "ok, move the sofa then" after a move proposed for one of them: that one.
        matching = [o for o in matching if o["number"] == proposal["order_number"]]
    update: dict[str, Any] = {"item_orders": matching, "trace": trace}
    each = [_holding(matching, i) for i in items]
    if details["intent"] == "order_status" and len(matching) > 1 and len(items) > 1 \
            and all(len(n) == 1 for n in each) \
            and {n[0] for n in each} == {o["number"] for o in matching}:
        # "quand la table sera livrée et si le canapé avance": each item names one order of
        # theirs, together every order matched: the status of each, never "which one?", in
        # the order the message names them
        numbers = list(dict.fromkeys(n[0] for n in each))
        update["details"] = {**details, "order_number": numbers[0]}
        update["reads"] = numbers[1:]
        return go(state, update, routes.route_request)
    if details["intent"] == "report_damage" and len(matching) > 1 and len(items) > 1 \
            and all(len(n) == 1 for n in each) \
            and {n[0] for n in each} == {o["number"] for o in matching}:
        # "la table de chevet est rayée et une chaise est abîmée aussi": each item names one
        # order of theirs: a case for each, one proposal (and one yes) at a time, in the
        # order the message names them; never "which one?"
        numbers = list(dict.fromkeys(n[0] for n in each))
        update["details"] = {**details, "order_number": numbers[0]}
        update["queue"] = [*({"intent": "report_damage", "order_number": n, "wished_slot": None,
                              "quote": state.get("message", "")} for n in numbers[1:]),
                           *(state.get("queue") or [])]
        update["queue_owned"] = sorted({*numbers[1:], *(state.get("queue_owned") or [])})
        return go(state, update, routes.route_request)
    if not matching and not items and not models and details.get("other_than") \
            and all(o["number"] == details["other_than"] for o in orders):
        # "mon autre commande" and the customer has no order but the one in focus: none to
        # list (never that one again as "the other"); the reply says so
        update["item_orders"] = []
    elif len(matching) == 1:
        update["details"] = {**details, "order_number": matching[0]["number"]}
    else:  # none or several: the question lists every order of the customer, to pick from
        listed = matching or orders
        update["item_orders"] = listed
        if len(listed) > 1:
            update["shown_orders"] = [o["number"] for o in listed]
        update["open_orders"] = [{"number": o["number"], "products": products(o),
                                  "status": o["status"]} for o in listed]
    return go(state, update, routes.route_request)


def _orders_together(number: str, text: str, email: str, context: Context,
                     intent: str) -> list[str]:
    """The orders a request names with its order number (`number`): the customer's other
    orders that a piece the message names belongs to, when that order's products are not it
    ("my dresser and the armchair SO-30102": the dresser's order and SO-30102), each once, in
    the order the message names them; empty when no piece names another order (or a piece
    names several, or the number is not theirs). A delivery to move is of an order still to
    deliver, damage of a delivered one: a piece of another order names none else."""
    found: Outcome[dict[str, Any]] = call_tool(care_tools.find_orders, context.store(),
                                               {"email": email}, [])
    orders = cast(list[Order], (found["result"] or {}).get("orders") or [])
    own = next((o for o in orders if o["number"] == number), None)
    if own is None:
        return []
    folded = one_word_items(fold(text))
    at = {number: min((m.start() for m in routes.ORDER_NUMBER.finditer(folded)), default=0)}
    for item in items_named(text):
        if any(item_in(item, line["product"]) for line in own["lines"]):
            continue
        holders = [o["number"] for o in orders if o["number"] != number
                   and any(item_in(item, line["product"]) for line in o["lines"])
                   and (o["status"] == "delivered" if intent == "report_damage"
                        else o["status"] not in routes.CLOSED)]
        if len(holders) != 1:
            return []
        place = re.search(rf"\b{re.escape(item)}\b", folded)
        at.setdefault(holders[0], place.start() if place else len(folded))
    return sorted(at, key=at.__getitem__) if len(at) > 1 else []


def _numbered_by_item(parts: list[Part], email: str, context: Context) -> list[Part]:
    """The requests that wait, each that names no order number but a piece of one order of
    the customer's (identity proven) bound to that order ("move the dresser to the 20th, and
    has the sofa shipped?": the sofa's order), so the reply names the request that waits by
    its order; one read of the customer's orders, only when such a request waits."""
    if not any(not p["order_number"] and items_named(p["quote"]) for p in parts):
        return parts
    found: Outcome[dict[str, Any]] = call_tool(care_tools.find_orders, context.store(),
                                               {"email": email}, [])
    orders = cast(list[Order], (found["result"] or {}).get("orders") or [])
    bound = []
    for part in parts:
        items = [] if part["order_number"] else items_named(part["quote"])
        matching = [o["number"] for o in orders if any(
            item_in(i, line["product"]) for i in items for line in o["lines"])]
        bound.append({**part, "order_number": matching[0]} if len(matching) == 1 else part)
    return bound


def _of_month(orders: list[Order], named: list[Any], store: Store) -> list[Order]:
    """The orders a month names (`month_named`: [month, how]); empty when none, or when the
    month may say either and both readings name an order. "Ordered": the orders placed that
    month. "Delivered": those delivered or booked that month. "Either" ("celle de
    décembre"): those placed that month when no delivery still to come is booked then, else
    those delivered or booked then when none was placed then; never a guess between the
    two."""
    month, how = int(named[0]), str(named[1])

    def delivered_in(o: Order) -> bool:
        slot = o["delivery_slot"]
        return slot is not None and store.local(
            datetime.fromisoformat(str(slot["start"]))).month == month

    ordered = [o for o in orders if date.fromisoformat(str(o["ordered_on"])[:10]).month == month]
    delivered = [o for o in orders if delivered_in(o)]
    booked = [o for o in delivered if o["status"] not in routes.CLOSED]
    if how == "ordered" or (how == "either" and not booked):
        found = ordered if ordered or how == "ordered" else delivered
    elif how == "delivered" or not ordered:
        found = delivered
    else:
        found = []
    return found


# A piece named by the weekday its delivery is booked on: "le canapé de mercredi", "celui de
# mercredi", "the sofa due on Wednesday", "the one on Friday".
# Said before the piece in English: "the Wednesday one", "the Thursday sofa", "my Tuesday
# delivery" ("celui de jeudi" in French).
ITEM_WEEKDAY = re.compile(
    r"(?:\b(?:(?:celui|celle|ceux|celles|the one|the ones)|(?:" + "|".join(sorted(OTHER_ITEM_WORDS))
    + r"))\s+(?:de|du|d'|due(?: on)?|booked (?:for|on)|coming(?: on)?|prevue?s? (?:le|pour)|"
    r"(?:qui )?(?:arrive|vient|est prevue?) (?:le|ce))"
    # "the one on Friday", "the one that's for Monday": the pronoun only (never "the sofa on
    # Monday", a wish)
    r"|\b(?:the one|the ones)\s+(?:that s |which is )?(?:on|for))\s+"
    r"(?P<day>lundi|mardi|"
    r"mercredi|jeudi|vendredi|samedi|monday|tuesday|wednesday|thursday|friday|saturday)\b"
    r"|\b(?:the|my|that|this)\s+(?P<before>monday|tuesday|wednesday|thursday|friday|saturday)"
    r"\s+(?:one|ones|delivery|order|" + "|".join(sorted(OTHER_ITEM_WORDS)) + r")\b")
_WEEKDAY_NUMBER = {"lundi": 0, "mardi": 1, "mercredi": 2, "jeudi": 3, "vendredi": 4,
                   "samedi": 5, "monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3,
                   "friday": 4, "saturday": 5}


def _weekday_of_item(message: str) -> int | None:
    """The weekday a piece is named by ("le canapé de mercredi"), or None."""
    found = ITEM_WEEKDAY.search(fold(message))
    return _WEEKDAY_NUMBER[found.group("day") or found.group("before")] if found else None


def _listed_on_weekday(details: Details | None, text: str, free: list[SlotView], store: Store
                       ) -> str | None:
    """A weekday said after a slot list ("jeudi alors", "plutôt mardi", "Thursday then"):
    the one listed slot that falls on it (and on the half-day said), as a wish in words that
    name its day and half-day; None when none or several listed slots do (the wish is then
    read as usual). The desk still asks yes or no before it moves anything."""
    offered = set(details.get("offered") or []) if details else set()
    # "un samedi ?", "any Saturday?": any of them, not the one listed
    said = weekdays_only(text) if offered and text and not any_weekday(text) else None
    if said is None:
        return None
    days, half = said
    listed = [s for s in free if s.id in offered
              and store.local(s.start).weekday() in days
              and (half is None or (store.local(s.start).hour < 12) == (half == "am"))]
    if len(listed) != 1:
        return None
    start = store.local(listed[0].start)
    return f"{start.date().isoformat()} {'matin' if start.hour < 12 else 'apres-midi'}"


def _on_booked_day(wish: Wish | None, matching: tuple[str, ...], booked: SlotView | None,
                   store: Store) -> bool:
    """Whether the wish names the booked day and no half-day, and what fits is on that day
    only (its other half): "au mardi 15" said of a delivery booked on Tuesday 15."""
    if wish is None or booked is None or not matching or wish.half is not None:
        return False
    day = store.local(booked.start).date()
    return day in wish.days() and all(sid[:10] == day.isoformat() for sid in matching)


def unbooked_wish(state: CareState, text: str, booked: SlotView | Slot | None, store: Store
                  ) -> str:
    """The wish less the day that names the delivery booked ("décaler ma livraison de
    samedi": that Saturday is the delivery's day, not a day wished); what else the words say
    of when is the wish ("" when nothing: what is free is listed)."""
    if not text or booked is None:
        return text
    start = booked.start if isinstance(booked, SlotView) else datetime.fromisoformat(
        booked["start"])
    return without_booked_day(text, state.get("message", ""),
                              store.local(store.now()).date(),
                              store.local(start).date()) or ""


def _choice(state: CareState, store: Store, free: list[SlotView], booked: SlotView | None,
            trace: list[dict[str, Any]]) -> tuple[Choice, list[SlotView]]:
    """Read the wish in Python against the slot table: the free slots that fit it, and
    why none does (`services.slot_choice`); the model's pick must fall within it. Returns
    the choice and the free slots it was made among: those listed, and the free ones of the
    wished days beyond the list's limit ("after the holidays" when the first 60 free slots
    end before Christmas), never said full while they are free."""
    details = state.get("details")
    text = (details and details["wish"]) or ""
    now = store.now()
    text = _listed_on_weekday(details, text, free, store) or text
    text = unbooked_wish(state, text, booked, store)
    shift = details.get("shift_days") if details else None
    if not text and shift and booked is not None:
        # "décaler d'une semaine": the booked day moved by the shift, same half-day, read as
        # the wish (as the pick reads it, `shifted_wish`): a day full is said so, by its day
        start = store.local(booked.start)
        text = f"{(start.date() + timedelta(days=shift)).isoformat()} " \
               f"{'morning' if start.hour < 12 else 'afternoon'}"
    # The months of the list this message answers: "lundi 2" said to November slots.
    listed = tuple(sorted({date(int(i[:4]), int(i[5:7]), 1) for i in (
        details.get("offered") or [] if details else []) if re.match(r"\d{4}-\d\d-", i)}))
    wish = resolve_wish(text, store.local(now), listed) if text else None
    first, last = table_window(wish, now, store.tz)
    table: Outcome[list[SlotView]] = call_tool(
        care_tools.slot_table, store, {"first": first.isoformat(), "last": last.isoformat()},
        trace, keep=lambda found: found.slots)
    rows = list(table["result"] or [])
    known = {s.id for s in rows}
    rows += [s for s in free if s.id not in known]
    free = _free_beyond_the_list(free, rows, booked, now)
    if booked is not None and booked.id not in known:  # "plus tard": later than the booking
        rows.append(booked)
    said_when = bool(text) and says_when(text) and not (
        # "je ne serai pas là mardi pour la livraison": the booked day said, no date unread
        (wish is None or wish.empty) and names_the_booked_day(text))
    number = details["order_number"] if details else None
    refused = set((state.get("rejected") or {}).get(number or "", []))
    anchor = _direction_anchor(state, wish, number, rows)
    if anchor is not None:
        # "later than that", "plus tard que ça ?" to a move proposal: later (earlier) than
        # the slot proposed, never than the booking (the same proposal made again)
        trace.append({"kind": "direction_from", "slot": anchor.id})
        refused |= {anchor.id}
    reference = anchor or booked
    found = choose_slots(wish, said_when=said_when, table=rows,
                         free=[s.id for s in free if s.id not in refused],
                         booked_id=reference.id if reference is not None else None,
                         now=now, tz=store.tz)
    if refused and not found.matching:
        # Only a slot said no to fits the wish: offered again (as a question, never moved on
        # these words alone) when this message asks for it again ("finalement si, le 24 au
        # matin", "finalement oui"), and never called full when it is free.
        again = choose_slots(wish, said_when=said_when, table=rows, free=[s.id for s in free],
                             booked_id=booked.id if booked else None, now=now, tz=store.tz)
        found = again if again.matching else found
    choice: Choice = {
        "matching": list(found.matching), "allowed": list(found.allowed),
        "nearest": list(nearest_to(found, rows, store.tz)), "reason": found.reason,
        "first": found.first.isoformat() if found.first else None,
        "last": found.last.isoformat() if found.last else None,
        "half": found.half, "constrained": found.constrained,
        # "can you go back to the original slot?" right after a move asks for that move
        # "what's the other slot?" of a proposal: that slot, proposed (not a list of one)
        "asking": asks_what_is_free(state.get("message", "")) and not (
            state.get("last_move") and undoes_move(state.get("message", ""))) and not (
            state.get("lapsed") and _other_half(state, store) is not None),
        "fallback": found.fallback,
        "clock": f"{found.clock[0]:02d}:{found.clock[1]:02d}" if found.clock else None,
        "booked_day": _on_booked_day(wish, found.matching, booked, store),
    }
    trace.append({"kind": "choice", "reason": found.reason, "matching": choice["matching"],
                  "fallback": found.fallback,
                  "excluded": [d.isoformat() for d in wish.excluded] if wish else [],
                  "asking": choice["asking"]})
    return choice, free


# Words that name the booking itself as what "later" or "earlier" is said of ("later than
# my current delivery", "plus tôt que la date prévue").
_BOOKING_NAMED = re.compile(
    r"\b(?:booking|booked|current(?:ly)?|original(?:ly)?|scheduled|actuel(?:le)?|prevue?s?|"
    r"initiale?|ma livraison|my delivery|la livraison|the delivery)\b")


def _direction_anchor(state: CareState, wish: Wish | None, number: str | None,
                      rows: list[SlotView]) -> SlotView | None:
    """The move proposal this message left unanswered, when the message only says later or
    earlier ("later than that", "plus tard que ça ?", "anything earlier?"): what the
    direction is said of. None when no such proposal of that order waits, the wish says a
    day of its own, or the words name the booking."""
    lapsed = state.get("lapsed")
    pending = lapsed["pending"] if lapsed else None
    if wish is None or wish.direction is None or pending is None \
            or pending["action"] != "move" or pending["order_number"] != number \
            or wish.days() or wish.weekdays or wish.options or wish.start or wish.end \
            or wish.same_day or wish.same_week \
            or _BOOKING_NAMED.search(fold(state.get("message", ""))):
        return None
    return next((s for s in rows if s.id == pending["slot_id"]), None)


def _free_beyond_the_list(free: list[SlotView], rows: list[SlotView], booked: SlotView | None,
                          now: datetime) -> list[SlotView]:
    """The free slots listed, and those of the slot table after the last one listed that
    the order may move to as well (room left, 48 hours away, not its own booking): the list
    is cut at a limit, the wished days may lie beyond it. An empty list stays empty (the
    order cannot move, or nothing at all is free)."""
    if len(free) < SLOTS_SHOWN_TO_MODEL:
        return free  # the list was not cut: every free slot is in it
    last = max(s.start for s in free)
    listed = {s.id for s in free}
    beyond = [s for s in rows if s.id not in listed and s.start > last
              and s.booked < s.capacity and rules.far_enough(s.start, now)
              and (booked is None or s.id != booked.id)]
    return free + sorted(beyond, key=lambda s: (s.start, s.id))


def _slot_lines(state: CareState, runtime: Runtime[Context]) -> list[dict[str, str]]:
    tz = run_context(runtime).store().tz
    return [dict(zip(SLOT_LINE_KEYS, _slot_line(slot["id"], slot["start"], slot["end"], tz),
                     strict=True))
            for slot in state.get("free_slots") or []]


SLOT_LINE_KEYS = ("id", "day", "weekday", "part", "hours")


@lru_cache(maxsize=1024)
def _slot_line(slot_id: str, start_text: str, end_text: str, tz: tzinfo) -> tuple[str, ...]:
    """A slot as the pick prompt shows it (the same slot reads the same at every turn: the
    lines of the slots offered are kept rather than worked out again each time)."""
    start = datetime.fromisoformat(start_text).astimezone(tz)
    end = datetime.fromisoformat(end_text).astimezone(tz)
    # Day and hours cut from the local ISO text: one call each instead of three strftime.
    begins, ends = start.isoformat(), end.isoformat()
    return (slot_id, begins[:10], start.strftime("%A"), "AM" if start.hour < 12 else "PM",
            f"{begins[11:16]}-{ends[11:16]}")


def shifted_wish(state: CareState, runtime: Runtime[Context]) -> str | None:
    """"Un jour plus tard": the booked day moved by the shift, same half-day, in words."""
    details, order = state.get("details"), state.get("order")
    shift = details.get("shift_days") if details else None
    booked = order["result"]["delivery_slot"] if order and order["result"] else None
    if not shift or details is None or booked is None:
        return None
    start = run_context(runtime).store().local(datetime.fromisoformat(booked["start"]))
    lang = details["language"]
    day = start.date() + timedelta(days=shift)
    return f"{fmt.day(day, lang)} {fmt.PARTS[lang][0 if start.hour < 12 else 1]}"


def _wish_words(state: CareState) -> str:
    """The customer's words about when; when Python found the wish cannot be had and the
    customer said what to do then ("le 4, sinon le 11 matin"), the words of that fallback:
    the model picks within what Python read, in the order the customer gave."""
    details, choice = state.get("details"), state.get("choice")
    words = (details and details["wish"]) or ""
    if words and choice is not None and choice.get("fallback"):
        words = split_fallback(words)[1] or words
    return words


def _unbooked_words(state: CareState, booked: Slot | None, runtime: Runtime[Context]) -> str:
    """The wish words for the pick: those of the customer, less the day that names the
    delivery booked; when nothing else is left, said so (else a model reads that day in
    the message as the day wished)."""
    words = _wish_words(state)
    kept = unbooked_wish(state, words, booked, run_context(runtime).store())
    return kept or (NO_DAY_WISHED if words else "")


# The wish when the only day said names the delivery already booked (read by a model).
NO_DAY_WISHED = "any day: the day in the message is the delivery's current day, not a wish"


def _pick_prompt(state: CareState, runtime: Runtime[Context]) -> tuple[str, dict[str, str]]:
    details, choice = state.get("details"), state.get("choice")
    order = state.get("order")
    booked = order["result"]["delivery_slot"] if order and order["result"] else None
    lines = _slot_lines(state, runtime)
    if choice is not None and choice["constrained"] and choice["matching"]:
        # Python read the wish: the model picks within the slots that fit it (one that fits
        # alone is then proposed with a yes/no question, never listed as a one-item list).
        fitting = set(choice["matching"])
        lines = [line for line in lines if line["id"] in fitting] or lines
    message = state.get("message", "")
    consent = state.get("consent")
    if (state.get("awaiting") or {}).get("question") == "ask_which_order" \
            and consent is not None and consent["position"] is not None:
        # "le 1" picked the order from a list: it says nothing about when (never the 1st)
        message = ""
    return prompts.PICK_SLOT, {
        "today": today_in_words(runtime),
        "customer_message": message,
        "wish": shifted_wish(state, runtime) or _unbooked_words(state, booked, runtime),
        "free_slots": json.dumps(lines, ensure_ascii=False),
        "offered_slots": json.dumps(details["offered"] if details else []),
    }


pick_slot = fill_node("pick_slot", SlotPick, _pick_prompt, output_key="pick",
                      then=routes.after_pick_slot)


def move_delivery(state: CareState, runtime: Runtime[Context]) -> Command[Any]:
    """Move the booking to the slot the router accepted (the service re-checks it all)."""
    trace: list[dict[str, Any]] = [{"kind": "node", "node": "move_delivery"}]
    pick = state.get("pick")
    expected = _booked_as_told(state)
    move: Outcome[Move] = call_tool(
        care_tools.reschedule_delivery, run_context(runtime).store(),
        {**_order_args(state, runtime), "slot_id": pick["chosen_slot_id"] if pick else None,
         "idempotency_key": idempotency_key(runtime, state, "reschedule"),
         **({"expected_from": expected} if expected is not None else {})},
        trace, actor=actor_of(runtime, state["details"]["order_number"]),
    )
    update: dict[str, Any] = {"move": move, "trace": trace}
    if move["code"] in ("too_late", "order_closed") and state.get("order") is None:
        # On a yes, the order was read a turn ago: things changed since (the delivery came
        # within 48 hours, the order was cancelled). The reply says so from the order as it is.
        update["order"] = call_tool(care_tools.get_order, run_context(runtime).store(),
                                    _order_args(state, runtime), trace)
    return go(state, update, routes.after_move)


def _booked_as_told(state: CareState) -> str | None:
    """On an answer (a yes to a move, a pick from a list), the slot the delivery was on when
    the question was asked, which the question told the customer: the move is made only
    from there (another conversation may have moved it since)."""
    consent = state.get("consent")
    awaiting = state.get("awaiting") or {}
    if consent is None:
        return None
    pending = awaiting.get("pending")
    if consent["answer"] == "yes" and pending is not None and pending["action"] == "move":
        return pending.get("from_slot")
    if consent["position"] is not None and awaiting.get("question") == "ask_which_slot":
        return awaiting.get("booked")
    return None


def _problem(intent: str, request: Request | None, previous: Details | None,
             going_on: bool, message: str) -> ProblemKind | None:
    """A damage report's kind of problem: this message's, as the model read it (validated
    against the closed set by the schema; never a cause or a mismatch the words do not
    give: `services.text.problem_said`), else the one the request already had (an
    order number or an e-mail given after the report says no problem of its own)."""
    if intent != "report_damage":
        return None
    if request is not None and request.get("problem") in PROBLEM_KINDS:
        return cast(ProblemKind, problem_said(message, request.get("problem")))
    if going_on and previous is not None and previous.get("intent") == "report_damage":
        return previous.get("problem")
    return None


# The kind of problem as the case's description names it (for the after-sales team).
PROBLEM_LABELS = {"arrived_damaged": "arrived damaged", "damaged_at_home":
                  "damaged after delivery", "missing_part": "missing part",
                  "not_as_described": "not as described", "faulty": "faulty",
                  "other": "other problem"}


def case_description(state: CareState) -> str:
    """What the customer said of this request (the complaint, over the messages that made it
    up), not the consent that opens the case; on the staff channel, what the staff member
    said of it on the customer's behalf, labelled so (the customer did not write it)."""
    details = state.get("details")
    said = (details.get("said") if details else None) or [state.get("message", "")]
    # An e-mail given to prove the order (and its mistyped tries) is no part of the
    # complaint: the case is on the order; a message that was only that is left out.
    kept = []
    for part in said:
        if routes.EMAIL.search(part):
            part = routes.EMAIL.sub("", part).strip(" ,;:.!-")
            if len(re.findall(r"\w{2,}", part)) <= 2:  # "pardon c'est …": no complaint
                continue
        kept.append(part)
    who = "Staff message (on the customer's behalf)" if state.get("channel") == "staff" \
        else "Customer message"
    # A damage case is a piece that arrived damaged unless the kind of problem says
    # otherwise: any other kind is named after the customer's words.
    problem = details.get("problem") if details else None
    kind = f" [problem: {PROBLEM_LABELS[problem]}]" \
        if problem in PROBLEM_LABELS and problem != "arrived_damaged" else ""
    return f"{who}: {' / '.join(kept or said)}"[:2000 - len(kind)] + kind



def _open_case(state: CareState, runtime: Runtime[Context], *, kind: str, node: str
               ) -> dict[str, Any]:
    trace: list[dict[str, Any]] = [{"kind": "node", "node": node}]
    store = run_context(runtime).store()
    case: Outcome[Case] = call_tool(
        care_tools.open_case, store,
        {**_order_args(state, runtime), "kind": kind, "description": case_description(state),
         "idempotency_key": idempotency_key(runtime, state, f"open_case:{kind}")},
        trace, actor=actor_of(runtime, state["details"]["order_number"]),
    )
    update: dict[str, Any] = {"case": case, "trace": trace}
    # On a yes, the reply still names the order and its slot; a damage case opened names only
    # the order's number and the case's (the order is read when the case was refused).
    if state.get("order") is None and (kind != "damage" or not case["ok"]):
        order: Outcome[Order] = call_tool(care_tools.get_order, store,
                                          _order_args(state, runtime), trace)
        update["order"] = order
    return update


def open_damage_case(state: CareState, runtime: Runtime[Context]) -> Command[Any]:
    update = _open_case(state, runtime, kind="damage", node="open_damage_case")
    return go(state, update, routes.after_damage_case)


def open_late_case(state: CareState, runtime: Runtime[Context]) -> Command[Any]:
    update = _open_case(state, runtime, kind="late_reschedule", node="open_late_case")
    return go(state, update, routes.after_late_case)
