"""A small OpenAI-compatible chat server on 127.0.0.1 for tests and benchmarks.

``POST /v1/chat/completions`` answers with the offline model's rules (so backward and
optimizer contracts hold over real HTTP) or with a ``responder(body) -> str`` you pass.
It counts requests, tracks how many are in flight, sleeps ``latency`` seconds per request,
and injects faults from a queue (``add_faults``) or a rule (``fault_rule(body)``):

- ``Fault.rate_limit(retry_after)``: 429 with a ``Retry-After`` header;
- ``Fault.server_error(status)``: 5xx;
- ``Fault.auth_error()``: 401 quoting the Authorization header it received;
- ``Fault.timeout(delay)``: answers only after ``delay`` seconds (beyond the client timeout);
- ``Fault.bad_body()``: 200 with a body that is not JSON;
- ``Fault.reply(text)``: 200 with this content (e.g. malformed JSON for backward);
- ``Fault.body(payload, status, headers)``: exactly this JSON body, status and headers.

Shapes of other servers' errors, as they send them:

- ``Fault.llama_cpp_python_500(message)``: llama-cpp-python's server, which answers every
  error it catches with HTTP 500 and this message;
- ``Fault.invalid_request_500(field, msg, value)``: the same server's answer to a request that
  fails validation (HTTP 500 too, with FastAPI's error list as the message);
- ``Fault.unknown_model_404(model)``: vLLM's answer for a model it does not serve.

Standard library only (``http.server.ThreadingHTTPServer``); one thread per request.
Run it by hand: ``python tests/support/llm_server.py --port 8011 --latency 0.2``.
"""

from __future__ import annotations

import argparse
import json
import ssl
import sys
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from afnio_lab.models.offline import offline_reply, word_usage
from afnio_lab.models.retry import RetryPolicy

TEST_KEY = "sk-test-" + "k3y" * 8  # fake, but shaped like a real key
FAST_RETRY = RetryPolicy(max_attempts=4, initial_wait=0.01, max_wait=0.05, jitter=0.0)


