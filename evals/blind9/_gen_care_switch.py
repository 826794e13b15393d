# ruff: noqa: E501
"""Blind corpus care_switch: customers who change their mind, correct themselves, mix requests.

Written from eval-format.md, DESIGN.md and README.md only. Run:
    .venv/bin/python evals/blind9/_gen_care_switch.py
"""

from __future__ import annotations

from pathlib import Path

import yaml

NOW = "2026-12-07T09:00:00+01:00"  # Monday 7 December 2026

# ---------------------------------------------------------------- fixture
CUSTOMERS = {
    "claire": ("C-101", "Claire Dubois", "claire.dubois@example.fr"),
    "mark": ("C-102", "Mark Evans", "mark.evans@example.com"),
    "sophie": ("C-103", "Sophie Laurent", "sophie.laurent@example.fr"),
    "james": ("C-104", "James Carter", "james.carter@example.com"),
    "nadia": ("C-105", "Nadia Benali", "nadia.benali@example.fr"),
    "tom": ("C-106", "Tom Becker", "tom.becker@example.com"),
    "filler": ("C-199", "Paul Girard", "paul.girard@example.fr"),
}

PRODUCTS = [
    {"sku": "OSLO-3", "name": "Canapé Oslo 3 places", "price": "1890.00", "cost": "1020.00"},
    {"sku": "BREST-1", "name": "Fauteuil Brest", "price": "640.00", "cost": "330.00"},
    {"sku": "NANTES-T", "name": "Table Nantes", "price": "1150.00", "cost": "600.00"},
    {"sku": "NANTES-C", "name": "Chaise Nantes", "price": "180.00", "cost": "80.00"},
    {"sku": "LYON-160", "name": "Lit Lyon 160", "price": "1390.00", "cost": "720.00"},
    {"sku": "CHEVET-R", "name": "Table de chevet Rennes", "price": "290.00", "cost": "130.00"},
    {"sku": "BIBLIO-L", "name": "Bibliothèque Lille", "price": "820.00", "cost": "410.00"},
    {"sku": "COMMODE-A", "name": "Commode Angers", "price": "960.00", "cost": "470.00"},
]


def _slots():
    out = []
    # past slots (delivered orders)
    for day, half in [("2026-11-20", "AM"), ("2026-11-23", "PM"), ("2026-11-24", "AM"), ("2026-11-25", "PM"), ("2026-11-26", "AM")]:
        out.append(_slot(day, half, 2))
    full_ones = {"2026-12-16-PM", "2026-12-17-AM", "2026-12-18-PM", "2026-12-22-PM"}
    for d in [8, 9, 10, 11, 14, 15, 16, 17, 18, 21, 22, 23, 24]:
        for half in ("AM", "PM"):
            sid = f"2026-12-{d:02d}-{half}"
            out.append(_slot(f"2026-12-{d:02d}", half, 1 if sid in full_ones else 2))
    return out


def _slot(day, half, cap):
    start, end = ("08:00", "12:00") if half == "AM" else ("13:00", "17:00")
    return {"id": f"{day}-{half}", "start": f"{day}T{start}:00+01:00", "end": f"{day}T{end}:00+01:00", "capacity": cap}


def _order(number, cust, lines, status, slot, stage=None, ordered="2026-10-05", promised="2026-12-10"):
    return {
        "number": number,
        "customer": CUSTOMERS[cust][0],
        "lines": [{"sku": s, "quantity": q} for s, q in lines],
        "ordered_on": ordered,
        "promised_on": promised,
        "status": status,
        "workshop_stage": stage,
        "delivery_slot": slot,
    }


ORDERS = [
    # Claire (FR): sofa booked Thu 10 AM, table delivered, bed booked Mon 14 PM
    _order("SO-31001", "claire", [("OSLO-3", 1)], "in_production", "2026-12-10-AM", "couture", "2026-09-28", "2026-12-08"),
    _order("SO-31002", "claire", [("NANTES-T", 1), ("NANTES-C", 4)], "delivered", "2026-11-20-AM", None, "2026-09-01", "2026-11-20"),
    _order("SO-31003", "claire", [("LYON-160", 1)], "ready", "2026-12-14-PM", None, "2026-10-12", "2026-12-14"),
    # Mark (EN): sofa booked Tue 15 PM, armchair delivered
    _order("SO-31011", "mark", [("OSLO-3", 1)], "ready", "2026-12-15-PM", None, "2026-10-02", "2026-12-15"),
    _order("SO-31012", "mark", [("BREST-1", 1)], "delivered", "2026-11-23-PM", None, "2026-09-15", "2026-11-23"),
    # Sophie (FR): table booked Fri 11 AM, nightstand delivered
    _order("SO-31021", "sophie", [("NANTES-T", 1)], "in_production", "2026-12-11-AM", "vernissage", "2026-10-01", "2026-12-11"),
    _order("SO-31022", "sophie", [("CHEVET-R", 2)], "delivered", "2026-11-24-AM", None, "2026-10-01", "2026-11-24"),
    # James (EN): bookcase booked Mon 14 AM, dresser delivered, armchair booked Fri 18 PM
    _order("SO-31031", "james", [("BIBLIO-L", 1)], "ready", "2026-12-14-AM", None, "2026-10-20", "2026-12-14"),
    _order("SO-31032", "james", [("COMMODE-A", 1)], "delivered", "2026-11-25-PM", None, "2026-09-20", "2026-11-25"),
    _order("SO-31033", "james", [("BREST-1", 1)], "in_production", "2026-12-18-PM", "assembly", "2026-11-02", "2026-12-18"),
    # Nadia (FR): one armchair booked Wed 16 AM
    _order("SO-31041", "nadia", [("BREST-1", 1)], "in_production", "2026-12-16-AM", "garnissage", "2026-10-25", "2026-12-16"),
    # Tom (EN): sofa delivered, table booked Mon 21 AM
    _order("SO-31051", "tom", [("OSLO-3", 1)], "delivered", "2026-11-26-AM", None, "2026-09-10", "2026-11-26"),
    _order("SO-31052", "tom", [("NANTES-T", 1)], "ready", "2026-12-21-AM", None, "2026-10-30", "2026-12-21"),
    # filler bookings that make some slots full
    _order("SO-39901", "filler", [("BREST-1", 1)], "ready", "2026-12-17-AM"),
    _order("SO-39902", "filler", [("BREST-1", 1)], "ready", "2026-12-22-PM"),
    _order("SO-39903", "filler", [("BREST-1", 1)], "ready", "2026-12-16-PM"),
]

