"""Request words spelt by ear or by thumb ("ou en ai ma comande", "kan est livré", "ma
livraizon", "kassée") are read as meant by the offline model; real words that mean
something else are not, and a typo never writes anything by itself."""

from __future__ import annotations

import pytest

from graphs.care_desk import builder
from services.llm import lexicon
from services.llm.offline import OfflineChatModel
from services.store import Store
from tests.data import JEAN
from tests.harness import Conversation


@pytest.mark.parametrize(("message", "intent"), [
    ("ou en ai ma comande SO-24903", "order_status"),
    ("où en et ma commande ?", "order_status"),
    ("ou en est ma comade", "order_status"),
    ("ou es ma commande", "order_status"),
    ("kan est livré ma commande", "order_status"),
    ("qand arrive ma comande", "order_status"),
    ("where is my cmd", "order_status"),
    ("deplacer ma livraizon", "reschedule"),
    ("dépacer ma livraison svp", "reschedule"),
    ("je voudrais déplaser ma livrason", "reschedule"),
    ("mon canapé est abbimé", "report_damage"),
    ("le tissu est habimé", "report_damage"),
    ("ma table est kassée", "report_damage"),
    ("ma table est cacée", "report_damage"),
    ("ma table est arrivée casée", "report_damage"),
    ("my sofa is brokn", "report_damage"),
])
def test_misspelt_request_words_are_read_as_meant(message: str, intent: str) -> None:
    assert lexicon.intent_of(message) == intent


@pytest.mark.parametrize("message", [
    "je suis casé", "open a case", "in case of rain", "la case à cocher", "quant à ma commande",
    "ou es tu", "ma caisse", "Kassel", "mise en abyme", "ma livraizon", "ma comande svp",
])
def test_real_words_and_bare_nouns_are_no_request(message: str) -> None:
    assert lexicon.intent_of(message) == "other"


@pytest.mark.parametrize("message", ["mon fauteuil SO-24870 est arrivé kassé",
                                     "deplaser la livraizon de SO-24903 au mardi 20 matin"])
def test_a_typo_never_writes_without_the_yes(mem_store: Store, message: str) -> None:
    desk = Conversation(builder, mem_store, OfflineChatModel(), customer_email=JEAN)
    before = desk.snapshot()
    turn = desk.say(message)
    assert desk.snapshot() == before
    assert turn.asks and turn.text_id in ("ask_confirm_damage_case", "ask_confirm_move")
