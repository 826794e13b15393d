# ruff: noqa: E501
"""care_typed: how customers REALLY type to the care desk.

Covers every care workflow (order status, moving a delivery incl. the 48-hour rule
and the after-sales case offered instead, damage reports, answering the desk's yes/no
proposals and slot lists) with messages written the way people type on a phone or
dictate: texting abbreviations (slt, bjr, stp, jsp, cmd, livr., rdv, u, ur, pls, thx,
tmrw, wk, idk...), typos and autocorrect slips, missing accents, ALL CAPS, no
punctuation (voice dictation), order numbers and e-mails written oddly, dates written
in many ways, context told before the request, several messages in one, emojis as
decoration, and loose answers to proposals held to the consent contract.

Written from eval-format.md, DESIGN.md and README.md only (blind: no code, no tests,
no other corpus read). Expectations the README does not state are marked `(b)` in a
comment: best judgement of what a demanding customer would expect.

Run:  python evals/blind11/_gen_care_typed.py  ->  evals/blind11/care_typed.yaml
"""
from __future__ import annotations

import datetime as dt
import os
from typing import Any

import yaml

NAME = "care-typed"
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
    cust = CID[who]
    out = []
    month = "décembre" if "-fr-" in full or full.endswith("-fr") else "December"
    for say, exp in turns:
        exp = dict(exp)
        if "moved" in exp:   # TIGHTENED: the move is told in the customer's language
            exp["reply_contains"] = list(dict.fromkeys([*exp.get("reply_contains", []), month]))
        extra = exp.pop("_not", [])
        exp["reply_not_contains"] = leak_list(cust, allow) + extra
        t = {"channel": "customer", "say": say, "expect": exp}
        if signed:
            t["as"] = {"email": EMAIL[cust]}
        out.append(t)
    SCEN.append({"name": full, "now": now, "fixture": FIXTURE, "turns": out})


FR_DEC, EN_DEC = "décembre", "December"

# =========================================================================== A. status
# signed in, single-turn, sloppy
status_fr = [
    ("camille", "st-fr-slt-cmd", "slt c pour savoir ou en est ma cmd SO-31001 stp", "SO-31001"),
    ("camille", "st-fr-voice", "bonjour je voudrais savoir ou en est ma commande SO 31001 merci", "SO-31001"),
    ("camille", "st-fr-caps", "ÇA FAIT 3 MOIS QUE J'ATTENDS MON CANAPÉ C'EST QUAND LA LIVRAISON ???", "SO-31001"),
    ("camille", "st-fr-lowercase", "bjr ma comande so-31001 elle arrive qd svp", "SO-31001"),
    ("camille", "st-fr-numero", "Bonjour, commande n°31001, vous avez des nouvelles ? mrc", "SO-31001"),
    ("camille", "st-fr-groups", "ma commande c la SO 310 01 elle en est ou", "SO-31001"),
    ("ines", "st-fr-buffet", "coucou 😊 jvoudrais savoir qd mon buffet sera livré, cmd SO-31040", "SO-31040"),
    ("ines", "st-fr-noaccent", "bonjour est ce que ma livraison est tjrs prevue pour mercredi ? SO31040", "SO-31040"),
    ("karim", "st-fr-late", "jsp pk mais ma cmd SO-31050 devait arriver le 20/11 et tjrs rien... c normal ???", "SO-31050"),
    ("karim", "st-fr-story", "bon alors voila, j'ai commandé un canapé fin aout, on m'avait promis novembre et on est en decembre. vous pouvez me dire ou ca en est svp", "SO-31050"),
    ("lea", "st-fr-commode", "Bjr, je n'ai plus de nouvelles de ma commode, ya un souci ?", "SO-31090"),
    ("lea", "st-fr-rdv", "salut c'est quoi la date du rdv de livr. pour ma commande ? dsl jai perdu le mail", "SO-31090"),
    ("thomas", "st-fr-delivered", "bjr la cmd SO-31011 elle a bien ete livree ? jsp si c mon fauteuil", "SO-31011"),
    ("camille", "st-fr-emoji", "Hello 👋 la commande SO-31001 c pour quand ?? 🛋️🛋️", "SO-31001"),
]
for who, nm, say, order in status_fr:
    has = [order]
    if order not in ("SO-31011",):
        has.append(FR_DEC)
    S(nm, who, [(say, X(nothing=True, asks=False, has=has))])

status_en = [
    ("emma", "st-en-hey", "hey where is my order SO-31020 pls", "SO-31020"),
    ("emma", "st-en-voice", "hi i would like to know where my order so 31020 is thank you", "SO-31020"),
    ("emma", "st-en-caps", "WHERE IS MY BED??? I PAID IN OCTOBER", "SO-31020"),
    ("emma", "st-en-when", "when is my bed comming? order so-31020 thx", "SO-31020"),
    ("jack", "st-en-u", "hi can u tell me when ur guys deliver my table, order SO31080", "SO-31080"),
    ("jack", "st-en-idk", "idk if my order went through lol, SO-31080?", "SO-31080"),
    ("olivia", "st-en-armchair", "any news on my armchair?? been waiting ages 😩 SO-31061", "SO-31061"),
    ("olivia", "st-en-status-words", "whats the status of order SO 31061", "SO-31061"),
    ("olivia", "st-en-delivered", "was SO-31060 delivered? my husband says it was but idk", "SO-31060"),
    ("ryan", "st-en-placed", "yo whats up with my 2 seater, order SO-31030? no date yet??", "SO-31030"),
    ("jack", "st-en-still-waiting", "still waiting for my table smh. SO-31080", "SO-31080"),
    ("emma", "st-en-story", "so basically i ordered a bed back in october and nobody told me anything since, can u check SO-31020 asap", "SO-31020"),
    ("jack", "st-en-long", "Hi there, hope ur well! Quick one - my dining table order SO-31080, is it still on for tuesday? cheers", "SO-31080"),
    ("ryan", "st-en-cancelled", "hey what happened to SO-31032, it says cancelled??", "SO-31032"),
]
for who, nm, say, order in status_en:
    has = [order]
    if order in ("SO-31020", "SO-31080", "SO-31061"):
        has.append(EN_DEC)
    S(nm, who, [(say, X(nothing=True, asks=False, has=has))])

