"""Describe one run: its configuration (shown in Studio) and its dependencies (in-process).

`Context` is what a caller sets per run: channel, asserted identity, language,
model name, a fixed instant. Its `deps` field carries the store and the model
factory the nodes use; it is excluded from the schema the LangGraph server
shows, and when a run does not bring it (the LangGraph server, Studio) it is
built once from the process settings. There is no process-global locator: two
graphs with two different stores run side by side in one process.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Annotated, Any, Literal, Protocol, TypeVar, cast

from langchain_core.language_models import BaseChatModel
from langgraph.runtime import Runtime
from pydantic import Field, GetCoreSchemaHandler
from pydantic.json_schema import SkipJsonSchema
from pydantic_core import core_schema

from nodes.kit.identity import authenticated
from services.clock import FixedClock, settable
from services.store import Store

Channel = Literal["customer", "staff"]
SHOP_DOMAINS = ("comptoir.example",)  # the demo shop's (COMPTOIR_SHOP_EMAIL_DOMAINS' default)
Lang = Literal["fr", "en"]


@dataclass
class Deps:
    """What nodes use: the store and a way to get a chat model by name (cached)."""

    store: Store
    model_for: Callable[[str | None], BaseChatModel]
    confirm_writes: bool = True
    """Ask the customer's yes before any write (COMPTOIR_CONFIRM_WRITES); False: write at once."""
    shop_domains: tuple[str, ...] = SHOP_DOMAINS
    """The shop's own e-mail domains (COMPTOIR_SHOP_EMAIL_DOMAINS): never a customer's."""
    _cache: dict[str | None, BaseChatModel] = field(default_factory=dict, repr=False)

    def model(self, name: str | None = None) -> BaseChatModel:
        if name not in self._cache:
            self._cache[name] = self.model_for(name)
        return self._cache[name]

    @classmethod
    def __get_pydantic_core_schema__(
        cls, source: Any, handler: GetCoreSchemaHandler
    ) -> core_schema.CoreSchema:
        """An object, not data: checked by type, never serialised or shown in a schema."""
        return core_schema.is_instance_schema(cls)

    @classmethod
    def of(cls, store: Store, model: BaseChatModel, *, confirm_writes: bool = True) -> Deps:
        """One store, one model whatever the name asked for (tests, evals, benches)."""
        return cls(store=store, model_for=lambda _name: model, confirm_writes=confirm_writes)


_settings_lock = threading.Lock()
_from_settings: dict[int, tuple[object, Deps]] = {}


def deps_from_settings() -> Deps:
    """The dependencies the process settings describe (the LangGraph server, the CLI), built
    once per settings object: new settings (a test's) get their own store."""
    from services.settings import get_settings

    settings = get_settings()
    with _settings_lock:
        cached = _from_settings.get(id(settings))
        if cached is None or cached[0] is not settings:
            from services.bootstrap import ensure_seeded, store_from_settings
            from services.llm.factory import make_model

            store = store_from_settings(settings)
            ensure_seeded(store, demo=settings.fills_empty_database)
            deps = Deps(store=store, model_for=lambda name: make_model(settings, name),
                        confirm_writes=settings.confirm_writes,
                        shop_domains=tuple(settings.shop_email_domains))
            _from_settings.clear()
            cached = _from_settings[id(settings)] = (settings, deps)
        return cached[1]


