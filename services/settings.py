"""Hold the process settings, read once from the environment (never from nodes)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, SecretStr, ValidationError
from pydantic_settings import BaseSettings, SettingsConfigDict

DEFAULT_DATA_DIR = Path("var")


class Settings(BaseSettings):
    """Process configuration; every field can be set by an environment variable."""

    model_config = SettingsConfigDict(env_prefix="COMPTOIR_", extra="ignore")

    database_url: str = Field(
        default=f"sqlite:///{DEFAULT_DATA_DIR / 'comptoir.db'}",
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
    api_keys: dict[str, list[str]] = Field(
        default={
            "demo-care-key": ["care"],
            "demo-staff-key": ["care", "staff"],
            "demo-admin-key": ["care", "staff", "admin"],
        },
        description="System API keys and their scopes (care, staff, admin), as JSON.",
    )
    gateway_clients: dict[str, list[str]] = Field(
        default={
            "demo-web": ["customer", "staff"],
            "mobile-app": ["customer"],
            "backoffice": ["staff"],
        },
        description="Gateway client IDs and the channels each may use, as JSON.",
    )
    rate_limit: str = Field(
        default="60/hour", description="Requests per client ID, moving window (limits syntax)."
    )
    thread_secret: SecretStr = Field(
        default=SecretStr("comptoir-demo-thread-secret"),
        description="Key that derives a user's thread id from (client, user); set it in "
        "production so thread ids cannot be guessed.",
    )
    log_format: Literal["text", "json"] = Field(
        default="text", description="Server logs: text, or one JSON object a line; both carry "
        "the conversation's thread id.")
    demo: bool = Field(default=True, description="Serve the demo page and its data endpoints.")
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


class SettingsError(ValueError):
    """A setting in the environment is invalid; the message is one line for a person."""


# Values that may be repeated in an error message (never a key, URL or secret).
_ECHOED = {"structured_output", "log_format", "model", "timezone", "rate_limit", "temperature",
           "max_tokens", "llm_timeout_s", "demo"}


def _variable(name: str) -> str:
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
        allowed = item["msg"].replace("Input should be ", "expected ")
        parts.append(f"{_variable(name)}{value}: {allowed}")
    return "Invalid setting: " + "; ".join(parts)


def load_settings(**values: Any) -> Settings:
    """Settings from the environment (and `values`); `SettingsError` in one line if invalid."""
    try:
        return Settings(**values)
    except ValidationError as exc:
        raise SettingsError(describe(exc)) from None


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """Return the process settings (cached; tests build their own `Settings`)."""
    return load_settings()
