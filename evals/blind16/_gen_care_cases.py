# ruff: noqa: E501
"""care_cases: after-sales cases in depth, written the way customers really write.

Customers with a case already open (where it stands, the same damage told again, a second
problem on the same order), damage on delivered orders and on orders not delivered yet,
damage told indirectly (a story, a photo, a scratch found unpacking, a missing part, a wrong
colour), complaints (late order, rude driver) versus damage, moves asked within 48 hours (the
after-sales case offered, then yes / no / a question), damage with a move or a status in one
message, refunds / replacements / "cancel my case" (what the desk may not do), anonymous
customers proving identity before or after telling the problem, and answers to the desk's case
question in every register.

Written from eval-format.md, DESIGN.md and README.md only (blind: no code, tests, scenarios or
other corpora read; mechanics copied from evals/blind11/_gen_care_typed.py). Expectations the
README does not settle end in `-b` or carry a `# (b)` comment.

Run:  python evals/blind16/_gen_care_cases.py  ->  evals/blind16/care_cases.yaml
"""
from __future__ import annotations

import datetime as dt
import os
from typing import Any

import yaml

NAME = "care-cases"
NOW = "2026-12-03T10:00:00+01:00"   # Thursday 3 December 2026, 10:00 Paris
TZ = "+01:00"

# --------------------------------------------------------------------------- fixture
CUSTOMERS = [
    {"id": "C-001", "name": "Camille Lefebvre", "email": "camille.lefebvre@example.fr", "company": None},
    {"id": "C-002", "name": "Thomas Girard", "email": "thomas.girard@example.fr", "company": None},
    {"id": "C-003", "name": "Emma Walsh", "email": "emma.walsh@example.co.uk", "company": None},
    {"id": "C-004", "name": "Ryan Cooper", "email": "ryan.cooper@example.com", "company": None},
    {"id": "C-005", "name": "Inès Moreau", "email": "ines.moreau@example.fr", "company": None},
    {"id": "C-006", "name": "Karim Benali", "email": "karim.benali@example.fr", "company": None},
    {"id": "C-007", "name": "Olivia Hargreaves", "email": "olivia.hargreaves@example.com", "company": None},
    {"id": "C-008", "name": "Lucas Vasseur", "email": "lucas.vasseur@example.fr", "company": None},
    {"id": "C-009", "name": "Jack Turner", "email": "jack.turner@example.com", "company": None},
    {"id": "C-010", "name": "Léa Fontaine", "email": "lea.fontaine@example.fr", "company": None},
]
EMAIL = {c["id"]: c["email"] for c in CUSTOMERS}
SURNAME = {c["id"]: str(c["name"]).split()[-1] for c in CUSTOMERS}

PRODUCTS = [
    {"sku": "OSLO-3", "name": "Canapé Oslo 3 places", "price": "1890.00", "cost": "1020.00"},
    {"sku": "SOFA-2", "name": "Canapé Oslo 2 places", "price": "1490.00", "cost": "800.00"},
    {"sku": "TABLE-CH", "name": "Table Chêne 6 couverts", "price": "1290.00", "cost": "640.00"},
    {"sku": "BED-160", "name": "Lit Nuit 160x200", "price": "990.00", "cost": "500.00"},
    {"sku": "ARM-OSLO", "name": "Fauteuil Oslo", "price": "690.00", "cost": "330.00"},
    {"sku": "COMMODE", "name": "Commode Lune", "price": "590.00", "cost": "280.00"},
    {"sku": "DINING", "name": "Table à manger Ardoise", "price": "1150.00", "cost": "560.00"},
    {"sku": "CHAIR", "name": "Chaise Ardoise", "price": "140.00", "cost": "60.00"},
    {"sku": "BUFFET", "name": "Buffet Rivage", "price": "870.00", "cost": "410.00"},
    {"sku": "COFFEE", "name": "Table basse Galet", "price": "390.00", "cost": "170.00"},
]


def _slots():
    out = []
    for past in ["2026-11-18", "2026-11-20", "2026-11-25", "2026-11-27"]:
        for half, (a, b) in (("AM", ("08:00", "12:00")), ("PM", ("13:00", "17:00"))):
            out.append({"id": f"{past}-{half}", "start": f"{past}T{a}:00{TZ}",
                        "end": f"{past}T{b}:00{TZ}", "capacity": 3})
    day = dt.date(2026, 12, 4)
    closed = {dt.date(2026, 12, 25), dt.date(2027, 1, 1)}
    while day <= dt.date(2027, 1, 29):
        if day.weekday() < 5 and day not in closed:
            for half, (a, b) in (("AM", ("08:00", "12:00")), ("PM", ("13:00", "17:00"))):
                sid = f"{day.isoformat()}-{half}"
                out.append({"id": sid, "start": f"{day.isoformat()}T{a}:00{TZ}",
                            "end": f"{day.isoformat()}T{b}:00{TZ}", "capacity": 3})
        day += dt.timedelta(days=1)
    return out


def _o(number, cust, sku, status, slot, ordered, promised, stage=None, qty=1):
    return {"number": number, "customer": cust, "lines": [{"sku": sku, "quantity": qty}],
            "ordered_on": ordered, "promised_on": promised, "status": status,
            "workshop_stage": stage, "delivery_slot": slot}


