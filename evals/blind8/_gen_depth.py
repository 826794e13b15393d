# ruff: noqa: E501  (scenario data: one turn, one order, one line)
"""Generate evals/blind8/care_depth.yaml (blind corpus w8b: care desk in depth).

Run: .venv/bin/python evals/blind8/_gen_depth.py  (writes the YAML beside this file).
Written blind: from shared/eval-format.md, shared/DESIGN.md and README.md only.
"""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import yaml

NOW = "2027-01-13T10:00:00+01:00"  # Wednesday 13 January 2027, 10:00 Paris

# ---------------------------------------------------------------- fixture

CUSTOMERS = [
    {"id": "C-100", "name": "Camille Rousseau", "email": "camille.rousseau@example.fr", "company": None},
    {"id": "C-101", "name": "Hugo Lefèvre", "email": "hugo.lefevre@example.com", "company": None},
    {"id": "C-102", "name": "Sarah Mitchell", "email": "sarah.mitchell@example.co.uk", "company": None},
    {"id": "C-103", "name": "Louis Garnier", "email": "louis.garnier@example.fr", "company": None},
    {"id": "C-104", "name": "Emma Brooks", "email": "emma.brooks@example.com", "company": None},
    {"id": "C-105", "name": "Thomas Petit", "email": "thomas.petit@example.fr", "company": None},
    {"id": "C-106", "name": "Nadia Benali", "email": "nadia.benali@example.fr", "company": None},
    {"id": "C-107", "name": "Oliver Grant", "email": "oliver.grant@example.com", "company": None},
    {"id": "C-199", "name": "Paul Roche", "email": "paul.roche@example.fr", "company": None},
]

PRODUCTS = [
    {"sku": "OSLO-3", "name": "Canapé Oslo 3 places", "price": "1890.00", "cost": "1020.00"},
    {"sku": "OSLO-2", "name": "Canapé Oslo 2 places", "price": "1490.00", "cost": "800.00"},
    {"sku": "BREST-F", "name": "Fauteuil Brest", "price": "690.00", "cost": "350.00"},
    {"sku": "NANTES-CHV", "name": "Table de chevet Nantes", "price": "240.00", "cost": "110.00"},
    {"sku": "LYON-COM", "name": "Commode Lyon 6 tiroirs", "price": "980.00", "cost": "480.00"},
    {"sku": "ARLES-BIB", "name": "Bibliothèque Arles", "price": "760.00", "cost": "370.00"},
    {"sku": "OSLO-TAB", "name": "Table Oslo extensible", "price": "1250.00", "cost": "600.00"},
    {"sku": "OSLO-CH", "name": "Chaise Oslo", "price": "180.00", "cost": "80.00"},
    {"sku": "LYON-BUF", "name": "Buffet Lyon", "price": "1150.00", "cost": "560.00"},
    {"sku": "BDX-LIT", "name": "Lit Bordeaux 160x200", "price": "1390.00", "cost": "700.00"},
]

# Slots: every weekday Thu 14 Jan - Fri 5 Feb 2027, AM 08-12, PM 13-17, capacity 2;
# full ones have capacity 1 and a booking of Paul Roche (C-199): 20 Jan AM, all of Fri 22 Jan,
# 27 Jan PM. Past slots only hold the delivered orders' bookings (their delivery day).
FULL = {"2027-01-20-AM", "2027-01-22-AM", "2027-01-22-PM", "2027-01-27-PM"}
PAST = ["2026-11-20-AM", "2026-12-03-PM", "2026-12-10-AM", "2026-10-15-AM",
        "2027-01-07-AM", "2027-01-08-PM", "2027-01-11-AM", "2027-01-12-PM"]


def slot(sid: str, capacity: int) -> dict:
    day, half = sid[:10], sid[11:]
    hours = ("08:00", "12:00") if half == "AM" else ("13:00", "17:00")
    return {"id": sid, "start": f"{day}T{hours[0]}:00+01:00", "end": f"{day}T{hours[1]}:00+01:00",
            "capacity": capacity}


def slots() -> list[dict]:
    out = [slot(s, 2) for s in PAST]
    d = date(2027, 1, 14)
    while d <= date(2027, 2, 5):
        if d.weekday() < 5:
            for half in ("AM", "PM"):
                sid = f"{d.isoformat()}-{half}"
                out.append(slot(sid, 1 if sid in FULL else 2))
        d += timedelta(days=1)
    return out


def order(number, customer, lines, ordered, promised, status, stage, slot_id):
    return {"number": number, "customer": customer,
            "lines": [{"sku": s, "quantity": q} for s, q in lines],
            "ordered_on": ordered, "promised_on": promised, "status": status,
            "workshop_stage": stage, "delivery_slot": slot_id}


