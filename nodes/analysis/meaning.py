"""Check what the model's sentences *say* against the data, where Python can read it.

`checks.problems_in` reads form (numbers, links, questions, the prompt). A sentence can pass
it and still contradict the figures rendered under it: a trend the data does not hold (one
period is analysed: nothing rose or fell against anything), another customer named, a month
outside the period, bills "all paid" when some are late (or late ones when none is), an
action claimed done or the figures called wrong, text laid out as markdown (a heading, a
table of its own), another language or script than the report's. Each is a refusal, and the
fixed sentence stands instead. These read words, not meaning: they refuse whole families of
claims rather than judge one, so a true sentence may be refused; never the reverse for the
claims listed here.
"""

from __future__ import annotations

import contextlib
import itertools
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any

from services.text import ENGLISH as TEXT_ENGLISH
from services.text import FRENCH as TEXT_FRENCH
from services.text import fold

Lang = str

# -- layout and script -----------------------------------------------------------------------

# A line break, a table cell, a heading, code, strong emphasis or strike, a quote or a bullet.
LAYOUT = re.compile(r"[\n\r\t\u2028\u2029|#`]|\*\*|__|~~|^\s*(?:>|[-*+]\s)")


def _foreign_script(text: str) -> str | None:
    for ch in text:
        if unicodedata.category(ch).startswith("L") and not unicodedata.name(
                ch, "").startswith("LATIN"):
            return ch
    return None


# -- language ----------------------------------------------------------------------------------

# The desk's own language clues (`services.text`), and the words of a report they lack.
FRENCH = frozenset(TEXT_FRENCH) | {"emises", "ont", "paiement", "paiements", "sa", "ses", "son",
                                   "suivre"}
ENGLISH = frozenset(TEXT_ENGLISH) | {"by", "his", "issued", "on", "payment", "payments", "their",
                                     "very", "well"}
# Words of other languages a model may switch to (none of them a French or English word).
OTHER = frozenset(
    ["el", "los", "las", "y", "con", "es", "una", "del", "por", "der", "die", "das", "und",
     "ist", "mit", "nicht", "ein", "eine", "della", "che", "sono", "het", "een", "niet", "van",
     "em", "nao", "uma", "cliente", "facturas", "pagos", "rechnungen", "kunde", "zahlungen"])
WORDS = re.compile(r"[a-z]+")


def _language_problem(folded: str, lang: Lang) -> str | None:
    words = WORDS.findall(folded)
    own_words, other_words = (FRENCH, ENGLISH) if lang == "fr" else (ENGLISH, FRENCH)
    own = sum(w in own_words for w in words)
    other = sum(w in other_words or w in OTHER for w in words)
    if other > own or (own == 0 and len(words) >= 3):
        return f"not written in the report's language ({lang})"
    return None


# -- claims the data cannot hold, or must hold -------------------------------------------------

# One period is analysed: a change against another period is nothing the figures show, and a
# period said relative to today ("l'an dernier", "last quarter") may not be the one analysed.
TREND = re.compile(
    r"\b(?:en (?:hausse|baisse|progression|recul|chute|croissance|declin|augmentation|"
    r"diminution)|a (?:augmente|baisse|diminue|progresse|recule|chute|double|triple|"
    r"explose|stagne|grimpe)|ont (?:augmente|baisse|diminue|progresse|recule|chute|double)|"
    r"(?:augmentation|diminution|croissance|decroissance|declin|hausse|baisse) (?:de|du|des)|"
    r"par rapport|compare|comparaison|que l'an|qu'en \d|l'an (?:dernier|passe)|"
    r"l'annee (?:derniere|precedente|passee)|(?:le|du) (?:mois|trimestre|semestre) "
    r"(?:dernier|precedent|passe)|(?:derniere?s?|prochaine?s?) (?:mois|trimestres?|semestres?|"
    r"annees?|semaines?)|precedente?s?|cette annee|ce (?:mois|trimestre|semestre)|"
    r"rose|fell|fallen|grew|grown|increased?|decreased?|declined?|dropped|doubled|tripled|"
    r"growth|is (?:up|down)|went (?:up|down)|up from|down from|compared|versus|vs|than "
    r"(?:last|the previous|before)|previous|(?:last|next) (?:year|quarter|month|half|week)s?|this "
    r"(?:year|quarter|month)|year[- ](?:on|over)[- ]year|yoy)\b")
