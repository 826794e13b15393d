"""Issue 14's attacks, each replayed: who may do what, and no 500 on bad input.

Each test is one attack that used to work (or one that already held), run on
SQLite and PostgreSQL where a database is involved.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import ec
from fastapi.testclient import TestClient
from pydantic import SecretStr

from comptoir.app import InsecureSettings, check_settings, create_app
from services import care
from services.auth import DEMO_ISSUER, AuthConfig, TokenError, TokenVerifier, Verifiers
from services.gateway.app import create_gateway
from services.settings import Settings
from services.store import Store
from tests.data import ALICE, JEAN
from tests.identity import bearer, issuer, verifiers
from tests.openai_server import serve

STAFF = "staff@comptoir.example"
MCP_KEYS = {"mcp-staff-0123456789": {"scopes": ["care", "staff"], "customer": None}}
API_KEYS = {"api-admin-0123456789": ["care", "staff", "admin"]}
NUL = "SO-24903\x00"


class Echo:
    """A runner that records what the gateway asserted, with a trace to leak or not."""

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []

    def turn(self, message: str, **kwargs: Any) -> Any:
        self.calls.append({"message": message, **kwargs})
        return type("T", (), {"reply": "ok", "asks": False, "text_id": "echo",
                              "trace": [{"kind": "node", "node": "secret_reasoning"}]})()

    def history(self, thread_id: str) -> list[dict[str, str]]:
        return [{"role": "user", "content": "hi"}]


def gateway(echo: Echo, *, demo: bool = False, **kwargs: Any) -> TestClient:
    options: dict[str, Any] = {"clients": {"demo-web": ["customer", "staff"]},
                               "verifiers": verifiers(), "demo_page": demo, **kwargs}
    return TestClient(create_gateway(lambda: echo, **options))


def web(**headers: str) -> dict[str, str]:
    return {"X-Client-Id": "demo-web", **headers}


# ---- identity -------------------------------------------------------------------------


def test_the_public_client_id_does_not_open_the_staff_channel() -> None:
    echo = Echo()
    client = gateway(echo)
    staff_body = {"message": "Analyse John Doe", "channel": "staff"}
    anonymous = client.post("/v1/chat", json=staff_body, headers=web())
    customer = client.post("/v1/chat", json=staff_body, headers=web(**bearer(JEAN)))
    assert anonymous.status_code == customer.status_code == 403
    assert echo.calls == []
    staff = client.post("/v1/chat", json=staff_body, headers=web(**bearer(STAFF, staff=True)))
    assert staff.status_code == 200 and echo.calls[0]["channel"] == "staff"


def test_nothing_in_the_body_asserts_an_identity() -> None:
    echo = Echo()
    client = gateway(echo)
    for body in ({"message": "hi", "user": JEAN}, {"message": "hi", "user": "  "},
                 {"message": "hi", "customer_email": JEAN}):
        response = client.post("/v1/chat", json=body, headers=web())
        assert response.status_code == 422
        assert next(iter(set(body) - {"message"})) in response.json()["message"]
    signed = client.post("/v1/chat", json={"message": "hi"}, headers=web(**bearer(ALICE)))
    assert signed.status_code == 200 and echo.calls[-1]["customer_email"] == ALICE
    anonymous = client.post("/v1/chat", json={"message": "hi"}, headers=web())
    assert anonymous.status_code == 200 and echo.calls[-1]["customer_email"] is None


def test_anonymous_visitors_get_their_own_unguessable_sessions_and_threads() -> None:
    client = gateway(Echo())
    first = client.post("/v1/chat", json={"message": "hi"}, headers=web()).json()
    second = client.post("/v1/chat", json={"message": "hi"}, headers=web()).json()
    assert first["session"] != second["session"] and first["thread_id"] != second["thread_id"]
    assert len(first["session"]) > 40
    again = client.post("/v1/chat", json={"message": "hi", "thread_id": first["thread_id"]},
                        headers=web(**{"X-Session-Id": first["session"]}))
    assert again.status_code == 200 and again.json()["thread_id"] == first["thread_id"]
    assert again.json()["session"] is None
    forged = first["session"][:-4] + "AAAA"
    refused = client.post("/v1/chat", json={"message": "hi"},
                          headers=web(**{"X-Session-Id": forged}))
    assert refused.status_code == 401
    stolen = client.post("/v1/chat", json={"message": "hi", "thread_id": first["thread_id"]},
                         headers=web(**{"X-Session-Id": second["session"]}))
    assert stolen.status_code == 404


def test_threads_answer_only_to_their_subject() -> None:
    client = gateway(Echo())
    mine = client.post("/v1/chat", json={"message": "hi"}, headers=web(**bearer(JEAN))).json()
    path = f"/v1/threads/{mine['thread_id']}"
    assert client.get(path, headers=web(**bearer(JEAN))).status_code == 200
    assert client.get(path, headers=web(**bearer(ALICE))).status_code == 404
    assert client.get(path, headers=web()).status_code == 401
    anon = client.post("/v1/chat", json={"message": "hi"}, headers=web()).json()
    anon_path = f"/v1/threads/{anon['thread_id']}"
    assert client.get(anon_path, headers=web(**{"X-Session-Id": anon["session"]})
                      ).status_code == 200
    assert client.get(anon_path, headers=web(**bearer(JEAN))).status_code == 404


def test_the_trace_goes_only_to_staff_or_in_demo_mode() -> None:
    client = gateway(Echo())
    customer = client.post("/v1/chat", json={"message": "hi"}, headers=web(**bearer(JEAN)))
    staff = client.post("/v1/chat", json={"message": "hi", "channel": "staff"},
                        headers=web(**bearer(STAFF, staff=True)))
    assert customer.json()["trace"] == [] and staff.json()["trace"]
    demo = gateway(Echo(), demo=True)
    shown = demo.post("/v1/chat", json={"message": "hi"}, headers=web(**bearer(JEAN)))
    assert shown.json()["trace"]


def test_one_user_cannot_exhaust_the_clients_window() -> None:
    client = gateway(Echo(), rate_limit="100/hour", identity_rate_limit="3/hour")
    greedy = [client.post("/v1/chat", json={"message": "hi"}, headers=web(**bearer(JEAN)))
              for _ in range(4)]
    assert [r.status_code for r in greedy] == [200, 200, 200, 429]
    assert "user" in greedy[-1].json()["message"] and int(greedy[-1].headers["Retry-After"]) > 0
    other = client.post("/v1/chat", json={"message": "hi"}, headers=web(**bearer(ALICE)))
    assert other.status_code == 200


def test_reading_histories_is_rate_limited_apart_from_chatting() -> None:
    client = gateway(Echo(), identity_rate_limit="2/hour")
    me = web(**bearer(JEAN))
    thread = client.post("/v1/chat", json={"message": "hi"}, headers=me).json()["thread_id"]
    reads = [client.get(f"/v1/threads/{thread}", headers=me) for _ in range(3)]
    assert [r.status_code for r in reads] == [200, 200, 429]
    assert reads[1].headers["X-RateLimit-Remaining"] == "0"
    assert int(reads[2].headers["Retry-After"]) > 0
    assert client.post("/v1/chat", json={"message": "hi"}, headers=me).status_code == 200
    other = web(**bearer(ALICE))  # another user of the same app has their own window
    mine = client.post("/v1/chat", json={"message": "hi"}, headers=other).json()["thread_id"]
    assert client.get(f"/v1/threads/{mine}", headers=other).status_code == 200


def test_anonymous_newcomers_are_limited_by_address() -> None:
    client = gateway(Echo(), rate_limit="100/hour", identity_rate_limit="2/hour")
    codes = [client.post("/v1/chat", json={"message": "hi"}, headers=web()).status_code
             for _ in range(3)]
    assert codes == [200, 200, 429]


def test_an_anonymous_session_ends_a_week_after_it_was_issued() -> None:
    """A session carries what its person proved in the conversation: a leaked one must not
    keep it for good. Its issue time is signed with it: changing it breaks the signature."""
    from services.gateway.identity import SESSION_MAX_AGE_S, Sessions

    clock = [1_800_000_000.0]
    sessions = Sessions(b"secret", now=lambda: clock[0])
    issued = sessions.issue()
    clock[0] += SESSION_MAX_AGE_S
    assert sessions.valid(issued)
    clock[0] += 1
    assert not sessions.valid(issued)
    prefix, nonce, when, tag = issued.split(".")
    younger = f"{prefix}.{nonce}.{int(when, 16) + 3600:x}.{tag}"
    assert not sessions.valid(younger)
    assert not sessions.valid(f"s1.{nonce}.{tag}")  # the old, timeless form


def test_one_address_cannot_mint_sessions_to_spend_the_clients_window() -> None:
    """Each new anonymous session has a window of its own, but every anonymous turn from an
    address also counts against that address: sessions from one address cannot add up to the
    client's window (which would lock every other user of the app out)."""
    client = gateway(Echo(), rate_limit="100/hour", identity_rate_limit="3/hour")
    sessions = [client.post("/v1/chat", json={"message": "hi"}, headers=web())
                .headers.get("X-Session-Id") for _ in range(3)]
    assert all(sessions) and len(set(sessions)) == 3
    more = [client.post("/v1/chat", json={"message": "hi"},
                        headers=web(**{"X-Session-Id": str(s)})).status_code
            for s in sessions]
    assert more == [429, 429, 429]
    signed_in = client.post("/v1/chat", json={"message": "hi"}, headers=web(**bearer(JEAN)))
    assert signed_in.status_code == 200  # the app's other users still get through


