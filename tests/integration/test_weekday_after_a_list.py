"""A weekday said after a slot list ("jeudi alors", "plutôt mardi", "Thursday then") picks
within the list when exactly one listed slot falls on it, and is proposed with a yes/no
question first; otherwise it is read as a wish, as usual."""

from __future__ import annotations

import copy
from collections.abc import Iterator

import pytest

from graphs.care_desk import builder
from services import care
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.data import JEAN, slot, tiny_fixture
from tests.harness import Conversation

LIST = "Je voudrais déplacer SO-24903 un après-midi la semaine du 26 octobre"
LIST_EN = "I'd like to move SO-24903 to an afternoon in the week of 26 October"


@pytest.fixture
def two_weeks() -> Iterator[Store]:
    """The tiny data set, plus a week of mornings and afternoons from Monday 26 October."""
    fixture = copy.deepcopy(tiny_fixture())
    fixture["slots"] += [slot(f"2026-10-{day}", part) for day in range(26, 31)
                         for part in ("AM", "PM")]
    store = fresh_store("sqlite://", fixture)
    yield store
    store.engine.dispose()


def booking(store: Store, order: str) -> str | None:
    return {b.order: b.slot for b in care.snapshot(store).bookings}.get(order)


@pytest.mark.parametrize(("opening", "said", "slot_id", "yes"), [
    (LIST, "jeudi alors", "2026-10-29-PM", "oui"),
    (LIST, "plutôt mardi", "2026-10-27-PM", "oui"),
    (LIST, "le vendredi", "2026-10-30-PM", "oui"),
    (LIST, "mercredi après-midi", "2026-10-28-PM", "oui"),
    (LIST_EN, "Thursday then", "2026-10-29-PM", "yes"),
    (LIST_EN, "rather Tuesday", "2026-10-27-PM", "yes"),
])
def test_a_weekday_after_a_list_is_the_listed_slot_on_it_proposed_first(
        two_weeks: Store, opening: str, said: str, slot_id: str, yes: str) -> None:
    desk = Conversation(builder, two_weeks, OfflineChatModel(), customer_email=JEAN)
    listed = desk.say(opening)
    assert listed.text_id == "ask_which_slot" and slot_id in listed.state["awaiting"]["offered"]
    before = desk.snapshot()
    turn = desk.say(said)
    assert desk.snapshot() == before  # never moved without the yes
    assert turn.text_id == "ask_confirm_move"
    assert turn.state["awaiting"]["pending"]["slot_id"] == slot_id
    assert desk.say(yes).text_id == "say_moved"
    assert booking(two_weeks, "SO-24903") == slot_id


def test_a_weekday_on_no_listed_slot_is_read_as_a_wish(two_weeks: Store) -> None:
    desk = Conversation(builder, two_weeks, OfflineChatModel(), customer_email=JEAN)
    desk.say("Je voudrais déplacer SO-24903 un matin la semaine prochaine")  # 20, 22, 23
    turn = desk.say("plutôt lundi")  # no Monday listed: the next Monday, as usual
    assert desk.snapshot().bookings == care.snapshot(two_weeks).bookings
    assert "26 octobre" in turn.reply


def test_a_weekday_on_two_listed_slots_is_not_a_pick(two_weeks: Store) -> None:
    desk = Conversation(builder, two_weeks, OfflineChatModel(), customer_email=JEAN)
    before = desk.snapshot()
    desk.say("Je voudrais déplacer SO-24903 la semaine du 26 octobre")
    turn = desk.say("jeudi ou vendredi")
    assert desk.snapshot() == before
    assert turn.asks and turn.text_id in ("ask_which_slot", "ask_confirm_move")




@pytest.mark.parametrize(("question", "yes"), [
    ("vous livrez le vendredi ?", "Oui, nous livrons le vendredi."),
    ("Vous livrez aussi le vendredi ?", "Oui, nous livrons le vendredi."),
    ("do you deliver on Fridays?", "Yes, we deliver on Fridays."),
])
def test_a_question_about_a_delivery_weekday_is_answered_yes_with_its_slots(
        two_weeks: Store, question: str, yes: str) -> None:
    desk = Conversation(builder, two_weeks, OfflineChatModel(), customer_email=JEAN)
    desk.say("Je voudrais déplacer SO-24903 un matin la semaine prochaine")
    before = desk.snapshot()
    turn = desk.say(question)
    assert desk.snapshot() == before
    assert turn.text_id == "ask_which_slot" and turn.reply.startswith(yes)
    options = [line for line in turn.reply.splitlines() if line[:1].isdigit()]
    assert options and all("vendredi" in line or "Friday" in line for line in options)


def test_no_yes_for_a_weekday_with_no_delivery(two_weeks: Store) -> None:
    desk = Conversation(builder, two_weeks, OfflineChatModel(), customer_email=JEAN)
    desk.say("Je voudrais déplacer SO-24903 un matin la semaine prochaine")
    turn = desk.say("vous livrez le dimanche ?")
    assert "Oui" not in turn.reply and "ne livrons pas" in turn.reply
