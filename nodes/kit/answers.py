"""Tell, in Python, why a message could not be taken as the answer asked for.

`nodes.kit.consent` reads a yes, a no or a position, and only that. A message that
is none of them is a new message; these readers say what it nevertheless was, so
that the reply can say why nothing was done: a yes followed by another request (a
yes with more words is not consent), "none of them" to a list, a position beyond
the list, a plain thanks. Closed vocabularies again: the model reads none of this.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from datetime import date
from functools import cache
from typing import Literal, NamedTuple

from nodes.kit.consent import (
    ANSWER_SPAN,
    AROUND,
    ARTICLES,
    DENIALS,
    DOING,
    NAMING,
    ORDINALS,
    POLITE,
    SPELT,
    Reading,
    asks,
    doubts,
    fold,
    read_answer,
    read_position,
    signed,
    without_signs,
    yes_left_unclear,
)
from services.kept import per_text
from services.text import (
    DIGIT_WORDS,
    E_MAIL,
    MONTHS,
    MOVE_VERB,
    ORDER_SEP,
    WEEKDAYS,
    asks_order_number,
    clauses,
    disowned_items,
    disowned_numbers,
    fold_words,
    items_meant,
    items_named,
    month_named,
    names_floor,
    one_piece_lists,
    order_numbers,
    relative_shift,
    without_addresses,
    without_email_mentions,
    without_floors,
    without_month_naming,
)
from services.wishes import EARLIEST as EARLIEST_FREE
from services.wishes import LATER_TALK, resolve_wish, says_when

# A position word beyond the fifth (the consent vocabulary stops at the fifth: a list
# offers at most five), or a number with an ordinal ending: "le sixième", "the 7th".
BEYOND = {
    "sixieme": 6, "sixth": 6, "septieme": 7, "seventh": 7, "huitieme": 8, "eighth": 8,
    "neuvieme": 9, "ninth": 9, "dixieme": 10, "tenth": 10, "zero": 0, "zeroieme": 0,
}
RANKED = re.compile(r"^(\d{1,3})(?:e|eme|er|ere|th|st|nd|rd)?$")
# "None of them": the list offered does not suit.
_NONE_VERB_FR = (r"(?:va|vont|convient|conviennent|arrange|arrangent|marche|marchent|colle|"
                 r"collent)")
_NONE_VERB_EN = (r"(?:suits?|works?|fits?|is (?:ok|okay|good|possible)|are (?:ok|okay|good|"
                 r"possible))")
_NONE_NOUN = (r"(?:creneaux|creneau|dates?|jours?|horaires?|propositions?|options?|choix|slots?|"
              r"days?|times?)")
_NONE_THOSE_FR = rf"(?: d entre eux| d entre elles| de ces {_NONE_NOUN}| des {_NONE_NOUN}" \
                 rf"| de (?:vos|ces|les) {_NONE_NOUN}| {_NONE_NOUN})"
_NONE_THOSE_EN = rf"(?: of (?:them|these|those)(?: {_NONE_NOUN})?| of (?:the|your) {_NONE_NOUN})"
NONE = re.compile(
    rf"^(?:(?:non )?(?:aucun|aucune){_NONE_THOSE_FR}?"
    rf"(?: ne (?:me|nous) {_NONE_VERB_FR}| ne {_NONE_VERB_FR})?(?: pour moi| du tout)?"
    rf"|(?:non )?(?:aucun|aucune) ne (?:me|nous) {_NONE_VERB_FR}"
    rf"|(?:non )?(?:ca|cela) ne (?:me|nous) {_NONE_VERB_FR} pas"
    rf"|(?:non )?(?:rien|aucun creneau|aucune date) ne (?:me|nous) {_NONE_VERB_FR}"
    rf"|(?:non )?(?:ils|elles|ces creneaux|ces dates|ces jours|ces horaires) ne (?:me|nous) "
    rf"{_NONE_VERB_FR} pas(?: du tout)?"
    rf"|(?:no )?none{_NONE_THOSE_EN}?(?: (?:{_NONE_VERB_EN})(?: for)?(?: me| us)?)?"
    rf"(?: (?:sorry|unfortunately))?"
    r"|(?:no )?neither(?: of them)?(?: (?:suits|works)(?: for me)?)?"
    r"|(?:no )?(?:they|those|these)(?: slots| dates| days| times| options)? (?:don t|do not) "
    r"(?:suit|work for|work) ?(?:me|us)?"
    r"|(?:no )?(?:that|this) doesn t (?:suit|work for) (?:me|us)"
    r"|(?:no )?nothing (?:suits|works for|works) ?(?:me|us)?)$")
THANKS = {
    "merci", "merci beaucoup", "merci bien", "mille mercis", "merci infiniment", "thanks",
    "thank you", "thank you very much", "thanks a lot", "many thanks", "thx", "cheers",
    "super merci", "parfait merci", "top merci", "great thanks", "perfect thanks",
    "merci pour votre aide", "merci de votre aide", "thanks for your help",
    "thank you for your help", "merci pour tout", "thanks for everything",
    "thank you so much", "thanks so much", "merci mille fois", "merci encore", "thanks again",
    "thank you again",
}
ADDRESS = E_MAIL
ORDER_NUMBER = re.compile(rf"\bso(?:\s|{ORDER_SEP})*\d{{3,12}}\b", re.I)


def _core(message: str) -> str:
    text = f" {fold(message)} "
    for phrase in sorted(POLITE, key=len, reverse=True):
        if phrase not in ("merci", "thanks", "thank you", "merci beaucoup"):
            text = text.replace(f" {phrase} ", " ")
    return " ".join(text.split())


def leads_with_yes(message: str) -> bool:
    """Whether the message opens with a yes and goes on with something else ("oui, et où
    en est SO-24911 ?", "ok but what about the table"): a yes that is not consent."""
    words = fold(message).split()
    if read_answer(message).answer is not None:
        return False
    for end in range(min(len(words) - 1, ANSWER_SPAN), 0, -1):
        if read_answer(" ".join(words[:end])).answer == "yes":
            rest = " ".join(words[end:])
            return bool(rest) and read_answer(rest).answer is None
    return False


# Words that may come before a no that opens a message ("en fait non, …", "actually no, …").
BEFORE_NO = {"en", "fait", "actually", "hmm", "euh", "bon", "ben", "ah", "oh", "well", "mais",
             "finalement", "plutot", "bah", "wait", "attendez", "sorry", "pardon", "desole"}


# Words that take a no back ("non non, si si, ouvrez-le", "no wait, yes", "non... enfin si",
# "no, actually yes go ahead"): "si" (the French yes that contradicts a no) and the words of
# a correction; then a yes follows, or nothing after "si".
TAKING_BACK = {"si", "enfin", "attendez", "attends", "wait", "actually", "en", "fait", "pardon",
               "sorry", "oops", "oups", "finalement", "je", "veux", "dire", "i", "mean", "oh",
               "ah", "euh", "heu", "hmm", "ou", "or", "plutot", "rather"}
_TAKING_BACK_MARKS = {"si", "enfin", "attendez", "attends", "wait", "actually", "fait", "pardon",
                      "sorry", "oops", "oups", "finalement", "mean", "dire", "plutot", "rather"}


def _leading_no(message: str) -> tuple[list[str], int] | None:
    """The words of a message that opens with a no (leading "en fait", "well"... dropped)
    and where its longest no ends; None when it opens with none."""
    words = fold(message).split()
    while words and words[0] in BEFORE_NO:
        words = words[1:]
    if words[:2] in (["laissez", "moi"], ["laisse", "moi"]):
        return None  # "laissez-moi voir avec ma femme": let me, never "leave it"
    for end in range(min(len(words), ANSWER_SPAN), 0, -1):
        if read_answer(" ".join(words[:end])).answer == "no":
            return words, end
    return None


def _taken_back(words: list[str], end: int) -> bool:
    """Whether the words after a no (`end`) take it back for a yes."""
    rest = words[end:]
    marked = bool(_TAKING_BACK_MARKS.intersection(words))  # "no actually, yes"
    while rest and rest[0] in TAKING_BACK:
        rest = rest[1:]
    if not rest:
        return "si" in words[end:]
    text = " ".join(rest)
    return marked and any(read_answer(text, doing).answer == "yes"
                          for doing in (frozenset(), *DOING.values()))


def takes_no_back(message: str) -> bool:
    """Whether the message says a no and takes it back for a yes ("non non, si si,
    ouvrez-le", "no wait, yes", "non... enfin si"): neither a plain no nor a plain yes (the
    desk asks for a clear answer, nothing written)."""
    found = _leading_no(message)
    return found is not None and _taken_back(*found)


def leads_with_no(message: str) -> bool:
    """Whether the message opens with a no and goes on ("en fait non, annulez plutôt la
    commande", "no, cancel the whole order instead"): the proposal is declined (a no needs
    no more words to be one; nothing is written either way). A no taken back for a yes
    ("non non, si si, ouvrez-le") is none."""
    found = _leading_no(message)
    if found is None or _taken_back(*found):
        return False
    words, _ = found
    return read_answer(" ".join(words)).answer != "yes"


# Words said around "none of them" that change nothing: "neither, sorry", "aucun,
# malheureusement", "none of those work unfortunately".
APOLOGIES = re.compile(
    r"\b(?:sorry|so sorry|unfortunately|sadly|i m afraid|desolee?|pardon|malheureusement|"
    r"helas|non plus|either)\b")


def none_suits(message: str) -> bool:
    """Whether the message says that none of the options offered suits."""
    core = APOLOGIES.sub(" ", _core(message).replace("merci", ""))
    return bool(NONE.match(" ".join(core.split())))


# "None of them" said first, then more ("ni l'un ni l'autre, vous avez pas plus tard ?",
# "none of those work, anything the week after?"): the options do not suit, and the rest
# says what would.
NONE_FIRST = re.compile(
    r"^(?:non |no )?(?:aucun(?:e)?(?: d entre eux| d entre elles| de ces creneaux)?"
    r"(?: ne (?:me|nous) (?:va|convient|vont|conviennent|arrange))?|ni l un ni l autre|"
    r"ni l une ni l autre|none(?: of (?:them|these|those)(?: slots)?)?(?: (?:suits?|works?)"
    r"(?: for)?(?: me| us)?)?|neither(?: of them)?(?: (?:suits?|works?))?|"
    r"(?:they|those|these|ces creneaux) (?:don t|do not) (?:suit|work)(?: for)?(?: me| us)?|"
    r"(?:ca|cela) ne (?:me|nous) (?:va|convient|arrange) pas|rien ne (?:me|nous) "
    r"(?:va|convient))\b")
# Later (or earlier) than the slots listed: "plus tard", "later", "the week after", "la
# semaine d'après", "something after that".
AFTER_LIST = re.compile(
    r"\b(?:plus tard|later|after (?:that|those|these|this)|apres (?:ca|cela|ceux ci|ces dates)|"
    r"further (?:out|on)|la semaine (?:d apres|suivante|d ensuite|encore apres)|"
    r"(?:the )?(?:week|one) after(?! next)|the following week|plus loin|encore apres)\b")
WEEK_AFTER_LIST = re.compile(
    r"\b(?:la semaine (?:d apres|suivante|d ensuite|encore apres)|(?:the )?week after(?! next)|"
    r"the following week)\b")
BEFORE_LIST = re.compile(r"\b(?:plus tot|earlier|sooner|before (?:that|those|these|this)|"
                         r"avant (?:ca|cela|ceux ci|ces dates))\b")


@cache
def _later_talk() -> re.Pattern[str]:
    return re.compile(LATER_TALK)


def beyond_list(message: str) -> str | None:
    """Whether the message asks for slots later ("later", or "week_after": the week after
    the list) or earlier ("earlier") than those listed, naming no day of its own."""
    folded = fold(message)
    if re.search(r"\d", folded):
        return None  # "plus tard, le 20": a day of its own, read as a wish
    if _earliest_free().search(folded):
        return None  # "le plus tôt possible", "au plus tôt": the first free slot, a wish
    if relative_shift(message) is not None:
        return None  # "un jour plus tard ?", "a week later": the booked day moved by it
    if WEEK_AFTER_LIST.search(folded):
        return "week_after"
    later = AFTER_LIST.search(folded)
    if later and not _later_talk().search(folded[:later.start()]):
        return "later"  # not "je vous redis ça plus tard", "I'll decide later"
    if BEFORE_LIST.search(folded):
        return "earlier"
    return None


@cache
def _earliest_free() -> re.Pattern[str]:
    return re.compile(EARLIEST_FREE)


def none_first(message: str) -> bool:
    """Whether the message opens with "none of them" (and may go on)."""
    return bool(NONE_FIRST.match(APOLOGIES.sub(" ", _core(message)).strip()))


# Leaving the booking as it is, in the usual words: "on laisse comme c'était", "laissons tel
# quel", "ne touchez à rien", "on ne change rien", "leave things as they are", "keep it the
# way it is", "no need to change it", "pas besoin de la décaler".
_AS_IT_IS = (
    r"(?:on )?laiss(?:e|ez|ons) (?:ca |la |le |tout )?(?:comme (?:ca|c est|cela|prevu|c etait|"
    r"elle est|il est)|tel quel|telle quelle|en l etat)|"
    r"(?:on )?ne (?:change|changez|touche|touchez|modifie|modifiez|bouge|bougez) (?:a )?rien|"
    r"on (?:change|touche|bouge) (?:a )?rien|(?:don t|do not) (?:change|touch|move) anything|"
    r"leave (?:it|things|everything|the (?:date|delivery|booking)) (?:as (?:is|it is|they are)|"
    r"the way (?:it is|they are)|alone)|keep (?:it|things|everything) the way (?:it is|they are)|"
    r"no need to (?:change|move|reschedule) (?:it|anything|the (?:date|delivery))|"
    r"pas besoin de (?:la |le |les )?(?:changer|deplacer|decaler|bouger|modifier)")


# The customer lets the change go while a list waits ("non laissez tomber, c'est bon",
# "actually no, keep it as is", "never mind"): nothing is moved, the list is closed.
DROPS = re.compile(
    r"\b(?:" + _AS_IT_IS + r"|"
    r"laissez tomber|laisse tomber|on laisse tomber|oubliez|oublie|on oublie|tant pis|"
    r"laissez (?:comme ca|comme c est|tel quel|la date|le creneau)|"
    r"(?:je|on) (?:garde|gardera|va garder|prefere garder|reste sur)|"
    r"gardez (?:comme ca|la date|le creneau|tel quel|ma livraison|la livraison)|"
    r"ne (?:changez|touchez|modifiez) (?:rien|a rien)|pas la peine|finalement (?:non|rien)|"
    r"restons en la|ca ira|c est bon (?:comme ca|finalement|merci|pour moi)|"
    r"never ?mind|forget (?:it|about it)|keep (?:it|things|everything|the (?:date|slot|"
    r"delivery)|my (?:date|slot|delivery))(?: as (?:is|it is)| the same| unchanged)?|"
    r"leave it(?: as (?:is|it is))?|(?:i ll|i will|we ll) keep|no change|"
    r"don t (?:change|move) (?:anything|it)|don t bother|as it is|as is|"
    r"stay (?:as is|the same)|scratch that|all good)\b")


# Putting the decision off ("je préfère attendre de voir avec ma femme", "I'll check with my
# husband and come back", "je vous redis ça"): nothing written, the proposal not kept.
PUTS_OFF = re.compile(
    r"\b(?:(?:je )?(?:prefere|prefererais|vais|veux|voudrais) attendre|attendre de (?:voir|"
    r"demander|en parler|verifier)|(?:je )?(?:dois|vais|prefere|veux) (?:d abord )?(?:voir|"
    r"en parler|demander|verifier|en discuter) (?:avec|a)|voir avec (?:ma|mon|mes)|"
    r"en parler (?:a|avec) (?:ma|mon|mes)|je (?:vous )?(?:redis|recontacte|reviens)|"
    r"laissez moi (?:voir|en parler|demander|verifier|reflechir)|"
    r"je reviendrai|(?:i ll|i will) (?:get back|come back|wait|check with|ask|talk to)|"
    r"(?:i d|i would) rather wait|i (?:prefer|want|d like) to wait|"
    r"i (?:need|have|want) to (?:check|talk|speak|ask)(?: with| to)? (?:my|the)|"
    r"let me (?:check|talk|speak|ask)(?: with| to)? my)\b")


def puts_off(message: str) -> bool:
    """Whether the message puts the decision off (to see with someone, later), saying no day
    and no yes: nothing is written, and the proposal is not kept. A wait for a moment in the
    conversation ("wait, let me check with my wife", `waits`) is none."""
    folded = fold(message)
    return bool(PUTS_OFF.search(folded)) and not re.search(r"\d", folded) \
        and not leads_with_yes(message) and read_answer(message).answer is None \
        and not asks(message) and not waits(message)


# The day proposed, pointed at and ruled out ("yes but not that day", "oui mais pas ce
# jour-là", "that day doesn't work for me", "ce jour-là je ne peux pas"): a no to the day.
_THAT_DAY = r"(?:ce jour(?: la| ci)?|cette (?:date|journee)(?: la)?|that day|this day|that date|" \
    r"this date|the day (?:you )?(?:proposed|suggested|said))"
_NOT = r"(?:pas|plus|not|no|never|can t|cant|cannot|don t|dont|doesn t|doesnt|isn t|won t|" \
    r"impossible|sauf|except|anything but|other than|autre que)"
THAT_DAY_OUT = re.compile(rf"\b{_NOT}\b(?: \w+){{0,3}} (?:on |pour |le |la )?{_THAT_DAY}\b|"
                          rf"\b{_THAT_DAY}\b(?: \w+){{0,2}} \b(?:{_NOT}|ne|n)\b")


def rules_out_that_day(message: str) -> bool:
    """Whether the message rules out the day just proposed, pointing at it ("yes but not that
    day", "oui mais pas ce jour-là"): a change of wish, nothing written, another day asked."""
    folded = re.sub(r"\b(?:no problem|not a problem|no worries|never mind|pas de (?:souci|soucis|"
                    r"probleme|problemes))\b", " ", fold(message))
    return bool(THAT_DAY_OUT.search(folded))


# A moment asked for in the conversation, opening the message ("attendez", "hang on", "give
# me a sec", "deux minutes", "une seconde") ...
WAIT_NOW = re.compile(
    r"^(?:(?:ok|bon|euh|ah|oh|alors|oops|oups|sorry|pardon|hmm|um|erm) )*(?:attendez|attends|"
    r"attend|patientez|un (?:petit )?(?:instant|moment)|une (?:petite )?(?:seconde|minute|sec)|"
    r"(?:deux|2|quelques|cinq|5) (?:minutes|min|mn|secondes|sec)|minute|bouge pas|"
    r"ne quittez pas|wait|hang on|hold on|one (?:moment|sec|second|minute|min)|"
    r"just a (?:sec|second|moment|minute|min)|give me (?:a|one|two|2) (?:sec|second|seconds|"
    r"moment|minute|minutes|min)|bear with me|(?:a|one) sec|sec|(?:two|2) (?:minutes|mins|secs|"
    r"seconds))\b")
# ... or a look or a question the customer is making right now ("je demande à mon mari", "je
# regarde mon agenda", "let me check my calendar", "I'm asking my wife").
CHECKING_NOW = re.compile(
    r"\bje (?:lui |leur )?demande (?:a|au|aux)\b|\bje (?:regarde|verifie|consulte|check) "
    r"(?:mon|ma|mes|l|le|la)\b|\blet me (?:check|look at|see|have a look at) (?:my|the) "
    r"(?:calendar|agenda|diary|schedule|planning|calendar app)\b|\b(?:i m|im|i am) "
    r"(?:checking|asking|looking at) (?:my|the|with)\b|\bchecking (?:my|the|with)\b"
    # someone asked now, no return said ("let me check with my wife", "laissez-moi voir avec
    # mon mari", "je vois avec ma femme"): a moment, the question kept
    r"|\blet me (?:check|ask|see|confirm)(?: with| to)? (?:my|the)\b|\blet me ask\b"
    r"|\blaissez moi (?:voir|verifier|demander) (?:avec|a) (?:ma|mon|mes)\b"
    r"|\bje vois avec (?:ma|mon|mes)\b")
# Said to come back later: a decision put off, whatever moment was asked for first.
LATER_SAID = re.compile(
    r"\b(?:plus tard|later|demain|tomorrow|ce soir|tonight|la semaine prochaine|next week|"
    r"je (?:vous )?(?:redis|recontacte|reviens|rappelle|reviendrai)|reviens vers vous|"
    r"(?:get|come|call|ring) (?:you )?back|get back to you|"
    r"(?:prefere|prefererais|veux|voudrais|vais) attendre|rather wait|prefer to wait|"
    r"want to wait|like to wait)\b")


def waits(message: str) -> bool:
    """Whether the message asks for a moment in the conversation ("wait, let me check with my
    wife", "hang on", "je demande à mon mari", "let me check my calendar"), saying no later
    return: the same proposal is asked again, nothing written."""
    folded = fold(message)
    return bool(WAIT_NOW.search(folded) or CHECKING_NOW.search(folded)) \
        and not LATER_SAID.search(folded)


# Every order of a "which order?" list at once: "les deux", "both", "tous", "all of them",
# "les 2 livraisons", "both please".
EVERY = re.compile(
    r"^(?:(?:ok|oui|yes|euh|ben|bah|well|hmm) )*(?:(?:pour|for) )?(?:les deux|les 2|tous les deux|"
    r"toutes les deux|les deux commandes|les 2 commandes|les deux livraisons|les 2 livraisons|"
    r"toutes|tous|toutes les commandes|toutes mes commandes|both|both of them|both orders|"
    r"all|all of them|all my orders|all orders|the two|the two of them|l une et l autre|"
    r"l un et l autre|both deliveries)$")


def says_every(message: str) -> bool:
    """Whether the message answers "which order?" with every order listed ("les deux")."""
    core = " ".join(w for w in fold(message).split() if w not in POLITE)
    return bool(EVERY.match(core))


# Leaving things as they are, said in so many words after a no ("bon ben tant pis, laissez
# comme ça", "non laissez tomber", "never mind, leave it as it is"): nothing more to ask.
LEAVES = re.compile(
    r"\b(?:tant pis|laissez tomber|laisse tomber|on laisse tomber|laissez (?:comme ca|"
    r"comme c est|tel quel|telle quelle)|laisse comme ca|on laisse comme ca|oubliez|"
    r"never ?mind|forget (?:it|about it)|leave it(?: as (?:is|it is))?|keep it as (?:is|it is)|"
    r"too bad|" + _AS_IT_IS + r")\b")


def lets_it_be(message: str) -> bool:
    """Whether the message says to leave things as they are (said in so many words)."""
    folded = fold(message)
    return bool(LEAVES.search(folded)) and not re.search(r"\d", folded)


def drops_the_change(message: str) -> bool:
    """Whether the message lets the change go (while a list waits): nothing is moved."""
    folded = fold(message)
    return bool(DROPS.search(folded)) and not re.search(r"\d", folded)


def position_beyond(message: str, count: int) -> int | None:
    """A pick by position that falls outside a list of `count` options ("le sixième" on a
    list of five, "0"): the position asked for; None when the message is no such pick."""
    if says_when(message):  # "le 6" may be the sixth of the month: a wish, read as one
        return None
    words = _core(message).split()
    ranks: list[int] = []
    for word in words:
        ranked = RANKED.match(word)
        if word in BEYOND:
            ranks.append(BEYOND[word])
        elif word in ORDINALS and ORDINALS[word] > 0:  # "le cinquième" on a list of three
            ranks.append(ORDINALS[word])
        elif ranked:
            ranks.append(int(ranked.group(1)))
        elif word not in AROUND:
            return None
    if len(ranks) != 1 or 1 <= ranks[0] <= count:
        return None
    return ranks[0]


# A rank no reader takes for a day of the month: the French ordinal ending ("le 7e", "le
# 3ème"), or a number named as an option ("option 7", "number 7", "the 7th one").
RANK_ONLY = re.compile(r"^(\d{1,3})(?:e|eme|ieme|iem|em)$")


def rank_beyond(message: str, count: int) -> int | None:
    """A pick by a position written only as a rank ("le 7e", "the 7th one", "option 7",
    "le septième"), alone or with a half-day ("le 3e mais l'après-midi"), that falls
    outside a list of `count` options: the position asked for (never the 7th of a month);
    None when the message is no such pick or the position is listed."""
    folded = " ".join(HALF_WITH_RANK.sub(" ", fold(message)).split())
    text = f" {folded} "
    for phrase in sorted(POLITE, key=len, reverse=True):
        text = text.replace(f" {phrase} ", " ")
    words = text.split()
    ranks: list[int] = []
    for i, word in enumerate(words):
        before = words[i - 1] if i else ""
        after = words[i + 1] if i + 1 < len(words) else ""
        ranked = RANKED.match(word)
        if (only := RANK_ONLY.match(word)) is not None:
            ranks.append(int(only.group(1)))
        elif word in BEYOND:
            ranks.append(BEYOND[word])
        elif word in ORDINALS and not word[:1].isdigit() and ORDINALS[word] > 0:
            ranks.append(ORDINALS[word])
        elif ranked and (before in NAMING or before in ("n", "no") or after == "one"):
            ranks.append(int(ranked.group(1)))
        elif word not in AROUND and word not in ("mais", "but"):
            return None
    if len(ranks) != 1 or 1 <= ranks[0] <= count:
        return None
    return ranks[0]


NEGATIVE = re.compile(r"^\s*(?:(?:option|n°|no|number|numéro|numero|le|la|the)\s*)?"
                      r"[-\u2212\u2012\u2013\u2014\ufe63\uff0d]\s*(\d{1,3})\s*[.!]*\s*$", re.I)


def negative_rank(message: str) -> int | None:
    """A position written with a minus sign ("-2", "option -1"): no option of any list; the
    number as written (negative), None when the message is no such answer."""
    found = NEGATIVE.match(message)
    return -int(found.group(1)) if found else None


# The first or the last of the list named by time, not by rank ("the earliest one", "le
# plus tôt", "the soonest", "la plus tardive"): not a rank of the consent vocabulary, so the
# option is proposed (yes/no) first. "Le plus tard possible" asks for the latest free slot,
# beyond the list: not this.
TAKING = (r"^(?:(?:ok|oui|yes|alors|then|bon|je prends|je prendrai|i ll take|i will take|"
          r"i ll go for|give me|donnez moi|let s go with|lets go with|va pour) )?")
# French says it with an article ("le plus tôt"; "plus tôt" alone is "earlier": beyond the
# list); English with the superlative itself ("the earliest", "earliest").
EARLIEST = re.compile(
    TAKING + r"(?:(?:the )?(?:earliest|soonest|first available)|(?:le|la|celui|celle)"
    r"(?: le| la| qui est)? (?:plus tot|premier disponible|premiere disponible|premier dispo|"
    r"premiere dispo|plus proche))(?: one| dispo| disponible| available| of them| "
    r"slot| date| creneau| du lot| de la liste)*$")
# "Le plus tôt possible", "au plus tôt", "as soon as possible" said alone to a list: its
# first option too (README: never read as "earlier than the list"). Said with words that
# set the list aside ("bon, le plus tôt possible alors", "ok then, as soon as possible",
# "tant pis, au plus tôt"), the first free slot at all: a new wish, not this.
EARLIEST_POSSIBLE = re.compile(
    TAKING + r"(?:(?:the )?(?:earliest|soonest)(?: one)? possible|(?:le |la )?plus tot "
    r"possible|au plus tot|des que possible|(?:as soon|as early) as (?:possible|you can)|"
    r"asap)(?: svp| please| pls| merci| thanks)*$")
SETS_LIST_ASIDE = re.compile(
    r"\b(?:alors|bon|tant pis|finalement|sinon|dans ce cas|then|in that case|never ?mind|"
    r"forget (?:it|that|those)|otherwise|whatever|anything|n'importe)\b")
LATEST = re.compile(
    TAKING + r"(?:(?:the )?latest|(?:le|la|celui|celle)(?: le| la| qui est)? (?:plus tard|"
    r"plus tardif|plus tardive|plus eloigne|plus eloignee))(?: one| of them| slot| "
    r"creneau| du lot| de la liste)*$")


def extreme_of_list(message: str) -> str | None:
    """Whether the message names the earliest ("first") or the latest ("last") of the list
    by time, and nothing else ("the earliest one", "le plus tôt svp"); None otherwise ("the
    latest date you have" asks for more than the list)."""
    if asks(message):
        return None
    core = _core(message).replace("merci", "").replace("thanks", "")
    core = " ".join(core.split())
    if EARLIEST.match(core):
        return "first"
    if EARLIEST_POSSIBLE.match(core) and not SETS_LIST_ASIDE.search(fold(message)):
        return "first"
    if LATEST.match(core):
        return "last"
    return None


# Where a pick may end and an aside begin: "the 2nd one works, but can you call before?",
# "le deuxième me va, mais le livreur peut appeler avant ?".
ASIDE = re.compile(r"\s*(?:[,;.!]\s*(?:but|mais|however|par contre|sinon|also|aussi)?|"
                   r"\s(?:but|mais|however|par contre)\s)\s*", re.I)


def pick_with_aside(message: str, count: int, days: Collection[int] = ()
                    ) -> tuple[int, str] | None:
    """A pick by position followed by an aside that asks for something else ("the 2nd one
    works, but can you call before?"): the position and the aside. Not a pick alone, so the
    option is proposed (yes/no) first; None when the rest denies, doubts or says when (a
    condition on the pick: "le 2 mais pas le matin", "le 2, je crois")."""
    for found in ASIDE.finditer(message):
        head, rest = message[:found.start()], message[found.end():]
        if not rest.strip() or not head.strip():
            continue
        reading = read_position(head, count, days)
        if reading.position is None:
            continue
        folded = fold(rest).split()
        said_but = bool(re.search(r"\b(?:but|mais|however|par contre)\b", found.group(0),
                                  re.I))
        doubting = any(f" {h} " in f" {' '.join(folded)} " for h in HEDGES)
        if DENIALS.intersection(folded) or doubting or says_when(rest) \
                or not (asks(rest) or said_but):
            return None
        return reading.position, rest.strip()
    return None


# Half-days said with a number make it a date ("le 2 au matin").
HALF_DAYS = {"matin", "apres", "midi", "aprem", "morning", "afternoon", "pm", "am", "soir",
             "evening"}
# Units that make a number an amount of time ("dans 2 jours", "2 weeks later"); hours are not
# among them: "le 2 c'est à quelle heure ?" asks about the second option.
UNITS = {"jour", "jours", "j", "semaine", "semaines", "sem", "mois", "day", "days", "week",
         "weeks", "month", "months", "an", "ans", "year", "years"}
# Words that say a pick is not made yet: "le 2 peut-être", "sûrement le deuxième", "je sais
# pas, le premier ?", "I'm not sure, maybe the second".
HEDGES = {"peut etre", "maybe", "perhaps", "surement", "probablement", "probably",
          "je sais pas", "je ne sais pas", "sais pas", "chais pas", "i don t know",
          "i dont know", "dunno", "not sure", "i m not sure", "im not sure", "pas sur",
          "je ne suis pas sur", "je suis pas sur", "je reflechis", "je vais reflechir",
          "let me think", "i ll think", "je vais voir", "on verra", "possibly", "eventuellement"}
# Words that may stand around a rank ruled out: "je préfère pas le dernier", "I'd rather not
# have the first one", "surtout pas le premier".
RULING_OUT = {"je", "prefere", "preferais", "prefererais", "veux", "voudrais", "i", "d",
              "would", "rather", "prefer", "want", "surtout", "have", "take", "prendre",
              "plutot", "but", "mais", "any", "sauf", "except", "excepte", "other", "autre",
              "than", "que", "one", "ones", "of", "them", "tout", "anything", "all",
              "importe", "lequel", "laquelle", "whichever"}


_RANK_REFUSED = (
    r"(?:(?:le|la|l|the|option|creneau|number|numero|n)\s+)*(\S+)(?:\s+(?:one|option))?\s+"
    r"(?:n est pas (?:possible|bon|libre pour moi)|est impossible|ne (?:me )?(?:va|convient) pas"
    r"|ca ne (?:me )?va pas|doesn t work|does not work|won t work|is no good|isn t possible"
    r"|is not possible|is impossible|isn t good|doesn t suit me|does not suit me"
    r"|(?:ca |cela )?(?:ne )?m arrange pas|(?:ca |cela )?(?:ne )?me va pas|(?:ca |c )?(?:est )?pas "
    r"possible|(?:ne )?me convient pas|(?:ca |c )?(?:est|n est) pas bon|je peux pas"
    r"|je ne peux pas|is not good|isn t ok|is not ok|doesn t work out|can t do it"
    r"|i can t do it|i can t make it|i can t)"
    r"(?:\s+(?:pour moi|for me|du tout|at all))?")


def ruled_out(message: str, count: int) -> list[int]:
    """The positions a message rules out of a list of `count` options and picks nothing
    else ("pas le premier", "not the first one", "je préfère pas le dernier", "sauf le 2"):
    the 1-based positions; empty when the message is no such answer."""
    core = _core(message)
    # "le premier n'est pas possible pour moi", "the first one doesn't work for me": that
    # rank ruled out, said after it
    said_after = re.fullmatch(_RANK_REFUSED, core)
    words = ["pas", said_after[1]] if said_after else core.split()
    ranks: list[int] = []
    excluding = ("sauf", "except", "excepte", "but")  # "tout sauf le 1", "anything but"
    for i, word in enumerate(words):
        if word in ORDINALS:
            if not any(w in DENIALS or w in excluding for w in words[:i]):
                return []  # "le deuxième, non": a pick taken back, not a rank ruled out
            rank = ORDINALS[word]
            ranks.append(count if rank == -1 else rank)
        elif word not in AROUND and word not in DENIALS and word not in RULING_OUT:
            return []
    if not ranks or not all(1 <= r <= count for r in ranks):
        return []
    return sorted(set(ranks))


# Words that open a pick said as a change of mind, with nothing taken back: "actually the
# second", "en fait le deuxième", "finalement le 2", "plutôt le 3".
CHANGE_OF_MIND = frozenset({"actually", "en", "fait", "finalement", "plutot", "rather",
                            "instead", "well", "hmm", "euh", "heu", "ah", "oh", "enfin",
                            "so", "alors", "bon", "ok", "okay"})
# Words that may join the rank ruled out to the one picked: "pas le 1 mais le 2", "not
# the first but the second", "le 1er m'arrange pas donc le 2".
JOINERS = frozenset({"mais", "but", "donc", "so", "et", "and", "du", "coup", "alors", "then",
                     "prenons", "prenez", "let", "s", "go", "with", "take", "more", "like"})


def rank_instead(message: str, count: int, days: Collection[int] = ()) -> int | None:
    """The position a message picks while ruling another out or changing its mind ("le 1er
    ça m'arrange pas, le 2", "the first doesn't work for me, the second", "actually the
    second", "en fait le deuxième"): no pick "alone or with a polite word", so the option is
    proposed (yes/no) first. None when the message is no such answer (a rank alone, a rank
    taken back with none said instead, two ranks kept, a question)."""
    if asks(message) or doubts(message) or signed(message) or count < 1:
        return None
    folded = fold(message)
    words = folded.split()
    opened = 0
    while opened < len(words) and words[opened] in CHANGE_OF_MIND:
        opened += 1
    closed = len(words)
    while closed > opened and words[closed - 1] in CHANGE_OF_MIND:
        closed -= 1  # "le 2 finalement", "the second actually", "le deuxième en fait"
    if (opened or closed < len(words)) and opened < closed:
        picked = read_position(" ".join(words[opened:closed]), count, days).position
        if picked is not None:
            return picked
    # One rank ruled out, then one said: every split of the words into the two (a rank ruled
    # out is a few words: the splits past `ANSWER_SPAN` words, each read in full, made an
    # 800-word message a quadratic read)
    for cut in range(1, min(len(words), ANSWER_SPAN + 1)):
        out = ruled_out(" ".join(words[:cut]), count)
        if len(out) != 1:
            continue
        last = max(i for i, w in enumerate(words[:cut]) if w in ORDINALS)
        if DENIALS.intersection(words[last + 1:cut]) \
                and ruled_out(" ".join(words[:last + 1]), count) == out:
            continue  # "pas le 1, pas le 2": the second denial belongs to the second rank
        rest = [w for w in words[cut:] if w not in CHANGE_OF_MIND and w not in JOINERS]
        picked = read_position(" ".join(rest), count, days).position
        if picked is not None and picked not in out and not DENIALS.intersection(rest):
            return picked
    return None


def hedges(message: str) -> bool:
    """Whether the message names an option but says it is not sure yet ("le 2 peut-être",
    "je sais pas, le deuxième", "sûrement le premier"): no pick, and no refusal either."""
    folded = f" {_core(message)} "
    return any(f" {h} " in folded for h in HEDGES) \
        and any(w in ORDINALS for w in folded.split())


def names_a_rank(message: str, count: int, days: Collection[int] = ()) -> bool:
    """Whether a message said to a list of `count` options names one of them by its rank
    without picking it ("le 2 je crois", "le 2 ou le 3", "c'est quoi le 2 déjà ?"): a rank
    within the list that is not a listed day, in a message that names no month, weekday or
    half-day (then it is a date: "le 2 décembre", "mardi 2")."""
    words = fold(message).split()
    if len(words) > 8 or any(w in MONTHS or w in WEEKDAYS or w in HALF_DAYS or w in UNITS
                             for w in words):
        return False  # a new request ("décalez de 2 jours", a long message), not the list
    return any(w in ORDINALS and 1 <= ORDINALS[w] <= count
               and not (w[:1].isdigit() and ORDINALS[w] in days) for w in words)


# A goodbye said with (or instead of) the thanks: "merci beaucoup, bonne journée".
FAREWELL = re.compile(
    r"\b(?:(?:tres )?bonne (?:fin de )?(?:journee|soiree|apres midi|semaine|week end|"
    r"continuation)|bon (?:week end|weekend|apres midi)|au revoir|a bientot|a plus(?: tard)?|"
    r"cordialement|bye|goodbye|bye bye|see you(?: (?:tomorrow|soon|later))?|"
    r"have a (?:nice|good|great|lovely|wonderful) "
    r"(?:day|evening|weekend|one|afternoon|night)|good night|bonne nuit|take care|"
    # "à plus tard", "à la prochaine", "talk later", "catch you later", "speak soon", "ciao"
    r"a la prochaine|a tout a l heure|talk (?:to you )?(?:later|soon)|"
    r"speak (?:to you )?soon|catch you later|see ya|ciao|tchao|"
    r"best regards|regards|kind regards|"
    # season's greetings: "bonnes fêtes", "joyeux Noël", "bonne année", "meilleurs vœux",
    # "merry Christmas", "happy new year (to you too)", "happy holidays"
    r"(?:joyeux noel|joyeuses fetes|bonnes fetes(?: de fin d annee)?|"
    r"(?:tres )?bonne (?:et heureuse )?annee(?: 20\d\d)?|(?:meilleurs|tous mes|tous nos) "
    r"v(?:oe| )ux(?: pour (?:la nouvelle annee|20\d\d|l annee 20\d\d))?|bon reveillon|"
    r"(?:merry|happy) (?:christmas|xmas|new year|holidays)|season s greetings|"
    r"(?:all )?the best for (?:the new year|20\d\d))"
    r"(?: (?:a|to) (?:vous|toi|you|toute l equipe|l equipe|the team|all|everyone|your team)"
    r"(?: (?:aussi|too|as well|all|et a vos proches|and your family|and yours))?)?)\b")


# Cancelling or refunding an order: "je veux annuler ma commande", "cancel my order please",
# "remboursez-moi", "je veux être remboursée de la livraison"; never a move or a case called
# off ("annulez le déplacement", "cancel the delivery change").
CANCEL = re.compile(
    r"\b(?:rembours\w*|refund\w*)\b(?!.{0,30}\b(?:dossier|case)\b)|"
    # the money asked back ("I want my money back", "give us our money back", "rendez-moi
    # mon argent", "je veux récupérer mon argent"): a refund in other words
    r"\b(?:my|our|the|me|us|y|ur|your) money back\b|"
    r"\b(?:rend\w*|recuper\w*|ravoir|reveux|veux|voulons|voudrais|exige\w*)"
    r"(?: (?:moi|nous|me|leur))? (?:mon|notre|tout mon|tout notre) (?:argent|fric|pognon)\b|"
    r"\b(?:annul\w*|cancel\w*|retract\w*)\b(?!.{0,30}\b(?:deplac\w*|"
    r"changement|livraison|delivery|move|dossier|case|rendez vous)\b)")


# A question about a cancellation already made ("pourquoi elle est annulée ?", "why was it
# cancelled?", "ma commande a été annulée ?"): a status question, no request to cancel.
CANCEL_ASKED = re.compile(
    r"\b(?:pourquoi|pq|pk|pour quelle raison|comment ca se fait|why|how come)\b[^.?!]{0,40}"
    r"\b(?:annulee?s?|cancell?ed)\b|"
    r"\b(?:est|sont|etait|a ete|ont ete|a t elle ete|a t il ete|is|was|were|been|got|it'?s)"
    r"\s+(?:\w+\s+){0,2}(?:annulee?s?|cancell?ed)\b")


# A cancellation told as a state ("it says cancelled??", "marquée annulée sur le site",
# "SO-… cancelled?"): the participle alone says what the order is, never a request; one
# wanted ("I want it cancelled", "je la veux annulée", "get it cancelled") still asks.
CANCELLED_TOLD = re.compile(r"\b(?:annulee?s?|cancell?ed)\b")
CANCEL_WANTED = re.compile(
    r"\b(?:want|wanted|wanna|need|needs|like|get|have|had|please|pls|plz|veux|voudrais|"
    r"voudrait|voulons|souhaite|souhaiterais|faire|faites|fais|peux|pouvez|pourriez|"
    r"merci de)\b(?:\s+\w+){0,5}\s*$")


@per_text
def asks_to_cancel(message: str) -> bool:
    """Whether the message asks to cancel or refund an order (not done here: said so); a
    question about a cancellation already made, or one told as a state ("it says
    cancelled??"), is none."""
    folded = CANCEL_ASKED.sub(" ", fold(message))
    folded = CANCELLED_TOLD.sub(
        lambda m: m.group(0) if CANCEL_WANTED.search(folded[max(0, m.start() - 40):m.start()])
        else " ", folded)
    return bool(CANCEL.search(folded))


# What a thanks is for ("merci beaucoup pour votre aide", "thanks a lot for your help"):
# still only a thanks.
THANKED_FOR = re.compile(
    r"\b(?:pour|de) (?:votre|ton|vos|tes) (?:aide|temps|reponse|reponses|patience|"
    r"retour|disponibilite|gentillesse)|pour (?:tout|l info|les infos|l information|"
    r"les informations|ca|cela)|for (?:your|the|all your) (?:help|time|answer|answers|"
    r"patience|info|information|assistance)|for (?:everything|that|this|all)\b")


# Words that only round off a thanks or a goodbye: "thanks anyway", "bye for now", "merci
# quand même", "ce sera tout pour aujourd'hui", "thank you all the same, goodbye", "that's all".
# Said with a thanks word or a goodbye only (alone they close nothing).
ROUNDING_OFF = re.compile(
    r"\b(?:for now|for today|for the moment|pour l instant|pour le moment|pour aujourd hui|"
    r"anyway|anyways|all the same|in any case|either way|quand meme|tout de meme|"
    r"en tout cas|de toute (?:facon|maniere)|that s it|that will be all|"
    # "ta, that's all I needed", "that's everything I wanted to know"
    r"that s (?:all|everything)(?: i (?:needed|need|wanted|was after)(?: to know)?)?|"
    r"that ll be all|c est tout|ce sera tout|ca sera tout|"
    # a decision put off said with the thanks ("merci, je vais réfléchir", "thanks, I'll
    # think about it", "ok merci je réfléchis, je vous redis"): the thanks closes what waits
    # (a list or a proposal let go, said so), never a pick kept for a later "1"
    r"je vais (?:y |encore |bien )?reflechir|je (?:vais y )?reflechis|je vais y penser|"
    r"laissez moi (?:y )?reflechir|je dois (?:y )?reflechir|il faut que je (?:y )?reflechisse|"
    r"je (?:vous )?(?:redis|recontacte|rappelle|reviens vers vous)(?: ca)?(?: demain| plus tard)?|"
    r"(?:i ll|i will|let me|i need to|i have to|i d like to|we ll|we need to) (?:think (?:about it|"
    r"it over|on it)|think|have a think|mull it over|sleep on it)|"
    r"(?:i ll|i will|we ll) (?:get|come) back to you(?: later| tomorrow)?)\b")


# The decision put off for now ("not now", "pas pour l'instant"): alone a no; said with a
# thanks ("hmm ok, not now thanks", "non merci, pas pour l'instant"), the thanks with the
# decision put off, which closes what waits (its no included), like "merci, je vais réfléchir".
NOT_NOW = re.compile(
    r"\b(?:not (?:right |just )?now|not for (?:now|the moment|today)|not (?:just )?yet|not today|"
    r"not at the moment|maybe later|pas (?:maintenant|tout de suite|encore|aujourd hui|"
    r"pour (?:l instant|le moment|aujourd hui|l heure|tout de suite)))\b")
_HESITATION = r"(?:hmm+|hm|mm+h?|euh+|bah|ben|ok|okay|ah|oh|well|bon|alors|so)"


def thanks_put_off(message: str) -> bool:
    """Whether the message is a thanks with the decision put off for now ("not now thanks",
    "non merci, pas pour l'instant"): it closes what waits, never a no asking what instead."""
    folded = fold(message)
    return bool(NOT_NOW.search(folded)) and only_thanks(message)


def only_thanks(message: str) -> bool:
    """Whether the message only thanks, or says goodbye ("merci !", "thanks a lot",
    "merci beaucoup pour votre aide, bonne journée", "au revoir", "thanks anyway, bye for
    now"): it asks for nothing."""
    folded = fold(message)
    if NOT_NOW.search(folded) and set(folded.split()) & THANKS_WORDS:
        # "hmm ok, not now thanks", "non merci pas pour l'instant": the thanks, its no and
        # its "not now" said of the decision put off
        folded = " ".join(re.sub(rf"^(?:{_HESITATION}\s+)*(?:non|no|nope|nah)\b", " ",
                                 " ".join(NOT_NOW.sub(" ", folded).split())).split())
    rounded = " ".join(ROUNDING_OFF.sub(" ", folded).split())
    if rounded != folded and rounded and (FAREWELL.search(rounded) or any(
            w in THANKS_WORDS for w in rounded.split())):
        folded = rounded  # "merci quand même": the thanks alone
    farewell = " ".join(FAREWELL.sub(" ", folded).split())
    without = " ".join(THANKED_FOR.sub(" ", farewell).split())
    core = " ".join(w for w in without.split()
                    if w not in ("ok", "okay", "bon", "ben", "alors", "so", "well", "oh", "ah",
                                 "et", "and", "much", "then", "donc", "hmm", "hm", "hmmm",
                                 "euh", "bah"))
    if core in THANKS or (not core and farewell != folded):
        return True
    # "super merci beaucoup", "top merci bcp", "perfect thank you", "great, cheers": a thanks
    # said with any words of praise or warmth, nothing else (never a bare "super": a thanks
    # word must be said)
    said = core.split()
    return any(w in THANKS_WORDS for w in said) \
        and all(w in THANKS_WORDS or w in WARM_WORDS for w in said)


def closing_text_id(message: str, welcome: str, goodbye: str) -> str:
    """The closing of a message that only thanks or says goodbye (`only_thanks`): `welcome`
    ("Avec plaisir !") when a thanks word is said, `goodbye` ("Au revoir !") when the message
    only takes its leave ("au revoir", "bye", "bonne soirée"): a "you are welcome" answers no
    thanks."""
    folded = fold(message)
    thanked = bool(set(folded.split()) & THANKS_WORDS) or "remerci" in folded
    return goodbye if not thanked and LEAVE_TAKING.search(folded) else welcome


# The words that take one's leave ("au revoir", "bye", "bonne soirée", "see you"), season's
# greetings left out: "joyeux Noël !" is answered "Avec plaisir !", never "Au revoir !".
LEAVE_TAKING = re.compile(
    r"\b(?:au revoir|a bientot|a plus(?: tard)?|a la prochaine|a tout a l heure|bye|goodbye|"
    r"see (?:you|ya)(?: (?:tomorrow|soon|later))?|ciao|tchao|good night|bonne nuit|take care|"
    r"talk (?:to you )?(?:later|soon)|"
    r"speak (?:to you )?soon|catch you later|cordialement|(?:best |kind )?regards|"
    r"(?:tres )?bonne (?:fin de )?(?:journee|soiree|apres midi|semaine|week end|continuation)|"
    r"bon (?:week end|weekend|apres midi)|"
    r"have a (?:nice|good|great|lovely|wonderful) (?:day|evening|weekend|one|afternoon|night))\b")


# The words a thanks is made of, and the words of praise or warmth said around it.
THANKS_WORDS = frozenset({"merci", "mercis", "remercie", "thanks", "thank", "thx", "cheers",
                          "ty", "mci", "tks", "merciii", "mercii",
                          "ta"})  # UK "ta" (thanks): alone or with warm words only
WARM_WORDS = frozenset({
    "beaucoup", "bcp", "bien", "infiniment", "mille", "fois", "encore", "grand", "un", "a",
    "vous", "toi", "je", "aussi", "c", "est", "cest", "tres", "gentil", "sympa",
    "parfait", "super", "top", "genial", "nickel", "impeccable", "excellent", "cool", "ok",
    "tout", "ca", "you", "so", "very", "lot", "a lot",
    "many", "again", "great", "perfect", "awesome", "lovely", "brilliant", "wonderful",
    "fantastic", "amazing", "nice", "kind", "helpful", "that", "s", "thats", "is", "all",
    "really", "mate", "too", "much", "for", "it", "appreciated", "million",
    # "thanks ever so much", "truly grateful", "merci vraiment, c'est formidable"
    "ever", "truly", "terribly", "awfully", "indeed", "marvellous", "splendid", "superb",
    "brill", "ta", "vraiment", "trop", "formidable", "chouette", "extra", "bravo",
    "merveilleux", "magnifique", "adorable", "impec",
    # praise said to the desk ("you are marvellous", "you've been a star", "you guys are the
    # best", "vous êtes formidable", "t'es génial", "c'est très aimable à vous"): the words
    # that address it and the praise itself, never a complaint ("vous êtes en retard")
    "are", "re", "ve", "been", "have", "guys", "the", "best", "an", "such", "star", "stars",
    "gem", "lifesaver", "legend", "angel", "hero", "rock", "rockstar", "superstar", "fab",
    "fabulous", "marvelous", "incredible", "efficient", "patient", "etes", "es", "t", "tu",
    "avez", "ete", "amour", "ange", "perle", "geniaux", "geniale", "efficace", "efficaces",
    "aimable", "aimables", "gentille", "gentils", "gentilles", "sympas", "rapide", "rapides",
    "reactif", "reactifs", "reactive", "patiente", "incroyable", "incroyables",
    "formidables", "adorables", "parfaite", "parfaits", "si",
})


def carries_no_language(message: str) -> bool:
    """Whether the message is only an e-mail address, an order number, figures or signs:
    nothing in it says which language the customer speaks."""
    text = ORDER_NUMBER.sub(" ", ADDRESS.sub(" ", message))
    return not re.search(r"[^\W\d_]", text)


# Words that only point at an order ("ma commande SO-25129 ?", "et la SO-25129", "what
# about order 25129?", "hello, SO-25129 please"): said with an order number and nothing
# else, they ask where that order is.
POINTING = {
    "ma", "mon", "la", "le", "l", "de", "du", "et", "pour", "commande", "commandes", "numero",
    "no", "n", "ref", "reference", "alors", "donc", "quid", "sinon", "concernant", "au",
    "sujet", "bonjour", "salut", "bonsoir", "svp", "stp", "merci", "s", "il", "vous",
    "plait", "ok", "euh", "ah", "oh", "hmm", "my", "the", "and", "what", "about", "how",
    "order", "orders", "number", "for", "re", "regarding", "hello", "hi", "hey",
    "please", "thanks", "so", "then", "also", "aussi", "encore", "again", "this", "that",
    "cette", "celle", "ci", "one", "puis",
    # the customer's own, said by a pronoun ("what about mine, SO-…", "et la mienne, SO-… ?")
    "mine", "ours", "mien", "mienne", "miens", "miennes", "notre", "notres",
    "okay", "fine", "alright", "right", "well", "bon", "bah", "ben",
}
# With an order number written, the words that only say what the message is about point at
# it too: "c'est pour la commande SO-…", "ça concerne la SO-…", "c'est au sujet de la SO-…",
# "je vous écris concernant SO-…", "j'ai une question sur SO-…", "it's about order SO-…", "I'm
# writing about SO-…", "this is regarding SO-…" (without one, "c'est pour ma commande" asks
# nothing yet).
POINTING_AT_NUMBER = POINTING | {
    "c", "est", "ce", "ca", "concerne", "propos", "a", "sur", "j", "ai", "je", "vous", "ecris",
    "ecrit", "contacte", "reviens", "vers", "appelle", "une", "question", "petite", "des",
    "nouvelles", "it", "is", "its", "regards", "concerning", "i", "m", "am", "im", "writing",
    "calling", "contacting", "getting", "in", "touch", "have", "query", "on", "with", "regard",
    "to", "you", "message", "email", "mail", "quick"}


ORDER_NOUNS = {"commande", "commandes", "order", "orders", "livraison", "delivery", "colis",
               "package", "parcel"}


# A greeting and a self-introduction around an e-mail ("hi, I'm a@x.com, my order?"): no
# request of their own.
GREETING_WORDS = frozenset({"hi", "hello", "hey", "bonjour", "bonsoir", "salut", "coucou",
                            "i", "m", "am", "im", "je", "suis", "c", "est", "moi", "here",
                            "this", "it", "s", "is", "mon", "my", "email", "mail", "e"})


def only_names_an_order(message: str) -> bool:
    """Whether the message names "my order" and nothing else ("ma commande ?", "my order?",
    "et ma livraison ?", "hi, I'm a@x.com, my order?"): it asks where that order is."""
    rest = re.findall(r"[^\W\d_]+", fold(ADDRESS.sub(" ", message)))
    allowed = GREETING_WORDS if ADDRESS.search(message) else frozenset()
    return bool(ORDER_NOUNS.intersection(rest)) \
        and all(word in POINTING or word in ORDER_NOUNS or word in allowed for word in rest)


def only_names_an_item(message: str) -> bool:
    """Whether the message names a piece of furniture and nothing else ("ma chaise ?",
    "my sofa?", "et le canapé ?"): it asks where the order of that piece is. Never a piece
    said with anything more ("ma chaise est cassée", "ma chaise, déplacez-la")."""
    rest = re.findall(r"[^\W\d_]+", fold(ADDRESS.sub(" ", message)))
    if month_named(message) is not None:
        # "et celle de décembre ?", "what about the one I ordered in October?": an order named
        # by its month, and nothing else
        return len(rest) <= 10 and all(word in POINTING or word in MONTH_POINTING
                                       or word in MONTHS or items_named(word) for word in rest)
    return bool(items_named(message)) and len(rest) <= 6 \
        and all(word in POINTING or items_named(word) for word in rest)


# The sounds and small words a spoken or dictated message carries around what it says ("euh
# oui bonjour", "yeah the order is…", "alors c'est la…", "um so"): nothing of a request.
SPOKEN_FILLERS = frozenset({
    "euh", "heu", "euhm", "hum", "hmm", "um", "umm", "uh", "uhm", "erm", "er", "ah", "oh",
    "yeah", "yep", "yup", "ouais", "oui", "yes", "alors", "donc", "voila", "bon", "ben", "bah",
    "eh", "bien", "well", "so", "ok", "okay", "right", "alright", "like", "just", "juste"})

# Words that ask for news of an order ("je voudrais savoir pour mon buffet", "des nouvelles
# de ma commande ?", "I'd like to know about my sofa", "any news on SO-…?", "any update on
# my bed?", "just checking in on my order"), then the word that links them to what is asked
# of. Said of an order or a piece and nothing else (`asks_news_of`), they ask where it is.
NEWS_ASKED = re.compile(
    r"\b(?:(?:(?:je|j) )?(?:voudrais|voulais|veux|voudrai|souhaiterais|souhaitais|souhaite|"
    r"aimerais|aurais aime|desirerais|cherche a) (?:bien |juste |simplement |seulement |"
    r"vous demander |demander )*(?:savoir|connaitre|avoir (?:des|de vos|quelques) "
    r"(?:nouvelles|infos|informations|precisions)|avoir un point|avoir un suivi|des nouvelles|"
    r"un point|un suivi|des infos|des informations|me renseigner|(?:me )?tenir au courant)|"
    r"c est (?:juste |simplement )?pour (?:savoir|avoir des nouvelles|des nouvelles|un suivi|"
    r"un point|me renseigner)|(?:je )?viens aux nouvelles|(?:je )?(?:me )?renseigne|"
    r"des nouvelles|du nouveau|quoi de neuf|faire le point|"
    r"(?:i d|i would|i wanna|i want to|i wanted to|just wanted to|wanted to|i was hoping to|"
    r"hoping to|can you let me|could you let me|please let me|let me) (?:like to |love to |"
    r"just |really )*(?:know|find out|hear|check|ask|get (?:an |some |any )?(?:update|news))|"
    r"(?:i was |i m |im |just )?wondering|(?:just )?checking(?: in)?|"
    r"(?:any|some|an|the latest|latest|any more|anymore) (?:news|updates?|info|information)|"
    r"news|what s (?:the )?(?:news|latest|update|story|happening|going on))"
    r"(?P<link>(?: (?:pour|sur|de|du|des|d|concernant|quant a|au sujet (?:de|du|des|d)|a propos "
    r"(?:de|du|des|d)|about|on|of|for|re|regarding|concerning|with|as to))*)\b")

# What may be said beside the news asked: words that point at an order or a piece, greetings,
# the sounds of speech.
_NEWS_BESIDE = frozenset({"c", "est", "ce", "a", "it", "is", "its", "i", "m", "im", "me"})


def asks_news_of(message: str) -> bool:
    """Whether the message asks for news of an order or a piece, and nothing else ("euh oui
    bonjour je voudrais savoir pour mon buffet", "des nouvelles de ma commande ?", "I'd like
    to know about my sofa", "any news on SO-…?"): where it stands. Never with anything more
    asked or told ("je voudrais savoir pour mon buffet si je peux le décaler", "any news on
    the sofa, it arrived scratched")."""
    text = fold(without_addresses(message))
    found = NEWS_ASKED.search(text)
    if found is None or (not found["link"]
                         and items_named(" ".join(text[found.end():].split()[:1]))):
        # "je voudrais des nouvelles chaises": new chairs wanted, no news asked
        return False
    rest = NEWS_ASKED.sub(" ", text)
    named = bool(ORDER_NOUNS.intersection(rest.split())) or bool(items_named(rest)) \
        or bool(order_numbers(message))
    return named and all(
        w in POINTING or w in ORDER_NOUNS or w in GREETING_WORDS or w in SPOKEN_FILLERS
        or w in _NEWS_BESIDE or items_named(w) or w in DIGIT_WORDS or w == "o"
        for w in re.findall(r"[^\W\d_]+", rest))


# The words that name an order by its month (`month_named`), besides the month itself.
MONTH_POINTING = frozenset({
    "from", "of", "ones", "celui", "ceux", "celles", "d", "mois", "i", "we", "j", "ai", "avons",
    "ordered", "placed", "bought", "in", "en", "back", "commandee", "commandees", "commande",
    "passee", "achetee", "delivered", "due", "livree", "livrees", "prevue", "a", "an", "qui",
    "est", "that", "was", "is", "mes", "my", "la", "les", "des"})


def only_points_at_order(message: str) -> bool:
    """Whether the message names an order number and says nothing else than words that
    point at it ("ma commande SO-25129 ?", "et la SO-25129", "order SO-25129?", "c'est au
    sujet de la commande SO-25129", "I'm writing about order SO-25129")."""
    if not ORDER_NUMBER.search(message) and not re.search(r"\b\d{5,6}\b", message):
        return False
    # "SO-24903 avec cette adresse e-mail", "SO-24903 with this e-mail": the address pointed
    # at, none written, points at nothing else (the desk asks for it)
    text = ORDER_NUMBER.sub(" ", without_email_mentions(ADDRESS.sub(" ", message)))
    rest = re.findall(r"[^\W\d_]+", fold(text))
    # "ma commande SO-… est associée à cette adresse mail ?", "use this email for SO-…":
    # which address goes with the order, none written: words of that link point too
    linking = EMAIL_LINKING if EMAIL_WORD.search(fold(message)) \
        and not ADDRESS.search(message) else frozenset()
    return all(word in POINTING_AT_NUMBER or word in linking for word in rest)


# An e-mail named ("mail", "e-mail", "courriel"), and the words that say it goes with the
# order named, when no address is written (the desk asks for it).
EMAIL_WORD = re.compile(r"\b(?:e ?mail|mail|courriel|email)s?\b")
EMAIL_LINKING = frozenset({
    "associee", "associe", "liee", "lie", "rattachee", "enregistree", "utilisee", "utilise",
    "utilisez", "prenez", "celui", "celle", "ci", "la", "le", "l", "mon", "ma", "adresse",
    "linked", "attached", "registered", "used", "use", "take", "this", "that", "one", "my",
    "the", "for", "of", "is", "address", "under", "same", "meme", "cette", "cet", "pour",
    "de", "avec", "bien", "right", "correct", "bonne", "est", "c"})


# A message that corrects the order it speaks of ("ah non pardon c'est la SO-24903",
# "sorry, I meant SO-24911"): the request goes on, with the order it names now.
# What follows "actually" / "en fait" when it only opens a pause ("actually wait, what about
# SO-…?", "en fait attendez"): no correction, no change of mind.
NOT_A_PAUSE = r"(?! (?:wait|hold on|attends|attendez|une seconde|une minute|one sec\w*)\b)"
CORRECTS = re.compile(
    r"\b(?:pardon|desolee?|oups|oops|sorry|my bad|mea culpa|erreur|je me suis trompee?|"
    r"trompee? de|je voulais dire|je parlais de|je pensais a|c est (?:la|le|plutot)|"
    r"plutot (?:la|le)|i meant|i mean|meant|wrong order|mistake|"
    # ("actually wait, what about SO-…?": a pause before a question, no correction)
    rf"(?:en fait|actually){NOT_A_PAUSE}|"
    r"it s (?:so|order|the)|its (?:so|order|the)|"
    # "oui mais pour SO-24911", "yes but for SO-24911", "non, pour l'autre commande", "c'est
    # pour la SO-…", "no, on my other order", "plutôt pour la SO-…": the request, for the
    # order named now (never "et pour SO-… aussi", which adds one)
    r"(?:mais|but|non|no|nope|plutot|rather|c est|it s|its|it is|this is|that s|ce serait)"
    r" (?:c est |it s |its |it is )?(?:pour|pr|for|sur|on|about) (?:(?:la|le|ma|mon|l|my|the|"
    r"this|that) )?(?:(?:commande|order) )?(?:so ?\d|\d{5}|(?:autre|other|another)\b)|"
    r"(?:pour|pr|for) (?:la |le |l |the )?(?:so ?\d+|\d{5}|autre commande|other order)"
    r"(?: (?:plutot|instead|rather|alors|then))|instead|"
    # the order in focus disowned: "not this one: SO-…", "pas celle-là, l'autre", "wrong
    # order", "mauvais numéro", "pas la bonne commande", "l'autre, la SO-…"
    r"(?:pas|not) (?:celle|celui) (?:la|ci)|pas (?:cette|la) commande(?: la| ci)?|"
    r"pas ce numero|not (?:this|that) (?:one|order|number)|wrong (?:number|reference|ref)|"
    r"(?:mauvais|pas le bon) (?:numero|ref)|"
    # ("I got the wrong one", "la mauvaise commande est arrivée": a wrong piece delivered,
    # unless the right number follows)
    r"(?:wrong|not the right|mauvaise|pas la bonne) (?:one|order|commande)\W+(?:\w+ ){0,4}"
    r"(?:so ?\d|\d{5})|"
    r"(?:l|the) (?:autre|other)(?: (?:commande|order|one))?(?: (?:la|le|c est|it s|its|it is))?"
    r" so ?\d)")

# What a message asked while a yes/no question waits, by families of questions (folded
# text): the desk answers what it can, says plainly what it cannot, and asks again.
TOPICS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("status", re.compile(
        r"\b(?:statut|status|etape|stade|stage|ou en est|ou en sont|en est ou|ou ca en est|"
        r"qu en est il|avancement|ou est (?:ma|la|mon|le) (?:commande|meuble|canape)|"
        r"en (?:fabrication|production)|fabriquee?|prete?|expediee?|"
        r"where is (?:my|the|it)|where s (?:my|the|it)|how s (?:my|the|it) (?:order|going)|"
        r"progress|is it (?:ready|made|built|shipped)|shipped|eta)\b")),
    ("duration", re.compile(
        r"\b(?:combien de temps|(?:quel|quels) delais?|delais?|ca prend combien|"
        r"ca va prendre|sous combien|how long|how much time|how soon|takes? long|"
        r"how many days)\b")),
    ("cost", re.compile(
        r"\b(?:c est combien|combien (?:ca|cela|c est|ca va|je) ?\w*|couts?|coute\w*|"
        r"payants?|payer|gratuite?s?|gratos|prix|tarifs?|frais|supplements?|facture\w*|"
        r"how much|costs?|price\w*|pay|paid|charges?|charged|fees?|free of charge|"
        r"for free|extra|(?:is|will|would|s) (?:it|this|that|the (?:move|change|"
        r"delivery|rescheduling)) (?:be )?free|(?:is|will) there (?:be )?(?:a|any) (?:fee|"
        r"charge|cost))\b")),
    # "what happens if I say yes?", "qu'est-ce qui se passe si je dis oui ?", "and if I
    # confirm?": what a yes (and a no) does to the write proposed.
    ("effect", re.compile(
        r"\b(?:what (?:happens|will happen|would happen|happen|then)|what s next|"
        r"what does (?:a |saying |answering |replying )?(?:yes|oui|ok) do|"
        r"what do(?:es)? (?:yes|confirming|it) do|"
        r"(?:and )?if i (?:say|answer|reply|type|put|write|respond) (?:yes|oui|ok|no|non)|"
        r"if i (?:do|confirm|accept|agree|say so)|"
        r"qu est ce qui (?:se passe|va se passer|se passera|se passerait)|"
        r"que se passe t il|il se passe quoi|ca se passe comment|ca fait quoi|ca donne quoi|"
        r"(?:et )?si je (?:dis|reponds|mets|tape|ecris|confirme|valide|accepte)"
        r"(?: (?:oui|ok|non))?|"
        # whether the customer may still change it afterwards ("et si finalement le 21 me va
        # pas, je pourrai redemander ?", "could I still move it later on?"): what a yes does
        r"(?:je|on) (?:pourrai|pourrais|pourra|pourrait|peux|peut) (?:\w+ ){0,2}?"
        r"(?:redemander|rechanger|remodifier|redeplacer|redecaler|"
        r"(?:encore|toujours|quand meme) (?:changer|modifier|deplacer|decaler))|"
        r"(?:could|can|will|would) (?:i|we) (?:\w+ ){0,3}?(?:still|again|later)\b"
        r"(?: \w+){0,3} (?:change|move|modify|ask|reschedule)|"
        r"(?:could|can|will|would) (?:i|we) (?:still )?(?:change|move|modify|reschedule) "
        r"(?:it|this|that|the \w+) (?:again|later|afterwards)|"
        r"(?:could|can|will|would) (?:i|we) (?:still )?ask again)\b")),
    ("case", re.compile(
        r"\b(?:dossiers?|sav|apres vente|reclamations?|tickets?|cases?|after sales|"
        r"claims?)\b")),
    # "c'est quoi la différence entre matin et après-midi ?", "what's the difference between
    # the slots?", "le matin c'est à quelle heure ?": the delivery windows of a half-day.
    ("halves", re.compile(
        r"\b(?:differences?|diff|difference entre|difference between)\b|"
        # "which is better, morning or afternoon?", "vous conseillez le matin ?": the desk
        # never chooses for the customer (both windows said, the same question again)
        r"\b(?:(?:which|what)(?: one)? (?:is|s|would be|will be) (?:better|best)|"
        r"(?:which|what) (?:do|would) (?:you|u) (?:recommend|suggest|advise)|"
        r"(?:lequel|laquelle|quel|quoi) (?:est|serait|c est) (?:le |la )?(?:mieux|meilleure?)|"
        r"(?:vous|tu) (?:me )?(?:conseillez|conseilles|recommandez|recommandes)|"
        r"(?:c est|ce serait|c serait) mieux (?:le |l )?(?:matin|apres midi|aprem))\b|"
        r"\b(?:matin|matinee|morning|apres midi|aprem|afternoon)\b.{0,30}"
        r"\b(?:c est (?:a )?quelle heure|c est quand|quelles? heures?|quels? horaires?|"
        r"what time|which hours|what hours|commence|finit|starts?|ends?|until|jusqu a)\b|"
        r"\b(?:(?:a )?quelle heure|quels? horaires?|what time|which hours|what hours)\b.{0,30}"
        r"\b(?:le matin|la matinee|l apres midi|l aprem|the morning|the afternoon|"
        r"in the morning|in the afternoon|matin|morning|afternoon)\b")),
    # "c'est quoi le statut de la commande ?", "où en est-elle ?", "what stage is it at?":
    # the order's status, read and told before the same question is asked again.
    # "ça sert à quoi ?", "what is it for?": what the proposed write is (a case: what it
    # does; a move names itself).
    ("what", re.compile(
        r"\b(?:ca sert a quoi|a quoi ca sert|a quoi ca va servir|ca consiste en quoi|"
        r"c est quoi|qu est ce que c est|ca veut dire quoi|what is it|what s it for|"
        r"what for|what does (?:it|that) (?:do|mean)|what is that)\b")),
    ("hours", re.compile(
        r"\b(?:quelle heure|a quelle heure|heures?|horaires?|what time|which time|"
        r"hours?|time slot)\b")),
    ("options", re.compile(
        r"\b(?:what else|anything else|something else|other (?:slots?|options?|days?|dates?|"
        r"times?)|autre chose|autres? (?:creneaux?|dates?|jours?|options?|possibilites?)|"
        r"d autres|quoi d autre|alternatives?)\b")),
    # "pourquoi ?", "why?", "pour quelle raison ?": why the desk proposes this write.
    ("why", re.compile(
        r"\b(?:pourquoi|pourqoi|pk|pq|pour quelle raison|pour quelles raisons|a quoi bon|"
        r"why|whys|how come|what s the point|what is the point|for what reason)\b")),
)
QUESTION = re.compile(
    r"^(?:combien|comment|pourquoi|quoi|quel|quelle|quels|quelles|qui|est ce|c est quoi|"
    r"qu est ce|how|what|why|which|who|is it|is there|does it|do i|will it|can i|"
    r"could i)\b|\b(?:combien|c est quoi|qu est ce que|how much|how long|what else|"
    r"what is|what s|a quelle heure|what time|quelle difference|la difference|"
    r"the difference|c koi|c quoi|la diff|quelle diff)\b")
