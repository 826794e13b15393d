# ruff: noqa: E501
"""care_pieces: orders of several pieces, and several orders per customer (care desk).

Topic: partial deliveries ("only 3 of the 4 chairs came", "the table came but not the
bench"), a piece missing or the wrong piece/colour/size delivered, one piece of a set
damaged, the status of one piece of an order, moving only part of an order, pieces named
by material / colour / size / room ("the oak one", "le 3 places", "celui du salon"),
quantities, a piece named that is on no order of the customer's. Signed in and anonymous
(order number + e-mail). The judge is the README: a status is per order, a damage case
names the order and what is damaged, a move moves the whole order (and its proposal names
every piece), a split delivery is refused, and a yes never writes something the customer
did not describe.

Written BLIND from eval-format.md, DESIGN.md and README.md only (mechanics of fixture and
helpers copied from evals/blind11/_gen_care_typed.py; no code, no tests, no other corpus
read). Expectations the README does not settle are marked with a `-b` suffix on the
scenario name or a `# (b)` comment: a demanding customer's judgement.

Run:  .venv/bin/python evals/blind17/_gen_care_pieces.py  ->  evals/blind17/care_pieces.yaml
      .venv/bin/comptoir eval evals/blind17/care_pieces.yaml --report /tmp/care_pieces.json
"""
from __future__ import annotations

import datetime as dt
import os
from typing import Any

import yaml

NAME = "care-pieces"
NOW = "2026-11-16T09:30:00+01:00"   # Monday 16 November 2026, 09:30 Paris
TZ = "+01:00"

# --------------------------------------------------------------------------- fixture
CUSTOMERS = [
    {"id": "C-101", "name": "Hélène Roussel", "email": "helene.roussel@example.fr", "company": None},
    {"id": "C-102", "name": "Marc Delaunay", "email": "marc.delaunay@example.fr", "company": None},
    {"id": "C-103", "name": "Sarah Whitfield", "email": "sarah.whitfield@example.co.uk", "company": None},
    {"id": "C-104", "name": "Daniel Hughes", "email": "daniel.hughes@example.com", "company": None},
    {"id": "C-105", "name": "Juliette Perrin", "email": "juliette.perrin@example.fr", "company": None},
    {"id": "C-106", "name": "Oliver Grant", "email": "oliver.grant@example.com", "company": None},
    {"id": "C-107", "name": "Nadia Benhamou", "email": "nadia.benhamou@example.fr", "company": None},
    {"id": "C-108", "name": "Megan Price", "email": "megan.price@example.com", "company": None},
    {"id": "C-109", "name": "Lucie Garnier", "email": "lucie.garnier@example.fr", "company": None},
]
EMAIL = {c["id"]: c["email"] for c in CUSTOMERS}
SURNAME = {c["id"]: str(c["name"]).split()[-1] for c in CUSTOMERS}

PRODUCTS = [
    {"sku": "CHAISE-CH", "name": "Chaise Chêne", "price": "160.00", "cost": "70.00"},
    {"sku": "CHAISE-NOY", "name": "Chaise Noyer", "price": "180.00", "cost": "80.00"},
    {"sku": "TABLE-CH", "name": "Table Chêne 6 couverts", "price": "1290.00", "cost": "640.00"},
    {"sku": "TABLE-NOY", "name": "Table Noyer 8 couverts", "price": "1590.00", "cost": "790.00"},
    {"sku": "BANC-CH", "name": "Banc Chêne", "price": "420.00", "cost": "190.00"},
    {"sku": "SOFA-3", "name": "Canapé Oslo 3 places vert sauge", "price": "1890.00", "cost": "1020.00"},
    {"sku": "SOFA-2", "name": "Canapé Oslo 2 places gris", "price": "1490.00", "cost": "800.00"},
    {"sku": "ARM", "name": "Fauteuil Brest", "price": "690.00", "cost": "330.00"},
    {"sku": "LIT", "name": "Lit Nuit 160x200", "price": "990.00", "cost": "500.00"},
    {"sku": "CHEVET", "name": "Table de chevet Nuit", "price": "190.00", "cost": "80.00"},
    {"sku": "COMMODE", "name": "Commode Lune", "price": "590.00", "cost": "280.00"},
    {"sku": "BIBLIO", "name": "Bibliothèque Haute", "price": "720.00", "cost": "340.00"},
    {"sku": "BUFFET", "name": "Buffet Rivage", "price": "870.00", "cost": "410.00"},
    {"sku": "COFFEE", "name": "Table basse Galet", "price": "390.00", "cost": "170.00"},
]


def _slots():
    out = []
    day = dt.date(2026, 11, 2)
    closed = {dt.date(2026, 11, 11), dt.date(2026, 12, 25), dt.date(2027, 1, 1)}
    while day <= dt.date(2027, 1, 29):
        if day.weekday() < 5 and day not in closed:
            for half, (a, b) in (("AM", ("08:00", "12:00")), ("PM", ("13:00", "17:00"))):
                sid = f"{day.isoformat()}-{half}"
                cap = 3
                if sid == "2026-11-30-PM":
                    cap = 1      # held by another customer's booking: full
                out.append({"id": sid, "start": f"{day.isoformat()}T{a}:00{TZ}",
                            "end": f"{day.isoformat()}T{b}:00{TZ}", "capacity": cap})
        day += dt.timedelta(days=1)
    return out


