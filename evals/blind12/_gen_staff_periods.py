# ruff: noqa: E501, E741
# mypy: ignore-errors
"""staff_periods: staff asking analyses and billing questions with periods said every way
accountants, sales managers and founders say them (quarters and halves, fiscal and school-year
words, rolling windows, month ranges, relative periods, dates written out, future, empty,
ambiguous and impossible periods), and follow-ups that change only the period.

Written from eval-format.md, DESIGN.md and README.md only (blind). Own fixture: every bill
total is distinct, so the total of a period names the period read. Expectations the README does
not state are marked `(b)`.

Run:  python evals/blind12/_gen_staff_periods.py  ->  evals/blind12/staff_periods.yaml
"""
from __future__ import annotations

import datetime as dt
import os
from decimal import Decimal
from typing import Any

import yaml

NAME = "staff-periods"
NOW = "2026-12-04T10:00:00+01:00"   # Friday 4 December 2026
TODAY = dt.date(2026, 12, 4)
D = dt.date

CUSTOMERS = [
    {"id": "C-001", "name": "Claire Fontanet", "email": "claire.fontanet@example.fr", "company": "Fontanet Design"},
    {"id": "C-002", "name": "Oliver Bennett", "email": "oliver@bennett-sons.co.uk", "company": "Bennett & Sons"},
    {"id": "C-003", "name": "Bruno Kessler", "email": "bruno.kessler@example.de", "company": None},
    {"id": "C-004", "name": "Nadia Haddad", "email": "nadia.haddad@example.fr", "company": None},
    {"id": "C-005", "name": "Gérard Vautrin", "email": "gerard.vautrin@example.fr", "company": "Vautrin Hôtels"},
]
PRODUCTS = [
    {"sku": "OSLO-3", "name": "Canapé Oslo 3 places", "price": "1890.00", "cost": "100.00"},
    {"sku": "TABLE-CH", "name": "Table Chêne 6 couverts", "price": "1290.00", "cost": "100.00"},
    {"sku": "ARM-OSLO", "name": "Fauteuil Oslo", "price": "690.00", "cost": "100.00"},
]
# (number, customer, issued, total, state)  state: P paid on time, L paid late, U unpaid
RAW = [
    ("F-2025-0101", "C-001", "2025-01-15", "410.10", "P"),
    ("F-2025-0102", "C-001", "2025-03-10", "420.20", "P"),
    ("F-2025-0103", "C-001", "2025-05-20", "430.30", "L"),
    ("F-2025-0104", "C-001", "2025-07-08", "440.40", "P"),
    ("F-2025-0105", "C-001", "2025-09-02", "450.50", "P"),
    ("F-2025-0106", "C-001", "2025-11-18", "460.60", "L"),
    ("F-2025-0107", "C-001", "2025-12-01", "470.70", "P"),
    ("F-2026-0101", "C-001", "2026-01-12", "510.10", "P"),
    ("F-2026-0102", "C-001", "2026-02-20", "520.20", "P"),
    ("F-2026-0103", "C-001", "2026-03-15", "530.30", "P"),
    ("F-2026-0104", "C-001", "2026-04-22", "540.40", "L"),
    ("F-2026-0105", "C-001", "2026-06-10", "550.50", "P"),
    ("F-2026-0106", "C-001", "2026-07-03", "560.60", "P"),
    ("F-2026-0107", "C-001", "2026-08-25", "570.70", "U"),
    ("F-2026-0108", "C-001", "2026-09-15", "580.80", "P"),
    ("F-2026-0109", "C-001", "2026-10-06", "590.90", "U"),
    ("F-2026-0110", "C-001", "2026-11-09", "610.10", "U"),
    ("F-2026-0111", "C-001", "2026-12-01", "620.20", "U"),
    ("F-2025-0201", "C-002", "2025-02-03", "705.05", "P"),
    ("F-2025-0202", "C-002", "2025-06-14", "715.15", "L"),
    ("F-2025-0203", "C-002", "2025-10-21", "725.25", "P"),
    ("F-2026-0201", "C-002", "2026-01-28", "805.05", "P"),
    ("F-2026-0202", "C-002", "2026-03-30", "815.15", "P"),
    ("F-2026-0203", "C-002", "2026-05-05", "825.25", "U"),
    ("F-2026-0204", "C-002", "2026-08-12", "835.35", "P"),
    ("F-2026-0206", "C-002", "2026-09-30", "855.55", "P"),
    ("F-2026-0205", "C-002", "2026-11-23", "845.45", "U"),
    ("F-2024-0301", "C-003", "2024-10-10", "305.05", "P"),
    ("F-2025-0301", "C-003", "2025-04-04", "315.15", "U"),
    ("F-2026-0301", "C-003", "2026-02-02", "325.25", "P"),
    ("F-2024-0401", "C-004", "2024-06-06", "205.05", "P"),
    ("F-2025-0501", "C-005", "2025-08-01", "905.05", "U"),
    ("F-2026-0501", "C-005", "2026-03-01", "915.15", "U"),
    ("F-2026-0502", "C-005", "2026-10-01", "925.25", "P"),
    ("F-2026-0503", "C-005", "2026-12-02", "935.35", "U"),
]
BILLS: list[dict[str, Any]] = []
INFO: list[dict[str, Any]] = []
for num, cust, issued, total, state in RAW:
    i = D.fromisoformat(issued)
    due = i + dt.timedelta(days=30)
    paid = None if state == "U" else (i + dt.timedelta(days=20) if state == "P" else i + dt.timedelta(days=45))
    if paid and paid > TODAY:
        paid = None
    BILLS.append({"number": num, "customer": cust, "issued_on": issued, "due_on": due.isoformat(),
                  "paid_on": paid.isoformat() if paid else None,
                  "lines": [{"sku": "ARM-OSLO", "quantity": 1, "unit_price": total}]})
    INFO.append({"n": num, "c": cust, "i": i, "t": Decimal(total), "due": due, "paid": paid})