# Not a question, but no answer either: the customer asks for time ("attendez, je vérifie").
WAIT = re.compile(
    r"^(?:attendez|attends|un instant|un moment|une seconde|une minute|je reflechis|"
    r"je vais reflechir|laissez moi|je verifie|je regarde|je vais voir|je demande|"
    r"je dois verifier|wait|hold on|one moment|one sec|just a sec|give me a|let me|"
    r"i ll check|i need to check|i have to check|je ne suis pas sur|je suis pas sur|"
    r"pas sur|not sure|i m not sure|im not sure|je sais pas|je ne sais pas|i don t know|"
    r"dunno)\b")


# A customer asking for their orders as a list ("mes commandes", "quelles sont mes commandes ?",
# "my orders", "what did I order?"): every order is listed, not only the open ones.
# Whether the pieces come in two deliveries, asked ("les chaises et la table, c'est bien
# deux livraisons différentes ?", "are they two separate deliveries?"): each order listed.
TWO_DELIVERIES = (
    r"(?:c est|ce sont|ce seront|ca fait|is (?:that|it|this)|are (?:they|those|these|there)|"
    r"will (?:there|it|they) be) (?:(?:bien|donc|vraiment|really|actually|still) )?(?:deux|2|"
    r"two) (?:livraisons|deliveries)(?: (?:differentes|separees|distinctes|separate|"
    r"different))?$|"
    r"(?:c est|ce sont|is (?:that|it|this)|are (?:they|those|these)) (?:(?:bien|donc|really|"
    r"actually) )?(?:two )?(?:separate|different) deliveries$")


