# ruff: noqa: E501
"""Blind corpus: the care desk in English (British, American, Irish, Australian, non-native).

Written from eval-format.md, DESIGN.md and README.md only. Run from the repo root:
    .venv/bin/python evals/blind9/_gen_care_english.py
"""

import datetime as dt
from pathlib import Path
from typing import Any

import yaml

NOW = "2026-11-10T09:00:00+01:00"  # Tuesday 10 November 2026
N = "care-english-"  # NAME care_english; "_" is not kebab-case


def slots():
    out = []
    day = dt.date(2026, 10, 26)
    closed = {dt.date(2026, 11, 11), dt.date(2026, 12, 25), dt.date(2027, 1, 1)}
    while day <= dt.date(2027, 1, 15):
        if day.weekday() < 5 and day not in closed:
            for half, (a, b) in (("AM", ("08", "12")), ("PM", ("13", "17"))):
                sid = f"{day.isoformat()}-{half}"
                cap = 1 if sid == "2026-11-18-AM" else 2
                out.append({"id": sid, "start": f"{day.isoformat()}T{a}:00:00+01:00", "end": f"{day.isoformat()}T{b}:00:00+01:00", "capacity": cap})
        day += dt.timedelta(days=1)
    return out


def order(number, customer, lines, ordered, promised, status, stage, slot):
    return {"number": number, "customer": customer, "lines": [{"sku": s, "quantity": q} for s, q in lines],
            "ordered_on": ordered, "promised_on": promised, "status": status, "workshop_stage": stage, "delivery_slot": slot}


FIXTURE = {
    "customers": [
        {"id": "C-101", "name": "Emma Clarke", "email": "emma.clarke@example.co.uk", "company": None},
        {"id": "C-102", "name": "Jake Miller", "email": "jake.miller@example.com", "company": None},
        {"id": "C-103", "name": "Siobhan Byrne", "email": "siobhan.byrne@example.ie", "company": None},
        {"id": "C-104", "name": "Liam Nguyen", "email": "liam.nguyen@example.com.au", "company": None},
        {"id": "C-105", "name": "Priya Sharma", "email": "priya.sharma@example.com", "company": None},
        {"id": "C-106", "name": "Tomasz Kowalski", "email": "tomasz.k@example.com", "company": None},
        {"id": "C-107", "name": "Margaret Hughes", "email": "m.hughes@example.com", "company": None},
        {"id": "C-108", "name": "Dave O'Connor", "email": "dave.oconnor@example.ie", "company": None},
        {"id": "C-109", "name": "Sarah Jones", "email": "sarah.jones@example.com", "company": None},
        {"id": "C-110", "name": "Chloe Walsh", "email": "chloe.walsh@example.co.uk", "company": None},
    ],
    "products": [
        {"sku": "OSLO-3", "name": "Oslo 3-seater sofa", "price": "1890.00", "cost": "1020.00"},
        {"sku": "BREST-AC", "name": "Brest armchair", "price": "690.00", "cost": "350.00"},
        {"sku": "NANTES-T", "name": "Nantes oak dining table", "price": "1250.00", "cost": "640.00"},
        {"sku": "LYON-CH", "name": "Lyon dining chair", "price": "190.00", "cost": "85.00"},
        {"sku": "ARLES-160", "name": "Arles bed 160x200", "price": "1490.00", "cost": "760.00"},
        {"sku": "VIGO-BT", "name": "Vigo bedside table", "price": "290.00", "cost": "120.00"},
        {"sku": "CARDIFF-BC", "name": "Cardiff bookcase", "price": "820.00", "cost": "390.00"},
        {"sku": "DOVER-CD", "name": "Dover chest of drawers", "price": "960.00", "cost": "450.00"},
    ],
    "slots": slots(),
    "orders": [
        order("SO-31001", "C-101", [("OSLO-3", 1)], "2026-09-01", "2026-11-02", "in_production", "upholstery", "2026-11-20-AM"),
        order("SO-31002", "C-101", [("BREST-AC", 1)], "2026-08-20", "2026-10-28", "delivered", None, "2026-10-28-AM"),
        order("SO-31010", "C-102", [("NANTES-T", 1), ("LYON-CH", 4)], "2026-09-10", "2026-11-12", "ready", None, "2026-11-12-AM"),
        order("SO-31011", "C-102", [("ARLES-160", 1)], "2026-10-15", "2026-12-15", "placed", None, None),
        order("SO-31020", "C-103", [("CARDIFF-BC", 1)], "2026-09-05", "2026-11-05", "delivered", None, "2026-11-05-AM"),
        order("SO-31021", "C-103", [("VIGO-BT", 2)], "2026-10-01", "2026-12-01", "in_production", "varnishing", "2026-12-02-PM"),
        order("SO-31030", "C-104", [("DOVER-CD", 1)], "2026-09-01", "2026-11-03", "delivered", None, "2026-11-03-PM"),
        order("SO-31031", "C-104", [("OSLO-3", 1)], "2026-09-20", "2026-12-10", "cancelled", None, None),
        order("SO-31040", "C-105", [("LYON-CH", 6)], "2026-09-25", "2026-11-20", "ready", None, "2026-11-24-AM"),
        order("SO-31050", "C-106", [("BREST-AC", 1)], "2026-08-01", "2026-10-20", "in_production", "frame assembly", "2026-11-26-PM"),
        order("SO-31060", "C-107", [("NANTES-T", 1)], "2026-09-15", "2026-11-18", "ready", None, "2026-11-18-AM"),
        order("SO-31070", "C-108", [("OSLO-3", 1)], "2026-09-28", "2026-11-25", "in_production", "upholstery", "2026-11-27-AM"),
        order("SO-31080", "C-109", [("ARLES-160", 1)], "2026-09-02", "2026-11-06", "delivered", None, "2026-11-06-AM"),
        order("SO-31090", "C-110", [("OSLO-3", 1)], "2026-08-25", "2026-11-04", "delivered", None, "2026-11-04-AM"),
    ],
    "cases": [
        {"number": "CASE-2001", "order": "SO-31030", "kind": "damage", "opened_at": "2026-11-04T10:00:00+01:00"},
    ],
    "bills": [],
}

