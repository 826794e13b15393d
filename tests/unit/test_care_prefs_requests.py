"""A move told with its constraints is a move (blind15 care_prefs): never read as a split
delivery ("à partir du 4": no "à part") nor as a change of address ("avant que je parte au
boulot": where the customer goes, not where the piece goes)."""

from __future__ import annotations

import pytest

from nodes.care_desk.scope import out_of_scope, splits_delivery
from services.llm.lexicon import intent_of
from services.text import language_of
from services.wishes import only_when


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


# -- a when said alone, as the whole message: the day wished for the customer's delivery ---

@pytest.mark.parametrize("message", [
    "samedi 19 ?", "la semaine prochaine n'importe quel jour sauf le lundi",
    "après les fêtes", "le 16 au matin svp", "début janvier",
    "after the holidays", "a fortnight from now?", "wensday 16 mornig",
    "next week any day except monday", "thursday 17 afternoon please",
])
def test_a_when_said_alone_is_a_move_wished(message: str) -> None:
    assert only_when(message)
    assert intent_of(message) == "reschedule"


@pytest.mark.parametrize("message", [
    "c'est le 16 ?", "is it tuesday?", "demain ?", "tomorrow?", "hello",
    "mon canapé est livré demain ?", "the 14th works", "je serai absent le 16",
])
def test_a_when_with_words_of_its_own_is_not_a_when_alone(message: str) -> None:
    assert not only_when(message)