# (b) "#31001" is not a form the README lists; a demanding customer expects it read
S("st-fr-hash-number", "camille", [("slt #31001 c pour qd ?",
                                    X(nothing=True, has=["SO-31001"]))])  # (b)
S("st-en-hash-number", "emma", [("any update on #31020??",
                                 X(nothing=True, has=["SO-31020"]))])  # (b)

# anonymous: number + sloppy e-mail in one message
anon_status = [
    ("camille", "anon-st-fr-mail", "bonjour ou en est ma comande SO-31001 camille.lefebvre@example.fr", "SO-31001", FR_DEC),
    ("camille", "anon-st-fr-arobase", "bonjour commande SO-31001 mail camille point lefebvre arobase example point fr elle arrive quand", "SO-31001", FR_DEC),
    ("ines", "anon-st-fr-caps-mail", "Bjr SO-31040 INES.MOREAU@EXAMPLE.FR c livré qd ?", "SO-31040", FR_DEC),
    ("ryan", "anon-st-en-dot-at", "hey order SO-31031 ryan dot cooper at example dot com, when does it come", "SO-31031", EN_DEC),
    ("jack", "anon-st-en-plain", "where's my order so-31080 jack.turner@example.com thx", "SO-31080", EN_DEC),
    ("olivia", "anon-st-en-brackets", "status of SO-31061 pls, email olivia.hargreaves[at]example[dot]com", "SO-31061", EN_DEC),
]
for who, nm, say, order, month in anon_status:
    S(nm, who, [(say, X(nothing=True, asks=False, has=[order, month]))], signed=False)

# CORRECTED: number + spaced e-mail and nothing asked: no status is due (README: a number that
# only introduces asks nothing); the desk may say what it does. Proof still must not leak.
S("anon-st-fr-spaced-mail", "camille", [
    ("slt cmd so 31001 mon mail c camille.lefebvre @ example.fr", X(nothing=True, asks=False)),
    ("elle arrive qd ?", X(nothing=True, asks=False, has=["SO-31001", FR_DEC])),
], signed=False)

# anonymous: number only -> both asked; then e-mail given sloppily
S("anon-st-fr-then-mail", "camille", [
    ("bjr ou en est la cmd SO-31001 svp", X(nothing=True, asks=True)),
    ("camille.lefebvre@example.fr", X(nothing=True, asks=False, has=["SO-31001", FR_DEC])),
], signed=False)
S("anon-st-fr-then-mail-sentence", "lea", [
    ("salut ma commode elle arrive qd ? cmd SO-31090", X(nothing=True, asks=True)),
    ("c lea.fontaine@example.fr dsl", X(nothing=True, asks=False, has=["SO-31090", FR_DEC])),
], signed=False)
S("anon-st-en-then-mail", "jack", [
    ("hi where is SO-31080", X(nothing=True, asks=True)),
    ("its jack.turner@example.com", X(nothing=True, asks=False, has=["SO-31080", EN_DEC])),
], signed=False)
S("anon-st-en-nothing-then-both", "emma", [
    ("hey wheres my stuff", X(nothing=True, asks=True)),
    ("SO-31020 emma.walsh@example.co.uk", X(nothing=True, asks=False, has=["SO-31020", EN_DEC])),
], signed=False)
# anonymous: wrong e-mail -> not found, no data of the order
S("anon-st-fr-wrong-mail", "camille", [
    ("slt cmd SO-31001 camile.lefevre@example.fr elle en est ou",
     X(nothing=True, nothas=["Lefebvre", "couture", "10 décembre"])),
], signed=False)
S("anon-st-en-wrong-mail", "emma", [
    ("where is SO-31020 emma.walsh@gmail.com",
     X(nothing=True, nothas=["Walsh", "frame", "14 December", "December 14"])),
], signed=False)