FIXTURE = {"customers": CUSTOMERS, "products": PRODUCTS, "slots": [], "orders": [], "cases": [], "bills": BILLS}
CID = {"claire": "C-001", "oliver": "C-002", "bruno": "C-003", "nadia": "C-004", "gerard": "C-005"}
FULL = {c["id"]: c["name"] for c in CUSTOMERS}


def others(cust):
    out = []
    for c in CUSTOMERS:
        if c["id"] != cust:
            out += [str(c["name"]).split()[-1]]
            out += [b["n"] for b in INFO if b["c"] == c["id"]]
    return out


def sel(cust, a, b, status="all"):
    out = [x for x in INFO if x["c"] == cust and a <= x["i"] <= b]
    if status == "unpaid":
        out = [x for x in out if x["paid"] is None]
    if status == "overdue":
        out = [x for x in out if x["paid"] is None and x["due"] < TODAY]
    return out


SP = "[\\s\\u00a0\\u202f]?"


def money_re(d: Decimal, lang):
    if lang == "any":   # a message with no language clue ("Analyse Oliver Bennett 2026"): either format
        return "(" + money_re(d, "fr") + "|" + money_re(d, "en") + ")"
    s = f"{d:,.2f}"                       # 1,234.56
    if lang == "en":
        return s.replace(",", ",").replace(".", "\\.")
    ip, fp = s.split(".")
    return ip.replace(",", SP) + "," + fp


def not_re(pat):
    return "^(?![\\s\\S]*" + pat + ")"


MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]


def X(asks=None, has=(), matches=(), nothas=()):
    e: dict[str, Any] = {"nothing_changed": True}
    if asks is not None:
        e["asks"] = asks
    if has:
        e["reply_contains"] = list(has)
    if matches:
        e["reply_matches"] = list(matches)
    e["_not"] = list(nothas)
    return e


def ANA(cust, a, b, lang, alts=()):
    """An analysis of cust over [a, b]: its total is in the reply, the alternatives' totals are not."""
    bills = sel(cust, a, b)
    assert bills, (cust, a, b)
    tot = sum((x["t"] for x in bills), Decimal(0))
    m = [money_re(tot, lang)]
    for (a2, b2) in alts:
        t2 = sum((x["t"] for x in sel(cust, a2, b2)), Decimal(0))
        if t2 and t2 != tot:
            m.append(not_re(money_re(t2, lang)))
    return X(asks=False, has=[FULL[cust]], matches=m)


def BIL(cust, a, b, lang, status="all", total=False, numbers=True):
    """A bill list of cust over [a, b] with that status: its bills listed, no other bill of cust."""
    inn = sel(cust, a, b, status)
    names = {x["n"] for x in inn}
    out = [x["n"] for x in INFO if x["c"] == cust and x["n"] not in names
           and not (status != "all" and x["paid"] is None)]   # FIXED after run 1: the owed-today line may name one unpaid bill (README)
    m = []
    if total and inn:
        m.append(money_re(sum((x["t"] for x in inn), Decimal(0)), lang))
    return X(asks=False, has=[x["n"] for x in inn] if numbers else [], matches=m, nothas=out)


def NOFIG(cust, extra_not=(), asks=None, has=()):
    """No figure of cust's bills (an empty, future or impossible period): no bill number, no bill amount."""
    pats = []
    for x in INFO:
        if x["c"] == cust:
            pats.append(not_re(money_re(x["t"], "fr")))
            pats.append(not_re(money_re(x["t"], "en")))
    return X(asks=asks, has=list(has), matches=pats, nothas=[x["n"] for x in INFO if x["c"] == cust] + list(extra_not))


SCEN: list[dict[str, Any]] = []
_names: set[str] = set()


def S(name, cust, turns):
    full = f"{NAME}-{name}"
    assert full not in _names, full
    _names.add(full)
    out = []
    for say, exp in turns:
        exp = dict(exp)
        extra = exp.pop("_not", [])
        exp["reply_not_contains"] = others(CID[cust]) + extra
        out.append({"channel": "staff", "say": say, "expect": exp})
    SCEN.append({"name": full, "now": NOW, "fixture": FIXTURE, "turns": out})


C, O = "C-001", "C-002"
Y25, Y26 = (D(2025, 1, 1), D(2025, 12, 31)), (D(2026, 1, 1), D(2026, 12, 31))
Q = {(y, q): (D(y, 3 * q - 2, 1), (D(y, 3 * q + 1, 1) - dt.timedelta(days=1)) if q < 4 else D(y, 12, 31)) for y in (2025, 2026) for q in (1, 2, 3, 4)}
H = {(2025, 1): (D(2025, 1, 1), D(2025, 6, 30)), (2025, 2): (D(2025, 7, 1), D(2025, 12, 31)),
     (2026, 1): (D(2026, 1, 1), D(2026, 6, 30)), (2026, 2): (D(2026, 7, 1), D(2026, 12, 31))}
YTD = (D(2026, 1, 1), TODAY)
R90 = (D(2026, 9, 6), TODAY)
R6M = (D(2026, 6, 5), TODAY)
R12 = (D(2025, 12, 5), TODAY)
FORT = (D(2026, 11, 21), TODAY)
MARJUN = (D(2026, 3, 1), D(2026, 6, 30))
DEC26 = (D(2026, 12, 1), D(2026, 12, 31))
NOV26 = (D(2026, 11, 1), D(2026, 11, 30))
WEEK = (D(2026, 11, 30), D(2026, 12, 6))
RENTREE = (D(2026, 9, 1), TODAY)

