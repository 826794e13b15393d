# ruff: noqa: E501
"""staff_compare: back-office staff who COMPARE and FOLLOW UP.

Staff channel only (customer-relationship analysis and billing questions over
invoices): two periods side by side ("cette année par rapport à l'an dernier",
"Q3 vs Q2", "versus the same period last year"), two customers ("Lefebvre ou
Girard, qui a le plus acheté ?"), follow-ups that reuse the last customer or period
by pronoun or ellipsis ("et l'année d'avant ?", "and him?", "plutôt 2025"),
corrections of the customer's name ("non, Girard Thomas pas Girard Paul"), and
requests the back office cannot do (cancel an invoice, send a reminder, give a
discount: refused, nothing written, nothing claimed as done).

What every turn checks: nothing changes (the staff channel writes nothing here);
figures named in the reply are the data's (amounts matched as numbers in any
thousands/decimal format); an analysis covers the period asked (products billed in
that period appear, products billed only outside it do not); the customer analysed
is the one named (another customer's name, company or bill numbers never appear;
an ambiguous name is asked, never guessed: `asks: true` with both candidates); one
language per reply (the other language's common words absent).

Written from eval-format.md, DESIGN.md and README.md only (blind: no code, no tests,
no other corpus read). Expectations the README does not state are marked `(b)` in a
comment: best judgement of what a demanding back-office user would expect.

Run:  python evals/blind13/_gen_staff_compare.py  ->  evals/blind13/staff_compare.yaml
"""
from __future__ import annotations

import os
import re
from decimal import Decimal
from typing import Any

import yaml

NAME = "staff-compare"
NOW = "2026-11-12T10:00:00+01:00"   # Thursday 12 November 2026, 10:00 Paris
# cette année = 2026 (to date), l'an dernier = 2025, Q2 = Apr-Jun 2026, Q3 = Jul-Sep 2026

# --------------------------------------------------------------------------- fixture
CUSTOMERS: list[dict[str, Any]] = [
    {"id": "C-101", "name": "Camille Lefebvre", "email": "camille.lefebvre@example.fr", "company": None},
    {"id": "C-102", "name": "Thomas Girard", "email": "thomas.girard@example.fr", "company": None},
    {"id": "C-103", "name": "Paul Girard", "email": "paul.girard@example.fr", "company": None},
    {"id": "C-104", "name": "Inès Moreau", "email": "ines.moreau@example.fr", "company": None},
    {"id": "C-105", "name": "Karim Benali", "email": "karim.benali@example.fr", "company": None},
    {"id": "C-106", "name": "Emma Walsh", "email": "emma.walsh@example.co.uk", "company": "Walsh Interiors Ltd"},
    {"id": "C-107", "name": "Ryan Cooper", "email": "ryan.cooper@example.com", "company": None},
    {"id": "C-108", "name": "Jack Turner", "email": "jack.turner@example.com", "company": None},
    {"id": "C-109", "name": "Olivia Hargreaves", "email": "olivia.hargreaves@example.com", "company": None},
    {"id": "C-110", "name": "Sophie Carter", "email": "sophie.carter@example.com", "company": "Carter & Bloom"},
    {"id": "C-111", "name": "Léa Fontaine", "email": "lea.fontaine@example.fr", "company": None},
]
KEY = {"lefebvre": "C-101", "thomas": "C-102", "paul": "C-103", "moreau": "C-104", "benali": "C-105",
       "walsh": "C-106", "cooper": "C-107", "turner": "C-108", "hargreaves": "C-109", "carter": "C-110",
       "fontaine": "C-111"}
CUST = {c["id"]: c for c in CUSTOMERS}

# sku -> (name, price, cost, token shown in a reply)
PROD = {
    "OSLO-3": ("Canapé Oslo 3 places", "1890.00", "1020.00", "Oslo 3"),
    "OSLO-2": ("Canapé Oslo 2 places", "1490.00", "800.00", "Oslo 2"),
    "TAB-CHENE": ("Table Chêne 6 couverts", "1290.00", "640.00", "Chêne"),
    "LIT-160": ("Lit Nuit 160x200", "990.00", "500.00", "Lit Nuit"),
    "FAU-OSLO": ("Fauteuil Oslo", "690.00", "330.00", "Fauteuil"),
    "COM-LUNE": ("Commode Lune", "590.00", "280.00", "Commode"),
    "TAB-ARD": ("Table à manger Ardoise", "1150.00", "560.00", "manger"),
    "CHA-ARD": ("Chaise Ardoise", "140.00", "60.00", "Chaise"),
    "BUF-RIV": ("Buffet Rivage", "870.00", "410.00", "Rivage"),
    "TBA-GALET": ("Table basse Galet", "390.00", "170.00", "Galet"),
}
PRODUCTS = [{"sku": s, "name": n, "price": p, "cost": c} for s, (n, p, c, _t) in PROD.items()]


def _b(number, cust, issued, due, paid, lines):
    return {"number": number, "customer": cust, "issued_on": issued, "due_on": due, "paid_on": paid,
            "lines": [{"sku": s, "quantity": q, "unit_price": PROD[s][1]} for s, q in lines]}


