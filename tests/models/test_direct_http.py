"""The direct HTTP path (``afnio_lab.models.direct_http``) against httpx's own, as control.

Each case runs a client on our own sockets (``transport="auto"``, the default) and one that
sends the same raw body through httpx/httpcore (``transport="httpx"``): the bytes on the
wire, the replies read and the errors named must be the same. Proxies, a custom transport
and async calls keep going through httpx. All servers are on 127.0.0.1, made by the tests.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import gzip
import inspect
import json
import os
import re
import socket
import ssl
import struct
import subprocess
import sys
import threading
import warnings
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import openai
import pytest
import trustme

from afnio_lab.models import CallLog, ModelCallError, sdk_internals
from afnio_lab.models import direct_http as dh
from afnio_lab.models.direct_http import DirectConnections
from afnio_lab.models.openai import OpenAI
from afnio_lab.models.retry import RetryPolicy

from support.forward_proxy import ForwardProxy
from support.llm_server import TEST_KEY
from support.network_fixtures import SDK_HTTPCORE as httpcore
from support.network_fixtures import SDK_HTTPX as httpx
from support.raw_http_server import RawHTTPServer, content_length_reply, reply_bytes

pytestmark = pytest.mark.usefixtures("clean_network_environment")

HELLO = [{"role": "user", "content": "Say hello."}]
MODEL = "gpt-4o-mini"
RETRY = RetryPolicy(max_attempts=2, initial_wait=0.0, max_wait=0.0, jitter=0.0)
TRANSPORTS = ["auto", "httpx"]


def server_tls(ca: tuple[trustme.CA, Path]) -> ssl.SSLContext:
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca[0].issue_cert("127.0.0.1", "localhost").configure_cert(context)
    return context


def client(base_url: str, transport: str = "auto", **kwargs: Any) -> OpenAI:
    args: dict[str, Any] = {"api_key": TEST_KEY, "timeout": 5.0, "retry": RETRY}
    args.update(kwargs)
    return OpenAI(base_url=base_url, transport=transport, call_log=CallLog(), **args)


def direct_of(model: OpenAI) -> DirectConnections | None:
    sender = model._sync_sender()
    assert sender is not None
    return sender.connections


def chat(model: OpenAI) -> str:
    return model.chat(HELLO, model=MODEL)


def failure(model: OpenAI) -> ModelCallError:
    with pytest.raises(ModelCallError) as info:
        chat(model)
    return info.value


def keep_answering(index: int, request: bytes, conn: socket.socket) -> bool:
    conn.sendall(content_length_reply(request))
    return True


# --- when it is used ------------------------------------------------------------------------


def test_the_default_setup_sends_on_our_own_sockets_and_keeps_them_alive():
    with RawHTTPServer(keep_answering) as server:
        model = client(server.base_url)
        assert [chat(model) for _ in range(3)] == ["raw hello"] * 3
        direct = direct_of(model)
        assert direct is not None and direct.idle_count == 1
        assert server.connections == 1  # one socket, kept alive for all three
        assert model._sync()._client._transport._pool.connections == []  # httpcore's unused


def test_ctrl_c_while_a_reply_is_parsed_interrupts_and_is_not_retried(monkeypatch):
    """httptools turns what a parser callback raises into a parser error; a KeyboardInterrupt
    that lands there must still interrupt, not be taken for a bad reply and retried."""
    interrupted = []

    def on_body(reader: Any, body: bytes) -> None:
        interrupted.append(body)
        raise KeyboardInterrupt

    monkeypatch.setattr(dh._ReplyReader, "on_body", on_body)
    with RawHTTPServer(keep_answering) as server:
        model = client(server.base_url)
        with pytest.raises(KeyboardInterrupt):
            chat(model)
        assert len(interrupted) == 1 and len(server.requests) == 1  # one attempt, no retry


def test_the_request_is_byte_for_byte_what_httpx_sends():
    with RawHTTPServer(keep_answering) as server:
        ours, theirs = client(server.base_url), client(server.base_url, "httpx")
        assert chat(ours) == chat(theirs) == "raw hello"
        assert direct_of(ours) is not None and direct_of(theirs) is None
        assert server.requests[0] == server.requests[1]
        assert server.requests[0].startswith(b"POST /v1/chat/completions HTTP/1.1\r\nHost: ")
        assert f"Bearer {TEST_KEY}".encode() in server.requests[0]


def test_no_extra_pools_are_built_when_our_sockets_send(monkeypatch, llm_server):
    """The extra httpx pools (16 calls each) only split httpx's work: built only for it."""
    built: list[int] = []
    original = OpenAI._more_pools

    def counting(self: OpenAI) -> list[Any]:
        built.append(1)
        return original(self)

    monkeypatch.setattr(OpenAI, "_more_pools", counting)
    direct = client(llm_server.base_url, max_concurrency=256)
    assert chat(direct) and direct_of(direct) is not None
    assert built == [] and len(direct._sync_sender()._shards) == 1  # type: ignore[union-attr]
    through_httpx = client(llm_server.base_url, "httpx", max_concurrency=256)
    assert chat(through_httpx) and built == [1]
    assert len(through_httpx._sync_sender()._shards) == 16  # type: ignore[union-attr]


