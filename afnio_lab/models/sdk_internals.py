"""Every private attribute of openai, httpx and httpcore that afnio_lab reads, in one place.

Why: the raw-body sender (:mod:`.sdk_http`) and our own sockets (:mod:`.direct_http`) are
configured from what the SDK already built (its HTTP client, the transport it would pick for
a URL, that transport's connection pool), so the SDK's environment (proxies, CA, limits,
timeouts) applies by construction. Those objects are not public API. Each reader here
returns None when an attribute is missing or has another shape, and its caller falls back
to a path that needs nothing private: the SDK's typed request pipeline when the client or
its transport cannot be read, httpx's own transport when the pool cannot.

Read here (17): ``OpenAI._client``, ``OpenAI._api_key_provider``,
``httpx.Client._transport_for_url``, ``HTTPTransport._pool``, ``HTTPProxy._proxy_url`` and,
on httpcore's ``ConnectionPool``, ``_proxy``, ``_ssl_context``, ``_socket_options``,
``_keepalive_expiry``, ``_max_keepalive_connections``, ``_max_connections``, ``_http1``,
``_http2``, ``_uds``, ``_local_address``, ``_retries``, ``_network_backend``.
"""

from __future__ import annotations

import inspect
import sys
from dataclasses import dataclass
from typing import Any

#: Every setting of httpcore's ``ConnectionPool`` that :func:`direct_pool_settings` applies
#: to our sockets or checks is at its direct default. A pool class with any other setting (a
#: newer httpcore's) is left to httpx: we would not honour it.
POOL_SETTINGS = frozenset(
    {
        "ssl_context",
        "proxy",
        "max_connections",
        "max_keepalive_connections",
        "keepalive_expiry",
        "http1",
        "http2",
        "retries",
        "local_address",
        "uds",
        "network_backend",
        "socket_options",
    }
)


def http_client(sdk: Any) -> Any:
    """The httpx client an SDK client sends with (the user's ``http_client`` or its own)."""
    http = getattr(sdk, "_client", None)
    return http if callable(getattr(http, "_transport_for_url", None)) else None


def transport_for(http: Any, url: Any) -> Any:
    """The transport ``http`` picks for ``url`` (a proxy mount or the direct pool), or None."""
    try:
        return http._transport_for_url(url)
    except (AttributeError, TypeError):
        return None


def reads_key_per_request(sdk: Any) -> bool:
    """Whether the SDK reads its API key from a callable per request (newer SDKs)."""
    return getattr(sdk, "_api_key_provider", None) is not None


def pool_of(transport: Any) -> Any:
    """The connection pool (httpcore) behind httpx's own transport, or None."""
    return getattr(transport, "_pool", None)


def proxy_of(transport: Any) -> str | None:
    """``scheme://host:port`` of the proxy a transport goes through (never its credentials:
    httpx keeps them in a header), or None for a direct connection."""
    url = getattr(pool_of(transport), "_proxy_url", None)
    if url is None:
        return None
    try:
        scheme, host = url.scheme.decode(), url.host.decode()
        return f"{scheme}://{host}" + (f":{url.port}" if url.port else "")
    except (AttributeError, UnicodeDecodeError):
        return "a proxy"


@dataclass(frozen=True)
class PoolSettings:
    """What our own sockets copy from a pool that would connect straight to the server."""

    core: Any  # httpcore (or httpcore2): its exception types
    ssl_context: Any
    socket_options: Any
    keepalive_expiry: float | None
    max_keepalive: int
    max_connections: int


def direct_pool_settings(pool: Any) -> PoolSettings | None:
    """The settings of ``pool`` when it is httpcore's stock pool going straight to the
    server over HTTP/1.1 (no proxy, Unix socket, local address or retries, the sync
    network backend); None when it does more, or its attributes cannot be read."""
    core = sys.modules.get(type(pool).__module__.split(".")[0])
    stock_pool = getattr(core, "ConnectionPool", None)
    if stock_pool is None or type(pool) is not stock_pool:  # a proxy pool is a subclass
        return None
    if unapplied_pool_settings(stock_pool):
        return None
    try:
        plain = (
            pool._proxy is None
            and pool._http1
            and not pool._http2
            and pool._uds is None
            and pool._local_address is None
            and not pool._retries
            and type(pool._network_backend) is getattr(core, "SyncBackend", None)
        )
        settings = PoolSettings(
            core,
            pool._ssl_context,
            pool._socket_options,
            pool._keepalive_expiry,
            int(pool._max_keepalive_connections),
            int(pool._max_connections),
        )
    except (AttributeError, TypeError, ValueError):  # another httpcore: httpx sends
        return None
    return settings if plain else None


def unapplied_pool_settings(pool_type: Any) -> frozenset[str]:
    """The settings ``pool_type`` takes that :data:`POOL_SETTINGS` does not know."""
    try:
        parameters = inspect.signature(pool_type).parameters
    except (TypeError, ValueError):  # no signature to read: assume the worst
        return frozenset({"<unreadable signature>"})
    return frozenset(parameters) - POOL_SETTINGS


__all__ = [
    "POOL_SETTINGS",
    "PoolSettings",
    "direct_pool_settings",
    "http_client",
    "pool_of",
    "proxy_of",
    "reads_key_per_request",
    "transport_for",
    "unapplied_pool_settings",
]
