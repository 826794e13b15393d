# ruff: noqa: E501
"""Blind corpus: customers holding MANY orders (4 to 8 each) on the care desk, French and English.

They name an order without its number: by the piece ("the sofa", "les chaises"), by position in
a list the desk showed ("the second one", "la deuxième"), by the month it was ordered in, by its
state ("celle qui est encore à l'atelier"), by its price, by room ("the dining room stuff"), by a
nickname ("le fauteuil de ma mère"), or ambiguously (two sofas, two armchairs, two sideboards of
the same model). They ask several statuses at once, move one order, report damage on one piece of
a multi-piece order, switch between orders within one conversation. Identity: mostly asserted by
the gateway (`as:`, signed in); some anonymous callers prove one order by its number and e-mail,
then name their other orders by the piece.

Assertions: which order was read or acted on (its number in the reply; for a reference the
README does not settle, only that the right open order is in the reply, which holds whether the
desk picks it or lists the open orders), ambiguity asked (`asks: true`, every candidate listed),
no write without a yes, nothing of another customer in any reply (their order numbers, names).

Written from eval-format.md, DESIGN.md and README.md only. Run from the repo root:
    .venv/bin/python evals/blind10/_gen_care_many_orders.py
"""

import datetime as dt
from pathlib import Path
from typing import Any

import yaml

NOW = "2026-11-16T09:00:00+01:00"  # Monday 16 November 2026, 9:00 Paris
N = "care-many-orders-"  # NAME care_many_orders; "_" is not kebab-case


def slots():
    out = []
    day = dt.date(2026, 6, 1)
    closed = {dt.date(2026, 7, 14), dt.date(2026, 8, 15), dt.date(2026, 11, 11), dt.date(2026, 12, 25), dt.date(2027, 1, 1)}
    while day <= dt.date(2027, 1, 29):
        if day.weekday() < 5 and day not in closed:
            for half, (a, b) in (("AM", ("08", "12")), ("PM", ("13", "17"))):
                sid = f"{day.isoformat()}-{half}"
                off = "+02:00" if dt.date(2026, 3, 29) <= day < dt.date(2026, 10, 25) else "+01:00"
                out.append({"id": sid, "start": f"{day.isoformat()}T{a}:00:00{off}", "end": f"{day.isoformat()}T{b}:00:00{off}", "capacity": 3})
        day += dt.timedelta(days=1)
    return out


SLOTS = slots()
SLOT_IDS = {s["id"] for s in SLOTS}


def order(number, customer, lines, ordered, promised, status, stage, slot):
    assert slot is None or slot in SLOT_IDS, slot
    return {"number": number, "customer": customer, "lines": [{"sku": s, "quantity": q} for s, q in lines],
            "ordered_on": ordered, "promised_on": promised, "status": status, "workshop_stage": stage, "delivery_slot": slot}


CUSTOMERS = {
    "claire": ("C-201", "Claire Fontaine", "claire.fontaine@example.fr", "401"),
    "olivia": ("C-202", "Olivia Bennett", "olivia.bennett@example.co.uk", "402"),
    "marc": ("C-203", "Marc Lefebvre", "marc.lefebvre@example.fr", "403"),
    "james": ("C-204", "James Whitaker", "james.whitaker@example.com", "404"),
    "nathalie": ("C-205", "Nathalie Girard", "nathalie.girard@example.fr", "405"),
    "hannah": ("C-206", "Hannah Price", "hannah.price@example.com", "406"),
    "sophie": ("C-207", "Sophie Moreau", "sophie.moreau@example.fr", "407"),
    "daniel": ("C-208", "Daniel Reyes", "daniel.reyes@example.com", "408"),
    "paul": ("C-209", "Paul Dubois", "paul.dubois@example.fr", "409"),
    "emily": ("C-210", "Emily Carter", "emily.carter@example.com", "410"),
}

