"""Misreadings testers saw on the care desk (demo data, Wednesday 2 December 2026): a day
said instead of another to a list, a weekday asked of a day, whether the delivery is
booked on a day, a shift said to a move proposal, a day gone mentioned in passing."""

from __future__ import annotations

from datetime import date

import pytest

from graphs.front_door import builder
from nodes.kit.answers import corrects_day, weekday_asked
from services.demo import demo_fixture
from services.llm import lexicon
from services.llm.offline import OfflineChatModel
from services.text import relative_shift
from services.wishes import resolve_wish, says_when
from tests.conftest import fresh_store
from tests.harness import DEMO_NOW, Conversation

TODAY = date(2026, 12, 2)  # a Wednesday
JEAN = "jean.martin@example.com"
BOOKED = "2026-12-08-PM"  # SO-24903, Jean's sofa


def _desk() -> Conversation:
    store = fresh_store("sqlite://", demo_fixture(DEMO_NOW))
    return Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                        now=DEMO_NOW.isoformat())


def _booked(desk: Conversation) -> str:
    return next(b.slot for b in desk.snapshot().bookings if b.order == "SO-24903")


# -- 1. a day said instead of another -------------------------------------------------


@pytest.mark.parametrize("message", [
    "je voulais dire le 10 pas le 2", "I meant the 10th not the 2nd",
    "sorry, the 10th, not the 2nd", "pas le 2 mais le 10", "le 10 au lieu du 2",
    "the 10th instead of the 2nd", "non pardon le 10 et pas le 2", "le 10, pas le 2",
    "le jeudi 10 plutôt que le 4", "le 10 décembre pas le 4",
])
def test_a_day_said_instead_of_another(message: str) -> None:
    assert corrects_day(message, 3, TODAY)
    assert resolve_wish(message, TODAY).dates == (date(2026, 12, 10),) or \
        resolve_wish(message, TODAY).dates[0].day == 10


@pytest.mark.parametrize("message", [
    "le 2 pas le 3",  # a rank of a list of three, read elsewhere
    "pas le 2", "le 10", "le 3 plutot que le 1", "non", "aucun",
])
def test_no_day_said_instead_of_another(message: str) -> None:
    assert not corrects_day(message, 3, TODAY)


@pytest.mark.parametrize(("message", "lang"), [
    ("je voulais dire le 10 pas le 4", "fr"), ("I meant the 10th not the 4th", "en"),
    ("sorry, the 10th, not the 4th", "en"),
])
def test_a_day_corrected_to_a_list_is_proposed_yes_no(message: str, lang: str) -> None:
    desk = _desk()
    first = "déplacer ma livraison SO-24903 au 4 ou au 10 l'après-midi" if lang == "fr" \
        else "move my delivery SO-24903 to the 4th or the 10th in the afternoon"
    desk.say(first)
    turn = desk.say(message)
    assert ("jeudi 10 décembre" if lang == "fr" else "Thursday 10 December") in turn.reply
    assert "(oui / non)" in turn.reply or "(yes / no)" in turn.reply
    assert _booked(desk) == BOOKED  # a pick in words: yes/no first
    desk.say("oui" if lang == "fr" else "yes")
    assert _booked(desk) == "2026-12-10-PM"


def test_a_day_corrected_is_read_not_dropped() -> None:
    desk = _desk()
    desk.say("je veux déplacer ma livraison SO-24903")
    turn = desk.say("je voulais dire le 10 pas le 2")
    assert "jeudi 10 décembre" in turn.reply and "aucun de ces créneaux" not in turn.reply
    assert _booked(desk) == BOOKED


# -- 2. a weekday asked of a day ------------------------------------------------------


@pytest.mark.parametrize(("message", "said"), [
    ("le 4 c'est bien un jeudi ?", 3), ("is the 4th a Thursday?", 3),
    ("le 4 c'est quel jour ?", None), ("c'est quel jour le 4 ?", None),
    ("what day is the 4th?", None), ("le 4 tombe un jeudi ?", 3),
    ("c'est un jeudi le 4 ?", 3), ("Le 4 décembre, c'est bien un jeudi?", 3),
    ("does the 4th fall on a thursday", 3), ("the 4th is a Thursday, right?", 3),
    ("quel jour de la semaine est le 4 ?", None), ("what day of the week is the 4th?", None),
    ("le 4 c est bien un vendredi svp ?", 4),
])
def test_a_weekday_asked_of_a_day(message: str, said: int | None) -> None:
    asked = weekday_asked(message, TODAY)
    assert asked is not None and asked.day == date(2026, 12, 4) and asked.said == said


