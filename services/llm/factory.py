"""Choose the chat model: an OpenAI-compatible server with a key, the offline rules without."""

from __future__ import annotations

from langchain_core.language_models import BaseChatModel

from services.settings import Settings


def make_model(settings: Settings, model: str | None = None) -> BaseChatModel:
    """`ChatOpenAI` when `OPENAI_API_KEY` is set (any compatible server), else offline."""
    if settings.openai_api_key is None:
        from services.llm.offline import OfflineChatModel

        return OfflineChatModel()
    from services.llm.capped import capped_async_client, capped_client
    from services.llm.openai import ComptoirChatOpenAI

    return ComptoirChatOpenAI(
        http_client=capped_client(settings.llm_max_answer_bytes),
        http_async_client=capped_async_client(settings.llm_max_answer_bytes),
        structured_method=settings.structured_output,
        tool_calling=settings.tool_calling,
        model=model or settings.model,
        api_key=settings.openai_api_key,
        base_url=settings.openai_base_url,
        timeout=settings.llm_timeout_s,
        max_retries=0,  # LangGraph's retry policy is the one place that retries
        temperature=settings.temperature,
        max_completion_tokens=settings.max_tokens,
        max_tokens_field="max_tokens" if settings.openai_base_url else "max_completion_tokens",
    )
