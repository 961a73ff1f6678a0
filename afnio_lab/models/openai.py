"""OpenAI chat clients on the official ``openai`` SDK (any OpenAI-compatible server).

Configure by arguments or the usual environment variables: ``OPENAI_API_KEY`` and
``OPENAI_BASE_URL`` (point ``base_url`` at vLLM, Ollama, LM Studio, a proxy…). The SDK's
own retries are off (``max_retries=0``): afnio_lab's :class:`RetryPolicy` retries instead,
so the call log counts every retry.

With neither a key nor an endpoint configured, the client answers with the offline
rule-based model (see :mod:`afnio_lab.models.offline`) and says so once.
"""

from __future__ import annotations

import asyncio
import hashlib
import html as _html
import json
import logging
import math
import os
import re
import threading
from collections.abc import Mapping
from typing import Any

import openai as _openai_sdk

from afnio_lab.models._secrets import (
    mask,
    merge_secret_settings,
    register_secret,
    split_secret_settings,
)
from afnio_lab.models.base import ChatCompletionModel, ChatResponse, Messages
from afnio_lab.models.errors import TransientModelError, connection_failure
from afnio_lab.models.invalid_request import describe_invalid_request, invalid_request_message
from afnio_lab.models.offline import OfflineModel
from afnio_lab.models.pricing import empty_usage
from afnio_lab.models.retry import transient_http_error
from afnio_lab.models.sdk_http import (
    AsyncSdkChatSender,
    HTTPStatusError,
    SdkChatSender,
    sdk_headers,
)

logger = logging.getLogger("afnio_lab.models")

_NO_KEY_PLACEHOLDER = "no-key-configured"  # endpoints like a local vLLM need no key
_POOL_SHARD = 16  # calls in flight per connection pool (see SdkChatSender)
_warned_offline = False
_warn_lock = threading.Lock()


def _announce_offline() -> None:
    global _warned_offline
    with _warn_lock:
        if _warned_offline:
            return
        _warned_offline = True
    if _show_in_notebook(OFFLINE_NOTICE):
        return
    logger.warning("afnio_lab: %s", OFFLINE_NOTICE)


OFFLINE_NOTICE = (
    "no OPENAI_API_KEY or base_url configured, so OpenAI clients answer with the offline "
    "rule-based model (a teaching stand-in, not an LLM)."
)


def _show_in_notebook(text: str) -> bool:
    """In a Jupyter kernel, show a notice as a quiet note (stderr looks like an error there)."""
    try:  # local: deferred (IPython takes ~0.1 s to import; only a kernel needs it)
        from IPython import get_ipython
        from IPython.display import display
    except ImportError:  # pragma: no cover - IPython is a dependency
        return False
    shell = get_ipython()
    if shell is None or not hasattr(shell, "kernel"):
        return False
    html = f'<div style="color:#555;font-size:0.9em">ℹ️ afnio_lab: {_html.escape(text)}</div>'
    display({"text/plain": f"afnio_lab: {text}", "text/html": html}, raw=True)
    return True


def _transient(exc: Exception, sdk: Any = None) -> Exception | None:
    """Map SDK errors to what happened: transient ones (retried) to
    :class:`TransientModelError`, connection failures naming refused/DNS/TLS/timeout/proxy,
    a 500 that says the request is invalid to a permanent :class:`HTTPStatusError`."""
    if isinstance(exc, _openai_sdk.APIConnectionError):
        url = str(exc.request.url) if _has_request(exc) else str(getattr(sdk, "base_url", "?"))
        return connection_failure(exc, url.split("?")[0], None)
    if isinstance(exc, _openai_sdk.APIStatusError):
        invalid = invalid_request_message(exc.status_code, exc.body)
        if invalid is not None:  # permanent, though the status says 500
            return HTTPStatusError(exc.status_code, describe_invalid_request(invalid))
        headers = getattr(exc.response, "headers", None)
        return transient_http_error(exc.status_code, exc.message, headers)
    if isinstance(exc, (_openai_sdk.APIResponseValidationError, json.JSONDecodeError)):
        return TransientModelError(f"malformed HTTP response: {exc}")
    return None


def _has_request(exc: Exception) -> bool:
    try:
        return exc.request is not None  # type: ignore[attr-defined]
    except RuntimeError:  # httpx raises when an error carries no request
        return False


