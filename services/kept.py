"""Readings kept per text: pure readers of a message that one turn calls several times
(the routers, the executors and the reply each ask whether the message names an order, a
piece, a day or something the desk does not do), kept in bounded caches so that a turn reads
each message once. Only pure functions of hashable arguments are kept; a reader that returns
a list gives each caller its own copy (`per_text_list`), so that no caller can change what
another reads. `forget` empties them all (the benchmarks count a fresh message's reading)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, wraps
from typing import ParamSpec, TypeVar, cast

P = ParamSpec("P")
T = TypeVar("T")

# Readings kept per reader: a turn reads one message (and the wish a model filled from it);
# a serving process's recent turns stay in, a bound keeps the memory flat.
KEPT = 256

_clears: list[Callable[[], None]] = []


def per_text(reader: Callable[P, T]) -> Callable[P, T]:
    """`reader` (pure; its result is never changed by a caller: a str, a bool, a tuple, a
    frozen value) with its last KEPT readings kept."""
    kept = lru_cache(maxsize=KEPT)(reader)
    _clears.append(kept.cache_clear)
    return cast(Callable[P, T], kept)


def per_text_list(reader: Callable[P, list[T]]) -> Callable[P, list[T]]:
    """`reader` (pure, giving a list) with its last KEPT readings kept; each call gets a new
    list of the kept items."""

    @lru_cache(maxsize=KEPT)
    def kept(*args: object) -> tuple[T, ...]:
        return tuple(cast(Callable[..., list[T]], reader)(*args))

    _clears.append(kept.cache_clear)

    @wraps(reader)
    def read(*args: P.args, **kwargs: P.kwargs) -> list[T]:
        if kwargs:  # keyword calls are not kept (none of the readers is called so)
            return reader(*args, **kwargs)
        return list(kept(*args))

    return read


def forget() -> None:
    """Empty every kept reading."""
    for clear in _clears:
        clear()