FIXTURE: dict[str, Any] = {
    "customers": [{"id": i, "name": n, "email": e, "company": None} for i, n, e, _ in CUSTOMERS.values()],
    "products": [
        {"sku": "OSLO-3", "name": "Canapé Oslo 3 places", "price": "1890.00", "cost": "1020.00"},
        {"sku": "OSLO-2", "name": "Canapé Oslo 2 places", "price": "1490.00", "cost": "800.00"},
        {"sku": "BREST-F", "name": "Fauteuil Brest", "price": "690.00", "cost": "350.00"},
        {"sku": "NANTES-T", "name": "Table Nantes en chêne", "price": "1250.00", "cost": "640.00"},
        {"sku": "LYON-C", "name": "Chaise Lyon", "price": "190.00", "cost": "85.00"},
        {"sku": "ARLES-L", "name": "Lit Arles 160x200", "price": "1490.00", "cost": "760.00"},
        {"sku": "VIGO-C", "name": "Table de chevet Vigo", "price": "290.00", "cost": "120.00"},
        {"sku": "CARDIFF-B", "name": "Bibliothèque Cardiff", "price": "820.00", "cost": "390.00"},
        {"sku": "DOUVRES-C", "name": "Commode Douvres", "price": "960.00", "cost": "450.00"},
        {"sku": "RENNES-B", "name": "Buffet Rennes", "price": "1380.00", "cost": "700.00"},
        {"sku": "METZ-BU", "name": "Bureau Metz", "price": "740.00", "cost": "330.00"},
        {"sku": "TOUL-TB", "name": "Table basse Toul", "price": "420.00", "cost": "190.00"},
    ],
    "slots": SLOTS,
    "orders": [
        # Claire Fontaine (FR): 6 orders, every state; one multi-piece dining set delivered, bedroom set in production
        order("SO-40101", "C-201", [("OSLO-3", 1)], "2026-06-12", "2026-09-10", "delivered", None, "2026-09-10-AM"),
        order("SO-40102", "C-201", [("NANTES-T", 1), ("LYON-C", 6)], "2026-07-03", "2026-10-06", "delivered", None, "2026-10-06-PM"),
        order("SO-40103", "C-201", [("ARLES-L", 1), ("VIGO-C", 2)], "2026-09-08", "2026-11-27", "in_production", "vernissage", "2026-12-03-AM"),
        order("SO-40104", "C-201", [("BREST-F", 1)], "2026-10-02", "2026-11-20", "ready", None, "2026-11-20-PM"),
        order("SO-40105", "C-201", [("CARDIFF-B", 1)], "2026-10-20", "2026-12-11", "placed", None, "2026-12-11-AM"),
        order("SO-40106", "C-201", [("TOUL-TB", 1)], "2026-08-15", "2026-10-15", "cancelled", None, None),
        # Olivia Bennett (EN): 7 orders; two sofas (a delivered 2-seater, an open 3-seater)
        order("SO-40201", "C-202", [("OSLO-2", 1)], "2026-05-20", "2026-08-04", "delivered", None, "2026-08-04-AM"),
        order("SO-40202", "C-202", [("OSLO-3", 1)], "2026-09-14", "2026-12-01", "in_production", "upholstery", "2026-12-08-PM"),
        order("SO-40203", "C-202", [("LYON-C", 4)], "2026-09-29", "2026-11-19", "ready", None, "2026-11-19-AM"),
        order("SO-40204", "C-202", [("DOUVRES-C", 1)], "2026-07-07", "2026-09-22", "delivered", None, "2026-09-22-PM"),
        order("SO-40205", "C-202", [("METZ-BU", 1)], "2026-10-12", "2026-12-15", "in_production", "assemblage", "2026-12-15-AM"),
        order("SO-40206", "C-202", [("BREST-F", 1)], "2026-10-30", "2026-12-20", "placed", None, None),
        order("SO-40207", "C-202", [("RENNES-B", 1)], "2026-08-01", "2026-10-10", "cancelled", None, None),
        # Marc Lefebvre (FR): 5 orders; the SAME sofa twice, both open (Thursday 26 Nov, Wednesday 9 Dec)
        order("SO-40301", "C-203", [("OSLO-3", 1)], "2026-09-03", "2026-11-20", "in_production", "couture", "2026-11-26-AM"),
        order("SO-40302", "C-203", [("OSLO-3", 1)], "2026-10-05", "2026-12-09", "in_production", "découpe", "2026-12-09-PM"),
        order("SO-40303", "C-203", [("BREST-F", 2)], "2026-08-18", "2026-10-14", "delivered", None, "2026-10-14-AM"),
        order("SO-40304", "C-203", [("ARLES-L", 1), ("VIGO-C", 2)], "2026-07-10", "2026-09-17", "delivered", None, "2026-09-17-PM"),
        order("SO-40305", "C-203", [("NANTES-T", 1)], "2026-10-25", "2026-12-20", "placed", None, None),
        # James Whitaker (EN): 5 orders; two armchairs (one delivered, one due tomorrow afternoon: within 48 h)
        order("SO-40401", "C-204", [("BREST-F", 1)], "2026-08-05", "2026-10-21", "delivered", None, "2026-10-21-PM"),
        order("SO-40402", "C-204", [("BREST-F", 1)], "2026-10-01", "2026-11-17", "ready", None, "2026-11-17-PM"),
        order("SO-40403", "C-204", [("NANTES-T", 1), ("LYON-C", 8)], "2026-09-09", "2026-11-25", "in_production", "ponçage", "2026-12-01-AM"),
        order("SO-40404", "C-204", [("CARDIFF-B", 2)], "2026-06-30", "2026-09-08", "delivered", None, "2026-09-08-AM"),
        order("SO-40405", "C-204", [("ARLES-L", 1)], "2026-11-02", "2027-01-10", "placed", None, None),
        # Nathalie Girard (FR): 8 orders
        order("SO-40501", "C-205", [("OSLO-3", 1)], "2026-04-10", "2026-06-23", "delivered", None, "2026-06-23-AM"),
        order("SO-40502", "C-205", [("BREST-F", 1)], "2026-09-21", "2026-11-20", "in_production", "garnissage", "2026-11-25-PM"),
        order("SO-40503", "C-205", [("LYON-C", 6)], "2026-08-12", "2026-10-09", "delivered", None, "2026-10-09-AM"),
        order("SO-40504", "C-205", [("NANTES-T", 1)], "2026-08-27", "2026-11-23", "ready", None, "2026-11-23-AM"),
        order("SO-40505", "C-205", [("ARLES-L", 1), ("VIGO-C", 2)], "2026-11-03", "2027-01-15", "placed", None, None),
        order("SO-40506", "C-205", [("DOUVRES-C", 1)], "2026-09-02", "2026-11-02", "cancelled", None, None),
        order("SO-40507", "C-205", [("TOUL-TB", 1)], "2026-09-15", "2026-10-27", "delivered", None, "2026-10-27-PM"),
        order("SO-40508", "C-205", [("METZ-BU", 1)], "2026-10-08", "2026-12-10", "in_production", "ponçage", "2026-12-10-AM"),
        # Hannah Price (EN): 4 orders; the SAME sideboard twice, both open and booked
        order("SO-40601", "C-206", [("RENNES-B", 1)], "2026-09-01", "2026-11-24", "ready", None, "2026-11-24-PM"),
        order("SO-40602", "C-206", [("RENNES-B", 1)], "2026-10-15", "2026-12-02", "in_production", "finition", "2026-12-02-AM"),
        order("SO-40603", "C-206", [("OSLO-2", 1)], "2026-08-20", "2026-10-30", "delivered", None, "2026-10-30-AM"),
        order("SO-40604", "C-206", [("LYON-C", 2)], "2026-07-01", "2026-09-01", "cancelled", None, None),
        # Sophie Moreau (FR): 4 orders, anonymous caller proving by number + e-mail
        order("SO-40701", "C-207", [("NANTES-T", 1), ("LYON-C", 4)], "2026-08-30", "2026-11-05", "delivered", None, "2026-11-05-AM"),
        order("SO-40702", "C-207", [("OSLO-3", 1)], "2026-09-25", "2026-12-04", "in_production", "rembourrage", "2026-12-04-PM"),
        order("SO-40703", "C-207", [("BREST-F", 1)], "2026-10-10", "2026-11-27", "ready", None, "2026-11-27-AM"),
        order("SO-40704", "C-207", [("ARLES-L", 1)], "2026-11-06", "2027-01-20", "placed", None, None),
        # Daniel Reyes (EN): 5 orders, anonymous or signed in; every open order booked
        order("SO-40801", "C-208", [("DOUVRES-C", 1)], "2026-08-03", "2026-10-16", "delivered", None, "2026-10-16-PM"),
        order("SO-40802", "C-208", [("CARDIFF-B", 1)], "2026-09-18", "2026-12-07", "in_production", "joinery", "2026-12-07-AM"),
        order("SO-40803", "C-208", [("OSLO-3", 1)], "2026-10-01", "2026-11-30", "ready", None, "2026-11-30-PM"),
        order("SO-40804", "C-208", [("VIGO-C", 2)], "2026-09-05", "2026-11-02", "delivered", None, "2026-11-02-AM"),
        order("SO-40805", "C-208", [("METZ-BU", 1)], "2026-10-20", "2026-12-20", "cancelled", None, None),
        # Others: must never show in the replies above
        order("SO-40901", "C-209", [("OSLO-3", 1)], "2026-09-10", "2026-12-03", "in_production", "teinture", "2026-12-03-PM"),
        order("SO-40902", "C-209", [("BREST-F", 1)], "2026-08-11", "2026-10-21", "delivered", None, "2026-10-21-AM"),
        order("SO-41001", "C-210", [("NANTES-T", 1), ("LYON-C", 6)], "2026-09-22", "2026-11-26", "ready", None, "2026-11-26-PM"),
    ],
    "cases": [
        {"number": "CASE-3001", "order": "SO-40304", "kind": "damage", "opened_at": "2026-09-20T10:00:00+02:00"},
        {"number": "CASE-3002", "order": "SO-40902", "kind": "damage", "opened_at": "2026-10-23T11:00:00+02:00"},
    ],
    "bills": [
        {"number": "F-2026-0101", "customer": "C-201", "issued_on": "2026-09-10", "due_on": "2026-10-10", "paid_on": "2026-09-15", "lines": [{"sku": "OSLO-3", "quantity": 1, "unit_price": "1890.00"}]},
        {"number": "F-2026-0102", "customer": "C-201", "issued_on": "2026-10-06", "due_on": "2026-11-05", "paid_on": None, "lines": [{"sku": "NANTES-T", "quantity": 1, "unit_price": "1250.00"}, {"sku": "LYON-C", "quantity": 6, "unit_price": "190.00"}]},
        {"number": "F-2026-0201", "customer": "C-202", "issued_on": "2026-08-04", "due_on": "2026-09-03", "paid_on": "2026-08-20", "lines": [{"sku": "OSLO-2", "quantity": 1, "unit_price": "1490.00"}]},
        {"number": "F-2026-0901", "customer": "C-209", "issued_on": "2026-10-21", "due_on": "2026-11-20", "paid_on": None, "lines": [{"sku": "BREST-F", "quantity": 1, "unit_price": "690.00"}]},
    ],
}