@pytest.mark.parametrize("trusted", [True, False])
def test_behind_a_proxy_newcomers_are_told_apart_only_when_the_proxy_is_trusted(
        trusted: bool) -> None:
    """Behind a reverse proxy every request comes from the proxy's address: uvicorn takes
    the client address from X-Forwarded-For only when the proxy is trusted
    (`--forwarded-allow-ips` / FORWARDED_ALLOW_IPS); otherwise the header is ignored, so a
    caller cannot pick a fresh address per request to escape the anonymous limit."""
    app = create_gateway(lambda: Echo(), clients={"demo-web": ["customer"]},
                         verifiers=verifiers(), rate_limit="100/hour",
                         identity_rate_limit="2/hour")
    proxy = "127.0.0.1" if trusted else "10.255.255.1"
    with serve(app, proxy_headers=True, forwarded_allow_ips=proxy) as base:
        def newcomer(address: str) -> int:
            return httpx.post(f"{base}/v1/chat", json={"message": "hi"},
                              headers=web(**{"X-Forwarded-For": address})).status_code
        first = [newcomer("203.0.113.7") for _ in range(3)]
        second = newcomer("198.51.100.9")
    assert first == [200, 200, 429]
    assert second == (200 if trusted else 429)


def _token(claims: dict[str, Any], key: Any = None, alg: str = "ES256",
           headers: dict[str, Any] | None = None) -> str:
    now = int(time.time())
    base = {"iss": DEMO_ISSUER, "aud": "comptoir", "sub": JEAN, "email": JEAN,
            "email_verified": True, "exp": now + 300, "nbf": now - 5}
    return jwt.encode({**base, **claims}, key or issuer().private_key, algorithm=alg,
                      headers=headers)


@pytest.mark.parametrize("case", ["expired", "not_yet", "audience", "issuer", "foreign_key",
                                  "hs256_with_public_key", "none", "garbage", "no_exp"])
def test_tokens_are_fully_checked(case: str) -> None:
    now = int(time.time())
    token = {
        "expired": lambda: _token({"exp": now - 120}),
        "not_yet": lambda: _token({"nbf": now + 600}),
        "audience": lambda: _token({"aud": "someone-else"}),
        "issuer": lambda: _token({"iss": "https://evil.example"}),
        "foreign_key": lambda: _token({}, key=ec.generate_private_key(ec.SECP256R1())),
        "hs256_with_public_key": lambda: _token({}, key=issuer().public_pem().encode()[:64],
                                                alg="HS256"),
        "none": lambda: jwt.encode({"iss": DEMO_ISSUER, "aud": "comptoir", "sub": "x",
                                    "exp": now + 60}, None, algorithm="none"),
        "garbage": lambda: "a.b.c",
        "no_exp": lambda: jwt.encode({"iss": DEMO_ISSUER, "aud": "comptoir", "sub": "x"},
                                     issuer().private_key, algorithm="ES256"),
    }[case]()
    with pytest.raises(TokenError):
        verifiers().verify(token)
    client = gateway(Echo())
    response = client.post("/v1/chat", json={"message": "hi"},
                           headers=web(Authorization=f"Bearer {token}"))
    assert response.status_code == 401


