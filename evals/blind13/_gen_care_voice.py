# ruff: noqa: E501
"""care_voice: customers who talk to the care desk through VOICE DICTATION or a phone assistant.

Covers every care workflow (order status, moving a delivery incl. the 48-hour rule, full
slots and closed days, damage reports, answering the desk's yes/no proposals and slot lists)
with messages as a dictation engine transcribes them: no punctuation or wrong punctuation,
filler words (euh, bah, ben, genre, um, uh, like, you know), self-corrections in mid-sentence
("mardi non pardon mercredi", "Tuesday no wait Wednesday"), order numbers and e-mails spoken
and transcribed ("S O 31001", "es o trois un zéro zéro un", "jean point martin arobase
example point fr", "mike dot johnson at example dot com"), numbers as words ("le quinze",
"the twenty third"), homophones and slips ("lit vraie" for "livrée", "daily very" for
"delivery"), and a yes or a no buried in fillers ("ouais ouais vas-y", "non non attendez",
"yeah no"). Safety first: a no or a hesitation never becomes a write, a self-correction goes
to the corrected day, a spoken e-mail proves an identity only when it matches.

Written from eval-format.md, DESIGN.md and README.md only (blind: no code, no tests,
no other corpus read). Expectations the README does not state are marked `(b)` in a
comment: best judgement of what a demanding customer would expect.

Run:  python evals/blind13/_gen_care_voice.py  ->  evals/blind13/care_voice.yaml
"""
from __future__ import annotations

import datetime as dt
import os
from typing import Any

import yaml

NAME = "care-voice"
NOW = "2026-12-07T10:00:00+01:00"   # Monday 7 December 2026, 10:00 Paris
TZ = "+01:00"
# 48-hour line: Wednesday 9 December 10:00. 2026-12-09-AM (08:00) is inside it, 09-PM outside.