ORDERS = {o["number"]: o for o in FIXTURE["orders"]}


def leak(who):
    """Other customers' order-number prefixes and names: never in this customer's replies."""
    me = CUSTOMERS[who][3]
    out = [f"SO-{p}" for _, _, _, p in CUSTOMERS.values() if p != me]
    out += ["teinture", "CASE-3002"]
    return out


WHO = "claire"  # set by sc() while building a scenario's turns


def _exp(base, facts=(), not_=()):
    e = dict(base)
    if facts:
        e["reply_contains"] = list(facts)
    e["reply_not_contains"] = leak(WHO) + list(not_)
    return e


def status(*facts, not_=()):
    """A read: nothing written, no question left waiting; the orders named are in the reply."""
    return _exp({"nothing_changed": True, "asks": False}, facts, not_)


def read(*facts, not_=()):
    """A read where the README does not settle whether the desk answers or asks which order."""
    return _exp({"nothing_changed": True}, facts, not_)


def asks(*facts, not_=()):
    """Nothing written, a question waits (a yes/no proposal, a slot list, or which order?)."""
    return _exp({"nothing_changed": True, "asks": True}, facts, not_)


def moved(num, slot):
    assert slot in SLOT_IDS and num in ORDERS, (num, slot)
    return _exp({"moved": [{"order": num, "to": slot}]})


def case(num, kind="damage"):
    assert num in ORDERS
    e = _exp({"cases_opened": [{"order": num, "kind": kind}], "reply_has_case_number": True})
    return e


def quiet(not_=()):
    return _exp({"nothing_changed": True}, (), not_)


SC: list[dict[str, Any]] = []
COMMENTS: dict[str, str] = {}


def sc(name, who, *turns, anon=False, comment=None):
    global WHO
    WHO = who
    email = CUSTOMERS[who][2]
    out = []
    for say, exp in turns:
        t: dict[str, Any] = {"say": say}
        if not anon:
            t["as"] = {"email": email}
        t["expect"] = exp() if callable(exp) else exp
        out.append(t)
    full = N + name
    SC.append({"name": full, "now": NOW, "turns": out})
    if comment:
        COMMENTS[full] = comment


# Expectations are built lazily so that leak() knows the customer: each turn gives a lambda.
def L(f, *a, **k):
    return lambda: f(*a, **k)


# ───────────────────────── Claire Fontaine (FR, signed in) ─────────────────────────
sc("fr-sofa-delivered-asked", "claire",
   ("Bonjour, le canapé il a bien été livré ? je ne me souviens plus de la date", L(status, "SO-40101")))
sc("fr-armchair-move-by-piece", "claire",
   ("Le fauteuil, vous pourriez me le livrer le mardi 24 novembre l'après-midi plutôt que vendredi ?", L(asks, "SO-40104", "24")),
   ("oui", L(moved, "SO-40104", "2026-11-24-PM")))
sc("fr-one-chair-damaged-of-six", "claire",
   ("Bonjour, une des six chaises est arrivée avec un pied fendu, on ne peut pas s'asseoir dessus", L(asks, "SO-40102")),
   ("oui", L(case, "SO-40102")))
sc("fr-table-and-two-chairs-damaged-one-case", "claire",
   ("La table et deux chaises sont arrivées rayées, c'est vraiment pas terrible pour le prix", L(asks, "SO-40102")),
   ("oui merci", L(case, "SO-40102")),
   comment="table and chairs are one order: one damage case on it")
sc("fr-bedroom-pieces-status", "claire",
   ("et pour la chambre, le lit et les deux chevets, ça avance ?", L(status, "SO-40103")))
sc("fr-all-my-orders", "claire",
   ("Vous pouvez me rappeler toutes mes commandes svp ? je m'y perds un peu", L(read, "SO-40101", "SO-40102", "SO-40103", "SO-40104", "SO-40105", "SO-40106")))
sc("fr-list-then-second", "claire",
   ("mes commandes", L(read, "SO-40103", "SO-40104", "SO-40105")),
   ("la deuxième, elle arrive quand ?", L(status, "SO-40103")),
   comment="open orders listed first by delivery day: 40104 (20 Nov), 40103 (3 Dec), 40105 (11 Dec)")
sc("fr-list-then-third-move", "claire",
   ("Je peux voir mes commandes en cours ?", L(read, "SO-40103", "SO-40104", "SO-40105")),
   ("la troisième, vous pouvez la livrer plutôt le lundi 14 décembre au matin ?", L(asks, "SO-40105", "14")),
   ("oui c'est bon", L(moved, "SO-40105", "2026-12-14-AM")))
sc("fr-switch-bed-armchair-move", "claire",
   ("où en est le lit ?", L(status, "SO-40103")),
   ("et le fauteuil ?", L(status, "SO-40104")),
   ("bon, le fauteuil décalez-le au lundi 23 novembre le matin", L(asks, "SO-40104", "23")),
   ("oui", L(moved, "SO-40104", "2026-11-23-AM")))
sc("fr-cancelled-coffee-table", "claire",
   ("la table basse elle arrive quand finalement ?", L(status, "SO-40106")))
sc("fr-move-delivered-sofa-refused", "claire",
   ("Vous pouvez reprogrammer la livraison du canapé au 1er décembre ?", L(read, "SO-40101")),
   comment="the only sofa is delivered: delivered orders never move (README, rules)")
sc("fr-ordered-in-october-two", "claire",
   ("celle que j'ai commandée en octobre, elle en est où ?", L(asks, "SO-40104", "SO-40105")),
   ("la bibliothèque", L(status, "SO-40105")),
   comment="two orders placed in October (40104, 40105): README 'several: those listed'")
sc("fr-ordered-in-september-one", "claire",
   ("Et la commande que j'ai passée en septembre, ça donne quoi ?", L(status, "SO-40103")))
sc("fr-mums-armchair", "claire",
   ("Le fauteuil pour maman, il sera livré quand ? elle l'attend avec impatience", L(quiet)),
   ("c'est moi qui l'ai commandé, c'est la SO-40104", L(status, "SO-40104")),
   comment="(b) README silent on a relative's piece without a number: only nothing written, no leak")