# The model speaking as one who acts, an action claimed done, or the report called wrong.
ACTS = re.compile(
    r"\b(?:j'ai|je|nous avons|nous allons|i|i've|i'm|i'll|we've|we have|we will|we'll|"
    r"ignore[zs]?|ignorer|disregard|ne tenez pas compte|errone[es]*|incorrect[es]*|inexact[es]*|"
    r"faux|fausses?|wrong|mistaken|annule[rsz]?|annulee?s?|cancel(?:led|ed|s)?|"
    r"rembours\w*|refund\w*|virement|wire|supprime[rsz]?|delete[ds]?|efface[rsz]?|"
    r"a ete (?:envoye|relance|prevenu|contacte|notifie)e?s?|ont ete (?:envoye|relance)e?s?|"
    r"(?:has|have) been (?:sent|notified|contacted|cancell?ed|refunded)|deja|already|"
    r"mot de passe|password|api key|cle api|prompt|instructions?)\b")
# Claims that every bill was paid, or paid on time.
ALL_PAID = re.compile(
    r"\b(?:tout (?:a ete |est )?(?:paye|regle)|tout payer|toutes (?:les|ses) factures (?:sont|ont "
    r"ete) (?:payees|reglees)|aucun(?:e facture en)? retard|aucun impaye|sans (?:aucun )?retard|"
    r"jamais (?:en )?retard|toujours (?:paye |regle )?(?:a l'heure|a temps|dans les delais)|"
    r"a jour|rien a relancer|bons? payeurs?|excellent payeur|ponctuel(?:le)?s?|"
    r"(?:all|every) (?:bills? )?(?:are |were |have been |was )?paid|paid (?:everything|in full|"
    r"on time)|no (?:late|overdue|unpaid)|never (?:late|overdue)|always (?:paid )?on time|"
    r"up to date|nothing (?:overdue|to chase)|(?:good|reliable|excellent) payers?|punctual)\b")
# Claims that no bill was paid: false as soon as one was.
NONE_PAID = re.compile(
    r"\b(?:aucune? (?:des |de ses )?(?:factures? )?(?:n'a (?:ete |encore ete )?|"
    r"n'ont (?:ete |encore ete )?|n'est |ne sont )?(?:payee?s?|reglee?s?|encaissee?s?)|"
    r"rien (?:n'a (?:encore )?ete |"
    r"d')?(?:paye|regle|encaisse)|jamais (?:rien )?(?:paye|regle)|(?:none|nothing|not one|not a "
    r"single (?:bill|invoice))(?: of (?:the|his|her|their) (?:bills|invoices))? (?:was |were |has "
    r"been |have been )?(?:paid|settled)|never paid|no (?:bills?|invoices?|payments?) "
    r"(?:paid|settled|received|were (?:paid|settled)|was (?:paid|settled)))\b")
LATE = re.compile(r"\b(?:retards?|tardi[fv]e?s?|late|lateness|overdue|en souffrance|"
                  r"mauvais payeurs?|bad payers?|slow payers?)\b")
UNPAID = re.compile(r"\b(?:impayee?s?|non (?:payee?s?|reglee?s?)|unpaid|outstanding|"
                    r"owes?)\b")

# Claims that bills were paid early, before they fell due: false as soon as one was late.
EARLY = re.compile(
    r"\b(?:en avance|d'avance|avant (?:l'|leur |son |sa |ses |la date d'|les dates d')?"
    r"echeances?|early|ahead of (?:time|schedule|the due dates?|due)|before (?:the |their |its )?"
    r"due(?: dates?)?|before (?:they were|it was|being) due|promptly)\b")