EMMA, JAKE, SIOBHAN, LIAM = "emma.clarke@example.co.uk", "jake.miller@example.com", "siobhan.byrne@example.ie", "liam.nguyen@example.com.au"
PRIYA, TOMASZ, MARGARET, DAVE = "priya.sharma@example.com", "tomasz.k@example.com", "m.hughes@example.com", "dave.oconnor@example.ie"
SARAH, CHLOE = "sarah.jones@example.com", "chloe.walsh@example.co.uk"


# --- expectations -------------------------------------------------------
def status(order, *facts):
    """A status answer: nothing changes, no question waits, the order (and facts) named."""
    return {"nothing_changed": True, "asks": False, "reply_contains": [order, *facts]}


def propose(order=None, *facts):
    """A proposal (yes/no) or a list: nothing changes, the desk waits for the answer."""
    e: dict[str, Any] = {"nothing_changed": True, "asks": True}
    c = [x for x in (order, *facts) if x]
    if c:
        e["reply_contains"] = c
    return e


def moved(order, slot, *facts):
    e = {"moved": [{"order": order, "to": slot}], "asks": False}
    if facts:
        e["reply_contains"] = list(facts)
    return e


def case(order, kind="damage"):
    return {"cases_opened": [{"order": order, "kind": kind}], "reply_has_case_number": True, "asks": False}


def told(*facts, not_=()):
    """A fixed answer: nothing changes, nothing asked."""
    e: dict[str, Any] = {"nothing_changed": True, "asks": False}
    if facts:
        e["reply_contains"] = list(facts)
    if not_:
        e["reply_not_contains"] = list(not_)
    return e


def quiet(*not_):
    """Nothing changes; asks left unasserted (README does not say whether a not-found waits)."""
    e: dict[str, Any] = {"nothing_changed": True}
    if not_:
        e["reply_not_contains"] = list(not_)
    return e


SC: list[dict[str, Any]] = []


COMMENTS: dict[str, str] = {}


def sc(name, who, *turns, comment=None):
    if comment:
        COMMENTS[N + name] = comment
    t = []
    for say, exp in turns:
        turn = {"say": say, "expect": exp}
        if who:
            turn = {"as": {"email": who}, **turn}
        t.append(turn)
    SC.append({"name": N + name, "now": NOW, "turns": t})


