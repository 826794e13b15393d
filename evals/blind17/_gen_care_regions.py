# ruff: noqa: E501
"""care_regions: French and English as spoken outside France, the UK and the US.

Topic: the care desk (order status, moving a delivery with day / half-day wishes,
damage reports, yes/no answers to the desk's proposals and slot lists) spoken the way
people write in Québec ("avant-midi", "fin de semaine" = weekend, "dîner" = lunch,
"souper" = supper, "présentement", "icitte", "c'est correct", "pantoute", "magané"),
Belgium and Switzerland ("septante", "nonante", "savoir" for "pouvoir", "à tantôt",
"ça joue", "ça va" as an ok), West and North Africa ("on dit quoi", "gâté" = broken,
"je viens" = I'll be right back, "inchallah"), and in English from India ("prepone",
"do the needful", "kindly revert", "today itself", "out of station"), Nigeria ("how far",
"spoilt", "no wahala", "abeg"), South Africa ("just now", "now now", "is it", "ja"),
Singapore ("can or not?", "lah", "ok lah") and Australia ("arvo", "no worries",
"yeah nah" = no, "nah yeah" = yes). Each reading is judged by what the customer meant.

Written BLIND from eval-format.md, DESIGN.md and README.md only (no code, no tests, no
other corpus read; the mechanics, fixture builders and X()/S() helpers, copied from
evals/blind11/_gen_care_typed.py). Expectations the README does not settle are the
judgement of a demanding customer and are marked with a `-b` name suffix or `# (b)`.

Run:  .venv/bin/python evals/blind17/_gen_care_regions.py  ->  evals/blind17/care_regions.yaml
      .venv/bin/comptoir eval evals/blind17/care_regions.yaml --report /tmp/care_regions.json
"""
from __future__ import annotations

import datetime as dt
import os
import sys
from typing import Any

import yaml

NAME = "care-regions"
NOW = "2026-12-08T09:30:00+01:00"   # Tuesday 8 December 2026, 09:30 Paris
TZ = "+01:00"

# --------------------------------------------------------------------------- fixture
CUSTOMERS = [
    {"id": "C-001", "name": "Geneviève Tremblay", "email": "genevieve.tremblay@example.ca", "company": None},
    {"id": "C-002", "name": "Maxime Gagnon", "email": "maxime.gagnon@example.ca", "company": None},
    {"id": "C-003", "name": "Julien Lambotte", "email": "julien.lambotte@example.be", "company": None},
    {"id": "C-004", "name": "Nadia Rochat", "email": "nadia.rochat@example.ch", "company": None},
    {"id": "C-005", "name": "Awa Diallo", "email": "awa.diallo@example.sn", "company": None},
    {"id": "C-006", "name": "Youssef Amrani", "email": "youssef.amrani@example.ma", "company": None},
    {"id": "C-007", "name": "Priya Raghavan", "email": "priya.raghavan@example.in", "company": None},
    {"id": "C-008", "name": "Chinedu Okafor", "email": "chinedu.okafor@example.ng", "company": None},
    {"id": "C-009", "name": "Thandi Nkosi", "email": "thandi.nkosi@example.co.za", "company": None},
    {"id": "C-010", "name": "Marcus Goh", "email": "marcus.goh@example.sg", "company": None},
    {"id": "C-011", "name": "Kylie Donovan", "email": "kylie.donovan@example.com.au", "company": None},
    {"id": "C-012", "name": "Aya Kouassi", "email": "aya.kouassi@example.ci", "company": None},
    {"id": "C-013", "name": "Arjun Mehta", "email": "arjun.mehta@example.in", "company": None},
]
EMAIL = {c["id"]: c["email"] for c in CUSTOMERS}
SURNAME = {c["id"]: str(c["name"]).split()[-1] for c in CUSTOMERS}

PRODUCTS = [
    {"sku": "SOFA-3", "name": "Canapé Oslo 3 places", "price": "1890.00", "cost": "1020.00"},
    {"sku": "SOFA-2", "name": "Canapé Oslo 2 places", "price": "1490.00", "cost": "800.00"},
    {"sku": "TABLE-CH", "name": "Table Chêne 6 couverts", "price": "1290.00", "cost": "640.00"},
    {"sku": "BED-160", "name": "Lit Nuit 160x200", "price": "990.00", "cost": "500.00"},
    {"sku": "ARM", "name": "Fauteuil Brest", "price": "690.00", "cost": "330.00"},
    {"sku": "COMMODE", "name": "Commode Lune", "price": "590.00", "cost": "280.00"},
    {"sku": "BUFFET", "name": "Buffet Rivage", "price": "870.00", "cost": "410.00"},
    {"sku": "CHAIR", "name": "Chaise Ardoise", "price": "140.00", "cost": "60.00"},
    {"sku": "COFFEE", "name": "Table basse Galet", "price": "390.00", "cost": "170.00"},
    {"sku": "DESK", "name": "Bureau Atelier", "price": "780.00", "cost": "350.00"},
]

FULL = {"2026-12-18-AM"}          # capacity 1, held by SO-41041: full for everyone else
SATURDAYS = {dt.date(2026, 12, 12), dt.date(2026, 12, 19), dt.date(2027, 1, 9)}   # morning only


def _slots():
    out = []
    for past in ["2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-30"]:
        for half, (a, b) in (("AM", ("08:00", "12:00")), ("PM", ("13:00", "17:00"))):
            out.append({"id": f"{past}-{half}", "start": f"{past}T{a}:00{TZ}",
                        "end": f"{past}T{b}:00{TZ}", "capacity": 3})
    day = dt.date(2026, 12, 9)
    closed = {dt.date(2026, 12, 25), dt.date(2027, 1, 1)}
    while day <= dt.date(2027, 1, 29):
        halves = []
        if day.weekday() < 5 and day not in closed:
            halves = [("AM", ("08:00", "12:00")), ("PM", ("13:00", "17:00"))]
        elif day in SATURDAYS:
            halves = [("AM", ("08:00", "12:00"))]
        for half, (a, b) in halves:
            sid = f"{day.isoformat()}-{half}"
            out.append({"id": sid, "start": f"{day.isoformat()}T{a}:00{TZ}",
                        "end": f"{day.isoformat()}T{b}:00{TZ}",
                        "capacity": 1 if sid in FULL else (2 if day in SATURDAYS else 3)})
        day += dt.timedelta(days=1)
    return out