# One customer's bills are analysed: nothing ranks the customer among the others, compares
# them with other customers or with an average of others, or says how many times one figure
# is another ("le double de la moyenne", "our third best customer", "twice as much").
_ORDINAL = (r"(?:premier|premiere|deuxieme|second|seconde|troisieme|quatrieme|cinquieme|"
            r"dixieme|\d+ ?(?:e|eme|er|ere|st|nd|rd|th)|first|third|fourth|fifth|tenth)")
_WHO = (r"(?:clients?|clientes?|customers?|comptes?|accounts?|acheteurs?|buyers?|payeurs?|"
        r"payers?)")
RANKED = re.compile(
    r"\b(?:(?:meilleure?s?|plus (?:gros|grosse|grand|grande|important|importante|fidele|"
    r"rentable)s?|principale?s?|principaux|top|best|biggest|largest|leading|most "
    r"(?:loyal|valuable|important|profitable)) " + _WHO +
    r"|" + _ORDINAL + r" (?:meilleure?s?|plus (?:gros|grosse|grand|grande|important)|best|"
    r"biggest|largest|top|" + _WHO + r")"
    r"|parmi (?:nos|les|mes|ses) (?:meilleure?s|plus|principaux|clients?|clientes?)"
    r"|among (?:our|the|my|his|her|its|their) (?:best|top|biggest|largest|most|customers|"
    r"accounts|clients)"
    r"|(?:au[- ]dessus|au[- ]dessous|en[- ]dessous|superieure?s?|inferieure?s?) (?:a|de) la "
    r"moyenne|(?:above|below|under|over) (?:the )?average|than (?:the )?average"
    r"|que la moyenne|la moyenne (?:des|de nos|de la|du) (?:clients|clientele|secteur|marche)"
    r"|(?:autres|other) (?:clients|customers|accounts)|que (?:nos |les )?autres"
    r"|(?:deux|trois|quatre|cinq|dix|\d+) fois (?:plus|moins|superieure?|inferieure?|"
    r"mieux|pire)"
    r"|(?:twice|(?:three|four|five|ten|\d+) times) (?:as|the|more|less|higher|lower|larger|"
    r"bigger|smaller|better|worse|his|her|its|their|that|what)"
    r"|(?:le|au|du) double (?:de|du|des|d')|the double of|double (?:the|that|what|his|her|"
    r"its|their)|(?:le |au |du )?triple (?:de|du|des|d')|triple (?:the|that|what))\b")

# What invoices never show: a legal or financial standing (insolvency, bankruptcy,
# proceedings, fraud, debt collection, a credit rating), and orders to stop doing business
# with the customer. The recommendations say what to do; the model's sentences may not.
STANDING = re.compile(
    r"\b(?:insolvab\w*|insolven\w*|solvab\w*|solven\w*|faillites?|bankrupt\w*|"
    r"liquidations?|redressement judiciaire|procedures? collectives?|depot de bilan|"
    r"cessation de(?:s)? paiements?|receivership|chapter (?:7|11)|surendett\w*|"
    r"fraud\w*|escroc\w*|scam\w*|litiges?|litigation|contentieux|proces|lawsuits?|"
    r"poursuites?(?: judiciaires)?|tribunal|court|sue[ds]?|suing|huissiers?|bailiffs?|"
    r"mise en demeure|recouvrement|debt collect\w*|collection agency|interdit bancaire|"
    r"banque de france|blacklist\w*|black list|liste noire|defaut de paiement|"
    r"risque de defaut|default(?:s|ed)? on|default risk|credit (?:score|rating|check|risk)|"
    r"notation|cote de credit)\b")
