"""Resolve what a customer says about *when* into a typed wish, given the current instant.

Dates themselves are read by `dateparser` (French and English: weekdays, "demain",
"in 3 days", "20/10", "October 20th", "le 2 novembre"...). This module is the glue
it lacks: finding the date expressions in a whole message, "next"/"prochain",
weeks and their starts and ends, ranges ("entre le 20 et le 23"), half-days,
dates the customer says they are *not* available, corrections inside one message
("mardi... non, plutôt mercredi": the last preference wins) and whether the
message is a question. And the structure of the sentence: the day preferred over the
day it replaces ("le 12 plutôt que le 7": the 7th is ruled out, not wished), bounds
("avant le 10", "not before the 20th"), a half-day ruled out ("mais pas le matin": the
afternoon), clock times ("vers 14h": the afternoon), "the earliest", and a fallback kept
apart, in the order said ("le 11 matin, sinon l'après-midi"). Pure: the same text and
`now` always give the same wish.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta
from functools import cache, lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING, Literal

from services.kept import per_text
from services.text import (
    MONTH_NAMES,
    MONTHS,
    NUMBER_WORDS,
    WEEKDAY_WORDS,
    WEEKDAYS,
    fold_words,
    mend_date_slips,
    without_floors,
    without_polite_clauses,
)

if TYPE_CHECKING:  # imported on the first date to read (see warm_up), not at import
    from dateparser.date import DateDataParser

Half = Literal["am", "pm"]
MONTH_NAMES_SET = frozenset(MONTHS)
Direction = Literal["later", "earlier"]


@dataclass(frozen=True)
class Wish:
    """When a customer wants (or asks about) a delivery: any part may be unknown."""

    dates: tuple[date, ...] = ()
    start: date | None = None          # an inclusive range, when the wish is one
    end: date | None = None
    half: Half | None = None
    excluded: tuple[date, ...] = ()    # days the customer says they cannot do
    is_question: bool = False
    weekdays: tuple[int, ...] = field(default=())  # weekdays named without a date ("le mardi")
    earliest: bool = False             # "le plus tôt possible", "the earliest you can"
    fallback: Wish | None = None       # what to do if this cannot be had ("sinon…", "otherwise…")
    # Relative to the booking being moved: "plus tard", "earlier", "repousser", "avancer".
    direction: Direction | None = None
    # Alternatives each with its own half-day ("vendredi aprem ou lundi matin"): any of them.
    options: tuple[Wish, ...] = ()
    # "Le soir", "after 6pm": a slot reaching the evening (`half` is then the afternoon).
    evening: bool = False
    # "Même jour", "same day": the day of the booking being moved, when no other day is said.
    same_day: bool = False
    # "La date la plus tardive", "the latest date you have": the last free slots that fit.
    latest: bool = False
    # "Un autre jour de la même semaine", "another day the same week": the week of the
    # booking being moved, when no other day is said.
    same_week: bool = False
    # "Le lundi d'après", "the following Monday", "the next Monday after that", said of the
    # booking being moved with no other day: that weekday after the booked day, not the next
    # one from today (`slot_choice` applies it; `dates` holds the next one as a fallback).
    after_booked: bool = False
    # Weekdays ruled out as such ("sauf le lundi", "any morning except Mondays", "pas le
    # mercredi"): every one of them, not only the next (`excluded` holds that one's date).
    excluded_weekdays: tuple[int, ...] = ()
    # A clock time said as the time wished ("à 17h30", "at 7am", "vers 12h30"), as (hour,
    # minute): a slot fits only if it covers it (`half` holds the half-day it falls in).
    clock: tuple[int, int] | None = None
    # School holidays named whose days the desk cannot derive ("les vacances de février",
    # "Easter holidays", "half term": they depend on the school zone or the country): the
    # reply asks which days (`school_holidays`).
    holidays_unknown: bool = False

    @property
    def empty(self) -> bool:
        return not (self.dates or self.start or self.half or self.excluded or self.earliest
                    or self.holidays_unknown
                    or self.excluded_weekdays or self.clock
                    or self.latest
                    or self.direction or self.options or self.evening or self.same_day
                    or self.same_week)

    def days(self) -> set[date]:
        """Every wished day: the dates, or each day of the range (only the weekdays named
        with it: "un samedi en décembre" is each Saturday of December)."""
        if self.start and self.end:
            every = {self.start + timedelta(days=i)
                     for i in range((self.end - self.start).days + 1)}
            if self.weekdays:
                return {d for d in every if d.weekday() in self.weekdays}
            return every
        return set(self.dates)


# -- dateparser, configured once per day -----------------------------------------------


@lru_cache(maxsize=8)
def _parser(today: date) -> DateDataParser:
    from dateparser.date import DateDataParser

    base = datetime(today.year, today.month, today.day, 12, 0)
    # Same answer whatever was parsed before: no locale is preferred for having matched last.
    return DateDataParser(languages=["fr", "en"], try_previous_locales=False,
                          use_given_order=True, settings={
        "RELATIVE_BASE": base, "PREFER_DATES_FROM": "future", "DATE_ORDER": "DMY",
        "PREFER_DAY_OF_MONTH": "first",
    })


@lru_cache(maxsize=2048)
def parse_day(expression: str, today: date) -> date | None:
    """One date expression ("mardi 20", "21/10", "in 3 days") read by dateparser."""
    data = _parser(today).get_date_data(expression)
    return data.date_obj.date() if data.date_obj else None


# -- the glue ------------------------------------------------------------------------------

FULL_DAYS = [name for name in WEEKDAYS if len(name) > 4 or name in ("mardi", "jeudi", "lundi")]
SHORT_DAYS = [name for name in WEEKDAYS if name not in FULL_DAYS]
# A short name ("mon", "sat") is a weekday only next to a number or after next/on/this:
# "mon canapé" is no Monday.
WD = "|".join(sorted(FULL_DAYS, key=len, reverse=True)) + "|(?:(?<=next )|(?<=on )|(?<=this ))(?:" \
    + "|".join(SHORT_DAYS) + r")|(?:" + "|".join(SHORT_DAYS) + r")(?=\.?\s+\d)"
DAYNUM = r"(?<!\d)(?:[12]\d|3[01]|0?[1-9])(?:er|st|nd|rd|th|eme|e)?"
NUMBER = r"(?:\d{1,2}|un|une|a|one|deux|two|trois|three|quatre|four|cinq|five|six|sept|seven|" \
         r"huit|eight|dix|ten|quinze|fifteen)"

# One date expression; the order of the alternatives is the order of preference.
# A clock time after a number ("14:30", "14 : 30"; never "le 14 : matin", "mardi 15 : 14h")
_CLOCK_AFTER = r"\s*:\s*\d\d\b(?!\s*h\b)"
DAY_EXPR = (
    rf"(?:20\d\d-\d\d-\d\d"
    rf"|(?:(?:le|the)\s+)?\d{{1,2}}[/.]\d{{1,2}}(?:[/.]\d{{2,4}})?"
    rf"|(?:(?:le|the)\s+)?(?:(?:{WD})s?\s+)?(?:the\s+)?{DAYNUM}\s+(?:of\s+)?(?:{MONTH_NAMES})"
    rf"\b(?:\s+20\d\d)?"
    rf"|(?:(?:{WD})s?\s+)?(?:{MONTH_NAMES})\s+{DAYNUM}\b(?:,?\s+20\d\d)?"
    rf"|(?:\b(?:this|ce|cette)\s+)?(?:(?:{WD})s?\s+)(?:the\s+)?{DAYNUM}\b(?!\s*h\b|{_CLOCK_AFTER})"
    rf"|(?:le|the|on the|du|au|et le|and the|or the|ou le)\s+{DAYNUM}\b"
    rf"(?!\s*h\b|{_CLOCK_AFTER}|\s*%|[./]\d"
    rf"|\s+(?:of\s+)?(?:{MONTH_NAMES})\b)"
    rf"|(?<!\d ){DAYNUM.replace('(?:er|', '(?:')}(?<=st|nd|rd|th)\b"
    rf"|{DAYNUM}(?=\s+(?:et|and|ou|or)\s+(?:le\s+|the\s+)?{DAYNUM}\s+(?:of\s+)?(?:{MONTH_NAMES}))"
    rf"|apres[- ]demain|day after tomorrow|demain|tomorrow|aujourd'hui|today"
    rf"|(?:dans|d'ici|in)\s+{NUMBER}\s+(?:jours?|days?|semaines?|weeks?)"
    rf"|(?:a|one|{NUMBER})\s+(?:days?|weeks?)\s+from\s+(?:today|now)"
    rf"|(?:\b(?:next|this|ce|cette)\s+)?(?:{WD})s?\b(?:\s+(?:prochain|next)\b(?!\s+(?:week|wk|month|semaine|mois)\b))?)"
)
WEEK_EXPR = (
    r"(?:(?:au |en |le |the |at the |by the )?"
    r"(?:debut|early|start|beginning|fin|end|milieu|mid(?:dle)?)"
    r"(?: of)?(?: de| of)?(?: la| the| this)? (?:semaine|week)(?: prochaine| next)?"
    r"|(?:early|late|end of|start of) next week"
    r"|(?:la |the )?(?:semaine (?:d'apres|suivante|qui suit)|week after next|following week|"
    r"week after(?!\s+(?:the|that|\d|tomorrow|christmas|xmas|new|my|our|this)\b))"
    r"|(?:la |the )?(?:semaine prochaine|prochaine semaine|next week)"
    r"|(?:cette semaine|this week)"
    r"|(?:ce |this |le |the )?(?:week-?end|weekend))"
)
# The patterns' sources; `_patterns()` compiles them once, on the first text read.
TOKEN = rf"\b(?P<week>{WEEK_EXPR})\b|(?P<day>{DAY_EXPR})"

# A bare number is a day only inside a range ("du 8 au 12"), never before a time ("from 2
# to 4 pm", "du 8 au 12 h").
BARE_DAY = (rf"{DAYNUM}(?!{_CLOCK_AFTER}|\s*(?:h\b|heures?|hours?|pm|am|p\.m|a\.m|%|€|euros?|"
            r"[./,]\d))")
RANGE = (
    rf"\b(?:entre|between|du|from)\s+(?P<a>{DAY_EXPR}|{BARE_DAY})\s+"
    rf"(?:et|and|au|to|until|jusqu'au|-)\s+(?P<b>{DAY_EXPR}|{BARE_DAY})"
)
MONTH_OF = (
    rf"\b(?:en|in|to|into|vers|a|au mois d'|au mois de|during|pendant|courant|for|pour|"
    # "le premier créneau libre de janvier", "la première date dispo d'avril": a slot of that
    # month (never "celle de décembre", an order named by its month)
    rf"dans le mois d'|(?:libres?|dispos?|disponibles?|creneaux?|dates?) d[e'])\s*"
    rf"(?P<m>{MONTH_NAMES})\b(?:\s+(?P<y>20\d\d))?(?!\s+\d)"
)
WEEK_OF = (
    rf"\b(?:(?:la )?semaine du|(?:the )?week of(?: the)?|(?:the )?week starting(?: on)?(?: the)?|"
    rf"(?:la )?semaine qui commence le)\s+"
    rf"(?:(?:lundi|monday)\s+)?(?P<a>{DAY_EXPR}|{BARE_DAY}(?!\s*(?:jours?|days?)\b))"
)
# A part of a month: "début décembre", "mi-janvier", "fin du mois", "la première quinzaine de
# décembre", "early December", "end of next month", "the last week of December".
MONTH_PART = (
    r"\b(?:(?:au|en|le|la|a la|dans la|pour la|vers la|vers le|pour le|courant|in|at|by|for|"
    r"around|towards?|during|the|in the|at the|by the)\s+)?"
    r"(?P<part>debut|fin|mi|milieu|courant|premiere quinzaine|1ere quinzaine|"
    r"(?:deuxieme|seconde|2e|2eme|derniere) quinzaine|"
    r"(?:premiere|1ere|deuxieme|2e|2eme|seconde|troisieme|3e|3eme|quatrieme|4e|4eme|derniere) "
    r"semaine|early|mid|middle|late|end|beginning|start|first half|second half|"
    r"(?:first|second|third|fourth|last) week)"
    r"(?:-|\s+(?:of\s+)?(?:(?:du|de|d')\s*(?:la |le )?)?(?:mois (?:de |d')?|month of )?)"
    rf"(?P<m>{MONTH_NAMES}|(?:the |this |next |ce |le )?(?:mois|month)(?: prochain| suivant|-ci)?)"
    r"\b(?:\s+(?P<y>20\d\d))?(?!\s+\d)"
)
# The year to come, as `SMS` writes it ("l'an prochain", "next year": "l'annee prochaine";
# "in the new year": "l'annee nouvelle"): the days from its 1 January to its end.
YEAR_TURN = r"\bl'annee (?P<which>prochaine|nouvelle)\b"
# The next month, the month: "le mois prochain", "next month" (whole months).
WHOLE_MONTH = (r"\b(?:(?:le|au|du|dans le|courant du|in|for|during) )?"
               r"(?P<m>mois prochain|next month|ce mois-ci|this month)\b")
# A lower bound without a number of days before it ("deux jours après le 20" is a shift):
# "à partir du 20", "after the 25th", "any day after Friday", "après le 25".
# "after"/"après" with a number only before a date ("after 3 January", "après 20 décembre",
# "after the 3rd"): never a clock time or a length ("après 14h", "after 3 days").
_AFTER_NUMBER = (rf"(?:{DAYNUM}\s+(?:of\s+)?(?:{MONTH_NAMES})\b"
                 r"|\d{1,2}(?:st|nd|rd|th)\b(?!\s*(?:h\b|heures?|hours?|jours?|days?|weeks?)))")
FROM = (rf"\b(?P<k>a partir du|a partir de|a compter du|a compter de|des le|from|"
        rf"starting(?: from| on)?|after the|apres le|plus tard que le|passe le|au[- ]dela du|"
        rf"beyond the|later than the|"
        rf"(?:after|apres(?![- ]demain)|later than|beyond)(?=\s+(?:\D|{_AFTER_NUMBER})))\s+"
        rf"(?P<a>{DAY_EXPR}|{BARE_DAY}"
        r"(?!\s*(?:jours?|days?|semaines?|weeks?|mois|months?|ans?|years?|fois|times)\b))"
        r"(?!\s+(?:et|and|au|to|until|-)\s)")
SHIFT_BEFORE = (rf"\b(?:{NUMBER}|the|le|la|une?)\s+(?:jours?|days?|semaines?|weeks?|"
                r"lendemain)\s*$")
# Later or earlier than the booking being moved (no day said: the booked day is the bound).
LATER = (r"\b(?:(?<!au )(?<!le )(?<!pas )plus tard(?! que le)|"
         # ("no later than that", "nothing later than that", "not any later than that": a
         # bound, not a move later)
         r"(?<!no )(?<!not )(?<!nothing )(?<!not any )later(?! than (?!that\b|this\b|it\b))|"
         r"ulterieur\w*|"
         r"repouss\w*|recul\w*|retarder|retardez|retardiez|retardons|postpone\w*|put (?:it )?off|"
         r"push(?:ed|ing)? (?:it |this |that |the delivery |my delivery )?back|"
         r"delay(?:ing)? (?:it|the delivery|my delivery|the order)|"
         r"pas (?:si|aussi) tot|not (?:so|that) (?:soon|early))\b")
EARLIER = (r"\b(?:(?<!au )(?<!le )(?<!pas )plus tot(?! possible| que le)|"
           # ("no sooner than Tuesday", "not earlier than the 29th": a lower bound, `LOWER`)
           r"(?<!the )(?<!no )(?<!not )earlier(?! than the| the better)|"
           r"(?<!the )(?<!no )(?<!not )sooner(?! than the| the better)|"
           r"avancer|avancez|avanciez|avancons|"
           r"bring (?:it |this |the delivery |my delivery )?forward|brought forward|"
           r"move (?:it |the delivery |my delivery )?(?:up|forward))\b")
# "Later" said of the conversation, not of the delivery: "je vous dis plus tard".
LATER_TALK = (r"\b(?:dis|dirai|dire|rappel\w*|reviens|reviendrai|revenir|recontact\w*|"
              r"confirm\w*|repond\w*|verr\w*|voir|ecri\w*|parl\w*|call\w*|get back|talk|tell|"
              r"let you know|decid\w*|see|think|reflechi\w*|check\w*|verifi\w*|see you|"
              r"bye|try|essai\w*|essay\w*)\b(?:\s+\S+){0,3}\s*$"
              # "à plus tard" (never "could it be a bit later")
              r"|\ba\s*$")

# "am" said of a day, never "I am": right after a number, a weekday, an ordinal ("fri 27th
# am") or a day's month ("Monday 23rd November AM"; "in December am I…" is no half-day).
_AM_AFTER = "|".join([r"(?<=\d)", r"(?<=\d )", r"(?<=day )", r"(?<=\d(?:st|nd|rd|th) )",
                      r"(?<=\d(?:st|nd|rd|th))"]
                     + [rf"(?<=\d{o} {m} )" for m in MONTHS for o in ("", "st", "nd", "rd", "th")])
AM = (r"(?<!good )(?<!bon )\b(matin\w*|morning\w*|(?:" + _AM_AFTER + r")am|a\.m\.|"
      r"avant midi|before noon|"
      # "first thing on Friday", "Monday first thing", "à la première heure", "en tout début
      # de journée": the start of the day (never "the first thing I need is…")
      r"first thing(?=\s*(?:$|[?.!,;]|on\b|in the morning|tomorrow|next\b|this\b|the\b|\d|"
      r"monday|tuesday|wednesday|thursday|friday|please|pls))|at first light|"
      r"(?:a la |de )premiere heure|(?:en |au )?(?:tout )?debut de journee|des l'ouverture|"
      r"before lunch|avant le dejeuner|de bonne heure|early in the day)\b")
PM = (r"\b(apres[- ]?midis?|aprem|afternoons?|pm|p\.m\.|after noon|after lunch|"
      r"apres (?:le )?(?:dejeuner|manger|midi)|fin de journee|late in the day|"
      r"en soiree|(?<!good )evening|(?:apres|a partir de|after|from) (?:1[2-6]|[1-4]) ?(?:h|pm)\w*)"
      r"\b")

# The evening, past the afternoon slots: "le soir", "en soirée", "after 6pm", "à 19h",
# "after 5pm" (the last slot ends at 17:00), "tonight" (never "bonne soirée", "good evening").
EVENING = (r"(?<!bonne )(?<!good )(?<!bon )\b(?:soir|soiree|evening|tonight|(?:at|in the) night)\b"
           r"|(?<![\d/.:,-])(?:1[89]|2[0-2])\s*(?:h\b|heures?\b|:[0-5]\d\b)"
           r"|(?<![\d/.:,-])(?:[6-9]|1[01])\s*(?:pm|p\.m\.)"
           # past the last slot's end (17:00): "after 5pm", "après 17h", "from 5:30 pm"
           r"|\b(?:apres|after|past|a partir de|from|des|later than|plus tard que)\s+"
           r"(?:17\s*(?:h|heures?|:[0-5]\d)|5(?::[0-5]\d)?\s*(?:pm|p\.m\.))")
EVENING_NEGATED = (r"\b(?:pas|not|no|sauf|except|hors|jamais|never|avant|before|until|till|"
                   r"jusqu'a)\s+(?:le |la |en |in the |the |at |a |vers |around )?$"
                   # the end of a span that starts earlier: "entre 16h et 18h", "4 to 6pm"
                   r"|\d\s*(?:h|heures?|pm|am|:\d\d)\s*(?:et|and|to|a|-|–)\s*$"
                   r"|\b(?:from|de|entre|between)\s+\d{1,2}\s*(?:et|and|to|a|-|–)\s*$")
# The day of the booking being moved: "le même jour", "same day", "ce jour-là" (never "the
# same day as my other order": another order's day).
SAME_DAY = (r"\b(?:(?:le |au |the |that |on the )?(?:meme jour|same day|meme date|same date)|"
            r"ce jour[- ]la|le jour meme|(?:of|on|for) that (?:same )?day)\b"
            r"(?!\s*(?:as|que|qu'|than|de l'autre|of the other))")
# A day pointed back at from the clause after it ("on m'a dit le 16 mais je bosse ce jour-là",
# "they said the 16th but I'm at work that day"): a negation said of that day rules it out.
THAT_DAY = (r"\b(?:ce jour[- ]?(?:la|ci)|ce jour|cette date(?:[- ]la)?|cette journee(?:[- ]la)?|"
            r"(?:on |for )?that (?:day|date))\b")
# A half-day alone said as a change of the booking ("the morning instead", "l'après-midi à
# la place"): that half of the booked day.
HALF_INSTEAD = r"\b(?:instead|a la place|au lieu)\b"

NEGATIVE = (
    r"\b(?:ne\s+\w+(?:\s+\w+)?\s+pas|"
    # "le jeudi ça ne va plus", "mardi ne m'arrange plus" (not "ne … plus tôt / tard")
    r"ne\s+(?:\w+\s+|\w'\s*)?(?:va|vont|convient|conviennent|marche|arrange|colle)\s+plus\b"
    r"(?!\s+(?:tot|tard))|n'?(?:arrange|convient|va) plus\b|"
    r"pas (?:la|possible|dispo\w*|disponible|present\w*|libre|"
    r"chez moi)|c'est pas|impossible|sauf|except|excepte|hors|not (?:available|free|possible|home|"
    r"around|there|in(?! the (?:morning|afternoon)))|won'?t be|can'?t|cannot|can not|"
    r"doesn'?t work|does not work|don'?t work|won'?t work|will not work|wouldn'?t work|"
    r"no longer|any more|anymore|n'est plus|ne marche|ne convient|no good|occupe\w*|absent\w*|"
    r"pas libre|not free|unable|away|bosse|travaille|work that|working (?:that|on|all)|"
    r"tout sauf|anything but|"
    # gone then: "on est partis pendant les vacances de Noël", "nous serons en voyage"
    r"(?:suis|sommes|serai|serons|est|sera|etes|serez) (?:\w+ )?(?:partie?s?|en voyage|"
    r"en vacances|en deplacement)|"
    r"other than|autre que|ne suis pas|ne serai pas|ne serons pas|pas dispo|"
    # without the "ne", as people write: "je peux pas être là mercredi", "jpeux pas mardi"
    r"(?:j'?peux|j'?peu|peux|pourrai\w*|pourrons|serai|serons|suis) pas|"
    r"pas etre (?:la|present\w*|chez moi|dispo\w*|disponible|libre)|"
    # somewhere else that day (task X): "je serai au bureau mardi", "I'll be at work on
    # Tuesday", "I'm at my mum's on Monday": the day does not suit
    r"(?:serai|suis|sera|serons|sommes|be|i'?m|am|we'?re|are)\s+(?:\w+\s+)?"
    r"(?:au (?:bureau|travail|boulot|taf)|at (?:work|the office|my office)|"
    r"chez (?:ma|mon|mes|des) \w+|at my (?:mum|mom|mother|dad|father|parents|sister|"
    r"brother|friend)\w*(?:'s)?)|"
    # Nigerian Pidgin "dey" is "am/is" ("mornings I dey for work", "I go dey office")
    r"\bdey\s+(?:for\s+|for the\s+|at\s+|at the\s+)?(?:work|office|shop|school|site)|"
    # "mornings I work", "afternoons we're working" (never "I work from home", "I work nights")
    r"\b(?:i|we)\s+(?:work|'?m working|am working|'?re working|are working)\b"
    r"(?!\s+(?:from home|at home|remotely|nights?|evenings?|late|weekends?))|"
    # busy elsewhere that day: an appointment, a meeting, a stay in hospital ("j'ai un rdv
    # lundi", "I've got a doctor's appointment on Monday", "je suis à l'hôpital jeudi", "I'm
    # in hospital on Thursday"): the day does not suit, never a day wished
    r"(?:ai|avons|a|have|has|'ve got|have got|got)\s+(?:(?:un|une|mon|ma|an?|my|the)\s+)?"
    r"(?:\w+(?:'s)?\s+)?(?:rdv|rendez-vous|rendez vous|reunion|examen|operation|intervention|"
    r"appointment|appt|meeting|exam|surgery|operation|"
    # a family event that day ("I have a funeral that day", "j'ai un enterrement ce jour-là")
    r"funeral|wedding|enterrement|obseques|funerailles|mariage|bapteme|christening)|"
    r"(?:a l'|a l |in |in the |at the )(?:hopital|hospital|clinique|clinic))\b"
)
CORRECTION = (
    r"\b(?:non|no|actually|en fait|finalement|plutot|rather|instead|sorry|pardon|oups|"
    r"je veux dire|i mean|mieux|better|correction|ou plutot|scratch that|"
    # "livré lundi, mais je préférerais mardi", "Monday, but I'd prefer Tuesday"
    r"(?:mais|but)\b[^.?!]{0,25}\bprefer\w*)\b"
)
# The week of a day ruled out: "pas dispo le 8, un autre jour la même semaine", "I'm away
# on the 8th, another day that week?": the other days of that week.
SAME_WEEK = (r"\b(?:(?:la |cette |dans la )?meme semaine|cette semaine[- ]la|"
             r"(?:the |that )same week|(?:in |during |later |earlier )?that week|"
             r"(?:that|this) same week)\b")
QUESTION = (
    r"\?|^(?:est-ce|est ce|y a-t-il|y a t il|avez[- ]vous|vous avez|quels?|quelles?|"
    r"is|are|do|does|can|could|which|what|any|when|quand)\b"
)
CLAUSE = r"[.;!?\n:]+(?!\d)|,|\s+[-–—]\s+|\.\.\.|…|\b(?:mais|but)\b" \
    r"|(?=\b(?:sauf|except|excepte|hormis|apart from)\b)"  # "entre le 14 et le 18 sauf le 16"
# A sentence: what a week said in one clause may qualify a weekday said in the next one
# ("next week, Thursday afternoon").
SENTENCE = r"[.;!?\n]+(?!\d)|\.\.\.|…"

# What to do when the wish cannot be had: the words after it are a second, ordered wish
# ("le 11 matin, sinon l'après-midi", "the 4th, or if that's not possible the 11th").
FALLBACK = (
    r"(?:(?<=, )|(?<=,))else\b|\b(?:sinon|ou sinon|otherwise|or else|failing that|failing this|"
    r"a defaut|au pire|"
    r"at worst|if not|"
    r"si (?:ce n'est|c'est|ca n'est|ca|c'etait|ce n'etait) (?:pas|plus) (?:possible|libre|"
    r"dispo\w*|faisable|complet|bon)|si (?:c'est|ce n'est pas|c'est deja) (?:complet|plein|pris)|"
    r"si pas (?:possible|dispo\w*|libre)|si impossible|"
    r"si (?:ca|cela) ne (?:va|marche|convient) pas|"
    r"if (?:that|it|this|the \w+)(?:'s| is| was)? (?:not|isn'?t|is not|wasn'?t) (?:possible|free|"
    r"available|ok|doable)|if (?:that|it|this) (?:can'?t|cannot) (?:be done|work)|"
    r"if (?:that|it|this) (?:doesn'?t|does not|won'?t) work|if (?:that|it|this)'?s (?:full|taken)|"
    r"if (?:that|it|this) is (?:full|taken)|if (?:there'?s|there is) no (?:room|slot|space)|"
    r"if unavailable|if full)\b"
)

# The day preferred, then the one it replaces: "le 12 plutôt que le 7", "the 12th instead
# of the 7th", "le 11 au lieu du 7" (the day after the marker is rejected, not wished).
REJECTED = (
    r"\b(?:plutot qu(?:e|')|au lieu(?: de| d')?|instead of|rather than|in place of|"
    r"a la place(?: de| d')?)\s*(?:le |la |the |on |on the )?$"
)
# A half-day said as the only one ("mornings only", "le matin uniquement", "only in the
# afternoon") at the end of a fallback: said of the wish and of its fallback.
_ONLY = r"(?:only|uniquement|seulement|exclusivement)"
_HALF_WORDS = r"(?:(?:le|les|l'|in the|on) ?)?(?:matins?|mornings?|apres-midis?|apres midis?|" \
    r"afternoons?|am|pm)"
ONLY_HALF = (
    rf"[,;]\s*(?:{_ONLY} {_HALF_WORDS}|{_HALF_WORDS} {_ONLY})"
    r"(?: (?:please|svp|stp|merci|thanks))*\s*[.!]?\s*$")
PREFERENCE = r"\b(?:plutot|prefere\w*|prefer\w*|rather|mieux|better)\b"

# Bounds: "avant le 10", "not before the 20th", "le 20 au plus tôt", "no later than Friday".
LOWER = r"pas avant|not before|no earlier than|not earlier than|au plus tot|at the earliest|" \
        r"pas plus tot que|not until|no sooner than|not sooner than|pas plus tot que le"
UPPER_IN = r"au plus tard|at the latest|no later than|not later than|pas apres|not after|by|" \
    r"d'ici(?= (?:le|au|a|la fin)\b| (?:lundi|mardi|mercredi|jeudi|vendredi|samedi)\b)"
UPPER_OUT = r"avant|before|prior to"
BOUND = rf"\b(?P<kind>{LOWER}|{UPPER_IN}|{UPPER_OUT})\s+(?P<a>{DAY_EXPR})"
BOUND_AFTER = (rf"(?P<a>{DAY_EXPR})\s*,?\s+(?P<kind>au plus tard|at the latest|au plus tot|"
               r"at the earliest|ou apres|ou plus tard|or later|or after|ou avant|"
               r"ou plus tot|or before|or earlier|or sooner)\b"
               r"(?![- ]?(?:demain|midi|le\b|the\b|\d))")
LOWER_DAYS = 6  # a lower bound alone wishes that day and the six after it

# The earliest free slot, whatever the day: "le plus tôt possible", "asap".
EARLIEST = (
    r"\b(?:(?:le |the )?plus tot possible|au plus tot|des que possible|au plus vite|"
    r"le plus vite possible|le plus rapidement possible|asap|as soon as (?:possible|you can)|"
    r"(?:the )?earliest|soonest|first (?:available|free|open)|"
    # "le plus tôt sera le mieux", "the sooner the better", "as early as you can"
    r"(?:le )?plus tot (?:sera|serait|est|c'est) (?:le )?mieux|the (?:sooner|earlier) the "
    r"better|as (?:early|soon) as (?:you can|possible)|des que vous (?:pouvez|pourrez)|"
    r"premiers? (?:jours? |creneaux? |dates? )?(?:libres?|disponibles?|dispos?)|"
    # "the first day you can do", "le premier jour possible", "le premier créneau que vous
    # pouvez faire"
    r"first (?:day|date|slot|delivery) (?:you (?:can|could|have)|possible)|"
    r"premiers? (?:jours?|creneaux?|dates?) (?:possibles?|que vous (?:pouvez|pourriez|avez)))\b"
)

# The latest free slot: "le plus tard possible", "the latest date you have" (never "au plus
# tard" or "at the latest": bounds).
LATEST = (
    r"\b(?:le plus tard possible|aussi tard que possible|le plus loin possible|"
    r"(?:date|creneau|jour|livraison) la plus (?:tardive|eloignee|lointaine)|"
    r"(?:le |la |les )?(?:derniers?|dernieres?) (?:creneaux?|dates?|jours?)"
    r"(?: (?:libres?|disponibles?|dispos?|possibles?|que vous avez))?|"
    r"(?<!at )(?:the )?latest(?= (?:date|slot|day|delivery|one|possible|you)|\s*$|\s*[?.!])|"
    r"as late as possible|(?:the )?last (?:available|free|open|possible) (?:date|slot|day)s?|"
    r"furthest (?:out|date|slot))")

# A clock time: the half-day that holds it ("vers 14h", "à 9h30", "at 2pm", "15:00").
CLOCK = (
    r"(?:(?P<q>avant|before|until|till|jusqu'a|apres|after|a partir de|from|des|starting)\s+)?"
    r"(?<![\d/.:,-])(?P<h>[01]?\d|2[0-3])\s*(?:h\s*(?:[0-5]\d)?(?!\w)|heures?\b|"
    r"(?::[0-5]\d\s*)?(?P<ap>am|pm|a\.m\.|p\.m\.)(?!\w)|:[0-5]\d\b|o'?clock\b)"
)
# A half-day asked about in the negative, which asks for it ("vous avez pas l'après-midi ?",
# "y a rien le matin ?", "don't you have any afternoons?"): no half-day ruled out.
HALF_ASKED = (
    r"\b(?:(?:vous )?(?:n')?(?:avez|auriez|aviez)(?:[- ]vous)?|(?:il )?(?:n')?y (?:a|aurait|avait)|"
    r"y'a|ya|(?:il )?(?:ne )?(?:vous )?rest(?:e|erait)(?:[- ]t[- ]il)?)\s+(?:pas|plus|rien)"
    r"(?:\s+(?:de place|de creneaux?|de dispo\w*|de libre|quelque chose|moyen))?\s+"
    r"(?:de |d'|le |la |les |l'|un |une |en |dans la |pour (?:le |la |l')?)?$"
    r"|\b(?:don'?t you have|do you not have|haven'?t you got|have you not got|isn'?t there|"
    r"aren'?t there|is there not|are there not|is there nothing|nothing)\s+"
    r"(?:anything |something |a slot |slots |any(?:thing)? )?(?:free |available |open )?"
    r"(?:in the |on the |the |an? |any |for the )?$"
)
HALF_NEGATED = (
    r"\b(?:(?:pas|not|sauf|except|hors|jamais|never|anything but|tout sauf|ni|nor)\s+"
    r"(?:le |la |les |l'|in the |the |on |en |de |d'|dans la |during the |in |on a |a |an |"
    r"un |une )?"
    # "no mornings" rules a half out; "in the afternoon actually no the morning" corrects
    # the half said before it: the one after "no" is the one wished
    r"|no\s+)$"
)


# A weekday said as any of them ("un samedi", "on a Saturday", "any Saturday", "n'importe
# quel mardi"): each one of the coming weeks, not only the next two. A bare "a" is no clue
# ("à jeudi" folds to "a jeudi"): English says it after "on", "for"...
ANY_WEEKDAY = (r"\b(?:(?:on|for|like|prefer|want|need|it|delivery|possible) a|un|any|one|"
               r"n'importe quel|chaque|every|tous les)\s+(?:{days})\b")
ANY_WEEKDAY_WEEKS = 5
# Between a weekday and a date of that weekday, words that keep them two days said apart:
# one ruled out ("un samedi, sauf le 19", "any Saturday except the 19th").
SPLIT_APART = r"\b(?:sauf|except|excepte|hormis|hors|apart from|pas|not)\b"


@dataclass(frozen=True)
class _Patterns:
    """The glue's compiled patterns."""

    token: re.Pattern[str]
    range: re.Pattern[str]
    month_of: re.Pattern[str]
    week_of: re.Pattern[str]
    starting: re.Pattern[str]
    am: re.Pattern[str]
    pm: re.Pattern[str]
    negative: re.Pattern[str]
    correction: re.Pattern[str]
    question: re.Pattern[str]
    clause: re.Pattern[str]
    month_name: re.Pattern[str]
    sentence: re.Pattern[str]
    fallback: re.Pattern[str]
    rejected: re.Pattern[str]
    preference: re.Pattern[str]
    bound: re.Pattern[str]
    bound_after: re.Pattern[str]
    earliest: re.Pattern[str]
    clock: re.Pattern[str]
    half_negated: re.Pattern[str]
    half_asked: re.Pattern[str]
    month_part: re.Pattern[str]
    whole_month: re.Pattern[str]
    year_turn: re.Pattern[str]
    later: re.Pattern[str]
    earlier: re.Pattern[str]
    later_talk: re.Pattern[str]
    shift_before: re.Pattern[str]
    evening: re.Pattern[str]
    same_day: re.Pattern[str]
    any_weekday: re.Pattern[str]
    latest: re.Pattern[str]