def _o(number, cust, sku, status, slot, ordered, promised, stage=None, qty=1):
    return {"number": number, "customer": cust, "lines": [{"sku": sku, "quantity": qty}],
            "ordered_on": ordered, "promised_on": promised, "status": status,
            "workshop_stage": stage, "delivery_slot": slot}


ORDERS = [
    _o("SO-41001", "C-001", "SOFA-3", "in_production", "2026-12-15-AM", "2026-09-10", "2026-12-15", "couture"),
    _o("SO-41002", "C-001", "COFFEE", "delivered", "2026-11-24-PM", "2026-09-02", "2026-11-24"),
    _o("SO-41010", "C-002", "BED-160", "ready", "2026-12-09-PM", "2026-10-01", "2026-12-09"),
    _o("SO-41011", "C-002", "CHAIR", "delivered", "2026-11-26-AM", "2026-09-15", "2026-11-26", qty=4),
    _o("SO-41020", "C-003", "TABLE-CH", "in_production", "2026-12-17-PM", "2026-09-01", "2026-12-10", "ponçage"),
    _o("SO-41030", "C-004", "BUFFET", "ready", "2026-12-11-AM", "2026-10-05", "2026-12-11"),
    _o("SO-41031", "C-004", "ARM", "delivered", "2026-11-24-AM", "2026-09-20", "2026-11-24"),
    _o("SO-41040", "C-005", "ARM", "delivered", "2026-11-26-PM", "2026-09-25", "2026-11-26"),
    _o("SO-41041", "C-005", "COMMODE", "in_production", "2026-12-18-AM", "2026-10-20", "2026-12-18", "finition"),
    _o("SO-41050", "C-006", "SOFA-2", "delivered", "2026-11-30-AM", "2026-09-12", "2026-11-30"),
    _o("SO-41051", "C-006", "DESK", "placed", None, "2026-12-01", "2027-01-20"),
    _o("SO-41060", "C-007", "SOFA-3", "in_production", "2026-12-16-PM", "2026-10-02", "2026-12-16", "upholstery"),
    _o("SO-41061", "C-007", "DESK", "delivered", "2026-11-25-AM", "2026-09-30", "2026-11-25"),
    _o("SO-41070", "C-008", "TABLE-CH", "ready", "2026-12-14-AM", "2026-10-08", "2026-12-14"),
    _o("SO-41071", "C-008", "CHAIR", "delivered", "2026-11-27-PM", "2026-09-08", "2026-11-27", qty=6),
    _o("SO-41080", "C-009", "BED-160", "delivered", "2026-11-30-PM", "2026-09-18", "2026-11-30"),
    _o("SO-41081", "C-009", "COMMODE", "in_production", "2026-12-21-AM", "2026-10-22", "2026-12-21", "sanding"),
    _o("SO-41090", "C-010", "SOFA-2", "in_production", "2026-12-22-PM", "2026-10-15", "2026-12-22", "upholstery"),
    _o("SO-41091", "C-010", "COFFEE", "delivered", "2026-11-25-PM", "2026-09-05", "2026-11-25"),
    _o("SO-41100", "C-011", "BED-160", "ready", "2026-12-10-AM", "2026-10-10", "2026-12-10"),
    _o("SO-41101", "C-011", "ARM", "delivered", "2026-11-24-PM", "2026-09-01", "2026-11-24"),
    _o("SO-41102", "C-011", "SOFA-2", "in_production", "2026-12-21-PM", "2026-10-30", "2026-12-21", "upholstery"),
    _o("SO-41110", "C-012", "BUFFET", "delivered", "2026-11-27-AM", "2026-09-03", "2026-11-27"),
    _o("SO-41111", "C-012", "SOFA-3", "in_production", "2026-12-16-AM", "2026-08-28", "2026-12-04", "rembourrage"),
    _o("SO-41120", "C-013", "DESK", "in_production", "2026-12-23-AM", "2026-10-28", "2026-12-23", "varnishing"),
    _o("SO-41121", "C-013", "CHAIR", "delivered", "2026-11-30-AM", "2026-10-01", "2026-11-30", qty=2),
]
ORDERS_OF: dict[str, list[str]] = {}
for _x in ORDERS:
    ORDERS_OF.setdefault(_x["customer"], []).append(_x["number"])

CASES = [{"number": "CASE-7001", "order": "SO-41031", "kind": "damage",
          "opened_at": "2026-11-25T10:00:00+01:00"}]

FIXTURE = {"customers": CUSTOMERS, "products": PRODUCTS, "slots": _slots(),
           "orders": ORDERS, "cases": CASES, "bills": []}

CID = {"genevieve": "C-001", "maxime": "C-002", "julien": "C-003", "nadia": "C-004",
       "awa": "C-005", "youssef": "C-006", "priya": "C-007", "chinedu": "C-008",
       "thandi": "C-009", "marcus": "C-010", "kylie": "C-011", "aya": "C-012", "arjun": "C-013"}


def leak_list(cust, allow=()):
    """Other customers' order numbers and surnames: never in this customer's replies."""
    out = []
    for c in CUSTOMERS:
        if c["id"] == cust:
            continue
        out += [n for n in ORDERS_OF.get(str(c["id"]), []) if n not in allow]
        if SURNAME[str(c["id"])] not in allow:
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
    """who: key of CID; turns: list of (say, expect). Name holds -fr- or -en-."""
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


FR, EN = "décembre", "December"
Y = "(oui / non)"
YE = "(yes / no)"


def prop(order, *days):
    """A yes/no proposal on order, naming the day(s)."""
    return X(nothing=True, asks=True, has=[order, *days])


def moved(order, slot, *days):
    return X(moved=[(order, slot)], has=[order, *days])


def status(order, *bits):
    return X(nothing=True, asks=False, has=[order, *bits])


def case(order, kind="damage"):
    return X(case=[(order, kind)], casenum=True, has=[order])