ORDERS = [
    # Camille Rousseau: eight orders of different items.
    order("SO-30101", "C-100", [("OSLO-3", 1)], "2026-10-05", "2026-12-18", "in_production", "upholstery", "2027-01-28-PM"),  # the sofa, promised before Christmas, late
    order("SO-30102", "C-100", [("BREST-F", 1)], "2026-11-02", "2027-01-22", "in_production", "frame assembly", "2027-01-26-AM"),  # first armchair
    order("SO-30103", "C-100", [("BREST-F", 1)], "2026-12-10", "2027-02-05", "placed", None, None),  # second armchair, ordered separately in December
    order("SO-30104", "C-100", [("NANTES-CHV", 1)], "2026-11-20", "2027-01-08", "delivered", None, "2027-01-07-AM"),  # nightstand, delivered last week
    order("SO-30105", "C-100", [("LYON-COM", 1)], "2026-11-25", "2027-01-20", "ready", None, "2027-01-19-AM"),  # dresser, ready
    order("SO-30106", "C-100", [("ARLES-BIB", 1)], "2026-09-10", "2026-12-04", "delivered", None, "2026-12-03-PM"),  # bookcase, damage case CASE-2004
    order("SO-30107", "C-100", [("OSLO-TAB", 1), ("OSLO-CH", 6)], "2026-11-15", "2027-01-08", "delivered", None, "2027-01-08-PM"),  # dining table + 6 chairs
    order("SO-30108", "C-100", [("LYON-BUF", 1)], "2026-11-05", "2027-01-15", "cancelled", None, None),  # sideboard, cancelled
    # Hugo Lefèvre: bed + two nightstands delivered Monday; a sofa with a damage case open.
    order("SO-30201", "C-101", [("BDX-LIT", 1), ("NANTES-CHV", 2)], "2026-11-10", "2027-01-11", "delivered", None, "2027-01-11-AM"),
    order("SO-30202", "C-101", [("OSLO-3", 1)], "2026-09-01", "2026-12-10", "delivered", None, "2026-12-10-AM"),
    # Sarah Mitchell: sofa + armchair ready; bookcase delivered in November.
    order("SO-30301", "C-102", [("OSLO-3", 1), ("BREST-F", 1)], "2026-11-12", "2027-01-21", "ready", None, "2027-01-21-PM"),
    order("SO-30302", "C-102", [("ARLES-BIB", 1)], "2026-10-01", "2026-11-20", "delivered", None, "2026-11-20-AM"),
    # Louis Garnier: a late sideboard, no delivery booked.
    order("SO-30401", "C-103", [("LYON-BUF", 1)], "2026-10-20", "2027-01-08", "in_production", "varnishing", None),
    # Emma Brooks: dining table + 4 chairs delivered yesterday; a sideboard in production.
    order("SO-30501", "C-104", [("OSLO-TAB", 1), ("OSLO-CH", 4)], "2026-11-08", "2027-01-12", "delivered", None, "2027-01-12-PM"),
    order("SO-30502", "C-104", [("LYON-BUF", 1)], "2026-12-01", "2027-02-02", "in_production", "sanding", "2027-02-02-AM"),
    # Thomas Petit: bed promised for Christmas, ready, booked tomorrow afternoon (< 48 h).
    order("SO-30601", "C-105", [("BDX-LIT", 1)], "2026-10-15", "2026-12-22", "ready", None, "2027-01-14-PM"),
    # Nadia Benali: dresser + nightstand placed; a sofa delivered in October with a case open.
    order("SO-30701", "C-106", [("LYON-COM", 1), ("NANTES-CHV", 1)], "2026-12-20", "2027-02-05", "placed", None, None),
    order("SO-30702", "C-106", [("OSLO-3", 1)], "2026-08-01", "2026-10-15", "delivered", None, "2026-10-15-AM"),
    # Oliver Grant: a two-seater in production; a bookcase cancelled.
    order("SO-30801", "C-107", [("OSLO-2", 1)], "2026-11-20", "2027-01-29", "in_production", "upholstery", "2027-01-29-AM"),
    order("SO-30802", "C-107", [("ARLES-BIB", 1)], "2026-11-20", "2027-01-29", "cancelled", None, None),
    # Paul Roche: fills the full slots.
    order("SO-30901", "C-199", [("OSLO-CH", 2)], "2026-12-01", "2027-01-20", "ready", None, "2027-01-20-AM"),
    order("SO-30902", "C-199", [("OSLO-CH", 2)], "2026-12-01", "2027-01-22", "ready", None, "2027-01-22-AM"),
    order("SO-30903", "C-199", [("OSLO-CH", 2)], "2026-12-01", "2027-01-22", "ready", None, "2027-01-22-PM"),
    order("SO-30904", "C-199", [("OSLO-CH", 2)], "2026-12-01", "2027-01-27", "ready", None, "2027-01-27-PM"),
]

CASES = [
    {"number": "CASE-2001", "order": "SO-30202", "kind": "damage", "opened_at": "2026-12-12T11:00:00+01:00"},
    {"number": "CASE-2002", "order": "SO-30101", "kind": "complaint", "opened_at": "2027-01-04T09:30:00+01:00"},
    {"number": "CASE-2003", "order": "SO-30702", "kind": "damage", "opened_at": "2026-10-20T15:00:00+02:00"},
    {"number": "CASE-2004", "order": "SO-30106", "kind": "damage", "opened_at": "2026-12-05T10:00:00+01:00"},
]

FIXTURE = {"customers": CUSTOMERS, "products": PRODUCTS, "slots": slots(), "orders": ORDERS, "cases": CASES}

# ---------------------------------------------------------------- helpers

CAM = {"email": "camille.rousseau@example.fr"}
HUGO = {"email": "hugo.lefevre@example.com"}
SARAH = {"email": "sarah.mitchell@example.co.uk"}
EMMA = {"email": "emma.brooks@example.com"}
OLI = {"email": "oliver.grant@example.com"}
NADIA = {"email": "nadia.benali@example.fr"}

NC = {"nothing_changed": True}
SCENARIOS: list[dict] = []


def T(say, expect, as_=None, why=None):
    t = {}
    if as_:
        t["as"] = as_
    t["say"] = say
    t["expect"] = expect
    if why:
        t["_why"] = why
    return t


def S(name, *turns, as_=None):
    """A conversation; as_ signs every turn in (unless the turn says otherwise)."""
    out = []
    for t in turns:
        if as_ and "as" not in t:
            t = {"as": as_, **t}
        out.append(t)
    SCENARIOS.append({"name": name, "turns": out})


def st(*contains, no=(), asks=False, **extra):
    """A read-only turn (status, list, refusal): nothing changes."""
    e = {"nothing_changed": True, "asks": asks}
    if contains:
        e["reply_contains"] = list(contains)
    if no:
        e["reply_not_contains"] = list(no)
    e.update(extra)
    return e


def ask(*contains, no=(), **extra):
    return st(*contains, no=no, asks=True, **extra)


def moved(order_no, to, *contains):
    e = {"moved": [{"order": order_no, "to": to}], "asks": False}
    if contains:
        e["reply_contains"] = list(contains)
    return e


def opened(order_no, kind="damage", *contains, asks=False):
    e = {"cases_opened": [{"order": order_no, "kind": kind}], "reply_has_case_number": True, "asks": asks}
    if contains:
        e["reply_contains"] = list(contains)
    return e


# Other customers' order numbers and products that must never leak to Camille, and hers to others.
NOT_CAMILLE = ["SO-30201", "SO-30202", "SO-30301", "SO-30501", "Lit Bordeaux"]
CAMILLE_ONLY = ["SO-30101", "SO-30105", "Commode", "Camille", "Rousseau"]

ALL_CAMILLE = ["SO-30101", "SO-30102", "SO-30103", "SO-30104", "SO-30105", "SO-30106", "SO-30107", "SO-30108"]
OPEN_CAMILLE = ["SO-30101", "SO-30102", "SO-30103", "SO-30105"]
CASE_RE = {"reply_matches": ["CASE-\\d+"]}
EN_ONLY = ["votre commande", "livraison"]  # an English reply holds no French sentence
ONE = ["1. "]  # a yes/no proposal lists nothing (README: a wish with one free slot is never a list of one)
NF = "(b) a not-found asks to check the number (README: a yes or no to it asks the number again): asks"
LIST_ASKS = "(b) the list of orders ends on a question (details or a move?), and stays the reference for a position"
F_TABLE = "FINDING: 'table de chevet'/'nightstand' also matches the dining table (Table Oslo): which order? asked"
F_WHEN_ORDERED = "FINDING: an order named by the month it was ordered is not read (README silent)"
F_NOT_READ = "FINDING: a status phrasing not understood (capabilities text)"