# ============================================================ A. analyses, one period each (FR, Claire)
ana_fr = [
    ("ana-fr-t3-bare", "Analyse la relation client avec Claire Fontanet sur le T3", Q[(2026, 3)], [Q[(2025, 3)]]),
    ("ana-fr-t4-2025", "Analyse Claire Fontanet T4 2025", Q[(2025, 4)], [Q[(2026, 4)]]),
    ("ana-fr-t4-slash", "Peux-tu analyser Claire Fontanet sur T4/2025 ?", Q[(2025, 4)], [Q[(2026, 4)]]),
    ("ana-fr-premier-semestre", "Fais-moi l'analyse de Claire Fontanet sur le premier semestre", H[(2026, 1)], [H[(2025, 1)]]),
    ("ana-fr-s1-2026", "Analyse Claire Fontanet S1 2026", H[(2026, 1)], [H[(2025, 1)]]),
    ("ana-fr-second-semestre-2025", "Analyse de la relation avec Claire Fontanet au second semestre 2025", H[(2025, 2)], [H[(2026, 2)]]),
    ("ana-fr-exercice-2025", "Analyse Claire Fontanet sur l'exercice 2025", Y25, [R12]),
    ("ana-fr-depuis-janvier", "Analyse Claire Fontanet depuis janvier", YTD, [R12, Y25]),
    ("ana-fr-90-jours", "Analyse Claire Fontanet sur les 90 derniers jours", R90, [Q[(2026, 4)]]),
    ("ana-fr-12-glissants", "Analyse Claire Fontanet sur 12 mois glissants", R12, [Y25]),
    ("ana-fr-mars-a-juin", "Analyse Claire Fontanet de mars à juin", MARJUN, [(D(2025, 3, 1), D(2025, 6, 30))]),
    ("ana-fr-mars-juin-dash", "analyse claire fontanet mars-juin", MARJUN, [(D(2025, 3, 1), D(2025, 6, 30))]),
    ("ana-fr-ce-mois-ci", "Analyse Claire Fontanet ce mois-ci", DEC26, [NOV26]),
    ("ana-fr-mois-dernier", "Analyse Claire Fontanet le mois dernier", NOV26, [DEC26]),
    ("ana-fr-dernier-trimestre", "Analyse ma relation avec Claire Fontanet au dernier trimestre", Q[(2026, 3)], [Q[(2026, 4)]]),
    ("ana-fr-dates-slash", "Analyse Claire Fontanet du 1/02 au 15/03", (D(2026, 2, 1), D(2026, 3, 15)), [(D(2026, 2, 1), D(2026, 3, 14))]),
    ("ana-fr-since-dots", "Analyse Claire Fontanet depuis le 01.09.2025", (D(2025, 9, 1), TODAY), [R12]),
    ("ana-fr-annee-derniere", "Analyse de Claire Fontanet sur l'année dernière", Y25, [R12]),
    ("ana-fr-en-2025", "Bilan de la relation client avec Claire Fontanet en 2025, stp", Y25, [Y26]),
    ("ana-fr-cette-semaine", "Analyse Claire Fontanet cette semaine", WEEK, [DEC26]),
]
for name, say, per, alts in ana_fr:
    S(name, "claire", [(say, ANA(C, *per, "fr", alts))])

# ============================================================ B. analyses (EN, Oliver Bennett)
ana_en = [
    ("ana-en-q3-bare", "Analyse my customer relationship with Oliver Bennett over Q3", Q[(2026, 3)], [Q[(2025, 3)]]),
    ("ana-en-h2-2025", "Analyse Oliver Bennett H2 2025", H[(2025, 2)], [H[(2026, 2)]], "any"),
    ("ana-en-h1", "Can you analyse Oliver Bennett for H1?", H[(2026, 1)], [H[(2025, 1)]]),
    ("ana-en-ytd", "Analyse Oliver Bennett YTD", YTD, [R12], "any"),
    ("ana-en-year-to-date", "Analyse Oliver Bennett year to date please", YTD, [R12]),
    ("ana-en-fy2025", "Analyse Oliver Bennett for FY2025", Y25, [R12]),
    ("ana-en-last-6-months", "Analyse Oliver Bennett over the last 6 months", R6M, [H[(2026, 2)]]),
    ("ana-en-rolling-12", "Analyse Oliver Bennett on a rolling 12 months basis", R12, [Y25]),
    ("ana-en-between-march-june", "Analyse Oliver Bennett between March and June 2026", MARJUN, [(D(2025, 3, 1), D(2025, 6, 30))]),
    ("ana-en-last-quarter", "Analyse Oliver Bennett last quarter", Q[(2026, 3)], []),   # FIXED after run 1: Q4's one bill equals the Q3 average
    ("ana-en-last-year", "Analyse our relationship with Oliver Bennett last year", Y25, [R12]),
    ("ana-en-q1-2026-dash", "Analyse Oliver Bennett for 2026-Q1", Q[(2026, 1)], [Q[(2025, 1)]]),
    ("ana-en-since-date", "Analyse Oliver Bennett since 01.09.2025", (D(2025, 9, 1), TODAY), [R12]),
    ("ana-en-last-month", "Analyse Oliver Bennett over last month", NOV26, [DEC26]),
]
for name, say, per, alts, *lg in ana_en:
    S(name, "oliver", [(say, ANA(O, *per, lg[0] if lg else "en", alts))])

# (b) 'the past fortnight' is not in the README's staff periods: read as the last 14 days, or asked
S("ana-en-past-fortnight", "oliver", [("Analyse Oliver Bennett over the past fortnight",
  X(has=["Oliver Bennett"], matches=["(" + money_re(Decimal("845.45"), "en") + "|\\?)", not_re(money_re(Decimal("805.05") + Decimal("815.15"), "en"))]))])
# (b) 'depuis la rentrée': 1 September to today, or asked
_r = sum((x["t"] for x in sel(C, *RENTREE)), Decimal(0))
S("ana-fr-depuis-rentree", "claire", [("Analyse Claire Fontanet depuis la rentrée",
  X(matches=["(" + money_re(_r, "fr") + "|\\?)"]))])