STOP_BUSINESS = re.compile(
    r"\b(?:(?:arreter|arretez|arretons|cesser|cessez|cessons|suspendre|suspendez|suspendons|"
    r"bloquer|bloquez|bloquons|couper|coupez|geler|gelez|interrompre|interrompez|stopper|"
    r"stoppez|refuser|refusez|refusons|annuler|annulez) (?:les |toutes les |toute |ses |leurs? |"
    r"son |sa |tout |la |le )?(?:livraisons?|commandes?|ventes?|credits?|encours|comptes?|"
    r"relations?|approvisionnements?|expeditions?)|ne plus (?:livrer|vendre|accepter|"
    r"expedier|travailler)|(?:stop|halt|suspend|block|freeze|cut off|cut|refuse|cease|end|"
    r"terminate|close) (?:all |any |his |her |their |the |its |further )?(?:deliveries|"
    r"delivery|orders?|shipments?|credit|account|sales|relationship|business)|no (?:more|"
    r"further) (?:deliveries|orders|credit|shipments)|do not (?:deliver|ship|sell))\b")



def _payment_problems(folded: str, analysis: Mapping[str, Any]) -> list[str]:
    late = int(analysis.get("late_count") or 0) + int(analysis.get("overdue_count") or 0)
    unpaid = int(analysis.get("overdue_count") or 0) + int(analysis.get("pending_count") or 0)
    rules = {str(r.get("rule")) for r in analysis.get("recommendations") or []
             if isinstance(r, Mapping)}
    found = []
    good = ALL_PAID.search(folded)
    reliable = good is not None and re.search(r"payeur|payer|ponctuel|punctual",
                                              good[0]) is not None
    if good and (late or (unpaid and not reliable)):
        found.append(f"says the bills were paid ({good[0]}) when the data has late or "
                     "unpaid ones")
    bills = int(analysis.get("bill_count") or 0)
    none_paid = NONE_PAID.search(folded)
    if none_paid and bills > unpaid:
        found.append(f"says no bill was paid ({none_paid[0]}) when {bills - unpaid} were")
    early = EARLY.search(folded)
    if early and late:
        found.append(f"says the bills were paid early ({early[0]}) when the data has late "
                     "ones")
    rest = ALL_PAID.sub(" ", folded)
    said_late, said_unpaid = LATE.search(rest), UNPAID.search(rest)
    if said_late and not late and "late_payer" not in rules:
        found.append(f"says payments are late ({said_late[0]}) when the data has none")
    if said_unpaid and not unpaid:
        found.append(f"says bills are unpaid ({said_unpaid[0]}) when the data has none")
    return found


# -- months of the period ---------------------------------------------------------------------

FRENCH_MONTHS = ["janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout",
                 "septembre", "octobre", "novembre", "decembre"]
ENGLISH_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august",
                  "september", "october", "november", "december"]
# English "may" is a month only capitalised (read apart, on the text as written).
MONTHS: dict[str, int] = {**{m: i + 1 for i, m in enumerate(FRENCH_MONTHS)},
                          **{m: i + 1 for i, m in enumerate(ENGLISH_MONTHS) if m != "may"}}
MONTH_WORD = re.compile(r"\b(" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\b")


def _months_of(start: date, end: date) -> set[int] | None:
    """The months the period touches (None: every month, a year or more)."""
    if (end.year - start.year) * 12 + end.month - start.month >= 11:
        return None
    months, year, month = set(), start.year, start.month
    while (year, month) <= (end.year, end.month):
        months.add(month)
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return months


def _month_problem(text: str, folded: str, analysis: Mapping[str, Any]) -> str | None:
    try:
        start = date.fromisoformat(str(analysis.get("start")))
        end = date.fromisoformat(str(analysis.get("end")))
    except ValueError:
        return None
    allowed = _months_of(start, end)
    if allowed is None:
        return None
    said = [MONTHS[m] for m in MONTH_WORD.findall(folded)]
    if re.search(r"\bMay\b", text):  # English "may" is a month only capitalised
        said.append(5)
    outside = sorted(set(said) - allowed)
    if outside:
        return f"names a month outside the period ({', '.join(map(str, outside))})"
    return None


# -- names -------------------------------------------------------------------------------------

NAME = re.compile(r"[^\W\d_]+", re.UNICODE)
# Words a sentence may capitalise that name no one: months, days, usual acronyms.
COMMON_CAPITALS = frozenset(
    ["janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre",
     "octobre", "novembre", "decembre", "january", "february", "march", "april", "may", "june",
     "july", "august", "september", "october", "november", "december", "lundi", "mardi",
     "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "monday", "tuesday", "wednesday",
     "thursday", "friday", "saturday", "sunday", "ca", "tva", "ht", "ttc", "eur", "kpi", "sav",
     "dso"])
SENTENCE_START = re.compile(r"(?:^|[.!;:«»\"“”(]\s*)$")


def data_words_of(analysis: Mapping[str, Any]) -> set[str]:
    """Every word the analysis holds (its strings, at any depth), folded. Each distinct word
    is folded once: the bills' lines repeat the same product names many times."""
    strings: list[str] = []
    stack: list[Any] = [analysis]
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, str):
            strings.append(value)
    return {fold(w) for w in set(NAME.findall("\n".join(strings)))}