# ======================================================= 1. status in depth
S("st-sofa-still-at-workshop-fr",
  T("Mon canapé, c'est encore à l'atelier ?", st("SO-30101", "28", "garnissage", no=NOT_CAMILLE), why=F_NOT_READ),
  as_=CAM)
S("st-sofa-shipped-couch-made-en",
  T("Has my sofa shipped yet?", st("SO-30101", "28", "upholstery", "41 days", no=NOT_CAMILLE + EN_ONLY),
    why="41 days: promised 18 Dec, booked 28 Jan (the delay counted to the booked day)"),
  T("is the couch being made?", st("SO-30101", "upholstery", no=NOT_CAMILLE + EN_ONLY)), as_=CAM)
S("st-settee-news-en",
  T("Any news on the settee?", st("SO-30101", no=NOT_CAMILLE),
    why="FINDING: 'settee' is not matched to the Canapé (sofa, couch are)"), as_=CAM)
S("st-armchair-fabrication-two-orders",
  T("Où en est la fabrication du fauteuil ?", ask("SO-30102", "SO-30103", no=["SO-30101", "SO-30105"]),
    why="two orders hold the armchair: the README's find_item_order lists them (ask_which_order)"),
  T("SO-30102", st("SO-30102", "26", "frame assembly", "4 jours", no=["SO-30103"])), as_=CAM)
S("st-why-late-fr-then-christmas-en",
  T("Pourquoi le canapé est en retard ?", st("SO-30101", "41 jours", "raison"),
    why="README: the status, then that no reason is recorded (never one made up)"),
  T("The sofa was promised for Christmas and it's mid-January now. What's going on?",
    st("SO-30101", "41 days", no=EN_ONLY)), as_=CAM)
S("st-dresser-ready-fr-finish-en-ordered",
  T("La commode, elle est prête ?", st("SO-30105", "19", "janvier", "prête")),
  T("When will the workshop finish the dresser?", st("SO-30105", "19", "ready", no=EN_ONLY)),
  T("and when did I order it?", st("SO-30105", "25 November"), why="README: 'When was it placed?': the day it was ordered"),
  as_=CAM)
S("st-workshop-finish-armchair-which",
  T("When will the workshop finish my armchair?", ask("SO-30102", "SO-30103", no=["SO-30101"])),
  T("SO-30103", st("SO-30103", "5 February", no=["SO-30102"])), as_=CAM)
S("st-everything-delivered-fr",
  T("Tout est livré ?", ask(*ALL_CAMILLE, no=NOT_CAMILLE),
    why="FINDING: asked of every order (README lists them all, open first); the desk asks which order instead; " + LIST_ASKS),
  as_=CAM)
S("st-whats-left-en",
  T("What's left to deliver?", ask(*OPEN_CAMILLE, no=NOT_CAMILLE), why=F_NOT_READ + "; " + LIST_ASKS), as_=CAM)
S("st-sideboard-cancelled-fr-then-nightstand",
  T("Le buffet, il en est où ?", st("SO-30108", "annulée")),
  T("La table de chevet a bien été livrée ?", st("SO-30104", "7 janvier", no=["SO-30107"]), why=F_TABLE), as_=CAM)
S("st-sideboard-why-cancelled-en",
  T("why was my sideboard order cancelled?", st("SO-30108", "cancelled", "no reason")), as_=CAM)
S("st-chairs-arrived-bookcase-case-en",
  T("Did the chairs arrive?", st("SO-30107", "8 January")),
  T("Was the bookcase delivered? And is the damage case still open?", st("SO-30106", "3 December", "CASE-2004")), as_=CAM)
S("st-my-orders-fr",
  T("Mes commandes", ask(*ALL_CAMILLE, "annulée", no=NOT_CAMILLE), why=LIST_ASKS), as_=CAM)
S("st-anon-why-late-then-first-booking",
  T("Bonjour, commande SO-30401, louis.garnier@example.fr : pourquoi c'est en retard ?",
    st("SO-30401", "5 jours", "vernissage", "raison"), why="5 days: promised 8 Jan, not booked, today 13 Jan"),
  T("Vous pouvez la livrer le lundi 1er février ?", ask("1er février", no=["SO-30101"]),
    why="1 Feb AM and PM free: a list of two"),
  T("le deuxième", moved("SO-30401", "2027-02-01-PM"),
    why="(b) 'le 2' was written first: README reads it as the date 2 Feb when a slot is free that day"))
S("st-anon-asks-then-proves",
  T("Où en est ma commande ?", ask(no=["SO-30401"])),
  T("SO-30401 louis.garnier@example.fr", st("SO-30401", "vernissage"),
    why="(b) the stage in the conversation's language, French: 'vernissage', not 'varnishing'"))
S("st-anon-bed-promised-christmas",
  T("Mon lit SO-30601 était promis pour Noël, il arrive quand ? thomas.petit@example.fr",
    st("SO-30601", "14 janvier", "23 jours")))
S("st-settee-coming-bookcase-cancelled-en",
  T("When is my settee coming?", st("SO-30801", "29 January")),
  T("What about the bookcase?", st("SO-30802", "cancelled")), as_=OLI)
S("st-sofa-then-armchair-same-order",
  T("Is the sofa ready?", st("SO-30301", "21 January", "ready")),
  T("and the armchair?", st("SO-30301", "21"), why="the armchair is a line of the same order SO-30301"), as_=SARAH)
S("st-anon-placed-ready-then-first-booking",
  T("où en est la commande SO-30701 (nadia.benali@example.fr) ? elle est prête ?", st("SO-30701", "enregistrée")),
  T("vous pouvez la livrer le 4 février au matin ?", ask("SO-30701", "4 février", no=ONE)),
  T("oui", moved("SO-30701", "2027-02-04-AM")))
S("st-my-order-several-open",
  T("où en est ma commande ?", ask(*OPEN_CAMILLE, no=["SO-30108", *NOT_CAMILLE]),
    why="signed in, several open orders: README lists the open ones (ask_which_order)"),
  T("la commode", st("SO-30105", "19")), as_=CAM)
