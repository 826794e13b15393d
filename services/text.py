"""Production text utilities: folding, identifiers, language, months, ordinals, search keys.

Everything here is pure and deterministic. The offline model's rules build on it
(`services.llm.lexicon`), but production code imports it directly: no production
module depends on the offline model.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import cache, lru_cache
from itertools import pairwise
from typing import Any, Literal, NamedTuple

from services.kept import per_text, per_text_list

Lang = Literal["fr", "en"]

ZERO_WIDTH = re.compile("[\u200b\u200c\u200d\u2060\ufeff\u00ad]")
# NUL and the other C0/C1 control characters, DEL, except tab, newline and carriage return.
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# Bidirectional embeddings, overrides, isolates and marks: invisible, they make a text read
# otherwise than it is stored ("Trojan source": a case description whose order number or
# words display reversed to the staff reading it). No French or English text needs them.
BIDI = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


# Upper-case ASCII letters to lower case, and nothing else: Unicode's lower() folds look-alikes
# onto ASCII ("\u212aim@…", KELVIN SIGN, becomes "kim@…"), and strip() drops no-break and
# other Unicode spaces, so either would let one verified address act as another.
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def claimed_email(value: Any) -> str | None:
    """The e-mail address an identity provider vouched for, as it is compared with the
    customers' addresses: exactly, but for the case of ASCII letters. An address with a space
    or control character anywhere (or none at all) is no address (None)."""
    if not isinstance(value, str) or not value:
        return None
    if any(c.isspace() or not c.isprintable() for c in value):
        return None
    return ascii_lower(value)


def ascii_lower(text: str) -> str:
    """ASCII letters in lower case, every other character as it is."""
    return text.translate(_ASCII_LOWER)


def without_controls(text: str) -> str:
    """The text without control characters: no database stores a NUL in a text column, and
    no reader of a message gives them a meaning; nor bidirectional controls (`BIDI`)."""
    return BIDI.sub("", CONTROL.sub("", text))


@per_text
def ascii_digits(text: str) -> str:
    """Decimal digits of any script as ASCII ("SO-٢٤٩٠٣", "SO-२४९०३" are SO-24903): NFKC
    folds full-width digits only."""
    if text.isascii():
        return text
    return "".join(str(unicodedata.decimal(c)) if c.isdecimal() and not c.isascii() else c
                   for c in text)


# Emoji, pictographs, dingbats, variation selectors, skin tones: no meaning for the rules.
EMOJI = re.compile(
    "[\U0001f000-\U0001faff\U00002600-\U000027bf\U0001f1e6-\U0001f1ff\ufe0f\u20e3]"
)

WEEKDAYS = {
    "lundi": 0, "mardi": 1, "mercredi": 2, "jeudi": 3, "vendredi": 4, "samedi": 5,
    "dimanche": 6, "monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3, "friday": 4,
    "saturday": 5, "sunday": 6, "mon": 0, "tue": 1, "tues": 1, "wed": 2, "thu": 3, "thur": 3,
    "thurs": 3, "fri": 4, "sat": 5, "sun": 6,
}
MONTHS = {
    "janvier": 1, "fevrier": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6, "juillet": 7,
    "aout": 8, "septembre": 9, "octobre": 10, "novembre": 11, "decembre": 12,
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
    "janv": 1, "fev": 2, "avr": 4, "juil": 7, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9,
}
MONTH_NAMES = "|".join(sorted(MONTHS, key=len, reverse=True))
ORDINALS = {
    "premier": 1, "premiere": 1, "1er": 1, "1re": 1, "1ere": 1, "first": 1, "1st": 1,
    "deuxieme": 2, "second": 2, "seconde": 2, "2e": 2, "2eme": 2, "2nd": 2,
    "troisieme": 3, "third": 3, "3e": 3, "3eme": 3, "3rd": 3,
    "quatrieme": 4, "fourth": 4, "4e": 4, "4eme": 4, "4th": 4,
    "cinquieme": 5, "fifth": 5, "5e": 5, "5eme": 5, "5th": 5,
    "dernier": -1, "derniere": -1, "last": -1,
}
NUMBER_WORDS = {
    "un": 1, "une": 1, "one": 1, "a": 1, "an": 1, "deux": 2, "two": 2, "trois": 3,
    "three": 3, "quatre": 4, "four": 4, "cinq": 5, "five": 5, "six": 6, "sept": 7,
    "seven": 7, "huit": 8, "eight": 8, "neuf": 9, "nine": 9, "dix": 10, "ten": 10,
    "onze": 11, "eleven": 11, "douze": 12, "twelve": 12, "quinze": 15, "fifteen": 15,
    "couple": 2, "couple of": 2,
}


# A turn folds the same message a dozen times over (each reader folds what it reads): the
# folds of recent texts are kept, bounded (the functions are pure).
FOLDS_KEPT = 2048


@lru_cache(maxsize=FOLDS_KEPT)
def fold(text: str) -> str:
    """Lower-case, accent-free, zero-width-free, homoglyph-normalised text."""
    text = ZERO_WIDTH.sub("", unicodedata.normalize("NFKC", text))
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    plain = plain.casefold().replace("’", "'").replace("‘", "'")
    return _QUEBEC_TU.sub("", plain) if "-tu" in plain else plain


# The yes/no particle of Québec French after a verb that is not the 2nd person ("c'est-tu
# correct ?", "y arrive-tu demain ?", "vous livrez-tu le samedi ?", "elles sont-tu
# arrivées ?"): the question asked without it ("c'est correct ?"). A "tu" that is the
# subject ("viens-tu ?", "peux-tu ?", "as-tu ?": the verb ends in -s or -x) stays.
_QUEBEC_TU = re.compile(r"(?<=[a-z])(?<![sx])-tu\b")


@lru_cache(maxsize=FOLDS_KEPT)
def fold_words(text: str) -> str:
    """`fold`, then emoji and symbols become spaces (sentence punctuation is kept)."""
    # A minus sign is a sign ("de −2 jours"), not a symbol to drop: never "de 2 jours".
    folded = EMOJI.sub(" ", fold(text).replace("\u2212", "-")).replace("…", "...")
    folded = re.sub(r"[^\w\s'@./:\-#°+?!,;()]", " ", folded)
    return re.sub(r"\s+", " ", folded).strip()


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+(?:'[a-z]+)?", fold(text))


# A person's title before a name ("M. Dupont", "Mr Dupont", "Madame Lefèvre", "Dr Doe"):
# no part of the name searched; nor is its gender a clue to which customer is meant.
TITLES = frozenset({
    "m", "mr", "mrs", "ms", "mx", "miss", "mme", "mmes", "mlle", "mlles", "mm", "monsieur",
    "madame", "mademoiselle", "messieurs", "mesdames", "dr", "docteur", "doctor", "pr",
    "prof", "professeur", "professor", "sir", "mister", "missus", "maitre", "mde"})


def without_titles(names: list[str]) -> list[str]:
    """The words of a name without the titles before it ("M.", "Monsieur", "Mrs", "Dr"):
    kept as they are when nothing else is left (a title alone is no name to drop)."""
    kept = list(names)
    while len(kept) > 1 and fold(kept[0]).rstrip(".") in TITLES:
        kept.pop(0)
    return kept


def search_key(*parts: str | None) -> str:
    """Lower-case, accent-free text used for customer search on every database."""
    text = " ".join(p for p in parts if p)
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


def number_of(token: str) -> int | None:
    """"3", "trois", "three" → 3; anything else → None."""
    if token.isdigit():
        return int(token)
    return NUMBER_WORDS.get(token)


# -- identifiers -------------------------------------------------------------------

NUMBER_RE = r"(\d{2} \d{3}(?!\d)|\d{3,12})"  # "24903", or "24 903" written in thousands
# What may stand between an order number's prefix and its digits: "SO-24903", "SO_24903",
# "SO#24903", "SO:24903", "SO.24903", "SO/24903", "SO\24903", a typographic dash "SO–24903".
ORDER_SEP = r"[-_#:./\\\u2010-\u2015\u2212]"
ORDER_RE = re.compile(rf"\bs[o0]\s*{ORDER_SEP}?\s*{NUMBER_RE}\b")
ORDER_WORD_RE = re.compile(
    r"\b(?:commande|order|cde|cmd|commandes|orders)\s*(?:n\s*[o°]?\s*\.?\s*|no\.?\s*|nr\.?\s*|"
    rf"number\s*|numero\s*|num\.?\s*|#\s*|ref\.?\s*)?[:#]?\s*{NUMBER_RE.replace('3,12', '4,12')}\b"
)
HASH_RE = re.compile(r"(?:^|\s)(?:#|n°|no\.)\s*(\d{4,12})\b")
# A number given as something else's reference ("ticket #4471", "réf. dossier n° 7731",
# "case no. 5820", "facture 202611", "customer number 12345"): never an order's, though
# written with "#" / "n°" or bare (`HASH_RE`, `BARE_RE`); "commande n° …" stays an order.
# A bare number after "dossier", "demande", "ref" may well be the order's ("mon dossier
# 24911"): only a "#" / "n°" one is the other thing's there.
_REFERENCE_WORDS = (r"tickets?|claims?|reclamations?|incidents?|factures?|invoices?|bills?|"
                    r"clients?|customers?|members?|adherents?|contrats?|contracts?|codes?|"
                    r"badges?|employes?|employees?|agents?|suivi|tracking|colis|parcels?|rma|"
                    r"devis|quotes?|approvals?|autorisations?|authori[sz]ations?")
_REFERENCE_AFTER = (r"\.?\s*(?:(?:n°|no\.?|nr\.?|number|numero|num\.?|#|id)\s*)?:?\s*"
                    r"(?:#|n°|no\.)?\s*$")
_OTHER_REFERENCE = re.compile(rf"\b(?:{_REFERENCE_WORDS}|dossiers?|cases?|ref|refs|"
                              rf"references?|requests?|demandes?){_REFERENCE_AFTER}")
_OTHER_REFERENCE_BARE = re.compile(rf"\b(?:{_REFERENCE_WORDS}){_REFERENCE_AFTER}")


def _other_reference(folded: str, start: int, *, bare: bool = False) -> bool:
    """Whether the number starting at `start` is written as another thing's reference."""
    before = folded[max(0, start - 40):start]
    marked = re.search(r"(?:#|n°|no\.)\s*$", before) is not None
    pattern = _OTHER_REFERENCE_BARE if bare and not marked else _OTHER_REFERENCE
    return bool(pattern.search(before))
# A bare five- or six-digit number is how many people write an order number ("c'est la
# 24911"); not a price, a time, a distance or part of a date or a phone number.
BARE_RE = re.compile(r"(?<![\d./:,+-])(?<!\d )\b(\d{5,6})\b(?![./:,]\d| ?(?:€|eur|h\b|km|%|\d))")
EMAIL_RE = re.compile(r"(?<![a-z0-9._%+\-])[a-z0-9._%+\-]+@[a-z0-9.\-]+\.[a-z]{2,}")  # see E_MAIL


# A customer who does not have their order number ("quel est mon numéro de commande ?", "j'ai
# perdu mon numéro de commande", "I can't find my order number", "what's my order number?"):
# with no number written, their orders are listed (a signed-in customer) or asked for as usual.
_NUMBER_WORDS = (r"(?:(?:numeros?|n°|num|no|references?|ref)\.?\s+(?:de\s+|d' ?|du\s+)?"
                 r"(?:(?:ma|mes|la|les)\s+)?commandes?|(?:order|purchase)\s+(?:numbers?|no\b\.?|#|"
                 r"refs?\b|references?))")
_NUMBER_MISSING = re.compile(
    rf"\b(?:(?:quel|quels|quelle|c'? ?est quoi|rappel\w*|retrouv\w*|cherch\w*|perdu|oubli\w*|"
    rf"(?:sais|connais|trouve|ai|retrouve) (?:pas|plus)|(?:n'?|j'?)ai (?:pas|plus|aucun)|sans|"
    rf"what(?:'s| is| are| was)?|lost|forgot(?:ten)?|(?:don'?t|do not|didn'?t) (?:have|know|"
    rf"remember|get|keep)|can'?t (?:find|remember|see)|cannot (?:find|remember)|where (?:is|do|"
    rf"can)|no idea|without|need|tell me|remind me)\b(?:\s+\S+){{0,4}}?\s+{_NUMBER_WORDS}|"
    rf"{_NUMBER_WORDS}\s*\?|{_NUMBER_WORDS}.{{0,20}}\b(?:(?:je )?l'? ?ai (?:pas|plus)|perdu|"
    rf"(?:sais|connais|trouve) (?:pas|plus)|lost|forgot))")


def asks_order_number(text: str) -> bool:
    """Whether the customer says they lack their order number, or asks for it (and writes
    none): see `_NUMBER_MISSING`."""
    return not order_numbers(text) and bool(_NUMBER_MISSING.search(fold(text)))


# An order number dictated or typed in groups after its prefix: "SO 701 01", "so 7 0 1 0 1",
# "S.O. 70 1 01", "s o sept zero un zero un" (the letters spelt, the digits said one by one).
# Read only after the prefix, and only when the groups make exactly an order number's five or
# six digits (`_grouped`): "SO 701 le 15" is no number, "SO-24903 15 12" is SO-24903.
_DIGIT_WORDS = {
    "zero": "0", "un": "1", "une": "1", "deux": "2", "trois": "3", "quatre": "4", "cinq": "5",
    "six": "6", "sept": "7", "huit": "8", "neuf": "9", "one": "1", "two": "2", "three": "3",
    "four": "4", "five": "5", "seven": "7", "eight": "8", "nine": "9", "oh": "0",
}
# The digits said as words, as an order number may be dictated.
DIGIT_WORDS = frozenset(_DIGIT_WORDS)
_DIGIT_TOKEN = rf"(?:\d{{1,4}}|{'|'.join(sorted(_DIGIT_WORDS, key=len, reverse=True))})"
SPLIT_ORDER_RE = re.compile(
    rf"(?:\bs\s*\.?\s*[o0]\b\.?|\b(?:commande|order)\s+(?:n°|no\.?|numero|number|#)?)"
    rf"\s*[-_#:]?\s*({_DIGIT_TOKEN}(?:[ .,-]{{1,2}}{_DIGIT_TOKEN}){{1,8}})(?![\w]|[.,]\d)")
_SPLIT_SEPARATOR = re.compile(r"[ .,-]+")
# A currency after digit groups: they were an amount ("commande 251,01 €", "order 2 490.30 EUR")
_AMOUNT_AFTER = re.compile(r"\s*(?:€|\$|£|(?:eur|euros?|usd|dollars?|gbp|pounds?|ttc|ht)\b)")
ORDER_DIGITS = (5, 6)


def _grouped(groups: str) -> str | None:
    """The digits of an order number written in groups, when the groups make exactly five
    or six digits and none is a whole number alone (that one is read as written); else
    None. Digits said as words count one each; trailing groups past the number are left
    ("SO 701 01 02" makes no number: seven digits)."""
    tokens = [t for t in _SPLIT_SEPARATOR.split(groups) if t]
    if any(len(t) >= 5 for t in tokens if t.isdigit()):
        return None
    digits = "".join(t if t.isdigit() else _DIGIT_WORDS[t] for t in tokens)
    words = sum(not t.isdigit() for t in tokens)
    # digits said as words are dictation: each one stands for itself, all of them, or the
    # number is not unambiguous ("SO 7 un 0 1" is, "SO 70 un jour" is not)
    if words and len(tokens) < 5:
        return None
    return digits if len(digits) in ORDER_DIGITS else None


# Another order number said after one, its prefix left out ("SO-24903 and 24911", "SO 24 903
# et 24 911", "SO-24903, 24 911 et 24 870"): after "and"/"et"/"or"/"ou"/a comma, digit
# groups that make exactly five or six digits (`_grouped`), or one such number.
_ALSO_ORDER_RE = re.compile(
    r"\s*(?:,|;|&|\+|/|\b(?:and|et|or|ou|plus|puis|then|also|aussi)\b)\s*"
    r"(?:(?:(?:and|et|also|aussi|la|le|l|the|order|commande|n°|no\.?|number|numero|#)\s*)*)"
    rf"(\d{{5,6}}|{_DIGIT_TOKEN}(?:[ .,-]{{1,2}}{_DIGIT_TOKEN}){{1,8}})(?![\w]|[.,]\d)")


def _also_ordered(folded: str, end: int) -> tuple[int, int, str] | None:
    """The order number said right after an order number ending at `end`, its prefix left
    out: (start, end, number), or None."""
    m = _ALSO_ORDER_RE.match(folded, end)
    if m is None or _AMOUNT_AFTER.match(folded, m.end(1)):
        return None
    groups = m.group(1)
    digits = groups if groups.isdigit() and len(groups) in ORDER_DIGITS else _grouped(groups)
    return (m.start(1), m.end(1), f"SO-{digits}") if digits else None


@per_text_list
def order_numbers(text: str) -> list[str]:
    """Order numbers in the order they are written: "SO-24903", "so 24903", "commande n° 24903",
    dictated or typed in groups after their prefix ("SO 701 01", "s o sept zero un zero
    un": `SPLIT_ORDER_RE`), and more said after one without the prefix ("SO 24 903 and 24
    911": `_ALSO_ORDER_RE`)."""
    folded = fold(text)
    found: list[tuple[int, int, str]] = []
    split: dict[int, str] = {}
    for m in SPLIT_ORDER_RE.finditer(folded):
        if _AMOUNT_AFTER.match(folded, m.end(1)):
            continue  # "ma commande 1 290,00 €": an amount, never an order's digits
        digits = _grouped(m.group(1))
        if digits:
            split[m.start(1)] = f"SO-{digits}"
            found.append((m.start(1), m.end(1), f"SO-{digits}"))
    for pattern in (ORDER_RE, ORDER_WORD_RE, HASH_RE):
        found += [(m.start(1), m.end(1), f"SO-{m.group(1).replace(' ', '')}")
                  for m in pattern.finditer(folded) if m.start(1) not in split
                  and not (pattern is HASH_RE and _other_reference(folded, m.start(1)))]
    if not found:  # a bare number only when nothing names an order explicitly
        found = [(m.start(1), m.end(1), f"SO-{m.group(1)}") for m in BARE_RE.finditer(folded)
                 if not _other_reference(folded, m.start(1), bare=True)]
    else:
        starts = {start for start, _, _ in found}
        chained = list(found)
        while chained:
            also = _also_ordered(folded, chained.pop()[1])
            if also is not None and also[0] not in starts:
                starts.add(also[0])
                found.append(also)
                chained.append(also)
    return list(dict.fromkeys(number for _, _, number in sorted(found)))


def emails(text: str) -> list[str]:
    return list(dict.fromkeys(e.rstrip(".") for e in EMAIL_RE.findall(fold(text))))


# An e-mail address written in another shape than the plain one: spaces around its "@" or its
# dots ("jean.martin @ example.com", "jean . martin @ example . fr"), dictated ("jean point
# martin arobase example point fr", "jean dot martin at example dot com", a tag said "plus",
# "underscore", "tiret"), or in its anti-spam dress ("jean[at]example[dot]fr",
# "jean(at)example.fr"). `with_addresses_read` writes each one as the address it spells, on the
# turn's message (every door: `nodes.kit.turn.begin_turn`) and on what the grounding of the
# model's fields reads: the model, the rules and the proof see one plain address. Only an
# unambiguous shape is read: a local part, an at-word, then a domain whose last dot is there
# or said and whose last label is a known top-level domain (`KNOWN_TLDS`); "at" as a word only
# with a separator in the local part or an e-mail word just before ("I saw it at ikea dot com"
# is no address; "I'm at home" has no domain). A spaced dot is a separator only with spaces on
# both sides ("Paul. jean@…" is a sentence's end, and "jean@…" the address). At most seven
# parts before the at-word and seven after it: a long run ("a . a . a …") is read at once.
_OPEN, _CLOSE = r"[\[\(\{<]", r"[\]\)\}>]"
_DOT_SAID = rf"(?:\s+\.\s+|\s+(?:point|dot)\s+|\s*{_OPEN}\s*(?:dot|point|\.)\s*{_CLOSE}\s*)"
_PLUS_SAID = r"\s+plus\s+"
_UNDERSCORE_SAID = r"\s+(?:underscore|tiret\s+(?:du\s+)?bas)\s+"
_DASH_SAID = r"\s+(?:tiret|dash|hyphen|trait\s+d'union)\s+"
_AT_WORD = r"(?:at|arobase|arobas|arrobase|arobaz|arobaze)"
KNOWN_TLDS = (
    "com", "fr", "org", "net", "eu", "be", "ch", "lu", "mc", "ca", "uk", "ie", "de", "es",
    "it", "nl", "pt", "io", "info", "biz", "co", "us", "re", "gp", "mq", "nc", "pf", "ma",
    "tn", "dz", "sn", "ci", "bzh", "paris", "email", "me", "app", "dev")
_LOCAL_TOKEN = r"[^\W_](?:[\w%+-]*[^\W_])?(?:\.[^\W_](?:[\w%+-]*[^\W_])?)*"
_LABEL = r"[^\W_](?:[\w-]*[^\W_])?"
_TLD = "|".join(KNOWN_TLDS)
ADDRESS_SAID = re.compile(
    rf"(?<![\w.%+'’@-])(?P<local>{_LOCAL_TOKEN}(?:(?:{_DOT_SAID}|{_PLUS_SAID}|{_UNDERSCORE_SAID}|"
    rf"{_DASH_SAID}){_LOCAL_TOKEN}){{0,6}})"
    rf"(?P<at>\s*@\s*|\s*{_OPEN}\s*(?:{_AT_WORD}|@)\s*{_CLOSE}\s*|\s+{_AT_WORD}\s+)"
    rf"(?P<domain>{_LABEL}(?:(?:\.|{_DOT_SAID}){_LABEL}){{0,5}}(?:\.|{_DOT_SAID})(?:{_TLD}))"
    rf"(?![\w@-]|\.\w)", re.IGNORECASE)
_ADDRESS_HINT = re.compile(rf"@|\b{_AT_WORD}\b", re.IGNORECASE)
_MAIL_WORD = re.compile(r"\b(?:e-?mails?|mails?|courriels?|mel|adresses?|address(?:es)?|"
                        r"contact)\b\W*(?:\w+\W+){0,3}$", re.IGNORECASE)
_SAID_PARTS = ((re.compile(_DOT_SAID, re.IGNORECASE), "."),
               (re.compile(_PLUS_SAID, re.IGNORECASE), "+"),
               (re.compile(_UNDERSCORE_SAID, re.IGNORECASE), "_"),
               (re.compile(_DASH_SAID, re.IGNORECASE), "-"))


def _spelt(part: str) -> str:
    for said, written in _SAID_PARTS:
        part = said.sub(written, part)
    return part


def with_addresses_read(text: str) -> str:
    """The text with each e-mail address written in another shape (see `ADDRESS_SAID`) as the
    plain address it spells; plain addresses and everything else as written."""
    if not _ADDRESS_HINT.search(text):
        return text

    def read(found: re.Match[str]) -> str:
        said = found.group(0)
        plain = E_MAIL.search(said)
        if plain is not None and plain.group(0) != said:
            return said  # a plain address is there: read as written, never extended
        local = _spelt(found.group("local"))
        word_at = not re.search(r"@|[\[\(\{<]", found.group("at"))
        if word_at and found.group("at").strip().lower() == "at" \
                and not re.search(r"[._+-]", local) \
                and not _MAIL_WORD.search(text[max(0, found.start() - 60):found.start()]):
            return said  # "I saw it at ikea dot com": prose, no address
        return f"{local}@{_spelt(found.group('domain'))}"

    return ADDRESS_SAID.sub(read, text)


# Several addresses in one message: the one the words around it say is the order's. Never the
# shop's own: an address at one of its domains (`shop_domains`, COMPTOIR_SHOP_EMAIL_DOMAINS),
# an automated sender ("no-reply@…"), or one the words give as the shop's ("Service client :
# support@…", "Questions? Reply to help@…"), and every address at that one's domain (a pasted
# confirmation's "De : commandes@…" beside it). Of the others, ranked by the words just
# before it (since the address before it) or just after it: one said to be the order's ("the
# order is under …", "la commande est à …", "commandé avec …") over one said to be current
# ("my new address is …", "la bonne c'est …") over one said with nothing, and one said to be
# old or not the order's ("my old address was …", "…, pas à …", "… (ancienne)") last. One
# address alone at the top is the one; a tie ("… ou …", nothing said of either) decides none:
# the desk asks which address the order was placed with (never both tried: one proof a
# message).
_AUTOMATED = re.compile(r"^(?:no-?reply|do-?not-?reply|ne-?pas-?repondre|nepasrepondre|"
                        r"mailer-daemon|postmaster|notifications?|bounces?)(?:[+.-].*)?$")
_SHOP_SAID = re.compile(
    r"\b(?:service (?:client|clients|clientele|apres-vente|apres vente)|customer (?:service|care|"
    r"support)|help ?desk|reply to|repondre a|questions ?\?|contactez(?:-| )nous|contact us|"
    r"write to us|ecrivez-nous)\W{0,12}$")
_ORDER_SAID = re.compile(
    r"\b(?:commande|commandes|commandee?|order|orders|ordered|achat|achete|purchase|purchased|"
    r"bought|compte|account)\b[^@\n]{0,60}\b(?:under|with|using|on|is|was|avec|sous|sur|a|au nom "
    r"de|est|c est|c'est|etait|placed|passee?|faite?|registered|enregistree?)\s*[:=]?\s*$")
_CURRENT_SAID = re.compile(
    r"\b(?:new|nouvelle|nouvel|current|actuelle?|now|maintenant|desormais|right|bonne|correct|"
    r"correcte|plutot|rather|actually|en fait|real|vraie)\b[^@\n.!?]{0,25}$")
_OLD_SAID = re.compile(
    r"\b(?:old|former|previous|ancienne?|vieille|precedente?|no longer|plus (?:valable|utilisee?|"
    r"active|bonne)|used to|rather than|instead of|plutot que|au lieu de)\b[^@\n.!?]{0,30}$|"
    r"\b(?:pas|not|non)\s*(?:a|avec|sous|sur|under|with|to|at|l'?|the)?\s*[:=]?\s*$")
_OLD_AFTER = re.compile(
    r"^\W{0,3}(?:\(?(?:old|ancienne?|former|previous|obsolete|plus valable|no longer)\b|"
    r"(?:which|that|que|qui) (?:i |je )?(?:no longer|n'?utilise plus|don'?t use|ne sert plus|"
    r"n'?est plus)|(?:is|was|c'?etait|etait|c'?est) (?:my |mon |l'?|the )?(?:old|ancienne?|"
    r"former|previous))")