def _o(number, cust, lines, status, slot, ordered, promised, stage=None):
    return {"number": number, "customer": cust,
            "lines": [{"sku": s, "quantity": q} for s, q in lines],
            "ordered_on": ordered, "promised_on": promised, "status": status,
            "workshop_stage": stage, "delivery_slot": slot}


ORDERS = [
    # Hélène: a delivered dining set, a living-room order in production
    _o("SO-40101", "C-101", [("CHAISE-CH", 4), ("TABLE-CH", 1), ("BANC-CH", 1)], "delivered", "2026-11-10-AM", "2026-09-01", "2026-11-10"),
    _o("SO-40102", "C-101", [("SOFA-3", 1), ("ARM", 1)], "in_production", "2026-11-26-PM", "2026-09-20", "2026-11-26", "garnissage"),
    # Marc: delivered bedroom set, a ready order 4 days away, a cancelled buffet
    _o("SO-40201", "C-102", [("LIT", 1), ("CHEVET", 2)], "delivered", "2026-11-12-PM", "2026-08-25", "2026-11-12"),
    _o("SO-40202", "C-102", [("COMMODE", 1), ("BIBLIO", 1)], "ready", "2026-11-20-AM", "2026-09-10", "2026-11-20"),
    _o("SO-40203", "C-102", [("BUFFET", 1)], "cancelled", None, "2026-09-10", "2026-11-20"),
    # Sarah: delivered dining set (6 chairs), sofa in production, a placed order with no slot
    _o("SO-40301", "C-103", [("TABLE-CH", 1), ("CHAISE-CH", 6)], "delivered", "2026-11-13-AM", "2026-08-30", "2026-11-13"),
    _o("SO-40302", "C-103", [("SOFA-2", 1)], "in_production", "2026-11-27-AM", "2026-09-25", "2026-11-27", "upholstery"),
    _o("SO-40303", "C-103", [("COFFEE", 1), ("ARM", 1)], "placed", None, "2026-11-02", "2027-01-08"),
    # Daniel: delivered walnut set, a buffet + bench tomorrow afternoon (within 48 h)
    _o("SO-40401", "C-104", [("CHAISE-NOY", 4), ("TABLE-NOY", 1)], "delivered", "2026-11-09-PM", "2026-08-20", "2026-11-09"),
    _o("SO-40402", "C-104", [("BUFFET", 1), ("BANC-CH", 1)], "ready", "2026-11-17-PM", "2026-09-15", "2026-11-17"),
    # Juliette: two sofas of two sizes in two orders, a delivered coffee table + 2 armchairs
    _o("SO-40501", "C-105", [("SOFA-3", 1)], "in_production", "2026-11-24-AM", "2026-09-05", "2026-11-24", "couture"),
    _o("SO-40502", "C-105", [("SOFA-2", 1)], "in_production", "2026-12-02-PM", "2026-10-01", "2026-12-02", "menuiserie"),
    _o("SO-40503", "C-105", [("COFFEE", 1), ("ARM", 2)], "delivered", "2026-11-06-AM", "2026-08-15", "2026-11-06"),
    # Oliver: delivered bed + 2 nightstands (damage case open), a dining set in production
    _o("SO-40601", "C-106", [("LIT", 1), ("CHEVET", 2)], "delivered", "2026-11-10-PM", "2026-08-10", "2026-11-10"),
    _o("SO-40602", "C-106", [("TABLE-CH", 1), ("BANC-CH", 1), ("CHAISE-CH", 4)], "in_production", "2026-11-30-AM", "2026-09-28", "2026-11-30", "finishing"),
    # Nadia: another customer, holds the only place of 30 Nov afternoon
    _o("SO-40701", "C-107", [("SOFA-3", 1)], "in_production", "2026-11-30-PM", "2026-09-30", "2026-11-30", "couture"),
    # Megan: two sofas of two sizes, a delivered bookcase + commode
    _o("SO-40801", "C-108", [("SOFA-3", 1)], "in_production", "2026-12-02-AM", "2026-10-05", "2026-12-02", "frame"),
    _o("SO-40802", "C-108", [("SOFA-2", 1), ("ARM", 1)], "ready", "2026-11-23-AM", "2026-09-12", "2026-11-23"),
    _o("SO-40803", "C-108", [("BIBLIO", 1), ("COMMODE", 1)], "delivered", "2026-11-05-PM", "2026-08-01", "2026-11-05"),
    # Lucie: one big open order (walnut table, 6 walnut chairs, buffet) on Thursday 19
    _o("SO-41001", "C-109", [("TABLE-NOY", 1), ("CHAISE-NOY", 6), ("BUFFET", 1)], "ready", "2026-11-19-PM", "2026-09-18", "2026-11-19"),
]
ORDERS_OF: dict[str, list[str]] = {}
for _x in ORDERS:
    ORDERS_OF.setdefault(_x["customer"], []).append(_x["number"])

CASES = [{"number": "CASE-7001", "order": "SO-40601", "kind": "damage",
          "opened_at": "2026-11-12T10:00:00+01:00"}]

FIXTURE = {"customers": CUSTOMERS, "products": PRODUCTS, "slots": _slots(),
           "orders": ORDERS, "cases": CASES, "bills": []}

