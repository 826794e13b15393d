"""Prove who is calling: bearer JWTs checked with PyJWT, and the demo issuer's own key.

A token is accepted only if its signature verifies with a key of the configured
identity provider (a JWKS URL, cached and refreshed when an unknown `kid` shows
up, or one PEM public key), its algorithm is in the allow-list, and `iss`,
`aud`, `exp` and `nbf` hold (with a small clock skew). The e-mail claim becomes
the customer's identity only when the provider says it verified the address
(`email_verified`, OpenID Connect Core 1.0 §5.1: true means the provider "took
affirmative steps" to check the address; false is refused, and so by default is a
missing claim: `AuthConfig.email_verified`); the staff role claim opens the staff
channel. Nothing a caller writes in a request body is ever taken as an identity.

The demo issuer (demo mode only) signs short-lived tokens for the demo data set's
users with a key generated at first start under `var/`.
"""

from __future__ import annotations

import asyncio
import binascii
import json
import math
import os
import threading
import time
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from jwt.utils import base64url_decode

from services.boundary import DuplicateKey, unique_keys
from services.text import claimed_email

DEMO_ISSUER = "comptoir-demo"
DEMO_ALGORITHM = "ES256"
DEMO_KID = "comptoir-demo-1"
EmailVerified = Literal["required", "unless_false"]
"""When an e-mail claim is an identity: `required`, only with `email_verified` true;
`unless_false`, also without the claim (providers that issue verified addresses only and
do not say so); `email_verified` false is refused either way."""
ASYMMETRIC = ("RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384",
              "ES512", "EdDSA")