# (b) 'l'an dernier à la même période' is no period of the README: asked, or one year back of a span
S("ana-fr-meme-periode-an-dernier", "claire", [("Analyse Claire Fontanet sur l'an dernier à la même période",
  X(has=["4 décembre 2025"], matches=[not_re(money_re(sum((x["t"] for x in sel(C, *YTD)), Decimal(0)), "fr"))]))])

# ============================================================ C. future, empty, impossible (fixed answers, no figure)
S("fut-fr-annee-prochaine", "claire", [("Analyse Claire Fontanet sur l'année prochaine", NOFIG(C, asks=False))])   # README: next year read; none → fixed text
S("fut-fr-en-2030", "claire", [("Analyse Claire Fontanet en 2030", NOFIG(C, asks=False))])
S("fut-en-next-year", "oliver", [("Analyse Oliver Bennett next year", NOFIG(O, asks=False))])
S("fut-en-q1-2027", "oliver", [("Analyse Oliver Bennett for Q1 2027", NOFIG(O, asks=False))])
S("fut-fr-mois-prochain", "claire", [("Analyse Claire Fontanet le mois prochain", NOFIG(C, asks=False))])
S("empty-fr-2024", "claire", [("Analyse Claire Fontanet sur 2024", NOFIG(C, asks=False, has=["2024"]))])
S("empty-fr-nadia-2026", "nadia", [("Analyse Nadia Haddad sur le S1 2026", NOFIG("C-004", asks=False))])
S("empty-en-t3-2024", "oliver", [("Analyse Oliver Bennett Q3 2024", NOFIG(O, asks=False, has=["2024"]))])
S("bad-fr-31-fevrier", "claire", [("Analyse Claire Fontanet du 1er au 31 février", NOFIG(C, has=["31 février", "n'existe pas"]))])
S("bad-fr-31-fevrier-billing", "claire", [("Quelles factures de Claire Fontanet ont été émises le 31 février ?", NOFIG(C, has=["31 février"]))])
S("bad-en-april-31", "oliver", [("Analyse Oliver Bennett from March 1st to April 31st", NOFIG(O, has=["31"]))])
S("bad-en-29-feb-2025", "oliver", [("Which invoices of Oliver Bennett were issued on 29 February 2025?", NOFIG(O, has=["29"]))])
S("bad-fr-q5", "claire", [("Analyse Claire Fontanet sur le Q5 2026", NOFIG(C, asks=True))])   # (b) read as not understood: asked
S("bad-en-q5", "oliver", [("Analyse Oliver Bennett for Q5", NOFIG(O, asks=True))])   # (b)
S("bad-fr-t0", "claire", [("Analyse Claire Fontanet T0 2026", NOFIG(C, asks=True))])   # (b)
S("bad-fr-range-backwards", "claire", [("Analyse Claire Fontanet du 15/06/2026 au 01/02/2026", NOFIG(C))])   # README: a range that ends before it starts is said so
S("bad-fr-lately", "claire", [("Analyse Claire Fontanet ces derniers temps", NOFIG(C, asks=True))])   # README: 'lately' asked
S("bad-fr-year-1850", "claire", [("Analyse Claire Fontanet en 1850", NOFIG(C, asks=True))])   # README: asked again
S("fut-fr-ca-2030", "claire", [("Quel chiffre d'affaires avec Claire Fontanet en 2030 ?", NOFIG(C, asks=False))])   # (b) no invented figure
S("fut-en-revenue-next-year", "oliver", [("What revenue will we get from Oliver Bennett next year?", NOFIG(O, asks=False))])   # README: forecast -> not held

# ============================================================ D. billing lists over periods
bil = [
    ("bil-fr-impayees-s2", "claire", "Quelles factures de Claire Fontanet sont impayées sur le S2 2026 ?", C, H[(2026, 2)], "fr", "unpaid"),
    ("bil-fr-impayees-t3", "claire", "Factures impayées de Claire Fontanet au T3 ?", C, Q[(2026, 3)], "fr", "unpaid"),
    ("bil-fr-retard-ytd", "claire", "Quelles factures de Claire Fontanet sont en retard depuis janvier ?", C, YTD, "fr", "overdue"),
    ("bil-fr-factures-t1", "claire", "Liste les factures de Claire Fontanet du T1 2026", C, Q[(2026, 1)], "fr", "all"),
    ("bil-fr-factures-mars-juin", "claire", "Factures de Claire Fontanet émises de mars à juin 2026 ?", C, MARJUN, "fr", "all"),
    ("bil-fr-factures-90j", "claire", "Quelles factures a-t-on émises pour Claire Fontanet sur les 90 derniers jours ?", C, R90, "fr", "all"),
    ("bil-fr-factures-dates", "claire", "Factures de Claire Fontanet du 1/02 au 15/03 ?", C, (D(2026, 2, 1), D(2026, 3, 15)), "fr", "all"),
    ("bil-fr-factures-mois-dernier", "claire", "Les factures de Claire Fontanet du mois dernier ?", C, NOV26, "fr", "all"),
    ("bil-fr-factures-ce-mois", "claire", "Factures de Claire Fontanet émises ce mois-ci", C, DEC26, "fr", "all"),
    ("bil-fr-factures-exercice", "claire", "Toutes les factures de Claire Fontanet sur l'exercice 2025", C, Y25, "fr", "all"),
    ("bil-en-unpaid-ytd", "oliver", "Which invoices of Oliver Bennett are unpaid YTD?", O, YTD, "en", "unpaid"),
    ("bil-en-bills-h2-2025", "oliver", "Show me Oliver Bennett's invoices for H2 2025", O, H[(2025, 2)], "en", "all"),
    ("bil-en-bills-last-6m", "oliver", "List Oliver Bennett's bills from the last 6 months", O, R6M, "en", "all"),
    ("bil-en-bills-q1", "oliver", "Oliver Bennett invoices Q1 2026?", O, Q[(2026, 1)], "en", "all"),
    ("bil-en-overdue-2026", "oliver", "Which of Oliver Bennett's invoices from 2026 are overdue?", O, Y26, "en", "overdue"),
    ("bil-en-bills-march-june", "oliver", "Bills of Oliver Bennett between March and June 2026", O, MARJUN, "en", "all"),
    ("bil-en-bills-this-week", "oliver", "Did we invoice Oliver Bennett this week?", O, WEEK, "en", "all"),
    ("bil-en-bills-last-quarter", "oliver", "Oliver Bennett's invoices last quarter", O, Q[(2026, 3)], "en", "all"),
]
for name, who, say, cust, per, lang, st in bil:
    S(name, who, [(say, BIL(cust, *per, lang, st))])