@cache
def _patterns() -> _Patterns:
    """The sources above, compiled on the first text read rather than at import (tens of
    milliseconds that every start-up would pay, `comptoir ask` included), then kept."""
    return _Patterns(
        token=re.compile(TOKEN), range=re.compile(RANGE), month_of=re.compile(MONTH_OF),
        week_of=re.compile(WEEK_OF), starting=re.compile(FROM), am=re.compile(AM),
        pm=re.compile(PM), negative=re.compile(NEGATIVE), correction=re.compile(CORRECTION),
        question=re.compile(QUESTION), clause=re.compile(CLAUSE),
        month_name=re.compile(rf"\b({MONTH_NAMES})\b"), sentence=re.compile(SENTENCE),
        fallback=re.compile(FALLBACK), rejected=re.compile(REJECTED),
        preference=re.compile(PREFERENCE), bound=re.compile(BOUND),
        bound_after=re.compile(BOUND_AFTER), earliest=re.compile(EARLIEST),
        clock=re.compile(CLOCK), half_negated=re.compile(HALF_NEGATED),
        half_asked=re.compile(HALF_ASKED), month_part=re.compile(MONTH_PART),
        whole_month=re.compile(WHOLE_MONTH), year_turn=re.compile(YEAR_TURN),
        later=re.compile(LATER),
        earlier=re.compile(EARLIER), later_talk=re.compile(LATER_TALK),
        any_weekday=re.compile(ANY_WEEKDAY.format(days="|".join(FULL_DAYS))),
        latest=re.compile(LATEST),
        shift_before=re.compile(SHIFT_BEFORE), evening=re.compile(EVENING),
        same_day=re.compile(SAME_DAY))


def _week(today: date, weeks_ahead: int) -> tuple[date, date]:
    monday = today - timedelta(days=today.weekday()) + timedelta(weeks=weeks_ahead)
    return monday, monday + timedelta(days=6)


def _week_range(expr: str, today: date) -> tuple[date, date]:
    ahead = 0
    if re.search(r"apres|after|suivante|qui suit|following", expr):
        ahead = 2
    elif re.search(r"prochaine|next", expr):
        ahead = 1
    monday, sunday = _week(today, ahead)
    if re.search(r"week-?end", expr):
        return monday + timedelta(days=5), monday + timedelta(days=6)
    if re.search(r"debut|early|start|beginning", expr):
        return monday, monday + timedelta(days=1)
    if re.search(r"milieu|mid", expr):
        return monday + timedelta(days=2), monday + timedelta(days=3)
    if re.search(r"\bfin\b|\bend\b|late", expr):
        return monday + timedelta(days=4), monday + timedelta(days=5)
    if ahead == 0:
        return max(today, monday), sunday
    return monday, sunday


# Which week a weekday said with it falls in: "la semaine d'après", "the week after next",
# "dans deux semaines", "in 3 weeks", "dans quinze jours"; "next week" is the next one.
IN_WEEKS = rf"(?:dans|in)\s+(?P<n>{NUMBER})\s+(?:semaines?|weeks?)|(?:a|one|{NUMBER})\s+weeks?\s+" \
    r"from\s+(?:today|now)"
WEEK_AFTER_NEXT = (r"\b(?:semaine (?:d'apres|suivante|qui suit)|week after next|following week|"
                   r"(?:dans|in) (?:quinze|15) (?:jours|days)|in a fortnight|dans une quinzaine)\b")
NEXT_WEEK = r"semaine prochaine|prochaine semaine|next week"
COUNTS = {"un": 1, "une": 1, "a": 1, "one": 1, "deux": 2, "two": 2, "trois": 3, "three": 3,
          "quatre": 4, "four": 4, "cinq": 5, "five": 5, "six": 6, "sept": 7, "seven": 7,
          "huit": 8, "eight": 8, "dix": 10, "ten": 10, "quinze": 15, "fifteen": 15}


@lru_cache(maxsize=256)  # pure; each date of a sentence reads the same sentence
def _weeks_ahead(scope: str) -> int:
    """The week a weekday said in `scope` falls in, counted from this one (0: none said)."""
    m = re.search(rf"\b(?:{IN_WEEKS})\b", scope)
    if m:
        said = re.search(rf"\b(\d+|{'|'.join(COUNTS)})\s+(?:semaines?|weeks?)", m.group(0))
        count = said.group(1) if said else "1"
        return int(count) if count.isdigit() else COUNTS[count]
    if re.search(WEEK_AFTER_NEXT, scope):
        return 2
    return int(bool(re.search(NEXT_WEEK, scope)))


def _normalise(expr: str) -> tuple[str, bool]:
    """The expression as dateparser reads it, and whether it is a weekday-only phrase."""
    expr = re.sub(r"\bapres demain\b", "apres-demain", expr)
    expr = re.sub(r"^(\d{1,2})\.(\d{1,2})(?=$|\.)", r"\1/\2", expr)  # "23.10" is no time
    expr = re.sub(r"^(\d{1,2}/\d{1,2})\.(\d{2,4})$", r"\1/\2", expr)
    expr = re.sub(r"^(?:on the|the|le|du|au|et le|and the|or the|ou le)\s+", "", expr)
    # "ce jeudi 10", "this Thursday the 10th": the day said by its number
    expr = re.sub(rf"^(?:this|ce|cette)\s+(?=(?:{WD})s?\s+(?:the\s+)?\d)", "", expr)
    expr = re.sub(r"^(?:d'ici)\s+", "dans ", expr)
    m = re.fullmatch(rf"(a|one|{NUMBER})\s+(days?|weeks?)\s+from\s+(?:today|now)", expr)
    if m:
        expr = f"in {m[1]} {m[2]}"
    weekday_only = bool(re.fullmatch(rf"(?:(?:next|this|ce|cette)\s+)?(?:{WD})s?"
                                     r"(?:\s+(?:prochain|next))?", expr))
    if weekday_only:
        name = re.search(rf"\b({WD})s?\b", expr)
        assert name is not None
        expr = name.group(1)
    expr = re.sub(rf"\b({WD})s\b", r"\1", expr)
    expr = re.sub(r"\b(\d{1,2})(?:eme|e)\b", r"\1", expr)
    return expr, weekday_only


