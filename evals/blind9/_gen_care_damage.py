# ruff: noqa: E501
"""Blind corpus care_damage: damage and after-sales on the care desk, in depth.

Written from /work/shared/eval-format.md, DESIGN.md and README.md only.
Run: .venv/bin/python evals/blind9/_gen_care_damage.py
"""

from pathlib import Path

import yaml

NOW = "2026-10-14T09:00:00+02:00"  # a Wednesday

CLAIRE = "claire.dubois@example.fr"
TOM = "tom.baker@example.co.uk"
NADIA = "nadia.benali@example.com"
MARC = "marc.leroy@example.fr"
EMILY = "emily.clarke@example.com"
RAJ = "raj.patel@example.com"


def slot(day: str, half: str, cap: int = 2) -> dict:
    start, end = ("08:00", "12:00") if half == "AM" else ("13:00", "17:00")
    return {"id": f"{day}-{half}", "start": f"{day}T{start}:00+02:00", "end": f"{day}T{end}:00+02:00", "capacity": cap}


PAST_DAYS = ["2026-09-28", "2026-10-02", "2026-10-05", "2026-10-09", "2026-10-12", "2026-10-13"]
FUTURE_DAYS = ["2026-10-16", "2026-10-19", "2026-10-20", "2026-10-21", "2026-10-22", "2026-10-23", "2026-10-26", "2026-10-27"]

