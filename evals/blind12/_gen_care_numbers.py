# ruff: noqa: E501
"""care_numbers: messages full of numbers that are NOT what the care desk acts on.

Customers give floors and door codes, street numbers, phone numbers, quantities,
prices, times of day, durations, ordinal and relative days, dimensions, ages and
counts of damage, beside what the desk must act on (status, moving a delivery with
the 48-hour rule, damage reports, answers to proposals and slot lists). What must
hold: a number that is a floor, a price, a phone number or a quantity is never read
as a day, a slot choice or an order; a move goes to the day the customer meant; a
slot list answered with "le 2" picks option 2 but "2 chaises abîmées" is no pick; no
write without a proposal and a yes.

Written from eval-format.md, DESIGN.md and README.md only (blind: no code, no tests,
no other corpus read; the fixture layout follows evals/blind11/_gen_care_typed.py).
Expectations the README does not state are marked `(b)` in a comment.

Run:  python evals/blind12/_gen_care_numbers.py  ->  evals/blind12/care_numbers.yaml
"""
from __future__ import annotations

import datetime as dt
import os
from typing import Any

import yaml

NAME = "care-numbers"
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
                cap = 3
                if sid in ("2026-12-15-AM", "2026-12-17-AM", "2026-12-17-PM"):
                    cap = 1      # held by another customer's booking: full
                out.append({"id": sid, "start": f"{day.isoformat()}T{a}:00{TZ}",
                            "end": f"{day.isoformat()}T{b}:00{TZ}", "capacity": cap})
        day += dt.timedelta(days=1)
    return out


def _o(number, cust, sku, status, slot, ordered, promised, stage=None, qty=1):
    return {"number": number, "customer": cust, "lines": [{"sku": sku, "quantity": qty}],
            "ordered_on": ordered, "promised_on": promised, "status": status,
            "workshop_stage": stage, "delivery_slot": slot}


ORDERS = [
    _o("SO-31001", "C-001", "OSLO-3", "in_production", "2026-12-10-AM", "2026-09-14", "2026-12-10", "couture"),
    _o("SO-31002", "C-001", "TABLE-CH", "delivered", "2026-11-20-AM", "2026-08-02", "2026-11-20"),
    _o("SO-31010", "C-002", "BED-160", "ready", "2026-12-04-PM", "2026-10-01", "2026-12-04"),
    _o("SO-31011", "C-002", "ARM-OSLO", "delivered", "2026-11-18-PM", "2026-09-01", "2026-11-18"),
    _o("SO-31020", "C-003", "BED-160", "in_production", "2026-12-14-PM", "2026-10-10", "2026-12-14", "frame assembly"),
    _o("SO-31021", "C-003", "COMMODE", "delivered", "2026-11-25-AM", "2026-09-20", "2026-11-25"),
    _o("SO-31030", "C-004", "SOFA-2", "placed", None, "2026-11-28", "2027-01-15"),
    _o("SO-31031", "C-004", "DINING", "ready", "2026-12-04-AM", "2026-10-05", "2026-12-04"),
    _o("SO-31032", "C-004", "CHAIR", "cancelled", None, "2026-10-05", "2026-12-04", qty=2),
    _o("SO-31040", "C-005", "BUFFET", "ready", "2026-12-09-AM", "2026-10-12", "2026-12-09"),
    _o("SO-31041", "C-005", "CHAIR", "delivered", "2026-11-27-PM", "2026-09-10", "2026-11-27", qty=4),
    _o("SO-31050", "C-006", "OSLO-3", "in_production", "2026-12-16-AM", "2026-08-20", "2026-11-20", "rembourrage"),
    _o("SO-31060", "C-007", "COFFEE", "delivered", "2026-11-20-AM", "2026-09-01", "2026-11-20"),
    _o("SO-31061", "C-007", "ARM-OSLO", "in_production", "2026-12-11-PM", "2026-10-20", "2026-12-11", "upholstery"),
    _o("SO-31070", "C-008", "OSLO-3", "in_production", "2026-12-15-AM", "2026-10-01", "2026-12-15", "couture"),
    _o("SO-31071", "C-008", "SOFA-2", "in_production", "2026-12-17-PM", "2026-10-01", "2026-12-17", "couture"),
    _o("SO-31072", "C-008", "BED-160", "in_production", "2026-12-17-AM", "2026-10-01", "2026-12-17", "couture"),
    _o("SO-31080", "C-009", "DINING", "ready", "2026-12-08-AM", "2026-10-15", "2026-12-08"),
    _o("SO-31090", "C-010", "COMMODE", "in_production", "2026-12-18-PM", "2026-10-25", "2026-12-18", "ponçage"),
]
ORDERS_OF: dict[str, list[str]] = {}
for _x in ORDERS:
    ORDERS_OF.setdefault(_x["customer"], []).append(_x["number"])

CASES = [{"number": "CASE-5001", "order": "SO-31011", "kind": "damage",
          "opened_at": "2026-11-20T09:30:00+01:00"}]

FIXTURE = {"customers": CUSTOMERS, "products": PRODUCTS, "slots": _slots(),
           "orders": ORDERS, "cases": CASES, "bills": []}

CID = {"camille": "C-001", "thomas": "C-002", "emma": "C-003", "ryan": "C-004",
       "ines": "C-005", "karim": "C-006", "olivia": "C-007", "lucas": "C-008",
       "jack": "C-009", "lea": "C-010"}


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
MOIS = {12: "décembre", 1: "janvier"}
MONTH = {12: "December", 1: "January"}


