"""R10: the analysis's free sentences with bidirectional controls.

Before: "Le taux de marge de la Chaise Nantes atteint \u202e61\u202c %." was kept, every check
reading 61 (a figure of the analysis) while a browser displays "16 %"; and a sentence written
backwards behind a right-to-left override passes every word check (read backwards) and
displays forwards. No report sentence needs such a character: the sentence is refused and the
fixed one stands."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from nodes.analysis.checks import problems_in
from services.store import Store
from tests.conftest import fresh_store
from tests.integration.test_analytics import hand_fixture
from tests.safety.test_summary_meaning import report
from tests.unit.test_summary_numbers import ALLOWED, KNOWN

RLO, PDF, RLI, PDI = "\u202e", "\u202c", "\u2067", "\u2069"


@pytest.fixture
def store() -> Iterator[Store]:
    s = fresh_store("sqlite://", hand_fixture())
    yield s
    s.engine.dispose()


@pytest.mark.parametrize("text", [
    f"Le client a réglé {RLO}11{PDF} factures sur la période.",  # 11 read, 11 shown: still no
    f"Le chiffre d'affaires s'élève à {RLO}59,886 84{PDF} €.",
    f"Pour la période, {RLO}.séyap tnos serutcaf sel setuot{PDF}",  # "toutes ... payées" shown
    f"Cette analyse couvre John Doe {RLI}sur la période{PDI}.",
    "Cette analyse couvre John Doe\u200f sur la période.",           # a right-to-left mark
])
def test_a_sentence_with_bidirectional_controls_is_refused(text: str) -> None:
    assert any("display order" in p for p in problems_in(text, ALLOWED, KNOWN)), \
        problems_in(text, ALLOWED, KNOWN)


def test_the_report_never_shows_a_figure_reversed(store: Store) -> None:
    # Émilie Lefèvre's 2025 analysis holds 600,00 € and 4 bills; "‮4‬" alone reads the same
    turn = report(store, f"Cette analyse couvre {RLO}4{PDF} factures d'Émilie Lefèvre.",
                  f"Le chiffre d'affaires atteint {RLO}00,006{PDF} €.")
    assert RLO not in turn.reply and PDF not in turn.reply