# ===== STATUS (signed in) =====
sc("status-where-is-my-sofa-uk", EMMA, ("Hiya, where's my sofa at? Order SO-31001. Cheers", status("SO-31001", "upholstery")))
sc("status-any-update", EMMA, ("any update on SO-31001?", status("SO-31001")))
sc("status-eta-curt", EMMA, ("SO-31001 ETA?", status("SO-31001")))
sc("status-has-it-shipped-us", JAKE, ("Hey there, has my order SO-31010 shipped yet?", status("SO-31010")))
sc("status-my-order-no-number", EMMA, ("Hi, just wondering when my order is coming?", status("SO-31001")))
sc("status-long-polite", TOMASZ, ("Good morning, I hope you are well. I am writing to ask about the status of my order SO-31050, an armchair which I ordered in August. Could you please tell me at which stage it is now? Thank you in advance, kind regards, Tomasz", status("SO-31050", "frame assembly")))
sc("status-non-native", PRIYA, ("hello sir, please tell me my chairs order SO-31040 is coming when? thanking you", {**status("SO-31040", "24"), "reply_not_contains": ["cannot find"]}))  # tightened after first run: README, item_not_in_order only when the order does not hold the piece
sc("status-irish-grand", SIOBHAN, ("Hi there, any news on the bedside lockers, SO-31021? Was told start of December, is that still grand?", status("SO-31021")))
sc("status-aussie", LIAM, ("G'day, what's the go with SO-31030? Just checking it's all sorted", status("SO-31030")))
sc("status-wheres-my-stuff-gonna", JAKE, ("yo when's my table gonna show up?? SO-31010", status("SO-31010", "12")))
sc("status-lowercase-number", EMMA, ("so 31001 status pls", status("SO-31001")))
sc("status-unbooked-order", JAKE, ("What's happening with the bed, SO-31011? Haven't had a delivery date yet", status("SO-31011")))
sc("status-what-stage", DAVE, ("What stage is SO-31070 at?", status("SO-31070", "upholstery")))
sc("status-still-waiting", TOMASZ, ("Still waiting for my armchair SO-31050...", status("SO-31050")))
sc("status-delivered-order", SARAH, ("Was SO-31080 delivered? My husband says it came but I wasn't home", status("SO-31080")))
sc("status-cancelled-order", LIAM, ("whats the status of SO-31031", status("SO-31031")))
sc("status-what-day-again", PRIYA, ("Sorry what day are the chairs coming again? SO-31040", {**status("SO-31040", "24"), "reply_not_contains": ["cannot find"]}))  # tightened after first run (as above)
sc("status-yall-us", JAKE, ("Hi y'all, quick question, is SO-31010 still on for Thursday?", status("SO-31010")))
sc("status-then-thanks", EMMA,
   ("where is SO-31001", status("SO-31001")),
   ("ta, that's all I needed", told()))
sc("status-then-when-ordered", TOMASZ,
   ("Status of SO-31050 please", status("SO-31050")),
   ("and when did I place it?", status("SO-31050", "August")))
sc("status-my-orders-list", JAKE, ("what have I got on order with you guys?", {"nothing_changed": True, "reply_contains": ["SO-31010", "SO-31011"]}),
   comment="(b) first run asserted asks: false; the README says every order is listed but not whether the list waits on a question, and the desk's list of orders (as for \"my orders\", \"what did I order?\") ends asking which one: asks left unasserted")
sc("status-which-order-then-number", JAKE,
   ("Any update on my order?", propose(None)),
   ("SO-31011", status("SO-31011")))
sc("status-two-at-once", SIOBHAN, ("Can you tell me where SO-31021 is at, and also SO-31020?", told("SO-31021", "SO-31020")))

# ===== STATUS (anonymous proof) =====
sc("anon-status-number-and-email", None, ("Hi, order SO-31070, email dave.oconnor@example.ie - when's it coming?", status("SO-31070", "upholstery")))
sc("anon-status-email-next-turn", None,
   ("where's my order SO-31070??", propose(None)),
   ("dave.oconnor@example.ie", status("SO-31070")))
