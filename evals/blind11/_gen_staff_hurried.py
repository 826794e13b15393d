# ruff: noqa: E501
# mypy: ignore-errors
"""Blind corpus staff_hurried: back-office staff typing in a hurry.

Covers relationship analyses and billing questions (unpaid bills, totals, last
invoice, what a customer owes, bills over a threshold), French and English,
written the way hurried staff type: abbreviations (CA, HT/TTC, clt, fact.,
impayés, YTD, Q3, T2, S1, H2, N-1, 12 mois glissants, exercice 2025, last FY),
lowercase names without accents, one-letter misspellings, titles, surname or
first name only, company names, follow-ups, close names (did-you-mean / which
one must be asked, never guessed), requests to change data (read-only refusal,
nothing written) and questions the data cannot answer (not held, never an
invented figure).

Written from eval-format.md, DESIGN.md and README.md only.
Expectations marked (b) are best judgement where the README is silent.
"""
import os

import yaml

NOW = "2026-12-04T10:00:00+01:00"   # Friday 4 December 2026

CUSTOMERS = [
    {"id": "C-101", "name": "Jean-Pierre Lefèvre", "email": "jp.lefevre@example.fr", "company": None},
    {"id": "C-102", "name": "Hélène Garnier", "email": "contact@garnier-deco.fr", "company": "Garnier Déco"},
    {"id": "C-103", "name": "Oliver Whitfield", "email": "oliver@whitfield-interiors.co.uk", "company": "Whitfield Interiors Ltd"},
    {"id": "C-104", "name": "Claire Mercier", "email": "claire.mercier@example.fr", "company": None},
    {"id": "C-105", "name": "Marie Dubois", "email": "marie.dubois@example.fr", "company": None},
    {"id": "C-106", "name": "Marc Dubois", "email": "marc.dubois@example.fr", "company": None},
    {"id": "C-107", "name": "Emma Thompson", "email": "emma.thompson@example.co.uk", "company": None},
    {"id": "C-108", "name": "Paul Roux", "email": "direction@hotel-beausejour.fr", "company": "Hôtel Beauséjour"},
]
PRODUCTS = [
    {"sku": "OSLO-3", "name": "Canapé Oslo 3 places", "price": "1890.00", "cost": "1020.00"},
    {"sku": "TAB-CH", "name": "Table Chêne 200", "price": "1200.00", "cost": "610.00"},
    {"sku": "CHA-CH", "name": "Chaise Chêne", "price": "150.00", "cost": "70.00"},
    {"sku": "LIT-160", "name": "Lit Nordik 160", "price": "980.00", "cost": "500.00"},
]


def bill(number, cust, issued, due, paid, lines):
    return {"number": number, "customer": cust, "issued_on": issued, "due_on": due, "paid_on": paid,
            "lines": [{"sku": s, "quantity": q, "unit_price": p} for s, q, p in lines]}


BILLS = [
    # Lefèvre: 2025 = 4670.00 (3 bills); 2026 = 3440.50 (3); last 12 months = 4420.50 (4)
    # owed today 4120.50 (3 bills), overdue 2870.00 (2), not yet due F-2026-0106
    bill("F-2025-0101", "C-101", "2025-02-10", "2025-03-12", "2025-03-01", [("OSLO-3", 1, "1890.00")]),
    bill("F-2025-0102", "C-101", "2025-07-15", "2025-08-14", "2025-09-20", [("TAB-CH", 1, "1200.00"), ("CHA-CH", 4, "150.00")]),
    bill("F-2025-0103", "C-101", "2025-12-10", "2026-01-09", None, [("LIT-160", 1, "980.00")]),
    bill("F-2026-0104", "C-101", "2026-03-05", "2026-04-04", "2026-04-01", [("CHA-CH", 2, "150.00")]),
    bill("F-2026-0105", "C-101", "2026-08-10", "2026-09-09", None, [("OSLO-3", 1, "1890.00")]),
    bill("F-2026-0106", "C-101", "2026-11-25", "2026-12-25", None, [("TAB-CH", 1, "1250.50")]),
    # Garnier: 2025 = 3780.00; 2026 = 6540.00 (2); owed 3600.00 (overdue); paid late F-2026-0202
    bill("F-2025-0201", "C-102", "2025-04-03", "2025-05-03", "2025-04-28", [("OSLO-3", 2, "1890.00")]),
    bill("F-2026-0202", "C-102", "2026-01-15", "2026-02-14", "2026-03-30", [("LIT-160", 3, "980.00")]),
    bill("F-2026-0203", "C-102", "2026-10-02", "2026-11-01", None, [("TAB-CH", 2, "1200.00"), ("CHA-CH", 8, "150.00")]),
    # Whitfield: 2025 = 980.00; 2026 = 4590.00 (3); Q2 2026 = 2100.00; Q4 2026 = 600.00; owed 2700.00
    bill("F-2025-0301", "C-103", "2025-09-01", "2025-10-01", "2025-09-25", [("LIT-160", 1, "980.00")]),
    bill("F-2026-0302", "C-103", "2026-02-20", "2026-03-22", "2026-03-20", [("OSLO-3", 1, "1890.00")]),
    bill("F-2026-0303", "C-103", "2026-06-12", "2026-07-12", None, [("TAB-CH", 1, "1200.00"), ("CHA-CH", 6, "150.00")]),
    bill("F-2026-0304", "C-103", "2026-11-30", "2026-12-30", None, [("CHA-CH", 4, "150.00")]),
    # Mercier: 2026 = 3850.00, all paid on time
    bill("F-2026-0401", "C-104", "2026-05-05", "2026-06-04", "2026-06-01", [("OSLO-3", 1, "1890.00")]),
    bill("F-2026-0402", "C-104", "2026-09-18", "2026-10-18", "2026-10-10", [("LIT-160", 2, "980.00")]),
    # Marie Dubois: 1200.00 unpaid overdue (2026)
    bill("F-2026-0501", "C-105", "2026-04-14", "2026-05-14", None, [("TAB-CH", 1, "1200.00")]),
    # Marc Dubois: 1450.00 paid (2025)
    bill("F-2025-0601", "C-106", "2025-10-10", "2025-11-09", "2025-11-05", [("CHA-CH", 10, "145.00")]),
    # Emma Thompson: no bills
    # Beauséjour: 2025 = 4750.00 paid; 2026 = 7200.00 unpaid overdue
    bill("F-2025-0802", "C-108", "2025-06-01", "2025-07-01", "2025-06-20", [("LIT-160", 5, "950.00")]),
    bill("F-2026-0801", "C-108", "2026-07-01", "2026-07-31", None, [("OSLO-3", 4, "1800.00")]),
]
# all customers: billed 2026 = 26820.50; billed 2025 = 15630.00; owed = 18820.50

