"""Requests about a delivery that the desk cannot carry out, read in Python from the words.

The desk moves a delivery to another slot; it cannot change where the delivery goes (another
address, someone else's home: "je voudrais que le livreur passe plutôt chez ma mère", "can
I change the delivery address?"), who takes it in (a neighbour, the caretaker, left at the
door), or how the piece is brought in (the floor, the stairs, the lift). A model reading
such a message may well see a "change of delivery" (a reschedule): the route never lets it
reach a slot list or a proposal, and a fixed text says what cannot be done here and what the
desk can do instead. Never a damage report ("le canapé a été abîmé dans l'escalier").
"""

from __future__ import annotations

import re
from functools import cache
from typing import Literal, NamedTuple

from nodes.kit.consent import fold
from services.kept import per_text
from services.text import (
    EMAIL_MENTION,
    LIKE_SOMEONE,
    MONTHS,
    ORDER_SEP,
    SPOILT,
    WEEKDAYS,
    Span,
    items_named,
    postal_address_asked,
    without_addresses,
    without_postal_addresses,
)
from services.wishes import says_when

Scope = Literal["address", "handover", "access", "order_change", "split", "home_damage"]

# What a delivery is said with: "livrer", "le livreur passe", "deliver", "drop it off".
_DELIVER = (r"(?:livr\w*|pass\w*|vien\w*|depos\w*|apport\w*|laiss\w*|envoy\w*|expedi\w*|"
            r"amen\w*|deliver\w*|drop\w*|bring\w*|brought|send\w*|sent|ship\w*|leav\w*|left|"
            r"come|coming)")
# Someone or somewhere other than the customer's own home: "chez ma mère", "au bureau",
# "to my office", "at my parents'".
_ELSEWHERE_FR = (r"chez (?:ma|mon|mes|notre|nos|un|une|le|la|l|des|sa|son|ses)\b|"
                 r"(?:au|a mon|a mon nouveau|sur mon lieu de) (?:bureau|travail|boulot)\b|"
                 r"(?<!par )(?<!d )ailleurs|a une autre adresse|a la nouvelle adresse|"
                 r"a ma nouvelle adresse|"
                 r"dans (?:ma|mon) (?:residence secondaire|maison de campagne|autre maison)")
_ELSEWHERE_EN = (r"(?:to|at) (?:my|our|a|another|the|his|her) (?:\w+ )?(?:mother|mom|mum|"
                 r"dad|father|parents?|sister|brother|son|daughter|friend|partner|office|work|"
                 r"workplace|neighbou?r|new (?:place|address|home|flat|apartment|house)|"
                 r"other (?:place|address|home|flat|apartment|house)|"
                 r"different (?:place|address))\b|(?:somewhere|someplace) else|elsewhere|"
                 r"(?:to|at) (?:my|our) (?:mother|mom|mum|parents|sister|brother|friend)s?\b")


@cache
def _address() -> re.Pattern[str]:
    # "changer l'adresse de livraison", "nouvelle adresse", "wrong address", "I moved
    # house": never the e-mail address ("adresse e-mail", "my email address").
    change = (r"(?:chang\w*|modifi\w*|corrig\w*|mettre a jour|mise a jour|rectifi\w*|"
              r"nouvelle|autre|mauvaise|fausse|erreur|update\w*|edit\w*|correct\w*|amend\w*|"
              r"new|another|other|different|wrong|incorrect)")
    address = r"(?<!e mail )(?<!email )(?<!mail )(?:adresse|address|adress|addresse)\b" \
              r"(?! e mail| email| mail| electronique| courriel)"
    return re.compile(
        rf"\b{change}\b.{{0,40}}{address}|{address}.{{0,40}}\b{change}\b|"
        rf"\b{_DELIVER}\b.{{0,50}}\b(?:{_ELSEWHERE_FR}|{_ELSEWHERE_EN})|"
        rf"\b(?:{_ELSEWHERE_FR})\b.{{0,40}}\b{_DELIVER}\b")


# How someone behaved toward a person ("the driver was really rude to my mother", "shouted
# at my wife", "spoke to my dad like that", "impoli avec ma mère"): who it was done to,
# never a place to deliver to (blind16 care_cases).
_CONDUCT = re.compile(
    r"\b(?:rude|impolite|unpleasant|nasty|mean|horrible|awful|aggressive|abusive|disrespectful|"
    r"condescending|patronising|patronizing|unkind|kind|nice|polite|lovely|helpful|friendly|"
    r"shout\w*|yell\w*|swor\w*|swear\w*|snapp\w*|spoke|spoken|speak\w*|talk\w*|lied|lying|"
    r"insult\w*|impoli\w*|desagreable\w*|agressi\w*|grossier\w*|mal parle|parle mal|"
    r"crie\w*|insulte\w*|desobligeant\w*|aimable\w*|gentil\w*) "
    r"(?:\w+ )?(?:to|with|at|towards?|toward|avec|envers|a|sur) "
    r"(?:my|our|the|his|her|ma|mon|mes|notre|nos) (?:\w+ )?\w+")


# Where the customer will BE, said as the reason a delivery day does not suit ("je suis au
# travail", "je serai chez ma mère ce jour-là", "I'll be at work", "we're at my parents'
# that week"): the customer's presence, never a place to deliver to (task X). Taken out of
# the message before the address is looked for, so that "je serai au bureau, livrez chez
# ma voisine" still reads the address asked.
_PRESENCE = re.compile(
    r"\b(?:je suis|je serai|je serais|je vais etre|jsuis|chuis|je suis encore|on est|on sera|"
    r"on va etre|nous sommes|nous serons|je travaille|je bosse|i m|im|i am|i ll be|i will be|"
    r"i d be|i would be|i ll still be|we re|we are|we ll be|we will be|i have to be|"
    r"i need to be|i work|je dois etre)"
    r"(?: (?:encore|toujours|deja|still|all day|toute la journee|ce jour la|that day|"
    r"la bas|there|probablement|probably|surement|"
    # held there: "je suis coincée au travail", "I'm stuck at work", "bloqué au bureau"
    r"coince\w*|bloque\w*|retenue?s?|pris|prise|stuck|held up|tied up|busy|occupe\w*))* "
    r"(?:(?:au|a mon|a son|sur mon lieu de|at|at my|at the|in the|in my|a l) "
    r"(?:bureau|travail|boulot|taf|work|office|job|usine|hopital|hospital|ecole|school)\b|"
    r"chez (?:ma|mon|mes|des|un|une|sa|son|ses|le|la|l)\b(?: \w+)?|"
    r"at (?:my|our|a|his|her) (?:\w+ )?(?:mother|mom|mum|dad|father|parents?|sister|"
    r"brother|friend|partner|grandparents?|grandma|grandmother)s?\b)")


# Where the customer GOES, said as why a time suits or not ("avant que je parte au boulot",
# "je pars au travail à 8h", "before I leave for work", "I head off to the office at 9"):
# the customer's day, never a place to deliver to. Taken out with `_PRESENCE`.
_GOING_TO_WORK = re.compile(
    r"\b(?:je|j|on|nous|i|we|i m|im|we re|i ll|we ll)\s+(?:\w+\s+)?"
    r"(?:pars|parte|partes|partirai|partons|partions|vais|va|allons|file|filerai|"
    r"leave|leaving|go|going|head|heading|set off|setting off|get|off)(?: (?:off|out))?\s+"
    r"(?:au|a|a mon|a l|pour le|to|for|to my|for my|to the|at)\s+"
    r"(?:bureau|travail|boulot|taf|work|office|job|usine|ecole|school)\b")


@cache
def _moving() -> re.Pattern[str]:
    # Moving house: the address changes, unless the message asks WHEN to deliver around it.
    return re.compile(r"\bdemenag\w*|\b(?:moved|moving|move) (?:house|home|out|flat|"
                      r"apartment)\b|\b(?:i m|we re|i am|we are) moving\b")


@cache
def _handover() -> re.Pattern[str]:
    # Someone else takes the delivery in, or it is left without anyone there.
    other = (r"(?:voisin\w*|gardien\w*|gardienne|concierge|neighbou?r\w*|caretaker|doorman|"
             r"quelqu un d autre|une autre personne|someone else|somebody else|"
             r"another person)")
    left = (r"(?:devant (?:la|ma) porte|sur le palier|dans (?:la|ma) boite aux lettres|"
            r"(?:at|outside|by) the (?:front )?door|on the (?:porch|doorstep)|in the mailbox)")
    # (never a neighbour the customer compares to: "comme mon voisin", "like my neighbour",
    # "same day as my neighbour": `services.text.LIKE_SOMEONE`, taken out first)
    return re.compile(rf"\b{other}\b|\b{_DELIVER}\b.{{0,40}}\b{left}|\b{left}.{{0,40}}"
                      rf"\b{_DELIVER}\b|\b{_SIGNER}(?: \w+){{0,3}}? {_SIGNS}"
                      # the helper said, then taking it in asked of "her" in the same
                      # sentence ("ma femme de ménage sera là jeudi, elle peut réceptionner
                      # le lit ?", "my cleaner is in on Thursday, can she sign for it?")
                      rf"|\b{_SIGNER}\b[^.?!;]{{0,60}}? (?:elle|il|elles|ils|she|he|they) "
                      rf"(?:\w+ ){{0,2}}?{_SIGNS}")




# Someone of the household or a helper said to take the delivery in for the customer ("ma
# femme de ménage peut signer", "mon mari pourra réceptionner", "my cleaner can sign for
# it", "a friend will take it in"): who takes it in, never a request about when.
_SIGNER = (r"(?:(?:ma|mon|notre|une|un|la|le|my|our|a|the) (?:femme de menage|menagere|nounou|"
           r"baby ?sitter|aide menagere|mari|femme|epouse|conjoint\w*|compagnon|compagne|fils|"
           r"fille|mere|pere|maman|papa|ami|amie|pote|colocataire|coloc|beau pere|belle mere|"
           r"frere|soeur|cleaner|nanny|housekeeper|babysitter|husband|wife|partner|son|"
           r"daughter|mum|mom|dad|mother|father|friend|flatmate|roommate|housemate|brother|"
           r"sister)|quelqu un|someone|somebody|anyone|anybody)")
_SIGNS = (r"(?:signer|signe|signera|sign|signs|receptionn\w*|recevoir|receive|take (?:it|them|"
          r"the \w+) in|take in|accept (?:it|them|the \w+)|accepter|prendre (?:la livraison|"
          r"le colis|la commande|le meuble)|etre la a ma place|be there (?:instead|for me|in my "
          r"place))\b")


@cache
def _handed_over() -> re.Pattern[str]:
    # Someone who took a delivery in, told as done ("c'est mon fils qui a réceptionné", "ma
    # voisine l'a récupéré", "my son signed for it", "our neighbour took it in"): the story of
    # a delivery made, never someone asked to take one in.
    who = (rf"(?:{_SIGNER}|(?:ma|mon|notre|le|la|my|our|the|a) (?:voisin\w*|gardien\w*|"
           r"concierge|neighbou?r\w*|caretaker|doorman))")
    done_fr = (r"(?:l |les )?(?:a|ont|avait|avaient)(?: deja| bien| tout| du)? "
               r"(?:receptionne\w*|signe\w*|recu\w*|pris\w*|recupere\w*|garde\w*|"
               r"accepte\w*|ouvert)")
    done_en = (r"(?:(?:has|had|have) )?(?:already )?(?:signed|took (?:it|them|the \w+) in|took in|"
               r"received|accepted|collected|picked (?:it |them )?up|had to sign|"
               r"let (?:them|the \w+) in|was there)")
    return re.compile(rf"\b{who}(?: \w+){{0,3}}? (?:{done_fr}|{done_en})\b")


# Someone else named as an order's owner, not as who takes a delivery in: "la commande
# SO-25101 de mon voisin", "ma voisine Emilie aussi SO-25102", "my neighbour's order" (the
# service layer answers for orders that are not the caller's).
# What the neighbour is said to do with the order when they take it in for the customer
# ("mon voisin peut réceptionner SO-70301", "my neighbour could take in SO-70201"): the
# order is the customer's, the handover is asked.
_TAKES_IN = (r"(?:peu[tx]|pourr\w*|va|vont|can|could|will|would|may|might|receptionn\w*|"
             r"recevoir|recoit|recupere\w*|prendre|prend|signer|garder|take|takes|receive\w*|"
             r"accept\w*|sign|signs|collect\w*|pick|picks|hold|keep)\b")
_OWNER = re.compile(
    r"\b(?:commandes?|orders?|livraisons?|deliver(?:y|ies))(?: so ?\d{4,6})?"
    r" (?:de|du|d|of) (?:mon|ma|mes|notre|nos|my|our) (?:voisin\w*|neighbou?r\w*)"
    r"|\b(?:mon|ma|mes|notre|my|our) (?:voisin\w*|neighbou?r\w*)"
    r"(?: (?!" + _TAKES_IN + r")\w+){0,3}? so ?\d{4,6}"
    r"|\b(?:my|our) neighbou?r s (?:order|delivery)"
    # "SO-41095, it's my neighbour's", "SO-41095, c'est celle de mon voisin"
    r"|\bso[ -]?\d{4,6}\b[^.?!]{0,12}?(?:it s|its|that s|it is|that is|which is|c est|qui est|"
    r"elle est) (?:celle |celui |the one |la commande |the order )?(?:(?:de|du|d|of) )?"
    r"(?:mon|ma|mes|notre|my|our) (?:voisin\w*|neighbou?r\w*)(?: s)?\b"
    r"(?! (?:who|qui|que|will|can|could|va|peut|pourra|takes|prend))")


@cache
def _access() -> re.Pattern[str]:
    # How the piece is brought in: the floor, the stairs, the lift, carried up.
    return re.compile(
        r"\b(?:\d+ ?(?:e|eme|er|st|nd|rd|th) etage|etage|escaliers?|ascenseur|monte charge|"
        # "on the floor" (sleeping on a mattress on the floor) is no storey
        r"rez de chaussee|sans ascenseur|(?<!on the )(?<!off the )floor|stairs?|staircase|"
        r"upstairs|elevator|lift|"
        r"walk up|walkup|porter (?:le|la|les) \w+ (?:en haut|jusqu)|"
        r"carry (?:it|them|the \w+) up|bring (?:it|them|the \w+) up)\b")


# The floor, the stairs or the lift asked of the desk (noted, carried up, told the driver),
# not only told: "vous pouvez livrer au 3e étage sans ascenseur ?", "can the driver carry it
# up?", "please tell the driver I'm on the 5th floor".
_ACCESS_ASKED = re.compile(
    r"\b(?:can|could|would|will|please|pls|need|needs|must|should|pouvez|pourriez|pourra|"
    r"pourrait|peut|peuvent|possible|merci de|faut|faudra|doit|doivent|est ce|carry|bring|"
    r"porter|monter|note|noter|tell|dire|prevenir|inform\w*|make sure|assurez)\b")


