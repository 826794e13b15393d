# ruff: noqa: E501
"""Blind corpus: the consent contract under pressure, on the care desk (French and English).

Every way a customer answers a proposal that is NOT a plain yes (conditional yeses,
yes-but, sarcasm, hesitations, a yes to another question, a yes that changes the slot or
the order, a reported or quoted yes, a yes after small talk or a question, a yes typed
twice, a yes after the proposal was replaced, polite noes, double negatives, "yes no
wait", emoji and one-letter answers, a yes in another language), and every way a plain
yes is really a yes. Proposals: moving a delivery (reschedule), opening a damage case,
and the after-sales case offered when a move is refused within 48 hours. One language
per conversation, about 60 % French, 40 % English; every turn signed in (``as``).

Written from eval-format.md, DESIGN.md and README.md only. Run from the repo root:
    .venv/bin/python evals/blind10/_gen_care_consent.py
"""

import datetime as dt
from pathlib import Path
from typing import Any

import yaml

NOW = "2026-11-17T09:30:00+01:00"  # Tuesday 17 November 2026, 09:30 Paris
N = "care-consent-"  # NAME care_consent; "_" is not kebab-case


def slots() -> list[dict[str, Any]]:
    out = []
    day = dt.date(2026, 11, 2)
    closed = {dt.date(2026, 12, 25), dt.date(2027, 1, 1)}
    while day <= dt.date(2027, 1, 15):
        if day.weekday() < 5 and day not in closed:
            for half, (a, b) in (("AM", ("08", "12")), ("PM", ("13", "17"))):
                sid = f"{day.isoformat()}-{half}"
                out.append({"id": sid, "start": f"{day.isoformat()}T{a}:00:00+01:00",
                            "end": f"{day.isoformat()}T{b}:00:00+01:00", "capacity": 3})
        day += dt.timedelta(days=1)
    return out


def order(number, customer, lines, ordered, promised, status, stage, slot):
    return {"number": number, "customer": customer, "lines": [{"sku": s, "quantity": q} for s, q in lines],
            "ordered_on": ordered, "promised_on": promised, "status": status, "workshop_stage": stage,
            "delivery_slot": slot}


CUSTOMERS = [
    ("C-201", "Camille Lefèvre", "camille.lefevre@example.fr"),
    ("C-202", "Julien Moreau", "julien.moreau@example.fr"),
    ("C-203", "Nathalie Garnier", "nathalie.garnier@example.fr"),
    ("C-204", "Thierry Roux", "thierry.roux@example.fr"),
    ("C-205", "Sophie Bernard", "sophie.bernard@example.fr"),
    ("C-206", "Marc Fontaine", "marc.fontaine@example.fr"),
    ("C-207", "Élodie Petit", "elodie.petit@example.fr"),
    ("C-208", "Hervé Dubois", "herve.dubois@example.fr"),
    ("C-211", "Olivia Bennett", "olivia.bennett@example.co.uk"),
    ("C-212", "Daniel Hayes", "daniel.hayes@example.com"),
    ("C-213", "Fiona Walsh", "fiona.walsh@example.ie"),
    ("C-214", "Ben Carter", "ben.carter@example.com"),
    ("C-215", "Grace Liu", "grace.liu@example.com"),
]
EMAIL = {cid: mail for cid, _, mail in CUSTOMERS}

