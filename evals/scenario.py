"""Read scenario files (the public format of evals/eval-format.md), strictly.

Unknown keys are errors that name the file and the line, so a typo in an
expectation can never silently pass.
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from services.clock import settable
from services.fixtures import Fixture


class ScenarioError(ValueError):
    """A scenario file that cannot be run as written."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class Moved(_Strict):
    order: str
    to: str


class CaseOpened(_Strict):
    order: str
    kind: Literal["damage", "late_reschedule", "complaint"]


class Expect(_Strict):
    moved: list[Moved] | None = None
    cases_opened: list[CaseOpened] | None = None
    nothing_changed: bool | None = None
    reply_contains: list[str] = Field(default_factory=list)
    reply_not_contains: list[str] = Field(default_factory=list)
    reply_matches: list[str] = Field(default_factory=list)
    reply_has_case_number: bool | None = None
    asks: bool | None = None

    @field_validator("reply_matches")
    @classmethod
    def _compiles(cls, patterns: list[str]) -> list[str]:
        for pattern in patterns:
            try:
                re.compile(pattern)
            except re.error as exc:
                raise ValueError(f"invalid regular expression {pattern!r}: {exc}") from exc
        return patterns


class Identity(_Strict):
    email: str


class ScenarioTurn(_Strict):
    channel: Literal["customer", "staff"] = "customer"
    as_: Identity | None = Field(default=None, alias="as")
    say: str
    expect: Expect = Field(default_factory=Expect)


class Scenario(_Strict):
    name: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    now: datetime
    fixture: Fixture | None = None
    turns: list[ScenarioTurn] = Field(min_length=1)
    source: str = Field(default="", exclude=True)

    @field_validator("now")
    @classmethod
    def _aware(cls, value: datetime) -> datetime:
        try:
            return settable(value)
        except ValueError as exc:
            raise ValueError(f"now: {exc}") from None


class _LineLoader(yaml.SafeLoader):
    """A YAML loader that remembers the line of every mapping key."""


def _mapping_with_lines(loader: _LineLoader, node: yaml.MappingNode) -> dict[str, Any]:
    mapping: dict[str, Any] = loader.construct_mapping(node, deep=True)  # type: ignore[assignment]
    lines = {}
    for key_node, _ in node.value:
        lines[loader.construct_object(key_node)] = key_node.start_mark.line + 1
    mapping["__lines__"] = lines
    mapping["__line__"] = node.start_mark.line + 1
    return mapping


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping_with_lines)


def _strip(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in ("__lines__", "__line__")}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value


def _line_of(raw: Any, loc: tuple[Any, ...]) -> int | None:
    node, line = raw, None
    for part in loc:
        if isinstance(node, dict):
            key = "as" if part == "as_" else part
            line = node.get("__lines__", {}).get(key, line)
            node = node.get(key)
        elif isinstance(node, list) and isinstance(part, int) and part < len(node):
            node = node[part]
            if isinstance(node, dict):
                line = node.get("__line__", line)
        else:
            break
    return line


def _describe(path: Path, raw: Any, error: ValidationError) -> str:
    problems = []
    for err in error.errors():
        loc = tuple(err["loc"])
        line = _line_of(raw, loc)
        where = ".".join(str(p) for p in loc) or "scenario"
        message = f"unknown key {loc[-1]!r}" if err["type"] == "extra_forbidden" else err["msg"]
        problems.append(f"{path}:{line or '?'}: {where}: {message}")
    return "\n".join(problems)


def load_file(path: Path) -> list[Scenario]:
    """The scenarios of one file: one scenario, or a list under `scenarios:`."""
    try:
        raw = yaml.load(path.read_text(encoding="utf-8"), Loader=_LineLoader)
    except yaml.YAMLError as exc:
        raise ScenarioError(f"{path}: not valid YAML: {exc}") from exc
    if not isinstance(raw, dict):
        raise ScenarioError(f"{path}:1: expected a mapping (a scenario or `scenarios:`)")
    items: list[Any]
    if "scenarios" in raw:
        extra = set(raw) - {"scenarios", "__lines__", "__line__"}
        if extra:
            key = sorted(extra)[0]
            raise ScenarioError(f"{path}:{raw['__lines__'][key]}: unknown key {key!r}")
        items = raw["scenarios"] if isinstance(raw["scenarios"], list) else []
    else:
        items = [raw]
    scenarios = []
    for item in items:
        try:
            scenario = Scenario.model_validate(_strip(item))
        except ValidationError as exc:
            raise ScenarioError(_describe(path, item, exc)) from exc
        scenarios.append(scenario.model_copy(update={"source": str(path)}))
    return scenarios


def load_paths(paths: list[Path]) -> list[Scenario]:
    """Every scenario under the given files and folders (*.yaml, *.yml), in name order."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files += sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml"))
        elif path.exists():
            files.append(path)
        else:
            raise ScenarioError(f"{path}: no such file or folder")
    scenarios = [s for f in files for s in load_file(f)]
    seen: dict[str, str] = {}
    for scenario in scenarios:
        if scenario.name in seen:
            raise ScenarioError(
                f"duplicate scenario name {scenario.name!r} in {seen[scenario.name]} and "
                f"{scenario.source}"
            )
        seen[scenario.name] = scenario.source
    return scenarios