def asks_whether_two_deliveries(message: str) -> bool:
    """Whether the message asks if the pieces come as separate deliveries (no move asked)."""
    return bool(re.search(rf"\b(?:{TWO_DELIVERIES})\b", fold(message)))


ORDERS_LISTED = re.compile(
    r"\b(?:mes commandes|toutes mes commandes|liste de mes commandes|mes achats|"
    r"qu est ce que j ai commande|ce que j ai commande|my orders|all (?:of )?my orders|"
    r"list (?:of )?my orders|my purchases|what (?:did|have) i (?:order|ordered)|"
    r"what i ordered|(?:quelles|combien de) commandes|commandes que j ai|"
    # "j'ai quoi comme commandes en cours ?", "qu'est-ce que j'ai comme commandes ?"
    r"(?:j ai|on a|nous avons|j avais) quoi comme commandes?|"
    r"qu est[ -]ce que (?:j ai|j avais|on a|nous avons) (?:\w+ ){0,2}comme commandes?|"
    r"quoi comme commandes|"
    # said loosely: "what have I got on order with you guys?", "anything on order for me?"
    r"what (?:have i|do i have|i have|i ve|have we|do we have) (?:got )?on order|"
    r"(?:anything|what s|whats|what is) on order|"
    r"(?:what|which|how many) orders|my (?:current|open|pending|recent|past|previous|active) "
    r"orders|orders (?:do|have|did) i|orders i (?:have|placed|made)|"
    # "j'ai passé plusieurs commandes, où en sont-elles ?", "both my orders"
    r"plusieurs commandes|mes (?:deux|trois|differentes) commandes|several orders|"
    r"both (?:of )?my orders|my (?:two|three|various) orders|"
    # "j'ai deux commandes en cours je crois", "I think I have two orders"
    r"(?:j ai|i have|i ve got|i got|i ve) (?:deux|trois|2|3|plusieurs|quelques|two|three|"
    r"several|a few|some|multiple) (?:commandes|orders)|"
    # both deliveries asked of together ("les deux arrivent ensemble alors ?", "are both
    # coming the same day?"): each order with its booking answers it
    r"(?:les deux|tous les deux|toutes les deux|both(?: of them)?) (?:\w+ )?(?:arrivent|"
    r"arriveront|viennent|sont livrees?|seront livrees?|arrive|arriving|come|coming|are "
    r"coming|get delivered|delivered) (?:\w+ )?(?:ensemble|le meme jour|together|the same day|"
    r"on the same day)|" + TWO_DELIVERIES + r")\b")
