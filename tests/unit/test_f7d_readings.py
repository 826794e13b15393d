"""Blind corpus 7a (f7d): the readers behind "the message's own words decide its intent" and
the references to earlier turns (the order before the one in focus, that day's other half,
a shift said to a slot list, "that order now")."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from nodes.care_desk.executors import SAME_AGAIN, SAME_DAY_AS, _weekday_of_item
from nodes.care_desk.scope import beyond_desk
from nodes.kit.answers import beyond_list, question_topic
from services.llm.lexicon import intent_of
from services.text import (
    asks_order_number,
    earlier_proposal_named,
    fold,
    names_day_just_said,
    names_earlier_order,
    names_other_order,
)
from services.wishes import resolve_wish

TODAY = date(2026, 11, 16)


@pytest.mark.parametrize("text", [
    "And please bring the armchair on Wednesday 2 December, afternoon",
    "pls bring the chairs on wed 2 dec",
    "Le canapé, vous pouvez le passer au mercredi 25 novembre après-midi ?",
    "la table, vous pourriez la passer au lundi 30 aprem ?",
    "Et pour le canapé, je préférerais le vendredi 20 novembre après-midi",
    "Actually, can you do Friday 27 Nov in the afternoon for it?",
    "could you do thursday 26 for it",
    "can it come Tuesday 1 Dec in the morning?",
    "the armchair on the 3rd please",
    "lit jeudi stp",
])
def test_a_when_asked_for_a_piece_or_for_it_is_a_move(text: str) -> None:
    assert intent_of(text) == "reschedule"


@pytest.mark.parametrize("text", [
    "Et le canapé ne bouge pas, il reste le 24 ?",
    "et le canapé il bouge pas, il reste bien le 24 ?",
    "so the chairs come Wednesday and the table tomorrow?",
    "the table stays on the 26th right?",
    "Hi there, can you tell me when SO-70201 is arriving? My email is tom.becker@example.com",
    "could u tell me when SO-80201 is arriving?",
])
def test_a_when_asked_about_is_a_status(text: str) -> None:
    assert intent_of(text) == "order_status"


@pytest.mark.parametrize("text", [
    "Hello! The chairs came in August",
    "the sofa went in March",
    "the table showed up on monday",
    "le canapé est venu mardi",
    "the chairs were great on monday",
    "i had the table on tuesday, it's fine",
])
def test_a_when_told_is_no_move(text: str) -> None:
    assert intent_of(text) != "reschedule"


@pytest.mark.parametrize("text", [
    "Et mon fauteuil livré le 5, il a un accroc, je fais comment ?",
    "il y a un accroc sur l'accoudoir",
    "the sofa has a snag in the fabric",
    "la table bouge",
])
def test_a_snag_or_a_wobble_is_damage(text: str) -> None:
    assert intent_of(text) == "report_damage"


def test_what_does_not_move_is_no_wobble() -> None:
    assert intent_of("la chaise ne bouge plus du tout ?") != "report_damage"


@pytest.mark.parametrize("text", [
    "Revenons à celle d'avant : vous pouvez la livrer le lundi 30 ?",
    "on revient à la précédente", "et celle de tout à l'heure ?", "la commande précédente",
    "back to the previous one, can it come friday?", "the order from before",
    "going back to the previous one", "go back to the first order",
])
def test_the_order_before_the_one_in_focus_is_named(text: str) -> None:
    assert names_earlier_order(text)


@pytest.mark.parametrize("text", [
    "le créneau d'avant", "the day before", "the one before the 3rd", "the first one",
    "le premier", "the previous one on the list", "l'autre jour",
])
def test_a_slot_or_a_rank_is_no_earlier_order(text: str) -> None:
    assert not names_earlier_order(text)


@pytest.mark.parametrize("text", [
    "And could you make it the morning of that day instead?",
    "the morning instead", "le matin à la place", "l'après-midi au lieu du matin",
    "the afternoon on that day",
])
def test_a_half_day_instead_is_the_booked_day(text: str) -> None:
    assert resolve_wish(text, TODAY).same_day


@pytest.mark.parametrize("text", ["plutôt le matin", "the 3rd in the morning instead",
                                  "mornings only", "I cannot that day"])
def test_a_half_day_preferred_or_a_day_said_is_not(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    assert not wish.same_day or wish.excluded


@pytest.mark.parametrize("text", ["Et finalement, un jour plus tard ?", "a day later?",
                                  "deux jours plus tard", "une semaine plus tard"])
def test_a_shift_said_to_a_list_is_no_beyond_the_list(text: str) -> None:
    assert beyond_list(text) is None


@pytest.mark.parametrize("text", ["vous avez pas plus tard ?", "anything later?",
                                  "plus tard svp"])
def test_later_than_the_list_still_is(text: str) -> None:
    assert beyond_list(text) == "later"


@pytest.mark.parametrize("text", ["What's the status of that order now?",
                                  "what's the order now", "tell me the order now"])
def test_order_now_asks_no_order_number(text: str) -> None:
    assert not asks_order_number(text)


@pytest.mark.parametrize("text", ["what's my order no.?", "I lost my order no",
                                  "what is my order number", "what is the order ref?"])
def test_an_order_number_asked_for_still_is(text: str) -> None:
    assert asks_order_number(text)


@pytest.mark.parametrize("text", [
    "Vous avez des coussins assortis au canapé Oslo ?", "vs avez des housses pour les chaises ?",
    "you guys have a rug that goes with it?", "vous avez une rallonge pour la table Lyon ?",
])
def test_what_goes_with_a_piece_is_the_catalogue(text: str) -> None:
    assert beyond_desk(text) == "catalogue"


@pytest.mark.parametrize("text", [
    "vous avez des nouvelles du canapé ?", "do you have an update on my sofa?",
    "les coussins du canapé sont tachés", "the cover of my sofa is torn",
    "vous avez des créneaux ?",
])
def test_news_or_damage_of_a_piece_is_not(text: str) -> None:
    assert beyond_desk(text) is None


@pytest.mark.parametrize("text", [
    "Bref. Ma table SO-70102, c'est jeudi 26 c'est ça ?", "the table is thursday 26th, right?",
    "SO-70102 c'est jeudi 26 c'est bien ça ?",
])
def test_a_day_said_back_for_confirmation_is_a_status(text: str) -> None:
    assert intent_of(text) == "order_status"


@pytest.mark.parametrize("text", ["plutôt jeudi 26, c'est ça ?", "move it to the 26th, right?"])
def test_a_move_asked_with_a_confirmation_stays_a_move(text: str) -> None:
    assert intent_of(text) == "reschedule"


@pytest.mark.parametrize("text", ["Et le canapé SO-70101, pareil", "et pour le canapé idem",
                                  "same for SO-80201 please", "the same for the chairs",
                                  "la même chose pour la table"])
def test_the_same_again_is_read(text: str) -> None:
    assert SAME_AGAIN.search(fold(text))


@pytest.mark.parametrize("text", ["et le canapé ?",
                                  "same day but the afternoon", "et la table, le 3 ?"])
def test_no_same_again_in_other_words(text: str) -> None:
    assert not SAME_AGAIN.search(fold(text))


@pytest.mark.parametrize(("text", "ref"), [
    ("Mettez-le le même jour que la table, le matin aussi", "la table"),
    ("could you bring it the same day as the chairs, in the morning", "the chairs"),
    ("la deuxième le même jour que SO-70101 ?", "so-70101 "),
])
def test_the_same_day_as_another_order_names_it(text: str, ref: str) -> None:
    found = SAME_DAY_AS.search(fold(text))
    assert found is not None and found.group("ref").strip() == ref.strip()


@pytest.mark.parametrize("text", ["le même jour mais l'après-midi", "same day, morning",
                                  "pas le même jour"])
def test_the_same_day_of_its_own_booking_names_no_other(text: str) -> None:
    assert SAME_DAY_AS.search(fold(text)) is None


@pytest.mark.parametrize("text", ["which is better, morning or afternoon?",
                                  "what do you recommend, morning or afternoon?",
                                  "c'est mieux le matin ou l'après-midi ?",
                                  "vous me conseillez quoi ?"])
def test_which_half_is_better_is_asked_not_chosen(text: str) -> None:
    assert question_topic(text) == "halves"


@pytest.mark.parametrize("text", ["le matin", "the afternoon is better for me"])
def test_a_half_day_said_is_a_choice(text: str) -> None:
    assert question_topic(text) != "halves"


@pytest.mark.parametrize("text", ["ok what's the first day you can do for the chairs",
                                  "whats the first day you could do for the chairs",
                                  "le premier jour que vous pouvez pour la table svp"])
def test_the_first_day_you_can_do_is_the_earliest(text: str) -> None:
    assert resolve_wish(text, TODAY).earliest
    assert intent_of(text) in ("reschedule", "availability")


@pytest.mark.parametrize(("text", "weekday"), [
    ("Le canapé de mercredi d'abord : il arrive à quelle heure ?", 2),
    ("et celui de mardi, vous pouvez le passer au lundi 30 aprem ?", 1),
    ("the sofa due on wednesday", 2), ("the one coming friday", 4),
])
def test_a_piece_named_by_its_booked_weekday(text: str, weekday: int) -> None:
    assert _weekday_of_item(text) == weekday


@pytest.mark.parametrize("text", ["le canapé de ma mère", "move the sofa on wednesday",
                                  "the table for friday", "décalez le canapé à mercredi"])
def test_a_weekday_wished_names_no_order(text: str) -> None:
    assert _weekday_of_item(text) is None


@pytest.mark.parametrize(("message", "which"), [
    ("finalement la première date que vous m'avez donnée", "first"),
    ("non, revenons à la première proposition", "first"),
    ("je reprends le premier créneau", "first"),
    ("celle que vous m'avez proposée en premier", "first"),
    ("no go back to the first one", "first"),
    ("actually the first one you suggested", "first"),
    ("the first date you offered", "first"),
    ("your original suggestion", "first"),
    ("la date d'avant plutôt", "previous"),
    ("the previous date you suggested", "previous"),
    ("la première semaine de janvier", None),
    ("first week of january", None),
    ("the first of january", None),
    ("my first order", None),
    ("ok the first one", None),   # a position of a list, never a proposal pointed at
    # the first one free, not the desk's first proposal (a review found the refused
    # proposal asked again): a slot word alone, a weekday, "time", "disponible"
    ("the first slot in January please", None), ("the first day you have in January", None),
    ("la première date disponible en janvier", None),
    ("non, le premier créneau libre de janvier plutôt", None),
    ("je prends le premier samedi de janvier", None),
    ("rather the first monday of january", None), ("the first time you moved it", None),
])
def test_earlier_proposal_named(message: str, which: str | None) -> None:
    assert earlier_proposal_named(message) == which


@pytest.mark.parametrize(("message", "said"), [
    ("can the sofa come the day you just said?", True),
    ("Le fauteuil, vous pouvez le livrer le jour que vous venez de dire ?", True),
    ("la date que vous venez de me donner", True),
    ("that date you just mentioned", True),
    ("le jour que vous m'avez dit à l'instant", True),
    ("the day after", False),
    ("what day did you just say?", False),
])
def test_names_day_just_said(message: str, said: bool) -> None:
    assert names_day_just_said(message) is said


@pytest.mark.parametrize("message", [
    "can that one come on friday 18 in the morning?",
    "can that one come tuesday 22 afternoon",
    "could this one come on monday 21?",
    "can that bed come on friday 18 in the morning?",
])
def test_that_one_as_subject_of_a_when_is_a_move(message: str) -> None:
    assert intent_of(message) == "reschedule"


@pytest.mark.parametrize(("message", "other"), [
    ("and teh other one??", True), ("and the otehr order?", True), ("my othr one?", True),
    ("teh other day", False),
])
def test_the_other_order_said_with_a_typo(message: str, other: bool) -> None:
    assert names_other_order(message) is other


def test_the_previous_proposal_is_before_the_last_even_when_none_waits() -> None:
    """"The previous date you suggested" after a no to the last proposal is the one before
    it, never the one just refused; a message with a day of its own points at none."""
    from nodes.care_desk.executors import _earlier_proposal

    state: Any = {"proposed": {"SO-1": ["2026-12-10-AM", "2026-12-14-PM", "2026-12-17-AM"]}}
    said = "the previous date you suggested"
    assert _earlier_proposal(state, "SO-1", said) == "2026-12-14-PM"
    assert _earlier_proposal(state, "SO-1", said, "2026-12-17-AM") == "2026-12-14-PM"
    assert _earlier_proposal(state, "SO-1", "go back to the first one") == "2026-12-10-AM"
    assert _earlier_proposal(state, "SO-1", "go back to the first one, in January") is None
