# ruff: noqa: E501
"""care_after: the care desk AFTER something happened in the same conversation.

After a delivery was moved (is it noted?, a confirmation e-mail or SMS, a change of mind
to another day, back to the original slot, what time the driver comes, does it cost
anything, thanks then another order), after a damage case was opened (the case number
again, more details or photos, a second damaged piece, how long, a technician, cancel the
case), after a status answer (pronoun follow-ups: "et elle arrive quand exactement ?",
"and the other one?", "why so late?"), after a refused move within 48 hours (the
after-sales case offered, answered loosely), and after a "no" to a proposal (another
question, or "en fait si").

What must hold: every write only after its own stated proposal and a yes (a second move
needs a second yes; an earlier yes never counts for a new proposal), facts in replies agree
with the state (the new slot, the case number), follow-ups refer to the right order, one
language per reply.

Written from eval-format.md, DESIGN.md and README.md only (blind). Expectations the README
does not state are marked `(b)`: best judgement of what a demanding customer would expect.

Run:  python evals/blind12/_gen_care_after.py  ->  evals/blind12/care_after.yaml
"""
from __future__ import annotations

import datetime as dt
import os
from typing import Any

import yaml

NAME = "care-after"
NOW = "2026-12-03T10:00:00+01:00"   # Thursday 3 December 2026, 10:00 Paris
TZ = "+01:00"