FIXTURE = {
    "customers": [
        {"id": "C-101", "name": "Claire Dubois", "email": CLAIRE, "company": None},
        {"id": "C-102", "name": "Tom Baker", "email": TOM, "company": None},
        {"id": "C-103", "name": "Nadia Benali", "email": NADIA, "company": None},
        {"id": "C-104", "name": "Marc Leroy", "email": MARC, "company": None},
        {"id": "C-105", "name": "Emily Clarke", "email": EMILY, "company": None},
        {"id": "C-106", "name": "Raj Patel", "email": RAJ, "company": None},
    ],
    "products": [
        {"sku": "BREST-F", "name": "Fauteuil Brest", "price": "690.00", "cost": "350.00"},
        {"sku": "LUNE-T", "name": "Table Lune", "price": "1200.00", "cost": "640.00"},
        {"sku": "LUNE-C", "name": "Chaise Lune", "price": "180.00", "cost": "90.00"},
        {"sku": "OSLO-3", "name": "Canapé Oslo 3 places", "price": "1890.00", "cost": "1020.00"},
        {"sku": "NORD-B", "name": "Lit Nordic 160", "price": "1100.00", "cost": "560.00"},
        {"sku": "ARLES-D", "name": "Commode Arles", "price": "740.00", "cost": "380.00"},
        {"sku": "ETAGE-B", "name": "Bibliothèque Étagère", "price": "820.00", "cost": "410.00"},
        {"sku": "SOHO-S", "name": "Buffet Soho", "price": "980.00", "cost": "500.00"},
        {"sku": "RIGA-S", "name": "Canapé Riga 2 places", "price": "1450.00", "cost": "760.00"},
        {"sku": "RIGA-T", "name": "Table basse Riga", "price": "390.00", "cost": "190.00"},
        {"sku": "OAK-T", "name": "Oak dining table", "price": "1350.00", "cost": "700.00"},
        {"sku": "OAK-B", "name": "Oak bench", "price": "320.00", "cost": "150.00"},
        {"sku": "LOFT-A", "name": "Loft armchair", "price": "560.00", "cost": "280.00"},
        {"sku": "ALBA-W", "name": "Alba wardrobe", "price": "1600.00", "cost": "820.00"},
        {"sku": "ALBA-N", "name": "Alba bedside table", "price": "210.00", "cost": "100.00"},
    ],
    "slots": [slot(d, h) for d in PAST_DAYS + FUTURE_DAYS for h in ("AM", "PM")],
    "orders": [
        # Claire: one piece delivered, a multi-piece delivered, one in production
        {"number": "SO-31001", "customer": "C-101", "lines": [{"sku": "BREST-F", "quantity": 1}], "ordered_on": "2026-08-20", "promised_on": "2026-10-09", "status": "delivered", "workshop_stage": "livré", "delivery_slot": "2026-10-09-AM"},
        {"number": "SO-31002", "customer": "C-101", "lines": [{"sku": "LUNE-T", "quantity": 1}, {"sku": "LUNE-C", "quantity": 4}], "ordered_on": "2026-08-25", "promised_on": "2026-10-12", "status": "delivered", "workshop_stage": "livré", "delivery_slot": "2026-10-12-PM"},
        {"number": "SO-31003", "customer": "C-101", "lines": [{"sku": "OSLO-3", "quantity": 1}], "ordered_on": "2026-09-10", "promised_on": "2026-10-22", "status": "in_production", "workshop_stage": "upholstery", "delivery_slot": "2026-10-22-AM"},
        # Tom: bed delivered weeks ago, dresser ready and booked
        {"number": "SO-31010", "customer": "C-102", "lines": [{"sku": "NORD-B", "quantity": 1}], "ordered_on": "2026-08-01", "promised_on": "2026-09-28", "status": "delivered", "workshop_stage": "delivered", "delivery_slot": "2026-09-28-AM"},
        {"number": "SO-31011", "customer": "C-102", "lines": [{"sku": "ARLES-D", "quantity": 1}], "ordered_on": "2026-09-01", "promised_on": "2026-10-19", "status": "ready", "workshop_stage": "ready", "delivery_slot": "2026-10-19-PM"},
        # Nadia: a bookcase with a damage case open, a sideboard with a complaint case open
        {"number": "SO-31020", "customer": "C-103", "lines": [{"sku": "ETAGE-B", "quantity": 1}], "ordered_on": "2026-08-15", "promised_on": "2026-10-02", "status": "delivered", "workshop_stage": "livré", "delivery_slot": "2026-10-02-PM"},
        {"number": "SO-31021", "customer": "C-103", "lines": [{"sku": "SOHO-S", "quantity": 1}], "ordered_on": "2026-08-18", "promised_on": "2026-10-05", "status": "delivered", "workshop_stage": "livré", "delivery_slot": "2026-10-05-AM"},
        # Marc: sofa + coffee table delivered
        {"number": "SO-31030", "customer": "C-104", "lines": [{"sku": "RIGA-S", "quantity": 1}, {"sku": "RIGA-T", "quantity": 1}], "ordered_on": "2026-08-28", "promised_on": "2026-10-09", "status": "delivered", "workshop_stage": "livré", "delivery_slot": "2026-10-09-PM"},
        # Emily: table + bench delivered yesterday, an armchair just placed
        {"number": "SO-31040", "customer": "C-105", "lines": [{"sku": "OAK-T", "quantity": 1}, {"sku": "OAK-B", "quantity": 1}], "ordered_on": "2026-09-02", "promised_on": "2026-10-13", "status": "delivered", "workshop_stage": "delivered", "delivery_slot": "2026-10-13-AM"},
        {"number": "SO-31041", "customer": "C-105", "lines": [{"sku": "LOFT-A", "quantity": 1}], "ordered_on": "2026-10-10", "promised_on": "2026-11-20", "status": "placed", "workshop_stage": "queued", "delivery_slot": None},
        # Raj: wardrobe with a damage case open, bedside table delivered
        {"number": "SO-31060", "customer": "C-106", "lines": [{"sku": "ALBA-W", "quantity": 1}], "ordered_on": "2026-08-10", "promised_on": "2026-10-02", "status": "delivered", "workshop_stage": "delivered", "delivery_slot": "2026-10-02-AM"},
        {"number": "SO-31061", "customer": "C-106", "lines": [{"sku": "ALBA-N", "quantity": 2}], "ordered_on": "2026-08-10", "promised_on": "2026-10-02", "status": "delivered", "workshop_stage": "delivered", "delivery_slot": "2026-10-02-AM"},
    ],
    "cases": [
        {"number": "CASE-2001", "order": "SO-31020", "kind": "damage", "opened_at": "2026-10-05T10:00:00+02:00"},
        {"number": "CASE-2002", "order": "SO-31021", "kind": "complaint", "opened_at": "2026-10-07T15:00:00+02:00"},
        {"number": "CASE-2003", "order": "SO-31060", "kind": "damage", "opened_at": "2026-10-06T11:30:00+02:00"},
    ],
    "bills": [],
}

CASE_RE = r"CASE-\d+"


# ---- turn helpers ----------------------------------------------------------

def t(say: str, expect: dict, who: str | None = None) -> dict:
    turn: dict = {"channel": "customer", "say": say, "expect": expect}
    if who:
        turn["as"] = {"email": who}
    return turn


def proposal(order: str, *more: str) -> dict:
    """A damage report on a delivered order: a fixed yes/no question, nothing written."""
    return {"nothing_changed": True, "asks": True, "reply_contains": [order, *more]}


