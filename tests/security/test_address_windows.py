"""Anonymous newcomers are limited by their address (services/gateway/identity.py), so one
address cannot mint session after session, each with a window of its own, and spend the
client's window alone (which locks every other user of the app out). An IPv6 address is
not one address, though: a home or a server gets a whole /64 (2^64 addresses) and picks a
fresh one per connection at will (RFC 4941 privacy addresses do it by themselves), so a
window per full IPv6 address was a window per request for whoever wanted one. Addresses
are now counted by their /64 (the usual unit of an IPv6 subscriber); an IPv4 address mapped
into IPv6 (`::ffff:203.0.113.7`) is counted as the IPv4 address it is.
"""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest

from services.gateway.app import create_gateway
from services.gateway.identity import address_key
from tests.identity import verifiers


class Echo:
    def turn(self, message: str, **kwargs: Any) -> Any:
        return type("T", (), {"reply": "ok", "asks": False, "text_id": "echo", "trace": []})()

    def history(self, thread_id: str) -> list[dict[str, str]]:
        return []


def codes_from(addresses: list[str]) -> list[int]:
    app = create_gateway(Echo, clients={"demo-web": ["customer"]}, verifiers=verifiers(),
                         rate_limit="100/hour", identity_rate_limit="2/hour")

    async def run() -> list[int]:
        codes = []
        for address in addresses:
            transport = httpx.ASGITransport(app=app, client=(address, 40000))
            async with httpx.AsyncClient(transport=transport, base_url="http://gw") as client:
                response = await client.post("/v1/chat", json={"message": "hi"},
                                             headers={"X-Client-Id": "demo-web"})
                codes.append(response.status_code)
        return codes

    return asyncio.run(run())


def test_fresh_ipv6_addresses_of_one_subnet_share_a_window() -> None:
    assert codes_from(["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:abcd::3"]) == [
        200, 200, 429]


def test_another_ipv6_subnet_has_its_own_window() -> None:
    assert codes_from(["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:3::1"]) == [
        200, 200, 200]


def test_an_ipv4_address_mapped_into_ipv6_is_that_ipv4_address() -> None:
    assert codes_from(["203.0.113.7", "::ffff:203.0.113.7", "203.0.113.7"]) == [
        200, 200, 429]


def test_ipv4_addresses_stay_apart() -> None:
    assert codes_from(["203.0.113.7", "203.0.113.7", "203.0.113.8"]) == [200, 200, 200]


@pytest.mark.parametrize(("host", "key"), [
    ("203.0.113.7", "203.0.113.7"),
    ("2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"),
    ("2001:DB8:1:2::9", "2001:db8:1:2::/64"),
    ("fe80::1%eth0", "fe80::/64"),
    ("::ffff:198.51.100.1", "198.51.100.1"),
    ("::1", "::/64"),
    ("testclient", "testclient"),   # not an address (a test client's name): as it is
    ("unknown", "unknown"),
])
def test_the_key_of_an_address(host: str, key: str) -> None:
    assert address_key(host) == key