# =========================================================================== Québec
S("st-fr-qc-rendue", "genevieve", [("Allo! Où est rendue ma commande SO-41001 présentement?", status("SO-41001", "15 décembre", "couture"))])
S("st-fr-qc-yerendu-b", "genevieve", [("Bonjour, mon divan, y'é rendu où là? Ça fait longtemps que j'attends après", status("SO-41001", "15 décembre"))])  # (b)
S("st-fr-qc-tantot", "genevieve", [("J'ai appelé tantôt pis personne a répondu. C'est quand la livraison de mon sofa SO-41001?", status("SO-41001", "15 décembre"))])
S("st-fr-qc-magasiner", "genevieve", [("J'ai magasiné chez vous en septembre, un canapé Oslo. Est-ce qu'il est fait, présentement?", status("SO-41001", "couture"))])
S("st-fr-qc-lit-correct", "maxime", [("Bonjour! Mon lit SO-41010, c'est-tu encore correct pour demain après-midi?", status("SO-41010", "9 décembre"))])
S("st-fr-qc-icitte", "maxime", [("Les chaises SO-41011, elles sont-tu arrivées icitte? Mon chum dit que oui mais j'étais pas là", status("SO-41011", "26 novembre"))])
S("st-fr-qc-pas-annuler-b", "genevieve", [("J'veux pas annuler pantoute, j'veux juste savoir où est rendu mon divan", status("SO-41001", "15 décembre"))])  # (b)
S("st-fr-qc-diner-livreur-b", "maxime", [("Demain, le livreur passe-tu avant le dîner ou après?", status("SO-41010", "9 décembre", "13"))])  # (b) dîner = lunch
S("anon-st-fr-qc", "maxime", [("Allo, c'est Maxime. Mon lit SO-41010, maxime.gagnon@example.ca, y arrive-tu demain?", status("SO-41010", "9 décembre"))], signed=False)

S("mv-fr-qc-avantmidi-correct-b", "genevieve", [
    ("Pourriez-vous livrer mon divan le jeudi 17 décembre en avant-midi?", prop("SO-41001", "jeudi 17 décembre au matin")),
    ("c'est correct", moved("SO-41001", "2026-12-17-AM", "17 décembre")),   # (b) Québec "c'est correct" = yes
])
S("mv-fr-qc-avantmidi-oui", "genevieve", [
    ("Je travaille mardi, on peut-tu faire ça mercredi 16 en avant-midi pour SO-41001?", prop("SO-41001", "mercredi 16 décembre au matin")),
    ("Oui, parfait", moved("SO-41001", "2026-12-16-AM", "16 décembre")),
])
S("mv-fr-qc-dans-lavantmidi-b", "genevieve", [
    ("Le sofa, le lundi 21 dans l'avant-midi, ça se peut-tu?", prop("SO-41001", "lundi 21 décembre au matin")),   # (b)
    ("ouais", moved("SO-41001", "2026-12-21-AM", "21 décembre")),
])
S("mv-fr-qc-apres-diner-b", "genevieve", [
    ("Le lundi 14, après le dîner, ce serait possible pour SO-41001? Je dîne à midi pis je reviens", prop("SO-41001", "14 décembre")),  # (b)
    ("oui", moved("SO-41001", "2026-12-14-PM", "14 décembre")),   # (b) dîner = lunch: the afternoon
])
S("mv-fr-qc-souper-b", "genevieve", [
    ("Vous pouvez-tu venir à l'heure du souper vendredi le 11? Je finis de travailler à 17h", X(nothing=True, has=["11 décembre"])),   # (b) souper = evening: no slot
])
S("mv-fr-qc-fin-de-semaine-19-b", "genevieve", [
    ("Vous livrez-tu la fin de semaine? En semaine je travaille. La fin de semaine du 19, ça serait parfait pour le divan", prop("SO-41001", "samedi 19 décembre")),  # (b)
    ("Oui", moved("SO-41001", "2026-12-19-AM", "19 décembre")),
])
S("mv-fr-qc-cette-fin-de-semaine-b", "genevieve", [
    ("Cette fin de semaine-ci, samedi ou dimanche, ça m'arrangerait pour SO-41001. C'tu possible?", prop("SO-41001", "samedi 12 décembre")),  # (b)
])
S("mv-fr-qc-pantoute-non", "genevieve", [
    ("Mettez le sofa SO-41001 au mardi 22 au matin svp", prop("SO-41001", "22 décembre")),
    ("Non, pas pantoute", X(nothing=True, asks=True)),
])
S("mv-fr-qc-pantoute-seul-b", "genevieve", [
    ("Pouvez-vous mettre SO-41001 au mercredi 23 décembre en avant-midi?", prop("SO-41001", "23 décembre")),
    ("pantoute", X(nothing=True, asks=True)),   # (b) asks what instead
])
S("mv-fr-qc-liste-avantmidi-b", "genevieve", [
    ("Qu'est-ce que vous avez comme avant-midi la semaine prochaine pour le divan?", X(nothing=True, asks=True, has=["17 décembre"])),  # (b)
    ("le troisième", moved("SO-41001", "2026-12-17-AM", "17 décembre")),
])
S("mv-fr-qc-liste-pm-dernier", "genevieve", [
    ("Le sofa, on pourrait-tu le recevoir en après-midi la semaine prochaine? Le matin chu pas là", X(nothing=True, asks=True, has=["18 décembre"], nothas=["au matin (8 h"])),
    ("le dernier", moved("SO-41001", "2026-12-18-PM", "18 décembre")),
])
S("mv-fr-qc-deux-semaines", "genevieve", [
    ("Pourriez-vous repousser mon divan de deux semaines? Même heure", prop("SO-41001", "29 décembre")),
    ("C'est bon", moved("SO-41001", "2026-12-29-AM", "29 décembre")),
])
S("mv-fr-qc-ok-dabord-b", "genevieve", [
    ("On peut-tu avancer le divan au lundi 14 au matin?", prop("SO-41001", "lundi 14 décembre au matin")),
    ("Ok d'abord", moved("SO-41001", "2026-12-14-AM", "14 décembre")),   # (b)
])
S("late-fr-qc-ouais", "maxime", [
    ("Ah ben là! Demain après-midi je serai pas là pantoute. On peut-tu repousser le lit d'une semaine?", X(nothing=True, asks=True, has=["SO-41010", "48"])),
    ("ouais", case("SO-41010", "late_reschedule")),
])
S("late-fr-qc-correct-b", "maxime", [
    ("Chu pas capable d'être là demain pour le lit, décalez-le au lundi 14 svp", X(nothing=True, asks=True, has=["SO-41010", "48"])),
    ("C'est correct", case("SO-41010", "late_reschedule")),   # (b)
])
S("late-fr-qc-non-merci", "maxime", [
    ("Le lit SO-41010, tu peux-tu me le mettre à la fin de semaine du 19?", X(nothing=True, asks=True, has=["SO-41010"])),
    ("Non merci, laissez faire", X(nothing=True)),
])
S("dmg-fr-qc-magane-b", "genevieve", [
    ("Ma table de salon SO-41002 est arrivée toute maganée, y a une grosse égratignure sur le dessus", prop("SO-41002")),  # (b)
    ("Oui", case("SO-41002")),
])
S("dmg-fr-qc-brise", "maxime", [
    ("Une des chaises est brisée, la patte est toute croche. Commande SO-41011", prop("SO-41011")),
    ("oui svp", case("SO-41011")),
])
S("dmg-fr-qc-non-pantoute", "maxime", [
    ("Le dossier d'une chaise SO-41011 est fendu", prop("SO-41011")),
    ("Non, pantoute, laissez faire", X(nothing=True)),
])
S("dmg-fr-qc-magane-seul-b", "maxime", [
    ("Une chaise est arrivée maganée", prop("SO-41011")),   # (b) magané = damaged; chairs are SO-41011
])