# The same, asking only for the orders not yet delivered ("mes commandes en cours", "my open
# orders", "which orders are still pending?").
OPEN_ORDERS_ONLY = re.compile(
    r"\b(?:en cours|ouvertes?|pas encore livrees?|non livrees?|en attente|a venir|"
    r"open|current|pending|active|in progress|not (?:yet )?delivered|undelivered|"
    r"outstanding|on the way|en route|reste|restent|rester|left|remaining|remain|still to)\b")
# Every order asked of at once, no piece named ("tout est livré ?", "tout est bien arrivé ?",
# "has everything arrived?", "is it all delivered?"), or what remains of them ("qu'est-ce
# qu'il reste à livrer ?", "ce qui me reste à recevoir", "what's left to deliver?", "anything
# still to come?", "what remains to be delivered?"): every order listed (`ORDERS_LISTED`).
EVERYTHING_ASKED = re.compile(
    r"\b(?:(?:tout|everything|it all|all of it) (?:(?:est|a|a ete|sera|is|has|has been|was|"
    r"got|will be|did) )?(?:(?:bien|deja|finally|already|been) )*(?:livre|arrive|recu|parti|"
    r"expedie|delivered|arrived|received|shipped|come|came|here)|"
    r"(?:reste|restent|rester|left|remaining|remains?)(?: (?!a\b|to\b)\w+){0,2} (?:a|to|"
    r"to be|for me to) (?:livrer|etre livres?|recevoir|venir|arriver|deliver|be delivered|"
    r"come|arrive|receive|get)|still to (?:come|be delivered|arrive))\b")