ORDERS = [
    {"number": "SO-31001", "customer": "C-101", "lines": [{"sku": "TAB-CH", "quantity": 1}],
     "ordered_on": "2026-11-20", "promised_on": "2026-12-18", "status": "in_production",
     "workshop_stage": "finition", "delivery_slot": None},
    {"number": "SO-31002", "customer": "C-102", "lines": [{"sku": "CHA-CH", "quantity": 4}],
     "ordered_on": "2026-11-02", "promised_on": "2026-12-10", "status": "ready",
     "workshop_stage": None, "delivery_slot": "2026-12-10-AM"},
]
SLOTS = [{"id": "2026-12-10-AM", "start": "2026-12-10T08:00:00+01:00", "end": "2026-12-10T12:00:00+01:00", "capacity": 2}]
FIXTURE = {"customers": CUSTOMERS, "products": PRODUCTS, "slots": SLOTS, "orders": ORDERS, "cases": [], "bills": BILLS}

NAMES = {"C-101": ["Lefèvre", "Lefevre"], "C-102": ["Garnier"], "C-103": ["Whitfield"],
         "C-104": ["Mercier"], "C-105": ["Marie Dubois"], "C-106": ["Marc Dubois"],
         "C-107": ["Thompson"], "C-108": ["Beauséjour", "Paul Roux"]}


def others(*keep):
    out = []
    for cid, names in NAMES.items():
        if cid in keep:
            continue
        out += names
        out += [b["number"] for b in BILLS if b["customer"] == cid]
    return out


def fr(a):
    """French amount as a regex: 4 670,00 (any space as thousands separator)."""
    ent, dec = a.split(".")
    groups = []
    while len(ent) > 3:
        groups.insert(0, ent[-3:])
        ent = ent[:-3]
    groups.insert(0, ent)
    return r"[\s\u00a0\u202f]".join(groups) + "," + dec


def en(a):
    ent, dec = a.split(".")
    return f"{int(ent):,}".replace(",", ",") + r"\." + dec


def nfr(a):   # plain string forms for reply_not_contains (both separators tried by caller)
    return [a.replace(".", ","), a]


SCEN = []


def S(name, turns, now=NOW):
    out = []
    for t in turns:
        say, exp = t[0], dict(t[1])
        exp.setdefault("nothing_changed", True)
        out.append({"channel": "staff", "say": say, "expect": exp})
    SCEN.append({"name": "staff-hurried-" + name, "now": now, "fixture": FIXTURE, "turns": out})


def E(asks=False, has=(), rx=(), no=(), keep=None):
    e = {"asks": asks}
    if has:
        e["reply_contains"] = list(has)
    if rx:
        e["reply_matches"] = list(rx)
    nn = list(no) + (others(*keep) if keep else [])
    if nn:
        e["reply_not_contains"] = nn
    return e


L, G, W, M, MD, MC, T, B = "C-101", "C-102", "C-103", "C-104", "C-105", "C-106", "C-107", "C-108"
RO_FR = r"(?i)(lecture seule|rien n'a été modifié|aucune modification|ne (peux|peut) pas (modifier|changer|envoyer|écrire)|rien (n'a été )?changé)"
RO_EN = r"(?i)(read-only|read only|nothing (was|has been) changed|cannot (change|modify|send|write)|can't (change|modify|send|write)|no change)"

# ---------------------------------------------------------------- analyses, French
S("fr-analyse-annee-derniere", [
    ("analyse ma relation clt avec jean-pierre lefevre sur l'année dernière",
     E(rx=[fr("4670.00")], has=["2025"], keep=[L]))])
S("fr-analyse-12-mois-glissants", [
    ("analyse lefevre 12 mois glissants stp",
     E(rx=[fr("4420.50")], keep=[L], no=["4 670,00"])),
    ("et sur S1 ?", E(rx=[r"300,00"], keep=[L], no=["F-2026-0105"]))])  # H1 2026: F-2026-0104
S("fr-analyse-exercice-2025", [
    ("analyse relation Mme Garnier exercice 2025", E(rx=[fr("3780.00")], keep=[G]))])  # (b) exercice = calendar year
S("fr-analyse-n-1", [
    ("analyse clt lefevre N-1", E(rx=[fr("4670.00")], keep=[L]))])  # (b) N-1 = last calendar year
S("fr-analyse-s1", [
    ("analyse garnier S1 2026", E(rx=[fr("2940.00")], keep=[G], no=["F-2026-0203"]))])