FIXTURE: dict[str, Any] = {
    "customers": [{"id": c, "name": n, "email": m, "company": None} for c, n, m in CUSTOMERS],
    "products": [
        {"sku": "OSLO-3", "name": "Canapé Oslo 3 places", "price": "1890.00", "cost": "1020.00"},
        {"sku": "BREST-AC", "name": "Fauteuil Brest", "price": "690.00", "cost": "350.00"},
        {"sku": "NANTES-T", "name": "Table Nantes en chêne", "price": "1250.00", "cost": "640.00"},
        {"sku": "LYON-CH", "name": "Chaise Lyon", "price": "190.00", "cost": "85.00"},
        {"sku": "ARLES-160", "name": "Lit Arles 160x200", "price": "1490.00", "cost": "760.00"},
        {"sku": "VIGO-BT", "name": "Chevet Vigo", "price": "290.00", "cost": "120.00"},
        {"sku": "CARDIFF-BC", "name": "Bibliothèque Cardiff", "price": "820.00", "cost": "390.00"},
        {"sku": "DOVER-CD", "name": "Commode Dover", "price": "960.00", "cost": "450.00"},
        {"sku": "BIARRITZ-B", "name": "Buffet Biarritz", "price": "1340.00", "cost": "700.00"},
    ],
    "slots": slots(),
    "orders": [
        # Camille: one open (26 Nov AM), one delivered
        order("SO-41001", "C-201", [("OSLO-3", 1)], "2026-09-02", "2026-11-20", "in_production", "upholstery", "2026-11-26-AM"),
        order("SO-41002", "C-201", [("BREST-AC", 1)], "2026-08-18", "2026-11-06", "delivered", None, "2026-11-06-AM"),
        # Julien: ready (24 Nov PM), placed unbooked bed, delivered bookcase
        order("SO-41010", "C-202", [("NANTES-T", 1), ("LYON-CH", 4)], "2026-09-10", "2026-11-24", "ready", None, "2026-11-24-PM"),
        order("SO-41011", "C-202", [("ARLES-160", 1)], "2026-11-05", "2027-01-10", "placed", None, None),
        order("SO-41012", "C-202", [("CARDIFF-BC", 1)], "2026-09-01", "2026-11-10", "delivered", None, "2026-11-10-AM"),
        # Nathalie: delivered chest, open sofa (3 Dec AM)
        order("SO-41020", "C-203", [("DOVER-CD", 1)], "2026-09-20", "2026-11-12", "delivered", None, "2026-11-12-PM"),
        order("SO-41021", "C-203", [("OSLO-3", 1)], "2026-10-01", "2026-12-03", "in_production", "frame assembly", "2026-12-03-AM"),
        # Thierry: table due tomorrow afternoon (within 48 h), delivered bedside tables with a damage case open
        order("SO-41030", "C-204", [("NANTES-T", 1)], "2026-09-15", "2026-11-18", "ready", None, "2026-11-18-PM"),
        order("SO-41031", "C-204", [("VIGO-BT", 2)], "2026-09-15", "2026-11-09", "delivered", None, "2026-11-09-AM"),
        # Sophie: bed (1 Dec PM), bedside tables (30 Nov AM), delivered sofa
        order("SO-41040", "C-205", [("ARLES-160", 1)], "2026-10-02", "2026-12-01", "in_production", "varnishing", "2026-12-01-PM"),
        order("SO-41042", "C-205", [("VIGO-BT", 2)], "2026-10-02", "2026-11-30", "ready", None, "2026-11-30-AM"),
        order("SO-41041", "C-205", [("OSLO-3", 1)], "2026-08-25", "2026-11-13", "delivered", None, "2026-11-13-AM"),
        # Marc (Sophie's husband, own account): chairs (27 Nov AM), delivered armchair
        order("SO-41050", "C-206", [("LYON-CH", 6)], "2026-10-05", "2026-11-27", "ready", None, "2026-11-27-AM"),
        order("SO-41051", "C-206", [("BREST-AC", 1)], "2026-08-30", "2026-11-05", "delivered", None, "2026-11-05-PM"),
        # Élodie: sideboard (8 Dec AM), table delivered yesterday
        order("SO-41060", "C-207", [("BIARRITZ-B", 1)], "2026-10-10", "2026-12-08", "in_production", "finishing", "2026-12-08-AM"),
        order("SO-41061", "C-207", [("NANTES-T", 1)], "2026-09-12", "2026-11-16", "delivered", None, "2026-11-16-AM"),
        # Hervé: chairs due Thursday morning (within 48 h), delivered, cancelled
        order("SO-41070", "C-208", [("LYON-CH", 4)], "2026-09-28", "2026-11-19", "ready", None, "2026-11-19-AM"),
        order("SO-41071", "C-208", [("CARDIFF-BC", 1)], "2026-08-10", "2026-11-02", "delivered", None, "2026-11-02-PM"),
        order("SO-41072", "C-208", [("OSLO-3", 1)], "2026-10-20", "2026-12-20", "cancelled", None, None),
        # Olivia: sofa (30 Nov AM), delivered armchair
        order("SO-42001", "C-211", [("OSLO-3", 1)], "2026-09-05", "2026-11-30", "in_production", "upholstery", "2026-11-30-AM"),
        order("SO-42002", "C-211", [("BREST-AC", 1)], "2026-08-20", "2026-11-11", "delivered", None, "2026-11-11-AM"),
        # Daniel: table + chairs (25 Nov PM), sideboard (7 Dec PM), delivered bed
        order("SO-42010", "C-212", [("NANTES-T", 1), ("LYON-CH", 4)], "2026-09-14", "2026-11-25", "ready", None, "2026-11-25-PM"),
        order("SO-42012", "C-212", [("BIARRITZ-B", 1)], "2026-10-01", "2026-12-07", "in_production", "finishing", "2026-12-07-PM"),
        order("SO-42011", "C-212", [("ARLES-160", 1)], "2026-08-15", "2026-11-04", "delivered", None, "2026-11-04-AM"),
        # Fiona: bookcase (2 Dec PM), delivered chest
        order("SO-42020", "C-213", [("CARDIFF-BC", 1)], "2026-10-03", "2026-12-02", "in_production", "sanding", "2026-12-02-PM"),
        order("SO-42021", "C-213", [("DOVER-CD", 1)], "2026-09-01", "2026-11-12", "delivered", None, "2026-11-12-AM"),
        # Ben: chairs due tomorrow morning (within 48 h), delivered bookcase
        order("SO-42030", "C-214", [("LYON-CH", 2)], "2026-10-12", "2026-11-18", "ready", None, "2026-11-18-AM"),
        order("SO-42031", "C-214", [("CARDIFF-BC", 1)], "2026-09-08", "2026-11-10", "delivered", None, "2026-11-10-PM"),
        # Grace: bed (4 Dec AM), two delivered orders
        order("SO-42040", "C-215", [("ARLES-160", 1)], "2026-10-06", "2026-12-04", "in_production", "varnishing", "2026-12-04-AM"),
        order("SO-42041", "C-215", [("DOVER-CD", 1)], "2026-09-02", "2026-11-13", "delivered", None, "2026-11-13-PM"),
        order("SO-42042", "C-215", [("CARDIFF-BC", 1)], "2026-09-02", "2026-11-13", "delivered", None, "2026-11-13-PM"),
    ],
    "cases": [
        {"number": "CASE-3001", "order": "SO-41031", "kind": "damage", "opened_at": "2026-11-10T11:00:00+01:00"},
    ],
    "bills": [],
}