def day_re(slot: str, lang: str) -> str:
    d = dt.date.fromisoformat(slot[:10])
    if lang == "fr":
        return rf"\b{d.day} {MOIS[d.month]}"
    m = MONTH[d.month]
    return rf"(\b{d.day}(st|nd|rd|th)? (of )?{m}|{m} {d.day}\b)"


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
    """who: key of CID; turns: list of (say, expect)."""
    full = f"{NAME}-{name}"
    assert full not in _names, full
    _names.add(full)
    lang = "fr" if name.startswith("fr-") else "en"
    cust = CID[who]
    out = []
    for say, exp in turns:
        exp = dict(exp)
        if "moved" in exp:   # the move is told, with its day, in the customer's language
            slot = exp["moved"][0]["to"]
            exp["reply_matches"] = list(dict.fromkeys([*exp.get("reply_matches", []), day_re(slot, lang)]))
        extra = exp.pop("_not", [])
        exp["reply_not_contains"] = leak_list(cust, allow) + extra
        t = {"channel": "customer", "say": say, "expect": exp}
        if signed:
            t["as"] = {"email": EMAIL[cust]}
        out.append(t)
    SCEN.append({"name": full, "now": now, "fixture": FIXTURE, "turns": out})


def D(slot, lang):
    """reply_matches entry: the slot's day, in words."""
    return day_re(slot, lang)


YES_FR, YES_EN = "oui", "yes"

# =========================================================================== A. status, numbers around it
# (name, who, say, order, booked day or None, True where the expectation is (b))
status = [
    # FR
    ("fr-st-floor-code", "camille", "Bonjour, j'habite 12 rue des Lilas, 3e étage, code 4512B. Où en est ma commande SO-31001 ?", "SO-31001", "2026-12-10", True),   # (b) the address is context, the status is asked
    ("fr-st-paid", "camille", "Commande SO-31001, j'ai payé 1 890 € il y a 3 mois, c'est pour quand ?", "SO-31001", "2026-12-10", False),
    ("fr-st-price-groups", "camille", "Bonjour, commande n° 31001, facture de 12 450 € (non pardon, 1 890 €). Elle est livrée quand ?", "SO-31001", "2026-12-10", True),  # (b) "12 450" is a price, no order
    ("fr-st-phone", "karim", "ça fait 3 semaines que j'attends des nouvelles de SO-31050, mon numéro c'est le 06 12 34 56 78", "SO-31050", "2026-12-16", True),   # (b)
    ("fr-st-depuis", "karim", "Toujours rien depuis 15 jours pour la commande SO-31050, elle en est où ?", "SO-31050", "2026-12-16", False),
    ("fr-st-buffet-dims", "ines", "Bonjour, commande SO-31040 (buffet 3 portes, 2 tiroirs, 180 cm), la livraison est toujours le 9 ?", "SO-31040", "2026-12-09", False),
    ("fr-st-two-orders-story", "lea", "Bonjour, je suis cliente depuis 2019 et c'est ma 2e commande chez vous : où en est ma commode SO-31090 ?", "SO-31090", "2026-12-18", False),
    ("fr-st-son-15", "camille", "Mon fils de 15 ans me demande tous les jours quand arrive le canapé 😅 SO-31001", "SO-31001", "2026-12-10", False),
    ("fr-st-chairs-fine", "ines", "J'ai bien reçu les 4 chaises le 27, toutes nickel. Et le buffet SO-31040, c'est toujours mercredi ?", "SO-31040", "2026-12-09", True),  # (b) no damage read from "4 chaises ... nickel"
    ("fr-st-weeks", "lea", "Commande passée il y a 6 semaines, 590 €, toujours pas de date ferme ? SO-31090", "SO-31090", "2026-12-18", False),
    ("fr-st-bed-dims", "emma", "où en est le lit 160x200 de la commande SO-31020 ?", "SO-31020", "2026-12-14", False),   # a size is no day (README)
    ("fr-st-heure-livreur", "jack", "Commande SO-31080 : la table 6 couverts arrive le 8, le livreur passe à quelle heure ?", "SO-31080", "2026-12-08", False),
    # EN
    ("en-st-flat-floor", "emma", "hi, flat 4, 2nd floor, 27 Baker Street - when is my bed SO-31020 coming?", "SO-31020", "2026-12-14", True),   # (b)
    ("en-st-phone-6digits", "emma", "where's my order? call me on +44 7700 900123 if needed", "SO-31020", "2026-12-14", True),   # (b) 900123 is a phone number, no order
    ("en-st-paid-pounds", "jack", "paid £1,150 for the table SO-31080 back in October, still on for the 8th?", "SO-31080", "2026-12-08", False),
    ("en-st-six-weeks", "olivia", "been waiting 6 weeks for the armchair, order SO-31061, any news?", "SO-31061", "2026-12-11", False),
    ("en-st-son-15", "ryan", "ordered the 2-seater SO-31030 on the 28th, my son is 15 and keeps asking, when is it coming?", "SO-31030", None, False),
    ("en-st-mobile-6digits", "olivia", "status of SO-31061 please, my mobile is 07700 900456", "SO-31061", "2026-12-11", True),   # (b)
    ("en-st-bed-size", "emma", "Bed 160x200, order SO-31020 - is it still Monday the 14th?", "SO-31020", "2026-12-14", False),
    ("en-st-third-floor", "emma", "I'm on the 3rd floor, no lift. Is my bed SO-31020 still coming on Monday?", "SO-31020", "2026-12-14", True),   # (b) the status is the question
    ("en-st-table-people", "jack", "order SO-31080, the table for 6 with 2 extension leaves - any update?", "SO-31080", "2026-12-08", False),
    ("en-st-two-weeks-ago", "olivia", "I emailed 2 weeks ago and 3 days ago, no answer. SO-31061 where is it??", "SO-31061", "2026-12-11", False),
]
for nm, who, say, order, day, _b in status:
    lang = "fr" if nm.startswith("fr-") else "en"
    m = [D(day, lang)] if day else []
    S(nm, who, [(say, X(nothing=True, asks=False, has=[order], matches=m,
                        nothas=["SO-12450", "SO-900123", "SO-900456", "SO-123456"]))])

