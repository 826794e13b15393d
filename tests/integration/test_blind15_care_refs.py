"""Back-references at the care desk (blind15 care_refs): a day pointed back at ("the first
date you gave me", "the day you just said", "the next day" after a day said full) is the
day the desk actually said, and only a plain yes to its proposal writes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from graphs.front_door import builder
from services.demo import demo_fixture
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.conftest import fresh_store
from tests.harness import DEMO_NOW, Conversation, demo_data_store

store = pytest.fixture(name="store")(demo_data_store)
JEAN = "jean.martin@example.com"


@pytest.fixture(name="two_booked")
def two_booked_store() -> Iterator[Store]:
    """The demo data, Jean Martin holding a second order booked ahead (SO-24920, a
    two-seater sofa on Thursday 10 December in the morning)."""
    fixture = demo_fixture(DEMO_NOW)
    fixture["orders"].append({
        "number": "SO-24920", "customer": "C-001", "lines": [{"sku": "OSLO-2", "quantity": 1}],
        "ordered_on": "2026-10-01", "promised_on": "2026-12-10", "status": "in_production",
        "workshop_stage": "frame", "delivery_slot": "2026-12-10-AM"})
    fresh = fresh_store("sqlite://", fixture)
    yield fresh
    fresh.engine.dispose()


def booked(conversation: Conversation, number: str) -> str | None:
    return next((b.slot for b in conversation.snapshot().bookings if b.order == number), None)


def desk(store: Store) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                        now=DEMO_NOW.isoformat())


@pytest.mark.parametrize(("first", "second", "back", "yes", "day"), [
    ("Je voudrais déplacer SO-24903 au mardi 15 au matin", "ou alors le mercredi 16 matin ?",
     "finalement la première date que vous m'avez donnée", "oui", "15 d"),
    ("Je voudrais déplacer SO-24903 au mardi 15 au matin", "ou alors le mercredi 16 matin ?",
     "non, revenons à la première proposition", "oui", "15 d"),
    ("move SO-24903 to tuesday 15 morning", "what about wednesday 16 morning",
     "no go back to the first one", "yes", "15 d"),
    ("move SO-24903 to tuesday 15 morning", "what about wednesday 16 morning",
     "actually the first date you offered", "yes", "15 d"),
])
def test_the_first_proposal_pointed_back_at_is_proposed_again(
        store: Store, first: str, second: str, back: str, yes: str, day: str) -> None:
    conversation = desk(store)
    assert conversation.say(first).text_id == "ask_confirm_move"
    assert "16 d" in conversation.say(second).reply.lower()
    before = conversation.snapshot()
    turn = conversation.say(back)
    assert conversation.snapshot() == before
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert day in turn.reply.lower() and "16 d" not in turn.reply.lower(), turn.reply
    conversation.say(yes)
    assert booked(conversation, "SO-24903") == "2026-12-15-AM"


@pytest.mark.parametrize(("messages", "back"), [
    (["move SO-24903 to tuesday 15 morning", "what about wednesday 16 morning",
      "or thursday 17 morning?"], "hmm the previous date you suggested"),
    (["Je voudrais déplacer SO-24903 au mardi 15 au matin", "ou le mercredi 16 matin ?",
      "et le jeudi 17 matin ?"], "non, la date d'avant plutôt"),
])
def test_the_proposal_before_the_last_pointed_back_at(
        store: Store, messages: list[str], back: str) -> None:
    conversation = desk(store)
    for message in messages:
        assert conversation.say(message).text_id == "ask_confirm_move"
    turn = conversation.say(back)
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert "16 d" in turn.reply.lower() and "17 d" not in turn.reply.lower(), turn.reply


def test_the_first_proposal_after_a_no_and_what_instead(store: Store) -> None:
    conversation = desk(store)
    conversation.say("move SO-24903 to tuesday 15 morning")
    conversation.say("what about wednesday 16 morning")
    assert conversation.say("no").text_id == "ask_what_instead"
    turn = conversation.say("let's go with the first one you offered then")
    assert turn.text_id == "ask_confirm_move" and "15 d" in turn.reply.lower(), turn.reply


@pytest.mark.parametrize(("status", "ask"), [
    ("où en est SO-24920 ?", "et SO-24903, vous pouvez la livrer le jour que vous venez de dire ?"),
    ("where is SO-24920?", "can SO-24903 come the day you just said?"),
    ("where is SO-24920?", "could SO-24903 be delivered on that date you just mentioned?"),
])
def test_the_day_just_said_is_the_booking_the_status_told(
        two_booked: Store, status: str, ask: str) -> None:
    conversation = desk(two_booked)
    told = conversation.say(status)
    assert "10 d" in told.reply.lower(), told.reply
    before = conversation.snapshot()
    turn = conversation.say(ask)
    assert conversation.snapshot() == before
    assert turn.text_id in ("ask_confirm_move", "ask_which_slot"), turn.reply
    assert "SO-24903" in turn.reply and "10 d" in turn.reply.lower(), turn.reply
    assert "11 d" not in turn.reply.lower() and "9 d" not in turn.reply.lower(), turn.reply


def test_the_day_just_said_to_a_proposal_is_the_day_proposed(store: Store) -> None:
    conversation = desk(store)
    conversation.say("move SO-24903 to tuesday 15 morning")
    turn = conversation.say("actually the afternoon of the day you just said")
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert "Tuesday 15 December, afternoon" in turn.reply, turn.reply


@pytest.mark.parametrize(("ask", "earliest"), [
    ("quels matins avez-vous la semaine du 14 pour SO-24903 ?", "le plus tôt possible"),
    ("quels matins avez-vous la semaine du 14 pour SO-24903 ?", "au plus tôt svp"),
    ("what mornings do you have the week of the 14th for SO-24903?", "as soon as possible"),
    ("what mornings do you have the week of the 14th for SO-24903?", "the earliest possible"),
])
def test_the_earliest_said_to_a_list_is_its_first_option(
        store: Store, ask: str, earliest: str) -> None:
    conversation = desk(store)
    listed = conversation.say(ask)
    assert listed.text_id == "ask_which_slot" and "1. " in listed.reply, listed.reply
    first = listed.reply.split("1. ", 1)[1].split("\n", 1)[0]
    turn = conversation.say(earliest)
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert first.split(" (")[0] in turn.reply, (first, turn.reply)


@pytest.mark.parametrize(("first", "later"), [
    ("move SO-24903 to tuesday 15 morning", "later than that"),
    ("move SO-24903 to tuesday 15 morning", "anything later than that?"),
    ("Je voudrais déplacer SO-24903 au mardi 15 au matin", "plus tard que ça, c'est possible ?"),
    ("Je voudrais déplacer SO-24903 au mardi 15 au matin", "vous avez plus tard ?"),
])
def test_later_said_to_a_proposal_is_later_than_the_slot_proposed(
        store: Store, first: str, later: str) -> None:
    conversation = desk(store)
    assert conversation.say(first).text_id == "ask_confirm_move"
    before = conversation.snapshot()
    turn = conversation.say(later)
    assert conversation.snapshot() == before
    assert turn.text_id in ("ask_which_slot", "ask_confirm_move"), turn.reply
    text = turn.reply.lower()
    for day in ("4 d", "7 d", "9 d", "10 d", "11 d", "14 d"):
        assert f" {day}" not in text, turn.reply
    assert "tuesday 15 december, morning" not in text and "mardi 15 décembre au matin" \
        not in text, turn.reply


@pytest.mark.parametrize(("ask", "next_day", "day"), [
    ("what do you have on tuesday 15 for SO-24903?", "ok the next day then", "16 d"),
    ("vous avez quoi le mardi 15 au matin pour SO-24903 ?", "non, le lendemain plutôt", "16 d"),
    ("what do you have on tuesday 15 for SO-24903?", "the day before?", "14 d"),
])
def test_the_next_day_said_to_a_list_for_one_day_is_next_to_that_day(
        store: Store, ask: str, next_day: str, day: str) -> None:
    conversation = desk(store)
    assert conversation.say(ask).text_id == "ask_which_slot"
    before = conversation.snapshot()
    turn = conversation.say(next_day)
    assert conversation.snapshot() == before
    assert turn.text_id in ("ask_which_slot", "ask_confirm_move"), turn.reply
    assert day in turn.reply.lower() and " 9 d" not in turn.reply.lower(), turn.reply


@pytest.mark.parametrize(("move", "yes", "question"), [
    ("move SO-24903 to tuesday 15 morning", "yes", "sorry what did you just change?"),
    ("move SO-24903 to tuesday 15 morning", "yes", "wait what did I just book?"),
    ("Je voudrais déplacer SO-24903 au mardi 15 au matin", "oui",
     "vous avez changé quoi exactement ?"),
    ("Je voudrais déplacer SO-24903 au mardi 15 au matin", "oui",
     "attendez j'ai dit oui à quoi là ?"),
    ("Je voudrais déplacer SO-24903 au mardi 15 au matin", "oui",
     "qu'est-ce que vous avez modifié ?"),
])
def test_what_was_just_changed_is_the_order_and_its_booking(
        store: Store, move: str, yes: str, question: str) -> None:
    conversation = desk(store)
    conversation.say(move)
    assert conversation.say(yes).text_id == "say_moved"
    after = conversation.snapshot()
    turn = conversation.say(question)
    assert conversation.snapshot() == after
    assert "SO-24903" in turn.reply and "15 d" in turn.reply.lower(), turn.reply
    assert not turn.asks, turn.reply


@pytest.mark.parametrize(("move", "answer", "other"), [
    ("move SO-24911 to friday 11 morning", "yes", "and the sofa?"),
    ("je veux décaler SO-24911 au vendredi 11", "non", "et le canapé ?"),
    ("move SO-24911 to friday 11 morning", "no", "what about SO-24903?"),
])
def test_a_bare_follow_up_after_a_late_case_question_is_that_orders_status(
        store: Store, move: str, answer: str, other: str) -> None:
    conversation = desk(store)
    assert conversation.say(move).text_id == "ask_confirm_late_case"
    conversation.say(answer)
    after = conversation.snapshot()
    turn = conversation.say(other)
    assert conversation.snapshot() == after
    assert turn.text_id == "say_status" and "SO-24903" in turn.reply, turn.reply
    assert not turn.asks, turn.reply


@pytest.mark.parametrize("message", [
    "Can the sofa come Tuesday 15th morning? The table can stay where it is.",
    "Décalez le canapé au mardi 15 au matin, la table peut rester comme ça.",
    "move the sofa to tuesday 15 morning. don't move the table",
])
def test_a_piece_said_to_stay_as_it_is_is_no_request(store: Store, message: str) -> None:
    conversation = desk(store)
    turn = conversation.say(message)
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert "SO-24903" in turn.reply and "SO-24911" not in turn.reply, turn.reply


@pytest.mark.parametrize(("move", "yes", "too"), [
    ("move SO-24903 to thursday 17 afternoon", "yes", "and SO-24920 too"),
    ("Je voudrais déplacer SO-24903 au jeudi 17 après-midi", "oui", "et la SO-24920 aussi ?"),
])
def test_another_order_too_after_a_move_is_the_same_wish(
        two_booked: Store, move: str, yes: str, too: str) -> None:
    conversation = desk(two_booked)
    conversation.say(move)
    assert conversation.say(yes).text_id == "say_moved"
    turn = conversation.say(too)
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert "SO-24920" in turn.reply and "17 d" in turn.reply.lower(), turn.reply


@pytest.mark.parametrize("message", [
    "the chairs can come earlier? like friday 18 morning",
    "the table can come on monday?",
])
def test_a_piece_can_come_said_as_a_question_is_a_move(message: str) -> None:
    from services.llm.lexicon import intent_of
    assert intent_of(message) == "reschedule"


@pytest.mark.parametrize(("move", "other", "yes"), [
    ("move SO-24903 to tuesday 15 morning",
     "also can you tell me about SO-25010, it's my neighbour's", "yes"),
    ("Je voudrais déplacer SO-24903 au mardi 15 au matin",
     "et au fait SO-25010, c'est celle de ma voisine, elle en est où ?", "oui"),
])
def test_a_neighbours_order_said_as_theirs_while_a_proposal_waits(
        store: Store, move: str, other: str, yes: str) -> None:
    conversation = desk(store)
    conversation.say(move)
    before = conversation.snapshot()
    turn = conversation.say(other)
    assert conversation.snapshot() == before
    assert turn.text_id in ("ask_confirm_again", "ask_still_move"), turn.reply
    assert "15 d" in turn.reply.lower() and "SO-24903" in turn.reply, turn.reply
    assert "Bergen" not in turn.reply and "janv" not in turn.reply.lower(), turn.reply
    conversation.say(yes)
    assert booked(conversation, "SO-24903") == "2026-12-15-AM"


def test_the_original_slot_right_after_a_move_is_the_one_moved_from(store: Store) -> None:
    conversation = desk(store)
    conversation.say("move SO-24903 to tuesday 15 morning")
    conversation.say("yes")
    turn = conversation.say("actually can we go back to the original slot?")
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert "to Tuesday 8 December, afternoon" in turn.reply, turn.reply


def test_a_case_asked_again_after_a_no_to_it_is_no_status(store: Store) -> None:
    conversation = desk(store)
    assert conversation.say("Bonjour, mon fauteuil SO-24870 est arrivé avec un pied cassé") \
        .text_id == "ask_confirm_damage_case"
    conversation.say("non")
    turn = conversation.say("en fait si, ouvrez un dossier pour le fauteuil")
    assert turn.text_id == "ask_confirm_damage_case", turn.reply