# ---------------------------------------------------------------- openers
# Each opener: (customer, order, text, expectation of the first turn, the slot the wish names)
FR, EN = "fr", "en"
MONTH = {FR: {11: "novembre", 12: "décembre"}, EN: {11: "November", 12: "December"}}


def propose_move(order_no: str, slot: str, lang: str) -> dict[str, Any]:
    # eval-format: first proposal changes nothing, asks, names the order and the new slot in words
    return {"nothing_changed": True, "asks": True, "reply_contains": [order_no, MONTH[lang][int(slot[5:7])]]}


def propose_case(order_no: str) -> dict[str, Any]:
    # eval-format: a damage report / a move refused within 48 h -> yes/no question naming the order
    return {"nothing_changed": True, "asks": True, "reply_contains": [order_no]}


MOVE_FR = {
    "a": ("C-201", "SO-41001", "2026-12-03-AM", "Bonjour, est-ce qu'on peut décaler la livraison du canapé SO-41001 au jeudi 3 décembre au matin ? Je serai en déplacement le 26."),
    "b": ("C-202", "SO-41010", "2026-12-01-AM", "bjr je voudrais bouger ma livraison SO-41010 au mardi 1er décembre le matin svp"),
    "c": ("C-203", "SO-41021", "2026-12-10-PM", "Serait-il possible de repousser la livraison de ma commande SO-41021 au jeudi 10 décembre dans l'après-midi ?"),
    "d": ("C-205", "SO-41040", "2026-12-04-AM", "SO-41040 : vous pouvez me mettre la livraison le vendredi 4 décembre au matin plutôt que le 1er ?"),
    "e": ("C-206", "SO-41050", "2026-12-02-PM", "Bonjour, pour la commande SO-41050 (les chaises) je ne serai pas là le 27. Le mercredi 2 décembre après-midi ça irait ?"),
    "f": ("C-207", "SO-41060", "2026-12-15-AM", "Re-bonjour, il faudrait reporter la livraison du buffet SO-41060 au mardi 15 décembre au matin."),
    "g": ("C-201", "SO-41001", "2026-11-30-PM", "Est-ce que la livraison SO-41001 peut être avancée au lundi 30 novembre l'après-midi ?"),
    "h": ("C-202", "SO-41010", "2026-11-27-PM", "Livraison SO-41010 : possible de la passer au vendredi 27 novembre aprem ?"),
}
MOVE_EN = {
    "a": ("C-211", "SO-42001", "2026-12-07-AM", "Hi there, could you move the delivery of my sofa SO-42001 to Monday 7 December in the morning?"),
    "b": ("C-212", "SO-42010", "2026-12-02-AM", "need to reschedule SO-42010, can it come wednesday 2 december morning instead"),
    "c": ("C-213", "SO-42020", "2026-12-09-PM", "Hello, I'm away on the 2nd. Is it possible to push SO-42020 back to Wednesday 9 December, afternoon?"),
    "d": ("C-215", "SO-42040", "2026-12-11-AM", "Please move the delivery for order SO-42040 to Friday 11 December AM."),
    "e": ("C-211", "SO-42001", "2026-12-01-PM", "Could SO-42001 come on Tuesday the 1st of December in the afternoon instead?"),
}
DMG_FR = {
    "a": ("C-201", "SO-41002", "Bonjour, le fauteuil de ma commande SO-41002 est arrivé avec l'accoudoir fendu."),
    "b": ("C-202", "SO-41012", "la bibliothèque SO-41012 a une étagère cassée, reçue comme ça"),
    "c": ("C-203", "SO-41020", "Bonsoir, la commode SO-41020 livrée la semaine dernière a un tiroir abîmé et une grosse rayure sur le dessus."),
    "d": ("C-205", "SO-41041", "Le canapé SO-41041 est arrivé taché, il y a une grosse auréole sur l'assise."),
    "e": ("C-206", "SO-41051", "Mon fauteuil (commande SO-41051) a un pied cassé depuis la livraison."),
    "f": ("C-207", "SO-41061", "La table SO-41061 livrée hier a un coin ébréché, je suis très déçue."),
}
DMG_EN = {
    "a": ("C-211", "SO-42002", "The armchair from order SO-42002 arrived with a tear in the fabric."),
    "b": ("C-212", "SO-42011", "bed frame SO-42011 came with a cracked slat and a dent on the headboard"),
    "c": ("C-213", "SO-42021", "Hi, the chest of drawers (SO-42021) was delivered damaged, one of the drawer fronts is split."),
    "d": ("C-215", "SO-42041", "My order SO-42041 arrived scratched all down one side."),
}
LATE_FR = {
    "a": ("C-204", "SO-41030", "Il faut absolument déplacer la livraison SO-41030 à la semaine prochaine, je ne serai pas là demain."),
    "b": ("C-208", "SO-41070", "Pouvez-vous repousser la livraison SO-41070 au lundi 30 novembre ?"),
}
LATE_EN = {
    "a": ("C-214", "SO-42030", "Can you move SO-42030 to next week? Something's come up tomorrow."),
}

