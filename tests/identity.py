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


def signed_json(header: str, payload: str) -> str:
    """A token of the test issuer whose header and payload are these JSON texts, byte for
    byte (PyJWT would write them itself: no key given twice, no odd member)."""
    import base64

    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature

    def b64(data: bytes) -> str:
        return base64.urlsafe_b64encode(data).rstrip(b"=").decode()

    signing_input = f"{b64(header.encode())}.{b64(payload.encode())}"
    r, s = decode_dss_signature(issuer().private_key.sign(signing_input.encode(),
                                                          ec.ECDSA(hashes.SHA256())))
    return f"{signing_input}.{b64(r.to_bytes(32, 'big') + s.to_bytes(32, 'big'))}"
