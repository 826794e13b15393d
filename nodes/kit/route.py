"""Route with pure functions: a `Route` names the next node (a `Literal`) and says why.

Routers are pure functions of the state, tested table-style. A node applies the
router that follows it itself and returns `Command(goto=..., update=...)`: one
hop instead of two, the same pure function, and the router's `Literal` gives
the `destinations` Studio draws.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Generic, NamedTuple, TypeVar, cast, get_args, get_type_hints

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