NONE = {"nothing_changed": True}
NONE_ASKS = {"nothing_changed": True, "asks": True}


def moved(order_no: str, slot: str) -> dict[str, Any]:
    return {"moved": [{"order": order_no, "to": slot}]}


def case(order_no: str, kind: str = "damage") -> dict[str, Any]:
    # eval-format: yes -> cases_opened, with the case number in the reply
    return {"cases_opened": [{"order": order_no, "kind": kind}], "moved": [], "reply_has_case_number": True}


SC: list[dict[str, Any]] = []
COMMENTS: dict[str, str] = {}
LANG: dict[str, str] = {}


def sc(name: str, lang: str, cust: str, *turns: tuple, note: str = "") -> None:
    out = []
    for t in turns:
        say, expect = t[0], t[1]
        who = t[2] if len(t) > 2 else cust
        out.append({"as": {"email": EMAIL[who]}, "say": say, "expect": expect})
    SC.append({"name": N + name, "now": NOW, "turns": out})
    LANG[N + name] = lang
    if note:
        COMMENTS[N + name] = note


def mv(lang: str, key: str, name: str, *answers: tuple, note: str = "") -> None:
    """A move proposal (opener `key`), then the answers; `WRITE` in an answer's expectation = moved to the proposed slot."""
    cust, o, slot, text = (MOVE_FR if lang == FR else MOVE_EN)[key]
    turns: list[tuple] = [(text, propose_move(o, slot, lang))]
    for a in answers:
        exp = moved(o, slot) if a[1] == "WRITE" else a[1]
        turns.append((a[0], exp, *a[2:]))
    sc(name, lang, cust, *turns, note=note)


def dm(lang: str, key: str, name: str, *answers: tuple, note: str = "") -> None:
    cust, o, text = (DMG_FR if lang == FR else DMG_EN)[key]
    turns: list[tuple] = [(text, propose_case(o))]
    for a in answers:
        exp = case(o) if a[1] == "WRITE" else a[1]
        turns.append((a[0], exp, *a[2:]))
    sc(name, lang, cust, *turns, note=note)


def lt(lang: str, key: str, name: str, *answers: tuple, note: str = "") -> None:
    cust, o, text = (LATE_FR if lang == FR else LATE_EN)[key]
    turns: list[tuple] = [(text, propose_case(o))]
    for a in answers:
        exp = case(o, "late_reschedule") if a[1] == "WRITE" else a[1]
        turns.append((a[0], exp, *a[2:]))
    sc(name, lang, cust, *turns, note=note)


W = "WRITE"
# a "no" (eval-format): nothing changes and the desk asks what the customer prefers
NO = NONE_ASKS

# ================================================================ plain yes, really yes (French)
mv(FR, "a", "fr-move-oui", ("oui", W))
mv(FR, "b", "fr-move-oui-allez-y", ("Oui allez-y", W))
mv(FR, "c", "fr-move-ouais", ("ouais", W), note="plain affirmation (README: a plain affirmation of the proposal is a yes)")
mv(FR, "d", "fr-move-dacord-typo", ("dacord", W), note="README: dacord is a slip of d'accord")
mv(FR, "f", "fr-move-je-confirme", ("Je confirme.", W))
mv(FR, "g", "fr-move-ok-parfait", ("ok parfait", W))
mv(FR, "h", "fr-move-oui-oui", ("oui oui", W), note="a yes typed twice in one message")
mv(FR, "b", "fr-move-pouce", ("👍", W), note="README: a thumb up sent alone is a yes")
mv(FR, "c", "fr-move-ouiiii", ("ouiiii !", W), note="README: a letter drawn out is the word")
mv(FR, "d", "fr-move-yes-en-francais", ("yes", W), note="yes in English to a French proposal: README, yes to a French question is answered in English (still a yes)")
mv(FR, "e", "fr-move-cest-exact", ("c'est exact", W))
mv(FR, "g", "fr-move-oui-merci", ("oui merci", W), note="a yes with a polite word (README: words around an answer change nothing)")
mv(FR, "a", "fr-move-bon-ben-oui", ("bon ben oui, allez", W), note="README: bon ok oui, allez d'accord")
mv(FR, "b", "fr-move-coche", ("✅", W), note="README: a tick sent alone is a yes")
mv(FR, "d", "fr-move-ca-marche", ("ça marche", W))
mv(FR, "e", "fr-move-oiu", ("oiu", W), note="README: oiu, two letters swapped")