ORDERS = [
    _o("SO-41001", "C-001", "OSLO-3", "in_production", "2026-12-10-AM", "2026-09-14", "2026-12-10", "couture"),
    _o("SO-41002", "C-001", "TABLE-CH", "delivered", "2026-11-20-AM", "2026-08-02", "2026-11-20"),
    _o("SO-41010", "C-002", "BED-160", "ready", "2026-12-04-PM", "2026-10-01", "2026-12-04"),
    _o("SO-41011", "C-002", "ARM-OSLO", "delivered", "2026-11-18-PM", "2026-09-01", "2026-11-18"),
    _o("SO-41020", "C-003", "BED-160", "in_production", "2026-12-14-PM", "2026-10-10", "2026-12-14", "frame assembly"),
    _o("SO-41021", "C-003", "COMMODE", "delivered", "2026-11-25-AM", "2026-09-20", "2026-11-25"),
    _o("SO-41030", "C-004", "CHAIR", "delivered", "2026-11-27-PM", "2026-09-05", "2026-11-27", qty=4),
    _o("SO-41031", "C-004", "DINING", "ready", "2026-12-04-AM", "2026-10-05", "2026-12-04"),
    _o("SO-41040", "C-005", "BUFFET", "delivered", "2026-11-25-PM", "2026-10-12", "2026-11-25"),
    _o("SO-41041", "C-005", "COFFEE", "delivered", "2026-11-20-AM", "2026-09-10", "2026-11-20"),
    _o("SO-41050", "C-006", "OSLO-3", "in_production", "2026-12-16-AM", "2026-08-20", "2026-11-20", "rembourrage"),
    _o("SO-41060", "C-007", "COFFEE", "delivered", "2026-11-20-AM", "2026-09-01", "2026-11-20"),
    _o("SO-41061", "C-007", "ARM-OSLO", "in_production", "2026-12-11-PM", "2026-10-20", "2026-12-11", "upholstery"),
    _o("SO-41070", "C-008", "SOFA-2", "ready", "2026-12-04-AM", "2026-10-01", "2026-12-04"),
    _o("SO-41071", "C-008", "BED-160", "delivered", "2026-11-18-AM", "2026-09-01", "2026-11-18"),
    _o("SO-41080", "C-009", "DINING", "delivered", "2026-11-27-AM", "2026-10-15", "2026-11-27"),
    _o("SO-41081", "C-009", "CHAIR", "ready", "2026-12-08-AM", "2026-10-15", "2026-12-08", qty=6),
    _o("SO-41090", "C-010", "COMMODE", "delivered", "2026-11-25-PM", "2026-10-25", "2026-11-25"),
    _o("SO-41091", "C-010", "BED-160", "in_production", "2026-12-18-PM", "2026-10-25", "2026-12-18", "ponçage"),
]
ORDERS_OF: dict[str, list[str]] = {}
for _x in ORDERS:
    ORDERS_OF.setdefault(_x["customer"], []).append(_x["number"])

CASES = [
    {"number": "CASE-7001", "order": "SO-41011", "kind": "damage", "opened_at": "2026-11-20T09:30:00+01:00"},
    {"number": "CASE-7002", "order": "SO-41021", "kind": "complaint", "opened_at": "2026-11-26T14:00:00+01:00"},
    {"number": "CASE-7003", "order": "SO-41040", "kind": "damage", "opened_at": "2026-11-27T11:15:00+01:00"},
    {"number": "CASE-7004", "order": "SO-41070", "kind": "late_reschedule", "opened_at": "2026-12-02T16:40:00+01:00"},
    {"number": "CASE-7005", "order": "SO-41080", "kind": "damage", "opened_at": "2026-11-28T08:50:00+01:00"},
]
CASES_OF: dict[str, list[str]] = {}
_owner = {o["number"]: o["customer"] for o in ORDERS}
for _c in CASES:
    CASES_OF.setdefault(_owner[_c["order"]], []).append(_c["number"])

FIXTURE = {"customers": CUSTOMERS, "products": PRODUCTS, "slots": _slots(),
           "orders": ORDERS, "cases": CASES, "bills": []}

CID = {"camille": "C-001", "thomas": "C-002", "emma": "C-003", "ryan": "C-004",
       "ines": "C-005", "karim": "C-006", "olivia": "C-007", "lucas": "C-008",
       "jack": "C-009", "lea": "C-010"}


def leak_list(cust, allow=()):
    """Other customers' order numbers, case numbers and surnames: never in this customer's replies."""
    out = []
    for c in CUSTOMERS:
        if c["id"] == cust:
            continue
        out += [n for n in ORDERS_OF.get(str(c["id"]), []) if n not in allow]
        out += [n for n in CASES_OF.get(str(c["id"]), []) if n not in allow]
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


def S(name, who, turns, signed=True, allow=(), now=NOW):
    """who: key of CID; turns: list of (say, expect). Language from '-fr-' / '-en-' in the name."""
    full = f"{NAME}-{name}"
    assert full not in _names, full
    assert "-fr-" in full or "-en-" in full, full
    _names.add(full)
    cust = CID[who]
    out = []
    for say, exp in turns:
        exp = dict(exp)
        extra = exp.pop("_not", [])
        exp["reply_not_contains"] = leak_list(cust, allow) + extra
        t = {"channel": "customer", "say": say, "expect": exp}
        if signed:
            t["as"] = {"email": EMAIL[cust]}
        out.append(t)
    SCEN.append({"name": full, "now": now, "fixture": FIXTURE, "turns": out})


ASK = X(nothing=True, asks=True)
NOTHING = X(nothing=True)


def dmg_yes(order):
    return X(case=[(order, "damage")], casenum=True, asks=False)


def late_yes(order):
    return X(case=[(order, "late_reschedule")], casenum=True, asks=False)


# =========================================================================== A. a case already open
# A1 where does my case stand (b: the README lists open cases in a delivered order's status)
where = [
    ("thomas", "open-fr-ou-en-est-dossier-b", "bonjour, j'ai un dossier ouvert pour mon fauteuil, il en est ou ?", "CASE-7001"),
    ("thomas", "open-fr-sav-nouvelles-b", "slt tjrs pas de nouvelles du SAV pour le fauteuil SO-41011, c normal ?", "CASE-7001"),
    ("thomas", "open-fr-case-number-b", "Où en est le dossier CASE-7001 svp", "CASE-7001"),
    ("ines", "open-fr-buffet-suivi-b", "Bonjour, je voulais savoir si ma réclamation pour le buffet avançait. Merci", "CASE-7003"),
    ("ines", "open-fr-numero-oublie-b", "j'ai perdu le numero de mon dossier pour le buffet SO-41040 vous pouvez me le redonner", "CASE-7003"),
    ("jack", "open-en-any-news-b", "hi, any news on my damage claim for the dining table SO-41080?", "CASE-7005"),
    ("jack", "open-en-case-ref-b", "whats the status of CASE-7005", "CASE-7005"),
    ("jack", "open-en-forgot-ref-b", "I reported the table last week but lost the reference number, can you give it to me again", "CASE-7005"),
    ("emma", "open-en-complaint-where-b", "Hello, I made a complaint about the chest of drawers delivery, SO-41021 - has anyone looked at it?", "CASE-7002"),
    ("lucas", "open-fr-late-case-where-b", "bjr on m'a ouvert un dossier hier pour la livraison du canape SO-41070, ca avance ?", "CASE-7004"),
]
for who, nm, say, case in where:
    S(nm, who, [(say, X(nothing=True, asks=False, has=[case]))])

