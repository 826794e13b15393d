"""A thanks with praise said to the desk only thanks (U6); a complaint after it does not."""

import pytest

from nodes.kit.answers import only_thanks


@pytest.mark.parametrize("message", [
    "Thanks ever so much, you are marvellous", "merci infiniment vous êtes formidable",
    "cheers mate, brilliant", "thank you, you've been a star!", "thanks, you're a lifesaver",
    "Thanks so much, you guys are the best", "Merci, vous êtes un amour !",
    "merci beaucoup, vous êtes très efficaces", "merci t'es génial",
    "Merci, c'est très aimable à vous", "merci vous avez été parfaits",
])
def test_praise_with_a_thanks_only_thanks(message: str) -> None:
    assert only_thanks(message)


@pytest.mark.parametrize("message", [
    "merci, vous êtes toujours en retard", "thanks, you are late", "you are the best",
    "thanks, you have my order?", "merci, vous êtes nuls",
])
def test_no_thanks_alone(message: str) -> None:
    assert not only_thanks(message)
