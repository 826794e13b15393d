"""F8d: identity as people give it (blind corpus W8d): e-mail addresses written in other
shapes, several addresses in one message, order numbers with other separators."""

from __future__ import annotations

import time  # bounds below are thread CPU time: load stretches wall time, not work

import pytest

from services.text import emails, with_addresses_read, without_addresses


@pytest.mark.parametrize(("said", "address"), [
    ("mon mail c'est paul.lefevre @ example.fr", "paul.lefevre@example.fr"),
    ("my email: paul . lefevre @ example . fr", "paul.lefevre@example.fr"),
    ("SO 31240 helene.marchand @example.com des nouvelles", "helene.marchand@example.com"),
    ("tom_baker-uk@ example.co.uk", "tom_baker-uk@example.co.uk"),
    ("mon adresse c'est paul point lefevre arobase example point fr", "paul.lefevre@example.fr"),
    ("my email is paul dot lefevre at example dot fr", "paul.lefevre@example.fr"),
    ("email is tom underscore baker dash uk at example dot co dot uk",
     "tom_baker-uk@example.co.uk"),
    ("claire point dubois plus meubles arobase example point org",
     "claire.dubois+meubles@example.org"),
    ("jean tiret du bas martin arobase gmail point com", "jean_martin@gmail.com"),
    ("paul.lefevre[at]example[dot]fr", "paul.lefevre@example.fr"),
    ("paul.lefevre(at)example.fr, merci", "paul.lefevre@example.fr"),
    ("anne.lenoir+sav{at}example{dot}com", "anne.lenoir+sav@example.com"),
    ("JULIE.MARTIN [AT] EXAMPLE [DOT] FR", "julie.martin@example.fr"),
    ("mail: jean.martin at gmail.com merci", "jean.martin@gmail.com"),
    ("paul . lefevre @ example . fr . Merci", "paul.lefevre@example.fr"),
])
def test_an_address_in_another_shape_is_read_as_the_address(said: str, address: str) -> None:
    assert emails(with_addresses_read(said)) == [address]


@pytest.mark.parametrize("said", [
    "I'm at home all day", "I saw the same sofa at ikea dot com", "I bought it at ikea.com",
    "je suis chez moi toute la journée, point final.", "on se retrouve at 10.30 point barre",
    "faites le point sur ma commande SO-24903", "plus tard, vers 10 h",
])
def test_prose_makes_no_address(said: str) -> None:
    assert with_addresses_read(said) == said


@pytest.mark.parametrize("said", [
    "Bonjour Paul. lefevre@example.fr", "SO-24903 . jean@x.fr", "jean@example.fr . merci",
    "écrivez à jean+meubles@example.co.uk, ou a.b@c.d.", "commandes@comptoir-meubles.example",
])
def test_a_plain_address_is_read_as_written(said: str) -> None:
    assert with_addresses_read(said) == said


@pytest.mark.parametrize("run", [
    "a . " * 1000 + "@", "a point " * 500 + "at", "a [.] " * 600 + "@", "at " * 1300,
    ("a point " * 200 + "arobase ") * 3, "a." * 1000 + " at " + "b." * 900, "a@" * 2000,
])
def test_a_long_run_is_read_at_once(run: str) -> None:
    started = time.thread_time()
    with_addresses_read(run)
    assert time.thread_time() - started < 0.05


def test_the_words_inside_an_address_say_nothing() -> None:
    from nodes.kit.answers import asks_order_status
    from services.llm.lexicon import intent_of

    said = "where is my order SO-52003? anne.lenoir+sav@example.com"
    assert "sav" not in without_addresses(said)
    assert intent_of(said) == "order_status"
    assert asks_order_status(said)


@pytest.mark.parametrize("said", ["ref SO/31210 (x)", "SO\\31210", "SO–31210", "SO — 31210",
                                  "so_31210", "SO.31210", "SO#31210"])
def test_an_order_number_with_another_separator(said: str) -> None:
    from nodes.care_desk.routes import ORDER_NUMBER
    from services.text import order_numbers

    assert order_numbers(said) == ["SO-31210"]
    assert ORDER_NUMBER.search(said)


