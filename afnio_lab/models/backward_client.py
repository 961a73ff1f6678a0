"""The global backward model client: the model that writes feedback during ``backward()``.

``set_backward_model_client("openai/gpt-4o", client_args={...}, completion_args={...})``.
As afnio_lab extensions, the provider ``offline`` (``"offline/rules"``) and a ready
:class:`ChatCompletionModel` instance are accepted too. Concrete clients are imported only
when one is created, so the engine can depend on this module without the openai SDK.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator, Mapping
from typing import Any

from afnio_lab.models.base import ChatCompletionModel, ChatResponse, Messages
from afnio_lab.models.canonical import freeze
from afnio_lab.models.errors import ModelSetupError, NoBackwardClientError
from afnio_lab.models.offline import OFFLINE_MODEL_NAME
from afnio_lab.models.providers import Provider, provider_named


class BackwardModelClient(ChatCompletionModel):
    """A model plus default completion args.

    ``chat(messages, **override)`` sends ``{**completion_args, **override}`` with ``model``
    taken from the override or else from the model path. Usage is the wrapped client's.
    """

    def __init__(
        self,
        client: ChatCompletionModel,
        model: str | None,
        completion_args: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(
            client.get_provider(), {"model": model}, None, max_concurrency=client.max_concurrency
        )
        self.client = client
        self.model = model
        self.completion_args = dict(completion_args or {})

    def _params(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        params = {**self.completion_args, **kwargs}
        if self.model is not None:
            params.setdefault("model", self.model)
        return params

    def respond(self, messages: Messages | None = None, **kwargs: Any) -> ChatResponse:
        return self.client.respond(messages, **self._params(kwargs))

    async def arespond(self, messages: Messages | None = None, **kwargs: Any) -> ChatResponse:
        return await self.client.arespond(messages, **self._params(kwargs))

    def _send(self, messages: Messages, params: dict[str, Any]) -> ChatResponse:
        raise NotImplementedError("BackwardModelClient hands whole calls to its client.")

    def get_usage(self) -> dict[str, Any]:
        return self.client.get_usage()

    def clear_usage(self) -> None:
        self.client.clear_usage()

    def update_usage(self, usage: Mapping[str, Any], model_name: str | None = None) -> None:
        self.client.update_usage(usage, model_name)

    def __deepcopy__(self, memo: dict[int, Any]) -> dict[str, Any]:
        return self.client.__deepcopy__(memo)

    def __repr__(self) -> str:
        return f"BackwardModelClient({self.client!r}, model={self.model!r})"


#: The model name shown in the fix for a client without one.
_EXAMPLE_MODEL = "gpt-4o-mini"

_lock = threading.Lock()
_backward: BackwardModelClient | None = None
_backward_key: Any = None


def _provider_of(name: str) -> Provider:
    provider = provider_named(name)
    if provider is None:
        raise ModelSetupError(f"Unsupported provider: {name}.")  # afnio's words
    return provider


def _model_name_for(
    client: ChatCompletionModel, completion_args: Mapping[str, Any] | None
) -> str | None:
    """The model name backward calls will use, checked now: a client that needs one and
    has none would otherwise fail deep inside the first ``backward()``."""
    model = getattr(client, "model", None)
    if isinstance(model, str):
        return model
    named = (completion_args or {}).get("model")
    if isinstance(named, str) and named:
        return named
    if getattr(client, "offline", False):
        return OFFLINE_MODEL_NAME  # an OpenAI client without key or server: any name works
    try:
        client._prepare_params(dict(completion_args or {}))
    except ValueError:
        raise ModelSetupError(
            f"The backward client {type(client).__name__} needs a model name: call "
            f"set_backward_model_client(client, completion_args={{'model': "
            f"'{_EXAMPLE_MODEL}'}}) with the model your server serves."
        ) from None
    return None


def set_backward_model_client(
    model_path: str | ChatCompletionModel = "openai/gpt-4o",
    client_args: Mapping[str, Any] | None = None,
    completion_args: Mapping[str, Any] | None = None,
) -> None:
    """Set the model that writes feedback in ``backward()`` (``"provider/model"``).

    The client is re-created only when the provider, model, client_args or
    completion_args change. Returns None, as afnio does (so a notebook cell ending with
    this call prints nothing); :func:`get_backward_model_client` gives the client.
    """
    install_backward_model_client(model_path, client_args, completion_args)


def install_backward_model_client(
    model_path: str | ChatCompletionModel = "openai/gpt-4o",
    client_args: Mapping[str, Any] | None = None,
    completion_args: Mapping[str, Any] | None = None,
) -> BackwardModelClient:
    """:func:`set_backward_model_client` returning the installed client."""
    global _backward, _backward_key
    if isinstance(model_path, ChatCompletionModel):
        key: Any = ("instance", id(model_path), freeze(completion_args))
        with _lock:
            if _backward is None or _backward_key != key:
                model = _model_name_for(model_path, completion_args)
                _backward = BackwardModelClient(model_path, model, completion_args)
                _backward_key = key
            return _backward
    if not isinstance(model_path, str) or "/" not in model_path:
        raise ModelSetupError("`model_path` must be in the format 'provider/model'")
    provider, model_name = model_path.split("/", 1)
    entry = _provider_of(provider)
    key = (provider, model_name, freeze(client_args), freeze(completion_args))
    with _lock:
        if _backward is None or _backward_key != key:
            args = dict(client_args or {})
            if entry.model_argument:
                args.setdefault("model", model_name)
            client = entry.client_class()(**args)  # imported only now (openai: ~1 s)
            _backward = BackwardModelClient(client, model_name, completion_args)
            _backward_key = key
        return _backward


def get_backward_model_client() -> BackwardModelClient:
    """The client set by :func:`set_backward_model_client`; :class:`NoBackwardClientError`
    (a ``RuntimeError``, as in afnio) when none is."""
    with _lock:
        if _backward is None:
            raise NoBackwardClientError(  # afnio's words
                "No global model client set for backward pass. "
                "Call `set_backward_model_client` to define one."
            )
        return _backward


def clear_backward_model_client() -> None:
    """Forget the backward client (afnio_lab extension, handy in tests)."""
    global _backward, _backward_key
    with _lock:
        _backward, _backward_key = None, None


@contextlib.contextmanager
def using_backward_model_client(
    model_path: str | ChatCompletionModel,
    client_args: Mapping[str, Any] | None = None,
    completion_args: Mapping[str, Any] | None = None,
) -> Iterator[BackwardModelClient]:
    """Use a backward client for the block, then restore the previous one."""
    global _backward, _backward_key
    with _lock:
        saved = (_backward, _backward_key)
    try:
        yield install_backward_model_client(model_path, client_args, completion_args)
    finally:
        with _lock:
            _backward, _backward_key = saved