S("fr-analyse-t2-puis-t4", [
    ("analyse whitfield T2", E(rx=[fr("2100.00")], keep=[W], no=["F-2026-0302"])),
    ("et le T4 ?", E(rx=[r"600,00"], keep=[W], no=[fr("2100.00")]))])
S("fr-analyse-puis-annee-avant", [
    ("analyse relation client whitfield interiors sur 2026", E(rx=[fr("4590.00")], keep=[W])),
    ("et sur 2025 ?", E(rx=[r"980,00"], keep=[W], no=[fr("4590.00")]))])
S("fr-analyse-compare-annee-davant", [
    ("analyse garnier deco 2026", E(rx=[fr("6540.00")], keep=[G])),
    ("compare avec l'année d'avant", E(rx=[fr("6540.00"), fr("3780.00")], keep=[G]))])
S("fr-analyse-puis-meme-pour", [
    ("analyse lefevre sur l'annee derniere", E(rx=[fr("4670.00")], keep=[L])),
    ("et pour garnier ?", E(rx=[fr("3780.00")], keep=[G]))])
S("fr-analyse-societe", [
    ("analyse la relation avec l'hotel beausejour sur 2025", E(rx=[fr("4750.00")], keep=[B])),
    ("et ses impayés ?", E(has=["F-2026-0801"], rx=[fr("7200.00")], keep=[B]))])
S("fr-analyse-prenom-seul", [
    ("analyse helene sur 2026 vite fait", E(rx=[fr("6540.00")], keep=[G]))])
S("fr-analyse-sans-periode", [
    ("analyse Jean-Pierre Lefèvre", E(rx=[fr("4420.50")], keep=[L]))])  # no period = last 12 months
S("fr-analyse-sans-factures", [
    ("analyse emma thompson sur 2026", E(keep=[T], no=["€"]))])
S("fr-analyse-periode-floue", [
    ("analyse lefevre ces derniers temps", E(asks=True, keep=[L], no=[fr("4420.50")]))])
S("fr-analyse-depuis-la-rentree", [
    # (b) "depuis la rentrée" = since September 2026: F-2026-0106 only
    ("analyse lefevre depuis la rentrée", E(rx=[fr("1250.50")], keep=[L], no=["F-2026-0105"]))])
S("fr-analyse-typo-nom", [
    ("analyse claire mersier 2026", E(asks=True, has=["Claire Mercier"], keep=[M], no=[fr("3850.00")])),
    ("oui", E(rx=[fr("3850.00")], keep=[M]))])
S("fr-analyse-typo-nom-non", [
    ("analyse claire mersier 2026", E(asks=True, has=["Claire Mercier"], keep=[M])),
    ("non", E(keep=[], no=[fr("3850.00")]))])
S("fr-analyse-deux-dubois", [
    ("analyse dubois 2026", E(asks=True, has=["Marie Dubois", "Marc Dubois"], no=[fr("1200.00")], keep=[MD, MC])),
    ("marie", E(rx=[fr("1200.00")], keep=[MD]))])
S("fr-analyse-titre-m-dubois", [
    # a title is no clue of gender: both Dubois offered
    ("analyse M. Dubois sur l'annee derniere", E(asks=True, has=["Marie Dubois", "Marc Dubois"], keep=[MD, MC])),
    ("marc", E(rx=[fr("1450.00")], keep=[MC]))])
S("fr-analyse-deux-dubois-position", [
    ("analyse la relation avec Dubois", E(asks=True, has=["Marie Dubois", "Marc Dubois"], keep=[MD, MC])),
    ("c'est marc, mais sur 2025", E(rx=[fr("1450.00")], keep=[MC]))])
S("fr-analyse-hier-trimestre", [
    ("analyse lefevre au dernier trimestre", E(rx=[fr("1890.00")], keep=[L], no=["F-2026-0106"]))])  # Q3 2026
S("fr-analyse-ytd-puis-impayes", [
    ("analyse lefevre depuis janvier", E(rx=[fr("3440.50")], keep=[L])),
    ("et ses impayés ?", E(rx=[fr("4120.50")], has=["F-2026-0105", "F-2026-0106"], keep=[L]))])
S("fr-analyse-puis-marge", [
    ("analyse garnier 2025", E(rx=[fr("3780.00")], keep=[G])),
    # margin 2025: 3780 - 2040 = 1740.00 (46,0 %)
    ("et la marge ?", E(rx=[fr("1740.00")], keep=[G]))])
S("fr-analyse-puis-mail-refuse", [
    ("analyse whitfield 2026", E(rx=[fr("4590.00")], keep=[W])),
    ("ok écris-lui un mail pour ses impayés", E(rx=[RO_FR], keep=[W]))])
S("fr-analyse-histoire", [
    ("je prépare le comité de lundi, on a vu les gros comptes la semaine dernière avec Marc. "
     "bref : analyse garnier sur 2026 stp", E(rx=[fr("6540.00")], keep=[G]))])

# ---------------------------------------------------------------- analyses, English
S("en-analyse-last-year", [
    ("analyse my customer relationship with jean pierre lefevre over last year",
     E(rx=[en("4670.00")], has=["2025"], keep=[L]))])
S("en-analyse-last-12-months", [
    ("relationship analysis Mr Lefevre, last 12 months", E(rx=[en("4420.50")], keep=[L]))])
S("en-analyse-ytd", [
    ("analysis helene garnier YTD please", E(rx=[en("6540.00")], keep=[G]))])
S("en-analyse-last-fy", [
    ("analyse whitfield last FY", E(rx=[en("980.00")], keep=[W], no=[en("4590.00")]))])  # (b) FY = calendar year