def _resolve(expr: str, today: date, next_week: int, month_hint: int | None,
             listed: tuple[date, ...] = ()) -> date | None:
    """One date expression's day. `next_week`: the weeks ahead a weekday said alone falls
    in (1: "next week", 2: "the week after next"; 0: the next such weekday). `listed`: the
    months of a slot list just shown (their first days): a day number said without a month
    ("le 20", "lundi 2") is first looked for there."""
    text, weekday_only = _normalise(expr)
    in_list = re.fullmatch(rf"(?:({WD})\s+(?:the\s+)?)?(\d{{1,2}})(?:er|st|nd|rd|th)?", text)
    for first in listed if in_list and not weekday_only else ():
        assert in_list is not None
        try:
            candidate = first.replace(day=int(in_list.group(2)))
        except ValueError:
            continue
        if candidate >= today and (in_list.group(1) is None
                                   or candidate.weekday() == WEEKDAYS[in_list.group(1)]):
            return candidate
    if weekday_only:
        weekday = WEEKDAYS[text]
        if next_week:
            return _week(today, int(next_week))[0] + timedelta(days=weekday)
        delta = (weekday - today.weekday()) % 7 or 7
        return today + timedelta(days=delta)
    dated = re.fullmatch(rf"({WD})\s+(?:the\s+)?(\d{{1,2}})(?:er|st|nd|rd|th)?", text)
    if dated:
        day_of = _weekday_day(WEEKDAYS[dated.group(1)], int(dated.group(2)), today,
                              month_hint)
        if day_of is not None:
            return day_of
    bare = re.fullmatch(rf"({DAYNUM})", text)
    if bare:
        day = int(re.match(r"\d+", text).group(0))  # type: ignore[union-attr]
        for months_ahead in range(0, 3):
            month = (month_hint or today.month) - 1 + months_ahead
            year = today.year + month // 12
            try:
                candidate = date(year, month % 12 + 1, day)
            except ValueError:
                continue
            if candidate >= today or month_hint:
                return candidate
        return None
    resolved = parse_day(text, today)
    if resolved and resolved < today - timedelta(days=1) and not re.search(r"20\d\d", text):
        resolved = parse_day(f"{text} {today.year + 1}", today) or resolved
    if resolved and resolved.year == today.year + 1 and (resolved.month, resolved.day) == (
            today.month, today.day) and not re.search(r"20\d\d", text):
        resolved = today  # "le 2 décembre" said on 2 December: today (too soon), not next year
    return resolved


# The first day of a range said as a bare day number, its weekday perhaps named ("4", "le 11",
# "the 4th", "lundi 4"): only then is the last day's month its month too ("between tomorrow
# and the 20th of January", "from next Monday to 15 January" keep their own first day).
_BARE_RANGE_START = (  # compiled on first use (`re`'s cache), never at import
    r"(?:(?:le|la|du|the)\s+)?(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)"
    r"\.?,?\s+(?:(?:le|the)\s+)?)?\d{1,2}(?:st|nd|rd|th|er|e)?")


def _range_start(day: int, end: date) -> date | None:
    """The first day of a range whose month is said once, after its last day ("from 4 to 8
    January", "entre le 11 et le 15 janvier", "between the 28th and the 3rd of January"):
    that day number in the last day's month and year, or in the month before when it comes
    after the last day's number. None when no such day exists."""
    month_start = end.replace(day=1)
    if day > end.day:
        month_start = (month_start - timedelta(days=1)).replace(day=1)
    try:
        return month_start.replace(day=day)
    except ValueError:
        return None


WEEKDAY_MONTHS = 3  # how far a weekday and a day number are matched ("lundi 2": next Monday 2)


def _weekday_day(weekday: int, day: int, today: date, month_hint: int | None) -> date | None:
    """A weekday with a day number and no month ("lundi 2", "Monday the 2nd", "jeudi 5"): the
    day number in this month (or the month hinted), unless that day is gone; then the first
    month ahead in which that day falls on that weekday, else the next such day number. None
    when this month's day is still to come (read as said, whatever its weekday) or is gone
    and was that weekday (the day meant, gone: the reply says so)."""
    first_month = (month_hint or today.month) - 1
    upcoming: list[date] = []
    for ahead in range(WEEKDAY_MONTHS + 1):
        month = first_month + ahead
        try:
            candidate = date(today.year + month // 12, month % 12 + 1, day)
        except ValueError:
            continue
        if candidate < today:
            if ahead == 0 and candidate.weekday() == weekday:
                return None  # "lundi 12" said on Wednesday 14: that Monday, gone (said so)
            continue
        if candidate.weekday() == weekday:
            return candidate
        if ahead == 0:
            return None
        upcoming.append(candidate)
    return upcoming[0] if upcoming else None


@dataclass
class _Found:
    start: int
    days: tuple[date, ...]
    is_range: bool
    weekday_only: bool = False
    weekday: int | None = None
    generic: bool = False  # "le mardi": any Tuesday (resolved to the next one)
    end: int = -1          # where a single day's words end (-1: not recorded)
    bound: bool = False    # "avant le 10", "pas avant le 20": a bound, never ruled out
    week: bool = False     # "la semaine du 14", "du 14 au 18": a week said, that "la semaine
    #                        suivante" said after it follows
    relative: bool = False  # "la semaine suivante", "the week after": after a week said
    away: bool = False     # a week the customer is away ("en déplacement toute cette semaine")


# The day of the delivery being moved, said as such ("reporter la livraison de demain", "la
# livraison prévue jeudi", "I won't be home for delivery tomorrow"): the day replaced, neither
# wished nor ruled out (the move leaves it anyway). Patterns as text: compiled on first use.
BOOKED_BEFORE = (r"\b(?:livraisons?|livreur|rdv|rendez-vous|deliver(?:y|ies))\s+(?:de|du|d'|"
                 r"(?:initialement |actuellement |bien )?prevue?s?(?: pour| le)?|"
                 r"(?:currently |originally )?(?:scheduled|planned|booked|set) (?:for|on)|"
                 r"due(?: on)?)\s*(?:le\s+|the\s+|this\s+|ce\s+)?$"
                 r"|\b(?:for|pour) (?:the |la |ma |my )?(?:delivery|livraison)\s+(?:de\s+|du\s+)?$"
                 # the piece or the order said booked, the delivery word left out ("le canapé
                 # SO-31001 prévu lundi", "il est prévu lundi matin", "our sofa is booked for
                 # Monday", "it's due on Friday", "le lit arrive lundi", "the table is coming
                 # on Monday", "le livreur doit passer ce matin"): the day it comes, told; never
                 # a day asked for it ("qu'il arrive mercredi", "can it be booked for Monday",
                 # "pouvez-vous la prévoir lundi")
                 r"|(?:\b(?:so[- ]?\d{4,6}|est|sont|etait|etaient|c'est|initialement|"
                 r"actuellement|deja)\s+(?:bien\s+|toujours\s+)?prevue?s?"
                 r"|\b(?:is|are|was|were|'s|it's|currently|originally|already)\s+"
                 r"(?:still\s+)?(?:booked|scheduled|planned|set|due)"
                 r"|\b(?<!qu')(?<!que )(?:il|elle|ils|elles|so[- ]?\d{4,6}|lit|"
                 r"canape|table|fauteuil|chaises?|buffet|commande|livreur)\s+"
                 r"(?:arrive|arrivent|arrivera|arriveront|passe|passera|vient|viendra|"
                 r"doit (?:arriver|passer|venir|etre livree?))"
                 r"|\b(?:is|are|'s|it's)\s+(?:coming|arriving|being delivered|"
                 r"due to (?:arrive|come))"
                 r"|\b(?:it|they|so[- ]?\d{4,6}|sofa|bed|table|chairs?|armchair|order|driver)\s+"
                 r"(?:comes|arrives|will (?:come|arrive))"
                 r")(?:\s+(?:pour|le|for|on))?\s*(?:le\s+|the\s+|this\s+|ce\s+)?$")
# A half-day said right after a day ("lundi matin", "Monday afternoon", "le 18 au matin").
_HALF_AFTER = (r"(?:au |le |l'|in the |on the )?(?:matin|matinee|apres-midi|apres midi|aprem|"
               r"morning|afternoon|am|pm)")
# Said after the day, in a clause that rules it out: "je ne serai pas là demain pour la
# livraison" (the delivery is then).
BOOKED_AFTER = r"^\s*(?:pour|for) (?:la |ma |the |my )?(?:livraison|delivery)\b"


def names_the_booked_day(text: str) -> bool:
    """Whether the message says the day of the delivery being moved, as such ("je ne serai
    pas là mardi pour la livraison", "la livraison de demain"): a day said that is no wish,
    so an empty wish is no date misunderstood."""
    folded = _fold(text)
    day = (r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|monday|tuesday|wednesday|thursday|"
           r"friday|saturday|demain|tomorrow|aujourd'hui|today|(?:le |the )?\d{1,2}(?:er|st|nd|rd|"
           r"th)?)")
    return bool(re.search(rf"\b{day}\s+(?:pour|for) (?:la |ma |the |my )?(?:livraison|delivery)\b",
                          folded)
                or re.search(r"\b(?:livraisons?|livreur|rdv|deliver(?:y|ies))\s+(?:de|du|d'|"
                             r"(?:initialement |actuellement |bien )?prevue?s?(?: pour| le)?|"
                             r"(?:currently |originally )?(?:scheduled|planned|booked|set) "
                             rf"(?:for|on)|due(?: on)?)\s*(?:le |the |ce |this )?{day}\b", folded))


def _clause_of(position: int, bounds: list[int]) -> int:
    return sum(1 for b in bounds if b <= position)


# A day gone, mentioned as such ("lundi dernier", "last Monday", "depuis hier", "since
# Friday", "il y a trois jours", "two days ago", "la semaine dernière"): no day wished, taken
# out before any is read ("the last week of December" is one: a part of a month).
_PAST_DAYS = r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|" \
    r"wednesday|thursday|friday|saturday|sunday)"
PAST_DAY = (
    rf"\b(?:(?:last|this past|past) (?:{_PAST_DAYS}s?|week-?end)\b(?!\s+of\b)"
    rf"|{_PAST_DAYS} (?:dernier|passe)\b"
    r"|(?:la semaine|le mois|le week-end|le weekend) (?:derniere?|passee?)\b|l'autre jour\b"
    r"|last (?:week|month|weekend|week-end)\b(?!\s+of\b)|the other day\b"
    rf"|(?:depuis|since)(?: (?:l'|le |la |the )?)?(?:avant[- ]hier|hier|yesterday|"
    rf"day before yesterday|ce matin|this morning|{_PAST_DAYS}(?: (?:dernier|passe))?|"
    r"(?:le |the )?\d{1,2}(?:er|st|nd|rd|th)?\b(?! (?:jours?|days?|semaines?|weeks?|mois|"
    r"months?|ans?|years?|heures?|hours?|h\b))"
    rf"(?: (?:of )?(?:{MONTH_NAMES})\b)?"
    r"|(?:une|deux|trois|quatre|cinq|huit|quinze|\d{1,2}|a|one|two|three|four|five) "
    r"(?:jours?|days?|semaines?|weeks?))"
    r"|il y a (?:un|une|deux|trois|quatre|cinq|huit|quinze|\d{1,2}) (?:jours?|semaines?)\b"
    r"|(?:a|one|two|three|four|five|\d{1,2}) (?:days?|weeks?) ago\b"
    # A month said of what the person did ("nous avons emménagé en octobre", "j'ai commandé
    # en septembre", "we moved in October", "I ordered it back in September"): history told,
    # never a month wished ("pouvez-vous livrer en janvier ?" stays a wish)
    r"|\b(?:ai|avons|avez|a|ont|suis|sommes|sont|est)(?: (?:deja|bien|juste|tous|toutes))?"
    # (never a question or an adjective: "vous avez quoi en janvier ?", "qu'est-ce qui est
    # libre en janvier ?", "il y a encore de la place en janvier ?")
    r"(?! (?:quoi|qui|libres?|disponibles?|possibles?|encore|tout|toute|toutes|ouverte?s?|"
    r"aussi|ici|bien)\b)"
    r"(?: (?:le|la|les|l'|l))? ?[a-z]+(?:e|es|ee|ees|i|is|ie|ies|u|us|ue|ues|t|te|ts)"
    rf" (?:(?:debut|mi|fin|courant) |au (?:debut du |mois d'|mois de )|en )(?:{MONTH_NAMES})\b"
    # Time spent doing something ("I spent the whole afternoon unpacking it", "j'ai passé
    # toute la matinée à monter la table"): how long it took, never a half-day wished (said
    # in the past only: "je passe l'après-midi chez moi le 16" is where the person will be)
    r"|\b(?:spent|(?:ai|avons|a|ont|avez) (?:deja )?passee?s?)"
    r" (?:(?:the|all|my|our|a|an|toute|tout|la|le|l'|ma|mon|une|un) ?)?"
    r"(?:(?:whole|entire|full|long|toute la|tout le|l') ?)?"
    r"(?:afternoon|morning|day|evening|weekend|week-?end|apres[- ]midi|matinee|matin|"
    r"journee|soiree|semaine)s?\b"
    r"|\b(?:i|we|they|he|she)(?:'ve|'d| have| had)?(?: (?:just|already|first|only))?"
    r" (?:[a-z]+ed|bought|got|paid|sent|came|went|made|placed)(?: (?:it|them|this|that|the \w+|"
    r"my \w+|our \w+|an? \w+))?(?: (?:back|way back))? (?:in|during|(?:at|in) (?:the )?"
    rf"(?:start|end|beginning|middle) of|early|mid|late) (?:{MONTH_NAMES})\b)"
)
# Said of something done, not wished ("I asked to move it yesterday", "j'ai appelé hier pour
# la déplacer", "vous m'avez dit hier"): yesterday is then no day asked for.
PAST_DONE = (
    r"\b(?:(?:i|we)(?: already)? (?:asked|called|rang|phoned|requested|tried|wanted|wrote|"
    r"e-?mailed|messaged|contacted|said|told|spoke|talked|was told|were told|got|received|"
    r"had|did)|i'?ve|we'?ve|i had|j'ai|nous avons|on a|vous m'avez|on m'a|vous avez|"
    r"vous aviez|j'avais|deja|already|depuis|since|ago|il y a|"
    # a delivery that should have come ("you were supposed to deliver yesterday")
    r"supposed to|meant to|should have|devai[st]|deviez|devaient|auriez du|aurait du|"
    r"was due|were due|was (?:scheduled|booked|planned|expected)|didn'?t|did not|never|"
    r"jamais|pas venu\w*)\b")


@cache
def _past() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """`PAST_DAY` and `PAST_DONE`, compiled on the first text read (like `_patterns`)."""
    return re.compile(PAST_DAY), re.compile(PAST_DONE)


def without_past_days(text: str) -> str:
    """The text (folded) less the days gone it mentions ("last Monday I called…"): what is
    left may still say when, or pick by rank ("the last one")."""
    return _past()[0].sub(" ", without_floors(fold_words(text)))


@lru_cache(maxsize=2048)  # pure; a turn's readers fold the same message many times
def _fold(text: str) -> str:
    # A cross after a date rules it out, a tick keeps it: "lundi 19/10 ❌ mardi 20/10 ✅".
    text = re.sub("[\u274c\u2716\u2717\u2718\U0001f6ab]", " pas possible ; ", text)
    text = re.sub("[\u2705\u2714\u2713\u2611]", " ; ", text)
    # "oct." is October; "le 23 octobre. 24001" ends a sentence before an order number
    # "wensday 23 mornig": a word of when with one slip is read as the word
    folded = mend_date_slips(without_floors(fold_words(text)))
    folded = re.sub(rf"\b({MONTH_NAMES})\.(?!\s*(?!20\d\d\b)\d{{3,}})", r"\1",
                    folded)  # "au 3e étage": no 3rd of the month
    folded = without_polite_clauses(_past()[0].sub(" ", folded))  # "si c'est pas trop…"
    folded = _this_half_day(_written_on().sub(" ", folded))  # "ce matin": today's morning
    for short, meant in _sms():
        folded = short.sub(meant, folded)
    folded = _trailing_bound().sub(r"\g<mid>\g<k> \g<d>", _digits_for_day_words(folded))
    return _after_event(_trip_as_away(_without_house_move_day(folded)))


# A house move told with its day ("nous déménageons Mme Dubois le 15", "we're moving Mr
# Roche on the 11th", "notre déménagement est le 15"): the day of the move, an event; when
# the message says another day, that day is the wish and the move's day none ("… elle
# souhaite que la méridienne arrive après, le lundi 21 décembre"). Said alone, it stays the
# day a "before" or an "after" points at ("je déménage le 10, pouvez-vous livrer avant ?").
_MOVE_DAY_SAID = (
    r"\b(?:(?:je|j'|on|nous|il|elle|ils|elles|they|we|i|he|she)(?:'re|'m|'s| are| am| is| will"
    r" be|'ll be)? (?:demenage|demenageons|demenagent|demenagera\w*|moving|move house|move "
    r"out|move in)|(?:mon|ma|notre|son|sa|leur|le|my|our|his|her|their|the) (?:demenagement|"
    r"move|moving day|removal))"
    r"(?P<between>(?: (?!(?:la |le |the |sa |son |their |her |his )?(?:livraison|commande|"
    r"delivery|order|it|them|so)\b)[^\s.?!;,]+){0,4}?)"
    rf" (?:(?:est|is|a lieu|aura lieu|takes place|will be|happens) )?(?:le|on(?: the)?|the) "
    rf"(?:(?:{WEEKDAY_WORDS}) (?:the )?)?{DAYNUM}(?: (?:of )?(?:{MONTH_NAMES}))?\b")


@cache
def _move_day_said() -> re.Pattern[str]:
    return re.compile(_MOVE_DAY_SAID)


def _without_house_move_day(folded: str) -> str:
    m = _move_day_said().search(folded)
    if m is None:
        return folded
    rest = folded[:m.start()] + " ; " + folded[m.end():]
    if not re.search(rf"(?<![\w-]){DAYNUM}\b|\b(?:{WEEKDAY_WORDS})\b", rest):
        return folded  # the move's day the only one said: a bound pointed at, kept
    after = _after_event_patterns()[0].search(folded, m.end())
    if after is not None and not re.fullmatch(r"apres|after", after.group(0)):
        # "on déménage le 15, livrez après le déménagement mais avant Noël": the move's day
        # is the one "after the move" points at, whatever other day bounds the wish (a
        # bare "après, le lundi 21" is followed by the day wished)
        return folded
    return rest


# When the message itself is written, told in an apology or a greeting ("désolée de vous
# écrire si tard un vendredi", "sorry to bother you on a Sunday", "je vous écris ce lundi
# soir"): no day wished, taken out before any is read.
WRITTEN_ON = (
    r"\b(?:ecri\w*|deranger|derange|contacter|contacte|solliciter|message\w*|write|writing|"
    r"bother\w*|disturb\w*|contact\w*|reaching out|texting|e-?mailing)"
    r"(?: (?:si|aussi|tard|so|late|you|vous|te|encore|again|at|this|that|hour|cette|heure|a|"
    r"de|nuit|night|le|the)){0,4} (?:un|une|ce|en ce|on a|on this|this|on)"
    rf" {_PAST_DAYS}(?: (?:soir|matin|apres-midi|evening|morning|afternoon|night))?\b")


@cache
def _written_on() -> re.Pattern[str]:
    return re.compile(WRITTEN_ON)


# A half-day of today said as such ("vous pouvez livrer ce matin ?", "could you come this
# afternoon?"): today at that half-day (too soon, said so with its day), never any morning;
# not when told as done ("le livreur est passé ce matin", "it arrived this morning").
THIS_HALF = (r"\b(?:ce matin|cette matinee|cet apres-midi|cet apres midi|this morning|"
             r"this afternoon)\b")
_TOLD_DONE = (r"\b(?:est|sont|a|ont|etait|etaient|suis|was|were|has|have|had|came|arrived|"
              r"delivered|dropped|called|rang|phoned|appele|recu|received)\b[^.?!;]{0,30}$")


def _this_half_day(folded: str) -> str:
    def today(m: re.Match[str]) -> str:
        if re.search(_TOLD_DONE, folded[max(0, m.start() - 40):m.start()]):
            return m.group(0)
        english = m.group(0).startswith("this")
        half = m.group(0).split(" ", 1)[1]
        return ("today " if english else "aujourd'hui ") + half
    return re.sub(THIS_HALF, today, folded)


