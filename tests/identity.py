"""Tokens for tests: a demo issuer with a throw-away key, and bearer headers from it."""

from __future__ import annotations

import tempfile
from functools import lru_cache
from pathlib import Path

from services.auth import DemoIssuer, Verifiers


@lru_cache(maxsize=1)
def issuer() -> DemoIssuer:
    return DemoIssuer(Path(tempfile.mkdtemp()) / "key.pem", "comptoir")


def verifiers() -> Verifiers:
    return Verifiers([issuer().verifier()])


def bearer(email: str, *, staff: bool = False) -> dict[str, str]:
    token, _ = issuer().mint(email, staff=staff)
    return {"Authorization": f"Bearer {token}"}