def test_a_proxy_keeps_going_through_httpx_and_no_proxy_comes_back(monkeypatch, llm_server):
    with ForwardProxy() as proxy:
        monkeypatch.setenv("HTTP_PROXY", proxy.url)
        proxied = client(llm_server.base_url)
        assert chat(proxied) and direct_of(proxied) is None
        assert [p.method for p in proxy.passed] == ["POST"]
        monkeypatch.setenv("NO_PROXY", "127.0.0.1")
        bypassing = client(llm_server.base_url)
        assert chat(bypassing) and direct_of(bypassing) is not None
        assert len(proxy.passed) == 1


def test_a_users_transport_or_hooks_keep_httpx(llm_server):
    hooked = client(
        llm_server.base_url,
        http_client=openai.DefaultHttpxClient(event_hooks={"request": [lambda r: None]}),
    )
    assert chat(hooked) and direct_of(hooked) is None
    mocked = client(
        llm_server.base_url,
        http_client=openai.DefaultHttpxClient(
            transport=httpx.MockTransport(lambda r: httpx.Response(500))
        ),
    )
    assert direct_of(mocked) is None


@pytest.mark.parametrize(
    "setting",
    [
        {"http2": True},
        {"retries": 1},
        {"local_address": "127.0.0.1"},
        {"uds": "/tmp/no-such.sock"},
        {"proxy": httpcore.Proxy("http://127.0.0.1:9")},
        {"network_backend": httpcore.SyncBackend()},  # a backend instance is fine ...
    ],
    ids=lambda s: next(iter(s)),
)
def test_pools_that_do_more_than_connect_straight_are_left_to_httpx(setting):
    url = httpx.URL("http://127.0.0.1:8/v1/chat/completions")
    pool = httpcore.ConnectionPool(**setting)
    direct = DirectConnections.for_pool(pool, url, [])
    assert (direct is not None) == ("network_backend" in setting)

    class OtherBackend(httpcore.SyncBackend):
        pass

    other = httpcore.ConnectionPool(network_backend=OtherBackend())  # ... another is not
    assert DirectConnections.for_pool(other, url, []) is None


def test_async_calls_stay_on_httpcore(llm_server):
    model = client(llm_server.base_url)
    assert asyncio.run(model.achat(HELLO, model=MODEL))
    assert model._sender is None  # the sync sender (and our sockets) were never made


# --- TLS --------------------------------------------------------------------------------------