# anonymous: number + e-mail + a phone number in one message
S("fr-anon-st-phone", "camille", [
    ("SO-31001 camille.lefebvre@example.fr tél 06 12 34 56 78, où en est-elle ?",
     X(nothing=True, asks=False, has=["SO-31001"], matches=[D("2026-12-10", "fr")])),
], signed=False)
S("en-anon-st-phone", "jack", [
    ("SO-31080 jack.turner@example.com, call me at 555 123 4567, when is it due?",
     X(nothing=True, asks=False, has=["SO-31080"], matches=[D("2026-12-08", "en")])),
], signed=False)
# anonymous without e-mail: a phone number is no proof, nothing of the order is said
S("fr-anon-phone-no-proof", "camille", [
    ("où en est SO-31001 ? mon tel 06 12 34 56 78", X(nothing=True, asks=True, nothas=["couture", "10 décembre"])),
], signed=False)
S("en-anon-phone-no-proof", "emma", [
    ("where is SO-31020? my number is +44 7700 900123", X(nothing=True, asks=True, nothas=["frame assembly", "14 December", "December 14"])),
], signed=False)

# =========================================================================== B. moves, numbers around the day
# (name, who, say, order, slot, yes-word, b)
moves = [
    ("fr-mv-floor-code-14h", "camille", "Je voudrais déplacer SO-31001 au lundi 14 décembre après 14h, j'habite au 3e étage, code 4512B", "SO-31001", "2026-12-14-PM", "oui"),   # (b) floor told beside the move
    ("fr-mv-street", "camille", "Décalez SO-31001 au mardi 22 le matin svp, c'est au 12 rue des Lilas", "SO-31001", "2026-12-22-AM", "d'accord"),
    ("fr-mv-2e-lundi-janvier", "karim", "Pour SO-31050, mettez plutôt le 2e lundi de janvier, le matin", "SO-31050", "2027-01-11-AM", "oui"),   # (b) ordinal weekday of a month
    ("fr-mv-13-17", "lea", "Bonjour, SO-31090, je préfère entre 13h et 17h le lundi 21", "SO-31090", "2026-12-21-PM", "oui"),
    ("fr-mv-pas-avant-14h", "lea", "Ma commode SO-31090 : le mercredi 23, pas avant 14h", "SO-31090", "2026-12-23-PM", "c'est bon"),   # (b) "pas avant 14h" = afternoon
    ("fr-mv-15-ans-samedi-12", "ines", "Pour le buffet SO-31040 : on fête les 15 ans de mon fils le samedi 12, vous pouvez livrer le lundi 14 au matin ?", "SO-31040", "2026-12-14-AM", "oui"),
    ("fr-mv-phone", "camille", "Déplacez SO-31001 au lundi 21 matin, mon numéro c'est le 06 12 34 56 78", "SO-31001", "2026-12-21-AM", "oui"),
    ("fr-mv-4e-code", "karim", "SO-31050 au vendredi 8 janvier avant midi, je suis au 4e, code 2580", "SO-31050", "2027-01-08-AM", "je confirme"),   # (b) floor beside the move
    ("fr-mv-90cm-7-janv", "lea", "La commode de 90 cm (SO-31090), vous pouvez la passer au jeudi 7 janvier le matin ?", "SO-31090", "2027-01-07-AM", "ok"),
    ("fr-mv-2-semaines", "camille", "Est-ce qu'on peut décaler SO-31001 de 2 semaines, même créneau ?", "SO-31001", "2026-12-24-AM", "oui"),   # (b) "de 2 semaines" as "d'une semaine"
    ("fr-mv-paid-mardi", "ines", "J'ai payé 870 € pour ce buffet, SO-31040, je voudrais le mardi 15 après-midi", "SO-31040", "2026-12-15-PM", "oui"),
    ("fr-mv-lundi-en-huit", "lea", "SO-31090 : lundi en huit, l'après-midi, 2 personnes seront là pour porter", "SO-31090", "2026-12-14-PM", "oui"),
    ("fr-mv-vers-15h", "karim", "SO-31050 le mardi 5 janvier vers 15h, j'ai 2 enfants à récupérer à 17h", "SO-31050", "2027-01-05-PM", "oui"),
    ("fr-mv-lit-160", "emma", "Pouvez-vous déplacer le lit 160x200 (SO-31020) au mercredi 16 après-midi ?", "SO-31020", "2026-12-16-PM", "oui"),
    # EN
    ("en-mv-tuesday-week", "emma", "can you move my bed SO-31020 to next Tuesday week, afternoon? I'm at flat 12, 3rd floor", "SO-31020", "2026-12-15-PM", "yes"),   # (b) floor beside the move
    ("en-mv-after-2pm-phone", "jack", "move SO-31080 to Monday 14th after 2pm, my mobile is 07700 900123", "SO-31080", "2026-12-14-PM", "yes"),
    ("en-mv-before-9am", "olivia", "please move SO-31061 to Monday the 21st, before 9am if possible", "SO-31061", "2026-12-21-AM", "sure"),   # (b) before 9am = the morning slot (8-12)
    ("en-mv-son-turns-15", "olivia", "SO-31061 - my son turns 15 on the 12th, so can we do Wednesday 16th in the morning instead?", "SO-31061", "2026-12-16-AM", "yes"),
    ("en-mv-bed-size", "emma", "the bed is 160x200, order SO-31020, could it come on Tuesday 22 December pm?", "SO-31020", "2026-12-22-PM", "yes please"),
    ("en-mv-paid-1-5pm", "jack", "I paid £1,150 so I'd like it moved: SO-31080 to Wednesday 9th, between 1 and 5pm", "SO-31080", "2026-12-09-PM", "go ahead"),
    ("en-mv-number-42", "olivia", "move SO-31061 to Thursday 7 January, in the morning, we're at number 42", "SO-31061", "2027-01-07-AM", "ok"),
    ("en-mv-push-2-weeks", "emma", "hi, SO-31020: can we push it back 2 weeks? same time of day", "SO-31020", "2026-12-28-PM", "yes"),   # (b) a shift of 2 weeks
    ("en-mv-first-monday-jan", "jack", "SO-31080: the first Monday in January, morning please", "SO-31080", "2027-01-04-AM", "yes"),   # (b) ordinal weekday of a month
    ("en-mv-next-monday-code", "olivia", "move SO-31061 to next Monday morning, door code 4512B", "SO-31061", "2026-12-07-AM", "yes"),
    ("en-mv-monday-week", "jack", "SO-31080 - Monday week, afternoon. 2 of us will be in", "SO-31080", "2026-12-14-PM", "yes"),
    ("en-mv-at-3pm-kids", "olivia", "armchair SO-31061: Friday 18th at 3pm, I've got 3 kids to pick up at 5", "SO-31061", "2026-12-18-PM", "confirm"),
    ("en-mv-fortnight", "emma", "SO-31020 - a fortnight from now, in the afternoon", "SO-31020", "2026-12-17-PM", None),   # full: no proposal (17 PM full)
]
for nm, who, say, order, slot, yes in moves:
    lang = "fr" if nm.startswith("fr-") else "en"
    if yes is None:   # the wished slot is full: said so, nothing proposed for it, nothing moved
        S(nm, who, [(say, X(nothing=True, has=[order], matches=[D(slot, lang)]))])
        continue
    S(nm, who, [
        (say, X(nothing=True, asks=True, has=[order], matches=[D(slot, lang)])),
        (yes, X(moved=[(order, slot)])),
    ])