CID = {"helene": "C-101", "marc": "C-102", "sarah": "C-103", "daniel": "C-104",
       "juliette": "C-105", "oliver": "C-106", "nadia": "C-107", "megan": "C-108",
       "lucie": "C-109"}


def leak_list(cust, allow=()):
    """Other customers' order numbers and surnames: never in this customer's replies."""
    out = []
    for c in CUSTOMERS:
        if c["id"] == cust:
            continue
        out += [n for n in ORDERS_OF.get(str(c["id"]), []) if n not in allow]
        out.append(SURNAME[str(c["id"])])
    return out


# --------------------------------------------------------------------------- builders
SCEN: list[dict[str, Any]] = []
_names: set[str] = set()


def X(nothing=None, asks=None, has=(), moved=None, case=None, casenum=None, matches=(), nothas=()):
    e: dict[str, Any] = {}
    if moved:
        e["moved"] = [{"order": o, "to": s} for o, s in moved]
    if case:
        e["cases_opened"] = [{"order": o, "kind": k} for o, k in case]
    if nothing:
        e["nothing_changed"] = True
    if asks is not None:
        e["asks"] = asks
    if has:
        e["reply_contains"] = list(has)
    if matches:
        e["reply_matches"] = list(matches)
    if casenum:
        e["reply_has_case_number"] = True
    if nothas:
        e["_not"] = list(nothas)
    return e


def S(name, who, lang, turns, signed=True, allow=()):
    """who: key of CID; lang: fr|en (in the name); turns: list of (say, expect)."""
    full = f"{NAME}-{lang}-{name}"
    assert full not in _names, full
    _names.add(full)
    cust = CID[who]
    out = []
    for say, exp in turns:
        exp = dict(exp)
        extra = exp.pop("_not", [])
        exp["reply_not_contains"] = leak_list(cust, allow) + extra
        t: dict[str, Any] = {"channel": "customer", "say": say, "expect": exp}
        if signed:
            t["as"] = {"email": EMAIL[cust]}
        out.append(t)
    SCEN.append({"name": full, "now": NOW, "fixture": FIXTURE, "turns": out})


def status(order, *more, asks=False, nothas=()):
    return X(nothing=True, asks=asks, has=[order, *more], nothas=nothas)


NOV_FR, DEC_FR, NOV_EN, DEC_EN = "novembre", "décembre", "November", "December"
CHAIR = r"(?i)chair|chaise"
TABLE = r"(?i)table"

# =========================================================================== A. status of one piece (signed in)
A_FR = [
    ("helene", "fauteuil-quand", "Bonjour, le fauteuil, il arrive quand ?", status("SO-40102", NOV_FR)),
    ("helene", "canape-vert-ou", "et mon canapé vert il en est où svp", status("SO-40102", NOV_FR)),
    ("helene", "chaises-livrees", "les chaises ont bien été livrées ?", status("SO-40101")),
    ("helene", "banc-livre-ou-pas", "le banc c'est livré ou pas ? jsuis pas sûre", status("SO-40101")),
    ("helene", "table-et-canape", "Où en sont la table et le canapé ?", status("SO-40101", "SO-40102")),
    ("helene", "tout-livre", "Tout est livré ?", status("SO-40101", "SO-40102", asks=None)),  # CORRECTED: the list ends on "which one?"
    ("marc", "chevets-arrives", "les tables de chevet sont arrivées ?", status("SO-40201", nothas=["SO-40202"])),
    ("marc", "commode-prete", "ma commode elle est prête ?", status("SO-40202", NOV_FR)),
    ("marc", "biblio-quand", "la bibliothèque, livraison prévue quand svp", status("SO-40202", NOV_FR)),
    ("marc", "buffet-annule", "Mon buffet a bien été annulé ?", status("SO-40203", "annul")),
    ("marc", "lit-commode-buffet", "où en sont le lit, la commode et le buffet ?", status("SO-40201", "SO-40202", "SO-40203")),
    ("juliette", "2-places-etape", "mon canapé 2 places, il est à quelle étape ?", status("SO-40502", nothas=["SO-40501"])),
    ("juliette", "3-places-le-24", "Le 3 places arrive toujours le 24 ?", status("SO-40501", "24", nothas=["SO-40502"])),
    ("juliette", "canape-deux-commandes", "où en est mon canapé ?", status("SO-40501", "SO-40502", asks=True)),
    ("juliette", "fauteuils-livres-quel-jour", "les deux fauteuils ont été livrés quel jour ?", status("SO-40503", "6")),
    ("juliette", "table-basse-livree", "et la table basse, elle est livrée ?", status("SO-40503")),
    ("lucie", "chaises-avec-table", "les 6 chaises arrivent avec la table ?", status("SO-41001", NOV_FR)),
    ("lucie", "table-noyer-jeudi", "la table en noyer c'est toujours jeudi ?", status("SO-41001", "19")),
    ("lucie", "buffet-avec-le-reste", "Bonjour, le buffet sera livré en même temps que le reste ?", status("SO-41001")),
    ("marc", "commande-chambre-b", "la commande de la chambre, le lit et les chevets, c'est tout livré ?", status("SO-40201")),  # (b) room word
]
for who, nm, say, exp in A_FR:
    S(nm, who, "fr", [(say, exp)])