def test_ssl_cert_file_and_a_users_verify_context_apply(monkeypatch, ca):
    with RawHTTPServer(keep_answering, ssl_context=server_tls(ca)) as server:
        monkeypatch.setenv("SSL_CERT_FILE", str(ca[1]))
        by_env = client(server.base_url)
        assert chat(by_env) == "raw hello" and direct_of(by_env) is not None
        monkeypatch.delenv("SSL_CERT_FILE")
        context = ssl.create_default_context(cafile=str(ca[1]))
        by_context = client(server.base_url, http_client=openai.DefaultHttpxClient(verify=context))
        assert chat(by_context) == "raw hello" and direct_of(by_context) is not None
        sock = direct_of(by_context)._idle[0].sock  # type: ignore[union-attr]
        assert isinstance(sock, ssl.SSLSocket) and sock.version() is not None


def test_an_untrusted_certificate_is_named_as_httpx_names_it(ca):
    with RawHTTPServer(keep_answering, ssl_context=server_tls(ca)) as server:
        errors = [failure(client(server.base_url, t)) for t in TRANSPORTS]
    assert message(errors[0]) == message(errors[1])
    assert "TLS failure talking to" in str(errors[0]) and errors[0].attempts == 1
    assert server.requests == []


# --- timeouts and failures, named as before ---------------------------------------------------


def message(error: ModelCallError) -> str:
    """The error's text without its call-log id (ids count up across the process)."""
    return re.sub(r"Model call #\d+ ", "Model call ", str(error))


def both_fail(base_url: str, **kwargs: Any) -> ModelCallError:
    """Ours and httpx's fail with the same message; returns ours."""
    ours, theirs = (failure(client(base_url, t, **kwargs)) for t in TRANSPORTS)
    assert message(ours) == message(theirs)
    assert ours.attempts == theirs.attempts
    return ours


def test_a_refused_connection_and_a_dns_failure_are_named_the_same():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    assert "connection refused by 127.0.0.1" in str(both_fail(f"http://127.0.0.1:{port}/v1"))
    assert "DNS failure: cannot resolve no-such-llm-host.invalid" in str(
        both_fail("http://no-such-llm-host.invalid/v1")
    )


def test_the_read_timeout_is_the_sdks_and_is_named_the_same():
    release = threading.Event()

    def never(index: int, request: bytes, conn: socket.socket) -> bool:
        release.wait(10)
        return False

    with RawHTTPServer(never) as server:
        error = both_fail(server.base_url, timeout=0.3)
        release.set()
    assert "timeout: no reply within 0.3 s (read timeout)" in str(error)


@contextlib.contextmanager
def silent_server(receive_buffer: int | None = None) -> Iterator[str]:
    """A server on 127.0.0.1 that accepts connections and then neither reads nor writes;
    yields its ``host:port``."""
    listener = socket.create_server(("127.0.0.1", 0))
    if receive_buffer is not None:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        while not stop.is_set():
            try:
                held.append(listener.accept()[0])
            except OSError:
                return

    threading.Thread(target=accept, daemon=True).start()
    try:
        yield f"127.0.0.1:{listener.getsockname()[1]}"
    finally:
        stop.set()
        listener.close()
        for sock in held:
            sock.close()


def test_the_connect_timeout_is_the_sdks_and_is_named_the_same(ca):
    """A server that accepts but never answers the TLS handshake: connecting times out."""
    with silent_server() as address:
        error = both_fail(f"https://{address}/v1", timeout=openai.Timeout(5.0, connect=0.3))
    assert "timeout: could not connect within 0.3 s (connect timeout)" in str(error)


def test_the_write_timeout_is_the_sdks_and_is_named_the_same():
    """A server that never reads: a big request fills the socket buffers and the write
    times out."""
    big = [{"role": "user", "content": "x" * (16 * 1024 * 1024)}]
    timeout = openai.Timeout(5.0, write=0.3)
    errors = []
    with silent_server(receive_buffer=4096) as address:
        for transport in TRANSPORTS:
            model = client(
                f"http://{address}/v1",
                transport,
                timeout=timeout,
                retry=RetryPolicy(max_attempts=1),
            )
            with pytest.raises(ModelCallError) as info:
                model.chat(big, model=MODEL)
            errors.append(info.value)
    assert message(errors[0]) == message(errors[1])
    assert "timeout: could not send the request within 0.3 s (write timeout)" in str(errors[0])