@pytest.mark.parametrize("message", [
    "le 4 c'est possible ?", "jeudi 4 ?", "le 4 c'est un jeudi", "is the 4th free?",
    "je voudrais le jeudi 4", "le 4 ?", "is the 4th ok?", "le 4 c'est bien l'après-midi ?",
])
def test_no_weekday_asked(message: str) -> None:
    assert weekday_asked(message, TODAY) is None


@pytest.mark.parametrize(("message", "answer"), [
    ("le 4 c'est bien un jeudi ?", "Non : le 4 décembre est un vendredi."),
    ("is the 4th a Thursday?", "No: 4 December is a Friday."),
    ("le 4 c'est quel jour ?", "Le 4 décembre est un vendredi."),
    ("le 4 c'est bien un vendredi ?", "Oui : le 4 décembre est un vendredi."),
])
def test_a_weekday_question_to_a_list_is_answered_and_the_list_kept(message: str,
                                                                    answer: str) -> None:
    desk = _desk()
    listed = desk.say("je veux déplacer ma livraison SO-24903" if message.startswith("le")
                      else "move my delivery SO-24903").reply
    turn = desk.say(message)
    assert turn.reply.startswith(answer)
    assert listed.splitlines()[1] in turn.reply  # the same list, the same first option
    assert _booked(desk) == BOOKED


def test_a_weekday_question_to_a_proposal_keeps_it() -> None:
    desk = _desk()
    desk.say("je veux déplacer ma livraison SO-24903 au 4")
    turn = desk.say("c'est quel jour le 4 ?")
    assert turn.reply.startswith("Le 4 décembre est un vendredi.") and "(oui / non)" in turn.reply
    assert _booked(desk) == BOOKED
    desk.say("oui")
    assert _booked(desk) == "2026-12-04-PM"


# -- 3. whether the delivery is booked on a day ---------------------------------------


@pytest.mark.parametrize("message", [
    "mon canapé est livré demain ?", "is my sofa delivered tomorrow?",
    "ma livraison c'est bien demain ?", "je suis livré demain ?",
    "la livraison est prévue demain ?", "is my delivery tomorrow?",
    "is the delivery still tomorrow?", "c'est demain la livraison ?",
    "mon canape est bien livre demain?", "ma livraison c bien demain ?",
    "will my sofa be delivered on Friday?", "it's still coming tomorrow, right?",
    "est-ce que je serai livré jeudi ?", "mon canapé sera livré le 8 ?",
    "vous passez bien demain ?", "you're coming tomorrow right?",
    "ma commande arrive bien mardi ?", "le livreur passe demain ?",
    "does my delivery come tomorrow?", "am I getting my sofa tomorrow?",
])
def test_whether_booked_on_a_day_is_a_status(message: str) -> None:
    assert lexicon.intent_of(message) == "order_status"


@pytest.mark.parametrize("message", [
    "livrez-moi demain", "can you deliver it tomorrow instead?",
    "je voudrais être livré demain", "pouvez-vous me livrer demain ?",
    "est-ce que je peux être livré demain ?", "could my sofa be delivered tomorrow?",
    "can it be delivered tomorrow?", "je veux déplacer ma livraison à demain",
    "ma livraison est demain, pouvez-vous la décaler ?", "can you come on Friday instead?",
])
def test_a_delivery_asked_for_a_day_is_a_move(message: str) -> None:
    assert lexicon.intent_of(message) == "reschedule"


@pytest.mark.parametrize(("message", "answer", "day"), [
    ("mon canapé est livré demain ?", "Non, la livraison n'est pas prévue le jeudi 3 décembre.",
     "mardi 8 décembre"),
    ("is my sofa delivered tomorrow?", "No, the delivery is not booked for Thursday 3 December.",
     "Tuesday 8 December"),
    ("is my sofa delivered on Tuesday?", "Yes, the delivery is booked for Tuesday 8 December.",
     "Tuesday 8 December"),
    ("mon canapé sera bien livré le 8 ?", "Oui, la livraison est bien prévue le mardi 8 décembre.",
     "mardi 8 décembre"),
])
def test_whether_booked_tomorrow_tells_the_day(message: str, answer: str, day: str) -> None:
    desk = _desk()
    turn = desk.say(message)
    assert answer in turn.reply and day in turn.reply
    assert "1." not in turn.reply  # its day said, no slot list
    assert _booked(desk) == BOOKED


def test_a_status_without_a_day_asked_says_no_yes_or_no() -> None:
    turn = _desk().say("où en est ma commande SO-24903 ?")
    assert turn.reply.startswith("Votre commande SO-24903")


# -- 4. a shift said to a move proposal -----------------------------------------------