def access_only_told(message: str) -> bool:
    """Whether the floor, the stairs or the lift the message names are only told, as where
    the customer lives ("I'm on the 3rd floor, no lift. Is my bed still coming on Monday?",
    "flat 4, 2nd floor, 27 Baker Street - when is my bed coming?"): no part that names them
    asks anything of them (a request word, or the question mark of its sentence)."""
    for sentence in re.findall(r"[^.?!;\n]+[.?!;\n]*", message):
        parts = re.split(r",|\s[-\u2013\u2014]\s|[()]", sentence)
        for i, part in enumerate(parts):
            folded = fold(part)
            if _access().search(folded) and (
                    _ACCESS_ASKED.search(folded) or (i == len(parts) - 1 and "?" in part)):
                return False
    return True


# -- what was ordered, and how it comes -------------------------------------------------
#
# The desk moves a delivery; it cannot change what was ordered (the size, the colour, the
# fabric, the model or version of a piece: "passer le lit en 180 au lieu de 160", "switch
# to the 2-seater version", "change the colour to walnut") nor deliver one order in several
# times ("les chaises tout de suite et la table plus tard", "split it into two
# deliveries"). Never a report of what arrived ("j'ai reçu le gris alors que j'avais
# commandé du bleu": an after-sales problem), never a move that names a piece by its colour
# ("déplacez le canapé vert au 18").

# A change asked of the order itself.
_CHANGE = (r"(?:chang\w*|modifi\w*|remplac\w*|echang\w*|switch\w*|swap\w*|replac\w*|"
           r"upgrad\w*|exchang\w*|convert\w*|passer|passe|prendre plutot|go for)")
# What a piece is ordered in, named as such ("la couleur", "the size", "2-seater").
_ATTRIBUTE = (r"(?:couleurs?|coloris|teintes?|tissus?|matieres?|finitions?|tailles?|"
              r"dimensions?|modeles?|versions?|colou?rs?|sizes?|fabrics?|materials?|"
              r"finish\w*|models?|upholstery|\d+ ?(?:places|seaters?|seats?)|"
              r"(?:deux|trois|quatre|two|three|four) ?(?:places|seaters?|seats?))\b")
# What a piece may be ordered in, said alone ("en 180", "walnut", "du velours vert").
def _value() -> str:
    return (rf"(?:{_COLOUR}|cuir|velours|lin|chene|noyer|hetre|leather|velvet|linen|oak|"
            r"walnut|beech|(?:en|in) \d{2,3}(?: ?x ?\d{2,3})?(?: ?cm)?)\b")
# Words of a delivery or a date between the verb and the attribute: the delivery changes.
_OF_DELIVERY = (r"(?:livr\w*|deliver\w*|dates?|jours?|days?|creneaux?|creneau|slots?|"
                r"rendez\w*|heures?|times?|adresses?|address\w*)")
# What arrived, told: a report of the delivery, never a change asked.
_RECEIVED = (r"\b(?:recu\w*|arrive\w*|livre|livree?s?|received|arrived|delivered|came|got|"
             r"sent me|envoye\w* (?:un|une|le|la|les))\b")


@cache
def _order_change() -> re.Pattern[str]:
    gap = rf"(?:(?!{_OF_DELIVERY}\b)\S+ ){{0,6}}?"
    return re.compile(
        rf"\b{_CHANGE} {gap}(?:(?:le|la|les|l|du|de|d|en|the|to|for|a|an|its|my|mon|ma) )?"
        rf"{_ATTRIBUTE}"
        rf"|\b{_ATTRIBUTE} (?:\w+ ){{0,2}}(?:au lieu d\w*|instead of|plutot qu\w*|rather than)"
        rf"|\b{_value()} (?:\w+ ){{0,1}}(?:au lieu d\w*|instead of|plutot qu\w*|rather than) "
        rf"(?:(?:le|la|les|l|du|de|d|en|the|a) )?{_value()}")


@cache
def _order_value_change() -> re.Pattern[str]:
    # "changer le tissu pour du velours vert": a value after the verb, no day said
    gap = rf"(?:(?!{_OF_DELIVERY}\b)\S+ ){{0,6}}?"
    return re.compile(rf"\b(?!passer\b|passe\b){_CHANGE} {gap}(?:(?:pour|to|into|en|in|par|"
                      rf"avec|with) )(?:(?:du|de la|de l|des|un|une|le|la|the|a|an) )?{_value()}"
                      rf"|\bpasser (?:\w+ ){{0,4}}en \d{{2,3}}\b")


@per_text
def changes_order(message: str) -> bool:
    """Whether the message asks to change what was ordered (a size, a colour, a fabric, a
    model), never what arrived ("reçu en gris alors que…") nor a move of a piece named by
    its colour ("déplacez le canapé vert au 18")."""
    folded = fold(message)
    if re.search(_RECEIVED, folded):
        return False
    if _order_change().search(folded) or _PIECE_ADDED.search(folded) or _more_pieces(folded) \
            or _other_count(folded, "?" in message):
        return True
    return bool(_order_value_change().search(folded)) and not says_when(message)


# A piece added to the order or to its delivery ("vous pouvez ajouter un pouf assorti à la
# livraison ?", "can you add a matching footstool to the delivery of SO-…?", "rajoutez deux
# chaises à ma commande"): a change of what was ordered, never a move of the delivery.
_PIECE_ADDED = re.compile(
    r"\b(?:ajout\w*|rajout\w*|add|adding|added|include|inclure|inclu\w*|mettre aussi|joindre)"
    r"\b(?: \S+){1,5}? (?:a|dans|sur|avec|to|in|into|on|with) (?:la |ma |the |my |cette |this )?"
    r"(?:livraison|commande|delivery|order|so ?\d{4,6})\b")
# More of a piece than was ordered ("2 chaises de plus", "deux chaises supplémentaires",
# "2 more chairs", "an extra chair", "another armchair"): a piece added, when the word is
# one of the pieces the shop sells (`items_named`; "2 more days" is no piece).
_MORE_OF = re.compile(
    r"\b(?:\d+|un|une|deux|trois|quatre|cinq|six|one|two|three|four|five|six|a|an)"
    r" (?P<fr>[a-z]+(?: [a-z]+)?) (?:de plus|en plus|supplementaires?|additionnel\w*)\b"
    r"|\b(?:\d+|one|two|three|four|five|six|a few|some|few) more (?P<en>[a-z]+(?: [a-z]+)?)"
    r"|\b(?:an extra|extra|additional|another|an additional) (?P<one>[a-z]+(?: [a-z]+)?)")


def _more_pieces(folded: str) -> bool:
    """Whether the folded text asks for more of a piece than was ordered (`_MORE_OF`)."""
    return any(items_named(next(g for g in m.groups() if g)) for m in _MORE_OF.finditer(folded))


# Another quantity of a piece than was ordered ("4 chaises au lieu de 6", "only 4 chairs
# instead of 6", "une chaise en moins", "two fewer chairs", "one chair less", "retirez 2
# chaises de la commande", "reduce the chairs to 4"): a change of what was ordered.
_COUNT = r"(?:\d+|un|une|deux|trois|quatre|cinq|six|huit|dix|one|two|three|four|five|six|eight|ten)"
_OTHER_COUNT = re.compile(
    rf"\b{_COUNT} (?P<a>[a-z]+(?: [a-z]+)?) (?:au lieu des?|instead of|plutot que?|"
    rf"rather than|et non|not) (?:(?:les|des|the) )?{_COUNT}\b"
    rf"|\b{_COUNT} (?P<b>[a-z]+(?: [a-z]+)?) (?:de moins|en moins|less)\b"
    rf"|\b{_COUNT} (?:fewer|less) (?P<c>[a-z]+(?: [a-z]+)?)"
    # "drop 2 chairs off" brings them (a delivery), never a piece dropped from the order
    rf"|\b(?:retir\w*|enlev\w*|supprim\w*|remove|take off|drop(?!(?: \S+){{0,4}} off\b)|"
    rf"cancel|annul\w*) "
    rf"(?:\w+ )?{_COUNT} (?P<d>[a-z]+(?: [a-z]+)?)"
    rf"|\b(?:redui\w*|reduce|passer|go down|change) (?:\w+ ){{0,2}}(?P<e>[a-z]+) "
    rf"(?:a|to|from \d+ to) {_COUNT}\b")


# A count checked, asked back ("c'est bien 4 chaises et non 6 ?", "4 chairs instead of 6,
# is that right?"): what was ordered asked, never changed (the question mark said).
_COUNT_CHECKED = re.compile(
    r"\b(?:c est bien|est ce bien|c est (?:bien )?ca|n est ce pas|is (?:it|that|this) "
    r"(?:right|correct|so)|isn t it|right|correct|am i right)\b")


def _other_count(folded: str, asked: bool = False) -> bool:
    """Whether the folded text asks another quantity of a piece (`_OTHER_COUNT`), never
    one it checks (`_COUNT_CHECKED`, `asked` with a question mark)."""
    if asked and _COUNT_CHECKED.search(folded):
        return False
    return any(items_named(next(g for g in m.groups() if g))
               for m in _OTHER_COUNT.finditer(folded))


@cache
def _split() -> re.Pattern[str]:
    return re.compile(
        r"\b(?:livr\w*|deliver\w*|envoy\w*|send|ship\w*) (?:\w+ ){0,4}?(?:en (?:deux|2|trois|3|"
        r"plusieurs) (?:fois|temps|livraisons|parties|envois)|in (?:two|2|three|3|several) "
        r"(?:goes|parts|times|batches|deliveries|shipments)|separately|separement|"
        r"a part\b|one at a time|piece by piece|l un apres l autre)"
        r"|\b(?:split\w*|divis\w*|separ\w*|scind\w*|fraction\w*|break up)\b(?: \w+){0,5}? "
        r"(?:livraisons?|deliver\w*|commandes?|orders?|envois?|shipments?|in two|into two|"
        r"en deux|in 2|into 2|en 2)\b"
        r"|\b(?:deux|2|plusieurs|trois|3|two|several|three|separate|multiple) (?:livraisons|"
        r"deliveries|shipments|envois)\b|\blivraisons? (?:separees?|partielles?|fractionnees?)"
        r"|\b(?:partial|split|staggered|separate) (?:deliver\w*|shipment)")


_FIRST = r"\b(?:d abord|en premier|tout de suite|maintenant|des maintenant|first|now|right away)\b"
# ("après-midi" is a half-day, never "après": "maintenant… le lundi 4 janvier après-midi"
# asks no piece later)
_LATER = (r"\b(?:plus tard|ensuite|apres(?! midi)|later|after|afterwards|then|next week|"
          r"la semaine prochaine|apres noel|after christmas)\b")


# Asked whether the pieces come in several deliveries, no split asked: "les chaises et la
# table, c'est bien deux livraisons différentes ?", "are they two separate deliveries?"
_WHETHER_SPLIT = re.compile(
    r"\b(?:c est|ce sont|ca fait|ca fera|il y a|y aura t il|ce seront|s agit il de|is (?:that|"
    r"it|this)|are (?:they|those|these|there|we talking)|will (?:there be|it be|they be|that be)|"
    r"so (?:it s|that s|they re))(?: (?:bien|donc|vraiment|actually|really|still|going to be))?"
    r"(?: (?:deux|2|two|trois|3|three))? ?$")


def splits_delivery(message: str) -> bool:
    """Whether the message asks to deliver one order in several times: said so ("en deux
    fois", "split into two deliveries", "separately"), or its pieces named with one first
    and one later ("les chaises tout de suite et la table plus tard", "chairs first, table
    after Christmas", "les chaises jeudi et la table plus tard"), or one piece's delivery
    asked apart from the others' (`_pieces_apart`)."""
    folded = fold(message)
    found = _split().search(folded)
    if found and not (_WHETHER_SPLIT.search(folded[:found.start()]) and "?" in message) \
            and not _split_as_told(folded[:found.start()]):
        return True
    if _pieces_apart(folded):
        return True
    first, later = re.search(_FIRST, folded), re.search(_LATER, folded)
    if first is None and later is not None:
        # a day said of the first piece, "plus tard" of another named after it
        first = _DAY_SAID.search(folded, 0, later.start())
        if first is not None and not items_named(folded[first.end():later.start()]):
            first = None
    return bool(first and later and first.start() < later.start()
                and len(set(items_named(message))) >= 2)


# What a piece came as, said before "split": "a shelf of the bookcase arrived split in two",
# "the table top is split in two", "the seat has split into two": damage told, never a
# delivery asked in several goes.
_AS_TOLD = re.compile(r"\b(?:arrived|came|come|is|was|are|were|been|got|has|have|had|looks|"
                      r"seems|now|completely|totally|just|already)\s*$")


def _split_as_told(before: str) -> bool:
    """Whether the words before "split" tell what a piece came as (`_AS_TOLD`), or name a
    piece or a part of it right before ("the shelf split in two")."""
    last = " ".join(before.split()[-2:])
    return bool(_AS_TOLD.search(before)) or bool(items_named(last)) \
        or bool(re.search(r"\b(?:shelf|shelves|top|leg|legs|seat|panel|plank|board|frame|"
                          r"door|drawer|slat|slats|back|arm|headboard)\s*$", before))


# A day said: a weekday, a day of the month, "demain" / "tomorrow".
_DAY_SAID = re.compile(
    r"\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday|tomorrow|\d{1,2}(?:st|nd|rd|th|er)?)\b")
# One piece's delivery asked apart from the rest of its order: the piece said alone
# ("seulement le buffet", "only the armchair", "just the bench", "ne livrez que la table"),
# another piece kept where it is ("keep the sofa on the 23rd", "laissez la table jeudi"), or
# "the rest" given its own time ("the rest can come on the 30th", "le reste plus tard").
_ARTICLE = r"(?:le|la|les|l|mon|ma|mes|the|my|that|this|ce|cette|ces)"
_MOVE_VERB = (r"(?:livr\w*|apport\w*|amen\w*|decal\w*|deplac\w*|report\w*|envoy\w*|bring|"
              r"move|deliver|send|ship|push|reschedule)")
_ALONE = re.compile(
    rf"\b(?:(?:seulement|uniquement|only|just|juste)(?: {_MOVE_VERB})?|n(?:e)? {_MOVE_VERB} que)"
    rf" {_ARTICLE} (?P<piece>\w+(?: \w+)?)")
_KEPT = re.compile(
    rf"\b(?:keep|leave|gard\w*|laiss\w*) {_ARTICLE} (?P<piece>\w+(?: \w+)?) "
    rf"(?:on|for|le|au|pour|lundi|mardi|mercredi|jeudi|vendredi|monday|tuesday|wednesday|"
    rf"thursday|friday|where|as|comme|ou)\b")
_REST = re.compile(r"\b(?:the rest|le reste|everything else|the others|the other pieces|"
                   r"les autres (?:pieces|meubles|articles))\b(?! (?:of|de|du) (?:la |the )?"
                   r"(?:semaine|mois|journee|annee|temps|week|month|day|year|time)\b)")
# What came, told: "only the table arrived, not the chairs" is no delivery asked apart.
_CAME = re.compile(r"\b(?:recu\w*|received|arrived|delivered|came|got|(?:est|sont|a|ont|ete) "
                   r"(?:\w+ )?(?:arriv\w*|livr\w*))\b")


