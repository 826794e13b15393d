"""Talk to any OpenAI-compatible server (OpenAI, OpenRouter, vLLM, Ollama)."""

from __future__ import annotations

from typing import Any, Literal

from langchain_core.language_models import LanguageModelInput
from langchain_core.runnables import Runnable
from langchain_openai import ChatOpenAI


class ComptoirChatOpenAI(ChatOpenAI):
    """`ChatOpenAI` whose structured-output method is a setting, not a code change."""

    structured_method: Literal["json_schema", "function_calling"] = "json_schema"

    def with_structured_output(
        self, schema: Any = None, *, method: Any = None, **kwargs: Any
    ) -> Runnable[LanguageModelInput, Any]:
        return super().with_structured_output(
            schema, method=method or self.structured_method, **kwargs
        )