def test_a_server_that_hangs_up_without_a_reply_is_named_the_same():
    def hang_up(index: int, request: bytes, conn: socket.socket) -> bool:
        return False

    with RawHTTPServer(hang_up) as server:
        error = both_fail(server.base_url)
    assert "Server disconnected without sending a response." in str(error)
    assert error.attempts == 2  # transient: retried


def test_http_errors_read_status_message_and_retry_after_the_same():
    def limited(index: int, request: bytes, conn: socket.socket) -> bool:
        data = b'{"error": {"message": "slow down"}}'
        conn.sendall(
            b"HTTP/1.1 429 Too Many Requests\r\nRetry-After: 0\r\n"
            b"Content-Length: %d\r\n\r\n%s" % (len(data), data)
        )
        return True

    with RawHTTPServer(limited) as server:
        error = both_fail(server.base_url)
    assert "HTTP 429: slow down" in str(error)


# --- replies of every framing -----------------------------------------------------------------


def chunked(index: int, request: bytes, conn: socket.socket) -> bool:
    data = reply_bytes(request, "chunked hello")
    half = len(data) // 2
    parts = [data[:half], data[half:]]
    conn.sendall(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
    for part in parts:
        conn.sendall(b"%x\r\n%s\r\n" % (len(part), part))
    conn.sendall(b"0\r\nX-Trailer: yes\r\n\r\n")
    return True


def framed_by_close(index: int, request: bytes, conn: socket.socket) -> bool:
    conn.sendall(b"HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n")
    conn.sendall(reply_bytes(request, "closed hello"))
    return False


def interim_first(index: int, request: bytes, conn: socket.socket) -> bool:
    conn.sendall(b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </x>\r\n\r\n")
    conn.sendall(content_length_reply(request, "after interim"))
    return True


def gzipped(index: int, request: bytes, conn: socket.socket) -> bool:
    data = gzip.compress(reply_bytes(request, "zipped hello"))
    conn.sendall(
        b"HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: %d\r\n\r\n%s"
        % (len(data), data)
    )
    return True


def junk_after(index: int, request: bytes, conn: socket.socket) -> bool:
    conn.sendall(content_length_reply(request, "then junk") + b"JUNK")
    return True


def reply_after(index: int, request: bytes, conn: socket.socket) -> bool:
    second = b"HTTP/1.1 500 Not Asked For\r\nContent-Length: 2\r\n\r\n{}"
    conn.sendall(content_length_reply(request, "then another") + second)
    return True


@pytest.mark.parametrize(
    ("answer", "text", "connections"),
    [
        (chunked, "chunked hello", 1),
        (framed_by_close, "closed hello", 2),
        (interim_first, "after interim", 1),
        (gzipped, "zipped hello", 1),
        (junk_after, "then junk", 2),  # bytes after a whole reply: that socket is not reused
        (reply_after, "then another", 2),
    ],
    ids=["chunked", "close-framed", "1xx", "gzip", "junk-after", "reply-after"],
)
@pytest.mark.parametrize("transport", TRANSPORTS)
def test_replies_of_every_framing_read_as_httpx_reads_them(answer, text, connections, transport):
    with RawHTTPServer(answer) as server:
        model = client(server.base_url, transport)
        assert [chat(model), chat(model)] == [text, text]
        if transport == "auto":
            assert server.connections == connections
            assert model.call_log is not None
            assert [r.retries for r in model.call_log.records] == [0, 0]


def test_a_gzipped_reply_is_read_as_the_sdk_reads_it():
    with RawHTTPServer(gzipped) as server:
        sdk = openai.OpenAI(base_url=server.base_url, api_key=TEST_KEY, max_retries=0)
        control = sdk.chat.completions.create(model=MODEL, messages=HELLO)  # type: ignore[arg-type]
        assert chat(client(server.base_url)) == control.choices[0].message.content
        assert b"gzip" in server.requests[1].lower()


# --- keep-alive: reuse, expiry, stale sockets, limits -----------------------------------------


def test_an_idle_socket_past_keepalive_expiry_is_not_reused(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(dh, "monotonic", lambda: now[0])
    limits = httpx.Limits(max_connections=10, max_keepalive_connections=10, keepalive_expiry=5)
    with RawHTTPServer(keep_answering) as server:
        model = client(server.base_url, http_client=openai.DefaultHttpxClient(limits=limits))
        chat(model)
        now[0] += 4.0
        chat(model)
        assert server.connections == 1  # within the expiry: reused
        now[0] += 5.5
        chat(model)
        assert server.connections == 2  # past it: a new connection


def test_a_socket_the_server_closed_while_idle_is_not_reused():
    """Reusing it would fail the next call (and cost a retry); it is noticed and dropped."""

    def once_then_close(index: int, request: bytes, conn: socket.socket) -> bool:
        conn.sendall(content_length_reply(request))
        return False  # closes without saying so in the reply

    with RawHTTPServer(once_then_close) as server:
        model = client(server.base_url)
        chat(model)
        assert server.closed.wait(5)
        chat(model)
        assert server.connections == 2
        assert model.call_log is not None
        assert [r.retries for r in model.call_log.records] == [0, 0]


def test_a_socket_with_unasked_bytes_while_idle_is_not_reused():
    babble = threading.Event()

    def then_babble(index: int, request: bytes, conn: socket.socket) -> bool:
        conn.sendall(content_length_reply(request))
        if index == 0:  # once the client has its reply: bytes nobody asked for
            babble.wait(10)
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nstale")
        return True

    with RawHTTPServer(then_babble) as server:
        model = client(server.base_url)
        chat(model)
        babble.set()
        direct = direct_of(model)
        assert direct is not None and direct._idle[0].readable(5.0)  # the bytes arrived
        assert chat(model) == "raw hello"  # not the stale reply
        assert server.connections == 2
        assert model.call_log is not None
        assert [r.retries for r in model.call_log.records] == [0, 0]


def test_idle_sockets_are_kept_up_to_max_keepalive_connections():
    limits = httpx.Limits(max_connections=50, max_keepalive_connections=2)
    gate = threading.Barrier(6, timeout=10)

    def together(index: int, request: bytes, conn: socket.socket) -> bool:
        gate.wait()  # six requests in flight at once, on six connections
        conn.sendall(content_length_reply(request))
        return True

    with RawHTTPServer(together) as server:
        model = client(server.base_url, http_client=openai.DefaultHttpxClient(limits=limits))
        with ThreadPoolExecutor(6) as threads:
            assert list(threads.map(lambda _: chat(model), range(6))) == ["raw hello"] * 6
        direct = direct_of(model)
        assert direct is not None and direct.idle_count == 2
        assert server.connections == 6


def test_the_pools_socket_options_are_set_on_our_sockets():
    options = [
        (socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1),
        (socket.IPPROTO_TCP, socket.TCP_KEEPIDLE, 77),
    ]
    http = httpx.Client(transport=httpx.HTTPTransport(socket_options=options))
    with RawHTTPServer(keep_answering) as server:
        model = client(server.base_url, http_client=http)
        chat(model)
        direct = direct_of(model)
        assert direct is not None
        sock = direct._idle[0].sock
        assert sock.getsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE) == 1
        assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPIDLE) == 77
        assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) == 1


