"""Behind a LangGraph server, an identity provider that cannot be reached is a 503 (retry
later), not a 401 (the caller's token may well be good)."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import ec
from langgraph_sdk import Auth

from comptoir import langgraph_auth
from services.auth import AuthConfig, KeysUnavailable, TokenError, TokenVerifier, Verifiers


class Failing:
    def __init__(self, error: Exception) -> None:
        self.error = error

    def verify(self, token: str) -> Any:
        raise self.error

    async def verify_async(self, token: str) -> Any:
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


def _hanging_provider(jwks_url: str) -> tuple[TokenVerifier, str]:
    """A provider whose keys are behind `jwks_url` (1 s timeout), and a token signed with a
    key it does not know: checking it waits on the fetch."""
    idp = TokenVerifier(AuthConfig(issuer="https://idp.example", audience="comptoir",
                                   algorithms=("ES256",), jwks_url=jwks_url,
                                   jwks_timeout_s=1.0))
    forged = jwt.encode({"iss": "https://idp.example", "aud": "comptoir", "sub": "x",
                         "exp": int(time.time()) + 60}, ec.generate_private_key(ec.SECP256R1()),
                        algorithm="ES256", headers={"kid": "made-up"})
    return idp, forged


def test_a_hanging_provider_stalls_no_other_call_of_the_server(
        monkeypatch: pytest.MonkeyPatch, hanging_jwks: str) -> None:
    """The handler runs on the server's event loop: a token checked there (a JWKS fetch that
    waits for its timeout) held every other call of the server, runs included, for that
    long. It is checked on the verifiers' own threads, as at the gateway."""
    idp, forged = _hanging_provider(hanging_jwks)
    monkeypatch.setattr(langgraph_auth, "verifiers", lambda: Verifiers([idp]))

    async def run() -> tuple[int, float]:
        ticks: list[float] = []

        async def ticker() -> None:  # another call of the server, meanwhile
            for _ in range(8):
                await asyncio.sleep(0.05)
                ticks.append(time.perf_counter())

        async def check() -> int:
            try:
                await langgraph_auth.authenticate(f"Bearer {forged}")
            except Auth.exceptions.HTTPException as refused:
                return refused.status_code
            return 200

        start = time.perf_counter()
        status, _ = await asyncio.gather(check(), ticker())
        return status, ticks[-1] - start

    status, ticked_in = asyncio.run(run())
    assert status == 503
    assert ticked_in < 0.8, ticked_in  # eight ticks of 50 ms, not after the 1 s timeout


def test_the_servers_edge_checks_stall_nothing_either(
        monkeypatch: pytest.MonkeyPatch, hanging_jwks: str) -> None:
    """The server's edge (comptoir/langgraph_http.py) reads the caller's role before the auth
    handler (a customer's thread state is refused, a staff member's is not): checked on the
    event loop, the same hanging fetch held every call there too."""
    import httpx

    from comptoir import langgraph_http

    idp, forged = _hanging_provider(hanging_jwks)
    monkeypatch.setattr(langgraph_http, "verifiers", lambda: Verifiers([idp]))

    async def run() -> float:
        ticks: list[float] = []

        async def ticker() -> None:
            for _ in range(8):
                await asyncio.sleep(0.05)
                ticks.append(time.perf_counter())

        transport = httpx.ASGITransport(app=langgraph_http.app)
        async with httpx.AsyncClient(transport=transport, base_url="http://lg") as client:
            start = time.perf_counter()
            await asyncio.gather(client.get("/threads/t-1/state", headers={
                "Authorization": f"Bearer {forged}"}), ticker())
        return ticks[-1] - start

    assert asyncio.run(run()) < 0.8
