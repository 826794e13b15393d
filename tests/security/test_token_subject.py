"""A token's subject (`sub`) keys everything the gateway and the LangGraph server keep for a
person: their threads, their rate-limit windows, the audit log's "who acted". A token whose
`sub` is empty named nobody, yet was accepted: every such token, whoever's e-mail it carried,
was the same person, so John Doe read and continued Jean Martin's conversation. A subject is
now what OpenID Connect Core 1.0 §2 says it is (1 to 255 ASCII characters), printable, and
not blank; anything else is a 401 naming the claim, on every surface that checks tokens.
"""

from __future__ import annotations

import time
from typing import Any

import jwt
import pytest
from fastapi.testclient import TestClient

from services.auth import DEMO_ISSUER, TokenError
from services.gateway.app import create_gateway
from tests.data import ALICE, JEAN
from tests.identity import issuer, verifiers


class Echo:
    def turn(self, message: str, **kwargs: Any) -> Any:
        return type("T", (), {"reply": "ok", "asks": False, "text_id": "echo", "trace": []})()

    def history(self, thread_id: str) -> list[dict[str, str]]:
        return [{"role": "user", "content": "hi"}]


def token(sub: Any, email: str = JEAN) -> str:
    now = int(time.time())
    return jwt.encode({"iss": DEMO_ISSUER, "aud": "comptoir", "sub": sub, "email": email,
                       "email_verified": True, "exp": now + 300, "nbf": now - 5},
                      issuer().private_key, algorithm="ES256")


def headers(sub: Any, email: str = JEAN) -> dict[str, str]:
    return {"X-Client-Id": "demo-web", "Authorization": f"Bearer {token(sub, email)}"}


BAD_SUBJECTS = ["", " ", "\t", "jean\nadmin", "jean\x00", "a" * 256, "jean\u202e", "j\u00e9an"]


@pytest.mark.parametrize("sub", BAD_SUBJECTS)
def test_a_token_whose_subject_names_nobody_is_refused(sub: str) -> None:
    with pytest.raises(TokenError, match="subject"):
        verifiers().verify(token(sub))
    client = TestClient(create_gateway(Echo, clients={"demo-web": ["customer"]},
                                       verifiers=verifiers()))
    refused = client.post("/v1/chat", json={"message": "hi"}, headers=headers(sub))
    assert refused.status_code == 401
    assert refused.json()["error"] == "invalid_token"
    assert "sub" in refused.json()["message"]


def test_two_people_with_an_empty_subject_do_not_share_a_conversation() -> None:
    client = TestClient(create_gateway(Echo, clients={"demo-web": ["customer"]},
                                       verifiers=verifiers()))
    jean = client.post("/v1/chat", json={"message": "hi"}, headers=headers("", JEAN))
    alice = client.get("/v1/threads/default", headers=headers("", ALICE))
    assert jean.status_code == alice.status_code == 401


@pytest.mark.parametrize("sub", ["u-1", "auth0|5f7c8ec7c33c6c004bbafe82",
                                 "248289761001", "a" * 255, "jean.martin@example.com"])
def test_an_ordinary_subject_is_accepted(sub: str) -> None:
    assert verifiers().verify(token(sub)).subject.endswith(f"|{sub}")