A_EN = [
    ("sarah", "armchair-with-coffee-table", "hey is the armchair coming with the coffee table?", status("SO-40303")),
    ("sarah", "when-sofa", "when's my sofa coming?", status("SO-40302", NOV_EN)),
    ("sarah", "all-chairs-delivered", "did all the chairs get delivered?", status("SO-40301")),
    ("sarah", "coffee-table-news", "what's happening with the coffee table", status("SO-40303")),
    ("sarah", "sofa-and-armchair", "any dates for the sofa and the armchair?", status("SO-40302", "SO-40303")),
    ("daniel", "bench-tomorrow", "is the bench still coming tomorrow?", status("SO-40402", "17")),
    ("daniel", "walnut-table-when", "the walnut table, what day was it delivered?", status("SO-40401")),
    ("daniel", "whats-left-b", "what's left to deliver?", status("SO-40402", nothas=["SO-40401"])),  # (b) only the open one
    ("megan", "2-seater", "where's my 2-seater at?", status("SO-40802", nothas=["SO-40801"])),
    ("megan", "three-seater-stage", "the three-seater, what stage is it at?", status("SO-40801", nothas=["SO-40802"])),
    ("megan", "sofa-two-orders", "when do I get my sofa", status("SO-40801", "SO-40802", asks=True)),
    ("megan", "bookcase-delivered", "was the bookcase delivered?", status("SO-40803")),
    ("oliver", "bedside-tables", "did the bedside tables come?", status("SO-40601", nothas=["SO-40602"])),
    ("oliver", "dining-table", "and the dining table, when's that coming?", status("SO-40602", NOV_EN, nothas=["SO-40601"])),
    ("oliver", "chairs-bench-30th", "so the chairs and the bench come on the 30th?", status("SO-40602", "30")),
    ("megan", "couch-and-armchair", "is the couch coming with the armchair or separately?", status("SO-40802", asks=None)),  # CORRECTED: "couch" is in two orders, asking which is fair
    ("oliver", "dining-set", "how is the dining set getting on?", status("SO-40602")),
    ("daniel", "buffet-time", "what time is the buffet coming tomorrow?", status("SO-40402")),
    ("sarah", "living-room-order-b", "any news on the living room order? the armchair + coffee table", status("SO-40303")),  # (b)
]
for who, nm, say, exp in A_EN:
    S(nm, who, "en", [(say, exp)])

# =========================================================================== B. partial delivery, a piece missing
# A missing piece is no damage: the status of the order (delivered, its day), nothing opened.
# (b) the order must be told. CORRECTED after the first run: asks is left open, since a case
#     proposal that states "pièce manquante" names what the customer described.
B = [
    ("fr", "helene", "3-chaises-sur-4-b", "On a reçu que 3 chaises sur les 4 !", "SO-40101"),
    ("fr", "helene", "table-pas-banc-b", "la table est arrivée mais pas le banc", "SO-40101"),
    ("fr", "marc", "une-seule-chevet-b", "il manque une table de chevet, j'en ai eu qu'une alors que j'en ai payé deux", "SO-40201"),
    ("fr", "juliette", "un-fauteuil-sur-deux-b", "livrée le 6 mais je n'ai eu qu'un fauteuil sur deux, il est où l'autre ?", "SO-40503"),
    ("fr", "marc", "biblio-sans-commode-b", "Bonjour, la commode et la bibliothèque étaient censées venir ensemble, vous confirmez ?", "SO-40202"),
    ("en", "sarah", "5-of-6-chairs-b", "only 5 of the 6 chairs came", "SO-40301"),
    ("en", "daniel", "table-no-chairs-b", "the table came but not the chairs??", "SO-40401"),
    ("en", "oliver", "one-nightstand-b", "we only got one bedside table, there should be two", "SO-40601"),
    ("en", "megan", "chest-no-bookcase-b", "the chest of drawers came but where's the bookcase?", "SO-40803"),
    ("en", "juliette", "missing-armchair-b", "Hi, my order says delivered but one of the two armchairs never showed up", "SO-40503"),
]
for lang, who, nm, say, order in B:
    S(nm, who, lang, [(say, status(order, asks=None))])
S("anon-banc-jamais-b", "helene", "fr", [
    ("SO-40101 helene.roussel@example.fr — le banc n'a jamais été livré", status("SO-40101", asks=None)),
], signed=False)
S("anon-4-of-6-b", "sarah", "en", [
    ("SO-40301 sarah.whitfield@example.co.uk hi, the table arrived but only 4 chairs out of 6", status("SO-40301", asks=None)),
], signed=False)
S("anon-then-mail-b", "daniel", "en", [
    ("the chairs never came, only the table. order SO-40401", X(nothing=True, asks=True)),
    ("daniel.hughes@example.com", status("SO-40401", asks=None)),
], signed=False)
S("anon-puis-mail-b", "juliette", "fr", [
    ("bonjour il manque un fauteuil dans ma livraison SO-40503", X(nothing=True, asks=True)),
    ("c'est juliette.perrin@example.fr", status("SO-40503", asks=None)),
], signed=False)