S("en-analyse-h2-2025", [
    ("lefevre analysis for H2 2025", E(rx=[en("2780.00")], keep=[L], no=["F-2025-0101"]))])
S("en-analyse-q2-then-q4", [
    ("analysis oliver whitfield Q2", E(rx=[en("2100.00")], keep=[W])),
    ("and Q4?", E(rx=[en("600.00")], keep=[W]))])
S("en-analyse-then-same-for", [
    ("garnier analysis for 2025", E(rx=[en("3780.00")], keep=[G])),
    ("same for lefevre", E(rx=[en("4670.00")], keep=[L]))])
S("en-analyse-then-compare-prior", [
    ("analyze relationship w/ whitfield interiors 2026", E(rx=[en("4590.00")], keep=[W])),
    ("compare with the year before", E(rx=[en("4590.00"), en("980.00")], keep=[W]))])
S("en-analyse-then-last-6-months", [
    ("analyse jean-pierre lefevre for 2026", E(rx=[en("3440.50")], keep=[L])),
    ("and over the last 6 months?", E(rx=[en("3140.50")], keep=[L], no=["F-2026-0104"]))])  # 2026-06-05..: 0105+0106
S("en-analyse-company", [
    ("customer relationship analysis Hotel Beausejour last year", E(rx=[en("4750.00")], keep=[B])),
    ("and this year?", E(rx=[en("7200.00")], keep=[B]))])
S("en-analyse-no-bills", [
    ("analyse emma thompson this year", E(keep=[T], no=["€"]))])
S("en-analyse-vague-period", [
    ("analyse whitfield lately", E(asks=True, keep=[W], no=[en("4590.00")]))])
S("en-analyse-typo-yes", [
    ("analyse oliver whitfeld 2026", E(asks=True, has=["Oliver Whitfield"], keep=[W], no=[en("4590.00")])),
    ("yes that's him", E(rx=[en("4590.00")], keep=[W]))])
S("en-analyse-typo-other-name", [
    ("analyse claire mercer 2026", E(asks=True, has=["Claire Mercier"], keep=[M])),
    ("no, Oliver Whitfield", E(rx=[en("4590.00")], keep=[W]))])
S("en-analyse-two-dubois", [
    ("analyse dubois last year", E(asks=True, has=["Marie Dubois", "Marc Dubois"], keep=[MD, MC])),
    ("marc", E(rx=[en("1450.00")], keep=[MC]))])
S("en-analyse-dubois-never-mind", [
    ("relationship w/ Mrs Dubois pls", E(asks=True, has=["Marie Dubois", "Marc Dubois"], keep=[MD, MC])),
    ("no, never mind", E(keep=[], no=[en("1200.00"), en("1450.00")]))])
S("en-analyse-then-unpaid", [
    ("analyse lefevre for 2025 please", E(rx=[en("4670.00")], keep=[L])),
    ("and his unpaid ones?", E(rx=[en("4120.50")], keep=[L]))])
S("en-analyse-then-margin", [
    ("analyse mercier this year", E(rx=[en("3850.00")], keep=[M])),
    # margin: 3850 - (1020 + 1000) = 1830.00
    ("margin?", E(rx=[en("1830.00")], keep=[M]))])
S("en-analyse-then-email-refused", [
    ("garnier analysis this year", E(rx=[en("6540.00")], keep=[G])),
    ("email her the summary", E(rx=[RO_EN], keep=[G]))])
S("en-analyse-story", [
    ("quick one, board meeting tomorrow and my boss wants numbers on the hotel accounts, we talked about them "
     "last week already. anyway: analyse hotel beausejour this year", E(rx=[en("7200.00")], keep=[B]))])
S("en-analyse-since-march", [
    ("analyse lefevre since march", E(rx=[en("3440.50")], keep=[L]))])
S("en-analyse-last-quarter", [
    ("analyse lefevre last quarter", E(rx=[en("1890.00")], keep=[L], no=["F-2026-0106"]))])

# ---------------------------------------------------------------- billing, French
S("fr-impayes-lefevre", [
    ("impayés lefevre ?", E(rx=[fr("4120.50")], has=["F-2025-0103", "F-2026-0105", "F-2026-0106"],
                            keep=[L], no=["F-2026-0104", "F-2025-0101"]))])
S("fr-impayes-puis-combien", [
    ("fact. impayées de jean pierre lefevre", E(rx=[fr("4120.50")], keep=[L])),
    ("combien ?", E(has=["3"], keep=[L])),
    ("la plus grosse d'entre elles ?", E(has=["F-2026-0105"], rx=[fr("1890.00")], keep=[L], no=["F-2026-0106"]))])
S("fr-en-retard-garnier", [
    ("fact. en retard de Mme Garnier ?", E(has=["F-2026-0203"], rx=[fr("3600.00")], keep=[G], no=["F-2026-0202"]))])
S("fr-retards-nom-seul", [
    ("retards whitfield", E(has=["F-2026-0303"], rx=[fr("2100.00")], keep=[W], no=["F-2026-0304", "F-2026-0302"]))])
S("fr-ce-qu-il-doit", [
    ("il nous doit combien lefevre ??", E(rx=[fr("4120.50")], keep=[L]))])
S("fr-encours-whitfield", [
    ("encours whitfield interiors", E(rx=[fr("2700.00")], keep=[W])),
    ("dont en retard ?", E(has=["F-2026-0303"], keep=[W], no=["F-2026-0302"]))])  # (b)
S("fr-solde-mercier", [
    ("solde mme mercier ?", E(keep=[M], no=["F-2026-0401", "F-2026-0402"]))])  # nothing owed, no paid bill listed as owed