# a day wished that is full, with a price beside it
S("fr-mv-full-17-paid", "camille", [
    ("J'ai payé 1 890 € pour ce canapé SO-31001, je veux au moins choisir : jeudi 17 après-midi",
     X(nothing=True, has=["SO-31001"], matches=[D("2026-12-17-PM", "fr")])),
])
# times no slot covers: said so, nothing moved
S("fr-mv-entre-12-et-14", "camille", [
    ("SO-31001, le lundi 14 entre 12h et 14h ça serait parfait", X(nothing=True, has=["SO-31001"])),
])
S("en-mv-7pm", "jack", [
    ("could you move SO-31080 to Monday 14th at 7pm? I finish work at 6", X(nothing=True, has=["SO-31080"])),
])
S("en-mv-1230", "olivia", [
    ("SO-31061 on Monday 14th at 12:30, 2 people home", X(nothing=True, has=["SO-31061"])),
])
S("en-mv-in-10-days", "jack", [
    ("move SO-31080 in 10 days please", X(nothing=True, has=["SO-31080"])),   # 13 December is a Sunday: no slot
])
S("fr-mv-dans-3-jours-weekend", "lea", [
    ("SO-31090, livrez dans 3 jours, le 6 c'est un dimanche je sais mais je suis là", X(nothing=True, has=["SO-31090"])),
])

# =========================================================================== C. the 48-hour rule
S("fr-48h-floor-yes", "thomas", [
    ("Demain après 14h c'est impossible pour moi (SO-31010), décalez au lundi 7, j'habite au 2e",
     X(nothing=True, asks=True, has=["SO-31010"])),
    ("oui", X(case=[("SO-31010", "late_reschedule")], casenum=True)),
])
S("fr-48h-no", "thomas", [
    ("Le lit 160x200 SO-31010 ne peut pas être livré demain, je rentre à 19h. Mettez-le au mardi 8",
     X(nothing=True, asks=True, has=["SO-31010"])),
    ("non", X(nothing=True)),
])
S("en-48h-8am-yes", "ryan", [
    ("SO-31031 can't do tomorrow morning, I start work at 8am, move it to Tuesday 8th",
     X(nothing=True, asks=True, has=["SO-31031"])),
    ("yes", X(case=[("SO-31031", "late_reschedule")], casenum=True)),
])
S("en-48h-no-thanks", "ryan", [
    ("my dining table SO-31031 comes tomorrow but we're 4 people moving house that day, can it go to Wednesday 9th?",
     X(nothing=True, asks=True, has=["SO-31031"])),
    ("no thanks", X(nothing=True)),
])
S("fr-48h-target-demain", "camille", [
    ("Déplacez SO-31001 à demain après 14h, j'ai posé 1 jour de congé", X(nothing=True, has=["SO-31001"])),
])
S("en-48h-target-tomorrow", "jack", [
    ("move SO-31080 to tomorrow at 2pm, I'm off work for 1 day", X(nothing=True, has=["SO-31080"])),
])
S("fr-48h-phone-answer", "thomas", [
    ("SO-31010 demain ça ne va pas, plutôt le jeudi 10", X(nothing=True, asks=True, has=["SO-31010"])),
    ("06 12 34 56 78", X(nothing=True)),    # a phone number is no yes
])
S("en-48h-number-answer", "ryan", [
    ("SO-31031: tomorrow's no good, Friday 11th instead?", X(nothing=True, asks=True, has=["SO-31031"])),
    ("2", X(nothing=True)),    # a number to a yes/no question is no yes
])

