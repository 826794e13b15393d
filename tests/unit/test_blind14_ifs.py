"""Conditionals and hypotheticals at the care desk (blind14 care_ifs): a floor climbed to is
no day, a conditional answer is no new wish."""

from __future__ import annotations

from datetime import date

import pytest

from services.llm.lexicon import intent_of
from services.text import fold_words, without_floors
from services.wishes import resolve_wish

TODAY = date(2026, 12, 7)  # a Monday


@pytest.mark.parametrize("text", [
    "oui, si le livreur peut monter au 4e", "il faudra monter le canapé jusqu'au 5e",
    "ils peuvent grimper au 3ème ?", "yes if the driver can carry it up to the 4th",
    "can they bring the sofa up to the 3rd?", "only if they can take it up to the 2nd floor",
])
def test_a_floor_climbed_to_is_no_day(text: str) -> None:
    left = without_floors(fold_words(text))
    assert not any(ch.isdigit() for ch in left), left
    assert not resolve_wish(text, TODAY).days()


@pytest.mark.parametrize(("text", "day"), [
    ("montez-la au 4 janvier", date(2027, 1, 4)),
    ("move it up to the 4th", date(2027, 1, 4)),
    ("bring it forward to the 4th", date(2027, 1, 4)),
    ("bring it up to the 4th of January", date(2027, 1, 4)),
])
def test_a_day_said_after_a_move_word_stays_a_day(text: str, day: date) -> None:
    assert day in resolve_wish(text, TODAY).days()


@pytest.mark.parametrize("text", [
    "if friday 18th morning is free can u move my sofa there",
    "If Wednesday 16th is free in the afternoon, I'd like the table moved to it",
    "si jamais vous avez de la place le lundi 21 au matin je prendrais bien pour le buffet",
    "bon alors le lundi 21 après-midi, si c'est libre",
    "décalez-la au mardi 15 au matin, s'il est encore libre",
    "if you still have room on tuesday 15 morning, move it there",
])
def test_a_day_wished_if_it_is_free_is_a_wish(text: str) -> None:
    from services.llm.lexicon import intent_of

    assert intent_of(text) == "reschedule"


@pytest.mark.parametrize("text", ["is friday 18 free?", "vous avez de la place le 21 ?",
                                  "what's available on the 15th?"])
def test_whether_a_day_is_free_asked_is_still_a_question(text: str) -> None:
    from services.llm.lexicon import intent_of

    assert intent_of(text) == "availability"


@pytest.mark.parametrize(("text", "intent"), [
    ("what happens if I'm not home on the day?", "other"),
    ("et si je suis pas là le jour de la livraison il se passe quoi ?", "other"),
    ("if I had to move it, how much notice do you need?", "other"),
    ("Si jamais je dois changer la date, je peux le faire ici ?", "other"),
    ("je serai peut-être pas là mardi, mais on garde comme ça pour l'instant, je vous redis",
     "other"),
    ("si mon mari est d'accord on décalera au 21, je reviens vers vous", "other"),
    ("might have to change monday's delivery, don't do anything yet though. just checking "
     "it's still the 14th?", "order_status"),
    ("peut-être que je devrai décaler le buffet, mais pas tout de suite. c'est toujours le "
     "18 ?", "order_status"),
])
def test_a_move_supposed_or_put_off_is_no_move(text: str, intent: str) -> None:
    from services.llm.lexicon import intent_of

    assert intent_of(text) == intent


@pytest.mark.parametrize("text", [
    "if I'm not home on the 10th, move it to the 14th", "si je suis pas là le 11, décalez au 14",
    "et si on disait le mardi 22 après-midi plutôt ?", "je ne serai pas là mardi",
])
def test_a_move_asked_beside_a_supposition_is_still_a_move(text: str) -> None:
    from services.llm.lexicon import intent_of

    assert intent_of(text) == "reschedule"


@pytest.mark.parametrize(("text", "wish", "fallback"), [
    ("if you can't do thursday 17 morning then friday 18 morning",
     (date(2026, 12, 17), "am"), (date(2026, 12, 18), "am")),
    ("si vous pouvez pas le vendredi 18 après-midi, alors le lundi 21 matin",
     (date(2026, 12, 18), "pm"), (date(2026, 12, 21), "am")),
    ("si pas le 18 après-midi, alors le 21 au matin",
     (date(2026, 12, 18), "pm"), (date(2026, 12, 21), "am")),
    ("si vous pouvez pas le 4 janvier, le 5 janvier après-midi ira aussi",
     (date(2027, 1, 4), None), (date(2027, 1, 5), "pm")),
    ("if the 17th isn't free, the 18th", (date(2026, 12, 17), None), (date(2026, 12, 18), None)),
    ("si le mardi 15 n'est pas possible, alors le mercredi 16 matin",
     (date(2026, 12, 15), None), (date(2026, 12, 16), "am")),
])
def test_a_fallback_said_as_a_condition_first_is_a_wish_then_its_fallback(
        text: str, wish: tuple[date, str | None], fallback: tuple[date, str | None]) -> None:
    read = resolve_wish(text, TODAY)
    assert (read.dates, read.half) == ((wish[0],), wish[1])
    assert not read.excluded
    assert read.fallback is not None
    assert (read.fallback.dates, read.fallback.half) == ((fallback[0],), fallback[1])


@pytest.mark.parametrize(("text", "out", "day"), [
    ("si je peux pas le 18, le 21", date(2026, 12, 18), date(2026, 12, 21)),
    ("if the 18th is no good for me, the 21st", date(2026, 12, 18), date(2026, 12, 21)),
])
def test_a_condition_said_of_oneself_rules_the_day_out(text: str, out: date, day: date) -> None:
    read = resolve_wish(text, TODAY)
    assert out in read.excluded and day in read.days() and read.fallback is None