def _data_strings(analysis: Mapping[str, Any]) -> set[str]:
    held: set[str] = set()
    customer = analysis.get("customer")
    if isinstance(customer, Mapping):
        held.update(fold(str(customer.get(k) or "")) for k in ("name", "company"))
    for key in ("products", "top_products"):
        for product in analysis.get(key) or []:
            if isinstance(product, Mapping):
                held.add(fold(str(product.get("name") or "")))
    return {h for h in held if len(h) >= 3}


def capitalised(text: str) -> Iterable[tuple[str, bool]]:
    """Each capitalised word of `text`, and whether it opens a sentence."""
    for m in NAME.finditer(text):
        word = m[0]
        if word[0].isupper():
            before = text[:m.start()]
            # "d'Émilie", "l'Armoire": the word after an elision opens nothing
            elided = before.endswith(("'", "\u2019"))
            yield word, not elided and bool(SENTENCE_START.search(before.rstrip()))


def _name_problems(text: str, analysis: Mapping[str, Any],
                   others: Callable[[str], list[str]] | None,
                   data_words: Callable[[], set[str]] | None = None,
                   holders: Holders | None = None) -> list[str]:
    known: set[str] | None = None  # read off the analysis at the first capitalised word
    found = []
    for word, opens in capitalised(text):
        folded = fold(word)
        if known is None:
            known = (data_words() if data_words is not None else data_words_of(analysis)) \
                | COMMON_CAPITALS
        if folded in known:
            continue
        if not opens:
            found.append(f"names what the data does not hold ({word})")
            continue
        if others is not None and len(folded) >= 3 and folded not in FRENCH | ENGLISH:
            names = others(word)
            if names:
                found.append(f"names another customer ({word}: {names[0]})")
    if holders is not None and not found:
        found += _names_in_lower_case(text, holders, known if known is not None else (
            data_words() if data_words is not None else data_words_of(analysis)))
    return found


# Words before a name that make a lone word of it one ("m. dupont", "chez martin").
TITLE_WORDS = frozenset(["m", "mme", "mlle", "monsieur", "madame", "mademoiselle", "mr", "mrs",
                         "ms", "miss", "dr", "chez"])
Holders = Callable[[Sequence[str]], Mapping[str, tuple[str, frozenset[str]]]]
"""The customers other than the analysed one that hold some of these words whole (by id: their
name and the words they hold), read in one go (`services.billing.customers_holding`)."""


def _names_in_lower_case(text: str, holders: Holders, known: set[str]) -> list[str]:
    """Another customer named without capitals ("comme paul dupont", "chez m. lefevre"): two
    words in a row that are both words of one other customer's name, or a title and one. Only
    the words no sentence is made of are looked up, and only when two of them meet (or a title
    and one), so most sentences read nothing."""
    words = [fold(m[0]) for m in NAME.finditer(text)]

    def may_name(word: str) -> bool:
        return len(word) >= 2 and word not in FRENCH and word not in ENGLISH \
            and word not in COMMON_CAPITALS

    pairs = [(a, b) for a, b in itertools.pairwise(words)
             if a != b and ((may_name(a) and may_name(b) and not {a, b} <= known)
                            or (a in TITLE_WORDS and may_name(b) and b not in known))]
    if not pairs:
        return []
    looked = sorted({w for pair in pairs for w in pair if w not in TITLE_WORDS})
    for name, terms in holders(looked).values():
        for a, b in pairs:
            if b in terms and (a in terms or a in TITLE_WORDS):
                return [f"names another customer ({a} {b}: {name})"]
    return []


