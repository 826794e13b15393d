"""Talk to any OpenAI-compatible server (OpenAI, OpenRouter, vLLM, Ollama)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from langchain_core.language_models import LanguageModelInput
from langchain_core.messages import AIMessage
from langchain_core.runnables import Runnable
from langchain_core.utils.function_calling import convert_to_openai_tool
from langchain_openai import ChatOpenAI

from services.llm.tool_steps import structured_tool_step


class ComptoirChatOpenAI(ChatOpenAI):
    """`ChatOpenAI` whose structured-output method is a setting, not a code change."""

    structured_method: Literal["json_schema", "function_calling"] = "json_schema"
    tool_calling: Literal["native", "structured_output"] = "native"
    """native: the server's tool calling; structured_output: the model fills {tool,
    arguments} among the tools offered (servers or models without tool calling)."""

    def with_structured_output(
        self, schema: Any = None, *, method: Any = None, **kwargs: Any
    ) -> Runnable[LanguageModelInput, Any]:
        return super().with_structured_output(
            schema, method=method or self.structured_method, **kwargs
        )

    def bind_tools(
        self, tools: Sequence[Any], *, tool_choice: Any = None, **kwargs: Any
    ) -> Runnable[LanguageModelInput, AIMessage]:
        if self.tool_calling == "structured_output":
            step: Runnable[Any, AIMessage] = structured_tool_step(
                self, [convert_to_openai_tool(t) for t in tools],
                tool_choice if isinstance(tool_choice, str) else "auto")
            return step
        return super().bind_tools(tools, tool_choice=tool_choice, **kwargs)
