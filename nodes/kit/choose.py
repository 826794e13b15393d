"""Pick one of the candidates a fixed question offered, from the person's answer (rules)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from nodes.kit.state import Customer
from services.text import EMAIL_RE, emails, ordinal_of, search_key

# Words an answer naming a customer may carry besides the name ("oui, c'est Marie", "celle-ci
# svp", "I mean the second one").
ANSWER_WORDS = {
    "oui", "yes", "yeah", "non", "no", "est", "la", "le", "les", "celle", "celui", "ceci",
    "cela", "de", "du", "des", "svp", "merci", "please", "thanks", "the", "one", "client",
    "cliente", "customer", "madame", "monsieur", "mme", "mrs", "that", "it", "mean", "meant",
    "je", "parle", "parlais", "voulais", "dire", "bien", "sur", "exactement", "exactly", "his",
    "her", "plutot", "rather", "pour", "for", "and", "et", "avec", "with", "company", "societe",
    # what joins a period said beside the pick ("Marc, mais sur 2025", "Avril, but over 2025")
    "mais", "but", "over", "en", "in", "on", "from",
    # a spelling put right with an apology ("Hargreaves* sorry", "Benali, pardon")
    "sorry", "pardon", "desole", "desolee", "oops", "oups", "typo", "faute", "frappe",
}


def _words(text: str) -> set[str]:
    """The words of a name or an answer, folded, split at elisions, hyphens and dots
    ("l'hôtel" is "l" and "hotel", "Jean-Pierre" is "jean" and "pierre"): an answer and a
    listed name are compared word by word, however each is written."""
    return set(re.findall(r"[^\W_]+", search_key(text)))


def _period_words(answer: str, candidates: Sequence[Customer]) -> set[str]:
    """The words of the period said beside a pick ("Marc, mais sur 2025": "sur", "2025"),
    once the listed names are set aside (a first name that is a month, "Avril", is a name
    here): no other customer named."""
    from services.periods import said_period

    listed = set().union(*(_words(" ".join(filter(None, (c["name"], c.get("company")))))
                           for c in candidates))
    rest = " ".join(w for w in re.split(r"(\s+)", answer)
                    if not w.strip() or not _words(w) <= listed)
    said = said_period(rest)
    return _words(said) if said else set()


def without_pick(answer: str, chosen: Customer) -> str:
    """The answer without the words that name the customer it picked ("Marc, mais sur 2025"
    → ", mais sur 2025"; "Avril" → ""): what it says besides, read for a period (a first name
    that is also a month, "Avril", "June", is the name here, never a period)."""
    own = _words(" ".join(filter(None, (chosen["name"], chosen.get("company"),
                                        chosen["email"]))))
    answer = EMAIL_RE.sub(lambda m: "" if m.group(0).lower() == chosen["email"].lower()
                          else m.group(0), answer)
    return re.sub(r"[^\W_]+", lambda m: "" if _words(m.group(0)) <= own else m.group(0),
                  answer)


def pick_candidate(answer: str, candidates: Sequence[Customer]) -> Customer | None:
    """The candidate the answer designates: by rank, e-mail, name or company; else None."""
    if not candidates:
        return None
    if len(candidates) == 1:  # "Did you mean John Doe?" — "oui"
        from nodes.kit.consent import read_answer

        if read_answer(answer).answer == "yes" or _points_at_the_one(answer):
            return candidates[0]
    mails = set(emails(answer))
    by_mail = [c for c in candidates if c["email"].lower() in mails]
    if len(by_mail) == 1:
        return by_mail[0]
    # "l'hôtel", "c'est l'atelier", "the atelier one": a word of one listed name or company
    words = _words(answer)
    said = _period_words(answer, candidates)
    scored = []
    for candidate in candidates:
        own = _words(" ".join(filter(None, (candidate["name"], candidate.get("company")))))
        distinctive = own - set().union(*(
            _words(" ".join(filter(None, (o["name"], o.get("company")))))
            for o in candidates if o is not candidate
        ))
        # "Paul Dupont" to "Did you mean Marie Dupont?" names someone else: no pick by name.
        # A period said beside the pick names no one ("Marc, l'année dernière").
        others = {w for w in words - own - ANSWER_WORDS - said if w.isalpha() and len(w) > 2}
        scored.append((0 if others else len(words & distinctive), candidate))
    best = max(score for score, _ in scored)
    winners = [c for score, c in scored if score == best]
    if best > 0 and len(winners) == 1:
        return winners[0]
    ordinal = ordinal_of(answer)
    if ordinal is not None:
        index = ordinal - 1 if ordinal > 0 else len(candidates) - 1
        if 0 <= index < len(candidates):
            return candidates[index]
    return None


# Saying that the one name offered is the one meant ("oui c'est elle", "yes that's him",
# "c'est bien lui", "that's the one"): words that point at it, a yes among them or not.
_THE_ONE = frozenset({
    "oui", "ouais", "yes", "yeah", "yep", "yup", "ok", "c", "ce", "est", "s", "bien", "exact",
    "exactement", "exactly", "indeed", "right", "it", "is", "that", "thats", "elle", "lui",
    "her", "him", "she", "he", "celle", "celui", "la", "ci", "the", "one", "this", "merci",
    "svp", "please", "thanks", "bon", "ca", "tout", "a", "fait", "that's"})
_POINTED = frozenset({"elle", "lui", "her", "him", "she", "he", "celle", "celui", "one"})
_DENIED = frozenset({"non", "no", "not", "pas", "n", "ne", "nope", "isn", "t", "never"})


def _points_at_the_one(answer: str) -> bool:
    """Whether the answer says that the one candidate offered is meant, by pointing at it
    ("oui c'est elle", "yes that's him", "c'est bien lui"); never with a denial ("non, pas
    elle", "that's not her") or a question."""
    if "?" in answer:
        return False
    said = set(re.findall(r"[a-z]+", search_key(answer).replace("'", " ")))
    return bool(said) and not said & _DENIED and said <= _THE_ONE and bool(said & _POINTED)


MAX_BARE_ANSWER_WORDS = 3


def bare_answer(message: str) -> bool:
    """A few words and no question ("Jean"): an answer to "which customer?", even one that
    designates none of those listed (the list is shown again), not a new request: a few
    words that lead on to another customer or ask something of their own ("maintenant pour
    Dupont", "now for Ménard", "écris-lui un mail", "send him the report") are one."""
    return "?" not in message and 0 < len(message.split()) <= MAX_BARE_ANSWER_WORDS \
        and not asks_anew(message)


# A few words that lead on to another request rather than answer a question: "maintenant pour
# Dupont", "et pour Marc Dupont", "now for Ménard", "what about Dupont", "same for Marie",
# "pareil pour Paul"; or a verb of a request of its own ("écris-lui", "email him", "analyse",
# "show me", "les factures").
_LEADS_ON = re.compile(
    r"^(?:(?:ok|bon|alors|great|fine|good|super|parfait|merci|thanks)\W+)*(?:"
    r"(?:et|and|maintenant|now|puis|then|ensuite|pareil|idem|same|meme chose|same thing|"
    r"what about|how about|passons a|next)\b(?:\W+(?:pour|for|avec|with|a|to))?|"
    r"(?:pour|for)\b)\W+\w")
_OWN_REQUEST = re.compile(
    r"\b(?:analy[sz]\w*|factures?|bills?|invoices?|impayee?s?|unpaid|overdue|combien|how much|"
    r"how many|montre\w*|show|liste\w*|list|ecri[st]\w*|ecrire|write|draft\w*|redige\w*|"
    r"e-?mail\w*|mail\w*|courriel|envoie\w*|envoyer|send\w*|forward\w*|transfere\w*|"
    r"appelle\w*|call|relance\w*|remind\w*|report|rapport|resume|summary)\b")


def asks_anew(message: str) -> bool:
    """Do a few words ask something of their own, rather than answer a pending question: a
    lead on to another customer ("maintenant pour Dupont", "what about Ménard"), a request
    ("écris-lui un mail", "email him the summary"), a change or what is not held?"""
    from services.llm.billing_words import asks_change, asks_not_held
    from services.text import fold_words

    folded = fold_words(message).strip()
    return bool(_LEADS_ON.search(folded) or _OWN_REQUEST.search(folded)
                or asks_change(message) or asks_not_held(message))


BARE_PICK_EXTRA_WORDS = 2
# Words that only point at a candidate ("the second one", "c'est celle-là").
POINTING = frozenset({
    "the", "one", "that", "this", "it", "its", "is", "le", "la", "l", "c", "est", "ce", "cette",
    "celui", "celle", "ceux", "celle-la", "celui-la", "lui", "elle", "first", "second",
    "third", "last", "premier", "premiere", "deuxieme", "seconde", "troisieme", "dernier",
    "derniere", "oui", "yes", "please", "svp", "merci", "thanks"})


def says_more_than_a_pick(answer: str, chosen: Customer) -> bool:
    """Whether an answer that designates `chosen` also says something of its own ("Quelles
    factures de Paul Dupont sont impayées ?"), beyond a few words around the designation
    ("Paul", "c'est Paul Dupont", "la deuxième"): it may be a new request."""
    own = set(re.findall(r"[^\W_]+", search_key(chosen["name"], chosen.get("company"),
                                                 chosen["email"])))
    answer_words = re.findall(r"[^\W_]+(?:-[^\W_]+)*",
                              search_key(EMAIL_RE.sub(" ", answer.lower())))
    extra = [w for w in answer_words if w not in own and w not in POINTING]
    return len(extra) > BARE_PICK_EXTRA_WORDS


def names_someone(name: str, answer: str) -> bool:
    """Whether `name` (read in an answer to "which customer?") names a customer: its words are
    the answer's own, and not only words that point at a listed one ("le troisième",
    "celui-là", "oui")."""
    words = set(search_key(name).split())
    if not words or not words <= set(search_key(answer).split()) \
            or ordinal_of(answer) is not None:
        return False
    return bool(words - POINTING - ANSWER_WORDS - {"aucun", "aucune", "none", "neither"})


# None of the customers offered ("aucun", "ni l'un ni l'autre", "none of them"), said alone
# or with a no and polite words: the search is dropped.
NONE_OF_THEM = re.compile(
    r"^(?:(?:non|no|nope|nah|ok|okay|merci|thanks|thank you|svp|please|en fait|actually|"
    r"c est|it s|ce n est|pas|not|ca|that)\s+)*"
    r"(?:aucune?(?: des deux| d entre eux| d entre elles| de ces clients| de ceux la)?|"
    r"ni l une? ni l autre|none(?: of them| of those| of these)?|neither(?: of them| one)?|"
    r"personne|nobody|no one|rien|nothing|forget it|oublie[zr]?(?: ca)?|tant pis|"
    r"pas (?:celui|celle|ceux|celles)(?: la| ci)?|pas (?:lui|elle|eux|elles|ca|ce client|"
    r"cette cliente|ces clients)|(?:ce |c )?n est pas (?:lui|elle|eux|elles|ca|celui la|"
    r"celle la|le bon|la bonne)|c est pas (?:lui|elle|eux|ca|le bon|la bonne)|"
    r"not (?:him|her|them|it|that one|this one|these|those|that|this)|"
    r"(?:it|that|this) (?:s|is) not (?:him|her|them|it|the one|the right one)|"
    r"wrong (?:one|person|customer|name|ones)|not the (?:right )?(?:one|person|customer)|"
    r"pas (?:le|la) bon(?:ne)?(?: client| cliente| personne)?|never mind|laisse[zr]? tomber)"
    r"(?:\s+(?:merci|thanks|thank you|svp|please|never mind|laisse tomber|laissez tomber|"
    r"tant pis|forget it|c est bon|ca ira|that s all))*$")


def declines_pick(answer: str) -> bool:
    """Whether an answer to "which customer?" / "did you mean?" takes none of those offered
    and names no other ("non", "aucun", "no, never mind"): the search stops there."""
    from nodes.kit.consent import read_answer

    if read_answer(answer).answer == "no":
        return True
    words = " ".join(re.findall(r"[a-z0-9]+", search_key(answer).replace("'", " ")))
    return bool(NONE_OF_THEM.match(words))


# Words that bring the name said after a no ("non, c'est Paul Dupont", "no, I meant Tom
# Durand", "pas lui, plutôt Sarah Connor"), and polite words after it, folded.
_LEAD_INS = tuple(tuple(p.split()) for p in (
    "c est", "c etait", "it s", "it is", "it was", "je voulais dire", "je voulais",
    "je parlais de", "je parle de", "je pensais a", "i meant", "i mean", "i was thinking of",
    "i m looking for", "plutot", "rather", "mais", "but", "en fait", "actually", "le client",
    "la cliente", "the customer", "ce serait", "it would be", "il s agit de"))
_POLITE_AFTER = frozenset({"svp", "stp", "please", "merci", "thanks", "thank", "you", "s",
                           "il", "vous", "plait", "te"})


# An apology said with the no ("non pardon, Marie Dupont", "no sorry, Léa Fontaine", "oups
# non, ..."): still the no.
_SORRY = re.compile(r"(?i)\b(?:pardon|sorry|d[ée]sol[ée]e?|oups|oops|excusez-moi|excuse-moi|"
                    r"my bad|my mistake|erreur|mistake)\b")


def named_after_no(answer: str) -> str | None:
    """The other customer an answer to "which customer?" / "did you mean?" names after
    taking none of those offered ("non, Dupuis", "not her, Sarah Connor", "ce n'est pas
    elle, c'est Paul Dupont", "no, I meant Tom Durand"): the words of that name, as written
    (a new search). None when the answer does not open with a no, or names no one after it."""
    if "?" in answer:
        return None
    parts = re.split(r"\s*[,;:.!\u2013\u2014]\s*|\s+-\s+|\s+(?=(?:c'est|c’est|it's|it is|"
                     r"i meant|je voulais dire|plutôt|plutot|rather)\b)", answer.strip(),
                     maxsplit=1, flags=re.I)
    if len(parts) != 2 or not declines_pick(_SORRY.sub(" ", parts[0]).strip() or parts[0]):
        return None
    # Each word as written, with its folded pieces ("s'il" → "s", "il").
    written = re.findall(r"[^\W_]+(?:[-][^\W_]+)*", parts[1].replace("’", "'"))
    folded = [search_key(w).replace("'", " ").split() for w in written]
    pieces = [(i, p) for i, f in enumerate(folded) for p in f]
    changed = True
    while changed:  # lead-in words, however many ("mais en fait c'est")
        changed = False
        for lead in _LEAD_INS:
            if tuple(p for _, p in pieces[:len(lead)]) == lead and len(pieces) > len(lead):
                pieces, changed = pieces[len(lead):], True
    while pieces and pieces[-1][1] in _POLITE_AFTER:
        pieces = pieces[:-1]
    if not pieces:
        return None
    said = " ".join(written[pieces[0][0]:pieces[-1][0] + 1])
    if len(said.split()) > MAX_BARE_ANSWER_WORDS or declines_pick(said) \
            or not names_someone(said, said):
        return None
    return said
