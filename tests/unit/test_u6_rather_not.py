"""A preference against, a not now, and a no followed by a deferral are a no (U6)."""

import pytest

from nodes.kit.consent import read_answer


@pytest.mark.parametrize("message", [
    "I'd rather not", "I would rather not, thanks", "rather not", "I'd prefer not",
    "I'd prefer not to", "je préfère pas", "Je préfère ne pas, merci.", "je préférerais pas",
    "plutôt non", "not this time", "pas cette fois", "hold off", "let's hold off for now",
    "non, je vais réfléchir", "no, I'll think about it", "non merci, je préfère pas",
    "non, pas pour l'instant", "rather not, I'll think about it",
])
def test_a_no(message: str) -> None:
    assert read_answer(message).answer == "no"


@pytest.mark.parametrize("message", [
    "je vais réfléchir", "I'll think about it", "for now", "pour l'instant",
    "oui pour l'instant", "ok for now", "je préfère pas le dernier", "I'd rather not?",
])
def test_no_plain_no(message: str) -> None:
    assert read_answer(message).answer != "no"
