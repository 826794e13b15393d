"""Hold the process settings, read once from the environment (never from nodes)."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict
from pydantic_settings import SettingsError as SourceError

if TYPE_CHECKING:
    from limits import RateLimitItem

DEFAULT_DATA_DIR = Path("var")
DEMO_CLIENT_IDS = frozenset({"demo-web"})
"""The demo page's client ID: served only in demo mode (`comptoir.app.served_clients`)."""
DEMO_AUDIT_SECRET = "comptoir-demo-audit-secret"
"""The audit HMAC's published key, for demo mode and tests: outside demo mode,
COMPTOIR_AUDIT_SECRET is required to serve the System API or MCP (`insecure_defaults`)."""
RATE_LIMIT_FORMAT = ("expected a rate limit such as 600/hour, or several separated by ';' "
                     "(600/hour;5000/day), each at least 1")


def rate_limits(text: str) -> list[RateLimitItem]:
    """Every limit of a setting such as `60/hour;1000/day` (all of them count, not the first
    alone); ValueError when one cannot be read or allows nothing."""
    from limits import parse_many

    try:
        items = parse_many(text)
    except ValueError:
        items = []
    if not items or any(item.amount < 1 for item in items):
        raise ValueError(RATE_LIMIT_FORMAT)
    return items


# What the stores open (`services.db.make_engine`, `comptoir.agent.open_checkpointer`, the
# `limits` library's Redis storage); a driver may be named (`postgresql+psycopg://`).
# The embedded default: a SQLite file in the project's data folder, filled with the demo set
# on first use (`comptoir ask`, notebooks, `langgraph dev`); a database named by DATABASE_URL
# is filled only in demo mode (`Settings.fills_empty_database`).
DEFAULT_DATABASE_URL = f"sqlite:///{DEFAULT_DATA_DIR / 'comptoir.db'}"
DATABASE_URL = re.compile(r"(sqlite|postgresql)(\+\w+)?://", re.I)
CHECKPOINT_URL = re.compile(r"memory(://|$)|sqlite(\+\w+)?://|postgres(ql)?(\+\w+)?://", re.I)
REDIS_URL = re.compile(r"(redis|rediss)(\+(unix|cluster|sentinel))?://", re.I)