FIXTURE = {
    "customers": [{"id": i, "name": n, "email": e, "company": None} for i, n, e in CUSTOMERS.values()],
    "products": PRODUCTS,
    "slots": _slots(),
    "orders": ORDERS,
    "cases": [],
    "bills": [],
}
# Free slots from 9 Dec on: every weekday AM/PM, except 16-PM, 17-AM, 18-PM, 22-PM (full).
# "un après-midi entre le 21 et le 23" -> [21-PM, 23-PM]; "a morning between the 15th and the 17th" -> [15-AM, 16-AM].

# ---------------------------------------------------------------- helpers
FR_DAY = {8: "8 décembre", 9: "9 décembre", 10: "10 décembre", 11: "11 décembre", 14: "14 décembre", 15: "15 décembre", 16: "16 décembre", 17: "17 décembre", 18: "18 décembre", 21: "21 décembre", 22: "22 décembre", 23: "23 décembre", 24: "24 décembre"}
EN_DAY = {14: "Monday", 15: "Tuesday", 16: "Wednesday", 17: "Thursday", 18: "Friday", 21: "Monday", 22: "Tuesday", 23: "Wednesday", 24: "Thursday"}


def slot(d, half):
    return f"2026-12-{d:02d}-{half}"


def P(order, d=None, lang="fr"):
    """A yes/no proposal of a move (or a case when d is None): nothing written, asks."""
    words = [order]
    if d is not None:
        words.append(FR_DAY[d] if lang == "fr" else EN_DAY[d])
    return {"nothing_changed": True, "asks": True, "reply_contains": words}


def N(asks=None, contains=None, not_contains=None):
    e = {"nothing_changed": True}
    if asks is not None:
        e["asks"] = asks
    if contains:
        e["reply_contains"] = contains
    if not_contains:
        e["reply_not_contains"] = not_contains
    return e


def M(order, d, half, asks=None):
    e = {"moved": [{"order": order, "to": slot(d, half)}]}
    if asks is not None:
        e["asks"] = asks
    return e


def C(order, asks=None):
    e = {"cases_opened": [{"order": order, "kind": "damage"}], "reply_has_case_number": True}
    if asks is not None:
        e["asks"] = asks
    return e


SCEN: list[dict] = []
NAMES: set[str] = set()


def sc(name, who, turns, note=None):
    full = f"care-switch-{name}"
    assert full not in NAMES, full
    NAMES.add(full)
    out = []
    for say, expect in turns:
        t = {"say": say, "expect": expect}
        if who:
            t["as"] = {"email": CUSTOMERS[who][2]}
        out.append(t)
    s = {"name": full, "now": NOW, "fixture": FIXTURE, "turns": out}
    SCEN.append(s)


# ================================================================ A. day / half-day corrected right after a proposal
sc("a01-fr-jeudi-17-apres-midi", "claire", [
    ("Pouvez-vous déplacer la livraison de SO-31001 au mardi 15 au matin ?", P("SO-31001", 15)),
    ("ah non pardon, je voulais dire jeudi 17 l'après-midi", P("SO-31001", 17)),
    ("oui", M("SO-31001", 17, "PM")),
])
sc("a02-en-sorry-meant-wednesday", "mark", [
    ("Can you move SO-31011 to Monday the 21st in the afternoon?", P("SO-31011", 21, "en")),
    ("sorry, I meant Wednesday the 23rd, afternoon", P("SO-31011", 23, "en")),
    ("yes", M("SO-31011", 23, "PM")),
])
sc("a03-fr-oui-mais-plutot-le-18", "sophie", [
    ("je voudrais décaler ma table SO-31021 au lundi 14 au matin", P("SO-31021", 14)),
    ("oui mais plutôt le 18", P("SO-31021", 18)),
    ("oui", M("SO-31021", 18, "AM")),
])
sc("a04-en-actually-the-18th", "james", [
    ("please move my bookcase SO-31031 to Tuesday 22nd", P("SO-31031", 22, "en")),
    ("actually make it Friday the 18th", P("SO-31031", 18, "en")),
    ("yes please", M("SO-31031", 18, "AM")),
])
sc("a05-fr-plutot-apres-midi-jour-propose", "claire", [
    ("Je voudrais passer SO-31001 au mardi 15 décembre le matin", P("SO-31001", 15)),
    ("en fait plutôt l'après-midi", P("SO-31001", 15)),
    ("oui", M("SO-31001", 15, "PM")),
], note="half-day")
sc("a06-en-actually-afternoon-proposed-day", "james", [
    ("Could you move SO-31033 to Monday 21st, morning?", P("SO-31033", 21, "en")),
    ("actually make it the afternoon", P("SO-31033", 21, "en")),
    ("yes", M("SO-31033", 21, "PM")),
], note="half-day")
sc("a07-fr-non-pardon-mercredi-23", "nadia", [
    ("bonjour, est-ce que je peux avoir mon fauteuil SO-31041 le lundi 21 au matin plutôt ?", P("SO-31041", 21)),
    ("ah non pardon je me suis trompée, mercredi 23 au matin", P("SO-31041", 23)),
    ("oui c'est ça", M("SO-31041", 23, "AM")),
])
sc("a08-en-no-wait-thursday-24", "tom", [
    ("can u move my table SO-31052 to tue 15 morning", P("SO-31052", 15, "en")),
    ("no wait, sorry, Thursday 24th morning is better for me", P("SO-31052", 24, "en")),
    ("yes", M("SO-31052", 24, "AM")),
])
sc("a09-fr-correction-then-non", "claire", [
    ("Déplacez SO-31003 au mardi 22 s'il vous plaît", P("SO-31003", 22)),
    ("ah non pardon, je voulais dire le mercredi 23 après-midi", P("SO-31003", 23)),
    ("non", N(asks=True)),
])
sc("a10-en-correction-twice", "mark", [
    ("move SO-31011 to Monday 21st morning please", P("SO-31011", 21, "en")),
    ("sorry, Tuesday 22nd morning", P("SO-31011", 22, "en")),
    ("argh no, Wednesday 23rd morning, sorry!", P("SO-31011", 23, "en")),
    ("yes", M("SO-31011", 23, "AM")),
])
sc("a11-fr-correction-jour-plein", "sophie", [
    ("Est-ce que vous pouvez décaler la SO-31021 au lundi 21 après-midi ?", P("SO-31021", 21)),
    ("oups non, le mardi 22 après-midi", N(asks=True)),
    ("oui", N()),
], note="22-PM is full: no proposal of it; the yes answers no move of 22-PM")
sc("a12-en-correction-after-yes-already", "tom", [
    ("Can you move SO-31052 to Tuesday 15th in the afternoon?", P("SO-31052", 15, "en")),
    ("yes", M("SO-31052", 15, "PM")),
    ("oh no actually I meant Wednesday 23rd afternoon, sorry", P("SO-31052", 23, "en")),
    ("yes", M("SO-31052", 23, "PM")),
])
sc("a13-fr-non-en-fait-le-18-apres-move", "claire", [
    ("Pouvez-vous mettre SO-31001 le lundi 14 au matin ?", P("SO-31001", 14)),
    ("oui", M("SO-31001", 14, "AM")),
    ("non en fait le 18, pardon", P("SO-31001", 18)),
    ("oui", M("SO-31001", 18, "AM")),
])
sc("a14-en-correction-keeps-not-old", "james", [
    ("move SO-31031 to Wednesday 23rd morning", P("SO-31031", 23, "en")),
    ("hmm no, Thursday 24th afternoon instead", P("SO-31031", 24, "en")),
    ("ok", M("SO-31031", 24, "PM")),
])