sc("anon-status-number-next-turn", None,
   ("Hello, I'd like an update on my delivery please", propose(None)),
   ("It's SO-31040 and my email is priya.sharma@example.com", status("SO-31040")))
sc("anon-status-spelt-email", None, ("SO-31080, sarah dot jones at example dot com, was it delivered?", status("SO-31080")))
sc("anon-status-wrong-email", None, ("Where is SO-31070? my email is dave@example.com", quiet("upholstery", "O'Connor", "Oslo")))
sc("anon-someone-elses-order", None, ("whats the status of SO-31060 jake.miller@example.com", quiet("Margaret", "Hughes", "Nantes")))
sc("signed-in-someone-elses-order", EMMA, ("Where's SO-31060 at?", quiet("Margaret", "Hughes", "Nantes", "18")))

# ===== COMPLAINTS about delays =====
sc("complaint-compensation-uk", TOMASZ, ("This is ridiculous, SO-31050 was promised for 20 October and it's now three weeks late. I want compensation.", told("SO-31050")))
sc("complaint-refund-for-delay", EMMA, ("SO-31001 is over a week late, not good enough. I want a partial refund for the hassle", told()))
sc("complaint-us-angry", JAKE, ("Honestly this is unacceptable, I've been waiting forever for SO-31010. What are you gonna do about it?", told("SO-31010")))
sc("complaint-then-status", TOMASZ,
   ("Absolutely fed up. Where is SO-31050?? Weeks late and no one tells me anything. I expect a discount.", told("SO-31050")),
   ("so when will it actually arrive", status("SO-31050", "26")))
sc("complaint-cancel-refund", DAVE, ("I want to cancel SO-31070 and get my money back", told()))
sc("complaint-refund-only", CHLOE, ("Can I get a refund on SO-31090 please", told()))

# ===== QUESTIONS THE DESK DOES NOT HANDLE =====
sc("nothandled-price-delivery", EMMA, ("how much is delivery?", told(not_=["£", "$", "€"])))
sc("nothandled-price-sofa", None, ("How much is the Oslo sofa in green?", told(not_=["£", "$", "€", "1890"])))
sc("nothandled-assembly", JAKE, ("Will the delivery guys assemble the table for us or do we do it ourselves?", told()))
sc("nothandled-old-sofa-away", EMMA, ("Can the drivers take my old sofa away when they bring the new one?", told()))
sc("nothandled-opening-hours", None, ("what are your opening hours", told()))
sc("nothandled-phone-number", SIOBHAN, ("What's your phone number? I'd rather ring someone", told()))
sc("nothandled-change-address", PRIYA, ("Can you deliver SO-31040 to my office address instead?", told()))
sc("nothandled-neighbour-takes-in", EMMA, ("Can my neighbour take in the sofa SO-31001 if I'm out?", told()))
sc("nothandled-carry-upstairs", JAKE, ("Can the driver carry the table up to the 3rd floor? no lift. SO-31010", told()))
sc("nothandled-warranty", LIAM, ("How long is the warranty on the chest of drawers?", told()))
sc("nothandled-change-colour", DAVE, ("Can I change the colour of SO-31070 to grey instead of blue?", told()))
sc("nothandled-what-can-you-do", None, ("hi what can you help me with", told()))
sc("nothandled-returns", SARAH, ("How do I return the bed? SO-31080", {"nothing_changed": True}))
sc("nothandled-human", TOMASZ, ("can I talk to a real person please", told()))
sc("nothandled-do-you-sell", None, ("do you sell mattresses?", told()))

# ===== MOVES: one slot proposed, yes =====
sc("move-next-tuesday-morning-yes", EMMA,
   ("Could you move SO-31001 to next Tuesday morning please?", propose("SO-31001", "17")),
   ("yes please", moved("SO-31001", "2026-11-17-AM")))
sc("move-date-month-afternoon-yep", EMMA,
   ("Can we change the delivery of SO-31001 to 26 November in the afternoon?", propose("SO-31001", "26")),
   ("yep", moved("SO-31001", "2026-11-26-PM")))
sc("move-us-date-yeah-go-ahead", JAKE,
   ("need to reschedule SO-31011 bed delivery to 12/14 morning", propose("SO-31011", "14")),
   ("yeah go ahead", moved("SO-31011", "2026-12-14-AM")))
