"""Functional forms of the ops (``import afnio_lab.cognitive.functional as F``)."""

from __future__ import annotations

from typing import Any

from afnio_lab.autodiff.basic_ops import Add, Split, Sum
from afnio_lab.autodiff.variable import Variable


def add(x: Variable, y: Variable) -> Variable:
    """``x + y`` as an op (see :class:`~afnio_lab.autodiff.basic_ops.Add`)."""
    return Add.apply(x, y)


def sum(x: list[Variable]) -> Variable:
    """Combine a list of Variables (see :class:`~afnio_lab.autodiff.basic_ops.Sum`)."""
    return Sum.apply(x)


def split(x: Variable, sep: Any = None, maxsplit: Any = -1) -> tuple[Variable, ...]:
    """``str.split`` per sample (see :class:`~afnio_lab.autodiff.basic_ops.Split`)."""
    return Split.apply(x, sep=sep, maxsplit=maxsplit)


__all__ = ["add", "split", "sum"]
