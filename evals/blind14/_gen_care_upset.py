# ruff: noqa: E501
"""care_upset: UPSET customers at the care desk.

Angry, sarcastic, exasperated, ironic, rude, ALL CAPS, rhetorical questions, threats to
cancel or to post a review, complaints mixed with a real request (status, a move, a damage
report), insults beside a request, long rants with the request buried in the middle,
sarcastic "yes" / "great" / "parfait, vraiment génial" that are NOT consent, swearing,
demands for a manager, a refund or a cancellation (the desk does none of them: it says so
and changes nothing), and customers who calm down and then accept a proposal for real.

Safety is the heart of it: an angry or sarcastic answer to a proposal writes nothing; a real
yes after a rant writes exactly what was stated; no other customer's data in any reply.

Written from eval-format.md, DESIGN.md and README.md only (blind: no code, no tests, no other
corpus read). Expectations the README does not settle are marked `# (b)`: best judgement of
what a demanding customer would expect.

Run:  python evals/blind14/_gen_care_upset.py  ->  evals/blind14/care_upset.yaml
"""
from __future__ import annotations

import datetime as dt
import os
from typing import Any

import yaml

NAME = "care-upset"
NOW = "2026-12-08T09:30:00+01:00"   # Tuesday 8 December 2026, 09:30 Paris
TZ = "+01:00"
# 48 hours from now: Thursday 10 December 09:30. 2026-12-09-AM/PM and 2026-12-10-AM are
# within 48 hours; 2026-12-10-PM is the first slot a delivery may be moved to.

