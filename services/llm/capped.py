"""HTTP clients for the model server that read at most so many bytes of an answer.

A model's answer is a few kilobytes (`max_tokens` bounds what a well-behaved server
writes), but nothing made the client stop reading: a hostile or broken server that sends
megabytes had them all read, decoded and parsed, in memory, on every retry. Here a response
whose announced length is over the limit is refused before its body is read, and a body
without a length (chunked) is cut as soon as it passes the limit. Either is a transport
error of the model call (`ModelAnswerTooLarge`), which the node records as a model failure
and answers with its fixed text, as any other failed call.

The limit is applied in a response hook, which the client runs once the headers are in and
before it reads the body, on the client's own transport (proxies from the environment and
connection pooling as `openai` sets them up).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import httpx2
from openai import DefaultAsyncHttpxClient, DefaultHttpxClient


class ModelAnswerTooLarge(httpx2.ReadError):
    """The model server's answer is longer than the configured limit."""


def _too_large(limit: int, request: httpx2.Request) -> ModelAnswerTooLarge:
    return ModelAnswerTooLarge(f"model answer over {limit} bytes", request=request)


def _announced_over(response: httpx2.Response, limit: int) -> bool:
    length = response.headers.get("content-length", "")
    return length.isdigit() and int(length) > limit


class _CappedStream(httpx2.SyncByteStream):
    def __init__(self, stream: httpx2.SyncByteStream, limit: int,
                 request: httpx2.Request) -> None:
        self._stream, self._limit, self._request = stream, limit, request

    def __iter__(self) -> Iterator[bytes]:
        read = 0
        for chunk in self._stream:
            read += len(chunk)
            if read > self._limit:
                raise _too_large(self._limit, self._request)
            yield chunk

    def close(self) -> None:
        self._stream.close()


class _CappedAsyncStream(httpx2.AsyncByteStream):
    def __init__(self, stream: httpx2.AsyncByteStream, limit: int,
                 request: httpx2.Request) -> None:
        self._stream, self._limit, self._request = stream, limit, request

    async def __aiter__(self) -> AsyncIterator[bytes]:
        read = 0
        async for chunk in self._stream:
            read += len(chunk)
            if read > self._limit:
                raise _too_large(self._limit, self._request)
            yield chunk

    async def aclose(self) -> None:
        await self._stream.aclose()


def capped_client(limit: int) -> httpx2.Client:
    """`openai`'s default synchronous client, reading at most `limit` bytes of an answer."""

    def cap(response: httpx2.Response) -> None:
        if _announced_over(response, limit):
            response.close()
            raise _too_large(limit, response.request)
        stream = response.stream
        assert isinstance(stream, httpx2.SyncByteStream)
        response.stream = _CappedStream(stream, limit, response.request)

    return DefaultHttpxClient(event_hooks={"response": [cap]})


def capped_async_client(limit: int) -> httpx2.AsyncClient:
    """`openai`'s default asynchronous client, reading at most `limit` bytes of an answer
    (the LangGraph server's runs call the model asynchronously)."""

    async def cap(response: httpx2.Response) -> None:
        if _announced_over(response, limit):
            await response.aclose()
            raise _too_large(limit, response.request)
        stream = response.stream
        assert isinstance(stream, httpx2.AsyncByteStream)
        response.stream = _CappedAsyncStream(stream, limit, response.request)

    return DefaultAsyncHttpxClient(event_hooks={"response": [cap]})
