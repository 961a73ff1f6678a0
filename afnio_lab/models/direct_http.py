"""Kept-alive HTTP/1.1 connections of our own for the plain, direct case of the SDK's pool.

Why: httpcore's HTTP/1.1 path (h11's event machinery, its per-request tracing, a pool that
scans every connection it holds under one lock) costs about half a millisecond of CPU per
request, held under the GIL; with dozens of calls in flight that CPU sets the pace of a
batch. When the SDK's connection pool is httpx's stock one going straight to the server
(no proxy, HTTP/1.1 only, no Unix socket, local address or connect retries, the sync
network backend), :class:`DirectConnections` sends on sockets of its own, configured from
that pool: the same SSL context (so ``SSL_CERT_FILE``, a custom CA and ``verify`` apply),
socket options, keep-alive expiry and limits, and the request's own connect/write/read
timeouts. Replies are parsed by httptools (llhttp). Idle sockets are checked with
``select.poll``, or ``select.select`` where there is none (Windows). Failures are raised as
the pool's own exception types (``ConnectError``, ``ReadTimeout``, ``RemoteProtocolError``,
...), so they are named exactly as before. Anything else (a proxy, HTTP/2, a custom
transport) is left to httpx, and :func:`DirectConnections.for_pool` returns None.
"""

from __future__ import annotations

import collections
import select
import socket
import ssl
import threading
from time import monotonic
from typing import Any

import httptools

from afnio_lab.models import sdk_internals

#: Whether this platform has ``select.poll`` (Windows does not), read once at import.
_HAS_POLL = hasattr(select, "poll")

#: Bytes asked of the socket per read (httpcore reads 64 KiB too).
READ_SIZE = 64 * 1024

Reply = tuple[int, list[tuple[bytes, bytes]], bytes]


class _Connection:
    """One socket, and a cheap way to ask "did the server write (or close)?".

    Where ``select.poll`` exists, a poll object registered once answers that per reuse
    without building a descriptor set (and without ``select.select``'s limit of descriptor
    numbers below 1024, which a process with hundreds of sockets can pass). Windows has no
    ``poll``: there ``select.select`` answers, which has no such limit on Windows.
    """

    __slots__ = ("expires_at", "poller", "sock")

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.poller: Any = None
        if _HAS_POLL:
            self.poller = select.poll()
            self.poller.register(sock, select.POLLIN)
        self.expires_at: float | None = None

    def readable(self, timeout: float = 0.0) -> bool:
        """An idle socket that is readable was closed by the server (or it sent junk).

        ``timeout``: seconds to wait for that (0: answer at once)."""
        if isinstance(self.sock, ssl.SSLSocket) and self.sock.pending():
            return True
        if self.poller is not None:
            return bool(self.poller.poll(timeout * 1000))
        return bool(select.select([self.sock], [], [], timeout)[0])

    def close(self) -> None:
        try:
            self.sock.close()
        except OSError:  # pragma: no cover - closing a dead socket
            pass


class _ReplyReader:
    """httptools callbacks that collect one reply, after any 1xx interim replies."""

    __slots__ = (
        "body",
        "by_close",
        "chunked",
        "done",
        "extra",
        "headers",
        "interim",
        "keep_alive",
        "length",
        "parser",
        "status",
    )

    def __init__(self) -> None:
        self.status = 0
        self.headers: list[tuple[bytes, bytes]] = []
        self.body: list[bytes] = []
        self.done = False  # the final reply is complete
        self.interim = False  # the reply being read is a 1xx
        self.by_close = False  # the body ends when the server closes the connection
        self.chunked = False  # the body comes in chunks
        self.length: int | None = None  # the body's announced Content-Length
        self.extra = False  # bytes came after the final reply
        self.keep_alive = False  # the connection may carry the next request
        self.parser: Any = None

    def on_message_begin(self) -> None:
        if self.done:  # another reply after the one asked for: kept out, the socket dropped
            self.extra = True
            return
        self.headers = []
        self.body = []

    def on_header(self, name: bytes, value: bytes) -> None:
        if self.status == 0:  # not trailers after a chunked body, nor another reply's
            self.headers.append((name, value))

    def on_headers_complete(self) -> None:
        if self.done:
            return
        status = self.parser.get_status_code()
        self.interim = 100 <= status < 200 and status != 101
        self.status = status
        if self.interim or status in (204, 304):
            return
        lowered = {name.lower(): value for name, value in self.headers}
        self.chunked = b"chunked" in lowered.get(b"transfer-encoding", b"").lower()
        length = lowered.get(b"content-length")
        self.length = int(length) if length is not None and length.strip().isdigit() else None
        self.by_close = not self.chunked and length is None

    def on_body(self, body: bytes) -> None:
        if not self.done:
            self.body.append(body)

    def cut_off(self) -> str:
        """What a body the server stopped sending midway lacks, in h11's (httpx's) words."""
        if self.chunked or self.length is None:
            return "incomplete chunked read"
        received = sum(len(part) for part in self.body)
        return f"received {received} bytes, expected {self.length}"

    def on_message_complete(self) -> None:
        if self.done:
            return
        if self.interim:  # 100 Continue, 103 Early Hints: the real reply follows
            self.interim = False
            self.status = 0
        else:
            self.done = True
            self.keep_alive = bool(self.parser.should_keep_alive())  # read before it resets