# ================================================================ B. order number corrected
sc("b01-fr-cest-la-31003", "claire", [
    ("Je voudrais déplacer SO-31001 au lundi 21 au matin", P("SO-31001", 21)),
    ("ah non pardon, c'est la SO-31003 que je voulais déplacer", P("SO-31003", 21)),
    ("oui", M("SO-31003", 21, "AM")),
])
sc("b02-en-other-order-with-number", "james", [
    ("move SO-31031 to Thursday 17th afternoon please", P("SO-31031", 17, "en")),
    ("the other order, not this one: SO-31033", P("SO-31033", 17, "en")),
    ("yes", M("SO-31033", 17, "PM")),
])
sc("b03-en-other-order-no-number", "james", [
    ("move SO-31031 to Thursday 17th afternoon please", P("SO-31031", 17, "en")),
    ("sorry, the other order, not this one", N(not_contains=["SO-39901"])),
    ("SO-31033", P("SO-31033", 17, "en")),
    ("yes", M("SO-31033", 17, "PM")),
])
sc("b04-en-typo-order-number", "mark", [
    ("move SO-31010 to Tuesday 22nd morning", N()),
    ("sorry, typo, it's SO-31011", P("SO-31011", 22, "en")),
    ("yes", M("SO-31011", 22, "AM")),
])
sc("b05-fr-livree-puis-la-bonne", "sophie", [
    ("décalez la SO-31022 au 15 svp", N()),
    ("ah non pardon, c'est la SO-31021, la table", N(asks=True, contains=["SO-31021"])),
    ("le premier", M("SO-31021", 15, "AM")),
])
sc("b06-fr-sorry-meant-en-francais-item", "claire", [
    ("Vous pouvez décaler le canapé SO-31001 au mercredi 23 au matin ?", P("SO-31001", 23)),
    ("non attendez, c'est le lit que je voulais déplacer, pas le canapé", P("SO-31003", 23)),
    ("oui", M("SO-31003", 23, "AM")),
])
sc("b07-en-sorry-i-meant-item", "james", [
    ("can you push the bookcase SO-31031 to Tuesday 22nd morning", P("SO-31031", 22, "en")),
    ("sorry I meant the armchair, not the bookcase", P("SO-31033", 22, "en")),
    ("yes", M("SO-31033", 22, "AM")),
])
sc("b08-fr-pas-celle-la-lautre", "claire", [
    ("Je voudrais déplacer le lit SO-31003 au jeudi 24 après-midi", P("SO-31003", 24)),
    ("non pas celle-là, l'autre, la SO-31001", P("SO-31001", 24)),
    ("d'accord", M("SO-31001", 24, "PM")),
])
sc("b09-en-someone-elses-then-own", "tom", [
    ("please move order SO-31011 to Wednesday 23rd morning", N(not_contains=["Mark", "Evans"])),
    ("sorry wrong one, it's SO-31052", P("SO-31052", 23, "en")),
    ("yes", M("SO-31052", 23, "AM")),
])

# ================================================================ C. a question while a proposal waits
sc("c01-fr-statut-autre-commande-puis-oui", "claire", [
    ("Pouvez-vous déplacer SO-31001 au mardi 22 ?", P("SO-31001", 22)),
    ("attendez, et ma commande SO-31003 elle en est où ?", P("SO-31001", 22)),
    ("oui", M("SO-31001", 22, "AM")),
])
sc("c02-en-before-that-where-is-armchair", "mark", [
    ("Can you move SO-31011 to Monday 21st in the afternoon?", P("SO-31011", 21, "en")),
    ("wait, before that, where is my armchair?", P("SO-31011", 21, "en")),
    ("yes", M("SO-31011", 21, "PM")),
])
sc("c03-fr-statut-meme-commande", "claire", [
    ("Je voudrais déplacer SO-31001 au lundi 21 après-midi", P("SO-31001", 21)),
    ("c'est quoi déjà le statut de la commande ?", P("SO-31001", 21)),
    ("oui", M("SO-31001", 21, "PM")),
])
sc("c04-en-what-stage", "james", [
    ("please move SO-31033 to Wednesday 23rd afternoon", P("SO-31033", 23, "en")),
    ("what stage is it at?", P("SO-31033", 23, "en")),
    ("yes", M("SO-31033", 23, "PM")),
])
sc("c05-fr-finalement-statut-lache", "claire", [
    ("Déplacez SO-31001 au mercredi 23 matin svp", P("SO-31001", 23)),
    ("finalement, où en est SO-31003 ?", N(asks=False, contains=["SO-31003"])),
    ("oui", N()),
])
sc("c06-en-actually-where-is-lets-go", "james", [
    ("move SO-31031 to Thursday 24th morning", P("SO-31031", 24, "en")),
    ("actually, where is SO-31033?", N(asks=False, contains=["SO-31033"])),
    ("yes", N()),
])
sc("c07-fr-avant-ca-mon-canape", "claire", [
    ("Je veux décaler le lit SO-31003 au vendredi 18", P("SO-31003", 18)),
    ("attendez, avant ça, il en est où mon canapé ?", P("SO-31003", 18)),
    ("oui", M("SO-31003", 18, "AM")),
])
sc("c08-en-status-while-list-then-2", "mark", [
    ("Could you move SO-31011 to an afternoon between the 21st and the 23rd?", N(asks=True, contains=["SO-31011"])),
    ("and the armchair SO-31012, was it delivered?", N(asks=True, contains=["SO-31012"])),
    ("2", M("SO-31011", 23, "PM")),
])
sc("c09-en-and-the-sofa-when", "tom", [
    ("can you move my table SO-31052 to Wednesday 23rd afternoon", P("SO-31052", 23, "en")),
    ("and the sofa, when did that come again?", P("SO-31052", 23, "en")),
    ("yes", M("SO-31052", 23, "PM")),
])
sc("c10-fr-cest-toujours-le-10", "claire", [
    ("Pouvez-vous passer SO-31001 au lundi 14 au matin ?", P("SO-31001", 14)),
    ("c'est toujours le 10 pour l'instant ?", P("SO-31001", 14)),
    ("oui", M("SO-31001", 14, "AM")),
])
sc("c11-fr-statut-pendant-liste-puis-premier", "sophie", [
    ("Je voudrais déplacer la table SO-31021 un après-midi entre le 21 et le 23", N(asks=True, contains=["SO-31021"])),
    ("et ma commande SO-31022, elle a bien été livrée ?", N(asks=True, contains=["SO-31022"])),
    ("le premier", M("SO-31021", 21, "PM")),
])
sc("c12-en-is-that-a-tuesday", "mark", [
    ("please move SO-31011 to the 22nd, morning", P("SO-31011", 22, "en")),
    ("is that a Tuesday?", P("SO-31011", 22, "en")),
    ("yes", M("SO-31011", 22, "AM")),
])
sc("c13-fr-attendez-je-verifie", "nadia", [
    ("Est-ce que vous pouvez mettre mon fauteuil SO-31041 au jeudi 24 au matin ?", P("SO-31041", 24)),
    ("attendez, je vérifie avec mon mari", P("SO-31041", 24)),
    ("oui c'est bon", M("SO-31041", 24, "AM")),
])
sc("c14-en-hang-on-calendar", "james", [
    ("could you move SO-31033 to Monday 21st afternoon?", P("SO-31033", 21, "en")),
    ("hang on, let me check my calendar", P("SO-31033", 21, "en")),
    ("yes go ahead", M("SO-31033", 21, "PM")),
])

