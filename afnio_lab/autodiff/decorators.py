"""``@evaluator``: marks a Function whose outputs are (score, explanation).

The engine lets ``explanation.backward()`` run without a gradient for such outputs, even
for a batch (it checks ``getattr(fn_cls, "_is_evaluator", False)``).
"""

from __future__ import annotations

from typing import Any, TypeVar

from afnio_lab.autodiff.function import Function

F = TypeVar("F")


def evaluator(cls: F) -> F:
    """Set ``cls._is_evaluator = True`` on a Function subclass and return it."""
    if not isinstance(cls, type):
        raise TypeError("`evaluator` decorator must be applied to a class, not an instance.")
    if not issubclass(cls, Function):
        raise TypeError("`evaluator` decorator must be applied to a subclass of Function.")
    target: Any = cls
    target._is_evaluator = True
    return cls


__all__ = ["evaluator"]