# =========================================================================== Belgium
S("st-fr-be-savez", "julien", [("Bonjour, vous savez me dire où en est ma table SO-41020 ? Elle devait arriver le 10.", status("SO-41020", "17 décembre", "ponçage"))])
S("st-fr-be-nonante", "julien", [("Ça fait presque nonante jours que j'ai commandé ma table, SO-41020. C'est pour quand, une fois ?", status("SO-41020", "17 décembre"))])
S("st-fr-be-septante", "julien", [("J'ai payé mille deux cent nonante euros et on m'a promis le 10 décembre. Dites, c'est quoi ce retard pour SO-41020 ?", status("SO-41020", "17 décembre"))])
S("anon-st-fr-be", "julien", [("Bonjour, commande SO-41020, julien.lambotte@example.be. Vous savez me dire quand elle arrive ?", status("SO-41020", "17 décembre"))], signed=False)
S("mv-fr-be-21-matin", "julien", [
    ("Je ne sais pas être là le jeudi 17, vous savez la livrer le lundi 21 au matin ?", prop("SO-41020", "lundi 21 décembre au matin")),
    ("oui", moved("SO-41020", "2026-12-21-AM", "21 décembre")),
])
S("mv-fr-be-sais-pas-b", "julien", [
    ("Je ne sais pas être là mardi 15, ni mercredi 16. Vous savez mettre la table un autre jour la semaine prochaine, le matin ?",
     X(nothing=True, asks=True, has=["SO-41020"], nothas=["mardi 15 décembre", "mercredi 16 décembre"])),   # (b) "savoir" = pouvoir: ruled out
])
S("mv-fr-be-ca-va-b", "julien", [
    ("Vous pouvez passer la table au mercredi 23 décembre après-midi ?", prop("SO-41020", "23 décembre")),
    ("ça va", moved("SO-41020", "2026-12-23-PM", "23 décembre")),   # (b) Belgian "ça va" = fine
])
S("mv-fr-be-a-tantot", "julien", [
    ("Mettez la table SO-41020 au mardi 22 décembre l'après-midi, s'il vous plaît.", prop("SO-41020", "22 décembre")),
    ("Oui, s'il vous plaît", moved("SO-41020", "2026-12-22-PM", "22 décembre")),
    ("Merci, à tantôt !", X(nothing=True, asks=False)),
])
S("mv-fr-be-non-plutot", "julien", [
    ("Le lundi 21 décembre après-midi pour la table, c'est possible ?", prop("SO-41020", "21 décembre")),
    ("Non, plutôt le mardi 22 au matin, une fois", prop("SO-41020", "mardi 22 décembre au matin")),
    ("d'accord", moved("SO-41020", "2026-12-22-AM", "22 décembre")),
])
S("mv-fr-be-liste", "julien", [
    ("Vous avez quoi la semaine du 4 janvier pour ma table ?", X(nothing=True, asks=True, has=["janvier"])),
    ("Le premier, merci", X(moved=[("SO-41020", "2027-01-04-AM")], has=["4 janvier"])),
])
S("mv-fr-be-endeans-b", "julien", [
    ("Vous savez livrer endéans la semaine ? Avant vendredi 11 si possible.", X(nothing=True, has=["SO-41020"])),   # (b) all before the 11th: too soon or free Thu 10 PM
])

