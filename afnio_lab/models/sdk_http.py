"""Sends the one request a chat client makes through the SDK's own HTTP client, minus its
typed request pipeline.

Why: the SDK's pipeline (typed transform, pydantic options, per-request header building)
costs a millisecond or more of CPU per call, held under the GIL, and with dozens of calls in
flight that CPU sets the pace of a batch. The wire is what the SDK would use: the
``httpx`` client the SDK built (or the user's own ``http_client``), so proxies from
``HTTP_PROXY``/``HTTPS_PROXY``/``ALL_PROXY``/``NO_PROXY``, ``SSL_CERT_FILE``/``SSL_CERT_DIR``,
custom CAs, the client's pool and the SDK's ``timeout`` apply by construction. Headers are the
SDK's own (auth, ``OpenAI-Organization``/``OpenAI-Project``, ``default_headers``) less its
``X-Stainless-*`` telemetry. The request goes straight to the transport the client would pick
for the URL (the proxy mount or the direct pool) unless the client has auth or event hooks,
which only the client's ``send`` runs. When that transport is httpx's stock one going
straight to the server over HTTP/1.1, sync requests go on kept-alive sockets of our own
configured from its pool (:mod:`afnio_lab.models.direct_http`). What is private in the SDK's
objects is read in :mod:`afnio_lab.models.sdk_internals` only, each with a fallback.
"""

from __future__ import annotations

import itertools
import json
import sys
import threading
from collections.abc import Callable, Sequence
from typing import Any

import openai as _openai_sdk

from afnio_lab.models import sdk_internals
from afnio_lab.models.direct_http import DirectConnections
from afnio_lab.models.errors import TransientModelError, connection_failure, without_userinfo
from afnio_lab.models.invalid_request import describe_invalid_request, invalid_request_message
from afnio_lab.models.retry import transient_http_error