S("fr-derniere-facture", [
    ("derniere fact. lefevre", E(has=["F-2026-0106"], rx=[fr("1250.50")], keep=[L], no=["F-2026-0105"])),
    ("elle a été payée ?", E(has=["F-2026-0106"], keep=[L]))])
S("fr-premiere-facture", [
    ("sa 1ere facture a garnier c'etait quand", E(has=["F-2025-0201"], keep=[G], no=["F-2026-0203"])),
    ("et la derniere ?", E(has=["F-2026-0203"], keep=[G], no=["F-2025-0201"]))])
S("fr-deux-dernieres", [
    ("les 2 dernières factures de whitfield", E(has=["F-2026-0304", "F-2026-0303"], keep=[W], no=["F-2026-0302", "F-2025-0301"]))])
S("fr-seuil", [
    ("factures lefevre > 1500 € ?", E(has=["F-2025-0101", "F-2025-0102", "F-2026-0105"], keep=[L],
                                       no=["F-2026-0104", "F-2026-0106", "F-2025-0103"]))])
S("fr-seuil-chf", [
    ("factures de garnier qui dépassent 3000 CHF", E(has=["F-2025-0201", "F-2026-0203"], keep=[G], no=["F-2026-0202"]))])
S("fr-ca-2026-tous", [
    ("CA total 2026", E(rx=[fr("26820.50")])),
    ("et N-1 ?", E(rx=[fr("15630.00")]))])  # (b) N-1 after 2026 = 2025
S("fr-ca-2025-client", [
    ("CA 2025 garnier", E(rx=[fr("3780.00")], keep=[G])),
    ("compare avec 2026", E(rx=[fr("3780.00"), fr("6540.00")], keep=[G]))])
S("fr-ca-ht-ttc", [
    # no VAT held: never an invented TTC figure (6540 x 1.2 = 7848)
    ("CA TTC garnier 2026 ?", E(keep=[G], no=["7 848", "7848", "7 848,00"]))])
S("fr-paye-2026", [
    ("combien lefevre nous a payé en 2026 ?", E(rx=[r"300,00"], keep=[L], no=[fr("3440.50")]))])
S("fr-paye-en-retard", [
    ("fact. garnier payées en retard en 2026", E(has=["F-2026-0202"], keep=[G], no=["F-2026-0203"]))])
S("fr-qui-doit-le-plus", [
    ("qui nous doit le + ??", E(rx=[fr("7200.00")]))])
S("fr-total-impayes", [
    ("total des impayés", E(rx=[fr("18820.50")], no=["F-2026-0401", "F-2025-0101"]))])
S("fr-top-3-ca", [
    ("top 3 clts par CA cette année", E(rx=[fr("7200.00"), fr("6540.00"), fr("4590.00")], no=["Mercier"]))])
S("fr-impayes-au-1er", [
    # unpaid as of 1 Dec 2026: 0103, 0105, 0106 (issued 25/11) -> 4120.50
    ("impayés lefevre au 1er décembre", E(rx=[fr("4120.50")], keep=[L]))])
S("fr-impayes-a-fin-octobre", [
    # as of 31 Oct 2026: 0103 (980) + 0105 (1890) = 2870.00; 0106 not yet issued
    ("impayés lefevre à fin octobre", E(rx=[fr("2870.00")], keep=[L], no=["F-2026-0106"]))])
S("fr-pas-encore-echues", [
    ("lefevre celles qui sont pas encore échues ?", E(has=["F-2026-0106"], keep=[L], no=["F-2026-0105", "F-2025-0103"]))])
S("fr-dubois-ambigu", [
    ("impayés dubois", E(asks=True, has=["Marie Dubois", "Marc Dubois"], keep=[MD, MC], no=["F-2026-0501"])),
    ("marie", E(has=["F-2026-0501"], rx=[fr("1200.00")], keep=[MD]))])
S("fr-dubois-ambigu-aucun", [
    ("fact. de Mr Dubois", E(asks=True, has=["Marie Dubois", "Marc Dubois"], keep=[MD, MC])),
    ("aucun", E(keep=[], no=["F-2026-0501", "F-2025-0601"]))])
S("fr-typo-did-you-mean", [
    ("impayés whitfeld ?", E(asks=True, has=["Oliver Whitfield"], keep=[W], no=["F-2026-0303"])),
    ("oui c'est lui", E(rx=[fr("2700.00")], keep=[W]))])
S("fr-typo-lefevr", [
    ("encours lefevr", E(asks=True, keep=[L], no=["F-2026-0105"])),
    ("oui", E(rx=[fr("4120.50")], keep=[L]))])
S("fr-compare-deux-clients", [
    ("compare lefevre et garnier sur 2026", E(rx=[fr("3440.50"), fr("6540.00")], keep=[L, G]))])
S("fr-compare-clients-puis-2025", [
    ("compare Lefèvre et Garnier sur 2026", E(rx=[fr("3440.50"), fr("6540.00")], keep=[L, G])),
    ("et sur 2025 ?", E(rx=[fr("4670.00"), fr("3780.00")], keep=[L, G]))])
S("fr-qui-paie-le-mieux", [
    ("qui paie le mieux entre Mercier et Garnier ?", E(has=["Mercier", "100"], keep=[M, G]))])
S("fr-delai-moyen", [
    # paid late: F-2026-0202 due 14/02 paid 30/03 = 44 days
    ("délai moyen de paiement garnier ?", E(has=["44"], keep=[G]))])
S("fr-plusieurs-chiffres", [
    ("impayés de whitfield et son CA 2026", E(keep=[W], rx=[r"(" + fr("2700.00") + "|" + fr("4590.00") + ")"]))])
