"""Read a customer's answer to a yes/no question, or a pick by position, in Python alone.

The vocabulary is closed, in French and English. The message is folded first
(case, accents, punctuation, emoji, polite words), then it must be *only* a yes,
only a no, or only a position (1, 2, le premier, the second, la dernière...):
anything else is a new message, understood from scratch, and a pending
proposal lapses. A question is never an answer ("oui ?", "ok?", "le premier ?"
ask back rather than agree). The model never reads consent.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection
from functools import lru_cache
from typing import Literal, NamedTuple

from services.text import one_slip

Answer = Literal["yes", "no"]

YES = {
    "oui", "ouais", "ouaip", "yes", "yep", "yeah", "yup", "ok", "okay", "oki", "d accord",
    "daccord", "dac", "je confirme", "confirme", "confirmer", "confirmed", "confirm",
    "i confirm", "c est bon", "cest bon", "ca marche", "ca me va", "vas y", "allez y",
    "go", "go ahead", "sure", "of course", "bien sur", "parfait", "exactement", "absolument",
    "tout a fait", "carrement", "volontiers", "avec plaisir", "do it", "please do",
    "that s fine", "thats fine", "fine", "sounds good", "that works", "perfect", "absolutely",
    "correct", "yes do it", "oui allez y", "oui vas y", "faites le", "faites",
    "je veux bien", "tres bien", "entendu", "c est parti", "let s do it", "lets do it",
    "agreed", "exactly", "yes please", "oui merci", "yes thanks",
    # How people also say yes to a question that named the write: short, spoken, warm.
    "ouai", "oue", "ouep", "ui", "d acc", "dacc", "sure thing", "c bon", "c est ok",
    "c est ok pour moi", "no problem", "no problem go ahead", "pas de probleme", "no worries",
    "wi", "ya", "yea", "k", "kk", "c est parfait", "c est d accord",
    "do", "yea sure", "yeah sure", "ok parfait", "tout a fait d accord",
    "super", "nickel", "top", "genial", "great", "awesome", "cool", "banco", "ca roule",
    "ca me convient", "ok pour moi", "je valide", "valide", "go for it", "works for me",
    "fine by me", "sounds great", "good", "alright", "all right", "allons y", "on y va",
    "va pour ca", "approved", "je suis d accord", "i agree", "bien sur que oui", "que oui",
    # A plain affirmation that the proposal is right ("yes, that's right", "oui c'est bien
    # ça", "that works for me"): said of the question just asked, a yes.
    "that s right", "thats right", "that is right", "that s correct", "thats correct",
    "that is correct", "c est bien ca", "c est ca", "c est exact", "c est juste",
    "tout a fait ca", "exactement ca", "c est exactement ca", "c est parfait pour moi",
    "that works for me", "that works fine", "works", "works fine", "sounds good to me",
    "sounds perfect", "sounds fine", "that sounds good", "that sounds great",
    "that s perfect", "thats perfect", "that s great", "thats great", "that s good",
    "thats good", "ca me va tres bien", "ca me va parfaitement", "ca m arrange",
    "m arrange", "me va", "me convient", "suits me", "that suits me", "is fine", "is good",
    "is perfect", "c est nickel", "ca marche pour moi", "ca me parait bien",
    "ca me semble bien", "yes go ahead", "oui allez", "please go ahead",
    # said of oneself ("c'est bon pour moi", "fine with me"): the same yes
    "c est bon pour moi", "cest bon pour moi", "c bon pour moi", "parfait pour moi",
    "c est tout bon", "tout bon", "ca me va bien", "ca me va tout a fait",
    "good for me", "fine with me", "ok with me", "okay with me", "ok for me", "okay for me",
    "okay pour moi", "that s fine with me", "thats fine with me", "that s fine by me",
    # what the change would be to the customer, said warmly ("yes, that would be lovely",
    # "oui, ce serait parfait")
    "that would be great", "that would be lovely", "that would be perfect",
    "that would be wonderful", "that would be fine", "that would be good",
    "that d be great", "that d be lovely", "that d be perfect", "that d be fine",
    "thatd be great", "lovely", "wonderful", "brilliant", "excellent",
    "ce serait parfait", "ca serait parfait", "ce serait super", "ca serait super",
    "ce serait top", "ca serait top", "ce serait genial", "ca serait genial",
    # An affirmation that stands for a yes, alone or beside one ("definitely", "yes indeed",
    # "oui, bien entendu", "évidemment"), and an easy-going yes ("go on then", "yes
    # please do that").
    "definitely", "certainly", "indeed", "surely", "affirmative", "bien entendu",
    "evidemment", "naturellement", "certainement", "assurement", "affirmatif",
    # ("why not", "pourquoi pas", even after "sure", shrug: the desk asks again)
    "go on", "go on ahead", "let s go", "lets go", "do that",
    "do so", "yes do that", "je le veux bien", "that is fine",
    "that is ok", "that is okay", "that s ok", "thats ok", "that s okay", "thats okay",
    "that is perfect", "that is great", "that is good", "that will do", "that ll do",
    "ca fera l affaire", "faisons ca", "faisons comme ca", "allons y pour ca", "go for that",
    "let s do that", "lets do that",
    # texting ("ofc", "jconfirme"), going on ("proceed", "vous pouvez y aller"), and what the
    # customer wants said back ("c'est ce que je veux", "that's what I want")
    "ofc", "obviously", "obv", "jconfirme", "jvalide", "proceed", "you may proceed",
    "you can proceed", "vous pouvez y aller", "tu peux y aller", "vous pouvez le faire",
    "c est ce que je veux", "c est ce que je voulais", "that s what i want",
    "thats what i want", "that s what i wanted", "exactly what i want",
    "o k", "okey", "okie", "oki doki", "okey dokey", "okay dokey", "yesh",
    # Regional yeses that are no hedge or no anywhere else: Swiss "ça joue", Indian "do the
    # needful", Nigerian "no wahala" (no problem), Singaporean "ok lah" ("lah" is
    # a particle: see POLITE), Australian "sweet as". ("c'est correct" is also "no thanks,
    # it's fine" in Québec, and blind5 judged "oui c'est correct" no consent; "ça va", "ok
    # d'abord", "inchallah", "nah yeah" may be a no or a hedge: all stay unclear; a bare
    # "can" leads questions, "can the driver…?": no yes word.)
    "ca joue", "ca me joue", "ca joue pour moi",
    "do the needful", "please do the needful", "kindly do the needful", "no wahala",
    "no wahala go ahead", "no wahala do it", "sweet as",
}
NO = {
    "non", "no", "nope", "nah", "pas celui la", "pas celui ci", "pas celle la", "pas ca",
    "annule", "annuler", "annulez", "cancel", "don t", "dont", "do not", "non merci",
    "no thanks", "no thank you", "surtout pas", "ne le faites pas", "stop", "n y touchez pas",
    "laissez", "laisse tomber", "not that one", "never mind", "nevermind", "pas du tout",
    "absolument pas", "certainly not", "no way", "je ne confirme pas", "i don t confirm",
    "ne faites rien", "don t do it", "do nothing", "plutot pas", "finalement non",
    "non finalement", "actually no", "no actually", "pas maintenant", "not now",
    # A no that says the customer is fine as things are ("non merci, c'est bon": the polite
    # words are folded away first, so "non c est bon" is what is left).
    "non c est bon", "non ca ira", "non ca va", "non ca va aller", "non c est ok",
    "non pas besoin", "pas besoin", "no that s fine", "no thats fine", "no it s fine",
    "no its fine", "no i m fine", "no im fine", "no i m good", "no im good", "no need",
    "no i m ok", "i don t think so", "i dont think so",
    "i don t think", "i dont think",  # "I don't think so": "so" is folded away as a filler
    "je ne pense pas", "je crois pas",
    "je ne crois pas", "je pense pas", "not really", "pas vraiment", "not yet", "pas encore",
    "pas pour l instant", "not for now", "not right now", "pas tout de suite",
    "nan", "nn", "nop", "mais non", "pas question", "hors de question", "certainement pas",
    "jamais", "absolutely not", "not at all", "ca ne me va pas", "ca me va pas",
    "ca ne me convient pas", "ca me convient pas", "ca ne m arrange pas", "ca m arrange pas",
    "that doesn t work", "that doesnt work", "doesn t work for me", "doesnt work for me",
    "je ne suis pas d accord", "i disagree", "i don t agree", "i dont agree",
    "bien sur que non", "que non", "of course not", "pas d accord", "c est pas bon",
    "ce n est pas bon", "ne confirmez pas", "ne confirme pas", "pas ok", "not ok",
    "je veux pas", "je ne veux pas", "i don t want", "i dont want", "ouais non", "ok non",
    "yeah no", "do not confirm", "don t confirm", "dont confirm",
    # Letting it be ("bon ben tant pis, laissez comme ça", "never mind, leave it as it is").
    "tant pis", "laissez comme ca", "laisse comme ca", "laissez comme c est", "laissez tel quel",
    "on laisse comme ca", "on laisse", "leave it", "leave it as is", "leave it as it is",
    "forget it", "forget about it", "too bad",
    # The affirmations above, denied ("definitely not", "évidemment pas").
    "definitely not", "surely not", "evidemment pas", "naturellement pas",
    # Not needed, not now ("pas la peine", "inutile", "hold off", "I'm good, thanks").
    "negative", "negatif", "pas pour le moment", "pas la peine", "c est pas la peine",
    "ce n est pas la peine", "inutile", "c est inutile",
    "i m good", "im good", "i m fine", "im fine", "ca ira", "c est bon pas besoin",
    "pas besoin merci", "no need thanks", "not needed", "pas necessaire",
    "ce n est pas necessaire", "not necessary",
    # A preference against ("I'd rather not", "je préfère pas", "I'd prefer not to") and not
    # now ("not this time", "hold off"): no yes, so a no (a no writes nothing).
    "i d rather not", "id rather not", "i would rather not", "rather not", "i d prefer not",
    "id prefer not", "i would prefer not", "i prefer not", "prefer not", "i d prefer not to",
    "i would prefer not to", "i prefer not to", "prefer not to", "i d rather not do that",
    "better not", "i d better not", "je prefere pas", "je prefere ne pas", "prefere pas",
    "je prefererais pas", "je prefererais ne pas", "je prefere que non", "j aime mieux pas",
    "j aimerais mieux pas", "je prefere ne rien changer", "je prefere ne pas changer",
    "plutot non", "not this time", "not today thanks", "pas cette fois", "pas cette fois ci",
    "pas pour cette fois", "hold off", "let s hold off", "lets hold off", "i ll hold off",
    "hold off for now", "let s hold off for now", "lets hold off for now",
    # the Swiss "ça joue" denied ("ça joue pas": it does not work)
    "ca joue pas", "ca ne joue pas",
}
# Said after a no only ("non, je vais réfléchir", "no, I'll think about it", "hold off for
# now"): alone, these put the answer off or say nothing (the question stays); said after a
# no they are part of it.
AFTER_NO = {
    "je vais reflechir", "je vais y reflechir", "je reflechis", "je vais encore reflechir",
    "laissez moi reflechir", "je dois reflechir", "il faut que je reflechisse",
    "i ll think about it", "i will think about it", "let me think about it",
    "i need to think about it", "i ll think it over", "i need to think", "i ll think",
    "i ll have a think", "for now", "pour l instant", "pour le moment", "pour aujourd hui",
}
POLITE = (
    "s il vous plait", "s il te plait", "svp", "stp", "please", "pls", "merci beaucoup",
    "merci", "thanks", "thank you", "bonjour", "hello", "hi", "alors", "euh", "hmm", "well",
    "ben", "bah", "eh bien", "ah", "oh", "donc", "then", "so", "thx", "cordialement",
    # Sounds a dictated answer carries ("uh yeah sure", "um the first one please", "heu
    # oui"): nothing of the answer, like "euh" (a no stays a no: "uh no thanks")
    "uh", "um", "umm", "uhm", "erm", "er", "heu", "hum", "euhm",
    "bien cordialement", "regards", "best regards", "bonne journee", "have a nice day",
    # Thanks and goodbyes said around a yes are folded away like any polite word: "oui
    # merci, et bonne journée", "yes!! thanks so much", "yes thank you!", "oui merci
    # beaucoup" are all a plain yes (one rule for every thanks).
    "thanks so much", "thank you so much", "thank you very much", "thanks a lot",
    "thanks a million", "many thanks", "thanks very much", "merci bien", "merci infiniment",
    "mille mercis", "merci mille fois", "un grand merci", "grand merci", "cheers", "ty",
    "merci bcp", "mci", "thx a lot", "thanks a bunch", "tks", "thanks for your help",
    "thank you for your help", "thanks for the help", "thank you for the help",
    "merci pour votre aide", "merci de votre aide", "merci pour tout", "thanks for everything",
    "et merci", "and thanks", "and thank you", "et bonne journee", "bonne soiree",
    "et bonne soiree", "have a good day", "have a great day", "and have a nice day",
    "and have a good day", "bonne fin de journee", "et bonne fin de journee", "a bientot",
    "au revoir", "bye", "et bonne journee a vous", "bonne journee a vous",
    "et bonne soiree a vous", "bonne soiree a vous", "et bonne journee a vous aussi",
    "bonne journee a vous aussi", "and you too", "you too",
    "je vous remercie", "je te remercie", "je vous en remercie", "merci a vous",
    "thank you kindly", "much appreciated", "appreciate it",
    # Kind words said with an answer ("yes, thank you, that is very kind", "oui, c'est
    # très gentil"): a thanks, never an answer alone.
    "that is very kind", "that s very kind", "thats very kind", "very kind of you",
    "that is kind of you", "that s kind of you", "how kind", "so kind", "very kind",
    "c est tres gentil", "c est gentil", "tres gentil", "trop gentil", "c est tres aimable",
    "tres aimable", "vous etes tres aimable", "vous etes gentil", "vous etes gentille",
    # Forms of address said with an answer ("yes sir", "oui madame", "non monsieur").
    "sir", "madam", "madame", "monsieur", "mademoiselle", "ma am", "maam", "mate", "dear",
    # Greetings said with an answer ("bonsoir, oui", "hey, yes"; "good morning" only leads:
    # see GREETINGS).
    "hey", "hi there",
    "hello there", "bonsoir", "salut", "coucou", "slt", "bjr", "bsr",
    # Singaporean particles said after an answer ("ok lah", "no lah", "can lor"): nothing
    # of the answer
    "lah", "lor", "leh",
)
ORDINALS = {
    "1": 1, "premier": 1, "premiere": 1, "1er": 1, "1ere": 1,
    "first": 1, "1st": 1,
    "2": 2, "deuxieme": 2, "second": 2, "seconde": 2, "2e": 2,
    "2eme": 2, "2nd": 2,
    "3": 3, "troisieme": 3, "third": 3, "3e": 3, "3eme": 3, "3rd": 3,
    "4": 4, "quatrieme": 4, "fourth": 4, "4e": 4, "4eme": 4, "4th": 4,
    "5": 5, "cinquieme": 5, "fifth": 5, "5e": 5, "5eme": 5, "5th": 5,
    "dernier": -1, "derniere": -1, "last": -1, "penultieme": -2, "penultimate": -2,
}
# Words that may stand around a position without changing it: "le deuxième créneau",
# "the last one", "option 2", "je prends le premier", "n° 3".
AROUND = {
    "le", "la", "l", "les", "the", "celui", "celle", "ci", "one", "creneau", "slot", "option",
    "choix", "choice", "number", "numero", "n", "je", "prends", "prendrai", "take",
    "i", "ll", "will", "i ll", "le plus", "of", "them", "de", "des", "du", "pour", "moi",
    "me", "for", "va", "pick", "choose", "choisis", "choisi", "prefere", "prefer",
    "plutot", "rather", "let", "s", "lets", "go", "with", "is", "c", "est", "alors", "then",
    "ca", "it",
    # Saying which one in a sentence: "pour moi ce sera le premier", "ça sera le 2", "je vais
    # prendre le dernier", "put me down for number 2", "I'd like the second".
    "ce", "sera", "put", "down", "vais", "prendre", "have", "d", "like", "would", "veux",
    "voudrais",
    # "la deuxième proposition", "give me the first one"
    "proposition", "proposal", "give", "gimme", "donnez", "donnez moi",
}


@lru_cache(maxsize=2048)  # pure, and a turn folds the same message many times
def fold(text: str) -> str:
    """Lower case, no accents, no punctuation or emoji: words separated by single spaces."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    plain = plain.replace("’", "'").replace("°", " ")
    return " ".join(re.sub(r"[^a-z0-9]+", " ", plain).split())


