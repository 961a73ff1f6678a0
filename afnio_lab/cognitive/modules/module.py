"""Alias at afnio's path: ``Module`` of ``afnio_lab.cognitive.module``.

Also afnio's type names ``T`` and ``STEP_OUTPUT`` (what a ``*_step`` hook returns).
"""

from collections.abc import Mapping
from typing import Any, TypeVar

from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive.module import IncompatibleKeys, Module

T = TypeVar("T", bound=Module)
STEP_OUTPUT = tuple[Variable, Variable] | Mapping[str, Any] | None

__all__ = ["STEP_OUTPUT", "IncompatibleKeys", "Module", "T"]
