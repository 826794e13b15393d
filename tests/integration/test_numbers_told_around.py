"""Numbers told around what the care desk acts on (blind12 care_numbers): a floor said
without "étage" never moves the delivery to a day, a floor or an address told beside a
status question gets the status, a yes said with a floor keeps the proposal (nothing
written), a pick said after a story is proposed first, never written on those words."""

from __future__ import annotations

import pytest

from graphs.front_door import builder
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.harness import DEMO_NOW, Conversation, demo_data_store

store = pytest.fixture(scope="module", name="store")(demo_data_store)
fresh = pytest.fixture(name="fresh")(demo_data_store)  # a store per test that writes
JEAN = "jean.martin@example.com"


def _desk(store: Store) -> Conversation:
    return Conversation(builder, store, OfflineChatModel(), customer_email=JEAN,
                        now=DEMO_NOW.isoformat())


@pytest.mark.parametrize("message", [
    "Je voudrais déplacer SO-24903 un matin la semaine prochaine, j'habite au 2e",
    "SO-24903 : un matin la semaine prochaine, je suis au 5e",
    "move SO-24903 to a morning next week, I'm on the 3rd",
    "SO-24903: a morning next week please, we live on the 2nd",
])
def test_a_floor_beside_a_wish_is_never_a_day(store: Store, message: str) -> None:
    desk = _desk(store)
    before = desk.snapshot()
    turn = desk.say(message)
    assert turn.text_id == "ask_which_slot", turn.reply
    # next week is 7-11 December: never the 2nd, 3rd or 5th read from the floor
    assert "7 déc" in turn.reply or "7 Dec" in turn.reply, turn.reply
    assert "janvier" not in turn.reply and "January" not in turn.reply
    assert "samedi 5" not in turn.reply and "Saturday 5" not in turn.reply
    assert desk.snapshot() == before


@pytest.mark.parametrize("message", [
    "I'm on the 3rd floor, no lift. Where is my sofa SO-24903?",
    "hi, flat 4, 2nd floor, 27 Baker Street - when is my sofa SO-24903 coming?",
    "27 Baker Street here - when is my sofa SO-24903 coming?",
    "je suis au 5e étage sans ascenseur, où en est SO-24903 ?",
    "commande SO-24903, j'ai la facture de 1 890 €, elle est livrée quand ?",
    "Bonjour, commande n° 24903, facture de 12 450 € (non pardon, 1 890 €). Elle est livrée "
    "quand ?",
])
def test_what_is_told_beside_a_status_question_leaves_the_status(store: Store,
                                                                  message: str) -> None:
    desk = _desk(store)
    turn = desk.say(message)
    assert turn.text_id == "say_status", (turn.text_id, turn.reply)
    assert "SO-24903" in turn.reply


@pytest.mark.parametrize("message", [
    "can the driver carry my sofa SO-24903 up to the 3rd floor?",
    "vous pouvez livrer SO-24903 au 3e étage sans ascenseur ?",
])
def test_the_floor_asked_of_the_desk_is_still_refused(store: Store, message: str) -> None:
    assert _desk(store).say(message).text_id == "say_cannot_note_access"


@pytest.mark.parametrize("message", [
    "SO-24903 : lundi 14 l'après-midi, 2 personnes seront là pour porter",
    "SO-24903 : lundi en huit, l'après-midi, 2 personnes seront là pour porter",
])
def test_people_there_to_carry_leave_the_move(store: Store, message: str) -> None:
    turn = _desk(store).say(message)
    assert turn.text_id == "ask_confirm_move", turn.reply
    assert "14 décembre" in turn.reply


@pytest.mark.parametrize(("answer", "lang"), [
    ("yes, I'm on the 3rd floor, code 4512B", "en"),
    ("oui, j'habite au 2e étage", "fr"),
])
def test_a_yes_with_a_floor_keeps_the_proposal_and_writes_nothing(fresh: Store, answer: str,
                                                                  lang: str) -> None:
    desk = _desk(fresh)
    before = desk.snapshot()
    first = desk.say("Décalez SO-24903 au lundi 21 décembre au matin" if lang == "fr"
                     else "move SO-24903 to Monday 21 December in the morning")
    assert first.text_id == "ask_confirm_move", first.reply
    turn = desk.say(answer)
    assert desk.snapshot() == before
    assert turn.text_id in ("ask_still_move", "ask_confirm_again"), (turn.text_id, turn.reply)
    assert "accès" in turn.reply or "access" in turn.reply
    assert "21" in turn.reply
    done = desk.say("yes" if lang == "en" else "oui")
    assert done.text_id == "say_moved", done.reply


@pytest.mark.parametrize("answer", [
    "I paid £1,890 for this sofa. Option 1 please",
    "we're 2 adults and 3 kids so any is fine, the first one",
    "les 4 chaises sont bien arrivées, pour le canapé je prends le premier",
])
def test_a_pick_after_a_story_is_proposed_first(fresh: Store, answer: str) -> None:
    desk = _desk(fresh)
    before = desk.snapshot()
    listed = desk.say("move SO-24903 to a morning next week")
    assert listed.text_id == "ask_which_slot", listed.reply
    turn = desk.say(answer)
    assert desk.snapshot() == before  # no pick alone: never written on these words
    assert turn.text_id == "ask_confirm_move", (turn.text_id, turn.reply)
    assert "7 " in turn.reply
    done = desk.say("yes")
    assert done.text_id == "say_moved", done.reply