@dataclass(kw_only=True)
class Context:
    """Per-run context: who is asking, through which channel, in which language, when.

    Each field's description is what Studio and the server's `context_schema` show.
    """

    model: Annotated[str | None, Field(description=(
        "Model name for the OpenAI-compatible path; empty: the process setting "
        "(COMPTOIR_MODEL). Ignored by the offline model."))] = None
    channel: Annotated[Channel, Field(description=(
        "The channel the message came through: 'customer' reaches the care desk and nothing "
        "else; 'staff' reaches the back office (analysis, billing) and the care desk. Behind "
        "the LangGraph server only a staff user's token may use 'staff'."))] = (
        "customer")
    customer_email: Annotated[str | None, Field(description=(
        "The signed-in customer's e-mail (a proven identity): it wins over any e-mail "
        "written in a message, and the customer is never asked for it. Empty: the customer "
        "proves an order with its number and e-mail. Behind the LangGraph server it is the "
        "authenticated customer's (none for staff), whatever is written here."))] = None
    language: Annotated[Lang | None, Field(description=(
        "Force the reply language ('fr' or 'en'); empty: the language the person writes "
        "in."))] = None
    now: Annotated[str | None, Field(description=(
        "Run as if it were this instant: ISO 8601 with a UTC offset, e.g. "
        "2026-10-14T09:00:00+02:00, between 1970 and 2999 (an instant without an offset "
        "is refused). Empty: the real clock."))] = None
    subject: Annotated[str | None, SkipJsonSchema()] = field(default=None, repr=False)
    """Who the run is for, as proven by the door that made it (never in the schema, so never
    set by a server's caller): a token's subject (`user:<iss>|<sub>`, staff too), or an
    anonymous session's fingerprint (`anon:…`). The audit log's actor, and the party a
    question is asked to (a yes from another party is no consent). Empty: the caller's own
    process (CLI, notebooks, evals), where the asserted e-mail or the order proof stands."""
    deps: Annotated[Deps | None, SkipJsonSchema()] = field(
        default=None, repr=False, compare=False)
    """In-process only (never in the schema): the store and the models; default: settings."""

    def now_at(self) -> datetime | None:
        if not self.now:
            return None
        try:
            return settable(datetime.fromisoformat(self.now))
        except ValueError as exc:
            raise ValueError(f"Context.now: {exc}") from None

    def dependencies(self) -> Deps:
        return self.deps if self.deps is not None else deps_from_settings()

    def store(self) -> Store:
        """The store, on the run's clock when the context fixes `now` (built once per
        context, store and instant: a turn's nodes ask for it a dozen times)."""
        store = self.dependencies().store
        if not self.now:
            return store
        kept = self.__dict__.get("_on_its_clock")
        if kept is not None and kept[0] is store and kept[1] == self.now:
            return cast(Store, kept[2])
        at = self.now_at()
        assert at is not None
        fixed = replace(store, clock=FixedClock(at))
        self.__dict__["_on_its_clock"] = (store, self.now, fixed)
        return fixed

    def chat_model(self) -> BaseChatModel:
        return self.dependencies().model(self.model)


SCHEMA_FIELDS = ("model", "channel", "customer_email", "language", "now")


def party_of(context: Context) -> str:
    """The party a run speaks for, as a short digest (kept in the thread's state, never the
    subject itself: an anonymous subject names a session): its channel and its proven
    identity (the door's subject, else the asserted e-mail; neither: whoever proves an order
    in the conversation). A question asked to one party is answered by that party only."""
    who = f"{context.channel}\0{context.subject or ''}\0{context.customer_email or ''}"
    return hashlib.sha256(who.encode()).hexdigest()[:16]


def context_of(value: object) -> Context:
    """Accept a Context, a mapping (LangGraph server), or nothing."""
    if isinstance(value, Context):
        return value
    if isinstance(value, dict):
        fields = {k: v for k, v in value.items() if k in SCHEMA_FIELDS}
        # A mapping is not validated by the server: a value outside the schema is no value
        # (a reply in "EN" does not exist; the person's language is read instead).
        if fields.get("language") not in (None, "fr", "en"):
            fields["language"] = None
        if fields.get("channel") not in ("customer", "staff"):
            fields.pop("channel", None)
        for name in ("model", "customer_email", "now"):
            if not isinstance(fields.get(name), (str, type(None))):
                fields[name] = None
        return Context(**fields)
    return Context()


def run_context(runtime: Runtime[Any]) -> Context:
    """The run's context, whatever form the caller gave it in; behind a LangGraph server,
    identity and channel are the authenticated user's (nodes/kit/identity.py)."""
    return authenticated(context_of(runtime.context))


S_contra = TypeVar("S_contra", contravariant=True)
R_co = TypeVar("R_co", covariant=True)


class Node(Protocol[S_contra, R_co]):
    """A node as the kit builds it: the state and the run's runtime in, an update out."""

    def __call__(self, state: S_contra, runtime: Runtime[Context]) -> R_co: ...