def opened(order: str) -> dict:
    """The yes: exactly one damage case on that order, its number in the reply."""
    return {"cases_opened": [{"order": order, "kind": "damage"}], "reply_has_case_number": True}


def refused_no() -> dict:
    """A no: nothing written, the desk asks what the customer prefers."""
    return {"nothing_changed": True, "asks": True, "reply_not_contains": ["CASE-"]}


def held() -> dict:
    """Not a plain yes: nothing written, the same question asked again."""
    return {"nothing_changed": True, "asks": True}


def not_delivered(order: str) -> dict:
    return {"nothing_changed": True, "asks": False, "reply_contains": [order], "reply_not_contains": ["CASE-"]}


def case_exists(case: str) -> dict:
    return {"nothing_changed": True, "asks": False, "reply_contains": [case]}


def home_only() -> dict:
    """Damage to the home only: no case on the furniture, the team handles it."""
    return {"nothing_changed": True, "asks": False, "reply_not_contains": ["CASE-"]}


def not_found(*hidden: str) -> dict:
    return {"nothing_changed": True, "reply_not_contains": list(hidden)}


SCENARIOS: list[dict] = []


def add(name: str, *turns: dict) -> None:
    SCENARIOS.append({"name": f"care-damage-{name}", "now": NOW, "turns": list(turns)})


def report_yes(name: str, who: str | None, say: str, order: str, yes: str, *more: str) -> None:
    add(name, t(say, proposal(order, *more), who), t(yes, opened(order), who))


# ---- French (Claire, Marc, Nadia) ------------------------------------------

report_yes("fr-broken-leg", CLAIRE, "Bonjour, le fauteuil de ma commande SO-31001 est arrivé avec un pied cassé.", "SO-31001", "oui")
report_yes("fr-scratched-top", CLAIRE, "La table SO-31002 a une grosse rayure sur le plateau, je suis très déçue.", "SO-31002", "oui merci")
report_yes("fr-stain", CLAIRE, "Il y a une tache sur l'assise du fauteuil SO-31001, on dirait de la graisse.", "SO-31001", "d'accord")
report_yes("fr-torn-fabric", CLAIRE, "Le tissu du fauteuil (SO-31001) est déchiré sur l'accoudoir gauche", "SO-31001", "je confirme")
report_yes("fr-dented-chair", CLAIRE, "Une chaise de la commande SO-31002 est arrivée cabossée, le dossier est enfoncé", "SO-31002", "oui allez-y")
report_yes("fr-warped-top", CLAIRE, "Le plateau de la table SO-31002 est voilé, il gondole au milieu", "SO-31002", "c'est bon")
report_yes("fr-wobbly-table", CLAIRE, "la table SO-31002 est bancale, elle bouge dès qu'on s'appuie dessus", "SO-31002", "ok")
report_yes("fr-missing-screw-bag", CLAIRE, "Il manque le sachet de vis pour monter les chaises de la commande SO-31002, je ne peux pas les assembler", "SO-31002", "oui")
report_yes("fr-missing-part", CLAIRE, "il manque un pied au fauteuil SO-31001, il n'y en avait que trois dans le carton", "SO-31001", "oui")
report_yes("fr-wrong-colour", CLAIRE, "J'ai reçu le fauteuil SO-31001 en gris alors que j'avais commandé du bleu canard.", "SO-31001", "oui")
add("fr-wrong-model",
    t("On m'a livré des chaises qui ne sont pas du tout le bon modèle, commande SO-31002. Elles ont des accoudoirs alors que j'avais pris le modèle sans.", proposal("SO-31002"), CLAIRE))
report_yes("fr-noticed-later", CLAIRE, "Je n'avais pas déballé tout de suite, mais en ouvrant le carton hier soir j'ai découvert que le fauteuil SO-31001 était fendu au dos.", "SO-31001", "oui svp")
report_yes("fr-photos-promised", CLAIRE, "Le fauteuil SO-31001 est arrivé abîmé, je vous envoie des photos dès que possible", "SO-31001", "oui")
report_yes("fr-upset-caps", CLAIRE, "C'EST INADMISSIBLE !!! Le fauteuil SO-31001 est arrivé complètement cassé, j'ai payé une fortune pour ça", "SO-31001", "oui")
add("fr-damage-and-refund",
    t("La table SO-31002 est arrivée rayée de partout, je veux être remboursée intégralement.", {"nothing_changed": True}, CLAIRE))