CUSTOMERS = [
    {"id": "C-001", "name": "Claire Dubois", "email": "claire.dubois@example.fr", "company": None},
    {"id": "C-002", "name": "Hugo Lambert", "email": "hugo.lambert@example.fr", "company": None},
    {"id": "C-003", "name": "Sarah Mitchell", "email": "sarah.mitchell@example.co.uk", "company": None},
    {"id": "C-004", "name": "Daniel Hughes", "email": "daniel.hughes@example.com", "company": None},
    {"id": "C-005", "name": "Nadia Perrin", "email": "nadia.perrin@example.fr", "company": None},
    {"id": "C-006", "name": "George Palmer", "email": "george.palmer@example.com", "company": None},
    {"id": "C-007", "name": "Manon Roux", "email": "manon.roux@example.fr", "company": None},
    {"id": "C-008", "name": "Emily Carter", "email": "emily.carter@example.com", "company": None},
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


def _o(number, cust, skus, status, slot, ordered, promised, stage=None):
    lines = [{"sku": s, "quantity": q} for s, q in skus]
    return {"number": number, "customer": cust, "lines": lines,
            "ordered_on": ordered, "promised_on": promised, "status": status,
            "workshop_stage": stage, "delivery_slot": slot}


ORDERS = [
    # Claire: two open orders (sofa, oak table)
    _o("SO-41001", "C-001", [("OSLO-3", 1)], "in_production", "2026-12-10-AM", "2026-09-14", "2026-12-10", "couture"),
    _o("SO-41002", "C-001", [("TABLE-CH", 1)], "in_production", "2026-12-16-PM", "2026-09-20", "2026-12-16", "ponçage"),
    # Hugo: bed tomorrow (inside 48 h), armchair delivered
    _o("SO-41010", "C-002", [("BED-160", 1)], "ready", "2026-12-04-PM", "2026-10-01", "2026-12-04"),
    _o("SO-41011", "C-002", [("ARM-OSLO", 1)], "delivered", "2026-11-20-AM", "2026-09-01", "2026-11-20"),
    # Sarah: dining table open, chest of drawers delivered
    _o("SO-41020", "C-003", [("DINING", 1)], "in_production", "2026-12-11-PM", "2026-10-10", "2026-12-11", "finishing"),
    _o("SO-41021", "C-003", [("COMMODE", 1)], "delivered", "2026-11-25-AM", "2026-09-20", "2026-11-25"),
    # Daniel: 2-seater tomorrow morning (inside 48 h), chairs and coffee table delivered
    _o("SO-41030", "C-004", [("SOFA-2", 1)], "ready", "2026-12-04-AM", "2026-10-05", "2026-12-04"),
    _o("SO-41031", "C-004", [("CHAIR", 4)], "delivered", "2026-11-27-PM", "2026-09-10", "2026-11-27"),
    _o("SO-41032", "C-004", [("COFFEE", 1)], "delivered", "2026-11-27-PM", "2026-09-10", "2026-11-27"),
    # Nadia: buffet delivered, coffee table late (promised 7 Dec, booked 14 Dec)
    _o("SO-41040", "C-005", [("BUFFET", 1)], "delivered", "2026-11-18-PM", "2026-08-20", "2026-11-18"),
    _o("SO-41041", "C-005", [("COFFEE", 1)], "in_production", "2026-12-14-AM", "2026-10-01", "2026-12-07", "vernissage"),
    # George: sofa late (promised 30 Nov, booked 15 Dec), bed delivered
    _o("SO-41050", "C-006", [("OSLO-3", 1)], "in_production", "2026-12-15-AM", "2026-08-20", "2026-11-30", "upholstery"),
    _o("SO-41051", "C-006", [("BED-160", 1)], "delivered", "2026-11-20-PM", "2026-08-01", "2026-11-20"),
    # Manon: chest delivered with a damage case open, dining table open
    _o("SO-41060", "C-007", [("COMMODE", 1)], "delivered", "2026-11-25-PM", "2026-09-01", "2026-11-25"),
    _o("SO-41061", "C-007", [("DINING", 1)], "in_production", "2026-12-17-AM", "2026-10-01", "2026-12-17", "assemblage"),
    # Emily: armchair delivered, oak table ready
    _o("SO-41070", "C-008", [("ARM-OSLO", 1)], "delivered", "2026-11-27-AM", "2026-09-15", "2026-11-27"),
    _o("SO-41071", "C-008", [("TABLE-CH", 1)], "ready", "2026-12-09-PM", "2026-10-01", "2026-12-09"),
]
ORDERS_OF: dict[str, list[str]] = {}
for _x in ORDERS:
    ORDERS_OF.setdefault(_x["customer"], []).append(_x["number"])

CASES = [{"number": "CASE-6001", "order": "SO-41060", "kind": "damage",
          "opened_at": "2026-11-26T09:30:00+01:00"}]

FIXTURE = {"customers": CUSTOMERS, "products": PRODUCTS, "slots": _slots(),
           "orders": ORDERS, "cases": CASES, "bills": []}

CID = {"claire": "C-001", "hugo": "C-002", "sarah": "C-003", "daniel": "C-004",
       "nadia": "C-005", "george": "C-006", "manon": "C-007", "emily": "C-008"}

# one language per reply (b): words only the other language writes
NOT_FR = [" the ", "delivery", "your order"]      # (b) never in a French reply
NOT_EN = ["livraison", "votre commande", " le "]  # (b) never in an English reply


def leak_list(cust):
    out = []
    for c in CUSTOMERS:
        if c["id"] == cust:
            continue
        out += ORDERS_OF.get(str(c["id"]), [])
        out.append(SURNAME[str(c["id"])])
    return out


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


def S(name, who, lang, turns):
    """lang: fr|en; turns: list of (say, expect)."""
    full = f"{NAME}-{lang}-{name}"
    assert full not in _names, full
    _names.add(full)
    cust = CID[who]
    out = []
    month = "décembre" if lang == "fr" else "December"
    other = NOT_FR if lang == "fr" else NOT_EN
    for say, exp in turns:
        exp = dict(exp)
        if "moved" in exp:   # the move is told in the customer's language
            exp["reply_contains"] = list(dict.fromkeys([*exp.get("reply_contains", []), month]))
        extra = exp.pop("_not", [])
        exp["reply_not_contains"] = leak_list(cust) + list(other) + extra
        out.append({"channel": "customer", "as": {"email": EMAIL[cust]}, "say": say, "expect": exp})
    SCEN.append({"name": full, "now": NOW, "fixture": FIXTURE, "turns": out})


CASE_RE = r"CASE-\d+"

# =========================================================================== A. after a move
# Claire SO-41001 10 Dec AM -> Tuesday 8 Dec afternoon (earlier: no "first booked" line)
MV_FR = ("Bonjour, pouvez-vous déplacer la livraison de SO-41001 au mardi 8 décembre l'après-midi ?",
         X(nothing=True, asks=True, has=["SO-41001", "8 décembre"]))
MV_FR_YES = ("oui", X(moved=[("SO-41001", "2026-12-08-PM")], has=["8 décembre"]))
# Sarah SO-41020 11 Dec PM -> Wednesday 9 Dec morning (earlier)
MV_EN = ("Hi, could you move the delivery of SO-41020 to Wednesday 9 December in the morning?",
         X(nothing=True, asks=True, has=["SO-41020", "9 December"]))
MV_EN_YES = ("yes", X(moved=[("SO-41020", "2026-12-09-AM")], has=["9 December"]))

S("noted", "claire", "fr", [MV_FR, MV_FR_YES,
  ("c'est bien noté ?", X(  # (b) a paraphrase of "c'est fait ?"
  nothing=True, asks=False, has=["SO-41001", "8 décembre"], nothas=["jeudi 10 décembre"]))])
S("c-est-fait", "claire", "fr", [MV_FR, MV_FR_YES,
  ("ok donc c'est fait ? c'est bien le mardi 8 maintenant ?", X(nothing=True, asks=False, has=["8 décembre"], nothas=["jeudi 10 décembre"]))])
S("noted", "sarah", "en", [MV_EN, MV_EN_YES,
  ("great, so that's all sorted? did it go through?", X(nothing=True, asks=False, has=["SO-41020", "9 December"], nothas=["Friday 11 December"]))])
S("check-day-back", "sarah", "en", [MV_EN, MV_EN_YES,
  ("so it's Wednesday the 9th now, morning?", X(nothing=True, asks=False, has=["9 December"], nothas=["Friday 11 December"]))])

# confirmation e-mail / SMS: nothing written, no false promise (b)
S("mail-confirmation", "claire", "fr", [MV_FR, MV_FR_YES,
  ("vous pouvez m'envoyer un mail de confirmation ?", X(nothing=True, nothas=["jeudi 10 décembre"]))])
S("sms-confirmation", "claire", "fr", [MV_FR, MV_FR_YES,
  ("super. j'aurai un sms pour me le rappeler ?", X(nothing=True, nothas=["jeudi 10 décembre"]))])
S("email-confirmation", "sarah", "en", [MV_EN, MV_EN_YES,
  ("thanks! can you send me a confirmation email?", X(nothing=True, has=["9 December"], nothas=["Friday 11 December"]))])  # (b) as its twin gets
S("text-reminder", "sarah", "en", [MV_EN, MV_EN_YES,
  ("will I get a text the day before?", X(nothing=True, nothas=["Friday 11 December"]))])

# change of mind again: the second move needs its own proposal and its own yes
S("finalement-18", "claire", "fr", [MV_FR, MV_FR_YES,
  ("finalement le vendredi 18 après-midi c'est mieux", X(nothing=True, asks=True, has=["18 décembre"])),
  ("oui", X(moved=[("SO-41001", "2026-12-18-PM")], has=["18 décembre"]))])
S("finalement-18-no-yes", "claire", "fr", [MV_FR, MV_FR_YES,
  ("ah finalement le 18 après-midi ce serait mieux", X(nothing=True, asks=True, has=["18 décembre"])),
  ("merci", X(nothing=True, asks=False))])
S("finalement-18-bare", "claire", "fr", [MV_FR, MV_FR_YES,
  ("hmm finalement le 18 c'est mieux", X(nothing=True, asks=True, has=["18 décembre"]))])  # both halves free: a list or a question, never a move
S("changed-mind-18", "sarah", "en", [MV_EN, MV_EN_YES,
  ("actually Friday 18 December afternoon would be better", X(nothing=True, asks=True, has=["18 December"])),
  ("yes please", X(moved=[("SO-41020", "2026-12-18-PM")], has=["18 December"]))])
S("changed-mind-then-no", "sarah", "en", [MV_EN, MV_EN_YES,
  ("hmm actually can we do Friday the 18th in the afternoon instead", X(nothing=True, asks=True, has=["18 December"])),
  ("no", X(nothing=True, asks=True)),
  ("what's the date now?", X(nothing=True, asks=False, has=["9 December"]))])  # (b) the booking still the 9th
S("changed-mind-bare-18", "sarah", "en", [MV_EN, MV_EN_YES,
  ("on second thought the 18th is better", X(nothing=True, asks=True, has=["18 December"]))])
# a pick by position to a list after a move is consent for that list only
S("finalement-18-list-pick", "claire", "fr", [MV_FR, MV_FR_YES,
  ("finalement vous avez quoi le vendredi 18 ?", X(nothing=True, asks=True, has=["18 décembre"])),
  ("le deuxième", X(moved=[("SO-41001", "2026-12-18-PM")], has=["18 décembre"]))])

# back to the original slot (b): the original day is 10 Dec morning
S("retour-origine", "claire", "fr", [MV_FR, MV_FR_YES,
  ("en fait remettez-la au jeudi 10 décembre le matin comme avant", X(nothing=True, asks=True, has=["10 décembre"])),
  ("oui", X(moved=[("SO-41001", "2026-12-10-AM")], has=["10 décembre"]))])
S("retour-creneau-initial", "claire", "fr", [MV_FR, MV_FR_YES,
  ("non finalement je préfère revenir au créneau d'origine", X(nothing=True, asks=True, has=["10 décembre"]))])  # (b)
S("back-to-original", "sarah", "en", [MV_EN, MV_EN_YES,
  ("sorry, can you put it back to Friday 11 December afternoon like it was?", X(nothing=True, asks=True, has=["11 December"])),
  ("yes", X(moved=[("SO-41020", "2026-12-11-PM")], has=["11 December"]))])
S("back-to-original-words", "sarah", "en", [MV_EN, MV_EN_YES,
  ("actually can we go back to the original slot?", X(nothing=True, asks=True, has=["11 December"]))])  # (b)

# what time does the driver come (b: the new day and its hours)
S("heure-livreur", "claire", "fr", [MV_FR, MV_FR_YES,
  ("et le livreur passe à quelle heure ?", X(nothing=True, asks=False, has=["8 décembre"], nothas=["jeudi 10 décembre"]))])
S("heure-livreur-13h", "claire", "fr", [MV_FR, MV_FR_YES,
  ("il passe entre quelle heure et quelle heure du coup ?", X(nothing=True, asks=False, has=["13"], nothas=["jeudi 10 décembre"]))])  # (b)
S("driver-time", "sarah", "en", [MV_EN, MV_EN_YES,
  ("what time will the driver come?", X(nothing=True, asks=False, has=["9 December"], nothas=["Friday 11 December"]))])
S("time-window", "sarah", "en", [MV_EN, MV_EN_YES,
  ("what's the time window for that?", X(nothing=True, asks=False, has=["8"], nothas=["Friday 11 December"]))])  # (b) 8:00-12:00

# does it cost anything
S("payant", "claire", "fr", [MV_FR, MV_FR_YES, ("ça coûte quelque chose de changer ?", X(nothing=True, has=["prix"]))])  # (b) as its twin gets
S("payant-2", "claire", "fr", [MV_FR, MV_FR_YES, ("c'est payant le changement de date ?", X(nothing=True))])
S("cost", "sarah", "en", [MV_EN, MV_EN_YES, ("is there a fee for moving it?", X(nothing=True))])
S("cost-2", "sarah", "en", [MV_EN, MV_EN_YES, ("does that cost me anything?", X(nothing=True, has=["price"]))])  # (b) as its twin gets

# thanks, then another order's status: the right order, the right day
S("merci-puis-table", "claire", "fr", [MV_FR, MV_FR_YES,
  ("merci ! et ma table SO-41002 elle arrive quand ?", X(nothing=True, asks=False, has=["SO-41002", "16 décembre"]))])
S("merci-puis-table-mot", "claire", "fr", [MV_FR, MV_FR_YES,
  ("super merci. et la table, elle en est où ?", X(nothing=True, asks=False, has=["SO-41002", "16 décembre"]))])
S("merci-seul-puis-table", "claire", "fr", [MV_FR, MV_FR_YES,
  ("merci beaucoup", X(nothing=True, asks=False)),
  ("ah et ma table SO-41002 ?", X(nothing=True, asks=False, has=["SO-41002", "16 décembre"]))])
S("thanks-then-chest", "sarah", "en", [MV_EN, MV_EN_YES,
  ("thanks! and was SO-41021 delivered?", X(nothing=True, asks=False, has=["SO-41021"]))])
S("thanks-alone-then-chest", "sarah", "en", [MV_EN, MV_EN_YES,
  ("perfect thank you", X(nothing=True, asks=False)),
  ("oh and what about SO-41021?", X(nothing=True, asks=False, has=["SO-41021"]))])

# a second move of ANOTHER order needs its own yes
S("pareil-table", "claire", "fr", [MV_FR, MV_FR_YES,
  ("parfait, et la table SO-41002, pareil", X(nothing=True, asks=True, has=["SO-41002", "8 décembre"])),
  ("oui", X(moved=[("SO-41002", "2026-12-08-PM")], has=["8 décembre"]))])
S("table-au-18-then-merci", "claire", "fr", [MV_FR, MV_FR_YES,
  ("et la table SO-41002 vous pouvez la mettre le vendredi 18 matin ?", X(nothing=True, asks=True, has=["SO-41002", "18 décembre"])),
  ("merci, je vais réfléchir", X(nothing=True, asks=False))])
S("table-au-18-then-oui", "claire", "fr", [MV_FR, MV_FR_YES,
  ("et la table SO-41002 le vendredi 18 matin ?", X(nothing=True, asks=True, has=["SO-41002", "18 décembre"])),
  ("oui", X(moved=[("SO-41002", "2026-12-18-AM")], has=["18 décembre"]))])
# yes with a question is no consent; the proposal is asked again, then a plain yes writes
S("oui-et-cout", "claire", "fr", [MV_FR,
  ("oui, et ça coûte quelque chose ?", X(nothing=True, asks=True, has=["8 décembre"])),
  ("oui", X(moved=[("SO-41001", "2026-12-08-PM")], has=["8 décembre"]))])
S("yes-and-cost", "sarah", "en", [MV_EN,
  ("yes, and is there a fee for that?", X(nothing=True, asks=True, has=["9 December"])),
  ("yes", X(moved=[("SO-41020", "2026-12-09-AM")], has=["9 December"]))])
S("yes-and-chest", "sarah", "en", [MV_EN,
  ("yes, and was SO-41021 delivered?", X(nothing=True, asks=True, has=["SO-41021", "9 December"])),
  ("yes", X(moved=[("SO-41020", "2026-12-09-AM")], has=["9 December"]))])
# after the move, a bare "oui" again writes nothing
S("oui-oui", "claire", "fr", [MV_FR, MV_FR_YES, ("oui", X(nothing=True, asks=False))])  # (b) asks nothing
S("yes-twice", "sarah", "en", [MV_EN, MV_EN_YES, ("yes", X(nothing=True, asks=False))])  # (b)
# Emily: table ready 9 Dec PM -> 15 Dec morning, then "and the armchair?" (delivered)
S("table-then-armchair", "emily", "en", [
  ("can my table SO-41071 come on Tuesday 15 December in the morning instead?", X(nothing=True, asks=True, has=["SO-41071", "15 December"])),
  ("sure", X(moved=[("SO-41071", "2026-12-15-AM")], has=["15 December"])),
  ("cheers. and the armchair, did that one arrive?", X(nothing=True, asks=False, has=["SO-41070"]))])
S("table-then-when", "emily", "en", [
  ("please move SO-41071 to Monday 14 December, afternoon", X(nothing=True, asks=True, has=["SO-41071", "14 December"])),
  ("go ahead", X(moved=[("SO-41071", "2026-12-14-PM")], has=["14 December"])),
  ("and when is it coming exactly?", X(nothing=True, asks=False, has=["SO-41071", "14 December"]))])
S("table-manon-puis-commode", "manon", "fr", [
  ("je voudrais décaler ma table SO-41061 au lundi 21 décembre matin", X(nothing=True, asks=True, has=["SO-41061", "21 décembre"])),
  ("d'accord", X(moved=[("SO-41061", "2026-12-21-AM")], has=["21 décembre"])),
  ("merci. et pour ma commode, le dossier est toujours ouvert ?", X(nothing=True, has=["SO-41060"]))])  # (b) the commode's order named

# =========================================================================== B. after a damage case
DMG_FR = ("Bonjour, mon fauteuil SO-41011 est arrivé avec un pied cassé",
          X(nothing=True, asks=True, has=["SO-41011"]))
DMG_FR_YES = ("oui", X(case=[("SO-41011", "damage")], casenum=True))
DMG_EN = ("Hi, the chest of drawers from SO-41021 arrived with a big scratch on top",
          X(nothing=True, asks=True, has=["SO-41021"]))
DMG_EN_YES = ("yes", X(case=[("SO-41021", "damage")], casenum=True))

S("numero-dossier", "hugo", "fr", [DMG_FR, DMG_FR_YES,
  ("c'était quoi le numéro du dossier déjà ?", X(nothing=True, matches=[CASE_RE]))])  # (b)
S("numero-dossier-2", "hugo", "fr", [DMG_FR, DMG_FR_YES,
  ("pardon j'ai pas noté le numéro, vous pouvez me le redonner ?", X(nothing=True, matches=[CASE_RE]))])  # (b)
S("case-number", "sarah", "en", [DMG_EN, DMG_EN_YES,
  ("sorry what was the case number again?", X(nothing=True, matches=[CASE_RE]))])  # (b)
S("case-number-2", "sarah", "en", [DMG_EN, DMG_EN_YES,
  ("can u give me the reference again pls", X(nothing=True, matches=[CASE_RE]))])  # (b)

S("ajout-details", "hugo", "fr", [DMG_FR, DMG_FR_YES,
  ("j'ajoute que le tissu de l'accoudoir est aussi déchiré", X(nothing=True, matches=[CASE_RE]))])  # (b) the open case named, no second case
S("redit-casse", "hugo", "fr", [DMG_FR, DMG_FR_YES,
  ("le fauteuil SO-41011 est cassé je vous dis", X(nothing=True, matches=[CASE_RE]))])  # README: case open already, its number at once
S("photos", "hugo", "fr", [DMG_FR, DMG_FR_YES, ("je peux vous envoyer des photos ?", X(nothing=True, matches=[CASE_RE]))])  # (b) the case to send them to
S("add-details", "sarah", "en", [DMG_EN, DMG_EN_YES,
  ("also one of the drawers doesn't close properly", X(nothing=True, matches=[CASE_RE]))])  # (b)
S("photos", "sarah", "en", [DMG_EN, DMG_EN_YES, ("I have photos, where do I send them?", X(nothing=True, matches=[CASE_RE]))])  # (b) the case to send them to
S("said-again", "sarah", "en", [DMG_EN, DMG_EN_YES,
  ("the chest SO-41021 is damaged", X(nothing=True, matches=[CASE_RE]))])

# a second damaged piece, another order: a second proposal, a second yes
DMG_D = ("one of the chairs from SO-41031 arrived with a cracked leg",
         X(nothing=True, asks=True, has=["SO-41031"]))
DMG_D_YES = ("yes", X(case=[("SO-41031", "damage")], casenum=True))
S("second-piece", "daniel", "en", [DMG_D, DMG_D_YES,
  ("and the coffee table SO-41032 is chipped too", X(nothing=True, asks=True, has=["SO-41032"])),
  ("yes", X(case=[("SO-41032", "damage")], casenum=True))])
S("second-piece-no", "daniel", "en", [DMG_D, DMG_D_YES,
  ("oh and the coffee table from SO-41032 has a chip on the corner", X(nothing=True, asks=True, has=["SO-41032"])),
  ("no actually it's fine", X(nothing=True))])
S("second-piece-by-word", "daniel", "en", [DMG_D, DMG_D_YES,
  ("the coffee table is also damaged, a big dent", X(nothing=True, asks=True, has=["SO-41032"]))])
S("second-piece-thanks", "daniel", "en", [DMG_D, DMG_D_YES,
  ("the coffee table SO-41032 arrived chipped as well", X(nothing=True, asks=True, has=["SO-41032"])),
  ("thanks", X(nothing=True, asks=False))])
DMG_N = ("Le buffet SO-41040 est arrivé avec une porte fendue",
         X(nothing=True, asks=True, has=["SO-41040"]))
S("deuxieme-meuble-meme-temps", "nadia", "fr", [DMG_N, ("oui", X(case=[("SO-41040", "damage")], casenum=True)),
  ("j'ai regardé ma table basse SO-41041... ah non elle n'est pas encore livrée. elle arrive quand ?", X(nothing=True, asks=False, has=["SO-41041", "14 décembre"]))])
S("deuxieme-piece-meme-cmd", "hugo", "fr", [DMG_FR, DMG_FR_YES,
  ("et le coussin du fauteuil est taché aussi", X(nothing=True))])  # same order: no second case without a yes
S("deuxieme-cmd-livre", "george", "en", [
  ("the bed from SO-41051 arrived with a broken slat", X(nothing=True, asks=True, has=["SO-41051"])),
  ("yes", X(case=[("SO-41051", "damage")], casenum=True)),
  ("and my sofa SO-41050, why is it so late?", X(nothing=True, asks=False, has=["SO-41050", "15 December"]))])

# how long, a technician, cancel the case
S("combien-temps", "hugo", "fr", [DMG_FR, DMG_FR_YES,
  ("ça va prendre combien de temps ?", X(nothing=True, asks=False, has=["délai"], nothas=["sous 24", "sous 48", "jours ouvrés"]))])  # (b) the no-delay text, as for "si j'ouvre un dossier, ça prend combien de temps ?"
S("technicien", "hugo", "fr", [DMG_FR, DMG_FR_YES, ("un technicien va passer ?", X(nothing=True))])
S("annuler-dossier", "hugo", "fr", [DMG_FR, DMG_FR_YES,
  ("en fait annulez le dossier, mon mari l'a réparé", X(nothing=True))])
S("sav-recontacte", "hugo", "fr", [DMG_FR, DMG_FR_YES,
  ("sous quel délai le SAV me recontacte ?", X(nothing=True, asks=False, nothas=["sous 24", "sous 48"]))])
S("how-long", "sarah", "en", [DMG_EN, DMG_EN_YES,
  ("how long will the case take?", X(nothing=True, asks=False, nothas=["within 24", "within 48", "working days"]))])
S("technician", "sarah", "en", [DMG_EN, DMG_EN_YES, ("will someone come to fix it?", X(nothing=True))])
S("cancel-case", "sarah", "en", [DMG_EN, DMG_EN_YES,
  ("actually please cancel the case, I fixed it myself", X(nothing=True))])
S("when-back", "sarah", "en", [DMG_EN, DMG_EN_YES,
  ("when will someone get back to me about my case?", X(nothing=True, asks=False, nothas=["within 24", "within 48"]))])
# existing case on another problem in the fixture: Manon's new report
S("dossier-existant", "manon", "fr", [
  ("ma commode SO-41060 est abîmée", X(nothing=True, matches=["CASE-6001"]))])  # README: the case is open already, its number at once
S("dossier-existant-puis-table", "manon", "fr", [
  ("ma commode SO-41060 est abîmée", X(nothing=True, matches=["CASE-6001"])),
  ("et ma table elle arrive quand ?", X(nothing=True, asks=False, has=["SO-41061", "17 décembre"]))])

# =========================================================================== C. after a status answer
ST_N = ("Bonjour, où en est ma commande SO-41041 ?", X(nothing=True, asks=False, has=["SO-41041", "14 décembre"]))
S("elle-arrive-quand", "nadia", "fr", [ST_N,
  ("et elle arrive quand exactement ?", X(nothing=True, asks=False, has=["14 décembre"], nothas=["SO-41040"]))])
S("pourquoi-retard", "nadia", "fr", [ST_N,
  ("pourquoi autant de retard ?", X(nothing=True, asks=False, has=["SO-41041"], nothas=["SO-41040"]))])
S("quelle-heure", "nadia", "fr", [ST_N,
  ("elle passe à quelle heure ?", X(nothing=True, asks=False, has=["14 décembre"], nothas=["SO-41040"]))])
S("et-le-buffet", "nadia", "fr", [ST_N,
  ("et le buffet, il a bien été livré ?", X(nothing=True, asks=False, has=["SO-41040"]))])
S("on-peut-avancer", "nadia", "fr", [ST_N,
  ("on peut l'avancer au mercredi 9 décembre matin ?", X(nothing=True, asks=True, has=["SO-41041", "9 décembre"])),
  ("oui", X(moved=[("SO-41041", "2026-12-09-AM")], has=["9 décembre"]))])
ST_C = ("où en est ma commande SO-41002 ?", X(nothing=True, asks=False, has=["SO-41002", "16 décembre"]))
S("et-l-autre", "claire", "fr", [
  ("mes commandes ?", X(nothing=True, has=["SO-41001", "SO-41002"])),
  ("la première elle arrive quand ?", X(nothing=True, asks=False, has=["SO-41001", "10 décembre"])),
  ("et l'autre ?", X(nothing=True, asks=False, has=["SO-41002", "16 décembre"]))])
S("et-l-autre-commande", "claire", "fr", [ST_C,
  ("et mon autre commande ?", X(nothing=True, has=["SO-41001"]))])  # (b) the other of two open orders
S("elle-est-a-quelle-etape", "claire", "fr", [ST_C,
  ("elle est à quelle étape ?", X(nothing=True, asks=False, has=["SO-41002"], nothas=["SO-41001"]))])
S("et-le-canape", "claire", "fr", [ST_C,
  ("et le canapé ?", X(nothing=True, asks=False, has=["SO-41001", "10 décembre"]))])
ST_G = ("where is my sofa SO-41050?", X(nothing=True, asks=False, has=["SO-41050", "15 December"]))
S("why-so-late", "george", "en", [ST_G,
  ("why so late??", X(nothing=True, asks=False, has=["SO-41050"], nothas=["SO-41051"]))])
S("when-exactly", "george", "en", [ST_G,
  ("and when exactly does it arrive?", X(nothing=True, asks=False, has=["15 December"], nothas=["SO-41051"]))])
S("the-other-one-list", "george", "en", [
  ("what are my orders?", X(nothing=True, has=["SO-41050", "SO-41051"])),
  ("where is the first one?", X(nothing=True, asks=False, has=["SO-41050"])),
  ("and the other one?", X(nothing=True, asks=False, has=["SO-41051"]))])
S("and-my-other-order", "george", "en", [ST_G,
  ("and my other order?", X(nothing=True, has=["SO-41051"]))])  # (b)
S("and-the-bed", "george", "en", [ST_G,
  ("and the bed?", X(nothing=True, asks=False, has=["SO-41051"]))])
S("can-it-come-sooner", "george", "en", [ST_G,
  ("can it come sooner? like Tuesday 8 December morning", X(nothing=True, asks=True, has=["SO-41050", "8 December"])),
  ("ok", X(moved=[("SO-41050", "2026-12-08-AM")], has=["8 December"]))])
S("compensation", "george", "en", [ST_G,
  ("that's 2 weeks late, I want compensation", X(nothing=True, has=["SO-41050"]))])
ST_E = ("hi, status of SO-41071 please", X(nothing=True, asks=False, has=["SO-41071", "9 December"]))
S("what-time-driver", "emily", "en", [ST_E,
  ("what time does the driver come?", X(nothing=True, asks=False, has=["9 December"], nothas=["SO-41070"]))])
S("is-it-ready", "emily", "en", [ST_E,
  ("so it's ready already? why not deliver it tomorrow then", X(nothing=True))])
S("and-the-armchair", "emily", "en", [ST_E,
  ("and the armchair?", X(nothing=True, asks=False, has=["SO-41070"]))])

# =========================================================================== D. after a refused move (48 h)
LATE_H = ("Bonjour, pouvez-vous décaler la livraison de mon lit SO-41010 à la semaine prochaine ?",
          X(nothing=True, asks=True, has=["SO-41010"]))
LATE_D = ("Hi, can you move SO-41030 to next week? something came up",
          X(nothing=True, asks=True, has=["SO-41030"]))
S("48h-oui-allez-y", "hugo", "fr", [LATE_H, ("oui allez-y", X(case=[("SO-41010", "late_reschedule")], casenum=True))])
S("48h-d-accord", "hugo", "fr", [LATE_H, ("d'accord", X(case=[("SO-41010", "late_reschedule")], casenum=True))])
S("48h-ok-merci", "hugo", "fr", [LATE_H, ("ok", X(case=[("SO-41010", "late_reschedule")], casenum=True)),
  ("merci, c'est quoi le numéro déjà ?", X(nothing=True, matches=[CASE_RE]))])  # (b)
S("48h-oui-ouvrez", "hugo", "fr", [LATE_H, ("oui ouvrez-le", X(case=[("SO-41010", "late_reschedule")], casenum=True))])  # (b)
S("48h-non-merci", "hugo", "fr", [LATE_H, ("non merci, je m'arrangerai pour être là", X(nothing=True))])
S("48h-non-puis-oui", "hugo", "fr", [LATE_H, ("non", X(nothing=True, asks=True)),
  ("oui", X(nothing=True))])  # (b) the proposal was refused: a later yes opens nothing
S("48h-sav-c-est-quoi", "hugo", "fr", [LATE_H,
  ("c'est quoi un dossier SAV ?", X(nothing=True, asks=True, has=["SO-41010"])),
  ("oui", X(case=[("SO-41010", "late_reschedule")], casenum=True))])
S("48h-peut-etre", "hugo", "fr", [LATE_H, ("bof je sais pas trop", X(nothing=True))])
S("48h-pourquoi", "hugo", "fr", [LATE_H, ("pourquoi vous pouvez pas ?", X(nothing=True))])
S("48h-oui-si-possible", "hugo", "fr", [LATE_H, ("oui si possible", X(nothing=True, asks=True))])
S("48h-yes-go-ahead", "daniel", "en", [LATE_D, ("yes go ahead", X(case=[("SO-41030", "late_reschedule")], casenum=True))])
S("48h-sure", "daniel", "en", [LATE_D, ("sure", X(case=[("SO-41030", "late_reschedule")], casenum=True)),
  ("thanks. how long will that take?", X(nothing=True, asks=False))])
S("48h-no-thanks", "daniel", "en", [LATE_D, ("no thanks, I'll be home", X(nothing=True))])
S("48h-what-happens", "daniel", "en", [LATE_D,
  ("what happens if I say yes?", X(nothing=True, asks=True, has=["SO-41030"])),
  ("ok then yes", X(case=[("SO-41030", "late_reschedule")], casenum=True))])  # (b) "ok then yes" a plain yes
S("48h-idk", "daniel", "en", [LATE_D, ("idk maybe", X(nothing=True))])
S("48h-yes-if-wife", "daniel", "en", [LATE_D, ("yes if my wife agrees", X(nothing=True, asks=True))])
S("48h-no-then-yes", "daniel", "en", [LATE_D, ("no", X(nothing=True, asks=True)),
  ("yes", X(nothing=True))])  # (b)
S("48h-hang-on", "daniel", "en", [LATE_D, ("hang on let me check with my wife", X(nothing=True, asks=True)),
  ("yes", X(case=[("SO-41030", "late_reschedule")], casenum=True))])

# =========================================================================== E. after a "no"
S("non-puis-table", "claire", "fr", [MV_FR, ("non", X(nothing=True, asks=True)),
  ("et ma table SO-41002 elle arrive quand ?", X(nothing=True, asks=False, has=["SO-41002", "16 décembre"])),
  ("oui", X(nothing=True))])  # the refused move is never written by a later yes
S("non-en-fait-si", "claire", "fr", [MV_FR, ("non", X(nothing=True, asks=True)),
  ("en fait si", X(nothing=True, asks=True))])  # (b) a yes after the no: the move stated again first
S("non-en-fait-si-oui", "claire", "fr", [MV_FR, ("non", X(nothing=True, asks=True)),
  ("en fait si, le mardi 8 après-midi c'est bien", X(nothing=True, asks=True, has=["8 décembre"])),
  ("oui", X(moved=[("SO-41001", "2026-12-08-PM")], has=["8 décembre"]))])  # (b)
S("non-plutot-mercredi", "claire", "fr", [MV_FR, ("non, plutôt le mercredi 9 matin", X(nothing=True, asks=True, has=["9 décembre"])),
  ("oui", X(moved=[("SO-41001", "2026-12-09-AM")], has=["9 décembre"]))])
S("non-je-reflechis", "claire", "fr", [MV_FR, ("non, je vais réfléchir", X(nothing=True, asks=True)),
  ("bon ok", X(nothing=True))])  # (b) nothing proposed anew: nothing written
S("non-dmg-en-fait-si", "hugo", "fr", [DMG_FR, ("non", X(nothing=True, asks=True)),
  ("en fait si, ouvrez un dossier pour le fauteuil", X(nothing=True, asks=True, has=["SO-41011"])),
  ("oui", X(case=[("SO-41011", "damage")], casenum=True))])  # (b) restated, then yes
S("non-dmg-puis-statut", "hugo", "fr", [DMG_FR, ("non pas maintenant", X(nothing=True, asks=True)),
  ("et mon lit SO-41010 il arrive bien demain ?", X(nothing=True, asks=False, has=["SO-41010", "4 décembre"]))])
S("no-then-other", "sarah", "en", [MV_EN, ("no", X(nothing=True, asks=True)),
  ("ok then where is SO-41021?", X(nothing=True, asks=False, has=["SO-41021"])),
  ("yes", X(nothing=True))])
S("no-actually-yes", "sarah", "en", [MV_EN, ("no", X(nothing=True, asks=True)),
  ("actually yes", X(nothing=True, asks=True))])  # (b)
S("no-actually-yes-restate", "sarah", "en", [MV_EN, ("no", X(nothing=True, asks=True)),
  ("actually yes, Wednesday 9 December morning is fine", X(nothing=True, asks=True, has=["9 December"])),
  ("yes", X(moved=[("SO-41020", "2026-12-09-AM")], has=["9 December"]))])  # (b)
S("no-rather-thursday", "sarah", "en", [MV_EN, ("no, Thursday 10 December afternoon instead", X(nothing=True, asks=True, has=["10 December"])),
  ("yes", X(moved=[("SO-41020", "2026-12-10-PM")], has=["10 December"]))])
S("no-dmg-then-status", "sarah", "en", [DMG_EN, ("no, not now", X(nothing=True, asks=True)),
  ("when's my dining table coming?", X(nothing=True, asks=False, has=["SO-41020", "11 December"]))])
S("no-dmg-actually-yes", "sarah", "en", [DMG_EN, ("no", X(nothing=True, asks=True)),
  ("actually yes please open a case for the chest", X(nothing=True, asks=True, has=["SO-41021"])),
  ("yes", X(case=[("SO-41021", "damage")], casenum=True))])  # (b)
S("no-then-thanks-bye", "emily", "en", [
  ("could SO-41071 come on Monday 14 December in the afternoon?", X(nothing=True, asks=True, has=["14 December"])),
  ("no", X(nothing=True, asks=True)),
  ("ok thanks bye", X(nothing=True, asks=False))])


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "care_after.yaml")
    with open(path, "w", encoding="utf-8") as f:
        yaml.safe_dump({"scenarios": SCEN}, f, allow_unicode=True, sort_keys=False, width=200)
    n_turns = sum(len(sc["turns"]) for sc in SCEN)
    fr = sum(1 for sc in SCEN if "-fr-" in sc["name"])
    print(f"{len(SCEN)} scenarios, {n_turns} turns, fr={fr} -> {path}")