S("st-anon-all-delivered-en",
  T("Is everything delivered? SO-30501 emma.brooks@example.com", st("SO-30501", "12 January")))
S("st-bed-all-arrived-fr-bed-frame-en",
  T("Tout est arrivé pour le lit ?", st("SO-30201", "11 janvier"), why=F_NOT_READ),
  T("Has the bed frame been delivered?", st("SO-30201", "11 January")), as_=HUGO)
S("st-dresser-shipped-en",
  T("has the dresser shipped?", st("SO-30105", "19", no=EN_ONLY)), as_=CAM)
S("st-armchair-of-november",
  T("c'est encore à l'atelier, le fauteuil de novembre ?", st("SO-30102", no=["SO-30103"]),
    why=F_WHEN_ORDERED + "; here the capabilities text"), as_=CAM)
S("st-armchair-ordered-december-en",
  T("Is the armchair I ordered in December being made yet?", st("SO-30103", no=["SO-30102"]), why=F_WHEN_ORDERED),
  as_=CAM)
S("st-sofa-then-why-late",
  T("Où en est le canapé ?", st("SO-30101", "garnissage")),
  T("et pourquoi c'est en retard ?", st("SO-30101", "raison"), why="focus kept on the sofa"), as_=CAM)
S("st-sofa-then-workshop-finish",
  T("Where's the sofa at?", st("SO-30101")),
  T("When will the workshop finish?", st("SO-30101", "upholstery", no=EN_ONLY)), as_=CAM)
S("st-anon-sideboard-being-made-en",
  T("is my sideboard being made? SO-30502 emma.brooks@example.com", st("SO-30502", "sanding")))
S("st-bookcase-delivered-en",
  T("Has the bookcase been delivered?", st("SO-30302", "20 November")), as_=SARAH)
S("st-two-seater-couch-workshop-en",
  T("when's the couch arriving?", st("SO-30801", "29")),
  T("is the sofa still at the workshop?", st("SO-30801", "upholstery"),
    why="passes with the order in focus; the same phrasing cold fails (st-sofa-still-at-workshop-fr)"), as_=OLI)
S("st-chain-sofa-dresser-december-thanks",
  T("Où en est le canapé ?", st("SO-30101")),
  T("et la commode ?", st("SO-30105")),
  T("et celle de décembre ?", st("SO-30103"), why=F_WHEN_ORDERED + "; here the capabilities text"),
  T("merci, bonne journée", st()), as_=CAM)
S("st-left-then-second-one-en",
  T("what's left to deliver?", ask(*OPEN_CAMILLE), why=F_NOT_READ + "; " + LIST_ASKS),
  T("the second one, when is it coming?", st("SO-30102", "26"),
    why="cascade of turn 0: with no list shown, a position is the which-order question (README)"), as_=CAM)
S("st-settee-not-late-en",
  T("Has the settee shipped?", st("SO-30801")),
  T("why is it late?", st("SO-30801", "on time")), as_=OLI)
S("st-is-it-ready-fr-focus",
  T("Et la commode SO-30105 ?", st("SO-30105")),
  T("elle est prête ?", st("SO-30105", "prête", "19")), as_=CAM)
S("st-anon-delivered-last-week-fr",
  T("SO-30104 camille.rousseau@example.fr : elle a été livrée quand déjà ?", st("SO-30104", "7 janvier")))
S("st-anon-cancelled-en",
  T("Hi, SO-30802 oliver.grant@example.com - was this cancelled?", st("SO-30802", "cancelled")))
S("st-stage-frame-en",
  T("what stage is the armchair SO-30102 at?", st("SO-30102", "frame assembly", "4 days")), as_=CAM)

# ======================================================= 2. which order
S("wo-armchair-27-which-then-yes",
  T("Pouvez-vous livrer le fauteuil le 27 ?", ask("SO-30102", "SO-30103")),
  T("SO-30102", ask("SO-30102", "27", "matin", no=ONE), why="27 Jan: AM free, PM full -> one free slot, proposed"),
  T("oui", moved("SO-30102", "2027-01-27-AM")), as_=CAM)
S("wo-the-big-one",
  T("Where's the big one?", ask(*OPEN_CAMILLE),
    why="'the big one' names no item: asking which order is the only safe answer"), as_=CAM)
S("wo-ordered-in-october",
  T("Where is the one I ordered in October?", st("SO-30101", no=["SO-30102", "SO-30105"]), why=F_WHEN_ORDERED), as_=CAM)
S("wo-celle-de-decembre",
  T("Celle de décembre, elle en est où ?", st("SO-30103", no=["SO-30102"]), why=F_WHEN_ORDERED), as_=CAM)
S("wo-toutes-mes-commandes",
  T("Toutes mes commandes, où en sont-elles ?", ask(*ALL_CAMILLE, no=NOT_CAMILLE), why=LIST_ASKS), as_=CAM)
S("wo-bed-on-no-order-fr",
  T("Et le lit, il arrive quand ?", ask(*OPEN_CAMILLE, no=["SO-30201", "Lit Bordeaux"]),
    why="README: an item on none of the orders -> ask_which_order lists her orders"), as_=CAM)
S("wo-wardrobe-on-no-order-en",
  T("When is my wardrobe coming?", ask(*OPEN_CAMILLE, no=["SO-30201", "Lit Bordeaux"])), as_=CAM)
S("wo-second-armchair",
  T("Is the second armchair being made yet?", ask("SO-30102", "SO-30103", no=["SO-30101"])), as_=CAM)
S("wo-armchair-then-the-other",
  T("Où en est la fabrication du fauteuil ?", ask("SO-30102", "SO-30103")),
  T("SO-30102", st("SO-30102")),
  T("et l'autre ?", st("SO-30103", no=["SO-30102"]), why="README: 'l'autre' of a list of two shown"), as_=CAM)
S("wo-armchair-le-premier",
  T("Où en est la fabrication du fauteuil ?", ask("SO-30102", "SO-30103")),
  T("le premier", st("SO-30103", no=["SO-30102"]),
    why="(b) the first of the list as shown (SO-30103 first); README orders only the list of all orders"), as_=CAM)
S("wo-dining-table-en",
  T("Where is the dining table?", st("SO-30107", "8 January", no=["SO-30104"]), why=F_TABLE), as_=CAM)
S("wo-table-and-chairs-fr",
  T("la table et les chaises, elles sont arrivées ?", st("SO-30107", no=["SO-30104"]), why=F_TABLE), as_=CAM)
S("wo-anon-dresser-asks-proof",
  T("La commode arrive quand ?", ask(no=["SO-30701", "SO-30105"])),
  T("SO-30701, nadia.benali@example.fr", st("SO-30701")))
