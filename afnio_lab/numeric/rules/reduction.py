"""Reductions over axes (``axis=None`` means all), with or without ``keepdims``.

Backward puts the reduced axes back (so the gradient broadcasts against the input) and
spreads it: evenly for ``mean``, as-is for ``sum``, and to the extreme elements for
``max``/``min``, split evenly between ties.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from afnio_lab.numeric.broadcasting import kept_shape
from afnio_lab.numeric.registry import (
    REAL,
    Operands,
    OpKind,
    Rule,
    register,
    register_reduce_method,
)

RED = OpKind.REDUCTION
Needs = tuple[bool, ...]


@register
class Sum(Rule):
    name, node_name, kind, arity, domains = "sum", "SumBackward0", RED, 1, (REAL,)
    operands = Operands.FIRST
    numpy = (np.sum,)

    @staticmethod
    def forward(x: Any, axis: Any = None, keepdims: bool = False) -> tuple[Any, Any]:
        return x.sum(axis=axis, keepdims=keepdims), (x.shape, axis)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        shape, axis = saved
        return (np.broadcast_to(np.reshape(g, kept_shape(shape, axis)), shape),)


@register
class Mean(Rule):
    name, node_name, kind, arity, domains = "mean", "MeanBackward0", RED, 1, (REAL,)
    operands = Operands.FIRST
    numpy = (np.mean,)

    @staticmethod
    def forward(x: Any, axis: Any = None, keepdims: bool = False) -> tuple[Any, Any]:
        out = x.mean(axis=axis, keepdims=keepdims)
        return out, (x.shape, axis, x.size // max(out.size, 1) if x.size else 1)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        shape, axis, count = saved
        return (np.broadcast_to(np.reshape(g / count, kept_shape(shape, axis)), shape),)


def _extreme_backward(saved: Any, g: Any) -> tuple[Any, ...]:
    x, out, axis = saved
    kept = kept_shape(x.shape, axis)
    hit = np.equal(x, np.reshape(out, kept))
    ties = hit.sum(axis=axis, keepdims=True)
    return (hit * (np.reshape(g, kept) / ties),)


@register
class Max(Rule):
    name, node_name, kind, arity, domains = "max", "MaxBackward0", RED, 1, (REAL,)
    operands = Operands.FIRST
    numpy = (np.max, np.amax)

    @staticmethod
    def forward(x: Any, axis: Any = None, keepdims: bool = False) -> tuple[Any, Any]:
        out = x.max(axis=axis, keepdims=keepdims)
        return out, (x, out, axis)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return _extreme_backward(saved, g)


@register
class Min(Rule):
    name, node_name, kind, arity, domains = "min", "MinBackward0", RED, 1, (REAL,)
    operands = Operands.FIRST
    numpy = (np.min, np.amin)

    @staticmethod
    def forward(x: Any, axis: Any = None, keepdims: bool = False) -> tuple[Any, Any]:
        out = x.min(axis=axis, keepdims=keepdims)
        return out, (x, out, axis)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return _extreme_backward(saved, g)


register_reduce_method(np.add, Sum)
register_reduce_method(np.maximum, Max)
register_reduce_method(np.minimum, Min)

__all__ = ["Max", "Mean", "Min", "Sum"]
