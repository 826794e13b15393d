# ruff: noqa: E501
"""Blind corpus: staff back office (analyses and billing questions), FR/EN.

Writes evals/blind9/staff_billing.yaml. The fixture (12 customers, ~80 bills over
2025-2026) is generated deterministically here, and every expected figure is
computed from the same data, so the two cannot drift. Clock: 2026-12-03.
Written from README.md / eval-format.md / DESIGN.md only.
"""

from __future__ import annotations

import random
import re
import sys
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import yaml

NOW = "2026-12-03T10:00:00+01:00"
TODAY = date(2026, 12, 3)
P = "staff-billing-"  # kebab-case required: NAME with its underscore as a dash

CUSTOMERS: list[dict[str, Any]] = [
    {"id": "C-01", "name": "Jean Martin", "email": "jean.martin@example.com", "company": None},
    {"id": "C-02", "name": "Claire Martin", "email": "claire.martin@example.com", "company": None},
    {
        "id": "C-03",
        "name": "Atelier Durand",
        "email": "compta@atelier-durand.fr",
        "company": "Atelier Durand SARL",
    },
    {"id": "C-04", "name": "Marc Durand", "email": "marc.durand@example.org", "company": None},
    {
        "id": "C-05",
        "name": "Élodie Lefèvre",
        "email": "elodie.lefevre@example.com",
        "company": None,
    },
    {"id": "C-06", "name": "François Nguyen", "email": "f.nguyen@example.com", "company": None},
    {"id": "C-07", "name": "Paul Dupont", "email": "paul.dupont@example.com", "company": None},
    {"id": "C-08", "name": "Thomas Becker", "email": "t.becker@example.co.uk", "company": None},
    {
        "id": "C-09",
        "name": "Oakridge Interiors",
        "email": "accounts@oakridge.example",
        "company": "Oakridge Interiors Ltd",
    },
    {
        "id": "C-10",
        "name": "Grégoire Vasseur",
        "email": "g.vasseur@example.fr",
        "company": "Hôtel Vasseur",
    },
    {"id": "C-11", "name": "Samira Haddad", "email": "samira.haddad@example.com", "company": None},
    {"id": "C-12", "name": "Agnès Roux", "email": "agnes.roux@example.com", "company": None},
]
NAME = {c["id"]: c["name"] for c in CUSTOMERS}

PRODUCTS = [
    {"sku": "OSLO-3", "name": "Canapé Oslo 3 places", "price": "1890.00", "cost": "1020.00"},
    {"sku": "BREST-F", "name": "Fauteuil Brest", "price": "640.00", "cost": "310.00"},
    {"sku": "NANTES-T", "name": "Table Nantes chêne", "price": "1450.00", "cost": "760.00"},
    {"sku": "LYON-C", "name": "Chaise Lyon", "price": "185.00", "cost": "82.00"},
    {"sku": "ARLES-B", "name": "Buffet Arles", "price": "1320.00", "cost": "700.00"},
    {"sku": "ANNECY-L", "name": "Lit Annecy 160", "price": "1690.00", "cost": "905.00"},
    {"sku": "COLMAR-E", "name": "Étagère Colmar", "price": "420.00", "cost": "195.00"},
    {"sku": "BANQ-R", "name": "Banquette sur mesure", "price": "2350.00", "cost": "1410.00"},
]
PRICE = {p["sku"]: Decimal(p["price"]) for p in PRODUCTS}
COST = {p["sku"]: Decimal(p["cost"]) for p in PRODUCTS}