# =========================================================================== B. move + yes
# (who, name, wish message, order, target slot, yes answer, lang, yes is contract?)
moves = [
    # French
    ("camille", "mv-fr-oui", "slt jvoudrais déplaçer ma livrasion au lundi 14 decembre le matin stp", "SO-31001", "2026-12-14-AM", "oui", "fr"),
    ("camille", "mv-fr-voice-ok", "bonjour je voudrais deplacer la livraison de ma commande SO 31001 au vendredi 11 decembre l apres midi merci", "SO-31001", "2026-12-11-PM", "ok", "fr"),
    ("camille", "mv-fr-slash-date", "bjr pouvez vous decaler la cmd SO-31001 au 16/12 le matin mrc", "SO-31001", "2026-12-16-AM", "oui merci", "fr"),
    ("camille", "mv-fr-caps", "JE NE SERAI PAS LA LE 10 !!! METTEZ MOI LE MARDI 15 APRES-MIDI", "SO-31001", "2026-12-15-PM", "OUI", "fr"),
    ("ines", "mv-fr-dacord", "Bonjour, ma livraison du buffet le 9 ne m'arrange pas, ce serait possible le jeudi 10 au matin ?", "SO-31040", "2026-12-10-AM", "dacord", "fr"),
    ("ines", "mv-fr-ouii", "coucou possible de passer la livr. SO-31040 au 14 dec aprem ? 🙏", "SO-31040", "2026-12-14-PM", "ouiii", "fr"),  # (b) "aprem"
    ("karim", "mv-fr-jconfirme", "bjr chui pas dispo le 16, vous pouvez mettre SO-31050 le 18 decembre le matin", "SO-31050", "2026-12-18-AM", "je confirme", "fr"),
    ("karim", "mv-fr-cbon", "decalez ma livraison au lundi 21 matin svp merci", "SO-31050", "2026-12-21-AM", "ok c bon", "fr"),
    ("lea", "mv-fr-thumb", "Salut ! je peux avoir le mardi 22 decembre le matin pour ma commode a la place du 18 ?", "SO-31090", "2026-12-22-AM", "👍", "fr"),
    ("lea", "mv-fr-bonokoui", "bonjour jvoudrais changer la date de livraison, le 21 l apres midi ca serait top", "SO-31090", "2026-12-21-PM", "bon ok oui", "fr"),
    ("camille", "mv-fr-allez", "mon canapé SO-31001 vous pouvez le livrer le mercredi 9 decembre vers 14h ?", "SO-31001", "2026-12-09-PM", "allez, d'accord", "fr"),
    ("ines", "mv-fr-oui-stp", "est ce quon peut decaler au vendredi 11 au matin svp ? le 9 jsuis au boulot", "SO-31040", "2026-12-11-AM", "oui stp", "fr"),
    ("lea", "mv-fr-cest-bon", "bjr, rdv livraison cmd SO-31090 a deplacer au 23/12 matin svp", "SO-31090", "2026-12-23-AM", "c'est bon", "fr"),
    ("karim", "mv-fr-first-thing", "vous pouvez livrer SO-31050 le lundi 14 a la premiere heure ?", "SO-31050", "2026-12-14-AM", "oui oui", "fr"),
    # English
    ("emma", "mv-en-yes", "hi can u move my delivery to wed 16th morning pls", "SO-31020", "2026-12-16-AM", "yes", "en"),
    ("emma", "mv-en-voice", "hi i need to move the delivery of order so 31020 to friday 18 december in the afternoon thanks", "SO-31020", "2026-12-18-PM", "ok", "en"),
    ("emma", "mv-en-scheduel", "cant make the 14th, can u re-scheduel my bed to tuesday 15 december afternoon", "SO-31020", "2026-12-15-PM", "sure", "en"),
    ("jack", "mv-en-go-ahead", "hey pls move SO-31080 to thursday 10 dec in the morning, im away on the 8th", "SO-31080", "2026-12-10-AM", "go ahead", "en"),
    ("jack", "mv-en-yesss", "can my delivey be friday 11th afternoon instead? SO-31080", "SO-31080", "2026-12-11-PM", "yesss", "en"),
    ("jack", "mv-en-caps", "THE 8TH DOESNT WORK FOR ME. MOVE IT TO MONDAY 14 DECEMBER AM", "SO-31080", "2026-12-14-AM", "YES", "en"),
    ("olivia", "mv-en-yse", "could u push my armchair SO-31061 to mon 14 december at 2pm", "SO-31061", "2026-12-14-PM", "yse", "en"),
    ("olivia", "mv-en-sounds-good", "hiya, armchair delivery on the 11th is no good, can we do tuesday 15th in the afternoon?", "SO-31061", "2026-12-15-PM", "sounds good", "en"),
    ("ryan", "mv-en-confirm", "need to move SO-31030 ... actually it has no date yet right? can u book it for wednesday 16 dec morning", "SO-31030", "2026-12-16-AM", "confirm", "en"),
    ("emma", "mv-en-thumb", "wanna move my bed delivery to monday 21 december morning 🙂", "SO-31020", "2026-12-21-AM", "👍", "en"),
    ("jack", "mv-en-yes-go", "move order SO-31080 to the 9th in the afternoon pls thx", "SO-31080", "2026-12-09-PM", "yes go ahead", "en"),
    ("olivia", "mv-en-thats-right", "Hi! Is it possible to have my armchair delivered on Wednesday 16 December in the morning instead?", "SO-31061", "2026-12-16-AM", "yes, that's right", "en"),
    ("emma", "mv-en-works", "gonna be away the 14th, can the bed come thursday 10 dec pm", "SO-31020", "2026-12-10-PM", "that works for me", "en"),
]
for who, nm, wish, order, slot, yes, lang in moves:
    month = FR_DEC if lang == "fr" else EN_DEC
    S(nm, who, [
        (wish, X(nothing=True, asks=True, has=[order, month])),
        (yes, X(moved=[(order, slot)], asks=False, has=[order])),
    ])

