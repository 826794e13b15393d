"""Route with pure functions: a `Route` names the next node (a `Literal`) and says why.

Routers are pure functions of the state, tested table-style. A node applies the
router that follows it itself and returns `Command(goto=..., update=...)`: one
hop instead of two, the same pure function, and the router's `Literal` gives
the `destinations` Studio draws.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from typing import Any, Generic, NamedTuple, TypeVar, cast, get_args, get_type_hints

from langgraph.runtime import Runtime
from langgraph.types import Command

N = TypeVar("N", bound=str)
S = TypeVar("S", bound=Mapping[str, Any])


class Route(NamedTuple, Generic[N]):
    """Where to go next (a node of the graph), and why (shown in the trace)."""

    to: N
    reason: str


Router = Callable[[S], Route[Any]]


def destinations(router: Callable[..., Route[Any]]) -> tuple[str, ...]:
    """The node names a router may return, read from its `Route[Literal[...]]` annotation."""
    returned = get_type_hints(router)["return"]
    (literal,) = get_args(returned)
    names: list[str] = []
    for arg in get_args(literal) or (literal,):
        names.extend(get_args(arg) or (arg,))
    return tuple(names)


def route_event(router: str, route: Route[Any]) -> dict[str, Any]:
    return {"kind": "route", "router": router, "to": route.to, "reason": route.reason}


def go(state: S, update: Mapping[str, Any], router: Callable[[S], Route[N]]) -> Command[N]:
    """Apply `router` to the state as `update` leaves it, and go there (one hop)."""
    after = cast(S, {**state, **update})
    route = router(after)
    trace = [*update.get("trace", []), route_event(router.__name__, route)]
    return Command(goto=route.to, update={**update, "trace": trace})


def router_node(router: Callable[[S], Route[N]]) -> Callable[[S], Command[N]]:
    """A node that only routes: for a decision Studio should show on its own (consent)."""

    def node(state: S) -> Command[N]:
        return go(state, {}, router)

    node.__name__ = router.__name__
    return node


Step = Callable[..., "Command[Any] | Mapping[str, Any]"]


def fused(*steps: Step) -> Callable[..., Command[Any] | dict[str, Any]]:
    """Run `steps` as one graph step (one hop instead of several) while each step goes on to
    the next: a plain update (no router) or a `Command` to the next step's name. The first
    `Command` elsewhere ends the step there. Each step still writes its own trace events and
    applies its own router; the updates are merged in order (`trace` appended, the rest
    replaced), so the state and the trace are those the separate steps would leave."""

    with_runtime = [len(inspect.signature(step).parameters) > 1 for step in steps]

    def node(state: Mapping[str, Any], runtime: Runtime[Any]) -> Command[Any] | dict[str, Any]:
        merged: dict[str, Any] = {}
        for i, step in enumerate(steps):
            now = {**state, **merged}
            result = step(now, runtime) if with_runtime[i] else step(now)
            update = result.update if isinstance(result, Command) else result
            for key, value in (update or {}).items():
                merged[key] = [*merged.get(key, []), *value] if key == "trace" else value
            following = steps[i + 1].__name__ if i + 1 < len(steps) else None
            if isinstance(result, Command):
                if result.goto != following:
                    return Command(goto=result.goto, update=merged)
            elif following is None:
                return merged
        raise AssertionError("unreachable: the last step returns")

    node.__name__ = steps[0].__name__
    return node


def fused_destinations(*routers: Callable[..., Route[Any]], internal: tuple[str, ...] = ()
                       ) -> tuple[str, ...]:
    """Where a fused step may go (what Studio draws): its routers' destinations, less the
    steps it runs itself (`internal`)."""
    names: list[str] = []
    for router in routers:
        names.extend(n for n in destinations(router) if n not in names and n not in internal)
    return tuple(names)
