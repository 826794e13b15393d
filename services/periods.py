"""Resolve a period said in words ("l'année passée", "Q3 2025") to dates, deterministically."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from services.llm.lexicon import MONTHS, fold


@dataclass(frozen=True)
class Period:
    start: date
    end: date
    kind: str  # previous_year, rolling_12_months, year, this_year, quarter, month, range, default

    def __post_init__(self) -> None:
        if self.end < self.start:
            raise ValueError(f"period ends ({self.end}) before it starts ({self.start})")


def _quarter(year: int, q: int) -> Period:
    start = date(year, 3 * (q - 1) + 1, 1)
    end = (date(year + (q == 4), (3 * q) % 12 + 1, 1)) - timedelta(days=1)
    return Period(start, end, "quarter")


def _month(year: int, month: int) -> Period:
    start = date(year, month, 1)
    end = date(year + (month == 12), month % 12 + 1, 1) - timedelta(days=1)
    return Period(start, end, "month")


def _parse_date(text: str, today: date) -> date | None:
    text = text.strip()
    m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", text)
    if m:
        return date(int(m[1]), int(m[2]), int(m[3]))
    m = re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", text)
    if m:
        return date(int(m[3]), int(m[2]), int(m[1]))
    names = "|".join(sorted(MONTHS, key=len, reverse=True))
    m = re.fullmatch(rf"(\d{{1,2}})(?:er|st|nd|rd|th)?\s+({names})\s+(\d{{4}})", text)
    if m:
        return date(int(m[3]), MONTHS[m[2]], int(m[1]))
    m = re.fullmatch(rf"({names})\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})", text)
    if m:
        return date(int(m[3]), MONTHS[m[1]], int(m[2]))
    return None


def resolve_period(words: str | None, today: date) -> Period:
    """The dates a period phrase means on `today`; the last 12 months when none is said."""
    text = fold(words or "")
    rolling = Period(today - timedelta(days=364), today, "rolling_12_months")
    if not text.strip():
        return Period(rolling.start, rolling.end, "default")
    names = "|".join(sorted(MONTHS, key=len, reverse=True))
    date_token = (
        rf"\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}/\d{{1,2}}/\d{{4}}"
        rf"|\d{{1,2}}(?:er|st|nd|rd|th)?\s+(?:{names})\s+\d{{4}}"
        rf"|(?:{names})\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}"
    )
    m = re.search(
        rf"(?:du|from|between|entre le|entre)\s+({date_token})\s+"
        rf"(?:au|to|and|et le|et|until|-)\s+({date_token})",
        text,
    )
    if m:
        start, end = _parse_date(m[1], today), _parse_date(m[2], today)
        if start and end:
            return Period(start, end, "range")
    if re.search(r"\b(12|douze|twelve) (derniers mois|last months|past months|months)|"
                 r"(last|past) (12|twelve) months|depuis un an|over the past year|sur un an", text):
        return rolling
    if re.search(r"\b(annee (passee|derniere|precedente)|l'an dernier|l'an passe|last year|"
                 r"previous year|past year)\b", text):
        return Period(date(today.year - 1, 1, 1), date(today.year - 1, 12, 31), "previous_year")
    if re.search(r"\b(cette annee|this year|annee en cours|year to date|depuis janvier)\b", text):
        return Period(date(today.year, 1, 1), today, "this_year")
    m = re.search(r"\b(?:q|t)([1-4])\s*(\d{4})?\b|\b([1-4])(?:er|e|eme|st|nd|rd|th)\s+"
                  r"(?:trimestre|quarter)(?:\s+(?:de\s+|of\s+)?(\d{4}))?", text)
    if m:
        q = int(m[1] or m[3])
        year = int(m[2] or m[4] or today.year)
        return _quarter(year, q)
    if re.search(r"\b(ce trimestre|this quarter|trimestre en cours|current quarter)\b", text):
        q = (today.month - 1) // 3 + 1
        return Period(_quarter(today.year, q).start, today, "quarter")
    if re.search(r"\b(trimestre (dernier|precedent|passe)|dernier trimestre|last quarter|"
                 r"previous quarter)\b", text):
        q = (today.month - 1) // 3
        return _quarter(today.year - (q == 0), q or 4)
    if re.search(r"\b(mois dernier|mois precedent|last month|previous month)\b", text):
        first = today.replace(day=1) - timedelta(days=1)
        return _month(first.year, first.month)
    if re.search(r"\b(ce mois|this month|mois en cours)\b", text):
        return Period(today.replace(day=1), today, "month")
    m = re.search(rf"\b({names})(?:\s+(\d{{4}}))?\b", text)
    # Short month names ("may", "mar") are ordinary words too: only after "in", "en"...
    ambiguous = m is not None and (len(m[1]) <= 3 or m[1] == "may")
    if m and (not ambiguous or re.search(rf"\b(?:en|in|de|du mois de|of)\s+{m[1]}\b", text)):
        month = MONTHS[m[1]]
        year = int(m[2]) if m[2] else (today.year if month <= today.month else today.year - 1)
        return _month(year, month)
    m = re.search(r"\b(?:en|in|pour|for|annee|year)?\s*(20\d\d)\b", text)
    if m:
        year = int(m[1])
        return Period(date(year, 1, 1), date(year, 12, 31), "year")
    return Period(rolling.start, rolling.end, "default")