# What a day said first was, pointed back at by "after" ("je déménage le 14, livrez après le
# déménagement", "away until December 14, deliver after I'm back", "du 7 au 12, après mon
# retour"): the day after that event (the last day of a trip said as a range).
_EVENT = (r"(?:(?:mon|ma|notre|le|la|my|our|the|this|that) )?(?:retour|return|demenagement|"
          r"move|moving|voyage|trip|travels?|vacances|holidays?|vacation|absence|sejour|stay|"
          r"deplacement|conges|leave)")
# What may follow a bare "après", "after that" and still close it: the end of the clause, a
# please, a hedge, or what is said of it ("donc après si possible", "anything after that is
# good", "après c'est bon", "after that works"; never "après ça marche", which may be
# "otherwise it works").
_AFTER_TAIL = (r"(?=\s*(?:[?.!;,]|$|(?:svp|stp|please|pls|plz|s'il|merci|thanks?|thx|si possible|"
               r"if possible|ideally|idealement|de preference|preferably|is|works?|would|suits?|"
               r"ok|okay|fine|good|great|will do|c'est bon|ca me va|ca nous va)\b))")
AFTER_EVENT = (
    # ("la semaine d'après", "the week after": a week, see `RELATIVE_WEEK`)
    # ("le 22 ou après", "the 22nd or after": that day included, see `BOUND_AFTER`)
    r"\b(?:(?<!semaine d')(?<!week )(?<!\bou )(?<!\bor )(?:apres|after)"
    rf"{_AFTER_TAIL}"
    r"|(?P<k>apres|after|a la fin d[eu]|once|when|des|a)\s+"
    rf"(?:{_EVENT}\b|(?:cela|ca|that|this|it|then){_AFTER_TAIL}"
    r"|(?:(?:i|we)(?:'?m| am|'?re| are)|(?:i|we) (?:get|come|have come|am|are)) back(?: home)?\b|"
    r"(?:i|we) (?:return|come home|get home)\b|(?:que )?(?:je|nous) (?:rentre|reviens|revenons|"
    r"rentrons|serai rentre\w*|serons rentre\w*)\b)"
    r"|(?P<k2>une fois|des que je serai|quand je serai|when i'?m|once i'?m|"
    r"once we'?re|when we'?re)\s+(?:(?:rentre|revenu|de retour|back|home)\w*\b|"
    rf"{_EVENT}\s+(?:fait|termine|passe|done|over)\w*\b))"
)
_SAID_DAY = (
    rf"(?:\b(?:du|from(?: the)?|entre(?: le)?|between(?: the)?)\s+{DAYNUM}(?:\s+(?:{MONTH_NAMES}))?"
    rf"\s+(?:au|to(?: the)?|until(?: the)?|jusqu'au|-|et(?: le)?|and(?: the)?)\s+)?"
    rf"(?:(?<=\s)|^|\b(?:le|the|on(?: the)?|jusqu'au|jusqu'a|until(?: the)?|till(?: the)?|au|"
    rf"du)\s+)"
    rf"(?:(?P<e>{DAYNUM})\b(?:\s+(?:of\s+)?(?P<m>{MONTH_NAMES})\b)?"
    rf"|(?P<m2>{MONTH_NAMES})\s+(?P<e2>{DAYNUM})\b)"
)


# A trip told by its legs ("I'm flying to Zürich on the 8th and back on the 11th", "je pars à
# Madrid le 8 et je rentre le 11", "départ le 8, retour le 11", "leaving for Rome on Dec 8,
# home on the 11th"): the days between are days away, never days wished. Written as the
# absence it is ("away from the 8th to the 11th", "absent du 8 au 11"), so that the range is
# ruled out and "after I'm back" points at its last day. A leg out told alone ("je pars le
# 8", "flying out on the 8th") rules that day out.
_TRIP_DAY = (rf"(?:(?:{WEEKDAY_WORDS}) (?:the )?)?(?:{DAYNUM}(?: (?:of )?(?:{MONTH_NAMES}))?|"
             rf"(?:{MONTH_NAMES}) {DAYNUM})\b")
_TRIP_OUT_EN = (r"\b(?:(?:i'?m|i am|we'?re|we are|i'?ll be|we'?ll be|i will be|we will be|i|we) )?"
                r"(?:fly(?:ing)?|flies|leav(?:e|ing)|head(?:ing)?(?: off| out)?|going away|"
                r"go(?:ing)? away|travel+(?:ing)?|driv(?:e|ing)|depart(?:ing)?|sail(?:ing)?|"
                r"set(?:ting)? off|off)(?: (?:out|off|away|abroad|home))?"
                r"(?: (?:to|for|out to|off to|over to|down to|up to) (?:[^\d\s.?!;,]+ ){0,3}?)? ?"
                r"(?:(?:on|from) )?(?:the )?")
_TRIP_OUT_FR = (r"\b(?:(?:je|on|nous) (?:pars|part|partons|m'envole|s'envole|vais partir|"
                r"serai parti\w*|prends l'avion|decolle)|depart|departs)"
                r"(?: (?:a|en|au|aux|pour|vers|chez) (?:[^\d\s.?!;,]+ ){0,3}?)? ?(?:(?:le|du) )?")
_TRIP_GAP = r"[^\d.?!;]{0,40}?"
_TRIP_BACK_EN = (r"(?:(?:i'?m|i am|we'?re|we are|i'?ll be|we'?ll be|i will be|we will be|"
                 r"i|we) )?(?:back|home|returning|return|coming back|coming home|flying back|"
                 r"fly back|getting back|get back|get home|getting home)(?: home)?"
                 r"(?: (?:on|the|on the))? ")
_TRIP_BACK_FR = (r"(?:(?:je|on|nous) )?(?:rentre|rentrons|reviens|revient|revenons|"
                 r"serai de retour|serons de retour|suis de retour|serai rentre\w*|retour|"
                 r"rentree?|revenue?)(?: (?:a|en|au) [^\d\s.?!;,]+)?(?: (?:le|du))? ")


@cache
def _trip_patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str],
                              re.Pattern[str]]:
    def leg(out: str, back: str) -> re.Pattern[str]:
        return re.compile(rf"{out}(?P<d1>{_TRIP_DAY}){_TRIP_GAP}\b{back}(?P<d2>{_TRIP_DAY})")
    return (leg(_TRIP_OUT_EN, _TRIP_BACK_EN), leg(_TRIP_OUT_FR, _TRIP_BACK_FR),
            re.compile(rf"{_TRIP_OUT_EN}(?P<d1>{_TRIP_DAY})"),
            re.compile(rf"{_TRIP_OUT_FR}(?P<d1>{_TRIP_DAY})"))


def _trip_as_away(folded: str) -> str:
    """`folded` with a trip told by its legs written as the days away it is (never a leg
    said as a bound: "deliver before I fly out on the 8th", "avant que je parte le 8")."""
    en, fr, en_out, fr_out = _trip_patterns()

    def day(m: re.Match[str], key: str, english: bool) -> str:
        said = re.sub(rf"^(?:{WEEKDAY_WORDS}) (?:the )?", "", m[key])  # "friday 11th": the 11th
        return f"the {said}" if english and said[:1].isdigit() else said

    def away(english: bool, legs: bool) -> Callable[[re.Match[str]], str]:
        def written(m: re.Match[str]) -> str:
            if re.search(r"\b(?:before|until|till|avant|jusqu'a)(?: que| qu')?(?: (?:i|we|je|"
                         r"j'|on|nous|mon|notre))?\s*$", m.string[:m.start()]):
                return m[0]
            if not legs:
                return f"away on {day(m, 'd1', True)}" if english else f"absent le {m['d1']}"
            if english:
                return f"away from {day(m, 'd1', True)} to {day(m, 'd2', True)}"
            return f"absent du {day(m, 'd1', False)} au {day(m, 'd2', False)}"
        return written

    folded = en.sub(away(True, True), folded)
    folded = fr.sub(away(False, True), folded)
    folded = en_out.sub(away(True, False), folded)
    return fr_out.sub(away(False, False), folded)


@cache
def _after_event_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    return re.compile(AFTER_EVENT), re.compile(_SAID_DAY)


def _after_event(folded: str) -> str:
    """`folded` with "après le déménagement", "after I'm back"... written "apres le <day>"
    when a day is said before it in the same sentence, or in the sentence before when an
    event is named (and the words pointing back are not already a day: "après le 20"
    stays)."""
    m = _after_event_patterns()[0].search(folded)
    if m is None:
        return folded
    start = max(folded.rfind(c, 0, m.start()) for c in ".?!;\n") + 1
    days = _days_before_event(folded, start, m.start())
    if not days and start > 1 and (m.group("k") or m.group("k2")):
        # the event told in the sentence before ("je pars le 14 et je rentre le 20. Vous
        # pouvez décaler après mon retour ?", "I'm away till the 20th. After I'm back?")
        before = max(folded.rfind(c, 0, start - 1) for c in ".?!;\n") + 1
        days = _days_before_event(folded, before, start)
    if not days:
        return folded
    d = days[-1]
    day = d.group("e") or d.group("e2")
    month = d.group("m") or d.group("m2")
    english = bool(re.match(r"after|once|when", m.group(0)))
    said = f"{day} {month}" if month else day
    after = f"after the {said}" if english else f"apres le {said}"
    # The words that said the event ("I'm away until", "je suis absente jusqu'au") end
    # their sentence with the day: a "not"/"away" in them is said of the absence, never of
    # the days after it ("I'm away until the 26th so deliver after I'm back").
    return folded[:d.start()].rstrip() + " ; " + folded[d.end():m.start()] + after \
        + folded[m.end():]


def _days_before_event(folded: str, start: int, end: int) -> list[re.Match[str]]:
    """The days said between `start` and `end` that an event may end on (a day number
    alone is a quantity, "not the 14th" a day ruled out)."""
    said_day = _after_event_patterns()[1]
    return [d for d in said_day.finditer(folded, start, end)
            if (d.group("m") or d.group("m2") or not re.match(r"\d", d.group(0)))
            and not re.search(r"\b(?:pas|not|no)\s*$", folded[start:d.start()])]


@cache
def _trailing_bound() -> re.Pattern[str]:
    """A day said first, then "avant"/"before" with no day after it, pointing back at it
    ("je déménage le 10, pouvez-vous livrer avant ?" → "… livrer avant le 10 ?"). Never
    after a negation ("le 10, pas avant": that day, not a bound)."""
    return re.compile(
        rf"\b(?P<d>(?:le|the) \d{{1,2}}(?:er|e|st|nd|rd|th)?(?: (?:{MONTH_NAMES}))?)\b"
        r"(?P<mid>[^.?!;]{0,80}?)(?<!\bpas )(?<!\bnot )(?<!\bno )(?<!week )(?<!semaine d')"
        # "le 22 ou après", "the 22nd or before": that day included, a bound of its own
        r"(?<!\bou )(?<!\bor )"
        r"\b(?P<k>avant|before|apres|after)(?=\s*(?:[?.!;,]|$|svp\b|stp\b|please\b|"
        r"s'il\b|merci\b|thanks?\b))")


# Words before "after tomorrow" that make it a bound ("any day after tomorrow", "only after
# tomorrow"), not the day after tomorrow itself.
# (A pattern as text, compiled on first use by `re`'s cache: importing compiles nothing.)
_AFTER_TOMORROW_BOUND = (
    r"\b(?:any|some|every|whenever|only|not|no|never|until|till|later|sooner|earlier|even|"
    r"anything|something|slot|slots|time|anytime|sometime|available|free|open|deliver(?:ed|y)?"
    r"(?= (?:any|some)))\s*$")


def _day_after_tomorrow(m: re.Match[str]) -> str:
    """ "after tomorrow", "the day after tomorrow": après-demain, unless a bound is said of
    it ("any day after tomorrow", "sometime after tomorrow", "not until after tomorrow")."""
    before = m.string[:m.start()]
    if m.group("pre") and re.search(r"\b(?:any|some|every|one|a|that|which|what)\s*$", before):
        return m.group(0)
    if not m.group("pre") and re.search(_AFTER_TOMORROW_BOUND, before):
        return m.group(0)
    return "apres-demain"


# Short and SMS spellings of when, written out: "la semaine pro", "ven aprem", "tmrw".
_SMS_WEEKDAYS = {"lun": "lundi", "mer": "mercredi", "jeu": "jeudi", "ven": "vendredi",
                 "sam": "samedi", "dim": "dimanche"}
_DAY_NAMES = r"(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|" \
    r"wednesday|thursday|friday|saturday|sunday)"
_MONTH_WORDS_FR_EN = tuple(m for m in MONTH_NAMES_SET if len(m) > 4 or m in ("mars", "mai", "juin"))
SMS: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    # A week after the next such weekday: "Monday week", "next Monday week", "a week on
    # Monday", "a week from Tuesday", "lundi en huit", "mardi en quinze" (two weeks after);
    # said as `NEXT_TO_DAY` reads it ("une semaine après lundi").
    (rf"\b(?:(?:on |this |next )?{_DAY_NAMES} week|a week (?:on|from) (?:next |this )?"
     rf"{_DAY_NAMES})\b(?!-?ends?\b)", lambda m: f"a week after {m[1] or m[2]}"),
    # Two weeks after it: "Saturday fortnight", "a fortnight on Saturday", "two weeks from
    # Tuesday" (never this Saturday: the two weeks were said)
    (rf"\b(?:(?:on |this |next )?{_DAY_NAMES} fortnight|(?:a|one) fortnight (?:on|from) "
     rf"(?:next |this )?{_DAY_NAMES}|(?:two|2) weeks (?:on|from) (?:next |this )?{_DAY_NAMES})"
     rf"\b(?!-?ends?\b)", lambda m: f"two weeks after {m[1] or m[2] or m[3]}"),
    (rf"\b{_DAY_NAMES}(?: prochain)? en (huit|8|quinze|15)\b",
     lambda m: f"{'une' if m[2] in ('huit', '8') else 'deux'} semaine"
               f"{'' if m[2] in ('huit', '8') else 's'} apres {m[1]}"),
    # Half-days run into their article or misspelt: "lapres midi", "laprem", "apremidi",
    # "lematin"; a slot id said as such: "2026-12-15-AM".
    (r"\bl'?(?:apres|apre|aprs|apr|aprè)[- ]?midis?\b|\bapremidi\b", "l'apres-midi"),
    (r"\blaprems?\b", "l'aprem"),
    (r"\blematin\b", "le matin"),
    # Québec and Belgium: "en avant-midi", "dans l'avant-midi" (the morning; "avant midi"
    # apart is before noon, read as the morning too)
    (r"\b(?:en |dans l'|l'|d')?avant-midis?\b", "le matin"),
    # A fortnight is two weeks: "a fortnight from now", "in a fortnight", "Tuesday
    # fortnight", "two fortnights"
    (r"\b(?:a|one) fortnight\b", "two weeks"),
    (r"\b(two|2) fortnights\b", "four weeks"),
    (r"\b(?:in )?fortnight's time\b", "in two weeks"),
    (r"\b(20\d\d-\d\d-\d\d)[-_ ]?(am|pm)\b",
     lambda m: f"{m[1]} {'morning' if m[2] == 'am' else 'afternoon'}"),
    # Weekdays spelt by ear or by thumb: "wensday", "thursay", "saterday", "mercedi"
    (r"\b(?:wen(?:e|d)?s?day|wedn?[ae]?sday|wedensday|wendsday|wedsday)\b", "wednesday"),
    (r"\b(?:tusday|teusday|tuseday|tuesdy|tueday|tuesay|tueseday)\b", "tuesday"),
    (r"\b(?:thu?rsay|thrusday|thurday|thirsday|thurdsay|thursdy)\b", "thursday"),
    (r"\b(?:firday|fridy|friady|frday)\b", "friday"),
    (r"\b(?:saterday|satuday|satruday|saturdy|sturday)\b", "saturday"),
    (r"\b(?:munday|mondy|moday|monady)\b", "monday"),
    (r"\b(?:mecredi|mercedi|mercrdi|mercredie|mecrcredi)\b", "mercredi"),
    (r"\b(?:vendedi|vendrdi|vendredie|vandredi)\b", "vendredi"),
    (r"\b(?:samdi|samedie)\b", "samedi"),
    # "du 22 o 23", "du 22 a 23": SMS spellings of "du 22 au 23" (never a time: "de 9 a 12h")
    (r"\b(du|entre)\s+(\d{1,2})\s+(?:o|a)\s+(\d{1,2})\b(?!\s*(?:h\b|heures?|:))",
     r"\1 \2 au \3"),
    (r"\bdmain\b", "demain"),
    (r"\b(?:tmrw|tmr|tmrow|tomoz|2moro|2morrow)\b", "tomorrow"),
    # The day after tomorrow, however written: "apres dem1", "apresdemain", "après-d'main",
    # "after tomorrow", "aftertomorrow", "after-tommorow" (said by a French speaker, "after
    # tomorrow" is après-demain); a bound said of it stays one ("any day after tomorrow").
    (r"\bapres?[- ]?(?:demain|demin|dem1|dmain|d'main|dem)\b", "apres-demain"),
    (r"\b(?P<pre>(?:the )?day )?after[- ]?(?:tomorrow|tommorow|tommorrow|tomorow|tomorro)\b",
     lambda m: _day_after_tomorrow(m)),
    (r"\bsem(?:aine)?\.?\s+(?:pro|proch|prochaine?)\b\.?", "semaine prochaine"),
    (r"\bsem\.?\s+(?=suivante|d'apres|du\b|qui\b)", "semaine "),
    (r"\b(?:la|cette|une|en|de) sem\b\.?", lambda m: m.group(0).split()[0] + " semaine"),
    # An absence told as two bare days ("im away 14th to 18th", "absente 14-18", "pas là
    # 14 au 18"): the range it is, as "away from the 14th to the 18th" reads
    (rf"\b(away|absente?s?|pas la|not (?:home|here|there|around|in)|out of town|"
     rf"on (?:holiday|vacation)|en (?:vacances|deplacement|conges?|voyage)|unavailable|"
     rf"indisponibles?) (?:the )?({DAYNUM}) ?(?:to|-|until|till|through|thru|au|a) "
     rf"?(?:the )?({DAYNUM}(?: (?:of )?(?:{MONTH_NAMES}))?)\b",
     lambda m: f"{m[1]} from the {m[2]} to the {m[3]}"
     if re.match(r"away|not|out|on|unavailable", m[1]) else f"{m[1]} du {m[2]} au {m[3]}"),
    # The week after next week, said in full ("la semaine d'après la semaine prochaine", "la
    # semaine qui suit la semaine prochaine", "the week following next week")
    (r"\b(?:la |the )?(?:semaine (?:d'apres|suivante|suivant|qui suit|apres)|week (?:after|"
     r"following)|following week) (?:la |the )?(?:semaine prochaine|prochaine semaine|"
     r"next week)\b", "week after next"),
    (r"\b(?:exept|excpet|excep|exc?ept?ing|exepting)\b", "except"),
    (r"\b(?:nxt|next) wk\b", "next week"), (r"\bthis wk\b", "this week"),
    (r"\b(?:apm|ap[- ]midi|apr[- ]?midi|apres[- ]?mid|aprm|aprems?)\b", "apres-midi"),
    (r"\b(?:arvo|aft|aftn|afternoonish)\b", "afternoon"),
    (r"\b(?:morn|mornin)\b", "morning"),
    # Indian English: "forenoon" is the morning ("29/12 forenoon", "in the forenoon")
    (r"\bfore-?noon\b", "morning"),
    (r"\b(lun|mer|jeu|ven|sam|dim)\.?(?=\s+(?:\d|mat\b|matin|apres|soir|am\b|pm\b))",
     lambda m: _SMS_WEEKDAYS[m.group(1)]),
    (r"\b((?:lundi|mardi|mercredi|jeudi|vendredi|samedi|demain|\d{1,2})\s+)mat\b", r"\1matin"),
    (r"\bds\s+(?=\d|un|une|deux|trois|quinze)", "dans "),
    # Season's greetings ("joyeux Noël", "bonnes fêtes", "happy new year", "meilleurs
    # vœux"): wishes to the desk, never a day wished
    (r"\b(?:(?:happy|prosperous|healthy|merry) (?:new year'?s?|christmas|xmas)|happy holidays|"
     r"season'?s greetings|bonne (?:et heureuse )?annee(?: 20\d\d)?|meilleurs v(?:oe|œ)ux|"
     r"joyeux noel|joyeuses fetes|bonnes fetes(?: de fin d'annee)?|bon reveillon)\b", " ; "),
    # The year to come: "l'an prochain", "l'année prochaine", "next year", "early next year",
    # "dans la nouvelle année", "in the new year" (read from its 1 January: `YEAR_TURN`)
    (r"\b(?:(?:en |au )?debut (?:de |d')?)?(?:l'|l )?(?:an|annee) (?:prochaine?|qui vient)\b|"
     r"\b(?:(?:early|(?:at |by )?the (?:start|beginning) of|in) )?next year\b|"
     r"\b(?:in |into |during )?the coming year\b", "l'annee prochaine"),
    # its first days: "early in the new year", "au début de la nouvelle année" (as "début
    # janvier"; said in January, this one's)
    (r"\b(?:(?:en |au )?(?:tout )?debut (?:de |d')(?:la )?nouvelle annee|(?:at |by )?the "
     r"(?:start|beginning) of the new year|early (?:in |into )?the new year)\b", "debut january"),
    (r"\b(?:(?:en |au )?(?:tout )?debut (?:de |d')|(?:dans|pendant|durant|pour|en|courant) )"
     r"(?:la )?nouvelle annee\b|"
     r"\b(?:early |(?:at |by )?the (?:start|beginning) of |(?:early )?(?:in|into|during) )"
     r"the new year\b", "l'annee nouvelle"),
    # Holidays named for their day: "avant Noël", "after Christmas", "le jour de l'an".
    # "après les fêtes", "after the holidays", "avant les fêtes de fin d'année": the year-end
    # holidays, from Christmas Eve to New Year's Day
    (r"\b(?:apres|after) (?:les|the) (?:fetes|holidays|festive season|holiday season)"
     r"(?: de (?:fin d'annee|noel))?\b(?!\s+(?:d'ete|de paques|d'hiver|of|in)\b)",
     "apres le january 1"),
    (r"\b(?:avant|before) (?:les|the) (?:fetes|holidays|festive season|holiday season)"
     r"(?: de (?:fin d'annee|noel))?\b(?!\s+(?:d'ete|de paques|d'hiver|of|in)\b)",
     "avant december 24"),
    (r"\b(?:avant[- ]veille de noel|day before christmas eve)\b", "december 23"),
    (r"\b(?:veille de noel|reveillon de noel|christmas eve|xmas eve|day before (?:christmas|"
     r"xmas))\b", "december 24"),
    (r"\b(?:lendemain de noel|boxing day|day after (?:christmas|xmas))\b",
     "december 26"),
    (r"(?<!avant[- ])\b(?:veille du (?:jour de l'an|nouvel an))\b", "december 31"),
    (r"\bavt\b", "avant"),
    (r"\b(?:la )?(?:saint[- ]sylvestre|st sylvestre|new year'?s eve|reveillon du nouvel an)\b",
     "december 31"),
    # "cette semaine-là" is the week just named, never this week
    (r"\bcette semaine[- ]la\b", "la meme semaine"),
    # "entre Noël et le jour de l'an", "between Christmas and New Year": strictly between
    (r"\b(?:entre|between) (?:(?:le|la) )?(?:noel|christmas|xmas)(?: day)? (?:et|and) "
     r"(?:le |la |the )?(?:jour de l'an|nouvel an|new year'?s?(?: day)?)\b(?! eve)",
     "entre le 26 decembre et le 31 decembre"),
    (r"\bsemaine de (?:noel|christmas)\b", "semaine du 25 decembre"),
    (r"\b(?:christmas|xmas) week\b|\bweek of (?:christmas|xmas)\b", "week of december 25"),
    (r"\b(?:noel|christmas|xmas)(?: day)?\b", "december 25"),
    # ("le lendemain du jour de l'an", "l'avant-veille du nouvel an": its "du" kept, for
    # `NEXT_TO_DAY` to read the day next to it)
    (r"\b(?:(?:le|du|au) )?(?:jour de l'an|nouvel an)\b|\bnew year'?s day\b|\bnew year\b",
     lambda m: ("du " if m.group(0).startswith("du ") else "") + "january 1"),
    # Waiting until a day is not before it: "could it wait until the new year?", "hold it
    # till 4 January", "on peut attendre le 4 janvier", "pas avant janvier" (its first day)
    # (what is held may be named: "hold SO-41061 till January", "keep my order until the
    # 4th", "gardez le canapé jusqu'en janvier", "pouvez-vous la garder jusqu'au 4 ?")
    # (not the customer kept waiting, nor under a negation: "don't keep me waiting till
    # January", "I won't hold my breath till January", "ne la gardez pas jusqu'en janvier")
    (r"\b(?<!don't )(?<!dont )(?<!won't )(?<!wont )(?<!can't )(?<!cant )(?<!cannot )"
     r"(?<!not )(?<!never )"
     r"(?:(?:wait|hold(?: on to| onto| off)?|keep|hang on to|store)"
     r"(?:\s+(?!until\b|till\b|til\b|me\b|us\b|breath\b|waiting\b)[\w'-]+){0,3}?"
     r"\s+(?:until|till|til)"
     r"|(?<!pas )(?<!ne )(?<!n')"
     r"(?:attendre|patienter|garder|gardez|gardiez|conserver|conservez|stocker|stockez)"
     r"(?:-(?:la|le|les))?(?:\s+(?!jusqu|pas\b|plus\b|jamais\b|me\b|nous\b)[\w'-]+){0,3}?"
     r"\s+(?:jusqu'au|jusqu'a|jusqu'en)"
     r"|attendre (?:le|la))\s+"
     r"(?:the\s+)?(?=\d|(?:" + "|".join(_MONTH_WORDS_FR_EN) + r")\b)",
     "not before "),
    (r"\b(pas avant|not before|not until|no sooner than|no earlier than)\s+(?:(?:le )?mois "
     r"(?:de |d')|(?:the )?month of )?(" + "|".join(_MONTH_WORDS_FR_EN) + r")\b(?!\s*\d)",
     r"\1 1 \2"),
    (r"\b(not before|not until|no sooner than|no earlier than) the (?=january 1\b)", r"\1 "),
)