# Greetings that name a half-day, dropped only where a greeting stands, first: "Good morning,
# yes please" is a yes; "yes, good, morning" may say which half-day, and is no plain yes.
GREETINGS = ("good morning ", "good afternoon ", "good evening ")


def _without_polite(folded: str) -> str:
    for greeting in GREETINGS:
        folded = folded.removeprefix(greeting)
    text = f" {folded} "
    for phrase in sorted(POLITE, key=len, reverse=True):
        text = text.replace(f" {phrase} ", " ")
    words = text.split()
    if len(words) > 1 and words[-1] in ("et", "and") and len(folded.split()) > len(words):
        words = words[:-1]  # "oui et merci", "yes and thanks for your help": the thanks went
    return " ".join(words)


# The most words a yes or a no said around other words is tried with ("oui, et SO-24911 ?",
# "le premier, c'est bon"): each phrase of the answer sets has 6 words at most. Trying every
# prefix of a message read it in quadratic time (an 800-word answer, 30 s of a worker's CPU).
ANSWER_SPAN = 32


def _covers(text: str, phrases: set[str]) -> bool:
    """Whether `text` is one or more phrases of the set, one after another."""
    if not text:
        return False
    words = text.split()
    # No phrase is longer than `longest` words: trying only those spans keeps a message of
    # thousands of words (a-a-a-…) linear, where every span took seconds of a worker's CPU.
    # A span is never longer than the text, so the count stops there: any longest of at
    # least len(words) tries the same spans (a "oui" reads one phrase, not all of them).
    longest = 0
    for phrase in phrases:
        longest = max(longest, len(phrase.split()))
        if longest >= len(words):
            break
    reachable = [True] + [False] * len(words)
    for end in range(1, len(words) + 1):
        for start in range(max(0, end - longest), end):
            if reachable[start] and " ".join(words[start:end]) in phrases:
                reachable[end] = True
                break
    return reachable[-1]