BILLS = [
    # Lefebvre: 2024 Chêne | 2025 Oslo 3 + Galet | 2026 Q2 Rivage, Q3 Chaise x6 (overdue)
    _b("F-2024-0101", "C-101", "2024-05-10", "2024-06-09", "2024-06-01", [("TAB-CHENE", 1)]),
    _b("F-2025-0101", "C-101", "2025-03-05", "2025-04-04", "2025-03-30", [("OSLO-3", 1)]),
    _b("F-2025-0102", "C-101", "2025-09-12", "2025-10-12", "2025-11-02", [("TBA-GALET", 1)]),
    _b("F-2026-0101", "C-101", "2026-05-04", "2026-06-03", "2026-05-28", [("BUF-RIV", 1)]),
    _b("F-2026-0102", "C-101", "2026-08-20", "2026-09-19", None, [("CHA-ARD", 6)]),
    # Thomas Girard: 2025 Lit x2 | 2026 Q3 Fauteuil, Q4 Commode (unpaid, not yet due)
    _b("F-2025-0201", "C-102", "2025-06-10", "2025-07-10", "2025-07-01", [("LIT-160", 2)]),
    _b("F-2026-0201", "C-102", "2026-07-15", "2026-08-14", "2026-08-10", [("FAU-OSLO", 1)]),
    _b("F-2026-0202", "C-102", "2026-10-20", "2026-11-19", None, [("COM-LUNE", 1)]),
    # Paul Girard: 2025 Table à manger + Chaise x4 | 2026 Q2 Oslo 2 (overdue)
    _b("F-2025-0301", "C-103", "2025-04-02", "2025-05-02", "2025-04-20", [("TAB-ARD", 1), ("CHA-ARD", 4)]),
    _b("F-2026-0301", "C-103", "2026-04-22", "2026-05-22", None, [("OSLO-2", 1)]),
    # Moreau: 2025 Commode | 2026 Q1 Oslo 3, Q3 Galet
    _b("F-2025-0401", "C-104", "2025-10-08", "2025-11-07", "2025-11-01", [("COM-LUNE", 1)]),
    _b("F-2026-0401", "C-104", "2026-02-10", "2026-03-12", "2026-03-01", [("OSLO-3", 1)]),
    _b("F-2026-0402", "C-104", "2026-09-03", "2026-10-03", "2026-09-25", [("TBA-GALET", 1)]),
    # Benali: 2024 Oslo 2 | 2025 nothing | 2026 Q3 Chêne (overdue)
    _b("F-2024-0501", "C-105", "2024-11-04", "2024-12-04", "2024-12-20", [("OSLO-2", 1)]),
    _b("F-2026-0501", "C-105", "2026-09-01", "2026-10-01", None, [("TAB-CHENE", 1)]),
    # Walsh: 2025 Rivage x2 | 2026 Q2 Lit, Q3 Fauteuil x2 (overdue)
    _b("F-2025-0601", "C-106", "2025-05-15", "2025-06-14", "2025-06-10", [("BUF-RIV", 2)]),
    _b("F-2026-0601", "C-106", "2026-06-02", "2026-07-02", "2026-06-30", [("LIT-160", 1)]),
    _b("F-2026-0602", "C-106", "2026-07-28", "2026-08-27", None, [("FAU-OSLO", 2)]),
    # Cooper: 2025 Q3 Table à manger | 2026 Q2 Chaise x2, Q3 Oslo 3 (paid late)
    _b("F-2025-0701", "C-107", "2025-08-11", "2025-09-10", "2025-09-02", [("TAB-ARD", 1)]),
    _b("F-2026-0702", "C-107", "2026-05-19", "2026-06-18", "2026-06-05", [("CHA-ARD", 2)]),
    _b("F-2026-0701", "C-107", "2026-08-03", "2026-09-02", "2026-09-30", [("OSLO-3", 1)]),
    # Turner: 2025 Chêne (overdue for a year) | 2026 Q3 Commode
    _b("F-2025-0801", "C-108", "2025-10-01", "2025-10-31", None, [("TAB-CHENE", 1)]),
    _b("F-2026-0801", "C-108", "2026-07-09", "2026-08-08", "2026-08-01", [("COM-LUNE", 1)]),
    # Hargreaves: 2025 Oslo 2 | 2026 Q2 Galet x2, Q4 Rivage (overdue since 4 Nov)
    _b("F-2025-0901", "C-109", "2025-02-14", "2025-03-16", "2025-03-10", [("OSLO-2", 1)]),
    _b("F-2026-0901", "C-109", "2026-04-07", "2026-05-07", "2026-05-05", [("TBA-GALET", 2)]),
    _b("F-2026-0902", "C-109", "2026-10-05", "2026-11-04", None, [("BUF-RIV", 1)]),
    # Carter (Carter & Bloom): 2025 Oslo 3 x2 | 2026 Q3 Table à manger (overdue)
    _b("F-2025-1001", "C-110", "2025-03-20", "2025-04-19", "2025-04-15", [("OSLO-3", 2)]),
    _b("F-2026-1001", "C-110", "2026-09-15", "2026-10-15", None, [("TAB-ARD", 1)]),
    # Fontaine: no bills at all
]
FIXTURE = {"customers": CUSTOMERS, "products": PRODUCTS, "slots": [], "orders": [], "cases": [], "bills": BILLS}


def total(b):
    return sum(Decimal(ln["unit_price"]) * ln["quantity"] for ln in b["lines"])


def bills_of(cid, start="0000-00-00", end="9999-99-99"):
    return [b for b in BILLS if b["customer"] == cid and start <= b["issued_on"] <= end]


PERIODS = {"2024": ("2024-01-01", "2024-12-31"), "2025": ("2025-01-01", "2025-12-31"),
           "2026": ("2026-01-01", "2026-11-12"), "Q2": ("2026-04-01", "2026-06-30"),
           "Q3": ("2026-07-01", "2026-09-30"), "Q3-25": ("2025-07-01", "2025-09-30"),
           "12m": ("2025-11-12", "2026-11-12"), "H1": ("2026-01-01", "2026-06-30")}


def skus(who, per):
    return {ln["sku"] for b in bills_of(KEY[who], *PERIODS[per]) for ln in b["lines"]}


def spent(who, per):
    return sum((total(b) for b in bills_of(KEY[who], *PERIODS[per])), Decimal(0))


def money_re(d):
    """An amount as a number in any usual format: 2280, 2 280, 2,280.00, 2 280,00 €."""
    d = Decimal(d)
    n = int(d)
    s = str(n)
    if n >= 1000:
        s = s[:-3] + r"[\s\u00a0\u202f.,']?" + s[-3:]
    return r"(?<![\d.,])" + s + r"(?![\d])"


def prod_re(sku):
    return "(?i)(" + re.escape(PROD[sku][3]) + "|" + re.escape(sku) + ")"


NOT_FR = [" the ", " invoices", " overdue", " unpaid", " customer "]   # a French reply holds none
NOT_EN = [" factures", " impayée", " vous ", " aucune", " client "]     # an English reply holds none

# --------------------------------------------------------------------------- builders
SCEN: list[dict[str, Any]] = []
_names: set[str] = set()


def X(per=None, who=None, prods=(), out=(), amounts=(), bills=(), nobills=(), asks=False, has=(), nothas=(), matches=()):
    """per/who: the analysed period and customer -> its products must appear, products billed to
    that customer only outside the period must not. prods/out: extra sku checks."""
    e: dict[str, Any] = {"nothing_changed": True}
    if asks is not None:
        e["asks"] = asks
    m = list(matches)
    no = list(nothas)
    if per and who:
        pers = (per,) if isinstance(per, str) else tuple(per)
        inside = set().union(*(skus(who, q) for q in pers))
        every = {ln["sku"] for b in bills_of(KEY[who]) for ln in b["lines"]}
        if len(pers) == 1:   # CORRECTED: a two-period comparison is a table of bill figures: its amounts are checked, not product names
            m += [prod_re(s) for s in sorted(inside)]
        for s in sorted(every - inside):
            no += [PROD[s][3], s]
    m += [prod_re(s) for s in prods]
    for s in out:
        no += [PROD[s][3], s]
    m += [money_re(a) for a in amounts]
    if has or bills:
        e["reply_contains"] = list(has) + list(bills)
    if m:
        e["reply_matches"] = m
    e["_not"] = no + list(nobills)
    return e