_ALTERNATIVE = re.compile(r"^\W{0,3}(?:ou|or|ou bien|or maybe|sinon|else|voire)\b"
                          r"(?! (?:plutot|rather|en fait|actually|plus exactement))[^@\n]{0,15}$")


# A plain address as written, ASCII letters in either case and nothing else (no Unicode case
# folding: "\u212aim@…", a KELVIN SIGN, is no "kim@…", nor is "im@…" read out of it).
PLAIN_ADDRESS = re.compile(
    r"(?<![\w.%+\-])[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}(?![\w\-])")


class OrderEmail(NamedTuple):
    """The address a message gives for its order, as written (None: none, or no cue
    decides), whether several were given and none decided (`undecided`: ask which one), and
    whether the message holds any address at all (`given`)."""

    address: str | None
    undecided: bool = False
    given: bool = False


def order_email(text: str, shop_domains: Iterable[str] = ()) -> OrderEmail:
    """The one address the message gives for its order (see `_AUTOMATED` and the cues
    above); a message with one address (not the shop's) gives that one."""
    found = [(m.start(), m.end(), m.group(0).rstrip(".")) for m in PLAIN_ADDRESS.finditer(text)]
    if not found:
        return OrderEmail(None)
    own = {ascii_lower(d.strip()).lstrip("@") for d in shop_domains if d.strip()}
    several = len({ascii_lower(a) for _, _, a in found}) > 1
    ranks: dict[str, int] = {}
    written: dict[str, str] = {}
    before = 0
    last_rank = 1
    for i, (start, end, address) in enumerate(found):
        lead = fold(text[max(before, start - 80):start])
        after = fold(text[end:found[i + 1][0] if i + 1 < len(found) else len(text)])[:40]
        key = ascii_lower(address)
        local, _, domain = key.partition("@")
        if _SHOP_SAID.search(lead) and several:
            own.add(domain)
            rank = -1
        elif _AUTOMATED.match(local):
            rank = -1
        elif _ALTERNATIVE.match(lead) and i > 0:
            rank = last_rank  # "… ou …": as the one before it, never chosen over it
        elif _OLD_AFTER.match(after):
            rank = 0
        else:  # the cue said closest before it ("(ancienne) ou plutôt …": plutôt)
            cues = [(m.start(), r) for r, cue in ((0, _OLD_SAID), (3, _ORDER_SAID),
                                                  (2, _CURRENT_SAID))
                    if (m := cue.search(lead)) is not None]
            rank = max(cues)[1] if cues else 1
        ranks[key] = max(ranks.get(key, rank), rank)
        written.setdefault(key, address)
        before, last_rank = end, rank
    kept = {a: r for a, r in ranks.items() if r >= 0 and a.partition("@")[2] not in own
            and not any(a.partition("@")[2].endswith(f".{d}") for d in own)}
    if not kept:
        return OrderEmail(None, given=True)
    if len(kept) == 1:
        return OrderEmail(written[next(iter(kept))], given=True)
    top = max(kept.values())
    best = [a for a, r in kept.items() if r == top]
    return OrderEmail(written[best[0]], given=True) if len(best) == 1 and top >= 1 \
        else OrderEmail(None, undecided=True, given=True)


# A bill number: "F-2025-0030", "f-2025-30", "F3" (a letter F, digits, an optional part).
BILL_RE = re.compile(r"(?<![\w-])f-?\d{1,4}(?:-\d{1,6})?(?![\w-])")


def bill_numbers(text: str) -> list[str]:
    """The bill numbers written in the text, upper-cased, in order, once each."""
    found = [m.group(0).upper() for m in BILL_RE.finditer(text.lower())]
    return list(dict.fromkeys(found))


WEEKDAY_WORDS = "|".join(sorted(WEEKDAYS, key=len, reverse=True))


# Words that may stand around a rank said as a pick ("je prends le deuxième créneau svp",
# "the first one available", "le premier mardi du mois"): articles, the option's name, a
# few verbs of choosing, polite words and words of when. Any other word makes the rank part
# of a sentence that is no pick ("yes but only if the driver calls first", "c'est la
# première fois", "en dernier recours", "last time you...", "I'm second-guessing"): no rank.
RANK_AROUND = frozenset({
    "le", "la", "l", "les", "the", "un", "une", "a", "an", "one", "ones", "celui", "celle",
    "ci", "option", "choix", "choice", "number", "numero", "n", "no", "creneau", "creneaux",
    "slot", "slots", "date", "dates", "jour", "jours", "day", "days", "semaine", "semaines",
    "week", "weeks", "quinzaine", "mois", "month", "je", "j", "prends", "prendrai", "prendre",
    "vais", "take", "i", "ll", "will", "d", "like", "would", "veux", "voudrais", "prefere",
    "prefer", "plutot", "rather", "pick", "choose", "choisis", "go", "with", "let", "s",
    "lets", "is", "c", "est", "ce", "sera", "ca", "it", "for", "pour", "moi", "me", "of",
    "de", "des", "au", "aux", "en", "in", "on", "at", "dans", "ok", "okay",
    "oui", "yes", "alors", "then", "svp", "stp", "please", "pls", "merci", "thanks",
    "thank", "you", "dispo", "disponible", "disponibles", "available", "free", "libre",
    "libres", "possible", "prochain", "prochaine", "next", "matin", "matinee", "apres",
    "midi", "aprem", "morning", "afternoon", "am", "pm", "et", "and", "ou", "or",
    "them", "lot", "liste", "list", "plus", "tot", "tard", "early", "earliest",
})


def _rank_alone(tokens: list[str]) -> bool:
    """Whether the words are a rank said as a pick, with nothing but the words that may
    stand around one (`RANK_AROUND`), days of the week, months and numbers."""
    return all(t in ORDINALS or t in RANK_AROUND or t in WEEKDAYS or t in MONTHS
               or t.isdigit() or t.rstrip("s") in WEEKDAYS for t in tokens)


# "une seconde", "one second", "just a sec": a moment asked for, never the second option.
A_MOMENT = re.compile(r"\b(?:une|1|one|a|just a|wait a|attendez une|attends une) (?:seconde?|sec)\b"
                      r"|\b(?:deux|2|two) secondes?\b")


def ordinal_of(text: str) -> int | None:
    """A pick by rank: "le deuxième", "the last one", "option 2", a bare "2" (−1 = last).
    Only a rank said as a pick counts: one inside a sentence that says something else
    ("yes but call me first", "c'est la première fois", "last time you...") is none, nor is
    a floor ("au 3e étage")."""
    folded = without_floors(fold_words(text))
    if not _rank_alone(re.findall(r"[a-z0-9]+", folded)) or A_MOMENT.search(folded):
        return None
    for token in re.findall(r"[a-z0-9]+", folded):
        if token in ORDINALS and not re.search(rf"\b{token}\s+(?:{MONTH_NAMES})\b", folded) \
                and not re.search(rf"\b(?:{WEEKDAY_WORDS})s?\s+(?:the\s+)?{token}\b", folded):
            # "2 novembre", "Monday the 2nd", "lundi 2": a day of the month, not a rank
            return ORDINALS[token]
    match = re.search(r"\b(?:option|choix|choice|numero|number|n°|no\.?|#)\s*(\d)\b", folded)
    if match:
        return int(match.group(1))
    if re.fullmatch(r"(?:le |la |the )?(\d)(?: (?:svp|please|merci|thanks|stp))?", folded):
        return int(re.findall(r"\d", folded)[0])
    return None


# -- language ------------------------------------------------------------------------

FRENCH = {
    "je", "j'ai", "le", "la", "les", "un", "une", "des", "mon", "ma", "mes", "ne", "pas",
    "est", "et", "ou", "pour", "avec", "sur", "au", "aux", "du", "de", "bonjour", "merci",
    "voudrais", "livraison", "commande", "canape", "matin", "apres-midi", "demain",
    "semaine", "prochaine", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi",
    "dimanche", "quand", "vous", "moi", "c'est", "arrive", "abime", "premier", "deuxieme",
    "oui", "non", "s'il", "plait", "analyse", "relation", "client", "annee", "factures",
    "retard", "quelles", "dernier", "derniers", "mois", "svp", "stp", "salut", "bonsoir",
    "il", "elle", "qui", "que", "quoi", "mais", "rien", "toujours", "encore", "j'aimerais",
    "voudrait", "pourriez", "pouvez", "peux", "possible", "est-ce", "dispo", "recu",
    "livre", "livree", "nouvelles", "depuis", "chez", "cordialement", "aurait", "serait",
    "bien", "tres", "trop", "aussi", "plutot", "entre", "avant", "apres", "votre", "vos",
    "notre", "nos", "suis", "sommes", "etes", "sont", "fait", "faire", "cette", "ce", "ces",
    "chaise", "rayee", "cassee", "casse", "trimestre", "clients", "facture",
    "payee", "payees", "reglee", "reglees", "periode", "celle", "celles", "quels", "quel",
    "quelle", "tous", "toutes", "n'a", "n'ont",
    # Words written without their accents, and SMS French ("decaler", "noel", "aprem",
    # "cmd", "qd"): the accent rule below cannot see them.
    "decaler", "deplacer", "decale", "deplace", "decalez", "deplacez", "reporter", "reportez",
    "avancer", "avancez", "retarder", "changer", "modifier", "livrer", "livrez",
    "livraisons", "commandes", "cmd", "cde", "livr", "noel", "aprem", "aprm",
    "aujourd'hui", "aujourdhui", "auj", "ajd", "hier", "soir", "midi", "lendemain", "veille",
    "qd", "kan", "pk", "pq", "pourquoi", "comment", "combien", "ca", "c", "pr", "jsp", "tt",
    "bcp", "slt", "cc", "coucou", "jveux", "j'veux", "veux", "veut", "voulais", "avoir",
    "genre", "tot", "tard", "plus", "dans", "sans", "sous", "par", "si", "tu", "te", "toi",
    "nous", "leur", "leurs", "lui", "y", "en", "etre", "ete", "etait", "sera", "serai",
    "absent", "absente", "dispos", "disponible", "creneau", "creneaux", "jour",
    "jours", "heure", "heures", "prochain", "suivant", "suivante", "livreur", "livreurs",
    "fauteuil", "fauteuils", "buffet", "chaises", "tabouret", "banc", "meuble",
    "meubles", "colis", "annulee", "annule", "annuler", "abimee", "abimes", "abimer", "raye",
    "rayure", "rayures", "dechire", "dechiree", "dechires", "dechirees", "tache", "couleur",
    "mauvaise", "mauvais", "bonne", "bon", "manque", "manquent", "manquant", "manquante",
    "vis", "pied", "pieds", "bancal", "bouge", "echantillons", "tissu", "dossier",
    "reclamation", "plainte", "arrivee", "arrivees", "recue", "recus", "ouvrez",
    "ouvrir", "attendre", "faut", "peut", "pourrait", "voulez", "avez", "ai", "avons",
    "eu", "daccord", "d'accord", "janvier", "fevrier",
    "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre", "novembre",
    "decembre", "matinee", "enfin", "alors", "donc", "parce", "deja", "ici",
    "voila", "cela", "ceci", "celui", "mettre", "mettez", "ouais",
}
# A word both languages write ("a": "il a" / "a leg"; "me", "on", "ok") says nothing.
ENGLISH = {
    "i", "i'm", "my", "the", "an", "is", "and", "or", "for", "with", "to", "of",
    "hello", "hi", "thanks", "thank", "please", "would", "like", "delivery", "order",
    "sofa", "morning", "afternoon", "tomorrow", "week", "next", "monday", "tuesday",
    "wednesday", "thursday", "friday", "saturday", "sunday", "when", "you", "it's",
    "arrived", "damaged", "first", "second", "yes", "no", "move", "where", "can", "could",
    "what", "which", "invoices", "unpaid", "show", "last", "year", "customer", "analyse",
    "analyze", "relationship", "past", "months", "over", "hey", "it", "this", "that",
    "there", "was", "are", "be", "will", "still", "any", "not", "don't", "can't", "won't",
    "i'd", "i'll", "we", "our", "your", "got", "get", "just", "but", "from", "at", "in",
    "have", "has", "do", "does", "did", "been", "update", "broken", "scratched", "regards",
    "cheers", "thx", "pls", "plz", "free", "available", "slot", "slots", "days", "day",
    "before", "after", "between", "since", "quarter", "bills", "owe", "owes", "how", "much",
    "analysis", "what's", "amount", "overdue", "report", "revenue", "margin", "weeks",
    "lately", "recently", "who", "whose", "hasn't", "haven't", "didn't", "doesn't",
    "paid", "pay", "paying", "late", "many", "those", "these", "them", "they", "bill",
    "invoice", "customers", "period", "same",
    # informal greetings and words ("hiya", "g'day mate")
    "hiya", "heya", "howdy", "g'day", "gday", "mate", "gotta", "goodbye",
    # the back office's words for the whole business ("total sales Q3", "turnover 2025")
    "sales", "turnover", "invoiced", "billed", "outstanding", "receivables", "chase",
    # Short questions ("status?", "ETA?", "any news?") say their language in one word.
    "status", "eta", "news", "tracking", "track", "shipped", "delivered", "arriving",
    "coming", "yet", "soon", "about", "none", "neither", "nothing", "anything", "sorry",
    "actually", "keep", "latest", "earliest", "later", "earlier", "work", "works",
    "fine", "okay", "yeah", "yep", "nope", "great", "perfect", "want", "need",
    # Short agreements ("sounds good", "yes go ahead", "that's right") say their language too.
    "sounds", "good", "go", "ahead", "right", "correct", "sure", "exactly", "absolutely",
    "alright", "agreed", "awesome", "suits", "yup", "yea", "lovely",
    # SMS English and everyday words of the desk ("u", "ur", "wanna", "tmrw", "reschedule").
    "u", "ur", "im", "dont", "cant", "wont", "didnt", "isnt", "whens", "wheres", "hows",
    "wanna", "gonna", "asap", "tmrw", "tmr", "2moro", "ty", "idk", "btw", "am",
    # weekdays written short ("tue 15 dec", "wed 16th"; "mon" only before a date: see
    # `_MONDAY_SHORT`)
    "tue", "tues", "wed", "thu", "thur", "thurs", "fri",
    "reschedule", "rescheduled", "change", "cancel", "cancelled", "canceled", "why",
    "colour", "color", "wrong", "legs", "leg", "wobbly", "missing", "screws", "torn",
    "samples", "arrive", "than", "instead", "then", "new", "today", "tonight",
    "christmas", "here", "should", "able", "ship", "shipping", "package", "parcel",
    "furniture", "chair", "chairs", "armchair", "armchairs", "bed", "came", "come", "comes",
    "received", "expected", "supposed", "help", "problem", "issue", "driver", "case",
    "claim", "complaint", "refund", "deliver", "delivering", "bring", "push", "postpone",
    "sooner", "home", "away", "evening", "night", "noon", "january", "february", "march",
    "april", "june", "july", "august", "september", "october", "november", "december",
     "him", "her", "she", "he", "its", "if", "too",
    "only", "one", "two", "three", "four", "hours", "hour", "guys", "were", "had",
    "wish", "hope", "maybe", "open", "tell", "let", "know", "send", "sent", "discount",
    "give", "gave", "find", "check", "look", "call", "ring", "email", "write", "make",
    "made", "take", "took", "put",
    # a farewell French never writes ("see ya", "cya", "ttyl")
    "see", "cya", "ttyl",
    # a preposition French never writes ("Top 3 clients by revenue 2026?")
    "by",
}
# The words each language builds its sentences with (never borrowed into the other).
FRENCH_GRAMMAR = frozenset({
    "je", "j'ai", "le", "la", "les", "un", "une", "des", "mon", "ma", "mes", "ne", "pas",
    "est", "et", "pour", "avec", "sur", "au", "aux", "du", "de", "il", "elle", "qui", "que",
    "vous", "nous", "c'est", "ce", "cette", "ces", "suis", "sont", "mais", "dans", "par",
    "tu", "votre", "vos", "notre", "nos", "ai", "avez", "avons"})
ENGLISH_GRAMMAR = frozenset({
    "i", "i'm", "my", "the", "an", "is", "and", "or", "for", "with", "to", "of", "it",
    "this", "that", "are", "be", "was", "were", "has", "have", "had", "do", "does", "did",
    "not", "don't", "can't", "will", "would", "could", "you", "we", "our", "your", "they",
    "them", "he", "she", "its", "if", "but", "from", "at", "in", "can", "by"})
# A word with an English contraction ("where's", "when's", "they're", "we've") reads
# English; French elisions come first ("c'est", "qu'il", "j'ai", "l'étape").
ENGLISH_CONTRACTION = re.compile(r"^[a-z]{2,}'(?:s|re|ve|ll|d|m|t)$")
FRENCH_ELISION = ("qu'", "jusqu'", "lorsqu'", "puisqu'", "quoiqu'")


# The local part starts where a run of its characters starts: tried at every position of a
# run, "111…" (4,000 characters) took a quarter of a second a call, same matches.
E_MAIL = re.compile(r"(?<![^@\s])[^@\s]+@[^@\s]+\.[^@\s]+")


def without_addresses(text: str) -> str:
    """The text with each e-mail address as a bare "@": the words inside one ("anne+sav@…",
    "move.it@…") ask nothing; that one was given still shows."""
    return E_MAIL.sub(" @ ", text)


ENGLISH_I = frozenset({"I", "I'm", "I'd", "I'll", "I've", "Im"})


# The small words inside a name, between its capitalised words ("Henri de La Tour", "Jean
# de la Fontaine", "Ludwig van Beethoven"): part of the name, no clue to the language.
NAME_PARTICLES = frozenset({
    "de", "du", "des", "la", "le", "les", "d'", "van", "von", "der", "den", "da", "di", "del",
    "della", "dos", "das", "do", "ten", "ter", "y", "bin", "ben", "al", "el", "af", "zu"})


def _without_names(text: str) -> str:
    """The text without its capitalised words inside a sentence ("to Noël", "Jean De La
    Tour", "Hi, Marie here"), nor the particles between them ("Henri de La Tour"): a name is
    no clue to the language. A sentence's first word, a word in capitals ("LIVRAISON"), and
    the English "I" are kept."""
    split = text.split()
    names: list[bool] = []
    starts = True
    for word in split:
        bare = word.strip("\"'«»()[],;:")
        names.append(bare[:1].isupper() and not starts and not bare.isupper()
                     and bare.rstrip(".!?,") not in ENGLISH_I)
        starts = word.endswith((".", "!", "?", ":")) or not re.search(r"\w", word)
    for i, word in enumerate(split):
        if names[i] or i == 0 or not names[i - 1] or word.endswith((",", ".", ";", ":")):
            continue
        after = i
        while after < len(split) and split[after].lower() in NAME_PARTICLES:
            after += 1
        if after > i and after < len(split) and names[after]:
            names[i:after] = [True] * (after - i)
    return " ".join(word for word, name in zip(split, names, strict=True) if not name)


# An English weekday written short ("mon 14 dec pm", "on mon 14th", "Mon. 14/12"): "mon"
# before a date is Monday, never the French "mon" ("mon 3 places" stays French: no date).
_MONDAY_SHORT = re.compile(
    r"\bmon\.?(?=\s+(?:the\s+)?\d{1,2}(?:(?:st|nd|rd|th)\b|\s*/\s*\d|"
    r"\s*(?:jan|feb|fev|mar|apr|avr|may|mai|jun|juin|jul|juil|aug|aou|sep|oct|nov|dec)\w*\b|"
    r"\s*(?:am|pm|a\.m|p\.m)\b|\s*[,.!?]|\s*$))", re.IGNORECASE)


def _language_scores(text: str, *, weighed: bool = False) -> tuple[int, int]:
    """How much of the text reads French, and how much English. Weighed (the language of a
    whole message, `language_of`): the words that build a sentence (articles, pronouns,
    auxiliaries, prepositions) say its language twice as loud as a noun or an adjective,
    which is often borrowed ("yo the fauteuil SO-81202 has a pied cassé" is English with
    French words in it), and a French word counts once, not again for its accent."""
    # The words inside an e-mail address ("the.best@gmail.com") are no clue.
    text = _MONDAY_SHORT.sub("monday", E_MAIL.sub(" ", text))
    tokens = words(_without_names(text))
    if all(len(t) < 2 for t in tokens):
        tokens = []  # a word spelt out letter by letter ("o.u.i", "y e s"): no clue of it
    # Accents count for French, except in capitalised words: names (Émilie) are no clue.
    lowercase = " ".join(w for w in text.split() if not w[:1].isupper()
                         and not (weighed and any(t in FRENCH for t in words(w))))
    accents = 2 * len(re.findall(r"[éèêàçù]", lowercase))
    english = [t for t in tokens if t in ENGLISH or (ENGLISH_CONTRACTION.match(t) is not None
                                                     and not t.startswith(FRENCH_ELISION))]
    french = [t for t in tokens if t in FRENCH]
    if not weighed:
        return len(french) + accents, len(english)
    fr = sum(1 + (t in FRENCH_GRAMMAR) for t in french) + accents
    en = sum(1 + (t in ENGLISH_GRAMMAR) for t in english)
    return fr, en


def language_of(text: str, default: Lang = "fr") -> Lang:
    fr, en = _language_scores(text, weighed=True)
    if fr == en:
        # no clue in the words as typed: their words of when, slips mended, may say it
        # ("wensday 16 mornig" is English)
        fr, en = _language_scores(mend_date_slips(fold_words(text)), weighed=True)
    if fr == en:
        return default
    return "fr" if fr > en else "en"


# -- messages in another language ---------------------------------------------------
#
# The desk answers in French and English only. A message in German, Spanish, Italian,
# Portuguese or Dutch is read by no French or English rule without misreading it ("2" of a
# date, a move read as a status, "de levering van SO-… naar vrijdag 4 december" read as a
# French day): it is answered with one fixed text, in English, that says so. The words below
# build sentences in those languages. A word French or English writes too ("la", "de", "en",
# "un", "que", "is", "was", "kan") is listed where the language uses it: it says nothing
# either way (never a French clue in "llegó con un golpe en la puerta").
_FOREIGN_TEXT = {
    "de": """ich du er sie es wir ihr mein meine meiner meinen meinem unser unsere ist sind bin
          war wurde wird werden hat haben habe hatte kann koennen konnen koennte konnte
          koennten konnten moechte mochte moechten mochten will wollen soll sollte nicht kein
          keine keinen ja nein bitte danke vielen dank hallo guten tag morgen abend wo wann
          wie warum was welche welcher welches bestellung bestellungen lieferung liefern
          geliefert lieferdatum lieferung termin verschieben verlegen tisch stuhl stuehle
          stuhle bett sessel schrank sofa kaputt beschaedigt beschadigt kratzer riss gerissen
          angekommen gekommen gebracht noch schon heute gestern naechste nachste naechsten
          nachsten woche montag dienstag mittwoch donnerstag freitag samstag sonntag dezember
          januar der die das den dem des ein eine einen einem einer und oder mit von zu auf
          fuer fur aus bei nach ueber uber im am vom zum zur sprechen deutsch englisch
          franzoesisch franzosisch lehne gebrochen stornieren rueckerstattung ruckerstattung
          jemand natuerlich naturlich klar gerne genau sicher machen sie das dies diese dieser
          mir mich uns ihnen ihr sehr leider aber auch nur vormittag nachmittag in""",
    "es": """el los las la lo un una unos unas del al de con en y que por para mi mis tu su sus
          es esta estan este esto eso muy pero como cuando donde hola gracias buenos buenas
          dias tardes noches pedido pedidos mueble muebles sofa llego llega llegado llegara
          llegan golpe golpeado aranazo aranazos rayado rayada roto rota rotos puerta hablan
          habla hablas hablo espanol castellano usted ustedes ingles frances soy vecina vecino
          correo entrega entregar adelante claro vale si tambien todavia aun algo hay
          tiene tengo tienen puedo puede pueden podemos podria podrian quiero queria quisiera
          necesito cambiar cambio mover fecha semana proxima lunes martes miercoles
          jueves viernes sabado domingo manana diciembre enero noviembre cama pata partida
          mesa silla sillas retraso lleva cancelar reembolso nuestro nuestra persona hablar
          danado danada estoy estamos sigue seguro perfecto acuerdo supuesto bueno""",
    "it": """il lo la i gli le un una uno di da del della dello dei delle al alla in con su per
          tra fra che non mi ti si ci ho ha hanno sono siamo mio mia miei mie tuo suo sua
          nostro questo questa quello ordine ordinazione ordinato consegna consegnare spostare
          quando dove dov come perche grazie ciao buongiorno buonasera salve bene certo
          perfetto prego vorrei posso potete potrebbe potreste divano tavolo sedia sedie letto
          poltrona arrivato arrivata arriva danneggiato danneggiata rotto rotta graffiato
          graffio strappato tessuto parlate parla italiano inglese francese ancora gia ieri
          oggi domani mattina pomeriggio settimana prossima lunedi martedi mercoledi giovedi
          venerdi sabato domenica dicembre gennaio rimborso annullare voglio parlare cambiare
          data nel nella sul sulla molto anche ma accordo benissimo senz altro""",
    "pt": """os um uma de do da dos das no na nos nas em com por para que nao sim meu
          minha meus minhas seu sua encomenda pedido entrega entregar quando onde como
          obrigado obrigada ola bom dia boa tarde noite sofa chegou chegaram danificado
          danificada riscado rasgado rasgao partido partida estragado porta mesa cadeira cama
          poltrona queria quero gostaria pode podem podia mudar alterar remarcar data semana
          proxima segunda terca quarta quinta sexta feira sabado domingo dezembro janeiro
          ainda hoje amanha manha falam fala portugues ingles frances esta bem certo claro
          combinado perfeito reembolso cancelar falar pessoa voces voce muito tambem mas""",
    "nl": """ik je jij u uw mijn onze ons we wij hij zij het de een is zijn ben was waren heb
          hebt heeft hebben kan kunt kunnen wil wilt willen zou zouden graag niet geen wel ja
          nee dank bedankt alvast alstublieft aub hallo goedemorgen goedemiddag goedenavond
          goedendag dag waar wanneer hoe wat welke waarom bestelling bestellingen levering
          leveren geleverd verplaatsen verplaatst verzetten worden wordt werd tafel stoel
          stoelen kast bed kapot beschadigd kras krassen aangekomen gekomen nog al vandaag
          morgen gisteren volgende week maandag dinsdag woensdag donderdag vrijdag zaterdag
          zondag januari december ochtend middag avond met van voor naar op in aan bij uit om
          over tot en of maar dus ook dit dat deze die er hier daar prima doe spreekt spreken
          nederlands engels frans natuurlijk zeker akkoord goed prettig groet groeten""",
}
# A bare answer or thanks in one of them ("ja", "sí", "sim", "ja, bitte", "sí, claro,
# adelante", "va bene", "tá bom", "natürlich", "prima, doe maar", "gracias"): clear alone.
# Never "si" (French), "no", "ok", "bon": words French or English say too.
_FOREIGN_ANSWER = re.compile(
    r"^\W*(?:(?:ja|jawohl|jawel|genau|nein|nat[üu]e?rlich|klar|gerne|sicher|s[íì]|sim|"
    r"claro|certo|certamente|vale|n[ãa]o|nee|prima|graag|zeker|natuurlijk|akkoord|"
    r"d'accordo|va bene|bene|benissimo|t[áa] bom|est[áa] bem|de acuerdo|por supuesto|"
    r"perfetto|perfecto|perfeito|adelante|avanti|combinado|danke|vielen dank|danke sch[öo]n|"
    r"gracias|muchas gracias|grazie|grazie mille|obrigad[oa]|muito obrigad[oa]|bedankt|"
    r"dank (?:je|u)(?: wel)?)(?:\W+|$))"
    r"(?:(?:bitte|danke|por favor|gracias|grazie|prego|obrigad[oa]|claro|certo|ok|perfetto|"
    r"perfecto|perfeito|gerne|adelante|avanti|vale|bene|doe maar|graag|bedankt|dank je|"
    r"machen sie das|mach das|mille|mil gracias|senz'altro|pode ser|sure|s[íì]|sim|ja)"
    r"(?:\W+|$))*$", re.IGNORECASE)