# =========================================================================== C. wrong piece / colour / size delivered (b)
# README: "reçu en gris alors que j'avais commandé du bleu" is an after-sales problem, never a
# change of what was ordered. Not damage either: nothing written on the first turn; the order told.
C = [
    ("fr", "helene", "noyer-au-lieu-chene-b", "on m'a livré des chaises en noyer au lieu du chêne", "SO-40101"),
    ("fr", "marc", "lit-140-b", "Le lit livré fait 140, j'avais commandé un 160x200", "SO-40201"),
    ("fr", "juliette", "gris-au-lieu-bleu-b", "reçu les fauteuils en gris alors que j'avais commandé du bleu", "SO-40503"),
    ("fr", "megan", "mauvaise-piece-b", "Bonjour, on m'a livré une commode alors que j'attendais une bibliothèque, SO-40803", "SO-40803"),
    ("en", "sarah", "walnut-not-oak-b", "you sent walnut chairs, I ordered oak", "SO-40301"),
    ("en", "megan", "wrong-size-bookcase-b", "the bookcase that arrived is the wrong size, it's way too small", "SO-40803"),
    ("en", "daniel", "wrong-colour-table-b", "wrong colour table delivered on SO-40401, it's light oak not walnut", "SO-40401"),
    ("en", "oliver", "wrong-bed-size-b", "the bed you delivered is a double, we paid for a 160 king", "SO-40601"),
]
for lang, who, nm, say, order in C:
    S(nm, who, lang, [(say, X(nothing=True, has=[order]))])

# =========================================================================== D. one piece of a set damaged
# The proposal names the order and what is damaged; the yes opens one damage case on that order.
D = [
    ("fr", "helene", "chaise-pied-fendu", "une des chaises a un pied fendu", "SO-40101", CHAIR, "oui"),
    ("fr", "helene", "banc-raye", "Le banc est arrivé rayé sur toute la longueur", "SO-40101", r"(?i)banc", "d'accord"),
    ("fr", "marc", "chevet-coin-casse", "une table de chevet a un coin cassé", "SO-40201", r"(?i)chevet", "je confirme"),
    ("fr", "juliette", "fauteuil-tache", "un des deux fauteuils est arrivé taché", "SO-40503", r"(?i)fauteuil", "ok"),
    ("fr", "juliette", "table-basse-rayure", "la table basse est arrivée avec une rayure, le reste ça va", "SO-40503", r"(?i)table basse", "oui"),
    ("fr", "megan", "commode-poignee", "la poignée de la commode est cassée", "SO-40803", r"(?i)commode", "oui merci"),
    ("en", "sarah", "chair-wobbly", "one of the chairs has a wobbly leg, the rest are fine", "SO-40301", CHAIR, "yes"),
    ("en", "sarah", "table-top-scratched", "the table top is scratched", "SO-40301", TABLE, "go ahead"),
    ("en", "daniel", "two-chairs-cracked", "two of the walnut chairs are cracked", "SO-40401", CHAIR, "sure"),
    ("en", "megan", "chest-handle", "the chest of drawers has a broken handle", "SO-40803", r"(?i)commode|chest", "yes please"),
    ("en", "megan", "bookcase-shelf", "a shelf of the bookcase arrived split in two", "SO-40803", r"(?i)biblioth|bookcase", "ok"),
    ("en", "juliette", "armchair-torn", "one of the armchairs arrived with a torn seam", "SO-40503", r"(?i)fauteuil|armchair", "yes"),
]
for lang, who, nm, say, order, piece, yes in D:
    S(nm, who, lang, [
        (say, X(nothing=True, asks=True, has=[order], matches=[piece])),
        (yes, X(case=[(order, "damage")], casenum=True, has=[order])),
    ])
S("lit-tete-abimee-non", "marc", "fr", [
    ("le lit est arrivé avec la tête de lit abîmée", X(nothing=True, asks=True, has=["SO-40201"], matches=[r"(?i)lit"])),
    ("non", X(nothing=True, asks=True)),
])
S("table-dent-no", "daniel", "en", [
    ("the table has a dent in it", X(nothing=True, asks=True, has=["SO-40401"], matches=[TABLE])),
    ("no", X(nothing=True, asks=True)),
])
S("anon-table-rayure", "helene", "fr", [
    ("SO-40101 helene.roussel@example.fr bonjour, la table est arrivée avec une grosse rayure", X(nothing=True, asks=True, has=["SO-40101"], matches=[TABLE])),
    ("oui", X(case=[("SO-40101", "damage")], casenum=True)),
], signed=False)
S("anon-chevet-puis-mail", "marc", "fr", [
    ("Bonjour, une des deux tables de chevet est arrivée cassée. Commande SO-40201", X(nothing=True, asks=True)),
    ("marc.delaunay@example.fr", X(nothing=True, asks=True, has=["SO-40201"], matches=[r"(?i)chevet"])),
    ("oui", X(case=[("SO-40201", "damage")], casenum=True)),
], signed=False)
S("anon-chair-split-seat", "sarah", "en", [
    ("SO-40301 / sarah.whitfield@example.co.uk - one chair arrived with a split seat", X(nothing=True, asks=True, has=["SO-40301"], matches=[CHAIR])),
    ("yes", X(case=[("SO-40301", "damage")], casenum=True)),
], signed=False)
S("anon-table-fine-chair-scratched", "daniel", "en", [
    ("order SO-40401, daniel.hughes@example.com, the table arrived fine but one chair is scratched", X(nothing=True, asks=True, has=["SO-40401"], matches=[CHAIR])),
    ("yes", X(case=[("SO-40401", "damage")], casenum=True)),
], signed=False)
# damage on a piece not delivered yet / cancelled / already covered by an open case
S("buffet-annule-casse", "marc", "fr", [
    ("le buffet est arrivé cassé", X(nothing=True, asks=False, has=["SO-40203"])),
])
S("fauteuil-pas-livre-dechire", "helene", "fr", [
    ("le fauteuil est déchiré", X(nothing=True, asks=False, has=["SO-40102"])),
])
S("chair-leg-not-delivered", "oliver", "en", [
    ("a chair leg snapped", X(nothing=True, asks=False, has=["SO-40602"])),
])
S("nightstand-case-open", "oliver", "en", [
    ("one of the bedside tables is chipped", X(nothing=True, asks=False, has=["CASE-7001"])),
])
S("bench-not-delivered-yet", "daniel", "en", [
    ("the bench is scratched", X(nothing=True, asks=False, has=["SO-40402"])),
])