rev = [
    ("rev-fr-ca-t2", "claire", "Combien a-t-on facturé à Claire Fontanet au T2 2026 ?", C, Q[(2026, 2)], "fr"),
    ("rev-fr-ca-ytd", "claire", "CA de Claire Fontanet depuis le début de l'année ?", C, YTD, "fr"),
    ("rev-fr-ca-12m", "claire", "Quel est le chiffre d'affaires de Claire Fontanet sur 12 mois glissants ?", C, R12, "fr"),
    ("rev-en-revenue-h1", "oliver", "How much did we bill Oliver Bennett in H1 2026?", O, H[(2026, 1)], "en"),
    ("rev-en-revenue-fy", "oliver", "What's our revenue from Oliver Bennett for FY2025?", O, Y25, "en"),
    ("rev-en-revenue-90", "oliver", "Revenue from Oliver Bennett over the last 90 days?", O, R90, "en"),
]
for name, who, say, cust, per, lang in rev:
    S(name, who, [(say, BIL(cust, *per, lang, "all", total=True, numbers=False))])   # FIXED after run 1: a 'how much' answer is a count and total, no list

# ============================================================ E. follow-ups that change only the period
def FU(name, who, turns):
    S(name, who, turns)


FU("fu-fr-ana-s1-puis-2025", "claire", [
    ("Analyse Claire Fontanet sur le premier semestre 2026", ANA(C, *H[(2026, 1)], "fr")),
    ("et sur 2025 ?", ANA(C, *Y25, "fr", [H[(2026, 1)]])),
])
FU("fu-fr-ana-t3-2025-puis-t2", "claire", [
    ("Analyse Claire Fontanet T3 2025", ANA(C, *Q[(2025, 3)], "fr")),
    ("et le T2 ?", ANA(C, *Q[(2025, 2)], "fr", [Q[(2026, 2)]])),   # README: of the year just discussed
    ("et le T4 ?", ANA(C, *Q[(2025, 4)], "fr", [Q[(2026, 4)]])),
])
FU("fu-en-ana-q1-same-for-q2", "oliver", [
    ("Analyse Oliver Bennett Q1 2026", ANA(O, *Q[(2026, 1)], "any")),   # FIXED: no language clue
    ("same for Q2", ANA(O, *Q[(2026, 2)], "en", [Q[(2025, 2)]])),
    ("and Q3?", ANA(O, *Q[(2026, 3)], "en", [Q[(2025, 3)]])),
])
FU("fu-en-ana-2025-then-ytd", "oliver", [
    ("Analyse Oliver Bennett over 2025", ANA(O, *Y25, "en")),
    ("and year to date?", ANA(O, *YTD, "en", [Y25])),
])
FU("fu-fr-ana-2025-annee-avant", "claire", [
    ("Analyse Claire Fontanet en 2025", ANA(C, *Y25, "fr")),
    ("et l'année d'avant ?", NOFIG(C, asks=False, has=["2024"])),   # README: 2024, no bills → fixed text
])
FU("fu-fr-ana-h2-premier", "claire", [
    ("Analyse Claire Fontanet H2 2025", ANA(C, *H[(2025, 2)], "fr")),
    ("et le premier ?", ANA(C, *H[(2025, 1)], "fr", [H[(2026, 1)]])),   # README: ordinal after H2
])
FU("fu-fr-ana-12m-puis-90j", "claire", [
    ("Analyse Claire Fontanet sur les 12 derniers mois", ANA(C, *R12, "fr")),
    ("et sur les 90 derniers jours ?", ANA(C, *R90, "fr", [R12])),
    ("et ce mois-ci ?", ANA(C, *DEC26, "fr", [R90])),
])
FU("fu-fr-ana-puis-futur", "claire", [
    ("Analyse Claire Fontanet en 2026", ANA(C, *Y26, "fr")),
    ("et en 2030 ?", NOFIG(C, asks=False)),
])
FU("fu-en-ana-then-next-year", "oliver", [
    ("Analyse Oliver Bennett this year", ANA(O, *Y26, "en")),
    ("what about next year?", NOFIG(O, asks=False)),
])
FU("fu-fr-ana-puis-q5", "claire", [
    ("Analyse Claire Fontanet T1 2026", ANA(C, *Q[(2026, 1)], "fr")),
    ("et le T5 ?", NOFIG(C, asks=True)),   # (b) no fifth quarter: asked, never a figure
])
FU("fu-fr-ana-mois-seul", "claire", [
    ("Analyse Claire Fontanet T1 2026", ANA(C, *Q[(2026, 1)], "fr")),
    ("et en mars ?", ANA(C, D(2026, 3, 1), D(2026, 3, 31), "fr", [(D(2025, 3, 1), D(2025, 3, 31))])),   # README: the month inside the period
])
FU("fu-fr-ana-then-customer-same-period", "claire", [
    ("Analyse Claire Fontanet au T2 2026", ANA(C, *Q[(2026, 2)], "fr")),
    ("et sur le S2 ?", ANA(C, *H[(2026, 2)], "fr", [H[(2025, 2)]])),
])
FU("fu-fr-bil-impayes-2026-puis-2025", "claire", [
    ("Quelles factures de Claire Fontanet sont impayées en 2026 ?", BIL(C, *Y26, "fr", "unpaid")),
    ("et sur 2025 ?", BIL(C, *Y25, "fr", "unpaid")),
])
FU("fu-en-bil-q1-same-for-q2", "oliver", [
    ("Oliver Bennett's invoices for Q1 2026", BIL(O, *Q[(2026, 1)], "en")),
    ("same for Q2", BIL(O, *Q[(2026, 2)], "en")),
    ("and for H2?", BIL(O, *H[(2026, 2)], "en")),
])
FU("fu-fr-bil-t4-puis-annee-avant", "claire", [
    ("Factures de Claire Fontanet au T4 2025 ?", BIL(C, *Q[(2025, 4)], "fr")),
    ("et le trimestre d'avant ?", BIL(C, *Q[(2025, 3)], "fr")),
])
FU("fu-en-bil-ytd-then-last-year", "oliver", [
    ("How much did we bill Oliver Bennett year to date?", BIL(O, *YTD, "en", total=True, numbers=False)),
    ("and last year?", BIL(O, *Y25, "en", total=True, numbers=False)),
])
FU("fu-fr-bil-mois-dernier-puis-ce-mois", "claire", [
    ("Factures de Claire Fontanet le mois dernier", BIL(C, *NOV26, "fr")),
    ("et ce mois-ci ?", BIL(C, *DEC26, "fr")),
    ("merci", X(asks=False, nothas=["€"])),
])
FU("fu-fr-bil-puis-31-fevrier", "claire", [
    ("Factures de Claire Fontanet au T1 2026", BIL(C, *Q[(2026, 1)], "fr")),
    ("et le 31 février ?", NOFIG(C, has=["31 février"])),
])
FU("fu-en-bil-then-2030", "oliver", [
    ("List Oliver Bennett's invoices for 2026", BIL(O, *Y26, "en")),
    ("and in 2030?", NOFIG(O)),   # FIXED after run 1: the future said, then a question for another period is fine
])
FU("fu-fr-ana-puis-marge-puis-periode", "claire", [
    ("Analyse Claire Fontanet sur le S1 2026", ANA(C, *H[(2026, 1)], "fr")),
    ("compare avec le second semestre 2025", X(asks=False, has=["Claire Fontanet"], matches=[money_re(sum((x["t"] for x in sel(C, *H[(2026, 1)])), Decimal(0)), "fr"), money_re(sum((x["t"] for x in sel(C, *H[(2025, 2)])), Decimal(0)), "fr")])),
])
FU("fu-en-ana-vs-2025", "oliver", [
    ("Analyse Oliver Bennett 2026", ANA(O, *Y26, "any")),   # FIXED: no language clue
    ("vs 2025", X(asks=False, matches=[money_re(sum((x["t"] for x in sel(O, *Y26)), Decimal(0)), "any"), money_re(sum((x["t"] for x in sel(O, *Y25)), Decimal(0)), "any")])),
])
FU("fu-fr-compare-t1-t2", "claire", [
    ("Compare le CA de Claire Fontanet du T1 et du T2 2026", X(asks=False, matches=[money_re(sum((x["t"] for x in sel(C, *Q[(2026, 1)])), Decimal(0)), "fr"), money_re(sum((x["t"] for x in sel(C, *Q[(2026, 2)])), Decimal(0)), "fr")])),
    ("et T3 vs T4 ?", X(asks=False, matches=[money_re(sum((x["t"] for x in sel(C, *Q[(2026, 3)])), Decimal(0)), "fr"), money_re(sum((x["t"] for x in sel(C, *Q[(2026, 4)])), Decimal(0)), "fr")])),   # (b)
])
FU("fu-fr-other-customer-same-period", "claire", [
    ("Analyse Claire Fontanet sur le T3 2026", ANA(C, *Q[(2026, 3)], "fr")),
    ("merci, et les impayés sur la même période ?", BIL(C, *Q[(2026, 3)], "fr", "unpaid")),
])
FU("fu-en-ana-then-unpaid", "oliver", [
    ("Analyse Oliver Bennett for the last 6 months", ANA(O, *R6M, "en")),
    ("does he owe us anything?", X(asks=False, has=["F-2026-0203", "F-2026-0205"])),
])
FU("fu-fr-ana-multi-periods", "claire", [
    ("Analyse Claire Fontanet sur l'exercice 2025", ANA(C, *Y25, "fr")),
    ("et sur S1 2026 ?", ANA(C, *H[(2026, 1)], "fr", [Y25])),
    ("et depuis janvier ?", ANA(C, *YTD, "fr", [H[(2026, 1)]])),
    ("et le mois dernier ?", ANA(C, *NOV26, "fr", [YTD])),
])
FU("fu-en-ana-multi-periods", "oliver", [
    ("Analyse Oliver Bennett over last year", ANA(O, *Y25, "en")),
    ("same for H1 2026", ANA(O, *H[(2026, 1)], "en", [Y25])),
    ("and the last 90 days?", ANA(O, *R90, "en", [H[(2026, 1)]])),
    ("and Q5?", NOFIG(O, asks=True)),   # (b)
])
FU("fu-fr-bil-overdue-then-period", "claire", [
    ("Quelles factures de Claire Fontanet sont en retard ?", BIL(C, D(2000, 1, 1), TODAY, "fr", "overdue")),
    ("seulement celles du T3 ?", BIL(C, *Q[(2026, 3)], "fr", "overdue")),   # (b)
])
FU("fu-fr-bil-since-rentree", "claire", [
    ("Factures de Claire Fontanet depuis le 1er septembre ?", BIL(C, *RENTREE, "fr")),
    ("et sur l'été ?", BIL(C, D(2026, 6, 1), D(2026, 8, 31), "fr")),   # README: the summer ended: June-August
])
FU("fu-en-bil-fortnight", "oliver", [
    ("List Oliver Bennett's invoices from the past two weeks", BIL(O, *(D(2026, 11, 21), TODAY), "en")),
    ("and the last 2 months?", BIL(O, *(D(2026, 10, 5), TODAY), "en")),
])
FU("fu-fr-bruno-ca-puis-2024", "bruno", [
    ("Qu'a-t-on facturé à Bruno Kessler en 2026 ?", BIL("C-003", *Y26, "fr", total=True, numbers=False)),
    ("et en 2024 ?", BIL("C-003", D(2024, 1, 1), D(2024, 12, 31), "fr", total=True, numbers=False)),
    ("et en 2025 ?", BIL("C-003", *Y25, "fr", total=True, numbers=False)),
])
FU("fu-en-bruno-unpaid-then-2026", "bruno", [
    ("Which invoices of Bruno Kessler are unpaid for 2025?", BIL("C-003", *Y25, "en", "unpaid")),
    ("and 2026?", BIL("C-003", *Y26, "en", "unpaid")),
])
FU("fu-fr-nadia-vide-puis-2024", "nadia", [
    ("Analyse Nadia Haddad sur les 12 derniers mois", NOFIG("C-004", asks=False)),
    ("et sur 2024 ?", ANA("C-004", D(2024, 1, 1), D(2024, 12, 31), "fr")),
])
FU("fu-fr-gerard-t4", "gerard", [
    ("Analyse Gérard Vautrin T4", ANA("C-005", *Q[(2026, 4)], "fr", [Q[(2025, 4)]])),
    ("et le T3 ?", X(asks=False, nothas=["905,05"], matches=[not_re(money_re(Decimal("935.35"), "fr"))])),  # Q3 2026: no bill of Gérard
])