# (b) loose yeses the README does not list: a demanding customer means yes by them
loose_yes = [
    ("camille", "mv-fr-ouais-b", "slt possible de décaler ma livraison au vendredi 18 le matin ?", "SO-31001", "2026-12-18-AM", "ouais"),
    ("lea", "mv-fr-ouep-b", "jvoudrais la livr. le lundi 14 aprem plutot stp", "SO-31090", "2026-12-14-PM", "ouep"),
    ("karim", "mv-fr-vasy-b", "bon alors voila, on m'a dit le 16 mais je bosse ce jour la, vous pouvez mettre mon canapé le vendredi 11 l'apres-midi ? merci d'avance 🙏", "SO-31050", "2026-12-11-PM", "ouais vas y"),
    ("ines", "mv-fr-cbon-b", "decalez mon buffet au 15 dec apres midi svp", "SO-31040", "2026-12-15-PM", "c bon"),
    ("emma", "mv-en-yep-b", "can u move the bed to wed 16 dec afternoon", "SO-31020", "2026-12-16-PM", "yep"),
    ("jack", "mv-en-yeah-go-b", "need my table on friday 11 dec morning instead pls", "SO-31080", "2026-12-11-AM", "yeah go"),
    ("olivia", "mv-en-ok-thx-b", "armchair: can it be thursday 17th... no wait, friday 18 december morning", "SO-31061", "2026-12-18-AM", "ok thx"),
    ("jack", "mv-en-yes-pls-b", "can we do tuesday 15 dec pm for SO-31080", "SO-31080", "2026-12-15-PM", "yes pls"),
]
for who, nm, wish, order, slot, yes in loose_yes:
    month = FR_DEC if "-fr-" in nm else EN_DEC
    S(nm, who, [
        (wish, X(nothing=True, asks=True, has=[order, month])),
        (yes, X(moved=[(order, slot)], has=[order])),   # (b) loose yes read as yes
    ])

# anonymous moves: number + sloppy e-mail
S("anon-mv-fr", "camille", [
    ("bjr SO-31001 camille.lefebvre@example.fr jvoudrais la livraison le lundi 14 apres midi",
     X(nothing=True, asks=True, has=["SO-31001", FR_DEC])),
    ("oui", X(moved=[("SO-31001", "2026-12-14-PM")], has=["SO-31001"])),
], signed=False)
S("anon-mv-en", "jack", [
    ("hi, SO-31080 / jack.turner@example.com - can u move it to wednesday 9 december morning",
     X(nothing=True, asks=True, has=["SO-31080", EN_DEC])),
    ("yes", X(moved=[("SO-31080", "2026-12-09-AM")], has=["SO-31080"])),
], signed=False)
S("anon-mv-fr-mail-later", "lea", [
    ("slt je veux decaler ma commode SO-31090 au mardi 22 matin", X(nothing=True, asks=True)),
    ("lea.fontaine@example.fr", X(nothing=True, asks=True, has=["SO-31090"])),
    ("oui", X(moved=[("SO-31090", "2026-12-22-AM")], has=["SO-31090"])),
], signed=False)
S("anon-mv-en-wrong-mail-no-write", "jack", [
    ("move SO-31080 to monday 14 dec morning, jack.turner@exemple.com",
     X(nothing=True, nothas=["Turner", "8 December", "December 8"])),
    ("yes", X(nothing=True)),
], signed=False)

# =========================================================================== C. move + no
nos = [
    ("camille", "no-fr-non", "decaler SO-31001 au lundi 14 matin stp", "SO-31001", "non", True),
    ("camille", "no-fr-non-merci-cbon", "possible de mettre mon canapé le 16 decembre aprem ?", "SO-31001", "non merci c bon", True),
    ("lea", "no-fr-nan-b", "la livr. le 21 au matin c possible ?", "SO-31090", "nan", False),
    ("ines", "no-fr-prefere-pas", "vous pouvez mettre le buffet au vendredi 11 l'apres midi", "SO-31040", "je préfère pas", True),
    ("karim", "no-fr-reflechir", "decalez SO-31050 au lundi 21 decembre matin", "SO-31050", "non, je vais réfléchir", True),
    ("emma", "no-en-no", "move my bed to wed 16 dec morning pls", "SO-31020", "no", True),
    ("emma", "no-en-nope-b", "can u do friday 18th afternoon for the bed", "SO-31020", "nope", False),
    ("jack", "no-en-rather-not", "move SO-31080 to thursday 10th pm", "SO-31080", "I'd rather not", True),
    ("olivia", "no-en-nah-b", "armchair to tuesday 15 dec pm?", "SO-31061", "nah", False),
    ("jack", "no-en-no-thx", "can we do monday 14 december morning for my table", "SO-31080", "no thx", False),
]
for who, nm, wish, order, no, _contract in nos:
    exp2 = X(nothing=True, asks=True)   # TIGHTENED: loose nos too ask what instead (b)
    month = FR_DEC if "-fr-" in nm else EN_DEC
    S(nm, who, [
        (wish, X(nothing=True, asks=True, has=[order, month])),
        (no, exp2),
    ])

# =========================================================================== D. list + pick
picks = [
    ("camille", "pick-fr-2", "slt jpeux pas le 10, vous avez quoi le lundi 21 ?", "SO-31001", "2", "2026-12-21-PM"),
    ("camille", "pick-fr-deuxieme-stp", "bjr on peut decaler ma livraison au mardi 22 decembre ?", "SO-31001", "le deuxième, s'il vous plaît", "2026-12-22-PM"),
    ("lea", "pick-fr-premier", "jvoudrais deplacer au lundi 14 stp", "SO-31090", "le premier", "2026-12-14-AM"),
    ("ines", "pick-fr-derniere", "mon buffet vous pouvez le livrer le vendredi 11 ?", "SO-31040", "la dernière", "2026-12-11-PM"),
    ("karim", "pick-fr-je-prends", "decaler SO-31050 au mercredi 23", "SO-31050", "je prends le 2 svp", "2026-12-23-PM"),
    ("emma", "pick-en-2", "can u move my bed to monday 21st", "SO-31020", "2", "2026-12-21-PM"),
    ("jack", "pick-en-second-one", "can the table come wed 9th instead", "SO-31080", "the second one", "2026-12-09-PM"),
    ("olivia", "pick-en-last", "armchair on tuesday 22 dec pls", "SO-31061", "the last one please", "2026-12-22-PM"),
    ("emma", "pick-en-1", "bed delivery - wanna change to the 23rd", "SO-31020", "1", "2026-12-23-AM"),
    ("jack", "pick-en-typo-ordinal", "move SO-31080 to fri 18 december", "SO-31080", "the secnd one", "2026-12-18-PM"),
]
for who, nm, wish, order, pick, slot in picks:
    S(nm, who, [
        (wish, X(nothing=True, asks=True, has=[order, FR_DEC if "-fr-" in nm else EN_DEC])),
        (pick, X(moved=[(order, slot)], asks=False, has=[order])),
    ])