@pytest.mark.parametrize("said", [
    "commande 31210 — sophie.lefevre@example.net — vous avez une date ?",
    "SO-52001 : il y a une date de prévue ?", "any date yet for SO-52002?",
    "Hello, order SO-52002. Do you have a date for it?", "on a une date de livraison ?",
    "une date ?", "Is there a delivery date yet?", "avez-vous une date pour ma commande SO-52001 ?",
    "vous avez déjà une date ?", "toujours pas de date ?", "still no date?",
])
def test_a_delivery_date_asked_is_a_status(said: str) -> None:
    from nodes.kit.answers import asks_delivery_date

    assert asks_delivery_date(said)


@pytest.mark.parametrize("said", [
    "vous avez une date de libre ?", "any date available?", "quelle date vous arrange ?",
    "do you have a free date next week?", "vous avez une date le 18 ?", "date de commande ?",
    "what date did I order it?", "une date plus tôt ?", "vous avez une autre date ?",
    "je voudrais une date", "any date in January?", "on peut changer de date ?",
])
def test_a_date_wished_or_free_is_no_status(said: str) -> None:
    from nodes.kit.answers import asks_delivery_date

    assert not asks_delivery_date(said)


@pytest.mark.parametrize(("said", "points"), [
    ("c'est pour la commande SO-31220", True), ("it's about order SO-31220", True),
    ("ça concerne la SO-31220", True), ("à propos de la commande SO-31220", True),
    ("I'm writing about SO-31220", True), ("je vous écris pour la SO-31220", True),
    ("c'est pour décaler la SO-31220", False), ("it's about the broken leg, SO-31220", False),
])
def test_words_that_only_point_at_an_order(said: str, points: bool) -> None:
    from nodes.kit.answers import only_points_at_order

    assert only_points_at_order(said) is points


PASTED_FR = """Bonjour, j'ai reçu ça :
-------- Message transféré --------
De : Comptoir Meubles <commandes@comptoir-meubles.example>
À : Emma Roux <emma.roux@example.fr>
Service client : support@comptoir-meubles.example"""
PASTED_EN = """From: Shop <no-reply@shop.example>
To: James <james.whitfield@example.co.uk>
Questions? Reply to help@shop.example"""


@pytest.mark.parametrize(("said", "address"), [
    ("My old address was jim.w@old.example but the order SO-31250 is under "
     "james.whitfield@example.co.uk", "james.whitfield@example.co.uk"),
    ("Ma commande est à julie.martin@example.fr, pas à julie.m@old.example",
     "julie.martin@example.fr"),
    ("my new email is a@x.fr, the old one b@y.fr", "a@x.fr"),
    ("new one is a@x.fr, but the order was placed with b@y.fr", "b@y.fr"),
    ("c'est a@x.fr (ancienne) ou plutôt b@y.fr", "b@y.fr"),
    ("not a@x.fr but b@y.fr", "b@y.fr"),
    ("SO-1 Paul.Lefevre@Example.fr", "Paul.Lefevre@Example.fr"),
    (PASTED_FR, "emma.roux@example.fr"), (PASTED_EN, "james.whitfield@example.co.uk"),
    ("From: orders@comptoir.example To: a@x.fr", "a@x.fr"),
    ("Bonjour SAV : a@x.fr", "a@x.fr"), ("Service client : a@x.fr", "a@x.fr"),
])
def test_the_order_s_address_among_several(said: str, address: str) -> None:
    from services.text import order_email

    assert order_email(said, ["comptoir.example"]) == (address, False, True)


@pytest.mark.parametrize("said", [
    "SO-1 a@x.fr ou b@y.fr, je ne sais plus", "SO-1 a@x.fr b@y.fr", "either a@x.fr or b@y.fr",
])
def test_no_cue_decides_none(said: str) -> None:
    from services.text import order_email

    assert order_email(said) == (None, True, True)


def test_the_shop_s_own_address_is_never_the_customer_s() -> None:
    from services.text import order_email

    assert order_email("orders@comptoir.example", ["comptoir.example"]) == (None, False, True)
    assert order_email("no-reply@x.fr") == (None, False, True)
    assert order_email("\u212aim@x.fr") == (None, False, False)  # no Unicode case folding


def test_words_that_point_name_no_order_without_a_number() -> None:
    from nodes.kit.answers import only_names_an_order

    assert not only_names_an_order("c'est pour ma commande")
    assert only_names_an_order("ma commande ?")
