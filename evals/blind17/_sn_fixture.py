# ruff: noqa: E501
"""Fixture of the staff_newcomer corpus (imported by _gen_staff_newcomer.py)."""
from __future__ import annotations

from decimal import Decimal
from typing import Any

NOW = "2026-11-18T10:00:00+01:00"   # Wednesday 18 November 2026, 10:00 Paris
# last 12 months = 2025-11-18 .. 2026-11-18; l'an dernier = 2025; cette année = 2026 to date;
# last quarter = Q3 2026 (Jul-Sep); cet été = summer 2026 (Jun-Aug)

CUSTOMERS: list[dict[str, Any]] = [
    {"id": "C-201", "name": "John Doe", "email": "john.doe@example.com", "company": None},
    {"id": "C-202", "name": "Hélène Dupont", "email": "helene.dupont@example.fr", "company": None},
    {"id": "C-203", "name": "Marc Dupont", "email": "marc@dupont-et-fils.fr", "company": "Dupont & Fils"},
    {"id": "C-204", "name": "Louis Martin", "email": "louis.martin@example.fr", "company": None},
    {"id": "C-205", "name": "Claire Martin", "email": "claire.martin@example.fr", "company": None},
    {"id": "C-206", "name": "Sarah Whitfield", "email": "sarah@acme-interiors.co.uk", "company": "Acme Interiors Ltd"},
    {"id": "C-207", "name": "Antoine Roussel", "email": "direction@hotel-du-lac.fr", "company": "Hôtel du Lac"},
    {"id": "C-208", "name": "Priya Nair", "email": "priya@nairdesign.co.uk", "company": "Nair Design Studio"},
    {"id": "C-209", "name": "Gaëlle Le Goff", "email": "gaelle.legoff@example.fr", "company": None},
    {"id": "C-210", "name": "Tom Baker", "email": "tom.baker@example.com", "company": None},
]
KEY = {"doe": "C-201", "helene": "C-202", "marc": "C-203", "louis": "C-204", "claire": "C-205",
       "whitfield": "C-206", "roussel": "C-207", "nair": "C-208", "legoff": "C-209", "baker": "C-210"}
CUST = {c["id"]: c for c in CUSTOMERS}

# sku -> (name, price, cost, token a reply shows)
PROD = {
    "OSLO-3": ("Canapé Oslo 3 places", "1890.00", "1020.00", "Oslo"),
    "BREST": ("Fauteuil Brest", "690.00", "330.00", "Brest"),
    "TAB-CHENE": ("Table Chêne 6 couverts", "1290.00", "640.00", "Table Chêne"),
    "CHA-CHENE": ("Chaise Chêne", "160.00", "70.00", "Chaise Chêne"),
    "BUF-LUNE": ("Buffet Lune", "980.00", "450.00", "Buffet Lune"),
    "LIT-NUIT": ("Lit Nuit 160", "1150.00", "560.00", "Lit Nuit"),
    "TBA-GALET": ("Table basse Galet", "420.00", "190.00", "Galet"),
}
PRODUCTS = [{"sku": s, "name": n, "price": p, "cost": c} for s, (n, p, c, _t) in PROD.items()]


def _b(number, cust, issued, due, paid, lines):
    return {"number": number, "customer": cust, "issued_on": issued, "due_on": due, "paid_on": paid,
            "lines": [{"sku": s, "quantity": q, "unit_price": PROD[s][1]} for s, q in lines]}