sc("fr-sofa-damage-then-bed-status", "claire",
   ("le canapé a une couture qui lâche sur l'accoudoir", L(asks, "SO-40101")),
   ("oui", L(case, "SO-40101")),
   ("et le lit, il arrive toujours le 3 ?", L(status, "SO-40103", "3")))
sc("fr-damage-wrong-piece-corrected", "claire",
   ("le canapé est taché", L(asks, "SO-40101")),
   ("ah non pardon, c'est une des chaises qui est tachée, pas le canapé", L(asks, "SO-40102")),
   ("oui", L(case, "SO-40102")),
   comment="README: a corrected order ('ah non pardon, c'est la table') still carries the report")
sc("fr-in-the-workshop", "claire",
   ("celle qui est encore à l'atelier, elle avance ?", L(read, "SO-40103")),
   comment="only 40103 is in production; at worst the open orders are listed ('several are listed')")
sc("fr-bedroom-furniture", "claire",
   ("Tout ce qui est pour la chambre, c'est prévu quand ?", L(read, "SO-40103")))
sc("fr-latest-order", "claire",
   ("ma dernière commande, elle en est où ?", L(read, "SO-40105")),
   comment="40105 placed last; also an open order, so in any list of open orders")
sc("fr-neighbours-sofa", "claire",
   ("le canapé de mon voisin Paul Dubois est arrivé abîmé, il m'a demandé de vous écrire", L(quiet, not_=["SO-40901", "SO-40902"])))
sc("fr-two-numbers-one-not-mine", "claire",
   ("où en sont la SO-40103 et la SO-40901 ?", L(read, "SO-40103")))
sc("fr-anon-proof-then-sofa-damage", "claire",
   ("Bonjour, j'ai la commande SO-40104 (claire.fontaine@example.fr), elle en est où ?", L(status, "SO-40104")),
   ("et autre chose, le canapé qu'on a reçu en septembre a une tache qui ne part pas", L(asks, "SO-40101")),
   ("oui", L(case, "SO-40101")),
   anon=True,
   comment="README: once an order is found with this e-mail, find_item_order matches the piece among that customer's orders")

# ───────────────────────── Olivia Bennett (EN, signed in) ─────────────────────────
sc("en-two-sofas-status-asked", "olivia",
   ("Where's my sofa at?", L(asks, "SO-40201", "SO-40202")),
   ("SO-40202", L(status, "SO-40202")),
   comment="two orders hold a sofa: README 'several or none: ask_which_order lists them'")
sc("en-two-sofas-move", "olivia",
   ("Can you push the sofa delivery to Tuesday 15 December, morning? We're having the floors done", L(asks, "SO-40202")),
   ("the 3-seater one, SO-40202", L(asks, "SO-40202", "15")),
   ("yes", L(moved, "SO-40202", "2026-12-15-AM")))
sc("en-chairs-still-thursday", "olivia",
   ("are the chairs still coming Thursday?", L(status, "SO-40203")))
sc("en-chairs-move", "olivia",
   ("Hi, could the chairs come on Monday 23rd in the afternoon instead of Thursday?", L(asks, "SO-40203", "23")),
   ("go ahead", L(moved, "SO-40203", "2026-11-23-PM")))
sc("en-desk-stage", "olivia",
   ("the desk, what stage is it at?", L(status, "SO-40205")))
sc("en-my-orders-then-desk", "olivia",
   ("my orders", L(read, "SO-40201", "SO-40202", "SO-40203", "SO-40204", "SO-40205", "SO-40206", "SO-40207")),
   ("ok and the desk one, when is that due?", L(status, "SO-40205")))
sc("en-chairs-and-desk-together", "olivia",
   ("Can you tell me where the chairs and the desk are up to?", L(status, "SO-40203", "SO-40205")))
sc("en-whats-left", "olivia",
   ("What's left to deliver?", L(read, "SO-40202", "SO-40203", "SO-40205", "SO-40206", not_=[])))
sc("en-chest-damaged", "olivia",
   ("One of the drawers on the chest came off its runner and the front panel is cracked", L(asks, "SO-40204")),
   ("yes please", L(case, "SO-40204")),
   comment="mended by the fixer: 'chest' (of drawers) is now the Commode Douvres, so turn 0 proposes the case on SO-40204 and the yes is consent to it (the writer's first-run correction expected a list)")
sc("en-cancelled-sideboard-why", "olivia",
   ("why was the sideboard cancelled?", L(status, "SO-40207")))
sc("en-armchair-first-booking-week", "olivia",
   ("When will the armchair be delivered? I'd like it the week of 7 December if possible", L(asks, "SO-40206")),
   ("Wednesday 9th in the afternoon then", L(asks, "SO-40206", "9")),
   ("yes", L(moved, "SO-40206", "2026-12-09-PM")),
   comment="40206 placed, no booking: a first booking is a move consented to as such (README)")
sc("en-status-while-proposal", "olivia",
   ("Could the chairs come Tuesday 24 November, morning?", L(asks, "SO-40203", "24")),
   ("oh and what about the desk, when's that coming?", L(asks, "SO-40205")),
   ("yes", L(moved, "SO-40203", "2026-11-24-AM")),
   comment="README: a question about an order named by its item while a proposal waits: read, then the same proposal again")
sc("en-no-to-proposal", "olivia",
   ("Please move the desk to Thursday 10 December in the afternoon", L(asks, "SO-40205", "10")),
   ("no", L(asks)))
sc("en-switch-chairs-desk-same", "olivia",
   ("where are the chairs?", L(status, "SO-40203")),
   ("ok and the desk?", L(status, "SO-40205")),
   ("can you move the chairs to Monday 23rd in the afternoon?", L(asks, "SO-40203", "23")),
   ("yes", L(moved, "SO-40203", "2026-11-23-PM")),
   ("same for the desk please", L(asks, "SO-40205", "23")),
   ("yes", L(moved, "SO-40205", "2026-11-23-PM")),
   comment="README: 'same for SO-…' the wish just used, for that order")
sc("en-price-reference", "olivia",
   ("What's happening with the 1,890 euro order?", L(read, "SO-40202")),
   comment="(b) README silent on a price as a reference; at worst 'my order' with several open: listed")
sc("en-the-one-ready", "olivia",
   ("the one that's ready, can it come sooner?", L(asks, "SO-40203")),
   comment="(b) state reference; asks: either a proposal, a list of slots, or which order")
sc("en-office-furniture", "olivia",
   ("Any news on the office furniture?", L(read, "SO-40205")))
sc("en-second-without-list", "olivia",
   ("the second one, where is it?", L(asks)),
   comment="README: with no list shown, a position stays the question 'which order?'")
sc("en-latest-order", "olivia",
   ("my latest order - any update?", L(read, "SO-40206")))
sc("en-neighbours-table", "olivia",
   ("my neighbour Emily Carter's table, when's it coming? she asked me to check", L(quiet, not_=["SO-41001"])))
sc("en-loveseat-damage", "olivia",
   ("the little 2-seater we got in August has a tear on the cushion", L(asks, "SO-40201")),
   ("yes", L(case, "SO-40201")),
   comment="(b) 2-seater vs 3-seater: README 'a model said with the item must be that product's too'; asked, a yes on the right one")