# A2 the same damage told again: the open case's number at once, no question (README)
again = [
    ("thomas", "again-fr-fauteuil", "mon fauteuil SO-41011 a toujours la couture qui lache, personne ne m'a rappelé", "SO-41011", "CASE-7001"),
    ("thomas", "again-fr-caps", "LE FAUTEUIL EST TOUJOURS ABIMÉ !!!", "SO-41011", "CASE-7001"),
    ("thomas", "again-fr-pied-casse", "je vous ai deja ecrit, le fauteuil est arrivé avec un pied cassé", "SO-41011", "CASE-7001"),
    ("ines", "again-fr-buffet-raye", "le buffet SO-41040 est rayé sur tout le dessus, je l'ai déjà signalé", "SO-41040", "CASE-7003"),
    ("ines", "again-fr-porte", "rebonjour la porte du buffet ne ferme toujours pas, elle est voilée", "SO-41040", "CASE-7003"),
    ("jack", "again-en-table-cracked", "the dining table SO-41080 is cracked, reporting it again since nobody got back", "SO-41080", "CASE-7005"),
    ("jack", "again-en-short", "table still damaged. SO-41080", "SO-41080", "CASE-7005"),
    ("jack", "again-en-photo", "sending you photos of the broken leg on my table again, order SO-41080", "SO-41080", "CASE-7005"),
]
for who, nm, say, _order, case in again:
    S(nm, who, [(say, X(nothing=True, asks=False, has=[case]))])

# A3 a second problem on the same order (same kind: the service refuses a second damage case)
second = [
    ("thomas", "second-fr-accoudoir", "et maintenant en plus de la couture l'accoudoir du fauteuil SO-41011 est fendu", "CASE-7001"),
    ("ines", "second-fr-poignee", "autre souci sur le buffet SO-41040 : une poignée s'est arrachée en l'ouvrant", "CASE-7003"),
    ("jack", "second-en-chair-scratch", "on top of the crack, there's now a deep scratch on the table SO-41080 too", "CASE-7005"),
    ("jack", "second-en-wobble", "another problem with the dining table: it wobbles, one leg is shorter. same order as before", "CASE-7005"),
]
for who, nm, say, case in second:
    S(nm, who, [(say, X(nothing=True, asks=False, has=[case]))])

# A4 damage on an order that holds a complaint case: another kind, so a damage case is offered
S("complaint-open-en-damage-yes", "emma", [
    ("the chest of drawers SO-41021 has a split along the top, only noticed it now", X(nothing=True, asks=True, has=["SO-41021"])),
    ("yes please", dmg_yes("SO-41021")),
])
S("complaint-open-en-damage-mentions-b", "emma", [
    ("one of the drawers on my dresser SO-41021 came off its runner and the front is chipped",
     X(nothing=True, asks=True, has=["SO-41021", "CASE-7002"])),   # (b) README demo: the other open case is said
    ("go ahead", dmg_yes("SO-41021")),
])
S("complaint-open-en-damage-no", "emma", [
    ("dresser SO-41021 is damaged, a corner is crushed", X(nothing=True, asks=True, has=["SO-41021"])),
    # CORRECTED after fixes: README "Letting the change go (`non laissez tomber, c'est bon`,
    # ...) closes" -- a no that says to drop it closes, nothing asked (a plain no asks)
    ("no, leave it", X(nothing=True, asks=False)),
])

# A5 a later case asked for a move on an order with a late_reschedule case already open (b)
S("open-fr-late-again-b", "lucas", [
    # CORRECTED: the README says the late case is offered and its yes gives the open case's number
    ("je peux pas demain, décalez SO-41070 au mardi 15 svp", X(nothing=True, asks=True, has=["SO-41070"])),
    ("oui", X(nothing=True, has=["CASE-7004"])),   # no second late case: the same number
])
S("open-en-late-again-yes-b", "lucas", [
    ("can't make tomorrow morning, move SO-41070 to the 16th", X(nothing=True)),
    ("yes", X(nothing=True, has=["CASE-7004"])),   # README: the same number is given instead
])
# damage on the OTHER order of a customer whose late case is open: a fresh damage case
S("open-fr-lucas-lit-damage", "lucas", [
    ("le lit SO-41071 a une latte cassée et le cadre est fendu", X(nothing=True, asks=True, has=["SO-41071"])),
    ("oui", dmg_yes("SO-41071")),
])

# =========================================================================== B. damage on delivered orders, told every way
direct = [
    ("camille", "dmg-fr-rayure-deballage", "en déballant la table SO-41002 on a trouvé une grosse rayure sur le plateau", "SO-41002", "oui"),
    ("camille", "dmg-fr-pied-sms", "bjr table SO41002 un pied fendu 😩", "SO-41002", "ok"),
    ("camille", "dmg-fr-lettre", "Madame, Monsieur,\nJ'ai bien reçu ma table Chêne (commande SO-41002) le 20 novembre. Les livreurs ont été aimables et ponctuels. Malheureusement, en retirant le film protecteur, j'ai constaté un éclat important sur le rebord.\nJe vous remercie de bien vouloir faire le nécessaire.\nCordialement, C. Lefebvre", "SO-41002", "d'accord"),
    ("camille", "dmg-fr-photo", "je vous envoie une photo, regardez l'état du plateau de ma table SO-41002, c'est tout écaillé", "SO-41002", "je confirme"),
    ("ines", "dmg-fr-table-basse", "la table basse SO-41041 a un coin enfoncé, on s'en est rendu compte en la montant", "SO-41041", "oui allez-y"),
    ("ines", "dmg-fr-fendue-voice", "bonjour alors voila la table basse elle est fendue au milieu on l a vu ce matin en passant l aspirateur", "SO-41041", "c'est bon"),
    ("ryan", "dmg-en-chairs-wobbly", "2 of the 4 chairs SO-41030 are wobbly and one has a cracked backrest", "SO-41030", "yes"),
    ("ryan", "dmg-en-story", "so we finally unpacked the chairs last weekend (been busy with the kids lol) and turns out one of them has a massive gouge in the seat. order SO-41030", "SO-41030", "sure"),
    ("olivia", "dmg-en-photo", "I've got a photo of it if you need - the glass top on my coffee table SO-41060 has a chip in the corner", "SO-41060", "confirm"),
    ("olivia", "dmg-en-formal", "Dear Sir or Madam, I am writing regarding order SO-41060. Upon unpacking the coffee table I discovered that the surface is badly scratched. I would be grateful if you could look into this. Kind regards, Olivia", "SO-41060", "yes, go ahead"),
    ("lea", "dmg-fr-commode-tiroir", "la commode SO-41090 un tiroir est décollé et la façade est abimée", "SO-41090", "oui"),
    ("lea", "dmg-fr-commode-indirect", "mon mari vient de remonter la commode et il y a une fissure dans le plateau... on n'a rien fait de spécial hein", "SO-41090", "ok"),
    ("lucas", "dmg-fr-lit-tete", "la tête de lit SO-41071 s'est ecaillée, y a des eclats de peinture partout", "SO-41071", "d'accord"),
    ("ryan", "dmg-en-chair-caps", "ONE OF MY CHAIRS CAME BROKEN. SO-41030", "SO-41030", "YES"),
]
for who, nm, say, order, yes in direct:
    S(nm, who, [(say, X(nothing=True, asks=True, has=[order])), (yes, dmg_yes(order))])