# ================================================================ plain yes, really yes (English)
mv(EN, "a", "en-move-yes", ("yes", W))
mv(EN, "b", "en-move-yes-please", ("Yes please!", W))
mv(EN, "e", "en-move-sounds-good-thumb", ("sounds good 👍", W), note="a thumb up beside a yes: README only says OTHER pictographs leave it unclear")
mv(EN, "b", "en-move-okay", ("okay", W))
mv(EN, "c", "en-move-definately", ("definately", W), note="README: definately is a slip of definitely")
mv(EN, "d", "en-move-oui-in-english", ("oui", W), note="oui to an English question: README, answered in French (still a yes)")
mv(EN, "e", "en-move-yse", ("yse", W), note="README: yse")
mv(EN, "a", "en-move-that-works", ("that works for me", W), note="README: that works for me")
mv(EN, "c", "en-move-thumb-skin-tone", ("👍🏼", W), note="a thumb up (skin tone) sent alone")

# ================================================================ a yes typed twice, over two turns: the second writes nothing
mv(FR, "a", "fr-move-oui-puis-oui", ("oui", W), ("oui", NONE), note="the graph reads consent only when the last turn asked for it")
mv(EN, "d", "en-move-yes-then-yes", ("yes", W), ("yes", NONE))
dm(FR, "f", "fr-dmg-oui-puis-oui", ("oui", W), ("oui", NONE))
dm(FR, "a", "fr-dmg-oui-puis-redit", ("oui", W), ("je vous répète que le fauteuil SO-41002 est abîmé, l'accoudoir est fendu", {"nothing_changed": True, "asks": False, "reply_matches": ["CASE-\\d+"]}),
   note="README demo 4: said again, the case is open already and the desk gives its number at once")

# ================================================================ damage: yes
dm(FR, "a", "fr-dmg-oui", ("oui", W))
dm(FR, "b", "fr-dmg-oui-svp", ("oui s'il vous plaît", W))
dm(FR, "d", "fr-dmg-ouais-vas-y", ("ouais vas-y", W))
dm(FR, "e", "fr-dmg-pouce", ("👍", W))
dm(EN, "a", "en-dmg-yes", ("yes", W))
dm(EN, "a", "en-dmg-oui", ("oui", W))
sc("fr-dmg-deja-ouvert-puis-oui", FR, "C-204",
   ("Les chevets SO-41031 sont arrivés abîmés, un des deux a le plateau fendu", {"nothing_changed": True, "asks": False, "reply_contains": ["CASE-3001"]}),
   ("oui", NONE), note="README: a damage report on an order with an open damage case gets its number at once, no question; a later oui writes nothing")

# ================================================================ late case (move within 48 h)
lt(FR, "a", "fr-late-oui", ("oui", W))
lt(EN, "a", "en-late-yes-please", ("yes please", W))
lt(FR, "b", "fr-late-sarcasme", ("ah ben super, oui, un dossier, ça va tout régler 🙄", NONE),
   note="sarcasm with an eye-roll beside the oui: README, any other pictograph beside a yes leaves it unclear")
lt(EN, "a", "en-late-sarcasm", ("oh great, yes, another form. perfect. brilliant service as always", NONE),
   note="(b) sarcasm: README silent; asserted only that nothing is written (contract: no write without a yes)")
lt(FR, "a", "fr-late-question-puis-oui", ("c'est quoi exactement un dossier SAV ?", NONE_ASKS), ("ok oui", W),
   note="README: c'est quoi un dossier SAV ? is answered and the same proposal asked again")
lt(FR, "b", "fr-late-non", ("non, laissez tomber", NONE))
lt(EN, "a", "en-late-no", ("no don't bother", NONE))

# ================================================================ polite noes
mv(FR, "a", "fr-move-non", ("non", NO))
mv(FR, "c", "fr-move-je-prefere-pas", ("je préfère pas finalement", NO), note="README: je préfère pas is a no")
mv(FR, "d", "fr-move-pas-la-peine", ("ce n'est pas la peine", NONE), note="(b) README silent whether this is read as a no; only nothing written is asserted")
mv(FR, "e", "fr-move-pas-cette-fois", ("pas cette fois", NO), note="README: pas cette fois is a no")
mv(FR, "f", "fr-move-non-reflechir", ("non, je vais réfléchir", NO), note="README: a no followed by a deferral is a no")
mv(FR, "g", "fr-move-non-puis-oui", ("non", NO), ("oui", NONE_ASKS), note="README: a bare oui to 'Que préférez-vous ?' lists what is free")
mv(EN, "a", "en-move-no", ("no", NO))
mv(EN, "b", "en-move-id-rather-not", ("I'd rather not actually", NO), note="README: I'd rather not")
mv(EN, "d", "en-move-hold-off", ("hold off for now please", NO), note="README: hold off")
dm(FR, "b", "fr-dmg-non-merci", ("non merci, je vais voir directement avec le magasin", NONE))
dm(EN, "c", "en-dmg-no-think", ("no, I'll think about it", NO), note="README: no, I'll think about it")