sc("en-chairs-not-delivered-damage", "olivia",
   ("one of the chairs has a wobbly leg", L(read, "SO-40203")),
   comment="the only chairs (40203) are not delivered: README 'damage case only on a delivered order (else a fixed text: not delivered yet, and its status)'")

# ───────────────────────── Marc Lefebvre (FR, signed in): the same sofa twice ─────────────────────────
sc("fr-two-sofas-status-weekday", "marc",
   ("Mon canapé, il en est où ?", L(asks, "SO-40301", "SO-40302")),
   ("celui de jeudi", L(status, "SO-40301")),
   comment="README: 'celui de mardi' the one booked on that weekday (40301 is Thursday 26 Nov)")
sc("fr-two-sofas-move-by-number", "marc",
   ("Je voudrais décaler le canapé au vendredi 4 décembre le matin", L(asks, "SO-40301", "SO-40302")),
   ("celui pour la maison de campagne, la SO-40302", L(asks, "SO-40302", "4")),
   ("oui", L(moved, "SO-40302", "2026-12-04-AM")))
sc("fr-sofa-of-wednesday-earlier", "marc",
   ("le canapé de mercredi, vous pouvez le mettre plus tôt, genre le lundi 30 novembre l'après-midi ?", L(asks, "SO-40302", "30")),
   ("d'accord", L(moved, "SO-40302", "2026-11-30-PM")))
sc("fr-first-sofa-ordered", "marc",
   ("le premier canapé que j'ai commandé, celui de septembre, il arrive bien fin novembre ?", L(read, "SO-40301")))
sc("fr-sofa-ordered-in-october", "marc",
   ("le canapé commandé en octobre, vous avez une date ?", L(status, "SO-40302")))
sc("fr-bedside-existing-case", "marc",
   ("la table de chevet a encore une fissure, je vous avais déjà écrit", L(status, "CASE-3001")),
   comment="README: a damage report on an order with an open damage case gets that case's number at once, no question")
sc("fr-one-of-two-armchairs-torn", "marc",
   ("un des deux fauteuils a le tissu déchiré sur le côté", L(asks, "SO-40303")),
   ("oui", L(case, "SO-40303")))
sc("fr-table-unbooked-status", "marc",
   ("la table, elle sera livrée quand ?", L(status, "SO-40305")))
sc("fr-both-sofas-same-day", "marc",
   ("Est-ce que les deux canapés peuvent arriver ensemble le jeudi 10 décembre au matin ?", L(asks)),
   comment="README: several pieces of several orders in one write: one proposal at a time, the others queued")
sc("fr-sofa-position-pick", "marc",
   ("Bonjour, où en est mon canapé s'il vous plaît ?", L(asks, "SO-40301", "SO-40302")),
   ("le deuxième", lambda: {**status(), "reply_matches": ["SO-4030[12]"]}),
   comment="README: ask_which_order 'answered by number or by position'; the list's order is not said, so either sofa")
sc("fr-sofa-correction-other", "marc",
   ("Vous pouvez déplacer la SO-40301 au jeudi 17 décembre le matin ?", L(asks, "SO-40301", "17")),
   ("ah non pardon, c'est l'autre canapé que je voulais déplacer, la SO-40302", L(asks, "SO-40302", "17")),
   ("oui", L(moved, "SO-40302", "2026-12-17-AM")))
sc("fr-sofa-correction-other-no-number", "marc",
   ("Vous pouvez déplacer le canapé de jeudi au mardi 8 décembre après-midi ?", L(asks, "SO-40301", "8")),
   ("ah non pardon, je me suis trompé, c'est l'autre canapé, celui de mercredi", L(asks, "SO-40302", "8")),
   ("oui", L(moved, "SO-40302", "2026-12-08-PM")))
sc("fr-price-reference", "marc",
   ("la commande à 1250 €, elle sera livrée quand ?", L(read, "SO-40305")))
sc("fr-sofa-status-both-numbers", "marc",
   ("où en sont la SO-40301 et la SO-40302 ?", L(status, "SO-40301", "SO-40302")))

# ───────────────────────── James Whitaker (EN, signed in): two armchairs ─────────────────────────
sc("en-armchair-damage-two-orders", "james",
   ("The armchair arrived with a wobbly leg, really disappointed", L(asks, "SO-40401")),
   ("SO-40401", L(asks, "SO-40401")),
   ("yes", L(case, "SO-40401")),
   comment="two orders hold the armchair, one delivered: asked (listed) or proposed on the delivered one")
sc("en-armchair-due-tuesday-late", "james",
   ("Can the armchair due on Tuesday be moved to the following week? Something came up", L(asks, "SO-40402")),
   ("yes", L(case, "SO-40402", "late_reschedule")),
   comment="README 'the sofa due on Tuesday' the one booked that weekday; 40402 is within 48 h: late case offered")
sc("en-armchair-number-late", "james",
   ("Can SO-40402 come next week instead? I won't be home tomorrow", L(asks, "SO-40402")),
   ("yes", L(case, "SO-40402", "late_reschedule")))
sc("en-dining-set-status", "james",
   ("how are the table and chairs coming along?", L(status, "SO-40403")))
sc("en-bookcase-shelf-split", "james",
   ("one of the two bookcases has a split shelf, the top one", L(asks, "SO-40404")),
   ("sure", L(case, "SO-40404")))
sc("en-bed-first-booking", "james",
   ("Can the bed be delivered on Friday 18 December, afternoon?", L(asks, "SO-40405", "18")),
   ("yes", L(moved, "SO-40405", "2026-12-18-PM")))
sc("en-most-recent-order", "james",
   ("what about my most recent order?", L(read, "SO-40405")))
sc("en-price-dining", "james",
   ("The big order, the one that came to 2,770 euros - is it still on for 1 December?", L(read, "SO-40403")))
sc("en-still-being-made", "james",
   ("the order that's still being made, any news?", L(read, "SO-40403")))
sc("en-dining-room-stuff", "james",
   ("when is the dining room stuff arriving?", L(read, "SO-40403")))
sc("en-yes-with-other-request", "james",
   ("Please move the bed to Monday 14 December in the morning", L(asks, "SO-40405", "14")),
   ("yes, and how's the dining set coming along?", L(asks, "SO-40403")),
   ("yes", L(moved, "SO-40405", "2026-12-14-AM")),
   comment="README: a yes followed by another request is not consent: answered, then the proposal asked again")
sc("en-first-order-ever", "james",
   ("my first order with you, the bookcases, was that the September delivery?", L(read, "SO-40404")))
sc("en-my-orders-all", "james",
   ("Could you list my orders? I've lost track", L(read, "SO-40401", "SO-40402", "SO-40403", "SO-40404", "SO-40405")))
sc("en-armchair-status-ambiguous", "james",
   ("When's the armchair coming?", L(read, "SO-40402")),
   comment="one armchair delivered, one open: either listed or the open one read; 40402 in the reply either way")