# =========================================================================== Switzerland
S("st-fr-ch-ca-joue", "nadia", [("Salut, c'est pour savoir si le buffet SO-41030 vient toujours vendredi matin ? Je dois prendre congé, ça joue ?", status("SO-41030", "11 décembre"))])
S("st-fr-ch-natel", "nadia", [("Vous m'appelez sur le natel avant de passer ? Et le buffet, c'est toujours le 11 ?", X(nothing=True, has=["SO-41030", "11 décembre"]))])
S("mv-fr-ch-ca-joue-b", "nadia", [
    ("Vendredi ça joue pas, je bosse. Vous pourriez livrer le buffet le lundi 14 l'après-midi ?", prop("SO-41030", "14 décembre")),
    ("Ça joue !", moved("SO-41030", "2026-12-14-PM", "14 décembre")),   # (b) Swiss "ça joue" = that works
])
S("mv-fr-ch-oui-ca-joue-b", "nadia", [
    ("Le buffet, vous pouvez le passer au mardi 15 décembre, après le dîner ? Le matin je suis au bureau.", prop("SO-41030", "15 décembre")),
    ("Oui, ça joue pour moi", moved("SO-41030", "2026-12-15-PM", "15 décembre")),   # (b)
])
S("mv-fr-ch-avant-diner-b", "nadia", [
    ("Livrez le buffet mercredi 16 avant le dîner svp", prop("SO-41030", "mercredi 16 décembre au matin")),   # (b) dîner = lunch: morning
])
S("mv-fr-ch-huitante", "nadia", [
    ("Mon mari a huitante ans et il ne peut pas porter le buffet seul. On préfère le mardi 22 décembre au matin, quand mon fils est là.", prop("SO-41030", "22 décembre")),
    ("d'accord", moved("SO-41030", "2026-12-22-AM", "22 décembre")),
])
S("mv-fr-ch-samedi", "nadia", [
    ("Vous livrez le samedi ? Le samedi 19 au matin m'irait bien pour le buffet.", prop("SO-41030", "19 décembre")),
    ("Volontiers", moved("SO-41030", "2026-12-19-AM", "19 décembre")),
])
S("mv-fr-ch-complet", "nadia", [
    ("Le buffet, vendredi 18 au matin, c'est possible ?", X(nothing=True, asks=True, has=["18 décembre"])),
])
S("dmg-fr-ch-case-exists", "nadia", [("Le fauteuil SO-41031 est arrivé griffé sur l'accoudoir, je vous l'avais déjà dit", X(nothing=True, asks=False, has=["CASE-7001"]))])
S("dmg-fr-ch-service-b", "nadia", [
    ("Le fauteuil SO-41031, il a un pied qui branle. Service, voici la commande.", X(nothing=True, has=["CASE-7001"])),   # (b) "service" = here you are
])

# =========================================================================== West & North Africa
S("dmg-fr-af-on-dit-quoi", "awa", [
    ("On dit quoi ? Mon fauteuil SO-41040 est arrivé gâté, le pied est cassé", prop("SO-41040")),
    ("oui", case("SO-41040")),
])
S("dmg-fr-af-gate-seul-b", "awa", [
    ("Bonsoir madame, le fauteuil que vous avez livré là, il est gâté dèh.", prop("SO-41040")),   # (b) gâté = broken
])
S("dmg-fr-af-gate-oui-b", "aya", [
    ("Le buffet SO-41110 est gâté, la porte ne ferme plus depuis que vos gars l'ont monté", prop("SO-41110")),
    ("Oui c'est ça, ouvrez", case("SO-41110")),
])
S("dmg-fr-af-porte", "aya", [
    ("Le buffet SO-41110 là, une porte est cassée depuis la livraison", prop("SO-41110")),
    ("D'accord", case("SO-41110")),
])
S("st-fr-af-ca-a-fini", "aya", [("On dit quoi ? Mon canapé SO-41111 là, c'est fini ou bien ? On m'avait dit le 4 décembre", status("SO-41111", "16 décembre", "rembourrage"))])
S("st-fr-af-grand-frere-b", "aya", [("Bonjour grand frère, depuis le 4 on attend le canapé, c'est comment ?", status("SO-41111", "16 décembre"))])   # (b)
S("st-fr-af-je-viens-darriver", "awa", [("Je viens d'arriver de Thiès. Ma commode SO-41041, elle est toujours prévue pour le 18 ?", status("SO-41041", "18 décembre"))])
S("mv-fr-af-je-viens-b", "aya", [
    ("Le canapé, il faut le mettre le lundi 21 décembre au matin, le 16 je ne serai pas là", prop("SO-41111", "21 décembre")),
    ("Attendez, je viens", X(nothing=True, asks=True)),   # (b) West African "je viens" = I'll be right back
    ("oui", moved("SO-41111", "2026-12-21-AM", "21 décembre")),
])
S("mv-fr-af-apres-retour", "awa", [
    ("Je voyage, je pars le 14 et je rentre le 20. Vous pouvez décaler la commode après mon retour, le matin ?",
     X(nothing=True, asks=True, has=["21 décembre"], nothas=["mardi 15 décembre", "jeudi 17 décembre", "vendredi 11 décembre", "samedi 12 décembre"])),   # TIGHTENED after run 1: "après mon retour" = from the 21st only
    ("le premier", moved("SO-41041", "2026-12-21-AM", "21 décembre")),
])
S("mv-fr-af-deuxieme", "awa", [
    ("La commode, on peut la mettre la semaine du 28 l'après-midi ?", X(nothing=True, asks=True, has=["28 décembre"])),
    ("le deuxième", moved("SO-41041", "2026-12-29-PM", "29 décembre")),
])
S("mv-fr-af-inchallah-b", "youssef", [
    ("Salam, le bureau SO-41051, vous pouvez le livrer le mercredi 20 janvier au matin ?", prop("SO-41051", "20 janvier")),
    ("Oui inchallah", X(moved=[("SO-41051", "2027-01-20-AM")], has=["20 janvier"])),   # (b)
])
S("mv-fr-af-wesh-oui", "youssef", [
    ("Wesh, le bureau SO-41051, mettez-le le lundi 25 janvier l'après-midi", prop("SO-41051", "25 janvier")),
    ("ouais vas-y", X(moved=[("SO-41051", "2027-01-25-PM")], has=["25 janvier"])),
])
S("dmg-fr-af-wesh", "youssef", [
    ("Wesh, le canapé SO-41050 il est arrivé avec le tissu déchiré, hamdoullah j'ai vu tout de suite", prop("SO-41050")),
    ("oui vas-y", case("SO-41050")),
])
S("dmg-fr-af-non", "youssef", [
    ("Le canapé SO-41050 a une tache sur l'assise depuis la livraison", prop("SO-41050")),
    ("Non c'est bon, je vais le nettoyer moi-même", X(nothing=True)),
])
S("st-fr-af-saha", "youssef", [("Saha ! Mon bureau SO-41051 il est où ? Toujours pas de date ?", status("SO-41051"))])
S("anon-st-fr-af-b", "aya", [("Bonjour, c'est pour la commande SO-41111, mon mail c'est aya.kouassi@example.ci. Ça a fini ?", status("SO-41111", "16 décembre"))], signed=False)
S("st-fr-af-y-a-pas-drap-b", "awa", [("Y a pas drap, je veux juste savoir quand la commode va arriver", status("SO-41041", "18 décembre"))])   # (b)
S("mv-fr-af-on-est-ensemble-b", "awa", [
    ("Décalez la commode au mercredi 23 décembre au matin svp", prop("SO-41041", "23 décembre")),
    ("oui", moved("SO-41041", "2026-12-23-AM", "23 décembre")),
    ("Merci, on est ensemble !", X(nothing=True, asks=False)),   # (b) Ivorian thanks / goodbye
])