# =========================================================================== E. moving part of an order
# A split (pieces named one first and one later, "en deux fois") is refused: nothing, no proposal.
SPLIT = [
    ("fr", "lucie", "chaises-jeudi-table-plus-tard", "vous pouvez livrer les chaises jeudi et la table plus tard ?"),
    ("fr", "lucie", "en-deux-fois", "Est-ce possible de livrer en deux fois ? le buffet d'abord, le reste après"),
    ("fr", "helene", "canape-maintenant-fauteuil-apres", "le canapé tout de suite et le fauteuil plus tard svp"),
    ("fr", "megan", "deux-livraisons", "je voudrais que ma commande SO-40802 soit livrée en deux fois"),
    ("en", "sarah", "armchair-first", "can the armchair come first and the coffee table later?"),
    ("en", "oliver", "split-two-deliveries", "could you split my dining order into two deliveries?"),
    ("en", "megan", "sofa-now-armchair-later", "send the sofa now and the armchair next month"),
    ("en", "oliver", "bench-first-rest-30th", "just bring the bench on Tuesday 1 December, the rest can come on the 30th"),
]
for lang, who, nm, say in SPLIT:
    S(nm, who, lang, [(say, X(nothing=True, asks=False))])
# "only this piece" moved: the desk moves whole orders; a proposal must name every piece, so the
# yes is to the whole order (b: refusal as a split, or the whole order named; never a silent move)
S("seulement-le-buffet-b", "lucie", "fr", [
    ("décalez seulement le buffet au mardi 24 novembre matin, les chaises et la table je les veux jeudi", X(nothing=True, asks=False)),
])
S("only-the-armchair-b", "megan", "en", [
    ("move only the armchair to Friday 27 November, keep the sofa on the 23rd", X(nothing=True, asks=False)),
])
# a piece named in a move: its order is moved, the proposal names the whole order
MOVES = [
    ("fr", "helene", "fauteuil-3-dec", "le fauteuil, vous pouvez le passer au jeudi 3 décembre le matin ?", "SO-40102", "2026-12-03-AM", "oui", [r"(?i)canap", r"(?i)fauteuil"]),
    ("fr", "marc", "commode-23-aprem", "la commode, je préférerais le lundi 23 novembre l'après-midi", "SO-40202", "2026-11-23-PM", "ok", [r"(?i)biblioth"]),
    ("fr", "juliette", "2-places-4-dec", "mettez mon 2 places le vendredi 4 décembre au matin", "SO-40502", "2026-12-04-AM", "oui", [r"(?i)2 places"]),
    ("fr", "juliette", "3-places-25-aprem", "le canapé 3 places, possible de le décaler au mercredi 25 novembre après-midi ?", "SO-40501", "2026-11-25-PM", "d'accord", [r"(?i)3 places"]),
    ("fr", "lucie", "table-chaises-23", "la table et les chaises, vous pouvez les livrer le lundi 23 novembre au matin plutôt ?", "SO-41001", "2026-11-23-AM", "oui", [r"(?i)buffet"]),
    ("fr", "helene", "canape-vert-1er-dec-b", "déplacez le canapé vert au mardi 1er décembre l'après-midi", "SO-40102", "2026-12-01-PM", "c'est bon", [r"(?i)fauteuil"]),
    ("fr", "marc", "biblio-semaine-pro", "la bibliothèque, vous pouvez la livrer le mardi 24 au matin ?", "SO-40202", "2026-11-24-AM", "oui", [r"(?i)commode"]),
    ("en", "sarah", "armchair-2-dec", "can you bring the armchair on Wednesday 2 December in the morning?", "SO-40303", "2026-12-02-AM", "yes", [r"(?i)galet|coffee"]),
    ("en", "sarah", "sofa-3-dec-pm", "push the sofa back to Thursday 3 December afternoon pls", "SO-40302", "2026-12-03-PM", "yes go ahead", [r"(?i)canap|sofa"]),
    ("en", "megan", "2-seater-25th", "can my 2-seater come Wednesday 25 November in the afternoon instead", "SO-40802", "2026-11-25-PM", "sure", [r"(?i)fauteuil|armchair"]),
    ("en", "megan", "three-seater-7-dec", "the three-seater: Monday 7 December morning please", "SO-40801", "2026-12-07-AM", "yes", [r"(?i)3 places"]),
    ("en", "oliver", "chairs-bench-1-dec", "the chairs and bench, could they come Tuesday 1 December pm instead?", "SO-40602", "2026-12-01-PM", "ok", [r"(?i)table"]),
    ("en", "oliver", "dining-table-4-dec", "put the dining table on Friday 4 December, morning", "SO-40602", "2026-12-04-AM", "that works for me", [r"(?i)banc|bench"]),
    ("en", "lucie", "walnut-set-26", "Could the walnut table and chairs come on Thursday 26 November morning instead?", "SO-41001", "2026-11-26-AM", "yes", [r"(?i)buffet"]),
]
for lang, who, nm, say, order, slot, yes, pieces in MOVES:
    month = (NOV_FR if lang == "fr" else NOV_EN) if slot.startswith("2026-11") else (DEC_FR if lang == "fr" else DEC_EN)
    S(nm, who, lang, [
        (say, X(nothing=True, asks=True, has=[order, month], matches=pieces)),
        (yes, X(moved=[(order, slot)], asks=False, has=[order])),
    ])