# ───────────────────────── Nathalie Girard (FR, signed in): 8 orders ─────────────────────────
sc("fr-eight-orders-list", "nathalie",
   ("Où en sont mes commandes ?", L(read, "SO-40501", "SO-40502", "SO-40503", "SO-40504", "SO-40505", "SO-40506", "SO-40507", "SO-40508")))
sc("fr-whats-left", "nathalie",
   ("Qu'est-ce qu'il me reste à recevoir ?", L(read, "SO-40502", "SO-40504", "SO-40505", "SO-40508")))
sc("fr-ordered-in-september-three", "nathalie",
   ("celle que j'ai commandée en septembre, elle arrive quand ?", L(asks, "SO-40502", "SO-40506", "SO-40507")),
   ("le fauteuil", L(status, "SO-40502")),
   comment="three orders placed in September: README 'several: those listed'")
sc("fr-commande-de-novembre", "nathalie",
   ("ma commande de novembre, elle en est où ?", L(quiet)),
   comment="(b) README: a month that may be a delivery's is the order placed then only when no delivery still to come is booked that month; two are booked in November, what then is not said")
sc("fr-passed-in-november", "nathalie",
   ("la commande que j'ai passée début novembre, vous avez une date de livraison ?", L(status, "SO-40505")))
sc("fr-celle-d-octobre", "nathalie",
   ("et celle d'octobre ?", L(status, "SO-40508")),
   comment="README: October's deliveries are all past, so 'celle d'octobre' is the order placed then (40508)")
sc("fr-mothers-armchair", "nathalie",
   ("le fauteuil de ma mère, il arrive quand ?", L(quiet)),
   ("c'est moi qui l'ai commandé pour elle, c'est la SO-40502", L(status, "SO-40502")),
   comment="(b) README: 'a relative's may be the customer's own order bought for them'; only nothing written first")
sc("fr-six-chairs-two-cracked", "nathalie",
   ("deux chaises sur les six ont le dossier fendu, je suis très déçue", L(asks, "SO-40503")),
   ("oui je confirme", L(case, "SO-40503")))
sc("fr-table-monday-then-move", "nathalie",
   ("la table elle arrive lundi c'est ça ?", L(status, "SO-40504")),
   ("vous pouvez la passer au jeudi 26 l'après-midi ?", L(asks, "SO-40504", "26")),
   ("oui", L(moved, "SO-40504", "2026-11-26-PM")))
sc("fr-back-to-previous", "nathalie",
   ("où en est le bureau ?", L(status, "SO-40508")),
   ("et le lit ?", L(status, "SO-40505")),
   ("revenons à celle d'avant, vous pouvez la décaler au vendredi 11 décembre matin ?", L(asks, "SO-40508", "11")),
   ("oui", L(moved, "SO-40508", "2026-12-11-AM")),
   comment="README: 'Revenons à celle d'avant' the order the conversation was about before the one in focus")
sc("fr-cancelled-chest-move", "nathalie",
   ("la commode, vous pouvez la livrer le 2 décembre ?", L(read, "SO-40506")),
   comment="40506 cancelled: cancelled orders never move")
sc("fr-coffee-table-damage", "nathalie",
   ("la table basse a un pied rayé, ça se voit beaucoup", L(asks, "SO-40507")),
   ("oui", L(case, "SO-40507")))
sc("fr-two-numbers", "nathalie",
   ("où en sont la SO-40502 et la SO-40508 ?", L(status, "SO-40502", "SO-40508")))
sc("fr-desk-same-day-as-armchair", "nathalie",
   ("vous pouvez livrer le bureau le même jour que le fauteuil ?", L(asks, "SO-40508", "25")),
   ("le matin", L(asks, "SO-40508", "25")),
   ("oui", L(moved, "SO-40508", "2026-11-25-AM")),
   comment="README: 'mettez-le le même jour que la table' the day that other order is booked on (40502: 25 Nov)")
sc("fr-the-one-ready", "nathalie",
   ("celle qui est prête, vous pouvez me la livrer plus tôt ?", L(asks, "SO-40504")))
sc("fr-bedroom-placed", "nathalie",
   ("le lit et les chevets, ils sont commandés depuis début novembre, vous avez une date ?", L(status, "SO-40505")))

# ───────────────────────── Hannah Price (EN, signed in): the same sideboard twice ─────────────────────────
sc("en-list-second", "hannah",
   ("my orders", L(read, "SO-40601", "SO-40602", "SO-40603", "SO-40604")),
   ("the second one - when's that arriving?", L(status, "SO-40602")),
   comment="open orders by delivery day: 40601 (24 Nov), 40602 (2 Dec)")
sc("en-list-first-move", "hannah",
   ("my orders please", L(read, "SO-40601", "SO-40602")),
   ("the first one, could it come on Thursday 26 November in the morning instead?", L(asks, "SO-40601", "26")),
   ("yes", L(moved, "SO-40601", "2026-11-26-AM")))
sc("en-sideboard-still-24th", "hannah",
   ("The sideboard - is it still on for the 24th?", L(read, "SO-40601")))
sc("en-sideboard-move-ambiguous", "hannah",
   ("can you move the sideboard to Friday 4 December in the afternoon?", L(asks, "SO-40601", "SO-40602")),
   ("the Tuesday one", L(asks, "SO-40601", "4")),
   ("yes", L(moved, "SO-40601", "2026-12-04-PM")),
   comment="two orders hold the same sideboard: listed; then the one booked on the 24th")
sc("en-loveseat-scuff", "hannah",
   ("the loveseat arrived with a scuff on the arm, can someone look at it", L(asks, "SO-40603")),
   ("yes", L(case, "SO-40603")))
sc("en-both-orders-same-day", "hannah",
   ("Both my orders, can they come on Wednesday 9 December in the morning?", L(asks)),
   comment="README: 'Move both my orders' handles each open order, one proposal at a time")
sc("en-list-other-of-two", "hannah",
   ("What's left to deliver?", L(read, "SO-40601", "SO-40602")),
   ("and the last one?", L(status, "SO-40602")),
   comment="two open orders listed by delivery day: the last is 40602")
sc("en-sideboard-list-then-wednesday", "hannah",
   ("where's my sideboard?", L(asks, "SO-40601", "SO-40602")),
   ("the Wednesday one", L(status, "SO-40602")))
sc("en-cancelled-chairs", "hannah",
   ("the two chairs I ordered in July never came?", L(status, "SO-40604")))

# ───────────────────────── Sophie Moreau (FR, anonymous, proves by number + e-mail) ─────────────────────────
sc("fr-anon-proof-then-armchair-move", "sophie",
   ("Bonjour, commande SO-40702, sophie.moreau@example.fr, où en est mon canapé ?", L(status, "SO-40702")),
   ("et le fauteuil ?", L(status, "SO-40703")),
   ("vous pouvez le passer au mercredi 2 décembre après-midi ?", L(asks, "SO-40703", "2")),
   ("oui", L(moved, "SO-40703", "2026-12-02-PM")),
   anon=True,
   comment="README: identity proven by an order found with this e-mail: the piece is matched among her orders")
