"""A token's `exp`, `nbf` and `iat` are NumericDates (RFC 7519 §2): JSON numbers of seconds,
each a date (before the year 10000: an `exp` of 1e20 was a token that never expires).
PyJWT reads them with `int()`, so a token whose `exp` was the string "9999999999" (or the
boolean true, an `nbf` of "0") was accepted as if it held a date, and one whose `exp` was an
integer of hundreds of digits passed PyJWT and then broke the gateway's token cache (a 500).
Each is now a 401 naming the claim, on every surface that checks tokens (gateway, demo page
sign-in check, LangGraph server)."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import jwt
import pytest
from fastapi.testclient import TestClient
from langgraph_sdk import Auth

from comptoir import langgraph_auth
from services.auth import DEMO_ISSUER, TokenError
from services.gateway.app import create_gateway
from tests.data import JEAN
from tests.identity import issuer, verifiers


class Echo:
    def turn(self, message: str, **kwargs: Any) -> Any:
        return type("T", (), {"reply": "ok", "asks": False, "text_id": "echo", "trace": []})()

    def history(self, thread_id: str) -> list[dict[str, str]]:
        return []


def token(**times: Any) -> str:
    now = int(time.time())
    claims = {"iss": DEMO_ISSUER, "aud": "comptoir", "sub": "u-1", "email": JEAN,
              "email_verified": True, "exp": now + 300, "nbf": now - 5, "iat": now - 5}
    claims.update(times)
    return jwt.encode(claims, issuer().private_key, algorithm="ES256")


ODD = {
    "exp a numeric string": {"exp": "9999999999"},
    "exp a string of now+300": {"exp": str(int(time.time()) + 300)},
    "exp true": {"exp": True},
    "exp a list": {"exp": [9999999999]},
    "exp with hundreds of digits": {"exp": 10 ** 400},
    "exp 1e20, a float past any date": {"exp": 1e20},
    "exp 10**20, an integer past any date": {"exp": 10 ** 20},
    "exp just past year 9999": {"exp": 253402300800},
    "iat 1e300": {"iat": 1e300},
    "nbf a numeric string": {"nbf": "0"},
    "iat a numeric string": {"iat": "0"},
    "iat false": {"iat": False},
}


@pytest.mark.parametrize("case", ODD)
def test_a_time_claim_that_is_no_number_is_refused(case: str) -> None:
    with pytest.raises(TokenError) as refused:
        verifiers().verify(token(**ODD[case]))
    claim = next(iter(ODD[case]))
    assert f"({claim})" in refused.value.message or f" {claim} " in refused.value.message


@pytest.mark.parametrize("case", ODD)
def test_the_gateway_answers_401(case: str) -> None:
    client = TestClient(create_gateway(Echo, clients={"demo-web": ["customer"]},
                                       verifiers=verifiers()), raise_server_exceptions=False)
    refused = client.post("/v1/chat", json={"message": "hi"},
                          headers={"X-Client-Id": "demo-web",
                                   "Authorization": f"Bearer {token(**ODD[case])}"})
    assert refused.status_code == 401, refused.text
    assert refused.json()["error"] == "invalid_token"
    assert next(iter(ODD[case])) in refused.json()["message"]


@pytest.mark.parametrize("case", ODD)
def test_the_langgraph_server_answers_401(monkeypatch: pytest.MonkeyPatch, case: str) -> None:
    checker = verifiers()
    monkeypatch.setattr(langgraph_auth, "verifiers", lambda: checker)
    with pytest.raises(Auth.exceptions.HTTPException) as refused:
        asyncio.run(langgraph_auth.authenticate(f"Bearer {token(**ODD[case])}"))
    assert refused.value.status_code == 401


@pytest.mark.parametrize("fraction", [None, 300.5, 3e8])
def test_numbers_of_seconds_are_accepted(fraction: float | None) -> None:
    # the time is read when the test runs, never when it is collected (a full run takes
    # longer than the five minutes the token lives)
    times = {} if fraction is None else {"exp": time.time() + fraction}
    assert verifiers().verify(token(**times)).email == JEAN
