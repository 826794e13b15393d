"""Behind a LangGraph server, an identity provider that cannot be reached is a 503 (retry
later), not a 401 (the caller's token may well be good)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from langgraph_sdk import Auth

from comptoir import langgraph_auth
from services.auth import KeysUnavailable, TokenError


class Failing:
    def __init__(self, error: Exception) -> None:
        self.error = error

    def verify(self, token: str) -> Any:
        raise self.error


@pytest.mark.parametrize(("error", "status"), [
    (KeysUnavailable("The identity provider's keys cannot be fetched; retry shortly."), 503),
    (TokenError("The token has expired."), 401),
])
def test_a_provider_outage_is_503_and_a_bad_token_401(
        monkeypatch: pytest.MonkeyPatch, error: Exception, status: int) -> None:
    monkeypatch.setattr(langgraph_auth, "verifiers", lambda: Failing(error))
    with pytest.raises(Auth.exceptions.HTTPException) as refused:
        asyncio.run(langgraph_auth.authenticate("Bearer x.y.z"))
    assert refused.value.status_code == status
