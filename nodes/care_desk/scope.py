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
from typing import Literal

from nodes.kit.consent import fold
from services.wishes import says_when

Scope = Literal["address", "handover", "access"]

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
    # A street address written out: "au 8 rue de la Paix", "12 bis avenue Foch", "to 10
    # Downing Street", "9 Baker St" (a number, then a kind of street: never a day alone).
    street = (r"\b\d{1,4}(?: ?(?:bis|ter))?,? (?:rue|avenue|boulevard|bd|place|chemin|allee|"
              r"impasse|quai|route|cours|square|passage|sentier|street|road|lane|drive|"
              r"crescent|terrace|blvd)\b|"
              r"\b\d{1,4} [a-z]+ (?:street|st|road|rd|avenue|ave|lane|drive|way|close|"
              r"terrace|crescent|square)\b")
    return re.compile(
        rf"{street}|"
        rf"\b{change}\b.{{0,40}}{address}|{address}.{{0,40}}\b{change}\b|"
        rf"\b{_DELIVER}\b.{{0,50}}\b(?:{_ELSEWHERE_FR}|{_ELSEWHERE_EN})|"
        rf"\b(?:{_ELSEWHERE_FR})\b.{{0,40}}\b{_DELIVER}\b")


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
    return re.compile(rf"\b{other}\b|\b{_DELIVER}\b.{{0,40}}\b{left}|\b{left}.{{0,40}}"
                      rf"\b{_DELIVER}\b")


# Someone else named as an order's owner, not as who takes a delivery in: "la commande
# SO-25101 de mon voisin", "ma voisine Emilie aussi SO-25102", "my neighbour's order" (the
# service layer answers for orders that are not the caller's).
_OWNER = re.compile(
    r"\b(?:commandes?|orders?|livraisons?|deliver(?:y|ies))(?: so ?\d{4,6})?"
    r" (?:de|du|d|of) (?:mon|ma|mes|notre|nos|my|our) (?:voisin\w*|neighbou?r\w*)"
    r"|\b(?:mon|ma|mes|notre|my|our) (?:voisin\w*|neighbou?r\w*)(?: \w+){0,3}? so ?\d{4,6}"
    r"|\b(?:my|our) neighbou?r s (?:order|delivery)")


@cache
def _access() -> re.Pattern[str]:
    # How the piece is brought in: the floor, the stairs, the lift, carried up.
    return re.compile(
        r"\b(?:\d+ ?(?:e|eme|er|st|nd|rd|th) etage|etage|escaliers?|ascenseur|monte charge|"
        r"rez de chaussee|sans ascenseur|floor|stairs?|staircase|upstairs|elevator|lift|"
        r"walk up|walkup|porter (?:le|la|les) \w+ (?:en haut|jusqu)|"
        r"carry (?:it|them|the \w+) up|bring (?:it|them|the \w+) up)\b")


DAMAGE = (r"\b(?:abim\w*|cass\w*|endommag\w*|rayur\w*|raye\w*|tach\w*|dechir\w*|fissur\w*|"
          r"broken|damag\w*|scratch\w*|cracked|torn|dented|stain\w*)\b")


@cache
def _damage() -> re.Pattern[str]:
    return re.compile(DAMAGE)


def out_of_scope(message: str) -> Scope | None:
    """What the message asks about the delivery that the desk cannot do: change where it
    goes ("address"), who takes it in ("handover"), how it is brought in ("access"); None
    when it asks none of these, or reports damage (a case the desk opens)."""
    folded = fold(message)
    if _damage().search(folded):
        return None
    if _address().search(folded):
        return "address"
    if _moving().search(folded) and not says_when(message):
        # "je déménage, il faut changer l'adresse", "I moved house": where it goes. Said with
        # a when ("je déménage le 10, livrez avant", "I'm moving house next month, deliver
        # before the 10th", "en déplacement le 8"): when it comes, a move the desk makes.
        return "address"
    if _handover().search(_OWNER.sub(" ", folded)):
        return "handover"
    if _access().search(folded):
        return "access"
    return None