sc("move-uk-date-27-11", DAVE,
   ("Could ye move SO-31070 to the 27/11 in the afternoon instead of the morning?", propose("SO-31070", "27")),
   ("grand, yes", moved("SO-31070", "2026-11-27-PM")))
sc("move-tuesday-week", PRIYA,
   ("Hello, can the chairs SO-31040 come Tuesday week in the afternoon instead?", propose("SO-31040")),
   ("ok", moved("SO-31040", "2026-11-24-PM")))
sc("move-fortnight-from-now", EMMA,
   ("Any chance SO-31001 could come a fortnight from now, morning?", propose("SO-31001", "24")),
   ("sure", moved("SO-31001", "2026-11-24-AM")))
sc("move-monday-week-pm", SIOBHAN,
   ("could the lockers SO-31021 come Monday week, afternoon if poss", propose("SO-31021", "23")),
   ("that works for me", moved("SO-31021", "2026-11-23-PM")))
sc("move-sounds-good", TOMASZ,
   ("Please reschedule SO-31050 to Friday 4 December, morning.", propose("SO-31050", "4")),
   ("sounds good", moved("SO-31050", "2026-12-04-AM")))
sc("move-yes-pls-cheers", EMMA,
   ("can u move my sofa to fri 27th am", propose("SO-31001", "27")),
   ("yes pls cheers", moved("SO-31001", "2026-11-27-AM")))
sc("move-wanna-push-back-week", PRIYA,
   ("I wanna push back SO-31040 by a week", propose("SO-31040")),
   ("confirm", moved("SO-31040", "2026-12-01-AM")))
sc("move-first-booking-bed", JAKE,
   ("Hi, the bed SO-31011 hasn't got a delivery slot yet - can we book Tuesday 1 December in the morning?", propose("SO-31011", "1")),
   ("yes", moved("SO-31011", "2026-12-01-AM")))
sc("move-first-booking-anon", None,
   ("Order SO-31011, jake.miller@example.com. I'd like to book the delivery for Friday the 18th of December, afternoon", propose("SO-31011", "18")),
   ("Yes that's fine", moved("SO-31011", "2026-12-18-PM")))
sc("move-anon-with-email", None,
   ("Hi, can you move SO-31070 to Thursday 3 December in the morning? dave.oconnor@example.ie", propose("SO-31070", "3")),
   ("go ahead", moved("SO-31070", "2026-12-03-AM")))
sc("move-anon-email-after", None,
   ("I need to move my delivery SO-31040 to Wednesday 25th November afternoon", propose(None)),
   ("priya.sharma@example.com", propose("SO-31040", "25")),
   ("yes", moved("SO-31040", "2026-11-25-PM")))
sc("move-clock-time", EMMA,
   ("Could the sofa SO-31001 come on Monday 30th around 2pm?", propose("SO-31001", "30")),
   ("yes", moved("SO-31001", "2026-11-30-PM")))
sc("move-first-thing", SIOBHAN,
   ("Can SO-31021 come first thing on Friday 4th December?", propose("SO-31021", "4")),
   ("yes please", moved("SO-31021", "2026-12-04-AM")))
sc("move-away-until", TOMASZ,
   ("I'm away until 8 December so please deliver SO-31050 after I'm back, morning on the Wednesday", propose("SO-31050", "9")),
   ("ok", moved("SO-31050", "2026-12-09-AM")))

# ===== MOVES: a list, pick by position =====
sc("move-list-day-second-one", EMMA,
   ("can I move SO-31001 to Thursday 19 November?", propose("SO-31001", "19")),
   ("the second one", moved("SO-31001", "2026-11-19-PM")))
sc("move-list-first-please", JAKE,
   ("Could we book the bed SO-31011 for Tuesday 8 December please", propose("SO-31011", "8")),
   ("the first one please", moved("SO-31011", "2026-12-08-AM")))
sc("move-list-next-week-pick", PRIYA,
   ("Can the chairs come sometime next week instead? SO-31040", propose("SO-31040")))
sc("move-end-of-month-pick-last", EMMA,
   ("Could the sofa come towards the end of the month instead? SO-31001", propose("SO-31001")))