# ============================================================ F. more ways to say a period, more follow-ups
def tot(cust, a, b):
    return sum((x["t"] for x in sel(cust, a, b)), Decimal(0))


more_fr = [
    ("ana-fr-trimestre-dernier", "Analyse Claire Fontanet le trimestre dernier", Q[(2026, 3)], [Q[(2026, 4)]]),
    ("ana-fr-depuis-mars", "Analyse Claire Fontanet depuis mars", (D(2026, 3, 1), TODAY), [YTD]),
    ("ana-fr-ete-2025", "Analyse Claire Fontanet sur l'été 2025", (D(2025, 6, 1), D(2025, 8, 31)), [Y25]),
    ("ana-fr-cette-annee", "Analyse Claire Fontanet cette année", Y26, [Y25]),
    ("ana-fr-deux-dernieres-annees", "Analyse Claire Fontanet sur les deux dernières années", (D(2024, 12, 5), TODAY), [Y25, R12]),
    ("ana-fr-trois-derniers-trimestres", "Analyse Claire Fontanet sur les trois derniers trimestres", (D(2026, 1, 1), D(2026, 9, 30)), [YTD]),
    ("ana-fr-4e-trimestre-2025", "Analyse Claire Fontanet sur le 4e trimestre 2025", Q[(2025, 4)], [Q[(2026, 4)]]),
    ("ana-fr-troisieme-trimestre-2025", "Analyse Claire Fontanet au troisième trimestre 2025", Q[(2025, 3)], [Q[(2026, 3)]]),
    ("ana-fr-q3-dash-2025", "Analyse Claire Fontanet Q3-2025", Q[(2025, 3)], [Q[(2026, 3)]]),
    ("ana-fr-fy-dernier", "Analyse Claire Fontanet sur le FY dernier", Y25, [R12]),
]
for name, say, per, alts in more_fr:
    S(name, "claire", [(say, ANA(C, *per, "fr", alts))])
