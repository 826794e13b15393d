"""Read a follow-up that designates a customer by their rank in the ranking just given ("et
le deuxième ?", "analyse le premier", "show me the bills of number 2"): Python reads the rank,
the ranking shown gives the customer, as if named."""

from __future__ import annotations

import re
from typing import Any

from nodes.kit.state import Customer, RankedFocus
from services.text import ORDINALS, fold_words

_MORE_ORDINALS = {"sixieme": 6, "sixth": 6, "6e": 6, "6eme": 6, "6th": 6, "septieme": 7,
                  "seventh": 7, "7e": 7, "7th": 7, "huitieme": 8, "eighth": 8, "8e": 8,
                  "8th": 8, "neuvieme": 9, "ninth": 9, "9e": 9, "9th": 9, "dixieme": 10,
                  "tenth": 10, "10e": 10, "10th": 10, "deuxiemes": 2, "2d": 2}
RANKS = {**ORDINALS, **_MORE_ORDINALS}
NEXT = 0  # "et le suivant ?": the rank after the customer the last answer was about
# What an ordinal ranks when it is no customer: bills, a period, an order ("la dernière
# facture", "le premier trimestre", "the last 3 months").
_NOT_CUSTOMERS = (r"\s+(?:\d|factures?|bills?|invoices?|fact\b|commandes?|orders?|mois|months?|"
                  r"semaines?|weeks?|annees?|ans?\b|years?|trimestres?|quarters?|semestres?|"
                  r"halfs?|halves|jours?|days?|livraisons?|deliver\w*|lignes?|lines?|produits?|"
                  r"products?|fois|time)")
_CUSTOMER_WORD = r"(?:client(?:e)?s?|customers?|debiteu\w*|debtors?)"


def _pattern() -> str:
    ords = "|".join(sorted((re.escape(w) for w in RANKS), key=len, reverse=True))
    return (
        # "le deuxième", "the second one", "au premier", "du troisième client", "pour le 3e"
        rf"\b(?P<art>le|la|l'|the|au|du|des|of the|for the)\s*(?P<o>{ords})\b"
        rf"(?!{_NOT_CUSTOMERS})(?P<after>\s+(?:one|{_CUSTOMER_WORD}))?"
        # "number 2", "numéro 2", "n° 2", "#2", "rang 2", "no. 2"
        rf"|(?:\b(?:numero|number|num|rang|rank|no\.?)|n°|#)\s*(?P<n>\d{{1,2}})\b"
        rf"(?!{_NOT_CUSTOMERS})"
        # "le client 2", "customer #3"
        rf"|\b{_CUSTOMER_WORD}\s+(?:n°|no\.?|#|numero|number)?\s*(?P<c>\d{{1,2}})\b"
        rf"(?!{_NOT_CUSTOMERS})"
        # "et le 2 ?", "the 3rd?"
        rf"|\b(?:le|la|the)\s+(?P<m>\d{{1,2}})(?:e|eme|er|st|nd|rd|th)?\s*\??\s*$")


def rank_said(message: str) -> tuple[int, bool] | None:
    """The rank a message designates (1-based, -1 the last) and whether it says so plainly
    (a customer word, a number, or "le"/"the" with no feminine article that could be a
    bill): None when it designates none."""
    folded = fold_words(message).strip()
    if re.fullmatch(r"(?:(?:et|and|ok|so|alors|puis|then)[,\s]+)*(?:(?:le|la|the)\s+)?"
                    r"(?:suivante?|next(?: one)?|d'apres|(?:client(?:e)?|customer) suivante?|"
                    r"next customer)(?:\s+(?:svp|stp|please))?\s*\??", folded):
        return NEXT, True  # "et le suivant ?": the one after the customer last shown
    m = re.search(_pattern(), folded)
    if m is None:
        return None
    if m["o"]:
        rank = RANKS[m["o"]]
        plain = bool(m["after"] and m["after"].strip() != "one") or (
            m["art"] in ("le", "au", "du") and rank != -1)
        return rank, plain
    number = m["n"] or m["c"] or m["m"]
    return int(number), True


def _ranked_index(state: Any, latest_turn: int, latest_customer: str | None
                  ) -> tuple[int, list[Customer]] | None:
    """The 0-based index the message designates in the last ranking, and its customers."""
    focus: RankedFocus | None = state.get("ranked_focus")
    if not focus or not focus["customers"]:
        return None
    said = rank_said(state.get("message", ""))
    if said is None:
        return None
    rank, plain = said
    customers = focus["customers"]
    ids = [c["id"] for c in customers]
    if rank == NEXT:
        if latest_customer not in ids:
            return None
        rank = ids.index(latest_customer) + 2
    if focus["turn"] < latest_turn and (latest_customer not in ids or not plain):
        return None
    return (rank - 1 if rank > 0 else len(customers) - 1), customers


def ranked_pick(state: Any, *, latest_turn: int, latest_customer: str | None
                ) -> Customer | None:
    """The customer of the last ranking the message designates by rank. The ranking must be
    the last answer, or the last answer about one of its customers (then only a rank said
    plainly: "et la dernière ?" after a customer's bills is their latest bill)."""
    found = _ranked_index(state, latest_turn, latest_customer)
    if found is None:
        return None
    index, customers = found
    return customers[index] if 0 <= index < len(customers) else None


def rank_not_shown(state: Any, *, latest_turn: int, latest_customer: str | None
                   ) -> int | None:
    """How many customers the last ranking showed, when the message designates a rank beyond
    them ("et le sixième ?" after a top 5): said so, never another customer in its place."""
    found = _ranked_index(state, latest_turn, latest_customer)
    if found is None:
        return None
    index, customers = found
    return len(customers) if index >= len(customers) else None
