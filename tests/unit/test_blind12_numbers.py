"""Numbers that are not what the care desk acts on (blind12 care_numbers): a floor said
without "étage" is no day, a weekday ranked in a month is that month's day, a weekday said in
a month is never the next ones outside it, a bill told beside a status is no staff request,
people said to be there are no status asked, a size tells two pieces apart."""

from __future__ import annotations

from datetime import date

import pytest

from nodes.care_desk.scope import access_only_told, asks_invoice, out_of_scope
from services.llm.lexicon import intent_of
from services.slot_choice import wished_days
from services.text import fold_words, postal_address_asked, sizes_named, without_floors
from services.wishes import resolve_wish

TODAY = date(2026, 12, 3)  # a Thursday


@pytest.mark.parametrize("text", [
    "j'habite au 2e", "je suis au 5e", "je suis au 5ème", "on est au 4e, code 1234",
    "nous sommes au troisième", "j'habite maintenant au 3e", "I'm on the 3rd",
    "we're on the 4th, no lift", "I live on the 2nd", "my flat is on the 4th",
    "I'm on the 3rd floor", "we are on the 2nd floor",
])
def test_a_floor_said_where_one_lives_is_no_day(text: str) -> None:
    left = without_floors(fold_words(text))
    assert not any(ch.isdigit() for ch in left.replace("1234", "")), left
    assert not resolve_wish(text, TODAY).dates


@pytest.mark.parametrize(("text", "day"), [
    ("le 2", date(2027, 1, 2)),
    ("move it to the 2nd", date(2027, 1, 2)),
    ("je suis dispo le 2", date(2027, 1, 2)),
    ("I'm on the 2nd of January", date(2027, 1, 2)),
    ("so we're on the 21st?", date(2026, 12, 21)),
])
def test_a_rank_with_no_dwelling_word_before_it_stays_a_day(text: str, day: date) -> None:
    assert day in resolve_wish(text, TODAY).dates


def test_a_floor_beside_a_relative_wish_leaves_the_wish_whole() -> None:
    wish = resolve_wish("un matin la semaine prochaine, j'habite au 2e", TODAY)
    assert wish.start == date(2026, 12, 7) and wish.end == date(2026, 12, 13)
    assert not wish.dates and wish.half == "am"


@pytest.mark.parametrize(("text", "day"), [
    ("le 2e lundi de janvier, le matin", date(2027, 1, 11)),
    ("the first Monday in January, morning please", date(2027, 1, 4)),
    ("le premier mardi de janvier", date(2027, 1, 5)),
    ("the last Friday of January", date(2027, 1, 29)),
    ("le dernier vendredi du mois de janvier", date(2027, 1, 29)),
    ("the 2nd Tuesday of December", date(2026, 12, 8)),
    ("le 1er mercredi de décembre", date(2027, 12, 1)),  # this year's is gone: next year's
])
def test_a_weekday_ranked_in_a_month_is_that_day(text: str, day: date) -> None:
    assert resolve_wish(text, TODAY).dates == (day,)


@pytest.mark.parametrize("text", [
    "un lundi matin en janvier", "a Monday morning in January", "un lundi en janvier",
])
def test_a_weekday_said_in_a_month_is_never_one_outside_it(text: str) -> None:
    wish = resolve_wish(text, TODAY)
    horizon = [date(2026, 12, 1) + (date(2026, 12, 2) - date(2026, 12, 1)) * i
               for i in range(70)]
    days = wished_days(wish, horizon, TODAY)
    assert days and all(d.month == 1 and d.weekday() == 0 for d in days)


def test_a_weekday_said_alone_is_still_one_of_the_next_two_weeks() -> None:
    horizon = [date(2026, 12, 4) + (date(2026, 12, 2) - date(2026, 12, 1)) * i
               for i in range(40)]
    days = wished_days(resolve_wish("lundi", TODAY), horizon, TODAY)
    assert days == {date(2026, 12, 7), date(2026, 12, 14)}


@pytest.mark.parametrize("message", [
    "Bonjour, commande n° 31001, facture de 12 450 € (non pardon, 1 890 €). Elle est livrée "
    "quand ?",
    "commande SO-31001, j'ai la facture de 1 890 €, elle est livrée quand ?",
    "I have the invoice here, where is my order SO-31001?",
])
def test_a_bill_told_beside_a_status_is_the_status(message: str) -> None:
    assert intent_of(message) == "order_status"
    assert not asks_invoice(message)


@pytest.mark.parametrize("message", [
    "je veux ma facture pour SO-31001",
    "can I get my invoice for SO-31001?",
    "envoyez-moi la facture de SO-24870, merci",
])
def test_an_invoice_asked_is_still_asked(message: str) -> None:
    assert asks_invoice(message)


@pytest.mark.parametrize("message", [
    "SO-31090 : lundi en huit, l'après-midi, 2 personnes seront là pour porter",
    "SO-31090 : lundi 14 l'après-midi, 2 personnes seront là pour porter",
    "SO-31090 mardi 15 matin, mon mari sera là",
    "move SO-31090 to Tuesday 15th morning, my husband will be there",
])
def test_people_said_to_be_there_ask_no_status(message: str) -> None:
    assert intent_of(message) == "reschedule"


@pytest.mark.parametrize("message", [
    "SO-31090 elle sera là jeudi ?",
    "ma commode SO-31090 sera bien là jeudi ?",
])
def test_the_piece_said_to_be_there_is_still_a_status(message: str) -> None:
    assert intent_of(message) == "order_status"


@pytest.mark.parametrize("message", [
    "I'm on the 3rd floor, no lift. Is my bed SO-31020 still coming on Monday?",
    "hi, flat 4, 2nd floor, 27 Baker Street - when is my bed SO-31020 coming?",
    "je suis au 5e étage sans ascenseur, ça arrive quand SO-31020 ?",
])
def test_a_floor_told_as_where_one_lives_is_only_told(message: str) -> None:
    assert out_of_scope(message) == "access"
    assert access_only_told(message)


@pytest.mark.parametrize("message", [
    "vous pouvez livrer au 3e étage sans ascenseur ?",
    "can the driver carry it up to the 3rd floor? SO-31020",
    "please tell the driver I'm on the 5th floor, SO-31020",
])
def test_a_floor_asked_of_the_desk_is_asked(message: str) -> None:
    assert not access_only_told(message)


@pytest.mark.parametrize(("message", "asked"), [
    ("27 Baker Street here - when is my bed SO-31020 coming?", False),
    ("is my bed still coming to 27 Baker Street on Monday?", True),
    ("can you deliver it to 27 Baker Street instead?", True),
    ("deliver to 10 Downing Street please", True),
])
def test_an_address_beside_when_it_comes_is_no_address_asked(message: str, asked: bool) -> None:
    assert postal_address_asked(message) is asked


@pytest.mark.parametrize(("text", "sizes"), [
    ("canapé 3 places", {"3 seats"}),
    ("my 2-seater", {"2 seats"}),
    ("a three-seater sofa", {"3 seats"}),
    ("Canapé Oslo 2 places", {"2 seats"}),
    ("le lit 160 x 200", {"160x200"}),
    ("Table Chêne 6 couverts", {"6 covers"}),
    ("2 chaises abîmées", set()),
    ("2 personnes seront là", set()),
])
def test_a_size_names_a_piece(text: str, sizes: set[str]) -> None:
    assert sizes_named(text) == sizes
