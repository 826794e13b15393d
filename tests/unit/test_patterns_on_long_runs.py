"""Patterns that read every message were quadratic on long runs of one kind of character: an
e-mail pattern tried from each character of "1111…" (4,000 of them), the half-day-with-rank
pattern from each word of "a a a …". A 4,000-character message cost seconds of a worker's
CPU, from anyone. Each now starts a match only where one can start (or bounds a repetition
no person writes), with the same matches on what people write."""

from __future__ import annotations

import re
import time  # bounds below are thread CPU time: load stretches wall time, not work

import pytest

from nodes.care_desk.routes import EMAIL
from nodes.care_desk.scope import _EMAIL_SAID
from nodes.kit.answers import ADDRESS, HALF_WITH_RANK, carries_no_language, only_names_an_order
from services.text import E_MAIL, EMAIL_RE

FORMER = {
    "E_MAIL": (E_MAIL, re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")),
    "EMAIL": (EMAIL, re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")),
    "ADDRESS": (ADDRESS, re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")),
    "EMAIL_RE": (EMAIL_RE, re.compile(r"[a-z0-9._%+\-]+@[a-z0-9.\-]+\.[a-z]{2,}")),
    "_EMAIL_SAID": (_EMAIL_SAID, re.compile(
        r"(?:\b(?:adresse|address|adress|addresse)\b(?:\s*(?:e-?mail|mail|courriel))?\s*"
        r"(?:(?:is|est|c'est|c’est|c est|:|-|=|,)\s*){0,2})?"
        r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", re.IGNORECASE)),
}
SAID = [
    "mon e-mail est jean.martin@example.com merci", "jean.martin@example.com",
    "adresse: jean@x.fr", "address -jean@x.com", "address-jean@x.com", "a@b@c.d",
    "écrivez à jean+meubles@example.co.uk, ou a.b@c.d.", "x@y", "@@@ a@b.cc @",
    "mon adresse e-mail c'est : marie.dupont@gmail.com", "SO-24903 JEAN@EXAMPLE.COM",
    "deux: a@b.fr,c@d.fr", "mail:<jean@x.fr>", "ADDRESS IS  jean@x.fr",
]
LONG = ["1" * 4000, "a." * 2000, "-1" * 2000, "a " * 2000, "9h" * 2000, "x" * 3990 + "@b.com"]


@pytest.mark.parametrize("name", FORMER)
def test_the_same_matches_as_before(name: str) -> None:
    now, before = FORMER[name]
    for text in SAID + [t.lower() for t in SAID]:
        assert [m.span() for m in now.finditer(text)] == \
            [m.span() for m in before.finditer(text)], text


@pytest.mark.parametrize("pattern", [E_MAIL, EMAIL, ADDRESS, EMAIL_RE, _EMAIL_SAID,
                                     HALF_WITH_RANK])
def test_a_long_run_is_read_at_once(pattern: re.Pattern[str]) -> None:
    for text in LONG:
        started = time.thread_time()
        pattern.sub(" ", text)
        assert time.thread_time() - started < 0.05, text[:10]


@pytest.mark.parametrize("said", ["le 2e mais l'apres midi", "the second one but in the "
                                  "afternoon please", "option 2 le matin plutot",
                                  "pas le matin", "mais plutot de preference le matin svp"])
def test_half_days_with_a_rank_are_still_read(said: str) -> None:
    assert HALF_WITH_RANK.search(said) is not None


def test_a_message_of_one_long_run_is_read_at_once() -> None:
    """The readers a turn calls on every message (the patterns above, and the order and
    e-mail remover of services.wishes), together, on the worst runs."""
    from services.wishes import says_when

    started = time.thread_time()
    for text in LONG:
        carries_no_language(text)
        only_names_an_order(text)
        says_when(text)
    assert time.thread_time() - started < 3.0


@pytest.mark.parametrize("unit", ["le 2 ", "pas le 2 ", "mardi ", "le matin "])
def test_a_wish_of_hundreds_of_dates_is_read_at_once(unit: str) -> None:
    """Each date said in a clause asked whether the clause says a negation, reading the whole
    clause again: 800 dates in one clause ("le 2 le 2 …", said to a slot list) took some
    1.5 s a reading, and a turn reads a wish several times."""
    from datetime import date

    from services.wishes import resolve_wish

    message = (unit * 1000)[:4000]
    started = time.thread_time()
    resolve_wish(message, date(2026, 10, 14))
    assert time.thread_time() - started < 1.0