class Reading(NamedTuple):
    """What Python read in a message: a yes, a no, a position, or nothing (a new message)."""

    answer: Answer | None
    position: int | None
    words: str


# A question mark in any script: a message that asks is not an answer.
QUESTION_MARKS = ("?", "\uff1f", "\u00bf", "\u037e", "\u061f")
# The symbols that agree: a thumb up, a tick, "OK" (README, "Writes and consent"). Any other
# pictograph beside a yes or a position ("oui ❌", "le premier 👎", "ok 🤨", and as much a
# smile, a heart, an OK hand or an eye roll: "oui 😊", "ok 👌", "oui… 🙄", a tone the desk
# cannot read) leaves it unclear, and nothing is agreed.
AGREEING = set("👍✅✔☑✓🗸🆗")
IGNORED = {"Mn", "Sk", "Cf"}  # skin tones, variation selectors, joiners: part of a symbol


@lru_cache(maxsize=4096)
def _asking(char: str) -> bool:
    """A question mark in any script or form (?, ？, ¿, ‽, ⁇, ❓, ❔...)."""
    if char in QUESTION_MARKS:
        return True
    name = unicodedata.name(char, "")
    return "QUESTION" in name or "INTERROBANG" in name


def asks(message: str) -> bool:
    """Whether the message asks something ("oui ?", "ok?", "¿sí?", "oui ‽", "ok ❓"): then it
    agrees to nothing."""
    return any(_asking(c) for c in message if not c.isalnum() and not c.isspace())