class Settings(BaseSettings):
    """Process configuration; every field can be set by an environment variable."""

    model_config = SettingsConfigDict(env_prefix="COMPTOIR_", extra="ignore")

    database_url: str = Field(
        default=DEFAULT_DATABASE_URL,
        validation_alias="DATABASE_URL",
        description="SQLAlchemy URL of the business database (SQLite file by default).",
    )
    checkpoint_url: str = Field(
        default=f"sqlite:///{DEFAULT_DATA_DIR / 'checkpoints.db'}",
        description="Conversation checkpoints: a sqlite:/// path or a postgresql:// URL.",
    )
    redis_url: str | None = Field(
        default=None,
        validation_alias="REDIS_URL",
        description="Redis URL for shared rate-limit counters; in-memory when unset.",
    )
    timezone: str = Field(default="Europe/Paris", description="The store's local time zone.")
    openai_api_key: SecretStr | None = Field(default=None, validation_alias="OPENAI_API_KEY")
    openai_base_url: str | None = Field(default=None, validation_alias="OPENAI_BASE_URL")
    model: str = Field(default="gpt-4o-mini", description="Model name for the OpenAI path.")
    structured_output: Literal["json_schema", "function_calling", "json_mode"] = Field(
        default="json_schema",
        description="How the OpenAI path asks for structured output: json_schema, "
        "function_calling (servers without json_schema), json_mode (servers that only offer "
        "json_object; the schema goes into the prompt).",
    )
    tool_calling: Literal["native", "structured_output"] = Field(
        default="native",
        description="How the billing tool loop calls tools on the OpenAI path: native tool "
        "calling, or structured_output ({tool, arguments} among the tools offered) for "
        "servers or models without tool calling.",
    )
    temperature: float = Field(default=0.0, ge=0, le=2, description="Sampling temperature.")
    max_tokens: int | None = Field(
        default=1024, ge=1, description="Most tokens one model answer may take (unset: the "
        "server's default)."
    )
    llm_timeout_s: float = Field(default=30.0, gt=0, description="Timeout of one model call.")
    llm_max_answer_bytes: int = Field(
        default=1_048_576, ge=4096, description="Most bytes of one model server's answer that "
        "are read (a longer answer is a failed model call).")
    api_keys: dict[str, list[str]] = Field(
        default={
            "demo-care-key": ["care"],
            "demo-staff-key": ["care", "staff"],
            "demo-admin-key": ["care", "staff", "admin"],
        },
        description="System API keys and their scopes (care, staff, admin; metrics or admin "
        "scrapes the gateway's /metrics outside demo mode), as JSON.",
    )
    gateway_clients: dict[str, list[str]] = Field(
        default={
            "demo-web": ["customer", "staff"],
            "mobile-app": ["customer"],
            "backoffice": ["staff"],
        },
        description="Gateway client IDs and the channels each may use, as JSON (`demo-web`, "
        "the demo page's, is served in demo mode only).",
    )
    rate_limit: str = Field(
        default="600/hour",
        description="Chat requests per client ID (an application), moving window (limits "
        "syntax; several separated by ';', e.g. 600/hour;5000/day, all enforced).",
    )
    identity_rate_limit: str = Field(
        default="60/hour",
        description="Chat requests per identity (token subject, anonymous session, or address), "
        "moving window (several separated by ';', all enforced); one user cannot exhaust a "
        "client's window for the others.",
    )
    api_rate_limit: str = Field(
        default="1200/minute",
        description="System API requests per API key, moving window (several separated by "
        "';', all enforced).",
    )
    mcp_rate_limit: str = Field(
        default="600/minute",
        description="MCP requests per API key, moving window (several separated by ';', all "
        "enforced).",
    )
    key_failure_rate_limit: str = Field(
        default="30/minute",
        description="System API or MCP requests without a valid key, per address (each door "
        "its own window); over it a 429 instead of the 401: guessing keys is slowed down.",
    )
    thread_secret: SecretStr = Field(
        default=SecretStr("comptoir-demo-thread-secret"),
        description="Key that derives a user's thread id from (client, user); set it in "
        "production so thread ids cannot be guessed.",
    )
    audit_secret: SecretStr | None = Field(
        default=None,
        description="Key of the HMAC that names each System API and MCP key in the audit log "
        "(never the key, nor a plain hash of it): 16+ random characters, required outside "
        "demo mode when the System API or MCP is served; demo mode uses a fixed, published "
        "one. Changing it renames every key from then on (and scopes their idempotency keys "
        "afresh).")
    otel_endpoint: str | None = Field(
        default=None, description="OTLP/HTTP base URL (e.g. http://collector:4318) to export "
        "OpenTelemetry traces to (spans go to <url>/v1/traces); empty: the standard "
        "OTEL_EXPORTER_OTLP_ENDPOINT, else no tracing. Needs the `otel` extra.")
    log_format: Literal["text", "json"] = Field(
        default="text", description="Server logs: text, or one JSON object a line; both carry "
        "the conversation's thread id.")
    demo: bool = Field(
        default=False,
        description="Demo mode (`comptoir serve --demo`): the demo page, its data endpoints and "
        "a built-in issuer that signs in as any demo user. Never expose it to the internet.",
    )
    expose_demo: bool = Field(
        default=False,
        description="Let demo mode answer on an address other than loopback (`comptoir serve "
        "--expose-demo`): anyone who reaches it signs in as any customer or as staff.",
    )
    trust_run_clock: bool = Field(
        default=False,
        description="Let the callers of the LangGraph server set a run's clock and model "
        "(context `now`, `model`): for a test server pinned to its fixtures' dates. Otherwise "
        "(and always for the gateway, whose callers never set them) every run is on the real "
        "clock: a caller's clock would move the 48-hour line and the audit log's times. "
        "Demo mode trusts it too.",
    )
    confirm_writes: bool = Field(
        default=True,
        description="Ask the customer's yes (a fixed question naming the write) before moving a "
        "delivery or opening a case; false: write as soon as the request is understood.",
    )
    shop_email_domains: list[str] = Field(
        default=["comptoir.example"],
        description="The shop's own e-mail domains, as JSON (a list): an address at one of "
        "them (the shop's no-reply, orders or support address in a pasted confirmation) is "
        "never taken as a customer's e-mail.",
    )
    mcp_keys: dict[str, dict[str, Any]] = Field(
        default={
            "demo-mcp-key": {"scopes": ["care", "staff"], "customer": None},
            "demo-jean-key": {"scopes": ["care"], "customer": "jean.martin@example.com"},
        },
        description="MCP API keys: scopes, and the customer a key is bound to (or null).",
    )
    mcp_allowed_hosts: list[str] = Field(
        default=["127.0.0.1:*", "localhost:*", "[::1]:*", "testserver"],
        description="Host headers the MCP endpoint accepts (DNS-rebinding protection).",
    )
    mcp_allowed_origins: list[str] = Field(
        default=["http://127.0.0.1:*", "http://localhost:*"],
        description="Origin headers the MCP endpoint accepts.",
    )

    # Identity provider (signed-in customers and staff); see README, "Deploying".
    auth_issuer: str | None = Field(default=None, description="Expected `iss` of tokens.")
    auth_audience: str = Field(default="comptoir", description="Expected `aud` of tokens.")
    auth_jwks_url: str | None = Field(
        default=None, description="JWKS URL of the identity provider (cached, refreshed on an "
        "unknown kid).")
    auth_jwks_timeout_s: float = Field(
        default=3.0, gt=0, le=30, description="Longest wait for the JWKS URL; when it fails, "
        "sign-ins that need its keys are answered 503 at once for 5 s.")
    auth_public_key: str | None = Field(
        default=None, description="PEM public key, instead of a JWKS URL.")
    auth_algorithms: list[str] = Field(
        default=["RS256", "ES256"], description="Accepted signature algorithms (asymmetric).")
    auth_leeway_s: int = Field(default=30, ge=0, le=300, description="Clock skew allowed.")
    auth_email_claim: str = Field(default="email", description="Claim holding the e-mail.")
    auth_email_verified: Literal["required", "unless_false"] = Field(
        default="required", description="When the e-mail claim is a customer's identity: "
        "required (only with email_verified true, as OpenID Connect defines it) or "
        "unless_false (also without the claim, for providers that issue verified addresses "
        "only and do not send it); email_verified false is refused (401) either way.")
    auth_role_claim: str = Field(default="roles", description="Claim holding the roles.")
    auth_staff_role: str = Field(default="staff", description="Role that opens the staff "
                                 "channel.")
    demo_key_path: Path = Field(
        default=DEFAULT_DATA_DIR / "demo-signing-key.pem",
        description="Demo issuer's signing key, generated at first start (demo mode only).")
    demo_token_ttl_s: int = Field(default=3600, ge=60, description="Lifetime of demo tokens.")
    chat_max_body: int = Field(default=64_000, ge=1024, description="Largest chat request body "
                               "(bytes); larger is 413 before parsing.")
    api_max_body: int = Field(default=1_000_000, ge=1024, description="Largest System API / MCP "
                              "request body (bytes).")


    @property
    def fills_empty_database(self) -> bool:
        """Whether an empty business database is filled with the demo set on first use: in
        demo mode, or on the embedded default file; never a database DATABASE_URL names
        outside demo mode (a production PostgreSQL never gets the demo customers)."""
        return self.demo or self.database_url == DEFAULT_DATABASE_URL

    # The URLs and the time zone were read only when first used: a mistyped one was a
    # traceback (`serve`, exit 1), or a turn failed on it with a fallback text (`ask`), or,
    # for the checkpoints, a server that started and then failed every turn.
    @field_validator("database_url")
    @classmethod
    def _known_database(cls, value: str) -> str:
        if not DATABASE_URL.match(value):
            raise ValueError("expected a SQLite or PostgreSQL URL: sqlite:///path/to/file.db "
                             "or postgresql://user:password@host/name")
        return value

    @field_validator("checkpoint_url")
    @classmethod
    def _known_checkpointer(cls, value: str) -> str:
        if not CHECKPOINT_URL.match(value):
            raise ValueError("expected memory://, sqlite:///path/to/file.db or "
                             "postgresql://user:password@host/name")
        return value

    @field_validator("redis_url")
    @classmethod
    def _known_redis(cls, value: str | None) -> str | None:
        if value is not None and not REDIS_URL.match(value):
            raise ValueError("expected a Redis URL: redis://host:6379/0 or rediss://… (TLS)")
        return value

    @field_validator("timezone")
    @classmethod
    def _known_timezone(cls, value: str) -> str:
        from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError("expected an IANA time zone name such as Europe/Paris") from None
        return value

    @field_validator("rate_limit", "identity_rate_limit", "api_rate_limit", "mcp_rate_limit",
                     "key_failure_rate_limit")
    @classmethod
    def _readable_limits(cls, value: str) -> str:
        rate_limits(value)
        return value