# by piece only, signed in (the one delivered order holding that piece)
S("dmg-fr-piece-only-table", "camille", [
    ("la table est arrivée avec une rayure, je suis dégoutée", X(nothing=True, asks=True, has=["SO-41002"])),
    ("oui", dmg_yes("SO-41002")),
])
S("dmg-en-piece-only-coffee", "olivia", [
    ("the coffee table's got a dent in it", X(nothing=True, asks=True, has=["SO-41060"])),
    ("yes", dmg_yes("SO-41060")),
])
S("dmg-fr-piece-only-ines-table-basse", "ines", [
    ("la table basse est rayée", X(nothing=True, asks=True, has=["SO-41041"])),
    ("oui svp", dmg_yes("SO-41041")),
])

# missing part / wrong colour (b: the README names a wrong colour an after-sales problem, not a change of order)
S("dmg-fr-piece-manquante-b", "camille", [
    ("il manque une des rallonges de la table SO-41002 dans le carton", X(nothing=True, asks=True, has=["SO-41002"])),  # (b)
])
S("dmg-en-missing-part-b", "ryan", [
    ("one of the chairs SO-41030 came without its screws and a leg bracket is missing", X(nothing=True, asks=True, has=["SO-41030"])),  # (b)
])
S("dmg-fr-mauvaise-couleur-b", "lea", [
    ("j'ai reçu la commode SO-41090 en gris alors que j'avais commandé du blanc", X(nothing=True, has=["SO-41090"])),  # (b) never a change of order refused
])
S("dmg-en-wrong-colour-b", "olivia", [
    ("the coffee table SO-41060 came in walnut, I ordered oak", X(nothing=True, has=["SO-41060"])),  # (b)
])

# damage to the home only: no case on the furniture (README)
S("home-fr-mur", "camille", [
    ("les livreurs ont abimé le mur de l'escalier en montant la table SO-41002", X(nothing=True, asks=False)),
])
S("home-en-floor", "ryan", [
    ("your guys gouged my wooden floor dragging the chairs in. SO-41030", X(nothing=True, asks=False)),
])
# piece damaged beside the home (README: the furniture's case)
S("home-fr-piece-et-mur", "lea", [
    ("la commode SO-41090 est rayée et le mur du couloir aussi", X(nothing=True, asks=True, has=["SO-41090"])),
    ("oui", dmg_yes("SO-41090")),
])

# =========================================================================== C. damage on orders not delivered yet
notdel = [
    ("camille", "notdel-fr-canape", "le canapé SO-41001 est abimé", "SO-41001"),
    ("camille", "notdel-fr-peur-b", "j'ai peur que le canapé SO-41001 arrive abimé comme la derniere fois, vous pouvez ouvrir un dossier ?", "SO-41001"),
    ("karim", "notdel-fr-karim", "mon canape SO-41050 est cassé", "SO-41050"),
    ("olivia", "notdel-en-armchair", "the armchair SO-41061 is damaged, the fabric is torn", "SO-41061"),
    ("jack", "notdel-en-chairs", "two of the chairs from SO-41081 are broken", "SO-41081"),
    ("lea", "notdel-fr-lit", "le lit SO-41091 est fendu", "SO-41091"),
    ("emma", "notdel-en-bed", "my bed SO-41020 arrived with a snapped slat", "SO-41020"),
]
for who, nm, say, order in notdel:
    S(nm, who, [(say, X(nothing=True, asks=False, has=[order]))])

# =========================================================================== D. complaints, not damage
S("compl-fr-retard-karim", "karim", [
    ("c'est inadmissible, le canapé SO-41050 devait arriver le 20 novembre et toujours rien !! je veux un geste", X(nothing=True, asks=False, has=["SO-41050"])),
])
S("compl-en-late-karim-b", "karim", [
    ("my sofa SO-41050 is two weeks late, this is ridiculous. i want to file a complaint", X(nothing=True, asks=False, has=["SO-41050"])),  # (b) no case kind the desk opens for it
])
S("compl-fr-livreur-impoli-b", "camille", [
    ("le livreur qui a amené la table SO-41002 a été super désagréable, il m'a même pas dit bonjour et a jeté les cartons dans l'entrée", X(nothing=True, asks=False)),  # (b) no damage told: no case offered
])
S("compl-en-rude-driver-b", "olivia", [
    ("the delivery driver for SO-41060 was really rude to my mother, not acceptable", X(nothing=True, asks=False)),  # (b)
])
S("compl-en-rude-and-scratch", "olivia", [
    ("the driver was rude AND the coffee table SO-41060 has a scratch on it", X(nothing=True, asks=True, has=["SO-41060"])),
    ("yes", dmg_yes("SO-41060")),
])
S("compl-fr-en-retard-merci", "karim", [
    ("merci, vous êtes en retard", X(nothing=True, asks=False)),
])
S("compl-fr-retard-dedommagement", "karim", [
    ("3 semaines de retard sur SO-41050, je veux un dédommagement", X(nothing=True, asks=False, has=["SO-41050"])),
])
S("compl-en-late-fee", "olivia", [
    ("since the armchair SO-41061 is late can you at least waive the delivery fee?", X(nothing=True, asks=False, has=["SO-41061"])),
])

