"""A loopback server that answers HTTP requests byte for byte as a test scripts it.

For the direct HTTP path's parity tests: replies the standard library's server cannot send
(chunked, framed by close, 1xx first, junk after the reply, a close while idle) and the
exact bytes of every request received. ``answer(index, request, conn)`` gets the request's
number (from 0, across connections), its raw bytes and the socket; it writes what it likes
and returns True to keep the connection for the next request. Standard library only; one
thread per connection.
"""

from __future__ import annotations

import json
import socket
import ssl
import threading
from collections.abc import Callable
from typing import Any

from support.llm_server import completion_payload

Answer = Callable[[int, bytes, socket.socket], bool]


def body_of(request: bytes) -> dict[str, Any]:
    """The JSON body of a raw request."""
    return json.loads(request.partition(b"\r\n\r\n")[2] or b"{}")


def reply_bytes(request: bytes, text: str = "raw hello") -> bytes:
    """The chat-completion JSON a server answers with."""
    return json.dumps(completion_payload(1, body_of(request), text)).encode()


def content_length_reply(request: bytes, text: str = "raw hello", extra: str = "") -> bytes:
    data = reply_bytes(request, text)
    head = f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n{extra}"
    return f"{head}Content-Length: {len(data)}\r\n\r\n".encode() + data


class RawHTTPServer:
    """``with RawHTTPServer(answer) as server:``; ``server.base_url`` ends in ``/v1``."""

    def __init__(
        self, answer: Answer, ssl_context: ssl.SSLContext | None = None, host: str = "127.0.0.1"
    ) -> None:
        self.answer = answer
        self.ssl_context = ssl_context
        self.requests: list[bytes] = []
        self.connections = 0
        self.closed = threading.Event()  # set whenever the server closes a connection
        self.stop_event = threading.Event()
        self._lock = threading.Lock()
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self._listener = socket.create_server((host, 0), family=family)
        self._threads: list[threading.Thread] = []

    @property
    def base_url(self) -> str:
        scheme = "https" if self.ssl_context is not None else "http"
        host, port = self._listener.getsockname()[:2]
        host = f"[{host}]" if ":" in host else host
        return f"{scheme}://{host}:{port}/v1"

    def __enter__(self) -> RawHTTPServer:
        thread = threading.Thread(target=self._accept, daemon=True)
        thread.start()
        self._threads.append(thread)
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop_event.set()
        self._listener.close()

    def _accept(self) -> None:
        while not self.stop_event.is_set():
            try:
                conn, _ = self._listener.accept()
            except OSError:
                return
            with self._lock:
                self.connections += 1
            thread = threading.Thread(target=self._serve, args=(conn,), daemon=True)
            thread.start()
            self._threads.append(thread)

    def _serve(self, conn: socket.socket) -> None:
        try:
            if self.ssl_context is not None:
                conn = self.ssl_context.wrap_socket(conn, server_side=True)
            buffer = b""
            while True:
                request, buffer = _read_request(conn, buffer)
                if request is None:
                    return
                with self._lock:
                    index = len(self.requests)
                    self.requests.append(request)
                if not self.answer(index, request, conn):
                    return
        except (OSError, ssl.SSLError):
            return
        finally:
            conn.close()
            self.closed.set()


def _read_request(conn: socket.socket, buffer: bytes) -> tuple[bytes | None, bytes]:
    while b"\r\n\r\n" not in buffer:
        chunk = conn.recv(65536)
        if not chunk:
            return None, b""
        buffer += chunk
    head, _, rest = buffer.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
    while len(rest) < length:
        chunk = conn.recv(65536)
        if not chunk:
            return None, b""
        rest += chunk
    return head + b"\r\n\r\n" + rest[:length], rest[length:]
