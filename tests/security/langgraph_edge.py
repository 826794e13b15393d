"""What the LangGraph-server edge tests share (comptoir/langgraph_http.py): a server whose
run clock is trusted (a test server's) in or out of demo mode, and tokens that verify by
name ("customer", "staff"; anything else does not)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from types import SimpleNamespace
from typing import Any

import pytest

from nodes.kit import identity
from services.settings import get_settings


def server_mode(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., None]]:
    """For a fixture: out of demo mode first; yields `configure(demo=...)` to switch; the
    settings read afresh afterwards."""
    def configure(demo: bool = False) -> None:
        monkeypatch.setenv("COMPTOIR_TRUST_RUN_CLOCK", "true")
        monkeypatch.setenv("COMPTOIR_DEMO", "true" if demo else "false")
        get_settings.cache_clear()
        identity.callers_set_clock.cache_clear()

    configure()
    yield configure
    get_settings.cache_clear()
    identity.callers_set_clock.cache_clear()


class Verifiers:
    """Tokens "customer" and "staff" verify; anything else does not."""

    def verify(self, token: str) -> Any:
        if token not in ("customer", "staff"):
            raise ValueError("bad token")
        return SimpleNamespace(staff=token == "staff", role=token)

    async def verify_async(self, token: str) -> Any:
        return self.verify(token)
