"""A scripted chat model: answers each schema from a script, records every prompt."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import PrivateAttr


class ToolModel(BaseChatModel):
    """A fake chat model that sees the tools (schemas) it is bound to, as a real one does:
    `_generate` finds them, in OpenAI format, in `kwargs["tools"]`."""

    def bind_tools(
        self, tools: Sequence[Any], *, tool_choice: str | None = None, **kwargs: Any
    ) -> Runnable[LanguageModelInput, AIMessage]:
        return self.bind(tools=[convert_to_openai_tool(t) for t in tools], **kwargs)


class ScriptedModel(ToolModel):
    """Answer the schema `name` with the next scripted item: a dict of fields or an exception."""

    script: dict[str, list[Any]]
    _prompts: list[tuple[str, list[BaseMessage]]] = PrivateAttr(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "scripted"

    @property
    def prompts(self) -> list[tuple[str, list[BaseMessage]]]:
        return self._prompts

    def calls(self, name: str) -> int:
        return sum(1 for n, _ in self._prompts if n == name)

    def _generate(
        self, messages: list[BaseMessage], stop: list[str] | None = None,
        run_manager: Any = None, **kwargs: Any,
    ) -> ChatResult:
        name = kwargs["tools"][0]["function"]["name"]
        self._prompts.append((name, list(messages)))
        queue = self.script.get(name) or []
        if not queue:
            raise AssertionError(f"no scripted answer left for {name}")
        answer = queue.pop(0)
        if isinstance(answer, BaseException):
            raise answer
        if callable(answer):
            answer = answer(messages)
        message = AIMessage(content="", tool_calls=[{"name": name, "args": answer, "id": "c1"}])
        return ChatResult(generations=[ChatGeneration(message=message)])
