"""Every setting `services/settings.py` reads from the environment is named in the README."""

from __future__ import annotations

from pathlib import Path

from services.settings import Settings, _variable

README = Path(__file__).resolve().parents[2] / "README.md"


def test_every_environment_variable_is_in_the_readme() -> None:
    text = README.read_text(encoding="utf-8")
    variables = {_variable(name) for name in Settings.model_fields}
    assert "COMPTOIR_MCP_ALLOWED_HOSTS" in variables and "DATABASE_URL" in variables
    assert sorted(v for v in variables if v not in text) == []