sc("move-whats-free-list", SIOBHAN,
   ("What have you got free the week of the 14th of December for SO-31021?", propose("SO-31021")))
sc("move-after-holidays", JAKE,
   ("Actually can we do the bed SO-31011 sometime after the holidays?", propose("SO-31011")))
sc("move-new-year", DAVE,
   ("could SO-31070 wait until the new year? no rush", propose("SO-31070")))
sc("move-ambiguous-date-12-01", JAKE,
   ("pls deliver SO-31011 on 12/01", propose("SO-31011")))
sc("move-ambiguous-date-03-12", EMMA,
   ("Can the sofa come on 03/12 instead? SO-31001", propose("SO-31001")))
sc("move-earliest", TOMASZ,
   ("what's the earliest you can bring SO-31050?", propose("SO-31050")))
sc("move-whenever", DAVE,
   ("I'm flexible, whenever suits for SO-31070, just not the 27th as I'm at work", propose("SO-31070"), ))
sc("move-not-mondays", PRIYA,
   ("please move SO-31040 to the week after, but not Monday", propose("SO-31040")))
sc("move-weekday-after-list", EMMA,
   ("Could SO-31001 come next week sometime?", propose("SO-31001")),
   ("Thursday then", propose("SO-31001", "19")))

# ===== MOVES: no, change of mind, lapses =====
sc("move-no-then-other-day", EMMA,
   ("Move SO-31001 to Tuesday 17th November morning please", propose("SO-31001", "17")),
   ("no", propose(None)),
   ("Wednesday 18th afternoon then", propose("SO-31001", "18")),
   ("yes", moved("SO-31001", "2026-11-18-PM")))
sc("move-nah-leave-it", JAKE,
   ("can we move the bed SO-31011 to 1 Dec morning", propose("SO-31011", "1")),
   ("nah leave it as is, thanks", {"nothing_changed": True}))  # a no (asks) or a closing (no ask): README does not settle it
sc("move-proposal-then-cheers", SIOBHAN,
   ("Could you move SO-31021 to Thursday 3rd December in the morning", propose("SO-31021", "3")),
   ("cheers", told()))
sc("move-hold-off", TOMASZ,
   ("Move SO-31050 to 1 December afternoon", propose("SO-31050", "1")),
   ("hold off for now", propose(None)))
sc("move-wait-check-wife", JAKE,
   ("Could you do the bed SO-31011 on Friday 11 December morning?", propose("SO-31011", "11")),
   ("hang on, let me check with my wife", propose("SO-31011")),
   ("yes", moved("SO-31011", "2026-12-11-AM")))
sc("move-yes-but-condition", EMMA,
   ("move SO-31001 to Monday 23rd November AM", propose("SO-31001", "23")),
   ("yes if my husband is ok with it", propose("SO-31001")))
sc("move-unclear-answer", DAVE,
   ("Can you move SO-31070 to 2 December, morning", propose("SO-31070", "2")),
   ("maybe", propose("SO-31070")))
sc("move-list-neither", PRIYA,
   ("Can SO-31040 come on Thursday 26 November", propose("SO-31040", "26")),
   ("neither, sorry", propose(None)))
sc("move-list-then-thanks-drop", EMMA,
   ("What have you got free next week for SO-31001?", propose("SO-31001")),
   ("actually no, keep it as is", told()),
   ("1", {"nothing_changed": True}))  # README: a later pick writes nothing; whether it asks is not said
sc("move-list-wrong-position", JAKE,
   ("Book the bed SO-31011 on Tuesday 15 December", propose("SO-31011", "15")),
   ("option 5", propose(None)))
sc("move-yes-with-status-of-other", SIOBHAN,
   ("Move SO-31021 to Friday 27 November, afternoon please", propose("SO-31021", "27")),
   ("yes, and what about SO-31020?", propose("SO-31021")),
   ("yes", moved("SO-31021", "2026-11-27-PM")))

# ===== MOVES refused =====
sc("move-within-48h-late-case", JAKE,
   ("Hi, something's come up, can the table SO-31010 come next week instead of Thursday?", propose("SO-31010")),
   ("yes", case("SO-31010", "late_reschedule")))