def asks_for_orders(message: str) -> bool:
    """Whether the message asks for the customer's orders as a list (or for an order number
    the customer does not have: "quel est mon numéro de commande ?")."""
    folded = fold(message)
    return bool(ORDERS_LISTED.search(folded)) or asks_order_number(message) \
        or bool(EVERYTHING_ASKED.search(folded) and not items_named(message))


def asks_for_open_orders(message: str) -> bool:
    """Whether the message asks for the customer's orders as a list, only those still to
    come ("mes commandes en cours ?", "my open orders")."""
    folded = fold(message)
    return bool((ORDERS_LISTED.search(folded) or (EVERYTHING_ASKED.search(folded)
                                                  and not items_named(message)))
                and OPEN_ORDERS_ONLY.search(folded))


# "C'est quoi l'autre créneau ?", "et l'autre demi-journée ?", "il y a autre chose ce
# jour-là ?", "what's the other slot?", "anything else that day?": of a slot proposed, the
# other half of its day. Never "mon autre commande", "d'autres créneaux ?" (a list), "un
# autre jour ?", "another day?".
SLOT_NOUN = r"(?:cr[ea]n[ea]?au|horaire|moment|plage(?: horaire)?|demi journee|slot|time ?slot|" \
    r"time|half day|half)"
OTHER_SLOT = re.compile(
    r"\b(?:(?:l|the|cet|cette) ?autre " + SLOT_NOUN + r"|the other " + SLOT_NOUN +
    r"|l autre (?:moitie|partie) de (?:la )?journee|the other (?:half|part) of the day"
    r"|(?:autre chose|rien d autre|un autre " + SLOT_NOUN + r"|another " + SLOT_NOUN +
    r"|anything else|something else|any other " + SLOT_NOUN + r")"
    r" (?:ce jour(?: la| ci)?|le meme jour|(?:on )?that day|(?:on )?the same day|same day))\b")


def asks_other_slot(message: str) -> bool:
    """Whether the message asks, of the slot just proposed, for the other one of its day."""
    return bool(OTHER_SLOT.search(fold(message)))


def corrects_order(message: str) -> bool:
    """Whether the message says it corrects what it spoke of ("pardon, c'est la ...", "not
    this one: SO-…"), or names the piece meant beside one it disowns ("the armchair, not the
    bookcase")."""
    out = disowned_numbers(message)
    return bool(CORRECTS.search(fold(message))) \
        or bool(disowned_items(message) and items_meant(message)) \
        or bool(out and any(n not in out for n in order_numbers(message)))


# Neither a yes nor a no, though it sounds like one ("pourquoi pas ?", "why not",
# "si vous voulez"): the desk says it needs a clear answer (a question it cannot answer is
# another thing).
UNDECIDED = re.compile(
    r"^(?:(?:bon|ben|bah|euh|ok|oui|ouais|yeah|well|hmm) )?(?:pourquoi pas|why not|peut etre|"
    r"maybe|perhaps|probablement|probably|si vous voulez|si tu veux|comme vous voulez|"
    r"comme tu veux|if you want|if you like|as you like|as you wish|whatever|bof|mouais|"
    r"j imagine|i guess|i suppose|je suppose|"
    # A single letter ("y", "n"): a yes or a no as typed at a prompt, or a slip of the
    # finger; not clear enough to write on, so the desk asks for a clear answer.
    r"y|n)(?: (?:oui|yes|ok|alors|then))?$")


# A yes that depends on something not yet known ("oui si ma femme est d'accord", "ok à
# condition que ce soit le matin", "yes if my husband agrees", "ça dépend"): no consent,
# and the desk says why it did nothing. A polite "if" ("oui si possible", "yes if you can")
# is no condition of the customer's.
_AGREE = (r"(?:oui|ouais|ouai|ok|okay|d accord|daccord|dac|yes|yeah|yep|yup|sure|fine|"
          r"ca marche|ca me va|go|alright|bon)")
_CONDITION = (r"(?:si|s ils?|s elles?|if|sauf si|unless|a condition|provided|providing|"
              r"as long as|pourvu qu?e?|sous reserve|only if|seulement si|tant qu?e?|"
              r"depend\w*|selon)")
_POLITE_IF = re.compile(r"\b(?:si|if) (?:possible|vous (?:pouvez|voulez|le voulez)|tu peux|"
                        r"you (?:can|could|want|like|please|wish)|that s (?:ok|fine|possible)|"
                        r"c est possible|ca vous va)\b|\bs il (?:vous|te) plait\b")
CONDITIONAL = re.compile(
    rf"^(?:\w+ ){{0,2}}{_AGREE}\b(?: \w+){{0,3}} {_CONDITION}\b|"

    rf"^(?:(?:bon|euh|ben|bah|hmm|well) )?(?:ca depend|it depends|depends|that depends|"
    rf"(?:seulement |only )?(?:si|if) (?:ma|mon|my|la|le|the|c est|it s|it is|je|i|on|we|"
    rf"elle|il|he|she|they|ils))\b|"
    # The condition said first, the yes last ("if that's the earliest you've got then yes",
    # "si c'est le plus tôt possible alors oui", "if so, ok"): the same yes on a condition
    rf"^(?:(?:bon|euh|ben|bah|hmm|well|and|et|ok|okay) )?(?:seulement |only )?(?:si|if)\b"
    rf"(?: \w+){{0,10}}? (?:then |alors |donc |in that case |dans ce cas )?{_AGREE}$")
# "yes but call me first", "oui mais en premier dans la tournée", "oui, mais le livreur doit
# appeler": a "but" that adds a wish of the customer's to the yes (a day said after it is a
# new wish, read before this: "oui mais le 12"); never "oui mais aussi…", which adds.
WISHED = re.compile(
    rf"^(?:\w+ ){{0,2}}{_AGREE}\b(?: (?:merci|thanks|alors|then|bien sur|of course)){{0,2}} "
    r"(?:mais|but|sauf que|except that)\b(?! (?:je veux |i want )?(?:aussi|also|too)\b)")
# A yes for several when one order was asked about ("yes for both", "oui pour les deux",
# "ok les 2", "yes to all of them").
BOTH = re.compile(
    rf"^(?:\w+ ){{0,2}}{_AGREE}\b(?: \w+){{0,2}} (?:(?:for|to|pour) )?(?:both|all|"
    r"les deux|les 2|tous les deux|toutes les deux|the two|les trois|toutes|tous|"
    r"all of them|both of them|each|chacun|chacune)\b")
# A yes said with a polite "if" and nothing else ("oui si possible", "sure thing if possible",
# "ok si vous pouvez"): no plain yes (the consent vocabulary is closed); said how to confirm.
POLITE_YES = re.compile(rf"^(?:\w+ ){{0,2}}{_AGREE}\b(?: \w+){{0,2}} (?:{_POLITE_IF.pattern})"
                        r"(?: (?:merci|thanks|thank you|svp|stp|please))*$")
# A yes taken back or left open in the same breath ("oui enfin non", "oui... ou non, je ne
# sais pas", "yes, well, no", "yes, actually no, not sure", "je sais pas", "not sure"):
# neither a yes nor a no.
HEDGED = re.compile(
    rf"^(?:\w+ ){{0,2}}{_AGREE}\b(?: \w+){{0,3}} (?:non|no|nope|nan|pas sur\w*|"
    r"peut etre|maybe|perhaps|possibly|probablement|probably|"
    r"not sure|je (?:ne )?sais pas|je sais pas|i don t know|dunno|i m not sure|"
    r"pas (?:vraiment|trop|encore)|not (?:really|yet)|mais non|but no|je (?:crois|pense)|"
    r"i (?:think|guess|believe)|il me semble)\b|"
    r"^(?:(?:bon|euh|ben|bah|hmm|well) )?(?:je (?:crois|pense) (?:que )?oui|i (?:think|guess|"
    r"believe|suppose) so|il me semble(?: que oui)?|probablement oui|probably yes)(?: \w+){0,2}$|"
    r"^(?:(?:bon|euh|ben|bah|hmm|well|honnetement|honestly) )?(?:je (?:ne )?sais pas(?: trop)?|"
    r"j en sais rien|aucune idee|no idea|i don t know|i dont know|dunno|not sure|i m not sure|"
    r"im not sure|pas sur|pas sure|je ne suis pas sure?|je suis pas sure?|j hesite|"
    r"i m hesitating|hard to say|difficile a dire|oui et non|yes and no|oui ou non|yes or no)"
    r"(?: \w+){0,3}$")


# Words after a yes that take it back in sarcasm or exasperation ("super, encore un retard,
# merci bien", "ah génial, un dossier. merci pour rien", "yes because that worked SO well last
# time", "oh yes, a case, because that fixes my table", "oui mais c'est la dernière fois que
# je me fais avoir", "oui oui, comme la dernière fois"): no clear yes (never a yes "with
# another request", nor a condition the customer never set); said so, asked again.
EXASPERATED = re.compile(
    r"\b(?:thanks for nothing|thank you for nothing|merci pour rien|merci de rien du tout|"
    r"(?:like|as|comme|just like) (?:the |la )?(?:last|derniere) (?:time|fois)|"
    r"because (?:that|this|it|you|that s|this is|it s)\b(?: \w+){0,3} (?:worked|works|"
    r"will work|help\w*|fix\w*|solv\w*|chang\w*|went)|"
    r"that (?:fixes|solves|helps|changes) (?:everything|it all|my|a lot|so much)|"
    r"(?:so|really|such a|very) (?:helpful|useful|reassuring)|big help|what a help|"
    r"ca va (?:vraiment |tellement |beaucoup |tout )?(?:m aider|tout (?:regler|changer)|"
    r"regler|changer) ?(?:tout|quelque chose|ma vie)?|ca m aide (?:vraiment |beaucoup|"
    r"bien)|quelle aide|"
    r"encore un retard|(?:another|yet another) delay|comme d hab\w*|comme toujours|"
    r"as usual|as always|typical|"
    r"(?:c est|this is|that s|it s) (?:la|the) (?:derniere|last) (?:fois|time)|"
    r"la derniere fois que je|the last time i|je vous previens|i m warning you|"
    r"you ve been warned|putting up with|j en ai marre|ras le bol|fed up|sick of|"
    r"(?:yeah|ouais|oui) right|as if|tu parles|mon oeil)\b")


def exasperated_yes(message: str) -> bool:
    """Whether the message opens with a yes word and goes on in sarcasm or exasperation
    (`EXASPERATED`): no clear yes."""
    return leads_with_yes(message) and bool(EXASPERATED.search(fold(message)))


def question_topic(message: str) -> str | None:
    """What a message that is neither a yes nor a no asks, when it asks something: a topic
    of `TOPICS`, "wait" (the customer asks for time), "undecided" (it sounds like an answer
    but is none: "pourquoi pas"), "hedged" (a yes taken back or left open: "oui enfin non"),
    "conditional" (a yes that depends on something: "oui si ma femme est d'accord"),
    "other" (a question the desk has no answer for); None when
    the message asks nothing (a new request, read as one)."""
    folded = fold(message)
    if UNDECIDED.search(folded) or takes_no_back(message):
        return "undecided"  # "pourquoi pas", "non non, si si, ouvrez-le"
    if yes_left_unclear(message) or (doubts(message) and not asks(message)
                                     and leads_with_yes(without_signs(message))):
        # "oui 😊", "ok 👌", "ah ben super, oui, un dossier, ça va tout régler 🙄": a yes
        # that a pictograph beside it leaves unclear (README): said so, asked again
        return "undecided"
    if "?" not in message and POLITE_YES.search(folded):
        return "polite"  # "oui si possible": no plain yes; said how to confirm
    if exasperated_yes(message):
        return "hedged"  # "super, encore un retard, merci bien": a yes taken back
    if "?" not in message and not _POLITE_IF.search(folded):
        if HEDGED.search(folded):
            return "hedged"
        if CONDITIONAL.search(folded):
            return "conditional"
        if WISHED.search(folded) and not REFUND.search(folded):
            return "wished"
        if BOTH.search(folded):
            return "both"
    # "c'est payant", "ça prend combien de temps": a question, even said without its "?".
    said_as_question = any(pattern.search(folded) for topic, pattern in TOPICS
                           if topic in ("cost", "duration", "status"))
    if "?" in message or said_as_question or QUESTION.search(folded):
        for topic, pattern in TOPICS:
            if pattern.search(folded):
                return topic
        # "hmm I guess? let me check with my wife": a doubt asked aloud, then a moment asked
        # for: a wait (README), never a question the desk cannot answer
        return "wait" if waits(message) else "other"
    if WAIT.search(folded) or waits(message):
        return "wait"
    return None


# Taking back a move just made: "remettez l'ancien créneau", "revenez au créneau d'avant",
# "annulez le changement", "oups je me suis trompé", "put it back", "undo that", "go back
# to the original slot", "my mistake".
UNDO = (
    r"\b(?:remet\w*|remettr\w*|revenir|reven\w*|retour\w*|repass\w*|reprend\w*|"
    r"restaur\w*|rebasculez?|gard\w*|mettez|mettre|replac\w*)\b.{0,40}\b(?:ancien\w*|"
    r"precedent\w*|d avant|initial\w*|original\w*|comme avant|comme c etait|prevu avant|"
    r"d origine|de depart)\b|"
    r"\b(?:annul\w*|defai\w*|defaites|retir\w*)\b.{0,30}\b(?:changement|deplacement|"
    r"modification|report)\b|"
    r"\bje me suis (?:tromp\w*|plant\w*|emmele\w*)|\bj ai fait (?:une )?erreur\b|"
    r"\bmon erreur\b|\bce n est pas (?:le bon|ce que je voulais)\b|"
    r"\bc est pas (?:le bon|ce que je voulais)\b|"
    r"\b(?:put|move|change|switch|set|bring)\b.{0,25}\bback\b|\bundo\b|"
    # "revert it", "revert the change" (never "kindly revert", "revert back with the
    # confirmation", "please revert on mail": Indian English for "reply")
    r"\brevert\w*\s+(?:it|that|this|the (?:change|changes|move|booking|delivery|date|slot|"
    r"reschedul\w*))\b|"
    r"\b(?:go|going) back\b|\b(?:original|previous|old|earlier|former|initial) "
    r"(?:slot|date|time|one|booking|day|delivery)\b|\bas (?:it was|before)\b|"
    r"\b(?:my )?mistake\b|\bmy bad\b|\bwrong (?:one|slot|date)\b|"
    r"\b(?:l )?(?:ancienne?|precedente?) (?:date|creneau|horaire)\b|"
    r"\b(?:la )?date (?:d avant|initiale|prevue avant|d origine)\b|"
    r"\bnot what i (?:wanted|meant)\b")


@cache
def _undo() -> re.Pattern[str]:
    return re.compile(UNDO)


def undoes_move(message: str) -> bool:
    """Whether the message takes back a move just made ("oups, remettez l'ancien créneau
    svp", "sorry, put it back to the original slot"): a move back is proposed."""
    return bool(_undo().search(fold(message)))


# A no or a change of mind and nothing else ("attendez, en fait non", "wait, actually no",
# "hmm non"): said right after a move, it takes nothing back by itself (no slot, no "put it
# back"): the desk says the move stands and how to move it again.
_VAGUE_NO = re.compile(
    r"^(?:(?:attendez|attends|attend|wait|hold on|hang on|euh|heu|hmm+|hum+|oh|ah|mince|zut|"
    r"en fait|actually|finalement|non+|no+|nope|nan|pardon|sorry|oups|oops|in fact|ben|bah|"
    r"well|um+|uh+|mais|but|hein|enfin|si|ok|okay)(?:[ ,.!?]+|$))+$")
_NO_WORD = re.compile(r"\b(?:non+|no+|nope|nan|en fait|actually|finalement|in fact)\b")


def recants_vaguely(message: str) -> bool:
    """Whether the message only says no or a change of mind ("attendez, en fait non", "wait,
    actually no", "non en fait"): no day, no rank, no "put it back", nothing else asked."""
    folded = " ".join(re.sub(r"[’'\-]", " ", fold(message)).split())
    return bool(folded) and bool(_VAGUE_NO.match(folded)) and bool(_NO_WORD.search(folded))


# Asking for a person rather than the desk: "je veux parler à un humain", "un conseiller
# svp", "can I talk to a real person?", "agent please".
PERSON = re.compile(
    r"\b(?:(?:parler|discuter|echanger|etre mis en relation|avoir quelqu un) (?:a|avec) "
    r"(?:un|une|quelqu un|le|la|vrai|vraie|votre)|un (?:vrai |etre )?(?:humain|conseiller|"
    r"operateur|agent)|une (?:vraie )?(?:personne|conseillere|operatrice)|quelqu un de "
    r"(?:reel|vrai|humain)|service client humain|"
    r"(?:talk|speak|chat) (?:to|with) (?:a|an|someone|somebody|the|your|real|human|live)|"
    r"(?:a |an )?(?:real |live |actual )?(?:human|person|agent|operator|representative|"
    r"advisor|adviser)(?: please| pls)?$|customer service (?:agent|rep|representative)|"
    r"real (?:person|human|people)|"
    # a person asked to call back: "can a human call me back?", "un conseiller peut me
    # rappeler ?" (never "personne ne m'a appelé", nobody did)
    r"(?:human|person|agent|adviser|advisor|humain|conseill\w+|personne(?! ne\b)|operat\w+)\b "
    r"(?:\S+ ){0,2}?(?:(?:call|ring|phone|contact) (?:me|us)\b|(?:m|me|nous) (?:rappel\w*|"
    r"appel\w*|telephon\w*|recontact\w*|contact\w*)\b)|"
    # someone above the desk, asked for: "passez-moi un responsable", "get me your manager",
    # "je veux parler au responsable", "can I speak to a supervisor?", "transfer me to your
    # superior" (a determiner before it: "qui est responsable du retard ?" asks no one)
    r"(?:get|give|put|connect|transfer|pass|passez|passe|passer|mettez|mets|mettre|veux|"
    r"voudrais|souhaite|exige|demande|want|need|demand|talk|speak|parler|joindre|contacter|"
    r"appeler|call|see|voir)\b(?: \S+){0,4}? (?:un|une|le|la|votre|vos|ton|ta|au|aux|your|a|"
    r"the|my|some) (?:\S+ )?(?:responsables?|superieure?s?|managers?|supervisors?|superiors?|"
    r"directeur|directrice|director|chef|gerante?|boss|hierarchie|someone in charge|person in "
    r"charge))\b")
