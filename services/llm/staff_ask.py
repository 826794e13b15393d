"""The request in a staff message told with a story: the sentences that ask, not the story.

A staff member may write a paragraph of context before (or after) the question: "je prépare
le comité de jeudi… on a regardé les grands comptes la semaine dernière… peux-tu me dire
quelles factures de John Doe sont encore impayées aujourd'hui ?". The story names days,
companies and customers that are no part of the question ("la semaine dernière" is when
something was done, not the period asked). When the story runs to a few lines
(`STORY_WORDS`), the request is read in the sentences that ask: a question, or a sentence
that opens on a request ("Analyse…", "peux-tu…", "show me…", "I'd like…"). The story is
set aside only when those sentences stand on their own (they name the customer, a bill, or
every customer, or the story names no customer either): a request that points back at the
story ("peux-tu me sortir ses impayés ?") is read whole, as before. A period said only in
the story is not read: the reply's heading says the period it answers for.
"""

from __future__ import annotations

import re

from services.text import bill_numbers, fold_words

STORY_WORDS = 15  # a story has at least this many words: "Pour 2025. Analyse X." is read whole
# A sentence ends at . ! ? ; or a line break; "M. Dupont", "Mme. X", "Dr. Y" go on.
_SENTENCE_END = re.compile(r"(?<=[.!?;…])\s+|\s*\n+\s*")
_ABBREVIATION = re.compile(r"(?:^|\s)(?:m|mr|mrs|ms|mme|mlle|dr|st|ste|no|n°|cf|etc|ex|"
                           r"p\.ex|e\.g|i\.e|vs)\.$", re.I)
# Words a request sentence may open on before its verb: greetings, links, politeness.
_LEAD = (r"(?:(?:bonjour|bonsoir|salut|coucou|hello|hi|hey|bref|donc|alors|du coup|en fait|"
         r"concretement|so|anyway|ok|okay|well|ps|p\.s\.|et|and|mais|but|please|stp|svp|"
         r"s'il te plait|s'il vous plait|merci|thanks|thank you|en gros|bon|voila|"
         r"ma question|my question|la question|the question|question)[\s,:!-]+)*")
_OPENERS = (
    # imperatives of the back office's reads, French and English
    r"analys\w*|fais|faites|donne\w*|montre\w*|liste\w*|affiche\w*|sors|sortez|sort|envoie\w*|"
    r"calcule\w*|indique\w*|dis|dites|trouve\w*|cherche\w*|regarde\w*|verifie\w*|"
    r"recherche\w*|compare\w*|recapitule\w*|resume\w*|"
    r"analy[sz]e|show|give|list|tell|find|check|pull|get|send|run|compute|calculate|look up|"
    r"look at|summari[sz]e|review|compare|break down|"
    # request formulas
    r"peux-tu|peux tu|pouvez-vous|pouvez vous|pourrais-tu|pourrais tu|pourriez-vous|"
    r"pourriez vous|tu peux|tu pourrais|vous pouvez|vous pourriez|je voudrais|j'aimerais|"
    r"je souhaite\w*|il me faut|il me faudrait|j'ai besoin|merci de|"
    r"can you|could you|would you|will you|can i|could i|i'd like|i would like|i need|i want|"
    r"i'd need|we need|"
    # questions written without their mark
    r"quel\w*|combien|qui|est-ce|est ce|ou en|what|which|who|how|when|is|are|does|do|did|has|"
    r"have")
_ASKS = re.compile(rf"^{_LEAD}(?:{_OPENERS})\b")
# A lead-in that announces the request, whatever follows: "bref : total des impayés".
_ANNOUNCED = re.compile(r"^(?:bref|donc|du coup|concretement|en resume|en clair|ma question|"
                        r"la question|question|so|anyway|in short|my question|the question|"
                        r"tl;? ?dr)\s*:")
# Someone said by a pronoun or a phrase that points back ("ses factures", "his bills", "ce
# client"): the request leans on the story for its customer.
_POINTS_BACK = re.compile(r"\b(?:ses|son|sa|leurs?|lui|elle|his|her|hers|their|them|him|"
                          r"ce client|cette cliente|ce compte|this customer|that customer|"
                          r"this account|celui-ci|celle-ci|celui-la|celle-la)\b")


def sentences(text: str) -> list[str]:
    """The message's sentences, in order (an abbreviation's point ends none)."""
    parts: list[str] = []
    for piece in _SENTENCE_END.split(text.strip()):
        if not piece:
            continue
        if parts and _ABBREVIATION.search(parts[-1]):
            parts[-1] = f"{parts[-1]} {piece}"
        else:
            parts.append(piece)
    return parts


def asks(sentence: str) -> bool:
    """Does the sentence ask something: a question, or a request opening it?"""
    folded = fold_words(sentence).strip()
    return "?" in sentence or bool(_ASKS.search(folded) or _ANNOUNCED.search(folded))


# Shorthand hurried staff type for the back office's own words: "top 3 clts par CA", "quels
# clts ont des fact. en retard ?", "derniere fact. lefevre", "avg payment time". Written out
# before anything is read, so that every rule reads the word meant (and none takes it for a
# customer's name).
_SHORTHAND = (
    (re.compile(r"\b(?:clts|clis)\b", re.I), "clients"),
    (re.compile(r"\b(?:clt|cli)\b(?!\.)", re.I), "client"),
    (re.compile(r"\b((?:la|sa|une|cette|derni[eè]re|premi[eè]re|1[eè]?re|last|first|"
                r"latest|the|this|that|one)\s+)fact\.?(?=\s|$)", re.I), r"\1facture"),
    (re.compile(r"\bfact\.?(?=\s|$)|\bfacts\b", re.I), "factures"),
    (re.compile(r"\bavg\b", re.I), "average"),
    # "how much is X still owing us?", "what's owing on her account": what is owed, the one
    # form of the verb every rule reads ("owe", "owes", "owed")
    (re.compile(r"\bowing\b", re.I), "owed"),
)


def written_out(text: str) -> str:
    """A staff message with its shorthand written out (`_SHORTHAND`)."""
    for pattern, meant in _SHORTHAND:
        text = pattern.sub(meant, text)
    return text


def staff_request(text: str) -> str:
    """The part of a staff message to read: in a long message, the sentences that ask when
    they stand on their own (see the module); else the message as written (its shorthand
    written out: "clts", "fact.", "avg")."""
    from services.llm import billing_words

    text = written_out(text)
    said = sentences(text)
    asked = [s for s in said if asks(s)]
    story = " ".join(s for s in said if s not in asked)
    if not asked or len(story.split()) < STORY_WORDS:
        return text
    request = " ".join(asked)
    story_names = billing_words.customer_names(story) or bill_numbers(story)
    # a name written as one ("John Doe"), not words a loose reading takes for one
    named = [n for n in billing_words.customer_names(request) if n[:1].isupper()]
    if story_names and not named and _POINTS_BACK.search(fold_words(request)):
        return text  # "peux-tu me sortir ses impayés ?" after a story naming the customer
    stands = bool(billing_words.customer_names(request) or bill_numbers(request)
                  or billing_words.every_customer(request)
                  or billing_words.about_all_customers(request))
    if not stands and story_names:
        return text  # a request naming no one after a story naming someone: read whole
    return request