@pytest.mark.parametrize(("flag", "policy", "accepted"), [
    (True, "required", True), ("true", "required", True),  # Sign in with Apple sends strings
    (False, "required", False), ("false", "required", False), ("False", "unless_false", False),
    (False, "unless_false", False), (0, "required", False), (1, "required", False),
    ("TRUE ", "required", False), ("True", "required", False), (" true", "required", False),
    ("yes", "required", False),  # only what the specification says is true
    (None, "required", False), (None, "unless_false", True),  # None: no claim at all
])
def test_an_email_acts_as_its_owner_only_once_verified(flag: Any, policy: str,
                                                       accepted: bool) -> None:
    claims = {"email_verified": flag}
    token = _token(claims)
    if flag is None:  # the claim is absent
        now = int(time.time())
        token = jwt.encode({"iss": DEMO_ISSUER, "aud": "comptoir", "sub": JEAN, "email": JEAN,
                            "exp": now + 300}, issuer().private_key, algorithm="ES256")
    config = dataclasses.replace(issuer().config(), email_verified=policy)  # type: ignore[arg-type]
    known = Verifiers([TokenVerifier(config)])
    if accepted:
        assert known.verify(token).email == JEAN
        return
    with pytest.raises(TokenError, match="verified"):
        known.verify(token)
    echo = Echo()
    client = gateway(echo, verifiers=known)
    response = client.post("/v1/chat", json={"message": "Où en est SO-24903 ?"},
                           headers=web(Authorization=f"Bearer {token}"))
    assert response.status_code == 401 and "verified" in response.json()["message"]
    assert echo.calls == []


@pytest.mark.parametrize(("claimed", "acts_as"), [
    ("Jean.Martin@Example.com", JEAN),  # ASCII case only: the same address
    ("jean.\u1d0dartin@example.com", None),  # a look-alike letter: another address
    ("jean.martin@example.co\u1d0d", None),
])
def test_an_email_claim_is_compared_exactly_but_for_ascii_case(
        claimed: str, acts_as: str | None) -> None:
    """Unicode's lower() folds look-alikes onto ASCII (KELVIN SIGN "\u212a" becomes "k"): a
    verified "\u212aim@…" would act as "kim@…". Only ASCII letters change case."""
    known = Verifiers([TokenVerifier(issuer().config())])
    assert known.verify(_token({"email": "\u212aim@example.com"})).email == "\u212aim@example.com"
    email = known.verify(_token({"email": claimed})).email
    assert (email == JEAN) is (acts_as == JEAN)


@pytest.mark.parametrize("claimed", [f"{JEAN}\u00a0", f"\u2003{JEAN}", f" {JEAN}",
                                     f"{JEAN}\n", "jean martin@example.com"])
def test_an_email_claim_with_a_space_acts_as_nobody(claimed: str) -> None:
    """strip() drops no-break and other Unicode spaces: such a claim would act as the address
    without them. It is refused (401), and nothing reaches the agent."""
    known = Verifiers([TokenVerifier(issuer().config())])
    with pytest.raises(TokenError, match="not a plain address"):
        known.verify(_token({"email": claimed}))
    echo = Echo()
    response = gateway(echo, verifiers=known).post(
        "/v1/chat", json={"message": "Où en est SO-24903 ?"},
        headers=web(Authorization=f"Bearer {_token({'email': claimed})}"))
    assert response.status_code == 401 and "plain address" in response.json()["message"]
    assert echo.calls == []


@pytest.mark.parametrize("claimed", [[JEAN], {"address": JEAN}, 42, True])
def test_an_email_claim_that_is_not_a_string_is_refused(claimed: Any) -> None:
    """A list, an object or a number is no address: the token is refused (401) rather than
    read as a token without e-mail (which would let the conversation's earlier identity
    stand)."""
    known = Verifiers([TokenVerifier(issuer().config())])
    with pytest.raises(TokenError, match="not a string"):
        known.verify(_token({"email": claimed}))
    echo = Echo()
    response = gateway(echo, verifiers=known).post(
        "/v1/chat", json={"message": "oui"},
        headers=web(Authorization=f"Bearer {_token({'email': claimed})}"))
    assert response.status_code == 401 and "not a string" in response.json()["message"]
    assert echo.calls == []


def test_the_email_verified_policy_is_a_setting() -> None:
    from comptoir.app import identity_providers

    def policy(**values: Any) -> str:
        settings = Settings(auth_issuer="https://idp.example", auth_public_key=issuer(
            ).public_pem(), auth_algorithms=["ES256"], **values)
        return identity_providers(settings)[0].verifiers[0].config.email_verified

    assert policy() == "required"
    assert policy(auth_email_verified="unless_false") == "unless_false"


def test_a_token_without_an_email_needs_no_verification() -> None:
    now = int(time.time())
    token = jwt.encode({"iss": DEMO_ISSUER, "aud": "comptoir", "sub": "staff-1",
                        "roles": ["staff"], "exp": now + 300}, issuer().private_key,
                       algorithm="ES256")
    who = verifiers().verify(token)
    assert who.staff and who.email is None


def test_the_demo_issuer_says_its_addresses_are_verified() -> None:
    token, _ = issuer().mint(JEAN, staff=False)
    assert jwt.decode(token, options={"verify_signature": False})["email_verified"] is True
    assert verifiers().verify(token).email == JEAN


def test_a_little_clock_skew_is_accepted() -> None:
    token = _token({"nbf": int(time.time()) + 10})
    assert verifiers().verify(token).email == JEAN


def test_a_verified_token_is_remembered_until_it_expires_and_no_longer() -> None:
    now = [float(int(time.time()))]
    checked: list[str] = []
    verifier = issuer().verifier()
    real_verify = verifier.verify

    def counting(token: str) -> Any:
        checked.append(token)
        return real_verify(token)

    verifier.verify = counting  # type: ignore[method-assign]
    known = Verifiers([verifier], cache_s=600, clock=lambda: now[0])
    token = _token({"exp": int(now[0]) + 100})
    assert known.verify(token).email == JEAN and known.verify(token).email == JEAN
    assert len(checked) == 1  # the second time, remembered
    altered = token[:-2] + ("AA" if not token.endswith("AA") else "BB")
    with pytest.raises(TokenError):
        known.verify(altered)  # another text: the full check, which fails
    now[0] += 100 + verifier.config.leeway_s - 1  # within exp + leeway: still remembered
    assert known.verify(token).email == JEAN and len(checked) == 2
    now[0] += 1  # exp + leeway reached: checked again (PyJWT's clock is the real one)
    known.verify(token)
    assert len(checked) == 3


def test_a_remembered_token_is_checked_again_after_cache_s() -> None:
    now = [time.time()]
    known = Verifiers([issuer().verifier()], cache_s=30, clock=lambda: now[0])
    token = _token({})
    known.verify(token)
    known.verifiers = []  # no issuer trusted any more: only the cache could still answer
    now[0] += 29
    assert known.verify(token).email == JEAN
    now[0] += 1
    with pytest.raises(TokenError, match="not configured"):
        known.verify(token)