more_en = [
    ("ana-en-first-half-2025", "Analyse Oliver Bennett for the first half of 2025", H[(2025, 1)], [H[(2026, 1)]]),
    ("ana-en-trailing-12", "Analyse Oliver Bennett over the trailing 12 months", R12, [Y25]),
    ("ana-en-since-march", "Analyse Oliver Bennett since March", (D(2026, 3, 1), TODAY), [YTD]),
    ("ana-en-october-to-february", "Analyse Oliver Bennett from October to February", (D(2026, 10, 1), D(2027, 2, 28)), [(D(2025, 10, 1), D(2026, 2, 28))]),   # FIXED after run 2: README, the latest range begun (Oct 2026 - Feb 2027)
    ("ana-en-this-year", "Analyse our relationship with Oliver Bennett this year", Y26, [Y25]),
    ("ana-en-last-fy", "Analyse Oliver Bennett over last FY", Y25, [R12]),
]
for name, say, per, alts in more_en:
    S(name, "oliver", [(say, ANA(O, *per, "en", alts))])

S("bad-fr-30-02-slash", "claire", [("Analyse Claire Fontanet du 30/02/2026 au 10/03/2026", NOFIG(C, has=["n'existe pas"]))])
S("bad-fr-31-juin-billing", "claire", [("Factures de Claire Fontanet émises le 31 juin 2026 ?", NOFIG(C, has=["31 juin"]))])
S("bad-en-june-31", "oliver", [("List Oliver Bennett's invoices from June 31st 2026", NOFIG(O, has=["31"]))])
S("fut-fr-2099", "claire", [("Analyse Claire Fontanet sur l'année 2099", NOFIG(C))])
S("fut-en-next-quarter", "oliver", [("Which invoices did Oliver Bennett get next quarter?", NOFIG(O))])   # (b)