S("wo-nightstands-fr-en-then-damage",
  T("Les tables de chevet sont bien arrivées ?", st("SO-30201", "11")),
  T("Did the nightstands come with the bed?", st("SO-30201", no=EN_ONLY),
    why="passes with the order in focus (first run, alone: the capabilities text)"),
  T("en fait une des tables de chevet a un pied cassé", ask("SO-30201", no=["SO-30202"])),
  T("oui", opened("SO-30201")), as_=HUGO)
S("wo-sofa-dresser-fr-bookcase-nightstand-en",
  T("le canapé et la commode, ils arrivent quand ?", st("SO-30101", "SO-30105")),
  T("the bookcase and the nightstand, were they delivered?", st("SO-30106", "SO-30104"),
    why="FINDING: the second item of the message (nightstand) is dropped"), as_=CAM)
S("wo-my-orders-en",
  T("my orders", ask(*ALL_CAMILLE, "cancelled", no=NOT_CAMILLE), why=LIST_ASKS), as_=CAM)
S("wo-my-orders-then-la-deuxieme",
  T("mes commandes", ask(*ALL_CAMILLE), why=LIST_ASKS),
  T("la deuxième", st("SO-30102", "26"),
    why="README: open orders first, by delivery day: SO-30105 (19), SO-30102 (26)..."), as_=CAM)
S("wo-armchair-due-tuesday-en",
  T("The armchair due on Tuesday, where does it stand?", st("SO-30102", "frame assembly", no=["SO-30103"]),
    why="FINDING: right order (README: the one booked that weekday), but read as a move: slots offered"), as_=CAM)
S("wo-fauteuil-de-mardi-fr",
  T("le fauteuil de mardi, il en est où ?", st("SO-30102", "frame assembly", no=["SO-30103"])), as_=CAM)
S("wo-couch-and-armchair-same-order-en",
  T("Can you check on my couch and the armchair?", st("SO-30301"), why=F_NOT_READ), as_=SARAH)
S("wo-armchair-on-no-order-hugo",
  T("le fauteuil, il arrive quand ?", ask("SO-30201", "SO-30202", no=CAMILLE_ONLY)), as_=HUGO)
S("wo-sofa-fr-bibliotheque",
  T("et le sofa, des nouvelles ?", st("SO-30101")),
  T("La bibliothèque, elle a été livrée quand ?", st("SO-30106", "3 décembre", "CASE-2004")), as_=CAM)

# ======================================================= 3. damage in depth
S("dm-nightstand-leg-unpacking-fr",
  T("Un pied de la table de chevet s'est détaché au déballage", ask("SO-30104", no=["SO-30107"]), why=F_TABLE),
  T("oui", opened("SO-30104"), why="cascade: a yes to 'which order?' names none (README)"), as_=CAM)
S("dm-anon-leg-photos-details-en",
  T("The leg came off the table when we unpacked it. SO-30501, emma.brooks@example.com", ask("SO-30501", "damage")),
  T("yes", opened("SO-30501")),
  T("I'll send you photos as well", st()),
  T("also one of the chairs has a scratch", st(**CASE_RE),
    why="README: a damage report on an order with an open damage case gets its number, nothing written"))
S("dm-bed-and-nightstands-one-order",
  T("le lit et les deux tables de chevet sont arrivés abîmés", ask("SO-30201", no=["SO-30202"])),
  T("oui", opened("SO-30201")), as_=HUGO)
S("dm-two-orders-by-item-fr",
  T("La table de chevet est rayée et une chaise est abîmée aussi", ask("SO-30104"),
    why=F_TABLE + "; two damage requests: one proposal a turn, the other queued; (b) the"
    " queued one is named with its order (README: the reply says the request that waits), so"
    " SO-30107 may be said"),
  T("oui", opened("SO-30104", asks=True), why="README: after the yes, the desk asks whether to go on"),
  T("oui", ask("SO-30107", no=["SO-30104"])),
  T("oui", opened("SO-30107")), as_=CAM)
S("dm-one-chair-scratch-fr-thanks",
  T("une des chaises a une rayure", ask("SO-30107", no=["SO-30104"])),
  T("oui", opened("SO-30107")),
  T("merci beaucoup", st()), as_=CAM)
S("dm-bookcase-noticed-weeks-later-en",
  T("I've only just noticed a crack in the bookcase, it came in November", ask("SO-30302", no=["SO-30301"])),
  T("yes", opened("SO-30302")),
  T("thank you, have a nice day", st(no=EN_ONLY)), as_=SARAH)
S("dm-sofa-and-dresser-not-delivered-fr",
  T("le canapé est abîmé", st("SO-30101", "pas encore livrée"), why="not delivered: say_not_delivered, no question"),
  T("La commode a un tiroir cassé", st("SO-30105", "pas encore livrée")), as_=CAM)
S("dm-armchair-not-delivered-then-reported-en",
  T("the armchair is damaged", st("SO-30301", "not delivered")),
  T("I reported a problem with my bookcase last week, any news?", st("SO-30302", no=["CASE-"]),
    why="no case is open on SO-30302: the desk says so, writes nothing"), as_=SARAH)
S("dm-already-reported-then-dossier",
  T("I already reported the sofa damage, any news?", st("CASE-2001", "SO-30202")),
  T("Où en est mon dossier CASE-2001 ?", st("CASE-2001", "12 décembre")), as_=HUGO)
S("dm-anon-dossier-with-proof-fr",
  T("où en est mon dossier CASE-2003 ? SO-30702 nadia.benali@example.fr", st("CASE-2003", "20 octobre")))
S("dm-anon-dossier-no-proof",
  T("où en est le dossier CASE-2001 ?", ask(no=["SO-30202", "Canapé"])))
S("dm-others-case-signed-in",
  T("Où en est le dossier CASE-2001 ?", st("CASE-2002", "CASE-2004", no=["SO-30202", "Hugo", "12 décembre"]),
    why="someone else's case: only her own cases are said"), as_=CAM)
S("dm-case-exists-scratch-again-fr-photos",
  T("le canapé a encore une rayure", st("CASE-2001")),
  T("je vous envoie des photos", st()), as_=HUGO)
S("dm-chair-back-photos-then-table-top",
  T("une chaise est cassée, le dossier s'est fendu", ask("SO-30107", no=["SO-30104"]),
    why="'dossier' here is the chair's back, not a case"),
  T("oui", opened("SO-30107")),
  T("je vous envoie des photos ce soir", st()),
  T("et le plateau de la table est rayé aussi", st(**CASE_RE),
    why=F_TABLE + " (the order in focus holds the table)"), as_=CAM)
