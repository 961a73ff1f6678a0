"""A forwarding HTTP proxy on 127.0.0.1 that records what passes through it, for proxy tests.

Plain ``http://`` requests arrive in absolute form and are forwarded one by one; ``https://``
goes through ``CONNECT host:port`` as a byte tunnel (TLS stays end to end). ``routes`` maps
a ``host:port`` the client asks for to where the proxy really connects, so a base URL on a
loopback address where nothing listens can only be reached through the proxy. With
``credentials=("user", "secret")`` it answers 407 to requests without that
``Proxy-Authorization``. Standard library only; one thread per connection.
"""

from __future__ import annotations

import base64
import http.client
import select
import socket
import socketserver
import threading
from dataclasses import dataclass, field


@dataclass
class Passed:
    """One request the proxy saw: ``method`` and ``target`` as sent (``CONNECT host:port``
    or ``POST http://host:port/path``), and its headers (lower-cased names)."""

    method: str
    target: str
    headers: dict[str, str] = field(default_factory=dict)


class ForwardProxy:
    """``with ForwardProxy(routes={"127.0.0.1:9": ("127.0.0.1", real_port)}) as proxy:``."""

    def __init__(
        self,
        routes: dict[str, tuple[str, int]] | None = None,
        credentials: tuple[str, str] | None = None,
    ) -> None:
        self.routes = dict(routes or {})
        self.credentials = credentials
        self.passed: list[Passed] = []
        self._lock = threading.Lock()
        self._server: socketserver.ThreadingTCPServer | None = None

    @property
    def url(self) -> str:
        assert self._server is not None, "proxy not started"
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> ForwardProxy:
        proxy = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                proxy._serve(self.connection, self.rfile)

        class Server(socketserver.ThreadingTCPServer):
            daemon_threads = True
            allow_reuse_address = True
            request_queue_size = 256  # dozens of async calls connect at once

        self._server = Server(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()

    # --- one client connection -----------------------------------------------------------------

    def _where(self, authority: str) -> tuple[str, int]:
        if authority in self.routes:
            return self.routes[authority]
        host, _, port = authority.rpartition(":")
        return host.strip("[]"), int(port)

    def _serve(self, conn: socket.socket, rfile: object) -> None:
        reader = rfile  # a buffered reader over conn
        while True:
            line = reader.readline()  # type: ignore[attr-defined]
            if not line.strip():
                return
            method, target, _ = line.decode("latin-1").split(" ", 2)
            headers = _read_headers(reader)
            with self._lock:
                self.passed.append(Passed(method, target, headers))
            if not self._authorised(headers):
                _reply(conn, 407, b"proxy credentials required", {"Proxy-Authenticate": "Basic"})
                return
            if method == "CONNECT":
                self._tunnel(conn, target)
                return
            body = reader.read(int(headers.get("content-length", "0")))  # type: ignore[attr-defined]
            self._forward(conn, method, target, headers, body)

    def _authorised(self, headers: dict[str, str]) -> bool:
        if self.credentials is None:
            return True
        token = base64.b64encode(":".join(self.credentials).encode()).decode()
        return headers.get("proxy-authorization") == f"Basic {token}"

    def _forward(
        self, conn: socket.socket, method: str, target: str, headers: dict[str, str], body: bytes
    ) -> None:
        authority, _, path = target.removeprefix("http://").partition("/")
        host, port = self._where(authority)
        upstream = http.client.HTTPConnection(host, port, timeout=30)
        sent = {k: v for k, v in headers.items() if not k.startswith("proxy-")}
        try:
            upstream.request(method, "/" + path, body=body, headers=sent)
            response = upstream.getresponse()
            data = response.read()
        except OSError as exc:
            _reply(conn, 502, f"proxy could not reach {authority}: {exc}".encode(), {})
            return
        finally:
            upstream.close()
        dropped = ("content-length", "transfer-encoding")
        kept = {k: v for k, v in response.getheaders() if k.lower() not in dropped}
        _reply(conn, response.status, data, kept)

    def _tunnel(self, conn: socket.socket, authority: str) -> None:
        try:
            upstream = socket.create_connection(self._where(authority), timeout=30)
        except OSError:
            _reply(conn, 502, b"proxy could not connect", {})
            return
        conn.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
        with upstream:
            sockets = [conn, upstream]
            while True:
                ready, _, _ = select.select(sockets, [], [], 30)
                if not ready:
                    return
                for s in ready:
                    data = s.recv(65536)
                    if not data:
                        return
                    (upstream if s is conn else conn).sendall(data)


def _read_headers(reader: object) -> dict[str, str]:
    headers: dict[str, str] = {}
    while True:
        line = reader.readline().decode("latin-1")  # type: ignore[attr-defined]
        if line in ("\r\n", "\n", ""):
            return headers
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()


def _reply(conn: socket.socket, status: int, body: bytes, headers: dict[str, str]) -> None:
    lines = [f"HTTP/1.1 {status} {http.client.responses.get(status, '')}"]
    lines += [f"{k}: {v}" for k, v in headers.items()]
    lines.append(f"Content-Length: {len(body)}")
    conn.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body)