S("fr-suivi-meme-client", [
    ("CA 2026 mercier", E(rx=[fr("3850.00")], keep=[M])),
    ("a-t-elle des impayés ?", E(keep=[M], no=["F-2026-0401", "F-2026-0402"]))])
S("fr-suivi-meme-periode", [
    ("factures whitfield 2026", E(has=["F-2026-0302", "F-2026-0303", "F-2026-0304"], keep=[W])),
    ("et garnier sur la meme periode ?", E(has=["F-2026-0202", "F-2026-0203"], keep=[G]))])
S("fr-facture-numero", [
    ("F-2026-0303 ?", E(has=["F-2026-0303", "Whitfield"], rx=[fr("2100.00")], keep=[W])),
    ("et ses lignes ?", E(has=["F-2026-0303"], keep=[W]))])
S("fr-facture-pour-quel-client", [
    ("la fact F-2025-0802 c'est pour quel client", E(has=["F-2025-0802"], rx=[r"(Roux|Beauséjour|Beausejour)"], keep=[B]))])
S("fr-en-dollars", [
    ("encours garnier en dollars", E(rx=[fr("3600.00")], keep=[G], no=["$"]))])
S("fr-clients-en-retard", [
    ("quels clts ont des fact. en retard ?", E(has=["F-2026-0801", "F-2026-0203", "F-2026-0303", "F-2026-0501"],
                                              no=["F-2026-0106", "F-2026-0304"]))])
S("fr-mauvais-payeurs", [
    ("mauvais payeurs cette année ?", E(no=["Thompson"]))])
S("fr-impayes-emis-ce-mois", [
    ("factures émises ce mois-ci", E(no=["F-2026-0106", "F-2026-0304"]))])  # none issued in December 2026
S("fr-12-mois-glissants-billing", [
    ("CA lefevre 12 mois glissants", E(rx=[fr("4420.50")], keep=[L], no=["F-2025-0102"]))])
S("fr-t3-annee-jointe", [
    ("CA lefevre T3-2025", E(rx=[fr("1800.00")], keep=[L], no=["F-2026-0105"]))])
S("fr-compare-periodes", [
    ("compare le CA de lefevre 2025 vs 2026", E(rx=[fr("4670.00"), fr("3440.50")], keep=[L]))])
S("fr-puis-merci", [
    ("impayés garnier", E(rx=[fr("3600.00")], keep=[G])),
    ("merci", E(keep=[G], no=["F-2026-0203"])),
    ("et le CA 2025 ?", E(rx=[fr("3780.00")], keep=[G]))])
S("fr-en-anglais", [
    ("impayés whitfield", E(rx=[fr("2700.00")], keep=[W])),
    ("in english please", E(rx=[en("2700.00")], keep=[W]))])
S("fr-annee-1850", [
    ("CA lefevre en 1850", E(asks=True, keep=[L], no=[fr("4420.50")]))])
S("fr-31-juin", [
    ("fact lefevre du 1er au 31 juin 2026", E(asks=True, has=["31 juin"], keep=[L], no=["F-2026-0105"]))])
S("fr-surnom-sans-client", [
    ("impayés zorglub", E(keep=[], no=["F-2026"]))])

# ---------------------------------------------------------------- billing, English
S("en-unpaid-lefevre", [
    ("lefevre unpaid invoices?", E(rx=[en("4120.50")], has=["F-2025-0103", "F-2026-0105", "F-2026-0106"],
                                   keep=[L], no=["F-2026-0104"]))])
S("en-what-owes", [
    ("what does whitfield owe us", E(rx=[en("2700.00")], keep=[W])),
    ("same for lefevre", E(rx=[en("4120.50")], keep=[L]))])
S("en-what-owes-today", [
    ("how much does mr lefevre owe today", E(rx=[en("4120.50")], keep=[L]))])
S("en-last-invoice", [
    ("last invoice lefevre", E(has=["F-2026-0106"], rx=[en("1250.50")], keep=[L], no=["F-2026-0105"])),
    ("is it overdue?", E(has=["F-2026-0106"], keep=[L]))])
S("en-first-invoice", [
    ("first ever bill for oliver?", E(has=["F-2025-0301"], keep=[W], no=["F-2026-0304"]))])
S("en-over-threshold", [
    ("whitfield invoices over 2000", E(has=["F-2026-0303"], keep=[W], no=["F-2026-0304", "F-2025-0301", "F-2026-0302 "]))])
S("en-over-threshold-2k", [
    ("any lefevre bills over 1.5k?", E(has=["F-2025-0101", "F-2025-0102", "F-2026-0105"], keep=[L], no=["F-2026-0104", "F-2025-0103"]))])  # (b)
S("en-over-dollars", [
    ("garnier bills over $3,000", E(has=["F-2025-0201", "F-2026-0203"], keep=[G], no=["F-2026-0202"]))])
S("en-revenue-total-2025", [
    ("total revenue 2025", E(rx=[en("15630.00")])),
    ("and this year?", E(rx=[en("26820.50")]))])
S("en-revenue-customer-last-year", [
    ("revenue from garnier deco last year", E(rx=[en("3780.00")], keep=[G]))])
S("en-who-owes-most", [
    ("who owes us the most?", E(rx=[en("7200.00")])),
    ("and the least?", E(rx=[en("1200.00")]))])
S("en-unpaid-per-customer", [
    ("unpaid per customer", E(rx=[en("7200.00"), en("4120.50"), en("3600.00")], no=["Mercier", "Thompson"]))])
