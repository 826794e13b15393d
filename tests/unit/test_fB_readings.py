"""fB: the words Python and the offline model read for "where is it", "when did I order
it", a no followed by a status question, an e-mail given as asked, and two items of one
order."""

from __future__ import annotations

import pytest

from nodes.care_desk.executors import _no_then_status, only_identity
from nodes.care_desk.routes import HANDLED
from nodes.care_desk.texts import FRAGMENTS
from nodes.kit.answers import CASE_WORDS, asks_order_date, asks_order_status
from nodes.kit.consent import fold
from services.llm.lexicon import intent_of
from services.text import items_not_in

WHERE_IS_IT = [
    "elle est où ma table ?",
    "elle est ou ma table",
    "c'est où ma commande",
    "c ou ma commande",
    "ma commande en est où",
    "ma commande elle est où ?",
    "où est passée ma commande ?",
    "mon canapé il est où",
    "ils sont où mes chaises",
    "c'est où qu'elle en est ma commande",
    "where's my stuff",
    "wheres it at",
    "where my order at",
    "my order, where is it?",
]
# Places and other questions with "où" / "where": no order's status.
NOT_WHERE_IS_IT = [
    "c'est où votre showroom ?",
    "où est le magasin ?",
    "où est-ce que je peux me garer ?",
    "where is your shop?",
    "where do I sign?",
]


@pytest.mark.parametrize("message", WHERE_IS_IT)
def test_where_is_it_is_a_status_for_python_and_the_offline_model(message: str) -> None:
    assert asks_order_status(message)
    assert intent_of(message) == "order_status"


@pytest.mark.parametrize("message", NOT_WHERE_IS_IT)
def test_a_place_asked_is_no_status(message: str) -> None:
    assert not asks_order_status(message)
    assert intent_of(message) != "order_status"


WHEN_ORDERED = [
    "je l'ai commandée quand ?",
    "date de ma commande ?",
    "date commande ?",
    "quelle est la date de ma commande",
    "when did I order it?",
    "what day did I order",
    "c'était quand ma commande ?",
    "quand est-ce que je l'ai commandé",
    "c quand que j'ai commandé",
    "j'ai commandé quand ?",
]
# When it comes, not when it was placed.
NOT_WHEN_ORDERED = [
    "c'est quand ma commande ?",
    "à quelle date ma commande sera livrée ?",
    "date de livraison de ma commande ?",
    "date commande sera livrée ?",
    "quand est-ce que je la recevrai",
    "when did you deliver it?",
    "quand puis-je commander ?",
]


@pytest.mark.parametrize("message", WHEN_ORDERED)
def test_when_it_was_ordered_is_the_order_date(message: str) -> None:
    assert asks_order_date(message)


@pytest.mark.parametrize("message", NOT_WHEN_ORDERED)
def test_when_it_comes_is_no_order_date(message: str) -> None:
    assert not asks_order_date(message)


@pytest.mark.parametrize("message", [
    "non, mais où en est-elle ?",
    "non mais elle en est où ma commande ?",
    "nan c'est où ma commande",
    "no, but where is it?",
    "no thanks, what's the status?",
    "non. où en est la fabrication ?",
    "non, mais je veux savoir quand je l'ai commandée",
    "non, où en est SO-24903 ?",
])
def test_a_no_then_a_status_question_of_the_same_order(message: str) -> None:
    assert _no_then_status(message, "SO-24903")


@pytest.mark.parametrize("message", [
    "non merci",
    "non, plutôt le lundi 14",
    "oui, mais où en est-elle ?",         # a yes: answered, the proposal asked again
    "où en est-elle ?",                   # no no: answered, the proposal asked again
    "non, mais où en est SO-24911 ?",     # another order
    "non, mais où en est mon autre commande ?",
    "non, mais elle est où ma table ?",   # an item: maybe another order
    "non mais ça va pas",
])
def test_no_status_instead_of_a_proposal(message: str) -> None:
    assert not _no_then_status(message, "SO-24903")


@pytest.mark.parametrize("message", [
    "jean.martin@example.com",
    "c'est jean.martin@example.com",
    "mon mail : jean.martin@example.com, merci",
    "pardon : SO-24903 et jean.martin@example.com",
    "my email is jean.martin@example.com",
    "Jean.Martin@Example.COM",
])
def test_an_email_given_as_asked_says_nothing_of_the_request(message: str) -> None:
    assert only_identity(message)


@pytest.mark.parametrize("message", [
    "SO-24903",                                    # kept: a case names the order it is on
    "jean.martin@example.com, et le pied est cassé",
    "jean.martin@example.com je veux le 12 au matin",
    "c'est pour décaler, jean.martin@example.com",
    "merci",
])
def test_words_of_a_request_with_the_email_are_kept(message: str) -> None:
    assert not only_identity(message)


# -- two items on one order -------------------------------------------------------------

ORDER_24911 = ["Table Nantes chêne massif", "Chaise Nantes"]


@pytest.mark.parametrize(("message", "missing"), [
    ("la table et les chaises sont rayées", []),
    ("the table and the chairs are scratched", []),
    ("le canapé et la table sont rayés", ["canape"]),      # the table fits, the sofa not
    ("the sofa and the table are scratched", ["sofa"]),
    ("le canapé et le lit sont rayés", ["canape", "lit"]),
])
def test_every_item_named_is_checked_against_the_order(message: str,
                                                       missing: list[str]) -> None:
    assert items_not_in(message, ORDER_24911) == missing


@pytest.mark.parametrize("message", [
    "le dossier d'une chaise est cassé",
    "le dossier de ma chaise est déchiré",
    "le dossier du canapé est abîmé",
    "le plateau de la table est rayé et le dossier d'une chaise est cassé",
])
def test_a_seat_back_is_no_case_file(message: str) -> None:
    assert intent_of(message) == "report_damage"
    assert not CASE_WORDS.search(fold(message))


@pytest.mark.parametrize("message", [
    "où en est mon dossier ?",
    "j'ai un dossier ouvert ?",
    "mon dossier sur le fauteuil ?",
])
def test_a_case_file_is_still_one(message: str) -> None:
    assert intent_of(message) == "case_status"
    assert CASE_WORDS.search(fold(message))


@pytest.mark.parametrize("intent", HANDLED)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_queued_request_can_be_named(intent: str, lang: str) -> None:
    """A request waiting in the queue is named in the reply: no intent the desk handles
    lacks its words (a queued case question raised an exception)."""
    assert "{number}" in FRAGMENTS[f"what_{intent}"][lang]