# =========================================================================== leaks (French)
S("leak-fr-qc-voisine", "genevieve", [
    ("Ma voisine Nadia Rochat a commandé un buffet, la SO-41030, pis moi? Elle arrive-tu vendredi la sienne?", X(nothing=True, nothas=["11 décembre", "Buffet Rivage"])),
], allow=("SO-41030", "Rochat"))
S("leak-fr-be-autre-numero", "julien", [
    ("Vous savez me dire où en est la SO-41030 ?", X(nothing=True, nothas=["11 décembre", "Buffet"])),
], allow=("SO-41030",))
S("leak-fr-af-deplacer-autre", "awa", [
    ("Décalez la SO-41111 au lundi 21 au matin", X(nothing=True)),
    ("oui", X(nothing=True)),
], allow=("SO-41111",))
S("leak-fr-anon-mauvais-mail", "youssef", [
    ("SO-41041 youssef.amrani@example.ma, elle arrive quand la commode ?", X(nothing=True, nothas=["18 décembre", "finition"])),
], signed=False, allow=("SO-41041",))

# =========================================================================== India
S("mv-en-in-prepone-date", "priya", [
    ("Kindly prepone the delivery of SO-41060 to Monday 14th December morning", prop("SO-41060", "Monday 14 December, morning")),
    ("Yes", moved("SO-41060", "2026-12-14-AM", "14 December")),
])
S("mv-en-in-needful-b", "priya", [
    ("Please prepone my sofa to Tuesday 15th December afternoon", prop("SO-41060", "15 December")),
    ("Yes, do the needful", moved("SO-41060", "2026-12-15-PM", "15 December")),   # (b)
])
S("mv-en-in-prepone-week-b", "priya", [
    ("Can you prepone my sofa delivery? Any day this week is fine.", X(nothing=True, asks=True, has=["11 December"], nothas=["Monday 21", "Tuesday 22"])),   # (b)
])
S("mv-en-in-prepone-bare-b", "priya", [
    ("Please prepone my delivery", X(nothing=True, asks=True, has=["SO-41060"], nothas=["Thursday 17 December", "Friday 18 December"])),   # (b) earlier than the 16th
])
S("st-en-in-revert", "priya", [("Dear Sir/Madam, what is the status of my order SO-41060? Kindly revert at the earliest.", status("SO-41060", "16 December", "upholstery"))])
S("st-en-in-today-itself", "priya", [("Can the sofa be delivered today itself? It is urgent, guests are coming.", X(nothing=True, has=["SO-41060"]))])
S("mv-en-in-out-of-station-b", "priya", [
    ("I will be out of station from 14th to 18th December. Kindly shift the sofa delivery to after I return, morning slot preferred.",
     X(nothing=True, asks=True, has=["SO-41060"], nothas=["Tuesday 15 December", "Thursday 17 December", "afternoon (13"])),   # (b)
])
S("mv-en-in-out-of-station-day", "arjun", [
    ("I am out of station on 23rd. Please deliver the desk on 24th morning instead.", prop("SO-41120", "24 December")),
    ("ok", moved("SO-41120", "2026-12-24-AM", "24 December")),
])
S("dmg-en-in-chair-needful", "arjun", [
    ("The chairs SO-41121 which were delivered on 30th, one chair leg is broken. Kindly do the needful.", prop("SO-41121")),
    ("yes please", case("SO-41121")),
])
S("st-en-in-itself", "arjun", [("Desk will come on 23rd itself na? I have taken leave that day", status("SO-41120", "23 December"))])
S("mv-en-in-sure-sure-b", "arjun", [
    ("Can you shift the desk to 28th December afternoon?", prop("SO-41120", "28 December")),
    ("sure sure", moved("SO-41120", "2026-12-28-PM", "28 December")),   # (b)
])
S("mv-en-in-revert-after-b", "priya", [
    ("Please shift SO-41060 to Friday 18 December afternoon", prop("SO-41060", "18 December")),
    ("yes", moved("SO-41060", "2026-12-18-PM", "18 December")),
    ("Thank you. Kindly revert with the confirmation on mail.", X(nothing=True, asks=False)),   # (b) revert = reply, never "put it back"
])
S("mv-en-in-full", "priya", [("Kindly shift my sofa to 18th December morning", X(nothing=True, asks=True, has=["18 December"]))])
S("st-en-in-one-doubt", "priya", [("I am having one doubt. My desk SO-41061 was delivered or not? System is showing delivered.", status("SO-41061", "25 November"))])
S("dmg-en-in-spoilt", "priya", [
    ("Sir the desk SO-41061 came with scratches on top, finishing is spoilt", prop("SO-41061")),
    ("Yes go ahead", case("SO-41061")),
])
S("mv-en-in-ddmm-forenoon-b", "arjun", [
    ("Please reschedule desk delivery to 29/12, forenoon", prop("SO-41120", "29 December")),   # (b) forenoon = morning
    ("yes", moved("SO-41120", "2026-12-29-AM", "29 December")),
])
S("mv-en-in-ddmm-ambiguous-b", "arjun", [
    ("Shift the desk delivery to 11/12 afternoon please", prop("SO-41120", "11 December")),   # (b) 11/12 = 11 December (12 November is past)
])
S("anon-st-en-in", "arjun", [("Order no. SO-41120, mail id arjun.mehta@example.in. When will it be dispatched?", status("SO-41120", "23 December"))], signed=False)
S("mv-en-in-no-then", "arjun", [
    ("Kindly shift the desk to Monday 28th December morning", prop("SO-41120", "28 December")),
    ("No, kindly keep 23rd only", X(nothing=True)),
])

