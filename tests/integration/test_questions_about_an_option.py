"""Said to a list of slots: a question about one option ("c'est quoi le créneau 2 exactement,
c'est sûr ?", "le 3 c'est bien un vendredi ?") is answered and the same list kept, a pick
put off ("le 2 mais je dois vérifier avec mon mari") keeps the list, and the next pick by
position is read against that list, never a new one."""

from __future__ import annotations

from datetime import date

import pytest

from graphs.care_desk import builder
from services import care
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation

LIST_FR = "Je voudrais déplacer la livraison de SO-24903"
LIST_EN = "I'd like to move the delivery of SO-24903"
DAYS_FR = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")
DAYS_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def booking(store: Store) -> str | None:
    return {b.order: b.slot for b in care.snapshot(store).bookings}.get("SO-24903")


def _desk(store: Store) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), customer_email=JEAN)


@pytest.mark.parametrize(("opening", "question", "rank", "says"), [
    (LIST_FR, "c'est quoi le créneau 2 exactement, c'est sûr ?", 2, "il est libre"),
    (LIST_FR, "c'est quoi le 2 ?", 2, "il est libre"),
    (LIST_FR, "le deuxieme est bien dispo ?", 2, "il est libre"),
    (LIST_FR, "le 3 c'est bien un {day_fr} ?", 3, "Oui."),
    (LIST_FR, "le dernier c est bien le {day_fr} ?", 3, "Oui."),
    (LIST_EN, "is number 3 definitely available?", 3, "it is free"),
    (LIST_EN, "option two, what time is that?", 2, "it is free"),
    (LIST_EN, "the 3rd one is a {day_en} right?", 3, "Yes."),
])
def test_a_question_about_an_option_is_answered_and_the_list_kept(
        mem_store: Store, opening: str, question: str, rank: int, says: str) -> None:
    desk = _desk(mem_store)
    offered = desk.say(opening).state["awaiting"]["offered"]
    assert len(offered) == 3
    day = date.fromisoformat(offered[rank - 1][:10])
    before = desk.snapshot()
    turn = desk.say(question.format(day_fr=DAYS_FR[day.weekday()],
                                    day_en=DAYS_EN[day.weekday()]))
    assert desk.snapshot() == before
    assert turn.asks and turn.state["awaiting"]["offered"] == offered
    assert says in turn.reply and f"{day.day}" in turn.reply
    assert desk.say("2").text_id == "say_moved"
    assert booking(mem_store) == offered[1]


@pytest.mark.parametrize("message", [
    "le 2 si possible mais je dois vérifier avec mon mari",
    "le 2 me tente mais je dois en parler à ma femme",
    "number 2, but let me check with my wife first", "le 3, je vous redis ça",
    "le deuxieme mais il faut que je verifie avec mon conjoint",
])
def test_a_pick_put_off_moves_nothing_and_keeps_the_list(mem_store: Store,
                                                         message: str) -> None:
    desk = _desk(mem_store)
    offered = desk.say(LIST_FR).state["awaiting"]["offered"]
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.asks and turn.state["awaiting"]["offered"] == offered
    assert desk.say("le premier").text_id == "say_moved"
    assert booking(mem_store) == offered[0]


@pytest.mark.parametrize("message", [
    "le deuxième. enfin non, le troisième", "the 2nd, wait no, the 3rd",
    "le 2 ah non le 3", "le 1 non le 3", "le 2, euh non, le 3 svp",
])
def test_a_corrected_pick_is_proposed_first(mem_store: Store, message: str) -> None:
    """A pick that corrects itself is no pick alone: the slot said last is proposed (yes/no,
    named), nothing moved on that turn; the yes moves it."""
    desk = _desk(mem_store)
    offered = desk.say(LIST_FR).state["awaiting"]["offered"]
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id == "ask_confirm_move" and desk.snapshot() == before, turn.reply
    assert desk.say("oui").text_id == "say_moved"
    assert booking(mem_store) == offered[2]