class HTTPStatusError(RuntimeError):
    """A permanent HTTP error (400, 401, 404, …): not retried. The message quotes the server."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"HTTP {status}: {message}")
        self.status = status


class _Prepared:
    """What every request of one SDK client shares: URL, headers, timeout and transport."""

    def __init__(
        self,
        sdk: _openai_sdk.OpenAI | _openai_sdk.AsyncOpenAI,
        headers: dict[str, str],
        http: Any = None,
        direct: bool = False,
    ):
        # The SDK's httpx client (its env, proxies, CA and pool), or one more built like it.
        self.http: Any = sdk_internals.http_client(sdk) if http is None else http
        url = str(sdk.base_url).rstrip("/") + "/chat/completions"
        template = self.http.build_request("POST", url, headers=headers, timeout=sdk.timeout)
        self.request_type = type(template)
        self.library: Any = sys.modules[self.request_type.__module__.split(".")[0]]  # httpx(2)
        self.url: Any = template.url
        self.headers = template.headers.copy()
        for name in ("content-length", "host"):  # computed per request
            self.headers.pop(name, None)
        self.extensions = template.extensions
        self.transport: Any = sdk_internals.transport_for(self.http, self.url)
        # The client's own send runs auth flows and event hooks; the bare transport does not.
        self.direct = (
            self.transport is not None
            and self.http.auth is None
            and not any(self.http.event_hooks.values())
        )
        self.proxy = sdk_internals.proxy_of(self.transport)
        self.shown_url = without_userinfo(str(self.url))
        # One level further down, the same transport's connection pool (httpcore), when the
        # transport is httpx's own (not a subclass): the same connections, proxy and TLS
        # context, without httpx's request and response wrappers (a third of its CPU).
        stock = type(self.transport) in (
            getattr(self.library, "HTTPTransport", None),
            getattr(self.library, "AsyncHTTPTransport", None),
        )
        pool = sdk_internals.pool_of(self.transport) if self.direct and stock else None
        self.pool: Any = pool
        core = sys.modules.get(type(self.pool).__module__.split(".")[0]) if self.pool else None
        #: Our own kept-alive sockets when the pool would go straight to the server (sync).
        self.connections: DirectConnections | None = None
        if core is None or not hasattr(core, "Request") or not hasattr(core, "URL"):
            self.pool = None
        else:
            self.core = core
            u = self.url
            self.core_url = core.URL(
                scheme=u.raw_scheme, host=u.raw_host, port=u.port, target=u.raw_path
            )
            self.core_headers = [(b"Host", u.netloc), *self.headers.raw]
            if direct:
                self.connections = DirectConnections.for_pool(self.pool, u, self.core_headers)
            # The request head as h11 would write it for the pool; Content-Length comes last.
            self.head = b"".join(
                [b"POST ", u.raw_path, b" HTTP/1.1\r\n"]
                + [b"%s: %s\r\n" % (name, value) for name, value in self.core_headers]
            )

    def request(self, body: dict[str, Any]) -> Any:
        return self.full_request(json.dumps(body, ensure_ascii=False).encode("utf-8"))

    def full_request(self, data: bytes) -> Any:
        """The request as the client itself would send it."""
        return self.request_type(
            "POST", self.url, headers=self.headers, content=data, extensions=self.extensions
        )

    def core_request(self, data: bytes) -> Any:
        """The same request for the connection pool."""
        headers = [*self.core_headers, (b"Content-Length", str(len(data)).encode())]
        return self.core.Request(
            b"POST", self.core_url, headers=headers, content=data, extensions=self.extensions
        )

    def decoded(self, status: int, headers: list[tuple[bytes, bytes]], content: bytes) -> bytes:
        """The body as httpx would give it (gzip and the like undone), for the pool path."""
        if not any(k.lower() == b"content-encoding" for k, _ in headers):
            return content
        return bytes(self.library.Response(status, headers=headers, content=content).read())

    def redirected(self, status: int, headers: list[tuple[bytes, bytes]]) -> bool:
        return (
            status in (301, 302, 303, 307, 308)
            and self.http.follow_redirects
            and any(k.lower() == b"location" for k, _ in headers)
        )

    def failure(self, exc: Exception) -> Exception:
        return connection_failure(exc, self.shown_url, self.proxy, self.extensions.get("timeout"))

    def parse(self, status: int, content: bytes, headers: Any) -> Any:
        """The JSON reply, or raise for an HTTP error (``headers``: a mapping, or the raw
        pairs, read only then)."""
        if status >= 400:
            invalid = invalid_request_message(status, content)
            if invalid is not None:  # llama-cpp-python's 500 for a request it cannot validate
                raise HTTPStatusError(status, describe_invalid_request(invalid))
            if isinstance(headers, list):
                headers = _text_headers(headers)
            message = _error_message(content)
            transient = transient_http_error(status, message, headers)
            raise transient or HTTPStatusError(status, message)
        try:
            return json.loads(content)
        except ValueError as exc:
            raise TransientModelError(
                f"malformed HTTP response from {self.shown_url}: not JSON ({content[:120]!r})"
            ) from exc


class SdkChatSender:
    """Posts chat-completion bodies with the sync SDK client's HTTP client.

    Where the client's pool would connect straight to the server, requests go on our own
    kept-alive sockets configured from it (``direct``, the default). Otherwise
    ``more_clients()`` (the SDK's default client, built again from the same environment)
    splits the calls in flight between several connection pools, one per worker thread in
    turn: httpcore's pool scans every connection it holds on each request, so one pool of 256
    connections costs milliseconds of CPU per call where 16 pools of 16 cost a tenth.
    """

    def __init__(
        self,
        sdk: _openai_sdk.OpenAI,
        headers: dict[str, str],
        more_clients: Callable[[], Sequence[Any]] | None = None,
        *,
        direct: bool = True,
    ) -> None:
        self._p = _Prepared(sdk, headers, direct=direct)
        self._shards = [self._p]
        if self._p.connections is None and more_clients is not None:
            self._shards += [_Prepared(sdk, headers, http) for http in more_clients()]
        self._next_shard = itertools.count()
        self._thread = threading.local()

    @property
    def proxy(self) -> str | None:
        return self._p.proxy

    @property
    def connections(self) -> DirectConnections | None:
        """Our own sockets to the server, or None when httpx sends (a proxy, HTTP/2, ...)."""
        return self._p.connections

    def _shard(self) -> _Prepared:
        if len(self._shards) == 1:
            return self._p
        try:
            return self._thread.shard
        except AttributeError:
            shard = self._shards[next(self._next_shard) % len(self._shards)]
            self._thread.shard = shard
            return shard

    def close(self) -> None:
        """Close our own sockets and the extra pools (the SDK closes its own)."""
        if self._p.connections is not None:
            self._p.connections.close()
        for shard in self._shards[1:]:
            shard.http.close()

    def post(self, body: dict[str, Any]) -> Any:
        p = self._shard()
        if p.pool is None:
            return self._post_request(body)
        data = json.dumps(body, ensure_ascii=False).encode("utf-8")
        direct = p.connections
        try:
            if direct is not None:
                head = b"%sContent-Length: %d\r\n\r\n" % (p.head, len(data))
                status, headers, content = direct.request(head, data, p.extensions)
            else:
                response = p.pool.handle_request(p.core_request(data))
                try:
                    content = response.read()
                finally:
                    response.close()
                status, headers = response.status, response.headers
        except Exception as exc:
            raise p.failure(exc) from exc
        if p.redirected(status, headers):  # the client knows how to follow
            return self._post_request(body)
        content = p.decoded(status, headers, content)
        return p.parse(status, content, headers)

    def _post_request(self, body: dict[str, Any]) -> Any:
        p = self._shard()
        request = p.request(body)
        try:
            response = p.transport.handle_request(request) if p.direct else p.http.send(request)
            try:
                if p.direct and response.is_redirect and p.http.follow_redirects:
                    response.close()  # the client knows how to follow; the bare transport not
                    response = p.http.send(request)
                content = response.read()
            finally:
                response.close()
        except Exception as exc:
            raise p.failure(exc) from exc
        return p.parse(response.status_code, content, response.headers)


class AsyncSdkChatSender:
    """The same for an async SDK client (one per event loop). ``more_clients`` split the
    calls in flight between connection pools as the sync sender's do: each call takes the
    pool with the fewest calls in flight (all on one loop, so counting needs no lock)."""

    def __init__(
        self,
        sdk: _openai_sdk.AsyncOpenAI,
        headers: dict[str, str],
        more_clients: Sequence[Any] = (),
    ) -> None:
        self._p = _Prepared(sdk, headers)
        self._shards = [self._p, *(_Prepared(sdk, headers, http) for http in more_clients)]
        self._in_flight = [0] * len(self._shards)

    async def post(self, body: dict[str, Any]) -> Any:
        if len(self._shards) == 1:
            return await self._post_on(self._p, body)
        counts = self._in_flight
        i = counts.index(min(counts))
        counts[i] += 1
        try:
            return await self._post_on(self._shards[i], body)
        finally:
            counts[i] -= 1

    async def _post_on(self, p: _Prepared, body: dict[str, Any]) -> Any:
        if p.pool is None:
            return await self._post_request(p, body)
        data = json.dumps(body, ensure_ascii=False).encode("utf-8")
        try:
            response = await p.pool.handle_async_request(p.core_request(data))
            try:
                content = await response.aread()
            finally:
                await response.aclose()
        except Exception as exc:
            raise p.failure(exc) from exc
        if p.redirected(response.status, response.headers):
            return await self._post_request(p, body)
        content = p.decoded(response.status, response.headers, content)
        return p.parse(response.status, content, response.headers)  # text only if >= 400

    @staticmethod
    async def _post_request(p: _Prepared, body: dict[str, Any]) -> Any:
        request = p.request(body)
        try:
            if p.direct:
                response = await p.transport.handle_async_request(request)
            else:
                response = await p.http.send(request)
            try:
                if p.direct and response.is_redirect and p.http.follow_redirects:
                    await response.aclose()
                    response = await p.http.send(request)
                content = await response.aread()
            finally:
                await response.aclose()
        except Exception as exc:
            raise p.failure(exc) from exc
        return p.parse(response.status_code, content, response.headers)


def sdk_headers(sdk: _openai_sdk.OpenAI | _openai_sdk.AsyncOpenAI) -> dict[str, str] | None:
    """The headers the SDK sends on every request (its auth, then the user's, which win),
    without its ``X-Stainless-*`` telemetry; None when the SDK must build each request
    itself (a subclass such as Azure's, ``default_query``, an auth scheme read per request,
    an HTTP client whose insides :mod:`.sdk_internals` cannot read)."""
    if type(sdk) not in (_openai_sdk.OpenAI, _openai_sdk.AsyncOpenAI) or sdk.default_query:
        return None
    if sdk_internals.http_client(sdk) is None or sdk_internals.reads_key_per_request(sdk):
        return None
    try:
        merged = {**sdk.auth_headers, **sdk.default_headers}
    except Exception:  # an auth scheme read per request: the SDK must send
        return None
    return {
        k: v
        for k, v in merged.items()
        if isinstance(k, str) and isinstance(v, str) and not k.lower().startswith("x-stainless-")
    }


def _text_headers(headers: list[tuple[bytes, bytes]]) -> dict[str, str]:
    return {k.decode("latin-1"): v.decode("latin-1") for k, v in headers}


def _error_message(data: bytes) -> str:
    """The server's ``error.message`` when it sent one, else the start of the body."""
    try:
        payload = json.loads(data)
        error = payload.get("error") if isinstance(payload, dict) else None
        message = error.get("message") if isinstance(error, dict) else None
        if isinstance(message, str):
            return message[:500]
    except ValueError:
        pass
    return data[:200].decode("utf-8", "replace")


__all__ = ["AsyncSdkChatSender", "HTTPStatusError", "SdkChatSender", "sdk_headers"]