def _pieces_apart(folded: str) -> bool:
    """Whether the words ask one piece's delivery apart from the rest of its order: a piece
    said alone or kept with another piece named, or "the rest" told beside a piece and a
    day (`_ALONE`, `_KEPT`, `_REST`)."""
    named = set(items_named(folded))
    if not named or _CAME.search(folded):
        return False
    for pattern in (_ALONE, _KEPT):
        for found in pattern.finditer(folded):
            piece = set(items_named(found["piece"]))
            if piece and (named - piece or _REST.search(folded)):
                return True
    return bool(_REST.search(folded) and says_when(folded))


# Parts of the customer's home (or car) a damage may be told of: the wall the driver
# scratched is no damage to the furniture delivered. Every part of a home a piece is carried
# past (walls and their paint, floors, skirting boards, stairs and their rails, door frames,
# the lift, the car), in French and English.
_HOME_PART = (r"(?:murs?|cloisons?|sols?|parquets?|carrelages?|carreaux|planchers?|plafonds?|"
              r"moquettes?|lino|linoleum|papier peint|peinture du mur|enduit|crepi|plinthes?|"
              r"escaliers?|marches?|contremarches?|rampes?|main courante|balustrades?|"
              r"ascenseur|monte charge|cage (?:d )?(?:escalier|ascenseur)|voiture|portail|"
              # "la porte d'entrée", "la porte du garage" ("d", "du" are skipped words)
              r"portes? (?:d |de |du )?(?:entree|garage|appartement|maison|palier|jardin|"
              r"immeuble|cave|service)|porte fenetre|baie vitree|fenetres?|vitres?|"
              r"encadrements? de (?:la )?(?:porte|fenetre)|encadrements?|chambranles?|"
              r"huisseries?|radiateurs?|interrupteurs?|"
              r"walls?|floors?|flooring|floorboards?|laminate|tiles?|tiling|ceilings?|carpets?|"
              r"carpeting|wallpaper|paintwork|plaster(?:work)?|skirting(?: boards?)?|"
              r"skirtings|baseboards?|architraves?|stairs?|staircases?|steps|stairwells?|"
              r"stair ?rails?|stair ?carpet|hand ?rails?|banisters?|bannisters?|balustrades?|"
              r"railings?|newel(?: posts?)?|front door|back door|patio doors?|door ?frames?|"
              r"door ?ways?|door ?jambs?|jambs?|lintels?|windows?|window ?sills?|sills?|"
              r"radiators?|light switch\w*|lifts?|elevators?|car|gate|driveway|fence)")
# Rooms and the common parts of a building: the home, unless a piece follows ("the kitchen
# table", "la table de la cuisine": the piece).
_HOME_ROOM = (r"(?:entree|couloir|palier|hall|vestibule|salon|sejour|cuisine|chambre|"
              r"hallway|corridor|landing|entrance|entryway|lobby|porch|lounge|living room|"
              r"sitting room|kitchen|bedroom|communal (?:hall|area|stairs|hallway))")
# Words that name a part of either, the neighbour deciding ("the stair rail", "the bed
# rail", "la peinture du couloir", "la peinture de la commode", "the paint on the wall").
_EITHER_PART_TEXT = """
    rail rails frame frames cadre cadres paint peinture peintures vernis finish surface
    bord bords coin coins corner corners edge edges angle angles door doors porte portes
    post posts panel panels montant montants
"""
_EITHER_PART = frozenset(_EITHER_PART_TEXT.split())
# The parts of a piece ("the headboard got chipped on the banister": the bed).
_PIECE_PART = (r"(?:tete de lit|tetes de lit|headboards?|footboards?|slats?|lattes?|pieds?|"
               r"legs?|tiroirs?|drawers?|accoudoirs?|arms?|armrests?|dossiers?|backrests?|"
               r"assises?|seats?|plateaux?|tabletops?|table ?tops?|sommiers?|pietements?|"
               r"poignees?|handles?|charnieres?|hinges?|upholstery|veneer|placage|"
               r"coussins?|cushions?|housses?|covers?|mirrors?|miroirs?)")
_LINKING = frozenset(["of", "on", "de", "du", "des", "d"])


def home_damage_only(message: str) -> bool:
    """Whether every damage the message tells is to the customer's home (a wall, the floor,
    the front door: "le livreur a rayé le mur de l'entrée", "they scuffed my hallway wall
    bringing in the sofa", "le mur est rayé"): what each damage word is said of (the thing
    after it, else the one before it) is a part of the home, never a piece of furniture or
    nothing named ("le canapé est rayé et le mur aussi", "il est cassé": the furniture)."""
    folded = fold(message)
    found = False
    for clause in re.split(r"[.?!;,\n]+|\b(?:et|and|mais|but)\b", folded):
        words = clause.split()
        for match in _home_damage_words().finditer(clause):
            at = len(clause[:match.start()].split())
            # (another damage word after it is the same damage: "scuff marks along the wall")
            after = [w for w in clause[match.end():].split()[:7] if not _skipped(w)
                     and not _home_damage_words().fullmatch(w)]
            before = [w for w in reversed(words[max(0, at - 6):at]) if not _skipped(w)]
            where = after[1:] if after and after[0] in _WHERE else []
            # what it is said of: the thing after it ("rayé le mur"), else before it ("le
            # canapé est rayé"), else where it happened ("une rayure sur le mur"; never
            # "abîmé dans l'escalier" said of the sofa before it)
            kind = _thing(after) or _thing(before) or _thing(where) or "piece"
            if kind != "home":
                return False
            found = True
    return found


def _thing(words: list[str]) -> str | None:
    """"home" or "piece" when the words begin with a part of the home or a piece of
    furniture; None when they name neither. A room is the home unless a piece follows it
    ("the kitchen table"); a part of either is what its neighbour names ("the stair rail",
    "le cadre du lit"; the words before a damage word come nearest first)."""
    if not words:
        return None
    said = " ".join(words[:3])
    if re.match(rf"{_HOME_PART}\b", said):
        return "home"
    if re.match(rf"(?:{_PIECE}|{_PIECE_PART})\b", " ".join(words[:2])):
        return "piece"
    rest = words[1:4]
    while rest and rest[0] in _LINKING:
        rest = rest[1:]
    if re.match(rf"{_HOME_ROOM}\b", said):
        return "piece" if _thing(rest) == "piece" else "home"
    return _thing(rest) if words[0] in _EITHER_PART else None


# Words between a damage word and what it is said of ("rayé LE mur", "the wall WAS
# scratched", "une rayure SUR le mur", "dented MY car"); an order's number, the verb of
# arrival ("la table SO-31002 est ARRIVÉE abîmée dans l'escalier": the table) and the
# words that praise or describe a part of the home ("mon BEAU parquet", "my WOODEN floor")
# (blind corpus care_damage, F2).
_SKIPPED_TEXT = """
    le la l les un une des du de d mon ma mes notre nos votre vos son sa ses leur leurs
    the a an my our your his her their some to of est sont a ont ete etait is are was
    were got has have been bien tout tres all completely really badly gravement
    fortement
    so n no numero commande order
    arrive arrivee arrives arrivees arrived came come livre livree livres livrees delivered
    beau bel belle beaux belles joli jolie jolis nouveau nouvel nouvelle neuf neuve neufs
    new brand beautiful lovely nice wooden hardwood oak solid freshly newly painted
    decorated renovated repainted refait refaite refaits refaites repeint repeinte repeints
    white blanc blanche blancs blanches cream creme grey gray gris grise clean propre
    expensive cher chere original entire whole entier entiere toute toutes tous
    one two three four several few couple deux trois quatre plusieurs quelques
"""
_SKIPPED = frozenset(_SKIPPED_TEXT.split())


def _skipped(word: str) -> bool:
    """Whether the word stands between a damage word and what it is said of (a number too:
    "SO-31002" folds to "so 31002")."""
    return word in _SKIPPED or word.isdigit()


_WHERE = frozenset(["sur", "dans", "au", "aux", "contre", "partout", "on", "in", "into",
                    "over", "across", "along", "against", "onto", "down", "up"])


@cache
def _home_damage_words() -> re.Pattern[str]:
    return re.compile(rf"{DAMAGE}|\b(?:ripped|broke|brise\w*|bent|tordu\w*|marque\w*)\b")


DAMAGE = (r"\b(?:abim\w*|cass\w*|endommag\w*|rayur\w*|raye\w*|tach\w*|dechir\w*|fissur\w*|"
          # regional: "maganée" (Québec), "gâté" and "spoilt" said of a piece (`SPOILT`)
          rf"magane\w*|egratign\w*|{SPOILT}|"
          r"broken|damag\w*|scratch\w*|cracked|cracks?|torn|dented|dents?|stain\w*|"
          # the marks a knock or a scrape leaves, on a piece or on a wall: "scuffed",
          # "gouged", "chipped", "éraflé", "écaillé", "ébréché", "esquinté", "cabossé"
          r"scuff\w*|gouge\w*|chipped|chips?|nicked|dinged|dings?|scrap(?:ed|es|ing)|gash\w*|"
          r"marked|marks|smashed|bashed|"
          r"erafl\w*|ecaill\w*|ebrech\w*|griff\w*|esquint\w*|cabosse\w*|bossele\w*|"
          r"enfonce\w*|fendu\w*|felee?s?|felure\w*|troue\w*|"
          r"(?:knocked|took|taken|fait|faits) (?:a |un |une |des )?(?:chunks?|holes?|trous?|"
          r"lumps?|pieces?|morceaux?|bouts?) (?:out of|out|in|into|off|dans)|"
          # a part broke off, a piece arrived in pieces (task X)
          r"snapped|(?:came|come|comes|coming|fell|falls|falling) (?:off|apart)|"
          r"en (?:mille )?(?:morceaux|miettes)|in pieces|s est detache\w*)\b")


@cache
def _damage() -> re.Pattern[str]:
    return re.compile(DAMAGE)