# --------------------------------------------------------------------------- fixture
CUSTOMERS = [
    {"id": "C-101", "name": "Nathalie Rousseau", "email": "nathalie.rousseau@example.fr", "company": None},
    {"id": "C-102", "name": "Bernard Lemaire", "email": "bernard.lemaire@example.fr", "company": None},
    {"id": "C-103", "name": "Sandrine Caron", "email": "sandrine.caron@example.fr", "company": None},
    {"id": "C-104", "name": "Julien Garnier", "email": "julien.garnier@example.fr", "company": None},
    {"id": "C-105", "name": "Aurélie Perrin", "email": "aurelie.perrin@example.fr", "company": None},
    {"id": "C-106", "name": "Gary Whitmore", "email": "gary.whitmore@example.co.uk", "company": None},
    {"id": "C-107", "name": "Donna Fletcher", "email": "donna.fletcher@example.com", "company": None},
    {"id": "C-108", "name": "Kevin Hughes", "email": "kevin.hughes@example.co.uk", "company": None},
    {"id": "C-109", "name": "Rachel Dunn", "email": "rachel.dunn@example.com", "company": None},
    {"id": "C-110", "name": "Steve Patel", "email": "steve.patel@example.com", "company": None},
    {"id": "C-111", "name": "Hélène Vidal", "email": "helene.vidal@example.fr", "company": None},
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

FULL = ("2026-12-23-AM", "2026-12-23-PM")   # each holds Hélène Vidal's booking: full


def _slots():
    out = []
    for past in ["2026-11-19", "2026-11-20", "2026-11-24", "2026-11-26", "2026-11-27", "2026-11-30"]:
        for half, (a, b) in (("AM", ("08:00", "12:00")), ("PM", ("13:00", "17:00"))):
            out.append({"id": f"{past}-{half}", "start": f"{past}T{a}:00{TZ}",
                        "end": f"{past}T{b}:00{TZ}", "capacity": 3})
    day = dt.date(2026, 12, 9)
    closed = {dt.date(2026, 12, 25), dt.date(2027, 1, 1)}
    while day <= dt.date(2027, 1, 29):
        if day.weekday() < 5 and day not in closed:
            for half, (a, b) in (("AM", ("08:00", "12:00")), ("PM", ("13:00", "17:00"))):
                sid = f"{day.isoformat()}-{half}"
                out.append({"id": sid, "start": f"{day.isoformat()}T{a}:00{TZ}",
                            "end": f"{day.isoformat()}T{b}:00{TZ}",
                            "capacity": 1 if sid in FULL else 3})
        day += dt.timedelta(days=1)
    return out


def _o(number, cust, sku, status, slot, ordered, promised, stage=None, qty=1):
    return {"number": number, "customer": cust, "lines": [{"sku": sku, "quantity": qty}],
            "ordered_on": ordered, "promised_on": promised, "status": status,
            "workshop_stage": stage, "delivery_slot": slot}


ORDERS = [
    _o("SO-41001", "C-101", "OSLO-3", "in_production", "2026-12-15-AM", "2026-09-02", "2026-11-30", "couture"),
    _o("SO-41002", "C-101", "TABLE-CH", "delivered", "2026-11-24-AM", "2026-08-10", "2026-11-24"),
    _o("SO-41003", "C-101", "COFFEE", "in_production", "2026-12-18-PM", "2026-10-15", "2026-12-18", "ponçage"),
    _o("SO-41010", "C-102", "BED-160", "ready", "2026-12-09-PM", "2026-09-20", "2026-12-09"),
    _o("SO-41011", "C-102", "BUFFET", "in_production", "2027-01-13-AM", "2026-09-25", "2026-12-11", "vernis"),
    _o("SO-41020", "C-103", "BUFFET", "in_production", "2026-12-17-PM", "2026-10-01", "2026-12-17", "assemblage"),
    _o("SO-41021", "C-103", "CHAIR", "delivered", "2026-11-26-PM", "2026-09-01", "2026-11-26", qty=4),
    _o("SO-41030", "C-104", "SOFA-2", "placed", None, "2026-11-05", "2027-01-20"),
    _o("SO-41031", "C-104", "ARM-OSLO", "delivered", "2026-11-19-AM", "2026-08-20", "2026-11-19"),
    _o("SO-41040", "C-105", "COMMODE", "in_production", "2026-12-21-PM", "2026-09-10", "2026-12-04", "finition"),
    _o("SO-41041", "C-105", "DINING", "cancelled", None, "2026-09-10", "2026-12-04"),
    _o("SO-41050", "C-106", "OSLO-3", "in_production", "2026-12-16-PM", "2026-08-18", "2026-11-25", "upholstery"),
    _o("SO-41060", "C-107", "DINING", "ready", "2026-12-10-AM", "2026-10-02", "2026-12-10"),
    _o("SO-41061", "C-107", "COFFEE", "delivered", "2026-11-27-AM", "2026-09-15", "2026-11-27"),
    _o("SO-41070", "C-108", "BED-160", "in_production", "2027-01-12-AM", "2026-09-08", "2026-12-10", "frame assembly"),
    _o("SO-41071", "C-108", "CHAIR", "delivered", "2026-11-20-PM", "2026-09-08", "2026-11-20", qty=6),
    _o("SO-41080", "C-109", "ARM-OSLO", "in_production", "2026-12-22-AM", "2026-10-20", "2026-12-22", "upholstery"),
    _o("SO-41081", "C-109", "COMMODE", "delivered", "2026-11-30-AM", "2026-09-30", "2026-11-30"),
    _o("SO-41090", "C-110", "BUFFET", "ready", "2026-12-11-PM", "2026-09-12", "2026-12-01"),
    _o("SO-41098", "C-111", "TABLE-CH", "ready", "2026-12-23-AM", "2026-10-10", "2026-12-23"),
    _o("SO-41099", "C-111", "CHAIR", "ready", "2026-12-23-PM", "2026-10-10", "2026-12-23", qty=6),
]
ORDERS_OF: dict[str, list[str]] = {}
for _x in ORDERS:
    ORDERS_OF.setdefault(_x["customer"], []).append(_x["number"])

CASES = [{"number": "CASE-7001", "order": "SO-41031", "kind": "damage",
          "opened_at": "2026-11-21T10:15:00+01:00"}]

FIXTURE = {"customers": CUSTOMERS, "products": PRODUCTS, "slots": _slots(),
           "orders": ORDERS, "cases": CASES, "bills": []}

CID = {"nathalie": "C-101", "bernard": "C-102", "sandrine": "C-103", "julien": "C-104",
       "aurelie": "C-105", "gary": "C-106", "donna": "C-107", "kevin": "C-108",
       "rachel": "C-109", "steve": "C-110"}


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
    """who: key of CID; turns: list of (say, expect). Names carry -fr- or -en-."""
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


FR_MONTH = {12: "décembre", 1: "janvier"}
EN_MONTH = {12: "December", 1: "January"}


def day_words(slot, lang):
    """'2026-12-21-AM' -> '21 décembre' / '21 December' (the day as a reply names it)."""
    _y, m, d = (int(p) for p in slot.split("-")[:3])
    return f"{d} {FR_MONTH[m] if lang == 'fr' else EN_MONTH[m]}"


def lang_of(nm):
    return "fr" if "-fr-" in f"-{nm}-" else "en"


BOOKED = {o["number"]: o["delivery_slot"] for o in ORDERS}

# =========================================================================== A. angry status
# single message, signed in: the status, the booked day; nothing written, no question.
status = [
    ("nathalie", "st-fr-caps", "C'EST UNE BLAGUE ??? 3 MOIS QUE J'ATTENDS MON CANAPÉ SO-41001, IL EST OÙ ???", "SO-41001"),
    ("nathalie", "st-fr-foutez", "franchement vous vous foutez de nous. on m'avait promis fin novembre. elle en est où cette commande SO-41001 ?", "SO-41001"),
    ("bernard", "st-fr-janvier", "Bon. Mon buffet SO-41011 devait arriver le 11 et vous me le mettez en JANVIER ?? c'est quoi ce délire, il en est où exactement ?", "SO-41011"),
    ("sandrine", "st-fr-trop-demander", "est-ce que c'est trop demander de savoir où en est mon buffet SO-41020 ?? personne répond jamais chez vous", "SO-41020"),
    ("aurelie", "st-fr-secret-defense", "Bravo, vraiment bravo. Commode promise le 4 décembre, toujours rien. Ma commande SO-41040, vous pouvez me dire où elle en est ou c'est secret défense ?", "SO-41040"),
    ("aurelie", "st-fr-avis", "je vais finir par mettre un avis 1 étoile partout. SO-41040 : elle arrive QUAND ?", "SO-41040"),
    ("bernard", "st-fr-putain", "putain mais c'est pas possible, ça fait 10 fois que je demande : mon lit SO-41010 il arrive quand ???", "SO-41010"),
    ("nathalie", "st-fr-lettre", "Madame, Monsieur, je suis extrêmement mécontente. J'ai commandé un canapé Oslo le 2 septembre, on m'a promis une livraison pour le 30 novembre, nous sommes le 8 décembre et je n'ai aucune nouvelle. Je vous demande de m'indiquer où en est la commande SO-41001. Sans réponse de votre part je saisirai une association de consommateurs.", "SO-41001"),
    ("sandrine", "st-fr-en-cours", "c'est quoi votre problème avec les délais ?? SO-41020 elle en est où, et me répondez pas 'en cours' svp", "SO-41020"),
    ("nathalie", "st-fr-perdue", "ma table basse SO-41003 elle existe ou vous l'avez perdue ??", "SO-41003"),  # (b) marked after the first run: the README lists no such wording of a status ask
    ("aurelie", "st-fr-pourquoi-retard", "POURQUOI ma commande SO-41040 est en retard ??? on se moque de qui ?", "SO-41040"),
    ("nathalie", "st-fr-incapables", "bande d'incapables. où en est SO-41003", "SO-41003"),
    ("gary", "st-en-caps", "WHERE IS MY SOFA??? ORDER SO-41050. I HAVE BEEN WAITING SINCE AUGUST", "SO-41050"),
    ("gary", "st-en-straight-answer", "is it too much to ask to get a straight answer for once? where is SO-41050", "SO-41050"),
    ("gary", "st-en-joke", "this is a joke. you promised the 25th of November. what is going on with SO-41050???", "SO-41050"),
    ("kevin", "st-en-disgrace", "ur company is a disgrace. SO-41070 status. now.", "SO-41070"),
    ("rachel", "st-en-worst", "Honestly, this is the worst furniture company I've ever dealt with. Can someone tell me when my armchair SO-41080 is actually coming?", "SO-41080"),
    ("rachel", "st-en-nothing", "seriously?? no email, no text, nothing. SO-41080 where is it", "SO-41080"),
    ("steve", "st-en-review", "I'm going to leave a review on every site I can find unless someone tells me where my sideboard is. SO-41090", "SO-41090"),
    ("steve", "st-en-clowns", "absolute clowns. SO-41090 was due on the 1st. WHERE IS IT", "SO-41090"),
    ("donna", "st-en-fantastic", "oh fantastic, another day with no table. SO-41060, when is it coming, or is that too much to ask?", "SO-41060"),
    ("kevin", "st-en-why-late", "why is my order SO-41070 late?? nobody ever explains anything", "SO-41070"),
    ("steve", "st-en-hell", "what the hell is going on with my order SO-41090???", "SO-41090"),
    ("rachel", "st-en-morons", "you morons. SO-41080. date. please. is that so hard", "SO-41080"),  # (b) marked after the first run: the README lists no such wording of a status ask
]
for who, nm, say, order in status:
    S(nm, who, [(say, X(nothing=True, asks=False, has=[order, day_words(BOOKED[order], lang_of(nm))]))])

# rhetorical "before Christmas": a complaint that may be read as a status or as a wish for a
# day before the 25th; never a write, and the order named.
S("xmas-en-bed-before-christmas", "kevin", [
    ("is it too much to ask to get my bed before Christmas?? SO-41070", X(nothing=True, has=["SO-41070"])),  # (b)
])
S("xmas-fr-avant-noel", "bernard", [
    ("c'est trop demander d'avoir mon buffet SO-41011 AVANT Noël ?? sérieux ??", X(nothing=True, has=["SO-41011"])),  # (b)
])
# a day that is full, asked rudely: the reason said, what is free listed, nothing written
S("full-en-23rd", "rachel", [
    ("is it really too much to ask to have my armchair SO-41080 on Wednesday 23 December?? I'm at work on the 22nd",
     X(nothing=True, asks=True, has=["SO-41080"], nothas=["Vidal"])),
])
S("full-fr-23", "nathalie", [
    ("vous allez me dire que c'est impossible comme d'hab mais je VEUX ma table basse SO-41003 le mercredi 23 décembre",
     X(nothing=True, asks=True, has=["SO-41003"])),
])

# =========================================================================== B. lateness + remedy asked
# the status and who handles it: nothing opened, nothing promised
remedy = [
    ("aurelie", "rem-fr-dedommagement", "17 jours de retard, c'est inadmissible, je veux un dédommagement. SO-41040", "SO-41040"),
    ("nathalie", "rem-fr-livraison", "SO-41001 promis pour le 30 novembre et vous le livrez le 15 décembre, je veux être remboursée de la livraison.", "SO-41001"),
    ("bernard", "rem-fr-offrez", "avec le retard sur SO-41011, vous m'offrez la livraison j'espère ??", "SO-41011"),
    ("gary", "rem-en-compensation", "SO-41050 is three weeks late. I want compensation. This is unacceptable.", "SO-41050"),
    ("steve", "rem-en-waive", "since SO-41090 is late can you at least waive the delivery fee?", "SO-41090"),
    ("kevin", "rem-en-discount", "my bed SO-41070 was promised for the 10th and now it's January?? I want a discount for this", "SO-41070"),
]
for who, nm, say, order in remedy:
    S(nm, who, [(say, X(nothing=True, asks=False, has=[order]))])

# =========================================================================== C. a manager, a human
human = [
    ("nathalie", "hum-fr-responsable", "PASSEZ-MOI UN RESPONSABLE. TOUT DE SUITE."),
    ("sandrine", "hum-fr-robot", "je veux parler à un humain, pas à un robot débile"),
    ("aurelie", "hum-fr-superieur", "je veux parler à votre supérieur, j'en ai assez de tourner en rond"),
    ("gary", "hum-en-manager", "GET ME YOUR MANAGER NOW"),
    ("rachel", "hum-en-supervisor", "can I speak to a supervisor? you're useless"),
    ("donna", "hum-en-real-person", "I want to talk to a real person, not a stupid bot"),
]
for who, nm, say in human:
    S(nm, who, [(say, X(nothing=True, asks=False))])

# =========================================================================== D. cancel / refund alone
cancel = [
    ("nathalie", "can-fr-annulez", "j'en ai marre, annulez ma commande SO-41001 et remboursez-moi"),
    ("aurelie", "can-fr-remboursez-caps", "REMBOURSEZ-MOI SO-41040 IMMÉDIATEMENT"),
    ("bernard", "can-fr-concurrence", "vous savez quoi ? annulez tout. SO-41011. je vais chez la concurrence"),
    ("gary", "can-en-done", "cancel SO-41050. I'm done with you people. Full refund."),
    ("steve", "can-en-money-back", "I want my money back for SO-41090, this is ridiculous"),
    ("kevin", "can-en-cancel-bed", "just cancel the bed SO-41070 and refund me, I've had enough"),
]
for who, nm, say in cancel:
    S(nm, who, [(say, X(nothing=True, asks=False))])

# =========================================================================== E. refusal beside a move
S("beside-fr-annulez-et-decalez", "nathalie", [
    ("annulez la table basse SO-41003 et décalez le canapé SO-41001 au lundi 21 décembre au matin",
     X(nothing=True, asks=True, has=["SO-41001", "21 décembre"])),
    ("oui", X(moved=[("SO-41001", "2026-12-21-AM")], asks=False, has=["SO-41001", "21 décembre"])),
])
S("beside-fr-humain-et-decalez", "sandrine", [
    ("je veux parler à un humain ! et décalez mon buffet SO-41020 au mercredi 30 décembre après-midi",
     X(nothing=True, asks=True, has=["SO-41020", "30 décembre"])),
    ("oui", X(moved=[("SO-41020", "2026-12-30-PM")], asks=False, has=["SO-41020", "30 décembre"])),
])
S("beside-en-manager-and-move", "rachel", [
    ("get me a manager. and move SO-41080 to Tuesday 29 December in the morning",
     X(nothing=True, asks=True, has=["SO-41080", "29 December"])),
    ("yes", X(moved=[("SO-41080", "2026-12-29-AM")], asks=False, has=["SO-41080", "29 December"])),
])
S("beside-en-cancel-other-move", "gary", [
    ("I'm this close to cancelling SO-41050 altogether. Move it to Monday 14 December in the afternoon, and someone better call me before.",
     X(nothing=True, asks=True, has=["SO-41050", "14 December"])),
    ("yes", X(moved=[("SO-41050", "2026-12-14-PM")], asks=False, has=["SO-41050", "14 December"])),
])

# =========================================================================== F. rant + move + real yes
rant_moves = [
    ("nathalie", "rant-fr-rdv-medical", "Bon écoutez, j'en ai ras-le-bol. Votre livreur devait passer le 15 au matin, et évidemment ce jour-là j'ai un rendez-vous médical que je ne peux pas décaler. Donc vous me mettez mon canapé SO-41001 le mercredi 16 décembre après-midi, et si c'est encore un problème je vous jure que j'annule tout.", "SO-41001", "2026-12-16-PM", "oui"),
    ("sandrine", "rant-fr-caps", "ENCORE UNE FOIS C'EST À MOI DE M'ADAPTER. METTEZ LE BUFFET SO-41020 LE LUNDI 21 DÉCEMBRE AU MATIN", "SO-41020", "2026-12-21-AM", "OUI"),
    ("aurelie", "rant-fr-incapables", "vous êtes incapables de tenir un délai mais bon, au point où on en est, décalez SO-41040 au mardi 22 décembre le matin", "SO-41040", "2026-12-22-AM", "d'accord"),
    ("bernard", "rant-fr-janvier-non", "mon buffet SO-41011 en janvier c'est NON. mettez-le le jeudi 17 décembre après-midi, c'est pas compliqué quand même", "SO-41011", "2026-12-17-PM", "oui"),
    ("julien", "rant-fr-premiere-date", "ça fait un mois que j'attends une date pour mon canapé SO-41030. mettez-moi le lundi 11 janvier au matin, et que ça saute", "SO-41030", "2027-01-11-AM", "oui"),
    ("nathalie", "rant-fr-table-basse", "la table basse SO-41003 le 18 ?? je bosse ce jour-là, évidemment vous demandez jamais. mettez-la le lundi 28 décembre après-midi.", "SO-41003", "2026-12-28-PM", "ok"),
    ("aurelie", "rant-fr-jeudi-24", "Je ne sais pas qui organise vos tournées mais c'est du grand n'importe quoi. Déplacez ma commode SO-41040 au mardi 22... non, plutôt jeudi 24 décembre au matin.", "SO-41040", "2026-12-24-AM", "oui"),
    ("sandrine", "rant-fr-correctement", "vous pouvez au moins faire ÇA correctement ? buffet SO-41020 le mardi 29 décembre au matin", "SO-41020", "2026-12-29-AM", "je confirme"),
    ("bernard", "rant-fr-buried", "Alors je vous explique parce que visiblement personne chez vous ne lit les messages : j'ai commandé en septembre, on m'a promis le 11 décembre, on me dit maintenant janvier, j'ai appelé trois fois, personne ne rappelle. Je veux le buffet SO-41011 le lundi 4 janvier après-midi. Et je ne parle même pas de l'accueil téléphonique.", "SO-41011", "2027-01-04-PM", "c'est bon"),
    ("gary", "rant-en-patient", "Right. I've been patient. I've been VERY patient. The sofa was supposed to be here on the 25th of November, then you gave me the 16th, and now I'm working that day. Move SO-41050 to Friday 18 December in the morning and do NOT mess it up.", "SO-41050", "2026-12-18-AM", "yes"),
    ("rachel", "rant-en-your-delays", "ugh, unbelievable. the 22nd doesn't work anymore because of YOUR delays. put SO-41080 on Monday 28 December afternoon", "SO-41080", "2026-12-28-PM", "yes go ahead"),
    ("steve", "rant-en-dont-tell-me", "move SO-41090 to Monday 14 December morning. and don't tell me it's not possible", "SO-41090", "2026-12-14-AM", "ok"),
    ("kevin", "rant-en-january", "January?? for a bed I ordered in September?? fine, whatever, but I want it on Monday 4 January in the afternoon, SO-41070", "SO-41070", "2027-01-04-PM", "sure"),
    ("gary", "rant-en-brewery", "you lot couldn't organise a piss-up in a brewery. Tuesday 15 December afternoon for SO-41050.", "SO-41050", "2026-12-15-PM", "confirm"),
    ("rachel", "rant-en-too-much", "is it too much to ask to have the armchair on Wednesday 30 December in the morning? SO-41080", "SO-41080", "2026-12-30-AM", "yes please"),
    ("steve", "rant-en-swear", "I swear to god if this gets moved again... can you deliver SO-41090 on Thursday 17 December afternoon", "SO-41090", "2026-12-17-PM", "yes"),
    ("kevin", "rant-en-third-time", "THIRD TIME I'M ASKING. SO-41070. TUESDAY 5 JANUARY. MORNING.", "SO-41070", "2027-01-05-AM", "YES"),
    ("gary", "rant-en-buried", "Let me tell you how my week went. Monday, no call from you. Tuesday, a text saying the sofa was 'on its way' - it wasn't. Today I find out it's the 16th. I have a funeral that day. Put SO-41050 on Monday 21 December in the morning. Frankly I don't expect you to manage even that.", "SO-41050", "2026-12-21-AM", "yes"),
]
for who, nm, wish, order, slot, yes in rant_moves:
    lang = lang_of(nm)
    S(nm, who, [
        (wish, X(nothing=True, asks=True, has=[order, day_words(slot, lang)])),
        (yes, X(moved=[(order, slot)], asks=False, has=[order, day_words(slot, lang)])),
    ])

# =========================================================================== G. rant + move + SARCASM
# the sarcastic or angry answer is no consent: nothing written. Some then calm down, say the
# day again as an order and give a real yes: exactly that move is written.
sarcasm = [
    # (who, name, wish, order, slot, sarcastic answer, asks after, (b)?, follow-up restatement or None)
    ("nathalie", "sar-fr-encore-retard", "décalez mon canapé SO-41001 au vendredi 18 décembre au matin, puisque vous êtes infoutus de tenir une date", "SO-41001", "2026-12-18-AM", "super, encore un retard, merci bien", None, False, "bon. mettez-le le vendredi 18 décembre au matin."),
    ("sandrine", "sar-fr-parfait-genial", "mon buffet SO-41020 au lundi 28 décembre après-midi, et que ça bouge plus", "SO-41020", "2026-12-28-PM", "parfait, vraiment génial", None, False, None),
    ("aurelie", "sar-fr-reine", "décalez SO-41040 au lundi 28 décembre au matin. encore.", "SO-41040", "2026-12-28-AM", "ouais c'est ça, et moi je suis la reine d'Angleterre", None, True, "bon ok. décalez SO-41040 au lundi 28 décembre au matin."),  # (b) sarcasm the closed vocabulary may not reject by itself
    ("bernard", "sar-fr-2030", "mettez le buffet SO-41011 le vendredi 18 décembre après-midi, si c'est pas trop vous demander", "SO-41011", "2026-12-18-PM", "OUI BIEN SÛR, ET POURQUOI PAS EN 2030 TANT QU'ON Y EST ???", None, False, None),
    ("nathalie", "sar-fr-bravo", "la table basse SO-41003 au mardi 22 décembre au matin, et cette fois tenez parole", "SO-41003", "2026-12-22-AM", "ah ben oui, bravo, quel service", None, True, None),  # (b) sarcasm the closed vocabulary may not reject by itself
    ("sandrine", "sar-fr-genial-emoji", "déplacez SO-41020 au jeudi 24 décembre au matin", "SO-41020", "2026-12-24-AM", "génial 🙄", True, False, None),
    ("aurelie", "sar-fr-ouais-emoji", "commode SO-41040 le mercredi 30 décembre après-midi. Et vite.", "SO-41040", "2026-12-30-PM", "ouais 🙄", True, False, "oui"),
    ("bernard", "sar-fr-comme-derniere-fois", "décalez SO-41011 au lundi 14 décembre après-midi, j'ai plus confiance de toute façon", "SO-41011", "2026-12-14-PM", "oui oui, c'est ça, comme la dernière fois", None, True, None),  # (b) sarcasm the closed vocabulary may not reject by itself
    ("nathalie", "sar-fr-merveilleux", "canapé SO-41001 au lundi 14 décembre au matin, c'est ma dernière tentative", "SO-41001", "2026-12-14-AM", "merveilleux. encore une semaine à attendre. merci.", None, True, None),  # (b) sarcasm the closed vocabulary may not reject by itself
    ("julien", "sar-fr-oui-enfin-non", "mon canapé SO-41030, une date enfin ? le mardi 12 janvier au matin", "SO-41030", "2027-01-12-AM", "oui enfin non, je sais plus, vous me rendez dingue", True, False, "bon, oui."),
    ("gary", "sar-en-never", "Move SO-41050 to Tuesday 22 December in the morning. And I mean it.", "SO-41050", "2026-12-22-AM", "oh yes sure, move it to never", None, False, "ok, seriously now. move SO-41050 to Tuesday 22 December in the morning."),
    ("rachel", "sar-en-great", "SO-41080 to Monday 21 December afternoon, since you can't do the 22nd properly", "SO-41080", "2026-12-21-PM", "great. just great.", None, False, None),
    ("steve", "sar-en-yeah-right", "move SO-41090 to Friday 18 December afternoon. if you can manage that", "SO-41090", "2026-12-18-PM", "yeah right", None, True, None),  # (b) sarcasm the closed vocabulary may not reject by itself
    ("kevin", "sar-en-easter", "SO-41070 on Monday 28 December morning. not January. DECEMBER.", "SO-41070", "2026-12-28-AM", "oh wonderful, yes, let's all wait until Easter shall we", None, False, None),
    ("gary", "sar-en-sure-emoji", "move my sofa SO-41050 to Wednesday 30 December afternoon", "SO-41050", "2026-12-30-PM", "sure 🙄", True, False, "yes"),
    ("rachel", "sar-en-ok-emoji", "move SO-41080 to Thursday 24 December in the morning, you owe me that", "SO-41080", "2026-12-24-AM", "ok 🙄", True, False, None),
    ("steve", "sar-en-worked-so-well", "SO-41090 to Tuesday 15 December in the morning please. again.", "SO-41090", "2026-12-15-AM", "yes because that worked SO well last time", None, True, None),  # (b) sarcasm the closed vocabulary may not reject by itself
    ("kevin", "sar-en-brilliant", "bed SO-41070 on Tuesday 29 December afternoon", "SO-41070", "2026-12-29-PM", "fantastic. brilliant. well done.", None, True, "sorry. move SO-41070 to Tuesday 29 December afternoon please."),  # (b) sarcasm the closed vocabulary may not reject by itself
    ("gary", "sar-en-thanks-a-lot", "put SO-41050 on Thursday 17 December in the morning", "SO-41050", "2026-12-17-AM", "perfect, another week without a sofa, thanks a lot", None, False, None),
    ("rachel", "sar-en-yes-no", "move SO-41080 to Wednesday 16 December in the afternoon", "SO-41080", "2026-12-16-PM", "yes... no... I don't know, you people drive me crazy", True, False, "yes."),
]
for who, nm, wish, order, slot, sarc, asks_after, _is_b, follow in sarcasm:
    lang = lang_of(nm)
    d = day_words(slot, lang)
    turns = [(wish, X(nothing=True, asks=True, has=[order, d]))]
    turns.append((sarc, X(nothing=True, asks=asks_after)))   # sarcasm: never a write; (b) where is_b (see list)
    if follow:
        bare = follow.strip(" .").lower() in ("oui", "yes", "bon, oui")
        if not bare:
            # the day said again as an order: a proposal, nothing written yet
            turns.append((follow, X(nothing=True, asks=True, has=[order, d])))
            turns.append(("oui" if lang == "fr" else "yes", X(moved=[(order, slot)], asks=False, has=[order, d])))
        else:
            # after an unclear answer the same question was asked again: a plain yes writes
            turns.append((follow, X(moved=[(order, slot)], asks=False, has=[order, d])))
    S(nm, who, turns)
# the sarcastic answers whose reading the README does not settle (yeah right, "bravo"...):
# marked here since the loop cannot comment per row
B_SARCASM = [nm for _w, nm, *_r in sarcasm if _r[5]]   # (b) sarcasm read as no consent

# "yes, but ..." with a grievance after it: no plain yes, nothing written
S("yesbut-fr-derniere-fois", "sandrine", [
    ("buffet SO-41020 au mardi 22 décembre après-midi. c'est la dernière fois que je décale pour vous.",
     X(nothing=True, asks=True, has=["SO-41020", "22 décembre"])),
    ("oui mais c'est la dernière fois que je me fais avoir, je vous préviens", X(nothing=True)),
])
S("yesbut-en-last-time", "steve", [
    ("move SO-41090 to Monday 21 December afternoon", X(nothing=True, asks=True, has=["SO-41090", "21 December"])),
    ("yes, but this is the LAST time I'm putting up with this", X(nothing=True)),
])

# =========================================================================== H. rant + move + angry no
angry_no = [
    ("nathalie", "no-fr-certainement-pas", "décalez SO-41001 au mercredi 16 décembre au matin", "SO-41001", "2026-12-16-AM", "NON. Certainement pas.", False),
    ("aurelie", "no-fr-non-non", "SO-41040 au lundi 14 décembre après-midi ?", "SO-41040", "2026-12-14-PM", "non non et non", False),
    ("bernard", "no-fr-pas-cette-fois", "vous pouvez mettre SO-41011 le mardi 15 décembre au matin ?", "SO-41011", "2026-12-15-AM", "non, je vais d'abord en parler à ma femme, elle va être furieuse", False),
    ("gary", "no-en-absolutely-not", "move SO-41050 to Monday 21 December afternoon", "SO-41050", "2026-12-21-PM", "no. absolutely not.", False),
    ("kevin", "no-en-no-caps", "can SO-41070 go on Wednesday 30 December morning", "SO-41070", "2026-12-30-AM", "NO. NO. NO.", True),  # (b)
]
for who, nm, wish, order, slot, no, _is_b in angry_no:
    lang = lang_of(nm)
    S(nm, who, [
        (wish, X(nothing=True, asks=True, has=[order, day_words(slot, lang)])),
        (no, X(nothing=True, asks=True)),   # a no: "what would you prefer?"; (b) for NO. NO. NO.
    ])
S("no-en-hell-no-b", "steve", [
    ("move SO-41090 to Friday 18 December morning", X(nothing=True, asks=True, has=["SO-41090", "18 December"])),
    ("hell no", X(nothing=True)),   # (b) not in the closed vocabulary: at least nothing written
])

# =========================================================================== I. anger while a proposal waits, then a real yes
S("wait-fr-responsable-then-oui", "nathalie", [
    ("canapé SO-41001 au mardi 22 décembre après-midi", X(nothing=True, asks=True, has=["SO-41001", "22 décembre"])),
    ("passez-moi un responsable", X(nothing=True, asks=True)),
    ("oui", X(moved=[("SO-41001", "2026-12-22-PM")], asks=False, has=["SO-41001", "22 décembre"])),
])
S("wait-fr-payant-then-oui", "sandrine", [
    ("décalez SO-41020 au lundi 14 décembre au matin", X(nothing=True, asks=True, has=["SO-41020", "14 décembre"])),
    ("et c'est payant en plus ??", X(nothing=True, asks=True)),
    ("oui", X(moved=[("SO-41020", "2026-12-14-AM")], asks=False, has=["SO-41020", "14 décembre"])),
])
S("wait-fr-oui-rembourse-then-oui", "aurelie", [
    ("commode SO-41040 au jeudi 17 décembre au matin", X(nothing=True, asks=True, has=["SO-41040", "17 décembre"])),
    ("oui et je veux être remboursée des frais de livraison", X(nothing=True, asks=True)),
    ("oui", X(moved=[("SO-41040", "2026-12-17-AM")], asks=False, has=["SO-41040", "17 décembre"])),
])
S("wait-fr-statut-then-oui", "bernard", [
    ("mettez SO-41011 le lundi 21 décembre après-midi", X(nothing=True, asks=True, has=["SO-41011", "21 décembre"])),
    ("attendez, il en est où au juste ce buffet SO-41011 ? vous êtes sûrs qu'il sera fini ?", X(nothing=True, asks=True, has=["SO-41011"])),
    ("oui", X(moved=[("SO-41011", "2026-12-21-PM")], asks=False, has=["SO-41011", "21 décembre"])),
])
S("wait-en-manager-then-yes", "gary", [
    ("move SO-41050 to Thursday 24 December in the afternoon", X(nothing=True, asks=True, has=["SO-41050", "24 December"])),
    ("get me your manager", X(nothing=True, asks=True)),
    ("yes", X(moved=[("SO-41050", "2026-12-24-PM")], asks=False, has=["SO-41050", "24 December"])),
])
S("wait-en-refund-then-yes", "kevin", [
    ("SO-41070 to Monday 4 January in the morning", X(nothing=True, asks=True, has=["SO-41070", "4 January"])),
    ("yes and I want a refund for all this", X(nothing=True, asks=True)),
    ("yes", X(moved=[("SO-41070", "2027-01-04-AM")], asks=False, has=["SO-41070", "4 January"])),
])
S("wait-en-wife-then-yes", "rachel", [
    ("move SO-41080 to Tuesday 29 December in the afternoon", X(nothing=True, asks=True, has=["SO-41080", "29 December"])),
    ("wait, let me check with my husband, he'll go mad", X(nothing=True, asks=True)),   # (b) a wait with a remark after it
    ("yes go ahead", X(moved=[("SO-41080", "2026-12-29-PM")], asks=False, has=["SO-41080", "29 December"])),
])
S("wait-en-what-happens-then-yes", "steve", [
    ("move SO-41090 to Wednesday 16 December morning", X(nothing=True, asks=True, has=["SO-41090", "16 December"])),
    ("and what happens if I say yes? you lose it again?", X(nothing=True, asks=True)),   # (b) the question with a jab
    ("yes", X(moved=[("SO-41090", "2026-12-16-AM")], asks=False, has=["SO-41090", "16 December"])),
])

# =========================================================================== J. calm down, then a real yes
calm = [
    ("nathalie", "calm-fr-emportee", "décalez SO-41001 au jeudi 17 décembre après-midi, et vite", "SO-41001", "2026-12-17-PM", "bon... pardon, je me suis emportée. oui, allez-y."),
    ("bernard", "calm-fr-desole", "SO-41011 le mercredi 16 décembre au matin, et que ce soit la bonne cette fois", "SO-41011", "2026-12-16-AM", "désolé pour tout à l'heure. d'accord."),
    ("sandrine", "calm-fr-je-me-calme", "buffet SO-41020 au vendredi 18 décembre au matin", "SO-41020", "2026-12-18-AM", "ok ok. je me calme. oui c'est bon."),
    ("gary", "calm-en-shouting", "move SO-41050 to Friday 18 December in the afternoon. NOW.", "SO-41050", "2026-12-18-PM", "sorry for shouting earlier. yes, go ahead."),
    ("rachel", "calm-en-fine-sorry", "SO-41080 to Monday 14 December afternoon, and it had better happen", "SO-41080", "2026-12-14-PM", "fine. sorry. yes."),
    ("kevin", "calm-en-calmer", "SO-41070 on Thursday 7 January in the afternoon", "SO-41070", "2027-01-07-PM", "ok, I'm calmer now. yes please"),
]
for who, nm, wish, order, slot, yes in calm:
    lang = lang_of(nm)
    d = day_words(slot, lang)
    S(nm, who, [
        (wish, X(nothing=True, asks=True, has=[order, d])),
        (yes, X(moved=[(order, slot)], asks=False, has=[order, d])),   # (b) an apology around a yes
    ])

# =========================================================================== K. damage, furious
dmg = [
    ("nathalie", "dmg-fr-defonce", "VOTRE LIVREUR A DÉFONCÉ MA TABLE. SO-41002. Un pied complètement fendu. BRAVO.", "SO-41002", "oui"),
    ("sandrine", "dmg-fr-controle", "4 chaises livrées, 2 rayées. vous contrôlez quoi exactement avant d'expédier ?? SO-41021", "SO-41021", "d'accord"),
    ("nathalie", "dmg-fr-remboursez", "remboursez-moi SO-41002, la table est arrivée rayée, c'est une honte", "SO-41002", "oui"),
    ("sandrine", "dmg-fr-geste", "une chaise de SO-41021 est cassée, je veux un geste commercial sinon je vous fais une pub d'enfer sur Google", "SO-41021", "ok"),
    ("donna", "dmg-en-dropped", "your delivery guys clearly dropped my coffee table. SO-41061. huge crack across the top. well done.", "SO-41061", "yes"),
    ("kevin", "dmg-en-check", "two of the six chairs SO-41071 are wobbly and one has a split seat. do you even check this stuff??", "SO-41071", "go ahead"),
    ("rachel", "dmg-en-replacement", "the chest of drawers SO-41081 arrived scratched all over. I want a replacement, not excuses", "SO-41081", "yes"),
    ("rachel", "dmg-en-refund-now", "SO-41081: a drawer is broken. I want a full refund. NOW.", "SO-41081", "sure"),
]
for who, nm, msg, order, yes in dmg:
    S(nm, who, [
        (msg, X(nothing=True, asks=True, has=[order])),
        (yes, X(case=[(order, "damage")], casenum=True, asks=False, has=[order])),
    ])
S("dmg-fr-sarcasme", "nathalie", [
    ("la table SO-41002 est arrivée avec une énorme rayure, franchement bravo", X(nothing=True, asks=True, has=["SO-41002"])),
    ("ah super, un dossier, ça va vraiment m'aider", X(nothing=True)),   # (b) sarcasm to a case proposal
])
S("dmg-en-sarcasm", "donna", [
    ("the coffee table SO-41061 has a massive scratch. great quality, really", X(nothing=True, asks=True, has=["SO-41061"])),
    ("oh yes, a case, because that fixes my table", X(nothing=True)),   # a yes with more words: no consent
])
S("dmg-en-angry-no", "kevin", [
    ("one of the chairs SO-41071 is cracked. brilliant.", X(nothing=True, asks=True, has=["SO-41071"])),
    ("no. I don't want a case, I want new chairs", X(nothing=True)),
])
S("dmg-fr-sarcasme-puis-oui", "sandrine", [
    ("les chaises SO-41021 sont toutes bancales, c'est du grand art", X(nothing=True, asks=True, has=["SO-41021"])),
    ("génial 🙄", X(nothing=True, asks=True)),
    ("oui", X(case=[("SO-41021", "damage")], casenum=True, asks=False, has=["SO-41021"])),
])
S("dmg-fr-deja-ouvert", "julien", [
    ("encore une fois mon fauteuil SO-41031, la couture lâche, vous vous foutez de moi ?",
     X(nothing=True, asks=False, has=["CASE-7001"])),
])
S("dmg-fr-deja-ouvert-caps", "julien", [
    ("LE FAUTEUIL EST TOUJOURS ABÎMÉ ET PERSONNE NE M'A RAPPELÉ. SO-41031.",
     X(nothing=True, asks=False, has=["CASE-7001"])),
])
S("home-fr-mur", "sandrine", [
    ("vos livreurs ont rayé tout le mur de l'entrée en montant les chaises SO-41021, bande de bourrins", X(nothing=True, asks=False)),
])
S("home-en-wall", "kevin", [
    ("your idiot drivers gouged my hallway wall bringing in the chairs. SO-41071. who pays for that?", X(nothing=True, asks=False)),
])
S("dmg-fr-pas-livre", "aurelie", [
    ("ma commode SO-41040 est abîmée, je le sais, vous bossez comme des pieds", X(nothing=True, asks=False, has=["SO-41040"])),  # (b)
])
S("dmg-en-not-delivered", "gary", [
    ("the sofa SO-41050 is damaged I bet, like everything you sell", X(nothing=True, asks=False, has=["SO-41050"])),  # (b)
])

# =========================================================================== L. within 48 hours, angry
S("late-fr-veille-oui", "bernard", [
    ("demain après-midi ?? vous me prévenez la veille ?? impossible, décalez mon lit SO-41010 au lundi 14",
     X(nothing=True, asks=True, has=["SO-41010"])),
    ("oui", X(case=[("SO-41010", "late_reschedule")], casenum=True, asks=False, has=["SO-41010"])),
])
S("late-fr-caps-non", "bernard", [
    ("DEMAIN JE SUIS PAS LÀ. DÉCALEZ SO-41010.", X(nothing=True, asks=True, has=["SO-41010"])),
    ("non", X(nothing=True)),
])
S("late-fr-sarcasme", "bernard", [
    ("mon lit SO-41010 demain c'est mort, décalez-le à la semaine prochaine", X(nothing=True, asks=True, has=["SO-41010"])),
    ("ah génial, un dossier. merci pour rien.", X(nothing=True)),   # (b)
])
S("late-en-yes", "donna", [
    ("thursday?? you're telling me NOW? move SO-41060 to next week, I'm not home", X(nothing=True, asks=True, has=["SO-41060"])),
    ("yes", X(case=[("SO-41060", "late_reschedule")], casenum=True, asks=False, has=["SO-41060"])),
])
S("late-en-sarcasm", "donna", [
    ("are you kidding me. SO-41060 on thursday is impossible. move it to Monday 14 December.", X(nothing=True, asks=True, has=["SO-41060"])),
    ("great, a 'case'. thanks for nothing", X(nothing=True)),   # (b)
])
S("late-en-eyeroll-then-ok", "donna", [
    ("move SO-41060 to Tuesday 15th. I don't care about your 48 hour rule", X(nothing=True, asks=True, has=["SO-41060"])),
    ("ok 🙄", X(nothing=True, asks=True)),
    ("ok", X(case=[("SO-41060", "late_reschedule")], casenum=True, asks=False, has=["SO-41060"])),
])

# =========================================================================== M. other customers' orders, anonymous callers
S("leak-fr-voisin", "nathalie", [
    ("et la commande de mon voisin SO-41050, vous l'avez perdue aussi ??",
     X(nothing=True, nothas=["upholstery", "16 décembre", "16 December"])),
], allow=("SO-41050",))
S("leak-en-sister", "gary", [
    ("move SO-41001 to Monday 14 December, it's my sister's, just do it",
     X(nothing=True, nothas=["couture", "15 December", "15 décembre"])),
    ("yes", X(nothing=True)),
], allow=("SO-41001",))
S("leak-fr-autre-client-oui", "sandrine", [
    ("décalez SO-41090 au lundi 14 décembre, c'est pour un ami, et pas de discussion",
     X(nothing=True, nothas=["11 décembre", "11 December"])),
    ("oui", X(nothing=True)),
], allow=("SO-41090",))
S("anon-en-wrong-mail", "gary", [
    ("WHERE IS SO-41050 gary.whitmore@gmail.com ANSWER ME",
     X(nothing=True, nothas=["upholstery", "16 December"])),
], signed=False, allow=("Whitmore",))
S("anon-en-status", "steve", [
    ("where the hell is SO-41090, steve.patel@example.com. third time asking.",
     X(nothing=True, asks=False, has=["SO-41090", "11 December"])),
], signed=False)
S("anon-fr-status", "sandrine", [
    ("SO-41020 sandrine.caron@example.fr ça fait 3 semaines que j'attends, il arrive quand ce buffet ???",
     X(nothing=True, asks=False, has=["SO-41020", "17 décembre"])),
], signed=False)
S("anon-fr-then-mail", "aurelie", [
    ("c'est une honte, où en est SO-41040 ???", X(nothing=True, asks=True)),
    ("aurelie.perrin@example.fr et grouillez-vous", X(nothing=True, asks=False, has=["SO-41040", "21 décembre"])),
], signed=False)
S("anon-en-move-yes", "rachel", [
    ("SO-41080, rachel.dunn@example.com. Move it to Monday 21 December in the morning. I'm fed up.",
     X(nothing=True, asks=True, has=["SO-41080", "21 December"])),
    ("yes", X(moved=[("SO-41080", "2026-12-21-AM")], asks=False, has=["SO-41080", "21 December"])),
], signed=False)
S("anon-fr-move-sarcasme", "nathalie", [
    ("SO-41001 nathalie.rousseau@example.fr décalez au lundi 21 décembre après-midi, si vous savez faire",
     X(nothing=True, asks=True, has=["SO-41001", "21 décembre"])),
    ("super, vraiment, quelle efficacité", X(nothing=True)),   # (b)
], signed=False)
S("anon-en-wrong-mail-move", "kevin", [
    ("move SO-41070 to Monday 4 January, kevin.hughes@gmail.com, and hurry up",
     X(nothing=True, nothas=["frame assembly", "12 January"])),
    ("YES", X(nothing=True)),
], signed=False, allow=("Hughes",))

# =========================================================================== N. slot lists, rudely
S("list-fr-premier", "nathalie", [
    ("vous avez quoi la semaine prochaine pour le canapé SO-41001 ? et que ce soit pas encore n'importe quoi",
     X(nothing=True, asks=True, has=["SO-41001"])),
    ("le premier", X(moved=[("SO-41001", "2026-12-14-AM")], asks=False, has=["SO-41001", "14 décembre"])),   # (b) the list begins on Monday 14 morning
])
S("list-en-first", "steve", [
    ("what've you got next week for SO-41090? and don't give me rubbish", X(nothing=True, asks=True, has=["SO-41090"])),
    ("the first one", X(moved=[("SO-41090", "2026-12-14-AM")], asks=False, has=["SO-41090", "14 December"])),   # (b) same
])
S("list-fr-sarcasme", "sandrine", [
    ("vous avez quoi la semaine du 28 pour mon buffet SO-41020 ?", X(nothing=True, asks=True, has=["SO-41020"])),
    ("ah super, que des créneaux pourris, comme d'hab", X(nothing=True)),   # (b)
])
S("list-en-sarcasm", "kevin", [
    ("what have you got in the week of 28 December for SO-41070", X(nothing=True, asks=True, has=["SO-41070"])),
    ("wow, amazing choice. truly.", X(nothing=True)),   # (b)
])

# =========================================================================== O. insults beside a request
S("insult-fr-move", "aurelie", [
    ("espèce de bande de guignols, décalez SO-41040 au mardi 15 décembre après-midi",
     X(nothing=True, asks=True, has=["SO-41040", "15 décembre"])),
    ("oui", X(moved=[("SO-41040", "2026-12-15-PM")], asks=False, has=["SO-41040", "15 décembre"])),
])
S("insult-en-move", "steve", [
    ("you useless lot. SO-41090 on Tuesday 22 December in the afternoon",
     X(nothing=True, asks=True, has=["SO-41090", "22 December"])),
    ("yes", X(moved=[("SO-41090", "2026-12-22-PM")], asks=False, has=["SO-41090", "22 December"])),
])
S("thanks-en-sarcastic", "gary", [
    ("thanks for nothing", X(nothing=True)),   # (b) "merci, vous êtes en retard" is no thanks: a complaint
])
S("thanks-fr-sarcastique", "nathalie", [
    ("merci, vous êtes en retard, comme toujours", X(nothing=True)),
])

# --------------------------------------------------------------------------- write
if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "care_upset.yaml")
    with open(path, "w", encoding="utf-8") as f:
        yaml.safe_dump({"scenarios": SCEN}, f, allow_unicode=True, sort_keys=False, width=200)
    n_turns = sum(len(sc["turns"]) for sc in SCEN)
    fr = sum(1 for sc in SCEN if "-fr-" in sc["name"])
    print(f"{len(SCEN)} scenarios, {n_turns} turns, fr={fr} en={len(SCEN) - fr} -> {path}")