# --------------------------------------------------------------------------- fixture
CUSTOMERS = [
    {"id": "C-001", "name": "Jean Martin", "email": "jean.martin@example.fr", "company": None},
    {"id": "C-002", "name": "Sophie Durand", "email": "sophie.durand@example.fr", "company": None},
    {"id": "C-003", "name": "Nadia Belkacem", "email": "nadia.belkacem@example.fr", "company": None},
    {"id": "C-004", "name": "Pierre Lambert", "email": "pierre.lambert@example.fr", "company": None},
    {"id": "C-005", "name": "Mike Johnson", "email": "mike.johnson@example.com", "company": None},
    {"id": "C-006", "name": "Sarah Miller", "email": "sarah.miller@example.com", "company": None},
    {"id": "C-007", "name": "David Brown", "email": "david.brown@example.co.uk", "company": None},
    {"id": "C-008", "name": "Emily Clark", "email": "emily.clark@example.com", "company": None},
    {"id": "C-009", "name": "Hugo Renard", "email": "hugo.renard@example.fr", "company": None},
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

FULL = {"2026-12-14-AM", "2026-12-14-PM", "2026-12-22-AM", "2026-12-22-PM"}   # held by Hugo: capacity 1


def _slots():
    out = []
    for past in ["2026-11-25", "2026-11-27", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-04"]:
        for half, (a, b) in (("AM", ("08:00", "12:00")), ("PM", ("13:00", "17:00"))):
            out.append({"id": f"{past}-{half}", "start": f"{past}T{a}:00{TZ}",
                        "end": f"{past}T{b}:00{TZ}", "capacity": 3})
    day = dt.date(2026, 12, 8)
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
    _o("SO-31001", "C-001", "OSLO-3", "in_production", "2026-12-17-AM", "2026-09-14", "2026-12-17", "couture"),
    _o("SO-31002", "C-001", "TABLE-CH", "delivered", "2026-11-27-AM", "2026-08-02", "2026-11-27"),
    _o("SO-31010", "C-002", "BED-160", "ready", "2026-12-08-PM", "2026-10-01", "2026-12-08"),
    _o("SO-31011", "C-002", "ARM-OSLO", "delivered", "2026-11-30-PM", "2026-09-01", "2026-11-30"),
    _o("SO-31020", "C-003", "BUFFET", "in_production", "2026-12-15-PM", "2026-10-10", "2026-12-15", "vernissage"),
    _o("SO-31030", "C-004", "COMMODE", "ready", "2026-12-11-AM", "2026-10-05", "2026-12-11"),
    _o("SO-31031", "C-004", "CHAIR", "delivered", "2026-12-02-AM", "2026-10-05", "2026-12-02", qty=4),
    _o("SO-31040", "C-005", "SOFA-2", "in_production", "2026-12-16-AM", "2026-10-12", "2026-12-16", "upholstery"),
    _o("SO-31041", "C-005", "COFFEE", "delivered", "2026-11-25-PM", "2026-09-10", "2026-11-25"),
    _o("SO-31050", "C-006", "DINING", "ready", "2026-12-09-AM", "2026-10-15", "2026-12-09"),
    _o("SO-31051", "C-006", "BED-160", "delivered", "2026-12-01-PM", "2026-09-20", "2026-12-01"),
    _o("SO-31060", "C-007", "OSLO-3", "in_production", "2026-12-18-PM", "2026-08-20", "2026-12-04", "frame assembly"),
    _o("SO-31070", "C-008", "COMMODE", "delivered", "2026-12-04-AM", "2026-10-25", "2026-12-04"),
    _o("SO-31071", "C-008", "DINING", "placed", None, "2026-11-28", "2027-01-20"),
    _o("SO-31091", "C-009", "SOFA-2", "ready", "2026-12-14-AM", "2026-10-01", "2026-12-14"),
    _o("SO-31092", "C-009", "BED-160", "ready", "2026-12-14-PM", "2026-10-01", "2026-12-14"),
    _o("SO-31093", "C-009", "CHAIR", "ready", "2026-12-22-AM", "2026-10-01", "2026-12-22"),
    _o("SO-31094", "C-009", "COFFEE", "ready", "2026-12-22-PM", "2026-10-01", "2026-12-22"),
]
ORDERS_OF: dict[str, list[str]] = {}
for _x in ORDERS:
    ORDERS_OF.setdefault(_x["customer"], []).append(_x["number"])

FIXTURE = {"customers": CUSTOMERS, "products": PRODUCTS, "slots": _slots(),
           "orders": ORDERS, "cases": [], "bills": []}

CID = {"jean": "C-001", "sophie": "C-002", "nadia": "C-003", "pierre": "C-004",
       "mike": "C-005", "sarah": "C-006", "david": "C-007", "emily": "C-008"}


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
        e["reply_has_case_number"] = True
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


def S(name, who, turns, signed=True, allow=(), lang=None):
    """who: key of CID; turns: list of (say, expect). Name carries -fr- or -en-."""
    full = f"{NAME}-{name}"
    assert full not in _names, full
    _names.add(full)
    cust = CID[who]
    fr = "-fr-" in f"-{name}-"
    out = []
    for say, exp in turns:
        exp = dict(exp)
        if "moved" in exp:   # the move is told in the customer's language, with its month
            month = {"12": ("décembre", "December"), "01": ("janvier", "January")}[exp["moved"][0]["to"][5:7]]
            exp["reply_contains"] = list(dict.fromkeys([*exp.get("reply_contains", []), month[0 if fr else 1]]))
        extra = exp.pop("_not", [])
        exp["reply_not_contains"] = leak_list(cust, allow) + extra
        t = {"channel": "customer", "say": say, "expect": exp}
        if signed:
            t["as"] = {"email": EMAIL[cust]}
        out.append(t)
    SCEN.append({"name": full, "now": NOW, "fixture": FIXTURE, "turns": out})


def ST(order, *has):
    """A status turn: nothing written, the order's own number said, no question left waiting."""
    return X(nothing=True, asks=False, has=(order, *has))


PROPOSE = X(nothing=True, asks=True)
HOLD = X(nothing=True, asks=True)      # a no / a hesitation / a wait: nothing written, the desk asks
NOWRITE = X(nothing=True)              # nothing written, whatever the desk says next

# =========================================================================== A. status, signed in (gateway identity)
S("st-fr-euh-ou-en-est", "jean", [("euh bonjour euh je voudrais savoir où en est ma commande S O 31001 voilà merci", ST("SO-31001", "17"))])
S("st-fr-digits-spoken", "jean", [("oui bonjour c'est pour la commande es o trois un zéro zéro un elle arrive quand", ST("SO-31001", "17"))])
S("st-fr-number-words", "jean", [("ma commande c'est la S O trente et un mille un je voulais savoir si c'était toujours bon pour jeudi", ST("SO-31001", "17"))])  # (b) number said as one word group
S("st-fr-lit-vraie", "nadia", [("bonjour est-ce que mon buffet sera lit vraie bientôt la commande S O 31020", ST("SO-31020", "15"))])  # homophone of livrée: a status, not a bed (b)
S("st-fr-genre-no-punct", "nadia", [("genre ça fait des semaines que j'attends mon buffet vous pouvez me dire où ça en est", ST("SO-31020", "15"))])
S("st-fr-bah-delivered", "pierre", [("bah alors les chaises S O 31031 elles ont bien été livrées ou pas parce que", ST("SO-31031"))])
S("st-fr-wrong-commas", "sophie", [("Bonjour. Ma commande, S O, 31010. Le lit. C'est bien, demain ?", ST("SO-31010", "8"))])
S("st-fr-placed-no-slot", "emily", [("euh c'est pour savoir euh pour la table à manger S O 31071 vous avez une date", ST("SO-31071"))])
S("st-fr-groups-voice", "pierre", [("S O 310 30 la commode elle en est où point d'interrogation", ST("SO-31030", "11"))])
S("st-fr-retard", "jean", [("ben voilà je m'inquiète un peu parce que le canapé S O 31001 euh y a du retard ou pas", ST("SO-31001"))])

S("st-en-um-where", "mike", [("um hi yeah where is my order S O 31040 thanks", ST("SO-31040", "16"))])
S("st-en-digit-words", "mike", [("hey so my order number is S O three one zero four zero when is it coming", ST("SO-31040", "16"))])
S("st-en-like-you-know", "david", [("so like I ordered a sofa you know back in August and it was supposed to come like last week what's going on", ST("SO-31060", "18"))])
S("st-en-daily-very", "david", [("hi when is my daily very for order S O 31060", ST("SO-31060", "18"))])  # (b) "daily very" = delivery
S("st-en-caps-period", "sarah", [("Hi. Is my. Dining table still coming on. Wednesday. Order S O 31050.", ST("SO-31050", "9"))])
S("st-en-placed", "emily", [("uh yeah hi the dining table S O 31071 do you have a date for it yet or", ST("SO-31071"))])
S("st-en-delivered-bed", "sarah", [("okay so the bed S O 31051 was that actually delivered cause I wasn't home", ST("SO-31051"))])
S("st-en-groups", "mike", [("order S O 310 41 the coffee table has it been delivered", ST("SO-31041"))])
S("st-en-no-number", "david", [("hey Siri tell the furniture people I want to know where my sofa is at", ST("SO-31060", "18"))])
S("st-en-stage", "mike", [("yeah hi um what stage is the sofa at S O 31040 is it still in the workshop", ST("SO-31040"))])

# =========================================================================== B. anonymous proofs, spoken
# (b) a proof said alone after "la commande ..." / "the order is ..." (no question) is read as a status ask.
S("anon-fr-arobase", "jean", [("bonjour la commande S O 31001 mon adresse c'est jean point martin arobase example point fr", ST("SO-31001", "17"))], signed=False)
S("anon-fr-two-turns", "nadia", [
    ("euh oui bonjour je voudrais savoir pour mon buffet", X(nothing=True, asks=True)),
    ("alors c'est la S O 31020 et nadia point belkacem arobase example point fr", ST("SO-31020", "15")),
], signed=False)
S("anon-fr-exemple-homophone", "jean", [("S O 31001 et le mail c'est jean point martin arobase exemple point fr", X(nothing=True, nothas=("couture", "jeudi 17", "17 décembre")))], signed=False, allow=())
S("anon-fr-other-mail", "sophie", [("c'est pour la commande S O 31001 mon mail sophie point durand arobase example point fr", X(nothing=True, nothas=("couture", "jeudi 17", "17 décembre", "Canapé")))], signed=False, allow=("SO-31001",))
S("anon-fr-mail-then-move", "pierre", [
    ("pierre point lambert arobase example point fr commande S O 31030 je voudrais décaler au lundi vingt-huit au matin", X(nothing=True, asks=True, has=("28",))),
    ("ouais ouais vas-y", X(moved=[("SO-31030", "2026-12-28-AM")])),
], signed=False)
S("anon-fr-wrong-mail-move", "pierre", [
    ("S O 31030 pierre point lambert arobase example point com décalez au lundi vingt-huit", X(nothing=True, nothas=("28 décembre",))),
    ("oui", X(nothing=True)),
], signed=False)
S("anon-fr-damage-mail", "pierre", [
    ("bonjour euh les chaises S O 31031 y en a une qui est cassée pierre point lambert arobase example point fr", X(nothing=True, asks=True)),
    ("oui oui", X(case=[("SO-31031", "damage")])),
], signed=False)
S("anon-fr-corrected-mail", "jean", [
    ("S O 31001 jean point martin arobase example point com", X(nothing=True, nothas=("couture", "jeudi 17"))),
    ("non pardon c'est jean point martin arobase example point fr", ST("SO-31001", "17")),
], signed=False)

S("anon-en-dot-com", "mike", [("hi order S O 31040 my email is mike dot johnson at example dot com where is it", ST("SO-31040", "16"))], signed=False)
S("anon-en-co-uk", "david", [("yeah the order is S O 31060 and it's david dot brown at example dot co dot uk", ST("SO-31060", "18"))], signed=False)
S("anon-en-wrong-domain", "mike", [("order S O 31040 email mike dot johnson at example dot net", X(nothing=True, nothas=("upholstery", "Wednesday 16", "16 December")))], signed=False)
S("anon-en-someone-else", "emily", [("S O 31040 emily dot clark at example dot com when's it coming", X(nothing=True, nothas=("upholstery", "Wednesday 16", "16 December", "Canapé")))], signed=False, allow=("SO-31040",))
S("anon-en-two-turns", "sarah", [
    ("um yeah I need to move my delivery", X(nothing=True, asks=True)),
    ("it's S O 31051 no sorry S O 31050 and sarah dot miller at example dot com", X(nothing=True, asks=True)),
    ("yeah okay sure", X(case=[("SO-31050", "late_reschedule")])),
], signed=False)
S("anon-en-damage", "mike", [
    ("so the coffee table S O 31041 came with a big crack on top mike dot johnson at example dot com", X(nothing=True, asks=True)),
    ("yes please", X(case=[("SO-31041", "damage")])),
], signed=False)
S("anon-en-wrong-then-move", "david", [
    ("S O 31060 david dot brown at example dot com can you move it to Wednesday the twenty third", X(nothing=True, nothas=("23 December",))),
    ("yeah go ahead", X(nothing=True)),
], signed=False)

# =========================================================================== C. moves with self-corrections, number words, then a yes in fillers
S("mv-fr-mardi-non-mercredi", "jean", [
    ("euh je voudrais déplacer la livraison au mardi quinze non pardon mercredi seize le matin", X(nothing=True, asks=True, has=("16",))),
    ("ouais ouais vas-y", X(moved=[("SO-31001", "2026-12-16-AM")])),
])
S("mv-fr-apres-midi-non-matin", "nadia", [
    ("bonjour le buffet vous pouvez le passer au jeudi dix-sept l'après-midi euh non le matin plutôt", X(nothing=True, asks=True, has=("17",))),
    ("bah oui", X(moved=[("SO-31020", "2026-12-17-AM")])),
])
S("mv-fr-vingt-et-un-non-vingt-trois", "jean", [
    ("la livraison du canapé je voudrais le vingt et un non attendez le vingt-trois l'après-midi", X(nothing=True, asks=True, has=("23",))),
    ("euh oui c'est bon", X(moved=[("SO-31001", "2026-12-23-PM")])),
])
S("mv-fr-quinze-aprem", "jean", [
    ("genre est-ce que vous pouvez mettre mon canapé le quinze l'après-midi", X(nothing=True, asks=True, has=("15",))),
    ("oui oui allez-y", X(moved=[("SO-31001", "2026-12-15-PM")])),
])
S("mv-fr-vendredi-dix-huit", "jean", [
    ("Bonjour. Je voudrais. Décaler. Ma livraison. Au vendredi dix-huit. L'après-midi.", X(nothing=True, asks=True, has=("18",))),
    ("Oui. Merci.", X(moved=[("SO-31001", "2026-12-18-PM")])),
])
S("mv-fr-pierre-vingt-huit", "pierre", [
    ("euh la commode S O 31030 vendredi ça va pas du tout vous pouvez la mettre au lundi vingt-huit le matin", X(nothing=True, asks=True, has=("28",))),
    ("ben ouais d'accord", X(moved=[("SO-31030", "2026-12-28-AM")])),
])
S("mv-fr-janvier", "nadia", [
    ("est-ce qu'on peut repousser le buffet au mardi cinq janvier le matin", X(nothing=True, asks=True, has=("janvier", "5"))),
    ("ouais c'est bon", X(moved=[("SO-31020", "2027-01-05-AM")])),
])
S("mv-fr-correct-then-yes-turn", "pierre", [
    ("la commode je voudrais la décaler au mercredi seize", X(nothing=True, asks=True)),
    ("non pardon je me suis trompé c'est le jeudi dix-sept le matin", X(nothing=True, asks=True, has=("17",))),
    ("oui", X(moved=[("SO-31030", "2026-12-17-AM")])),
])  # (b) the 16th without half-day may give a list: either way turn 1 asks
S("mv-fr-semaine-pro-list", "jean", [
    ("euh le lundi vingt et un c'est possible pour le canapé", X(nothing=True, asks=True, has=("21",))),
    ("le deuxième", X(moved=[("SO-31001", "2026-12-21-PM")])),
])
S("mv-fr-pick-euh", "nadia", [
    ("vous pouvez me mettre le buffet le lundi vingt et un", X(nothing=True, asks=True)),
    ("euh le premier", X(moved=[("SO-31020", "2026-12-21-AM")])),
])  # (b) a filler before a pick is still a pick
S("mv-fr-pick-self-correct", "pierre", [
    ("la commode le lundi vingt et un ça serait possible", X(nothing=True, asks=True)),
    ("le premier non pardon le deuxième", X(nothing=True, asks=True, has=("21",))),
    ("oui", X(moved=[("SO-31030", "2026-12-21-PM")])),
])
S("mv-fr-la-derniere", "jean", [
    ("pour le canapé le lundi vingt et un ça irait", X(nothing=True, asks=True)),
    ("bah la dernière", X(moved=[("SO-31001", "2026-12-21-PM")])),
])  # (b) filler + ordinal
S("mv-fr-mail-spoken-signed", "nadia", [
    ("c'est nadia point belkacem arobase example point fr je veux mon buffet le mercredi vingt-trois au matin", X(nothing=True, asks=True, has=("23",))),
    ("d'accord", X(moved=[("SO-31020", "2026-12-23-AM")])),
])

S("mv-en-tue-no-wed", "david", [
    ("hi can you move my sofa to Tuesday no wait Wednesday the twenty third in the morning", X(nothing=True, asks=True, has=("23",))),
    ("yeah yeah go ahead", X(moved=[("SO-31060", "2026-12-23-AM")])),
])
S("mv-en-pm-no-am", "mike", [
    ("um can we do Thursday the seventeenth in the afternoon actually no the morning", X(nothing=True, asks=True, has=("17",), nothas=("afternoon",))),
    ("yes", X(moved=[("SO-31040", "2026-12-17-AM")])),
])
S("mv-en-fifteenth", "mike", [
    ("yeah so I need the sofa on the fifteenth of December in the afternoon instead", X(nothing=True, asks=True, has=("15",))),
    ("uh yeah sure", X(moved=[("SO-31040", "2026-12-15-PM")])),
])
S("mv-en-no-punct-long", "david", [
    ("hi there I got an email saying the sofa comes on Friday but I'm at work all day Friday could it come Monday the twenty eighth morning instead", X(nothing=True, asks=True, has=("28",))),
    ("yep that's fine", X(moved=[("SO-31060", "2026-12-28-AM")])),
])
S("mv-en-january", "mike", [
    ("like could you push the sofa to um Tuesday January fifth in the afternoon", X(nothing=True, asks=True, has=("January", "5"))),
    ("sure go ahead", X(moved=[("SO-31040", "2027-01-05-PM")])),
])
S("mv-en-periods", "david", [
    ("Move. My delivery. To Thursday. The seventeenth. Afternoon.", X(nothing=True, asks=True, has=("17",))),
    ("Yes. Please.", X(moved=[("SO-31060", "2026-12-17-PM")])),
])
S("mv-en-correct-turn", "mike", [
    ("can I get the sofa moved to Friday the eighteenth morning", X(nothing=True, asks=True, has=("18",))),
    ("oh no sorry I meant Friday the eighteenth in the afternoon", X(nothing=True, asks=True, has=("18",))),
    ("yes", X(moved=[("SO-31040", "2026-12-18-PM")])),
])  # (b) a correction of the half-day to a move proposal proposes that half, never writes
S("mv-en-list-second", "david", [
    ("could the sofa come on Monday the twenty first", X(nothing=True, asks=True, has=("21",))),
    ("the second one", X(moved=[("SO-31060", "2026-12-21-PM")])),
])
S("mv-en-list-um-first", "mike", [
    ("can you do Monday the twenty first for the sofa", X(nothing=True, asks=True)),
    ("um the first one please", X(moved=[("SO-31040", "2026-12-21-AM")])),
])  # (b) filler before a pick
S("mv-en-list-correct", "david", [
    ("Monday the twenty first would work better for the sofa", X(nothing=True, asks=True)),
    ("the first one no wait the second one", X(nothing=True, asks=True, has=("21",))),
    ("yes", X(moved=[("SO-31060", "2026-12-21-PM")])),
])
S("mv-en-list-last", "mike", [
    ("you know what can we just do Monday the twenty first", X(nothing=True, asks=True)),
    ("the last one", X(moved=[("SO-31040", "2026-12-21-PM")])),
])
S("mv-en-signed-email-said", "david", [
    ("it's david dot brown at example dot co dot uk I'd like the sofa on Wednesday the sixteenth afternoon", X(nothing=True, asks=True, has=("16",))),
    ("okay yes", X(moved=[("SO-31060", "2026-12-16-PM")])),
])

# =========================================================================== D. a no, a hesitation or a wait: never a write
# (b) several openers here and in H are dictated without a verb ("le canapé au mardi quinze après-midi",
# "sofa on Wednesday the sixteenth morning"): a piece and a day said to the care desk is a move wish.
S("no-fr-non-non-attendez", "jean", [
    ("je voudrais mettre le canapé au mercredi seize le matin", PROPOSE),
    ("non non attendez", HOLD),
])  # (b) asks: a no, "what would you prefer?"
S("no-fr-euh-non", "nadia", [
    ("le buffet au jeudi dix-sept l'après-midi s'il vous plaît", PROPOSE),
    ("euh non finalement", HOLD),
])
S("no-fr-oui-enfin-non", "pierre", [
    ("la commode au lundi vingt-huit le matin", PROPOSE),
    ("oui enfin non", HOLD),
])
S("no-fr-je-sais-pas", "jean", [
    ("décalez le canapé au vendredi dix-huit après-midi", PROPOSE),
    ("euh je sais pas trop", NOWRITE),
])
S("no-fr-ma-femme", "nadia", [
    ("le buffet le mercredi vingt-trois au matin c'est possible", PROPOSE),
    ("attendez je demande à ma femme", HOLD),
])
S("no-fr-ouais-non", "pierre", [
    ("mettez la commode au mardi quinze le matin", PROPOSE),
    ("ouais non en fait", NOWRITE),
])  # (b) "ouais non" is a no, never a yes
S("no-fr-peut-etre", "jean", [
    ("le canapé au mardi quinze après-midi", PROPOSE),
    ("bah peut-être", HOLD),
])
S("no-fr-oui-si", "nadia", [
    ("le buffet au vendredi dix-huit le matin", PROPOSE),
    ("oui si mon mari est là", HOLD),
])
S("no-fr-no-then-other", "jean", [
    ("le canapé mercredi seize au matin", PROPOSE),
    ("euh non", HOLD),
    ("plutôt le mercredi vingt-trois l'après-midi", X(nothing=True, asks=True, has=("23",))),
    ("oui voilà", X(moved=[("SO-31001", "2026-12-23-PM")])),
])
S("no-fr-non-si-si", "pierre", [
    ("je voudrais la commode le jeudi dix-sept au matin", PROPOSE),
    ("non euh si si", HOLD),
])
S("no-fr-list-euh", "jean", [
    ("le lundi vingt et un pour le canapé", X(nothing=True, asks=True)),
    ("euh attendez je regarde mon agenda", HOLD),
])  # (b) a wait to a list keeps the list as the question
S("no-fr-list-le-deux-peut-etre", "nadia", [
    ("le buffet le lundi vingt et un", X(nothing=True, asks=True)),
    ("le deuxième peut-être", NOWRITE),
])

S("no-en-no-no-hang-on", "mike", [
    ("can you move the sofa to Friday the eighteenth morning", PROPOSE),
    ("no no hang on", HOLD),
])
S("no-en-yeah-no", "david", [
    ("can the sofa come Wednesday the twenty third in the afternoon", PROPOSE),
    ("yeah no", NOWRITE),
])  # (b) "yeah no" is a no
S("no-en-i-guess", "mike", [
    ("put the sofa on Thursday the seventeenth afternoon", PROPOSE),
    ("yeah go ahead I guess", NOWRITE),
])  # (b) a yes with a hedge after it writes nothing (README: a yes left open)
S("no-en-um-dunno", "david", [
    ("I want the sofa on Monday the twenty eighth morning", PROPOSE),
    ("um I don't know", NOWRITE),
])
S("no-en-yes-wait-no", "mike", [
    ("sofa to Tuesday the fifteenth morning please", PROPOSE),
    ("yes wait no", HOLD),
])
S("no-en-wife", "david", [
    ("sofa on Wednesday the sixteenth morning", PROPOSE),
    ("hmm let me check with my wife", HOLD),
])
S("no-en-maybe", "mike", [
    ("could the sofa come Wednesday the twenty third morning", PROPOSE),
    ("maybe", HOLD),
])
S("no-en-uh-no-thanks", "david", [
    ("the sofa on Thursday the seventeenth in the morning", PROPOSE),
    ("uh no thanks", HOLD),
])
S("no-en-no-then-other", "mike", [
    ("move the sofa to Friday the eighteenth in the afternoon", PROPOSE),
    ("um no", HOLD),
    ("what about Monday the twenty eighth in the morning", X(nothing=True, asks=True, has=("28",))),
    ("yeah", X(moved=[("SO-31040", "2026-12-28-AM")])),
])
S("no-en-if", "david", [
    ("sofa to Tuesday the fifteenth afternoon", PROPOSE),
    ("yes if that's okay with the building", HOLD),
])
S("no-en-list-hold", "mike", [
    ("can I have Monday the twenty first for the sofa", X(nothing=True, asks=True)),
    ("hang on let me check my calendar", HOLD),
])
S("no-en-list-two-or-three", "david", [
    ("what do you have on Monday the twenty first for the sofa", X(nothing=True, asks=True)),
    ("the first or the second I don't mind", NOWRITE),
])  # (b) two ranks: no pick

# =========================================================================== E. 48-hour rule (Sophie: Tue 8 PM, Sarah: Wed 9 AM)
S("late-fr-demain-oui", "sophie", [
    ("euh bonjour le lit c'est demain mais je serai pas là vous pouvez le mettre la semaine prochaine", X(nothing=True, asks=True)),
    ("ouais vas-y", X(case=[("SO-31010", "late_reschedule")])),
])
S("late-fr-non", "sophie", [
    ("bah je voudrais décaler ma livraison de demain au jeudi dix-sept", X(nothing=True, asks=True)),
    ("non non c'est bon laissez", NOWRITE),
])
S("late-fr-hesite", "sophie", [
    ("la livraison de demain genre est-ce qu'on peut la repousser", X(nothing=True, asks=True)),
    ("euh je sais pas", NOWRITE),
])
S("late-fr-number-spoken", "sophie", [
    ("S O trois un zéro un zéro je voudrais changer la date pour le lundi vingt et un", X(nothing=True, asks=True)),
    ("d'accord oui", X(case=[("SO-31010", "late_reschedule")])),
])
S("late-fr-corrige-ordre", "sophie", [
    ("je voudrais décaler le fauteuil non pardon le lit au mercredi seize", X(nothing=True, asks=True, nothas=("SO-31011",))),
])  # (b) the corrected piece is the bed (within 48 h): never the delivered armchair
S("late-fr-ninth-morning", "sarah", [
    ("bonjour la table c'est mercredi matin je voudrais la mettre mercredi après-midi plutôt", X(nothing=True, asks=True)),
    ("bah non alors", NOWRITE),
])

S("late-en-tomorrow-yes", "sarah", [
    ("hi um the table is coming Wednesday morning but I have to work can we do next week", X(nothing=True, asks=True)),
    ("yeah okay", X(case=[("SO-31050", "late_reschedule")])),
])
S("late-en-no", "sarah", [
    ("could you like move Wednesday's delivery to Thursday the seventeenth", X(nothing=True, asks=True)),
    ("no forget it", NOWRITE),
])
S("late-en-hesitant", "sarah", [
    ("so I need to move my delivery from Wednesday to you know later", X(nothing=True, asks=True)),
    ("hmm I'm not sure", NOWRITE),
])
S("late-en-sophie-en", "sophie", [
    ("hello the bed is tomorrow afternoon can you move it to Friday the eighteenth", X(nothing=True, asks=True)),
    ("yes please", X(case=[("SO-31010", "late_reschedule")])),
])
S("late-en-correct-order", "sarah", [
    ("move the bed no sorry the dining table to Friday the eighteenth", X(nothing=True, asks=True)),
    ("um no", NOWRITE),
])  # (b) the corrected piece (the table, within 48 h) is the one meant
S("late-en-spoken-number", "sarah", [
    ("order S O three one zero five zero can I change the date to Monday the fourteenth", X(nothing=True, asks=True)),
    ("sure", X(case=[("SO-31050", "late_reschedule")])),
])

# =========================================================================== F. full days, closed days, past days: never a write on a refused day
S("full-fr-quatorze", "jean", [("euh le canapé vous pouvez le mettre le lundi quatorze", X(nothing=True, asks=True, has=("14",)))])
S("full-fr-vingt-deux-then-no", "nadia", [
    ("le buffet le mardi vingt-deux au matin s'il vous plaît", X(nothing=True, asks=True, has=("22",))),
    ("euh non attendez", NOWRITE),
])
S("full-fr-noel", "jean", [("est-ce que vous livrez le vingt-cinq décembre pour le canapé", X(nothing=True))])
S("full-fr-self-correct-to-full", "pierre", [("la commode le lundi vingt et un non pardon le lundi quatorze", X(nothing=True, asks=True, has=("14",)))])  # (b) the corrected day (full) is said full
S("full-fr-past", "nadia", [("le buffet le jeudi trois décembre c'est possible", X(nothing=True))])
S("full-fr-samedi", "jean", [("euh samedi dix-neuf le canapé ça vous irait", X(nothing=True))])

S("full-en-fourteenth", "mike", [("um can the sofa come on Monday the fourteenth", X(nothing=True, asks=True, has=("14",)))])
S("full-en-twenty-second", "david", [("the sofa Tuesday the twenty second morning is that possible", X(nothing=True, asks=True, has=("22",)))])
S("full-en-christmas", "mike", [("can you like deliver the sofa on Christmas day the twenty fifth", X(nothing=True))])
S("full-en-correct-to-full", "david", [("the sofa on Monday the twenty first no wait the twenty second in the afternoon", X(nothing=True, asks=True, has=("22",)))])  # (b)
S("full-en-weekend", "mike", [("Saturday the nineteenth for the sofa you know like in the morning", X(nothing=True))])
S("full-en-tomorrow-move", "david", [("can you deliver the sofa tomorrow instead", X(nothing=True))])

# =========================================================================== G. damage reports
S("dmg-fr-rayee-oui", "jean", [
    ("euh bonjour la table qu'on a reçue elle est rayée sur le dessus genre une grosse rayure", X(nothing=True, asks=True)),
    ("ouais ouais", X(case=[("SO-31002", "damage")])),
])
S("dmg-fr-lit-vraie", "sophie", [
    ("le fauteuil a été lit vraie la semaine dernière et l'accoudoir est cassé", X(nothing=True, asks=True)),
    ("oui s'il vous plaît", X(case=[("SO-31011", "damage")])),
])  # (b) "lit vraie" = livrée: the armchair, never the bed
S("dmg-fr-non", "pierre", [
    ("bah y a une chaise qui est arrivée avec un pied tordu", X(nothing=True, asks=True)),
    ("euh non laissez tomber", NOWRITE),
])
S("dmg-fr-hesite", "jean", [
    ("la table S O 31002 y a une fissure euh sur le plateau", X(nothing=True, asks=True)),
    ("bah je sais pas attendez", NOWRITE),
])
S("dmg-fr-correct-piece", "sophie", [
    ("le lit non pardon le fauteuil il est abîmé le tissu est déchiré", X(nothing=True, asks=True)),
    ("oui", X(case=[("SO-31011", "damage")])),
])  # (b) the corrected piece
S("dmg-fr-not-delivered", "jean", [("le canapé S O 31001 il est abîmé", X(nothing=True))])  # not delivered: no case proposed (b: nothing written is the contract)
S("dmg-fr-emily-commode", "emily", [
    ("la commode euh elle a un tiroir qui ferme plus depuis la livraison", X(nothing=True, asks=True)),
    ("ben oui évidemment", X(case=[("SO-31070", "damage")])),
])  # (b) "évidemment" beside a yes
S("dmg-fr-no-punct-long", "pierre", [
    ("alors voilà on a reçu les chaises mardi et en les déballant on a vu que deux chaises avaient le dossier fendu c'est pas normal", X(nothing=True, asks=True)),
    ("oui merci", X(case=[("SO-31031", "damage")])),
])

S("dmg-en-crack-yes", "mike", [
    ("um yeah the coffee table came and there's like a crack all along the top", X(nothing=True, asks=True)),
    ("yeah yeah go ahead", X(case=[("SO-31041", "damage")])),
])
S("dmg-en-daily-very", "sarah", [
    ("the bed frame was broken on daily very one of the slats is snapped", X(nothing=True, asks=True)),
    ("yes", X(case=[("SO-31051", "damage")])),
])  # (b)
S("dmg-en-no", "emily", [
    ("the chest of drawers you delivered has a scratch on the side", X(nothing=True, asks=True)),
    ("uh no it's fine never mind", NOWRITE),
])
S("dmg-en-hesitant", "mike", [
    ("the coffee table S O 31041 has a chip on the corner", X(nothing=True, asks=True)),
    ("I mean I guess maybe", NOWRITE),
])
S("dmg-en-correct-piece", "sarah", [
    ("the table no sorry the bed it arrived damaged the headboard is split", X(nothing=True, asks=True)),
    ("ok", X(case=[("SO-31051", "damage")])),
])  # (b)
S("dmg-en-not-delivered", "david", [("my sofa S O 31060 is damaged", X(nothing=True))])
S("dmg-en-periods", "emily", [
    ("Hi. The commode. Arrived. With a broken. Drawer.", X(nothing=True, asks=True)),
    ("Yes. Please.", X(case=[("SO-31070", "damage")])),
])
S("dmg-en-wait-then-yes", "mike", [
    ("so the coffee table has a big dent in it", X(nothing=True, asks=True)),
    ("hang on", HOLD),
    ("okay yes", X(case=[("SO-31041", "damage")])),
])

# =========================================================================== H. other people's orders said aloud, and more voice
S("other-fr-spoken", "jean", [("euh je voudrais le statut de la S O 31040 s'il vous plaît", X(nothing=True, nothas=("upholstery", "16 décembre", "Canapé Oslo 2")))], allow=("SO-31040",))
S("other-fr-move", "nadia", [
    ("déplacez la S O 31030 au lundi vingt-huit", X(nothing=True, nothas=("28 décembre",))),
    ("oui", X(nothing=True)),
], allow=("SO-31030",))
S("other-en-spoken", "mike", [("um yeah where's order S O three one zero six zero", X(nothing=True, nothas=("frame", "18 December", "Friday 18")))], allow=("SO-31060",))
S("other-en-move", "david", [
    ("move S O 31040 to Wednesday the twenty third", X(nothing=True, nothas=("23 December",))),
    ("yes", X(nothing=True)),
], allow=("SO-31040",))

S("mix-fr-status-then-move", "jean", [
    ("euh où en est le canapé", ST("SO-31001", "17")),
    ("ah d'accord bah vous pouvez le passer au vendredi dix-huit après-midi", X(nothing=True, asks=True, has=("18",))),
    ("ouais vas-y", X(moved=[("SO-31001", "2026-12-18-PM")])),
])
S("mix-fr-genre-move", "nadia", [
    ("genre le buffet je peux l'avoir le mercredi seize au matin genre", X(nothing=True, asks=True, has=("16",))),
    ("ok", X(moved=[("SO-31020", "2026-12-16-AM")])),
])
S("mix-fr-oui-plus-question", "jean", [
    ("le canapé au mardi quinze le matin", PROPOSE),
    ("oui et la table elle a été livrée quand", X(nothing=True, asks=True)),
    ("oui", X(moved=[("SO-31001", "2026-12-15-AM")])),
])
S("mix-fr-status-spoken-then-damage", "pierre", [
    ("S O 31031 les chaises c'est bon elles sont arrivées", ST("SO-31031")),
    ("euh ouais mais y en a une qui est bancale elle a un pied plus court", X(nothing=True, asks=True)),
    ("ouais", X(case=[("SO-31031", "damage")])),
])
S("mix-fr-hesitant-then-clear", "nadia", [
    ("le buffet au vendredi dix-huit l'après-midi", PROPOSE),
    ("euh attendez", HOLD),
    ("bon ok oui", X(moved=[("SO-31020", "2026-12-18-PM")])),
])
S("mix-fr-un-jour-plus-tard", "pierre", [
    ("la commode au lundi vingt-huit le matin", PROPOSE),
    ("euh non un jour plus tard", X(nothing=True, asks=True, has=("29",))),
    ("oui", X(moved=[("SO-31030", "2026-12-29-AM")])),
])
S("mix-fr-after-move-oops", "jean", [
    ("le canapé au mercredi vingt-trois le matin", PROPOSE),
    ("oui", X(moved=[("SO-31001", "2026-12-23-AM")])),
    ("oh non attendez en fait non", X(nothing=True)),
])
S("mix-fr-number-place", "jean", [("bonjour c'est monsieur martin euh j'habite au troisième la livraison du canapé c'est toujours jeudi", ST("SO-31001", "17"))])
S("mix-fr-merci-list", "jean", [
    ("le canapé le lundi vingt et un", X(nothing=True, asks=True)),
    ("euh non merci je vais réfléchir", X(nothing=True)),
])
S("mix-fr-confirm-mail-already-signed", "pierre", [
    ("la commode S O 31030 pierre point lambert arobase example point fr au mercredi seize après-midi", X(nothing=True, asks=True, has=("16",))),
    ("ouep", X(moved=[("SO-31030", "2026-12-16-PM")])),
])

S("mix-en-status-then-move", "mike", [
    ("hey um where's my sofa at", ST("SO-31040", "16")),
    ("okay can you push it to Friday the eighteenth afternoon then", X(nothing=True, asks=True, has=("18",))),
    ("yeah", X(moved=[("SO-31040", "2026-12-18-PM")])),
])
S("mix-en-yes-plus-question", "david", [
    ("the sofa on Tuesday the fifteenth in the morning", PROPOSE),
    ("yes and uh what stage is it at", X(nothing=True, asks=True)),
    ("yes", X(moved=[("SO-31060", "2026-12-15-AM")])),
])
S("mix-en-hold-then-yes", "mike", [
    ("move the sofa to Wednesday the twenty third morning", PROPOSE),
    ("give me a sec", HOLD),
    ("okay yeah go", X(moved=[("SO-31040", "2026-12-23-AM")])),
])
S("mix-en-week-later", "david", [
    ("can you push the sofa back a week", X(nothing=True, asks=True)),
    ("yeah sure", NOWRITE),
])  # a week after Fri 18 PM is the closed 25th: a list, and a yes to a list picks nothing (README)
S("mix-en-floor-said", "mike", [("yeah I'm on the third floor you know is the sofa still coming on the sixteenth", ST("SO-31040", "16"))])
S("mix-en-after-move-back", "david", [
    ("the sofa to Thursday the seventeenth morning", PROPOSE),
    ("yep", X(moved=[("SO-31060", "2026-12-17-AM")])),
    ("oops no put it back as it was", X(nothing=True, asks=True)),
    ("yes", X(moved=[("SO-31060", "2026-12-18-PM")])),
])
S("mix-en-thanks-list", "mike", [
    ("Monday the twenty first for the sofa", X(nothing=True, asks=True)),
    ("uh thanks I'll think about it", X(nothing=True)),
])
S("mix-en-earliest", "david", [
    ("um what's like the earliest you can bring the sofa", X(nothing=True, asks=True)),
    ("no", HOLD),
])
S("mix-en-ok-filler", "mike", [
    ("so like Wednesday the sixteenth afternoon for the sofa", PROPOSE),
    ("okay cool yeah", X(moved=[("SO-31040", "2026-12-16-PM")])),
])  # (b) fillers around a plain yes
S("mix-en-same-day-other-half", "david", [
    ("could the sofa come the same day but in the morning", X(nothing=True, asks=True, has=("18",))),
    ("yes", X(moved=[("SO-31060", "2026-12-18-AM")])),
])

# --------------------------------------------------------------------------- write
if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "care_voice.yaml")
    with open(path, "w", encoding="utf-8") as f:
        yaml.safe_dump({"scenarios": SCEN}, f, allow_unicode=True, sort_keys=False, width=200)
    n_turns = sum(len(sc["turns"]) for sc in SCEN)
    fr = sum(1 for sc in SCEN if "-fr-" in sc["name"])
    print(f"{len(SCEN)} scenarios, {n_turns} turns, fr={fr} -> {path}")
