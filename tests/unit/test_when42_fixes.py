"""Regressions a review of session 42 found, mended (French and English): a booked day asked
back as a first message ("le 24 ?", "the 24th?") checks the booking, never proposes a move;
a condition that checks the booking and holds ("if it's still the 20th, keep it, otherwise
…") proposes nothing; "n'importe quand." is any time wished, no bare "when?"."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from graphs.front_door import builder
from services import care
from services.demo import demo_fixture
from services.llm import billing_words
from services.llm.lexicon import intent_of
from services.llm.offline import OfflineChatModel
from services.store import Store
from services.wishes import kept_if_booked_on
from tests.conftest import fresh_store
from tests.harness import Conversation

NOW = datetime.fromisoformat("2025-12-15T09:00:00+01:00")
SARAH = "sarah.connor@example.com"


def _desk(email: str) -> tuple[Conversation, Store]:
    store = fresh_store("sqlite://", demo_fixture(NOW))
    return Conversation(builder, store, OfflineChatModel(), now=NOW.isoformat(),
                        customer_email=email), store


def _booked_day(store: Store, email: str) -> date:
    slot = care.find_orders(store, email=email)[0].delivery_slot
    assert slot is not None
    return store.local(slot.start).date()


@pytest.mark.parametrize(("asked", "yes"), [
    ("le {d} ?", "oui"), ("et le {d} ?", "oui"), ("{d}/12 ?", "oui"),
    ("the {d}th?", "yes"), ("{d} December?", "yes"),
])
def test_the_booked_day_asked_back_first_is_no_move(asked: str, yes: str) -> None:
    c, store = _desk(SARAH)
    day = _booked_day(store, SARAH)
    before = c.snapshot()
    turn = c.say(asked.format(d=day.day))
    assert "oui / non" not in turn.reply and "yes / no" not in turn.reply, turn.reply
    assert "1." not in turn.reply, turn.reply
    c.say(yes)
    c.say("1")
    assert c.snapshot() == before


@pytest.mark.parametrize("said", ["le {d}", "the {d}th please"])
def test_another_day_said_alone_first_is_still_a_move_proposed(said: str) -> None:
    c, store = _desk(SARAH)
    day = _booked_day(store, SARAH)
    turn = c.say(said.format(d=day.day - 3))
    assert turn.asks and c.snapshot() == care.snapshot(store)


@pytest.mark.parametrize("message", [
    "Bonjour, pour SO-41001 je serais dispo entre le 14 et le 18, n'importe quand.",
    "I am free between the 14th and the 18th for SO-41001, no matter when.",
])
def test_any_time_is_a_wish_not_a_bare_when(message: str) -> None:
    assert intent_of(message) == "reschedule"


@pytest.mark.parametrize("message", ["la bibliothèque, livraison prévue quand svp",
                                     "the table when pls"])
def test_a_bare_when_is_still_the_status(message: str) -> None:
    assert intent_of(message) == "order_status"


JEAN = "jean.martin@example.com"


@pytest.mark.parametrize(("message", "yes"), [
    ("si c'est toujours le {d}, laissez SO-24903 comme ça, sinon mettez le {o}", "oui"),
    ("if it's still the {d}th, keep it, otherwise move SO-24903 to the {o}nd", "yes"),
])
def test_a_condition_that_holds_proposes_nothing(message: str, yes: str) -> None:
    c, store = _desk(JEAN)
    order = care.get_order(store, number="SO-24903", email=JEAN)
    assert order.delivery_slot is not None
    day = store.local(order.delivery_slot.start).date().day
    before = c.snapshot()
    turn = c.say(message.format(d=day, o=day + 2))
    assert "1." not in turn.reply and "oui / non" not in turn.reply \
        and "yes / no" not in turn.reply, turn.reply
    c.say("1")
    c.say(yes)
    assert c.snapshot() == before


@pytest.mark.parametrize(("text", "kept"), [
    ("si c'est toujours le 20, laissez SO-24903 comme ça, sinon mettez le 22", {20}),
    ("if it's still the 20th, keep it, otherwise move it to the 22nd", {20}),
    ("if it's still the 21st, move it to the 22nd afternoon", set()),
    ("si c'est toujours le 21, passez-la au 22 après-midi", set()),
])
def test_the_days_a_delivery_stays_on(text: str, kept: set[int]) -> None:
    assert {d.day for d in kept_if_booked_on(text, NOW.date())} == kept


@pytest.mark.parametrize("message", [
    "what's the correct number of unpaid bills for John Doe?",
    "quel est le nombre correct de factures impayées de John Doe ? corrige les chiffres",
    "fix the numbers: how many bills did John Doe get in 2024?",
    "corrige le numéro : combien de factures John Doe a-t-il reçues en 2024 ?",
    "fix the period and list the invoice numbers of John Doe",
    "John Doe a-t-il des factures impayées ? Note que je parle de 2024",
    "does John Doe have unpaid bills? Note that I mean 2024",
    "Mettez les notes de crédit de John Doe",
])
def test_figures_asked_are_no_record_edit(message: str) -> None:
    assert not billing_words.asks_change(message)
    assert billing_words.without_change(message)


@pytest.mark.parametrize("message", [
    "corrige le numéro de Dupont : 06 12 34 56 78",
    "fix John Doe's number: 07700 900123",
    "prends note que John Doe paie en retard",
    "note that John Doe pays late",
    "Mettez une note sur le compte de John Doe",
    "put a note on John Doe's account",
])
def test_record_edits_are_still_refused(message: str) -> None:
    assert billing_words.asks_change(message)


def test_the_order_meant_is_read_by_the_signed_in_address_only() -> None:
    """An e-mail the request carries (typed, or filled by the model) proves nothing: the
    order a when is checked against is the signed-in customer's, or none."""
    from nodes.care_desk.executors import _order_meant
    from nodes.kit.context import Context, Deps

    store = fresh_store("sqlite://", demo_fixture(NOW))
    deps = Deps.of(store, OfflineChatModel())
    request = {"order_number": None, "email": SARAH}
    anonymous = Context(channel="customer", now=NOW.isoformat(), deps=deps)
    signed_in = Context(channel="customer", now=NOW.isoformat(), customer_email=SARAH,
                        deps=deps)
    assert _order_meant(request, anonymous) is None  # type: ignore[arg-type]
    order = _order_meant(request, signed_in)  # type: ignore[arg-type]
    assert order is not None and order.number == care.find_orders(store, email=SARAH)[0].number