S("en-top-customers-last-year", [
    ("top 2 customers by revenue last year", E(rx=[en("4750.00"), en("4670.00")], no=["Whitfield"]))])
S("en-overdue-name-only", [
    ("is garnier late?", E(has=["F-2026-0203"], keep=[G], no=["F-2026-0202"]))])
S("en-paid-2026", [
    ("how much did whitfield pay us in 2026", E(rx=[en("1890.00")], keep=[W], no=["F-2026-0303"]))])
S("en-unpaid-as-of", [
    ("whitfield unpaid as of 30/11", E(has=["F-2026-0303", "F-2026-0304"], rx=[en("2700.00")], keep=[W]))])
S("en-unpaid-then-how-many", [
    ("unpaid bills lefevre", E(rx=[en("4120.50")], keep=[L])),
    ("how many?", E(has=["3"], keep=[L])),
    ("which one is the biggest?", E(has=["F-2026-0105"], keep=[L], no=["F-2026-0106 "]))])
S("en-only-unpaid", [
    ("bills for whitfield this year", E(has=["F-2026-0302", "F-2026-0303", "F-2026-0304"], keep=[W])),
    ("only the unpaid ones", E(has=["F-2026-0303", "F-2026-0304"], rx=[en("2700.00")], keep=[W], no=["F-2026-0302"]))])
S("en-two-dubois", [
    ("what does dubois owe", E(asks=True, has=["Marie Dubois", "Marc Dubois"], keep=[MD, MC], no=["F-2026-0501"])),
    ("marie", E(has=["F-2026-0501"], rx=[en("1200.00")], keep=[MD]))])
S("en-two-dubois-not-her", [
    ("unpaid bills Mrs Dubois", E(asks=True, has=["Marie Dubois", "Marc Dubois"], keep=[MD, MC])),
    ("the second one", E(has=["F-2026-0501"], keep=[MD]))])  # list shows Marc 1st, Marie 2nd
S("en-typo-yes", [
    ("garnieer unpaid?", E(asks=True, has=["Garnier"], keep=[G], no=["F-2026-0203"])),
    ("yes", E(has=["F-2026-0203"], rx=[en("3600.00")], keep=[G]))])
S("en-typo-no", [
    ("what does whitfeld owe?", E(asks=True, has=["Oliver Whitfield"], keep=[W])),
    ("no", E(keep=[], no=["F-2026-0303", en("2700.00")]))])
S("en-compare-customers", [
    ("lefevre vs garnier revenue this year", E(rx=[en("3440.50"), en("6540.00")], keep=[L, G]))])
S("en-compare-who-owes-more", [
    ("who owes us more, Whitfield or Garnier?", E(has=["Garnier"], rx=[en("3600.00"), en("2700.00")], keep=[W, G]))])
S("en-compare-then-unpaid", [
    ("compare Whitfield and Mercier 2026", E(rx=[en("4590.00"), en("3850.00")], keep=[W, M])),
    ("and their unpaid?", E(rx=[en("2700.00")], keep=[W, M]))])
S("en-punctual", [
    ("is mercier a punctual payer?", E(has=["100"], keep=[M])),
    ("and garnier?", E(keep=[G]))])
S("en-average-time-to-pay", [
    ("avg time to pay lefevre?", E(keep=[L]))])
S("en-two-figures", [
    ("unpaid bills and avg payment time for garnier", E(keep=[G], rx=[r"(?i)garnier"]))])
S("en-same-period-other", [
    ("lefevre bills Q3 2025", E(has=["F-2025-0102"], keep=[L], no=["F-2025-0101"])),
    ("and garnier same period?", E(keep=[G], no=["F-2025-0201", "F-2026-0202"]))])
S("en-bill-number", [
    ("F-2026-0106 paid?", E(has=["F-2026-0106"], keep=[L])),
    ("when was it issued?", E(has=["F-2026-0106"], rx=[r"(?i)(25 November|November 25|2026-11-25|25/11)"], keep=[L]))])
S("en-in-french", [
    ("lefevre unpaid", E(rx=[en("4120.50")], keep=[L])),
    ("en français stp", E(rx=[fr("4120.50")], keep=[L]))])
S("en-compare-periods", [
    ("revenue garnier 2025 vs 2026", E(rx=[en("3780.00"), en("6540.00")], keep=[G]))])
S("en-future-period", [
    ("revenue 2026 vs 2027", E(no=[en("26820.50")]))])
S("en-april-31", [
    ("lefevre invoices April 1st to April 31st 2026", E(asks=True, has=["31 April"], keep=[L], no=["F-2026-0104"]))])
S("en-thanks-then-follow", [
    ("whitfield unpaid", E(rx=[en("2700.00")], keep=[W])),
    ("ok thanks", E(keep=[W], no=["F-2026-0303"])),
    ("and how many?", E(has=["2"], keep=[W]))])
S("en-no-customer-found", [
    ("what does zorglub owe", E(keep=[], no=["F-2026"]))])
S("en-story-unpaid", [
    ("prepping for the credit committee thursday, finance flagged a few accounts last week and Jane from accounts "
     "asked me to look. can you tell me which of whitfield's invoices are still unpaid today?",
     E(has=["F-2026-0303", "F-2026-0304"], keep=[W]))])