# a pick in other words gets the yes/no question first
S("pick-fr-weekday-words", "camille", [
    ("vous avez quoi la semaine du 14 decembre pour mon canape ?", X(nothing=True, asks=True)),
    ("mercredi aprem", X(nothing=True, asks=True, has=["SO-31001"])),   # (b) "aprem"
    ("oui", X(moved=[("SO-31001", "2026-12-16-PM")], has=["SO-31001"])),
])
S("pick-en-words-then-yes", "emma", [
    ("what do u have next wk for the bed", X(nothing=True, asks=True)),
    ("thursday afternoon", X(nothing=True, asks=True, has=["SO-31020"])),
    ("yes", X(moved=[("SO-31020", "2026-12-10-PM")], has=["SO-31020"])),
])
# a position beyond the list: nothing
S("pick-fr-beyond", "lea", [
    ("vous avez quoi le mardi 22 ?", X(nothing=True, asks=True)),
    ("le 7e", X(nothing=True, asks=True)),
])

# =========================================================================== E. 48-hour rule
S("late-fr-thomas-oui", "thomas", [
    ("bjr jpeux pas demain aprem pour le lit, decalez au mardi 8 le matin stp", X(nothing=True, asks=True, has=["SO-31010"])),
    ("oui", X(case=[("SO-31010", "late_reschedule")], casenum=True, asks=False)),
])
S("late-fr-thomas-caps", "thomas", [
    ("JE SUIS PAS LA DEMAIN !!! DECALEZ LA LIVRAISON DE MON LIT SO-31010", X(nothing=True, asks=True, has=["SO-31010"])),
    ("d'accord", X(case=[("SO-31010", "late_reschedule")], casenum=True)),
])
S("late-fr-thomas-non", "thomas", [
    ("cmd SO-31010 possible de la mettre la semaine pro ? demain ca va pas", X(nothing=True, asks=True, has=["SO-31010"])),
    ("non", X(nothing=True)),
])
S("late-fr-thomas-unclear", "thomas", [
    ("le lit de demain, on peut le passer au lundi 7 aprem ?", X(nothing=True, asks=True, has=["SO-31010"])),
    ("peut-être", X(nothing=True, asks=True)),
])
S("late-en-ryan-yes", "ryan", [
    ("cant do tmrw morning, can u move SO-31031 to next wk pls", X(nothing=True, asks=True, has=["SO-31031"])),
    ("yes", X(case=[("SO-31031", "late_reschedule")], casenum=True, asks=False)),
])
S("late-en-ryan-voice", "ryan", [
    ("hi i need to move the delivery of order s o 3 1 0 3 1 to monday the 7th in the afternoon please",
     X(nothing=True, asks=True, has=["SO-31031"])),
    ("ok", X(case=[("SO-31031", "late_reschedule")], casenum=True)),
])
S("late-en-ryan-nope", "ryan", [
    ("TOMORROW IS NOT OK. move my dining table SO-31031", X(nothing=True, asks=True, has=["SO-31031"])),
    ("no", X(nothing=True, asks=True)),
])
S("late-en-ryan-emoji", "ryan", [
    ("ugh work thing tmrw 😤 can u shift SO-31031 to the 9th am", X(nothing=True, asks=True, has=["SO-31031"])),
    ("ok 👌", X(nothing=True, asks=True)),
    ("yes", X(case=[("SO-31031", "late_reschedule")], casenum=True)),
])
S("late-en-anon", "ryan", [
    ("need to reschedule SO-31031 (ryan.cooper@example.com) to thursday 10th, tomorrow doesnt work",
     X(nothing=True, asks=True, has=["SO-31031"])),
    ("sure", X(case=[("SO-31031", "late_reschedule")], casenum=True)),
], signed=False)
S("late-fr-anon", "thomas", [
    ("bonjour SO-31010 thomas.girard@example.fr je voudrais deplacer la livraison de demain au 9 decembre matin",
     X(nothing=True, asks=True, has=["SO-31010"])),
    ("oui", X(case=[("SO-31010", "late_reschedule")], casenum=True)),
], signed=False)

# =========================================================================== F. damage
dmg = [
    ("camille", "dmg-fr-table-rayee", "la table est arrivee rayee 😡 cmd SO-31002", "SO-31002", "oui", "fr"),
    ("camille", "dmg-fr-voice", "bonjour ma table de la commande SO 31002 a un pied casse quand on l a deballee merci de me rappeler", "SO-31002", "oui merci", "fr"),
    ("camille", "dmg-fr-caps", "LA TABLE EST ABIMÉE !!! C INADMISSIBLE", "SO-31002", "OUI", "fr"),
    ("ines", "dmg-fr-chaises", "slt 2 des chaises SO-31041 sont bancales et une est fendue 😞", "SO-31041", "d'accord", "fr"),
    ("ines", "dmg-fr-story", "bon alors voila, les livreurs etaient a l'heure et tout, super sympa, mais en deballant on a vu qu'une chaise etait cassée, cmd SO-31041", "SO-31041", "ok", "fr"),
    ("emma", "dmg-en-damged", "the chest of drawers came damged, one drawer wont close. SO-31021", "SO-31021", "yes", "en"),
    ("emma", "dmg-en-caps", "MY DRESSER SO-31021 ARRIVED SCRATCHED ALL OVER", "SO-31021", "yes", "en"),
    ("olivia", "dmg-en-coffee", "hi the coffee table SO-31060 has a big crack on top 😢 what do i do", "SO-31060", "sure", "en"),
    ("olivia", "dmg-en-refund", "coffee table arrived broken, SO-31060, i want a refund asap", "SO-31060", "go ahead", "en"),
]
for who, nm, msg, order, yes, _lang in dmg:
    S(nm, who, [
        (msg, X(nothing=True, asks=True, has=[order])),
        (yes, X(case=[(order, "damage")], casenum=True, asks=False)),
    ])