NOT_PERSON = re.compile(r"\b(?:humain|human)e? (?:error|erreur)\b")


def asks_for_person(message: str) -> bool:
    """Whether the message asks to talk to a person instead of the desk."""
    folded = fold(message)
    return bool(PERSON.search(folded)) and not NOT_PERSON.search(folded)


# A complaint about a late order, or compensation asked for ("c'est inadmissible, je veux
# un dédommagement", "this is unacceptable, I want compensation"): the desk tells the
# status and who handles it.
COMPLAINT = re.compile(
    r"\b(?:dedommag\w*|indemni\w*|compens\w*|geste commercial|bon d achat|"
    r"inadmissible|inacceptable|scandal\w*|honteux|une honte|c est une honte|"
    r"je veux me plaindre|porter plainte|unacceptable|outrageous|disgrace\w*|discount|"
    r"voucher|goodwill gesture|not acceptable|pas acceptable|"
    # the delivery crew's conduct told ("the driver was really rude to my mother", "le
    # livreur a été très désagréable"): a complaint about the delivery (blind16 care_cases)
    r"(?:drivers?|delivery (?:guy|guys|man|men|team|crew|people)|couriers?|livreurs?|"
    r"chauffeurs?|transporteurs?)\b[^.?!]{0,40}\b(?:rude|impolite|aggressive|abusive|"
    # (a call asked is no conduct: "can the driver give me a shout / a yell when he's close?")
    r"disrespectful|unpleasant|insult\w*|(?<!a )shout\w*|(?<!a )yell\w*|swor\w*|impoli\w*|"
    r"grossier\w*|"
    r"desagreable\w*|agressi\w*|irrespectueu\w*|crie\w*|mal parle)|"
    # A complaint opened, filed or made, said with any verb and slips ("je veux ouvrir une
    # réclamation", "deposer une reclamtion", "file a complaint", "I want to complain").
    r"(?:ouvr\w*|ouvir|fair\w*|fai[st]|depos\w*|lanc\w*|formul\w*|envoy\w*|adress\w*|"
    r"introdui\w*|port\w*) (?:une |un |ma |mon )?(?:(?:dossier de |petite |vraie )?"
    r"re?cl?am+a?\w*ion|plainte)|"
    r"(?:veux|voudrais|voudrai|souhaite|aimerais|dois|vais) (?:me )?plaindre|me plaindre|"
    r"(?:file|make|open|lodge|raise|submit|log|register|put in|start) (?:a |an |my )?"
    r"(?:formal |official )?compla\w*|"
    r"(?:want|would like|d like|need|have) to complain|wanna complain|i complain)\b")
# (the words between say the same thing: never a new clause, "it's still not here, I want
# compensation")
_SAME_CLAUSE = r"(?: (?!(?:i|je|j|we|nous|on|mais|but|and|et|so|donc|now|maintenant)\b)\w+)"
NO_COMPLAINT = re.compile(
    r"\b(?:pas|sans|no|not|without|aucun|aucune|nul besoin)\b" + _SAME_CLAUSE + r"{0,3} "
    r"(?:de |d |a |any |for |need (?:for |of )?)?(?:dedommag|indemni|compens|discount|voucher)|"
    # "sans vouloir me plaindre", "I'm not complaining", "je ne veux pas faire de réclamation"
    r"\b(?:pas|sans|not|no|without|never)\b" + _SAME_CLAUSE + r"{0,3} "
    r"(?:me plaindre|plainte|re?cl?am+a?\w*ion|compla\w*)")


# A remedy asked in a complaint ("je veux un dédommagement", "I expect compensation", "un
# geste commercial ?"): only then is a refusal of compensation said.
REMEDY_ASKED = re.compile(
    r"\b(?:dedommag\w*|indemni\w*|compens\w*|geste commercial|bon d achat|discount\w*|"
    r"voucher|goodwill\w*|remise|reduction|rabais|ristourne|un avoir|rembours\w*|refund\w*|"
    r"money back)\b")


def remedy_asked(message: str) -> bool:
    """Whether a complaint asks for a remedy (compensation, a discount, a refund of the
    delivery), not "je ne demande pas de dédommagement"; anger alone asks none."""
    folded = fold(message)
    return (bool(REMEDY_ASKED.search(folded)) and not NO_COMPLAINT.search(folded)) \
        or late_remedy_asked(message)


def complains(message: str) -> bool:
    """Whether the message complains or asks for compensation (not "je ne demande pas de
    dédommagement"), a remedy for a lateness included (`late_remedy_asked`)."""
    folded = fold(message)
    return (bool(COMPLAINT.search(folded)) and not NO_COMPLAINT.search(folded)) \
        or late_remedy_asked(message)


# A remedy asked for an order's lateness ("SO-… était promis pour le 10 et vous le livrez le
# 15, je veux être remboursée de la livraison", "since SO-… is late can you at least waive the
# delivery fee?", "avec ce retard, vous m'offrez la livraison ?", "3 weeks late, I want a
# refund of the delivery charge"): compensation asked with a status, so the status and who
# handles it (`say_status_complaint`); never the staff-only refusal (a refund read as
# billing), the price text (a fee named) nor the cancel refusal (no cancel asked).
LATENESS_TOLD = re.compile(
    r"\b(?:retard\w*|late|lateness|delay\w*|overdue|behind schedule|"
    r"(?:etait|etaient|m a ete|m avait ete|a ete|avait ete|vous m aviez|on m avait) "
    r"(?:\w+ )?(?:promise?s?|prevue?s?|annoncee?s?)|promise?s? (?:pour|le|for|on)|"
    r"(?:was|were|had been) (?:\w+ )?(?:promised|due|supposed to (?:come|arrive|be delivered))|"
    r"toujours pas (?:livree?s?|arrivee?s?|la)|still (?:not|hasn t|has not|haven t|waiting))\b")
_LATE_REMEDY = re.compile(
    r"\b(?:rembours\w*|refund\w*|dedommag\w*|indemni\w*|compens\w*|geste commercial|"
    r"discount\w*|remise|reduction|rabais|ristourne|voucher|bon d achat|un avoir|"
    r"money back|goodwill|waive\w*|(?:livraison|delivery|frais de (?:livraison|port)|"
    r"shipping) (?:offerte?s?|gratuite?s?|free|for free|waived|on the house)|"
    r"(?:offr\w*|offert\w*|gratuit\w*|free|drop|remov\w*|cancel\w*|annul\w*|"
    r"supprim\w*|enlev\w*|retir\w*) (?:\w+ ){0,3}?(?:la livraison|les frais|frais de "
    r"(?:livraison|port)|the delivery (?:fee|charge|cost)s?|delivery (?:fee|charge|cost)s?|"
    r"shipping))\b")
_CANCEL_WORD = re.compile(r"\b(?:annul\w*|cancel\w*|retract\w*)\b")
_FEE = re.compile(r"\b(?:frais|fee|fees|charge|charges|cost|shipping|livraison|delivery)\b")


@per_text
def late_remedy_asked(message: str) -> bool:
    """Whether the message asks a remedy (a refund, compensation, a fee waived or offered)
    for an order's lateness it tells (`LATENESS_TOLD`); an order cancelled with it is a
    cancel ("c'est en retard, annulez tout"), a fee said cancelled is none."""
    folded = fold_words(message).replace("'", " ")
    if not LATENESS_TOLD.search(folded) or not _LATE_REMEDY.search(folded):
        return False
    cancelled = [m for m in _CANCEL_WORD.finditer(folded)
                 if not _FEE.search(folded, m.end(), m.end() + 30)]
    return not cancelled and not NO_COMPLAINT.search(folded)


# The order's status asked in a clause of its own, whatever the clause's other request
# ("où en est ma commande et la décaler au lundi ?", "SO-24870 status please and do I have
# an open case?"): read with the request handled, never dropped for it. A clause about a
# case ("où en est mon dossier ?") asks the case's, not the order's.
# What a delivery is asked of, in English: "it", "that", "the sofa", "my order", "SO-…".
_ASKED_OF = r"(?:it|they|that|this|those|these|my \w+|the \w+|our \w+|so \d+|\d{5})"
ORDER_STATUS_ASKED = re.compile(
    r"\b(?:ou en (?:est|sont|etes)|en est ou|en sont ou|"
    r"ou (?:il|elle|ils|elles|ca) en (?:est|sont)|"
    r"statut?|status|staus|stauts|etat de (?:ma|la|mon|cette|notre) commande|avancement|"
    # "what stage is it at?", "à quelle étape en est-elle ?"
    r"(?:what|which) stage|(?:a )?quelle etape|"
    r"qu en est il|ce qu (?:il|elle|ils|elles) en (?:est|sont)|(?:ce que|qu est ce que) "
    r"devien\w+|"
    r"ou est (?:passee? )?(?:(?:ma|la|mon|le|notre) (?:commande|meuble|canape|table|lit|"
    r"livraison|colis|fauteuil|buffet|etagere|banc|chevet|chaise)|so \d+)|"
    r"ou sont (?:passee?s? )?(?:mes|les|nos) (?:commandes|meubles|chaises|colis|affaires)|"
    # "elle est où ma table ?", "c'est où ma commande", "il est où ?", "ma commande elle est
    # où", "c ou ma commande" (never "c'est où votre showroom ?", "c'est où l'entrée ?")
    r"(?:est|sont) ou(?! (?:le|la|les|l|un|une|du|des|au|aux|bien|pas|votre|vos|ton|ta|tes|"
    r"ce|cet|cette|que|qu|on|je|j|nous|vous|se|s|il|ils|elle|elles|\d))\b|"
    r"\bc ou (?:ma|mon|mes|notre|nos)\b|ou qu (?:il|elle|ils|elles|ca) en (?:est|sont)|"
    r"where (?:my|the|our) \w+ at\b|wheres (?:it|they|that|my|the|our)\b|"
    r"(?:a|ont|est|sont) (?:bien |deja )?(?:ete )?(?:expedie|expediee|expedies|expediees|partie?)|"
    r"expediee?s?|where (?:is|s|are) (?:my|the|it|our|so \d+|\d{5})|wheres my|"
    # asked indirectly: "tell me where it is", "let me know where my order stands"
    r"where (?:it|they|my \w+|the \w+|our \w+|so \d+|\d{5}) (?:is|are|stands?|s at)\b|"
    r"how s (?:my|the|our) order|(?:is|has) (?:it|my order|the order) (?:been )?(?:ready|shipped|"
    r"sent|dispatched|left)|shipped|dispatched|progress|tracking|eta|des nouvelles|"
    # whether it is late, and when it comes: "is SO-… late", "est-elle en retard ?", "quand
    # serai-je livré ?", "when will it arrive?"
    r"(?:is|are|was|s) (?:it|they|my order|the order|my \w+|so \d+|\d{5})(?: running| still)? "
    r"(?:late|delayed|behind)|(?:any|a) delay|(?:est|sont)(?: ce qu)?(?: elle| il| elles| ils)? "
    r"(?:en retard|retardee?s?)|(?:a|ont)(?: t)?(?: elle| il)? du retard|"
    r"when (?:will|do|does|would|is|are|s) (?:it|they|that|this|my order|the order|my \w+|"
    r"so \d+|\d{5}) (?:\w+ )?(?:arrive|arriving|be delivered|come|coming|get here|be here|"
    r"due)|"
    r"quand (?:est ce que )?(?:je )?(?:serai|sera|seront|vais je etre|va t elle etre|arrive|"
    r"arrivera) (?:\w+ )?(?:livree?s?|la|ici)?|"
    # "mes chaises elles arrivent quand ?", "quand est-ce qu'elles arrivent ?", "quand
    # arrivent mes chaises ?"
    r"(?:arrive|arrivent|arrivera|arriveront) quand|"
    r"quand (?:est ce qu )?(?:il|elle|ils|elles|ca) (?:arrive|arrivent|arrivera|arriveront)|"
    r"quand (?:arrive|arrivent|arrivera|arriveront) (?:ma|mon|mes|la|le|les|notre|nos)|"
    # whether (or when) it was delivered, asked as a question (the verb first, never a
    # story: "the sofa was delivered scratched"): "was it delivered?", "has the sofa
    # arrived yet?", "did the armchair turn up?", "when did that come again?", "a-t-elle
    # bien été livrée ?", "il a été livré quand déjà ?"
    rf"(?:was|were|has|have|is|are) {_ASKED_OF} (?:(?:already|actually|ever|even|yet) )?"
    r"(?:been )?(?:delivered|arrived|received|dropped off|come)|"
    rf"(?:when )?did {_ASKED_OF} (?:(?:ever|actually|already|even) )?(?:get delivered|arrive|"
    r"come|get here|turn up|show up)|"
    r"(?:a t (?:elle|il)|ont (?:elles|ils)|est (?:elle|il)|sont (?:elles|ils)) (?:bien |deja )?"
    r"(?:ete )?(?:livree?s?|arrivee?s?|recue?s?)|"
    r"(?:livree?s?|arrivee?s?|recue?s?) quand)\b")
CASE_WORDS = re.compile(
    # never a seat's back: "le dossier de la chaise", "le dossier d'un fauteuil"
    r"\b(?:dossiers?\b(?! (?:d|de|du|des) (?:(?:une|un|la|le|l|ma|mon|mes|ses|sa|son|cette|"
    r"ce|notre|nos) )?(?:chaise|fauteuil|canape|banc|lit|siege|tabouret)s?\b)|"
    r"reclamations?|sav|plaintes?|claims?|tickets?|complaints?|cases?|after sales)\b")
# When the order was placed: "when was my order SO-… placed?", "quand ai-je passé ma
# commande ?", "date de commande", "what date did I order it?".
ORDER_DATE_ASKED = re.compile(
    r"\b(?:when (?:was|were|did) (?:\w+ ){0,4}(?:ordered|placed|purchased|bought)|"
    r"when did (?:i|we) (?:order|place|buy|purchase)|"
    r"(?:what|which) (?:day|date) (?:did|was|were) (?:\w+ ){0,4}(?:order|ordered|place|placed|"
    r"buy|bought)|(?:order|ordering|purchase) date|date (?:of|of the) (?:my )?(?:order|purchase)|"
    r"date (?:de|d) (?:la |ma |cette )?(?:commande|achat)|"
    r"quand (?:ai je|j ai|avons nous|est ce que j ai|est ce qu on a|l ai je) "
    r"(?:\w+ ){0,3}(?:passe|commande|achete|fait)|"
    r"quand (?:a t elle|a t il|est ce qu elle a|a t on|l a t on) (?:ete )?(?:passee?|commandee?)|"
    r"(?:passee?|commandee?|achetee?) (?:le )?quand|depuis quand (?:ai je|j ai) commande|"
    # "quand est-ce que je l'ai commandé", "quand je l'ai commandée", "c'était quand ma
    # commande ?", "c quand que j'ai commandé", "what day did I order"
    r"quand (?:est ce que )?(?:je l ai|j l ai|jl ai|on l a|nous l avons) "
    r"(?:\w+ ){0,2}(?:commandee?s?|achetee?s?|passee?)|"
    r"c etait quand (?:ma|la|notre) (?:commande|achat)|"
    r"(?:c etait|c est|c) quand (?:que )?(?:j ai|je l ai|j l ai|on a|on l a) "
    r"(?:commande|commandee?|achete|achetee?|passe)|"
    r"date commande\b(?! (?:sera|serait|est|va|livr\w*|arriv\w*))|"
    r"(?:what|which) day did (?:i|we) (?:order|buy|place))\b")


def asks_order_status(message: str) -> bool:
    """Whether a clause of the message asks where an order stands (not a case's)."""
    return any(ORDER_STATUS_ASKED.search(folded) and not CASE_WORDS.search(folded)
               for folded in (fold(without_addresses(c.text)) for c in clauses(message)))


# A delivery date asked of an order, no day said: "vous avez une date ?", "il y a une date de
# prévue ?", "on a une date de livraison ?", "une date ?", "any date yet?", "do you have a date
# for it?", "is there a delivery date?": where the order stands (its status tells the day
# booked), as is a date said not understood (`DATE_NOT_UNDERSTOOD`); never a date free asked
# ("vous avez une date de libre ?", "any date available?", "quelle date vous arrange ?"), nor
# when it was ordered (`asks_order_date`).
DELIVERY_DATE_ASKED = re.compile(
    r"(?:^|[,:;(]|\b(?:vous|avez|avez vous|auriez vous|y a|y a t il|il y a|y aurait il|on a|"
    r"j ai|ai je|a t on|nous avons|connaissez vous|savez vous|do you have|have you got|do "
    r"we have|have we got|did you get|you got|got|is there|are there|any|deja|already|"
    r"encore|still|toujours|pas|no)\b) ?(?:(?:une|des|la|les|leurs|a|an|any|the|their|"
    r"deja une|already a|de|d) )?"
    r"(?:(?:delivery|livraison|new|nouvelle) )?dates?\b"
    r"(?: (?:de|d) (?:livraison|prevue?|prevision|arrivee)| (?:de )?prevue?| prevu| "
    r"(?:of )?(?:delivery|arrival)| yet| set| planned| scheduled| for (?:it|them|this|that|the "
    r"delivery|delivery|my order|the order|my \w+|the \w+|our \w+|so \d+|\d{5,6})| pour (?:la "
    r"livraison|elle|lui|ma commande|la commande|mon \w+|ma \w+|mes \w+|le \w+|la \w+|les \w+|"
    r"l \w+|so \d+|\d{5,6}))*"
    r"(?: (?:yet|svp|please|merci|alors|du coup|now|maintenant|so \d+|\d{5,6}))* ?\?")
# The date of an order said not understood ("je ne comprends pas la date", "I don't understand
# the date", "c'est quoi cette date ?"): what the order's status says, the day it is booked for.
DATE_NOT_UNDERSTOOD = re.compile(
    r"\b(?:(?:ne )?comprends? pas|comprend pas|saisis pas|don t (?:understand|get)|do not "
    r"(?:understand|get)|can t (?:understand|make sense of)|confused (?:by|about)|perdue? avec|"
    r"c est quoi|what s|what is|what does) (?:\w+ ){0,2}?(?:la|cette|ces|les|this|the|that|these) "
    r"(?:\w+ )?dates?\b")