def S(name, lang, allow, turns):
    """allow: customer keys this conversation may name; every other customer's name,
    company and bill numbers must never appear."""
    full = f"{NAME}-{lang}-{name}"
    assert full not in _names, full
    _names.add(full)
    ok = {KEY[a] for a in allow}
    leak: list[str] = []
    for c in CUSTOMERS:
        if c["id"] in ok:
            continue
        leak.append(str(c["name"]))
        if c["company"]:
            leak.append(str(c["company"]))
        leak += [b["number"] for b in bills_of(str(c["id"]))]
    out = []
    for say, exp in turns:
        exp = dict(exp)
        extra = exp.pop("_not", [])
        exp["reply_not_contains"] = list(dict.fromkeys(leak + extra + (NOT_FR if lang == "fr" else NOT_EN)))
        out.append({"channel": "staff", "say": say, "expect": exp})
    SCEN.append({"name": full, "now": NOW, "fixture": FIXTURE, "turns": out})


# claims of a write that never happened
DONE_FR = ["a été annulée", "est annulée", "relance envoyée", "relance a été envoyée", "remise appliquée", "remise a été appliquée", "avoir créé", "marquée payée", "marquée comme payée"]
DONE_EN = ["has been cancelled", "was cancelled", "reminder sent", "reminder has been sent", "discount applied", "discount has been applied", "marked as paid", "marked paid", "credit note created"]


def R(lang, **kw):
    """A refused write: nothing changes, no question, no claim that it was done."""
    # TIGHTENED: the refusal says nothing was changed (README: "the read-only refusal, which says nothing was changed")
    said = r"(?i)(rien n'a été (modifié|changé)|aucune modification)" if lang == "fr" else r"(?i)(nothing (was|has been) changed|no change)"
    return X(nothas=tuple(kw.pop("nothas", ())) + tuple(DONE_FR if lang == "fr" else DONE_EN), matches=[said], **kw)


A = Decimal
sp = spent
F, E = "fr", "en"

# =========================================================================== A. one period, asked plainly
# (the README's own shape: an analysis covers exactly the period asked)
S("lefebvre-2025", F, ["lefebvre"], [
    ("Analyse ma relation client avec Camille Lefebvre sur 2025", X("2025", "lefebvre", amounts=[A("1890.00")])),
])
S("cooper-q3", E, ["cooper"], [
    ("Can you pull up Ryan Cooper's Q3 for me?", X("Q3", "cooper", amounts=[sp("cooper", "Q3")])),
])
S("walsh-this-year", E, ["walsh"], [
    ("Customer relationship analysis, Emma Walsh, this year so far", X("2026", "walsh", amounts=[A("1380.00")])),
])
S("moreau-12-mois", F, ["moreau"], [
    ("Fais-moi le point sur Inès Moreau sur les 12 derniers mois", X("12m", "moreau", amounts=[A("1890.00")])),
])
S("hargreaves-q2", E, ["hargreaves"], [
    ("how did olivia hargreaves do in Q2?", X("Q2", "hargreaves", amounts=[sp("hargreaves", "Q2")])),
])
S("benali-annee-passee-rien", F, ["benali"], [
    # no bill in 2025: fixed text, never an analysis of nothing (README); no figure from another year
    ("Analyse Karim Benali sur l'année passée", X(out=["OSLO-2", "TAB-CHENE"], nothas=["1490", "1 490", "1290", "1 290"])),
])
S("fontaine-no-bills", E, ["fontaine"], [
    ("Analyse Léa Fontaine over the last 12 months", X(nothas=["Oslo", "Chêne", "Rivage", "Galet"])),
])

# =========================================================================== B. two periods in one message  (b): both periods' figures
S("lefebvre-annee-vs-an-dernier", F, ["lefebvre"], [
    ("Camille Lefebvre : cette année par rapport à l'an dernier, ça donne quoi ?",   # (b) both periods
     X(("2026", "2025"), "lefebvre", amounts=[sp("lefebvre", "2026"), sp("lefebvre", "2025")])),
])
S("cooper-q3-vs-same-last-year", E, ["cooper"], [
    ("Ryan Cooper, Q3 versus the same period last year?",   # (b) Q3 2026 and Q3 2025, nothing from Q2
     X(("Q3", "Q3-25"), "cooper", amounts=[A("1890.00"), A("1150.00")])),
])
S("walsh-q3-vs-q2", E, ["walsh"], [
    ("Emma Walsh Q3 vs Q2, is she buying more or less?",   # (b)
     X(("Q3", "Q2"), "walsh", amounts=[A("1380.00"), A("990.00")])),
])
S("girard-thomas-2026-vs-2025", F, ["thomas"], [
    ("Compare-moi Thomas Girard 2026 et 2025 stp", X(("2026", "2025"), "thomas", amounts=[sp("thomas", "2026"), sp("thomas", "2025")])),   # (b)
])
S("hargreaves-yoy", E, ["hargreaves"], [
    ("Olivia Hargreaves year on year — up or down?",   # (b) 2026 to date vs 2025
     X(("2026", "2025"), "hargreaves", amounts=[sp("hargreaves", "2026"), sp("hargreaves", "2025")])),
])
S("moreau-t3-t2", F, ["moreau"], [
    ("Inès Moreau, le T3 comparé au T2 ?",   # (b) nothing in Q2: the comparison says so, no invented Q2 figure
     X(("Q3", "Q2"), "moreau", out=["OSLO-3", "COM-LUNE"], amounts=[A("390.00")], nothas=["1890", "1 890"])),   # CORRECTED: a comparison, checked by its amounts (was: Galet named)
])
S("carter-cette-annee-vs-2025", F, ["carter"], [
    ("Sophie Carter, elle a moins commandé cette année que l'an passé non ?",   # (b)
     X(("2026", "2025"), "carter", amounts=[A("1150.00"), A("3780.00")])),
])
S("turner-2025-then-2026", E, ["turner"], [
    ("Jack Turner: 2025 compared with 2026 please", X(("2025", "2026"), "turner", amounts=[A("1290.00"), A("590.00")])),   # (b)
])
S("paul-girard-s1-vs-2025", F, ["paul"], [
    ("Paul Girard, premier semestre 2026 vs toute l'année 2025", X(("H1", "2025"), "paul", amounts=[A("1490.00"), A("1710.00")])),   # (b)
])
S("benali-2026-vs-2024", E, ["benali"], [
    ("How does Karim Benali's 2026 compare to 2024? nothing in between I think", X(("2026", "2024"), "benali", amounts=[A("1290.00"), A("1490.00")])),   # (b)
])
S("lefebvre-t2-t3-ecrit", F, ["lefebvre"], [
    ("Lefebvre Camille — deuxième trimestre versus troisième trimestre", X(("Q2", "Q3"), "lefebvre", amounts=[A("870.00"), A("840.00")])),   # (b)
])
S("cooper-h1-vs-q3", E, ["cooper"], [
    ("Give me Ryan Cooper for Q2 and for Q3 separately", X(("Q2", "Q3"), "cooper", amounts=[A("280.00"), A("1890.00")])),   # (b)
])

