"""The System API and MCP had no rate limit: one key could send requests as fast as the
service answered them (each a database query, a write), and anyone could guess keys at the
same speed. Each door now limits requests per API key, and requests without a valid key
per address (`COMPTOIR_API_RATE_LIMIT`, `COMPTOIR_MCP_RATE_LIMIT`,
`COMPTOIR_KEY_FAILURE_RATE_LIMIT`), in memory or in Redis: over a limit, 429 `rate_limited`
with `Retry-After`, before the body is read. A valid key never counts against its address."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from limits.storage import MemoryStorage, Storage
from pydantic import SecretStr

from comptoir.app import create_app
from services.service_limits import SourceLimits
from services.settings import Settings
from services.store import Store
from services.system_api.app import create_system_api
from tests.integration.test_gateway import redis_storage
from tools.mcp_server import create_mcp_app, parse_keys

MCP_HEADERS = {"Accept": "application/json, text/event-stream",
               "Content-Type": "application/json"}
INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {},
    "clientInfo": {"name": "test", "version": "1"}}}


@pytest.fixture(params=["memory", "redis"])
def storage(request: pytest.FixtureRequest) -> Storage:
    return MemoryStorage() if request.param == "memory" else redis_storage()


def fresh_keys() -> tuple[str, str]:
    return f"k1-{uuid.uuid4().hex}", f"k2-{uuid.uuid4().hex}"


def fresh_address() -> str:
    """An address no earlier run counted in Redis (an IPv6 /64 of its own)."""
    return f"fd00:{uuid.uuid4().hex[:4]}:{uuid.uuid4().hex[:4]}:{uuid.uuid4().hex[:4]}::7"


def assert_limited(answer: Any, what: str) -> None:
    assert answer.status_code == 429, answer.text
    assert answer.json()["error"] == "rate_limited"
    assert what in answer.json()["message"] and "retry in" in answer.json()["message"]
    assert int(answer.headers["Retry-After"]) >= 1
    assert answer.headers["X-RateLimit-Limit"] and answer.headers["X-RateLimit-Remaining"] == "0"


def test_the_system_api_limits_each_key(mem_store: Store, storage: Storage) -> None:
    one, two = fresh_keys()
    limits = SourceLimits("api", per_key="3/minute", per_refused_address="2/minute",
                          storage=storage)
    app = create_system_api(mem_store, {one: ["staff"], two: ["staff"]}, limits=limits)
    with TestClient(app) as client:
        codes = [client.get("/customers", params={"q": "doe"}, headers={"X-Api-Key": one}
                            ).status_code for _ in range(3)]
        assert codes == [200, 200, 200]
        assert_limited(client.get("/customers", params={"q": "doe"},
                                  headers={"X-Api-Key": one}), "API key")
        # a write over the limit reaches nothing either, whatever its body
        assert client.post("/orders/SO-24903/reschedule", json={"slot_id": "x"},
                           headers={"X-Api-Key": one}).status_code == 429
        # another key has a window of its own; health is never counted
        assert client.get("/customers", params={"q": "doe"},
                          headers={"X-Api-Key": two}).status_code == 200
        assert client.get("/health").status_code == 200


def test_the_system_api_slows_down_key_guessing(mem_store: Store, storage: Storage) -> None:
    good, _ = fresh_keys()
    limits = SourceLimits("api", per_key="100/minute", per_refused_address="2/minute",
                          storage=storage)
    app = create_system_api(mem_store, {good: ["staff"]}, limits=limits)
    # a test client's address is one per run of this test: a fresh one for the Redis window
    with TestClient(app, client=(fresh_address(), 5000)) as client:
        guesses = [client.get("/customers", headers={"X-Api-Key": f"guess-{i}"}).status_code
                   for i in range(2)]
        assert guesses == [401, 401]
        assert_limited(client.get("/customers", headers={"X-Api-Key": "guess-3"}), "address")
        assert client.get("/customers").status_code == 429  # no key at all: the same window
        # the key holder behind the same address is not locked out
        assert client.get("/customers", params={"q": "doe"},
                          headers={"X-Api-Key": good}).status_code == 200


def mcp_client(store: Store, keys: dict[str, Any], limits: SourceLimits,
               address: str = "testclient") -> TestClient:
    app, _ = create_mcp_app(store, parse_keys(keys), allowed_hosts=["testserver"],
                            allowed_origins=["http://testserver"], limits=limits)
    return TestClient(app, client=(address, 5000))


def test_mcp_limits_each_key_and_key_guessing(store: Store, storage: Storage) -> None:
    one, two = fresh_keys()
    limits = SourceLimits("mcp", per_key="2/minute", per_refused_address="1/minute",
                          storage=storage)
    keys = {one: {"scopes": ["care"]}, two: {"scopes": ["care"]}}
    with mcp_client(store, keys, limits, fresh_address()) as client:
        for _ in range(2):
            opened = client.post("/mcp", json=INIT,
                                 headers={**MCP_HEADERS, "Authorization": f"Bearer {one}"})
            assert opened.status_code == 200, opened.text
        assert_limited(client.post("/mcp", json=INIT, headers={
            **MCP_HEADERS, "Authorization": f"Bearer {one}"}), "API key")
        assert client.post("/mcp", json=INIT, headers={
            **MCP_HEADERS, "Authorization": f"Bearer {two}"}).status_code == 200
        assert client.post("/mcp", json=INIT, headers={
            **MCP_HEADERS, "Authorization": "Bearer guess"}).status_code == 401
        assert_limited(client.post("/mcp", json=INIT, headers={
            **MCP_HEADERS, "Authorization": "Bearer guess-2"}), "address")


def test_the_settings_reach_both_doors(mem_store: Store, tmp_path: Path) -> None:
    settings = Settings(database_url="sqlite://", checkpoint_url="memory://",
                        api_keys={"api-key-0123456789": ["staff"]},
                        mcp_keys={"mcp-key-0123456789": {"scopes": ["care"]}},
                        api_rate_limit="1/minute", mcp_rate_limit="1/minute",
                        key_failure_rate_limit="1/minute", demo=True, expose_demo=True,
                        demo_key_path=tmp_path / "demo.pem",
                        audit_secret=SecretStr("test-audit-secret-0123"))
    with TestClient(create_app(settings, mem_store)) as client:
        api = {"X-Api-Key": "api-key-0123456789"}
        assert client.get("/api/customers", params={"q": "doe"}, headers=api).status_code == 200
        assert client.get("/api/customers", params={"q": "doe"}, headers=api).status_code == 429
        mcp = {**MCP_HEADERS, "Authorization": "Bearer mcp-key-0123456789"}
        assert client.post("/mcp", json=INIT, headers=mcp).status_code == 200
        assert client.post("/mcp", json=INIT, headers=mcp).status_code == 429


@pytest.mark.parametrize("variable", ["COMPTOIR_API_RATE_LIMIT", "COMPTOIR_MCP_RATE_LIMIT",
                                      "COMPTOIR_KEY_FAILURE_RATE_LIMIT"])
def test_a_wrong_limit_is_one_line(tmp_path: Path, variable: str) -> None:
    env = {**os.environ, variable: "lots", "DATABASE_URL": f"sqlite:///{tmp_path}/c.db"}
    done = subprocess.run([sys.executable, "-m", "comptoir.cli", "serve", "--demo",
                           "--port", "1"], env=env, capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 2, done.stderr[-2000:]
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and f"Invalid setting: {variable}='lots': expected a rate limit" \
        in lines[0], lines