def insecure_defaults(settings: Settings, parts: tuple[str, ...] = ("gateway", "api", "mcp")
                      ) -> list[str]:
    """Settings still at a published default (refused outside demo mode), with what to set."""
    defaults = Settings.model_fields
    problems = []
    if "gateway" in parts:
        if settings.thread_secret == defaults["thread_secret"].default or len(
                settings.thread_secret.get_secret_value()) < 16:
            problems.append("COMPTOIR_THREAD_SECRET (a random secret of 16+ characters)")
        if not (settings.auth_jwks_url or settings.auth_public_key) or not settings.auth_issuer:
            problems.append("COMPTOIR_AUTH_ISSUER and COMPTOIR_AUTH_JWKS_URL (or "
                            "COMPTOIR_AUTH_PUBLIC_KEY): the identity provider")
    if ("api" in parts or "mcp" in parts) and (
            settings.audit_secret is None
            or len(settings.audit_secret.get_secret_value()) < 16
            or settings.audit_secret.get_secret_value() == DEMO_AUDIT_SECRET):
        problems.append("COMPTOIR_AUDIT_SECRET (a random secret of 16+ characters: the audit "
                        "log names API and MCP keys by an HMAC under it)")
    if "api" in parts:
        if any(k in defaults["api_keys"].default for k in settings.api_keys):
            problems.append("COMPTOIR_API_KEYS (the demo-* keys are published)")
        else:
            problems += _key_problems("COMPTOIR_API_KEYS", {
                key: scopes for key, scopes in settings.api_keys.items()}, API_SCOPES)
    if "mcp" in parts:
        if any(k in defaults["mcp_keys"].default for k in settings.mcp_keys):
            problems.append("COMPTOIR_MCP_KEYS (the demo-* keys are published)")
        else:
            problems += _key_problems("COMPTOIR_MCP_KEYS", {
                key: binding.get("scopes") for key, binding in settings.mcp_keys.items()},
                MCP_SCOPES)
            if any(not _bound_to_an_address(binding.get("customer"))
                   for binding in settings.mcp_keys.values()):
                problems.append("COMPTOIR_MCP_KEYS (a key's \"customer\" is null or the "
                                "e-mail address of the customer it acts for)")
    return problems