@pytest.mark.parametrize("text", [
    "si jeudi 17 est libre je prends, sinon vendredi 18 matin",
    "if you can't do thursday 17 morning then friday 18 morning",
    "si vous pouvez pas le vendredi 18 après-midi, alors le lundi 21 matin",
    "tuesday 22 morning, failing that wednesday 23 afternoon",
    "le jeudi 17, sinon le vendredi 18 au matin",
    "si vous pouvez pas le 4 janvier, le 5 janvier après-midi ira aussi",
])
def test_a_first_choice_and_its_fallback_is_a_move_wished(text: str) -> None:
    from services.llm.lexicon import intent_of

    assert intent_of(text) == "reschedule"


@pytest.mark.parametrize("text", ["sinon tout va bien depuis le 3 ?", "le 17, sinon tant pis"])
def test_a_fallback_word_without_two_whens_is_no_move(text: str) -> None:
    from services.llm.lexicon import intent_of

    assert intent_of(text) != "reschedule"


@pytest.mark.parametrize("text", [
    "si c'est toujours prévu le 15 au matin, passez-la l'après-midi",
    "if it's still booked for the 15th morning, make it the afternoon",
    "c'est toujours le 15 ? mettez-le l'après-midi alors",
    "passez-la au 18",
])
def test_a_move_told_after_the_booked_day_checked_is_a_move(text: str) -> None:
    from services.llm.lexicon import intent_of

    assert intent_of(text) == "reschedule"


@pytest.mark.parametrize("text", ["c'est toujours le 15 ?", "is it still booked for the 15th?",
                                  "vous passez bien mardi ?", "passez-moi le service client"])
def test_the_booked_day_checked_alone_is_still_the_status(text: str) -> None:
    from services.llm.lexicon import intent_of

    assert intent_of(text) != "reschedule"


@pytest.mark.parametrize("text", [
    "si c'est toujours prévu le 15 au matin, passez-la l'après-midi",
    "la livraison prévue le 15 au matin, vous pouvez la faire l'après-midi ?",
])
def test_a_half_day_alone_after_the_booked_day_said_is_that_day(text: str) -> None:
    read = resolve_wish(text, TODAY)
    assert read.same_day and read.half == "pm" and not read.dates


# -- left by the first engineers (blind14 care_ifs), mended -------------------------------

IFS_TODAY = date(2026, 12, 7)


@pytest.mark.parametrize(("message", "day"), [
    ("if it's still the 21st, move it to the 22nd afternoon", date(2026, 12, 22)),
    ("if it is still on the 21st, can you move it to the 22nd", date(2026, 12, 22)),
    ("if my delivery is on the 10th, move it to the 15th", date(2026, 12, 15)),
    ("si c'est toujours le 21, passez-la au 22 après-midi", date(2026, 12, 22)),
    ("si ma livraison est bien le 17, décalez-la au 18 matin", date(2026, 12, 18)),
])
def test_a_condition_checking_the_booking_is_no_day_wished(message: str, day: date) -> None:
    assert resolve_wish(message, IFS_TODAY).dates == (day,)


@pytest.mark.parametrize(("message", "days"), [
    ("if it's free on the 17th, otherwise the 18th", (date(2026, 12, 17),)),
    ("si c'est libre le 17, sinon le 18", (date(2026, 12, 17),)),
])
def test_a_condition_on_a_slot_stays_the_day_wished(message: str,
                                                    days: tuple[date, ...]) -> None:
    assert resolve_wish(message, IFS_TODAY).dates == days


@pytest.mark.parametrize("message", [
    "just wondering, if I miss the delivery tomorrow what happens?",
    "if I miss the delivery on the 16th, what happens?",
    "et si je rate la livraison de mardi il se passe quoi ?",
])
def test_a_missed_delivery_supposed_is_no_move(message: str) -> None:
    assert intent_of(message) != "reschedule"


@pytest.mark.parametrize("message", [
    "et si jamais je trouve une rayure sur la table que j'ai reçue, je peux encore la signaler ?",
    "if the coffee table has a crack underneath that I haven't noticed, is it too late to "
    "report it?",
    "if I find a scratch on the table later, can I still report it?",
    "si je remarque un défaut plus tard, je pourrai ouvrir un dossier ?",
])
def test_damage_supposed_is_no_damage_told(message: str) -> None:
    assert intent_of(message) != "report_damage"


@pytest.mark.parametrize("message", [
    "bon ben justement, en regardant mieux il y a une rayure sur le plateau de la table SO-41002",
    "ok I checked, there IS a crack on the coffee table SO-41061",
    "j'ai trouvé une rayure sur la table, je peux la signaler ?",
    "I found a scratch on the table, what do I do?",
])
def test_damage_found_stays_damage_told(message: str) -> None:
    assert intent_of(message) == "report_damage"


def test_a_condition_said_first_leaves_the_request_after_it() -> None:
    message = ("si vous n'avez toujours pas de date pour mon fauteuil, mettez-moi le premier "
               "créneau libre de janvier")
    assert intent_of(message) in ("reschedule", "availability")
    assert resolve_wish(message, IFS_TODAY).start == date(2027, 1, 1)
    kept = "si le mardi 15 l'après-midi est libre, mettez ma livraison là"
    assert resolve_wish(kept, IFS_TODAY).dates == (date(2026, 12, 15),)


@pytest.mark.parametrize("message", ["le premier créneau libre de janvier",
                                     "la première date dispo de janvier"])
def test_a_slot_of_a_month_is_in_that_month(message: str) -> None:
    assert resolve_wish(message, IFS_TODAY).start == date(2027, 1, 1)
