"""Read an amount filter on bills in a staff question, by rules (pure, deterministic).

"factures > 10000 € en 2026", "bills over 10k", "de plus de 10 000 euros", "under 500 €",
"entre 1000 et 5000 €", "de moins de 2 k€", "montant supérieur à 5000": which bills to keep
by their total. A number needs a currency ("€", "euros", "k€", "10k") or an amount word
("montant", "amount") to be an amount: "plus de 10 jours", "more than 3 bills", "top 5",
a year or a bill number are none. The regular expressions are compiled on first use.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from functools import cache
from typing import Literal, TypedDict

Bound = Literal["more_than", "at_least", "less_than", "at_most"]
BOUNDS: tuple[Bound, ...] = ("more_than", "at_least", "less_than", "at_most")


class AmountFilter(TypedDict, total=False):
    """Which bills to keep by their total (euros, as decimal strings): more_than and
    less_than are strict, at_least and at_most include the amount itself."""

    more_than: str
    at_least: str
    less_than: str
    at_most: str


# A number as staff write an amount: "10000", "10 000", "10.000", "10,000", "2,5", "10 000,50".
def _number(name: str, after_dash: bool = False) -> str:
    behind = r"(?<![\w.,])" if after_dash else r"(?<![\w.,-])"
    return (rf"{behind}(?P<{name}>\d{{1,3}}(?:[ \u00a0\u202f.,]\d{{3}})+(?:,\d{{1,2}})?"
            rf"|\d+(?:[.,]\d{{1,2}})?)")


# Another currency than the euro: the bills are in euros and no rate is held, so an amount
# said in it is still a threshold (never a period nor a name), applied as said, and the
# answer says the amounts are in euros (`other_currency`).
FOREIGN = (r"(?:chf|usd|gbp|cad|jpy|\$|£|dollars?|francs? suisses?|francs?|livres? sterling|"
           r"sterling|pounds?|yens?)")


# Its unit: k€, keur, k, €, eur, euros (a "k" alone: thousands, "10k"), or another currency.
def _unit(name: str) -> str:
    return (rf"(?:\s?(?P<{name}>k?\s?{FOREIGN}(?![\w$£])|k\s?€|k\s?eur(?:os?)?\b|k\b|€|"
            rf"eur(?:os?)?\b))")


_MORE = (r"de plus de|plus de|superieure?s? a|au[- ]dessus de|depassa\w*|depasse\w*|over|"
         r"above|more than|greater than|bigger than|larger than|exceed\w*|higher than|>")
_LESS = (r"de moins de|moins de|inferieure?s? a|en[- ]dessous de|sous|under|below|less than|"
         r"lower than|smaller than|<")
_LEAST = r"au moins|at least|minimum|superieure?s? ou egale?s? a|a partir de|>=|≥"
_MOST = r"au plus|at most|maximum|inferieure?s? ou egale?s? a|jusqu'a|up to|<=|≤"
_UP = ("ou plus", "or more", "et plus", "and more", "minimum", "min", "and above", "and over",
       "et au-dessus")
_DOWN = ("ou moins", "or less", "et moins", "and less", "maximum", "max", "and under",
         "and below")
_AMOUNT_WORD = r"\b(?:montants?|amounts?|totals?|valeur|value|worth)\b"


@cache
def _patterns() -> dict[str, re.Pattern[str]]:
    tails = "|".join(re.escape(t) for t in (*_UP, *_DOWN))
    return {
        "between": re.compile(
            rf"\b(?:entre|between|de|from)\s+(?P<euro>[€$£]\s?)?{_number('low')}{_unit('unit1')}?"
            rf"\s*(?:et|and|a|to|-)\s*(?:[€$£]\s?)?{_number('high', True)}{_unit('unit2')}?"),
        "dash": re.compile(rf"(?P<euro>[€$£]\s?)?{_number('low')}\s?-\s?{_number('high', True)}"
                           rf"{_unit('unit2')}"),
        "bound": re.compile(
            rf"(?<![\w<>=≥≤])(?P<word>{_LEAST}|{_MOST}|{_MORE}|{_LESS})(?:\s+(?:les|the))?\s*"
            rf"(?P<euro>[€$£]\s?)?"
            rf"{_number('value')}{_unit('unit')}?(?:\s*(?P<after>{tails})\b)?"),
        "postfix": re.compile(
            rf"(?P<euro>[€$£]\s?)?{_number('value')}{_unit('unit')}\s*(?P<after>{tails})\b"),
        "not_money": re.compile(
            r"\s*(?:jours?|j\b|days?|mois|months?|ans?\b|annees?|years?|semaines?|weeks?|"
            r"heures?|hours?|h\b|factures?|bills?|invoices?|clients?|customers?|commandes?|"
            r"orders?|%|pourcent|percent|produits?|products?|articles?|items?|lignes?|lines?)"),
        "amount_word": re.compile(_AMOUNT_WORD),
        "least": re.compile(rf"(?:{_LEAST})"),
        "most": re.compile(rf"(?:{_MOST})"),
        "more": re.compile(rf"(?:{_MORE})"),
    }


def _fold(text: str) -> str:
    from services.text import fold

    return re.sub(r"\s+", " ", fold(text)).strip()


def _value(number: str, unit: str | None) -> Decimal | None:
    """The amount a number says, in euros ("10 000" → 10000, "2,5" k → 2500)."""
    raw = re.sub(r"[ \u00a0\u202f]", "", number)
    if re.fullmatch(r"\d{1,3}(?:[.,]\d{3})+", raw):
        raw = re.sub(r"[.,]", "", raw)  # "10.000", "10,000": thousands
    elif re.fullmatch(r"\d{1,3}(?:[.,]\d{3})+,\d{1,2}", raw):
        raw = re.sub(r"[.,](?=\d{3})", "", raw).replace(",", ".")
    else:
        raw = raw.replace(",", ".")
    try:
        value = Decimal(raw)
    except InvalidOperation:
        return None
    if unit and unit.strip().startswith("k"):
        value *= 1000
    return value.quantize(Decimal("0.01")).normalize()


def _said(value: Decimal) -> str:
    return format(value, "f")


def _is_amount(found: re.Match[str], text: str, *units: str | None) -> bool:
    """A number with a currency is an amount; without one, only when the question speaks of
    an amount ("montant supérieur à 5000") and the number is followed by no other unit
    ("plus de 10 jours", "more than 3 bills")."""
    if _patterns()["not_money"].match(text, found.end()):
        return False
    if any(units) or found["euro"]:
        return True
    if found.groupdict().get("word") in (">", "<", ">=", "<=", "≥", "≤"):
        # "factures > 10000 en 2026": a comparison sign says an amount, not a year
        value = found.groupdict().get("value") or ""
        return not re.fullmatch(r"(?:19|20)\d\d", value)
    word = found.groupdict().get("word") or ""
    if re.fullmatch(_COMPARED, word):
        # "invoices over 2000", "factures de plus de 2000", "bills above 1500": a bill is
        # more or less than an amount, never than a year ("over 2025" said of no bill is the
        # period: "analyse John Doe over 2025")
        value = found.groupdict().get("value") or ""
        return word != "over" or not re.fullmatch(r"(?:19|20)\d\d", value) \
            or bool(_BILLS_BEFORE.search(text[:found.start()]))
    return bool(_patterns()["amount_word"].search(text))


# Words that compare a bill with an amount, never with a period (unlike "à partir de",
# "jusqu'à", "sous", which also bound dates), and "over" ("over 2025" may be the year).
_COMPARED = (r"de plus de|plus de|superieure?s? a|au[- ]dessus de|over|above|more than|"
             r"greater than|bigger than|larger than|higher than|de moins de|moins de|"
             r"inferieure?s? a|en[- ]dessous de|below|less than|lower than|smaller than")
# Bills said just before the comparison: "invoices over 2000", "fact. de plus de 2000".
_BILLS_BEFORE = re.compile(r"\b(?:factures?|fact\.?|bills?|invoices?|ones|celles)\s*$")


def amount_filter(text: str) -> AmountFilter | None:
    """The amount filter a staff question says, or None ("plus de 10 jours" is none)."""
    folded = _fold(text)
    p = _patterns()
    for name in ("between", "dash"):
        m = p[name].search(folded)
        if m is None:
            continue
        unit1 = m.groupdict().get("unit1")
        if _is_amount(m, folded, unit1, m["unit2"]):
            low = _value(m["low"], unit1 or m["unit2"])
            high = _value(m["high"], m["unit2"] or unit1)
            if low is not None and high is not None:
                return {"at_least": _said(min(low, high)), "at_most": _said(max(low, high))}
    found: AmountFilter = {}
    for m in p["bound"].finditer(folded):
        value = _value(m["value"], m["unit"])
        if value is None or not _is_amount(m, folded, m["unit"]):
            continue
        word, after = m["word"], m["after"] or ""
        if p["least"].fullmatch(word) or (p["more"].fullmatch(word) and after in _UP):
            found["at_least"] = _said(value)
        elif p["more"].fullmatch(word):
            found["more_than"] = _said(value)
        elif p["most"].fullmatch(word) or after in _DOWN:
            found["at_most"] = _said(value)
        else:
            found["less_than"] = _said(value)
    if not found:
        m = p["postfix"].search(folded)
        if m is not None and (value := _value(m["value"], m["unit"])) is not None:
            found["at_least" if m["after"] in _UP else "at_most"] = _said(value)
    return found or None


def without_amounts(text: str) -> str:
    """The message without the words of its amount filter ("factures entre 1000 et 5000 € de
    Sarah Connor" → "factures de Sarah Connor"): no period ("1000") nor name ("under") is
    read in them. Folded text; the message itself when it says no amount."""
    if amount_filter(text) is None:
        return text
    from services.text import fold

    folded = fold(text)
    kept = text if len(folded) == len(text) else folded  # the writer's case, when it can
    p = _patterns()
    for name in ("between", "dash", "bound", "postfix"):
        for m in reversed(list(p[name].finditer(folded))):
            if name == "bound" and not _is_amount(m, folded, m["unit"]):
                continue
            if name in ("between", "dash") and not _is_amount(
                    m, folded, m.groupdict().get("unit1"), m["unit2"]):
                continue
            folded = folded[:m.start()] + " " * (m.end() - m.start()) + folded[m.end():]
            kept = kept[:m.start()] + " " * (m.end() - m.start()) + kept[m.end():]
    return re.sub(r"\s+", " ", kept).strip()


def other_currency(text: str) -> bool:
    """Does a staff question say an amount in, or ask for, another currency than the euro
    ("dépassent 1000 CHF", "over $1,000", "en dollars", "in GBP")? The bills are in euros:
    the answer says so, and converts nothing."""
    return bool(re.search(rf"(?<![\w$£]){FOREIGN}(?![\w$£])|\d\s?k?\s?{FOREIGN}(?![\w$£])|"
                          r"[$£]\s?\d", _fold(text)))


def as_decimals(amount: AmountFilter | None) -> dict[Bound, Decimal]:
    """The filter's bounds as Decimals (only those said)."""
    if not amount:
        return {}
    return {key: Decimal(str(amount[key])) for key in BOUNDS
            if amount.get(key) not in (None, "")}