def doubts(message: str) -> bool:
    """Whether something in the message that the reading drops may change its meaning: a
    pictograph other than an agreeing one, a mathematical sign ("ok ≠", "¬ok"), or words in
    another script ("ok нет", "oui 不要": folding keeps Latin letters only, and a no in
    another script would otherwise vanish and leave a bare yes)."""
    return any(_doubtful(c) for c in message if ord(c) > 0x7f)


@lru_cache(maxsize=4096)
def _doubtful(char: str) -> bool:
    category = unicodedata.category(char)
    if category in IGNORED:
        return False
    if category == "So":
        return ord(char) > 0x2000 and char not in AGREEING
    if category == "Sm":
        return True
    return category.startswith("L") and "LATIN" not in unicodedata.name(char, "")


# A thumb up, a tick or "OK" sent alone: a yes as plain as the word.
AGREEING_ALONE = AGREEING


# The words that carry out the very write proposed ("oui, ouvrez le dossier", "yes please
# move it"): a yes to that proposal, and only to it (never "ouvrez le dossier" to a move).
DOING = {
    "move": frozenset({"deplacez la", "deplacez le", "deplacez", "move it", "change it",
                       "reschedule it", "faites le changement", "changez la", "make the change",
                       "go ahead and move it", "book it", "reservez le", "reservez la",
                       # "merci de la déplacer", "merci de faire le changement"
                       "de la deplacer", "de le deplacer", "de faire le changement",
                       "de deplacer la livraison",
                       # the write named as what the yes is for ("oui pour le changement")
                       "pour le changement", "pour le deplacement", "for the change",
                       "for the move"}),
    "damage_case": frozenset({"ouvrez le", "ouvrez le dossier", "ouvrez un dossier",
                              "ouvrez", "open it", "open the case", "open a case",
                              "please open it", "create it", "creez le", "creez le dossier",
                              "open one", "ouvrez en un", "ouvrez en une", "open a claim",
                              "file it", "file one", "file a claim", "go ahead and open it",
                              "go ahead and open one", "open it up",
                              # "merci d'ouvrir le dossier": the thanks folded away first
                              "d ouvrir le dossier", "d ouvrir un dossier", "de l ouvrir",
                              "d en ouvrir un", "d en ouvrir une",
                              # "oui pour le dossier", "yes to the case": the write named as
                              # what the yes is for
                              "pour le dossier", "pour le dossier sav", "for the case",
                              "to the case", "for the claim", "au dossier"}),
}
DOING["late_case"] = DOING["damage_case"]