API_SCOPES = frozenset({"care", "staff", "admin", "metrics"})
MCP_SCOPES = frozenset({"care", "staff"})
MIN_KEY_LENGTH = 16  # as the secrets: the System API and MCP count no failed key


def _key_problems(variable: str, scopes_of: dict[str, Any], known: frozenset[str]
                  ) -> list[str]:
    """What makes service keys weak or their rights other than written; never the keys."""
    problems = []
    short = sum(len(key) < MIN_KEY_LENGTH for key in scopes_of)
    if short:
        problems.append(f"{variable} (every key {MIN_KEY_LENGTH}+ random characters: {short} "
                        "key(s) shorter)")
    unknown = sorted({str(s) for scopes in scopes_of.values()
                      for s in (scopes if isinstance(scopes, list) else [scopes])} - known)
    if unknown:
        problems.append(f"{variable} (unknown scope(s) {', '.join(map(repr, unknown))}; "
                        f"the scopes are {', '.join(sorted(known))})")
    return problems


def _bound_to_an_address(customer: Any) -> bool:
    if customer is None:
        return True
    local, at, domain = customer.partition("@") if isinstance(customer, str) else ("", "", "")
    return bool(local and at and domain) and not any(c.isspace() for c in customer)


class SettingsError(ValueError):
    """A setting in the environment is invalid; the message is one line for a person."""