def completion_payload(request_id: int, body: dict[str, Any], text: str) -> dict[str, Any]:
    """The chat.completion reply to ``body`` saying ``text`` (usage: the offline word counts)."""
    return {
        "id": f"chatcmpl-{request_id}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body.get("model", "unknown"),
        "choices": [
            {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": text}}
        ],
        "usage": word_usage(body.get("messages") or [], text),
    }


@dataclass(frozen=True)
class Fault:
    kind: str  # rate_limit | server_error | auth_error | timeout | bad_body | reply | body
    status: int = 200
    retry_after: float | None = None
    delay: float = 0.0
    text: str = ""
    payload: Any = None
    headers: tuple[tuple[str, str], ...] = ()

    @classmethod
    def rate_limit(cls, retry_after: float | None = 0.05) -> Fault:
        return cls("rate_limit", 429, retry_after=retry_after)

    @classmethod
    def server_error(cls, status: int = 500) -> Fault:
        return cls("server_error", status)

    @classmethod
    def auth_error(cls) -> Fault:
        """401 whose message quotes the key it got (as careless servers do)."""
        return cls("auth_error", 401)

    @classmethod
    def timeout(cls, delay: float = 2.0) -> Fault:
        return cls("timeout", delay=delay)

    @classmethod
    def bad_body(cls) -> Fault:
        return cls("bad_body")

    @classmethod
    def reply(cls, text: str) -> Fault:
        return cls("reply", text=text)

    @classmethod
    def body(cls, payload: Any, status: int = 200, headers: dict[str, str] | None = None) -> Fault:
        return cls("body", status, payload=payload, headers=tuple((headers or {}).items()))

    @classmethod
    def llama_cpp_python_500(cls, message: str) -> Fault:
        """llama-cpp-python's server: any error it catches is an HTTP 500 with this body
        (a crash in the model is a passing fault like any 500)."""
        error = {"message": message, "type": "internal_server_error", "param": None, "code": None}
        return cls.body({"error": error}, 500)

    @classmethod
    def invalid_request_500(
        cls, field: str, msg: str, value: Any, kind: str = "value_error"
    ) -> Fault:
        """llama-cpp-python's server for a request that fails validation: HTTP 500 whose
        message is FastAPI's list of errors as ``str()`` shows it."""
        errors = [{"type": kind, "loc": ("body", *field.split(".")), "msg": msg, "input": value}]
        return cls.llama_cpp_python_500(str(errors))

    @classmethod
    def unknown_model_404(cls, model: str) -> Fault:
        """vLLM: a model it does not serve is an HTTP 404 with a top-level error object."""
        payload = {
            "object": "error",
            "message": f"The model `{model}` does not exist.",
            "type": "NotFoundError",
            "param": None,
            "code": 404,
        }
        return cls.body(payload, 404)


Responder = Callable[[dict[str, Any]], str]
FaultRule = Callable[[dict[str, Any]], "Fault | None"]


class FakeLLMServer:
    """Start with ``with FakeLLMServer() as server:``; point clients at ``server.base_url``."""

    def __init__(
        self,
        responder: Responder | None = None,
        latency: float = 0.0,
        port: int = 0,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        self.responder = responder
        self.ssl_context = ssl_context  # serve https (proxy and CA tests)
        self.port = port
        self.latency = latency
        self.fault_rule: FaultRule | None = None
        self._faults: deque[Fault] = deque()
        self._lock = threading.Lock()
        self.request_count = 0
        self.requests: list[dict[str, Any]] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self.authorization_headers: list[str] = []
        self.request_headers: list[dict[str, str]] = []  # lower-cased names
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # --- control -------------------------------------------------------------------------

    def add_faults(self, *faults: Fault) -> None:
        """Queue faults; each arriving request takes the next one."""
        with self._lock:
            self._faults.extend(faults)

    def reset_counters(self) -> None:
        with self._lock:
            self.request_count = 0
            self.requests.clear()
            self.max_in_flight = 0
            self.authorization_headers.clear()
            self.request_headers.clear()

    @property
    def base_url(self) -> str:
        assert self._httpd is not None, "server not started"
        scheme = "https" if self.ssl_context is not None else "http"
        return f"{scheme}://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def start(self) -> FakeLLMServer:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # headers and body go out in separate writes

            def log_message(self, format: str, *args: Any) -> None:  # quiet
                pass

            def do_POST(self) -> None:
                server._handle(self)

            def do_GET(self) -> None:  # /_stats and /_stats/reset, for benchmarks
                if self.path.rstrip("/").endswith("/_stats/reset"):
                    server.reset_counters()
                with server._lock:
                    stats = {
                        "requests": server.request_count,
                        "in_flight": server.in_flight,
                        "max_in_flight": server.max_in_flight,
                    }
                server._send(self, 200, stats)

        class Server(ThreadingHTTPServer):
            daemon_threads = True
            request_queue_size = 256

            def handle_error(self, request: Any, client_address: Any) -> None:
                """A client that hangs up or refuses the certificate (the CA tests do so on
                purpose) is no server error: nothing to print into the test log."""
                if not isinstance(sys.exc_info()[1], (ssl.SSLError, ConnectionError)):
                    super().handle_error(request, client_address)

        self._httpd = Server(("127.0.0.1", self.port), Handler)
        if self.ssl_context is not None:  # handshake in the request's own thread
            self._httpd.socket = self.ssl_context.wrap_socket(
                self._httpd.socket, server_side=True, do_handshake_on_connect=False
            )
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self) -> FakeLLMServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # --- request handling ----------------------------------------------------------------

    def _next_fault(self, body: dict[str, Any]) -> Fault | None:
        if self.fault_rule is not None:
            fault = self.fault_rule(body)
            if fault is not None:
                return fault
        with self._lock:
            return self._faults.popleft() if self._faults else None

    def _handle(self, h: BaseHTTPRequestHandler) -> None:
        length = int(h.headers.get("Content-Length") or 0)
        raw = h.rfile.read(length)
        try:
            body = json.loads(raw or b"{}")
        except json.JSONDecodeError:
            body = {}
        with self._lock:
            self.request_count += 1
            self.requests.append(body)
            self.authorization_headers.append(h.headers.get("Authorization", ""))
            self.request_headers.append({k.lower(): v for k, v in h.headers.items()})
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
        left = threading.Event()

        def leave_flight() -> None:
            # A request leaves the flight before its reply's first byte: a client that
            # sends its next request as soon as it reads this reply must not overlap it.
            with self._lock:
                if not left.is_set():
                    left.set()
                    self.in_flight -= 1

        h.leave_flight = leave_flight  # type: ignore[attr-defined]
        try:
            if h.path.rstrip("/").endswith("/embeddings"):  # OpenAI's embeddings route
                self._send_embeddings(h, body)
                return
            if not h.path.rstrip("/").endswith("/chat/completions"):
                self._send(h, 404, {"error": {"message": f"no route {h.path}"}})
                return
            fault = self._next_fault(body)
            if self.latency:
                time.sleep(self.latency)
            self._respond(h, body, fault)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (timeout faults)
        finally:
            leave_flight()

    def _send_embeddings(self, h: BaseHTTPRequestHandler, body: dict[str, Any]) -> None:
        from afnio_lab.models.openai import offline_embedding

        texts = body.get("input") or []
        texts = [texts] if isinstance(texts, str) else texts
        words = sum(len(str(t).split()) for t in texts)
        self._send(
            h,
            200,
            {
                "object": "list",
                "model": body.get("model"),
                "data": [
                    {"object": "embedding", "index": i, "embedding": offline_embedding(str(t))}
                    for i, t in enumerate(texts)
                ],
                "usage": {"prompt_tokens": words, "total_tokens": words},
            },
        )

    def _respond(
        self, h: BaseHTTPRequestHandler, body: dict[str, Any], fault: Fault | None
    ) -> None:
        if fault is not None and fault.kind == "rate_limit":
            headers = {} if fault.retry_after is None else {"Retry-After": str(fault.retry_after)}
            self._send(
                h, 429, {"error": {"message": "Rate limit reached", "type": "requests"}}, headers
            )
            return
        if fault is not None and fault.kind == "auth_error":
            auth = h.headers.get("Authorization", "")
            self._send(
                h,
                401,
                {
                    "error": {
                        "message": f"Incorrect API key provided: {auth}",
                        "type": "invalid_request_error",
                    }
                },
            )
            return
        if fault is not None and fault.kind == "server_error":
            self._send(h, fault.status, {"error": {"message": "Internal error", "type": "server"}})
            return
        if fault is not None and fault.kind == "timeout":
            time.sleep(fault.delay)
        if fault is not None and fault.kind == "body":
            self._send_raw(h, fault.status, json.dumps(fault.payload).encode(), dict(fault.headers))
            return
        if fault is not None and fault.kind == "bad_body":
            self._send_raw(h, 200, b'{"id": "x", "choices": [ this is not json', {})
            return
        messages = body.get("messages") or []
        if fault is not None and fault.kind == "reply":
            text = fault.text
        elif self.responder is not None:
            text = self.responder(body)
        else:
            text = offline_reply(messages)
        self._send(h, 200, completion_payload(self.request_count, body, text))

    @staticmethod
    def _send(
        h: BaseHTTPRequestHandler,
        status: int,
        payload: dict[str, Any],
        headers: dict[str, str] | None = None,
    ) -> None:
        FakeLLMServer._send_raw(h, status, json.dumps(payload).encode(), headers or {})

    @staticmethod
    def _send_raw(
        h: BaseHTTPRequestHandler, status: int, data: bytes, headers: dict[str, str]
    ) -> None:
        getattr(h, "leave_flight", lambda: None)()
        h.send_response(status)
        h.send_header("Content-Type", "application/json")
        h.send_header("Content-Length", str(len(data)))
        for key, value in headers.items():
            h.send_header(key, value)
        h.end_headers()
        h.wfile.write(data)
        h.wfile.flush()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency", type=float, default=0.0)
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    with FakeLLMServer(latency=args.latency, port=args.port) as srv:
        print(f"listening on {srv.base_url}", flush=True)
        threading.Event().wait()