# -- amounts and counts against their labels ---------------------------------------------------

# An amount in euros as written: digits (with separators) before or after the sign.
AMOUNT = re.compile(r"(\d[\d\s.,'’]*\d|\d)\s*(?:€|eur\b|euros?\b)|€\s*(\d[\d\s.,'’]*\d|\d)",
                    re.IGNORECASE)
MONEY_LABELS: dict[str, re.Pattern[str]] = {
    "revenue": re.compile(r"chiffre d'affaires|\bca\b|revenue|turnover|\bventes?\b|\bsales\b|"
                          r"\btotal|depense|spent|achats?\b|purchases?"),
    "average_bill": re.compile(r"moyen|average|\bmean\b"),
    "max_bill": re.compile(r"plus (?:grosse|grande|importante|elevee)|maximum|\bmax\b|largest|"
                           r"biggest|highest|record"),
    "margin": re.compile(r"marge|margin|benefice|profit"),
    "cost": re.compile(r"\bcouts?\b|\bcosts?\b"),
}
BILLS = re.compile(r"\b(\d+)\s+(?:\w+\s+)?(?:factures?|bills?|invoices?)\b")
COUNT_LABELS: dict[str, re.Pattern[str]] = {
    "late": re.compile(r"retard|\blate\b|overdue|tardi"),
    "unpaid": re.compile(r"impaye|non (?:payee|reglee)|unpaid|pending|a payer|outstanding"),
    "on_time": re.compile(r"a l'heure|on time|dans les delais|a temps|a echeance"),
    "paid": re.compile(r"\bpayees?\b|\bpaid\b|reglees?"),
}
CLAUSE = re.compile(r"[;!?]|\.(?=\s|$)")


def _values(analysis: Mapping[str, Any], key: str, clause: str) -> set[Decimal]:
    """The figure `key` of the analysis, and that of each product the clause names."""
    out = set()
    value = analysis.get(key)
    if value is not None:
        with contextlib.suppress(InvalidOperation):
            out.add(Decimal(str(value)))
    products = [p for p in analysis.get("products") or [] if isinstance(p, Mapping)
                and p.get("name") and fold(str(p["name"])) in clause]
    for product in products:
        try:
            revenue, cost = Decimal(str(product.get("revenue"))), Decimal(str(product.get("cost")))
        except InvalidOperation:
            continue
        out |= {"revenue": {revenue}, "cost": {cost}, "margin": {revenue - cost}}.get(key, set())
    return out


def _int(analysis: Mapping[str, Any], key: str) -> int:
    try:
        return int(analysis.get(key) or 0)
    except (TypeError, ValueError):
        return -1


def _label_problems(text: str, analysis: Mapping[str, Any]) -> list[str]:
    """An amount said to be a figure (the revenue, the average bill, the largest, the margin,
    the cost) must be that figure; a number of bills said late, unpaid, on time, paid or
    none of them must be that count."""
    from nodes.analysis.checks import canonical, number_words, read_number

    found: list[str] = []
    for clause in CLAUSE.split(canonical(text)):
        folded = fold(clause)
        # A count in words ("onze factures", "two late bills") is held to its label as in
        # digits: each run of number words read as its whole number.
        for phrase, value in number_words(clause):
            if value == value.to_integral_value():
                folded = re.sub(rf"\b{re.escape(fold(phrase))}\b", str(int(value)), folded)
        labels = [k for k, p in MONEY_LABELS.items() if p.search(folded)]
        if labels:
            figures = set().union(*(_values(analysis, k, folded) for k in labels))
            for m in AMOUNT.finditer(clause):
                values = read_number((m[1] or m[2]).strip().replace("\u00a0", " "))
                if values and not values & figures:
                    found.append(f"amount {m[0].strip()} is not the {' or '.join(labels)} of "
                                 "the analysis")
        found += _rate_problems(folded, analysis)
        for i, part in enumerate(PART.split(folded)):
            found += _count_problems(part, analysis, bills_before=i > 0)
    return found