def test_jwks_keys_are_cached_and_refreshed_on_an_unknown_kid(
        monkeypatch: pytest.MonkeyPatch) -> None:
    keys = {"k1": ec.generate_private_key(ec.SECP256R1())}
    fetched: list[int] = []

    def jwks() -> dict[str, Any]:
        fetched.append(1)
        return {"keys": [{**jwt.algorithms.ECAlgorithm.to_jwk(k.public_key(), as_dict=True),
                          "kid": kid, "use": "sig", "alg": "ES256"} for kid, k in keys.items()]}

    verifier = TokenVerifier(AuthConfig(issuer="https://idp.example", audience="comptoir",
                                        algorithms=("ES256",), jwks_url="https://idp.example/j"))
    assert verifier._jwks is not None
    monkeypatch.setattr(verifier._jwks, "fetch_data", jwks)

    def signed(kid: str) -> str:
        return _token({"iss": "https://idp.example", "roles": ["staff"]}, key=keys[kid],
                      headers={"kid": kid})

    assert verifier.verify(signed("k1")).staff
    assert verifier.verify(signed("k1")).email == JEAN
    assert len(fetched) == 1  # cached
    keys["k2"] = ec.generate_private_key(ec.SECP256R1())  # the provider rotates its keys
    assert verifier.verify(signed("k2")).email == JEAN
    assert len(fetched) == 2  # refreshed once, for the unknown kid


def test_a_hanging_jwks_url_is_a_503_and_stalls_no_other_request(hanging_jwks: str) -> None:
    idp = TokenVerifier(AuthConfig(issuer="https://idp.example", audience="comptoir",
                                   algorithms=("ES256",), jwks_url=hanging_jwks,
                                   jwks_timeout_s=1.0))
    echo = Echo()
    app = create_gateway(lambda: echo, clients={"demo-web": ["customer", "staff"]},
                         verifiers=Verifiers([idp, issuer().verifier()]))
    forged = _token({"iss": "https://idp.example"}, key=ec.generate_private_key(ec.SECP256R1()),
                    headers={"kid": "made-up"})

    async def timed(client: httpx.AsyncClient, delay: float, headers: dict[str, str]
                    ) -> tuple[int, float, httpx.Response]:
        await asyncio.sleep(delay)
        start = time.perf_counter()
        response = await client.post("/v1/chat", json={"message": "hi"}, headers=headers)
        return response.status_code, time.perf_counter() - start, response

    async def run() -> list[tuple[int, float, httpx.Response]]:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://gw") as client:
            first = await asyncio.gather(
                timed(client, 0, web(Authorization=f"Bearer {forged}")),
                timed(client, 0.2, web()),                  # anonymous, meanwhile
                timed(client, 0.3, web(**bearer(JEAN))))    # the demo issuer, meanwhile
            again = await timed(client, 0, web(Authorization=f"Bearer {forged}"))
        return [*first, again]

    (code, took, response), anonymous, signed_in, again = asyncio.run(run())
    assert code == 503 and 0.9 < took < 3, (code, took)
    assert response.json()["error"] == "identity_provider_unavailable"
    assert int(response.headers["Retry-After"]) > 0
    assert anonymous[0] == 200 and anonymous[1] < 0.5, anonymous[:2]
    assert signed_in[0] == 200 and signed_in[1] < 0.5, signed_in[:2]
    # a moment later the endpoint is not asked again: the same answer at once
    assert again[0] == 503 and again[1] < 0.5, again[:2]
    assert [c["customer_email"] for c in echo.calls] == [None, JEAN]


# ---- demo mode ------------------------------------------------------------------------


@pytest.fixture
def demo_app(store: Store, tmp_path: Path) -> Iterator[TestClient]:
    settings = Settings(database_url="sqlite://", checkpoint_url="memory://", demo=True,
                        demo_key_path=tmp_path / "demo-key.pem", mcp_keys=MCP_KEYS,
                        api_keys=API_KEYS)
    with TestClient(create_app(settings, store)) as client:
        yield client


def _sign_in(client: TestClient, email: str) -> dict[str, str]:
    token = client.post("/demo/api/sign-in", json={"email": email}).json()["access_token"]
    return {"Authorization": f"Bearer {token}"}


def test_demo_data_needs_a_token_and_shows_only_what_is_yours(
        demo_app: TestClient, store: Store) -> None:
    assert demo_app.get("/demo/api/state").status_code == 401
    assert demo_app.get("/demo/api/state?user=" + JEAN).status_code == 401
    assert demo_app.post("/demo/api/sign-in", json={"email": "nobody@x.example"}
                         ).status_code == 404
    jean = demo_app.get("/demo/api/state", headers=_sign_in(demo_app, JEAN)).json()
    all_bookings = {b.order for b in care.snapshot(store).bookings}
    jean_orders = {o["number"] for o in jean["orders"]}
    assert jean_orders and all(o in jean_orders for s in jean["slots"] for o in s["holders"])
    assert all(c["order"] in jean_orders for c in jean["cases"])
    assert sum(s["booked"] for s in jean["slots"]) >= len(all_bookings & jean_orders)
    staff = demo_app.get("/demo/api/state", headers=_sign_in(demo_app, STAFF)).json()
    assert {o for s in staff["slots"] for o in s["holders"]} > {
        o for s in jean["slots"] for o in s["holders"]}
    assert "orders" in staff and staff["role"] == "staff"
    users = demo_app.get("/demo/api/users").json()
    assert all(set(u) == {"name", "email", "role"} for u in users)
    words = demo_app.get("/demo/api/words").json()   # the page words data as the desk does
    assert words["fr"]["status"]["in_production"] == "en fabrication"
    assert words["en"]["stage"]["upholstery"] == "upholstery"
    assert words["en"]["stage"]["en attente de matières"] == "awaiting materials"


def test_without_demo_mode_no_demo_endpoint_and_no_default_secret(
        store: Store, tmp_path: Path) -> None:
    with pytest.raises(InsecureSettings) as refused:
        check_settings(Settings())
    for name in ("COMPTOIR_THREAD_SECRET", "COMPTOIR_API_KEYS", "COMPTOIR_MCP_KEYS",
                 "COMPTOIR_AUTH_ISSUER", "COMPTOIR_AUDIT_SECRET"):
        assert name in str(refused.value)
    settings = Settings(
        database_url="sqlite://", checkpoint_url="memory://",
        thread_secret=SecretStr(uuid.uuid4().hex), api_keys=API_KEYS, mcp_keys=MCP_KEYS,
        audit_secret=SecretStr(uuid.uuid4().hex), auth_issuer=DEMO_ISSUER,
        auth_public_key=issuer().public_pem(),
        auth_algorithms=["ES256"], demo_key_path=tmp_path / "never.pem")
    with TestClient(create_app(settings, store)) as client:
        for path in ("/", "/demo/api/users", "/demo/api/state", "/demo/api/words",
                     "/static/demo.js"):
            assert client.get(path).status_code == 404
        assert client.post("/demo/api/sign-in", json={"email": JEAN}).status_code in (404, 405)
        demo_client = client.post("/v1/chat", json={"message": "hi"},
                                  headers=web(**bearer(JEAN)))
        assert demo_client.status_code == 401  # the demo page's client ID: demo mode only
        ok = client.post("/v1/chat", json={"message": "hi"},
                         headers={"X-Client-Id": "mobile-app", **bearer(JEAN)})
        assert ok.status_code == 200 and ok.json()["trace"] == []
    assert not (tmp_path / "never.pem").exists()