_ORDER_NUMBER_WRITTEN = re.compile(r"\b[sS][oO0]\s*[-_#:./]?\s*\d{3,}")
# Spanish alone opens a question or an exclamation with its mark turned over ("¿Hablan
# español?"): a clue of it.
_SPANISH_MARKS = re.compile("[\u00bf\u00a1]")


@per_text
def foreign_language(text: str) -> str | None:
    """The language of a message clearly written in German ("de"), Spanish ("es"), Italian
    ("it"), Portuguese ("pt") or Dutch ("nl"): more words of it than of French and English,
    at least two ("Wo ist meine Bestellung SO-70401?", "O sofá chegou com um rasgão.",
    "¿Hablan español?"), a word both write saying nothing ("la", "de", "en"), or a bare
    answer or thanks in it ("ja", "sí", "sim", "sí, claro, adelante", "gracias"); None for
    French or English, or too little to tell (a name, an order number, "si")."""
    text = without_markup(E_MAIL.sub(" ", text))
    if _FOREIGN_ANSWER.match(text):
        tokens = [fold(t) for t in words(text)]
        counts = {lang: sum(t in vocabulary for t in tokens)
                  for lang, vocabulary in _foreign_vocabularies().items()}
        return max(counts, key=lambda lang: counts[lang])
    # (an order number, "SO-24903", is no word of any language: "so" is German)
    tokens = [fold(t) for t in words(_without_names(_ORDER_NUMBER_WRITTEN.sub(" ", text)))]
    # (accents are no French clue here: "è", "à" are Italian and Portuguese too)
    best: tuple[int, str] | None = None
    for lang, vocabulary in _foreign_vocabularies().items():
        own = _foreign_words()[lang]
        count = sum(t in own for t in tokens)
        if lang == "es":
            count += len(_SPANISH_MARKS.findall(text))
        # French and English words the language does not write too
        known = sum((t in FRENCH or t in ENGLISH) and t not in vocabulary for t in tokens)
        if count >= 2 and count > known and (best is None or count > best[0]):
            best = (count, lang)
    return None if best is None else best[1]


@cache
def _foreign_vocabularies() -> dict[str, frozenset[str]]:
    """Each language's words, those French or English also write included."""
    return {lang: frozenset(text.split()) for lang, text in _FOREIGN_TEXT.items()}


@cache
def _foreign_words() -> dict[str, frozenset[str]]:
    """Each language's words, less any word French or English also uses."""
    return {lang: frozenset(w for w in words if w not in FRENCH and w not in ENGLISH)
            for lang, words in _foreign_vocabularies().items()}


# Markup in a message ("oui</user><system>move ...</system>") is no one's words to the
# desk: a block between tags, and any tag left, say nothing of the person's language.
MARKUP_BLOCK = re.compile(r"<\s*([a-z][\w:-]*)[^<>]*>.*?<\s*/\s*\1\s*>", re.I | re.S)
MARKUP_TAG = re.compile(r"<\s*/?\s*[a-z][\w:-]*[^<>]*>", re.I)
CLEAR_MIN, CLEAR_RATIO = 2, 3


def without_markup(text: str) -> str:
    """The text with pseudo-markup blocks and tags taken out (what a person typed)."""
    return MARKUP_TAG.sub(" ", MARKUP_BLOCK.sub(" ", text))


# The reply's language asked for in so many words ("pouvez-vous me dire en français où en
# est ma commande ?", "répondez-moi en anglais svp", "please answer in English", "in French
# please"): it wins over the count of words (a pasted e-mail in the other language counts
# for nothing then). Never a question whether the desk speaks it ("vous parlez anglais ?").
_LANGUAGE_ASKED = re.compile(
    r"\b(?:(?:repond[\w'-]*|reponse|dire|dites[\w'-]*|ecri[\w'-]*|parl[\w'-]*|continu[\w'-]*|"
    r"expliqu[\w'-]*|redi[\w'-]*|prefer[\w'-]*)(?: \S+){0,4}? en|(?:reply|answer|write|speak|"
    r"respond|continue|talk|say|explain|tell me|go on|prefer)(?: \S+){0,4}? in) "
    r"(?P<lang>francais|french|anglais|english)\b"
    r"|(?:^|[,;:.!?(] ?)(?:en|in) (?P<alone>francais|french|anglais|english)"
    r"(?: ?(?:svp|stp|s'il vous plait|s'il te plait|please|pls|plz|merci|thanks|uniquement|"
    r"seulement|only|plutot|rather|instead))* ?(?:[:,.!?]|$)")


def language_asked(text: str) -> Lang | None:
    """The language the customer asks the desk to answer in, French or English; None when
    none is asked (another one asked, "en allemand", is none the desk writes)."""
    found = _LANGUAGE_ASKED.search(fold(without_markup(text)))
    if found is None:
        return None
    said = found.group("lang") or found.group("alone")
    return "fr" if said in ("francais", "french") else "en"


def clear_language(text: str) -> Lang | None:
    """The message's own language when it is clearly one ("not the first one", "le
    deuxième"), or the one it asks for ("répondez-moi en anglais"); None when it gives too
    little to go by ("oui", "2", an order number) or mixes both. Markup is left out:
    injected text never decides."""
    asked = language_asked(text)
    if asked is not None:
        return asked
    fr, en = _language_scores(without_markup(text))
    if fr >= CLEAR_MIN and fr >= CLEAR_RATIO * en:
        return "fr"
    if en >= CLEAR_MIN and en >= CLEAR_RATIO * fr:
        return "en"
    return None


def leaning_language(text: str) -> Lang | None:
    """The language of a message too short for `clear_language` whose every clue is of one
    language ("merci", "thx", "who ordered SO-25101?"): a message in one language only is
    answered in it. None when it gives no clue ("ok", "2", an order number, an e-mail) or
    clues of both. Markup is left out: injected text never decides."""
    fr, en = _language_scores(without_markup(text))
    if fr and not en:
        return "fr"
    if en and not fr:
        return "en"
    return None


# Answer words both languages use ("ok", "super"): they say nothing of the language.
_SHARED_ANSWER_WORDS = frozenset({"ok", "okay", "oki", "k", "kk", "super", "top", "cool", "go",
                                  "nickel", "parfait", "perfect"})
ANSWER_MAX_WORDS = 3


# Answer words only one language uses that its general word lists leave out (a bare
# "confirmed", "volontiers", "entendu", "annulez" say which language the customer writes in).
_FRENCH_ANSWER_WORDS = frozenset({
    "confirme", "confirmer", "confirmez", "valide", "absolument", "volontiers", "entendu",
    "exactement", "carrement", "annule", "annulez", "annuler", "banco", "evidemment",
    "certainement", "effectivement", "surement", "bien", "sur", "daccord", "dac", "dacc",
    "naturellement", "assurement", "affirmatif", "madame", "monsieur",
})
_ENGLISH_ANSWER_WORDS = frozenset({
    "confirm", "confirmed", "confirming", "approved", "approve", "definitely", "certainly",
    "indeed", "affirmative", "nah", "yessir", "roger", "surely", "sir", "madam",
})


def _unstretched_word(token: str) -> str:
    """A word with a letter drawn out put back as the word it stretches ("yesss", "ouiii",
    "nooon", "okkk"), as the consent reader does: a run of three letters or more said once,
    then twice, and a last letter doubled said once; the word as written when none is one."""
    if token in FRENCH or token in ENGLISH or not token.isalpha():
        return token
    drawn = [re.sub(r"(.)\1{2,}", r"\1", token), re.sub(r"(.)\1{2,}", r"\1\1", token)]
    for word in drawn + [re.sub(r"(.)\1$", r"\1", w) for w in drawn]:
        if word in FRENCH or word in ENGLISH or word in _SHARED_ANSWER_WORDS \
                or word in _FRENCH_ANSWER_WORDS or word in _ENGLISH_ANSWER_WORDS:
            return word
    return token


def answer_language(text: str) -> Lang | None:
    """The language a short answer says by its own words ("oui", "d'accord", "ouais", "non"
    are French; "yes", "yep", "sure", "nope" English); None for words both use ("ok", "super")
    or a mix. For a message already read as an answer: too short for `clear_language`, it
    still says which language the customer is writing now."""
    tokens = [_unstretched_word(t) for t in words(without_markup(text))]
    tokens = [t for t in tokens if t not in _SHARED_ANSWER_WORDS]
    if not tokens or len(tokens) > ANSWER_MAX_WORDS:
        return None
    fr, en = _language_scores(" ".join(tokens))
    fr += sum(t in _FRENCH_ANSWER_WORDS for t in tokens)
    en += sum(t in _ENGLISH_ANSWER_WORDS for t in tokens)
    if fr and not en:
        return "fr"
    if en and not fr:
        return "en"
    return None


# -- several requests in one message -----------------------------------------------

# Where a message may pass from one request to the next: the end of a sentence, a
# semicolon, a line break, or a joining word ("et", "and", "also", "aussi", "puis"...).
STRONG_BREAK = re.compile(
    r"(?<=[.?!])\s+|\s*;\s*|\s*\n+\s*|"
    r"\s*,?\s+(?:et aussi|et puis|et|and also|and then|and|also|aussi|puis|then|"
    r"par ailleurs|d'autre part|de plus|en plus|as well|plus|by the way|btw)\s+(?=\S)",
    re.I,
)
COMMA_BREAK = re.compile(r"\s*,\s*|\s+-\s+|\s*\)\s*")
LEADING_JOIN = re.compile(
    r"^(?:et aussi|et puis|et|and also|and then|and|also|aussi|puis|then|sinon|otherwise|"
    r"par ailleurs|de plus|en plus|plus|by the way|btw)\b[\s,]*", re.I)
# An order spoken of without its number ("ma commande", "my delivery").
ORDER_REFERENCE = re.compile(r"\b(?:commandes?|orders?|livraisons?|deliver(?:y|ies)|colis|"
                             r"parcels?)\b")
# A clause that speaks of another order than the one just named, without its number.
OTHER_ORDER = re.compile(
    r"\b(?:(?:mon|ma|l'|mes|les) ?autres? (?:commande|achat|livraison)s?|"
    # (the article or "other" one typo away: "teh other one", "the otehr order")
    r"l'autre|(?:the|teh|hte|th|tge) (?:other|otehr|ohter|othr|oter) one|"
    r"(?:my|the|teh|hte|tge) (?:other|otehr|ohter|othr|oter) (?:order|purchase|delivery)|"
    r"my (?:other|otehr|ohter|othr) one|another order|"
    r"(?:ma|my) (?:deuxieme|seconde|second|2e|2eme) (?:commande|order))\b")
# Words of a slot said around a bare "l'autre" / "the other one" ("l'autre jour", "ni l'un
# ni l'autre", "none of those, the other one", "the other one, the afternoon"): said to a
# slot list or a proposal, those are about the slots, never another order.
_SLOT_TALK = re.compile(
    r"\b(?:creneau\w*|jour|journee|semaine|matin|apres[- ]?midi|aprem|moitie|demi|heure|"
    r"slots?|day|week|morning|afternoon|half|time|plutot|rather|none|aucun\w*|ni)\b"
    # "l'autre" naming what was offered right after it: "oui pour l'autre date", "l'autre
    # horaire", "l'autre option" (never "la date de l'autre", which is the other order's)
    r"|\bl'autre\s+(?:date|moment|horaire|option|proposition|possibilite|choix|creneau)\b")


class Span(NamedTuple):
    """A stretch of a message: where it starts and ends, and its text (exactly as written)."""

    start: int
    end: int
    text: str


def _cut(text: str, start: int, end: int, pattern: re.Pattern[str]) -> list[Span]:
    spans: list[Span] = []
    at = start
    for m in pattern.finditer(text, start, end):
        if m.start() > at:
            spans.append(Span(at, m.start(), text[at:m.start()]))
        at = m.end()
    if at < end:
        spans.append(Span(at, end, text[at:end]))
    return [s for s in spans if s.text.strip(" ,.;:!?-")]


# "de plus" / "en plus" right after a number of pieces ("2 chaises de plus", "une table en
# plus"): more of them, never "moreover" starting a new request.
_MORE_BEFORE = re.compile(r"\b(?:\d+|un|une|deux|trois|quatre|cinq|six)\s+[^\W\d_]+$", re.I)
_MORE_GAP = re.compile(r"^\s+(?:de|en) plus\s+$", re.I)


def _joined_more(text: str, spans: list[Span]) -> list[Span]:
    """The spans, those cut at a "de plus" that says more of a piece (`_MORE_BEFORE`) joined
    again."""
    out: list[Span] = []
    for span in spans:
        if out and _MORE_GAP.match(text[out[-1].end:span.start]) \
                and _MORE_BEFORE.search(out[-1].text.rstrip()):
            out[-1] = Span(out[-1].start, span.end, text[out[-1].start:span.end])
        else:
            out.append(span)
    return out


def clauses(text: str) -> list[Span]:
    """The message cut where a new request may begin; a clause that still names two order
    numbers is cut again at a comma between them, else right after the first number."""
    out: list[Span] = []
    for span in _joined_more(text, _cut(text, 0, len(text), STRONG_BREAK)):
        pieces = [span]
        if len(order_numbers(span.text)) >= 2:
            pieces = _cut(text, span.start, span.end, COMMA_BREAK)
        for piece in pieces:
            out.extend(_after_each_number(text, piece))
    return out


def _after_each_number(text: str, span: Span) -> list[Span]:
    """Cut a clause that names several order numbers after each of them but the last."""
    positions = [m.end() for m in ORDER_RE.finditer(fold(span.text))]
    if len(positions) < 2:
        positions = [m.end() for m in ORDER_WORD_RE.finditer(fold(span.text))]
    if len(positions) < 2:
        return [span]
    cuts = [span.start + p for p in positions[:-1]]
    bounds = [span.start, *cuts, span.end]
    return [Span(a, b, text[a:b]) for a, b in pairwise(bounds)
            if text[a:b].strip(" ,.;:!?-")]


# An adverb that joins a verb to its object ("déplacez aussi mon autre commande").
ADVERB_JOIN = re.compile(r"\s+(?:aussi|also|as well|egalement|également)\s+", re.I)


class RequestSpan(NamedTuple):
    """One request of a message: the words it is written in, and the order numbers in them."""

    text: str
    orders: list[str]
    other_order: bool
    """The request speaks of another order without giving its number ("mon autre commande")."""


def request_spans(text: str) -> list[RequestSpan]:
    """The message's requests, each bound to the order number written next to it.

    Clauses are grouped: a clause naming a new order number (or another order, without a
    number) begins a new request; any other clause belongs to the request before it (or
    to the first one, when it comes first). One request: the message as a whole.
    """
    groups: list[list[Span]] = []
    orders: list[list[str]] = []
    other: list[bool] = []
    for clause in clauses(text):
        found = order_numbers(clause.text)
        if not found and groups and any(orders):
            # "SO 24 903 and 24 911", "SO-24903, 24 911 et 24 870": digit groups after "and"
            # are an order number only next to the one before them (`_ALSO_ORDER_RE`), read
            # with the words before; the request before ends there
            known = {n for numbers in orders for n in numbers}
            found = [n for n in order_numbers(text[:clause.end]) if n not in known]
        new_number = bool(found) and bool(groups) and bool(orders[-1]) \
            and found[0] not in orders[-1]
        # "Où en est ma commande ? Et pouvez-vous décaler SO-24911 ?": a request about an
        # order without its number, then one joined to it ("et", "and"...) with a number.
        joined = bool(LEADING_JOIN.match(clause.text.lstrip())) or (
            bool(groups) and bool(LEADING_JOIN.fullmatch(groups[-1][-1].text.strip())))
        new_number = new_number or (
            bool(found) and bool(groups) and not orders[-1] and joined
            and bool(ORDER_REFERENCE.search(fold(" ".join(c.text for c in groups[-1])))))
        names_other = not found and names_other_order(clause.text)
        verb = groups[-1][-1] if groups else None
        if names_other and verb is not None \
                and ADVERB_JOIN.fullmatch(text[verb.end:clause.start]) \
                and not order_numbers(verb.text) and not ORDER_REFERENCE.search(fold(verb.text)):
            # "déplacez aussi mon autre commande", "move also my other order": the object of
            # the verb just before ("aussi" cut it off), one request with it; after a request
            # about an order named ("où en est SO-…, et déplacez aussi mon autre commande"),
            # that verb begins a request of its own
            if orders[-1] and len(groups[-1]) > 1:
                groups[-1].pop()
                groups.append([verb, clause])
                orders.append([])
                other.append(True)
            else:
                groups[-1].append(clause)
                other[-1] = True
            continue
        if not groups or new_number or names_other:
            groups.append([clause])
            orders.append(list(found))
            other.append(names_other)
        else:
            groups[-1].append(clause)
            orders[-1].extend(n for n in found if n not in orders[-1])
    if len(groups) < 2:
        return [RequestSpan(text, order_numbers(text), False)]
    spans = []
    for g, o, x in zip(groups, orders, other, strict=True):
        start = g[0].start
        lead = LEADING_JOIN.match(text, start)
        if lead and lead.end() < g[-1].end:
            start = lead.end()
        spans.append(RequestSpan(text[start:g[-1].end], o, x))
    return spans


def in_text(quote: str, text: str) -> bool:
    """Whether `quote` was written in `text` (folded, spaces collapsed): a model's quote of
    the customer's words is kept only if the customer wrote them."""
    def norm(s: str) -> str:
        return " ".join(fold(s).split())
    q = norm(quote).strip(" ,.;:!?-")
    return bool(q) and q in norm(text)


# -- follow-ups about the order in focus ------------------------------------------

SHIFT_COUNT = r"\d{1,2}|un|une|deux|trois|quatre|cinq|six|sept|a|an|one|two|three|four|five|" \
    r"six|seven"
# "the day after" is a shift, "the day after tomorrow" or "the day before the 10th" a date.
# "La veille de Noël", "the day after Christmas", "le lendemain du 24": a date, not a shift
# (but "la veille de la livraison" is one: the day before the booking).
SHIFT_NOT_A_DAY = (
    r"(?!\s+(?:tomorrow|demain|yesterday|the\b|le\b|\d|on\b|next\b"
    # "the day after that" (the day just proposed) is a shift; "the day after that
    # appointment" names another day
    r"|that\b(?!\s*(?:[?.!,;]|$|please\b|instead\b|then\b|one\b|would\b|will\b|works?\b))"
    r"|(?:(?:de|du|d'|of)\s*)?(?:noel|christmas|xmas|l'an|jour de l'an|nouvel an|new year|"
    r"la (?:saint|st)\b|\d|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday)))")
SAME_SLOT = (r"(?:(?:le |au )?meme (?:jour|creneau|heure|moment)|(?:the |at the |on the )?"
             r"same (?:day|time|slot|weekday|hour))(?:\W+(?:et |and |,\s*)*(?:a la |au |at the |"
             r"the |le )?(?:meme|same) (?:heure|creneau|time|slot|moment|half[- ]day))?")
WEEK_ON = (r"(?:la |une |the |a )?(?:semaine (?:suivante|d'apres|d apres|prochaine|"
           r"apres)|(?:following|next) week|week (?:after|later)|"
           r"(?:une |one |a )?semaine (?:plus tard|apres))")
SHIFT_DAY_NAMES = "|".join(sorted(
    {*(d for d in WEEKDAYS if len(d) > 4), *(m for m in MONTHS if len(m) > 3), "noel",
     "christmas", "xmas", "demain", "tomorrow"}, key=len, reverse=True))
SHIFT = re.compile(
    rf"\b(?P<n>{SHIFT_COUNT})\s+(?P<unit>jours?|days?|semaines?|weeks?)\s+(?P<dir>plus tard|"
    r"plus tot|later|earlier|de plus|more|(?:apres|avant|after|before)\b"
    # "deux jours après le 20", "3 days before Friday": a day said, not the booking moved
    # (`services.wishes.NEXT_TO_DAY` reads it)
    rf"(?!\s+(?:(?:le|la|du|the|on|of)\s+)?(?:\d|(?:{SHIFT_DAY_NAMES})\b)))\b"
    rf"|\b(?P<next2>(?:le |au )?surlendemain)\b{SHIFT_NOT_A_DAY}"
    rf"|(?P<prev2>\b(?:l')?avant[- ]?veille)\b{SHIFT_NOT_A_DAY}"
    r"|\b(?P<next>(?:le|au) lendemain|the day after|the next day|le jour (?:d')?apres|"
    rf"the following day)\b{SHIFT_NOT_A_DAY}"
    rf"|\b(?P<prev>la veille|the day before)\b{SHIFT_NOT_A_DAY}"
    # The same weekday and half-day a week on: "following week, same day same time", "same
    # time next week", "même jour même heure la semaine suivante", "la semaine d'après, même
    # jour" (a weekday or a date named instead is a wish, read elsewhere)
    rf"|\b(?P<week>{SAME_SLOT}\W+(?:(?:de|a|in|the|on|for)\s+)*{WEEK_ON}|"
    rf"{WEEK_ON}\W+(?:(?:au|le|on|the|at)\s+)*{SAME_SLOT})\b"
    # A verb of moving, then by how much: "décalez SO-24903 d'une semaine", "push it back
    # two days", "avancez la livraison de 3 jours" (never "in two weeks": that is a date).
    r"|\b(?P<verb>decal\w*|repouss\w*|report\w*|recul\w*|retard\w*|avanc\w*|deplac\w*|"
    r"push\w*|postpon\w*|delay\w*|bring\w*|brought|pull\w*|mov\w*)"
    r"(?:\s+(?!in\b|dans\b|d'ici\b|within\b|for\b|pour\b|en\b|to\b|a\b|au\b)\S+){0,6}?"
    rf"\s+(?:(?:de|by)\s+|d')?(?P<count>{SHIFT_COUNT})\s+(?P<by>jours?|days?|semaines?|weeks?)\b"
    r"(?!\s+(?:plus|later|earlier|after|before|apres|avant|from|ago|en (?:huit|quinze)\b|"
    rf"on (?:next |this )?(?:{SHIFT_DAY_NAMES})\b))")
EARLIER_VERB = re.compile(r"avanc\w*|bring\w*|brought|pull\w*")
# How people round a shift: "d'une quinzaine de jours", "a fortnight", "a couple of weeks",
# "by about two weeks", "d'environ 10 jours": said as the plain count the patterns read.
ROUGHLY = re.compile(
    r"\b(?:about|around|roughly|approximately|approx|some|maybe|environ|a peu pres|"
    r"quelque|grosso modo|a peine|tout juste|just|only|seulement)\s+(?=\d|un\b|une\b|a\b|"
    r"one\b|two\b|three\b|deux\b|trois\b|quinzaine|huitaine|fortnight|couple)")
ROUNDED = (
    (re.compile(r"(?:\bd')?\b(?:une |a )?quinzaine(?: de jours)?\b"), "de deux semaines"),
    (re.compile(r"(?:\bd')?\b(?:une |a )?huitaine(?: de jours)?\b"), "d'une semaine"),
    (re.compile(r"\b(?:a |one )?fortnight\b"), "two weeks"),
    (re.compile(r"\ba couple (?:of )?(days?|weeks?)\b"), r"two \1"),
)


def _plain_counts(folded: str) -> str:
    folded = ROUGHLY.sub("", folded)
    for pattern, plain in ROUNDED:
        folded = pattern.sub(plain, folded)
    return folded


# Being told before the delivery ("envoyez-moi un SMS la veille", "call me the day before"):
# when to be told, never a day to move to.
CONTACT = re.compile(
    r"\b(?:sms|texto|text(?:o|er)?|textez|appel\w*|appell\w*|telephon\w*|call|ring|phone|"
    r"notif\w*|remind\w*|rappel\w*|prevenir|previen\w*|prevenez|avertir|avertissez|"
    r"mail|e-?mail|message|whatsapp|let me know|tell me|warn)\b")
# A neighbour or a caretaker the customer compares to ("le mercredi 20, comme mon voisin",
# "the same day as my neighbour", "like my neighbour did"): the story of a day, nobody to
# take a delivery in and no order of theirs (folded text).
LIKE_SOMEONE = re.compile(
    r"\b(?:comme|tout comme|pareil que|de meme que|que|like|just like|same as|as)"
    r"(?: pour)? (?:mon|ma|mes|notre|nos|le|la|les|my|our|the) "
    r"(?:voisin\w*|gardien\w*|gardienne|concierge|neighbou?r\w*|caretaker)\b(?:'?s\b)?")


MOVE_VERB = re.compile(
    r"\b(?:decal\w*|repouss\w*|report\w*|deplac\w*|avanc\w*|chang\w*|livrez|livrer|"
    r"move|moving|resched\w*|postpon\w*|push|bring|deliver it|deliver them|instead|plutot)\b")