# =========================================================================== Nigeria
S("st-en-ng-how-far-b", "chinedu", [("Good afternoon sir. Please how far with my dining table? SO-41070", status("SO-41070", "14 December"))])   # (b)
S("st-en-ng-yet-to", "chinedu", [("I'm yet to receive any date for my table, order SO-41070. Kindly confirm", status("SO-41070", "14 December"))])
S("mv-en-ng-no-wahala-b", "chinedu", [
    ("Abeg, Monday no go work for me. Shift the table SO-41070 to Wednesday 16 December afternoon", prop("SO-41070", "16 December")),
    ("No wahala, go ahead", moved("SO-41070", "2026-12-16-PM", "16 December")),   # (b) "no wahala" = no problem: a yes
])
S("mv-en-ng-no-problem-b", "chinedu", [
    ("Can you bring the table on Tuesday 15 December morning instead?", prop("SO-41070", "15 December")),
    ("No problem", moved("SO-41070", "2026-12-15-AM", "15 December")),   # (b)
])
S("mv-en-ng-im-coming-b", "chinedu", [
    ("Please move SO-41070 to Thursday 17 December morning", prop("SO-41070", "17 December")),
    ("Hold on, I'm coming", X(nothing=True, asks=True)),   # (b) Nigerian "I'm coming" = be right back
    ("Yes", moved("SO-41070", "2026-12-17-AM", "17 December")),
])
S("dmg-en-ng-spoilt-b", "chinedu", [
    ("Two of the chairs you brought have spoilt legs, one is shaking well well", prop("SO-41071")),   # (b)
    ("yes", case("SO-41071")),
])
S("dmg-en-ng-abeg", "chinedu", [
    ("Abeg, one of my chairs SO-41071 broke the first day we sat on it", prop("SO-41071")),
    ("Yes please", case("SO-41071")),
])
S("anon-st-en-ng", "chinedu", [("Good evening. SO-41070 chinedu.okafor@example.ng. Has the table left the factory?", status("SO-41070", "14 December"))], signed=False)
S("mv-en-ng-well-done-b", "chinedu", [("Well done. I dey travel Monday, abeg bring the table Friday 11 December", X(nothing=True, asks=True, has=["SO-41070", "11 December"]))])   # (b)

# =========================================================================== South Africa
S("st-en-za-howzit", "thandi", [("Howzit! When's my chest of drawers coming? SO-41081", status("SO-41081", "21 December", "sanding"))])
S("mv-en-za-now-now-b", "thandi", [("Can you bring the commode sooner? Like now now, I'm moving in next week", X(nothing=True, asks=True, has=["SO-41081", "December"], nothas=["Monday 21 December, morning (8:00–12:00)?"]))])   # (b) now now = soon: earlier than the 21st (CORRECTED after run 1: "moving in next week" makes next week a fair reading)
S("mv-en-za-just-now-b", "thandi", [
    ("Move the chest of drawers to Tuesday 22 December morning please", prop("SO-41081", "22 December")),
    ("I'll check with my husband just now", X(nothing=True)),
])
S("mv-en-za-is-it", "thandi", [
    ("Can SO-41081 come Wednesday 23 December afternoon?", prop("SO-41081", "23 December")),
    ("Is it?", X(nothing=True)),
])
S("mv-en-za-ja-thats-fine-b", "thandi", [
    ("Please shift SO-41081 to Thursday 24 December morning", prop("SO-41081", "24 December")),
    ("ja, that's fine", moved("SO-41081", "2026-12-24-AM", "24 December")),   # (b)
])
S("mv-en-za-ja-bare", "thandi", [
    ("Could the commode come on Monday 28 December in the morning?", prop("SO-41081", "28 December")),
    ("ja", X(nothing=True)),   # README: a bare "ja" gets the other-language text, nothing written
])
S("dmg-en-za-shame", "thandi", [
    ("Shame man, the bed SO-41080 arrived with a cracked slat and the headboard is scratched", prop("SO-41080")),
    ("Yes", case("SO-41080")),
])
S("dmg-en-za-lekker-b", "thandi", [("The bed is lekker comfy but the headboard came with a big dent in it", prop("SO-41080"))])
S("dmg-en-za-ja-nee-b", "thandi", [
    ("The headboard of my bed arrived cracked", prop("SO-41080")),
    ("ja-nee, I'm not sure", X(nothing=True)),   # (b) no clear yes
])

# =========================================================================== Singapore
S("mv-en-sg-ok-lah-b", "marcus", [
    ("can move my sofa to Wednesday 23 Dec morning or not?", prop("SO-41090", "23 December")),
    ("ok lah", moved("SO-41090", "2026-12-23-AM", "23 December")),   # (b)
])
S("mv-en-sg-can-b", "marcus", [
    ("Sofa SO-41090 can change to Monday 21 December afternoon?", prop("SO-41090", "21 December")),
    ("can", moved("SO-41090", "2026-12-21-PM", "21 December")),   # (b) "can" = yes
])
S("mv-en-sg-confirm", "marcus", [
    ("Can deliver my sofa on Thursday 17 December morning or not?", prop("SO-41090", "17 December")),
    ("confirm", moved("SO-41090", "2026-12-17-AM", "17 December")),
])
S("st-en-sg-reach-b", "marcus", [("My sofa reach already or not? SO-41090", status("SO-41090", "22 December"))])
S("st-en-sg-got-date", "marcus", [("Got delivery date for my sofa or not ah?", status("SO-41090", "22 December"))])
S("dmg-en-sg-crack-b", "marcus", [
    ("Wah lau, the coffee table leg crack already leh. Just delivered not long", prop("SO-41091")),   # (b)
    ("ok", case("SO-41091")),
])
S("mv-en-sg-friday-list", "marcus", [
    ("Paiseh, can bring forward my sofa delivery to this Friday? Friday 11 can?", X(nothing=True, asks=True, has=["11 December"])),
    ("the first one", moved("SO-41090", "2026-12-11-AM", "11 December")),
])
S("mv-en-sg-no-lah", "marcus", [
    ("Sofa change to Tuesday 29 December morning can?", prop("SO-41090", "29 December")),
    ("no lah, don't want already", X(nothing=True)),
])
S("leak-en-sg-damage-other", "marcus", [
    ("SO-41071 chair spoil already", X(nothing=True)),
    ("ok", X(nothing=True)),
], allow=("SO-41071",))

