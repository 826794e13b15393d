"""Readings mended from blind corpus 10 (care_language), in Python: other languages by their
own words (`services.text.foreign_language`), the language of a drawn-out answer word
(`services.text.answer_language`), a trip told by its legs (`services.wishes`), a handover
told as done (`nodes.care_desk.scope`) and a status asked around it."""

from datetime import date

import pytest

from nodes.care_desk.scope import out_of_scope
from nodes.kit.answers import asks_order_status
from services.text import answer_language, foreign_language, language_asked
from services.wishes import resolve_wish

TODAY = date(2026, 11, 17)


@pytest.mark.parametrize(("message", "language"), [
    # a word French or English writes too ("la", "de", "en", "un", "y") is no clue either way
    ("Hola, el mueble Firenze del pedido SO-40302 llegó con un golpe en la puerta y un "
     "arañazo enorme", "es"),
    ("¿Hablan español?", "es"),
    ("¿Habla usted inglés?", "es"),
    ("Hola, soy la vecina de Camille, pedido SO-40101, ¿cuándo llega el sofá?", "es"),
    ("Buongiorno, il divano dell'ordine SO-40501 è arrivato con un graffio", "it"),
    ("Guten Tag, mein Sessel SO-40401 ist mit einem Kratzer angekommen", "de"),
    ("Bom dia, a mesa da encomenda SO-40601 chegou riscada", "pt"),
    ("Hallo, waar is mijn bestelling SO-40701? Alvast bedankt", "nl"),
    ("Goedemorgen, kan de levering van SO-40701 naar vrijdag 4 december verplaatst worden?",
     "nl"),
    # bare answers and thanks
    ("sí, claro, adelante", "es"),
    ("va bene, grazie", "it"),
    ("tá bom", "pt"),
    ("natürlich", "de"),
    ("prima, doe maar", "nl"),
    ("gracias", "es"),
    # French and English, a foreign word or two in them
    ("hola ! où en est ma commande SO-40101 ?", None),
    ("Ciao! Grazie mille, where is my order SO-40201?", None),
    ("Pouvez-vous déplacer SO-40301 au miércoles 16 décembre après-midi ?", None),
    ("Je voudrais déplacer la livraison de SO-40101 au mercredi 9 décembre après-midi", None),
    ("I'm flying to Zürich on the 8th and back on the 11th, could SO-40201 come on Monday "
     "14 December in the afternoon?", None),
    ("si", None),
    ("no", None),
    ("ok", None),
    ("non", None),
])
def test_foreign_language(message: str, language: str | None) -> None:
    assert foreign_language(message) == language


@pytest.mark.parametrize(("answer", "language"), [
    ("yesss", "en"), ("yeees", "en"), ("sureee", "en"), ("ouiii", "fr"), ("yes", "en"),
    ("oui", "fr"), ("okkk", None), ("ok", None),
])
def test_drawn_out_answer_says_its_language(answer: str, language: str | None) -> None:
    assert answer_language(answer) == language


@pytest.mark.parametrize(("message", "dates", "away"), [
    ("I'm flying to Zürich on the 8th and back on the 11th, could SO-40201 come on Monday "
     "14 December in the afternoon?", [14], [8, 9, 10, 11]),
    ("I leave for Rome on the 8th and I'm back on the 11th, could it come on the 14th?",
     [14], [8, 9, 10, 11]),
    ("Je pars à Madrid le 8 et je rentre le 11, pouvez-vous livrer le lundi 14 décembre ?",
     [14], [8, 9, 10, 11]),
    ("je prends l'avion le 8 et je reviens le 11, le 14 ça irait ?", [14], [8, 9, 10, 11]),
    ("We're off to Lisbon on Tuesday 8 December, home on Friday 11th, deliver Monday 14th",
     [14], [8, 9, 10, 11]),
    ("I'm travelling to Berlin on Dec 8 and flying back on Dec 11; is Dec 14 free?",
     [14], [8, 9, 10, 11]),
    ("I'm leaving on the 8th, could it come on the 7th?", [7], [8]),
    ("je pars en vacances le 8, livrez le 14", [14], [8]),
    # never a leg said as a bound, nor someone else leaving
    ("could the driver leave it on the 14th", [14], []),
])
def test_trip_days_are_away(message: str, dates: list[int], away: list[int]) -> None:
    wish = resolve_wish(message, TODAY)
    assert [d.day for d in wish.dates] == dates
    assert [d.day for d in wish.excluded] == away


@pytest.mark.parametrize("message", [
    "I'm flying to Spain on the 8th and back on the 11th, could it come after I'm back?",
    "Je m'envole pour Lisbonne le mardi 8 décembre et je reviens le vendredi 11, livrez "
    "après mon retour",
])
def test_after_the_trip_counts_from_the_day_after(message: str) -> None:
    wish = resolve_wish(message, TODAY)
    assert wish.start == date(2026, 12, 12)


@pytest.mark.parametrize(("message", "scope"), [
    ("Ma commande SO-40102 a bien été livrée ? Je n'étais pas là ce jour-là, c'est mon fils "
     "qui a réceptionné", None),
    ("Was SO-40201 delivered? I was out, my son signed for it.", None),
    ("c'est ma voisine qui a réceptionné le colis, où en est SO-40101 ?", None),
    ("mon fils pourra réceptionner SO-40101", "handover"),
    ("my son can sign for it", "handover"),
    ("mon voisin peut garder le colis", "handover"),
])
def test_handover_told_as_done_is_the_story(message: str, scope: str | None) -> None:
    assert out_of_scope(message) == scope


@pytest.mark.parametrize(("message", "status"), [
    ("je voulais savoir ce qu'il en est de ma commande SO-40101", True),
    ("Qu'est-ce que devient ma commande SO-40101 ?", True),
    ("je voulais savoir ce qu'il en est de ma livraison", True),
    ("je voudrais déplacer ma livraison au 14", False),
])
def test_status_asked_around_it(message: str, status: bool) -> None:
    assert asks_order_status(message) == status


@pytest.mark.parametrize(("message", "language"), [
    ("Pouvez-vous me dire en français où en est ma commande ?", "fr"),
    ("répondez-moi en anglais svp", "en"),
    ("please answer in English", "en"),
    ("Where is my order SO-40101? en français svp", "fr"),
    ("Sorry! In English: when will my table SO-40701 be delivered?", "en"),
    ("Ah pardon, je préfère en français : elle arrive quand exactement ?", "fr"),
    ("Vous parlez anglais ?", None),
    ("Do you speak French?", None),
    ("Pouvez-vous me répondre en allemand ?", None),
    ("I live in France, where is my order?", None),
    ("livrez en fin de semaine", None),
])
def test_language_asked(message: str, language: str | None) -> None:
    assert language_asked(message) == language