_DATE_NOT_STATUS = re.compile(
    r"\b(?:libres?|dispo\w*|available|free|open|arrange\w*|convien\w*|suits?|possibles?|"
    r"propos\w*|earliest|plus tot|plus tard|earlier|later|autres?|other|ordered|placed|"
    r"achat|purchase)\b|\bdate (?:de |d )?commande\b|\border date\b")


def asks_delivery_date(message: str) -> bool:
    """Whether a clause of the message asks for the order's delivery date, no day said and
    no move (`DELIVERY_DATE_ASKED`): its status, never a slot list nor a move."""
    # "le canapé commandé en octobre, vous avez une date ?": the month names the order;
    # "le lit, le fauteuil et la bibliothèque : vous avez les dates ?", "any dates for the bed
    # and the sofa?": a list of pieces asked of as one (never cut at its "et")
    for clause in clauses(one_piece_lists(without_month_naming(message))):
        folded = fold_words(without_addresses(clause.text)).replace("'", " ").replace("-", " ")
        found = DELIVERY_DATE_ASKED.search(folded) or DATE_NOT_UNDERSTOOD.search(folded)
        if found and not _DATE_NOT_STATUS.search(folded) and not says_when(folded) \
                and not MOVE_VERB.search(folded):
            return True
    return False


# Whether a piece of furniture or an order has come, asked as a yes/no question that ends on
# its participle ("et le fauteuil SO-…, il a bien été livré ?", "elle est arrivée ?", "SO-… a
# été livrée hier ?", "has the armchair SO-… been delivered?", "SO-… was delivered, right?"):
# the order's status. Only the words of a check may follow ("bien", "déjà", "ou pas", "right",
# "yet"), so a damage told ("il est arrivé abîmé ?") or a day wished ("il peut être livré le
# 3 ?") is none.
DELIVERED_ASKED = re.compile(
    r"\b(?:livree?s?|arrivee?s?|recue?s?|expediee?s?|delivered|arrived|received|shipped|"
    r"dispatched|turned up|shown up|showed up)"
    r"(?: (?:bien|deja|enfin|finalement|alors|du coup|hier|aujourd hui|quand|ou pas|ou non|"
    r"oui|non|chez (?:moi|nous)|a la maison|right|correct|yet|already|ok|okay|alright|safely|"
    r"then|at all|or not|too|aussi|non plus|finally|yesterday|today|in the end|"
    r"so \d+|\d{5,6}|(?:le |la |mon |ma |the |my )\w+))*$")


def asks_if_delivered(message: str) -> bool:
    """Whether a question of the message asks whether an order or a piece of it has come
    (`DELIVERED_ASKED`): where it stands, never a wish nor a damage told."""
    for piece in re.split(r"(?<=[?.!;\n])", message):
        if asks(piece) and DELIVERED_ASKED.search(fold(without_addresses(piece))) \
                and not CASE_WORDS.search(fold(piece)) and not says_when(piece):
            return True
    return False


def asks_order_date(message: str) -> bool:
    """Whether the message asks when an order was placed."""
    return bool(ORDER_DATE_ASKED.search(fold(message)))


# A yes to a case, with a refund asked too ("oui et je veux être remboursé", "yes, and I
# want my money back"): the yes is plain (no condition: "oui mais…", "yes if…" are none),
# the refund is not done here: said so, the case following it up.
REFUND = re.compile(
    r"\b(?:rembours\w*|refund\w*|money back|mon argent|dedommag\w*|indemnis\w*|compensation|"
    r"compensate\w*|geste commercial|avoir)\b")
CONDITION = re.compile(
    r"\b(?:mais|but|si|if|seulement|only|condition|provided|sauf|unless|sinon|otherwise|"
    r"non|no|not|pas|plutot|rather|instead|lieu)\b")

# A refund asked on top of the yes ("oui mais je veux aussi un remboursement", "ok but I want a
# refund too"): the "but" adds, it sets no condition.
ADDED = re.compile(r"^(?:mais|but)\b.*\b(?:aussi|egalement|too|also|as well)\b")


def yes_with_refund(message: str) -> bool:
    """Whether the message is a plain yes (its first words) followed by a refund asked, and
    nothing else the desk would act on (no day, no order number, no condition)."""
    words = fold(message).split()
    for cut in range(1, min(4, len(words))):
        head, rest = " ".join(words[:cut]), " ".join(words[cut:])
        if ADDED.search(rest):  # "oui mais je veux aussi un remboursement": no condition
            rest = re.sub(r"^(?:mais|but) ", "", rest)
        if read_answer(head).answer == "yes" and REFUND.search(rest) \
                and not CONDITION.search(rest) and not says_when(rest) \
                and not ORDER_NUMBER.search(message) and len(words) - cut <= 12:
            return True
    return False


# A half-day said with a rank, and the words that go with it: "le 2e mais l'après-midi", "the
# 2nd one but in the afternoon", "option 2 l'après-midi plutôt", "le deuxième mais pas le matin".
# At most four words of each kind: unbounded, a message of 2,000 "a " (an article) was
# read again from each of its words, a second of CPU a call.
HALF_WITH_RANK = re.compile(
    r"\b(?:(?:mais|but|plutot|rather|instead|de preference|preferably|et|and|svp|stp|please)"
    r"\s+){0,4}(?:(?:pas|not|no)\s+)?(?:(?:le|la|l|au|a|en|dans|in|on|during|pendant|the|de|du)"
    r"\s+){0,4}"
    r"(?:matinee|matin|morning|am|l?apres midi|l?apremidi|l?aprem|apm|afternoon|pm)"
    r"(?:\s+(?:plutot|rather|instead|please|svp|stp|si possible|if possible|de preference|"
    r"preferably|alors|then)){0,4}\b")
# Any day: the half-day a message says does not depend on it.
_ANY_DAY = date(2000, 1, 3)


def rank_with_half(message: str, count: int, days: Collection[int] = (),
                   halves: Sequence[str] = ()) -> tuple[int, Literal["am", "pm"]] | None:
    """A rank in a list of `count` options said with a half-day ("le 2e mais l'après-midi",
    "the second one but in the afternoon", "option 2 l'après-midi plutôt"): the position and
    the half-day. Not a pick (the half may not be the option's): the option's day at that
    half is proposed (yes/no) first. None when the message says a day otherwise (a month, a
    weekday, an amount of time) or when the number may be a day of the month said with its
    article ("le 2 au matin", "the 2nd in the afternoon": a date, read as one), unless no
    option listed falls on that day and the half said is not that option's (`halves`: each
    option's "am" or "pm"): "le 2 mais l'après-midi" to a list of mornings from the 7th."""
    folded = fold(message)
    words = folded.split()
    if any(w in MONTHS or w in WEEKDAYS or w in UNITS for w in words):
        return None
    half = resolve_wish(message, _ANY_DAY).half
    rest = " ".join(HALF_WITH_RANK.sub(" ", folded).split())
    if half is None or rest == folded or not rest:
        return None
    reading = read_position(rest, count, days)
    if reading.position is None:
        return None
    kept = rest.split()
    named = any(w in NAMING or w == "one" for w in kept)  # "option 2", "the 2nd one"
    other_half = len(halves) >= reading.position \
        and halves[reading.position - 1].lower() != half
    if not named and any(w in ORDINALS and w[:1].isdigit() and _as_date(w)
                         and i > 0 and kept[i - 1] in ARTICLES
                         and (ORDINALS[w] in days or not other_half)
                         for i, w in enumerate(kept)):
        return None
    return reading.position, half


def _as_date(word: str) -> bool:
    """Whether a number as written may be a day of the month ("2", "1er", "2nd"), not only a
    rank ("2e", "2ème")."""
    return word.isdigit() or word == "1er" or word[-2:] in ("st", "nd", "rd", "th")


# Asking about one option of the list rather than picking it ("c'est quoi le créneau 2
# exactement, c'est sûr ?", "le 3 c'est bien un vendredi ?", "is number 3 definitely
# available?", "option 2, what time is that?").
ABOUT = re.compile(
    r"\b(?:c est quoi|qu est ce que c est|c est quand|c est lequel|quel jour|quelle date|"
    r"quelle heure|a quelle heure|quels? horaires?|exactement|exactly|c est (?:bien )?sur|"
    r"sur que|sur et certain|sure|certaine?|vraiment|really|definitely|for sure|"
    r"bien (?:un|une|le|la|au|l|en|libre|dispo\w*)|c est bien|libres?|dispos?|"
    r"disponibles?|available|still (?:free|open)|"
    r"what is|what s|which day|what day|when is|what time|is (?:it|that|this|there)|"
    r"garanti\w*|guaranteed|confirm (?:that|it s|its)|on est (?:bien )?d accord)\b")
# Putting the pick off to check with someone ("le 2 si possible mais je dois vérifier avec
# mon mari", "number 2, but let me check with my wife first"): nothing picked yet.
LATER = re.compile(
    r"\b(?:je dois|il faut que je|faut que je|je vais (?:voir|verifier|demander|en parler|"
    r"regarder)|laissez moi|je (?:vous )?redis|je reviens|je vous recontacte|verifier|"
    r"verifie|voir avec|demander a|en parler|check with|ask my|talk to my|let me "
    r"(?:check|ask|see|confirm)|i need to (?:check|ask|confirm)|i have to (?:check|ask|"
    r"confirm)|i ll (?:check|ask|get back|come back)|get back to you|mon mari|ma femme|"
    r"mon conjoint|ma conjointe|mon epoux|mon epouse|my (?:husband|wife|partner))\b")
HALF_OF = {"matin": "AM", "matinee": "AM", "morning": "AM", "apresmidi": "PM", "aprem": "PM",
           "afternoon": "PM", "pm": "PM", "soir": "EV", "evening": "EV"}
TIME_UNITS = UNITS | {"h", "heure", "heures", "hour", "o", "oclock"}
# Day and month names said in full ("mon" is "my", "may" a verb, "sat" a past tense).
DAY_NAMES = {w: d for w, d in WEEKDAYS.items() if len(w) > 5 or w.endswith("di")}
MONTH_NAMES = {w: m for w, m in MONTHS.items() if (len(w) > 3 and w != "may") or w == "mai"}
# Words that say the option is as the customer said ("the 3rd one is a Friday, right?").
CHECKING = re.compile(r"\b(?:right|correct|n est ce pas|hein|c est ca|yes)$")
# The option said to be a weekday or a month ("le 2 c'est mardi ?", "is the 3rd on a Friday?").
IS_SAID = re.compile(
    r"\b(?:c est|c|ca tombe|tombe|is|it s|that s|est ce|falls)(?: (?:bien|really|actually|"
    r"definitely|indeed|un|une|le|la|a|an|on|the|en))* (?:"
    + "|".join(sorted(DAY_NAMES.keys() | MONTH_NAMES.keys(), key=len, reverse=True)) + r")s?\b")


# The same asked the English way, the option first named after the verb ("is number 2 a
# Wednesday?", "is the second one on a Friday?", "does option 3 fall on a Monday?", "is
# 2 in the morning?").
ASKED_IS = re.compile(
    r"\b(?:is|isn t|isnt|does|will|would)(?: (?:the|option|number|no|choice|slot|one|"
    r"\d{1,2}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|last))+"
    r"(?: (?:really|actually|definitely|indeed|a|an|on|the|in|fall|falls|be))* (?:"
    + "|".join(sorted(DAY_NAMES.keys() | MONTH_NAMES.keys() | {"morning", "afternoon"},
                      key=len, reverse=True)) + r")s?\b")


class About(NamedTuple):
    """A question about one option of a list, or a pick put off: its 1-based position,
    "asks" or "later", and whether the message said the option's own day or half-day
    ("le 3 c'est bien un vendredi ?": answered with a yes)."""

    position: int
    kind: str
    confirms: bool
    denies: bool = False  # "le 3 c'est bien un vendredi ?" of a Wednesday: answered "Non, …"


# The verb of an English question put before a bare number ("is 2 a Wednesday?", "was 3 the
# morning one?"): the number is what is asked about, a rank unless a listed day is that date.
ASKING_IS = frozenset({"is", "was", "isn"})


def about_option(message: str, options: Sequence[tuple[date, str] | None],
                 days: Collection[int] = ()) -> About | None:
    """A message said to a list that names one option by its rank and asks about it or
    puts the pick off, and nothing else: None when it names no rank, several, a rank that
    may be a listed day, or another day or half-day than that option's ("le 2 mais
    l'après-midi" asks for something else)."""
    folded = fold(message)
    said_words = folded.replace("apres midi", "apresmidi").split()
    words = [SPELT.get(w, w) if i > 0 and said_words[i - 1] in NAMING else w
             for i, w in enumerate(said_words)]
    if len(words) > 25 or signed(message):
        return None
    ranks: set[int] = set()
    dates: set[int] = set()
    for i, word in enumerate(words):
        before = words[i - 1] if i else ""
        after = words[i + 1] if i + 1 < len(words) else ""
        if word.isdigit() and after in TIME_UNITS:
            return None  # an hour or an amount of time: a request of its own
        if word.isdigit() and (after in MONTH_NAMES or before in DAY_NAMES):
            dates.add(int(word))  # "le vendredi 11": the option's own day, or another
            continue
        if word not in ORDINALS:
            if word.isdigit():
                return None  # another number: not only about the option
            continue
        if i and before not in ARTICLES and before not in NAMING and before not in ("n", "no") \
                and not (before in ASKING_IS and word.isdigit()):
            continue  # "let me check first": no rank ("is 2 a Wednesday?" names one)
        if any(w in DENIALS for w in words[max(0, i - 2):i]):
            return None  # "pas le 2": ruled out, read elsewhere
        if word[:1].isdigit() and ORDINALS[word] in days \
                and before not in NAMING and before not in ("n", "no"):
            # "le 10" to a list with the 10th: a day as much as a rank ("number 2", "option
            # 2": named as an option, a rank only)
            return None
        rank = ORDINALS[word]
        ranks.add(len(options) + 1 + rank if rank < 0 else rank)
    if len(ranks) != 1 or not 1 <= min(ranks) <= len(options):
        return None
    position = ranks.pop()
    option = options[position - 1]
    said = [w for w in words if w in DAY_NAMES or w in MONTH_NAMES or w in HALF_OF]
    checking = (asks(message) or QUESTION.search(folded)
                or ASKED_IS.match(" ".join(said_words))) and (
        ABOUT.search(folded) or (said and (CHECKING.search(folded)
                                           or IS_SAID.search(" ".join(said_words))
                                           or ASKED_IS.search(" ".join(said_words)))))
    if (said or dates) and (option is None or dates - {option[0].day} or any(
            DAY_NAMES.get(w, option[0].weekday()) != option[0].weekday()
            or MONTH_NAMES.get(w, option[0].month) != option[0].month
            or HALF_OF.get(w, option[1]) != option[1] for w in said)):
        if checking and option is not None and not dates and not LATER.search(folded) \
                and all(HALF_OF.get(w, option[1]) == option[1] for w in said):
            # "le 3 c'est bien un vendredi ?" of a Wednesday: a question about the option,
            # answered no (never a new list of Fridays)
            return About(position, "asks", False, True)
        return None  # another day or half-day: asks for something else than the option
    if checking:
        return About(position, "asks", bool(said or dates))
    if LATER.search(folded):
        return About(position, "later", False)
    return None


# Words that may stand around the day and half-day of a proposal said again with the yes
# ("oui samedi matin", "yes, Saturday morning is fine", "oui le 5 au matin c'est parfait").
RESTATING = {"le", "la", "l", "au", "a", "en", "ce", "cette", "the", "on", "in", "for", "at",
             "this", "de", "du", "pour",
             # what is restated, named ("pour la date : oui, le 1er ça me va")
             "date", "jour", "day"}


def _clock_words(hour: int, minute: int) -> str:
    """A time of day as folded words may say it: "13 00", "13 h", "13", "1 pm", "8 am"."""
    said = [rf"{hour}(?: h)?(?: {minute:02d})?" if minute else rf"{hour}(?: h)?(?: 00)?"]
    twelve, suffix = (hour - 12 or 12, "p ?m") if hour >= 12 else (hour, "a ?m")
    said.append(rf"{twelve}(?: {minute:02d})? ?{suffix}")
    return "(?:" + "|".join(said) + ")"


def without_own_hours(folded: str, hours: tuple[tuple[int, int], tuple[int, int]]) -> str:
    """`folded` less the proposal's own hours said again, as the desk wrote them or close
    ("13:00–17:00", "13 h – 17 h", "de 13h à 17h", "1pm to 5pm"): its slot, no other time."""
    (h1, m1), (h2, m2) = hours
    span = (rf"(?:\b(?:de|from|between|entre) )?(?<!\d){_clock_words(h1, m1)} "
            rf"(?:(?:a|to|and|et|until|till|jusqu a) )?{_clock_words(h2, m2)}(?![\d])")
    return " ".join(re.sub(span, " ", folded).split())


def yes_restating(message: str, day: date, half: str,
                  hours: tuple[tuple[int, int], tuple[int, int]] | None = None) -> bool:
    """Whether the message is a plain yes that says again the proposal's own day or
    half-day, and nothing else ("oui samedi matin" to Saturday 5 December in the morning;
    "yes, Monday 4 January, afternoon (13:00–17:00)": the proposal's own line, its hours
    `hours` included): a plain yes. Another day, half-day, time or number is not ("oui
    samedi après-midi", "yes, Monday 4 January at 15:00")."""
    folded = fold(message)
    own = folded if hours is None else without_own_hours(folded, hours)
    if own != folded:
        # the dash of the hours said again ("13 h – 17 h") is no minus sign
        message = re.sub(r"(\d\s*(?:h|:\d\d)?\s*)[-\u2212\u2012\u2013\u2014]\s*(?=\d)",
                         r"\1 to ", message)
    if asks(message) or doubts(message) or signed(message):
        return False
    words = own.replace("apres midi", "apresmidi").split()
    kept, named = [], False
    for word in words:
        if DAY_NAMES.get(word) == day.weekday() or MONTH_NAMES.get(word) == day.month \
                or HALF_OF.get(word) == half or word in (str(day.day), f"{day.day}th",
                                                         f"{day.day}st", f"{day.day}nd",
                                                         f"{day.day}rd", str(day.year)) \
                or (day.day == 1 and word in ("1er", "premier")):
            named = True
        elif word not in RESTATING:
            kept.append(word)
    return named and read_answer(" ".join(kept)).answer == "yes"


# Words that may stand around weekdays ruled out of a list: "ok but not tuesday", "pas le
# mardi svp", "tout sauf mardi", "anything but Tuesday", "ni mardi ni jeudi".
AROUND_DAYS = RULING_OUT | DENIALS | {
    "ok", "okay", "oui", "yes", "d", "accord", "daccord", "le", "la", "les", "l", "the", "on",
    "et", "and", "ou", "or", "un", "a", "non", "no", "plus", "day", "jour", "days", "jours",
    "is", "fine", "ca", "c", "est", "va", "bien", "me", "for", "s", "it", "de", "du", "en",
}
EXCLUDING = DENIALS | {"sauf", "except", "excepte", "but", "hors"}
DAY_ARTICLES = {"le", "la", "les", "l", "the", "on", "a", "un"}
JOINING = {"ou", "or", "et", "and", "ni", "nor"}


