"""A tiny OTLP/HTTP trace receiver on the loopback: keeps what exporters send it."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

from tests.openai_server import free_port


class Received:
    def __init__(self, url: str) -> None:
        self.url = url
        self.posts: list[tuple[str, str, bytes]] = []  # path, content type, body

    def spans(self) -> list[tuple[dict[str, str], Any]]:
        """Every span received: its resource's attributes, the span (protobuf)."""
        out = []
        for _path, _type, body in list(self.posts):
            request = ExportTraceServiceRequest()
            request.ParseFromString(body)
            for resource_spans in request.resource_spans:
                resource = {a.key: a.value.string_value
                            for a in resource_spans.resource.attributes}
                for scope in resource_spans.scope_spans:
                    out.extend((resource, span) for span in scope.spans)
        return out

    def wait_for(self, found: Any, timeout_s: float = 20) -> list[tuple[dict[str, str], Any]]:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            spans = self.spans()
            if found(spans):
                return spans
            time.sleep(0.1)
        return self.spans()


def attributes(span: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for a in span.attributes:
        value = a.value
        out[a.key] = value.string_value if value.HasField("string_value") else value.int_value
    return out


@contextmanager
def receiving() -> Iterator[Received]:
    port = free_port()
    received = Received(f"http://127.0.0.1:{port}")

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            received.posts.append((self.path, self.headers.get("Content-Type") or "", body))
            self.send_response(200)
            self.send_header("Content-Type", "application/x-protobuf")
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield received
    finally:
        server.shutdown()
        server.server_close()