# =========================================================================== E. moves within 48 hours: the case offered
late_yes_list = [
    ("thomas", "late-fr-demain-oui", "je serai pas la demain aprem, vous pouvez décaler le lit SO-41010 à la semaine pro ?", "SO-41010", "oui"),
    ("thomas", "late-fr-empeche-dacord", "Bonjour, un empêchement de dernière minute : pouvez-vous livrer SO-41010 le mardi 15 au lieu de demain ?", "SO-41010", "d'accord"),
    ("thomas", "late-fr-sms-ok", "dsl jpeux pas demain, on peut mettre SO-41010 au 9 ?", "SO-41010", "ok"),
    ("ryan", "late-en-tomorrow-yes", "can we push SO-41031 from tomorrow to next wednesday?", "SO-41031", "yes"),
    ("ryan", "late-en-sick-sure", "my wife's in hospital, no one will be home tomorrow morning, please move the table SO-41031 to the 14th", "SO-41031", "sure"),
    ("ryan", "late-en-confirm", "need to reschedule SO-41031, friday 11th afternoon instead", "SO-41031", "confirm"),
]
for who, nm, say, order, yes in late_yes_list:
    S(nm, who, [(say, X(nothing=True, asks=True, has=[order])), (yes, late_yes(order))])

S("late-fr-non", "thomas", [
    ("décalez SO-41010 au 10 svp", X(nothing=True, asks=True, has=["SO-41010"])),
    # CORRECTED after fixes: README "Letting the change go (`non laissez tomber`) closes"
    ("non laissez tomber", X(nothing=True, asks=False)),
])
S("late-en-no-thanks", "ryan", [
    ("move tomorrow's delivery SO-41031 to monday 7th", X(nothing=True, asks=True, has=["SO-41031"])),
    ("no thanks", X(nothing=True, asks=True)),
])
S("late-fr-question-quoi", "thomas", [
    ("je voudrais repousser la livraison de demain SO-41010 au 17", X(nothing=True, asks=True, has=["SO-41010"])),
    ("c'est quoi exactement un dossier SAV ?", X(nothing=True, asks=True)),
    ("ok oui", late_yes("SO-41010")),
])
S("late-en-how-long", "ryan", [
    ("can SO-41031 come on the 9th instead of tomorrow", X(nothing=True, asks=True, has=["SO-41031"])),
    ("how long will the case take?", X(nothing=True, asks=True)),
    ("yes", late_yes("SO-41031")),
])
S("late-en-yes-but-b", "ryan", [
    ("move SO-41031 to next week pls, cant do tomorrow", X(nothing=True, asks=True, has=["SO-41031"])),
    ("yes but will someone actually call me back?", X(nothing=True, asks=True)),   # (b) a yes with a question is no plain yes
])
S("late-fr-peut-etre", "thomas", [
    ("pouvez vous livrer SO-41010 lundi plutot que demain", X(nothing=True, asks=True, has=["SO-41010"])),
    ("peut-être", X(nothing=True, asks=True)),
])
S("late-fr-oui-si", "thomas", [
    ("SO-41010 demain ça va pas, mettez la semaine du 14", X(nothing=True, asks=True, has=["SO-41010"])),
    ("oui si ça permet de décaler", X(nothing=True, asks=True)),
])
S("late-en-anon-proof", "ryan", [
    ("need to move SO-41031 (ryan.cooper@example.com) from tomorrow to the 10th", X(nothing=True, asks=True, has=["SO-41031"])),
    ("go ahead", late_yes("SO-41031")),
], signed=False)
S("late-fr-anon-proof", "thomas", [
    ("bonjour commande SO-41010, mail thomas.girard@example.fr, je ne peux pas être là demain, possible de livrer le 11 ?", X(nothing=True, asks=True, has=["SO-41010"])),
    ("oui merci", late_yes("SO-41010")),
], signed=False)
S("late-fr-oui-rembourse", "thomas", [
    ("déplacez SO-41010 au 16 décembre", X(nothing=True, asks=True, has=["SO-41010"])),
    ("oui et je veux être remboursé de la livraison", X(nothing=True, asks=True)),
])

# =========================================================================== F. damage plus a move / a status in one message
S("mix-fr-damage-and-move-b", "camille", [
    ("la table SO-41002 est arrivée rayée, et sinon vous pouvez livrer le canapé SO-41001 le 14 plutot ?", X(nothing=True, asks=True, has=["SO-41002"])),  # (b) one proposal, damage first
])
S("mix-en-damage-and-move-b", "olivia", [
    ("the coffee table SO-41060 came chipped. also can the armchair SO-41061 come on the 15th instead", X(nothing=True, asks=True, has=["SO-41060"])),  # (b)
])
S("mix-fr-damage-and-status-b", "camille", [
    ("ma table SO-41002 a un pied fendu. et le canapé SO-41001 il arrive quand ?", X(nothing=True, asks=True, has=["SO-41002", "SO-41001"])),  # (b)
])
S("mix-fr-damage-and-status-lea-b", "lea", [
    ("la commode SO-41090 est rayée et le lit SO-41091 on en est où ?", X(nothing=True, asks=True, has=["SO-41090", "SO-41091"])),  # (b)
])
S("mix-en-jack-status-and-case-b", "jack", [
    ("when are my chairs SO-41081 coming? and any update on the table claim?", X(nothing=True, asks=False, has=["SO-41081", "CASE-7005"])),  # (b)
])
S("mix-fr-oui-et-statut", "camille", [
    ("la table SO-41002 est abimée sur le coté", X(nothing=True, asks=True, has=["SO-41002"])),
    ("oui, et le canapé SO-41001 il arrive quand ?", X(nothing=True, asks=True, has=["SO-41001"])),
    ("oui", dmg_yes("SO-41002")),
])
S("mix-en-yes-and-damage-other", "ines", [
    ("the coffee table SO-41041 has a crack", X(nothing=True, asks=True, has=["SO-41041"])),
    ("yes, and the buffet SO-41040 is still scratched too", X(nothing=True, has=["CASE-7003"])),  # buffet case told; table proposal held
    ("yes", dmg_yes("SO-41041")),
])
S("mix-en-late-and-damage-b", "ryan", [
    ("the chairs SO-41030 came broken and also can't do tomorrow for the table SO-41031, move it to the 14th", X(nothing=True, asks=True)),  # (b)
])