add("fr-no",
    t("La table SO-31002 est arrivée rayée", proposal("SO-31002"), CLAIRE),
    t("non", refused_no(), CLAIRE))
add("fr-no-deferral",
    t("Le fauteuil SO-31001 a une griffure sur l'accoudoir", proposal("SO-31001"), CLAIRE),
    t("non, je vais réfléchir", refused_no(), CLAIRE))
add("fr-no-then-thanks",
    t("Le fauteuil SO-31001 a une griffure sur l'accoudoir", proposal("SO-31001"), CLAIRE),
    t("non merci", refused_no(), CLAIRE),
    t("merci, bonne journée", {"nothing_changed": True, "asks": False}, CLAIRE))
add("fr-sav-question-then-yes",
    t("Le fauteuil SO-31001 est arrivé avec un accoudoir décollé", proposal("SO-31001"), CLAIRE),
    t("c'est quoi un dossier SAV ?", held(), CLAIRE),
    t("oui", opened("SO-31001"), CLAIRE))
add("fr-yes-and-status-then-yes",
    t("Le fauteuil SO-31001 est arrivé rayé", proposal("SO-31001"), CLAIRE),
    t("oui, et où en est mon canapé SO-31003 ?", {"nothing_changed": True, "asks": True, "reply_contains": ["SO-31003"]}, CLAIRE),
    t("oui", opened("SO-31001"), CLAIRE))
add("fr-yes-if-possible",
    t("Une des chaises SO-31002 a le pied fendu", proposal("SO-31002"), CLAIRE),
    t("oui si possible", held(), CLAIRE),
    t("oui", opened("SO-31002"), CLAIRE))
add("fr-yes-and-refund",
    t("Une des chaises SO-31002 a le pied fendu", proposal("SO-31002"), CLAIRE),
    t("oui et je veux être remboursée", {"nothing_changed": True, "asks": True}, CLAIRE))
report_yes("fr-yes-drawn-out", CLAIRE, "le fauteuil SO-31001 est abîmé sur le côté", "SO-31001", "ouiii")
report_yes("fr-yes-thumb", CLAIRE, "le fauteuil SO-31001 est abîmé sur le côté", "SO-31001", "👍")
add("fr-said-again-after-open",
    t("Mon fauteuil SO-31001 est arrivé abîmé", proposal("SO-31001"), CLAIRE),
    t("oui", opened("SO-31001"), CLAIRE),
    t("Je vous redis que le fauteuil SO-31001 est abîmé, hein", {"nothing_changed": True, "asks": False, "reply_matches": [CASE_RE]}, CLAIRE))
add("fr-where-is-my-file",
    t("Mon fauteuil SO-31001 est arrivé abîmé", proposal("SO-31001"), CLAIRE),
    t("oui", opened("SO-31001"), CLAIRE),
    t("Merci. Et où en est mon dossier ?", {"nothing_changed": True, "asks": False, "reply_matches": [CASE_RE]}, CLAIRE))
add("fr-not-delivered-sofa",
    t("Le canapé SO-31003 est arrivé avec une déchirure sur le dossier", not_delivered("SO-31003"), CLAIRE))
add("fr-not-delivered-by-item",
    t("mon canapé est abîmé, le tissu est taché", {"nothing_changed": True, "reply_not_contains": ["CASE-"]}, CLAIRE))
report_yes("fr-by-item-armchair", CLAIRE, "Mon fauteuil est arrivé rayé", "SO-31001", "oui")
report_yes("fr-by-item-chair", CLAIRE, "une des chaises a un pied qui se décolle déjà", "SO-31002", "oui")
add("fr-vague-which-order",
    t("ma commande est arrivée abîmée", {"nothing_changed": True, "asks": True}, CLAIRE),
    t("la SO-31002", proposal("SO-31002"), CLAIRE),
    t("oui", opened("SO-31002"), CLAIRE))
add("fr-home-floor",
    t("Les livreurs ont rayé le parquet du salon en apportant la table SO-31002", home_only(), CLAIRE))
add("fr-home-door",
    t("En livrant le fauteuil SO-31001, les livreurs ont abîmé la porte d'entrée.", home_only(), CLAIRE))
add("fr-home-wall",
    t("Commande SO-31002 : ils ont rayé le mur de l'entrée en passant avec la table.", home_only(), CLAIRE))
