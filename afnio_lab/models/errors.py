"""Errors raised by model calls. Messages name the graph node that made the call."""

from __future__ import annotations

import socket
import ssl
from typing import Any


class ModelCallError(RuntimeError):
    """A model call failed for good (after retries, or at once for a permanent error).

    ``call_id`` points at the call-log record (ids are given when the record is committed,
    so the message is completed then); ``node_name``/``node_id`` say which graph node made
    the call. Results computed before the failure are kept by the caller.
    """

    def __init__(
        self,
        message: str,
        *,
        call_id: int | None = None,
        record: Any = None,
        node_name: str | None = None,
        node_id: int | None = None,
        attempts: int = 0,
        cause: str | None = None,
    ) -> None:
        super().__init__(message)
        #: The underlying failure in one line (``"TransientModelError: connection refused
        #: by …"``), for reports that say what failed and why on separate lines.
        self.cause = cause
        self._message = message
        self._call_id = call_id
        self.record = record
        self.node_name = node_name
        self.node_id = node_id
        self.attempts = attempts

    @property
    def call_id(self) -> int | None:
        if self._call_id is None and self.record is not None:
            return getattr(self.record, "call_id", None) or None
        return self._call_id

    def __str__(self) -> str:
        call_id = self.call_id
        return self._message.replace("{call}", f"#{call_id} " if call_id else "")

    def __reduce__(self) -> Any:
        return (
            _rebuild,
            (type(self), str(self), self.call_id, self.node_name, self.node_id, self.attempts),
        )


def _rebuild(
    cls: type[ModelCallError],
    message: str,
    call_id: int | None,
    node_name: str | None,
    node_id: int | None,
    attempts: int,
) -> ModelCallError:
    return cls(message, call_id=call_id, node_name=node_name, node_id=node_id, attempts=attempts)


class ModelSetupError(ValueError):
    """A model client or setting refused before any call is made; the message names the fix.

    A ``ValueError``, so plain Python code catches it as before; in IPython the lab shows it
    in a few lines (see :mod:`afnio_lab.magics.errors`).
    """


class NoBackwardClientError(ModelSetupError, RuntimeError):
    """``backward()`` needs a model to write feedback and none was set; the message names
    :func:`~afnio_lab.models.backward_client.set_backward_model_client`.

    Also a ``RuntimeError``, which afnio raises here, so code written for afnio catches it.
    """


class CacheMissError(ModelCallError):
    """A replay-only cache has no recorded reply for a call."""


class TransientModelError(Exception):
    """A failure worth retrying (429, 5xx, timeout, connection, garbled HTTP body).

    Clients raise it from ``_send``; the retry policy waits ``retry_after`` seconds when the
    server said so, else backs off exponentially.
    """

    def __init__(
        self, message: str, *, retry_after: float | None = None, status: int | None = None
    ) -> None:
        super().__init__(message)
        self.retry_after = retry_after
        self.status = status


class ConnectionFailedError(RuntimeError):
    """A connection failure retrying cannot fix (an untrusted TLS certificate, a proxy that
    wants credentials): fails at once, naming the fix."""


def connection_failure(
    exc: BaseException, url: str, proxy: str | None, timeout: Any = None
) -> Exception:
    """What went wrong reaching ``url`` (refused, DNS, TLS, timeout, proxy), as one line that
    names the URL and, when there is one, the proxy, never a key or a proxy's password.

    Works on the HTTP library's exception chain (httpx's and the SDK's alike). Refused,
    DNS, timeouts and other network faults stay transient (retried); TLS failures and a
    proxy's 407 are not.
    """
    url = without_userinfo(url)
    chain = _chain(exc)
    via = f" through the proxy {proxy}" if proxy else ""
    names = {cls.__name__ for e in chain for cls in type(e).__mro__}
    tls = next((e for e in chain if isinstance(e, ssl.SSLError)), None)
    if tls is not None:
        reason = getattr(tls, "verify_message", None) or getattr(tls, "reason", None) or tls
        if reason == "WRONG_VERSION_NUMBER":
            reason = "the server does not speak TLS (http:// instead of https://?)"
        return ConnectionFailedError(
            f"TLS failure talking to {url}{via}: {reason}. For a private certificate "
            "authority set SSL_CERT_FILE (or SSL_CERT_DIR), or pass "
            "http_client=openai.DefaultHttpxClient(verify=ssl_context)."
        )
    if "ProxyError" in names:
        detail = str(exc) or type(exc).__name__
        if detail.startswith("407"):
            return ConnectionFailedError(
                f"proxy error from {proxy or 'the proxy'} for {url}: {detail} (put the "
                "credentials in the proxy URL: HTTPS_PROXY=http://user:password@host:port)."
            )
        return TransientModelError(f"proxy error from {proxy or 'the proxy'} for {url}: {detail}")
    if any(isinstance(e, socket.gaierror) for e in chain):
        host = proxy if proxy else _host_of(url)
        return TransientModelError(
            f"DNS failure: cannot resolve {host} (for {url}); check the host name and network."
        )
    if any(isinstance(e, ConnectionRefusedError) for e in chain):
        where = f"the proxy {proxy}" if proxy else _host_of(url)
        return TransientModelError(
            f"connection refused by {where} (for {url}); check that the server runs there"
        )
    if "TimeoutException" in names or any(isinstance(e, TimeoutError) for e in chain):
        return TransientModelError(f"timeout: {_timeout_phase(names, timeout)} on {url}{via}")
    detail = str(exc) or type(exc).__name__
    return TransientModelError(f"connection error on {url}{via}: {detail}")


def _chain(exc: BaseException) -> list[BaseException]:
    seen: list[BaseException] = []
    todo: list[BaseException | None] = [exc]
    while todo:
        e = todo.pop()
        if e is None or any(e is s for s in seen):
            continue
        seen.append(e)
        todo += [e.__cause__, e.__context__]
    return seen


def without_userinfo(url: str) -> str:
    """``url`` without ``user:password@`` (it may hold credentials)."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url
    authority, slash, path = rest.partition("/")
    return f"{scheme}://{authority.rpartition('@')[2]}{slash}{path}"


def _host_of(url: str) -> str:
    authority = url.partition("://")[2].partition("/")[0]
    return authority.rpartition("@")[2] or url


def _timeout_phase(names: set[str], timeout: Any) -> str:
    """``"no reply within 2 s (read timeout)"`` from the exception and the timeout dict."""
    for cls, phase, key in (
        ("ConnectTimeout", "could not connect", "connect"),
        ("ReadTimeout", "no reply", "read"),
        ("WriteTimeout", "could not send the request", "write"),
        ("PoolTimeout", "no free connection in the pool", "pool"),
    ):
        if cls in names:
            seconds = timeout.get(key) if isinstance(timeout, dict) else None
            within = f" within {seconds:g} s" if isinstance(seconds, (int, float)) else ""
            return f"{phase}{within} ({key} timeout)"
    return "the request timed out"
