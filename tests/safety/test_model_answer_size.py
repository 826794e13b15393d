"""A model server's answer is read up to `COMPTOIR_LLM_MAX_ANSWER_BYTES`, never whole.

A hostile or broken OpenAI-compatible server sent megabytes and the client read, decoded
and parsed all of them, on every retry. Now an answer that announces more than the limit is
refused before its body is read, and a body sent without a length (chunked) is cut as soon
as it passes the limit: a failed model call, which the desk answers with its fixed text."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.responses import Response, StreamingResponse
from pydantic import SecretStr

from graphs.front_door import builder
from services.llm.capped import ModelAnswerTooLarge
from services.llm.factory import make_model
from services.settings import Settings
from tests.conftest import fresh_store
from tests.data import JEAN, edge_fixture
from tests.harness import Conversation
from tests.openai_server import serve

LIMIT = 64 * 1024
CHUNK = b" " * 16384


class BigAnswers:
    """A chat-completions endpoint whose answer is a valid completion padded with spaces:
    `announced` sends it with its length (2 MB), `chunked` streams 50 MB without one and
    counts how much of it the client took before it hung up."""

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.sent = 0
        self.app = FastAPI()
        self.app.post("/v1/chat/completions")(self._complete)

    def _completion(self) -> bytes:
        message = {"role": "assistant", "content": json.dumps({"intent": "order_status"})}
        return json.dumps({"id": "c", "object": "chat.completion", "created": 0,
                           "model": "big", "choices": [{"index": 0, "message": message,
                                                        "finish_reason": "stop"}]}).encode()

    async def _complete(self) -> Response:
        if self.mode == "small":
            return Response(self._completion(), media_type="application/json")
        if self.mode == "announced":
            return Response(self._completion() + CHUNK * 128, media_type="application/json")

        def stream() -> Iterator[bytes]:
            yield self._completion()
            for _ in range(3200):  # 50 MB
                self.sent += len(CHUNK)
                yield CHUNK
        return StreamingResponse(stream(), media_type="application/json")


def _model(url: str, limit: int = LIMIT) -> Any:
    return make_model(Settings(openai_api_key=SecretStr("sk-local"),
                               openai_base_url=f"{url}/v1", model="big",
                               llm_max_answer_bytes=limit, llm_timeout_s=10.0))


def _cause_chain(exc: BaseException) -> list[BaseException]:
    chain: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and len(chain) < 10:
        chain.append(current)
        current = current.__cause__ or current.__context__
    return chain


@pytest.mark.parametrize("mode", ["announced", "chunked"])
def test_an_answer_over_the_limit_is_a_failed_call_and_is_not_read_whole(mode: str) -> None:
    server = BigAnswers(mode)
    with serve(server.app) as url:
        started = time.perf_counter()
        with pytest.raises(Exception) as raised:
            _model(url).invoke("hello")
        elapsed = time.perf_counter() - started
    assert any(isinstance(e, ModelAnswerTooLarge) for e in _cause_chain(raised.value)), \
        _cause_chain(raised.value)
    assert elapsed < 5, elapsed
    if mode == "chunked":
        # the server's generator ran ahead of the client by its send buffers, no more: far
        # from the 50 MB it would have sent to a client that reads everything
        assert server.sent < 8 * 1024 * 1024, server.sent


@pytest.mark.parametrize("mode", ["announced", "chunked"])
def test_the_asynchronous_client_has_the_same_limit(mode: str) -> None:
    server = BigAnswers(mode)
    with serve(server.app) as url:
        model = _model(url)
        with pytest.raises(Exception) as raised:
            asyncio.run(model.ainvoke("hello"))
    assert any(isinstance(e, ModelAnswerTooLarge) for e in _cause_chain(raised.value))


def test_an_answer_within_the_limit_is_read() -> None:
    server = BigAnswers("small")
    with serve(server.app) as url:
        answer = _model(url).invoke("hello")
        again = asyncio.run(_model(url).ainvoke("hello"))
    assert "order_status" in str(answer.content) and "order_status" in str(again.content)


def test_the_desk_answers_a_too_large_answer_with_its_fixed_text_and_writes_nothing() -> None:
    server = BigAnswers("chunked")
    store = fresh_store("sqlite://", edge_fixture())
    try:
        with serve(server.app) as url:
            desk = Conversation(builder, store, _model(url), customer_email=JEAN)
            before = desk.snapshot()
            turn = desk.say("Je voudrais déplacer ma livraison SO-24903 à jeudi",
                            channel="customer")
            assert desk.snapshot() == before
        assert turn.reply and turn.model_failures >= 1, turn.trace
        assert not turn.asks or turn.text_id != "ask_confirm_move"
    finally:
        store.engine.dispose()


def test_the_limit_is_a_setting_with_a_floor() -> None:
    assert Settings().llm_max_answer_bytes == 1_048_576
    with pytest.raises(ValueError):
        Settings(llm_max_answer_bytes=100)