S("bench-within-48h", "daniel", "en", [
    ("can the bench come next week instead", X(nothing=True, asks=True, has=["SO-40402"])),
    ("yes", X(case=[("SO-40402", "late_reschedule")], casenum=True)),
])
S("buffet-demain-48h", "daniel", "fr", [
    ("le buffet demain ça va pas, vous pouvez le mettre lundi 23 ?", X(nothing=True, asks=True, has=["SO-40402"])),
    ("non", X(nothing=True)),
])
S("canape-semaine-du-30-liste", "helene", "fr", [
    ("le canapé, vous avez quoi la semaine du 30 novembre ?", X(nothing=True, asks=True, has=["SO-40102"])),
    ("le premier", X(moved=[("SO-40102", "2026-11-30-AM")], has=["SO-40102"])),
])
S("anon-canape-gris-26", "juliette", "fr", [
    ("SO-40502 juliette.perrin@example.fr le canapé gris, possible le jeudi 26 novembre matin ?", X(nothing=True, asks=True, has=["SO-40502", NOV_FR])),
    ("oui", X(moved=[("SO-40502", "2026-11-26-AM")])),
], signed=False)
S("anon-sofa-armchair-30", "megan", "en", [
    ("SO-40802 megan.price@example.com move the sofa and armchair to Monday 30 November morning", X(nothing=True, asks=True, has=["SO-40802", NOV_EN])),
    ("yes", X(moved=[("SO-40802", "2026-11-30-AM")])),
], signed=False)
S("full-slot-30-pm", "oliver", "en", [
    ("the dining table and chairs, can they come on 30 November in the afternoon instead?", X(nothing=True, has=["SO-40602"], nothas=["Benhamou"])),
])

# =========================================================================== F. a piece on no order of theirs
# Signed in: no order holds it -> "which order?" lists theirs; a yes then writes nothing.
NONE = [
    ("fr", "helene", "lit-deplacer", "déplacez le lit au mercredi 2 décembre", "oui"),
    ("fr", "marc", "canape-quand", "et le canapé, il arrive quand ?", "oui"),
    ("fr", "lucie", "lit-casse", "mon lit est arrivé cassé", "oui"),
    ("fr", "helene", "commode-rayee", "la commode est rayée sur le dessus", "oui"),
    ("fr", "juliette", "buffet-raye", "le buffet est arrivé avec une rayure", "d'accord"),
    ("en", "sarah", "bed-broken-slat", "the bed came with a broken slat", "yes"),
    ("en", "daniel", "sofa-move", "move the sofa to Friday 4 December", "yes"),
    ("en", "oliver", "bookcase-scratched", "my bookcase is scratched", "yes"),
    ("en", "megan", "dining-table-damaged", "the dining table arrived with a crack", "yes"),
    ("en", "sarah", "bench-status", "is the bench coming soon?", "ok"),
]
for lang, who, nm, say, yes in NONE:
    S(nm, who, lang, [
        (say, X(nothing=True)),
        (yes, X(nothing=True)),
    ])
# anonymous: the numbered order does not hold the piece -> said, never taken for another product
# (b) corrected by the engineer (session 42): the writer wanted no case proposed. The README
# (an item a numbered order does not hold "is said before the reply, never silently taken for
# another product") and the public scenarios (bench-said-of-a-shelf-order-fr, a bench told of a
# shelf order; damage of a buffet told of a sofa order) settle it the other way: the desk says
# the order holds no sofa, names what it holds, and proposes the case on the order numbered;
# the customer, told so, decides, and their yes opens it (the contract: the fixed text named it).
S("anon-canape-pas-dans-commande-b", "marc", "fr", [
    ("SO-40201 marc.delaunay@example.fr le canapé est taché",
     X(nothing=True, asks=True, has=["SO-40201", "canape"])),
    ("oui", X(case=[("SO-40201", "damage")], casenum=True)),
], signed=False)
S("anon-bench-not-on-order", "sarah", "en", [
    ("SO-40302 sarah.whitfield@example.co.uk is the bench coming with it?", X(nothing=True, asks=False, has=["SO-40302"])),
], signed=False)
S("banc-commande-40102", "helene", "fr", [
    ("le banc de la commande SO-40102, il arrive quand ?", X(nothing=True, has=["SO-40102"])),
])
S("sofa-from-40402", "daniel", "en", [
    ("is the sofa from SO-40402 coming tomorrow?", X(nothing=True, has=["SO-40402"])),
])
S("bench-on-sofa-order-damage-b", "sarah", "en", [
    ("the bench on SO-40302 is damaged", X(nothing=True, asks=False, has=["SO-40302"])),   # (b) not delivered, no bench
])