# Per customer: (year, month, payment) — o = paid by its due date, l = paid late, u = unpaid.
# Days are drawn in 6..26 so no bill sits on a period's edge (12 months from 2025-12-04,
# 6 months from 2026-06-04, quarters, months).
PLANS = {
    "C-01": (
        [
            (2025, 3, "o"),
            (2025, 9, "o"),
            (2026, 2, "o"),
            (2026, 7, "o"),
            (2026, 8, "o"),
            (2026, 10, "o"),
        ],
        ["OSLO-3", "BREST-F", "LYON-C", "COLMAR-E"],
        Decimal("1"),
    ),
    "C-02": (
        [
            (2025, 4, "o"),
            (2025, 6, "l"),
            (2025, 11, "o"),
            (2026, 5, "o"),
            (2026, 9, "u"),
            (2026, 10, "o"),
        ],
        ["ANNECY-L", "BREST-F", "COLMAR-E", "LYON-C"],
        Decimal("1"),
    ),
    "C-03": (
        [
            (2025, 1, "o"),
            (2025, 3, "l"),
            (2025, 5, "o"),
            (2025, 7, "l"),
            (2025, 9, "o"),
            (2025, 11, "o"),
            (2026, 1, "o"),
            (2026, 2, "l"),
            (2026, 4, "o"),
            (2026, 6, "o"),
            (2026, 8, "l"),
            (2026, 10, "u"),
            (2026, 11, "u"),
        ],
        ["NANTES-T", "LYON-C", "ARLES-B", "COLMAR-E"],
        Decimal("0.90"),
    ),
    "C-04": ([(2025, 5, "o"), (2026, 4, "o")], ["BREST-F", "COLMAR-E"], Decimal("1")),
    "C-05": (
        [
            (2025, 2, "o"),
            (2025, 6, "l"),
            (2025, 10, "o"),
            (2026, 1, "o"),
            (2026, 3, "l"),
            (2026, 6, "o"),
            (2026, 9, "o"),
        ],
        ["OSLO-3", "ARLES-B", "LYON-C", "COLMAR-E"],
        Decimal("1"),
    ),
    "C-06": (
        [(2025, 2, "o"), (2025, 5, "o"), (2025, 8, "o"), (2025, 10, "o")],
        ["NANTES-T", "LYON-C", "BREST-F"],
        Decimal("1"),
    ),
    "C-07": (
        [
            (2025, 1, "l"),
            (2025, 4, "o"),
            (2025, 6, "l"),
            (2025, 10, "l"),
            (2026, 1, "o"),
            (2026, 3, "l"),
            (2026, 5, "o"),
            (2026, 8, "u"),
            (2026, 9, "u"),
            (2026, 11, "u"),
        ],
        ["OSLO-3", "NANTES-T", "LYON-C", "BREST-F"],
        Decimal("1"),
    ),
    "C-08": (
        [
            (2025, 3, "l"),
            (2025, 7, "o"),
            (2025, 11, "l"),
            (2026, 4, "o"),
            (2026, 7, "l"),
            (2026, 9, "o"),
            (2026, 11, "o"),
        ],
        ["ANNECY-L", "BREST-F", "COLMAR-E"],
        Decimal("1"),
    ),
    "C-09": (
        [
            (2025, 2, "o"),
            (2025, 4, "o"),
            (2025, 7, "l"),
            (2025, 8, "o"),
            (2025, 10, "o"),
            (2025, 12, "o"),
            (2026, 2, "l"),
            (2026, 5, "o"),
            (2026, 7, "o"),
            (2026, 9, "u"),
            (2026, 11, "o"),
        ],
        ["OSLO-3", "ARLES-B", "NANTES-T", "BREST-F", "LYON-C"],
        Decimal("0.90"),
    ),
    "C-10": (
        [(2025, 4, "o"), (2025, 10, "l"), (2026, 3, "o"), (2026, 6, "u"), (2026, 10, "o")],
        ["BANQ-R", "NANTES-T", "LYON-C"],
        Decimal("0.92"),
    ),
    "C-11": ([(2026, 10, "o"), (2026, 11, "u")], ["OSLO-3", "BREST-F", "COLMAR-E"], Decimal("1")),
    "C-12": (
        [
            (2025, 1, "o"),
            (2025, 5, "l"),
            (2025, 8, "o"),
            (2025, 12, "o"),
            (2026, 4, "l"),
            (2026, 6, "o"),
            (2026, 10, "o"),
        ],
        ["ARLES-B", "BREST-F", "LYON-C", "COLMAR-E"],
        Decimal("1"),
    ),
}
# big hotel / restaurant orders: many banquettes and chairs
BIG = {"C-10": (4, 8), "C-09": (1, 4), "C-03": (1, 6)}