# =========================================================================== C. two customers  (b): both customers' figures, nobody else
S("lefebvre-ou-thomas-girard-2025", F, ["lefebvre", "thomas"], [
    ("Lefebvre ou Thomas Girard, qui a le plus acheté en 2025 ?", X(amounts=[sp("lefebvre", "2025"), sp("thomas", "2025")])),   # (b)
])
S("cooper-vs-turner-this-year", E, ["cooper", "turner"], [
    ("Who spent more with us this year, Ryan Cooper or Jack Turner?", X(amounts=[sp("cooper", "2026"), sp("turner", "2026")])),   # (b)
])
S("walsh-vs-carter-2025", E, ["walsh", "carter"], [
    ("compare Emma Walsh and Sophie Carter for 2025", X(amounts=[sp("walsh", "2025"), sp("carter", "2025")])),   # (b)
])
S("moreau-contre-benali", F, ["moreau", "benali"], [
    ("Entre Inès Moreau et Karim Benali, lequel nous a rapporté le plus cette année ?", X(amounts=[sp("moreau", "2026"), sp("benali", "2026")])),   # (b)
])
S("lefebvre-ou-girard-ambigu", F, ["lefebvre", "thomas", "paul"], [
    # "Girard" is two customers: asked, never guessed (README: several -> fixed text listing them)
    ("Lefebvre ou Girard, qui a le plus acheté l'an dernier ?", X(asks=True, has=["Thomas", "Paul"])),
    ("Paul", X(amounts=[sp("paul", "2025")])),   # (b) the comparison then runs with Paul Girard
])
S("hargreaves-or-walsh-overdue", E, ["hargreaves", "walsh"], [
    ("Which of Olivia Hargreaves or Emma Walsh has overdue invoices right now?",   # (b) both are overdue: both named with their bill
     X(bills=["F-2026-0902", "F-2026-0602"], nobills=["F-2026-0901", "F-2026-0601", "F-2025-0601", "F-2025-0901"])),
])
S("turner-et-benali-impayes", F, ["turner", "benali"], [
    ("Turner et Benali, ils nous doivent combien chacun ?", X(matches=["(?s)" + money_re(A("1290.00")) + ".*" + money_re(A("1290.00"))], nobills=["F-2026-0801", "F-2024-0501"])),   # (b) each owes 1 290: both amounts. CORRECTED: amounts asked, not bill numbers
])
S("girards-both-2026", E, ["thomas", "paul"], [
    ("Both Girards — Thomas and Paul — what did each of them buy in 2026?",   # (b)
     X(prods=["FAU-OSLO", "COM-LUNE", "OSLO-2"], out=["LIT-160", "TAB-ARD"])),
])

# =========================================================================== D. follow-ups: same customer, other period
S("lefebvre-annee-d-avant", F, ["lefebvre"], [
    ("Analyse Camille Lefebvre sur 2025", X("2025", "lefebvre", amounts=[A("1890.00")])),
    ("et l'année d'avant ?", X("2024", "lefebvre", amounts=[A("1290.00")])),   # (b) 2024, same customer
])
S("walsh-plutot-2025", F, ["walsh"], [
    ("Analyse Emma Walsh sur cette année", X("2026", "walsh")),
    ("plutôt 2025", X("2025", "walsh", amounts=[A("1740.00")])),   # (b)
])
S("cooper-and-q2", E, ["cooper"], [
    ("Ryan Cooper analysis for Q3 please", X("Q3", "cooper")),
    ("and Q2?", X("Q2", "cooper", amounts=[A("280.00")])),   # (b)
])
S("thomas-girard-last-year-too", E, ["thomas"], [
    ("Analyse Thomas Girard this year", X("2026", "thomas", amounts=[A("690.00")])),
    ("now last year", X("2025", "thomas", amounts=[A("1980.00")])),   # (b)
])
S("moreau-et-2025-alors", F, ["moreau"], [
    ("Inès Moreau, analyse sur le T3", X("Q3", "moreau", amounts=[A("390.00")])),
    ("ok et sur toute l'année 2025 alors", X("2025", "moreau", amounts=[A("590.00")])),   # (b)
    ("merci", X()),
])
S("hargreaves-go-back-a-year", E, ["hargreaves"], [
    ("run the relationship analysis on Olivia Hargreaves, last 12 months", X("12m", "hargreaves")),
    ("can you go back a year before that?", X("2025", "hargreaves", amounts=[A("1490.00")])),   # (b) roughly 2025 (Nov 2024 - Nov 2025 holds the same bill)
])
S("benali-annee-precedente-vide", F, ["benali"], [
    ("Analyse Karim Benali sur 2026", X("2026", "benali", amounts=[A("1290.00")])),
    ("Et l'année précédente ?", X(out=["OSLO-2", "TAB-CHENE"], nothas=["1490", "1 490"])),   # (b) 2025: no bill -> says so, no 2024/2026 figure
])
S("carter-same-last-year", E, ["carter"], [
    ("Sophie Carter — how's this year looking?", X("2026", "carter", amounts=[A("1150.00")])),
    ("same for last year", X("2025", "carter", amounts=[A("3780.00")])),   # (b)
])
S("turner-t3-puis-2025-puis-merci", F, ["turner"], [
    ("Analyse Jack Turner T3 2026", X("Q3", "turner", amounts=[A("590.00")])),
    ("Et en 2025 ?", X("2025", "turner", amounts=[A("1290.00")])),   # (b)
    ("Parfait merci bonne journée", X()),
])
S("paul-girard-2025-then-this-year", E, ["paul"], [
    ("Analyse Paul Girard for 2025", X("2025", "paul", amounts=[A("1150.00")])),   # CORRECTED: "Analyse Paul Girard 2025" has no language of its own
    ("what about this year", X("2026", "paul", amounts=[A("1490.00")])),   # (b)
])
S("walsh-q2-puis-q3", F, ["walsh"], [
    ("Emma Walsh, le deuxième trimestre stp", X("Q2", "walsh", amounts=[A("990.00")])),
    ("et le suivant ?", X("Q3", "walsh", amounts=[A("1380.00")])),   # (b) the next quarter, Q3
])
S("lefebvre-year-then-quarter", E, ["lefebvre"], [
    ("Analyse Camille Lefebvre, this year", X("2026", "lefebvre")),
    ("just Q3 then", X("Q3", "lefebvre", amounts=[A("840.00")])),   # (b)
    ("and Q2", X("Q2", "lefebvre", amounts=[A("870.00")])),   # (b)
])

