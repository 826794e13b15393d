"""blind14 care_upset: upset customers at the care desk (angry, sarcastic, rude): what
they say around an answer, in their rants and in rude questions, read as they mean it."""

from __future__ import annotations

import pytest

from nodes.kit.consent import read_answer


@pytest.mark.parametrize("message", [
    "bon... pardon, je me suis emportée. oui, allez-y.",
    "désolé pour tout à l'heure. d'accord.",
    "ok ok. je me calme. oui c'est bon.",
    "désolé de m'être emporté, oui allez-y",
    "excusez-moi pour le ton. oui",
    "je suis plus calme maintenant, c'est bon",
    "sorry for shouting earlier. yes, go ahead.",
    "fine. sorry. yes.",
    "ok, I'm calmer now. yes please",
    "my apologies for the tone. yes",
    "I lost my temper, sorry. ok go ahead",
])
def test_an_apology_or_a_calming_word_around_a_yes_changes_nothing(message: str) -> None:
    assert read_answer(message).answer == "yes"


@pytest.mark.parametrize("message", [
    "désolé, non", "sorry, no", "pardon, je me suis emporté. non merci", "I'm sorry. no",
])
def test_an_apology_around_a_no_changes_nothing(message: str) -> None:
    assert read_answer(message).answer == "no"


@pytest.mark.parametrize("message", [
    "sorry", "désolé", "je me calme", "I'm calmer now", "pardon ?", "sorry for shouting",
    "sorry, yes?", "sorry, I can't say yes yet",
])
def test_an_apology_alone_is_no_answer(message: str) -> None:
    assert read_answer(message).answer is None