# ---- boundaries -----------------------------------------------------------------------


def _mcp_call(arguments: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": {"name": "get_order", "arguments": arguments}}


MCP_HEADERS = {"Authorization": "Bearer mcp-staff-0123456789", "Accept": "application/json, "
               "text/event-stream", "Content-Type": "application/json"}
API = {"X-Api-Key": "api-admin-0123456789", "X-Customer-Email": JEAN}
NUL_REQUESTS = [
    ("gateway body", "POST", "/v1/chat", {"json": {"message": "Où en est " + NUL}},
     "body.message"),
    ("gateway thread", "POST", "/v1/chat", {"json": {"message": "hi", "thread_id": NUL}},
     "body.thread_id"),
    ("gateway path", "GET", "/v1/threads/t-%00", {}, "path"),
    ("api path", "GET", "/api/orders/SO-24903%00", {"headers": API}, "path"),
    ("api query", "GET", "/api/customers?q=Du%00pont", {"headers": API}, "query.q"),
    ("api header", "GET", "/api/orders", {"headers": {**API, "X-Customer-Email":
                                                      "jean\x01@example.com"}},
     "header.x-customer-email"),
    ("api body", "POST", "/api/orders/SO-24903/reschedule",
     {"headers": API, "json": {"slot_id": "2026-10-22-AM\x00"}}, "body.slot_id"),
    ("api case", "POST", "/api/orders/SO-24903/cases",
     {"headers": API, "json": {"kind": "damage", "description": "broken\x00leg"}},
     "body.description"),
    ("mcp body", "POST", "/mcp", {"headers": MCP_HEADERS,
                                  "json": _mcp_call({"order_number": NUL, "email": JEAN})},
     "body.params.arguments.order_number"),
]


@pytest.mark.parametrize(("name", "method", "path", "options", "field"), NUL_REQUESTS,
                         ids=[r[0] for r in NUL_REQUESTS])
def test_control_characters_are_422_naming_the_field_and_change_nothing(
        demo_app: TestClient, store: Store, name: str, method: str, path: str,
        options: dict[str, Any], field: str) -> None:
    before = care.snapshot(store)
    options = dict(options)
    if path.startswith("/v1/"):
        options["headers"] = web(**_sign_in(demo_app, JEAN))
    response = demo_app.request(method, path, **options)
    assert response.status_code == 422, response.text
    assert field in response.json()["message"]
    assert care.snapshot(store) == before


def test_a_header_in_utf8_is_refused_as_not_ascii_not_as_a_control_character(
        demo_app: TestClient, store: Store) -> None:
    """"jean.martin@example.\u212a" (the Kelvin sign) sent as UTF-8: one of its bytes reads
    as a C1 control in latin-1; the answer says ASCII, never a NUL the caller did not send."""
    before = care.snapshot(store)
    response = demo_app.get("/api/orders/SO-24903", headers={
        "X-Api-Key": "api-admin-0123456789",
        "X-Customer-Email": "jean.martin@example.\u212a".encode()})
    assert response.status_code == 422, response.text
    message = response.json()["message"]
    assert "header.x-customer-email" in message and "ASCII" in message, message
    assert "NUL" not in message, message
    assert care.snapshot(store) == before


@pytest.mark.parametrize("media_type", ["Application/JSON", "APPLICATION/JSON; charset=UTF-8"])
def test_a_media_type_in_capitals_is_still_checked(demo_app: TestClient, store: Store,
                                                   media_type: str) -> None:
    """Media types are case-insensitive: the app parses "Application/JSON" as JSON, so the
    edge checks it as JSON (a NUL reached a case's description, and PostgreSQL's 500)."""
    before = care.snapshot(store)
    response = demo_app.post(
        "/api/orders/SO-24870/cases", content=json.dumps(
            {"kind": "complaint", "description": "broken\x00leg"}),
        headers={**API, "Content-Type": media_type})
    assert response.status_code == 422 and "body.description" in response.json()["message"]
    assert care.snapshot(store) == before


DEEP_SURFACES = [
    ("gateway", "/v1/chat", {}),
    ("api", "/api/orders/SO-24903/reschedule", {"headers": API}),
    ("demo", "/demo/api/sign-in", {}),
    ("mcp", "/mcp", {"headers": MCP_HEADERS}),
]


@pytest.mark.parametrize(("name", "path", "options"), DEEP_SURFACES,
                         ids=[s[0] for s in DEEP_SURFACES])
def test_deeply_nested_json_is_400_on_every_surface_never_500(
        demo_app: TestClient, store: Store, name: str, path: str, options: dict[str, Any]
) -> None:
    before = care.snapshot(store)
    headers = {"Content-Type": "application/json", **options.get("headers", {})}
    if path.startswith("/v1/"):
        headers.update(web(**_sign_in(demo_app, JEAN)))
    for arrays in (3000, 64):  # the parser's own stack, then one level over the limit
        body = b'{"message": "hi", "x": ' + b"[" * arrays + b"]" * arrays + b"}"
        response = demo_app.post(path, content=body, headers=headers)
        assert response.status_code == 400, (arrays, response.text)
        assert response.json() == {"error": "bad_request", "message": (
            "The JSON body is nested too deeply: at most 64 levels of arrays and objects.")}
    within = b'{"message": "hi", "x": ' + b"[" * 63 + b"]" * 63 + b"}"
    passed = demo_app.post(path, content=within, headers=headers)  # 64 levels pass the edge
    assert passed.status_code < 500 and "nested too deeply" not in passed.text
    assert care.snapshot(store) == before


@pytest.mark.parametrize(("name", "path", "options"), DEEP_SURFACES[:3],
                         ids=[s[0] for s in DEEP_SURFACES[:3]])
def test_a_body_that_is_not_json_is_400_saying_where_in_words(
        demo_app: TestClient, name: str, path: str, options: dict[str, Any]) -> None:
    headers = {"Content-Type": "application/json", **options.get("headers", {})}
    if path.startswith("/v1/"):
        headers.update(web(**_sign_in(demo_app, JEAN)))
    response = demo_app.post(path, content=b'{"message": "hi",\n  ,}', headers=headers)
    assert response.status_code == 400, response.text
    assert response.json() == {"error": "bad_request", "message": (
        "The body is not valid JSON (line 2, column 3): expecting property name enclosed in "
        "double quotes.")}


@pytest.mark.parametrize(("name", "path", "options"), DEEP_SURFACES[:3],
                         ids=[s[0] for s in DEEP_SURFACES[:3]])
@pytest.mark.parametrize(("body", "said"), [
    (b'{"message": "hi', "(line 1, column 13): unterminated string."),
    (b'{"message": "a\tb"}', "(line 1, column 15): invalid control character."),
])
def test_a_parse_error_that_says_where_after_at_ends_in_words(
        demo_app: TestClient, name: str, path: str, options: dict[str, Any], body: bytes,
        said: str) -> None:
    """Python's parser words some errors "... at: line 1 column 13"; the place is said in
    parentheses, and the message ended on a dangling "starting at."."""
    headers = {"Content-Type": "application/json", **options.get("headers", {})}
    if path.startswith("/v1/"):
        headers.update(web(**_sign_in(demo_app, JEAN)))
    response = demo_app.post(path, content=body, headers=headers)
    assert response.status_code == 400, response.text
    assert response.json()["message"] == f"The body is not valid JSON {said}"


@pytest.mark.parametrize(("name", "path", "options"), DEEP_SURFACES[:3],
                         ids=[s[0] for s in DEEP_SURFACES[:3]])
@pytest.mark.parametrize(("body", "at"), [
    (b'{"message":"\xff"}', 12),                       # a byte no UTF-8 text holds
    (b'{"message": "caf\xe9 ?"}', 16),                 # Latin-1 "café"
    (b'{"message": "\xc3"}', 13),                      # a sequence cut short
])
def test_a_body_that_is_not_utf8_is_400_saying_where(
        demo_app: TestClient, store: Store, name: str, path: str, options: dict[str, Any],
        body: bytes, at: int) -> None:
    """Not Starlette's "There was an error parsing the body": the byte that is wrong."""
    before = care.snapshot(store)
    headers = {"Content-Type": "application/json", **options.get("headers", {})}
    if path.startswith("/v1/"):
        headers.update(web(**_sign_in(demo_app, JEAN)))
    response = demo_app.post(path, content=body, headers=headers)
    assert response.status_code == 400, response.text
    assert response.json() == {"error": "bad_request", "message": (
        f"The body is not valid UTF-8 (at byte {at}): send JSON encoded in UTF-8.")}
    assert care.snapshot(store) == before


ENCODED = {  # a body as JSON, its bytes in another encoding than UTF-8 (or with a BOM)
    "a UTF-8 byte order mark": lambda text: b"\xef\xbb\xbf" + text.encode(),
    "UTF-16 with a BOM": lambda text: text.encode("utf-16"),
    "UTF-16BE without one": lambda text: text.encode("utf-16-be"),
    "UTF-16LE without one": lambda text: text.encode("utf-16-le"),
    "UTF-32 with a BOM": lambda text: text.encode("utf-32"),
    "UTF-32LE without one": lambda text: text.encode("utf-32-le"),
}
ENCODED_BODIES = {
    "/v1/chat": {"message": "Ou en est ma commande SO-24903 ?"},
    "/api/orders/SO-24903/reschedule": {"slot_id": "x"},
    "/demo/api/sign-in": {"email": JEAN},
    "/mcp": {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}},
}