def cents(x: Decimal) -> Decimal:
    return x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def build_bills() -> list[dict]:
    rng = random.Random(2034)
    raw: list[dict[str, Any]] = []
    for cid, (plan, skus, factor) in PLANS.items():
        for y, m, pay in plan:
            day = rng.randint(6, 26)
            issued = date(y, m, day)
            nlines = rng.randint(1, min(3, len(skus)))
            chosen = rng.sample(skus, nlines)
            lines = []
            for sku in chosen:
                lo, hi = BIG.get(cid, (1, 2))
                q = rng.randint(lo, hi)
                if sku == "LYON-C":
                    q = rng.randint(4, 12) if cid in BIG else rng.randint(2, 6)
                lines.append(
                    {"sku": sku, "quantity": q, "unit_price": str(cents(PRICE[sku] * factor))}
                )
            due = issued + timedelta(days=30)
            if pay == "o":
                paid = issued + timedelta(days=rng.randint(4, 29))
            elif pay == "l":
                paid = due + timedelta(days=rng.randint(5, 45))
            else:
                paid = None
            if paid is not None and paid >= TODAY:  # a recent bill paid on time: paid already
                paid = issued + timedelta(days=max(1, (TODAY - issued).days // 2))
            assert paid is None or paid < TODAY, (cid, issued, paid)
            raw.append(
                {
                    "customer": cid,
                    "issued_on": issued,
                    "due_on": due,
                    "paid_on": paid,
                    "lines": lines,
                }
            )
    raw.sort(key=lambda b: (b["issued_on"], b["customer"]))
    seq = {2025: 0, 2026: 0}
    for b in raw:
        y = b["issued_on"].year
        seq[y] += 1
        b["number"] = f"F-{y}-{seq[y]:04d}"
        b["total"] = sum(
            (Decimal(li["unit_price"]) * li["quantity"] for li in b["lines"]), Decimal("0")
        )
        b["cost"] = sum((COST[li["sku"]] * li["quantity"] for li in b["lines"]), Decimal("0"))
    return raw


BILLS = build_bills()


# ---------------------------------------------------------------- queries
def of(cid, start=date(2000, 1, 1), end=TODAY):
    return [b for b in BILLS if b["customer"] == cid and start <= b["issued_on"] <= end]


def unpaid(cid=None):
    return [b for b in BILLS if (cid is None or b["customer"] == cid) and b["paid_on"] is None]


def overdue(cid=None):
    return [b for b in unpaid(cid) if b["due_on"] < TODAY]


def not_yet_due(cid=None):
    return [b for b in unpaid(cid) if b["due_on"] > TODAY]


def paid_late(cid, start, end):
    return [
        b for b in of(cid, start, end) if b["paid_on"] is not None and b["paid_on"] > b["due_on"]
    ]


def total(bills) -> Decimal:
    return sum((b["total"] for b in bills), Decimal("0"))


def avg(bills) -> Decimal:
    q = Fraction(total(bills)) / len(bills)
    return cents(Decimal(q.numerator) / Decimal(q.denominator))


def avg_pat(bills, lang) -> str:
    """The average bill; on an exact half cent either rounding is accepted (the README
    does not say which mode the analysis uses)."""
    q = Fraction(total(bills)) / len(bills)
    a = avg(bills)
    if (q * 100).denominator == 2:
        b = a - Decimal("0.01")
        return "(?:" + amt(a, lang) + "|" + amt(b, lang) + ")"
    return amt(a, lang)


def biggest(bills):
    m = max(bills, key=lambda b: b["total"])
    assert sum(1 for b in bills if b["total"] == m["total"]) == 1
    return m


def nums(bills):
    return [b["number"] for b in bills]


def others(keep, pool):
    k = set(nums(keep))
    return [n for n in nums(pool) if n not in k]


# ---------------------------------------------------------------- money patterns
def fr(x: Decimal) -> str:
    """French amount: 4 250,00 (any space or none between thousands)."""
    s = f"{x:,.2f}"
    ip, dp = s.split(".")
    return r"(?<![\d,.])" + r"[\s\u202f\u00a0.]?".join(ip.split(",")) + "," + dp + r"(?!\d)"


def en(x: Decimal) -> str:
    s = f"{x:,.2f}"
    return r"(?<![\d,.])" + re.escape(s) + r"(?!\d)"


def absent(pattern: str) -> str:
    """A reply_matches pattern that holds when `pattern` is nowhere in the reply."""
    return r"\A(?![\s\S]*" + pattern + ")"


def amt(x: Decimal, lang: str) -> str:
    return fr(x) if lang == "fr" else en(x)


# ---------------------------------------------------------------- periods
D = date
Y2025 = (D(2025, 1, 1), D(2025, 12, 31))
Y2026 = (D(2026, 1, 1), D(2026, 12, 31))
YTD = (D(2026, 1, 1), TODAY)
L12 = (D(2025, 12, 4), TODAY)
L6 = (D(2026, 6, 4), TODAY)
L24 = (D(2024, 12, 4), TODAY)
Q3_26 = (D(2026, 7, 1), D(2026, 9, 30))
Q2_26 = (D(2026, 4, 1), D(2026, 6, 30))
Q3_25 = (D(2025, 7, 1), D(2025, 9, 30))
Q4_25 = (D(2025, 10, 1), D(2025, 12, 31))
H1_26 = (D(2026, 1, 1), D(2026, 6, 30))
SINCE_SEP = (D(2026, 9, 1), TODAY)
MAR_26 = (D(2026, 3, 1), D(2026, 3, 31))
OCT_26 = (D(2026, 10, 1), D(2026, 10, 31))
SUMMER_26 = (D(2026, 6, 1), D(2026, 8, 31))


# ---------------------------------------------------------------- expectations
def staff(say, **expect):
    e = {"nothing_changed": True}
    e.update({k: v for k, v in expect.items() if v not in (None, [], {})})
    return {"channel": "staff", "say": say, "expect": e}


def report(cid, period, lang, not_names=(), extra_not=()):
    """Expectation of an analysis of cid over period: average and largest bill."""
    bills = of(cid, *period)
    assert bills, (cid, period)
    return {
        "reply_matches": [avg_pat(bills, lang), amt(biggest(bills)["total"], lang)],
        "reply_not_contains": list(not_names) + list(extra_not),
        "asks": False,
    }


SCENARIOS: list[dict] = []


def sc(name, turns, comment=None):
    s: dict[str, Any] = {"name": P + name, "now": NOW, "turns": turns}
    if comment:
        s["description_comment"] = comment  # stripped before dump (kept as a YAML comment)
    SCENARIOS.append(s)


J, CL, AD, MD, EL, FN, PD, TB, OK, GV, SH, AR = (c["id"] for c in CUSTOMERS)


def build():
    # ======================= analyses, periods said many ways
    sc(
        "fr-analyse-annee-passee-dupont",
        [
            staff(
                "Analyse ma relation client avec Paul Dupont sur l'année passée",
                **report(PD, Y2025, "fr", ["Jean Martin", "Claire Martin"]),
            ),
        ],
    )
    sc(
        "en-analysis-past-12-months-oakridge",
        [
            staff(
                "Analyse my customer relationship with Oakridge Interiors over the past 12 months",
                **report(OK, L12, "en", ["Durand"]),
            ),
        ],
    )
    sc(
        "fr-analyse-premier-semestre-2026-atelier",
        [
            staff(
                "Tu peux me sortir l'analyse de l'Atelier Durand sur le premier semestre 2026 ?",
                **report(AD, H1_26, "fr", ["Marc Durand"]),
            ),
        ],
    )
    sc(
        "en-analysis-h1-2026-atelier",
        [
            staff(
                "customer analysis Atelier Durand H1 2026 please",
                **report(AD, H1_26, "en", ["Marc Durand"]),
            ),
        ],
    )
    sc(
        "en-analysis-last-quarter-becker",
        [
            staff(
                "How has Thomas Becker been doing last quarter? Run the analysis.",
                **report(TB, Q3_26, "en"),
            ),
        ],
    )
    sc(
        "fr-bilan-an-dernier-lefevre",
        [
            staff(
                "Fais-moi le bilan client d'Élodie Lefèvre sur l'an dernier",
                **report(EL, Y2025, "fr"),
            ),
        ],
    )
    sc(
        "fr-analyse-depuis-septembre-vasseur",
        [
            staff("Analyse Grégoire Vasseur depuis septembre", **report(GV, SINCE_SEP, "fr")),
        ],
    )
    sc(
        "en-analysis-ytd-accents-dropped-roux",
        [
            staff("analysis for Agnes Roux year to date", **report(AR, YTD, "en")),
        ],
    )
    sc(
        "fr-analyse-sans-periode-jean-martin",
        [
            staff("Analyse Jean Martin", **report(J, L12, "fr", ["Claire"])),
        ],
    )
    sc(
        "en-analysis-last-two-years-becker",
        [
            staff(
                "Give me the customer analysis for Thomas Becker over the last two years",
                **report(TB, L24, "en"),
            ),
        ],
    )
    sc(
        "fr-analyse-en-mars-dupont",
        [
            staff("Analyse Paul Dupont en mars", **report(PD, MAR_26, "fr")),
        ],
    )
    sc(
        "en-analysis-october-claire-martin",
        [
            staff("Analyse Claire Martin in October", **report(CL, OCT_26, "en", ["Jean Martin"])),
        ],
    )
    sc(
        "fr-analyse-accents-absents-lefevre",
        [
            staff("analyse elodie lefevre sur 2026", **report(EL, Y2026, "fr")),
        ],
    )
    # the summer: the README lists no season; whatever it does, it must not silently
    # analyse the default 12 months (a period not understood is asked, never defaulted)
    summer = of(J, *SUMMER_26)
    sc(
        "en-analysis-the-summer-jean-martin",
        [
            staff(
                "How did Jean Martin do over the summer? Quick analysis please",
                reply_not_contains=["Claire"],
                reply_matches=[absent(en(avg(of(J, *L12))))],
            ),
        ],
        comment="README lists no season: only asserts no default-12-months analysis",
    )
    assert summer

    # ======================= same names, company and contact, first name, e-mail
    sc(
        "fr-deux-martin-choix-claire",
        [
            staff("Analyse Martin sur 2025", asks=True),
            staff("Claire", **report(CL, Y2025, "fr", [f"{avg(of(J, *Y2025)):,.2f}"])),
        ],
    )
    sc(
        "en-durand-company-or-contact-marc",
        [
            staff("Run an analysis on Durand for 2026", asks=True),
            staff("Marc", **report(MD, Y2026, "en", ["Atelier"])),
        ],
    )
    sc(
        "fr-durand-societe-ou-contact-atelier",
        [
            staff("Analyse Durand sur l'année 2025", asks=True),
            staff("l'atelier", **report(AD, Y2025, "fr", ["Marc Durand"])),
        ],
    )
    sc(
        "en-first-name-only-samira",
        [
            staff("Analyse Samira over the last 12 months", **report(SH, L12, "en")),
        ],
    )
    sc(
        "fr-prenom-seul-claire-impayes",
        [
            staff(
                "Claire a des factures impayées ?",
                reply_contains=nums(unpaid(CL)),
                reply_not_contains=others(unpaid(CL), BILLS),
            ),
        ],
    )
    sc(
        "fr-email-au-lieu-du-nom-analyse",
        [
            staff(
                "Analyse le client compta@atelier-durand.fr sur 2026",
                reply_not_contains=["Marc Durand", *nums(of(MD))],
            ),
        ],
        comment="(b) README does not say a customer is searched by e-mail: first run asserted Atelier Durand's 2026 figures; now only that no other customer is mixed in",
    )
    sc(
        "en-email-instead-of-name-owes",
        [
            staff(
                "What does accounts@oakridge.example owe us?",
                reply_not_contains=others(unpaid(OK), BILLS),
            ),
        ],
        comment="(b) README does not say a customer is searched by e-mail: first run asserted Oakridge's unpaid bill and total; now only that nothing else is listed",
    )

    # ======================= typos -> did you mean
    sc(
        "fr-faute-oakrige-oui",
        [
            staff("Analyse Oakrige Interiors sur 2026", asks=True, reply_contains=["Oakridge"]),
            staff("oui", **report(OK, Y2026, "fr")),
        ],
    )
    sc(
        "en-typo-vaseur-yes-thats-him",
        [
            staff("Analyze Gregoire Vaseur in 2025", asks=True, reply_contains=["Vasseur"]),
            staff("yes, that's him", **report(GV, Y2025, "en")),
        ],
    )
    sc(
        "fr-faute-dupond-non",
        [
            staff(
                "Quelles factures de Paul Dupond sont en retard ?",
                asks=True,
                reply_contains=["Dupont"],
                reply_not_contains=nums(overdue(PD)),
            ),
            staff("non", reply_not_contains=nums(overdue(PD))),
        ],
    )

    # ======================= no bills in the period
    fn25 = of(FN, *Y2025)
    sc(
        "fr-aucune-facture-2026-puis-2025-nguyen",
        [
            staff(
                "Analyse François Nguyen sur 2026",
                asks=False,
                reply_not_contains=["Jean Martin"],
                reply_matches=[absent(fr(biggest(fn25)["total"])), absent(fr(avg(fn25)))],
            ),
            staff("et sur 2025 ?", **report(FN, Y2025, "fr")),
        ],
    )
    sc(
        "en-no-bills-last-6-months-marc-durand",
        [
            staff(
                "Analyse Marc Durand over the last 6 months",
                asks=False,
                reply_not_contains=["Atelier", *nums(of(AD))],
            ),
        ],
    )
    sc(
        "fr-nguyen-sans-accent-impayes-aucun",
        [
            staff("Est-ce que Francois Nguyen a des impayés ?", reply_not_contains=nums(unpaid())),
        ],
    )

    # ======================= follow-ups changing only the period or the customer
    sc(
        "fr-suivi-pour-dupont-puis-2025",
        [
            staff(
                "Analyse Jean Martin sur les 12 derniers mois", **report(J, L12, "fr", ["Claire"])
            ),
            staff("et pour Dupont ?", **report(PD, L12, "fr", ["Jean Martin"])),
            staff("et sur 2025 ?", **report(PD, Y2025, "fr", ["Jean Martin"])),
        ],
    )
    sc(
        "en-follow-up-q3-2025-then-q4",
        [
            staff("Analyse Oakridge Interiors for Q3 2025", **report(OK, Q3_25, "en")),
            staff("and Q4?", **report(OK, Q4_25, "en")),
        ],
    )
    sc(
        "fr-suivi-t2-t3-puis-becker",
        [
            staff("Analyse Agnès Roux sur le T2 2026", **report(AR, Q2_26, "fr")),
            staff("et le T3 ?", **report(AR, Q3_26, "fr"))
            if of(AR, *Q3_26)
            else staff("et le T3 ?", asks=False),
            staff("et pour Thomas Becker ?", **report(TB, Q3_26, "fr", ["Agnès"])),
        ],
    )
    sc(
        "en-follow-up-and-for-marie-period-kept",
        [
            staff("Analyse Élodie Lefèvre for 2025", **report(EL, Y2025, "en")),
            staff("and for Paul Dupont?", **report(PD, Y2025, "en", ["Lefèvre"])),
            staff("same for 2026", **report(PD, Y2026, "en", ["Lefèvre"])),
        ],
    )

    # ======================= margin
    def margin(cid, period):
        bills = of(cid, *period)
        return total(bills) - sum((b["cost"] for b in bills), Decimal("0"))

    sc(
        "en-analysis-then-margin-oakridge-2025",
        [
            staff("Analyse Oakridge Interiors for 2025", **report(OK, Y2025, "en")),
            staff("and the margin?", reply_matches=[en(margin(OK, Y2025))]),
        ],
    )
    sc(
        "fr-analyse-puis-marge-atelier-2025",
        [
            staff("Analyse Atelier Durand sur 2025", **report(AD, Y2025, "fr", ["Marc Durand"])),
            staff(
                "et la marge ?",
                reply_matches=[fr(margin(AD, Y2025))],
                reply_not_contains=["Marc Durand"],
            ),
        ],
    )

    # ======================= overdue vs unpaid vs paid late
    pd_pl25 = paid_late(PD, *Y2025)
    sc(
        "fr-retard-vs-non-echu-vs-paye-en-retard-dupont",
        [
            staff(
                "Quelles factures de Paul Dupont sont en retard ?",
                reply_contains=nums(overdue(PD)),
                reply_not_contains=nums(not_yet_due(PD)) + nums(pd_pl25),
            ),
            staff(
                "et celles qui ne sont pas encore échues ?",
                reply_contains=nums(not_yet_due(PD)),
                reply_not_contains=nums(overdue(PD)),
            ),
            staff(
                "Et lesquelles ont été payées en retard en 2025 ?",
                reply_contains=nums(pd_pl25),
                reply_not_contains=nums(overdue(PD)) + others(pd_pl25, of(PD, *Y2025)),
            ),
        ],
    )
    sc(
        "en-unpaid-then-only-overdue-oakridge",
        [
            staff(
                "Which of Oakridge's invoices are unpaid?",
                reply_contains=nums(unpaid(OK)),
                reply_not_contains=others(unpaid(OK), BILLS),
            ),
        ],
    )
    sc(
        "en-is-dupont-late",
        [
            staff(
                "is Paul Dupont late?",
                reply_contains=nums(overdue(PD)),
                reply_not_contains=nums(not_yet_due(PD)),
            ),
        ],
    )
    sc(
        "fr-impayes-toutes-atelier-puis-en-retard",
        [
            staff(
                "Montre-moi toutes les factures non réglées de l'Atelier Durand",
                reply_contains=nums(unpaid(AD)),
                reply_not_contains=others(unpaid(AD), BILLS),
            ),
            staff(
                "et parmi elles, lesquelles sont en retard ?",
                reply_contains=nums(overdue(AD)),
                reply_not_contains=nums(not_yet_due(AD)),
            ),
        ],
    )
    sc(
        "en-paid-late-2026-roux-period-follow-up",
        [
            staff(
                "Which invoices did Agnès Roux pay late in 2025?",
                reply_contains=nums(paid_late(AR, *Y2025)),
                reply_not_contains=others(paid_late(AR, *Y2025), of(AR)),
            ),
            staff(
                "and in 2026?",
                reply_contains=nums(paid_late(AR, *Y2026)),
                reply_not_contains=others(paid_late(AR, *Y2026), of(AR)),
            ),
        ],
    )
    # unpaid as of a day: issued by then, not paid by then
    asof = D(2026, 9, 30)
    pd_asof = [b for b in of(PD, end=asof) if b["paid_on"] is None or b["paid_on"] > asof]
    sc(
        "fr-impayes-au-30-septembre-dupont",
        [
            staff(
                "Impayés de Paul Dupont au 30 septembre ?",
                reply_contains=nums(pd_asof),
                reply_not_contains=others(pd_asof, of(PD)),
            ),
        ],
    )
    sc(
        "en-punctual-payer-dupont",
        [
            staff(
                "Is Paul Dupont a punctual payer?",
                reply_matches=[en(total(overdue(PD)))],
                reply_not_contains=["Jean Martin", "Claire"],
            ),
        ],
        comment="(b) first run asserted the overdue bill numbers; the README promises the open overdue bills, given as count and total",
    )

    # ======================= totals owed / paid, rankings, large bills
    sc(
        "fr-combien-nous-doit-atelier",
        [
            staff(
                "Combien nous doit l'Atelier Durand ?",
                reply_matches=[fr(total(unpaid(AD)))],
                reply_not_contains=["Marc Durand"],
            ),
        ],
    )
    sc(
        "fr-solde-vasseur",
        [
            staff("Quel est le solde de Vasseur ?", reply_matches=[fr(total(unpaid(GV)))]),
        ],
    )
    owed = {c: total(unpaid(c)) for c in NAME if unpaid(c)}
    ranking = sorted(owed, key=lambda c: -owed[c])
    assert owed[ranking[0]] != owed[ranking[1]]
    sc(
        "en-who-owes-us-the-most",
        [
            staff(
                "Who owes us the most?",
                reply_contains=[NAME[ranking[0]]],
                reply_matches=[en(owed[ranking[0]])],
            ),
        ],
    )
    sc(
        "fr-encours-par-client",
        [
            staff(
                "encours par client",
                reply_contains=[NAME[c] for c in ranking[:5]],
                reply_matches=[fr(owed[c]) for c in ranking[:3]],
            ),
        ],
    )
    rev25 = {c: total(of(c, *Y2025)) for c in NAME if of(c, *Y2025)}
    top25 = sorted(rev25, key=lambda c: -rev25[c])
    assert rev25[top25[2]] != rev25[top25[3]]
    sc(
        "fr-top-3-clients-ca-2025",
        [
            staff(
                "top 3 clients par CA en 2025",
                reply_contains=[NAME[c] for c in top25[:3]],
                reply_not_contains=[NAME[c] for c in top25[3:]],
            ),
        ],
    )
    paid26 = [
        b for b in BILLS if b["customer"] == GV and b["paid_on"] and b["paid_on"].year == 2026
    ]
    sc(
        "en-how-much-paid-2026-vasseur",
        [
            staff(
                "How much did Grégoire Vasseur pay us in 2026?",
                reply_matches=[en(total(paid26))],
                reply_not_contains=nums(unpaid(GV)),
            ),
        ],
    )
    el_paid_ytd = [
        b for b in BILLS if b["customer"] == EL and b["paid_on"] and b["paid_on"] >= D(2026, 1, 1)
    ]
    sc(
        "fr-paye-depuis-debut-annee-lefevre",
        [
            staff(
                "Combien Élodie Lefèvre nous a réglé depuis le début de l'année ?",
                reply_matches=[fr(total(el_paid_ytd))],
            ),
        ],
    )
    big26 = [b for b in BILLS if b["issued_on"].year == 2026 and b["total"] > 10000]
    assert all(b["total"] != 10000 for b in BILLS) and 0 < len(big26) <= 8
    sc(
        "fr-factures-plus-de-10000-en-2026",
        [
            staff(
                "Quelles factures dépassent 10 000 € en 2026 ?",
                reply_contains=nums(big26),
                reply_not_contains=others(big26, [b for b in BILLS if b["issued_on"].year == 2026]),
            ),
        ],
    )
    tb_big = biggest(of(TB))
    sc(
        "en-biggest-invoice-becker",
        [
            staff(
                "What's Thomas Becker's biggest invoice?",
                reply_contains=[tb_big["number"]],
                reply_matches=[en(tb_big["total"])],
                reply_not_contains=others([tb_big], of(TB)),
            ),
        ],
    )
    sh_last = max(of(SH), key=lambda b: b["issued_on"])
    sc(
        "fr-derniere-facture-samira-puis-payee",
        [
            staff(
                "La dernière facture de Samira Haddad ?",
                reply_contains=[sh_last["number"]],
                reply_not_contains=others([sh_last], of(SH)),
            ),
            staff("elle a été payée ?", reply_contains=[sh_last["number"]]),
        ],
    )
    tb25 = of(TB, *Y2025)
    sc(
        "en-how-many-invoices-2025-becker",
        [
            staff(
                "How many invoices did we issue to Thomas Becker in 2025?",
                reply_matches=[en(total(tb25))],
                reply_not_contains=others(tb25, of(TB)),
            ),
        ],
    )

    # ======================= lists by period
    cl_sep = of(CL, *SINCE_SEP)
    sc(
        "fr-factures-depuis-septembre-claire-martin",
        [
            staff(
                "Factures de Claire Martin émises depuis septembre",
                reply_contains=nums(cl_sep),
                reply_not_contains=others(cl_sep, of(CL)) + nums(of(J)),
            ),
        ],
    )
    ok_q3 = of(OK, *Q3_26)
    sc(
        "en-invoices-q3-no-year-oakridge",
        [
            staff(
                "List Oakridge Interiors invoices from Q3",
                reply_contains=nums(ok_q3),
                reply_not_contains=others(ok_q3, of(OK)),
            ),
        ],
    )
    j_summer = of(J, *SUMMER_26)
    sc(
        "fr-factures-cet-ete-jean-martin",
        [
            staff(
                "Les factures de Jean Martin de cet été ?",
                reply_not_contains=others(j_summer, of(J)) + nums(of(CL)),
            ),
        ],
        comment="README lists no season: only asserts no bill outside June-August 2026 and no other Martin",
    )
    ar25 = of(AR, *Y2025)
    sc(
        "fr-factures-l-an-dernier-roux-puis-2026",
        [
            staff(
                "Factures d'Agnès Roux l'an dernier",
                reply_contains=nums(ar25),
                reply_not_contains=others(ar25, of(AR)),
            ),
            staff(
                "et sur 2026 ?", reply_contains=nums(of(AR, *Y2026)), reply_not_contains=nums(ar25)
            ),
        ],
    )
    pd_mar = of(PD, *MAR_26)
    sc(
        "en-invoices-in-march-dupont",
        [
            staff(
                "Paul Dupont's invoices in March",
                reply_contains=nums(pd_mar),
                reply_not_contains=others(pd_mar, of(PD)),
            ),
        ],
    )
    sc(
        "fr-martin-impayes-choix-claire",
        [
            staff("Quelles factures de Martin sont impayées ?", asks=True),
            staff("Claire Martin", reply_contains=nums(unpaid(CL)), reply_not_contains=nums(of(J))),
        ],
    )
    od_all = overdue()
    assert len(od_all) <= 8
    sc(
        "fr-quels-clients-ont-des-factures-en-retard",
        [
            staff(
                "Quels clients ont des factures en retard ?",
                reply_contains=nums(od_all) + sorted({NAME[b["customer"]] for b in od_all}),
                reply_not_contains=nums(not_yet_due()),
            ),
        ],
    )

    # ======================= comparisons
    sc(
        "en-compare-the-two-martins-2025",
        [
            staff(
                "compare Jean Martin and Claire Martin revenue in 2025",
                reply_matches=[en(total(of(J, *Y2025))), en(total(of(CL, *Y2025)))],
            ),
        ],
    )
    sc(
        "fr-compare-atelier-2025-et-2026",
        [
            staff(
                "Compare le CA de l'Atelier Durand sur 2025 et 2026",
                reply_matches=[fr(total(of(AD, *Y2025))), fr(total(of(AD, *Y2026)))],
                reply_not_contains=["Marc Durand"],
            ),
        ],
    )

    # ======================= what the back office cannot answer / cannot do
    sc(
        "fr-stock-hors-perimetre",
        [
            staff("Il nous reste combien de canapés Oslo en stock ?", reply_not_contains=["€"]),
        ],
    )
    sc(
        "en-send-reminder-read-only",
        [
            staff(
                "Send Paul Dupont a payment reminder for his overdue invoices",
                reply_not_contains=["reminder sent", "I have sent", "I've sent"],
            ),
        ],
    )
    sc(
        "fr-annuler-facture-lecture-seule",
        [
            staff(
                f"Annule la facture {overdue(GV)[0]['number']}, c'était une erreur",
                reply_not_contains=["annulée", "c'est fait"],
            ),
        ],
    )
    sc(
        "fr-prevision-2027-pas-d-invention",
        [
            staff(
                "Quel CA peut-on prévoir avec Oakridge Interiors en 2027 ?",
                reply_not_contains=["€", f"{total(of(OK, *Y2026)):,.2f}"],
            ),
        ],
    )
    sc(
        "en-which-sales-rep-out-of-scope",
        [
            staff("Which sales rep looks after the Oakridge account?", reply_not_contains=["€"]),
        ],
    )
    sc(
        "en-vat-collected-not-held",
        [
            staff(
                "How much VAT did we collect from Atelier Durand in 2025?",
                reply_not_contains=[f"{total(of(AD, *Y2025)):,.2f}"],
            ),
        ],
        comment="no VAT is held: the bill total must not be given as VAT",
    )

    # ======================= mixed: closings, language, follow-up after a list
    sc(
        "en-overdue-then-thanks",
        [
            staff(
                "Any overdue invoices for Claire Martin?",
                reply_contains=nums(overdue(CL)),
                reply_not_contains=nums(of(J)),
            ),
            staff("ok thanks", reply_not_contains=nums(of(J))),
        ],
    )
    sc(
        "en-unpaid-samira-then-in-french",
        [
            staff(
                "Does Samira Haddad owe us anything?",
                reply_contains=nums(unpaid(SH)),
                reply_matches=[en(total(unpaid(SH)))],
            ),
            staff(
                "in French please",
                reply_contains=nums(unpaid(SH)),
                reply_matches=[fr(total(unpaid(SH)))],
            ),
        ],
    )
    sc(
        "fr-dupont-impayes-puis-la-plus-grosse",
        [
            staff(
                "Les impayés de Paul Dupont ?",
                reply_contains=nums(unpaid(PD)),
                reply_not_contains=others(unpaid(PD), BILLS),
            ),
            staff(
                "la plus grosse d'entre elles ?",
                reply_contains=[biggest(unpaid(PD))["number"]],
                reply_not_contains=others([biggest(unpaid(PD))], unpaid(PD)),
            ),
        ],
    )
    sc(
        "en-analysis-then-show-me-those-bills",
        [
            staff("Analyse Élodie Lefèvre over the last 6 months", **report(EL, L6, "en")),
            staff(
                "show me those bills",
                reply_contains=nums(of(EL, *L6)),
                reply_not_contains=others(of(EL, *L6), of(EL)),
            ),
        ],
    )
    sc(
        "fr-story-comite-impayes-vasseur",
        [
            staff(
                "Je prépare le comité de jeudi, on a revu les comptes hôtellerie la semaine dernière avec Oakridge. Peux-tu me dire quelles factures de Grégoire Vasseur sont encore impayées aujourd'hui ?",
                reply_contains=nums(unpaid(GV)),
                reply_not_contains=nums(unpaid(OK)) + others(unpaid(GV), of(GV)),
            ),
        ],
    )
    sc(
        "en-becker-last-quarter-bills-typo-period",
        [
            staff(
                "thomas becker invoices last quater",
                reply_contains=nums(of(TB, *Q3_26)),
                reply_not_contains=others(of(TB, *Q3_26), of(TB)),
            ),
        ],
    )


def build_more():
    sc(
        "fr-titre-m-martin-propose-les-deux",
        [
            staff(
                "Analyse M. Martin sur 2025",
                asks=True,
                reply_contains=["Jean Martin", "Claire Martin"],
            ),
            staff("Jean", **report(J, Y2025, "fr", ["Claire"])),
        ],
    )
    sc(
        "fr-suivi-prenom-seul-et-pour-claire",
        [
            staff("Analyse Jean Martin sur 2026", **report(J, Y2026, "fr", ["Claire"])),
            staff("et pour Claire ?", **report(CL, Y2026, "fr", ["Jean Martin"])),
        ],
    )
    sc(
        "fr-nom-inverse-dupont-paul",
        [
            staff("Analyse Dupont Paul sur 2025", **report(PD, Y2025, "fr")),
        ],
    )
    sc(
        "fr-ca-l-an-dernier-jean-martin",
        [
            staff(
                "CA de Jean Martin l'an dernier ?",
                reply_matches=[fr(total(of(J, *Y2025)))],
                reply_not_contains=["Claire", *nums(of(J, *Y2026))],
            ),
        ],
    )
    sc(
        "fr-analyse-de-juin-a-aout-dupont",
        [
            staff("Analyse Paul Dupont de juin à août", **report(PD, SUMMER_26, "fr")),
        ],
    )
    sc(
        "fr-analyse-3-derniers-trimestres-lefevre",
        [
            staff(
                "analyse Lefèvre sur les 3 derniers trimestres",
                **report(EL, (D(2026, 1, 1), D(2026, 9, 30)), "fr"),
            ),
        ],
    )
    ok_oct = [
        b
        for b in of(OK, end=D(2026, 10, 31))
        if b["paid_on"] is None or b["paid_on"] > D(2026, 10, 31)
    ]
    sc(
        "en-owed-at-end-of-october-oakridge",
        [
            staff(
                "What did Oakridge Interiors owe us at the end of October?",
                reply_contains=nums(ok_oct),
                reply_matches=[en(total(ok_oct))],
                reply_not_contains=others(ok_oct, of(OK)),
            ),
        ],
    )
    sc(
        "fr-compare-dupont-et-marc-durand-2026",
        [
            staff(
                "compare Paul Dupont et Marc Durand sur 2026",
                reply_matches=[fr(total(of(PD, *Y2026))), fr(total(of(MD, *Y2026)))],
                reply_not_contains=["Atelier"],
            ),
        ],
    )
    sc(
        "fr-analyse-cet-ete-jean-martin",
        [
            staff(
                "Analyse Jean Martin cet été",
                reply_not_contains=["Claire"],
                reply_matches=[absent(fr(avg(of(J, *L12))))],
            ),
        ],
        comment="README lists no season: only asserts no default-12-months analysis",
    )
    sc(
        "fr-retards-dupont-telegraphique",
        [
            staff(
                "retards Dupont",
                reply_contains=nums(overdue(PD)),
                reply_not_contains=nums(not_yet_due(PD)),
            ),
        ],
    )
    sc(
        "en-unpaid-over-5000-all-customers",
        [
            staff(
                "unpaid invoices over 5,000 euros?",
                reply_contains=nums([b for b in unpaid() if b["total"] > 5000]),
                reply_not_contains=nums([b for b in unpaid() if b["total"] <= 5000]),
            ),
        ],
    )
    sc(
        "en-what-did-she-order-not-held-period-q3-becker",
        [
            staff("Analyse Thomas Becker for Q3 2026", **report(TB, Q3_26, "en")),
            staff("and the year before?", **report(TB, Q3_25, "en")),
        ],
    )


def main() -> None:
    build()
    build_more()
    fixture = {
        "customers": CUSTOMERS,
        "products": PRODUCTS,
        "bills": [
            {
                "number": b["number"],
                "customer": b["customer"],
                "issued_on": b["issued_on"].isoformat(),
                "due_on": b["due_on"].isoformat(),
                "paid_on": b["paid_on"].isoformat() if b["paid_on"] else None,
                "lines": b["lines"],
            }
            for b in BILLS
        ],
    }
    names = [s["name"] for s in SCENARIOS]
    assert len(names) == len(set(names))
    out = []
    comments = []
    for s in SCENARIOS:
        c = s.pop("description_comment", None)
        if c:
            comments.append(f"# {s['name']}: {c}")
        s["fixture"] = fixture
        out.append(s)
    # one fixture reused through a YAML anchor (safe_dump writes aliases for the same object)
    text = yaml.safe_dump({"scenarios": out}, allow_unicode=True, sort_keys=False, width=200)
    header = (
        "# Generated by _gen_staff_billing.py: do not edit by hand.\n" + "\n".join(comments) + "\n"
    )
    Path(__file__).with_name("staff_billing.yaml").write_text(header + text, encoding="utf-8")
    if "--summary" in sys.argv:
        for b in BILLS:
            print(
                b["number"],
                NAME[b["customer"]],
                b["issued_on"],
                b["due_on"],
                b["paid_on"],
                b["total"],
            )


if __name__ == "__main__":
    main()
