"""Outside demo mode, `comptoir serve` refused the published demo keys but took any other:
`{"a": ["admin"]}` served a System API whose admin key is one letter (the System API and MCP
count no failed key, so a short key is guessed in a few thousand requests), and a scope
mistyped (`"admn"`) or an MCP key bound to something that is no e-mail served a key that
silently had other rights than written. Each is now refused at start-up, naming the
variable and never the key, as the thread and audit secrets already were.
"""

from __future__ import annotations

import pytest
from pydantic import SecretStr

from services.settings import Settings, insecure_defaults

GOOD_API = {"k-0123456789abcdef": ["care", "staff", "admin", "metrics"]}
GOOD_MCP = {"m-0123456789abcdef": {"scopes": ["care", "staff"], "customer": None},
            "j-0123456789abcdef": {"scopes": ["care"], "customer": "jean.martin@example.com"}}


def settings(api: object = None, mcp: object = None) -> Settings:
    return Settings(demo=False, api_keys=api or GOOD_API, mcp_keys=mcp or GOOD_MCP,
                    audit_secret=SecretStr("audit-secret-0123456789"),
                    thread_secret=SecretStr("thread-secret-0123456789"),
                    auth_issuer="https://idp.example", auth_jwks_url="https://idp.example/j")


def test_well_formed_keys_serve() -> None:
    assert insecure_defaults(settings()) == []


@pytest.mark.parametrize(("api", "mcp", "named", "said"), [
    ({"a": ["admin"]}, None, "COMPTOIR_API_KEYS", "16"),
    ({"short-key": ["care"]}, None, "COMPTOIR_API_KEYS", "16"),
    ({"k-0123456789abcdef": ["admn"]}, None, "COMPTOIR_API_KEYS", "admn"),
    (None, {"b": {"scopes": ["care"], "customer": None}}, "COMPTOIR_MCP_KEYS", "16"),
    (None, {"m-0123456789abcdef": {"scopes": ["admin"], "customer": None}},
     "COMPTOIR_MCP_KEYS", "admin"),
    (None, {"m-0123456789abcdef": {"scopes": ["care"], "customer": "nobody"}},
     "COMPTOIR_MCP_KEYS", "e-mail"),
])
def test_a_weak_or_mistyped_key_is_refused_naming_the_variable_not_the_key(
        api: object, mcp: object, named: str, said: str) -> None:
    problems = insecure_defaults(settings(api, mcp))
    assert len(problems) == 1, problems
    assert named in problems[0] and said in problems[0]
    for key in [*(api or {}), *(mcp or {})]:  # type: ignore[operator]
        assert len(key) < 3 or key not in problems[0]  # a one-letter key is in any word


def test_only_the_parts_served_are_checked() -> None:
    weak = settings({"a": ["admin"]}, {"b": {"scopes": ["care"], "customer": None}})
    assert insecure_defaults(weak, ("gateway",)) == []
    assert [p.split(" ")[0] for p in insecure_defaults(weak, ("api",))] == ["COMPTOIR_API_KEYS"]
    assert [p.split(" ")[0] for p in insecure_defaults(weak, ("mcp",))] == ["COMPTOIR_MCP_KEYS"]
