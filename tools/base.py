"""Define what a tool is: typed arguments and result, a description, informative errors."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ValidationError

from services import metrics
from services.boundary import find_control
from services.errors import DomainError
from services.store import Store

A = TypeVar("A", bound=BaseModel)
R = TypeVar("R")


def invalid_arguments(tool: str, error: ValidationError) -> str:
    """One line per problem, naming the argument: never the value given, never a link."""
    problems = "; ".join(
        f"{'.'.join(str(p) for p in e['loc']) or 'arguments'}: {e['msg']}"
        for e in error.errors(include_url=False, include_input=False)
    )
    return f"Invalid arguments for {tool}: {problems}."


class ToolError(Exception):
    """A refusal a model (or an executor) can act on: what was wrong, what to do."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class Tool(Generic[A, R]):
    """One operation over the service layer, with typed arguments.

    `scope` says who may call it from outside (MCP): `care` acts on a customer's own
    orders (the caller's identity replaces the e-mail argument), `staff` reads bills.
    """

    name: str
    description: str
    args: type[A]
    run: Callable[[Store, A], R]
    scope: Literal["care", "staff"]

    def __call__(self, store: Store, arguments: A | dict[str, Any]) -> R:
        try:
            args = (
                arguments if isinstance(arguments, self.args)
                else self.args.model_validate(arguments)
            )
        except ValidationError as exc:
            raise ToolError("invalid_arguments", invalid_arguments(self.name, exc)) from exc
        where = find_control(args.model_dump(mode="json"), "arguments")
        if where:  # NUL and friends never reach a database (PostgreSQL refuses them)
            raise ToolError("invalid_arguments", f"Invalid arguments for {self.name}: {where}: "
                            "control characters are not allowed.")
        try:
            return self.run(store, args)
        except DomainError as exc:
            metrics.refusal(exc.code, "tools")
            raise ToolError(exc.code, exc.message) from exc