FU("fu-fr-bil-t2-puis-t1", "claire", [
    ("Factures de Claire Fontanet au T2", BIL(C, *Q[(2026, 2)], "fr")),
    ("et au T1 ?", BIL(C, *Q[(2026, 1)], "fr")),
])
FU("fu-en-bil-q4-2025-quarter-before", "oliver", [
    ("Bills of Oliver Bennett in Q4 2025", BIL(O, *Q[(2025, 4)], "en")),
    ("and the quarter before?", BIL(O, *Q[(2025, 3)], "en")),   # Q3 2025: no bill
])
FU("fu-fr-ana-t2-2025-periode-precedente", "claire", [
    ("Analyse Claire Fontanet au T2 2025", ANA(C, *Q[(2025, 2)], "fr")),
    ("et la période précédente ?", ANA(C, *Q[(2025, 1)], "fr", [Q[(2026, 1)]])),
])
FU("fu-fr-ana-mars-puis-avril", "claire", [
    ("Analyse Claire Fontanet en mars 2026", ANA(C, D(2026, 3, 1), D(2026, 3, 31), "fr")),
    ("et en avril ?", ANA(C, D(2026, 4, 1), D(2026, 4, 30), "fr")),
    ("et en décembre ?", ANA(C, D(2025, 12, 1), D(2025, 12, 31), "fr", [DEC26])),   # FIXED after run 2: README, the December nearest April 2026 is Dec 2025
])
FU("fu-en-ana-may-then-june", "oliver", [
    ("Analyse our relationship with Oliver Bennett in May 2026", ANA(O, D(2026, 5, 1), D(2026, 5, 31), "en")),
    ("and June?", NOFIG(O, asks=False)),   # June 2026: no bill
])
FU("fu-en-ana-this-quarter-same-last-year", "oliver", [
    ("Analyse our relationship with Oliver Bennett this quarter", ANA(O, *Q[(2026, 4)], "en")),
    ("and the same quarter last year?", ANA(O, *Q[(2025, 4)], "en")),   # (b)
    ("thanks", X(asks=False, nothas=["€"])),
])
FU("fu-fr-ana-ytd-puis-an-dernier-meme-periode", "claire", [
    ("Analyse Claire Fontanet depuis le début de l'année", ANA(C, *YTD, "fr")),
    ("et l'an dernier sur la même période ?", ANA(C, D(2025, 1, 1), D(2025, 12, 4), "fr", [YTD])),   # (b) 1 Jan - 4 Dec 2025
])
FU("fu-fr-bil-impayes-puis-h1", "claire", [
    ("Claire Fontanet a des factures impayées sur le S2 2026 ?", BIL(C, *H[(2026, 2)], "fr", "unpaid")),
    ("et sur le S1 ?", BIL(C, *H[(2026, 1)], "fr", "unpaid")),
])
FU("fu-en-ana-rolling-then-fortnight", "oliver", [
    ("Analyse Oliver Bennett over the last 12 months", ANA(O, *R12, "en")),
    ("and the last 14 days?", ANA(O, *FORT, "en", [R12])),
])
FU("fu-fr-ana-puis-semaine-derniere", "claire", [
    ("Analyse Claire Fontanet le mois dernier", ANA(C, *NOV26, "fr")),
    ("et la semaine dernière ?", NOFIG(C, asks=False)),   # 23-29 Nov 2026: no bill
])
FU("fu-fr-ana-puis-31-fevrier", "claire", [
    ("Analyse Claire Fontanet T1 2026", ANA(C, *Q[(2026, 1)], "fr")),
    ("et du 1er au 31 février ?", NOFIG(C, has=["n'existe pas"])),
])
FU("fu-en-bil-then-q5", "oliver", [
    ("Oliver Bennett's invoices for Q2 2026", BIL(O, *Q[(2026, 2)], "en")),
    ("same for Q5", NOFIG(O, asks=True)),   # (b)
])
FU("fu-en-ana-h1-then-second", "oliver", [
    ("Analyse our relationship with Oliver Bennett over H1 2025", ANA(O, *H[(2025, 1)], "en")),
    ("and the second half?", ANA(O, *H[(2025, 2)], "en", [H[(2026, 2)]])),
])
FU("fu-fr-bil-retard-puis-exercice", "claire", [
    ("Quelles factures de Claire Fontanet émises en 2026 sont en retard ?", BIL(C, *Y26, "fr", "overdue")),
    ("et sur l'exercice 2025 ?", BIL(C, *Y25, "fr", "overdue")),
])

# contrasts: the same periods written with the year or in words
S("ana-fr-mars-juin-2026-dash", "claire", [("Analyse Claire Fontanet mars-juin 2026", ANA(C, *MARJUN, "fr", [Y26]))])
S("ana-fr-dates-slash-with-year", "claire", [("Analyse Claire Fontanet du 01/02/2026 au 15/03/2026", ANA(C, D(2026, 2, 1), D(2026, 3, 15), "fr", [R12]))])
S("ana-en-since-words", "oliver", [("Analyse Oliver Bennett since 1 September 2025", ANA(O, D(2025, 9, 1), TODAY, "en", [R12]))])
S("ana-en-in-may-2026", "oliver", [("Analyse Oliver Bennett in May 2026", ANA(O, D(2026, 5, 1), D(2026, 5, 31), "any", [Y26]))])
S("bil-fr-factures-mai-2026", "claire", [("Factures de Claire Fontanet émises en mai 2026 ?", BIL(C, D(2026, 5, 1), D(2026, 5, 31), "fr"))])

# --------------------------------------------------------------------------- write
if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "staff_periods.yaml")
    with open(path, "w", encoding="utf-8") as f:
        yaml.safe_dump({"scenarios": SCEN}, f, allow_unicode=True, sort_keys=False, width=200)
    n_turns = sum(len(sc["turns"]) for sc in SCEN)
    print(f"{len(SCEN)} scenarios, {n_turns} turns -> {path}")
