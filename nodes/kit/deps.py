"""Give nodes their dependencies (store, model) without reading the environment in nodes."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from langchain_core.language_models import BaseChatModel

from nodes.kit.context import Context, context_of
from services.clock import FixedClock
from services.store import Store


@dataclass
class Deps:
    """What nodes use: the store and a way to get a chat model by name."""

    store: Store
    model_for: Callable[[str | None], BaseChatModel]
    label: str = "custom"
    _cache: dict[str | None, BaseChatModel] = field(default_factory=dict)

    def model(self, name: str | None = None) -> BaseChatModel:
        if name not in self._cache:
            self._cache[name] = self.model_for(name)
        return self._cache[name]


_lock = threading.Lock()
_current: Deps | None = None


def default_deps() -> Deps:
    """Build dependencies from the process settings, seeding an empty database."""
    from services.bootstrap import ensure_seeded, store_from_settings
    from services.llm.factory import make_model, model_label
    from services.settings import get_settings

    settings = get_settings()
    store = store_from_settings(settings)
    ensure_seeded(store)
    return Deps(
        store=store, model_for=lambda name: make_model(settings, name),
        label=model_label(settings),
    )


def get_deps() -> Deps:
    global _current
    with _lock:
        if _current is None:
            _current = default_deps()
        return _current


def set_deps(deps: Deps | None) -> None:
    global _current
    with _lock:
        _current = deps


@contextmanager
def using(deps: Deps) -> Iterator[Deps]:
    """Run with these dependencies, then restore the previous ones."""
    global _current
    with _lock:
        previous, _current = _current, deps
    try:
        yield deps
    finally:
        with _lock:
            _current = previous


def store_for(context: Any) -> Store:
    """The store, on the run's clock when the context fixes `now`."""
    store = get_deps().store
    at = context_of(context).now_at()
    return replace(store, clock=FixedClock(at)) if at is not None else store


def model_for(context: Any) -> BaseChatModel:
    return get_deps().model(context_of(context).model)


__all__ = ["Context", "Deps", "get_deps", "model_for", "set_deps", "store_for", "using"]
