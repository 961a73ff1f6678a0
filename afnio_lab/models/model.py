"""afnio's import path ``models.model``: the model interfaces (the same classes as in
``afnio_lab.models.base``) and ``INITIAL_COST``."""

from typing import Any

from afnio_lab.models.base import (
    BaseModel,
    ChatCompletionModel,
    EmbeddingModel,
    TextCompletionModel,
)

#: The cost part of a fresh usage record (afnio's constant).
INITIAL_COST: dict[str, Any] = {"cost": {"amount": 0.0, "currency": "USD"}}

__all__ = [
    "INITIAL_COST",
    "BaseModel",
    "ChatCompletionModel",
    "EmbeddingModel",
    "TextCompletionModel",
]
