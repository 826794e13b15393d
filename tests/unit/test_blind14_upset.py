"""blind14 care_upset: upset customers at the care desk (angry, sarcastic, rude): what
they say around an answer, in their rants and in rude questions, read as they mean it."""

from __future__ import annotations

from datetime import date

import pytest

from nodes.care_desk.scope import splits_delivery
from nodes.kit.answers import asks_to_cancel, question_topic
from nodes.kit.consent import read_answer
from services.llm.lexicon import intent_of, problem_of
from services.llm.offline import _time_words
from services.text import items_named
from services.wishes import resolve_wish


@pytest.mark.parametrize("message", [
    "bon... pardon, je me suis emportée. oui, allez-y.",
    "désolé pour tout à l'heure. d'accord.",
    "ok ok. je me calme. oui c'est bon.",
    "désolé de m'être emporté, oui allez-y",
    "excusez-moi pour le ton. oui",
    "je suis plus calme maintenant, c'est bon",
    "sorry for shouting earlier. yes, go ahead.",
    "fine. sorry. yes.",
    "ok, I'm calmer now. yes please",
    "my apologies for the tone. yes",
    "I lost my temper, sorry. ok go ahead",
])
def test_an_apology_or_a_calming_word_around_a_yes_changes_nothing(message: str) -> None:
    assert read_answer(message).answer == "yes"


@pytest.mark.parametrize("message", [
    "désolé, non", "sorry, no", "pardon, je me suis emporté. non merci", "I'm sorry. no",
])
def test_an_apology_around_a_no_changes_nothing(message: str) -> None:
    assert read_answer(message).answer == "no"


@pytest.mark.parametrize("message", [
    "sorry", "désolé", "je me calme", "I'm calmer now", "pardon ?", "sorry for shouting",
    "sorry, yes?", "sorry, I can't say yes yet",
])
def test_an_apology_alone_is_no_answer(message: str) -> None:
    assert read_answer(message).answer is None


@pytest.mark.parametrize("message", [
    "ma table basse SO-41003 elle existe ou vous l'avez perdue ??",
    "vous avez perdu ma commande ? SO-41003",
    "SO-41003 vous l'avez égarée ou quoi ?",
    "have you lost my sofa or what? SO-41050",
    "did u lose it?? SO-41050",
    "does my order even exist? SO-41080",
    "you morons. SO-41080. date. please. is that so hard",
    "SO-41080 date??",
    "la date svp ! SO-41003",
])
def test_a_rude_status_question_is_a_status(message: str) -> None:
    assert intent_of(message) == "order_status"


@pytest.mark.parametrize("message", [
    "SO-41080, date : le 18 décembre",
    "move SO-41080 to another date.",
    "je veux changer la date de SO-41003",
    "you lost me. move SO-41080 to friday 18",
])
def test_a_date_given_or_a_change_asked_stays_a_move(message: str) -> None:
    assert intent_of(message) == "reschedule"


RANT = ("Alors je vous explique parce que visiblement personne chez vous ne lit les messages : "
        "j'ai commandé en septembre, on m'a promis le 11 décembre, on me dit maintenant "
        "janvier, j'ai appelé trois fois, personne ne rappelle. Je veux le buffet SO-41011 le "
        "lundi 4 janvier après-midi.")


@pytest.mark.parametrize("message", [
    "personne chez vous ne lit les messages", "qui lit vos mails ?", "il lit mes e-mails",
    "on lit ce qu'on vous écrit ?",
])
def test_lit_as_the_verb_read_names_no_bed(message: str) -> None:
    assert "lit" not in items_named(message)


@pytest.mark.parametrize("message", ["mon lit est cassé", "le lit pas encore livré",
                                     "le lit et le buffet"])
def test_a_bed_named_stays_a_bed(message: str) -> None:
    assert "lit" in items_named(message)


def test_an_afternoon_asked_is_no_piece_delivered_later() -> None:
    assert not splits_delivery(RANT)
    assert splits_delivery("le lit maintenant et le buffet après Noël")


TODAY = date(2026, 12, 8)


@pytest.mark.parametrize(("message", "days"), [
    (RANT, {date(2027, 1, 4)}),
    ("Right. I've been patient. The sofa was supposed to be here on the 25th of November, "
     "then you gave me the 16th, and now I'm working that day. Move SO-41050 to Friday 18 "
     "December in the morning and do NOT mess it up.", {date(2026, 12, 18)}),
    ("Let me tell you how my week went. Monday, no call from you. Tuesday, a text saying the "
     "sofa was 'on its way' - it wasn't. Today I find out it's the 16th. I have a funeral "
     "that day. Put SO-41050 on Monday 21 December in the morning.", {date(2026, 12, 21)}),
    ("On m'a promis le jeudi 10 décembre. Mettez SO-41001 le mercredi 16 décembre.",
     {date(2026, 12, 16)}),
])
def test_days_told_in_the_story_are_no_wishes(message: str, days: set[date]) -> None:
    words = _time_words(message, TODAY)
    assert words is not None
    wish = resolve_wish(words, TODAY)
    assert set(wish.dates) - set(wish.excluded) == days