# Days of the month in words ("au quinze décembre", "le vingt et un", "the fourteenth",
# "the twenty-first", "le premier janvier"), written in digits. A small number or ordinal
# alone ("le deux", "the second", "le premier") is how a position in a list is said: it is
# a day only before a month name; from six on, after "le", "au", "du", "the", a weekday...
_FR_UNITS = ("un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf")
_FR_DAY_WORDS: dict[str, int] = {
    "premier": 1, "un": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7,
    "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14,
    "quinze": 15, "seize": 16, "dix-sept": 17, "dix-huit": 18, "dix-neuf": 19, "vingt": 20,
    "vingt et un": 21, "trente": 30, "trente et un": 31,
    **{f"vingt-{u}": 20 + n for n, u in enumerate(_FR_UNITS[1:], start=2)},
}
_EN_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                "ninth")
_EN_DAY_WORDS: dict[str, int] = {
    **{w: n for n, w in enumerate(_EN_ORDINALS, start=1)},
    "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
    "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
    "twentieth": 20, "thirtieth": 30, "thirty-first": 31,
    **{f"twenty-{w}": 20 + n for n, w in enumerate(_EN_ORDINALS, start=1)},
}
_SUFFIX = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd", 31: "st"}


def _day_word_pattern(words: dict[str, int]) -> str:
    return "|".join(re.escape(w).replace("\\-", "[- ]").replace("\\ ", "[- ]")
                    for w in sorted(words, key=len, reverse=True))


@cache
def _day_words() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    fr, en = _day_word_pattern(_FR_DAY_WORDS), _day_word_pattern(_EN_DAY_WORDS)
    before = (r"le|au|du|l'|jusqu'au|des le|a partir du|the|on the|by the|to the|until the|"
              r"from the|after the|before the|" + "|".join(d for d in WEEKDAYS if len(d) > 3))
    not_a_day = (r"(?!\s*(?:h\b|heures?|hours?|jours?|days?|semaines?|weeks?|mois|months?|"
                 r"euros?|minutes?|fois|times?|places?|ans?|years?|one\b|ones\b|un\b|une\b|"
                 r"de la liste|on the list|in the list|creneau|slot|option|choix|choice|"
                 r"proposition))")
    with_month = re.compile(rf"\b(?P<n>{fr}|{en})\s+(?:of\s+)?(?=(?:{MONTH_NAMES})\b)")
    after_word = re.compile(rf"\b(?P<pre>{before})\s+(?P<n>{fr}|{en})\b{not_a_day}")
    # The month said first, as dictated: "January fifth", "January the fifth" (never
    # "December, the second one", a position; nor "8 January first thing", a time)
    month_first = re.compile(rf"\b(?P<m>{MONTH_NAMES})\s+(?:the\s+)?(?P<n>{fr}|{en})\b"
                             rf"{not_a_day}(?!\s*(?:thing|of all|time|half|quarter)\b)")
    return with_month, after_word, month_first


def _day_number(word: str, *, alone: bool) -> str | None:
    word = re.sub(r"[- ]+", "-", word).replace("vingt-et-un", "vingt et un").replace(
        "trente-et-un", "trente et un")
    english = word in _EN_DAY_WORDS
    n = _EN_DAY_WORDS.get(word) or _FR_DAY_WORDS.get(word)
    if n is None or (alone and n < 6):
        return None
    return f"{n}{_SUFFIX.get(n, 'th')}" if english else str(n)


def _digits_for_day_words(folded: str) -> str:
    """`folded` with the days of the month said in words written in digits (see above)."""
    with_month, after_word, month_first = _day_words()

    def month(m: re.Match[str]) -> str:
        day = _day_number(m.group("n"), alone=False)
        return f"{day} " if day else m.group(0)

    def alone(m: re.Match[str]) -> str:
        day = _day_number(m.group("n"), alone=True)
        return f"{m.group('pre')} {day}" if day else m.group(0)

    def month_said_first(m: re.Match[str]) -> str:
        day = _day_number(m.group("n"), alone=False)
        return f"{m.group('m')} {day}" if day else m.group(0)

    return after_word.sub(alone, with_month.sub(month, month_first.sub(month_said_first, folded)))


@cache
def _sms() -> list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]]:
    """`SMS`, compiled on the first text read (like `_patterns`), then kept."""
    return [(re.compile(short), meant) for short, meant in SMS]


# A fallback said first, as the condition of the other wish: "if you can't do the 17th then
# the 18th", "si vous pouvez pas le 18 après-midi, alors le 21 au matin", "si pas le 18, le
# 21", "if thursday 17 is not possible, friday 18": the day of the condition is the wish, the
# other one its fallback, in the order said. A condition the customer says of themselves ("if
# Wednesday's no good for me", "si je peux pas le 18") rules the day out (`NEGATIVE`).
_IF_OPENING = r"^(?:[\W_]|\b(?:et|and|so|ok|okay|bon|well|alors|hmm+|euh|ah)\b)*\b(?:if|si)\s+"
_IF_CANNOT = (
    r"\b(?:(?:you|vous|u|y'all)\s+)?(?:(?:ne |n')?(?:pouvez|pourriez|pouviez|pourrez|arrivez|"
    r"arriverez) pas|can'?t|cannot|can not|couldn'?t|could not|won'?t be able to|are unable to|"
    r"aren'?t able to)(?:\s+(?:do|make|manage|fit (?:me|it|us) in|faire|me (?:le |la )?faire|"
    r"(?:le |la )?faire|me livrer|deliver(?: it| on)?|livrer))?\b"
    r"|\b(?:(?:is|'s|s|was|est|n'est|c'est|ce n'est|ca n'est|ca)\s+)?(?:not|pas|plus|no longer)\s+"
    r"(?:possible|free|available|open|doable|ok|libre|dispo\w*|faisable)\b"
    r"|\b(?:is|'s|s|isn'?t)\s+(?:no good|full|taken|possible|free|available)\b"
    r"|\b(?:est|c'est) (?:complet|plein|pris)\b|^(?:pas|not)\b")
_IF_MYSELF = (r"\b(?:i|i'm|je|j'|j|we|we're|nous)\b|\b(?:for|to) (?:me|us)\b|\bpour (?:moi|nous)\b|"
              r"\b(?:me|nous) (?:va|vont|convient|arrange)\b")
_IF_THEN = r"\s*(?:,|;|\b(?:then|alors|dans ce cas|in that case)\b)\s*(?:(?:then|alors)\b\s*)?"


def _leading_fallback(folded: str) -> tuple[str, str] | None:
    """The wish and its fallback when the message opens on "if you cannot do X, (then) Y"."""
    opening = re.match(_IF_OPENING, folded)
    if opening is None:
        return None
    cut = re.compile(_IF_THEN).search(folded, opening.end())
    if cut is None:
        return None
    condition = folded[opening.end():cut.start()]
    if not re.search(_IF_CANNOT, condition) or re.search(_IF_MYSELF, condition):
        return None
    first = re.sub(r"\s+", " ", re.sub(_IF_CANNOT, " ", condition)).strip()
    end = _patterns().sentence.search(folded, cut.end())
    then = folded[cut.end():end.start() if end else None].strip()
    if not first or not then:
        return None
    rest = folded[end.start():] if end else ""
    return first + rest, then + rest


def split_fallback(text: str) -> tuple[str, str | None]:
    """The wish, and the words of what to do if it cannot be had ("le 11 matin, sinon
    l'après-midi" → "le 11 matin", "l'apres-midi"); None when no fallback is said. Folded."""
    folded = _fold(text)
    leading = _leading_fallback(folded)
    if leading is not None:
        return leading
    m = _patterns().fallback.search(folded)
    if m is None:
        return folded, None
    first = re.sub(r"[\s,;:]*(?:\b(?:et|ou|or|and)\b)?[\s,;:]*$", "", folded[:m.start()])
    # The fallback ends with its sentence; what follows is said of both ("the 21st, or
    # failing that the 22nd? morning please").
    end = _patterns().sentence.search(folded, m.end())
    then = re.sub(r"^[\s,;:]+", "", folded[m.end():end.start() if end else None])
    rest = folded[end.start():] if end else ""
    only = re.search(ONLY_HALF, then)
    if only:
        # "the 14th, or if that's not possible the 15th, mornings only": of both
        first += only.group(0)
    return first + rest, then + rest


def fallback_said(text: str) -> bool:
    """Whether the text wishes a when and says what to do if it cannot be had ("le mardi 22,
    sinon le 23", "tuesday 22 morning, failing that wednesday 23", "if you can't do the 17th
    then the 18th"): a first choice and a fallback, which only a delivery's day has."""
    first, then = split_fallback(text)
    return then is not None and says_when(first) and says_when(then)


# "le lendemain du 24", "la veille du 5 novembre", "the day after the 24th", "le
# surlendemain du 12", "l'avant-veille du 24", "deux jours après le 20", "3 days before the
# 20th", "une semaine après le 10": a number of days on either side of a day said (the same
# words about a booking are a shift, read elsewhere: `services.text.relative_shift`).
NEXT_TO_DAY = (
    r"\b(?:(?P<rel>(?:le )?(?:sur)?lendemain|(?:l'|la )?(?:avant[- ]?)?veille)"
    r"\s+(?:du|de la|de l'|de|d')"
    r"|(?<!any )(?<!every )(?<!some )(?<!one )(?<!a )(?P<en>(?:the )?day (?:after|before))"
    r"\s+(?!tomorrow\b|yesterday\b)(?:of the|of|the)?"
    r"|(?<!any )(?<!every )(?<!some )"
    r"(?P<n>\d{1,2}|un|une|deux|trois|quatre|cinq|six|sept|huit|dix|quinze|one|two|three|four|"
    r"five|six|seven|eight|ten|a(?= weeks?\b)|couple of)"
    r"\s+(?P<unit>jours?|days?|semaines?|weeks?)\s+(?P<side>apres|avant|after|before)"
    r"\s+(?:le |la |du |the |on |of )?(?=\d|(?:" + WD + r")\b|(?:" + MONTH_NAMES + r")\b))"
    r"\s*(?=\S)")


def _days_from_day(near: re.Match[str]) -> int:
    """How many days `NEXT_TO_DAY` moves the day said by (negative: before it)."""
    if near["n"]:
        count = int(near["n"]) if near["n"].isdigit() else NUMBER_WORDS[near["n"]]
        if near["unit"].startswith(("semaine", "week")):
            count *= 7
        return -count if near["side"] in ("avant", "before") else count
    said_rel = near["rel"] or near["en"]
    step = 2 if "surlendemain" in said_rel or "avant" in said_rel else 1
    return -step if "veille" in said_rel or "before" in said_rel else step


@cache
def _next_to_day() -> re.Pattern[str]:
    """`NEXT_TO_DAY`, compiled on the first text read (like `_patterns`)."""
    return re.compile(NEXT_TO_DAY)


# Days no calendar holds, said in numbers ("le 0 décembre", "December -3", "le 45 mars",
# "1er janvier 10000", "en l'an 9999", "de -2 jours", "dans 1e308 semaines", "de 99999 jours"):
# something about when was said and no day can be read from it; never another day instead.
_BAD_DAY = r"(?:-\s*\d{1,3}|0{1,2}|3[2-9]|[4-9]\d|\d{3}|\d{7,})"
_UNITS = r"(?:jours?|days?|semaines?|weeks?|mois|months?|ans?|annees?|years?)"
UNREADABLE = (
    # a day and a month written in figures where no month is thirteen or more ("le 12/14",
    # "3/13"): no day to read, never another one guessed (English month first is read
    # before, `_numeric_dates_in_english`)
    r"(?<![\w./:,-])(?:0?[1-9]|[12]\d|3[01])/(?:1[3-9]|[2-9]\d)(?:/\d{2,4})?"
    r"(?![\d/.:,]|\s*(?:h\b|heures?|%|€|eur|places?|pieces?|personnes?|people))|"
    rf"(?<![\w.,/-]){_BAD_DAY}(?:er|e|eme|st|nd|rd|th)?\s+(?:of\s+)?(?:{MONTH_NAMES})\b"
    rf"|\b(?:{MONTH_NAMES})\s+(?:the\s+)?(?:-\s*\d+|(?!20\d\d\b)\d{{3,}}|0{{1,2}}\b|3[2-9]\b"
    rf"|[4-9]\d\b)"
    r"|\b(?:l'an|the year|year|annee)\s+(?!20\d\d\b)\d+"
    rf"|(?<![\w-])-\s*\d+(?:[.,]\d+)?\s*{_UNITS}\b"
    rf"|(?<![\w.,-])(?:\d{{4,}}|\d+(?:[.,]\d+)?e[+-]?\d+)\s*{_UNITS}\b"
)
# Yesterday asked for, as the day to move to ("déplacez SO-24903 hier", "move it to
# yesterday"): a day gone, said so (not a day a message merely mentions: "commandé hier").
YESTERDAY = (
    r"\b(?:deplac(?:ez|er)|decal(?:ez|er)|report(?:ez|er)|avanc(?:ez|er)|livr(?:ez|er)|mettez|"
    r"passez|move|reschedule|deliver(?:ed)?|bring|brought|put|push|change|pour|to|for|a|au)"
    r"(?:-(?:la|le|les))?"
    r"(?:\s+(?!pas\b|not\b|depuis\b|since\b)\S+){0,4}?\s+"
    r"(?P<y>(?:l')?avant[- ]hier|(?:the )?day before yesterday|hier|yesterday)"
    r"(?=\s*(?:$|[?.!,;]|svp\b|stp\b|please\b|s'il\b|merci\b|thanks?\b|au matin\b|matin\b|"
    r"plutot\b|instead\b|rather\b|a la place\b|"
    r"morning\b|(?:l')?apres-midi\b|afternoon\b|in the\b|le matin\b))"
)


def unreadable_when(text: str) -> bool:
    """Whether the text says when with a day no calendar holds ("le 0 décembre", "en l'an
    9999", "de -2 jours", "dans 1e308 semaines"): said, and no day to read."""
    return bool(_unreadable().search(_fold(text)))


@cache
def _unreadable() -> re.Pattern[str]:
    """`UNREADABLE`, compiled on the first text read (like `_patterns`)."""
    return re.compile(UNREADABLE)


@cache
def _yesterday() -> re.Pattern[str]:
    """`YESTERDAY`, compiled on the first text read (like `_patterns`)."""
    return re.compile(YESTERDAY)


def _asked_yesterday(folded: str) -> re.Match[str] | None:
    """Yesterday asked for (`YESTERDAY`), unless said of what was done ("I asked to move it
    yesterday", "j'ai demandé hier de la déplacer"): no day asked for then."""
    gone = _yesterday().search(folded)
    if gone is not None and _past()[1].search(folded[:gone.start("y")]):
        return None
    return gone


def resolve_wish(text: str, now: datetime | date, listed: tuple[date, ...] = ()) -> Wish:
    """The wish a phrase expresses on `now`'s day: dates or a range, half-day, exclusions,
    and what to do if it cannot be had (a fallback, in the order said). `listed`: the
    months (first days) of a slot list the phrase answers: "lundi 2", "le 20" said to a
    list of November slots are in November. A day no calendar holds ("le 0 décembre") is
    no wish at all (`unreadable_when`); yesterday asked for is that day, gone."""
    today = now.date() if isinstance(now, datetime) else now
    return _resolve_on(text, today, listed)