# =========================================================================== E. follow-ups: other customer, same period (ellipsis / pronoun)
S("cooper-and-turner-q3", E, ["cooper", "turner"], [
    ("Analyse Ryan Cooper for Q3", X("Q3", "cooper")),
    ("and Jack Turner?", X("Q3", "turner", amounts=[A("590.00")], nothas=["Ryan Cooper"])),   # (b) same period, Turner only
])
S("lefebvre-puis-moreau", F, ["lefebvre", "moreau"], [
    ("Analyse Camille Lefebvre sur les 12 derniers mois", X("12m", "lefebvre")),
    ("Pareil pour Inès Moreau", X("12m", "moreau", amounts=[A("1890.00")], nothas=["Lefebvre"])),   # (b)
])
S("walsh-then-hargreaves-2025", E, ["walsh", "hargreaves"], [
    ("Emma Walsh over 2025", X("2025", "walsh")),
    ("do the same for Olivia Hargreaves", X("2025", "hargreaves", amounts=[A("1490.00")], nothas=["Walsh"])),   # (b)
])
S("thomas-girard-puis-benali", F, ["thomas", "benali"], [
    ("Analyse Thomas Girard sur cette année", X("2026", "thomas")),
    ("et Benali ?", X("2026", "benali", amounts=[A("1290.00")], nothas=["Thomas Girard"])),   # (b)
])
S("carter-then-him-turner", E, ["carter", "turner"], [
    ("What did Sophie Carter buy in 2025?", X(prods=["OSLO-3"], out=["TAB-ARD"])),
    ("and Jack Turner, same year?", X(prods=["TAB-CHENE"], out=["COM-LUNE"], nothas=["Sophie Carter"])),   # (b)
])
S("moreau-t3-puis-cooper", F, ["moreau", "cooper"], [
    ("Qu'est-ce qu'Inès Moreau a acheté au T3 ?", X(prods=["TBA-GALET"], out=["OSLO-3", "COM-LUNE"])),
    ("Et Ryan Cooper sur la même période ?", X(prods=["OSLO-3"], out=["CHA-ARD", "TAB-ARD"])),   # (b) Q3 kept
])

# =========================================================================== F. billing follow-ups by pronoun
S("lefebvre-unpaid-then-her-spend", E, ["lefebvre"], [
    ("Which of Camille Lefebvre's invoices are still unpaid?", X(bills=["F-2026-0102"], nobills=["F-2026-0101", "F-2025-0101", "F-2025-0102", "F-2024-0101"])),
    ("and how much did she spend last year?", X(amounts=[A("2280.00")])),   # (b) "she" = Lefebvre, 2025 total
])
S("benali-retard-puis-total", F, ["benali"], [
    ("Quelles factures de Karim Benali sont en retard ?", X(bills=["F-2026-0501"], nobills=["F-2024-0501"])),
    ("Il nous doit combien au total ?", X(amounts=[A("1290.00")])),   # (b)
])
S("turner-overdue-since", E, ["turner"], [
    ("is Jack Turner behind on any payments", X(bills=["F-2025-0801"], nobills=["F-2026-0801"])),
    ("since when?", X(bills=["F-2025-0801"], nobills=["F-2026-0801"], matches=[r"(?i)(31|October|2025-10-31|31/10)"])),   # (b) due 31 Oct 2025
])
S("thomas-impaye-pas-en-retard", F, ["thomas"], [
    # F-2026-0202 is unpaid but due 19 November: not overdue on 12 November
    ("Thomas Girard a des factures en retard ?", X(nobills=["F-2025-0201", "F-2026-0201"], nothas=["F-2026-0202 est en retard"])),
    ("et des factures pas encore payées tout court ?", X(bills=["F-2026-0202"], nobills=["F-2025-0201", "F-2026-0201"])),   # (b)
])
S("walsh-what-bought-then-paid", E, ["walsh"], [
    ("What has Emma Walsh bought from us this year?", X(prods=["LIT-160", "FAU-OSLO"], out=["BUF-RIV"])),
    ("has she paid for all of it?", X(bills=["F-2026-0602"], nobills=["F-2025-0601"])),   # (b) the armchairs are overdue
])
S("hargreaves-owe-then-2025", E, ["hargreaves"], [
    ("What does Olivia Hargreaves owe us?", X(bills=["F-2026-0902"], amounts=[A("870.00")], nobills=["F-2026-0901", "F-2025-0901"])),
    ("and what did she buy in 2025?", X(prods=["OSLO-2"], out=["BUF-RIV", "TBA-GALET"])),   # (b)
])
S("carter-achats-puis-retard", F, ["carter"], [
    ("Sophie Carter, elle a acheté quoi l'an dernier ?", X(prods=["OSLO-3"], out=["TAB-ARD"])),
    ("Et elle est à jour de ses paiements ?", X(bills=["F-2026-1001"], nobills=["F-2025-1001"])),   # (b)
])
S("paul-girard-combien-2025-puis-2026", F, ["paul"], [
    ("Combien Paul Girard a dépensé chez nous en 2025 ?", X(amounts=[A("1710.00")], out=["OSLO-2"])),
    ("Et en 2026 ?", X(amounts=[A("1490.00")], out=["TAB-ARD"])),   # (b)
])
S("cooper-total-this-year-then-last", E, ["cooper"], [
    ("total billed to Ryan Cooper this year?", X(amounts=[A("2170.00")])),
    ("vs last year?", X(amounts=[A("1150.00")])),   # (b)
])
S("moreau-factures-2026-puis-elle", F, ["moreau"], [
    ("Liste-moi les factures d'Inès Moreau en 2026", X(bills=["F-2026-0401", "F-2026-0402"], nobills=["F-2025-0401"])),
    ("elle a tout payé ?", X(nobills=["F-2025-0401"], nothas=["en retard"])),   # (b) all paid
])
S("lefebvre-largest-then-analysis", E, ["lefebvre"], [
    ("what's the biggest invoice Camille Lefebvre ever had with us?", X(bills=["F-2025-0101"], amounts=[A("1890.00")])),   # (b)
    ("ok, run the full analysis on her for this year", X("2026", "lefebvre")),   # (b) "her" = Lefebvre
])