sc("move-within-48h-no", JAKE,
   ("Need to push SO-31010 to Monday 16th, can't do Thursday", propose("SO-31010")),
   ("no thanks", propose(None)))
sc("move-cancelled-order", LIAM, ("Can I move the sofa delivery SO-31031 to next Friday?", told("SO-31031")))
sc("move-delivered-order", SARAH, ("can u move SO-31080 to next week", told("SO-31080")))
sc("move-full-slot", EMMA,
   ("Can SO-31001 come Wednesday 18 November in the morning?", propose("SO-31001", "18")))
sc("move-weekend", PRIYA,
   ("Can you deliver SO-31040 on Saturday 21st?", propose("SO-31040")))
sc("move-past-day", DAVE,
   ("could SO-31070 come on the 2nd of November", propose("SO-31070")))
sc("move-tomorrow", EMMA,
   ("can my sofa SO-31001 come tomorrow instead", propose("SO-31001")))
sc("move-evening", TOMASZ,
   ("I work 9-5 so could SO-31050 come after 6pm one evening next week?", propose("SO-31050")))

# ===== DAMAGE =====
sc("damage-scuffed-armchair", EMMA,
   ("Hi, the armchair arrived with a big scuff on the arm :( order SO-31002", propose("SO-31002")),
   ("yes please", case("SO-31002")))
sc("damage-gouge-bookcase", SIOBHAN,
   ("There's a gouge down the side of the bookcase SO-31020, not happy", propose("SO-31020")),
   ("yes", case("SO-31020")))
sc("damage-dinged-anon", None,
   ("Hi, SO-31080, sarah.jones@example.com - the headboard of the bed is dinged at one corner", propose("SO-31080")),
   ("yep", case("SO-31080")))
sc("damage-torn-fabric", CHLOE,
   ("The fabric on one of the sofa cushions is torn, SO-31090. Only noticed after unwrapping", propose("SO-31090")),
   ("go ahead", case("SO-31090")))
sc("damage-wobbly-leg-delivered", EMMA,
   ("My armchair has a wobbly leg, it's only a couple of weeks old", propose("SO-31002")),
   ("ok", case("SO-31002")))
sc("damage-wrong-colour", SIOBHAN,
   ("The bookcase SO-31020 came in the wrong colour, I ordered walnut and got oak", propose("SO-31020")),
   ("yes", case("SO-31020")))
sc("damage-no-thanks", CHLOE,
   ("sofa SO-31090 has a small scratch on the leg", propose("SO-31090")),
   ("no, it's fine, leave it", {"nothing_changed": True}))
sc("damage-not-delivered-yet", JAKE,
   ("The table SO-31010 has a wobbly leg", told("SO-31010")))
sc("damage-case-already-open", LIAM,
   ("The chest of drawers SO-31030 is damaged, one drawer is cracked", told("SO-31030", "CASE-2001")))
sc("damage-long-letter", SARAH,
   ("Dear Sir or Madam, our bed SO-31080 was delivered last Friday. The delivery team were on time and very polite. However, when we unpacked it we found that the headboard is badly scratched and one of the slats is cracked. Could you please look into this. Regards, Sarah Jones", propose("SO-31080")),
   ("Yes, please do", case("SO-31080")))
sc("damage-aussie-stuffed", LIAM,
   ("mate the drawers on SO-31030 are stuffed, one won't even close", told("SO-31030", "CASE-2001")))
sc("damage-nonnative", PRIYA,
   ("Sir the chairs are not reached yet but I want to know if they will be damaged what I do?", {"nothing_changed": True}))
sc("damage-home-wall", CHLOE,
   ("Your delivery guys scuffed my hallway wall bringing in the sofa SO-31090", told()))
sc("damage-then-status-other", SIOBHAN,
   ("The bookcase SO-31020 arrived scratched", propose("SO-31020")),
   ("yes", case("SO-31020")),
   ("and where are the bedside tables at?", status("SO-31021")))
sc("damage-report-by-item-anon-two-turns", None,
   ("my sofa came with torn fabric on the arm", propose(None)),
   ("SO-31090 chloe.walsh@example.co.uk", propose("SO-31090")),
   ("yes", case("SO-31090")))