# =========================================================================== D. damage, with counts and sizes
S("fr-dmg-2-chaises-5cm", "ines", [
    ("2 des 4 chaises de la commande SO-31041 ont des rayures de 5 cm", X(nothing=True, asks=True, has=["SO-31041"])),
    ("oui", X(case=[("SO-31041", "damage")], casenum=True)),
])
S("fr-dmg-table-pied", "camille", [
    ("La table SO-31002 a 2 rayures de 5 cm et un pied sur 4 est fendu, livrée il y a 2 semaines",
     X(nothing=True, asks=True, has=["SO-31002"])),
    ("d'accord", X(case=[("SO-31002", "damage")], casenum=True)),
])
S("fr-dmg-no", "ines", [
    ("1 chaise sur 4 est arrivée avec le dossier fendu (commande SO-31041, payée 560 €)", X(nothing=True, asks=True, has=["SO-31041"])),
    ("non", X(nothing=True)),
])
S("fr-dmg-exists", "thomas", [
    ("Le fauteuil SO-31011 a 2 taches de 3 cm sur l'accoudoir", X(nothing=True, asks=False, has=["CASE-5001"])),
])
S("fr-dmg-not-delivered", "karim", [
    ("Mon canapé SO-31050 aura 2 coussins tachés, je le sais déjà, 3e fois que ça arrive", X(nothing=True, asks=False, has=["SO-31050"])),   # (b) not delivered: no case
])
S("fr-dmg-phone-yes", "camille", [
    ("Table SO-31002 : 3 éclats sur le plateau, rappelez-moi au 06 12 34 56 78", X(nothing=True, asks=True, has=["SO-31002"])),
    ("oui", X(case=[("SO-31002", "damage")], casenum=True)),
])
S("en-dmg-commode-10cm", "emma", [
    ("the commode SO-31021 came with 3 scratches, about 10cm each, and the top drawer of 4 won't close",
     X(nothing=True, asks=True, has=["SO-31021"])),
    ("yes", X(case=[("SO-31021", "damage")], casenum=True)),
])
S("en-dmg-coffee-2-legs", "olivia", [
    ("coffee table SO-31060: 2 of the 4 legs wobble, and I paid £390 for it", X(nothing=True, asks=True, has=["SO-31060"])),
    ("yes please", X(case=[("SO-31060", "damage")], casenum=True)),
])
S("en-dmg-no", "emma", [
    ("SO-31021 has a 2 inch dent on the side, delivered on the 25th", X(nothing=True, asks=True, has=["SO-31021"])),
    ("no", X(nothing=True)),
])
S("en-dmg-exists", "thomas", [
    ("armchair SO-31011 - 2 more stains now, about 3cm", X(nothing=True, asks=False, has=["CASE-5001"])),
])
S("en-dmg-phone-answer", "olivia", [
    ("the coffee table SO-31060 has 2 deep scratches", X(nothing=True, asks=True, has=["SO-31060"])),
    ("07700 900123", X(nothing=True)),   # a phone number is no yes
])
S("en-dmg-chairs-count", "ines", [
    ("hi, 2 of my 4 chairs (SO-31041) arrived with cracked seats", X(nothing=True, asks=True, has=["SO-31041"])),
    ("ok", X(case=[("SO-31041", "damage")], casenum=True)),
])

