"""Call tools through structured output, for servers or models without tool calling.

A tool loop binds tools to the model (`bind_tools`) and reads the tool calls of
its answer. Some OpenAI-compatible servers (llama-cpp-python's) or models have
no tool calling; with `COMPTOIR_TOOL_CALLING=structured_output` the model
instead fills one object, `{tool, arguments}`, whose `tool` is one of the tools
offered at this step (the loop's gate still decides which), and the answer is
handed back as the tool call a tool-calling model would have made. The
conversation so far is sent as plain text: such servers may refuse `tool`
messages too.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.runnables import Runnable, RunnableLambda

NO_TOOL = "none"
STEP_SCHEMA_NAME = "ToolStep"


def step_schema(names: Sequence[str], choice: str) -> dict[str, Any]:
    """The object the model fills: which tool (one of `names`, or none when it may stop)."""
    allowed = [*names, *([] if choice == "required" else [NO_TOOL])]
    return {
        "title": STEP_SCHEMA_NAME,
        "description": "The next tool to call and its arguments, among the tools offered.",
        "type": "object",
        "properties": {
            "tool": {"type": "string", "enum": allowed,
                     "description": "The tool to call now"
                     + ("" if choice == "required" else f", or {NO_TOOL!r} to stop")},
            "arguments": {"type": "object",
                          "description": "The tool's arguments, as its parameters describe."},
        },
        "required": ["tool", "arguments"],
    }


def catalogue(tools: Sequence[dict[str, Any]], choice: str) -> str:
    """The tools offered at this step, with their parameters, as the model reads them."""
    lines = ["Tools you may call at this step (answer with the tool's name and arguments):"]
    for tool in tools:
        fn = tool["function"]
        lines.append(f"- {fn['name']}: {fn.get('description', '')}\n  parameters: "
                     f"{json.dumps(fn.get('parameters') or {}, ensure_ascii=False)}")
    if choice != "required":
        lines.append(f"- {NO_TOOL}: call no tool, the results so far answer the question "
                     "(arguments: {}).")
    return "\n".join(lines)


def as_plain_text(messages: Sequence[BaseMessage]) -> list[BaseMessage]:
    """The loop's history without tool messages: each call and its result as text."""
    plain: list[BaseMessage] = []
    for message in messages:
        if isinstance(message, AIMessage) and message.tool_calls:
            calls = [{"tool": c["name"], "arguments": c["args"]} for c in message.tool_calls]
            plain.append(AIMessage(content=json.dumps(calls[0] if len(calls) == 1 else calls,
                                                      ensure_ascii=False)))
        elif isinstance(message, ToolMessage):
            plain.append(HumanMessage(content=f"Result of {message.name or 'the tool'}:\n"
                                              f"{message.content}"))
        else:
            plain.append(message)
    return plain


def with_catalogue(messages: list[BaseMessage], offered: str) -> list[BaseMessage]:
    """The tools offered, in the one system message at the head (some chat templates of
    small-model servers accept no other)."""
    if messages and isinstance(messages[0], SystemMessage):
        return [SystemMessage(content=f"{messages[0].content}\n\n{offered}"), *messages[1:]]
    return [SystemMessage(content=offered), *messages]


def structured_tool_step(model: BaseChatModel, tools: Sequence[dict[str, Any]],
                         choice: str) -> Runnable[Any, AIMessage]:
    """What `bind_tools(tools, tool_choice=choice)` gives, through structured output."""
    names = [t["function"]["name"] for t in tools]
    structured = model.with_structured_output(step_schema(names, choice))
    offered = catalogue(tools, choice)

    def step(messages: Sequence[BaseMessage]) -> AIMessage:
        answer = structured.invoke(with_catalogue(as_plain_text(messages), offered))
        if not isinstance(answer, dict):
            raise ValueError(f"{STEP_SCHEMA_NAME}: no structured output")
        tool, arguments = answer.get("tool"), answer.get("arguments") or {}
        if not isinstance(tool, str) or not isinstance(arguments, dict):
            raise ValueError(f"{STEP_SCHEMA_NAME}: tool must be a name, arguments an object")
        if tool == NO_TOOL:
            if choice == "required":
                raise ValueError(f"{STEP_SCHEMA_NAME}: a tool call is required at this step")
            return AIMessage(content="")
        # A name outside the offered tools goes on as a call: the loop refuses it to the
        # model in words, as it would refuse a tool-calling model's.
        return AIMessage(content="", tool_calls=[{"name": tool, "args": arguments,
                                                  "id": "step", "type": "tool_call"}])

    return RunnableLambda(step, name=STEP_SCHEMA_NAME)
