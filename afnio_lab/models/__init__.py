"""Chat models for afnio_lab: interface, OpenAI client, offline model, call log, cache.

Every call goes: cache lookup (by mode) → retry policy and concurrency cap → client →
call-log record tagged with the graph node that made it. See ``base`` for the pipeline,
``offline`` for the rule-based stand-in used when nothing is configured.
"""

import importlib
from typing import TYPE_CHECKING, Any

from afnio_lab.models.activity import CallActivity, get_call_activity
from afnio_lab.models.backward_client import (
    BackwardModelClient,
    clear_backward_model_client,
    get_backward_model_client,
    set_backward_model_client,
    using_backward_model_client,
)
from afnio_lab.models.base import (
    DEFAULT_MAX_CONCURRENCY,
    BaseModel,
    ChatCompletionModel,
    ChatResponse,
    EmbeddingModel,
    TextCompletionModel,
)
from afnio_lab.models.cache import (
    DEFAULT_CACHE_DIR,
    CacheMode,
    ResponseCache,
    cache_key,
    get_cache,
    set_cache,
    using_cache,
)
from afnio_lab.models.call_log import CallLog, CallRecord, CallTotals, get_call_log
from afnio_lab.models.errors import (
    CacheMissError,
    ModelCallError,
    ModelSetupError,
    NoBackwardClientError,
    TransientModelError,
)
from afnio_lab.models.pricing import (
    ModelPrice,
    get_model_price,
    load_model_prices,
    register_model_price,
)
from afnio_lab.models.providers import client_classes
from afnio_lab.models.retry import NO_RETRY, RetryPolicy

if TYPE_CHECKING:  # the lazy names below, for type checkers
    from afnio_lab.models.offline import OFFLINE_MODEL_NAME, OfflineModel
    from afnio_lab.models.openai import AsyncOpenAI, OpenAI
    from afnio_lab.models.registry import MODEL_REGISTRY
    from afnio_lab.models.scripted import ScriptedModel

# Concrete clients load when first asked for (local: deferred, so `import afnio_lab` does not
# pay for the openai SDK, about 1 s).
_LAZY = {
    **client_classes(),
    "OFFLINE_MODEL_NAME": "afnio_lab.models.offline",
    "MODEL_REGISTRY": "afnio_lab.models.registry",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'afnio_lab.models' has no attribute {name!r}")


__all__ = [
    "DEFAULT_CACHE_DIR",
    "DEFAULT_MAX_CONCURRENCY",
    "MODEL_REGISTRY",
    "NO_RETRY",
    "OFFLINE_MODEL_NAME",
    "AsyncOpenAI",
    "BackwardModelClient",
    "BaseModel",
    "CacheMissError",
    "CacheMode",
    "CallActivity",
    "CallLog",
    "CallRecord",
    "CallTotals",
    "ChatCompletionModel",
    "ChatResponse",
    "EmbeddingModel",
    "ModelCallError",
    "ModelPrice",
    "ModelSetupError",
    "NoBackwardClientError",
    "OfflineModel",
    "OpenAI",
    "ResponseCache",
    "RetryPolicy",
    "ScriptedModel",
    "TextCompletionModel",
    "TransientModelError",
    "cache_key",
    "clear_backward_model_client",
    "get_backward_model_client",
    "get_cache",
    "get_call_activity",
    "get_call_log",
    "get_model_price",
    "load_model_prices",
    "register_model_price",
    "set_backward_model_client",
    "set_cache",
    "using_backward_model_client",
    "using_cache",
]
