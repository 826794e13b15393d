"""What a turn reads once and remembers gives what reading it again would: the words of an
analysis shared by the summary's two sentences (`nodes.analysis.meaning`), and each character
as the period's quote folds it (`services.periods._folded_char`)."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from nodes.analysis import meaning
from nodes.analysis.meaning import data_words_of, meaning_problems
from services import periods
from services.periods import said_period
from services.text import fold

ANALYSIS: dict[str, Any] = {
    "start": "2025-07-01", "end": "2025-09-30", "late_count": 0, "overdue_count": 0,
    "pending_count": 0, "paid_count": 3, "recommendations": [{"rule": "reliable_payer"}],
    "customer": {"id": "C-1", "name": "John Doe", "company": "Doe Interiors"},
    "products": [{"name": "Coussin Rose", "revenue": "120.00", "cost": "80.00"},
                 {"name": "Fauteuil Émile", "revenue": "900.00", "cost": "500.00"}],
    "bills": [{"number": "F-2025-001", "lines": [{"product": "Coussin Rose"}] * 3}]}

TEXTS = [
    "Un client ponctuel, aucun retard sur la période.",
    "Le « Coussin Rose » se vend bien, comme le Fauteuil Émile.",
    "Doe Interiors reste un client fidèle ; Marie Curie aussi.",
    "Les factures de décembre sont réglées.",
    "The customer may pay later than the due date, we'll see.",
    "Analyse de John Doe.", "À suivre.", "", "Relancez Dupont en Septembre.",
    "d'Émile et l'Armoire Normande.", "Le client paie en retard : relancez-le.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_the_words_of_an_analysis_read_once_check_as_read_each_time(text: str) -> None:
    words = cache(lambda: data_words_of(ANALYSIS))
    lang = "en" if text.startswith("The") else "fr"
    for others in (None, lambda word: ["Marie Curie"] if fold(word) == "curie" else []):
        assert meaning_problems(text, ANALYSIS, lang, others, words) == \
            meaning_problems(text, ANALYSIS, lang, others)


def test_the_words_of_an_analysis_are_read_once_for_every_sentence(
        monkeypatch: pytest.MonkeyPatch) -> None:
    reads: list[int] = []
    real = meaning.data_words_of

    def counted(analysis: Any) -> set[str]:
        reads.append(1)
        return real(analysis)

    monkeypatch.setattr(meaning, "data_words_of", counted)
    words = cache(lambda: meaning.data_words_of(ANALYSIS))
    for text in TEXTS:
        meaning_problems(text, ANALYSIS, "fr", None, words)
    assert reads == [1]
    # read only when a sentence has a capitalised word to check
    reads.clear()
    meaning_problems("aucun retard sur la période.", ANALYSIS, "fr")
    assert reads == []


def _folded_places_uncached(text: str) -> list[int] | None:
    """`periods._folded_places` as written before each character's folding was remembered."""
    import re

    from services.text import ZERO_WIDTH, fold_words

    pieces: list[tuple[str, int]] = []
    for index, char in enumerate(text):
        piece = fold(char).replace("…", "...")
        piece = re.sub(r"[^\w\s'@./:\-#°+?!,;()]", " ", ZERO_WIDTH.sub("", piece))
        pieces += [(c, index) for c in piece]
    folded, places = "", []
    for char, index in pieces:
        if char.isspace():
            if not folded or folded[-1] == " ":
                continue
            char = " "
        folded += char
        places.append(index)
    while folded.endswith(" "):
        folded, places = folded[:-1], places[:-1]
    return places if folded == fold_words(text) else None


@pytest.mark.parametrize("text", [
    "Analyse ma relation client avec John Doe sur l'année passée",
    "Quel CA pour Émilie Lefèvre au 2ᵉ trimestre 2025… et en été ?",
    "Chiffre d'affaires de Zoë\u200b Dupont – depuis janvier ! 🙂",
    "Ventes de l’ŒUVRE ﬁne en ＦＥＶＲＩＥＲ 2025, svp",
    "How did ACME do over the last 12 months?", "", "   ", "ß İ ǅ ﬀ ½ ①",
])
def test_a_remembered_fold_of_each_character_gives_the_same_places(text: str) -> None:
    periods._folded_char.cache_clear()
    first = periods._folded_places(text)
    assert first == _folded_places_uncached(text)
    assert periods._folded_places(text) == first  # from the remembered characters
    assert periods._folded_char.cache_info().hits > 0 or len(set(text)) == len(text)


@pytest.mark.parametrize("message", [
    "Analyse ma relation client avec John Doe sur l'année passée",
    "Quel CA pour Émilie Lefèvre au 2ᵉ trimestre 2025… et en été ?",
    "Chiffre d'affaires de Zoë\u200b Dupont depuis janvier ! 🙂",
    "Ventes de l’ŒUVRE en ＦＥＶＲＩＥＲ 2025, svp", "How did ACME do over the last 12 months?",
])
def test_the_quoted_period_is_the_one_quoted_without_remembering(
        message: str, monkeypatch: pytest.MonkeyPatch) -> None:
    found = said_period(message)
    monkeypatch.setattr(periods, "_folded_places", _folded_places_uncached)
    assert said_period(message) == found