# =========================================================================== G. refunds, replacements, cancelling (not done here)
S("remedy-fr-rembourse-dmg", "camille", [
    ("remboursez-moi la table SO-41002, elle est arrivée abîmée", X(nothing=True, asks=True, has=["SO-41002"])),
    ("oui", dmg_yes("SO-41002")),
])
S("remedy-en-replacement", "olivia", [
    ("coffee table SO-41060 arrived cracked, I want a replacement sent out", X(nothing=True, asks=True, has=["SO-41060"])),
    ("yes", dmg_yes("SO-41060")),
])
S("remedy-fr-geste", "lea", [
    ("la commode SO-41090 est rayée, j'attends au minimum un geste commercial", X(nothing=True, asks=True, has=["SO-41090"])),
    ("non", X(nothing=True, asks=True)),
])
S("remedy-en-refund-no-damage", "ryan", [
    ("I want a refund for the chairs SO-41030, changed my mind", X(nothing=True, asks=False)),
])
S("remedy-fr-annuler-commande", "karim", [
    ("annulez ma commande SO-41050 j'en ai marre d'attendre", X(nothing=True, asks=False)),
])
S("remedy-fr-annuler-dossier-b", "thomas", [
    ("vous pouvez annuler mon dossier CASE-7001 ? finalement j'ai réparé le fauteuil moi même", X(nothing=True, asks=False)),  # (b) no case is closed here
])
S("remedy-en-close-case-b", "jack", [
    ("please cancel my damage case for SO-41080, sorted it myself", X(nothing=True, asks=False)),  # (b)
])
S("remedy-en-refund-open-case", "jack", [
    ("my table SO-41080 is still broken, I want my money back now", X(nothing=True, asks=False, has=["CASE-7005"])),
])
S("remedy-fr-remplacer-buffet-b", "ines", [
    ("quand est-ce que vous remplacez mon buffet ? le dossier est ouvert depuis une semaine", X(nothing=True, asks=False, has=["CASE-7003"])),  # (b)
])
S("remedy-en-repair-how-long", "olivia", [
    ("can you send someone to repair the coffee table SO-41060? the top is scratched. how long will it take?", X(nothing=True, asks=True, has=["SO-41060"])),
    ("ok", dmg_yes("SO-41060")),
])
S("remedy-fr-oui-rembourse", "lea", [
    ("la commode SO-41090 a un pied cassé", X(nothing=True, asks=True, has=["SO-41090"])),
    ("oui et je veux être remboursée", X(nothing=True, asks=True)),
    ("oui", dmg_yes("SO-41090")),
])
S("remedy-en-yes-refund", "ryan", [
    ("chair SO-41030 has a broken leg", X(nothing=True, asks=True, has=["SO-41030"])),
    ("yes and I want a refund", X(nothing=True, asks=True)),
])

# =========================================================================== H. anonymous customers proving identity
S("anon-fr-proof-first", "camille", [
    ("bonjour, commande SO-41002, camille.lefebvre@example.fr", X(nothing=True)),
    ("la table a une grosse rayure sur le plateau", X(nothing=True, asks=True, has=["SO-41002"])),
    ("oui", dmg_yes("SO-41002")),
], signed=False)
S("anon-fr-problem-first-b", "camille", [
    ("bonjour ma table est arrivée avec un pied cassé", X(nothing=True)),
    ("SO-41002 camille.lefebvre@example.fr", X(nothing=True, asks=True, has=["SO-41002"])),   # (b) the damage told is carried
    ("oui", dmg_yes("SO-41002")),
], signed=False)
S("anon-en-problem-first-b", "olivia", [
    ("hi my coffee table came with a big crack", X(nothing=True)),
    ("order is SO-41060 and email olivia.hargreaves@example.com", X(nothing=True, asks=True, has=["SO-41060"])),   # (b)
    ("yes", dmg_yes("SO-41060")),
], signed=False)
S("anon-en-one-message", "ryan", [
    ("SO-41030 / ryan.cooper@example.com - one chair arrived with a split seat", X(nothing=True, asks=True, has=["SO-41030"])),
    ("yes pls", dmg_yes("SO-41030")),
], signed=False)
S("anon-fr-number-then-mail", "lea", [
    ("la commode SO-41090 est arrivée abimée", X(nothing=True)),
    ("lea.fontaine@example.fr", X(nothing=True, asks=True, has=["SO-41090"])),
    ("d'accord", dmg_yes("SO-41090")),
], signed=False)
S("anon-fr-wrong-mail", "camille", [
    ("table SO-41002 rayée, mon mail camille.l@example.fr", X(nothing=True, nothas=["Lefebvre", "Table Chêne"])),
], signed=False)
S("anon-en-wrong-mail-then-yes", "jack", [
    ("table SO-41080 still broken, jack@example.com", X(nothing=True, nothas=["Turner", "CASE-7005"])),
    ("yes", X(nothing=True, nothas=["Turner", "CASE-7005"])),
], signed=False)
S("anon-en-existing-case", "jack", [
    ("SO-41080 jack.turner@example.com the table is still cracked", X(nothing=True, asks=False, has=["CASE-7005"])),
], signed=False)
S("anon-fr-case-where-b", "ines", [
    ("bonjour SO-41040 ines.moreau@example.fr, ou en est mon dossier ?", X(nothing=True, asks=False, has=["CASE-7003"])),  # (b)
], signed=False)
S("anon-fr-case-number-only-b", "thomas", [
    ("où en est CASE-7001 ?", X(nothing=True, nothas=["Girard", "Fauteuil"])),  # (b) a case number proves nothing
], signed=False)
S("anon-en-others-order", "jack", [
    ("SO-41060 jack.turner@example.com the coffee table is chipped", X(nothing=True, nothas=["Hargreaves", "Table basse"])),
], signed=False, allow=("SO-41060",))
S("anon-fr-notdel", "karim", [
    ("SO-41050 karim.benali@example.fr mon canape est abimé", X(nothing=True, asks=False, has=["SO-41050"])),
], signed=False)