def relative_shift(text: str) -> int | None:
    """Days a follow-up moves the delivery by, relative to its booked day: "un jour plus
    tard" → 1, "two days earlier" → −2, "le lendemain" → 1, "la veille" → −1; else None
    (also when the day is when to be told: "un SMS la veille de la livraison")."""
    folded = _plain_counts(fold_words(text))
    m = SHIFT.search(folded)
    if not m:
        return None
    if CONTACT.search(folded) and not MOVE_VERB.search(folded):
        return None
    if m.group("next2") or m.group("prev2"):
        return 2 if m.group("next2") else -2
    if m.group("week"):
        return 7
    if m.group("next"):
        return 1
    if m.group("prev"):
        return -1
    count = number_of(m.group("n") or m.group("count"))
    if count is None:
        return None
    if (m.group("unit") or m.group("by")).startswith(("semaine", "week")):
        count *= 7
    if m.group("verb"):
        return -count if EARLIER_VERB.fullmatch(m.group("verb")) else count
    return -count if m.group("dir") in ("plus tot", "avant", "earlier", "before") else count


OTHER_ITEM_WORDS = {
    "canape", "canapes", "canap", "sofa", "sofas", "couch", "lit", "lits", "bed", "beds", "table",
    "tables", "chaise", "chaises", "chair", "chairs", "fauteuil", "fauteuils", "armchair",
    "buffet", "buffets", "sideboard", "armoire", "wardrobe", "commode", "dresser", "etagere",
    "shelf", "bibliotheque", "bookcase", "bureau", "desk", "banc", "bench", "tabouret",
    "stool", "matelas", "mattress", "meuble", "console", "echantillon", "echantillons",
    "sample", "samples", "swatch", "swatches",
    # the other ways people name the same pieces
    "couches", "settee", "settees", "loveseat", "loveseats", "divan", "divans", "seater",
    "seaters", "armchairs", "sideboards", "wardrobes", "commodes", "dressers", "etageres",
    "shelves", "bookshelf", "bookshelves", "bibliotheques", "bookcases", "desks",
    "bancs", "benches", "tabourets", "stools", "mattresses", "bedframe",
    # a bedside table is no table: the compound is one item (`_COMPOUNDS`)
    "chevet", "chevets", "nightstand", "nightstands",
    # a coffee table is its own piece too ("la table basse", "the coffee table"): `_COMPOUNDS`
    "tablebasse", "coffeetable",
    # a chest of drawers is a commode ("the chest", "my chest of drawers")
    "chest", "chests",
}


# An item as a product name says it (the catalogue is named in French): "the bed" → "lit".
ITEM_KEYS = {
    "canapes": "canape", "canap": "canape", "sofa": "canape", "sofas": "canape", "couch": "canape",
    "lits": "lit", "bed": "lit", "beds": "lit", "tables": "table", "chaises": "chaise",
    "chair": "chaise", "chairs": "chaise", "fauteuils": "fauteuil", "armchair": "fauteuil",
    "buffets": "buffet", "sideboard": "buffet", "wardrobe": "armoire", "dresser": "commode",
    "shelf": "etagere", "bookcase": "bibliotheque", "desk": "bureau", "bench": "banc",
    "stool": "tabouret", "mattress": "matelas", "echantillon": "echantillons",
    "sample": "echantillons", "samples": "echantillons", "swatch": "echantillons",
    "swatches": "echantillons", "couches": "canape", "settee": "canape", "settees": "canape",
    "loveseat": "canape", "loveseats": "canape", "divan": "canape", "divans": "canape",
    "seater": "canape", "seaters": "canape", "armchairs": "fauteuil", "sideboards": "buffet",
    "wardrobes": "armoire", "commodes": "commode", "dressers": "commode",
    "etageres": "etagere", "shelves": "etagere", "bookshelf": "bibliotheque",
    "bookshelves": "bibliotheque", "bibliotheques": "bibliotheque",
    "bookcases": "bibliotheque", "desks": "bureau", "bancs": "banc",
    "benches": "banc", "tabourets": "tabouret", "stools": "tabouret", "mattresses": "matelas",
    "bedframe": "lit", "chevets": "chevet", "nightstand": "chevet", "nightstands": "chevet",
    "coffeetable": "tablebasse", "chest": "commode", "chests": "commode",
}
GENERIC_ITEMS = {"meuble", "console"}

# Items named in several words, one piece each: "une table de chevet" is a nightstand, never
# the dining table; "a bedside table", "a love seat", "un canapé-lit" (a sofa). Said as the
# one word that names the piece, in the message and in a product's name alike (`item_in`).
_COMPOUNDS = (
    (re.compile(r"\btables? de (?:chevet|nuit)\b"), "chevet"),
    (re.compile(r"\b(?:bedside|night) (?:tables?|stands?|cabinets?)\b"), "nightstand"),
    (re.compile(r"\blove ?seats?\b"), "loveseat"),
    (re.compile(r"\b(?:canapes?|sofas?)[ -](?:lits?|beds?)\b"), "canape"),
    (re.compile(r"\bbed ?frames?\b"), "bedframe"),
    # a sofa named by its size alone: "mon 2 places", "le 3 places", "du deux places" (never
    # "une table 6 places", a size after its piece, nor "2 places" after a verb)
    (re.compile(r"\b(?P<a>le|mon|un|du|ce|votre|au|son|celui de|celui du) (?P<n>[2-5]|deux|"
                r"trois|quatre|cinq) places\b"), r"\g<a> canape \g<n> places"),
    (re.compile(r"\btables? basses?\b"), "tablebasse"),
    (re.compile(r"\b(?:coffee|low) tables?\b"), "coffeetable"),
    (re.compile(r"\bchests? of drawers\b"), "chest"),
    # a dining set is its table (and chairs): "how's the dining set coming along?", "le
    # coin repas", "l'ensemble salle à manger"
    (re.compile(r"\bdining (?:room )?(?:set|suite|furniture|stuff|table)s?\b|"
                r"\b(?:ensemble|mobilier) (?:de )?salle a manger\b"), "table"),
)
# A compound that is also, loosely, the piece its first word names: "la table" may be a coffee
# table, but only when no other order holds a table (`item_in(..., loose=False)` first).
_LOOSE = {"tablebasse": "table"}


def one_word_items(folded: str) -> str:
    """The folded text with each compound item said as one word (`_COMPOUNDS`)."""
    for pattern, word in _COMPOUNDS:
        folded = pattern.sub(word, folded)
    return folded


_PIECE = (r"(?:(?:le|la|les|l'|l|mon|ma|mes|notre|nos|the|my|our) ?)?(?:"
          + "|".join(sorted(OTHER_ITEM_WORDS, key=len, reverse=True)) + r")\b")
# A list of pieces: "le lit, le fauteuil et la bibliothèque", "the bed and the sofa".
PIECE_LIST = re.compile(rf"\b(?P<first>{_PIECE})(?: ?(?:,|&|\bet\b|\band\b) ?{_PIECE})+")


def one_piece_lists(folded: str) -> str:
    """The folded text with each list of pieces ("le lit, le fauteuil et la bibliothèque",
    "the bed and the sofa") said as its first piece, each compound item as one word
    (`one_word_items`): a question asked of them all reads as one asked of one piece."""
    return PIECE_LIST.sub(lambda m: m.group("first"), one_word_items(folded))


@per_text_list
def items_named(text: str) -> list[str]:
    """The pieces of furniture a message names ("le canapé", "the bed", "mon fauteil"),
    folded; a long item word with one slip (a letter left out, added or swapped) is that
    item. An item the message corrects itself on ("my bed, no, my chairs", "le lit, pardon,
    les chaises") is not named: the words after the correction win. The speakers' labels
    of a pasted exchange and SQL pasted in name none (`_item_words`)."""
    return _items(_uncorrected(_item_words(text)))


# Code pasted into a message (an injection: "Robert'); DROP TABLE orders;--", "SELECT *
# FROM customers"): its words name no piece of furniture ("table" there is SQL's).
_SQL = re.compile(r"\b(?:drop|create|alter|truncate|rename|lock)\s+table\b|\bselect\b[^;\n]{0,80}?"
                  r"\bfrom\b|\binsert\s+into\b|\bdelete\s+from\b|\bunion\s+select\b",
                  re.IGNORECASE)


def _item_words(text: str) -> str:
    """`text` as read for items and models: less the speakers' labels of a pasted exchange
    and the SQL pasted in it."""
    return _SQL.sub(" ", without_speaker_labels(text))


# A pasted exchange ("Desk: I will move…\nMe: yes", "Bureau : c'est noté\nMoi : oui"): a
# label, a word or two then a colon, opening lines, one of them a person speaking.
_SPEAKER_LABEL = re.compile(r"^[ \t>*-]*([^\W\d_][\w'’.-]*(?: [^\W\d_][\w'’.-]*)?)[ \t]*:(?!//)",
                            re.MULTILINE)
_SPEAKERS = frozenset(fold_words("""me moi you vous customer client cliente agent bot assistant
assistante support desk comptoir conseiller conseillere operator operateur user utilisateur
human humain ai ia system systeme service sav je i""").split())


def without_speaker_labels(text: str) -> str:
    """`text` less the speakers' labels of a pasted exchange: only where two lines or more
    open with a label and one is a speaker word (a form "Meuble : canapé\nProblème : pied
    cassé" keeps its words, its labels name no one speaking)."""
    labels = list(_SPEAKER_LABEL.finditer(text))
    if len(labels) < 2 or not any(fold(m.group(1)) in _SPEAKERS for m in labels):
        return text
    return _SPEAKER_LABEL.sub(lambda m: m.group(0)[:m.start(1) - m.start()], text)


# "lit" as the verb "lire" ("personne ne lit les messages", "on lit vos mails ?", "qui lit
# ça ?", "il lit mes e-mails"): someone reading, never a bed named.
_READS = re.compile(
    r"\b(?:(?:ne|n'|il|elle|on|qui|ca|cela|personne|quelqu'un|quelqu un) ?)lit\b"
    r"|\blit (?=(?:vos|mes|nos|tes|ses|les|des) (?:messages?|mails?|e-?mails?|courriels?|sms|"
    r"textos?|reponses?|demandes?|reclamations?|commentaires?|avis)\b)")


def _items(text: str) -> list[str]:
    found = []
    for w in words(one_word_items(_READS.sub(" ", fold(text)))):
        if w in OTHER_ITEM_WORDS:
            found.append(w)
        elif len(w) >= MIN_SLIPPED_ITEM and (item := _slipped_item(w)) is not None:
            found.append(item)
    return found


# A correction inside one message: a word, then "no" / "non" / "sorry" / "pardon" / "I
# mean" / "je veux dire" / "ou plutôt" / "or rather" set off by punctuation ("my bed, no,
# my chairs", "le lit - pardon - les chaises", "the sofa, I mean the armchair").
_CORRECTION = re.compile(
    r"\b([a-z]+)(?:\s*[,;]\s*|\s*[-\u2013\u2014]+\s*|\s+)(?:(?:euh|uh|er|erm|oh)\s*,?\s*)?"
    r"(?:no|non|nope|sorry|pardon|oops|oups|i mean|je veux dire|ou plutot|or rather|enfin|"
    r"correction)(?:\s*,?\s*(?:no|non|wait|attendez|sorry|pardon|i mean|je veux dire))?"
    r"(?=\s*[,;:!.\-\u2013\u2014]|\s+(?:my|mes|mon|ma|les|le|la|the|our|nos|notre)\b)")
_CLEAR_CORRECTION = re.compile(
    r"\b(?:sorry|pardon|oops|oups|i mean|je veux dire|ou plutot|or rather|correction|wait|"
    r"attendez)\b")
_CORRECTED_REACH = 4  # the item said instead comes within this many words


def _uncorrected(text: str) -> str:
    """The text less each item word it corrects itself on (`_CORRECTION`), when an item
    word follows the correction closely; as written otherwise."""
    folded = fold(text)
    if not _CORRECTION.search(folded):
        return text
    cut = []
    for m in _CORRECTION.finditer(folded):
        cue = m.group(0)[len(m.group(1)):]
        if _items(m.group(1)) and _items(" ".join(words(folded[m.end():])[:_CORRECTED_REACH])) \
                and (cue.strip()[:1] in ",;-\u2013\u2014"
                     or re.match(r"\s*[,;:!.\-\u2013\u2014]", folded[m.end():])
                     # dictated, with no punctuation: a cue that can only correct ("le lit
                     # non pardon le fauteuil", "the table no sorry the bed", "the bed I
                     # mean the sofa"); a bare "no" between two pieces needs its comma
                     or _CLEAR_CORRECTION.search(cue)):
            cut.append(m.span(1))
    for start, end in reversed(cut):
        folded = folded[:start] + " " * (end - start) + folded[end:]
    return folded


# A piece disowned in so many words: "c'est le lit, pas le canapé", "I meant the armchair,
# not the bookcase", "oops, not the bookcase", "plutôt que le canapé", "instead of the sofa".
# The "pas" / "not" must open a clause (after a sign, "et", "mais", "non", or first): "je
# n'ai toujours pas le canapé" disowns nothing.
_DISOWNED = re.compile(
    r"(?:(?:^|[,;:.!?\-\u2013\u2014]\s*|\b(?:et|mais|and|but|non|no|oops|oups|sorry|pardon|"
    r"wait|attendez)\s+)(?:pas|not)|\b(?:rather than|instead of|au lieu d[eu]s?|"
    r"au lieu de (?:la|l')|plutot que|et non|and not))\s+(?:(?:le|la|les|l'|l|the|my|mon|ma|mes|"
    r"du|des|de la|un|une|a)\s*)?([a-z]+(?:[ -][a-z]+)?)")


def disowned_items(text: str) -> list[str]:
    """The pieces a message says are not the ones meant (`_DISOWNED`), folded."""
    return [item for m in _DISOWNED.finditer(fold(text)) for item in _items(m.group(1))]


def items_meant(text: str) -> list[str]:
    """The pieces a message names, less those it disowns ("le lit, pas le canapé": the
    bed); all it names when it disowns none."""
    return items_named(without_disowned(text))


# An order number disowned: "not SO-…, SO-…", "no, not SO-… but SO-…", "pas la SO-…, la
# SO-…", "SO-… plutôt que SO-…", "instead of SO-…" (the "pas" / "not" opening a clause, as
# for a piece).
_DISOWNED_NUMBER = re.compile(
    r"(?:(?:^|[,;:.!?\-\u2013\u2014]\s*|\b(?:et|mais|and|but|non|no|oops|oups|sorry|pardon|"
    r"wait|attendez)\s+)(?:pas|not)|\b(?:rather than|instead of|au lieu d[eu]|au lieu de (?:la|l')|"
    r"plutot que|et non|and not))\s+(?:(?:la|le|l'|the|ma|mon|my|order|commande|number|"
    r"numero|n°)\s*)*(so[\s-]?\d[\d\s]*\d)")


# An order number taken back as it is said, the one meant right after it: "S O 31051 no
# sorry S O 31050", "la SO-… non pardon la SO-…", "SO-… I mean SO-…", "SO-…, enfin non,
# SO-…" (dictation: no punctuation needed).
_NUMBER_TAKEN_BACK = re.compile(
    r"(?:\s*[,;:.!?\-\u2013\u2014]\s*|\s+)(?:(?:euh|uh|um|er|erm|oh|ah)\s*,?\s*)*"
    r"(?:no|non|nope|sorry|pardon|oops|oups|i mean|je veux dire|enfin|actually|en fait|wait|"
    r"attendez|ou plutot|or rather|plutot|correction)\b"
    r"(?:\s*,?\s*(?:no|non|wait|attendez|sorry|pardon|i mean|je veux dire|my bad|"
    r"je me suis trompee?|i meant|c'est|it's|its|it is|euh|uh|um)\b)*\s*[,;:.!\-]?\s*"
    r"(?:(?:la|le|l'|the|order|commande|number|numero|n°)\s*)*")
_NUMBER_REACH = 40  # characters either side of the correction where the two numbers are said


def _numbers_taken_back(folded: str) -> list[str]:
    """The order numbers said then taken back for another (`_NUMBER_TAKEN_BACK`)."""
    out = []
    for m in _NUMBER_TAKEN_BACK.finditer(folded):
        before = folded[max(0, m.start() - _NUMBER_REACH):m.start()]
        after = folded[m.end():m.end() + _NUMBER_REACH]
        said, meant = order_numbers(before), order_numbers(after)
        ends_with_number = re.search(rf"(?:\d|\b{_DIGIT_TOKEN})\s*$", before)
        if said and meant and said[-1] != meant[0] and ends_with_number \
                and re.match(r"(?:s\s*\.?\s*o\b|so\b|so-|\d)", after):
            out.append(said[-1])
    return out


@per_text_list
def disowned_numbers(text: str) -> list[str]:
    """The order numbers a message says are not the ones meant (`_DISOWNED_NUMBER`), or
    takes back as it says them (`_NUMBER_TAKEN_BACK`)."""
    folded = fold(text)
    out = [n for m in _DISOWNED_NUMBER.finditer(folded) for n in order_numbers(m.group(1))]
    return [*out, *(n for n in _numbers_taken_back(folded) if n not in out)]


_CLAUSE_END = re.compile(r"[.;!?\n]+|,\s+(?=(?:mais|but|and|et|the|la|le|les|my|ma|mon|mes)\b)")


def without_kept_as_is(text: str) -> str:
    """The text less each sentence that only says a piece stays as it is ("Can the chairs
    come Monday 28th? The table can stay where it is." → the chairs' words); as written when
    no sentence says so, or every one does."""
    if not STAYS_AS_IS.search(fold_words(text)):
        return text
    clauses = [c for c in _CLAUSE_END.split(text) if c.strip()]
    kept = [c for c in clauses if not stays_as_is(c)]
    return ". ".join(kept) if kept and len(kept) < len(clauses) else text


def without_disowned(text: str) -> str:
    """The text (folded) less the words of each piece it disowns, or says stays as it is
    ("the table can stay where it is"); as written when it disowns none."""
    text = without_kept_as_is(text)
    folded = fold(text)
    cut = [m.span(1) for m in _DISOWNED.finditer(folded) if _items(m.group(1))]
    if not cut:
        return text
    for start, end in reversed(cut):
        folded = folded[:start] + " " * (end - start) + folded[end:]
    return folded


MIN_SLIPPED_ITEM = 6  # shorter words are too near other words ("lit", "banc", "table")


def _slipped_item(word: str) -> str | None:
    """The one item word `word` is a slip of, if exactly one: a letter left out or two
    swapped (looked up in `_item_slips`), or a letter added (the word less one letter is an
    item word)."""
    slips, items = _item_slips()
    near = set(slips.get(word, ())) | (_missing_one(word) & items)
    return near.pop() if len(near) == 1 else None


@cache
def _item_slips() -> tuple[dict[str, frozenset[str]], frozenset[str]]:
    """Each slip of a long item word (a letter left out, two swapped) → the item words it is
    a slip of, and the long item words themselves. Built once."""
    items = frozenset(i for i in OTHER_ITEM_WORDS - GENERIC_ITEMS if len(i) >= MIN_SLIPPED_ITEM)
    slips: dict[str, set[str]] = {}
    for item in items:
        for slip in _missing_one(item) | _swapped(item):
            slips.setdefault(slip, set()).add(item)
    return {slip: frozenset(found) for slip, found in slips.items()}, items


@per_text
def item_in(item: str, product: str, loose: bool = True) -> bool:
    """Whether a product's name is the item named ("the sofa" and "Canapé Oslo 3 places").
    Loosely, a piece named in several words is also the piece its first word names ("la
    table" of "Table basse Toul", `_LOOSE`): callers that can prefer the exact piece ask
    with `loose=False` first (the dining table over the coffee table)."""
    key = ITEM_KEYS.get(item, item)
    if key in GENERIC_ITEMS:
        return False
    names = set(words(one_word_items(fold(product))))
    if loose:
        names |= {_LOOSE[w] for w in names if w in _LOOSE}
    # a plural said of a singular name and back ("the chairs" of "Lyon dining chair", "la
    # chaise" of "Chaises Lyon"): the product's words read by their item key and singular
    keys = {ITEM_KEYS.get(w, w) for w in names} | {w[:-1] for w in names if w.endswith("s")}
    single = item[:-1] if item.endswith("s") else item
    return key in names or key in keys or item in names or single in names \
        or f"{key}s" in names or bool(names & _HOLDERS.get(key, set()))


# Pieces that hold an item named: "the bookcase shelves are warping" (shelves of a bookcase).
_HOLDERS = {"etagere": {"bibliotheque"}}


# A capitalised word (a model's name: "Oslo", "Brest") written in a message or a product name.
_CAPITALISED = re.compile(r"(?<![\w-])[A-ZÀ-Ý][a-zà-ÿ]+(?:-[A-ZÀ-Ý][a-zà-ÿ]+)?(?![\w-])")


# A sentence's end (a full stop, "!", "?", an ellipsis, a new line), and the signs that may
# stand between it and the next sentence's first word.
_SENTENCE_ENDS = frozenset(".!?…\n\r")
_BEFORE_WORD = frozenset(" \t\"'«»“”‘’()[]*-")


def _opens_sentence(text: str, start: int) -> bool:
    """Whether the word at `start` opens a sentence: only signs before it, or a sentence's
    end then only signs."""
    i = start - 1
    while i >= 0 and text[i] in _BEFORE_WORD:
        i -= 1
    return i < 0 or text[i] in _SENTENCE_ENDS


# Capitalised words next to an item that are no model's name ("Mon canapé", "My sofa").
_NOT_MODELS = frozenset([
    "mon", "ma", "mes", "ton", "ta", "tes", "notre", "nos", "votre", "vos", "leur", "leurs",
    "le", "la", "les", "un", "une", "des", "ce", "cet", "cette", "ces", "my", "your", "our",
    "their", "the", "a", "an", "this", "that", "these", "those", "his", "her", "its", "i",
    # a sentence opened on the piece of someone ("Son canapé devait arriver le 1er")
    "son", "sa", "ses", "du", "au", "aux", "quel", "quelle", "quels", "quelles", "which",
    "what", "whose",
    "je", "j", "hello", "bonjour", "salut", "hi", "merci", "thanks", "svp", "please",
    "nouveau", "nouvelle", "new", "grand", "grande", "petit", "petite", "big", "small",
    # a pick said after a piece ("I paid £690 for this armchair. Option 1 please")
    "option", "options", "choix", "choice", "numero", "number",
])


def product_models(name: str) -> set[str]:
    """The model names in a product's name, folded: its capitalised words after the first
    ("Canapé Oslo 3 places" → {"oslo"}, "Échantillons de tissu" → none)."""
    return {fold(w) for w in _CAPITALISED.findall(name)[1:]}


# The size a piece is named by ("canapé 3 places", "the 2-seater", "a three-seater sofa",
# "table 6 couverts", "lit 160x200"): told apart from another piece of the same kind by it.
_SIZE_SAID = re.compile(
    r"\b(?P<n>\d{1,2}|une?|deux|trois|quatre|cinq|six|huit|dix|one|two|three|four|five|six|"
    r"eight|ten)[\s-]?(?P<unit>places?|seaters?|seats?|couverts)\b"
    r"|\b(?P<w>\d{2,3}) ?x ?(?P<l>\d{2,3})\b")
_SIZE_NUMBERS = {"un": 1, "une": 1, "one": 1, "deux": 2, "two": 2, "trois": 3, "three": 3,
                 "quatre": 4, "four": 4, "cinq": 5, "five": 5, "six": 6, "huit": 8,
                 "eight": 8, "dix": 10, "ten": 10}


def sizes_named(text: str) -> set[str]:
    """The sizes the text names a piece by (`_SIZE_SAID`), one form whatever the words:
    "3 places", "three-seater" and "3-seat" are "3 seats"; "160 x 200" is "160x200"."""
    found: set[str] = set()
    for m in _SIZE_SAID.finditer(fold_words(text)):
        if m["w"]:
            found.add(f"{m['w']}x{m['l']}")
            continue
        n = int(m["n"]) if m["n"].isdigit() else _SIZE_NUMBERS[m["n"]]
        found.add(f"{n} {'covers' if m['unit'] == 'couverts' else 'seats'}")
    return found


def models_named(text: str, known: Iterable[str] = ()) -> list[str]:
    """The model names a message gives a piece, as written: a capitalised word right next
    to an item word ("mon fauteuil Oslo", "the Oslo sofa"), or a word that is one of the
    `known` models (folded) within two words of one ("le canapé modèle brest"); a town said
    elsewhere in the message ("je suis à Lyon") is no model; nor a word next to the label
    of a speaker ("Desk: Sure, …")."""
    known = set(known)
    read = _item_words(text)
    matches = list(re.finditer(r"[^\W\d_][\w'-]*", read))
    tokens = [m.group(0) for m in matches]
    # The words that open a sentence ("The commode. Arrived. With a broken. Drawer.", as
    # dictation cuts it): their capital is the sentence's, no model's name (as the message's
    # first word's). A known model is still one there.
    opening = [_opens_sentence(read, m.start()) for m in matches]
    # Each token read once: whether its last word is an item word ("canapé", "l'armoire").
    items = [bool(w) and w[-1] in OTHER_ITEM_WORDS for w in map(words, tokens)]
    found: list[str] = []
    for i, token in enumerate(tokens):
        folded = fold(token)
        near = [j for j in range(max(i - 2, 0), min(i + 3, len(tokens)))
                if j != i and items[j]]
        near_item = any(abs(j - i) == 1 for j in near)
        model = (folded in known and bool(near)) or (
            near_item and not opening[i] and bool(_CAPITALISED.fullmatch(token))
            and folded not in OTHER_ITEM_WORDS and folded not in MONTHS
            and folded not in WEEKDAYS and folded not in _NOT_MODELS)
        if model and token not in found:
            found.append(token)
    return found


def items_not_in(text: str, names: list[str]) -> list[str]:
    """Every item a message names that none of the products `names` is, as written, once
    each: "le canapé et la table" of an order holding the table names the sofa, though the
    table fits."""
    items = [i for i in items_named(text) if ITEM_KEYS.get(i, i) not in GENERIC_ITEMS]
    return list(dict.fromkeys(i for i in items if not any(item_in(i, n) for n in names)))


def item_not_in(text: str, names: list[str], known: Iterable[str] = ()) -> str | None:
    """The item or model a message names ("le banc", "mon fauteuil Oslo") that none of the
    products `names` is, as written; None when what is named fits (or nothing is named).
    An item fits when one product is it; a model when one product has that name."""
    missing = items_not_in(text, names)
    if missing:
        return missing[0]
    models = set().union(*(product_models(n) for n in names)) if names else set()
    for model in models_named(text, known):
        if fold(model) not in models:
            return model
    return None


