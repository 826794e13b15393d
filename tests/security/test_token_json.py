"""A token's header and payload are JSON objects (RFC 7519 §7.2): each member once, and no
critical extension the server does not know (RFC 7515 §4.1.11).

What an attacker review found, with tokens the issuer signed: a claim given twice
(`{"sub": "victim", ..., "sub": "attacker"}`) was read as the last one, where the issuer, a
proxy or an audit tool may read the first (RFC 7519 §4: a JWT with duplicate claim names must
be rejected or the last taken; a claim is an identity here, so it is rejected); the same for
a header member (`"alg"` twice). A header whose `crit` names an extension was refused as
"not a JWT", which tells the issuer's operator nothing: the refusal now names the extension
(none is supported). Each is a 401 naming what is wrong, on every surface that checks tokens."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient
from langgraph_sdk import Auth

from comptoir import langgraph_auth
from services.auth import DEMO_ISSUER, TokenError
from services.gateway.app import create_gateway
from tests.data import ALICE, JEAN
from tests.identity import signed_json, verifiers

HEADER = '{"alg": "ES256", "typ": "JWT"}'


def claims(**more: Any) -> str:
    """The payload's members (a valid token's), as JSON text without its braces."""
    now = int(time.time())
    values = {"iss": DEMO_ISSUER, "aud": "comptoir", "sub": "u-1", "email": JEAN,
              "email_verified": True, "exp": now + 300, "nbf": now - 5, "iat": now - 5, **more}
    return json.dumps(values)[1:-1]


TWICE = {
    "sub": lambda: signed_json(HEADER, '{"sub": "victim", ' + claims(sub="attacker") + "}"),
    "email": lambda: signed_json(HEADER, "{" + claims() + f', "email": "{ALICE}"' + "}"),
    "roles": lambda: signed_json(HEADER, '{"roles": ["staff"], ' + claims(roles=[]) + "}"),
    "country, in a claim that is an object": lambda: signed_json(
        HEADER, "{" + claims() + ', "address": {"country": "FR", "country": "DE"}}'),
    "alg, in the header": lambda: signed_json('{"alg": "none", "alg": "ES256"}',
                                              "{" + claims() + "}"),
}

CRITICAL = {
    "an unknown extension": ('{"alg": "ES256", "crit": ["exp-ext"], "exp-ext": 1}', "exp-ext"),
    "b64, which no token here uses": ('{"alg": "ES256", "crit": ["b64"], "b64": true}', "b64"),
}


def echo_gateway() -> TestClient:
    class Echo:
        def turn(self, message: str, **kwargs: Any) -> Any:
            return type("T", (), {"reply": "ok", "asks": False, "text_id": "echo",
                                  "trace": []})()

        def history(self, thread_id: str) -> list[dict[str, str]]:
            return []

    return TestClient(create_gateway(Echo, clients={"demo-web": ["customer"]},
                                     verifiers=verifiers()))


def test_the_helper_signs_a_token_that_verifies() -> None:
    """The tokens below are refused for what they hold, not for their signature."""
    who = verifiers().verify(signed_json(HEADER, "{" + claims() + "}"))
    assert (who.subject, who.email) == (f"user:{DEMO_ISSUER}|u-1", JEAN)


@pytest.mark.parametrize("case", TWICE)
def test_a_member_given_twice_is_refused_naming_it(case: str) -> None:
    with pytest.raises(TokenError) as refused:
        verifiers().verify(TWICE[case]())
    name = case.split(",")[0]
    assert f"'{name}' twice" in refused.value.message, refused.value.message


@pytest.mark.parametrize("case", TWICE)
def test_the_gateway_answers_401_for_a_member_given_twice(case: str) -> None:
    refused = echo_gateway().post("/v1/chat", json={"message": "hi"}, headers={
        "X-Client-Id": "demo-web", "Authorization": f"Bearer {TWICE[case]()}"})
    assert refused.status_code == 401, refused.text
    assert refused.json()["error"] == "invalid_token"
    assert "twice" in refused.json()["message"]


@pytest.mark.parametrize("case", CRITICAL)
def test_a_critical_extension_is_refused_naming_it(case: str) -> None:
    header, extension = CRITICAL[case]
    token = signed_json(header, "{" + claims() + "}")
    with pytest.raises(TokenError) as refused:
        verifiers().verify(token)
    said = refused.value.message
    assert "not a JWT" not in said, said
    assert "critical" in said and repr(extension) in said, said
    answered = echo_gateway().post("/v1/chat", json={"message": "hi"}, headers={
        "X-Client-Id": "demo-web", "Authorization": f"Bearer {token}"})
    assert answered.status_code == 401 and answered.json()["message"] == said


def test_the_langgraph_server_answers_401(monkeypatch: pytest.MonkeyPatch) -> None:
    checker = verifiers()
    monkeypatch.setattr(langgraph_auth, "verifiers", lambda: checker)
    for token in [TWICE["sub"](), signed_json(CRITICAL["an unknown extension"][0],
                                              "{" + claims() + "}")]:
        with pytest.raises(Auth.exceptions.HTTPException) as refused:
            asyncio.run(langgraph_auth.authenticate(f"Bearer {token}"))
        assert refused.value.status_code == 401