sc("fr-anon-no-proof", "sophie",
   ("Bonjour, où en est mon canapé ?", L(asks)),
   ("SO-40702 sophie.moreau@example.fr", L(status, "SO-40702")),
   anon=True)
sc("fr-anon-chair-damage", "sophie",
   ("SO-40701 / sophie.moreau@example.fr : une des quatre chaises est arrivée avec un pied qui bouge", L(asks, "SO-40701")),
   ("oui", L(case, "SO-40701")),
   anon=True)
sc("fr-anon-wrong-email", "sophie",
   ("SO-40702, sophie.moreau@exemple.fr, il arrive quand ?", L(quiet, not_=["rembourrage", "4 décembre", "Canapé Oslo"])),
   ("et le fauteuil ?", L(asks, not_=["SO-40703"])),
   anon=True,
   comment="a wrong e-mail proves nothing: the piece cannot be matched, the number is asked")
sc("fr-anon-others-order", "sophie",
   ("SO-40901 sophie.moreau@example.fr, il en est où ?", L(quiet, not_=["3 décembre", "Canapé Oslo"])),
   anon=True)
sc("fr-anon-proof-then-others-number", "sophie",
   ("SO-40702 sophie.moreau@example.fr où en est-elle ?", L(status, "SO-40702")),
   ("et la SO-40901 ?", L(quiet)),
   anon=True)
sc("fr-anon-proof-then-my-orders", "sophie",
   ("SO-40703 sophie.moreau@example.fr, le fauteuil est prêt ?", L(status, "SO-40703")),
   ("vous pouvez me lister mes autres commandes ?", L(quiet)),
   anon=True,
   comment="(b) the README ties 'my orders' to a signed-in customer; only no leak asserted")
sc("fr-anon-proof-then-november", "sophie",
   ("SO-40703 sophie.moreau@example.fr. Je voulais savoir, et celle que j'ai commandée en novembre ?", L(read, "SO-40704")),
   anon=True)
sc("fr-anon-proof-then-table-damage-then-sofa", "sophie",
   ("Bonjour, SO-40702 et sophie.moreau@example.fr", L(read, "SO-40702")),
   ("la table est arrivée avec une grosse rayure sur le plateau", L(asks, "SO-40701")),
   ("oui", L(case, "SO-40701")),
   ("et le canapé il arrive bien le 4 ?", L(status, "SO-40702", "4")),
   anon=True)

# ───────────────────────── Daniel Reyes (EN, anonymous or signed in) ─────────────────────────
sc("en-anon-proof-bookcase-shift", "daniel",
   ("Hi, order SO-40803, daniel.reyes@example.com - is my sofa still coming on the 30th?", L(status, "SO-40803", "30")),
   ("and the bookcase?", L(status, "SO-40802")),
   ("can the bookcase come a week earlier?", L(asks, "SO-40802", "30")),
   ("yes", L(moved, "SO-40802", "2026-11-30-AM")),
   anon=True)
sc("en-anon-bedside-cracked", "daniel",
   ("SO-40804 daniel.reyes@example.com one of the two bedside tables has a cracked top", L(asks, "SO-40804")),
   ("yes", L(case, "SO-40804")),
   anon=True)
sc("en-signed-list-second-first", "daniel",
   ("my orders", L(read, "SO-40801", "SO-40802", "SO-40803", "SO-40804", "SO-40805")),
   ("the second one", L(status, "SO-40802")),
   ("and the first one?", L(status, "SO-40803")),
   comment="open orders by delivery day: 40803 (30 Nov), 40802 (7 Dec)")
sc("en-signed-list-second-move", "daniel",
   ("show me my orders", L(read, "SO-40802", "SO-40803")),
   ("the second one, can you bring it forward to Thursday 3 December, afternoon?", L(asks, "SO-40802", "3")),
   ("yes", L(moved, "SO-40802", "2026-12-03-PM")))
sc("en-anon-proof-then-desk", "daniel",
   ("SO-40801 daniel.reyes@example.com - the chest of drawers is fine btw. what about the desk?", L(read, "SO-40805")),
   anon=True)
sc("en-anon-others-order", "daniel",
   ("SO-41001 daniel.reyes@example.com when's it coming", L(quiet, not_=["26 novembre", "26 November", "Chaise Lyon"])),
   anon=True)
sc("en-anon-position-no-list", "daniel",
   ("SO-40803 daniel.reyes@example.com", L(read, "SO-40803")),
   ("the last one?", L(asks)),
   anon=True,
   comment="README: with no list shown, a position stays the question 'which order?'")
sc("en-signed-sofa-and-bookcase-status", "daniel",
   ("hey, sofa and bookcase - when are they both coming?", L(status, "SO-40803", "SO-40802")))
sc("en-signed-bedside-damage-and-sofa-status", "daniel",
   ("one of the bedside tables is cracked on top. also is the sofa still the 30th?", L(asks, "SO-40804")),
   ("yes", L(case, "SO-40804")),
   comment="README: several requests: at most one write proposed a turn, the status answered or queued")
sc("en-signed-cancelled-desk-move", "daniel",
   ("can you move the desk to next week?", L(read, "SO-40805")),
   comment="40805 cancelled: never moves")


# ───────────────────────── more mixes ─────────────────────────
sc("fr-claire-sofa-then-armchair-day", "claire",
   ("le fauteuil arrive vendredi c'est bien ça ?", L(status, "SO-40104")),
   ("et la bibliothèque, elle est prévue quand ?", L(status, "SO-40105")),
   ("et revenons au fauteuil : vous pouvez le décaler au mercredi 25 au matin ?", L(asks, "SO-40104", "25")),
   ("oui", L(moved, "SO-40104", "2026-11-25-AM")))
sc("fr-claire-bookcase-later-list", "claire",
   ("la bibliothèque, vous pouvez la livrer plus tard, la semaine du 4 janvier ?", L(asks, "SO-40105")))
sc("fr-claire-chairs-no-to-case", "claire",
   ("trois chaises sont rayées au dossier", L(asks, "SO-40102")),
   ("non, je vais d'abord en parler à mon mari", L(asks)),
   comment="README: a no followed by a deferral is a no: nothing written, asks what the customer prefers")
sc("en-olivia-desk-chairs-then-thanks", "olivia",
   ("Could the desk come on Monday 7 December, morning?", L(asks, "SO-40205", "7")),
   ("thanks, that's all for now, have a good day", L(quiet)),
   ("yes", L(quiet)),
   comment="README: a thanks while a proposal waits lets it go; a later yes writes nothing")
sc("en-olivia-chest-damage-and-chairs-move", "olivia",
   ("the chest of drawers has a cracked front, and can the chairs come on Friday 27 November in the morning?", L(asks)),
   comment="README: at most one write proposed a turn, the other queued")
sc("fr-marc-sofa-wed-status-then-thu-move", "marc",
   ("le canapé de mercredi, il est à quelle étape ?", L(status, "SO-40302")),
   ("et celui de jeudi, vous pouvez le décaler au vendredi 27 novembre après-midi ?", L(asks, "SO-40301", "27")),
   ("oui", L(moved, "SO-40301", "2026-11-27-PM")))
