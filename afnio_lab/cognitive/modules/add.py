"""``Add()``: the ``Add`` op as a Module, so it can sit inside a model's tree."""

from __future__ import annotations

from afnio_lab.autodiff.ops import basic
from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive.module import Module


class Add(Module):
    """``Add()(x, y)`` is ``x + y``: numbers add, strings concatenate, lists pair up."""

    def forward(self, x: Variable, y: Variable) -> Variable:
        return basic.Add.apply(x, y)


__all__ = ["Add"]