# =========================================================================== Australia
S("late-en-au-no-worries-b", "kylie", [
    ("Mate can you push SO-41100 to next week, I'm out Thursday", X(nothing=True, asks=True, has=["SO-41100", "48"])),
    ("no worries", case("SO-41100", "late_reschedule")),   # (b)
])
S("late-en-au-yeah-nah", "kylie", [
    ("Thursday's no good for the bed, push it to Monday arvo", X(nothing=True, asks=True, has=["SO-41100"])),
    ("yeah nah, don't worry about it", X(nothing=True)),   # a no: never a case opened
])
S("late-en-au-nah-yeah-b", "kylie", [
    ("Can't do Thursday for the bed SO-41100, can we do the week after?", X(nothing=True, asks=True, has=["SO-41100"])),
    ("nah yeah, go on then", case("SO-41100", "late_reschedule")),   # (b) nah yeah = yes
])
S("st-en-au-arvo-check-b", "kylie", [("Is the bed still coming Thursday arvo?", status("SO-41100", "10 December", "morning"))])   # (b)
S("dmg-en-au-reckon", "kylie", [
    ("Reckon the armchair copped a knock in the truck, there's a big gouge down the side. SO-41101", prop("SO-41101")),
    ("yep", case("SO-41101")),
])
S("mv-en-au-arvo-b", "kylie", [
    ("Any chance you could bring the lounge SO-41102 Tuesday 22nd arvo instead?", prop("SO-41102", "22 December")),   # (b) arvo = afternoon
    ("yeah", moved("SO-41102", "2026-12-22-PM", "22 December")),
])
S("mv-en-au-fortnight", "kylie", [
    ("Can we push SO-41102 back a fortnight? Same time of day", prop("SO-41102", "4 January")),
    ("yep", X(moved=[("SO-41102", "2027-01-04-PM")], has=["4 January"])),
])
S("mv-en-au-sweet-as-b", "kylie", [
    ("Could the sofa SO-41102 come Wednesday 23 December morning?", prop("SO-41102", "23 December")),
    ("sweet as", moved("SO-41102", "2026-12-23-AM", "23 December")),   # (b)
])
S("mv-en-au-first-thing-b", "kylie", [
    ("Could they come first thing, before brekkie? Thursday 17th for the lounge", prop("SO-41102", "17 December")),
    ("yes", moved("SO-41102", "2026-12-17-AM", "17 December")),
])
S("mv-en-au-this-arvo-b", "kylie", [("Any chance of this arvo for the lounge?", X(nothing=True, has=["SO-41102"]))])   # (b) today: nothing free
S("anon-st-en-au-b", "kylie", [("G'day, order SO-41102, kylie.donovan@example.com.au - what's the go with my lounge?", status("SO-41102", "21 December"))], signed=False)   # (b)
S("leak-en-au-other", "kylie", [("Where's my mate Thandi's bed at? SO-41080", X(nothing=True, nothas=["30 November", "Lit Nuit"]))], allow=("SO-41080",))

# =========================================================================== more English
S("st-en-in-eta", "arjun", [("What is the ETA of my desk? Kindly share the delivery date and time slot.", status("SO-41120", "23 December", "morning"))])
S("st-en-in-varnish-b", "arjun", [("Varnishing is completed or still pending for SO-41120?", status("SO-41120", "varnishing"))])
S("mv-en-in-postpone-week", "arjun", [
    ("Please postpone my desk by one week, same slot only", prop("SO-41120", "30 December")),
    ("Yes, confirmed", moved("SO-41120", "2026-12-30-AM", "30 December")),
])
S("st-en-ng-left-factory", "chinedu", [("Please is my table ready? I want to plan my Christmas", status("SO-41070", "14 December"))])
S("mv-en-ng-next-week-list", "chinedu", [
    ("Any afternoon next week for the table? Mornings I dey for work", X(nothing=True, asks=True, has=["SO-41070"], nothas=["morning (8"])),
    ("the second one", X(moved=[("SO-41070", "2026-12-15-PM")], has=["15 December"])),
])
S("st-en-za-bed-delivered", "thandi", [("Was my bed SO-41080 delivered on the 30th? My domestic says she signed", status("SO-41080", "30 November"))])
S("mv-en-za-lekker", "thandi", [
    ("Lekker, can the commode rather come Friday 8 January morning?", prop("SO-41081", "8 January")),
    ("Yes please", X(moved=[("SO-41081", "2027-01-08-AM")], has=["8 January"])),
])
S("st-en-sg-upholstery-b", "marcus", [("Eh the sofa upholstery done already or not?", status("SO-41090", "upholstery"))])
S("mv-en-sg-later-b", "marcus", [("Can push my sofa to after new year? Wife want to renovate first lah", X(nothing=True, asks=True, has=["SO-41090", "January"]))])   # (b)
S("st-en-au-lounge-b", "kylie", [("Hey, just checking in on the lounge, what's the ETA?", status("SO-41102", "21 December"))])
S("dmg-en-au-no-worries-case-b", "kylie", [
    ("Armchair SO-41101 has a torn seam on the arm, bit of a bummer", prop("SO-41101")),
    ("no worries, go for it", case("SO-41101")),   # (b)
])
S("mv-en-au-yeah-nah-move-b", "kylie", [
    ("Move the lounge to Tuesday 29 December arvo", prop("SO-41102", "29 December")),
    ("yeah nah", X(nothing=True)),   # a no, never a move
])


# --------------------------------------------------------------------------- write
if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "care_regions.yaml")
    with open(path, "w", encoding="utf-8") as f:
        yaml.safe_dump({"scenarios": SCEN}, f, allow_unicode=True, sort_keys=False, width=200)
    n_turns = sum(len(sc["turns"]) for sc in SCEN)
    fr = sum(1 for sc in SCEN if "-fr-" in sc["name"])
    print(f"{len(SCEN)} scenarios, {n_turns} turns, fr={fr} en={len(SCEN) - fr} -> {path}", file=sys.stderr)