# ---------------------------------------------------------------- read-only refusals
RO_FR_MSGS = [
    ("marque-paid", "marque F-2026-0105 payée stp"),
    ("relance", "envoie une relance a lefevre pour ses impayés"),
    ("change-montant", "passe la fact F-2026-0203 à 3000 € HT"),
    ("avoir", "fais un avoir de 200€ à garnier"),
    ("echeance", "repousse l'échéance de F-2026-0303 au 31/01"),
    ("annule", "annule la facture F-2026-0106, erreur de saisie"),
    ("fusion", "fusionne les fiches marie dubois et marc dubois"),
    ("tout-paye", "mets toutes les fact. de lefevre en payé, il a viré ce matin"),
    ("mail", "écris un mail à whitfield pour lui rappeler qu'il doit 2700"),
]
for i in range(0, len(RO_FR_MSGS), 3):
    grp = RO_FR_MSGS[i:i + 3]
    S("fr-lecture-seule-" + "-".join(g[0] for g in grp), [(m, E(rx=[RO_FR])) for _, m in grp])
RO_EN_MSGS = [
    ("mark-paid", "mark F-2026-0303 as paid pls, he paid by wire"),
    ("reminder", "send a reminder to whitfield for his overdue bill"),
    ("change-amount", "change the amount of F-2026-0106 to 1200"),
    ("credit-note", "issue a credit note of 150 to garnier deco"),
    ("delete", "delete invoice F-2026-0304 its a duplicate"),
    ("draft-email", "draft an email to hotel beausejour about their 7200 outstanding"),
    ("due-date", "push the due date of F-2026-0801 to end of january"),
    ("write-off", "write off lefevre's 2025 unpaid bill"),
]
for i in range(0, len(RO_EN_MSGS), 3):
    grp = RO_EN_MSGS[i:i + 3]
    S("en-read-only-" + "-".join(g[0] for g in grp), [(m, E(rx=[RO_EN])) for _, m in grp])
# refusal then a question: the back office still answers
S("fr-lecture-seule-puis-question", [
    ("marque F-2026-0203 payée", E(rx=[RO_FR])),
    ("ok alors combien elle doit garnier ?", E(rx=[fr("3600.00")], keep=[G]))])
S("en-read-only-then-question", [
    ("mark lefevre's F-2026-0105 paid", E(rx=[RO_EN])),
    ("fine. what does he owe then", E(rx=[en("4120.50")], keep=[L]))])
S("fr-impayes-puis-marquer", [
    ("impayés garnier", E(rx=[fr("3600.00")], keep=[G])),
    ("marque-la payée", E(rx=[RO_FR], keep=[G]))])
S("en-unpaid-then-remind", [
    ("whitfield overdue?", E(has=["F-2026-0303"], keep=[W])),
    ("ok send him a reminder", E(rx=[RO_EN], keep=[W]))])

# ---------------------------------------------------------------- not held
NH = r"(?i)(ne (tiens|dispose|détien|connai|contien)|n'ai pas|pas (d'information|de donnée|disponible)|aucune (donnée|information)|not held|don't (have|hold)|do not (have|hold)|no (data|information|record))"
NH_FR = [
    ("prevision", "prévision CA 2027 pour garnier ?", [fr("6540.00")]),
    ("commercial", "c'est qui le commercial de lefevre", [fr("4420.50")]),
    ("marge-commercial", "marge par commercial sur le T3 ?", []),
    ("tva", "TVA collectée sur whitfield en 2025 ?", [r"980,00"]),
    ("stock", "il reste combien de canapés oslo en stock ?", []),
    ("combien-va-rapporter", "combien lefevre va nous rapporter l'an prochain ?", [fr("4420.50")]),
]
for i in range(0, len(NH_FR), 2):
    grp = NH_FR[i:i + 2]
    S("fr-non-detenu-" + "-".join(g[0] for g in grp), [(m, E(rx=[NH], no=["€"] + [n.replace("[\\s\\u00a0\\u202f]", " ") for n in no])) for _, m, no in grp])
NH_EN = [
    ("forecast", "forecast revenue 2027 for whitfield?"),
    ("sales-rep", "which sales rep looks after garnier deco"),
    ("margin-by-rep", "margin by salesperson Q3"),
    ("vat", "how much VAT did we collect from the hotel beausejour in 2025"),
    ("will-spend", "how much will lefevre spend next year?"),
    ("stock", "how many oslo sofas do we have in stock"),
]
for i in range(0, len(NH_EN), 2):
    grp = NH_EN[i:i + 2]
    S("en-not-held-" + "-".join(g[0] for g in grp), [(m, E(rx=[NH], no=["€"])) for _, m in grp])
S("fr-analyse-puis-tva", [
    ("analyse garnier 2026", E(rx=[fr("6540.00")], keep=[G])),
    ("et la TVA ?", E(rx=[NH], keep=[G], no=["1 308", "1308"]))])  # 20% of 6540 never invented
S("en-analysis-then-forecast", [
    ("analyse whitfield this year", E(rx=[en("4590.00")], keep=[W])),
    ("what will he spend next year then?", E(rx=[NH], keep=[W]))])

# ---------------------------------------------------------------- order question from staff
S("fr-staff-statut-commande", [
    ("où en est la commande SO-31001 ?", E(has=["SO-31001"], rx=[r"(?i)(Lefèvre|Lefevre)"], no=["SO-31002", "Garnier"]))])
S("en-staff-order-then-bills", [
    ("status of SO-31002?", E(has=["SO-31002"], no=["SO-31001"])),
    ("and what does that customer owe?", E(rx=[en("3600.00")], keep=[G]))])  # (b)

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "staff_hurried.yaml")
with open(out, "w", encoding="utf-8") as f:
    class NoAlias(yaml.SafeDumper):
        def ignore_aliases(self, data):
            return True
    yaml.dump({"scenarios": SCEN}, f, Dumper=NoAlias, allow_unicode=True, sort_keys=False, width=200)
print(len(SCEN), "scenarios,", sum(len(s["turns"]) for s in SCEN), "turns ->", out)