report_yes("fr-piece-and-wall", CLAIRE, "le fauteuil SO-31001 est rayé et le mur aussi", "SO-31001", "oui")
report_yes("fr-damaged-in-stairs", CLAIRE, "La table SO-31002 a été abîmée dans l'escalier par les livreurs", "SO-31002", "oui")
add("fr-damage-and-move",
    t("Le fauteuil SO-31001 est arrivé rayé. Et pourriez-vous décaler la livraison du canapé SO-31003 au mardi 20 octobre après-midi ?", proposal("SO-31001"), CLAIRE),
    t("oui", {**opened("SO-31001"), "asks": True}, CLAIRE),
    t("oui", {"nothing_changed": True, "asks": True, "reply_contains": ["SO-31003", "20"]}, CLAIRE),
    t("oui", {"moved": [{"order": "SO-31003", "to": "2026-10-20-PM"}]}, CLAIRE))
add("fr-status-and-damage",
    t("Où en est mon canapé SO-31003 ? Par ailleurs la table SO-31002 est arrivée avec un pied tordu.", {"nothing_changed": True, "asks": True, "reply_contains": ["SO-31003", "SO-31002"]}, CLAIRE))
add("fr-someone-elses-order",
    t("Le fauteuil SO-31001 est arrivé cassé", not_found("Brest", "Claire", "Dubois"), NADIA))
report_yes("fr-anon-full-proof", None, "Bonjour, commande SO-31001, claire.dubois@example.fr : le fauteuil est arrivé avec l'accoudoir fendu.", "SO-31001", "oui")
add("fr-anon-email-asked",
    t("Mon fauteuil SO-31001 est arrivé cassé", {"nothing_changed": True, "asks": True}),
    t("claire.dubois@example.fr", proposal("SO-31001")),
    t("oui", opened("SO-31001")))
add("fr-anon-wrong-email",
    t("SO-31001, claire.dupont@example.fr, le fauteuil est taché", not_found("Brest", "Dubois", "CASE-")))
add("fr-open-case-still-damaged",
    t("La bibliothèque SO-31020 est toujours abîmée, personne ne m'a recontactée", case_exists("CASE-2001"), NADIA))
add("fr-open-case-more-photos",
    t("Je vous renvoie des photos de l'étagère cassée de la bibliothèque SO-31020", case_exists("CASE-2001"), NADIA))
add("fr-open-case-where-is-file",
    t("Où en est mon dossier pour la bibliothèque SO-31020 ?", {"nothing_changed": True, "asks": False, "reply_contains": ["CASE-2001"]}, NADIA))
add("fr-open-case-by-item",
    t("Une étagère de la bibliothèque est arrivée gondolée", case_exists("CASE-2001"), NADIA))
add("fr-open-case-anon",
    t("SO-31020 nadia.benali@example.com la bibliothèque est rayée sur le côté", case_exists("CASE-2001")))
report_yes("fr-complaint-case-other-kind", NADIA, "Le buffet SO-31021 a une porte qui ferme mal et une rayure sur le dessus", "SO-31021", "oui")
add("fr-two-orders-one-case-open",
    t("La bibliothèque SO-31020 et le buffet SO-31021 sont abîmés tous les deux", {"nothing_changed": True, "reply_contains": ["CASE-2001"]}, NADIA))
report_yes("fr-noticed-weekend-by-item", MARC, "En déballant ce week-end, j'ai vu que la table basse avait un coin enfoncé", "SO-31030", "oui")
report_yes("fr-one-piece-of-two", MARC, "Le canapé SO-31030 est arrivé nickel mais la table basse a un éclat sur le verre", "SO-31030", "oui")
report_yes("fr-cushion-unstitched", MARC, "Un coussin du canapé SO-31030 est décousu et il y a une tache sur l'assise", "SO-31030", "d'accord")
report_yes("fr-glass-cracked-by-item", MARC, "Le verre de la table basse est fêlé", "SO-31030", "oui")
report_yes("fr-anon-marc", None, "SO-31030 marc.leroy@example.fr le canapé a une tache sur un coussin", "SO-31030", "oui")
add("fr-anon-marc-email-after",
    t("Bonjour, la table basse de la commande SO-31030 est arrivée rayée", {"nothing_changed": True, "asks": True}),
    t("c'est marc.leroy@example.fr", proposal("SO-31030")),
    t("oui", opened("SO-31030")))
# (b) first run asserted asks: false; the README does not say what a denial of damage gets, only that nothing is written.
add("fr-damage-denied-b",
    t("Pas de rayure, tout est arrivé en parfait état, merci !", {"nothing_changed": True, "reply_not_contains": ["CASE-"]}, MARC))