# A share as written: "46 %", "46,5%", "quarante pour cent" (its number words already read as
# digits), "12 percent".
PERCENT = re.compile(r"(\d+(?:[.,]\d+)?) ?(?:%|(?:pour ?cent|per ?cent|percent|pct)\b)")
# A number of days as written: "40 jours", "10 days".
DAYS = re.compile(r"(\d+(?:[.,]\d+)?) ?(?:jours?|journees?|days?)\b")
MARGIN_WORDS = re.compile(r"marge|margin|benefice|profit|rentab")


def _numbers_under(value: Any, keys: Callable[[str], bool]) -> Iterable[Decimal]:
    """Every number of the analysis held under a key `keys` accepts, at any depth."""
    if isinstance(value, Mapping):
        for key, inner in value.items():
            if keys(str(key)) and not isinstance(inner, Mapping | list):
                with contextlib.suppress(InvalidOperation, TypeError, ValueError):
                    if inner is not None and not isinstance(inner, bool):
                        yield Decimal(str(inner))
            else:
                yield from _numbers_under(inner, keys)
    elif isinstance(value, list):
        for inner in value:
            yield from _numbers_under(inner, keys)


def _said(token: str) -> tuple[Decimal, Decimal] | None:
    """A number as written and half a unit of its last place ("46,5": 46.5 and 0.05)."""
    with contextlib.suppress(InvalidOperation):
        text = token.replace(",", ".")
        places = len(text.split(".")[1]) if "." in text else 0
        return Decimal(text), Decimal(1).scaleb(-places)
    return None


def _near(said: tuple[Decimal, Decimal], figures: Iterable[Decimal]) -> bool:
    """Whether a number said is one of `figures` rounded or cut to the places it is said with
    (59.17 is said 59 or 59.2, never 60)."""
    value, unit = said
    return any(abs(value - figure) <= unit / 2 or Decimal(0) <= figure - value < unit
               for figure in figures)


def _rate_problems(folded: str, analysis: Mapping[str, Any]) -> list[str]:
    """A share must be one of the analysis's (its margin rate when the clause speaks of the
    margin; else a margin rate, the share of bills paid on time, or a count of bills over all
    of them); a number of days must be one of its payment delays, or the period's length."""
    found: list[str] = []
    shares, days_said = list(PERCENT.finditer(folded)), list(DAYS.finditer(folded))
    if not shares and not days_said:
        return found  # most sentences: the analysis is not walked
    # the figures a share or a number of days may be, read once for every one said
    rates = [100 * r for r in _numbers_under(analysis, lambda k: k == "margin_rate")]
    if not MARGIN_WORDS.search(folded):  # a share of the margin is its rate only
        rates += [100 * r for r in _numbers_under(analysis, lambda k: k == "confidence")]
        bills = _int(analysis, "bill_count")
        counts = {_int(analysis, k) for k in ("paid_count", "on_time_count", "late_count",
                                              "overdue_count", "pending_count")}
        counts |= {_int(analysis, "late_count") + _int(analysis, "overdue_count"),
                   _int(analysis, "overdue_count") + _int(analysis, "pending_count")}
        if bills > 0:
            rates += [Decimal(100 * c) / bills for c in counts if c >= 0]
    days: list[Decimal] = []
    if days_said:
        from services.analytics import LATE_DELAY_DAYS  # a staff turn's; not at import

        days = [abs(d) for d in _numbers_under(analysis, lambda k: "delay" in k)]
        days.append(Decimal(LATE_DELAY_DAYS))
        with contextlib.suppress(ValueError):
            days.append(Decimal((date.fromisoformat(str(analysis.get("end")))
                                 - date.fromisoformat(str(analysis.get("start")))).days + 1))
    for m, figures, what in [(m, rates, "a share") for m in shares] + [
            (m, days, "a number of days") for m in days_said]:
        said = _said(m[1])
        if said is not None and not _near(said, figures):
            found.append(f"{m[0].strip()}: not {what} of the analysis")
    return found