S("dmg-fr-non", "camille", [
    ("ma table SO-31002 est rayée sur le coté", X(nothing=True, asks=True, has=["SO-31002"])),
    ("non merci c bon", X(nothing=True)),
])
S("dmg-en-nope-b", "emma", [
    ("the drawers of SO-31021 are scratched", X(nothing=True, asks=True, has=["SO-31021"])),
    ("nope", X(nothing=True)),   # (b)
])
S("dmg-fr-oui-smiley", "ines", [
    ("une chaise de la commande SO-31041 est arrivée cassée", X(nothing=True, asks=True, has=["SO-31041"])),
    ("oui 😊", X(nothing=True, asks=True)),
    ("oui", X(case=[("SO-31041", "damage")], casenum=True)),
])
S("dmg-fr-existing-case", "thomas", [
    ("mon fauteuil SO-31011 a une couture qui lache", X(nothing=True, asks=False, has=["CASE-5001"])),
])
S("dmg-en-existing-case-anon", "thomas", [
    ("armchair SO-31011 is damaged, thomas.girard@example.fr", X(nothing=True, asks=False, has=["CASE-5001"])),
], signed=False)
S("dmg-fr-not-delivered", "camille", [
    ("le canape SO-31001 est abimé", X(nothing=True, asks=False, has=["SO-31001"])),
])
S("dmg-en-not-delivered", "jack", [
    ("my table SO-31080 is broken!!", X(nothing=True, asks=False, has=["SO-31080"])),
])
S("dmg-fr-item-only", "camille", [
    ("la table est rayée dsl du msg tardif", X(nothing=True, asks=True, has=["SO-31002"])),
    ("oui", X(case=[("SO-31002", "damage")], casenum=True)),
])
S("dmg-en-item-only", "olivia", [
    ("the coffee table has a chip on the corner", X(nothing=True, asks=True, has=["SO-31060"])),
    ("yes", X(case=[("SO-31060", "damage")], casenum=True)),
])
S("dmg-fr-home-only", "camille", [
    ("les livreurs ont rayé le mur de l'entree en amenant la table SO-31002 grrr", X(nothing=True, asks=False)),
])
S("dmg-en-home-only", "emma", [
    ("ur delivery guys scuffed my hallway wall bringing in the dresser SO-31021", X(nothing=True, asks=False)),
])
S("dmg-fr-anon", "ines", [
    ("bjr chaise cassée cmd SO-31041 ines.moreau@example.fr", X(nothing=True, asks=True, has=["SO-31041"])),
    ("oui", X(case=[("SO-31041", "damage")], casenum=True)),
], signed=False)

# =========================================================================== G. unclear answers
unclear = [
    ("camille", "unc-fr-smiley", "decaler SO-31001 au lundi 14 aprem stp", "SO-31001", "2026-12-14-PM", "oui 😊", "oui", True),
    ("camille", "unc-fr-peutetre", "mettez mon canapé le 16 decembre le matin", "SO-31001", "2026-12-16-AM", "peut-etre", "oui", True),
    ("lea", "unc-fr-pourquoi-pas", "la commode le mardi 22 au matin ca irait ?", "SO-31090", "2026-12-22-AM", "pourquoi pas", "d'accord", True),
    ("karim", "unc-fr-oui-si", "SO-31050 au vendredi 18 l'apres midi svp", "SO-31050", "2026-12-18-PM", "oui si possible", "oui", True),
    ("emma", "unc-en-y", "move bed to 16 dec morning", "SO-31020", "2026-12-16-AM", "y", "yes", True),
    ("jack", "unc-en-ok-hand", "table on mon 14 dec pm pls", "SO-31080", "2026-12-14-PM", "ok 👌", "ok", True),
    ("olivia", "unc-en-maybe", "armchair tuesday 15 december morning?", "SO-31061", "2026-12-15-AM", "maybe", "yes", True),
    ("jack", "unc-en-yes-but-not", "can u do wed 9 dec afternoon for SO-31080", "SO-31080", "2026-12-09-PM", "yes but not that day", None, True),
]
for who, nm, wish, order, slot, vague, yes, _contract in unclear:  # type: ignore[assignment]
    month = FR_DEC if "-fr-" in nm else EN_DEC
    turns = [(wish, X(nothing=True, asks=True, has=[order, month])),
             (vague, X(nothing=True, asks=True))]
    if yes:
        turns.append((yes, X(moved=[(order, slot)], has=[order])))
    S(nm, who, turns)