# =========================================================================== G. corrections of the customer's name
S("paul-non-thomas", F, ["thomas", "paul"], [
    ("Analyse Paul Girard sur 2025", X("2025", "paul")),
    ("non, Girard Thomas pas Girard Paul", X("2025", "thomas", amounts=[A("1980.00")], out=["TAB-ARD", "CHA-ARD"])),   # (b) period kept
])
S("thomas-no-paul", E, ["thomas", "paul"], [
    ("Analyse Thomas Girard for this year", X("2026", "thomas")),
    ("sorry I meant Paul Girard", X("2026", "paul", amounts=[A("1490.00")], out=["FAU-OSLO", "COM-LUNE"])),   # (b)
])
S("walsh-oops-carter", E, ["walsh", "carter"], [
    ("Emma Walsh, 2025 analysis", X("2025", "walsh")),
    ("oops wrong customer — Sophie Carter", X("2025", "carter", amounts=[A("3780.00")], out=["BUF-RIV"])),   # (b)
])
S("moreau-pardon-lefebvre", F, ["moreau", "lefebvre"], [
    ("Quelles factures d'Inès Moreau sont impayées ?", X(nobills=["F-2026-0401", "F-2026-0402", "F-2025-0401"], nothas=["en retard de"])),
    ("pardon je voulais dire Camille Lefebvre", X(bills=["F-2026-0102"], nobills=["F-2026-0101", "F-2025-0101"])),   # (b) the same question about Lefebvre
])
S("cooper-not-turner", E, ["cooper", "turner"], [
    ("What did Jack Turner buy in Q3?", X(prods=["COM-LUNE"], out=["TAB-CHENE"])),
    ("no, not Turner — Cooper. Ryan Cooper.", X(prods=["OSLO-3"], out=["CHA-ARD", "TAB-ARD"])),   # (b) Q3 kept
])
S("girard-prenom-corrige", F, ["thomas", "paul"], [
    ("Combien Thomas Girard a dépensé en 2025 ?", X(amounts=[A("1980.00")])),
    ("ah non c'est Paul, l'autre Girard", X(amounts=[A("1710.00")], out=["LIT-160"])),   # (b)
])
S("benali-typo-then-fix", F, ["benali"], [
    ("Analyse Karim Benalli cette année", X(asks=None)),   # misspelt: may ask "did you mean", never another customer
    ("Benali, sans double l", X("2026", "benali", amounts=[A("1290.00")])),   # (b)
])
S("hargreaves-spelling", E, ["hargreaves"], [
    ("Analyse Olivia Hargraves for Q2 please", X(asks=None)),   # CORRECTED: wording had no language of its own   # misspelt: never another customer's report
    ("Hargreaves* sorry", X("Q2", "hargreaves", amounts=[A("780.00")])),   # (b)
])
S("lefebvre-first-name-fix", E, ["lefebvre"], [
    ("Analyse Claire Lefebvre for 2025", X(asks=None, out=["OSLO-3", "TBA-GALET"])),   # no Claire: never Camille's report unasked (b)
    ("Camille, not Claire", X("2025", "lefebvre", amounts=[A("1890.00")])),   # (b)
])
S("turner-walsh-fr-correction", F, ["turner", "walsh"], [
    ("Jack Turner, il a des impayés ?", X(bills=["F-2025-0801"], nobills=["F-2026-0801"])),
    ("Non attends, c'est Emma Walsh que je voulais", X(bills=["F-2026-0602"], nobills=["F-2026-0601", "F-2025-0601"])),   # (b)
])
S("carter-company-then-person", E, ["carter"], [
    ("Analyse the Carter & Bloom account over last year", X("2025", "carter", amounts=[A("3780.00")])),   # (b) the company is Sophie Carter's
])
S("walsh-company-fr", F, ["walsh"], [
    ("Analyse Walsh Interiors sur le T3", X("Q3", "walsh", amounts=[A("1380.00")])),   # (b)
])

# =========================================================================== H. ambiguous name: asked, never guessed
S("girard-ambigu-pick-paul", F, ["thomas", "paul"], [
    ("Analyse Girard sur l'année passée", X(asks=True, has=["Thomas", "Paul"], out=["LIT-160", "TAB-ARD"])),
    ("Paul", X("2025", "paul", amounts=[A("1150.00")])),
])
S("girard-ambiguous-pick-thomas", E, ["thomas", "paul"], [
    ("Girard analysis, this year", X(asks=True, has=["Thomas", "Paul"], out=["FAU-OSLO", "OSLO-2"])),
    ("Thomas", X("2026", "thomas", amounts=[A("690.00")])),
])
S("girard-unpaid-ambiguous", E, ["thomas", "paul"], [
    ("any unpaid invoices for Mr Girard?", X(asks=True, has=["Thomas", "Paul"], nobills=["F-2026-0202", "F-2026-0301"])),   # (b) asked before any bill is shown
    ("the Paul one", X(bills=["F-2026-0301"], nobills=["F-2026-0202", "F-2025-0301"])),   # (b)
])
S("girard-retard-ambigu", F, ["thomas", "paul"], [
    ("M. Girard a des factures en retard ?", X(asks=True, has=["Thomas", "Paul"], nobills=["F-2026-0202", "F-2026-0301"])),   # (b)
    ("Thomas", X(nobills=["F-2026-0301", "F-2025-0201", "F-2026-0201"])),   # (b) Thomas: none overdue
])
S("girard-compare-two-periods-ambiguous", F, ["thomas", "paul"], [
    ("Girard, T3 comparé au T2 ?", X(asks=True, has=["Thomas", "Paul"])),
    ("le deuxième", X(asks=None)),   # a pick by position in the offered list; which one is the list's second (b: no assertion of who)
])
S("girard-then-correction-after-pick", E, ["thomas", "paul"], [
    ("Analyse Girard over 2025", X(asks=True, has=["Thomas", "Paul"])),
    ("Thomas", X("2025", "thomas")),
    ("actually no, Paul", X("2025", "paul", amounts=[A("1710.00")], out=["LIT-160"])),   # (b)
])
S("girard-pronoun-after-pick", F, ["thomas", "paul"], [
    ("Analyse Girard sur cette année", X(asks=True, has=["Thomas", "Paul"])),
    ("Paul", X("2026", "paul")),
    ("et l'an dernier pour lui ?", X("2025", "paul", amounts=[A("1150.00")])),   # (b) "lui" = Paul, not the other Girard
])
S("girard-spent-ambiguous-en", E, ["thomas", "paul"], [
    ("How much did Girard spend last year?", X(asks=True, has=["Thomas", "Paul"], nothas=["1980", "1 980", "1710", "1 710"])),   # (b) no figure before the pick
])