# Where a count's label stops: "4 factures, dont 1 en retard" says two counts, each labelled
# in its own part (the late label is the 1's, not the 4's).
PART = re.compile(r",|\b(?:dont|whose|of which|including|y compris)\b")


# A count that opens a part after the bills were named ("…, dont 3 en retard", "…, 2 of them
# unpaid"): a number of those bills.
LEADING_COUNT = re.compile(r"^\s*(\d+)\b(?!\s*(?:€|eur|%))")


def _count_problems(folded: str, analysis: Mapping[str, Any],
                    bills_before: bool = False) -> list[str]:
    """A number of bills said late, unpaid, on time, paid or none of them that is not that
    count; `bills_before`: the part follows one that named the bills, and a count opening it
    is a number of them when a label says which."""
    found = []
    kinds = [k for k, p in COUNT_LABELS.items() if p.search(folded)]
    said_counts = list(BILLS.finditer(folded))
    leading = LEADING_COUNT.match(folded) if bills_before and kinds and not said_counts else None
    for m in said_counts + ([leading] if leading else []):
        said = int(m[1])
        counts = {_int(analysis, "bill_count")} if not kinds else set()
        if "late" in kinds:
            counts |= {_int(analysis, "late_count"), _int(analysis, "overdue_count")}
        if "unpaid" in kinds:
            counts |= {_int(analysis, "overdue_count"), _int(analysis, "pending_count"),
                       _int(analysis, "overdue_count") + _int(analysis, "pending_count")}
        if "on_time" in kinds:
            counts.add(_int(analysis, "on_time_count"))
        if "paid" in kinds:
            counts |= {_int(analysis, "paid_count"), _int(analysis, "on_time_count")}
        if said not in counts:
            found.append(f"{m[0].strip()}: not the count of the analysis")
    return found


# -- all of them -------------------------------------------------------------------------------

def meaning_problems(text: str, analysis: Mapping[str, Any], lang: Lang,
                     others: Callable[[str], list[str]] | None = None,
                     data_words: Callable[[], set[str]] | None = None,
                     holders: Holders | None = None) -> list[str]:
    """Why `text` says what the data does not (nothing: no claim of the families above).
    `others(word)`: the names of customers other than the analysed one that hold `word`;
    `holders(words)`: those that hold some of `words`, read at once (`Holders`);
    `data_words()`: the words the analysis holds (`data_words_of(analysis)`), when the caller
    checks several texts against the same analysis and reads them once (a cached callable)."""
    folded = fold(text)
    # The names the data holds (the customer's, her company's, the products') say nothing:
    # a product called "Rose" is no trend.
    for held in sorted(_data_strings(analysis), key=len, reverse=True):
        folded = folded.replace(held, " ")
    found = []
    if LAYOUT.search(text):
        found.append("laid out as markdown or on several lines")
    foreign = _foreign_script(text)
    if foreign:
        found.append(f"written in another script ({foreign})")
    language = _language_problem(folded, lang)
    if language:
        found.append(language)
    trend = TREND.search(folded)
    if trend:
        found.append(f"states a change or a period the analysis does not hold ({trend[0]})")
    act = ACTS.search(folded)
    if act:
        found.append(f"speaks as one who acts, or calls the figures wrong ({act[0]})")
    ranked = RANKED.search(folded)
    if ranked:
        found.append(f"ranks or compares the customer with others, or one figure with "
                     f"another ({ranked[0]})")
    standing = STANDING.search(folded)
    if standing:
        found.append(f"states a legal or financial standing the bills do not show "
                     f"({standing[0]})")
    stop = STOP_BUSINESS.search(folded)
    if stop:
        found.append(f"tells to stop doing business with the customer ({stop[0]})")
    found += _payment_problems(folded, analysis)
    month = _month_problem(text, folded, analysis)
    if month:
        found.append(month)
    found += _name_problems(text, analysis, others, data_words, holders)
    found += _label_problems(text, analysis)
    return found
