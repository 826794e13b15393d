"""f11: said to a list of mornings from the 7th (demo data, Wednesday 2 December 2026): a digit
rank with the other half-day is that option's day at that half (proposed, never moved); a
question giving an option a wrong weekday is answered no and the list kept; a correction in
English picks the last rank said; a yes with a polite "if" or a hedge says why nothing was
done; a refund asked with a yes to the late-move case asks the case question again."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from graphs.care_desk import builder
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.harness import DEMO_NOW, Conversation, demo_data_store

OPEN = "Je voudrais déplacer la livraison de SO-24903 un matin la semaine prochaine"
OPEN_EN = "I'd like to move the delivery of SO-24903 to a morning next week"
MORNINGS = ["2026-12-07-AM", "2026-12-08-AM", "2026-12-09-AM", "2026-12-10-AM",
            "2026-12-11-AM"]


@pytest.fixture(name="store")
def _store() -> Iterator[Store]:
    yield from demo_data_store()


def _desk(store: Store) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(),
                        customer_email="jean.martin@example.com", now=DEMO_NOW.isoformat())


def _listed(store: Store, opening: str = OPEN) -> Conversation:
    desk = _desk(store)
    assert desk.say(opening).state["awaiting"]["offered"] == MORNINGS
    return desk


@pytest.mark.parametrize(("message", "says"), [
    ("le 3 l'aprem", "9 décembre l'après-midi"),
    # "le 5 mais l'après-midi": Saturday 5 is a day one may mean (test_day_numbers_to_a_list)
    ("le 3 mais l'apres midi", "9 décembre l'après-midi"),
    ("le 3 mais plutot l'apres midi svp", "9 décembre l'après-midi"),
    ("le 1 mais l'aprem plutot", "7 décembre l'après-midi"),
])
def test_a_digit_rank_with_the_other_half_is_that_option_proposed(
        store: Store, message: str, says: str) -> None:
    desk = _listed(store)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_confirm_move" and says in turn.reply


def test_the_other_half_not_free_is_said_and_the_list_kept(store: Store) -> None:
    desk = _listed(store)
    turn = desk.say("le 2 mais l'après-midi")  # Tuesday 8 afternoon: not free
    assert "n'est pas libre" in turn.reply and "8 décembre" in turn.reply
    assert turn.state["awaiting"]["offered"] == MORNINGS


@pytest.mark.parametrize("message", ["le 10 l'après-midi", "le 2 au matin"])
def test_a_listed_day_or_the_same_half_stays_a_date(store: Store, message: str) -> None:
    turn = _listed(store).say(message)
    assert "2 décembre" in turn.reply or "10 décembre l'après-midi" in turn.reply


@pytest.mark.parametrize(("opening", "message", "says"), [
    (OPEN, "le 3 c'est bien un vendredi ?", "Non, le créneau 3 est le mercredi 9"),
    (OPEN, "le 2 c'est lundi ?", "Non, le créneau 2 est le mardi 8"),
    (OPEN, "le 3 c est bien un jeudi?", "Non, le créneau 3 est le mercredi 9"),
    (OPEN, "le 2 c'est mardi ?", "Oui. Le créneau 2 est le mardi 8"),
    (OPEN_EN, "the 3rd one is a Friday right?", "No, option 3 is Wednesday 9"),
    (OPEN_EN, "the 2nd one is a monday right?", "No, option 2 is Tuesday 8"),
])
def test_a_wrong_weekday_asked_is_answered_no_and_the_list_kept(
        store: Store, opening: str, message: str, says: str) -> None:
    desk = _listed(store, opening)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert says in turn.reply and turn.state["awaiting"]["offered"] == MORNINGS


@pytest.mark.parametrize("message", ["le 3 est dispo l'après-midi ?", "le 3 mais le vendredi"])
def test_another_half_or_a_wish_is_no_denial(store: Store, message: str) -> None:
    turn = _listed(store).say(message)
    assert "Non, le créneau" not in turn.reply


@pytest.mark.parametrize(("message", "to"), [
    ("the last one please, actually no the first", "2026-12-07-AM"),
    ("the last one, actually no the first one", "2026-12-07-AM"),
    ("the 2nd actually no the 3rd", "2026-12-09-AM"),
    ("le dernier stp, finalement non le 1er", "2026-12-07-AM"),
    ("le dernier en fait non le premier", "2026-12-07-AM"),
])
def test_a_correction_proposes_the_last_rank(store: Store, message: str, to: str) -> None:
    """A pick that corrects itself is no pick "alone or with a polite word": the rank said
    last is proposed (yes/no) first, nothing written; the yes moves it."""
    desk = _listed(store, OPEN_EN)
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id == "ask_confirm_move" and to[:10] in str(turn.state.get("pick"))
    assert desk.snapshot() == before
    assert desk.say("yes").text_id == "say_moved"


def test_a_correction_left_open_picks_nothing(store: Store) -> None:
    desk = _listed(store, OPEN_EN)
    before = desk.snapshot()
    assert desk.say("the first one, actually no").text_id != "say_moved"
    assert desk.snapshot() == before


PROPOSE_EN = "I'd like to move SO-24903 to Thursday 10 December morning"
PROPOSE = "Pouvez-vous déplacer SO-24903 au jeudi 10 décembre au matin ?"


@pytest.mark.parametrize(("message", "says"), [
    ("oui si possible", "répondez simplement « oui »"),
    ("ok si vous pouvez", "répondez simplement « oui »"),
    ("sure thing if possible", "just answer"), ("yes if you can", "just answer"),
    ("je pense que oui", "pas un oui clair"), ("oui… enfin je crois", "pas un oui clair"),
    ("oui je crois", "pas un oui clair"), ("yes I think so", "not a clear yes"),
    ("i guess so", "not a clear yes"),
])
def test_a_yes_with_words_moves_nothing_and_says_why(store: Store, message: str,
                                                     says: str) -> None:
    desk = _desk(store)
    english = says in ("just answer", "not a clear yes")
    assert desk.say(PROPOSE_EN if english else PROPOSE).text_id == "ask_confirm_move"
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before and turn.asks and says in turn.reply
    assert desk.say("yes" if english else "oui").text_id == "say_moved"


@pytest.mark.parametrize(("message", "says"), [
    ("oui mais je veux aussi un remboursement", "remboursement"),
    ("ok but I want a refund too", "refund"),
    ("yes, but I also want my money back", "refund"),
    ("d'accord mais je veux aussi être remboursé", "remboursement"),
    ("oui mais je veux aussi un dédommagement", "dédommagement"),
])
def test_a_refund_with_a_yes_to_the_late_case_asks_again(store: Store, message: str,
                                                          says: str) -> None:
    desk = _desk(store)
    opening = "Move SO-24911 to next week" if message.isascii() else \
        "Déplacez SO-24911 à la semaine prochaine"
    assert desk.say(opening).text_id == "ask_confirm_late_case"
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_confirm_late_case" and says in turn.reply


def test_a_refund_as_a_condition_is_no_refund_asked(store: Store) -> None:
    desk = _desk(store)
    desk.say("Move SO-24911 to next week")
    turn = desk.say("ok but only if I get a refund")
    assert "condition" in turn.reply