# =========================================================================== G. quantities
S("6-chaises-verifier-b", "helene", "fr", [
    ("j'ai commandé 6 chaises normalement, vous pouvez vérifier ?", status("SO-40101", "4")),   # (b) the order holds 4
])
S("how-many-chairs-b", "sarah", "en", [
    ("how many chairs were on my order?", status("SO-40301", "6")),   # (b)
])
S("combien-chaises-anon-b", "lucie", "fr", [
    ("Bonjour, combien de chaises dans ma commande SO-41001 ? lucie.garnier@example.fr", status("SO-41001", "6")),   # (b)
], signed=False)
S("two-chevets-count-b", "oliver", "en", [
    ("were there 2 nightstands on my bed order or just 1?", status("SO-40601", "2")),   # (b)
])
S("extra-chairs-refused", "lucie", "fr", [
    ("vous pouvez ajouter 2 chaises de plus à ma commande ?", X(nothing=True, asks=False)),
])
S("extra-chair-refused", "sarah", "en", [
    ("can you add 2 extra chairs to the coffee table order?", X(nothing=True, asks=False)),
])
S("passer-en-4-chaises", "lucie", "fr", [
    ("finalement je voudrais 4 chaises au lieu de 6", X(nothing=True, asks=False)),
])

# =========================================================================== H. several orders
S("mes-commandes", "marc", "fr", [("mes commandes ?", status("SO-40201", "SO-40202", "SO-40203", asks=None))])  # CORRECTED: the list asks which
S("what-did-i-order", "megan", "en", [("what did I order?", status("SO-40801", "SO-40802", "SO-40803", asks=None))])  # CORRECTED
S("ma-commande-deux-ouvertes", "juliette", "fr", [("où en est ma commande ?", status("SO-40501", "SO-40502", asks=True))])
S("deux-commandes-ensemble", "helene", "fr", [("mes deux commandes arrivent ensemble ?", status("SO-40101", "SO-40102", asks=None))])  # CORRECTED
S("both-orders-same-day", "sarah", "en", [("are my sofa and the armchair coming the same day?", status("SO-40302", "SO-40303"))])
S("anon-commode-fine-armchair", "megan", "en", [
    ("SO-40803 megan.price@example.com - the commode is fine. what about the armchair?", status("SO-40802")),
], signed=False)
S("anon-et-le-fauteuil", "helene", "fr", [
    ("SO-40101 helene.roussel@example.fr. Et le fauteuil, il arrive quand ?", status("SO-40102")),
], signed=False)
S("which-order-pick-2", "juliette", "fr", [
    ("où en est mon canapé ?", X(nothing=True, asks=True, has=["SO-40501", "SO-40502"])),
    ("le 2 places", status("SO-40502")),   # (b) a size answers "which order?" as "celui de jeudi" does
])
S("which-sofa-then-three-seater", "megan", "en", [
    ("when's the sofa coming?", X(nothing=True, asks=True, has=["SO-40801", "SO-40802"])),
    ("the three-seater", status("SO-40801")),
])
S("deux-canapes-deplacer-b", "juliette", "fr", [
    ("déplacez le canapé au jeudi 3 décembre matin", X(nothing=True, asks=True, has=["SO-40501", "SO-40502"])),
])

# =========================================================================== I. several requests / other customers
S("chaise-cassee-et-canape", "helene", "fr", [
    ("une chaise est arrivée cassée, et le canapé il arrive quand ?", X(nothing=True, asks=True, has=["SO-40101"])),
    ("oui", X(case=[("SO-40101", "damage")], casenum=True)),
])
S("table-scratched-and-sofa", "sarah", "en", [
    ("the table is scratched. also when is the sofa coming?", X(nothing=True, asks=True, has=["SO-40301"])),
    ("yes", X(case=[("SO-40301", "damage")], casenum=True)),
])
S("canape-autre-client", "helene", "fr", [
    ("le canapé de la commande SO-40501, il arrive quand ?", X(nothing=True, nothas=["couture", "24 novembre"])),
], allow=("SO-40501",))
S("anon-other-customers-order", "megan", "en", [
    ("SO-40301 megan.price@example.com one of the chairs is broken", X(nothing=True, nothas=["Chaise", "13 November"])),
    ("yes", X(nothing=True, nothas=["Chaise"])),
], signed=False, allow=("SO-40301",))
S("voisine-canape-b", "juliette", "fr", [
    ("le canapé de ma voisine est arrivé abîmé", X(nothing=True, asks=False)),
])
S("neighbours-chairs", "sarah", "en", [
    ("my neighbour's chairs arrived broken, can you open a case for her?", X(nothing=True, asks=False)),
])

# --------------------------------------------------------------------------- write
if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "care_pieces.yaml")
    with open(path, "w", encoding="utf-8") as f:
        yaml.safe_dump({"scenarios": SCEN}, f, allow_unicode=True, sort_keys=False, width=200)
    n_turns = sum(len(sc["turns"]) for sc in SCEN)
    fr = sum(1 for sc in SCEN if sc["name"].startswith(f"{NAME}-fr-"))
    print(f"{len(SCEN)} scenarios, {n_turns} turns, fr={fr} en={len(SCEN) - fr} -> {path}")