# ================================================================ D. the request cancelled mid-way
sc("d01-fr-laissez-tomber-proposal", "claire", [
    ("Pouvez-vous déplacer SO-31001 au mardi 22 ?", P("SO-31001", 22)),
    ("laissez tomber", N()),
    ("oui", N()),
])
sc("d02-fr-non-cest-bon-finalement", "sophie", [
    ("je voudrais décaler la table SO-31021 au lundi 14 matin", P("SO-31021", 14)),
    ("non c'est bon finalement", N(asks=True)),
    ("merci, au revoir", N(asks=False)),
])
sc("d03-en-keep-it-as-is", "mark", [
    ("Can you move SO-31011 to Thursday 24th morning?", P("SO-31011", 24, "en")),
    ("actually no, keep it as is", N()),
    ("yes", N()),
])
sc("d04-fr-liste-laissez-tomber", "claire", [
    ("Je voudrais déplacer SO-31001 un après-midi entre le 21 et le 23", N(asks=True, contains=["SO-31001"])),
    ("non laissez tomber, c'est bon", N(asks=False)),
    ("2", N()),
])
sc("d05-en-list-forget-it", "tom", [
    ("could you move SO-31052 to an afternoon between the 21st and the 23rd", N(asks=True, contains=["SO-31052"])),
    ("forget it, leave it where it is", N(asks=False)),
    ("the first one", N()),
])
sc("d06-fr-cest-pas-urgent", "nadia", [
    ("bonjour, vous pouvez décaler SO-31041 au lundi 21 au matin ?", P("SO-31041", 21)),
    ("en fait c'est pas urgent, on laisse comme c'est", N()),
    ("oui", N()),
])
sc("d07-en-damage-never-mind", "mark", [
    ("the armchair SO-31012 arrived with a torn seam", P("SO-31012")),
    ("never mind, it's fine actually, I'll live with it", N()),
    ("yes", N()),
])
sc("d08-en-no-leave-it-b", "james", [
    ("please move SO-31031 to Tuesday 15th afternoon", P("SO-31031", 15, "en")),
    ("hmm no, leave it", N()),  # (b) letting go: README lets it close, asks not asserted
])
sc("d09-fr-annule", "claire", [
    ("Déplacez le lit SO-31003 au mercredi 23 après-midi", P("SO-31003", 23)),
    ("annule", N(asks=True)),
])
sc("d10-fr-damage-laissez-tomber", "sophie", [
    ("la table de chevet SO-31022 est arrivée rayée", P("SO-31022")),
    ("non laissez tomber, c'est pas grave", N()),
    ("oui", N()),
])
sc("d11-en-list-no-thanks", "james", [
    ("move SO-31033 to a morning between the 15th and the 17th", N(asks=True, contains=["SO-31033"])),
    ("no thanks, it's fine", N()),
    ("2", N()),
])
sc("d12-fr-anonyme-laissez-tomber", None, [
    ("Bonjour, je voudrais changer la date de livraison de ma commande", N(asks=True)),
    ("ah non en fait laissez tomber, merci", N()),
])
sc("d13-en-wait-actually-no-after-proposal", "tom", [
    ("move SO-31052 to Friday 18th please", P("SO-31052", 18, "en")),
    ("wait, actually no", N()),
    ("yes", N()),
], note="a no followed by a yes to 'what would you prefer?': lists, writes nothing")
sc("d14-fr-je-vous-redis-demain", "claire", [
    ("Vous pouvez mettre SO-31001 au jeudi 24 au matin ?", P("SO-31001", 24)),
    ("je vous redis ça demain", N()),
    ("oui", N()),
])