report_yes("fr-long-letter", CLAIRE,
           "Madame, Monsieur,\n\nJ'ai reçu lundi ma table et mes quatre chaises (commande SO-31002). La livraison s'est bien passée, les livreurs étaient ponctuels et aimables.\n\nMalheureusement, en montant les chaises, j'ai constaté que l'une d'elles avait le dossier fissuré.\n\nJe souhaiterais qu'une solution me soit proposée.\n\nCordialement,\nClaire Dubois",
           "SO-31002", "Oui, je confirme.")
add("fr-asks-delay-with-report",
    t("Le fauteuil SO-31001 a un pied cassé. Si j'ouvre un dossier, ça prend combien de temps ?", proposal("SO-31001"), CLAIRE))
add("fr-wait-then-yes",
    t("Le fauteuil SO-31001 est arrivé avec une grosse éraflure", proposal("SO-31001"), CLAIRE),
    t("attendez, je vérifie avec mon mari", held(), CLAIRE),
    t("c'est bon, oui", opened("SO-31001"), CLAIRE))
add("fr-other-status-while-waiting",
    t("Le fauteuil SO-31001 est arrivé cassé", proposal("SO-31001"), CLAIRE),
    t("attendez, et mon canapé SO-31003 il en est où ?", {"nothing_changed": True, "asks": True, "reply_contains": ["SO-31003"]}, CLAIRE),
    t("oui", opened("SO-31001"), CLAIRE))
add("fr-yes-with-second-damage",
    t("Le fauteuil SO-31001 est arrivé cassé", proposal("SO-31001"), CLAIRE),
    t("oui, et la table SO-31002 est rayée aussi", {"nothing_changed": True, "asks": True}, CLAIRE))
report_yes("fr-sms-kassee", CLAIRE, "slt le fauteuil SO-31001 est kassé", "SO-31001", "oui")
report_yes("fr-sms-no-accents", CLAIRE, "bjr jai recu la table SO-31002 avec un pied tordu svp faites qqch", "SO-31002", "ok")
report_yes("fr-story-unpacked", CLAIRE, "Bonjour, je viens enfin de déballer mon fauteuil (SO-31001) et il y a un problème : il est rayé sur tout le dossier.", "SO-31001", "oui, merci")
report_yes("fr-chair-back-cracked-yes-polite", CLAIRE, "Deux des quatre chaises SO-31002 ont le dossier fissuré", "SO-31002", "oui s'il vous plaît")
add("fr-photos-after-proposal",
    t("La table SO-31002 est arrivée avec un éclat sur le rebord", proposal("SO-31002"), CLAIRE),
    t("je vous envoie d'abord les photos par mail", {"nothing_changed": True}, CLAIRE))
add("fr-open-case-then-status-moved-order",
    t("Le fauteuil SO-31001 est rayé", proposal("SO-31001"), CLAIRE),
    t("oui", opened("SO-31001"), CLAIRE),
    t("Et le canapé SO-31003, il est toujours prévu le 22 ?", {"nothing_changed": True, "asks": False, "reply_contains": ["SO-31003", "22"]}, CLAIRE))
report_yes("fr-dented-chair-anon-mixed", None, "Bonjour, SO-31002 / claire.dubois@example.fr. Une chaise est arrivée cabossée, le pied est plié.", "SO-31002", "d'accord")

# ---- English (Tom, Emily, Raj) ---------------------------------------------

report_yes("en-cracked-headboard", TOM, "The headboard of my bed (SO-31010) has a big crack in it.", "SO-31010", "yes")
report_yes("en-scratched-frame", TOM, "Hi, the bed frame SO-31010 arrived scratched all down one side", "SO-31010", "yes please")
report_yes("en-noticed-weeks-later", TOM, "I know it's been a couple of weeks, but I've only just noticed a split in one of the bed slats, order SO-31010", "SO-31010", "go ahead")
report_yes("en-missing-screw-bag", TOM, "There was no bag of screws in the box for the bed SO-31010, so I can't put it together", "SO-31010", "sure")
report_yes("en-wrong-colour", EMILY, "The bench arrived in black but I ordered natural oak, order SO-31040", "SO-31040", "yes")
add("en-wrong-model",
    t("You sent me the wrong table, this is not the model I ordered. SO-31040", proposal("SO-31040"), EMILY))