@pytest.mark.parametrize(("message", "shift"), [
    ("the day after that", 1), ("the day before that", -1), ("the day after that?", 1),
    ("the day after that appointment", None),
])
def test_the_day_after_that(message: str, shift: int | None) -> None:
    assert relative_shift(message) == shift


@pytest.mark.parametrize(("message", "proposed"), [
    ("la veille", "vendredi 11 décembre au matin"),
    ("a day earlier", "Friday 11 December, morning"),
    ("no, a day earlier", "Friday 11 December, morning"),
    ("non, un jour plus tôt", "vendredi 11 décembre au matin"),
])
def test_a_shift_is_from_the_day_proposed(message: str, proposed: str) -> None:
    desk = _desk()
    desk.say("déplacer ma livraison SO-24903 au samedi 12 décembre matin")
    turn = desk.say(message)
    assert proposed in turn.reply and ("(oui / non)" in turn.reply or "(yes / no)" in turn.reply)
    assert _booked(desk) == BOOKED


@pytest.mark.parametrize(("message", "said"), [
    ("non, plutôt le lendemain", "dimanche 13 décembre"),
    ("no, make it a day later", "Sunday 13 December"),
    ("un jour plus tard", "dimanche 13 décembre"),
    ("the day after that", "Sunday 13 December"),
])
def test_a_shift_to_a_day_not_free_says_so_and_lists(message: str, said: str) -> None:
    desk = _desk()
    desk.say("déplacer ma livraison SO-24903 au samedi 12 décembre matin")
    turn = desk.say(message)
    assert said in turn.reply and "1." in turn.reply
    assert "mardi 9" not in turn.reply and "Wednesday 9" not in turn.reply
    assert _booked(desk) == BOOKED


def test_a_shift_to_a_proposal_from_another_day() -> None:
    desk = _desk()
    desk.say("move my delivery SO-24903 to Friday 11 December afternoon")
    turn = desk.say("the day after that")
    assert "Saturday 12 December, afternoon" in turn.reply and "(yes / no)" in turn.reply
    assert _booked(desk) == BOOKED


# -- 5. a day gone, mentioned in passing ----------------------------------------------


@pytest.mark.parametrize("message", [
    "I asked to move it yesterday", "j'ai appelé lundi dernier pour la déplacer",
    "depuis hier j'attends", "last Monday I called to reschedule",
    "I called 2 days ago to move it", "il y a 3 jours j'ai demandé de la décaler",
    "since Friday I've been waiting", "la semaine dernière j'ai demandé un report",
    "depuis le 20 novembre j'attends", "j'ai demandé hier de la déplacer",
    "you were supposed to deliver yesterday", "the driver was meant to come yesterday",
    "vous deviez livrer hier", "this past weekend I tried to reschedule",
    "yesterday I wanted to move it",
])
def test_a_day_gone_is_no_wish(message: str) -> None:
    assert resolve_wish(message, TODAY).empty
    assert not says_when(message)


@pytest.mark.parametrize(("message", "first"), [
    ("déplacez-la à hier", date(2026, 12, 1)), ("move it to yesterday", date(2026, 12, 1)),
    ("lundi prochain", date(2026, 12, 7)), ("la dernière semaine de décembre",
                                            date(2026, 12, 25)),
    ("the last week of December", date(2026, 12, 25)), ("le mois prochain", date(2027, 1, 1)),
    ("j'ai appelé hier, je voudrais la déplacer au 10", date(2026, 12, 10)),
    ("I called last week, can you move it to Friday?", date(2026, 12, 4)),
])
def test_days_still_wished(message: str, first: date) -> None:
    wish = resolve_wish(message, TODAY)
    assert (wish.dates[0] if wish.dates else wish.start) == first


@pytest.mark.parametrize(("message", "expected"), [
    ("SO-24903 I asked to move it yesterday", "Friday 4 December"),
    ("last Monday I called to reschedule my sofa delivery", "Friday 4 December"),
    ("j'ai appelé lundi dernier pour déplacer la livraison de mon canapé",
     "vendredi 4 décembre"),
])
def test_a_day_gone_then_a_move_lists_the_slots(message: str, expected: str) -> None:
    desk = _desk()
    turn = desk.say(message)
    assert expected in turn.reply and "1." in turn.reply
    assert "1 December" not in turn.reply and "January" not in turn.reply
    assert _booked(desk) == BOOKED


def test_a_weekday_asked_of_a_rank_is_about_that_option() -> None:
    desk = _desk()
    desk.say("je veux déplacer ma livraison SO-24903")
    turn = desk.say("le 3 c'est bien un lundi ?")  # the third option, Monday 7 December
    assert turn.reply.startswith("Oui") and "le 3 décembre" not in turn.reply
    assert _booked(desk) == BOOKED