# =========================================================================== E. slot lists: a pick, and numbers that are no pick
# next week (7-11 December): the free mornings / afternoons, by day (b: listed in day order)
S("fr-list-le-2", "camille", [
    ("Je voudrais déplacer SO-31001 un matin la semaine prochaine", X(nothing=True, asks=True, has=["SO-31001"])),
    ("le 2", X(moved=[("SO-31001", "2026-12-08-AM")])),   # (b) 10 December is the booking: 7, 8, 9, 11
])
S("fr-list-3", "camille", [
    ("Je voudrais déplacer SO-31001 un matin la semaine prochaine, j'habite au 2e", X(nothing=True, asks=True, has=["SO-31001"])),   # (b)
    ("3", X(moved=[("SO-31001", "2026-12-09-AM")])),   # (b)
])
S("fr-list-floor-question-then-3", "camille", [
    ("Je voudrais déplacer SO-31001 un matin la semaine prochaine", X(nothing=True, asks=True, has=["SO-31001"])),
    ("je suis au 3e étage sans ascenseur, ça change quelque chose ?", X(nothing=True, asks=True)),
    ("le 3", X(moved=[("SO-31001", "2026-12-09-AM")])),   # (b)
])
S("fr-list-chairs-no-pick", "ines", [
    ("Je voudrais déplacer le buffet SO-31040 un après-midi la semaine prochaine", X(nothing=True, asks=True, has=["SO-31040"])),
    ("2 chaises de ma commande SO-31041 sont abîmées", X(nothing=True, asks=True, has=["SO-31041"])),
    ("oui", X(case=[("SO-31041", "damage")], casenum=True)),
])
S("fr-list-2-chaises-alone", "ines", [
    ("le buffet SO-31040, un après-midi la semaine prochaine svp", X(nothing=True, asks=True, has=["SO-31040"])),
    ("2 chaises abîmées", X(nothing=True)),   # a count of damage is no pick
])
S("fr-list-2e-apres-midi", "karim", [
    ("SO-31050 : un matin la semaine prochaine, je suis au 5e", X(nothing=True, asks=True, has=["SO-31050"])),   # (b)
    ("le 2e mais l'après-midi", X(nothing=True, asks=True, matches=[D("2026-12-08-PM", "fr")])),
    ("oui", X(moved=[("SO-31050", "2026-12-08-PM")])),
])
S("fr-list-premier-chairs-story", "ines", [
    ("Je voudrais déplacer le buffet SO-31040 un après-midi la semaine prochaine", X(nothing=True, asks=True, has=["SO-31040"])),
    ("les 4 chaises sont bien arrivées, pour le buffet je prends le premier", X(nothing=True, asks=True, matches=[D("2026-12-07-PM", "fr")])),   # CORRECTED (consent contract: a pick is consent only alone or with a polite word; said after a story of its own it is proposed first, then the yes writes)
    ("oui", X(moved=[("SO-31040", "2026-12-07-PM")])),
])
S("fr-list-phone-then-2", "lea", [
    ("Ma commode SO-31090, un après-midi la semaine prochaine plutôt ?", X(nothing=True, asks=True, has=["SO-31090"])),
    ("mon tel c'est le 06 12 34 56 78", X(nothing=True)),
    ("2", X(moved=[("SO-31090", "2026-12-08-PM")])),   # CORRECTED: the phone-number turn's reply WAS the same list again (nothing else said), so "2" answers the list on screen
])
S("fr-list-price-no-pick", "camille", [
    ("déplacer SO-31001 un matin la semaine prochaine svp", X(nothing=True, asks=True, has=["SO-31001"])),
    ("pour 1 890 € j'espère que le livreur sera à l'heure", X(nothing=True)),
])
S("fr-list-derniere", "lea", [
    ("SO-31090 : un matin la semaine prochaine, 2 personnes pour porter", X(nothing=True, asks=True, has=["SO-31090"])),
    ("la dernière, s'il vous plaît", X(moved=[("SO-31090", "2026-12-11-AM")])),   # (b) last of 7..11
])
S("fr-list-le-2-question", "camille", [
    ("Je voudrais déplacer SO-31001 un matin la semaine prochaine", X(nothing=True, asks=True, has=["SO-31001"])),
    ("le 2 c'est bien un mardi ?", X(nothing=True, asks=True)),
    ("le deuxième, s'il vous plaît", X(moved=[("SO-31001", "2026-12-08-AM")])),   # (b)
])
# EN
S("en-list-the-2nd", "jack", [
    ("move SO-31080 to an afternoon next week", X(nothing=True, asks=True, has=["SO-31080"])),
    ("the 2nd", X(moved=[("SO-31080", "2026-12-08-PM")])),   # (b) afternoons 7..11
])
S("en-list-the-1st", "olivia", [
    ("move SO-31061 to a morning next week, I'm on the 4th floor", X(nothing=True, asks=True, has=["SO-31061"])),   # (b)
    ("the 1st", X(moved=[("SO-31061", "2026-12-07-AM")])),   # (b)
])
S("en-list-legs-no-pick", "olivia", [
    ("move SO-31061 to a morning next week", X(nothing=True, asks=True, has=["SO-31061"])),
    ("2 legs of my coffee table SO-31060 are wobbly", X(nothing=True, asks=True, has=["SO-31060"])),
    ("yes", X(case=[("SO-31060", "damage")], casenum=True)),
])
S("en-list-last-one", "emma", [
    ("could my bed SO-31020 come on a morning next week instead? it's 160x200", X(nothing=True, asks=True, has=["SO-31020"])),
    ("the last one", X(moved=[("SO-31020", "2026-12-11-AM")])),   # (b)
])
S("en-list-phone-no-pick", "jack", [
    ("SO-31080 - an afternoon next week please", X(nothing=True, asks=True, has=["SO-31080"])),
    ("call me on 07700 900123", X(nothing=True)),
])
S("en-list-kids-third", "jack", [
    ("move SO-31080 to an afternoon next week", X(nothing=True, asks=True, has=["SO-31080"])),
    ("we're 2 adults and 3 kids so any is fine, the third one", X(nothing=True, asks=True, matches=[D("2026-12-09-PM", "en")])),   # CORRECTED (consent contract: a pick is consent only alone or with a polite word; said after a story of its own it is proposed first, then the yes writes)
    ("yes", X(moved=[("SO-31080", "2026-12-09-PM")])),
])
S("en-list-price-option-1", "olivia", [
    ("SO-31061 to a morning next week?", X(nothing=True, asks=True, has=["SO-31061"])),
    ("I paid £690 for this armchair. Option 1 please", X(nothing=True, asks=True, matches=[D("2026-12-07-AM", "en")])),   # CORRECTED (consent contract: a pick is consent only alone or with a polite word; said after a story of its own it is proposed first, then the yes writes)
    ("yes", X(moved=[("SO-31061", "2026-12-07-AM")])),
])
S("en-list-2-scratches-no-pick", "emma", [
    ("my bed SO-31020, a morning next week please", X(nothing=True, asks=True, has=["SO-31020"])),
    ("2 scratches", X(nothing=True)),
])
S("en-list-number-question", "jack", [
    ("move SO-31080 to an afternoon next week", X(nothing=True, asks=True, has=["SO-31080"])),
    ("is number 3 definitely available?", X(nothing=True, asks=True, matches=[D("2026-12-09", "en")])),   # (b) 3rd = 9 December
    ("3", X(moved=[("SO-31080", "2026-12-09-PM")])),
])
S("en-list-3rd-but-morning", "jack", [
    ("SO-31080: an afternoon next week", X(nothing=True, asks=True, has=["SO-31080"])),
    ("the 3rd one but morning", X(nothing=True, asks=True, matches=[D("2026-12-09", "en")])),
    ("yes", X(moved=[("SO-31080", "2026-12-09-AM")])),
])
S("en-list-floor-then-2", "emma", [
    ("bed SO-31020 - a morning next week?", X(nothing=True, asks=True, has=["SO-31020"])),
    ("can the driver carry it up to the 3rd floor?", X(nothing=True, asks=True)),
    ("2", X(moved=[("SO-31020", "2026-12-08-AM")])),   # (b) the access question kept the list
])