# =========================================================================== I. answers to the case question, every register
answers_yes = [
    ("camille", "ans-fr-ouiii", "table SO-41002 rayée", "SO-41002", "ouiii"),
    ("camille", "ans-fr-dacord-typo", "le plateau de la table SO-41002 est fendu", "SO-41002", "dacord"),
    ("camille", "ans-fr-oui-merci-beaucoup", "la table SO-41002 est arrivée avec un éclat", "SO-41002", "oui merci beaucoup"),
    ("ines", "ans-fr-thumb", "table basse SO-41041 abimée 😕", "SO-41041", "👍"),
    ("ines", "ans-fr-cest-bon", "la table basse SO-41041 a un pied qui bouge et il est fendu", "SO-41041", "c'est bon"),
    ("lea", "ans-fr-je-confirme", "la commode SO-41090 a une rayure profonde", "SO-41090", "Je confirme."),
    ("lea", "ans-fr-ok-caps", "COMMODE SO-41090 CASSÉE", "SO-41090", "OK"),
    ("lucas", "ans-fr-vas-y-b", "le lit SO-41071 a un montant fendu", "SO-41071", "vas-y"),
    ("olivia", "ans-en-yes-please", "the coffee table SO-41060 has a big scratch", "SO-41060", "yes please"),
    ("olivia", "ans-en-yep-b", "coffee table SO-41060 damaged", "SO-41060", "yep"),
    ("ryan", "ans-en-yse", "two chairs SO-41030 came scratched", "SO-41030", "yse"),
    ("ryan", "ans-en-sounds-good", "one of the chairs SO-41030 has a cracked leg", "SO-41030", "sounds good"),
    ("emma", "ans-en-definately", "the dresser SO-41021 is dented on the side", "SO-41021", "definately"),
    ("emma", "ans-en-right-yes", "a drawer of my dresser SO-41021 arrived broken", "SO-41021", "right, yes"),
]
for who, nm, say, order, yes in answers_yes:
    S(nm, who, [(say, X(nothing=True, asks=True, has=[order])), (yes, dmg_yes(order))])

answers_no = [
    ("camille", "ans-fr-non-merci", "table SO-41002 avec une rayure", "non merci"),
    ("lea", "ans-fr-non-reflechir", "la commode SO-41090 est abimée sur le dessus", "non, je vais d'abord en parler à mon mari"),
    ("ines", "ans-fr-pas-cette-fois", "la table basse SO-41041 a une petite rayure", "pas cette fois"),
    ("olivia", "ans-en-rather-not", "coffee table SO-41060 has a tiny chip", "I'd rather not"),
    ("ryan", "ans-en-no-think", "chair SO-41030 is scratched", "no, I'll think about it"),
    ("emma", "ans-en-hold-off", "dresser SO-41021 has a dent", "hold off"),
]
for who, nm, say, no in answers_no:
    order = {"camille": "SO-41002", "lea": "SO-41090", "ines": "SO-41041", "olivia": "SO-41060",
             "ryan": "SO-41030", "emma": "SO-41021"}[who]
    S(nm, who, [(say, X(nothing=True, asks=True, has=[order])), (no, X(nothing=True, asks=True))])

answers_unclear: list[tuple[str, str, str, str, str, str | None]] = [
    ("camille", "ans-fr-je-pense", "la table SO-41002 est rayée", "SO-41002", "je pense que oui", "oui"),
    ("camille", "ans-fr-oui-enfin-non", "le pied de la table SO-41002 est fendu", "SO-41002", "oui enfin non", "oui"),
    ("lea", "ans-fr-oui-smiley", "commode SO-41090 fissurée", "SO-41090", "oui 😊", "oui"),
    ("lea", "ans-fr-oui-si-mari", "commode SO-41090 rayée", "SO-41090", "oui si mon mari est d'accord", None),
    ("ines", "ans-fr-non-non-si", "la table basse SO-41041 est arrivée cassée", "SO-41041", "non non, si si, ouvrez-le", "oui"),
    ("olivia", "ans-en-ok-hand", "coffee table SO-41060 came chipped", "SO-41060", "ok 👌", "yes"),
    ("olivia", "ans-en-yeah-right", "the coffee table SO-41060 is scratched", "SO-41060", "yeah right", None),
    ("ryan", "ans-en-no-wait-yes", "one of my chairs SO-41030 is broken", "SO-41030", "no wait, yes", "yes"),
    ("emma", "ans-en-if-possible", "dresser SO-41021 arrived chipped", "SO-41021", "yes if possible", "yes"),
]
for who, nm, say, order, vague, then in answers_unclear:
    turns = [(say, X(nothing=True, asks=True, has=[order])), (vague, X(nothing=True, asks=True))]
    if then:
        turns.append((then, dmg_yes(order)))
    S(nm, who, turns)

# questions while the case question waits: answered, the question asked again (README)
S("ans-fr-photos-question", "camille", [
    ("table SO-41002 abimée sur le plateau", X(nothing=True, asks=True, has=["SO-41002"])),
    ("je peux vous envoyer des photos ?", X(nothing=True, asks=True)),
    ("oui", dmg_yes("SO-41002")),
])
S("ans-en-how-long-question", "olivia", [
    ("coffee table SO-41060 has a crack down the middle", X(nothing=True, asks=True, has=["SO-41060"])),
    ("how long does a case take?", X(nothing=True, asks=True)),
    ("ok go ahead", dmg_yes("SO-41060")),
])
S("ans-fr-combien-temps", "lea", [
    ("la commode SO-41090 a un tiroir cassé", X(nothing=True, asks=True, has=["SO-41090"])),
    ("si j'ouvre un dossier, ça prend combien de temps ?", X(nothing=True, asks=True)),
])
S("ans-en-phone-question", "ryan", [
    ("chair SO-41030 arrived with a split seat", X(nothing=True, asks=True, has=["SO-41030"])),
    ("what's your phone number?", X(nothing=True, asks=True)),
])
S("ans-fr-human", "ines", [
    ("la table basse SO-41041 est rayée sur le dessus", X(nothing=True, asks=True, has=["SO-41041"])),
    ("je veux parler à un humain", X(nothing=True, asks=True)),
    ("bon ok oui", dmg_yes("SO-41041")),
])
S("ans-en-thanks-lets-go", "emma", [
    ("dresser SO-41021 has a crack on top", X(nothing=True, asks=True, has=["SO-41021"])),
    ("thanks, have a nice day", X(nothing=True, asks=False)),
    ("yes", X(nothing=True)),   # the proposal was let go with the closing
])
S("ans-fr-new-request-lapses", "camille", [
    ("la table SO-41002 est éraflée", X(nothing=True, asks=True, has=["SO-41002"])),
    ("finalement, où en est mon canapé SO-41001 ?", X(nothing=True, asks=False, has=["SO-41001"])),
    ("oui", X(nothing=True)),
])

