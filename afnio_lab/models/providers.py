"""The one table of model providers: where each client class lives and how it is named.

Why: a provider is reached three ways, and each used to list the clients by hand: the
``"provider/model"`` path of :func:`~afnio_lab.models.set_backward_model_client`, the
class names that restore a checkpoint's client placeholder (``MODEL_REGISTRY``), and the
checkpoint allow-list (:mod:`afnio_lab.serialization`). All three read this table; a new
provider is one row here. Modules are named, not imported, so reading the table costs
nothing (the openai SDK takes about a second to import).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Provider:
    """One provider's clients. ``name`` is the ``provider`` of ``"provider/model"`` (None:
    not reachable that way, e.g. a client that needs its replies given); ``model_argument``:
    the ``model`` of the path is passed to the client's constructor too."""

    name: str | None
    module: str
    classes: tuple[str, ...]
    model_argument: bool = False

    def client_class(self, index: int = 0) -> Any:
        """The client class (imported now)."""
        return getattr(importlib.import_module(self.module), self.classes[index])


PROVIDERS: tuple[Provider, ...] = (
    Provider("openai", "afnio_lab.models.openai", ("OpenAI", "AsyncOpenAI")),
    Provider("offline", "afnio_lab.models.offline", ("OfflineModel",), model_argument=True),
    Provider(None, "afnio_lab.models.scripted", ("ScriptedModel",)),
)


def provider_named(name: str) -> Provider | None:
    """The provider of a ``"provider/model"`` path, or None."""
    return next((p for p in PROVIDERS if p.name is not None and p.name == name), None)


def client_classes() -> dict[str, str]:
    """Every client class name → the module that defines it."""
    return {cls: p.module for p in PROVIDERS for cls in p.classes}


__all__ = ["PROVIDERS", "Provider", "client_classes", "provider_named"]