# ================================================================ E. damage interrupting a reschedule, and the reverse
sc("e01-fr-move-then-damage", "claire", [
    ("Je voudrais déplacer SO-31001 au lundi 21 au matin", P("SO-31001", 21)),
    ("ah et au fait la table SO-31002 est arrivée avec un pied cassé", P("SO-31002")),
    ("oui", C("SO-31002")),
])
sc("e02-en-move-then-damage-item", "mark", [
    ("Can you move SO-31011 to Wednesday 23rd morning?", P("SO-31011", 23, "en")),
    ("oh wait, the armchair that came last month has a torn seam", P("SO-31012")),
    ("yes", C("SO-31012")),
])
sc("e03-en-yes-and-damage-held", "james", [
    ("please move SO-31031 to Thursday 24th morning", P("SO-31031", 24, "en")),
    ("yes, and the dresser SO-31032 arrived with a big scratch on top", N(asks=True, contains=["SO-31032"])),
    ("yes", C("SO-31032", asks=True)),
    ("yes", M("SO-31031", 24, "AM")),
])
sc("e04-fr-damage-then-move", "sophie", [
    ("ma table de chevet SO-31022 est arrivée rayée", P("SO-31022")),
    ("ah et pendant que j'y suis, vous pouvez décaler la table SO-31021 au mercredi 23 matin ?", P("SO-31021", 23)),
    ("oui", M("SO-31021", 23, "AM")),
])
sc("e05-en-damage-then-move-before-that", "tom", [
    ("my sofa SO-31051 arrived with a ripped cushion", P("SO-31051")),
    ("actually before that, can you move SO-31052 to Thursday 24th morning?", P("SO-31052", 24, "en")),
    ("yes", M("SO-31052", 24, "AM")),
])
sc("e06-en-damage-yes-and-move-held", "tom", [
    ("my sofa SO-31051 arrived with a ripped cushion", P("SO-31051")),
    ("yes, and can you also move SO-31052 to Thursday 24th morning?", N(asks=True, contains=["SO-31052"])),
    ("yes", M("SO-31052", 24, "AM", asks=True)),
    ("yes", C("SO-31051")),
])
sc("e07-fr-damage-mauvaise-piece-puis-chevet", "sophie", [
    ("la table est arrivée rayée", N()),
    ("ah non pardon, c'est la table de chevet", P("SO-31022")),
    ("oui", C("SO-31022")),
])
sc("e08-en-sofa-not-delivered-meant-armchair", "mark", [
    ("my sofa arrived damaged", N(contains=["SO-31011"])),
    ("sorry, I meant the armchair", P("SO-31012")),
    ("yes", C("SO-31012")),
])
sc("e09-fr-oui-et-table-abimee", "claire", [
    ("Pouvez-vous décaler SO-31003 au mardi 15 au matin ?", P("SO-31003", 15)),
    ("oui, et ma table SO-31002 est arrivée abîmée", N(asks=True, contains=["SO-31002"])),
    ("oui", C("SO-31002", asks=True)),
    ("oui", M("SO-31003", 15, "AM")),
])
sc("e10-fr-damage-non-puis-move", "claire", [
    ("la table SO-31002 a une grosse rayure", P("SO-31002")),
    ("non, pas de dossier. Par contre décalez le lit SO-31003 au lundi 21 après-midi", P("SO-31003", 21)),
    ("oui", M("SO-31003", 21, "PM")),
])
sc("e11-en-damage-then-status", "james", [
    ("the dresser SO-31032 came with a cracked drawer", P("SO-31032")),
    ("and where is SO-31033?", P("SO-31032")),
    ("yes", C("SO-31032")),
])

# ================================================================ F. two requests in one message, answers one by one
sc("f01-fr-statut-et-move", "claire", [
    ("Où en est ma commande SO-31003 ? et pouvez-vous déplacer SO-31001 au lundi 21 après-midi ?", P("SO-31001", 21)),
    ("oui", M("SO-31001", 21, "PM")),
])
sc("f02-en-move-and-damage-yes-path", "mark", [
    ("Can you move SO-31011 to Wednesday 23rd morning, and the armchair SO-31012 arrived with a broken leg", P("SO-31011", 23, "en")),
    ("yes", M("SO-31011", 23, "AM", asks=True)),
    ("yes", P("SO-31012")),
    ("yes", C("SO-31012")),
])
sc("f03-en-move-and-damage-no-path", "mark", [
    ("Can you move SO-31011 to Wednesday 23rd morning, and the armchair SO-31012 arrived with a broken leg", P("SO-31011", 23, "en")),
    ("no", P("SO-31012")),
    ("yes", C("SO-31012")),
])
sc("f04-fr-damage-et-move", "sophie", [
    ("la table de chevet SO-31022 est rayée et je voudrais décaler la table SO-31021 au vendredi 18", P("SO-31022")),
    ("oui", C("SO-31022", asks=True)),
    ("oui", P("SO-31021", 18)),
    ("oui", M("SO-31021", 18, "AM")),
])
sc("f05-en-two-statuses-then-move", "james", [
    ("where's my bookcase SO-31031 and when does the armchair SO-31033 arrive?", N(asks=False, contains=["SO-31031", "SO-31033"])),
    ("ok, move the armchair to Tuesday 22nd morning then", P("SO-31033", 22, "en")),
    ("yes", M("SO-31033", 22, "AM")),
])
sc("f06-fr-deux-moves-meme-jour", "claire", [
    ("Je voudrais déplacer SO-31001 et SO-31003 au mercredi 23 après-midi", P("SO-31001", 23)),
    ("oui", M("SO-31001", 23, "PM", asks=True)),
    ("oui", P("SO-31003", 23)),
    ("oui", M("SO-31003", 23, "PM")),
])
sc("f07-fr-anonyme-deux-demandes-une-par-une", None, [
    ("Bonjour, je voudrais savoir où en est ma commande et aussi changer la date de livraison", N(asks=True)),
    ("SO-31021", N(asks=True)),
    ("sophie.laurent@example.fr", N(contains=["vernissage"])),  # the status asked in the first message is read
    ("mettez-la au mercredi 23 au matin", P("SO-31021", 23)),
    ("oui", M("SO-31021", 23, "AM")),
])
sc("f08-en-anonymous-one-by-one", None, [
    ("hi, I need to move my delivery and also check where my other order is", N(asks=True)),
    ("it's SO-31052, tom.becker@example.com", N()),
    ("Thursday 24th morning please", P("SO-31052", 24, "en")),
    ("yes", M("SO-31052", 24, "AM")),
])
sc("f09-en-two-moves-second-declined", "james", [
    ("move SO-31031 and SO-31033 to Wednesday 23rd afternoon", P("SO-31031", 23, "en")),
    ("yes", M("SO-31031", 23, "PM", asks=True)),
    ("no", N()),
])
sc("f10-fr-move-et-statut-meme-commande", "nadia", [
    ("où en est SO-31041 ? pouvez-vous la déplacer au lundi 21 au matin ?", P("SO-31041", 21)),
    ("oui", M("SO-31041", 21, "AM")),
])
sc("f11-en-damage-and-status", "tom", [
    ("where's my table SO-31052? also the sofa SO-31051 has a stain that won't come off", P("SO-31051")),
    ("yes", C("SO-31051")),
])

