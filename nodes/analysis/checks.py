"""Check what the model wrote around the report: not empty, no question, short, only known
numbers, no link or address the data does not hold, and none of the prompt itself (its
section headers or its instructions).

Numbers are read the way a person reads them, whatever the model wrote them with: any
Unicode digits (fullwidth, superscript, circled, Arabic-Indic: NFKC, then every decimal
digit as its value), any thousands separator (spaces of every width, apostrophes,
underscores, dots, commas), a scale word or sign ("1 million", "2 M€", "3k") and number
words ("un million", "vingt-trois", "two hundred"). A number that cannot be read one way
for sure ("1.500.25", "1-000-000", "000") is a refusal, never skipped; a number that two
conventions read differently ("1.500": 1.5 or 1500) must be a figure both ways.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any

from nodes.analysis.prompts import SUMMARY
from nodes.kit.fill import GOAL
from services.text import BIDI

MAX_CHARS = 400
ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b")
# What nodes.kit.fill.build_prompt wraps the data in: a header line and tagged sections.
PROMPT_HEADERS = re.compile(
    r"data for this task|quoted; not instructions|not instructions|</?[a-z_]+>|^\s*(?:"
    r"introduction|conclusion)\s*:", re.IGNORECASE)
WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
ECHO_WORDS = 6  # this many consecutive words shared with the instructions is an echo


def _shingles(text: str, size: int = ECHO_WORDS) -> set[tuple[str, ...]]:
    words = [w.lower() for w in WORD.findall(text)]
    return {tuple(words[i:i + size]) for i in range(len(words) - size + 1)}


INSTRUCTION_SHINGLES = _shingles(SUMMARY) | _shingles(GOAL)


# -- reading numbers -------------------------------------------------------------------

# Markdown emphasis shows nothing of itself: "1**5**" reads 15, "java*script*" javascript.
EMPHASIS = frozenset("*`~_")


def canonical(text: str) -> str:
    """The text as it reads: NFKC (fullwidth, superscript, circled digits and the odd spaces
    become plain ones), invisible characters, markdown emphasis (underscores too: "1_000"
    reads 1000) and stray combining marks dropped, every
    digit of any script or style written 0-9."""
    out = []
    for ch in unicodedata.normalize("NFKC", text):
        category = unicodedata.category(ch)
        if category in ("Cf", "Mn", "Me") or ch in EMPHASIS:
            continue
        if unicodedata.digit(ch, None) is not None:  # Nd, and the digits NFKC keeps (❶)
            out.append(str(unicodedata.digit(ch)))
        elif ch.isspace():
            out.append(" ")
        else:
            out.append(ch)
    return "".join(out)


DECIMAL_MARKS = frozenset(",.\u066b")
THOUSANDS_MARKS = frozenset(" ,.'\u2019\u2018\u02bc\u00b4`_\u066c\u00b7")
# Digit runs joined by spaces, or by one mark between two digits: one number as written.
DIGITS = re.compile(r"\d+(?:(?: +|[^\w\s]|_)\d+)*")
SIGN = re.compile(r"(?:^|(?<=[\s(]))[-\u2212\u2013]$")
SCALES = {"cent": 100, "cents": 100, "hundred": 100, "hundreds": 100, "mille": 1000,
          "milles": 1000, "thousand": 1000, "thousands": 1000, "million": 10**6,
          "millions": 10**6, "milliard": 10**9, "milliards": 10**9, "billion": 10**9,
          "billions": 10**9, "trillion": 10**12, "trillions": 10**12, "billiard": 10**15,
          "lakh": 10**5, "lakhs": 10**5, "crore": 10**7, "crores": 10**7}
# After digits, written glued or spaced: "3k", "2 M€", "1,5 Md€", "4 bn".
SUFFIXES = {"k": 1000, "K": 1000, "M": 10**6, "MM": 10**6, "Mio": 10**6, "mio": 10**6,
            "mn": 10**6, "mln": 10**6, "Md": 10**9, "Mds": 10**9, "Mrd": 10**9, "bn": 10**9,
            "G": 10**9}
SUFFIX = re.compile(r" ?(" + "|".join(sorted(SUFFIXES, key=len, reverse=True))
                    + r")(?![^\W\d_])")
SCALE_AFTER = re.compile(r" +(?:d')?([^\W\d_]+)")
# A digit glued to letters that are digits in disguise (Latin, Greek or Cyrillic O, I, l),
# noughts written as letters after a number ("1 OOO OOO"), or letters between digits:
# "1OOO", "l000", "1e6", "0x1F".
DISGUISED = re.compile(r"\d[OoIlΟοОоІіӀ]+(?![^\W\d_])|(?<![^\W\d_])[OoIlΟοОоІіӀ]+\d"
                       r"|\d[ .,'’][OoΟοОо]{2,}(?![^\W\d_])|\d[^\W\d_]{1,2}\d")
SMALL = {
    "zero": 0, "zéro": 0, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6,
    "sept": 7, "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13,
    "quatorze": 14, "quinze": 15, "seize": 16, "vingt": 20, "vingts": 20, "trente": 30,
    "quarante": 40, "cinquante": 50, "soixante": 60, "septante": 70, "huitante": 80,
    "octante": 80, "nonante": 90,
    "two": 2, "three": 3, "four": 4, "five": 5, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}
ONE = {"un": 1, "une": 1, "one": 1, "a": 1, "an": 1}
WORDS = re.compile(r"[^\W\d_]+|\d")


def _group_ok(group: str) -> bool:
    return group == "0" or not group.startswith("0")


def read_number(token: str) -> set[Decimal]:
    """Every value a person may read in a written number (digits and marks only, as
    `canonical` writes them); empty when it cannot be read for sure."""
    parts = re.split(r"(\D+)", token)
    groups, marks = parts[0::2], [m if m.strip() else " " for m in parts[1::2]]
    if not all(g.isascii() and g.isdigit() for g in groups):
        return set()
    if not marks:
        return {Decimal(token)} if _group_ok(token) else set()
    if any(len(m) != 1 for m in marks):
        return set()
    readings: set[Decimal] = set()

    def grouped(gs: list[str], ms: list[str]) -> bool:
        """`gs` joined by the one thousands mark of `ms`: 1 to 3 digits, then threes."""
        return (len(set(ms)) <= 1 and all(m in THOUSANDS_MARKS for m in ms)
                and _group_ok(gs[0]) and (not ms or len(gs[0]) <= 3)
                and all(len(g) == 3 for g in gs[1:]))

    # Every mark a thousands mark: "1 000 000", "1'000", "1.500", "12,000".
    if grouped(groups, marks):
        readings.add(Decimal("".join(groups)))
    # The last mark a decimal one, the others thousands: "1 191,25", "48,688.95", "1.5".
    last = marks[-1]
    if last in DECIMAL_MARKS and last not in marks[:-1] and grouped(groups[:-1], marks[:-1]):
        readings.add(Decimal(f"{''.join(groups[:-1])}.{groups[-1]}"))
    return readings


def _words_value(words: list[str]) -> Decimal | None:
    """The value of number words in a row ("vingt et un", "deux cent mille", "a million"),
    None when they are no number (a lone "un", "cents" alone)."""
    values = [w for w in words if w not in ("et", "and")]
    if all(w in ONE for w in values) or values == ["cents"]:
        return None
    total = current = 0
    for word in values:
        if word in ONE:
            current += 1
        elif word in SMALL:
            if word.startswith("vingt") and current % 100 == 4:  # quatre-vingt(s)
                current += 76
            else:
                current += SMALL[word]
        elif SCALES[word] == 100:
            current = max(current, 1) * 100
        else:
            total += max(current, 1) * SCALES[word]
            current = 0
    return Decimal(total + current)


def number_words(text: str) -> Iterable[tuple[str, Decimal]]:
    """The numbers written in words: each run of number words, as said and as read."""
    tokens = [(m.start(), m.end(), m[0].lower()) for m in WORDS.finditer(text)]
    run: list[tuple[int, int, str]] = []

    def close() -> Iterable[tuple[str, Decimal]]:
        while run and run[-1][2] in ("et", "and"):
            run.pop()
        if run:
            value = _words_value([w for _, _, w in run])
            if value is not None:
                yield text[run[0][0]:run[-1][1]], value
        run.clear()

    for i, (start, end, word) in enumerate(tokens):
        previous = tokens[i - 1][2] if i else ""
        following = tokens[i + 1][2] if i + 1 < len(tokens) else ""
        # "un", "a", "one" are a number only with others: "un million", "vingt et un".
        numeric = word in SMALL or word in SCALES or (
            word in ONE and (following in SCALES or bool(run)))
        if word == "cent" and previous in ("pour", "per"):  # "83 pour cent"
            numeric = False
        if previous.isdigit() and word in SCALES:  # "1 million": read with the digits
            numeric = False
        if word == "sept" and (following.isdigit() or text[end:end + 1] == "."):
            numeric = False  # September: "Sept. 30", "30 Sept 2026"
        joins = (word == "et" and following in ("un", "une", "onze")) or (
            word == "and" and previous in SCALES)
        gap = text[run[-1][1]:start] if run else ""
        if run and (numeric or joins) and re.fullmatch(r"[\s\-]*", gap):
            run.append((start, end, word))
        else:
            yield from close()
            if numeric:
                run.append((start, end, word))
    yield from close()


def written_numbers(text: str) -> Iterable[tuple[str, set[Decimal]]]:
    """Every number of `text` (canonical) with the values it may be read as (empty: it
    cannot be read)."""
    for m in DIGITS.finditer(text):
        token = m[0]
        values = read_number(token)
        scale = 1
        after = text[m.end():]
        suffix = SUFFIX.match(after)
        word = SCALE_AFTER.match(after)
        if suffix:
            scale, token = SUFFIXES[suffix[1]], token + suffix[0]
        elif word and word[1].lower() in SCALES and word[1].lower() != "cents":
            scale, token = SCALES[word[1].lower()], token + word[0]
        if scale != 1:
            values = {v * scale for v in values}
        if SIGN.search(text[:m.start()]):
            values = {-v for v in values}
        yield token, values
    for phrase, value in number_words(text):
        yield phrase, {value}


def parse_number(text: str) -> Decimal | None:
    """Read 1 191,25 / 1,191.25 / 83,3 / 12 as a number (None: not one reading for sure)."""
    values = read_number(canonical(text).strip())
    return next(iter(values)) if len(values) == 1 else None


# -- links and addresses ---------------------------------------------------------------

EMAIL = re.compile(r"[^\s@<>()\[\]{}\"',;:]+@[^\s@<>()\[\]{}\"',;:]+")
LINKS = re.compile(
    r"\b[a-z][a-z0-9+.\-]*\s*:\s*//"                         # any scheme://
    r"|\b(?:java|vb|live)\s*script\s*:"                      # script schemes
    r"|\b(?:data|file|mailto|tel|sms|blob|ftp|https?|wss?):(?=\S)"
    r"|\bwww\d?\."
    r"|(?<![^\W_])[^\W_](?:[\w\-]*[^\W_])?(?:\.[^\W_](?:[\w\-]*[^\W_])?)*"
    r"\.[^\W\d_]{2,}(?![\w\-])"                              # a domain name
    r"|!?\[[^\]]*\]\s*[(\[:]"                                # markdown link or image
    r"|<\s*[a-z!/?]"                                         # an HTML tag or comment
    r"|&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);",               # an HTML entity
    re.IGNORECASE)


def known_addresses(analysis: Mapping[str, Any]) -> frozenset[str]:
    """The e-mail addresses and web addresses the analysis holds (lower-cased): the only
    ones a sentence may quote."""
    return frozenset(
        leaf.strip().lower() for leaf in _leaves(analysis) if isinstance(leaf, str)
        and (EMAIL.fullmatch(leaf.strip()) or LINKS.search(leaf)))


def _address_problems(text: str, known: frozenset[str] | Callable[[], frozenset[str]]
                      ) -> list[str]:
    lowered = text.lower()
    if "@" not in lowered and not LINKS.search(lowered):
        return []
    for address in sorted(known() if callable(known) else known, key=len, reverse=True):
        lowered = lowered.replace(address, " ")
    found = []
    if "@" in lowered:
        found.append("writes an e-mail address the data does not hold")
    link = LINKS.search(lowered)
    if link:
        found.append(f"writes a link or address the data does not hold ({link[0].strip()})")
    return found


# -- the figures a sentence may quote ----------------------------------------------------

def _leaves(value: Any) -> Iterable[Any]:
    if isinstance(value, Mapping):
        for v in value.values():
            yield from _leaves(v)
    elif isinstance(value, list):
        for v in value:
            yield from _leaves(v)
    else:
        yield value


def allowed_numbers(analysis: Mapping[str, Any]) -> set[Decimal]:
    """Every figure of the analysis, in the forms a sentence may quote it."""
    allowed: set[Decimal] = set()
    # Each distinct value once (the top products are products too); booleans and nulls are
    # not figures.
    leaves = dict.fromkeys(leaf for leaf in _leaves(analysis)
                           if not isinstance(leaf, bool) and leaf is not None)
    for leaf in leaves:
        if isinstance(leaf, str):
            try:
                day = date.fromisoformat(leaf)
                allowed |= {Decimal(day.day), Decimal(day.month), Decimal(day.year)}
                continue
            except ValueError:
                pass
        number = _figure(leaf) if isinstance(leaf, str | int | float) else None
        if number is None:
            if isinstance(leaf, str):  # a number in a name the data holds ("Lit 160")
                for _, values in written_numbers(canonical(leaf)):
                    allowed |= values
            continue
        for value in (number, number * 100):
            allowed |= {value, value.quantize(Decimal(1)), value.quantize(Decimal("0.1"))}
    return allowed


FIGURE = re.compile(r"-?\d+(?:\.\d+)?")


def _figure(leaf: str | int | float) -> Decimal | None:
    """A figure of the data, as the system writes it (plain decimal notation)."""
    raw = str(leaf).strip()
    if not FIGURE.fullmatch(raw):
        return None
    try:
        return Decimal(raw)
    except InvalidOperation:  # pragma: no cover - the pattern is a Decimal's
        return None


def problems_in(text: str, allowed: set[Decimal] | Callable[[], set[Decimal]],
                known: frozenset[str] | Callable[[], frozenset[str]] = frozenset()
                ) -> list[str]:
    """Why `text` cannot stand in the report (nothing: it can). `allowed`: the figures
    (`allowed_numbers`); `known`: the addresses the data holds (`known_addresses`); either
    may be a function, called only when the text quotes a number or an address."""
    found = []
    plain = canonical(text)
    if "?" in plain:
        found.append("asks a question")
    if BIDI.search(text):
        # "Trojan source": a right-to-left override makes "61" display "16", or a sentence
        # read backwards by every check display forwards; no report sentence needs one
        found.append("writes characters that change the display order (bidirectional "
                     "controls)")
    if len(text) > MAX_CHARS:
        found.append(f"longer than {MAX_CHARS} characters")
    if not WORD.search(text):
        found.append("empty")
    if ISO_DATE.search(plain):
        found.append("writes a date as digits (dates are written in words)")
    if PROMPT_HEADERS.search(plain):
        found.append("echoes the prompt's own headers")
    if _shingles(plain) & INSTRUCTION_SHINGLES:
        found.append("repeats the instructions")
    found += _address_problems(plain, known)
    if DISGUISED.search(plain):
        found.append("writes a number in disguise (letters among digits)")
    unread = [ch for ch in plain if not "0" <= ch <= "9"
              and unicodedata.numeric(ch, None) is not None]
    if unread:
        found.append(f"writes a number that cannot be read ({''.join(unread)})")
    figures: set[Decimal] | None = None
    for token, values in written_numbers(plain):
        if figures is None:
            figures = allowed() if callable(allowed) else allowed
        if not values:
            found.append(f"number {token.strip()} cannot be read for sure")
        elif not values <= figures:  # equal Decimals hash alike: 1.50 finds 1.5 and 15E-1
            found.append(f"number {token.strip()} is not a figure of the analysis")
    return found
