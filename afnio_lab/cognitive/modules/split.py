"""``Split()``: the ``Split`` op as a Module that remembers its last ``sep``/``maxsplit``."""

from __future__ import annotations

from typing import Any

from afnio_lab.autodiff.ops import basic
from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive.module import Module


def _as_variable(value: Any) -> Variable | None:
    """Plain values become ``Variable(value)`` so they can live in buffers; None stays None."""
    if value is None or isinstance(value, Variable):
        return value
    return Variable(value)


class Split(Module):
    """``Split()(x, sep=None, maxsplit=-1)``: ``str.split`` per sample, one output per part.

    ``sep`` and ``maxsplit`` are kept as buffers (wrapped into Variables), so they show in
    ``named_buffers`` and ``state_dict`` after a call.
    """

    sep: Variable | None
    maxsplit: Variable | None

    def __init__(self) -> None:
        super().__init__()
        self.register_buffer("sep", None)
        self.register_buffer("maxsplit", None)

    def forward(self, x: Variable, sep: Any = None, maxsplit: Any = -1) -> tuple[Variable, ...]:
        self.sep = _as_variable(sep)
        self.maxsplit = _as_variable(maxsplit)
        return basic.Split.apply(x, sep=self.sep, maxsplit=self.maxsplit)


__all__ = ["Split"]