# ================================================================ G. a no, then a new wish
sc("g01-fr-non-puis-vendredi", "claire", [
    ("Pouvez-vous déplacer SO-31001 au mardi 22 ?", P("SO-31001", 22)),
    ("non", N(asks=True)),
    ("plutôt le vendredi 18 alors", P("SO-31001", 18)),
    ("oui", M("SO-31001", 18, "AM")),
])
sc("g02-en-no-then-wednesday-afternoon", "mark", [
    ("move SO-31011 to Tuesday 22nd please", P("SO-31011", 22, "en")),
    ("no", N(asks=True)),
    ("the afternoon of Wednesday 23rd instead", P("SO-31011", 23, "en")),
    ("yes", M("SO-31011", 23, "PM")),
])
sc("g03-fr-non-le-24-apres-midi", "sophie", [
    ("je voudrais décaler la SO-31021 au lundi 14 au matin", P("SO-31021", 14)),
    ("non, le jeudi 24 après-midi plutôt", P("SO-31021", 24)),
    ("oui", M("SO-31021", 24, "PM")),
])
sc("g04-en-no-the-18th-better", "james", [
    ("can you move SO-31033 to Monday 21st morning?", P("SO-31033", 21, "en")),
    ("no, Friday the 18th would be better", P("SO-31033", 18, "en")),
    ("yes", M("SO-31033", 18, "AM")),
])
sc("g05-en-list-neither-then-friday", "mark", [
    ("Could you move SO-31011 to an afternoon between the 21st and the 23rd?", N(asks=True, contains=["SO-31011"])),
    ("neither, sorry", N(asks=True)),
    ("Friday 18th then", P("SO-31011", 18, "en")),
    ("yes", M("SO-31011", 18, "AM")),
])
sc("g06-fr-aucun-ne-me-va", "claire", [
    ("Je voudrais déplacer SO-31001 un après-midi entre le 21 et le 23", N(asks=True, contains=["SO-31001"])),
    ("aucun ne me va", N(asks=True)),
    ("le jeudi 24 au matin", P("SO-31001", 24)),
    ("oui", M("SO-31001", 24, "AM")),
])
sc("g07-en-yes-but-not-that-day", "tom", [
    ("move SO-31052 to Tuesday 22nd", P("SO-31052", 22, "en")),
    ("yes but not that day", N(asks=True)),
    ("Wednesday 23rd morning", P("SO-31052", 23, "en")),
    ("yes", M("SO-31052", 23, "AM")),
])
sc("g08-fr-non-je-vais-reflechir-puis-wish", "nadia", [
    ("Déplacez SO-31041 au lundi 21 au matin", P("SO-31041", 21)),
    ("non, je vais réfléchir", N(asks=True)),
    ("bon, le mardi 22 alors", P("SO-31041", 22)),
    ("oui", M("SO-31041", 22, "AM")),
])
sc("g09-fr-non-oui-liste", "claire", [
    ("Pouvez-vous déplacer SO-31003 au mardi 22 ?", P("SO-31003", 22)),
    ("non", N(asks=True)),
    ("oui", N()),
])

# ================================================================ H. a yes with a condition writes nothing
sc("h01-fr-oui-si-cest-le-matin", "claire", [
    ("Pouvez-vous déplacer SO-31001 au mardi 22 au matin ?", P("SO-31001", 22)),
    ("oui si c'est le matin", N(asks=True)),
    ("oui", M("SO-31001", 22, "AM")),
])
sc("h02-fr-oui-si-ma-femme", "claire", [
    ("Je voudrais passer le lit SO-31003 au lundi 21 au matin", P("SO-31003", 21)),
    ("oui si mon mari est d'accord", N(asks=True)),
    ("d'accord", M("SO-31003", 21, "AM")),
])
sc("h03-en-yes-if-driver-calls", "mark", [
    ("Can you move SO-31011 to Thursday 24th morning?", P("SO-31011", 24, "en")),
    ("yes if the driver can call me before", N(asks=True)),
    ("yes", M("SO-31011", 24, "AM")),
])
sc("h04-en-yes-as-long-as-morning", "james", [
    ("please move SO-31031 to Wednesday 23rd", N(asks=True)),
    ("yes as long as it's the morning", N(asks=True)),
], note="23rd has two free halves: a list or a question; the conditional yes writes nothing")
sc("h05-en-yes-as-long-as-proposal", "james", [
    ("please move SO-31031 to Tuesday 22nd", P("SO-31031", 22, "en")),
    ("yes as long as it's the morning", N(asks=True)),
    ("ok", M("SO-31031", 22, "AM")),
])
sc("h06-en-sure-but-afternoon", "tom", [
    ("move SO-31052 to Wednesday 23rd morning", P("SO-31052", 23, "en")),
    ("sure, but make it the afternoon", P("SO-31052", 23, "en")),
    ("yes", M("SO-31052", 23, "PM")),
], note="half-day")
sc("h07-fr-oui-a-condition-avant-midi", "sophie", [
    ("Pouvez-vous mettre la table SO-31021 au lundi 21 au matin ?", P("SO-31021", 21)),
    ("oui à condition que le livreur passe avant midi", N(asks=True)),
    ("oui", M("SO-31021", 21, "AM")),
])
sc("h08-fr-oui-si-possible", "nadia", [
    ("Vous pouvez déplacer SO-31041 au jeudi 24 après-midi ?", P("SO-31041", 24)),
    ("oui si possible", N(asks=True)),
    ("oui", M("SO-31041", 24, "PM")),
])
sc("h09-en-i-guess-so", "mark", [
    ("move SO-31011 to Monday 21st afternoon", P("SO-31011", 21, "en")),
    ("I guess so", N(asks=True)),
    ("yes", M("SO-31011", 21, "PM")),
])
sc("h10-fr-oui-enfin-non", "claire", [
    ("Décalez SO-31001 au lundi 14 au matin", P("SO-31001", 14)),
    ("oui enfin non", N(asks=True)),
    ("non", N(asks=True)),
])
sc("h11-en-yes-but-only-if-free-parking", "tom", [
    ("my sofa SO-31051 arrived with a broken leg", P("SO-31051")),
    ("yes but only if someone calls me first", N(asks=True)),
    ("yes", C("SO-31051")),
])
sc("h12-fr-oui-mais-seulement-si", "sophie", [
    ("la table de chevet SO-31022 est arrivée avec un tiroir cassé", P("SO-31022")),
    ("oui mais seulement si on me rappelle", N(asks=True)),
    ("oui", C("SO-31022")),
])
sc("h13-fr-oui-le-22-autre-jour", "claire", [
    ("Pouvez-vous déplacer SO-31003 au lundi 21 au matin ?", P("SO-31003", 21)),
    ("oui le 22", N(asks=True)),
], note="a yes that names another day is no consent to the 21st")

