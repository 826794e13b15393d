"""The URLs and the time zone are read when the settings are: a mistyped one stops
`comptoir` with one line naming the variable (exit 2), where it was a traceback at start-up
(`serve`, exit 1), a turn failed on it (`ask`: a fallback text), or, for the checkpoints, a
server that started and failed every turn."""

from __future__ import annotations

import pytest

from services.settings import SettingsError, load_settings


@pytest.mark.parametrize(("variable", "value", "said"), [
    ("DATABASE_URL", "notaurl", "Invalid setting: DATABASE_URL: expected a SQLite or "
                                "PostgreSQL URL"),
    ("DATABASE_URL", "mysql://shop:secret@db/shop", "Invalid setting: DATABASE_URL: expected"),
    ("COMPTOIR_CHECKPOINT_URL", "foo://", "Invalid setting: COMPTOIR_CHECKPOINT_URL: expected "
                                          "memory://, sqlite:///"),
    ("REDIS_URL", "localhost:6379", "Invalid setting: REDIS_URL: expected a Redis URL"),
    ("COMPTOIR_TIMEZONE", "Mars/Olympus", "Invalid setting: COMPTOIR_TIMEZONE='Mars/Olympus': "
                                          "expected an IANA time zone name"),
    ("COMPTOIR_TIMEZONE", "../../etc/passwd", "Invalid setting: COMPTOIR_TIMEZONE="),
])
def test_a_setting_that_cannot_be_opened_is_one_line_naming_it(
        monkeypatch: pytest.MonkeyPatch, variable: str, value: str, said: str) -> None:
    monkeypatch.setenv(variable, value)
    with pytest.raises(SettingsError) as refused:
        load_settings()
    message = str(refused.value)
    assert message.startswith(said) and "\n" not in message, message
    assert "secret" not in message  # a URL may hold a password: never repeated


@pytest.mark.parametrize(("variable", "value"), [
    ("DATABASE_URL", "sqlite://"),
    ("DATABASE_URL", "sqlite:///var/comptoir.db"),
    ("DATABASE_URL", "postgresql://u:p@db:5432/comptoir"),
    ("DATABASE_URL", "postgresql+psycopg://u:p@db/comptoir"),
    ("COMPTOIR_CHECKPOINT_URL", "memory://"),
    ("COMPTOIR_CHECKPOINT_URL", "sqlite:///var/checkpoints.db"),
    ("COMPTOIR_CHECKPOINT_URL", "postgresql://u:p@db/checkpoints"),
    ("REDIS_URL", "redis://localhost:6379/0"),
    ("REDIS_URL", "rediss://cache.example:6380"),
    ("COMPTOIR_TIMEZONE", "America/Montreal"),
    ("COMPTOIR_TIMEZONE", "UTC"),
])
def test_the_urls_the_stores_open_are_accepted(monkeypatch: pytest.MonkeyPatch, variable: str,
                                               value: str) -> None:
    monkeypatch.setenv(variable, value)
    load_settings()