# ================================================================ a proposal replaced by another, then yes
sc("fr-move-non-autre-jour-puis-oui", FR, "C-202",
   (MOVE_FR["h"][3], propose_move("SO-41010", "2026-11-27-PM", FR)),
   ("non, plutôt le mardi 1er décembre l'après-midi", propose_move("SO-41010", "2026-12-01-PM", FR)),
   ("oui", moved("SO-41010", "2026-12-01-PM")), note="README: a no that goes on with another when is a new request, proposed as usual")
sc("en-move-no-friday-then-yes", EN, "C-211",
   (MOVE_EN["a"][3], propose_move("SO-42001", "2026-12-07-AM", EN)),
   ("no, Friday 4 December afternoon would be better", propose_move("SO-42001", "2026-12-04-PM", EN)),
   ("yes", moved("SO-42001", "2026-12-04-PM")))
sc("fr-move-en-fait-vendredi-puis-oui", FR, "C-201",
   (MOVE_FR["a"][3], propose_move("SO-41001", "2026-12-03-AM", FR)),
   ("en fait plutôt le vendredi 4 décembre, toujours le matin", propose_move("SO-41001", "2026-12-04-AM", FR)),
   ("oui", moved("SO-41001", "2026-12-04-AM")), note="anything else is a new message understood from scratch: a new wish for the order in focus, proposed")
sc("en-move-actually-thursday-then-yes", EN, "C-211",
   (MOVE_EN["e"][3], propose_move("SO-42001", "2026-12-01-PM", EN)),
   ("actually make it Thursday 3 December, still afternoon", propose_move("SO-42001", "2026-12-03-PM", EN)),
   ("yes", moved("SO-42001", "2026-12-03-PM")))
sc("fr-move-puis-degat-puis-oui", FR, "C-201",
   (MOVE_FR["a"][3], propose_move("SO-41001", "2026-12-03-AM", FR)),
   ("finalement laissez tomber le canapé. Par contre mon fauteuil SO-41002 est arrivé avec l'accoudoir fendu", propose_case("SO-41002")),
   ("oui", case("SO-41002")), note="the move proposal is let go (change of mind), the damage case is proposed; the yes opens it and moves nothing")
sc("en-dmg-then-move-then-yes", EN, "C-211",
   (DMG_EN["a"][2], propose_case("SO-42002")),
   ("actually forget the armchair for now. Can you move SO-42001 to Monday 7 December morning?", propose_move("SO-42001", "2026-12-07-AM", EN)),
   ("yes", moved("SO-42001", "2026-12-07-AM")))
sc("en-dmg-wrong-order-then-yes", EN, "C-215",
   (DMG_EN["d"][2], propose_case("SO-42041")),
   ("oh sorry, wrong number, I meant SO-42042, the bookcase", propose_case("SO-42042")),
   ("yes", case("SO-42042")), note="README: a message that corrects the order goes on with the request on that order, proposed again")

# ================================================================ a yes that changes the slot or the order
mv(FR, "a", "fr-move-oui-mais-aprem", ("oui mais l'après-midi plutôt", {**NONE_ASKS, "reply_contains": ["3 décembre"]}),
   note="a yes that changes the half-day: never a write of the morning; the proposal's day at the other half (tightened after the first run: README, 'le 2e mais l'après-midi' proposes that option's day at that half-day; 'l'autre créneau' after a proposal, the other half of the same day)")
mv(EN, "b", "en-move-ok-for-thursday", ("ok for thursday the 3rd", {**NONE_ASKS, "reply_contains": ["3 December"]}), note="an ok naming another day than the one proposed (tightened after the first run: the day named is the one proposed next)")
mv(FR, "a", "fr-move-oui-jour-redit", ("oui jeudi 3 au matin", NONE_ASKS), ("oui", W),
   note="README: a yes that says the proposal's own day again is asked again ('just answer yes')")
mv(EN, "a", "en-move-yes-day-again", ("yes Monday 7th morning is fine", NONE_ASKS), ("yes", W))
sc("fr-move-oui-autre-commande", FR, "C-205",
   (MOVE_FR["d"][3], propose_move("SO-41040", "2026-12-04-AM", FR)),
   ("oui mais pardon, c'est la SO-41042 que je voulais déplacer, pas le lit", {"nothing_changed": True, "asks": True, "reply_contains": ["SO-41042"]}),
   ("oui", moved("SO-41042", "2026-12-04-AM")), note="README: a message that corrects the order goes on with the request on that order, proposed again")
