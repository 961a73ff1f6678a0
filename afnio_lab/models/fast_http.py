"""A lean sender for the one request a chat client makes: ``POST {base_url}/chat/completions``.

Why it exists: the SDK's request pipeline (typed transform, pydantic options, httpx) costs
one to two milliseconds of CPU per call, held under the GIL. With dozens of calls in flight
that CPU, not the network, sets the pace of a batch. urllib3, a maintained HTTP library with
a thread-safe keep-alive pool, sends the same request (URL, headers and auth read from the SDK
client, so environment variables and ``default_headers`` apply; only the SDK's
``X-Stainless-*`` telemetry headers are left out) for a fraction of that.

The SDK stays in charge of everything else: configuration, the async path, and any setup the
fast path does not cover (a custom ``http_client``, ``default_query``, subclasses such as
Azure's), which :func:`fast_sender_for` detects and leaves to the SDK.
"""

from __future__ import annotations

import json
from typing import Any

import openai as _openai_sdk
import urllib3

from afnio_lab.models.errors import TransientModelError
from afnio_lab.models.retry import transient_http_error


class HTTPStatusError(RuntimeError):
    """A permanent HTTP error (400, 401, 404, …): not retried. The message quotes the server."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"HTTP {status}: {message}")
        self.status = status


class FastChatSender:
    """Posts chat-completion bodies and returns the parsed JSON reply."""

    def __init__(self, url: str, headers: dict[str, str], timeout: float, pool_size: int):
        self.url = url
        self.headers = headers
        parsed = urllib3.util.parse_url(url)
        self.path = parsed.request_uri
        # One pool for the one host (no per-request URL parsing or pool lookup).
        self.pool = urllib3.connection_from_url(
            url,
            maxsize=pool_size,
            block=False,
            retries=False,
            timeout=urllib3.Timeout(connect=timeout, read=timeout),
        )

    def post(self, body: dict[str, Any]) -> Any:
        data = json.dumps(body, ensure_ascii=False).encode("utf-8")
        try:
            resp = self.pool.urlopen(
                "POST",
                self.path,
                body=data,
                headers=self.headers,
                preload_content=True,
                redirect=False,
                assert_same_host=False,
            )
        except urllib3.exceptions.TimeoutError as exc:
            raise TransientModelError(f"timeout: {exc}") from exc
        except urllib3.exceptions.HTTPError as exc:
            raise TransientModelError(f"connection error: {exc}") from exc
        if resp.status >= 400:
            message = _error_message(resp.data)
            transient = transient_http_error(resp.status, message, resp.headers)
            raise transient or HTTPStatusError(resp.status, message)
        try:
            return json.loads(resp.data)
        except ValueError as exc:
            raise TransientModelError(
                f"malformed HTTP response: not JSON ({resp.data[:120]!r})"
            ) from exc

    def close(self) -> None:
        self.pool.close()


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


def fast_sender_for(
    sdk: _openai_sdk.OpenAI, sdk_kwargs: dict[str, Any], timeout: float, pool_size: int
) -> FastChatSender | None:
    """A fast sender equivalent to ``sdk``'s own requests, or None when the SDK must send."""
    if type(sdk) is not _openai_sdk.OpenAI:
        return None
    if any(sdk_kwargs.get(name) is not None for name in ("http_client", "default_query")):
        return None
    url = str(sdk.base_url).rstrip("/") + "/chat/completions"
    if not url.startswith(("http://", "https://")):
        return None
    try:
        # As the SDK sends them: its auth header, then the user's headers (which win).
        merged = {**sdk.auth_headers, **sdk.default_headers}
    except Exception:  # an auth scheme the fast path cannot read: let the SDK send
        return None
    # The SDK's X-Stainless-* telemetry headers are left out: servers do not need them, and
    # each header costs CPU per call.
    headers = {
        k: v
        for k, v in merged.items()
        if isinstance(k, str) and isinstance(v, str) and not k.lower().startswith("x-stainless-")
    }
    return FastChatSender(url, headers, timeout, pool_size)


__all__ = ["FastChatSender", "HTTPStatusError", "fast_sender_for"]