S("dm-anon-months-later-case-exists",
  T("Je viens de remarquer une déchirure sur le canapé livré en octobre, SO-30702, nadia.benali@example.fr",
    st("CASE-2003")))
S("dm-bookcase-photos-case-exists",
  T("Le plateau de la bibliothèque est fendu, je vous envoie des photos", st("CASE-2004")), as_=CAM)
S("dm-anon-chairs-broken-then-no",
  T("les chaises sont cassées SO-30501 emma.brooks@example.com", ask("SO-30501")),
  T("non", ask(), why="README: a no changes nothing and asks what the customer prefers"))
S("dm-cancelled-sideboard",
  T("le buffet est arrivé rayé", st("SO-30108", "annulée")), as_=CAM)
S("dm-others-order-signed-in",
  T("SO-30201 le lit est cassé", ask(no=["Lit Bordeaux", "Hugo", "11 janvier"]), why=NF), as_=CAM)
S("dm-anon-bed-leg-broken",
  T("SO-30201 hugo.lefevre@example.com le lit est arrivé avec un pied cassé", ask("SO-30201")),
  T("oui", opened("SO-30201")))
S("dm-anon-wrong-email",
  T("SO-30201 camille.rousseau@example.fr le lit est cassé", ask(no=["Lit Bordeaux", "Hugo", "11 janvier"]), why=NF))
S("dm-two-numbers-en",
  T("SO-30104 and SO-30107 both arrived damaged", ask("SO-30104")),
  T("yes", opened("SO-30104", asks=True)),
  T("yes", ask("SO-30107")),
  T("yes", opened("SO-30107")), as_=CAM)
S("dm-nightstand-scratch-today-en",
  T("The nightstand arrived with a deep scratch on top, I noticed it only today", ask("SO-30104", no=["SO-30107"]),
    why=F_TABLE + " (the bookcase too)"),
  T("yes", opened("SO-30104")), as_=CAM)
S("dm-chairs-wobble-signed-in-en",
  T("Two of the chairs wobble and one leg is cracked", ask("SO-30501", no=["SO-30502"])),
  T("yes please", opened("SO-30501")), as_=EMMA)
S("dm-slats-and-drawer-en",
  T("The bed frame slats are broken and a nightstand drawer came off", ask("SO-30201", no=["SO-30202"])),
  T("go ahead", opened("SO-30201")), as_=HUGO)
S("dm-settee-not-delivered-en",
  T("the settee arrived ripped", st("SO-30801", "not delivered"),
    why="FINDING: 'settee' is not matched to the Canapé: which order? asked"), as_=OLI)
S("dm-anon-bed-not-delivered",
  T("le lit SO-30601 est abîmé thomas.petit@example.fr", st("SO-30601", "pas encore livrée")))
S("dm-table-scratch-chairs-fine",
  T("The chairs are fine but the table has a scratch", ask("SO-30107", no=["SO-30104"]), why=F_TABLE),
  T("yes", opened("SO-30107")), as_=CAM)
S("dm-wait-for-photos-then-yes",
  T("La table de chevet est arrivée rayée", ask("SO-30104", no=["SO-30107"]), why=F_TABLE),
  T("attendez, je vous envoie des photos d'abord", ask("SO-30104"), why="README: a wait asks the same proposal again"),
  T("oui", opened("SO-30104")), as_=CAM)
S("dm-case-then-any-news",
  T("one of the chairs arrived with a broken leg", ask("SO-30501")),
  T("yes", opened("SO-30501")),
  T("any news on my case?", st(**CASE_RE)), as_=EMMA)
S("dm-yes-with-other-damage-held",
  T("les tables de chevet sont rayées", ask("SO-30201")),
  T("oui, et le canapé a aussi une tache", ask("CASE-2001", "SO-30201"),
    why="README: a yes with another request holds the proposal and asks it again"),
  T("oui", opened("SO-30201")), as_=HUGO)
S("dm-several-lines-damaged-fr",
  T("La table Oslo et deux chaises sont arrivées abîmées, je vous envoie des photos", ask("SO-30501", no=["SO-30502"])),
  T("d'accord", opened("SO-30501")), as_=EMMA)
S("dm-anon-bookcase-weeks-later-en",
  T("SO-30302, sarah.mitchell@example.co.uk - weeks after delivery the bookcase shelves are warping", ask("SO-30302"),
    why="FINDING: the damage ('warping') is not read, even with the order proven: capabilities text"),
  T("yes", opened("SO-30302")))
S("dm-case-exists-then-other-order",
  T("la bibliothèque a une rayure", st("CASE-2004")),
  T("et la table de chevet aussi, elle est rayée", ask("SO-30104", no=["SO-30107"]), why=F_TABLE),
  T("oui", opened("SO-30104")), as_=CAM)

# ======================================================= 4. moves among many
S("mv-dresser-to-20th-en-then-sofa",
  T("move the dresser to the 20th", ask("SO-30105", "20 January", "afternoon", no=ONE),
    why="20 Jan AM full: the afternoon is the one free slot"),
  T("yes", moved("SO-30105", "2027-01-20-PM")),
  T("and has the sofa shipped?", st("SO-30101", "28")), as_=CAM)
S("mv-commode-26-apres-midi",
  T("Déplacez la commode au mardi 26 après-midi", ask("SO-30105", "26", no=ONE)),
  T("oui", moved("SO-30105", "2027-01-26-PM")), as_=CAM)
S("mv-sofa-forward-21-list",
  T("Can you bring the sofa forward to the 21st?", ask("SO-30101", "21", "2. "), why="21 Jan AM and PM are free: a list of two"),
  T("2", moved("SO-30101", "2027-01-21-PM")), as_=CAM)
S("mv-dresser-then-sofa-status-then-yes",
  T("move the dresser to the 20th", ask("SO-30105", no=ONE)),
  T("and where is the sofa?", ask("SO-30101", "SO-30105", "41 days"), why="README: an item's status read, then the same proposal"),
  T("yes", moved("SO-30105", "2027-01-20-PM")), as_=CAM)
S("mv-commode-then-status-number-then-oui",
  T("Décalez la commode au 20", ask("SO-30105", no=ONE)),
  T("au fait, où en est ma commande SO-30101 ?", ask("SO-30101", "SO-30105")),
  T("oui", moved("SO-30105", "2027-01-20-PM")), as_=CAM)