sc("en-move-sorry-meant-other", EN, "C-212",
   (MOVE_EN["b"][3], propose_move("SO-42010", "2026-12-02-AM", EN)),
   ("sorry, I meant SO-42012", {"nothing_changed": True, "asks": True, "reply_contains": ["SO-42012"]}),
   ("yes", moved("SO-42012", "2026-12-02-AM")))

# ================================================================ conditional yes
mv(EN, "c", "en-move-yes-if-morning", ("yes if it's the morning", {**NONE_ASKS, "reply_contains": ["9 December"]}), note="a yes on a condition (README: oui si ma femme est d'accord writes nothing, asks the same question)")
mv(FR, "a", "fr-move-oui-a-condition", ("oui à condition que le livreur m'appelle une heure avant", NONE_ASKS), ("bon, oui", W))
mv(FR, "b", "fr-move-oui-si-mari", ("oui si mon mari peut se libérer ce jour-là", NONE_ASKS), ("oui c'est bon", W))
mv(EN, "e", "en-move-yes-provided", ("Yes, provided the driver can come before 10", NONE_ASKS))
mv(FR, "c", "fr-move-daccord-sauf-si", ("d'accord sauf s'il pleut, j'ai pas de garage", NONE_ASKS))
dm(EN, "a", "en-dmg-yes-if-free", ("yes as long as it doesn't cost me anything", NONE_ASKS), ("ok", W))
dm(FR, "e", "fr-dmg-oui-et-rembourse", ("oui et je veux être remboursé intégralement", NONE_ASKS), note="README: oui et je veux être remboursé writes nothing, asks the same question")

# ================================================================ yes taken back, hedges, "yes no wait"
mv(FR, "c", "fr-move-oui-enfin-non", ("oui... enfin non", NONE_ASKS))
mv(EN, "a", "en-move-yes-no-wait", ("yes no wait", NONE_ASKS), ("no", NO))
mv(FR, "d", "fr-move-oui-non-attendez", ("oui — non attendez, je me suis trompée de date", NONE_ASKS))
mv(EN, "b", "en-move-yes-but-not-that-day", ("yes but not that day, sorry", NONE_ASKS), note="README: yes but not that day is a no to it, 'what would you prefer?'")
mv(FR, "e", "fr-move-je-pense-que-oui", ("je pense que oui", NONE_ASKS))
mv(EN, "c", "en-move-i-guess-wife", ("hmm I guess? let me check with my wife", NONE_ASKS), ("she's fine with it. yes go ahead", W),
   note="a wait (README: let me check with my wife) then the customer's own yes with words around it")
mv(FR, "f", "fr-move-mouais", ("mouais", NONE))
mv(EN, "e", "en-move-maybe", ("maybe", NONE_ASKS), note="README: peut-être gets 'I need a clear yes or no'")
mv(FR, "g", "fr-move-pourquoi-pas", ("pourquoi pas", NONE_ASKS), ("oui", W))

# ================================================================ emoji and one-letter answers
mv(EN, "a", "en-move-y", ("y", NONE_ASKS), ("yes", W), note="README: a single letter gets 'I need a clear yes or no' and the same question")
mv(EN, "b", "en-move-n", ("n", NONE_ASKS))
mv(FR, "c", "fr-move-oui-smiley", ("oui 😊", NONE), note="README: any other pictograph beside a yes leaves it unclear")
mv(EN, "e", "en-move-ok-hand", ("ok 👌", NONE))
mv(FR, "d", "fr-move-pouce-bas", ("👎", NONE))
mv(FR, "e", "fr-move-ok-emoji", ("🆗", W), note="README: 🆗 sent alone is a yes")

# ================================================================ double negatives
mv(EN, "a", "en-move-wouldnt-say-no", ("I wouldn't say no", NONE), note="not in the closed vocabulary: anything else writes nothing")
mv(FR, "f", "fr-move-pas-contre", ("je ne suis pas contre", NONE))
dm(FR, "f", "fr-dmg-non-non-ouvrez", ("non non, si si, ouvrez-le", NONE), note="a negation beside the yes: README, a negation or a hedge is none")

# ================================================================ yes to a different question / to nothing
sc("fr-liste-oui-ne-choisit-rien", FR, "C-201",
   ("Vous pouvez décaler SO-41001 à la semaine prochaine ? N'importe quel matin sauf le jeudi.", NONE_ASKS),
   ("oui", NONE_ASKS), note="a yes to a slot list picks nothing (README: lists again)")
sc("en-which-order-yes", EN, "C-211",
   ("I need to move my delivery please", NONE_ASKS),
   ("yes", NONE), note="a yes to 'which order?' names no order")
sc("fr-oui-sans-question", FR, "C-202", ("oui", NONE))
sc("en-yes-go-ahead-cold", EN, "C-212", ("Yes, go ahead", NONE))