class OpenAI(ChatCompletionModel):
    """Chat completions through ``openai.OpenAI``.

    ``chat(messages=[...], model="gpt-4o", **params)`` passes params through and returns
    the reply text; ``n > 1`` and streaming are refused. ``timeout`` is per attempt.
    Extra keyword arguments go to the SDK client constructor (e.g. ``organization``).

    Requests go through the SDK's own HTTP client, so the SDK's environment applies as is:
    ``HTTP(S)_PROXY``/``ALL_PROXY``/``NO_PROXY``, ``SSL_CERT_FILE``/``SSL_CERT_DIR``, a custom
    ``http_client``, ``timeout``, ``OPENAI_*`` settings. ``transport="auto"`` (the default)
    posts the raw JSON body to that client, skipping only the SDK's typed request pipeline
    (much less CPU per call, which is what limits a concurrent batch); where its pool would
    connect straight to the server (no proxy, HTTP/1.1), sync calls go on kept-alive sockets
    of our own configured from that pool (:mod:`~afnio_lab.models.direct_http`).
    ``transport="httpx"`` posts the raw body through httpx's pool in every case; setups
    neither covers (Azure, ``default_query``) use the SDK's pipeline, and ``transport="sdk"``
    always does. Credential headers in ``default_headers`` are never shown in ``get_config()``,
    reprs, saves or logs.
    """

    def __init__(
        self,
        api_key: str | None = None,
        base_url: str | None = None,
        *,
        timeout: float = 60.0,
        usage: Mapping[str, Any] | None = None,
        transport: str = "auto",
        **kwargs: Any,
    ) -> None:
        if transport not in ("auto", "httpx", "sdk"):
            raise ValueError(
                f"transport must be 'auto' (the raw body on our own sockets or the SDK's HTTP "
                f"client, where the setup allows it), 'httpx' (the raw body, always through the "
                f"SDK's HTTP client) or 'sdk' (the SDK's typed request pipeline), got "
                f"{transport!r}."
            )
        self.transport = transport
        pipeline = {
            k: kwargs.pop(k)
            for k in ("cache", "retry", "max_concurrency", "call_log")
            if k in kwargs
        }
        self._api_key = api_key or os.environ.get("OPENAI_API_KEY") or None
        url = base_url or os.environ.get("OPENAI_BASE_URL") or None
        self.offline = self._api_key is None and url is None
        register_secret(self._api_key)
        self._secret_kwargs, public_kwargs = split_secret_settings(kwargs)
        config = {"base_url": url, "timeout": timeout, **public_kwargs}
        super().__init__("openai", config, usage, **pipeline)
        self._sdk_kwargs = public_kwargs
        self._sync_client: _openai_sdk.OpenAI | None = None
        self._sender: SdkChatSender | bool | None = None  # False: the SDK must send
        self._new_async_maps()
        self._client_lock = threading.Lock()
        self._offline_model = OfflineModel() if self.offline else None
        if self.offline:
            _announce_offline()

    # --- SDK clients, created lazily (the key lives only here and in the SDK) ---------------

    def _client_args(self) -> dict[str, Any]:
        return {
            "api_key": self._api_key or _NO_KEY_PLACEHOLDER,
            "base_url": self._config["base_url"],
            "timeout": self._config["timeout"],
            "max_retries": 0,
            **merge_secret_settings(self._sdk_kwargs, self._secret_kwargs),
        }

    def _pool_args(self, http_client_type: Any) -> dict[str, Any]:
        """The SDK's own HTTP client, keeping alive as many connections as calls may be in
        flight (the SDK keeps 100: above that every call would reconnect); none when the user
        brought an ``http_client``."""
        limits = _openai_sdk.DEFAULT_CONNECTION_LIMITS
        wanted = self.max_concurrency
        if "http_client" in self._sdk_kwargs or wanted <= (limits.max_keepalive_connections or 0):
            return {}
        more = type(limits)(
            max_connections=max(limits.max_connections or 0, wanted),
            max_keepalive_connections=wanted,
            keepalive_expiry=limits.keepalive_expiry,
        )
        return {"http_client": http_client_type(limits=more)}

    def _more_pools(self, http_client_type: Any = _openai_sdk.DefaultHttpxClient) -> list[Any]:
        """More HTTP clients built as the SDK builds its own (same environment: proxies, CA),
        so that each connection pool serves at most ``_POOL_SHARD`` calls in flight; none
        when the user brought an ``http_client`` (its settings cannot be copied). Called only
        when httpx sends (a proxy, HTTP/2): our own sockets need no extra pools."""
        if "http_client" in self._sdk_kwargs:
            return []
        shards = math.ceil(self.max_concurrency / _POOL_SHARD)
        return [http_client_type() for _ in range(shards - 1)]

    def _sync(self) -> _openai_sdk.OpenAI:
        with self._client_lock:
            if self._sync_client is None:
                self._sync_client = _openai_sdk.OpenAI(
                    **self._client_args(), **self._pool_args(_openai_sdk.DefaultHttpxClient)
                )
            return self._sync_client

    def _async(self) -> _openai_sdk.AsyncOpenAI:
        loop = asyncio.get_running_loop()  # async HTTP pools belong to one loop
        with self._client_lock:
            for closed in [old for old in self._async_clients if old.is_closed()]:
                self._async_senders.pop(self._async_clients.pop(closed), None)
            if loop not in self._async_clients:
                self._async_clients[loop] = _openai_sdk.AsyncOpenAI(
                    **self._client_args(), **self._pool_args(_openai_sdk.DefaultAsyncHttpxClient)
                )
            return self._async_clients[loop]

    def _new_async_maps(self) -> None:
        """Async clients per event loop (the loop itself is the key, so a new loop at a closed
        one's address is never handed its pools) and senders per client. A closed loop's
        client is dropped at the next call (its pools cannot be used or closed any more)."""
        self._async_clients: dict[asyncio.AbstractEventLoop, _openai_sdk.AsyncOpenAI] = {}
        self._async_senders: dict[_openai_sdk.AsyncOpenAI, AsyncSdkChatSender | None] = {}

    # --- pipeline hooks ---------------------------------------------------------------------

    def _prepare_params(self, params: dict[str, Any]) -> dict[str, Any]:
        if not params.get("model"):
            raise ValueError(
                "`model` is required: call chat(messages=[...], model='gpt-4o-mini', ...)."
            )
        if params.get("n") not in (None, 1):
            raise ValueError("n > 1 is not supported for chat completions.")
        if params.get("stream"):
            raise ValueError("stream=True is not supported: afnio_lab needs the whole reply.")
        return params

    def _effective_provider(self) -> str | None:
        return "offline" if self.offline else self.provider

    def _send(self, messages: Messages, params: dict[str, Any]) -> ChatResponse:
        if self._offline_model is not None:
            return self._offline_model._send(messages, params)
        sender = self._sync_sender()
        if sender is not None:
            return self._from_json(sender.post({"messages": messages, **params}))
        sdk = self._sync()
        try:
            raw = sdk.post("/chat/completions", cast_to=str, body={"messages": messages, **params})
            body = json.loads(raw)
        except Exception as exc:
            raise (_transient(exc, sdk) or exc) from exc
        return self._from_json(body)

    def _sync_sender(self) -> SdkChatSender | None:
        """The raw-body sender on the SDK's HTTP client (see :mod:`.sdk_http`), or None when
        the SDK's pipeline must send."""
        if self.transport == "sdk":
            return None
        if self._sender is None:
            sdk = self._sync()
            with self._client_lock:
                if self._sender is None:
                    headers = sdk_headers(sdk)
                    self._sender = (
                        SdkChatSender(
                            sdk, headers, self._more_pools, direct=self.transport == "auto"
                        )
                        if headers is not None
                        else False
                    )
        return self._sender if isinstance(self._sender, SdkChatSender) else None

    def _async_sender(self, sdk: _openai_sdk.AsyncOpenAI) -> AsyncSdkChatSender | None:
        if self.transport == "sdk":
            return None
        key = sdk
        if key not in self._async_senders:
            headers = sdk_headers(sdk)
            self._async_senders[key] = (
                AsyncSdkChatSender(
                    sdk, headers, self._more_pools(_openai_sdk.DefaultAsyncHttpxClient)
                )
                if headers is not None
                else None
            )
        return self._async_senders[key]

    async def _asend(self, messages: Messages, params: dict[str, Any]) -> ChatResponse:
        if self._offline_model is not None:
            return self._offline_model._send(messages, params)
        sdk = self._async()
        sender = self._async_sender(sdk)
        if sender is not None:
            return self._from_json(await sender.post({"messages": messages, **params}))
        try:
            raw = await sdk.post(
                "/chat/completions", cast_to=str, body={"messages": messages, **params}
            )
            body = json.loads(raw)
        except Exception as exc:
            raise (_transient(exc, sdk) or exc) from exc
        return self._from_json(body)

    @staticmethod
    def _from_json(body: Any) -> ChatResponse:
        """Read the reply straight from JSON (sync and async alike, so they retry the same
        faults). Requests go through the SDK's ``post`` with a plain body: its typed request
        transform and response parse cost over a millisecond of CPU per call, which
        serialises concurrent calls on the GIL."""
        try:
            message = body["choices"][0]["message"]
            text = message.get("content") if isinstance(message, dict) else None
        except (KeyError, IndexError, TypeError):
            raise TransientModelError(
                f"malformed HTTP response: no choices[0].message in {str(body)[:200]}"
            ) from None
        if text is not None and not isinstance(text, str):
            raise TransientModelError(
                f"malformed HTTP response: message content is {type(text).__name__}"
            )
        usage = body.get("usage") if isinstance(body, dict) else None
        model = body.get("model") if isinstance(body.get("model"), str) else None
        return ChatResponse(text or "", usage if isinstance(usage, dict) else {}, model)

    def _unpicklable(self) -> tuple[str, ...]:
        return (
            *super()._unpicklable(),
            "_api_key",
            "_secret_kwargs",
            "_sync_client",
            "_async_clients",
            "_async_senders",
            "_client_lock",
            "_sender",
        )

    def _restore_after_unpickle(self) -> None:
        super()._restore_after_unpickle()
        self._api_key = os.environ.get("OPENAI_API_KEY") or None  # keys are never pickled
        register_secret(self._api_key)
        self._secret_kwargs = {}  # nor are credential headers: pass them again if needed
        self._sync_client = None
        self._sender = None
        self._new_async_maps()
        self._client_lock = threading.Lock()

    def __repr__(self) -> str:
        where = "offline fallback" if self.offline else f"base_url={self._config['base_url']!r}"
        return f"{type(self).__name__}({where}, api_key={mask(self._api_key)})"

    # --- afnio compatibility: complete / embed (afnio_lab/afnio helper block) ----------------
    # afnio 0.3.x declares these and raises NotImplementedError; here they work.

    def complete(self, prompt: str, **kwargs: Any) -> str:
        """Text completion as one user message through the chat pipeline (``model`` is
        required, like ``chat``); logged, cached and retried like any chat call."""
        if not isinstance(prompt, str):
            raise TypeError(f"`prompt` must be a str, got {type(prompt).__name__}.")
        return self.chat([{"role": "user", "content": prompt}], **kwargs)

    async def acomplete(self, prompt: str, **kwargs: Any) -> str:
        """Async :meth:`complete`."""
        if not isinstance(prompt, str):
            raise TypeError(f"`prompt` must be a str, got {type(prompt).__name__}.")
        return await self.achat([{"role": "user", "content": prompt}], **kwargs)

    def embed(self, input: list[str], **kwargs: Any) -> list[list[float]]:
        """Embeddings of ``input`` (``model`` required, e.g. ``text-embedding-3-small``).
        The offline fallback returns deterministic hashed bag-of-words vectors."""
        texts = _embedding_input(input)
        if self._offline_model is not None:
            return [offline_embedding(t) for t in texts]
        model = _embedding_model(kwargs)
        sdk = self._sync()
        try:
            result = sdk.embeddings.create(input=texts, model=model, **kwargs)
        except Exception as exc:
            raise (_transient(exc, sdk) or exc) from exc
        return [list(item.embedding) for item in result.data]

    async def aembed(self, input: list[str], **kwargs: Any) -> list[list[float]]:
        """Async :meth:`embed`."""
        texts = _embedding_input(input)
        if self._offline_model is not None:
            return [offline_embedding(t) for t in texts]
        model = _embedding_model(kwargs)
        sdk = self._async()
        try:
            result = await sdk.embeddings.create(input=texts, model=model, **kwargs)
        except Exception as exc:
            raise (_transient(exc, sdk) or exc) from exc
        return [list(item.embedding) for item in result.data]


