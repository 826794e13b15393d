"""Format dates, slots and amounts for people, in French and English, without a locale."""

from __future__ import annotations

from datetime import date, datetime, timedelta, tzinfo
from decimal import ROUND_HALF_UP, Decimal
from typing import Literal

Lang = Literal["fr", "en"]
NNBSP = "\u202f"  # the narrow no-break space French puts in numbers

DAYS = {
    "fr": ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
}
MONTHS = {
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
           "septembre", "octobre", "novembre", "décembre"],
    "en": ["January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"],
}


def day(d: date, lang: Lang) -> str:
    """mardi 20 octobre / Tuesday 20 October."""
    number = "1er" if lang == "fr" and d.day == 1 else str(d.day)
    return f"{DAYS[lang][d.weekday()]} {number} {MONTHS[lang][d.month - 1]}"


def day_year(d: date, lang: Lang) -> str:
    """1er janvier 2025 / 1 January 2025."""
    number = "1er" if lang == "fr" and d.day == 1 else str(d.day)
    return f"{number} {MONTHS[lang][d.month - 1]} {d.year}"


def _hour(t: datetime, lang: Lang) -> str:
    if lang == "fr":
        return f"{t.hour} h" if t.minute == 0 else f"{t.hour} h {t.minute:02d}"
    return f"{t.hour}:{t.minute:02d}"


PARTS = {"fr": ("au matin", "l'après-midi"), "en": ("morning", "afternoon")}


def slot(start: datetime, end: datetime, tz: tzinfo, lang: Lang) -> str:
    """mardi 20 octobre au matin (8 h – 12 h) / Tuesday 20 October, morning (8:00–12:00)."""
    s, e = start.astimezone(tz), end.astimezone(tz)
    part = PARTS[lang][0 if s.hour < 12 else 1]
    if lang == "fr":
        return f"{day(s.date(), lang)} {part} ({_hour(s, lang)} – {_hour(e, lang)})"
    return f"{day(s.date(), lang)}, {part} ({_hour(s, lang)}–{_hour(e, lang)})"


def money(amount: Decimal, lang: Lang) -> str:
    """1 191,25 € / €1,191.25 (rounded for display only)."""
    value = amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    sign = "-" if value < 0 else ""
    whole, cents = f"{abs(value):.2f}".split(".")
    groups = f"{int(whole):,}"
    if lang == "fr":
        groups = groups.replace(",", NNBSP)
        return f"{sign}{groups},{cents}\u00a0€"  # no line break between amount and unit
    return f"{sign}€{groups}.{cents}"


def number(value: Decimal | float | int, lang: Lang, places: int = 1) -> str:
    text = f"{Decimal(str(value)).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP):,}"
    if lang == "fr":
        return text.replace(",", "\u202f").replace(".", ",")
    return text


def percent(value: Decimal | float, lang: Lang) -> str:
    """A share in [0, 1] as a percentage: 83 % / 83%."""
    pct = (Decimal(str(value)) * 100).quantize(Decimal(1), ROUND_HALF_UP)
    return f"{pct}\u202f%" if lang == "fr" else f"{pct}%"


# A period's basis, said after its last day: months counted back (or on) from today are
# rolling, a year is a calendar one ("les 2 dernières années" is the last 24 months, as "les
# 24 derniers mois"; "l'année dernière" is the calendar year before this one).
ROLLING_KINDS = ("rolling_months", "default")
CALENDAR_YEAR_KINDS = ("previous_year", "year", "next_year")
# A period open at its start ("avant 2025", "depuis le début"): from the first bill on record.
OPEN_START_KINDS = ("until", "all_time")


def period_basis_words(kind: str | None, start: date, end: date, lang: Lang) -> str | None:
    """How the period was counted: "24 mois glissants", "calendar year 2025"; None for any
    other period (its dates say it)."""
    if kind in ROLLING_KINDS:
        after = end + timedelta(days=1)
        months = (after.year - start.year) * 12 + after.month - start.month
        return f"{months} mois glissants" if lang == "fr" else f"a rolling {months} months"
    if kind in CALENDAR_YEAR_KINDS and start.year == end.year:
        return f"année civile {start.year}" if lang == "fr" else f"calendar year {start.year}"
    if kind in OPEN_START_KINDS:
        return "depuis la première facture enregistrée" if lang == "fr" \
            else "from the first bill on record"
    if kind == "fiscal_year":
        return (f"exercice compté comme l'année civile {start.year}, aucun autre exercice "
                f"n'étant paramétré" if lang == "fr" else
                f"financial year taken as calendar year {start.year}, as no other financial "
                f"year is set up")
    if kind == "season":  # a meteorological season, said with its months
        from services.periods import SEASON_NAMES, season

        fr_name, en_name = SEASON_NAMES[start.month]
        years = f"{start.year}-{start.year + 1}" if start.month == 12 else str(start.year)
        whole = season(start.month, start.year)
        first, last = MONTHS[lang][start.month - 1], MONTHS[lang][whole.end.month - 1]
        if lang == "fr":
            return f"{fr_name} {years}, de {first} à {last}" + (
                "" if end == whole.end else ", en cours")
        return f"{en_name} {years}, {first} to {last}" + ("" if end == whole.end
                                                          else ", in progress")
    if kind == "iso_week":
        week = start.isocalendar()
        return f"semaine {week.week} de {week.year}, du lundi au dimanche" if lang == "fr" \
            else f"week {week.week} of {week.year}, Monday to Sunday"
    return None


def period_basis(kind: str | None, start: date, end: date, lang: Lang) -> str:
    """What to say after the period's last day: ' (24 mois glissants)', ' (calendar year
    2025)', or nothing for any other period."""
    words = period_basis_words(kind, start, end, lang)
    return f" ({words})" if words else ""


def of_name(name: str, lang: Lang) -> str:
    """French "de" before a name, elided before a vowel or a mute h ("d'Alice Roy"); "of"
    in English."""
    if lang == "en":
        return f"of {name}"
    return f"d'{name}" if name[:1].lower() in "aeiouyhàâéèêëîïôûü" and name else f"de {name}"

