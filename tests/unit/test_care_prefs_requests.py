"""A move told with its constraints is a move (blind15 care_prefs): never read as a split
delivery ("à partir du 4": no "à part") nor as a change of address ("avant que je parte au
boulot": where the customer goes, not where the piece goes)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from graphs.front_door import builder
from nodes.care_desk.scope import out_of_scope, splits_delivery
from services.llm.lexicon import intent_of
from services.llm.offline import OfflineChatModel
from services.text import language_of
from services.wishes import only_when
from tests.conftest import fresh_store
from tests.harness import Conversation


@pytest.mark.parametrize("message", [
    "Bonsoir, on peut déplacer la livraison ? à partir du 4 janvier, n'importe quel "
    "après-midi sauf le vendredi",
    "livrer la livraison à partir de lundi",
])
def test_from_a_day_is_no_split(message: str) -> None:
    assert not splits_delivery(message)
    assert out_of_scope(message) is None


def test_a_piece_apart_is_still_a_split() -> None:
    assert splits_delivery("livrez le fauteuil à part svp")


@pytest.mark.parametrize("message", [
    "slt je dois reporter ma livraison, à la première heure lundi 14, avant que je parte "
    "au boulot",
    "move it to monday 8am, before I leave for work",
    "livraison lundi 14 tôt svp, je pars au taf à 9h",
])
def test_going_to_work_is_no_address(message: str) -> None:
    assert out_of_scope(message) is None


@pytest.mark.parametrize("message", [
    "deliver it to my office please",
    "je pars au travail à 8h, livrez chez ma voisine",
])
def test_an_address_is_still_read(message: str) -> None:
    assert out_of_scope(message) == "address"


@pytest.mark.parametrize(("message", "lang"), [
    # words of when typed with slips say the language when nothing else does
    ("wensday 16 mornig", "en"),
    ("thursay aftenoon", "en"),
    ("mecredi 16 matni", "fr"),
])
def test_the_language_of_words_of_when_with_slips(message: str, lang: str) -> None:
    assert language_of(message) == lang


@pytest.mark.parametrize(("text", "intent"), [
    # the earliest asked of what the desk has: what is free (never the "what I can do" text)
    ("what's the earliest you have?", "availability"),
    ("c'est quoi le plus tôt que vous avez ?", "availability"),
    # a when asked whether it suits the desk: a move wished
    ("début janvier ça vous va ?", "reschedule"),
    # the earliest asked for a piece or an order: the earliest slot proposed, as before
    ("ok what's the first day you can do for the chairs", "reschedule"),
    ("what's the earliest you have for the sofa?", "reschedule"),
])
def test_a_when_asked_of_the_desk(text: str, intent: str) -> None:
    assert intent_of(text) == intent


# -- a when said alone, as the conversation's first message: the day wished ------------

def _prefs_desk(email: str) -> Conversation:
    corpus = Path(__file__).resolve().parents[2] / "evals/blind15/care_prefs.yaml"
    scenario = yaml.safe_load(corpus.read_text())["scenarios"][0]
    store = fresh_store("sqlite://", scenario["fixture"])
    return Conversation(builder, store, OfflineChatModel(), customer_email=email,
                        now=scenario["now"])


@pytest.mark.parametrize(("message", "said"), [
    ("samedi 19 ?", "19 décembre"),
    ("la semaine prochaine n'importe quel jour sauf le lundi", "décembre"),
    ("début janvier", "janvier"),
    ("le 16 au matin svp", "16 décembre"),
    ("after the holidays", "January"),
    ("a fortnight from now?", "December"),
    ("wensday 16 mornig", "16 December"),
    ("next week any day except monday", "December"),
])
def test_a_when_said_alone_first_is_a_move_wished(message: str, said: str) -> None:
    c = _prefs_desk("hugo.lambert@example.fr")
    before = c.snapshot()
    t = c.say(message)
    assert c.snapshot() == before
    assert said in t.reply and t.asks, t.reply


@pytest.mark.parametrize("message", [
    "samedi 19 ?", "la semaine prochaine n'importe quel jour sauf le lundi", "après les fêtes",
    "after the holidays", "a fortnight from now?", "wensday 16 mornig",
])
def test_a_when_alone_is_read_as_such(message: str) -> None:
    assert only_when(message)


@pytest.mark.parametrize("message", [
    "c'est le 16 ?", "is it tuesday?", "demain ?", "tomorrow?", "hello",
    "mon canapé est livré demain ?", "the 14th works", "je serai absent le 16",
])
def test_a_when_with_words_of_its_own_is_not_a_when_alone(message: str) -> None:
    assert not only_when(message)
