"""Add the node kinds every workflow graph has: steps that route themselves, replies."""

from __future__ import annotations

import dataclasses
import inspect
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from types import FunctionType
from typing import Any

from langgraph._internal._runnable import RunnableCallable, coerce_to_runnable
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.types import RetryPolicy
from pydantic import BaseModel, create_model

from nodes.kit.context import Node
from nodes.kit.route import Route, destinations
from nodes.kit.state import ChatInput, ChatOutput
from services import tracing

Steps = Mapping[str, tuple[Node[Any, Any], Callable[..., Route[Any]]]]


def add_steps(builder: StateGraph[Any, Any, Any, Any], steps: Steps,
              retry_policy: RetryPolicy | None = None) -> None:
    """Nodes that apply the router after them (`Command`): Studio draws the edges from the
    router's `Route[Literal[...]]` type."""
    for name, (node, router) in steps.items():
        builder.add_node(name, node, retry_policy=retry_policy,
                         destinations=destinations(router))


def add_replies(builder: StateGraph[Any, Any, Any, Any],
                replies: Mapping[str, Node[Any, dict[str, Any]]]) -> None:
    """Reply nodes end the turn."""
    for name, reply in replies.items():
        builder.add_node(name, reply)
        builder.add_edge(name, END)


class Opaque:
    """A node's function, handed to LangGraph as a callable object.

    On every compile LangGraph looks for the subgraphs a node's function might call by
    disassembling it and the functions it reaches (`find_subgraph_pregel`): about 2 ms a
    node, a sixth of the time `comptoir ask` takes to start on the front door's 70 nodes.
    Comptoir's node functions never call a graph (billing, the one subgraph, is a node of
    its own, which LangGraph finds without reading code), and LangGraph does not
    disassemble a callable object. Calls, signature and attributes are the function's."""

    def __init__(self, func: Callable[..., Any]) -> None:
        self.func = func
        self.__name__ = func.__name__
        self.__doc__ = func.__doc__
        self.__signature__ = inspect.signature(func)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.func(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:  # only names the object itself lacks
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.func, name)


def unscanned(builder: StateGraph[Any, Any, Any, Any]) -> None:
    """Hand each of `builder`'s node functions to LangGraph as an `Opaque` object, once the
    nodes are added (LangGraph has read their input schemas and destinations off the
    functions already, so nothing else changes)."""
    for name, spec in builder.nodes.items():
        runnable = spec.runnable
        if isinstance(runnable, RunnableCallable) and isinstance(runnable.func, FunctionType):
            builder.nodes[name] = dataclasses.replace(
                spec, runnable=coerce_to_runnable(Opaque(runnable.func), name=runnable.name,
                                                  trace=runnable.trace))


def embed(builder: StateGraph[Any, Any, Any, Any], workflow: StateGraph[Any, Any, Any, Any],
          skip: Sequence[str] = ()) -> None:
    """Add a workflow's nodes, edges and routers to `builder` as its own (not a subgraph: no
    second graph loop, no second checkpoint namespace per turn), less the nodes in `skip`
    and the workflow's entry from START (the caller routes into it). Each node keeps its
    own input schema (the workflow's state), so it reads only the workflow's fields. A node
    name both graphs use must be the same node: it is taken once, from the workflow."""
    for schema in workflow.schemas:
        builder._add_schema(schema)
    for name, spec in workflow.nodes.items():
        if name not in skip:
            builder.nodes[name] = spec
    for start, end in workflow.edges:
        if start != START and start not in skip and end not in skip:
            builder.edges.add((start, end))
    for source, branches in workflow.branches.items():
        if source != START and source not in skip:
            builder.branches[source].update(branches)


class ServedGraph(CompiledStateGraph):  # type: ignore[type-arg]
    """A compiled graph whose only run settings are its context.

    LangGraph still derives a deprecated `config_schema` from the context schema (the
    context again, under `configurable`), which the LangGraph server shows next to
    `context_schema`: one description of the run settings is enough. The class, not an
    instance attribute, carries this, so the server's copies of the graph keep it.
    """

    def config_schema(self, *, include: Sequence[str] | None = None) -> type[BaseModel]:
        return create_model(self.get_name("Config"))


def served(builder: StateGraph[Any, Any, Any, Any], name: str
           ) -> CompiledStateGraph[Any, Any, Any, Any]:
    """The graph as the LangGraph server and Studio run it: `messages` in, the reply out.

    The builder itself keeps its whole state as input and output: the front door embeds
    the workflows (a subgraph hands its whole state back to the conversation), tests and
    the CLI read every field. This compiles the same nodes and edges with the caller's
    schemas (`ChatInput`, `ChatOutput`) and the context as the only run settings.
    """
    io = StateGraph(builder.state_schema, context_schema=builder.context_schema,
                    input_schema=ChatInput, output_schema=ChatOutput)
    io.schemas = {**builder.schemas, **io.schemas}  # the nodes' own input schemas too
    io.channels = {**builder.channels, **io.channels}
    io.managed = {**builder.managed, **io.managed}
    io.nodes = dict(builder.nodes)
    io.edges = set(builder.edges)
    io.branches = defaultdict(dict, {k: dict(v) for k, v in builder.branches.items()})
    io.waiting_edges = set(builder.waiting_edges)
    graph = io.compile(name=name)
    graph.__class__ = ServedGraph  # only overrides a method; the server's copies keep it
    return tracing.traced(graph)  # type: ignore[no-any-return]



Graph = CompiledStateGraph[Any, Any, Any, Any]


def lazily_served(build: Callable[[], StateGraph[Any, Any, Any, Any]], name: str,
                  module: str, **lazy: Callable[[], Any]
                  ) -> tuple[Callable[[], Graph], Callable[[str], Any]]:
    """A graph module's `make_graph` (langgraph.json points at it: compiled on the first
    call, not at import) and its module `__getattr__`, so that `from graphs.x import graph`
    (notebooks, scripts) compiles on first use too; `lazy` adds other names read lazily."""

    @cache
    def make_graph() -> Graph:
        return served(build(), name)

    def attribute(attr: str) -> Any:
        if attr == "graph":
            return make_graph()
        if attr in lazy:
            return lazy[attr]()
        raise AttributeError(f"module {module!r} has no attribute {attr!r}")

    make_graph.__doc__ = (f"The {name} graph as the LangGraph server and Studio run it, "
                          "compiled on the first call.")
    return make_graph, attribute
