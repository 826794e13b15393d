"""Two requests in one message (tester's M5): each item's request on its own order, the
status asked with a move told with it, a neighbour named as an order's owner (not a
hand-over), and a pick by position said with another request queued behind it (a wish,
proposed with a yes/no when its turn comes: never written on those words)."""

from __future__ import annotations

from datetime import date

import pytest

from graphs.front_door import builder
from nodes.care_desk.executors import _pick_with_more
from nodes.care_desk.scope import out_of_scope
from nodes.kit.answers import asks_order_status
from services.demo import demo_fixture
from services.llm import lexicon
from services.llm.offline import OfflineChatModel, _request_parts
from tests.conftest import fresh_store
from tests.harness import DEMO_NOW, Conversation

TODAY = date(2026, 12, 2)


@pytest.mark.parametrize(("text", "intents"), [
    ("Bonjour, pourriez-vous me dire quand arrive ma table et aussi décaler la livraison du "
     "canapé au 15 ?", ["order_status", "reschedule"]),
    ("where is my table? and can you move the sofa delivery to the 15th",
     ["order_status", "reschedule"]),
    ("Quand arrive ma table ? Décalez aussi le canapé au 15", ["order_status", "reschedule"]),
    ("when is my table coming, also please move the sofa to the 15th",
     ["order_status", "reschedule"]),
    ("le canapé est rayé, et la table elle arrive quand ?", ["report_damage", "order_status"]),
])
def test_each_item_its_own_request(text: str, intents: list[str]) -> None:
    assert [p["intent"] for p in _request_parts(text, [], TODAY)] == intents


@pytest.mark.parametrize("text", [
    "quand arrivent la table et le canapé ?",          # the same request on two items
    "décalez la table et le canapé au 15",
    "le canapé au 15 et la table aussi",
    "mon canape est raye et il est arrive en retard",  # one item
    "où en est ma commande et est-ce que je peux la décaler au 15 ?",
    "quand arrive le canapé et pouvez-vous le décaler au 15 ?",
])
def test_one_request_or_one_item_is_not_split(text: str) -> None:
    assert _request_parts(text, [], TODAY) == []


@pytest.mark.parametrize(("text", "asks"), [
    ("Can my delivery be moved? I'm not home on the 9th. Also what stage is it at?", True),
    ("à quelle étape en est ma commande ?", True),
    ("which stage is my sofa at", True),
    ("can you move it to the 9th?", False),
    ("the stage of life", False),
])
def test_stage_asked(text: str, asks: bool) -> None:
    assert asks_order_status(text) is asks


@pytest.mark.parametrize(("text", "scope"), [
    ("je veux decaler la livraison SO-24903 au 9 decembre matin, ah et ma voisine Emilie "
     "aussi SO-25102", None),
    ("où en est la commande SO-25101 de mon voisin Paul Dupont", None),
    ("what about my neighbour's order SO-25101", None),
    ("can my neighbour take the delivery?", "handover"),
    ("ma voisine peut réceptionner la livraison SO-24903 ?", "handover"),
    ("mon voisin peut la recevoir", "handover"),
])
def test_a_neighbour_named_as_an_owner_is_no_handover(text: str, scope: str | None) -> None:
    assert out_of_scope(text) == scope


@pytest.mark.parametrize(("text", "intent"), [
    ("je veux decaler la livraison SO-24903 au 9 decembre matin, ah et ma voisine Emilie "
     "aussi SO-25102", "reschedule"),
    ("où en est la commande SO-25101 de mon voisin Paul Dupont", "order_status"),
    ("où en est la commande de mon voisin ?", "back_office"),   # no number: not the desk's
    ("les commandes de mon voisin SO-25101", "back_office"),
])
def test_someone_elses_orders(text: str, intent: str) -> None:
    assert lexicon.intent_of(text) == intent


@pytest.mark.parametrize(("text", "position"), [
    ("2 et ouvrez un dossier pour mon fauteuil raye", 2),
    ("the 2nd and open a case for my scratched armchair", 2),
    ("le premier, et où en est ma table ?", 1),
    ("3 puis ouvrez un dossier svp", 3),
    ("le 2 et le 3", None),       # no request after it
    ("2, merci", None),
    ("2", None),
    ("le 2 ou le 3 et ouvrez un dossier", None),
])
def test_a_pick_then_another_request(text: str, position: int | None) -> None:
    assert _pick_with_more(text, 3, [4, 7]) == position


def _desk(email: str) -> Conversation:
    store = fresh_store("sqlite://", demo_fixture(DEMO_NOW))
    return Conversation(builder, store, OfflineChatModel(), customer_email=email,
                        now=DEMO_NOW.isoformat())


def test_pick_with_a_damage_report_is_queued_and_proposed_before_any_move() -> None:
    c = _desk("jean.martin@example.com")
    c.say("decaler SO-24903")
    before = c.snapshot().bookings
    t = c.say("2 et ouvrez un dossier pour mon fauteuil raye")
    assert c.snapshot().bookings == before
    assert "SO-24903" in t.reply and t.asks
    c.say("oui")  # the case
    assert c.snapshot().bookings == before
    t = c.say("oui")  # the queued request: proposed, not done
    assert c.snapshot().bookings == before
    assert "lundi 7 décembre au matin" in t.reply and "(oui / non)" in t.reply
    c.say("oui")
    assert any(b.order == "SO-24903" and b.slot == "2026-12-07-AM"
               for b in c.snapshot().bookings)


@pytest.mark.parametrize(("said", "told"), [
    ("le premier, et où en est ma table ?", "SO-24911"),
    ("2 and my chair arrived broken", "SO-24911"),
])
def test_pick_with_a_status_or_damage_waits_behind_it(said: str, told: str) -> None:
    c = _desk("jean.martin@example.com")
    c.say("decaler SO-24903")
    before = c.snapshot().bookings
    t = c.say(said)
    assert c.snapshot().bookings == before
    assert told in t.reply and "SO-24903" in t.reply and t.asks
    t = c.say("oui")
    assert c.snapshot().bookings == before  # proposed first
    assert "SO-24903" in t.reply and t.asks


def test_a_pick_with_an_aside_is_still_proposed_first() -> None:
    c = _desk("jean.martin@example.com")
    c.say("decaler SO-24903")
    before = c.snapshot().bookings
    t = c.say("the 2nd one works, but can you call before?")
    assert c.snapshot().bookings == before
    assert "(yes / no)" in t.reply