# (b) "pk pas"/"idk": at least nothing written
S("unc-fr-pk-pas-b", "lea", [
    ("jvoudrais ma commode le lundi 21 au matin", X(nothing=True, asks=True, has=["SO-31090"])),
    ("pk pas", X(nothing=True)),
])
S("unc-en-idk-b", "emma", [
    ("can the bed come mon 21 december pm", X(nothing=True, asks=True, has=["SO-31020"])),
    ("idk", X(nothing=True)),
])
S("unc-fr-mouais", "ines", [
    ("buffet au jeudi 10 l'apres midi svp", X(nothing=True, asks=True, has=["SO-31040"])),
    ("mouais", X(nothing=True)),
])
# a yes with a new day is no yes
S("unc-fr-oui-autre-jour", "camille", [
    ("decalez ma livraison au lundi 14 le matin", X(nothing=True, asks=True, has=["SO-31001"])),
    ("oui ce mardi", X(nothing=True)),
])

# =========================================================================== H. full / closed / past / soon
S("full-fr-15-matin", "camille", [
    ("mettez moi le 15/12 le matin svp", X(nothing=True, has=["SO-31001"])),
])
S("full-en-17th", "emma", [
    ("can i get the 17th for the bed, any time", X(nothing=True, has=["SO-31020"])),
])
S("closed-fr-samedi", "lea", [
    ("vous livrez le samedi 12 ? ca m'arrangerait pour la commode", X(nothing=True)),
])
S("closed-en-xmas", "jack", [
    ("can u deliver my table on christmas day lol", X(nothing=True)),
])
S("past-fr-hier", "karim", [
    ("mettez SO-31050 au 1er decembre", X(nothing=True)),
])
S("soon-en-tmrw", "emma", [
    ("can the bed come tmrw instead? SO-31020", X(nothing=True)),
])

# =========================================================================== I. several in one, corrections, mind changes
S("multi-fr-correction", "camille", [
    ("decalez au 14 matin... non pardon le 15 aprem", X(nothing=True, asks=True, has=["SO-31001"])),   # (b) "aprem"
    ("oui", X(moved=[("SO-31001", "2026-12-15-PM")], has=["SO-31001"])),
])
S("multi-en-correction", "emma", [
    ("move bed to mon 21st am, no sorry, tue 22nd am", X(nothing=True, asks=True, has=["SO-31020"])),
    ("yes", X(moved=[("SO-31020", "2026-12-22-AM")], has=["SO-31020"])),
])
S("multi-fr-mind-change", "camille", [
    ("mettez ma livraison au lundi 14 decembre l'apres-midi", X(nothing=True, asks=True, has=["SO-31001"])),
    ("finalement ou en est ma cmd SO-31001 ?", X(nothing=True, has=["SO-31001"])),
    ("oui", X(nothing=True)),
])
S("multi-en-mind-change", "jack", [
    ("move SO-31080 to wed 16 dec morning", X(nothing=True, asks=True, has=["SO-31080"])),
    ("actually, where is my order at?", X(nothing=True, has=["SO-31080"])),
    ("yes", X(nothing=True)),
])
S("multi-fr-status-then-move", "ines", [
    ("bjr ou en est mon buffet SO-31040 ?", X(nothing=True, asks=False, has=["SO-31040"])),
    ("ah et du coup on peut le mettre au jeudi 10 l apres midi plutot", X(nothing=True, asks=True, has=["SO-31040"])),
    ("ok", X(moved=[("SO-31040", "2026-12-10-PM")], has=["SO-31040"])),
])
S("multi-en-status-then-move", "olivia", [
    ("hey whats the date for my armchair", X(nothing=True, asks=False, has=["SO-31061"])),
    ("ugh cant do that, monday 14 dec morning instead?", X(nothing=True, asks=True, has=["SO-31061"])),
    ("yes", X(moved=[("SO-31061", "2026-12-14-AM")], has=["SO-31061"])),
])
S("multi-fr-two-requests", "camille", [
    ("slt ! la table SO-31002 est arrivée rayée et sinon le canapé SO-31001 il arrive qd ?",
     X(nothing=True, has=["SO-31002", "SO-31001"])),
])
S("multi-en-two-requests", "olivia", [
    ("hi where is SO-31061? also the coffee table SO-31060 arrived with a crack",
     X(nothing=True, has=["SO-31061", "SO-31060"])),
])
S("multi-fr-question-during", "lea", [
    ("commode au mardi 22 matin stp", X(nothing=True, asks=True, has=["SO-31090"])),
    ("attendez jdemande a mon mari", X(nothing=True, asks=True)),
    ("c bon il est d'accord, oui", X(moved=[("SO-31090", "2026-12-22-AM")])),   # (b)
])
S("multi-en-wait-then-yes", "jack", [
    ("table to friday 18 december morning pls", X(nothing=True, asks=True, has=["SO-31080"])),
    ("hang on", X(nothing=True, asks=True)),
    ("yes", X(moved=[("SO-31080", "2026-12-18-AM")])),
])
S("multi-fr-thanks-closes", "karim", [
    ("SO-31050 au lundi 21 apres midi", X(nothing=True, asks=True, has=["SO-31050"])),
    ("merci je vais reflechir", X(nothing=True)),
    ("oui", X(nothing=True)),
])
S("multi-en-thanks-after-move", "emma", [
    ("bed to thursday 10 dec in the morning pls", X(nothing=True, asks=True, has=["SO-31020"])),
    ("yes", X(moved=[("SO-31020", "2026-12-10-AM")])),
    ("thx so much 🙏🙏", X(nothing=True, asks=False)),
])

