"""Client classes by name, used to restore clients from checkpoints' placeholders (built
from the provider table, :mod:`afnio_lab.models.providers`)."""

from __future__ import annotations

import importlib

from afnio_lab.models.base import ChatCompletionModel
from afnio_lab.models.providers import client_classes

MODEL_REGISTRY: dict[str, type[ChatCompletionModel]] = {
    name: getattr(importlib.import_module(module), name)
    for name, module in client_classes().items()
}