# ================================================================ I. picks by position in a list
sc("i01-fr-le-deuxieme", "claire", [
    ("Je voudrais déplacer SO-31001 un après-midi entre le 21 et le 23", N(asks=True, contains=["SO-31001"])),
    ("le deuxième", M("SO-31001", 23, "PM")),
])
sc("i02-en-first-one-please", "mark", [
    ("Could you move SO-31011 to an afternoon between the 21st and the 23rd?", N(asks=True, contains=["SO-31011"])),
    ("the first one please", M("SO-31011", 21, "PM")),
])
sc("i03-fr-la-derniere", "sophie", [
    ("je voudrais décaler la table SO-31021 un après-midi entre le 21 et le 23", N(asks=True, contains=["SO-31021"])),
    ("la dernière", M("SO-31021", 23, "PM")),
])
sc("i04-en-bare-2", "tom", [
    ("could you move SO-31052 to an afternoon between the 21st and the 23rd", N(asks=True, contains=["SO-31052"])),
    ("2", M("SO-31052", 23, "PM")),
])
sc("i05-fr-le-premier-svp", "nadia", [
    ("Est-ce que je peux avoir mon fauteuil SO-31041 un après-midi entre le 21 et le 23 ?", N(asks=True, contains=["SO-31041"])),
    ("le premier, s'il vous plaît", M("SO-31041", 21, "PM")),
])
sc("i06-fr-ok-le-2-alors", "claire", [
    ("Déplacez SO-31003 un après-midi entre le 21 et le 23 svp", N(asks=True, contains=["SO-31003"])),
    ("ok le 2 alors", M("SO-31003", 23, "PM")),
])
sc("i07-en-second-with-aside", "james", [
    ("move SO-31031 to an afternoon between the 21st and the 23rd", N(asks=True, contains=["SO-31031"])),
    ("the second one, but can the driver call before coming?", N(asks=True)),
    ("yes", M("SO-31031", 23, "PM")),
])
sc("i08-en-mornings-last-one", "mark", [
    ("move SO-31011 to a morning between the 15th and the 17th", N(asks=True, contains=["SO-31011"])),
    ("the last one", M("SO-31011", 16, "AM")),
])
sc("i09-fr-oui-a-une-liste-puis-premier", "claire", [
    ("Je voudrais déplacer SO-31001 un après-midi entre le 21 et le 23", N(asks=True, contains=["SO-31001"])),
    ("oui", N(asks=True)),
    ("le premier", M("SO-31001", 21, "PM")),
])
sc("i10-fr-le-1-ou-le-2-puis-2", "sophie", [
    ("je voudrais décaler la table SO-31021 un matin entre le 15 et le 17", N(asks=True, contains=["SO-31021"])),
    ("le 1 ou le 2", N(asks=True)),
    ("le deuxième", M("SO-31021", 16, "AM")),
])
sc("i11-fr-celui-de-mercredi", "claire", [
    ("Je voudrais déplacer SO-31003 un après-midi entre le 21 et le 23", N(asks=True, contains=["SO-31003"])),
    ("celui de mercredi", P("SO-31003", 23)),
    ("oui", M("SO-31003", 23, "PM")),
])
sc("i12-en-no-the-second-one", "tom", [
    ("could you move SO-31052 to an afternoon between the 21st and the 23rd", N(asks=True, contains=["SO-31052"])),
    ("the first one... no wait, the second one", P("SO-31052", 23, "en")),
    ("yes", M("SO-31052", 23, "PM")),
])
sc("i13-fr-pas-le-premier", "nadia", [
    ("Je voudrais déplacer SO-31041 un après-midi entre le 21 et le 23", N(asks=True, contains=["SO-31041"])),
    ("pas le premier", P("SO-31041", 23)),
    ("oui", M("SO-31041", 23, "PM")),
])
sc("i14-en-option-beyond-list", "james", [
    ("move SO-31033 to a morning between the 15th and the 17th", N(asks=True, contains=["SO-31033"])),
    ("the 4th one", N(asks=True)),
    ("the first one", M("SO-31033", 15, "AM")),
])
sc("i15-fr-le-premier-mais-apres-midi", "claire", [
    ("Je voudrais déplacer SO-31001 un matin entre le 15 et le 17", N(asks=True, contains=["SO-31001"])),
    ("le premier mais l'après-midi", P("SO-31001", 15)),
    ("oui", M("SO-31001", 15, "PM")),
])

# ================================================================ J. thanks / goodbye mid-flow
sc("j01-fr-merci-pendant-proposition", "claire", [
    ("Pouvez-vous déplacer SO-31001 au lundi 21 au matin ?", P("SO-31001", 21)),
    ("merci, bonne journée", N(asks=False)),
    ("oui", N()),
])
sc("j02-en-thanks-bye-during-list", "mark", [
    ("Could you move SO-31011 to an afternoon between the 21st and the 23rd?", N(asks=True, contains=["SO-31011"])),
    ("thanks, bye", N(asks=False)),
    ("2", N()),
])
sc("j03-fr-merci-apres-move", "sophie", [
    ("Pouvez-vous décaler la table SO-31021 au jeudi 24 au matin ?", P("SO-31021", 24)),
    ("oui", M("SO-31021", 24, "AM")),
    ("parfait merci beaucoup, bonne journée", N(asks=False)),
])
sc("j04-en-thanks-during-which-order", "james", [
    ("can you move my order to Tuesday 22nd morning?", N(asks=True)),
    ("thanks, have a good day", N(asks=True)),
])
sc("j05-fr-non-puis-merci-au-revoir", "nadia", [
    ("Décalez SO-31041 au lundi 21 au matin", P("SO-31041", 21)),
    ("non", N(asks=True)),
    ("merci au revoir", N(asks=False)),
])
sc("j06-en-thank-you-goodbye-damage", "tom", [
    ("my sofa SO-31051 arrived with a broken leg", P("SO-31051")),
    ("thank you, goodbye", N(asks=False)),
    ("yes", N()),
])
sc("j07-en-thanks-after-move-then-did-it-work", "mark", [
    ("move SO-31011 to Thursday 24th morning", P("SO-31011", 24, "en")),
    ("yes", M("SO-31011", 24, "AM")),
    ("did it work?", N(asks=False, contains=["SO-31011"])),
    ("great, thanks a lot, bye", N(asks=False)),
])
sc("j08-fr-merci-pendant-damage", "claire", [
    ("Ma table SO-31002 est arrivée avec un pied cassé", P("SO-31002")),
    ("merci beaucoup pour votre aide, bonne journée", N(asks=False)),
    ("oui", N()),
])