S("mv-cancelled-sideboard-delivered-chairs",
  T("Déplacez le buffet au 25", st("SO-30108", "annulée")),
  T("Move the chairs to next Monday", st("SO-30107", "delivered"), why="delivered orders never move"), as_=CAM)
S("mv-first-booking-second-armchair",
  T("Pouvez-vous livrer SO-30103 le 3 février au matin ?", ask("SO-30103", "3 février", no=ONE)),
  T("oui", moved("SO-30103", "2027-02-03-AM")),
  T("et où en est le SO-30102 ?", st("SO-30102", "26"),
    why="(b) 'et le SO-30102 ?' right after a move was first written: it may mean 'move it too' (slots listed)"),
  as_=CAM)
S("mv-dresser-full-friday",
  T("move the dresser to Friday the 22nd", ask("22", "1. "), why="both slots of 22 Jan full: the reason, then a list"), as_=CAM)
S("mv-anon-too-late-case",
  T("Pouvez-vous décaler le lit SO-30601 à la semaine prochaine ? thomas.petit@example.fr", ask("SO-30601", "48 heures")),
  T("oui", opened("SO-30601", "late_reschedule")),
  T("merci", st()))
S("mv-dresser-20-then-no",
  T("move the dresser to the 20th", ask("SO-30105", no=ONE)),
  T("no", ask()), as_=CAM)
S("mv-sofa-same-day-as-dresser",
  T("Mettez le canapé le même jour que la commode", ask("19"),
    why="FINDING: README 'mettez-le le même jour que la table' not read here; the dresser is on 19 Jan: a list"),
  T("le matin", ask("19"), why="a pick in other words: yes/no first"),
  T("oui", moved("SO-30101", "2027-01-19-AM")), as_=CAM)
S("mv-list-next-week-then-status-then-2",
  T("Quels créneaux pour la commode la semaine prochaine ?", ask("18", "1. ")),
  T("et le fauteuil SO-30102 il en est où ?", ask("SO-30102", "18")),
  T("2", moved("SO-30105", "2027-01-18-PM"), why="week of 18 Jan, its free slots in order: 18 AM, 18 PM, ..."), as_=CAM)
S("mv-dresser-25-afternoon-sounds-good",
  T("Could you move the dresser to the afternoon of Monday 25th?", ask("SO-30105", "25", no=ONE)),
  T("sounds good", moved("SO-30105", "2027-01-25-PM")), as_=CAM)
S("mv-move-plus-status-one-message",
  T("move the dresser to the 20th, and has the sofa shipped?", ask("SO-30105", "SO-30101"),
    why="FINDING: the queued status loses its item: 'the status of order (number to be given)'"),
  T("yes", {"moved": [{"order": "SO-30105", "to": "2027-01-20-PM"}], "asks": True},
    why="(b) README: after the yes, the desk asks whether to go on with the queued request"),
  T("yes", st("SO-30101", "28")), as_=CAM)
S("mv-proposal-then-ambiguous-armchair-lapses",
  T("move the dresser to the 20th", ask("SO-30105", no=ONE)),
  T("et le fauteuil, il en est où ?", ask("SO-30102", "SO-30103"),
    why="README: an item of several orders while a proposal waits is a new message (the proposal lapses)"),
  T("oui", ask("SO-30102", "SO-30103"),
    why="(b) the lapsed proposal is not written; a yes to 'which order?' gets that question again"), as_=CAM)
S("mv-anon-dresser-20",
  T("SO-30105 camille.rousseau@example.fr : pouvez-vous livrer le 20 ?", ask("SO-30105", no=ONE)),
  T("oui", moved("SO-30105", "2027-01-20-PM")))
S("mv-two-orders-4-feb-morning",
  T("Move my dresser and the armchair SO-30102 to Thursday 4 February in the morning", ask("SO-30105", "4 February"),
    why="FINDING: the dresser (named, no number) is dropped: only SO-30102 is proposed"),
  T("yes", {"moved": [{"order": "SO-30105", "to": "2027-02-04-AM"}], "asks": True}),
  T("yes", ask("SO-30102")),
  T("yes", moved("SO-30102", "2027-02-04-AM")), as_=CAM)
S("mv-sofa-earlier-list",
  T("Pouvez-vous avancer la livraison du canapé ?", ask("SO-30101", "15 janvier", "1. ")),
  T("le premier", moved("SO-30101", "2027-01-15-PM"),
    why="earliest free slot 48 h+ away: Fri 15 Jan 13:00 (15 AM is 46 h away)"), as_=CAM)
S("mv-sofa-ready-then-25-afternoon",
  T("Is the sofa ready?", st("SO-30301")),
  T("great, can it come on the 25th instead?", ask("25", "2. ")),
  T("the afternoon", ask("25", "afternoon", no=ONE)),
  T("yes", moved("SO-30301", "2027-01-25-PM")), as_=SARAH)
S("mv-dresser-then-bookcase-status",
  T("Je voudrais déplacer la commode au jeudi 28 au matin", ask("SO-30105", "28", no=ONE)),
  T("et la bibliothèque, elle a été livrée quand déjà ?", ask("SO-30106", "SO-30105", "3 décembre")),
  T("c'est bon", moved("SO-30105", "2027-01-28-AM")), as_=CAM)
S("mv-bed-then-neighbours-sofa",
  T("Où en est le lit ?", st("SO-30201")),
  T("Et le canapé de ma voisine Camille, il arrive quand ?", st(no=["SO-30101", "28"])), as_=HUGO)

# ======================================================= identity
S("id-anon-proves-dresser-then-moves",
  T("Where is SO-30105? camille.rousseau@example.fr", st("SO-30105", "19")),
  T("can it come on the 26th in the afternoon instead?", ask("SO-30105", "26", no=ONE)),
  T("yes", moved("SO-30105", "2027-01-26-PM")))
S("id-anon-wrong-email-dresser",
  T("Where is SO-30105? hugo.lefevre@example.com", ask(no=["Commode", "19 January", "Camille", "ready"]), why=NF))
S("id-signed-other-order-number-and-name",
  T("Où en est la commande SO-30105 ?", ask(no=["Commode", "19 janvier", "Camille"]), why=NF),
  T("Et la commande de Camille Rousseau, elle en est où ?", st(no=["SO-30105", "Commode", "SO-30101"])), as_=HUGO)
S("id-anon-proved-then-other-number",
  T("SO-30201 hugo.lefevre@example.com où en est-elle ?", st("SO-30201")),
  T("et SO-30105 ?", ask(no=["Commode", "Camille", "19 janvier"]), why=NF))