report_yes("en-wobbly", EMILY, "The dining table SO-31040 wobbles, one leg seems shorter than the others", "SO-31040", "ok")
report_yes("en-warped", EMILY, "The tabletop on SO-31040 is warped, it doesn't sit flat", "SO-31040", "confirm")
report_yes("en-stain", EMILY, "There's a stain on the bench seat, order SO-31040", "SO-31040", "Yes, please open it.")
report_yes("en-torn", TOM, "the fabric on the headboard SO-31010 is torn", "SO-31010", "yes")
report_yes("en-dented", TOM, "the bed came with a dent in the footboard, SO-31010", "SO-31010", "yes")
report_yes("en-furious", TOM, "Absolutely furious. Paid a fortune for the bed SO-31010 and it turned up with a huge gouge in the side rail. Sort it out.", "SO-31010", "yes")
report_yes("en-photos-promised", EMILY, "The bench on SO-31040 is chipped, I'll email you some photos", "SO-31040", "yes")
add("en-no",
    t("table SO-31040 is scratched", proposal("SO-31040"), EMILY),
    t("no", refused_no(), EMILY))
add("en-rather-not",
    t("The bench SO-31040 has a scuff on the seat", proposal("SO-31040"), EMILY),
    t("no, I'd rather not for now", refused_no(), EMILY))
add("en-yes-if-husband",
    t("The bench SO-31040 has a scuff on the seat", proposal("SO-31040"), EMILY),
    t("yes if my husband agrees", held(), EMILY))
add("en-question-then-yes",
    t("The bed SO-31010 arrived with a broken slat", proposal("SO-31010"), TOM),
    t("what's an after-sales case?", held(), TOM),
    t("yes", opened("SO-31010"), TOM))
add("en-yes-and-status",
    t("The bed SO-31010 arrived with a broken slat", proposal("SO-31010"), TOM),
    t("yes, and where's my dresser SO-31011?", {"nothing_changed": True, "asks": True, "reply_contains": ["SO-31011"]}, TOM),
    t("yes", opened("SO-31010"), TOM))
add("en-not-delivered-dresser",
    t("My dresser SO-31011 arrived damaged", not_delivered("SO-31011"), TOM))
add("en-not-delivered-armchair",
    t("The armchair SO-31041 has a torn seat", not_delivered("SO-31041"), EMILY))
report_yes("en-by-item-bed", TOM, "The bed arrived with a broken slat", "SO-31010", "yes")
report_yes("en-by-item-bench", EMILY, "one of the bench legs is cracked", "SO-31040", "yes")
report_yes("en-one-piece-of-two", EMILY, "The table's fine but the bench from SO-31040 is badly scuffed", "SO-31040", "yes")
add("en-home-front-door",
    t("Your delivery guys dented our front door bringing in the bed. SO-31010", home_only(), TOM))
add("en-home-hallway-wall",
    t("The drivers scratched the hallway wall when they carried the table in (SO-31040)", home_only(), EMILY))
add("en-home-floor",
    t("they scratched my wooden floor dragging the table in, order SO-31040", home_only(), EMILY))
report_yes("en-piece-and-wall", EMILY, "The table got scratched and so did the wall, SO-31040", "SO-31040", "yes")
add("en-damage-and-move",
    t("The bed SO-31010 has a cracked slat. Also, could you move the dresser SO-31011 to Tuesday 20 October in the morning?", proposal("SO-31010"), TOM),
    t("yes", {**opened("SO-31010"), "asks": True}, TOM),
    t("yes", {"nothing_changed": True, "asks": True, "reply_contains": ["SO-31011", "20"]}, TOM),
    t("yes", {"moved": [{"order": "SO-31011", "to": "2026-10-20-AM"}]}, TOM))
add("en-status-and-damage",
    t("Where's my dresser SO-31011? Also the bed SO-31010 came with a scratched headboard.", {"nothing_changed": True, "asks": True, "reply_contains": ["SO-31011", "SO-31010"]}, TOM))
add("en-said-again-after-open",
    t("The bed SO-31010 is damaged, the side rail is cracked", proposal("SO-31010"), TOM),
    t("yes", opened("SO-31010"), TOM),
    t("just to say again, the bed SO-31010 is damaged", {"nothing_changed": True, "asks": False, "reply_matches": [CASE_RE]}, TOM))