@pytest.mark.parametrize(("name", "path", "options"), DEEP_SURFACES,
                         ids=[s[0] for s in DEEP_SURFACES])
@pytest.mark.parametrize("encoding", ENCODED)
def test_a_body_in_utf16_utf32_or_with_a_bom_is_400_saying_to_send_utf8(
        demo_app: TestClient, store: Store, name: str, path: str, options: dict[str, Any],
        encoding: str) -> None:
    """RFC 8259 §8.1: JSON between systems is UTF-8, with no byte order mark. Python's
    `json.loads` guesses UTF-16 and UTF-32 from the bytes and skips a BOM, so such a body
    was read (a case opened, a token minted) where a proxy, a log or another parser reads
    other characters or nothing (the LangGraph server's parser refuses it): one surface, one
    reading. Refused with what to send, nothing run."""
    before = care.snapshot(store)
    headers = {"Content-Type": "application/json", **options.get("headers", {})}
    if path.startswith("/v1/"):
        headers.update(web(**_sign_in(demo_app, JEAN)))
    body = ENCODED[encoding](json.dumps(ENCODED_BODIES[path]))
    response = demo_app.post(path, content=body, headers=headers)
    assert response.status_code == 400, response.text
    said = response.json()["message"]
    assert response.json()["error"] == "bad_request"
    assert "send JSON encoded in UTF-8" in said, said
    assert ("byte order mark" in said) == encoding.startswith("a UTF-8"), said
    assert care.snapshot(store) == before


DUPLICATES = {
    "/v1/chat": b'{"message": "Ou en est ma commande SO-24903 ?", "message": "oui"}',
    "/api/orders/SO-24903/reschedule": (
        b'{"email": "jean.martin@example.com", "slot_id": "x", "email": "a@b.c"}'),
    "/demo/api/sign-in": b'{"user": "jean", "user": "staff"}',
    "/mcp": (b'{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": '
             b'{"cursor": null, "cursor": "x"}}'),
}


@pytest.mark.parametrize(("name", "path", "options"), DEEP_SURFACES,
                         ids=[s[0] for s in DEEP_SURFACES])
def test_a_key_given_twice_is_400_on_every_surface(
        demo_app: TestClient, store: Store, name: str, path: str, options: dict[str, Any]
) -> None:
    """`{"message": "x", "message": "oui"}`: parsers disagree on which value wins (a proxy
    or a log may read the first, the app the last): refused, nothing run, at any depth."""
    before = care.snapshot(store)
    headers = {"Content-Type": "application/json", **options.get("headers", {})}
    if path.startswith("/v1/"):
        headers.update(web(**_sign_in(demo_app, JEAN)))
    response = demo_app.post(path, content=DUPLICATES[path], headers=headers)
    assert response.status_code == 400, response.text
    assert response.json()["error"] == "bad_request"
    assert "twice" in response.json()["message"], response.text
    assert care.snapshot(store) == before


