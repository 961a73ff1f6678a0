"""``Sum()``: the ``Sum`` op as a Module."""

from __future__ import annotations

from typing import Any

from afnio_lab.autodiff.ops import basic
from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive.module import Module


class Sum(Module):
    """``Sum()([v1, v2, ...])``: numbers add; strings become ``<ITEM>…</ITEM>`` items."""

    def forward(self, x: list[Variable]) -> Variable:
        _check_inputs(x)
        return basic.Sum.apply(x)


def _check_inputs(x: Any) -> None:
    """afnio's module-level guard, made to actually fire on a non-list or a stray value."""
    if not isinstance(x, list) or not all(isinstance(v, Variable) for v in x):
        raise TypeError("All inputs must be instances of 'Variable'.")


__all__ = ["Sum"]