# Someone the customer asked, said to agree ("she's fine with it", "my wife agrees", "ma
# femme est d'accord", "mon mari dit que c'est bon", "ça lui va"): never a yes of the
# customer's own (a reported yes writes nothing), but said before the customer's own plain
# yes ("she's fine with it. yes go ahead", "ma femme est d'accord, oui allez-y") it takes
# nothing from it: words around an answer change nothing.
_SOMEONE = (r"(?:(?:my|our|ma|mon|notre) (?:wife|husband|partner|other half|hubby|boss|femme|"
            r"mari|epouse|epoux|conjointe?|compagnon|compagne|copine|copain|chere et tendre)|"
            r"she|he|they|elle|il|ils|elles)")
REPORTED_AGREEMENT = re.compile(
    # (the wait closed first, typed or said: "c bon il est d'accord, oui", "ok bon, elle est
    # d'accord", "right, he says fine, yes")
    rf"^(?:(?:ok|okay|good news|bonne nouvelle|c est bon|cest bon|c bon|bon|voila|alors|so|ah|"
    rf"right|well|alright|all right|yeah|ouais|ben|bah|donc|re) )*"
    rf"(?:{_SOMEONE} (?:s|is|was|are|re) (?:totally |completely |absolutely )?(?:fine|ok|okay|"
    rf"good|happy|alright|all right|cool|on board)(?: with (?:it|that|this|the change|the move|"
    rf"the date))?|"
    rf"{_SOMEONE} (?:agrees|agreed|said yes|says yes|said ok|says ok|said it s fine|says it s "
    rf"fine|said that s fine|says that s fine|said fine|says fine|is in|s in)|"
    rf"{_SOMEONE} (?:est|sont) (?:tout a fait |bien )?(?:d accord|ok|partante?s?|ok avec ca|"
    rf"d accord avec ca|d accord aussi)|"
    rf"{_SOMEONE} (?:a dit|dit|m a dit|me dit|a repondu) (?:oui|ok|d accord|que (?:c est bon|"
    rf"ca va|ca lui va|ca leur va|c est ok|oui))|"
    rf"(?:ca|c est bon|c est ok) (?:lui|leur) va(?: aussi| bien)?|"
    rf"c est bon pour (?:elle|lui|eux|elles|ma femme|mon mari))"
    rf" (?P<rest>.+)$")


def _own_yes_after_report(core: str, agreeing: set[str]) -> bool:
    """Whether the words are someone's agreement reported, then the customer's own plain
    yes ("she s fine with it yes go ahead")."""
    reported = REPORTED_AGREEMENT.match(core)
    return reported is not None and _said(reported.group("rest"), agreeing)


def read_answer(message: str, doing: frozenset[str] = frozenset()) -> Reading:
    """A yes or a no, and only that (with polite words): else nothing. `doing`: the words
    that carry out the write proposed, a yes too ("oui, ouvrez le dossier")."""
    core = _unstretched(_without_polite(fold(message)))
    if asks(message):
        return Reading(None, None, core)
    core = OPENING_ACK.sub("", core)
    signs = {c for c in message if not c.isspace() and unicodedata.category(c) not in IGNORED}
    if not core and signs and signs <= AGREEING_ALONE:
        return Reading("yes", None, core)
    agreeing = YES | doing if doing else YES
    if (_said(core, agreeing) or _own_yes_after_report(core, agreeing)) and doubts(message):
        return Reading(None, None, core)  # "oui ❌", "ok 👎": not a clear yes
    if _said(core, agreeing) or _own_yes_after_report(core, agreeing):
        return Reading("yes", None, core)
    if _said(core, NO) or _after_no(core):
        return Reading("no", None, core)
    return Reading(None, None, core)


def without_signs(message: str) -> str:
    """The message without what `doubts` reads in it (pictographs that do not agree,
    mathematical signs, words in another script)."""
    return "".join(c for c in message if ord(c) <= 0x7f or not _doubtful(c))


def yes_left_unclear(message: str, doing: frozenset[str] = frozenset()) -> bool:
    """Whether the message is a yes but for a pictograph beside it that does not agree ("oui
    😊", "ok 👌", "yes 🙄", "oui ❌"): no yes (README: it leaves the yes unclear), and the
    desk says it needs a clear yes or no."""
    if asks(message) or not doubts(message):
        return False
    return read_answer(without_signs(message), doing).answer == "yes"


def _after_no(core: str) -> bool:
    """A no followed by words that put the decision off ("non, je vais réfléchir")."""
    return _said(core, NO | AFTER_NO) and not _said(core, AFTER_NO)


# Words said around a yes or a no that change nothing ("bon ok oui", "allez, d'accord"),
# never an answer alone ("bon..." hesitates).
FILLERS = {"bon", "allez", "bref", "voila", "eh", "bon bah", "bon ben", "ok bon", "oh well",
           # impatience around a yes ("oui merci, c'est pas trop tôt", "yes, finally")
           "c est pas trop tot", "ce n est pas trop tot", "il etait temps",
           "about time", "it s about time", "finally",
           # Irish "grand" (fine) beside a yes ("grand, yes", "yes, grand so"): adds nothing
           "grand", "grand so", "that s grand", "thats grand"}
# An acknowledgement opening a yes or a no ("right, yes", "oh right, yes please", "right,
# go ahead"): adds nothing. Only before the answer: after it, "yeah right", "sure, right"
# is sarcasm (no yes); alone, "right" is no answer. And only before a plain yes or no word:
# "oh right, sure", "right, of course", "right, brilliant" is the stock sarcastic form (a
# review found them read as yeses), never taken for agreement.
OPENING_ACK = re.compile(r"^(?:(?:oh|ah|ok) )?right (?=(?:yes|yeah|yep|yup|ok|okay|go ahead|"
                         r"please do|no|nope)\b)")