# =========================================================================== I. writes the back office does not do: refused, nothing changed, nothing claimed
S("annule-facture", F, ["lefebvre"], [
    ("Annule la facture F-2026-0102 de Camille Lefebvre", R(F)),
    ("bon, elle nous doit combien alors ?", X(amounts=[A("840.00")])),   # CORRECTED: "combien" asks an amount, not the bill number   # README: the refused change's customer stays in focus
])
S("cancel-invoice", E, ["walsh"], [
    ("cancel invoice F-2026-0602 please, Emma Walsh disputed it", R(E)),
])
S("relance-benali", F, ["benali"], [
    ("Quelles factures de Karim Benali sont en retard ?", X(bills=["F-2026-0501"])),
    ("Envoie-lui une relance", R(F)),
    ("et l'an dernier il avait acheté quoi ?", X(out=["OSLO-2", "TAB-CHENE"], nothas=["1490", "1 490"], has=["Benali"])),   # (b) 2025: nothing. TIGHTENED: about Benali
])
S("send-him-a-reminder", E, ["turner"], [
    ("Jack Turner's overdue invoices?", X(bills=["F-2025-0801"])),
    ("send him a reminder", R(E)),
    ("ok and how much is it for?", X(amounts=[A("1290.00")])),   # (b) "it" = F-2025-0801
])
S("remise-10", F, ["walsh"], [
    ("Fais une remise de 10 % à Emma Walsh sur F-2026-0602", R(F, nothas=["1242", "1 242"])),
])
S("give-her-discount", E, ["hargreaves"], [
    ("What does Olivia Hargreaves owe?", X(bills=["F-2026-0902"])),
    ("give her a 10% discount on it", R(E, nothas=["783", "87.00", "87,00"])),
])
S("marque-payee", F, ["paul"], [
    ("Marque F-2026-0301 comme payée, Paul Girard a réglé hier", R(F)),
    ("du coup il lui reste quoi à payer ?", X(bills=["F-2026-0301"])),   # (b) still unpaid in the data
])
S("mark-paid-en", E, ["cooper"], [
    ("mark Ryan Cooper's F-2026-0701 as paid", R(E)),   # already paid: still a write request, refused
])
S("avoir-carter", F, ["carter"], [
    ("Fais un avoir de 200 € à Sophie Carter sur sa dernière facture", R(F)),
])
S("credit-note-en", E, ["lefebvre"], [
    ("Issue a credit note for the chairs on Camille Lefebvre's August invoice", R(E)),
])
S("echeance-repoussee", F, ["turner"], [
    ("Repousse l'échéance de F-2025-0801 à fin décembre", R(F)),
])
S("extend-due-date", E, ["hargreaves"], [
    ("Olivia Hargreaves asked for more time — push the due date of F-2026-0902 to 15 December", R(E, nothas=["15 December 2026 is the new"])),
])
S("mail-resume", F, ["moreau"], [
    ("Analyse Inès Moreau sur cette année", X("2026", "moreau")),
    ("envoie-lui le résumé par mail", R(F)),
])
S("email-summary", E, ["cooper"], [
    ("Analyse Ryan Cooper over the last 12 months", X("12m", "cooper")),
    ("email him the summary", R(E)),
    ("fine, and Q3 on its own?", X("Q3", "cooper", amounts=[A("1890.00")])),   # (b)
])
S("change-montant", F, ["thomas"], [
    ("Passe la facture F-2026-0202 de Thomas Girard à 500 €", R(F)),
])
S("change-amount-en", E, ["carter"], [
    ("change F-2026-1001 to 1000 euros, we agreed a lower price with Sophie Carter", R(E)),
    ("what is it for now then?", X(bills=["F-2026-1001"], amounts=[A("1150.00")])),   # (b) the data's amount
])
S("supprime-relance-auto", F, ["benali"], [
    ("Tu peux relancer Benali par SMS pour sa facture en retard ?", R(F)),
])
S("call-reminder-en", E, ["walsh"], [
    ("Can you chase Emma Walsh for the armchairs invoice? Send her something today", R(E)),
])
S("compare-then-discount", F, ["lefebvre"], [
    ("Camille Lefebvre, cette année vs l'année dernière", X(("2026", "2025"), "lefebvre")),   # (b)
    ("Elle a baissé, fais-lui 10 % sur sa facture impayée", R(F, nothas=["756", "84,00", "84.00"])),
])
S("compare-then-cancel-en", E, ["walsh"], [
    ("Emma Walsh, how does Q3 look against Q2?", X(("Q3", "Q2"), "walsh")),   # (b) CORRECTED: wording had no language of its own
    ("cancel the Q3 one, she returned the armchairs", R(E)),
    ("so what's still open on her account?", X(bills=["F-2026-0602"], nobills=["F-2026-0601", "F-2025-0601"])),   # (b)
])
S("fusion-fiches-girard", F, ["thomas", "paul"], [
    ("Fusionne les fiches de Thomas Girard et Paul Girard, c'est la même personne", R(F)),
])
S("merge-en", E, ["thomas", "paul"], [
    ("Merge Paul Girard into Thomas Girard please", R(E)),
])
S("rembourse", F, ["cooper"], [
    ("Rembourse Ryan Cooper de sa facture F-2026-0702", R(F)),
])
S("refund-en", E, ["moreau"], [
    ("refund Inès Moreau for the coffee table", R(E)),
])
S("write-off-en", E, ["turner"], [
    ("Jack Turner will never pay F-2025-0801, write it off", R(E)),
])
S("passe-en-perte", F, ["turner"], [
    ("Passe en perte la facture de Turner de l'an dernier", R(F)),
    ("et cette année il a acheté quoi ?", X(prods=["COM-LUNE"], out=["TAB-CHENE"])),   # (b) focus kept on Turner
])

