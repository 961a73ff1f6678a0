"""Reductions over axes (``axis=None`` means all), with or without ``keepdims``.

Backward puts the reduced axes back (so the gradient broadcasts against the input) and
spreads it: evenly for ``mean``, as-is for ``sum``, and to the extreme elements for
``max``/``min``, split evenly between ties.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from afnio_lab.numeric.broadcasting import expand_reduced, normalize_axes
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
        return np.sum(x, axis=axis, keepdims=keepdims), (np.shape(x), axis, keepdims)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        shape, axis, keepdims = saved
        return (np.broadcast_to(expand_reduced(g, axis, len(shape), keepdims), shape),)


@register
class Mean(Rule):
    name, node_name, kind, arity, domains = "mean", "MeanBackward0", RED, 1, (REAL,)
    operands = Operands.FIRST
    numpy = (np.mean,)

    @staticmethod
    def forward(x: Any, axis: Any = None, keepdims: bool = False) -> tuple[Any, Any]:
        return np.mean(x, axis=axis, keepdims=keepdims), (np.shape(x), axis, keepdims)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        shape, axis, keepdims = saved
        count = 1
        for a in normalize_axes(axis, len(shape)):
            count *= shape[a]
        g = expand_reduced(g, axis, len(shape), keepdims)
        return (np.broadcast_to(g / count, shape),)


def _extreme_backward(saved: Any, g: Any) -> tuple[Any, ...]:
    x, out, axis, keepdims = saved
    out = expand_reduced(out, axis, np.ndim(x), keepdims)
    g = expand_reduced(g, axis, np.ndim(x), keepdims)
    hit = np.equal(x, out)
    ties = np.sum(hit, axis=axis, keepdims=True)
    return (hit * (g / ties),)


@register
class Max(Rule):
    name, node_name, kind, arity, domains = "max", "MaxBackward0", RED, 1, (REAL,)
    operands = Operands.FIRST
    numpy = (np.max, np.amax)

    @staticmethod
    def forward(x: Any, axis: Any = None, keepdims: bool = False) -> tuple[Any, Any]:
        out = np.max(x, axis=axis, keepdims=keepdims)
        return out, (x, out, axis, keepdims)

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
        out = np.min(x, axis=axis, keepdims=keepdims)
        return out, (x, out, axis, keepdims)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return _extreme_backward(saved, g)


register_reduce_method(np.add, Sum)
register_reduce_method(np.maximum, Max)
register_reduce_method(np.minimum, Min)

__all__ = ["Max", "Mean", "Min", "Sum"]