BILLS = [
    # John Doe: 2025 Oslo (1890), Chaises x6 paid late (960) | 2026 Table Chêne (1290), Brest x2 overdue (1380)
    _b("F-2025-0110", "C-201", "2025-02-12", "2025-03-14", "2025-03-10", [("OSLO-3", 1)]),
    _b("F-2025-0145", "C-201", "2025-09-03", "2025-10-03", "2025-10-20", [("CHA-CHENE", 6)]),
    _b("F-2026-0120", "C-201", "2026-03-09", "2026-04-08", "2026-04-01", [("TAB-CHENE", 1)]),
    _b("F-2026-0188", "C-201", "2026-09-22", "2026-10-22", None, [("BREST", 2)]),
    # Hélène Dupont: 2025 Lit (1150) | 2026 Buffet paid late (980)
    _b("F-2025-0131", "C-202", "2025-06-10", "2025-07-10", "2025-07-05", [("LIT-NUIT", 1)]),
    _b("F-2026-0152", "C-202", "2026-06-15", "2026-07-15", "2026-07-30", [("BUF-LUNE", 1)]),
    # Marc Dupont (Dupont & Fils): Nov 2025 Table + 6 chaises (2250) | Oct 2026 Oslo x2 unpaid, not yet due (3780)
    _b("F-2025-0170", "C-203", "2025-11-20", "2025-12-20", "2025-12-15", [("TAB-CHENE", 1), ("CHA-CHENE", 6)]),
    _b("F-2026-0201", "C-203", "2026-10-28", "2026-11-27", None, [("OSLO-3", 2)]),
    # Louis Martin: Apr 2026 Galet overdue (420)
    _b("F-2026-0133", "C-204", "2026-04-14", "2026-05-14", None, [("TBA-GALET", 1)]),
    # Claire Martin: 2025 Brest (690) | Aug 2026 Oslo (1890)
    _b("F-2025-0122", "C-205", "2025-04-02", "2025-05-02", "2025-04-28", [("BREST", 1)]),
    _b("F-2026-0177", "C-205", "2026-08-18", "2026-09-17", "2026-09-10", [("OSLO-3", 1)]),
    # Sarah Whitfield (Acme Interiors): Oct 2025 Buffet x3 (2940) | May 2026 Lit x2 paid late (2300) | Oct 2026 12 chaises overdue (1920)
    _b("F-2025-0160", "C-206", "2025-10-06", "2025-11-05", "2025-11-04", [("BUF-LUNE", 3)]),
    _b("F-2026-0140", "C-206", "2026-05-11", "2026-06-10", "2026-06-25", [("LIT-NUIT", 2)]),
    _b("F-2026-0195", "C-206", "2026-10-12", "2026-11-11", None, [("CHA-CHENE", 12)]),
    # Antoine Roussel (Hôtel du Lac): Jan 2026 4 lits (4600)
    _b("F-2026-0111", "C-207", "2026-01-20", "2026-02-19", "2026-02-10", [("LIT-NUIT", 4)]),
    # Priya Nair (Nair Design Studio): Jul 2025 Galet x2 (840) | Jul 2026 Brest paid on its due date (690)
    _b("F-2025-0150", "C-208", "2025-07-21", "2025-08-20", "2025-08-18", [("TBA-GALET", 2)]),
    _b("F-2026-0166", "C-208", "2026-07-07", "2026-08-06", "2026-08-06", [("BREST", 1)]),
    # Tom Baker: Jun 2026 Table Chêne (1290)
    _b("F-2026-0158", "C-210", "2026-06-30", "2026-07-30", "2026-07-20", [("TAB-CHENE", 1)]),
    # Gaëlle Le Goff: no bills
]


def _slot(day, half, cap=1):
    h = ("08:00", "12:00") if half == "AM" else ("13:00", "17:00")
    return {"id": f"{day}-{half}", "start": f"{day}T{h[0]}:00+01:00", "end": f"{day}T{h[1]}:00+01:00", "capacity": cap}


SLOTS = [_slot("2026-11-26", "AM"), _slot("2026-11-26", "PM"), _slot("2026-11-27", "AM"), _slot("2026-11-27", "PM"),
         _slot("2026-11-30", "AM"), _slot("2026-12-01", "PM"), _slot("2026-11-19", "AM")]
ORDERS: list[dict[str, Any]] = [
    {"number": "SO-31001", "customer": "C-201", "lines": [{"sku": "OSLO-3", "quantity": 1}], "ordered_on": "2026-09-20",
     "promised_on": "2026-11-20", "status": "ready", "workshop_stage": "prêt à partir", "delivery_slot": "2026-11-26-AM"},
    {"number": "SO-31002", "customer": "C-206", "lines": [{"sku": "CHA-CHENE", "quantity": 12}], "ordered_on": "2026-09-30",
     "promised_on": "2026-11-10", "status": "delivered", "workshop_stage": "livré", "delivery_slot": None},
    {"number": "SO-31003", "customer": "C-204", "lines": [{"sku": "LIT-NUIT", "quantity": 1}], "ordered_on": "2026-10-15",
     "promised_on": "2026-12-15", "status": "in_production", "workshop_stage": "menuiserie", "delivery_slot": None},
    {"number": "SO-31004", "customer": "C-210", "lines": [{"sku": "BUF-LUNE", "quantity": 1}], "ordered_on": "2026-10-01",
     "promised_on": "2026-11-19", "status": "ready", "workshop_stage": "prêt à partir", "delivery_slot": "2026-11-19-AM"},
]
CASES: list[dict[str, Any]] = []
FIXTURE = {"customers": CUSTOMERS, "products": PRODUCTS, "slots": SLOTS, "orders": ORDERS, "cases": CASES, "bills": BILLS}


def total(b):
    return sum(Decimal(ln["unit_price"]) * ln["quantity"] for ln in b["lines"])


def bills_of(cid, start="0000-00-00", end="9999-99-99"):
    return [b for b in BILLS if b["customer"] == cid and start <= b["issued_on"] <= end]


def orders_of(cid):
    return [o["number"] for o in ORDERS if o["customer"] == cid]