def ruled_out_days(message: str) -> set[int]:
    """The weekdays (0 = Monday) a message rules out of a list and nothing else ("ok but
    not tuesday", "pas le mardi", "tout sauf mardi", "ni mardi ni jeudi"); empty when the
    message is no such answer (a day wished, a half-day, a rank, a question)."""
    if asks(message):
        return set()
    words = _core(message).split()
    out: set[int] = set()
    for i, word in enumerate(words):
        day = DAY_NAMES.get(word[:-1] if word.endswith("s") and word[:-1] in DAY_NAMES
                            else word)
        if day is not None:
            before = [w for w in words[:i] if w not in DAY_ARTICLES]
            if not before or (before[-1] not in EXCLUDING and not (
                    before[-1] in JOINING and out)):
                return set()  # "ok mardi", "pas mardi, jeudi": a day wished, not ruled out
            out.add(day)
        elif word not in AROUND_DAYS:
            return set()
    if "but" in words and not DENIALS.intersection(words) \
            and not {"except", "anything", "all"}.intersection(words):
        return set()  # "ok but tuesday": a day wished
    return out


# A greeting or a question about what the assistant does, and nothing else: "bonjour",
# "qu'est-ce que tu sais faire ?", "hi, what can you do?", "aide", "comment ça marche ?".
_HELP_PHRASES = (
    r"(?:qu est ce que|que|qu est ce qu|quoi) (?:tu|vous) (?:sais|savez|peux|pouvez) "
    r"(?:bien )?faire"
    r"|qu est ce que (?:tu fais|vous faites)|what (?:else )?(?:can|could) you (?:do|help "
    r"(?:me |us )?with)|what do you do|what are you for|what is this (?:bot|chat|tool) for"
    r"|que (?:sais|savez|peux|pouvez) (?:tu|vous) faire|(?:pouvez vous|peux tu) m aider"
    r"|tu (?:sais|peux) faire quoi|vous (?:savez|pouvez) faire quoi|what (?:can|do) you do"
    r"|can you help(?: me)?"
    r"|what are you able to do|how (?:does|do) (?:this|it|you) work|comment (?:ca|tu|vous) "
    r"(?:marche|fonctionne|fonctionnez|fonctionnes)|aide|help|help me|de l aide"
    r"|a quoi (?:tu sers|vous servez|sers tu|servez vous)")
HELP_ASKED = re.compile(
    r"^(?:(?:bonjour|bonsoir|salut|coucou|hello|hi|hey|good (?:morning|afternoon|evening))"
    r"(?: (?:a tous|tout le monde|there|all))?[ !.,]*)?"
    r"(?:(?:alors|donc|du coup|euh|ok|so|and|et|mais|but|well|sinon)[ ,]+)?"
    r"(?:" + _HELP_PHRASES + r")?"
    # "tu peux faire quoi exactement ?", "what can you do here, exactly?"
    r"(?:[ ,]+(?:exactement|exactly|au juste|concretement|ici|here|pour moi|for me|pour nous|"
    r"for us|en fait|actually|svp|s il vous plait|please|then|alors|donc|at all|"
    r"dans ce chat|in this chat)){0,2}[ ?!.]*$")


def greets_or_asks_help(message: str) -> bool:
    """Whether the message only greets or asks what the assistant can do."""
    folded = re.sub(r"[’'\-]", " ", fold(message)).strip()
    return bool(folded) and bool(HELP_ASKED.match(re.sub(r"\s+", " ", folded)))


# A question about what the assistant can reach, asked of kinds of records and nothing else
# ("Tu as accès aux commandes aussi ou seulement aux factures ?", "do you have access to orders
# too?", "can you see deliveries or just invoices?", "tu gères aussi les livraisons ?"): what
# it does is the answer, never a search for a customer named "accès".
_REACH_ASKED = re.compile(
    r"^(?:(?:bonjour|salut|hello|hi|hey|ok|et|and|so|alors|du coup)[ ,!.]+)?"
    r"(?:est ce que |est ce qu |dis moi |tell me )?"
    r"(?:(?:tu as|vous avez|as tu|avez vous|t as|t y as|on a) (?:aussi |egalement |bien )?"
    r"acces|(?:do|can) you (?:also )?(?:have access|get access)|do you (?:also )?(?:see|access|"
    r"handle|cover|manage|deal with|read)|can you (?:also )?(?:see|access|read|view|look at|"
    r"handle|check)|(?:tu peux|vous pouvez|peux tu|pouvez vous) (?:aussi |egalement )?(?:voir|"
    r"consulter|acceder|lire|gerer|traiter)|(?:tu vois|vous voyez|tu geres|vous gerez|"
    r"tu traites|vous traitez|tu consultes|vous consultez|tu lis|vous lisez))"
    r"(?:[ ,]+(?:to|a|aux|au|les|des|de|la|le|the|aussi|also|too|egalement|ou|or|seulement|"
    r"only|just|uniquement|juste|et|and|as well|pas|not|ou pas|or not|bien|all|tous|toutes|"
    r"commandes?|orders?|factures?|bills?|invoices?|clients?|customers?|livraisons?|deliveries|"
    r"delivery|dossiers?|cases?|paiements?|payments?|stocks?|produits?|products?|"
    r"creneaux|slots?|donnees|data|comptes?|accounts?))+[ ?!.]*$")


def asks_reach(message: str) -> bool:
    """Whether the message asks what kinds of records the assistant reaches, and nothing
    else (`_REACH_ASKED`)."""
    folded = re.sub(r"\s+", " ", re.sub(r"[’'\-]", " ", fold(message))).strip()
    return bool(_REACH_ASKED.match(folded))


_HELP_SAID = re.compile(r"(?:^|[ ,!.])(?:" + _HELP_PHRASES + r")(?=$|[ ,?!.])")


def asks_what_desk_does(message: str) -> bool:
    """Whether the message asks what the assistant can do, and nothing else ("what can you
    do?", "bonjour, qu'est-ce que vous pouvez faire ?", "aide"): more than a greeting or an
    "alors ?"."""
    folded = re.sub(r"\s+", " ", re.sub(r"[’'\-]", " ", fold(message))).strip()
    return greets_or_asks_help(message) and bool(_HELP_SAID.search(folded))


# A day said instead of another ("je voulais dire le 10 pas le 2", "I meant the 10th not
# the 2nd", "sorry, the 10th, not the 2nd", "pas le 2 mais le 10", "le 10 au lieu du 2").
_DAY_NAMED = re.compile(
    r"\b(?:" + "|".join(sorted({*MONTHS, *WEEKDAYS}, key=len, reverse=True)) + r")\b")


def corrects_day(message: str, count: int, today: date) -> bool:
    """Whether the message, said to a list of `count` options, names the day meant instead
    of another one and that day cannot be a position in the list (a number beyond it, or
    a day said with its month or weekday): a wish for that day (a new message, read as
    one: the day proposed yes/no when the list holds it), never "none of them". "le 2 pas
    le 3" to a list of three stays a rank (read elsewhere)."""
    if signed(message):
        return False
    wish = resolve_wish(message, today)
    if len(wish.dates) != 1 or wish.start is not None or not wish.excluded or wish.options:
        return False
    folded = fold(message)
    return wish.dates[0].day > count or bool(_DAY_NAMED.search(folded))


# A question about which weekday a day of the month falls on ("le 4 c'est bien un jeudi ?",
# "le 4 c'est quel jour ?", "c'est quel jour le 4 ?", "is the 4th a Thursday?", "what day
# is the 4th?"): answered, never a wish for that day.
_WD_WORDS = "|".join(sorted((w for w in WEEKDAYS if len(w) > 3), key=len, reverse=True))
_MONTH_WORDS = "|".join(sorted((m for m in MONTHS if len(m) > 3 and m != "march"),
                               key=len, reverse=True))
_QDAY = (r"(?:le |the )?(?P<d{n}>\d{{1,2}})(?:er|st|nd|rd|th|e|eme)?"
         rf"(?: (?:of )?(?P<m{{n}}>{_MONTH_WORDS}))?")
_FILLER = (r"(?:(?:euh|au fait|juste|pardon|attendez|attends|et|mais|ok|oui|sorry|wait|"
           r"just|quick question|and|but|so|question|juste pour verifier|just to check|"
           r"just checking|hmm|alors|donc|bon|ah)\s+)*")
_WEEKDAY_OR_WHICH = (rf"(?:(?P<w{{n}}>{_WD_WORDS})s?|(?P<q{{n}}>quel jour|which day|what day|"
                     r"quel jour de la semaine|what day of the week|what weekday))")
WEEKDAY_QUESTION = (
    # "le 4 c'est (bien) un jeudi", "le 4 c'est quel jour", "the 4th is a Thursday right"
    rf"^{_FILLER}(?:est ce que )?{_QDAY.format(n=1)} (?:c est|c|ce sera|sera|est|tombe|"
    r"ca tombe|tombera|is|s|it s|that s|falls|will be|would be|tombe bien)"
    r"(?: (?:bien|vraiment|really|actually|definitely|indeed|donc))?"
    r"(?: (?:un|une|le|a|an|on|on a|en|bien un))? "
    rf"{_WEEKDAY_OR_WHICH.format(n=1)}"
    r"(?: (?:right|n est ce pas|hein|non|c est ca|correct|yes|is it|isn t it|alors|donc))?$"
    # "c'est quel jour le 4", "quel jour tombe le 4", "what day is the 4th"
    rf"|^{_FILLER}(?:c est |ca tombe |ca fait |et )?(?P<q2>quel jour|which day|what day|"
    r"quel jour de la semaine|what day of the week|what weekday)"
    r"(?: (?:est|c est|tombe|ca tombe|is|falls|s|will be|would be|sera|ce sera))?"
    r"(?: (?:it|that|ce|donc|alors))? "
    rf"{_QDAY.format(n=2)}$"
    # "is the 4th a Thursday", "does the 4th fall on a Thursday", "c'est un jeudi le 4"
    rf"|^{_FILLER}(?:is|does|will|would) {_QDAY.format(n=3)} (?:fall on |be |land on )?"
    rf"(?:a |an |on a |on )?(?P<w3>{_WD_WORDS})$"
    rf"|^{_FILLER}(?:c est|est ce|est ce que c est|it s|is it)(?: bien| really| actually)? "
    rf"(?:un |une |a |on a )?(?P<w4>{_WD_WORDS}) {_QDAY.format(n=4)}$"
)


@cache
def _weekday_question() -> re.Pattern[str]:
    return re.compile(WEEKDAY_QUESTION)


class WeekdayAsked(NamedTuple):
    """A question about the weekday of a day: that day, and the weekday said (None when the
    question is which weekday it is)."""

    day: date
    said: int | None


# "C'est bien un mardi ?", "is that a Tuesday?" said to a move proposal: the weekday of the day
# proposed, asked (no day number: the proposal's own day).
PROPOSED_WEEKDAY = (
    r"^(?:(?:et|so|donc|mais|ah|ok|and|oh|euh|hmm|sorry|pardon) )*(?:c est|ce sera|ca sera|"
    r"ca tombe|ce serait|ca tombera|is (?:that|it|this)|that s|thats|it s|its|"
    r"will (?:that|it) be|would (?:that|it) be|does (?:that|it) fall on)"
    r"(?: (?:bien|vraiment|really|actually|definitely|donc))?"
    r"(?: (?:un|une|le|a|an|on|on a|bien un))? "
    rf"(?P<w>{_WD_WORDS})"
    r"(?: (?:ca|cela|right|then|alors|hein|non|correct|n est ce pas|isn t it|donc))?$")


def weekday_asked(message: str, today: date, listed: tuple[date, ...] = (),
                  proposed: date | None = None) -> WeekdayAsked | None:
    """The day a message asks the weekday of, and the weekday it says it is, if any ("le 4
    c'est bien un jeudi ?" → the 4th, Thursday); None when it asks nothing of the kind ("le
    4 c'est possible ?", "jeudi 4 ?": a wish). With `proposed` (the day of a move proposal
    waiting for its yes), "c'est bien un mardi ?" / "is that a Tuesday?" asks it of that day."""
    folded = " ".join(w for w in fold(message).split() if w not in ("svp", "stp", "please"))
    m = _weekday_question().search(folded)
    if m is None and proposed is not None:
        plain = " ".join(re.sub(r"[^\w]+", " ", folded).split())
        tagged = "?" in message or re.search(
            r"\b(?:right|n est ce pas|hein|non|correct|isn t it)$", plain)
        said = re.fullmatch(PROPOSED_WEEKDAY, plain) if tagged else None
        return WeekdayAsked(proposed, WEEKDAYS[said["w"]]) if said else None
    if m is None:
        return None
    if "?" not in message and not (m.group("q1") or m.group("q2")) and not re.search(
            r"\b(?:right|n est ce pas|hein|non|c est ca|correct|is it|isn t it)$|"
            r"^(?:\w+ )*?(?:est ce|is|does|will|would)\b", folded):
        return None  # "le 4 c'est un jeudi": said, not asked
    groups = m.groupdict()
    number = next(groups[f"d{i}"] for i in range(1, 5) if groups.get(f"d{i}"))
    month = next((groups[f"m{i}"] for i in range(1, 5) if groups.get(f"m{i}")), None)
    weekday = next((groups[f"w{i}"] for i in (1, 3, 4) if groups.get(f"w{i}")), None)
    wish = resolve_wish(f"le {number} {month}" if month else f"le {number}", today, listed)
    if len(wish.dates) != 1:
        return None
    return WeekdayAsked(wish.dates[0], WEEKDAYS[weekday] if weekday else None)


# A remark told beside a pick, that asks nothing and says no day: where the customer lives
# (a floor, the lift, the stairs), how to get in (a door code, the building), who will be
# home ("le 2, mon mari sera là", "I'm on the 2nd floor. Number 3 please", "j'habite au 3e
# étage donc le 2"). Cut from the pick at a sentence end, a comma, a dash or a joining word.
_REMARK_CUT = re.compile(r"[.!;\n]+|,|\s[-\u2013\u2014]\s|\b(?:donc|alors|du coup|so|then|"
                         r"et|and|mais|but)\b", re.I)
_ACCESS_TOLD = re.compile(
    r"\b(?:etages?|etg|floors?|ascenseur|lift|elevator|escaliers?|stairs?|rdc|"
    r"rez de chaussee|ground floor|digicode|code|interphone|intercom|buzzer|batiment|bat|"
    r"building|residence|porte|door|gate|portail)\b")
# A door or gate code and its characters ("code 1234B", "digicode : A45", "door code 2580").
_CODE = re.compile(r"\b(?:digi)?code(?: (?:porte|d entree|de la porte|du portail|door|gate))?"
                   r" ?:? ?[a-z]?\d[\da-z]*\b|\b(?:door|gate|building) code ?:? ?[a-z]?\d[\da-z]*\b"
                   r"|\b(?:batiment|bat|building|porte|door|appartement|appt|apt|flat) "
                   r"[a-z]?\d{0,4}[a-z]?\b")
_PRESENT = re.compile(
    r"\b(?:sera|serai|serons|seront|serez|sera bien|serai bien|will be|ll be|is going to be|"
    r"s going to be|est|suis|sommes|am|is|are|re|m)"
    r" (?:la|present|presente|presents|presentes|a la maison|chez (?:moi|nous|lui|elle)|home|"
    r"at home|in|there|around|available|disponible|dispo|about)\b"
    r"|\b(?:il y aura|y aura|there ll be|there will be) (?:quelqu un|du monde|someone|somebody)\b")


# Words that ask something of the floor, the code or the visit ("pouvez-vous noter", "can the
# driver carry it up", "tell the driver"): no remark told, a request.
_ASKING_OF_IT = re.compile(
    r"\b(?:can|could|would|will you|need|needs|must|should|pouvez|pourriez|pourra|pourrait|"
    r"peut|peuvent|possible|merci de|faut|faudra|doit|doivent|est ce|carry|bring|porter|"
    r"monter|note|noter|notez|tell|dire|dites|prevenir|prevenez|inform\w*|make sure|"
    r"assurez|appel\w*|call)\b")


def _remark(piece: str) -> bool:
    """Whether a piece of a message is only a remark told (`_ACCESS_TOLD`, `_PRESENT`, a
    floor: `names_floor`): no rank nor number left once its floor and its code are taken
    out, and nothing asked of them."""
    folded = fold_words(piece)
    if not (names_floor(piece) or _ACCESS_TOLD.search(folded) or _PRESENT.search(folded)):
        return False
    if asks(piece) or _ASKING_OF_IT.search(folded) or says_when(piece):
        return False
    left = _CODE.sub(" ", without_floors(folded))
    return not re.search(r"\d", left) and not any(w in ORDINALS for w in fold(left).split())


def pick_beside_remarks(message: str, count: int, days: Collection[int] = ()) -> Reading:
    """A pick by position told with a remark that asks nothing and says no day (`_remark`:
    a floor, a door code, who will be home): the pick as if said alone ("Je suis au 2e. Le
    3 svp", "the 2nd one, my husband will be home"). A rank that may be a day of the list
    stays one, as said alone; no remark, or no pick once they are cut: no position."""
    none = Reading(None, None, fold(message))
    if asks(message) or doubts(message):
        return none
    pieces = [p for p in _REMARK_CUT.split(message) if p.strip(" ,.;:!-")]
    kept = [p for p in pieces if not _remark(p)]
    if len(kept) == len(pieces) or not kept:
        return none
    return read_position(" ".join(kept), count, days)


# A pick by position said on a condition ("the second one if it's before wednesday", "le 2
# à condition qu'il soit livré avant Noël", "number 3 as long as they call first"): the
# pick, then the condition word, then what it hangs on.
_PICK_CONDITION = re.compile(
    r"^(?P<pick>.+?)[ ,;]+(?:(?:but|mais) )?(?:(?:only|seulement|uniquement) )?"
    r"(?:si|s il|s ils|s elle|if|provided|providing|as long as|so long as|unless|sauf si|"
    r"a condition qu\w*|pourvu qu\w*|tant qu\w*|sous reserve qu\w*) (?P<condition>.+)$")


def pick_on_condition(message: str, count: int, today: date,
                      days: Collection[int] = ()) -> bool:
    """Whether the message, said to a list of `count` slots, is a pick by position said on
    a condition of the customer's: no pick (nothing is written on it) and no new wish (its
    condition is no day asked for: "before wednesday" said of the option picked). A polite if
    ("le 2 si possible", "the 2nd if you can") is no condition; a half-day said as the
    condition ("le premier si c'est le matin") is the rank with a half-day, read as before."""
    folded = fold(message)
    found = _PICK_CONDITION.match(folded)
    if found is None or _POLITE_IF.search(folded):
        return False
    condition = resolve_wish(found["condition"], today)
    if condition.half is not None:
        return False
    return read_position(found["pick"], count, days).position is not None