# Pure, and a Wish is frozen: the readers of one turn share one reading of a text. Keyed by
# the day (never by the instant: two equal instants in two zones may fall on two days).
@lru_cache(maxsize=1024)
def _resolve_on(text: str, today: date, listed: tuple[date, ...]) -> Wish:
    text = _without_booking_checked(text, today)
    text = _numeric_dates_in_english(text, today)
    text = _nth_weekday_of_month(text, today)
    text, unknown_holidays = school_holidays(text, today)
    wish = _resolve_text(text, today, listed)
    if unknown_holidays and not (wish.days() or wish.weekdays or wish.excluded):
        return replace(wish, holidays_unknown=True)
    return wish


@cache
def _booking_checked() -> re.Pattern[str]:
    # A condition that says where the delivery stands, before the wish ("if it's still the
    # 21st, ...", "if my delivery is on the 10th, ...", "si c'est toujours le 21, ...", "si ma
    # livraison est bien le 17, ..."): the booking as the customer believes it, never a day
    # wished. Never a condition on a slot ("if it's free on the 17th, ...": `_NOT_BOOKING`).
    still = r"(?:still|toujours|bien|really|actually|booked|scheduled|planned|prevue?)"
    return re.compile(
        r"^\s*(?:(?:et|and|but|mais|ok|okay)[\s,]+)?(?:if|si)\s+(?:"
        rf"(?:it's|it is|its|c'est|c est|elle est|it)(?:\s+{still})+"
        rf"|(?:my|the) (?:delivery|order)(?: is|'s)(?:\s+{still})*"
        rf"|(?:ma|la) (?:livraison|commande) (?:est|tombe)(?:\s+{still})*)"
        r"\s+(?:(?:for|on|pour|le|the)\s+)*(?P<day>[^,;.!?]{1,30}?)\s*[,;]")


_NOT_BOOKING = (r"\b(?:free|libre|available|disponible|dispo|possible|ok|okay|good|fine|full|"
                r"complet|pas|not|no)\b")


def _without_booking_checked(text: str, today: date) -> str:
    """The wish less a condition that checks the booking before it (`_booking_checked`),
    when what follows wishes a day of its own ("if it's still the 21st, move it to the 22nd
    afternoon": the 22nd afternoon); else the text as said ("si c'est toujours prévu le 15
    au matin, passez-la l'après-midi": the half-day is of the day the condition names)."""
    folded = _fold(text)
    found = _booking_checked().search(folded)
    if found is None or re.search(_NOT_BOOKING, found["day"]):
        return text
    rest = folded[found.end():]
    wish = _resolve_text(rest, today, ())
    return rest if wish.dates or wish.start is not None or wish.weekdays else text


_OTHERWISE = r"\b(?:sinon|otherwise|else|if not|si non|autrement)\b"


def kept_if_booked_on(text: str, today: date) -> set[date]:
    """The days a condition that checks the booking names when, the booking holding, the
    customer asks nothing and wishes a day only otherwise ("si c'est toujours le 20, laissez
    SO-24903 comme ça, sinon mettez le 22", "if it's still the 20th, keep it, otherwise move
    it to the 22nd"): on those days the delivery stays. Empty when the text has no such
    condition, or wishes a day before its otherwise ("if it's still the 21st, move it to the
    22nd afternoon": `_without_booking_checked`)."""
    folded = _fold(text)
    found = _booking_checked().search(folded)
    if found is None or re.search(_NOT_BOOKING, found["day"]):
        return set()
    rest = re.sub(r"\bso[\s-]*\d+", " ", folded[found.end():])
    other = re.search(_OTHERWISE, rest)
    if other is None or says_when(rest[:other.start()]):
        return set()
    return resolve_wish(found.group(0), today).days()


def _resolve_text(text: str, today: date, listed: tuple[date, ...]) -> Wish:
    folded = _fold(text)
    if _unreadable().search(folded):
        return Wish()
    wish = _resolve_wish(folded, text, today, listed)
    if len(wish.dates) == 1 and not (wish.start or wish.options or wish.excluded) \
            and not re.search(r"\d", re.sub(r"\bso[\s-]*\d+", "", folded)) \
            and _after_booked().search(folded):
        wish = replace(wish, after_booked=True)
    gone = _asked_yesterday(folded)
    if gone is not None and not (wish.dates or wish.start or wish.weekdays or wish.options):
        back = 2 if re.search(r"avant|before", gone["y"]) else 1
        return replace(wish, dates=(today - timedelta(days=back),))
    return wish


@cache
def _after_booked() -> re.Pattern[str]:
    # A weekday said as the one after the booked day: "le lundi d'après", "au lundi suivant",
    # "le lundi qui suit", "the following Monday", "the Monday after (that)", "the next Monday
    # after that". Never "lundi prochain" / "next Monday" (from today), "la semaine d'après"
    # (a week: `RELATIVE_WEEK`) or a day said with a number.
    return re.compile(
        rf"\b{_DAY_NAMES} (?:d'apres|d apres|dapres|suivant|qui suit|apres (?:ca|cela|celle ci))\b|"
        rf"\b(?:the )?following {_DAY_NAMES}\b|"
        rf"\b(?:the )?(?:next )?{_DAY_NAMES} after(?: (?:that|it|this|then))?\b(?! \w+ \d)")


NUMERIC_HORIZON = 120  # days ahead a d/m or m/d reading of "12/10" is taken within
_MONTH_WORDS = ("january", "february", "march", "april", "may", "june", "july", "august",
                "september", "october", "november", "december")


def _next_day_of(month: int, day: int, today: date) -> date | None:
    for year in (today.year, today.year + 1):
        try:
            candidate = date(year, month, day)
        except ValueError:
            return None
        if candidate >= today:
            return candidate
    return None


# School holidays named as a period, read as the days they run (the French school calendar,
# the same in every zone for these two: two weeks from a Saturday, back at school on the
# first Monday after 1 January, or after 1 November): "les vacances de Noël", "the Christmas
# holidays", "Xmas break", "les vacances de la Toussaint". "Noël" alone stays 25 December.
_HOLIDAY_BEFORE = (r"(?:(?P<pre>apres|after|avant|before|until|till|"
                   r"jusqu'(?:a la fin des|aux|a))\s+)?")
_HOLIDAY_ARTICLE = r"(?:(?:les|the|nos|mes|our|my|ces|these)\s+)?"
_HOLIDAY_KINDS = r"(?:vacances|vacs?|conges)(?: scolaires)?"
CHRISTMAS_HOLIDAYS = (
    rf"\b{_HOLIDAY_BEFORE}{_HOLIDAY_ARTICLE}(?:{_HOLIDAY_KINDS} (?:de |des )?(?:noel|fin d'annee|"
    r"fetes(?: de fin d'annee| de noel)?)|(?:christmas|xmas) (?:school )?(?:holidays?|hols|break|"
    r"vacation)|(?:school )?holidays (?:at|over) (?:christmas|xmas))\b")
TOUSSAINT_HOLIDAYS = (
    rf"\b{_HOLIDAY_BEFORE}{_HOLIDAY_ARTICLE}(?:{_HOLIDAY_KINDS} (?:de (?:la )?)?toussaint|"
    r"all saints'?(?: day)? (?:holidays?|break))\b")
# Said alone, in French: the school holidays under way or next, when these are one of the two
# above (from September to the first days of January).
SCHOOL_HOLIDAYS = rf"\b{_HOLIDAY_BEFORE}{_HOLIDAY_ARTICLE}vacances scolaires\b"
# Named, but their days depend on the school zone or the country: never guessed.
UNKNOWN_HOLIDAYS = (
    rf"\b{_HOLIDAY_KINDS} (?:de |d'|du |des )?(?:fevrier|hiver|printemps|paques|ski|ete|"
    r"la zone \w)\b|\bgrandes vacances\b|\b(?:february|winter|spring|easter|summer|ski|"
    r"october|autumn|fall) (?:school )?(?:holidays?|hols|break|half[- ]?term)\b|"
    r"\bhalf[- ]?term\b|\bspring break\b|\bschool (?:holidays?|hols)\b|\bvacances scolaires\b")


def _back_at_school(after: date) -> date:
    """The first Monday after `after` (1 January, 1 November): the day school starts again."""
    return after + timedelta(days=(0 - after.weekday() - 1) % 7 + 1)


def holiday_period(kind: Literal["christmas", "toussaint"], today: date) -> tuple[date, date]:
    """The school holidays of that kind under way or next: from their first Saturday to the
    Sunday before school starts again (2026: 19 December – 3 January, 17 October – 1
    November)."""
    for year in (today.year - 1, today.year, today.year + 1):
        back = _back_at_school(date(year + 1, 1, 1) if kind == "christmas" else date(year, 11, 1))
        first, last = back - timedelta(days=16), back - timedelta(days=1)
        if last >= today:
            return first, last
    raise AssertionError("unreachable")  # pragma: no cover


def _holiday_words(m: re.Match[str], first: date, last: date) -> str:
    def spelled(day: date) -> str:
        return f"{day.day} {_MONTH_WORDS[day.month - 1]} {day.year}"

    pre = m.group("pre") or ""
    if pre in ("apres", "after"):
        return f"{pre} {spelled(last)}"
    if pre in ("avant", "before"):
        return f"{pre} {spelled(first)}"
    if pre == "jusqu'a la fin des":
        return f"jusqu'au {spelled(last)}"
    if pre:  # "until", "jusqu'aux vacances": up to their first day
        return f"jusqu'au {spelled(first)}"
    return f"du {spelled(first)} au {spelled(last)}"


def school_holidays(text: str, today: date) -> tuple[str, bool]:
    """`text` with the school holidays it names written as their days ("pendant les vacances
    de Noël" → "pendant du 19 december 2026 au 3 january 2027", "after the Christmas holidays"
    → "after 3 january 2027"), and whether it names holidays whose days cannot be derived
    (those of a zone or a country, or school holidays alone when the next ones are not one of
    the two known)."""
    folded = fold_words(text)
    if not re.search(r"vacances|vacs?\b|conges|holiday|hols\b|break\b|half[- ]?term", folded):
        return text, False
    christmas = holiday_period("christmas", today)
    autumn = holiday_period("toussaint", today)

    def spelled(span: tuple[date, date]) -> Callable[[re.Match[str]], str]:
        return lambda m: _holiday_words(m, *span)

    folded = re.sub(CHRISTMAS_HOLIDAYS, spelled(christmas), folded)
    folded = re.sub(TOUSSAINT_HOLIDAYS, spelled(autumn), folded)
    if today.month >= 9 or christmas[0] <= today:  # the next (or these) are one of the two
        folded = re.sub(SCHOOL_HOLIDAYS, spelled(min(christmas, autumn)), folded)
    unknown = bool(re.search(UNKNOWN_HOLIDAYS, folded))
    return (text if folded == fold_words(text) else folded), unknown


def _numeric_dates_in_english(text: str, today: date) -> str:
    """"12/10" written in English on a European shop may be 12 October or 10 December:
    when only one reading falls within the next `NUMERIC_HORIZON` days it is the one meant,
    written out ("10 december"); when both do, both are offered ("12 october or 10
    december"); when neither, the day-first reading stays. French is always day first."""
    from services.text import language_of

    if "/" not in text or language_of(text, "fr") != "en":
        return text

    def spelled(m: re.Match[str]) -> str:
        a, b = int(m.group(1)), int(m.group(2))
        if a > 31 or b > 31:
            return m.group(0)
        if a <= 12 < b:  # "12/14": only month first holds a day (14 December)
            found = _next_day_of(a, b, today)
            return f"{found.day} {_MONTH_WORDS[found.month - 1]}" if found else m.group(0)
        if a == b or a > 12 or b > 12:
            return m.group(0)
        near: list[date] = []
        for month, day in ((b, a), (a, b)):  # day first, then month first
            found = _next_day_of(month, day, today)
            if found is not None and (found - today).days <= NUMERIC_HORIZON:
                near.append(found)
        if not near:
            return m.group(0)
        return " or ".join(f"{d.day} {_MONTH_WORDS[d.month - 1]}" for d in near)

    return re.sub(r"(?<![\d/.:-])(\d{1,2})/(\d{1,2})(?![\d/.:])", spelled, text)


# A weekday ranked in a month ("le 2e lundi de janvier", "the first Monday in January", "le
# dernier vendredi du mois de janvier", "the last Friday of January"): one day, written out
# ("lundi 11 janvier") before the wish is read; never the rank read as a day of the month
# nor the month dropped for the next Mondays.
_NTH_RANKS = {"premier": 1, "premiere": 1, "1er": 1, "1re": 1, "1ere": 1, "first": 1,
              "1st": 1, "deuxieme": 2, "2e": 2, "2eme": 2, "2nd": 2, "second": 2,
              "seconde": 2, "troisieme": 3, "3e": 3, "3eme": 3, "3rd": 3, "third": 3,
              "quatrieme": 4, "4e": 4, "4eme": 4, "4th": 4, "fourth": 4, "dernier": -1,
              "derniere": -1, "last": -1}
_RANKED_WEEKDAYS = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
                  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_RANKED_MONTHS = ("janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout",
                "septembre", "octobre", "novembre", "decembre", *_MONTH_WORDS)


@cache
def _nth_weekday() -> re.Pattern[str]:
    ranks = "|".join(sorted(_NTH_RANKS, key=len, reverse=True))
    return re.compile(
        rf"\b(?:(?:le|la|au|the|on the|for the) )?(?P<rank>{ranks}) "
        rf"(?P<weekday>{'|'.join(_RANKED_WEEKDAYS)})s? (?:(?:du mois )?(?:de|d'|du|en|of|in) ?"
        rf"(?:the month of |(?:le )?mois (?:de |d'))?)(?P<month>{'|'.join(_RANKED_MONTHS)})\b")


def _nth_weekday_of_month(text: str, today: date) -> str:
    """The text with each weekday ranked in a month (`_nth_weekday`) written out as its day
    ("lundi 11 janvier", "Monday 4 January"): that month's next one, this year's unless it
    is over."""
    folded = fold_words(text)
    if not _nth_weekday().search(folded):
        return text

    def day_of(m: re.Match[str]) -> str:
        weekday = _RANKED_WEEKDAYS.index(m["weekday"]) % 7
        month = _RANKED_MONTHS.index(m["month"]) % 12 + 1
        rank = _NTH_RANKS[m["rank"]]
        for year in (today.year, today.year + 1):
            first = date(year, month, 1)
            if rank > 0:
                day = first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (rank - 1))
            else:
                last = date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)
                day = last - timedelta(days=(last.weekday() - weekday) % 7)
            if day.month == month and day >= today:
                return f"{m['weekday']} {day.day} {m['month']}"
        return m.group(0)

    return _nth_weekday().sub(day_of, folded)


def _resolve_wish(folded: str, text: str, today: date, listed: tuple[date, ...]) -> Wish:
    near = _next_to_day().search(folded)
    if near is not None:
        # The day said, read alone ("le 24 au matin"), then one day on: only when it is one
        # day (not a range, a weekday or a booking).
        said = resolve_wish(f"{folded[:near.start()]} le {folded[near.end():]}", today, listed)
        # "une semaine après lundi", "le lendemain de jeudi": a weekday said alone is its
        # next one (`said.weekdays` holds only that day's weekday)
        if len(said.dates) == 1 and said.start is None \
                and set(said.weekdays) <= {said.dates[0].weekday()}:
            return replace(said, dates=(said.dates[0] + timedelta(days=_days_from_day(near)),),
                           weekdays=())
    first, then = split_fallback(text)
    if then is None:
        return _resolve_folded(_fold(text), today, listed)
    primary, fallback = _resolve_folded(first, today, listed), \
        _resolve_folded(then, today, listed)
    if primary.empty or fallback.empty:
        return _resolve_folded(_fold(text), today, listed)
    if not (fallback.dates or fallback.start or fallback.weekdays or fallback.earliest):
        # "le 11 matin, sinon l'après-midi": the same day(s), the other half
        fallback = replace(fallback, dates=primary.dates, start=primary.start,
                           end=primary.end, weekdays=primary.weekdays)
    excluded = tuple(sorted(set(primary.excluded) | set(fallback.excluded)))
    weekdays_out = tuple(sorted(set(primary.excluded_weekdays)
                                | set(fallback.excluded_weekdays)))
    question = bool(_patterns().question.search(_fold(text)))
    return replace(primary, excluded=excluded, is_question=question,
                   excluded_weekdays=weekdays_out,
                   fallback=replace(fallback, excluded=excluded, is_question=question,
                                    excluded_weekdays=weekdays_out))


def _half_said(folded: str, bounds: list[int]) -> Half | None:
    """The half-day said last: a morning or an afternoon, the one a clock time falls in,
    or the other half when one is ruled out ("mais pas le matin", "no mornings")."""
    p = _patterns()
    said: list[tuple[int, Half]] = []
    for pattern, half in ((p.am, "am"), (p.pm, "pm")):
        for m in pattern.finditer(folded):
            value: Half = half  # type: ignore[assignment]
            clause = _clause_text(folded, bounds, _clause_of(m.start(), bounds))
            before = folded[max(0, m.start() - 40):m.start()]
            if re.search(r"\b(?:plutot qu(?:e|')|au lieu(?: de| d')?|instead of|rather than|"
                         r"in place of|a la place(?: de| d')?)\s*(?:le |la |l'|l |the |in the )?$",
                         before) or (
                    p.preference.search(clause) and re.search(
                        r"\b(?:que|qu'|than)\s*(?:le |la |l'|l |the |in the )?$", before)):
                continue  # "le matin plutôt que l'après-midi": the half replaced, not wished
            if re.fullmatch(r"en soiree|evening|fin de journee|late in the day", m.group(0)) \
                    and re.search(PERSON_LATE, clause):
                continue  # "we leave in the evening": when the customer is gone, no wish
            if p.half_asked.search(folded[max(0, m.start() - 60):m.start()]):
                pass  # "vous avez pas l'après-midi ?": the afternoon is asked for
            elif p.half_negated.search(folded[max(0, m.start() - 30):m.start()]) or (
                    p.negative.search(clause) and not p.token.search(clause)):
                value = "pm" if half == "am" else "am"
            said.append((m.start(), value))
    for m in p.clock.finditer(folded):
        hour, suffix, qualifier = int(m.group("h")), m.group("ap") or "", m.group("q")
        if qualifier and re.search(r"\b(?:pas|not)\s*$", folded[:m.start()]):
            # "pas avant 14h" is after 14h, "not after 11" before 11
            qualifier = "after" if qualifier in ("avant", "before") else "before"
        if suffix.startswith("p") and hour < 12:
            hour += 12
        elif not suffix and 1 <= hour <= 6:
            hour += 12  # "à 3h": nobody is delivered at three in the morning
        clock: Half | None
        if qualifier in ("avant", "before", "until", "till", "jusqu'a"):
            clock = "am" if hour <= 12 else None
        elif qualifier:
            clock = "pm" if hour >= 12 else None
        else:
            clock = "am" if hour < 12 else "pm" if hour > 12 else None
        if clock:
            said.append((m.start("h"), clock))
    return max(said)[1] if said else None


# Before a clock time, words that make it no time wished: a bound ("avant 10h", "après
# 14h": `CLOCK`'s own qualifier), a span's start ("entre 9h et 11h", "de 14h à 16h"), a
# length or a time gone ("dans 2h", "depuis 9h"), a negation ("pas à 8h").
_NOT_AT = (r"(?:\b(?:entre|between|de|from|dans|in|pendant|for|during|depuis|since|pas|not|by|"
           r"d'ici|"
           r"sauf|except|il y a|jusqu'a|until|till|avant|before|apres|after|des|a partir de|"
           r"starting)\s+(?:(?:le|la|the|a|at|vers|around)\s+)?"
           r"|\d\s*(?:h|heures?|pm|am|:\d\d)\s*(?:et|and|to|a|-|–)\s*"
           r"|\b(?:from|de|entre|between)\s+\d{1,2}\s*(?:et|and|to|a|-|–)\s*)$")