add("en-case-status-follow-up",
    t("The bed SO-31010 is damaged, the side rail is cracked", proposal("SO-31010"), TOM),
    t("yes", opened("SO-31010"), TOM),
    t("thanks. what's the status of my case?", {"nothing_changed": True, "asks": False, "reply_matches": [CASE_RE]}, TOM))
add("en-someone-elses-order",
    t("The bench SO-31040 is broken", not_found("Clarke", "Emily", "Oak"), TOM))
report_yes("en-anon-full-proof", None, "Order SO-31040, emily.clarke@example.com: one of the bench legs snapped", "SO-31040", "yes")
add("en-anon-email-asked",
    t("bench on SO-31040 is broken", {"nothing_changed": True, "asks": True}),
    t("emily.clarke@example.com", proposal("SO-31040")),
    t("yes", opened("SO-31040")))
add("en-anon-wrong-email",
    t("SO-31010 tom.baker@example.com, bed is damaged", not_found("Nordic", "Baker", "CASE-")))
add("en-vague-my-order",
    t("my order arrived damaged", {"nothing_changed": True, "asks": True}, EMILY))
report_yes("en-long-email", EMILY,
           "Hello,\n\nI'm writing about order SO-31040, delivered yesterday. The delivery team were on time and very polite. However, when we unwrapped the bench this morning, we found a deep scratch along the seat and one of the legs is loose.\n\nCould you please let me know how to proceed?\n\nKind regards,\nEmily Clarke",
           "SO-31040", "Yes, go ahead.")
report_yes("en-thumb-yes", EMILY, "The dining table SO-31040 has a chip on the corner", "SO-31040", "👍")
report_yes("en-yesss", TOM, "bed SO-31010 came with a chunk out of the headboard", "SO-31010", "yesss")
add("en-open-case-still-broken",
    t("The wardrobe SO-31060 door is still hanging off, any update?", case_exists("CASE-2003"), RAJ))
add("en-open-case-more-photos",
    t("I'm sending more photos of the damaged wardrobe, order SO-31060", case_exists("CASE-2003"), RAJ))
add("en-open-case-status",
    t("What's happening with my case for SO-31060?", {"nothing_changed": True, "asks": False, "reply_contains": ["CASE-2003"]}, RAJ))
add("en-open-case-anon",
    t("SO-31060, raj.patel@example.com - the wardrobe arrived with a cracked door, reporting it", case_exists("CASE-2003")))
report_yes("en-other-order-no-case", RAJ, "The bedside table SO-31061 has a chipped corner", "SO-31061", "yes")
# (b) as fr-damage-denied-b.
add("en-damage-denied-b",
    t("No scratches at all, everything arrived perfectly, thanks!", {"nothing_changed": True, "reply_not_contains": ["CASE-"]}, EMILY))
add("en-wait-then-yes",
    t("The bench SO-31040 has a crack along the seat", proposal("SO-31040"), EMILY),
    t("wait, let me check with my husband", held(), EMILY),
    t("yes go ahead", opened("SO-31040"), EMILY))
add("en-no-then-thanks",
    t("The headboard of the bed SO-31010 is scratched", proposal("SO-31010"), TOM),
    t("no thanks", refused_no(), TOM),
    t("thanks, have a good day", {"nothing_changed": True, "asks": False}, TOM))
add("en-bedside-one-of-two",
    t("One of the two bedside tables from SO-31061 arrived with a broken drawer, the other one is fine", proposal("SO-31061"), RAJ),
    t("sure", opened("SO-31061"), RAJ))
add("en-yes-and-refund",
    t("The bench SO-31040 arrived split", proposal("SO-31040"), EMILY),
    t("yes and I want a refund", {"nothing_changed": True, "asks": True}, EMILY))
add("en-anon-raj-two-orders",
    t("Hi, SO-31061 raj.patel@example.com, the bedside table drawer is broken", proposal("SO-31061")),
    t("ok", opened("SO-31061")))


def main() -> None:
    names = [s["name"] for s in SCENARIOS]
    assert len(names) == len(set(names)), "duplicate names"
    out = {"scenarios": [{**s, "fixture": FIXTURE} for s in SCENARIOS]}
    path = Path(__file__).with_name("care_damage.yaml")
    path.write_text(yaml.safe_dump(out, allow_unicode=True, sort_keys=False, width=1000), encoding="utf-8")
    fr = sum(1 for n in names if "-fr-" in n)
    print(f"{len(SCENARIOS)} scenarios ({fr} French), {sum(len(s['turns']) for s in SCENARIOS)} turns -> {path}")


if __name__ == "__main__":
    main()