@pytest.mark.parametrize("message", [
    "pour moi ce sera le troisième", "put me down for number 3",
    "ce sera le 3 pour moi", "je prendrai le dernier", "I'll go with the last one",
])
def test_a_pick_in_a_sentence_or_corrected_moves(mem_store: Store, message: str) -> None:
    desk = _desk(mem_store)
    offered = desk.say(LIST_FR).state["awaiting"]["offered"]
    assert desk.say(message).text_id == "say_moved"
    assert booking(mem_store) == offered[2]


@pytest.mark.parametrize(("answer", "again"), [
    ("oui mardi matin", True), ("yes, Tuesday morning is fine", True),
    ("oui le 20 au matin c'est parfait", True), ("ok pour mardi 20 octobre au matin", True),
    ("d'accord mardi", True),
    ("oui mardi après-midi", False), ("oui mercredi matin", False), ("mardi matin", False),
    ("oui mardi matin ?", False),
])
def test_a_yes_that_says_the_proposal_again(mem_store: Store, answer: str,
                                            again: bool) -> None:
    """No write on a yes with words (the consent vocabulary is closed): the proposal's own day
    said with it asks the same proposal again, saying how to confirm it; a plain yes moves."""
    desk = _desk(mem_store)
    assert desk.say("Déplacez SO-24903 au mardi 20 au matin").text_id == "ask_confirm_move"
    before = desk.snapshot()
    turn = desk.say(answer)
    assert desk.snapshot() == before, turn.reply
    said = "répondez simplement « oui »" in turn.reply or "just answer" in turn.reply
    assert said is again, turn.reply
    if again:
        assert desk.say("oui").text_id == "say_moved"
        assert booking(mem_store) == "2026-10-20-AM"


@pytest.mark.parametrize(("message", "lang"), [
    ("ok but not {day_en}", "en"), ("pas le {day_fr} svp", "fr"), ("tout sauf {day_fr}", "fr"),
    ("anything but {day_en}", "en"), ("ok mais pas {day_fr}", "fr"),
])
def test_a_weekday_ruled_out_lists_the_others(mem_store: Store, message: str,
                                              lang: str) -> None:
    desk = _desk(mem_store)
    offered = desk.say(LIST_FR).state["awaiting"]["offered"]
    day = date.fromisoformat(offered[0][:10]).weekday()
    others = [s for s in offered if date.fromisoformat(s[:10]).weekday() != day]
    before = desk.snapshot()
    turn = desk.say(message.format(day_fr=DAYS_FR[day], day_en=DAYS_EN[day]))
    assert desk.snapshot() == before
    if len(others) > 1:
        assert turn.state["awaiting"]["offered"] == others
    else:
        assert turn.text_id == "ask_confirm_move"


@pytest.mark.parametrize("answer", [
    "oui samedi matin", "yes, Saturday morning is fine", "oui ce samedi", "yes this saturday",
    "oui ce matin", "yes this morning", "oui samedi à 12", "ok décembre", "oui 2026",
    "oui le 12 à 12",
])
def test_a_yes_with_the_proposals_day_or_anything_else_writes_nothing(answer: str) -> None:
    """The consent vocabulary is closed: a yes with words, even the proposal's own day said
    again, moves nothing; the same proposal is asked again, and a plain yes then moves it."""
    from datetime import datetime

    from graphs.front_door import builder as front_door
    from services.demo import demo_fixture
    from tests.conftest import fresh_store

    now = datetime.fromisoformat("2026-12-02T14:40:00+01:00")
    store = fresh_store("sqlite://", demo_fixture(now))
    desk = Conversation(front_door, store, OfflineChatModel(), customer_email=JEAN,
                        now=now.isoformat())
    before = desk.snapshot()
    asked = desk.say("Déplacez la livraison de SO-24903 au samedi 12 décembre au matin")
    assert asked.text_id == "ask_confirm_move", asked.reply
    turn = desk.say(answer)
    assert desk.snapshot() == before, turn.reply
    if turn.text_id == "ask_still_move":
        assert "12 décembre" in turn.reply or "12 December" in turn.reply, turn.reply
    store.engine.dispose()