# after the case is opened: follow-ups (README: case_follow_up tells the case again)
S("after-fr-redonner-numero", "lea", [
    ("la commode SO-41090 est fendue sur le côté", X(nothing=True, asks=True, has=["SO-41090"])),
    ("oui", dmg_yes("SO-41090")),
    ("vous pouvez me redonner le numéro ?", X(nothing=True, matches=[r"CASE-\d+"])),
])
S("after-en-photos", "olivia", [
    ("coffee table SO-41060 has a deep gouge", X(nothing=True, asks=True, has=["SO-41060"])),
    ("yes", dmg_yes("SO-41060")),
    ("can I send you photos?", X(nothing=True, matches=[r"CASE-\d+"])),
])
S("after-fr-redemande-meme-dommage", "camille", [
    ("table SO-41002 rayée", X(nothing=True, asks=True, has=["SO-41002"])),
    ("oui", dmg_yes("SO-41002")),
    ("et il y a aussi un éclat sur le pied de la table", X(nothing=True, asks=False, matches=[r"CASE-\d+"])),
])
S("after-en-and-the-bed", "emma", [
    ("the dresser SO-41021 top is chipped", X(nothing=True, asks=True, has=["SO-41021"])),
    ("yes", dmg_yes("SO-41021")),
    ("and the bed?", X(nothing=True, asks=False, has=["SO-41020"])),
])
S("after-en-late-then-sofa", "ryan", [
    ("cant do tomorrow, can the table SO-41031 come on the 10th", X(nothing=True, asks=True, has=["SO-41031"])),
    ("yes", late_yes("SO-41031")),
    ("and the chairs SO-41030? one is scratched", X(nothing=True, asks=True, has=["SO-41030"])),
    ("yes", dmg_yes("SO-41030")),
])

# =========================================================================== J. other customers' data
# CORRECTED (here and in anon-*-wrong-mail / anon-en-others-order): a number not found asks to check it
# (the contract's asks: the turn ends on that question); first written asks=False.
S("leak-fr-dossier-voisin", "camille", [
    ("ma voisine a un dossier ouvert pour son buffet SO-41040, vous pouvez me dire où il en est ?", X(nothing=True, nothas=["CASE-7003", "Buffet Rivage"])),
], allow=("SO-41040",))
S("leak-en-others-case", "olivia", [
    ("what's happening with CASE-7005?", X(nothing=True, nothas=["Table à manger"])),
], allow=("CASE-7005",))
S("leak-en-damage-others-order", "ryan", [
    ("the table SO-41080 arrived broken", X(nothing=True, nothas=["CASE-7005"])),
], allow=("SO-41080",))
S("leak-fr-case-other-order", "lea", [
    ("la commode SO-41021 est rayée", X(nothing=True, nothas=["CASE-7002", "Walsh"])),
], allow=("SO-41021",))

# found when unpacking / only noticed later: still damage that ARRIVED with the piece (b: never
# recorded as "damaged after the delivery", which tells against the customer's claim)
unpack = [
    ("ryan", "unpack-en-weeks-later-b", "only got round to opening the boxes this week and one chair SO-41030 has a split seat", "SO-41030", "yes"),
    ("lea", "unpack-fr-remarque-tard-b", "je viens seulement de remarquer, en enlevant le carton du dessous, que la commode SO-41090 a un angle écrasé", "SO-41090", "oui"),
    ("olivia", "unpack-en-noticed-today-b", "noticed today the coffee table SO-41060 has a scratch right across it, it must have been there since it came", "SO-41060", "yes"),
]
for who, nm, say, order, yes in unpack:
    S(nm, who, [(say, X(nothing=True, asks=True, has=[order], nothas=["after the delivery", "après la livraison"])),
                (yes, X(case=[(order, "damage")], casenum=True, asks=False, nothas=["after the delivery", "après la livraison"]))])

# TIGHTENED after the first run (b): passing replies that misread the customer
_TIGHT = {
    # a damage found while unpacking / noticed late was recorded "damaged after the delivery"
    ("dmg-en-story", 0): ["after the delivery"], ("dmg-en-story", 1): ["after the delivery"],
    ("complaint-open-en-damage-yes", 0): ["after the delivery"], ("complaint-open-en-damage-yes", 1): ["after the delivery"],
    # "je vous envoie une photo ... c'est tout écaillé" was recorded as "non conforme à la photo"
    ("dmg-fr-photo", 0): ["non conforme"], ("dmg-fr-photo", 1): ["non conforme"],
    # a rude driver answered with the change-of-address refusal
    ("compl-en-rude-driver-b", 0): ["address"],
    # the neighbour's case answered with the hand-over refusal
    ("leak-fr-dossier-voisin", 0): ["remettre la livraison"],
    # "please cancel my damage case" answered as a new damage report
    ("remedy-en-close-case-b", 0): ["not opening a second"],
}
for _s in SCEN:
    for (_n, _i), _extra in _TIGHT.items():
        if _s["name"] == f"{NAME}-{_n}":
            _s["turns"][_i]["expect"]["reply_not_contains"] += _extra

# --------------------------------------------------------------------------- write
if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "care_cases.yaml")
    with open(path, "w", encoding="utf-8") as f:
        yaml.safe_dump({"scenarios": SCEN}, f, allow_unicode=True, sort_keys=False, width=200)
    n_turns = sum(len(sc["turns"]) for sc in SCEN)
    fr = sum(1 for sc in SCEN if "-fr-" in sc["name"])
    print(f"{len(SCEN)} scenarios, {n_turns} turns, fr={fr} en={len(SCEN) - fr} -> {path}")