# ================================================================ delayed yes: a question or a wait in between
mv(FR, "a", "fr-move-cest-un-jeudi-puis-oui", ("c'est bien un jeudi ?", NONE_ASKS), ("oui", W), note="README: the weekday of the day proposed, asked, is answered before the same proposal")
mv(EN, "a", "en-move-time-window-then-yes", ("what's the time window for that?", NONE_ASKS), ("perfect, yes", W))
mv(FR, "b", "fr-move-attendez-puis-oui", ("attendez je regarde mon agenda", NONE_ASKS), ("c'est bon, oui", W))
mv(EN, "c", "en-move-hang-on-then-yes", ("hang on, let me check my calendar", NONE_ASKS), ("ok yes that's fine", W))
mv(FR, "c", "fr-move-catalogue-puis-oui", ("au fait, vous faites des canapés d'angle ?", NONE_ASKS), ("oui", W),
   note="README: a catalogue question asked while a proposal waits is answered and the question asked again (nothing lapses)")
mv(FR, "f", "fr-move-payant-puis-oui", ("c'est payant de décaler ?", NONE_ASKS), ("d'accord, oui", W))
mv(FR, "a", "fr-move-statut-autre-puis-oui", ("et le fauteuil SO-41002, il a bien été livré ?", NONE_ASKS), ("oui", W),
   note="README: a status of another own order while a proposal waits, then the same proposal")
mv(EN, "a", "en-move-yes-and-status-then-yes", ("yes, and where's my armchair SO-42002?", NONE_ASKS), ("yes", W),
   note="README: a yes followed by another request is not consent; the proposal is asked again; next plain yes is consent")
mv(FR, "b", "fr-move-oui-et-lit-puis-oui", ("oui, et mon lit SO-41011 il en est où ?", NONE_ASKS), ("oui", W))
mv(EN, "d", "en-move-quoted-yes-then-yes", ('the email said to reply "yes" to confirm - what happens if I do?', NONE_ASKS), ("yes", W),
   note="a quoted yes inside a question: what a yes does is answered and the same proposal asked again")
dm(EN, "b", "en-dmg-what-is-case-then-yes", ("what does that mean, a case? what happens next?", NONE_ASKS), ("ok go ahead", W))
dm(FR, "c", "fr-dmg-mari-puis-oui", ("je demande à mon mari", NONE_ASKS), ("c'est bon, oui", W), note="README: je demande à mon mari is a wait")

# ================================================================ the proposal lapses (thanks, a return said, a foreign language): a later yes writes nothing
mv(FR, "d", "fr-move-merci-puis-oui", ("merci beaucoup, bonne journée", NONE), ("oui", NONE), note="README: a thanks while a proposal waits lets it go; a later oui writes nothing")
mv(EN, "d", "en-move-thanks-then-yes", ("thanks so much, have a good day!", NONE), ("yes", NONE))
mv(FR, "e", "fr-move-je-vous-redis-puis-oui", ("je vous redis ça demain", NONE), ("oui", NONE), note="README: a return said puts the decision off and the proposal is not kept")
mv(FR, "a", "fr-move-si-espagnol", ("sí", NONE), ("oui", NONE), note="README: a bare answer in Spanish gets the other-language text; the proposal lapses, a later oui writes nothing")
mv(EN, "b", "en-move-ja", ("ja", NONE), ("yes", NONE))
dm(FR, "b", "fr-dmg-sim", ("sim", NONE), ("oui", NONE))
dm(EN, "c", "en-dmg-si-claro", ("sí, claro", NONE), ("yes", NONE))

# ================================================================ reported / another person's yes
mv(FR, "d", "fr-move-mari-autre-compte", ("oui", NONE, "C-206"),
   note="README: a question asked to a signed-in customer is theirs alone to answer; another token's oui counts for nothing")
mv(EN, "a", "en-move-other-token-yes", ("yes", NONE, "C-215"))
dm(FR, "e", "fr-dmg-femme-dit-oui", ("ma femme dit oui", NONE), note="(b) a reported yes: README silent; asserted only that nothing is written")
mv(EN, "c", "en-move-husband-said-yes", ("my husband said yes", NONE), note="(b) a reported yes: README silent")
mv(FR, "g", "fr-move-fils-guillemets", ("Mon fils m'a dit de répondre « oui » mais je ne suis pas sûre de la date", NONE), note="a quoted yes with a doubt")


def main() -> None:
    out = Path(__file__).with_name("care_consent.yaml")
    for s in SC:
        s["fixture"] = FIXTURE
    names = [s["name"] for s in SC]
    assert len(names) == len(set(names)), "duplicate names"
    fr = sum(1 for v in LANG.values() if v == FR)
    text = yaml.safe_dump({"scenarios": SC}, allow_unicode=True, sort_keys=False, width=200)
    header = "".join(f"# {n}: {c}\n" for n, c in COMMENTS.items())
    out.write_text(header + text, encoding="utf-8")
    print(f"{len(SC)} scenarios ({fr} French), {sum(len(s['turns']) for s in SC)} turns -> {out}")


if __name__ == "__main__":
    main()
