"""A refusal names an idempotency key as its caller sent it, never as the server scopes it."""

from __future__ import annotations

import pytest

from services.audit import as_given, caller_scoped


@pytest.mark.parametrize("key", ["move-1", "a:b:c", "100%", "%3A", "x.y.z", "api.x.y", ""])
def test_a_scoped_key_is_shown_as_given(key: str) -> None:
    scoped = caller_scoped("3a497f6ab39a5f3e", key)
    assert scoped is not None and scoped != key
    assert as_given(scoped) == key


def test_a_conversation_key_is_shown_as_it_is() -> None:
    assert as_given("t-abc:3:move") == "t-abc:3:move"