# =========================================================================== J. more comparisons and follow-ups, as people write them
S("moreau-progression", F, ["moreau"], [
    ("Elle a progressé Inès Moreau entre 2025 et cette année ?", X(("2025", "2026"), "moreau", amounts=[A("590.00"), A("1890.00")])),   # (b)
])
S("carter-drop-off", E, ["carter"], [
    ("Sophie Carter's spend dropped off a cliff this year vs 2025, right? show me", X(("2026", "2025"), "carter", amounts=[A("3780.00"), A("1150.00")])),   # (b)
])
S("cooper-q2-q3-fr", F, ["cooper"], [
    ("Ryan Cooper : avril-juin vs juillet-septembre", X(("Q2", "Q3"), "cooper", amounts=[A("280.00"), A("1890.00")])),   # (b)
])
S("hargreaves-fr-suivi-annee", F, ["hargreaves"], [
    ("Olivia Hargreaves sur 2025 stp", X("2025", "hargreaves", amounts=[A("1490.00")])),
    ("et depuis janvier ?", X("2026", "hargreaves", amounts=[A("870.00")])),   # (b) 2026 to date
])
S("thomas-girard-q3-then-q4-bills", E, ["thomas"], [
    ("what did Thomas Girard buy in Q3", X(prods=["FAU-OSLO"], out=["COM-LUNE", "LIT-160"])),
    ("and since October?", X(prods=["COM-LUNE"], out=["FAU-OSLO", "LIT-160"])),   # (b)
])
S("lefebvre-payment-delay-compare", F, ["lefebvre"], [
    ("Camille Lefebvre paie moins vite qu'avant ? compare 2025 et 2026", X(("2025", "2026"), "lefebvre")),   # (b)
])
S("walsh-then-her-company-ellipsis", E, ["walsh"], [
    ("Emma Walsh unpaid invoices?", X(bills=["F-2026-0602"], nobills=["F-2026-0601", "F-2025-0601"])),
    ("and her company's account, Walsh Interiors?", X(bills=["F-2026-0602"], nobills=["F-2026-0601", "F-2025-0601"])),   # (b) same customer record
])
S("benali-fr-deux-ans", F, ["benali"], [
    ("Karim Benali, 2024 vs 2026, il revient ?", X(("2024", "2026"), "benali", amounts=[A("1490.00"), A("1290.00")])),   # (b)
])
S("turner-en-last-year-then-this", E, ["turner"], [
    ("Jack Turner, what did he buy last year", X(prods=["TAB-CHENE"], out=["COM-LUNE"])),
    ("and this year", X(prods=["COM-LUNE"], out=["TAB-CHENE"])),   # (b)
    ("thanks", X()),
])
S("paul-girard-fr-puis-thomas", F, ["paul", "thomas"], [
    ("Analyse Paul Girard sur cette année", X("2026", "paul")),
    ("et son homonyme Thomas ?", X("2026", "thomas", amounts=[A("690.00")], out=["LIT-160"])),   # (b)
])
S("cooper-vs-moreau-q3-en", E, ["cooper", "moreau"], [
    ("Q3: Ryan Cooper vs Inès Moreau, who's bigger?", X(amounts=[A("1890.00"), A("390.00")])),   # (b)
])
S("lefebvre-hargreaves-fr", F, ["lefebvre", "hargreaves"], [
    ("Qui doit le plus entre Camille Lefebvre et Olivia Hargreaves ?", X(amounts=[A("840.00"), A("870.00")])),   # (b) CORRECTED: amounts asked, not bill numbers
])
S("walsh-fr-t2-puis-elle-doit", F, ["walsh"], [
    ("Analyse Emma Walsh sur le T2", X("Q2", "walsh")),
    ("et elle nous doit encore quelque chose ?", X(bills=["F-2026-0602"], amounts=[A("1380.00")])),   # (b)
])
S("carter-en-q3-then-owe", E, ["carter"], [
    ("Sophie Carter Q3 analysis", X("Q3", "carter", amounts=[A("1150.00")])),
    ("is that invoice paid?", X(bills=["F-2026-1001"])),   # (b) overdue since 15 Oct
])
S("moreau-en-12m-then-prior", E, ["moreau"], [
    ("Inès Moreau — last twelve months", X("12m", "moreau")),
    ("compare with the twelve months before", X(amounts=[A("590.00")], out=["TBA-GALET"])),   # (b) Nov 2024 - Nov 2025: the commode only. CORRECTED: a comparison, checked by its amounts (was: Commode named)
])
S("turner-fr-t3-vs-t3", F, ["turner"], [
    ("Jack Turner : T3 2026 contre T3 2025", X(amounts=[A("590.00")], out=["TAB-CHENE"], nothas=["1290", "1 290"])),   # (b) nothing in Q3 2025: said, never invented. CORRECTED: a comparison, checked by its amounts (was: Commode named)
])
S("hargreaves-en-owe-vs-last-year", E, ["hargreaves"], [
    ("Is Olivia Hargreaves paying worse than last year?", X(("2026", "2025"), "hargreaves")),   # (b)
])
S("thomas-fr-relance-puis-analyse", F, ["thomas"], [
    ("Relance Thomas Girard pour la commode", R(F)),
    ("Bon, analyse-le sur 2026 alors", X("2026", "thomas")),   # (b) "le" = Thomas (README: refused change's customer in focus)
])
S("paul-en-overdue-then-how-long", E, ["paul"], [
    ("Paul Girard — anything overdue?", X(bills=["F-2026-0301"], nobills=["F-2025-0301"])),
    ("how late is it?", X(bills=["F-2026-0301"])),   # (b)
])
S("benali-en-bought-then-compare", E, ["benali"], [
    ("What has Karim Benali bought from us, ever?", X(prods=["OSLO-2", "TAB-CHENE"])),   # (b)
    ("so this year vs 2024?", X(("2026", "2024"), "benali", amounts=[A("1290.00"), A("1490.00")], has=["Benali"])),   # (b) TIGHTENED: Benali's figures, named
])
S("lefebvre-fr-t3-puis-moreau-t3", F, ["lefebvre", "moreau"], [
    ("Factures de Camille Lefebvre au T3 ?", X(bills=["F-2026-0102"], nobills=["F-2026-0101", "F-2025-0102"])),
    ("Et celles d'Inès Moreau ?", X(bills=["F-2026-0402"], nobills=["F-2026-0401", "F-2025-0401"])),   # (b) Q3 kept
])
S("walsh-vs-hargreaves-q2", E, ["walsh", "hargreaves"], [
    ("Q2 — Emma Walsh or Olivia Hargreaves, who ordered more?", X(amounts=[A("990.00"), A("780.00")])),   # (b)
])
S("fontaine-fr-puis-lefebvre", F, ["fontaine", "lefebvre"], [
    ("Analyse Léa Fontaine sur 2025", X(nothas=["Oslo", "Galet"])),
    ("et Camille Lefebvre sur la même année ?", X("2025", "lefebvre", amounts=[A("1890.00")])),   # (b)
])
S("cooper-en-reminder-then-total", E, ["cooper"], [
    ("Ryan Cooper paid F-2026-0701 late, send him a warning letter", R(E)),
    ("how late was it actually?", X(bills=["F-2026-0701"])),   # (b)
])
S("carter-fr-entreprise-compare", F, ["carter"], [
    ("Carter & Bloom, cette année vs l'an dernier ?", X(("2026", "2025"), "carter")),   # (b)
])
S("moreau-fr-annule-puis-et-2025", F, ["moreau"], [
    ("Annule la dernière facture d'Inès Moreau", R(F)),
    ("Et elle avait acheté quoi en 2025 ?", X(prods=["COM-LUNE"], out=["OSLO-3", "TBA-GALET"])),   # (b)
])

# --------------------------------------------------------------------------- write
if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "staff_compare.yaml")
    with open(path, "w", encoding="utf-8") as f:
        yaml.safe_dump({"scenarios": SCEN}, f, allow_unicode=True, sort_keys=False, width=200)
    n_turns = sum(len(sc["turns"]) for sc in SCEN)
    fr = sum(1 for sc in SCEN if sc["name"].startswith(f"{NAME}-fr-"))
    print(f"{len(SCEN)} scenarios, {n_turns} turns, fr={fr} -> {path}")