# Values that may be repeated in an error message (never a key, URL or secret).
_ECHOED = {"structured_output", "log_format", "auth_email_verified", "model", "timezone",
           "rate_limit", "identity_rate_limit", "api_rate_limit", "mcp_rate_limit",
           "key_failure_rate_limit", "temperature", "max_tokens", "llm_timeout_s",
           "llm_max_answer_bytes",
           "demo"}
# What the JSON settings look like, for the one line that says one cannot be read.
_JSON_SHAPES = {
    "api_keys": '{"key": ["care", "staff", "admin"]}',
    "gateway_clients": '{"web": ["customer", "staff"]}',
    "mcp_keys": '{"key": {"scopes": ["care"], "customer": null}}',
    "mcp_allowed_hosts": '["127.0.0.1:*"]',
    "mcp_allowed_origins": '["http://127.0.0.1:*"]',
    "auth_algorithms": '["RS256", "ES256"]',
}


def _variable(name: str) -> str:
    if any(field.validation_alias == name for field in Settings.model_fields.values()):
        return name  # an error's location is the alias (DATABASE_URL), not COMPTOIR_…
    field = Settings.model_fields.get(name)
    alias = field.validation_alias if field is not None else None
    return alias if isinstance(alias, str) else f"COMPTOIR_{name.upper()}"


def describe(error: ValidationError) -> str:
    """One line naming each wrong variable and what it accepts."""
    parts = []
    for item in error.errors():
        name = str(item["loc"][0]) if item["loc"] else ""
        value = f"={item['input']!r}" if name in _ECHOED and not isinstance(
            item["input"], dict) else ""
        allowed = item["msg"].replace("Input should be ", "expected ").removeprefix(
            "Value error, ")
        parts.append(f"{_variable(name)}{value}: {allowed}")
    return "Invalid setting: " + "; ".join(parts)


def load_settings(**values: Any) -> Settings:
    """Settings from the environment (and `values`); `SettingsError` in one line if invalid."""
    try:
        return Settings(**values)
    except ValidationError as exc:
        raise SettingsError(describe(exc)) from None
    except SourceError as exc:  # a JSON setting that is not JSON, before any validation
        raise SettingsError(unreadable(exc)) from None


def unreadable(error: SourceError) -> str:
    """One line naming the variable pydantic-settings could not decode (never its value)."""
    found = re.search(r'field "(\w+)"', str(error))
    name = found.group(1) if found else ""
    cause = error.__cause__
    problem = "not valid JSON" if isinstance(cause, json.JSONDecodeError) else "unreadable"
    shape = _JSON_SHAPES.get(name)
    example = f", e.g. {shape}" if shape else ""
    return f"Invalid setting: {_variable(name) if name else 'a variable'}: {problem}; " \
           f"expected JSON{example}"


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """Return the process settings (cached; tests build their own `Settings`)."""
    return load_settings()