class DirectConnections:
    """Kept-alive sockets to one origin, configured from the SDK's connection pool.

    ``request`` sends one whole request (head and body as built by the caller) and returns
    the status, the raw headers and the whole body. Idle sockets are reused last-in first
    out, after checking that they are neither past ``keepalive_expiry`` nor readable.
    """

    def __init__(
        self,
        core: Any,
        *,
        scheme: bytes,
        host: str,
        port: int,
        ssl_context: ssl.SSLContext | None,
        socket_options: Any,
        keepalive_expiry: float | None,
        max_keepalive: int,
        max_connections: int,
        reusable: bool = True,
    ) -> None:
        self._core = core  # httpcore (or httpcore2): its exception types
        self._https = scheme == b"https"
        self._address = (host, port)
        self._ssl_context = ssl_context
        self._socket_options = list(socket_options or ())
        self._keepalive_expiry = keepalive_expiry
        self._max_keepalive = max_keepalive
        self._reusable = reusable
        self._idle: collections.deque[_Connection] = collections.deque()
        # At most max_connections requests (each on its own connection) at once, as the pool.
        self._slots = (
            threading.BoundedSemaphore(max_connections) if max_connections < 2**20 else None
        )

    @classmethod
    def for_pool(cls, pool: Any, url: Any, headers: Any) -> DirectConnections | None:
        """Connections for requests to ``url`` that ``pool`` would send directly, or None
        when the pool does more than that (a proxy, HTTP/2, a Unix socket, retries, ...)."""
        settings = sdk_internals.direct_pool_settings(pool)
        scheme = bytes(url.raw_scheme)
        if settings is None or scheme not in (b"http", b"https"):
            return None
        if scheme == b"https" and settings.ssl_context is None:
            return None
        # A request that asks the server to close leaves nothing to keep alive.
        closing = any(
            name.lower() == b"connection" and b"close" in value.lower() for name, value in headers
        )
        return cls(
            settings.core,
            scheme=scheme,
            host=url.raw_host.decode("ascii"),
            port=url.port or (443 if scheme == b"https" else 80),
            ssl_context=settings.ssl_context,
            socket_options=settings.socket_options,
            keepalive_expiry=settings.keepalive_expiry,
            max_keepalive=settings.max_keepalive,
            max_connections=settings.max_connections,
            reusable=not closing,
        )

    # --- one request ----------------------------------------------------------------------

    def request(self, head: bytes, body: bytes, extensions: dict[str, Any]) -> Reply:
        """Send ``head + body`` and read the whole reply; raises the pool's exception types.

        ``extensions`` are the request's (httpx's ``timeout`` dict, ``sni_hostname``)."""
        timeouts = extensions.get("timeout") or {}
        slots = self._slots
        if slots is not None and not slots.acquire(timeout=_wait(timeouts.get("pool"))):
            raise self._core.PoolTimeout()
        try:
            conn = self._idle_connection() or self._connect(timeouts, extensions)
            try:
                reader = self._exchange(conn, head + body, timeouts)
            except BaseException:
                conn.close()
                raise
            self._release(conn, reader)
            return reader.status, reader.headers, b"".join(reader.body)
        finally:
            if slots is not None:
                slots.release()

    def _idle_connection(self) -> _Connection | None:
        now = monotonic()
        while True:
            try:
                conn = self._idle.pop()  # the most recently used: the least likely stale
            except IndexError:
                return None
            expired = conn.expires_at is not None and now > conn.expires_at
            if expired or conn.readable():
                conn.close()
                continue
            return conn

    def _connect(self, timeouts: dict[str, Any], extensions: dict[str, Any]) -> _Connection:
        core = self._core
        timeout = timeouts.get("connect")
        try:
            sock = socket.create_connection(self._address, timeout)
            try:
                for option in self._socket_options:
                    sock.setsockopt(*option)
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                if self._https:
                    assert self._ssl_context is not None
                    self._ssl_context.set_alpn_protocols(["http/1.1"])  # as httpcore does
                    sock.settimeout(timeout)
                    sock = self._ssl_context.wrap_socket(
                        sock,
                        server_hostname=extensions.get("sni_hostname") or self._address[0],
                    )
                return _Connection(sock)
            except BaseException:
                sock.close()
                raise
        except TimeoutError as exc:
            raise core.ConnectTimeout(exc) from exc
        except OSError as exc:
            raise core.ConnectError(exc) from exc

    def _exchange(self, conn: _Connection, data: bytes, timeouts: dict[str, Any]) -> _ReplyReader:
        core = self._core
        sock = conn.sock
        try:
            sock.settimeout(timeouts.get("write"))
            sock.sendall(data)
        except TimeoutError as exc:
            raise core.WriteTimeout(exc) from exc
        except OSError:
            # As httpcore: a server may close early after sending an error reply; read it.
            pass
        reader = _ReplyReader()
        parser = httptools.HttpResponseParser(reader)
        reader.parser = parser
        try:
            sock.settimeout(timeouts.get("read"))
            while not reader.done:
                try:
                    chunk = sock.recv(READ_SIZE)
                except TimeoutError as exc:
                    raise core.ReadTimeout(exc) from exc
                except OSError as exc:
                    raise core.ReadError(exc) from exc
                if not chunk:
                    if reader.by_close and reader.status:  # framed by close: complete
                        reader.done = True
                        break
                    if reader.status == 0:
                        raise core.RemoteProtocolError(
                            "Server disconnected without sending a response."
                        )
                    raise core.RemoteProtocolError(
                        "peer closed connection without sending complete message body"
                        f" ({reader.cut_off()})"
                    )
                try:
                    parser.feed_data(chunk)
                except httptools.HttpParserUpgrade as exc:
                    raise core.RemoteProtocolError(f"unexpected protocol upgrade: {exc}") from exc
                except httptools.HttpParserError as exc:
                    raised = exc.__context__  # what a callback raised (httptools wraps it)
                    if raised is not None and not isinstance(raised, Exception):
                        raise raised from None  # Ctrl-C in a callback: never a bad reply
                    if not reader.done:
                        raise core.RemoteProtocolError(f"malformed HTTP reply: {exc}") from exc
                    reader.extra = True  # junk after a whole reply
            reader.keep_alive = reader.keep_alive and not reader.by_close and not reader.extra
        finally:
            reader.parser = None  # no reference cycle between the reader and its parser
        return reader

    def _release(self, conn: _Connection, reader: _ReplyReader) -> None:
        """Keep the connection for the next request, unless the reply says not to."""
        if not (self._reusable and reader.keep_alive):
            conn.close()
            return
        now = monotonic()
        if self._keepalive_expiry is not None:
            conn.expires_at = now + self._keepalive_expiry
        idle = self._idle
        try:
            while (oldest := idle[0]).expires_at is not None and now > oldest.expires_at:
                idle.popleft().close()  # the oldest are past their expiry
        except IndexError:  # none left (or taken by another thread meanwhile)
            pass
        if len(idle) < self._max_keepalive:
            idle.append(conn)
        else:
            conn.close()

    @property
    def idle_count(self) -> int:
        """How many connections wait to be reused."""
        return len(self._idle)

    def close(self) -> None:
        """Close every idle connection (those in use close when their request ends)."""
        while True:
            try:
                self._idle.pop().close()
            except IndexError:
                return


def _wait(seconds: Any) -> float | None:
    return float(seconds) if isinstance(seconds, (int, float)) else None


__all__ = ["DirectConnections"]