def _apologies() -> frozenset[str]:
    """An apology or a word of calming down said around an answer ("pardon, je me suis
    emportée. oui, allez-y", "désolé pour tout à l'heure. d'accord", "sorry for shouting
    earlier. yes, go ahead", "ok, I'm calmer now. yes please"): it changes nothing of the
    answer, and alone it is no answer. Built from its parts, both languages: who is sorry,
    then what for (never a day: "earlier" of the shouting is no earlier slot)."""
    sorry = ["sorry", "so sorry", "really sorry", "very sorry", "i m sorry", "im sorry",
             "i am sorry", "i m so sorry", "i m really sorry", "apologies", "my apologies",
             "i apologise", "i apologize", "pardon", "desole", "desolee", "je suis desole",
             "je suis desolee", "vraiment desole", "vraiment desolee", "excusez moi",
             "excuse moi", "je m excuse", "je vous prie de m excuser", "toutes mes excuses",
             "mes excuses", "pardonnez moi", "pardon pardon"]
    what = ["about that", "about earlier", "for earlier", "for before", "about before",
            "for shouting", "for shouting earlier", "for yelling", "for yelling earlier",
            "for the shouting", "for the caps", "for the tone", "for my tone",
            "for being rude", "for being rude earlier", "for the rant", "for my rant",
            "for snapping", "for snapping at you", "for losing my temper", "for getting angry",
            "for getting upset", "for the outburst", "for my outburst", "for all that",
            "pour tout a l heure", "pour tout a l h", "pour avant", "pour le ton",
            "pour mon ton", "pour les majuscules", "pour ma reaction", "pour mon message",
            "pour mon dernier message", "pour tout ca", "pour l enervement",
            "de m etre emporte", "de m etre emportee", "de m etre enerve",
            "de m etre enervee", "d avoir crie", "d avoir ete desagreable",
            "d avoir ete impoli", "d avoir ete impolie", "je me suis emporte",
            "je me suis emportee", "je me suis enerve", "je me suis enervee"]
    calm = ["je me suis emporte", "je me suis emportee", "je me suis un peu emporte",
            "je me suis un peu emportee", "je me suis enerve", "je me suis enervee",
            "je me calme", "je me suis calme", "je me suis calmee", "je suis calme",
            "je suis plus calme", "je suis calme maintenant", "je suis plus calme maintenant",
            "ca va mieux", "ca va mieux maintenant", "c etait pas contre vous",
            "ce n etait pas contre vous", "rien de personnel",
            "i m calm", "im calm", "i am calm", "i m calm now", "im calm now",
            "i am calm now", "i m calmer", "im calmer", "i am calmer", "i m calmer now",
            "im calmer now", "i am calmer now", "i ve calmed down", "ive calmed down",
            "i calmed down", "i have calmed down", "calmer now", "calm now",
            "i lost my temper", "i got carried away", "i was rude", "i overreacted",
            "it s not your fault", "its not your fault", "nothing personal",
            "not your fault", "pas de votre faute", "c est pas de votre faute",
            "ce n est pas de votre faute"]
    phrases = set(calm) | set(sorry)
    phrases |= {f"{s} {w}" for s in sorry for w in what}
    return frozenset(phrases)


# (kept apart from FILLERS: their words are never read as answer words a slip away)
APOLOGIES = _apologies()
AROUND_ANSWER = FILLERS | APOLOGIES


@lru_cache(maxsize=1)
def _answer_words() -> frozenset[str]:
    return frozenset(w for phrases in (YES, NO, POLITE, FILLERS) for p in phrases
                     for w in p.split())


def _unstretched(core: str) -> str:
    """The words with a letter drawn out put back as the answer word they stretch ("ouiii",
    "yesss", "okkk", "nooon", "goood", "d'accooord"): a word that is not an answer word as
    written is tried with each run of three letters or more said once, then twice, and with
    a last letter doubled said once ("yess", "ouii"). A double inside a word is kept: "noon"
    is no "non"."""
    known = _answer_words()
    words = core.split()
    for i, word in enumerate(words):
        if word in known or not word.isalpha():
            continue
        drawn = [re.sub(r"(.)\1{2,}", r"\1", word), re.sub(r"(.)\1{2,}", r"\1\1", word)]
        tried = drawn + [re.sub(r"(.)\1$", r"\1", w) for w in drawn]
        words[i] = next((w for w in tried if w in known), None) or _slipped(word, known)
    return " ".join(words)


# Words a letter away from a yes that say doubt, not a slip ("mouais" is no "ouais").
HEDGES = frozenset({"mouais", "mouai", "moui", "mwais", "mwai", "bof", "meh", "boh", "ben"})


@lru_cache(maxsize=1)
def _words_of_their_own() -> frozenset[str]:
    """Words a slip away from an answer word that are words of their own ("suer", "amis",
    "ont", "oaky", "lonely", "treat"): the desk's French and English word lists, the hedges,
    and those the lists lack. Never read as the answer word."""
    from services.text import ENGLISH, FRENCH

    return HEDGES | FRENCH | ENGLISH | {
        "suer", "amis", "ont", "rein", "lest", "fiat", "fear", "set", "ets", "prefect", "ann",
        "nan", "psi", "fro", "noe", "ira", "ria", "tis", "ist", "oaky", "own", "dosen", "ters",
        "usr", "tle", "elt", "wya", "oto", "abd", "aps", "avs", "cets", "iben", "bein", "obn",
        "mias", "masi", "rtes", "sius", "thast", "eya", "yae", "ype", "eyt", "yte", "lonely",
        "treat", "grant", "fines", "entend", "genital", "pickle", "lively", "cancer"}


@lru_cache(maxsize=4096)  # pure; a turn reads the same words as an answer several times
def _slipped(word: str, known: frozenset[str]) -> str:
    """The answer word a slip of the keyboard stands for, when exactly one is that close:
    two letters swapped in a word of three letters or more ("yse", "oiu", "d'accrod"), or
    one letter missing, added or changed in one of five or more ("dacord", "pleas",
    "definately"); else the word as written. Shorter words have too many neighbours ("ye",
    "yrs", "yeas" are left as they are)."""
    if len(word) < 3 or word in _words_of_their_own():
        return word
    near = [w for w in known if len(w) >= 3 and (
        _near(word, w) if len(word) >= 5 else
        len(w) == len(word) and sorted(w) == sorted(word) and _near(word, w))]
    return near[0] if len(near) == 1 else word


