"""What the blind16 care_status and care_cases readings must not take (French and English):
damage told with a delivery ("livré avec un accoudoir déchiré", "marqué livré, mais reçu
rayé") is a damage report, never the status; a damage claim asked to be opened is a damage
report, never a case's status; a move asked "pour quand" is a move; a call asked of the
driver ("give me a shout") is no complaint about his conduct."""

from __future__ import annotations

import pytest

from nodes.kit.answers import complains
from services.llm.lexicon import intent_of


@pytest.mark.parametrize("message", [
    "Le fauteuil SO-24870 a été livré avec un accoudoir déchiré, que faire ?",
    "C'est marqué livré sur le site mais le fauteuil SO-24870 est arrivé rayé",
    "SO-24870 marqué livré, mais reçu avec le tissu déchiré",
    "The armchair SO-24870 was delivered with a torn armrest, what now?",
    "it's marked as delivered but the chair SO-24870 arrived scratched",
    "I need to put in a damage claim for my armchair SO-24870",
    "I'm putting in a damage claim for SO-24870",
    "I want to file a damage claim for SO-24870",
    "je veux déposer un dossier de casse pour SO-24870",
    "je veux faire une réclamation pour casse SO-24870",
    "je veux ouvrir une réclamation de casse SO-24870",
])
def test_damage_told_or_claim_opened_is_a_damage_report(message: str) -> None:
    assert intent_of(message) == "report_damage"


@pytest.mark.parametrize(("message", "intent"), [
    # what the fixes were for, kept
    ("les chaises arrivent avec la table ?", "order_status"),
    ("do the chairs come with the table?", "order_status"),
    ("le fauteuil SO-41101 marqué livré, j'ai rien vu passer moi", "order_status"),
    ("le buffet c'est pour quand finalement ?", "order_status"),
    ("where is my damage claim at? SO-24870", "case_status"),
    ("please cancel my damage case for SO-24870, sorted it myself", "case_status"),
    # a move asked "for when": the days open
    ("Pour quand pouvez-vous décaler SO-24903 ?", "reschedule"),
    ("for when can you move SO-24903?", "reschedule"),
])
def test_kept_and_move(message: str, intent: str) -> None:
    assert intent_of(message) == intent


@pytest.mark.parametrize(("message", "complaint"), [
    ("Can the driver give me a shout when he's 10 minutes away? SO-24903", False),
    ("can the driver give us a yell when he is close?", False),
    ("the driver shouted at my wife, totally unacceptable", True),
    ("the driver was shouting at me", True),
    ("the driver was really rude to my mother", True),
    ("le livreur a crié sur ma femme", True),
])
def test_a_call_asked_is_no_complaint(message: str, complaint: bool) -> None:
    assert complains(message) is complaint
