"""Replies in one language, questions flagged as questions, the analysis report in words."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from graphs import analysis as analysis_graph
from graphs import billing as billing_graph
from graphs import care_desk as care_graph
from graphs.care_desk import builder as care_builder
from graphs.front_door import builder as door_builder
from nodes.analysis import texts as analysis_texts
from nodes.analysis.replies import product_words, recommendation_text
from nodes.billing import texts as billing_texts
from nodes.care_desk import texts as care_texts
from nodes.care_desk.replies import stage_label
from nodes.kit.say import Texts, render
from nodes.kit.texts import KIT_TEXTS
from services.analytics import Analysis, ProductFigures, recommend
from services.llm.offline import OfflineChatModel
from services.schemas import CustomerView
from services.store import Store
from tests.conftest import fresh_store
from tests.data import ALICE, JEAN
from tests.fakes import ScriptedModel
from tests.harness import Conversation
from tests.integration.test_analytics import hand_fixture

ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
# Replies whose text id is not their name (or a function of the state picks it): every id
# they may say.
CHOSEN_IDS = {
    "say_analysis_unavailable": ["say_model_unavailable"],
    "ask_details": ["ask_order_and_email", "ask_order_and_email_where", "ask_order_number",
                    "ask_email"],
    "say_not_found": ["say_not_found", "say_not_found_signed_in"],
    "say_bad_period": ["say_bad_period", "ask_period", "say_no_such_day"],
    "ask_confirm_again": ["ask_still_move", "ask_still_damage_case", "ask_still_late_case"],
    "say_not_done_here": ["say_cannot_change_address", "say_cannot_hand_over",
                          "say_cannot_note_access"],
    "say_cannot_answer": [f"say_cannot_answer_{kind}" for kind in (
        "catalogue", "price", "warranty", "zone", "hours", "delivery_days")],
    "ask_which_order": ["ask_which_order", "list_orders"],
    "say_cases": ["say_case_open", "say_cases_open", "say_no_open_case"],
}
# Ids only one workflow's node of that name may say (the billing's say_bad_period does not).
ANALYSIS_ONLY_IDS = {"say_no_such_day"}


def _reply_nodes() -> Iterator[tuple[str, Any, Texts]]:
    for module, texts in ((care_graph, care_texts.TEXTS), (analysis_graph, analysis_texts.TEXTS),
                          (billing_graph, billing_texts.TEXTS)):
        for name, spec in module.builder.nodes.items():
            if name.startswith(("ask_", "say_")):
                yield name, spec.runnable, texts


@pytest.mark.parametrize("name,node,texts", list(_reply_nodes()),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_a_reply_asks_exactly_when_its_text_asks(name: str, node: Any, texts: Texts) -> None:
    ids = [i for i in CHOSEN_IDS.get(name, [name])
           if i not in ANALYSIS_ONLY_IDS or texts is analysis_texts.TEXTS]
    node_asks = name.startswith("ask_") or name in ("say_not_found", "say_bad_period")
    if hasattr(node.func, "asks"):  # a reply_node (say_bad_period dispatches to two)
        assert node.func.asks == node_asks
    for text_id in ids:
        for lang in ("fr", "en"):
            assert ("?" in texts[text_id][lang]) == node_asks, (text_id, lang)


def test_fallback_texts_ask_nothing() -> None:
    for text_id, text in KIT_TEXTS.items():
        if text_id not in ("say_out_of_scope", "say_staff_capabilities", "say_not_held"):
            # (their quoted examples are questions)
            assert "?" not in text["fr"] and "?" not in text["en"], text_id


def test_not_found_asks_and_waits_for_the_answer(mem_store: Store) -> None:
    desk = Conversation(care_builder, mem_store, OfflineChatModel())
    turn = desk.say("Où en est ma commande SO-99999 ? jean.martin@example.com")
    assert turn.text_id == "say_not_found" and turn.asks
    assert turn.state["awaiting"]["workflow"] == "care_desk"
    again = desk.say("Pardon, c'est SO-24903")
    assert again.text_id == "say_status"  # the answer goes on with the same request


def test_a_signed_in_customer_is_never_asked_for_an_e_mail(mem_store: Store) -> None:
    desk = Conversation(care_builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    ask = desk.say("Je voudrais déplacer ma livraison")  # Jean has two open orders: listed
    assert ask.text_id == "ask_which_order" and ask.asks and "e-mail" not in ask.reply
    wrong = desk.say("SO-30001")  # Alice's order
    assert wrong.text_id == "say_not_found_signed_in" and wrong.asks
    assert "e-mail" not in wrong.reply and "SO-30001" not in wrong.reply
    english = Conversation(care_builder, mem_store, OfflineChatModel(), customer_email=ALICE)
    theirs = english.say("Where is my order SO-24903?")
    assert theirs.text_id == "say_not_found_signed_in" and "e-mail" not in theirs.reply


@pytest.mark.parametrize(
    ("message", "stage", "other"),
    [("Où en est ma commande SO-24903 ? jean.martin@example.com", "garnissage", "upholstery"),
     ("Where is my order SO-24903? jean.martin@example.com", "upholstery", "garnissage")],
)
def test_the_workshop_stage_is_in_the_reply_language(
    mem_store: Store, message: str, stage: str, other: str
) -> None:
    turn = Conversation(care_builder, mem_store, OfflineChatModel()).say(message)
    assert turn.text_id == "say_status"
    assert stage in turn.reply and other not in turn.reply


def test_stage_labels() -> None:
    assert stage_label("upholstery", "fr") == "garnissage"
    assert stage_label("en attente de matières", "en") == "awaiting materials"
    assert stage_label("Awaiting materials", "fr") == "en attente de matières"
    # a stage with no known words is the workshop's free text, shown as written (safely)
    assert stage_label("rembourrage", "en") == "rembourrage"
    assert stage_label(" glued\x00 by\n hand. ", "fr") == "glued by hand"
    assert stage_label("\u202e\x07", "fr") is None
    assert len(stage_label("x " * 100, "fr") or "") <= 81
    assert stage_label(None, "en") is None
    for labels in care_texts.STAGES.values():
        assert set(labels) == {"fr", "en"}


@pytest.mark.parametrize("builder", [care_builder, door_builder])
def test_a_failed_model_answers_in_the_message_language(mem_store: Store, builder: Any) -> None:
    failure = TimeoutError("model timed out")
    model = ScriptedModel(script={"CareRequest": [failure] * 3})
    desk = Conversation(builder, mem_store, model)
    turn = desk.say("Where is my order SO-24903? I am worried about the delivery")
    assert turn.text_id == "say_model_unavailable"
    assert turn.state["reply"]["language"] == "en" and turn.reply.startswith("Sorry")
    model.script["CareRequest"] = [failure] * 3
    french = desk.say("Où en est ma commande ? je suis inquiet pour la livraison")
    assert french.state["reply"]["language"] == "fr" and french.reply.startswith("Désolé")


def test_a_failed_classification_answers_in_the_message_language(mem_store: Store) -> None:
    model = ScriptedModel(script={"StaffRoute": [TimeoutError("down")] * 3})
    desk = Conversation(door_builder, mem_store, model, channel="staff")
    turn = desk.say("Which of Dupont's invoices are overdue?")
    assert turn.text_id == "say_model_unavailable" and turn.reply.startswith("Sorry")
    # The front door's own fixed text, not the care desk's node (which would also tell the
    # desk's queued requests): exactly the kit's words.
    assert turn.reply == render(KIT_TEXTS, "say_model_unavailable", "en", {})
    assert [e["node"] for e in turn.trace if e.get("kind") == "node"][-1] \
        == "say_classifier_unavailable"


# -- the analysis report ----------------------------------------------------------------


@pytest.fixture
def hand_store() -> Iterator[Store]:
    s = fresh_store("sqlite://", hand_fixture())
    yield s
    s.engine.dispose()


@pytest.mark.parametrize(
    ("message", "note"),
    [("Analyse ma relation client avec Émilie Lefèvre en 2025", "Indice de confiance : part"),
     ("Analyse my customer relationship with Emilie Lefevre Deco in 2025",
      "Confidence index: the share")],
)
def test_the_report_writes_dates_in_words_and_explains_the_confidence(
    hand_store: Store, message: str, note: str
) -> None:
    turn = Conversation(door_builder, hand_store, OfflineChatModel(), channel="staff").say(
        message)
    assert turn.text_id == "analysis_report"
    assert not ISO_DATE.search(turn.reply), turn.reply
    assert note in turn.reply
    assert "2025" in turn.reply  # the period, in words
    assert turn.state["summary_checked"]["problems"] == {}  # the model's sentences kept


def test_a_summary_with_digit_dates_is_replaced() -> None:
    from nodes.analysis.checks import problems_in

    found = problems_in("This covers bills from 2025-01-01 to 2025-12-31.", {})
    assert any("date" in problem for problem in found)


@pytest.mark.parametrize(
    ("name", "fr"),
    [("Chaise Nantes", "« Chaise Nantes » est achetée en quantité"),
     ("Canapé Oslo 3 places", "« Canapé Oslo 3 places » est acheté en quantité"),
     ("Échantillons de tissu", "« Échantillons de tissu » sont achetés en quantité"),
     ("Table Nantes chêne massif", "« Table Nantes chêne massif » est achetée en quantité"),
     ("Zorglub 3000", "Le produit « Zorglub 3000 » est acheté en quantité")],
)
def test_product_names_agree_in_french(name: str, fr: str) -> None:
    assert recommendation_text("propose_range", {"product": name}, "fr").startswith(fr)
    english = recommendation_text("propose_range", {"product": name}, "en")
    assert english.startswith(f"\u201c{name}\u201d is bought in quantity")
    assert product_words(name, "fr")["subject"].endswith(f"« {name} »")


def test_counts_agree() -> None:
    assert recommendation_text("overdue_bills", {"count": "1"}, "fr").startswith(
        "1 facture en retard")
    assert recommendation_text("overdue_bills", {"count": "3"}, "en").startswith(
        "3 overdue bills")


def _product(sku: str, quantity: int, margin: str) -> ProductFigures:
    from decimal import Decimal

    return ProductFigures(sku=sku, name=sku.title(), quantity=quantity,
                          revenue=Decimal(100), cost=Decimal(100) * (1 - Decimal(margin)),
                          margin_rate=Decimal(margin))


def test_bought_often_names_only_a_top_product() -> None:
    from datetime import date
    from decimal import Decimal

    # The fourth most ordered product has the best margin: it is not "bought often".
    products = [_product("a", 9, "0.30"), _product("b", 8, "0.30"), _product("c", 7, "0.30"),
                _product("d", 6, "0.60")]
    analysis = Analysis(
        customer=CustomerView(id="C-1", name="X", email="x@example.com", company=None),
        start=date(2025, 1, 1), end=date(2025, 12, 31), bill_count=4,
        revenue=Decimal(400), average_bill=Decimal(100), max_bill=Decimal(100),
        top_products=products[:3], products=products, paid_count=0,
        average_payment_delay_days=None, on_time_count=0, late_count=0, pending_count=0,
        overdue_count=0, confidence=None, recommendations=[])
    assert "propose_range" not in [r.rule for r in recommend(analysis)]
    best = analysis.model_copy(update={"top_products": [products[3], *products[:2]]})
    [upsell] = [r for r in recommend(best) if r.rule == "propose_range"]
    assert upsell.params["product"] == "D"


# -- what the served graphs take --------------------------------------------------------


@pytest.mark.parametrize("name", ["front_door", "care_desk", "analysis", "billing"])
def test_a_served_graph_refuses_an_input_without_messages(mem_store: Store, name: str) -> None:
    import importlib

    from nodes.kit.context import Context, Deps
    from nodes.kit.turn import InvalidInput

    graph = importlib.import_module(f"graphs.{name}").graph
    context = Context(deps=Deps.of(mem_store, OfflineChatModel()), now="2026-10-14T09:00:00+02:00")
    with pytest.raises(InvalidInput, match="messages"):
        graph.invoke({"message": "Où en est SO-24903 ?"}, context=context)
    answer = graph.invoke({"messages": [{"role": "user", "content": "Bonjour"}]},
                          context=context)
    assert set(answer) <= {"messages", "reply", "trace"} and answer["reply"]["id"]


def early_payer_fixture() -> dict[str, Any]:
    """Émilie's 2025 bills, plus one of 2026 paid before its due date, which is still to come
    (today is 14 October 2026), and one not paid and not yet due."""
    fixture = hand_fixture()
    fixture["bills"] += [
        {"number": "F7", "customer": "C-1", "issued_on": "2026-09-15", "due_on": "2026-10-15",
         "paid_on": "2026-10-09", "lines": [{"sku": "A", "quantity": 1, "unit_price": "100.00"}]},
        {"number": "F8", "customer": "C-1", "issued_on": "2026-09-20", "due_on": "2026-10-20",
         "paid_on": None, "lines": [{"sku": "B", "quantity": 1, "unit_price": "50.00"}]},
        {"number": "F9", "customer": "C-1", "issued_on": "2026-08-01", "due_on": "2026-08-31",
         "paid_on": "2026-09-10", "lines": [{"sku": "C", "quantity": 1, "unit_price": "20.00"}]},
    ]
    return fixture


@pytest.mark.parametrize(("message", "note"), [
    ("Analyse Émilie Lefèvre sur le T3 2026",
     "Indice de confiance : part des factures payées au plus tard à leur échéance (1 sur 2), "
     "parmi les factures déjà payées ou déjà échues ; les factures impayées pas encore échues "
     "ne comptent pas."),
    ("Give me an analysis of Emilie Lefevre for Q3 2026",
     "Confidence index: the share of bills paid by their due date (1 of 2), among bills "
     "already paid or already due; unpaid bills not yet due do not count."),
])
def test_the_confidence_note_says_what_its_counts_count(message: str, note: str) -> None:
    """F7 is paid before its due date (tomorrow): paid by its due date, it counts (as the
    README's rule says); F8 is unpaid and not yet due: it does not; F9 was paid late. The
    note's words and its "1 of 2" agree with that."""
    store = fresh_store("sqlite://", early_payer_fixture())
    try:
        turn = Conversation(door_builder, store, OfflineChatModel(), channel="staff").say(
            message)
        assert turn.text_id == "analysis_report", turn.reply
        figures = turn.state["analysis"]["result"]
        assert (figures["bill_count"], figures["on_time_count"], figures["late_count"],
                figures["pending_count"]) == (3, 1, 1, 1)
        assert note in turn.reply
        assert "bills already due that were paid" not in turn.reply
    finally:
        store.engine.dispose()