class TokenError(Exception):
    """The bearer token is missing, malformed, expired, or not signed by a trusted key."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class KeysUnavailable(TokenError):
    """The identity provider's keys cannot be fetched: the token may be fine (a 503, not a
    401)."""


@dataclass(frozen=True)
class Identity:
    """A proven caller: a signed-in person (token) or an anonymous session."""

    subject: str
    """Stable key of the caller: `user:<iss>|<sub>` or `anon:<session>`."""
    email: str | None = None
    staff: bool = False
    signed_in: bool = False
    claims: Mapping[str, Any] = field(default_factory=dict)

    @property
    def role(self) -> str:
        return "staff" if self.staff else "customer"


@dataclass(frozen=True)
class AuthConfig:
    """What a deployment says about its identity provider (see the README, Deploying)."""

    issuer: str
    audience: str
    algorithms: tuple[str, ...] = ("RS256", "ES256")
    leeway_s: int = 30
    jwks_url: str | None = None
    public_key: str | None = None
    email_claim: str = "email"
    role_claim: str = "roles"
    staff_role: str = "staff"
    jwks_cache_s: int = 300
    jwks_timeout_s: float = 3.0
    """Longest wait for the JWKS endpoint; after a failure, tokens that need a fetch are
    answered at once (503) for `jwks_retry_s`, without asking the endpoint again."""
    jwks_retry_s: float = 5.0
    email_verified: EmailVerified = "required"


class JwksClient(jwt.PyJWKClient):
    """PyJWT's JWKS client, which after a failed fetch (no answer within the timeout, an
    error, a body that is not JSON) fails at once for `retry_s` instead of making every
    token wait for the timeout again, one after the other (the client fetches under a lock).
    """

    def __init__(self, uri: str, *, retry_s: float, **options: Any) -> None:
        super().__init__(uri, **options)
        self.retry_s = retry_s
        self.down_until = 0.0

    def fetch_data(self) -> Any:
        if time.monotonic() < self.down_until:
            raise jwt.PyJWKClientConnectionError("the key set could not be fetched a moment ago")
        try:
            return super().fetch_data()
        except (jwt.PyJWKClientConnectionError, ValueError, OSError) as exc:
            self.down_until = time.monotonic() + self.retry_s
            raise jwt.PyJWKClientConnectionError(str(exc)) from exc


class TokenVerifier:
    """Validate bearer tokens against one identity provider."""

    def __init__(self, config: AuthConfig) -> None:
        if not config.jwks_url and not config.public_key:
            raise ValueError("an identity provider needs a JWKS URL or a public key")
        unsafe = [a for a in config.algorithms if a not in ASYMMETRIC]
        if unsafe or not config.algorithms:
            raise ValueError(f"only asymmetric algorithms are accepted, not {unsafe}")
        self.config = config
        self._jwks: jwt.PyJWKClient | None = None
        self._key: Any = None
        if config.jwks_url:
            # Cached; PyJWKClient fetches the set again when a token names an unknown kid.
            self._jwks = JwksClient(config.jwks_url, cache_keys=True,
                                    lifespan=config.jwks_cache_s,
                                    timeout=config.jwks_timeout_s,
                                    retry_s=config.jwks_retry_s)
        else:
            assert config.public_key is not None
            self._key = serialization.load_pem_public_key(config.public_key.encode())

    def _signing_key(self, token: str) -> Any:
        if self._jwks is None:
            return self._key
        try:
            return self._jwks.get_signing_key_from_jwt(token).key
        except jwt.PyJWKClientConnectionError as exc:
            raise KeysUnavailable("The identity provider's keys cannot be fetched: retry in a "
                                  "few seconds.") from exc
        except (jwt.PyJWKClientError, jwt.DecodeError) as exc:
            raise TokenError("The token is not signed by a known key.") from exc

    def verify(self, token: str) -> Identity:
        config = self.config
        problem = json_problem(token)
        if problem:
            raise TokenError(problem)
        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError as exc:
            raise TokenError("The bearer token is not a JWT.") from exc
        if header.get("alg") not in config.algorithms:
            raise TokenError("The token's algorithm is not accepted.")
        try:
            claims = jwt.decode(
                token, self._signing_key(token), algorithms=list(config.algorithms),
                audience=config.audience, issuer=config.issuer, leeway=config.leeway_s,
                options={"require": ["exp", "iss", "aud", "sub"]},
            )
        except (jwt.ExpiredSignatureError, jwt.ImmatureSignatureError) as exc:
            # Raised after the signature verified: the claims are the issuer's. A `true` read
            # as 1 by PyJWT is no date, whatever it compared to.
            problem = time_claims_problem(jwt.decode(token, options={"verify_signature": False}))
            if problem:
                raise TokenError(problem) from exc
            if isinstance(exc, jwt.ExpiredSignatureError):
                raise TokenError("The token has expired: sign in again.") from exc
            raise TokenError("The token is not valid yet.") from exc
        except jwt.PyJWTError as exc:
            raise TokenError(f"Invalid token: {str(exc).rstrip('.')}.") from exc
        except (TypeError, ValueError) as exc:
            # The key its `kid` names is of another kind than its `alg` (an RSA key for an
            # ES256 token, a shared secret): PyJWT cannot even load the key for that
            # algorithm. A token that does not verify, not a server error.
            raise TokenError("The token's algorithm does not match the key it names (kid): "
                             "it is not signed by a known key.") from exc
        problem = time_claims_problem(claims)
        if problem:
            raise TokenError(problem)
        return identity_of(claims, config)


def json_problem(token: str) -> str | None:
    """Why a token's header or payload is no JSON object a claim can be read from without
    doubt, else None (PyJWT says what else is wrong). A member given twice: PyJWT takes the
    last, the issuer or a proxy may have meant the first (RFC 7519 §4 lets a parser refuse,
    and a claim is an identity here). A `crit` header: the token needs an extension to be read
    as its issuer meant, and this server supports none (RFC 7515 §4.1.11: refused); PyJWT
    refused it too, but as "not a JWT"."""
    parts = token.split(".")
    if len(parts) != 3:
        return None
    for name, part in (("header", parts[0]), ("payload", parts[1])):
        try:
            value = json.loads(base64url_decode(part), object_pairs_hook=unique_keys)
        except DuplicateKey as exc:
            return (f"The token's {name} gives {exc.key!r} twice: which one its issuer meant "
                    "is not clear, so it is not accepted.")
        except (ValueError, TypeError, binascii.Error):
            return None
        if name == "header" and isinstance(value, dict) and "crit" in value:
            critical = value["crit"]
            named = ", ".join(repr(str(c)[:40]) for c in critical[:5]) \
                if isinstance(critical, list) and critical else repr(str(critical)[:40])
            return (f"The token's header marks {named} as critical (crit), an extension this "
                    "server does not support: the token is not accepted (RFC 7515 "
                    "§4.1.11).")
    return None


TIME_CLAIMS = ("exp", "nbf", "iat")


def time_claims_problem(claims: Mapping[str, Any]) -> str | None:
    """Why a token's `exp`, `nbf` or `iat` is no time, else None. RFC 7519 §2 makes each a
    NumericDate, a JSON number; PyJWT reads them with `int()`, which also takes the string
    "9999999999" and the boolean true, so a token an issuer got wrong (or a string claim
    copied from elsewhere) passed as if it were a date; and it takes any number, 1e20 too."""
    for name in TIME_CLAIMS:
        if name not in claims:
            continue
        value = claims[name]
        if isinstance(value, bool) or not isinstance(value, (int, float)) \
                or not _finite(value):
            return (f"The token's {name} claim is not a number of seconds (RFC 7519 "
                    "NumericDate, a JSON number, not a string): it is not accepted.")
        if value > LAST_DATE:
            # An `exp` of 1e20 is a token that never expires: no issuer means that.
            return (f"The token's {name} claim is past the year 9999, so it is no date: it is "
                    "not accepted.")
    return None


LAST_DATE = 253_402_300_799  # 9999-12-31T23:59:59Z, the last second a date holds


def _finite(value: float) -> bool:
    try:
        return math.isfinite(value)
    except OverflowError:  # an integer of hundreds of digits: no date
        return False


def verified_flag(value: Any) -> bool | None:
    """`email_verified` as the provider meant it: a boolean, or exactly the string "true"
    some providers send (Sign in with Apple); None when absent; anything else ("TRUE ",
    "yes", 1) is false: a claim that proves an identity is read as specified, not guessed."""
    if value is None:
        return None
    if isinstance(value, bool):
        return value
    return value == "true"


MAX_SUBJECT = 255  # OpenID Connect Core 1.0 §2: `sub` "MUST NOT exceed 255 ASCII characters"


def subject_problem(sub: Any) -> str | None:
    """Why a token's `sub` names nobody, else None. The subject keys a person's threads, rate
    windows and audit entries: an empty one would make every such token the same person, a
    control character would forge lines in the logs that quote it."""
    if not isinstance(sub, str) or not sub.strip():
        return "The token's subject (sub) is empty: it names nobody."
    if len(sub) > MAX_SUBJECT:
        return f"The token's subject (sub) is longer than {MAX_SUBJECT} characters."
    if not (sub.isascii() and sub.isprintable()):
        return ("The token's subject (sub) holds a character other than printable ASCII "
                "(a control character, a non-ASCII letter): it is no identifier.")
    return None


def identity_of(claims: Mapping[str, Any], config: AuthConfig) -> Identity:
    problem = subject_problem(claims.get("sub"))
    if problem:
        raise TokenError(problem)
    email = claims.get(config.email_claim)
    if email is not None and not isinstance(email, str):
        raise TokenError(f"The token's e-mail claim ({config.email_claim}) is not a string, "
                         "so it cannot act as any address: sign in again with a token whose "
                         "claim is one address.")
    if isinstance(email, str) and email and claimed_email(email) is None:
        raise TokenError("The token's e-mail claim is not a plain address (it holds a space "
                         "or a control character), so it cannot act as any address.")
    if isinstance(email, str) and email.strip():
        verified = verified_flag(claims.get("email_verified"))
        if verified is False:
            raise TokenError("The token's e-mail address is not verified (email_verified is "
                             "not true: only the boolean true or the string \"true\" is): "
                             "verify it with your identity provider, then sign in again.")
        if verified is None and config.email_verified == "required":
            raise TokenError("The token does not say that its e-mail address is verified (no "
                             "email_verified claim), so it cannot act as that address.")
    roles = claims.get(config.role_claim)
    if isinstance(roles, str):
        roles = roles.split()
    staff = isinstance(roles, list) and config.staff_role in roles
    subject = str(claims["sub"])
    return Identity(
        subject=f"user:{claims.get('iss', '')}|{subject}",
        email=claimed_email(email),
        staff=staff, signed_in=True, claims=dict(claims),
    )


class Verifiers:
    """Every trusted issuer of this process (the demo issuer, the deployment's provider).

    A token that verified is remembered, by its exact text, until it expires (`exp` plus
    the issuer's leeway, as PyJWT checks it) or for `cache_s`, whichever comes first: an
    app sends the same token with every message, and checking its signature again costs more
    than the rest of the gateway's checks together. `cache_s` stays below the JWKS cache's
    lifespan, so a key the provider withdraws is not trusted longer than without this cache.
    Any other text (a forged or altered token) is not found and gets the full check.
    """

    def __init__(self, verifiers: list[TokenVerifier], *, cache_size: int = 4096,
                 cache_s: float = 60.0, clock: Callable[[], float] = time.time) -> None:
        self.verifiers = verifiers
        self.cache_size, self.cache_s, self.clock = cache_size, cache_s, clock
        self._verified: dict[str, tuple[Identity, float]] = {}
        self._pool: ThreadPoolExecutor | None = None
        self._pool_lock = threading.Lock()

    def __bool__(self) -> bool:
        return bool(self.verifiers)

    def remembered(self, token: str) -> Identity | None:
        """The identity of a token verified a moment ago (no signature check), else None."""
        known = self._verified.get(token)
        if known is not None and self.clock() < known[1]:
            return known[0]
        return None

    async def verify_async(self, token: str) -> Identity:
        """`verify` for a server's event loop: a remembered token at once, any other checked
        in a small pool of its own threads, so a slow identity provider (a JWKS fetch) holds
        neither the loop nor the threads that run the turns."""
        known = self.remembered(token)
        if known is not None:
            return known
        with self._pool_lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="token-check")
        return await asyncio.get_running_loop().run_in_executor(self._pool, self.verify, token)

    def verify(self, token: str) -> Identity:
        now = self.clock()
        known = self._verified.get(token)
        if known is not None and now < known[1]:
            return known[0]
        verifier = self._verifier_of(token)
        identity = verifier.verify(token)
        expires = float(identity.claims["exp"]) + verifier.config.leeway_s
        if len(self._verified) >= self.cache_size:  # forget the oldest
            self._verified.pop(next(iter(self._verified)), None)
        self._verified[token] = (identity, min(expires, now + self.cache_s))
        return identity

    def _verifier_of(self, token: str) -> TokenVerifier:
        if not self.verifiers:
            raise TokenError("Sign-in is not configured on this server.")
        problem = json_problem(token)  # before its issuer is read: which `iss` is meant?
        if problem:
            raise TokenError(problem)
        try:
            issuer = jwt.decode(token, options={"verify_signature": False}).get("iss")
        except jwt.PyJWTError as exc:
            raise TokenError("The bearer token is not a JWT.") from exc
        for verifier in self.verifiers:
            if verifier.config.issuer == issuer:
                return verifier
        raise TokenError("The token's issuer is not trusted.")


def bearer_token(authorization: str | None) -> str | None:
    """The token of an `Authorization: Bearer …` header, None when there is no header."""
    if authorization is None:
        return None
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise TokenError("Send `Authorization: Bearer <token>`.")
    token = token.strip()
    if not token.isascii() or not token.isprintable():
        raise TokenError("The bearer token is not a JWT.")
    return token


# ---- the demo issuer ------------------------------------------------------------------


class DemoIssuer:
    """Mint short-lived tokens for the demo data set's users (demo mode only)."""

    def __init__(self, key_path: Path, audience: str, *, ttl_s: int = 3600,
                 clock: Callable[[], float] = time.time) -> None:
        self.private_key = load_or_create_key(key_path)
        self.audience, self.ttl_s, self.clock = audience, ttl_s, clock

    def public_pem(self) -> str:
        return self.private_key.public_key().public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        ).decode()

    def config(self, base: AuthConfig | None = None) -> AuthConfig:
        return AuthConfig(
            issuer=DEMO_ISSUER, audience=self.audience, algorithms=(DEMO_ALGORITHM,),
            public_key=self.public_pem(), leeway_s=base.leeway_s if base else 30,
            email_claim="email", role_claim="roles", staff_role="staff",
        )

    def verifier(self) -> TokenVerifier:
        return TokenVerifier(self.config())

    def mint(self, email: str, *, staff: bool) -> tuple[str, int]:
        now = int(self.clock())
        claims = {"iss": DEMO_ISSUER, "aud": self.audience, "sub": email, "email": email,
                  "email_verified": True, "roles": ["staff"] if staff else [], "iat": now,
                  "nbf": now, "exp": now + self.ttl_s}
        token = jwt.encode(claims, self.private_key, algorithm=DEMO_ALGORITHM,
                           headers={"kid": DEMO_KID})
        return token, self.ttl_s


def load_or_create_key(path: Path) -> ec.EllipticCurvePrivateKey:
    """The demo signing key, generated at first start (P-256, file readable by its owner)."""
    if path.exists():
        key = serialization.load_pem_private_key(path.read_bytes(), password=None)
        if not isinstance(key, ec.EllipticCurvePrivateKey):
            raise ValueError(f"{path} is not an EC private key; delete it to get a new one")
        return key
    path.parent.mkdir(parents=True, exist_ok=True)
    key = ec.generate_private_key(ec.SECP256R1())
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption())
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # another worker created it first: use theirs
        time.sleep(0.2)
        return load_or_create_key(path)
    with os.fdopen(fd, "wb") as out:
        out.write(pem)
    return key