def _said(core: str, phrases: set[str]) -> bool:
    """Whether `core` is phrases of the set, with fillers around or between them."""
    return _covers(core, phrases) or (
        _covers(core, phrases | AROUND_ANSWER) and not _covers(core, AROUND_ANSWER))


# Words that take a pick back ("the second one, no"): with one of them, nothing is picked.
DENIALS = {"non", "no", "not", "pas", "nope", "nah", "never", "jamais", "ni", "nor"}
# "One second", "une seconde", "just a sec": waiting, not the second option.
WAITING_BEFORE = {"one", "a", "une", "un"}


# "le 3", "the 3rd": the third option, or the 3rd of the month? Said of a list where a slot
# falls on that day, it is both: not read as a pick (the desk asks first).
ARTICLES = {"le", "la", "l", "the"}


def _denied(words: list[str], i: int) -> bool:
    """Whether the rank at `i` is taken back by a denial just before it ("pas le premier",
    "not the first one")."""
    return any(w in DENIALS for w in words[max(0, i - 2):i])


def takes_back(message: str) -> bool:
    """A rank said with a denial that picks nothing ("le deuxième, non", "the second one,
    no"): none of the options, not a new request."""
    words = _without_polite(fold(message)).split()
    return bool(DENIALS.intersection(words)) and any(w in ORDINALS for w in words)


# Words that may stand between a rank taken back and the rank said instead: "le premier...
# non attendez, le deuxième", "the first, no wait, the second one", "non pardon, le 3".
CORRECTING = {"attendez", "attends", "wait", "pardon", "sorry", "plutot", "rather", "en",
              "fait", "actually", "i", "mean", "je", "veux", "dire", "euh", "oups", "oops",
              "enfin", "heu"}
# Words that may lead into the correction itself: "le deuxième. enfin non, le troisième",
# "le 2, heu non, le 3", "the second, wait no, the third".
BEFORE_CORRECTION = {"enfin", "heu", "euh", "attendez", "attends", "wait", "pardon", "sorry",
                     "oups", "oops", "ah", "oh", "hmm", "actually", "en", "fait", "finalement",
                     "well"}


def _after_yes(words: list[str]) -> list[str]:
    """The words after a leading yes ("ok le 2", "oui, le deuxième", "d'accord pour le
    premier", "yes the second one"): a yes that comes with a rank picks that rank."""
    for end in range(min(len(words) - 1, ANSWER_SPAN), 0, -1):
        if _covers(" ".join(words[:end]), YES):
            return words[end:]
    return words


# The words that take back what was just said ("le 2, non, le 3"); "pas" and "not" deny
# what follows them instead ("le 2 pas le 3" is the second, not a correction to the third).
CORRECTIONS = {"non", "no", "nope", "nah"}


def _before_yes(words: list[str]) -> list[str]:
    """The words before a closing yes ("le premier, c'est bon", "first one is fine", "le 2
    ça me va"): a rank followed by a yes picks that rank."""
    for start in range(max(1, len(words) - ANSWER_SPAN), len(words)):
        if _covers(" ".join(words[start:]), YES) and any(w in ORDINALS for w in words[:start]):
            return words[:start]
    return words


def _dated(word: str) -> bool:
    """Whether a number as written may be a day of the month: "5", "1er", "the 5th"; a French
    rank ending ("5e", "2ème") names a rank only."""
    return word.isdigit() or word == "1er" or word[-2:] in ("st", "nd", "rd", "th")


# "L'avant-dernier", "the second to last": the rank before the last one.
PENULTIMATE = (("avant dernier", "penultieme"), ("avant derniere", "penultieme"),
               ("second to last", "penultimate"), ("second last", "penultimate"))


def _index(rank: int, count: int) -> int:
    """The 1-based position a rank names in a list of `count`: -1 the last, -2 the one
    before it."""
    return count + 1 + rank if rank < 0 else rank


def _dithers(words: list[str]) -> bool:
    """Whether a correction stands between two ranks that is not one clean correction (the
    message goes back and forth): then nothing is picked."""
    ranks = [i for i, w in enumerate(words) if w in ORDINALS]
    return len(ranks) >= 2 and any(
        w in CORRECTIONS for w in words[ranks[0] + 1:ranks[-1]])


def _corrected(words: list[str]) -> list[str] | None:
    """A rank said, taken back, and another said instead ("le premier... non attendez, le
    deuxième", "le deuxième, ou plutôt le premier"): the words of the last one; None when
    the message is no such correction."""
    words = " ".join(words).replace("ou plutot", "non").replace("or rather", "no").split()
    said = [i for i, w in enumerate(words) if w in CORRECTIONS]
    if not said:
        return None
    last = said[-1]
    before, after = words[:last], words[last + 1:]
    before = [w for w in before if w not in BEFORE_CORRECTION]
    if not any(w in ORDINALS for w in before) or \
            any(w not in ORDINALS and w not in AROUND for w in before):
        return None
    kept = [w for w in after if w not in CORRECTING]
    if sum(w in ORDINALS for w in kept) != 1 or DENIALS.intersection(after):
        return None
    return kept


# A number written with a minus sign ("-2", "− 3", "option -1"): no position in a list
# (folding would drop the sign and leave "2").
SIGNED = re.compile(r"(?:^|[\s(:=,;])[-\u2212\u2012\u2013\u2014\ufe63\uff0d]\s*\d")
# Numbers spelt out, read as positions where nothing else may mean them: said alone ("deux")
# or after a word that names an option ("option two", "numéro trois", "choice one").
SPELT = {"one": "1", "un": "1", "une": "1", "two": "2", "deux": "2", "three": "3",
         "trois": "3", "four": "4", "quatre": "4", "five": "5", "cinq": "5"}
