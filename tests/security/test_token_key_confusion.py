"""A token whose `alg` does not fit the key its `kid` names is a 401, never a 500.

An attacker review: the identity provider publishes RSA keys (the usual JWKS) and the
default accepted algorithms are RS256 and ES256. A token with `alg: ES256` and the `kid` of
an RSA key made PyJWT fail to load the key (TypeError/ValueError): an unhandled error, a 500
at the gateway and in the LangGraph server's auth handler, from anyone with no account. The
same with an RSA public key configured and an ES256 token."""

from __future__ import annotations

import asyncio
import base64
import time
from typing import Any

import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from fastapi.testclient import TestClient
from langgraph_sdk import Auth

from comptoir import langgraph_auth
from services.auth import AuthConfig, TokenError, TokenVerifier, Verifiers
from services.gateway.app import create_gateway

IDP = "https://idp.example"
EC_KEY = ec.generate_private_key(ec.SECP256R1())
RSA_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)
JWKS = {"keys": [
    {**jwt.algorithms.RSAAlgorithm.to_jwk(RSA_KEY.public_key(), as_dict=True),
     "kid": "rsa-1", "use": "sig", "alg": "RS256"},
    {**jwt.algorithms.ECAlgorithm.to_jwk(EC_KEY.public_key(), as_dict=True),
     "kid": "ec-1", "use": "sig", "alg": "ES256"},
    {"kty": "oct", "kid": "oct-1", "k": base64.urlsafe_b64encode(b"s" * 32).decode()},
]}


def claims() -> dict[str, Any]:
    return {"iss": IDP, "aud": "comptoir", "sub": "attacker", "email": "jean.martin@example.com",
            "email_verified": True, "exp": int(time.time()) + 300}


def jwks_verifier(monkeypatch: pytest.MonkeyPatch) -> TokenVerifier:
    verifier = TokenVerifier(AuthConfig(issuer=IDP, audience="comptoir",
                                        jwks_url=f"{IDP}/jwks"))
    assert verifier._jwks is not None
    monkeypatch.setattr(verifier._jwks, "fetch_data", lambda: JWKS)
    return verifier


CONFUSED = {
    "ES256 signed, kid of an RSA key": lambda: jwt.encode(
        claims(), EC_KEY, algorithm="ES256", headers={"kid": "rsa-1"}),
    "RS256 signed, kid of an EC key": lambda: jwt.encode(
        claims(), RSA_KEY, algorithm="RS256", headers={"kid": "ec-1"}),
    "ES256 signed, kid of a shared secret": lambda: jwt.encode(
        claims(), EC_KEY, algorithm="ES256", headers={"kid": "oct-1"}),
}


@pytest.mark.parametrize("case", CONFUSED)
def test_a_kid_of_another_kind_of_key_is_a_token_error(monkeypatch: pytest.MonkeyPatch,
                                                        case: str) -> None:
    verifier = jwks_verifier(monkeypatch)
    with pytest.raises(TokenError):
        verifier.verify(CONFUSED[case]())
    # The keys themselves still verify their own tokens.
    good = jwt.encode(claims(), EC_KEY, algorithm="ES256", headers={"kid": "ec-1"})
    assert verifier.verify(good).email == "jean.martin@example.com"
    good = jwt.encode(claims(), RSA_KEY, algorithm="RS256", headers={"kid": "rsa-1"})
    assert verifier.verify(good).email == "jean.martin@example.com"


def test_an_es256_token_against_a_configured_rsa_key_is_a_token_error() -> None:
    pem = RSA_KEY.public_key().public_bytes(serialization.Encoding.PEM,
                                           serialization.PublicFormat.SubjectPublicKeyInfo)
    verifier = TokenVerifier(AuthConfig(issuer=IDP, audience="comptoir",
                                        public_key=pem.decode()))
    with pytest.raises(TokenError):
        verifier.verify(jwt.encode(claims(), EC_KEY, algorithm="ES256"))


@pytest.mark.parametrize("case", CONFUSED)
def test_the_gateway_answers_401(monkeypatch: pytest.MonkeyPatch, case: str) -> None:
    verifiers = Verifiers([jwks_verifier(monkeypatch)])
    app = create_gateway(lambda: None,  # type: ignore[arg-type,return-value]
                         clients={"demo-web": ["customer"]}, verifiers=verifiers)
    answer = TestClient(app, raise_server_exceptions=False).post(
        "/v1/chat", json={"message": "Où en est SO-24903 ?"},
        headers={"X-Client-Id": "demo-web", "Authorization": f"Bearer {CONFUSED[case]()}"})
    assert answer.status_code == 401, answer.text
    assert "not signed by a known key" in answer.json()["message"]


@pytest.mark.parametrize("case", CONFUSED)
def test_the_langgraph_server_answers_401(monkeypatch: pytest.MonkeyPatch, case: str) -> None:
    verifiers = Verifiers([jwks_verifier(monkeypatch)])
    monkeypatch.setattr(langgraph_auth, "verifiers", lambda: verifiers)
    with pytest.raises(Auth.exceptions.HTTPException) as refused:
        asyncio.run(langgraph_auth.authenticate(f"Bearer {CONFUSED[case]()}"))
    assert refused.value.status_code == 401
