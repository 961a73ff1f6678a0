"""How a Module recognises what is assigned to it: the kinds of member and their checks.

``Module.__setattr__`` sorts values into parameters, child modules, chats, models,
completion configs and functions (spec §7.3). The tests for each kind live here so that
``module.py`` holds only the bookkeeping.
"""

from __future__ import annotations

import copy
import functools
import pickle
import types
from typing import Any

from afnio_lab.models.base import BaseModel

#: What the error messages call each expected type (afnio prints ``afnio.``; spec §12 says
#: to print afnio_lab's own path instead).
PARAMETER_TYPE = "afnio_lab.cognitive.Parameter"
MODULE_TYPE = "afnio_lab.cognitive.Module"
VARIABLE_TYPE = "afnio_lab.Variable"
CHAT_TYPE = "afnio_lab.MultiTurnMessages"
MODEL_TYPE = "afnio_lab.models.BaseModel"
CONFIG_TYPE = "dict"
FUNCTION_TYPE = "a function"


def typename(obj: Any) -> str:
    """``'str'`` for builtins, ``'pkg.mod.Cls'`` otherwise (the name PyTorch prints)."""
    cls = obj if isinstance(obj, type) else type(obj)
    module = getattr(cls, "__module__", None)
    if module in (None, "builtins"):
        return cls.__qualname__
    return f"{module}.{cls.__qualname__}"


def is_model(value: Any) -> bool:
    """A chat-model client: a ``BaseModel``.

    The cheap duck-typed gate runs first, so ordinary attribute assignments stay cheap.
    """
    if isinstance(value, type):
        return False
    if not (
        callable(getattr(value, "get_provider", None))
        and callable(getattr(value, "get_usage", None))
    ):
        return False
    return isinstance(value, BaseModel)


def is_plain_function(value: Any) -> bool:
    """A function a state dict can hold: ``def``/``lambda``, a builtin, or a ``partial``."""
    return isinstance(value, types.FunctionType | types.BuiltinFunctionType | functools.partial)


def is_picklable_function(value: Any) -> bool:
    """A plain function that ``pickle`` can store (by reference): lambdas and closures fail.

    ``__setattr__`` registers only these, so everything it registers can be saved.
    """
    if not is_plain_function(value):
        return False
    try:
        pickle.dumps(value)
    except Exception:
        return False
    return True


def model_placeholder(model: Any) -> dict[str, Any]:
    """What a state dict stores for a model: ``{"class_type", "provider", "usage"}``.

    ``BaseModel.__deepcopy__`` returns exactly this; duck-typed models get it built here.
    """
    try:
        placeholder = copy.deepcopy(model)
    except Exception:
        placeholder = None
    if isinstance(placeholder, dict):
        return placeholder
    return {
        "class_type": type(model).__name__,
        "provider": model.get_provider(),
        "usage": model.get_usage(),
    }


__all__ = [
    "CHAT_TYPE",
    "CONFIG_TYPE",
    "FUNCTION_TYPE",
    "MODEL_TYPE",
    "MODULE_TYPE",
    "PARAMETER_TYPE",
    "VARIABLE_TYPE",
    "is_model",
    "is_picklable_function",
    "is_plain_function",
    "model_placeholder",
    "typename",
]