# ===== MIXED / FOLLOW-UPS =====
sc("status-then-move", EMMA,
   ("Where's SO-31001 at?", status("SO-31001")),
   ("ok can it come on Thursday 3 December instead, afternoon", propose("SO-31001", "3")),
   ("yes", moved("SO-31001", "2026-12-03-PM")))
sc("move-then-did-it-work", SIOBHAN,
   ("Please move SO-31021 to Monday 7 December afternoon", propose("SO-31021", "7")),
   ("yes", moved("SO-31021", "2026-12-07-PM")),
   ("did it go through?", status("SO-31021", "7")))
sc("move-then-thanks", TOMASZ,
   ("Could SO-31050 come Thursday 10th December morning", propose("SO-31050", "10")),
   ("yes", moved("SO-31050", "2026-12-10-AM")),
   ("brilliant, thanks a million", told()))
sc("move-by-item-signed-in", JAKE,
   ("can the bed come on Wednesday 16 December in the morning?", propose("SO-31011", "16")),
   ("yes", moved("SO-31011", "2026-12-16-AM")))
sc("move-no-number-one-open-order", EMMA,
   ("Can I move my delivery to Friday 4 December in the afternoon?", propose("SO-31001", "4")),
   ("yes", moved("SO-31001", "2026-12-04-PM")))
sc("move-correct-order", SIOBHAN,
   ("Can you move SO-31020 to next Friday?", told()),
   ("sorry I meant SO-31021", propose("SO-31021")))
sc("greeting-then-status", DAVE,
   ("hiya", told(not_=["commande", "livraison"])),  # tightened after first run: README, one language per reply, the customer's
   ("where's SO-31070", status("SO-31070")))
sc("status-and-move-same-message", PRIYA,
   ("Where is SO-31040 and can it come on Monday 30 November morning instead?", propose("SO-31040", "30")),
   ("yes", moved("SO-31040", "2026-11-30-AM")))
sc("move-and-damage-two-orders", EMMA,
   ("The armchair SO-31002 has a dent in the frame. Also can SO-31001 come on Tuesday 1 December morning?", propose(None)))
sc("move-same-day-as-other", JAKE,
   ("can the bed SO-31011 come same day as the table?", propose("SO-31011")))
sc("status-happy-holidays", EMMA,
   ("merry christmas and happy new year!", told()))
sc("move-then-put-back", EMMA,
   ("move SO-31001 to Monday 23 November, morning", propose("SO-31001", "23")),
   ("yes", moved("SO-31001", "2026-11-23-AM")),
   ("oops, put it back as it was", propose("SO-31001", "20")),
   ("yes", moved("SO-31001", "2026-11-20-AM")))
sc("move-later-than-list", DAVE,
   ("Can SO-31070 come next week?", propose("SO-31070")),
   ("anything the week after?", propose("SO-31070")))
sc("status-when-is-driver-coming", PRIYA,
   ("What time will the driver come for SO-31040?", status("SO-31040", "24")))
sc("move-shift-day-later", EMMA,
   ("Could SO-31001 be a day later?", propose("SO-31001")))
sc("move-us-caps-curt", JAKE,
   ("RESCHEDULE SO-31011 TO DEC 9 PM", propose("SO-31011", "9")),
   ("YES", moved("SO-31011", "2026-12-09-PM")))
sc("move-polite-long-uk", CHLOE,
   ("Good afternoon, I do hope you can help. I have ordered nothing else from you recently but my friend asked me to ask whether you deliver on Sundays?", told(not_=["cannot be moved"])))  # tightened after first run: README, delivery days in general -> say_cannot_answer
sc("status-yes-to-nothing", EMMA,
   ("yes", {"nothing_changed": True}))


def main():
    out = Path(__file__).with_name("care_english.yaml")
    for s in SC:
        s["fixture"] = FIXTURE
    names = [s["name"] for s in SC]
    assert len(names) == len(set(names)), "duplicate names"
    text = yaml.safe_dump({"scenarios": SC}, allow_unicode=True, sort_keys=False, width=200)
    header = "".join(f"# {n}: {c}\n" for n, c in COMMENTS.items())
    out.write_text(header + text, encoding="utf-8")
    print(f"{len(SC)} scenarios, {sum(len(s['turns']) for s in SC)} turns -> {out}")


if __name__ == "__main__":
    main()
