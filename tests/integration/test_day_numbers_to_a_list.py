"""A number said to a slot list as a date ("le 5", "the 5th") is that date when one may mean
it (a day between the first and the last free ones, full or not), never a move to the fifth
option on those words; a day no one would ask for (today, tomorrow) stays a pick."""

from __future__ import annotations

import pytest

from graphs.front_door import builder
from nodes.care_desk.replies import days_one_may_mean
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.harness import DEMO_NOW, Conversation, demo_data_store

store = pytest.fixture(name="store")(demo_data_store)
JEAN = "jean.martin@example.com"


def test_the_days_one_may_mean_run_from_the_first_free_day_to_the_last() -> None:
    offered = ["2026-12-07-AM", "2026-12-09-PM"]
    free = ["2026-12-04-PM", "2026-12-07-AM", "2026-12-09-PM", "2027-01-05-AM"]
    assert days_one_may_mean(offered, free) == [4, 5, 6, 7, 8, 9]  # January is not listed
    assert days_one_may_mean(offered, []) == []


@pytest.mark.parametrize(("say", "lang"), [
    ("le 5", "fr"), ("plutôt le 5", "fr"), ("le 5 svp", "fr"), ("the 5th", "en"),
    ("the 5th please", "en"), ("le 5 mais l'après-midi", "fr"),
])
def test_a_full_day_said_by_its_number_moves_nothing(store: Store, say: str, lang: str) -> None:
    desk = Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                        now=DEMO_NOW.isoformat())
    first = ("Je voudrais décaler ma livraison SO-24903 à la semaine prochaine" if lang == "fr"
             else "I'd like to move my delivery SO-24903 to next week")
    listed = desk.say(first)
    assert listed.text_id == "ask_which_slot" and "5." in listed.reply
    before = desk.snapshot()
    turn = desk.say(say)
    assert desk.snapshot() == before
    assert ("samedi 5 décembre" if lang == "fr" else "Saturday 5 December") in turn.reply
    assert turn.text_id != "say_moved"


@pytest.mark.parametrize("say", ["le 3", "la 2", "le 2 svp"])
def test_a_day_within_the_48_hours_is_still_a_pick(store: Store, say: str) -> None:
    desk = Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                        now=DEMO_NOW.isoformat())
    assert desk.say("Je voudrais décaler ma livraison SO-24903 à la semaine prochaine"
                    ).text_id == "ask_which_slot"
    assert desk.say(say).text_id == "say_moved"