# ================================================================ K. changes right after a move, and mixed
sc("k01-fr-remettez-lancien", "claire", [
    ("Pouvez-vous déplacer SO-31001 au mardi 22 ?", P("SO-31001", 22)),
    ("oui", M("SO-31001", 22, "AM")),
    ("oups, remettez l'ancien créneau", P("SO-31001", 10)),
    ("oui", M("SO-31001", 10, "AM")),
])
sc("k02-en-put-it-back", "james", [
    ("please move SO-31033 to Wednesday 23rd afternoon", P("SO-31033", 23, "en")),
    ("yes", M("SO-31033", 23, "PM")),
    ("hmm, put it back as it was please", P("SO-31033", 18, "en")),
    ("yes", M("SO-31033", 18, "PM")),
])
sc("k03-en-wait-actually-no-after-move", "mark", [
    ("move SO-31011 to Tuesday 22nd morning", P("SO-31011", 22, "en")),
    ("yes", M("SO-31011", 22, "AM")),
    ("wait, actually no", N(contains=["SO-31011"])),
])
sc("k04-fr-et-un-jour-plus-tard", "sophie", [
    ("je voudrais passer la table SO-31021 au lundi 21 au matin", P("SO-31021", 21)),
    ("oui", M("SO-31021", 21, "AM")),
    ("et un jour plus tard ?", P("SO-31021", 22)),
    ("oui", M("SO-31021", 22, "AM")),
])
sc("k05-en-other-order-same-wish", "james", [
    ("move SO-31031 to Thursday 24th afternoon", P("SO-31031", 24, "en")),
    ("yes", M("SO-31031", 24, "PM")),
    ("same for SO-31033", P("SO-31033", 24, "en")),
    ("yes", M("SO-31033", 24, "PM")),
])
sc("k06-fr-canape-meme-jour-que-lit", "claire", [
    ("Pouvez-vous déplacer le lit SO-31003 au mercredi 23 au matin ?", P("SO-31003", 23)),
    ("oui", M("SO-31003", 23, "AM")),
    ("et le canapé SO-31001, pareil", P("SO-31001", 23)),
    ("oui", M("SO-31001", 23, "AM")),
])
sc("k07-fr-cancel-order-mid-flow", "nadia", [
    ("Décalez SO-31041 au mardi 22 au matin", P("SO-31041", 22)),
    ("en fait je veux annuler la commande", N()),
    ("oui", N()),
])
sc("k08-en-previous-proposal-not-revived", "tom", [
    ("move SO-31052 to Tuesday 15th afternoon", P("SO-31052", 15, "en")),
    ("actually, where is my order at?", N(asks=False)),
    ("ok", N()),
])
sc("k09-fr-question-prix-puis-oui", "claire", [
    ("Je voudrais décaler SO-31003 au jeudi 24 au matin", P("SO-31003", 24)),
    ("c'est payant ?", P("SO-31003", 24)),
    ("oui", M("SO-31003", 24, "AM")),
])
sc("k10-en-what-else-then-yes", "mark", [
    ("move SO-31011 to Monday 21st morning", P("SO-31011", 21, "en")),
    ("which is better, morning or afternoon?", P("SO-31011", 21, "en")),
    ("yes", M("SO-31011", 21, "AM")),
])
sc("k11-fr-autre-demi-journee", "sophie", [
    ("Est-ce que la table SO-31021 peut passer au mardi 15 au matin ?", P("SO-31021", 15)),
    ("c'est quoi l'autre créneau ?", P("SO-31021", 15)),
    ("oui", M("SO-31021", 15, "PM")),
])
sc("k12-en-damage-corrected-order-number", "james", [
    ("the armchair SO-31033 arrived scratched", N()),
    ("sorry, my mistake, it's the dresser SO-31032", P("SO-31032")),
    ("yes", C("SO-31032")),
])
sc("k13-fr-deux-fois-oui-pas-double", "claire", [
    ("Pouvez-vous déplacer SO-31001 au lundi 21 au matin ?", P("SO-31001", 21)),
    ("oui", M("SO-31001", 21, "AM")),
    ("oui", N()),
])
sc("k14-en-no-then-whatever-earliest-list", "tom", [
    ("move SO-31052 to Wednesday 23rd morning", P("SO-31052", 23, "en")),
    ("no", N(asks=True)),
    ("thanks anyway, bye", N(asks=False)),
    ("yes", N()),
])

# ---------------------------------------------------------------- mirrors in the other language for the core shapes
sc("m01-en-correction-day-after-proposal", "james", [
    ("could you move SO-31033 to Tuesday 15th morning?", P("SO-31033", 15, "en")),
    ("oh sorry, I meant Thursday the 17th, afternoon", P("SO-31033", 17, "en")),
    ("yes", M("SO-31033", 17, "PM")),
])
sc("m02-fr-correction-commande-lautre", "sophie", [
    ("je voudrais déplacer ma commande SO-31022 au lundi 21 au matin", N()),
    ("pardon, l'autre commande, la SO-31021", P("SO-31021", 21)),
    ("oui", M("SO-31021", 21, "AM")),
])
sc("m03-en-laissez-tomber-english", "mark", [
    ("move SO-31011 to Monday 21st afternoon", P("SO-31011", 21, "en")),
    ("no forget it, it's fine", N()),
    ("yes", N()),
])
sc("m04-en-yes-if-afternoon-cond", "james", [
    ("move SO-31031 to Wednesday 23rd morning", P("SO-31031", 23, "en")),
    ("yes if my wife agrees", N(asks=True)),
    ("yes", M("SO-31031", 23, "AM")),
])
sc("m05-fr-avant-ca-statut-liste", "claire", [
    ("Je voudrais déplacer SO-31003 un matin entre le 15 et le 17", N(asks=True, contains=["SO-31003"])),
    ("attendez, avant ça, mon canapé SO-31001 il en est où ?", N(asks=True, contains=["SO-31001"])),
    ("le premier", M("SO-31003", 15, "AM")),
])
sc("m06-en-no-then-new-wish-one-message", "tom", [
    ("move SO-31052 to Tuesday 22nd please", P("SO-31052", 22, "en")),
    ("no, the afternoon of Thursday 24th instead", P("SO-31052", 24, "en")),
    ("yes", M("SO-31052", 24, "PM")),
])
sc("m07-fr-deuxieme-svp-liste-matins", "nadia", [
    ("Je voudrais déplacer SO-31041 un matin entre le 21 et le 24", N(asks=True, contains=["SO-31041"])),
    ("le deuxième, s'il vous plaît", M("SO-31041", 22, "AM")),
])
sc("m08-en-bye-during-proposal", "james", [
    ("please move SO-31031 to Thursday 24th morning", P("SO-31031", 24, "en")),
    ("thanks, bye for now", N(asks=False)),
    ("yes", N()),
])
sc("m09-fr-damage-interrompt-move-via-piece", "sophie", [
    ("Pouvez-vous mettre la table SO-31021 au jeudi 24 après-midi ?", P("SO-31021", 24)),
    ("ah au fait, la table de chevet est arrivée avec un pied cassé", P("SO-31022")),
    ("oui", C("SO-31022")),
])
sc("m10-en-two-requests-status-and-damage", "mark", [
    ("where is my sofa SO-31011? and the armchair SO-31012 has a wobbly leg", P("SO-31012")),
    ("yes", C("SO-31012")),
])


def main() -> None:
    out = Path(__file__).with_name("care_switch.yaml")
    text = yaml.safe_dump({"scenarios": SCEN}, allow_unicode=True, sort_keys=False, width=200)
    out.write_text(text, encoding="utf-8")
    print(f"{len(SCEN)} scenarios, {sum(len(s['turns']) for s in SCEN)} turns -> {out}")


if __name__ == "__main__":
    main()
