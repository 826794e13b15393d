"""Talk to any OpenAI-compatible server (OpenAI, OpenRouter, vLLM, Ollama, llama.cpp)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import partial
from typing import Any, Literal

from langchain_core.language_models import LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage, SystemMessage
from langchain_core.runnables import Runnable, RunnableLambda
from langchain_core.utils.function_calling import convert_to_openai_tool
from langchain_openai import ChatOpenAI
from pydantic import BaseModel

from services.llm.tool_steps import structured_tool_step

StructuredMethod = Literal["json_schema", "function_calling", "json_mode"]

JSON_MODE_FORMAT = (
    "Answer with one JSON object and nothing else (no prose, no code fence). It must "
    "validate against this JSON schema:\n{schema}"
)


def _schema_json(schema: Any) -> dict[str, Any]:
    if isinstance(schema, type) and issubclass(schema, BaseModel):
        return schema.model_json_schema()
    return dict(schema)


class ComptoirChatOpenAI(ChatOpenAI):
    """`ChatOpenAI` whose structured-output method is a setting, not a code change.

    `json_mode` is for servers that only offer `response_format: json_object` (e.g.
    llama-cpp-python's server): the server then guarantees JSON but not the schema, so the
    schema is written into the system message and the node validates the answer as always.
    """

    structured_method: StructuredMethod = "json_schema"
    tool_calling: Literal["native", "structured_output"] = "native"
    """native: the server's tool calling; structured_output: the model fills {tool,
    arguments} among the tools offered (servers or models without tool calling)."""
    # OpenAI's own API wants max_completion_tokens; most compatible servers read max_tokens.
    max_tokens_field: Literal["max_completion_tokens", "max_tokens"] = "max_completion_tokens"

    def with_structured_output(
        self, schema: Any = None, *, method: Any = None, **kwargs: Any
    ) -> Runnable[LanguageModelInput, Any]:
        method = method or self.structured_method
        runnable = super().with_structured_output(schema, method=method, **kwargs)
        if method != "json_mode" or schema is None:
            return runnable
        text = JSON_MODE_FORMAT.format(schema=json.dumps(_schema_json(schema),
                                                         ensure_ascii=False))
        return RunnableLambda(partial(self._with_format, text)) | runnable

    def _with_format(self, text: str, value: LanguageModelInput) -> list[BaseMessage]:
        """The same messages, the answer format appended to the system message."""
        messages = list(self._convert_input(value).to_messages())
        if messages and isinstance(messages[0], SystemMessage):
            messages[0] = SystemMessage(content=f"{messages[0].content}\n\n{text}")
        else:
            messages.insert(0, SystemMessage(content=text))
        return messages

    def _get_request_payload(self, input_: Any, *, stop: list[str] | None = None,
                             **kwargs: Any) -> dict[str, Any]:
        payload = super()._get_request_payload(input_, stop=stop, **kwargs)
        if self.max_tokens_field == "max_tokens" and "max_completion_tokens" in payload:
            payload["max_tokens"] = payload.pop("max_completion_tokens")
        return payload

    def bind_tools(
        self, tools: Sequence[Any], *, tool_choice: Any = None, **kwargs: Any
    ) -> Runnable[LanguageModelInput, AIMessage]:
        if self.tool_calling == "structured_output":
            step: Runnable[Any, AIMessage] = structured_tool_step(
                self, [convert_to_openai_tool(t) for t in tools],
                tool_choice if isinstance(tool_choice, str) else "auto")
            return step
        return super().bind_tools(tools, tool_choice=tool_choice, **kwargs)