class AsyncOpenAI(OpenAI):
    """The same client, named for afnio compatibility; use ``achat``/``arespond`` in async code.

    Sync calls work too (the LM ops call models from worker threads).
    """


# --- afnio compatibility: constants and embedding helpers (afnio_lab/afnio helper block) ------
#: afnio's provider name and fresh usage record for OpenAI clients.
PROVIDER = "openai"
INITIAL_USAGE: dict[str, Any] = {k: v for k, v in empty_usage().items() if k != "cost"}

_OFFLINE_EMBEDDING_DIM = 64


def _embedding_input(input: Any) -> list[str]:
    texts = [input] if isinstance(input, str) else input
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        raise TypeError("`input` must be a list of str (or one str) to embed.")
    return texts


def _embedding_model(kwargs: dict[str, Any]) -> str:
    model = kwargs.pop("model", None)
    if not model:
        raise ValueError("`model` is required: embed([...], model='text-embedding-3-small').")
    return str(model)


def offline_embedding(text: str) -> list[float]:
    """A deterministic unit vector from hashed lower-cased words (offline stand-in)."""
    vector = [0.0] * _OFFLINE_EMBEDDING_DIM
    for word in re.findall(r"\w+", text.casefold()):
        digest = hashlib.blake2b(word.encode(), digest_size=8).digest()
        bucket = int.from_bytes(digest[:4], "little") % _OFFLINE_EMBEDDING_DIM
        vector[bucket] += 1.0 if digest[4] % 2 == 0 else -1.0
    norm = math.sqrt(sum(v * v for v in vector)) or 1.0
    return [v / norm for v in vector]