# An e-mail address written out, with the word "address" said just before it: "sorry, wrong
# address: emma@example.co.uk", "mon adresse c'est jean@…" correct the e-mail given, never
# where the delivery goes.
_EMAIL_SAID = re.compile(
    r"(?:\b(?:adresse|address|adress|addresse)\b(?:\s*(?:e-?mail|mail|courriel))?\s*"
    r"(?:(?:is|est|c'est|c’est|c est|:|-|=|,)\s*){0,2})?"
    r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+", re.IGNORECASE)  # see services.text.E_MAIL


# Where a delivery address would be: the delivery, a home, a street, a town. A message that
# writes an e-mail out and says "address" with none of these ("sorry, wrong address, the
# right one is jean@…", "je me suis trompé d'adresse : jean@…") corrects the e-mail.
_PLACE = re.compile(
    r"\b(?:livr\w*|deliver\w*|domicile|maison|home|house|appart\w*|apartment|flat|rue|street|"
    r"avenue|road|ville|town|city|code postal|postcode|zip|etage|floor|immeuble|building|"
    r"chez|ailleurs|elsewhere|residence|bureau|office)\b")
_ADDRESS_WORD = re.compile(r"\b(?:adresse|address|adress|addresse)\b")


@per_text
def out_of_scope(message: str) -> Scope | None:
    """What the message asks about the delivery that the desk cannot do: change where it
    goes ("address"), who takes it in ("handover"), how it is brought in ("access"); None
    when it asks none of these, or reports damage (a case the desk opens)."""
    message = without_postal_addresses(message)  # a signature's address asks nothing
    folded = fold(_EMAIL_SAID.sub(" ", message))
    if (_EMAIL_SAID.search(message) or EMAIL_MENTION.search(message)) \
            and not _PLACE.search(folded):
        # the address is the e-mail written out, or pointed at ("sorry wrong address, try
        # with this email"): no delivery address
        folded = _ADDRESS_WORD.sub(" ", folded)
    if home_damage_only(message):
        return "home_damage"
    if _damage().search(folded):
        return None
    if changes_order(message):
        return "order_change"
    if splits_delivery(message):
        return "split"
    if _address().search(_CONDUCT.sub(" ", _GOING_TO_WORK.sub(" ", _PRESENCE.sub(" ",
                                                                        folded)))) \
            or postal_address_asked(_EMAIL_SAID.sub(" ", message)):
        return "address"
    if _moving().search(folded) and not says_when(message) and not _asks_status(message):
        # "je déménage, il faut changer l'adresse", "I moved house": where it goes. Said with
        # a when ("je déménage le 10, livrez avant", "I'm moving house next month, deliver
        # before the 10th", "en déplacement le 8"): when it comes, a move the desk makes.
        # Told beside a status question ("on vient de déménager, où en est SO-24903 ?"): the
        # story around the question, which is answered.
        return "address"
    handover = _handed_over().sub(" ", LIKE_SOMEONE.sub(" ", _OWNER.sub(" ", folded)))
    if _handover().search(handover) and not _asked_beside(message, _handover()) \
            and not _neighbour_beside_when(message, handover):
        return "handover"
    if _access().search(folded):
        return "access"
    return None


# What someone does who takes a delivery in for the customer: receives, signs, keeps it, or
# has it left or given to them.
_HANDING = re.compile(
    r"\b(?:receptionn\w*|recevoir|recoit|recuper\w*|prendre|prend|garder|garde|signer|signe|"
    r"accepter|laiss\w*|depos\w*|donn\w*|remett\w*|confi\w*|take|takes|taking|receiv\w*|"
    r"collect\w*|pick\w* up|sign|signs|hold|keep|leav\w*|left|drop\w*|giv\w*|hand\w*|"
    r"a sa place|a ma place|instead of me|for me|pour moi|"
    # there to open the door: "mon voisin sera là", "my neighbour will be in"
    r"(?:sera|seront|est|sont|pourra etre|peut etre) (?:la|present\w*|chez (?:lui|elle))|"
    r"(?:will|would|could|can) be (?:there|home|in|around))\b")
# A delivery put on a day ("mettez ma table le 20", "put it on Friday", "book it for the 12th").
_PUT_ON = re.compile(r"\b(?:mett\w*|mets|put|book\w*|schedul\w*|planifi\w*|programm\w*)\b")
_SOMEONE_ELSE = re.compile(
    r"\b(?:voisin\w*|gardien\w*|gardienne|concierge|neighbou?r\w*|caretaker|doorman)\b")


def _neighbour_beside_when(message: str, folded: str) -> bool:
    """Whether a neighbour or a caretaker is only named beside a day asked ("mettez ma table
    le 20, mon voisin a eu le même jour", "can you move SO-… to Friday? my neighbour says
    you deliver on Fridays"), nobody said to take the delivery in: the day is the request
    (a neighbour said to receive, sign for or keep it is the handover, whatever the day)."""
    if not says_when(message) or _HANDING.search(folded) or not (
            _handled(message) or _PUT_ON.search(folded)):
        return False
    return not _handover().search(_SOMEONE_ELSE.sub(" ", folded))


def _asked_beside(message: str, scope: re.Pattern[str]) -> bool:
    """Whether a sentence of the message that says nothing of `scope` asks what the desk
    does: a move (a verb of moving, or a day said: "ma voisine a reçu son canapé hier ; je
    voudrais déplacer SO-… au 8", "mon voisin pourra réceptionner, mais je préfère le 9"),
    a status, damage. The neighbour told of is then the story, or a fallback offered, never
    the request: the request is answered, nothing of the handover done."""
    clauses = re.split(r"[.?!;\n]+|,? \b(?:mais|but|sinon|otherwise|or else)\b ", message)
    return any(clause.strip() and not scope.search(fold(clause))
               and (_handled(clause) or says_when(clause)) for clause in clauses)


# -- questions the desk has no answer for ------------------------------------------------
#
# The desk knows the customer's orders, their deliveries and after-sales cases. It knows
# nothing of the catalogue (models, colours, stock), of prices (a piece's, the delivery's),
# of the warranty, of where deliveries go, or of the shop's hours and the days deliveries
# are made in general. A model reading "vous livrez à Lyon ?" may see a move, "combien
# coûte la table Oslo ?" an item of an order: the route answers each with a fixed text that
# says so and what the desk can do, and a list or a proposal that waits stays as it was.

Beyond = Literal["catalogue", "price", "warranty", "zone", "hours", "delivery_days", "contact",
                 "delivery_service", "case_delay"]

# A piece of furniture, or what a piece comes in (folded, stems).
_PIECE = (r"(?:canap\w*|sofa\w*|couch\w*|tables?|chaises?|chairs?|fauteuils?|armchairs?|lits?|"
          r"beds?|buffets?|etageres?|shel(?:f|ves)|bookcases?|bancs?|benche?s?|chevets?|"
          r"nightstands?|meubles?|furniture|pieces?|modeles?|models?|tissus?|fabrics?|coloris|"
          r"matelas|mattress\w*|commodes?|armoires?|wardrobes?|dressers?|produits?|products?|"
          r"articles?|oslo|bergen|nantes|arles|colmar|brest|dinan|"
          # what goes with a piece: "des coussins assortis au canapé ?", "matching cushions?"
          r"coussins?|cushions?|pillows?|plaids?|throws?|housses?|covers?|tapis|rugs?|"
          r"lampes?|lamps?|accessoires?|accessories|poufs?|tabourets?|stools?|rallonges?|"
          r"extensions?)")
_COLOUR = (r"(?:vert|verte|verts|rouge|rouges|bleu|bleue|bleus|gris|grise|beige|noir|noire|blanc|"
           r"blanche|jaune|rose|marron|orange|violet|violette|bordeaux|kaki|anthracite|creme|"
           r"ecru|taupe|moutarde|turquoise|green|red|blue|gr[ae]y|black|white|yellow|pink|"
           r"brown|purple|navy|cream|teal|mustard)")
_VARIANT = (rf"(?:{_COLOUR}|cuir|velours|lin|chene|noyer|hetre|bois|leather|velvet|linen|oak|"
            r"walnut|beech|wood|\d+ places|(?:deux|trois|quatre) places|\d+ seats?|"
            r"(?:two|three|four) seats?|\d+ ?x ?\d+|plus (?:grand|petit)e?|taille \w+|"
            r"(?:a |une )?autres? (?:couleurs?|coloris|tailles?|tissus?|matieres?)|"
            r"d autres (?:couleurs|coloris|tailles|tissus)|"
            r"(?:other|another|different|more) (?:colou?rs?|sizes?|fabrics?)|"
            r"a (?:bigger|smaller|larger|different) (?:size|colou?r|version))")


# Up to two words between "vous avez un" and the piece, never news of an order ("vous avez
# des nouvelles du canapé ?", "do you have an update on my sofa?").
_BETWEEN = (r"(?:(?!(?:nouvelles?|news|infos?|informations?|updates?|retours?|details?|dates?|"
            r"idee|idea|suivi|tracking|eta|numeros?|numbers?|my|ma|mon|mes)\b)\w+ ){0,2}?")


@cache
def _catalogue() -> re.Pattern[str]:
    # "vous avez ce canapé en vert ?", "do you sell beds?", "il existe en cuir ?", "does it
    # come in blue?", "quels coloris ?": whether a piece exists, is sold or in stock. Never
    # "vous avez livré la mauvaise table" (a participle after "avez"), "vous avez des
    # créneaux ?" (no piece), "la couleur n'est pas la bonne" (a report, no question of it).
    have_fr = (r"(?:(?:vous|vs) (?:avez|auriez|faites|vendez|proposez|fabriquez)|"
               r"(?:avez|auriez|faites|vendez|proposez|fabriquez) vous)")
    have_en = (r"(?:do you (?:still |also )?(?:have|sell|make|stock|carry|offer|do)|"
               r"have you got|you got|you guys have|do u (?:have|sell|make))")
    article = (r"(?:(?:encore|toujours|aussi|bien) )?(?:ce|cet|cette|ces|le|la|les|l|un|une|des|"
               r"du|de la|d|this|that|these|those|the|a|an|any|some)")
    return re.compile(
        rf"\b(?:{have_fr}|{have_en}) (?:{article} {_BETWEEN})?{_PIECE}\b|"
        rf"\b(?:{have_fr}|{have_en}) (?:\w+ ){{0,3}}?(?:en|in) stock\b|"
        rf"\b(?:existe\w*|dispo|disponibles?|available|come|comes|coming|exist|exists|made|"
        rf"fait|faite|faits) (?:aussi |also |egalement )?(?:en|in) {_VARIANT}\b|"
        rf"\b{_PIECE} (?:\w+ ){{0,3}}?(?:en|in) stock\b|"
        rf"\b(?:en rupture|rupture de stock|out of stock|back in stock|plus en stock|"
        rf"pas en stock|catalogues?|catalogs?|brochures?|collections?|nouveautes|"
        rf"quel(?:le)?s? (?:couleurs?|coloris|tailles?|tissus?|modeles?|dimensions?)|"
        rf"(?:what|which) (?:colou?rs?|sizes?|fabrics?|models?|dimensions?)(?! did i| i)|"
        rf"quelles? sont les dimensions|what are the dimensions)\b")


# Money said of a debt, a bill or a refund: the back office's or "cannot refund here",
# never a price asked.
_OWED = re.compile(r"\b(?:owe\w*|dois|doit|devons|rembours\w*|refund\w*|dedommag\w*|"
                   r"compensat\w*|factur\w*|invoic\w*|bills?|paye|payee|paid)\b")


@cache
def _price() -> re.Pattern[str]:
    # "combien coûte la table Oslo ?", "c'est combien le canapé ?", "how much is delivery?",
    # "la livraison est payante ?", "frais de port ?": a price. Never "combien de temps",
    # "how much longer", "how much time" (a wait: the status).
    not_time = r"(?! de (?:temps|jours?|semaines?|mois|heures?|retard))"
    return re.compile(
        rf"\b(?:combien (?:coute\w*|ca coute|cela coute|vaut|valent|fait|font)\b|"
        rf"c est combien{not_time}\b|ca (?:coute|fait|vaut) combien\b|"
        # texted: "c combien la livraison ?", "c cb la livraison", "combien pour livrer ?",
        # "combien le canapé ?" (a thing after "combien", never "combien de temps")
        rf"(?:c|cest|sa|ca) (?:combien|cb|cmb){not_time}\b|"
        # "cb" / "cmb" texted for "combien" ("cb coûte la livraison", "ça coûte cb"), never
        # the bank card ("payé par cb la semaine dernière")
        rf"(?<!par )(?<!en )(?<!avec )(?<!ma )(?<!la )(?<!une )\b(?:cb|cmb) (?:coute\w*|ca coute|"
        rf"pour (?:la |le |les )?(?:livr\w*|montage|port))\b|coute\w* (?:cb|cmb)\b|"
        rf"combien (?:pour |ca fait pour )?(?:(?:la|le|les|l|un|une) "
        rf"(?!(?:temps|jours?|semaines?|mois|heures?|retard|delai|attente|\d+)\b)\w+|"
        rf"livrer|me livrer|livraison)\b|"
        rf"coute\w* combien\b|"
        rf"quel(?:le)? (?:est|sera|serait) (?:le|la) (?:prix|tarif|cout|montant)\b|"
        rf"quels? (?:sont )?(?:les |vos )?(?:prix|tarifs)\b|"
        rf"(?:le|les|vos|son|sa|un|du) (?:prix|tarifs?)\b|\bprix (?:de|du|des|d)\b|"
        rf"(?:frais|cout|couts) (?:de |d )?(?:livraison|port|transport|envoi|expedition|"
        rf"montage|installation|deplacement)\b|"
        rf"(?:livraison|montage|installation) (?:est |sera |c est )?(?:elle )?"
        rf"(?:payante|gratuite|offerte|incluse|comprise|facturee)\b|"
        rf"(?:est|c est|sera) (?:payant|payante|gratuit|gratuite)\b|"
        rf"(?:how|hw|hows|how s) (?:much|mch|mutch) (?!time|longer|more time|of a delay|"
        rf"delay|later|earlier)(?:is|are|does|do|for|would|will|it|s|was|4|to|the|\w*ing)\b|"
        rf"what (?:is|s|would be|will be) the (?:price|cost|fee|charge)\b|"
        rf"what does (?:it|this|that|the \w+|delivery|shipping) cost\b|"
        rf"(?:price|prices|pricing|cost) (?:of|for)\b|"
        rf"(?:delivery|shipping|assembly|installation) (?:fees?|charges?|costs?|prices?)\b|"
        rf"(?:is|will) (?:the )?(?:delivery|shipping|assembly|it|there) (?:be )?(?:free|"
        rf"charged|a (?:fee|charge))\b|free (?:delivery|shipping)\b|"
        rf"do (?:you|u) charge (?:for|extra)\b|tarifs? (?:de (?:la )?)?livraison\b|"
        # whether something costs at all: "ça coûte quelque chose de changer ?", "il y a des
        # frais ?", "c'est gratuit ?", "does that cost me anything?", "will I be charged for
        # that?", "is there a fee?", "any extra charge?"
        rf"(?:coute|couter|coutera|couterait)(?: \w+)? (?:quelque chose|qqch|qqc|rien|de l "
        rf"argent|des sous|un supplement|plus cher|un extra)\b|"
        rf"(?:il y a|y a|ya|y aura|il y aura) (?:t il )?(?:des |un |une )?(?:frais|supplement)"
        rf"\b|(?:c est|ce sera|ca reste|c) (?:bien )?(?:gratuit|gratuite|payant|payante)\b|"
        rf"(?:cost|costs|costing) (?:me |us |you )?(?:anything|something|extra|more|money|a "
        rf"thing)\b|(?:will|would|do|does|am|are) (?:i|we) (?:be |get )?(?:charged|billed|"
        rf"pay(?:ing)? (?:anything|something|extra|more))\b|(?:is|will) (?:that|this|it) "
        rf"(?:be )?(?:free|chargeable|extra)\b(?! (?:on|the|that|this|then|at|in|for)\b)|"
        rf"(?:is|are) there (?:a |any )?(?:fees?|charges?|costs?|extra)\b|"
        rf"any (?:extra )?(?:fees?|charges?|costs?)\b)")


@cache
def _warranty() -> re.Pattern[str]:
    # "la garantie c'est combien de temps ?", "is it under warranty?", "what's the
    # guarantee on the sofa?". Never "je vous garantis" (a verb) or "guarantee that it
    # comes on Tuesday" (a wish for the delivery).
    return re.compile(
        r"\b(?:garanties?|guaranties?|garentie|garantit|warrant(?:y|ies|ee)|waranty|"
        r"guarantee (?:on|for|period|cover\w*|last\w*)|(?:is there|any) (?:a )?guarantee|"
        r"(?:what|how long|which) (?:\w+ )?"
        r"(?:is )?(?:the )?guarantee|sous garantie|under guarantee|extension de garantie)\b")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Words that may follow "vous livrez à / en / dans", "do you deliver to / in" and say when,
# how or to whom, not where.
_NOT_PLACE = _words("""
quelle quel quels quelles partir domicile la le les l ma mon mes my our the a an temps heure
heures h midi time advance avance semaine week weekend soiree matinee journee fin debut moins
plus combien what which retard person personne main mains propre urgence express priorite
votre vos your this that these those avant apres before after cette ce cet time person
tout toute toutes tous all any same meme rez etage floor hand mano
moi me nous lui elle eux him her us them someone somebody quelqu quelqu un personne
un une deux trois one two three several plusieurs fois once twice go parts partie pieces
totalite full total bulk bon bonne right correct good premier premiere first second
deuxieme dernier last retard late advance jour day date
""")
_PLACE_WORDS = (r"(?:a l etranger|abroad|overseas|outside (?:of )?(?:the )?(?:city|town|france|"
                r"paris|europe|uk|country)|hors (?:de )?(?:france|paris|la ville|europe|"
                r"metropole)|partout(?: en france)?|everywhere|toute la france|all over|"
                r"en (?:province|banlieue|campagne|montagne|corse|europe|belgique|suisse|"
                r"outre mer|region \w+)|dom tom|les dom|the countryside|the suburbs|"
                r"(?:ma|mon|my|votre|your) (?:region|zone|secteur|area|departement|ville|"
                r"city|town|pays|country|code postal|postcode|zip code)|ce (?:departement|"
                r"secteur|code postal)|cette (?:region|zone|ville))")


def _zone(folded: str) -> bool:
    # "vous livrez à Lyon ?", "do you deliver to Belgium?", "zone de livraison", "where do
    # you deliver?": where deliveries go. Never "vous pouvez livrer samedi ?" (a day), "livrez
    # à 9 h" (a time), "deliver to my mother's" (another address: `out_of_scope`).
    if re.search(r"\b(?:zones? (?:de livraison|desservies?|livrees?)|"
                 r"(?:delivery|shipping) (?:areas?|zones?|regions?|radius|coverage)|"
                 r"where (?:do|can|does) (?:you|the \w+) (?:deliver|ship)|"
                 r"ou (?:est ce que )?(?:vous )?livrez|jusqu ou (?:vous )?livrez|"
                 r"(?:quelles?|which|what) (?:villes?|regions?|cities|areas?|pays|countries)"
                 r"(?: \w+){0,3} (?:livr\w*|deliver\w*|ship\w*|desserv\w*))\b", folded):
        return True
    ask = (r"(?:vous livrez|livrez vous|livrez|vous faites la livraison|vous faites des "
           r"livraisons|vous expediez|expediez vous|livraison possible|livraisons possibles|"
           r"(?:pouvez vous|vous pouvez|peut on|on peut|possible de|pourriez vous) livrer|"
           r"(?:can |could |do |would )?(?:you|u) (?:deliver|ship)|"
           r"(?:do|does) (?:you|it) (?:also )?(?:deliver|ship)|delivery possible|"
           r"do you do deliveries)")
    for match in re.finditer(rf"\b{ask}(?: (?:aussi|also|egalement|bien|meme|even))?"
                             r" (?:a|en|au|aux|dans|sur|vers|to|in|into) (\w+)", folded):
        word = match.group(1)
        if word in _NOT_PLACE or word.isdigit() or word in WEEKDAYS or word in MONTHS \
                or word.rstrip("s") in WEEKDAYS or re.fullmatch(r"\d+\w*", word):
            rest = folded[match.end(1) - len(word):]
            if re.match(_PLACE_WORDS, rest):
                return True
            continue
        return True
    return bool(re.search(rf"\b{ask}(?: \w+){{0,2}} {_PLACE_WORDS}\b", folded))


@cache
def _hours() -> re.Pattern[str]:
    # "what are your opening hours?", "vous êtes ouverts le dimanche ?", "le showroom ferme
    # à quelle heure ?": when the shop is open. Never "à quelle heure passe le livreur ?"
    # (the delivery booked) or "le matin c'est à quelle heure ?" (a half-day's hours).
    shop = r"(?:magasin|boutique|showroom|atelier|bureaux?|service client|shop|store|office)"
    return re.compile(
        r"\b(?:horaires? d ouverture|heures? d ouverture|opening (?:hours|times)|"
        r"business hours|office hours|(?:store|shop|showroom) hours|hours of business|"
        r"(?:vous )?etes (?:vous )?ouverts?|vous ouvrez|ouvrez vous|vous fermez|fermez vous|"
        r"(?:a )?quelle heure (?:vous )?(?:ouvrez|fermez|ouvre|ferme)|"
        rf"(?:le |la |les |votre |vos )?{shop} (?:est |sont )?(?:ouverte?s?|ferme\w*|ouvre\w*)|"
        rf"horaires? (?:du |de la |de l |des )?{shop}|quels sont vos horaires|vos horaires|"
        # "is the showroom open on sundays?", "the shop is open on Saturday?"
        rf"(?:is|are) (?:the |your )?{shop}s? (?:\w+ )?(?:open|closed|opened)|"
        rf"(?:the |your ){shop}s? (?:is |are )?(?:open|closed)(?: on| at| until| till| during)?|"
        r"are you (?:open|closed)|(?:when|what time) (?:do|does|are) (?:you|the (?:shop|"
        r"store|showroom|office))(?: \w+)? (?:open|close|opened|closed)\b|"
        r"what are your hours|your (?:opening )?hours|when are you open)\b")


# "my …" said of the customer's own order or delivery, not of someone who asks through them
# ("my friend asked me to ask whether you deliver on Sundays", "ma voisine demande si…").
_MINE = (r"\b(?:ma|mon|mes|my)\b(?! (?:friends?|amie?s?|voisine?s?|neighbou?rs?|wife|husband|"
         r"partner|mum|mom|mother|dad|father|sister|brother|femme|mari|mere|pere|soeur|frere|"
         r"colleagues?|collegues?|son|daughter|fils|fille|copine?|boss)\b)")


@cache
def _delivery_days() -> re.Pattern[str]:
    # "vous livrez le dimanche ?", "do you deliver on weekends?", "quels jours livrez-vous ?",
    # "vous livrez à quelle heure ?": the days and hours deliveries are made, in general.
    # Never "vous pouvez livrer samedi ?" (a move of an order to a day), "vous livrez samedi
    # 12 ?" (a date).
    days = ("(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|"
            "thursday|friday|saturday|sunday)s?")
    ask = (r"(?:vous livrez|livrez vous|est ce que vous livrez|vous faites des livraisons|"
           r"y a t il des livraisons|il y a des livraisons|vous passez|"
           r"(?<!can )(?<!could )(?<!would )(?<!will )(?:do )?(?:you|u) (?:guys )?deliver|"
           r"do you do deliveries|are (?:there )?deliveries|is there delivery|"
           r"does (?:the driver|delivery|the delivery) (?:come|happen))")
    return re.compile(
        rf"\b{ask}(?: (?:aussi|also|egalement|bien|meme|even|pas))? (?:le |les |on |on a |"
        rf"during (?:the )?|at |pendant (?:le |les )?|en )?(?:{days}|week ?ends?|"
        r"jours? feries?|bank holidays?|public holidays?|holidays|vacances)\b"
        # never one day: "samedi 12", "Saturday the 12th", "le samedi matin", "next Saturday"
        r"(?! (?:the )?\d| (?:au |le |in the |the )?(?:matin|apres midi|aprem|soir|morning|"
        r"afternoon|evening|prochain|qui vient|de cette semaine|de la semaine|this|next)\b)|"
        # never the day a delivery was made: "the walnut table, what day was it delivered?",
        # "quel jour a-t-elle été livrée ?" (a status)
        rf"\b(?:quels? jours?|(?:what|which) days?)(?: (?!was\b|were\b|did\b|ete\b|has\b|"
        rf"had\b)\w+){{0,2}} (?:livr(?!ee?s?\b|e\b)\w*|deliver(?!ed\b)\w*)\b|"
        rf"\b(?:(?:a )?quelle heure|quelles heures|what time|what hours)(?: est ce que)? "
        rf"(?:vous livrez|livrez vous|do you deliver|you deliver)\b|"
        rf"\b(?:vous livrez|livrez vous|do you deliver|you deliver) (?:a |at )?"
        rf"(?:quelle heure|quelles heures|what time|which hours)\b|"
        r"\b(?:horaires|heures|jours) de livraison\b(?! de (?:ma|mon|la|le|votre))|"
        r"\bdelivery (?:hours|days)\b")


@cache
def _contact() -> re.Pattern[str]:
    # "c'est quoi votre numéro de téléphone ?", "what's your phone number?", "comment vous
    # joindre ?", "how can I call you?": a way to reach the team. The desk holds no phone
    # number (no setting, no data gives one), so it says so instead of "I cannot answer that"
    # beside texts that send the customer to the team. Never the customer giving theirs
    # ("mon numéro c'est le 06…", "my phone number is…").
    return re.compile(
        r"\b(?:(?:votre|vos|your|ur|le|the) (?:numero|numeros|number|no) (?:de )?"
        r"(?:telephone|tel|phone|portable|service client|hotline|standard)|"
        r"(?:votre|vos|your|ur) (?:telephone|tel|phone|hotline|standard)(?: number)?|"
        r"(?:numero|number) (?:de telephone |de tel |of |de )?(?:du |de la |de l |the |your )?"
        r"(?:service client\w*|customer (?:service|care|support)|sav|support|hotline|equipe|team)|"
        r"(?:comment|how (?:can|do|could) (?:i|we)) (?:vous )?(?:joindre|appeler|contacter|"
        r"reach|call|phone|contact)(?: you| your team| the team| someone)?|"
        r"(?:puis je|je peux|can i|could i) vous (?:appeler|telephoner|joindre)|"
        r"(?:can|could) i (?:call|phone|ring) (?:you|your team|someone))\b")


@cache
def _delivery_service() -> re.Pattern[str]:
    # What happens at the delivery beyond bringing the piece: a tip for the driver ("faut-il
    # donner un pourboire ?", "should I tip the driver?"), assembly ("le livreur monte le
    # lit ?", "will they assemble the table?"), the old furniture or the packaging taken
    # away ("vous pouvez reprendre mon ancien canapé ?", "can you take away my old sofa?").
    # The desk knows none of it and arranges none of it. Never a move ("reprendre rendez-
    # vous"), never the piece delivered ("montez-le au 3e": access, `out_of_scope`).
    driver = (r"(?:livreurs?|chauffeurs?|transporteurs?|drivers?|delivery (?:guys?|men|man|team)|"
              r"movers?)")
    old = (r"(?:anciens?|ancienne?s?|vieux|vieil|vieille?s?|old|existing|current|previous)"
           r" (?:\w+ )?(?:canap\w*|sofa\w*|couch\w*|lits?|beds?|matelas|mattress\w*|tables?|"
           r"chaises?|chairs?|fauteuils?|armchairs?|meubles?|furniture|buffets?|armoires?|"
           r"wardrobes?)")
    return re.compile(
        rf"\b(?:pourboires?|tip (?:the |our |my )?{driver}|tip (?:for|to) (?:the )?{driver}|"
        rf"(?:should|do|must|shall) (?:i|we) tip|tipping)\b|"
        rf"\b(?:reprendre|reprenez|reprise|recuperer|recuperez|emporter|emportez|enlever|"
        rf"enlevez|evacuer|evacuez|debarrasser|debarrassez|take away|taking away|take back|"
        rf"haul away|remove|dispose of|get rid of|collect|pick up|recycl\w*) (?:\w+ ){{0,2}}?"
        rf"(?:de )?(?:mon|ma|mes|notre|nos|le|la|les|l|my|our|the|an?) {old}\b|"
        rf"\b(?:reprise|recuperation|enlevement|evacuation|removal|disposal|collection) "
        rf"(?:de |d |of )?(?:l |the |my |mon |ma |mes )?{old}\b|"
        rf"\b(?:repren\w*|emport\w*|evacu\w*|debarrass\w*|take away|remove|dispose of) "
        rf"(?:\w+ ){{0,2}}?(?:les |the )?(?:emballages?|cartons?|packaging|boxes|cardboard)\b|"
        rf"\b(?:le |les |votre |vos |the |your )?{driver} (?:\w+ ){{0,2}}?(?:monte\w*|"
        rf"assembl\w*|install\w*|set up|put together|fix\w* (?:it|them) to)\b(?! (?:au|a l|les "
        rf"escaliers|jusqu|up|upstairs))|"
        rf"\b(?:montage|assemblage|assembly|installation) (?:\w+ ){{0,3}}?(?:inclus|compris|"
        rf"prevu|included|provided|offered|possible)\b|"
        rf"\b(?:vous|you|u|they) (?:\w+ ){{0,2}}?(?:monte\w*|assembl\w*|install\w*|"
        rf"put (?:it|them) together|set (?:it|them) up)\b(?! (?:au|a l|les escaliers|jusqu|up|"
        rf"upstairs))|"
        rf"\b(?:do|must|should|have to) (?:i|we) (?:\w+ )?(?:assemble|put (?:it|them) together|"
        rf"set (?:it|them) up)\b|\b(?:je dois|dois je|on doit|il faut) (?:le |la |les )?"
        rf"(?:monter|assembler|installer)\b(?! (?:au|a l|les escaliers|jusqu))")


@cache
def _one_day() -> re.Pattern[str]:
    # One day said after the general question ("Vous livrez le samedi ? Le samedi 19 au
    # matin m'irait bien", "do you deliver on Saturdays? Saturday the 19th would suit me"):
    # a delivery asked that day, which the slots of the order answer (never refused as a
    # question about delivery days in general).
    days = "|".join(WEEKDAYS)
    months = "|".join(MONTHS)
    return re.compile(
        rf"\b(?:{days}) (?:the )?\d{{1,2}}\b|\b\d{{1,2}}(?:er|st|nd|rd|th)? (?:of )?(?:{months})\b|"
        rf"\b(?:{months}) \d{{1,2}}\b|\b(?:le|du|the|on the) \d{{1,2}}(?:er|st|nd|rd|th)?\b"
        r"(?! ?(?:h\b|heures?|e\b|eme|etage|am\b|pm\b|:))")


# An order number written in the message ("SO-24903", "so 24903", "24903").
_ORDER_NUMBER = re.compile(rf"\bso(?:\s|{ORDER_SEP})*\d{{3,12}}\b|(?<!\d)\d{{5,6}}(?!\d)", re.I)


@per_text
def beyond_desk(message: str) -> Beyond | None:
    """What the message asks that the desk cannot answer: the catalogue, a price, the
    warranty, where deliveries go ("zone"), the shop's hours, the days or hours deliveries
    are made ("delivery_days"); None when it asks none of these, reports damage (a case
    the desk opens), or speaks of money owed or refunded (said elsewhere)."""
    folded = fold(message)
    if _damage().search(folded):
        return None
    if asks_case_delay(message):
        return "case_delay"
    if _warranty().search(folded):
        return "warranty"
    if _price().search(folded) and not _OWED.search(folded):
        return "price"
    if _catalogue().search(folded):
        return "catalogue"
    if _delivery_service().search(folded):
        return "delivery_service"
    if _hours().search(folded):
        return "hours"
    general = _delivery_days().search(folded)
    if general and not _ORDER_NUMBER.search(message) and not re.search(_MINE, folded) \
            and not _one_day().search(folded, general.end()):
        return "delivery_days"
    if _zone(folded):
        return "zone"
    if _contact().search(folded) and not re.search(
            r"\b(?:mon|ma|my) (?:numero|number|telephone|tel|phone|portable)\b", folded):
        return "contact"
    return None


# -- what the after-sales team decides, and when --------------------------------------------
#
# A remedy asked beside a damage report ("la table est arrivée rayée, je veux être
# remboursé", "I'd like a replacement", "un geste commercial ?"): the desk decides none of
# them; the proposal of the case says the after-sales team does, within the case.
Remedy = Literal["refund", "replacement", "repair", "discount", "credit"]
_REMEDIES: tuple[tuple[Remedy, str], ...] = (
    ("refund", r"rembours\w*|refund\w*|(?:my|mon|notre|our) (?:money|argent) back|money back|"
               r"recuperer (?:mon|notre) argent|dedommag\w*|indemnis\w*|compensat\w*|"
               r"repay\w*|reimburs\w*"),
    ("replacement", r"remplac\w*|replac\w*|echang\w*|exchang\w*|swap (?:it|them)|"
                    r"(?:a|une?) (?:new|nouveau|nouvelle|neuf|neuve) (?:one|piece|exemplaire)|"
                    r"(?:un|une) (?:autre|neuf|neuve)(?: exemplaire)?$|another one|new one|"
                    r"send (?:me |us )?(?:a |another )"),
    ("repair", r"repar\w*|repair\w*|fix (?:it|them)|mend (?:it|them)"),
    ("discount", r"discount\w*|remise|reduction|rabais|ristourne|geste commercial|"
                 r"money off|partial refund|price reduction|goodwill gesture"),
    ("credit", r"un avoir|store credit|credit note|(?:a )?credit|bon d achat|voucher"),
)


@cache
def _remedy_patterns() -> tuple[tuple[Remedy, re.Pattern[str]], ...]:
    return tuple((kind, re.compile(rf"\b(?:{words})\b")) for kind, words in _REMEDIES)


def remedies_asked(message: str) -> tuple[Remedy, ...]:
    """The remedies the message asks for (a refund, a replacement, a repair, a discount, a
    credit), in that order; none when it asks none."""
    folded = fold(message)
    found = [kind for kind, pattern in _remedy_patterns() if pattern.search(folded)]
    if "discount" in found and "refund" in found and re.search(r"\bpartial refund", folded):
        found.remove("refund")  # "a partial refund" is a discount
    return tuple(found)


# How long a case takes, or when the team comes back to the customer: "si j'ouvre un
# dossier, ça prend combien de temps ?", "how long does a case take?", "when will someone get
# back to me about my case?", "sous quel délai le SAV me recontacte ?". Nothing (no setting,
# no data, no text) commits to a delay: the answer says who contacts the customer, and that
# no delay can be promised; never a figure made up.
_CASE = (r"(?:dossiers?|sav|service apres vente|apres vente|reclamations?|cases?|claims?|"
         r"after sales(?: team)?|tickets?|complaints?)")
_HOW_LONG = (r"(?:combien de temps|quels? delais?|en combien de temps|sous combien de temps|"
             r"sous quels? delais?|ca prend combien|ca va prendre combien|ca dure combien|"
             r"how long|how much time|how soon|how many days|how quickly|what s the turnaround|"
             r"turnaround|timescale|time ?frame)")
_CASE_DELAY = (
    rf"\b{_HOW_LONG}\b(?: \S+){{0,8}}? {_CASE}\b|\b{_CASE}\b(?: \S+){{0,8}}? {_HOW_LONG}\b|"
    # "when will someone get back to me?", "quand est-ce qu'on va me recontacter ?",
    # "when will I hear back?", "vous me rappelez quand ?"
    r"\b(?:when|quand)\b(?: \S+){0,6}? (?:get back to (?:me|us)|contact (?:me|us)|"
    r"call (?:me|us) back|hear (?:back|from (?:you|them|someone|the team))|"
    r"(?:me|nous) (?:recontact\w*|rappel\w*|contact\w*|repond\w*|appel\w*)|recontact\w*)\b|"
    r"\b(?:me|nous) (?:recontactez|rappelez|recontacte|rappelle|recontactera|rappellera)"
    r"(?: \S+){0,3}? quand\b|"
    r"\b(?:how long|how soon|combien de temps|sous quel delai|dans combien de temps)\b"
    r"(?: \S+){0,6}? (?:get back to (?:me|us)|contact (?:me|us)|hear (?:back|from)|"
    r"(?:me|nous) (?:recontact\w*|rappel\w*|contact\w*|repond\w*)|recontact\w*|"
    r"call (?:me|us) back)\b")


@cache
def _case_delay() -> re.Pattern[str]:
    return re.compile(_CASE_DELAY)


def asks_case_delay(message: str) -> bool:
    """Whether the message asks how long a case takes or when the team gets back to the
    customer."""
    return bool(_case_delay().search(fold(message)))


# Right after a case was opened (or told again), what the customer may ask of it in words
# that name no case: its number again ("pardon j'ai pas noté le numéro, vous pouvez me le
# redonner ?", "c'est quoi le numéro déjà ?", "can u give me the reference again pls",
# "what was that number?"), where to send photos ("je peux vous envoyer des photos ?", "I
# have photos, where do I send them?"), how long it takes ("ça va prendre combien de temps
# ?", "how long will that take?"). Read only once a case was just told (`last_case`): the
# case is read and told again (its number), with what the desk can say of photos or delays.
_CASE_NUMBER_WORDS = r"(?:numeros?|num|n°|no|references?|ref|refs|number|nr|id)"
_AGAIN_WORDS = (r"(?:deja|encore|again|redonner|redire|rappeler|repeter|repeat|remind|"
                r"give me|tell me|send me|what (?:is|s|was|were)|whats|c est quoi|c etait quoi|"
                r"c quoi|quel (?:est|etait)|pas note|pas eu|didn t (?:get|catch|note|see)|"
                r"missed|lost|perdu|oublie\w*|forgot|note)")
_CASE_NUMBER_AGAIN = (rf"\b{_CASE_NUMBER_WORDS}\b(?: \S+){{0,8}}? {_AGAIN_WORDS}\b|"
                      rf"\b{_AGAIN_WORDS}\b(?: \S+){{0,8}}? {_CASE_NUMBER_WORDS}\b")
_NOT_CASE_NUMBER = (r"\b(?:mon|ma|my|our|notre) (?:numero|number|telephone|tel|phone|portable|"
                    r"mobile)\b|\b(?:telephone|tel|phone|portable|mobile|appeler|call)\b")
_PHOTOS = r"\b(?:photos?|pictures?|pics?|images?|videos?|photographies?|clich\w*)\b"
_BARE_HOW_LONG = (r"\b(?:combien de temps|quels? delais?|sous quels? delais?|dans combien de "
                  r"temps|ca (?:va )?prend(?:re)? combien|how long|how soon|how many days|"
                  r"how quickly|what s the turnaround|turnaround|time ?frame)\b")
_NOT_CASE_DELAY = r"\b(?:livr\w*|deliver\w*|arriv\w*|fabricat\w*|production|atelier|workshop)\b"


def case_follow_up(message: str) -> list[Literal["number", "photos", "delay"]]:
    """What a message asks of a case just told, in words that name none: its number again,
    photos, how long (see `_CASE_NUMBER_AGAIN`); [] when it asks none of these."""
    folded = fold(message).replace("'", " ").replace("’", " ")
    found: list[Literal["number", "photos", "delay"]] = []
    if re.search(_CASE_NUMBER_AGAIN, folded) and not re.search(_NOT_CASE_NUMBER, folded):
        found.append("number")
    if re.search(_PHOTOS, folded):
        found.append("photos")
    if re.search(_BARE_HOW_LONG, folded) and not re.search(_NOT_CASE_DELAY, folded):
        found.append("delay")
    return found


def beyond_desk_only(message: str) -> Beyond | None:
    """`beyond_desk`, when the message makes no request the desk handles beside it ("où en
    est SO-24903 ? et vous livrez à Lyon ?" is the status asked): each of its sentences is
    either such a question or asks nothing the desk does."""
    beyond = beyond_desk(message)
    if beyond is None:
        return None
    for clause in re.split(r"[.?!;\n]+|,? \b(?:et|and|mais|but|aussi|also|sinon)\b ", message):
        if clause.strip() and beyond_desk(clause) is None and _handled(clause):
            return None
    return beyond


def _asks_status(message: str) -> bool:
    """Whether the message asks an order's status, by Python's own cues."""
    from nodes.kit.answers import asks_order_status

    return asks_order_status(message)


def _handled(clause: str) -> bool:
    """Whether a clause asks something the desk does, by Python's own cues (never the offline
    model's lexicon, which a hosted model replaces): an order's status, a move, damage."""
    from nodes.kit.answers import CASE_WORDS, asks_order_status
    from services.text import MOVE_VERB

    folded = fold(without_addresses(clause))
    return asks_order_status(clause) or bool(
        MOVE_VERB.search(folded) or CASE_WORDS.search(folded) or re.search(DAMAGE, folded))

# -- why an order is late or cancelled ----------------------------------------------------
#
# "Pourquoi ma commande est en retard ?", "why was my order cancelled?": the desk knows the
# order's status and its delay, never the reason for them. The status is told, then a fixed
# line says no reason is recorded; none is ever made up.

Why = Literal["late", "cancelled"]
_WHY = (r"(?:pourquoi|pourqoi|pourquoie|pq|pk|pour quelle raison|pour quelles raisons|"
        r"comment (?:ca|cela) se fait|comment se fait il|quelle (?:est la )?raison|"
        r"la raison (?:du|de l|de)|why|whys|how come|what s the reason|what is the reason|"
        r"for what reason|reason (?:for|why)|wat s the reason|y is)")
_LATE = (r"(?:retard\w*|late|delay\w*|toujours pas|pas encore|still not|not yet|still waiting|"
         r"si long\w*|so long|taking (?:so|this) long|autant de temps|tant de temps|"
         r"bloque\w*|stuck|held up|(?:pas|not) (?:ete )?(?:livree?s?|delivered|arrivee?s?|"
         r"arrived)|(?:delivered|arrived|here|come|shipped) yet|yet to (?:arrive|come|be))")
_CANCELLED = r"(?:annul\w*|cancel\w*)"


def why_asked(message: str) -> Why | None:
    """Whether the message asks why an order is late ("late") or was cancelled
    ("cancelled"); None when it asks no reason."""
    folded = fold(message)
    for what, words in (("cancelled", _CANCELLED), ("late", _LATE)):
        if re.search(rf"\b{_WHY}\b(?: \S+){{0,8}}? {words}\b|\b{words}\b(?: \S+){{0,6}}? "
                     rf"{_WHY}\b", folded):
            return what  # type: ignore[return-value]
    return None


# -- someone else's order ----------------------------------------------------------------
#
# "où en est la commande de mon voisin ?", "my neighbour's order", "la commande de ma mère
# SO-25010": an order said to be another person's. The desk speaks of the signed-in
# customer's own orders only (the service layer answers for no other): a fixed text says so
# and how the other person can ask, whatever the order number (nothing read, nothing
# written). Never "la commande pour ma mère" (the customer's own order, for someone) nor
# "livrer chez ma mère" (an address: `out_of_scope`).
_PERSON_FR = (r"(?:voisin\w*|mere|pere|maman|papa|parents?|freres?|soeurs?|fils|filles?|"
              r"ami|amie|amis|copain|copine|pote|collegue\w*|cousin\w*|oncle|tante|"
              r"grand (?:mere|pere)|grands parents|belle (?:mere|soeur|fille)|"
              r"beau (?:pere|frere|fils)|mari|femme|epouse|epoux|conjoint\w*|compagnon|compagne|"
              r"patron\w*|chef|patron|client\w*|locataire\w*|proprietaire|colocataire\w*|coloc|"
              r"belle famille|famille|enfants?)")
_PERSON_EN = (r"(?:neighbou?rs?|mother|mom|mum|father|dad|parents?|brothers?|sisters?|sons?|"
              r"daughters?|friends?|colleagues?|co ?workers?|cousins?|uncle|aunt|grand(?:ma|pa|"
              r"mother|father|parents)|(?:mother|father|brother|sister|son|daughter) in law|"
              r"husband|wife|partner|boyfriend|girlfriend|boss|clients?|customers?|tenants?|"
              r"landlord|landlady|flatmates?|roommates?|housemates?|family|kids?|children)")
_OUTSIDER_FR = (r"(?:voisin\w*|ami|amie|amis|copain|copine|pote|collegue\w*|patron\w*|"
                r"client\w*|locataire\w*|proprietaire|colocataire\w*|coloc)")
_OUTSIDER_EN = (r"(?:neighbou?rs?|friends?|colleagues?|co ?workers?|boss|clients?|customers?|"
                r"tenants?|landlord|landlady|flatmates?|roommates?|housemates?)")
_ORDER_WORD = (r"(?:commandes?|cde|orders?|livraisons?|deliver(?:y|ies)|colis|parcels?|"
               r"packages?|achats?|purchases?)")


# An after-sales case, however named ("dossier", "réclamation", "SAV", "claim", "case").
_CASE_WORD = (r"(?:dossiers?|reclamations?|litiges?|sav|tickets?|cases?|claims?|"
              r"complaints?)")


_TITLE = r"(?:mme|mmes|madame|mr|mrs|ms|miss|mister|monsieur|m|mlle|mademoiselle|dr|docteur)"


@cache
def _others_order() -> re.Pattern[str]:
    mine_fr = r"(?:mon|ma|mes|notre|nos)"
    mine_en = r"(?:my|our)"
    number = r"(?: (?:n(?:o|umero)? )?(?:so ?)?\d{4,6})?"
    return re.compile(
        rf"\b{_ORDER_WORD}{number} (?:de|du|d) {mine_fr} {_PERSON_FR}\b"
        rf"|\b(?:celles?|ceux) (?:de|du|d) {mine_fr} {_PERSON_FR}\b"
        rf"|\b{_ORDER_WORD}{number} of {mine_en} {_PERSON_EN}\b"
        rf"|\b{mine_en} {_PERSON_EN} s (?:\w+ )?{_ORDER_WORD}\b"
        rf"|\b{mine_en} (?:\w+ )?{_PERSON_EN} s (?:order|delivery|parcel|package)\b"
        # "can you tell me about SO-41095, it's my neighbour's", "SO-25010, c'est celle de
        # ma mère": the number said, then whose it is
        rf"|\bso[ -]?\d{{4,6}}\b[^.?!]{{0,12}}?(?:it s|its|that s|it is|that is|which is|"
        rf"c est|qui est|elle est) (?:celle |celui |the one |la commande |the order )?"
        rf"(?:(?:de|du|d|of) )?(?:{mine_fr} {_PERSON_FR}|{mine_en} {_PERSON_EN})\b"
        rf"(?! (?:who|qui|que|will|can|could|va|peut|pourra|takes|prend))"
        rf"|\b{_ORDER_WORD}{number} (?:de|d) (?:quelqu un d autre|une autre personne|"
        rf"un autre client|une autre cliente)\b"
        rf"|\b(?:someone|somebody) else s (?:\w+ )?{_ORDER_WORD}\b"
        rf"|\b{_ORDER_WORD}{number} (?:of|for) (?:someone|somebody) else\b"
        rf"|\banother (?:customer|person|client) s (?:\w+ )?{_ORDER_WORD}\b"
        # "mon voisin a commandé un canapé", "ma mère a passé une commande", "my neighbour
        # ordered a table": the other person's order
        rf"|\b{mine_fr} {_PERSON_FR} (?:a|avait|ont|avaient) (?:\w+ )?(?:commande\w*|"
        rf"passe (?:une|sa|la) commande|achete\w*)\b"
        rf"|\b{mine_en} {_PERSON_EN} (?:has |had |have |just )?(?:ordered|bought|purchased|"
        rf"placed (?:an|a|the|her|his|their) order)\b"
        # "my neighbour's sofa arrived damaged", "le canapé de ma voisine": a piece of
        # someone outside the household (a relative's may be the customer's own order, bought
        # for them: "my daughter's bed")
        rf"|\b{mine_en} {_OUTSIDER_EN} s (?:\w+ )?{_PIECE}\b"
        rf"|\b{_PIECE} (?:de|du|d) {mine_fr} {_OUTSIDER_FR}\b"
        # "la commande de Mme Dupont", "Mr Smith's order": someone named with a title
        rf"|\b{_ORDER_WORD}{number} (?:de|du|d|of) {_TITLE} \w+"
        rf"|\b{_TITLE} \w+ s (?:\w+ )?{_ORDER_WORD}\b"
        # "my neighbour Martin's order", "my friend Mrs Dupont's delivery": the relation,
        # then the name, then the order; "la commande de Dupont, mon voisin": the name,
        # then the relation
        rf"|\b{mine_en} (?:\w+ )?{_PERSON_EN}(?: {_TITLE})?(?: {_NAME_WORD}){{1,2}} s "
        rf"(?:\w+ )?{_ORDER_WORD}\b"
        # "my neighbour Mrs Dubois's sofa", "my friend Jane's table": a piece of someone
        # outside the household, named (a relative's may be the customer's own order)
        rf"|\b{mine_en} {_OUTSIDER_EN}(?: {_TITLE})?(?: {_NAME_WORD}){{1,2}} s (?:\w+ )?"
        rf"{_PIECE}\b"
        # the orders of a family or a household ("toutes les commandes de la famille
        # Girard", "all the orders for our household"): others' besides the customer's
        rf"|\b{_ORDER_WORD} (?:de|du|d|of|for) (?:(?:{mine_fr}|{mine_en}|la|the|toute la|"
        rf"the whole) )?(?:famille|foyer|maisonnee|family|household)\b"
        rf"|\b{_ORDER_WORD} (?:of|for) the \w+ family\b"
        rf"|\b{_ORDER_WORD}{number} (?:de|du|d|of) (?:{_TITLE} )?{_NAME_WORD}(?: {_NAME_WORD})?"
        rf" (?:{mine_fr} {_PERSON_FR}|{mine_en} {_PERSON_EN})\b"
        # acting for someone outside the household or a parent: "I'm calling for my
        # neighbour Mrs X", "j'appelle pour ma voisine", "je vous écris de la part de ma
        # mère", "on behalf of my friend" (never "pour mon mari et moi", the household's)
        rf"|\b(?:(?:i m|i am|im|we re|we are) )?(?:calling|phoning|ringing|writing|"
        rf"contacting you|enquiring|asking|here|messaging) (?:for|on behalf of) {mine_en} "
        rf"{_FOR_WHOM_EN}\b"
        rf"|\b(?:on behalf of|for and on behalf of) {mine_en} {_FOR_WHOM_EN}\b"
        rf"|\b(?:j appelle|je vous appelle|j ecris|je vous ecris|je viens|je vous contacte|"
        rf"je me renseigne|je demande|je passe) (?:pour|de la part de|au nom de|pour le compte "
        rf"de) {mine_fr} {_FOR_WHOM_FR}\b"
        rf"|\b(?:de la part de|au nom de|pour le compte de) {mine_fr} {_FOR_WHOM_FR}\b"
        # the person, then the order as theirs, asked for in the same sentence ("ma voisine
        # m'a demandé de décaler sa commande SO-…", "my neighbour asked me to check her
        # order", "mon collègue voudrait savoir où en est sa livraison"): that person's order
        # (never that person's delivery told of: "mon voisin a reçu sa livraison hier"; a
        # relative's may be the customer's own order bought for them: read as asked)
        rf"|\b{mine_fr} {_OUTSIDER_FR}\b[^.;!?]{{0,60}}? {_ASKED_OF} (?:\S+ ){{0,3}}?"
        rf"(?:sa|son|leur|ses|leurs) {_ORDER_WORD}\b"
        rf"|\b{mine_en} {_OUTSIDER_EN}\b[^.;!?]{{0,60}}? {_ASKED_OF} (?:\S+ ){{0,3}}?"
        rf"(?:her|his|their) {_ORDER_WORD}\b")


# What is asked of an order: moved, checked, followed ("décaler", "où en est", "check on").
_ASKED_OF = (r"(?:decal\w*|deplac\w*|report\w*|avanc\w*|bouger|chang\w*|modifi\w*|verifi\w*|"
             r"suivre|regarder|ou en est|ou est|move|moving|reschedul\w*|push\w*|postpon\w*|"
             r"check\w*|track\w*|look\w*|chase|chasing|where is|where s|status of)")


# Whom a caller may say they act for, whose order it then is: someone outside the household,
# or a parent (a spouse or a child may share the customer's own order).
_FOR_WHOM_FR = (r"(?:voisin\w*|ami|amie|amis|copain|copine|pote|collegue\w*|patron\w*|"
                r"client\w*|locataire\w*|proprietaire|colocataire\w*|coloc|mere|pere|maman|"
                r"papa|parents|grand (?:mere|pere)|grands parents|belle mere|beau pere)")
_FOR_WHOM_EN = (r"(?:neighbou?rs?|friends?|colleagues?|co ?workers?|boss|clients?|customers?|"
                r"tenants?|landlord|landlady|flatmates?|roommates?|housemates?|mother|mom|mum|"
                r"father|dad|parents|grand(?:ma|pa|mother|father|parents)|(?:mother|father) in "
                r"law)")


# A word that may be a person's name in a folded message: no day, month, time or
# determiner ("la livraison de lundi, mon voisin sera là" names nobody).
_NAME_WORD = (r"(?!(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|"
              r"wednesday|thursday|friday|saturday|sunday|demain|tomorrow|today|aujourd|hier|"
              r"yesterday|matin|soir|apres|midi|morning|afternoon|evening|semaine|week|mois|"
              r"month|la|le|les|l|un|une|des|du|de|mon|ma|mes|ton|ta|son|sa|ses|ce|cette|"
              r"the|a|an|my|your|his|her|our|their|this|that|next|last|prochain\w*|dernier\w*|"
              r"et|and|ou|or|pour|for|qui|who|which|que|chez|at|to|in|au|aux|en|par|by|with|"
              r"avec|sur|on|from|des|est|a|ont|sont|etait|sera|is|was|has|had|will|arrive\w*|"
              r"livre\w*|deliver\w*|ne|n|pas|not|please|svp|stp|merci|thanks|ok|so|c|s|il|"
              r"elle|it|he|she|they|ils|elles|y)\b)[a-z]+")


# "la commande de Jean Martin", "Jean Martin's order", "the order of Paul Dupont": an order
# said to be a person's named by first and last name (capitalised as written). Whose it is
# is told by `named_owner`; whether that is the customer is the router's to say.
_NAME = r"[A-ZÀ-Ý][a-zà-ÿ'’-]+(?:[ -][A-ZÀ-Ý][a-zà-ÿ'’-]+)+"
_NAMED_ORDER_WORD = (r"(?:[Cc]ommandes?|[Ll]ivraisons?|[Cc]olis|[Aa]chats?|[Oo]rders?|"
                     r"[Dd]eliver(?:y|ies)|[Pp]arcels?|[Pp]ackages?|[Pp]urchases?)")
_NAMED_ORDER = re.compile(
    rf"\b{_NAMED_ORDER_WORD}(?:\s+(?:n[°o]\s*)?(?:SO-?\s?)?\d{{4,6}})?\s+"
    rf"(?:de\s+|du\s+|d['’]\s*|à\s+|a\s+|of\s+|for\s+)(?P<a>{_NAME})"
    rf"|(?P<b>{_NAME})['’]s?\s+(?:\w+\s+)?{_NAMED_ORDER_WORD}\b")
# Capitalised words that name no person: a product range, a feast, a day, a month.
_NOT_A_NAME = frozenset({"noel", "paques", "so", "canape", "table", "chaise", "chaises",
                         "fauteuil", "lit", "etagere", "banc", "buffet", "bureau", "oslo",
                         "nantes", "brest", "arles", "lyon", "colmar", "dinan", "echantillons",
                         "christmas", "easter", "black", "friday", "the", "la", "le", "les"})


def named_owner(message: str) -> list[str] | None:
    """The words of the name of a person whose order the message asks about, named by
    first and last name ("où en est la commande de Jean Martin ?" → ["jean", "martin"]);
    in lower case too when the first is a given name ("la commande de jean martin"); None
    when it names none (a product, a feast or a month is no person)."""
    for found in _NAMED_ORDER.finditer(message):
        name = found.group("a") or found.group("b") or ""
        if _kin_beside(message, *found.span("a" if found.group("a") else "b")):
            continue  # "la commande de Sophie Martin, ma femme": the household's
        words = re.findall(r"[a-z]+", fold(name))
        if len(words) >= 2 and not items_named(name) \
                and not any(w in _NOT_A_NAME or w in WEEKDAYS or w in MONTHS for w in words):
            return words
    # (an order's number said beside: the proof comes first, that number is read as asked:
    # "je suis le mari de Sophie Lefèvre, déplacez sa table SO-…" is not found, not told)
    for found in () if _ORDER_NUMBER.search(message) else _named_around().finditer(message):
        # "Margaux Perrin's sofa", "I'm Bastien Roux's wife", "le mari de Chloé Vidalenc",
        # "can you move Oliver Ashdown's too?": a piece, a relation or an order of someone
        # named, or their possessive with its noun left out
        name = found.group("n") or found.group("m") or found.group("e") or ""
        key = "n" if found.group("n") else "m" if found.group("m") else "e"
        if _kin_beside(message, *found.span(key)):
            continue  # "my wife Sophie Martin's sofa": the household's, read as the customer's
        said = [fold(w) for w in (found.group("w"), found.group("w1"), found.group("w2")) if w]
        words = re.findall(r"[a-z]+", fold(name))
        if len(words) >= 2 and (found.group("e") or any(_owned().fullmatch(w) for w in said)) \
                and not items_named(name) \
                and not any(w in _NOT_A_NAME or w in WEEKDAYS or w in MONTHS for w in words):
            return words
    folded = fold(message)
    for found in (m for pattern in _named_lower() for m in pattern.finditer(folded)):
        words = [found["first"], found["last"]]
        if _kin_beside(folded, found.start("first"), found.end("last")):
            continue  # "la commande de sophie martin, ma femme": the household's
        if not items_named(" ".join(words)) \
                and not any(w in _NOT_A_NAME or w in WEEKDAYS or w in MONTHS for w in words):
            return words
    return None


# The customer's own household, said beside a person's name ("my wife Sophie Martin", "Sophie
# Martin, ma femme", "mon mari Paul Martin", "Léa Martin (my daughter)"): no outsider, the
# order is the customer's own to ask of (whose it is, is checked by ownership anyway).
_KIN_FR = (r"(?:mari|femme|epouse|epoux|conjoint\w*|compagnon|compagne|fils|filles?|"
           r"enfants?|mere|pere|maman|papa|parents|freres?|soeurs?)")
_KIN_EN = (r"(?:wife|husband|partner|spouse|boyfriend|girlfriend|fiancee?|sons?|daughters?|"
           r"kids?|children|mother|mum|mom|father|dad|parents|brothers?|sisters?)")
_KIN_BEFORE = re.compile(rf"\b(?:my|our|ma|mon|notre|nos|mes)(?: own)? (?:{_KIN_FR}|{_KIN_EN})$")
_KIN_AFTER = re.compile(rf"^(?:my|our|ma|mon|notre|nos|mes) (?:{_KIN_FR}|{_KIN_EN})\b")


def _kin_beside(message: str, start: int, end: int) -> bool:
    """Whether the name at message[start:end] is said as the customer's own relative, just
    before it ("my wife …") or just after it (", ma femme")."""
    return bool(_KIN_BEFORE.search(fold(message[max(0, start - 40):start]))
                or _KIN_AFTER.search(fold(message[end:end + 40])))


@cache
def _named_around() -> re.Pattern[str]:
    """A person named by first and last name (capitalised), then the word after their
    possessive ("Margaux Perrin's sofa", "Bastien Roux's wife"); the word before "de" / "of"
    and their name ("le canapé de Margaux Perrin", "le mari de Chloé Vidalenc"); or their
    possessive alone, its noun left out ("move Oliver Ashdown's too")."""
    # (the first word holds no apostrophe: "I'm Bastien Roux's wife" names Bastien Roux)
    name = r"(?<![\w'’])[A-ZÀ-Ý][a-zà-ÿ-]+(?:[ -][A-ZÀ-Ý][a-zà-ÿ'’-]+)+"
    return re.compile(
        rf"(?P<e>{name})['’]s(?=\s*(?:too|as well|also|aussi|[,?!.]|$))"
        rf"|(?P<n>{name})['’]s?\s+(?P<w1>\w+)(?:\s+(?P<w2>\w+))?"
        rf"|\b(?P<w>\w+)\s+(?:de|du|d['’]\s*|of)\s+(?P<m>{name})")


@cache
def _owned() -> re.Pattern[str]:
    """A word that says what a person has or is to someone: an order, a piece, a relation."""
    return re.compile(rf"(?:{_ORDER_WORD}|{_PIECE}|{_PERSON_FR}|{_PERSON_EN})")


# Given names, to tell a person named in lower case ("la commande de jean martin", "where is
# sarah connor's order") from other words after "de" / "of". Names that are also common
# words ("rose", "pierre", "may", "will", "mark") are left out.
_GIVEN = """
jean jeanne marie pierre paul jacques michel philippe alain nicolas francois francoise
isabelle nathalie sylvie catherine christine sophie anne martine monique nicole valerie
sandrine stephanie celine julie aurelie camille lea emma chloe manon sarah laura julien
thomas antoine alexandre maxime hugo lucas louis arthur jules gabriel raphael leo theo
nathan mathieu matthieu guillaume sebastien olivier frederic laurent eric david daniel
patrick christophe stephane vincent bruno didier thierry luc marc yann tom zoe ines nina
emilie elise eloise lucie claire helene agnes brigitte chantal danielle dominique
genevieve jacqueline josiane mireille odile pascale patricia veronique yvonne amelie
pauline margaux clara alice louise juliette charlotte mathilde ines lina anais
oceane justine morgane noemie romane elodie audrey caroline delphine florence
karine laetitia magali severine virginie benoit cedric damien fabien florian gregory
jerome jonathan kevin ludovic mickael nicolas quentin romain simon thibault tristan
xavier yves yannick adrien baptiste bastien benjamin clement dylan enzo etienne
gaetan gauthier jordan loic marius mathis noah paul remi samuel tony victor william
john james robert michael richard joseph charles christopher matthew anthony donald
steven andrew joshua kenneth george edward brian ronald timothy jason jeffrey ryan
gary nicholas eric stephen jonathan larry justin scott brandon frank gregory raymond
samuel patrick alexander jack dennis jerry tyler aaron henry douglas peter adam
nathan zachary walter kyle harold carl jeremy keith roger gerald ethan arthur terry
christian sean lawrence austin joe noah jesse albert bryan billy bruce ralph roy
jordan eugene wayne louis dylan alan juan gabriel russell randy philip harry vincent
bobby johnny logan mary patricia jennifer linda elizabeth barbara susan jessica sarah
karen nancy lisa betty margaret sandra ashley kimberly emily donna michelle dorothy
carol amanda melissa deborah stephanie rebecca sharon laura cynthia kathleen amy
shirley angela helen anna brenda pamela nicole emma samantha katherine christine
debra rachel catherine carolyn janet maria heather diane julie joyce victoria kelly
christina lauren joan evelyn olivia judith megan cheryl martha andrea frances hannah
jacqueline gloria teresa kathryn sara janice jean alice madison doris abigail julia
judy sophia isabella denise danielle marilyn beverly charlotte natalie
theresa diana brittany kayla alexis lori emilie sophie chloe lucy ellie
oliver harry charlie alfie freddie archie oscar isla amelia ava mia poppy freya ella
evie ruby lily
"""
GIVEN_NAMES = frozenset(_GIVEN.split())


@cache
def _named_lower() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The name, then whose order: "la commande de jean martin", "jean martin's order"."""
    given = "|".join(sorted(GIVEN_NAMES, key=len, reverse=True))
    name = rf"\b(?P<first>{given}) (?P<last>{_NAME_WORD})\b"
    return (re.compile(rf"\b{_ORDER_WORD}(?: (?:n(?:o|umero)? )?(?:so ?)?\d{{4,6}})? "
                       rf"(?:de|du|d|a|of|for) {name}(?! s\b)"),
            re.compile(rf"{name} s (?:\w+ )?{_ORDER_WORD}\b"))


# Every order or delivery of a day or a period, listed ("list every order due for delivery
# next week", "c'est quoi les livraisons du 16 ?", "toutes les livraisons de demain svp"),
# by someone who claims a role (driver, admin, staff, livreur) or says nothing of their own:
# the back office's list, never the customer's own order (no slot list, no proposal). Any
# first person anywhere ("for me", "mes commandes", "j'ai deux commandes", "give me") reads
# as the customer's own orders, and so does a question of whether or when they come ("are
# all the deliveries scheduled this week?", "est-ce que tous les colis arrivent demain ?").
_MANY = (r"(?:commandes|livraisons|orders|deliveries|bookings|reservations|rendez vous|colis|"
         r"parcels|clients|customers)")


@cache
def _all_orders() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """Every order (or the orders of a day) said with a day or a period; a list asked for (a
    verb, or the bare words standing as the request); a role claimed."""
    every = (rf"(?:every|each|all(?: of)?(?: the)?|toutes(?: les)?|tous(?: les)?|"
             rf"l ensemble des|les|the) (?:\w+ )?(?:order|delivery|booking|commande|livraison|"
             rf"{_MANY})")
    day = (r"(?:du \d+|du (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|"
           r"for (?:next|this|tomorrow|today|the \d+|\d+|monday|tuesday|wednesday|thursday|"
           r"friday|saturday|sunday)|next (?:week|month|monday|tuesday|wednesday|thursday|"
           r"friday|saturday)|this (?:week|month)|cette semaine|la semaine prochaine|"
           r"demain|tomorrow|today|aujourd hui|de la semaine|"
           r"de (?:lundi|mardi|mercredi|jeudi|vendredi|samedi)|on \d+|le \d+)")
    return (re.compile(rf"\b{every}\b(?: \w+){{0,6}} {day}\b"),
            re.compile(r"\b(?:list\w*|show|montre\w*|give|donne\w*|export\w*|send|"
                       r"envoie\w*|what are|which are|quel(?:le)?s sont|c est quoi|c quoi|"
                       r"qui sont|tell)\b"
                       r"|^(?:(?:hi|hello|bonjour|salut|svp|please|ok|so|alors|et)\s)*"
                       r"(?:every|each|all|toutes|tous|l ensemble|les|the)\b"),
            re.compile(r"\b(?:i m|im|i am|je suis|c est|c|this is|it s|en tant que|as|"
                       r"here s)(?: the| an| a| le| la| l| un| une)? (?:driver|admin\w*|"
                       r"staff|livreu\w+|chauffeur|employe\w*|manager|dispatch\w*|"
                       r"gerant\w*|back office)\b"
                       r"|\b(?:driver|admin|staff|livreur|dispatch|back office) (?:here|ici)\b"))


_FIRST_PERSON = re.compile(r"\b(?:moi|me|my|mine|mes|ma|mon|nos|notre|our|ours|us|nous|je|j|"
                           r"i|im|ive|id|we|m interess\w*)\b")


def asks_all_orders(message: str) -> bool:
    """Whether a clause of the message lists every order or delivery of a day or a period,
    and the message claims a role or says nothing in the first person (`_all_orders`)."""
    dated, listed, role = _all_orders()
    folded = fold(message)
    if not role.search(folded) and _FIRST_PERSON.search(folded):
        return False
    return any(dated.search(clause) and listed.search(clause)
               for clause in (fold(c) for c in re.split(r"[.,;!?\n]+", message)))


def names_others_order(message: str) -> bool:
    """Whether the message asks about an order said to be someone else's ("la commande de
    mon voisin", "my mum's order", "la commande de ma mère SO-25010"), or about an outsider's
    after-sales case with no piece, order or case of the customer's own said beside it
    (`_others_case`; "ma voisine a un dossier … SO-41040" is still hers: the number is)."""
    folded = fold(message)
    return bool(_others_order().search(folded)) \
        or (bool(_others_case().search(folded)) and not _OWN_SAID.search(folded))


@cache
def _others_case() -> re.Pattern[str]:
    """"ma voisine a un dossier ouvert pour son buffet", "my neighbour has a claim open", "le
    dossier de mon voisin", "my friend's case": the after-sales case of someone outside the
    household (blind16 care_cases)."""
    mine_fr = r"(?:mon|ma|mes|notre|nos)"
    mine_en = r"(?:my|our)"
    return re.compile(
        rf"\b{mine_fr} {_OUTSIDER_FR} (?:a|avait) (?:un|une|son|sa|deja un|deja une) "
        rf"(?:\w+ )?{_CASE_WORD}\b"
        rf"|\b{mine_en} {_OUTSIDER_EN} (?:has|had|s got|has got|opened) (?:a|an|her|his|their) "
        rf"(?:\w+ )?{_CASE_WORD}\b"
        rf"|\b{_CASE_WORD} (?:de|du|d) {mine_fr} {_OUTSIDER_FR}\b"
        rf"|\b{mine_en} {_OUTSIDER_EN} s (?:\w+ )?{_CASE_WORD}\b")


# The customer's own piece, order or case said beside ("et moi mon fauteuil SO-24870 est
# arrivé déchiré", "and my own sofa came scratched"): their request, served as any other.
_OWN_SAID = re.compile(rf"\b(?:mon|ma|mes|notre|nos|my|our)(?: own| propre)? (?:\w+ )?"
                       rf"(?:{_PIECE}|{_ORDER_WORD}|{_CASE_WORD})\b")


@cache
def _titled() -> re.Pattern[str]:
    """"vous livrez Mme Lambert quel jour ?", "when do you deliver Mrs Lambert?", "le canapé
    de Mme Lambert", "Mrs Lambert's sofa": someone named with a title, whose delivery or
    piece is asked of (never "livrez-moi": no title)."""
    return re.compile(
        rf"\b(?:livr\w*|deliver\w*) (?:chez |to |at )?(?!m\b){_TITLE} (?P<a>[a-z]{{2,}})\b"
        rf"|\b{_PIECE} (?:de|du|d|of) {_TITLE} (?P<b>\w+)"
        rf"|\b{_TITLE} (?P<c>\w+) s (?:\w+ )?{_PIECE}\b")


def is_title(word: str) -> bool:
    """Whether a folded word is a title ("monsieur", "mme", "mr"): no part of a name."""
    return re.fullmatch(_TITLE, word) is not None


def titled_owners(message: str) -> list[str]:
    """The surnames of the people named with a title whose delivery or piece the message
    asks of (`_titled`): whether one is the customer's own is the router's to say."""
    return [found["a"] or found["b"] or found["c"] for found in _titled().finditer(fold(message))]


# -- invoices ------------------------------------------------------------------------------
#
# "je veux ma facture", "can I get my invoice", "envoyez-moi la facture de SO-24870": the
# care desk sends no invoice (billing does): a fixed text says where to get it, nothing
# read or written. Never a price ("la livraison est facturée ?": `beyond_desk`).
_INVOICE = re.compile(
    r"\b(?:factures?|facturette|invoices?|receipts?|duplicata|justificatifs? (?:de paiement|"
    r"d achat|de facturation)|proof of (?:purchase|payment)|(?:mon|le|un|votre) recu(?: de| d)?"
    r"(?! (?:la|le|les|ma|mon|mes|votre|vos|un|une|des)\b)|(?:my|the|a) bill\b(?! (?:to|for) "
    r"(?:you|staff))|tax (?:invoice|receipt))\b")


# Invoices of someone named ("les factures de Lefèvre", "Émilie Lefèvre's unpaid invoices",
# "invoices for Doe Interiors"): another customer's, the back office's business (said so).
_NAMED_INVOICES = re.compile(
    r"\b(?:factures?|invoices?|bills?|receipts?)\b[^.?!]{0,20}?\b(?:de|du|d'|des|of|for)\s+"
    r"(?:(?:M\.?|Mme|Mr|Mrs|Ms|Madame|Monsieur)\s+)?(?!SO\b)[A-ZÀ-Ý][a-zà-ÿ'-]+"
    r"|\b[A-ZÀ-Ý][a-zà-ÿ-]+['’]s\s+(?:\w+\s+)?(?:invoices?|bills?|receipts?)\b")


def asks_invoice(message: str) -> bool:
    """Whether the message asks for an invoice or a receipt, and nothing the desk does
    beside it (an order's status, a move, damage: `_handled`); never the invoices of
    someone named (`_NAMED_INVOICES`)."""
    folded = fold(message)
    if not _INVOICE.search(folded) or _NAMED_INVOICES.search(message):
        return False
    # "commande SO-…, j'ai la facture de 1 890 €, elle est livrée quand ?": a bill told in a
    # clause of its own beside the status asked (commas cut too)
    for clause in re.split(r"[.?!;,\n]+|\s[-–—]\s|\b(?:et|and|mais|but|aussi|also|sinon)\b ",
                           message):
        if clause.strip() and not _INVOICE.search(fold(clause)) and _handled(clause):
            return False
    return True


# -- what the desk refuses, said beside what it does ---------------------------------------
#
# "annulez le buffet et décalez le canapé SO-… au 17", "Where is SO-…? Also I need to change
# the delivery address.", "passez SO-… au 10 et que le livreur m'appelle avant": one clause
# asks what the desk cannot do (cancel or refund an order, change the address, who takes it
# in, the floor, what was ordered, a split delivery, a damage to the home, a call before
# the visit), another what it does (a status, a move, damage). The refusal is said, and the
# other request is handled as if asked alone (a move still proposed, yes/no, never written
# on this message); a message that only asks what the desk refuses gets the refusal alone.

Refused = Literal["cancel", "refund", "address", "handover", "access", "order_change", "split",
                  "home_damage", "call", "human"]
_CANCEL_WORD = re.compile(r"\b(?:annul\w*|cancel\w*|retract\w*)\b")
# A move asked in so many words (never "change", "plutôt", "instead" alone: "I changed my
# mind" asks no move), or a delivery verb said with a day ("passez-la au 10", "bring it
# Monday").
_MOVE_ASKED = re.compile(
    r"\b(?:decal\w*|repouss\w*|report(?:ez|er|e|ee|ons)|deplac\w*|avancer|avancez|"
    r"move|resched\w*|postpon\w*|push (?:\S+ ){0,3}back|bring (?:it|them) forward)\b")
# When an order comes, asked in any words ("when is the table SO-… coming?", "quand est-ce
# que le canapé arrive ?"): where it stands.
_WHEN_COMING = re.compile(r"\b(?:when|quand)\b[^.?!]{0,50}\b(?:arriv\w*|coming|come|due|"
                          r"deliver\w*|livre\w*|get here|be here)\b")
# Joining words left at either end of the rest once a refused clause is taken out.
_END_JOIN = re.compile(r"[\s,;:-]+(?:et aussi|et puis|et|and also|and then|and|also|aussi|"
                       r"puis|then|mais|but|sinon|or)?[\s,;:-]*$", re.I)


class RefusedBeside(NamedTuple):
    """What a message asks that the desk refuses (each kind once, in the order said), and the
    rest of the message: the words that ask something else, as written."""

    kinds: list[Refused]
    rest: str


def refused_in(clause: str) -> Refused | None:
    """What one clause asks that the desk cannot do, else None."""
    from nodes.kit.answers import asks_for_person, asks_to_cancel
    from services.text import calls_before

    scope = out_of_scope(clause)
    if scope == "handover" and not _HANDING.search(fold(clause)):
        # a neighbour only named in a clause of its own ("…, ah et ma voisine Emilie aussi
        # SO-…": her order), nobody said to take the delivery in: nothing refused
        scope = None
    if scope == "access" and access_only_told(clause):
        # "I'm on the 3rd floor, no lift. Is my bed … still coming on Monday?": where the
        # customer lives, told; nothing asked of the floor, nothing refused
        scope = None
    if scope is not None:
        return scope
    if asks_to_cancel(clause):
        return "cancel" if _CANCEL_WORD.search(fold(clause)) else "refund"
    if calls_before(clause):
        return "call"
    if asks_for_person(clause):
        return "human"  # "je peux parler à un humain ? et décalez…": no transfer from here
    return None


def refused_beside(message: str) -> RefusedBeside | None:
    """The clauses of the message that ask what the desk refuses, when others remain (None:
    nothing refused, or every clause is): those others may ask what the desk does
    (`asked_beside`)."""
    from services.text import LEADING_JOIN, clauses

    found: list[tuple[Span, Refused | None]] = []
    for span in clauses(message):
        kind = refused_in(span.text)
        found.extend(_asked_apart(message, span, kind) if kind is not None else [(span, None)])
    kinds = list(dict.fromkeys(kind for _, kind in found if kind is not None))
    if not kinds or all(kind is not None for _, kind in found):
        return None
    rest, at = [], 0
    for span, kind in found:
        if kind is not None:
            rest.append(message[at:span.start])
            at = span.end
    rest.append(message[at:])
    text = " ".join(" ".join(rest).split()).strip(" ,;:-")
    return RefusedBeside(kinds, _END_JOIN.sub("", LEADING_JOIN.sub("", text)).strip(" ,;:-"))


def _asked_apart(message: str, span: Span, kind: Refused) -> list[tuple[Span, Refused | None]]:
    """A refused clause, cut at its commas when a piece of it asks what the desk does and
    another still asks what it refuses ("I'd like 2 extra chairs on SO-…, when is it
    coming?"): those pieces apart; else the clause whole."""
    from services.text import COMMA_BREAK, _cut

    pieces = _cut(message, span.start, span.end, COMMA_BREAK)
    if len(pieces) < 2:
        return [(span, kind)]
    kinds = [refused_in(p.text) for p in pieces]
    # a piece that asks in so many words (a question, a move asked), never one that only
    # names the order ("tomorrow's delivery SO-…, I'm out, can my neighbour take it in?")
    asking = [k is None and bool(asked_beside(p.text))
              and ("?" in p.text or bool(_MOVE_ASKED.search(fold(p.text))))
              for p, k in zip(pieces, kinds, strict=True)]
    if not any(asking) or kind not in kinds:
        return [(span, kind)]
    return [(p, None if asks else kind) for p, asks in zip(pieces, asking, strict=True)]


Asked = Literal["order_status", "reschedule", "report_damage"]


def asked_beside(rest: str) -> set[Asked]:
    """What the words left beside a refusal ask of the desk, by Python's own cues: where an
    order stands, a move (a verb of moving, or a delivery verb with a day), damage."""
    from nodes.kit.answers import asks_delivery_date, asks_order_status, only_points_at_order
    from services.text import MOVE_VERB, asks_about_booking

    folded = fold(without_addresses(rest))
    asked: set[Asked] = set()
    if "?" not in rest and not re.sub(
            r"\b(?:so[- ]?\d{4,6}|commandes?|orders?|n|no|num\w*|ref\w*)\b|\W", "", folded):
        # "…can the driver carry the sofa up? SO-24903": the order the refused words are
        # about, written apart, asks nothing of its own
        return asked
    if asks_order_status(rest) or asks_delivery_date(rest) or asks_about_booking(rest) \
            or only_points_at_order(rest) or _WHEN_COMING.search(folded):
        asked.add("order_status")
    if _MOVE_ASKED.search(folded) or (says_when(rest) and (
            MOVE_VERB.search(folded) or re.search(rf"\b{_DELIVER}\b", folded))):
        asked.add("reschedule")
    if _damage().search(folded):
        asked.add("report_damage")
    return asked