# Every order of the customer at once: "both my orders", "mes deux commandes", "toutes mes
# commandes", "all of my orders", "les deux" said of orders.
EVERY_ORDER = re.compile(
    r"\b(?:both (?:of )?(?:my |our |the )?(?:orders|deliveries)|(?:my|our|the) two (?:orders|"
    r"deliveries)|all (?:of )?(?:my|our) (?:orders|deliveries)|(?:my|our) orders both|"
    r"(?:mes|nos|les) deux (?:commandes|livraisons)|toutes (?:mes|nos|les) (?:commandes|"
    r"livraisons)|(?:mes|nos) commandes toutes les deux|les deux (?:a la fois|en meme temps))\b")


def every_order(text: str) -> bool:
    """Whether a message is about every one of the customer's orders at once ("move both
    my orders", "décalez mes deux commandes au 14")."""
    return bool(EVERY_ORDER.search(fold(text)))


# The order the conversation was about before the one in focus: "revenons à celle d'avant",
# "celle de tout à l'heure", "la commande précédente", "back to the previous one", "the order
# I asked about first" (never a slot: "le créneau d'avant", "the day before").
EARLIER_ORDER = re.compile(
    r"\b(?:(?:celle|celui|la commande|ma commande|le meuble) (?:d'avant|de tout a l'heure|"
    r"de tout a l heure|du debut|dont je (?:vous )?parlais (?:avant|d'abord|au debut))|"
    r"(?:la|ma) (?:commande )?precedente(?: commande)?|(?:revenons|retour|revenir|on revient)"
    r" a (?:la |ma )?(?:premiere|precedente)|"
    r"the (?:previous|earlier) (?:order|one)(?! (?:of|in|on) (?:the|this|that) list)|"
    r"(?:the|my) (?:order|one) (?:from )?(?:before|earlier)(?! (?:the|that|it|\d))|"
    r"the (?:order|one) i asked about (?:first|before|earlier)|"
    r"(?:go|going|get|come) back to the (?:first|previous|earlier|other) (?:order|one))\b")


def names_earlier_order(text: str) -> bool:
    """Whether a message points back at the order the conversation was about before the
    one in focus ("revenons à celle d'avant", "back to the previous one")."""
    return bool(EARLIER_ORDER.search(fold(text)))


# A slot the desk proposed earlier in the conversation, pointed back at: the first one
# ("finalement la première date que vous m'avez donnée", "revenons à la première
# proposition", "no go back to the first one", "the first date you offered") or the one
# before the last ("la date d'avant", "the previous date you suggested"). Read only while a
# move proposal waits or has just been let go, against the proposals of that order.
_GIVEN = (r"(?:que vous (?:m'|nous )?(?:avez|aviez) (?:donne|propose|dit|indique|suggere|"
          r"annonce)e?s?|(?:que )?vous (?:m'|nous )?(?:donniez|proposiez)|proposee?s?|"
          r"donnee?s?|suggeree?s?|(?:you|u) (?:gave|offered|proposed|suggested|said|mentioned|"
          r"had|quoted|first (?:gave|offered|proposed|suggested|said|mentioned))(?: (?:me|us))?)")
_SLOT_WORD = (r"(?:date|jour|creneau|proposition|suggestion|choix|option|day|slot|time|"
              r"proposal|offer)")
_BACK_TO = (r"(?:revenir|revenons|retour|on revient|reviens|on repart|repartons|reprenons|"
            r"on reprend|je reprends|je prends|on prend|prenons|gardons|on garde|je garde|"
            r"va pour|plutot|go|going|get|come|coming|went|switch|back|take|i'll take|"
            r"i will take|let's do|lets do|let's go with|lets go with|go with|i'll go with|"
            r"i'd rather|rather|keep|stick with|stick to)")
FIRST_PROPOSAL = re.compile(
    # "the first date", "la première date" alone may be the first one free ("la première
    # date disponible", "the first time"): the desk's only with what it gave said, or "your"
    rf"\b(?:(?:la|le|the) premi(?:ere|er) {_SLOT_WORD}s? {_GIVEN}|"
    rf"votre premi(?:ere|er) {_SLOT_WORD}s?(?: {_GIVEN})?|"
    rf"(?:la|le|the) first {_SLOT_WORD}s? {_GIVEN}|your first {_SLOT_WORD}s?(?: {_GIVEN})?|"
    rf"{_BACK_TO} (?:back )?(?:a |au |sur |to |with )?(?:la |le |the )?"
    r"(?:premiere|premier|first)(?: (?:one|une|un|date|jour|creneau|day|slot|option))?\b"
    r"(?! (?:of|de|du|des|in|on|semaine|week|time|fois|dispo\w*|disponible|available|free|"
    r"libre|open|possible|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|"
    r"mardi|mercredi|jeudi|vendredi|samedi|dimanche))|"
    rf"(?:the first one|la premiere|le premier) {_GIVEN}|"
    rf"(?:celle|celui|(?:la|le|the|that) (?:{_SLOT_WORD}|one)) (?:{_GIVEN} )?"
    r"(?:en premier|au debut|d'abord|tout d'abord|first|at first|originally|"
    r"in the first place)|"
    r"your original (?:proposal|suggestion|offer)|"
    rf"the original (?:proposal|suggestion|offer)(?: {_GIVEN})?)(?=\W|$)")
PREVIOUS_PROPOSAL = re.compile(
    rf"\b(?:(?:la|le) {_SLOT_WORD} (?:d'avant|precedente?)(?: {_GIVEN})?|"
    rf"(?:la|le) precedente? {_SLOT_WORD}|"
    rf"l'autre (?:date|proposition|creneau|jour) {_GIVEN}|"
    rf"(?:the|your) (?:previous|earlier|last|other) {_SLOT_WORD}s? {_GIVEN}|"
    rf"(?:the|your) previous {_SLOT_WORD}|"
    rf"the (?:{_SLOT_WORD}|one) {_GIVEN} (?:before|earlier|before that))(?=\W|$)")


def earlier_proposal_named(text: str) -> str | None:
    """Which move proposal of the conversation a message points back at: "first" (the
    first the desk made: "la première date que vous m'avez donnée", "go back to the first
    one") or "previous" (the one before the last: "la date d'avant", "the previous date you
    suggested"); None when it points at none."""
    folded = fold_words(text)
    if FIRST_PROPOSAL.search(folded):
        return "first"
    if PREVIOUS_PROPOSAL.search(folded):
        return "previous"
    return None


# The day the desk's last reply named, pointed back at: "le jour que vous venez de dire",
# "la date que vous venez de me donner", "the day you just said", "that date you just
# mentioned", "the same day you just told me".
JUST_SAID_DAY = re.compile(
    r"\b(?:(?:le|la|ce|cette|au|a la|the|that|this|on the|on that)\s+(?:meme\s+|same\s+)?"
    r"(?:jour|date|day|journee)(?:-la)?\s+(?:que\s+|qu')?(?:vous|tu|you|u)\s+"
    r"(?:venez|viens|just|juste)\s+(?:de\s+|d')?(?:me\s+|m')?(?:dire|donner|indiquer|"
    r"mentionner|annoncer|citer|ecrire|said|say|mentioned|gave|give|told|quoted|wrote|"
    r"named|stated)|"
    r"(?:le|la|the|that) (?:jour|date|day) (?:que )?(?:vous|you) (?:m'avez |avez )?"
    r"(?:dit|donne|indique|mentionne|said|mentioned|gave|told)\w* (?:a l'instant|"
    r"juste avant|just now|a moment ago|right now|there))(?=\W|$)")


def names_day_just_said(text: str) -> bool:
    """Whether a message points at the day the desk's last reply named ("le jour que vous
    venez de dire", "the day you just said")."""
    return bool(JUST_SAID_DAY.search(fold_words(text)))


# A piece or an order said to stay as it is, beside a request on another ("Can the chairs
# come Monday 28th? The table can stay where it is.", "décalez le lit, le canapé peut rester
# comme ça"): no request of its own.
STAYS_AS_IS = re.compile(
    r"\b(?:(?:can|could|will|should|may|does|do|is going to|are going to)(?: just)? "
    r"(?:stay|remain)(?: (?:where (?:it|they) (?:is|are)|as (?:it|they) (?:is|are)|as is|put|"
    r"the same|unchanged|on (?:its|their|the) (?:current |original )?(?:day|date|slot)))?|"
    r"(?:is|are|s|re) (?:fine|ok|okay|good) (?:where|as) (?:it|they) (?:is|are)|"
    r"(?:keep|leave) (?:the \w+|it|them|that one|this one) (?:as (?:it|they) (?:is|are)|as is|"
    r"where (?:it|they) (?:is|are)|on (?:its|their|the) (?:current )?(?:day|date|slot))|"
    r"(?:don'?t|do not|no need to) (?:move|touch|change) (?:the \w+|it|them|that one)|"
    r"(?:peut|peuvent|va|vont|doit|doivent)(?: bien)? rester (?:comme (?:ca|elle est|il est|"
    r"elles sont|ils sont)|ou (?:elle|il|elles|ils) (?:est|sont)|a (?:sa|leur) date|"
    r"a la meme date|tel(?:le)?s? quel(?:le)?s?|pareil)|"
    r"(?:ne )?(?:bougez|touchez|changez|deplacez|decalez) pas (?:a )?(?:la \w+|le \w+|les \w+)|"
    r"on n'?y touche pas|pas besoin de (?:la |le |les )?(?:bouger|deplacer|decaler|changer)|"
    r"(?:laissez|gardez) (?:la \w+|le \w+|les \w+) (?:comme (?:ca|elle est|il est)|"
    r"telle quelle|tel quel|a sa date))\b")


def stays_as_is(text: str) -> bool:
    """Whether the words say a piece or an order stays as it is ("the table can stay where
    it is", "le canapé peut rester comme ça"): no request of their own."""
    return bool(STAYS_AS_IS.search(fold_words(text)))


def names_other_order(text: str) -> bool:
    """"Mon autre commande", "my other order", "l'autre": not the order in focus. A bare
    "l'autre" / "the other one" said with words of a slot ("comme je disais l'autre jour,
    plutôt l'après-midi", "none of those, the other one") is about the slots."""
    folded = fold(text)
    found = OTHER_ORDER.search(folded)
    if found is None:
        return False
    bare = found.group(0) in ("l'autre", "the other one")
    return not (bare and _SLOT_TALK.search(folded))


# A position in the list of the customer's orders the desk showed: "la première", "la 2e",
# "la 1ere", "ma deuxième commande", "the second one", "the 2nd", "the last one". Never a
# position of something else: "le premier créneau", "la première fois que…", "le 1er décembre",
# "the first day you can do" (the word after it names no order).
_ORDER_RANKS = {
    "premiere": 1, "premier": 1, "1ere": 1, "1re": 1, "1er": 1, "first": 1, "1st": 1,
    "deuxieme": 2, "2eme": 2, "2e": 2, "2nde": 2, "seconde": 2, "second": 2, "2nd": 2,
    "2d": 2, "troisieme": 3, "3eme": 3, "3e": 3, "third": 3, "3rd": 3, "quatrieme": 4,
    "4eme": 4, "4e": 4, "fourth": 4, "4th": 4, "cinquieme": 5, "5eme": 5, "5e": 5,
    "fifth": 5, "5th": 5, "sixieme": 6, "6eme": 6, "6e": 6, "sixth": 6, "6th": 6,
    "derniere": -1, "dernier": -1, "last": -1}
ORDER_RANK = re.compile(
    r"\b(?:la|le|ma|mon|sa|the|my|that|celle|celui|et|and|pour|for|of)\s+(?:tout(?:e)?\s+)?"
    r"(?P<rank>" + "|".join(sorted(_ORDER_RANKS, key=len, reverse=True)) + r")"
    r"(?![a-z0-9])(?:\s+(?P<next>[a-z0-9]+))?")
# Words that, after a rank, name something else than an order of the list.
_NOT_AN_ORDER = frozenset({
    "creneau", "creneaux", "fois", "jour", "jours", "date", "dates", "heure", "heures",
    "horaire", "horaires", "option", "options", "choix", "proposition", "semaine", "mois",
    "annee", "quinzaine", "slot", "slots", "time", "times", "day", "days", "week", "weeks",
    "month", "year", "choice", "thing", "things", "chose", "etape", "step", "page", "etage",
    "floor", "matin", "morning", "afternoon", "apres", "dispo", "disponible", "available",
    "possible", "of", "de", "du", "des", "d", "janvier", "fevrier", "mars", "avril", "mai",
    "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre", "january",
    "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "moment", "instant",
    "visite", "passage", "livreur", "message", "mail", "email", "appel", "call", "question",
    "place", "prix", "price", "partie", "part", "half", "moitie", "dossier", "case"})


def order_rank(text: str) -> int | None:
    """The position a message names in a list of orders ("la deuxième" 2, "the last one"
    -1), or None when it names none (or a position of something else: a slot, a day, a
    time). One position only: "la première et la deuxième" names none."""
    ranks = {_ORDER_RANKS[m.group("rank")] for m in ORDER_RANK.finditer(fold(text))
             if (m.group("next") or "") not in _NOT_AN_ORDER}
    return ranks.pop() if len(ranks) == 1 else None


# The words that may follow a position said of an order alone: none ("la dernière ?", "la
# deuxième, elle arrive quand ?"), "one", "commande", "order".
_BARE_RANK_NEXT = frozenset({"", "one", "ones", "commande", "commandes", "order", "orders"})


def bare_order_rank(text: str) -> int | None:
    """The position a message names of an order and of nothing else ("the last one?", "et la
    deuxième ?", "what about the 2nd order?"), as `order_rank`; None when a word after it may
    name something else ("the last delivery", "la deuxième chaise") or when none is named."""
    found = [m for m in ORDER_RANK.finditer(fold(text))
             if (m.group("next") or "") not in _NOT_AN_ORDER]
    if not found or any((m.group("next") or "") not in _BARE_RANK_NEXT for m in found):
        return None
    return order_rank(text)


# "Ma commande à moi", "la mienne", "move mine", "my own order": the caller's own order, as
# against one they asked about for someone else.
OWN_ORDER = re.compile(
    r"\b(?:(?:ma|mon) (?:propre )?(?:commande|livraison|colis)|(?:la|le) mien(?:ne)?|a moi|"
    r"(?:my|our) (?:own )?(?:order|delivery|parcel)|mine|ours|my own)\b")


def points_at_own_order(text: str) -> bool:
    """Whether a message points at the caller's own order ("ma commande", "la mienne",
    "mine"), without naming another one ("mon autre commande")."""
    return bool(OWN_ORDER.search(fold(text))) and not names_other_order(text)


# -- misspellings --------------------------------------------------------------------


def _missing_one(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))}


def _swapped(word: str) -> set[str]:
    return {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)
            if word[i] != word[i + 1]}


class Speller:
    """Brings a misspelt word back to the one word of a vocabulary it was meant to be.

    The slips read are the ones fast typing makes: a letter left out ("wher", "oder",
    "delivry", "comande", "livrason", "reshedule", "anuler"), a letter typed twice
    ("commmande") and two neighbours swapped ("recieved"); a word of 9 letters or more
    may have two of them ("avalaible"). A letter typed for another is not read: that
    slip turns too many real words into others ("cause" and "casse", "martin" and
    "margin"). A word under 4 letters, a word of `known` (a word, not a typo), a word
    whose first letter differs from the target's ("here" is no "where") and a word two
    targets are equally near (a guess between two meanings is no correction) are left
    as written. Lookups are set look-ups over an index of the targets' letters left
    out (symmetric delete), so a call costs microseconds.

    A real word written for another ("were is my order") is no typo to a word list; it
    is corrected only where the word it misses one letter of makes, with the next word,
    one of the lexicon's `phrases` ("where is"): context, not the word alone, says so.
    """

    def __init__(self, targets: Iterable[str], known: Iterable[str],
                 phrases: Iterable[str] = (), *, shortest: int = 5) -> None:
        # `shortest`: the shortest target (a vocabulary of a few words, such as the
        # period words, can afford 4-letter ones: "yaer" is "year").
        self.targets = frozenset(t for t in targets if len(t) >= shortest)
        # A slip read here adds one letter at most (a letter typed twice): a longer word is
        # no slip of any target, and is not looked at (two slips cost the word's length
        # cubed: "SOSO…", one word of 4,000 letters, took a minute and a half).
        self.longest = max(map(len, self.targets), default=0) + 1
        self.known = frozenset(known) | self.targets
        self.phrases = frozenset(phrases)
        self._missing: dict[str, set[str]] = {}  # a target less one or two letters → targets
        for target in self.targets:
            once = _missing_one(target)
            twice = {v for w in once for v in _missing_one(w)} if len(target) >= 11 else set()
            for variant in once | twice:
                self._missing.setdefault(variant, set()).add(target)
        self._cache: dict[str, str | None] = {}
        # Every way to slip on the first word of a phrase: only they call for a look.
        self._phrase_slips = {v for head in {p.split()[0] for p in self.phrases}
                              for v in _missing_one(head) | _swapped(head)
                              | {head[:i] + head[i] + head[i:] for i in range(len(head))}}

    def _one_slip(self, word: str) -> set[str]:
        found = {t for t in self._missing.get(word, ()) if len(t) == len(word) + 1}
        found |= _missing_one(word) & self.targets
        found = {t for t in found if len(t) == len(word) + 1 or _has_double(word, t)}
        return found | (_swapped(word) & self.targets)

    def _two_slips(self, word: str) -> set[str]:
        found = {t for t in self._missing.get(word, ()) if len(t) == len(word) + 2}
        for swapped in _swapped(word):
            found |= {t for t in self._missing.get(swapped, ()) if len(t) == len(word) + 1}
            found |= _swapped(swapped) & self.targets
        return found - {word}

    def correct(self, word: str) -> str | None:
        """The vocabulary word `word` is a misspelling of, or None."""
        if not 4 <= len(word) <= self.longest:
            return None  # not kept either: the cache holds words a slip could be
        if word in self._cache:
            return self._cache[word]
        found = None
        if word not in self.known and word.isalpha():
            meant = {t for t in self._one_slip(word) if t[0] == word[0]}
            if not meant and len(word) >= 9:
                meant = {t for t in self._two_slips(word) if t[0] == word[0]}
            if len(meant) == 1:
                found = meant.pop()
        if len(self._cache) < 20_000:
            self._cache[word] = found
        return found

    def _in_phrase(self, match: re.Match[str]) -> str:
        word, after = match.group(1), match.group(2)
        if word in self.targets:
            return word
        meant = {t for t in self._one_slip(word)
                 if t[0] == word[0] and f"{t} {after}" in self.phrases}
        return meant.pop() if len(meant) == 1 else word

    def fix(self, folded: str, keep: Iterable[str] = ()) -> str:
        """The folded text with each misspelt word replaced by the word it was meant to be;
        the words of `keep` (names, say) are left as written, and so is each part of a
        hyphenated one ("Anne-Sophie" is no "année", "Jean-Marc" no "March")."""
        written = set(WORD.findall(folded))
        kept = {part for name in keep for part in (name, *re.findall(r"[a-z]+", name))}
        meant = {w: c for w in written - self.known - kept if (c := self.correct(w))}
        in_phrase = written & self._phrase_slips - kept
        if not meant and not in_phrase:
            return folded  # the common case: nothing to correct, nothing rewritten
        fixed = WORD.sub(lambda m: meant.get(m.group(0), m.group(0)), folded) if meant \
            else folded
        if in_phrase:
            fixed = re.sub(r"\b([a-z]{4,})(?= ([a-z]+))",
                           lambda m: self._in_phrase(m) if m.group(1) in in_phrase
                           else m.group(1), fixed)
        return fixed


# A part of a hyphenated word ("anne-sophie", "roux-berger") is a name's, never a slip: it
# is left as written.
WORD = re.compile(r"(?<![a-z]-)\b[a-z]{4,}\b(?!-[a-z])")
# A capitalised word inside a sentence is a name ("Marin", "Oslo"): never a typo.
INNER_NAME = re.compile(r"(?<![.!?:\n]\s)(?<![.!?:\n])(?<!^)\b[A-ZÀ-ÖØ-Þ][\w'-]*")
# A capitalised word opening a message is a name too when a capitalised word follows it
# ("Marc Dupont a des factures pas encore échues ?", "Avril Martin owes?") or when it is the
# whole message ("Marc"): a first name, never a slip of a month ("Marc" read as "mars").
_OPENING_NAME = re.compile(
    r"^([A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'-]+)(?:\s+(?=[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ])|\s*[?!.]*\s*$)")


def names_written(text: str) -> set[str]:
    """The folded words `text` writes as names: capitalised inside a sentence
    (`INNER_NAME`), or opening it before another capitalised word."""
    text = text.strip()
    found = {fold(m.group(0)) for m in INNER_NAME.finditer(text)}
    opening = _OPENING_NAME.match(text)
    if opening:
        found.add(fold(opening.group(1)))
    return found


def _has_double(word: str, target: str) -> bool:
    """`word` is `target` with one of its letters typed twice."""
    return len(word) == len(target) + 1 and any(
        word[i] == word[i - 1] and word[:i] + word[i + 1:] == target
        for i in range(1, len(word)))


# -- which bills a staff question is about (read by the offline model and by Python) -------

PAID_LATE = re.compile(
    r"\b(?:(?:paye\w*|pay|pays|payer|regle\w*|regler|acquitte\w*|paid|settled)\s+(?:\w+\s+){0,2}?"
    r"(?:en retard|avec (?:du |un )?retard|apres (?:l'|la date d')?echeance|late|"
    r"after (?:the |their |its )?(?:due date|deadline))|"
    r"(?:en retard|late)\s+(?:\w+\s+)?(?:paye\w*|regle\w*|paid|settled))\b")


# A payment denied: "who hasn't paid?", "qui n'a pas encore réglé ?", "didn't pay".
NOT_PAID = re.compile(
    r"\b(?:(?:hasn't|haven't|hasnt|havent|has not|have not|didn't|didnt|did not|don't|dont|"
    r"do not|doesn't|does not|never|not yet|yet to)\s+(?:\w+\s+)?(?:paid|payed|pay|settled|"
    r"settle)|"
    r"(?:n'a|n'ont|n'avons|ne sont|n'est|n'ont toujours|n'a toujours)\s+(?:\w+\s+){0,2}?"
    r"(?:paye\w*|regle\w*|acquitte\w*)|pas (?:encore |toujours )?(?:reglee?s?|acquittee?s?))\b")


# Unpaid and not yet due: "pas encore échues", "non échues", "à échoir", "not yet due",
# "not due yet", "not past due", "dont l'échéance n'est pas passée".
NOT_DUE = re.compile(
    r"\b(?:(?:pas|non|not|ne sont pas|n'est pas|isn't|aren't)\s+(?:encore\s+|yet\s+)?"
    r"(?:echue?s?|arrivee?s? a echeance|due|past due|overdue|en retard)(?!\s+(?:date|on|le)\b)|"
    r"not\s+(?:yet\s+)?due|due\s+(?:later|in the future)|a echoir|pas encore a echeance|"
    r"echeance (?:n'est )?pas (?:encore )?(?:passee|depassee|atteinte|arrivee)|"
    r"(?:encore|still) dans les temps|(?:still )?within (?:their|its|the) (?:terms|due date)|"
    r"before (?:their|its|the) due date|avant (?:leur|son|l') ?echeance|"
    # "et celles à venir ?", "the upcoming ones", "bills coming due"
    r"(?:celles|ceux|factures?|echeances?)\s+(?:qui sont\s+)?a venir|"
    r"upcoming (?:ones|bills?|invoices?|payments?)|(?:coming|falling) due|due soon)")
# Whether everything is paid: "has she paid everything?", "a-t-il tout réglé ?", "is he all
# paid up?": answered by what is still unpaid.
ALL_PAID = re.compile(
    r"\b(?:(?:paid|settled|payed)\s+(?:everything|it all|all (?:of )?(?:it|them|their|his|her)"
    r"|in full|up)|all paid up|(?:tout|toutes? (?:ses|leurs) factures?)\s+(?:paye|regle)\w*|"
    r"(?:paye|regle)\w*\s+(?:tout|toutes? (?:ses|leurs) factures?)|a jour (?:de|dans) (?:ses|"
    r"leurs) (?:paiements|factures|reglements)|up to date (?:on|with) (?:payments|bills))\b")


# What is still open on an account is what is owed: "what's still open on her account?",
# "qu'est-ce qui est encore ouvert chez Doe ?", "ses factures encore ouvertes", "open items".
STILL_OPEN = re.compile(
    r"\b(?:(?:still|encore|toujours) (?:open|ouverte?s?)|what'?s (?:still )?open|"
    r"(?:qu'est-ce qui|ce qui|quoi|qu'est ce qui) (?:est |reste )?(?:encore |toujours )?"
    r"ouvert|open on (?:his|her|their|its|the|this|that) account|(?:factures?|bills?|"
    r"invoices?|items?) (?:encore |still |toujours )?(?:ouvertes?|open))\b")
_MONTH_WORDS = "|".join(MONTHS)
# What is still owed, in the words of accounts: "montant dû", "total dû par", "l'encours",
# "en attente de paiement", "non réglées", "reste à payer", "le solde", "amount due",
# "balance", "pending", "open invoices", "receivables", "arriérés".
OWED = re.compile(
    r"\b(?:(?:montant|total|somme|sommes|restant|solde|amount|balance|sum|still)\s+"
    r"(?:total\s+|encore\s+|restant\s+)?(?:du|dus|due|dues)\b(?!\s+(?:date|dates|in|le|"
    r"les|la|l'\w+|au|mois|trimestre|semestre|annee|an|\d\w*|premier|dernier|" + _MONTH_WORDS
    # "amount due on 5 March" is a due date; "amount due on Brooks's account" what is owed
    + r"|on\s+(?:the\s+)?(?:\d\w*|" + _MONTH_WORDS + r"|monday|tuesday|wednesday|thursday|"
    r"friday|saturday|sunday|first|last|end))\b)|"
    r"(?:du|dus|due|dues)\s+par\b|(?:sommes?|factures?|montants?)\s+dues\b|"
    # "how much is due on Hugo Martin's account?", "what's due from Brooks?", "what is still
    # due by Dubois": what is owed (a date after it is a due date: "due on 5 March")
    r"(?:how much|what'?s|what (?:is|are))\s+(?:\w+\s+){0,2}?(?:is\s+|are\s+)?(?:still\s+|"
    r"currently\s+|now\s+)?due\s+(?:from|by|to us|on (?!(?:the\s+)?(?:\d\w*|" + _MONTH_WORDS
    + r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday|first|last|end)\b))|"
    r"encours|en cours de paiement|en attente (?:de |du )?(?:paiement|reglement|versement)|"
    r"non (?:encore )?(?:reglee?s?|acquitt?ee?s?|soldee?s?|payee?s?|encaissee?s?)|"
    r"jamais (?:ete )?(?:payee?s?|reglee?s?)|(?:isn't|aren't|wasn't|weren't|is not|are not|"
    r"not been|never been) (?:yet )?(?:paid|settled)|"
    r"reste (?:a |a nous )?(?:payer|regler|encaisser|percevoir)|restant a (?:payer|regler)|"
    r"(?:le|son|sa|du|au|quel est le|the|his|her|their|its|open|outstanding|account|current)\s+"
    r"(?:solde|balance)\b(?!\s+(?:sheet|de tout compte))|'s (?:outstanding |open )?balance|"
    # the noun said bare, as hurried staff type it ("solde mme mercier ?", "mercier balance?",
    # "balance for whitfield"): what is owed; never "(le compte) est soldé" (paid), "solde les
    # factures" (a write), a balance sheet
    r"(?<!\best )(?<!\bsont )(?<!\bete )(?<!\bdeja )(?<!\bbien )(?<!\btrial )"
    r"\b(?:solde|balance)\b(?!\s+(?:sheet|de tout compte|les|la|le|the|books?)\b)(?!-)|"
    r"pending|unsettled|open (?:bills?|invoices?|items?)|receivables?|arrears|arrieres?|"
    r"(?:yet|left|remaining|still) to (?:be )?(?:pay|paid|settle|settled|collect\w*)|"
    r"a encaisser|creances?)|" + STILL_OPEN.pattern)