NAMING = {"option", "number", "numero", "choix", "choice", "creneau", "slot"}


def signed(message: str) -> bool:
    """Whether the message writes a number with a minus sign ("-2"): never a position."""
    return bool(SIGNED.search(message))


# Ordinals written in full, that a misspelling may stand for ("le premié", "deuxiem",
# "secnd", "thrid", "dernié").
_SPELT_RANKS = tuple(w for w in ORDINALS if not w[:1].isdigit() and len(w) >= 5)
# A rank written with its digit and a suffix spelt otherwise ("2ieme", "3iem", "2em").
_DIGIT_RANK = re.compile(r"^([1-5])(?:ieme|iem|iemme|em|eme|emme|e)$")
# Words an edit away from an ordinal that are words of their own.
_NOT_RANKS = {"fifty", "fifths", "firsts", "seconds", "thirds", "fourths", "lasts", "lost",
              "past", "list", "fast", "vast", "derniers", "premiers"}


def _near(word: str, meant: str) -> bool:
    """Whether `word` is `meant`, or it with one letter added, dropped, changed, or two
    letters swapped (the misspellings a hurried answer holds)."""
    return word == meant or one_slip(word, meant)


def meant_rank(word: str) -> str:
    """The ordinal a misspelt rank stands for ("premie" → "premier", "deuxiem" →
    "deuxieme", "secnd" → "second", "2ieme" → "2e"), when exactly one rank is that close;
    else the word as it is."""
    if word in ORDINALS or word in _NOT_RANKS:
        return word
    digit = _DIGIT_RANK.match(word)
    if digit:
        return f"{digit.group(1)}e"
    if len(word) < 5 or not word.isalpha():
        return word
    near = {ORDINALS[m] for m in _SPELT_RANKS if _near(word, m)}
    if len(near) != 1:
        return word
    return next(m for m in _SPELT_RANKS if _near(word, m))


def _spelt(words: list[str]) -> list[str]:
    """The words with a number spelt out after an option's name ("option two") as digits;
    a number word said alone ("deux", "three") too."""
    if len(words) == 1 and words[0] in SPELT and words[0] not in ("un", "une", "one"):
        return [SPELT[words[0]]]
    return [SPELT[w] if w in SPELT and i > 0 and words[i - 1] in NAMING else w
            for i, w in enumerate(words)]


def self_corrected(message: str) -> bool:
    """Whether the message says a rank, takes it back and says another ("le 1 non le 3",
    "le deuxième. enfin non, le troisième", "the last one, actually no the first"): read as
    the rank said last, but no pick "alone or with a polite word": the option is proposed
    (yes/no) first."""
    core = _without_polite(fold(message))
    joined = f" {' '.join(_spelt([meant_rank(w) for w in core.split()]))} "
    for said, one in PENULTIMATE:
        joined = joined.replace(f" {said} ", f" {one} ")
    return _corrected(_before_yes(_after_yes(joined.split()))) is not None


def read_position(message: str, count: int, days: Collection[int] = ()) -> Reading:
    """A pick by position among `count` options just offered: 1-based index, or nothing.
    `days`: the days of the month the options fall on, if they are dates."""
    core = _without_polite(fold(message))
    if asks(message) or doubts(message) or signed(message):
        return Reading(None, None, core)
    joined = f" {' '.join(_spelt([meant_rank(w) for w in core.split()]))} "
    for said, one in PENULTIMATE:
        joined = joined.replace(f" {said} ", f" {one} ")
    words = _before_yes(_after_yes(joined.split()))
    corrected = _corrected(words)
    if corrected is None and _dithers(words):
        return Reading(None, None, core)  # "le 3 non le 2 non le 1", "le 2, pas le 3, non le 1"
    words = corrected or words
    if any(w in ORDINALS and i > 0 and words[i - 1] in WAITING_BEFORE
           for i, w in enumerate(words)):
        return Reading(None, None, core)
    if DENIALS.intersection(words):
        # "pas le premier, le deuxième": the one rank not taken back is the pick; any other
        # mix of ranks and denials ("le deuxième, non") picks nothing.
        kept = [i for i, w in enumerate(words) if w in ORDINALS and not _denied(words, i)]
        slots = {i: _index(ORDINALS[w], count) for i, w in enumerate(words) if w in ORDINALS}
        if len(kept) != 1 or not any(w in ORDINALS for i, w in enumerate(words)
                                     if i not in kept) \
                or any(slots[i] == slots[kept[0]] for i in slots if i != kept[0]) \
                or any(w in DENIALS and not any(v in ORDINALS for v in words[j + 1:j + 3])
                       for j, w in enumerate(words) if j > kept[0]):  # "le 2, non, le 3, non"
            return Reading(None, None, core)
        words = [w for i, w in enumerate(words)
                 if i == kept[0] or (w not in ORDINALS and w not in DENIALS)]
    if any(w in ORDINALS and w[:1].isdigit() and _dated(w) and ORDINALS[w] in days
           and i > 0 and words[i - 1] in ARTICLES for i, w in enumerate(words)):
        return Reading(None, None, core)  # "le 5", "the 5th" (a day) but not "le 5e" (a rank)
    ranks = [ORDINALS[w] for w in words if w in ORDINALS]
    others = [w for w in words if w not in ORDINALS and w not in AROUND]
    if len(ranks) != 1 or others:
        return Reading(None, None, core)
    index = _index(ranks[0], count)
    if not 1 <= index <= count:
        return Reading(None, None, core)
    return Reading("yes", index, core)