sc("fr-marc-armchairs-status", "marc",
   ("les fauteuils, ils ont été livrés quand ?", L(status, "SO-40303")))
sc("fr-marc-bed-damage-existing-case", "marc",
   ("le lit grince et un chevet a une fissure", L(read, "CASE-3001")),
   comment="README: a damage report on an order with an open damage case gets that case's number")
sc("en-james-bookcases-status", "james",
   ("were the bookcases delivered in September?", L(status, "SO-40404")))
sc("en-james-armchair-delivered-damage-by-month", "james",
   ("the armchair delivered in October has a split seam", L(asks, "SO-40401")),
   ("yes", L(case, "SO-40401")),
   comment="README: 'celle livrée en décembre' the one delivered or booked then")
sc("en-james-chairs-status", "james",
   ("will all 8 chairs come with the table on the 1st?", L(status, "SO-40403")))
sc("en-james-move-dining-and-bed", "james",
   ("can the dining set come on Tuesday 8 December in the afternoon?", L(asks, "SO-40403", "8")),
   ("yes", L(moved, "SO-40403", "2026-12-08-PM")),
   ("and the bed - same please", L(asks, "SO-40405", "8")),
   ("yes", L(moved, "SO-40405", "2026-12-08-PM")),
   comment="(b)/README: 'same day as the chairs' the day that other order is booked on; after the move it is 8 Dec PM")
sc("fr-nathalie-armchair-move-then-bureau-pareil", "nathalie",
   ("le fauteuil, vous pouvez le mettre au lundi 30 novembre le matin ?", L(asks, "SO-40502", "30")),
   ("oui", L(moved, "SO-40502", "2026-11-30-AM")),
   ("et le bureau, pareil", L(asks, "SO-40508", "30")),
   ("oui", L(moved, "SO-40508", "2026-11-30-AM")),
   comment="README: 'et le canapé SO-…, pareil' the wish just used for that order")
sc("fr-nathalie-sofa-status-delivered", "nathalie",
   ("le canapé, il a été livré en juin c'est bien ça ?", L(status, "SO-40501")))
sc("fr-nathalie-chairs-and-table", "nathalie",
   ("les chaises et la table, c'est bien deux livraisons différentes ?", L(read, "SO-40503", "SO-40504")))
sc("en-hannah-by-number-then-other-sideboard", "hannah",
   ("where is SO-40601?", L(status, "SO-40601")),
   ("and the other sideboard?", L(read, "SO-40602")),
   comment="corrected after the first run: README silent on 'the other <piece>' when two orders hold it (asks: false was not README-backed)")
sc("en-daniel-signed-sofa-move", "daniel",
   ("Can the sofa come on Tuesday 1 December, afternoon?", L(asks, "SO-40803", "1")),
   ("yes", L(moved, "SO-40803", "2026-12-01-PM")))
sc("fr-sophie-anon-sofa-move-then-bed", "sophie",
   ("Bonjour, je voudrais décaler la livraison de la SO-40702 (sophie.moreau@example.fr) au jeudi 10 décembre le matin", L(asks, "SO-40702", "10")),
   ("oui", L(moved, "SO-40702", "2026-12-10-AM")),
   ("et le lit, il est prévu quand ?", L(status, "SO-40704")),
   anon=True)
sc("fr-sophie-signed-three-at-once", "sophie",
   ("où en sont le canapé, le fauteuil et le lit ?", L(status, "SO-40702", "SO-40703", "SO-40704")))
sc("fr-sophie-signed-chairs-damage", "sophie",
   ("une chaise a un pied plus court que les autres, elle est bancale", L(asks, "SO-40701")),
   ("ok", L(case, "SO-40701")))
sc("en-olivia-the-other-one-of-two-sofas", "olivia",
   ("my sofa - when is it coming?", L(asks, "SO-40201", "SO-40202")),
   ("the one still being made", L(read, "SO-40202")),
   comment="(b) a state as the answer to 'which order?'")
sc("fr-claire-status-three-pieces", "claire",
   ("le lit, le fauteuil et la bibliothèque : vous avez les dates ?", L(status, "SO-40103", "SO-40104", "SO-40105")))
sc("en-olivia-sofa-by-month", "olivia",
   ("the sofa I ordered in September, is it on track?", L(status, "SO-40202")))
sc("fr-marc-sofa-by-delivery-month-decembre", "marc",
   ("le canapé livré en décembre, il en est où ?", L(status, "SO-40302")),
   comment="README: 'celle livrée en décembre' the one delivered or booked then")
sc("en-james-armchair-due-tomorrow-status", "james",
   ("is the armchair definitely coming tomorrow afternoon?", L(read, "SO-40402")))
sc("fr-nathalie-ordered-in-august-two", "nathalie",
   ("celle commandée en août ?", L(asks, "SO-40503", "SO-40504")))
sc("fr-claire-anon-wrong-then-right", "claire",
   ("SO-40103 claire.fontaine@exemple.fr le lit arrive quand ?", L(quiet, not_=["vernissage", "3 décembre"])),
   ("pardon, claire.fontaine@example.fr", L(status, "SO-40103")),
   ("et le fauteuil ?", L(status, "SO-40104")),
   anon=True,
   comment="README: after a not-found, a corrected e-mail retries the request")
sc("en-hannah-sideboards-two-numbers-move-one", "hannah",
   ("SO-40602 - could it come on Monday 7 December, morning?", L(asks, "SO-40602", "7")),
   ("yes", L(moved, "SO-40602", "2026-12-07-AM")),
   ("and is the other sideboard still the 24th?", L(read, "SO-40601")),
   comment="corrected after the first run: README silent on 'the other <piece>' / a piece named by its booked day number")
sc("fr-marc-sofa-wed-delivery-move-with-yes-picking-nothing", "marc",
   ("le canapé de mercredi, vous avez quoi comme créneaux la semaine du 14 décembre ?", L(asks, "SO-40302")),
   ("merci, je vais réfléchir", L(quiet)),
   ("1", L(quiet)),
   comment="README: an availability question lists; a thanks lets the list go; a later pick writes nothing")
sc("en-james-bed-list-pick", "james",
   ("what do you have for the bed the week of 11 January?", L(asks, "SO-40405")),
   ("thursday then", L(asks, "SO-40405")),
   comment="README: a weekday after a list: the one listed slot on that weekday proposed (or read as a wish): asks either way")
sc("fr-nathalie-chair-damage-and-desk-status", "nathalie",
   ("une chaise est cassée ; et le bureau il arrive quand ?", L(asks, "SO-40503")),
   ("oui", lambda: {**case("SO-40503")}),
   comment="README: several requests in one message; one write proposed, the status read or queued")
sc("en-hannah-my-mums-order", "hannah",
   ("my mum's order, the buffet, when is it coming?", L(quiet)),
   comment="README: 'my mum's order' is someone else's: say_others_order; nothing of another customer")
sc("fr-claire-chevets-existing-none-bed-not-delivered", "claire",
   ("un des chevets est fendu", L(read, "SO-40103")),
   comment="bedside tables (40103) not delivered: a fixed text, nothing written")


def main():
    out = Path(__file__).with_name("care_many_orders.yaml")
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