# What was paid, not what was billed: "combien nous a-t-elle payé", "factures réglées",
# "how much has she paid us", "settled bills", "paiements reçus".
PAID = re.compile(
    r"\b(?:payee?s?|paid|payed|reglee?s?|settled|acquittee?s?|encaissee?s?|soldees?|"
    r"collected|cashed(?: in)?|cash (?:in|collected|received)|"
    r"versee?s?|verse|pays? us|(?:did|does|do|has|have)\b[^.?!,;]{1,40}(?<!\bto )\bpay\b(?! late)|"
    r"(?:paiements?|reglements?|versements?|payments?) (?:recus?|received|"
    r"encaisses?)|(?:received|recu) (?:as )?(?:payments?|paiements?))\b")
# A paid word that is no question about what was paid: "délai de paiement", "payé à temps ?"
# is still about paid bills; "payée ou non" / "paid or not" asks the status of each.
PAID_OR_NOT = re.compile(r"\b(?:paye\w* ou (?:non|pas)|paid or (?:not|unpaid)|"
                         r"paid (?:and|or|et|ou) (?:un|im)paid|payees? (?:et|ou) impayees?|"
                         r"reglees? (?:et|ou) (?:non reglees?|impayees?))\b")


def bill_status(text: str) -> Literal["any", "unpaid", "overdue", "not_due", "paid_late",
                                      "paid"]:
    """Which bills a staff question is about: paid late (settled after their due date),
    overdue (unpaid and past due), unpaid and not yet due, unpaid (what is owed: "dû",
    "encours", "solde", "outstanding"), paid (what was paid, never what was billed), or
    any."""
    folded = fold_words(text)
    if PAID_LATE.search(folded):
        return "paid_late"
    if PAID_OR_NOT.search(folded):
        return "any"
    if ALL_PAID.search(folded):
        return "unpaid"
    if NOT_DUE.search(folded) and not re.search(r"\b(?:paye\w*|paid|regle\w*|settled)\b",
                                                 folded.replace("not paid", "")):
        return "not_due"
    if re.search(r"\b(retard\w*|overdue|late|past due|echu\w*|behind (?:on|with)|"
                 r"slow (?:to pay|pay\w*)|mauvais payeurs?)\b", folded):
        return "overdue"
    if re.search(r"\b(impaye\w*|non payee?s?|unpaid|outstanding|a payer|pas (?:encore )?"
                 r"payee?s?|not (?:yet )?paid|owe\w*|doi\w+|devai\w*|devr\w+|debiteu\w*|"
                 r"debtors?|dettes?|debts?)\b", folded) \
            or NOT_PAID.search(folded) or OWED.search(folded):
        return "unpaid"
    if PAID.search(folded):
        # "a-t-il payé ses factures ?", "did she pay her bills?": whether all is paid, answered
        # by what is still unpaid; "combien a-t-il payé", "which bills has he paid": paid
        if HAS_PAID_HIS.search(folded) and not ASKS_WHICH_OR_HOW_MUCH.search(folded):
            return "unpaid"
        return "paid"
    if HAS_PAID_HIS.search(folded) and not ASKS_WHICH_OR_HOW_MUCH.search(folded):
        return "unpaid"
    return "any"


HAS_PAID_HIS = re.compile(
    r"\b(?:paye|regle|paid|settled|pay|payer|regler|settle)\s+(?:\w+\s+)?(?:ses|leurs|his|her|"
    r"their|its) (?:factures?|bills?|invoices?)\b")
ASKS_WHICH_OR_HOW_MUCH = re.compile(
    r"\b(?:combien|how much|how many|quel(?:le)?s?|which|what|montant|total|somme|sum|amount|"
    r"liste[rz]?|list|show|montre[rz]?|affiche[rz]?|donne[rz]?)\b")


# What a damaged piece's problem is about, by part or by kind of harm (French and English,
# folded): two reports that share one are about the same problem ("the stitching came
# loose" and a case "Armrest stitching loose."). Word beginnings, so that plurals and slips
# at the end ("stiching", "coutures", "accoudoire") still count; never a word that names the
# piece itself ("armchair" is no armrest, "canapé" no fabric), nor "dossier" (a case file as
# often as a backrest).
PROBLEM_WORDS: dict[str, re.Pattern[str]] = {key: re.compile(rf"\b(?:{words})") for key, words in {
    "stitching": r"coutur|decousu|cousu|stitch|stich|seams?\b",
    "armrest": r"accoudo|armrest|arm[- ]rest",
    "leg": r"pieds?\b|legs?\b",
    "fabric": r"tissu|fabric|textile|upholster|revetement",
    "scratch": r"rayur|raye|scratch|scrach|eraflu|griff|scuff|egratign",
    "stain": r"tache|stain",
    "cushion": r"coussin|cushion",
    "leather": r"cuir\b|leather",
    "drawer": r"tiroir|drawer",
    "door": r"portes?\b|portieres?\b|doors?\b",
    "hinge": r"charniere|hinge",
    "crack": r"fissur|fendu|fente|crack",
    "finish": r"vernis|varnish|peinture|paint|lacquer|laque",
    "wobble": r"bancal|wobbl|instable|unstable|branl",
}.items()}


# The kinds of harm among them: two reports are about the same problem when they share one
# ("the stitching came loose" and "Armrest stitching loose."); a part alone is not enough
# ("l'accoudoir est cassé" is another problem than the armrest's stitching).
HARMS = frozenset({"stitching", "scratch", "stain", "crack", "finish", "wobble"})


def problems_named(text: str) -> frozenset[str]:
    """The kinds of harm the text names (`PROBLEM_WORDS` among `HARMS`), as their keys:
    "la couture de l'accoudoir a lâché" → {"stitching"}."""
    folded = fold(text)
    return frozenset(key for key, pattern in PROBLEM_WORDS.items()
                     if key in HARMS and pattern.search(folded))


# A yes/no question whether the delivery booked falls on a day ("mon canapé est livré demain
# ?", "ma livraison c'est bien demain ?", "is my sofa delivered tomorrow?", "is the delivery
# still on Friday?"): the order's status (its delivery day), never a wish to move it there.
# A request in the same words ("livrez-moi demain", "can you deliver it tomorrow instead?",
# "je voudrais être livré demain", "pouvez-vous me livrer demain ?") is none (`MOVE_ASKED`).
_ASKED_DAY = (r"(?:demain|apres-demain|aujourd'hui|tomorrow|today|day after tomorrow|"
              r"(?:ce |this |on |le |on the |the )?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|"
              r"dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
              # "mardi 24", "Tuesday the 24th", "Monday 23rd"
              r"(?: (?:the )?\d{1,2}(?:er|st|nd|rd|th)?)?(?: (?:matin|apres-midi|morning|"
              r"afternoon))?|"
              r"(?:le |the |on the )\d{1,2}(?:er|st|nd|rd|th)?(?: \w+)?|"
              r"cette semaine|this week|la semaine prochaine|next week)"
              # "demain après-midi", "tomorrow morning"
              r"(?: (?:matin|apres-midi|apres midi|morning|afternoon))?")
_ITEM = (r"(?:(?:mon|ma|mes|le|la|les|notre|nos|my|the|our) \S+(?: \S+)?|(?:il|elle|ils|"
         r"elles|ca|it|they|je|i|on|we|nous))")
BOOKED_ASKED = re.compile(
    rf"\b(?:{_ITEM}(?: (?:est|sera|sont|seront|serai|suis|is|are|will be|am)|'s|'re)"
    r"(?: (?:bien|toujours|encore|vraiment|still|really|definitely|actually))*"
    r" (?:livree?s?|prevue?s?|arrivee?s?|la|delivered|coming|arriving|due|booked|scheduled|"
    r"planned|expected|set|on)?(?: (?:pour|for))? ?" + _ASKED_DAY +
    r"|(?:ma|la|notre) livraison(?: de \S+)?,? (?:c'est|c|est|sera|ce sera)(?: (?:bien|toujours|"
    r"encore|vraiment))*(?: (?:prevue?|pour|programmee|fixee))? " + _ASKED_DAY +
    r"|c(?:'est)? (?:bien |toujours )*" + _ASKED_DAY + r",? (?:ma|la|notre) livraison"
    # the day checked, the piece said before it ("Le lit. C'est bien, demain ?", "c'est
    # toujours jeudi ?"): "bien" / "toujours" says a check, never a wish
    r"|c(?:'est)? (?:bien|toujours)(?: (?:bien|toujours))*,? " + _ASKED_DAY +
    # still good for the day ("c'est encore correct pour demain ?", "c'est toujours bon
    # pour jeudi ?", "is it still ok for tomorrow?"): the day checked, never a wish
    r"|c(?:'est)? (?:bien |toujours |encore )+(?:correct|bon|ok|okay|valable|confirme)"
    r"(?: pour)? " + _ASKED_DAY +
    r"|(?:is|are) (?:it|that|this|they|we|everything|(?:my|the|our) \S+(?: \S+)?) still "
    r"(?:good|ok|okay|fine|correct|"
    r"all good|on track) (?:for|on) " + _ASKED_DAY +
    r"|(?:is|will) (?:my|the|our) (?:delivery|order|\S+)(?: \S+)?"
    r"(?: (?:still|really|definitely|actually))* (?:be )?(?:delivered |coming |arriving |due |"
    r"booked |scheduled |set |planned )?(?:for |on )?" + _ASKED_DAY +
    r"|(?:is|will) (?:it|that|this|they) (?:still |really |definitely )*(?:be )?(?:delivered |"
    r"coming |arriving |due |booked |scheduled )(?:for |on )?" + _ASKED_DAY +
    # "SO-… - is it tomorrow?", "is it still on Friday?": the day said back to be checked
    r"|(?:is|are) (?:it|they) (?:still |really |definitely |actually )*(?:on |for )?"
    + _ASKED_DAY +
    r"|(?:am i|are we) (?:still |really )*(?:getting|receiving|being delivered)(?: \S+){0,2}"
    r"(?: on)? " + _ASKED_DAY +
    # "ma commande arrive bien mardi ?", "vous passez bien demain ?", "le livreur passe
    # demain ?", "you're coming tomorrow, right?", "does my delivery come tomorrow?"
    rf"|(?:{_ITEM}|vous|le livreur|the driver|you) ?(?:arrive|arrivent|passe|passent|passez|"
    r"vient|viennent|venez|comes?|arrives?|gets? here|are coming|'re coming|is coming|"
    r"'s coming|will come|will arrive)(?: (?:bien|toujours|still|really|definitely))*"
    r"(?: (?:pour|for|on))? " + _ASKED_DAY +
    r"|(?:does|do|will) (?:my|the|our|it|they|you)(?: \S+)?(?: still)? (?:come|arrive|get "
    r"delivered|be delivered|turn up|show up)(?: (?:on|for))? " + _ASKED_DAY
    + r")(?=\s*(?:,? ?(?:right|non|hein|n'est-ce pas|c'est ca|correct|is it|isn't it|"
    r"svp|please|merci|thanks))?\s*\?)")
# Words that ask for the delivery on a day, not whether it falls on it.
# The delivery told to take a when ("passez-la l'après-midi", "mettez-le au 18", "make it the
# afternoon"): a change asked, whatever is asked beside it.
_TOLD_TO_TAKE = (r"(?:passez|mettez)[- ](?:la|le|les)|make it (?:the |in the |on the )?"
                 r"(?:morning|afternoon|\d{1,2}(?:st|nd|rd|th)?)")
MOVE_ASKED = re.compile(
    r"\b(?:pouvez|pourriez|peux|pourrais|pourrait|pourrions|possible|voudrais|voudrait|"
    r"veux|souhaite\w*|aimerais|prefere\w*|plutot|a la place|au lieu|instead|rather|can|could|"
    r"would|want|wanna|like|prefer\w*|please deliver|livrez|livrer|deplac\w*|decal\w*|"
    r"report\w*|move|resched\w*|change\w*|modifi\w*|avanc\w*|repouss\w*|" + _TOLD_TO_TAKE + r")\b")


# Whether the delivery on a day is confirmed ("livraison du 17 confirmée ?", "c'est confirmé
# pour le 17 ?", "is the delivery on the 17th confirmed?", "can you confirm my delivery for
# Friday?"): the day booked, asked about, never a move to that day. Not the customer's own
# confirmation ("je confirme le 17", "I confirm the 17th": an answer, not a question).
_CONFIRMED = (r"(?:confirm\w*|maintenue?s?|validee?s?|garantie?s?|still on|still booked|"
              r"still going ahead|toujours (?:ok|bon|valable))")
_CONFIRM_DAY = (r"(?:(?:du|le|pour le|pour|on the|on|for the|for|of the)\s+)?"
                r"(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|"
                r"wednesday|thursday|friday|saturday|sunday)\s*)?"
                r"(?:\d{1,2}(?:er|st|nd|rd|th)?\b(?:\s+(?:" + MONTH_NAMES + r"))?|"
                r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|"
                r"wednesday|thursday|friday|saturday|sunday|demain|tomorrow)\b)")
CONFIRMED_ASKED = re.compile(
    r"\b(?:livraison|delivery|livreur|driver|rdv|rendez-vous|creneau|slot)\b"
    r"(?:\s+\S+){0,3}?\s+" + _CONFIRM_DAY + r"(?:\s+\S+){0,3}?\s+" + _CONFIRMED + r"\b"
    r"|(?<!\bje )(?<!\bi )(?<!\bwe )(?<!\bnous )\b" + _CONFIRMED + r"\b(?:\s+\S+){0,4}?\s+"
    r"(?:du|le|pour le|pour|on the|on|for the|for)\s+" + _CONFIRM_DAY)
# What makes a confirmation asked a request for that day after all: a change said.
_CHANGE_SAID = re.compile(
    r"\b(?:plutot|a la place|au lieu|instead|rather|livrez|deplac\w*|decal\w*|report(?:er|ez)|"
    r"move|resched\w*|chang\w*|modifi\w*|avanc\w*|repouss\w*|postpon\w*|" + _TOLD_TO_TAKE
    + r")\b")


def asks_booked_day(text: str) -> bool:
    """Whether the message asks if the delivery booked falls on a day ("mon canapé est livré
    demain ?", "is my delivery still on Friday?", "livraison du 17 confirmée ?"), not for a
    delivery that day."""
    folded = fold_words(text)
    spared = without_check_words(folded.replace("'", " "))
    if CONFIRMED_ASKED.search(folded) and not _CHANGE_SAID.search(spared):
        return True
    if "?" not in folded and CHECK_ONLY.search(folded.replace("'", " ")):
        # "I want to make sure the chest is still Monday the 23rd", "je voulais vérifier que
        # la table arrive bien jeudi": a check said in words asks as a question mark does
        folded = folded.rstrip(" .!") + " ?"
    return bool(BOOKED_ASKED.search(folded)) and not MOVE_ASKED.search(spared)



# A follow-up question about the booking just made or read, asking nothing of it: whether
# the move went through ("did it work?", "did it go through?", "ça a bien marché ?", "c'est
# fait ?", "c'est enregistré ?"), the day asked for again ("vous pouvez me confirmer la date
# ?", "what is the original date again?", "c'est quand déjà ?", "when's it coming now?"), or
# the day or half-day said back to be checked ("so it's Friday the 20th again?", "donc c'est
# le 3 maintenant ?", "and it's definitely the afternoon?", "il arrive le 24 alors, c'est bien
# ça ?", "c'est toujours le 24 ?"). Answered with the order's status (the day the data holds),
# never a slot list nor a move.
OUTCOME_ASKED = re.compile(
    r"\b(?:did (?:it|that|this|the (?:(?:first|second|last|new|latest) )?(?:move|change|"
    r"booking|change over|reschedul\w*)) (?:work|wrk|werk|"
    r"go through|go ok|go okay|go well|happen|take|get done|get through)|"
    r"(?:has|have) (?:it|that|this|the "
    r"(?:move|change|booking|delivery)) (?:been |gone |worked|went )(?:done|changed|moved|"
    r"booked|through|saved|updated|confirmed|registered)?|(?:is|was) (?:it|that|this) "
    r"(?:done|sorted|booked|saved|confirmed|changed|moved|through|ok now|all set)|"
    r"it (?:worked|went through)|(?:all|it s all) (?:done|sorted|set)|went through|"
    r"(?:ca|cela) a (?:bien |donc )?(?:marche|fonctionne|ete (?:pris en compte|enregistre|"
    r"fait|modifie|change|valide))|c est (?:bien |donc )?(?:fait|enregistre|pris en compte|"
    r"valide|modifie|change|passe|ok|bon|note|reserve|confirme) (?:alors |donc |du coup "
    r"|maintenant )?\?|"
    # "c'est bien noté ?", "vous avez bien noté ?", "is that noted?", "did you get that?",
    # "have you saved it?": whether the move was recorded
    r"(?:vous (?:l |m )?avez (?:bien |donc )?(?:note|enregistre|pris en compte|reserve)|"
    r"(?:is|was|has) (?:it|that|this)(?: been)? (?:noted|recorded|registered|written down|"
    r"logged|locked in|in the system)|did you (?:get|note|record|save|log|book) (?:it|that)|"
    r"(?:have|has) you (?:noted|recorded|saved|logged|booked) (?:it|that))\b[^?]{0,20}\?|"
    r"c (?:bien |donc )?(?:fait|ok|bon|enregistre|valide) (?:alors |donc |du coup )?\?|"
    r"(?:la|ma) (?:livraison|modification|demande) (?:a (?:bien )?ete |est (?:bien )?)"
    r"(?:modifiee|changee|deplacee|enregistree|prise en compte|validee|faite)|"
    # what the write just done was: "what did you just change?", "wait what did I just
    # book?", "vous avez changé quoi exactement ?", "j'ai dit oui à quoi là ?"
    r"what (?:exactly )?(?:did|have|has) (?:you|u|it|we) (?:just |actually |exactly )?"
    r"(?:change|changed|move|moved|book|booked|do|done|update|updated|modif\w*|switch\w*)|"
    r"what (?:exactly )?(?:did|have) i (?:just |actually |exactly )?(?:book|booked|agree|"
    r"agreed|say yes|said yes|confirm|confirmed|accept|accepted|sign up|signed up)|"
    r"what (?:exactly )?(?:was|got|has been|is) (?:just )?(?:changed|moved|booked|updated)|"
    r"what (?:exactly )?(?:changed|was the change)|"
    r"(?:vous|tu) (?:m |l )?(?:avez|as) (?:change|modifie|fait|deplace|reserve|enregistre|"
    r"mis) quoi|qu est[ -]ce que (?:vous|tu) (?:m |l )?(?:avez|as) (?:change|modifie|fait|"
    r"deplace|reserve|enregistre)|"
    r"j ai (?:dit oui|accepte|valide|confirme|reserve) (?:a |pour )?quoi|"
    r"qu est[ -]ce que j ai (?:dit oui|accepte|valide|confirme|reserve)|"
    r"qu est[ -]ce qui (?:a (?:ete )?(?:change|modifie|deplace)|est change)|"
    r"c etait quoi (?:le changement|la modif\w*|ce changement)|"
    # the day the move went to, asked: "what did you move it to?", "what date did you change
    # it to again?", "where did you put it?", "when did you move it to?", "vous l'avez mise à
    # quelle date ?", "vous l'avez déplacée à quand ?", "elle est passée à quel jour ?"
    r"(?:what|which) (?:new )?(?:date|day|slot|time) (?:did|have|has) (?:you|u|we|they|it) "
    r"(?:just |finally |actually |eventually )?(?:chang|mov|put|set|book|switch|reschedul|"
    r"push|end|got|get)\w*|(?:where|when|what) (?:did|have) (?:you|u|we|they) (?:just |"
    r"finally |actually |eventually )?(?:move|moved|put|change|changed|reschedule|rescheduled|"
    r"push|pushed|switch|switched|set) (?:it|that|the delivery|my delivery|them)(?: to| for| "
    r"on)? ?\?|(?:vous|tu|on) (?:l |la |les )?(?:avez|as|a) (?:finalement |donc |bien )?"
    r"(?:mise?s?|deplacee?s?|decalee?s?|reportee?s?|changee?s?|passee?s?|reservee?s?|"
    r"programmee?s?) (?:a|au|pour|en) (?:quand|quel(?:le)? (?:date|jour|creneau))|"
    r"(?:elle|il|elles|ils|la livraison|c) (?:est|sont|a ete|ont ete) (?:finalement |donc |"
    r"bien )?(?:passee?s?|deplacee?s?|decalee?s?|reportee?s?|changee?s?|mise?s?) (?:a|au|"
    r"pour|en) (?:quand|quel(?:le)? (?:date|jour|creneau)))")
DATE_AGAIN_ASKED = re.compile(
    r"\b(?:(?:me |nous )?(?:confirmer|redire|rappeler|repeter|redonner) (?:la |le |ma )?"
    r"(?:date|jour|creneau|livraison)|confirme[rz]? (?:moi |nous )?(?:la |le )?(?:date|jour|"
    r"creneau)|confirm (?:the |my )?(?:date|day|slot|booking|delivery)|"
    r"(?:what|which) (?:is|s|was) (?:the |my )?(?:original |new |old |first |current |booked "
    r")?(?:date|day|slot|delivery date)|(?:date|day|slot) again|"
    r"(?:c est|c|c etait|elle est|il est|ca tombe|elle arrive|il arrive|elles arrivent|ils "
    r"arrivent|livree?s?) quand (?:deja|maintenant|alors|du coup)|"
    r"quelle (?:est|etait) (?:la |ma )?(?:date|jour)|quel (?:est|etait) (?:le |mon )?(?:jour|"
    r"creneau)|when (?:is|s|was) (?:it|that|the delivery|my delivery) (?:now|again|then)|"
    r"when s it (?:coming|arriving|due) (?:now|again|then)|"
    # "c'est quelle date du coup ?", "c'est quel jour maintenant ?", "quel jour déjà ?",
    # "elle est prévue quand alors ?", "so what day is it now?"
    r"(?:^|(?:donc|alors|du coup|et|ok|bon) )(?:c est|c|ce sera) quel(?:le)? (?:jour|date)"
    r"(?! qui| que| le| la)|(?:c est |c |ce sera )?quel(?:le)? (?:jour|date) (?:deja|"
    r"maintenant|alors|du coup|finalement|donc)|(?:elle est|il est|c est|la livraison est|"
    r"elle sera|il sera) (?:prevue? |programmee? )?quand (?:deja|maintenant|alors|du coup|"
    r"finalement|donc)|(?:what|which) (?:day|date) (?:is it|is that|will it be|s it) "
    r"(?:now|then|again))\b")
_CHECK_WHEN = (r"(?:(?:le |the |on the |on |for the |for )?(?:(?:lundi|mardi|mercredi|jeudi|"
               r"vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|"
               r"sunday) ?)?(?:the )?\d{1,2}(?:er|st|nd|rd|th)?\b|(?:le |the |on |on the )?"
               r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|"
               r"wednesday|thursday|friday|saturday|sunday)\b|(?:le |l |the |in the )?"
               r"(?:matin|apres-midi|apres midi|aprem|morning|afternoon)\b)")
BOOKING_CHECKED = re.compile(
    r"(?:^|[,.:;!?] |\b(?:so|and|donc|et|alors|ok|okay|bon|super|great|parfait|perfect|"
    r"ah) )(?:(?:so|and|donc|et|alors|du coup|then) )?(?:(?:le|la|les|l|mon|ma|mes|the|my) "
    r"\w+,? )?(?:(?:pour |for )?(?:la |ma |l |the |my )?(?:commande |order )?so[- ]?\d{5,6},? )?"
    r"(?:(?:it|that|this|the delivery|my "
    r"delivery|delivery)(?: s| is| will be)|(?:is|will) (?:it|that|this|the delivery|my "
    r"delivery)(?: be)?|its|c est|c|ce sera|ca sera|ca reste|"
    r"(?:il|elle|ils|elles) (?:arrive|arrivent|vient|viennent|est|sont|sera|seront)|"
    r"(?:la|ma) livraison (?:est|sera|c est)|(?:it|that|the delivery|my delivery) "
    r"(?:stays|remains|is staying))"
    r"(?: (?:bien|toujours|tjs|tjrs|toujour|encore|vraiment|definitivement|still|really|"
    r"definitely|actually|back|now|maintenant|donc|alors|prevue?s?|livree?s?|programmee?s?|"
    r"booked|due|scheduled|coming|arriving|set|pour|for|on))* " + _CHECK_WHEN +
    r"[^?]{0,30}\?")
_FOLLOW_UP_CHANGE = re.compile(
    r"\b(?:pouvez|pourriez|peux|pourrais|voudrais|veux|souhaite\w*|aimerais|prefere\w*|"
    r"plutot|a la place|au lieu|instead|rather|can you|could you|would you|want|wanna|"
    r"i d like|prefer\w*|livrez|mettez|mettre|deplac(?:er|ez)|decal(?:er|ez)|report(?:er|ez)|"
    r"move (?:it|them|the|my|to)|resched\w*|chang(?:er|ez|e it|e the)|modifi(?:er|ez)|"
    r"avanc(?:er|ez)|repouss(?:er|ez)|postpone|push|bring|make it|put it)\b")