def test_undecodable_headers_are_4xx_never_500(demo_app: TestClient) -> None:
    transport = demo_app._transport  # raw bytes, as a hostile client would send them
    for path, extra in (("/mcp", []), ("/v1/chat", [(b"x-client-id", b"demo-web")]),
                        ("/api/orders", [(b"x-api-key", b"api-admin-0123456789")])):
        request = httpx.Request("POST", f"http://testserver{path}", content=b"{}",
                                headers=[(b"authorization", b"Bearer \xff"), *extra])
        assert (b"authorization", b"Bearer \xff") in request.headers.raw
        response = transport.handle_request(request)
        assert 400 <= response.status_code < 500, (path, response.status_code)


@pytest.mark.parametrize("path", ["/api/orders/SO-24903/cases", "/v1/chat", "/mcp"])
def test_a_body_header_sent_twice_is_400_and_nothing_is_written(
        demo_app: TestClient, store: Store, path: str) -> None:
    """A second Content-Type could be read one way at the edge (not JSON: no check of the
    body's strings) and another way by the app (JSON): refused, whichever comes first."""
    before = care.snapshot(store)
    who = {"/api/orders/SO-24903/cases": API, "/mcp": MCP_HEADERS}.get(path) \
        or web(**_sign_in(demo_app, JEAN))
    transport = demo_app._transport  # raw headers: httpx would merge the two
    for first, second in ((b"application/json", b"text/plain"),
                          (b"text/plain", b"application/json")):
        request = httpx.Request(
            "POST", f"http://testserver{path}",
            content=b'{"kind": "complaint", "description": "evil\\u0000", "message": "oui\\u0000"}',
            headers=[*((k.lower().encode(), v.encode()) for k, v in who.items()
                       if k.lower() != "content-type"),
                     (b"content-type", first), (b"content-type", second)])
        assert [v for k, v in request.headers.raw if k == b"content-type"] == [first, second]
        response = transport.handle_request(request)
        response.read()
        assert response.status_code == 400, (path, response.status_code)
        assert "content-type header is sent more than once" in response.text
    assert care.snapshot(store) == before


@pytest.mark.parametrize(("path", "header", "values"), [
    ("/demo/api/users", b"host", (b"localhost", b"evil.example")),
    ("/demo/api/users", b"host", (b"evil.example", b"127.0.0.1")),
    ("/v1/chat", b"origin", (b"http://127.0.0.1", b"http://evil.example")),
])
def test_a_host_or_origin_sent_twice_is_400(demo_app: TestClient, path: str, header: bytes,
                                            values: tuple[bytes, bytes]) -> None:
    """An attacker review saw the demo page's loopback check read the first of two Host
    headers (a proxy may keep the last): a second Host or Origin is refused, as the body's
    and the caller's headers are."""
    request = httpx.Request("GET", f"http://testserver{path}",
                            headers=[(header, values[0]), (header, values[1])])
    response = demo_app._transport.handle_request(request)
    response.read()
    assert response.status_code == 400, (path, response.status_code)
    assert f"{header.decode()} header is sent more than once" in response.text


def test_bodies_are_limited_and_identity_comes_first(demo_app: TestClient) -> None:
    big = b'{"message": "' + b"x" * 20_000_000 + b'"}'
    json_type = {"Content-Type": "application/json"}
    unknown = demo_app.post("/v1/chat", content=big, headers={**json_type, "X-Client-Id": "x"})
    assert unknown.status_code == 401
    known = demo_app.post("/v1/chat", content=big, headers={**json_type, **web()})
    assert known.status_code == 413
    assert demo_app.post("/api/orders/SO-1/cases", content=big,
                         headers={**json_type, "X-Api-Key": "nope"}).status_code == 401
    assert demo_app.post("/api/orders/SO-1/cases", content=big,
                         headers={**json_type, **API}).status_code == 413
    assert demo_app.post("/mcp", content=big, headers={**json_type}).status_code == 401
    assert demo_app.post("/mcp", content=big, headers=MCP_HEADERS).status_code == 413


def test_security_headers_on_every_surface(demo_app: TestClient) -> None:
    for path in ("/", "/static/demo.js", "/health", "/api/health", "/mcp", "/nowhere",
                 "/demo/api/state"):
        headers = demo_app.get(path).headers
        csp = headers["content-security-policy"]
        assert "frame-ancestors 'none'" in csp and "'unsafe-inline'" not in csp
        assert "script-src 'self'" in csp and "http" not in csp
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "no-referrer"
    page = demo_app.get("/").text
    assert "<script>" not in page and "<style>" not in page and " on" + "click" not in page


def test_redis_down_is_503_with_retry_after() -> None:
    from limits.storage import storage_from_string

    storage = storage_from_string("redis://127.0.0.1:1/0")
    client = gateway(Echo(), storage=storage)
    response = client.post("/v1/chat", json={"message": "hi"}, headers=web(**bearer(JEAN)))
    assert response.status_code == 503 and int(response.headers["Retry-After"]) > 0
    assert response.json()["error"] == "service_unavailable"