@pytest.mark.parametrize("message", [
    "Bonjour, Déménagements Ferrand. Nous déménageons Mme Dubois le 15 et elle nous a "
    "transmis : commande SO-41110, claire.dubois@example.fr. Elle souhaite que la méridienne "
    "arrive après, le lundi 21 décembre au matin.",
    "We're moving house on the 15th. The sofa should come after that, on Monday 21 December "
    "in the morning.",
])
def test_a_day_said_after_the_sentence_read_as_asking_is_never_dropped(message: str) -> None:
    # a house move's day read as the ask: the day wished comes after it and stays
    words = _time_words(message, TODAY)
    assert words is not None and date(2026, 12, 21) in resolve_wish(words, TODAY).dates


@pytest.mark.parametrize("message", [
    "Décalez SO-41001 au vendredi 18 décembre. Sinon le lundi 21.",
    "Move SO-41050 to Friday 18 December. Monday 21 December would work too.",
    "Move SO-41050 to Friday 18 December. Or Monday 21 December.",
])
def test_a_day_offered_beside_the_one_asked_stays_a_wish(message: str) -> None:
    assert _time_words(message, TODAY) == message


@pytest.mark.parametrize("message", [
    "the 16th, and now I'm working that day", "the 16th? I have a funeral that day",
    "le 16 ? j'ai un enterrement ce jour-là",
])
def test_a_day_pointed_back_at_as_busy_is_ruled_out(message: str) -> None:
    assert date(2026, 12, 16) in resolve_wish(message, TODAY).excluded


def test_the_half_day_said_apart_is_kept() -> None:
    words = _time_words("Décalez SO-41001 au vendredi 18 décembre. Le matin.", TODAY)
    assert words is not None and resolve_wish(words, TODAY).half == "am"


@pytest.mark.parametrize("message", [
    "SO-41081: a drawer is broken. I want a full refund. NOW.",
    "le tiroir est cassé. remboursez-moi maintenant !",
    "a drawer is broken, fix it now",
])
def test_now_said_of_a_demand_is_no_damage_that_came_with_use(message: str) -> None:
    assert problem_of(message) == "arrived_damaged"


@pytest.mark.parametrize("message", ["the drawer is now broken",
                                     "le pied s'est cassé, maintenant il penche"])
def test_now_said_of_the_piece_is_damage_at_home(message: str) -> None:
    assert problem_of(message) == "damaged_at_home"


@pytest.mark.parametrize("message", [
    "I want my money back for SO-41090, this is ridiculous", "give us our money back",
    "rendez-moi mon argent, SO-41090", "je veux récupérer mon argent pour SO-41090",
])
def test_money_asked_back_is_a_refund(message: str) -> None:
    assert asks_to_cancel(message)


@pytest.mark.parametrize("message", [
    "super, encore un retard, merci bien", "ah génial, un dossier. merci pour rien.",
    "ah super, un dossier, ça va vraiment m'aider", "oui oui, c'est ça, comme la dernière fois",
    "oui mais c'est la dernière fois que je me fais avoir, je vous préviens",
    "yes because that worked SO well last time", "oh yes, a case, because that fixes my table",
    "yes, but this is the LAST time I'm putting up with this", "great, thanks for nothing",
])
def test_a_yes_taken_back_in_sarcasm_is_no_clear_yes(message: str) -> None:
    assert read_answer(message).answer is None
    assert question_topic(message) == "hedged"


@pytest.mark.parametrize("message", ["yes, finally", "oui, il était temps", "oui merci",
                                     "yes go ahead"])
def test_a_plain_yes_with_impatience_stays_a_yes(message: str) -> None:
    assert read_answer(message).answer == "yes"


@pytest.mark.parametrize(("message", "day"), [
    ("decalez SO-41001 au 14 matin... non pardon le 15 aprem", date(2026, 12, 15)),
    ("armchair SO-41080: can it be thursday 17th... no wait, friday 18 december morning",
     date(2026, 12, 18)),
])
def test_a_day_corrected_in_the_next_sentence_stays_in_the_wish(message: str,
                                                                 day: date) -> None:
    words = _time_words(message, TODAY)
    assert words is not None and day in resolve_wish(words, TODAY).dates
