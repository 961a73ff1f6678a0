"""Client classes by name, used to restore clients from checkpoints' placeholders."""

from __future__ import annotations

from afnio_lab.models.base import ChatCompletionModel
from afnio_lab.models.offline import OfflineModel
from afnio_lab.models.openai import AsyncOpenAI, OpenAI
from afnio_lab.models.scripted import ScriptedModel

MODEL_REGISTRY: dict[str, type[ChatCompletionModel]] = {
    "OpenAI": OpenAI,
    "AsyncOpenAI": AsyncOpenAI,
    "OfflineModel": OfflineModel,
    "ScriptedModel": ScriptedModel,
}