# =========================================================================== F. proposals answered with numbers or more words
S("fr-prop-2-no-yes", "camille", [
    ("Déplacez SO-31001 au lundi 21 matin", X(nothing=True, asks=True, matches=[D("2026-12-21", "fr")])),
    ("2", X(nothing=True)),
])
S("fr-prop-oui-a-14", "karim", [
    ("SO-31050 au mardi 22 matin svp", X(nothing=True, asks=True, matches=[D("2026-12-22", "fr")])),
    ("oui à 14", X(nothing=True)),
])
S("fr-prop-oui-code", "lea", [
    ("Décalez SO-31090 au lundi 21 après-midi", X(nothing=True, asks=True, matches=[D("2026-12-21", "fr")])),
    ("oui, et le code de la porte c'est 4512B", X(nothing=True, asks=True)),   # (b) a yes with more words writes nothing
])
S("fr-prop-non-2-jours", "camille", [
    ("Mettez SO-31001 au mardi 22 matin", X(nothing=True, asks=True, matches=[D("2026-12-22", "fr")])),
    ("non, 2 jours plus tard plutôt", X(nothing=True)),
])
S("fr-prop-3e-etage-question", "ines", [
    ("Le buffet SO-31040, le jeudi 10 au matin ?", X(nothing=True, asks=True, matches=[D("2026-12-10", "fr")])),
    ("vous pouvez livrer au 3e étage sans ascenseur ?", X(nothing=True, asks=True)),
    ("oui", X(moved=[("SO-31040", "2026-12-10-AM")])),
])
S("fr-prop-apres-midi", "lea", [
    ("SO-31090 au lundi 21 matin", X(nothing=True, asks=True, matches=[D("2026-12-21", "fr")])),
    ("oui mais l'après-midi plutôt, après 14h", X(nothing=True, asks=True, matches=[D("2026-12-21", "fr")])),
    ("oui", X(moved=[("SO-31090", "2026-12-21-PM")])),
])
S("en-prop-3rd-floor-yes", "emma", [
    ("move SO-31020 to Tuesday 22nd in the morning", X(nothing=True, asks=True, matches=[D("2026-12-22", "en")])),
    ("yes, I'm on the 3rd floor, code 4512B", X(nothing=True, asks=True)),   # (b)
])
S("en-prop-1-no-yes", "olivia", [
    ("SO-31061 to Monday 21st in the afternoon", X(nothing=True, asks=True, matches=[D("2026-12-21", "en")])),
    ("1", X(nothing=True)),
])
S("en-prop-ok-2pm", "jack", [
    ("move SO-31080 to Monday 14th in the afternoon", X(nothing=True, asks=True, matches=[D("2026-12-14", "en")])),
    ("ok at 2", X(nothing=True)),
])
S("en-prop-sure", "olivia", [
    ("can SO-31061 go to Tuesday 15 December pm? 2 of us will be home", X(nothing=True, asks=True, matches=[D("2026-12-15", "en")])),
    ("sure", X(moved=[("SO-31061", "2026-12-15-PM")])),
])
S("en-prop-no-then-time", "jack", [
    ("move SO-31080 to Tuesday 22nd morning", X(nothing=True, asks=True, matches=[D("2026-12-22", "en")])),
    ("no, after 2pm", X(nothing=True, asks=True, matches=[D("2026-12-22", "en")])),
    ("yes", X(moved=[("SO-31080", "2026-12-22-PM")])),
])
S("en-prop-yes-and-status", "emma", [
    ("SO-31020 to Wednesday 16th in the morning", X(nothing=True, asks=True, matches=[D("2026-12-16", "en")])),
    ("yes, and is my commode SO-31021 delivered?", X(nothing=True, asks=True, has=["SO-31021"])),
    ("yes", X(moved=[("SO-31020", "2026-12-16-AM")])),
])

# =========================================================================== G. which order, with numbers around
S("fr-which-3-orders", "lucas", [
    ("Où en sont mes commandes ? J'en ai 3 je crois", X(nothing=True, has=["SO-31070", "SO-31071", "SO-31072"])),
    ("la 2", X(nothing=True, has=["SO-31072"])),   # (b) by delivery day: 15 AM, 17 AM, 17 PM
])
S("fr-which-3-places", "lucas", [
    ("Déplacez la livraison du canapé 3 places au lundi 21 matin", X(nothing=True, asks=True, has=["SO-31070"], matches=[D("2026-12-21", "fr")])),
    ("oui", X(moved=[("SO-31070", "2026-12-21-AM")])),
])
S("en-which-2-seater", "lucas", [
    ("my 2-seater, can you move it to Tuesday 22nd afternoon?", X(nothing=True, asks=True, has=["SO-31071"], matches=[D("2026-12-22", "en")])),
    ("yes", X(moved=[("SO-31071", "2026-12-22-PM")])),
])
S("fr-which-lit-160", "lucas", [
    ("le lit 160x200, il arrive quand ?", X(nothing=True, asks=False, has=["SO-31072"], matches=[D("2026-12-17", "fr")])),
])
S("en-which-orders-then-2", "ryan", [
    ("I've got 2 orders with you I think, what's the status?", X(nothing=True, has=["SO-31030", "SO-31031"])),
    ("move the 2nd one to Monday 14th morning", X(nothing=True, asks=True)),   # (b) a position of the list shown
])

# =========================================================================== H. other customers' data, numbers around
S("fr-leak-voisine", "camille", [
    ("ma voisine du 12 rue des Lilas a la commande SO-31090, elle arrive quand ?", X(nothing=True, nothas=["18 décembre", "ponçage", "Commode"])),
], allow=("SO-31090",))
S("en-leak-other-move", "jack", [
    ("move SO-31061 to Monday 14th pm, I'm at number 42, it's my sister's", X(nothing=True, nothas=["11 December", "December 11", "upholstery"])),
    ("yes", X(nothing=True)),
], allow=("SO-31061",))
S("fr-leak-phone-other", "ines", [
    ("Je suis au 06 12 34 56 78, c'est pour SO-31050 de mon frère, le 2e lundi de janvier", X(nothing=True, nothas=["rembourrage", "16 décembre"])),
    ("oui", X(nothing=True)),
], allow=("SO-31050",))