def _clock_said(folded: str) -> tuple[int, int] | None:
    """The one clock time said as the time wished ("à 17h30", "at 7am", "vers 12h30",
    "8h pile"), as (hour, minute) on 24 hours; None when none is, or several are, or the
    time is a bound or a span's end ("avant 10h", "entre 14h et 16h": the half-day)."""
    said: set[tuple[int, int]] = set()
    for m in _patterns().clock.finditer(folded):
        if m.group("q") or re.search(_NOT_AT, folded[max(0, m.start() - 40):m.start()]) \
                or re.match(r"\s*(?:et|and|to|a|-|–)\s*\d", folded[m.end():]):
            continue
        hour, suffix = int(m.group("h")), m.group("ap") or ""
        if suffix and (hour > 12 or re.search(DAY_BEFORE, folded[:m.start()])):
            continue  # "dec 14 am", "le 12 pm": a day and its half-day, no time of day
        if suffix.startswith("p") and hour < 12:
            hour += 12
        elif not suffix and 1 <= hour <= 6:
            hour += 12  # "à 3h": nobody is delivered at three in the morning
        minutes = re.search(r"(?:h|:)\s*([0-5]\d)", m.group(0))
        said.add((hour, int(minutes.group(1)) if minutes else 0))
    return said.pop() if len(said) == 1 else None


# Before "14 am", "9 pm", words that make the number a day and the suffix its half-day:
# "dec 14 am", "le 12 pm", "TO DEC 9 PM" (never a time of day, never the evening).
DAY_BEFORE = rf"\b(?:{MONTH_NAMES}|le|the|on)\s*$"


def _evening_said(folded: str) -> bool:
    """Whether the evening is wished ("le soir", "after 6pm", "vers 19h"), not ruled out
    ("pas le soir", "before 7pm"); "Dec 9 PM" is the 9th's afternoon (`DAY_BEFORE`)."""
    p = _patterns()
    bounds = [m.end() for m in p.clause.finditer(folded)]
    return any(not re.search(EVENING_NEGATED, folded[max(0, m.start() - 30):m.start()])
               and not (re.match(r"\d+\s*p", m.group(0))
                        and re.search(DAY_BEFORE, folded[:m.start()]))
               and not re.search(PERSON_LATE, _clause_text(
                   folded, bounds, _clause_of(m.start(), bounds)))
               for m in p.evening.finditer(folded))


# The customer late ("le soir je rentre en retard", "I work late in the evening"): when
# they are not there, never a wish for that time.
PERSON_LATE = (r"\b(?:en retard|(?:rentre|finis|finit|termine|travaille|bosse)\w* tard|"
               r"(?:work|working|finish|finishing|home|back|get in|gets in) late)\b"
               # or gone then ("sauf le 31 (on part le soir)", "we're leaving that evening",
               # "je sors le soir")
               r"|\b(?:je|on|nous|i|we|i'?m|we'?re|i am|we are|i'?ll|we'?ll)\s+(?:\w+\s+)?"
               r"(?:pars|part|partons|partirai|partira|partirons|sors|sort|sortons|leave|"
               r"leaving|go out|going out|fly|flying|set off|setting off)\b")


# Words just before a day that rule it out ("sauf le lundi", "any day but Monday", "ni le
# mardi ni le jeudi", "not on a Friday").
RULED_OUT_BEFORE = (r"\b(?:sauf|except|excepte|hors|hormis|not|pas|no|ni|nor|jamais|never|aucun|"
                    r"(?:any ?(?:day|time)|anything|n'importe quel jour|n'importe quand) but)"
                    r"\s*(?:(?:on )?(?:a |an |the )|le |les |un |une |de |d'|on )?$")


def _wanted_weekday_in(folded: str, start: int, end: int, bounds: list[int]) -> bool:
    """Whether a weekday is wished (not ruled out) between `start` and `end`. A weekday
    ruled out and said again after it ("except Wednesday, I'm running late on Wednesdays")
    is the reason it is ruled out, never a weekday wished."""
    p = _patterns()
    ruled_out: set[int] = set()
    for m in re.finditer(rf"\b(?:{WD})s?\b", folded[start:end]):
        clause = _clause_text(folded, bounds, _clause_of(start + m.start(), bounds))
        weekday = WEEKDAYS.get(m.group(0)) if m.group(0) in WEEKDAYS \
            else WEEKDAYS.get(m.group(0)[:-1])
        if p.negative.search(clause) or re.search(
                r"\b(?:pas|not|no|sauf|except|hors|ni|nor)\b", clause) or re.search(
                RULED_OUT_BEFORE, folded[max(start, start + m.start() - 30):start + m.start()]):
            if weekday is not None:
                ruled_out.add(weekday)
        elif weekday not in ruled_out:
            return True
    return False


def _resolve_folded(folded: str, today: date, listed: tuple[date, ...] = ()) -> Wish:
    p = _patterns()
    bounds = [m.end() for m in p.clause.finditer(folded)]
    sentences = [m.end() for m in p.sentence.finditer(folded)]
    is_question = bool(p.question.search(folded))
    half = _half_said(folded, bounds)

    found: list[_Found] = []
    taken: list[tuple[int, int]] = []

    def free(a: int, b: int) -> bool:
        return all(b <= s or a >= e for s, e in taken)

    negated: dict[str, bool] = {}

    def negative(text: str) -> bool:
        """Whether a clause says a negation: read once a clause (each date said in it asks,
        and a message of hundreds of dates read its clause again for each: quadratic)."""
        if text not in negated:
            negated[text] = bool(p.negative.search(text))
        return negated[text]

    for m in p.range.finditer(folded):
        hint_match = p.month_name.search(m.group("b"))
        hint = _month_number(hint_match.group(1)) if hint_match else None
        a = _resolve(m.group("a"), today, False, hint)
        b = _resolve(m.group("b"), today, False, None)
        if a and b and hint and re.fullmatch(_BARE_RANGE_START, m.group("a").strip()):
            a = _range_start(a.day, b) or a
        if a and b and a <= b:
            found.append(_Found(m.start(), (a, b), True, week=(b - a).days < 7))
            taken.append(m.span())
    for m in [*p.month_part.finditer(folded), *p.whole_month.finditer(folded)]:
        if not free(*m.span()):
            continue
        span = _month_part(m, today)
        if span is not None:
            found.append(_Found(m.start(), span, True))
            taken.append(m.span())
    for m in p.year_turn.finditer(folded):
        # "next year" is always the calendar year after this one; "the new year" said in
        # January is the one just begun
        year = today.year + (m.group("which") == "prochaine" or today.month > 1)
        first, last = max(date(year, 1, 1), today), date(year, 12, 31)
        bound_word = re.search(r"\b(?:avant|before|until|till|jusqu'a|prior to)\s+$",
                               folded[:m.start()])
        waits = bound_word is not None and re.search(
            r"\b(?:pas|not|never|jamais|wait|attendre|attendez|hold (?:it|on|off)|keep it)\b"
            r"[^.?!;,]{0,20}$", folded[:bound_word.start()])
        if bound_word and not waits \
                and not negative(_clause_text(folded, bounds, _clause_of(m.start(), bounds))):
            first, last = today, date(year, 1, 1) - timedelta(days=1)  # "avant l'an prochain"
        # ("je ne serai pas là avant l'an prochain", "not until next year": from 1 January)
        # (a bound starts at its "avant", as `BOUND`'s do: "until next year" is no "until")
        found.append(_Found(bound_word.start() if bound_word else m.start(), (first, last), True,
                            bound=bool(bound_word)))
        taken.append(m.span())
    for m in p.month_of.finditer(folded):
        if not free(*m.span()) or (
                re.match(r"(?:to|into|a)\b", m.group(0))
                and re.search(rf"(?:\b(?:{MONTH_NAMES})|(?<![\w-])\d{{1,2}}"
                              rf"(?:er|st|nd|rd|th)?)\s*$", folded[:m.start()])):
            # "to January" is where a move goes, never the end of "from December to January"
            continue
        month = _month_number(m.group("m"))
        year = int(m.group("y")) if m.group("y") else \
            today.year + (month < today.month)
        first = date(year, month, 1)
        last = date(year + (month == 12), month % 12 + 1, 1) - timedelta(days=1)
        if last >= today:
            found.append(_Found(m.start(), (max(first, today), last), True))
            taken.append(m.span())
    for m in p.week_of.finditer(folded):
        a = _resolve(m.group("a"), today, False, None)
        if a:
            monday = a - timedelta(days=a.weekday())
            found.append(_Found(m.start(), (monday, monday + timedelta(days=6)), True,
                                week=True))
            taken.append(m.span())
    for m in [*p.bound.finditer(folded), *p.bound_after.finditer(folded)]:
        if not free(*m.span()):
            continue
        sentence = _clause_of(m.start(), sentences)
        next_week = _weeks_ahead(folded[
            sentences[sentence - 1] if sentence else 0:_clause_end(folded, sentences, sentence)])
        a = _resolve(m.group("a").strip(), today, next_week, None)
        if a is None:
            continue
        kind = m.group("kind")
        said = _clause_text(folded, bounds, _clause_of(m.start(), bounds))
        if re.fullmatch(UPPER_OUT, kind) and negative(said):
            kind = "pas avant"  # "je ne serai pas là avant le 20": from the 20th
        if re.fullmatch(rf"{LOWER}|ou apres|ou plus tard|or later|or after", kind):
            first, last = a, a + timedelta(days=LOWER_DAYS)
        else:
            first, last = today, a - timedelta(days=bool(re.fullmatch(UPPER_OUT, kind)))
        if last < first:
            continue
        found.append(_Found(m.start(), (first, last), True, bound=True))
        taken.append(m.span())
    for m in p.starting.finditer(folded):
        if not free(*m.span()) or p.shift_before.search(folded[:m.start()]):
            continue  # "deux jours après le 20" is a shift of the 20th, not from it
        a = _resolve(m.group("a"), today, False, None)
        if a and re.match(r"after|apres|later|plus tard|passe|au[- ]dela|beyond", m.group("k")):
            a += timedelta(days=1)  # "after the 25th": from the 26th
        if a:
            saturday = a + timedelta(days=(5 - a.weekday()) % 7)
            if (saturday - a).days < 3:  # "after Thursday": not Friday and Saturday alone
                saturday = a + timedelta(days=LOWER_DAYS)
            found.append(_Found(m.start(), (a, saturday), True))
            taken.append(m.span())
    earliest = any(free(*m.span()) for m in p.earliest.finditer(folded))
    latest = bool(p.latest.search(folded)) and not earliest
    for m in p.token.finditer(folded):
        if not free(*m.span()):
            continue
        clause = _clause_of(m.start(), bounds)
        clause_text = _clause_text(folded, bounds, clause)
        sentence = _clause_of(m.start(), sentences)
        sentence_start = sentences[sentence - 1] if sentence else 0
        sentence_end = _clause_end(folded, sentences, sentence)
        sentence_text = folded[sentence_start:sentence_end]
        if m.group("week"):
            expr = m.group("week")
            # "lundi de la semaine prochaine", "next week, Thursday": the week only
            # qualifies a weekday.
            if _wanted_weekday_in(folded, sentence_start, sentence_end, bounds) \
                    and not re.search(r"debut|early|fin\b|end\b|start|milieu|mid", expr):
                continue
            first, last = _week_range(expr, today)
            found.append(_Found(m.start(), (first, last), True,
                                relative=bool(re.fullmatch(RELATIVE_WEEK, expr))))
            continue
        expr = m.group("day").strip()
        if re.fullmatch(IN_WEEKS, expr) and _wanted_weekday_in(folded, sentence_start,
                                                               sentence_end, bounds):
            continue  # "dans deux semaines, jeudi": the weeks only say which Thursday
        scope = clause_text if negative(clause_text) else sentence_text
        next_week = _weeks_ahead(scope)
        later = folded[m.end():m.end() + 40]
        hint_match = re.match(rf"\s*(?:(?:et|and|ou|or)\s+(?:le|the)?\s*{DAYNUM}\s+)"
                              rf"(?:of\s+)?({MONTH_NAMES})\b", later)
        hint = _month_number(hint_match.group(1)) if hint_match else None
        day = _resolve(expr, today, next_week, hint, listed)
        if day and day == today + timedelta(days=1) and re.search(r"\b(?:next|prochain)\b",
                                                                   expr):
            day += timedelta(days=7)  # "jeudi prochain" said on a Wednesday: not tomorrow
        if day:
            weekday_only = _normalise(expr)[1]
            generic = weekday_only and not next_week and not re.search(
                r"\b(?:next|this|ce|cette|prochain)\b", expr)
            found.append(_Found(m.start(), (day,), False, weekday_only, day.weekday(), generic,
                                m.end()))

    found = _weeks_after(folded, found, bounds, today)

    # A weekday said next to a date of that weekday ("vendredi prochain, le 23") is that date;
    # not when one of them is ruled out and the other is not ("un samedi, sauf le 19": any
    # Saturday but the 19th).
    dated = [f for f in found if not f.weekday_only and not f.is_range]

    def one_day(d: _Found, f: _Found) -> bool:
        a, b = sorted((d, f), key=lambda x: x.start)
        return not re.search(SPLIT_APART, folded[a.start:b.start])

    found = [f for f in found if not (f.weekday_only and any(
        d.weekday == f.weekday and abs(d.start - f.start) < 40 and one_day(d, f)
        for d in dated))]
    found.sort(key=lambda f: f.start)

    wanted: list[_Found] = []
    excluded: list[date] = []
    excluded_weekdays: set[int] = set()  # "sauf le mercredi": every Wednesday
    weekly_out: set[int] = set()  # of those, the ones said of every week (`_every_week`)
    ruled_out: _Found | None = None
    generic_out: set[date] = set()  # the days ruled out as a weekday with no date ("le jeudi")
    last_out = 0  # where the last day ruled out was said
    booked_halves: list[tuple[int, int]] = []  # the half-day said of the booked day
    booked_said = False  # a day said as the booked one ("si c'est toujours prévu le 15")
    for f in found:
        if re.search(r"\b(?:until|till|jusqu'(?:au|a)?|jusque)\s*$", folded[:f.start]):
            continue  # "until the 25th": why not earlier, not a wish
        clause = _clause_of(f.start, bounds)
        clause_text = _clause_text(folded, bounds, clause)
        clause_start = bounds[clause - 1] if clause else 0
        before = folded[max(0, f.start - 30):f.start]
        if not f.is_range and not f.bound and (
                (re.search(BOOKED_BEFORE, folded[max(0, f.start - 50):f.start])
                 and not (re.search(r"\b(?:du|de|d')\s*$", folded[:f.start]) and re.match(
                     r"\s*(?:au|a|jusqu\w*|-)\s", folded[f.end:]))
                 # "deliveries booked on 15 and 16 December", "les livraisons du 15 ou du
                 # 16": a list of days names no one booked day; they are the days asked
                 and not re.match(rf"\s*(?:,|&|\+|/|\b(?:et|and|ou|or)\b)\s*(?:(?:le|les|the|"
                                  rf"on|du|de)\s+)?(?:\d|(?:{WEEKDAY_WORDS})\b)", folded[f.end:])
                 if f.end >= 0 else False)
                or (f.end >= 0 and negative(clause_text)
                    and re.search(BOOKED_AFTER, folded[f.end:f.end + 30]))):
            # "la livraison de demain": the day being moved, not a wish; nor is the half-day
            # said with it ("booked for Monday morning, move it to Wednesday")
            half_said = re.match(rf"\s*(?:{_HALF_AFTER})\b", folded[f.end:]) if f.end >= 0 else None
            if half_said is not None:
                booked_halves.append((f.end, f.end + half_said.end()))
            booked_said = True
            continue
        if p.rejected.search(folded[max(0, f.start - 40):f.start]) or (
                wanted and _clause_of(wanted[-1].start, bounds) == clause
                and p.preference.search(folded[clause_start:f.start])
                and (re.search(r"\b(?:que|qu'|than|to)\s*(?:le |the |on )?$", before)
                     or folded.startswith("au ", f.start))):
            excluded.extend(_days(f))  # "le 12 plutôt que le 7": the 7th is not wished
            continue
        if not f.is_range and not f.bound and f.end >= 0 and _said_out_after(
                folded, bounds, clause, found, negative):
            # "le 16 mais je bosse ce jour-là": the 16th ruled out by the clause after it
            excluded.extend(_days(f))
            last_out = max(f.end, f.start)
            ruled_out = f
            continue
        # the preference said after this day, before any other day ("le 14 plutôt"); one
        # said after another day is that day's ("at work all day Friday could it come
        # Monday the 28th instead": Monday is preferred, Friday stays ruled out)
        said_after = [g.start for g in found if g.start > f.start and g.end >= 0]
        preference_end = min([_clause_end(folded, bounds, clause), *said_after])
        if f.away or (not f.bound and ((negative(clause_text) and not re.search(
                r"\b(?:plutot|rather|instead|prefer\w*|mieux|better|could it be|would work)\b",
                folded[f.start:preference_end])) or re.search(RULED_OUT_BEFORE, before))):
            excluded.extend(_days(f))
            last_out = max(f.end, f.start)
            if f.generic and f.weekday is not None:
                generic_out.update(_days(f))
                excluded_weekdays.add(f.weekday)
                if _every_week(folded, f):
                    weekly_out.add(f.weekday)
            ruled_out = f
            continue
        if ruled_out is not None and ruled_out.end >= 0 and _joined(folded, ruled_out, f, found):
            excluded.extend(_days(f))  # "pas le lundi ou le mardi": both ruled out
            if f.generic and f.weekday is not None:
                excluded_weekdays.add(f.weekday)
                if ruled_out.weekday in weekly_out or _every_week(folded, f):
                    weekly_out.add(f.weekday)
            ruled_out = f
            continue
        ruled_out = None
        if excluded and not f.is_range and f.end >= 0 and (
                set(f.days) <= set(excluded)
                or ((f.generic or f.weekday_only) and f.weekday in excluded_weekdays)) \
                and not p.correction.search(folded[last_out:f.start]) \
                and not p.preference.search(folded[last_out:f.start]) \
                and not re.search(r"\b(?:matin|apres-midi|aprem|morning|afternoon|am|pm)\b",
                                  clause_text):
            # "pas le vendredi, je travaille tard le vendredi", "not Friday, I work late on
            # Fridays": a day ruled out, said again as the reason: still ruled out (a weekday
            # given as a habit is ruled out every week)
            if f.generic and f.weekday is not None:
                weekly_out.add(f.weekday)
            continue
        if wanted and p.correction.search(re.sub(
                r"\b(?:plutot qu\w*|rather than|instead of|au lieu d\w*)", " ",
                folded[wanted[-1].start:f.start])):
            wanted = []
        wanted.append(f)

    if booked_halves:
        blanked = folded
        for said_from, said_to in booked_halves:
            blanked = blanked[:said_from] + " " * (said_to - said_from) + blanked[said_to:]
        half = _half_said(blanked, bounds)
    ranges = [f for f in wanted if f.is_range]
    singles = sorted({d for f in wanted if not f.is_range for d in f.days})
    excluded_days = tuple(sorted(set(excluded) - set(singles)))
    weekdays = tuple(sorted({f.weekday for f in wanted if f.generic and f.weekday is not None}))
    if weekdays and all(f.generic for f in wanted if not f.is_range):
        if not ranges and p.any_weekday.search(folded):
            # "un samedi", "any Saturday", "les samedis": any of them, not only the next two
            ranges = [_Found(0, (today + timedelta(days=1),
                                 today + timedelta(weeks=ANY_WEEKDAY_WEEKS)), True)]
        if ranges:  # "un samedi en décembre", "a Tuesday next month": that weekday within
            singles = []
    direction = _direction(folded)
    evening = _evening_said(folded)
    if evening:
        half = "pm"
    # "ce jour-là" said in a clause that rules it out ("je bosse ce jour-là", "I'm away that
    # day") is the day not suiting, never the booked day wished again
    same_day = any(not negative(_clause_text(folded, bounds, _clause_of(m.start(), bounds)))
                   for m in p.same_day.finditer(folded)) or (
        half is not None and not wanted and not ranges and not excluded_days
        # "the morning instead"; "si c'est toujours prévu le 15 au matin, passez-la
        # l'après-midi", "it's booked for Monday morning, can you make it the afternoon?":
        # the other half of the day booked, said as such
        and (booked_said or bool(re.search(HALF_INSTEAD, folded))))
    booking_week = False
    if not wanted and excluded_days and re.search(SAME_WEEK, folded):
        if set(excluded_days) <= generic_out:
            # "le jeudi ça ne va plus, un autre jour la même semaine": a weekday ruled out
            # with no date is the booked one's; the week is the booking's, less that weekday
            booking_week = True
            weekly_out |= excluded_weekdays
        else:
            # "pas dispo le 8, un autre jour la même semaine": the week of the day ruled out
            monday = excluded_days[0] - timedelta(days=excluded_days[0].weekday())
            ranges = [_Found(0, (max(monday, today), monday + timedelta(days=6)), True)]
    same_week = booking_week or (not wanted and not excluded_days
                                 and bool(re.search(SAME_WEEK, folded)))
    # A weekday ruled out as such is ruled out every week (never one wished as well:
    # "pas le lundi 19, le lundi 26" wishes a Monday).
    weekdays_out = tuple(sorted(weekly_out - {d.weekday() for d in singles} - set(weekdays)))
    if ranges and excluded_weekdays:
        # "entre le 14 et le 18 sauf le mercredi": the Wednesdays of the range
        first, last = ranges[-1].days[0], ranges[-1].days[-1]
        excluded_days = tuple(sorted(set(excluded_days) | {
            first + timedelta(days=i) for i in range((last - first).days + 1)
            if (first + timedelta(days=i)).weekday() in excluded_weekdays}))
    if ranges and not singles:
        start, end = ranges[-1].days
        # "la semaine prochaine, pas avant mercredi": the days both ranges hold
        first, last = max(r.days[0] for r in ranges), min(r.days[-1] for r in ranges)
        if first <= last:
            start, end = first, last
        return Wish((), start, end, half, excluded_days, is_question, weekdays, earliest,
                    direction=direction, evening=evening, same_day=same_day, latest=latest,
                    same_week=same_week, excluded_weekdays=weekdays_out,
                    clock=None if evening else _clock_said(folded))
    options = _options(folded, [f for f in wanted if not f.is_range], excluded_days)
    return Wish(tuple(singles), None, None, half, excluded_days, is_question, weekdays, earliest,
                direction=direction, options=options, evening=evening, same_day=same_day,
                latest=latest, same_week=same_week, excluded_weekdays=weekdays_out,
                clock=None if evening or options else _clock_said(folded))