# Words that only say the customer is checking, never a change asked ("je veux juste
# vérifier", "je voulais être sûre", "je voudrais m'assurer", "pour être sûr", "just checking",
# "I want to make sure", "I'd like to double check"): their "veux" / "want" / "like" is no
# wish, so a day said back with them stays a question about the booking (`asks_about_booking`,
# `asks_booked_day`).
CHECK_ONLY = re.compile(
    r"\b(?:(?:je |j )?(?:veux|voulais|voudrais|souhaite|souhaitais|souhaiterais|aimerais|"
    r"prefere|prefererais)? ?(?:juste |simplement |seulement |uniquement |bien )?"
    r"(?:(?:(?:re|double )?verifier|etre (?:sure?|certaine?)|m assurer|(?:en )?avoir le coeur "
    r"net|une confirmation)(?: que| de ne pas me tromper| qu il n y a pas d erreur)?|"
    r"pour (?:etre (?:sure?|certaine?)|verifier|confirmation))|"
    r"(?:i |we )?(?:just |only )?(?:want(?:ed)?|would like|d like|wanna|need(?:ed)?) to "
    r"(?:just )?(?:double[- ]?check|check|make sure|be sure|confirm|verify)|"
    r"(?:just |only )?(?:double[- ]?)?checking|just to (?:check|be sure|be safe|confirm|make "
    r"sure)|to be (?:sure|safe))\b")


def without_check_words(folded: str) -> str:
    """The folded text without the words that only say a check (`CHECK_ONLY`)."""
    return CHECK_ONLY.sub(" ", folded)


def asks_about_booking(text: str) -> bool:
    """Whether the message asks about the booking as it stands and asks for no change: the
    move's outcome, the day again, or a day or half-day said back to be checked (see
    `OUTCOME_ASKED`, `DATE_AGAIN_ASKED`, `BOOKING_CHECKED`). A wish ("plutôt le 27", "can
    you do the 27th?") is none; nor is a statement without a question ("c'est le 3")."""
    folded = without_check_words(fold_words(text).replace("'", " "))
    # the change verb of the question itself ("what did you move it to?") asks for none
    if OUTCOME_ASKED.search(folded) and not _FOLLOW_UP_CHANGE.search(
            OUTCOME_ASKED.sub(" ", folded)):
        return True
    if "?" not in folded and not re.search(r"\b(?:deja|again)\b", folded):
        return False
    spared = re.sub(r"\b(?:vous pouvez|pouvez vous|can you|could you) (?:me |nous )?"
                    r"(?:confirmer|redire|rappeler|redonner|confirm|remind me of|tell me)\b",
                    " ", folded)
    if _FOLLOW_UP_CHANGE.search(spared):
        return False
    return bool(DATE_AGAIN_ASKED.search(folded) or BOOKING_CHECKED.search(folded))

# Questions about the delivery visit itself, not its day: what time the driver comes ("à
# quelle heure passe le livreur ?", "what time will the driver come?"), whether someone must
# be home ("dois-je être présent ?", "do I need to be there?"), whether the driver calls
# first ("le livreur appelle avant ?", "will the driver call before?"), how long the delivery
# takes ("combien de temps dure la livraison ?", "how long does the delivery take?"). Asked,
# never told: "je ne serai pas là" is a move, "appelez-moi la veille" a wish to be called.
_VISIT_SUBJECT = (r"(?:livr\w*|deliver\w*|driver|chauffeur|transporteur|courier|passe\w*|"
                  r"passera|arriv\w*|vien\w*|venez|viendr\w*|come\w*|coming|turn(?:s|ing)? up|"
                  r"show(?:s|ing)? up|be here|get here|gets here|commande|order|colis|"
                  r"parcel|meuble|canape|sofa|couch|table|lit|bed|chaise|chair|fauteuil|"
                  r"armchair|buffet|armoire|commode)")
VISIT_ASKED: dict[str, re.Pattern[str]] = {
    "time": re.compile(
        r"\b(?:a |at |vers |around )?(?:quelle heure|what time|which time|what hour)\b"
        rf"[^.?!]{{0,40}}\b{_VISIT_SUBJECT}\b"
        rf"|\b{_VISIT_SUBJECT}\b[^.?!]{{0,40}}\b(?:a |at |vers |around )?(?:quelle heure|"
        r"what time)\b"
        r"|\bheure (?:de passage|d'arrivee|de (?:la )?livraison|precise|exacte|prevue)\b"
        r"|\b(?:time window|time frame|timeframe|delivery window|plage horaire|fenetre horaire|"
        r"creneau horaire)\b"
        r"|\b(?:exact|precise|estimated|arrival) time\b|\bhoraires? (?:de passage|du livreur|"
        r"precis|exacts?)\b"
        r"|\b(?:quand|when)\b[^.?!]{0,20}\b(?:le livreur|les livreurs|the driver|the drivers|"
        r"the delivery (?:man|guy|person|team)|the courier|le transporteur)\b"
        # the half-day asked of the visit: "le livreur passe le matin ou l'aprem ?", "is the
        # driver coming in the morning or the afternoon?"
        r"|\b(?:le livreur|les livreurs|livreur|the driver|the drivers|driver|vous|you|ils|they)"
        r"\b[^.?!]{0,20}\b(?:passe\w*|vien\w*|venez|arriv\w*|com\w*|turn(?:s|ing)? up)\b"
        # ("avant le dîner ou après ?", "before lunch or after?": the same halves)
        r"[^.?!]{0,10}\b(?:(?:le |in the |the )?(?:matin|morning|am|avant[- ]midi|forenoon)|"
        r"(?:avant|before) (?:midi|le diner|le dejeuner|le lunch|lunch|noon|midday)) (?:ou|or) "
        r"(?:l'|l |le |in the |the )?(?:apres[- ]midi|aprem|apm|afternoon|pm|soir|evening|"
        r"apres|after)\b"
        r"[^.!]{0,10}\?"),
    "presence": re.compile(
        r"\b(?:dois|doit|devons|devrai|devrais|faut|faudra|faudrait|oblige\w*|necessaire|"
        r"obligatoire|besoin)\b[^.?!]{0,30}\b(?:etre|sois|soit|soyons|soient|rester|reste)\b"
        r"(?: \w+){0,2}? ?(?:la|present\w*|chez (?:moi|nous)|a la maison|a domicile|sur place|"
        r"a la livraison)\b"
        r"|\b(?:quelqu'un|une personne|qqn)\b[^.?!]{0,20}\b(?:doit|devra|faut)\b[^.?!]{0,20}"
        r"\b(?:la|present\w*|chez moi|a la maison)\b"
        r"|\b(?:faut[- ]il|dois[- ]je|doit[- ]on|faudra[- ]t[- ]il) (?:etre|que je sois|qu'on "
        r"soit|que quelqu'un soit|rester)\b"
        r"|\b(?:do|does|will|would|must|should)\b[^.?!]{0,25}\b(?:need|have|has|got)? ?(?:to )?"
        r"be (?:there|home|at home|in|present|around|available|on site)\b"
        r"|\b(?:need|needs|have|has) to be (?:there|home|at home|in|present|around)\b"
        r"[^.?!]{0,20}(?:\?|$)"
        r"|\b(?:someone|somebody|anyone|anybody)\b[^.?!]{0,25}\b(?:be )?(?:there|home|at home|"
        r"present|sign)\b[^.?!]{0,20}(?:\?|$)"),
    "call": re.compile(
        r"\b(?:le livreur|les livreurs|livreur|livreuse|the driver|driver|vous|you|they|he|she|"
        r"il|elle|ils|on|quelqu'un|someone|courier|transporteur|delivery (?:guy|man|men|person|"
        r"people|team|driver))\b[^.?!]{0,20}\b(?:appel\w*|appell\w*|"
        r"telephon\w*|previen\w*|prevenez|prevenir|avert\w*|call\w*|ring\w*|phone\w*|"
        r"text\w*|sms|notif\w*|contact\w*|let me know|warn\w*)\b[^.?!]{0,30}\b(?:avant|"
        r"before|ahead|en avance|beforehand|la veille|the day before|first|prior|when|quand)"
        r"\b[^.?!]{0,40}(?:\?|$)"
        r"|\b(?:est-ce qu'on|est ce qu'on|will i|do i|would i|does one|vais-je|vais je)\b"
        # what is received is a call or a text ("will I get my sofa before Christmas?" is
        # whether the piece comes, never a call)
        r"[^.?!]{0,10}\b(?:(?:get|receive|recevoir|recevrai)\b[^.?!]{0,20}\b(?:appel|call|"
        r"sms|texto|text|message|notification|coup de fil)|me previen\w*|be (?:called|"
        r"notified|contacted|told))\b"
        # "je reçois un SMS de suivi ?", "je serai prévenu ?", "will I be notified?", "will
        # the driver text me?", "is there a tracking text?": being told before it comes
        r"|\b(?:je |j'|on )?(?:recois|recoit|recevrai|recevrais|recevrons|vais recevoir|va "
        r"recevoir|aurai|aurais|aura|ai|a)[- ]?(?:je |t on |on )?(?:un |une |des |bien un |bien "
        r"une )?(?:sms|texto|textos|message|notification|notif|alerte|appel|coup de fil|"
        r"rappel|mail|e-mail|email|confirmation)s?\b"
        r"|\b(?:serai|serais|serons|sera|suis|est)[- ]?(?:je |on |t on )?(?:bien )?"
        r"(?:prevenue?s?|avertie?s?|informee?s?|notifiee?s?|contactee?s?|appelee?s?)\b"
        r"|\b(?:will|would|do|does|shall|am|are|is) (?:i|we|one) (?:be )?(?:notified|told|"
        r"warned|contacted|called|texted|alerted|informed|reminded|messaged)\b"
        r"|\b(?:will|would|do|does|can) (?:i|we) (?:get|receive|have) (?:a |an |any )?"
        r"(?:(?:confirmation|booking|written|reminder) )?(?:text|sms|call|message|notification|"
        r"alert|reminder|email|e-mail|mail|heads up|confirmation)\b"
        r"|\b(?:the driver|driver|livreur|you|vous|they|ils)\b[^.?!]{0,15}\b(?:text|sms|"
        r"call|ring|phone|message|appel\w*|appell\w*|telephon\w*|previen\w*|prevenez|"
        r"avert\w*|notif\w*)\w* (?:me|moi|m'|us|nous)\b"
        r"|\b(?:sms|texto|message|notification|alerte|suivi) (?:de suivi|par sms|de livraison)\b"
        r"|\b(?:tracking|delivery) (?:sms|text|message|notification|alert)s?\b"
        r"|(?:\bme |\bm'|\bnous )(?:appel\w*|appell\w*|telephon\w*|previen\w*|prevenir|"
        r"avert\w*|envoy\w* (?:un|une|des) (?:sms|texto|message|notification|mail))"
        # "can you send me a confirmation email?", "send me a confirmation", "email me the
        # confirmation": the booking told, no message promised
        r"|\bsend (?:me|us) (?:a |an |the )?(?:(?:confirmation|booking|written|reminder) )?"
        r"(?:text|sms|message|notification|reminder|email|e-mail|mail|confirmation)\b"
        r"|\b(?:email|e-mail|mail|text) (?:me|us) (?:a |an |the )?(?:confirmation|"
        r"booking|details|reminder)\b"
        r"|\b(?:appelle|appellera|telephone|telephonera|previent|previendra)[- ]t[- ](?:il|"
        r"elle|on)\b"
        # told to: "prévenez-moi la veille", "appelez-moi avant", "call me beforehand"
        r"|\b(?:appelez|telephonez|prevenez|avertissez|contactez|call|ring|phone|text|warn|"
        r"notify)[- ](?:moi|nous|me|us)\b[^.?!]{0,30}\b(?:avant|before|ahead|beforehand|la "
        r"veille|the day before|en avance|first|prior)\b"),
    "duration": re.compile(
        r"\bcombien de temps (?:dure|prend|prendra|faut[- ]il pour|ca prend|dure la|pour)"
        r"(?: la| une)? (?:livraison|installation|montage|deballage)\b"
        r"|\b(?:livraison|installation|montage)\b[^.?!]{0,20}\b(?:dure|prend)\b[^.?!]{0,10}"
        r"\bcombien\b|\bduree de (?:la )?(?:livraison|installation|montage)\b"
        r"|\bhow long (?:does|will|would|is) (?:the |a |my )?(?:delivery|installation|drop-?off|"
        r"assembly|setup|set-up)(?: itself| visit)? (?:take|last|be)\b"
        r"|\bhow long (?:does|will) (?:the driver|the delivery (?:team|men|guys)|it) (?:take to "
        r"(?:deliver|unload|bring it in|set up|install)|stay)\b"),
}
# An interrogative opening that says a question when the "?" is left out ("do I need to be
# there", "le livreur appelle t il avant").
_ASKED_FORM = re.compile(
    r"\?|^\W*(?:est[- ]ce|do|does|will|would|is|are|should|must|can|could|how|what|when|at|"
    r"quand|combien|a quelle|quelle|faut|dois|doit|vais)\b|[- ]t[- ](?:il|elle|on)\b|"
    r"[- ](?:je|il|elle|on|vous|ils)\b")


# An e-mail asked of the desk, a confirmation or a summary of what was done ("vous m'enverrez
# un e-mail de confirmation ?", "envoyez-moi une confirmation par mail", "will I get a
# confirmation email?", "email me the details", "can I have that in writing?"): the desk
# sends no e-mail (`visit_email`), which is no call from the driver. Sending or receiving
# one, asked or wished (`_EMAIL_SENT`); a confirmation by e-mail named, asked (`_EMAIL_NAMED`,
# only in a question). Never the e-mail address ("my e-mail address is…", "adresse e-mail").
_MAIL = (r"(?<!adresse )(?<!adresse d')(?<!adresse de )(?<!this )(?<!that )(?<!cette )"
         r"(?<!cet )(?<!same )(?<!meme )(?<!under )(?:e-?mails?|mails?|courriels?|"
         r"emails?)\b(?! ?(?:address|adress|adresse|id)\b)(?! ?:? ?[\w.+-]+@)")
_EMAIL_SENT = re.compile(
    r"\b(?:envoy\w*|enverr\w*|renvoy\w*|renverr\w*|transmet\w*|transmett\w*|send|resend|"
    r"forward|recev\w*|recoi\w*|recevr\w*|receive)\b"
    rf"[^.?!]{{0,30}}\b(?:{_MAIL}|confirmation ecrite|written confirmation|(?:confirmation|"
    r"recap\w*|details?|confirm\w*) (?:par|by|in) (?:e-?mail|mail|courriel|ecrit|writing))"
    # getting one or having one ("will I get a confirmation email?", "j'aurai un mail ?"),
    # never an order "under this email" nor "the e-mail I have"
    r"|\b(?:get|have|avoir|aurai|aurais|aura)\b (?:a |an |any |une |un |the |le |la |bien "
    r"(?:un|une) )?(?:(?:confirmation|booking|written|reminder|recap\w*) )?(?:e-?mail|mail|"
    r"courriel)\b(?! ?(?:address|adresse))"
    r"|\b(?:get|have|avoir) (?:that|it|this|ca|cela|le|la) (?:in writing|by e-?mail|par "
    r"(?:e-?)?mail|par ecrit)"
    r"|\b(?:e-?mail|mail) (?:me|us|moi|nous)\b"
    r"|\b(?:ecrivez|ecrire)[- ](?:moi|nous)\b[^.?!]{0,20}\b(?:confirm\w*|recap\w*)"
    r"|\b(?:in writing|par ecrit)\b")
_EMAIL_NAMED = re.compile(
    rf"\b{_MAIL}[^.?!]{{0,15}}\b(?:de |of |)(?:confirmation|recap\w*|recapitulatif|"
    r"summary)\b|\b(?:confirmation|booking|recap|summary) (?:e-?mail|mail)\b"
    r"|\b(?:confirmation|recap\w*|recapitulatif|summary) (?:par|by) (?:e-?mail|mail|"
    r"courriel)\b")

# One told as had or not had ("je n'ai pas reçu le mail de confirmation", "I got the
# confirmation email"): named, not asked.
_EMAIL_HAD = re.compile(r"\b(?:recu|recue|eu|received|got|had|gotten|trouve|found)\b"
                        r"[^.?!]{0,20}\b(?:e-?mail|mail|courriel|confirmation)")


# An e-mail address pointed at, not written ("avec cette adresse e-mail", "with this e-mail",
# "same email as always", "l'adresse mail de mon compte", "under my email"): it says which
# address the customer means, never what they ask, and no address is given by it (the desk
# asks for it: only an address written out is grounded).
EMAIL_MENTION = re.compile(
    r"(?:\b(?:avec|with|sur|under|from|depuis|par|on|using|via|to|at|for|pour|de|du|a|à|"
    r"c'est|it's|its|it is|is|est)\s+)?"
    r"\b(?:cette|cet|ce|this|that|the same|same|la m[eê]me|le m[eê]me|m[eê]me|my|mon|ma|"
    r"our|notre)\s*(?:(?:adresse|address)\s+)?(?:e-?mail|mail|courriel)s?\b"
    r"(?:\s+(?:address|adresse))?(?:\s+(?:que d'habitude|d'habitude|as (?:always|usual|before)|"
    r"que (?:toujours|d'hab)|(?:de|of) mon compte|(?:of|on) my account|as my account|que mon "
    r"compte|(?:que|as) (?:la|the) (?:derniere|dernière|last) fois))?", re.IGNORECASE)


# The same, pointed at as one the customer gives now ("with this email", "cette adresse
# e-mail", "the same email"), never one asked about ("is it my email that's wrong?").
EMAIL_POINTED = re.compile(
    r"\b(?:cette|cet|this|that|the same|same|la m[eê]me|le m[eê]me|m[eê]me)\s*(?:(?:adresse|"
    r"address)\s+)?(?:e-?mail|mail|courriel)s?\b", re.IGNORECASE)


def without_email_mentions(text: str) -> str:
    """The text less the e-mail addresses it points at without writing one
    (`EMAIL_MENTION`): what is left says what is asked."""
    return EMAIL_MENTION.sub(" ", text)


@per_text
def emails_asked(text: str) -> bool:
    """Whether the text asks the desk for an e-mail (a confirmation, a summary: `_EMAIL_SENT`,
    or one named in a question, `_EMAIL_NAMED`): the desk sends none (`visit_email`)."""
    folded = fold_words(without_addresses(text))
    return bool(_EMAIL_SENT.search(folded)
                or (_ASKED_FORM.search(folded) and _EMAIL_NAMED.search(folded)
                    and not _EMAIL_HAD.search(folded)))


def _without_emails_asked(folded: str) -> str:
    """The folded text less the e-mails it asks for (`emails_asked`): what is left may still
    ask for a call or a text."""
    return _EMAIL_NAMED.sub(" ", _EMAIL_SENT.sub(" ", folded))


def calls_before(text: str) -> bool:
    """Whether the text asks to be called, texted or warned before the delivery ("que le
    livreur m'appelle avant", "have the driver call me first"), asked or wished: the desk
    cannot arrange it (said so, `visit_call`). An e-mail asked is no call (`emails_asked`)."""
    # a wish told as a statement ("…so the driver can call ahead.") ends as one asked
    folded = fold_words(without_addresses(text)).rstrip(" .!")
    return bool(VISIT_ASKED["call"].search(_without_emails_asked(folded)))


@per_text
def visit_asked(text: str) -> frozenset[str]:
    """What the message asks about the delivery visit itself (`VISIT_ASKED`): "time",
    "presence", "call", "duration", "email"; empty when it asks none of these."""
    folded = fold_words(text)
    email = emails_asked(text)
    if not _ASKED_FORM.search(folded):
        return frozenset({"email"}) if email else frozenset()
    rest = _without_emails_asked(fold_words(without_addresses(text))) if email else folded
    asked = {topic for topic, pattern in VISIT_ASKED.items() if pattern.search(rest)}
    return frozenset(asked | ({"email"} if email else set()))


# A floor, never a day nor a pick: "j'habite au 3e étage", "au 3ème sans ascenseur", "2nd
# floor", "3rd floor, no lift", "on the fourth floor", "étage 3", "R+2".
_FLOOR_RANK = (r"(?:\d{1,2} ?(?:e|eme|em|er|ere|°|st|nd|rd|th)?|premier|premiere|deuxieme|"
               r"second|seconde|troisieme|quatrieme|cinquieme|sixieme|septieme|huitieme|"
               r"neuvieme|dixieme|first|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)")
# Where one lives or is, said right before "au 2e" / "on the 3rd" ("j'habite au 2e", "je
# suis au 5e", "on est au 4e", "I'm on the 3rd", "we live on the 2nd", "my flat is on the
# 4th"): that rank is a floor. A rank said to a list or of a month ("le 2", "the 2nd", "le
# 2e lundi", "I'm ok with the 2nd") has no such word right before it and stays a day or a
# pick.
_DWELLING = (r"(?<!\bso )(?<!\bdonc )(?<!\balors )(?<!\bthen )(?<!\bstill )"
             r"\b(?:j'habite|habite|habitons|habitez|habitent|je vis|vivons|vivez|je loge|"
             r"logeons|je suis|nous sommes|on est|on habite|on vit|je reside|residons|"
             r"appartement(?: est)?|appart(?: est)?|appt(?: est)?|logement(?: est)?|"
             r"live|lives|living|i'm|i am|we're|we are|they're|flat(?: is)?|apartment(?: is)?|"
             r"apt(?: is)?|unit(?: is)?|based|situated|located)"
             r"(?: (?:bien|actuellement|maintenant|aussi|deja|tout en haut|en haut|up|now|"
             r"actually|right|all the way up|just))?")
# An ordinal said as one ("2e", "3rd", "cinquième"): a bare "au 2" may be a street number
# or a day, never read as a floor here.
_FLOOR_ORDINAL = (r"(?:\d ?(?:e|eme|em|er|ere|°|st|nd|rd|th)|1\d ?(?:e|eme|th)|premier|"
                  r"premiere|deuxieme|second|troisieme|quatrieme|cinquieme|sixieme|septieme|"
                  r"huitieme|neuvieme|dixieme|first|third|fourth|fifth|sixth|seventh|eighth|"
                  r"ninth|tenth)")
# What a rank after "au" / "on the" names when it is no floor: a day of a month or a week,
# an option ("je suis au 2e lundi" is no floor; "I'm on the 2nd of January" neither).
_NOT_A_FLOOR = (rf"{MONTH_NAMES}|{WEEKDAY_WORDS}|jour|jours|day|days|semaine|week|option|"
                r"choix|choice|creneau|slot|one|un|une|mois|month|then|alors|right|"
                r"c'est ca|donc|du coup|again|encore|toujours|still")
# Carrying or climbing up to a rank ("le livreur peut monter au 4e", "monter le canapé
# jusqu'au 3e", "can they carry it up to the 4th?", "bring it up to the 3rd"): that rank is
# a floor, never a day (no one climbs to a date).
_CLIMB = (r"\b(?:mont\w*|grimp\w*|(?:carry|carries|carried|carrying|bring|brings|"
          r"brought|take|takes|taking|get|lift|haul|walk|walks|go|goes|climb|climbs)"
          r"(?: (?:it|them|this|that|the \w+|my \w+|everything))? up)"
          r"(?: (?:\w+|l'\w+)){0,3}? (?:jusqu'au|jusqu au|jusque au|au|to the|the)")
FLOOR = re.compile(
    rf"{_CLIMB} {_FLOOR_ORDINAL}\b(?: ?(?:etages?|floors?))?"
    rf"(?! ?(?:de |of |in |en |du )?(?:{_NOT_A_FLOOR})\b)|"
    rf"\b(?:au |on the |the |le |du |mon |my )?{_FLOOR_RANK} ?(?:etages?|etg|floors?|fl)\b"
    r"|\b(?:etage|floor|level|niveau) (?:n ?° ?|no\.? ?|number )?\d{1,2}\b|\br ?\+ ?\d{1,2}\b"
    r"|\b(?:au |on the )?\d{1,2} ?(?:e|eme|er|st|nd|rd|th)\b(?= ?,? ?(?:sans|avec|pas d'|"
    r"no|without|with(?:out)? an?) ?(?:ascenseur|asc|lift|elevator)\b)"
    rf"|{_DWELLING} (?:au|on the|at the) {_FLOOR_ORDINAL}\b(?: ?(?:etages?|floors?))?"
    rf"(?! ?(?:de |of |in |en |du )?(?:{_NOT_A_FLOOR})\b| ?\?)")


def without_floors(folded: str) -> str:
    """The folded text less the floors it names (`FLOOR`), the phone numbers it gives
    (`PHONE`) and the sizes of a piece (`MEASURE`): what is left may still say when."""
    return MEASURE.sub(" ", PHONE.sub(" ", FLOOR.sub(" ", folded)))


# A size of a piece ("the 2-seater", "canapé 3 places", "lit 160x200", "180 cm"): a number
# joined to its unit, never a day ("the 2-seater" is no 2 January).
MEASURE = re.compile(
    r"\b\d{1,3}(?:[\s-]?(?:seaters?|seats?|places|personnes|cm|mm|centimetres?|centimeters?|"
    r"inch(?:es)?|metres?|meters?)\b|\s?x\s?\d{2,3}\b)")


# A phone number ("06 12 14 20 30", "0612142030", "+33 6 12 14 20 30", "tél : 01.23.45.67.89",
# "call me on 07700 900123"): no day in it ("le 06 12" is no 6 December), never a date read.
PHONE = re.compile(
    r"(?<![\w/.:,-])(?:(?:\+|00)\d{2,3}[ .-]?(?:\(0\)[ .-]?)?[1-9]|0[1-9])(?:[ .-]?\d\d){4}"
    r"(?![\w/:-]|[ .,]\d)"
    r"|\b(?:tel|tél|telephone|portable|mobile|phone|cell|numero de (?:tel|telephone|portable)|"
    r"phone number|call me (?:on|at)|appelez[- ]moi au|joignable au)\s*:?\s*(?:au |on |at )?"
    r"\+?\d[\d .-]{6,}\d")


def names_floor(text: str) -> bool:
    """Whether the text names a floor (`FLOOR`): "j'habite au 3e étage", "3rd floor"."""
    return bool(FLOOR.search(fold_words(text)))


MAX_MESSAGE = 4000
EMPTY_MESSAGE = ("the message is empty (nothing but spaces or invisible characters): write "
                 "something")