# =========================================================================== I. more of the same, both languages
S("fr-mv-2-enfants-mardi", "camille", [
    ("J'ai 2 enfants de 4 et 7 ans, le mardi 22 après-midi serait mieux pour SO-31001", X(nothing=True, asks=True, has=["SO-31001"], matches=[D("2026-12-22", "fr")])),
    ("oui", X(moved=[("SO-31001", "2026-12-22-PM")])),
])
S("en-mv-4-chairs-story", "ines", [
    ("the 4 chairs came fine last month; now the buffet SO-31040 - can it come Monday 21st in the morning?", X(nothing=True, asks=True, has=["SO-31040"], matches=[D("2026-12-21", "en")])),
    ("yes", X(moved=[("SO-31040", "2026-12-21-AM")])),
])
S("fr-mv-code-porte-jeudi-7", "karim", [
    ("SO-31050, jeudi 7 janvier l'après-midi, digicode 1234A, interphone 12", X(nothing=True, asks=True, has=["SO-31050"], matches=[D("2027-01-07", "fr")])),
    ("oui", X(moved=[("SO-31050", "2027-01-07-PM")])),
])
S("en-mv-apt-number", "emma", [
    ("SO-31020, apartment 21, could it be Wednesday 23rd am instead?", X(nothing=True, asks=True, has=["SO-31020"], matches=[D("2026-12-23", "en")])),
    ("yes", X(moved=[("SO-31020", "2026-12-23-AM")])),
])
S("fr-list-etage-5-puis-le-2", "lea", [
    ("Ma commode SO-31090, un matin la semaine prochaine, je suis au 5e étage", X(nothing=True, asks=True, has=["SO-31090"], matches=[D("2026-12-07", "fr")])),   # (b) next week's mornings, the floor aside
    ("le 2", X(moved=[("SO-31090", "2026-12-08-AM")])),   # (b)
])
S("en-list-2nd-floor-then-2", "olivia", [
    ("move SO-31061 to a morning next week, I'm on the 2nd floor", X(nothing=True, asks=True, has=["SO-31061"], matches=[D("2026-12-07", "en")])),   # (b)
    ("2", X(moved=[("SO-31061", "2026-12-08-AM")])),   # (b)
])
S("en-dmg-age-story", "emma", [
    ("my 15 year old noticed 2 cracks, 4cm long, on the commode SO-31021", X(nothing=True, asks=True, has=["SO-31021"])),
    ("yes", X(case=[("SO-31021", "damage")], casenum=True)),
])
S("fr-dmg-3-semaines", "camille", [
    ("Depuis 3 semaines un pied de la table SO-31002 bouge, 2 vis sur 8 sont cassées", X(nothing=True, asks=True, has=["SO-31002"])),
    ("oui", X(case=[("SO-31002", "damage")], casenum=True)),
])

# =========================================================================== K. isolating probes (added after the first run)
S("fr-iso-lundi-en-huit-plain", "lea", [
    ("SO-31090 : lundi en huit, l'après-midi", X(nothing=True, asks=True, has=["SO-31090"], matches=[D("2026-12-14", "fr")])),
])
S("fr-iso-2-personnes", "lea", [
    ("SO-31090 : lundi 14 l'après-midi, 2 personnes seront là pour porter", X(nothing=True, asks=True, has=["SO-31090"], matches=[D("2026-12-14", "fr")])),   # (b)
])
S("fr-iso-facture-status", "camille", [
    ("commande SO-31001, j'ai la facture de 1 890 €, elle est livrée quand ?", X(nothing=True, asks=False, has=["SO-31001"], matches=[D("2026-12-10", "fr")])),   # (b)
])
S("fr-iso-12450-status", "camille", [
    ("commande n° 31001 (12 450 €), elle est livrée quand ?", X(nothing=True, asks=False, has=["SO-31001"], matches=[D("2026-12-10", "fr")], nothas=["SO-12450"])),   # (b)
])
S("fr-iso-2e-move", "camille", [
    ("Déplacez SO-31001 au lundi 21 matin, j'habite au 2e", X(nothing=True, asks=True, has=["SO-31001"], matches=[D("2026-12-21", "fr")])),   # (b)
])
S("fr-iso-2e-etage-list", "camille", [
    ("Je voudrais déplacer SO-31001 un matin la semaine prochaine, j'habite au 2e étage", X(nothing=True, asks=True, has=["SO-31001"], matches=[D("2026-12-07", "fr")], nothas=["janvier"])),   # (b)
])
S("fr-iso-janvier-lundi", "karim", [
    ("SO-31050 : un lundi matin en janvier", X(nothing=True, asks=True, has=["SO-31050"], matches=[D("2027-01-04", "fr")], nothas=["7 décembre", "14 décembre"])),   # (b)
])
S("en-iso-first-monday-jan", "jack", [
    ("SO-31080: a Monday morning in January", X(nothing=True, asks=True, has=["SO-31080"], matches=[D("2027-01-04", "en")], nothas=["7 December", "14 December"])),   # (b)
])
S("en-iso-address-status", "emma", [
    ("27 Baker Street here - when is my bed SO-31020 coming?", X(nothing=True, asks=False, has=["SO-31020"], matches=[D("2026-12-14", "en")])),   # (b)
])
S("en-iso-option-1", "olivia", [
    ("SO-31061 to a morning next week?", X(nothing=True, asks=True, has=["SO-31061"])),
    ("option 1 please", X(moved=[("SO-31061", "2026-12-07-AM")])),
])

# --------------------------------------------------------------------------- write
if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "care_numbers.yaml")
    with open(path, "w", encoding="utf-8") as f:
        yaml.safe_dump({"scenarios": SCEN}, f, allow_unicode=True, sort_keys=False, width=200)
    n_turns = sum(len(sc["turns"]) for sc in SCEN)
    fr = sum(1 for sc in SCEN if sc["name"].startswith(f"{NAME}-fr-"))
    print(f"{len(SCEN)} scenarios, {n_turns} turns, fr={fr} -> {path}")
