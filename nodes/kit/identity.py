"""Decide who a run is for: the LangGraph server's authenticated user wins over the context.

Behind a LangGraph server with an auth handler (langgraph.json "auth"), the server
puts the authenticated user in `config["configurable"]["langgraph_auth_user"]`;
then the identity fields a caller wrote in the run's context (customer_email,
channel) are ignored: the e-mail is the token's, and only a staff user may use
the staff channel, and the run is on the real clock with the configured model (a
caller's `now` would move the 48-hour line; see `callers_set_clock`). Without a server
user (notebooks, `comptoir ask`, the gateway, tests), the context is the operator's word
and stays as it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Any

from services.text import claimed_email

if TYPE_CHECKING:
    from nodes.kit.context import Context


def _field(user: Any, name: str) -> Any:
    if isinstance(user, Mapping):
        return user.get(name)
    try:
        return user[name]
    except (KeyError, TypeError, IndexError):
        return getattr(user, name, None)


def authenticated(context: Context, config: Mapping[str, Any] | None = None) -> Context:
    """`context`, with identity and channel from the server's user when there is one."""
    if config is None:
        try:
            from langgraph.config import get_config

            config = get_config()
        except RuntimeError:  # called outside a run
            config = {}
    user = (config.get("configurable") or {}).get("langgraph_auth_user")
    if user is None:
        return context
    email = _field(user, "email")
    permissions = _field(user, "permissions") or []
    staff = _field(user, "role") == "staff" or "staff" in permissions
    clock = {} if callers_set_clock() else {"now": None, "model": None}
    return replace(
        context,
        # A staff member's e-mail is nobody's customer identity: on either channel a staff
        # run proves a customer's order as anyone does (or reads it as staff may).
        customer_email=None if staff else claimed_email(email),
        channel=context.channel if staff else "customer",
        # The server's authenticated identity: what the audit log names, and who a question
        # was asked to (never the caller's word: `subject` is not in the context schema).
        subject=str(_field(user, "identity") or "") or None,
        **clock,
    )


@cache
def callers_set_clock() -> bool:
    """Whether a server's callers may set a run's clock and model (`now`, `model`): only a
    test server that says so, or demo mode (`trust_run_clock`). Read once per process."""
    from services.settings import get_settings

    settings = get_settings()
    return settings.trust_run_clock or settings.demo