S("id-anon-proved-then-item",
  T("SO-30105 camille.rousseau@example.fr elle est prête ?", st("SO-30105")),
  T("et le canapé ?", st("SO-30101"), why="README: an order found with this e-mail proves identity for item matching"))
S("id-anon-no-proof-sofa",
  T("où en est mon canapé ?", ask(no=CAMILLE_ONLY)))
S("id-anon-move-others-order",
  T("Move SO-30105 to the 20th, hugo.lefevre@example.com", ask(no=["Commode", "Camille"]), why=NF))
S("id-signed-email-in-message-ignored",
  T("SO-30105 camille.rousseau@example.fr où en est-elle ?", ask(no=["Commode", "19 janvier"]),
    why="README: the identity asserted by the gateway wins over an e-mail in the message; " + NF), as_=HUGO)
S("id-anon-wrong-then-corrected-email-damage",
  T("SO-30104 hugo.lefevre@example.com la table de chevet est rayée", ask(no=["Table de chevet Nantes", "Camille"]), why=NF),
  T("pardon, c'est camille.rousseau@example.fr", ask("SO-30104", no=["SO-30107"]), why="README: a corrected e-mail retries the request"),
  T("oui", opened("SO-30104")))
S("id-neighbours-sofa-en",
  T("What about my neighbour's sofa? SO-30101", st(no=["upholstery", "28 January", "Camille"])), as_=SARAH)
S("id-yes-from-another-party",
  T("Une chaise est rayée", ask("SO-30107", no=["SO-30104"])),
  T("oui", st(no=["SO-30107", "Chaise"]), as_=HUGO,
    why="README: a yes from another party writes nothing and names none of the other party's orders"),
  as_=CAM)
S("id-others-case-number-en",
  T("my case CASE-2004, any news?", st("CASE-2001", no=["SO-30106", "Bibliothèque", "bookcase"])), as_=HUGO)
S("id-anon-case-and-email-only",
  T("CASE-2004 camille.rousseau@example.fr des nouvelles ?", ask(no=["Bibliothèque"]),
    why="an e-mail with no order number proves nothing: the desk asks for the order number"))
S("id-anon-proved-then-my-orders",
  T("SO-30105 camille.rousseau@example.fr : et elle arrive quand ?", st("SO-30105")),
  T("et mes autres commandes ?", ask("SO-30101", no=NOT_CAMILLE),
    why="(b) proven by order + e-mail: her orders listed, on a question (first run expected no question). NOTE: a which-order question, open orders without statuses"))


# ---------------------------------------------------------------- emit

def dump_turn(t: dict) -> str:
    why = t.pop("_why", None)
    body = yaml.safe_dump([t], allow_unicode=True, sort_keys=False, width=200, default_flow_style=None)
    lines = body.rstrip("\n").split("\n")
    out = []
    if why:
        out += [f"      # {w}" for w in why.split("\n")]
    out += ["      " + ln for ln in lines]
    return "\n".join(out)


def main() -> None:
    n_turns = sum(len(s["turns"]) for s in SCENARIOS)
    header = f"""# Blind corpus w8b (care desk in depth): many orders, status in depth, damage and cases.
# Written blind from shared/eval-format.md, shared/DESIGN.md and README.md only; generated by
# evals/blind8/_gen_depth.py (edit that, then run it).
# Clock: Wednesday 13 January 2027, 10:00 Paris (+01:00), every scenario.
# Fixture (one anchor, &fx, in the first scenario):
#   slots every weekday Thu 14 Jan - Fri 5 Feb 2027, AM 08-12 / PM 13-17, capacity 2; full
#   (capacity 1, booked by Paul Roche): 20 Jan AM, 22 Jan AM+PM, 27 Jan PM; past slots hold
#   the delivered orders' days.
#   Camille Rousseau (C-100) has eight orders: SO-30101 sofa (ordered Oct, promised 18 Dec,
#   in production "upholstery", booked 28 Jan PM, complaint CASE-2002), SO-30102 armchair
#   (Nov, in production "frame assembly", booked 26 Jan AM), SO-30103 second armchair (Dec,
#   placed, no slot), SO-30104 nightstand (delivered Thu 7 Jan), SO-30105 dresser (ready,
#   booked 19 Jan AM), SO-30106 bookcase (delivered 3 Dec, damage CASE-2004), SO-30107 table +
#   6 chairs (delivered Fri 8 Jan), SO-30108 sideboard (cancelled).
#   Hugo Lefèvre SO-30201 bed + 2 nightstands (delivered Mon 11 Jan), SO-30202 sofa (delivered,
#   damage CASE-2001); Sarah Mitchell SO-30301 sofa + armchair (ready, 21 Jan PM), SO-30302
#   bookcase (delivered 20 Nov); Louis Garnier SO-30401 sideboard (late, in production, no
#   slot); Emma Brooks SO-30501 table + 4 chairs (delivered 12 Jan), SO-30502 sideboard (2 Feb
#   AM); Thomas Petit SO-30601 bed (ready, booked 14 Jan PM: within 48 h); Nadia Benali
#   SO-30701 dresser + nightstand (placed), SO-30702 sofa (delivered Oct, damage CASE-2003);
#   Oliver Grant SO-30801 two-seater (29 Jan AM), SO-30802 bookcase (cancelled).
# {len(SCENARIOS)} conversations, {n_turns} turns.
# FIRST_RUN_PLACEHOLDER
scenarios:
"""
    parts = [header]
    fx = yaml.safe_dump(FIXTURE, allow_unicode=True, sort_keys=False, width=200, default_flow_style=None)
    for i, s in enumerate(SCENARIOS):
        parts.append(f"  - name: {s['name']}\n    now: \"{NOW}\"\n")
        if i == 0:
            parts.append("    fixture: &fx\n" + "\n".join("      " + ln for ln in fx.rstrip("\n").split("\n")) + "\n")
        else:
            parts.append("    fixture: *fx\n")
        parts.append("    turns:\n" + "\n".join(dump_turn(dict(t)) for t in s["turns"]) + "\n")
    text = "".join(parts)
    first = Path(__file__).with_name("FIRST_RUN.txt")
    note = first.read_text().strip() if first.exists() else "First run: not yet recorded."
    text = text.replace("# FIRST_RUN_PLACEHOLDER", "\n".join("# " + ln for ln in note.split("\n")))
    Path(__file__).with_name("care_depth.yaml").write_text(text)
    print(f"{len(SCENARIOS)} conversations, {n_turns} turns")


if __name__ == "__main__":
    main()
