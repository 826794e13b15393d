"""`_covers` (is this message one or more phrases of a set, one after another?) tried every
span of the message: a 4,000-character message of 2,000 words ("a-a-a-…", "-1-1-1…") took
seconds of a worker's CPU in one turn, from anyone, anonymous included. It now tries only
spans as long as the set's longest phrase: the same answers, in linear time."""

from __future__ import annotations

import random
import time  # bounds below are thread CPU time: load stretches wall time, not work

import pytest

from nodes.kit import consent
from nodes.kit.consent import YES, _covers


def covers_every_span(text: str, phrases: set[str]) -> bool:
    """The former reading, every span tried: the reference the bounded one must match."""
    words = text.split()
    if not words:
        return False
    reachable = [True] + [False] * len(words)
    for end in range(1, len(words) + 1):
        for start in range(end):
            if reachable[start] and " ".join(words[start:end]) in phrases:
                reachable[end] = True
                break
    return reachable[-1]


@pytest.mark.parametrize("seed", range(40))
def test_the_same_answers_as_every_span(seed: int) -> None:
    rng = random.Random(seed)
    phrases = {"oui", "yes", "ok", "oui merci", "yes please", "d accord", "bien sur ok oui"}
    vocabulary = [w for p in phrases for w in p.split()] + ["non", "peut", "etre"]
    for _ in range(50):
        text = " ".join(rng.choice(vocabulary) for _ in range(rng.randint(0, 9)))
        assert _covers(text, phrases) == covers_every_span(text, phrases), text


def test_a_message_of_thousands_of_words_is_read_at_once() -> None:
    for text in (" ".join(["a"] * 20_000), " ".join(["oui"] * 20_000 + ["non"])):
        started = time.thread_time()
        assert _covers(text, set(YES)) is False
        assert time.thread_time() - started < 2.0
    assert _covers(" ".join(["oui"] * 20_000), set(YES)) is ("oui" in YES)


# `leads_with_yes`, `leads_with_no`, `_after_yes` and `_before_yes` read every prefix (or
# suffix) of a message as an answer: each a linear read, so the message was read in quadratic
# time, and a 4,000-character answer to a slot list ("le 2 le 2 …", 800 words) took some 30 s
# of a worker's CPU. A yes or a no said around other words is a few words long: only spans
# of up to `ANSWER_SPAN` words are tried.
LONG_ANSWERS = [" ".join(["le", "2"] * 800), " ".join(["oui", "le", "2"] * 500),
                " ".join(["non", "le", "2"] * 500), "oui, " + "et SO-24911 ? " * 280]


@pytest.mark.parametrize("message", LONG_ANSWERS, ids=["rank", "yes-rank", "no-rank", "and"])
def test_an_answer_of_hundreds_of_words_is_read_at_once(message: str) -> None:
    from nodes.kit.answers import leads_with_no, leads_with_yes, rank_instead
    from nodes.kit.consent import read_position

    started = time.thread_time()
    leads_with_yes(message)
    leads_with_no(message)
    read_position(message, 3)
    rank_instead(message, 3)  # a rank ruled out, then one said: its splits, as few
    assert time.thread_time() - started < 2.0


def test_a_long_leading_yes_or_no_is_still_read() -> None:
    from nodes.kit.answers import leads_with_no, leads_with_yes

    assert leads_with_yes("oui " * 20 + "et où en est SO-24911")
    assert leads_with_no("non " * 20 + "annulez plutôt la commande")
    assert not leads_with_yes("oui " * 20) and not leads_with_no("oui " * 20)


def test_words_read_for_slips_are_read_once_a_turn() -> None:
    """Each word that is no answer word is compared with every answer word for a slip of the
    keyboard: a 4,000-character message of one e-mail said again and again, read as an answer
    a few times a turn, took seconds when every reading compared every word again."""
    from nodes.kit.answers import leads_with_no, leads_with_yes
    from nodes.kit.consent import read_answer

    message = ("jean.martin@example.com " * 200)[:4000]
    started = time.thread_time()
    for _ in range(5):
        read_answer(message)
    leads_with_yes(message)
    leads_with_no(message)
    assert time.thread_time() - started < 1.0


def _covers_reference(text: str, phrases: set[str]) -> bool:
    """`_covers` as written before it stopped counting phrase lengths at the text's."""
    if not text:
        return False
    words = text.split()
    longest = max((len(p.split()) for p in phrases), default=0)
    reachable = [True] + [False] * len(words)
    for end in range(1, len(words) + 1):
        for start in range(max(0, end - longest), end):
            if reachable[start] and " ".join(words[start:end]) in phrases:
                reachable[end] = True
                break
    return reachable[-1]


def test_covers_reads_what_it_read_when_it_counted_every_phrase() -> None:
    sets = [consent.YES, consent.NO, consent.AROUND_ANSWER, consent.YES | consent.AROUND_ANSWER,
            set(), {"a b c d"}, {"", "oui"}]
    texts = ["oui", "oui oui", "ok merci", "d accord merci beaucoup", "non", "a b c d",
             "a b c d a b c d", "oui je confirme", "yes please go ahead", "c est bon pour moi",
             "", "   ", "euh oui", "non non non pas ca", "a", "a b", "a b c"]
    for phrases in sets:
        for text in texts:
            assert consent._covers(text, phrases) == _covers_reference(text, phrases), (
                text, len(phrases))
