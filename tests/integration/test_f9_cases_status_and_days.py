"""f9: a damage report about an open case's problem names that case; status questions typed
as texted; the order named by its delivery day (demo data, Wednesday 2 December 14:00)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime

import pytest

from graphs.care_desk import builder
from nodes.kit.answers import only_names_an_item
from services.demo import demo_fixture
from services.llm.lexicon import intent_of
from services.store import Store
from services.text import problems_named
from services.wishes import booked_day_said, without_booked_day
from tests.conftest import fresh_store
from tests.harness import Conversation, nodes_of

NOW = datetime.fromisoformat("2026-12-02T14:00:00+01:00")
TODAY = NOW.date()
SATURDAY, TOMORROW = date(2026, 12, 5), date(2026, 12, 3)
JEAN = "jean.martin@example.com"
JULIE = "julie.michel21@example.com"   # one order: SO-25118, a chair
OMAR = "omar.bernard22@example.com"    # SO-25119 (Monday 7), SO-25138 (Saturday 5)


@pytest.fixture(name="store")
def demo_store() -> Iterator[Store]:
    store = fresh_store("sqlite://", demo_fixture(NOW))
    yield store
    store.engine.dispose()


def desk(store: Store, email: str) -> Conversation:
    return Conversation(builder, store, _model(), customer_email=email, now=NOW.isoformat())


def _model():  # type: ignore[no-untyped-def]
    from services.llm.offline import OfflineChatModel
    return OfflineChatModel()


# -- 1. a case open about the same problem, whatever its kind ---------------------------

@pytest.mark.parametrize("message", [
    "the stitching on my armchair came loose",
    "la couture de l'accoudoir de mon fauteuil s'est défaite",
    "les coutures de mon fauteuil ont lâché",
    "the stiching on the arm of my armchair came undone",
    "couture decousue sur mon fauteuil",
])
def test_a_report_about_the_problem_of_an_open_case_names_it(store: Store, message: str
                                                            ) -> None:
    conversation = desk(store, JEAN)
    before = conversation.snapshot()
    turn = conversation.say(message)
    assert turn.text_id == "say_case_exists", turn.reply
    assert "CASE-1001" in turn.reply and not turn.asks
    assert "open_damage_case" not in nodes_of(turn)
    assert conversation.snapshot() == before


@pytest.mark.parametrize("message", [
    "my armchair SO-24870 has a broken leg",
    "un pied de mon fauteuil est cassé",
    "mon fauteuil SO-24870 est arrivé rayé",
    "SO-24870 est abîmée",
    "mon fauteuil : l'accoudoir est abimé",  # the part of the open case, another harm
    "armrest on my armchair is broken",
])
def test_another_problem_still_gets_the_proposal_naming_the_open_case(store: Store,
                                                                      message: str) -> None:
    conversation = desk(store, JEAN)
    turn = conversation.say(message)
    assert turn.text_id == "ask_confirm_damage_case", turn.reply
    assert turn.asks and "CASE-1001" in turn.reply
    yes = conversation.say("oui" if "est" in message else "yes")
    assert yes.text_id == "say_damage_case", yes.reply


@pytest.mark.parametrize(("text", "found"), [
    ("Armrest stitching loose.", {"stitching"}),  # kinds of harm, not parts
    ("the stitching came loose", {"stitching"}),
    ("les coutures se défont", {"stitching"}),
    ("accoudoire décousu", {"stitching"}),
    ("un pied est cassé", set()),
    ("le pied est fissuré", {"crack"}),
    ("my armchair is damaged", set()),      # the piece is no part
    ("mon fauteuil est abîmé", set()),
    ("un dossier est déjà ouvert", set()),  # a case file, not a backrest
    ("it seems legal", set()),
])
def test_problem_words(text: str, found: set[str]) -> None:
    assert problems_named(text) == found


# -- 2. status questions as texted ------------------------------------------------------

@pytest.mark.parametrize("message", [
    "hi, cn u tell me wen my couch is comin",
    "wen is my sofa comming",
    "can you tell me when my couch is coming",
    "wen will my sofa arive",
    "when can I expect my sofa",
    "kan est ce ke je recoi mon canap",
    "quand est ce que je reçois mon canapé",
    "kand est-ce que mon canape arrive",
])
def test_a_texted_status_question_is_answered(store: Store, message: str) -> None:
    assert intent_of(message) == "order_status"
    turn = desk(store, JEAN).say(message)
    assert turn.text_id.startswith("say_status"), turn.reply
    assert "SO-24903" in turn.reply


@pytest.mark.parametrize("message", [
    "I won't be home when the sofa is coming, can we move it to friday",
    "quand pouvez-vous déplacer mon canapé",
    "je voudrais une couture différente",
])
def test_near_misses_are_not_status(message: str) -> None:
    assert intent_of(message) != "order_status"


@pytest.mark.parametrize("message", ["ma chaise ?", "ma chaise", "my chair?", "et la chaise ?",
                                     "bonjour, ma chaise svp"])
def test_only_a_piece_named_asks_its_status(store: Store, message: str) -> None:
    turn = desk(store, JULIE).say(message)
    assert turn.text_id.startswith("say_status"), turn.reply
    assert "SO-25118" in turn.reply


@pytest.mark.parametrize(("message", "only"), [
    ("ma chaise ?", True), ("my sofa?", True), ("mon canap ?", True),
    ("ma chaise est cassée", False), ("ma chaise, déplacez-la", False),
    ("je veux une chaise", False), ("ma commande ?", False),
])
def test_only_names_an_item(message: str, only: bool) -> None:
    assert only_names_an_item(message) is only


# -- 3. the order named by its delivery day ----------------------------------------------

@pytest.mark.parametrize(("message", "days"), [
    ("je voudrais décaler ma livraison de samedi", {SATURDAY}),
    ("je voudrais decaler ma livraison de samedi", {SATURDAY}),
    ("la livraison prévue samedi ne me va pas", {SATURDAY}),
    ("the delivery tomorrow won't work for me", {TOMORROW}),
    ("tomorrow's delivery is a problem", {TOMORROW}),
    ("my delivery scheduled for Saturday doesn't suit", {SATURDAY}),
    ("décaler ma livraison du 5", {SATURDAY}),
    ("move my delivery to Saturday", None),
    ("déplacer ma livraison à samedi", None),
    ("ma livraison pour samedi", None),
    ("décaler ma livraison de 2 jours", None),
    ("reporter ma livraison d'une semaine", None),
    ("can you deliver tomorrow", None),
])
def test_booked_day_said(message: str, days: set[date] | None) -> None:
    said = booked_day_said(message, TODAY)
    assert (said[0] if said else None) == days


def test_the_booked_day_is_no_wish() -> None:
    assert without_booked_day("je voudrais décaler ma livraison de samedi", "", TODAY,
                              SATURDAY) is None
    assert "lundi" in (without_booked_day("décaler ma livraison de samedi à lundi", "", TODAY,
                                          SATURDAY) or "")
    assert without_booked_day("move my delivery to Saturday", "", TODAY, SATURDAY) \
        == "move my delivery to Saturday"
    # a model that filled only "samedi" from "ma livraison de samedi"
    assert without_booked_day("samedi", "décaler ma livraison de samedi", TODAY,
                              SATURDAY) is None


@pytest.mark.parametrize("message", [
    "je voudrais décaler ma livraison de samedi",
    "je voudrais decaler ma livraison de samedi svp",
    "la livraison prévue samedi ne me convient pas, on peut la changer ?",
    "I'd like to move my Saturday delivery",
    "the delivery on saturday doesn't work, can we move it",
])
def test_the_order_booked_that_day_is_the_order(store: Store, message: str) -> None:
    conversation = desk(store, OMAR)
    before = conversation.snapshot()
    turn = conversation.say(message)
    assert "SO-25138" in turn.reply and "SO-25119" not in turn.reply, turn.reply
    assert turn.text_id != "ask_which_order"
    assert conversation.snapshot() == before
    # that Saturday is the day moved from, never the only days listed
    assert "12 déc" not in turn.reply or "lundi" in turn.reply.lower() \
        or "monday" in turn.reply.lower()


def test_tomorrow_is_the_order_booked_tomorrow(store: Store) -> None:
    conversation = desk(store, JEAN)
    before = conversation.snapshot()
    turn = conversation.say("the delivery tomorrow won't work for me")
    assert turn.text_id == "ask_confirm_late_case", turn.reply
    assert "SO-24911" in turn.reply and conversation.snapshot() == before
    assert conversation.say("yes").text_id == "say_late_case"


@pytest.mark.parametrize("message", [
    "move my delivery to Saturday",          # a day wished: no order booked then is named
    "je voudrais décaler ma livraison de mardi",  # none booked on Tuesday
    "je voudrais décaler ma livraison",
])
def test_otherwise_the_desk_asks_which_order(store: Store, message: str) -> None:
    turn = desk(store, OMAR).say(message)
    assert turn.text_id == "ask_which_order", turn.reply


def test_a_damage_report_reads_only_the_open_cases(store: Store) -> None:
    """Closed cases are not read again at every report (an order may have had many): the
    service gives only the open ones when asked, and a report after many closed damage
    cases is proposed as usual."""
    from sqlalchemy import update

    from services import care
    from services.models import AfterSalesCase

    for i in range(3):
        care.open_case(store, number="SO-24870", email=JEAN, kind="damage",
                       description=f"scratch {i}", idempotency_key=f"closed-{i}")
        with store.sessions.begin() as session:
            session.execute(update(AfterSalesCase).where(
                AfterSalesCase.order_number == "SO-24870", AfterSalesCase.kind == "damage")
                .values(status="closed"))
    every = care.find_cases(store, email=JEAN, number="SO-24870")
    still = care.find_cases(store, email=JEAN, number="SO-24870", open_only=True)
    assert len(every) > len(still) and all(c.status == "open" for c in still)
    assert {c.number for c in still} == {c.number for c in every if c.status == "open"}
    turn = desk(store, JEAN).say("un pied de mon fauteuil SO-24870 est cassé")
    assert turn.text_id == "ask_confirm_damage_case", turn.reply


def test_open_cases_of_another_customers_order_are_refused_like_a_missing_one(
        store: Store) -> None:
    from services import care
    from services.errors import OrderNotFound

    with pytest.raises(OrderNotFound):
        care.find_cases(store, email=JULIE, number="SO-24870", open_only=True)
    with pytest.raises(OrderNotFound):
        care.find_cases(store, email=JEAN, number="SO-99999", open_only=True)
    assert care.find_cases(store, email=JEAN, number="SO-24903", open_only=True) == []