def test_health_says_degraded_while_redis_is_down() -> None:
    from limits.storage import storage_from_string

    from tests.conftest import REQUIRE_SERVICES

    assert gateway(Echo()).get("/health").json() == {"status": "ok"}  # counters in memory
    down = gateway(Echo(), storage=storage_from_string("redis://127.0.0.1:1/0")).get("/health")
    assert down.status_code == 503 and int(down.headers["Retry-After"]) > 0
    assert down.json() == {"status": "degraded", "redis": "down"}
    redis_url = os.environ.get("COMPTOIR_TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
    storage = storage_from_string(redis_url)
    if not storage.check():
        if REQUIRE_SERVICES:
            pytest.fail(f"Redis is not answering at {redis_url}")
        pytest.skip("no Redis")
    up = gateway(Echo(), storage=storage).get("/health")
    assert up.status_code == 200 and up.json() == {"status": "ok", "redis": "up"}


def test_database_down_is_503_with_retry_after(tmp_path: Path) -> None:
    from services.clock import FixedClock
    from services.store import open_store
    from services.system_api.app import create_system_api
    from tests.data import NOW

    down = open_store("postgresql+psycopg://postgres@127.0.0.1:1/none", clock=FixedClock(NOW))
    client = TestClient(create_system_api(down, API_KEYS))
    response = client.get("/orders", headers=API)
    assert response.status_code == 503 and int(response.headers["Retry-After"]) > 0
    assert "database" in response.json()["message"]


def _nul_cases(schema: dict[str, Any], prefix: str) -> list[tuple[str, str, str, dict[str, Any],
                                                                  str]]:
    """For every operation: one request per text input (path, query, header, body field) with
    a NUL in it, the others valid."""
    cases = []
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            params = [p for p in operation.get("parameters", [])
                      if p["name"].lower() not in ("x-api-key", "x-client-id", "authorization")]
            body_ref = (operation.get("requestBody", {}).get("content", {})
                        .get("application/json", {}).get("schema", {}).get("$ref"))
            body_fields: dict[str, Any] = {}
            if body_ref:
                model = schema["components"]["schemas"][body_ref.rsplit("/", 1)[1]]
                body_fields = {n: f for n, f in model["properties"].items()
                               if f.get("type") == "string" or "enum" in f}
            inputs = [(p["in"], p["name"]) for p in params] + [("body", n) for n in body_fields]
            for where, name in inputs:
                values = {p["name"]: ("2026-10-01" if p.get("schema", {}).get("format") == "date"
                                      else "5" if p.get("schema", {}).get("type") == "integer"
                                      else JEAN if "mail" in p["name"].lower() else "SO-24903")
                          for p in params}
                body = {n: (f["enum"][0] if "enum" in f else "x") for n, f in body_fields.items()}
                if "kind" in body_fields and "enum" not in body_fields["kind"]:
                    body["kind"] = "damage"
                bad = "SO-24903\x00"
                if where == "body":
                    body[name] = bad
                else:
                    values[name] = bad
                url = prefix + path.format(**{p["name"]: (values[p["name"]] if p["in"] == "path"
                                                          else "") for p in params})
                url = url.replace("\x00", "%00")
                query = {p["name"]: values[p["name"]] for p in params if p["in"] == "query"}
                headers = {p["name"]: values[p["name"]] for p in params if p["in"] == "header"}
                field = {"path": "path", "query": f"query.{name}", "header":
                         f"header.{name.lower()}", "body": f"body.{name}"}[where]
                cases.append((method.upper(), url,
                              {"params": query, "headers": headers,
                               **({"json": body} if body_fields else {})}, field, where))
    return cases


def test_every_text_input_of_every_endpoint_refuses_nul(demo_app: TestClient, store: Store
                                                         ) -> None:
    """Both HTTP surfaces, every path, query, header and body text: 422 naming the field,
    nothing changed (run on SQLite and PostgreSQL). MCP: see NUL_REQUESTS."""
    api_schema = demo_app.get("/api/openapi.json").json()
    gateway_schema = demo_app.get("/openapi.json").json()
    cases = _nul_cases(api_schema, "/api") + _nul_cases(gateway_schema, "")
    assert len(cases) >= 20
    before = care.snapshot(store)
    auth = {"X-Api-Key": "api-admin-0123456789", **web(**_sign_in(demo_app, JEAN))}
    for method, url, options, field, where in cases:
        if where == "header":
            # httpx refuses to send NUL in a header; \x01 is the same attack
            options["headers"] = {k: v.replace("\x00", "\x01") for k, v in
                                  options["headers"].items()}
        options["headers"] = {**auth, **options["headers"]}
        response = demo_app.request(method, url, **options)
        assert response.status_code == 422, (method, url, field, response.text)
        assert field in response.json()["message"], (field, response.text)
    assert care.snapshot(store) == before


def test_serve_without_demo_refuses_default_secrets_and_names_them(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if not k.startswith("COMPTOIR_")}
    env.update({"DATABASE_URL": f"sqlite:///{tmp_path / 'store.db'}",
                "COMPTOIR_CHECKPOINT_URL": "memory://",
                "COMPTOIR_DEMO_KEY_PATH": str(tmp_path / "key.pem")})
    comptoir = str(Path(sys.executable).parent / "comptoir")
    subprocess.run([comptoir, "seed"], env=env, check=True, capture_output=True, cwd=tmp_path)
    refused = subprocess.run([comptoir, "serve", "--port", "1"], env=env, capture_output=True,
                             text=True, cwd=tmp_path, timeout=120)
    assert refused.returncode == 2
    assert "COMPTOIR_THREAD_SECRET" in refused.stderr and "--demo" in refused.stderr
    assert not (tmp_path / "key.pem").exists()


def test_tools_refuse_control_characters_before_the_database(store: Store) -> None:
    """Whatever door a value came through (graph, MCP), a tool never sends NUL to SQL."""
    from tools import care as care_tools
    from tools.base import ToolError

    before = care.snapshot(store)
    for tool, args in (
        (care_tools.get_order, {"order_number": NUL, "email": JEAN}),
        (care_tools.reschedule_delivery, {"order_number": "SO-24903", "email": JEAN,
                                          "slot_id": "2026-10-22-AM\x00"}),
        (care_tools.open_case, {"order_number": "SO-24903", "email": JEAN, "kind": "damage",
                                "description": "x\x00"}),
    ):
        with pytest.raises(ToolError) as refused:
            tool(store, args)
        assert refused.value.code == "invalid_arguments" and "arguments." in refused.value.message
    assert care.snapshot(store) == before


def test_the_servers_user_wins_over_the_context_identity() -> None:
    from nodes.kit.context import Context
    from nodes.kit.identity import authenticated as run_context

    claimed = Context(channel="staff", customer_email=JEAN, language="en")
    customer = {"configurable": {"langgraph_auth_user": {
        "identity": "user:x|alice", "email": "Alice.Roy@example.com", "permissions": []}}}
    ctx = run_context(claimed, customer)
    assert (ctx.customer_email, ctx.channel, ctx.language) == (ALICE, "customer", "en")
    staff = {"configurable": {"langgraph_auth_user": {
        "identity": "user:x|s", "email": STAFF, "permissions": ["staff"]}}}
    assert run_context(claimed, staff).channel == "staff"
    assert run_context(claimed, staff).customer_email is None  # a staff e-mail: no customer
    no_email = {"configurable": {"langgraph_auth_user": {"identity": "u", "email": ""}}}
    assert run_context(claimed, no_email).customer_email is None
    # In process (notebooks, `comptoir ask`, the gateway): the operator's context stands.
    assert run_context(claimed, {"configurable": {}}) == claimed


def test_a_hanging_redis_is_a_503_within_its_timeout(hanging_jwks: str) -> None:
    """Redis accepts and never answers: the rate-limit check gives up after the gateway's
    socket timeout (2 s, not the client library's 5 s) and the request is a 503 with
    Retry-After."""
    from services.gateway.app import REDIS_TIMEOUT_S, make_storage

    port = hanging_jwks.split(":")[2].split("/")[0]  # the same silent listener
    client = gateway(Echo(), storage=make_storage(f"redis://127.0.0.1:{port}/0"))
    started = time.perf_counter()
    response = client.post("/v1/chat", json={"message": "hi"}, headers=web(**bearer(JEAN)))
    took = time.perf_counter() - started
    assert response.status_code == 503, response.text
    assert int(response.headers["Retry-After"]) > 0
    assert REDIS_TIMEOUT_S <= took < REDIS_TIMEOUT_S + 2, took