# The week after a week just said: "la semaine suivante", "la semaine d'après", "the week
# after", "the following week" (not "next week", "la semaine prochaine": from today).
RELATIVE_WEEK = (r"(?:la |the )?(?:semaine (?:d'apres|suivante|qui suit)|following week|"
                 r"week after)")
# Away a week: "absente", "en déplacement", "en vacances", "away", "on holiday".
AWAY = (r"\b(?:absente?s?|en deplacement|en voyage|en vacances|en conge|partie?s?|pas la|"
        r"away|on holiday|on vacation|travel+ing|out of town|not (?:home|there|around))\b")


def _weeks_after(folded: str, found: list[_Found], bounds: list[int],
                 today: date) -> list[_Found]:
    """"La semaine suivante" said after a week ("absente la semaine du 14, reportez à la
    semaine suivante": the week of the 21st), or after a day and "cette semaine-là" ("prévue
    le 18, je serai en déplacement toute cette semaine-là, la semaine d'après": the week
    after the 18th's). A week said with an absence ("toute cette semaine-là") is ruled out,
    and the day it was said of is no wish. Alone, "la semaine suivante" is as before."""
    if not any(f.relative for f in found):
        return found
    out = [replace(f, away=True) if f.week and re.search(
        AWAY, _clause_text(folded, bounds, _clause_of(f.start, bounds))) else f for f in found]
    anchors: list[tuple[int, date]] = [
        (f.start, f.days[0] - timedelta(days=f.days[0].weekday())) for f in out if f.week]
    for m in re.finditer(SAME_WEEK, folded):
        said = [f for f in found if not f.is_range and not f.weekday_only and f.start < m.start()]
        if not said:
            continue
        day = said[-1].days[0]
        monday = day - timedelta(days=day.weekday())
        anchors.append((m.start(), monday))
        clause = _clause_text(folded, bounds, _clause_of(m.start(), bounds))
        if re.search(AWAY, clause) or _patterns().negative.search(clause):
            # the week is ruled out, the day it was said of is no wish
            out = [f for f in out if f is not said[-1]]
            out.append(_Found(m.start(), (max(monday, today), monday + timedelta(days=6)),
                              True, week=True, away=True))
    for i, f in enumerate(out):
        before = [a for a in anchors if a[0] < f.start]
        if f.relative and before:
            monday = max(before)[1] + timedelta(weeks=1)
            out[i] = replace(f, days=(max(monday, today), monday + timedelta(days=6)),
                             bound=True)  # wished even in the clause of the absence
    return sorted(out, key=lambda f: f.start)


ALTERNATIVE = r"\b(?:ou bien|ou|or|et|and|sinon|either)\b|[,;/]"


def _options(folded: str, days: list[_Found], excluded: tuple[date, ...]) -> tuple[Wish, ...]:
    """Days said each with its own half-day ("vendredi aprem ou lundi matin", "the 20th in
    the morning or the 22nd in the afternoon"): one alternative per day, its half its own.
    None when the half-days said do not differ (one half said for all: the wish's half)."""
    if len(days) < 2:
        return ()
    days = sorted(days, key=lambda f: f.start)
    cuts = [0]
    for a, b in pairwise(days):
        after = a.end if a.end >= 0 else a.start + 1
        joins = list(re.finditer(ALTERNATIVE, folded[after:b.start]))
        cuts.append(after + joins[-1].start() if joins else b.start)
    cuts.append(len(folded))
    halves: list[Half | None] = []
    evenings: list[bool] = []
    for i in range(len(days)):
        part = folded[cuts[i]:cuts[i + 1]]
        evenings.append(_evening_said(part))
        halves.append("pm" if evenings[-1] else _half_said(
            part, [m.end() for m in _patterns().clause.finditer(part)]))
    if len({h for h in halves if h is not None}) < 2 and (
            None in halves or len(set(evenings)) < 2):  # "vendredi soir ou lundi aprem" differ
        return ()
    return tuple(Wish(dates=f.days, half=h, excluded=excluded,
                      weekdays=(f.weekday,) if f.generic and f.weekday is not None else (),
                      evening=e)
                 for f, h, e in zip(days, halves, evenings, strict=True))


def _month_part(m: re.Match[str], today: date) -> tuple[date, date] | None:
    """The days of a part of a month ("début décembre": the 1st to the 10th, "mid-January":
    the 11th to the 20th, "fin du mois": the 21st to the end, "first week of": 1-7...), the
    next such part to come; None when it is over."""
    said, part = m.group("m"), m.groupdict().get("part") or ""
    if said in MONTH_NAMES_SET:
        month = _month_number(said)
        year = int(m.group("y")) if m.groupdict().get("y") else today.year
    else:
        ahead = bool(re.search(r"prochain|suivant|next", said))
        month, year = today.month + ahead, today.year
        if month > 12:
            month, year = 1, year + 1
    length = (date(year + (month == 12), month % 12 + 1, 1) - timedelta(days=1)).day
    first, last = 1, length
    if re.fullmatch(r"debut|early|beginning|start", part):
        last = 10
    elif re.fullmatch(r"mi|milieu|mid|middle", part):
        first, last = 11, 20
    elif re.fullmatch(r"fin|late|end", part):
        first = 21
    elif "quinzaine" in part or "half" in part:
        first, last = (1, 15) if re.search(r"premiere|1ere|first", part) else (16, length)
    elif re.search(r"semaine|week", part):
        rank = 1 if re.search(r"premiere|1ere|first", part) else \
            2 if re.search(r"deuxieme|2e|seconde|second", part) else \
            3 if re.search(r"troisieme|3e|third", part) else \
            4 if re.search(r"quatrieme|4e|fourth", part) else 0
        first, last = (length - 6, length) if rank == 0 else (7 * rank - 6, 7 * rank)
    start, end = date(year, month, first), date(year, month, last)
    if end < today and said in MONTH_NAMES_SET and not m.groupdict().get("y"):
        start, end = start.replace(year=year + 1), end.replace(year=year + 1)
    if end < today:
        return None
    return max(start, today), end


def _every_week(folded: str, f: _Found) -> bool:
    """Whether a weekday ruled out is ruled out every week: said in the plural ("sauf les
    lundis", "except Mondays"), with the article of habit ("pas le lundi", "on Mondays"), or
    after a word that excludes it from a choice ("sauf", "except", "any morning but",
    "jamais", "never", "pas de", "no"). "Je travaille lundi", "I can't do Monday": that
    Monday only."""
    said = folded[f.start:f.end] if f.end > f.start else folded[f.start:f.start + 12]
    before = folded[max(0, f.start - 24):f.start]
    plural = (r"(?:(?:le|les|on|the)\s+)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|"
              r"mon|tues|wednes|thurs|fri|satur|sun)(?:day)?s\b")
    ruling_out = (r"\b(?:sauf|except|excepte|hormis|hors|but|jamais|never|no|aucun|pas de|"
                  r"pas d'|not on)\s*(?:(?:on )?(?:a |an |the )|le |les |un |une |de |d')?$|"
                  r"\b(?:pas|not|ni|nor)\s+(?:on\s+)?(?:un|une|a|an)\s*$")  # "pas un lundi"
    return bool(re.match(plural, said) or re.match(r"(?:le|les|on)\s", said)
                or re.search(r"\b(?:le|les|on)\s*$", before) or re.search(ruling_out, before))


_JOINED = (r"\s*,?\s*(?:or|ou|and|et|nor|ni)\s+(?:le |les |the |on |on the |on a |a |an |un |"
           r"une )?")


def _joined(folded: str, ruled_out: _Found, f: _Found, found: list[_Found]) -> bool:
    """Whether `f` is joined to the day just ruled out ("pas le lundi ou le mardi"): by a
    conjunction, or by a bare comma inside a list that a conjunction ends ("pas le 8, le 9
    ni le 10"); after a bare comma alone it is the day wished instead ("pas le 9, le 10")."""
    between = folded[ruled_out.end:f.start]
    lead = re.match(r"(?:or|ou|et|and)\s+", folded[f.start:])  # "ou le 10" is one token
    if lead:
        between += lead.group(0)
    if re.fullmatch(_JOINED, between):
        return True
    if not re.fullmatch(r"\s*,\s*(?:le |the |on |on the )?", between) or f.end < 0:
        return False
    return any(g.start > f.start and re.fullmatch(_JOINED, folded[f.end:g.start])
               for g in found)


def _month_number(name: str) -> int:
    from services.text import MONTHS

    return MONTHS[name]


def _said_out_after(folded: str, bounds: list[int], clause: int, found: list[_Found],
                    negative: Callable[[str], bool]) -> bool:
    """Whether the clause after `clause` rules its day out by pointing back at it ("le 16
    mais je bosse ce jour-là", "the 16th, but I can't make it that day"): negative, with
    "ce jour-là" / "that day", and no day of its own."""
    clause += 1
    # the empty clause between a comma and "mais" / "but" ("le 16, mais ce jour-là …")
    while clause <= len(bounds) and not re.search(r"\w", _clause_text(folded, bounds, clause)):
        clause += 1
    if clause > len(bounds):
        return False
    start, end = bounds[clause - 1], _clause_end(folded, bounds, clause)
    text = folded[start:end]
    return (bool(re.search(THAT_DAY, text)) and negative(text)
            and not any(start <= f.start < end for f in found))


def _clause_text(folded: str, bounds: list[int], clause: int) -> str:
    start = bounds[clause - 1] if clause else 0
    return folded[start:_clause_end(folded, bounds, clause)]


def _clause_end(folded: str, bounds: list[int], clause: int) -> int:
    return bounds[clause] if clause < len(bounds) else len(folded)


def _days(found: _Found) -> list[date]:
    if found.is_range:
        first, last = found.days
        return [first + timedelta(days=i) for i in range((last - first).days + 1)]
    return list(found.days)


@per_text
def says_when(text: str) -> bool:
    """Does the text hold any expression of when (a day, a week, a range, a half-day)?"""
    folded = _fold(text)
    p = _patterns()
    return bool(re.search(SAME_WEEK, folded)) or _asked_yesterday(folded) is not None \
        or any(pattern.search(folded) for pattern in (
        _unreadable(), p.token, p.am, p.pm, p.earliest, p.latest, p.month_part,
        p.whole_month, p.year_turn, p.month_of, p.range, p.week_of, p.bound, p.bound_after,
        p.starting))


# The words that may stand around a when said alone ("la semaine prochaine n'importe quel
# jour sauf le lundi", "any day except Monday please"): articles, "any day", a rule-out, a
# politeness; nothing that asks of the booking ("c'est le 16 ?", "is it Tuesday?").
_WHEN_GLUE = frozenset(("le", "la", "les", "l", "the", "a", "an", "any", "day", "days", "jour",
                        "jours", "n'importe", "importe", "quel", "quelle", "n", "sauf",
                        "except", "but", "not", "pas", "ni", "nor", "svp", "please", "pls",
                        "plz", "merci", "thanks", "thx", "et", "and", "or", "ou", "un", "une",
                        "au", "aux", "en", "du", "de", "des", "d", "in", "on", "at", "of"))


@per_text
def only_when(text: str) -> bool:
    """Whether the text says a when and nothing else ("samedi 19 ?", "after the holidays",
    "a fortnight from now?", "wensday 16 mornig", "la semaine prochaine n'importe quel jour
    sauf le lundi"): no piece, no order, no verb, no check of the booking."""
    rest = _fold(text)
    if not says_when(text) or re.search(r"\b(?:demain|tomorrow|today|aujourd'hui|tonight)\b",
                                        rest):
        return False  # "demain ?", "tomorrow?": whether it comes then (the booking checked)
    p = _patterns()
    for pattern in (p.range, p.week_of, p.month_of, p.starting, p.bound, p.bound_after,
                    p.earliest, p.latest, p.month_part, p.whole_month, p.year_turn, p.token,
                    p.am, p.pm, p.negative):
        rest = pattern.sub(" ", rest)
    return all(word in _WHEN_GLUE for word in re.findall(r"[\w']+", rest))


# Words that tie a weekday to one week or date ("jeudi prochain", "the Tuesday after",
# "mardi de la semaine prochaine"): then it names that day, not any day of the list.
# (a source, compiled on the first text read: nothing is compiled at import)
_WEEK_TIED = (r"\b(?:semaine|week|prochaine?|next|this|ce|cette|dernier|derniere|"
              r"last|apres|after|avant|before|suivante?|following|d'apres|mois|"
              r"month|demain|tomorrow|aujourd'hui|today)\b")
_FULL_WEEKDAYS = {name: day for name, day in WEEKDAYS.items() if name in FULL_DAYS}


def any_weekday(text: str) -> bool:
    """Whether the text names a weekday as any of them ("un samedi", "any Saturday")."""
    return bool(_patterns().any_weekday.search(_fold(text)))


def weekdays_only(text: str) -> tuple[frozenset[int], Half | None] | None:
    """The weekdays a message names when it names days by their weekday alone ("jeudi
    alors", "plutôt mardi", "Thursday afternoon then"), with the half-day said; None when it
    names a date, a week, a month, or rules a day out (then it is read as a wish)."""
    # An order number or an e-mail address said with it names no day.
    text = re.sub(r"\b[Ss][Oo][\s-]*\d{3,12}\b|(?<![^@\s])[^@\s]+@[^@\s]+", " ", text)
    folded = _fold(text)
    named = frozenset(day for name, day in _FULL_WEEKDAYS.items()
                      if re.search(rf"\b{name}s?\b", folded))
    if not named or re.search(r"\d", folded) or re.search(_WEEK_TIED, folded) \
            or any(re.search(rf"\b{m}\b", folded) for m in MONTHS if len(m) > 3):
        return None
    wish = _resolve_folded(folded, date(2000, 1, 3))
    if wish.excluded or wish.options or wish.fallback is not None:
        return None
    return named, wish.half


def direction_said(text: str) -> Direction | None:
    """Later or earlier than the booking, said without a day ("plus tard", "can you deliver
    it earlier?", "repousser", "avancer ma livraison"); never "je vous dis plus tard"."""
    return _direction(_fold(text))


def _direction(folded: str) -> Direction | None:
    p = _patterns()
    said: list[tuple[int, Direction]] = []
    for pattern, direction in ((p.later, "later"), (p.earlier, "earlier")):
        for m in pattern.finditer(folded):
            if direction == "later" and p.later_talk.search(folded[:m.start()]):
                continue
            said.append((m.start(), direction))  # type: ignore[arg-type]
    return max(said)[1] if said else None


def warm_up() -> None:
    """Load dateparser's French and English data once (the first parse takes ~0.15 s)."""
    parse_day("demain", date(2000, 1, 3))




# A day that names the delivery already booked, not a day wished ("ma livraison de samedi",
# "la livraison prévue demain", "the delivery tomorrow won't work", "Saturday's delivery",
# "my delivery scheduled for Friday"): never a day to move to ("déplacer ma livraison à
# samedi", "move my delivery to Saturday", "livraison pour samedi"). French needs its link
# word (de, du, prévue…): "décaler la livraison lundi" may be the day wished.
_BOOKED_PARTICIPLE = (r"(?:prevue?s?|planifiee?s?|programmee?s?|fixee?s?|reservee?s?|calee?s?|"
                      r"booked|scheduled|planned|set|due|arranged|expected)")
_DELIVERY = (r"(?:livraisons?|livrason|livraizon|livr|livrais|rdv|rendez-vous|passage|"
             r"deliver(?:y|ies)|"
             r"delivry|dilevery|appointment)")
# What every word of `_DELIVERY` holds, one of these at least (checked in the tests).
_DELIVERY_CUES = ("livr", "rdv", "rendez-vous", "passage", "deliver", "delivry", "dilevery",
                  "appointment")
BOOKED_DAY = (
    rf"\b{_DELIVERY}(?:\s+(?:de la |of )?(?:commande |order )?so[- ]?\d{{4,6}})?"
    rf"\s+(?:(?:{_BOOKED_PARTICIPLE})\s+(?:pour\s+|for\s+|on\s+|le\s+|ce\s+)?"
    rf"|de\s+ce\s+|de\s+(?!\d)|du\s+(?=\d\d?(?:er)?\s+(?:{MONTH_NAMES})\b)|(?=du\s)|d'"
    rf"|of\s+|on\s+|(?=(?:demain|tomorrow|aujourd'hui|today|"
    rf"apres[- ]demain|day after tomorrow)\b))(?P<day>{DAY_EXPR})"
    rf"|(?P<before>{DAY_EXPR})(?:'s|s')?\s+{_DELIVERY}"
)


def booked_day_said(text: str, today: date) -> tuple[set[date], str] | None:
    """The days a phrase naming the booked delivery by its day says, and the phrase (folded
    words, to take out of a wish): "je voudrais décaler ma livraison de samedi" → {Saturday},
    "livraison de samedi"; None when the message names no delivery by its day."""
    folded = _fold(text)
    if not any(word in folded for word in _DELIVERY_CUES):
        return None  # no word of `_DELIVERY`: `BOOKED_DAY` cannot match (its scan is long)
    found = re.search(BOOKED_DAY, folded)
    if found is None:
        return None
    day_words = found.group("day") or found.group("before") or ""
    days = resolve_wish(day_words, today).days()
    return (days, found.group(0)) if days else None


@per_text
def without_booked_day(wish: str, message: str, today: date, booked: date) -> str | None:
    """The wish less the words that name the delivery already booked on `booked` ("décaler
    ma livraison de samedi au matin" → "décaler ma … au matin"); None when nothing is left
    that says when, or when the wish is only that day and the message named the delivery
    by it (a model that filled "samedi" from "ma livraison de samedi"). The wish as it is
    when no delivery booked that day is named."""
    said = booked_day_said(wish, today)
    if said is not None and booked in said[0]:
        rest = _fold(wish).replace(said[1], " ")
        return rest if says_when(rest) else None
    in_message = booked_day_said(message, today)
    if in_message is not None and booked in in_message[0]:
        read = resolve_wish(wish, today)
        if read.half is None and read.days() and read.days() <= in_message[0] \
                and not says_when(_fold(message).replace(in_message[1], " ")):
            return None
    return _without_booked_weekday(wish, today, booked)


# A day said by its name alone ("lundi", "Monday", "demain"), no number after it.
_NAMED_DAY = (r"\b(?:(?:ce|this|on|le)\s+)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|"
              r"monday|tuesday|wednesday|thursday|friday|saturday|demain|tomorrow|"
              r"aujourd'hui|today)\b(?!\s*\d)(?!\s+(?:matin|apres|morning|afternoon|am|pm)\b)")


def _without_booked_weekday(wish: str, today: date, booked: date) -> str:
    """The wish less a day said by its name alone that is the booked day, when the words
    also wish another day ("Canapé SO-31001 lundi, possible de le passer au mercredi 20 ?",
    "the sofa that comes on Monday, could it be Wednesday 3 November?" of a delivery booked
    on Monday): the day the delivery stands on, told, never a day to move it to (a list of
    that day and the one wished would ask a choice the customer never asked). A day named
    with its half-day or its number, or the booked day alone, stays as said."""
    read = resolve_wish(wish, today)
    if booked not in read.dates or len(read.dates) < 2 or read.start is not None:
        return wish
    folded = _fold(wish)
    kept = folded
    for m in reversed(list(re.finditer(_NAMED_DAY, folded))):
        if resolve_wish(m.group(0), today).dates == (booked,):
            kept = kept[:m.start()] + " " + kept[m.end():]
    if kept == folded:
        return wish
    rest = resolve_wish(kept, today)
    return kept if rest.dates and booked not in rest.dates else wish