# What shows nothing on its own: format characters, and marks (nonspacing, enclosing) that
# have no letter to sit on once everything else is found invisible; and the letters and
# symbols drawn blank (the Hangul fillers, full and half width, and the blank Braille cell).
INVISIBLE_KINDS = frozenset({"Cf", "Mn", "Me"})
BLANK_FILLERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def message_problem(text: str) -> str | None:
    """Why a person's message cannot start a turn, else None; one rule for the gateway, the
    LangGraph server and `comptoir ask`. Empty is what the turn would read as nothing: only
    spaces, control or bidirectional characters (taken out), other invisible format
    characters (a zero-width space, a word joiner), marks with no letter to sit on (a
    variation selector, a combining accent alone) or the blank fillers (Hangul, Braille)."""
    seen = without_controls(unicodedata.normalize("NFKC", text))
    if all(c.isspace() or c in BLANK_FILLERS or unicodedata.category(c) in INVISIBLE_KINDS
           for c in seen):
        return EMPTY_MESSAGE
    if len(text) > MAX_MESSAGE:
        # The turn reads the first MAX_MESSAGE characters only: a "non" past them would
        # never be read, while the history kept the whole message.
        return (f"at most {MAX_MESSAGE} characters per message (got {len(text)}): send a "
                "shorter one")
    return None


# -- postal addresses ------------------------------------------------------------------
#
# A street written out ("au 8 rue de la Paix", "12 bis avenue Foch", "10 Downing Street",
# "9 Baker St": a number, then a kind of street, never a day alone), or a postcode and a
# town ("69002 Lyon", "Bristol BS1 4XX"). Read on words only (`_plain`).
STREET = re.compile(
    r"\b\d{1,4}(?: ?(?:bis|ter))?,? (?:rue|avenue|boulevard|bd|place|chemin|allee|"
    r"impasse|quai|route|cours|square|passage|sentier|street|road|lane|drive|"
    r"crescent|terrace|blvd)\b|"
    r"\b\d{1,4} [a-z]+ (?:street|st|road|rd|avenue|ave|lane|drive|way|close|"
    r"terrace|crescent|square)\b")
# Read on the sentence as written: a town has its capital ("44000 Nantes", never "81601
# svp"), a British postcode its capitals ("NW1 6XE"). A French postcode is one after a comma
# (", 69002 Lyon"); on a line of its own ("69007 Lyon"), only under a street's line: "24903
# Jean Martin" alone is an order number and a name.
POSTCODE = re.compile(r",\s*\d{5}\s+[A-Z][\w'-]+|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b")
POSTCODE_LINE = re.compile(r"\s*\d{5}\s+[A-Z][\w'-]+(?:[\s-]+[A-Z][\w'-]*)*\s*")
_DELIVER_WORDS = (r"livr\w*|pass\w*|vien\w*|depos\w*|apport\w*|laiss\w*|envoy\w*|expedi\w*|"
                  r"amen\w*|deliver\w*|drop\w*|bring\w*|brought|send\w*|sent|ship\w*|leav\w*|"
                  r"left|come|coming")
# What makes an address written out a place to deliver to, said in its sentence: a verb of
# delivery ("livrez au 8 rue de la Paix", "deliver to 10 Downing Street"), a change ("ma
# nouvelle adresse, c'est le 12 rue…", "the address is wrong, it's 9 Baker St"),
# "instead" / "plutôt", or where the customer lives now ("j'habite maintenant au…", "I now
# live at…", "we moved to 4 Mill Lane"). An address alone on its line or in a sentence of
# its own (an e-mail signature under the name: "5 place du Marché, 69002 Lyon", "221 Baker
# Street, London NW1"), or said as where one lives with no change ("Adresse : 3 allée des
# Tilleuls", "j'habite au 12 rue des Lilas") is where the customer writes from: no request.
ADDRESS_ASKED = re.compile(
    rf"\b(?:{_DELIVER_WORDS}|chang\w*|modifi\w*|corrig\w*|nouvel\w*|autre|mauvaise|fausse|"
    r"erreur|update\w*|correct\w*|amend\w*|new|another|other|different|wrong|incorrect|"
    r"instead|plutot|a la place|au lieu|desormais|maintenant|now|moved|demenag\w*|"
    r"emmenag\w*)\b")
# Where a sentence of a message ends: a line break (not after a colon: "livrez à :\n12 rue…"
# is one sentence), or a full stop, a question or exclamation mark.
_SENTENCE_END = re.compile(r"(?<!:)[ \t]*\n\s*|(?<=[.!?])\s+")
# A sentence longer than this says more than where the customer writes from.
_ADDRESS_LINE_WORDS = 14


def _plain(text: str) -> str:
    return " ".join(re.sub(r"[^a-z0-9]+", " ", fold(text)).split())


# When the piece comes, asked ("when is my bed SO-… coming?", "is it still coming on
# Monday?", "quand arrive mon lit ?"): a verb of delivery whose subject is the piece, never
# a place to deliver to (unless the place follows it: "coming to 9 Baker St").
_WHEN_IT_COMES = re.compile(
    r"\b(?:when|what day|what date|is|are|will|quand|est ce qu\w*)\b(?: \w+){0,6}? "
    r"(?:coming|come|arriving|arrive|arrivera|arrivent|due|delivered|livree?s?)\b"
    r"(?! (?:to|at|a|au|chez|jusqu)\b)")


def _address_asked(plain: str, found: re.Match[str]) -> bool:
    rest = _WHEN_IT_COMES.sub(" ", plain[:found.start()] + " " + plain[found.end():])
    return bool(ADDRESS_ASKED.search(rest))


def postal_address_asked(text: str) -> bool:
    """Whether a street is written out in a sentence that asks to deliver there
    (`ADDRESS_ASKED`); a street that merely appears (a signature) asks nothing."""
    for sentence in _SENTENCE_END.split(text):
        plain = _plain(sentence)
        street = STREET.search(plain)
        if street and _address_asked(plain, street):
            return True
    return False


def without_postal_addresses(text: str) -> str:
    """The text less each short sentence or line that writes a postal address out (a
    street, a postcode and town) and asks nothing of it: a signature's "12 rue des Lilas,
    44000 Nantes" or "Flat 3, 14 Mill Lane, Bristol BS1 4XX" is where the customer writes
    from, never a request, a day or an order number (a postcode is no order)."""
    kept: list[str] = []
    at = 0
    under_street = False
    for end in _SENTENCE_END.finditer(text):
        sentence, under_street = _unless_address(text[at:end.start()], under_street)
        kept.append(sentence + end.group(0))
        at = end.end()
    kept.append(_unless_address(text[at:], under_street)[0])
    return "".join(kept)


def _unless_address(sentence: str, under_street: bool) -> tuple[str, bool]:
    """The sentence, or a space when it only writes an address out; and whether it was a
    street's line (a postcode line may follow it)."""
    plain = _plain(sentence)
    street = STREET.search(plain)
    postcode = POSTCODE.search(sentence) or (under_street and POSTCODE_LINE.fullmatch(sentence))
    # A sentence that asks a question beside the address ("27 Baker Street here - when is my
    # bed coming?") is kept whole: the question is the request, the address its context.
    if (street or postcode) and len(plain.split()) <= _ADDRESS_LINE_WORDS \
            and "?" not in sentence \
            and not (street and _address_asked(plain, street)) \
            and not (not street and ADDRESS_ASKED.search(plain)):
        return " ", bool(street)
    return sentence, False


# -- politeness clauses ----------------------------------------------------------------
#
# A clause of politeness says "not" of nothing asked: "si c'est pas trop vous demander", "si
# ce n'est pas trop demander", "si ça ne vous dérange pas", "sans vouloir abuser", "if it's
# not too much trouble", "if that's not a problem", "if you don't mind". Its negation rules
# no day out and refuses nothing ("décalez au vendredi 11 si c'est pas trop vous demander"
# wishes Friday 11). Read on text folded by `fold_words`; taken out before a day is read.
POLITE_CLAUSE = re.compile(
    r"\b(?:si|s') ?(?:(?:ce|ca|cela) n' ?|c' ?|c |ca |cela )?(?:est|etait|serait) "
    r"(?:pas|point|aucunement) (?:trop |si )?(?:vous |te )?(?:demander|abuser|de refus|"
    r"(?:trop |vraiment |un )?(?:(?:gros |grand )?(?:probleme|souci|derangement|souci)|"
    r"complique|difficile|genant|embetant|de travail|de peine|contraignant))\b"
    r"|\bsi c pas (?:trop )?(?:vous )?(?:demander|abuser|(?:un )?(?:probleme|souci)|genant|"
    r"complique)\b"
    r"|\bsi (?:ca|cela|ce) (?:ne )?(?:vous |te )?(?:derange|embete|ennuie|gene|pose)(?:rait)? "
    r"(?:pas|point|aucun|aucune)(?: (?:de |d' ?)?(?:probleme|souci|gene|difficulte))?\b"
    r"|\bsi vous (?:n' ?y |y )?(?:voyez|avez) (?:pas|aucun|aucune) (?:d' ?|de )?"
    r"(?:inconvenient|objection|probleme)\b"
    r"|\bsi (?:ca|cela) ne (?:vous )?(?:fait|ferait) rien\b"
    r"|\bsans (?:vouloir )?(?:vous )?(?:deranger|abuser|commander|deranger)\b"
    r"|\bif (?:it|that|this)(?:'s| is| isn't| is not| wouldn't be| would not be| won't be|"
    r"'d not be)(?: not| no)?(?: too)?(?: much)?(?: of)?(?: an?)?(?: big| great| huge)?"
    r" (?:trouble|problem|issue|bother|hassle|inconvenience|imposition|deal|to ask|"
    r"asking too much)\b(?: (?:to ask|for you))?"
    r"|\bif (?:you|u|ya) (?:don't|dont|do not|wouldn't|would not) mind\b"
    r"|\bif not too much (?:trouble|to ask|bother)\b")


def without_polite_clauses(folded: str) -> str:
    """The folded text less its clauses of politeness (`POLITE_CLAUSE`)."""
    return POLITE_CLAUSE.sub(" ", folded)


# -- date words with one slip ------------------------------------------------------
# The words of when that a hurried hand misspells ("wensday 23 mornig", "tuesady 22
# afternon", "mercerdi matni", "demian"): read as the word when exactly one of them is one
# slip away (a letter missing, added or changed, or two letters swapped) and the word
# written is no word of its own. A word shorter than five letters is too near too many
# others ("june"/"jane", "mars"/"mari"): only "week" is mended, and only of a swap or a
# letter added ("weke", "weeek").
DATE_WORDS = (
    "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "matin", "apres-midi", "aprem", "morning", "afternoon",
    "janvier", "fevrier", "avril", "juillet", "septembre", "octobre", "novembre", "decembre",
    "january", "february", "march", "april", "august", "september", "october", "november",
    "december", "demain", "tomorrow", "semaine", "week",
)
# Words one slip from a word of when that mean something else, or are names: left as they
# are ("Jean Martin" is no morning, "mari" no Tuesday, "remain" no tomorrow).
NOT_SLIPS = frozenset({
    "mari", "hardi", "mardy", "martin", "matins", "satin", "latin", "mating", "mutin",
    "marin", "mati", "patin", "matis", "mourning", "moaning", "apres", "apre", "domain",
    "remain", "detain", "demi", "semaines",
    "sundae", "sundry", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays",
    "saturdays", "sundays", "lundis", "mardis", "mercredis", "jeudis", "vendredis",
    "samedis", "dimanches", "mornings", "afternoons", "matinee", "matinees", "aprems",
    "match", "marsh", "marche", "march", "larch", "parch", "marc", "arch", "mach", "merch",
    "avrils", "aprils", "augusta", "augustus", "octobres", "decembres", "tomorrows",
    "weeks", "weekly", "weekend", "jeudy", "vendredy", "main", "mains", "jedi", "frida",
    "marco", "marcy", "marci", "marcs", "auguste", "augusto", "aweek",
}) | FRENCH | ENGLISH
_SLIP_WORD = re.compile(r"(?<![\w@./-])[a-z]+(?:-[a-z]+)?(?![\w@/]|-\w|\.\w)")


def one_slip(word: str, meant: str) -> bool:
    """Whether `word` is `meant` with one letter added, dropped or changed, or two letters
    next to each other swapped (and not `meant` itself)."""
    if word == meant or abs(len(word) - len(meant)) > 1:
        return False
    if len(word) == len(meant):
        diff = [i for i, (a, b) in enumerate(zip(word, meant, strict=True)) if a != b]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and word[diff[0]] == meant[diff[1]]
                                  and word[diff[1]] == meant[diff[0]])
    short, long_ = sorted((word, meant), key=len)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


@lru_cache(maxsize=4096)
def date_word_meant(word: str) -> str | None:
    """The word of when a misspelt word stands for ("mornig" → "morning", "tuesady" →
    "tuesday", "apres-mdi" → "apres-midi"), when exactly one is one slip away and the word
    is no word of its own; else None. `word` is folded."""
    if word in DATE_WORDS or word in NOT_SLIPS or len(word) < 4:
        return None
    near = [m for m in DATE_WORDS if (len(m) >= 5 or _week_slip(word, m)) and one_slip(word, m)]
    return near[0] if len(near) == 1 else None


def _week_slip(word: str, meant: str) -> bool:
    """"week" is mended only of two letters swapped or a letter added ("weke", "weeek"):
    a letter changed or dropped makes too many other words ("weak", "seek", "wee")."""
    return len(word) > len(meant) or (len(word) == len(meant) and sorted(word) == sorted(meant))


def mend_date_slips(folded: str) -> str:
    """The folded text with each misspelt word of when written as the word ("can you move
    it to wensday 23 mornig" → "... wednesday 23 morning"); see `date_word_meant`."""
    def mended(m: re.Match[str]) -> str:
        return date_word_meant(m.group(0)) or m.group(0)
    return _SLIP_WORD.sub(mended, folded)


# "Le même jour que la table", "same day as my chairs": the day another order is booked on
# (the order named after "que" / "as", `ref`).
SAME_DAY_AS = re.compile(r"\b(?:le |au |the |on the )?(?:meme jour|same day|meme date|same date)"
                         r"\s*(?:que|qu'|as)\s*(?P<ref>[^,.;?!]{1,40})")


# An order named by the month it was ordered or is delivered in, without a day: "the one I
# ordered in October", "ma commande de novembre", "le fauteuil commandé en décembre" (ordered);
# "celle livrée en décembre", "the one due in February" (delivered); "celle de décembre", "the
# December one", "le fauteuil de novembre" (either: `month_named`).
_MONTH = (r"(?:(?:early|late|mid|debut|fin|mi|at the (?:start|end) of|au debut de|a la fin de)"
          rf"[ -])?(?P<m>{MONTH_NAMES})\b(?! ?\d{{1,2}}\b)")
# What points at an order before the month: "celle", "the one", a piece, "commande", "order".
_POINTER = (r"(?:celle|celui|ceux|celles|the one|the ones|commandes?|orders?|"
            + "|".join(sorted(OTHER_ITEM_WORDS)) + ")")
_MONTH_NAMING = (
    ("ordered", re.compile(
        r"\b(?:ordered|placed|bought|purchased|commandee?s?|passee?s?|achetee?s?)"
        r"(?: (?:it|them|that|this|la|le|les|ca))?(?: back)? (?:(?:in |en |au mois d'|au mois de |"
        r"on |during |last |dans le courant de |courant |depuis |since |back in )?(?:(?:le |the )?"
        r"(?:debut|mi|fin|early|mid|late|beginning of|end of|start of)[ -](?:de |d'|of )?)?"
        r"(?:in |en )?)" + _MONTH)),
    ("ordered", re.compile(
        r"\b(?:commande|commandes|order|orders|achat|purchase) (?:de |d'|du mois de |from |"
        r"of )" + _MONTH)),
    ("ordered", re.compile(rf"\bmy {_MONTH} (?:order|purchase)\b")),
    ("delivered", re.compile(
        rf"\b{_POINTER} (?:qui (?:est|sont|etait|etaient|sera|seront) |that (?:is|was|will be) |"
        r"that's |which (?:is|was) |(?:is|was) )?(?:livree?s?|delivered|arrivee?s?|arrived|"
        r"due|expected|prevue?s?|booked|coming|attendue?s?) (?:in |en |au mois d'|au mois de |"
        rf"for |pour |during |courant ){_MONTH}")),
    # "the 2-seater we got in August", "celui qu'on a reçu en mai": the month it came
    ("delivered", re.compile(
        r"\b(?:we |i |on a |j ai |nous avons )?(?:got|received|took delivery of|had (?:it |them )?"
        r"delivered|recue?s?)(?: (?:it|them|that|this|la|le|les))? (?:in |en |back in |au mois d'|"
        r"au mois de |during |courant )" + _MONTH)),
    ("either", re.compile(
        rf"\b{_POINTER} (?:de |d'|du mois de |from |of ){_MONTH}")),
    ("either", re.compile(rf"\bthe {_MONTH} (?:one|order|delivery)\b")),
)


def without_month_naming(text: str) -> str:
    """The folded text less the words that name an order by a month (`month_named`: "le
    canapé commandé en octobre", "celle de décembre"): that month is no day wished."""
    folded = one_word_items(fold(text))
    for _how, pattern in _MONTH_NAMING:
        folded = pattern.sub(" ", folded)
    return folded


def month_named(text: str) -> tuple[int, str] | None:
    """The month an order is named by, and how: "ordered" (the month it was ordered in),
    "delivered" (the month of its delivery), "either" ("celle de décembre": the desk judges
    by the customer's orders); None when no month names an order."""
    folded = one_word_items(fold(text))
    for how, pattern in _MONTH_NAMING:
        found = pattern.search(folded)
        if found is not None:
            return MONTHS[found.group("m")], how
    return None


# An order named by when it was placed against the others: "ma dernière commande", "my
# latest order", "my most recent order", "la commande la plus récente", "celle que j'ai passée
# en dernier", "the one I ordered last" ("latest"); "ma première commande", "my first order
# with you", "the first one I ordered" ("first"). A position said alone ("la dernière", "the
# last one") is a position in a list shown, never this; "la dernière fois", "my last delivery"
# name no order placed.
_ORDER_WORD = r"(?:commande|order|achat|purchase)"
_PLACED = (r"(?:que j'? ?ai (?:passee?|commandee?s?|faite?)|que nous avons "
           r"(?:passee?|commandee?s?)|(?:i|we) (?:placed|made|ordered|put in)|"
           r"(?:i'?ve|we'?ve) (?:placed|made|ordered))")
_RECENCY = (
    ("latest", re.compile("|".join((
        r"\b(?:ma|mon|notre|my|our) (?:toute |very )?(?:derniere|dernier|plus recente|last|"
        r"latest|newest|most recent|recent) " + _ORDER_WORD + r"\b",
        r"\b(?:la|the) (?:derniere|latest|last|newest|most recent|plus recente) "
        + _ORDER_WORD + r" " + _PLACED,
        r"\b(?:the|my|our) (?:latest|newest|most recent) one\b",
        r"\b(?:ma|mon|la|le|notre) " + _ORDER_WORD + r" (?:la |le )?plus recente?\b",
        r"\b(?:celle|celui|la commande|the one|the order) " + _PLACED
        + r" (?:en dernier|le plus recemment|most recently|last)\b",
        r"\b(?:celle|celui|the one|the order|la commande) (?:la plus recente|le plus recent|"
        r"(?:i|we) (?:placed|made|ordered) most recently)\b")))),
    ("first", re.compile("|".join((
        r"\b(?:ma|mon|notre|my|our) (?:toute |very )?(?:premiere|first|earliest) "
        + _ORDER_WORD + r"\b",
        r"\b(?:la|the) (?:premiere|first|earliest) " + _ORDER_WORD + r" " + _PLACED,
        r"\b(?:celle|celui|la commande|the one|the order) " + _PLACED
        + r" (?:en premier|first)\b")))),
)


def recency_named(text: str) -> str | None:
    """How an order is named by when it was placed against the customer's others: "latest"
    (the one placed last: "ma dernière commande", "my most recent order") or "first" ("ma
    première commande", "my first order with you"); None when the words name none."""
    folded = _recency_folded(text)
    found = [how for how, pattern in _RECENCY if pattern.search(folded)]
    return found[0] if len(found) == 1 else None


def without_recency_naming(text: str) -> str:
    """The folded text less the words that name an order by when it was placed
    (`recency_named`: "ma dernière commande", "my most recent order"): no day wished."""
    folded = _recency_folded(text)
    for _how, pattern in _RECENCY:
        folded = pattern.sub(" ", folded)
    return folded


def _recency_folded(text: str) -> str:
    return re.sub(r"\s+", " ", fold(text).replace("-", " "))


# Damage found, not caused: the piece unpacked, the damage noticed or discovered later, "it
# must have been there since it came", "en déballant", "je viens de remarquer", "depuis la
# livraison", "dès le début". Said so, a "now" or a "since" tells when the customer saw the
# damage, never that it came with use: only a cause said outright (after weeks of use, the
# cat, "s'est cassé") makes it damage after the delivery (blind16 care_cases).
DAMAGE_FOUND = re.compile(
    r"\b(?:unpack\w*|unbox\w*|(?:opened|opening|open) (?:up )?(?:the |it|them|\w+ )?(?:box|boxes|"
    r"packaging|parcel|package|carton)\w*|notic\w*|spott\w*|discover\w*|found|turns? out|"
    r"turned out|realis\w*|realiz\w*|must have been (?:there|like that|damaged)|"
    r"(?:since|from) (?:it|they) (?:came|arrived|was delivered|were delivered)|"
    r"(?:since|from) (?:the )?(?:delivery|day one|the start|the beginning)|"
    r"deball\w*|en ouvrant|ouvert (?:le|les) cartons?|remarqu\w*|apercu\w*|apercoi\w*|"
    r"decouv\w*|constat\w*|vu que|(?:depuis|des) (?:la livraison|le debut|le premier jour|"
    r"(?:son|leur) arrivee|la reception)|(?:devait|devaient|a du|ont du) (?:deja )?"
    r"(?:etre|y etre)|(?:a|ont) du arriver)\b")
# A cause after the delivery said outright (the offline model's at-home cues that are more
# than a "now", a "since" or a pet or child named in a story).
DAMAGE_CAUSED = re.compile(
    r"\b(?:au bout d\w*|apres (?:quelques|deux|trois|\d+|un|une) \w+|s'?est (?:\w+ )?"
    r"(?:cass|dechir|abim|fendu|fissur|decousu|affaiss|rompu|tach|ray|bris)\w*|a cede|"
    r"after (?:a|an|one|two|three|a few|some|\d+) (?:day|week|month|year)s?|gave way|"
    r"has (?:started|begun)|started to|commence\w*|de plus en plus|a l'?usage|with use|"
    r"(?:my|the|our) (?:cat|dog|kids?|son|daughter) (?:\w+ )?(?:scratch\w*|chew\w*|broke|"
    r"damag\w*|spill\w*|jump\w*)|(?:mon|ma|notre|le|la) (?:chat|chien|fils|fille|enfant)s? "
    r"(?:\w+ )?(?:a|ont) (?:\w+ )?(?:griff|mach|cass|abim|renvers|saut)\w*|"
    r"broke (?:down|after|when|while))\b")
# A photo the customer sends or took of the damage ("je vous envoie une photo", "photos
# jointes", "here's a pic", "I took pictures"): evidence, never a piece unlike the photo.
OWN_PHOTO = re.compile(
    r"\b(?:(?:je vous |j'?)(?:envoie|envoi|joins|ai joint|ai pris|prends|mets)|envoyer|"
    r"ci-?joint\w*|voici|voila|here'?s|here (?:is|are)|(?:i'?m|i am|i'?ll|i will|we'?re|we will) "
    r"(?:send\w*|attach\w*)|sending|send(?:ing)? you|attach\w*|i took|we took|took|taken|see|"
    r"look at|take|prendre|pris) (?:\w+ )?(?:une |des |la |les |a |the |some |my |mes |ma )?"
    r"(?:photos?|images?|pictures?|pics?|snaps?)\b|"
    r"\b(?:photos?|images?|pictures?|pics?) (?:ci-?jointe?s?|jointe?s?|en (?:piece jointe|pj)|"
    r"attached|enclosed|included|(?:i |we )?(?:took|sent))\b")


def problem_said(text: str, kind: str | None) -> str | None:
    """A kind of problem a model read, kept unless it gives the damage a cause the
    customer's words never gave: damage found ("only noticed it now", "en déballant",
    "since it came") with no cause said is the piece damaged, never damage after the
    delivery (blind16 care_cases)."""
    folded = fold(text)
    if kind == "damaged_at_home" and DAMAGE_FOUND.search(folded) \
            and not DAMAGE_CAUSED.search(folded):
        return "arrived_damaged"
    return kind


# A piece of furniture, a part of one or what it is made in (folded): what a damage, a
# shortfall or another piece than ordered is said of ("the table came but not the chairs",
# never "but not the right day"; "finishing is spoilt", never "my kids are spoilt").
_SAMPLES = {"echantillon", "echantillons", "sample", "samples", "swatch", "swatches"}
FURNITURE = (
    "(?:" + "|".join(sorted(OTHER_ITEM_WORDS - _SAMPLES, key=len, reverse=True)) + "|"
    # pieces no order line is named by, then the parts of a piece and what it is made in
    r"canape\w*|couch\w*|mattress\w*|tables|chevets|armoires|bureaux|poufs?|ottomans?|meubles|"
    r"furniture|consoles|miroirs?|mirrors?|sommiers?|headboards?|tetes? de lit|plateaux?|"
    r"pieds?|legs?|accoudoirs?|dossiers?|tiroirs?|drawers?|portes?|doors?|poignees?|"
    r"handles?|coussins?|cushions?|tissus?|fabrics?|finish\w*|finition\w*|vernis|varnish|"
    r"upholstery|lattes?|slats?|roulettes?|castors?|charnieres?|hinges?)"
)
# "Gâté" (West Africa: broken, never the English "gate") and "spoilt" (India, Nigeria) said
# of a piece or a part ("le buffet est gâté", "the chairs have spoilt legs", "finishing is
# spoilt"), never of someone or something else ("mon fils est un peu gâté", "my kids are
# spoilt", "spoilt for choice", "les fruits posés sur la table sont gâtés").
_CLAUSE_START = r"(?:(?<=^)|(?<=[.?!,;:] )|(?<=[.?!,;:]))"
SPOILT = (
    rf"{FURNITURE}\b[^.?!,;]{{0,25}}?\bspoilt\b|spoilt (?:\w+ ){{0,2}}?{FURNITURE}\b|"
    rf"{_CLAUSE_START}(?:\w+ )?(?:le|la|les|l'|l|mon|ma|mes|ton|ta|tes|votre|vos|notre|nos|un|"
    rf"une|des|ce|cet|cette|ces) ?{FURNITURE}\b[^.?!]{{0,60}}?\b(?:est|sont|etait|etaient|"
    rf"c'est|tout|toute|completement) (?:\w+ )?gatee?s?\b")