def test_the_pools_max_connections_bounds_requests_in_flight():
    limits = httpx.Limits(max_connections=1, max_keepalive_connections=1)
    release = threading.Event()

    def slow_first(index: int, request: bytes, conn: socket.socket) -> bool:
        if index == 0:
            release.wait(10)
        conn.sendall(content_length_reply(request))
        return True

    with RawHTTPServer(slow_first) as server:
        model = client(
            server.base_url,
            http_client=openai.DefaultHttpxClient(limits=limits),
            timeout=openai.Timeout(5.0, pool=0.2),
            retry=RetryPolicy(max_attempts=1),
        )
        with ThreadPoolExecutor(1) as first:
            pending = first.submit(chat, model)
            while not server.requests:
                threading.Event().wait(0.01)
            error = failure(model)  # the one connection is busy
            release.set()
            assert pending.result() == "raw hello"
    assert "no free connection in the pool within 0.2 s (pool timeout)" in str(error)
    assert server.connections == 1


# --- HTTP/1.0, and a reply cut off in its body ------------------------------------------------


def http10(index: int, request: bytes, conn: socket.socket) -> bool:
    """An HTTP/1.0 reply that does not ask to keep the connection: it must not be reused,
    even though this server would go on reading it."""
    data = reply_bytes(request, "old hello")
    conn.sendall(b"HTTP/1.0 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(data), data))
    return True


def http10_by_close(index: int, request: bytes, conn: socket.socket) -> bool:
    conn.sendall(b"HTTP/1.0 200 OK\r\nContent-Type: application/json\r\n\r\n")
    conn.sendall(reply_bytes(request, "old closed hello"))
    return False


@pytest.mark.parametrize(
    ("answer", "text"),
    [(http10, "old hello"), (http10_by_close, "old closed hello")],
    ids=["content-length", "close-framed"],
)
@pytest.mark.parametrize("transport", TRANSPORTS)
def test_http_1_0_replies_are_read_and_their_connection_not_reused(answer, text, transport):
    with RawHTTPServer(answer) as server:
        model = client(server.base_url, transport)
        assert [chat(model), chat(model)] == [text, text]
        assert server.connections == 2
        assert model.call_log is not None
        assert [r.retries for r in model.call_log.records] == [0, 0]


def cut_off(reset: bool) -> Any:
    """A server that sends half the body it announced, then hangs up (``reset``: with a TCP
    reset, as a crashing server or a middlebox does; else with an orderly close)."""

    def answer(index: int, request: bytes, conn: socket.socket) -> bool:
        data = reply_bytes(request)
        conn.sendall(
            b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(data), data[: len(data) // 2])
        )
        threading.Event().wait(0.05)  # the client is reading the body when it is cut
        if reset:
            conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        return False

    return answer


@pytest.mark.parametrize(
    ("reset", "named"),
    [
        (True, "Connection reset by peer"),
        (False, "peer closed connection without sending complete message body"),
    ],
    ids=["reset", "closed"],
)
def test_a_reply_cut_off_in_its_body_is_named_the_same_and_retried(reset, named):
    with RawHTTPServer(cut_off(reset)) as server:
        error = both_fail(server.base_url)
    assert named in str(error)
    assert error.attempts == 2  # transient: retried
    assert len(server.requests) == 4  # two attempts each, ours and httpx's


# --- IPv6 -------------------------------------------------------------------------------------


def has_ipv6_loopback() -> bool:
    if not socket.has_ipv6:
        return False
    try:
        with socket.create_server(("::1", 0), family=socket.AF_INET6):
            return True
    except OSError:
        return False


@pytest.mark.skipif(
    os.environ.get("CI") != "true" and not has_ipv6_loopback(),
    reason="this machine has no IPv6 loopback (never skipped under CI=true)",
)
def test_an_ipv6_server_is_reached_on_our_sockets_as_httpx_reaches_it():
    with RawHTTPServer(keep_answering, host="::1") as server:
        assert server.base_url.startswith("http://[::1]:")
        ours, theirs = client(server.base_url), client(server.base_url, "httpx")
        assert [chat(ours), chat(ours), chat(theirs)] == ["raw hello"] * 3
        direct = direct_of(ours)
        assert direct is not None and direct_of(theirs) is None
        assert direct._idle[0].sock.family == socket.AF_INET6
        assert server.requests[0] == server.requests[2]  # the same Host header, bracketed
        assert b"\r\nHost: [::1]:" in server.requests[0]
        assert server.connections == 2  # ours kept its one socket alive


# --- the SDK's pool: every setting is one our sockets apply -----------------------------------


def the_sdks_pool() -> Any:
    return client("http://127.0.0.1:8/v1")._sync()._client._transport._pool


def test_every_setting_of_the_sdks_pool_is_one_our_sockets_apply_or_check():
    """Fails when the SDK's httpcore gains a pool setting: DirectConnections.for_pool must
    then apply it (or leave pools that use it to httpx) and POOL_SETTINGS name it."""
    settings = set(inspect.signature(type(the_sdks_pool())).parameters)
    assert settings - sdk_internals.POOL_SETTINGS == set(), "settings our sockets would ignore"
    assert sdk_internals.POOL_SETTINGS - settings == set(), "settings the pool no longer has"


def test_a_pool_with_a_setting_we_do_not_know_is_left_to_httpx(monkeypatch, llm_server):
    pool_type = type(the_sdks_pool())
    stock_init = pool_type.__init__

    def newer_init(self: Any, *args: Any, happy_eyeballs: bool = True, **kwargs: Any) -> None:
        stock_init(self, *args, **kwargs)

    monkeypatch.setattr(pool_type, "__init__", newer_init)
    model = client(llm_server.base_url)
    assert chat(model) and direct_of(model) is None  # httpx sent it
    monkeypatch.undo()
    assert direct_of(client(llm_server.base_url)) is not None


# --- without select.poll (Windows) ------------------------------------------------------------

WITHOUT_POLL = """
import select
del select.poll  # as on Windows, before afnio_lab is imported
import gc, json, warnings

warnings.simplefilter("always")
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    from afnio_lab.models import CallLog
    from afnio_lab.models.openai import OpenAI
    from afnio_lab.models.retry import RetryPolicy
    from support.llm_server import TEST_KEY
    from support.raw_http_server import RawHTTPServer, content_length_reply

    def answer(index, request, conn):
        conn.sendall(content_length_reply(request))
        return index != 17  # the 18th: the server then closes the socket while it is idle

    retry = RetryPolicy(max_attempts=2, initial_wait=0.0, max_wait=0.0, jitter=0.0)
    with RawHTTPServer(answer) as server:
        model = OpenAI(
            base_url=server.base_url, api_key=TEST_KEY, call_log=CallLog(), retry=retry
        )
        hello = [{"role": "user", "content": "Say hello."}]
        answers = [model.chat(hello, model="gpt-4o-mini") for _ in range(18)]
        server.closed.wait(5)
        # the closed idle socket is noticed (not reused, which would cost a retry)
        answers.append(model.chat(hello, model="gpt-4o-mini"))
        direct = model._sync_sender().connections
        model._sync_sender().close()
    gc.collect()
print(json.dumps({
    "answers": answers,
    "direct": direct is not None,
    "retries": sum(r.retries for r in model.call_log.records),
    "connections": server.connections,
    "leaks": [str(w.message) for w in caught if issubclass(w.category, ResourceWarning)],
}))
"""


def test_the_sync_path_works_without_select_poll_and_leaks_no_socket():
    """Windows has no select.poll: every sync call must still answer on our own sockets."""
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT_POLL],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["answers"] == ["raw hello"] * 19
    assert result["direct"] and result["retries"] == 0
    assert result["connections"] == 2  # kept alive for 18 calls, then one new
    assert result["leaks"] == []


def test_a_socket_whose_setup_fails_after_connecting_is_closed_not_leaked(monkeypatch):
    def refusing_poll() -> Any:
        raise OSError("no poll today")

    monkeypatch.setattr(dh.select, "poll", refusing_poll, raising=False)
    monkeypatch.setattr(dh, "_HAS_POLL", True, raising=False)
    gc.collect()  # sockets other tests left for the collector warn now, not below
    with RawHTTPServer(keep_answering) as server, warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        port = server.base_url.split(":")[-1].split("/")[0]
        named = str(failure(client(server.base_url, retry=RetryPolicy(max_attempts=1))))
        gc.collect()  # the failure and its traceback are gone: a socket left open warns
    leaked = [
        str(w.message)
        for w in caught
        if issubclass(w.category, ResourceWarning) and f", {port})" in str(w.message)
    ]
    assert leaked == []
    assert "no poll today" in named
    assert server.connections == 1 and server.requests == []