# =========================================================================== J. other customers' data
S("leak-fr-other-number", "camille", [
    ("ou en est la SO-31070 stp", X(nothing=True, nothas=["couture", "15 décembre"])),
], allow=("SO-31070",))
S("leak-en-other-number", "emma", [
    ("where is SO-31080 pls", X(nothing=True, nothas=["8 December", "December 8", "Ardoise"])),
], allow=("SO-31080",))
S("leak-fr-move-other", "camille", [
    ("decalez la cmd SO-31090 au lundi 14 matin", X(nothing=True)),
    ("oui", X(nothing=True)),
], allow=("SO-31090",))
S("leak-en-damage-other", "jack", [
    ("coffee table SO-31060 arrived broken", X(nothing=True)),
    ("yes", X(nothing=True)),
], allow=("SO-31060",))
S("leak-fr-voisin", "camille", [
    ("et la commande de mon voisin Lucas Vasseur elle arrive qd ?", X(nothing=True, nothas=["SO-31070", "SO-31071", "SO-31072"])),
], allow=())
S("leak-fr-anon-mix", "camille", [
    ("SO-31070 camille.lefebvre@example.fr ou en est ma commande", X(nothing=True, nothas=["couture", "15 décembre"])),
], signed=False, allow=("SO-31070",))
S("leak-en-anon-other-mail", "jack", [
    ("SO-31061 jack.turner@example.com whats the status", X(nothing=True, nothas=["upholstery", "11 December", "December 11"])),
], signed=False, allow=("SO-31061",))

# =========================================================================== K. isolating probes
# (added after the first run, to tell apart which word of a failed message is not read)
S("iso-en-so-nospace", "jack", [
    ("where is my order SO31080", X(nothing=True, asks=False, has=["SO-31080", EN_DEC])),
])
S("iso-en-when-deliver", "jack", [
    ("when do you deliver my table? order SO-31080", X(nothing=True, asks=False, has=["SO-31080", EN_DEC])),
])
S("iso-en-where-is-at-end", "emma", [
    ("i would like to know where order SO-31020 is", X(nothing=True, asks=False, has=["SO-31020", EN_DEC])),
])
S("iso-fr-mettez-number", "camille", [
    ("mettez SO-31001 le 16 decembre le matin", X(nothing=True, asks=True, has=["SO-31001", FR_DEC])),
])
S("iso-fr-vous-avez-quoi-number", "camille", [
    ("vous avez quoi le lundi 21 pour SO-31001 ?", X(nothing=True, asks=True, has=["SO-31001", FR_DEC])),
])
S("iso-fr-jvoudrais-deplacer", "lea", [
    ("jvoudrais deplacer ma commode au lundi 21 au matin", X(nothing=True, asks=True, has=["SO-31090", FR_DEC])),
])
S("iso-en-lang-bed-pm", "emma", [
    ("bed on tue 15 dec pm pls", X(nothing=True, asks=True, has=["SO-31020", EN_DEC])),
])
S("iso-en-whats-the-date", "olivia", [
    ("whats the delivery date for my armchair SO-31061", X(nothing=True, asks=False, has=["SO-31061", EN_DEC])),
])
S("iso-en-late-case-yeah", "ryan", [
    ("cant do tmrw, move SO-31031 to monday 7th pm", X(nothing=True, asks=True, has=["SO-31031"])),
    ("yeah", X(case=[("SO-31031", "late_reschedule")], casenum=True)),   # (b)
])
S("iso-fr-late-case-ouais", "thomas", [
    ("demain c mort pour moi, decalez SO-31010 au 8", X(nothing=True, asks=True, has=["SO-31010"])),
    ("ouais", X(case=[("SO-31010", "late_reschedule")], casenum=True)),   # (b)
])

# TIGHTENED after the first run (expectations that were too loose)
_TIGHT = {
    # the 16th was ruled out ("je bosse ce jour la"): never offered; one fitting slot -> yes/no, no list
    ("mv-fr-vasy-b", 0): ["mercredi 16 décembre l'après-midi", "Lequel vous convient"],
    # the customer said the piece came damaged: the proposal must not say "no visible damage"
    ("dmg-en-damged", 0): ["no visible damage"],
}
for _s in SCEN:
    for (_n, _i), _extra in _TIGHT.items():
        if _s["name"] == f"{NAME}-{_n}":
            _s["turns"][_i]["expect"]["reply_not_contains"] += _extra

# trimmed to the brief's size (kept in the source for a later, longer run)
DROPPED = ['st-fr-lowercase', 'st-fr-noaccent', 'st-fr-rdv', 'st-fr-emoji', 'st-en-status-words', 'st-en-still-waiting', 'st-en-when', 'st-en-long', 'mv-fr-oui-stp', 'mv-fr-first-thing', 'mv-en-works', 'mv-en-yes-go', 'no-fr-prefere-pas', 'no-en-rather-not', 'pick-fr-je-prends', 'pick-en-1', 'dmg-fr-voice', 'dmg-en-caps', 'mv-fr-bonokoui', 'mv-en-voice', 'no-fr-non', 'pick-fr-premier', 'dmg-fr-chaises', 'late-fr-thomas-caps', 'st-en-hey', 'anon-st-en-brackets', 'mv-en-yesss', 'dmg-fr-non', 'anon-st-fr-caps-mail', 'anon-st-en-plain', 'unc-en-maybe', 'full-en-17th', 'closed-en-xmas']
SCEN[:] = [s for s in SCEN if s["name"][len(NAME) + 1:] not in DROPPED]

# --------------------------------------------------------------------------- write
if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "care_typed.yaml")
    with open(path, "w", encoding="utf-8") as f:
        yaml.safe_dump({"scenarios": SCEN}, f, allow_unicode=True, sort_keys=False, width=200)
    n_turns = sum(len(sc["turns"]) for sc in SCEN)
    fr = sum(1 for sc in SCEN if "-fr-" in sc["name"] or sc["name"].endswith("-fr"))
    print(f"{len(SCEN)} scenarios, {n_turns} turns, fr={fr} -> {path}")
